//! Any text: the Fermi assembler must return bytes or diagnostics, never panic or hang; whatever it
//! accepts must disassemble and assemble again to the same bytes.
#![no_main]
use gpuisa_core::{asm::assemble, Isa};
use gpuisa_fermi::{Fermi, ShiftWrap};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(src) = std::str::from_utf8(data) else { return };
    // Both readings of the shifts' wrap bit and the CUDA 5+ text, chosen by the input's length.
    let f = match data.len() % 3 {
        0 => Fermi::new(ShiftWrap::Clear),
        1 => Fermi::new(ShiftWrap::Set),
        _ => Fermi::nvdisasm5(),
    };
    let out = match assemble(&f, src) {
        Ok(out) => out,
        Err(diags) => {
            let _ = gpuisa_core::diag::render("fuzz.s", src, &diags);
            return;
        }
    };
    let (mut pos, mut text) = (0, String::new());
    while pos < out.bytes.len() {
        let Ok(insn) = f.decode(&out.bytes[pos..], pos as u64) else { break };
        text.clear();
        f.format(&insn, pos as u64, &mut text);
        let back = f.parse_str(&text, pos as u64).expect("disassembly must parse");
        let mut b = Vec::new();
        f.encode(&back, &mut b);
        assert_eq!(&b[..], &out.bytes[pos..pos + insn.len()], "{text}");
        pos += insn.len();
    }
});
