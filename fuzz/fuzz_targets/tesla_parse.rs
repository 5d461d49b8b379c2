//! Any text: the assembler must return bytes or diagnostics, never panic or hang; whatever it accepts
//! must disassemble and assemble again to the same bytes.
#![no_main]
use gpuisa_core::{asm::assemble, Isa};
use gpuisa_tesla::Tesla;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(src) = std::str::from_utf8(data) else { return };
    let t = Tesla::default();
    let out = match assemble(&t, src) {
        Ok(out) => out,
        Err(diags) => {
            let _ = gpuisa_core::diag::render("fuzz.s", src, &diags);
            return;
        }
    };
    let mut pos = 0;
    let mut text = String::new();
    while pos + 4 <= out.bytes.len() {
        let Ok(insn) = t.decode(&out.bytes[pos..], pos as u64) else { break };
        text.clear();
        t.format(&insn, pos as u64, &mut text);
        let back = t.parse_str(&text, pos as u64).expect("disassembly must parse");
        let mut b = Vec::new();
        t.encode(&back, &mut b);
        assert_eq!(&b[..], &out.bytes[pos..pos + insn.len()]);
        pos += insn.len();
    }
});
