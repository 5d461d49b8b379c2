//! Any bytes: Fermi code printed in envydis' syntax must not panic; the exact text must print for
//! every word, and the lossless text must assemble back to the same bytes.
#![no_main]
use gpuisa_core::Isa;
use gpuisa_fermi::FermiEnvydis;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|code: &[u8]| {
    let (exact, lossless) = (FermiEnvydis::exact(), FermiEnvydis::default());
    let (mut pos, mut text) = (0, String::new());
    while pos < code.len() {
        let Ok(insn) = lossless.decode(&code[pos..], pos as u64) else { break };
        let len = lossless.insn_len(&insn);
        text.clear();
        exact.format(&insn, pos as u64, &mut text);
        assert!(!text.is_empty());
        text.clear();
        lossless.format(&insn, pos as u64, &mut text);
        let back = lossless.parse_str(&text, pos as u64).expect("disassembly must parse");
        let mut out = Vec::new();
        lossless.encode(&back, &mut out);
        assert_eq!(&out[..], &code[pos..pos + len], "{text}");
        pos += len;
    }
});
