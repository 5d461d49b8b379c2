//! Any bytes: decoding and printing USSE code must not panic, the text must assemble back to the same
//! word, and a truncated tail must be an error.
#![no_main]
use gpuisa_core::Isa;
use gpuisa_usse::Usse;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|code: &[u8]| {
    let isa = Usse::default();
    let (mut pos, mut text) = (0, String::new());
    while pos < code.len() {
        let Ok(insn) = isa.decode(&code[pos..], pos as u64) else {
            assert!(code.len() - pos < 8);
            break;
        };
        text.clear();
        isa.format(&insn, pos as u64, &mut text);
        let back = isa.parse_str(&text, pos as u64).expect("disassembly must parse");
        assert_eq!(back.word, insn.word, "{text}");
        pos += 8;
    }
});
