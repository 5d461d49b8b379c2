//! Any text in Tesla's NVIDIA syntax (either style, by the first byte): the assembler returns bytes or
//! diagnostics, never a panic or a hang; every instruction it accepts prints a text that reads back to the
//! same word. Its tokens help the fuzzer reach the reader's rules:
//! `cargo +nightly fuzz run tesla_parse_nvidia -- -dict=dict/tesla_nvidia.dict`.
#![no_main]
use gpuisa_core::{asm::assemble, Isa};
use gpuisa_tesla::{Syntax, Tesla};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&sel, rest)) = data.split_first() else { return };
    let Ok(src) = std::str::from_utf8(rest) else { return };
    let t = Tesla { syntax: if sel & 1 == 0 { Syntax::Nvdisasm } else { Syntax::Nvdisasm5 }, ..Tesla::default() };
    let Ok(out) = assemble(&t, src) else { return };
    let mut pos = 0;
    while pos + 4 <= out.bytes.len() {
        let Ok(insn) = t.decode(&out.bytes[pos..], pos as u64) else { break };
        let mut text = String::new();
        t.format(&insn, pos as u64, &mut text);
        let back = t.parse_str(&text, pos as u64).expect("the printed text must read back");
        let mut again = String::new();
        t.format(&back, pos as u64, &mut again);
        assert_eq!(again, text);
        let mut b = Vec::new();
        t.encode(&back, &mut b);
        assert_eq!(&b[..], &out.bytes[pos..pos + insn.len()], "`{text}` reads back as another word");
        pos += insn.len();
    }
});
