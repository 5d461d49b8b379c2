//! `Fermi::bits_targets` and `FermiEnvydis::bits_targets` read the same code addresses from an
//! instruction's bits as `Isa::targets` finds in its decoding (what `dis --labels` relies on): on random
//! words, and on random words forced into the encodings that have a target operand.

use gpuisa_core::Isa;
use gpuisa_engine::labels::BitsTargets;
use gpuisa_engine::reach::{target_shapes, words_reaching as words};
use gpuisa_engine::Table;
use gpuisa_fermi::{Fermi, FermiEnvydis, ShiftWrap};

fn check<I: Isa<Insn = gpuisa_engine::Insn>>(isa: &I, bt: BitsTargets, root: &'static Table, seed: u64) -> usize {
    let shapes = target_shapes(root);
    assert!(shapes.len() >= 4, "{shapes:x?}");
    let (mut slow, mut fast, mut found) = (Vec::new(), Vec::new(), 0);
    for (k, w) in words(seed, 200_000, &shapes).into_iter().enumerate() {
        let addr = (k as u64 * 8) ^ (w >> 40 & 0xfff8);
        let insn = isa.decode(&w.to_le_bytes(), addr).unwrap();
        let bits = if insn.len() == 8 { w } else { w & 0xffff_ffff };
        slow.clear();
        fast.clear();
        isa.targets(&insn, addr, &mut slow);
        bt.targets(bits, addr, &mut fast);
        assert_eq!(fast, slow, "{w:#018x} at {addr:#x}");
        found += slow.len();
    }
    found
}

#[test]
fn bits_targets_match_the_decoded_targets() {
    for (i, wrap) in [ShiftWrap::Clear, ShiftWrap::Set].into_iter().enumerate() {
        let f = Fermi::new(wrap);
        let bt = f.bits_targets().expect("Fermi's tables allow it");
        let found = check(&f, bt, gpuisa_fermi::encoding::ROOT, 0x243f_6a88_85a3_08d3 + i as u64);
        assert!(found > 50_000, "{found}");
    }
    let e = FermiEnvydis::default();
    let bt = e.bits_targets().expect("envydis' tables allow it");
    let found = check(&e, bt, gpuisa_fermi::envy::root(), 0x1319_8a2e_0370_7344);
    assert!(found > 50_000, "{found}");
}
