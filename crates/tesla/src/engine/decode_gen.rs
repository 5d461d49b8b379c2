//! Generated from the encoding tables by `cargo test -p gpuisa-tesla generated_decoder`: do not edit.
//! The straight-line form of [`super::decode::decode_hidden`] for [`crate::encoding::ROOT`].

#![allow(clippy::all, unreachable_code, unused_variables)]

use super::decode::Dec;
use super::*;
use crate::insn::NO_MATCH;
use gpuisa_core::BitField;

/// Decodes `d.bits` through the root table.
#[inline]
pub(crate) fn decode(d: &mut Dec) {
    t157(d);
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
    if d.bits & 0xf0000000 == 0xc0000000 && d.feats & 0x8 == 0x8 {
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
    {
        d.insn.push_path(1);
        d.consumed |= 0x0;
        t30(d);
        let o = d.target(&S25);
        d.insn.push_op(o);
        return 0x0;
    }
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
    if d.bits & 0x8000001fc == 0x8000001fc {
        d.insn.push_path(1);
        d.consumed |= 0x8000001fc;
        d.insn.push_op(Operand::Discard);
        return 0x8000001fc;
    }
    if d.bits & 0x400000800000000 == 0x800000000 {
        d.insn.push_path(2);
        d.consumed |= 0x400000800000000;
        let o = d.mem(&S65);
        d.insn.push_op(o);
        return 0x400000800000000;
    }
    if d.bits & 0x800000000 == 0x800000000 {
        d.insn.push_path(3);
        d.consumed |= 0x800000000;
        let o = d.mem(&S32);
        d.insn.push_op(o);
        return 0x800000000;
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
    if d.bits & 0x8000001fc == 0x8000001fc {
        d.insn.push_path(2);
        d.consumed |= 0x8000001fc;
        d.insn.push_op(Operand::Discard);
        return 0x8000001fc;
    }
    if d.bits & 0x400000800000000 == 0x800000000 {
        d.insn.push_path(3);
        d.consumed |= 0x400000800000000;
        let o = d.mem(&S65);
        d.insn.push_op(o);
        return 0x400000800000000;
    }
    if d.bits & 0x800000000 == 0x800000000 {
        d.insn.push_path(4);
        d.consumed |= 0x800000000;
        let o = d.mem(&S32);
        d.insn.push_op(o);
        return 0x800000000;
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
                d.insn.push_path(32);
                d.consumed |= 0xcc080000f0000000;
                t109(d);
                t72(d);
                t77(d);
                t114(d);
                return 0xcc080000f0000000;
            }
            if d.bits & 0xc8080000f0000000 == 0x80000a0000000 {
                d.insn.push_path(33);
                d.consumed |= 0xc8080000f0000000;
                t109(d);
                t72(d);
                t115(d);
                t114(d);
                return 0xc8080000f0000000;
            }
            {
                d.insn.push_path(38);
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
                d.insn.push_path(24);
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
                d.insn.push_path(38);
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
                d.insn.push_path(10);
                d.consumed |= 0xcc404000f0000000;
                t109(d);
                t111(d);
                t72(d);
                t77(d);
                t78(d);
                return 0xcc404000f0000000;
            }
            {
                d.insn.push_path(38);
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
                d.insn.push_path(38);
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
                d.insn.push_path(33);
                d.consumed |= 0xc8080000f0000000;
                t109(d);
                t72(d);
                t115(d);
                t114(d);
                return 0xc8080000f0000000;
            }
            if d.bits & 0xcc080000f0000000 == 0x4000000a0000000 {
                d.insn.push_path(34);
                d.consumed |= 0xcc080000f0000000;
                t109(d);
                t72(d);
                t63(d);
                t114(d);
                return 0xcc080000f0000000;
            }
            {
                d.insn.push_path(38);
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
                d.insn.push_path(25);
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
                d.insn.push_path(38);
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
                d.insn.push_path(14);
                d.consumed |= 0xcc404000f0000000;
                t109(d);
                t111(d);
                t72(d);
                t63(d);
                t78(d);
                return 0xcc404000f0000000;
            }
            {
                d.insn.push_path(38);
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
            if d.bits & 0xc4404000f0000000 == 0xc4000000a0000000 {
                d.insn.push_path(5);
                d.consumed |= 0xc4404000f0000000;
                t109(d);
                t110(d);
                t72(d);
                t63(d);
                t78(d);
                return 0xc4404000f0000000;
            }
            {
                d.insn.push_path(38);
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
                d.insn.push_path(32);
                d.consumed |= 0xcc080000f0000000;
                t109(d);
                t72(d);
                t77(d);
                t114(d);
                return 0xcc080000f0000000;
            }
            if d.bits & 0xc8080000f0000000 == 0x80000a0000000 {
                d.insn.push_path(33);
                d.consumed |= 0xc8080000f0000000;
                t109(d);
                t72(d);
                t115(d);
                t114(d);
                return 0xc8080000f0000000;
            }
            {
                d.insn.push_path(38);
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
            d.insn.push_path(38);
            d.consumed |= 0x0;
            t72(d);
            t63(d);
            t66(d);
            t73(d);
            t74(d);
            return 0x0;
        }
        10 => {
            d.insn.push_path(38);
            d.consumed |= 0x0;
            t72(d);
            t63(d);
            t66(d);
            t73(d);
            t74(d);
            return 0x0;
        }
        11 => {
            d.insn.push_path(38);
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
                d.insn.push_path(33);
                d.consumed |= 0xc8080000f0000000;
                t109(d);
                t72(d);
                t115(d);
                t114(d);
                return 0xc8080000f0000000;
            }
            if d.bits & 0xcc080000f0000000 == 0x4000000a0000000 {
                d.insn.push_path(34);
                d.consumed |= 0xcc080000f0000000;
                t109(d);
                t72(d);
                t63(d);
                t114(d);
                return 0xcc080000f0000000;
            }
            {
                d.insn.push_path(38);
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
                d.insn.push_path(26);
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
                d.insn.push_path(27);
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
                d.insn.push_path(38);
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
                d.insn.push_path(20);
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
                d.insn.push_path(38);
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
                d.insn.push_path(9);
                d.consumed |= 0xc4404000f0000000;
                t109(d);
                t72(d);
                let o = d.reg(&S80);
                d.insn.push_op(o);
                t66(d);
                return 0xc4404000f0000000;
            }
            {
                d.insn.push_path(38);
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
                d.insn.push_path(32);
                d.consumed |= 0xcc080000f0000000;
                t109(d);
                t72(d);
                t77(d);
                t114(d);
                return 0xcc080000f0000000;
            }
            if d.bits & 0xc8080000f0000000 == 0x80000a0000000 {
                d.insn.push_path(33);
                d.consumed |= 0xc8080000f0000000;
                t109(d);
                t72(d);
                t115(d);
                t114(d);
                return 0xc8080000f0000000;
            }
            {
                d.insn.push_path(38);
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
                d.insn.push_path(24);
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
                d.insn.push_path(38);
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
                d.insn.push_path(11);
                d.consumed |= 0xcc404000f0000000;
                t109(d);
                t111(d);
                t72(d);
                t77(d);
                t66(d);
                return 0xcc404000f0000000;
            }
            {
                d.insn.push_path(38);
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
            if d.bits & 0xc4404000f0000000 == 0xc0004000a0000000 {
                d.insn.push_path(2);
                d.consumed |= 0xc4404000f0000000;
                t109(d);
                t110(d);
                t112(d);
                t72(d);
                t77(d);
                t66(d);
                return 0xc4404000f0000000;
            }
            {
                d.insn.push_path(38);
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
                d.insn.push_path(33);
                d.consumed |= 0xc8080000f0000000;
                t109(d);
                t72(d);
                t115(d);
                t114(d);
                return 0xc8080000f0000000;
            }
            if d.bits & 0xcc080000f0000000 == 0x4000000a0000000 {
                d.insn.push_path(34);
                d.consumed |= 0xcc080000f0000000;
                t109(d);
                t72(d);
                t63(d);
                t114(d);
                return 0xcc080000f0000000;
            }
            {
                d.insn.push_path(38);
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
                d.insn.push_path(25);
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
                d.insn.push_path(38);
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
                d.insn.push_path(15);
                d.consumed |= 0xcc404000f0000000;
                t109(d);
                t111(d);
                t72(d);
                t63(d);
                t66(d);
                return 0xcc404000f0000000;
            }
            {
                d.insn.push_path(38);
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
                d.insn.push_path(3);
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
                d.insn.push_path(38);
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
                d.insn.push_path(32);
                d.consumed |= 0xcc080000f0000000;
                t109(d);
                t72(d);
                t77(d);
                t114(d);
                return 0xcc080000f0000000;
            }
            if d.bits & 0xc8080000f0000000 == 0x80000a0000000 {
                d.insn.push_path(33);
                d.consumed |= 0xc8080000f0000000;
                t109(d);
                t72(d);
                t115(d);
                t114(d);
                return 0xc8080000f0000000;
            }
            {
                d.insn.push_path(38);
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
                d.insn.push_path(28);
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
                d.insn.push_path(29);
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
                d.insn.push_path(38);
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
                d.insn.push_path(18);
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
                d.insn.push_path(38);
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
                d.insn.push_path(6);
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
                d.insn.push_path(38);
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
                d.insn.push_path(33);
                d.consumed |= 0xc8080000f0000000;
                t109(d);
                t72(d);
                t115(d);
                t114(d);
                return 0xc8080000f0000000;
            }
            if d.bits & 0xcc080000f0000000 == 0x4000000a0000000 {
                d.insn.push_path(34);
                d.consumed |= 0xcc080000f0000000;
                t109(d);
                t72(d);
                t63(d);
                t114(d);
                return 0xcc080000f0000000;
            }
            {
                d.insn.push_path(38);
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
                d.insn.push_path(30);
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
                d.insn.push_path(31);
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
                d.insn.push_path(38);
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
                d.insn.push_path(21);
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
                d.insn.push_path(38);
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
                d.insn.push_path(7);
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
                d.insn.push_path(38);
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
                d.insn.push_path(35);
                d.consumed |= 0xcc080000f0000000;
                t109(d);
                t72(d);
                t77(d);
                t114(d);
                return 0xcc080000f0000000;
            }
            if d.bits & 0xc8080000f0000000 == 0x8080000a0000000 {
                d.insn.push_path(36);
                d.consumed |= 0xc8080000f0000000;
                t109(d);
                t72(d);
                t115(d);
                t114(d);
                return 0xc8080000f0000000;
            }
            {
                d.insn.push_path(38);
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
                d.insn.push_path(24);
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
                d.insn.push_path(38);
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
                d.insn.push_path(38);
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
                d.insn.push_path(38);
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
                d.insn.push_path(36);
                d.consumed |= 0xc8080000f0000000;
                t109(d);
                t72(d);
                t115(d);
                t114(d);
                return 0xc8080000f0000000;
            }
            if d.bits & 0xcc080000f0000000 == 0xc000000a0000000 {
                d.insn.push_path(37);
                d.consumed |= 0xcc080000f0000000;
                t109(d);
                t72(d);
                t63(d);
                t114(d);
                return 0xcc080000f0000000;
            }
            {
                d.insn.push_path(38);
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
                d.insn.push_path(25);
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
                d.insn.push_path(38);
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
                d.insn.push_path(38);
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
            if d.bits & 0xc4404000f0000000 == 0xc4000000a0000000 {
                d.insn.push_path(5);
                d.consumed |= 0xc4404000f0000000;
                t109(d);
                t110(d);
                t72(d);
                t63(d);
                t78(d);
                return 0xc4404000f0000000;
            }
            {
                d.insn.push_path(38);
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
                d.insn.push_path(35);
                d.consumed |= 0xcc080000f0000000;
                t109(d);
                t72(d);
                t77(d);
                t114(d);
                return 0xcc080000f0000000;
            }
            if d.bits & 0xc8080000f0000000 == 0x8080000a0000000 {
                d.insn.push_path(36);
                d.consumed |= 0xc8080000f0000000;
                t109(d);
                t72(d);
                t115(d);
                t114(d);
                return 0xc8080000f0000000;
            }
            {
                d.insn.push_path(38);
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
            d.insn.push_path(38);
            d.consumed |= 0x0;
            t72(d);
            t63(d);
            t66(d);
            t73(d);
            t74(d);
            return 0x0;
        }
        42 => {
            d.insn.push_path(38);
            d.consumed |= 0x0;
            t72(d);
            t63(d);
            t66(d);
            t73(d);
            t74(d);
            return 0x0;
        }
        43 => {
            d.insn.push_path(38);
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
                d.insn.push_path(36);
                d.consumed |= 0xc8080000f0000000;
                t109(d);
                t72(d);
                t115(d);
                t114(d);
                return 0xc8080000f0000000;
            }
            if d.bits & 0xcc080000f0000000 == 0xc000000a0000000 {
                d.insn.push_path(37);
                d.consumed |= 0xcc080000f0000000;
                t109(d);
                t72(d);
                t63(d);
                t114(d);
                return 0xcc080000f0000000;
            }
            {
                d.insn.push_path(38);
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
                d.insn.push_path(26);
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
                d.insn.push_path(27);
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
                d.insn.push_path(38);
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
                d.insn.push_path(38);
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
                d.insn.push_path(9);
                d.consumed |= 0xc4404000f0000000;
                t109(d);
                t72(d);
                let o = d.reg(&S80);
                d.insn.push_op(o);
                t66(d);
                return 0xc4404000f0000000;
            }
            {
                d.insn.push_path(38);
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
                d.insn.push_path(35);
                d.consumed |= 0xcc080000f0000000;
                t109(d);
                t72(d);
                t77(d);
                t114(d);
                return 0xcc080000f0000000;
            }
            if d.bits & 0xc8080000f0000000 == 0x8080000a0000000 {
                d.insn.push_path(36);
                d.consumed |= 0xc8080000f0000000;
                t109(d);
                t72(d);
                t115(d);
                t114(d);
                return 0xc8080000f0000000;
            }
            {
                d.insn.push_path(38);
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
                d.insn.push_path(24);
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
                d.insn.push_path(38);
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
                d.insn.push_path(38);
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
            if d.bits & 0xc4404000f0000000 == 0xc0004000a0000000 {
                d.insn.push_path(2);
                d.consumed |= 0xc4404000f0000000;
                t109(d);
                t110(d);
                t112(d);
                t72(d);
                t77(d);
                t66(d);
                return 0xc4404000f0000000;
            }
            {
                d.insn.push_path(38);
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
                d.insn.push_path(36);
                d.consumed |= 0xc8080000f0000000;
                t109(d);
                t72(d);
                t115(d);
                t114(d);
                return 0xc8080000f0000000;
            }
            if d.bits & 0xcc080000f0000000 == 0xc000000a0000000 {
                d.insn.push_path(37);
                d.consumed |= 0xcc080000f0000000;
                t109(d);
                t72(d);
                t63(d);
                t114(d);
                return 0xcc080000f0000000;
            }
            {
                d.insn.push_path(38);
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
                d.insn.push_path(25);
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
                d.insn.push_path(38);
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
                d.insn.push_path(38);
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
                d.insn.push_path(4);
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
                d.insn.push_path(38);
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
                d.insn.push_path(35);
                d.consumed |= 0xcc080000f0000000;
                t109(d);
                t72(d);
                t77(d);
                t114(d);
                return 0xcc080000f0000000;
            }
            if d.bits & 0xc8080000f0000000 == 0x8080000a0000000 {
                d.insn.push_path(36);
                d.consumed |= 0xc8080000f0000000;
                t109(d);
                t72(d);
                t115(d);
                t114(d);
                return 0xc8080000f0000000;
            }
            {
                d.insn.push_path(38);
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
                d.insn.push_path(28);
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
                d.insn.push_path(29);
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
                d.insn.push_path(38);
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
                d.insn.push_path(19);
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
                d.insn.push_path(38);
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
                d.insn.push_path(6);
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
                d.insn.push_path(38);
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
                d.insn.push_path(36);
                d.consumed |= 0xc8080000f0000000;
                t109(d);
                t72(d);
                t115(d);
                t114(d);
                return 0xc8080000f0000000;
            }
            if d.bits & 0xcc080000f0000000 == 0xc000000a0000000 {
                d.insn.push_path(37);
                d.consumed |= 0xcc080000f0000000;
                t109(d);
                t72(d);
                t63(d);
                t114(d);
                return 0xcc080000f0000000;
            }
            {
                d.insn.push_path(38);
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
                d.insn.push_path(30);
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
                d.insn.push_path(31);
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
                d.insn.push_path(38);
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
                d.insn.push_path(38);
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
                d.insn.push_path(8);
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
                d.insn.push_path(38);
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
    d.insn.push_path(NO_MATCH);
    0
}
fn t139(d: &mut Dec) -> u64 {
    if d.bits & 0xe0000000000000 == 0xc0000000000000 {
        d.insn.push_path(0);
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
    d.insn.push_path(NO_MATCH);
    0
}
fn t141(d: &mut Dec) -> u64 {
    if d.bits & 0xe0000000000000 == 0xc0000000000000 {
        d.insn.push_path(0);
        d.consumed |= 0xe0000000000000;
        return 0xe0000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t142(d: &mut Dec) -> u64 {
    if d.bits & 0x3c00000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x3c00000000;
        t138(d);
        return 0x3c00000000;
    }
    if d.bits & 0x3c00000000 == 0x1000000000 {
        d.insn.push_path(1);
        d.consumed |= 0x3c00000000;
        t139(d);
        return 0x3c00000000;
    }
    if d.bits & 0x3c00000000 == 0x1400000000 {
        d.insn.push_path(2);
        d.consumed |= 0x3c00000000;
        t139(d);
        return 0x3c00000000;
    }
    if d.bits & 0x3c00000000 == 0x1800000000 {
        d.insn.push_path(3);
        d.consumed |= 0x3c00000000;
        t140(d);
        return 0x3c00000000;
    }
    if d.bits & 0x3c00000000 == 0x1c00000000 {
        d.insn.push_path(4);
        d.consumed |= 0x3c00000000;
        t140(d);
        return 0x3c00000000;
    }
    if d.bits & 0x3c00000000 == 0x2800000000 {
        d.insn.push_path(5);
        d.consumed |= 0x3c00000000;
        t141(d);
        return 0x3c00000000;
    }
    if d.bits & 0x3c00000000 == 0x2c00000000 {
        d.insn.push_path(6);
        d.consumed |= 0x3c00000000;
        t141(d);
        return 0x3c00000000;
    }
    if d.bits & 0x3c00000000 == 0x3000000000 {
        d.insn.push_path(7);
        d.consumed |= 0x3c00000000;
        t141(d);
        return 0x3c00000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t143(d: &mut Dec) -> u64 {
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
    d.insn.push_path(NO_MATCH);
    0
}
fn t144(d: &mut Dec) -> u64 {
    if d.bits & 0x3c00000000 == 0x400000000 {
        d.insn.push_path(0);
        d.consumed |= 0x3c00000000;
        t143(d);
        return 0x3c00000000;
    }
    if d.bits & 0x3c00000000 == 0x800000000 {
        d.insn.push_path(1);
        d.consumed |= 0x3c00000000;
        t143(d);
        return 0x3c00000000;
    }
    {
        d.insn.push_path(2);
        d.consumed |= 0x0;
        t142(d);
        return 0x0;
    }
}
fn t145(d: &mut Dec) -> u64 {
    if d.bits & 0xe0000000000000 == 0x80000000000000 {
        d.insn.push_path(0);
        d.consumed |= 0xe0000000000000;
        let o = d.reg(&S85);
        d.insn.push_op(o);
        return 0xe0000000000000;
    }
    if d.bits & 0xc0000000000000 == 0xc0000000000000 {
        d.insn.push_path(1);
        d.consumed |= 0xc0000000000000;
        let o = d.reg(&S54);
        d.insn.push_op(o);
        return 0xc0000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t146(d: &mut Dec) -> u64 {
    if d.bits & 0xe0000000000000 == 0x80000000000000 {
        d.insn.push_path(0);
        d.consumed |= 0xe0000000000000;
        let o = d.reg(&S86);
        d.insn.push_op(o);
        return 0xe0000000000000;
    }
    if d.bits & 0xc0000000000000 == 0xc0000000000000 {
        d.insn.push_path(1);
        d.consumed |= 0xc0000000000000;
        let o = d.reg(&S45);
        d.insn.push_op(o);
        return 0xc0000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t147(d: &mut Dec) -> u64 {
    if d.bits & 0x3c00000000 == 0x800000000 {
        d.insn.push_path(0);
        d.consumed |= 0x3c00000000;
        t146(d);
        return 0x3c00000000;
    }
    {
        d.insn.push_path(1);
        d.consumed |= 0x0;
        return 0x0;
    }
}
fn t148(d: &mut Dec) -> u64 {
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
                t144(d);
                t136(d);
                let o = d.mem(&S89);
                d.insn.push_op(o);
                t145(d);
                t147(d);
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
                t144(d);
                t136(d);
                let o = d.mem(&S89);
                d.insn.push_op(o);
                t145(d);
                t147(d);
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
fn t149(d: &mut Dec) -> u64 {
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
fn t150(d: &mut Dec) -> u64 {
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
fn t151(d: &mut Dec) -> u64 {
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
fn t152(d: &mut Dec) -> u64 {
    if d.bits & 0xc0000000f0000000 == 0xe0000000 {
        d.insn.push_path(0);
        d.consumed |= 0xc0000000f0000000;
        t117(d);
        t149(d);
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
        t150(d);
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
        t151(d);
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
fn t153(d: &mut Dec) -> u64 {
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
fn t154(d: &mut Dec) -> u64 {
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
fn t155(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        t153(d);
        t154(d);
        return 0x0;
    }
}
fn t156(d: &mut Dec) -> u64 {
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
                t155(d);
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
fn t157(d: &mut Dec) -> u64 {
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
                t148(d);
            }
            14 => {
                t152(d);
            }
            15 => {
                t156(d);
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
                t148(d);
            }
            14 => {
                t152(d);
            }
            15 => {
                t156(d);
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
                t148(d);
            }
            14 => {
                t152(d);
            }
            15 => {
                t156(d);
            }
            _ => {}
        }
        return 0x300000003;
    }
    d.insn.push_path(NO_MATCH);
    0
}
