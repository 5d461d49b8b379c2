//! Any bytes: decoding and printing USSE code must not panic; gpuisa's text must assemble back to the
//! same word, Vita3K's text (in a context taken from the input) must print for every word and read
//! back to a word that prints the same line, and a truncated tail must be an error.
#![no_main]
use gpuisa_core::Isa;
use gpuisa_usse::syntax::vita3k::{self, Ctx};
use gpuisa_usse::Usse;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|code: &[u8]| {
    let isa = Usse::default();
    let (mut pos, mut text, mut v) = (0, String::new(), String::new());
    let mut ctx = Ctx {
        secondary: code.first().is_some_and(|b| b & 1 != 0),
        ..Default::default()
    };
    while pos < code.len() {
        let Ok(insn) = isa.decode(&code[pos..], pos as u64) else {
            assert!(code.len() - pos < 8);
            break;
        };
        text.clear();
        isa.format(&insn, pos as u64, &mut text);
        let mut one_pass = String::new();
        assert_eq!(isa.disassemble(&code[pos..], pos as u64, &mut one_pass), Ok(8));
        assert_eq!(one_pass, text, "one-pass disassembly differs");
        let back = isa.parse_str(&text, pos as u64).expect("disassembly must parse");
        assert_eq!(back.word, insn.word, "{text}");
        ctx.update(&insn);
        for r in 0..vita3k::lines(&insn).min(17) {
            v.clear();
            vita3k::format_ctx(&insn, &Ctx { repeat: r as u8, ..ctx }, &mut v);
            assert!(!v.is_empty());
        }
        // Vita3K's first line, read back, prints the same.
        let first = Ctx { repeat: 0, ..Default::default() };
        let first = Ctx { secondary: ctx.secondary, ..first };
        v.clear();
        vita3k::format_ctx(&insn, &first, &mut v);
        if let Ok(w) = vita3k::parse(&v, &first) {
            let mut again = String::new();
            vita3k::format_ctx(&w, &first, &mut again);
            assert_eq!(again.trim_end(), v.trim_end());
        }
        pos += 8;
    }
});
