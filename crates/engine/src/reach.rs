//! The ways through an ISA's tables to its target operands, as bit patterns: for tests and benchmarks
//! that must reach the rare encodings that hold a code address (random words seldom do).

use crate::{Atom, Table};

/// The `(value, mask)` of every way from `t` to a target operand: the bits the entries on the way test,
/// and the dispatch fields' values (at most about 10,000 ways).
pub fn target_shapes(t: &'static Table) -> Vec<(u64, u64)> {
    let mut out = Vec::new();
    walk(t, 0, 0, &mut out);
    out
}

fn walk(t: &'static Table, value: u64, mask: u64, out: &mut Vec<(u64, u64)>) {
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
                Atom::Sub(s) | Atom::Ignored(s) => walk(s, v, m, out),
                Atom::Dispatch(f, ts) => {
                    for (i, s) in ts.iter().enumerate() {
                        let (fv, fm) = (f.set(0, i as u64), f.mask());
                        if (v ^ fv) & m & fm == 0 {
                            walk(s, v | fv, m | fm, out);
                        }
                    }
                }
                _ => {}
            }
        }
    }
}

/// `n` random words (from `seed`), then `n` more each forced into one of `shapes` in turn.
pub fn words_reaching(seed: u64, n: usize, shapes: &[(u64, u64)]) -> Vec<u64> {
    let mut v: Vec<u64> = gpuisa_core::random::words(n, seed, |w| w).collect();
    for (k, w) in gpuisa_core::random::words(n, !seed, |w| w).enumerate() {
        let (sv, sm) = shapes[k % shapes.len()];
        v.push(w & !sm | sv);
    }
    v
}
