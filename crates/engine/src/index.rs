//! Decode-time indexes for large tables: instead of trying every entry in order, decode looks at a few
//! selector bits and tries only the entries that can match them, still in table order (so the first
//! matching entry is the same one a linear scan finds).

use super::{Atom, Table};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::OnceLock;

/// Tables with at most this many entries are scanned linearly.
pub const SMALL: usize = 8;
const MAX_BITS: usize = 6;

pub struct TableIndex {
    pub(crate) bits: [u8; MAX_BITS],
    pub(crate) nbits: usize,
    /// Bucket `k` holds `cands[starts[k]..starts[k + 1]]`.
    pub(crate) starts: Vec<u16>,
    pub(crate) cands: Vec<u8>,
}

impl TableIndex {
    pub(crate) fn build(t: &Table) -> TableIndex {
        // Prefer bits that many entries test and on which they disagree.
        let mut score = [(0usize, 0u8); 64];
        for (b, s) in score.iter_mut().enumerate() {
            let m = 1u64 << b;
            let (mut ones, mut zeros) = (0, 0);
            for e in t.iter() {
                if e.mask & m != 0 {
                    if e.value & m != 0 { ones += 1 } else { zeros += 1 }
                }
            }
            *s = (if ones > 0 && zeros > 0 { ones + zeros } else { 0 }, b as u8);
        }
        score.sort_unstable_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        let mut bits = [0u8; MAX_BITS];
        let mut nbits = 0;
        for &(s, b) in score.iter() {
            if s == 0 || nbits == MAX_BITS {
                break;
            }
            bits[nbits] = b;
            nbits += 1;
        }
        let mut starts = Vec::with_capacity((1 << nbits) + 1);
        let mut cands = Vec::new();
        for key in 0..1u64 << nbits {
            starts.push(cands.len() as u16);
            for (i, e) in t.iter().enumerate() {
                let fits = (0..nbits).all(|j| {
                    let m = 1u64 << bits[j];
                    e.mask & m == 0 || ((e.value & m != 0) == (key >> j & 1 != 0))
                });
                if fits {
                    cands.push(i as u8);
                }
            }
        }
        starts.push(cands.len() as u16);
        TableIndex { bits, nbits, starts, cands }
    }

    /// Entries of the table that can match `word`, in table order.
    #[inline]
    pub fn candidates(&self, word: u64) -> &[u8] {
        let mut key = 0usize;
        for j in 0..self.nbits {
            key |= ((word >> self.bits[j]) as usize & 1) << j;
        }
        &self.cands[self.starts[key] as usize..self.starts[key + 1] as usize]
    }
}

/// Hashes a table's address (already unique; spread it a little).
#[derive(Default)]
pub struct AddrHasher(u64);
impl Hasher for AddrHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, _: &[u8]) {
        unreachable!("only addresses are hashed")
    }
    fn write_usize(&mut self, n: usize) {
        self.0 = (n as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15).rotate_left(26);
    }
}

type Registry = HashMap<usize, TableIndex, BuildHasherDefault<AddrHasher>>;

fn collect(t: &'static Table, reg: &mut Registry) {
    let key = t.as_ptr() as usize;
    if t.len() > SMALL && !reg.contains_key(&key) {
        reg.insert(key, TableIndex::build(t));
    }
    for e in t.iter() {
        for a in e.atoms {
            match a {
                Atom::Sub(s) | Atom::Ignored(s) => collect(s, reg),
                Atom::Dispatch(_, ts) => ts.iter().for_each(|s| collect(s, reg)),
                _ => {}
            }
        }
    }
}

/// The index of a large table reachable from `root`.
#[inline]
pub fn index_of(root: &'static Table, t: &'static Table) -> Option<&'static TableIndex> {
    static REG: OnceLock<(usize, Registry)> = OnceLock::new();
    let (r, reg) = REG.get_or_init(|| {
        let mut reg = Registry::default();
        collect(root, &mut reg);
        (root.as_ptr() as usize, reg)
    });
    debug_assert_eq!(*r, root.as_ptr() as usize, "one root per process");
    reg.get(&(t.as_ptr() as usize))
}
