//! Ready texts: a small table printed first on the line (the guard predicate, `@!P3`), whose text depends
//! only on a few bits, kept as its finished text per value of them. The one-pass disassembler then prints
//! it with one load and one store instead of a call, a lookup and two separators per line.
//!
//! The texts are made the first time they are needed, by running the table's own code on each value
//! (so they are that code's output by construction), for the features, program type, syntax and notation
//! of that first caller; a caller with others, or a value whose walk noted a word or left parentheses open, runs
//! the table's code instead.

use crate::disasm::Dis;
use crate::notation::Notation;
use std::any::TypeId;
use std::sync::OnceLock;

/// The finished text and the printer's state after it, for one value of the bits.
#[derive(Clone, Copy)]
pub struct ReadyEntry {
    pub(crate) text: [u8; 16],
    pub(crate) len: u8,
    pub(crate) stage: u8,
    pub(crate) space: bool,
    pub(crate) glue: bool,
    /// The text is usable (see the module's comment).
    ok: bool,
    pub(crate) consumed: u64,
    pub(crate) shape: u64,
}

const NONE: ReadyEntry = ReadyEntry { text: [0; 16], len: 0, stage: 0, space: false, glue: false, ok: false, consumed: 0, shape: 0 };

/// The ready texts of a table over `K` values of the bits at `pos` (lowest first), as the generated code
/// gathers them into its index.
pub struct Ready<const K: usize> {
    pos: &'static [u32],
    /// The context the texts were made for (see [`context`]), the notation that made them (the
    /// generated code is generic over it) and the texts.
    cell: OnceLock<(u32, TypeId, [ReadyEntry; K])>,
}

impl<const K: usize> Ready<K> {
    pub const fn new(pos: &'static [u32]) -> Ready<K> {
        assert!(K == 1 << pos.len(), "one text per value of the bits");
        Ready { pos, cell: OnceLock::new() }
    }
}

/// What a text depends on besides the bits: features, program type, syntax.
#[inline(always)]
fn context(feats: u8, ptype: u8, compat: bool) -> u32 {
    feats as u32 | (ptype as u32) << 8 | (compat as u32) << 16
}

impl<N: Notation> Dis<'_, N> {
    /// Prints table `walk` (whose index is `key`, see [`Ready`]) from its ready text. Only for a table the
    /// generator places first on the line: the text was made from the printer's state at the start.
    #[inline(always)]
    pub fn ready<const K: usize>(&mut self, r: &Ready<K>, key: usize, walk: for<'x, 'y> fn(&'x mut Dis<'y, N>)) {
        let ctx = context(self.feats, self.ptype, self.compat);
        match r.cell.get() {
            Some((c, n, texts)) if *c == ctx && *n == TypeId::of::<N>() => {
                let e = &texts[key % K];
                if e.ok {
                    self.consumed |= e.consumed;
                    return self.put_ready(e);
                }
                walk(self)
            }
            Some(_) => walk(self),
            None => {
                make(r, ctx, self.feats, self.ptype, self.compat, walk);
                walk(self)
            }
        }
    }
}

/// Makes the texts of `r` by running `walk` on each value of its bits from a fresh printer.
#[cold]
#[inline(never)]
fn make<N: Notation, const K: usize>(r: &Ready<K>, ctx: u32, feats: u8, ptype: u8, compat: bool, walk: for<'x, 'y> fn(&'x mut Dis<'y, N>)) {
    r.cell.get_or_init(|| {
        let mut texts = [NONE; K];
        for (k, e) in texts.iter_mut().enumerate() {
            let bits = r.pos.iter().enumerate().fold(0u64, |v, (j, &b)| v | ((k as u64 >> j) & 1) << b);
            let mut s = String::new();
            let (consumed, state) = {
                let mut d = Dis::<N>::fresh(bits, feats, ptype, compat, &mut s);
                d.track_first_word();
                walk(&mut d);
                (d.consumed, d.ready_state())
            };
            // A word noted as the first (a caller may ask where it is) or parentheses left open: run the code.
            let Some((stage, space, glue, shape)) = state else { continue };
            if s.len() > 16 || !s.is_ascii() {
                continue;
            }
            let mut text = [0u8; 16];
            text[..s.len()].copy_from_slice(s.as_bytes());
            *e = ReadyEntry { text, len: s.len() as u8, stage, space, glue, ok: true, consumed, shape };
        }
        (ctx, TypeId::of::<N>(), texts)
    });
}
