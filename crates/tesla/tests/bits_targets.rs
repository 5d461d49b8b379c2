//! `Tesla::bits_targets` reads the same code addresses from an instruction's bits as `Isa::targets` finds
//! in its decoding (what `dis --labels` relies on), for every variant and program type: on random words,
//! and on random words forced into the encodings that have a target operand.

use gpuisa_core::Isa;
use gpuisa_engine::{Atom, Table};
use gpuisa_tesla::{ProgramType, Tesla, Variant};

#[test]
fn bits_targets_match_the_decoded_targets() {
    let mut shapes = Vec::new();
    target_shapes(gpuisa_tesla::encoding::ROOT, 0, 0, &mut shapes);
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
