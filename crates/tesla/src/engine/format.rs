//! Formatting: [`Insn`] to envydis-style text, by walking the same atoms decode walked.

use super::*;
use crate::insn::{entry, Insn, NO_MATCH};
use gpuisa_core::text::Line;
pub use gpuisa_core::text::pad16;

/// Text output shared by the formatter ([`Fmt`]) and the one-pass disassembler
/// ([`super::disasm::Dis`]): the line, the pending separator and the hash of the text's shape.
pub(crate) struct Printer<'a> {
    pub(crate) out: Line<'a>,
    space: bool,
    pub(crate) compat: bool,
    /// Hash of the text's shape (see [`shape`]).
    shape: u64,
}

impl<'a> Printer<'a> {
    #[inline]
    pub(crate) fn new(compat: bool, out: &'a mut String) -> Printer<'a> {
        Printer { out: Line::new(out), space: false, compat, shape: shape::START }
    }

    /// Appends `residual` (lossless syntax); returns the shape hash.
    #[inline]
    pub(crate) fn finish(&mut self, residual: u64) -> u64 {
        // Without a branch: random code has a residual about half the time.
        let show = residual != 0 && !self.compat;
        self.out.spaced8(self.space & show, *b"???[\0\0\0\0", 4 * show as usize);
        self.out.hex_if(residual, show);
        self.out.byte_if(b']', show);
        self.shape
    }

    #[inline(always)]
    fn sep(&mut self) {
        self.out.space_if(self.space);
        self.space = true;
    }

    /// A literal word of the tables (the table walker's form).
    #[inline]
    pub(crate) fn word(&mut self, w: &str, wh: u64) {
        self.shape = shape::mix(self.shape, wh);
        self.sep();
        self.out.put_str(w);
    }

    /// A literal word of `n` bytes padded to 16 (see [`pad16`]): the generated code's form, one store.
    #[inline(always)]
    pub(crate) fn word16(&mut self, w: [u8; 16], n: usize, wh: u64) {
        self.shape = shape::mix(self.shape, wh);
        self.out.spaced16(self.space, &w, n);
        self.space = true;
    }

    /// `count` words whose text, spaces between them included, is the first `len` bytes of `text`: the same
    /// as [`Printer::word16`] for each, but without a branch on `count`.
    #[inline(always)]
    pub(crate) fn words<const N: usize>(&mut self, text: &[u8; 16], len: usize, count: usize, hashes: &[u64; N]) {
        let any = count != 0;
        self.out.spaced16(self.space & any, text, len);
        self.space |= any;
        let mut h = self.shape;
        for (i, &wh) in hashes.iter().enumerate() {
            let mixed = shape::mix(h, wh);
            h = if i < count { mixed } else { h };
        }
        self.shape = h;
    }

    #[inline]
    pub(crate) fn open(&mut self) {
        self.shape = shape::mix(self.shape, shape::OPEN);
        self.out.spaced8(self.space, *b"(\0\0\0\0\0\0\0", 1);
        self.space = false;
    }

    #[inline]
    pub(crate) fn close(&mut self) {
        self.shape = shape::mix(self.shape, shape::CLOSE);
        self.out.byte(b')');
        self.space = true;
    }

    #[inline(always)]
    pub(crate) fn unknown(&mut self) {
        self.shape = shape::mix(self.shape, shape::UNKNOWN);
        self.out.spaced8(self.space, *b"???\0\0\0\0\0", 3);
        self.space = true;
    }

    /// An operand printed as at most 8 bytes: the `$r` registers.
    #[inline(always)]
    pub(crate) fn operand8(&mut self, text: [u8; 8], n: usize) {
        self.shape = shape::mix(self.shape, shape::OPERAND);
        self.out.spaced8(self.space, text, n);
        self.space = true;
    }

    /// Prints one operand with `print`.
    #[inline(always)]
    pub(crate) fn put_operand(&mut self, print: impl FnOnce(&mut Line)) {
        self.shape = shape::mix(self.shape, shape::OPERAND);
        self.sep();
        print(&mut self.out);
    }

    /// Runs `walk` and then takes back what it printed: for tables the hardware ignores, which envydis'
    /// syntax does not print but whose bits must still be read.
    #[inline(never)]
    pub(crate) fn muted<T: std::ops::DerefMut<Target = Self>>(this: &mut T, walk: impl FnOnce(&mut T)) {
        let (mark, space, shape) = (this.out.mark(), this.space, this.shape);
        walk(this);
        this.out.truncate(mark);
        (this.space, this.shape) = (space, shape);
    }
}

/// Formatter state, shared by the table walker here and the generated formatter ([`super::compiled`]).
pub(crate) struct Fmt<'a> {
    p: Printer<'a>,
    insn: &'a Insn,
    pos: usize,
    op: usize,
    feats: u8,
}

impl<'a> std::ops::Deref for Fmt<'a> {
    type Target = Printer<'a>;
    fn deref(&self) -> &Printer<'a> {
        &self.p
    }
}
impl<'a> std::ops::DerefMut for Fmt<'a> {
    fn deref_mut(&mut self) -> &mut Printer<'a> {
        &mut self.p
    }
}

/// Appends the text of `insn` to `out`. With `compat`, the text is envydis's: bits the hardware ignores
/// and bits the tables do not explain are not printed (so the text may not assemble back to the same word).
/// Returns the hash of the text's shape (see [`shape`]).
pub fn format(root: &'static Table, insn: &Insn, feats: u8, compat: bool, out: &mut String) -> u64 {
    let mut f = Fmt::new(insn, feats, compat, out);
    f.table(root);
    f.p.finish(insn.residual)
}

/// As [`format`] through [`crate::encoding::ROOT`], with the formatter generated from it.
#[inline]
pub(crate) fn format_root(insn: &Insn, feats: u8, compat: bool, out: &mut String) -> u64 {
    let mut f = Fmt::new(insn, feats, compat, out);
    super::compiled::format(&mut f);
    f.p.finish(insn.residual)
}

impl<'a> Fmt<'a> {
    #[inline]
    fn new(insn: &'a Insn, feats: u8, compat: bool, out: &'a mut String) -> Fmt<'a> {
        Fmt { p: Printer::new(compat, out), insn, pos: 0, op: 0, feats }
    }

    /// The next table choice of the path, if any.
    #[inline]
    pub(crate) fn next(&mut self) -> Option<u8> {
        let i = *self.insn.path().get(self.pos)?;
        self.pos += 1;
        Some(i)
    }

    /// Prints the next operand value as atom `a` describes it; false when there is none.
    #[inline]
    pub(crate) fn operand(&mut self, a: &Atom) -> bool {
        let Some(&op) = self.insn.operands().get(self.op) else { return false };
        let feats = self.feats;
        self.op += 1;
        self.p.put_operand(|out| operand(out, a, &op, feats));
        true
    }

    /// [`Fmt::operand`] for an atom whose operand is a register (so the generated formatter calls the
    /// printer directly instead of dispatching on the operand's kind).
    #[inline]
    pub(crate) fn operand_reg(&mut self, a: &Atom) -> bool {
        let Some(&Operand::Reg(r)) = self.insn.operands().get(self.op) else { return self.operand(a) };
        let feats = self.feats;
        self.op += 1;
        self.p.put_operand(|out| push_reg(out, &r, feats));
        true
    }

    /// [`Fmt::operand`] for a c[]/s[]/g[]/... operand.
    #[inline]
    pub(crate) fn operand_mem(&mut self, a: &Atom) -> bool {
        let Some(&Operand::Mem(m)) = self.insn.operands().get(self.op) else { return self.operand(a) };
        self.op += 1;
        self.p.put_operand(|out| push_mem(out, &m));
        true
    }

    /// Walks a table the hardware ignores without printing it (envydis' syntax), keeping the path and
    /// operands in step.
    pub(crate) fn skip(&mut self, walk: impl FnOnce(&mut Fmt)) {
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
                Atom::Word(w, wh) => self.word(w, *wh),
                Atom::Mark(w, wh) if !self.p.compat => self.word(w, *wh),
                Atom::Mark(..) => {}
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

/// Special register names, by number; `feat` is the feature a name needs.
pub const SREG_NAMES: &[(u16, &str, u8)] = &[
    (0, "physid", 0),
    (1, "clock", 0),
    (3, "vstride", 0),
    (4, "pm0", 0),
    (5, "pm1", 0),
    (6, "pm2", 0),
    (7, "pm3", 0),
    (8, "sampleid", crate::variant::feat::D3D10_1),
];

/// `$r` register names by number (below 128) and part: the name's bytes, its length in the last byte.
static R_NAMES: [[u8; 8]; 128 * 5] = {
    let mut t = [[0u8; 8]; 128 * 5];
    let suffix = [0u8, b'l', b'h', b'd', b'q'];
    let mut i = 0;
    while i < 128 * 5 {
        let (num, part) = (i / 5, i % 5);
        let mut e = [b'$', b'r', 0, 0, 0, 0, 0, 0];
        let mut n = 2;
        if num >= 100 {
            e[n] = b'0' + (num / 100) as u8;
            n += 1;
        }
        if num >= 10 {
            e[n] = b'0' + (num / 10 % 10) as u8;
            n += 1;
        }
        e[n] = b'0' + (num % 10) as u8;
        n += 1;
        if suffix[part] != 0 {
            e[n] = suffix[part];
            n += 1;
        }
        e[7] = n as u8;
        t[i] = e;
        i += 1;
    }
    t
};

/// The name of `$r<num>` with `part`'s suffix, padded to 8 bytes, and its length; `None` past `$r127`.
#[inline(always)]
pub(crate) fn r_name(num: u16, part: Part) -> Option<([u8; 8], usize)> {
    let e = *R_NAMES.get(num as usize * 5 + part as usize)?;
    Some((e, e[7] as usize))
}

/// `$r<num>` with `part`'s suffix.
#[inline(always)]
fn push_r(out: &mut Line, num: u16, part: Part) {
    if num < 128 {
        let e = R_NAMES[num as usize * 5 + part as usize];
        out.put8(e, e[7] as usize);
    } else {
        out.put8(*b"$r\0\0\0\0\0\0", 2);
        out.dec(num as u64);
        const SUFFIX: [u8; 5] = [0, b'l', b'h', b'd', b'q'];
        out.put8([SUFFIX[part as usize], 0, 0, 0, 0, 0, 0, 0], (part != Part::Full) as usize);
    }
}

/// Prefixes of the register files, in [`RegFile`] order, with their lengths in the last byte.
const FILE_PREFIX: [[u8; 8]; 6] = [
    *b"$r\0\0\0\0\0\x02",
    *b"$a\0\0\0\0\0\x02",
    *b"$c\0\0\0\0\0\x02",
    *b"$t\0\0\0\0\0\x02",
    *b"$s\0\0\0\0\0\x02",
    *b"$sr\0\0\0\0\x03",
];

#[inline(always)]
pub fn push_reg(out: &mut Line, r: &Reg, feats: u8) {
    match r.file {
        RegFile::R => push_r(out, r.num, r.part),
        // One digit and no suffix: the $c registers, and $a (printed `0x0` for $a0) in most forms.
        RegFile::C | RegFile::A if r.num < 10 && r.part == Part::Full => {
            let name = if r.file == RegFile::A {
                a_name(r.num as u8)
            } else {
                [b'$', b'c', b'0' + (r.num % 10) as u8, 0, 0, 0, 0, 0]
            };
            out.put8(name, 3)
        }
        _ => push_other_reg(out, r, feats),
    }
}

/// [`push_reg`] for the files other than `$r`.
fn push_other_reg(out: &mut Line, r: &Reg, feats: u8) {
    // The rare cases first; the others are a lookup, not a jump on the file (random code mispredicts it).
    if r.file == RegFile::A && r.num == 0 {
        return out.put8(*b"0x0\0\0\0\0\0", 3);
    }
    if r.file == RegFile::Sr {
        if let Some((_, name, _)) = SREG_NAMES.iter().find(|(n, _, f)| *n == r.num && f & !feats == 0) {
            out.byte(b'$');
            return out.put_str(name);
        }
    }
    let prefix = FILE_PREFIX[r.file as usize];
    out.put8(prefix, prefix[7] as usize);
    out.dec(r.num as u64);
    const SUFFIX: [u8; 5] = [0, b'l', b'h', b'd', b'q'];
    out.put8([SUFFIX[r.part as usize], 0, 0, 0, 0, 0, 0, 0], (r.part != Part::Full) as usize);
}

#[inline(always)]
pub(crate) fn push_imm(out: &mut Line, v: i64, minus: bool) {
    let neg = minus & (v < 0);
    out.byte_if(b'-', neg);
    out.hex(if neg { v.unsigned_abs() } else { v as u64 });
}

pub(crate) fn operand(out: &mut Line, a: &Atom, op: &Operand, feats: u8) {
    match (a, op) {
        (_, Operand::Reg(r)) => push_reg(out, r, feats),
        (Atom::Imm(s), Operand::Imm(v)) => push_imm(out, *v, s.minus),
        (_, Operand::Target(v)) => out.hex(*v),
        (_, Operand::Mem(m)) => push_mem(out, m),
        (_, Operand::Vec(v)) => {
            let mut k = 0;
            for i in 0..v.count {
                if i > 0 {
                    out.byte(b':');
                }
                if v.mask >> i & 1 != 0 {
                    push_r(out, v.base.wrapping_add(k), Part::Full);
                    k += 1;
                } else {
                    out.byte(b'#');
                }
            }
        }
        (_, Operand::Discard) | (Atom::Discard, _) => out.byte(b'#'),
        _ => out.put16(&const { pad16("???") }, 3),
    }
}

#[inline(always)]
pub(crate) fn push_mem(out: &mut Line, m: &Mem) {
    out.byte(m.space);
    if let Some(b) = m.bank {
        out.dec(b as u64);
    }
    out.byte(b'[');
    match m.base {
        MemBase::R(r) => push_r(out, r, Part::Full),
        MemBase::A(a) if a < 10 => {
            // The register's presence and the offset's are data: printed by how far each store advances,
            // not by branches that random code mispredicts.
            let name = a_name(a);
            if m.postinc {
                out.put8(name, 3);
                out.put8(*b"++\0\0\0\0\0\0", 2);
                out.hex(m.offset as u64);
            } else {
                let (reg, off) = (a != 0, m.offset != 0);
                out.put8(name, 3 * reg as usize);
                out.byte_if(b'+', reg & off);
                out.hex_if(m.offset as u64, !reg | off);
            }
        }
        MemBase::A(a) if m.postinc => {
            out.put8(*b"$a\0\0\0\0\0\0", 2);
            out.dec(a as u64);
            out.put8(*b"++\0\0\0\0\0\0", 2);
            out.hex(m.offset as u64);
        }
        MemBase::A(a) => {
            out.put8(*b"$a\0\0\0\0\0\0", 2);
            out.dec(a as u64);
            out.byte_if(b'+', m.offset != 0);
            out.hex_if(m.offset as u64, m.offset != 0);
        }
        MemBase::None => out.hex(m.offset as u64),
    }
    out.byte(b']');
}

/// `$a<a>` for `a` in 1..10, and `0x0` (how envydis prints `$a0`) for 0: three bytes either way.
#[inline(always)]
fn a_name(a: u8) -> [u8; 8] {
    let reg = u64::from_le_bytes([b'$', b'a', b'0' + a % 10, 0, 0, 0, 0, 0]);
    let zero = u64::from_le_bytes(*b"0x0\0\0\0\0\0");
    (if a == 0 { zero } else { reg }).to_le_bytes()
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
    /// [`crate::engine::W`]).
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
