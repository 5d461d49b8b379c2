//! Code addresses printed as labels (`gpuisa dis --labels`): a listing sets the addresses that get a label
//! for the threads that print it, and every target operand at one of them prints `L_<hex>` in place of
//! its number, in every syntax and every ISA. With no set (the default) nothing changes.
//!
//! The set lives here, in the crate every ISA depends on, so that an ISA's printer reads it whether or not
//! the ISA is built on the table engine (which finds the addresses: `gpuisa_engine::labels`).

use crate::text::Line;
use std::cell::{Cell, RefCell};
use std::sync::Arc;

/// The labelled addresses of a listing: a bit per instruction slot of the code (`base` onwards, in
/// steps of `1 << shift` bytes, the alignment all its instructions share), so that the listing asks
/// about each instruction's address in constant time, within a bitmap small enough to stay in cache.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LabelSet {
    base: u64,
    /// Bytes covered from `base`.
    len: u64,
    shift: u32,
    map: Vec<u64>,
}

impl LabelSet {
    /// An empty set for the `len` bytes of code from `base` whose instructions start at multiples of
    /// `1 << shift` bytes from `base`; other addresses never have a label.
    pub fn new(base: u64, len: u64, shift: u32) -> LabelSet {
        LabelSet { base, len, shift, map: vec![0; (len >> shift).div_ceil(64) as usize + 1] }
    }

    /// The slot of `addr`, if it can have a label.
    #[inline]
    fn slot(&self, addr: u64) -> Option<u64> {
        let i = addr.wrapping_sub(self.base);
        (i < self.len && i & ((1 << self.shift) - 1) == 0).then_some(i >> self.shift)
    }

    /// Adds `addr`, which must be within the code and aligned as its instructions.
    #[inline]
    pub fn insert(&mut self, addr: u64) {
        let i = self.slot(addr).unwrap_or_else(|| panic!("{addr:#x} is not an instruction slot of the code"));
        self.map[(i / 64) as usize] |= 1 << (i % 64);
    }

    #[inline]
    pub fn contains(&self, addr: u64) -> bool {
        self.slot(addr).is_some_and(|i| self.map[(i / 64) as usize] >> (i % 64) & 1 != 0)
    }

    /// The addresses, in increasing order.
    pub fn iter(&self) -> impl Iterator<Item = u64> + '_ {
        self.map.iter().enumerate().flat_map(move |(w, &bits)| {
            (0..64u64).filter(move |b| bits >> b & 1 != 0).map(move |b| self.base + ((64 * w as u64 + b) << self.shift))
        })
    }

    /// The first address in the set from `addr` on.
    pub fn first_from(&self, addr: u64) -> Option<u64> {
        let i = addr.checked_sub(self.base)?;
        // The first slot at or after `i`.
        let slot = i.div_ceil(1 << self.shift);
        let (mut w, bit) = ((slot / 64) as usize, slot % 64);
        let mut bits = self.map.get(w)? & (!0u64 << bit);
        while bits == 0 {
            w += 1;
            bits = *self.map.get(w)?;
        }
        Some(self.base + ((64 * w as u64 + bits.trailing_zeros() as u64) << self.shift)).filter(|&a| a - self.base < self.len)
    }

    /// Adds `addr` if it is an instruction slot of the code (else nothing).
    #[inline]
    pub fn mark(&mut self, addr: u64) {
        if let Some(i) = self.slot(addr) {
            self.map[(i / 64) as usize] |= 1 << (i % 64);
        }
    }

    /// Adds the addresses of `other` (a set of the same code, base and alignment).
    pub fn union_with(&mut self, other: &LabelSet) {
        for (w, o) in self.map.iter_mut().zip(&other.map) {
            *w |= o;
        }
    }

    /// Keeps only the addresses also in `other` (a set of the same code, base and alignment).
    pub fn intersect_with(&mut self, other: &LabelSet) {
        for (w, o) in self.map.iter_mut().zip(&other.map) {
            *w &= o;
        }
    }

    /// Removes the addresses from `from` up to `to` (not included) within the code.
    pub fn clear_range(&mut self, from: u64, to: u64) {
        let (lo, hi) = (from.wrapping_sub(self.base).min(self.len), to.wrapping_sub(self.base).min(self.len));
        let step = 1u64 << self.shift;
        // Slots from the first at or after `lo` to the last before `hi`.
        let (mut i, end) = (lo.div_ceil(step), hi.div_ceil(step));
        while i < end {
            let (w, b) = ((i / 64) as usize, i % 64);
            if b == 0 && end - i >= 64 {
                self.map[w] = 0;
                i += 64;
            } else {
                self.map[w] &= !(1 << b);
                i += 1;
            }
        }
    }

    /// ORs bitmap words into the set: bit `k` of `words[j]` stands for slot `64 * (first_word + j) + k`
    /// (as the words of another set of the same code, base and alignment). Words past the set's end are
    /// ignored.
    pub fn or_words(&mut self, first_word: usize, words: &[u64]) {
        for (w, s) in self.map.iter_mut().skip(first_word).zip(words) {
            *w |= s;
        }
    }

    pub fn len(&self) -> usize {
        self.map.iter().map(|w| w.count_ones() as usize).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.map.iter().all(|&w| w == 0)
    }
}

thread_local! {
    /// The set this thread prints, kept alive here while [`VIEW`] points into it.
    static LABELS: RefCell<Option<Arc<LabelSet>>> = const { RefCell::new(None) };
    /// What [`contains`] reads of it: printers ask once per target operand, hundreds of thousands of
    /// times a listing, so the lookup is a plain copy out of a constant-initialized cell.
    static VIEW: Cell<View> = const { Cell::new(View::NONE) };
}

/// A copy of a set's bounds with a pointer to its bitmap (null, and an empty range, when there is none).
#[derive(Clone, Copy)]
struct View {
    map: *const u64,
    base: u64,
    len: u64,
    shift: u32,
}

impl View {
    const NONE: View = View { map: std::ptr::null(), base: 0, len: 0, shift: 0 };

    #[inline(always)]
    fn contains(self, addr: u64) -> bool {
        let i = addr.wrapping_sub(self.base);
        if i >= self.len || i & ((1 << self.shift) - 1) != 0 {
            return false;
        }
        let slot = i >> self.shift;
        // SAFETY: `len` is 0 when `map` is null; otherwise `map` is the bitmap of the set that LABELS keeps
        // alive (and unchanged: it is shared) for as long as this view is in VIEW, and a slot below
        // `len >> shift` has its word in it (`LabelSet::new` sizes the map so).
        unsafe { *self.map.add((slot / 64) as usize) >> (slot % 64) & 1 != 0 }
    }
}

/// Sets (or, with `None`, clears) the labelled addresses for this thread's printing.
pub fn set(labels: Option<Arc<LabelSet>>) {
    let view = labels.as_ref().map_or(View::NONE, |s| View { map: s.map.as_ptr(), base: s.base, len: s.len, shift: s.shift });
    LABELS.with(|l| {
        // The view changes before the set it points into can be dropped.
        VIEW.set(view);
        *l.borrow_mut() = labels;
    });
}

/// This thread's labelled addresses, for a thread that prints part of the same listing.
pub fn current() -> Option<Arc<LabelSet>> {
    LABELS.with(|l| l.borrow().clone())
}

/// Whether this thread prints labels, and so a listing marks the labelled addresses.
pub fn active() -> bool {
    !VIEW.get().map.is_null()
}

/// Whether `addr` has a label in this thread's set.
#[inline]
pub fn contains(addr: u64) -> bool {
    VIEW.get().contains(addr)
}

/// The label of `addr`.
pub fn name(addr: u64) -> String {
    Name::of(addr).as_str().to_owned()
}

/// The label of an address, made without allocating (a listing prints hundreds of thousands).
#[derive(Clone, Copy)]
pub struct Name {
    buf: [u8; 18],
    len: u8,
}

impl Name {
    #[inline]
    pub fn of(addr: u64) -> Name {
        let mut buf = [0u8; 18];
        buf[..2].copy_from_slice(b"L_");
        let digits = (64 - addr.leading_zeros()).div_ceil(4).max(1) as usize;
        for (k, b) in buf[2..2 + digits].iter_mut().enumerate() {
            *b = b"0123456789abcdef"[(addr >> (4 * (digits - 1 - k)) & 0xf) as usize];
        }
        Name { buf, len: 2 + digits as u8 }
    }

    #[inline]
    pub fn as_str(&self) -> &str {
        std::str::from_utf8(self.as_bytes()).unwrap_or_default()
    }

    #[inline]
    pub fn as_bytes(&self) -> &[u8] {
        &self.buf[..self.len as usize]
    }
}

/// Prints the label of `target` if it has one; returns whether it did.
#[inline]
pub fn print(out: &mut Line, target: u64) -> bool {
    // The lookup alone in the thread-local access, so that it inlines into the printers.
    let yes = contains(target);
    out.prefixed_hex(*b"L_", target, yes as usize);
    yes
}

