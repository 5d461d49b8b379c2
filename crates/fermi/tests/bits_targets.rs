//! `Fermi::bits_targets` and `FermiEnvydis::bits_targets` read the same code addresses from an
//! instruction's bits as `Isa::targets` finds in its decoding (what `dis --labels` relies on): on random
//! words, and on random words forced into the encodings that have a target operand.

use gpuisa_core::Isa;
use gpuisa_engine::labels::BitsTargets;
use gpuisa_engine::{Atom, Table};
use gpuisa_fermi::{Fermi, FermiEnvydis, ShiftWrap};

fn check<I: Isa<Insn = gpuisa_engine::Insn>>(isa: &I, bt: BitsTargets, root: &'static Table, seed: u64) -> usize {
    let mut shapes = Vec::new();
    target_shapes(root, 0, 0, &mut shapes);
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
    let found = check(&e, bt, gpuisa_fermi::envy::ROOT, 0x1319_8a2e_0370_7344);
    assert!(found > 50_000, "{found}");
}

/// The (value, mask) of every way through the tables to a target operand: the bits the entries on the
/// way test, and the dispatch fields' values. Words forced to one reach that target (unless an earlier
/// entry wins), which random words seldom do.
fn target_shapes(t: &'static Table, value: u64, mask: u64, out: &mut Vec<(u64, u64)>) {
    if out.len() > 10_000 {
        return;
    }
    for e in t.iter() {
        if (value ^ e.value) & mask & e.mask != 0 {
            continue;
        }
        let (v, m) = (value | e.value, mask | e.mask);
        for a in e.atoms {
            match a {
                Atom::Target(_) => out.push((v, m)),
                Atom::Sub(s) | Atom::Ignored(s) => target_shapes(s, v, m, out),
                Atom::Dispatch(f, ts) => {
                    for (i, s) in ts.iter().enumerate() {
                        let (fv, fm) = (f.set(0, i as u64), f.mask());
                        if (v ^ fv) & m & fm == 0 {
                            target_shapes(s, v | fv, m | fm, out);
                        }
                    }
                }
                _ => {}
            }
        }
    }
}

/// Random words, then random words forced into each of `shapes` in turn.
fn words(seed: u64, n: usize, shapes: &[(u64, u64)]) -> Vec<u64> {
    let mut v: Vec<u64> = gpuisa_core::random::words(n, seed, |w| w).collect();
    for (k, w) in gpuisa_core::random::words(n, !seed, |w| w).enumerate() {
        let (sv, sm) = shapes[k % shapes.len()];
        v.push(w & !sm | sv);
    }
    v
}
