//! Any bytes: decoding, formatting and re-assembling Fermi code must not panic, the text must assemble
//! back to the same bytes, `???` must appear exactly when some bits were not understood, and the
//! one-pass disassembler must print the same text and fail the same way on a truncated tail.
#![no_main]
use gpuisa_core::Isa;
use gpuisa_fermi::{encoding::ROOT, Fermi, ShiftWrap};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|code: &[u8]| {
    // Both readings of the shifts' wrap bit and the CUDA 5+ text, chosen by the input's length.
    let f = match code.len() % 3 {
        0 => Fermi::new(ShiftWrap::Clear),
        1 => Fermi::new(ShiftWrap::Set),
        _ => Fermi::nvdisasm5(),
    };
    let (mut pos, mut text, mut one_pass) = (0, String::new(), String::new());
    while pos < code.len() {
        one_pass.clear();
        let fused = f.disassemble(&code[pos..], pos as u64, &mut one_pass);
        let insn = match f.decode(&code[pos..], pos as u64) {
            Ok(insn) => insn,
            Err(e) => {
                assert_eq!(fused, Err(e));
                break;
            }
        };
        text.clear();
        f.format(&insn, pos as u64, &mut text);
        assert_eq!(fused, Ok(insn.len()));
        assert_eq!(one_pass, text);
        assert_eq!(text.contains("???"), insn.has_unknown(ROOT), "{text}");
        let back = f.parse_str(&text, pos as u64).expect("disassembly must parse");
        let mut out = Vec::new();
        f.encode(&back, &mut out);
        assert_eq!(&out[..], &code[pos..pos + insn.len()], "{text}");
        pos += insn.len();
    }
});
