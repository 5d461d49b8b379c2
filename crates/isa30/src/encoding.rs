//! The 30-bit instruction word, described once.
//!
//! [`FIELDS`] places every field in the word and [`SPACES`] splits the 5-bit source codes into address
//! spaces. [`Insn::decode`] and [`Insn::encode`] are driven by those two tables only; every field keeps
//! its raw value (sources as a [`Src`], which is a bijection with 0..32), so `encode(decode(w)) == w` holds
//! for every 32-bit `w` by construction. What the fields *mean* together ([`Insn::operation`], register
//! conflicts) is computed on demand and never changes the stored bits.

use gpuisa_core::BitField;

/// The fields of an instruction word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// Opcode (3 bits).
    Op,
    /// Shift amount, or the sub-operation of opcodes 110 and 111.
    Shamt,
    /// Write the result to register W.
    R,
    /// DRAM write: 0, 1, 2 = result shifted right by 0, 2, 4; 3 = no DRAM write.
    Dd,
    /// Push the result onto the temporary buffer.
    T,
    /// Destination register number.
    W,
    A,
    B,
    C,
    /// Bits 30-31 of the 32-bit container word: not part of the ISA.
    Top,
}

/// Field table: (field, position). The one place that knows the bit layout.
pub const FIELDS: [(Field, BitField); 10] = [
    (Field::C, BitField::new(0, 5)),
    (Field::B, BitField::new(5, 5)),
    (Field::A, BitField::new(10, 5)),
    (Field::W, BitField::new(15, 3)),
    (Field::T, BitField::new(18, 1)),
    (Field::Dd, BitField::new(19, 2)),
    (Field::R, BitField::new(21, 1)),
    (Field::Shamt, BitField::new(22, 5)),
    (Field::Op, BitField::new(27, 3)),
    (Field::Top, BitField::new(30, 2)),
];

/// The bit field of `f` in [`FIELDS`].
pub const fn field(f: Field) -> BitField {
    let mut i = 0;
    while i < FIELDS.len() {
        if FIELDS[i].0 as u8 == f as u8 {
            return FIELDS[i].1;
        }
        i += 1;
    }
    BitField::empty()
}

/// Source address spaces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Space {
    /// `0xxxx`: the constant 0..15.
    Const,
    /// `1000x`: input stream I0/I1 (the read pipeline).
    Input,
    /// `1001x`: temporary buffer T0/T1.
    Temp,
    /// `101xx`: constant-LUT entry L0..L3.
    Lut,
    /// `11xxx`: register R0..R7.
    Reg,
}

/// Operand space table: (space, code prefix, prefix length, text prefix). The index bits are the low
/// `5 - prefix length` bits of the code.
pub const SPACES: [(Space, u8, u8, &str); 5] = [
    (Space::Const, 0b0, 1, ""),
    (Space::Input, 0b1000, 4, "I"),
    (Space::Temp, 0b1001, 4, "T"),
    (Space::Lut, 0b101, 3, "L"),
    (Space::Reg, 0b11, 2, "R"),
];

/// A source operand: its space and index. Every 5-bit code is exactly one `Src`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Src {
    pub space: Space,
    pub index: u8,
}

impl Src {
    pub const ZERO: Src = Src { space: Space::Const, index: 0 };

    /// The operand named by a 5-bit code.
    #[inline]
    pub const fn decode(code: u8) -> Src {
        let code = code & 31;
        let mut i = 0;
        while i < SPACES.len() {
            let (space, prefix, len, _) = SPACES[i];
            let ibits = 5 - len;
            if code >> ibits == prefix {
                return Src { space, index: code & ((1 << ibits) - 1) };
            }
            i += 1;
        }
        unreachable_src()
    }

    /// The 5-bit code; `None` when the index does not fit the space.
    pub const fn code(self) -> Option<u8> {
        let (_, prefix, len, _) = space_row(self.space);
        let ibits = 5 - len;
        if self.index >> ibits != 0 {
            return None;
        }
        Some(prefix << ibits | self.index)
    }

    /// Number of entries of a space.
    pub const fn space_size(space: Space) -> u8 {
        1 << (5 - space_row(space).2)
    }

    pub const fn prefix(space: Space) -> &'static str {
        space_row(space).3
    }
}

const fn space_row(space: Space) -> (Space, u8, u8, &'static str) {
    let mut i = 0;
    while i < SPACES.len() {
        if SPACES[i].0 as u8 == space as u8 {
            return SPACES[i];
        }
        i += 1;
    }
    SPACES[0]
}

// The space table covers all 32 codes (checked by a test), so this is never reached.
const fn unreachable_src() -> Src {
    Src::ZERO
}

/// One instruction: every field of the word as a value. Sources are typed; the operation is derived by
/// [`Insn::operation`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Insn {
    pub op: u8,
    pub shamt: u8,
    /// Register write enable (R).
    pub r: bool,
    /// DRAM field (DD): 3 = none.
    pub dd: u8,
    /// Temporary-buffer push (T).
    pub t: bool,
    /// Destination register number (W), kept even when R is 0.
    pub w: u8,
    pub a: Src,
    pub b: Src,
    pub c: Src,
    /// Bits 30-31 of the container word (not understood: always printed with `???`).
    pub top: u8,
}

/// What an instruction computes, derived from opcode and shift field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Operation {
    /// 000: a + b + c, then shift.
    Add,
    /// 001: a + b - c, then shift.
    Sub,
    /// 011: a + |b - c|, then shift.
    AbsDiff,
    /// 100: a + (b * c >> shift).
    Mac,
    /// 110 / 00000: select by a.
    Select,
    /// 110 / 00001: isa30.md's max(a, b) (the RTL gives 0).
    MaxAB,
    /// 110 / 00010: max(b, c) in the RTL (isa30.md: min(a, c)).
    Max,
    /// 110 / 00011: min(b, c) in the RTL (isa30.md: min(max(a, b), c)).
    Min,
    /// 110 / 01xxx: `LOGIC_LUT[xxx](a, b, c)` (the RTL gives 0; the table is not documented).
    Logic(u8),
    /// 111 / 00xxx: the accumulation index `aofs[xxx]` (xxx > 5 is invalid).
    Aofs(u8),
    /// 111 / 01xxx: the per-lane parallel index `bofs[xxx]` (xxx > 5 is invalid).
    Bofs(u8),
    /// 010, 101 (isa30.md: LUT interpolation; not in the RTL), reserved shift values of 110 and 111.
    Undefined,
}

impl Operation {
    /// Whether the shift field is a shift amount (rather than a sub-operation).
    pub fn shifts(self) -> bool {
        matches!(self, Operation::Add | Operation::Sub | Operation::AbsDiff | Operation::Mac)
    }
}

/// Opcode numbers.
pub mod op {
    pub const ADD: u8 = 0b000;
    pub const UNDEF2: u8 = 0b010;
    pub const SUB: u8 = 0b001;
    pub const ABSDIFF: u8 = 0b011;
    pub const MAC: u8 = 0b100;
    pub const INTERP: u8 = 0b101;
    pub const LOGIC: u8 = 0b110;
    pub const INDEX: u8 = 0b111;
}

impl Insn {
    /// The all-constant-zero instruction with no destination (`nop`, word 0x00180000).
    pub const NOP: Insn = Insn {
        op: 0,
        shamt: 0,
        r: false,
        dd: 3,
        t: false,
        w: 0,
        a: Src::ZERO,
        b: Src::ZERO,
        c: Src::ZERO,
        top: 0,
    };

    /// Decodes a 32-bit container word. Never fails and never allocates.
    #[inline]
    pub const fn decode(word: u32) -> Insn {
        let w = word as u64;
        const fn get(f: Field, w: u64) -> u8 {
            field(f).get(w) as u8
        }
        macro_rules! g {
            ($f:expr) => {
                get($f, w)
            };
        }
        Insn {
            op: g!(Field::Op),
            shamt: g!(Field::Shamt),
            r: g!(Field::R) != 0,
            dd: g!(Field::Dd),
            t: g!(Field::T) != 0,
            w: g!(Field::W),
            a: Src::decode(g!(Field::A)),
            b: Src::decode(g!(Field::B)),
            c: Src::decode(g!(Field::C)),
            top: g!(Field::Top),
        }
    }

    /// Encodes into a 32-bit container word. Out-of-range values are truncated to their fields; a
    /// source whose index does not fit its space encodes as constant 0 (the parser never builds one).
    pub fn encode(&self) -> u32 {
        let mut w = 0u64;
        for (f, bf) in FIELDS {
            let v = match f {
                Field::Op => self.op,
                Field::Shamt => self.shamt,
                Field::R => self.r as u8,
                Field::Dd => self.dd,
                Field::T => self.t as u8,
                Field::W => self.w,
                Field::A => self.a.code().unwrap_or(0),
                Field::B => self.b.code().unwrap_or(0),
                Field::C => self.c.code().unwrap_or(0),
                Field::Top => self.top,
            };
            w = bf.set(w, v as u64);
        }
        w as u32
    }

    /// The operation selected by opcode and shift field.
    pub fn operation(&self) -> Operation {
        let s = self.shamt;
        match self.op {
            op::ADD => Operation::Add,
            op::SUB => Operation::Sub,
            op::ABSDIFF => Operation::AbsDiff,
            op::MAC => Operation::Mac,
            op::LOGIC => match s {
                0 => Operation::Select,
                1 => Operation::MaxAB,
                2 => Operation::Max,
                3 => Operation::Min,
                8..=15 => Operation::Logic(s & 7),
                _ => Operation::Undefined,
            },
            op::INDEX => match s >> 3 {
                0 => Operation::Aofs(s & 7),
                1 => Operation::Bofs(s & 7),
                _ => Operation::Undefined,
            },
            _ => Operation::Undefined,
        }
    }

    /// The sources, in A, B, C order.
    pub fn sources(&self) -> [Src; 3] {
        [self.a, self.b, self.c]
    }

    /// Whether the register operands name two different registers (undefined in isa30.md; the RTL ORs
    /// their numbers).
    pub fn register_conflict(&self) -> bool {
        let mut seen: Option<u8> = None;
        for s in self.sources() {
            if s.space == Space::Reg {
                match seen {
                    Some(r) if r != s.index => return true,
                    _ => seen = Some(s.index),
                }
            }
        }
        false
    }

    /// Whether the instruction names input stream `n` (and so consumes one vector of it).
    pub fn reads_input(&self, n: u8) -> bool {
        self.sources().iter().any(|s| s.space == Space::Input && s.index == n)
    }

    /// Whether some bits have no meaning defined by isa30.md or the RTL facts: the text shows `???`
    /// exactly when this is true.
    pub fn has_unknown_bits(&self) -> bool {
        self.top != 0 || self.register_conflict() || self.operation_unknown() || self.index_sources_invalid()
    }

    /// The operation itself is reserved or undefined (010, 101, reserved sub-operations, aofs/bofs 6-7).
    pub fn operation_unknown(&self) -> bool {
        match self.operation() {
            Operation::Undefined => true,
            Operation::Aofs(i) | Operation::Bofs(i) => i > 5,
            _ => false,
        }
    }

    /// Opcode 111 requires its source fields to be constants (`0xxxx`).
    pub fn index_sources_invalid(&self) -> bool {
        self.op == op::INDEX && self.sources().iter().any(|s| s.space != Space::Const)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_tile_the_word() {
        let mut m = 0u64;
        for (_, f) in FIELDS {
            assert_eq!(m & f.mask(), 0, "fields overlap");
            m |= f.mask();
        }
        assert_eq!(m, 0xffff_ffff);
    }

    #[test]
    fn spaces_are_a_bijection() {
        let mut seen = std::collections::HashSet::new();
        for code in 0..32u8 {
            let s = Src::decode(code);
            assert_eq!(s.code(), Some(code));
            assert!(seen.insert(s));
        }
        assert_eq!(Src::decode(0b10101), Src { space: Space::Lut, index: 1 });
        assert_eq!(Src::decode(0b10011), Src { space: Space::Temp, index: 1 });
        assert_eq!(Src::decode(0b11010), Src { space: Space::Reg, index: 2 });
    }

    #[test]
    fn layout_matches_the_facts() {
        // word = op<<27 | sh<<22 | R<<21 | DD<<19 | T<<18 | W<<15 | A<<10 | B<<5 | C
        let w = 5 << 27 | 17 << 22 | 1 << 21 | 2 << 19 | 1 << 18 | 6 << 15 | 0b11001 << 10 | 0b10000 << 5 | 7;
        let i = Insn::decode(w);
        assert_eq!((i.op, i.shamt, i.r, i.dd, i.t, i.w), (5, 17, true, 2, true, 6));
        assert_eq!(i.a, Src { space: Space::Reg, index: 1 });
        assert_eq!(i.b, Src { space: Space::Input, index: 0 });
        assert_eq!(i.c, Src { space: Space::Const, index: 7 });
        assert_eq!(i.encode(), w);
        assert_eq!(Insn::NOP.encode(), 0x0018_0000);
    }
}
