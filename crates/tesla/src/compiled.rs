//! Generated from the encoding tables by `cargo test -p gpuisa-tesla generated_code`: do not edit.
//! The straight-line forms of the engine's table walkers (decode, format, and the two in one pass)
//! for the root table.

#![allow(clippy::all, dead_code, unreachable_code, unused_variables)]

use gpuisa_core::BitField;
use gpuisa_engine::decode::Dec;
use gpuisa_engine::disasm::{LutEntry, Words};
use gpuisa_engine::format::pad16;
use gpuisa_engine::*;

use gpuisa_engine::notation::Notation;

type Dis<'a, N> = gpuisa_engine::disasm::Dis<'a, N>;
type Fmt<'a> = gpuisa_engine::format::Fmt<'a, crate::notation::Envydis>;
type Printer<'a> = gpuisa_engine::format::Printer<'a, crate::notation::Envydis>;

/// Decodes `d.bits` through the root table.
#[inline]
pub(crate) fn decode(d: &mut Dec) {
    t156(d);
}

/// Formats the instruction along its path through the root table.
#[inline]
pub(crate) fn format(f: &mut Fmt) {
    f156(f);
}

/// Decodes and prints `d.bits` through the root table in one pass, in `crate::notation::Envydis`. Not generic
/// and never inlined: its code is compiled once, in this crate, not again in each crate that
/// calls it.
#[inline(never)]
pub(crate) fn disassemble(d: &mut Dis<crate::notation::Envydis>) {
    x156(d);
}

/// [`disassemble`] in another notation (the same code, compiled for it).
#[inline(never)]
pub(crate) fn disassemble_in<N: Notation>(d: &mut Dis<N>) {
    x156(d);
}

const S0: MemSpec = MemSpec {
    space: "s",
    bank: None,
    base: MemBaseSpec::Areg(BitField::new(26, 2)),
    offset: Some(ImmSpec {
        field: BitField::new(9, 4),
        signed: false,
        shift: 0,
        minus: false,
    }),
    postinc: false,
};
const S1: MemSpec = MemSpec {
    space: "a",
    bank: None,
    base: MemBaseSpec::None,
    offset: Some(ImmSpec {
        field: BitField::new(9, 6),
        signed: false,
        shift: 2,
        minus: false,
    }),
    postinc: false,
};
const S2: MemSpec = MemSpec {
    space: "p",
    bank: None,
    base: MemBaseSpec::Areg(BitField::new(26, 2)),
    offset: Some(ImmSpec {
        field: BitField::new(9, 6),
        signed: false,
        shift: 2,
        minus: false,
    }),
    postinc: false,
};
const S3: MemSpec = MemSpec {
    space: "s",
    bank: None,
    base: MemBaseSpec::Areg(BitField::new(26, 2)),
    offset: Some(ImmSpec {
        field: BitField::new(9, 4),
        signed: false,
        shift: 1,
        minus: false,
    }),
    postinc: false,
};
const S4: MemSpec = MemSpec {
    space: "s",
    bank: None,
    base: MemBaseSpec::Areg(BitField::new(26, 2)),
    offset: Some(ImmSpec {
        field: BitField::new(9, 4),
        signed: false,
        shift: 2,
        minus: false,
    }),
    postinc: false,
};
const S5: MemSpec = MemSpec {
    space: "s",
    bank: None,
    base: MemBaseSpec::Areg(BitField::new(26, 2)),
    offset: Some(ImmSpec {
        field: BitField::new(9, 4),
        signed: true,
        shift: 0,
        minus: false,
    }),
    postinc: true,
};
const S6: MemSpec = MemSpec {
    space: "s",
    bank: None,
    base: MemBaseSpec::Areg(BitField::new(26, 2)),
    offset: Some(ImmSpec {
        field: BitField::new(9, 4),
        signed: true,
        shift: 1,
        minus: false,
    }),
    postinc: true,
};
const S7: MemSpec = MemSpec {
    space: "s",
    bank: None,
    base: MemBaseSpec::Areg(BitField::new(26, 2)),
    offset: Some(ImmSpec {
        field: BitField::new(9, 4),
        signed: true,
        shift: 2,
        minus: false,
    }),
    postinc: true,
};
const S8: RegSpec = RegSpec {
    field: BitField::new(9, 6),
    file: RegFile::R,
    shape: RegShape::Word,
};
const S9: MemSpec = MemSpec {
    space: "c",
    bank: Some(BitField::new(21, 1)),
    base: MemBaseSpec::Areg(BitField::new(26, 2)),
    offset: Some(ImmSpec {
        field: BitField::new(16, 5),
        signed: false,
        shift: 2,
        minus: false,
    }),
    postinc: false,
};
const S10: MemSpec = MemSpec {
    space: "c",
    bank: Some(BitField::new(21, 1)),
    base: MemBaseSpec::Areg(BitField::new(26, 2)),
    offset: Some(ImmSpec {
        field: BitField::new(16, 5),
        signed: true,
        shift: 2,
        minus: false,
    }),
    postinc: true,
};
const S11: RegSpec = RegSpec {
    field: BitField::new(16, 6),
    file: RegFile::R,
    shape: RegShape::Word,
};
const S12: RegSpec = RegSpec {
    field: BitField::new(2, 6),
    file: RegFile::R,
    shape: RegShape::Word,
};
const S13: RegSpec = RegSpec {
    field: BitField::new(9, 6),
    file: RegFile::R,
    shape: RegShape::Half,
};
const S14: RegSpec = RegSpec {
    field: BitField::new(2, 6),
    file: RegFile::R,
    shape: RegShape::Half,
};
const S15: MemSpec = MemSpec {
    space: "c",
    bank: Some(BitField::new(21, 1)),
    base: MemBaseSpec::Areg(BitField::new(26, 2)),
    offset: Some(ImmSpec {
        field: BitField::new(16, 5),
        signed: false,
        shift: 1,
        minus: false,
    }),
    postinc: false,
};
const S16: MemSpec = MemSpec {
    space: "c",
    bank: Some(BitField::new(21, 1)),
    base: MemBaseSpec::Areg(BitField::new(26, 2)),
    offset: Some(ImmSpec {
        field: BitField::new(16, 5),
        signed: true,
        shift: 1,
        minus: false,
    }),
    postinc: true,
};
const S17: RegSpec = RegSpec {
    field: BitField::new(16, 6),
    file: RegFile::R,
    shape: RegShape::Half,
};
const S18: RegSpec = RegSpec {
    field: BitField::empty(),
    file: RegFile::C,
    shape: RegShape::Word,
};
const S19: MemSpec = MemSpec {
    space: "v",
    bank: None,
    base: MemBaseSpec::Areg(BitField::new(26, 2)),
    offset: Some(ImmSpec {
        field: BitField::new(16, 8),
        signed: false,
        shift: 2,
        minus: false,
    }),
    postinc: false,
};
const S20: VecSpec = VecSpec {
    base: BitField::new(2, 6),
    count: VecCount::Fixed(4),
    mask: None,
};
const S21: RegSpec = RegSpec {
    field: BitField::new(9, 8),
    file: RegFile::T,
    shape: RegShape::Word,
};
const S22: RegSpec = RegSpec {
    field: BitField::new(17, 5),
    file: RegFile::S,
    shape: RegShape::Word,
};
const S23: VecSpec = VecSpec {
    base: BitField::new(2, 6),
    count: VecCount::Field(BitField::new(22, 2), 1),
    mask: None,
};
const S24: RegSpec = RegSpec {
    field: BitField::new(44, 2),
    file: RegFile::C,
    shape: RegShape::Word,
};
const S25: ImmSpec = ImmSpec {
    field: BitField::two(11, 16, 46, 6),
    signed: false,
    shift: 2,
    minus: false,
};
const S26: ImmSpec = ImmSpec {
    field: BitField::new(21, 4),
    signed: false,
    shift: 0,
    minus: false,
};
const S27: ImmSpec = ImmSpec {
    field: BitField::new(9, 12),
    signed: false,
    shift: 0,
    minus: false,
};
const S28: MemSpec = MemSpec {
    space: "c",
    bank: Some(BitField::new(54, 4)),
    base: MemBaseSpec::Areg(BitField::two(26, 2, 34, 1)),
    offset: Some(ImmSpec {
        field: BitField::new(9, 16),
        signed: false,
        shift: 0,
        minus: false,
    }),
    postinc: false,
};
const S29: ImmSpec = ImmSpec {
    field: BitField::two(16, 6, 34, 26),
    signed: false,
    shift: 0,
    minus: false,
};
const S30: RegSpec = RegSpec {
    field: BitField::new(2, 7),
    file: RegFile::R,
    shape: RegShape::Half,
};
const S31: RegSpec = RegSpec {
    field: BitField::new(2, 7),
    file: RegFile::R,
    shape: RegShape::Word,
};
const S32: MemSpec = MemSpec {
    space: "o",
    bank: None,
    base: MemBaseSpec::None,
    offset: Some(ImmSpec {
        field: BitField::new(2, 7),
        signed: false,
        shift: 2,
        minus: false,
    }),
    postinc: false,
};
const S33: MemSpec = MemSpec {
    space: "s",
    bank: None,
    base: MemBaseSpec::Areg(BitField::two(26, 2, 34, 1)),
    offset: Some(ImmSpec {
        field: BitField::new(9, 5),
        signed: false,
        shift: 0,
        minus: false,
    }),
    postinc: false,
};
const S34: MemSpec = MemSpec {
    space: "a",
    bank: None,
    base: MemBaseSpec::None,
    offset: Some(ImmSpec {
        field: BitField::new(9, 7),
        signed: false,
        shift: 2,
        minus: false,
    }),
    postinc: false,
};
const S35: MemSpec = MemSpec {
    space: "s",
    bank: None,
    base: MemBaseSpec::Areg(BitField::two(26, 2, 34, 1)),
    offset: Some(ImmSpec {
        field: BitField::new(9, 5),
        signed: false,
        shift: 1,
        minus: false,
    }),
    postinc: false,
};
const S36: MemSpec = MemSpec {
    space: "s",
    bank: None,
    base: MemBaseSpec::Areg(BitField::two(26, 2, 34, 1)),
    offset: Some(ImmSpec {
        field: BitField::new(9, 5),
        signed: false,
        shift: 2,
        minus: false,
    }),
    postinc: false,
};
const S37: MemSpec = MemSpec {
    space: "s",
    bank: None,
    base: MemBaseSpec::Areg(BitField::two(26, 2, 34, 1)),
    offset: Some(ImmSpec {
        field: BitField::new(9, 5),
        signed: true,
        shift: 0,
        minus: false,
    }),
    postinc: true,
};
const S38: MemSpec = MemSpec {
    space: "s",
    bank: None,
    base: MemBaseSpec::Areg(BitField::two(26, 2, 34, 1)),
    offset: Some(ImmSpec {
        field: BitField::new(9, 5),
        signed: true,
        shift: 1,
        minus: false,
    }),
    postinc: true,
};
const S39: MemSpec = MemSpec {
    space: "s",
    bank: None,
    base: MemBaseSpec::Areg(BitField::two(26, 2, 34, 1)),
    offset: Some(ImmSpec {
        field: BitField::new(9, 5),
        signed: true,
        shift: 2,
        minus: false,
    }),
    postinc: true,
};
const S40: MemSpec = MemSpec {
    space: "p",
    bank: None,
    base: MemBaseSpec::Areg(BitField::two(26, 2, 34, 1)),
    offset: Some(ImmSpec {
        field: BitField::new(9, 7),
        signed: false,
        shift: 2,
        minus: false,
    }),
    postinc: false,
};
const S41: RegSpec = RegSpec {
    field: BitField::new(9, 7),
    file: RegFile::R,
    shape: RegShape::Word,
};
const S42: MemSpec = MemSpec {
    space: "s",
    bank: None,
    base: MemBaseSpec::Areg(BitField::two(26, 2, 34, 1)),
    offset: Some(ImmSpec {
        field: BitField::new(9, 16),
        signed: false,
        shift: 0,
        minus: false,
    }),
    postinc: false,
};
const S43: MemSpec = MemSpec {
    space: "s",
    bank: None,
    base: MemBaseSpec::Areg(BitField::two(26, 2, 34, 1)),
    offset: Some(ImmSpec {
        field: BitField::new(9, 16),
        signed: false,
        shift: 0,
        minus: false,
    }),
    postinc: true,
};
const S44: RegSpec = RegSpec {
    field: BitField::new(46, 7),
    file: RegFile::R,
    shape: RegShape::Half,
};
const S45: RegSpec = RegSpec {
    field: BitField::new(46, 7),
    file: RegFile::R,
    shape: RegShape::Word,
};
const S46: MemSpec = MemSpec {
    space: "s",
    bank: None,
    base: MemBaseSpec::Areg(BitField::two(26, 2, 34, 1)),
    offset: Some(ImmSpec {
        field: BitField::new(9, 15),
        signed: false,
        shift: 1,
        minus: false,
    }),
    postinc: false,
};
const S47: MemSpec = MemSpec {
    space: "s",
    bank: None,
    base: MemBaseSpec::Areg(BitField::two(26, 2, 34, 1)),
    offset: Some(ImmSpec {
        field: BitField::new(9, 15),
        signed: false,
        shift: 1,
        minus: false,
    }),
    postinc: true,
};
const S48: MemSpec = MemSpec {
    space: "s",
    bank: None,
    base: MemBaseSpec::Areg(BitField::two(26, 2, 34, 1)),
    offset: Some(ImmSpec {
        field: BitField::new(9, 14),
        signed: false,
        shift: 2,
        minus: false,
    }),
    postinc: false,
};
const S49: MemSpec = MemSpec {
    space: "s",
    bank: None,
    base: MemBaseSpec::Areg(BitField::two(26, 2, 34, 1)),
    offset: Some(ImmSpec {
        field: BitField::new(9, 14),
        signed: false,
        shift: 2,
        minus: false,
    }),
    postinc: true,
};
const S50: RegSpec = RegSpec {
    field: BitField::new(36, 2),
    file: RegFile::C,
    shape: RegShape::Word,
};
const S51: MemSpec = MemSpec {
    space: "c",
    bank: Some(BitField::new(54, 4)),
    base: MemBaseSpec::Areg(BitField::two(26, 2, 34, 1)),
    offset: Some(ImmSpec {
        field: BitField::new(16, 7),
        signed: false,
        shift: 2,
        minus: false,
    }),
    postinc: false,
};
const S52: MemSpec = MemSpec {
    space: "c",
    bank: Some(BitField::new(54, 4)),
    base: MemBaseSpec::None,
    offset: Some(ImmSpec {
        field: BitField::new(16, 7),
        signed: false,
        shift: 2,
        minus: false,
    }),
    postinc: false,
};
const S53: MemSpec = MemSpec {
    space: "c",
    bank: Some(BitField::new(54, 4)),
    base: MemBaseSpec::Areg(BitField::two(26, 2, 34, 1)),
    offset: Some(ImmSpec {
        field: BitField::new(16, 7),
        signed: true,
        shift: 2,
        minus: false,
    }),
    postinc: true,
};
const S54: RegSpec = RegSpec {
    field: BitField::new(16, 7),
    file: RegFile::R,
    shape: RegShape::Word,
};
const S55: MemSpec = MemSpec {
    space: "c",
    bank: Some(BitField::new(54, 4)),
    base: MemBaseSpec::Areg(BitField::two(26, 2, 34, 1)),
    offset: Some(ImmSpec {
        field: BitField::new(46, 7),
        signed: false,
        shift: 2,
        minus: false,
    }),
    postinc: false,
};
const S56: MemSpec = MemSpec {
    space: "c",
    bank: Some(BitField::new(54, 4)),
    base: MemBaseSpec::Areg(BitField::two(26, 2, 34, 1)),
    offset: Some(ImmSpec {
        field: BitField::new(46, 7),
        signed: true,
        shift: 2,
        minus: false,
    }),
    postinc: true,
};
const S57: MemSpec = MemSpec {
    space: "c",
    bank: Some(BitField::new(54, 4)),
    base: MemBaseSpec::None,
    offset: Some(ImmSpec {
        field: BitField::new(46, 7),
        signed: false,
        shift: 2,
        minus: false,
    }),
    postinc: false,
};
const S58: MemSpec = MemSpec {
    space: "c",
    bank: Some(BitField::new(54, 4)),
    base: MemBaseSpec::None,
    offset: Some(ImmSpec {
        field: BitField::new(46, 7),
        signed: false,
        shift: 1,
        minus: false,
    }),
    postinc: false,
};
const S59: RegSpec = RegSpec {
    field: BitField::two(26, 2, 34, 1),
    file: RegFile::A,
    shape: RegShape::Word,
};
const S60: RegSpec = RegSpec {
    field: BitField::new(46, 4),
    file: RegFile::Sr,
    shape: RegShape::Word,
};
const S61: RegSpec = RegSpec {
    field: BitField::new(2, 3),
    file: RegFile::A,
    shape: RegShape::Word,
};
const S62: ImmSpec = ImmSpec {
    field: BitField::new(16, 4),
    signed: false,
    shift: 0,
    minus: false,
};
const S63: MemSpec = MemSpec {
    space: "o",
    bank: None,
    base: MemBaseSpec::Areg(BitField::two(26, 2, 34, 1)),
    offset: Some(ImmSpec {
        field: BitField::new(9, 14),
        signed: false,
        shift: 2,
        minus: false,
    }),
    postinc: false,
};
const S64: MemSpec = MemSpec {
    space: "a",
    bank: None,
    base: MemBaseSpec::Areg(BitField::two(26, 2, 34, 1)),
    offset: Some(ImmSpec {
        field: BitField::new(9, 7),
        signed: false,
        shift: 2,
        minus: false,
    }),
    postinc: false,
};
const S65: MemSpec = MemSpec {
    space: "o",
    bank: None,
    base: MemBaseSpec::None,
    offset: Some(ImmSpec {
        field: BitField::new(2, 7),
        signed: false,
        shift: 1,
        minus: false,
    }),
    postinc: false,
};
const S66: RegSpec = RegSpec {
    field: BitField::new(9, 7),
    file: RegFile::R,
    shape: RegShape::Half,
};
const S67: MemSpec = MemSpec {
    space: "c",
    bank: Some(BitField::new(54, 4)),
    base: MemBaseSpec::Areg(BitField::two(26, 2, 34, 1)),
    offset: Some(ImmSpec {
        field: BitField::new(9, 15),
        signed: false,
        shift: 1,
        minus: false,
    }),
    postinc: false,
};
const S68: MemSpec = MemSpec {
    space: "c",
    bank: Some(BitField::new(54, 4)),
    base: MemBaseSpec::Areg(BitField::two(26, 2, 34, 1)),
    offset: Some(ImmSpec {
        field: BitField::new(9, 14),
        signed: false,
        shift: 2,
        minus: false,
    }),
    postinc: false,
};
const S69: MemSpec = MemSpec {
    space: "c",
    bank: Some(BitField::new(54, 4)),
    base: MemBaseSpec::Areg(BitField::two(26, 2, 34, 1)),
    offset: Some(ImmSpec {
        field: BitField::new(9, 16),
        signed: false,
        shift: 0,
        minus: false,
    }),
    postinc: true,
};
const S70: MemSpec = MemSpec {
    space: "c",
    bank: Some(BitField::new(54, 4)),
    base: MemBaseSpec::Areg(BitField::two(26, 2, 34, 1)),
    offset: Some(ImmSpec {
        field: BitField::new(9, 15),
        signed: false,
        shift: 1,
        minus: false,
    }),
    postinc: true,
};
const S71: MemSpec = MemSpec {
    space: "c",
    bank: Some(BitField::new(54, 4)),
    base: MemBaseSpec::Areg(BitField::two(26, 2, 34, 1)),
    offset: Some(ImmSpec {
        field: BitField::new(9, 14),
        signed: false,
        shift: 2,
        minus: false,
    }),
    postinc: true,
};
const S72: MemSpec = MemSpec {
    space: "c",
    bank: Some(BitField::new(54, 4)),
    base: MemBaseSpec::Areg(BitField::two(26, 2, 34, 1)),
    offset: Some(ImmSpec {
        field: BitField::new(46, 7),
        signed: false,
        shift: 1,
        minus: false,
    }),
    postinc: false,
};
const S73: MemSpec = MemSpec {
    space: "c",
    bank: Some(BitField::new(54, 4)),
    base: MemBaseSpec::Areg(BitField::two(26, 2, 34, 1)),
    offset: Some(ImmSpec {
        field: BitField::new(46, 7),
        signed: true,
        shift: 1,
        minus: false,
    }),
    postinc: true,
};
const S74: MemSpec = MemSpec {
    space: "c",
    bank: Some(BitField::new(54, 4)),
    base: MemBaseSpec::Areg(BitField::two(26, 2, 34, 1)),
    offset: Some(ImmSpec {
        field: BitField::new(16, 7),
        signed: false,
        shift: 1,
        minus: false,
    }),
    postinc: false,
};
const S75: MemSpec = MemSpec {
    space: "c",
    bank: Some(BitField::new(54, 4)),
    base: MemBaseSpec::Areg(BitField::two(26, 2, 34, 1)),
    offset: Some(ImmSpec {
        field: BitField::new(16, 7),
        signed: true,
        shift: 1,
        minus: false,
    }),
    postinc: true,
};
const S76: MemSpec = MemSpec {
    space: "c",
    bank: Some(BitField::new(54, 4)),
    base: MemBaseSpec::None,
    offset: Some(ImmSpec {
        field: BitField::new(16, 7),
        signed: false,
        shift: 1,
        minus: false,
    }),
    postinc: false,
};
const S77: RegSpec = RegSpec {
    field: BitField::new(16, 7),
    file: RegFile::R,
    shape: RegShape::Half,
};
const S78: ImmSpec = ImmSpec {
    field: BitField::new(16, 7),
    signed: false,
    shift: 0,
    minus: false,
};
const S79: MemSpec = MemSpec {
    space: "v",
    bank: None,
    base: MemBaseSpec::Areg(BitField::two(26, 2, 34, 1)),
    offset: Some(ImmSpec {
        field: BitField::new(16, 8),
        signed: false,
        shift: 2,
        minus: false,
    }),
    postinc: false,
};
const S80: RegSpec = RegSpec {
    field: BitField::new(2, 7),
    file: RegFile::R,
    shape: RegShape::Double,
};
const S81: RegSpec = RegSpec {
    field: BitField::new(9, 7),
    file: RegFile::R,
    shape: RegShape::Double,
};
const S82: RegSpec = RegSpec {
    field: BitField::new(2, 7),
    file: RegFile::R,
    shape: RegShape::Quad,
};
const S83: MemSpec = MemSpec {
    space: "l",
    bank: None,
    base: MemBaseSpec::Areg(BitField::two(26, 2, 34, 1)),
    offset: Some(ImmSpec {
        field: BitField::new(9, 16),
        signed: false,
        shift: 0,
        minus: false,
    }),
    postinc: false,
};
const S84: MemSpec = MemSpec {
    space: "l",
    bank: None,
    base: MemBaseSpec::Areg(BitField::two(26, 2, 34, 1)),
    offset: Some(ImmSpec {
        field: BitField::new(9, 16),
        signed: false,
        shift: 0,
        minus: false,
    }),
    postinc: true,
};
const S85: RegSpec = RegSpec {
    field: BitField::new(16, 7),
    file: RegFile::R,
    shape: RegShape::Double,
};
const S86: RegSpec = RegSpec {
    field: BitField::new(46, 7),
    file: RegFile::R,
    shape: RegShape::Double,
};
const S87: ImmSpec = ImmSpec {
    field: BitField::new(9, 16),
    signed: false,
    shift: 0,
    minus: false,
};
const S88: MemSpec = MemSpec {
    space: "g",
    bank: Some(BitField::new(16, 4)),
    base: MemBaseSpec::Reg(&S41),
    offset: None,
    postinc: false,
};
const S89: MemSpec = MemSpec {
    space: "g",
    bank: Some(BitField::new(23, 4)),
    base: MemBaseSpec::Reg(&S41),
    offset: None,
    postinc: false,
};
const S90: VecSpec = VecSpec {
    base: BitField::new(2, 7),
    count: VecCount::Fixed(4),
    mask: Some(BitField::two(25, 2, 46, 2)),
};
const S91: VecSpec = VecSpec {
    base: BitField::new(2, 7),
    count: VecCount::Field(BitField::new(22, 2), 1),
    mask: None,
};
const S92: ImmSpec = ImmSpec {
    field: BitField::new(56, 4),
    signed: true,
    shift: 0,
    minus: true,
};
const S93: ImmSpec = ImmSpec {
    field: BitField::new(52, 4),
    signed: true,
    shift: 0,
    minus: true,
};
const S94: ImmSpec = ImmSpec {
    field: BitField::new(48, 4),
    signed: true,
    shift: 0,
    minus: true,
};
const S95: ImmSpec = ImmSpec {
    field: BitField::new(10, 4),
    signed: false,
    shift: 0,
    minus: false,
};

static L0: [[u8; 32]; 64] = [
    [
        10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 10, 10,
        10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 0, 0, 0, 0, 10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 0, 0, 0, 0,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10,
        10, 10, 10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 1, 2, 3, 4, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 5, 6, 7, 8, 10, 10,
        10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 10, 10,
        10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 0, 0, 0, 0, 10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 0, 0, 0, 0,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10,
        10, 10, 10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 1, 2, 3, 4, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 5, 6, 7, 8, 10, 10,
        10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 10, 10,
        10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 0, 0, 0, 0, 10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 0, 0, 0, 0,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10,
        10, 10, 10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 1, 2, 3, 4, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 5, 6, 7, 8, 10, 10,
        10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 10, 10,
        10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 0, 0, 0, 0, 10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 0, 0, 0, 0,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10,
        10, 10, 10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 1, 2, 3, 4, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 5, 6, 7, 8, 10, 10,
        10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 10, 10,
        10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 0, 0, 0, 0, 10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 0, 0, 0, 0,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10,
        10, 10, 10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 1, 2, 3, 4, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 5, 6, 7, 8, 10, 10,
        10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 10, 10,
        10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 0, 0, 0, 0, 10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 0, 0, 0, 0,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10,
        10, 10, 10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 1, 2, 3, 4, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 5, 6, 7, 8, 10, 10,
        10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 10, 10,
        10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 0, 0, 0, 0, 10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 0, 0, 0, 0,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10,
        10, 10, 10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 1, 2, 3, 4, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 5, 6, 7, 8, 10, 10,
        10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 10, 10,
        10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 0, 0, 0, 0, 10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 0, 0, 0, 0,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10,
        10, 10, 10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 1, 2, 3, 4, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 5, 6, 7, 8, 10, 10,
        10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 10, 10,
        10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 0, 0, 0, 0, 10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 0, 0, 0, 0,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10,
        10, 10, 10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 1, 2, 3, 4, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 5, 6, 7, 8, 10, 10,
        10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 10, 10,
        10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 0, 0, 0, 0, 10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 0, 0, 0, 0,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10,
        10, 10, 10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 1, 2, 3, 4, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 5, 6, 7, 8, 10, 10,
        10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 10, 10,
        10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 0, 0, 0, 0, 10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 0, 0, 0, 0,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10,
        10, 10, 10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 1, 2, 3, 4, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 5, 6, 7, 8, 10, 10,
        10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 10, 10,
        10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 0, 0, 0, 0, 10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 0, 0, 0, 0,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10,
        10, 10, 10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 1, 2, 3, 4, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 5, 6, 7, 8, 10, 10,
        10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 10, 10,
        10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 0, 0, 0, 0, 10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 0, 0, 0, 0,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10,
        10, 10, 10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 1, 2, 3, 4, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 5, 6, 7, 8, 10, 10,
        10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 10, 10,
        10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 0, 0, 0, 0, 10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 0, 0, 0, 0,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10,
        10, 10, 10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 1, 2, 3, 4, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 5, 6, 7, 8, 10, 10,
        10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 10, 10,
        10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 0, 0, 0, 0, 10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 0, 0, 0, 0,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10,
        10, 10, 10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 1, 2, 3, 4, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 5, 6, 7, 8, 10, 10,
        10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 10, 10,
        10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 0, 0, 0, 0, 10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 0, 0, 0, 0,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10,
        10, 10, 10, 10,
    ],
    [
        10, 10, 10, 10, 10, 10, 10, 10, 1, 2, 3, 4, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 5, 6, 7, 8, 10, 10,
        10, 10,
    ],
];
static E0: [LutEntry<1>; 11] = [
    LutEntry {
        mask: 0x1800000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3806000,
        skel: 1,
        words: [Words::new(&["u8"])],
    },
    LutEntry {
        mask: 0x3806000,
        skel: 2,
        words: [Words::new(&["u16"])],
    },
    LutEntry {
        mask: 0x3806000,
        skel: 2,
        words: [Words::new(&["s16"])],
    },
    LutEntry {
        mask: 0x3806000,
        skel: 3,
        words: [Words::new(&["b32"])],
    },
    LutEntry {
        mask: 0x3806000,
        skel: 4,
        words: [Words::new(&["u8"])],
    },
    LutEntry {
        mask: 0x3806000,
        skel: 5,
        words: [Words::new(&["u16"])],
    },
    LutEntry {
        mask: 0x3806000,
        skel: 5,
        words: [Words::new(&["s16"])],
    },
    LutEntry {
        mask: 0x3806000,
        skel: 6,
        words: [Words::new(&["b32"])],
    },
    LutEntry {
        mask: 0x1800000,
        skel: 7,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 8,
        words: [Words::new(&["???"])],
    },
];
static E1: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x1000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x1000000,
        skel: 1,
        words: [Words::NONE],
    },
];
static E2: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0x800000,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3800000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x800000,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x1000000,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x800000,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3800000,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x800000,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x1000000,
        skel: 2,
        words: [Words::NONE],
    },
];
static E3: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x2,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x2,
        skel: 0,
        words: [Words::NONE],
    },
];
static E4: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x20000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x20000,
        skel: 0,
        words: [Words::new(&["sfu"])],
    },
];
static E5: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x1000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x1000000,
        skel: 1,
        words: [Words::NONE],
    },
];
static L6: [u8; 128] = [
    5, 4, 5, 4, 5, 4, 5, 4, 1, 4, 3, 4, 0, 4, 2, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4,
    5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4,
    5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4,
    5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4,
];
static E6: [LutEntry<1>; 7] = [
    LutEntry {
        mask: 0xf0028002,
        skel: 0,
        words: [Words::new(&["mov", "sfu", "b16"])],
    },
    LutEntry {
        mask: 0xf0028002,
        skel: 0,
        words: [Words::new(&["mov", "b16"])],
    },
    LutEntry {
        mask: 0xf0028002,
        skel: 1,
        words: [Words::new(&["mov", "sfu", "b32"])],
    },
    LutEntry {
        mask: 0xf0028002,
        skel: 1,
        words: [Words::new(&["mov", "b32"])],
    },
    LutEntry {
        mask: 0x2,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x2,
        skel: 3,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 4,
        words: [Words::new(&["???"])],
    },
];
static E7: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x10400000,
        skel: 0,
        words: [Words::new(&["add"])],
    },
    LutEntry {
        mask: 0x10400000,
        skel: 0,
        words: [Words::new(&["sub"])],
    },
    LutEntry {
        mask: 0x10400000,
        skel: 0,
        words: [Words::new(&["subr"])],
    },
    LutEntry {
        mask: 0x10400000,
        skel: 0,
        words: [Words::new(&["addc"])],
    },
];
static E8: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x100,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x100,
        skel: 0,
        words: [Words::new(&["sat"])],
    },
];
static E9: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0x800000,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3800000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x800000,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x1000000,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x800000,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3800000,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x800000,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x1000000,
        skel: 2,
        words: [Words::NONE],
    },
];
static E10: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x10400000,
        skel: 0,
        words: [Words::NONE],
    },
];
static L11: [u8; 256] = [
    17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17,
    16, 17, 16, 1, 16, 0, 16, 9, 16, 8, 16, 3, 16, 2, 16, 11, 16, 10, 16, 5, 16, 4, 16, 13, 16, 12, 16, 7, 16, 6, 16,
    15, 16, 14, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17,
    16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16,
    17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17,
    16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16,
    17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17,
    16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16,
    17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16,
];
static E11: [LutEntry<1>; 19] = [
    LutEntry {
        mask: 0xf0408102,
        skel: 0,
        words: [Words::new(&["add", "sat", "b16"])],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 0,
        words: [Words::new(&["add", "b16"])],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 0,
        words: [Words::new(&["sub", "sat", "b16"])],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 0,
        words: [Words::new(&["sub", "b16"])],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 0,
        words: [Words::new(&["subr", "sat", "b16"])],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 0,
        words: [Words::new(&["subr", "b16"])],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 0,
        words: [Words::new(&["addc", "sat", "b16"])],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 0,
        words: [Words::new(&["addc", "b16"])],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 1,
        words: [Words::new(&["add", "sat", "b32"])],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 1,
        words: [Words::new(&["add", "b32"])],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 1,
        words: [Words::new(&["sub", "sat", "b32"])],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 1,
        words: [Words::new(&["sub", "b32"])],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 1,
        words: [Words::new(&["subr", "sat", "b32"])],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 1,
        words: [Words::new(&["subr", "b32"])],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 1,
        words: [Words::new(&["addc", "sat", "b32"])],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 1,
        words: [Words::new(&["addc", "b32"])],
    },
    LutEntry {
        mask: 0x2,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x2,
        skel: 3,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 4,
        words: [Words::new(&["???"])],
    },
];
static E12: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x8000,
        skel: 0,
        words: [Words::new(&["u16"])],
    },
    LutEntry {
        mask: 0x8000,
        skel: 0,
        words: [Words::new(&["s16"])],
    },
];
static E13: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x100,
        skel: 0,
        words: [Words::new(&["u16"])],
    },
    LutEntry {
        mask: 0x100,
        skel: 0,
        words: [Words::new(&["s16"])],
    },
];
static E14: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x100,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x100,
        skel: 0,
        words: [Words::new(&["high"])],
    },
];
static E15: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x8000,
        skel: 0,
        words: [Words::new(&["u24"])],
    },
    LutEntry {
        mask: 0x8000,
        skel: 0,
        words: [Words::new(&["s24"])],
    },
];
static L16: [u8; 256] = [
    9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8,
    9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 0, 8, 1, 8, 2, 8, 3, 8, 6, 8, 4, 8,
    7, 8, 5, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8,
    9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8,
    9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8,
    9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8,
    9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8,
];
static E16: [LutEntry<3>; 11] = [
    LutEntry {
        mask: 0xf0408102,
        skel: 0,
        words: [Words::new(&["mul"]), Words::new(&["u16"]), Words::new(&["u16"])],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 0,
        words: [Words::new(&["mul"]), Words::new(&["u16"]), Words::new(&["s16"])],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 0,
        words: [Words::new(&["mul"]), Words::new(&["s16"]), Words::new(&["u16"])],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 0,
        words: [Words::new(&["mul"]), Words::new(&["s16"]), Words::new(&["s16"])],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 1,
        words: [Words::new(&["mul"]), Words::new(&["high", "u24"]), Words::NONE],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 1,
        words: [Words::new(&["mul"]), Words::new(&["high", "s24"]), Words::NONE],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 1,
        words: [Words::new(&["mul"]), Words::new(&["u24"]), Words::NONE],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 1,
        words: [Words::new(&["mul"]), Words::new(&["s24"]), Words::NONE],
    },
    LutEntry {
        mask: 0x2,
        skel: 2,
        words: [Words::NONE, Words::NONE, Words::NONE],
    },
    LutEntry {
        mask: 0x2,
        skel: 3,
        words: [Words::NONE, Words::NONE, Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 4,
        words: [Words::new(&["???"]), Words::NONE, Words::NONE],
    },
];
static E17: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x100,
        skel: 0,
        words: [Words::new(&["u32"])],
    },
    LutEntry {
        mask: 0x100,
        skel: 0,
        words: [Words::new(&["s32"])],
    },
];
static L18: [u8; 128] = [
    5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4,
    5, 4, 0, 4, 1, 4, 2, 4, 3, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4,
    5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4,
    5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4,
];
static E18: [LutEntry<2>; 7] = [
    LutEntry {
        mask: 0xf0008102,
        skel: 0,
        words: [Words::new(&["sad"]), Words::new(&["u16"])],
    },
    LutEntry {
        mask: 0xf0008102,
        skel: 0,
        words: [Words::new(&["sad"]), Words::new(&["s16"])],
    },
    LutEntry {
        mask: 0xf0008102,
        skel: 1,
        words: [Words::new(&["sad"]), Words::new(&["u32"])],
    },
    LutEntry {
        mask: 0xf0008102,
        skel: 1,
        words: [Words::new(&["sad"]), Words::new(&["s32"])],
    },
    LutEntry {
        mask: 0x2,
        skel: 2,
        words: [Words::NONE, Words::NONE],
    },
    LutEntry {
        mask: 0x2,
        skel: 3,
        words: [Words::NONE, Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 4,
        words: [Words::new(&["???"]), Words::NONE],
    },
];
static L19: [u8; 256] = [
    17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17,
    16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16,
    17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17,
    16, 17, 16, 17, 16, 17, 16, 17, 16, 0, 16, 4, 16, 8, 16, 12, 16, 1, 16, 5, 16, 9, 16, 13, 16, 2, 16, 6, 16, 10, 16,
    14, 16, 3, 16, 7, 16, 11, 16, 15, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17,
    16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16,
    17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17,
    16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16,
    17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16, 17, 16,
];
static E19: [LutEntry<2>; 19] = [
    LutEntry {
        mask: 0xf0408102,
        skel: 0,
        words: [Words::new(&["add"]), Words::new(&["mul", "u16"])],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 0,
        words: [Words::new(&["sub"]), Words::new(&["mul", "u16"])],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 0,
        words: [Words::new(&["subr"]), Words::new(&["mul", "u16"])],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 0,
        words: [Words::new(&["addc"]), Words::new(&["mul", "u16"])],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 0,
        words: [Words::new(&["add"]), Words::new(&["mul", "s16"])],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 0,
        words: [Words::new(&["sub"]), Words::new(&["mul", "s16"])],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 0,
        words: [Words::new(&["subr"]), Words::new(&["mul", "s16"])],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 0,
        words: [Words::new(&["addc"]), Words::new(&["mul", "s16"])],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 0,
        words: [Words::new(&["add", "sat"]), Words::new(&["mul", "s16"])],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 0,
        words: [Words::new(&["sub", "sat"]), Words::new(&["mul", "s16"])],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 0,
        words: [Words::new(&["subr", "sat"]), Words::new(&["mul", "s16"])],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 0,
        words: [Words::new(&["addc", "sat"]), Words::new(&["mul", "s16"])],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 1,
        words: [Words::new(&["add"]), Words::new(&["mul", "u24"])],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 1,
        words: [Words::new(&["sub"]), Words::new(&["mul", "u24"])],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 1,
        words: [Words::new(&["subr"]), Words::new(&["mul", "u24"])],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 1,
        words: [Words::new(&["addc"]), Words::new(&["mul", "u24"])],
    },
    LutEntry {
        mask: 0x2,
        skel: 2,
        words: [Words::NONE, Words::NONE],
    },
    LutEntry {
        mask: 0x2,
        skel: 3,
        words: [Words::NONE, Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 4,
        words: [Words::new(&["???"]), Words::NONE],
    },
];
static E21: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x400000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x400000,
        skel: 0,
        words: [Words::new(&["neg"])],
    },
];
static E22: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x8000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x8000,
        skel: 0,
        words: [Words::new(&["abs"])],
    },
];
static L23: [u8; 128] = [
    6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5,
    6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 3, 4, 2, 4,
    1, 4, 0, 4, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5,
    6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5, 6, 5,
];
static E23: [LutEntry<2>; 8] = [
    LutEntry {
        mask: 0xf0408002,
        skel: 0,
        words: [Words::new(&["rcp", "f32"]), Words::new(&["neg", "abs"])],
    },
    LutEntry {
        mask: 0xf0408002,
        skel: 0,
        words: [Words::new(&["rcp", "f32"]), Words::new(&["neg"])],
    },
    LutEntry {
        mask: 0xf0408002,
        skel: 0,
        words: [Words::new(&["rcp", "f32"]), Words::new(&["abs"])],
    },
    LutEntry {
        mask: 0xf0408002,
        skel: 1,
        words: [Words::new(&["rcp", "f32"]), Words::NONE],
    },
    LutEntry {
        mask: 0xf0000002,
        skel: 2,
        words: [Words::new(&["trap"]), Words::NONE],
    },
    LutEntry {
        mask: 0x2,
        skel: 3,
        words: [Words::NONE, Words::NONE],
    },
    LutEntry {
        mask: 0x2,
        skel: 4,
        words: [Words::NONE, Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 2,
        words: [Words::new(&["???"]), Words::NONE],
    },
];
static E24: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x8000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x8000,
        skel: 0,
        words: [Words::new(&["neg"])],
    },
];
static L25: [[u8; 32]; 64] = [
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 2, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 2, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 2, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 2, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 1, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 1, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 1, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 1, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 2, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 2, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 2, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 2, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 1, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 1, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 1, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 1, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 2, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 2, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 2, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 2, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 1, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 1, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 1, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 1, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 2, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 2, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 2, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 2, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 1, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 1, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 1, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 1, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 2, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 2, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 2, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 2, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 1, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 1, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 1, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 1, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 2, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 2, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 2, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 2, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 1, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 1, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 1, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 1, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 2, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 2, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 2, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 2, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 1, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 1, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 1, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 1, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 2, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 2, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 2, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 2, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 1, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 1, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 1, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
    [
        3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 0, 1, 3, 2, 3, 2, 3, 2, 3, 2,
    ],
];
static E25: [LutEntry<2>; 5] = [
    LutEntry {
        mask: 0xf0000002,
        skel: 0,
        words: [Words::new(&["add"]), Words::new(&["f32"])],
    },
    LutEntry {
        mask: 0xf0000002,
        skel: 1,
        words: [Words::new(&["brkpt"]), Words::NONE],
    },
    LutEntry {
        mask: 0x2,
        skel: 2,
        words: [Words::NONE, Words::NONE],
    },
    LutEntry {
        mask: 0x2,
        skel: 3,
        words: [Words::NONE, Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["???"]), Words::NONE],
    },
];
static L26: [u8; 256] = [
    9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8,
    9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8,
    9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8,
    9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8,
    9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8,
    9, 8, 7, 8, 3, 8, 5, 8, 1, 8, 6, 8, 2, 8, 4, 8, 0, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8,
    9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8,
];
static E26: [LutEntry<3>; 11] = [
    LutEntry {
        mask: 0xf0408102,
        skel: 0,
        words: [
            Words::new(&["mul", "sat", "f32"]),
            Words::new(&["neg"]),
            Words::new(&["neg"]),
        ],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 1,
        words: [Words::new(&["mul", "sat", "f32"]), Words::new(&["neg"]), Words::NONE],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 2,
        words: [Words::new(&["mul", "sat", "f32"]), Words::new(&["neg"]), Words::NONE],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 3,
        words: [Words::new(&["mul", "sat", "f32"]), Words::NONE, Words::NONE],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 0,
        words: [Words::new(&["mul", "f32"]), Words::new(&["neg"]), Words::new(&["neg"])],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 1,
        words: [Words::new(&["mul", "f32"]), Words::new(&["neg"]), Words::NONE],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 2,
        words: [Words::new(&["mul", "f32"]), Words::new(&["neg"]), Words::NONE],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 3,
        words: [Words::new(&["mul", "f32"]), Words::NONE, Words::NONE],
    },
    LutEntry {
        mask: 0x2,
        skel: 4,
        words: [Words::NONE, Words::NONE, Words::NONE],
    },
    LutEntry {
        mask: 0x2,
        skel: 5,
        words: [Words::NONE, Words::NONE, Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 6,
        words: [Words::new(&["???"]), Words::NONE, Words::NONE],
    },
];
static L27: [u8; 256] = [
    9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8,
    9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8,
    9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8,
    9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8,
    9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8,
    9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 7, 8, 3, 8,
    5, 8, 1, 8, 6, 8, 2, 8, 4, 8, 0, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8, 9, 8,
];
static E27: [LutEntry<4>; 11] = [
    LutEntry {
        mask: 0xf0408102,
        skel: 0,
        words: [
            Words::new(&["add", "sat", "f32"]),
            Words::new(&["neg"]),
            Words::new(&["mul"]),
            Words::new(&["neg"]),
        ],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 1,
        words: [
            Words::new(&["add", "sat", "f32"]),
            Words::new(&["neg"]),
            Words::new(&["mul"]),
            Words::NONE,
        ],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 2,
        words: [
            Words::new(&["add", "sat", "f32"]),
            Words::new(&["mul"]),
            Words::new(&["neg"]),
            Words::NONE,
        ],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 3,
        words: [
            Words::new(&["add", "sat", "f32"]),
            Words::new(&["mul"]),
            Words::NONE,
            Words::NONE,
        ],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 0,
        words: [
            Words::new(&["add", "f32"]),
            Words::new(&["neg"]),
            Words::new(&["mul"]),
            Words::new(&["neg"]),
        ],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 1,
        words: [
            Words::new(&["add", "f32"]),
            Words::new(&["neg"]),
            Words::new(&["mul"]),
            Words::NONE,
        ],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 2,
        words: [
            Words::new(&["add", "f32"]),
            Words::new(&["mul"]),
            Words::new(&["neg"]),
            Words::NONE,
        ],
    },
    LutEntry {
        mask: 0xf0408102,
        skel: 3,
        words: [
            Words::new(&["add", "f32"]),
            Words::new(&["mul"]),
            Words::NONE,
            Words::NONE,
        ],
    },
    LutEntry {
        mask: 0x2,
        skel: 4,
        words: [Words::NONE, Words::NONE, Words::NONE, Words::NONE],
    },
    LutEntry {
        mask: 0x2,
        skel: 5,
        words: [Words::NONE, Words::NONE, Words::NONE, Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 6,
        words: [Words::new(&["???"]), Words::NONE, Words::NONE, Words::NONE],
    },
];
static E28: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x100,
        skel: 0,
        words: [Words::new(&["all"])],
    },
    LutEntry {
        mask: 0x100,
        skel: 0,
        words: [Words::new(&["live"])],
    },
];
static L29: [u8; 128] = [
    5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4,
    5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4,
    5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4,
    5, 4, 5, 4, 5, 4, 0, 4, 1, 4, 2, 4, 3, 4,
];
static E29: [LutEntry<1>; 7] = [
    LutEntry {
        mask: 0xf1000102,
        skel: 0,
        words: [Words::new(&["texauto", "all"])],
    },
    LutEntry {
        mask: 0xf1000102,
        skel: 0,
        words: [Words::new(&["texauto", "live"])],
    },
    LutEntry {
        mask: 0xf1000102,
        skel: 0,
        words: [Words::new(&["texfetch", "all"])],
    },
    LutEntry {
        mask: 0xf1000102,
        skel: 0,
        words: [Words::new(&["texfetch", "live"])],
    },
    LutEntry {
        mask: 0x2,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x2,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 3,
        words: [Words::new(&["???"])],
    },
];
static L30: [u8; 32] = [
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 24, 24, 24, 24, 24, 24, 24, 24, 20, 21, 22,
    23,
];
static E30: [LutEntry<1>; 25] = [
    LutEntry {
        mask: 0xf8000000000,
        skel: 0,
        words: [Words::new(&["never"])],
    },
    LutEntry {
        mask: 0xf8000000000,
        skel: 1,
        words: [Words::new(&["l"])],
    },
    LutEntry {
        mask: 0xf8000000000,
        skel: 1,
        words: [Words::new(&["e"])],
    },
    LutEntry {
        mask: 0xf8000000000,
        skel: 1,
        words: [Words::new(&["le"])],
    },
    LutEntry {
        mask: 0xf8000000000,
        skel: 1,
        words: [Words::new(&["g"])],
    },
    LutEntry {
        mask: 0xf8000000000,
        skel: 1,
        words: [Words::new(&["lg"])],
    },
    LutEntry {
        mask: 0xf8000000000,
        skel: 1,
        words: [Words::new(&["ge"])],
    },
    LutEntry {
        mask: 0xf8000000000,
        skel: 1,
        words: [Words::new(&["lge"])],
    },
    LutEntry {
        mask: 0xf8000000000,
        skel: 1,
        words: [Words::new(&["u"])],
    },
    LutEntry {
        mask: 0xf8000000000,
        skel: 1,
        words: [Words::new(&["lu"])],
    },
    LutEntry {
        mask: 0xf8000000000,
        skel: 1,
        words: [Words::new(&["eu"])],
    },
    LutEntry {
        mask: 0xf8000000000,
        skel: 1,
        words: [Words::new(&["leu"])],
    },
    LutEntry {
        mask: 0xf8000000000,
        skel: 1,
        words: [Words::new(&["gu"])],
    },
    LutEntry {
        mask: 0xf8000000000,
        skel: 1,
        words: [Words::new(&["lgu"])],
    },
    LutEntry {
        mask: 0xf8000000000,
        skel: 1,
        words: [Words::new(&["geu"])],
    },
    LutEntry {
        mask: 0xf8000000000,
        skel: 2,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0xf8000000000,
        skel: 1,
        words: [Words::new(&["o"])],
    },
    LutEntry {
        mask: 0xf8000000000,
        skel: 1,
        words: [Words::new(&["c"])],
    },
    LutEntry {
        mask: 0xf8000000000,
        skel: 1,
        words: [Words::new(&["a"])],
    },
    LutEntry {
        mask: 0xf8000000000,
        skel: 1,
        words: [Words::new(&["s"])],
    },
    LutEntry {
        mask: 0xf8000000000,
        skel: 1,
        words: [Words::new(&["ns"])],
    },
    LutEntry {
        mask: 0xf8000000000,
        skel: 1,
        words: [Words::new(&["na"])],
    },
    LutEntry {
        mask: 0xf8000000000,
        skel: 1,
        words: [Words::new(&["nc"])],
    },
    LutEntry {
        mask: 0xf8000000000,
        skel: 1,
        words: [Words::new(&["no"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 2,
        words: [Words::new(&["???"])],
    },
];
static L31: [[u8; 16]; 64] = [
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
];
static E31: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0xf0000000,
        skel: 0,
        words: [Words::new(&["discard"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 2,
        words: [Words::new(&["???"])],
    },
];
static E33: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x4000000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x4000000000,
        skel: 0,
        words: [Words::new(&["lim"])],
    },
];
static R0: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x4000000000,
        skel: 0,
        words: [Words::new(&["call"])],
    },
    LutEntry {
        mask: 0x4000000000,
        skel: 0,
        words: [Words::new(&["call", "lim"])],
    },
];
static E40: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x2000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x2000000,
        skel: 0,
        words: [Words::new(&["inc"])],
    },
];
static E41: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x4000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x4000000,
        skel: 0,
        words: [Words::new(&["wait"])],
    },
];
static L42: [u8; 128] = [
    8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 3, 1, 2, 0, 8, 8,
    8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8,
    8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 7, 5, 6, 4, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8,
    8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8,
];
static E42: [LutEntry<2>; 9] = [
    LutEntry {
        mask: 0x4000f6000000,
        skel: 0,
        words: [Words::new(&["bar", "inc", "wait"]), Words::NONE],
    },
    LutEntry {
        mask: 0x4000f6000000,
        skel: 0,
        words: [Words::new(&["bar", "inc"]), Words::NONE],
    },
    LutEntry {
        mask: 0x4000f6000000,
        skel: 0,
        words: [Words::new(&["bar", "wait"]), Words::NONE],
    },
    LutEntry {
        mask: 0x4000f6000000,
        skel: 0,
        words: [Words::new(&["bar"]), Words::NONE],
    },
    LutEntry {
        mask: 0x4000f6000000,
        skel: 1,
        words: [Words::new(&["bar", "inc", "wait"]), Words::new(&["all"])],
    },
    LutEntry {
        mask: 0x4000f6000000,
        skel: 1,
        words: [Words::new(&["bar", "inc"]), Words::new(&["all"])],
    },
    LutEntry {
        mask: 0x4000f6000000,
        skel: 1,
        words: [Words::new(&["bar", "wait"]), Words::new(&["all"])],
    },
    LutEntry {
        mask: 0x4000f6000000,
        skel: 1,
        words: [Words::new(&["bar"]), Words::new(&["all"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 2,
        words: [Words::new(&["???"]), Words::NONE],
    },
];
static L45: [[u8; 16]; 64] = [
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1],
];
static E45: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0xf0000000,
        skel: 0,
        words: [Words::new(&["brkpt"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 2,
        words: [Words::new(&["???"])],
    },
];
static R1: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x4000000000,
        skel: 0,
        words: [Words::new(&["bra"])],
    },
    LutEntry {
        mask: 0x4000000000,
        skel: 0,
        words: [Words::new(&["bra", "lim"])],
    },
];
static L47: [[u8; 32]; 64] = [
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2,
    ],
    [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2,
    ],
];
static E47: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x40f0000000,
        skel: 0,
        words: [Words::new(&["preret", "lim"])],
    },
    LutEntry {
        mask: 0x40f0000000,
        skel: 0,
        words: [Words::new(&["preret"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 2,
        words: [Words::new(&["???"])],
    },
];
static L49: [[u8; 16]; 64] = [
    [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9],
    [9, 9, 9, 9, 0, 0, 0, 0, 9, 9, 9, 9, 0, 0, 0, 0],
    [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9],
    [9, 9, 9, 9, 1, 2, 3, 4, 9, 9, 9, 9, 5, 6, 7, 8],
    [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9],
    [9, 9, 9, 9, 0, 0, 0, 0, 9, 9, 9, 9, 0, 0, 0, 0],
    [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9],
    [9, 9, 9, 9, 1, 2, 3, 4, 9, 9, 9, 9, 5, 6, 7, 8],
    [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9],
    [9, 9, 9, 9, 0, 0, 0, 0, 9, 9, 9, 9, 0, 0, 0, 0],
    [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9],
    [9, 9, 9, 9, 1, 2, 3, 4, 9, 9, 9, 9, 5, 6, 7, 8],
    [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9],
    [9, 9, 9, 9, 0, 0, 0, 0, 9, 9, 9, 9, 0, 0, 0, 0],
    [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9],
    [9, 9, 9, 9, 1, 2, 3, 4, 9, 9, 9, 9, 5, 6, 7, 8],
    [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9],
    [9, 9, 9, 9, 0, 0, 0, 0, 9, 9, 9, 9, 0, 0, 0, 0],
    [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9],
    [9, 9, 9, 9, 1, 2, 3, 4, 9, 9, 9, 9, 5, 6, 7, 8],
    [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9],
    [9, 9, 9, 9, 0, 0, 0, 0, 9, 9, 9, 9, 0, 0, 0, 0],
    [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9],
    [9, 9, 9, 9, 1, 2, 3, 4, 9, 9, 9, 9, 5, 6, 7, 8],
    [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9],
    [9, 9, 9, 9, 0, 0, 0, 0, 9, 9, 9, 9, 0, 0, 0, 0],
    [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9],
    [9, 9, 9, 9, 1, 2, 3, 4, 9, 9, 9, 9, 5, 6, 7, 8],
    [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9],
    [9, 9, 9, 9, 0, 0, 0, 0, 9, 9, 9, 9, 0, 0, 0, 0],
    [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9],
    [9, 9, 9, 9, 1, 2, 3, 4, 9, 9, 9, 9, 5, 6, 7, 8],
    [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9],
    [9, 9, 9, 9, 0, 0, 0, 0, 9, 9, 9, 9, 0, 0, 0, 0],
    [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9],
    [9, 9, 9, 9, 1, 2, 3, 4, 9, 9, 9, 9, 5, 6, 7, 8],
    [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9],
    [9, 9, 9, 9, 0, 0, 0, 0, 9, 9, 9, 9, 0, 0, 0, 0],
    [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9],
    [9, 9, 9, 9, 1, 2, 3, 4, 9, 9, 9, 9, 5, 6, 7, 8],
    [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9],
    [9, 9, 9, 9, 0, 0, 0, 0, 9, 9, 9, 9, 0, 0, 0, 0],
    [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9],
    [9, 9, 9, 9, 1, 2, 3, 4, 9, 9, 9, 9, 5, 6, 7, 8],
    [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9],
    [9, 9, 9, 9, 0, 0, 0, 0, 9, 9, 9, 9, 0, 0, 0, 0],
    [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9],
    [9, 9, 9, 9, 1, 2, 3, 4, 9, 9, 9, 9, 5, 6, 7, 8],
    [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9],
    [9, 9, 9, 9, 0, 0, 0, 0, 9, 9, 9, 9, 0, 0, 0, 0],
    [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9],
    [9, 9, 9, 9, 1, 2, 3, 4, 9, 9, 9, 9, 5, 6, 7, 8],
    [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9],
    [9, 9, 9, 9, 0, 0, 0, 0, 9, 9, 9, 9, 0, 0, 0, 0],
    [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9],
    [9, 9, 9, 9, 1, 2, 3, 4, 9, 9, 9, 9, 5, 6, 7, 8],
    [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9],
    [9, 9, 9, 9, 0, 0, 0, 0, 9, 9, 9, 9, 0, 0, 0, 0],
    [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9],
    [9, 9, 9, 9, 1, 2, 3, 4, 9, 9, 9, 9, 5, 6, 7, 8],
    [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9],
    [9, 9, 9, 9, 0, 0, 0, 0, 9, 9, 9, 9, 0, 0, 0, 0],
    [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9],
    [9, 9, 9, 9, 1, 2, 3, 4, 9, 9, 9, 9, 5, 6, 7, 8],
];
static E49: [LutEntry<1>; 10] = [
    LutEntry {
        mask: 0x1000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3006000,
        skel: 1,
        words: [Words::new(&["u8"])],
    },
    LutEntry {
        mask: 0x3006000,
        skel: 2,
        words: [Words::new(&["u16"])],
    },
    LutEntry {
        mask: 0x3006000,
        skel: 2,
        words: [Words::new(&["s16"])],
    },
    LutEntry {
        mask: 0x3006000,
        skel: 3,
        words: [Words::new(&["b32"])],
    },
    LutEntry {
        mask: 0x3006000,
        skel: 4,
        words: [Words::new(&["u8"])],
    },
    LutEntry {
        mask: 0x3006000,
        skel: 5,
        words: [Words::new(&["u16"])],
    },
    LutEntry {
        mask: 0x3006000,
        skel: 5,
        words: [Words::new(&["s16"])],
    },
    LutEntry {
        mask: 0x3006000,
        skel: 6,
        words: [Words::new(&["b32"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 7,
        words: [Words::new(&["???"])],
    },
];
static E50: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x1000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x1000000,
        skel: 1,
        words: [Words::NONE],
    },
];
static L52: [u8; 32] = [
    2, 2, 0, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
];
static E52: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0xf0008000,
        skel: 0,
        words: [Words::new(&["mov", "b16"])],
    },
    LutEntry {
        mask: 0xf0008000,
        skel: 1,
        words: [Words::new(&["mov", "b32"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 3,
        words: [Words::new(&["???"])],
    },
];
static E53: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x1000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x1000000,
        skel: 1,
        words: [Words::NONE],
    },
];
static L54: [u8; 128] = [
    16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 1, 0, 9, 8, 3, 2, 11, 10, 5, 4, 13, 12, 7, 6, 15,
    14, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16,
    16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16,
    16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16,
    16, 16, 16, 16, 16, 16, 16, 16, 16, 16,
];
static E54: [LutEntry<1>; 18] = [
    LutEntry {
        mask: 0xf0408100,
        skel: 0,
        words: [Words::new(&["add", "sat", "b16"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 0,
        words: [Words::new(&["add", "b16"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 0,
        words: [Words::new(&["sub", "sat", "b16"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 0,
        words: [Words::new(&["sub", "b16"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 0,
        words: [Words::new(&["subr", "sat", "b16"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 0,
        words: [Words::new(&["subr", "b16"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 0,
        words: [Words::new(&["addc", "sat", "b16"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 0,
        words: [Words::new(&["addc", "b16"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 1,
        words: [Words::new(&["add", "sat", "b32"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 1,
        words: [Words::new(&["add", "b32"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 1,
        words: [Words::new(&["sub", "sat", "b32"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 1,
        words: [Words::new(&["sub", "b32"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 1,
        words: [Words::new(&["subr", "sat", "b32"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 1,
        words: [Words::new(&["subr", "b32"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 1,
        words: [Words::new(&["addc", "sat", "b32"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 1,
        words: [Words::new(&["addc", "b32"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 3,
        words: [Words::new(&["???"])],
    },
];
static L55: [u8; 128] = [
    8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 0, 1, 2, 3, 6, 4,
    7, 5, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8,
    8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8,
    8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8,
];
static E55: [LutEntry<3>; 10] = [
    LutEntry {
        mask: 0xf0408100,
        skel: 0,
        words: [Words::new(&["mul"]), Words::new(&["u16"]), Words::new(&["u16"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 0,
        words: [Words::new(&["mul"]), Words::new(&["u16"]), Words::new(&["s16"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 0,
        words: [Words::new(&["mul"]), Words::new(&["s16"]), Words::new(&["u16"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 0,
        words: [Words::new(&["mul"]), Words::new(&["s16"]), Words::new(&["s16"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 1,
        words: [Words::new(&["mul"]), Words::new(&["high", "u24"]), Words::NONE],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 1,
        words: [Words::new(&["mul"]), Words::new(&["high", "s24"]), Words::NONE],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 1,
        words: [Words::new(&["mul"]), Words::new(&["u24"]), Words::NONE],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 1,
        words: [Words::new(&["mul"]), Words::new(&["s24"]), Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 2,
        words: [Words::NONE, Words::NONE, Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 3,
        words: [Words::new(&["???"]), Words::NONE, Words::NONE],
    },
];
static L56: [u8; 128] = [
    16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16,
    16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14,
    3, 7, 11, 15, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16,
    16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16,
    16, 16, 16, 16, 16, 16, 16, 16, 16, 16,
];
static E56: [LutEntry<2>; 18] = [
    LutEntry {
        mask: 0xf0408100,
        skel: 0,
        words: [Words::new(&["add"]), Words::new(&["mul", "u16"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 0,
        words: [Words::new(&["sub"]), Words::new(&["mul", "u16"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 0,
        words: [Words::new(&["subr"]), Words::new(&["mul", "u16"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 0,
        words: [Words::new(&["addc"]), Words::new(&["mul", "u16"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 0,
        words: [Words::new(&["add"]), Words::new(&["mul", "s16"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 0,
        words: [Words::new(&["sub"]), Words::new(&["mul", "s16"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 0,
        words: [Words::new(&["subr"]), Words::new(&["mul", "s16"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 0,
        words: [Words::new(&["addc"]), Words::new(&["mul", "s16"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 0,
        words: [Words::new(&["add", "sat"]), Words::new(&["mul", "s16"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 0,
        words: [Words::new(&["sub", "sat"]), Words::new(&["mul", "s16"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 0,
        words: [Words::new(&["subr", "sat"]), Words::new(&["mul", "s16"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 0,
        words: [Words::new(&["addc", "sat"]), Words::new(&["mul", "s16"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 1,
        words: [Words::new(&["add"]), Words::new(&["mul", "u24"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 1,
        words: [Words::new(&["sub"]), Words::new(&["mul", "u24"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 1,
        words: [Words::new(&["subr"]), Words::new(&["mul", "u24"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 1,
        words: [Words::new(&["addc"]), Words::new(&["mul", "u24"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 2,
        words: [Words::NONE, Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 3,
        words: [Words::new(&["???"]), Words::NONE],
    },
];
static L57: [u8; 128] = [
    8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8,
    8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8,
    8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 7, 3, 5, 1, 6, 2, 4, 0, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8,
    8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8,
];
static E57: [LutEntry<3>; 10] = [
    LutEntry {
        mask: 0xf0408100,
        skel: 0,
        words: [
            Words::new(&["add", "sat", "f32"]),
            Words::new(&["neg"]),
            Words::new(&["neg"]),
        ],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 1,
        words: [Words::new(&["add", "sat", "f32"]), Words::new(&["neg"]), Words::NONE],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 2,
        words: [Words::new(&["add", "sat", "f32"]), Words::new(&["neg"]), Words::NONE],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 3,
        words: [Words::new(&["add", "sat", "f32"]), Words::NONE, Words::NONE],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 0,
        words: [Words::new(&["add", "f32"]), Words::new(&["neg"]), Words::new(&["neg"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 1,
        words: [Words::new(&["add", "f32"]), Words::new(&["neg"]), Words::NONE],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 2,
        words: [Words::new(&["add", "f32"]), Words::new(&["neg"]), Words::NONE],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 3,
        words: [Words::new(&["add", "f32"]), Words::NONE, Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 4,
        words: [Words::NONE, Words::NONE, Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 5,
        words: [Words::new(&["???"]), Words::NONE, Words::NONE],
    },
];
static L58: [u8; 128] = [
    8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8,
    8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8,
    8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 7, 3, 5, 1, 6, 2, 4, 0, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8,
    8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8,
];
static E58: [LutEntry<3>; 10] = [
    LutEntry {
        mask: 0xf0408100,
        skel: 0,
        words: [
            Words::new(&["mul", "sat", "f32"]),
            Words::new(&["neg"]),
            Words::new(&["neg"]),
        ],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 1,
        words: [Words::new(&["mul", "sat", "f32"]), Words::new(&["neg"]), Words::NONE],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 2,
        words: [Words::new(&["mul", "sat", "f32"]), Words::new(&["neg"]), Words::NONE],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 3,
        words: [Words::new(&["mul", "sat", "f32"]), Words::NONE, Words::NONE],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 0,
        words: [Words::new(&["mul", "f32"]), Words::new(&["neg"]), Words::new(&["neg"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 1,
        words: [Words::new(&["mul", "f32"]), Words::new(&["neg"]), Words::NONE],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 2,
        words: [Words::new(&["mul", "f32"]), Words::new(&["neg"]), Words::NONE],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 3,
        words: [Words::new(&["mul", "f32"]), Words::NONE, Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 4,
        words: [Words::NONE, Words::NONE, Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 5,
        words: [Words::new(&["???"]), Words::NONE, Words::NONE],
    },
];
static E59: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x400000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x400000,
        skel: 0,
        words: [Words::new(&["not"])],
    },
];
static L60: [u8; 128] = [
    8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8,
    8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8,
    8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 1, 3, 5, 7, 0, 2, 4, 6, 8, 8,
    8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8,
];
static E60: [LutEntry<2>; 10] = [
    LutEntry {
        mask: 0xf0408100,
        skel: 0,
        words: [Words::new(&["and", "b32"]), Words::new(&["not"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 1,
        words: [Words::new(&["and", "b32"]), Words::NONE],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 0,
        words: [Words::new(&["or", "b32"]), Words::new(&["not"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 1,
        words: [Words::new(&["or", "b32"]), Words::NONE],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 0,
        words: [Words::new(&["xor", "b32"]), Words::new(&["not"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 1,
        words: [Words::new(&["xor", "b32"]), Words::NONE],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 0,
        words: [Words::new(&["mov2", "b32"]), Words::new(&["not"])],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 1,
        words: [Words::new(&["mov2", "b32"]), Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 2,
        words: [Words::NONE, Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 3,
        words: [Words::new(&["???"]), Words::NONE],
    },
];
static L61: [u8; 128] = [
    8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8,
    8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8,
    8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 7, 3,
    5, 1, 6, 2, 4, 0, 8, 8, 8, 8, 8, 8, 8, 8,
];
static E61: [LutEntry<4>; 10] = [
    LutEntry {
        mask: 0xf0408100,
        skel: 0,
        words: [
            Words::new(&["add", "sat", "f32"]),
            Words::new(&["neg"]),
            Words::new(&["mul"]),
            Words::new(&["neg"]),
        ],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 1,
        words: [
            Words::new(&["add", "sat", "f32"]),
            Words::new(&["neg"]),
            Words::new(&["mul"]),
            Words::NONE,
        ],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 2,
        words: [
            Words::new(&["add", "sat", "f32"]),
            Words::new(&["mul"]),
            Words::new(&["neg"]),
            Words::NONE,
        ],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 3,
        words: [
            Words::new(&["add", "sat", "f32"]),
            Words::new(&["mul"]),
            Words::NONE,
            Words::NONE,
        ],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 0,
        words: [
            Words::new(&["add", "f32"]),
            Words::new(&["neg"]),
            Words::new(&["mul"]),
            Words::new(&["neg"]),
        ],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 1,
        words: [
            Words::new(&["add", "f32"]),
            Words::new(&["neg"]),
            Words::new(&["mul"]),
            Words::NONE,
        ],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 2,
        words: [
            Words::new(&["add", "f32"]),
            Words::new(&["mul"]),
            Words::new(&["neg"]),
            Words::NONE,
        ],
    },
    LutEntry {
        mask: 0xf0408100,
        skel: 3,
        words: [
            Words::new(&["add", "f32"]),
            Words::new(&["mul"]),
            Words::NONE,
            Words::NONE,
        ],
    },
    LutEntry {
        mask: 0x0,
        skel: 4,
        words: [Words::NONE, Words::NONE, Words::NONE, Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 5,
        words: [Words::new(&["???"]), Words::NONE, Words::NONE, Words::NONE],
    },
];
static L62: [u8; 16] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
static E62: [LutEntry<1>; 17] = [
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["lnone"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["l0"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["l1"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["l01"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["l2"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["l02"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["l12"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["l012"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["l3"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["l03"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["l13"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["l013"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["l23"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["l023"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["l123"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["???"])],
    },
];
static L63: [u8; 256] = [
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0,
];
static E63: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x8000001fc,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x800000000,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x800000000,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 3,
        words: [Words::new(&["???"])],
    },
];
static E64: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x4000000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x4000000000,
        skel: 0,
        words: [Words::new(&["ce"])],
    },
];
static L65: [[u8; 8]; 64] = [
    [8, 8, 8, 8, 8, 8, 8, 8],
    [8, 8, 8, 8, 8, 8, 8, 8],
    [9, 9, 9, 9, 9, 9, 9, 9],
    [0, 1, 2, 3, 4, 5, 6, 7],
    [8, 8, 8, 8, 8, 8, 8, 8],
    [8, 8, 8, 8, 8, 8, 8, 8],
    [9, 9, 9, 9, 9, 9, 9, 9],
    [0, 1, 2, 3, 4, 5, 6, 7],
    [8, 8, 8, 8, 8, 8, 8, 8],
    [8, 8, 8, 8, 8, 8, 8, 8],
    [9, 9, 9, 9, 9, 9, 9, 9],
    [0, 1, 2, 3, 4, 5, 6, 7],
    [8, 8, 8, 8, 8, 8, 8, 8],
    [8, 8, 8, 8, 8, 8, 8, 8],
    [9, 9, 9, 9, 9, 9, 9, 9],
    [0, 1, 2, 3, 4, 5, 6, 7],
    [8, 8, 8, 8, 8, 8, 8, 8],
    [8, 8, 8, 8, 8, 8, 8, 8],
    [9, 9, 9, 9, 9, 9, 9, 9],
    [0, 1, 2, 3, 4, 5, 6, 7],
    [8, 8, 8, 8, 8, 8, 8, 8],
    [8, 8, 8, 8, 8, 8, 8, 8],
    [9, 9, 9, 9, 9, 9, 9, 9],
    [0, 1, 2, 3, 4, 5, 6, 7],
    [8, 8, 8, 8, 8, 8, 8, 8],
    [8, 8, 8, 8, 8, 8, 8, 8],
    [9, 9, 9, 9, 9, 9, 9, 9],
    [0, 1, 2, 3, 4, 5, 6, 7],
    [8, 8, 8, 8, 8, 8, 8, 8],
    [8, 8, 8, 8, 8, 8, 8, 8],
    [9, 9, 9, 9, 9, 9, 9, 9],
    [0, 1, 2, 3, 4, 5, 6, 7],
    [8, 8, 8, 8, 8, 8, 8, 8],
    [8, 8, 8, 8, 8, 8, 8, 8],
    [9, 9, 9, 9, 9, 9, 9, 9],
    [0, 1, 2, 3, 4, 5, 6, 7],
    [8, 8, 8, 8, 8, 8, 8, 8],
    [8, 8, 8, 8, 8, 8, 8, 8],
    [9, 9, 9, 9, 9, 9, 9, 9],
    [0, 1, 2, 3, 4, 5, 6, 7],
    [8, 8, 8, 8, 8, 8, 8, 8],
    [8, 8, 8, 8, 8, 8, 8, 8],
    [9, 9, 9, 9, 9, 9, 9, 9],
    [0, 1, 2, 3, 4, 5, 6, 7],
    [8, 8, 8, 8, 8, 8, 8, 8],
    [8, 8, 8, 8, 8, 8, 8, 8],
    [9, 9, 9, 9, 9, 9, 9, 9],
    [0, 1, 2, 3, 4, 5, 6, 7],
    [8, 8, 8, 8, 8, 8, 8, 8],
    [8, 8, 8, 8, 8, 8, 8, 8],
    [9, 9, 9, 9, 9, 9, 9, 9],
    [0, 1, 2, 3, 4, 5, 6, 7],
    [8, 8, 8, 8, 8, 8, 8, 8],
    [8, 8, 8, 8, 8, 8, 8, 8],
    [9, 9, 9, 9, 9, 9, 9, 9],
    [0, 1, 2, 3, 4, 5, 6, 7],
    [8, 8, 8, 8, 8, 8, 8, 8],
    [8, 8, 8, 8, 8, 8, 8, 8],
    [9, 9, 9, 9, 9, 9, 9, 9],
    [0, 1, 2, 3, 4, 5, 6, 7],
    [8, 8, 8, 8, 8, 8, 8, 8],
    [8, 8, 8, 8, 8, 8, 8, 8],
    [9, 9, 9, 9, 9, 9, 9, 9],
    [0, 1, 2, 3, 4, 5, 6, 7],
];
static E65: [LutEntry<1>; 10] = [
    LutEntry {
        mask: 0x200c000,
        skel: 0,
        words: [Words::new(&["u8"])],
    },
    LutEntry {
        mask: 0x200c000,
        skel: 1,
        words: [Words::new(&["u16"])],
    },
    LutEntry {
        mask: 0x200c000,
        skel: 1,
        words: [Words::new(&["s16"])],
    },
    LutEntry {
        mask: 0x200c000,
        skel: 2,
        words: [Words::new(&["b32"])],
    },
    LutEntry {
        mask: 0x200c000,
        skel: 3,
        words: [Words::new(&["u8"])],
    },
    LutEntry {
        mask: 0x200c000,
        skel: 4,
        words: [Words::new(&["u16"])],
    },
    LutEntry {
        mask: 0x200c000,
        skel: 4,
        words: [Words::new(&["s16"])],
    },
    LutEntry {
        mask: 0x200c000,
        skel: 5,
        words: [Words::new(&["b32"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 6,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 7,
        words: [Words::new(&["???"])],
    },
];
static L66: [[u8; 8]; 64] = [
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 0, 2, 2, 2, 0],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 0, 2, 2, 2, 0],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 0, 2, 2, 2, 0],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 0, 2, 2, 2, 0],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 0, 2, 2, 2, 0],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 0, 2, 2, 2, 0],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 0, 2, 2, 2, 0],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 0, 2, 2, 2, 0],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 0, 2, 2, 2, 0],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 0, 2, 2, 2, 0],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 0, 2, 2, 2, 0],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 0, 2, 2, 2, 0],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 0, 2, 2, 2, 0],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 0, 2, 2, 2, 0],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 0, 2, 2, 2, 0],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 0, 2, 2, 2, 0],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
];
static E66: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x1800000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x20000000000000,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x20000000000000,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 3,
        words: [Words::new(&["???"])],
    },
];
static E67: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x2000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x2000000,
        skel: 1,
        words: [Words::NONE],
    },
];
static E68: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x20000000000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x20000000000000,
        skel: 1,
        words: [Words::NONE],
    },
];
static E69: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x2000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x2000000,
        skel: 1,
        words: [Words::NONE],
    },
];
static L70: [[u8; 2]; 64] = [
    [1, 2],
    [1, 2],
    [1, 2],
    [1, 2],
    [1, 2],
    [1, 2],
    [1, 2],
    [1, 2],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 2],
    [1, 2],
    [1, 2],
    [1, 2],
    [1, 2],
    [1, 2],
    [1, 2],
    [1, 2],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 2],
    [1, 2],
    [1, 2],
    [1, 2],
    [1, 2],
    [1, 2],
    [1, 2],
    [1, 2],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 2],
    [1, 2],
    [1, 2],
    [1, 2],
    [1, 2],
    [1, 2],
    [1, 2],
    [1, 2],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 0],
];
static E70: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x80000000000000,
        skel: 0,
        words: [Words::new(&["unlock"])],
    },
    LutEntry {
        mask: 0x80000000000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static E71: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x2000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x2000000,
        skel: 1,
        words: [Words::NONE],
    },
];
static E72: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x4000000000,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x4000000000,
        skel: 0,
        words: [Words::NONE],
    },
];
static L73: [[u8; 16]; 64] = [
    [5, 2, 5, 5, 5, 3, 5, 5, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 2, 5, 4, 5, 3, 5, 4, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 2, 5, 5, 5, 3, 5, 5, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 0, 5, 5, 5, 0, 5, 5, 5, 1, 5, 5, 5, 1, 5, 5],
    [5, 2, 5, 5, 5, 3, 5, 5, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 2, 5, 4, 5, 3, 5, 4, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 2, 5, 5, 5, 3, 5, 5, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 0, 5, 5, 5, 0, 5, 5, 5, 1, 5, 5, 5, 1, 5, 5],
    [5, 2, 5, 5, 5, 3, 5, 5, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 2, 5, 4, 5, 3, 5, 4, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 2, 5, 5, 5, 3, 5, 5, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 0, 5, 5, 5, 0, 5, 5, 5, 1, 5, 5, 5, 1, 5, 5],
    [5, 2, 5, 5, 5, 3, 5, 5, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 2, 5, 4, 5, 3, 5, 4, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 2, 5, 5, 5, 3, 5, 5, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 0, 5, 5, 5, 0, 5, 5, 5, 1, 5, 5, 5, 1, 5, 5],
    [5, 2, 5, 5, 5, 3, 5, 5, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 2, 5, 4, 5, 3, 5, 4, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 2, 5, 5, 5, 3, 5, 5, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 0, 5, 5, 5, 0, 5, 5, 5, 1, 5, 5, 5, 1, 5, 5],
    [5, 2, 5, 5, 5, 3, 5, 5, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 2, 5, 4, 5, 3, 5, 4, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 2, 5, 5, 5, 3, 5, 5, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 0, 5, 5, 5, 0, 5, 5, 5, 1, 5, 5, 5, 1, 5, 5],
    [5, 2, 5, 5, 5, 3, 5, 5, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 2, 5, 4, 5, 3, 5, 4, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 2, 5, 5, 5, 3, 5, 5, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 0, 5, 5, 5, 0, 5, 5, 5, 1, 5, 5, 5, 1, 5, 5],
    [5, 2, 5, 5, 5, 3, 5, 5, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 2, 5, 4, 5, 3, 5, 4, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 2, 5, 5, 5, 3, 5, 5, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 0, 5, 5, 5, 0, 5, 5, 5, 1, 5, 5, 5, 1, 5, 5],
    [5, 2, 5, 5, 5, 3, 5, 5, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 2, 5, 4, 5, 3, 5, 4, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 2, 5, 5, 5, 3, 5, 5, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 0, 5, 5, 5, 0, 5, 5, 5, 1, 5, 5, 5, 1, 5, 5],
    [5, 2, 5, 5, 5, 3, 5, 5, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 2, 5, 4, 5, 3, 5, 4, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 2, 5, 5, 5, 3, 5, 5, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 0, 5, 5, 5, 0, 5, 5, 5, 1, 5, 5, 5, 1, 5, 5],
    [5, 2, 5, 5, 5, 3, 5, 5, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 2, 5, 4, 5, 3, 5, 4, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 2, 5, 5, 5, 3, 5, 5, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 0, 5, 5, 5, 0, 5, 5, 5, 1, 5, 5, 5, 1, 5, 5],
    [5, 2, 5, 5, 5, 3, 5, 5, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 2, 5, 4, 5, 3, 5, 4, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 2, 5, 5, 5, 3, 5, 5, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 0, 5, 5, 5, 0, 5, 5, 5, 1, 5, 5, 5, 1, 5, 5],
    [5, 2, 5, 5, 5, 3, 5, 5, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 2, 5, 4, 5, 3, 5, 4, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 2, 5, 5, 5, 3, 5, 5, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 0, 5, 5, 5, 0, 5, 5, 5, 1, 5, 5, 5, 1, 5, 5],
    [5, 2, 5, 5, 5, 3, 5, 5, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 2, 5, 4, 5, 3, 5, 4, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 2, 5, 5, 5, 3, 5, 5, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 0, 5, 5, 5, 0, 5, 5, 5, 1, 5, 5, 5, 1, 5, 5],
    [5, 2, 5, 5, 5, 3, 5, 5, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 2, 5, 4, 5, 3, 5, 4, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 2, 5, 5, 5, 3, 5, 5, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 0, 5, 5, 5, 0, 5, 5, 5, 1, 5, 5, 5, 1, 5, 5],
    [5, 2, 5, 5, 5, 3, 5, 5, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 2, 5, 4, 5, 3, 5, 4, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 2, 5, 5, 5, 3, 5, 5, 5, 2, 5, 5, 5, 3, 5, 5],
    [5, 0, 5, 5, 5, 0, 5, 5, 5, 1, 5, 5, 5, 1, 5, 5],
];
static E73: [LutEntry<1>; 7] = [
    LutEntry {
        mask: 0x20000001800000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x20000001800000,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3800000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3800000,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x20000001800000,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 3,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 4,
        words: [Words::new(&["???"])],
    },
];
static L74: [[u8; 16]; 64] = [
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 5, 6, 6, 4, 5, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 5, 6, 6, 4, 5, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 5, 6, 6, 4, 5, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 5, 6, 6, 4, 5, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 5, 6, 6, 4, 5, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 5, 6, 6, 4, 5, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 5, 6, 6, 4, 5, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 5, 6, 6, 4, 5, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 5, 6, 6, 4, 5, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 5, 6, 6, 4, 5, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 5, 6, 6, 4, 5, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 5, 6, 6, 4, 5, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 5, 6, 6, 4, 5, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 5, 6, 6, 4, 5, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 5, 6, 6, 4, 5, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 5, 6, 6, 4, 5, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6],
];
static E74: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0x20000003800000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x20000003800000,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x20000001800000,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3800000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3800000,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x20000001800000,
        skel: 3,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 4,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 5,
        words: [Words::new(&["???"])],
    },
];
static B75_1: [u8; 16] = [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
static B75_2: [u8; 16] = [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
static B75_3: [u8; 16] = [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
static B75_5: [u8; 16] = [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
static B75_6: [u8; 16] = [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
static B75_9: [u8; 16] = [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
static B75_10: [u8; 16] = [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
static B75_11: [u8; 16] = [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
static B75_12: [u8; 32] = [
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B75_13: [u8; 16] = [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
static B75_14: [u8; 16] = [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
static B75_17: [u8; 16] = [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
static B75_18: [u8; 16] = [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
static B75_19: [u8; 16] = [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
static B75_21: [u8; 16] = [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
static B75_22: [u8; 16] = [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
static B75_25: [u8; 16] = [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
static B75_26: [u8; 16] = [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
static B75_27: [u8; 16] = [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
static B75_28: [u8; 32] = [
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B75_29: [u8; 16] = [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
static B75_30: [u8; 16] = [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
static E76: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["sfu"])],
    },
];
static L77: [u8; 256] = [
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0,
];
static E77: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x8000001fc,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x800000000,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x800000000,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 3,
        words: [Words::new(&["???"])],
    },
];
static L78: [[u8; 8]; 64] = [
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 0, 2, 2, 2, 0],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 0, 2, 2, 2, 0],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 0, 2, 2, 2, 0],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 0, 2, 2, 2, 0],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 0, 2, 2, 2, 0],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 0, 2, 2, 2, 0],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 0, 2, 2, 2, 0],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 0, 2, 2, 2, 0],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 0, 2, 2, 2, 0],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 0, 2, 2, 2, 0],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 0, 2, 2, 2, 0],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 0, 2, 2, 2, 0],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 0, 2, 2, 2, 0],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 0, 2, 2, 2, 0],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 0, 2, 2, 2, 0],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 0, 2, 2, 2, 0],
    [1, 1, 1, 1, 2, 2, 2, 2],
    [1, 1, 1, 1, 2, 2, 2, 2],
];
static E78: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x1800000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x20000000000000,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x20000000000000,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 3,
        words: [Words::new(&["???"])],
    },
];
static E80: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0xc00002000000,
        skel: 0,
        words: [Words::new(&["u8"])],
    },
    LutEntry {
        mask: 0xc00002000000,
        skel: 3,
        words: [Words::new(&["u8"])],
    },
    LutEntry {
        mask: 0xc00002000000,
        skel: 1,
        words: [Words::new(&["u16"])],
    },
    LutEntry {
        mask: 0xc00002000000,
        skel: 4,
        words: [Words::new(&["u16"])],
    },
    LutEntry {
        mask: 0xc00002000000,
        skel: 1,
        words: [Words::new(&["s16"])],
    },
    LutEntry {
        mask: 0xc00002000000,
        skel: 4,
        words: [Words::new(&["s16"])],
    },
    LutEntry {
        mask: 0xc00002000000,
        skel: 2,
        words: [Words::new(&["b32"])],
    },
    LutEntry {
        mask: 0xc00002000000,
        skel: 5,
        words: [Words::new(&["b32"])],
    },
];
static B81_0: [u8; 64] = [
    2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
];
static R2: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "b16"])],
    },
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "sfu", "b16"])],
    },
];
static R3: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "b32"])],
    },
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "sfu", "b32"])],
    },
];
static B81_1: [u8; 32] = [
    1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B81_4: [u8; 64] = [
    2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
];
static R4: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "b16"])],
    },
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "sfu", "b16"])],
    },
];
static R5: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "b32"])],
    },
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "sfu", "b32"])],
    },
];
static B81_5: [u8; 32] = [
    1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B81_8: [u8; 64] = [
    2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
];
static R6: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "b16"])],
    },
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "sfu", "b16"])],
    },
];
static R7: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "b32"])],
    },
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "sfu", "b32"])],
    },
];
static B81_9: [u8; 32] = [
    1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B81_12: [u8; 64] = [
    2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
];
static R8: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "b16"])],
    },
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "sfu", "b16"])],
    },
];
static R9: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "b32"])],
    },
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "sfu", "b32"])],
    },
];
static B81_13: [u8; 32] = [
    1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B81_16: [u8; 64] = [
    2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
];
static R10: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "b16"])],
    },
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "sfu", "b16"])],
    },
];
static R11: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "b32"])],
    },
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "sfu", "b32"])],
    },
];
static B81_17: [u8; 32] = [
    1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B81_20: [u8; 64] = [
    2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
];
static R12: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "b16"])],
    },
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "sfu", "b16"])],
    },
];
static R13: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "b32"])],
    },
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "sfu", "b32"])],
    },
];
static B81_21: [u8; 32] = [
    1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B81_24: [u8; 64] = [
    2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
];
static R14: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "b16"])],
    },
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "sfu", "b16"])],
    },
];
static R15: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "b32"])],
    },
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "sfu", "b32"])],
    },
];
static B81_25: [u8; 32] = [
    1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B81_28: [u8; 64] = [
    2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
];
static R16: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "b16"])],
    },
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "sfu", "b16"])],
    },
];
static R17: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "b32"])],
    },
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "sfu", "b32"])],
    },
];
static B81_29: [u8; 32] = [
    1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B81_32: [u8; 64] = [
    2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
];
static R18: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "b16"])],
    },
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "sfu", "b16"])],
    },
];
static R19: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "b32"])],
    },
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "sfu", "b32"])],
    },
];
static B81_33: [u8; 32] = [
    1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B81_36: [u8; 64] = [
    2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
];
static R20: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "b16"])],
    },
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "sfu", "b16"])],
    },
];
static R21: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "b32"])],
    },
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "sfu", "b32"])],
    },
];
static B81_37: [u8; 32] = [
    1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B81_40: [u8; 64] = [
    2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
];
static R22: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "b16"])],
    },
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "sfu", "b16"])],
    },
];
static R23: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "b32"])],
    },
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "sfu", "b32"])],
    },
];
static B81_41: [u8; 32] = [
    1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B81_44: [u8; 64] = [
    2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
];
static R24: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "b16"])],
    },
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "sfu", "b16"])],
    },
];
static R25: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "b32"])],
    },
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "sfu", "b32"])],
    },
];
static B81_45: [u8; 32] = [
    1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B81_48: [u8; 64] = [
    2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
];
static R26: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "b16"])],
    },
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "sfu", "b16"])],
    },
];
static R27: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "b32"])],
    },
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "sfu", "b32"])],
    },
];
static B81_49: [u8; 32] = [
    1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B81_52: [u8; 64] = [
    2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
];
static R28: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "b16"])],
    },
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "sfu", "b16"])],
    },
];
static R29: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "b32"])],
    },
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "sfu", "b32"])],
    },
];
static B81_53: [u8; 32] = [
    1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B81_56: [u8; 64] = [
    2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
];
static R30: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "b16"])],
    },
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "sfu", "b16"])],
    },
];
static R31: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "b32"])],
    },
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "sfu", "b32"])],
    },
];
static B81_57: [u8; 32] = [
    1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B81_60: [u8; 64] = [
    2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
];
static R32: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "b16"])],
    },
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "sfu", "b16"])],
    },
];
static R33: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "b32"])],
    },
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::new(&["mov", "sfu", "b32"])],
    },
];
static B81_61: [u8; 32] = [
    1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static E82: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x800000000000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x800000000000000,
        skel: 0,
        words: [Words::new(&["sat"])],
    },
];
static L83: [[u8; 16]; 64] = [
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 5, 6, 6, 4, 5, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 5, 6, 6, 4, 5, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 5, 6, 6, 4, 5, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 5, 6, 6, 4, 5, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 5, 6, 6, 4, 5, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 5, 6, 6, 4, 5, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 5, 6, 6, 4, 5, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 5, 6, 6, 4, 5, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 5, 6, 6, 4, 5, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 5, 6, 6, 4, 5, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 5, 6, 6, 4, 5, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 5, 6, 6, 4, 5, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 5, 6, 6, 4, 5, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 5, 6, 6, 4, 5, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 5, 6, 6, 4, 5, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 5, 6, 6, 4, 5, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6],
    [6, 6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6],
];
static E83: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0x20000003800000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x20000003800000,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x20000001800000,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3800000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3800000,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x20000001800000,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 3,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 4,
        words: [Words::new(&["???"])],
    },
];
static E84: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x10400000,
        skel: 0,
        words: [Words::NONE],
    },
];
static L85: [u8; 128] = [
    2, 0, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
];
static E85: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0xe4000000e0000000,
        skel: 0,
        words: [Words::new(&["b16"])],
    },
    LutEntry {
        mask: 0xe4000000e0000000,
        skel: 1,
        words: [Words::new(&["b32"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 3,
        words: [Words::new(&["???"])],
    },
];
static E86: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0x1c00000000000,
        skel: 0,
        words: [Words::new(&["never"])],
    },
    LutEntry {
        mask: 0x1c00000000000,
        skel: 0,
        words: [Words::new(&["l"])],
    },
    LutEntry {
        mask: 0x1c00000000000,
        skel: 0,
        words: [Words::new(&["e"])],
    },
    LutEntry {
        mask: 0x1c00000000000,
        skel: 0,
        words: [Words::new(&["le"])],
    },
    LutEntry {
        mask: 0x1c00000000000,
        skel: 0,
        words: [Words::new(&["g"])],
    },
    LutEntry {
        mask: 0x1c00000000000,
        skel: 0,
        words: [Words::new(&["lg"])],
    },
    LutEntry {
        mask: 0x1c00000000000,
        skel: 0,
        words: [Words::new(&["ge"])],
    },
    LutEntry {
        mask: 0x1c00000000000,
        skel: 0,
        words: [Words::new(&["always"])],
    },
];
static E87: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x800000000000000,
        skel: 0,
        words: [Words::new(&["u16"])],
    },
    LutEntry {
        mask: 0x800000000000000,
        skel: 0,
        words: [Words::new(&["s16"])],
    },
];
static L88: [[u8; 16]; 64] = [
    [6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 3, 6, 5, 6, 4, 6, 5, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6, 6],
    [6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 3, 6, 5, 6, 4, 6, 5, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6, 6],
    [6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 3, 6, 5, 6, 4, 6, 5, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6, 6],
    [6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 3, 6, 5, 6, 4, 6, 5, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6, 6],
    [6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 3, 6, 5, 6, 4, 6, 5, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6, 6],
    [6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 3, 6, 5, 6, 4, 6, 5, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6, 6],
    [6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 3, 6, 5, 6, 4, 6, 5, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6, 6],
    [6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 3, 6, 5, 6, 4, 6, 5, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6, 6],
    [6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 3, 6, 5, 6, 4, 6, 5, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6, 6],
    [6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 3, 6, 5, 6, 4, 6, 5, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6, 6],
    [6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 3, 6, 5, 6, 4, 6, 5, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6, 6],
    [6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 3, 6, 5, 6, 4, 6, 5, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6, 6],
    [6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 3, 6, 5, 6, 4, 6, 5, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6, 6],
    [6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 3, 6, 5, 6, 4, 6, 5, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6, 6],
    [6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 3, 6, 5, 6, 4, 6, 5, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6, 6],
    [6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 3, 6, 5, 6, 4, 6, 5, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 3, 6, 6, 6, 4, 6, 6, 6, 3, 6, 6, 6, 4, 6, 6],
    [6, 0, 6, 6, 6, 1, 6, 6, 6, 2, 6, 6, 6, 2, 6, 6],
];
static E88: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0x20000003800000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x20000003800000,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x20000001800000,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3800000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3800000,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x20000001800000,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 3,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 4,
        words: [Words::new(&["???"])],
    },
];
static E89: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x800000000000000,
        skel: 0,
        words: [Words::new(&["u32"])],
    },
    LutEntry {
        mask: 0x800000000000000,
        skel: 0,
        words: [Words::new(&["s32"])],
    },
];
static E90: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x10000000000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x10000000000000,
        skel: 1,
        words: [Words::NONE],
    },
];
static E91: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x10000000000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x10000000000000,
        skel: 1,
        words: [Words::NONE],
    },
];
static L92: [u8; 256] = [
    12, 12, 0, 0, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 1, 1, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12,
    12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12,
    12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12,
    12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 2, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 3, 12,
    12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 4, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12,
    12, 5, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 6, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12,
    12, 12, 12, 12, 7, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 8, 12, 12, 12, 12, 12, 12, 12, 12,
    12, 12, 12, 12, 12, 12, 12, 9, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 10, 12, 12, 12, 12, 12,
    12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 11, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12,
];
static E92: [LutEntry<1>; 14] = [
    LutEntry {
        mask: 0xe4000000e0000000,
        skel: 0,
        words: [Words::new(&["b16"])],
    },
    LutEntry {
        mask: 0xe4000000e0000000,
        skel: 1,
        words: [Words::new(&["b32"])],
    },
    LutEntry {
        mask: 0xe4000000f0000000,
        skel: 2,
        words: [Words::new(&["set"])],
    },
    LutEntry {
        mask: 0xe4000000f0000000,
        skel: 3,
        words: [Words::new(&["set"])],
    },
    LutEntry {
        mask: 0xe4000000f0000000,
        skel: 4,
        words: [Words::new(&["max"])],
    },
    LutEntry {
        mask: 0xe4000000f0000000,
        skel: 5,
        words: [Words::new(&["max"])],
    },
    LutEntry {
        mask: 0xe4000000f0000000,
        skel: 4,
        words: [Words::new(&["min"])],
    },
    LutEntry {
        mask: 0xe4000000f0000000,
        skel: 5,
        words: [Words::new(&["min"])],
    },
    LutEntry {
        mask: 0xe4000000f0000000,
        skel: 6,
        words: [Words::new(&["shl", "b16"])],
    },
    LutEntry {
        mask: 0xe4000000f0000000,
        skel: 7,
        words: [Words::new(&["shl", "b32"])],
    },
    LutEntry {
        mask: 0xe4000000f0000000,
        skel: 8,
        words: [Words::new(&["shr"])],
    },
    LutEntry {
        mask: 0xe4000000f0000000,
        skel: 9,
        words: [Words::new(&["shr"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 10,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 11,
        words: [Words::new(&["???"])],
    },
];
static E93: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x800000000000,
        skel: 0,
        words: [Words::new(&["u16"])],
    },
    LutEntry {
        mask: 0x800000000000,
        skel: 0,
        words: [Words::new(&["s16"])],
    },
];
static E94: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x400000000000,
        skel: 0,
        words: [Words::new(&["u16"])],
    },
    LutEntry {
        mask: 0x400000000000,
        skel: 0,
        words: [Words::new(&["s16"])],
    },
];
static E95: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x400000000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x400000000000,
        skel: 0,
        words: [Words::new(&["high"])],
    },
];
static E96: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x800000000000,
        skel: 0,
        words: [Words::new(&["u24"])],
    },
    LutEntry {
        mask: 0x800000000000,
        skel: 0,
        words: [Words::new(&["s24"])],
    },
];
static L97: [u8; 256] = [
    2, 2, 2, 2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
];
static E97: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0xe0010000f0000000,
        skel: 0,
        words: [Words::new(&["mul"])],
    },
    LutEntry {
        mask: 0xe0010000f0000000,
        skel: 1,
        words: [Words::new(&["mul"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 3,
        words: [Words::new(&["???"])],
    },
];
static L98: [u8; 256] = [
    2, 2, 2, 2, 2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
];
static E98: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0xe4000000f0000000,
        skel: 0,
        words: [Words::new(&["sad"])],
    },
    LutEntry {
        mask: 0xe4000000f0000000,
        skel: 1,
        words: [Words::new(&["sad"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 3,
        words: [Words::new(&["???"])],
    },
];
static E99: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0xc00000000000000,
        skel: 0,
        words: [Words::new(&["add"])],
    },
    LutEntry {
        mask: 0xc00000000000000,
        skel: 0,
        words: [Words::new(&["sub"])],
    },
    LutEntry {
        mask: 0xc00000000000000,
        skel: 0,
        words: [Words::new(&["subr"])],
    },
    LutEntry {
        mask: 0xc00000000000000,
        skel: 0,
        words: [Words::new(&["addc"])],
    },
];
static E100: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0xc00000000000000,
        skel: 0,
        words: [Words::NONE],
    },
];
static L101: [u8; 128] = [
    8, 8, 8, 8, 8, 8, 0, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 1, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8,
    2, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 3, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 4, 8, 8, 8, 8, 8,
    8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 5, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 6, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8,
    8, 8, 8, 8, 7, 8, 8, 8, 8, 8, 8, 8, 8, 8,
];
static E101: [LutEntry<2>; 10] = [
    LutEntry {
        mask: 0xe0000000f0000000,
        skel: 0,
        words: [Words::new(&["mul", "u16"]), Words::NONE],
    },
    LutEntry {
        mask: 0xe0000000f0000000,
        skel: 0,
        words: [Words::new(&["mul", "s16"]), Words::NONE],
    },
    LutEntry {
        mask: 0xe0000000f0000000,
        skel: 1,
        words: [Words::new(&["sat"]), Words::new(&["mul", "s16"])],
    },
    LutEntry {
        mask: 0xe0000000f0000000,
        skel: 2,
        words: [Words::new(&["mul", "u24"]), Words::NONE],
    },
    LutEntry {
        mask: 0xe0000000f0000000,
        skel: 2,
        words: [Words::new(&["mul", "s24"]), Words::NONE],
    },
    LutEntry {
        mask: 0xe0000000f0000000,
        skel: 3,
        words: [Words::new(&["sat"]), Words::new(&["mul", "s24"])],
    },
    LutEntry {
        mask: 0xe0000000f0000000,
        skel: 2,
        words: [Words::new(&["mul", "high", "u24"]), Words::NONE],
    },
    LutEntry {
        mask: 0xe0000000f0000000,
        skel: 2,
        words: [Words::new(&["mul", "high", "s24"]), Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 4,
        words: [Words::NONE, Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 5,
        words: [Words::new(&["???"]), Words::NONE],
    },
];
static L102: [u8; 128] = [
    1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static E102: [LutEntry<2>; 3] = [
    LutEntry {
        mask: 0xe0000000f0000000,
        skel: 0,
        words: [Words::new(&["sat"]), Words::new(&["mul", "high", "s24"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::NONE, Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 2,
        words: [Words::new(&["???"]), Words::NONE],
    },
];
static E103: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x400000000000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x400000000000000,
        skel: 0,
        words: [Words::new(&["neg"])],
    },
];
static E105: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x10000000000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x10000000000000,
        skel: 0,
        words: [Words::new(&["abs"])],
    },
];
static R34: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x410000000000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x410000000000000,
        skel: 0,
        words: [Words::new(&["abs"])],
    },
    LutEntry {
        mask: 0x410000000000000,
        skel: 0,
        words: [Words::new(&["neg"])],
    },
    LutEntry {
        mask: 0x410000000000000,
        skel: 0,
        words: [Words::new(&["neg", "abs"])],
    },
];
static L107: [u8; 256] = [
    7, 7, 7, 7, 7, 7, 7, 7, 7, 0, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 0, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7,
    7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 1, 7, 7,
    7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 1, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 2, 7, 7, 7, 7, 7, 7, 7, 7,
    7, 7, 7, 7, 7, 7, 7, 2, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 3, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7,
    7, 3, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 4, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 4, 7, 7, 7, 7,
    7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 5, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7,
    7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7,
];
static E107: [LutEntry<1>; 9] = [
    LutEntry {
        mask: 0xe0000000f0000000,
        skel: 0,
        words: [Words::new(&["rcp", "f32"])],
    },
    LutEntry {
        mask: 0xe0000000f0000000,
        skel: 0,
        words: [Words::new(&["rsqrt", "f32"])],
    },
    LutEntry {
        mask: 0xe0000000f0000000,
        skel: 0,
        words: [Words::new(&["lg2", "f32"])],
    },
    LutEntry {
        mask: 0xe0000000f0000000,
        skel: 1,
        words: [Words::new(&["sin", "f32"])],
    },
    LutEntry {
        mask: 0xe0000000f0000000,
        skel: 1,
        words: [Words::new(&["cos", "f32"])],
    },
    LutEntry {
        mask: 0xe8000000f0000000,
        skel: 1,
        words: [Words::new(&["ex2", "f32", "sat"])],
    },
    LutEntry {
        mask: 0xe8000000f0000000,
        skel: 1,
        words: [Words::new(&["ex2", "f32"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 3,
        words: [Words::new(&["???"])],
    },
];
static E108: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x2000000000000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x2000000000000000,
        skel: 0,
        words: [Words::new(&["neg"])],
    },
];
static R35: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x2010000000000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x2010000000000000,
        skel: 0,
        words: [Words::new(&["abs"])],
    },
    LutEntry {
        mask: 0x2010000000000000,
        skel: 0,
        words: [Words::new(&["neg"])],
    },
    LutEntry {
        mask: 0x2010000000000000,
        skel: 0,
        words: [Words::new(&["neg", "abs"])],
    },
];
static E110: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x8000000000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x8000000000000,
        skel: 0,
        words: [Words::new(&["sat"])],
    },
];
static E111: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rni"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rmi"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rpi"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rzi"])],
    },
];
static E112: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rn"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rm"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rp"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rz"])],
    },
];
static E113: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rm"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rp"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rz"])],
    },
];
static E114: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0x1c00000000000,
        skel: 0,
        words: [Words::new(&["u16"])],
    },
    LutEntry {
        mask: 0x1c00000000000,
        skel: 1,
        words: [Words::new(&["u32"])],
    },
    LutEntry {
        mask: 0x1c00000000000,
        skel: 0,
        words: [Words::new(&["u8"])],
    },
    LutEntry {
        mask: 0x1c00000000000,
        skel: 2,
        words: [Words::new(&["u8"])],
    },
    LutEntry {
        mask: 0x1c00000000000,
        skel: 0,
        words: [Words::new(&["s16"])],
    },
    LutEntry {
        mask: 0x1c00000000000,
        skel: 1,
        words: [Words::new(&["s32"])],
    },
    LutEntry {
        mask: 0x1c00000000000,
        skel: 0,
        words: [Words::new(&["s8"])],
    },
    LutEntry {
        mask: 0x1c00000000000,
        skel: 2,
        words: [Words::new(&["s8"])],
    },
];
static B116_0: [u8; 32] = [
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2,
];
static B116_1: [u8; 16] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1];
static R36: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rn", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rm", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rp", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rz", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rn", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rm", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rp", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rz", "f16"])],
    },
];
static B116_2: [u8; 16] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1];
static R37: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rni", "u16"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rmi", "u16"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rpi", "u16"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rzi", "u16"])],
    },
];
static B116_3: [u8; 16] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1];
static R38: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x8000000000000,
        skel: 0,
        words: [Words::new(&["f16"])],
    },
    LutEntry {
        mask: 0x8000000000000,
        skel: 0,
        words: [Words::new(&["sat", "f16"])],
    },
];
static B116_4: [u8; 32] = [
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2, 2, 2, 2,
];
static B116_5: [u8; 16] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1];
static R39: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rn", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rm", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rp", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rz", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rn", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rm", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rp", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rz", "f32"])],
    },
];
static B116_6: [u8; 16] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1];
static R40: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rni", "u32"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rmi", "u32"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rpi", "u32"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rzi", "u32"])],
    },
];
static B116_7: [u8; 16] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1];
static R41: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x8000000000000,
        skel: 0,
        words: [Words::new(&["f32"])],
    },
    LutEntry {
        mask: 0x8000000000000,
        skel: 0,
        words: [Words::new(&["sat", "f32"])],
    },
];
static B116_8: [u8; 32] = [
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2,
];
static B116_12: [u8; 32] = [
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2, 2, 2, 2,
];
static R42: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rn", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rm", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rp", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rz", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rn", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rm", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rp", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rz", "f64"])],
    },
];
static R43: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rn", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rm", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rp", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rz", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rn", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rm", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rp", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rz", "f64"])],
    },
];
static R44: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rni", "u64"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rmi", "u64"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rpi", "u64"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rzi", "u64"])],
    },
];
static B116_16: [u8; 32] = [
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2,
];
static B116_17: [u8; 16] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1];
static R45: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rn", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rm", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rp", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rz", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rn", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rm", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rp", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rz", "f16"])],
    },
];
static B116_18: [u8; 16] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1];
static R46: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rni", "u16"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rmi", "u16"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rpi", "u16"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rzi", "u16"])],
    },
];
static B116_19: [u8; 16] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1];
static R47: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rn", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rm", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rp", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rz", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rn", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rm", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rp", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rz", "f16"])],
    },
];
static B116_20: [u8; 32] = [
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2, 2, 2, 2,
];
static B116_21: [u8; 16] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1];
static R48: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rn", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rm", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rp", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rz", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rn", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rm", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rp", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rz", "f32"])],
    },
];
static B116_22: [u8; 16] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1];
static R49: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rni", "u32"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rmi", "u32"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rpi", "u32"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rzi", "u32"])],
    },
];
static B116_23: [u8; 16] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1];
static R50: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rm", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rp", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rz", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rm", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rp", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rz", "f32"])],
    },
];
static B116_24: [u8; 32] = [
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2,
];
static R51: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rn", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rm", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rp", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rz", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rn", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rm", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rp", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rz", "f32"])],
    },
];
static R52: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rn", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rm", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rp", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rz", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rn", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rm", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rp", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rz", "f32"])],
    },
];
static R53: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rni", "u32"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rmi", "u32"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rpi", "u32"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rzi", "u32"])],
    },
];
static R54: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rn", "f32"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rm", "f32"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rp", "f32"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rz", "f32"])],
    },
];
static B116_28: [u8; 32] = [
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2, 2, 2, 2,
];
static R55: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rn", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rm", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rp", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rz", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rn", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rm", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rp", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rz", "f64"])],
    },
];
static R56: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rn", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rm", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rp", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rz", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rn", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rm", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rp", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rz", "f64"])],
    },
];
static R57: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rni", "u64"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rmi", "u64"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rpi", "u64"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rzi", "u64"])],
    },
];
static B116_32: [u8; 32] = [
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2,
];
static B116_33: [u8; 16] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1];
static R58: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rn", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rm", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rp", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rz", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rn", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rm", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rp", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rz", "f16"])],
    },
];
static B116_34: [u8; 16] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1];
static R59: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rni", "s16"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rmi", "s16"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rpi", "s16"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rzi", "s16"])],
    },
];
static B116_35: [u8; 16] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1];
static R60: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rni", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rmi", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rpi", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rzi", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rni", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rmi", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rpi", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rzi", "f16"])],
    },
];
static B116_36: [u8; 32] = [
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2, 2, 2, 2,
];
static B116_37: [u8; 16] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1];
static R61: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rn", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rm", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rp", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rz", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rn", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rm", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rp", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rz", "f32"])],
    },
];
static B116_38: [u8; 16] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1];
static R62: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rni", "s32"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rmi", "s32"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rpi", "s32"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rzi", "s32"])],
    },
];
static B116_39: [u8; 16] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1];
static R63: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rni", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rmi", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rpi", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rzi", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rni", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rmi", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rpi", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rzi", "f32"])],
    },
];
static B116_40: [u8; 32] = [
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2,
];
static B116_44: [u8; 32] = [
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2, 2, 2, 2,
];
static R64: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rn", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rm", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rp", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rz", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rn", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rm", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rp", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rz", "f64"])],
    },
];
static R65: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rn", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rm", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rp", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rz", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rn", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rm", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rp", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rz", "f64"])],
    },
];
static R66: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rni", "s64"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rmi", "s64"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rpi", "s64"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rzi", "s64"])],
    },
];
static B116_48: [u8; 32] = [
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2,
];
static B116_49: [u8; 16] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1];
static R67: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rn", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rm", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rp", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rz", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rn", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rm", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rp", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rz", "f16"])],
    },
];
static B116_50: [u8; 16] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1];
static R68: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rni", "s16"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rmi", "s16"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rpi", "s16"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rzi", "s16"])],
    },
];
static B116_51: [u8; 16] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1];
static R69: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rni", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rmi", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rpi", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rzi", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rni", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rmi", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rpi", "f16"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rzi", "f16"])],
    },
];
static B116_52: [u8; 32] = [
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2, 2, 2, 2,
];
static B116_53: [u8; 16] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1];
static R70: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rn", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rm", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rp", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rz", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rn", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rm", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rp", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rz", "f32"])],
    },
];
static B116_54: [u8; 16] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1];
static R71: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rni", "s32"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rmi", "s32"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rpi", "s32"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rzi", "s32"])],
    },
];
static B116_55: [u8; 16] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1];
static R72: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rni", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rmi", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rpi", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rzi", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rni", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rmi", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rpi", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rzi", "f32"])],
    },
];
static B116_56: [u8; 32] = [
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2,
];
static R73: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rn", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rm", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rp", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rz", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rn", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rm", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rp", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rz", "f32"])],
    },
];
static R74: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rn", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rm", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rp", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rz", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rn", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rm", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rp", "f32"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rz", "f32"])],
    },
];
static R75: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rni", "s32"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rmi", "s32"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rpi", "s32"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rzi", "s32"])],
    },
];
static R76: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rn", "f32"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rm", "f32"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rp", "f32"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rz", "f32"])],
    },
];
static B116_60: [u8; 32] = [
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2, 2, 2, 2,
];
static R77: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rn", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rm", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rp", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rz", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rn", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rm", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rp", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rz", "f64"])],
    },
];
static R78: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rn", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rm", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rp", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["rz", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rn", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rm", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rp", "f64"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["sat", "rz", "f64"])],
    },
];
static R79: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rni", "s64"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rmi", "s64"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rpi", "s64"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rzi", "s64"])],
    },
];
static R80: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rni", "f64"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rmi", "f64"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rpi", "f64"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["rzi", "f64"])],
    },
];
static E117: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x2000000000000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x2000000000000000,
        skel: 0,
        words: [Words::new(&["sat"])],
    },
];
static E118: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x30000,
        skel: 0,
        words: [Words::new(&["rn"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
    LutEntry {
        mask: 0x30000,
        skel: 0,
        words: [Words::new(&["rz"])],
    },
];
static E119: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x800000000000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x800000000000000,
        skel: 0,
        words: [Words::new(&["neg"])],
    },
];
static L120: [u8; 16] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
static E120: [LutEntry<1>; 17] = [
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["never"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["l"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["e"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["le"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["g"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["lg"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["ge"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["lge"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["u"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["lu"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["eu"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["leu"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["gu"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["lgu"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["geu"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["always"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static E121: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x8000000000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x8000000000000,
        skel: 0,
        words: [Words::new(&["abs"])],
    },
];
static R81: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x808000000000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x808000000000000,
        skel: 0,
        words: [Words::new(&["abs"])],
    },
    LutEntry {
        mask: 0x808000000000000,
        skel: 0,
        words: [Words::new(&["neg"])],
    },
    LutEntry {
        mask: 0x808000000000000,
        skel: 0,
        words: [Words::new(&["neg", "abs"])],
    },
];
static L123: [u8; 256] = [
    6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 0, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 0, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6,
    6, 6, 6, 6, 6, 0, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 0, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6,
    6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 1, 6, 6, 6, 6, 6, 6,
    6, 6, 6, 6, 6, 6, 6, 6, 6, 1, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 2, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6,
    6, 6, 6, 2, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 3, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 3, 6, 6,
    6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 4, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 5, 6, 6, 6, 6, 6, 6, 6, 6,
    6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6,
];
static E123: [LutEntry<2>; 8] = [
    LutEntry {
        mask: 0xc0000000f0000000,
        skel: 0,
        words: [Words::new(&["add"]), Words::new(&["f32"])],
    },
    LutEntry {
        mask: 0xe0000000f0000000,
        skel: 1,
        words: [Words::new(&["set"]), Words::new(&["f32"])],
    },
    LutEntry {
        mask: 0xe0000000f0000000,
        skel: 2,
        words: [Words::new(&["max", "f32"]), Words::NONE],
    },
    LutEntry {
        mask: 0xe0000000f0000000,
        skel: 2,
        words: [Words::new(&["min", "f32"]), Words::NONE],
    },
    LutEntry {
        mask: 0xe0004000f0000000,
        skel: 3,
        words: [Words::new(&["presin", "f32"]), Words::NONE],
    },
    LutEntry {
        mask: 0xe0004000f0000000,
        skel: 3,
        words: [Words::new(&["preex2", "f32"]), Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 4,
        words: [Words::NONE, Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 5,
        words: [Words::new(&["???"]), Words::NONE],
    },
];
static E124: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x10000000000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x10000000000000,
        skel: 0,
        words: [Words::new(&["sat"])],
    },
];
static E125: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0xc00000000000,
        skel: 0,
        words: [Words::new(&["rn"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
    LutEntry {
        mask: 0xc00000000000,
        skel: 0,
        words: [Words::new(&["rz"])],
    },
];
static E126: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0xc00000000000000,
        skel: 0,
        words: [Words::new(&["add"])],
    },
    LutEntry {
        mask: 0xc00000000000000,
        skel: 0,
        words: [Words::new(&["subr"])],
    },
    LutEntry {
        mask: 0xc00000000000000,
        skel: 0,
        words: [Words::new(&["sub"])],
    },
    LutEntry {
        mask: 0xc00000000000000,
        skel: 0,
        words: [Words::new(&["mov2"])],
    },
];
static E127: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x300000000000000,
        skel: 0,
        words: [Words::new(&["add"])],
    },
    LutEntry {
        mask: 0x300000000000000,
        skel: 0,
        words: [Words::new(&["subr"])],
    },
    LutEntry {
        mask: 0x300000000000000,
        skel: 0,
        words: [Words::new(&["sub"])],
    },
    LutEntry {
        mask: 0x300000000000000,
        skel: 0,
        words: [Words::new(&["mov2"])],
    },
];
static E128: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0xc0000000000000,
        skel: 0,
        words: [Words::new(&["add"])],
    },
    LutEntry {
        mask: 0xc0000000000000,
        skel: 0,
        words: [Words::new(&["subr"])],
    },
    LutEntry {
        mask: 0xc0000000000000,
        skel: 0,
        words: [Words::new(&["sub"])],
    },
    LutEntry {
        mask: 0xc0000000000000,
        skel: 0,
        words: [Words::new(&["mov2"])],
    },
];
static E129: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x300000,
        skel: 0,
        words: [Words::new(&["add"])],
    },
    LutEntry {
        mask: 0x300000,
        skel: 0,
        words: [Words::new(&["subr"])],
    },
    LutEntry {
        mask: 0x300000,
        skel: 0,
        words: [Words::new(&["sub"])],
    },
    LutEntry {
        mask: 0x300000,
        skel: 0,
        words: [Words::new(&["mov2"])],
    },
];
static E130: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0x70000,
        skel: 0,
        words: [Words::new(&["l0"])],
    },
    LutEntry {
        mask: 0x70000,
        skel: 0,
        words: [Words::new(&["l1"])],
    },
    LutEntry {
        mask: 0x70000,
        skel: 0,
        words: [Words::new(&["l2"])],
    },
    LutEntry {
        mask: 0x70000,
        skel: 0,
        words: [Words::new(&["l3"])],
    },
    LutEntry {
        mask: 0x50000,
        skel: 0,
        words: [Words::new(&["dx"])],
    },
    LutEntry {
        mask: 0x50000,
        skel: 0,
        words: [Words::new(&["dy"])],
    },
    LutEntry {
        mask: 0x50000,
        skel: 0,
        words: [Words::new(&["dx"])],
    },
    LutEntry {
        mask: 0x50000,
        skel: 0,
        words: [Words::new(&["dy"])],
    },
];
static L131: [u8; 128] = [
    3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 0, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
    3, 3, 3, 3, 3, 3, 1, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 1, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
    2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
    3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
];
static E131: [LutEntry<2>; 5] = [
    LutEntry {
        mask: 0xe0000000f0000000,
        skel: 0,
        words: [Words::new(&["mul"]), Words::new(&["f32"])],
    },
    LutEntry {
        mask: 0xc0000000f0000000,
        skel: 1,
        words: [Words::new(&["slct", "b32"]), Words::new(&["f32"])],
    },
    LutEntry {
        mask: 0xe0000000f0000000,
        skel: 2,
        words: [Words::new(&["quadop", "f32"]), Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 3,
        words: [Words::NONE, Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 4,
        words: [Words::new(&["???"]), Words::NONE],
    },
];
static E132: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0xc00000000000,
        skel: 0,
        words: [Words::new(&["and"])],
    },
    LutEntry {
        mask: 0xc00000000000,
        skel: 0,
        words: [Words::new(&["or"])],
    },
    LutEntry {
        mask: 0xc00000000000,
        skel: 0,
        words: [Words::new(&["xor"])],
    },
    LutEntry {
        mask: 0xc00000000000,
        skel: 0,
        words: [Words::new(&["mov2"])],
    },
];
static E133: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x1000000000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x1000000000000,
        skel: 0,
        words: [Words::new(&["not"])],
    },
];
static E134: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x2000000000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x2000000000000,
        skel: 0,
        words: [Words::new(&["not"])],
    },
];
static E135: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0xe0000000000000,
        skel: 0,
        words: [Words::new(&["u8"])],
    },
    LutEntry {
        mask: 0xe0000000000000,
        skel: 0,
        words: [Words::new(&["s8"])],
    },
    LutEntry {
        mask: 0xe0000000000000,
        skel: 0,
        words: [Words::new(&["u16"])],
    },
    LutEntry {
        mask: 0xe0000000000000,
        skel: 0,
        words: [Words::new(&["s16"])],
    },
    LutEntry {
        mask: 0xe0000000000000,
        skel: 0,
        words: [Words::new(&["b64"])],
    },
    LutEntry {
        mask: 0xe0000000000000,
        skel: 0,
        words: [Words::new(&["b128"])],
    },
    LutEntry {
        mask: 0xe0000000000000,
        skel: 0,
        words: [Words::new(&["b32"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static E136: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0x0,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xe0000000000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xe0000000000000,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 2,
        words: [Words::NONE],
    },
];
static E137: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x2000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x2000000,
        skel: 1,
        words: [Words::NONE],
    },
];
static L138: [[u8; 8]; 64] = [
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
];
static E138: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0xe0000000000000,
        skel: 0,
        words: [Words::new(&["u64"])],
    },
    LutEntry {
        mask: 0xe0000000000000,
        skel: 0,
        words: [Words::new(&["u32"])],
    },
    LutEntry {
        mask: 0xe0000000000000,
        skel: 0,
        words: [Words::new(&["s32"])],
    },
    LutEntry {
        mask: 0xe0000000000000,
        skel: 0,
        words: [Words::new(&["u8"])],
    },
    LutEntry {
        mask: 0xe0000000000000,
        skel: 0,
        words: [Words::new(&["s8"])],
    },
    LutEntry {
        mask: 0xe0000000000000,
        skel: 0,
        words: [Words::new(&["u16"])],
    },
    LutEntry {
        mask: 0xe0000000000000,
        skel: 0,
        words: [Words::new(&["s16"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L139: [[u8; 8]; 64] = [
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 7, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
    [3, 4, 5, 6, 0, 7, 1, 2],
];
static E139: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0xe0000000000000,
        skel: 0,
        words: [Words::new(&["b64"])],
    },
    LutEntry {
        mask: 0xe0000000000000,
        skel: 0,
        words: [Words::new(&["b32"])],
    },
    LutEntry {
        mask: 0xe0000000000000,
        skel: 0,
        words: [Words::new(&["s32"])],
    },
    LutEntry {
        mask: 0xe0000000000000,
        skel: 0,
        words: [Words::new(&["u8"])],
    },
    LutEntry {
        mask: 0xe0000000000000,
        skel: 0,
        words: [Words::new(&["s8"])],
    },
    LutEntry {
        mask: 0xe0000000000000,
        skel: 0,
        words: [Words::new(&["u16"])],
    },
    LutEntry {
        mask: 0xe0000000000000,
        skel: 0,
        words: [Words::new(&["s16"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static E140: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0xe0000000000000,
        skel: 0,
        words: [Words::new(&["u8"])],
    },
    LutEntry {
        mask: 0xe0000000000000,
        skel: 0,
        words: [Words::new(&["s8"])],
    },
    LutEntry {
        mask: 0xe0000000000000,
        skel: 0,
        words: [Words::new(&["u16"])],
    },
    LutEntry {
        mask: 0xe0000000000000,
        skel: 0,
        words: [Words::new(&["s16"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
    LutEntry {
        mask: 0xe0000000000000,
        skel: 0,
        words: [Words::new(&["u32"])],
    },
    LutEntry {
        mask: 0xe0000000000000,
        skel: 0,
        words: [Words::new(&["s32"])],
    },
];
static E141: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0xe0000000000000,
        skel: 0,
        words: [Words::new(&["u8"])],
    },
    LutEntry {
        mask: 0xe0000000000000,
        skel: 0,
        words: [Words::new(&["s8"])],
    },
    LutEntry {
        mask: 0xe0000000000000,
        skel: 0,
        words: [Words::new(&["u16"])],
    },
    LutEntry {
        mask: 0xe0000000000000,
        skel: 0,
        words: [Words::new(&["s16"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
    LutEntry {
        mask: 0xe0000000000000,
        skel: 0,
        words: [Words::new(&["b32"])],
    },
    LutEntry {
        mask: 0xe0000000000000,
        skel: 0,
        words: [Words::new(&["s32"])],
    },
];
static L142: [u8; 16] = [0, 1, 14, 14, 2, 3, 4, 5, 9, 10, 6, 7, 8, 11, 12, 13];
static E142: [LutEntry<1>; 15] = [
    LutEntry {
        mask: 0x3c00000000,
        skel: 0,
        words: [Words::new(&["add"])],
    },
    LutEntry {
        mask: 0x3c00000000,
        skel: 1,
        words: [Words::new(&["exch"])],
    },
    LutEntry {
        mask: 0x3c00000000,
        skel: 2,
        words: [Words::new(&["inc"])],
    },
    LutEntry {
        mask: 0x3c00000000,
        skel: 2,
        words: [Words::new(&["dec"])],
    },
    LutEntry {
        mask: 0x3c00000000,
        skel: 2,
        words: [Words::new(&["max"])],
    },
    LutEntry {
        mask: 0x3c00000000,
        skel: 2,
        words: [Words::new(&["min"])],
    },
    LutEntry {
        mask: 0x3c00000000,
        skel: 3,
        words: [Words::new(&["and"])],
    },
    LutEntry {
        mask: 0x3c00000000,
        skel: 3,
        words: [Words::new(&["or"])],
    },
    LutEntry {
        mask: 0x3c00000000,
        skel: 3,
        words: [Words::new(&["xor"])],
    },
    LutEntry {
        mask: 0x3c00000000,
        skel: 3,
        words: [Words::new(&["keep8"])],
    },
    LutEntry {
        mask: 0x3c00000000,
        skel: 3,
        words: [Words::new(&["keep9"])],
    },
    LutEntry {
        mask: 0x3c00000000,
        skel: 3,
        words: [Words::new(&["keep13"])],
    },
    LutEntry {
        mask: 0x3c00000000,
        skel: 3,
        words: [Words::new(&["keep14"])],
    },
    LutEntry {
        mask: 0x3c00000000,
        skel: 3,
        words: [Words::new(&["keep15"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 4,
        words: [Words::new(&["???"])],
    },
];
static L143: [u8; 16] = [2, 0, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2];
static E143: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x3c00000000,
        skel: 0,
        words: [Words::new(&["exch"])],
    },
    LutEntry {
        mask: 0x3c00000000,
        skel: 0,
        words: [Words::new(&["cas"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["ld"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 2,
        words: [Words::new(&["???"])],
    },
];
static E144: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xe0000000000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::NONE],
    },
];
static E145: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xe0000000000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::NONE],
    },
];
static L146: [u8; 16] = [1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
static E146: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x3c00000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["???"])],
    },
];
static B147_0: [u8; 16] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1];
static R82: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0xc00000000000,
        skel: 0,
        words: [Words::new(&["and", "b16"])],
    },
    LutEntry {
        mask: 0xc00000000000,
        skel: 0,
        words: [Words::new(&["or", "b16"])],
    },
    LutEntry {
        mask: 0xc00000000000,
        skel: 0,
        words: [Words::new(&["xor", "b16"])],
    },
    LutEntry {
        mask: 0xc00000000000,
        skel: 0,
        words: [Words::new(&["mov2", "b16"])],
    },
];
static B147_1: [u8; 16] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1];
static B147_2: [u8; 16] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1];
static B147_3: [u8; 16] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1];
static B147_8: [u8; 16] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1];
static R83: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0xc00000000000,
        skel: 0,
        words: [Words::new(&["and", "b32"])],
    },
    LutEntry {
        mask: 0xc00000000000,
        skel: 0,
        words: [Words::new(&["or", "b32"])],
    },
    LutEntry {
        mask: 0xc00000000000,
        skel: 0,
        words: [Words::new(&["xor", "b32"])],
    },
    LutEntry {
        mask: 0xc00000000000,
        skel: 0,
        words: [Words::new(&["mov2", "b32"])],
    },
];
static B147_9: [u8; 16] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1];
static B147_10: [u8; 16] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1];
static B147_11: [u8; 16] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1];
static L148: [u8; 16] = [0, 4, 4, 4, 1, 4, 4, 4, 2, 4, 4, 4, 3, 4, 4, 4];
static E148: [LutEntry<1>; 6] = [
    LutEntry {
        mask: 0xc0000001800000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0xc0000001800000,
        skel: 0,
        words: [Words::new(&["rm"])],
    },
    LutEntry {
        mask: 0xc0000001800000,
        skel: 0,
        words: [Words::new(&["rp"])],
    },
    LutEntry {
        mask: 0xc0000001800000,
        skel: 0,
        words: [Words::new(&["rz"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static E149: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0xc0000000000000,
        skel: 0,
        words: [Words::new(&["rn"])],
    },
    LutEntry {
        mask: 0xc0000000000000,
        skel: 0,
        words: [Words::new(&["rm"])],
    },
    LutEntry {
        mask: 0xc0000000000000,
        skel: 0,
        words: [Words::new(&["rp"])],
    },
    LutEntry {
        mask: 0xc0000000000000,
        skel: 0,
        words: [Words::new(&["rz"])],
    },
];
static E150: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x30000,
        skel: 0,
        words: [Words::new(&["rn"])],
    },
    LutEntry {
        mask: 0x30000,
        skel: 0,
        words: [Words::new(&["rm"])],
    },
    LutEntry {
        mask: 0x30000,
        skel: 0,
        words: [Words::new(&["rp"])],
    },
    LutEntry {
        mask: 0x30000,
        skel: 0,
        words: [Words::new(&["rz"])],
    },
];
static R84: [LutEntry<1>; 32] = [
    LutEntry {
        mask: 0x20c0000001800000,
        skel: 0,
        words: [Words::new(&["add", "f32"])],
    },
    LutEntry {
        mask: 0x2000000000000000,
        skel: 0,
        words: [Words::new(&["add", "f32"])],
    },
    LutEntry {
        mask: 0x2000000000000000,
        skel: 0,
        words: [Words::new(&["add", "f32"])],
    },
    LutEntry {
        mask: 0x2000000000000000,
        skel: 0,
        words: [Words::new(&["add", "f32"])],
    },
    LutEntry {
        mask: 0x20c0000001800000,
        skel: 0,
        words: [Words::new(&["add", "rm", "f32"])],
    },
    LutEntry {
        mask: 0x2000000000000000,
        skel: 0,
        words: [Words::new(&["add", "f32"])],
    },
    LutEntry {
        mask: 0x2000000000000000,
        skel: 0,
        words: [Words::new(&["add", "f32"])],
    },
    LutEntry {
        mask: 0x2000000000000000,
        skel: 0,
        words: [Words::new(&["add", "f32"])],
    },
    LutEntry {
        mask: 0x20c0000001800000,
        skel: 0,
        words: [Words::new(&["add", "rp", "f32"])],
    },
    LutEntry {
        mask: 0x2000000000000000,
        skel: 0,
        words: [Words::new(&["add", "f32"])],
    },
    LutEntry {
        mask: 0x2000000000000000,
        skel: 0,
        words: [Words::new(&["add", "f32"])],
    },
    LutEntry {
        mask: 0x2000000000000000,
        skel: 0,
        words: [Words::new(&["add", "f32"])],
    },
    LutEntry {
        mask: 0x20c0000001800000,
        skel: 0,
        words: [Words::new(&["add", "rz", "f32"])],
    },
    LutEntry {
        mask: 0x2000000000000000,
        skel: 0,
        words: [Words::new(&["add", "f32"])],
    },
    LutEntry {
        mask: 0x2000000000000000,
        skel: 0,
        words: [Words::new(&["add", "f32"])],
    },
    LutEntry {
        mask: 0x2000000000000000,
        skel: 0,
        words: [Words::new(&["add", "f32"])],
    },
    LutEntry {
        mask: 0x20c0000001800000,
        skel: 0,
        words: [Words::new(&["add", "sat", "f32"])],
    },
    LutEntry {
        mask: 0x2000000000000000,
        skel: 0,
        words: [Words::new(&["add", "sat", "f32"])],
    },
    LutEntry {
        mask: 0x2000000000000000,
        skel: 0,
        words: [Words::new(&["add", "sat", "f32"])],
    },
    LutEntry {
        mask: 0x2000000000000000,
        skel: 0,
        words: [Words::new(&["add", "sat", "f32"])],
    },
    LutEntry {
        mask: 0x20c0000001800000,
        skel: 0,
        words: [Words::new(&["add", "sat", "rm", "f32"])],
    },
    LutEntry {
        mask: 0x2000000000000000,
        skel: 0,
        words: [Words::new(&["add", "sat", "f32"])],
    },
    LutEntry {
        mask: 0x2000000000000000,
        skel: 0,
        words: [Words::new(&["add", "sat", "f32"])],
    },
    LutEntry {
        mask: 0x2000000000000000,
        skel: 0,
        words: [Words::new(&["add", "sat", "f32"])],
    },
    LutEntry {
        mask: 0x20c0000001800000,
        skel: 0,
        words: [Words::new(&["add", "sat", "rp", "f32"])],
    },
    LutEntry {
        mask: 0x2000000000000000,
        skel: 0,
        words: [Words::new(&["add", "sat", "f32"])],
    },
    LutEntry {
        mask: 0x2000000000000000,
        skel: 0,
        words: [Words::new(&["add", "sat", "f32"])],
    },
    LutEntry {
        mask: 0x2000000000000000,
        skel: 0,
        words: [Words::new(&["add", "sat", "f32"])],
    },
    LutEntry {
        mask: 0x20c0000001800000,
        skel: 0,
        words: [Words::new(&["add", "sat", "rz", "f32"])],
    },
    LutEntry {
        mask: 0x2000000000000000,
        skel: 0,
        words: [Words::new(&["add", "sat", "f32"])],
    },
    LutEntry {
        mask: 0x2000000000000000,
        skel: 0,
        words: [Words::new(&["add", "sat", "f32"])],
    },
    LutEntry {
        mask: 0x2000000000000000,
        skel: 0,
        words: [Words::new(&["add", "sat", "f32"])],
    },
];
static R85: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0xc0000000000000,
        skel: 0,
        words: [Words::new(&["fma", "rn", "f64"])],
    },
    LutEntry {
        mask: 0xc0000000000000,
        skel: 0,
        words: [Words::new(&["fma", "rm", "f64"])],
    },
    LutEntry {
        mask: 0xc0000000000000,
        skel: 0,
        words: [Words::new(&["fma", "rp", "f64"])],
    },
    LutEntry {
        mask: 0xc0000000000000,
        skel: 0,
        words: [Words::new(&["fma", "rz", "f64"])],
    },
];
static R86: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x30000,
        skel: 0,
        words: [Words::new(&["add", "rn", "f64"])],
    },
    LutEntry {
        mask: 0x30000,
        skel: 0,
        words: [Words::new(&["add", "rm", "f64"])],
    },
    LutEntry {
        mask: 0x30000,
        skel: 0,
        words: [Words::new(&["add", "rp", "f64"])],
    },
    LutEntry {
        mask: 0x30000,
        skel: 0,
        words: [Words::new(&["add", "rz", "f64"])],
    },
];
static R87: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["mul", "rn", "f64"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["mul", "rm", "f64"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["mul", "rp", "f64"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["mul", "rz", "f64"])],
    },
];
static R88: [LutEntry<1>; 16] = [
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["never", "f64"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["l", "f64"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["e", "f64"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["le", "f64"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["g", "f64"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["lg", "f64"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["ge", "f64"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["lge", "f64"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["u", "f64"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["lu", "f64"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["eu", "f64"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["leu", "f64"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["gu", "f64"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["lgu", "f64"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["geu", "f64"])],
    },
    LutEntry {
        mask: 0x3c00000000000,
        skel: 0,
        words: [Words::new(&["always", "f64"])],
    },
];
static E152: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x400000000,
        skel: 0,
        words: [Words::new(&["all"])],
    },
    LutEntry {
        mask: 0x400000000,
        skel: 0,
        words: [Words::new(&["live"])],
    },
];
static E153: [LutEntry<1>; 2] = [
    LutEntry {
        mask: 0x800000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x800000000,
        skel: 0,
        words: [Words::new(&["deriv"])],
    },
];
static R89: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0xc00000000,
        skel: 0,
        words: [Words::new(&["all"])],
    },
    LutEntry {
        mask: 0xc00000000,
        skel: 0,
        words: [Words::new(&["live"])],
    },
    LutEntry {
        mask: 0xc00000000,
        skel: 0,
        words: [Words::new(&["all", "deriv"])],
    },
    LutEntry {
        mask: 0xc00000000,
        skel: 0,
        words: [Words::new(&["live", "deriv"])],
    },
];
static B155_0: [u8; 32] = [
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B155_1: [u8; 32] = [
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B155_2: [u8; 32] = [
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B155_4: [u8; 32] = [
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B155_7: [u8; 32] = [
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1,
];
static B155_8: [u8; 32] = [
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B155_9: [u8; 32] = [
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B155_10: [u8; 32] = [
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B155_12: [u8; 32] = [
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B155_15: [u8; 32] = [
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1,
];
static B155_16: [u8; 32] = [
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B155_17: [u8; 32] = [
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B155_18: [u8; 32] = [
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B155_23: [u8; 32] = [
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1,
];
static B155_24: [u8; 32] = [
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B155_25: [u8; 32] = [
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B155_26: [u8; 32] = [
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B155_31: [u8; 32] = [
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1,
];
static B155_32: [u8; 32] = [
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B155_33: [u8; 32] = [
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B155_34: [u8; 32] = [
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B155_36: [u8; 32] = [
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B155_39: [u8; 32] = [
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1,
];
static B155_40: [u8; 32] = [
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B155_41: [u8; 32] = [
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B155_42: [u8; 32] = [
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B155_44: [u8; 32] = [
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B155_47: [u8; 32] = [
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1,
];
static B155_48: [u8; 32] = [
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B155_49: [u8; 32] = [
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B155_50: [u8; 32] = [
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B155_55: [u8; 32] = [
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1,
];
static B155_56: [u8; 32] = [
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B155_57: [u8; 32] = [
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B155_58: [u8; 32] = [
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static B155_63: [u8; 32] = [
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1,
];
static L156: [u8; 256] = [
    0, 48, 0, 16, 1, 49, 1, 17, 2, 50, 2, 18, 3, 51, 3, 19, 4, 52, 4, 20, 5, 53, 5, 21, 6, 54, 6, 22, 7, 55, 7, 23, 8,
    56, 8, 24, 9, 57, 9, 25, 10, 58, 10, 26, 11, 59, 11, 27, 12, 60, 12, 28, 13, 61, 13, 29, 14, 62, 14, 30, 15, 63,
    15, 31, 0, 64, 0, 16, 1, 65, 1, 17, 2, 66, 2, 18, 3, 67, 3, 19, 4, 68, 4, 20, 5, 69, 5, 21, 6, 70, 6, 22, 7, 71, 7,
    23, 8, 72, 8, 24, 9, 73, 9, 25, 10, 74, 10, 26, 11, 75, 11, 27, 12, 76, 12, 28, 13, 77, 13, 29, 14, 78, 14, 30, 15,
    79, 15, 31, 0, 80, 0, 16, 1, 81, 1, 17, 2, 82, 2, 18, 3, 83, 3, 19, 4, 84, 4, 20, 5, 85, 5, 21, 6, 86, 6, 22, 7,
    87, 7, 23, 8, 88, 8, 24, 9, 89, 9, 25, 10, 90, 10, 26, 11, 91, 11, 27, 12, 92, 12, 28, 13, 93, 13, 29, 14, 94, 14,
    30, 15, 95, 15, 31, 0, 32, 0, 16, 1, 33, 1, 17, 2, 34, 2, 18, 3, 35, 3, 19, 4, 36, 4, 20, 5, 37, 5, 21, 6, 38, 6,
    22, 7, 39, 7, 23, 8, 40, 8, 24, 9, 41, 9, 25, 10, 42, 10, 26, 11, 43, 11, 27, 12, 44, 12, 28, 13, 45, 13, 29, 14,
    46, 14, 30, 15, 47, 15, 31,
];
static E156: [LutEntry<1>; 97] = [
    LutEntry {
        mask: 0x1,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x1,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x1,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x1,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x1,
        skel: 3,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x1,
        skel: 4,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x1,
        skel: 5,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x1,
        skel: 5,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x1,
        skel: 6,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x1,
        skel: 7,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x1,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x1,
        skel: 8,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x1,
        skel: 9,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x1,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x1,
        skel: 10,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x1,
        skel: 11,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3,
        skel: 12,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3,
        skel: 13,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3,
        skel: 14,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3,
        skel: 15,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3,
        skel: 16,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3,
        skel: 17,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3,
        skel: 18,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3,
        skel: 19,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3,
        skel: 20,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3,
        skel: 21,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3,
        skel: 22,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3,
        skel: 23,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3,
        skel: 24,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3,
        skel: 25,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3,
        skel: 26,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3,
        skel: 26,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 27,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 28,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 29,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 29,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 30,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 27,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 31,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 31,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 27,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 27,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 27,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 32,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 33,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 34,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 35,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 27,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 36,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 37,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 38,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 39,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 40,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 41,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 42,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 43,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 44,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 45,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 46,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 47,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 48,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 49,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 50,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 51,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 52,
        words: [Words::new(&["exit"])],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 53,
        words: [Words::new(&["exit"])],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 54,
        words: [Words::new(&["exit"])],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 55,
        words: [Words::new(&["exit"])],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 56,
        words: [Words::new(&["exit"])],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 57,
        words: [Words::new(&["exit"])],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 58,
        words: [Words::new(&["exit"])],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 59,
        words: [Words::new(&["exit"])],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 60,
        words: [Words::new(&["exit"])],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 61,
        words: [Words::new(&["exit"])],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 62,
        words: [Words::new(&["exit"])],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 63,
        words: [Words::new(&["exit"])],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 64,
        words: [Words::new(&["exit"])],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 65,
        words: [Words::new(&["exit"])],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 66,
        words: [Words::new(&["exit"])],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 67,
        words: [Words::new(&["exit"])],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 52,
        words: [Words::new(&["join"])],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 53,
        words: [Words::new(&["join"])],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 54,
        words: [Words::new(&["join"])],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 55,
        words: [Words::new(&["join"])],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 56,
        words: [Words::new(&["join"])],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 57,
        words: [Words::new(&["join"])],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 58,
        words: [Words::new(&["join"])],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 59,
        words: [Words::new(&["join"])],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 60,
        words: [Words::new(&["join"])],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 61,
        words: [Words::new(&["join"])],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 62,
        words: [Words::new(&["join"])],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 63,
        words: [Words::new(&["join"])],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 64,
        words: [Words::new(&["join"])],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 65,
        words: [Words::new(&["join"])],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 66,
        words: [Words::new(&["join"])],
    },
    LutEntry {
        mask: 0x300000003,
        skel: 67,
        words: [Words::new(&["join"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 68,
        words: [Words::new(&["???"])],
    },
];

fn t0(d: &mut Dec) -> u64 {
    match ((d.bits >> 23) as usize & 1) << 0
        | ((d.bits >> 13) as usize & 1) << 1
        | ((d.bits >> 14) as usize & 1) << 2
        | ((d.bits >> 25) as usize & 1) << 3
    {
        0 => {
            if d.bits & 0x3806000 == 0x1000000 && d.ptype & 0x8 != 0 {
                d.insn.push_path(1);
                d.consumed |= 0x3806000;
                let o = d.mem(&S0);
                d.insn.push_op(o);
                return 0x3806000;
            }
            if d.bits & 0x1800000 == 0x1000000 && d.ptype & 0x3 != 0 {
                d.insn.push_path(9);
                d.consumed |= 0x1800000;
                let o = d.mem(&S1);
                d.insn.push_op(o);
                return 0x1800000;
            }
        }
        1 => {
            if d.bits & 0x1800000 == 0x1800000 && d.ptype & 0x2 != 0 {
                d.insn.push_path(0);
                d.consumed |= 0x1800000;
                let o = d.mem(&S2);
                d.insn.push_op(o);
                return 0x1800000;
            }
        }
        2 => {
            if d.bits & 0x3806000 == 0x1002000 && d.ptype & 0x8 != 0 {
                d.insn.push_path(2);
                d.consumed |= 0x3806000;
                let o = d.mem(&S3);
                d.insn.push_op(o);
                return 0x3806000;
            }
            if d.bits & 0x1800000 == 0x1000000 && d.ptype & 0x3 != 0 {
                d.insn.push_path(9);
                d.consumed |= 0x1800000;
                let o = d.mem(&S1);
                d.insn.push_op(o);
                return 0x1800000;
            }
        }
        3 => {
            if d.bits & 0x1800000 == 0x1800000 && d.ptype & 0x2 != 0 {
                d.insn.push_path(0);
                d.consumed |= 0x1800000;
                let o = d.mem(&S2);
                d.insn.push_op(o);
                return 0x1800000;
            }
        }
        4 => {
            if d.bits & 0x3806000 == 0x1004000 && d.ptype & 0x8 != 0 {
                d.insn.push_path(3);
                d.consumed |= 0x3806000;
                let o = d.mem(&S3);
                d.insn.push_op(o);
                return 0x3806000;
            }
            if d.bits & 0x1800000 == 0x1000000 && d.ptype & 0x3 != 0 {
                d.insn.push_path(9);
                d.consumed |= 0x1800000;
                let o = d.mem(&S1);
                d.insn.push_op(o);
                return 0x1800000;
            }
        }
        5 => {
            if d.bits & 0x1800000 == 0x1800000 && d.ptype & 0x2 != 0 {
                d.insn.push_path(0);
                d.consumed |= 0x1800000;
                let o = d.mem(&S2);
                d.insn.push_op(o);
                return 0x1800000;
            }
        }
        6 => {
            if d.bits & 0x3806000 == 0x1006000 && d.ptype & 0x8 != 0 {
                d.insn.push_path(4);
                d.consumed |= 0x3806000;
                let o = d.mem(&S4);
                d.insn.push_op(o);
                return 0x3806000;
            }
            if d.bits & 0x1800000 == 0x1000000 && d.ptype & 0x3 != 0 {
                d.insn.push_path(9);
                d.consumed |= 0x1800000;
                let o = d.mem(&S1);
                d.insn.push_op(o);
                return 0x1800000;
            }
        }
        7 => {
            if d.bits & 0x1800000 == 0x1800000 && d.ptype & 0x2 != 0 {
                d.insn.push_path(0);
                d.consumed |= 0x1800000;
                let o = d.mem(&S2);
                d.insn.push_op(o);
                return 0x1800000;
            }
        }
        8 => {
            if d.bits & 0x3806000 == 0x3000000 && d.ptype & 0x8 != 0 {
                d.insn.push_path(5);
                d.consumed |= 0x3806000;
                let o = d.mem(&S5);
                d.insn.push_op(o);
                return 0x3806000;
            }
            if d.bits & 0x1800000 == 0x1000000 && d.ptype & 0x3 != 0 {
                d.insn.push_path(9);
                d.consumed |= 0x1800000;
                let o = d.mem(&S1);
                d.insn.push_op(o);
                return 0x1800000;
            }
        }
        9 => {
            if d.bits & 0x1800000 == 0x1800000 && d.ptype & 0x2 != 0 {
                d.insn.push_path(0);
                d.consumed |= 0x1800000;
                let o = d.mem(&S2);
                d.insn.push_op(o);
                return 0x1800000;
            }
        }
        10 => {
            if d.bits & 0x3806000 == 0x3002000 && d.ptype & 0x8 != 0 {
                d.insn.push_path(6);
                d.consumed |= 0x3806000;
                let o = d.mem(&S6);
                d.insn.push_op(o);
                return 0x3806000;
            }
            if d.bits & 0x1800000 == 0x1000000 && d.ptype & 0x3 != 0 {
                d.insn.push_path(9);
                d.consumed |= 0x1800000;
                let o = d.mem(&S1);
                d.insn.push_op(o);
                return 0x1800000;
            }
        }
        11 => {
            if d.bits & 0x1800000 == 0x1800000 && d.ptype & 0x2 != 0 {
                d.insn.push_path(0);
                d.consumed |= 0x1800000;
                let o = d.mem(&S2);
                d.insn.push_op(o);
                return 0x1800000;
            }
        }
        12 => {
            if d.bits & 0x3806000 == 0x3004000 && d.ptype & 0x8 != 0 {
                d.insn.push_path(7);
                d.consumed |= 0x3806000;
                let o = d.mem(&S6);
                d.insn.push_op(o);
                return 0x3806000;
            }
            if d.bits & 0x1800000 == 0x1000000 && d.ptype & 0x3 != 0 {
                d.insn.push_path(9);
                d.consumed |= 0x1800000;
                let o = d.mem(&S1);
                d.insn.push_op(o);
                return 0x1800000;
            }
        }
        13 => {
            if d.bits & 0x1800000 == 0x1800000 && d.ptype & 0x2 != 0 {
                d.insn.push_path(0);
                d.consumed |= 0x1800000;
                let o = d.mem(&S2);
                d.insn.push_op(o);
                return 0x1800000;
            }
        }
        14 => {
            if d.bits & 0x3806000 == 0x3006000 && d.ptype & 0x8 != 0 {
                d.insn.push_path(8);
                d.consumed |= 0x3806000;
                let o = d.mem(&S7);
                d.insn.push_op(o);
                return 0x3806000;
            }
            if d.bits & 0x1800000 == 0x1000000 && d.ptype & 0x3 != 0 {
                d.insn.push_path(9);
                d.consumed |= 0x1800000;
                let o = d.mem(&S1);
                d.insn.push_op(o);
                return 0x1800000;
            }
        }
        15 => {
            if d.bits & 0x1800000 == 0x1800000 && d.ptype & 0x2 != 0 {
                d.insn.push_path(0);
                d.consumed |= 0x1800000;
                let o = d.mem(&S2);
                d.insn.push_op(o);
                return 0x1800000;
            }
        }
        _ => {}
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t1(d: &mut Dec) -> u64 {
    if d.bits & 0x1000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x1000000;
        let o = d.reg(&S8);
        d.insn.push_op(o);
        return 0x1000000;
    }
    if d.bits & 0x1000000 == 0x1000000 {
        d.insn.push_path(1);
        d.consumed |= 0x1000000;
        t0(d);
        return 0x1000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t2(d: &mut Dec) -> u64 {
    if d.bits & 0x3800000 == 0x800000 {
        d.insn.push_path(0);
        d.consumed |= 0x3800000;
        let o = d.mem(&S9);
        d.insn.push_op(o);
        return 0x3800000;
    }
    if d.bits & 0x3800000 == 0x2800000 {
        d.insn.push_path(1);
        d.consumed |= 0x3800000;
        let o = d.mem(&S10);
        d.insn.push_op(o);
        return 0x3800000;
    }
    if d.bits & 0x800000 == 0x0 {
        d.insn.push_path(2);
        d.consumed |= 0x800000;
        let o = d.reg(&S11);
        d.insn.push_op(o);
        return 0x800000;
    }
    if d.bits & 0x1000000 == 0x1000000 {
        d.insn.push_path(3);
        d.consumed |= 0x1000000;
        let o = d.reg(&S11);
        d.insn.push_op(o);
        return 0x1000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t3(d: &mut Dec) -> u64 {
    if d.bits & 0x2 == 0x2 {
        d.insn.push_path(0);
        d.consumed |= 0x2;
        return 0x2;
    }
    if d.bits & 0x2 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x2;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t1(d);
        t2(d);
        return 0x2;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t4(d: &mut Dec) -> u64 {
    if d.bits & 0x20000 == 0x20000 {
        d.insn.push_path(0);
        d.consumed |= 0x20000;
        return 0x20000;
    }
    if d.bits & 0x20000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x20000;
        return 0x20000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t5(d: &mut Dec) -> u64 {
    if d.bits & 0x1000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x1000000;
        let o = d.reg(&S13);
        d.insn.push_op(o);
        return 0x1000000;
    }
    if d.bits & 0x1000000 == 0x1000000 {
        d.insn.push_path(1);
        d.consumed |= 0x1000000;
        t0(d);
        return 0x1000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t6(d: &mut Dec) -> u64 {
    if d.bits & 0xf0008002 == 0x10000000 {
        d.insn.push_path(0);
        d.consumed |= 0xf0008002;
        t4(d);
        let o = d.reg(&S14);
        d.insn.push_op(o);
        t5(d);
        return 0xf0008002;
    }
    if d.bits & 0xf0008002 == 0x10008000 {
        d.insn.push_path(1);
        d.consumed |= 0xf0008002;
        t4(d);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t1(d);
        return 0xf0008002;
    }
    if d.bits & 0x2 == 0x2 {
        d.insn.push_path(2);
        d.consumed |= 0x2;
        return 0x2;
    }
    if d.bits & 0x2 == 0x0 {
        d.insn.push_path(3);
        d.consumed |= 0x2;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t1(d);
        t2(d);
        return 0x2;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t7(d: &mut Dec) -> u64 {
    if d.bits & 0x10400000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x10400000;
        return 0x10400000;
    }
    if d.bits & 0x10400000 == 0x400000 {
        d.insn.push_path(1);
        d.consumed |= 0x10400000;
        return 0x10400000;
    }
    if d.bits & 0x10400000 == 0x10000000 {
        d.insn.push_path(2);
        d.consumed |= 0x10400000;
        return 0x10400000;
    }
    if d.bits & 0x10400000 == 0x10400000 {
        d.insn.push_path(3);
        d.consumed |= 0x10400000;
        return 0x10400000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t8(d: &mut Dec) -> u64 {
    if d.bits & 0x100 == 0x100 {
        d.insn.push_path(0);
        d.consumed |= 0x100;
        return 0x100;
    }
    if d.bits & 0x100 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x100;
        return 0x100;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t9(d: &mut Dec) -> u64 {
    if d.bits & 0x3800000 == 0x800000 {
        d.insn.push_path(0);
        d.consumed |= 0x3800000;
        let o = d.mem(&S15);
        d.insn.push_op(o);
        return 0x3800000;
    }
    if d.bits & 0x3800000 == 0x2800000 {
        d.insn.push_path(1);
        d.consumed |= 0x3800000;
        let o = d.mem(&S16);
        d.insn.push_op(o);
        return 0x3800000;
    }
    if d.bits & 0x800000 == 0x0 {
        d.insn.push_path(2);
        d.consumed |= 0x800000;
        let o = d.reg(&S17);
        d.insn.push_op(o);
        return 0x800000;
    }
    if d.bits & 0x1000000 == 0x1000000 {
        d.insn.push_path(3);
        d.consumed |= 0x1000000;
        let o = d.reg(&S17);
        d.insn.push_op(o);
        return 0x1000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t10(d: &mut Dec) -> u64 {
    if d.bits & 0x10400000 == 0x10400000 {
        d.insn.push_path(0);
        d.consumed |= 0x10400000;
        let o = d.reg(&S18);
        d.insn.push_op(o);
        return 0x10400000;
    }
    {
        d.insn.push_path(1);
        d.consumed |= 0x0;
        return 0x0;
    }
}
fn t11(d: &mut Dec) -> u64 {
    if d.bits & 0xe0008002 == 0x20000000 {
        d.insn.push_path(0);
        d.consumed |= 0xe0008002;
        t7(d);
        t8(d);
        let o = d.reg(&S14);
        d.insn.push_op(o);
        t5(d);
        t9(d);
        t10(d);
        return 0xe0008002;
    }
    if d.bits & 0xe0008002 == 0x20008000 {
        d.insn.push_path(1);
        d.consumed |= 0xe0008002;
        t7(d);
        t8(d);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t1(d);
        t2(d);
        t10(d);
        return 0xe0008002;
    }
    if d.bits & 0x2 == 0x2 {
        d.insn.push_path(2);
        d.consumed |= 0x2;
        return 0x2;
    }
    if d.bits & 0x2 == 0x0 {
        d.insn.push_path(3);
        d.consumed |= 0x2;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t1(d);
        t2(d);
        return 0x2;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t12(d: &mut Dec) -> u64 {
    if d.bits & 0x8000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x8000;
        return 0x8000;
    }
    if d.bits & 0x8000 == 0x8000 {
        d.insn.push_path(1);
        d.consumed |= 0x8000;
        return 0x8000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t13(d: &mut Dec) -> u64 {
    if d.bits & 0x100 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x100;
        return 0x100;
    }
    if d.bits & 0x100 == 0x100 {
        d.insn.push_path(1);
        d.consumed |= 0x100;
        return 0x100;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t14(d: &mut Dec) -> u64 {
    if d.bits & 0x100 == 0x100 {
        d.insn.push_path(0);
        d.consumed |= 0x100;
        return 0x100;
    }
    if d.bits & 0x100 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x100;
        return 0x100;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t15(d: &mut Dec) -> u64 {
    if d.bits & 0x8000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x8000;
        return 0x8000;
    }
    if d.bits & 0x8000 == 0x8000 {
        d.insn.push_path(1);
        d.consumed |= 0x8000;
        return 0x8000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t16(d: &mut Dec) -> u64 {
    if d.bits & 0xf0400002 == 0x40000000 {
        d.insn.push_path(0);
        d.consumed |= 0xf0400002;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t12(d);
        t5(d);
        t13(d);
        t9(d);
        return 0xf0400002;
    }
    if d.bits & 0xf0400002 == 0x40400000 {
        d.insn.push_path(1);
        d.consumed |= 0xf0400002;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t14(d);
        t15(d);
        t1(d);
        t2(d);
        return 0xf0400002;
    }
    if d.bits & 0x2 == 0x2 {
        d.insn.push_path(2);
        d.consumed |= 0x2;
        return 0x2;
    }
    if d.bits & 0x2 == 0x0 {
        d.insn.push_path(3);
        d.consumed |= 0x2;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t1(d);
        t2(d);
        return 0x2;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t17(d: &mut Dec) -> u64 {
    if d.bits & 0x100 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x100;
        return 0x100;
    }
    if d.bits & 0x100 == 0x100 {
        d.insn.push_path(1);
        d.consumed |= 0x100;
        return 0x100;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t18(d: &mut Dec) -> u64 {
    if d.bits & 0xf0008002 == 0x50000000 {
        d.insn.push_path(0);
        d.consumed |= 0xf0008002;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t13(d);
        let o = d.reg(&S13);
        d.insn.push_op(o);
        let o = d.reg(&S17);
        d.insn.push_op(o);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        return 0xf0008002;
    }
    if d.bits & 0xf0008002 == 0x50008000 {
        d.insn.push_path(1);
        d.consumed |= 0xf0008002;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t17(d);
        let o = d.reg(&S8);
        d.insn.push_op(o);
        let o = d.reg(&S11);
        d.insn.push_op(o);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        return 0xf0008002;
    }
    if d.bits & 0x2 == 0x2 {
        d.insn.push_path(2);
        d.consumed |= 0x2;
        return 0x2;
    }
    if d.bits & 0x2 == 0x0 {
        d.insn.push_path(3);
        d.consumed |= 0x2;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t1(d);
        t2(d);
        return 0x2;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t19(d: &mut Dec) -> u64 {
    if d.bits & 0xe0008102 == 0x60000000 {
        d.insn.push_path(0);
        d.consumed |= 0xe0008102;
        t7(d);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t5(d);
        t9(d);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t10(d);
        return 0xe0008102;
    }
    if d.bits & 0xe0008102 == 0x60000100 {
        d.insn.push_path(1);
        d.consumed |= 0xe0008102;
        t7(d);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t5(d);
        t9(d);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t10(d);
        return 0xe0008102;
    }
    if d.bits & 0xe0008102 == 0x60008000 {
        d.insn.push_path(2);
        d.consumed |= 0xe0008102;
        t7(d);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t5(d);
        t9(d);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t10(d);
        return 0xe0008102;
    }
    if d.bits & 0xe0008102 == 0x60008100 {
        d.insn.push_path(3);
        d.consumed |= 0xe0008102;
        t7(d);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t1(d);
        t2(d);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t10(d);
        return 0xe0008102;
    }
    if d.bits & 0x2 == 0x2 {
        d.insn.push_path(4);
        d.consumed |= 0x2;
        return 0x2;
    }
    if d.bits & 0x2 == 0x0 {
        d.insn.push_path(5);
        d.consumed |= 0x2;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t1(d);
        t2(d);
        return 0x2;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t20(d: &mut Dec) -> u64 {
    if d.bits & 0xf3000102 == 0x80000000 && d.ptype & 0x4 != 0 {
        d.insn.push_path(0);
        d.consumed |= 0xf3000102;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        let o = d.mem(&S19);
        d.insn.push_op(o);
        return 0xf3000102;
    }
    if d.bits & 0xf3000102 == 0x81000000 && d.ptype & 0x4 != 0 {
        d.insn.push_path(1);
        d.consumed |= 0xf3000102;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        let o = d.mem(&S19);
        d.insn.push_op(o);
        return 0xf3000102;
    }
    if d.bits & 0xf3000102 == 0x82000000 && d.ptype & 0x4 != 0 {
        d.insn.push_path(2);
        d.consumed |= 0xf3000102;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        let o = d.mem(&S19);
        d.insn.push_op(o);
        let o = d.reg(&S8);
        d.insn.push_op(o);
        return 0xf3000102;
    }
    if d.bits & 0xf3000102 == 0x83000000 && d.ptype & 0x4 != 0 {
        d.insn.push_path(3);
        d.consumed |= 0xf3000102;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        let o = d.mem(&S19);
        d.insn.push_op(o);
        let o = d.reg(&S8);
        d.insn.push_op(o);
        return 0xf3000102;
    }
    if d.bits & 0xf3000102 == 0x80000100 && d.ptype & 0x4 != 0 {
        d.insn.push_path(4);
        d.consumed |= 0xf3000102;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        let o = d.mem(&S19);
        d.insn.push_op(o);
        return 0xf3000102;
    }
    if d.bits & 0x2 == 0x2 {
        d.insn.push_path(5);
        d.consumed |= 0x2;
        return 0x2;
    }
    if d.bits & 0x2 == 0x0 {
        d.insn.push_path(6);
        d.consumed |= 0x2;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t1(d);
        t2(d);
        return 0x2;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t21(d: &mut Dec) -> u64 {
    if d.bits & 0x400000 == 0x400000 {
        d.insn.push_path(0);
        d.consumed |= 0x400000;
        return 0x400000;
    }
    if d.bits & 0x400000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x400000;
        return 0x400000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t22(d: &mut Dec) -> u64 {
    if d.bits & 0x8000 == 0x8000 {
        d.insn.push_path(0);
        d.consumed |= 0x8000;
        return 0x8000;
    }
    if d.bits & 0x8000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x8000;
        return 0x8000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t23(d: &mut Dec) -> u64 {
    if d.bits & 0xf0000002 == 0x90000000 {
        d.insn.push_path(0);
        d.consumed |= 0xf0000002;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t21(d);
        t22(d);
        let o = d.reg(&S8);
        d.insn.push_op(o);
        return 0xf0000002;
    }
    if d.bits & 0xf0000002 == 0x90000002 {
        d.insn.push_path(1);
        d.consumed |= 0xf0000002;
        return 0xf0000002;
    }
    if d.bits & 0x2 == 0x2 {
        d.insn.push_path(2);
        d.consumed |= 0x2;
        return 0x2;
    }
    if d.bits & 0x2 == 0x0 {
        d.insn.push_path(3);
        d.consumed |= 0x2;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t1(d);
        t2(d);
        return 0x2;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t24(d: &mut Dec) -> u64 {
    if d.bits & 0x8000 == 0x8000 {
        d.insn.push_path(0);
        d.consumed |= 0x8000;
        return 0x8000;
    }
    if d.bits & 0x8000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x8000;
        return 0x8000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t25(d: &mut Dec) -> u64 {
    if d.bits & 0xf0000002 == 0xb0000000 {
        d.insn.push_path(0);
        d.consumed |= 0xf0000002;
        t8(d);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t24(d);
        t1(d);
        t21(d);
        t2(d);
        return 0xf0000002;
    }
    if d.bits & 0xf0000002 == 0xb0000002 && d.feats & 0x1 == 0x1 {
        d.insn.push_path(1);
        d.consumed |= 0xf0000002;
        return 0xf0000002;
    }
    if d.bits & 0x2 == 0x2 {
        d.insn.push_path(2);
        d.consumed |= 0x2;
        return 0x2;
    }
    if d.bits & 0x2 == 0x0 {
        d.insn.push_path(3);
        d.consumed |= 0x2;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t1(d);
        t2(d);
        return 0x2;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t26(d: &mut Dec) -> u64 {
    if d.bits & 0xf0000002 == 0xc0000000 {
        d.insn.push_path(0);
        d.consumed |= 0xf0000002;
        t8(d);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t24(d);
        t1(d);
        t21(d);
        t2(d);
        return 0xf0000002;
    }
    if d.bits & 0x2 == 0x2 {
        d.insn.push_path(1);
        d.consumed |= 0x2;
        return 0x2;
    }
    if d.bits & 0x2 == 0x0 {
        d.insn.push_path(2);
        d.consumed |= 0x2;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t1(d);
        t2(d);
        return 0x2;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t27(d: &mut Dec) -> u64 {
    if d.bits & 0xf0000002 == 0xe0000000 {
        d.insn.push_path(0);
        d.consumed |= 0xf0000002;
        t8(d);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t24(d);
        t1(d);
        t2(d);
        t21(d);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        return 0xf0000002;
    }
    if d.bits & 0x2 == 0x2 {
        d.insn.push_path(1);
        d.consumed |= 0x2;
        return 0x2;
    }
    if d.bits & 0x2 == 0x0 {
        d.insn.push_path(2);
        d.consumed |= 0x2;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t1(d);
        t2(d);
        return 0x2;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t28(d: &mut Dec) -> u64 {
    if d.bits & 0x100 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x100;
        return 0x100;
    }
    if d.bits & 0x100 == 0x100 {
        d.insn.push_path(1);
        d.consumed |= 0x100;
        return 0x100;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t29(d: &mut Dec) -> u64 {
    if d.bits & 0xf1000002 == 0xf0000000 {
        d.insn.push_path(0);
        d.consumed |= 0xf1000002;
        t28(d);
        let o = d.vec(&S20);
        d.insn.push_op(o);
        let o = d.reg(&S21);
        d.insn.push_op(o);
        let o = d.reg(&S22);
        d.insn.push_op(o);
        let o = d.vec(&S23);
        d.insn.push_op(o);
        return 0xf1000002;
    }
    if d.bits & 0xf1000002 == 0xf1000000 {
        d.insn.push_path(1);
        d.consumed |= 0xf1000002;
        t28(d);
        let o = d.vec(&S20);
        d.insn.push_op(o);
        let o = d.reg(&S21);
        d.insn.push_op(o);
        let o = d.reg(&S22);
        d.insn.push_op(o);
        let o = d.vec(&S23);
        d.insn.push_op(o);
        return 0xf1000002;
    }
    if d.bits & 0x2 == 0x2 {
        d.insn.push_path(2);
        d.consumed |= 0x2;
        return 0x2;
    }
    if d.bits & 0x2 == 0x0 {
        d.insn.push_path(3);
        d.consumed |= 0x2;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t1(d);
        t2(d);
        return 0x2;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t30(d: &mut Dec) -> u64 {
    match ((d.bits >> 39) as usize & 1) << 0
        | ((d.bits >> 40) as usize & 1) << 1
        | ((d.bits >> 41) as usize & 1) << 2
        | ((d.bits >> 42) as usize & 1) << 3
        | ((d.bits >> 43) as usize & 1) << 4
    {
        0 => {
            if d.bits & 0xf8000000000 == 0x0 {
                d.insn.push_path(0);
                d.consumed |= 0xf8000000000;
                return 0xf8000000000;
            }
        }
        1 => {
            if d.bits & 0xf8000000000 == 0x8000000000 {
                d.insn.push_path(1);
                d.consumed |= 0xf8000000000;
                let o = d.reg(&S24);
                d.insn.push_op(o);
                return 0xf8000000000;
            }
        }
        2 => {
            if d.bits & 0xf8000000000 == 0x10000000000 {
                d.insn.push_path(2);
                d.consumed |= 0xf8000000000;
                let o = d.reg(&S24);
                d.insn.push_op(o);
                return 0xf8000000000;
            }
        }
        3 => {
            if d.bits & 0xf8000000000 == 0x18000000000 {
                d.insn.push_path(3);
                d.consumed |= 0xf8000000000;
                let o = d.reg(&S24);
                d.insn.push_op(o);
                return 0xf8000000000;
            }
        }
        4 => {
            if d.bits & 0xf8000000000 == 0x20000000000 {
                d.insn.push_path(4);
                d.consumed |= 0xf8000000000;
                let o = d.reg(&S24);
                d.insn.push_op(o);
                return 0xf8000000000;
            }
        }
        5 => {
            if d.bits & 0xf8000000000 == 0x28000000000 {
                d.insn.push_path(5);
                d.consumed |= 0xf8000000000;
                let o = d.reg(&S24);
                d.insn.push_op(o);
                return 0xf8000000000;
            }
        }
        6 => {
            if d.bits & 0xf8000000000 == 0x30000000000 {
                d.insn.push_path(6);
                d.consumed |= 0xf8000000000;
                let o = d.reg(&S24);
                d.insn.push_op(o);
                return 0xf8000000000;
            }
        }
        7 => {
            if d.bits & 0xf8000000000 == 0x38000000000 {
                d.insn.push_path(7);
                d.consumed |= 0xf8000000000;
                let o = d.reg(&S24);
                d.insn.push_op(o);
                return 0xf8000000000;
            }
        }
        8 => {
            if d.bits & 0xf8000000000 == 0x40000000000 {
                d.insn.push_path(8);
                d.consumed |= 0xf8000000000;
                let o = d.reg(&S24);
                d.insn.push_op(o);
                return 0xf8000000000;
            }
        }
        9 => {
            if d.bits & 0xf8000000000 == 0x48000000000 {
                d.insn.push_path(9);
                d.consumed |= 0xf8000000000;
                let o = d.reg(&S24);
                d.insn.push_op(o);
                return 0xf8000000000;
            }
        }
        10 => {
            if d.bits & 0xf8000000000 == 0x50000000000 {
                d.insn.push_path(10);
                d.consumed |= 0xf8000000000;
                let o = d.reg(&S24);
                d.insn.push_op(o);
                return 0xf8000000000;
            }
        }
        11 => {
            if d.bits & 0xf8000000000 == 0x58000000000 {
                d.insn.push_path(11);
                d.consumed |= 0xf8000000000;
                let o = d.reg(&S24);
                d.insn.push_op(o);
                return 0xf8000000000;
            }
        }
        12 => {
            if d.bits & 0xf8000000000 == 0x60000000000 {
                d.insn.push_path(12);
                d.consumed |= 0xf8000000000;
                let o = d.reg(&S24);
                d.insn.push_op(o);
                return 0xf8000000000;
            }
        }
        13 => {
            if d.bits & 0xf8000000000 == 0x68000000000 {
                d.insn.push_path(13);
                d.consumed |= 0xf8000000000;
                let o = d.reg(&S24);
                d.insn.push_op(o);
                return 0xf8000000000;
            }
        }
        14 => {
            if d.bits & 0xf8000000000 == 0x70000000000 {
                d.insn.push_path(14);
                d.consumed |= 0xf8000000000;
                let o = d.reg(&S24);
                d.insn.push_op(o);
                return 0xf8000000000;
            }
        }
        15 => {
            if d.bits & 0xf8000000000 == 0x78000000000 {
                d.insn.push_path(15);
                d.consumed |= 0xf8000000000;
                return 0xf8000000000;
            }
        }
        16 => {
            if d.bits & 0xf8000000000 == 0x80000000000 {
                d.insn.push_path(16);
                d.consumed |= 0xf8000000000;
                let o = d.reg(&S24);
                d.insn.push_op(o);
                return 0xf8000000000;
            }
        }
        17 => {
            if d.bits & 0xf8000000000 == 0x88000000000 {
                d.insn.push_path(17);
                d.consumed |= 0xf8000000000;
                let o = d.reg(&S24);
                d.insn.push_op(o);
                return 0xf8000000000;
            }
        }
        18 => {
            if d.bits & 0xf8000000000 == 0x90000000000 {
                d.insn.push_path(18);
                d.consumed |= 0xf8000000000;
                let o = d.reg(&S24);
                d.insn.push_op(o);
                return 0xf8000000000;
            }
        }
        19 => {
            if d.bits & 0xf8000000000 == 0x98000000000 {
                d.insn.push_path(19);
                d.consumed |= 0xf8000000000;
                let o = d.reg(&S24);
                d.insn.push_op(o);
                return 0xf8000000000;
            }
        }
        20 => {}
        21 => {}
        22 => {}
        23 => {}
        24 => {}
        25 => {}
        26 => {}
        27 => {}
        28 => {
            if d.bits & 0xf8000000000 == 0xe0000000000 {
                d.insn.push_path(20);
                d.consumed |= 0xf8000000000;
                let o = d.reg(&S24);
                d.insn.push_op(o);
                return 0xf8000000000;
            }
        }
        29 => {
            if d.bits & 0xf8000000000 == 0xe8000000000 {
                d.insn.push_path(21);
                d.consumed |= 0xf8000000000;
                let o = d.reg(&S24);
                d.insn.push_op(o);
                return 0xf8000000000;
            }
        }
        30 => {
            if d.bits & 0xf8000000000 == 0xf0000000000 {
                d.insn.push_path(22);
                d.consumed |= 0xf8000000000;
                let o = d.reg(&S24);
                d.insn.push_op(o);
                return 0xf8000000000;
            }
        }
        31 => {
            if d.bits & 0xf8000000000 == 0xf8000000000 {
                d.insn.push_path(23);
                d.consumed |= 0xf8000000000;
                let o = d.reg(&S24);
                d.insn.push_op(o);
                return 0xf8000000000;
            }
        }
        _ => {}
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t31(d: &mut Dec) -> u64 {
    if d.bits & 0xf0000000 == 0x0 && d.ptype & 0x4 != 0 {
        d.insn.push_path(0);
        d.consumed |= 0xf0000000;
        t30(d);
        return 0xf0000000;
    }
    {
        d.insn.push_path(1);
        d.consumed |= 0x0;
        t30(d);
        let o = d.target(&S25);
        d.insn.push_op(o);
        return 0x0;
    }
}
fn t32(d: &mut Dec) -> u64 {
    if d.bits & 0xf0000000 == 0x10000000 {
        d.insn.push_path(0);
        d.consumed |= 0xf0000000;
        t30(d);
        let o = d.target(&S25);
        d.insn.push_op(o);
        return 0xf0000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t33(d: &mut Dec) -> u64 {
    if d.bits & 0x4000000000 == 0x4000000000 {
        d.insn.push_path(0);
        d.consumed |= 0x4000000000;
        return 0x4000000000;
    }
    if d.bits & 0x4000000000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x4000000000;
        return 0x4000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t34(d: &mut Dec) -> u64 {
    if d.bits & 0xf0000000 == 0x20000000 {
        d.insn.push_path(0);
        d.consumed |= 0xf0000000;
        let before = d.consumed;
        t30(d);
        d.ignored |= d.consumed & !before;
        t33(d);
        let o = d.target(&S25);
        d.insn.push_op(o);
        return 0xf0000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t35(d: &mut Dec) -> u64 {
    if d.bits & 0xf0000000 == 0x30000000 {
        d.insn.push_path(0);
        d.consumed |= 0xf0000000;
        t30(d);
        return 0xf0000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t36(d: &mut Dec) -> u64 {
    if d.bits & 0xf0000000 == 0x40000000 {
        d.insn.push_path(0);
        d.consumed |= 0xf0000000;
        let before = d.consumed;
        t30(d);
        d.ignored |= d.consumed & !before;
        let o = d.target(&S25);
        d.insn.push_op(o);
        return 0xf0000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t37(d: &mut Dec) -> u64 {
    if d.bits & 0xf0000000 == 0x50000000 {
        d.insn.push_path(0);
        d.consumed |= 0xf0000000;
        t30(d);
        return 0xf0000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t38(d: &mut Dec) -> u64 {
    if d.bits & 0xf0000000 == 0x60000000 {
        d.insn.push_path(0);
        d.consumed |= 0xf0000000;
        let before = d.consumed;
        t30(d);
        d.ignored |= d.consumed & !before;
        return 0xf0000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t39(d: &mut Dec) -> u64 {
    if d.bits & 0xf0000000 == 0x70000000 {
        d.insn.push_path(0);
        d.consumed |= 0xf0000000;
        let before = d.consumed;
        t30(d);
        d.ignored |= d.consumed & !before;
        return 0xf0000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t40(d: &mut Dec) -> u64 {
    if d.bits & 0x2000000 == 0x2000000 {
        d.insn.push_path(0);
        d.consumed |= 0x2000000;
        return 0x2000000;
    }
    if d.bits & 0x2000000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x2000000;
        return 0x2000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t41(d: &mut Dec) -> u64 {
    if d.bits & 0x4000000 == 0x4000000 {
        d.insn.push_path(0);
        d.consumed |= 0x4000000;
        return 0x4000000;
    }
    if d.bits & 0x4000000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x4000000;
        return 0x4000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t42(d: &mut Dec) -> u64 {
    if d.bits & 0x4000f0000000 == 0x80000000 {
        d.insn.push_path(0);
        d.consumed |= 0x4000f0000000;
        let before = d.consumed;
        t30(d);
        d.ignored |= d.consumed & !before;
        t40(d);
        t41(d);
        let o = d.imm(&S26);
        d.insn.push_op(o);
        let o = d.imm(&S27);
        d.insn.push_op(o);
        return 0x4000f0000000;
    }
    if d.bits & 0x4000f0000000 == 0x400080000000 {
        d.insn.push_path(1);
        d.consumed |= 0x4000f0000000;
        let before = d.consumed;
        t30(d);
        d.ignored |= d.consumed & !before;
        t40(d);
        t41(d);
        let o = d.imm(&S26);
        d.insn.push_op(o);
        return 0x4000f0000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t43(d: &mut Dec) -> u64 {
    if d.bits & 0xf0000000 == 0x90000000 {
        d.insn.push_path(0);
        d.consumed |= 0xf0000000;
        let before = d.consumed;
        t30(d);
        d.ignored |= d.consumed & !before;
        return 0xf0000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t44(d: &mut Dec) -> u64 {
    if d.bits & 0xf0000000 == 0xa0000000 {
        d.insn.push_path(0);
        d.consumed |= 0xf0000000;
        let before = d.consumed;
        t30(d);
        d.ignored |= d.consumed & !before;
        let o = d.target(&S25);
        d.insn.push_op(o);
        return 0xf0000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t45(d: &mut Dec) -> u64 {
    if d.bits & 0xf0000000 == 0xb0000000 && d.feats & 0x1 == 0x1 {
        d.insn.push_path(0);
        d.consumed |= 0xf0000000;
        t30(d);
        return 0xf0000000;
    }
    {
        d.insn.push_path(1);
        d.consumed |= 0x0;
        t30(d);
        let o = d.target(&S25);
        d.insn.push_op(o);
        return 0x0;
    }
}
fn t46(d: &mut Dec) -> u64 {
    if d.bits & 0xf0000000 == 0xc0000000 {
        d.insn.push_path(0);
        d.consumed |= 0xf0000000;
        let before = d.consumed;
        t30(d);
        d.ignored |= d.consumed & !before;
        t33(d);
        let o = d.mem(&S28);
        d.insn.push_op(o);
        return 0xf0000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t47(d: &mut Dec) -> u64 {
    if d.bits & 0xf0000000 == 0xd0000000 && d.feats & 0x8 == 0x8 {
        d.insn.push_path(0);
        d.consumed |= 0xf0000000;
        let before = d.consumed;
        t30(d);
        d.ignored |= d.consumed & !before;
        t33(d);
        let o = d.target(&S25);
        d.insn.push_op(o);
        return 0xf0000000;
    }
    {
        d.insn.push_path(1);
        d.consumed |= 0x0;
        t30(d);
        let o = d.target(&S25);
        d.insn.push_op(o);
        return 0x0;
    }
}
fn t48(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        t30(d);
        let o = d.target(&S25);
        d.insn.push_op(o);
        return 0x0;
    }
}
fn t49(d: &mut Dec) -> u64 {
    match ((d.bits >> 13) as usize & 1) << 0 | ((d.bits >> 14) as usize & 1) << 1 | ((d.bits >> 25) as usize & 1) << 2 {
        0 => {
            if d.bits & 0x1000000 == 0x1000000 && d.ptype & 0x2 != 0 {
                d.insn.push_path(0);
                d.consumed |= 0x1000000;
                let o = d.mem(&S2);
                d.insn.push_op(o);
                return 0x1000000;
            }
            if d.bits & 0x3006000 == 0x1000000 && d.ptype & 0x8 != 0 {
                d.insn.push_path(1);
                d.consumed |= 0x3006000;
                let o = d.mem(&S0);
                d.insn.push_op(o);
                return 0x3006000;
            }
        }
        1 => {
            if d.bits & 0x1000000 == 0x1000000 && d.ptype & 0x2 != 0 {
                d.insn.push_path(0);
                d.consumed |= 0x1000000;
                let o = d.mem(&S2);
                d.insn.push_op(o);
                return 0x1000000;
            }
            if d.bits & 0x3006000 == 0x1002000 && d.ptype & 0x8 != 0 {
                d.insn.push_path(2);
                d.consumed |= 0x3006000;
                let o = d.mem(&S3);
                d.insn.push_op(o);
                return 0x3006000;
            }
        }
        2 => {
            if d.bits & 0x1000000 == 0x1000000 && d.ptype & 0x2 != 0 {
                d.insn.push_path(0);
                d.consumed |= 0x1000000;
                let o = d.mem(&S2);
                d.insn.push_op(o);
                return 0x1000000;
            }
            if d.bits & 0x3006000 == 0x1004000 && d.ptype & 0x8 != 0 {
                d.insn.push_path(3);
                d.consumed |= 0x3006000;
                let o = d.mem(&S3);
                d.insn.push_op(o);
                return 0x3006000;
            }
        }
        3 => {
            if d.bits & 0x1000000 == 0x1000000 && d.ptype & 0x2 != 0 {
                d.insn.push_path(0);
                d.consumed |= 0x1000000;
                let o = d.mem(&S2);
                d.insn.push_op(o);
                return 0x1000000;
            }
            if d.bits & 0x3006000 == 0x1006000 && d.ptype & 0x8 != 0 {
                d.insn.push_path(4);
                d.consumed |= 0x3006000;
                let o = d.mem(&S4);
                d.insn.push_op(o);
                return 0x3006000;
            }
        }
        4 => {
            if d.bits & 0x1000000 == 0x1000000 && d.ptype & 0x2 != 0 {
                d.insn.push_path(0);
                d.consumed |= 0x1000000;
                let o = d.mem(&S2);
                d.insn.push_op(o);
                return 0x1000000;
            }
            if d.bits & 0x3006000 == 0x3000000 && d.ptype & 0x8 != 0 {
                d.insn.push_path(5);
                d.consumed |= 0x3006000;
                let o = d.mem(&S5);
                d.insn.push_op(o);
                return 0x3006000;
            }
        }
        5 => {
            if d.bits & 0x1000000 == 0x1000000 && d.ptype & 0x2 != 0 {
                d.insn.push_path(0);
                d.consumed |= 0x1000000;
                let o = d.mem(&S2);
                d.insn.push_op(o);
                return 0x1000000;
            }
            if d.bits & 0x3006000 == 0x3002000 && d.ptype & 0x8 != 0 {
                d.insn.push_path(6);
                d.consumed |= 0x3006000;
                let o = d.mem(&S6);
                d.insn.push_op(o);
                return 0x3006000;
            }
        }
        6 => {
            if d.bits & 0x1000000 == 0x1000000 && d.ptype & 0x2 != 0 {
                d.insn.push_path(0);
                d.consumed |= 0x1000000;
                let o = d.mem(&S2);
                d.insn.push_op(o);
                return 0x1000000;
            }
            if d.bits & 0x3006000 == 0x3004000 && d.ptype & 0x8 != 0 {
                d.insn.push_path(7);
                d.consumed |= 0x3006000;
                let o = d.mem(&S6);
                d.insn.push_op(o);
                return 0x3006000;
            }
        }
        7 => {
            if d.bits & 0x1000000 == 0x1000000 && d.ptype & 0x2 != 0 {
                d.insn.push_path(0);
                d.consumed |= 0x1000000;
                let o = d.mem(&S2);
                d.insn.push_op(o);
                return 0x1000000;
            }
            if d.bits & 0x3006000 == 0x3006000 && d.ptype & 0x8 != 0 {
                d.insn.push_path(8);
                d.consumed |= 0x3006000;
                let o = d.mem(&S7);
                d.insn.push_op(o);
                return 0x3006000;
            }
        }
        _ => {}
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t50(d: &mut Dec) -> u64 {
    if d.bits & 0x1000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x1000000;
        let o = d.reg(&S8);
        d.insn.push_op(o);
        return 0x1000000;
    }
    if d.bits & 0x1000000 == 0x1000000 {
        d.insn.push_path(1);
        d.consumed |= 0x1000000;
        t49(d);
        return 0x1000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t51(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t50(d);
        let o = d.imm(&S29);
        d.insn.push_op(o);
        return 0x0;
    }
}
fn t52(d: &mut Dec) -> u64 {
    if d.bits & 0xf0008000 == 0x10000000 {
        d.insn.push_path(0);
        d.consumed |= 0xf0008000;
        let o = d.reg(&S30);
        d.insn.push_op(o);
        let o = d.imm(&S29);
        d.insn.push_op(o);
        return 0xf0008000;
    }
    if d.bits & 0xf0008000 == 0x10008000 {
        d.insn.push_path(1);
        d.consumed |= 0xf0008000;
        let o = d.reg(&S31);
        d.insn.push_op(o);
        let o = d.imm(&S29);
        d.insn.push_op(o);
        return 0xf0008000;
    }
    {
        d.insn.push_path(2);
        d.consumed |= 0x0;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t50(d);
        let o = d.imm(&S29);
        d.insn.push_op(o);
        return 0x0;
    }
}
fn t53(d: &mut Dec) -> u64 {
    if d.bits & 0x1000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x1000000;
        let o = d.reg(&S13);
        d.insn.push_op(o);
        return 0x1000000;
    }
    if d.bits & 0x1000000 == 0x1000000 {
        d.insn.push_path(1);
        d.consumed |= 0x1000000;
        t49(d);
        return 0x1000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t54(d: &mut Dec) -> u64 {
    if d.bits & 0xe0008000 == 0x20000000 {
        d.insn.push_path(0);
        d.consumed |= 0xe0008000;
        t7(d);
        t8(d);
        let o = d.reg(&S14);
        d.insn.push_op(o);
        t53(d);
        let o = d.imm(&S29);
        d.insn.push_op(o);
        t10(d);
        return 0xe0008000;
    }
    if d.bits & 0xe0008000 == 0x20008000 {
        d.insn.push_path(1);
        d.consumed |= 0xe0008000;
        t7(d);
        t8(d);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t50(d);
        let o = d.imm(&S29);
        d.insn.push_op(o);
        t10(d);
        return 0xe0008000;
    }
    {
        d.insn.push_path(2);
        d.consumed |= 0x0;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t50(d);
        let o = d.imm(&S29);
        d.insn.push_op(o);
        return 0x0;
    }
}
fn t55(d: &mut Dec) -> u64 {
    if d.bits & 0xf0400000 == 0x40000000 {
        d.insn.push_path(0);
        d.consumed |= 0xf0400000;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t12(d);
        t53(d);
        t13(d);
        let o = d.imm(&S29);
        d.insn.push_op(o);
        return 0xf0400000;
    }
    if d.bits & 0xf0400000 == 0x40400000 {
        d.insn.push_path(1);
        d.consumed |= 0xf0400000;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t14(d);
        t15(d);
        t50(d);
        let o = d.imm(&S29);
        d.insn.push_op(o);
        return 0xf0400000;
    }
    {
        d.insn.push_path(2);
        d.consumed |= 0x0;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t50(d);
        let o = d.imm(&S29);
        d.insn.push_op(o);
        return 0x0;
    }
}
fn t56(d: &mut Dec) -> u64 {
    if d.bits & 0xe0008100 == 0x60000000 {
        d.insn.push_path(0);
        d.consumed |= 0xe0008100;
        t7(d);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t53(d);
        let o = d.imm(&S29);
        d.insn.push_op(o);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t10(d);
        return 0xe0008100;
    }
    if d.bits & 0xe0008100 == 0x60000100 {
        d.insn.push_path(1);
        d.consumed |= 0xe0008100;
        t7(d);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t53(d);
        let o = d.imm(&S29);
        d.insn.push_op(o);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t10(d);
        return 0xe0008100;
    }
    if d.bits & 0xe0008100 == 0x60008000 {
        d.insn.push_path(2);
        d.consumed |= 0xe0008100;
        t7(d);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t53(d);
        let o = d.imm(&S29);
        d.insn.push_op(o);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t10(d);
        return 0xe0008100;
    }
    if d.bits & 0xe0008100 == 0x60008100 {
        d.insn.push_path(3);
        d.consumed |= 0xe0008100;
        t7(d);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t50(d);
        let o = d.imm(&S29);
        d.insn.push_op(o);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t10(d);
        return 0xe0008100;
    }
    {
        d.insn.push_path(4);
        d.consumed |= 0x0;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t50(d);
        let o = d.imm(&S29);
        d.insn.push_op(o);
        return 0x0;
    }
}
fn t57(d: &mut Dec) -> u64 {
    if d.bits & 0xf0000000 == 0xb0000000 {
        d.insn.push_path(0);
        d.consumed |= 0xf0000000;
        t8(d);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t24(d);
        t50(d);
        t21(d);
        let o = d.imm(&S29);
        d.insn.push_op(o);
        return 0xf0000000;
    }
    {
        d.insn.push_path(1);
        d.consumed |= 0x0;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t50(d);
        let o = d.imm(&S29);
        d.insn.push_op(o);
        return 0x0;
    }
}
fn t58(d: &mut Dec) -> u64 {
    if d.bits & 0xf0000000 == 0xc0000000 {
        d.insn.push_path(0);
        d.consumed |= 0xf0000000;
        t8(d);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t24(d);
        t50(d);
        t21(d);
        let o = d.imm(&S29);
        d.insn.push_op(o);
        return 0xf0000000;
    }
    {
        d.insn.push_path(1);
        d.consumed |= 0x0;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t50(d);
        let o = d.imm(&S29);
        d.insn.push_op(o);
        return 0x0;
    }
}
fn t59(d: &mut Dec) -> u64 {
    if d.bits & 0x400000 == 0x400000 {
        d.insn.push_path(0);
        d.consumed |= 0x400000;
        return 0x400000;
    }
    if d.bits & 0x400000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x400000;
        return 0x400000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t60(d: &mut Dec) -> u64 {
    if d.bits & 0xf0008100 == 0xd0000000 {
        d.insn.push_path(0);
        d.consumed |= 0xf0008100;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t59(d);
        t50(d);
        let o = d.imm(&S29);
        d.insn.push_op(o);
        return 0xf0008100;
    }
    if d.bits & 0xf0008100 == 0xd0000100 {
        d.insn.push_path(1);
        d.consumed |= 0xf0008100;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t59(d);
        t50(d);
        let o = d.imm(&S29);
        d.insn.push_op(o);
        return 0xf0008100;
    }
    if d.bits & 0xf0008100 == 0xd0008000 {
        d.insn.push_path(2);
        d.consumed |= 0xf0008100;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t59(d);
        t50(d);
        let o = d.imm(&S29);
        d.insn.push_op(o);
        return 0xf0008100;
    }
    if d.bits & 0xf0008100 == 0xd0008100 {
        d.insn.push_path(3);
        d.consumed |= 0xf0008100;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t59(d);
        t50(d);
        let o = d.imm(&S29);
        d.insn.push_op(o);
        return 0xf0008100;
    }
    {
        d.insn.push_path(4);
        d.consumed |= 0x0;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t50(d);
        let o = d.imm(&S29);
        d.insn.push_op(o);
        return 0x0;
    }
}
fn t61(d: &mut Dec) -> u64 {
    if d.bits & 0xf0000000 == 0xe0000000 {
        d.insn.push_path(0);
        d.consumed |= 0xf0000000;
        t8(d);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t24(d);
        t50(d);
        let o = d.imm(&S29);
        d.insn.push_op(o);
        t21(d);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        return 0xf0000000;
    }
    {
        d.insn.push_path(1);
        d.consumed |= 0x0;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t50(d);
        let o = d.imm(&S29);
        d.insn.push_op(o);
        return 0x0;
    }
}
fn t62(d: &mut Dec) -> u64 {
    match ((d.bits >> 46) as usize & 1) << 0
        | ((d.bits >> 47) as usize & 1) << 1
        | ((d.bits >> 48) as usize & 1) << 2
        | ((d.bits >> 49) as usize & 1) << 3
    {
        0 => {
            if d.bits & 0x3c00000000000 == 0x0 {
                d.insn.push_path(0);
                d.consumed |= 0x3c00000000000;
                return 0x3c00000000000;
            }
        }
        1 => {
            if d.bits & 0x3c00000000000 == 0x400000000000 {
                d.insn.push_path(1);
                d.consumed |= 0x3c00000000000;
                return 0x3c00000000000;
            }
        }
        2 => {
            if d.bits & 0x3c00000000000 == 0x800000000000 {
                d.insn.push_path(2);
                d.consumed |= 0x3c00000000000;
                return 0x3c00000000000;
            }
        }
        3 => {
            if d.bits & 0x3c00000000000 == 0xc00000000000 {
                d.insn.push_path(3);
                d.consumed |= 0x3c00000000000;
                return 0x3c00000000000;
            }
        }
        4 => {
            if d.bits & 0x3c00000000000 == 0x1000000000000 {
                d.insn.push_path(4);
                d.consumed |= 0x3c00000000000;
                return 0x3c00000000000;
            }
        }
        5 => {
            if d.bits & 0x3c00000000000 == 0x1400000000000 {
                d.insn.push_path(5);
                d.consumed |= 0x3c00000000000;
                return 0x3c00000000000;
            }
        }
        6 => {
            if d.bits & 0x3c00000000000 == 0x1800000000000 {
                d.insn.push_path(6);
                d.consumed |= 0x3c00000000000;
                return 0x3c00000000000;
            }
        }
        7 => {
            if d.bits & 0x3c00000000000 == 0x1c00000000000 {
                d.insn.push_path(7);
                d.consumed |= 0x3c00000000000;
                return 0x3c00000000000;
            }
        }
        8 => {
            if d.bits & 0x3c00000000000 == 0x2000000000000 {
                d.insn.push_path(8);
                d.consumed |= 0x3c00000000000;
                return 0x3c00000000000;
            }
        }
        9 => {
            if d.bits & 0x3c00000000000 == 0x2400000000000 {
                d.insn.push_path(9);
                d.consumed |= 0x3c00000000000;
                return 0x3c00000000000;
            }
        }
        10 => {
            if d.bits & 0x3c00000000000 == 0x2800000000000 {
                d.insn.push_path(10);
                d.consumed |= 0x3c00000000000;
                return 0x3c00000000000;
            }
        }
        11 => {
            if d.bits & 0x3c00000000000 == 0x2c00000000000 {
                d.insn.push_path(11);
                d.consumed |= 0x3c00000000000;
                return 0x3c00000000000;
            }
        }
        12 => {
            if d.bits & 0x3c00000000000 == 0x3000000000000 {
                d.insn.push_path(12);
                d.consumed |= 0x3c00000000000;
                return 0x3c00000000000;
            }
        }
        13 => {
            if d.bits & 0x3c00000000000 == 0x3400000000000 {
                d.insn.push_path(13);
                d.consumed |= 0x3c00000000000;
                return 0x3c00000000000;
            }
        }
        14 => {
            if d.bits & 0x3c00000000000 == 0x3800000000000 {
                d.insn.push_path(14);
                d.consumed |= 0x3c00000000000;
                return 0x3c00000000000;
            }
        }
        15 => {
            if d.bits & 0x3c00000000000 == 0x3c00000000000 {
                d.insn.push_path(15);
                d.consumed |= 0x3c00000000000;
                return 0x3c00000000000;
            }
        }
        _ => {}
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t63(d: &mut Dec) -> u64 {
    if d.bits & 0x8000001fc == 0x8000001fc {
        d.insn.push_path(0);
        d.consumed |= 0x8000001fc;
        d.insn.push_op(Operand::Discard);
        return 0x8000001fc;
    }
    if d.bits & 0x800000000 == 0x800000000 {
        d.insn.push_path(1);
        d.consumed |= 0x800000000;
        let o = d.mem(&S32);
        d.insn.push_op(o);
        return 0x800000000;
    }
    if d.bits & 0x800000000 == 0x0 {
        d.insn.push_path(2);
        d.consumed |= 0x800000000;
        let o = d.reg(&S31);
        d.insn.push_op(o);
        return 0x800000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t64(d: &mut Dec) -> u64 {
    if d.bits & 0x4000000000 == 0x4000000000 {
        d.insn.push_path(0);
        d.consumed |= 0x4000000000;
        return 0x4000000000;
    }
    if d.bits & 0x4000000000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x4000000000;
        return 0x4000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t65(d: &mut Dec) -> u64 {
    match ((d.bits >> 14) as usize & 1) << 0 | ((d.bits >> 15) as usize & 1) << 1 | ((d.bits >> 25) as usize & 1) << 2 {
        0 => {
            if d.bits & 0x200c000 == 0x0 && d.ptype & 0x8 != 0 {
                d.insn.push_path(0);
                d.consumed |= 0x200c000;
                let o = d.mem(&S33);
                d.insn.push_op(o);
                return 0x200c000;
            }
            if d.ptype & 0x3 != 0 {
                d.insn.push_path(8);
                d.consumed |= 0x0;
                let o = d.mem(&S34);
                d.insn.push_op(o);
                return 0x0;
            }
        }
        1 => {
            if d.bits & 0x200c000 == 0x4000 && d.ptype & 0x8 != 0 {
                d.insn.push_path(1);
                d.consumed |= 0x200c000;
                let o = d.mem(&S35);
                d.insn.push_op(o);
                return 0x200c000;
            }
            if d.ptype & 0x3 != 0 {
                d.insn.push_path(8);
                d.consumed |= 0x0;
                let o = d.mem(&S34);
                d.insn.push_op(o);
                return 0x0;
            }
        }
        2 => {
            if d.bits & 0x200c000 == 0x8000 && d.ptype & 0x8 != 0 {
                d.insn.push_path(2);
                d.consumed |= 0x200c000;
                let o = d.mem(&S35);
                d.insn.push_op(o);
                return 0x200c000;
            }
            if d.ptype & 0x3 != 0 {
                d.insn.push_path(8);
                d.consumed |= 0x0;
                let o = d.mem(&S34);
                d.insn.push_op(o);
                return 0x0;
            }
        }
        3 => {
            if d.bits & 0x200c000 == 0xc000 && d.ptype & 0x8 != 0 {
                d.insn.push_path(3);
                d.consumed |= 0x200c000;
                let o = d.mem(&S36);
                d.insn.push_op(o);
                return 0x200c000;
            }
            if d.ptype & 0x3 != 0 {
                d.insn.push_path(8);
                d.consumed |= 0x0;
                let o = d.mem(&S34);
                d.insn.push_op(o);
                return 0x0;
            }
        }
        4 => {
            if d.bits & 0x200c000 == 0x2000000 && d.ptype & 0x8 != 0 {
                d.insn.push_path(4);
                d.consumed |= 0x200c000;
                let o = d.mem(&S37);
                d.insn.push_op(o);
                return 0x200c000;
            }
            if d.ptype & 0x3 != 0 {
                d.insn.push_path(8);
                d.consumed |= 0x0;
                let o = d.mem(&S34);
                d.insn.push_op(o);
                return 0x0;
            }
        }
        5 => {
            if d.bits & 0x200c000 == 0x2004000 && d.ptype & 0x8 != 0 {
                d.insn.push_path(5);
                d.consumed |= 0x200c000;
                let o = d.mem(&S38);
                d.insn.push_op(o);
                return 0x200c000;
            }
            if d.ptype & 0x3 != 0 {
                d.insn.push_path(8);
                d.consumed |= 0x0;
                let o = d.mem(&S34);
                d.insn.push_op(o);
                return 0x0;
            }
        }
        6 => {
            if d.bits & 0x200c000 == 0x2008000 && d.ptype & 0x8 != 0 {
                d.insn.push_path(6);
                d.consumed |= 0x200c000;
                let o = d.mem(&S38);
                d.insn.push_op(o);
                return 0x200c000;
            }
            if d.ptype & 0x3 != 0 {
                d.insn.push_path(8);
                d.consumed |= 0x0;
                let o = d.mem(&S34);
                d.insn.push_op(o);
                return 0x0;
            }
        }
        7 => {
            if d.bits & 0x200c000 == 0x200c000 && d.ptype & 0x8 != 0 {
                d.insn.push_path(7);
                d.consumed |= 0x200c000;
                let o = d.mem(&S39);
                d.insn.push_op(o);
                return 0x200c000;
            }
            if d.ptype & 0x3 != 0 {
                d.insn.push_path(8);
                d.consumed |= 0x0;
                let o = d.mem(&S34);
                d.insn.push_op(o);
                return 0x0;
            }
        }
        _ => {}
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t66(d: &mut Dec) -> u64 {
    if d.bits & 0x1800000 == 0x1800000 && d.ptype & 0x2 != 0 {
        d.insn.push_path(0);
        d.consumed |= 0x1800000;
        let o = d.mem(&S40);
        d.insn.push_op(o);
        return 0x1800000;
    }
    if d.bits & 0x20000000000000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x20000000000000;
        let o = d.reg(&S41);
        d.insn.push_op(o);
        return 0x20000000000000;
    }
    if d.bits & 0x20000000000000 == 0x20000000000000 {
        d.insn.push_path(2);
        d.consumed |= 0x20000000000000;
        t65(d);
        return 0x20000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t67(d: &mut Dec) -> u64 {
    if d.bits & 0x2000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x2000000;
        let o = d.mem(&S42);
        d.insn.push_op(o);
        return 0x2000000;
    }
    if d.bits & 0x2000000 == 0x2000000 {
        d.insn.push_path(1);
        d.consumed |= 0x2000000;
        let o = d.mem(&S43);
        d.insn.push_op(o);
        return 0x2000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t68(d: &mut Dec) -> u64 {
    if d.bits & 0x20000000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x20000000000000;
        let o = d.reg(&S44);
        d.insn.push_op(o);
        return 0x20000000000000;
    }
    if d.bits & 0x20000000000000 == 0x20000000000000 {
        d.insn.push_path(1);
        d.consumed |= 0x20000000000000;
        let o = d.reg(&S45);
        d.insn.push_op(o);
        return 0x20000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t69(d: &mut Dec) -> u64 {
    if d.bits & 0x2000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x2000000;
        let o = d.mem(&S46);
        d.insn.push_op(o);
        return 0x2000000;
    }
    if d.bits & 0x2000000 == 0x2000000 {
        d.insn.push_path(1);
        d.consumed |= 0x2000000;
        let o = d.mem(&S47);
        d.insn.push_op(o);
        return 0x2000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t70(d: &mut Dec) -> u64 {
    if d.bits & 0x80000000000000 == 0x80000000000000 && d.feats & 0x2 == 0x2 {
        d.insn.push_path(0);
        d.consumed |= 0x80000000000000;
        return 0x80000000000000;
    }
    if d.bits & 0x80000000000000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x80000000000000;
        return 0x80000000000000;
    }
    {
        d.insn.push_path(2);
        d.consumed |= 0x0;
        return 0x0;
    }
}
fn t71(d: &mut Dec) -> u64 {
    if d.bits & 0x2000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x2000000;
        let o = d.mem(&S48);
        d.insn.push_op(o);
        return 0x2000000;
    }
    if d.bits & 0x2000000 == 0x2000000 {
        d.insn.push_path(1);
        d.consumed |= 0x2000000;
        let o = d.mem(&S49);
        d.insn.push_op(o);
        return 0x2000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t72(d: &mut Dec) -> u64 {
    if d.bits & 0x4000000000 == 0x4000000000 {
        d.insn.push_path(0);
        d.consumed |= 0x4000000000;
        let o = d.reg(&S50);
        d.insn.push_op(o);
        return 0x4000000000;
    }
    if d.bits & 0x4000000000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x4000000000;
        return 0x4000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t73(d: &mut Dec) -> u64 {
    if d.bits & 0x20000001800000 == 0x800000 && d.ptype & 0x8 != 0 {
        d.insn.push_path(0);
        d.consumed |= 0x20000001800000;
        let o = d.mem(&S51);
        d.insn.push_op(o);
        return 0x20000001800000;
    }
    if d.bits & 0x20000001800000 == 0x20000000800000 && d.ptype & 0x8 != 0 {
        d.insn.push_path(1);
        d.consumed |= 0x20000001800000;
        let o = d.mem(&S52);
        d.insn.push_op(o);
        return 0x20000001800000;
    }
    if d.bits & 0x3800000 == 0x800000 && d.ptype & 0x7 != 0 {
        d.insn.push_path(2);
        d.consumed |= 0x3800000;
        let o = d.mem(&S51);
        d.insn.push_op(o);
        return 0x3800000;
    }
    if d.bits & 0x3800000 == 0x2800000 && d.ptype & 0x7 != 0 {
        d.insn.push_path(3);
        d.consumed |= 0x3800000;
        let o = d.mem(&S53);
        d.insn.push_op(o);
        return 0x3800000;
    }
    if d.bits & 0x20000001800000 == 0x1800000 && d.ptype & 0x2 != 0 {
        d.insn.push_path(4);
        d.consumed |= 0x20000001800000;
        let o = d.mem(&S52);
        d.insn.push_op(o);
        return 0x20000001800000;
    }
    {
        d.insn.push_path(5);
        d.consumed |= 0x0;
        let o = d.reg(&S54);
        d.insn.push_op(o);
        return 0x0;
    }
}
fn t74(d: &mut Dec) -> u64 {
    if d.bits & 0x20000003800000 == 0x1000000 && d.ptype & 0x8 != 0 {
        d.insn.push_path(0);
        d.consumed |= 0x20000003800000;
        let o = d.mem(&S55);
        d.insn.push_op(o);
        return 0x20000003800000;
    }
    if d.bits & 0x20000003800000 == 0x3000000 && d.ptype & 0x8 != 0 {
        d.insn.push_path(1);
        d.consumed |= 0x20000003800000;
        let o = d.mem(&S56);
        d.insn.push_op(o);
        return 0x20000003800000;
    }
    if d.bits & 0x20000001800000 == 0x20000001000000 && d.ptype & 0x8 != 0 {
        d.insn.push_path(2);
        d.consumed |= 0x20000001800000;
        let o = d.mem(&S57);
        d.insn.push_op(o);
        return 0x20000001800000;
    }
    if d.bits & 0x3800000 == 0x1000000 && d.ptype & 0x7 != 0 {
        d.insn.push_path(3);
        d.consumed |= 0x3800000;
        let o = d.mem(&S55);
        d.insn.push_op(o);
        return 0x3800000;
    }
    if d.bits & 0x3800000 == 0x3000000 && d.ptype & 0x7 != 0 {
        d.insn.push_path(4);
        d.consumed |= 0x3800000;
        let o = d.mem(&S56);
        d.insn.push_op(o);
        return 0x3800000;
    }
    if d.bits & 0x20000001800000 == 0x1800000 && d.ptype & 0x2 != 0 {
        d.insn.push_path(5);
        d.consumed |= 0x20000001800000;
        let o = d.mem(&S58);
        d.insn.push_op(o);
        return 0x20000001800000;
    }
    {
        d.insn.push_path(6);
        d.consumed |= 0x0;
        let o = d.reg(&S45);
        d.insn.push_op(o);
        return 0x0;
    }
}
fn t75(d: &mut Dec) -> u64 {
    match ((d.bits >> 61) as usize & 1) << 0
        | ((d.bits >> 62) as usize & 1) << 1
        | ((d.bits >> 63) as usize & 1) << 2
        | ((d.bits >> 54) as usize & 1) << 3
        | ((d.bits >> 58) as usize & 1) << 4
    {
        0 => {
            d.insn.push_path(10);
            d.consumed |= 0x0;
            t72(d);
            t63(d);
            t66(d);
            t73(d);
            t74(d);
            return 0x0;
        }
        1 => {
            if d.bits & 0xe0000000f0000000 == 0x2000000000000000 {
                d.insn.push_path(1);
                d.consumed |= 0xe0000000f0000000;
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.reg(&S24);
                d.insn.push_op(o);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        2 => {
            if d.bits & 0xe0000000f0000000 == 0x4000000000000000 {
                d.insn.push_path(2);
                d.consumed |= 0xe0000000f0000000;
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.reg(&S59);
                d.insn.push_op(o);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        3 => {
            if d.bits & 0xe0000000f0000000 == 0x6000000000000000 {
                d.insn.push_path(3);
                d.consumed |= 0xe0000000f0000000;
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.reg(&S60);
                d.insn.push_op(o);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        4 => {
            d.insn.push_path(10);
            d.consumed |= 0x0;
            t72(d);
            t63(d);
            t66(d);
            t73(d);
            t74(d);
            return 0x0;
        }
        5 => {
            if d.bits & 0xe0000000f0000000 == 0xa000000000000000 {
                d.insn.push_path(5);
                d.consumed |= 0xe0000000f0000000;
                let o = d.reg(&S50);
                d.insn.push_op(o);
                let o = d.reg(&S41);
                d.insn.push_op(o);
                let before = d.consumed;
                t64(d);
                d.ignored |= d.consumed & !before;
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        6 => {
            if d.bits & 0xe0000000f0000000 == 0xc000000000000000 {
                d.insn.push_path(6);
                d.consumed |= 0xe0000000f0000000;
                let o = d.reg(&S61);
                d.insn.push_op(o);
                t66(d);
                let o = d.imm(&S62);
                d.insn.push_op(o);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        7 => {
            if d.bits & 0xe4400000f0000000 == 0xe000000000000000 && d.ptype & 0x8 != 0 {
                d.insn.push_path(8);
                d.consumed |= 0xe4400000f0000000;
                t69(d);
                t68(d);
                return 0xe4400000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        8 => {
            d.insn.push_path(10);
            d.consumed |= 0x0;
            t72(d);
            t63(d);
            t66(d);
            t73(d);
            t74(d);
            return 0x0;
        }
        9 => {
            if d.bits & 0xe0000000f0000000 == 0x2000000000000000 {
                d.insn.push_path(1);
                d.consumed |= 0xe0000000f0000000;
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.reg(&S24);
                d.insn.push_op(o);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        10 => {
            if d.bits & 0xe0000000f0000000 == 0x4000000000000000 {
                d.insn.push_path(2);
                d.consumed |= 0xe0000000f0000000;
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.reg(&S59);
                d.insn.push_op(o);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        11 => {
            if d.bits & 0xe0000000f0000000 == 0x6000000000000000 {
                d.insn.push_path(3);
                d.consumed |= 0xe0000000f0000000;
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.reg(&S60);
                d.insn.push_op(o);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        12 => {
            if d.bits & 0xe0c00000f0000000 == 0x80c0000000000000 {
                d.insn.push_path(4);
                d.consumed |= 0xe0c00000f0000000;
                let o = d.mem(&S63);
                d.insn.push_op(o);
                let o = d.reg(&S45);
                d.insn.push_op(o);
                return 0xe0c00000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        13 => {
            if d.bits & 0xe0000000f0000000 == 0xa000000000000000 {
                d.insn.push_path(5);
                d.consumed |= 0xe0000000f0000000;
                let o = d.reg(&S50);
                d.insn.push_op(o);
                let o = d.reg(&S41);
                d.insn.push_op(o);
                let before = d.consumed;
                t64(d);
                d.ignored |= d.consumed & !before;
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        14 => {
            if d.bits & 0xe0000000f0000000 == 0xc000000000000000 {
                d.insn.push_path(6);
                d.consumed |= 0xe0000000f0000000;
                let o = d.reg(&S61);
                d.insn.push_op(o);
                t66(d);
                let o = d.imm(&S62);
                d.insn.push_op(o);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        15 => {
            if d.bits & 0xe0400000f0000000 == 0xe040000000000000 && d.ptype & 0x8 != 0 {
                d.insn.push_path(7);
                d.consumed |= 0xe0400000f0000000;
                t67(d);
                t68(d);
                return 0xe0400000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        16 => {
            if d.bits & 0xe4200000f0000000 == 0x420000000000000 && d.ptype & 0x3 != 0 {
                d.insn.push_path(0);
                d.consumed |= 0xe4200000f0000000;
                t62(d);
                t63(d);
                let o = d.mem(&S64);
                d.insn.push_op(o);
                return 0xe4200000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        17 => {
            if d.bits & 0xe0000000f0000000 == 0x2000000000000000 {
                d.insn.push_path(1);
                d.consumed |= 0xe0000000f0000000;
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.reg(&S24);
                d.insn.push_op(o);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        18 => {
            if d.bits & 0xe0000000f0000000 == 0x4000000000000000 {
                d.insn.push_path(2);
                d.consumed |= 0xe0000000f0000000;
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.reg(&S59);
                d.insn.push_op(o);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        19 => {
            if d.bits & 0xe0000000f0000000 == 0x6000000000000000 {
                d.insn.push_path(3);
                d.consumed |= 0xe0000000f0000000;
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.reg(&S60);
                d.insn.push_op(o);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        20 => {
            d.insn.push_path(10);
            d.consumed |= 0x0;
            t72(d);
            t63(d);
            t66(d);
            t73(d);
            t74(d);
            return 0x0;
        }
        21 => {
            if d.bits & 0xe0000000f0000000 == 0xa000000000000000 {
                d.insn.push_path(5);
                d.consumed |= 0xe0000000f0000000;
                let o = d.reg(&S50);
                d.insn.push_op(o);
                let o = d.reg(&S41);
                d.insn.push_op(o);
                let before = d.consumed;
                t64(d);
                d.ignored |= d.consumed & !before;
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        22 => {
            if d.bits & 0xe0000000f0000000 == 0xc000000000000000 {
                d.insn.push_path(6);
                d.consumed |= 0xe0000000f0000000;
                let o = d.reg(&S61);
                d.insn.push_op(o);
                t66(d);
                let o = d.imm(&S62);
                d.insn.push_op(o);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        23 => {
            if d.bits & 0xe4400000f0000000 == 0xe400000000000000 && d.ptype & 0x8 != 0 {
                d.insn.push_path(9);
                d.consumed |= 0xe4400000f0000000;
                t70(d);
                t71(d);
                t68(d);
                return 0xe4400000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        24 => {
            if d.bits & 0xe4200000f0000000 == 0x420000000000000 && d.ptype & 0x3 != 0 {
                d.insn.push_path(0);
                d.consumed |= 0xe4200000f0000000;
                t62(d);
                t63(d);
                let o = d.mem(&S64);
                d.insn.push_op(o);
                return 0xe4200000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        25 => {
            if d.bits & 0xe0000000f0000000 == 0x2000000000000000 {
                d.insn.push_path(1);
                d.consumed |= 0xe0000000f0000000;
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.reg(&S24);
                d.insn.push_op(o);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        26 => {
            if d.bits & 0xe0000000f0000000 == 0x4000000000000000 {
                d.insn.push_path(2);
                d.consumed |= 0xe0000000f0000000;
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.reg(&S59);
                d.insn.push_op(o);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        27 => {
            if d.bits & 0xe0000000f0000000 == 0x6000000000000000 {
                d.insn.push_path(3);
                d.consumed |= 0xe0000000f0000000;
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.reg(&S60);
                d.insn.push_op(o);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        28 => {
            if d.bits & 0xe0c00000f0000000 == 0x80c0000000000000 {
                d.insn.push_path(4);
                d.consumed |= 0xe0c00000f0000000;
                let o = d.mem(&S63);
                d.insn.push_op(o);
                let o = d.reg(&S45);
                d.insn.push_op(o);
                return 0xe0c00000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        29 => {
            if d.bits & 0xe0000000f0000000 == 0xa000000000000000 {
                d.insn.push_path(5);
                d.consumed |= 0xe0000000f0000000;
                let o = d.reg(&S50);
                d.insn.push_op(o);
                let o = d.reg(&S41);
                d.insn.push_op(o);
                let before = d.consumed;
                t64(d);
                d.ignored |= d.consumed & !before;
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        30 => {
            if d.bits & 0xe0000000f0000000 == 0xc000000000000000 {
                d.insn.push_path(6);
                d.consumed |= 0xe0000000f0000000;
                let o = d.reg(&S61);
                d.insn.push_op(o);
                t66(d);
                let o = d.imm(&S62);
                d.insn.push_op(o);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        31 => {
            if d.bits & 0xe0400000f0000000 == 0xe040000000000000 && d.ptype & 0x8 != 0 {
                d.insn.push_path(7);
                d.consumed |= 0xe0400000f0000000;
                t67(d);
                t68(d);
                return 0xe0400000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        _ => {}
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t76(d: &mut Dec) -> u64 {
    if d.bits & 0x200000000000000 == 0x200000000000000 {
        d.insn.push_path(0);
        d.consumed |= 0x200000000000000;
        return 0x200000000000000;
    }
    if d.bits & 0x200000000000000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x200000000000000;
        return 0x200000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t77(d: &mut Dec) -> u64 {
    if d.bits & 0x8000001fc == 0x8000001fc {
        d.insn.push_path(0);
        d.consumed |= 0x8000001fc;
        d.insn.push_op(Operand::Discard);
        return 0x8000001fc;
    }
    if d.bits & 0x800000000 == 0x800000000 {
        d.insn.push_path(1);
        d.consumed |= 0x800000000;
        let o = d.mem(&S65);
        d.insn.push_op(o);
        return 0x800000000;
    }
    if d.bits & 0x800000000 == 0x0 {
        d.insn.push_path(2);
        d.consumed |= 0x800000000;
        let o = d.reg(&S30);
        d.insn.push_op(o);
        return 0x800000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t78(d: &mut Dec) -> u64 {
    if d.bits & 0x1800000 == 0x1800000 && d.ptype & 0x2 != 0 {
        d.insn.push_path(0);
        d.consumed |= 0x1800000;
        let o = d.mem(&S40);
        d.insn.push_op(o);
        return 0x1800000;
    }
    if d.bits & 0x20000000000000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x20000000000000;
        let o = d.reg(&S66);
        d.insn.push_op(o);
        return 0x20000000000000;
    }
    if d.bits & 0x20000000000000 == 0x20000000000000 {
        d.insn.push_path(2);
        d.consumed |= 0x20000000000000;
        t65(d);
        return 0x20000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t79(d: &mut Dec) -> u64 {
    if d.bits & 0x4000008000001fc == 0x8000001fc {
        d.insn.push_path(0);
        d.consumed |= 0x4000008000001fc;
        d.insn.push_op(Operand::Discard);
        return 0x4000008000001fc;
    }
    if d.bits & 0x4000008000001fc == 0x4000008000001fc {
        d.insn.push_path(1);
        d.consumed |= 0x4000008000001fc;
        d.insn.push_op(Operand::Discard);
        return 0x4000008000001fc;
    }
    if d.bits & 0x400000800000000 == 0x800000000 {
        d.insn.push_path(2);
        d.consumed |= 0x400000800000000;
        let o = d.mem(&S65);
        d.insn.push_op(o);
        return 0x400000800000000;
    }
    if d.bits & 0x400000800000000 == 0x400000800000000 {
        d.insn.push_path(3);
        d.consumed |= 0x400000800000000;
        let o = d.mem(&S32);
        d.insn.push_op(o);
        return 0x400000800000000;
    }
    if d.bits & 0x400000800000000 == 0x0 {
        d.insn.push_path(4);
        d.consumed |= 0x400000800000000;
        let o = d.reg(&S30);
        d.insn.push_op(o);
        return 0x400000800000000;
    }
    if d.bits & 0x400000800000000 == 0x400000000000000 {
        d.insn.push_path(5);
        d.consumed |= 0x400000800000000;
        let o = d.reg(&S31);
        d.insn.push_op(o);
        return 0x400000800000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t80(d: &mut Dec) -> u64 {
    if d.bits & 0xc00002000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0xc00002000000;
        let o = d.mem(&S28);
        d.insn.push_op(o);
        return 0xc00002000000;
    }
    if d.bits & 0xc00002000000 == 0x400000000000 {
        d.insn.push_path(1);
        d.consumed |= 0xc00002000000;
        let o = d.mem(&S67);
        d.insn.push_op(o);
        return 0xc00002000000;
    }
    if d.bits & 0xc00002000000 == 0x800000000000 {
        d.insn.push_path(2);
        d.consumed |= 0xc00002000000;
        let o = d.mem(&S67);
        d.insn.push_op(o);
        return 0xc00002000000;
    }
    if d.bits & 0xc00002000000 == 0xc00000000000 {
        d.insn.push_path(3);
        d.consumed |= 0xc00002000000;
        let o = d.mem(&S68);
        d.insn.push_op(o);
        return 0xc00002000000;
    }
    if d.bits & 0xc00002000000 == 0x2000000 {
        d.insn.push_path(4);
        d.consumed |= 0xc00002000000;
        let o = d.mem(&S69);
        d.insn.push_op(o);
        return 0xc00002000000;
    }
    if d.bits & 0xc00002000000 == 0x400002000000 {
        d.insn.push_path(5);
        d.consumed |= 0xc00002000000;
        let o = d.mem(&S70);
        d.insn.push_op(o);
        return 0xc00002000000;
    }
    if d.bits & 0xc00002000000 == 0x800002000000 {
        d.insn.push_path(6);
        d.consumed |= 0xc00002000000;
        let o = d.mem(&S70);
        d.insn.push_op(o);
        return 0xc00002000000;
    }
    if d.bits & 0xc00002000000 == 0xc00002000000 {
        d.insn.push_path(7);
        d.consumed |= 0xc00002000000;
        let o = d.mem(&S71);
        d.insn.push_op(o);
        return 0xc00002000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t81(d: &mut Dec) -> u64 {
    match ((d.bits >> 61) as usize & 1) << 0
        | ((d.bits >> 62) as usize & 1) << 1
        | ((d.bits >> 46) as usize & 1) << 2
        | ((d.bits >> 47) as usize & 1) << 3
        | ((d.bits >> 9) as usize & 1) << 4
        | ((d.bits >> 10) as usize & 1) << 5
    {
        0 => {
            if d.bits & 0xe4000000f0000000 == 0x10000000 {
                d.insn.push_path(0);
                d.consumed |= 0xe4000000f0000000;
                t62(d);
                t76(d);
                t77(d);
                t78(d);
                return 0xe4000000f0000000;
            }
            if d.bits & 0xe4000000f0000000 == 0x400000010000000 {
                d.insn.push_path(1);
                d.consumed |= 0xe4000000f0000000;
                t62(d);
                t76(d);
                t63(d);
                t66(d);
                return 0xe4000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        1 => {
            if d.bits & 0xe0000000f0000000 == 0x2000000010000000 {
                d.insn.push_path(2);
                d.consumed |= 0xe0000000f0000000;
                t79(d);
                t80(d);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        2 => {
            if d.bits & 0xe000c000f0000000 == 0x4000000010000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.insn.push_path(3);
                d.consumed |= 0xe000c000f0000000;
                t79(d);
                t67(d);
                return 0xe000c000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        3 => {
            d.insn.push_path(10);
            d.consumed |= 0x0;
            t72(d);
            t63(d);
            t66(d);
            t73(d);
            t74(d);
            return 0x0;
        }
        4 => {
            if d.bits & 0xe4000000f0000000 == 0x10000000 {
                d.insn.push_path(0);
                d.consumed |= 0xe4000000f0000000;
                t62(d);
                t76(d);
                t77(d);
                t78(d);
                return 0xe4000000f0000000;
            }
            if d.bits & 0xe4000000f0000000 == 0x400000010000000 {
                d.insn.push_path(1);
                d.consumed |= 0xe4000000f0000000;
                t62(d);
                t76(d);
                t63(d);
                t66(d);
                return 0xe4000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        5 => {
            if d.bits & 0xe0000000f0000000 == 0x2000000010000000 {
                d.insn.push_path(2);
                d.consumed |= 0xe0000000f0000000;
                t79(d);
                t80(d);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        6 => {
            if d.bits & 0xe000c000f0000000 == 0x4000400010000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.insn.push_path(4);
                d.consumed |= 0xe000c000f0000000;
                t79(d);
                t69(d);
                return 0xe000c000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        7 => {
            d.insn.push_path(10);
            d.consumed |= 0x0;
            t72(d);
            t63(d);
            t66(d);
            t73(d);
            t74(d);
            return 0x0;
        }
        8 => {
            if d.bits & 0xe4000000f0000000 == 0x10000000 {
                d.insn.push_path(0);
                d.consumed |= 0xe4000000f0000000;
                t62(d);
                t76(d);
                t77(d);
                t78(d);
                return 0xe4000000f0000000;
            }
            if d.bits & 0xe4000000f0000000 == 0x400000010000000 {
                d.insn.push_path(1);
                d.consumed |= 0xe4000000f0000000;
                t62(d);
                t76(d);
                t63(d);
                t66(d);
                return 0xe4000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        9 => {
            if d.bits & 0xe0000000f0000000 == 0x2000000010000000 {
                d.insn.push_path(2);
                d.consumed |= 0xe0000000f0000000;
                t79(d);
                t80(d);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        10 => {
            if d.bits & 0xe000c000f0000000 == 0x4000800010000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.insn.push_path(5);
                d.consumed |= 0xe000c000f0000000;
                t79(d);
                t69(d);
                return 0xe000c000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        11 => {
            d.insn.push_path(10);
            d.consumed |= 0x0;
            t72(d);
            t63(d);
            t66(d);
            t73(d);
            t74(d);
            return 0x0;
        }
        12 => {
            if d.bits & 0xe4000000f0000000 == 0x10000000 {
                d.insn.push_path(0);
                d.consumed |= 0xe4000000f0000000;
                t62(d);
                t76(d);
                t77(d);
                t78(d);
                return 0xe4000000f0000000;
            }
            if d.bits & 0xe4000000f0000000 == 0x400000010000000 {
                d.insn.push_path(1);
                d.consumed |= 0xe4000000f0000000;
                t62(d);
                t76(d);
                t63(d);
                t66(d);
                return 0xe4000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        13 => {
            if d.bits & 0xe0000000f0000000 == 0x2000000010000000 {
                d.insn.push_path(2);
                d.consumed |= 0xe0000000f0000000;
                t79(d);
                t80(d);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        14 => {
            if d.bits & 0xe080c000f0000000 == 0x4000c00010000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.insn.push_path(6);
                d.consumed |= 0xe080c000f0000000;
                t79(d);
                t71(d);
                return 0xe080c000f0000000;
            }
            if d.bits & 0xe080c000f0000000 == 0x4080c00010000000 && d.feats & 0x2 == 0x2 && d.ptype & 0x8 != 0 {
                d.insn.push_path(7);
                d.consumed |= 0xe080c000f0000000;
                let o = d.reg(&S50);
                d.insn.push_op(o);
                t79(d);
                t71(d);
                let before = d.consumed;
                t64(d);
                d.ignored |= d.consumed & !before;
                return 0xe080c000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        15 => {
            d.insn.push_path(10);
            d.consumed |= 0x0;
            t72(d);
            t63(d);
            t66(d);
            t73(d);
            t74(d);
            return 0x0;
        }
        16 => {
            if d.bits & 0xe4000000f0000000 == 0x10000000 {
                d.insn.push_path(0);
                d.consumed |= 0xe4000000f0000000;
                t62(d);
                t76(d);
                t77(d);
                t78(d);
                return 0xe4000000f0000000;
            }
            if d.bits & 0xe4000000f0000000 == 0x400000010000000 {
                d.insn.push_path(1);
                d.consumed |= 0xe4000000f0000000;
                t62(d);
                t76(d);
                t63(d);
                t66(d);
                return 0xe4000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        17 => {
            if d.bits & 0xe0000000f0000000 == 0x2000000010000000 {
                d.insn.push_path(2);
                d.consumed |= 0xe0000000f0000000;
                t79(d);
                t80(d);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        18 => {
            if d.bits & 0xe000c000f0000000 == 0x4000000010000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.insn.push_path(3);
                d.consumed |= 0xe000c000f0000000;
                t79(d);
                t67(d);
                return 0xe000c000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        19 => {
            if d.bits & 0xe0000000f0000600 == 0x6000000010000200 && d.feats & 0x2 == 0x2 {
                d.insn.push_path(8);
                d.consumed |= 0xe0000000f0000600;
                let o = d.reg(&S50);
                d.insn.push_op(o);
                let before = d.consumed;
                t64(d);
                d.ignored |= d.consumed & !before;
                return 0xe0000000f0000600;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        20 => {
            if d.bits & 0xe4000000f0000000 == 0x10000000 {
                d.insn.push_path(0);
                d.consumed |= 0xe4000000f0000000;
                t62(d);
                t76(d);
                t77(d);
                t78(d);
                return 0xe4000000f0000000;
            }
            if d.bits & 0xe4000000f0000000 == 0x400000010000000 {
                d.insn.push_path(1);
                d.consumed |= 0xe4000000f0000000;
                t62(d);
                t76(d);
                t63(d);
                t66(d);
                return 0xe4000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        21 => {
            if d.bits & 0xe0000000f0000000 == 0x2000000010000000 {
                d.insn.push_path(2);
                d.consumed |= 0xe0000000f0000000;
                t79(d);
                t80(d);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        22 => {
            if d.bits & 0xe000c000f0000000 == 0x4000400010000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.insn.push_path(4);
                d.consumed |= 0xe000c000f0000000;
                t79(d);
                t69(d);
                return 0xe000c000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        23 => {
            if d.bits & 0xe0000000f0000600 == 0x6000000010000200 && d.feats & 0x2 == 0x2 {
                d.insn.push_path(8);
                d.consumed |= 0xe0000000f0000600;
                let o = d.reg(&S50);
                d.insn.push_op(o);
                let before = d.consumed;
                t64(d);
                d.ignored |= d.consumed & !before;
                return 0xe0000000f0000600;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        24 => {
            if d.bits & 0xe4000000f0000000 == 0x10000000 {
                d.insn.push_path(0);
                d.consumed |= 0xe4000000f0000000;
                t62(d);
                t76(d);
                t77(d);
                t78(d);
                return 0xe4000000f0000000;
            }
            if d.bits & 0xe4000000f0000000 == 0x400000010000000 {
                d.insn.push_path(1);
                d.consumed |= 0xe4000000f0000000;
                t62(d);
                t76(d);
                t63(d);
                t66(d);
                return 0xe4000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        25 => {
            if d.bits & 0xe0000000f0000000 == 0x2000000010000000 {
                d.insn.push_path(2);
                d.consumed |= 0xe0000000f0000000;
                t79(d);
                t80(d);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        26 => {
            if d.bits & 0xe000c000f0000000 == 0x4000800010000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.insn.push_path(5);
                d.consumed |= 0xe000c000f0000000;
                t79(d);
                t69(d);
                return 0xe000c000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        27 => {
            if d.bits & 0xe0000000f0000600 == 0x6000000010000200 && d.feats & 0x2 == 0x2 {
                d.insn.push_path(8);
                d.consumed |= 0xe0000000f0000600;
                let o = d.reg(&S50);
                d.insn.push_op(o);
                let before = d.consumed;
                t64(d);
                d.ignored |= d.consumed & !before;
                return 0xe0000000f0000600;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        28 => {
            if d.bits & 0xe4000000f0000000 == 0x10000000 {
                d.insn.push_path(0);
                d.consumed |= 0xe4000000f0000000;
                t62(d);
                t76(d);
                t77(d);
                t78(d);
                return 0xe4000000f0000000;
            }
            if d.bits & 0xe4000000f0000000 == 0x400000010000000 {
                d.insn.push_path(1);
                d.consumed |= 0xe4000000f0000000;
                t62(d);
                t76(d);
                t63(d);
                t66(d);
                return 0xe4000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        29 => {
            if d.bits & 0xe0000000f0000000 == 0x2000000010000000 {
                d.insn.push_path(2);
                d.consumed |= 0xe0000000f0000000;
                t79(d);
                t80(d);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        30 => {
            if d.bits & 0xe080c000f0000000 == 0x4000c00010000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.insn.push_path(6);
                d.consumed |= 0xe080c000f0000000;
                t79(d);
                t71(d);
                return 0xe080c000f0000000;
            }
            if d.bits & 0xe080c000f0000000 == 0x4080c00010000000 && d.feats & 0x2 == 0x2 && d.ptype & 0x8 != 0 {
                d.insn.push_path(7);
                d.consumed |= 0xe080c000f0000000;
                let o = d.reg(&S50);
                d.insn.push_op(o);
                t79(d);
                t71(d);
                let before = d.consumed;
                t64(d);
                d.ignored |= d.consumed & !before;
                return 0xe080c000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        31 => {
            if d.bits & 0xe0000000f0000600 == 0x6000000010000200 && d.feats & 0x2 == 0x2 {
                d.insn.push_path(8);
                d.consumed |= 0xe0000000f0000600;
                let o = d.reg(&S50);
                d.insn.push_op(o);
                let before = d.consumed;
                t64(d);
                d.ignored |= d.consumed & !before;
                return 0xe0000000f0000600;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        32 => {
            if d.bits & 0xe4000000f0000000 == 0x10000000 {
                d.insn.push_path(0);
                d.consumed |= 0xe4000000f0000000;
                t62(d);
                t76(d);
                t77(d);
                t78(d);
                return 0xe4000000f0000000;
            }
            if d.bits & 0xe4000000f0000000 == 0x400000010000000 {
                d.insn.push_path(1);
                d.consumed |= 0xe4000000f0000000;
                t62(d);
                t76(d);
                t63(d);
                t66(d);
                return 0xe4000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        33 => {
            if d.bits & 0xe0000000f0000000 == 0x2000000010000000 {
                d.insn.push_path(2);
                d.consumed |= 0xe0000000f0000000;
                t79(d);
                t80(d);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        34 => {
            if d.bits & 0xe000c000f0000000 == 0x4000000010000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.insn.push_path(3);
                d.consumed |= 0xe000c000f0000000;
                t79(d);
                t67(d);
                return 0xe000c000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        35 => {
            if d.bits & 0xe0000000f0000600 == 0x6000000010000400 && d.feats & 0x2 == 0x2 {
                d.insn.push_path(9);
                d.consumed |= 0xe0000000f0000600;
                let o = d.reg(&S50);
                d.insn.push_op(o);
                let before = d.consumed;
                t64(d);
                d.ignored |= d.consumed & !before;
                return 0xe0000000f0000600;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        36 => {
            if d.bits & 0xe4000000f0000000 == 0x10000000 {
                d.insn.push_path(0);
                d.consumed |= 0xe4000000f0000000;
                t62(d);
                t76(d);
                t77(d);
                t78(d);
                return 0xe4000000f0000000;
            }
            if d.bits & 0xe4000000f0000000 == 0x400000010000000 {
                d.insn.push_path(1);
                d.consumed |= 0xe4000000f0000000;
                t62(d);
                t76(d);
                t63(d);
                t66(d);
                return 0xe4000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        37 => {
            if d.bits & 0xe0000000f0000000 == 0x2000000010000000 {
                d.insn.push_path(2);
                d.consumed |= 0xe0000000f0000000;
                t79(d);
                t80(d);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        38 => {
            if d.bits & 0xe000c000f0000000 == 0x4000400010000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.insn.push_path(4);
                d.consumed |= 0xe000c000f0000000;
                t79(d);
                t69(d);
                return 0xe000c000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        39 => {
            if d.bits & 0xe0000000f0000600 == 0x6000000010000400 && d.feats & 0x2 == 0x2 {
                d.insn.push_path(9);
                d.consumed |= 0xe0000000f0000600;
                let o = d.reg(&S50);
                d.insn.push_op(o);
                let before = d.consumed;
                t64(d);
                d.ignored |= d.consumed & !before;
                return 0xe0000000f0000600;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        40 => {
            if d.bits & 0xe4000000f0000000 == 0x10000000 {
                d.insn.push_path(0);
                d.consumed |= 0xe4000000f0000000;
                t62(d);
                t76(d);
                t77(d);
                t78(d);
                return 0xe4000000f0000000;
            }
            if d.bits & 0xe4000000f0000000 == 0x400000010000000 {
                d.insn.push_path(1);
                d.consumed |= 0xe4000000f0000000;
                t62(d);
                t76(d);
                t63(d);
                t66(d);
                return 0xe4000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        41 => {
            if d.bits & 0xe0000000f0000000 == 0x2000000010000000 {
                d.insn.push_path(2);
                d.consumed |= 0xe0000000f0000000;
                t79(d);
                t80(d);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        42 => {
            if d.bits & 0xe000c000f0000000 == 0x4000800010000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.insn.push_path(5);
                d.consumed |= 0xe000c000f0000000;
                t79(d);
                t69(d);
                return 0xe000c000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        43 => {
            if d.bits & 0xe0000000f0000600 == 0x6000000010000400 && d.feats & 0x2 == 0x2 {
                d.insn.push_path(9);
                d.consumed |= 0xe0000000f0000600;
                let o = d.reg(&S50);
                d.insn.push_op(o);
                let before = d.consumed;
                t64(d);
                d.ignored |= d.consumed & !before;
                return 0xe0000000f0000600;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        44 => {
            if d.bits & 0xe4000000f0000000 == 0x10000000 {
                d.insn.push_path(0);
                d.consumed |= 0xe4000000f0000000;
                t62(d);
                t76(d);
                t77(d);
                t78(d);
                return 0xe4000000f0000000;
            }
            if d.bits & 0xe4000000f0000000 == 0x400000010000000 {
                d.insn.push_path(1);
                d.consumed |= 0xe4000000f0000000;
                t62(d);
                t76(d);
                t63(d);
                t66(d);
                return 0xe4000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        45 => {
            if d.bits & 0xe0000000f0000000 == 0x2000000010000000 {
                d.insn.push_path(2);
                d.consumed |= 0xe0000000f0000000;
                t79(d);
                t80(d);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        46 => {
            if d.bits & 0xe080c000f0000000 == 0x4000c00010000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.insn.push_path(6);
                d.consumed |= 0xe080c000f0000000;
                t79(d);
                t71(d);
                return 0xe080c000f0000000;
            }
            if d.bits & 0xe080c000f0000000 == 0x4080c00010000000 && d.feats & 0x2 == 0x2 && d.ptype & 0x8 != 0 {
                d.insn.push_path(7);
                d.consumed |= 0xe080c000f0000000;
                let o = d.reg(&S50);
                d.insn.push_op(o);
                t79(d);
                t71(d);
                let before = d.consumed;
                t64(d);
                d.ignored |= d.consumed & !before;
                return 0xe080c000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        47 => {
            if d.bits & 0xe0000000f0000600 == 0x6000000010000400 && d.feats & 0x2 == 0x2 {
                d.insn.push_path(9);
                d.consumed |= 0xe0000000f0000600;
                let o = d.reg(&S50);
                d.insn.push_op(o);
                let before = d.consumed;
                t64(d);
                d.ignored |= d.consumed & !before;
                return 0xe0000000f0000600;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        48 => {
            if d.bits & 0xe4000000f0000000 == 0x10000000 {
                d.insn.push_path(0);
                d.consumed |= 0xe4000000f0000000;
                t62(d);
                t76(d);
                t77(d);
                t78(d);
                return 0xe4000000f0000000;
            }
            if d.bits & 0xe4000000f0000000 == 0x400000010000000 {
                d.insn.push_path(1);
                d.consumed |= 0xe4000000f0000000;
                t62(d);
                t76(d);
                t63(d);
                t66(d);
                return 0xe4000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        49 => {
            if d.bits & 0xe0000000f0000000 == 0x2000000010000000 {
                d.insn.push_path(2);
                d.consumed |= 0xe0000000f0000000;
                t79(d);
                t80(d);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        50 => {
            if d.bits & 0xe000c000f0000000 == 0x4000000010000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.insn.push_path(3);
                d.consumed |= 0xe000c000f0000000;
                t79(d);
                t67(d);
                return 0xe000c000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        51 => {
            d.insn.push_path(10);
            d.consumed |= 0x0;
            t72(d);
            t63(d);
            t66(d);
            t73(d);
            t74(d);
            return 0x0;
        }
        52 => {
            if d.bits & 0xe4000000f0000000 == 0x10000000 {
                d.insn.push_path(0);
                d.consumed |= 0xe4000000f0000000;
                t62(d);
                t76(d);
                t77(d);
                t78(d);
                return 0xe4000000f0000000;
            }
            if d.bits & 0xe4000000f0000000 == 0x400000010000000 {
                d.insn.push_path(1);
                d.consumed |= 0xe4000000f0000000;
                t62(d);
                t76(d);
                t63(d);
                t66(d);
                return 0xe4000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        53 => {
            if d.bits & 0xe0000000f0000000 == 0x2000000010000000 {
                d.insn.push_path(2);
                d.consumed |= 0xe0000000f0000000;
                t79(d);
                t80(d);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        54 => {
            if d.bits & 0xe000c000f0000000 == 0x4000400010000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.insn.push_path(4);
                d.consumed |= 0xe000c000f0000000;
                t79(d);
                t69(d);
                return 0xe000c000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        55 => {
            d.insn.push_path(10);
            d.consumed |= 0x0;
            t72(d);
            t63(d);
            t66(d);
            t73(d);
            t74(d);
            return 0x0;
        }
        56 => {
            if d.bits & 0xe4000000f0000000 == 0x10000000 {
                d.insn.push_path(0);
                d.consumed |= 0xe4000000f0000000;
                t62(d);
                t76(d);
                t77(d);
                t78(d);
                return 0xe4000000f0000000;
            }
            if d.bits & 0xe4000000f0000000 == 0x400000010000000 {
                d.insn.push_path(1);
                d.consumed |= 0xe4000000f0000000;
                t62(d);
                t76(d);
                t63(d);
                t66(d);
                return 0xe4000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        57 => {
            if d.bits & 0xe0000000f0000000 == 0x2000000010000000 {
                d.insn.push_path(2);
                d.consumed |= 0xe0000000f0000000;
                t79(d);
                t80(d);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        58 => {
            if d.bits & 0xe000c000f0000000 == 0x4000800010000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.insn.push_path(5);
                d.consumed |= 0xe000c000f0000000;
                t79(d);
                t69(d);
                return 0xe000c000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        59 => {
            d.insn.push_path(10);
            d.consumed |= 0x0;
            t72(d);
            t63(d);
            t66(d);
            t73(d);
            t74(d);
            return 0x0;
        }
        60 => {
            if d.bits & 0xe4000000f0000000 == 0x10000000 {
                d.insn.push_path(0);
                d.consumed |= 0xe4000000f0000000;
                t62(d);
                t76(d);
                t77(d);
                t78(d);
                return 0xe4000000f0000000;
            }
            if d.bits & 0xe4000000f0000000 == 0x400000010000000 {
                d.insn.push_path(1);
                d.consumed |= 0xe4000000f0000000;
                t62(d);
                t76(d);
                t63(d);
                t66(d);
                return 0xe4000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        61 => {
            if d.bits & 0xe0000000f0000000 == 0x2000000010000000 {
                d.insn.push_path(2);
                d.consumed |= 0xe0000000f0000000;
                t79(d);
                t80(d);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        62 => {
            if d.bits & 0xe080c000f0000000 == 0x4000c00010000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.insn.push_path(6);
                d.consumed |= 0xe080c000f0000000;
                t79(d);
                t71(d);
                return 0xe080c000f0000000;
            }
            if d.bits & 0xe080c000f0000000 == 0x4080c00010000000 && d.feats & 0x2 == 0x2 && d.ptype & 0x8 != 0 {
                d.insn.push_path(7);
                d.consumed |= 0xe080c000f0000000;
                let o = d.reg(&S50);
                d.insn.push_op(o);
                t79(d);
                t71(d);
                let before = d.consumed;
                t64(d);
                d.ignored |= d.consumed & !before;
                return 0xe080c000f0000000;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        63 => {
            d.insn.push_path(10);
            d.consumed |= 0x0;
            t72(d);
            t63(d);
            t66(d);
            t73(d);
            t74(d);
            return 0x0;
        }
        _ => {}
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t82(d: &mut Dec) -> u64 {
    if d.bits & 0x800000000000000 == 0x800000000000000 {
        d.insn.push_path(0);
        d.consumed |= 0x800000000000000;
        return 0x800000000000000;
    }
    if d.bits & 0x800000000000000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x800000000000000;
        return 0x800000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t83(d: &mut Dec) -> u64 {
    if d.bits & 0x20000003800000 == 0x1000000 && d.ptype & 0x8 != 0 {
        d.insn.push_path(0);
        d.consumed |= 0x20000003800000;
        let o = d.mem(&S72);
        d.insn.push_op(o);
        return 0x20000003800000;
    }
    if d.bits & 0x20000003800000 == 0x3000000 && d.ptype & 0x8 != 0 {
        d.insn.push_path(1);
        d.consumed |= 0x20000003800000;
        let o = d.mem(&S73);
        d.insn.push_op(o);
        return 0x20000003800000;
    }
    if d.bits & 0x20000001800000 == 0x20000001000000 && d.ptype & 0x8 != 0 {
        d.insn.push_path(2);
        d.consumed |= 0x20000001800000;
        let o = d.mem(&S58);
        d.insn.push_op(o);
        return 0x20000001800000;
    }
    if d.bits & 0x3800000 == 0x1000000 && d.ptype & 0x7 != 0 {
        d.insn.push_path(3);
        d.consumed |= 0x3800000;
        let o = d.mem(&S72);
        d.insn.push_op(o);
        return 0x3800000;
    }
    if d.bits & 0x3800000 == 0x3000000 && d.ptype & 0x7 != 0 {
        d.insn.push_path(4);
        d.consumed |= 0x3800000;
        let o = d.mem(&S73);
        d.insn.push_op(o);
        return 0x3800000;
    }
    if d.bits & 0x20000001800000 == 0x1800000 && d.ptype & 0x2 != 0 {
        d.insn.push_path(5);
        d.consumed |= 0x20000001800000;
        let o = d.mem(&S58);
        d.insn.push_op(o);
        return 0x20000001800000;
    }
    {
        d.insn.push_path(6);
        d.consumed |= 0x0;
        let o = d.reg(&S44);
        d.insn.push_op(o);
        return 0x0;
    }
}
fn t84(d: &mut Dec) -> u64 {
    if d.bits & 0x10400000 == 0x10400000 {
        d.insn.push_path(0);
        d.consumed |= 0x10400000;
        let o = d.reg(&S24);
        d.insn.push_op(o);
        return 0x10400000;
    }
    {
        d.insn.push_path(1);
        d.consumed |= 0x0;
        return 0x0;
    }
}
fn t85(d: &mut Dec) -> u64 {
    if d.bits & 0xe4000000e0000000 == 0x20000000 {
        d.insn.push_path(0);
        d.consumed |= 0xe4000000e0000000;
        t7(d);
        t82(d);
        t72(d);
        t77(d);
        t78(d);
        t83(d);
        t84(d);
        return 0xe4000000e0000000;
    }
    if d.bits & 0xe4000000e0000000 == 0x400000020000000 {
        d.insn.push_path(1);
        d.consumed |= 0xe4000000e0000000;
        t7(d);
        t82(d);
        t72(d);
        t63(d);
        t66(d);
        t74(d);
        t84(d);
        return 0xe4000000e0000000;
    }
    {
        d.insn.push_path(2);
        d.consumed |= 0x0;
        t72(d);
        t63(d);
        t66(d);
        t73(d);
        t74(d);
        return 0x0;
    }
}
fn t86(d: &mut Dec) -> u64 {
    if d.bits & 0x1c00000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x1c00000000000;
        return 0x1c00000000000;
    }
    if d.bits & 0x1c00000000000 == 0x400000000000 {
        d.insn.push_path(1);
        d.consumed |= 0x1c00000000000;
        return 0x1c00000000000;
    }
    if d.bits & 0x1c00000000000 == 0x800000000000 {
        d.insn.push_path(2);
        d.consumed |= 0x1c00000000000;
        return 0x1c00000000000;
    }
    if d.bits & 0x1c00000000000 == 0xc00000000000 {
        d.insn.push_path(3);
        d.consumed |= 0x1c00000000000;
        return 0x1c00000000000;
    }
    if d.bits & 0x1c00000000000 == 0x1000000000000 {
        d.insn.push_path(4);
        d.consumed |= 0x1c00000000000;
        return 0x1c00000000000;
    }
    if d.bits & 0x1c00000000000 == 0x1400000000000 {
        d.insn.push_path(5);
        d.consumed |= 0x1c00000000000;
        return 0x1c00000000000;
    }
    if d.bits & 0x1c00000000000 == 0x1800000000000 {
        d.insn.push_path(6);
        d.consumed |= 0x1c00000000000;
        return 0x1c00000000000;
    }
    if d.bits & 0x1c00000000000 == 0x1c00000000000 {
        d.insn.push_path(7);
        d.consumed |= 0x1c00000000000;
        return 0x1c00000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t87(d: &mut Dec) -> u64 {
    if d.bits & 0x800000000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x800000000000000;
        return 0x800000000000000;
    }
    if d.bits & 0x800000000000000 == 0x800000000000000 {
        d.insn.push_path(1);
        d.consumed |= 0x800000000000000;
        return 0x800000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t88(d: &mut Dec) -> u64 {
    if d.bits & 0x20000003800000 == 0x800000 && d.ptype & 0x8 != 0 {
        d.insn.push_path(0);
        d.consumed |= 0x20000003800000;
        let o = d.mem(&S74);
        d.insn.push_op(o);
        return 0x20000003800000;
    }
    if d.bits & 0x20000003800000 == 0x2800000 && d.ptype & 0x8 != 0 {
        d.insn.push_path(1);
        d.consumed |= 0x20000003800000;
        let o = d.mem(&S75);
        d.insn.push_op(o);
        return 0x20000003800000;
    }
    if d.bits & 0x20000001800000 == 0x20000000800000 && d.ptype & 0x8 != 0 {
        d.insn.push_path(2);
        d.consumed |= 0x20000001800000;
        let o = d.mem(&S76);
        d.insn.push_op(o);
        return 0x20000001800000;
    }
    if d.bits & 0x3800000 == 0x800000 && d.ptype & 0x7 != 0 {
        d.insn.push_path(3);
        d.consumed |= 0x3800000;
        let o = d.mem(&S74);
        d.insn.push_op(o);
        return 0x3800000;
    }
    if d.bits & 0x3800000 == 0x2800000 && d.ptype & 0x7 != 0 {
        d.insn.push_path(4);
        d.consumed |= 0x3800000;
        let o = d.mem(&S75);
        d.insn.push_op(o);
        return 0x3800000;
    }
    if d.bits & 0x20000001800000 == 0x1800000 && d.ptype & 0x2 != 0 {
        d.insn.push_path(5);
        d.consumed |= 0x20000001800000;
        let o = d.mem(&S76);
        d.insn.push_op(o);
        return 0x20000001800000;
    }
    {
        d.insn.push_path(6);
        d.consumed |= 0x0;
        let o = d.reg(&S77);
        d.insn.push_op(o);
        return 0x0;
    }
}
fn t89(d: &mut Dec) -> u64 {
    if d.bits & 0x800000000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x800000000000000;
        return 0x800000000000000;
    }
    if d.bits & 0x800000000000000 == 0x800000000000000 {
        d.insn.push_path(1);
        d.consumed |= 0x800000000000000;
        return 0x800000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t90(d: &mut Dec) -> u64 {
    if d.bits & 0x10000000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x10000000000000;
        t88(d);
        return 0x10000000000000;
    }
    if d.bits & 0x10000000000000 == 0x10000000000000 {
        d.insn.push_path(1);
        d.consumed |= 0x10000000000000;
        let o = d.imm(&S78);
        d.insn.push_op(o);
        return 0x10000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t91(d: &mut Dec) -> u64 {
    if d.bits & 0x10000000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x10000000000000;
        t73(d);
        return 0x10000000000000;
    }
    if d.bits & 0x10000000000000 == 0x10000000000000 {
        d.insn.push_path(1);
        d.consumed |= 0x10000000000000;
        let o = d.imm(&S78);
        d.insn.push_op(o);
        return 0x10000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t92(d: &mut Dec) -> u64 {
    match ((d.bits >> 58) as usize & 1) << 0
        | ((d.bits >> 61) as usize & 1) << 1
        | ((d.bits >> 62) as usize & 1) << 2
        | ((d.bits >> 63) as usize & 1) << 3
    {
        0 => {
            if d.bits & 0xe4000000e0000000 == 0x20000000 {
                d.insn.push_path(0);
                d.consumed |= 0xe4000000e0000000;
                t7(d);
                t82(d);
                t72(d);
                t77(d);
                t78(d);
                t83(d);
                t84(d);
                return 0xe4000000e0000000;
            }
            {
                d.insn.push_path(12);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        1 => {
            if d.bits & 0xe4000000e0000000 == 0x400000020000000 {
                d.insn.push_path(1);
                d.consumed |= 0xe4000000e0000000;
                t7(d);
                t82(d);
                t72(d);
                t63(d);
                t66(d);
                t74(d);
                t84(d);
                return 0xe4000000e0000000;
            }
            {
                d.insn.push_path(12);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        2 => {
            d.insn.push_path(12);
            d.consumed |= 0x0;
            t72(d);
            t63(d);
            t66(d);
            t73(d);
            t74(d);
            return 0x0;
        }
        3 => {
            d.insn.push_path(12);
            d.consumed |= 0x0;
            t72(d);
            t63(d);
            t66(d);
            t73(d);
            t74(d);
            return 0x0;
        }
        4 => {
            d.insn.push_path(12);
            d.consumed |= 0x0;
            t72(d);
            t63(d);
            t66(d);
            t73(d);
            t74(d);
            return 0x0;
        }
        5 => {
            d.insn.push_path(12);
            d.consumed |= 0x0;
            t72(d);
            t63(d);
            t66(d);
            t73(d);
            t74(d);
            return 0x0;
        }
        6 => {
            if d.bits & 0xe4000000f0000000 == 0x6000000030000000 {
                d.insn.push_path(2);
                d.consumed |= 0xe4000000f0000000;
                t72(d);
                t77(d);
                t86(d);
                t87(d);
                t78(d);
                t88(d);
                return 0xe4000000f0000000;
            }
            {
                d.insn.push_path(12);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        7 => {
            if d.bits & 0xe4000000f0000000 == 0x6400000030000000 {
                d.insn.push_path(3);
                d.consumed |= 0xe4000000f0000000;
                t72(d);
                t63(d);
                t86(d);
                t89(d);
                t66(d);
                t73(d);
                return 0xe4000000f0000000;
            }
            {
                d.insn.push_path(12);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        8 => {
            if d.bits & 0xe4000000f0000000 == 0x8000000030000000 {
                d.insn.push_path(4);
                d.consumed |= 0xe4000000f0000000;
                t87(d);
                t72(d);
                t77(d);
                t78(d);
                t88(d);
                return 0xe4000000f0000000;
            }
            {
                d.insn.push_path(12);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        9 => {
            if d.bits & 0xe4000000f0000000 == 0x8400000030000000 {
                d.insn.push_path(5);
                d.consumed |= 0xe4000000f0000000;
                t89(d);
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                return 0xe4000000f0000000;
            }
            {
                d.insn.push_path(12);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        10 => {
            if d.bits & 0xe4000000f0000000 == 0xa000000030000000 {
                d.insn.push_path(6);
                d.consumed |= 0xe4000000f0000000;
                t87(d);
                t72(d);
                t77(d);
                t78(d);
                t88(d);
                return 0xe4000000f0000000;
            }
            {
                d.insn.push_path(12);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        11 => {
            if d.bits & 0xe4000000f0000000 == 0xa400000030000000 {
                d.insn.push_path(7);
                d.consumed |= 0xe4000000f0000000;
                t89(d);
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                return 0xe4000000f0000000;
            }
            {
                d.insn.push_path(12);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        12 => {
            if d.bits & 0xe4000000f0000000 == 0xc000000030000000 {
                d.insn.push_path(8);
                d.consumed |= 0xe4000000f0000000;
                t72(d);
                t77(d);
                t78(d);
                t90(d);
                return 0xe4000000f0000000;
            }
            {
                d.insn.push_path(12);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        13 => {
            if d.bits & 0xe4000000f0000000 == 0xc400000030000000 {
                d.insn.push_path(9);
                d.consumed |= 0xe4000000f0000000;
                t72(d);
                t63(d);
                t66(d);
                t91(d);
                return 0xe4000000f0000000;
            }
            {
                d.insn.push_path(12);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        14 => {
            if d.bits & 0xe4000000f0000000 == 0xe000000030000000 {
                d.insn.push_path(10);
                d.consumed |= 0xe4000000f0000000;
                t87(d);
                t72(d);
                t77(d);
                t78(d);
                t90(d);
                return 0xe4000000f0000000;
            }
            {
                d.insn.push_path(12);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        15 => {
            if d.bits & 0xe4000000f0000000 == 0xe400000030000000 {
                d.insn.push_path(11);
                d.consumed |= 0xe4000000f0000000;
                t89(d);
                t72(d);
                t63(d);
                t66(d);
                t91(d);
                return 0xe4000000f0000000;
            }
            {
                d.insn.push_path(12);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        _ => {}
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t93(d: &mut Dec) -> u64 {
    if d.bits & 0x800000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x800000000000;
        return 0x800000000000;
    }
    if d.bits & 0x800000000000 == 0x800000000000 {
        d.insn.push_path(1);
        d.consumed |= 0x800000000000;
        return 0x800000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t94(d: &mut Dec) -> u64 {
    if d.bits & 0x400000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x400000000000;
        return 0x400000000000;
    }
    if d.bits & 0x400000000000 == 0x400000000000 {
        d.insn.push_path(1);
        d.consumed |= 0x400000000000;
        return 0x400000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t95(d: &mut Dec) -> u64 {
    if d.bits & 0x400000000000 == 0x400000000000 {
        d.insn.push_path(0);
        d.consumed |= 0x400000000000;
        return 0x400000000000;
    }
    if d.bits & 0x400000000000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x400000000000;
        return 0x400000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t96(d: &mut Dec) -> u64 {
    if d.bits & 0x800000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x800000000000;
        return 0x800000000000;
    }
    if d.bits & 0x800000000000 == 0x800000000000 {
        d.insn.push_path(1);
        d.consumed |= 0x800000000000;
        return 0x800000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t97(d: &mut Dec) -> u64 {
    if d.bits & 0xe0010000f0000000 == 0x40000000 {
        d.insn.push_path(0);
        d.consumed |= 0xe0010000f0000000;
        t72(d);
        t63(d);
        t93(d);
        t78(d);
        t94(d);
        t88(d);
        return 0xe0010000f0000000;
    }
    if d.bits & 0xe0010000f0000000 == 0x1000040000000 {
        d.insn.push_path(1);
        d.consumed |= 0xe0010000f0000000;
        t72(d);
        t63(d);
        t95(d);
        t96(d);
        t66(d);
        t73(d);
        return 0xe0010000f0000000;
    }
    {
        d.insn.push_path(2);
        d.consumed |= 0x0;
        t72(d);
        t63(d);
        t66(d);
        t73(d);
        t74(d);
        return 0x0;
    }
}
fn t98(d: &mut Dec) -> u64 {
    if d.bits & 0xe4000000f0000000 == 0x50000000 {
        d.insn.push_path(0);
        d.consumed |= 0xe4000000f0000000;
        t72(d);
        t63(d);
        t87(d);
        t78(d);
        t88(d);
        t74(d);
        return 0xe4000000f0000000;
    }
    if d.bits & 0xe4000000f0000000 == 0x400000050000000 {
        d.insn.push_path(1);
        d.consumed |= 0xe4000000f0000000;
        t72(d);
        t63(d);
        t89(d);
        t66(d);
        t73(d);
        t74(d);
        return 0xe4000000f0000000;
    }
    {
        d.insn.push_path(2);
        d.consumed |= 0x0;
        t72(d);
        t63(d);
        t66(d);
        t73(d);
        t74(d);
        return 0x0;
    }
}
fn t99(d: &mut Dec) -> u64 {
    if d.bits & 0xc00000000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0xc00000000000000;
        return 0xc00000000000000;
    }
    if d.bits & 0xc00000000000000 == 0x400000000000000 {
        d.insn.push_path(1);
        d.consumed |= 0xc00000000000000;
        return 0xc00000000000000;
    }
    if d.bits & 0xc00000000000000 == 0x800000000000000 {
        d.insn.push_path(2);
        d.consumed |= 0xc00000000000000;
        return 0xc00000000000000;
    }
    if d.bits & 0xc00000000000000 == 0xc00000000000000 {
        d.insn.push_path(3);
        d.consumed |= 0xc00000000000000;
        return 0xc00000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t100(d: &mut Dec) -> u64 {
    if d.bits & 0xc00000000000000 == 0xc00000000000000 {
        d.insn.push_path(0);
        d.consumed |= 0xc00000000000000;
        let o = d.reg(&S24);
        d.insn.push_op(o);
        return 0xc00000000000000;
    }
    {
        d.insn.push_path(1);
        d.consumed |= 0x0;
        return 0x0;
    }
}
fn t101(d: &mut Dec) -> u64 {
    match ((d.bits >> 61) as usize & 1) << 0 | ((d.bits >> 62) as usize & 1) << 1 | ((d.bits >> 63) as usize & 1) << 2 {
        0 => {
            if d.bits & 0xe0000000f0000000 == 0x60000000 {
                d.insn.push_path(0);
                d.consumed |= 0xe0000000f0000000;
                t99(d);
                t72(d);
                t63(d);
                t78(d);
                t88(d);
                t74(d);
                t100(d);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(8);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        1 => {
            if d.bits & 0xe0000000f0000000 == 0x2000000060000000 {
                d.insn.push_path(1);
                d.consumed |= 0xe0000000f0000000;
                t99(d);
                t72(d);
                t63(d);
                t78(d);
                t88(d);
                t74(d);
                t100(d);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(8);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        2 => {
            if d.bits & 0xe0000000f0000000 == 0x4000000060000000 {
                d.insn.push_path(2);
                d.consumed |= 0xe0000000f0000000;
                t99(d);
                t72(d);
                t63(d);
                t78(d);
                t88(d);
                t74(d);
                t100(d);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(8);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        3 => {
            if d.bits & 0xe0000000f0000000 == 0x6000000060000000 {
                d.insn.push_path(3);
                d.consumed |= 0xe0000000f0000000;
                t99(d);
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                t100(d);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(8);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        4 => {
            if d.bits & 0xe0000000f0000000 == 0x8000000060000000 {
                d.insn.push_path(4);
                d.consumed |= 0xe0000000f0000000;
                t99(d);
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                t100(d);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(8);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        5 => {
            if d.bits & 0xe0000000f0000000 == 0xa000000060000000 {
                d.insn.push_path(5);
                d.consumed |= 0xe0000000f0000000;
                t99(d);
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                t100(d);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(8);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        6 => {
            if d.bits & 0xe0000000f0000000 == 0xc000000060000000 {
                d.insn.push_path(6);
                d.consumed |= 0xe0000000f0000000;
                t99(d);
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                t100(d);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(8);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        7 => {
            if d.bits & 0xe0000000f0000000 == 0xe000000060000000 {
                d.insn.push_path(7);
                d.consumed |= 0xe0000000f0000000;
                t99(d);
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                t100(d);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(8);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        _ => {}
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t102(d: &mut Dec) -> u64 {
    if d.bits & 0xe0000000f0000000 == 0x70000000 {
        d.insn.push_path(0);
        d.consumed |= 0xe0000000f0000000;
        t99(d);
        t72(d);
        t63(d);
        t66(d);
        t73(d);
        t74(d);
        t100(d);
        return 0xe0000000f0000000;
    }
    {
        d.insn.push_path(1);
        d.consumed |= 0x0;
        t72(d);
        t63(d);
        t66(d);
        t73(d);
        t74(d);
        return 0x0;
    }
}
fn t103(d: &mut Dec) -> u64 {
    if d.bits & 0x400000000000000 == 0x400000000000000 {
        d.insn.push_path(0);
        d.consumed |= 0x400000000000000;
        return 0x400000000000000;
    }
    if d.bits & 0x400000000000000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x400000000000000;
        return 0x400000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t104(d: &mut Dec) -> u64 {
    if d.bits & 0x70000f0000000 == 0x80000000 && d.ptype & 0x4 != 0 {
        d.insn.push_path(0);
        d.consumed |= 0x70000f0000000;
        let o = d.reg(&S31);
        d.insn.push_op(o);
        let o = d.mem(&S79);
        d.insn.push_op(o);
        return 0x70000f0000000;
    }
    if d.bits & 0x70000f0000000 == 0x1000080000000 && d.ptype & 0x4 != 0 {
        d.insn.push_path(1);
        d.consumed |= 0x70000f0000000;
        let o = d.reg(&S31);
        d.insn.push_op(o);
        let o = d.mem(&S79);
        d.insn.push_op(o);
        return 0x70000f0000000;
    }
    if d.bits & 0x70000f0000000 == 0x2000080000000 && d.ptype & 0x4 != 0 {
        d.insn.push_path(2);
        d.consumed |= 0x70000f0000000;
        let o = d.reg(&S31);
        d.insn.push_op(o);
        let o = d.mem(&S79);
        d.insn.push_op(o);
        t103(d);
        let o = d.reg(&S41);
        d.insn.push_op(o);
        return 0x70000f0000000;
    }
    if d.bits & 0x70000f0000000 == 0x3000080000000 && d.ptype & 0x4 != 0 {
        d.insn.push_path(3);
        d.consumed |= 0x70000f0000000;
        let o = d.reg(&S31);
        d.insn.push_op(o);
        let o = d.mem(&S79);
        d.insn.push_op(o);
        t103(d);
        let o = d.reg(&S41);
        d.insn.push_op(o);
        return 0x70000f0000000;
    }
    if d.bits & 0x70000f0000000 == 0x4000080000000 && d.ptype & 0x4 != 0 {
        d.insn.push_path(4);
        d.consumed |= 0x70000f0000000;
        let o = d.reg(&S31);
        d.insn.push_op(o);
        let o = d.mem(&S79);
        d.insn.push_op(o);
        return 0x70000f0000000;
    }
    {
        d.insn.push_path(5);
        d.consumed |= 0x0;
        t72(d);
        t63(d);
        t66(d);
        t73(d);
        t74(d);
        return 0x0;
    }
}
fn t105(d: &mut Dec) -> u64 {
    if d.bits & 0x10000000000000 == 0x10000000000000 {
        d.insn.push_path(0);
        d.consumed |= 0x10000000000000;
        return 0x10000000000000;
    }
    if d.bits & 0x10000000000000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x10000000000000;
        return 0x10000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t106(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        t103(d);
        t105(d);
        return 0x0;
    }
}
fn t107(d: &mut Dec) -> u64 {
    if d.bits & 0xe0000000f0000000 == 0x90000000 {
        d.insn.push_path(0);
        d.consumed |= 0xe0000000f0000000;
        t63(d);
        t106(d);
        let o = d.reg(&S41);
        d.insn.push_op(o);
        return 0xe0000000f0000000;
    }
    if d.bits & 0xe0000000f0000000 == 0x4000000090000000 {
        d.insn.push_path(1);
        d.consumed |= 0xe0000000f0000000;
        t63(d);
        t106(d);
        let o = d.reg(&S41);
        d.insn.push_op(o);
        return 0xe0000000f0000000;
    }
    if d.bits & 0xe0000000f0000000 == 0x6000000090000000 {
        d.insn.push_path(2);
        d.consumed |= 0xe0000000f0000000;
        t63(d);
        t106(d);
        let o = d.reg(&S41);
        d.insn.push_op(o);
        return 0xe0000000f0000000;
    }
    if d.bits & 0xe0000000f0000000 == 0x8000000090000000 {
        d.insn.push_path(3);
        d.consumed |= 0xe0000000f0000000;
        t63(d);
        let o = d.reg(&S41);
        d.insn.push_op(o);
        return 0xe0000000f0000000;
    }
    if d.bits & 0xe0000000f0000000 == 0xa000000090000000 {
        d.insn.push_path(4);
        d.consumed |= 0xe0000000f0000000;
        t63(d);
        let o = d.reg(&S41);
        d.insn.push_op(o);
        return 0xe0000000f0000000;
    }
    if d.bits & 0xe0000000f0000000 == 0xc000000090000000 {
        d.insn.push_path(5);
        d.consumed |= 0xe0000000f0000000;
        t82(d);
        t63(d);
        let o = d.reg(&S41);
        d.insn.push_op(o);
        return 0xe0000000f0000000;
    }
    {
        d.insn.push_path(6);
        d.consumed |= 0x0;
        t72(d);
        t63(d);
        t66(d);
        t73(d);
        t74(d);
        return 0x0;
    }
}
fn t108(d: &mut Dec) -> u64 {
    if d.bits & 0x2000000000000000 == 0x2000000000000000 {
        d.insn.push_path(0);
        d.consumed |= 0x2000000000000000;
        return 0x2000000000000000;
    }
    if d.bits & 0x2000000000000000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x2000000000000000;
        return 0x2000000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t109(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        t108(d);
        t105(d);
        return 0x0;
    }
}
fn t110(d: &mut Dec) -> u64 {
    if d.bits & 0x8000000000000 == 0x8000000000000 {
        d.insn.push_path(0);
        d.consumed |= 0x8000000000000;
        return 0x8000000000000;
    }
    if d.bits & 0x8000000000000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x8000000000000;
        return 0x8000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t111(d: &mut Dec) -> u64 {
    if d.bits & 0x6000000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x6000000000000;
        return 0x6000000000000;
    }
    if d.bits & 0x6000000000000 == 0x2000000000000 {
        d.insn.push_path(1);
        d.consumed |= 0x6000000000000;
        return 0x6000000000000;
    }
    if d.bits & 0x6000000000000 == 0x4000000000000 {
        d.insn.push_path(2);
        d.consumed |= 0x6000000000000;
        return 0x6000000000000;
    }
    if d.bits & 0x6000000000000 == 0x6000000000000 {
        d.insn.push_path(3);
        d.consumed |= 0x6000000000000;
        return 0x6000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t112(d: &mut Dec) -> u64 {
    if d.bits & 0x6000000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x6000000000000;
        return 0x6000000000000;
    }
    if d.bits & 0x6000000000000 == 0x2000000000000 {
        d.insn.push_path(1);
        d.consumed |= 0x6000000000000;
        return 0x6000000000000;
    }
    if d.bits & 0x6000000000000 == 0x4000000000000 {
        d.insn.push_path(2);
        d.consumed |= 0x6000000000000;
        return 0x6000000000000;
    }
    if d.bits & 0x6000000000000 == 0x6000000000000 {
        d.insn.push_path(3);
        d.consumed |= 0x6000000000000;
        return 0x6000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t113(d: &mut Dec) -> u64 {
    if d.bits & 0x6000000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x6000000000000;
        return 0x6000000000000;
    }
    if d.bits & 0x6000000000000 == 0x2000000000000 {
        d.insn.push_path(1);
        d.consumed |= 0x6000000000000;
        return 0x6000000000000;
    }
    if d.bits & 0x6000000000000 == 0x4000000000000 {
        d.insn.push_path(2);
        d.consumed |= 0x6000000000000;
        return 0x6000000000000;
    }
    if d.bits & 0x6000000000000 == 0x6000000000000 {
        d.insn.push_path(3);
        d.consumed |= 0x6000000000000;
        return 0x6000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t114(d: &mut Dec) -> u64 {
    if d.bits & 0x1c00000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x1c00000000000;
        t78(d);
        return 0x1c00000000000;
    }
    if d.bits & 0x1c00000000000 == 0x400000000000 {
        d.insn.push_path(1);
        d.consumed |= 0x1c00000000000;
        t66(d);
        return 0x1c00000000000;
    }
    if d.bits & 0x1c00000000000 == 0x800000000000 {
        d.insn.push_path(2);
        d.consumed |= 0x1c00000000000;
        t78(d);
        return 0x1c00000000000;
    }
    if d.bits & 0x1c00000000000 == 0xc00000000000 {
        d.insn.push_path(3);
        d.consumed |= 0x1c00000000000;
        let o = d.reg(&S41);
        d.insn.push_op(o);
        return 0x1c00000000000;
    }
    if d.bits & 0x1c00000000000 == 0x1000000000000 {
        d.insn.push_path(4);
        d.consumed |= 0x1c00000000000;
        t78(d);
        return 0x1c00000000000;
    }
    if d.bits & 0x1c00000000000 == 0x1400000000000 {
        d.insn.push_path(5);
        d.consumed |= 0x1c00000000000;
        t66(d);
        return 0x1c00000000000;
    }
    if d.bits & 0x1c00000000000 == 0x1800000000000 {
        d.insn.push_path(6);
        d.consumed |= 0x1c00000000000;
        t78(d);
        return 0x1c00000000000;
    }
    if d.bits & 0x1c00000000000 == 0x1c00000000000 {
        d.insn.push_path(7);
        d.consumed |= 0x1c00000000000;
        let o = d.reg(&S41);
        d.insn.push_op(o);
        return 0x1c00000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t115(d: &mut Dec) -> u64 {
    if d.bits & 0x400000800000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x400000800000000;
        let o = d.reg(&S30);
        d.insn.push_op(o);
        return 0x400000800000000;
    }
    if d.bits & 0x400000800000000 == 0x400000000000000 {
        d.insn.push_path(1);
        d.consumed |= 0x400000800000000;
        let o = d.reg(&S31);
        d.insn.push_op(o);
        return 0x400000800000000;
    }
    if d.bits & 0x4000008000001fc == 0x8000001fc {
        d.insn.push_path(2);
        d.consumed |= 0x4000008000001fc;
        d.insn.push_op(Operand::Discard);
        return 0x4000008000001fc;
    }
    if d.bits & 0x4000008000001fc == 0x4000008000001fc {
        d.insn.push_path(3);
        d.consumed |= 0x4000008000001fc;
        d.insn.push_op(Operand::Discard);
        return 0x4000008000001fc;
    }
    if d.bits & 0x400000800000000 == 0x800000000 {
        d.insn.push_path(4);
        d.consumed |= 0x400000800000000;
        let o = d.mem(&S65);
        d.insn.push_op(o);
        return 0x400000800000000;
    }
    if d.bits & 0x400000800000000 == 0x400000800000000 {
        d.insn.push_path(5);
        d.consumed |= 0x400000800000000;
        let o = d.mem(&S32);
        d.insn.push_op(o);
        return 0x400000800000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t116(d: &mut Dec) -> u64 {
    match ((d.bits >> 62) as usize & 1) << 0
        | ((d.bits >> 63) as usize & 1) << 1
        | ((d.bits >> 58) as usize & 1) << 2
        | ((d.bits >> 54) as usize & 1) << 3
        | ((d.bits >> 46) as usize & 1) << 4
        | ((d.bits >> 59) as usize & 1) << 5
    {
        0 => {
            if d.bits & 0xcc080000f0000000 == 0xa0000000 {
                d.insn.push_path(34);
                d.consumed |= 0xcc080000f0000000;
                t109(d);
                t72(d);
                t77(d);
                t114(d);
                return 0xcc080000f0000000;
            }
            if d.bits & 0xc8080000f0000000 == 0x80000a0000000 {
                d.insn.push_path(35);
                d.consumed |= 0xc8080000f0000000;
                t109(d);
                t72(d);
                t115(d);
                t114(d);
                return 0xc8080000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        1 => {
            if d.bits & 0xc4400000f0000000 == 0x40000000a0000000 {
                d.insn.push_path(26);
                d.consumed |= 0xc4400000f0000000;
                t109(d);
                t110(d);
                t112(d);
                t72(d);
                t77(d);
                t114(d);
                return 0xc4400000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        2 => {
            if d.bits & 0xcc404000f0000000 == 0x80000000a0000000 {
                d.insn.push_path(12);
                d.consumed |= 0xcc404000f0000000;
                t109(d);
                t111(d);
                t72(d);
                t77(d);
                t78(d);
                return 0xcc404000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        3 => {
            if d.bits & 0xcc404000f0000000 == 0xc0000000a0000000 {
                d.insn.push_path(0);
                d.consumed |= 0xcc404000f0000000;
                t109(d);
                t110(d);
                t72(d);
                t77(d);
                t78(d);
                return 0xcc404000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        4 => {
            if d.bits & 0xc8080000f0000000 == 0x80000a0000000 {
                d.insn.push_path(35);
                d.consumed |= 0xc8080000f0000000;
                t109(d);
                t72(d);
                t115(d);
                t114(d);
                return 0xc8080000f0000000;
            }
            if d.bits & 0xcc080000f0000000 == 0x4000000a0000000 {
                d.insn.push_path(36);
                d.consumed |= 0xcc080000f0000000;
                t109(d);
                t72(d);
                t63(d);
                t114(d);
                return 0xcc080000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        5 => {
            if d.bits & 0xc4400000f0000000 == 0x44000000a0000000 {
                d.insn.push_path(27);
                d.consumed |= 0xc4400000f0000000;
                t109(d);
                t110(d);
                t112(d);
                t72(d);
                t63(d);
                t114(d);
                return 0xc4400000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        6 => {
            if d.bits & 0xcc404000f0000000 == 0x84000000a0000000 {
                d.insn.push_path(16);
                d.consumed |= 0xcc404000f0000000;
                t109(d);
                t111(d);
                t72(d);
                t63(d);
                t78(d);
                return 0xcc404000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        7 => {
            if d.bits & 0xcc404000f0000000 == 0xc4000000a0000000 {
                d.insn.push_path(6);
                d.consumed |= 0xcc404000f0000000;
                t109(d);
                t110(d);
                t72(d);
                t63(d);
                t78(d);
                return 0xcc404000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        8 => {
            if d.bits & 0xcc080000f0000000 == 0xa0000000 {
                d.insn.push_path(34);
                d.consumed |= 0xcc080000f0000000;
                t109(d);
                t72(d);
                t77(d);
                t114(d);
                return 0xcc080000f0000000;
            }
            if d.bits & 0xc8080000f0000000 == 0x80000a0000000 {
                d.insn.push_path(35);
                d.consumed |= 0xc8080000f0000000;
                t109(d);
                t72(d);
                t115(d);
                t114(d);
                return 0xc8080000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        9 => {
            d.insn.push_path(40);
            d.consumed |= 0x0;
            t72(d);
            t63(d);
            t66(d);
            t73(d);
            t74(d);
            return 0x0;
        }
        10 => {
            d.insn.push_path(40);
            d.consumed |= 0x0;
            t72(d);
            t63(d);
            t66(d);
            t73(d);
            t74(d);
            return 0x0;
        }
        11 => {
            d.insn.push_path(40);
            d.consumed |= 0x0;
            t72(d);
            t63(d);
            t66(d);
            t73(d);
            t74(d);
            return 0x0;
        }
        12 => {
            if d.bits & 0xc8080000f0000000 == 0x80000a0000000 {
                d.insn.push_path(35);
                d.consumed |= 0xc8080000f0000000;
                t109(d);
                t72(d);
                t115(d);
                t114(d);
                return 0xc8080000f0000000;
            }
            if d.bits & 0xcc080000f0000000 == 0x4000000a0000000 {
                d.insn.push_path(36);
                d.consumed |= 0xcc080000f0000000;
                t109(d);
                t72(d);
                t63(d);
                t114(d);
                return 0xcc080000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        13 => {
            if d.bits & 0xc4414000f0000000 == 0x44400000a0000000 && d.feats & 0x4 == 0x4 {
                d.insn.push_path(28);
                d.consumed |= 0xc4414000f0000000;
                t109(d);
                t110(d);
                t112(d);
                t72(d);
                let o = d.reg(&S80);
                d.insn.push_op(o);
                t66(d);
                return 0xc4414000f0000000;
            }
            if d.bits & 0xc4414000f0000000 == 0x44410000a0000000 && d.feats & 0x4 == 0x4 {
                d.insn.push_path(29);
                d.consumed |= 0xc4414000f0000000;
                t109(d);
                t110(d);
                t112(d);
                t72(d);
                let o = d.reg(&S80);
                d.insn.push_op(o);
                t66(d);
                return 0xc4414000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        14 => {
            if d.bits & 0xcc404000f0000000 == 0x84400000a0000000 && d.feats & 0x4 == 0x4 {
                d.insn.push_path(22);
                d.consumed |= 0xcc404000f0000000;
                t109(d);
                t111(d);
                t72(d);
                let o = d.reg(&S80);
                d.insn.push_op(o);
                t66(d);
                return 0xcc404000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        15 => {
            if d.bits & 0xc4404000f0000000 == 0xc4400000a0000000 && d.feats & 0x4 == 0x4 {
                d.insn.push_path(11);
                d.consumed |= 0xc4404000f0000000;
                t109(d);
                t72(d);
                let o = d.reg(&S80);
                d.insn.push_op(o);
                t66(d);
                return 0xc4404000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        16 => {
            if d.bits & 0xcc080000f0000000 == 0xa0000000 {
                d.insn.push_path(34);
                d.consumed |= 0xcc080000f0000000;
                t109(d);
                t72(d);
                t77(d);
                t114(d);
                return 0xcc080000f0000000;
            }
            if d.bits & 0xc8080000f0000000 == 0x80000a0000000 {
                d.insn.push_path(35);
                d.consumed |= 0xc8080000f0000000;
                t109(d);
                t72(d);
                t115(d);
                t114(d);
                return 0xc8080000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        17 => {
            if d.bits & 0xc4400000f0000000 == 0x40000000a0000000 {
                d.insn.push_path(26);
                d.consumed |= 0xc4400000f0000000;
                t109(d);
                t110(d);
                t112(d);
                t72(d);
                t77(d);
                t114(d);
                return 0xc4400000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        18 => {
            if d.bits & 0xcc404000f0000000 == 0x80004000a0000000 {
                d.insn.push_path(13);
                d.consumed |= 0xcc404000f0000000;
                t109(d);
                t111(d);
                t72(d);
                t77(d);
                t66(d);
                return 0xcc404000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        19 => {
            if d.bits & 0xcc404000f0000000 == 0xc0004000a0000000 {
                d.insn.push_path(2);
                d.consumed |= 0xcc404000f0000000;
                t109(d);
                t110(d);
                t112(d);
                t72(d);
                t77(d);
                t66(d);
                return 0xcc404000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        20 => {
            if d.bits & 0xc8080000f0000000 == 0x80000a0000000 {
                d.insn.push_path(35);
                d.consumed |= 0xc8080000f0000000;
                t109(d);
                t72(d);
                t115(d);
                t114(d);
                return 0xc8080000f0000000;
            }
            if d.bits & 0xcc080000f0000000 == 0x4000000a0000000 {
                d.insn.push_path(36);
                d.consumed |= 0xcc080000f0000000;
                t109(d);
                t72(d);
                t63(d);
                t114(d);
                return 0xcc080000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        21 => {
            if d.bits & 0xc4400000f0000000 == 0x44000000a0000000 {
                d.insn.push_path(27);
                d.consumed |= 0xc4400000f0000000;
                t109(d);
                t110(d);
                t112(d);
                t72(d);
                t63(d);
                t114(d);
                return 0xc4400000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        22 => {
            if d.bits & 0xcc404000f0000000 == 0x84004000a0000000 {
                d.insn.push_path(17);
                d.consumed |= 0xcc404000f0000000;
                t109(d);
                t111(d);
                t72(d);
                t63(d);
                t66(d);
                return 0xcc404000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        23 => {
            if d.bits & 0xcc404000f0000000 == 0xc4004000a0000000 {
                d.insn.push_path(4);
                d.consumed |= 0xcc404000f0000000;
                t109(d);
                t110(d);
                t113(d);
                t72(d);
                t63(d);
                t66(d);
                return 0xcc404000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        24 => {
            if d.bits & 0xcc080000f0000000 == 0xa0000000 {
                d.insn.push_path(34);
                d.consumed |= 0xcc080000f0000000;
                t109(d);
                t72(d);
                t77(d);
                t114(d);
                return 0xcc080000f0000000;
            }
            if d.bits & 0xc8080000f0000000 == 0x80000a0000000 {
                d.insn.push_path(35);
                d.consumed |= 0xc8080000f0000000;
                t109(d);
                t72(d);
                t115(d);
                t114(d);
                return 0xc8080000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        25 => {
            if d.bits & 0xc4414000f0000000 == 0x40404000a0000000 && d.feats & 0x4 == 0x4 {
                d.insn.push_path(30);
                d.consumed |= 0xc4414000f0000000;
                t109(d);
                t110(d);
                t112(d);
                t72(d);
                t63(d);
                let o = d.reg(&S81);
                d.insn.push_op(o);
                return 0xc4414000f0000000;
            }
            if d.bits & 0xc4414000f0000000 == 0x40414000a0000000 && d.feats & 0x4 == 0x4 {
                d.insn.push_path(31);
                d.consumed |= 0xc4414000f0000000;
                t109(d);
                t110(d);
                t112(d);
                t72(d);
                t63(d);
                let o = d.reg(&S81);
                d.insn.push_op(o);
                return 0xc4414000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        26 => {
            if d.bits & 0xcc404000f0000000 == 0x80404000a0000000 && d.feats & 0x4 == 0x4 {
                d.insn.push_path(20);
                d.consumed |= 0xcc404000f0000000;
                t109(d);
                t111(d);
                t72(d);
                t63(d);
                let o = d.reg(&S81);
                d.insn.push_op(o);
                return 0xcc404000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        27 => {
            if d.bits & 0xc4404000f0000000 == 0xc0404000a0000000 && d.feats & 0x4 == 0x4 {
                d.insn.push_path(8);
                d.consumed |= 0xc4404000f0000000;
                t109(d);
                t112(d);
                t72(d);
                t63(d);
                let o = d.reg(&S81);
                d.insn.push_op(o);
                return 0xc4404000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        28 => {
            if d.bits & 0xc8080000f0000000 == 0x80000a0000000 {
                d.insn.push_path(35);
                d.consumed |= 0xc8080000f0000000;
                t109(d);
                t72(d);
                t115(d);
                t114(d);
                return 0xc8080000f0000000;
            }
            if d.bits & 0xcc080000f0000000 == 0x4000000a0000000 {
                d.insn.push_path(36);
                d.consumed |= 0xcc080000f0000000;
                t109(d);
                t72(d);
                t63(d);
                t114(d);
                return 0xcc080000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        29 => {
            if d.bits & 0xc4414000f0000000 == 0x44404000a0000000 && d.feats & 0x4 == 0x4 {
                d.insn.push_path(32);
                d.consumed |= 0xc4414000f0000000;
                t109(d);
                t110(d);
                t112(d);
                t72(d);
                let o = d.reg(&S80);
                d.insn.push_op(o);
                let o = d.reg(&S81);
                d.insn.push_op(o);
                return 0xc4414000f0000000;
            }
            if d.bits & 0xc4414000f0000000 == 0x44414000a0000000 && d.feats & 0x4 == 0x4 {
                d.insn.push_path(33);
                d.consumed |= 0xc4414000f0000000;
                t109(d);
                t110(d);
                t112(d);
                t72(d);
                let o = d.reg(&S80);
                d.insn.push_op(o);
                let o = d.reg(&S81);
                d.insn.push_op(o);
                return 0xc4414000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        30 => {
            if d.bits & 0xcc404000f0000000 == 0x84404000a0000000 && d.feats & 0x4 == 0x4 {
                d.insn.push_path(23);
                d.consumed |= 0xcc404000f0000000;
                t109(d);
                t111(d);
                t72(d);
                let o = d.reg(&S80);
                d.insn.push_op(o);
                let o = d.reg(&S81);
                d.insn.push_op(o);
                return 0xcc404000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        31 => {
            if d.bits & 0xcc404000f0000000 == 0xc4404000a0000000 && d.feats & 0x4 == 0x4 {
                d.insn.push_path(9);
                d.consumed |= 0xcc404000f0000000;
                t109(d);
                t72(d);
                let o = d.reg(&S80);
                d.insn.push_op(o);
                let o = d.reg(&S81);
                d.insn.push_op(o);
                return 0xcc404000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        32 => {
            if d.bits & 0xcc080000f0000000 == 0x8000000a0000000 {
                d.insn.push_path(37);
                d.consumed |= 0xcc080000f0000000;
                t109(d);
                t72(d);
                t77(d);
                t114(d);
                return 0xcc080000f0000000;
            }
            if d.bits & 0xc8080000f0000000 == 0x8080000a0000000 {
                d.insn.push_path(38);
                d.consumed |= 0xc8080000f0000000;
                t109(d);
                t72(d);
                t115(d);
                t114(d);
                return 0xc8080000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        33 => {
            if d.bits & 0xc4400000f0000000 == 0x40000000a0000000 {
                d.insn.push_path(26);
                d.consumed |= 0xc4400000f0000000;
                t109(d);
                t110(d);
                t112(d);
                t72(d);
                t77(d);
                t114(d);
                return 0xc4400000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        34 => {
            if d.bits & 0xcc404000f0000000 == 0x88000000a0000000 {
                d.insn.push_path(14);
                d.consumed |= 0xcc404000f0000000;
                t109(d);
                t111(d);
                t72(d);
                t77(d);
                t78(d);
                return 0xcc404000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        35 => {
            if d.bits & 0xcc404000f0000000 == 0xc8000000a0000000 {
                d.insn.push_path(1);
                d.consumed |= 0xcc404000f0000000;
                t109(d);
                t110(d);
                t111(d);
                t72(d);
                t77(d);
                t78(d);
                return 0xcc404000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        36 => {
            if d.bits & 0xc8080000f0000000 == 0x8080000a0000000 {
                d.insn.push_path(38);
                d.consumed |= 0xc8080000f0000000;
                t109(d);
                t72(d);
                t115(d);
                t114(d);
                return 0xc8080000f0000000;
            }
            if d.bits & 0xcc080000f0000000 == 0xc000000a0000000 {
                d.insn.push_path(39);
                d.consumed |= 0xcc080000f0000000;
                t109(d);
                t72(d);
                t63(d);
                t114(d);
                return 0xcc080000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        37 => {
            if d.bits & 0xc4400000f0000000 == 0x44000000a0000000 {
                d.insn.push_path(27);
                d.consumed |= 0xc4400000f0000000;
                t109(d);
                t110(d);
                t112(d);
                t72(d);
                t63(d);
                t114(d);
                return 0xc4400000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        38 => {
            if d.bits & 0xcc404000f0000000 == 0x8c000000a0000000 {
                d.insn.push_path(18);
                d.consumed |= 0xcc404000f0000000;
                t109(d);
                t111(d);
                t72(d);
                t63(d);
                t78(d);
                return 0xcc404000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        39 => {
            if d.bits & 0xcc404000f0000000 == 0xcc000000a0000000 {
                d.insn.push_path(7);
                d.consumed |= 0xcc404000f0000000;
                t109(d);
                t110(d);
                t111(d);
                t72(d);
                t63(d);
                t78(d);
                return 0xcc404000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        40 => {
            if d.bits & 0xcc080000f0000000 == 0x8000000a0000000 {
                d.insn.push_path(37);
                d.consumed |= 0xcc080000f0000000;
                t109(d);
                t72(d);
                t77(d);
                t114(d);
                return 0xcc080000f0000000;
            }
            if d.bits & 0xc8080000f0000000 == 0x8080000a0000000 {
                d.insn.push_path(38);
                d.consumed |= 0xc8080000f0000000;
                t109(d);
                t72(d);
                t115(d);
                t114(d);
                return 0xc8080000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        41 => {
            d.insn.push_path(40);
            d.consumed |= 0x0;
            t72(d);
            t63(d);
            t66(d);
            t73(d);
            t74(d);
            return 0x0;
        }
        42 => {
            d.insn.push_path(40);
            d.consumed |= 0x0;
            t72(d);
            t63(d);
            t66(d);
            t73(d);
            t74(d);
            return 0x0;
        }
        43 => {
            d.insn.push_path(40);
            d.consumed |= 0x0;
            t72(d);
            t63(d);
            t66(d);
            t73(d);
            t74(d);
            return 0x0;
        }
        44 => {
            if d.bits & 0xc8080000f0000000 == 0x8080000a0000000 {
                d.insn.push_path(38);
                d.consumed |= 0xc8080000f0000000;
                t109(d);
                t72(d);
                t115(d);
                t114(d);
                return 0xc8080000f0000000;
            }
            if d.bits & 0xcc080000f0000000 == 0xc000000a0000000 {
                d.insn.push_path(39);
                d.consumed |= 0xcc080000f0000000;
                t109(d);
                t72(d);
                t63(d);
                t114(d);
                return 0xcc080000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        45 => {
            if d.bits & 0xc4414000f0000000 == 0x44400000a0000000 && d.feats & 0x4 == 0x4 {
                d.insn.push_path(28);
                d.consumed |= 0xc4414000f0000000;
                t109(d);
                t110(d);
                t112(d);
                t72(d);
                let o = d.reg(&S80);
                d.insn.push_op(o);
                t66(d);
                return 0xc4414000f0000000;
            }
            if d.bits & 0xc4414000f0000000 == 0x44410000a0000000 && d.feats & 0x4 == 0x4 {
                d.insn.push_path(29);
                d.consumed |= 0xc4414000f0000000;
                t109(d);
                t110(d);
                t112(d);
                t72(d);
                let o = d.reg(&S80);
                d.insn.push_op(o);
                t66(d);
                return 0xc4414000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        46 => {
            if d.bits & 0xcc404000f0000000 == 0x8c400000a0000000 && d.feats & 0x4 == 0x4 {
                d.insn.push_path(24);
                d.consumed |= 0xcc404000f0000000;
                t109(d);
                t111(d);
                t72(d);
                let o = d.reg(&S80);
                d.insn.push_op(o);
                t66(d);
                return 0xcc404000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        47 => {
            if d.bits & 0xc4404000f0000000 == 0xc4400000a0000000 && d.feats & 0x4 == 0x4 {
                d.insn.push_path(11);
                d.consumed |= 0xc4404000f0000000;
                t109(d);
                t72(d);
                let o = d.reg(&S80);
                d.insn.push_op(o);
                t66(d);
                return 0xc4404000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        48 => {
            if d.bits & 0xcc080000f0000000 == 0x8000000a0000000 {
                d.insn.push_path(37);
                d.consumed |= 0xcc080000f0000000;
                t109(d);
                t72(d);
                t77(d);
                t114(d);
                return 0xcc080000f0000000;
            }
            if d.bits & 0xc8080000f0000000 == 0x8080000a0000000 {
                d.insn.push_path(38);
                d.consumed |= 0xc8080000f0000000;
                t109(d);
                t72(d);
                t115(d);
                t114(d);
                return 0xc8080000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        49 => {
            if d.bits & 0xc4400000f0000000 == 0x40000000a0000000 {
                d.insn.push_path(26);
                d.consumed |= 0xc4400000f0000000;
                t109(d);
                t110(d);
                t112(d);
                t72(d);
                t77(d);
                t114(d);
                return 0xc4400000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        50 => {
            if d.bits & 0xcc404000f0000000 == 0x88004000a0000000 {
                d.insn.push_path(15);
                d.consumed |= 0xcc404000f0000000;
                t109(d);
                t111(d);
                t72(d);
                t77(d);
                t66(d);
                return 0xcc404000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        51 => {
            if d.bits & 0xcc404000f0000000 == 0xc8004000a0000000 {
                d.insn.push_path(3);
                d.consumed |= 0xcc404000f0000000;
                t109(d);
                t110(d);
                t111(d);
                t72(d);
                t77(d);
                t66(d);
                return 0xcc404000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        52 => {
            if d.bits & 0xc8080000f0000000 == 0x8080000a0000000 {
                d.insn.push_path(38);
                d.consumed |= 0xc8080000f0000000;
                t109(d);
                t72(d);
                t115(d);
                t114(d);
                return 0xc8080000f0000000;
            }
            if d.bits & 0xcc080000f0000000 == 0xc000000a0000000 {
                d.insn.push_path(39);
                d.consumed |= 0xcc080000f0000000;
                t109(d);
                t72(d);
                t63(d);
                t114(d);
                return 0xcc080000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        53 => {
            if d.bits & 0xc4400000f0000000 == 0x44000000a0000000 {
                d.insn.push_path(27);
                d.consumed |= 0xc4400000f0000000;
                t109(d);
                t110(d);
                t112(d);
                t72(d);
                t63(d);
                t114(d);
                return 0xc4400000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        54 => {
            if d.bits & 0xcc404000f0000000 == 0x8c004000a0000000 {
                d.insn.push_path(19);
                d.consumed |= 0xcc404000f0000000;
                t109(d);
                t111(d);
                t72(d);
                t63(d);
                t66(d);
                return 0xcc404000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        55 => {
            if d.bits & 0xcc404000f0000000 == 0xcc004000a0000000 {
                d.insn.push_path(5);
                d.consumed |= 0xcc404000f0000000;
                t109(d);
                t110(d);
                t111(d);
                t72(d);
                t63(d);
                t66(d);
                return 0xcc404000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        56 => {
            if d.bits & 0xcc080000f0000000 == 0x8000000a0000000 {
                d.insn.push_path(37);
                d.consumed |= 0xcc080000f0000000;
                t109(d);
                t72(d);
                t77(d);
                t114(d);
                return 0xcc080000f0000000;
            }
            if d.bits & 0xc8080000f0000000 == 0x8080000a0000000 {
                d.insn.push_path(38);
                d.consumed |= 0xc8080000f0000000;
                t109(d);
                t72(d);
                t115(d);
                t114(d);
                return 0xc8080000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        57 => {
            if d.bits & 0xc4414000f0000000 == 0x40404000a0000000 && d.feats & 0x4 == 0x4 {
                d.insn.push_path(30);
                d.consumed |= 0xc4414000f0000000;
                t109(d);
                t110(d);
                t112(d);
                t72(d);
                t63(d);
                let o = d.reg(&S81);
                d.insn.push_op(o);
                return 0xc4414000f0000000;
            }
            if d.bits & 0xc4414000f0000000 == 0x40414000a0000000 && d.feats & 0x4 == 0x4 {
                d.insn.push_path(31);
                d.consumed |= 0xc4414000f0000000;
                t109(d);
                t110(d);
                t112(d);
                t72(d);
                t63(d);
                let o = d.reg(&S81);
                d.insn.push_op(o);
                return 0xc4414000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        58 => {
            if d.bits & 0xcc404000f0000000 == 0x88404000a0000000 && d.feats & 0x4 == 0x4 {
                d.insn.push_path(21);
                d.consumed |= 0xcc404000f0000000;
                t109(d);
                t111(d);
                t72(d);
                t63(d);
                let o = d.reg(&S81);
                d.insn.push_op(o);
                return 0xcc404000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        59 => {
            if d.bits & 0xc4404000f0000000 == 0xc0404000a0000000 && d.feats & 0x4 == 0x4 {
                d.insn.push_path(8);
                d.consumed |= 0xc4404000f0000000;
                t109(d);
                t112(d);
                t72(d);
                t63(d);
                let o = d.reg(&S81);
                d.insn.push_op(o);
                return 0xc4404000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        60 => {
            if d.bits & 0xc8080000f0000000 == 0x8080000a0000000 {
                d.insn.push_path(38);
                d.consumed |= 0xc8080000f0000000;
                t109(d);
                t72(d);
                t115(d);
                t114(d);
                return 0xc8080000f0000000;
            }
            if d.bits & 0xcc080000f0000000 == 0xc000000a0000000 {
                d.insn.push_path(39);
                d.consumed |= 0xcc080000f0000000;
                t109(d);
                t72(d);
                t63(d);
                t114(d);
                return 0xcc080000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        61 => {
            if d.bits & 0xc4414000f0000000 == 0x44404000a0000000 && d.feats & 0x4 == 0x4 {
                d.insn.push_path(32);
                d.consumed |= 0xc4414000f0000000;
                t109(d);
                t110(d);
                t112(d);
                t72(d);
                let o = d.reg(&S80);
                d.insn.push_op(o);
                let o = d.reg(&S81);
                d.insn.push_op(o);
                return 0xc4414000f0000000;
            }
            if d.bits & 0xc4414000f0000000 == 0x44414000a0000000 && d.feats & 0x4 == 0x4 {
                d.insn.push_path(33);
                d.consumed |= 0xc4414000f0000000;
                t109(d);
                t110(d);
                t112(d);
                t72(d);
                let o = d.reg(&S80);
                d.insn.push_op(o);
                let o = d.reg(&S81);
                d.insn.push_op(o);
                return 0xc4414000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        62 => {
            if d.bits & 0xcc404000f0000000 == 0x8c404000a0000000 && d.feats & 0x4 == 0x4 {
                d.insn.push_path(25);
                d.consumed |= 0xcc404000f0000000;
                t109(d);
                t111(d);
                t72(d);
                let o = d.reg(&S80);
                d.insn.push_op(o);
                let o = d.reg(&S81);
                d.insn.push_op(o);
                return 0xcc404000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        63 => {
            if d.bits & 0xcc404000f0000000 == 0xcc404000a0000000 && d.feats & 0x4 == 0x4 {
                d.insn.push_path(10);
                d.consumed |= 0xcc404000f0000000;
                t109(d);
                t111(d);
                t72(d);
                let o = d.reg(&S80);
                d.insn.push_op(o);
                let o = d.reg(&S81);
                d.insn.push_op(o);
                return 0xcc404000f0000000;
            }
            {
                d.insn.push_path(40);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        _ => {}
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t117(d: &mut Dec) -> u64 {
    if d.bits & 0x2000000000000000 == 0x2000000000000000 {
        d.insn.push_path(0);
        d.consumed |= 0x2000000000000000;
        return 0x2000000000000000;
    }
    if d.bits & 0x2000000000000000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x2000000000000000;
        return 0x2000000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t118(d: &mut Dec) -> u64 {
    if d.bits & 0x30000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x30000;
        return 0x30000;
    }
    if d.bits & 0x30000 == 0x30000 {
        d.insn.push_path(1);
        d.consumed |= 0x30000;
        return 0x30000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t119(d: &mut Dec) -> u64 {
    if d.bits & 0x800000000000000 == 0x800000000000000 {
        d.insn.push_path(0);
        d.consumed |= 0x800000000000000;
        return 0x800000000000000;
    }
    if d.bits & 0x800000000000000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x800000000000000;
        return 0x800000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t120(d: &mut Dec) -> u64 {
    match ((d.bits >> 46) as usize & 1) << 0
        | ((d.bits >> 47) as usize & 1) << 1
        | ((d.bits >> 48) as usize & 1) << 2
        | ((d.bits >> 49) as usize & 1) << 3
    {
        0 => {
            if d.bits & 0x3c00000000000 == 0x0 {
                d.insn.push_path(0);
                d.consumed |= 0x3c00000000000;
                return 0x3c00000000000;
            }
        }
        1 => {
            if d.bits & 0x3c00000000000 == 0x400000000000 {
                d.insn.push_path(1);
                d.consumed |= 0x3c00000000000;
                return 0x3c00000000000;
            }
        }
        2 => {
            if d.bits & 0x3c00000000000 == 0x800000000000 {
                d.insn.push_path(2);
                d.consumed |= 0x3c00000000000;
                return 0x3c00000000000;
            }
        }
        3 => {
            if d.bits & 0x3c00000000000 == 0xc00000000000 {
                d.insn.push_path(3);
                d.consumed |= 0x3c00000000000;
                return 0x3c00000000000;
            }
        }
        4 => {
            if d.bits & 0x3c00000000000 == 0x1000000000000 {
                d.insn.push_path(4);
                d.consumed |= 0x3c00000000000;
                return 0x3c00000000000;
            }
        }
        5 => {
            if d.bits & 0x3c00000000000 == 0x1400000000000 {
                d.insn.push_path(5);
                d.consumed |= 0x3c00000000000;
                return 0x3c00000000000;
            }
        }
        6 => {
            if d.bits & 0x3c00000000000 == 0x1800000000000 {
                d.insn.push_path(6);
                d.consumed |= 0x3c00000000000;
                return 0x3c00000000000;
            }
        }
        7 => {
            if d.bits & 0x3c00000000000 == 0x1c00000000000 {
                d.insn.push_path(7);
                d.consumed |= 0x3c00000000000;
                return 0x3c00000000000;
            }
        }
        8 => {
            if d.bits & 0x3c00000000000 == 0x2000000000000 {
                d.insn.push_path(8);
                d.consumed |= 0x3c00000000000;
                return 0x3c00000000000;
            }
        }
        9 => {
            if d.bits & 0x3c00000000000 == 0x2400000000000 {
                d.insn.push_path(9);
                d.consumed |= 0x3c00000000000;
                return 0x3c00000000000;
            }
        }
        10 => {
            if d.bits & 0x3c00000000000 == 0x2800000000000 {
                d.insn.push_path(10);
                d.consumed |= 0x3c00000000000;
                return 0x3c00000000000;
            }
        }
        11 => {
            if d.bits & 0x3c00000000000 == 0x2c00000000000 {
                d.insn.push_path(11);
                d.consumed |= 0x3c00000000000;
                return 0x3c00000000000;
            }
        }
        12 => {
            if d.bits & 0x3c00000000000 == 0x3000000000000 {
                d.insn.push_path(12);
                d.consumed |= 0x3c00000000000;
                return 0x3c00000000000;
            }
        }
        13 => {
            if d.bits & 0x3c00000000000 == 0x3400000000000 {
                d.insn.push_path(13);
                d.consumed |= 0x3c00000000000;
                return 0x3c00000000000;
            }
        }
        14 => {
            if d.bits & 0x3c00000000000 == 0x3800000000000 {
                d.insn.push_path(14);
                d.consumed |= 0x3c00000000000;
                return 0x3c00000000000;
            }
        }
        15 => {
            if d.bits & 0x3c00000000000 == 0x3c00000000000 {
                d.insn.push_path(15);
                d.consumed |= 0x3c00000000000;
                return 0x3c00000000000;
            }
        }
        _ => {}
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t121(d: &mut Dec) -> u64 {
    if d.bits & 0x8000000000000 == 0x8000000000000 {
        d.insn.push_path(0);
        d.consumed |= 0x8000000000000;
        return 0x8000000000000;
    }
    if d.bits & 0x8000000000000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x8000000000000;
        return 0x8000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t122(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        t119(d);
        t121(d);
        return 0x0;
    }
}
fn t123(d: &mut Dec) -> u64 {
    if d.bits & 0xc0000000f0000000 == 0xb0000000 {
        d.insn.push_path(0);
        d.consumed |= 0xc0000000f0000000;
        t117(d);
        t118(d);
        t72(d);
        t63(d);
        t103(d);
        t66(d);
        t119(d);
        t74(d);
        return 0xc0000000f0000000;
    }
    if d.bits & 0xe0000000f0000000 == 0x60000000b0000000 {
        d.insn.push_path(1);
        d.consumed |= 0xe0000000f0000000;
        t72(d);
        t63(d);
        t120(d);
        t106(d);
        t66(d);
        t122(d);
        t73(d);
        return 0xe0000000f0000000;
    }
    if d.bits & 0xe0000000f0000000 == 0x80000000b0000000 {
        d.insn.push_path(2);
        d.consumed |= 0xe0000000f0000000;
        t72(d);
        t63(d);
        t106(d);
        t66(d);
        t122(d);
        t73(d);
        return 0xe0000000f0000000;
    }
    if d.bits & 0xe0000000f0000000 == 0xa0000000b0000000 {
        d.insn.push_path(3);
        d.consumed |= 0xe0000000f0000000;
        t72(d);
        t63(d);
        t106(d);
        t66(d);
        t122(d);
        t73(d);
        return 0xe0000000f0000000;
    }
    if d.bits & 0xe0004000f0000000 == 0xc0000000b0000000 {
        d.insn.push_path(4);
        d.consumed |= 0xe0004000f0000000;
        t63(d);
        t106(d);
        t66(d);
        return 0xe0004000f0000000;
    }
    if d.bits & 0xe0004000f0000000 == 0xc0004000b0000000 {
        d.insn.push_path(5);
        d.consumed |= 0xe0004000f0000000;
        t63(d);
        t106(d);
        t66(d);
        return 0xe0004000f0000000;
    }
    {
        d.insn.push_path(6);
        d.consumed |= 0x0;
        t72(d);
        t63(d);
        t66(d);
        t73(d);
        t74(d);
        return 0x0;
    }
}
fn t124(d: &mut Dec) -> u64 {
    if d.bits & 0x10000000000000 == 0x10000000000000 {
        d.insn.push_path(0);
        d.consumed |= 0x10000000000000;
        return 0x10000000000000;
    }
    if d.bits & 0x10000000000000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x10000000000000;
        return 0x10000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t125(d: &mut Dec) -> u64 {
    if d.bits & 0xc00000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0xc00000000000;
        return 0xc00000000000;
    }
    if d.bits & 0xc00000000000 == 0xc00000000000 {
        d.insn.push_path(1);
        d.consumed |= 0xc00000000000;
        return 0xc00000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t126(d: &mut Dec) -> u64 {
    if d.bits & 0xc00000000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0xc00000000000000;
        return 0xc00000000000000;
    }
    if d.bits & 0xc00000000000000 == 0x400000000000000 {
        d.insn.push_path(1);
        d.consumed |= 0xc00000000000000;
        return 0xc00000000000000;
    }
    if d.bits & 0xc00000000000000 == 0x800000000000000 {
        d.insn.push_path(2);
        d.consumed |= 0xc00000000000000;
        return 0xc00000000000000;
    }
    if d.bits & 0xc00000000000000 == 0xc00000000000000 {
        d.insn.push_path(3);
        d.consumed |= 0xc00000000000000;
        return 0xc00000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t127(d: &mut Dec) -> u64 {
    if d.bits & 0x300000000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x300000000000000;
        return 0x300000000000000;
    }
    if d.bits & 0x300000000000000 == 0x100000000000000 {
        d.insn.push_path(1);
        d.consumed |= 0x300000000000000;
        return 0x300000000000000;
    }
    if d.bits & 0x300000000000000 == 0x200000000000000 {
        d.insn.push_path(2);
        d.consumed |= 0x300000000000000;
        return 0x300000000000000;
    }
    if d.bits & 0x300000000000000 == 0x300000000000000 {
        d.insn.push_path(3);
        d.consumed |= 0x300000000000000;
        return 0x300000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t128(d: &mut Dec) -> u64 {
    if d.bits & 0xc0000000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0xc0000000000000;
        return 0xc0000000000000;
    }
    if d.bits & 0xc0000000000000 == 0x40000000000000 {
        d.insn.push_path(1);
        d.consumed |= 0xc0000000000000;
        return 0xc0000000000000;
    }
    if d.bits & 0xc0000000000000 == 0x80000000000000 {
        d.insn.push_path(2);
        d.consumed |= 0xc0000000000000;
        return 0xc0000000000000;
    }
    if d.bits & 0xc0000000000000 == 0xc0000000000000 {
        d.insn.push_path(3);
        d.consumed |= 0xc0000000000000;
        return 0xc0000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t129(d: &mut Dec) -> u64 {
    if d.bits & 0x300000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x300000;
        return 0x300000;
    }
    if d.bits & 0x300000 == 0x100000 {
        d.insn.push_path(1);
        d.consumed |= 0x300000;
        return 0x300000;
    }
    if d.bits & 0x300000 == 0x200000 {
        d.insn.push_path(2);
        d.consumed |= 0x300000;
        return 0x300000;
    }
    if d.bits & 0x300000 == 0x300000 {
        d.insn.push_path(3);
        d.consumed |= 0x300000;
        return 0x300000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t130(d: &mut Dec) -> u64 {
    if d.bits & 0x70000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x70000;
        return 0x70000;
    }
    if d.bits & 0x70000 == 0x10000 {
        d.insn.push_path(1);
        d.consumed |= 0x70000;
        return 0x70000;
    }
    if d.bits & 0x70000 == 0x20000 {
        d.insn.push_path(2);
        d.consumed |= 0x70000;
        return 0x70000;
    }
    if d.bits & 0x70000 == 0x30000 {
        d.insn.push_path(3);
        d.consumed |= 0x70000;
        return 0x70000;
    }
    if d.bits & 0x50000 == 0x40000 {
        d.insn.push_path(4);
        d.consumed |= 0x50000;
        return 0x50000;
    }
    if d.bits & 0x50000 == 0x50000 {
        d.insn.push_path(5);
        d.consumed |= 0x50000;
        return 0x50000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t131(d: &mut Dec) -> u64 {
    if d.bits & 0xe0000000f0000000 == 0xc0000000 {
        d.insn.push_path(0);
        d.consumed |= 0xe0000000f0000000;
        t124(d);
        t125(d);
        t72(d);
        t63(d);
        t103(d);
        t66(d);
        t119(d);
        t73(d);
        return 0xe0000000f0000000;
    }
    if d.bits & 0xc0000000f0000000 == 0x40000000c0000000 {
        d.insn.push_path(1);
        d.consumed |= 0xc0000000f0000000;
        t72(d);
        t63(d);
        t66(d);
        t73(d);
        t108(d);
        t74(d);
        return 0xc0000000f0000000;
    }
    if d.bits & 0xe0000000f0000000 == 0x80000000c0000000 {
        d.insn.push_path(2);
        d.consumed |= 0xe0000000f0000000;
        t126(d);
        t127(d);
        t128(d);
        t129(d);
        t72(d);
        t63(d);
        t130(d);
        let o = d.reg(&S41);
        d.insn.push_op(o);
        let o = d.reg(&S45);
        d.insn.push_op(o);
        return 0xe0000000f0000000;
    }
    {
        d.insn.push_path(3);
        d.consumed |= 0x0;
        t72(d);
        t63(d);
        t66(d);
        t73(d);
        t74(d);
        return 0x0;
    }
}
fn t132(d: &mut Dec) -> u64 {
    if d.bits & 0xc00000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0xc00000000000;
        return 0xc00000000000;
    }
    if d.bits & 0xc00000000000 == 0x400000000000 {
        d.insn.push_path(1);
        d.consumed |= 0xc00000000000;
        return 0xc00000000000;
    }
    if d.bits & 0xc00000000000 == 0x800000000000 {
        d.insn.push_path(2);
        d.consumed |= 0xc00000000000;
        return 0xc00000000000;
    }
    if d.bits & 0xc00000000000 == 0xc00000000000 {
        d.insn.push_path(3);
        d.consumed |= 0xc00000000000;
        return 0xc00000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t133(d: &mut Dec) -> u64 {
    if d.bits & 0x1000000000000 == 0x1000000000000 {
        d.insn.push_path(0);
        d.consumed |= 0x1000000000000;
        return 0x1000000000000;
    }
    if d.bits & 0x1000000000000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x1000000000000;
        return 0x1000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t134(d: &mut Dec) -> u64 {
    if d.bits & 0x2000000000000 == 0x2000000000000 {
        d.insn.push_path(0);
        d.consumed |= 0x2000000000000;
        return 0x2000000000000;
    }
    if d.bits & 0x2000000000000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x2000000000000;
        return 0x2000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t135(d: &mut Dec) -> u64 {
    if d.bits & 0xe0000000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0xe0000000000000;
        return 0xe0000000000000;
    }
    if d.bits & 0xe0000000000000 == 0x20000000000000 {
        d.insn.push_path(1);
        d.consumed |= 0xe0000000000000;
        return 0xe0000000000000;
    }
    if d.bits & 0xe0000000000000 == 0x40000000000000 {
        d.insn.push_path(2);
        d.consumed |= 0xe0000000000000;
        return 0xe0000000000000;
    }
    if d.bits & 0xe0000000000000 == 0x60000000000000 {
        d.insn.push_path(3);
        d.consumed |= 0xe0000000000000;
        return 0xe0000000000000;
    }
    if d.bits & 0xe0000000000000 == 0x80000000000000 {
        d.insn.push_path(4);
        d.consumed |= 0xe0000000000000;
        return 0xe0000000000000;
    }
    if d.bits & 0xe0000000000000 == 0xa0000000000000 {
        d.insn.push_path(5);
        d.consumed |= 0xe0000000000000;
        return 0xe0000000000000;
    }
    if d.bits & 0xe0000000000000 == 0xc0000000000000 {
        d.insn.push_path(6);
        d.consumed |= 0xe0000000000000;
        return 0xe0000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t136(d: &mut Dec) -> u64 {
    if d.bits & 0xe0000000000000 == 0x80000000000000 {
        d.insn.push_path(0);
        d.consumed |= 0xe0000000000000;
        let o = d.reg(&S80);
        d.insn.push_op(o);
        return 0xe0000000000000;
    }
    if d.bits & 0xe0000000000000 == 0xa0000000000000 {
        d.insn.push_path(1);
        d.consumed |= 0xe0000000000000;
        let o = d.reg(&S82);
        d.insn.push_op(o);
        return 0xe0000000000000;
    }
    {
        d.insn.push_path(2);
        d.consumed |= 0x0;
        let o = d.reg(&S31);
        d.insn.push_op(o);
        return 0x0;
    }
}
fn t137(d: &mut Dec) -> u64 {
    if d.bits & 0x2000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x2000000;
        let o = d.mem(&S83);
        d.insn.push_op(o);
        return 0x2000000;
    }
    if d.bits & 0x2000000 == 0x2000000 {
        d.insn.push_path(1);
        d.consumed |= 0x2000000;
        let o = d.mem(&S84);
        d.insn.push_op(o);
        return 0x2000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t138(d: &mut Dec) -> u64 {
    if d.bits & 0xe0000000000000 == 0x80000000000000 && d.feats & 0x2 == 0x2 {
        d.insn.push_path(0);
        d.consumed |= 0xe0000000000000;
        return 0xe0000000000000;
    }
    if d.bits & 0xe0000000000000 == 0xc0000000000000 {
        d.insn.push_path(1);
        d.consumed |= 0xe0000000000000;
        return 0xe0000000000000;
    }
    if d.bits & 0xe0000000000000 == 0xe0000000000000 {
        d.insn.push_path(2);
        d.consumed |= 0xe0000000000000;
        return 0xe0000000000000;
    }
    if d.bits & 0xe0000000000000 == 0x0 {
        d.insn.push_path(3);
        d.consumed |= 0xe0000000000000;
        return 0xe0000000000000;
    }
    if d.bits & 0xe0000000000000 == 0x20000000000000 {
        d.insn.push_path(4);
        d.consumed |= 0xe0000000000000;
        return 0xe0000000000000;
    }
    if d.bits & 0xe0000000000000 == 0x40000000000000 {
        d.insn.push_path(5);
        d.consumed |= 0xe0000000000000;
        return 0xe0000000000000;
    }
    if d.bits & 0xe0000000000000 == 0x60000000000000 {
        d.insn.push_path(6);
        d.consumed |= 0xe0000000000000;
        return 0xe0000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t139(d: &mut Dec) -> u64 {
    if d.bits & 0xe0000000000000 == 0x80000000000000 && d.feats & 0x2 == 0x2 {
        d.insn.push_path(0);
        d.consumed |= 0xe0000000000000;
        return 0xe0000000000000;
    }
    if d.bits & 0xe0000000000000 == 0xc0000000000000 {
        d.insn.push_path(1);
        d.consumed |= 0xe0000000000000;
        return 0xe0000000000000;
    }
    if d.bits & 0xe0000000000000 == 0xe0000000000000 {
        d.insn.push_path(2);
        d.consumed |= 0xe0000000000000;
        return 0xe0000000000000;
    }
    if d.bits & 0xe0000000000000 == 0x0 {
        d.insn.push_path(3);
        d.consumed |= 0xe0000000000000;
        return 0xe0000000000000;
    }
    if d.bits & 0xe0000000000000 == 0x20000000000000 {
        d.insn.push_path(4);
        d.consumed |= 0xe0000000000000;
        return 0xe0000000000000;
    }
    if d.bits & 0xe0000000000000 == 0x40000000000000 {
        d.insn.push_path(5);
        d.consumed |= 0xe0000000000000;
        return 0xe0000000000000;
    }
    if d.bits & 0xe0000000000000 == 0x60000000000000 {
        d.insn.push_path(6);
        d.consumed |= 0xe0000000000000;
        return 0xe0000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t140(d: &mut Dec) -> u64 {
    if d.bits & 0xe0000000000000 == 0xc0000000000000 {
        d.insn.push_path(0);
        d.consumed |= 0xe0000000000000;
        return 0xe0000000000000;
    }
    if d.bits & 0xe0000000000000 == 0xe0000000000000 {
        d.insn.push_path(1);
        d.consumed |= 0xe0000000000000;
        return 0xe0000000000000;
    }
    if d.bits & 0xe0000000000000 == 0x0 {
        d.insn.push_path(2);
        d.consumed |= 0xe0000000000000;
        return 0xe0000000000000;
    }
    if d.bits & 0xe0000000000000 == 0x20000000000000 {
        d.insn.push_path(3);
        d.consumed |= 0xe0000000000000;
        return 0xe0000000000000;
    }
    if d.bits & 0xe0000000000000 == 0x40000000000000 {
        d.insn.push_path(4);
        d.consumed |= 0xe0000000000000;
        return 0xe0000000000000;
    }
    if d.bits & 0xe0000000000000 == 0x60000000000000 {
        d.insn.push_path(5);
        d.consumed |= 0xe0000000000000;
        return 0xe0000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t141(d: &mut Dec) -> u64 {
    if d.bits & 0xe0000000000000 == 0xc0000000000000 {
        d.insn.push_path(0);
        d.consumed |= 0xe0000000000000;
        return 0xe0000000000000;
    }
    if d.bits & 0xe0000000000000 == 0xe0000000000000 {
        d.insn.push_path(1);
        d.consumed |= 0xe0000000000000;
        return 0xe0000000000000;
    }
    if d.bits & 0xe0000000000000 == 0x0 {
        d.insn.push_path(2);
        d.consumed |= 0xe0000000000000;
        return 0xe0000000000000;
    }
    if d.bits & 0xe0000000000000 == 0x20000000000000 {
        d.insn.push_path(3);
        d.consumed |= 0xe0000000000000;
        return 0xe0000000000000;
    }
    if d.bits & 0xe0000000000000 == 0x40000000000000 {
        d.insn.push_path(4);
        d.consumed |= 0xe0000000000000;
        return 0xe0000000000000;
    }
    if d.bits & 0xe0000000000000 == 0x60000000000000 {
        d.insn.push_path(5);
        d.consumed |= 0xe0000000000000;
        return 0xe0000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t142(d: &mut Dec) -> u64 {
    match ((d.bits >> 34) as usize & 1) << 0
        | ((d.bits >> 35) as usize & 1) << 1
        | ((d.bits >> 36) as usize & 1) << 2
        | ((d.bits >> 37) as usize & 1) << 3
    {
        0 => {
            if d.bits & 0x3c00000000 == 0x0 {
                d.insn.push_path(0);
                d.consumed |= 0x3c00000000;
                t138(d);
                return 0x3c00000000;
            }
        }
        1 => {
            if d.bits & 0x3c00000000 == 0x400000000 {
                d.insn.push_path(1);
                d.consumed |= 0x3c00000000;
                t139(d);
                return 0x3c00000000;
            }
        }
        2 => {}
        3 => {}
        4 => {
            if d.bits & 0x3c00000000 == 0x1000000000 {
                d.insn.push_path(2);
                d.consumed |= 0x3c00000000;
                t140(d);
                return 0x3c00000000;
            }
        }
        5 => {
            if d.bits & 0x3c00000000 == 0x1400000000 {
                d.insn.push_path(3);
                d.consumed |= 0x3c00000000;
                t140(d);
                return 0x3c00000000;
            }
        }
        6 => {
            if d.bits & 0x3c00000000 == 0x1800000000 {
                d.insn.push_path(4);
                d.consumed |= 0x3c00000000;
                t140(d);
                return 0x3c00000000;
            }
        }
        7 => {
            if d.bits & 0x3c00000000 == 0x1c00000000 {
                d.insn.push_path(5);
                d.consumed |= 0x3c00000000;
                t140(d);
                return 0x3c00000000;
            }
        }
        8 => {
            if d.bits & 0x3c00000000 == 0x2000000000 {
                d.insn.push_path(9);
                d.consumed |= 0x3c00000000;
                t141(d);
                return 0x3c00000000;
            }
        }
        9 => {
            if d.bits & 0x3c00000000 == 0x2400000000 {
                d.insn.push_path(10);
                d.consumed |= 0x3c00000000;
                t141(d);
                return 0x3c00000000;
            }
        }
        10 => {
            if d.bits & 0x3c00000000 == 0x2800000000 {
                d.insn.push_path(6);
                d.consumed |= 0x3c00000000;
                t141(d);
                return 0x3c00000000;
            }
        }
        11 => {
            if d.bits & 0x3c00000000 == 0x2c00000000 {
                d.insn.push_path(7);
                d.consumed |= 0x3c00000000;
                t141(d);
                return 0x3c00000000;
            }
        }
        12 => {
            if d.bits & 0x3c00000000 == 0x3000000000 {
                d.insn.push_path(8);
                d.consumed |= 0x3c00000000;
                t141(d);
                return 0x3c00000000;
            }
        }
        13 => {
            if d.bits & 0x3c00000000 == 0x3400000000 {
                d.insn.push_path(11);
                d.consumed |= 0x3c00000000;
                t141(d);
                return 0x3c00000000;
            }
        }
        14 => {
            if d.bits & 0x3c00000000 == 0x3800000000 {
                d.insn.push_path(12);
                d.consumed |= 0x3c00000000;
                t141(d);
                return 0x3c00000000;
            }
        }
        15 => {
            if d.bits & 0x3c00000000 == 0x3c00000000 {
                d.insn.push_path(13);
                d.consumed |= 0x3c00000000;
                t141(d);
                return 0x3c00000000;
            }
        }
        _ => {}
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t143(d: &mut Dec) -> u64 {
    if d.bits & 0x3c00000000 == 0x400000000 {
        d.insn.push_path(0);
        d.consumed |= 0x3c00000000;
        t139(d);
        return 0x3c00000000;
    }
    if d.bits & 0x3c00000000 == 0x800000000 {
        d.insn.push_path(1);
        d.consumed |= 0x3c00000000;
        t139(d);
        return 0x3c00000000;
    }
    {
        d.insn.push_path(2);
        d.consumed |= 0x0;
        t142(d);
        return 0x0;
    }
}
fn t144(d: &mut Dec) -> u64 {
    if d.bits & 0xe0000000000000 == 0x80000000000000 {
        d.insn.push_path(0);
        d.consumed |= 0xe0000000000000;
        let o = d.reg(&S85);
        d.insn.push_op(o);
        return 0xe0000000000000;
    }
    {
        d.insn.push_path(1);
        d.consumed |= 0x0;
        let o = d.reg(&S54);
        d.insn.push_op(o);
        return 0x0;
    }
}
fn t145(d: &mut Dec) -> u64 {
    if d.bits & 0xe0000000000000 == 0x80000000000000 {
        d.insn.push_path(0);
        d.consumed |= 0xe0000000000000;
        let o = d.reg(&S86);
        d.insn.push_op(o);
        return 0xe0000000000000;
    }
    {
        d.insn.push_path(1);
        d.consumed |= 0x0;
        let o = d.reg(&S45);
        d.insn.push_op(o);
        return 0x0;
    }
}
fn t146(d: &mut Dec) -> u64 {
    if d.bits & 0x3c00000000 == 0x800000000 {
        d.insn.push_path(0);
        d.consumed |= 0x3c00000000;
        t145(d);
        return 0x3c00000000;
    }
    {
        d.insn.push_path(1);
        d.consumed |= 0x0;
        return 0x0;
    }
}
fn t147(d: &mut Dec) -> u64 {
    match ((d.bits >> 61) as usize & 1) << 0
        | ((d.bits >> 62) as usize & 1) << 1
        | ((d.bits >> 63) as usize & 1) << 2
        | ((d.bits >> 58) as usize & 1) << 3
    {
        0 => {
            if d.bits & 0xe4000000f0000000 == 0xd0000000 {
                d.insn.push_path(0);
                d.consumed |= 0xe4000000f0000000;
                t132(d);
                t72(d);
                t77(d);
                t133(d);
                t78(d);
                t134(d);
                t88(d);
                return 0xe4000000f0000000;
            }
            {
                d.insn.push_path(9);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        1 => {
            if d.bits & 0xe0000000f0000000 == 0x20000000d0000000 {
                d.insn.push_path(2);
                d.consumed |= 0xe0000000f0000000;
                let o = d.reg(&S61);
                d.insn.push_op(o);
                let o = d.reg(&S59);
                d.insn.push_op(o);
                let o = d.imm(&S87);
                d.insn.push_op(o);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(9);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        2 => {
            if d.bits & 0xe0000000f0000000 == 0x40000000d0000000 {
                d.insn.push_path(3);
                d.consumed |= 0xe0000000f0000000;
                t135(d);
                t136(d);
                t137(d);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(9);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        3 => {
            if d.bits & 0xe0000000f0000000 == 0x60000000d0000000 {
                d.insn.push_path(4);
                d.consumed |= 0xe0000000f0000000;
                t135(d);
                t137(d);
                t136(d);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(9);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        4 => {
            if d.bits & 0xe0000000f0000000 == 0x80000000d0000000 && d.ptype & 0x8 != 0 {
                d.insn.push_path(5);
                d.consumed |= 0xe0000000f0000000;
                t135(d);
                t136(d);
                let o = d.mem(&S88);
                d.insn.push_op(o);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(9);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        5 => {
            if d.bits & 0xe0000000f0000000 == 0xa0000000d0000000 && d.ptype & 0x8 != 0 {
                d.insn.push_path(6);
                d.consumed |= 0xe0000000f0000000;
                t135(d);
                let o = d.mem(&S88);
                d.insn.push_op(o);
                t136(d);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(9);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        6 => {
            if d.bits & 0xe0000000f0000000 == 0xc0000000d0000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.insn.push_path(7);
                d.consumed |= 0xe0000000f0000000;
                t142(d);
                let o = d.mem(&S88);
                d.insn.push_op(o);
                t136(d);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(9);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        7 => {
            if d.bits & 0xe0000000f0000000 == 0xe0000000d0000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.insn.push_path(8);
                d.consumed |= 0xe0000000f0000000;
                t143(d);
                t136(d);
                let o = d.mem(&S89);
                d.insn.push_op(o);
                t144(d);
                t146(d);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(9);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        8 => {
            if d.bits & 0xe4000000f0000000 == 0x4000000d0000000 {
                d.insn.push_path(1);
                d.consumed |= 0xe4000000f0000000;
                t132(d);
                t72(d);
                t63(d);
                t133(d);
                t66(d);
                t134(d);
                t73(d);
                return 0xe4000000f0000000;
            }
            {
                d.insn.push_path(9);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        9 => {
            if d.bits & 0xe0000000f0000000 == 0x20000000d0000000 {
                d.insn.push_path(2);
                d.consumed |= 0xe0000000f0000000;
                let o = d.reg(&S61);
                d.insn.push_op(o);
                let o = d.reg(&S59);
                d.insn.push_op(o);
                let o = d.imm(&S87);
                d.insn.push_op(o);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(9);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        10 => {
            if d.bits & 0xe0000000f0000000 == 0x40000000d0000000 {
                d.insn.push_path(3);
                d.consumed |= 0xe0000000f0000000;
                t135(d);
                t136(d);
                t137(d);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(9);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        11 => {
            if d.bits & 0xe0000000f0000000 == 0x60000000d0000000 {
                d.insn.push_path(4);
                d.consumed |= 0xe0000000f0000000;
                t135(d);
                t137(d);
                t136(d);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(9);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        12 => {
            if d.bits & 0xe0000000f0000000 == 0x80000000d0000000 && d.ptype & 0x8 != 0 {
                d.insn.push_path(5);
                d.consumed |= 0xe0000000f0000000;
                t135(d);
                t136(d);
                let o = d.mem(&S88);
                d.insn.push_op(o);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(9);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        13 => {
            if d.bits & 0xe0000000f0000000 == 0xa0000000d0000000 && d.ptype & 0x8 != 0 {
                d.insn.push_path(6);
                d.consumed |= 0xe0000000f0000000;
                t135(d);
                let o = d.mem(&S88);
                d.insn.push_op(o);
                t136(d);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(9);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        14 => {
            if d.bits & 0xe0000000f0000000 == 0xc0000000d0000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.insn.push_path(7);
                d.consumed |= 0xe0000000f0000000;
                t142(d);
                let o = d.mem(&S88);
                d.insn.push_op(o);
                t136(d);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(9);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        15 => {
            if d.bits & 0xe0000000f0000000 == 0xe0000000d0000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.insn.push_path(8);
                d.consumed |= 0xe0000000f0000000;
                t143(d);
                t136(d);
                let o = d.mem(&S89);
                d.insn.push_op(o);
                t144(d);
                t146(d);
                return 0xe0000000f0000000;
            }
            {
                d.insn.push_path(9);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        _ => {}
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t148(d: &mut Dec) -> u64 {
    if d.bits & 0xc0000001800000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0xc0000001800000;
        return 0xc0000001800000;
    }
    if d.bits & 0xc0000001800000 == 0x40000000000000 {
        d.insn.push_path(1);
        d.consumed |= 0xc0000001800000;
        return 0xc0000001800000;
    }
    if d.bits & 0xc0000001800000 == 0x80000000000000 {
        d.insn.push_path(2);
        d.consumed |= 0xc0000001800000;
        return 0xc0000001800000;
    }
    if d.bits & 0xc0000001800000 == 0xc0000000000000 {
        d.insn.push_path(3);
        d.consumed |= 0xc0000001800000;
        return 0xc0000001800000;
    }
    {
        d.insn.push_path(4);
        d.consumed |= 0x0;
        return 0x0;
    }
}
fn t149(d: &mut Dec) -> u64 {
    if d.bits & 0xc0000000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0xc0000000000000;
        return 0xc0000000000000;
    }
    if d.bits & 0xc0000000000000 == 0x40000000000000 {
        d.insn.push_path(1);
        d.consumed |= 0xc0000000000000;
        return 0xc0000000000000;
    }
    if d.bits & 0xc0000000000000 == 0x80000000000000 {
        d.insn.push_path(2);
        d.consumed |= 0xc0000000000000;
        return 0xc0000000000000;
    }
    if d.bits & 0xc0000000000000 == 0xc0000000000000 {
        d.insn.push_path(3);
        d.consumed |= 0xc0000000000000;
        return 0xc0000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t150(d: &mut Dec) -> u64 {
    if d.bits & 0x30000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x30000;
        return 0x30000;
    }
    if d.bits & 0x30000 == 0x10000 {
        d.insn.push_path(1);
        d.consumed |= 0x30000;
        return 0x30000;
    }
    if d.bits & 0x30000 == 0x20000 {
        d.insn.push_path(2);
        d.consumed |= 0x30000;
        return 0x30000;
    }
    if d.bits & 0x30000 == 0x30000 {
        d.insn.push_path(3);
        d.consumed |= 0x30000;
        return 0x30000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t151(d: &mut Dec) -> u64 {
    if d.bits & 0xc0000000f0000000 == 0xe0000000 {
        d.insn.push_path(0);
        d.consumed |= 0xc0000000f0000000;
        t117(d);
        t148(d);
        t72(d);
        t63(d);
        t103(d);
        t66(d);
        t73(d);
        t119(d);
        t74(d);
        return 0xc0000000f0000000;
    }
    if d.bits & 0xe0000000f0000000 == 0x40000000e0000000 && d.feats & 0x4 == 0x4 {
        d.insn.push_path(1);
        d.consumed |= 0xe0000000f0000000;
        t149(d);
        t72(d);
        let o = d.reg(&S80);
        d.insn.push_op(o);
        t103(d);
        let o = d.reg(&S81);
        d.insn.push_op(o);
        let o = d.reg(&S85);
        d.insn.push_op(o);
        t119(d);
        let o = d.reg(&S86);
        d.insn.push_op(o);
        return 0xe0000000f0000000;
    }
    if d.bits & 0xe0000000f0000000 == 0x60000000e0000000 && d.feats & 0x4 == 0x4 {
        d.insn.push_path(2);
        d.consumed |= 0xe0000000f0000000;
        t150(d);
        t72(d);
        let o = d.reg(&S80);
        d.insn.push_op(o);
        t103(d);
        let o = d.reg(&S81);
        d.insn.push_op(o);
        t119(d);
        let o = d.reg(&S86);
        d.insn.push_op(o);
        return 0xe0000000f0000000;
    }
    if d.bits & 0xe0000000f0000000 == 0x80000000e0000000 && d.feats & 0x4 == 0x4 {
        d.insn.push_path(3);
        d.consumed |= 0xe0000000f0000000;
        t112(d);
        t72(d);
        let o = d.reg(&S80);
        d.insn.push_op(o);
        t103(d);
        let o = d.reg(&S81);
        d.insn.push_op(o);
        let o = d.reg(&S85);
        d.insn.push_op(o);
        return 0xe0000000f0000000;
    }
    if d.bits & 0xe0000000f0000000 == 0xa0000000e0000000 && d.feats & 0x4 == 0x4 {
        d.insn.push_path(4);
        d.consumed |= 0xe0000000f0000000;
        t72(d);
        let o = d.reg(&S80);
        d.insn.push_op(o);
        t106(d);
        let o = d.reg(&S81);
        d.insn.push_op(o);
        t122(d);
        let o = d.reg(&S85);
        d.insn.push_op(o);
        return 0xe0000000f0000000;
    }
    if d.bits & 0xe0000000f0000000 == 0xc0000000e0000000 && d.feats & 0x4 == 0x4 {
        d.insn.push_path(5);
        d.consumed |= 0xe0000000f0000000;
        t72(d);
        let o = d.reg(&S80);
        d.insn.push_op(o);
        t106(d);
        let o = d.reg(&S81);
        d.insn.push_op(o);
        t122(d);
        let o = d.reg(&S85);
        d.insn.push_op(o);
        return 0xe0000000f0000000;
    }
    if d.bits & 0xe0000000f0000000 == 0xe0000000e0000000 && d.feats & 0x4 == 0x4 {
        d.insn.push_path(6);
        d.consumed |= 0xe0000000f0000000;
        t72(d);
        t63(d);
        t120(d);
        t106(d);
        let o = d.reg(&S81);
        d.insn.push_op(o);
        t122(d);
        let o = d.reg(&S85);
        d.insn.push_op(o);
        return 0xe0000000f0000000;
    }
    {
        d.insn.push_path(7);
        d.consumed |= 0x0;
        t72(d);
        t63(d);
        t66(d);
        t73(d);
        t74(d);
        return 0x0;
    }
}
fn t152(d: &mut Dec) -> u64 {
    if d.bits & 0x400000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x400000000;
        return 0x400000000;
    }
    if d.bits & 0x400000000 == 0x400000000 {
        d.insn.push_path(1);
        d.consumed |= 0x400000000;
        return 0x400000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t153(d: &mut Dec) -> u64 {
    if d.bits & 0x800000000 == 0x800000000 {
        d.insn.push_path(0);
        d.consumed |= 0x800000000;
        return 0x800000000;
    }
    if d.bits & 0x800000000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x800000000;
        return 0x800000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t154(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        t152(d);
        t153(d);
        return 0x0;
    }
}
fn t155(d: &mut Dec) -> u64 {
    match ((d.bits >> 61) as usize & 1) << 0
        | ((d.bits >> 62) as usize & 1) << 1
        | ((d.bits >> 63) as usize & 1) << 2
        | ((d.bits >> 27) as usize & 1) << 3
        | ((d.bits >> 24) as usize & 1) << 4
        | ((d.bits >> 48) as usize & 1) << 5
    {
        0 => {
            if d.bits & 0xf0000000f9000000 == 0xf0000000 {
                d.insn.push_path(0);
                d.consumed |= 0xf0000000f9000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.vec(&S91);
                d.insn.push_op(o);
                let o = d.imm(&S92);
                d.insn.push_op(o);
                let o = d.imm(&S93);
                d.insn.push_op(o);
                let o = d.imm(&S94);
                d.insn.push_op(o);
                return 0xf0000000f9000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        1 => {
            if d.bits & 0xf0000000f8000000 == 0x20000000f0000000 {
                d.insn.push_path(3);
                d.consumed |= 0xf0000000f8000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.vec(&S91);
                d.insn.push_op(o);
                let o = d.imm(&S92);
                d.insn.push_op(o);
                let o = d.imm(&S93);
                d.insn.push_op(o);
                let o = d.imm(&S94);
                d.insn.push_op(o);
                return 0xf0000000f8000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        2 => {
            if d.bits & 0xf0000000f8000000 == 0x40000000f0000000 {
                d.insn.push_path(5);
                d.consumed |= 0xf0000000f8000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.vec(&S91);
                d.insn.push_op(o);
                let o = d.imm(&S92);
                d.insn.push_op(o);
                let o = d.imm(&S93);
                d.insn.push_op(o);
                let o = d.imm(&S94);
                d.insn.push_op(o);
                return 0xf0000000f8000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        3 => {
            if d.bits & 0xf00f0000f0000000 == 0x60000000f0000000 {
                d.insn.push_path(7);
                d.consumed |= 0xf00f0000f0000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.reg(&S31);
                d.insn.push_op(o);
                return 0xf00f0000f0000000;
            }
            if d.bits & 0xf00f0000f8000000 == 0x60020000f0000000 && d.feats & 0x8 == 0x8 {
                d.insn.push_path(9);
                d.consumed |= 0xf00f0000f8000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.vec(&S91);
                d.insn.push_op(o);
                return 0xf00f0000f8000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        4 => {
            if d.bits & 0xf0000000f1000000 == 0x80000000f0000000 {
                d.insn.push_path(11);
                d.consumed |= 0xf0000000f1000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.vec(&S91);
                d.insn.push_op(o);
                let o = d.imm(&S92);
                d.insn.push_op(o);
                let o = d.imm(&S93);
                d.insn.push_op(o);
                let o = d.imm(&S94);
                d.insn.push_op(o);
                return 0xf0000000f1000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        5 => {
            d.insn.push_path(18);
            d.consumed |= 0x0;
            t72(d);
            t63(d);
            t66(d);
            t73(d);
            t74(d);
            return 0x0;
        }
        6 => {
            if d.bits & 0xe0000000f0000600 == 0xc0000000f0000200 && d.ptype & 0x2 != 0 {
                d.insn.push_path(14);
                d.consumed |= 0xe0000000f0000600;
                return 0xe0000000f0000600;
            }
            if d.bits & 0xe0000000f0000600 == 0xc0000000f0000400 && d.ptype & 0x2 != 0 {
                d.insn.push_path(15);
                d.consumed |= 0xe0000000f0000600;
                return 0xe0000000f0000600;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        7 => {
            if d.bits & 0xe0000004f0000000 == 0xe0000000f0000000 {
                d.insn.push_path(16);
                d.consumed |= 0xe0000004f0000000;
                return 0xe0000004f0000000;
            }
            if d.bits & 0xe0000004f0000000 == 0xe0000004f0000000 {
                d.insn.push_path(17);
                d.consumed |= 0xe0000004f0000000;
                let o = d.imm(&S95);
                d.insn.push_op(o);
                return 0xe0000004f0000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        8 => {
            if d.bits & 0xf0000000f9000000 == 0xf8000000 {
                d.insn.push_path(1);
                d.consumed |= 0xf0000000f9000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.vec(&S91);
                d.insn.push_op(o);
                return 0xf0000000f9000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        9 => {
            if d.bits & 0xf0000000f8000000 == 0x20000000f8000000 {
                d.insn.push_path(4);
                d.consumed |= 0xf0000000f8000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.vec(&S91);
                d.insn.push_op(o);
                return 0xf0000000f8000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        10 => {
            if d.bits & 0xf0000000f8000000 == 0x40000000f8000000 {
                d.insn.push_path(6);
                d.consumed |= 0xf0000000f8000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.vec(&S91);
                d.insn.push_op(o);
                return 0xf0000000f8000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        11 => {
            if d.bits & 0xf00f0000f0000000 == 0x60000000f0000000 {
                d.insn.push_path(7);
                d.consumed |= 0xf00f0000f0000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.reg(&S31);
                d.insn.push_op(o);
                return 0xf00f0000f0000000;
            }
            if d.bits & 0xf00f0000f8000000 == 0x60020000f8000000 && d.feats & 0x8 == 0x8 {
                d.insn.push_path(10);
                d.consumed |= 0xf00f0000f8000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.vec(&S91);
                d.insn.push_op(o);
                return 0xf00f0000f8000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        12 => {
            if d.bits & 0xf0000000f1000000 == 0x80000000f0000000 {
                d.insn.push_path(11);
                d.consumed |= 0xf0000000f1000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.vec(&S91);
                d.insn.push_op(o);
                let o = d.imm(&S92);
                d.insn.push_op(o);
                let o = d.imm(&S93);
                d.insn.push_op(o);
                let o = d.imm(&S94);
                d.insn.push_op(o);
                return 0xf0000000f1000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        13 => {
            d.insn.push_path(18);
            d.consumed |= 0x0;
            t72(d);
            t63(d);
            t66(d);
            t73(d);
            t74(d);
            return 0x0;
        }
        14 => {
            if d.bits & 0xe0000000f0000600 == 0xc0000000f0000200 && d.ptype & 0x2 != 0 {
                d.insn.push_path(14);
                d.consumed |= 0xe0000000f0000600;
                return 0xe0000000f0000600;
            }
            if d.bits & 0xe0000000f0000600 == 0xc0000000f0000400 && d.ptype & 0x2 != 0 {
                d.insn.push_path(15);
                d.consumed |= 0xe0000000f0000600;
                return 0xe0000000f0000600;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        15 => {
            if d.bits & 0xe0000004f0000000 == 0xe0000000f0000000 {
                d.insn.push_path(16);
                d.consumed |= 0xe0000004f0000000;
                return 0xe0000004f0000000;
            }
            if d.bits & 0xe0000004f0000000 == 0xe0000004f0000000 {
                d.insn.push_path(17);
                d.consumed |= 0xe0000004f0000000;
                let o = d.imm(&S95);
                d.insn.push_op(o);
                return 0xe0000004f0000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        16 => {
            if d.bits & 0xf0000000f1000000 == 0xf1000000 {
                d.insn.push_path(2);
                d.consumed |= 0xf0000000f1000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.vec(&S91);
                d.insn.push_op(o);
                let o = d.imm(&S92);
                d.insn.push_op(o);
                let o = d.imm(&S93);
                d.insn.push_op(o);
                let o = d.imm(&S94);
                d.insn.push_op(o);
                return 0xf0000000f1000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        17 => {
            if d.bits & 0xf0000000f8000000 == 0x20000000f0000000 {
                d.insn.push_path(3);
                d.consumed |= 0xf0000000f8000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.vec(&S91);
                d.insn.push_op(o);
                let o = d.imm(&S92);
                d.insn.push_op(o);
                let o = d.imm(&S93);
                d.insn.push_op(o);
                let o = d.imm(&S94);
                d.insn.push_op(o);
                return 0xf0000000f8000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        18 => {
            if d.bits & 0xf0000000f8000000 == 0x40000000f0000000 {
                d.insn.push_path(5);
                d.consumed |= 0xf0000000f8000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.vec(&S91);
                d.insn.push_op(o);
                let o = d.imm(&S92);
                d.insn.push_op(o);
                let o = d.imm(&S93);
                d.insn.push_op(o);
                let o = d.imm(&S94);
                d.insn.push_op(o);
                return 0xf0000000f8000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        19 => {
            if d.bits & 0xf00f0000f0000000 == 0x60000000f0000000 {
                d.insn.push_path(7);
                d.consumed |= 0xf00f0000f0000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.reg(&S31);
                d.insn.push_op(o);
                return 0xf00f0000f0000000;
            }
            if d.bits & 0xf00f0000f8000000 == 0x60020000f0000000 && d.feats & 0x8 == 0x8 {
                d.insn.push_path(9);
                d.consumed |= 0xf00f0000f8000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.vec(&S91);
                d.insn.push_op(o);
                return 0xf00f0000f8000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        20 => {
            if d.bits & 0xf0000000f9000000 == 0x80000000f1000000 && d.feats & 0x8 == 0x8 {
                d.insn.push_path(12);
                d.consumed |= 0xf0000000f9000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.vec(&S91);
                d.insn.push_op(o);
                let o = d.imm(&S92);
                d.insn.push_op(o);
                let o = d.imm(&S93);
                d.insn.push_op(o);
                let o = d.imm(&S94);
                d.insn.push_op(o);
                return 0xf0000000f9000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        21 => {
            d.insn.push_path(18);
            d.consumed |= 0x0;
            t72(d);
            t63(d);
            t66(d);
            t73(d);
            t74(d);
            return 0x0;
        }
        22 => {
            if d.bits & 0xe0000000f0000600 == 0xc0000000f0000200 && d.ptype & 0x2 != 0 {
                d.insn.push_path(14);
                d.consumed |= 0xe0000000f0000600;
                return 0xe0000000f0000600;
            }
            if d.bits & 0xe0000000f0000600 == 0xc0000000f0000400 && d.ptype & 0x2 != 0 {
                d.insn.push_path(15);
                d.consumed |= 0xe0000000f0000600;
                return 0xe0000000f0000600;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        23 => {
            if d.bits & 0xe0000004f0000000 == 0xe0000000f0000000 {
                d.insn.push_path(16);
                d.consumed |= 0xe0000004f0000000;
                return 0xe0000004f0000000;
            }
            if d.bits & 0xe0000004f0000000 == 0xe0000004f0000000 {
                d.insn.push_path(17);
                d.consumed |= 0xe0000004f0000000;
                let o = d.imm(&S95);
                d.insn.push_op(o);
                return 0xe0000004f0000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        24 => {
            if d.bits & 0xf0000000f1000000 == 0xf1000000 {
                d.insn.push_path(2);
                d.consumed |= 0xf0000000f1000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.vec(&S91);
                d.insn.push_op(o);
                let o = d.imm(&S92);
                d.insn.push_op(o);
                let o = d.imm(&S93);
                d.insn.push_op(o);
                let o = d.imm(&S94);
                d.insn.push_op(o);
                return 0xf0000000f1000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        25 => {
            if d.bits & 0xf0000000f8000000 == 0x20000000f8000000 {
                d.insn.push_path(4);
                d.consumed |= 0xf0000000f8000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.vec(&S91);
                d.insn.push_op(o);
                return 0xf0000000f8000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        26 => {
            if d.bits & 0xf0000000f8000000 == 0x40000000f8000000 {
                d.insn.push_path(6);
                d.consumed |= 0xf0000000f8000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.vec(&S91);
                d.insn.push_op(o);
                return 0xf0000000f8000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        27 => {
            if d.bits & 0xf00f0000f0000000 == 0x60000000f0000000 {
                d.insn.push_path(7);
                d.consumed |= 0xf00f0000f0000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.reg(&S31);
                d.insn.push_op(o);
                return 0xf00f0000f0000000;
            }
            if d.bits & 0xf00f0000f8000000 == 0x60020000f8000000 && d.feats & 0x8 == 0x8 {
                d.insn.push_path(10);
                d.consumed |= 0xf00f0000f8000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.vec(&S91);
                d.insn.push_op(o);
                return 0xf00f0000f8000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        28 => {
            if d.bits & 0xf0000000f9000000 == 0x80000000f9000000 && d.feats & 0x8 == 0x8 {
                d.insn.push_path(13);
                d.consumed |= 0xf0000000f9000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.vec(&S91);
                d.insn.push_op(o);
                return 0xf0000000f9000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        29 => {
            d.insn.push_path(18);
            d.consumed |= 0x0;
            t72(d);
            t63(d);
            t66(d);
            t73(d);
            t74(d);
            return 0x0;
        }
        30 => {
            if d.bits & 0xe0000000f0000600 == 0xc0000000f0000200 && d.ptype & 0x2 != 0 {
                d.insn.push_path(14);
                d.consumed |= 0xe0000000f0000600;
                return 0xe0000000f0000600;
            }
            if d.bits & 0xe0000000f0000600 == 0xc0000000f0000400 && d.ptype & 0x2 != 0 {
                d.insn.push_path(15);
                d.consumed |= 0xe0000000f0000600;
                return 0xe0000000f0000600;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        31 => {
            if d.bits & 0xe0000004f0000000 == 0xe0000000f0000000 {
                d.insn.push_path(16);
                d.consumed |= 0xe0000004f0000000;
                return 0xe0000004f0000000;
            }
            if d.bits & 0xe0000004f0000000 == 0xe0000004f0000000 {
                d.insn.push_path(17);
                d.consumed |= 0xe0000004f0000000;
                let o = d.imm(&S95);
                d.insn.push_op(o);
                return 0xe0000004f0000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        32 => {
            if d.bits & 0xf0000000f9000000 == 0xf0000000 {
                d.insn.push_path(0);
                d.consumed |= 0xf0000000f9000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.vec(&S91);
                d.insn.push_op(o);
                let o = d.imm(&S92);
                d.insn.push_op(o);
                let o = d.imm(&S93);
                d.insn.push_op(o);
                let o = d.imm(&S94);
                d.insn.push_op(o);
                return 0xf0000000f9000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        33 => {
            if d.bits & 0xf0000000f8000000 == 0x20000000f0000000 {
                d.insn.push_path(3);
                d.consumed |= 0xf0000000f8000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.vec(&S91);
                d.insn.push_op(o);
                let o = d.imm(&S92);
                d.insn.push_op(o);
                let o = d.imm(&S93);
                d.insn.push_op(o);
                let o = d.imm(&S94);
                d.insn.push_op(o);
                return 0xf0000000f8000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        34 => {
            if d.bits & 0xf0000000f8000000 == 0x40000000f0000000 {
                d.insn.push_path(5);
                d.consumed |= 0xf0000000f8000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.vec(&S91);
                d.insn.push_op(o);
                let o = d.imm(&S92);
                d.insn.push_op(o);
                let o = d.imm(&S93);
                d.insn.push_op(o);
                let o = d.imm(&S94);
                d.insn.push_op(o);
                return 0xf0000000f8000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        35 => {
            d.insn.push_path(18);
            d.consumed |= 0x0;
            t72(d);
            t63(d);
            t66(d);
            t73(d);
            t74(d);
            return 0x0;
        }
        36 => {
            if d.bits & 0xf0000000f1000000 == 0x80000000f0000000 {
                d.insn.push_path(11);
                d.consumed |= 0xf0000000f1000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.vec(&S91);
                d.insn.push_op(o);
                let o = d.imm(&S92);
                d.insn.push_op(o);
                let o = d.imm(&S93);
                d.insn.push_op(o);
                let o = d.imm(&S94);
                d.insn.push_op(o);
                return 0xf0000000f1000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        37 => {
            d.insn.push_path(18);
            d.consumed |= 0x0;
            t72(d);
            t63(d);
            t66(d);
            t73(d);
            t74(d);
            return 0x0;
        }
        38 => {
            if d.bits & 0xe0000000f0000600 == 0xc0000000f0000200 && d.ptype & 0x2 != 0 {
                d.insn.push_path(14);
                d.consumed |= 0xe0000000f0000600;
                return 0xe0000000f0000600;
            }
            if d.bits & 0xe0000000f0000600 == 0xc0000000f0000400 && d.ptype & 0x2 != 0 {
                d.insn.push_path(15);
                d.consumed |= 0xe0000000f0000600;
                return 0xe0000000f0000600;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        39 => {
            if d.bits & 0xe0000004f0000000 == 0xe0000000f0000000 {
                d.insn.push_path(16);
                d.consumed |= 0xe0000004f0000000;
                return 0xe0000004f0000000;
            }
            if d.bits & 0xe0000004f0000000 == 0xe0000004f0000000 {
                d.insn.push_path(17);
                d.consumed |= 0xe0000004f0000000;
                let o = d.imm(&S95);
                d.insn.push_op(o);
                return 0xe0000004f0000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        40 => {
            if d.bits & 0xf0000000f9000000 == 0xf8000000 {
                d.insn.push_path(1);
                d.consumed |= 0xf0000000f9000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.vec(&S91);
                d.insn.push_op(o);
                return 0xf0000000f9000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        41 => {
            if d.bits & 0xf0000000f8000000 == 0x20000000f8000000 {
                d.insn.push_path(4);
                d.consumed |= 0xf0000000f8000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.vec(&S91);
                d.insn.push_op(o);
                return 0xf0000000f8000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        42 => {
            if d.bits & 0xf0000000f8000000 == 0x40000000f8000000 {
                d.insn.push_path(6);
                d.consumed |= 0xf0000000f8000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.vec(&S91);
                d.insn.push_op(o);
                return 0xf0000000f8000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        43 => {
            if d.bits & 0xf00f0000f8000000 == 0x60010000f8000000 && d.feats & 0x8 == 0x8 {
                d.insn.push_path(8);
                d.consumed |= 0xf00f0000f8000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.vec(&S91);
                d.insn.push_op(o);
                return 0xf00f0000f8000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        44 => {
            if d.bits & 0xf0000000f1000000 == 0x80000000f0000000 {
                d.insn.push_path(11);
                d.consumed |= 0xf0000000f1000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.vec(&S91);
                d.insn.push_op(o);
                let o = d.imm(&S92);
                d.insn.push_op(o);
                let o = d.imm(&S93);
                d.insn.push_op(o);
                let o = d.imm(&S94);
                d.insn.push_op(o);
                return 0xf0000000f1000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        45 => {
            d.insn.push_path(18);
            d.consumed |= 0x0;
            t72(d);
            t63(d);
            t66(d);
            t73(d);
            t74(d);
            return 0x0;
        }
        46 => {
            if d.bits & 0xe0000000f0000600 == 0xc0000000f0000200 && d.ptype & 0x2 != 0 {
                d.insn.push_path(14);
                d.consumed |= 0xe0000000f0000600;
                return 0xe0000000f0000600;
            }
            if d.bits & 0xe0000000f0000600 == 0xc0000000f0000400 && d.ptype & 0x2 != 0 {
                d.insn.push_path(15);
                d.consumed |= 0xe0000000f0000600;
                return 0xe0000000f0000600;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        47 => {
            if d.bits & 0xe0000004f0000000 == 0xe0000000f0000000 {
                d.insn.push_path(16);
                d.consumed |= 0xe0000004f0000000;
                return 0xe0000004f0000000;
            }
            if d.bits & 0xe0000004f0000000 == 0xe0000004f0000000 {
                d.insn.push_path(17);
                d.consumed |= 0xe0000004f0000000;
                let o = d.imm(&S95);
                d.insn.push_op(o);
                return 0xe0000004f0000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        48 => {
            if d.bits & 0xf0000000f1000000 == 0xf1000000 {
                d.insn.push_path(2);
                d.consumed |= 0xf0000000f1000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.vec(&S91);
                d.insn.push_op(o);
                let o = d.imm(&S92);
                d.insn.push_op(o);
                let o = d.imm(&S93);
                d.insn.push_op(o);
                let o = d.imm(&S94);
                d.insn.push_op(o);
                return 0xf0000000f1000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        49 => {
            if d.bits & 0xf0000000f8000000 == 0x20000000f0000000 {
                d.insn.push_path(3);
                d.consumed |= 0xf0000000f8000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.vec(&S91);
                d.insn.push_op(o);
                let o = d.imm(&S92);
                d.insn.push_op(o);
                let o = d.imm(&S93);
                d.insn.push_op(o);
                let o = d.imm(&S94);
                d.insn.push_op(o);
                return 0xf0000000f8000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        50 => {
            if d.bits & 0xf0000000f8000000 == 0x40000000f0000000 {
                d.insn.push_path(5);
                d.consumed |= 0xf0000000f8000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.vec(&S91);
                d.insn.push_op(o);
                let o = d.imm(&S92);
                d.insn.push_op(o);
                let o = d.imm(&S93);
                d.insn.push_op(o);
                let o = d.imm(&S94);
                d.insn.push_op(o);
                return 0xf0000000f8000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        51 => {
            d.insn.push_path(18);
            d.consumed |= 0x0;
            t72(d);
            t63(d);
            t66(d);
            t73(d);
            t74(d);
            return 0x0;
        }
        52 => {
            if d.bits & 0xf0000000f9000000 == 0x80000000f1000000 && d.feats & 0x8 == 0x8 {
                d.insn.push_path(12);
                d.consumed |= 0xf0000000f9000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.vec(&S91);
                d.insn.push_op(o);
                let o = d.imm(&S92);
                d.insn.push_op(o);
                let o = d.imm(&S93);
                d.insn.push_op(o);
                let o = d.imm(&S94);
                d.insn.push_op(o);
                return 0xf0000000f9000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        53 => {
            d.insn.push_path(18);
            d.consumed |= 0x0;
            t72(d);
            t63(d);
            t66(d);
            t73(d);
            t74(d);
            return 0x0;
        }
        54 => {
            if d.bits & 0xe0000000f0000600 == 0xc0000000f0000200 && d.ptype & 0x2 != 0 {
                d.insn.push_path(14);
                d.consumed |= 0xe0000000f0000600;
                return 0xe0000000f0000600;
            }
            if d.bits & 0xe0000000f0000600 == 0xc0000000f0000400 && d.ptype & 0x2 != 0 {
                d.insn.push_path(15);
                d.consumed |= 0xe0000000f0000600;
                return 0xe0000000f0000600;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        55 => {
            if d.bits & 0xe0000004f0000000 == 0xe0000000f0000000 {
                d.insn.push_path(16);
                d.consumed |= 0xe0000004f0000000;
                return 0xe0000004f0000000;
            }
            if d.bits & 0xe0000004f0000000 == 0xe0000004f0000000 {
                d.insn.push_path(17);
                d.consumed |= 0xe0000004f0000000;
                let o = d.imm(&S95);
                d.insn.push_op(o);
                return 0xe0000004f0000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        56 => {
            if d.bits & 0xf0000000f1000000 == 0xf1000000 {
                d.insn.push_path(2);
                d.consumed |= 0xf0000000f1000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.vec(&S91);
                d.insn.push_op(o);
                let o = d.imm(&S92);
                d.insn.push_op(o);
                let o = d.imm(&S93);
                d.insn.push_op(o);
                let o = d.imm(&S94);
                d.insn.push_op(o);
                return 0xf0000000f1000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        57 => {
            if d.bits & 0xf0000000f8000000 == 0x20000000f8000000 {
                d.insn.push_path(4);
                d.consumed |= 0xf0000000f8000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.vec(&S91);
                d.insn.push_op(o);
                return 0xf0000000f8000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        58 => {
            if d.bits & 0xf0000000f8000000 == 0x40000000f8000000 {
                d.insn.push_path(6);
                d.consumed |= 0xf0000000f8000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.vec(&S91);
                d.insn.push_op(o);
                return 0xf0000000f8000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        59 => {
            if d.bits & 0xf00f0000f8000000 == 0x60010000f8000000 && d.feats & 0x8 == 0x8 {
                d.insn.push_path(8);
                d.consumed |= 0xf00f0000f8000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.vec(&S91);
                d.insn.push_op(o);
                return 0xf00f0000f8000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        60 => {
            if d.bits & 0xf0000000f9000000 == 0x80000000f9000000 && d.feats & 0x8 == 0x8 {
                d.insn.push_path(13);
                d.consumed |= 0xf0000000f9000000;
                t154(d);
                let o = d.vec(&S90);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.vec(&S91);
                d.insn.push_op(o);
                return 0xf0000000f9000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        61 => {
            d.insn.push_path(18);
            d.consumed |= 0x0;
            t72(d);
            t63(d);
            t66(d);
            t73(d);
            t74(d);
            return 0x0;
        }
        62 => {
            if d.bits & 0xe0000000f0000600 == 0xc0000000f0000200 && d.ptype & 0x2 != 0 {
                d.insn.push_path(14);
                d.consumed |= 0xe0000000f0000600;
                return 0xe0000000f0000600;
            }
            if d.bits & 0xe0000000f0000600 == 0xc0000000f0000400 && d.ptype & 0x2 != 0 {
                d.insn.push_path(15);
                d.consumed |= 0xe0000000f0000600;
                return 0xe0000000f0000600;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        63 => {
            if d.bits & 0xe0000004f0000000 == 0xe0000000f0000000 {
                d.insn.push_path(16);
                d.consumed |= 0xe0000004f0000000;
                return 0xe0000004f0000000;
            }
            if d.bits & 0xe0000004f0000000 == 0xe0000004f0000000 {
                d.insn.push_path(17);
                d.consumed |= 0xe0000004f0000000;
                let o = d.imm(&S95);
                d.insn.push_op(o);
                return 0xe0000004f0000000;
            }
            {
                d.insn.push_path(18);
                d.consumed |= 0x0;
                t72(d);
                t63(d);
                t66(d);
                t73(d);
                t74(d);
                return 0x0;
            }
        }
        _ => {}
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t156(d: &mut Dec) -> u64 {
    if d.bits & 0x1 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x1;
        let i = BitField::new(28, 4).get(d.bits);
        d.insn.push_path(i as u8);
        match i {
            0 => {
                t3(d);
            }
            1 => {
                t6(d);
            }
            2 => {
                t11(d);
            }
            3 => {
                t11(d);
            }
            4 => {
                t16(d);
            }
            5 => {
                t18(d);
            }
            6 => {
                t19(d);
            }
            7 => {
                t19(d);
            }
            8 => {
                t20(d);
            }
            9 => {
                t23(d);
            }
            10 => {
                t3(d);
            }
            11 => {
                t25(d);
            }
            12 => {
                t26(d);
            }
            13 => {
                t3(d);
            }
            14 => {
                t27(d);
            }
            15 => {
                t29(d);
            }
            _ => {}
        }
        return 0x1;
    }
    if d.bits & 0x3 == 0x3 {
        d.insn.push_path(1);
        d.consumed |= 0x3;
        let i = BitField::new(28, 4).get(d.bits);
        d.insn.push_path(i as u8);
        match i {
            0 => {
                t31(d);
            }
            1 => {
                t32(d);
            }
            2 => {
                t34(d);
            }
            3 => {
                t35(d);
            }
            4 => {
                t36(d);
            }
            5 => {
                t37(d);
            }
            6 => {
                t38(d);
            }
            7 => {
                t39(d);
            }
            8 => {
                t42(d);
            }
            9 => {
                t43(d);
            }
            10 => {
                t44(d);
            }
            11 => {
                t45(d);
            }
            12 => {
                t46(d);
            }
            13 => {
                t47(d);
            }
            14 => {
                t48(d);
            }
            15 => {
                t48(d);
            }
            _ => {}
        }
        return 0x3;
    }
    if d.bits & 0x300000003 == 0x300000001 {
        d.insn.push_path(2);
        d.consumed |= 0x300000003;
        let i = BitField::new(28, 4).get(d.bits);
        d.insn.push_path(i as u8);
        match i {
            0 => {
                t51(d);
            }
            1 => {
                t52(d);
            }
            2 => {
                t54(d);
            }
            3 => {
                t54(d);
            }
            4 => {
                t55(d);
            }
            5 => {
                t51(d);
            }
            6 => {
                t56(d);
            }
            7 => {
                t56(d);
            }
            8 => {
                t51(d);
            }
            9 => {
                t51(d);
            }
            10 => {
                t51(d);
            }
            11 => {
                t57(d);
            }
            12 => {
                t58(d);
            }
            13 => {
                t60(d);
            }
            14 => {
                t61(d);
            }
            15 => {
                t51(d);
            }
            _ => {}
        }
        return 0x300000003;
    }
    if d.bits & 0x300000003 == 0x1 {
        d.insn.push_path(3);
        d.consumed |= 0x300000003;
        t30(d);
        let i = BitField::new(28, 4).get(d.bits);
        d.insn.push_path(i as u8);
        match i {
            0 => {
                t75(d);
            }
            1 => {
                t81(d);
            }
            2 => {
                t85(d);
            }
            3 => {
                t92(d);
            }
            4 => {
                t97(d);
            }
            5 => {
                t98(d);
            }
            6 => {
                t101(d);
            }
            7 => {
                t102(d);
            }
            8 => {
                t104(d);
            }
            9 => {
                t107(d);
            }
            10 => {
                t116(d);
            }
            11 => {
                t123(d);
            }
            12 => {
                t131(d);
            }
            13 => {
                t147(d);
            }
            14 => {
                t151(d);
            }
            15 => {
                t155(d);
            }
            _ => {}
        }
        return 0x300000003;
    }
    if d.bits & 0x300000003 == 0x100000001 {
        d.insn.push_path(4);
        d.consumed |= 0x300000003;
        t30(d);
        let i = BitField::new(28, 4).get(d.bits);
        d.insn.push_path(i as u8);
        match i {
            0 => {
                t75(d);
            }
            1 => {
                t81(d);
            }
            2 => {
                t85(d);
            }
            3 => {
                t92(d);
            }
            4 => {
                t97(d);
            }
            5 => {
                t98(d);
            }
            6 => {
                t101(d);
            }
            7 => {
                t102(d);
            }
            8 => {
                t104(d);
            }
            9 => {
                t107(d);
            }
            10 => {
                t116(d);
            }
            11 => {
                t123(d);
            }
            12 => {
                t131(d);
            }
            13 => {
                t147(d);
            }
            14 => {
                t151(d);
            }
            15 => {
                t155(d);
            }
            _ => {}
        }
        return 0x300000003;
    }
    if d.bits & 0x300000003 == 0x200000001 {
        d.insn.push_path(5);
        d.consumed |= 0x300000003;
        t30(d);
        let i = BitField::new(28, 4).get(d.bits);
        d.insn.push_path(i as u8);
        match i {
            0 => {
                t75(d);
            }
            1 => {
                t81(d);
            }
            2 => {
                t85(d);
            }
            3 => {
                t92(d);
            }
            4 => {
                t97(d);
            }
            5 => {
                t98(d);
            }
            6 => {
                t101(d);
            }
            7 => {
                t102(d);
            }
            8 => {
                t104(d);
            }
            9 => {
                t107(d);
            }
            10 => {
                t116(d);
            }
            11 => {
                t123(d);
            }
            12 => {
                t131(d);
            }
            13 => {
                t147(d);
            }
            14 => {
                t151(d);
            }
            15 => {
                t155(d);
            }
            _ => {}
        }
        return 0x300000003;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn x0<N: Notation>(d: &mut Dis<N>) {
    let e = &E0[L0[d.ctx][(((d.bits >> 13) & 0x3) | ((d.bits >> 21) & 0x1c)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.mem(&S2);
        }
        1 => {
            d.words(&e.words[0]);
            d.mem(&S0);
        }
        2 => {
            d.words(&e.words[0]);
            d.mem(&S3);
        }
        3 => {
            d.words(&e.words[0]);
            d.mem(&S4);
        }
        4 => {
            d.words(&e.words[0]);
            d.mem(&S5);
        }
        5 => {
            d.words(&e.words[0]);
            d.mem(&S6);
        }
        6 => {
            d.words(&e.words[0]);
            d.mem(&S7);
        }
        7 => {
            d.mem(&S1);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x1<N: Notation>(d: &mut Dis<N>) {
    let e = &E1[((d.bits >> 24) & 0x1) as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.reg(&S8);
        }
        1 => {
            x0(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x2<N: Notation>(d: &mut Dis<N>) {
    let e = &E2[((d.bits >> 23) & 0x7) as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.mem(&S9);
        }
        1 => {
            d.mem(&S10);
        }
        2 => {
            d.reg(&S11);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x3<N: Notation>(d: &mut Dis<N>) {
    let e = &E3[((d.bits >> 1) & 0x1) as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.unknown();
        }
        1 => {
            d.unknown();
            d.reg(&S12);
            x1(d);
            x2(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x4<N: Notation>(d: &mut Dis<N>) {
    let e = &E4[((d.bits >> 17) & 0x1) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x5<N: Notation>(d: &mut Dis<N>) {
    let e = &E5[((d.bits >> 24) & 0x1) as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.reg(&S13);
        }
        1 => {
            x0(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x6<N: Notation>(d: &mut Dis<N>) {
    let e = &E6[L6
        [(((d.bits >> 1) & 0x1) | ((d.bits >> 14) & 0x2) | ((d.bits >> 15) & 0x4) | ((d.bits >> 25) & 0x78)) as usize]
        as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
            d.reg(&S14);
            x5(d);
        }
        1 => {
            d.words(&e.words[0]);
            d.reg(&S12);
            x1(d);
        }
        2 => {
            d.unknown();
        }
        3 => {
            d.unknown();
            d.reg(&S12);
            x1(d);
            x2(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x7<N: Notation>(d: &mut Dis<N>) {
    let e = &E7[(((d.bits >> 22) & 0x1) | ((d.bits >> 27) & 0x2)) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x8<N: Notation>(d: &mut Dis<N>) {
    let e = &E8[((d.bits >> 8) & 0x1) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x9<N: Notation>(d: &mut Dis<N>) {
    let e = &E9[((d.bits >> 23) & 0x7) as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.mem(&S15);
        }
        1 => {
            d.mem(&S16);
        }
        2 => {
            d.reg(&S17);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x10<N: Notation>(d: &mut Dis<N>) {
    let e = &E10[(((d.bits >> 22) & 0x1) | ((d.bits >> 27) & 0x2)) as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.reg(&S18);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x11<N: Notation>(d: &mut Dis<N>) {
    let e = &E11[L11[(((d.bits >> 1) & 0x1)
        | ((d.bits >> 7) & 0x2)
        | ((d.bits >> 13) & 0x4)
        | ((d.bits >> 19) & 0x8)
        | ((d.bits >> 24) & 0xf0)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
            d.reg(&S14);
            x5(d);
            x9(d);
            x10(d);
        }
        1 => {
            d.words(&e.words[0]);
            d.reg(&S12);
            x1(d);
            x2(d);
            x10(d);
        }
        2 => {
            d.unknown();
        }
        3 => {
            d.unknown();
            d.reg(&S12);
            x1(d);
            x2(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x12<N: Notation>(d: &mut Dis<N>) {
    let e = &E12[((d.bits >> 15) & 0x1) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x13<N: Notation>(d: &mut Dis<N>) {
    let e = &E13[((d.bits >> 8) & 0x1) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x14<N: Notation>(d: &mut Dis<N>) {
    let e = &E14[((d.bits >> 8) & 0x1) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x15<N: Notation>(d: &mut Dis<N>) {
    let e = &E15[((d.bits >> 15) & 0x1) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x16<N: Notation>(d: &mut Dis<N>) {
    let e = &E16[L16[(((d.bits >> 1) & 0x1)
        | ((d.bits >> 7) & 0x2)
        | ((d.bits >> 13) & 0x4)
        | ((d.bits >> 19) & 0x8)
        | ((d.bits >> 24) & 0xf0)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
            d.reg(&S12);
            d.words(&e.words[1]);
            x5(d);
            d.words(&e.words[2]);
            x9(d);
        }
        1 => {
            d.words(&e.words[0]);
            d.reg(&S12);
            d.words(&e.words[1]);
            x1(d);
            x2(d);
        }
        2 => {
            d.unknown();
        }
        3 => {
            d.unknown();
            d.reg(&S12);
            x1(d);
            x2(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x17<N: Notation>(d: &mut Dis<N>) {
    let e = &E17[((d.bits >> 8) & 0x1) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x18<N: Notation>(d: &mut Dis<N>) {
    let e = &E18[L18
        [(((d.bits >> 1) & 0x1) | ((d.bits >> 7) & 0x2) | ((d.bits >> 13) & 0x4) | ((d.bits >> 25) & 0x78)) as usize]
        as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
            d.reg(&S12);
            d.words(&e.words[1]);
            d.reg(&S13);
            d.reg(&S17);
            d.reg(&S12);
        }
        1 => {
            d.words(&e.words[0]);
            d.reg(&S12);
            d.words(&e.words[1]);
            d.reg(&S8);
            d.reg(&S11);
            d.reg(&S12);
        }
        2 => {
            d.unknown();
        }
        3 => {
            d.unknown();
            d.reg(&S12);
            x1(d);
            x2(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x19<N: Notation>(d: &mut Dis<N>) {
    let e = &E19[L19[(((d.bits >> 1) & 0x1)
        | ((d.bits >> 7) & 0x2)
        | ((d.bits >> 13) & 0x4)
        | ((d.bits >> 19) & 0x8)
        | ((d.bits >> 24) & 0xf0)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
            d.reg(&S12);
            d.open();
            d.words(&e.words[1]);
            x5(d);
            x9(d);
            d.close();
            d.reg(&S12);
            x10(d);
        }
        1 => {
            d.words(&e.words[0]);
            d.reg(&S12);
            d.open();
            d.words(&e.words[1]);
            x1(d);
            x2(d);
            d.close();
            d.reg(&S12);
            x10(d);
        }
        2 => {
            d.unknown();
        }
        3 => {
            d.unknown();
            d.reg(&S12);
            x1(d);
            x2(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x20<N: Notation>(d: &mut Dis<N>) {
    if d.bits & 0xf3000102 == 0x80000000 && d.ptype & 0x4 != 0 {
        d.consumed |= 0xf3000102;
        d.word16(const { pad16("interp") }, 6, 0x63b9afb36712bda);
        d.reg(&S12);
        d.mem(&S19);
        return;
    }
    if d.bits & 0xf3000102 == 0x81000000 && d.ptype & 0x4 != 0 {
        d.consumed |= 0xf3000102;
        d.word16(const { pad16("interp") }, 6, 0x63b9afb36712bda);
        d.reg(&S12);
        d.word16(const { pad16("cent") }, 4, 0x72b6b85c6e9bfb9a);
        d.mem(&S19);
        return;
    }
    if d.bits & 0xf3000102 == 0x82000000 && d.ptype & 0x4 != 0 {
        d.consumed |= 0xf3000102;
        d.word16(const { pad16("interp") }, 6, 0x63b9afb36712bda);
        d.reg(&S12);
        d.mem(&S19);
        d.reg(&S8);
        return;
    }
    if d.bits & 0xf3000102 == 0x83000000 && d.ptype & 0x4 != 0 {
        d.consumed |= 0xf3000102;
        d.word16(const { pad16("interp") }, 6, 0x63b9afb36712bda);
        d.reg(&S12);
        d.word16(const { pad16("cent") }, 4, 0x72b6b85c6e9bfb9a);
        d.mem(&S19);
        d.reg(&S8);
        return;
    }
    if d.bits & 0xf3000102 == 0x80000100 && d.ptype & 0x4 != 0 {
        d.consumed |= 0xf3000102;
        d.word16(const { pad16("interp") }, 6, 0x63b9afb36712bda);
        d.reg(&S12);
        d.word16(const { pad16("flat") }, 4, 0xa1737932ec499adb);
        d.mem(&S19);
        return;
    }
    if d.bits & 0x2 == 0x2 {
        d.consumed |= 0x2;
        d.unknown();
        return;
    }
    if d.bits & 0x2 == 0x0 {
        d.consumed |= 0x2;
        d.unknown();
        d.reg(&S12);
        x1(d);
        x2(d);
        return;
    }
    d.unknown();
}
fn x21<N: Notation>(d: &mut Dis<N>) {
    let e = &E21[((d.bits >> 22) & 0x1) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x22<N: Notation>(d: &mut Dis<N>) {
    let e = &E22[((d.bits >> 15) & 0x1) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x23<N: Notation>(d: &mut Dis<N>) {
    let e = &E23[L23
        [(((d.bits >> 1) & 0x1) | ((d.bits >> 14) & 0x2) | ((d.bits >> 20) & 0x4) | ((d.bits >> 25) & 0x78)) as usize]
        as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
            d.reg(&S12);
            d.words(&e.words[1]);
            d.reg(&S8);
        }
        1 => {
            d.words(&e.words[0]);
            d.reg(&S12);
            d.reg(&S8);
        }
        2 => {
            d.words(&e.words[0]);
        }
        3 => {
            d.unknown();
        }
        _ => {
            d.unknown();
            d.reg(&S12);
            x1(d);
            x2(d);
        }
    }
}
fn x24<N: Notation>(d: &mut Dis<N>) {
    let e = &E24[((d.bits >> 15) & 0x1) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x25<N: Notation>(d: &mut Dis<N>) {
    let e = &E25[L25[d.ctx][(((d.bits >> 1) & 0x1) | ((d.bits >> 27) & 0x1e)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
            x8(d);
            d.words(&e.words[1]);
            d.reg(&S12);
            x24(d);
            x1(d);
            x21(d);
            x2(d);
        }
        1 => {
            d.words(&e.words[0]);
        }
        2 => {
            d.unknown();
        }
        _ => {
            d.unknown();
            d.reg(&S12);
            x1(d);
            x2(d);
        }
    }
}
fn x26<N: Notation>(d: &mut Dis<N>) {
    let e = &E26[L26[(((d.bits >> 1) & 0x1)
        | ((d.bits >> 7) & 0x2)
        | ((d.bits >> 13) & 0x4)
        | ((d.bits >> 19) & 0x8)
        | ((d.bits >> 24) & 0xf0)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
            d.reg(&S12);
            d.words(&e.words[1]);
            x1(d);
            d.words(&e.words[2]);
            x2(d);
        }
        1 => {
            d.words(&e.words[0]);
            d.reg(&S12);
            d.words(&e.words[1]);
            x1(d);
            x2(d);
        }
        2 => {
            d.words(&e.words[0]);
            d.reg(&S12);
            x1(d);
            d.words(&e.words[1]);
            x2(d);
        }
        3 => {
            d.words(&e.words[0]);
            d.reg(&S12);
            x1(d);
            x2(d);
        }
        4 => {
            d.unknown();
        }
        5 => {
            d.unknown();
            d.reg(&S12);
            x1(d);
            x2(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x27<N: Notation>(d: &mut Dis<N>) {
    let e = &E27[L27[(((d.bits >> 1) & 0x1)
        | ((d.bits >> 7) & 0x2)
        | ((d.bits >> 13) & 0x4)
        | ((d.bits >> 19) & 0x8)
        | ((d.bits >> 24) & 0xf0)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
            d.reg(&S12);
            d.words(&e.words[1]);
            d.open();
            d.words(&e.words[2]);
            x1(d);
            x2(d);
            d.close();
            d.words(&e.words[3]);
            d.reg(&S12);
        }
        1 => {
            d.words(&e.words[0]);
            d.reg(&S12);
            d.words(&e.words[1]);
            d.open();
            d.words(&e.words[2]);
            x1(d);
            x2(d);
            d.close();
            d.reg(&S12);
        }
        2 => {
            d.words(&e.words[0]);
            d.reg(&S12);
            d.open();
            d.words(&e.words[1]);
            x1(d);
            x2(d);
            d.close();
            d.words(&e.words[2]);
            d.reg(&S12);
        }
        3 => {
            d.words(&e.words[0]);
            d.reg(&S12);
            d.open();
            d.words(&e.words[1]);
            x1(d);
            x2(d);
            d.close();
            d.reg(&S12);
        }
        4 => {
            d.unknown();
        }
        5 => {
            d.unknown();
            d.reg(&S12);
            x1(d);
            x2(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x28<N: Notation>(d: &mut Dis<N>) {
    let e = &E28[((d.bits >> 8) & 0x1) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x29<N: Notation>(d: &mut Dis<N>) {
    let e = &E29[L29
        [(((d.bits >> 1) & 0x1) | ((d.bits >> 7) & 0x2) | ((d.bits >> 22) & 0x4) | ((d.bits >> 25) & 0x78)) as usize]
        as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
            d.vec(&S20);
            d.reg(&S21);
            d.reg(&S22);
            d.vec(&S23);
        }
        1 => {
            d.unknown();
        }
        2 => {
            d.unknown();
            d.reg(&S12);
            x1(d);
            x2(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x30<N: Notation>(d: &mut Dis<N>) {
    let e = &E30[L30[((d.bits >> 39) & 0x1f) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.open();
            d.words(&e.words[0]);
            d.close();
        }
        1 => {
            d.open();
            d.words(&e.words[0]);
            d.reg(&S24);
            d.close();
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x31<N: Notation>(d: &mut Dis<N>) {
    let e = &E31[L31[d.ctx][((d.bits >> 28) & 0xf) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            x30(d);
            d.words(&e.words[0]);
        }
        1 => {
            x30(d);
            d.unknown();
            d.target(&S25);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x32<N: Notation>(d: &mut Dis<N>) {
    if d.bits & 0xf0000000 == 0x10000000 {
        d.consumed |= 0xf0000000;
        x30(d);
        d.word16(const { pad16("bra") }, 3, 0x72dcb701f3de78b3);
        d.target(&S25);
        return;
    }
    d.unknown();
}
fn x33<N: Notation>(d: &mut Dis<N>) {
    let e = &E33[((d.bits >> 38) & 0x1) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x34<N: Notation>(d: &mut Dis<N>) {
    if d.bits & 0xf0000000 == 0x20000000 {
        d.consumed |= 0xf0000000;
        if d.compat {
            gpuisa_engine::format::Printer::<N>::muted(d, x30);
        } else {
            x30(d);
        }
        let e = &R0[((d.bits >> 38) & 0x1) as usize];
        d.consumed |= e.mask;
        d.words(&e.words[0]);
        d.target(&S25);
        return;
    }
    d.unknown();
}
fn x35<N: Notation>(d: &mut Dis<N>) {
    if d.bits & 0xf0000000 == 0x30000000 {
        d.consumed |= 0xf0000000;
        x30(d);
        d.word16(const { pad16("ret") }, 3, 0xff765c024413b983);
        return;
    }
    d.unknown();
}
fn x36<N: Notation>(d: &mut Dis<N>) {
    if d.bits & 0xf0000000 == 0x40000000 {
        d.consumed |= 0xf0000000;
        if d.compat {
            gpuisa_engine::format::Printer::<N>::muted(d, x30);
        } else {
            x30(d);
        }
        d.word16(const { pad16("breakaddr") }, 9, 0xc0d6b075d869a9fc);
        d.target(&S25);
        return;
    }
    d.unknown();
}
fn x37<N: Notation>(d: &mut Dis<N>) {
    if d.bits & 0xf0000000 == 0x50000000 {
        d.consumed |= 0xf0000000;
        x30(d);
        d.word16(const { pad16("break") }, 5, 0xb930214b57954363);
        return;
    }
    d.unknown();
}
fn x38<N: Notation>(d: &mut Dis<N>) {
    if d.bits & 0xf0000000 == 0x60000000 {
        d.consumed |= 0xf0000000;
        if d.compat {
            gpuisa_engine::format::Printer::<N>::muted(d, x30);
        } else {
            x30(d);
        }
        d.word16(const { pad16("quadon") }, 6, 0x827557f4e6b961b6);
        return;
    }
    d.unknown();
}
fn x39<N: Notation>(d: &mut Dis<N>) {
    if d.bits & 0xf0000000 == 0x70000000 {
        d.consumed |= 0xf0000000;
        if d.compat {
            gpuisa_engine::format::Printer::<N>::muted(d, x30);
        } else {
            x30(d);
        }
        d.word16(const { pad16("quadpop") }, 7, 0x176bd223dfa996de);
        return;
    }
    d.unknown();
}
fn x40<N: Notation>(d: &mut Dis<N>) {
    let e = &E40[((d.bits >> 25) & 0x1) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x41<N: Notation>(d: &mut Dis<N>) {
    let e = &E41[((d.bits >> 26) & 0x1) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x42<N: Notation>(d: &mut Dis<N>) {
    let e = &E42[L42[(((d.bits >> 25) & 0x3) | ((d.bits >> 26) & 0x3c) | ((d.bits >> 40) & 0x40)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            if d.compat {
                gpuisa_engine::format::Printer::<N>::muted(d, x30);
            } else {
                x30(d);
            }
            d.words(&e.words[0]);
            d.imm(&S26);
            d.imm(&S27);
        }
        1 => {
            if d.compat {
                gpuisa_engine::format::Printer::<N>::muted(d, x30);
            } else {
                x30(d);
            }
            d.words(&e.words[0]);
            d.imm(&S26);
            d.words(&e.words[1]);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x43<N: Notation>(d: &mut Dis<N>) {
    if d.bits & 0xf0000000 == 0x90000000 {
        d.consumed |= 0xf0000000;
        if d.compat {
            gpuisa_engine::format::Printer::<N>::muted(d, x30);
        } else {
            x30(d);
        }
        d.word16(const { pad16("trap") }, 4, 0x6ecdbfa4d5791f8f);
        return;
    }
    d.unknown();
}
fn x44<N: Notation>(d: &mut Dis<N>) {
    if d.bits & 0xf0000000 == 0xa0000000 {
        d.consumed |= 0xf0000000;
        if d.compat {
            gpuisa_engine::format::Printer::<N>::muted(d, x30);
        } else {
            x30(d);
        }
        d.word16(const { pad16("joinat") }, 6, 0x3f9c3eb1ca813d31);
        d.target(&S25);
        return;
    }
    d.unknown();
}
fn x45<N: Notation>(d: &mut Dis<N>) {
    let e = &E45[L45[d.ctx][((d.bits >> 28) & 0xf) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            x30(d);
            d.words(&e.words[0]);
        }
        1 => {
            x30(d);
            d.unknown();
            d.target(&S25);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x46<N: Notation>(d: &mut Dis<N>) {
    if d.bits & 0xf0000000 == 0xc0000000 {
        d.consumed |= 0xf0000000;
        if d.compat {
            gpuisa_engine::format::Printer::<N>::muted(d, x30);
        } else {
            x30(d);
        }
        let e = &R1[((d.bits >> 38) & 0x1) as usize];
        d.consumed |= e.mask;
        d.words(&e.words[0]);
        d.mem(&S28);
        return;
    }
    d.unknown();
}
fn x47<N: Notation>(d: &mut Dis<N>) {
    let e = &E47[L47[d.ctx][(((d.bits >> 28) & 0xf) | ((d.bits >> 34) & 0x10)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            if d.compat {
                gpuisa_engine::format::Printer::<N>::muted(d, x30);
            } else {
                x30(d);
            }
            d.words(&e.words[0]);
            d.target(&S25);
        }
        1 => {
            x30(d);
            d.unknown();
            d.target(&S25);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x48<N: Notation>(d: &mut Dis<N>) {
    {
        d.consumed |= 0x0;
        x30(d);
        d.unknown();
        d.target(&S25);
        return;
    }
}
fn x49<N: Notation>(d: &mut Dis<N>) {
    let e = &E49[L49[d.ctx][(((d.bits >> 13) & 0x3) | ((d.bits >> 22) & 0xc)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.mem(&S2);
        }
        1 => {
            d.words(&e.words[0]);
            d.mem(&S0);
        }
        2 => {
            d.words(&e.words[0]);
            d.mem(&S3);
        }
        3 => {
            d.words(&e.words[0]);
            d.mem(&S4);
        }
        4 => {
            d.words(&e.words[0]);
            d.mem(&S5);
        }
        5 => {
            d.words(&e.words[0]);
            d.mem(&S6);
        }
        6 => {
            d.words(&e.words[0]);
            d.mem(&S7);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x50<N: Notation>(d: &mut Dis<N>) {
    let e = &E50[((d.bits >> 24) & 0x1) as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.reg(&S8);
        }
        1 => {
            x49(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x51<N: Notation>(d: &mut Dis<N>) {
    {
        d.consumed |= 0x0;
        d.unknown();
        d.reg(&S12);
        x50(d);
        d.imm(&S29);
        return;
    }
}
fn x52<N: Notation>(d: &mut Dis<N>) {
    let e = &E52[L52[(((d.bits >> 15) & 0x1) | ((d.bits >> 27) & 0x1e)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
            d.reg(&S30);
            d.imm(&S29);
        }
        1 => {
            d.words(&e.words[0]);
            d.reg(&S31);
            d.imm(&S29);
        }
        2 => {
            d.unknown();
            d.reg(&S12);
            x50(d);
            d.imm(&S29);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x53<N: Notation>(d: &mut Dis<N>) {
    let e = &E53[((d.bits >> 24) & 0x1) as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.reg(&S13);
        }
        1 => {
            x49(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x54<N: Notation>(d: &mut Dis<N>) {
    let e = &E54[L54
        [(((d.bits >> 8) & 0x1) | ((d.bits >> 14) & 0x2) | ((d.bits >> 20) & 0x4) | ((d.bits >> 25) & 0x78)) as usize]
        as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
            d.reg(&S14);
            x53(d);
            d.imm(&S29);
            x10(d);
        }
        1 => {
            d.words(&e.words[0]);
            d.reg(&S12);
            x50(d);
            d.imm(&S29);
            x10(d);
        }
        2 => {
            d.unknown();
            d.reg(&S12);
            x50(d);
            d.imm(&S29);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x55<N: Notation>(d: &mut Dis<N>) {
    let e = &E55[L55
        [(((d.bits >> 8) & 0x1) | ((d.bits >> 14) & 0x2) | ((d.bits >> 20) & 0x4) | ((d.bits >> 25) & 0x78)) as usize]
        as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
            d.reg(&S12);
            d.words(&e.words[1]);
            x53(d);
            d.words(&e.words[2]);
            d.imm(&S29);
        }
        1 => {
            d.words(&e.words[0]);
            d.reg(&S12);
            d.words(&e.words[1]);
            x50(d);
            d.imm(&S29);
        }
        2 => {
            d.unknown();
            d.reg(&S12);
            x50(d);
            d.imm(&S29);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x56<N: Notation>(d: &mut Dis<N>) {
    let e = &E56[L56
        [(((d.bits >> 8) & 0x1) | ((d.bits >> 14) & 0x2) | ((d.bits >> 20) & 0x4) | ((d.bits >> 25) & 0x78)) as usize]
        as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
            d.reg(&S12);
            d.open();
            d.words(&e.words[1]);
            x53(d);
            d.imm(&S29);
            d.close();
            d.reg(&S12);
            x10(d);
        }
        1 => {
            d.words(&e.words[0]);
            d.reg(&S12);
            d.open();
            d.words(&e.words[1]);
            x50(d);
            d.imm(&S29);
            d.close();
            d.reg(&S12);
            x10(d);
        }
        2 => {
            d.unknown();
            d.reg(&S12);
            x50(d);
            d.imm(&S29);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x57<N: Notation>(d: &mut Dis<N>) {
    let e = &E57[L57
        [(((d.bits >> 8) & 0x1) | ((d.bits >> 14) & 0x2) | ((d.bits >> 20) & 0x4) | ((d.bits >> 25) & 0x78)) as usize]
        as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
            d.reg(&S12);
            d.words(&e.words[1]);
            x50(d);
            d.words(&e.words[2]);
            d.imm(&S29);
        }
        1 => {
            d.words(&e.words[0]);
            d.reg(&S12);
            d.words(&e.words[1]);
            x50(d);
            d.imm(&S29);
        }
        2 => {
            d.words(&e.words[0]);
            d.reg(&S12);
            x50(d);
            d.words(&e.words[1]);
            d.imm(&S29);
        }
        3 => {
            d.words(&e.words[0]);
            d.reg(&S12);
            x50(d);
            d.imm(&S29);
        }
        4 => {
            d.unknown();
            d.reg(&S12);
            x50(d);
            d.imm(&S29);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x58<N: Notation>(d: &mut Dis<N>) {
    let e = &E58[L58
        [(((d.bits >> 8) & 0x1) | ((d.bits >> 14) & 0x2) | ((d.bits >> 20) & 0x4) | ((d.bits >> 25) & 0x78)) as usize]
        as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
            d.reg(&S12);
            d.words(&e.words[1]);
            x50(d);
            d.words(&e.words[2]);
            d.imm(&S29);
        }
        1 => {
            d.words(&e.words[0]);
            d.reg(&S12);
            d.words(&e.words[1]);
            x50(d);
            d.imm(&S29);
        }
        2 => {
            d.words(&e.words[0]);
            d.reg(&S12);
            x50(d);
            d.words(&e.words[1]);
            d.imm(&S29);
        }
        3 => {
            d.words(&e.words[0]);
            d.reg(&S12);
            x50(d);
            d.imm(&S29);
        }
        4 => {
            d.unknown();
            d.reg(&S12);
            x50(d);
            d.imm(&S29);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x59<N: Notation>(d: &mut Dis<N>) {
    let e = &E59[((d.bits >> 22) & 0x1) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x60<N: Notation>(d: &mut Dis<N>) {
    let e = &E60[L60
        [(((d.bits >> 8) & 0x1) | ((d.bits >> 14) & 0x2) | ((d.bits >> 20) & 0x4) | ((d.bits >> 25) & 0x78)) as usize]
        as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
            d.reg(&S12);
            d.words(&e.words[1]);
            x50(d);
            d.imm(&S29);
        }
        1 => {
            d.words(&e.words[0]);
            d.reg(&S12);
            x50(d);
            d.imm(&S29);
        }
        2 => {
            d.unknown();
            d.reg(&S12);
            x50(d);
            d.imm(&S29);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x61<N: Notation>(d: &mut Dis<N>) {
    let e = &E61[L61
        [(((d.bits >> 8) & 0x1) | ((d.bits >> 14) & 0x2) | ((d.bits >> 20) & 0x4) | ((d.bits >> 25) & 0x78)) as usize]
        as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
            d.reg(&S12);
            d.words(&e.words[1]);
            d.open();
            d.words(&e.words[2]);
            x50(d);
            d.imm(&S29);
            d.close();
            d.words(&e.words[3]);
            d.reg(&S12);
        }
        1 => {
            d.words(&e.words[0]);
            d.reg(&S12);
            d.words(&e.words[1]);
            d.open();
            d.words(&e.words[2]);
            x50(d);
            d.imm(&S29);
            d.close();
            d.reg(&S12);
        }
        2 => {
            d.words(&e.words[0]);
            d.reg(&S12);
            d.open();
            d.words(&e.words[1]);
            x50(d);
            d.imm(&S29);
            d.close();
            d.words(&e.words[2]);
            d.reg(&S12);
        }
        3 => {
            d.words(&e.words[0]);
            d.reg(&S12);
            d.open();
            d.words(&e.words[1]);
            x50(d);
            d.imm(&S29);
            d.close();
            d.reg(&S12);
        }
        4 => {
            d.unknown();
            d.reg(&S12);
            x50(d);
            d.imm(&S29);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x62<N: Notation>(d: &mut Dis<N>) {
    let e = &E62[L62[((d.bits >> 46) & 0xf) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.open();
            d.words(&e.words[0]);
            d.close();
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x63<N: Notation>(d: &mut Dis<N>) {
    let e = &E63[L63[(((d.bits >> 2) & 0x7f) | ((d.bits >> 28) & 0x80)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.discard();
        }
        1 => {
            d.mem(&S32);
        }
        2 => {
            d.reg(&S31);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x64<N: Notation>(d: &mut Dis<N>) {
    let e = &E64[((d.bits >> 38) & 0x1) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x65<N: Notation>(d: &mut Dis<N>) {
    let e = &E65[L65[d.ctx][(((d.bits >> 14) & 0x3) | ((d.bits >> 23) & 0x4)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
            d.mem(&S33);
        }
        1 => {
            d.words(&e.words[0]);
            d.mem(&S35);
        }
        2 => {
            d.words(&e.words[0]);
            d.mem(&S36);
        }
        3 => {
            d.words(&e.words[0]);
            d.mem(&S37);
        }
        4 => {
            d.words(&e.words[0]);
            d.mem(&S38);
        }
        5 => {
            d.words(&e.words[0]);
            d.mem(&S39);
        }
        6 => {
            d.mem(&S34);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x66<N: Notation>(d: &mut Dis<N>) {
    let e = &E66[L66[d.ctx][(((d.bits >> 23) & 0x3) | ((d.bits >> 51) & 0x4)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.mem(&S40);
        }
        1 => {
            d.reg(&S41);
        }
        2 => {
            x65(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x67<N: Notation>(d: &mut Dis<N>) {
    let e = &E67[((d.bits >> 25) & 0x1) as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.mem(&S42);
        }
        1 => {
            d.mem(&S43);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x68<N: Notation>(d: &mut Dis<N>) {
    let e = &E68[((d.bits >> 53) & 0x1) as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.reg(&S44);
        }
        1 => {
            d.reg(&S45);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x69<N: Notation>(d: &mut Dis<N>) {
    let e = &E69[((d.bits >> 25) & 0x1) as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.mem(&S46);
        }
        1 => {
            d.mem(&S47);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x70<N: Notation>(d: &mut Dis<N>) {
    let e = &E70[L70[d.ctx][((d.bits >> 55) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x71<N: Notation>(d: &mut Dis<N>) {
    let e = &E71[((d.bits >> 25) & 0x1) as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.mem(&S48);
        }
        1 => {
            d.mem(&S49);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x72<N: Notation>(d: &mut Dis<N>) {
    let e = &E72[((d.bits >> 38) & 0x1) as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.reg(&S50);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x73<N: Notation>(d: &mut Dis<N>) {
    let e = &E73[L73[d.ctx][(((d.bits >> 23) & 0x7) | ((d.bits >> 50) & 0x8)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.mem(&S51);
        }
        1 => {
            d.mem(&S52);
        }
        2 => {
            d.mem(&S53);
        }
        3 => {
            d.reg(&S54);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x74<N: Notation>(d: &mut Dis<N>) {
    let e = &E74[L74[d.ctx][(((d.bits >> 23) & 0x7) | ((d.bits >> 50) & 0x8)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.mem(&S55);
        }
        1 => {
            d.mem(&S56);
        }
        2 => {
            d.mem(&S57);
        }
        3 => {
            d.mem(&S58);
        }
        4 => {
            d.reg(&S45);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x75<N: Notation>(d: &mut Dis<N>) {
    match ((d.bits >> 61) as usize & 1) << 0
        | ((d.bits >> 62) as usize & 1) << 1
        | ((d.bits >> 63) as usize & 1) << 2
        | ((d.bits >> 54) as usize & 1) << 3
        | ((d.bits >> 58) as usize & 1) << 4
    {
        0 => {
            d.consumed |= 0x0;
            d.unknown();
            x72(d);
            x63(d);
            x66(d);
            x73(d);
            x74(d);
            return;
        }
        1 => match B75_1[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("mov") }, 3, 0x8c25570201fdf00e);
                d.reg(&S31);
                d.reg(&S24);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        2 => match B75_2[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("mov") }, 3, 0x8c25570201fdf00e);
                d.reg(&S31);
                d.reg(&S59);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        3 => match B75_3[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("mov") }, 3, 0x8c25570201fdf00e);
                d.reg(&S31);
                d.reg(&S60);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        4 => {
            d.consumed |= 0x0;
            d.unknown();
            x72(d);
            x63(d);
            x66(d);
            x73(d);
            x74(d);
            return;
        }
        5 => match B75_5[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("mov") }, 3, 0x8c25570201fdf00e);
                d.reg(&S50);
                d.reg(&S41);
                if d.compat {
                    gpuisa_engine::format::Printer::<N>::muted(d, x64);
                } else {
                    x64(d);
                }
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        6 => match B75_6[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("shl") }, 3, 0x7508102484b89d1);
                d.reg(&S61);
                x66(d);
                d.imm(&S62);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        7 => {
            if d.bits & 0xe4400000f0000000 == 0xe000000000000000 && d.ptype & 0x8 != 0 {
                d.consumed |= 0xe4400000f0000000;
                d.word16(const { pad16("st") }, 2, 0x19476000157ac73);
                d.word16(const { pad16("b16") }, 3, 0x73c09e01f4a0467d);
                x69(d);
                x68(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        8 => {
            d.consumed |= 0x0;
            d.unknown();
            x72(d);
            x63(d);
            x66(d);
            x73(d);
            x74(d);
            return;
        }
        9 => match B75_9[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("mov") }, 3, 0x8c25570201fdf00e);
                d.reg(&S31);
                d.reg(&S24);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        10 => match B75_10[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("mov") }, 3, 0x8c25570201fdf00e);
                d.reg(&S31);
                d.reg(&S59);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        11 => match B75_11[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("mov") }, 3, 0x8c25570201fdf00e);
                d.reg(&S31);
                d.reg(&S60);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        12 => match B75_12[(((d.bits >> 28) & 0xf) | ((d.bits >> 51) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xe0c00000f0000000;
                d.word16(const { pad16("st") }, 2, 0x19476000157ac73);
                d.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
                d.mem(&S63);
                d.reg(&S45);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        13 => match B75_13[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("mov") }, 3, 0x8c25570201fdf00e);
                d.reg(&S50);
                d.reg(&S41);
                if d.compat {
                    gpuisa_engine::format::Printer::<N>::muted(d, x64);
                } else {
                    x64(d);
                }
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        14 => match B75_14[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("shl") }, 3, 0x7508102484b89d1);
                d.reg(&S61);
                x66(d);
                d.imm(&S62);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        15 => {
            if d.bits & 0xe0400000f0000000 == 0xe040000000000000 && d.ptype & 0x8 != 0 {
                d.consumed |= 0xe0400000f0000000;
                d.word16(const { pad16("st") }, 2, 0x19476000157ac73);
                d.word16(const { pad16("b8") }, 2, 0x15abc000126ab1e);
                x67(d);
                x68(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        16 => {
            if d.bits & 0xe4200000f0000000 == 0x420000000000000 && d.ptype & 0x3 != 0 {
                d.consumed |= 0xe4200000f0000000;
                x62(d);
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                d.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
                x63(d);
                d.mem(&S64);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        17 => match B75_17[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("mov") }, 3, 0x8c25570201fdf00e);
                d.reg(&S31);
                d.reg(&S24);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        18 => match B75_18[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("mov") }, 3, 0x8c25570201fdf00e);
                d.reg(&S31);
                d.reg(&S59);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        19 => match B75_19[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("mov") }, 3, 0x8c25570201fdf00e);
                d.reg(&S31);
                d.reg(&S60);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        20 => {
            d.consumed |= 0x0;
            d.unknown();
            x72(d);
            x63(d);
            x66(d);
            x73(d);
            x74(d);
            return;
        }
        21 => match B75_21[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("mov") }, 3, 0x8c25570201fdf00e);
                d.reg(&S50);
                d.reg(&S41);
                if d.compat {
                    gpuisa_engine::format::Printer::<N>::muted(d, x64);
                } else {
                    x64(d);
                }
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        22 => match B75_22[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("shl") }, 3, 0x7508102484b89d1);
                d.reg(&S61);
                x66(d);
                d.imm(&S62);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        23 => {
            if d.bits & 0xe4400000f0000000 == 0xe400000000000000 && d.ptype & 0x8 != 0 {
                d.consumed |= 0xe4400000f0000000;
                d.word16(const { pad16("st") }, 2, 0x19476000157ac73);
                x70(d);
                d.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
                x71(d);
                x68(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        24 => {
            if d.bits & 0xe4200000f0000000 == 0x420000000000000 && d.ptype & 0x3 != 0 {
                d.consumed |= 0xe4200000f0000000;
                x62(d);
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                d.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
                x63(d);
                d.mem(&S64);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        25 => match B75_25[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("mov") }, 3, 0x8c25570201fdf00e);
                d.reg(&S31);
                d.reg(&S24);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        26 => match B75_26[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("mov") }, 3, 0x8c25570201fdf00e);
                d.reg(&S31);
                d.reg(&S59);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        27 => match B75_27[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("mov") }, 3, 0x8c25570201fdf00e);
                d.reg(&S31);
                d.reg(&S60);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        28 => match B75_28[(((d.bits >> 28) & 0xf) | ((d.bits >> 51) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xe0c00000f0000000;
                d.word16(const { pad16("st") }, 2, 0x19476000157ac73);
                d.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
                d.mem(&S63);
                d.reg(&S45);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        29 => match B75_29[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("mov") }, 3, 0x8c25570201fdf00e);
                d.reg(&S50);
                d.reg(&S41);
                if d.compat {
                    gpuisa_engine::format::Printer::<N>::muted(d, x64);
                } else {
                    x64(d);
                }
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        30 => match B75_30[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("shl") }, 3, 0x7508102484b89d1);
                d.reg(&S61);
                x66(d);
                d.imm(&S62);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        31 => {
            if d.bits & 0xe0400000f0000000 == 0xe040000000000000 && d.ptype & 0x8 != 0 {
                d.consumed |= 0xe0400000f0000000;
                d.word16(const { pad16("st") }, 2, 0x19476000157ac73);
                d.word16(const { pad16("b8") }, 2, 0x15abc000126ab1e);
                x67(d);
                x68(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        _ => {}
    }
    d.unknown();
}
fn x76<N: Notation>(d: &mut Dis<N>) {
    let e = &E76[((d.bits >> 57) & 0x1) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x77<N: Notation>(d: &mut Dis<N>) {
    let e = &E77[L77[(((d.bits >> 2) & 0x7f) | ((d.bits >> 28) & 0x80)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.discard();
        }
        1 => {
            d.mem(&S65);
        }
        2 => {
            d.reg(&S30);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x78<N: Notation>(d: &mut Dis<N>) {
    let e = &E78[L78[d.ctx][(((d.bits >> 23) & 0x3) | ((d.bits >> 51) & 0x4)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.mem(&S40);
        }
        1 => {
            d.reg(&S66);
        }
        2 => {
            x65(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x79<N: Notation>(d: &mut Dis<N>) {
    if d.bits & 0x4000008000001fc == 0x8000001fc {
        d.consumed |= 0x4000008000001fc;
        d.discard();
        return;
    }
    if d.bits & 0x4000008000001fc == 0x4000008000001fc {
        d.consumed |= 0x4000008000001fc;
        if !d.compat {
            d.word16(const { pad16("whole") }, 5, 0x177fd8b40daf5f57);
        }
        d.discard();
        return;
    }
    if d.bits & 0x400000800000000 == 0x800000000 {
        d.consumed |= 0x400000800000000;
        d.mem(&S65);
        return;
    }
    if d.bits & 0x400000800000000 == 0x400000800000000 {
        d.consumed |= 0x400000800000000;
        if !d.compat {
            d.word16(const { pad16("whole") }, 5, 0x177fd8b40daf5f57);
        }
        d.mem(&S32);
        return;
    }
    if d.bits & 0x400000800000000 == 0x0 {
        d.consumed |= 0x400000800000000;
        d.reg(&S30);
        return;
    }
    if d.bits & 0x400000800000000 == 0x400000000000000 {
        d.consumed |= 0x400000800000000;
        d.reg(&S31);
        return;
    }
    d.unknown();
}
fn x80<N: Notation>(d: &mut Dis<N>) {
    let e = &E80[(((d.bits >> 25) & 0x1) | ((d.bits >> 45) & 0x6)) as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
            d.mem(&S28);
        }
        1 => {
            d.words(&e.words[0]);
            d.mem(&S67);
        }
        2 => {
            d.words(&e.words[0]);
            d.mem(&S68);
        }
        3 => {
            d.words(&e.words[0]);
            d.mem(&S69);
        }
        4 => {
            d.words(&e.words[0]);
            d.mem(&S70);
        }
        5 => {
            d.words(&e.words[0]);
            d.mem(&S71);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x81<N: Notation>(d: &mut Dis<N>) {
    match ((d.bits >> 61) as usize & 1) << 0
        | ((d.bits >> 62) as usize & 1) << 1
        | ((d.bits >> 46) as usize & 1) << 2
        | ((d.bits >> 47) as usize & 1) << 3
        | ((d.bits >> 9) as usize & 1) << 4
        | ((d.bits >> 10) as usize & 1) << 5
    {
        0 => match B81_0[(((d.bits >> 28) & 0xf) | ((d.bits >> 54) & 0x10) | ((d.bits >> 58) & 0x20)) as usize] {
            0 => {
                d.consumed |= 0xe4000000f0000000;
                x62(d);
                let e = &R2[((d.bits >> 57) & 0x1) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x77(d);
                x78(d);
                return;
            }
            1 => {
                d.consumed |= 0xe4000000f0000000;
                x62(d);
                let e = &R3[((d.bits >> 57) & 0x1) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x63(d);
                x66(d);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        1 => match B81_1[(((d.bits >> 28) & 0xf) | ((d.bits >> 59) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                x79(d);
                x80(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        2 => {
            if d.bits & 0xe000c000f0000000 == 0x4000000010000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.consumed |= 0xe000c000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                x79(d);
                d.word16(const { pad16("u8") }, 2, 0x1803e000146a441);
                x67(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        3 => {
            d.consumed |= 0x0;
            d.unknown();
            x72(d);
            x63(d);
            x66(d);
            x73(d);
            x74(d);
            return;
        }
        4 => match B81_4[(((d.bits >> 28) & 0xf) | ((d.bits >> 54) & 0x10) | ((d.bits >> 58) & 0x20)) as usize] {
            0 => {
                d.consumed |= 0xe4000000f0000000;
                x62(d);
                let e = &R4[((d.bits >> 57) & 0x1) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x77(d);
                x78(d);
                return;
            }
            1 => {
                d.consumed |= 0xe4000000f0000000;
                x62(d);
                let e = &R5[((d.bits >> 57) & 0x1) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x63(d);
                x66(d);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        5 => match B81_5[(((d.bits >> 28) & 0xf) | ((d.bits >> 59) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                x79(d);
                x80(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        6 => {
            if d.bits & 0xe000c000f0000000 == 0x4000400010000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.consumed |= 0xe000c000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                x79(d);
                d.word16(const { pad16("u16") }, 3, 0xd36ecf022aeec240);
                x69(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        7 => {
            d.consumed |= 0x0;
            d.unknown();
            x72(d);
            x63(d);
            x66(d);
            x73(d);
            x74(d);
            return;
        }
        8 => match B81_8[(((d.bits >> 28) & 0xf) | ((d.bits >> 54) & 0x10) | ((d.bits >> 58) & 0x20)) as usize] {
            0 => {
                d.consumed |= 0xe4000000f0000000;
                x62(d);
                let e = &R6[((d.bits >> 57) & 0x1) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x77(d);
                x78(d);
                return;
            }
            1 => {
                d.consumed |= 0xe4000000f0000000;
                x62(d);
                let e = &R7[((d.bits >> 57) & 0x1) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x63(d);
                x66(d);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        9 => match B81_9[(((d.bits >> 28) & 0xf) | ((d.bits >> 59) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                x79(d);
                x80(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        10 => {
            if d.bits & 0xe000c000f0000000 == 0x4000800010000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.consumed |= 0xe000c000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                x79(d);
                d.word16(const { pad16("s16") }, 3, 0x621d502474a34ce);
                x69(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        11 => {
            d.consumed |= 0x0;
            d.unknown();
            x72(d);
            x63(d);
            x66(d);
            x73(d);
            x74(d);
            return;
        }
        12 => match B81_12[(((d.bits >> 28) & 0xf) | ((d.bits >> 54) & 0x10) | ((d.bits >> 58) & 0x20)) as usize] {
            0 => {
                d.consumed |= 0xe4000000f0000000;
                x62(d);
                let e = &R8[((d.bits >> 57) & 0x1) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x77(d);
                x78(d);
                return;
            }
            1 => {
                d.consumed |= 0xe4000000f0000000;
                x62(d);
                let e = &R9[((d.bits >> 57) & 0x1) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x63(d);
                x66(d);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        13 => match B81_13[(((d.bits >> 28) & 0xf) | ((d.bits >> 59) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                x79(d);
                x80(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        14 => {
            if d.bits & 0xe080c000f0000000 == 0x4000c00010000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.consumed |= 0xe080c000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                x79(d);
                d.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
                x71(d);
                return;
            }
            if d.bits & 0xe080c000f0000000 == 0x4080c00010000000 && d.feats & 0x2 == 0x2 && d.ptype & 0x8 != 0 {
                d.consumed |= 0xe080c000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                d.word16(const { pad16("lock") }, 4, 0x9f255639d92c52b);
                d.reg(&S50);
                x79(d);
                d.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
                x71(d);
                if d.compat {
                    gpuisa_engine::format::Printer::<N>::muted(d, x64);
                } else {
                    x64(d);
                }
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        15 => {
            d.consumed |= 0x0;
            d.unknown();
            x72(d);
            x63(d);
            x66(d);
            x73(d);
            x74(d);
            return;
        }
        16 => match B81_16[(((d.bits >> 28) & 0xf) | ((d.bits >> 54) & 0x10) | ((d.bits >> 58) & 0x20)) as usize] {
            0 => {
                d.consumed |= 0xe4000000f0000000;
                x62(d);
                let e = &R10[((d.bits >> 57) & 0x1) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x77(d);
                x78(d);
                return;
            }
            1 => {
                d.consumed |= 0xe4000000f0000000;
                x62(d);
                let e = &R11[((d.bits >> 57) & 0x1) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x63(d);
                x66(d);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        17 => match B81_17[(((d.bits >> 28) & 0xf) | ((d.bits >> 59) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                x79(d);
                x80(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        18 => {
            if d.bits & 0xe000c000f0000000 == 0x4000000010000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.consumed |= 0xe000c000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                x79(d);
                d.word16(const { pad16("u8") }, 2, 0x1803e000146a441);
                x67(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        19 => {
            if d.bits & 0xe0000000f0000600 == 0x6000000010000200 && d.feats & 0x2 == 0x2 {
                d.consumed |= 0xe0000000f0000600;
                d.word16(const { pad16("vote") }, 4, 0x6d107fb70fdfb708);
                d.word16(const { pad16("any") }, 3, 0x6bf4aa01f07506ce);
                d.reg(&S50);
                if d.compat {
                    gpuisa_engine::format::Printer::<N>::muted(d, x64);
                } else {
                    x64(d);
                }
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        20 => match B81_20[(((d.bits >> 28) & 0xf) | ((d.bits >> 54) & 0x10) | ((d.bits >> 58) & 0x20)) as usize] {
            0 => {
                d.consumed |= 0xe4000000f0000000;
                x62(d);
                let e = &R12[((d.bits >> 57) & 0x1) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x77(d);
                x78(d);
                return;
            }
            1 => {
                d.consumed |= 0xe4000000f0000000;
                x62(d);
                let e = &R13[((d.bits >> 57) & 0x1) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x63(d);
                x66(d);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        21 => match B81_21[(((d.bits >> 28) & 0xf) | ((d.bits >> 59) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                x79(d);
                x80(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        22 => {
            if d.bits & 0xe000c000f0000000 == 0x4000400010000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.consumed |= 0xe000c000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                x79(d);
                d.word16(const { pad16("u16") }, 3, 0xd36ecf022aeec240);
                x69(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        23 => {
            if d.bits & 0xe0000000f0000600 == 0x6000000010000200 && d.feats & 0x2 == 0x2 {
                d.consumed |= 0xe0000000f0000600;
                d.word16(const { pad16("vote") }, 4, 0x6d107fb70fdfb708);
                d.word16(const { pad16("any") }, 3, 0x6bf4aa01f07506ce);
                d.reg(&S50);
                if d.compat {
                    gpuisa_engine::format::Printer::<N>::muted(d, x64);
                } else {
                    x64(d);
                }
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        24 => match B81_24[(((d.bits >> 28) & 0xf) | ((d.bits >> 54) & 0x10) | ((d.bits >> 58) & 0x20)) as usize] {
            0 => {
                d.consumed |= 0xe4000000f0000000;
                x62(d);
                let e = &R14[((d.bits >> 57) & 0x1) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x77(d);
                x78(d);
                return;
            }
            1 => {
                d.consumed |= 0xe4000000f0000000;
                x62(d);
                let e = &R15[((d.bits >> 57) & 0x1) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x63(d);
                x66(d);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        25 => match B81_25[(((d.bits >> 28) & 0xf) | ((d.bits >> 59) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                x79(d);
                x80(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        26 => {
            if d.bits & 0xe000c000f0000000 == 0x4000800010000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.consumed |= 0xe000c000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                x79(d);
                d.word16(const { pad16("s16") }, 3, 0x621d502474a34ce);
                x69(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        27 => {
            if d.bits & 0xe0000000f0000600 == 0x6000000010000200 && d.feats & 0x2 == 0x2 {
                d.consumed |= 0xe0000000f0000600;
                d.word16(const { pad16("vote") }, 4, 0x6d107fb70fdfb708);
                d.word16(const { pad16("any") }, 3, 0x6bf4aa01f07506ce);
                d.reg(&S50);
                if d.compat {
                    gpuisa_engine::format::Printer::<N>::muted(d, x64);
                } else {
                    x64(d);
                }
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        28 => match B81_28[(((d.bits >> 28) & 0xf) | ((d.bits >> 54) & 0x10) | ((d.bits >> 58) & 0x20)) as usize] {
            0 => {
                d.consumed |= 0xe4000000f0000000;
                x62(d);
                let e = &R16[((d.bits >> 57) & 0x1) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x77(d);
                x78(d);
                return;
            }
            1 => {
                d.consumed |= 0xe4000000f0000000;
                x62(d);
                let e = &R17[((d.bits >> 57) & 0x1) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x63(d);
                x66(d);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        29 => match B81_29[(((d.bits >> 28) & 0xf) | ((d.bits >> 59) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                x79(d);
                x80(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        30 => {
            if d.bits & 0xe080c000f0000000 == 0x4000c00010000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.consumed |= 0xe080c000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                x79(d);
                d.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
                x71(d);
                return;
            }
            if d.bits & 0xe080c000f0000000 == 0x4080c00010000000 && d.feats & 0x2 == 0x2 && d.ptype & 0x8 != 0 {
                d.consumed |= 0xe080c000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                d.word16(const { pad16("lock") }, 4, 0x9f255639d92c52b);
                d.reg(&S50);
                x79(d);
                d.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
                x71(d);
                if d.compat {
                    gpuisa_engine::format::Printer::<N>::muted(d, x64);
                } else {
                    x64(d);
                }
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        31 => {
            if d.bits & 0xe0000000f0000600 == 0x6000000010000200 && d.feats & 0x2 == 0x2 {
                d.consumed |= 0xe0000000f0000600;
                d.word16(const { pad16("vote") }, 4, 0x6d107fb70fdfb708);
                d.word16(const { pad16("any") }, 3, 0x6bf4aa01f07506ce);
                d.reg(&S50);
                if d.compat {
                    gpuisa_engine::format::Printer::<N>::muted(d, x64);
                } else {
                    x64(d);
                }
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        32 => match B81_32[(((d.bits >> 28) & 0xf) | ((d.bits >> 54) & 0x10) | ((d.bits >> 58) & 0x20)) as usize] {
            0 => {
                d.consumed |= 0xe4000000f0000000;
                x62(d);
                let e = &R18[((d.bits >> 57) & 0x1) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x77(d);
                x78(d);
                return;
            }
            1 => {
                d.consumed |= 0xe4000000f0000000;
                x62(d);
                let e = &R19[((d.bits >> 57) & 0x1) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x63(d);
                x66(d);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        33 => match B81_33[(((d.bits >> 28) & 0xf) | ((d.bits >> 59) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                x79(d);
                x80(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        34 => {
            if d.bits & 0xe000c000f0000000 == 0x4000000010000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.consumed |= 0xe000c000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                x79(d);
                d.word16(const { pad16("u8") }, 2, 0x1803e000146a441);
                x67(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        35 => {
            if d.bits & 0xe0000000f0000600 == 0x6000000010000400 && d.feats & 0x2 == 0x2 {
                d.consumed |= 0xe0000000f0000600;
                d.word16(const { pad16("vote") }, 4, 0x6d107fb70fdfb708);
                d.word16(const { pad16("all") }, 3, 0x6bfa9b01f07958ff);
                d.reg(&S50);
                if d.compat {
                    gpuisa_engine::format::Printer::<N>::muted(d, x64);
                } else {
                    x64(d);
                }
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        36 => match B81_36[(((d.bits >> 28) & 0xf) | ((d.bits >> 54) & 0x10) | ((d.bits >> 58) & 0x20)) as usize] {
            0 => {
                d.consumed |= 0xe4000000f0000000;
                x62(d);
                let e = &R20[((d.bits >> 57) & 0x1) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x77(d);
                x78(d);
                return;
            }
            1 => {
                d.consumed |= 0xe4000000f0000000;
                x62(d);
                let e = &R21[((d.bits >> 57) & 0x1) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x63(d);
                x66(d);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        37 => match B81_37[(((d.bits >> 28) & 0xf) | ((d.bits >> 59) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                x79(d);
                x80(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        38 => {
            if d.bits & 0xe000c000f0000000 == 0x4000400010000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.consumed |= 0xe000c000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                x79(d);
                d.word16(const { pad16("u16") }, 3, 0xd36ecf022aeec240);
                x69(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        39 => {
            if d.bits & 0xe0000000f0000600 == 0x6000000010000400 && d.feats & 0x2 == 0x2 {
                d.consumed |= 0xe0000000f0000600;
                d.word16(const { pad16("vote") }, 4, 0x6d107fb70fdfb708);
                d.word16(const { pad16("all") }, 3, 0x6bfa9b01f07958ff);
                d.reg(&S50);
                if d.compat {
                    gpuisa_engine::format::Printer::<N>::muted(d, x64);
                } else {
                    x64(d);
                }
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        40 => match B81_40[(((d.bits >> 28) & 0xf) | ((d.bits >> 54) & 0x10) | ((d.bits >> 58) & 0x20)) as usize] {
            0 => {
                d.consumed |= 0xe4000000f0000000;
                x62(d);
                let e = &R22[((d.bits >> 57) & 0x1) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x77(d);
                x78(d);
                return;
            }
            1 => {
                d.consumed |= 0xe4000000f0000000;
                x62(d);
                let e = &R23[((d.bits >> 57) & 0x1) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x63(d);
                x66(d);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        41 => match B81_41[(((d.bits >> 28) & 0xf) | ((d.bits >> 59) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                x79(d);
                x80(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        42 => {
            if d.bits & 0xe000c000f0000000 == 0x4000800010000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.consumed |= 0xe000c000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                x79(d);
                d.word16(const { pad16("s16") }, 3, 0x621d502474a34ce);
                x69(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        43 => {
            if d.bits & 0xe0000000f0000600 == 0x6000000010000400 && d.feats & 0x2 == 0x2 {
                d.consumed |= 0xe0000000f0000600;
                d.word16(const { pad16("vote") }, 4, 0x6d107fb70fdfb708);
                d.word16(const { pad16("all") }, 3, 0x6bfa9b01f07958ff);
                d.reg(&S50);
                if d.compat {
                    gpuisa_engine::format::Printer::<N>::muted(d, x64);
                } else {
                    x64(d);
                }
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        44 => match B81_44[(((d.bits >> 28) & 0xf) | ((d.bits >> 54) & 0x10) | ((d.bits >> 58) & 0x20)) as usize] {
            0 => {
                d.consumed |= 0xe4000000f0000000;
                x62(d);
                let e = &R24[((d.bits >> 57) & 0x1) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x77(d);
                x78(d);
                return;
            }
            1 => {
                d.consumed |= 0xe4000000f0000000;
                x62(d);
                let e = &R25[((d.bits >> 57) & 0x1) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x63(d);
                x66(d);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        45 => match B81_45[(((d.bits >> 28) & 0xf) | ((d.bits >> 59) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                x79(d);
                x80(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        46 => {
            if d.bits & 0xe080c000f0000000 == 0x4000c00010000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.consumed |= 0xe080c000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                x79(d);
                d.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
                x71(d);
                return;
            }
            if d.bits & 0xe080c000f0000000 == 0x4080c00010000000 && d.feats & 0x2 == 0x2 && d.ptype & 0x8 != 0 {
                d.consumed |= 0xe080c000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                d.word16(const { pad16("lock") }, 4, 0x9f255639d92c52b);
                d.reg(&S50);
                x79(d);
                d.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
                x71(d);
                if d.compat {
                    gpuisa_engine::format::Printer::<N>::muted(d, x64);
                } else {
                    x64(d);
                }
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        47 => {
            if d.bits & 0xe0000000f0000600 == 0x6000000010000400 && d.feats & 0x2 == 0x2 {
                d.consumed |= 0xe0000000f0000600;
                d.word16(const { pad16("vote") }, 4, 0x6d107fb70fdfb708);
                d.word16(const { pad16("all") }, 3, 0x6bfa9b01f07958ff);
                d.reg(&S50);
                if d.compat {
                    gpuisa_engine::format::Printer::<N>::muted(d, x64);
                } else {
                    x64(d);
                }
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        48 => match B81_48[(((d.bits >> 28) & 0xf) | ((d.bits >> 54) & 0x10) | ((d.bits >> 58) & 0x20)) as usize] {
            0 => {
                d.consumed |= 0xe4000000f0000000;
                x62(d);
                let e = &R26[((d.bits >> 57) & 0x1) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x77(d);
                x78(d);
                return;
            }
            1 => {
                d.consumed |= 0xe4000000f0000000;
                x62(d);
                let e = &R27[((d.bits >> 57) & 0x1) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x63(d);
                x66(d);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        49 => match B81_49[(((d.bits >> 28) & 0xf) | ((d.bits >> 59) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                x79(d);
                x80(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        50 => {
            if d.bits & 0xe000c000f0000000 == 0x4000000010000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.consumed |= 0xe000c000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                x79(d);
                d.word16(const { pad16("u8") }, 2, 0x1803e000146a441);
                x67(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        51 => {
            d.consumed |= 0x0;
            d.unknown();
            x72(d);
            x63(d);
            x66(d);
            x73(d);
            x74(d);
            return;
        }
        52 => match B81_52[(((d.bits >> 28) & 0xf) | ((d.bits >> 54) & 0x10) | ((d.bits >> 58) & 0x20)) as usize] {
            0 => {
                d.consumed |= 0xe4000000f0000000;
                x62(d);
                let e = &R28[((d.bits >> 57) & 0x1) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x77(d);
                x78(d);
                return;
            }
            1 => {
                d.consumed |= 0xe4000000f0000000;
                x62(d);
                let e = &R29[((d.bits >> 57) & 0x1) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x63(d);
                x66(d);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        53 => match B81_53[(((d.bits >> 28) & 0xf) | ((d.bits >> 59) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                x79(d);
                x80(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        54 => {
            if d.bits & 0xe000c000f0000000 == 0x4000400010000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.consumed |= 0xe000c000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                x79(d);
                d.word16(const { pad16("u16") }, 3, 0xd36ecf022aeec240);
                x69(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        55 => {
            d.consumed |= 0x0;
            d.unknown();
            x72(d);
            x63(d);
            x66(d);
            x73(d);
            x74(d);
            return;
        }
        56 => match B81_56[(((d.bits >> 28) & 0xf) | ((d.bits >> 54) & 0x10) | ((d.bits >> 58) & 0x20)) as usize] {
            0 => {
                d.consumed |= 0xe4000000f0000000;
                x62(d);
                let e = &R30[((d.bits >> 57) & 0x1) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x77(d);
                x78(d);
                return;
            }
            1 => {
                d.consumed |= 0xe4000000f0000000;
                x62(d);
                let e = &R31[((d.bits >> 57) & 0x1) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x63(d);
                x66(d);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        57 => match B81_57[(((d.bits >> 28) & 0xf) | ((d.bits >> 59) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                x79(d);
                x80(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        58 => {
            if d.bits & 0xe000c000f0000000 == 0x4000800010000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.consumed |= 0xe000c000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                x79(d);
                d.word16(const { pad16("s16") }, 3, 0x621d502474a34ce);
                x69(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        59 => {
            d.consumed |= 0x0;
            d.unknown();
            x72(d);
            x63(d);
            x66(d);
            x73(d);
            x74(d);
            return;
        }
        60 => match B81_60[(((d.bits >> 28) & 0xf) | ((d.bits >> 54) & 0x10) | ((d.bits >> 58) & 0x20)) as usize] {
            0 => {
                d.consumed |= 0xe4000000f0000000;
                x62(d);
                let e = &R32[((d.bits >> 57) & 0x1) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x77(d);
                x78(d);
                return;
            }
            1 => {
                d.consumed |= 0xe4000000f0000000;
                x62(d);
                let e = &R33[((d.bits >> 57) & 0x1) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x63(d);
                x66(d);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        61 => match B81_61[(((d.bits >> 28) & 0xf) | ((d.bits >> 59) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                x79(d);
                x80(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        62 => {
            if d.bits & 0xe080c000f0000000 == 0x4000c00010000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.consumed |= 0xe080c000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                x79(d);
                d.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
                x71(d);
                return;
            }
            if d.bits & 0xe080c000f0000000 == 0x4080c00010000000 && d.feats & 0x2 == 0x2 && d.ptype & 0x8 != 0 {
                d.consumed |= 0xe080c000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                d.word16(const { pad16("lock") }, 4, 0x9f255639d92c52b);
                d.reg(&S50);
                x79(d);
                d.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
                x71(d);
                if d.compat {
                    gpuisa_engine::format::Printer::<N>::muted(d, x64);
                } else {
                    x64(d);
                }
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        63 => {
            d.consumed |= 0x0;
            d.unknown();
            x72(d);
            x63(d);
            x66(d);
            x73(d);
            x74(d);
            return;
        }
        _ => {}
    }
    d.unknown();
}
fn x82<N: Notation>(d: &mut Dis<N>) {
    let e = &E82[((d.bits >> 59) & 0x1) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x83<N: Notation>(d: &mut Dis<N>) {
    let e = &E83[L83[d.ctx][(((d.bits >> 23) & 0x7) | ((d.bits >> 50) & 0x8)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.mem(&S72);
        }
        1 => {
            d.mem(&S73);
        }
        2 => {
            d.mem(&S58);
        }
        3 => {
            d.reg(&S44);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x84<N: Notation>(d: &mut Dis<N>) {
    let e = &E84[(((d.bits >> 22) & 0x1) | ((d.bits >> 27) & 0x2)) as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.reg(&S24);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x85<N: Notation>(d: &mut Dis<N>) {
    let e = &E85[L85[(((d.bits >> 29) & 0x7) | ((d.bits >> 55) & 0x8) | ((d.bits >> 57) & 0x70)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            x7(d);
            d.words(&e.words[0]);
            x82(d);
            x72(d);
            x77(d);
            x78(d);
            x83(d);
            x84(d);
        }
        1 => {
            x7(d);
            d.words(&e.words[0]);
            x82(d);
            x72(d);
            x63(d);
            x66(d);
            x74(d);
            x84(d);
        }
        2 => {
            d.unknown();
            x72(d);
            x63(d);
            x66(d);
            x73(d);
            x74(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x86<N: Notation>(d: &mut Dis<N>) {
    let e = &E86[((d.bits >> 46) & 0x7) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x87<N: Notation>(d: &mut Dis<N>) {
    let e = &E87[((d.bits >> 59) & 0x1) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x88<N: Notation>(d: &mut Dis<N>) {
    let e = &E88[L88[d.ctx][(((d.bits >> 23) & 0x7) | ((d.bits >> 50) & 0x8)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.mem(&S74);
        }
        1 => {
            d.mem(&S75);
        }
        2 => {
            d.mem(&S76);
        }
        3 => {
            d.reg(&S77);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x89<N: Notation>(d: &mut Dis<N>) {
    let e = &E89[((d.bits >> 59) & 0x1) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x90<N: Notation>(d: &mut Dis<N>) {
    let e = &E90[((d.bits >> 52) & 0x1) as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            x88(d);
        }
        1 => {
            d.imm(&S78);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x91<N: Notation>(d: &mut Dis<N>) {
    let e = &E91[((d.bits >> 52) & 0x1) as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            x73(d);
        }
        1 => {
            d.imm(&S78);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x92<N: Notation>(d: &mut Dis<N>) {
    let e = &E92[L92[(((d.bits >> 28) & 0xf) | ((d.bits >> 54) & 0x10) | ((d.bits >> 56) & 0xe0)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            x7(d);
            d.words(&e.words[0]);
            x82(d);
            x72(d);
            x77(d);
            x78(d);
            x83(d);
            x84(d);
        }
        1 => {
            x7(d);
            d.words(&e.words[0]);
            x82(d);
            x72(d);
            x63(d);
            x66(d);
            x74(d);
            x84(d);
        }
        2 => {
            d.words(&e.words[0]);
            x72(d);
            x77(d);
            x86(d);
            x87(d);
            x78(d);
            x88(d);
        }
        3 => {
            d.words(&e.words[0]);
            x72(d);
            x63(d);
            x86(d);
            x89(d);
            x66(d);
            x73(d);
        }
        4 => {
            d.words(&e.words[0]);
            x87(d);
            x72(d);
            x77(d);
            x78(d);
            x88(d);
        }
        5 => {
            d.words(&e.words[0]);
            x89(d);
            x72(d);
            x63(d);
            x66(d);
            x73(d);
        }
        6 => {
            d.words(&e.words[0]);
            x72(d);
            x77(d);
            x78(d);
            x90(d);
        }
        7 => {
            d.words(&e.words[0]);
            x72(d);
            x63(d);
            x66(d);
            x91(d);
        }
        8 => {
            d.words(&e.words[0]);
            x87(d);
            x72(d);
            x77(d);
            x78(d);
            x90(d);
        }
        9 => {
            d.words(&e.words[0]);
            x89(d);
            x72(d);
            x63(d);
            x66(d);
            x91(d);
        }
        10 => {
            d.unknown();
            x72(d);
            x63(d);
            x66(d);
            x73(d);
            x74(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x93<N: Notation>(d: &mut Dis<N>) {
    let e = &E93[((d.bits >> 47) & 0x1) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x94<N: Notation>(d: &mut Dis<N>) {
    let e = &E94[((d.bits >> 46) & 0x1) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x95<N: Notation>(d: &mut Dis<N>) {
    let e = &E95[((d.bits >> 46) & 0x1) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x96<N: Notation>(d: &mut Dis<N>) {
    let e = &E96[((d.bits >> 47) & 0x1) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x97<N: Notation>(d: &mut Dis<N>) {
    let e = &E97[L97[(((d.bits >> 28) & 0xf) | ((d.bits >> 44) & 0x10) | ((d.bits >> 56) & 0xe0)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
            x72(d);
            x63(d);
            x93(d);
            x78(d);
            x94(d);
            x88(d);
        }
        1 => {
            d.words(&e.words[0]);
            x72(d);
            x63(d);
            x95(d);
            x96(d);
            x66(d);
            x73(d);
        }
        2 => {
            d.unknown();
            x72(d);
            x63(d);
            x66(d);
            x73(d);
            x74(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x98<N: Notation>(d: &mut Dis<N>) {
    let e = &E98[L98[(((d.bits >> 28) & 0xf) | ((d.bits >> 54) & 0x10) | ((d.bits >> 56) & 0xe0)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
            x72(d);
            x63(d);
            x87(d);
            x78(d);
            x88(d);
            x74(d);
        }
        1 => {
            d.words(&e.words[0]);
            x72(d);
            x63(d);
            x89(d);
            x66(d);
            x73(d);
            x74(d);
        }
        2 => {
            d.unknown();
            x72(d);
            x63(d);
            x66(d);
            x73(d);
            x74(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x99<N: Notation>(d: &mut Dis<N>) {
    let e = &E99[((d.bits >> 58) & 0x3) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x100<N: Notation>(d: &mut Dis<N>) {
    let e = &E100[((d.bits >> 58) & 0x3) as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.reg(&S24);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x101<N: Notation>(d: &mut Dis<N>) {
    let e = &E101[L101[(((d.bits >> 28) & 0xf) | ((d.bits >> 57) & 0x70)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            x99(d);
            x72(d);
            x63(d);
            d.open();
            d.words(&e.words[0]);
            x78(d);
            x88(d);
            d.close();
            x74(d);
            x100(d);
        }
        1 => {
            x99(d);
            d.words(&e.words[0]);
            x72(d);
            x63(d);
            d.open();
            d.words(&e.words[1]);
            x78(d);
            x88(d);
            d.close();
            x74(d);
            x100(d);
        }
        2 => {
            x99(d);
            x72(d);
            x63(d);
            d.open();
            d.words(&e.words[0]);
            x66(d);
            x73(d);
            d.close();
            x74(d);
            x100(d);
        }
        3 => {
            x99(d);
            d.words(&e.words[0]);
            x72(d);
            x63(d);
            d.open();
            d.words(&e.words[1]);
            x66(d);
            x73(d);
            d.close();
            x74(d);
            x100(d);
        }
        4 => {
            d.unknown();
            x72(d);
            x63(d);
            x66(d);
            x73(d);
            x74(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x102<N: Notation>(d: &mut Dis<N>) {
    let e = &E102[L102[(((d.bits >> 28) & 0xf) | ((d.bits >> 57) & 0x70)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            x99(d);
            d.words(&e.words[0]);
            x72(d);
            x63(d);
            d.open();
            d.words(&e.words[1]);
            x66(d);
            x73(d);
            d.close();
            x74(d);
            x100(d);
        }
        1 => {
            d.unknown();
            x72(d);
            x63(d);
            x66(d);
            x73(d);
            x74(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x103<N: Notation>(d: &mut Dis<N>) {
    let e = &E103[((d.bits >> 58) & 0x1) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x104<N: Notation>(d: &mut Dis<N>) {
    if d.bits & 0x70000f0000000 == 0x80000000 && d.ptype & 0x4 != 0 {
        d.consumed |= 0x70000f0000000;
        d.word16(const { pad16("interp") }, 6, 0x63b9afb36712bda);
        d.reg(&S31);
        d.mem(&S79);
        return;
    }
    if d.bits & 0x70000f0000000 == 0x1000080000000 && d.ptype & 0x4 != 0 {
        d.consumed |= 0x70000f0000000;
        d.word16(const { pad16("interp") }, 6, 0x63b9afb36712bda);
        d.reg(&S31);
        d.word16(const { pad16("cent") }, 4, 0x72b6b85c6e9bfb9a);
        d.mem(&S79);
        return;
    }
    if d.bits & 0x70000f0000000 == 0x2000080000000 && d.ptype & 0x4 != 0 {
        d.consumed |= 0x70000f0000000;
        d.word16(const { pad16("interp") }, 6, 0x63b9afb36712bda);
        d.reg(&S31);
        d.mem(&S79);
        x103(d);
        d.reg(&S41);
        return;
    }
    if d.bits & 0x70000f0000000 == 0x3000080000000 && d.ptype & 0x4 != 0 {
        d.consumed |= 0x70000f0000000;
        d.word16(const { pad16("interp") }, 6, 0x63b9afb36712bda);
        d.reg(&S31);
        d.word16(const { pad16("cent") }, 4, 0x72b6b85c6e9bfb9a);
        d.mem(&S79);
        x103(d);
        d.reg(&S41);
        return;
    }
    if d.bits & 0x70000f0000000 == 0x4000080000000 && d.ptype & 0x4 != 0 {
        d.consumed |= 0x70000f0000000;
        d.word16(const { pad16("interp") }, 6, 0x63b9afb36712bda);
        d.reg(&S31);
        d.word16(const { pad16("flat") }, 4, 0xa1737932ec499adb);
        d.mem(&S79);
        return;
    }
    {
        d.consumed |= 0x0;
        d.unknown();
        x72(d);
        x63(d);
        x66(d);
        x73(d);
        x74(d);
        return;
    }
}
fn x105<N: Notation>(d: &mut Dis<N>) {
    let e = &E105[((d.bits >> 52) & 0x1) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x106<N: Notation>(d: &mut Dis<N>) {
    {
        d.consumed |= 0x0;
        let e = &R34[(((d.bits >> 52) & 0x1) | ((d.bits >> 57) & 0x2)) as usize];
        d.consumed |= e.mask;
        d.words(&e.words[0]);
        return;
    }
}
fn x107<N: Notation>(d: &mut Dis<N>) {
    let e = &E107[L107[(((d.bits >> 28) & 0xf) | ((d.bits >> 55) & 0x10) | ((d.bits >> 56) & 0xe0)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
            x63(d);
            x106(d);
            d.reg(&S41);
        }
        1 => {
            d.words(&e.words[0]);
            x63(d);
            d.reg(&S41);
        }
        2 => {
            d.unknown();
            x72(d);
            x63(d);
            x66(d);
            x73(d);
            x74(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x108<N: Notation>(d: &mut Dis<N>) {
    let e = &E108[((d.bits >> 61) & 0x1) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x109<N: Notation>(d: &mut Dis<N>) {
    {
        d.consumed |= 0x0;
        let e = &R35[(((d.bits >> 52) & 0x1) | ((d.bits >> 60) & 0x2)) as usize];
        d.consumed |= e.mask;
        d.words(&e.words[0]);
        return;
    }
}
fn x110<N: Notation>(d: &mut Dis<N>) {
    let e = &E110[((d.bits >> 51) & 0x1) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x111<N: Notation>(d: &mut Dis<N>) {
    let e = &E111[((d.bits >> 49) & 0x3) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x112<N: Notation>(d: &mut Dis<N>) {
    let e = &E112[((d.bits >> 49) & 0x3) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x113<N: Notation>(d: &mut Dis<N>) {
    let e = &E113[((d.bits >> 49) & 0x3) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x114<N: Notation>(d: &mut Dis<N>) {
    let e = &E114[((d.bits >> 46) & 0x7) as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
            x78(d);
        }
        1 => {
            d.words(&e.words[0]);
            x66(d);
        }
        2 => {
            d.words(&e.words[0]);
            d.reg(&S41);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x115<N: Notation>(d: &mut Dis<N>) {
    if d.bits & 0x400000800000000 == 0x0 {
        d.consumed |= 0x400000800000000;
        d.reg(&S30);
        return;
    }
    if d.bits & 0x400000800000000 == 0x400000000000000 {
        d.consumed |= 0x400000800000000;
        d.reg(&S31);
        return;
    }
    if d.bits & 0x4000008000001fc == 0x8000001fc {
        d.consumed |= 0x4000008000001fc;
        d.discard();
        return;
    }
    if d.bits & 0x4000008000001fc == 0x4000008000001fc {
        d.consumed |= 0x4000008000001fc;
        if !d.compat {
            d.word16(const { pad16("whole") }, 5, 0x177fd8b40daf5f57);
        }
        d.discard();
        return;
    }
    if d.bits & 0x400000800000000 == 0x800000000 {
        d.consumed |= 0x400000800000000;
        d.mem(&S65);
        return;
    }
    if d.bits & 0x400000800000000 == 0x400000800000000 {
        d.consumed |= 0x400000800000000;
        if !d.compat {
            d.word16(const { pad16("whole") }, 5, 0x177fd8b40daf5f57);
        }
        d.mem(&S32);
        return;
    }
    d.unknown();
}
fn x116<N: Notation>(d: &mut Dis<N>) {
    match ((d.bits >> 62) as usize & 1) << 0
        | ((d.bits >> 63) as usize & 1) << 1
        | ((d.bits >> 58) as usize & 1) << 2
        | ((d.bits >> 54) as usize & 1) << 3
        | ((d.bits >> 46) as usize & 1) << 4
        | ((d.bits >> 59) as usize & 1) << 5
    {
        0 => match B116_0[(((d.bits >> 28) & 0xf) | ((d.bits >> 47) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xcc080000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                d.word16(const { pad16("u16") }, 3, 0xd36ecf022aeec240);
                x72(d);
                x77(d);
                x114(d);
                return;
            }
            1 => {
                d.consumed |= 0xc8080000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                d.word16(const { pad16("u8") }, 2, 0x1803e000146a441);
                x72(d);
                x115(d);
                x114(d);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        1 => match B116_1[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xc4400000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R36[((d.bits >> 49) & 0x7) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                x77(d);
                x114(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        2 => match B116_2[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xcc404000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R37[((d.bits >> 49) & 0x3) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                x77(d);
                d.word16(const { pad16("f16") }, 3, 0x51876a01e15ca359);
                x78(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        3 => match B116_3[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xcc404000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R38[((d.bits >> 51) & 0x1) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                x77(d);
                d.word16(const { pad16("f16") }, 3, 0x51876a01e15ca359);
                x78(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        4 => match B116_4[(((d.bits >> 28) & 0xf) | ((d.bits >> 47) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xc8080000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                d.word16(const { pad16("u8") }, 2, 0x1803e000146a441);
                x72(d);
                x115(d);
                x114(d);
                return;
            }
            1 => {
                d.consumed |= 0xcc080000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                d.word16(const { pad16("u32") }, 3, 0xd3684b022ae97646);
                x72(d);
                x63(d);
                x114(d);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        5 => match B116_5[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xc4400000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R39[((d.bits >> 49) & 0x7) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                x63(d);
                x114(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        6 => match B116_6[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xcc404000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R40[((d.bits >> 49) & 0x3) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                x63(d);
                d.word16(const { pad16("f16") }, 3, 0x51876a01e15ca359);
                x78(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        7 => match B116_7[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xcc404000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R41[((d.bits >> 51) & 0x1) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                x63(d);
                d.word16(const { pad16("f16") }, 3, 0x51876a01e15ca359);
                x78(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        8 => match B116_8[(((d.bits >> 28) & 0xf) | ((d.bits >> 47) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xcc080000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                d.word16(const { pad16("u16") }, 3, 0xd36ecf022aeec240);
                x72(d);
                x77(d);
                x114(d);
                return;
            }
            1 => {
                d.consumed |= 0xc8080000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                d.word16(const { pad16("u8") }, 2, 0x1803e000146a441);
                x72(d);
                x115(d);
                x114(d);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        9 => {
            d.consumed |= 0x0;
            d.unknown();
            x72(d);
            x63(d);
            x66(d);
            x73(d);
            x74(d);
            return;
        }
        10 => {
            d.consumed |= 0x0;
            d.unknown();
            x72(d);
            x63(d);
            x66(d);
            x73(d);
            x74(d);
            return;
        }
        11 => {
            d.consumed |= 0x0;
            d.unknown();
            x72(d);
            x63(d);
            x66(d);
            x73(d);
            x74(d);
            return;
        }
        12 => match B116_12[(((d.bits >> 28) & 0xf) | ((d.bits >> 47) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xc8080000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                d.word16(const { pad16("u8") }, 2, 0x1803e000146a441);
                x72(d);
                x115(d);
                x114(d);
                return;
            }
            1 => {
                d.consumed |= 0xcc080000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                d.word16(const { pad16("u32") }, 3, 0xd3684b022ae97646);
                x72(d);
                x63(d);
                x114(d);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        13 => {
            if d.bits & 0xc4414000f0000000 == 0x44400000a0000000 && d.feats & 0x4 == 0x4 {
                d.consumed |= 0xc4414000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R42[((d.bits >> 49) & 0x7) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                d.reg(&S80);
                d.word16(const { pad16("u32") }, 3, 0xd3684b022ae97646);
                x66(d);
                return;
            }
            if d.bits & 0xc4414000f0000000 == 0x44410000a0000000 && d.feats & 0x4 == 0x4 {
                d.consumed |= 0xc4414000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R43[((d.bits >> 49) & 0x7) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                d.reg(&S80);
                d.word16(const { pad16("s32") }, 3, 0x6284102474f5800);
                x66(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        14 => {
            if d.bits & 0xcc404000f0000000 == 0x84400000a0000000 && d.feats & 0x4 == 0x4 {
                d.consumed |= 0xcc404000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R44[((d.bits >> 49) & 0x3) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                d.reg(&S80);
                d.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
                x66(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        15 => {
            if d.bits & 0xc4404000f0000000 == 0xc4400000a0000000 && d.feats & 0x4 == 0x4 {
                d.consumed |= 0xc4404000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                d.word16(const { pad16("f64") }, 3, 0x516fe601e148e42c);
                x72(d);
                d.reg(&S80);
                d.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
                x66(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        16 => match B116_16[(((d.bits >> 28) & 0xf) | ((d.bits >> 47) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xcc080000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                d.word16(const { pad16("u16") }, 3, 0xd36ecf022aeec240);
                x72(d);
                x77(d);
                x114(d);
                return;
            }
            1 => {
                d.consumed |= 0xc8080000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                d.word16(const { pad16("u8") }, 2, 0x1803e000146a441);
                x72(d);
                x115(d);
                x114(d);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        17 => match B116_17[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xc4400000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R45[((d.bits >> 49) & 0x7) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                x77(d);
                x114(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        18 => match B116_18[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xcc404000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R46[((d.bits >> 49) & 0x3) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                x77(d);
                d.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
                x66(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        19 => match B116_19[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xcc404000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R47[((d.bits >> 49) & 0x7) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                x77(d);
                d.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
                x66(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        20 => match B116_20[(((d.bits >> 28) & 0xf) | ((d.bits >> 47) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xc8080000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                d.word16(const { pad16("u8") }, 2, 0x1803e000146a441);
                x72(d);
                x115(d);
                x114(d);
                return;
            }
            1 => {
                d.consumed |= 0xcc080000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                d.word16(const { pad16("u32") }, 3, 0xd3684b022ae97646);
                x72(d);
                x63(d);
                x114(d);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        21 => match B116_21[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xc4400000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R48[((d.bits >> 49) & 0x7) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                x63(d);
                x114(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        22 => match B116_22[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xcc404000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R49[((d.bits >> 49) & 0x3) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                x63(d);
                d.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
                x66(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        23 => match B116_23[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xcc404000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R50[((d.bits >> 49) & 0x7) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                x63(d);
                d.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
                x66(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        24 => match B116_24[(((d.bits >> 28) & 0xf) | ((d.bits >> 47) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xcc080000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                d.word16(const { pad16("u16") }, 3, 0xd36ecf022aeec240);
                x72(d);
                x77(d);
                x114(d);
                return;
            }
            1 => {
                d.consumed |= 0xc8080000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                d.word16(const { pad16("u8") }, 2, 0x1803e000146a441);
                x72(d);
                x115(d);
                x114(d);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        25 => {
            if d.bits & 0xc4414000f0000000 == 0x40404000a0000000 && d.feats & 0x4 == 0x4 {
                d.consumed |= 0xc4414000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R51[((d.bits >> 49) & 0x7) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                x63(d);
                d.word16(const { pad16("u64") }, 3, 0xd37963022af81241);
                d.reg(&S81);
                return;
            }
            if d.bits & 0xc4414000f0000000 == 0x40414000a0000000 && d.feats & 0x4 == 0x4 {
                d.consumed |= 0xc4414000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R52[((d.bits >> 49) & 0x7) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                x63(d);
                d.word16(const { pad16("s64") }, 3, 0x61e550247472577);
                d.reg(&S81);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        26 => {
            if d.bits & 0xcc404000f0000000 == 0x80404000a0000000 && d.feats & 0x4 == 0x4 {
                d.consumed |= 0xcc404000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R53[((d.bits >> 49) & 0x3) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                x63(d);
                d.word16(const { pad16("f64") }, 3, 0x516fe601e148e42c);
                d.reg(&S81);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        27 => {
            if d.bits & 0xc4404000f0000000 == 0xc0404000a0000000 && d.feats & 0x4 == 0x4 {
                d.consumed |= 0xc4404000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R54[((d.bits >> 49) & 0x3) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                x63(d);
                d.word16(const { pad16("f64") }, 3, 0x516fe601e148e42c);
                d.reg(&S81);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        28 => match B116_28[(((d.bits >> 28) & 0xf) | ((d.bits >> 47) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xc8080000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                d.word16(const { pad16("u8") }, 2, 0x1803e000146a441);
                x72(d);
                x115(d);
                x114(d);
                return;
            }
            1 => {
                d.consumed |= 0xcc080000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                d.word16(const { pad16("u32") }, 3, 0xd3684b022ae97646);
                x72(d);
                x63(d);
                x114(d);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        29 => {
            if d.bits & 0xc4414000f0000000 == 0x44404000a0000000 && d.feats & 0x4 == 0x4 {
                d.consumed |= 0xc4414000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R55[((d.bits >> 49) & 0x7) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                d.reg(&S80);
                d.word16(const { pad16("u64") }, 3, 0xd37963022af81241);
                d.reg(&S81);
                return;
            }
            if d.bits & 0xc4414000f0000000 == 0x44414000a0000000 && d.feats & 0x4 == 0x4 {
                d.consumed |= 0xc4414000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R56[((d.bits >> 49) & 0x7) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                d.reg(&S80);
                d.word16(const { pad16("s64") }, 3, 0x61e550247472577);
                d.reg(&S81);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        30 => {
            if d.bits & 0xcc404000f0000000 == 0x84404000a0000000 && d.feats & 0x4 == 0x4 {
                d.consumed |= 0xcc404000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R57[((d.bits >> 49) & 0x3) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                d.reg(&S80);
                d.word16(const { pad16("f64") }, 3, 0x516fe601e148e42c);
                d.reg(&S81);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        31 => {
            if d.bits & 0xcc404000f0000000 == 0xc4404000a0000000 && d.feats & 0x4 == 0x4 {
                d.consumed |= 0xcc404000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                d.word16(const { pad16("f64") }, 3, 0x516fe601e148e42c);
                x72(d);
                d.reg(&S80);
                d.word16(const { pad16("f64") }, 3, 0x516fe601e148e42c);
                d.reg(&S81);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        32 => match B116_32[(((d.bits >> 28) & 0xf) | ((d.bits >> 47) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xcc080000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                d.word16(const { pad16("s16") }, 3, 0x621d502474a34ce);
                x72(d);
                x77(d);
                x114(d);
                return;
            }
            1 => {
                d.consumed |= 0xc8080000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                d.word16(const { pad16("s8") }, 2, 0x194420001575417);
                x72(d);
                x115(d);
                x114(d);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        33 => match B116_33[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xc4400000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R58[((d.bits >> 49) & 0x7) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                x77(d);
                x114(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        34 => match B116_34[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xcc404000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R59[((d.bits >> 49) & 0x3) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                x77(d);
                d.word16(const { pad16("f16") }, 3, 0x51876a01e15ca359);
                x78(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        35 => match B116_35[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xcc404000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R60[((d.bits >> 49) & 0x7) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                x77(d);
                d.word16(const { pad16("f16") }, 3, 0x51876a01e15ca359);
                x78(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        36 => match B116_36[(((d.bits >> 28) & 0xf) | ((d.bits >> 47) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xc8080000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                d.word16(const { pad16("s8") }, 2, 0x194420001575417);
                x72(d);
                x115(d);
                x114(d);
                return;
            }
            1 => {
                d.consumed |= 0xcc080000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                d.word16(const { pad16("s32") }, 3, 0x6284102474f5800);
                x72(d);
                x63(d);
                x114(d);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        37 => match B116_37[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xc4400000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R61[((d.bits >> 49) & 0x7) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                x63(d);
                x114(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        38 => match B116_38[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xcc404000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R62[((d.bits >> 49) & 0x3) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                x63(d);
                d.word16(const { pad16("f16") }, 3, 0x51876a01e15ca359);
                x78(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        39 => match B116_39[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xcc404000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R63[((d.bits >> 49) & 0x7) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                x63(d);
                d.word16(const { pad16("f16") }, 3, 0x51876a01e15ca359);
                x78(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        40 => match B116_40[(((d.bits >> 28) & 0xf) | ((d.bits >> 47) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xcc080000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                d.word16(const { pad16("s16") }, 3, 0x621d502474a34ce);
                x72(d);
                x77(d);
                x114(d);
                return;
            }
            1 => {
                d.consumed |= 0xc8080000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                d.word16(const { pad16("s8") }, 2, 0x194420001575417);
                x72(d);
                x115(d);
                x114(d);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        41 => {
            d.consumed |= 0x0;
            d.unknown();
            x72(d);
            x63(d);
            x66(d);
            x73(d);
            x74(d);
            return;
        }
        42 => {
            d.consumed |= 0x0;
            d.unknown();
            x72(d);
            x63(d);
            x66(d);
            x73(d);
            x74(d);
            return;
        }
        43 => {
            d.consumed |= 0x0;
            d.unknown();
            x72(d);
            x63(d);
            x66(d);
            x73(d);
            x74(d);
            return;
        }
        44 => match B116_44[(((d.bits >> 28) & 0xf) | ((d.bits >> 47) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xc8080000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                d.word16(const { pad16("s8") }, 2, 0x194420001575417);
                x72(d);
                x115(d);
                x114(d);
                return;
            }
            1 => {
                d.consumed |= 0xcc080000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                d.word16(const { pad16("s32") }, 3, 0x6284102474f5800);
                x72(d);
                x63(d);
                x114(d);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        45 => {
            if d.bits & 0xc4414000f0000000 == 0x44400000a0000000 && d.feats & 0x4 == 0x4 {
                d.consumed |= 0xc4414000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R64[((d.bits >> 49) & 0x7) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                d.reg(&S80);
                d.word16(const { pad16("u32") }, 3, 0xd3684b022ae97646);
                x66(d);
                return;
            }
            if d.bits & 0xc4414000f0000000 == 0x44410000a0000000 && d.feats & 0x4 == 0x4 {
                d.consumed |= 0xc4414000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R65[((d.bits >> 49) & 0x7) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                d.reg(&S80);
                d.word16(const { pad16("s32") }, 3, 0x6284102474f5800);
                x66(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        46 => {
            if d.bits & 0xcc404000f0000000 == 0x8c400000a0000000 && d.feats & 0x4 == 0x4 {
                d.consumed |= 0xcc404000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R66[((d.bits >> 49) & 0x3) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                d.reg(&S80);
                d.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
                x66(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        47 => {
            if d.bits & 0xc4404000f0000000 == 0xc4400000a0000000 && d.feats & 0x4 == 0x4 {
                d.consumed |= 0xc4404000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                d.word16(const { pad16("f64") }, 3, 0x516fe601e148e42c);
                x72(d);
                d.reg(&S80);
                d.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
                x66(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        48 => match B116_48[(((d.bits >> 28) & 0xf) | ((d.bits >> 47) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xcc080000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                d.word16(const { pad16("s16") }, 3, 0x621d502474a34ce);
                x72(d);
                x77(d);
                x114(d);
                return;
            }
            1 => {
                d.consumed |= 0xc8080000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                d.word16(const { pad16("s8") }, 2, 0x194420001575417);
                x72(d);
                x115(d);
                x114(d);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        49 => match B116_49[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xc4400000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R67[((d.bits >> 49) & 0x7) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                x77(d);
                x114(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        50 => match B116_50[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xcc404000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R68[((d.bits >> 49) & 0x3) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                x77(d);
                d.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
                x66(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        51 => match B116_51[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xcc404000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R69[((d.bits >> 49) & 0x7) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                x77(d);
                d.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
                x66(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        52 => match B116_52[(((d.bits >> 28) & 0xf) | ((d.bits >> 47) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xc8080000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                d.word16(const { pad16("s8") }, 2, 0x194420001575417);
                x72(d);
                x115(d);
                x114(d);
                return;
            }
            1 => {
                d.consumed |= 0xcc080000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                d.word16(const { pad16("s32") }, 3, 0x6284102474f5800);
                x72(d);
                x63(d);
                x114(d);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        53 => match B116_53[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xc4400000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R70[((d.bits >> 49) & 0x7) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                x63(d);
                x114(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        54 => match B116_54[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xcc404000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R71[((d.bits >> 49) & 0x3) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                x63(d);
                d.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
                x66(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        55 => match B116_55[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xcc404000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R72[((d.bits >> 49) & 0x7) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                x63(d);
                d.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
                x66(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        56 => match B116_56[(((d.bits >> 28) & 0xf) | ((d.bits >> 47) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xcc080000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                d.word16(const { pad16("s16") }, 3, 0x621d502474a34ce);
                x72(d);
                x77(d);
                x114(d);
                return;
            }
            1 => {
                d.consumed |= 0xc8080000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                d.word16(const { pad16("s8") }, 2, 0x194420001575417);
                x72(d);
                x115(d);
                x114(d);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        57 => {
            if d.bits & 0xc4414000f0000000 == 0x40404000a0000000 && d.feats & 0x4 == 0x4 {
                d.consumed |= 0xc4414000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R73[((d.bits >> 49) & 0x7) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                x63(d);
                d.word16(const { pad16("u64") }, 3, 0xd37963022af81241);
                d.reg(&S81);
                return;
            }
            if d.bits & 0xc4414000f0000000 == 0x40414000a0000000 && d.feats & 0x4 == 0x4 {
                d.consumed |= 0xc4414000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R74[((d.bits >> 49) & 0x7) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                x63(d);
                d.word16(const { pad16("s64") }, 3, 0x61e550247472577);
                d.reg(&S81);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        58 => {
            if d.bits & 0xcc404000f0000000 == 0x88404000a0000000 && d.feats & 0x4 == 0x4 {
                d.consumed |= 0xcc404000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R75[((d.bits >> 49) & 0x3) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                x63(d);
                d.word16(const { pad16("f64") }, 3, 0x516fe601e148e42c);
                d.reg(&S81);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        59 => {
            if d.bits & 0xc4404000f0000000 == 0xc0404000a0000000 && d.feats & 0x4 == 0x4 {
                d.consumed |= 0xc4404000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R76[((d.bits >> 49) & 0x3) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                x63(d);
                d.word16(const { pad16("f64") }, 3, 0x516fe601e148e42c);
                d.reg(&S81);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        60 => match B116_60[(((d.bits >> 28) & 0xf) | ((d.bits >> 47) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xc8080000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                d.word16(const { pad16("s8") }, 2, 0x194420001575417);
                x72(d);
                x115(d);
                x114(d);
                return;
            }
            1 => {
                d.consumed |= 0xcc080000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                d.word16(const { pad16("s32") }, 3, 0x6284102474f5800);
                x72(d);
                x63(d);
                x114(d);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        61 => {
            if d.bits & 0xc4414000f0000000 == 0x44404000a0000000 && d.feats & 0x4 == 0x4 {
                d.consumed |= 0xc4414000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R77[((d.bits >> 49) & 0x7) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                d.reg(&S80);
                d.word16(const { pad16("u64") }, 3, 0xd37963022af81241);
                d.reg(&S81);
                return;
            }
            if d.bits & 0xc4414000f0000000 == 0x44414000a0000000 && d.feats & 0x4 == 0x4 {
                d.consumed |= 0xc4414000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R78[((d.bits >> 49) & 0x7) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                d.reg(&S80);
                d.word16(const { pad16("s64") }, 3, 0x61e550247472577);
                d.reg(&S81);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        62 => {
            if d.bits & 0xcc404000f0000000 == 0x8c404000a0000000 && d.feats & 0x4 == 0x4 {
                d.consumed |= 0xcc404000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R79[((d.bits >> 49) & 0x3) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                d.reg(&S80);
                d.word16(const { pad16("f64") }, 3, 0x516fe601e148e42c);
                d.reg(&S81);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        63 => {
            if d.bits & 0xcc404000f0000000 == 0xcc404000a0000000 && d.feats & 0x4 == 0x4 {
                d.consumed |= 0xcc404000f0000000;
                d.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
                x109(d);
                let e = &R80[((d.bits >> 49) & 0x3) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                d.reg(&S80);
                d.word16(const { pad16("f64") }, 3, 0x516fe601e148e42c);
                d.reg(&S81);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        _ => {}
    }
    d.unknown();
}
fn x117<N: Notation>(d: &mut Dis<N>) {
    let e = &E117[((d.bits >> 61) & 0x1) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x118<N: Notation>(d: &mut Dis<N>) {
    let e = &E118[((d.bits >> 16) & 0x3) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x119<N: Notation>(d: &mut Dis<N>) {
    let e = &E119[((d.bits >> 59) & 0x1) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x120<N: Notation>(d: &mut Dis<N>) {
    let e = &E120[L120[((d.bits >> 46) & 0xf) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x121<N: Notation>(d: &mut Dis<N>) {
    let e = &E121[((d.bits >> 51) & 0x1) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x122<N: Notation>(d: &mut Dis<N>) {
    {
        d.consumed |= 0x0;
        let e = &R81[(((d.bits >> 51) & 0x1) | ((d.bits >> 58) & 0x2)) as usize];
        d.consumed |= e.mask;
        d.words(&e.words[0]);
        return;
    }
}
fn x123<N: Notation>(d: &mut Dis<N>) {
    let e = &E123[L123[(((d.bits >> 28) & 0xf) | ((d.bits >> 42) & 0x10) | ((d.bits >> 56) & 0xe0)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
            x117(d);
            x118(d);
            d.words(&e.words[1]);
            x72(d);
            x63(d);
            x103(d);
            x66(d);
            x119(d);
            x74(d);
        }
        1 => {
            d.words(&e.words[0]);
            x72(d);
            x63(d);
            x120(d);
            d.words(&e.words[1]);
            x106(d);
            x66(d);
            x122(d);
            x73(d);
        }
        2 => {
            d.words(&e.words[0]);
            x72(d);
            x63(d);
            x106(d);
            x66(d);
            x122(d);
            x73(d);
        }
        3 => {
            d.words(&e.words[0]);
            x63(d);
            x106(d);
            x66(d);
        }
        4 => {
            d.unknown();
            x72(d);
            x63(d);
            x66(d);
            x73(d);
            x74(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x124<N: Notation>(d: &mut Dis<N>) {
    let e = &E124[((d.bits >> 52) & 0x1) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x125<N: Notation>(d: &mut Dis<N>) {
    let e = &E125[((d.bits >> 46) & 0x3) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x126<N: Notation>(d: &mut Dis<N>) {
    let e = &E126[((d.bits >> 58) & 0x3) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x127<N: Notation>(d: &mut Dis<N>) {
    let e = &E127[((d.bits >> 56) & 0x3) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x128<N: Notation>(d: &mut Dis<N>) {
    let e = &E128[((d.bits >> 54) & 0x3) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x129<N: Notation>(d: &mut Dis<N>) {
    let e = &E129[((d.bits >> 20) & 0x3) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x130<N: Notation>(d: &mut Dis<N>) {
    let e = &E130[((d.bits >> 16) & 0x7) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x131<N: Notation>(d: &mut Dis<N>) {
    let e = &E131[L131[(((d.bits >> 28) & 0xf) | ((d.bits >> 57) & 0x70)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
            x124(d);
            x125(d);
            d.words(&e.words[1]);
            x72(d);
            x63(d);
            x103(d);
            x66(d);
            x119(d);
            x73(d);
        }
        1 => {
            d.words(&e.words[0]);
            x72(d);
            x63(d);
            x66(d);
            x73(d);
            d.words(&e.words[1]);
            x108(d);
            x74(d);
        }
        2 => {
            d.words(&e.words[0]);
            x126(d);
            x127(d);
            x128(d);
            x129(d);
            x72(d);
            x63(d);
            x130(d);
            d.reg(&S41);
            d.reg(&S45);
        }
        3 => {
            d.unknown();
            x72(d);
            x63(d);
            x66(d);
            x73(d);
            x74(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x132<N: Notation>(d: &mut Dis<N>) {
    let e = &E132[((d.bits >> 46) & 0x3) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x133<N: Notation>(d: &mut Dis<N>) {
    let e = &E133[((d.bits >> 48) & 0x1) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x134<N: Notation>(d: &mut Dis<N>) {
    let e = &E134[((d.bits >> 49) & 0x1) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x135<N: Notation>(d: &mut Dis<N>) {
    let e = &E135[((d.bits >> 53) & 0x7) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x136<N: Notation>(d: &mut Dis<N>) {
    let e = &E136[((d.bits >> 53) & 0x7) as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.reg(&S80);
        }
        1 => {
            d.reg(&S82);
        }
        2 => {
            d.reg(&S31);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x137<N: Notation>(d: &mut Dis<N>) {
    let e = &E137[((d.bits >> 25) & 0x1) as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.mem(&S83);
        }
        1 => {
            d.mem(&S84);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x138<N: Notation>(d: &mut Dis<N>) {
    let e = &E138[L138[d.ctx][((d.bits >> 53) & 0x7) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x139<N: Notation>(d: &mut Dis<N>) {
    let e = &E139[L139[d.ctx][((d.bits >> 53) & 0x7) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x140<N: Notation>(d: &mut Dis<N>) {
    let e = &E140[((d.bits >> 53) & 0x7) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x141<N: Notation>(d: &mut Dis<N>) {
    let e = &E141[((d.bits >> 53) & 0x7) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x142<N: Notation>(d: &mut Dis<N>) {
    let e = &E142[L142[((d.bits >> 34) & 0xf) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
            x138(d);
        }
        1 => {
            d.words(&e.words[0]);
            x139(d);
        }
        2 => {
            d.words(&e.words[0]);
            x140(d);
        }
        3 => {
            d.words(&e.words[0]);
            x141(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x143<N: Notation>(d: &mut Dis<N>) {
    let e = &E143[L143[((d.bits >> 34) & 0xf) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
            x139(d);
        }
        1 => {
            d.words(&e.words[0]);
            x142(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x144<N: Notation>(d: &mut Dis<N>) {
    let e = &E144[((d.bits >> 53) & 0x7) as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.reg(&S85);
        }
        1 => {
            d.reg(&S54);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x145<N: Notation>(d: &mut Dis<N>) {
    let e = &E145[((d.bits >> 53) & 0x7) as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.reg(&S86);
        }
        1 => {
            d.reg(&S45);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x146<N: Notation>(d: &mut Dis<N>) {
    let e = &E146[L146[((d.bits >> 34) & 0xf) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            x145(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x147<N: Notation>(d: &mut Dis<N>) {
    match ((d.bits >> 61) as usize & 1) << 0
        | ((d.bits >> 62) as usize & 1) << 1
        | ((d.bits >> 63) as usize & 1) << 2
        | ((d.bits >> 58) as usize & 1) << 3
    {
        0 => match B147_0[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xe4000000f0000000;
                let e = &R82[((d.bits >> 46) & 0x3) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                x77(d);
                x133(d);
                x78(d);
                x134(d);
                x88(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        1 => match B147_1[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("add") }, 3, 0x6c169301f091c61f);
                d.reg(&S61);
                d.reg(&S59);
                d.imm(&S87);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        2 => match B147_2[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                x135(d);
                x136(d);
                x137(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        3 => match B147_3[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("st") }, 2, 0x19476000157ac73);
                x135(d);
                x137(d);
                x136(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        4 => {
            if d.bits & 0xe0000000f0000000 == 0x80000000d0000000 && d.ptype & 0x8 != 0 {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                x135(d);
                x136(d);
                d.mem(&S88);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        5 => {
            if d.bits & 0xe0000000f0000000 == 0xa0000000d0000000 && d.ptype & 0x8 != 0 {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("st") }, 2, 0x19476000157ac73);
                x135(d);
                d.mem(&S88);
                x136(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        6 => {
            if d.bits & 0xe0000000f0000000 == 0xc0000000d0000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("red") }, 3, 0xff764c0244139e53);
                x142(d);
                d.mem(&S88);
                x136(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        7 => {
            if d.bits & 0xe0000000f0000000 == 0xe0000000d0000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.consumed |= 0xe0000000f0000000;
                x143(d);
                x136(d);
                d.mem(&S89);
                x144(d);
                x146(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        8 => match B147_8[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xe4000000f0000000;
                let e = &R83[((d.bits >> 46) & 0x3) as usize];
                d.consumed |= e.mask;
                d.words(&e.words[0]);
                x72(d);
                x63(d);
                x133(d);
                x66(d);
                x134(d);
                x73(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        9 => match B147_9[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("add") }, 3, 0x6c169301f091c61f);
                d.reg(&S61);
                d.reg(&S59);
                d.imm(&S87);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        10 => match B147_10[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                x135(d);
                x136(d);
                x137(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        11 => match B147_11[((d.bits >> 28) & 0xf) as usize] {
            0 => {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("st") }, 2, 0x19476000157ac73);
                x135(d);
                x137(d);
                x136(d);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        12 => {
            if d.bits & 0xe0000000f0000000 == 0x80000000d0000000 && d.ptype & 0x8 != 0 {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
                x135(d);
                x136(d);
                d.mem(&S88);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        13 => {
            if d.bits & 0xe0000000f0000000 == 0xa0000000d0000000 && d.ptype & 0x8 != 0 {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("st") }, 2, 0x19476000157ac73);
                x135(d);
                d.mem(&S88);
                x136(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        14 => {
            if d.bits & 0xe0000000f0000000 == 0xc0000000d0000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.consumed |= 0xe0000000f0000000;
                d.word16(const { pad16("red") }, 3, 0xff764c0244139e53);
                x142(d);
                d.mem(&S88);
                x136(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        15 => {
            if d.bits & 0xe0000000f0000000 == 0xe0000000d0000000 && d.feats & 0x1 == 0x1 && d.ptype & 0x8 != 0 {
                d.consumed |= 0xe0000000f0000000;
                x143(d);
                x136(d);
                d.mem(&S89);
                x144(d);
                x146(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        _ => {}
    }
    d.unknown();
}
fn x148<N: Notation>(d: &mut Dis<N>) {
    let e = &E148[L148[(((d.bits >> 23) & 0x3) | ((d.bits >> 52) & 0xc)) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x149<N: Notation>(d: &mut Dis<N>) {
    let e = &E149[((d.bits >> 54) & 0x3) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x150<N: Notation>(d: &mut Dis<N>) {
    let e = &E150[((d.bits >> 16) & 0x3) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x151<N: Notation>(d: &mut Dis<N>) {
    if d.bits & 0xc0000000f0000000 == 0xe0000000 {
        d.consumed |= 0xc0000000f0000000;
        let e = &R84[(((d.bits >> 23) & 0x3) | ((d.bits >> 52) & 0xc) | ((d.bits >> 57) & 0x10)) as usize];
        d.consumed |= e.mask;
        d.words(&e.words[0]);
        x72(d);
        x63(d);
        x103(d);
        d.open();
        d.word16(const { pad16("mul") }, 3, 0x8c7d6102024876e2);
        x66(d);
        x73(d);
        d.close();
        x119(d);
        x74(d);
        return;
    }
    if d.bits & 0xe0000000f0000000 == 0x40000000e0000000 && d.feats & 0x4 == 0x4 {
        d.consumed |= 0xe0000000f0000000;
        let e = &R85[((d.bits >> 54) & 0x3) as usize];
        d.consumed |= e.mask;
        d.words(&e.words[0]);
        x72(d);
        d.reg(&S80);
        x103(d);
        d.reg(&S81);
        d.reg(&S85);
        x119(d);
        d.reg(&S86);
        return;
    }
    if d.bits & 0xe0000000f0000000 == 0x60000000e0000000 && d.feats & 0x4 == 0x4 {
        d.consumed |= 0xe0000000f0000000;
        let e = &R86[((d.bits >> 16) & 0x3) as usize];
        d.consumed |= e.mask;
        d.words(&e.words[0]);
        x72(d);
        d.reg(&S80);
        x103(d);
        d.reg(&S81);
        x119(d);
        d.reg(&S86);
        return;
    }
    if d.bits & 0xe0000000f0000000 == 0x80000000e0000000 && d.feats & 0x4 == 0x4 {
        d.consumed |= 0xe0000000f0000000;
        let e = &R87[((d.bits >> 49) & 0x3) as usize];
        d.consumed |= e.mask;
        d.words(&e.words[0]);
        x72(d);
        d.reg(&S80);
        x103(d);
        d.reg(&S81);
        d.reg(&S85);
        return;
    }
    if d.bits & 0xe0000000f0000000 == 0xa0000000e0000000 && d.feats & 0x4 == 0x4 {
        d.consumed |= 0xe0000000f0000000;
        d.word16(const { pad16("min") }, 3, 0x8c1e3f0201f7a898);
        d.word16(const { pad16("f64") }, 3, 0x516fe601e148e42c);
        x72(d);
        d.reg(&S80);
        x106(d);
        d.reg(&S81);
        x122(d);
        d.reg(&S85);
        return;
    }
    if d.bits & 0xe0000000f0000000 == 0xc0000000e0000000 && d.feats & 0x4 == 0x4 {
        d.consumed |= 0xe0000000f0000000;
        d.word16(const { pad16("max") }, 3, 0x8c395502020e95b2);
        d.word16(const { pad16("f64") }, 3, 0x516fe601e148e42c);
        x72(d);
        d.reg(&S80);
        x106(d);
        d.reg(&S81);
        x122(d);
        d.reg(&S85);
        return;
    }
    if d.bits & 0xe0000000f0000000 == 0xe0000000e0000000 && d.feats & 0x4 == 0x4 {
        d.consumed |= 0xe0000000f0000000;
        d.word16(const { pad16("set") }, 3, 0x723830248249f4c);
        x72(d);
        x63(d);
        let e = &R88[((d.bits >> 46) & 0xf) as usize];
        d.consumed |= e.mask;
        d.words(&e.words[0]);
        x106(d);
        d.reg(&S81);
        x122(d);
        d.reg(&S85);
        return;
    }
    {
        d.consumed |= 0x0;
        d.unknown();
        x72(d);
        x63(d);
        x66(d);
        x73(d);
        x74(d);
        return;
    }
}
fn x152<N: Notation>(d: &mut Dis<N>) {
    let e = &E152[((d.bits >> 34) & 0x1) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x153<N: Notation>(d: &mut Dis<N>) {
    let e = &E153[((d.bits >> 35) & 0x1) as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x154<N: Notation>(d: &mut Dis<N>) {
    {
        d.consumed |= 0x0;
        let e = &R89[((d.bits >> 34) & 0x3) as usize];
        d.consumed |= e.mask;
        d.words(&e.words[0]);
        return;
    }
}
fn x155<N: Notation>(d: &mut Dis<N>) {
    match ((d.bits >> 61) as usize & 1) << 0
        | ((d.bits >> 62) as usize & 1) << 1
        | ((d.bits >> 63) as usize & 1) << 2
        | ((d.bits >> 27) as usize & 1) << 3
        | ((d.bits >> 24) as usize & 1) << 4
        | ((d.bits >> 48) as usize & 1) << 5
    {
        0 => match B155_0[(((d.bits >> 28) & 0xf) | ((d.bits >> 56) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xf0000000f9000000;
                d.word16(const { pad16("texauto") }, 7, 0x8c5e56a4e07f9c6);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.vec(&S91);
                d.imm(&S92);
                d.imm(&S93);
                d.imm(&S94);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        1 => match B155_1[(((d.bits >> 28) & 0xf) | ((d.bits >> 56) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xf0000000f8000000;
                d.word16(const { pad16("texbias") }, 7, 0x9cc0ed8293d8bcd4);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.vec(&S91);
                d.imm(&S92);
                d.imm(&S93);
                d.imm(&S94);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        2 => match B155_2[(((d.bits >> 28) & 0xf) | ((d.bits >> 56) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xf0000000f8000000;
                d.word16(const { pad16("texlod") }, 6, 0x615a223099234a08);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.vec(&S91);
                d.imm(&S92);
                d.imm(&S93);
                d.imm(&S94);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        3 => {
            if d.bits & 0xf00f0000f0000000 == 0x60000000f0000000 {
                d.consumed |= 0xf00f0000f0000000;
                d.word16(const { pad16("texsize") }, 7, 0xe46422f3aa5ece4c);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.reg(&S31);
                return;
            }
            if d.bits & 0xf00f0000f8000000 == 0x60020000f0000000 && d.feats & 0x8 == 0x8 {
                d.consumed |= 0xf00f0000f8000000;
                d.word16(const { pad16("texquerylod") }, 11, 0x63a0738e21e65326);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.vec(&S91);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        4 => match B155_4[(((d.bits >> 28) & 0xf) | ((d.bits >> 56) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xf0000000f1000000;
                d.word16(const { pad16("texcsaa") }, 7, 0x6e1d017ba04e5a25);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.vec(&S91);
                d.imm(&S92);
                d.imm(&S93);
                d.imm(&S94);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        5 => {
            d.consumed |= 0x0;
            d.unknown();
            x72(d);
            x63(d);
            x66(d);
            x73(d);
            x74(d);
            return;
        }
        6 => {
            if d.bits & 0xe0000000f0000600 == 0xc0000000f0000200 && d.ptype & 0x2 != 0 {
                d.consumed |= 0xe0000000f0000600;
                d.word16(const { pad16("emit") }, 4, 0xe78fc22842e44c07);
                return;
            }
            if d.bits & 0xe0000000f0000600 == 0xc0000000f0000400 && d.ptype & 0x2 != 0 {
                d.consumed |= 0xe0000000f0000600;
                d.word16(const { pad16("restart") }, 7, 0x5a970e63d4888cff);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        7 => match B155_7[(((d.bits >> 28) & 0xf) | ((d.bits >> 30) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xe0000004f0000000;
                d.word16(const { pad16("nop") }, 3, 0x9747700208ffd769);
                return;
            }
            1 => {
                d.consumed |= 0xe0000004f0000000;
                d.word16(const { pad16("pmevent") }, 7, 0xcc4b46859c9cd551);
                d.imm(&S95);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        8 => match B155_8[(((d.bits >> 28) & 0xf) | ((d.bits >> 56) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xf0000000f9000000;
                d.word16(const { pad16("texauto") }, 7, 0x8c5e56a4e07f9c6);
                d.word16(const { pad16("cube") }, 4, 0xfc4b495cbc3f08c9);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.vec(&S91);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        9 => match B155_9[(((d.bits >> 28) & 0xf) | ((d.bits >> 56) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xf0000000f8000000;
                d.word16(const { pad16("texbias") }, 7, 0x9cc0ed8293d8bcd4);
                d.word16(const { pad16("cube") }, 4, 0xfc4b495cbc3f08c9);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.vec(&S91);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        10 => match B155_10[(((d.bits >> 28) & 0xf) | ((d.bits >> 56) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xf0000000f8000000;
                d.word16(const { pad16("texlod") }, 6, 0x615a223099234a08);
                d.word16(const { pad16("cube") }, 4, 0xfc4b495cbc3f08c9);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.vec(&S91);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        11 => {
            if d.bits & 0xf00f0000f0000000 == 0x60000000f0000000 {
                d.consumed |= 0xf00f0000f0000000;
                d.word16(const { pad16("texsize") }, 7, 0xe46422f3aa5ece4c);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.reg(&S31);
                return;
            }
            if d.bits & 0xf00f0000f8000000 == 0x60020000f8000000 && d.feats & 0x8 == 0x8 {
                d.consumed |= 0xf00f0000f8000000;
                d.word16(const { pad16("texquerylod") }, 11, 0x63a0738e21e65326);
                d.word16(const { pad16("cube") }, 4, 0xfc4b495cbc3f08c9);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.vec(&S91);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        12 => match B155_12[(((d.bits >> 28) & 0xf) | ((d.bits >> 56) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xf0000000f1000000;
                d.word16(const { pad16("texcsaa") }, 7, 0x6e1d017ba04e5a25);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.vec(&S91);
                d.imm(&S92);
                d.imm(&S93);
                d.imm(&S94);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        13 => {
            d.consumed |= 0x0;
            d.unknown();
            x72(d);
            x63(d);
            x66(d);
            x73(d);
            x74(d);
            return;
        }
        14 => {
            if d.bits & 0xe0000000f0000600 == 0xc0000000f0000200 && d.ptype & 0x2 != 0 {
                d.consumed |= 0xe0000000f0000600;
                d.word16(const { pad16("emit") }, 4, 0xe78fc22842e44c07);
                return;
            }
            if d.bits & 0xe0000000f0000600 == 0xc0000000f0000400 && d.ptype & 0x2 != 0 {
                d.consumed |= 0xe0000000f0000600;
                d.word16(const { pad16("restart") }, 7, 0x5a970e63d4888cff);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        15 => match B155_15[(((d.bits >> 28) & 0xf) | ((d.bits >> 30) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xe0000004f0000000;
                d.word16(const { pad16("nop") }, 3, 0x9747700208ffd769);
                return;
            }
            1 => {
                d.consumed |= 0xe0000004f0000000;
                d.word16(const { pad16("pmevent") }, 7, 0xcc4b46859c9cd551);
                d.imm(&S95);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        16 => match B155_16[(((d.bits >> 28) & 0xf) | ((d.bits >> 56) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xf0000000f1000000;
                d.word16(const { pad16("texfetch") }, 8, 0x5ca95544e933f973);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.vec(&S91);
                d.imm(&S92);
                d.imm(&S93);
                d.imm(&S94);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        17 => match B155_17[(((d.bits >> 28) & 0xf) | ((d.bits >> 56) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xf0000000f8000000;
                d.word16(const { pad16("texbias") }, 7, 0x9cc0ed8293d8bcd4);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.vec(&S91);
                d.imm(&S92);
                d.imm(&S93);
                d.imm(&S94);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        18 => match B155_18[(((d.bits >> 28) & 0xf) | ((d.bits >> 56) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xf0000000f8000000;
                d.word16(const { pad16("texlod") }, 6, 0x615a223099234a08);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.vec(&S91);
                d.imm(&S92);
                d.imm(&S93);
                d.imm(&S94);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        19 => {
            if d.bits & 0xf00f0000f0000000 == 0x60000000f0000000 {
                d.consumed |= 0xf00f0000f0000000;
                d.word16(const { pad16("texsize") }, 7, 0xe46422f3aa5ece4c);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.reg(&S31);
                return;
            }
            if d.bits & 0xf00f0000f8000000 == 0x60020000f0000000 && d.feats & 0x8 == 0x8 {
                d.consumed |= 0xf00f0000f8000000;
                d.word16(const { pad16("texquerylod") }, 11, 0x63a0738e21e65326);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.vec(&S91);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        20 => {
            if d.bits & 0xf0000000f9000000 == 0x80000000f1000000 && d.feats & 0x8 == 0x8 {
                d.consumed |= 0xf0000000f9000000;
                d.word16(const { pad16("texgather") }, 9, 0xb4cd0b0796ae3b9a);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.vec(&S91);
                d.imm(&S92);
                d.imm(&S93);
                d.imm(&S94);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        21 => {
            d.consumed |= 0x0;
            d.unknown();
            x72(d);
            x63(d);
            x66(d);
            x73(d);
            x74(d);
            return;
        }
        22 => {
            if d.bits & 0xe0000000f0000600 == 0xc0000000f0000200 && d.ptype & 0x2 != 0 {
                d.consumed |= 0xe0000000f0000600;
                d.word16(const { pad16("emit") }, 4, 0xe78fc22842e44c07);
                return;
            }
            if d.bits & 0xe0000000f0000600 == 0xc0000000f0000400 && d.ptype & 0x2 != 0 {
                d.consumed |= 0xe0000000f0000600;
                d.word16(const { pad16("restart") }, 7, 0x5a970e63d4888cff);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        23 => match B155_23[(((d.bits >> 28) & 0xf) | ((d.bits >> 30) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xe0000004f0000000;
                d.word16(const { pad16("nop") }, 3, 0x9747700208ffd769);
                return;
            }
            1 => {
                d.consumed |= 0xe0000004f0000000;
                d.word16(const { pad16("pmevent") }, 7, 0xcc4b46859c9cd551);
                d.imm(&S95);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        24 => match B155_24[(((d.bits >> 28) & 0xf) | ((d.bits >> 56) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xf0000000f1000000;
                d.word16(const { pad16("texfetch") }, 8, 0x5ca95544e933f973);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.vec(&S91);
                d.imm(&S92);
                d.imm(&S93);
                d.imm(&S94);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        25 => match B155_25[(((d.bits >> 28) & 0xf) | ((d.bits >> 56) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xf0000000f8000000;
                d.word16(const { pad16("texbias") }, 7, 0x9cc0ed8293d8bcd4);
                d.word16(const { pad16("cube") }, 4, 0xfc4b495cbc3f08c9);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.vec(&S91);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        26 => match B155_26[(((d.bits >> 28) & 0xf) | ((d.bits >> 56) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xf0000000f8000000;
                d.word16(const { pad16("texlod") }, 6, 0x615a223099234a08);
                d.word16(const { pad16("cube") }, 4, 0xfc4b495cbc3f08c9);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.vec(&S91);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        27 => {
            if d.bits & 0xf00f0000f0000000 == 0x60000000f0000000 {
                d.consumed |= 0xf00f0000f0000000;
                d.word16(const { pad16("texsize") }, 7, 0xe46422f3aa5ece4c);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.reg(&S31);
                return;
            }
            if d.bits & 0xf00f0000f8000000 == 0x60020000f8000000 && d.feats & 0x8 == 0x8 {
                d.consumed |= 0xf00f0000f8000000;
                d.word16(const { pad16("texquerylod") }, 11, 0x63a0738e21e65326);
                d.word16(const { pad16("cube") }, 4, 0xfc4b495cbc3f08c9);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.vec(&S91);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        28 => {
            if d.bits & 0xf0000000f9000000 == 0x80000000f9000000 && d.feats & 0x8 == 0x8 {
                d.consumed |= 0xf0000000f9000000;
                d.word16(const { pad16("texgather") }, 9, 0xb4cd0b0796ae3b9a);
                d.word16(const { pad16("cube") }, 4, 0xfc4b495cbc3f08c9);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.vec(&S91);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        29 => {
            d.consumed |= 0x0;
            d.unknown();
            x72(d);
            x63(d);
            x66(d);
            x73(d);
            x74(d);
            return;
        }
        30 => {
            if d.bits & 0xe0000000f0000600 == 0xc0000000f0000200 && d.ptype & 0x2 != 0 {
                d.consumed |= 0xe0000000f0000600;
                d.word16(const { pad16("emit") }, 4, 0xe78fc22842e44c07);
                return;
            }
            if d.bits & 0xe0000000f0000600 == 0xc0000000f0000400 && d.ptype & 0x2 != 0 {
                d.consumed |= 0xe0000000f0000600;
                d.word16(const { pad16("restart") }, 7, 0x5a970e63d4888cff);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        31 => match B155_31[(((d.bits >> 28) & 0xf) | ((d.bits >> 30) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xe0000004f0000000;
                d.word16(const { pad16("nop") }, 3, 0x9747700208ffd769);
                return;
            }
            1 => {
                d.consumed |= 0xe0000004f0000000;
                d.word16(const { pad16("pmevent") }, 7, 0xcc4b46859c9cd551);
                d.imm(&S95);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        32 => match B155_32[(((d.bits >> 28) & 0xf) | ((d.bits >> 56) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xf0000000f9000000;
                d.word16(const { pad16("texauto") }, 7, 0x8c5e56a4e07f9c6);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.vec(&S91);
                d.imm(&S92);
                d.imm(&S93);
                d.imm(&S94);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        33 => match B155_33[(((d.bits >> 28) & 0xf) | ((d.bits >> 56) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xf0000000f8000000;
                d.word16(const { pad16("texbias") }, 7, 0x9cc0ed8293d8bcd4);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.vec(&S91);
                d.imm(&S92);
                d.imm(&S93);
                d.imm(&S94);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        34 => match B155_34[(((d.bits >> 28) & 0xf) | ((d.bits >> 56) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xf0000000f8000000;
                d.word16(const { pad16("texlod") }, 6, 0x615a223099234a08);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.vec(&S91);
                d.imm(&S92);
                d.imm(&S93);
                d.imm(&S94);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        35 => {
            d.consumed |= 0x0;
            d.unknown();
            x72(d);
            x63(d);
            x66(d);
            x73(d);
            x74(d);
            return;
        }
        36 => match B155_36[(((d.bits >> 28) & 0xf) | ((d.bits >> 56) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xf0000000f1000000;
                d.word16(const { pad16("texcsaa") }, 7, 0x6e1d017ba04e5a25);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.vec(&S91);
                d.imm(&S92);
                d.imm(&S93);
                d.imm(&S94);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        37 => {
            d.consumed |= 0x0;
            d.unknown();
            x72(d);
            x63(d);
            x66(d);
            x73(d);
            x74(d);
            return;
        }
        38 => {
            if d.bits & 0xe0000000f0000600 == 0xc0000000f0000200 && d.ptype & 0x2 != 0 {
                d.consumed |= 0xe0000000f0000600;
                d.word16(const { pad16("emit") }, 4, 0xe78fc22842e44c07);
                return;
            }
            if d.bits & 0xe0000000f0000600 == 0xc0000000f0000400 && d.ptype & 0x2 != 0 {
                d.consumed |= 0xe0000000f0000600;
                d.word16(const { pad16("restart") }, 7, 0x5a970e63d4888cff);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        39 => match B155_39[(((d.bits >> 28) & 0xf) | ((d.bits >> 30) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xe0000004f0000000;
                d.word16(const { pad16("nop") }, 3, 0x9747700208ffd769);
                return;
            }
            1 => {
                d.consumed |= 0xe0000004f0000000;
                d.word16(const { pad16("pmevent") }, 7, 0xcc4b46859c9cd551);
                d.imm(&S95);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        40 => match B155_40[(((d.bits >> 28) & 0xf) | ((d.bits >> 56) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xf0000000f9000000;
                d.word16(const { pad16("texauto") }, 7, 0x8c5e56a4e07f9c6);
                d.word16(const { pad16("cube") }, 4, 0xfc4b495cbc3f08c9);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.vec(&S91);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        41 => match B155_41[(((d.bits >> 28) & 0xf) | ((d.bits >> 56) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xf0000000f8000000;
                d.word16(const { pad16("texbias") }, 7, 0x9cc0ed8293d8bcd4);
                d.word16(const { pad16("cube") }, 4, 0xfc4b495cbc3f08c9);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.vec(&S91);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        42 => match B155_42[(((d.bits >> 28) & 0xf) | ((d.bits >> 56) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xf0000000f8000000;
                d.word16(const { pad16("texlod") }, 6, 0x615a223099234a08);
                d.word16(const { pad16("cube") }, 4, 0xfc4b495cbc3f08c9);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.vec(&S91);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        43 => {
            if d.bits & 0xf00f0000f8000000 == 0x60010000f8000000 && d.feats & 0x8 == 0x8 {
                d.consumed |= 0xf00f0000f8000000;
                d.word16(const { pad16("texprep") }, 7, 0xafb710ed440fb332);
                d.word16(const { pad16("cube") }, 4, 0xfc4b495cbc3f08c9);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.vec(&S91);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        44 => match B155_44[(((d.bits >> 28) & 0xf) | ((d.bits >> 56) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xf0000000f1000000;
                d.word16(const { pad16("texcsaa") }, 7, 0x6e1d017ba04e5a25);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.vec(&S91);
                d.imm(&S92);
                d.imm(&S93);
                d.imm(&S94);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        45 => {
            d.consumed |= 0x0;
            d.unknown();
            x72(d);
            x63(d);
            x66(d);
            x73(d);
            x74(d);
            return;
        }
        46 => {
            if d.bits & 0xe0000000f0000600 == 0xc0000000f0000200 && d.ptype & 0x2 != 0 {
                d.consumed |= 0xe0000000f0000600;
                d.word16(const { pad16("emit") }, 4, 0xe78fc22842e44c07);
                return;
            }
            if d.bits & 0xe0000000f0000600 == 0xc0000000f0000400 && d.ptype & 0x2 != 0 {
                d.consumed |= 0xe0000000f0000600;
                d.word16(const { pad16("restart") }, 7, 0x5a970e63d4888cff);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        47 => match B155_47[(((d.bits >> 28) & 0xf) | ((d.bits >> 30) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xe0000004f0000000;
                d.word16(const { pad16("nop") }, 3, 0x9747700208ffd769);
                return;
            }
            1 => {
                d.consumed |= 0xe0000004f0000000;
                d.word16(const { pad16("pmevent") }, 7, 0xcc4b46859c9cd551);
                d.imm(&S95);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        48 => match B155_48[(((d.bits >> 28) & 0xf) | ((d.bits >> 56) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xf0000000f1000000;
                d.word16(const { pad16("texfetch") }, 8, 0x5ca95544e933f973);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.vec(&S91);
                d.imm(&S92);
                d.imm(&S93);
                d.imm(&S94);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        49 => match B155_49[(((d.bits >> 28) & 0xf) | ((d.bits >> 56) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xf0000000f8000000;
                d.word16(const { pad16("texbias") }, 7, 0x9cc0ed8293d8bcd4);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.vec(&S91);
                d.imm(&S92);
                d.imm(&S93);
                d.imm(&S94);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        50 => match B155_50[(((d.bits >> 28) & 0xf) | ((d.bits >> 56) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xf0000000f8000000;
                d.word16(const { pad16("texlod") }, 6, 0x615a223099234a08);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.vec(&S91);
                d.imm(&S92);
                d.imm(&S93);
                d.imm(&S94);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        51 => {
            d.consumed |= 0x0;
            d.unknown();
            x72(d);
            x63(d);
            x66(d);
            x73(d);
            x74(d);
            return;
        }
        52 => {
            if d.bits & 0xf0000000f9000000 == 0x80000000f1000000 && d.feats & 0x8 == 0x8 {
                d.consumed |= 0xf0000000f9000000;
                d.word16(const { pad16("texgather") }, 9, 0xb4cd0b0796ae3b9a);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.vec(&S91);
                d.imm(&S92);
                d.imm(&S93);
                d.imm(&S94);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        53 => {
            d.consumed |= 0x0;
            d.unknown();
            x72(d);
            x63(d);
            x66(d);
            x73(d);
            x74(d);
            return;
        }
        54 => {
            if d.bits & 0xe0000000f0000600 == 0xc0000000f0000200 && d.ptype & 0x2 != 0 {
                d.consumed |= 0xe0000000f0000600;
                d.word16(const { pad16("emit") }, 4, 0xe78fc22842e44c07);
                return;
            }
            if d.bits & 0xe0000000f0000600 == 0xc0000000f0000400 && d.ptype & 0x2 != 0 {
                d.consumed |= 0xe0000000f0000600;
                d.word16(const { pad16("restart") }, 7, 0x5a970e63d4888cff);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        55 => match B155_55[(((d.bits >> 28) & 0xf) | ((d.bits >> 30) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xe0000004f0000000;
                d.word16(const { pad16("nop") }, 3, 0x9747700208ffd769);
                return;
            }
            1 => {
                d.consumed |= 0xe0000004f0000000;
                d.word16(const { pad16("pmevent") }, 7, 0xcc4b46859c9cd551);
                d.imm(&S95);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        56 => match B155_56[(((d.bits >> 28) & 0xf) | ((d.bits >> 56) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xf0000000f1000000;
                d.word16(const { pad16("texfetch") }, 8, 0x5ca95544e933f973);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.vec(&S91);
                d.imm(&S92);
                d.imm(&S93);
                d.imm(&S94);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        57 => match B155_57[(((d.bits >> 28) & 0xf) | ((d.bits >> 56) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xf0000000f8000000;
                d.word16(const { pad16("texbias") }, 7, 0x9cc0ed8293d8bcd4);
                d.word16(const { pad16("cube") }, 4, 0xfc4b495cbc3f08c9);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.vec(&S91);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        58 => match B155_58[(((d.bits >> 28) & 0xf) | ((d.bits >> 56) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xf0000000f8000000;
                d.word16(const { pad16("texlod") }, 6, 0x615a223099234a08);
                d.word16(const { pad16("cube") }, 4, 0xfc4b495cbc3f08c9);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.vec(&S91);
                return;
            }
            1 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        59 => {
            if d.bits & 0xf00f0000f8000000 == 0x60010000f8000000 && d.feats & 0x8 == 0x8 {
                d.consumed |= 0xf00f0000f8000000;
                d.word16(const { pad16("texprep") }, 7, 0xafb710ed440fb332);
                d.word16(const { pad16("cube") }, 4, 0xfc4b495cbc3f08c9);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.vec(&S91);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        60 => {
            if d.bits & 0xf0000000f9000000 == 0x80000000f9000000 && d.feats & 0x8 == 0x8 {
                d.consumed |= 0xf0000000f9000000;
                d.word16(const { pad16("texgather") }, 9, 0xb4cd0b0796ae3b9a);
                d.word16(const { pad16("cube") }, 4, 0xfc4b495cbc3f08c9);
                x154(d);
                d.vec(&S90);
                d.reg(&S21);
                d.reg(&S22);
                d.vec(&S91);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        61 => {
            d.consumed |= 0x0;
            d.unknown();
            x72(d);
            x63(d);
            x66(d);
            x73(d);
            x74(d);
            return;
        }
        62 => {
            if d.bits & 0xe0000000f0000600 == 0xc0000000f0000200 && d.ptype & 0x2 != 0 {
                d.consumed |= 0xe0000000f0000600;
                d.word16(const { pad16("emit") }, 4, 0xe78fc22842e44c07);
                return;
            }
            if d.bits & 0xe0000000f0000600 == 0xc0000000f0000400 && d.ptype & 0x2 != 0 {
                d.consumed |= 0xe0000000f0000600;
                d.word16(const { pad16("restart") }, 7, 0x5a970e63d4888cff);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
        }
        63 => match B155_63[(((d.bits >> 28) & 0xf) | ((d.bits >> 30) & 0x10)) as usize] {
            0 => {
                d.consumed |= 0xe0000004f0000000;
                d.word16(const { pad16("nop") }, 3, 0x9747700208ffd769);
                return;
            }
            1 => {
                d.consumed |= 0xe0000004f0000000;
                d.word16(const { pad16("pmevent") }, 7, 0xcc4b46859c9cd551);
                d.imm(&S95);
                return;
            }
            2 => {
                d.consumed |= 0x0;
                d.unknown();
                x72(d);
                x63(d);
                x66(d);
                x73(d);
                x74(d);
                return;
            }
            _ => {}
        },
        _ => {}
    }
    d.unknown();
}
fn x156<N: Notation>(d: &mut Dis<N>) {
    let e = &E156[L156[((d.bits & 0x3) | ((d.bits >> 26) & 0xfc)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            x3(d);
        }
        1 => {
            x6(d);
        }
        2 => {
            x11(d);
        }
        3 => {
            x16(d);
        }
        4 => {
            x18(d);
        }
        5 => {
            x19(d);
        }
        6 => {
            x20(d);
        }
        7 => {
            x23(d);
        }
        8 => {
            x25(d);
        }
        9 => {
            x26(d);
        }
        10 => {
            x27(d);
        }
        11 => {
            x29(d);
        }
        12 => {
            x31(d);
        }
        13 => {
            x32(d);
        }
        14 => {
            x34(d);
        }
        15 => {
            x35(d);
        }
        16 => {
            x36(d);
        }
        17 => {
            x37(d);
        }
        18 => {
            x38(d);
        }
        19 => {
            x39(d);
        }
        20 => {
            x42(d);
        }
        21 => {
            x43(d);
        }
        22 => {
            x44(d);
        }
        23 => {
            x45(d);
        }
        24 => {
            x46(d);
        }
        25 => {
            x47(d);
        }
        26 => {
            x48(d);
        }
        27 => {
            x51(d);
        }
        28 => {
            x52(d);
        }
        29 => {
            x54(d);
        }
        30 => {
            x55(d);
        }
        31 => {
            x56(d);
        }
        32 => {
            x57(d);
        }
        33 => {
            x58(d);
        }
        34 => {
            x60(d);
        }
        35 => {
            x61(d);
        }
        36 => {
            x30(d);
            x75(d);
        }
        37 => {
            x30(d);
            x81(d);
        }
        38 => {
            x30(d);
            x85(d);
        }
        39 => {
            x30(d);
            x92(d);
        }
        40 => {
            x30(d);
            x97(d);
        }
        41 => {
            x30(d);
            x98(d);
        }
        42 => {
            x30(d);
            x101(d);
        }
        43 => {
            x30(d);
            x102(d);
        }
        44 => {
            x30(d);
            x104(d);
        }
        45 => {
            x30(d);
            x107(d);
        }
        46 => {
            x30(d);
            x116(d);
        }
        47 => {
            x30(d);
            x123(d);
        }
        48 => {
            x30(d);
            x131(d);
        }
        49 => {
            x30(d);
            x147(d);
        }
        50 => {
            x30(d);
            x151(d);
        }
        51 => {
            x30(d);
            x155(d);
        }
        52 => {
            d.words(&e.words[0]);
            x30(d);
            x75(d);
        }
        53 => {
            d.words(&e.words[0]);
            x30(d);
            x81(d);
        }
        54 => {
            d.words(&e.words[0]);
            x30(d);
            x85(d);
        }
        55 => {
            d.words(&e.words[0]);
            x30(d);
            x92(d);
        }
        56 => {
            d.words(&e.words[0]);
            x30(d);
            x97(d);
        }
        57 => {
            d.words(&e.words[0]);
            x30(d);
            x98(d);
        }
        58 => {
            d.words(&e.words[0]);
            x30(d);
            x101(d);
        }
        59 => {
            d.words(&e.words[0]);
            x30(d);
            x102(d);
        }
        60 => {
            d.words(&e.words[0]);
            x30(d);
            x104(d);
        }
        61 => {
            d.words(&e.words[0]);
            x30(d);
            x107(d);
        }
        62 => {
            d.words(&e.words[0]);
            x30(d);
            x116(d);
        }
        63 => {
            d.words(&e.words[0]);
            x30(d);
            x123(d);
        }
        64 => {
            d.words(&e.words[0]);
            x30(d);
            x131(d);
        }
        65 => {
            d.words(&e.words[0]);
            x30(d);
            x147(d);
        }
        66 => {
            d.words(&e.words[0]);
            x30(d);
            x151(d);
        }
        67 => {
            d.words(&e.words[0]);
            x30(d);
            x155(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn f0(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_mem(&Atom::Mem(&S2)) {
                return;
            }
        }
        1 => {
            f.word16(const { pad16("u8") }, 2, 0x1803e000146a441);
            if !f.operand_mem(&Atom::Mem(&S0)) {
                return;
            }
        }
        2 => {
            f.word16(const { pad16("u16") }, 3, 0xd36ecf022aeec240);
            if !f.operand_mem(&Atom::Mem(&S3)) {
                return;
            }
        }
        3 => {
            f.word16(const { pad16("s16") }, 3, 0x621d502474a34ce);
            if !f.operand_mem(&Atom::Mem(&S3)) {
                return;
            }
        }
        4 => {
            f.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
            if !f.operand_mem(&Atom::Mem(&S4)) {
                return;
            }
        }
        5 => {
            f.word16(const { pad16("u8") }, 2, 0x1803e000146a441);
            if !f.operand_mem(&Atom::Mem(&S5)) {
                return;
            }
        }
        6 => {
            f.word16(const { pad16("u16") }, 3, 0xd36ecf022aeec240);
            if !f.operand_mem(&Atom::Mem(&S6)) {
                return;
            }
        }
        7 => {
            f.word16(const { pad16("s16") }, 3, 0x621d502474a34ce);
            if !f.operand_mem(&Atom::Mem(&S6)) {
                return;
            }
        }
        8 => {
            f.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
            if !f.operand_mem(&Atom::Mem(&S7)) {
                return;
            }
        }
        9 => {
            if !f.operand_mem(&Atom::Mem(&S1)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f1(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_reg(&Atom::Reg(&S8)) {
                return;
            }
        }
        1 => {
            f0(f);
        }
        _ => f.unknown(),
    }
}
fn f2(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_mem(&Atom::Mem(&S9)) {
                return;
            }
        }
        1 => {
            if !f.operand_mem(&Atom::Mem(&S10)) {
                return;
            }
        }
        2 => {
            if !f.operand_reg(&Atom::Reg(&S11)) {
                return;
            }
        }
        3 => {
            if !f.operand_reg(&Atom::Reg(&S11)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f3(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.unknown();
        }
        1 => {
            f.unknown();
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f1(f);
            f2(f);
        }
        _ => f.unknown(),
    }
}
fn f4(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("sfu") }, 3, 0x72e9402482ec3b4);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f5(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_reg(&Atom::Reg(&S13)) {
                return;
            }
        }
        1 => {
            f0(f);
        }
        _ => f.unknown(),
    }
}
fn f6(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("mov") }, 3, 0x8c25570201fdf00e);
            f4(f);
            f.word16(const { pad16("b16") }, 3, 0x73c09e01f4a0467d);
            if !f.operand_reg(&Atom::Reg(&S14)) {
                return;
            }
            f5(f);
        }
        1 => {
            f.word16(const { pad16("mov") }, 3, 0x8c25570201fdf00e);
            f4(f);
            f.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f1(f);
        }
        2 => {
            f.unknown();
        }
        3 => {
            f.unknown();
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f1(f);
            f2(f);
        }
        _ => f.unknown(),
    }
}
fn f7(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("add") }, 3, 0x6c169301f091c61f);
        }
        1 => {
            f.word16(const { pad16("sub") }, 3, 0x6ed710247f6f146);
        }
        2 => {
            f.word16(const { pad16("subr") }, 4, 0xbc683ae0489bdb5c);
        }
        3 => {
            f.word16(const { pad16("addc") }, 4, 0x3c22484bc7b444b4);
        }
        _ => f.unknown(),
    }
}
fn f8(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("sat") }, 3, 0x73193024830f7d8);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f9(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_mem(&Atom::Mem(&S15)) {
                return;
            }
        }
        1 => {
            if !f.operand_mem(&Atom::Mem(&S16)) {
                return;
            }
        }
        2 => {
            if !f.operand_reg(&Atom::Reg(&S17)) {
                return;
            }
        }
        3 => {
            if !f.operand_reg(&Atom::Reg(&S17)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f10(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_reg(&Atom::Reg(&S18)) {
                return;
            }
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f11(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f7(f);
            f8(f);
            f.word16(const { pad16("b16") }, 3, 0x73c09e01f4a0467d);
            if !f.operand_reg(&Atom::Reg(&S14)) {
                return;
            }
            f5(f);
            f9(f);
            f10(f);
        }
        1 => {
            f7(f);
            f8(f);
            f.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f1(f);
            f2(f);
            f10(f);
        }
        2 => {
            f.unknown();
        }
        3 => {
            f.unknown();
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f1(f);
            f2(f);
        }
        _ => f.unknown(),
    }
}
fn f12(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("u16") }, 3, 0xd36ecf022aeec240);
        }
        1 => {
            f.word16(const { pad16("s16") }, 3, 0x621d502474a34ce);
        }
        _ => f.unknown(),
    }
}
fn f13(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("u16") }, 3, 0xd36ecf022aeec240);
        }
        1 => {
            f.word16(const { pad16("s16") }, 3, 0x621d502474a34ce);
        }
        _ => f.unknown(),
    }
}
fn f14(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("high") }, 4, 0xb98a486621a9ac8);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f15(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("u24") }, 3, 0xd36bd3022aec9335);
        }
        1 => {
            f.word16(const { pad16("s24") }, 3, 0x62bc50247526e23);
        }
        _ => f.unknown(),
    }
}
fn f16(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("mul") }, 3, 0x8c7d6102024876e2);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f12(f);
            f5(f);
            f13(f);
            f9(f);
        }
        1 => {
            f.word16(const { pad16("mul") }, 3, 0x8c7d6102024876e2);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f14(f);
            f15(f);
            f1(f);
            f2(f);
        }
        2 => {
            f.unknown();
        }
        3 => {
            f.unknown();
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f1(f);
            f2(f);
        }
        _ => f.unknown(),
    }
}
fn f17(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("u32") }, 3, 0xd3684b022ae97646);
        }
        1 => {
            f.word16(const { pad16("s32") }, 3, 0x6284102474f5800);
        }
        _ => f.unknown(),
    }
}
fn f18(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("sad") }, 3, 0x731a30248311308);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f13(f);
            if !f.operand_reg(&Atom::Reg(&S13)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S17)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        1 => {
            f.word16(const { pad16("sad") }, 3, 0x731a30248311308);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f17(f);
            if !f.operand_reg(&Atom::Reg(&S8)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S11)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        2 => {
            f.unknown();
        }
        3 => {
            f.unknown();
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f1(f);
            f2(f);
        }
        _ => f.unknown(),
    }
}
fn f19(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f7(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f.open();
            f.word16(const { pad16("mul") }, 3, 0x8c7d6102024876e2);
            f.word16(const { pad16("u16") }, 3, 0xd36ecf022aeec240);
            f5(f);
            f9(f);
            f.close();
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f10(f);
        }
        1 => {
            f7(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f.open();
            f.word16(const { pad16("mul") }, 3, 0x8c7d6102024876e2);
            f.word16(const { pad16("s16") }, 3, 0x621d502474a34ce);
            f5(f);
            f9(f);
            f.close();
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f10(f);
        }
        2 => {
            f7(f);
            f.word16(const { pad16("sat") }, 3, 0x73193024830f7d8);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f.open();
            f.word16(const { pad16("mul") }, 3, 0x8c7d6102024876e2);
            f.word16(const { pad16("s16") }, 3, 0x621d502474a34ce);
            f5(f);
            f9(f);
            f.close();
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f10(f);
        }
        3 => {
            f7(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f.open();
            f.word16(const { pad16("mul") }, 3, 0x8c7d6102024876e2);
            f.word16(const { pad16("u24") }, 3, 0xd36bd3022aec9335);
            f1(f);
            f2(f);
            f.close();
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f10(f);
        }
        4 => {
            f.unknown();
        }
        5 => {
            f.unknown();
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f1(f);
            f2(f);
        }
        _ => f.unknown(),
    }
}
fn f20(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("interp") }, 6, 0x63b9afb36712bda);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S19)) {
                return;
            }
        }
        1 => {
            f.word16(const { pad16("interp") }, 6, 0x63b9afb36712bda);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f.word16(const { pad16("cent") }, 4, 0x72b6b85c6e9bfb9a);
            if !f.operand_mem(&Atom::Mem(&S19)) {
                return;
            }
        }
        2 => {
            f.word16(const { pad16("interp") }, 6, 0x63b9afb36712bda);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S19)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S8)) {
                return;
            }
        }
        3 => {
            f.word16(const { pad16("interp") }, 6, 0x63b9afb36712bda);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f.word16(const { pad16("cent") }, 4, 0x72b6b85c6e9bfb9a);
            if !f.operand_mem(&Atom::Mem(&S19)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S8)) {
                return;
            }
        }
        4 => {
            f.word16(const { pad16("interp") }, 6, 0x63b9afb36712bda);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f.word16(const { pad16("flat") }, 4, 0xa1737932ec499adb);
            if !f.operand_mem(&Atom::Mem(&S19)) {
                return;
            }
        }
        5 => {
            f.unknown();
        }
        6 => {
            f.unknown();
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f1(f);
            f2(f);
        }
        _ => f.unknown(),
    }
}
fn f21(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("neg") }, 3, 0x97696102091ca452);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f22(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("abs") }, 3, 0x6c1ca801f096557c);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f23(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("rcp") }, 3, 0xff615c0244015d79);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f21(f);
            f22(f);
            if !f.operand_reg(&Atom::Reg(&S8)) {
                return;
            }
        }
        1 => {
            f.word16(const { pad16("trap") }, 4, 0x6ecdbfa4d5791f8f);
        }
        2 => {
            f.unknown();
        }
        3 => {
            f.unknown();
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f1(f);
            f2(f);
        }
        _ => f.unknown(),
    }
}
fn f24(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("neg") }, 3, 0x97696102091ca452);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f25(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("add") }, 3, 0x6c169301f091c61f);
            f8(f);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f24(f);
            f1(f);
            f21(f);
            f2(f);
        }
        1 => {
            f.word16(const { pad16("brkpt") }, 5, 0xeea9064b764b7b65);
        }
        2 => {
            f.unknown();
        }
        3 => {
            f.unknown();
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f1(f);
            f2(f);
        }
        _ => f.unknown(),
    }
}
fn f26(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("mul") }, 3, 0x8c7d6102024876e2);
            f8(f);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f24(f);
            f1(f);
            f21(f);
            f2(f);
        }
        1 => {
            f.unknown();
        }
        2 => {
            f.unknown();
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f1(f);
            f2(f);
        }
        _ => f.unknown(),
    }
}
fn f27(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("add") }, 3, 0x6c169301f091c61f);
            f8(f);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f24(f);
            f.open();
            f.word16(const { pad16("mul") }, 3, 0x8c7d6102024876e2);
            f1(f);
            f2(f);
            f.close();
            f21(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        1 => {
            f.unknown();
        }
        2 => {
            f.unknown();
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f1(f);
            f2(f);
        }
        _ => f.unknown(),
    }
}
fn f28(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("all") }, 3, 0x6bfa9b01f07958ff);
        }
        1 => {
            f.word16(const { pad16("live") }, 4, 0xd70c6d63810c2bfe);
        }
        _ => f.unknown(),
    }
}
fn f29(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("texauto") }, 7, 0x8c5e56a4e07f9c6);
            f28(f);
            if !f.operand(&Atom::Vec(&S20)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S21)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand(&Atom::Vec(&S23)) {
                return;
            }
        }
        1 => {
            f.word16(const { pad16("texfetch") }, 8, 0x5ca95544e933f973);
            f28(f);
            if !f.operand(&Atom::Vec(&S20)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S21)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand(&Atom::Vec(&S23)) {
                return;
            }
        }
        2 => {
            f.unknown();
        }
        3 => {
            f.unknown();
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f1(f);
            f2(f);
        }
        _ => f.unknown(),
    }
}
fn f30(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.open();
            f.word16(const { pad16("never") }, 5, 0x5cf494a177a42ae6);
            f.close();
        }
        1 => {
            f.open();
            f.word16(const { pad16("l") }, 1, 0x68000000b0b8);
            if !f.operand_reg(&Atom::Reg(&S24)) {
                return;
            }
            f.close();
        }
        2 => {
            f.open();
            f.word16(const { pad16("e") }, 1, 0x61000000a4d3);
            if !f.operand_reg(&Atom::Reg(&S24)) {
                return;
            }
            f.close();
        }
        3 => {
            f.open();
            f.word16(const { pad16("le") }, 2, 0x1619500012c8787);
            if !f.operand_reg(&Atom::Reg(&S24)) {
                return;
            }
            f.close();
        }
        4 => {
            f.open();
            f.word16(const { pad16("g") }, 1, 0x63000000a839);
            if !f.operand_reg(&Atom::Reg(&S24)) {
                return;
            }
            f.close();
        }
        5 => {
            f.open();
            f.word16(const { pad16("lg") }, 2, 0x1619700012c8aed);
            if !f.operand_reg(&Atom::Reg(&S24)) {
                return;
            }
            f.close();
        }
        6 => {
            f.open();
            f.word16(const { pad16("ge") }, 2, 0x1509500011e1454);
            if !f.operand_reg(&Atom::Reg(&S24)) {
                return;
            }
            f.close();
        }
        7 => {
            f.open();
            f.word16(const { pad16("lge") }, 3, 0x855e1d01feaf6518);
            if !f.operand_reg(&Atom::Reg(&S24)) {
                return;
            }
            f.close();
        }
        8 => {
            f.open();
            f.word16(const { pad16("u") }, 1, 0x71000000c003);
            if !f.operand_reg(&Atom::Reg(&S24)) {
                return;
            }
            f.close();
        }
        9 => {
            f.open();
            f.word16(const { pad16("lu") }, 2, 0x1618500012c6c57);
            if !f.operand_reg(&Atom::Reg(&S24)) {
                return;
            }
            f.close();
        }
        10 => {
            f.open();
            f.word16(const { pad16("eu") }, 2, 0x14979000117c612);
            if !f.operand_reg(&Atom::Reg(&S24)) {
                return;
            }
            f.close();
        }
        11 => {
            f.open();
            f.word16(const { pad16("leu") }, 3, 0x85582101feab0036);
            if !f.operand_reg(&Atom::Reg(&S24)) {
                return;
            }
            f.close();
        }
        12 => {
            f.open();
            f.word16(const { pad16("gu") }, 2, 0x1508500011df924);
            if !f.operand_reg(&Atom::Reg(&S24)) {
                return;
            }
            f.close();
        }
        13 => {
            f.open();
            f.word16(const { pad16("lgu") }, 3, 0x855e2d01feaf8048);
            if !f.operand_reg(&Atom::Reg(&S24)) {
                return;
            }
            f.close();
        }
        14 => {
            f.open();
            f.word16(const { pad16("geu") }, 3, 0x5a015001e61c3413);
            if !f.operand_reg(&Atom::Reg(&S24)) {
                return;
            }
            f.close();
        }
        15 => {}
        16 => {
            f.open();
            f.word16(const { pad16("o") }, 1, 0x6b000000b5d1);
            if !f.operand_reg(&Atom::Reg(&S24)) {
                return;
            }
            f.close();
        }
        17 => {
            f.open();
            f.word16(const { pad16("c") }, 1, 0x67000000af05);
            if !f.operand_reg(&Atom::Reg(&S24)) {
                return;
            }
            f.close();
        }
        18 => {
            f.open();
            f.word16(const { pad16("a") }, 1, 0x65000000ab9f);
            if !f.operand_reg(&Atom::Reg(&S24)) {
                return;
            }
            f.close();
        }
        19 => {
            f.open();
            f.word16(const { pad16("s") }, 1, 0x77000000ca35);
            if !f.operand_reg(&Atom::Reg(&S24)) {
                return;
            }
            f.close();
        }
        20 => {
            f.open();
            f.word16(const { pad16("ns") }, 2, 0x1688b0001329537);
            if !f.operand_reg(&Atom::Reg(&S24)) {
                return;
            }
            f.close();
        }
        21 => {
            f.open();
            f.word16(const { pad16("na") }, 2, 0x1689d000132b3cd);
            if !f.operand_reg(&Atom::Reg(&S24)) {
                return;
            }
            f.close();
        }
        22 => {
            f.open();
            f.word16(const { pad16("nc") }, 2, 0x1689b000132b067);
            if !f.operand_reg(&Atom::Reg(&S24)) {
                return;
            }
            f.close();
        }
        23 => {
            f.open();
            f.word16(const { pad16("no") }, 2, 0x1688f0001329c03);
            if !f.operand_reg(&Atom::Reg(&S24)) {
                return;
            }
            f.close();
        }
        _ => f.unknown(),
    }
}
fn f31(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f30(f);
            f.word16(const { pad16("discard") }, 7, 0xa67a47176b4c2de6);
        }
        1 => {
            f30(f);
            f.unknown();
            if !f.operand(&Atom::Target(&S25)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f32(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f30(f);
            f.word16(const { pad16("bra") }, 3, 0x72dcb701f3de78b3);
            if !f.operand(&Atom::Target(&S25)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f33(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("lim") }, 3, 0x852f1901fe87ed8a);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f34(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if f.compat {
                f.skip(f30);
            } else {
                f30(f);
            }
            f.word16(const { pad16("call") }, 4, 0x9351405c807f4204);
            f33(f);
            if !f.operand(&Atom::Target(&S25)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f35(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f30(f);
            f.word16(const { pad16("ret") }, 3, 0xff765c024413b983);
        }
        _ => f.unknown(),
    }
}
fn f36(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if f.compat {
                f.skip(f30);
            } else {
                f30(f);
            }
            f.word16(const { pad16("breakaddr") }, 9, 0xc0d6b075d869a9fc);
            if !f.operand(&Atom::Target(&S25)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f37(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f30(f);
            f.word16(const { pad16("break") }, 5, 0xb930214b57954363);
        }
        _ => f.unknown(),
    }
}
fn f38(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if f.compat {
                f.skip(f30);
            } else {
                f30(f);
            }
            f.word16(const { pad16("quadon") }, 6, 0x827557f4e6b961b6);
        }
        _ => f.unknown(),
    }
}
fn f39(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if f.compat {
                f.skip(f30);
            } else {
                f30(f);
            }
            f.word16(const { pad16("quadpop") }, 7, 0x176bd223dfa996de);
        }
        _ => f.unknown(),
    }
}
fn f40(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("inc") }, 3, 0xb09d08021729cb88);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f41(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("wait") }, 4, 0x969296bcdf3df4b5);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f42(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if f.compat {
                f.skip(f30);
            } else {
                f30(f);
            }
            f.word16(const { pad16("bar") }, 3, 0x731dda01f4164b21);
            f40(f);
            f41(f);
            if !f.operand(&Atom::Imm(&S26)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S27)) {
                return;
            }
        }
        1 => {
            if f.compat {
                f.skip(f30);
            } else {
                f30(f);
            }
            f.word16(const { pad16("bar") }, 3, 0x731dda01f4164b21);
            f40(f);
            f41(f);
            if !f.operand(&Atom::Imm(&S26)) {
                return;
            }
            f.word16(const { pad16("all") }, 3, 0x6bfa9b01f07958ff);
        }
        _ => f.unknown(),
    }
}
fn f43(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if f.compat {
                f.skip(f30);
            } else {
                f30(f);
            }
            f.word16(const { pad16("trap") }, 4, 0x6ecdbfa4d5791f8f);
        }
        _ => f.unknown(),
    }
}
fn f44(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if f.compat {
                f.skip(f30);
            } else {
                f30(f);
            }
            f.word16(const { pad16("joinat") }, 6, 0x3f9c3eb1ca813d31);
            if !f.operand(&Atom::Target(&S25)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f45(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f30(f);
            f.word16(const { pad16("brkpt") }, 5, 0xeea9064b764b7b65);
        }
        1 => {
            f30(f);
            f.unknown();
            if !f.operand(&Atom::Target(&S25)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f46(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if f.compat {
                f.skip(f30);
            } else {
                f30(f);
            }
            f.word16(const { pad16("bra") }, 3, 0x72dcb701f3de78b3);
            f33(f);
            if !f.operand_mem(&Atom::Mem(&S28)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f47(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if f.compat {
                f.skip(f30);
            } else {
                f30(f);
            }
            f.word16(const { pad16("preret") }, 6, 0x6be4dfb73310bcf4);
            f33(f);
            if !f.operand(&Atom::Target(&S25)) {
                return;
            }
        }
        1 => {
            f30(f);
            f.unknown();
            if !f.operand(&Atom::Target(&S25)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f48(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f30(f);
            f.unknown();
            if !f.operand(&Atom::Target(&S25)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f49(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_mem(&Atom::Mem(&S2)) {
                return;
            }
        }
        1 => {
            f.word16(const { pad16("u8") }, 2, 0x1803e000146a441);
            if !f.operand_mem(&Atom::Mem(&S0)) {
                return;
            }
        }
        2 => {
            f.word16(const { pad16("u16") }, 3, 0xd36ecf022aeec240);
            if !f.operand_mem(&Atom::Mem(&S3)) {
                return;
            }
        }
        3 => {
            f.word16(const { pad16("s16") }, 3, 0x621d502474a34ce);
            if !f.operand_mem(&Atom::Mem(&S3)) {
                return;
            }
        }
        4 => {
            f.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
            if !f.operand_mem(&Atom::Mem(&S4)) {
                return;
            }
        }
        5 => {
            f.word16(const { pad16("u8") }, 2, 0x1803e000146a441);
            if !f.operand_mem(&Atom::Mem(&S5)) {
                return;
            }
        }
        6 => {
            f.word16(const { pad16("u16") }, 3, 0xd36ecf022aeec240);
            if !f.operand_mem(&Atom::Mem(&S6)) {
                return;
            }
        }
        7 => {
            f.word16(const { pad16("s16") }, 3, 0x621d502474a34ce);
            if !f.operand_mem(&Atom::Mem(&S6)) {
                return;
            }
        }
        8 => {
            f.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
            if !f.operand_mem(&Atom::Mem(&S7)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f50(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_reg(&Atom::Reg(&S8)) {
                return;
            }
        }
        1 => {
            f49(f);
        }
        _ => f.unknown(),
    }
}
fn f51(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.unknown();
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f50(f);
            if !f.operand(&Atom::Imm(&S29)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f52(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("mov") }, 3, 0x8c25570201fdf00e);
            f.word16(const { pad16("b16") }, 3, 0x73c09e01f4a0467d);
            if !f.operand_reg(&Atom::Reg(&S30)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S29)) {
                return;
            }
        }
        1 => {
            f.word16(const { pad16("mov") }, 3, 0x8c25570201fdf00e);
            f.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S29)) {
                return;
            }
        }
        2 => {
            f.unknown();
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f50(f);
            if !f.operand(&Atom::Imm(&S29)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f53(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_reg(&Atom::Reg(&S13)) {
                return;
            }
        }
        1 => {
            f49(f);
        }
        _ => f.unknown(),
    }
}
fn f54(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f7(f);
            f8(f);
            f.word16(const { pad16("b16") }, 3, 0x73c09e01f4a0467d);
            if !f.operand_reg(&Atom::Reg(&S14)) {
                return;
            }
            f53(f);
            if !f.operand(&Atom::Imm(&S29)) {
                return;
            }
            f10(f);
        }
        1 => {
            f7(f);
            f8(f);
            f.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f50(f);
            if !f.operand(&Atom::Imm(&S29)) {
                return;
            }
            f10(f);
        }
        2 => {
            f.unknown();
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f50(f);
            if !f.operand(&Atom::Imm(&S29)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f55(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("mul") }, 3, 0x8c7d6102024876e2);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f12(f);
            f53(f);
            f13(f);
            if !f.operand(&Atom::Imm(&S29)) {
                return;
            }
        }
        1 => {
            f.word16(const { pad16("mul") }, 3, 0x8c7d6102024876e2);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f14(f);
            f15(f);
            f50(f);
            if !f.operand(&Atom::Imm(&S29)) {
                return;
            }
        }
        2 => {
            f.unknown();
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f50(f);
            if !f.operand(&Atom::Imm(&S29)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f56(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f7(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f.open();
            f.word16(const { pad16("mul") }, 3, 0x8c7d6102024876e2);
            f.word16(const { pad16("u16") }, 3, 0xd36ecf022aeec240);
            f53(f);
            if !f.operand(&Atom::Imm(&S29)) {
                return;
            }
            f.close();
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f10(f);
        }
        1 => {
            f7(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f.open();
            f.word16(const { pad16("mul") }, 3, 0x8c7d6102024876e2);
            f.word16(const { pad16("s16") }, 3, 0x621d502474a34ce);
            f53(f);
            if !f.operand(&Atom::Imm(&S29)) {
                return;
            }
            f.close();
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f10(f);
        }
        2 => {
            f7(f);
            f.word16(const { pad16("sat") }, 3, 0x73193024830f7d8);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f.open();
            f.word16(const { pad16("mul") }, 3, 0x8c7d6102024876e2);
            f.word16(const { pad16("s16") }, 3, 0x621d502474a34ce);
            f53(f);
            if !f.operand(&Atom::Imm(&S29)) {
                return;
            }
            f.close();
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f10(f);
        }
        3 => {
            f7(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f.open();
            f.word16(const { pad16("mul") }, 3, 0x8c7d6102024876e2);
            f.word16(const { pad16("u24") }, 3, 0xd36bd3022aec9335);
            f50(f);
            if !f.operand(&Atom::Imm(&S29)) {
                return;
            }
            f.close();
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f10(f);
        }
        4 => {
            f.unknown();
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f50(f);
            if !f.operand(&Atom::Imm(&S29)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f57(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("add") }, 3, 0x6c169301f091c61f);
            f8(f);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f24(f);
            f50(f);
            f21(f);
            if !f.operand(&Atom::Imm(&S29)) {
                return;
            }
        }
        1 => {
            f.unknown();
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f50(f);
            if !f.operand(&Atom::Imm(&S29)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f58(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("mul") }, 3, 0x8c7d6102024876e2);
            f8(f);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f24(f);
            f50(f);
            f21(f);
            if !f.operand(&Atom::Imm(&S29)) {
                return;
            }
        }
        1 => {
            f.unknown();
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f50(f);
            if !f.operand(&Atom::Imm(&S29)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f59(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("not") }, 3, 0x9747740208ffde35);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f60(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("and") }, 3, 0x6bf49701f074e685);
            f.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f59(f);
            f50(f);
            if !f.operand(&Atom::Imm(&S29)) {
                return;
            }
        }
        1 => {
            f.word16(const { pad16("or") }, 2, 0x16b74000134a3f9);
            f.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f59(f);
            f50(f);
            if !f.operand(&Atom::Imm(&S29)) {
                return;
            }
        }
        2 => {
            f.word16(const { pad16("xor") }, 3, 0x329c500260d04b09);
            f.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f59(f);
            f50(f);
            if !f.operand(&Atom::Imm(&S29)) {
                return;
            }
        }
        3 => {
            f.word16(const { pad16("mov2") }, 4, 0x21631469627f35f4);
            f.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f59(f);
            f50(f);
            if !f.operand(&Atom::Imm(&S29)) {
                return;
            }
        }
        4 => {
            f.unknown();
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f50(f);
            if !f.operand(&Atom::Imm(&S29)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f61(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("add") }, 3, 0x6c169301f091c61f);
            f8(f);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f24(f);
            f.open();
            f.word16(const { pad16("mul") }, 3, 0x8c7d6102024876e2);
            f50(f);
            if !f.operand(&Atom::Imm(&S29)) {
                return;
            }
            f.close();
            f21(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        1 => {
            f.unknown();
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f50(f);
            if !f.operand(&Atom::Imm(&S29)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f62(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.open();
            f.word16(const { pad16("lnone") }, 5, 0x5a7e0a3dd53047da);
            f.close();
        }
        1 => {
            f.open();
            f.word16(const { pad16("l0") }, 2, 0x1614000012bf718);
            f.close();
        }
        2 => {
            f.open();
            f.word16(const { pad16("l1") }, 2, 0x1614100012bf8cb);
            f.close();
        }
        3 => {
            f.open();
            f.word16(const { pad16("l01") }, 3, 0x8436e901fdb4faab);
            f.close();
        }
        4 => {
            f.open();
            f.word16(const { pad16("l2") }, 2, 0x1614200012bfa7e);
            f.close();
        }
        5 => {
            f.open();
            f.word16(const { pad16("l02") }, 3, 0x8436ea01fdb4fc5e);
            f.close();
        }
        6 => {
            f.open();
            f.word16(const { pad16("l12") }, 3, 0x843a6c01fdb80f1b);
            f.close();
        }
        7 => {
            f.open();
            f.word16(const { pad16("l012") }, 4, 0x5e4887621a85d1fb);
            f.close();
        }
        8 => {
            f.open();
            f.word16(const { pad16("l3") }, 2, 0x1614300012bfc31);
            f.close();
        }
        9 => {
            f.open();
            f.word16(const { pad16("l03") }, 3, 0x8436eb01fdb4fe11);
            f.close();
        }
        10 => {
            f.open();
            f.word16(const { pad16("l13") }, 3, 0x843a6b01fdb80d68);
            f.close();
        }
        11 => {
            f.open();
            f.word16(const { pad16("l013") }, 4, 0x5e4886621a85d048);
            f.close();
        }
        12 => {
            f.open();
            f.word16(const { pad16("l23") }, 3, 0x843d7301fdba50d7);
            f.close();
        }
        13 => {
            f.open();
            f.word16(const { pad16("l023") }, 4, 0x5e4c0e621a88ed37);
            f.close();
        }
        14 => {
            f.open();
            f.word16(const { pad16("l123") }, 4, 0x6754af621fc1c0f8);
            f.close();
        }
        15 => {}
        _ => f.unknown(),
    }
}
fn f63(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand(&Atom::Discard) {
                return;
            }
        }
        1 => {
            if !f.operand_mem(&Atom::Mem(&S32)) {
                return;
            }
        }
        2 => {
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f64(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("ce") }, 2, 0x15e6500012a0020);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f65(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("u8") }, 2, 0x1803e000146a441);
            if !f.operand_mem(&Atom::Mem(&S33)) {
                return;
            }
        }
        1 => {
            f.word16(const { pad16("u16") }, 3, 0xd36ecf022aeec240);
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
        }
        2 => {
            f.word16(const { pad16("s16") }, 3, 0x621d502474a34ce);
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
        }
        3 => {
            f.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
            if !f.operand_mem(&Atom::Mem(&S36)) {
                return;
            }
        }
        4 => {
            f.word16(const { pad16("u8") }, 2, 0x1803e000146a441);
            if !f.operand_mem(&Atom::Mem(&S37)) {
                return;
            }
        }
        5 => {
            f.word16(const { pad16("u16") }, 3, 0xd36ecf022aeec240);
            if !f.operand_mem(&Atom::Mem(&S38)) {
                return;
            }
        }
        6 => {
            f.word16(const { pad16("s16") }, 3, 0x621d502474a34ce);
            if !f.operand_mem(&Atom::Mem(&S38)) {
                return;
            }
        }
        7 => {
            f.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
            if !f.operand_mem(&Atom::Mem(&S39)) {
                return;
            }
        }
        8 => {
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f66(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_mem(&Atom::Mem(&S40)) {
                return;
            }
        }
        1 => {
            if !f.operand_reg(&Atom::Reg(&S41)) {
                return;
            }
        }
        2 => {
            f65(f);
        }
        _ => f.unknown(),
    }
}
fn f67(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_mem(&Atom::Mem(&S42)) {
                return;
            }
        }
        1 => {
            if !f.operand_mem(&Atom::Mem(&S43)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f68(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_reg(&Atom::Reg(&S44)) {
                return;
            }
        }
        1 => {
            if !f.operand_reg(&Atom::Reg(&S45)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f69(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_mem(&Atom::Mem(&S46)) {
                return;
            }
        }
        1 => {
            if !f.operand_mem(&Atom::Mem(&S47)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f70(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("unlock") }, 6, 0xa519893fe8026b00);
        }
        1 => {}
        2 => {}
        _ => f.unknown(),
    }
}
fn f71(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_mem(&Atom::Mem(&S48)) {
                return;
            }
        }
        1 => {
            if !f.operand_mem(&Atom::Mem(&S49)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f72(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_reg(&Atom::Reg(&S50)) {
                return;
            }
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f73(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_mem(&Atom::Mem(&S51)) {
                return;
            }
        }
        1 => {
            if !f.operand_mem(&Atom::Mem(&S52)) {
                return;
            }
        }
        2 => {
            if !f.operand_mem(&Atom::Mem(&S51)) {
                return;
            }
        }
        3 => {
            if !f.operand_mem(&Atom::Mem(&S53)) {
                return;
            }
        }
        4 => {
            if !f.operand_mem(&Atom::Mem(&S52)) {
                return;
            }
        }
        5 => {
            if !f.operand_reg(&Atom::Reg(&S54)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f74(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_mem(&Atom::Mem(&S55)) {
                return;
            }
        }
        1 => {
            if !f.operand_mem(&Atom::Mem(&S56)) {
                return;
            }
        }
        2 => {
            if !f.operand_mem(&Atom::Mem(&S57)) {
                return;
            }
        }
        3 => {
            if !f.operand_mem(&Atom::Mem(&S55)) {
                return;
            }
        }
        4 => {
            if !f.operand_mem(&Atom::Mem(&S56)) {
                return;
            }
        }
        5 => {
            if !f.operand_mem(&Atom::Mem(&S58)) {
                return;
            }
        }
        6 => {
            if !f.operand_reg(&Atom::Reg(&S45)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f75(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f62(f);
            f.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
            f.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
            f63(f);
            if !f.operand_mem(&Atom::Mem(&S64)) {
                return;
            }
        }
        1 => {
            f.word16(const { pad16("mov") }, 3, 0x8c25570201fdf00e);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S24)) {
                return;
            }
        }
        2 => {
            f.word16(const { pad16("mov") }, 3, 0x8c25570201fdf00e);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S59)) {
                return;
            }
        }
        3 => {
            f.word16(const { pad16("mov") }, 3, 0x8c25570201fdf00e);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S60)) {
                return;
            }
        }
        4 => {
            f.word16(const { pad16("st") }, 2, 0x19476000157ac73);
            f.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
            if !f.operand_mem(&Atom::Mem(&S63)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S45)) {
                return;
            }
        }
        5 => {
            f.word16(const { pad16("mov") }, 3, 0x8c25570201fdf00e);
            if !f.operand_reg(&Atom::Reg(&S50)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S41)) {
                return;
            }
            if f.compat {
                f.skip(f64);
            } else {
                f64(f);
            }
        }
        6 => {
            f.word16(const { pad16("shl") }, 3, 0x7508102484b89d1);
            if !f.operand_reg(&Atom::Reg(&S61)) {
                return;
            }
            f66(f);
            if !f.operand(&Atom::Imm(&S62)) {
                return;
            }
        }
        7 => {
            f.word16(const { pad16("st") }, 2, 0x19476000157ac73);
            f.word16(const { pad16("b8") }, 2, 0x15abc000126ab1e);
            f67(f);
            f68(f);
        }
        8 => {
            f.word16(const { pad16("st") }, 2, 0x19476000157ac73);
            f.word16(const { pad16("b16") }, 3, 0x73c09e01f4a0467d);
            f69(f);
            f68(f);
        }
        9 => {
            f.word16(const { pad16("st") }, 2, 0x19476000157ac73);
            f70(f);
            f.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
            f71(f);
            f68(f);
        }
        10 => {
            f.unknown();
            f72(f);
            f63(f);
            f66(f);
            f73(f);
            f74(f);
        }
        _ => f.unknown(),
    }
}
fn f76(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("sfu") }, 3, 0x72e9402482ec3b4);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f77(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand(&Atom::Discard) {
                return;
            }
        }
        1 => {
            if !f.operand_mem(&Atom::Mem(&S65)) {
                return;
            }
        }
        2 => {
            if !f.operand_reg(&Atom::Reg(&S30)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f78(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_mem(&Atom::Mem(&S40)) {
                return;
            }
        }
        1 => {
            if !f.operand_reg(&Atom::Reg(&S66)) {
                return;
            }
        }
        2 => {
            f65(f);
        }
        _ => f.unknown(),
    }
}
fn f79(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand(&Atom::Discard) {
                return;
            }
        }
        1 => {
            if !f.compat {
                f.word16(const { pad16("whole") }, 5, 0x177fd8b40daf5f57);
            }
            if !f.operand(&Atom::Discard) {
                return;
            }
        }
        2 => {
            if !f.operand_mem(&Atom::Mem(&S65)) {
                return;
            }
        }
        3 => {
            if !f.compat {
                f.word16(const { pad16("whole") }, 5, 0x177fd8b40daf5f57);
            }
            if !f.operand_mem(&Atom::Mem(&S32)) {
                return;
            }
        }
        4 => {
            if !f.operand_reg(&Atom::Reg(&S30)) {
                return;
            }
        }
        5 => {
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f80(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("u8") }, 2, 0x1803e000146a441);
            if !f.operand_mem(&Atom::Mem(&S28)) {
                return;
            }
        }
        1 => {
            f.word16(const { pad16("u16") }, 3, 0xd36ecf022aeec240);
            if !f.operand_mem(&Atom::Mem(&S67)) {
                return;
            }
        }
        2 => {
            f.word16(const { pad16("s16") }, 3, 0x621d502474a34ce);
            if !f.operand_mem(&Atom::Mem(&S67)) {
                return;
            }
        }
        3 => {
            f.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
            if !f.operand_mem(&Atom::Mem(&S68)) {
                return;
            }
        }
        4 => {
            f.word16(const { pad16("u8") }, 2, 0x1803e000146a441);
            if !f.operand_mem(&Atom::Mem(&S69)) {
                return;
            }
        }
        5 => {
            f.word16(const { pad16("u16") }, 3, 0xd36ecf022aeec240);
            if !f.operand_mem(&Atom::Mem(&S70)) {
                return;
            }
        }
        6 => {
            f.word16(const { pad16("s16") }, 3, 0x621d502474a34ce);
            if !f.operand_mem(&Atom::Mem(&S70)) {
                return;
            }
        }
        7 => {
            f.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
            if !f.operand_mem(&Atom::Mem(&S71)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f81(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f62(f);
            f.word16(const { pad16("mov") }, 3, 0x8c25570201fdf00e);
            f76(f);
            f.word16(const { pad16("b16") }, 3, 0x73c09e01f4a0467d);
            f77(f);
            f78(f);
        }
        1 => {
            f62(f);
            f.word16(const { pad16("mov") }, 3, 0x8c25570201fdf00e);
            f76(f);
            f.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
            f63(f);
            f66(f);
        }
        2 => {
            f.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
            f79(f);
            f80(f);
        }
        3 => {
            f.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
            f79(f);
            f.word16(const { pad16("u8") }, 2, 0x1803e000146a441);
            f67(f);
        }
        4 => {
            f.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
            f79(f);
            f.word16(const { pad16("u16") }, 3, 0xd36ecf022aeec240);
            f69(f);
        }
        5 => {
            f.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
            f79(f);
            f.word16(const { pad16("s16") }, 3, 0x621d502474a34ce);
            f69(f);
        }
        6 => {
            f.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
            f79(f);
            f.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
            f71(f);
        }
        7 => {
            f.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
            f.word16(const { pad16("lock") }, 4, 0x9f255639d92c52b);
            if !f.operand_reg(&Atom::Reg(&S50)) {
                return;
            }
            f79(f);
            f.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
            f71(f);
            if f.compat {
                f.skip(f64);
            } else {
                f64(f);
            }
        }
        8 => {
            f.word16(const { pad16("vote") }, 4, 0x6d107fb70fdfb708);
            f.word16(const { pad16("any") }, 3, 0x6bf4aa01f07506ce);
            if !f.operand_reg(&Atom::Reg(&S50)) {
                return;
            }
            if f.compat {
                f.skip(f64);
            } else {
                f64(f);
            }
        }
        9 => {
            f.word16(const { pad16("vote") }, 4, 0x6d107fb70fdfb708);
            f.word16(const { pad16("all") }, 3, 0x6bfa9b01f07958ff);
            if !f.operand_reg(&Atom::Reg(&S50)) {
                return;
            }
            if f.compat {
                f.skip(f64);
            } else {
                f64(f);
            }
        }
        10 => {
            f.unknown();
            f72(f);
            f63(f);
            f66(f);
            f73(f);
            f74(f);
        }
        _ => f.unknown(),
    }
}
fn f82(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("sat") }, 3, 0x73193024830f7d8);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f83(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_mem(&Atom::Mem(&S72)) {
                return;
            }
        }
        1 => {
            if !f.operand_mem(&Atom::Mem(&S73)) {
                return;
            }
        }
        2 => {
            if !f.operand_mem(&Atom::Mem(&S58)) {
                return;
            }
        }
        3 => {
            if !f.operand_mem(&Atom::Mem(&S72)) {
                return;
            }
        }
        4 => {
            if !f.operand_mem(&Atom::Mem(&S73)) {
                return;
            }
        }
        5 => {
            if !f.operand_mem(&Atom::Mem(&S58)) {
                return;
            }
        }
        6 => {
            if !f.operand_reg(&Atom::Reg(&S44)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f84(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_reg(&Atom::Reg(&S24)) {
                return;
            }
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f85(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f7(f);
            f.word16(const { pad16("b16") }, 3, 0x73c09e01f4a0467d);
            f82(f);
            f72(f);
            f77(f);
            f78(f);
            f83(f);
            f84(f);
        }
        1 => {
            f7(f);
            f.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
            f82(f);
            f72(f);
            f63(f);
            f66(f);
            f74(f);
            f84(f);
        }
        2 => {
            f.unknown();
            f72(f);
            f63(f);
            f66(f);
            f73(f);
            f74(f);
        }
        _ => f.unknown(),
    }
}
fn f86(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("never") }, 5, 0x5cf494a177a42ae6);
        }
        1 => {
            f.word16(const { pad16("l") }, 1, 0x68000000b0b8);
        }
        2 => {
            f.word16(const { pad16("e") }, 1, 0x61000000a4d3);
        }
        3 => {
            f.word16(const { pad16("le") }, 2, 0x1619500012c8787);
        }
        4 => {
            f.word16(const { pad16("g") }, 1, 0x63000000a839);
        }
        5 => {
            f.word16(const { pad16("lg") }, 2, 0x1619700012c8aed);
        }
        6 => {
            f.word16(const { pad16("ge") }, 2, 0x1509500011e1454);
        }
        7 => {
            f.word16(const { pad16("always") }, 6, 0x1a6ae395e9c98041);
        }
        _ => f.unknown(),
    }
}
fn f87(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("u16") }, 3, 0xd36ecf022aeec240);
        }
        1 => {
            f.word16(const { pad16("s16") }, 3, 0x621d502474a34ce);
        }
        _ => f.unknown(),
    }
}
fn f88(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_mem(&Atom::Mem(&S74)) {
                return;
            }
        }
        1 => {
            if !f.operand_mem(&Atom::Mem(&S75)) {
                return;
            }
        }
        2 => {
            if !f.operand_mem(&Atom::Mem(&S76)) {
                return;
            }
        }
        3 => {
            if !f.operand_mem(&Atom::Mem(&S74)) {
                return;
            }
        }
        4 => {
            if !f.operand_mem(&Atom::Mem(&S75)) {
                return;
            }
        }
        5 => {
            if !f.operand_mem(&Atom::Mem(&S76)) {
                return;
            }
        }
        6 => {
            if !f.operand_reg(&Atom::Reg(&S77)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f89(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("u32") }, 3, 0xd3684b022ae97646);
        }
        1 => {
            f.word16(const { pad16("s32") }, 3, 0x6284102474f5800);
        }
        _ => f.unknown(),
    }
}
fn f90(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f88(f);
        }
        1 => {
            if !f.operand(&Atom::Imm(&S78)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f91(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f73(f);
        }
        1 => {
            if !f.operand(&Atom::Imm(&S78)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f92(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f7(f);
            f.word16(const { pad16("b16") }, 3, 0x73c09e01f4a0467d);
            f82(f);
            f72(f);
            f77(f);
            f78(f);
            f83(f);
            f84(f);
        }
        1 => {
            f7(f);
            f.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
            f82(f);
            f72(f);
            f63(f);
            f66(f);
            f74(f);
            f84(f);
        }
        2 => {
            f.word16(const { pad16("set") }, 3, 0x723830248249f4c);
            f72(f);
            f77(f);
            f86(f);
            f87(f);
            f78(f);
            f88(f);
        }
        3 => {
            f.word16(const { pad16("set") }, 3, 0x723830248249f4c);
            f72(f);
            f63(f);
            f86(f);
            f89(f);
            f66(f);
            f73(f);
        }
        4 => {
            f.word16(const { pad16("max") }, 3, 0x8c395502020e95b2);
            f87(f);
            f72(f);
            f77(f);
            f78(f);
            f88(f);
        }
        5 => {
            f.word16(const { pad16("max") }, 3, 0x8c395502020e95b2);
            f89(f);
            f72(f);
            f63(f);
            f66(f);
            f73(f);
        }
        6 => {
            f.word16(const { pad16("min") }, 3, 0x8c1e3f0201f7a898);
            f87(f);
            f72(f);
            f77(f);
            f78(f);
            f88(f);
        }
        7 => {
            f.word16(const { pad16("min") }, 3, 0x8c1e3f0201f7a898);
            f89(f);
            f72(f);
            f63(f);
            f66(f);
            f73(f);
        }
        8 => {
            f.word16(const { pad16("shl") }, 3, 0x7508102484b89d1);
            f.word16(const { pad16("b16") }, 3, 0x73c09e01f4a0467d);
            f72(f);
            f77(f);
            f78(f);
            f90(f);
        }
        9 => {
            f.word16(const { pad16("shl") }, 3, 0x7508102484b89d1);
            f.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
            f72(f);
            f63(f);
            f66(f);
            f91(f);
        }
        10 => {
            f.word16(const { pad16("shr") }, 3, 0x7508b02484b9acf);
            f87(f);
            f72(f);
            f77(f);
            f78(f);
            f90(f);
        }
        11 => {
            f.word16(const { pad16("shr") }, 3, 0x7508b02484b9acf);
            f89(f);
            f72(f);
            f63(f);
            f66(f);
            f91(f);
        }
        12 => {
            f.unknown();
            f72(f);
            f63(f);
            f66(f);
            f73(f);
            f74(f);
        }
        _ => f.unknown(),
    }
}
fn f93(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("u16") }, 3, 0xd36ecf022aeec240);
        }
        1 => {
            f.word16(const { pad16("s16") }, 3, 0x621d502474a34ce);
        }
        _ => f.unknown(),
    }
}
fn f94(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("u16") }, 3, 0xd36ecf022aeec240);
        }
        1 => {
            f.word16(const { pad16("s16") }, 3, 0x621d502474a34ce);
        }
        _ => f.unknown(),
    }
}
fn f95(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("high") }, 4, 0xb98a486621a9ac8);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f96(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("u24") }, 3, 0xd36bd3022aec9335);
        }
        1 => {
            f.word16(const { pad16("s24") }, 3, 0x62bc50247526e23);
        }
        _ => f.unknown(),
    }
}
fn f97(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("mul") }, 3, 0x8c7d6102024876e2);
            f72(f);
            f63(f);
            f93(f);
            f78(f);
            f94(f);
            f88(f);
        }
        1 => {
            f.word16(const { pad16("mul") }, 3, 0x8c7d6102024876e2);
            f72(f);
            f63(f);
            f95(f);
            f96(f);
            f66(f);
            f73(f);
        }
        2 => {
            f.unknown();
            f72(f);
            f63(f);
            f66(f);
            f73(f);
            f74(f);
        }
        _ => f.unknown(),
    }
}
fn f98(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("sad") }, 3, 0x731a30248311308);
            f72(f);
            f63(f);
            f87(f);
            f78(f);
            f88(f);
            f74(f);
        }
        1 => {
            f.word16(const { pad16("sad") }, 3, 0x731a30248311308);
            f72(f);
            f63(f);
            f89(f);
            f66(f);
            f73(f);
            f74(f);
        }
        2 => {
            f.unknown();
            f72(f);
            f63(f);
            f66(f);
            f73(f);
            f74(f);
        }
        _ => f.unknown(),
    }
}
fn f99(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("add") }, 3, 0x6c169301f091c61f);
        }
        1 => {
            f.word16(const { pad16("sub") }, 3, 0x6ed710247f6f146);
        }
        2 => {
            f.word16(const { pad16("subr") }, 4, 0xbc683ae0489bdb5c);
        }
        3 => {
            f.word16(const { pad16("addc") }, 4, 0x3c22484bc7b444b4);
        }
        _ => f.unknown(),
    }
}
fn f100(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_reg(&Atom::Reg(&S24)) {
                return;
            }
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f101(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f99(f);
            f72(f);
            f63(f);
            f.open();
            f.word16(const { pad16("mul") }, 3, 0x8c7d6102024876e2);
            f.word16(const { pad16("u16") }, 3, 0xd36ecf022aeec240);
            f78(f);
            f88(f);
            f.close();
            f74(f);
            f100(f);
        }
        1 => {
            f99(f);
            f72(f);
            f63(f);
            f.open();
            f.word16(const { pad16("mul") }, 3, 0x8c7d6102024876e2);
            f.word16(const { pad16("s16") }, 3, 0x621d502474a34ce);
            f78(f);
            f88(f);
            f.close();
            f74(f);
            f100(f);
        }
        2 => {
            f99(f);
            f.word16(const { pad16("sat") }, 3, 0x73193024830f7d8);
            f72(f);
            f63(f);
            f.open();
            f.word16(const { pad16("mul") }, 3, 0x8c7d6102024876e2);
            f.word16(const { pad16("s16") }, 3, 0x621d502474a34ce);
            f78(f);
            f88(f);
            f.close();
            f74(f);
            f100(f);
        }
        3 => {
            f99(f);
            f72(f);
            f63(f);
            f.open();
            f.word16(const { pad16("mul") }, 3, 0x8c7d6102024876e2);
            f.word16(const { pad16("u24") }, 3, 0xd36bd3022aec9335);
            f66(f);
            f73(f);
            f.close();
            f74(f);
            f100(f);
        }
        4 => {
            f99(f);
            f72(f);
            f63(f);
            f.open();
            f.word16(const { pad16("mul") }, 3, 0x8c7d6102024876e2);
            f.word16(const { pad16("s24") }, 3, 0x62bc50247526e23);
            f66(f);
            f73(f);
            f.close();
            f74(f);
            f100(f);
        }
        5 => {
            f99(f);
            f.word16(const { pad16("sat") }, 3, 0x73193024830f7d8);
            f72(f);
            f63(f);
            f.open();
            f.word16(const { pad16("mul") }, 3, 0x8c7d6102024876e2);
            f.word16(const { pad16("s24") }, 3, 0x62bc50247526e23);
            f66(f);
            f73(f);
            f.close();
            f74(f);
            f100(f);
        }
        6 => {
            f99(f);
            f72(f);
            f63(f);
            f.open();
            f.word16(const { pad16("mul") }, 3, 0x8c7d6102024876e2);
            f.word16(const { pad16("high") }, 4, 0xb98a486621a9ac8);
            f.word16(const { pad16("u24") }, 3, 0xd36bd3022aec9335);
            f66(f);
            f73(f);
            f.close();
            f74(f);
            f100(f);
        }
        7 => {
            f99(f);
            f72(f);
            f63(f);
            f.open();
            f.word16(const { pad16("mul") }, 3, 0x8c7d6102024876e2);
            f.word16(const { pad16("high") }, 4, 0xb98a486621a9ac8);
            f.word16(const { pad16("s24") }, 3, 0x62bc50247526e23);
            f66(f);
            f73(f);
            f.close();
            f74(f);
            f100(f);
        }
        8 => {
            f.unknown();
            f72(f);
            f63(f);
            f66(f);
            f73(f);
            f74(f);
        }
        _ => f.unknown(),
    }
}
fn f102(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f99(f);
            f.word16(const { pad16("sat") }, 3, 0x73193024830f7d8);
            f72(f);
            f63(f);
            f.open();
            f.word16(const { pad16("mul") }, 3, 0x8c7d6102024876e2);
            f.word16(const { pad16("high") }, 4, 0xb98a486621a9ac8);
            f.word16(const { pad16("s24") }, 3, 0x62bc50247526e23);
            f66(f);
            f73(f);
            f.close();
            f74(f);
            f100(f);
        }
        1 => {
            f.unknown();
            f72(f);
            f63(f);
            f66(f);
            f73(f);
            f74(f);
        }
        _ => f.unknown(),
    }
}
fn f103(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("neg") }, 3, 0x97696102091ca452);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f104(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("interp") }, 6, 0x63b9afb36712bda);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S79)) {
                return;
            }
        }
        1 => {
            f.word16(const { pad16("interp") }, 6, 0x63b9afb36712bda);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            f.word16(const { pad16("cent") }, 4, 0x72b6b85c6e9bfb9a);
            if !f.operand_mem(&Atom::Mem(&S79)) {
                return;
            }
        }
        2 => {
            f.word16(const { pad16("interp") }, 6, 0x63b9afb36712bda);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S79)) {
                return;
            }
            f103(f);
            if !f.operand_reg(&Atom::Reg(&S41)) {
                return;
            }
        }
        3 => {
            f.word16(const { pad16("interp") }, 6, 0x63b9afb36712bda);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            f.word16(const { pad16("cent") }, 4, 0x72b6b85c6e9bfb9a);
            if !f.operand_mem(&Atom::Mem(&S79)) {
                return;
            }
            f103(f);
            if !f.operand_reg(&Atom::Reg(&S41)) {
                return;
            }
        }
        4 => {
            f.word16(const { pad16("interp") }, 6, 0x63b9afb36712bda);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            f.word16(const { pad16("flat") }, 4, 0xa1737932ec499adb);
            if !f.operand_mem(&Atom::Mem(&S79)) {
                return;
            }
        }
        5 => {
            f.unknown();
            f72(f);
            f63(f);
            f66(f);
            f73(f);
            f74(f);
        }
        _ => f.unknown(),
    }
}
fn f105(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("abs") }, 3, 0x6c1ca801f096557c);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f106(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f103(f);
            f105(f);
        }
        _ => f.unknown(),
    }
}
fn f107(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("rcp") }, 3, 0xff615c0244015d79);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            f63(f);
            f106(f);
            if !f.operand_reg(&Atom::Reg(&S41)) {
                return;
            }
        }
        1 => {
            f.word16(const { pad16("rsqrt") }, 5, 0xf7f9a23544a85c68);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            f63(f);
            f106(f);
            if !f.operand_reg(&Atom::Reg(&S41)) {
                return;
            }
        }
        2 => {
            f.word16(const { pad16("lg2") }, 3, 0x855e7401feaff8ed);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            f63(f);
            f106(f);
            if !f.operand_reg(&Atom::Reg(&S41)) {
                return;
            }
        }
        3 => {
            f.word16(const { pad16("sin") }, 3, 0x74c9d024847d08e);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            f63(f);
            if !f.operand_reg(&Atom::Reg(&S41)) {
                return;
            }
        }
        4 => {
            f.word16(const { pad16("cos") }, 3, 0x7d880a01fa7b9c37);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            f63(f);
            if !f.operand_reg(&Atom::Reg(&S41)) {
                return;
            }
        }
        5 => {
            f.word16(const { pad16("ex2") }, 3, 0x47afbd01db741ef9);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            f82(f);
            f63(f);
            if !f.operand_reg(&Atom::Reg(&S41)) {
                return;
            }
        }
        6 => {
            f.unknown();
            f72(f);
            f63(f);
            f66(f);
            f73(f);
            f74(f);
        }
        _ => f.unknown(),
    }
}
fn f108(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("neg") }, 3, 0x97696102091ca452);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f109(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f108(f);
            f105(f);
        }
        _ => f.unknown(),
    }
}
fn f110(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("sat") }, 3, 0x73193024830f7d8);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f111(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("rni") }, 3, 0xff87570244222437);
        }
        1 => {
            f.word16(const { pad16("rmi") }, 3, 0xff917702442aaf1c);
        }
        2 => {
            f.word16(const { pad16("rpi") }, 3, 0xff9b7b0244330a6d);
        }
        3 => {
            f.word16(const { pad16("rzi") }, 3, 0xffaf4f02444368b3);
        }
        _ => f.unknown(),
    }
}
fn f112(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("rn") }, 2, 0x1916e0001556904);
        }
        1 => {
            f.word16(const { pad16("rm") }, 2, 0x191710001556e1d);
        }
        2 => {
            f.word16(const { pad16("rp") }, 2, 0x191740001557336);
        }
        3 => {
            f.word16(const { pad16("rz") }, 2, 0x1917a0001557d68);
        }
        _ => f.unknown(),
    }
}
fn f113(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {}
        1 => {
            f.word16(const { pad16("rm") }, 2, 0x191710001556e1d);
        }
        2 => {
            f.word16(const { pad16("rp") }, 2, 0x191740001557336);
        }
        3 => {
            f.word16(const { pad16("rz") }, 2, 0x1917a0001557d68);
        }
        _ => f.unknown(),
    }
}
fn f114(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("u16") }, 3, 0xd36ecf022aeec240);
            f78(f);
        }
        1 => {
            f.word16(const { pad16("u32") }, 3, 0xd3684b022ae97646);
            f66(f);
        }
        2 => {
            f.word16(const { pad16("u8") }, 2, 0x1803e000146a441);
            f78(f);
        }
        3 => {
            f.word16(const { pad16("u8") }, 2, 0x1803e000146a441);
            if !f.operand_reg(&Atom::Reg(&S41)) {
                return;
            }
        }
        4 => {
            f.word16(const { pad16("s16") }, 3, 0x621d502474a34ce);
            f78(f);
        }
        5 => {
            f.word16(const { pad16("s32") }, 3, 0x6284102474f5800);
            f66(f);
        }
        6 => {
            f.word16(const { pad16("s8") }, 2, 0x194420001575417);
            f78(f);
        }
        7 => {
            f.word16(const { pad16("s8") }, 2, 0x194420001575417);
            if !f.operand_reg(&Atom::Reg(&S41)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f115(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_reg(&Atom::Reg(&S30)) {
                return;
            }
        }
        1 => {
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
        }
        2 => {
            if !f.operand(&Atom::Discard) {
                return;
            }
        }
        3 => {
            if !f.compat {
                f.word16(const { pad16("whole") }, 5, 0x177fd8b40daf5f57);
            }
            if !f.operand(&Atom::Discard) {
                return;
            }
        }
        4 => {
            if !f.operand_mem(&Atom::Mem(&S65)) {
                return;
            }
        }
        5 => {
            if !f.compat {
                f.word16(const { pad16("whole") }, 5, 0x177fd8b40daf5f57);
            }
            if !f.operand_mem(&Atom::Mem(&S32)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f116(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f110(f);
            f.word16(const { pad16("f16") }, 3, 0x51876a01e15ca359);
            f72(f);
            f77(f);
            f.word16(const { pad16("f16") }, 3, 0x51876a01e15ca359);
            f78(f);
        }
        1 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f110(f);
            f111(f);
            f.word16(const { pad16("f16") }, 3, 0x51876a01e15ca359);
            f72(f);
            f77(f);
            f.word16(const { pad16("f16") }, 3, 0x51876a01e15ca359);
            f78(f);
        }
        2 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f110(f);
            f112(f);
            f.word16(const { pad16("f16") }, 3, 0x51876a01e15ca359);
            f72(f);
            f77(f);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            f66(f);
        }
        3 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f110(f);
            f111(f);
            f.word16(const { pad16("f16") }, 3, 0x51876a01e15ca359);
            f72(f);
            f77(f);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            f66(f);
        }
        4 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f110(f);
            f113(f);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            f72(f);
            f63(f);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            f66(f);
        }
        5 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f110(f);
            f111(f);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            f72(f);
            f63(f);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            f66(f);
        }
        6 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f110(f);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            f72(f);
            f63(f);
            f.word16(const { pad16("f16") }, 3, 0x51876a01e15ca359);
            f78(f);
        }
        7 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f110(f);
            f111(f);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            f72(f);
            f63(f);
            f.word16(const { pad16("f16") }, 3, 0x51876a01e15ca359);
            f78(f);
        }
        8 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f112(f);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            f72(f);
            f63(f);
            f.word16(const { pad16("f64") }, 3, 0x516fe601e148e42c);
            if !f.operand_reg(&Atom::Reg(&S81)) {
                return;
            }
        }
        9 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f.word16(const { pad16("f64") }, 3, 0x516fe601e148e42c);
            f72(f);
            if !f.operand_reg(&Atom::Reg(&S80)) {
                return;
            }
            f.word16(const { pad16("f64") }, 3, 0x516fe601e148e42c);
            if !f.operand_reg(&Atom::Reg(&S81)) {
                return;
            }
        }
        10 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f111(f);
            f.word16(const { pad16("f64") }, 3, 0x516fe601e148e42c);
            f72(f);
            if !f.operand_reg(&Atom::Reg(&S80)) {
                return;
            }
            f.word16(const { pad16("f64") }, 3, 0x516fe601e148e42c);
            if !f.operand_reg(&Atom::Reg(&S81)) {
                return;
            }
        }
        11 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f.word16(const { pad16("f64") }, 3, 0x516fe601e148e42c);
            f72(f);
            if !f.operand_reg(&Atom::Reg(&S80)) {
                return;
            }
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            f66(f);
        }
        12 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f111(f);
            f.word16(const { pad16("u16") }, 3, 0xd36ecf022aeec240);
            f72(f);
            f77(f);
            f.word16(const { pad16("f16") }, 3, 0x51876a01e15ca359);
            f78(f);
        }
        13 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f111(f);
            f.word16(const { pad16("u16") }, 3, 0xd36ecf022aeec240);
            f72(f);
            f77(f);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            f66(f);
        }
        14 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f111(f);
            f.word16(const { pad16("s16") }, 3, 0x621d502474a34ce);
            f72(f);
            f77(f);
            f.word16(const { pad16("f16") }, 3, 0x51876a01e15ca359);
            f78(f);
        }
        15 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f111(f);
            f.word16(const { pad16("s16") }, 3, 0x621d502474a34ce);
            f72(f);
            f77(f);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            f66(f);
        }
        16 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f111(f);
            f.word16(const { pad16("u32") }, 3, 0xd3684b022ae97646);
            f72(f);
            f63(f);
            f.word16(const { pad16("f16") }, 3, 0x51876a01e15ca359);
            f78(f);
        }
        17 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f111(f);
            f.word16(const { pad16("u32") }, 3, 0xd3684b022ae97646);
            f72(f);
            f63(f);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            f66(f);
        }
        18 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f111(f);
            f.word16(const { pad16("s32") }, 3, 0x6284102474f5800);
            f72(f);
            f63(f);
            f.word16(const { pad16("f16") }, 3, 0x51876a01e15ca359);
            f78(f);
        }
        19 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f111(f);
            f.word16(const { pad16("s32") }, 3, 0x6284102474f5800);
            f72(f);
            f63(f);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            f66(f);
        }
        20 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f111(f);
            f.word16(const { pad16("u32") }, 3, 0xd3684b022ae97646);
            f72(f);
            f63(f);
            f.word16(const { pad16("f64") }, 3, 0x516fe601e148e42c);
            if !f.operand_reg(&Atom::Reg(&S81)) {
                return;
            }
        }
        21 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f111(f);
            f.word16(const { pad16("s32") }, 3, 0x6284102474f5800);
            f72(f);
            f63(f);
            f.word16(const { pad16("f64") }, 3, 0x516fe601e148e42c);
            if !f.operand_reg(&Atom::Reg(&S81)) {
                return;
            }
        }
        22 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f111(f);
            f.word16(const { pad16("u64") }, 3, 0xd37963022af81241);
            f72(f);
            if !f.operand_reg(&Atom::Reg(&S80)) {
                return;
            }
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            f66(f);
        }
        23 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f111(f);
            f.word16(const { pad16("u64") }, 3, 0xd37963022af81241);
            f72(f);
            if !f.operand_reg(&Atom::Reg(&S80)) {
                return;
            }
            f.word16(const { pad16("f64") }, 3, 0x516fe601e148e42c);
            if !f.operand_reg(&Atom::Reg(&S81)) {
                return;
            }
        }
        24 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f111(f);
            f.word16(const { pad16("s64") }, 3, 0x61e550247472577);
            f72(f);
            if !f.operand_reg(&Atom::Reg(&S80)) {
                return;
            }
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            f66(f);
        }
        25 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f111(f);
            f.word16(const { pad16("s64") }, 3, 0x61e550247472577);
            f72(f);
            if !f.operand_reg(&Atom::Reg(&S80)) {
                return;
            }
            f.word16(const { pad16("f64") }, 3, 0x516fe601e148e42c);
            if !f.operand_reg(&Atom::Reg(&S81)) {
                return;
            }
        }
        26 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f110(f);
            f112(f);
            f.word16(const { pad16("f16") }, 3, 0x51876a01e15ca359);
            f72(f);
            f77(f);
            f114(f);
        }
        27 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f110(f);
            f112(f);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            f72(f);
            f63(f);
            f114(f);
        }
        28 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f110(f);
            f112(f);
            f.word16(const { pad16("f64") }, 3, 0x516fe601e148e42c);
            f72(f);
            if !f.operand_reg(&Atom::Reg(&S80)) {
                return;
            }
            f.word16(const { pad16("u32") }, 3, 0xd3684b022ae97646);
            f66(f);
        }
        29 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f110(f);
            f112(f);
            f.word16(const { pad16("f64") }, 3, 0x516fe601e148e42c);
            f72(f);
            if !f.operand_reg(&Atom::Reg(&S80)) {
                return;
            }
            f.word16(const { pad16("s32") }, 3, 0x6284102474f5800);
            f66(f);
        }
        30 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f110(f);
            f112(f);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            f72(f);
            f63(f);
            f.word16(const { pad16("u64") }, 3, 0xd37963022af81241);
            if !f.operand_reg(&Atom::Reg(&S81)) {
                return;
            }
        }
        31 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f110(f);
            f112(f);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            f72(f);
            f63(f);
            f.word16(const { pad16("s64") }, 3, 0x61e550247472577);
            if !f.operand_reg(&Atom::Reg(&S81)) {
                return;
            }
        }
        32 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f110(f);
            f112(f);
            f.word16(const { pad16("f64") }, 3, 0x516fe601e148e42c);
            f72(f);
            if !f.operand_reg(&Atom::Reg(&S80)) {
                return;
            }
            f.word16(const { pad16("u64") }, 3, 0xd37963022af81241);
            if !f.operand_reg(&Atom::Reg(&S81)) {
                return;
            }
        }
        33 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f110(f);
            f112(f);
            f.word16(const { pad16("f64") }, 3, 0x516fe601e148e42c);
            f72(f);
            if !f.operand_reg(&Atom::Reg(&S80)) {
                return;
            }
            f.word16(const { pad16("s64") }, 3, 0x61e550247472577);
            if !f.operand_reg(&Atom::Reg(&S81)) {
                return;
            }
        }
        34 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f.word16(const { pad16("u16") }, 3, 0xd36ecf022aeec240);
            f72(f);
            f77(f);
            f114(f);
        }
        35 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f.word16(const { pad16("u8") }, 2, 0x1803e000146a441);
            f72(f);
            f115(f);
            f114(f);
        }
        36 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f.word16(const { pad16("u32") }, 3, 0xd3684b022ae97646);
            f72(f);
            f63(f);
            f114(f);
        }
        37 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f.word16(const { pad16("s16") }, 3, 0x621d502474a34ce);
            f72(f);
            f77(f);
            f114(f);
        }
        38 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f.word16(const { pad16("s8") }, 2, 0x194420001575417);
            f72(f);
            f115(f);
            f114(f);
        }
        39 => {
            f.word16(const { pad16("cvt") }, 3, 0x7da60501fa949147);
            f109(f);
            f.word16(const { pad16("s32") }, 3, 0x6284102474f5800);
            f72(f);
            f63(f);
            f114(f);
        }
        40 => {
            f.unknown();
            f72(f);
            f63(f);
            f66(f);
            f73(f);
            f74(f);
        }
        _ => f.unknown(),
    }
}
fn f117(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("sat") }, 3, 0x73193024830f7d8);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f118(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("rn") }, 2, 0x1916e0001556904);
        }
        1 => {
            f.word16(const { pad16("rz") }, 2, 0x1917a0001557d68);
        }
        _ => f.unknown(),
    }
}
fn f119(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("neg") }, 3, 0x97696102091ca452);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f120(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("never") }, 5, 0x5cf494a177a42ae6);
        }
        1 => {
            f.word16(const { pad16("l") }, 1, 0x68000000b0b8);
        }
        2 => {
            f.word16(const { pad16("e") }, 1, 0x61000000a4d3);
        }
        3 => {
            f.word16(const { pad16("le") }, 2, 0x1619500012c8787);
        }
        4 => {
            f.word16(const { pad16("g") }, 1, 0x63000000a839);
        }
        5 => {
            f.word16(const { pad16("lg") }, 2, 0x1619700012c8aed);
        }
        6 => {
            f.word16(const { pad16("ge") }, 2, 0x1509500011e1454);
        }
        7 => {
            f.word16(const { pad16("lge") }, 3, 0x855e1d01feaf6518);
        }
        8 => {
            f.word16(const { pad16("u") }, 1, 0x71000000c003);
        }
        9 => {
            f.word16(const { pad16("lu") }, 2, 0x1618500012c6c57);
        }
        10 => {
            f.word16(const { pad16("eu") }, 2, 0x14979000117c612);
        }
        11 => {
            f.word16(const { pad16("leu") }, 3, 0x85582101feab0036);
        }
        12 => {
            f.word16(const { pad16("gu") }, 2, 0x1508500011df924);
        }
        13 => {
            f.word16(const { pad16("lgu") }, 3, 0x855e2d01feaf8048);
        }
        14 => {
            f.word16(const { pad16("geu") }, 3, 0x5a015001e61c3413);
        }
        15 => {
            f.word16(const { pad16("always") }, 6, 0x1a6ae395e9c98041);
        }
        _ => f.unknown(),
    }
}
fn f121(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("abs") }, 3, 0x6c1ca801f096557c);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f122(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f119(f);
            f121(f);
        }
        _ => f.unknown(),
    }
}
fn f123(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("add") }, 3, 0x6c169301f091c61f);
            f117(f);
            f118(f);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            f72(f);
            f63(f);
            f103(f);
            f66(f);
            f119(f);
            f74(f);
        }
        1 => {
            f.word16(const { pad16("set") }, 3, 0x723830248249f4c);
            f72(f);
            f63(f);
            f120(f);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            f106(f);
            f66(f);
            f122(f);
            f73(f);
        }
        2 => {
            f.word16(const { pad16("max") }, 3, 0x8c395502020e95b2);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            f72(f);
            f63(f);
            f106(f);
            f66(f);
            f122(f);
            f73(f);
        }
        3 => {
            f.word16(const { pad16("min") }, 3, 0x8c1e3f0201f7a898);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            f72(f);
            f63(f);
            f106(f);
            f66(f);
            f122(f);
            f73(f);
        }
        4 => {
            f.word16(const { pad16("presin") }, 6, 0x640dc2b72edb3015);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            f63(f);
            f106(f);
            f66(f);
        }
        5 => {
            f.word16(const { pad16("preex2") }, 6, 0xbadffeb760173746);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            f63(f);
            f106(f);
            f66(f);
        }
        6 => {
            f.unknown();
            f72(f);
            f63(f);
            f66(f);
            f73(f);
            f74(f);
        }
        _ => f.unknown(),
    }
}
fn f124(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("sat") }, 3, 0x73193024830f7d8);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f125(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("rn") }, 2, 0x1916e0001556904);
        }
        1 => {
            f.word16(const { pad16("rz") }, 2, 0x1917a0001557d68);
        }
        _ => f.unknown(),
    }
}
fn f126(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("add") }, 3, 0x6c169301f091c61f);
        }
        1 => {
            f.word16(const { pad16("subr") }, 4, 0xbc683ae0489bdb5c);
        }
        2 => {
            f.word16(const { pad16("sub") }, 3, 0x6ed710247f6f146);
        }
        3 => {
            f.word16(const { pad16("mov2") }, 4, 0x21631469627f35f4);
        }
        _ => f.unknown(),
    }
}
fn f127(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("add") }, 3, 0x6c169301f091c61f);
        }
        1 => {
            f.word16(const { pad16("subr") }, 4, 0xbc683ae0489bdb5c);
        }
        2 => {
            f.word16(const { pad16("sub") }, 3, 0x6ed710247f6f146);
        }
        3 => {
            f.word16(const { pad16("mov2") }, 4, 0x21631469627f35f4);
        }
        _ => f.unknown(),
    }
}
fn f128(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("add") }, 3, 0x6c169301f091c61f);
        }
        1 => {
            f.word16(const { pad16("subr") }, 4, 0xbc683ae0489bdb5c);
        }
        2 => {
            f.word16(const { pad16("sub") }, 3, 0x6ed710247f6f146);
        }
        3 => {
            f.word16(const { pad16("mov2") }, 4, 0x21631469627f35f4);
        }
        _ => f.unknown(),
    }
}
fn f129(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("add") }, 3, 0x6c169301f091c61f);
        }
        1 => {
            f.word16(const { pad16("subr") }, 4, 0xbc683ae0489bdb5c);
        }
        2 => {
            f.word16(const { pad16("sub") }, 3, 0x6ed710247f6f146);
        }
        3 => {
            f.word16(const { pad16("mov2") }, 4, 0x21631469627f35f4);
        }
        _ => f.unknown(),
    }
}
fn f130(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("l0") }, 2, 0x1614000012bf718);
        }
        1 => {
            f.word16(const { pad16("l1") }, 2, 0x1614100012bf8cb);
        }
        2 => {
            f.word16(const { pad16("l2") }, 2, 0x1614200012bfa7e);
        }
        3 => {
            f.word16(const { pad16("l3") }, 2, 0x1614300012bfc31);
        }
        4 => {
            f.word16(const { pad16("dx") }, 2, 0x146780001158e88);
        }
        5 => {
            f.word16(const { pad16("dy") }, 2, 0x14679000115903b);
        }
        _ => f.unknown(),
    }
}
fn f131(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("mul") }, 3, 0x8c7d6102024876e2);
            f124(f);
            f125(f);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            f72(f);
            f63(f);
            f103(f);
            f66(f);
            f119(f);
            f73(f);
        }
        1 => {
            f.word16(const { pad16("slct") }, 4, 0x95be45e0c3eef834);
            f.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
            f72(f);
            f63(f);
            f66(f);
            f73(f);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            f108(f);
            f74(f);
        }
        2 => {
            f.word16(const { pad16("quadop") }, 6, 0x827551f4e6b95784);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            f126(f);
            f127(f);
            f128(f);
            f129(f);
            f72(f);
            f63(f);
            f130(f);
            if !f.operand_reg(&Atom::Reg(&S41)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S45)) {
                return;
            }
        }
        3 => {
            f.unknown();
            f72(f);
            f63(f);
            f66(f);
            f73(f);
            f74(f);
        }
        _ => f.unknown(),
    }
}
fn f132(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("and") }, 3, 0x6bf49701f074e685);
        }
        1 => {
            f.word16(const { pad16("or") }, 2, 0x16b74000134a3f9);
        }
        2 => {
            f.word16(const { pad16("xor") }, 3, 0x329c500260d04b09);
        }
        3 => {
            f.word16(const { pad16("mov2") }, 4, 0x21631469627f35f4);
        }
        _ => f.unknown(),
    }
}
fn f133(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("not") }, 3, 0x9747740208ffde35);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f134(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("not") }, 3, 0x9747740208ffde35);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f135(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("u8") }, 2, 0x1803e000146a441);
        }
        1 => {
            f.word16(const { pad16("s8") }, 2, 0x194420001575417);
        }
        2 => {
            f.word16(const { pad16("u16") }, 3, 0xd36ecf022aeec240);
        }
        3 => {
            f.word16(const { pad16("s16") }, 3, 0x621d502474a34ce);
        }
        4 => {
            f.word16(const { pad16("b64") }, 3, 0x73c41a01f4a34f08);
        }
        5 => {
            f.word16(const { pad16("b128") }, 4, 0x50853a52ac4bf5cb);
        }
        6 => {
            f.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
        }
        _ => f.unknown(),
    }
}
fn f136(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_reg(&Atom::Reg(&S80)) {
                return;
            }
        }
        1 => {
            if !f.operand_reg(&Atom::Reg(&S82)) {
                return;
            }
        }
        2 => {
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f137(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_mem(&Atom::Mem(&S83)) {
                return;
            }
        }
        1 => {
            if !f.operand_mem(&Atom::Mem(&S84)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f138(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("u64") }, 3, 0xd37963022af81241);
        }
        1 => {
            f.word16(const { pad16("u32") }, 3, 0xd3684b022ae97646);
        }
        2 => {
            f.word16(const { pad16("s32") }, 3, 0x6284102474f5800);
        }
        3 => {
            f.word16(const { pad16("u8") }, 2, 0x1803e000146a441);
        }
        4 => {
            f.word16(const { pad16("s8") }, 2, 0x194420001575417);
        }
        5 => {
            f.word16(const { pad16("u16") }, 3, 0xd36ecf022aeec240);
        }
        6 => {
            f.word16(const { pad16("s16") }, 3, 0x621d502474a34ce);
        }
        _ => f.unknown(),
    }
}
fn f139(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("b64") }, 3, 0x73c41a01f4a34f08);
        }
        1 => {
            f.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
        }
        2 => {
            f.word16(const { pad16("s32") }, 3, 0x6284102474f5800);
        }
        3 => {
            f.word16(const { pad16("u8") }, 2, 0x1803e000146a441);
        }
        4 => {
            f.word16(const { pad16("s8") }, 2, 0x194420001575417);
        }
        5 => {
            f.word16(const { pad16("u16") }, 3, 0xd36ecf022aeec240);
        }
        6 => {
            f.word16(const { pad16("s16") }, 3, 0x621d502474a34ce);
        }
        _ => f.unknown(),
    }
}
fn f140(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("u32") }, 3, 0xd3684b022ae97646);
        }
        1 => {
            f.word16(const { pad16("s32") }, 3, 0x6284102474f5800);
        }
        2 => {
            f.word16(const { pad16("u8") }, 2, 0x1803e000146a441);
        }
        3 => {
            f.word16(const { pad16("s8") }, 2, 0x194420001575417);
        }
        4 => {
            f.word16(const { pad16("u16") }, 3, 0xd36ecf022aeec240);
        }
        5 => {
            f.word16(const { pad16("s16") }, 3, 0x621d502474a34ce);
        }
        _ => f.unknown(),
    }
}
fn f141(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
        }
        1 => {
            f.word16(const { pad16("s32") }, 3, 0x6284102474f5800);
        }
        2 => {
            f.word16(const { pad16("u8") }, 2, 0x1803e000146a441);
        }
        3 => {
            f.word16(const { pad16("s8") }, 2, 0x194420001575417);
        }
        4 => {
            f.word16(const { pad16("u16") }, 3, 0xd36ecf022aeec240);
        }
        5 => {
            f.word16(const { pad16("s16") }, 3, 0x621d502474a34ce);
        }
        _ => f.unknown(),
    }
}
fn f142(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("add") }, 3, 0x6c169301f091c61f);
            f138(f);
        }
        1 => {
            f.word16(const { pad16("exch") }, 4, 0x44c9c527e734feba);
            f139(f);
        }
        2 => {
            f.word16(const { pad16("inc") }, 3, 0xb09d08021729cb88);
            f140(f);
        }
        3 => {
            f.word16(const { pad16("dec") }, 3, 0x400bfb01d76a8654);
            f140(f);
        }
        4 => {
            f.word16(const { pad16("max") }, 3, 0x8c395502020e95b2);
            f140(f);
        }
        5 => {
            f.word16(const { pad16("min") }, 3, 0x8c1e3f0201f7a898);
            f140(f);
        }
        6 => {
            f.word16(const { pad16("and") }, 3, 0x6bf49701f074e685);
            f141(f);
        }
        7 => {
            f.word16(const { pad16("or") }, 2, 0x16b74000134a3f9);
            f141(f);
        }
        8 => {
            f.word16(const { pad16("xor") }, 3, 0x329c500260d04b09);
            f141(f);
        }
        9 => {
            f.word16(const { pad16("keep8") }, 5, 0x4ac105613cf8fda7);
            f141(f);
        }
        10 => {
            f.word16(const { pad16("keep9") }, 5, 0x4ac104613cf8fbf4);
            f141(f);
        }
        11 => {
            f.word16(const { pad16("keep13") }, 6, 0xfedb483a9afd269d);
            f141(f);
        }
        12 => {
            f.word16(const { pad16("keep14") }, 6, 0xfedb413a9afd1ab8);
            f141(f);
        }
        13 => {
            f.word16(const { pad16("keep15") }, 6, 0xfedb423a9afd1c6b);
            f141(f);
        }
        _ => f.unknown(),
    }
}
fn f143(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("exch") }, 4, 0x44c9c527e734feba);
            f139(f);
        }
        1 => {
            f.word16(const { pad16("cas") }, 3, 0x7d730a01fa69402d);
            f139(f);
        }
        2 => {
            f.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
            f142(f);
        }
        _ => f.unknown(),
    }
}
fn f144(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_reg(&Atom::Reg(&S85)) {
                return;
            }
        }
        1 => {
            if !f.operand_reg(&Atom::Reg(&S54)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f145(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_reg(&Atom::Reg(&S86)) {
                return;
            }
        }
        1 => {
            if !f.operand_reg(&Atom::Reg(&S45)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f146(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f145(f);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f147(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f132(f);
            f.word16(const { pad16("b16") }, 3, 0x73c09e01f4a0467d);
            f72(f);
            f77(f);
            f133(f);
            f78(f);
            f134(f);
            f88(f);
        }
        1 => {
            f132(f);
            f.word16(const { pad16("b32") }, 3, 0x73ba0a01f49adf53);
            f72(f);
            f63(f);
            f133(f);
            f66(f);
            f134(f);
            f73(f);
        }
        2 => {
            f.word16(const { pad16("add") }, 3, 0x6c169301f091c61f);
            if !f.operand_reg(&Atom::Reg(&S61)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S59)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S87)) {
                return;
            }
        }
        3 => {
            f.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
            f135(f);
            f136(f);
            f137(f);
        }
        4 => {
            f.word16(const { pad16("st") }, 2, 0x19476000157ac73);
            f135(f);
            f137(f);
            f136(f);
        }
        5 => {
            f.word16(const { pad16("ld") }, 2, 0x1619400012c85d4);
            f135(f);
            f136(f);
            if !f.operand_mem(&Atom::Mem(&S88)) {
                return;
            }
        }
        6 => {
            f.word16(const { pad16("st") }, 2, 0x19476000157ac73);
            f135(f);
            if !f.operand_mem(&Atom::Mem(&S88)) {
                return;
            }
            f136(f);
        }
        7 => {
            f.word16(const { pad16("red") }, 3, 0xff764c0244139e53);
            f142(f);
            if !f.operand_mem(&Atom::Mem(&S88)) {
                return;
            }
            f136(f);
        }
        8 => {
            f143(f);
            f136(f);
            if !f.operand_mem(&Atom::Mem(&S89)) {
                return;
            }
            f144(f);
            f146(f);
        }
        9 => {
            f.unknown();
            f72(f);
            f63(f);
            f66(f);
            f73(f);
            f74(f);
        }
        _ => f.unknown(),
    }
}
fn f148(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {}
        1 => {
            f.word16(const { pad16("rm") }, 2, 0x191710001556e1d);
        }
        2 => {
            f.word16(const { pad16("rp") }, 2, 0x191740001557336);
        }
        3 => {
            f.word16(const { pad16("rz") }, 2, 0x1917a0001557d68);
        }
        4 => {}
        _ => f.unknown(),
    }
}
fn f149(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("rn") }, 2, 0x1916e0001556904);
        }
        1 => {
            f.word16(const { pad16("rm") }, 2, 0x191710001556e1d);
        }
        2 => {
            f.word16(const { pad16("rp") }, 2, 0x191740001557336);
        }
        3 => {
            f.word16(const { pad16("rz") }, 2, 0x1917a0001557d68);
        }
        _ => f.unknown(),
    }
}
fn f150(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("rn") }, 2, 0x1916e0001556904);
        }
        1 => {
            f.word16(const { pad16("rm") }, 2, 0x191710001556e1d);
        }
        2 => {
            f.word16(const { pad16("rp") }, 2, 0x191740001557336);
        }
        3 => {
            f.word16(const { pad16("rz") }, 2, 0x1917a0001557d68);
        }
        _ => f.unknown(),
    }
}
fn f151(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("add") }, 3, 0x6c169301f091c61f);
            f117(f);
            f148(f);
            f.word16(const { pad16("f32") }, 3, 0x5180fe01e1578027);
            f72(f);
            f63(f);
            f103(f);
            f.open();
            f.word16(const { pad16("mul") }, 3, 0x8c7d6102024876e2);
            f66(f);
            f73(f);
            f.close();
            f119(f);
            f74(f);
        }
        1 => {
            f.word16(const { pad16("fma") }, 3, 0x52383301e1f2e490);
            f149(f);
            f.word16(const { pad16("f64") }, 3, 0x516fe601e148e42c);
            f72(f);
            if !f.operand_reg(&Atom::Reg(&S80)) {
                return;
            }
            f103(f);
            if !f.operand_reg(&Atom::Reg(&S81)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S85)) {
                return;
            }
            f119(f);
            if !f.operand_reg(&Atom::Reg(&S86)) {
                return;
            }
        }
        2 => {
            f.word16(const { pad16("add") }, 3, 0x6c169301f091c61f);
            f150(f);
            f.word16(const { pad16("f64") }, 3, 0x516fe601e148e42c);
            f72(f);
            if !f.operand_reg(&Atom::Reg(&S80)) {
                return;
            }
            f103(f);
            if !f.operand_reg(&Atom::Reg(&S81)) {
                return;
            }
            f119(f);
            if !f.operand_reg(&Atom::Reg(&S86)) {
                return;
            }
        }
        3 => {
            f.word16(const { pad16("mul") }, 3, 0x8c7d6102024876e2);
            f112(f);
            f.word16(const { pad16("f64") }, 3, 0x516fe601e148e42c);
            f72(f);
            if !f.operand_reg(&Atom::Reg(&S80)) {
                return;
            }
            f103(f);
            if !f.operand_reg(&Atom::Reg(&S81)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S85)) {
                return;
            }
        }
        4 => {
            f.word16(const { pad16("min") }, 3, 0x8c1e3f0201f7a898);
            f.word16(const { pad16("f64") }, 3, 0x516fe601e148e42c);
            f72(f);
            if !f.operand_reg(&Atom::Reg(&S80)) {
                return;
            }
            f106(f);
            if !f.operand_reg(&Atom::Reg(&S81)) {
                return;
            }
            f122(f);
            if !f.operand_reg(&Atom::Reg(&S85)) {
                return;
            }
        }
        5 => {
            f.word16(const { pad16("max") }, 3, 0x8c395502020e95b2);
            f.word16(const { pad16("f64") }, 3, 0x516fe601e148e42c);
            f72(f);
            if !f.operand_reg(&Atom::Reg(&S80)) {
                return;
            }
            f106(f);
            if !f.operand_reg(&Atom::Reg(&S81)) {
                return;
            }
            f122(f);
            if !f.operand_reg(&Atom::Reg(&S85)) {
                return;
            }
        }
        6 => {
            f.word16(const { pad16("set") }, 3, 0x723830248249f4c);
            f72(f);
            f63(f);
            f120(f);
            f.word16(const { pad16("f64") }, 3, 0x516fe601e148e42c);
            f106(f);
            if !f.operand_reg(&Atom::Reg(&S81)) {
                return;
            }
            f122(f);
            if !f.operand_reg(&Atom::Reg(&S85)) {
                return;
            }
        }
        7 => {
            f.unknown();
            f72(f);
            f63(f);
            f66(f);
            f73(f);
            f74(f);
        }
        _ => f.unknown(),
    }
}
fn f152(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("all") }, 3, 0x6bfa9b01f07958ff);
        }
        1 => {
            f.word16(const { pad16("live") }, 4, 0xd70c6d63810c2bfe);
        }
        _ => f.unknown(),
    }
}
fn f153(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("deriv") }, 5, 0x59bfa323b7f39644);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f154(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f152(f);
            f153(f);
        }
        _ => f.unknown(),
    }
}
fn f155(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("texauto") }, 7, 0x8c5e56a4e07f9c6);
            f154(f);
            if !f.operand(&Atom::Vec(&S90)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S21)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand(&Atom::Vec(&S91)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S92)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S93)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S94)) {
                return;
            }
        }
        1 => {
            f.word16(const { pad16("texauto") }, 7, 0x8c5e56a4e07f9c6);
            f.word16(const { pad16("cube") }, 4, 0xfc4b495cbc3f08c9);
            f154(f);
            if !f.operand(&Atom::Vec(&S90)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S21)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand(&Atom::Vec(&S91)) {
                return;
            }
        }
        2 => {
            f.word16(const { pad16("texfetch") }, 8, 0x5ca95544e933f973);
            f154(f);
            if !f.operand(&Atom::Vec(&S90)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S21)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand(&Atom::Vec(&S91)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S92)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S93)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S94)) {
                return;
            }
        }
        3 => {
            f.word16(const { pad16("texbias") }, 7, 0x9cc0ed8293d8bcd4);
            f154(f);
            if !f.operand(&Atom::Vec(&S90)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S21)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand(&Atom::Vec(&S91)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S92)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S93)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S94)) {
                return;
            }
        }
        4 => {
            f.word16(const { pad16("texbias") }, 7, 0x9cc0ed8293d8bcd4);
            f.word16(const { pad16("cube") }, 4, 0xfc4b495cbc3f08c9);
            f154(f);
            if !f.operand(&Atom::Vec(&S90)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S21)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand(&Atom::Vec(&S91)) {
                return;
            }
        }
        5 => {
            f.word16(const { pad16("texlod") }, 6, 0x615a223099234a08);
            f154(f);
            if !f.operand(&Atom::Vec(&S90)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S21)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand(&Atom::Vec(&S91)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S92)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S93)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S94)) {
                return;
            }
        }
        6 => {
            f.word16(const { pad16("texlod") }, 6, 0x615a223099234a08);
            f.word16(const { pad16("cube") }, 4, 0xfc4b495cbc3f08c9);
            f154(f);
            if !f.operand(&Atom::Vec(&S90)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S21)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand(&Atom::Vec(&S91)) {
                return;
            }
        }
        7 => {
            f.word16(const { pad16("texsize") }, 7, 0xe46422f3aa5ece4c);
            f154(f);
            if !f.operand(&Atom::Vec(&S90)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S21)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
        }
        8 => {
            f.word16(const { pad16("texprep") }, 7, 0xafb710ed440fb332);
            f.word16(const { pad16("cube") }, 4, 0xfc4b495cbc3f08c9);
            f154(f);
            if !f.operand(&Atom::Vec(&S90)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S21)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand(&Atom::Vec(&S91)) {
                return;
            }
        }
        9 => {
            f.word16(const { pad16("texquerylod") }, 11, 0x63a0738e21e65326);
            f154(f);
            if !f.operand(&Atom::Vec(&S90)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S21)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand(&Atom::Vec(&S91)) {
                return;
            }
        }
        10 => {
            f.word16(const { pad16("texquerylod") }, 11, 0x63a0738e21e65326);
            f.word16(const { pad16("cube") }, 4, 0xfc4b495cbc3f08c9);
            f154(f);
            if !f.operand(&Atom::Vec(&S90)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S21)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand(&Atom::Vec(&S91)) {
                return;
            }
        }
        11 => {
            f.word16(const { pad16("texcsaa") }, 7, 0x6e1d017ba04e5a25);
            f154(f);
            if !f.operand(&Atom::Vec(&S90)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S21)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand(&Atom::Vec(&S91)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S92)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S93)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S94)) {
                return;
            }
        }
        12 => {
            f.word16(const { pad16("texgather") }, 9, 0xb4cd0b0796ae3b9a);
            f154(f);
            if !f.operand(&Atom::Vec(&S90)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S21)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand(&Atom::Vec(&S91)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S92)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S93)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S94)) {
                return;
            }
        }
        13 => {
            f.word16(const { pad16("texgather") }, 9, 0xb4cd0b0796ae3b9a);
            f.word16(const { pad16("cube") }, 4, 0xfc4b495cbc3f08c9);
            f154(f);
            if !f.operand(&Atom::Vec(&S90)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S21)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand(&Atom::Vec(&S91)) {
                return;
            }
        }
        14 => {
            f.word16(const { pad16("emit") }, 4, 0xe78fc22842e44c07);
        }
        15 => {
            f.word16(const { pad16("restart") }, 7, 0x5a970e63d4888cff);
        }
        16 => {
            f.word16(const { pad16("nop") }, 3, 0x9747700208ffd769);
        }
        17 => {
            f.word16(const { pad16("pmevent") }, 7, 0xcc4b46859c9cd551);
            if !f.operand(&Atom::Imm(&S95)) {
                return;
            }
        }
        18 => {
            f.unknown();
            f72(f);
            f63(f);
            f66(f);
            f73(f);
            f74(f);
        }
        _ => f.unknown(),
    }
}
fn f156(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            let Some(ti) = f.next() else { return };
            match ti {
                0 => f3(f),
                1 => f6(f),
                2 => f11(f),
                3 => f11(f),
                4 => f16(f),
                5 => f18(f),
                6 => f19(f),
                7 => f19(f),
                8 => f20(f),
                9 => f23(f),
                10 => f3(f),
                11 => f25(f),
                12 => f26(f),
                13 => f3(f),
                14 => f27(f),
                15 => f29(f),
                _ => {}
            }
        }
        1 => {
            let Some(ti) = f.next() else { return };
            match ti {
                0 => f31(f),
                1 => f32(f),
                2 => f34(f),
                3 => f35(f),
                4 => f36(f),
                5 => f37(f),
                6 => f38(f),
                7 => f39(f),
                8 => f42(f),
                9 => f43(f),
                10 => f44(f),
                11 => f45(f),
                12 => f46(f),
                13 => f47(f),
                14 => f48(f),
                15 => f48(f),
                _ => {}
            }
        }
        2 => {
            let Some(ti) = f.next() else { return };
            match ti {
                0 => f51(f),
                1 => f52(f),
                2 => f54(f),
                3 => f54(f),
                4 => f55(f),
                5 => f51(f),
                6 => f56(f),
                7 => f56(f),
                8 => f51(f),
                9 => f51(f),
                10 => f51(f),
                11 => f57(f),
                12 => f58(f),
                13 => f60(f),
                14 => f61(f),
                15 => f51(f),
                _ => {}
            }
        }
        3 => {
            f30(f);
            let Some(ti) = f.next() else { return };
            match ti {
                0 => f75(f),
                1 => f81(f),
                2 => f85(f),
                3 => f92(f),
                4 => f97(f),
                5 => f98(f),
                6 => f101(f),
                7 => f102(f),
                8 => f104(f),
                9 => f107(f),
                10 => f116(f),
                11 => f123(f),
                12 => f131(f),
                13 => f147(f),
                14 => f151(f),
                15 => f155(f),
                _ => {}
            }
        }
        4 => {
            f.word16(const { pad16("exit") }, 4, 0x44ddb527e7458c94);
            f30(f);
            let Some(ti) = f.next() else { return };
            match ti {
                0 => f75(f),
                1 => f81(f),
                2 => f85(f),
                3 => f92(f),
                4 => f97(f),
                5 => f98(f),
                6 => f101(f),
                7 => f102(f),
                8 => f104(f),
                9 => f107(f),
                10 => f116(f),
                11 => f123(f),
                12 => f131(f),
                13 => f147(f),
                14 => f151(f),
                15 => f155(f),
                _ => {}
            }
        }
        5 => {
            f.word16(const { pad16("join") }, 4, 0x517338931a5fcee4);
            f30(f);
            let Some(ti) = f.next() else { return };
            match ti {
                0 => f75(f),
                1 => f81(f),
                2 => f85(f),
                3 => f92(f),
                4 => f97(f),
                5 => f98(f),
                6 => f101(f),
                7 => f102(f),
                8 => f104(f),
                9 => f107(f),
                10 => f116(f),
                11 => f123(f),
                12 => f131(f),
                13 => f147(f),
                14 => f151(f),
                15 => f155(f),
                _ => {}
            }
        }
        _ => f.unknown(),
    }
}
