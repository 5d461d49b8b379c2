//! One-pass disassembly: bits straight to text, for listings.
//!
//! [`super::decode`] records the table choices and operands in an [`crate::Insn`], and
//! [`super::format`] walks the same choices again to print them: on random code the second walk
//! mispredicts the branches the first one took. The code generated from the tables (`crate::gen`, behind the `gen` feature) also
//! holds a fused form of the tables that prints each atom as soon as its entry matches; an ISA checks it
//! against the table walkers.

use super::decode::{read_imm, read_mem, read_reg, read_vec};
use super::format::{shape, Printer};
use super::*;

/// One-pass disassembler state: the decoder's view of the bits and the printer.
pub struct Dis<'a, N: Notation> {
    pub bits: u64,
    pub feats: u8,
    pub ptype: u8,
    pub consumed: u64,
    /// Features and program type as an index into the byte tables of gated tables: feature bits times 4
    /// plus the program type's number.
    pub ctx: usize,
    areg_taken: bool,
    p: Printer<'a, N>,
}

impl<'a, N: Notation> std::ops::Deref for Dis<'a, N> {
    type Target = Printer<'a, N>;
    fn deref(&self) -> &Printer<'a, N> {
        &self.p
    }
}
impl<'a, N: Notation> std::ops::DerefMut for Dis<'a, N> {
    fn deref_mut(&mut self) -> &mut Printer<'a, N> {
        &mut self.p
    }
}

/// Appends the text of the instruction `bits` (word 1 in bits 32..64; `width_mask` holds the bits that
/// belong to it) to `out` with `walk`, a one-pass disassembler generated from the tables: the same text as
/// decoding and formatting. Returns the hash of the text's shape.
#[inline(always)]
#[allow(clippy::too_many_arguments)] // the generated code's entry: one call per instruction
pub fn disassemble_with<N: Notation>(
    bits: u64,
    addr: u64,
    width_mask: u64,
    feats: u8,
    ptype: u8,
    compat: bool,
    out: &mut String,
    walk: impl FnOnce(&mut Dis<N>),
) -> u64 {
    walk_with::<N, false>(bits, addr, width_mask, feats, ptype, compat, out, walk).0
}

/// As [`disassemble_with`], also returning where in `out` the first word printed outside parentheses is
/// (see [`Printer::first_word`]).
#[inline(always)]
#[allow(clippy::too_many_arguments)]
pub fn disassemble_first_word_with<N: Notation>(
    bits: u64,
    addr: u64,
    width_mask: u64,
    feats: u8,
    ptype: u8,
    compat: bool,
    out: &mut String,
    walk: impl FnOnce(&mut Dis<N>),
) -> (u64, Option<std::ops::Range<usize>>) {
    walk_with::<N, true>(bits, addr, width_mask, feats, ptype, compat, out, walk)
}

/// The walk both entries share; `TRACK` (a constant, so the plain listing pays nothing) notes the
/// first word's place.
#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn walk_with<N: Notation, const TRACK: bool>(
    bits: u64,
    addr: u64,
    width_mask: u64,
    feats: u8,
    ptype: u8,
    compat: bool,
    out: &mut String,
    walk: impl FnOnce(&mut Dis<N>),
) -> (u64, Option<std::ops::Range<usize>>) {
    let mut d = Dis::fresh(bits, feats, ptype, compat, out);
    d.p.addr = addr;
    if TRACK {
        d.p.track_first_word();
    }
    walk(&mut d);
    let residual = bits & width_mask & !d.consumed;
    let shape = d.p.finish(residual);
    (shape, if TRACK { d.p.first_word() } else { None })
}

impl<'a, N: Notation> Dis<'a, N> {
    /// A disassembler of `bits` at the start of a line appended to `out`.
    #[inline(always)]
    pub(crate) fn fresh(bits: u64, feats: u8, ptype: u8, compat: bool, out: &'a mut String) -> Dis<'a, N> {
        let ctx = ((feats & 0xf) as usize) << 2 | (ptype.trailing_zeros() & 3) as usize;
        Dis { bits, feats, ptype, consumed: 0, ctx, areg_taken: false, p: Printer::new(compat, out) }
    }
}

impl<N: Notation> Dis<'_, N> {
    #[inline(always)]
    pub fn reg(&mut self, r: &RegSpec) {
        let reg = read_reg(r, self.bits, &mut self.consumed);
        if let Some((name, n)) = N::reg8(&reg) {
            return self.p.operand8(name, n);
        }
        let feats = self.feats;
        self.p.put_operand(#[inline(always)] |out| N::reg(out, &reg, feats));
    }

    #[inline(always)]
    pub fn imm(&mut self, s: &ImmSpec) {
        let v = read_imm(s, self.bits, &mut self.consumed);
        self.p.put_operand(#[inline(always)] |out| N::imm(out, v, s));
    }

    #[inline(always)]
    pub fn target(&mut self, s: &ImmSpec) {
        let v = read_imm(s, self.bits, &mut self.consumed) as u64;
        let addr = self.p.addr;
        self.p.put_operand(#[inline(always)] |out| {
            if !crate::labels::print(out, N::target_address_spec(v, addr, s)) {
                N::target_spec(out, v, addr, s)
            }
        });
    }

    #[inline(always)]
    pub fn mem(&mut self, m: &MemSpec) {
        let mem = read_mem(m, self.bits, &mut self.consumed, &mut self.areg_taken);
        self.p.put_operand(#[inline(always)] |out| N::mem(out, &mem));
    }

    #[inline]
    pub fn vec(&mut self, v: &VecSpec) {
        let vec = read_vec(v, self.bits, &mut self.consumed);
        self.p.put_operand(|out| N::vec(out, &vec));
    }

    #[inline]
    pub fn discard(&mut self) {
        self.p.put_operand(|out| N::discard(out));
    }
}

/// A run of up to [`Words::MAX`] literal words, as one lookup-table slot prints them: the text with its
/// spaces, and each word's shape hash; and the run as a dotted text's operands print it (`, W1, W2`).
pub struct Words {
    text: [u8; 16],
    len: u8,
    count: u8,
    hashes: [u64; Words::MAX],
    list: [u8; 32],
    /// `u8::MAX` when the run is not ASCII (then printed a word at a time).
    list_len: u8,
}

impl Words {
    pub const MAX: usize = 4;
    pub const NONE: Words = Words::new(&[]);

    /// The run `words`; the generator checks that they fit (at most [`Words::MAX`], 16 bytes in all).
    pub const fn new(words: &[&str]) -> Words {
        Words::joined(words, true)
    }

    /// A run of prefixes (`@`, `!`): their texts glued together, as [`Dis::prefixes`] prints them.
    pub const fn glued(words: &[&str]) -> Words {
        Words::joined(words, false)
    }

    const fn joined(words: &[&str], spaced: bool) -> Words {
        let mut text = [0u8; 16];
        let mut hashes = [0u64; Words::MAX];
        let (mut len, mut i) = (0, 0);
        while i < words.len() {
            let w = words[i].as_bytes();
            if i > 0 && spaced {
                text[len] = b' ';
                len += 1;
            }
            let mut j = 0;
            while j < w.len() {
                text[len] = w[j];
                len += 1;
                j += 1;
            }
            hashes[i] = shape::word(shape::WORD, words[i]);
            i += 1;
        }
        let (list, list_len) = Words::listed(&text, len, words.len());
        Words { text, len: len as u8, count: words.len() as u8, hashes, list, list_len }
    }

    /// The first `count` parts of `text[..len]` split at spaces, each after `, `: what printing them one by
    /// one as operand words gives (see `Printer::listed_words`), and its length (`u8::MAX`: not ASCII, or not
    /// `count` parts).
    const fn listed(text: &[u8; 16], len: usize, count: usize) -> ([u8; 32], u8) {
        let mut list = [0u8; 32];
        if count == 0 {
            return (list, 0);
        }
        (list[0], list[1]) = (b',', b' ');
        let (mut n, mut parts, mut k, mut ascii) = (2, 1, 0, true);
        while k < len {
            let b = text[k];
            if b == b' ' {
                if parts == count {
                    break;
                }
                (list[n], list[n + 1]) = (b',', b' ');
                n += 2;
                parts += 1;
            } else {
                ascii &= b < 0x80;
                list[n] = b;
                n += 1;
            }
            k += 1;
        }
        // Fewer parts than words (a glued run) print differently: a word at a time then.
        (list, if ascii && parts == count { n as u8 } else { u8::MAX })
    }
}

/// One entry of a table's lookup form: the bits it claims, which code prints it, and its words.
pub struct LutEntry<const SLOTS: usize> {
    pub mask: u64,
    pub skel: u8,
    pub words: [Words; SLOTS],
}

impl<N: Notation> Dis<'_, N> {
    /// Prints a run of words (none, one or more) without branching on how many.
    #[inline(always)]
    pub fn words(&mut self, w: &Words) {
        self.p.listed_words(&w.text, w.len as usize, w.count as usize, &w.hashes, &w.list, w.list_len as usize);
    }

    /// Prints a run of prefixes (at least one) as one.
    #[inline(always)]
    pub fn prefixes(&mut self, w: &Words) {
        self.p.prefixes(&w.text, w.len as usize, w.count as usize, &w.hashes);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::{Notation, Separators};
    use crate::parse::Cursor;
    use gpuisa_core::text::{pad16, Line};

    /// A dotted notation without shapes, as NVIDIA's; operands other than the fixed ones are not printed here.
    struct Dotted;
    impl Notation for Dotted {
        const SEPARATORS: Separators = Separators::Dotted;
        const SHAPES: bool = false;
        fn reg(_: &mut Line, _: &Reg, _: u8) {}
        fn mem(_: &mut Line, _: &Mem) {}
        fn vec(_: &mut Line, _: &RegVec) {}
        fn parse_reg(_: &mut Cursor, _: usize, _: &RegSpec, _: u8) -> Option<(Reg, usize)> {
            None
        }
        fn parse_mem(_: &mut Cursor, _: usize, _: &MemSpec, _: u8, _: &mut bool) -> Option<(Mem, usize)> {
            None
        }
    }

    /// `TEX R1, <run>, -<run>, R2;` with the runs printed by `print` (listed or one word at a time).
    fn tex(track: bool, print: impl Fn(&mut Dis<Dotted>, &Words)) -> String {
        let mut s = String::new();
        {
            let mut d = Dis::<Dotted>::fresh(0, 0, 1, false, &mut s);
            if track {
                d.p.track_first_word();
            }
            d.word16(pad16("TEX"), 3, 0);
            d.p.operand8(*b"R1\0\0\0\0\0\0", 2);
            print(&mut d, &Words::new(&["ARRAY_2D", "0x7"]));
            d.prefixes(&Words::glued(&["-"]));
            print(&mut d, &Words::new(&["A", "B", "C"]));
            d.p.operand8(*b"R2\0\0\0\0\0\0", 2);
            d.p.finish(0);
        }
        s
    }

    #[test]
    fn operand_words_listed_as_one_by_one() {
        let want = "TEX R1, ARRAY_2D, 0x7, -A, B, C, R2;";
        let listed = |d: &mut Dis<Dotted>, w: &Words| d.words(w);
        let one_by_one = |d: &mut Dis<Dotted>, w: &Words| d.p.words(&w.text, w.len as usize, w.count as usize, &w.hashes);
        for track in [false, true] {
            assert_eq!(tex(track, listed), want);
            assert_eq!(tex(track, one_by_one), want);
        }
    }

    #[test]
    fn listed_texts() {
        let w = Words::new(&["ARRAY_2D", "0x7"]);
        assert_eq!(&w.list[..w.list_len as usize], b", ARRAY_2D, 0x7");
        assert_eq!(Words::NONE.list_len, 0);
        // Glued prefixes are one part, not two words: printed a word at a time.
        assert_eq!(Words::glued(&["@", "!"]).list_len, u8::MAX);
        assert_eq!(Words::new(&["\u{e9}"]).list_len, u8::MAX);
    }
}
