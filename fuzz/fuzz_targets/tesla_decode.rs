//! Any bytes: decoding, formatting and re-assembling must not panic, and the text must assemble back to
//! the same words (every variant and program type, picked by the first byte).
#![no_main]
use gpuisa_core::Isa;
use gpuisa_tesla::{ProgramType, Tesla, Variant};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&sel, code)) = data.split_first() else { return };
    let variant = [Variant::G80, Variant::G84, Variant::G200, Variant::Mcp77, Variant::Gt215][(sel % 5) as usize];
    let ptype = [ProgramType::Vertex, ProgramType::Geometry, ProgramType::Fragment, ProgramType::Compute][(sel / 5 % 4) as usize];
    let t = Tesla::new(variant, ptype);
    let mut pos = 0;
    let mut text = String::new();
    while pos < code.len() {
        let Ok(insn) = t.decode(&code[pos..], pos as u64) else { break };
        text.clear();
        t.format(&insn, pos as u64, &mut text);
        let back = t.parse_str(&text, pos as u64).expect("disassembly must parse");
        let mut out = Vec::new();
        t.encode(&back, &mut out);
        assert_eq!(&out[..], &code[pos..pos + insn.len()], "{text}");
        pos += insn.len();
    }
});
