//! Every text shape (see [`super::format::shape`]) a group of tables can print, enumerated once. The
//! formatter uses it to learn cheaply that a long instruction's text cannot also be a short one's.

use super::format::shape;
use super::{Atom, Table};
use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

/// Shapes are hashes already: the set keys them by their own bits.
#[derive(Default)]
pub struct ShapeHasher(u64);
impl Hasher for ShapeHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

/// A set of shapes.
pub type ShapeSet = HashSet<u64, BuildHasherDefault<ShapeHasher>>;

/// A set of shapes for membership tests on a hot path: a bitmap of 2^16 bits, indexed by 16 bits of the
/// shape, rules out most non-members with one load before the set is probed.
pub struct ShapeFilter {
    bitmap: Box<[u64; 1024]>,
    set: ShapeSet,
}

impl ShapeFilter {
    pub fn new(set: ShapeSet) -> ShapeFilter {
        let mut bitmap = Box::new([0u64; 1024]);
        for &h in &set {
            let k = (h >> 48) as usize;
            bitmap[k / 64] |= 1 << (k % 64);
        }
        ShapeFilter { bitmap, set }
    }

    #[inline]
    pub fn contains(&self, h: u64) -> bool {
        let k = (h >> 48) as usize;
        self.bitmap[k / 64] >> (k % 64) & 1 != 0 && self.set.contains(&h)
    }

    pub fn len(&self) -> usize {
        self.set.len()
    }

    pub fn is_empty(&self) -> bool {
        self.set.is_empty()
    }
}

enum Cont<'c> {
    Nil,
    Then(&'static [Atom], &'c Cont<'c>),
}

/// The shapes of all texts that `atoms` can print (every entry of every nested table, and `???` where a
/// table matches nothing). Gating by variant and program type is ignored: the set is a superset.
pub fn all_shapes(atoms: &'static [Atom]) -> ShapeSet {
    let mut out = ShapeSet::default();
    walk(atoms, &Cont::Nil, shape::START, &mut out);
    out
}

fn walk(atoms: &'static [Atom], k: &Cont, h: u64, out: &mut ShapeSet) {
    let Some((a, rest)) = atoms.split_first() else {
        match k {
            Cont::Nil => {
                out.insert(h);
            }
            Cont::Then(next, kk) => walk(next, kk, h, out),
        }
        return;
    };
    match a {
        Atom::Word(_, wh, _) | Atom::Mark(_, wh) | Atom::Pre(_, wh) | Atom::Post(_, wh) => walk(rest, k, shape::mix(h, *wh), out),
        Atom::Open => walk(rest, k, shape::mix(h, shape::OPEN), out),
        Atom::Close => walk(rest, k, shape::mix(h, shape::CLOSE), out),
        Atom::Unknown => walk(rest, k, shape::mix(h, shape::UNKNOWN), out),
        Atom::Sub(t) | Atom::Ignored(t) => table(t, rest, k, h, out),
        Atom::Dispatch(_, ts) => {
            for t in ts.iter() {
                table(t, rest, k, h, out);
            }
        }
        _ => walk(rest, k, shape::mix(h, shape::OPERAND), out),
    }
}

fn table(t: &'static Table, rest: &'static [Atom], k: &Cont, h: u64, out: &mut ShapeSet) {
    let k2 = Cont::Then(rest, k);
    for e in t.iter() {
        walk(e.atoms, &k2, h, out);
    }
    walk(rest, k, shape::mix(h, shape::UNKNOWN), out);
}

