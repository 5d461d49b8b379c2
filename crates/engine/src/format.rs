//! Formatting: [`Insn`] to text, by walking the same atoms decode walked. What the text looks like
//! (register names, memory operands, separators) is the [`Notation`]'s; the walk is shared.

use super::*;
use crate::insn::{entry, Insn, NO_MATCH};
use crate::notation::Separators;
use gpuisa_core::text::Line;
pub use gpuisa_core::text::pad16;
use std::marker::PhantomData;

/// Where a [`Separators::Dotted`] text stands: what separates the next item from the last.
mod stage {
    pub const START: u8 = 0;
    /// After an operand printed before the mnemonic (a guard predicate): a space.
    pub const GUARD: u8 = 1;
    /// In the mnemonic: `.` before a word, a space before an operand.
    pub const MNEMONIC: u8 = 2;
    /// In the operands: `, ` before anything.
    pub const OPERANDS: u8 = 3;
}

/// Text output shared by the formatter ([`Fmt`]) and the one-pass disassembler
/// ([`super::disasm::Dis`]): the line, the pending separator and the hash of the text's shape.
pub struct Printer<'a, N: Notation> {
    pub out: Line<'a>,
    space: bool,
    pub compat: bool,
    /// Hash of the text's shape (see [`shape`]).
    shape: u64,
    /// [`Separators::Dotted`] only: see [`stage`], and whether the next item follows a prefix directly.
    stage: u8,
    glue: bool,
    /// The instruction's address, for code addresses relative to it.
    pub addr: u64,
    /// Parentheses open, and where the first literal word printed outside them is in the output (`end`
    /// 0: none yet; `u32::MAX`: not asked for, the listing's case, which then pays one compare per
    /// word): a caller may read the mnemonic from there (see [`Printer::first_word`]).
    paren: u32,
    first: (u32, u32),
    _n: PhantomData<N>,
}

impl<'a, N: Notation> Printer<'a, N> {
    const DOTTED: bool = matches!(N::SEPARATORS, Separators::Dotted);

    #[inline]
    pub fn new(compat: bool, out: &'a mut String) -> Printer<'a, N> {
        Printer {
            out: Line::new(out),
            space: false,
            compat,
            shape: shape::START,
            stage: stage::START,
            glue: false,
            addr: 0,
            paren: 0,
            first: (0, u32::MAX),
            _n: PhantomData,
        }
    }

    /// Appends `residual` (lossless syntax) and the end of the text; returns the shape hash.
    #[inline(always)]
    pub fn finish(&mut self, residual: u64) -> u64 {
        let show = residual != 0 && !self.compat;
        let lone = Self::DOTTED && N::LONE_END_SPACE && self.stage != stage::OPERANDS;
        // A branch: real code has no residual, and the hex digits cost more than random code's mispredictions
        // (two thirds of its lines have one).
        if show {
            self.out.residual_end(self.space, residual, true, lone, Self::DOTTED);
        } else {
            self.out.end(lone, Self::DOTTED);
        }
        self.shape
    }

    /// Where in the output string the first literal word printed outside parentheses is (a `Mark` counts
    /// as a word here); `None` if there is none. [`crate::describe::first_word_is_mnemonic`] tells for
    /// which tables this is the mnemonic.
    pub fn first_word(&self) -> Option<std::ops::Range<usize>> {
        (self.first.1 != 0 && self.first.1 != u32::MAX).then_some(self.first.0 as usize..self.first.1 as usize)
    }

    /// Notes where the first word is from now on (see [`Printer::first_word`]).
    pub fn track_first_word(&mut self) {
        self.first = (0, 0);
    }

    /// Records a word of `len` bytes about to be stored `skip` bytes past the cursor, if it is the first
    /// outside parentheses. One test per word once found: the listing's hot path stays as it was.
    #[inline(always)]
    fn note_word(&mut self, skip: usize, len: usize) {
        self.note_word_with(skip, || len)
    }

    /// As [`Printer::note_word`], the length worked out only when the word is the first (the listing
    /// never asks it).
    #[inline(always)]
    fn note_word_with(&mut self, skip: usize, len: impl FnOnce() -> usize) {
        if self.first.1 == 0 && self.paren == 0 {
            self.note_first(skip, len())
        }
    }

    #[cold]
    #[inline(never)]
    fn note_first(&mut self, skip: usize, len: usize) {
        let at = self.out.mark() + skip;
        self.first = (at as u32, (at + len) as u32);
    }

    /// The separator before a word (`operand` false) or an operand, in a [`Separators::Dotted`] text:
    /// by stage, nothing, a space, a dot (a word in the mnemonic) or `, `; nothing and the stage kept
    /// after a prefix (`glue`). Worked out from constants without a branch and inline: random code's
    /// stages mispredicted the chain of tests, and the call saved and restored four registers. (A table in
    /// memory by stage and item, tried in flist2, slowed corpus code; these constants do not, see
    /// docs/speed.md.)
    #[inline(always)]
    fn dotted_sep(&mut self, operand: bool) {
        const { assert!(stage::START == 0 && stage::GUARD == 1 && stage::MNEMONIC == 2 && stage::OPERANDS == 3) };
        let s = (self.stage & 3) as u32;
        let glue = std::mem::take(&mut self.glue);
        // Per stage, two bytes of text each; lengths and next stages four bits each.
        let (texts, next): (u64, u32) = match operand {
            false => (u64::from_le_bytes(*b"\0\0 \0.\0, "), 0x3222),
            true => (u64::from_le_bytes(*b"\0\0 \0 \0, "), 0x3311),
        };
        let text = (texts >> (s * 16)) & 0xffff;
        let n = (0x2110u32 >> (s * 4)) as usize & 0xf;
        let next = (next >> (s * 4)) as u8 & 0xf;
        self.out.put8(text.to_le_bytes(), if glue { 0 } else { n });
        self.stage = if glue { self.stage } else { next };
        self.space |= !glue;
    }

    #[inline(always)]
    fn sep(&mut self) {
        self.out.space_if(self.space);
        self.space = true;
    }

    /// The shape hash mixed with the first `count` of `hashes` (the rest are padding), without a branch
    /// on `count`: a run of words or prefixes printed as one lookup.
    #[inline(always)]
    fn mix_first<const M: usize>(&mut self, count: usize, hashes: &[u64; M]) {
        if N::SHAPES {
            let mut h = self.shape;
            for (i, &wh) in hashes.iter().enumerate() {
                let mixed = shape::mix(h, wh);
                h = if i < count { mixed } else { h };
            }
            self.shape = h;
        }
    }

    /// Mixes `tag` into the text's shape, for notations that use shapes.
    #[inline(always)]
    fn mix(&mut self, tag: u64) {
        if N::SHAPES {
            self.shape = shape::mix(self.shape, tag);
        }
    }

    /// A literal word of the tables (the table walker's form).
    #[inline]
    pub fn word(&mut self, w: &str, wh: u64) {
        self.mix(wh);
        if Self::DOTTED {
            self.dotted_sep(false);
        } else {
            self.sep();
        }
        self.note_word(0, w.len());
        self.out.put_str(w);
    }

    /// A literal word of `n` bytes padded to 16 (see [`pad16`]): the generated code's form, one store.
    #[inline(always)]
    pub fn word16(&mut self, w: [u8; 16], n: usize, wh: u64) {
        if Self::DOTTED {
            self.mix(wh);
            self.dotted_sep(false);
            self.note_word(0, n);
            return self.out.put16(&w, n);
        }
        self.mix(wh);
        self.note_word(self.space as usize, n);
        self.out.spaced16(self.space, &w, n);
        self.space = true;
    }

    /// `count` words whose text, spaces between them included, is the first `len` bytes of `text`: the same
    /// as [`Printer::word16`] for each, but without a branch on `count` (with [`Separators::Spaces`]; a
    /// dotted text takes the words one by one, since its separators depend on where the text stands).
    #[inline(always)]
    pub fn words<const M: usize>(&mut self, text: &[u8; 16], len: usize, count: usize, hashes: &[u64; M]) {
        self.listed_words(text, len, count, hashes, &[0; 32], usize::MAX)
    }

    /// [`Printer::words`], given also the run as a dotted text's operands print it: the first `list_len`
    /// bytes of `list` are `, ` before each word (`usize::MAX`: not given). Operand words (texture
    /// geometries, write masks) then take one store instead of a split, a check and a store per word.
    #[inline(always)]
    pub fn listed_words<const M: usize>(
        &mut self,
        text: &[u8; 16],
        len: usize,
        count: usize,
        hashes: &[u64; M],
        list: &[u8; 32],
        list_len: usize,
    ) {
        if Self::DOTTED {
            return self.dotted_words(text, len, count, hashes, list, list_len);
        }
        let any = count != 0;
        if any {
            self.note_word_with(self.space as usize, || first_len(text, len));
        }
        self.out.spaced16(self.space & any, text, len);
        self.space |= any;
        self.mix_first(count, hashes);
    }

    /// [`Printer::words`] in a dotted text: in the mnemonic the run is one store with its spaces turned
    /// into dots; elsewhere (operand words, glued text) the words go one by one.
    #[inline(always)]
    fn dotted_words<const M: usize>(
        &mut self,
        text: &[u8; 16],
        len: usize,
        count: usize,
        hashes: &[u64; M],
        list: &[u8; 32],
        list_len: usize,
    ) {
        if count == 0 {
            return;
        }
        if self.stage != stage::OPERANDS && !self.glue {
            self.dotted_sep(false);
            let mut t = *text;
            for b in t.iter_mut() {
                *b = if *b == b' ' { b'.' } else { *b };
            }
            self.note_word_with(0, || first_len(text, len));
            self.out.put16(&t, len);
            for &wh in hashes.iter().take(count) {
                self.mix(wh);
            }
            return;
        }
        // In the operands, as `word` one by one gives: `, ` before each (none before the first after a
        // prefix), the stage kept; the words' shapes are not mixed and no first word is sought.
        if !N::SHAPES && self.stage == stage::OPERANDS && self.first.1 != 0 && list_len <= 24 {
            let glue = std::mem::take(&mut self.glue);
            let skip = 2 * glue as usize;
            let chunk: &[u8; 24] = list[skip..skip + 24].try_into().unwrap();
            self.out.put24(chunk, list_len - skip);
            self.space |= !glue || count > 1;
            return;
        }
        for (w, &wh) in text[..len].split(|&b| b == b' ').zip(hashes).take(count) {
            // The run was built from `&str` words joined by ASCII spaces: each part is UTF-8.
            self.word(std::str::from_utf8(w).unwrap_or("???"), wh);
        }
    }

    /// Text glued before the next operand (`-`, `!`, `|`): separated from what precedes it as an operand is.
    #[inline]
    pub fn prefix(&mut self, text: &str, wh: u64) {
        self.mix(wh);
        if Self::DOTTED {
            self.dotted_sep(true);
        } else {
            self.sep();
        }
        self.out.put_str(text);
        // Spaces: no separator after it; Dotted: the same through `glue`.
        self.glue = Self::DOTTED;
        self.space = false;
    }

    /// `count` (at least one) prefixes in a row, whose texts are the first `len` bytes of `text`: the same
    /// as [`Printer::prefix`] for each, since a prefix glues what follows it to itself.
    #[inline(always)]
    pub fn prefixes<const M: usize>(&mut self, text: &[u8; 16], len: usize, count: usize, hashes: &[u64; M]) {
        self.mix_first(count, hashes);
        if Self::DOTTED {
            self.dotted_sep(true);
        } else {
            self.sep();
        }
        self.out.put16(text, len);
        self.glue = Self::DOTTED;
        self.space = false;
    }

    /// Text glued to what precedes it (`.CC`, `|`).
    #[inline]
    pub fn suffix(&mut self, text: &str, wh: u64) {
        self.mix(wh);
        self.out.put_str(text);
    }

    /// [`Printer::suffix`] of `n` ASCII bytes padded to 16 (see [`pad16`]): the generated code's form, one
    /// store from a constant (`put_str` builds its chunk on the stack and reads it back: a store-forwarding
    /// stall on every `???_N` of random code).
    #[inline(always)]
    pub fn suffix16(&mut self, w: [u8; 16], n: usize, wh: u64) {
        self.mix(wh);
        self.out.put16(&w, n);
    }

    /// [`Printer::prefix`] of `n` ASCII bytes padded to 16, as [`Printer::suffix16`].
    #[inline(always)]
    pub fn prefix16(&mut self, w: [u8; 16], n: usize, wh: u64) {
        self.prefixes(&w, n, 1, &[wh]);
    }

    #[inline]
    pub fn open(&mut self) {
        self.paren = self.paren.wrapping_add(1);
        self.mix(shape::OPEN);
        self.out.spaced8(self.space, *b"(\0\0\0\0\0\0\0", 1);
        self.space = false;
        // Dotted: what follows `(` is glued to it (Tesla's guard after an operand, `R1 (C2.NE)`).
        self.glue = Self::DOTTED;
    }

    #[inline]
    pub fn close(&mut self) {
        self.paren = self.paren.wrapping_sub(1);
        self.mix(shape::CLOSE);
        self.out.byte(b')');
        self.space = true;
    }

    #[inline(always)]
    pub fn unknown(&mut self) {
        self.mix(shape::UNKNOWN);
        if Self::DOTTED {
            self.dotted_sep(false);
            return self.out.put8(*b"???\0\0\0\0\0", 3);
        }
        self.out.spaced8(self.space, *b"???\0\0\0\0\0", 3);
        self.space = true;
    }

    /// An operand printed as at most 8 bytes (see [`Notation::reg8`]).
    #[inline(always)]
    pub fn operand8(&mut self, text: [u8; 8], n: usize) {
        self.mix(shape::OPERAND);
        if Self::DOTTED {
            self.dotted_sep(true);
            return self.out.put8(text, n);
        }
        self.out.spaced8(self.space, text, n);
        self.space = true;
    }

    /// Prints one operand with `print`.
    #[inline(always)]
    pub fn put_operand(&mut self, print: impl FnOnce(&mut Line)) {
        self.mix(shape::OPERAND);
        if Self::DOTTED {
            self.dotted_sep(true);
        } else {
            self.sep();
        }
        print(&mut self.out);
    }

    /// The state a ready text leaves (see [`crate::ready`]): separator stage, space, glue and shape;
    /// `None` when a first word was noted or parentheses are open, which a ready text does not restore.
    pub(crate) fn ready_state(&self) -> Option<(u8, bool, bool, u64)> {
        (self.paren == 0 && self.first == (0, 0)).then_some((self.stage, self.space, self.glue, self.shape))
    }

    /// Prints a ready text and takes its state: the same as the walk that made it, from the line's start.
    #[inline(always)]
    pub(crate) fn put_ready(&mut self, e: &crate::ready::ReadyEntry) {
        self.out.put16(&e.text, e.len as usize);
        self.stage = e.stage;
        self.space = e.space;
        self.glue = e.glue;
        if N::SHAPES {
            self.shape = e.shape;
        }
    }

    /// Runs `walk` and then takes back what it printed: for tables the hardware ignores, which envydis'
    /// syntax does not print but whose bits must still be read.
    #[inline(never)]
    pub fn muted<T: std::ops::DerefMut<Target = Self>>(this: &mut T, walk: impl FnOnce(&mut T)) {
        let (mark, space, shape, stage, glue, paren, first) = (this.out.mark(), this.space, this.shape, this.stage, this.glue, this.paren, this.first);
        walk(this);
        this.out.truncate(mark);
        (this.space, this.shape, this.stage, this.glue, this.paren, this.first) = (space, shape, stage, glue, paren, first);
    }
}

/// The length of the first of the space-separated words in `text[..len]`.
#[inline]
fn first_len(text: &[u8; 16], len: usize) -> usize {
    text[..len.min(16)].iter().position(|&b| b == b' ').unwrap_or(len)
}

/// Formatter state, shared by the table walker here and formatters generated from the tables.
pub struct Fmt<'a, N: Notation> {
    p: Printer<'a, N>,
    insn: &'a Insn,
    pos: usize,
    op: usize,
    feats: u8,
}

impl<'a, N: Notation> std::ops::Deref for Fmt<'a, N> {
    type Target = Printer<'a, N>;
    fn deref(&self) -> &Printer<'a, N> {
        &self.p
    }
}
impl<'a, N: Notation> std::ops::DerefMut for Fmt<'a, N> {
    fn deref_mut(&mut self) -> &mut Printer<'a, N> {
        &mut self.p
    }
}

/// Appends the text of `insn` at address `addr` in notation `N` to `out`. With `compat`, bits the hardware ignores
/// ([`Atom::Ignored`]) and bits the tables do not explain are not printed (so the text may not assemble
/// back to the same word). Returns the hash of the text's shape (see [`shape`]).
pub fn format<N: Notation>(
    root: &'static Table,
    insn: &Insn,
    addr: u64,
    feats: u8,
    compat: bool,
    out: &mut String,
) -> u64 {
    let mut f = Fmt::<N>::new(insn, feats, compat, out);
    f.p.addr = addr;
    f.table(root);
    f.p.finish(insn.residual)
}

/// As [`format()`](fn@format), with `walk` (a formatter generated from the tables) in place of the table walker.
#[inline]
pub fn format_with<N: Notation>(
    insn: &Insn,
    addr: u64,
    feats: u8,
    compat: bool,
    out: &mut String,
    walk: impl FnOnce(&mut Fmt<N>),
) -> u64 {
    let mut f = Fmt::<N>::new(insn, feats, compat, out);
    f.p.addr = addr;
    walk(&mut f);
    f.p.finish(insn.residual)
}

impl<'a, N: Notation> Fmt<'a, N> {
    #[inline]
    fn new(insn: &'a Insn, feats: u8, compat: bool, out: &'a mut String) -> Fmt<'a, N> {
        Fmt { p: Printer::new(compat, out), insn, pos: 0, op: 0, feats }
    }

    /// The next table choice of the path, if any. (A cursor the generated formatters call, not an
    /// iterator: they read a choice at a time between other calls.)
    #[inline]
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> Option<u8> {
        let i = *self.insn.path().get(self.pos)?;
        self.pos += 1;
        Some(i)
    }

    /// Prints the next operand value as atom `a` describes it; false when there is none.
    #[inline]
    pub fn operand(&mut self, a: &Atom) -> bool {
        let Some(&op) = self.insn.operands().get(self.op) else { return false };
        let (feats, addr) = (self.feats, self.p.addr);
        self.op += 1;
        self.p.put_operand(|out| operand::<N>(out, a, &op, feats, addr));
        true
    }

    /// [`Fmt::operand`] for an atom whose operand is a register (so the generated formatter calls the
    /// printer directly instead of dispatching on the operand's kind).
    #[inline]
    pub fn operand_reg(&mut self, a: &Atom) -> bool {
        let Some(&Operand::Reg(r)) = self.insn.operands().get(self.op) else { return self.operand(a) };
        let feats = self.feats;
        self.op += 1;
        self.p.put_operand(|out| N::reg(out, &r, feats));
        true
    }

    /// [`Fmt::operand`] for a memory operand.
    #[inline]
    pub fn operand_mem(&mut self, a: &Atom) -> bool {
        let Some(&Operand::Mem(m)) = self.insn.operands().get(self.op) else { return self.operand(a) };
        self.op += 1;
        self.p.put_operand(|out| N::mem(out, &m));
        true
    }

    /// Walks a table the hardware ignores without printing it (envydis' syntax), keeping the path and
    /// operands in step.
    pub fn skip(&mut self, walk: impl FnOnce(&mut Fmt<N>)) {
        Printer::muted(self, walk);
    }

    fn table(&mut self, t: &'static Table) {
        let Some(i) = self.next() else { return };
        match entry(t, i) {
            Some(e) => self.atoms(e.atoms),
            None => {
                debug_assert_eq!(i, NO_MATCH);
                self.unknown();
            }
        }
    }

    fn atoms(&mut self, atoms: &'static [Atom]) {
        for a in atoms {
            match a {
                Atom::Word(w, wh, _) => self.word(w, *wh),
                Atom::Mark(w, wh) if !self.p.compat => self.word(w, *wh),
                Atom::Mark(..) => {}
                Atom::Pre(w, wh) => self.prefix(w, *wh),
                Atom::Post(w, wh) => self.suffix(w, *wh),
                Atom::Open => self.open(),
                Atom::Close => self.close(),
                Atom::Unknown => self.unknown(),
                Atom::Sub(t) => self.table(t),
                Atom::Ignored(t) if self.p.compat => self.skip(|g| g.table(t)),
                Atom::Ignored(t) => self.table(t),
                Atom::Dispatch(_, ts) => {
                    let Some(ti) = self.next() else { return };
                    if let Some(t) = ts.get(ti as usize) {
                        self.table(t);
                    }
                }
                _ => {
                    if !self.operand(a) {
                        return;
                    }
                }
            }
        }
    }
}

/// Prints one operand value as atom `a` describes it, in notation `N`.
pub fn operand<N: Notation>(out: &mut Line, a: &Atom, op: &Operand, feats: u8, addr: u64) {
    match (a, op) {
        (_, Operand::Reg(r)) => N::reg(out, r, feats),
        (Atom::Imm(s), Operand::Imm(v)) => N::imm(out, *v, s),
        (Atom::Target(s), Operand::Target(v)) => {
            if !crate::labels::print(out, N::target_address_spec(*v, addr, s)) {
                N::target_spec(out, *v, addr, s)
            }
        }
        (_, Operand::Target(v)) => {
            if !crate::labels::print(out, N::target_address(*v, addr)) {
                N::target(out, *v, addr)
            }
        }
        (_, Operand::Mem(m)) => N::mem(out, m),
        (_, Operand::Vec(v)) => N::vec(out, v),
        (_, Operand::Discard) | (Atom::Discard, _) => N::discard(out),
        _ => out.put16(&const { pad16("???") }, 3),
    }
}

/// The shape of a text: its words, parentheses, `???` markers and operand positions, without operand
/// values or the residual. Equal texts have equal shapes, so comparing shape hashes is a cheap first test
/// of whether two encodings can print the same text.
pub mod shape {
    pub const START: u64 = 0xcbf2_9ce4_8422_2325;
    pub const OPEN: u64 = 1;
    pub const CLOSE: u64 = 2;
    pub const OPERAND: u64 = 3;
    /// `???`.
    pub const UNKNOWN: u64 = word(WORD, "???");

    #[inline]
    pub const fn mix(h: u64, tag: u64) -> u64 {
        (h ^ tag).wrapping_mul(0x0000_0100_0000_01b3).rotate_left(5)
    }

    /// The seed of word hashes.
    pub const WORD: u64 = 4;

    /// The hash of word `w`; a text mixes it in with [`mix`]. Computed once per table word (see
    /// [`crate::W`]).
    pub const fn word(seed: u64, w: &str) -> u64 {
        let b = w.as_bytes();
        let mut h = seed;
        let mut i = 0;
        while i < b.len() {
            h = (h ^ b[i] as u64).wrapping_mul(0x0000_0100_0000_01b3);
            i += 1;
        }
        h
    }
}
