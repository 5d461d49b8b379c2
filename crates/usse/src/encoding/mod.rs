//! The USSE encodings, described once: every format of `usse-grammar.yaml` (and the special-group
//! formats it leaves out) as a match on the 64-bit word plus its named fields, and for each format the
//! [`Item`]s that say how gpuisa's syntax shows those fields. Decoding, encoding, printing and parsing all
//! walk these tables; a field no item shows is printed by name (`nosched`, `repeat_count=2`), and bits no
//! field covers are printed after `???`, so every word survives a round trip.

pub mod dual;
mod formats;
pub mod suffix;
pub mod swizzle;

use gpuisa_core::BitField;

pub use formats::{BR_FIELDS, BR_MASK, BR_VALUE, FORMATS};

/// A named field of a format.
#[derive(Debug)]
pub struct Field {
    pub name: &'static str,
    pub bits: BitField,
}

/// A field of `width` bits at bit `lsb` of the 64-bit word.
pub const fn fl(name: &'static str, lsb: u8, width: u8) -> Field {
    Field {
        name,
        bits: BitField::new(lsb, width),
    }
}

/// A field whose bits the hardware is not known to use: shown after `???` when they are not zero.
pub const fn unknown(lsb: u8, width: u8) -> Field {
    fl("???", lsb, width)
}

/// Register banks, as gpuisa's syntax names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bank {
    /// Temporary registers `r`.
    Temp,
    /// Output registers `o`.
    Output,
    /// Primary attributes `pa`.
    Primary,
    /// Secondary attributes `sa`.
    Secondary,
    /// The four 128-bit internal registers `i`.
    Internal,
    /// Special registers and constants `c`.
    Special,
    /// The index registers `idx`.
    Index,
    /// A register addressed through an index register (`x`: the field holds the index expression).
    Indexed,
    /// An immediate: the number field is the value (`#5`).
    Immediate,
}

impl Bank {
    pub const fn prefix(self) -> &'static str {
        match self {
            Bank::Temp => "r",
            Bank::Output => "o",
            Bank::Primary => "pa",
            Bank::Secondary => "sa",
            Bank::Internal => "i",
            Bank::Special => "c",
            Bank::Index => "idx",
            Bank::Indexed => "x",
            Bank::Immediate => "#",
        }
    }
}

use Bank::*;
/// Source 1 and 2 banks: `bank | ext << 2`.
pub const SRC_BANKS: &[Bank] = &[
    Temp, Output, Primary, Secondary, Indexed, Special, Immediate, Internal,
];
/// Destination banks: `bank | ext << 2`.
pub const DEST_BANKS: &[Bank] = &[
    Temp, Output, Primary, Indexed, Secondary, Special, Index, Internal,
];
/// Source 0 banks (one bank bit): `bank | ext << 1`.
pub const SRC0_BANKS: &[Bank] = &[Temp, Primary, Output, Secondary];
/// Vector-format register banks without an extension bit.
pub const VEC_BANKS: &[Bank] = &[Temp, Output, Primary, Secondary];

/// Predicate names by field value, for each predicate field layout.
pub const PRED_EXT: &[&str] = &["", "p0", "p1", "p2", "p3", "!p0", "!p1", "pn"];
pub const PRED_EXT_VEC: &[&str] = &["", "p0", "p1", "p2", "!p0", "!p1", "!p2", "pn"];
pub const PRED_SHORT: &[&str] = &["", "p0", "p1", "!p0"];
pub const PRED_SHORT_VEC: &[&str] = &["", "p0", "!p0", "pn"];

/// No field (an operand without an extension bit).
pub const NONE: u8 = u8::MAX;

/// A register operand made of a bank field, an optional bank extension bit and a number field.
#[derive(Debug)]
pub struct RegOp {
    pub bank: u8,
    pub ext: u8,
    pub num: u8,
    /// Banks by `bank | ext << bank_width`.
    pub banks: &'static [Bank],
    /// The register number is the field times this (6-bit vector fields count register pairs).
    pub scale: u8,
    /// A one-bit field that is the register number's low bit (VPCK's integer sources count 32-bit
    /// registers with `comp0_sel_bit1` below the pair number), or [`NONE`]. It belongs to the number
    /// only for a plain register bank (r, o, pa, sa) that is not an internal alias; otherwise the text
    /// shows it by name.
    pub low: u8,
}

impl RegOp {
    /// The bank selector: `bank | ext << bank_width`.
    #[inline]
    pub fn sel(&self, f: &Format, w: u64) -> usize {
        let mut sel = f.field(self.bank, w) as usize;
        if self.ext != NONE {
            sel |= (f.field(self.ext, w) as usize) << f.fields[self.bank as usize].bits.width();
        }
        sel
    }
    /// Whether `low` is part of the register number in `w` (see [`RegOp::low`]).
    #[inline]
    pub fn low_in_number(&self, f: &Format, w: u64) -> bool {
        if self.low == NONE {
            return false;
        }
        let bank = self.banks.get(self.sel(f, w)).copied();
        let nb = &f.fields[self.num as usize].bits;
        let alias = bank == Some(Bank::Temp) && nb.get(w) >= (1u64 << nb.width()) - 4;
        matches!(bank, Some(Bank::Temp | Bank::Output | Bank::Primary | Bank::Secondary)) && !alias
    }
}

/// How gpuisa's syntax shows a format's fields, in printing order.
#[derive(Debug)]
pub enum Item {
    /// The predicate prefix (`p0`, `!p1`, ...): field and names by value.
    Pred(u8, &'static [&'static str]),
    /// A mnemonic word the format fixes.
    Lit(&'static str),
    /// A mnemonic part a field chooses: text by value (`""` shows nothing). A value with no entry, or
    /// an entry `"?"`, is not understood: the field is shown after `???`.
    Pick(u8, &'static [&'static str]),
    /// A register operand.
    Reg(RegOp),
    /// An immediate operand, printed in hex.
    Imm(u8),
    /// One of the four 128-bit internal registers `i0`..`i3`, numbered by the field.
    Internal(u8),
    /// A predicate register written by a test (`p0`..`p3`).
    PredDest(u8),
    /// A source type after a destination type (`rcp.f16.f32`): shown only when it differs.
    SrcType {
        dst: u8,
        src: u8,
        names: &'static [&'static str],
    },
    /// `pack.D.S`, or `mov.D` when the two formats are the same.
    Pack {
        dst: u8,
        src: u8,
        names: &'static [&'static str],
    },
    /// `.fetchN` (N = count + 1) when the flag bit is clear; otherwise nothing, and the count is an
    /// ordinary field.
    Fetch { flag: u8, count: u8 },
    /// A write mask, shown as a suffix of the register operand before it: `.` and the letters `xyzw`
    /// of its set bits 0-3 (`.none` for none), always, so that the masked form's text differs from the
    /// unmasked one's.
    Mask(u8),
    /// A swizzle of four 3-bit channel selectors, shown as a suffix of the register operand before it:
    /// `.` and one letter per channel, x first, from [`CHANNEL_LETTERS`] (`pa4.xyzw`, `r2.xx01`). The
    /// selectors are the concatenation of the fields, the first field's bits lowest.
    Channels([u8; 4]),
    /// A suffix of the register operand before it (a swizzle read through a table), by the value of
    /// fields; an entry `None` is not understood: the fields are shown after `???` and the operand has
    /// no suffix.
    Sfx(&'static Sfx),
    /// A word among the flags after the operands, chosen by a field (`repeat2`): text by value, `""`
    /// shows nothing, `"?"` or no entry is not understood (shown after `???`).
    Word(u8, &'static [&'static str]),
    /// A source modifier of the operand before it: `-` (negate) before it, `|...|` (absolute value)
    /// around it, `-|r0.xyzw|` for both.
    Mod(u8, ModKind),
}

/// What a modifier field holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ModKind {
    /// One bit: negate.
    Neg,
    /// One bit: absolute value.
    Abs,
    /// Two bits: 1 negate, 2 absolute value (both: the absolute value negated).
    NegAbs,
}

impl ModKind {
    /// (negate, absolute) of field value `v`.
    pub fn of(self, v: u64) -> (bool, bool) {
        match self {
            ModKind::Neg => (v & 1 != 0, false),
            ModKind::Abs => (false, v & 1 != 0),
            ModKind::NegAbs => (v & 1 != 0, v & 2 != 0),
        }
    }
    /// The field value giving (negate, absolute), of the parts this field holds.
    pub fn value(self, neg: bool, abs: bool) -> u64 {
        match self {
            ModKind::Neg => neg as u64,
            ModKind::Abs => abs as u64,
            ModKind::NegAbs => neg as u64 | (abs as u64) << 1,
        }
    }
    /// Whether the field holds the negation (`true`) and the absolute value (second).
    pub fn holds(self) -> (bool, bool) {
        match self {
            ModKind::Neg => (true, false),
            ModKind::Abs => (false, true),
            ModKind::NegAbs => (true, true),
        }
    }
}

/// The modifier items following operand item `n` of `items` (before the next operand).
pub fn mods_after(items: &[Item], n: usize) -> impl Iterator<Item = (u8, ModKind)> + '_ {
    items[n + 1..]
        .iter()
        .take_while(|i| matches!(i, Item::Mask(_) | Item::Channels(_) | Item::Sfx(_) | Item::Mod(..)))
        .filter_map(|i| if let Item::Mod(f, k) = i { Some((*f, *k)) } else { None })
}

/// A table-driven operand suffix: the text of entry `joined(fields) | joined(ctx) << width(fields)`.
#[derive(Debug)]
pub struct Sfx {
    /// The fields the suffix shows, the first one's bits lowest.
    pub fields: &'static [u8],
    /// Fields the suffix reads but does not show (they choose the table: vec3 or vec4, data type).
    pub ctx: &'static [u8],
    /// The text of an entry (with its `.`; `""` for none), `None` when the entry has no known meaning.
    pub text: fn(u64) -> Option<String>,
}

impl Sfx {
    /// The total width of `fields`.
    pub fn width(&self, f: &Format) -> u32 {
        self.fields.iter().map(|&i| f.fields[i as usize].bits.width()).sum()
    }
    /// The table entry of word `w`.
    pub fn entry(&self, f: &Format, w: u64) -> u64 {
        f.joined(self.fields, w) | f.joined(self.ctx, w) << self.width(f)
    }
    /// The number of entries.
    pub fn entries(&self, f: &Format) -> u64 {
        let ctx: u32 = self.ctx.iter().map(|&i| f.fields[i as usize].bits.width()).sum();
        1 << (self.width(f) + ctx)
    }
}

/// The letters of a 3-bit swizzle channel selector: the four channels, the constants 0, 1 and 2, and
/// one half.
pub const CHANNEL_LETTERS: &[u8; 8] = b"xyzw012h";

/// The suffix letters of a write mask's bits 0-3.
pub const MASK_LETTERS: &[u8; 4] = b"xyzw";

/// One encoding format.
#[derive(Debug)]
pub struct Format {
    /// The format's name (usse-grammar.yaml's where it has one).
    pub name: &'static str,
    pub value: u64,
    pub mask: u64,
    pub fields: &'static [Field],
    pub items: &'static [Item],
}

impl Format {
    /// Whether this is the branch format (`br`, `ba`). Known by its opcode bits, not by the address of its
    /// field list: a constant's address differs between codegen units.
    pub fn is_branch(&self) -> bool {
        self.value == formats::BR_VALUE && self.mask == formats::BR_MASK
    }

    /// Bits a field covers.
    pub fn field_mask(&self) -> u64 {
        self.fields.iter().fold(0, |m, f| m | f.bits.mask())
    }
    /// Bits neither the match nor a field covers: kept as the residual.
    pub fn residual_mask(&self) -> u64 {
        !(self.mask | self.field_mask())
    }
    #[inline]
    pub fn field(&self, i: u8, word: u64) -> u64 {
        self.fields[i as usize].bits.get(word)
    }
    /// The value of fields `fs` concatenated, the first one's bits lowest.
    pub fn joined(&self, fs: &[u8], word: u64) -> u64 {
        let (mut v, mut at) = (0, 0);
        for &i in fs {
            v |= self.field(i, word) << at;
            at += self.fields[i as usize].bits.width();
        }
        v
    }
    /// Index of the field named `name`.
    pub fn index(&self, name: &str) -> Option<u8> {
        self.fields
            .iter()
            .position(|f| f.name == name)
            .map(|i| i as u8)
    }
    /// Which fields the items show (bit i for field i).
    pub fn shown(&self) -> u64 {
        let mut m = 0u64;
        for it in self.items {
            match it {
                Item::Pred(f, _)
                | Item::Pick(f, _)
                | Item::Imm(f)
                | Item::Internal(f)
                | Item::PredDest(f)
                | Item::Mask(f)
                | Item::Word(f, _)
                | Item::Mod(f, _) => m |= 1 << f,
                Item::Sfx(s) => {
                    for f in s.fields {
                        m |= 1 << f;
                    }
                }
                Item::SrcType { dst, src, .. } | Item::Pack { dst, src, .. } => {
                    m |= 1 << dst | 1 << src
                }
                // The count is shown only with the fetch form; the printer decides per word.
                Item::Fetch { flag, .. } => m |= 1 << flag,
                Item::Reg(r) => {
                    m |= 1 << r.bank | 1 << r.num;
                    if r.ext != NONE {
                        m |= 1 << r.ext;
                    }
                }
                Item::Channels(fs) => {
                    for f in fs {
                        m |= 1 << f;
                    }
                }
                Item::Lit(_) => {}
            }
        }
        m
    }
}

/// Index of field `name` in `fields`, at compile time (a misspelt name does not compile).
pub const fn ix(fields: &[Field], name: &str) -> u8 {
    let mut i = 0;
    while i < fields.len() {
        if str_eq(fields[i].name, name) {
            return i as u8;
        }
        i += 1;
    }
    panic!("no such field")
}

/// `a == b` where a `const fn` needs it (`str`'s `==` is not `const`).
pub(crate) const fn str_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// The formats of each opcode group (bits 63..59), in match order; the last entry of every group
/// matches any word of the group.
pub fn group(op: usize) -> &'static [u16] {
    &index().groups[op]
}

struct Index {
    groups: Vec<Vec<u16>>,
}

fn index() -> &'static Index {
    static INDEX: std::sync::OnceLock<Index> = std::sync::OnceLock::new();
    INDEX.get_or_init(|| {
        let mut groups = vec![Vec::new(); 32];
        for (op, g) in groups.iter_mut().enumerate() {
            let w = (op as u64) << 59;
            for (i, f) in FORMATS.iter().enumerate() {
                // A format belongs to the group when its match does not contradict the group's bits.
                let top = f.mask & (0x1f << 59);
                if w & top == f.value & top {
                    g.push(i as u16);
                }
            }
        }
        Index { groups }
    })
}

/// The format of `word`: the first of its group that matches.
#[inline]
pub fn format_of(word: u64) -> u16 {
    for &i in group((word >> 59) as usize) {
        let f = &FORMATS[i as usize];
        if word & f.mask == f.value {
            return i;
        }
    }
    unreachable!("every group ends with a catch-all format")
}
