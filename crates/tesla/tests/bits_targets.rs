//! `Tesla::bits_targets` reads the same code addresses from an instruction's bits as `Isa::targets` finds
//! in its decoding (what `dis --labels` relies on), for every variant and program type: on random words,
//! and on random words forced into the encodings that have a target operand.

use gpuisa_core::Isa;
use gpuisa_engine::reach::{target_shapes, words_reaching as words};
use gpuisa_tesla::{ProgramType, Tesla, Variant};

#[test]
fn bits_targets_match_the_decoded_targets() {
    let shapes = target_shapes(gpuisa_tesla::encoding::ROOT);
    assert!(shapes.len() >= 8, "{shapes:x?}");
    let ptypes = [ProgramType::Vertex, ProgramType::Geometry, ProgramType::Fragment, ProgramType::Compute];
    let variants = [Variant::G80, Variant::G84, Variant::G200, Variant::Mcp77, Variant::Gt215];
    let (mut slow, mut fast) = (Vec::new(), Vec::new());
    let mut found = 0;
    for (i, &variant) in variants.iter().enumerate() {
        for (j, &ptype) in ptypes.iter().enumerate() {
            let t = Tesla::new(variant, ptype);
            let bt = t.bits_targets().expect("Tesla's tables allow reading targets from the bits");
            for (k, w) in words(0x9e37_79b9_7f4a_7c15 ^ (i * 4 + j) as u64, 40_000, &shapes).into_iter().enumerate() {
                let addr = (k as u64 * 4) ^ (w >> 40 & 0xfff0);
                let insn = t.decode(&w.to_le_bytes(), addr).unwrap();
                let bits = if insn.len() == 8 { w } else { w & 0xffff_ffff };
                slow.clear();
                fast.clear();
                t.targets(&insn, addr, &mut slow);
                bt.targets(bits, addr, &mut fast);
                assert_eq!(fast, slow, "{variant:?} {ptype:?} {w:#018x} at {addr:#x}");
                found += slow.len();
            }
        }
    }
    assert!(found > 400_000, "{found}");
}
