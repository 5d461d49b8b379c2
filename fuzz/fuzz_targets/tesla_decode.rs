//! Any bytes: decoding, formatting and re-assembling must not panic, and the text must assemble back to
//! the same words (every variant and program type, picked by the first byte). The one-pass disassembler
//! must print the same text, in both syntaxes, and fail the same way on a truncated tail; and
//! `disassemble_all` (which groups the work by class) must call back with the same texts in order. NVIDIA's
//! text (both styles) must read back to the same word too.
#![no_main]
use gpuisa_core::Isa;
use gpuisa_tesla::{ProgramType, Tesla, Variant};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&sel, code)) = data.split_first() else { return };
    let variant = [Variant::G80, Variant::G84, Variant::G200, Variant::Mcp77, Variant::Gt215][(sel % 5) as usize];
    let ptype = [ProgramType::Vertex, ProgramType::Geometry, ProgramType::Fragment, ProgramType::Compute][(sel / 5 % 4) as usize];
    let t = Tesla::new(variant, ptype);
    let mut all = Vec::new();
    t.disassemble_all(code, 0, |addr, r| all.push((addr, r.map(|(len, text)| (len, text.to_string())))));
    let mut all = all.into_iter();
    let mut pos = 0;
    let mut text = String::new();
    let mut one_pass = String::new();
    while pos < code.len() {
        one_pass.clear();
        let fused = t.disassemble(&code[pos..], pos as u64, &mut one_pass);
        let insn = match t.decode(&code[pos..], pos as u64) {
            Ok(insn) => insn,
            Err(e) => {
                assert_eq!(fused, Err(e.clone()));
                assert_eq!(all.next(), Some((pos as u64, Err(e))));
                break;
            }
        };
        assert_eq!(all.next(), Some((pos as u64, Ok((insn.len(), one_pass.clone())))));
        text.clear();
        t.format(&insn, pos as u64, &mut text);
        assert_eq!(fused, Ok(insn.len()));
        assert_eq!(one_pass, text);
        let compat = Tesla { syntax: gpuisa_tesla::Syntax::Envydis, ..t };
        let (mut a, mut b) = (String::new(), String::new());
        compat.format(&insn, pos as u64, &mut a);
        compat.disassemble(&code[pos..], pos as u64, &mut b).unwrap();
        assert_eq!(a, b);
        let back = t.parse_str(&text, pos as u64).expect("disassembly must parse");
        let mut out = Vec::new();
        t.encode(&back, &mut out);
        assert_eq!(&out[..], &code[pos..pos + insn.len()], "{text}");
        for syntax in [gpuisa_tesla::Syntax::Nvdisasm, gpuisa_tesla::Syntax::Nvdisasm5] {
            let nv = Tesla { syntax, ..t };
            let mut nt = String::new();
            nv.format(&insn, pos as u64, &mut nt);
            let back = nv.parse_str(&nt, pos as u64).unwrap_or_else(|e| panic!("`{nt}`: {}", e.message));
            out.clear();
            nv.encode(&back, &mut out);
            assert_eq!(&out[..], &code[pos..pos + insn.len()], "{nt}");
        }
        pos += insn.len();
    }
    assert_eq!(all.next(), None);
});
