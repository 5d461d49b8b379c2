//! The table engine shared by gpuisa's ISAs: one declarative description of the encodings drives all
//! four directions. An ISA crate supplies its tables (a root [`Table`]), its [`Notation`] (how registers,
//! memory operands and separators are written) and its length rule; everything else is here.
//!
//! An encoding table is a list of [`Form`]s, each a `value`/`mask` match on the instruction bits and a
//! list of [`Atom`]s: literal words, nested tables (first matching entry wins) and typed operand fields.
//! [`decode`] walks the atoms of the matching forms and records which entry each nested table chose (the
//! *path*) and the operand values; [`format()`](format::format) walks the same atoms along that path to print text;
//! [`parse`] walks them against tokens (backtracking over table entries); [`encode`] walks them to set
//! bits. Bits that no matched mask or operand field covers are kept as the instruction's *residual* and
//! printed as `???[0x...]`, so every word survives a round trip.
//!
//! Mask rule for table authors: an entry's mask must hold only bits that change what the entry prints.
//! Bits an entry ignores must stay out of its mask, so that they fall to the residual instead of being
//! silently swallowed.

/// A one-bit flag table: `word` when bit `bit` is set, nothing when it is clear.
#[macro_export]
macro_rules! flag {
    ($bit:expr, $word:expr) => {
        &[$crate::Form::new(1 << $bit, 1 << $bit, &[$crate::W($word)]), $crate::Form::new(0, 1 << $bit, &[])]
    };
    // With the word's semantic tag.
    ($bit:expr, $word:expr, $sem:expr) => {
        &[$crate::Form::new(1 << $bit, 1 << $bit, &[$crate::TW($word, $sem)]), $crate::Form::new(0, 1 << $bit, &[])]
    };
}

/// A one-bit choice between two words: `clear` when the bit is 0, `set` when it is 1.
#[macro_export]
macro_rules! pick {
    ($bit:expr, $clear:expr, $set:expr) => {
        &[$crate::Form::new(0, 1 << $bit, &[$crate::W($clear)]), $crate::Form::new(1 << $bit, 1 << $bit, &[$crate::W($set)])]
    };
    // With the words' semantic tags.
    ($bit:expr, $clear:expr, $cs:expr, $set:expr, $ss:expr) => {
        &[$crate::Form::new(0, 1 << $bit, &[$crate::TW($clear, $cs)]), $crate::Form::new(1 << $bit, 1 << $bit, &[$crate::TW($set, $ss)])]
    };
}

pub mod batch;
pub mod code;
pub mod decode;
pub mod describe;
pub mod disasm;
pub mod encode;
pub mod envydis;
pub mod explain;
pub mod flow;
pub mod format;
#[cfg(feature = "gen")]
pub mod gen;
pub mod index;
pub mod insn;
pub mod labels;
pub mod notation;
pub mod operand;
pub mod parse;
mod parse_index;
pub mod reach;
pub mod ready;
pub mod sem;
pub mod shapes;
pub mod view;

use gpuisa_core::BitField;
pub use gpuisa_core::Flow;
pub use insn::{Insn, NO_MATCH};
pub use notation::Notation;
pub use operand::*;

/// Program types, as bits of [`Form::ptype`]: the engine keeps up to four (an ISA names them); an entry
/// with all four exists in every program.
pub const PTYPE_ALL: u8 = 0xf;

/// One entry of an encoding table.
#[derive(Clone, Copy, Debug)]
pub struct Form {
    pub value: u64,
    pub mask: u64,
    pub atoms: &'static [Atom],
    /// Features (bits an ISA defines, such as its chip variants' additions) the entry needs.
    pub feat: u8,
    /// Program types (bits an ISA defines, at most four: [`PTYPE_ALL`]) the entry exists in.
    pub ptype: u8,
    /// What choosing this entry does to the flow of control (a branch form, a `join` flag, a guard).
    pub flow: Flow,
    /// A semantic tag the ISA defines (0: none), for execution: what choosing this entry means
    /// ([`sem::walk`] reports the tags along an instruction's path).
    pub sem: u16,
    /// The entry in a second syntax, which [`view::derive`] reads: its parts in that syntax's order and
    /// spelling (none: the entry's atoms, with its nested tables' views).
    pub view: Option<&'static [view::V]>,
}

/// The entries of `a`, then those of `b`: a table whose first entries are another's (`N` = `A` + `B`).
pub const fn concat<const A: usize, const B: usize, const N: usize>(a: [Form; A], b: [Form; B]) -> [Form; N] {
    assert!(A + B == N, "concat: N must be A + B");
    let mut out = [Form::new(0, 0, &[]); N];
    let mut i = 0;
    while i < N {
        out[i] = if i < A { a[i] } else { b[i - A] };
        i += 1;
    }
    out
}

impl Form {
    pub const fn new(value: u64, mask: u64, atoms: &'static [Atom]) -> Form {
        Form { value, mask, atoms, feat: 0, ptype: PTYPE_ALL, flow: Flow::NONE, sem: 0, view: None }
    }
    /// Spells the entry in the second syntax (see [`view`]).
    pub const fn view(self, v: &'static [view::V]) -> Form {
        Form { view: Some(v), ..self }
    }
    /// Limits the entry to variants with features `f`.
    pub const fn feat(self, f: u8) -> Form {
        Form { feat: f, ..self }
    }
    /// Limits the entry to program types `p`.
    pub const fn ptype(self, p: u8) -> Form {
        Form { ptype: p, ..self }
    }
    /// Marks what the entry does to the flow of control.
    pub const fn flow(self, flow: Flow) -> Form {
        Form { flow, ..self }
    }
    /// Tags the entry with the ISA's semantic tag `sem` (see [`Form::sem`]).
    pub const fn sem(self, sem: u16) -> Form {
        Form { sem, ..self }
    }
    #[inline]
    pub fn enabled(&self, feats: u8, ptype: u8) -> bool {
        self.feat & !feats == 0 && self.ptype & ptype != 0
    }
    #[inline]
    pub fn matches(&self, bits: u64) -> bool {
        bits & self.mask == self.value
    }
}

/// An encoding table: the first enabled, matching entry wins.
pub type Table = [Form];

#[derive(Clone, Copy, Debug)]
pub enum Atom {
    /// A literal word: mnemonic or modifier, with its shape hash (made by [`W`]) and what it means, an
    /// ISA's semantic tag (made by [`TW`]; 0: none), which execution reads in place of the text.
    Word(&'static str, u64, u16),
    /// A word only the lossless syntax prints, to tell apart two encodings that envydis prints alike
    /// (made by [`Mark`]). The assembler accepts the text with or without it.
    Mark(&'static str, u64),
    /// Text glued before the next operand, such as `-` or `!` (made by [`Pre`]).
    Pre(&'static str, u64),
    /// Text glued to what precedes it, such as `.CC` or `|` (made by [`Post`]).
    Post(&'static str, u64),
    /// `(` and `)`, which group a sub-expression or a predicate.
    Open,
    Close,
    /// `???`: the form itself is not understood (catch-all entries).
    Unknown,
    /// A nested table; when no entry matches, `???` is printed in its place.
    Sub(&'static Table),
    /// A nested table whose bits the hardware ignores (e.g. the predicate of `call`). It behaves as
    /// [`Atom::Sub`], except that the envydis-compatible syntax does not print it.
    Ignored(&'static Table),
    /// A nested table chosen by the value of a bit field (fast dispatch on opcode bits).
    Dispatch(BitField, &'static [&'static Table]),
    Reg(&'static RegSpec),
    Imm(&'static ImmSpec),
    /// A code address: the field counts 32-bit words (scale with `shift` = 2).
    Target(&'static ImmSpec),
    Mem(&'static MemSpec),
    Vec(&'static VecSpec),
    /// `#`: a destination that discards the result (the form's mask selects it).
    Discard,
}

/// A literal word. Its shape hash ([`format::shape::word`]) is computed here, at compile time, so that
/// the formatter pays one mix per word.
#[allow(non_snake_case)]
pub const fn W(text: &'static str) -> Atom {
    Atom::Word(text, format::shape::word(format::shape::WORD, text), 0)
}

/// A literal word with its meaning: a semantic tag of the ISA (nonzero) that [`sem::walk`] reports and
/// printing ignores.
#[allow(non_snake_case)]
pub const fn TW(text: &'static str, sem: u16) -> Atom {
    Atom::Word(text, format::shape::word(format::shape::WORD, text), sem)
}

/// A word for the lossless syntax only (see [`Atom::Mark`]).
#[allow(non_snake_case)]
pub const fn Mark(text: &'static str) -> Atom {
    Atom::Mark(text, format::shape::word(format::shape::WORD, text))
}

/// Text glued before the next operand (see [`Atom::Pre`]).
#[allow(non_snake_case)]
pub const fn Pre(text: &'static str) -> Atom {
    Atom::Pre(text, format::shape::word(format::shape::WORD, text))
}

/// Text glued to what precedes it (see [`Atom::Post`]).
#[allow(non_snake_case)]
pub const fn Post(text: &'static str) -> Atom {
    Atom::Post(text, format::shape::word(format::shape::WORD, text))
}

/// Register files. `T` and `S` are texture and sampler indices, `Sr` special registers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RegFile {
    R,
    A,
    C,
    T,
    S,
    Sr,
    /// Predicate registers (Fermi's `P0`..`P7`).
    P,
}

impl RegFile {
    /// The file's short name in data output (`r`, `a`, `c`, `t`, `s`, `sr`, `p`).
    pub fn name(self) -> &'static str {
        match self {
            RegFile::R => "r",
            RegFile::A => "a",
            RegFile::C => "c",
            RegFile::T => "t",
            RegFile::S => "s",
            RegFile::Sr => "sr",
            RegFile::P => "p",
        }
    }
}

/// How a register field is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegShape {
    /// A 32-bit register (or a whole $a, $c, ...).
    Word,
    /// A 16-bit half: bit 0 of the field selects high (1) or low (0) half of register field >> 1.
    Half,
    /// A 64-bit register pair.
    Double,
    /// A 128-bit register quad.
    Quad,
}

#[derive(Debug)]
pub struct RegSpec {
    pub field: BitField,
    pub file: RegFile,
    pub shape: RegShape,
}

#[derive(Debug)]
pub struct ImmSpec {
    pub field: BitField,
    /// The field is two's complement.
    pub signed: bool,
    /// The value is the field shifted left by this much (byte offsets of scaled fields).
    pub shift: u8,
    /// Print negative values as `-0x..` (otherwise as their 64-bit two's complement).
    pub minus: bool,
}

/// The base of a memory address.
#[derive(Debug)]
pub enum MemBaseSpec {
    None,
    /// An address register: the first memory operand of an instruction that has this field owns it;
    /// later memory operands of the same instruction read no address register.
    Areg(BitField),
    /// A general register (`g[$r]`).
    Reg(&'static RegSpec),
}

#[derive(Debug)]
pub struct MemSpec {
    /// Space letter: s, c, l, a, p, v, g, o.
    pub space: &'static str,
    /// Bank number field printed after the letter (`c4[`, `g14[`).
    pub bank: Option<BitField>,
    pub base: MemBaseSpec,
    pub offset: Option<ImmSpec>,
    /// `$a++offset`: the address register is incremented after the access.
    pub postinc: bool,
}

/// How many registers a vector operand has.
#[derive(Debug)]
pub enum VecCount {
    Fixed(u8),
    /// Field value plus addend.
    Field(BitField, u8),
}

/// A vector of consecutive registers (texture coordinates and results), printed `$r1:$r2:#:$r3`.
#[derive(Debug)]
pub struct VecSpec {
    pub base: BitField,
    pub count: VecCount,
    /// Write mask: components whose bit is clear print `#` and take no register.
    pub mask: Option<BitField>,
}
