//! Generated from the encoding tables by `cargo test -p gpuisa-fermi generated_code`: do not edit.
//! The straight-line forms of the engine's table walkers (decode, format, and the two in one pass)
//! for the root table.

#![allow(clippy::all, dead_code, unreachable_code, unused_variables)]

use gpuisa_core::BitField;
use gpuisa_engine::decode::Dec;
use gpuisa_engine::disasm::{LutEntry, Words};
use gpuisa_engine::format::pad16;
use gpuisa_engine::*;

type Dis<'a> = gpuisa_engine::disasm::Dis<'a, crate::notation::Nvidia>;
type Fmt<'a> = gpuisa_engine::format::Fmt<'a, crate::notation::Nvidia>;
type Printer<'a> = gpuisa_engine::format::Printer<'a, crate::notation::Nvidia>;

/// Decodes `d.bits` through the root table.
#[inline]
pub(crate) fn decode(d: &mut Dec) {
    t197(d);
}

/// Formats the instruction along its path through the root table.
#[inline]
pub(crate) fn format(f: &mut Fmt) {
    f197(f);
}

/// Decodes and prints `d.bits` through the root table in one pass.
#[inline]
pub(crate) fn disassemble(d: &mut Dis) {
    x197(d);
}

const S0: RegSpec = RegSpec {
    field: BitField::new(10, 3),
    file: RegFile::P,
    shape: RegShape::Word,
};
const S1: RegSpec = RegSpec {
    field: BitField::empty(),
    file: RegFile::C,
    shape: RegShape::Word,
};
const S2: ImmSpec = ImmSpec {
    field: BitField::new(26, 24),
    signed: true,
    shift: 0,
    minus: true,
};
const S3: MemSpec = MemSpec {
    space: "c",
    bank: Some(BitField::new(42, 5)),
    base: MemBaseSpec::None,
    offset: Some(ImmSpec {
        field: BitField::new(26, 16),
        signed: true,
        shift: 0,
        minus: true,
    }),
    postinc: false,
};
const S4: ImmSpec = ImmSpec {
    field: BitField::new(26, 32),
    signed: false,
    shift: 0,
    minus: false,
};
const S5: RegSpec = RegSpec {
    field: BitField::new(20, 6),
    file: RegFile::R,
    shape: RegShape::Word,
};
const S6: ImmSpec = ImmSpec {
    field: BitField::new(26, 20),
    signed: false,
    shift: 0,
    minus: false,
};
const S7: MemSpec = MemSpec {
    space: "c",
    bank: Some(BitField::new(42, 5)),
    base: MemBaseSpec::Reg(&S5),
    offset: Some(ImmSpec {
        field: BitField::new(26, 16),
        signed: true,
        shift: 0,
        minus: true,
    }),
    postinc: false,
};
const S8: RegSpec = RegSpec {
    field: BitField::new(26, 6),
    file: RegFile::R,
    shape: RegShape::Word,
};
const S9: MemSpec = MemSpec {
    space: "c",
    bank: Some(BitField::two(42, 4, 26, 1)),
    base: MemBaseSpec::None,
    offset: Some(ImmSpec {
        field: BitField::new(28, 14),
        signed: false,
        shift: 2,
        minus: false,
    }),
    postinc: false,
};
const S10: RegSpec = RegSpec {
    field: BitField::new(49, 6),
    file: RegFile::R,
    shape: RegShape::Word,
};
const S11: RegSpec = RegSpec {
    field: BitField::new(49, 3),
    file: RegFile::P,
    shape: RegShape::Word,
};
const S12: RegSpec = RegSpec {
    field: BitField::new(14, 6),
    file: RegFile::R,
    shape: RegShape::Word,
};
const S13: RegSpec = RegSpec {
    field: BitField::new(17, 3),
    file: RegFile::P,
    shape: RegShape::Word,
};
const S14: RegSpec = RegSpec {
    field: BitField::new(14, 3),
    file: RegFile::P,
    shape: RegShape::Word,
};
const S15: MemSpec = MemSpec {
    space: "a",
    bank: None,
    base: MemBaseSpec::Reg(&S5),
    offset: Some(ImmSpec {
        field: BitField::new(32, 10),
        signed: false,
        shift: 0,
        minus: false,
    }),
    postinc: false,
};
const S16: RegSpec = RegSpec {
    field: BitField::new(26, 6),
    file: RegFile::R,
    shape: RegShape::Double,
};
const S17: RegSpec = RegSpec {
    field: BitField::new(49, 6),
    file: RegFile::R,
    shape: RegShape::Double,
};
const S18: RegSpec = RegSpec {
    field: BitField::new(14, 6),
    file: RegFile::R,
    shape: RegShape::Double,
};
const S19: RegSpec = RegSpec {
    field: BitField::new(20, 6),
    file: RegFile::R,
    shape: RegShape::Double,
};
const S20: ImmSpec = ImmSpec {
    field: BitField::new(26, 32),
    signed: true,
    shift: 0,
    minus: true,
};
const S21: ImmSpec = ImmSpec {
    field: BitField::new(5, 5),
    signed: false,
    shift: 0,
    minus: false,
};
const S22: ImmSpec = ImmSpec {
    field: BitField::new(5, 4),
    signed: false,
    shift: 0,
    minus: false,
};
const S23: RegSpec = RegSpec {
    field: BitField::new(20, 3),
    file: RegFile::P,
    shape: RegShape::Word,
};
const S24: ImmSpec = ImmSpec {
    field: BitField::new(20, 4),
    signed: false,
    shift: 0,
    minus: false,
};
const S25: ImmSpec = ImmSpec {
    field: BitField::new(26, 12),
    signed: false,
    shift: 0,
    minus: false,
};
const S26: RegSpec = RegSpec {
    field: BitField::new(53, 3),
    file: RegFile::P,
    shape: RegShape::Word,
};
const S27: RegSpec = RegSpec {
    field: BitField::new(26, 3),
    file: RegFile::P,
    shape: RegShape::Word,
};
const S28: ImmSpec = ImmSpec {
    field: BitField::new(26, 16),
    signed: false,
    shift: 0,
    minus: false,
};
const S29: RegSpec = RegSpec {
    field: BitField::new(54, 3),
    file: RegFile::P,
    shape: RegShape::Word,
};
const S30: RegSpec = RegSpec {
    field: BitField::new(26, 8),
    file: RegFile::Sr,
    shape: RegShape::Word,
};
const S31: MemSpec = MemSpec {
    space: "g",
    bank: None,
    base: MemBaseSpec::Reg(&S5),
    offset: Some(ImmSpec {
        field: BitField::new(26, 32),
        signed: true,
        shift: 0,
        minus: true,
    }),
    postinc: false,
};
const S32: RegSpec = RegSpec {
    field: BitField::new(43, 6),
    file: RegFile::R,
    shape: RegShape::Word,
};
const S33: MemSpec = MemSpec {
    space: "g",
    bank: None,
    base: MemBaseSpec::Reg(&S5),
    offset: Some(ImmSpec {
        field: BitField::two(26, 17, 55, 3),
        signed: true,
        shift: 0,
        minus: true,
    }),
    postinc: false,
};
const S34: MemSpec = MemSpec {
    space: "s",
    bank: None,
    base: MemBaseSpec::Reg(&S5),
    offset: Some(ImmSpec {
        field: BitField::new(26, 24),
        signed: true,
        shift: 0,
        minus: true,
    }),
    postinc: false,
};
const S35: MemSpec = MemSpec {
    space: "l",
    bank: None,
    base: MemBaseSpec::Reg(&S5),
    offset: Some(ImmSpec {
        field: BitField::new(26, 24),
        signed: true,
        shift: 0,
        minus: true,
    }),
    postinc: false,
};
const S36: ImmSpec = ImmSpec {
    field: BitField::new(32, 8),
    signed: false,
    shift: 0,
    minus: false,
};
const S37: ImmSpec = ImmSpec {
    field: BitField::new(46, 4),
    signed: false,
    shift: 0,
    minus: false,
};
const S38: ImmSpec = ImmSpec {
    field: BitField::new(26, 4),
    signed: false,
    shift: 0,
    minus: false,
};
const S39: MemSpec = MemSpec {
    space: "0",
    bank: None,
    base: MemBaseSpec::None,
    offset: Some(ImmSpec {
        field: BitField::new(20, 6),
        signed: false,
        shift: 2,
        minus: false,
    }),
    postinc: false,
};
const S40: MemSpec = MemSpec {
    space: "1",
    bank: None,
    base: MemBaseSpec::None,
    offset: Some(ImmSpec {
        field: BitField::new(20, 6),
        signed: false,
        shift: 2,
        minus: false,
    }),
    postinc: false,
};
const S41: MemSpec = MemSpec {
    space: "6",
    bank: None,
    base: MemBaseSpec::None,
    offset: Some(ImmSpec {
        field: BitField::new(20, 6),
        signed: false,
        shift: 2,
        minus: false,
    }),
    postinc: false,
};
const S42: MemSpec = MemSpec {
    space: "0",
    bank: None,
    base: MemBaseSpec::None,
    offset: Some(ImmSpec {
        field: BitField::new(26, 6),
        signed: false,
        shift: 2,
        minus: false,
    }),
    postinc: false,
};
const S43: MemSpec = MemSpec {
    space: "1",
    bank: None,
    base: MemBaseSpec::None,
    offset: Some(ImmSpec {
        field: BitField::new(26, 6),
        signed: false,
        shift: 2,
        minus: false,
    }),
    postinc: false,
};
const S44: MemSpec = MemSpec {
    space: "6",
    bank: None,
    base: MemBaseSpec::None,
    offset: Some(ImmSpec {
        field: BitField::new(26, 6),
        signed: false,
        shift: 2,
        minus: false,
    }),
    postinc: false,
};
const S45: MemSpec = MemSpec {
    space: "0",
    bank: None,
    base: MemBaseSpec::None,
    offset: Some(ImmSpec {
        field: BitField::new(8, 6),
        signed: false,
        shift: 2,
        minus: false,
    }),
    postinc: false,
};
const S46: MemSpec = MemSpec {
    space: "1",
    bank: None,
    base: MemBaseSpec::None,
    offset: Some(ImmSpec {
        field: BitField::new(8, 6),
        signed: false,
        shift: 2,
        minus: false,
    }),
    postinc: false,
};
const S47: MemSpec = MemSpec {
    space: "6",
    bank: None,
    base: MemBaseSpec::None,
    offset: Some(ImmSpec {
        field: BitField::new(8, 6),
        signed: false,
        shift: 2,
        minus: false,
    }),
    postinc: false,
};
const S48: RegSpec = RegSpec {
    field: BitField::new(20, 8),
    file: RegFile::Sr,
    shape: RegShape::Word,
};
const S49: ImmSpec = ImmSpec {
    field: BitField::new(26, 5),
    signed: false,
    shift: 0,
    minus: false,
};
const S50: MemSpec = MemSpec {
    space: "a",
    bank: None,
    base: MemBaseSpec::None,
    offset: Some(ImmSpec {
        field: BitField::two(8, 2, 26, 6),
        signed: false,
        shift: 2,
        minus: false,
    }),
    postinc: false,
};
const S51: MemSpec = MemSpec {
    space: "l",
    bank: None,
    base: MemBaseSpec::Reg(&S5),
    offset: Some(ImmSpec {
        field: BitField::two(8, 2, 26, 6),
        signed: true,
        shift: 2,
        minus: true,
    }),
    postinc: false,
};
const S52: MemSpec = MemSpec {
    space: "l",
    bank: None,
    base: MemBaseSpec::Reg(&S5),
    offset: Some(ImmSpec {
        field: BitField::two(8, 2, 26, 6),
        signed: true,
        shift: 3,
        minus: true,
    }),
    postinc: false,
};
const S53: MemSpec = MemSpec {
    space: "g",
    bank: None,
    base: MemBaseSpec::Reg(&S5),
    offset: Some(ImmSpec {
        field: BitField::two(8, 2, 26, 6),
        signed: true,
        shift: 2,
        minus: true,
    }),
    postinc: false,
};
const S54: MemSpec = MemSpec {
    space: "g",
    bank: None,
    base: MemBaseSpec::Reg(&S5),
    offset: Some(ImmSpec {
        field: BitField::two(8, 2, 26, 6),
        signed: true,
        shift: 3,
        minus: true,
    }),
    postinc: false,
};
const S55: RegSpec = RegSpec {
    field: BitField::new(8, 6),
    file: RegFile::R,
    shape: RegShape::Word,
};
const S56: ImmSpec = ImmSpec {
    field: BitField::new(20, 12),
    signed: true,
    shift: 0,
    minus: true,
};
const S57: ImmSpec = ImmSpec {
    field: BitField::new(20, 12),
    signed: false,
    shift: 20,
    minus: false,
};
const S58: MemSpec = MemSpec {
    space: "c",
    bank: Some(BitField::new(5, 3)),
    base: MemBaseSpec::Reg(&S5),
    offset: Some(ImmSpec {
        field: BitField::two(8, 2, 26, 6),
        signed: true,
        shift: 2,
        minus: true,
    }),
    postinc: false,
};
const S59: ImmSpec = ImmSpec {
    field: BitField::two(26, 6, 8, 2),
    signed: true,
    shift: 0,
    minus: true,
};
const S60: ImmSpec = ImmSpec {
    field: BitField::new(14, 14),
    signed: true,
    shift: 2,
    minus: true,
};
const S61: ImmSpec = ImmSpec {
    field: BitField::new(6, 22),
    signed: true,
    shift: 2,
    minus: true,
};
const S62: ImmSpec = ImmSpec {
    field: BitField::new(7, 20),
    signed: false,
    shift: 0,
    minus: false,
};
const S63: VecSpec = VecSpec {
    base: BitField::new(14, 6),
    count: VecCount::Fixed(1),
    mask: None,
};
const S64: MemSpec = MemSpec {
    space: "a",
    bank: None,
    base: MemBaseSpec::None,
    offset: Some(ImmSpec {
        field: BitField::two(8, 2, 20, 6),
        signed: false,
        shift: 2,
        minus: false,
    }),
    postinc: false,
};
const S65: VecSpec = VecSpec {
    base: BitField::new(14, 6),
    count: VecCount::Fixed(3),
    mask: None,
};
const S66: VecSpec = VecSpec {
    base: BitField::new(26, 6),
    count: VecCount::Fixed(1),
    mask: None,
};
const S67: VecSpec = VecSpec {
    base: BitField::new(26, 6),
    count: VecCount::Fixed(3),
    mask: None,
};
const S68: MemSpec = MemSpec {
    space: "s",
    bank: None,
    base: MemBaseSpec::Reg(&S5),
    offset: Some(ImmSpec {
        field: BitField::two(8, 2, 26, 6),
        signed: true,
        shift: 2,
        minus: true,
    }),
    postinc: false,
};
const S69: MemSpec = MemSpec {
    space: "s",
    bank: None,
    base: MemBaseSpec::Reg(&S5),
    offset: Some(ImmSpec {
        field: BitField::two(8, 2, 26, 6),
        signed: true,
        shift: 3,
        minus: true,
    }),
    postinc: false,
};
const S70: VecSpec = VecSpec {
    base: BitField::new(14, 6),
    count: VecCount::Fixed(2),
    mask: None,
};
const S71: VecSpec = VecSpec {
    base: BitField::new(14, 6),
    count: VecCount::Fixed(4),
    mask: None,
};
const S72: VecSpec = VecSpec {
    base: BitField::new(26, 6),
    count: VecCount::Fixed(2),
    mask: None,
};
const S73: VecSpec = VecSpec {
    base: BitField::new(26, 6),
    count: VecCount::Fixed(4),
    mask: None,
};

static L0: [u8; 2] = [1, 0];
static E0: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x2000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x2000,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["???"])],
    },
];
static L1: [u8; 16] = [1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1];
static E1: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x3c00,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L2: [u8; 2] = [1, 0];
static E2: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x8000,
        skel: 0,
        words: [Words::new(&["U"])],
    },
    LutEntry {
        mask: 0x8000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L3: [u8; 2] = [1, 0];
static E3: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x10000,
        skel: 0,
        words: [Words::new(&["LMT"])],
    },
    LutEntry {
        mask: 0x10000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L4: [u8; 32] = [
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0, 16, 17, 18, 19, 20, 21, 22, 23, 24, 24, 24, 24, 24, 24, 24,
    24,
];
static E4: [LutEntry<1>; 25] = [
    LutEntry {
        mask: 0x3e0,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 3,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 4,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 5,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 6,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 7,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 8,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 9,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 10,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 11,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 12,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 13,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 14,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 15,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 16,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 17,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 18,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 19,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 20,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 21,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 22,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 23,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L5: [u8; 2] = [0, 1];
static E5: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x4000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x4000,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 2,
        words: [Words::new(&["???"])],
    },
];
static L6: [u8; 16] = [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
static E6: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x3c00,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L7: [u8; 2] = [0, 1];
static E7: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x10000,
        skel: 0,
        words: [Words::new(&["NOINC"])],
    },
    LutEntry {
        mask: 0x10000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L8: [u8; 2] = [1, 0];
static E8: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x4000,
        skel: 0,
        words: [Words::new(&["TERMINATE"])],
    },
    LutEntry {
        mask: 0x4000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L9: [u8; 4] = [0, 1, 2, 3];
static E9: [LutEntry<1>; 5] = [
    LutEntry {
        mask: 0xc000,
        skel: 0,
        words: [Words::new(&["DRAIN"])],
    },
    LutEntry {
        mask: 0xc000,
        skel: 0,
        words: [Words::new(&["CAL"])],
    },
    LutEntry {
        mask: 0xc000,
        skel: 0,
        words: [Words::new(&["PAUSE"])],
    },
    LutEntry {
        mask: 0xc000,
        skel: 0,
        words: [Words::new(&["TRAP"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L11: [u8; 2] = [1, 0];
static E11: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x20,
        skel: 0,
        words: [Words::new(&["FTZ"])],
    },
    LutEntry {
        mask: 0x20,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L12: [u8; 4] = [0, 1, 2, 3];
static E12: [LutEntry<1>; 5] = [
    LutEntry {
        mask: 0x180000000000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x180000000000000,
        skel: 0,
        words: [Words::new(&["RM"])],
    },
    LutEntry {
        mask: 0x180000000000000,
        skel: 0,
        words: [Words::new(&["RP"])],
    },
    LutEntry {
        mask: 0x180000000000000,
        skel: 0,
        words: [Words::new(&["RZ"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L13: [u8; 2] = [1, 0];
static E13: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x2000000000000,
        skel: 0,
        words: [Words::new(&["SAT"])],
    },
    LutEntry {
        mask: 0x2000000000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L14: [u8; 2] = [1, 0];
static E14: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x10,
        skel: 0,
        words: [Words::new(&["S"])],
    },
    LutEntry {
        mask: 0x10,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L15: [u8; 2] = [1, 0];
static E15: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x1000000000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x1000000000000,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["???"])],
    },
];
static L16: [u8; 2] = [1, 0];
static E16: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x200,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x200,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["???"])],
    },
];
static L17: [u8; 2] = [1, 0];
static E17: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x80,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x80,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["???"])],
    },
];
static L18: [u8; 2] = [1, 0];
static E18: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x80,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x80,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["???"])],
    },
];
static L19: [u8; 2] = [1, 0];
static E19: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x100,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x100,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["???"])],
    },
];
static L20: [u8; 2] = [1, 0];
static E20: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x40,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x40,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["???"])],
    },
];
static L21: [u8; 4] = [0, 1, 3, 2];
static E21: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0xc00000000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xc00000000000,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xc00000000000,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 3,
        words: [Words::new(&["???"])],
    },
];
static L22: [u8; 2] = [1, 0];
static E22: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x40,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x40,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["???"])],
    },
];
static L23: [u8; 8] = [0, 1, 2, 3, 4, 5, 6, 7];
static E23: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["D2"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["D4"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["D8"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["M8"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["M4"])],
    },
    LutEntry {
        mask: 0xe000000000000,
        skel: 0,
        words: [Words::new(&["M2"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L24: [u8; 2] = [1, 0];
static E24: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x40,
        skel: 0,
        words: [Words::new(&["FTZ"])],
    },
    LutEntry {
        mask: 0x40,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L25: [u8; 2] = [1, 0];
static E25: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x80,
        skel: 0,
        words: [Words::new(&["FMZ"])],
    },
    LutEntry {
        mask: 0x80,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L26: [u8; 2] = [1, 0];
static E26: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x20,
        skel: 0,
        words: [Words::new(&["SAT"])],
    },
    LutEntry {
        mask: 0x20,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L27: [u8; 2] = [1, 0];
static E27: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x200000000000000,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["???"])],
    },
];
static L28: [u8; 4] = [0, 1, 2, 3];
static E28: [LutEntry<1>; 5] = [
    LutEntry {
        mask: 0xc00000000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xc00000000000,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xc00000000000,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xc00000000000,
        skel: 3,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 4,
        words: [Words::new(&["???"])],
    },
];
static L29: [u8; 16] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
static E29: [LutEntry<1>; 17] = [
    LutEntry {
        mask: 0x780000000000000,
        skel: 0,
        words: [Words::new(&["F"])],
    },
    LutEntry {
        mask: 0x780000000000000,
        skel: 0,
        words: [Words::new(&["LT"])],
    },
    LutEntry {
        mask: 0x780000000000000,
        skel: 0,
        words: [Words::new(&["EQ"])],
    },
    LutEntry {
        mask: 0x780000000000000,
        skel: 0,
        words: [Words::new(&["LE"])],
    },
    LutEntry {
        mask: 0x780000000000000,
        skel: 0,
        words: [Words::new(&["GT"])],
    },
    LutEntry {
        mask: 0x780000000000000,
        skel: 0,
        words: [Words::new(&["NE"])],
    },
    LutEntry {
        mask: 0x780000000000000,
        skel: 0,
        words: [Words::new(&["GE"])],
    },
    LutEntry {
        mask: 0x780000000000000,
        skel: 0,
        words: [Words::new(&["NUM"])],
    },
    LutEntry {
        mask: 0x780000000000000,
        skel: 0,
        words: [Words::new(&["NAN"])],
    },
    LutEntry {
        mask: 0x780000000000000,
        skel: 0,
        words: [Words::new(&["LTU"])],
    },
    LutEntry {
        mask: 0x780000000000000,
        skel: 0,
        words: [Words::new(&["EQU"])],
    },
    LutEntry {
        mask: 0x780000000000000,
        skel: 0,
        words: [Words::new(&["LEU"])],
    },
    LutEntry {
        mask: 0x780000000000000,
        skel: 0,
        words: [Words::new(&["GTU"])],
    },
    LutEntry {
        mask: 0x780000000000000,
        skel: 0,
        words: [Words::new(&["NEU"])],
    },
    LutEntry {
        mask: 0x780000000000000,
        skel: 0,
        words: [Words::new(&["GEU"])],
    },
    LutEntry {
        mask: 0x780000000000000,
        skel: 0,
        words: [Words::new(&["T"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L30: [u8; 2] = [1, 0];
static E30: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x800000000000000,
        skel: 0,
        words: [Words::new(&["FTZ"])],
    },
    LutEntry {
        mask: 0x800000000000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L31: [u8; 4] = [0, 1, 2, 3];
static E31: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x60000000000000,
        skel: 0,
        words: [Words::new(&["AND"])],
    },
    LutEntry {
        mask: 0x60000000000000,
        skel: 0,
        words: [Words::new(&["OR"])],
    },
    LutEntry {
        mask: 0x60000000000000,
        skel: 0,
        words: [Words::new(&["XOR"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L32: [u8; 2] = [1, 0];
static E32: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x10000000000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x10000000000000,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["???"])],
    },
];
static L33: [u8; 32] = [
    1, 1, 1, 1, 1, 1, 1, 0, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4,
];
static E33: [LutEntry<1>; 5] = [
    LutEntry {
        mask: 0x6e000000000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x60000000000000,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x60000000000000,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x60000000000000,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 2,
        words: [Words::new(&["???"])],
    },
];
static L34: [u8; 2] = [1, 0];
static E34: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x20,
        skel: 0,
        words: [Words::new(&["BF"])],
    },
    LutEntry {
        mask: 0x20,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L36: [u8; 4] = [0, 1, 2, 3];
static E36: [LutEntry<1>; 5] = [
    LutEntry {
        mask: 0xc00000000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xc00000000000,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xc00000000000,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xc00000000000,
        skel: 3,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 4,
        words: [Words::new(&["???"])],
    },
];
static L37: [u8; 4] = [0, 1, 2, 3];
static E37: [LutEntry<1>; 5] = [
    LutEntry {
        mask: 0xc000000000,
        skel: 0,
        words: [Words::new(&["ADD"])],
    },
    LutEntry {
        mask: 0xc000000000,
        skel: 0,
        words: [Words::new(&["SUBR"])],
    },
    LutEntry {
        mask: 0xc000000000,
        skel: 0,
        words: [Words::new(&["SUB"])],
    },
    LutEntry {
        mask: 0xc000000000,
        skel: 0,
        words: [Words::new(&["MOV2"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L38: [u8; 4] = [0, 1, 2, 3];
static E38: [LutEntry<1>; 5] = [
    LutEntry {
        mask: 0x3000000000,
        skel: 0,
        words: [Words::new(&["ADD"])],
    },
    LutEntry {
        mask: 0x3000000000,
        skel: 0,
        words: [Words::new(&["SUBR"])],
    },
    LutEntry {
        mask: 0x3000000000,
        skel: 0,
        words: [Words::new(&["SUB"])],
    },
    LutEntry {
        mask: 0x3000000000,
        skel: 0,
        words: [Words::new(&["MOV2"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L39: [u8; 4] = [0, 1, 2, 3];
static E39: [LutEntry<1>; 5] = [
    LutEntry {
        mask: 0xc00000000,
        skel: 0,
        words: [Words::new(&["ADD"])],
    },
    LutEntry {
        mask: 0xc00000000,
        skel: 0,
        words: [Words::new(&["SUBR"])],
    },
    LutEntry {
        mask: 0xc00000000,
        skel: 0,
        words: [Words::new(&["SUB"])],
    },
    LutEntry {
        mask: 0xc00000000,
        skel: 0,
        words: [Words::new(&["MOV2"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L40: [u8; 4] = [0, 1, 2, 3];
static E40: [LutEntry<1>; 5] = [
    LutEntry {
        mask: 0x300000000,
        skel: 0,
        words: [Words::new(&["ADD"])],
    },
    LutEntry {
        mask: 0x300000000,
        skel: 0,
        words: [Words::new(&["SUBR"])],
    },
    LutEntry {
        mask: 0x300000000,
        skel: 0,
        words: [Words::new(&["SUB"])],
    },
    LutEntry {
        mask: 0x300000000,
        skel: 0,
        words: [Words::new(&["MOV2"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L41: [u8; 8] = [0, 1, 2, 3, 4, 5, 6, 6];
static E41: [LutEntry<1>; 7] = [
    LutEntry {
        mask: 0x1c0,
        skel: 0,
        words: [Words::new(&["L0"])],
    },
    LutEntry {
        mask: 0x1c0,
        skel: 0,
        words: [Words::new(&["L1"])],
    },
    LutEntry {
        mask: 0x1c0,
        skel: 0,
        words: [Words::new(&["L2"])],
    },
    LutEntry {
        mask: 0x1c0,
        skel: 0,
        words: [Words::new(&["L3"])],
    },
    LutEntry {
        mask: 0x1c0,
        skel: 0,
        words: [Words::new(&["DX"])],
    },
    LutEntry {
        mask: 0x1c0,
        skel: 0,
        words: [Words::new(&["DY"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L42: [u8; 2] = [1, 0];
static E42: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x200,
        skel: 0,
        words: [Words::new(&["NDV"])],
    },
    LutEntry {
        mask: 0x200,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L43: [u8; 2] = [0, 1];
static E43: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x20,
        skel: 0,
        words: [Words::new(&["SINCOS"])],
    },
    LutEntry {
        mask: 0x20,
        skel: 0,
        words: [Words::new(&["EX2"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L44: [u8; 4] = [0, 1, 2, 3];
static E44: [LutEntry<1>; 5] = [
    LutEntry {
        mask: 0xc0,
        skel: 0,
        words: [Words::new(&["PASS"])],
    },
    LutEntry {
        mask: 0xc0,
        skel: 0,
        words: [Words::new(&["MUL"])],
    },
    LutEntry {
        mask: 0xc0,
        skel: 0,
        words: [Words::new(&["FLAT"])],
    },
    LutEntry {
        mask: 0xc0,
        skel: 0,
        words: [Words::new(&["SC"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L45: [u8; 4] = [0, 1, 2, 3];
static E45: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x300,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x300,
        skel: 0,
        words: [Words::new(&["CENTROID"])],
    },
    LutEntry {
        mask: 0x300,
        skel: 0,
        words: [Words::new(&["OFFSET"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L46: [u8; 8] = [0, 1, 2, 3, 4, 5, 6, 7];
static E46: [LutEntry<1>; 9] = [
    LutEntry {
        mask: 0x1c000000,
        skel: 0,
        words: [Words::new(&["COS"])],
    },
    LutEntry {
        mask: 0x1c000000,
        skel: 0,
        words: [Words::new(&["SIN"])],
    },
    LutEntry {
        mask: 0x1c000000,
        skel: 0,
        words: [Words::new(&["EX2"])],
    },
    LutEntry {
        mask: 0x1c000000,
        skel: 0,
        words: [Words::new(&["LG2"])],
    },
    LutEntry {
        mask: 0x1c000000,
        skel: 0,
        words: [Words::new(&["RCP"])],
    },
    LutEntry {
        mask: 0x1c000000,
        skel: 0,
        words: [Words::new(&["RSQ"])],
    },
    LutEntry {
        mask: 0x1c000000,
        skel: 0,
        words: [Words::new(&["RCP64H"])],
    },
    LutEntry {
        mask: 0x1c000000,
        skel: 0,
        words: [Words::new(&["RSQ64H"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L48: [u8; 4] = [0, 1, 3, 2];
static E48: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0xc00000000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xc00000000000,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xc00000000000,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 3,
        words: [Words::new(&["???"])],
    },
];
static L49: [u8; 4] = [0, 1, 2, 3];
static E49: [LutEntry<1>; 5] = [
    LutEntry {
        mask: 0xc00000000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xc00000000000,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xc00000000000,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xc00000000000,
        skel: 3,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 4,
        words: [Words::new(&["???"])],
    },
];
static L51: [u8; 4] = [0, 1, 2, 3];
static E51: [LutEntry<1>; 5] = [
    LutEntry {
        mask: 0x300,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x300,
        skel: 0,
        words: [Words::new(&["SUB"])],
    },
    LutEntry {
        mask: 0x300,
        skel: 0,
        words: [Words::new(&["SUBR"])],
    },
    LutEntry {
        mask: 0x300,
        skel: 0,
        words: [Words::new(&["PO"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L53: [u8; 4] = [0, 2, 1, 3];
static E53: [LutEntry<1>; 5] = [
    LutEntry {
        mask: 0xa0,
        skel: 0,
        words: [Words::new(&["U32", "U32"])],
    },
    LutEntry {
        mask: 0xa0,
        skel: 0,
        words: [Words::new(&["S32", "U32"])],
    },
    LutEntry {
        mask: 0xa0,
        skel: 0,
        words: [Words::new(&["U32", "S32"])],
    },
    LutEntry {
        mask: 0xa0,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L54: [u8; 2] = [1, 0];
static E54: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x40,
        skel: 0,
        words: [Words::new(&["HI"])],
    },
    LutEntry {
        mask: 0x40,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L55: [u8; 2] = [1, 0];
static E55: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x400000000000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x400000000000000,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["???"])],
    },
];
static L56: [u8; 2] = [1, 0];
static E56: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x40,
        skel: 0,
        words: [Words::new(&["X"])],
    },
    LutEntry {
        mask: 0x40,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L57: [u8; 16] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
static E57: [LutEntry<1>; 16] = [
    LutEntry {
        mask: 0x1e0,
        skel: 0,
        words: [Words::new(&["LNONE"])],
    },
    LutEntry {
        mask: 0x1e0,
        skel: 0,
        words: [Words::new(&["L0"])],
    },
    LutEntry {
        mask: 0x1e0,
        skel: 0,
        words: [Words::new(&["L1"])],
    },
    LutEntry {
        mask: 0x1e0,
        skel: 0,
        words: [Words::new(&["L01"])],
    },
    LutEntry {
        mask: 0x1e0,
        skel: 0,
        words: [Words::new(&["L2"])],
    },
    LutEntry {
        mask: 0x1e0,
        skel: 0,
        words: [Words::new(&["L02"])],
    },
    LutEntry {
        mask: 0x1e0,
        skel: 0,
        words: [Words::new(&["L12"])],
    },
    LutEntry {
        mask: 0x1e0,
        skel: 0,
        words: [Words::new(&["L012"])],
    },
    LutEntry {
        mask: 0x1e0,
        skel: 0,
        words: [Words::new(&["L3"])],
    },
    LutEntry {
        mask: 0x1e0,
        skel: 0,
        words: [Words::new(&["L03"])],
    },
    LutEntry {
        mask: 0x1e0,
        skel: 0,
        words: [Words::new(&["L13"])],
    },
    LutEntry {
        mask: 0x1e0,
        skel: 0,
        words: [Words::new(&["L013"])],
    },
    LutEntry {
        mask: 0x1e0,
        skel: 0,
        words: [Words::new(&["L23"])],
    },
    LutEntry {
        mask: 0x1e0,
        skel: 0,
        words: [Words::new(&["L023"])],
    },
    LutEntry {
        mask: 0x1e0,
        skel: 0,
        words: [Words::new(&["L123"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L58: [u8; 4] = [0, 1, 2, 3];
static E58: [LutEntry<1>; 5] = [
    LutEntry {
        mask: 0xc0,
        skel: 0,
        words: [Words::new(&["AND"])],
    },
    LutEntry {
        mask: 0xc0,
        skel: 0,
        words: [Words::new(&["OR"])],
    },
    LutEntry {
        mask: 0xc0,
        skel: 0,
        words: [Words::new(&["XOR"])],
    },
    LutEntry {
        mask: 0xc0,
        skel: 0,
        words: [Words::new(&["PASS_B"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L59: [u8; 2] = [1, 0];
static E59: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x20,
        skel: 0,
        words: [Words::new(&["X"])],
    },
    LutEntry {
        mask: 0x20,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L60: [u8; 2] = [1, 0];
static E60: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x200,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x200,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["???"])],
    },
];
static L61: [u8; 2] = [1, 0];
static E61: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x100,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x100,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["???"])],
    },
];
static L63: [u8; 2] = [1, 0];
static E63: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x100000000000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x100000000000000,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["???"])],
    },
];
static L64: [u8; 2] = [1, 0];
static E64: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x80000000000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x80000000000000,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["???"])],
    },
];
static L65: [u8; 2] = [1, 0];
static E65: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x80000000000000,
        skel: 0,
        words: [Words::new(&["X"])],
    },
    LutEntry {
        mask: 0x80000000000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L66: [u8; 2] = [1, 0];
static E66: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x100000000000000,
        skel: 0,
        words: [Words::new(&["SAT"])],
    },
    LutEntry {
        mask: 0x100000000000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L67: [[u8; 2]; 64] = [
    [2, 3],
    [2, 3],
    [2, 3],
    [2, 3],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 0],
    [2, 3],
    [2, 3],
    [2, 3],
    [2, 3],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 0],
    [2, 3],
    [2, 3],
    [2, 3],
    [2, 3],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 0],
    [2, 3],
    [2, 3],
    [2, 3],
    [2, 3],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 0],
    [2, 3],
    [2, 3],
    [2, 3],
    [2, 3],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 0],
    [2, 3],
    [2, 3],
    [2, 3],
    [2, 3],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 0],
    [2, 3],
    [2, 3],
    [2, 3],
    [2, 3],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 0],
    [2, 3],
    [2, 3],
    [2, 3],
    [2, 3],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 0],
];
static E67: [LutEntry<1>; 5] = [
    LutEntry {
        mask: 0x200,
        skel: 0,
        words: [Words::new(&["W"])],
    },
    LutEntry {
        mask: 0x200,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x200,
        skel: 0,
        words: [Words::new(&["W"])],
    },
    LutEntry {
        mask: 0x200,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L68: [u8; 2] = [0, 1];
static E68: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x20,
        skel: 0,
        words: [Words::new(&["U32"])],
    },
    LutEntry {
        mask: 0x20,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L69: [u8; 2] = [1, 0];
static E69: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x100,
        skel: 0,
        words: [Words::new(&["BREV"])],
    },
    LutEntry {
        mask: 0x100,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L70: [u8; 2] = [1, 0];
static E70: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x80,
        skel: 0,
        words: [Words::new(&["X"])],
    },
    LutEntry {
        mask: 0x80,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L71: [u8; 16] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
static E71: [LutEntry<1>; 17] = [
    LutEntry {
        mask: 0x780000000000000,
        skel: 0,
        words: [Words::new(&["F"])],
    },
    LutEntry {
        mask: 0x780000000000000,
        skel: 0,
        words: [Words::new(&["LT"])],
    },
    LutEntry {
        mask: 0x780000000000000,
        skel: 0,
        words: [Words::new(&["EQ"])],
    },
    LutEntry {
        mask: 0x780000000000000,
        skel: 0,
        words: [Words::new(&["LE"])],
    },
    LutEntry {
        mask: 0x780000000000000,
        skel: 0,
        words: [Words::new(&["GT"])],
    },
    LutEntry {
        mask: 0x780000000000000,
        skel: 0,
        words: [Words::new(&["NE"])],
    },
    LutEntry {
        mask: 0x780000000000000,
        skel: 0,
        words: [Words::new(&["GE"])],
    },
    LutEntry {
        mask: 0x780000000000000,
        skel: 0,
        words: [Words::new(&["T"])],
    },
    LutEntry {
        mask: 0x780000000000000,
        skel: 0,
        words: [Words::new(&["NAN"])],
    },
    LutEntry {
        mask: 0x780000000000000,
        skel: 0,
        words: [Words::new(&["LTU"])],
    },
    LutEntry {
        mask: 0x780000000000000,
        skel: 0,
        words: [Words::new(&["EQU"])],
    },
    LutEntry {
        mask: 0x780000000000000,
        skel: 0,
        words: [Words::new(&["LEU"])],
    },
    LutEntry {
        mask: 0x780000000000000,
        skel: 0,
        words: [Words::new(&["GTU"])],
    },
    LutEntry {
        mask: 0x780000000000000,
        skel: 0,
        words: [Words::new(&["NEU"])],
    },
    LutEntry {
        mask: 0x780000000000000,
        skel: 0,
        words: [Words::new(&["GEU"])],
    },
    LutEntry {
        mask: 0x780000000000000,
        skel: 0,
        words: [Words::new(&["TU"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L72: [u8; 2] = [1, 0];
static E72: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x80,
        skel: 0,
        words: [Words::new(&["BF"])],
    },
    LutEntry {
        mask: 0x80,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L73: [u8; 4] = [0, 1, 2, 3];
static E73: [LutEntry<1>; 5] = [
    LutEntry {
        mask: 0xc0,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0xc0,
        skel: 0,
        words: [Words::new(&["XLO"])],
    },
    LutEntry {
        mask: 0xc0,
        skel: 0,
        words: [Words::new(&["XMED"])],
    },
    LutEntry {
        mask: 0xc0,
        skel: 0,
        words: [Words::new(&["XHI"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L74: [u8; 2] = [1, 0];
static E74: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x40,
        skel: 0,
        words: [Words::new(&["SH"])],
    },
    LutEntry {
        mask: 0x40,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L77: [u8; 8] = [0, 1, 2, 3, 4, 5, 6, 7];
static E77: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0xe0,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0xe0,
        skel: 0,
        words: [Words::new(&["F4E"])],
    },
    LutEntry {
        mask: 0xe0,
        skel: 0,
        words: [Words::new(&["B4E"])],
    },
    LutEntry {
        mask: 0xe0,
        skel: 0,
        words: [Words::new(&["RC8"])],
    },
    LutEntry {
        mask: 0xe0,
        skel: 0,
        words: [Words::new(&["ECL"])],
    },
    LutEntry {
        mask: 0xe0,
        skel: 0,
        words: [Words::new(&["ECR"])],
    },
    LutEntry {
        mask: 0xe0,
        skel: 0,
        words: [Words::new(&["RC16"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L78: [u8; 4] = [0, 1, 2, 3];
static E78: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x60,
        skel: 0,
        words: [Words::new(&["ALL"])],
    },
    LutEntry {
        mask: 0x60,
        skel: 0,
        words: [Words::new(&["ANY"])],
    },
    LutEntry {
        mask: 0x60,
        skel: 0,
        words: [Words::new(&["EQ"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L79: [u8; 2] = [1, 0];
static E79: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x800000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x800000,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["???"])],
    },
];
static L81: [u8; 2] = [0, 1];
static E81: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x800000000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x800000000000,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 2,
        words: [Words::new(&["???"])],
    },
];
static L82: [u8; 2] = [0, 1];
static E82: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x400000000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x400000000000,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 2,
        words: [Words::new(&["???"])],
    },
];
static L84: [u8; 32] = [
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static E84: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x3e0,
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
        skel: 2,
        words: [Words::new(&["???"])],
    },
];
static L86: [u8; 2] = [1, 0];
static E86: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x20,
        skel: 0,
        words: [Words::new(&["HI"])],
    },
    LutEntry {
        mask: 0x20,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L87: [u8; 4] = [0, 1, 2, 3];
static E87: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0xc0000000,
        skel: 0,
        words: [Words::new(&["AND"])],
    },
    LutEntry {
        mask: 0xc0000000,
        skel: 0,
        words: [Words::new(&["OR"])],
    },
    LutEntry {
        mask: 0xc0000000,
        skel: 0,
        words: [Words::new(&["XOR"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L88: [u8; 2] = [1, 0];
static E88: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x20000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x20000000,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["???"])],
    },
];
static L90: [u8; 4] = [0, 1, 2, 3];
static E90: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0xc0000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xc0000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xc0000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["???"])],
    },
];
static L91: [u8; 4] = [0, 1, 2, 3];
static E91: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x60000000000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x60000000000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x60000000000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["???"])],
    },
];
static L92: [u8; 4] = [0, 1, 2, 3];
static E92: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0xc0000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xc0000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xc0000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["???"])],
    },
];
static L93: [u8; 32] = [
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 24, 24, 24, 24, 24, 24,
    24,
];
static E93: [LutEntry<1>; 25] = [
    LutEntry {
        mask: 0x1f00000,
        skel: 0,
        words: [Words::new(&["F"])],
    },
    LutEntry {
        mask: 0x1f00000,
        skel: 0,
        words: [Words::new(&["LT"])],
    },
    LutEntry {
        mask: 0x1f00000,
        skel: 0,
        words: [Words::new(&["EQ"])],
    },
    LutEntry {
        mask: 0x1f00000,
        skel: 0,
        words: [Words::new(&["LE"])],
    },
    LutEntry {
        mask: 0x1f00000,
        skel: 0,
        words: [Words::new(&["GT"])],
    },
    LutEntry {
        mask: 0x1f00000,
        skel: 0,
        words: [Words::new(&["NE"])],
    },
    LutEntry {
        mask: 0x1f00000,
        skel: 0,
        words: [Words::new(&["GE"])],
    },
    LutEntry {
        mask: 0x1f00000,
        skel: 0,
        words: [Words::new(&["NUM"])],
    },
    LutEntry {
        mask: 0x1f00000,
        skel: 0,
        words: [Words::new(&["NAN"])],
    },
    LutEntry {
        mask: 0x1f00000,
        skel: 0,
        words: [Words::new(&["LTU"])],
    },
    LutEntry {
        mask: 0x1f00000,
        skel: 0,
        words: [Words::new(&["EQU"])],
    },
    LutEntry {
        mask: 0x1f00000,
        skel: 0,
        words: [Words::new(&["LEU"])],
    },
    LutEntry {
        mask: 0x1f00000,
        skel: 0,
        words: [Words::new(&["GTU"])],
    },
    LutEntry {
        mask: 0x1f00000,
        skel: 0,
        words: [Words::new(&["NEU"])],
    },
    LutEntry {
        mask: 0x1f00000,
        skel: 0,
        words: [Words::new(&["GEU"])],
    },
    LutEntry {
        mask: 0x1f00000,
        skel: 0,
        words: [Words::new(&["T"])],
    },
    LutEntry {
        mask: 0x1f00000,
        skel: 0,
        words: [Words::new(&["OFF"])],
    },
    LutEntry {
        mask: 0x1f00000,
        skel: 0,
        words: [Words::new(&["LO"])],
    },
    LutEntry {
        mask: 0x1f00000,
        skel: 0,
        words: [Words::new(&["SFF"])],
    },
    LutEntry {
        mask: 0x1f00000,
        skel: 0,
        words: [Words::new(&["LS"])],
    },
    LutEntry {
        mask: 0x1f00000,
        skel: 0,
        words: [Words::new(&["HI"])],
    },
    LutEntry {
        mask: 0x1f00000,
        skel: 0,
        words: [Words::new(&["SFT"])],
    },
    LutEntry {
        mask: 0x1f00000,
        skel: 0,
        words: [Words::new(&["HS"])],
    },
    LutEntry {
        mask: 0x1f00000,
        skel: 0,
        words: [Words::new(&["OFT"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L94: [u8; 2] = [1, 0];
static E94: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x80000000000000,
        skel: 0,
        words: [Words::new(&["FTZ"])],
    },
    LutEntry {
        mask: 0x80000000000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L95: [u8; 4] = [3, 0, 1, 2];
static E95: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x300000,
        skel: 0,
        words: [Words::new(&["F16"])],
    },
    LutEntry {
        mask: 0x300000,
        skel: 0,
        words: [Words::new(&["F32"])],
    },
    LutEntry {
        mask: 0x300000,
        skel: 0,
        words: [Words::new(&["F64"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L96: [u8; 4] = [3, 0, 1, 2];
static E96: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x1800000,
        skel: 0,
        words: [Words::new(&["F16"])],
    },
    LutEntry {
        mask: 0x1800000,
        skel: 0,
        words: [Words::new(&["F32"])],
    },
    LutEntry {
        mask: 0x1800000,
        skel: 0,
        words: [Words::new(&["F64"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L97: [u8; 4] = [0, 1, 2, 3];
static E97: [LutEntry<1>; 5] = [
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["ROUND"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["FLOOR"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["CEIL"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["TRUNC"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L98: [u8; 4] = [0, 1, 2, 3];
static E98: [LutEntry<1>; 5] = [
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["RM"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["RP"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["RZ"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L99: [u8; 32] = [
    10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 2, 5, 8, 8, 10, 10, 10, 10, 6, 6, 0, 3, 9, 9, 10, 10, 10, 10, 7, 7, 1, 4,
];
static E99: [LutEntry<1>; 11] = [
    LutEntry {
        mask: 0x1b00080,
        skel: 0,
        words: [Words::new(&["PASS"])],
    },
    LutEntry {
        mask: 0x1b00080,
        skel: 1,
        words: [Words::new(&["PASS"])],
    },
    LutEntry {
        mask: 0x1b00080,
        skel: 1,
        words: [Words::new(&["PASS"])],
    },
    LutEntry {
        mask: 0x1b00080,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x1b00080,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x1b00080,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x1b00000,
        skel: 3,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x1b00000,
        skel: 3,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x1b00000,
        skel: 4,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x1b00000,
        skel: 4,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L101: [u8; 8] = [1, 1, 1, 1, 1, 0, 1, 1];
static E101: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x100000001800000,
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
static L102: [u8; 8] = [6, 6, 0, 3, 1, 4, 2, 5];
static E102: [LutEntry<1>; 7] = [
    LutEntry {
        mask: 0x300080,
        skel: 0,
        words: [Words::new(&["U16"])],
    },
    LutEntry {
        mask: 0x300080,
        skel: 0,
        words: [Words::new(&["U32"])],
    },
    LutEntry {
        mask: 0x300080,
        skel: 0,
        words: [Words::new(&["U64"])],
    },
    LutEntry {
        mask: 0x300080,
        skel: 0,
        words: [Words::new(&["S16"])],
    },
    LutEntry {
        mask: 0x300080,
        skel: 0,
        words: [Words::new(&["S32"])],
    },
    LutEntry {
        mask: 0x300080,
        skel: 0,
        words: [Words::new(&["S64"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L103: [u8; 8] = [3, 0, 1, 2, 3, 3, 3, 3];
static E103: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x3800000,
        skel: 0,
        words: [Words::new(&["F16"])],
    },
    LutEntry {
        mask: 0x3800000,
        skel: 0,
        words: [Words::new(&["F32"])],
    },
    LutEntry {
        mask: 0x3800000,
        skel: 0,
        words: [Words::new(&["F64"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L104: [u8; 4] = [0, 1, 2, 3];
static E104: [LutEntry<1>; 5] = [
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["FLOOR"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["CEIL"])],
    },
    LutEntry {
        mask: 0x6000000000000,
        skel: 0,
        words: [Words::new(&["TRUNC"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L105: [u8; 4] = [3, 0, 1, 2];
static E105: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x300000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["???"])],
    },
];
static L106: [u8; 16] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1];
static E106: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x100000003800000,
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
static L107: [u8; 8] = [3, 0, 1, 2, 3, 3, 3, 3];
static E107: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x3800000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3800000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3800000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["???"])],
    },
];
static L108: [u8; 16] = [0, 4, 1, 5, 2, 6, 3, 7, 8, 8, 8, 8, 8, 8, 8, 8];
static E108: [LutEntry<1>; 9] = [
    LutEntry {
        mask: 0x3800200,
        skel: 0,
        words: [Words::new(&["U8"])],
    },
    LutEntry {
        mask: 0x3800200,
        skel: 0,
        words: [Words::new(&["U16"])],
    },
    LutEntry {
        mask: 0x3800200,
        skel: 0,
        words: [Words::new(&["U32"])],
    },
    LutEntry {
        mask: 0x3800200,
        skel: 0,
        words: [Words::new(&["U64"])],
    },
    LutEntry {
        mask: 0x3800200,
        skel: 0,
        words: [Words::new(&["S8"])],
    },
    LutEntry {
        mask: 0x3800200,
        skel: 0,
        words: [Words::new(&["S16"])],
    },
    LutEntry {
        mask: 0x3800200,
        skel: 0,
        words: [Words::new(&["S32"])],
    },
    LutEntry {
        mask: 0x3800200,
        skel: 0,
        words: [Words::new(&["S64"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L109: [u8; 32] = [
    4, 4, 4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 4, 1, 3, 4, 4, 4, 4, 4, 4, 2, 3, 4, 4, 4, 4, 4, 4,
];
static E109: [LutEntry<1>; 6] = [
    LutEntry {
        mask: 0x180000003800000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x180000003800000,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x180000003800000,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x100000003800000,
        skel: 3,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 4,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 4,
        words: [Words::new(&["???"])],
    },
];
static L110: [u8; 8] = [0, 1, 2, 3, 4, 4, 4, 4];
static E110: [LutEntry<1>; 5] = [
    LutEntry {
        mask: 0x3800000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3800000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3800000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3800000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["???"])],
    },
];
static L111: [u8; 8] = [0, 4, 1, 5, 2, 6, 3, 7];
static E111: [LutEntry<1>; 9] = [
    LutEntry {
        mask: 0x300080,
        skel: 0,
        words: [Words::new(&["U8"])],
    },
    LutEntry {
        mask: 0x300080,
        skel: 0,
        words: [Words::new(&["U16"])],
    },
    LutEntry {
        mask: 0x300080,
        skel: 0,
        words: [Words::new(&["U32"])],
    },
    LutEntry {
        mask: 0x300080,
        skel: 0,
        words: [Words::new(&["U64"])],
    },
    LutEntry {
        mask: 0x300080,
        skel: 0,
        words: [Words::new(&["S8"])],
    },
    LutEntry {
        mask: 0x300080,
        skel: 0,
        words: [Words::new(&["S16"])],
    },
    LutEntry {
        mask: 0x300080,
        skel: 0,
        words: [Words::new(&["S32"])],
    },
    LutEntry {
        mask: 0x300080,
        skel: 0,
        words: [Words::new(&["S64"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L112: [u8; 16] = [0, 3, 1, 4, 2, 5, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6];
static E112: [LutEntry<1>; 7] = [
    LutEntry {
        mask: 0x3800200,
        skel: 0,
        words: [Words::new(&["U8"])],
    },
    LutEntry {
        mask: 0x3800200,
        skel: 0,
        words: [Words::new(&["U16"])],
    },
    LutEntry {
        mask: 0x3800200,
        skel: 0,
        words: [Words::new(&["U32"])],
    },
    LutEntry {
        mask: 0x3800200,
        skel: 0,
        words: [Words::new(&["S8"])],
    },
    LutEntry {
        mask: 0x3800200,
        skel: 0,
        words: [Words::new(&["S16"])],
    },
    LutEntry {
        mask: 0x3800200,
        skel: 0,
        words: [Words::new(&["S32"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L113: [u8; 8] = [0, 1, 2, 3, 3, 3, 3, 3];
static E113: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x3800000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3800000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3800000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["???"])],
    },
];
static L114: [u8; 2] = [0, 1];
static E114: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x40000000000,
        skel: 0,
        words: [Words::new(&["UD"])],
    },
    LutEntry {
        mask: 0x40000000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L115: [u8; 16] = [0, 1, 0, 1, 0, 1, 0, 1, 2, 3, 2, 3, 4, 5, 6, 6];
static E115: [LutEntry<1>; 7] = [
    LutEntry {
        mask: 0x400000000040,
        skel: 0,
        words: [Words::new(&["U8"])],
    },
    LutEntry {
        mask: 0x400000000040,
        skel: 0,
        words: [Words::new(&["S8"])],
    },
    LutEntry {
        mask: 0x600000000040,
        skel: 0,
        words: [Words::new(&["U16"])],
    },
    LutEntry {
        mask: 0x600000000040,
        skel: 0,
        words: [Words::new(&["S16"])],
    },
    LutEntry {
        mask: 0x700000000040,
        skel: 0,
        words: [Words::new(&["U32"])],
    },
    LutEntry {
        mask: 0x700000000040,
        skel: 0,
        words: [Words::new(&["S32"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L116: [u8; 16] = [0, 1, 0, 1, 0, 1, 0, 1, 2, 3, 2, 3, 4, 5, 6, 6];
static E116: [LutEntry<1>; 7] = [
    LutEntry {
        mask: 0x400000020,
        skel: 0,
        words: [Words::new(&["U8"])],
    },
    LutEntry {
        mask: 0x400000020,
        skel: 0,
        words: [Words::new(&["S8"])],
    },
    LutEntry {
        mask: 0x600000020,
        skel: 0,
        words: [Words::new(&["U16"])],
    },
    LutEntry {
        mask: 0x600000020,
        skel: 0,
        words: [Words::new(&["S16"])],
    },
    LutEntry {
        mask: 0x700000020,
        skel: 0,
        words: [Words::new(&["U32"])],
    },
    LutEntry {
        mask: 0x700000020,
        skel: 0,
        words: [Words::new(&["S32"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L117: [u8; 4] = [1, 2, 0, 0];
static E117: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x800000000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x800000000020,
        skel: 1,
        words: [Words::new(&["U8"])],
    },
    LutEntry {
        mask: 0x800000000020,
        skel: 1,
        words: [Words::new(&["S8"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["???"])],
    },
];
static L119: [u8; 2] = [1, 0];
static E119: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x200,
        skel: 0,
        words: [Words::new(&["SAT"])],
    },
    LutEntry {
        mask: 0x200,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L120: [u8; 8] = [4, 5, 6, 7, 0, 1, 2, 3];
static E120: [LutEntry<1>; 9] = [
    LutEntry {
        mask: 0x380000000000000,
        skel: 0,
        words: [Words::new(&["ACC"])],
    },
    LutEntry {
        mask: 0x380000000000000,
        skel: 0,
        words: [Words::new(&["MIN"])],
    },
    LutEntry {
        mask: 0x380000000000000,
        skel: 0,
        words: [Words::new(&["MAX"])],
    },
    LutEntry {
        mask: 0x380000000000000,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x380000000000000,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x380000000000000,
        skel: 3,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x380000000000000,
        skel: 4,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x380000000000000,
        skel: 5,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 6,
        words: [Words::new(&["???"])],
    },
];
static L121: [u8; 8] = [4, 0, 1, 2, 4, 3, 4, 4];
static E121: [LutEntry<1>; 6] = [
    LutEntry {
        mask: 0x700000000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x700000000000,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x700000000000,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x700000000000,
        skel: 3,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 4,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 4,
        words: [Words::new(&["???"])],
    },
];
static L123: [u8; 2] = [1, 0];
static E123: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x80,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x80,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["???"])],
    },
];
static L124: [u8; 8] = [4, 0, 1, 2, 4, 3, 4, 4];
static E124: [LutEntry<1>; 6] = [
    LutEntry {
        mask: 0x700000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x700000000,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x700000000,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x700000000,
        skel: 3,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 4,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 4,
        words: [Words::new(&["???"])],
    },
];
static L125: [u8; 2] = [1, 0];
static E125: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x800000000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x800000000000,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 2,
        words: [Words::new(&["???"])],
    },
];
static L127: [u8; 2] = [1, 0];
static E127: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x80,
        skel: 0,
        words: [Words::new(&["MX"])],
    },
    LutEntry {
        mask: 0x80,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L129: [[u8; 2]; 64] = [
    [2, 3],
    [2, 3],
    [2, 3],
    [2, 3],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 0],
    [2, 3],
    [2, 3],
    [2, 3],
    [2, 3],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 0],
    [2, 3],
    [2, 3],
    [2, 3],
    [2, 3],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 0],
    [2, 3],
    [2, 3],
    [2, 3],
    [2, 3],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 0],
    [2, 3],
    [2, 3],
    [2, 3],
    [2, 3],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 0],
    [2, 3],
    [2, 3],
    [2, 3],
    [2, 3],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 0],
    [2, 3],
    [2, 3],
    [2, 3],
    [2, 3],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 0],
    [2, 3],
    [2, 3],
    [2, 3],
    [2, 3],
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 0],
];
static E129: [LutEntry<1>; 5] = [
    LutEntry {
        mask: 0x80,
        skel: 0,
        words: [Words::new(&["W"])],
    },
    LutEntry {
        mask: 0x80,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x80,
        skel: 0,
        words: [Words::new(&["W"])],
    },
    LutEntry {
        mask: 0x80,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L130: [u8; 8] = [0, 1, 2, 3, 4, 5, 6, 7];
static E130: [LutEntry<1>; 9] = [
    LutEntry {
        mask: 0x380,
        skel: 0,
        words: [Words::new(&["F"])],
    },
    LutEntry {
        mask: 0x380,
        skel: 0,
        words: [Words::new(&["LT"])],
    },
    LutEntry {
        mask: 0x380,
        skel: 0,
        words: [Words::new(&["EQ"])],
    },
    LutEntry {
        mask: 0x380,
        skel: 0,
        words: [Words::new(&["LE"])],
    },
    LutEntry {
        mask: 0x380,
        skel: 0,
        words: [Words::new(&["GT"])],
    },
    LutEntry {
        mask: 0x380,
        skel: 0,
        words: [Words::new(&["NE"])],
    },
    LutEntry {
        mask: 0x380,
        skel: 0,
        words: [Words::new(&["GE"])],
    },
    LutEntry {
        mask: 0x380,
        skel: 0,
        words: [Words::new(&["T"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L131: [u8; 4] = [0, 1, 2, 3];
static E131: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x180000000000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x180000000000000,
        skel: 0,
        words: [Words::new(&["SHR_7"])],
    },
    LutEntry {
        mask: 0x180000000000000,
        skel: 0,
        words: [Words::new(&["SHR_15"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L133: [u8; 32] = [
    1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];
static E133: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x6e000000000000,
        skel: 0,
        words: [Words::new(&["AND"])],
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
static L135: [u8; 8] = [0, 1, 2, 3, 4, 5, 6, 7];
static E135: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0xe0,
        skel: 0,
        words: [Words::new(&["U8"])],
    },
    LutEntry {
        mask: 0xe0,
        skel: 0,
        words: [Words::new(&["S8"])],
    },
    LutEntry {
        mask: 0xe0,
        skel: 0,
        words: [Words::new(&["U16"])],
    },
    LutEntry {
        mask: 0xe0,
        skel: 0,
        words: [Words::new(&["S16"])],
    },
    LutEntry {
        mask: 0xe0,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0xe0,
        skel: 0,
        words: [Words::new(&["64"])],
    },
    LutEntry {
        mask: 0xe0,
        skel: 0,
        words: [Words::new(&["128"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L136: [u8; 4] = [0, 1, 2, 3];
static E136: [LutEntry<1>; 5] = [
    LutEntry {
        mask: 0x300,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x300,
        skel: 0,
        words: [Words::new(&["CG"])],
    },
    LutEntry {
        mask: 0x300,
        skel: 0,
        words: [Words::new(&["CS"])],
    },
    LutEntry {
        mask: 0x300,
        skel: 0,
        words: [Words::new(&["CV"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L137: [u8; 8] = [2, 2, 2, 2, 2, 0, 1, 2];
static E137: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0xe0,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xe0,
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
        skel: 2,
        words: [Words::new(&["???"])],
    },
];
static L139: [u8; 4] = [0, 1, 2, 3];
static E139: [LutEntry<1>; 5] = [
    LutEntry {
        mask: 0x300,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x300,
        skel: 0,
        words: [Words::new(&["CG"])],
    },
    LutEntry {
        mask: 0x300,
        skel: 0,
        words: [Words::new(&["CS"])],
    },
    LutEntry {
        mask: 0x300,
        skel: 0,
        words: [Words::new(&["WT"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L140: [u8; 4] = [0, 1, 2, 3];
static E140: [LutEntry<1>; 5] = [
    LutEntry {
        mask: 0x300,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x300,
        skel: 0,
        words: [Words::new(&["CG"])],
    },
    LutEntry {
        mask: 0x300,
        skel: 0,
        words: [Words::new(&["LU"])],
    },
    LutEntry {
        mask: 0x300,
        skel: 0,
        words: [Words::new(&["CV"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L141: [u8; 16] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8, 8, 8, 8, 8, 8];
static E141: [LutEntry<1>; 9] = [
    LutEntry {
        mask: 0x1e0,
        skel: 0,
        words: [Words::new(&["ADD"])],
    },
    LutEntry {
        mask: 0x1e0,
        skel: 0,
        words: [Words::new(&["MIN"])],
    },
    LutEntry {
        mask: 0x1e0,
        skel: 0,
        words: [Words::new(&["MAX"])],
    },
    LutEntry {
        mask: 0x1e0,
        skel: 0,
        words: [Words::new(&["INC"])],
    },
    LutEntry {
        mask: 0x1e0,
        skel: 0,
        words: [Words::new(&["DEC"])],
    },
    LutEntry {
        mask: 0x1e0,
        skel: 0,
        words: [Words::new(&["AND"])],
    },
    LutEntry {
        mask: 0x1e0,
        skel: 0,
        words: [Words::new(&["OR"])],
    },
    LutEntry {
        mask: 0x1e0,
        skel: 0,
        words: [Words::new(&["XOR"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L151: [u8; 4] = [0, 1, 2, 3];
static E151: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0x180,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x180,
        skel: 0,
        words: [Words::new(&["T"])],
    },
    LutEntry {
        mask: 0x180,
        skel: 0,
        words: [Words::new(&["P"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L152: [u8; 2] = [1, 0];
static E152: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x200000000000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x200000000000000,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["???"])],
    },
];
static L153: [u8; 8] = [0, 1, 2, 3, 4, 7, 5, 6];
static E153: [LutEntry<1>; 8] = [
    LutEntry {
        mask: 0x38000000000000,
        skel: 0,
        words: [Words::new(&["1D"])],
    },
    LutEntry {
        mask: 0x38000000000000,
        skel: 0,
        words: [Words::new(&["ARRAY_1D"])],
    },
    LutEntry {
        mask: 0x38000000000000,
        skel: 0,
        words: [Words::new(&["2D"])],
    },
    LutEntry {
        mask: 0x38000000000000,
        skel: 0,
        words: [Words::new(&["ARRAY_2D"])],
    },
    LutEntry {
        mask: 0x38000000000000,
        skel: 0,
        words: [Words::new(&["3D"])],
    },
    LutEntry {
        mask: 0x38000000000000,
        skel: 0,
        words: [Words::new(&["CUBE"])],
    },
    LutEntry {
        mask: 0x38000000000000,
        skel: 0,
        words: [Words::new(&["ARRAY_CUBE"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L156: [u8; 2] = [1, 0];
static E156: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x1000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x1000000,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["???"])],
    },
];
static L157: [u8; 32] = [
    1, 1, 1, 1, 1, 1, 1, 0, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4,
];
static E157: [LutEntry<1>; 6] = [
    LutEntry {
        mask: 0x601c000,
        skel: 0,
        words: [Words::new(&["AND"])],
    },
    LutEntry {
        mask: 0x6000000,
        skel: 1,
        words: [Words::new(&["AND"])],
    },
    LutEntry {
        mask: 0x6000000,
        skel: 1,
        words: [Words::new(&["OR"])],
    },
    LutEntry {
        mask: 0x6000000,
        skel: 1,
        words: [Words::new(&["XOR"])],
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
static L158: [u8; 2] = [0, 1];
static E158: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x4000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x4000000,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 2,
        words: [Words::new(&["???"])],
    },
];
static L159: [u8; 2] = [1, 0];
static E159: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x40000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x40000000,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["???"])],
    },
];
static L160: [u8; 2] = [1, 0];
static E160: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x40000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x40000000,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["???"])],
    },
];
static L161: [u8; 2] = [0, 1];
static E161: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x2000,
        skel: 0,
        words: [Words::new(&["U16"])],
    },
    LutEntry {
        mask: 0x2000,
        skel: 0,
        words: [Words::new(&["S16"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L162: [u8; 2] = [0, 1];
static E162: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x1000,
        skel: 0,
        words: [Words::new(&["U16"])],
    },
    LutEntry {
        mask: 0x1000,
        skel: 0,
        words: [Words::new(&["S16"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L163: [u8; 2] = [0, 1];
static E163: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x800,
        skel: 0,
        words: [Words::new(&["U16"])],
    },
    LutEntry {
        mask: 0x800,
        skel: 0,
        words: [Words::new(&["S16"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L164: [u8; 2] = [0, 1];
static E164: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x2000,
        skel: 0,
        words: [Words::new(&["U8"])],
    },
    LutEntry {
        mask: 0x2000,
        skel: 0,
        words: [Words::new(&["S8"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L165: [u8; 2] = [0, 1];
static E165: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x1000,
        skel: 0,
        words: [Words::new(&["U8"])],
    },
    LutEntry {
        mask: 0x1000,
        skel: 0,
        words: [Words::new(&["S8"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L166: [u8; 2] = [0, 1];
static E166: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x800,
        skel: 0,
        words: [Words::new(&["U8"])],
    },
    LutEntry {
        mask: 0x800,
        skel: 0,
        words: [Words::new(&["S8"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L167: [u8; 4] = [0, 1, 2, 3];
static E167: [LutEntry<1>; 5] = [
    LutEntry {
        mask: 0x300000,
        skel: 0,
        words: [Words::new(&["U16"])],
    },
    LutEntry {
        mask: 0x300000,
        skel: 0,
        words: [Words::new(&["S16"])],
    },
    LutEntry {
        mask: 0x300000,
        skel: 0,
        words: [Words::new(&["U32"])],
    },
    LutEntry {
        mask: 0x300000,
        skel: 0,
        words: [Words::new(&["S32"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L168: [u8; 4] = [0, 1, 2, 3];
static E168: [LutEntry<1>; 5] = [
    LutEntry {
        mask: 0x1000200,
        skel: 0,
        words: [Words::new(&["U16"])],
    },
    LutEntry {
        mask: 0x1000200,
        skel: 0,
        words: [Words::new(&["S16"])],
    },
    LutEntry {
        mask: 0x1000200,
        skel: 0,
        words: [Words::new(&["U32"])],
    },
    LutEntry {
        mask: 0x1000200,
        skel: 0,
        words: [Words::new(&["S32"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L169: [u8; 2] = [1, 0];
static E169: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x800000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x800000,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["???"])],
    },
];
static L170: [u8; 2] = [1, 0];
static E170: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x400000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x400000,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["???"])],
    },
];
static L171: [u8; 2] = [1, 0];
static E171: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x2000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x2000000,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["???"])],
    },
];
static L172: [u8; 2] = [1, 0];
static E172: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x2000000,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x2000000,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["???"])],
    },
];
static L173: [u8; 4] = [0, 1, 2, 3];
static E173: [LutEntry<1>; 5] = [
    LutEntry {
        mask: 0x300,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300,
        skel: 3,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 4,
        words: [Words::new(&["???"])],
    },
];
static L174: [u8; 2] = [0, 1];
static E174: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x1000000,
        skel: 0,
        words: [Words::new(&["U32"])],
    },
    LutEntry {
        mask: 0x1000000,
        skel: 0,
        words: [Words::new(&["S32"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L175: [u8; 4] = [0, 1, 2, 3];
static E175: [LutEntry<1>; 5] = [
    LutEntry {
        mask: 0x300000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x300000,
        skel: 0,
        words: [Words::new(&["RM"])],
    },
    LutEntry {
        mask: 0x300000,
        skel: 0,
        words: [Words::new(&["RP"])],
    },
    LutEntry {
        mask: 0x300000,
        skel: 0,
        words: [Words::new(&["RZ"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L176: [u8; 4] = [0, 1, 2, 3];
static E176: [LutEntry<1>; 5] = [
    LutEntry {
        mask: 0x300000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x300000,
        skel: 0,
        words: [Words::new(&["FLOOR"])],
    },
    LutEntry {
        mask: 0x300000,
        skel: 0,
        words: [Words::new(&["CEIL"])],
    },
    LutEntry {
        mask: 0x300000,
        skel: 0,
        words: [Words::new(&["TRUNC"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L177: [u8; 2] = [1, 0];
static E177: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x1000000,
        skel: 0,
        words: [Words::new(&["SAT"])],
    },
    LutEntry {
        mask: 0x1000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L178: [u8; 4] = [0, 1, 2, 3];
static E178: [LutEntry<1>; 5] = [
    LutEntry {
        mask: 0x300000,
        skel: 0,
        words: [Words::new(&["ROUND"])],
    },
    LutEntry {
        mask: 0x300000,
        skel: 0,
        words: [Words::new(&["FLOOR"])],
    },
    LutEntry {
        mask: 0x300000,
        skel: 0,
        words: [Words::new(&["CEIL"])],
    },
    LutEntry {
        mask: 0x300000,
        skel: 0,
        words: [Words::new(&["TRUNC"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L179: [u8; 4] = [0, 1, 2, 3];
static E179: [LutEntry<1>; 5] = [
    LutEntry {
        mask: 0x300,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x300,
        skel: 3,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 4,
        words: [Words::new(&["???"])],
    },
];
static L180: [u8; 8] = [0, 1, 2, 3, 4, 5, 6, 7];
static E180: [LutEntry<1>; 9] = [
    LutEntry {
        mask: 0x1c000,
        skel: 0,
        words: [Words::new(&["F"])],
    },
    LutEntry {
        mask: 0x1c000,
        skel: 0,
        words: [Words::new(&["LT"])],
    },
    LutEntry {
        mask: 0x1c000,
        skel: 0,
        words: [Words::new(&["EQ"])],
    },
    LutEntry {
        mask: 0x1c000,
        skel: 0,
        words: [Words::new(&["LE"])],
    },
    LutEntry {
        mask: 0x1c000,
        skel: 0,
        words: [Words::new(&["GT"])],
    },
    LutEntry {
        mask: 0x1c000,
        skel: 0,
        words: [Words::new(&["NE"])],
    },
    LutEntry {
        mask: 0x1c000,
        skel: 0,
        words: [Words::new(&["GE"])],
    },
    LutEntry {
        mask: 0x1c000,
        skel: 0,
        words: [Words::new(&["T"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L181: [u8; 2] = [0, 1];
static E181: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x2000,
        skel: 0,
        words: [Words::new(&["U32"])],
    },
    LutEntry {
        mask: 0x2000,
        skel: 0,
        words: [Words::new(&["S32"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L182: [u8; 2] = [0, 1];
static E182: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x1000,
        skel: 0,
        words: [Words::new(&["U32"])],
    },
    LutEntry {
        mask: 0x1000,
        skel: 0,
        words: [Words::new(&["S32"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L183: [u8; 32] = [
    0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 6, 7, 8, 9, 9, 10, 10, 11, 11, 12, 13,
];
static E183: [LutEntry<1>; 15] = [
    LutEntry {
        mask: 0xe00,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xe00,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xe00,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xe00,
        skel: 3,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xe00,
        skel: 4,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0xf80,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xf80,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xf80,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xf80,
        skel: 3,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xf00,
        skel: 5,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xf00,
        skel: 6,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xf00,
        skel: 4,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0xf80,
        skel: 5,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xf80,
        skel: 6,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 4,
        words: [Words::new(&["???"])],
    },
];
static L184: [u8; 32] = [
    0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8, 8, 9, 10, 9, 10, 11, 12, 13, 13,
];
static E184: [LutEntry<1>; 15] = [
    LutEntry {
        mask: 0x980,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x980,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x980,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x980,
        skel: 3,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xf80,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xf80,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xf80,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xf80,
        skel: 3,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xe00,
        skel: 4,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0xe80,
        skel: 5,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xe80,
        skel: 6,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xf80,
        skel: 5,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xf80,
        skel: 6,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xf00,
        skel: 4,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 4,
        words: [Words::new(&["???"])],
    },
];
static L185: [u8; 2] = [0, 1];
static E185: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x80,
        skel: 0,
        words: [Words::new(&["MUL"])],
    },
    LutEntry {
        mask: 0x80,
        skel: 0,
        words: [Words::new(&["SC"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L186: [u8; 16] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
static E186: [LutEntry<1>; 17] = [
    LutEntry {
        mask: 0x1c080,
        skel: 0,
        words: [Words::new(&["F"])],
    },
    LutEntry {
        mask: 0x1c080,
        skel: 0,
        words: [Words::new(&["LT"])],
    },
    LutEntry {
        mask: 0x1c080,
        skel: 0,
        words: [Words::new(&["EQ"])],
    },
    LutEntry {
        mask: 0x1c080,
        skel: 0,
        words: [Words::new(&["LE"])],
    },
    LutEntry {
        mask: 0x1c080,
        skel: 0,
        words: [Words::new(&["GT"])],
    },
    LutEntry {
        mask: 0x1c080,
        skel: 0,
        words: [Words::new(&["NE"])],
    },
    LutEntry {
        mask: 0x1c080,
        skel: 0,
        words: [Words::new(&["GE"])],
    },
    LutEntry {
        mask: 0x1c080,
        skel: 0,
        words: [Words::new(&["NUM"])],
    },
    LutEntry {
        mask: 0x1c080,
        skel: 0,
        words: [Words::new(&["NAN"])],
    },
    LutEntry {
        mask: 0x1c080,
        skel: 0,
        words: [Words::new(&["LTU"])],
    },
    LutEntry {
        mask: 0x1c080,
        skel: 0,
        words: [Words::new(&["EQU"])],
    },
    LutEntry {
        mask: 0x1c080,
        skel: 0,
        words: [Words::new(&["LEU"])],
    },
    LutEntry {
        mask: 0x1c080,
        skel: 0,
        words: [Words::new(&["GTU"])],
    },
    LutEntry {
        mask: 0x1c080,
        skel: 0,
        words: [Words::new(&["NEU"])],
    },
    LutEntry {
        mask: 0x1c080,
        skel: 0,
        words: [Words::new(&["GEU"])],
    },
    LutEntry {
        mask: 0x1c080,
        skel: 0,
        words: [Words::new(&["T"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L187: [u8; 2] = [0, 1];
static E187: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x40,
        skel: 0,
        words: [Words::new(&["U32"])],
    },
    LutEntry {
        mask: 0x40,
        skel: 0,
        words: [Words::new(&["S32"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L188: [u8; 2] = [0, 1];
static E188: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x20,
        skel: 0,
        words: [Words::new(&["U32"])],
    },
    LutEntry {
        mask: 0x20,
        skel: 0,
        words: [Words::new(&["S32"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L189: [u8; 4] = [0, 1, 2, 3];
static E189: [LutEntry<1>; 5] = [
    LutEntry {
        mask: 0xc0,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xc0,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xc0,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xc0,
        skel: 3,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 4,
        words: [Words::new(&["???"])],
    },
];
static L190: [u8; 2] = [1, 0];
static E190: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x10,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x10,
        skel: 1,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 1,
        words: [Words::new(&["???"])],
    },
];
static L191: [u8; 4] = [3, 0, 1, 2];
static E191: [LutEntry<1>; 4] = [
    LutEntry {
        mask: 0xc0,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xc0,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xc0,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 3,
        words: [Words::new(&["???"])],
    },
];
static L192: [u8; 2] = [1, 0];
static E192: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x20000000,
        skel: 0,
        words: [Words::new(&["LIM"])],
    },
    LutEntry {
        mask: 0x20000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L193: [u8; 2] = [1, 0];
static E193: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x10000000,
        skel: 0,
        words: [Words::new(&["U"])],
    },
    LutEntry {
        mask: 0x10000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L194: [u8; 32] = [
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 23, 15, 16, 17, 18, 19, 20, 21, 22, 24, 24, 24, 24, 24, 24, 24,
    24,
];
static E194: [LutEntry<1>; 25] = [
    LutEntry {
        mask: 0x3e0,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 3,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 4,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 5,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 6,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 7,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 8,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 9,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 10,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 11,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 12,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 13,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 14,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 15,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 16,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 17,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 18,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 19,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 20,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 21,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 22,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 23,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 23,
        words: [Words::new(&["???"])],
    },
];
static L195: [u8; 2] = [1, 0];
static E195: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x20,
        skel: 0,
        words: [Words::new(&["LIM"])],
    },
    LutEntry {
        mask: 0x20,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L197: [u8; 16] = [1, 2, 3, 4, 5, 6, 7, 0, 9, 9, 9, 9, 9, 9, 9, 9];
static E197: [LutEntry<1>; 12] = [
    LutEntry {
        mask: 0xf,
        skel: 0,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x8,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x8,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x8,
        skel: 3,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x8,
        skel: 4,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x8,
        skel: 5,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x8,
        skel: 6,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x8,
        skel: 7,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x8,
        skel: 8,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x8,
        skel: 9,
        words: [Words::NONE],
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

fn t0(d: &mut Dec) -> u64 {
    if d.bits & 0x2000 == 0x2000 {
        d.insn.push_path(0);
        d.consumed |= 0x2000;
        return 0x2000;
    }
    if d.bits & 0x2000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x2000;
        return 0x2000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t1(d: &mut Dec) -> u64 {
    if d.bits & 0x3c00 == 0x1c00 {
        d.insn.push_path(0);
        d.consumed |= 0x3c00;
        return 0x3c00;
    }
    {
        d.insn.push_path(1);
        d.consumed |= 0x0;
        t0(d);
        let o = d.reg(&S0);
        d.insn.push_op(o);
        return 0x0;
    }
}
fn t2(d: &mut Dec) -> u64 {
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
fn t3(d: &mut Dec) -> u64 {
    if d.bits & 0x10000 == 0x10000 {
        d.insn.push_path(0);
        d.consumed |= 0x10000;
        return 0x10000;
    }
    if d.bits & 0x10000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x10000;
        return 0x10000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t4(d: &mut Dec) -> u64 {
    match ((d.bits >> 5) as usize & 1) << 0
        | ((d.bits >> 6) as usize & 1) << 1
        | ((d.bits >> 7) as usize & 1) << 2
        | ((d.bits >> 8) as usize & 1) << 3
        | ((d.bits >> 9) as usize & 1) << 4
    {
        0 => {
            if d.bits & 0x3e0 == 0x0 {
                d.insn.push_path(1);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        1 => {
            if d.bits & 0x3e0 == 0x20 {
                d.insn.push_path(2);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        2 => {
            if d.bits & 0x3e0 == 0x40 {
                d.insn.push_path(3);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        3 => {
            if d.bits & 0x3e0 == 0x60 {
                d.insn.push_path(4);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        4 => {
            if d.bits & 0x3e0 == 0x80 {
                d.insn.push_path(5);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        5 => {
            if d.bits & 0x3e0 == 0xa0 {
                d.insn.push_path(6);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        6 => {
            if d.bits & 0x3e0 == 0xc0 {
                d.insn.push_path(7);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        7 => {
            if d.bits & 0x3e0 == 0xe0 {
                d.insn.push_path(8);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        8 => {
            if d.bits & 0x3e0 == 0x100 {
                d.insn.push_path(9);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        9 => {
            if d.bits & 0x3e0 == 0x120 {
                d.insn.push_path(10);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        10 => {
            if d.bits & 0x3e0 == 0x140 {
                d.insn.push_path(11);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        11 => {
            if d.bits & 0x3e0 == 0x160 {
                d.insn.push_path(12);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        12 => {
            if d.bits & 0x3e0 == 0x180 {
                d.insn.push_path(13);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        13 => {
            if d.bits & 0x3e0 == 0x1a0 {
                d.insn.push_path(14);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        14 => {
            if d.bits & 0x3e0 == 0x1c0 {
                d.insn.push_path(15);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        15 => {
            if d.bits & 0x3e0 == 0x1e0 {
                d.insn.push_path(0);
                d.consumed |= 0x3e0;
                return 0x3e0;
            }
        }
        16 => {
            if d.bits & 0x3e0 == 0x200 {
                d.insn.push_path(16);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        17 => {
            if d.bits & 0x3e0 == 0x220 {
                d.insn.push_path(17);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        18 => {
            if d.bits & 0x3e0 == 0x240 {
                d.insn.push_path(18);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        19 => {
            if d.bits & 0x3e0 == 0x260 {
                d.insn.push_path(19);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        20 => {
            if d.bits & 0x3e0 == 0x280 {
                d.insn.push_path(20);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        21 => {
            if d.bits & 0x3e0 == 0x2a0 {
                d.insn.push_path(21);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        22 => {
            if d.bits & 0x3e0 == 0x2c0 {
                d.insn.push_path(22);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        23 => {
            if d.bits & 0x3e0 == 0x2e0 {
                d.insn.push_path(23);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        24 => {}
        25 => {}
        26 => {}
        27 => {}
        28 => {}
        29 => {}
        30 => {}
        31 => {}
        _ => {}
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t5(d: &mut Dec) -> u64 {
    if d.bits & 0x4000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x4000;
        let o = d.target(&S2);
        d.insn.push_op(o);
        return 0x4000;
    }
    if d.bits & 0x4000 == 0x4000 {
        d.insn.push_path(1);
        d.consumed |= 0x4000;
        let o = d.mem(&S3);
        d.insn.push_op(o);
        return 0x4000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t6(d: &mut Dec) -> u64 {
    if d.bits & 0x3c00 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x3c00;
        return 0x3c00;
    }
    {
        d.insn.push_path(1);
        d.consumed |= 0x0;
        t0(d);
        let o = d.reg(&S0);
        d.insn.push_op(o);
        return 0x0;
    }
}
fn t7(d: &mut Dec) -> u64 {
    if d.bits & 0x10000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x10000;
        return 0x10000;
    }
    if d.bits & 0x10000 == 0x10000 {
        d.insn.push_path(1);
        d.consumed |= 0x10000;
        return 0x10000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t8(d: &mut Dec) -> u64 {
    if d.bits & 0x4000 == 0x4000 {
        d.insn.push_path(0);
        d.consumed |= 0x4000;
        return 0x4000;
    }
    if d.bits & 0x4000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x4000;
        return 0x4000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t9(d: &mut Dec) -> u64 {
    if d.bits & 0xc000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0xc000;
        return 0xc000;
    }
    if d.bits & 0xc000 == 0x4000 {
        d.insn.push_path(1);
        d.consumed |= 0xc000;
        return 0xc000;
    }
    if d.bits & 0xc000 == 0x8000 {
        d.insn.push_path(2);
        d.consumed |= 0xc000;
        return 0xc000;
    }
    if d.bits & 0xc000 == 0xc000 {
        d.insn.push_path(3);
        d.consumed |= 0xc000;
        return 0xc000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t10(d: &mut Dec) -> u64 {
    match ((d.bits >> 59) as usize & 1) << 0
        | ((d.bits >> 60) as usize & 1) << 1
        | ((d.bits >> 61) as usize & 1) << 2
        | ((d.bits >> 62) as usize & 1) << 3
        | ((d.bits >> 63) as usize & 1) << 4
        | ((d.bits >> 14) as usize & 1) << 5
    {
        0 => {
            if d.bits & 0xf800000000004007 == 0x7 {
                d.insn.push_path(9);
                d.consumed |= 0xf800000000004007;
                t1(d);
                t2(d);
                t3(d);
                t4(d);
                let o = d.imm(&S4);
                d.insn.push_op(o);
                return 0xf800000000004007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        1 => {
            if d.bits & 0xf800000000004007 == 0x800000000000007 {
                d.insn.push_path(11);
                d.consumed |= 0xf800000000004007;
                t1(d);
                t3(d);
                t4(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                let o = d.imm(&S4);
                d.insn.push_op(o);
                return 0xf800000000004007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        2 => {
            if d.bits & 0xf800000000004007 == 0x1000000000000007 {
                d.insn.push_path(15);
                d.consumed |= 0xf800000000004007;
                t6(d);
                t7(d);
                let o = d.imm(&S4);
                d.insn.push_op(o);
                return 0xf800000000004007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        3 => {
            d.insn.push_path(26);
            d.consumed |= 0x0;
            return 0x0;
        }
        4 => {
            d.insn.push_path(26);
            d.consumed |= 0x0;
            return 0x0;
        }
        5 => {
            d.insn.push_path(26);
            d.consumed |= 0x0;
            return 0x0;
        }
        6 => {
            d.insn.push_path(26);
            d.consumed |= 0x0;
            return 0x0;
        }
        7 => {
            d.insn.push_path(26);
            d.consumed |= 0x0;
            return 0x0;
        }
        8 => {
            if d.bits & 0xf800000000000007 == 0x4000000000000007 {
                d.insn.push_path(0);
                d.consumed |= 0xf800000000000007;
                t1(d);
                t2(d);
                t3(d);
                t4(d);
                t5(d);
                return 0xf800000000000007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        9 => {
            if d.bits & 0xf800000000004007 == 0x4800000000000007 {
                d.insn.push_path(8);
                d.consumed |= 0xf800000000004007;
                t1(d);
                t3(d);
                t4(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                let o = d.target(&S2);
                d.insn.push_op(o);
                return 0xf800000000004007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        10 => {
            if d.bits & 0xf800000000004007 == 0x5000000000000007 {
                d.insn.push_path(13);
                d.consumed |= 0xf800000000004007;
                t6(d);
                t7(d);
                let o = d.target(&S2);
                d.insn.push_op(o);
                return 0xf800000000004007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        11 => {
            if d.bits & 0xf800000000000007 == 0x5800000000000007 {
                d.insn.push_path(21);
                d.consumed |= 0xf800000000000007;
                t6(d);
                t5(d);
                return 0xf800000000000007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        12 => {
            if d.bits & 0xf800000000000007 == 0x6000000000000007 {
                d.insn.push_path(17);
                d.consumed |= 0xf800000000000007;
                t6(d);
                t5(d);
                return 0xf800000000000007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        13 => {
            if d.bits & 0xf800000000000007 == 0x6800000000000007 {
                d.insn.push_path(18);
                d.consumed |= 0xf800000000000007;
                t6(d);
                t5(d);
                return 0xf800000000000007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        14 => {
            if d.bits & 0xf800000000000007 == 0x7000000000000007 {
                d.insn.push_path(19);
                d.consumed |= 0xf800000000000007;
                t6(d);
                t5(d);
                return 0xf800000000000007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        15 => {
            if d.bits & 0xf800000000000007 == 0x7800000000000007 {
                d.insn.push_path(20);
                d.consumed |= 0xf800000000000007;
                t6(d);
                t3(d);
                t5(d);
                return 0xf800000000000007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        16 => {
            if d.bits & 0xf800000000000007 == 0x8000000000000007 {
                d.insn.push_path(1);
                d.consumed |= 0xf800000000000007;
                t1(d);
                t4(d);
                return 0xf800000000000007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        17 => {
            if d.bits & 0xf800000000000007 == 0x8800000000000007 {
                d.insn.push_path(5);
                d.consumed |= 0xf800000000000007;
                t1(d);
                t4(d);
                return 0xf800000000000007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        18 => {
            if d.bits & 0xf800000000000007 == 0x9000000000000007 {
                d.insn.push_path(3);
                d.consumed |= 0xf800000000000007;
                t1(d);
                t4(d);
                return 0xf800000000000007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        19 => {
            if d.bits & 0xf800000000000007 == 0x9800000000000007 {
                d.insn.push_path(6);
                d.consumed |= 0xf800000000000007;
                t1(d);
                t4(d);
                return 0xf800000000000007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        20 => {
            if d.bits & 0xf800000000000007 == 0xa000000000000007 {
                d.insn.push_path(22);
                d.consumed |= 0xf800000000000007;
                t6(d);
                t8(d);
                return 0xf800000000000007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        21 => {
            if d.bits & 0xf800000000000007 == 0xa800000000000007 {
                d.insn.push_path(2);
                d.consumed |= 0xf800000000000007;
                t1(d);
                t4(d);
                return 0xf800000000000007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        22 => {
            if d.bits & 0xf800000000000007 == 0xb000000000000007 {
                d.insn.push_path(4);
                d.consumed |= 0xf800000000000007;
                t1(d);
                t4(d);
                return 0xf800000000000007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        23 => {
            d.insn.push_path(26);
            d.consumed |= 0x0;
            return 0x0;
        }
        24 => {
            if d.bits & 0xf800000000000007 == 0xc000000000000007 {
                d.insn.push_path(23);
                d.consumed |= 0xf800000000000007;
                t6(d);
                return 0xf800000000000007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        25 => {
            if d.bits & 0xf800000000000007 == 0xc800000000000007 {
                d.insn.push_path(24);
                d.consumed |= 0xf800000000000007;
                t6(d);
                return 0xf800000000000007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        26 => {
            if d.bits & 0xf800000000000007 == 0xd000000000000007 {
                d.insn.push_path(25);
                d.consumed |= 0xf800000000000007;
                t6(d);
                t9(d);
                let o = d.imm(&S6);
                d.insn.push_op(o);
                return 0xf800000000000007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        27 => {
            d.insn.push_path(26);
            d.consumed |= 0x0;
            return 0x0;
        }
        28 => {
            d.insn.push_path(26);
            d.consumed |= 0x0;
            return 0x0;
        }
        29 => {
            d.insn.push_path(26);
            d.consumed |= 0x0;
            return 0x0;
        }
        30 => {
            d.insn.push_path(26);
            d.consumed |= 0x0;
            return 0x0;
        }
        31 => {
            d.insn.push_path(26);
            d.consumed |= 0x0;
            return 0x0;
        }
        32 => {
            if d.bits & 0xf800000000004007 == 0x4007 {
                d.insn.push_path(10);
                d.consumed |= 0xf800000000004007;
                t1(d);
                t2(d);
                t3(d);
                t4(d);
                let o = d.mem(&S3);
                d.insn.push_op(o);
                return 0xf800000000004007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        33 => {
            if d.bits & 0xf800000000004007 == 0x800000000004007 {
                d.insn.push_path(12);
                d.consumed |= 0xf800000000004007;
                t1(d);
                t3(d);
                t4(d);
                let o = d.mem(&S7);
                d.insn.push_op(o);
                return 0xf800000000004007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        34 => {
            if d.bits & 0xf800000000004007 == 0x1000000000004007 {
                d.insn.push_path(16);
                d.consumed |= 0xf800000000004007;
                t6(d);
                t7(d);
                let o = d.mem(&S3);
                d.insn.push_op(o);
                return 0xf800000000004007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        35 => {
            d.insn.push_path(26);
            d.consumed |= 0x0;
            return 0x0;
        }
        36 => {
            d.insn.push_path(26);
            d.consumed |= 0x0;
            return 0x0;
        }
        37 => {
            d.insn.push_path(26);
            d.consumed |= 0x0;
            return 0x0;
        }
        38 => {
            d.insn.push_path(26);
            d.consumed |= 0x0;
            return 0x0;
        }
        39 => {
            d.insn.push_path(26);
            d.consumed |= 0x0;
            return 0x0;
        }
        40 => {
            if d.bits & 0xf800000000000007 == 0x4000000000000007 {
                d.insn.push_path(0);
                d.consumed |= 0xf800000000000007;
                t1(d);
                t2(d);
                t3(d);
                t4(d);
                t5(d);
                return 0xf800000000000007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        41 => {
            if d.bits & 0xf800000000004007 == 0x4800000000004007 {
                d.insn.push_path(7);
                d.consumed |= 0xf800000000004007;
                t1(d);
                t3(d);
                t4(d);
                let o = d.mem(&S7);
                d.insn.push_op(o);
                return 0xf800000000004007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        42 => {
            if d.bits & 0xf800000000004007 == 0x5000000000004007 {
                d.insn.push_path(14);
                d.consumed |= 0xf800000000004007;
                t6(d);
                t7(d);
                let o = d.mem(&S3);
                d.insn.push_op(o);
                return 0xf800000000004007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        43 => {
            if d.bits & 0xf800000000000007 == 0x5800000000000007 {
                d.insn.push_path(21);
                d.consumed |= 0xf800000000000007;
                t6(d);
                t5(d);
                return 0xf800000000000007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        44 => {
            if d.bits & 0xf800000000000007 == 0x6000000000000007 {
                d.insn.push_path(17);
                d.consumed |= 0xf800000000000007;
                t6(d);
                t5(d);
                return 0xf800000000000007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        45 => {
            if d.bits & 0xf800000000000007 == 0x6800000000000007 {
                d.insn.push_path(18);
                d.consumed |= 0xf800000000000007;
                t6(d);
                t5(d);
                return 0xf800000000000007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        46 => {
            if d.bits & 0xf800000000000007 == 0x7000000000000007 {
                d.insn.push_path(19);
                d.consumed |= 0xf800000000000007;
                t6(d);
                t5(d);
                return 0xf800000000000007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        47 => {
            if d.bits & 0xf800000000000007 == 0x7800000000000007 {
                d.insn.push_path(20);
                d.consumed |= 0xf800000000000007;
                t6(d);
                t3(d);
                t5(d);
                return 0xf800000000000007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        48 => {
            if d.bits & 0xf800000000000007 == 0x8000000000000007 {
                d.insn.push_path(1);
                d.consumed |= 0xf800000000000007;
                t1(d);
                t4(d);
                return 0xf800000000000007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        49 => {
            if d.bits & 0xf800000000000007 == 0x8800000000000007 {
                d.insn.push_path(5);
                d.consumed |= 0xf800000000000007;
                t1(d);
                t4(d);
                return 0xf800000000000007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        50 => {
            if d.bits & 0xf800000000000007 == 0x9000000000000007 {
                d.insn.push_path(3);
                d.consumed |= 0xf800000000000007;
                t1(d);
                t4(d);
                return 0xf800000000000007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        51 => {
            if d.bits & 0xf800000000000007 == 0x9800000000000007 {
                d.insn.push_path(6);
                d.consumed |= 0xf800000000000007;
                t1(d);
                t4(d);
                return 0xf800000000000007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        52 => {
            if d.bits & 0xf800000000000007 == 0xa000000000000007 {
                d.insn.push_path(22);
                d.consumed |= 0xf800000000000007;
                t6(d);
                t8(d);
                return 0xf800000000000007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        53 => {
            if d.bits & 0xf800000000000007 == 0xa800000000000007 {
                d.insn.push_path(2);
                d.consumed |= 0xf800000000000007;
                t1(d);
                t4(d);
                return 0xf800000000000007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        54 => {
            if d.bits & 0xf800000000000007 == 0xb000000000000007 {
                d.insn.push_path(4);
                d.consumed |= 0xf800000000000007;
                t1(d);
                t4(d);
                return 0xf800000000000007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        55 => {
            d.insn.push_path(26);
            d.consumed |= 0x0;
            return 0x0;
        }
        56 => {
            if d.bits & 0xf800000000000007 == 0xc000000000000007 {
                d.insn.push_path(23);
                d.consumed |= 0xf800000000000007;
                t6(d);
                return 0xf800000000000007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        57 => {
            if d.bits & 0xf800000000000007 == 0xc800000000000007 {
                d.insn.push_path(24);
                d.consumed |= 0xf800000000000007;
                t6(d);
                return 0xf800000000000007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        58 => {
            if d.bits & 0xf800000000000007 == 0xd000000000000007 {
                d.insn.push_path(25);
                d.consumed |= 0xf800000000000007;
                t6(d);
                t9(d);
                let o = d.imm(&S6);
                d.insn.push_op(o);
                return 0xf800000000000007;
            }
            {
                d.insn.push_path(26);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        59 => {
            d.insn.push_path(26);
            d.consumed |= 0x0;
            return 0x0;
        }
        60 => {
            d.insn.push_path(26);
            d.consumed |= 0x0;
            return 0x0;
        }
        61 => {
            d.insn.push_path(26);
            d.consumed |= 0x0;
            return 0x0;
        }
        62 => {
            d.insn.push_path(26);
            d.consumed |= 0x0;
            return 0x0;
        }
        63 => {
            d.insn.push_path(26);
            d.consumed |= 0x0;
            return 0x0;
        }
        _ => {}
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t11(d: &mut Dec) -> u64 {
    if d.bits & 0x20 == 0x20 {
        d.insn.push_path(0);
        d.consumed |= 0x20;
        return 0x20;
    }
    if d.bits & 0x20 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x20;
        return 0x20;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t12(d: &mut Dec) -> u64 {
    if d.bits & 0x180000000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x180000000000000;
        return 0x180000000000000;
    }
    if d.bits & 0x180000000000000 == 0x80000000000000 {
        d.insn.push_path(1);
        d.consumed |= 0x180000000000000;
        return 0x180000000000000;
    }
    if d.bits & 0x180000000000000 == 0x100000000000000 {
        d.insn.push_path(2);
        d.consumed |= 0x180000000000000;
        return 0x180000000000000;
    }
    if d.bits & 0x180000000000000 == 0x180000000000000 {
        d.insn.push_path(3);
        d.consumed |= 0x180000000000000;
        return 0x180000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t13(d: &mut Dec) -> u64 {
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
fn t14(d: &mut Dec) -> u64 {
    if d.bits & 0x10 == 0x10 {
        d.insn.push_path(0);
        d.consumed |= 0x10;
        return 0x10;
    }
    if d.bits & 0x10 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x10;
        return 0x10;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t15(d: &mut Dec) -> u64 {
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
fn t16(d: &mut Dec) -> u64 {
    if d.bits & 0x200 == 0x200 {
        d.insn.push_path(0);
        d.consumed |= 0x200;
        return 0x200;
    }
    if d.bits & 0x200 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x200;
        return 0x200;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t17(d: &mut Dec) -> u64 {
    if d.bits & 0x80 == 0x80 {
        d.insn.push_path(0);
        d.consumed |= 0x80;
        return 0x80;
    }
    if d.bits & 0x80 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x80;
        return 0x80;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t18(d: &mut Dec) -> u64 {
    if d.bits & 0x80 == 0x80 {
        d.insn.push_path(0);
        d.consumed |= 0x80;
        return 0x80;
    }
    if d.bits & 0x80 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x80;
        return 0x80;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t19(d: &mut Dec) -> u64 {
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
fn t20(d: &mut Dec) -> u64 {
    if d.bits & 0x40 == 0x40 {
        d.insn.push_path(0);
        d.consumed |= 0x40;
        return 0x40;
    }
    if d.bits & 0x40 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x40;
        return 0x40;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t21(d: &mut Dec) -> u64 {
    if d.bits & 0xc00000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0xc00000000000;
        let o = d.reg(&S8);
        d.insn.push_op(o);
        return 0xc00000000000;
    }
    if d.bits & 0xc00000000000 == 0x400000000000 {
        d.insn.push_path(1);
        d.consumed |= 0xc00000000000;
        let o = d.mem(&S9);
        d.insn.push_op(o);
        return 0xc00000000000;
    }
    if d.bits & 0xc00000000000 == 0xc00000000000 {
        d.insn.push_path(2);
        d.consumed |= 0xc00000000000;
        let o = d.imm(&S6);
        d.insn.push_op(o);
        return 0xc00000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t22(d: &mut Dec) -> u64 {
    if d.bits & 0x40 == 0x40 {
        d.insn.push_path(0);
        d.consumed |= 0x40;
        return 0x40;
    }
    if d.bits & 0x40 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x40;
        return 0x40;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t23(d: &mut Dec) -> u64 {
    if d.bits & 0xe000000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0xe000000000000;
        return 0xe000000000000;
    }
    if d.bits & 0xe000000000000 == 0x2000000000000 {
        d.insn.push_path(1);
        d.consumed |= 0xe000000000000;
        return 0xe000000000000;
    }
    if d.bits & 0xe000000000000 == 0x4000000000000 {
        d.insn.push_path(2);
        d.consumed |= 0xe000000000000;
        return 0xe000000000000;
    }
    if d.bits & 0xe000000000000 == 0x6000000000000 {
        d.insn.push_path(3);
        d.consumed |= 0xe000000000000;
        return 0xe000000000000;
    }
    if d.bits & 0xe000000000000 == 0x8000000000000 {
        d.insn.push_path(4);
        d.consumed |= 0xe000000000000;
        return 0xe000000000000;
    }
    if d.bits & 0xe000000000000 == 0xa000000000000 {
        d.insn.push_path(5);
        d.consumed |= 0xe000000000000;
        return 0xe000000000000;
    }
    if d.bits & 0xe000000000000 == 0xc000000000000 {
        d.insn.push_path(6);
        d.consumed |= 0xe000000000000;
        return 0xe000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t24(d: &mut Dec) -> u64 {
    if d.bits & 0x40 == 0x40 {
        d.insn.push_path(0);
        d.consumed |= 0x40;
        return 0x40;
    }
    if d.bits & 0x40 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x40;
        return 0x40;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t25(d: &mut Dec) -> u64 {
    if d.bits & 0x80 == 0x80 {
        d.insn.push_path(0);
        d.consumed |= 0x80;
        return 0x80;
    }
    if d.bits & 0x80 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x80;
        return 0x80;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t26(d: &mut Dec) -> u64 {
    if d.bits & 0x20 == 0x20 {
        d.insn.push_path(0);
        d.consumed |= 0x20;
        return 0x20;
    }
    if d.bits & 0x20 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x20;
        return 0x20;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t27(d: &mut Dec) -> u64 {
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
fn t28(d: &mut Dec) -> u64 {
    if d.bits & 0xc00000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0xc00000000000;
        let o = d.reg(&S8);
        d.insn.push_op(o);
        t19(d);
        let o = d.reg(&S10);
        d.insn.push_op(o);
        return 0xc00000000000;
    }
    if d.bits & 0xc00000000000 == 0x400000000000 {
        d.insn.push_path(1);
        d.consumed |= 0xc00000000000;
        let o = d.mem(&S9);
        d.insn.push_op(o);
        t19(d);
        let o = d.reg(&S10);
        d.insn.push_op(o);
        return 0xc00000000000;
    }
    if d.bits & 0xc00000000000 == 0x800000000000 {
        d.insn.push_path(2);
        d.consumed |= 0xc00000000000;
        let o = d.reg(&S10);
        d.insn.push_op(o);
        t19(d);
        let o = d.mem(&S9);
        d.insn.push_op(o);
        return 0xc00000000000;
    }
    if d.bits & 0xc00000000000 == 0xc00000000000 {
        d.insn.push_path(3);
        d.consumed |= 0xc00000000000;
        let o = d.imm(&S6);
        d.insn.push_op(o);
        t19(d);
        let o = d.reg(&S10);
        d.insn.push_op(o);
        return 0xc00000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t29(d: &mut Dec) -> u64 {
    match ((d.bits >> 55) as usize & 1) << 0
        | ((d.bits >> 56) as usize & 1) << 1
        | ((d.bits >> 57) as usize & 1) << 2
        | ((d.bits >> 58) as usize & 1) << 3
    {
        0 => {
            if d.bits & 0x780000000000000 == 0x0 {
                d.insn.push_path(0);
                d.consumed |= 0x780000000000000;
                return 0x780000000000000;
            }
        }
        1 => {
            if d.bits & 0x780000000000000 == 0x80000000000000 {
                d.insn.push_path(1);
                d.consumed |= 0x780000000000000;
                return 0x780000000000000;
            }
        }
        2 => {
            if d.bits & 0x780000000000000 == 0x100000000000000 {
                d.insn.push_path(2);
                d.consumed |= 0x780000000000000;
                return 0x780000000000000;
            }
        }
        3 => {
            if d.bits & 0x780000000000000 == 0x180000000000000 {
                d.insn.push_path(3);
                d.consumed |= 0x780000000000000;
                return 0x780000000000000;
            }
        }
        4 => {
            if d.bits & 0x780000000000000 == 0x200000000000000 {
                d.insn.push_path(4);
                d.consumed |= 0x780000000000000;
                return 0x780000000000000;
            }
        }
        5 => {
            if d.bits & 0x780000000000000 == 0x280000000000000 {
                d.insn.push_path(5);
                d.consumed |= 0x780000000000000;
                return 0x780000000000000;
            }
        }
        6 => {
            if d.bits & 0x780000000000000 == 0x300000000000000 {
                d.insn.push_path(6);
                d.consumed |= 0x780000000000000;
                return 0x780000000000000;
            }
        }
        7 => {
            if d.bits & 0x780000000000000 == 0x380000000000000 {
                d.insn.push_path(7);
                d.consumed |= 0x780000000000000;
                return 0x780000000000000;
            }
        }
        8 => {
            if d.bits & 0x780000000000000 == 0x400000000000000 {
                d.insn.push_path(8);
                d.consumed |= 0x780000000000000;
                return 0x780000000000000;
            }
        }
        9 => {
            if d.bits & 0x780000000000000 == 0x480000000000000 {
                d.insn.push_path(9);
                d.consumed |= 0x780000000000000;
                return 0x780000000000000;
            }
        }
        10 => {
            if d.bits & 0x780000000000000 == 0x500000000000000 {
                d.insn.push_path(10);
                d.consumed |= 0x780000000000000;
                return 0x780000000000000;
            }
        }
        11 => {
            if d.bits & 0x780000000000000 == 0x580000000000000 {
                d.insn.push_path(11);
                d.consumed |= 0x780000000000000;
                return 0x780000000000000;
            }
        }
        12 => {
            if d.bits & 0x780000000000000 == 0x600000000000000 {
                d.insn.push_path(12);
                d.consumed |= 0x780000000000000;
                return 0x780000000000000;
            }
        }
        13 => {
            if d.bits & 0x780000000000000 == 0x680000000000000 {
                d.insn.push_path(13);
                d.consumed |= 0x780000000000000;
                return 0x780000000000000;
            }
        }
        14 => {
            if d.bits & 0x780000000000000 == 0x700000000000000 {
                d.insn.push_path(14);
                d.consumed |= 0x780000000000000;
                return 0x780000000000000;
            }
        }
        15 => {
            if d.bits & 0x780000000000000 == 0x780000000000000 {
                d.insn.push_path(15);
                d.consumed |= 0x780000000000000;
                return 0x780000000000000;
            }
        }
        _ => {}
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t30(d: &mut Dec) -> u64 {
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
fn t31(d: &mut Dec) -> u64 {
    if d.bits & 0x60000000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x60000000000000;
        return 0x60000000000000;
    }
    if d.bits & 0x60000000000000 == 0x20000000000000 {
        d.insn.push_path(1);
        d.consumed |= 0x60000000000000;
        return 0x60000000000000;
    }
    if d.bits & 0x60000000000000 == 0x40000000000000 {
        d.insn.push_path(2);
        d.consumed |= 0x60000000000000;
        return 0x60000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t32(d: &mut Dec) -> u64 {
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
fn t33(d: &mut Dec) -> u64 {
    if d.bits & 0x6e000000000000 == 0xe000000000000 {
        d.insn.push_path(0);
        d.consumed |= 0x6e000000000000;
        let o = d.reg(&S11);
        d.insn.push_op(o);
        return 0x6e000000000000;
    }
    if d.bits & 0x60000000000000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x60000000000000;
        t32(d);
        let o = d.reg(&S11);
        d.insn.push_op(o);
        return 0x60000000000000;
    }
    if d.bits & 0x60000000000000 == 0x20000000000000 {
        d.insn.push_path(2);
        d.consumed |= 0x60000000000000;
        t32(d);
        let o = d.reg(&S11);
        d.insn.push_op(o);
        return 0x60000000000000;
    }
    if d.bits & 0x60000000000000 == 0x40000000000000 {
        d.insn.push_path(3);
        d.consumed |= 0x60000000000000;
        t32(d);
        let o = d.reg(&S11);
        d.insn.push_op(o);
        return 0x60000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t34(d: &mut Dec) -> u64 {
    if d.bits & 0x20 == 0x20 {
        d.insn.push_path(0);
        d.consumed |= 0x20;
        return 0x20;
    }
    if d.bits & 0x20 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x20;
        return 0x20;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t35(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        t32(d);
        let o = d.reg(&S11);
        d.insn.push_op(o);
        return 0x0;
    }
}
fn t36(d: &mut Dec) -> u64 {
    if d.bits & 0xc00000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0xc00000000000;
        let o = d.reg(&S8);
        d.insn.push_op(o);
        let o = d.reg(&S10);
        d.insn.push_op(o);
        return 0xc00000000000;
    }
    if d.bits & 0xc00000000000 == 0x400000000000 {
        d.insn.push_path(1);
        d.consumed |= 0xc00000000000;
        let o = d.mem(&S9);
        d.insn.push_op(o);
        let o = d.reg(&S10);
        d.insn.push_op(o);
        return 0xc00000000000;
    }
    if d.bits & 0xc00000000000 == 0x800000000000 {
        d.insn.push_path(2);
        d.consumed |= 0xc00000000000;
        let o = d.reg(&S10);
        d.insn.push_op(o);
        let o = d.mem(&S9);
        d.insn.push_op(o);
        return 0xc00000000000;
    }
    if d.bits & 0xc00000000000 == 0xc00000000000 {
        d.insn.push_path(3);
        d.consumed |= 0xc00000000000;
        let o = d.imm(&S6);
        d.insn.push_op(o);
        let o = d.reg(&S10);
        d.insn.push_op(o);
        return 0xc00000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t37(d: &mut Dec) -> u64 {
    if d.bits & 0xc000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0xc000000000;
        return 0xc000000000;
    }
    if d.bits & 0xc000000000 == 0x4000000000 {
        d.insn.push_path(1);
        d.consumed |= 0xc000000000;
        return 0xc000000000;
    }
    if d.bits & 0xc000000000 == 0x8000000000 {
        d.insn.push_path(2);
        d.consumed |= 0xc000000000;
        return 0xc000000000;
    }
    if d.bits & 0xc000000000 == 0xc000000000 {
        d.insn.push_path(3);
        d.consumed |= 0xc000000000;
        return 0xc000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t38(d: &mut Dec) -> u64 {
    if d.bits & 0x3000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x3000000000;
        return 0x3000000000;
    }
    if d.bits & 0x3000000000 == 0x1000000000 {
        d.insn.push_path(1);
        d.consumed |= 0x3000000000;
        return 0x3000000000;
    }
    if d.bits & 0x3000000000 == 0x2000000000 {
        d.insn.push_path(2);
        d.consumed |= 0x3000000000;
        return 0x3000000000;
    }
    if d.bits & 0x3000000000 == 0x3000000000 {
        d.insn.push_path(3);
        d.consumed |= 0x3000000000;
        return 0x3000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t39(d: &mut Dec) -> u64 {
    if d.bits & 0xc00000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0xc00000000;
        return 0xc00000000;
    }
    if d.bits & 0xc00000000 == 0x400000000 {
        d.insn.push_path(1);
        d.consumed |= 0xc00000000;
        return 0xc00000000;
    }
    if d.bits & 0xc00000000 == 0x800000000 {
        d.insn.push_path(2);
        d.consumed |= 0xc00000000;
        return 0xc00000000;
    }
    if d.bits & 0xc00000000 == 0xc00000000 {
        d.insn.push_path(3);
        d.consumed |= 0xc00000000;
        return 0xc00000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t40(d: &mut Dec) -> u64 {
    if d.bits & 0x300000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x300000000;
        return 0x300000000;
    }
    if d.bits & 0x300000000 == 0x100000000 {
        d.insn.push_path(1);
        d.consumed |= 0x300000000;
        return 0x300000000;
    }
    if d.bits & 0x300000000 == 0x200000000 {
        d.insn.push_path(2);
        d.consumed |= 0x300000000;
        return 0x300000000;
    }
    if d.bits & 0x300000000 == 0x300000000 {
        d.insn.push_path(3);
        d.consumed |= 0x300000000;
        return 0x300000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t41(d: &mut Dec) -> u64 {
    if d.bits & 0x1c0 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x1c0;
        return 0x1c0;
    }
    if d.bits & 0x1c0 == 0x40 {
        d.insn.push_path(1);
        d.consumed |= 0x1c0;
        return 0x1c0;
    }
    if d.bits & 0x1c0 == 0x80 {
        d.insn.push_path(2);
        d.consumed |= 0x1c0;
        return 0x1c0;
    }
    if d.bits & 0x1c0 == 0xc0 {
        d.insn.push_path(3);
        d.consumed |= 0x1c0;
        return 0x1c0;
    }
    if d.bits & 0x1c0 == 0x100 {
        d.insn.push_path(4);
        d.consumed |= 0x1c0;
        return 0x1c0;
    }
    if d.bits & 0x1c0 == 0x140 {
        d.insn.push_path(5);
        d.consumed |= 0x1c0;
        return 0x1c0;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t42(d: &mut Dec) -> u64 {
    if d.bits & 0x200 == 0x200 {
        d.insn.push_path(0);
        d.consumed |= 0x200;
        return 0x200;
    }
    if d.bits & 0x200 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x200;
        return 0x200;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t43(d: &mut Dec) -> u64 {
    if d.bits & 0x20 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x20;
        return 0x20;
    }
    if d.bits & 0x20 == 0x20 {
        d.insn.push_path(1);
        d.consumed |= 0x20;
        return 0x20;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t44(d: &mut Dec) -> u64 {
    if d.bits & 0xc0 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0xc0;
        return 0xc0;
    }
    if d.bits & 0xc0 == 0x40 {
        d.insn.push_path(1);
        d.consumed |= 0xc0;
        return 0xc0;
    }
    if d.bits & 0xc0 == 0x80 {
        d.insn.push_path(2);
        d.consumed |= 0xc0;
        return 0xc0;
    }
    if d.bits & 0xc0 == 0xc0 {
        d.insn.push_path(3);
        d.consumed |= 0xc0;
        return 0xc0;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t45(d: &mut Dec) -> u64 {
    if d.bits & 0x300 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x300;
        return 0x300;
    }
    if d.bits & 0x300 == 0x100 {
        d.insn.push_path(1);
        d.consumed |= 0x300;
        return 0x300;
    }
    if d.bits & 0x300 == 0x200 {
        d.insn.push_path(2);
        d.consumed |= 0x300;
        return 0x300;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t46(d: &mut Dec) -> u64 {
    if d.bits & 0x1c000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x1c000000;
        return 0x1c000000;
    }
    if d.bits & 0x1c000000 == 0x4000000 {
        d.insn.push_path(1);
        d.consumed |= 0x1c000000;
        return 0x1c000000;
    }
    if d.bits & 0x1c000000 == 0x8000000 {
        d.insn.push_path(2);
        d.consumed |= 0x1c000000;
        return 0x1c000000;
    }
    if d.bits & 0x1c000000 == 0xc000000 {
        d.insn.push_path(3);
        d.consumed |= 0x1c000000;
        return 0x1c000000;
    }
    if d.bits & 0x1c000000 == 0x10000000 {
        d.insn.push_path(4);
        d.consumed |= 0x1c000000;
        return 0x1c000000;
    }
    if d.bits & 0x1c000000 == 0x14000000 {
        d.insn.push_path(5);
        d.consumed |= 0x1c000000;
        return 0x1c000000;
    }
    if d.bits & 0x1c000000 == 0x18000000 {
        d.insn.push_path(6);
        d.consumed |= 0x1c000000;
        return 0x1c000000;
    }
    if d.bits & 0x1c000000 == 0x1c000000 {
        d.insn.push_path(7);
        d.consumed |= 0x1c000000;
        return 0x1c000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t47(d: &mut Dec) -> u64 {
    match ((d.bits >> 60) as usize & 1) << 0
        | ((d.bits >> 61) as usize & 1) << 1
        | ((d.bits >> 62) as usize & 1) << 2
        | ((d.bits >> 63) as usize & 1) << 3
        | ((d.bits >> 59) as usize & 1) << 4
    {
        0 => {
            d.insn.push_path(11);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        1 => {
            if d.bits & 0xf00000000000000f == 0x1000000000000000 {
                d.insn.push_path(4);
                d.consumed |= 0xf00000000000000f;
                t29(d);
                t34(d);
                t30(d);
                t31(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t15(d);
                t16(d);
                t17(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t18(d);
                t19(d);
                t20(d);
                t21(d);
                t22(d);
                t33(d);
                return 0xf00000000000000f;
            }
            {
                d.insn.push_path(11);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        2 => {
            if d.bits & 0xf00000000000000f == 0x2000000000000000 {
                d.insn.push_path(3);
                d.consumed |= 0xf00000000000000f;
                t29(d);
                t30(d);
                t31(d);
                t14(d);
                let o = d.reg(&S13);
                d.insn.push_op(o);
                let o = d.reg(&S14);
                d.insn.push_op(o);
                t16(d);
                t17(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t18(d);
                t19(d);
                t20(d);
                t21(d);
                t22(d);
                t33(d);
                return 0xf00000000000000f;
            }
            {
                d.insn.push_path(11);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        3 => {
            if d.bits & 0xf80000000000000f == 0x3000000000000000 {
                d.insn.push_path(2);
                d.consumed |= 0xf80000000000000f;
                t24(d);
                t25(d);
                t12(d);
                t26(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t15(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t16(d);
                t28(d);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(11);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        4 => {
            d.insn.push_path(11);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        5 => {
            if d.bits & 0xf80000000000000f == 0x5000000000000000 {
                d.insn.push_path(0);
                d.consumed |= 0xf80000000000000f;
                t11(d);
                t12(d);
                t13(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t15(d);
                t16(d);
                t17(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t18(d);
                t19(d);
                t20(d);
                t21(d);
                t22(d);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(11);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        6 => {
            if d.bits & 0xf80000000000000f == 0x6000000000000000 {
                d.insn.push_path(8);
                d.consumed |= 0xf80000000000000f;
                t43(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t19(d);
                t20(d);
                t21(d);
                t22(d);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(11);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        7 => {
            d.insn.push_path(11);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        8 => {
            d.insn.push_path(11);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        9 => {
            d.insn.push_path(11);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        10 => {
            d.insn.push_path(11);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        11 => {
            d.insn.push_path(11);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        12 => {
            if d.bits & 0xf80000000000000f == 0xc000000000000000 {
                d.insn.push_path(9);
                d.consumed |= 0xf80000000000000f;
                t44(d);
                t45(d);
                t26(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.mem(&S15);
                d.insn.push_op(o);
                let o = d.reg(&S8);
                d.insn.push_op(o);
                let o = d.reg(&S10);
                d.insn.push_op(o);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(11);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        13 => {
            d.insn.push_path(11);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        14 => {
            d.insn.push_path(11);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        15 => {
            d.insn.push_path(11);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        16 => {
            if d.bits & 0xf80000000000000f == 0x800000000000000 {
                d.insn.push_path(5);
                d.consumed |= 0xf80000000000000f;
                t11(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t15(d);
                t16(d);
                t17(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t18(d);
                t19(d);
                t20(d);
                t21(d);
                t22(d);
                t35(d);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(11);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        17 => {
            if d.bits & 0xf00000000000000f == 0x1000000000000000 {
                d.insn.push_path(4);
                d.consumed |= 0xf00000000000000f;
                t29(d);
                t34(d);
                t30(d);
                t31(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t15(d);
                t16(d);
                t17(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t18(d);
                t19(d);
                t20(d);
                t21(d);
                t22(d);
                t33(d);
                return 0xf00000000000000f;
            }
            {
                d.insn.push_path(11);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        18 => {
            if d.bits & 0xf00000000000000f == 0x2000000000000000 {
                d.insn.push_path(3);
                d.consumed |= 0xf00000000000000f;
                t29(d);
                t30(d);
                t31(d);
                t14(d);
                let o = d.reg(&S13);
                d.insn.push_op(o);
                let o = d.reg(&S14);
                d.insn.push_op(o);
                t16(d);
                t17(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t18(d);
                t19(d);
                t20(d);
                t21(d);
                t22(d);
                t33(d);
                return 0xf00000000000000f;
            }
            {
                d.insn.push_path(11);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        19 => {
            if d.bits & 0xf80000000000000f == 0x3800000000000000 {
                d.insn.push_path(6);
                d.consumed |= 0xf80000000000000f;
                t29(d);
                t11(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t36(d);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(11);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        20 => {
            if d.bits & 0xf80000000000000f == 0x4800000000000000 {
                d.insn.push_path(7);
                d.consumed |= 0xf80000000000000f;
                t11(d);
                t12(d);
                t37(d);
                t38(d);
                t39(d);
                t40(d);
                t41(d);
                t42(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t15(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                let o = d.reg(&S8);
                d.insn.push_op(o);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(11);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        21 => {
            if d.bits & 0xf80000000000000f == 0x5800000000000000 {
                d.insn.push_path(1);
                d.consumed |= 0xf80000000000000f;
                t23(d);
                t24(d);
                t25(d);
                t12(d);
                t26(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t15(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t27(d);
                t21(d);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(11);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        22 => {
            d.insn.push_path(11);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        23 => {
            d.insn.push_path(11);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        24 => {
            d.insn.push_path(11);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        25 => {
            d.insn.push_path(11);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        26 => {
            d.insn.push_path(11);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        27 => {
            d.insn.push_path(11);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        28 => {
            if d.bits & 0xf80000000000000f == 0xc800000000000000 {
                d.insn.push_path(10);
                d.consumed |= 0xf80000000000000f;
                t46(d);
                t26(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t16(d);
                t17(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t18(d);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(11);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        29 => {
            d.insn.push_path(11);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        30 => {
            d.insn.push_path(11);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        31 => {
            d.insn.push_path(11);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        _ => {}
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t48(d: &mut Dec) -> u64 {
    if d.bits & 0xc00000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0xc00000000000;
        let o = d.reg(&S16);
        d.insn.push_op(o);
        return 0xc00000000000;
    }
    if d.bits & 0xc00000000000 == 0x400000000000 {
        d.insn.push_path(1);
        d.consumed |= 0xc00000000000;
        let o = d.mem(&S9);
        d.insn.push_op(o);
        return 0xc00000000000;
    }
    if d.bits & 0xc00000000000 == 0xc00000000000 {
        d.insn.push_path(2);
        d.consumed |= 0xc00000000000;
        let o = d.imm(&S6);
        d.insn.push_op(o);
        return 0xc00000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t49(d: &mut Dec) -> u64 {
    if d.bits & 0xc00000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0xc00000000000;
        let o = d.reg(&S16);
        d.insn.push_op(o);
        t19(d);
        let o = d.reg(&S17);
        d.insn.push_op(o);
        return 0xc00000000000;
    }
    if d.bits & 0xc00000000000 == 0x400000000000 {
        d.insn.push_path(1);
        d.consumed |= 0xc00000000000;
        let o = d.mem(&S9);
        d.insn.push_op(o);
        t19(d);
        let o = d.reg(&S17);
        d.insn.push_op(o);
        return 0xc00000000000;
    }
    if d.bits & 0xc00000000000 == 0x800000000000 {
        d.insn.push_path(2);
        d.consumed |= 0xc00000000000;
        let o = d.reg(&S17);
        d.insn.push_op(o);
        t19(d);
        let o = d.mem(&S9);
        d.insn.push_op(o);
        return 0xc00000000000;
    }
    if d.bits & 0xc00000000000 == 0xc00000000000 {
        d.insn.push_path(3);
        d.consumed |= 0xc00000000000;
        let o = d.imm(&S6);
        d.insn.push_op(o);
        t19(d);
        let o = d.reg(&S17);
        d.insn.push_op(o);
        return 0xc00000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t50(d: &mut Dec) -> u64 {
    if d.bits & 0xf80000000000000f == 0x4800000000000001 {
        d.insn.push_path(0);
        d.consumed |= 0xf80000000000000f;
        t12(d);
        t14(d);
        let o = d.reg(&S18);
        d.insn.push_op(o);
        t15(d);
        t16(d);
        t17(d);
        let o = d.reg(&S19);
        d.insn.push_op(o);
        t18(d);
        t19(d);
        t20(d);
        t48(d);
        t22(d);
        return 0xf80000000000000f;
    }
    if d.bits & 0xf80000000000000f == 0x5000000000000001 {
        d.insn.push_path(1);
        d.consumed |= 0xf80000000000000f;
        t12(d);
        t14(d);
        let o = d.reg(&S18);
        d.insn.push_op(o);
        t15(d);
        let o = d.reg(&S19);
        d.insn.push_op(o);
        t16(d);
        t48(d);
        return 0xf80000000000000f;
    }
    if d.bits & 0xf80000000000000f == 0x800000000000001 {
        d.insn.push_path(2);
        d.consumed |= 0xf80000000000000f;
        t14(d);
        let o = d.reg(&S18);
        d.insn.push_op(o);
        t15(d);
        t16(d);
        t17(d);
        let o = d.reg(&S19);
        d.insn.push_op(o);
        t18(d);
        t19(d);
        t20(d);
        t48(d);
        t22(d);
        t35(d);
        return 0xf80000000000000f;
    }
    if d.bits & 0xf80000000000000f == 0x2000000000000001 {
        d.insn.push_path(3);
        d.consumed |= 0xf80000000000000f;
        t12(d);
        t14(d);
        let o = d.reg(&S18);
        d.insn.push_op(o);
        t15(d);
        let o = d.reg(&S19);
        d.insn.push_op(o);
        t16(d);
        t49(d);
        return 0xf80000000000000f;
    }
    if d.bits & 0xf80000000000000f == 0x1800000000000001 {
        d.insn.push_path(4);
        d.consumed |= 0xf80000000000000f;
        t29(d);
        t31(d);
        t14(d);
        let o = d.reg(&S13);
        d.insn.push_op(o);
        let o = d.reg(&S14);
        d.insn.push_op(o);
        t16(d);
        t17(d);
        let o = d.reg(&S19);
        d.insn.push_op(o);
        t18(d);
        t19(d);
        t20(d);
        t48(d);
        t22(d);
        t33(d);
        return 0xf80000000000000f;
    }
    if d.bits & 0xf80000000000000f == 0x1000000000000001 {
        d.insn.push_path(5);
        d.consumed |= 0xf80000000000000f;
        t29(d);
        t34(d);
        t31(d);
        t14(d);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t15(d);
        t16(d);
        t17(d);
        let o = d.reg(&S19);
        d.insn.push_op(o);
        t18(d);
        t19(d);
        t20(d);
        t48(d);
        t22(d);
        t33(d);
        return 0xf80000000000000f;
    }
    {
        d.insn.push_path(6);
        d.consumed |= 0x0;
        t14(d);
        return 0x0;
    }
}
fn t51(d: &mut Dec) -> u64 {
    if d.bits & 0x300 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x300;
        return 0x300;
    }
    if d.bits & 0x300 == 0x100 {
        d.insn.push_path(1);
        d.consumed |= 0x300;
        return 0x300;
    }
    if d.bits & 0x300 == 0x200 {
        d.insn.push_path(2);
        d.consumed |= 0x300;
        return 0x300;
    }
    if d.bits & 0x300 == 0x300 {
        d.insn.push_path(3);
        d.consumed |= 0x300;
        return 0x300;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t52(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        return 0x0;
    }
}
fn t53(d: &mut Dec) -> u64 {
    if d.bits & 0xa0 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0xa0;
        return 0xa0;
    }
    if d.bits & 0xa0 == 0x80 {
        d.insn.push_path(1);
        d.consumed |= 0xa0;
        return 0xa0;
    }
    if d.bits & 0xa0 == 0x20 {
        d.insn.push_path(2);
        d.consumed |= 0xa0;
        return 0xa0;
    }
    if d.bits & 0xa0 == 0xa0 {
        d.insn.push_path(3);
        d.consumed |= 0xa0;
        t52(d);
        return 0xa0;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t54(d: &mut Dec) -> u64 {
    if d.bits & 0x40 == 0x40 {
        d.insn.push_path(0);
        d.consumed |= 0x40;
        return 0x40;
    }
    if d.bits & 0x40 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x40;
        return 0x40;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t55(d: &mut Dec) -> u64 {
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
fn t56(d: &mut Dec) -> u64 {
    if d.bits & 0x40 == 0x40 {
        d.insn.push_path(0);
        d.consumed |= 0x40;
        return 0x40;
    }
    if d.bits & 0x40 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x40;
        return 0x40;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t57(d: &mut Dec) -> u64 {
    match ((d.bits >> 5) as usize & 1) << 0
        | ((d.bits >> 6) as usize & 1) << 1
        | ((d.bits >> 7) as usize & 1) << 2
        | ((d.bits >> 8) as usize & 1) << 3
    {
        0 => {
            if d.bits & 0x1e0 == 0x0 {
                d.insn.push_path(0);
                d.consumed |= 0x1e0;
                return 0x1e0;
            }
        }
        1 => {
            if d.bits & 0x1e0 == 0x20 {
                d.insn.push_path(1);
                d.consumed |= 0x1e0;
                return 0x1e0;
            }
        }
        2 => {
            if d.bits & 0x1e0 == 0x40 {
                d.insn.push_path(2);
                d.consumed |= 0x1e0;
                return 0x1e0;
            }
        }
        3 => {
            if d.bits & 0x1e0 == 0x60 {
                d.insn.push_path(3);
                d.consumed |= 0x1e0;
                return 0x1e0;
            }
        }
        4 => {
            if d.bits & 0x1e0 == 0x80 {
                d.insn.push_path(4);
                d.consumed |= 0x1e0;
                return 0x1e0;
            }
        }
        5 => {
            if d.bits & 0x1e0 == 0xa0 {
                d.insn.push_path(5);
                d.consumed |= 0x1e0;
                return 0x1e0;
            }
        }
        6 => {
            if d.bits & 0x1e0 == 0xc0 {
                d.insn.push_path(6);
                d.consumed |= 0x1e0;
                return 0x1e0;
            }
        }
        7 => {
            if d.bits & 0x1e0 == 0xe0 {
                d.insn.push_path(7);
                d.consumed |= 0x1e0;
                return 0x1e0;
            }
        }
        8 => {
            if d.bits & 0x1e0 == 0x100 {
                d.insn.push_path(8);
                d.consumed |= 0x1e0;
                return 0x1e0;
            }
        }
        9 => {
            if d.bits & 0x1e0 == 0x120 {
                d.insn.push_path(9);
                d.consumed |= 0x1e0;
                return 0x1e0;
            }
        }
        10 => {
            if d.bits & 0x1e0 == 0x140 {
                d.insn.push_path(10);
                d.consumed |= 0x1e0;
                return 0x1e0;
            }
        }
        11 => {
            if d.bits & 0x1e0 == 0x160 {
                d.insn.push_path(11);
                d.consumed |= 0x1e0;
                return 0x1e0;
            }
        }
        12 => {
            if d.bits & 0x1e0 == 0x180 {
                d.insn.push_path(12);
                d.consumed |= 0x1e0;
                return 0x1e0;
            }
        }
        13 => {
            if d.bits & 0x1e0 == 0x1a0 {
                d.insn.push_path(13);
                d.consumed |= 0x1e0;
                return 0x1e0;
            }
        }
        14 => {
            if d.bits & 0x1e0 == 0x1c0 {
                d.insn.push_path(14);
                d.consumed |= 0x1e0;
                return 0x1e0;
            }
        }
        15 => {}
        _ => {}
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t58(d: &mut Dec) -> u64 {
    if d.bits & 0xc0 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0xc0;
        return 0xc0;
    }
    if d.bits & 0xc0 == 0x40 {
        d.insn.push_path(1);
        d.consumed |= 0xc0;
        return 0xc0;
    }
    if d.bits & 0xc0 == 0x80 {
        d.insn.push_path(2);
        d.consumed |= 0xc0;
        return 0xc0;
    }
    if d.bits & 0xc0 == 0xc0 {
        d.insn.push_path(3);
        d.consumed |= 0xc0;
        return 0xc0;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t59(d: &mut Dec) -> u64 {
    if d.bits & 0x20 == 0x20 {
        d.insn.push_path(0);
        d.consumed |= 0x20;
        return 0x20;
    }
    if d.bits & 0x20 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x20;
        return 0x20;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t60(d: &mut Dec) -> u64 {
    if d.bits & 0x200 == 0x200 {
        d.insn.push_path(0);
        d.consumed |= 0x200;
        return 0x200;
    }
    if d.bits & 0x200 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x200;
        return 0x200;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t61(d: &mut Dec) -> u64 {
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
fn t62(d: &mut Dec) -> u64 {
    match ((d.bits >> 59) as usize & 1) << 0
        | ((d.bits >> 60) as usize & 1) << 1
        | ((d.bits >> 61) as usize & 1) << 2
        | ((d.bits >> 62) as usize & 1) << 3
    {
        0 => {
            if d.bits & 0xf80000000000000f == 0x2 {
                d.insn.push_path(0);
                d.consumed |= 0xf80000000000000f;
                t51(d);
                t53(d);
                t54(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t55(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                let o = d.imm(&S20);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        1 => {
            if d.bits & 0xf80000000000000f == 0x800000000000002 {
                d.insn.push_path(1);
                d.consumed |= 0xf80000000000000f;
                t51(d);
                t26(d);
                t56(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t55(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                let o = d.imm(&S20);
                d.insn.push_op(o);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        2 => {
            if d.bits & 0xf80000000000000f == 0x1000000000000002 {
                d.insn.push_path(4);
                d.consumed |= 0xf80000000000000f;
                t53(d);
                t54(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t55(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                let o = d.imm(&S20);
                d.insn.push_op(o);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        3 => {
            if d.bits & 0xf8000000000001ef == 0x18000000000001e2 {
                d.insn.push_path(2);
                d.consumed |= 0xf8000000000001ef;
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.imm(&S20);
                d.insn.push_op(o);
                return 0xf8000000000001ef;
            }
            if d.bits & 0xf80000000000000f == 0x1800000000000002 {
                d.insn.push_path(3);
                d.consumed |= 0xf80000000000000f;
                t57(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.imm(&S20);
                d.insn.push_op(o);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        4 => {
            if d.bits & 0xf80000000000000f == 0x2000000000000002 {
                d.insn.push_path(6);
                d.consumed |= 0xf80000000000000f;
                t24(d);
                t25(d);
                t26(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t55(d);
                t16(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                let o = d.imm(&S20);
                d.insn.push_op(o);
                t19(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        5 => {
            if d.bits & 0xf80000000000000f == 0x2800000000000002 {
                d.insn.push_path(7);
                d.consumed |= 0xf80000000000000f;
                t11(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t55(d);
                t16(d);
                t17(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t18(d);
                let o = d.imm(&S20);
                d.insn.push_op(o);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        6 => {
            if d.bits & 0xf80000000000000f == 0x3000000000000002 {
                d.insn.push_path(8);
                d.consumed |= 0xf80000000000000f;
                t24(d);
                t25(d);
                t26(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t55(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                let o = d.imm(&S20);
                d.insn.push_op(o);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        7 => {
            if d.bits & 0xf80000000000000f == 0x3800000000000002 {
                d.insn.push_path(5);
                d.consumed |= 0xf80000000000000f;
                t58(d);
                t59(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t55(d);
                t60(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t61(d);
                let o = d.imm(&S20);
                d.insn.push_op(o);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        8 => {
            if d.bits & 0xf80000000000000f == 0x4000000000000002 {
                d.insn.push_path(9);
                d.consumed |= 0xf80000000000000f;
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t55(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                let o = d.imm(&S20);
                d.insn.push_op(o);
                let o = d.imm(&S21);
                d.insn.push_op(o);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(10);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        9 => {
            d.insn.push_path(10);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        10 => {
            d.insn.push_path(10);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        11 => {
            d.insn.push_path(10);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        12 => {
            d.insn.push_path(10);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        13 => {
            d.insn.push_path(10);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        14 => {
            d.insn.push_path(10);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        15 => {
            d.insn.push_path(10);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        _ => {}
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t63(d: &mut Dec) -> u64 {
    if d.bits & 0x100000000000000 == 0x100000000000000 {
        d.insn.push_path(0);
        d.consumed |= 0x100000000000000;
        return 0x100000000000000;
    }
    if d.bits & 0x100000000000000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x100000000000000;
        return 0x100000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t64(d: &mut Dec) -> u64 {
    if d.bits & 0x80000000000000 == 0x80000000000000 {
        d.insn.push_path(0);
        d.consumed |= 0x80000000000000;
        return 0x80000000000000;
    }
    if d.bits & 0x80000000000000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x80000000000000;
        return 0x80000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t65(d: &mut Dec) -> u64 {
    if d.bits & 0x80000000000000 == 0x80000000000000 {
        d.insn.push_path(0);
        d.consumed |= 0x80000000000000;
        return 0x80000000000000;
    }
    if d.bits & 0x80000000000000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x80000000000000;
        return 0x80000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t66(d: &mut Dec) -> u64 {
    if d.bits & 0x100000000000000 == 0x100000000000000 {
        d.insn.push_path(0);
        d.consumed |= 0x100000000000000;
        return 0x100000000000000;
    }
    if d.bits & 0x100000000000000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x100000000000000;
        return 0x100000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t67(d: &mut Dec) -> u64 {
    if d.bits & 0x200 == 0x200 && d.feats & 0x1 == 0x1 {
        d.insn.push_path(0);
        d.consumed |= 0x200;
        return 0x200;
    }
    if d.bits & 0x200 == 0x0 && d.feats & 0x1 == 0x1 {
        d.insn.push_path(1);
        d.consumed |= 0x200;
        return 0x200;
    }
    if d.bits & 0x200 == 0x0 {
        d.insn.push_path(2);
        d.consumed |= 0x200;
        return 0x200;
    }
    if d.bits & 0x200 == 0x200 {
        d.insn.push_path(3);
        d.consumed |= 0x200;
        return 0x200;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t68(d: &mut Dec) -> u64 {
    if d.bits & 0x20 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x20;
        return 0x20;
    }
    if d.bits & 0x20 == 0x20 {
        d.insn.push_path(1);
        d.consumed |= 0x20;
        return 0x20;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t69(d: &mut Dec) -> u64 {
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
fn t70(d: &mut Dec) -> u64 {
    if d.bits & 0x80 == 0x80 {
        d.insn.push_path(0);
        d.consumed |= 0x80;
        return 0x80;
    }
    if d.bits & 0x80 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x80;
        return 0x80;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t71(d: &mut Dec) -> u64 {
    match ((d.bits >> 55) as usize & 1) << 0
        | ((d.bits >> 56) as usize & 1) << 1
        | ((d.bits >> 57) as usize & 1) << 2
        | ((d.bits >> 58) as usize & 1) << 3
    {
        0 => {
            if d.bits & 0x780000000000000 == 0x0 {
                d.insn.push_path(0);
                d.consumed |= 0x780000000000000;
                return 0x780000000000000;
            }
        }
        1 => {
            if d.bits & 0x780000000000000 == 0x80000000000000 {
                d.insn.push_path(1);
                d.consumed |= 0x780000000000000;
                return 0x780000000000000;
            }
        }
        2 => {
            if d.bits & 0x780000000000000 == 0x100000000000000 {
                d.insn.push_path(2);
                d.consumed |= 0x780000000000000;
                return 0x780000000000000;
            }
        }
        3 => {
            if d.bits & 0x780000000000000 == 0x180000000000000 {
                d.insn.push_path(3);
                d.consumed |= 0x780000000000000;
                return 0x780000000000000;
            }
        }
        4 => {
            if d.bits & 0x780000000000000 == 0x200000000000000 {
                d.insn.push_path(4);
                d.consumed |= 0x780000000000000;
                return 0x780000000000000;
            }
        }
        5 => {
            if d.bits & 0x780000000000000 == 0x280000000000000 {
                d.insn.push_path(5);
                d.consumed |= 0x780000000000000;
                return 0x780000000000000;
            }
        }
        6 => {
            if d.bits & 0x780000000000000 == 0x300000000000000 {
                d.insn.push_path(6);
                d.consumed |= 0x780000000000000;
                return 0x780000000000000;
            }
        }
        7 => {
            if d.bits & 0x780000000000000 == 0x380000000000000 {
                d.insn.push_path(7);
                d.consumed |= 0x780000000000000;
                return 0x780000000000000;
            }
        }
        8 => {
            if d.bits & 0x780000000000000 == 0x400000000000000 {
                d.insn.push_path(8);
                d.consumed |= 0x780000000000000;
                return 0x780000000000000;
            }
        }
        9 => {
            if d.bits & 0x780000000000000 == 0x480000000000000 {
                d.insn.push_path(9);
                d.consumed |= 0x780000000000000;
                return 0x780000000000000;
            }
        }
        10 => {
            if d.bits & 0x780000000000000 == 0x500000000000000 {
                d.insn.push_path(10);
                d.consumed |= 0x780000000000000;
                return 0x780000000000000;
            }
        }
        11 => {
            if d.bits & 0x780000000000000 == 0x580000000000000 {
                d.insn.push_path(11);
                d.consumed |= 0x780000000000000;
                return 0x780000000000000;
            }
        }
        12 => {
            if d.bits & 0x780000000000000 == 0x600000000000000 {
                d.insn.push_path(12);
                d.consumed |= 0x780000000000000;
                return 0x780000000000000;
            }
        }
        13 => {
            if d.bits & 0x780000000000000 == 0x680000000000000 {
                d.insn.push_path(13);
                d.consumed |= 0x780000000000000;
                return 0x780000000000000;
            }
        }
        14 => {
            if d.bits & 0x780000000000000 == 0x700000000000000 {
                d.insn.push_path(14);
                d.consumed |= 0x780000000000000;
                return 0x780000000000000;
            }
        }
        15 => {
            if d.bits & 0x780000000000000 == 0x780000000000000 {
                d.insn.push_path(15);
                d.consumed |= 0x780000000000000;
                return 0x780000000000000;
            }
        }
        _ => {}
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t72(d: &mut Dec) -> u64 {
    if d.bits & 0x80 == 0x80 {
        d.insn.push_path(0);
        d.consumed |= 0x80;
        return 0x80;
    }
    if d.bits & 0x80 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x80;
        return 0x80;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t73(d: &mut Dec) -> u64 {
    if d.bits & 0xc0 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0xc0;
        return 0xc0;
    }
    if d.bits & 0xc0 == 0x40 {
        d.insn.push_path(1);
        d.consumed |= 0xc0;
        return 0xc0;
    }
    if d.bits & 0xc0 == 0x80 {
        d.insn.push_path(2);
        d.consumed |= 0xc0;
        return 0xc0;
    }
    if d.bits & 0xc0 == 0xc0 {
        d.insn.push_path(3);
        d.consumed |= 0xc0;
        return 0xc0;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t74(d: &mut Dec) -> u64 {
    if d.bits & 0x40 == 0x40 {
        d.insn.push_path(0);
        d.consumed |= 0x40;
        return 0x40;
    }
    if d.bits & 0x40 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x40;
        return 0x40;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t75(d: &mut Dec) -> u64 {
    match ((d.bits >> 59) as usize & 1) << 0
        | ((d.bits >> 60) as usize & 1) << 1
        | ((d.bits >> 61) as usize & 1) << 2
        | ((d.bits >> 62) as usize & 1) << 3
    {
        0 => {
            d.insn.push_path(16);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        1 => {
            if d.bits & 0xf80000000000000f == 0x800000000000003 {
                d.insn.push_path(12);
                d.consumed |= 0xf80000000000000f;
                t68(d);
                t73(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t15(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t21(d);
                t35(d);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(16);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        2 => {
            if d.bits & 0xf80000000000000f == 0x1000000000000003 {
                d.insn.push_path(11);
                d.consumed |= 0xf80000000000000f;
                t71(d);
                t72(d);
                t68(d);
                t56(d);
                t31(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t15(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t21(d);
                t33(d);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(16);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        3 => {
            if d.bits & 0xf80000000000000f == 0x1800000000000003 {
                d.insn.push_path(10);
                d.consumed |= 0xf80000000000000f;
                t71(d);
                t68(d);
                t56(d);
                t31(d);
                t14(d);
                let o = d.reg(&S13);
                d.insn.push_op(o);
                let o = d.reg(&S14);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t21(d);
                t33(d);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(16);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        4 => {
            if d.bits & 0xf80000000000000f == 0x2000000000000003 {
                d.insn.push_path(4);
                d.consumed |= 0xf80000000000000f;
                t53(d);
                t54(d);
                t65(d);
                t66(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t15(d);
                t16(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t28(d);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(16);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        5 => {
            if d.bits & 0xf80000000000000f == 0x2800000000000003 {
                d.insn.push_path(8);
                d.consumed |= 0xf80000000000000f;
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t15(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t36(d);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(16);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        6 => {
            if d.bits & 0xf80000000000000f == 0x3000000000000003 {
                d.insn.push_path(13);
                d.consumed |= 0xf80000000000000f;
                t71(d);
                t68(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t36(d);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(16);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        7 => {
            if d.bits & 0xf80000000000000f == 0x3800000000000003 {
                d.insn.push_path(14);
                d.consumed |= 0xf80000000000000f;
                t68(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t15(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t36(d);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(16);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        8 => {
            if d.bits & 0xf80000000000000f == 0x4000000000000003 {
                d.insn.push_path(2);
                d.consumed |= 0xf80000000000000f;
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t15(d);
                t63(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t64(d);
                t21(d);
                let o = d.imm(&S21);
                d.insn.push_op(o);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(16);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        9 => {
            if d.bits & 0xf80000000000030f == 0x4800000000000103 && d.feats & 0x2 == 0x2 {
                d.insn.push_path(0);
                d.consumed |= 0xf80000000000030f;
                t26(d);
                t56(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t15(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t52(d);
                t21(d);
                return 0xf80000000000030f;
            }
            if d.bits & 0xf80000000000000f == 0x4800000000000003 {
                d.insn.push_path(1);
                d.consumed |= 0xf80000000000000f;
                t26(d);
                t56(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t15(d);
                t16(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t19(d);
                t21(d);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(16);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        10 => {
            if d.bits & 0xf80000000000000f == 0x5000000000000003 {
                d.insn.push_path(3);
                d.consumed |= 0xf80000000000000f;
                t53(d);
                t54(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t15(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t21(d);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(16);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        11 => {
            if d.bits & 0xf80000000000000f == 0x5800000000000003 {
                d.insn.push_path(6);
                d.consumed |= 0xf80000000000000f;
                t68(d);
                t67(d);
                t69(d);
                t70(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t15(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t21(d);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(16);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        12 => {
            if d.bits & 0xf80000000000000f == 0x6000000000000003 {
                d.insn.push_path(5);
                d.consumed |= 0xf80000000000000f;
                t67(d);
                t56(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t15(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t21(d);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(16);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        13 => {
            if d.bits & 0xf80000000000000f == 0x6800000000000003 {
                d.insn.push_path(9);
                d.consumed |= 0xf80000000000000f;
                t58(d);
                t59(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t15(d);
                t60(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t61(d);
                t21(d);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(16);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        14 => {
            if d.bits & 0xf80000000000000f == 0x7000000000000003 {
                d.insn.push_path(7);
                d.consumed |= 0xf80000000000000f;
                t68(d);
                t69(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t15(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t21(d);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(16);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        15 => {
            if d.bits & 0xf80000000000000f == 0x7800000000000003 {
                d.insn.push_path(15);
                d.consumed |= 0xf80000000000000f;
                t68(d);
                t74(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t15(d);
                t61(d);
                t21(d);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(16);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        _ => {}
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t76(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        let o = d.imm(&S22);
        d.insn.push_op(o);
        return 0x0;
    }
}
fn t77(d: &mut Dec) -> u64 {
    if d.bits & 0xe0 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0xe0;
        return 0xe0;
    }
    if d.bits & 0xe0 == 0x20 {
        d.insn.push_path(1);
        d.consumed |= 0xe0;
        return 0xe0;
    }
    if d.bits & 0xe0 == 0x40 {
        d.insn.push_path(2);
        d.consumed |= 0xe0;
        return 0xe0;
    }
    if d.bits & 0xe0 == 0x60 {
        d.insn.push_path(3);
        d.consumed |= 0xe0;
        return 0xe0;
    }
    if d.bits & 0xe0 == 0x80 {
        d.insn.push_path(4);
        d.consumed |= 0xe0;
        return 0xe0;
    }
    if d.bits & 0xe0 == 0xa0 {
        d.insn.push_path(5);
        d.consumed |= 0xe0;
        return 0xe0;
    }
    if d.bits & 0xe0 == 0xc0 {
        d.insn.push_path(6);
        d.consumed |= 0xe0;
        return 0xe0;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t78(d: &mut Dec) -> u64 {
    if d.bits & 0x60 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x60;
        return 0x60;
    }
    if d.bits & 0x60 == 0x20 {
        d.insn.push_path(1);
        d.consumed |= 0x60;
        return 0x60;
    }
    if d.bits & 0x60 == 0x40 {
        d.insn.push_path(2);
        d.consumed |= 0x60;
        return 0x60;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t79(d: &mut Dec) -> u64 {
    if d.bits & 0x800000 == 0x800000 {
        d.insn.push_path(0);
        d.consumed |= 0x800000;
        return 0x800000;
    }
    if d.bits & 0x800000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x800000;
        return 0x800000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t80(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        t79(d);
        let o = d.reg(&S23);
        d.insn.push_op(o);
        return 0x0;
    }
}
fn t81(d: &mut Dec) -> u64 {
    if d.bits & 0x800000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x800000000000;
        let o = d.reg(&S5);
        d.insn.push_op(o);
        return 0x800000000000;
    }
    if d.bits & 0x800000000000 == 0x800000000000 {
        d.insn.push_path(1);
        d.consumed |= 0x800000000000;
        let o = d.imm(&S24);
        d.insn.push_op(o);
        return 0x800000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t82(d: &mut Dec) -> u64 {
    if d.bits & 0x400000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x400000000000;
        let o = d.reg(&S8);
        d.insn.push_op(o);
        return 0x400000000000;
    }
    if d.bits & 0x400000000000 == 0x400000000000 {
        d.insn.push_path(1);
        d.consumed |= 0x400000000000;
        let o = d.imm(&S25);
        d.insn.push_op(o);
        return 0x400000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t83(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        t14(d);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        let o = d.reg(&S26);
        d.insn.push_op(o);
        t81(d);
        t82(d);
        t35(d);
        return 0x0;
    }
}
fn t84(d: &mut Dec) -> u64 {
    if d.bits & 0x3e0 == 0x1e0 {
        d.insn.push_path(0);
        d.consumed |= 0x3e0;
        let o = d.reg(&S1);
        d.insn.push_op(o);
        return 0x3e0;
    }
    {
        d.insn.push_path(1);
        d.consumed |= 0x0;
        t4(d);
        return 0x0;
    }
}
fn t85(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        return 0x0;
    }
}
fn t86(d: &mut Dec) -> u64 {
    if d.bits & 0x20 == 0x20 {
        d.insn.push_path(0);
        d.consumed |= 0x20;
        return 0x20;
    }
    if d.bits & 0x20 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x20;
        return 0x20;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t87(d: &mut Dec) -> u64 {
    if d.bits & 0xc0000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0xc0000000;
        return 0xc0000000;
    }
    if d.bits & 0xc0000000 == 0x40000000 {
        d.insn.push_path(1);
        d.consumed |= 0xc0000000;
        return 0xc0000000;
    }
    if d.bits & 0xc0000000 == 0x80000000 {
        d.insn.push_path(2);
        d.consumed |= 0xc0000000;
        return 0xc0000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t88(d: &mut Dec) -> u64 {
    if d.bits & 0x20000000 == 0x20000000 {
        d.insn.push_path(0);
        d.consumed |= 0x20000000;
        return 0x20000000;
    }
    if d.bits & 0x20000000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x20000000;
        return 0x20000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t89(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        t88(d);
        let o = d.reg(&S27);
        d.insn.push_op(o);
        return 0x0;
    }
}
fn t90(d: &mut Dec) -> u64 {
    if d.bits & 0xc0000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0xc0000000;
        t89(d);
        t80(d);
        return 0xc0000000;
    }
    if d.bits & 0xc0000000 == 0x40000000 {
        d.insn.push_path(1);
        d.consumed |= 0xc0000000;
        t89(d);
        t80(d);
        return 0xc0000000;
    }
    if d.bits & 0xc0000000 == 0x80000000 {
        d.insn.push_path(2);
        d.consumed |= 0xc0000000;
        t89(d);
        t80(d);
        return 0xc0000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t91(d: &mut Dec) -> u64 {
    if d.bits & 0x60000000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x60000000000000;
        t35(d);
        return 0x60000000000000;
    }
    if d.bits & 0x60000000000000 == 0x20000000000000 {
        d.insn.push_path(1);
        d.consumed |= 0x60000000000000;
        t35(d);
        return 0x60000000000000;
    }
    if d.bits & 0x60000000000000 == 0x40000000000000 {
        d.insn.push_path(2);
        d.consumed |= 0x60000000000000;
        t35(d);
        return 0x60000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t92(d: &mut Dec) -> u64 {
    if d.bits & 0xc0000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0xc0000000;
        t80(d);
        t89(d);
        return 0xc0000000;
    }
    if d.bits & 0xc0000000 == 0x40000000 {
        d.insn.push_path(1);
        d.consumed |= 0xc0000000;
        t80(d);
        t89(d);
        return 0xc0000000;
    }
    if d.bits & 0xc0000000 == 0x80000000 {
        d.insn.push_path(2);
        d.consumed |= 0xc0000000;
        t80(d);
        t89(d);
        return 0xc0000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t93(d: &mut Dec) -> u64 {
    match ((d.bits >> 20) as usize & 1) << 0
        | ((d.bits >> 21) as usize & 1) << 1
        | ((d.bits >> 22) as usize & 1) << 2
        | ((d.bits >> 23) as usize & 1) << 3
        | ((d.bits >> 24) as usize & 1) << 4
    {
        0 => {
            if d.bits & 0x1f00000 == 0x0 {
                d.insn.push_path(0);
                d.consumed |= 0x1f00000;
                return 0x1f00000;
            }
        }
        1 => {
            if d.bits & 0x1f00000 == 0x100000 {
                d.insn.push_path(1);
                d.consumed |= 0x1f00000;
                return 0x1f00000;
            }
        }
        2 => {
            if d.bits & 0x1f00000 == 0x200000 {
                d.insn.push_path(2);
                d.consumed |= 0x1f00000;
                return 0x1f00000;
            }
        }
        3 => {
            if d.bits & 0x1f00000 == 0x300000 {
                d.insn.push_path(3);
                d.consumed |= 0x1f00000;
                return 0x1f00000;
            }
        }
        4 => {
            if d.bits & 0x1f00000 == 0x400000 {
                d.insn.push_path(4);
                d.consumed |= 0x1f00000;
                return 0x1f00000;
            }
        }
        5 => {
            if d.bits & 0x1f00000 == 0x500000 {
                d.insn.push_path(5);
                d.consumed |= 0x1f00000;
                return 0x1f00000;
            }
        }
        6 => {
            if d.bits & 0x1f00000 == 0x600000 {
                d.insn.push_path(6);
                d.consumed |= 0x1f00000;
                return 0x1f00000;
            }
        }
        7 => {
            if d.bits & 0x1f00000 == 0x700000 {
                d.insn.push_path(7);
                d.consumed |= 0x1f00000;
                return 0x1f00000;
            }
        }
        8 => {
            if d.bits & 0x1f00000 == 0x800000 {
                d.insn.push_path(8);
                d.consumed |= 0x1f00000;
                return 0x1f00000;
            }
        }
        9 => {
            if d.bits & 0x1f00000 == 0x900000 {
                d.insn.push_path(9);
                d.consumed |= 0x1f00000;
                return 0x1f00000;
            }
        }
        10 => {
            if d.bits & 0x1f00000 == 0xa00000 {
                d.insn.push_path(10);
                d.consumed |= 0x1f00000;
                return 0x1f00000;
            }
        }
        11 => {
            if d.bits & 0x1f00000 == 0xb00000 {
                d.insn.push_path(11);
                d.consumed |= 0x1f00000;
                return 0x1f00000;
            }
        }
        12 => {
            if d.bits & 0x1f00000 == 0xc00000 {
                d.insn.push_path(12);
                d.consumed |= 0x1f00000;
                return 0x1f00000;
            }
        }
        13 => {
            if d.bits & 0x1f00000 == 0xd00000 {
                d.insn.push_path(13);
                d.consumed |= 0x1f00000;
                return 0x1f00000;
            }
        }
        14 => {
            if d.bits & 0x1f00000 == 0xe00000 {
                d.insn.push_path(14);
                d.consumed |= 0x1f00000;
                return 0x1f00000;
            }
        }
        15 => {
            if d.bits & 0x1f00000 == 0xf00000 {
                d.insn.push_path(15);
                d.consumed |= 0x1f00000;
                return 0x1f00000;
            }
        }
        16 => {
            if d.bits & 0x1f00000 == 0x1000000 {
                d.insn.push_path(16);
                d.consumed |= 0x1f00000;
                return 0x1f00000;
            }
        }
        17 => {
            if d.bits & 0x1f00000 == 0x1100000 {
                d.insn.push_path(17);
                d.consumed |= 0x1f00000;
                return 0x1f00000;
            }
        }
        18 => {
            if d.bits & 0x1f00000 == 0x1200000 {
                d.insn.push_path(18);
                d.consumed |= 0x1f00000;
                return 0x1f00000;
            }
        }
        19 => {
            if d.bits & 0x1f00000 == 0x1300000 {
                d.insn.push_path(19);
                d.consumed |= 0x1f00000;
                return 0x1f00000;
            }
        }
        20 => {
            if d.bits & 0x1f00000 == 0x1400000 {
                d.insn.push_path(20);
                d.consumed |= 0x1f00000;
                return 0x1f00000;
            }
        }
        21 => {
            if d.bits & 0x1f00000 == 0x1500000 {
                d.insn.push_path(21);
                d.consumed |= 0x1f00000;
                return 0x1f00000;
            }
        }
        22 => {
            if d.bits & 0x1f00000 == 0x1600000 {
                d.insn.push_path(22);
                d.consumed |= 0x1f00000;
                return 0x1f00000;
            }
        }
        23 => {
            if d.bits & 0x1f00000 == 0x1700000 {
                d.insn.push_path(23);
                d.consumed |= 0x1f00000;
                return 0x1f00000;
            }
        }
        24 => {}
        25 => {}
        26 => {}
        27 => {}
        28 => {}
        29 => {}
        30 => {}
        31 => {}
        _ => {}
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t94(d: &mut Dec) -> u64 {
    if d.bits & 0x80000000000000 == 0x80000000000000 {
        d.insn.push_path(0);
        d.consumed |= 0x80000000000000;
        return 0x80000000000000;
    }
    if d.bits & 0x80000000000000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x80000000000000;
        return 0x80000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t95(d: &mut Dec) -> u64 {
    if d.bits & 0x300000 == 0x100000 {
        d.insn.push_path(0);
        d.consumed |= 0x300000;
        return 0x300000;
    }
    if d.bits & 0x300000 == 0x200000 {
        d.insn.push_path(1);
        d.consumed |= 0x300000;
        return 0x300000;
    }
    if d.bits & 0x300000 == 0x300000 {
        d.insn.push_path(2);
        d.consumed |= 0x300000;
        return 0x300000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t96(d: &mut Dec) -> u64 {
    if d.bits & 0x1800000 == 0x800000 {
        d.insn.push_path(0);
        d.consumed |= 0x1800000;
        return 0x1800000;
    }
    if d.bits & 0x1800000 == 0x1000000 {
        d.insn.push_path(1);
        d.consumed |= 0x1800000;
        return 0x1800000;
    }
    if d.bits & 0x1800000 == 0x1800000 {
        d.insn.push_path(2);
        d.consumed |= 0x1800000;
        return 0x1800000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t97(d: &mut Dec) -> u64 {
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
fn t98(d: &mut Dec) -> u64 {
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
fn t99(d: &mut Dec) -> u64 {
    match ((d.bits >> 20) as usize & 1) << 0
        | ((d.bits >> 21) as usize & 1) << 1
        | ((d.bits >> 23) as usize & 1) << 2
        | ((d.bits >> 24) as usize & 1) << 3
        | ((d.bits >> 7) as usize & 1) << 4
    {
        0 => {}
        1 => {}
        2 => {}
        3 => {}
        4 => {}
        5 => {
            if d.bits & 0x1b00080 == 0x900000 {
                d.insn.push_path(2);
                d.consumed |= 0x1b00080;
                t95(d);
                t96(d);
                return 0x1b00080;
            }
        }
        6 => {
            if d.bits & 0x1b00000 == 0xa00000 {
                d.insn.push_path(8);
                d.consumed |= 0x1b00000;
                t95(d);
                t96(d);
                return 0x1b00000;
            }
        }
        7 => {}
        8 => {}
        9 => {
            if d.bits & 0x1b00000 == 0x1100000 {
                d.insn.push_path(6);
                d.consumed |= 0x1b00000;
                t95(d);
                t96(d);
                t98(d);
                return 0x1b00000;
            }
        }
        10 => {
            if d.bits & 0x1b00080 == 0x1200000 {
                d.insn.push_path(0);
                d.consumed |= 0x1b00080;
                return 0x1b00080;
            }
        }
        11 => {
            if d.bits & 0x1b00000 == 0x1300000 {
                d.insn.push_path(9);
                d.consumed |= 0x1b00000;
                t95(d);
                t96(d);
                return 0x1b00000;
            }
        }
        12 => {}
        13 => {}
        14 => {
            if d.bits & 0x1b00000 == 0x1a00000 {
                d.insn.push_path(7);
                d.consumed |= 0x1b00000;
                t95(d);
                t96(d);
                t98(d);
                return 0x1b00000;
            }
        }
        15 => {
            if d.bits & 0x1b00080 == 0x1b00000 {
                d.insn.push_path(1);
                d.consumed |= 0x1b00080;
                t95(d);
                t96(d);
                return 0x1b00080;
            }
        }
        16 => {}
        17 => {}
        18 => {}
        19 => {}
        20 => {}
        21 => {
            if d.bits & 0x1b00080 == 0x900080 {
                d.insn.push_path(5);
                d.consumed |= 0x1b00080;
                t95(d);
                t96(d);
                t97(d);
                return 0x1b00080;
            }
        }
        22 => {
            if d.bits & 0x1b00000 == 0xa00000 {
                d.insn.push_path(8);
                d.consumed |= 0x1b00000;
                t95(d);
                t96(d);
                return 0x1b00000;
            }
        }
        23 => {}
        24 => {}
        25 => {
            if d.bits & 0x1b00000 == 0x1100000 {
                d.insn.push_path(6);
                d.consumed |= 0x1b00000;
                t95(d);
                t96(d);
                t98(d);
                return 0x1b00000;
            }
        }
        26 => {
            if d.bits & 0x1b00080 == 0x1200080 {
                d.insn.push_path(3);
                d.consumed |= 0x1b00080;
                t95(d);
                t96(d);
                t97(d);
                return 0x1b00080;
            }
        }
        27 => {
            if d.bits & 0x1b00000 == 0x1300000 {
                d.insn.push_path(9);
                d.consumed |= 0x1b00000;
                t95(d);
                t96(d);
                return 0x1b00000;
            }
        }
        28 => {}
        29 => {}
        30 => {
            if d.bits & 0x1b00000 == 0x1a00000 {
                d.insn.push_path(7);
                d.consumed |= 0x1b00000;
                t95(d);
                t96(d);
                t98(d);
                return 0x1b00000;
            }
        }
        31 => {
            if d.bits & 0x1b00080 == 0x1b00080 {
                d.insn.push_path(4);
                d.consumed |= 0x1b00080;
                t95(d);
                t96(d);
                t97(d);
                return 0x1b00080;
            }
        }
        _ => {}
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t100(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        t19(d);
        t20(d);
        return 0x0;
    }
}
fn t101(d: &mut Dec) -> u64 {
    if d.bits & 0x100000001800000 == 0x100000000800000 {
        d.insn.push_path(0);
        d.consumed |= 0x100000001800000;
        return 0x100000001800000;
    }
    {
        d.insn.push_path(1);
        d.consumed |= 0x0;
        return 0x0;
    }
}
fn t102(d: &mut Dec) -> u64 {
    if d.bits & 0x300080 == 0x100000 {
        d.insn.push_path(0);
        d.consumed |= 0x300080;
        return 0x300080;
    }
    if d.bits & 0x300080 == 0x200000 {
        d.insn.push_path(1);
        d.consumed |= 0x300080;
        return 0x300080;
    }
    if d.bits & 0x300080 == 0x300000 {
        d.insn.push_path(2);
        d.consumed |= 0x300080;
        return 0x300080;
    }
    if d.bits & 0x300080 == 0x100080 {
        d.insn.push_path(3);
        d.consumed |= 0x300080;
        return 0x300080;
    }
    if d.bits & 0x300080 == 0x200080 {
        d.insn.push_path(4);
        d.consumed |= 0x300080;
        return 0x300080;
    }
    if d.bits & 0x300080 == 0x300080 {
        d.insn.push_path(5);
        d.consumed |= 0x300080;
        return 0x300080;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t103(d: &mut Dec) -> u64 {
    if d.bits & 0x3800000 == 0x800000 {
        d.insn.push_path(0);
        d.consumed |= 0x3800000;
        return 0x3800000;
    }
    if d.bits & 0x3800000 == 0x1000000 {
        d.insn.push_path(1);
        d.consumed |= 0x3800000;
        return 0x3800000;
    }
    if d.bits & 0x3800000 == 0x1800000 {
        d.insn.push_path(2);
        d.consumed |= 0x3800000;
        return 0x3800000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t104(d: &mut Dec) -> u64 {
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
fn t105(d: &mut Dec) -> u64 {
    if d.bits & 0x300000 == 0x100000 {
        d.insn.push_path(0);
        d.consumed |= 0x300000;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t15(d);
        return 0x300000;
    }
    if d.bits & 0x300000 == 0x200000 {
        d.insn.push_path(1);
        d.consumed |= 0x300000;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t15(d);
        return 0x300000;
    }
    if d.bits & 0x300000 == 0x300000 {
        d.insn.push_path(2);
        d.consumed |= 0x300000;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t15(d);
        return 0x300000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t106(d: &mut Dec) -> u64 {
    if d.bits & 0x100000003800000 == 0x100000000800000 {
        d.insn.push_path(0);
        d.consumed |= 0x100000003800000;
        return 0x100000003800000;
    }
    {
        d.insn.push_path(1);
        d.consumed |= 0x0;
        return 0x0;
    }
}
fn t107(d: &mut Dec) -> u64 {
    if d.bits & 0x3800000 == 0x800000 {
        d.insn.push_path(0);
        d.consumed |= 0x3800000;
        t19(d);
        t20(d);
        t21(d);
        t106(d);
        t22(d);
        return 0x3800000;
    }
    if d.bits & 0x3800000 == 0x1000000 {
        d.insn.push_path(1);
        d.consumed |= 0x3800000;
        t19(d);
        t20(d);
        t21(d);
        t106(d);
        t22(d);
        return 0x3800000;
    }
    if d.bits & 0x3800000 == 0x1800000 {
        d.insn.push_path(2);
        d.consumed |= 0x3800000;
        t19(d);
        t20(d);
        t21(d);
        t106(d);
        t22(d);
        return 0x3800000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t108(d: &mut Dec) -> u64 {
    if d.bits & 0x3800200 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x3800200;
        return 0x3800200;
    }
    if d.bits & 0x3800200 == 0x800000 {
        d.insn.push_path(1);
        d.consumed |= 0x3800200;
        return 0x3800200;
    }
    if d.bits & 0x3800200 == 0x1000000 {
        d.insn.push_path(2);
        d.consumed |= 0x3800200;
        return 0x3800200;
    }
    if d.bits & 0x3800200 == 0x1800000 {
        d.insn.push_path(3);
        d.consumed |= 0x3800200;
        return 0x3800200;
    }
    if d.bits & 0x3800200 == 0x200 {
        d.insn.push_path(4);
        d.consumed |= 0x3800200;
        return 0x3800200;
    }
    if d.bits & 0x3800200 == 0x800200 {
        d.insn.push_path(5);
        d.consumed |= 0x3800200;
        return 0x3800200;
    }
    if d.bits & 0x3800200 == 0x1000200 {
        d.insn.push_path(6);
        d.consumed |= 0x3800200;
        return 0x3800200;
    }
    if d.bits & 0x3800200 == 0x1800200 {
        d.insn.push_path(7);
        d.consumed |= 0x3800200;
        return 0x3800200;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t109(d: &mut Dec) -> u64 {
    if d.bits & 0x180000003800000 == 0x80000000000000 {
        d.insn.push_path(0);
        d.consumed |= 0x180000003800000;
        return 0x180000003800000;
    }
    if d.bits & 0x180000003800000 == 0x100000000000000 {
        d.insn.push_path(1);
        d.consumed |= 0x180000003800000;
        return 0x180000003800000;
    }
    if d.bits & 0x180000003800000 == 0x180000000000000 {
        d.insn.push_path(2);
        d.consumed |= 0x180000003800000;
        return 0x180000003800000;
    }
    if d.bits & 0x100000003800000 == 0x100000000800000 {
        d.insn.push_path(3);
        d.consumed |= 0x100000003800000;
        return 0x100000003800000;
    }
    {
        d.insn.push_path(4);
        d.consumed |= 0x0;
        return 0x0;
    }
}
fn t110(d: &mut Dec) -> u64 {
    if d.bits & 0x3800000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x3800000;
        t19(d);
        t20(d);
        t21(d);
        t109(d);
        t22(d);
        return 0x3800000;
    }
    if d.bits & 0x3800000 == 0x800000 {
        d.insn.push_path(1);
        d.consumed |= 0x3800000;
        t19(d);
        t20(d);
        t21(d);
        t109(d);
        t22(d);
        return 0x3800000;
    }
    if d.bits & 0x3800000 == 0x1000000 {
        d.insn.push_path(2);
        d.consumed |= 0x3800000;
        t19(d);
        t20(d);
        t21(d);
        t109(d);
        t22(d);
        return 0x3800000;
    }
    if d.bits & 0x3800000 == 0x1800000 {
        d.insn.push_path(3);
        d.consumed |= 0x3800000;
        t19(d);
        t20(d);
        t21(d);
        t109(d);
        t22(d);
        return 0x3800000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t111(d: &mut Dec) -> u64 {
    if d.bits & 0x300080 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x300080;
        return 0x300080;
    }
    if d.bits & 0x300080 == 0x100000 {
        d.insn.push_path(1);
        d.consumed |= 0x300080;
        return 0x300080;
    }
    if d.bits & 0x300080 == 0x200000 {
        d.insn.push_path(2);
        d.consumed |= 0x300080;
        return 0x300080;
    }
    if d.bits & 0x300080 == 0x300000 {
        d.insn.push_path(3);
        d.consumed |= 0x300080;
        return 0x300080;
    }
    if d.bits & 0x300080 == 0x80 {
        d.insn.push_path(4);
        d.consumed |= 0x300080;
        return 0x300080;
    }
    if d.bits & 0x300080 == 0x100080 {
        d.insn.push_path(5);
        d.consumed |= 0x300080;
        return 0x300080;
    }
    if d.bits & 0x300080 == 0x200080 {
        d.insn.push_path(6);
        d.consumed |= 0x300080;
        return 0x300080;
    }
    if d.bits & 0x300080 == 0x300080 {
        d.insn.push_path(7);
        d.consumed |= 0x300080;
        return 0x300080;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t112(d: &mut Dec) -> u64 {
    if d.bits & 0x3800200 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x3800200;
        return 0x3800200;
    }
    if d.bits & 0x3800200 == 0x800000 {
        d.insn.push_path(1);
        d.consumed |= 0x3800200;
        return 0x3800200;
    }
    if d.bits & 0x3800200 == 0x1000000 {
        d.insn.push_path(2);
        d.consumed |= 0x3800200;
        return 0x3800200;
    }
    if d.bits & 0x3800200 == 0x200 {
        d.insn.push_path(3);
        d.consumed |= 0x3800200;
        return 0x3800200;
    }
    if d.bits & 0x3800200 == 0x800200 {
        d.insn.push_path(4);
        d.consumed |= 0x3800200;
        return 0x3800200;
    }
    if d.bits & 0x3800200 == 0x1000200 {
        d.insn.push_path(5);
        d.consumed |= 0x3800200;
        return 0x3800200;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t113(d: &mut Dec) -> u64 {
    if d.bits & 0x3800000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x3800000;
        t19(d);
        t20(d);
        t21(d);
        t109(d);
        t22(d);
        return 0x3800000;
    }
    if d.bits & 0x3800000 == 0x800000 {
        d.insn.push_path(1);
        d.consumed |= 0x3800000;
        t19(d);
        t20(d);
        t21(d);
        t109(d);
        t22(d);
        return 0x3800000;
    }
    if d.bits & 0x3800000 == 0x1000000 {
        d.insn.push_path(2);
        d.consumed |= 0x3800000;
        t19(d);
        t20(d);
        t21(d);
        t109(d);
        t22(d);
        return 0x3800000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t114(d: &mut Dec) -> u64 {
    if d.bits & 0x40000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x40000000000;
        return 0x40000000000;
    }
    if d.bits & 0x40000000000 == 0x40000000000 {
        d.insn.push_path(1);
        d.consumed |= 0x40000000000;
        return 0x40000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t115(d: &mut Dec) -> u64 {
    if d.bits & 0x400000000040 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x400000000040;
        return 0x400000000040;
    }
    if d.bits & 0x400000000040 == 0x40 {
        d.insn.push_path(1);
        d.consumed |= 0x400000000040;
        return 0x400000000040;
    }
    if d.bits & 0x600000000040 == 0x400000000000 {
        d.insn.push_path(2);
        d.consumed |= 0x600000000040;
        return 0x600000000040;
    }
    if d.bits & 0x600000000040 == 0x400000000040 {
        d.insn.push_path(3);
        d.consumed |= 0x600000000040;
        return 0x600000000040;
    }
    if d.bits & 0x700000000040 == 0x600000000000 {
        d.insn.push_path(4);
        d.consumed |= 0x700000000040;
        return 0x700000000040;
    }
    if d.bits & 0x700000000040 == 0x600000000040 {
        d.insn.push_path(5);
        d.consumed |= 0x700000000040;
        return 0x700000000040;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t116(d: &mut Dec) -> u64 {
    if d.bits & 0x400000020 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x400000020;
        return 0x400000020;
    }
    if d.bits & 0x400000020 == 0x20 {
        d.insn.push_path(1);
        d.consumed |= 0x400000020;
        return 0x400000020;
    }
    if d.bits & 0x600000020 == 0x400000000 {
        d.insn.push_path(2);
        d.consumed |= 0x600000020;
        return 0x600000020;
    }
    if d.bits & 0x600000020 == 0x400000020 {
        d.insn.push_path(3);
        d.consumed |= 0x600000020;
        return 0x600000020;
    }
    if d.bits & 0x700000020 == 0x600000000 {
        d.insn.push_path(4);
        d.consumed |= 0x700000020;
        return 0x700000020;
    }
    if d.bits & 0x700000020 == 0x600000020 {
        d.insn.push_path(5);
        d.consumed |= 0x700000020;
        return 0x700000020;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t117(d: &mut Dec) -> u64 {
    if d.bits & 0x800000000000 == 0x800000000000 {
        d.insn.push_path(0);
        d.consumed |= 0x800000000000;
        t116(d);
        return 0x800000000000;
    }
    if d.bits & 0x800000000020 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x800000000020;
        return 0x800000000020;
    }
    if d.bits & 0x800000000020 == 0x20 {
        d.insn.push_path(2);
        d.consumed |= 0x800000000020;
        return 0x800000000020;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t118(d: &mut Dec) -> u64 {
    if d.bits & 0xf00700000060 == 0xe00600000060 {
        d.insn.push_path(0);
        d.consumed |= 0xf00700000060;
        return 0xf00700000060;
    }
    {
        d.insn.push_path(1);
        d.consumed |= 0x0;
        t115(d);
        t117(d);
        return 0x0;
    }
}
fn t119(d: &mut Dec) -> u64 {
    if d.bits & 0x200 == 0x200 {
        d.insn.push_path(0);
        d.consumed |= 0x200;
        return 0x200;
    }
    if d.bits & 0x200 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x200;
        return 0x200;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t120(d: &mut Dec) -> u64 {
    if d.bits & 0x380000000000000 == 0x200000000000000 {
        d.insn.push_path(0);
        d.consumed |= 0x380000000000000;
        t14(d);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t15(d);
        return 0x380000000000000;
    }
    if d.bits & 0x380000000000000 == 0x280000000000000 {
        d.insn.push_path(1);
        d.consumed |= 0x380000000000000;
        t14(d);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t15(d);
        return 0x380000000000000;
    }
    if d.bits & 0x380000000000000 == 0x300000000000000 {
        d.insn.push_path(2);
        d.consumed |= 0x380000000000000;
        t14(d);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t15(d);
        return 0x380000000000000;
    }
    if d.bits & 0x380000000000000 == 0x380000000000000 {
        d.insn.push_path(3);
        d.consumed |= 0x380000000000000;
        t14(d);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t15(d);
        return 0x380000000000000;
    }
    if d.bits & 0x380000000000000 == 0x0 {
        d.insn.push_path(4);
        d.consumed |= 0x380000000000000;
        t14(d);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t15(d);
        return 0x380000000000000;
    }
    if d.bits & 0x380000000000000 == 0x80000000000000 {
        d.insn.push_path(5);
        d.consumed |= 0x380000000000000;
        t14(d);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t15(d);
        return 0x380000000000000;
    }
    if d.bits & 0x380000000000000 == 0x100000000000000 {
        d.insn.push_path(6);
        d.consumed |= 0x380000000000000;
        t14(d);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t15(d);
        return 0x380000000000000;
    }
    if d.bits & 0x380000000000000 == 0x180000000000000 {
        d.insn.push_path(7);
        d.consumed |= 0x380000000000000;
        t14(d);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t15(d);
        return 0x380000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t121(d: &mut Dec) -> u64 {
    if d.bits & 0x700000000000 == 0x100000000000 {
        d.insn.push_path(0);
        d.consumed |= 0x700000000000;
        return 0x700000000000;
    }
    if d.bits & 0x700000000000 == 0x200000000000 {
        d.insn.push_path(1);
        d.consumed |= 0x700000000000;
        return 0x700000000000;
    }
    if d.bits & 0x700000000000 == 0x300000000000 {
        d.insn.push_path(2);
        d.consumed |= 0x700000000000;
        return 0x700000000000;
    }
    if d.bits & 0x700000000000 == 0x500000000000 {
        d.insn.push_path(3);
        d.consumed |= 0x700000000000;
        return 0x700000000000;
    }
    {
        d.insn.push_path(4);
        d.consumed |= 0x0;
        return 0x0;
    }
}
fn t122(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        let o = d.reg(&S5);
        d.insn.push_op(o);
        t121(d);
        return 0x0;
    }
}
fn t123(d: &mut Dec) -> u64 {
    if d.bits & 0x80 == 0x80 {
        d.insn.push_path(0);
        d.consumed |= 0x80;
        return 0x80;
    }
    if d.bits & 0x80 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x80;
        return 0x80;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t124(d: &mut Dec) -> u64 {
    if d.bits & 0x700000000 == 0x100000000 {
        d.insn.push_path(0);
        d.consumed |= 0x700000000;
        return 0x700000000;
    }
    if d.bits & 0x700000000 == 0x200000000 {
        d.insn.push_path(1);
        d.consumed |= 0x700000000;
        return 0x700000000;
    }
    if d.bits & 0x700000000 == 0x300000000 {
        d.insn.push_path(2);
        d.consumed |= 0x700000000;
        return 0x700000000;
    }
    if d.bits & 0x700000000 == 0x500000000 {
        d.insn.push_path(3);
        d.consumed |= 0x700000000;
        return 0x700000000;
    }
    {
        d.insn.push_path(4);
        d.consumed |= 0x0;
        return 0x0;
    }
}
fn t125(d: &mut Dec) -> u64 {
    if d.bits & 0x800000000000 == 0x800000000000 {
        d.insn.push_path(0);
        d.consumed |= 0x800000000000;
        let o = d.reg(&S8);
        d.insn.push_op(o);
        t124(d);
        return 0x800000000000;
    }
    if d.bits & 0x800000000000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x800000000000;
        let o = d.imm(&S28);
        d.insn.push_op(o);
        return 0x800000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t126(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        t19(d);
        t122(d);
        t123(d);
        t125(d);
        let o = d.reg(&S10);
        d.insn.push_op(o);
        return 0x0;
    }
}
fn t127(d: &mut Dec) -> u64 {
    if d.bits & 0x80 == 0x80 {
        d.insn.push_path(0);
        d.consumed |= 0x80;
        return 0x80;
    }
    if d.bits & 0x80 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x80;
        return 0x80;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t128(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        t122(d);
        t125(d);
        let o = d.reg(&S10);
        d.insn.push_op(o);
        return 0x0;
    }
}
fn t129(d: &mut Dec) -> u64 {
    if d.bits & 0x80 == 0x80 && d.feats & 0x1 == 0x1 {
        d.insn.push_path(0);
        d.consumed |= 0x80;
        return 0x80;
    }
    if d.bits & 0x80 == 0x0 && d.feats & 0x1 == 0x1 {
        d.insn.push_path(1);
        d.consumed |= 0x80;
        return 0x80;
    }
    if d.bits & 0x80 == 0x0 {
        d.insn.push_path(2);
        d.consumed |= 0x80;
        return 0x80;
    }
    if d.bits & 0x80 == 0x80 {
        d.insn.push_path(3);
        d.consumed |= 0x80;
        return 0x80;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t130(d: &mut Dec) -> u64 {
    if d.bits & 0x380 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x380;
        return 0x380;
    }
    if d.bits & 0x380 == 0x80 {
        d.insn.push_path(1);
        d.consumed |= 0x380;
        return 0x380;
    }
    if d.bits & 0x380 == 0x100 {
        d.insn.push_path(2);
        d.consumed |= 0x380;
        return 0x380;
    }
    if d.bits & 0x380 == 0x180 {
        d.insn.push_path(3);
        d.consumed |= 0x380;
        return 0x380;
    }
    if d.bits & 0x380 == 0x200 {
        d.insn.push_path(4);
        d.consumed |= 0x380;
        return 0x380;
    }
    if d.bits & 0x380 == 0x280 {
        d.insn.push_path(5);
        d.consumed |= 0x380;
        return 0x380;
    }
    if d.bits & 0x380 == 0x300 {
        d.insn.push_path(6);
        d.consumed |= 0x380;
        return 0x380;
    }
    if d.bits & 0x380 == 0x380 {
        d.insn.push_path(7);
        d.consumed |= 0x380;
        return 0x380;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t131(d: &mut Dec) -> u64 {
    if d.bits & 0x180000000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x180000000000000;
        return 0x180000000000000;
    }
    if d.bits & 0x180000000000000 == 0x80000000000000 {
        d.insn.push_path(1);
        d.consumed |= 0x180000000000000;
        return 0x180000000000000;
    }
    if d.bits & 0x180000000000000 == 0x100000000000000 {
        d.insn.push_path(2);
        d.consumed |= 0x180000000000000;
        return 0x180000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t132(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        t122(d);
        t125(d);
        return 0x0;
    }
}
fn t133(d: &mut Dec) -> u64 {
    if d.bits & 0x6e000000000000 == 0xe000000000000 {
        d.insn.push_path(0);
        d.consumed |= 0x6e000000000000;
        t14(d);
        let o = d.reg(&S13);
        d.insn.push_op(o);
        let o = d.reg(&S14);
        d.insn.push_op(o);
        t132(d);
        let o = d.reg(&S11);
        d.insn.push_op(o);
        return 0x6e000000000000;
    }
    {
        d.insn.push_path(1);
        d.consumed |= 0x0;
        t31(d);
        t14(d);
        let o = d.reg(&S13);
        d.insn.push_op(o);
        let o = d.reg(&S14);
        d.insn.push_op(o);
        t132(d);
        t91(d);
        return 0x0;
    }
}
fn t134(d: &mut Dec) -> u64 {
    match ((d.bits >> 59) as usize & 1) << 0
        | ((d.bits >> 60) as usize & 1) << 1
        | ((d.bits >> 61) as usize & 1) << 2
        | ((d.bits >> 62) as usize & 1) << 3
        | ((d.bits >> 63) as usize & 1) << 4
        | ((d.bits >> 58) as usize & 1) << 5
    {
        0 => {
            if d.bits & 0xfc6e00000000000f == 0xe000000000004 {
                d.insn.push_path(27);
                d.consumed |= 0xfc6e00000000000f;
                t34(d);
                t93(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t15(d);
                let o = d.reg(&S1);
                d.insn.push_op(o);
                let o = d.reg(&S11);
                d.insn.push_op(o);
                return 0xfc6e00000000000f;
            }
            if d.bits & 0xfc0000000000000f == 0x4 {
                d.insn.push_path(28);
                d.consumed |= 0xfc0000000000000f;
                t34(d);
                t93(d);
                t31(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t15(d);
                let o = d.reg(&S1);
                d.insn.push_op(o);
                t91(d);
                return 0xfc0000000000000f;
            }
            {
                d.insn.push_path(49);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        1 => {
            if d.bits & 0xfc6e00000000000f == 0x80e000000000004 {
                d.insn.push_path(21);
                d.consumed |= 0xfc6e00000000000f;
                t34(d);
                t87(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t15(d);
                let o = d.reg(&S11);
                d.insn.push_op(o);
                t90(d);
                return 0xfc6e00000000000f;
            }
            if d.bits & 0xfc0000000000000f == 0x800000000000004 {
                d.insn.push_path(22);
                d.consumed |= 0xfc0000000000000f;
                t34(d);
                t87(d);
                t31(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t15(d);
                t91(d);
                t90(d);
                return 0xfc0000000000000f;
            }
            {
                d.insn.push_path(49);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        2 => {
            if d.bits & 0xfc00000001b0000f == 0x1000000001200004 {
                d.insn.push_path(31);
                d.consumed |= 0xfc00000001b0000f;
                t94(d);
                t99(d);
                t26(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t15(d);
                t100(d);
                t21(d);
                t101(d);
                t22(d);
                return 0xfc00000001b0000f;
            }
            if d.bits & 0xfc00000001b0000f == 0x1000000001b00004 {
                d.insn.push_path(32);
                d.consumed |= 0xfc00000001b0000f;
                t94(d);
                t99(d);
                t26(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t15(d);
                t100(d);
                t21(d);
                t101(d);
                t22(d);
                return 0xfc00000001b0000f;
            }
            if d.bits & 0xfc00000001b0000f == 0x1000000000900004 {
                d.insn.push_path(33);
                d.consumed |= 0xfc00000001b0000f;
                t94(d);
                t99(d);
                t26(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t15(d);
                t100(d);
                t21(d);
                t101(d);
                t22(d);
                return 0xfc00000001b0000f;
            }
            if d.bits & 0xfc00000001b0000f == 0x1000000001100004 {
                d.insn.push_path(34);
                d.consumed |= 0xfc00000001b0000f;
                t94(d);
                t99(d);
                t26(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t15(d);
                t100(d);
                t21(d);
                t101(d);
                t22(d);
                return 0xfc00000001b0000f;
            }
            if d.bits & 0xfc00000001b0000f == 0x1000000001a00004 {
                d.insn.push_path(35);
                d.consumed |= 0xfc00000001b0000f;
                t94(d);
                t99(d);
                t26(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t15(d);
                t100(d);
                t21(d);
                t101(d);
                t22(d);
                return 0xfc00000001b0000f;
            }
            if d.bits & 0xfc00000001b0000f == 0x1000000000a00004 {
                d.insn.push_path(36);
                d.consumed |= 0xfc00000001b0000f;
                t94(d);
                t99(d);
                t26(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t15(d);
                t100(d);
                t21(d);
                t101(d);
                t22(d);
                return 0xfc00000001b0000f;
            }
            if d.bits & 0xfc00000001b0000f == 0x1000000001300004 {
                d.insn.push_path(37);
                d.consumed |= 0xfc00000001b0000f;
                t94(d);
                t99(d);
                t26(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t15(d);
                t100(d);
                t21(d);
                t101(d);
                t22(d);
                return 0xfc00000001b0000f;
            }
            {
                d.insn.push_path(49);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        3 => {
            if d.bits & 0xfc0000000000000f == 0x1800000000000004 {
                d.insn.push_path(39);
                d.consumed |= 0xfc0000000000000f;
                t95(d);
                t108(d);
                t98(d);
                t14(d);
                t105(d);
                t110(d);
                return 0xfc0000000000000f;
            }
            {
                d.insn.push_path(49);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        4 => {
            if d.bits & 0xfc0000000000000f == 0x2000000000000004 {
                d.insn.push_path(3);
                d.consumed |= 0xfc0000000000000f;
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t21(d);
                t35(d);
                return 0xfc0000000000000f;
            }
            {
                d.insn.push_path(49);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        5 => {
            if d.bits & 0xfc000000000001ef == 0x28000000000001e4 {
                d.insn.push_path(0);
                d.consumed |= 0xfc000000000001ef;
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t21(d);
                return 0xfc000000000001ef;
            }
            if d.bits & 0xfc0000000000000f == 0x2800000000000004 {
                d.insn.push_path(1);
                d.consumed |= 0xfc0000000000000f;
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t21(d);
                t76(d);
                return 0xfc0000000000000f;
            }
            {
                d.insn.push_path(49);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        6 => {
            if d.bits & 0xfc00000003f0000f == 0x3000000003f00004 {
                d.insn.push_path(18);
                d.consumed |= 0xfc00000003f0000f;
                t86(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t21(d);
                return 0xfc00000003f0000f;
            }
            if d.bits & 0xfc0000000000000f == 0x3000000000000004 {
                d.insn.push_path(19);
                d.consumed |= 0xfc0000000000000f;
                t86(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t21(d);
                return 0xfc0000000000000f;
            }
            {
                d.insn.push_path(49);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        7 => {
            if d.bits & 0xfc0000000000000f == 0x3800000000000004 {
                d.insn.push_path(17);
                d.consumed |= 0xfc0000000000000f;
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.imm(&S24);
                d.insn.push_op(o);
                return 0xfc0000000000000f;
            }
            {
                d.insn.push_path(49);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        8 => {
            if d.bits & 0xfc0400000000000f == 0x4000000000000004 {
                d.insn.push_path(14);
                d.consumed |= 0xfc0400000000000f;
                t14(d);
                t84(d);
                return 0xfc0400000000000f;
            }
            if d.bits & 0xfc0400000000000f == 0x4004000000000004 {
                d.insn.push_path(15);
                d.consumed |= 0xfc0400000000000f;
                t85(d);
                t14(d);
                t84(d);
                let o = d.imm(&S28);
                d.insn.push_op(o);
                return 0xfc0400000000000f;
            }
            {
                d.insn.push_path(49);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        9 => {
            if d.bits & 0xfc0000000000006f == 0x4800000000000004 {
                d.insn.push_path(6);
                d.consumed |= 0xfc0000000000006f;
                t78(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S29);
                d.insn.push_op(o);
                t80(d);
                return 0xfc0000000000006f;
            }
            if d.bits & 0xfc0000000000006f == 0x4800000000000024 {
                d.insn.push_path(7);
                d.consumed |= 0xfc0000000000006f;
                t78(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S29);
                d.insn.push_op(o);
                t80(d);
                return 0xfc0000000000006f;
            }
            if d.bits & 0xfc0000000000006f == 0x4800000000000044 {
                d.insn.push_path(8);
                d.consumed |= 0xfc0000000000006f;
                t78(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S29);
                d.insn.push_op(o);
                t80(d);
                return 0xfc0000000000006f;
            }
            {
                d.insn.push_path(49);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        10 => {
            if d.bits & 0xffffffffffffc3ff == 0x50ee0000ffffc004 {
                d.insn.push_path(9);
                d.consumed |= 0xffffffffffffc3ff;
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                return 0xffffffffffffc3ff;
            }
            if d.bits & 0xfc000000000000ef == 0x5000000000000004 {
                d.insn.push_path(10);
                d.consumed |= 0xfc000000000000ef;
                t83(d);
                return 0xfc000000000000ef;
            }
            if d.bits & 0xfc000000000000ef == 0x5000000000000024 {
                d.insn.push_path(11);
                d.consumed |= 0xfc000000000000ef;
                t83(d);
                return 0xfc000000000000ef;
            }
            if d.bits & 0xfc000000000000ef == 0x5000000000000044 {
                d.insn.push_path(12);
                d.consumed |= 0xfc000000000000ef;
                t83(d);
                return 0xfc000000000000ef;
            }
            if d.bits & 0xfc000000000000ef == 0x5000000000000084 {
                d.insn.push_path(13);
                d.consumed |= 0xfc000000000000ef;
                t83(d);
                return 0xfc000000000000ef;
            }
            {
                d.insn.push_path(49);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        11 => {
            d.insn.push_path(49);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        12 => {
            d.insn.push_path(49);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        13 => {
            d.insn.push_path(49);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        14 => {
            d.insn.push_path(49);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        15 => {
            d.insn.push_path(49);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        16 => {
            d.insn.push_path(49);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        17 => {
            d.insn.push_path(49);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        18 => {
            d.insn.push_path(49);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        19 => {
            d.insn.push_path(49);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        20 => {
            d.insn.push_path(49);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        21 => {
            d.insn.push_path(49);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        22 => {
            d.insn.push_path(49);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        23 => {
            d.insn.push_path(49);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        24 => {
            if d.bits & 0xf80000000000000f == 0xc000000000000004 {
                d.insn.push_path(41);
                d.consumed |= 0xf80000000000000f;
                t114(d);
                t118(d);
                t119(d);
                t120(d);
                t126(d);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(49);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        25 => {
            if d.bits & 0xf80000000000000f == 0xc800000000000004 {
                d.insn.push_path(42);
                d.consumed |= 0xf80000000000000f;
                t114(d);
                t118(d);
                t127(d);
                t119(d);
                t120(d);
                t128(d);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(49);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        26 => {
            if d.bits & 0xf80000000000000f == 0xd000000000000004 {
                d.insn.push_path(45);
                d.consumed |= 0xf80000000000000f;
                t114(d);
                t118(d);
                t119(d);
                t120(d);
                t128(d);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(49);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        27 => {
            if d.bits & 0xf80000000000000f == 0xd800000000000004 {
                d.insn.push_path(46);
                d.consumed |= 0xf80000000000000f;
                t130(d);
                t118(d);
                t120(d);
                t128(d);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(49);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        28 => {
            if d.bits & 0xf80000000000000f == 0xe000000000000004 {
                d.insn.push_path(43);
                d.consumed |= 0xf80000000000000f;
                t114(d);
                t118(d);
                t129(d);
                t119(d);
                t120(d);
                t128(d);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(49);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        29 => {
            if d.bits & 0xf80000000000000f == 0xe800000000000004 {
                d.insn.push_path(44);
                d.consumed |= 0xf80000000000000f;
                t114(d);
                t118(d);
                t129(d);
                t119(d);
                t120(d);
                t128(d);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(49);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        30 => {
            if d.bits & 0xf80000000000000f == 0xf000000000000004 {
                d.insn.push_path(47);
                d.consumed |= 0xf80000000000000f;
                t118(d);
                t131(d);
                t119(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t15(d);
                t126(d);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(49);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        31 => {
            if d.bits & 0xf80000000000000f == 0xf800000000000004 {
                d.insn.push_path(48);
                d.consumed |= 0xf80000000000000f;
                t130(d);
                t118(d);
                t133(d);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(49);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        32 => {
            if d.bits & 0xfc6e00000000000f == 0x40e000000000004 {
                d.insn.push_path(29);
                d.consumed |= 0xfc6e00000000000f;
                t93(d);
                t14(d);
                let o = d.reg(&S13);
                d.insn.push_op(o);
                let o = d.reg(&S14);
                d.insn.push_op(o);
                let o = d.reg(&S1);
                d.insn.push_op(o);
                let o = d.reg(&S11);
                d.insn.push_op(o);
                return 0xfc6e00000000000f;
            }
            if d.bits & 0xfc0000000000000f == 0x400000000000004 {
                d.insn.push_path(30);
                d.consumed |= 0xfc0000000000000f;
                t93(d);
                t31(d);
                t14(d);
                let o = d.reg(&S13);
                d.insn.push_op(o);
                let o = d.reg(&S14);
                d.insn.push_op(o);
                let o = d.reg(&S1);
                d.insn.push_op(o);
                t91(d);
                return 0xfc0000000000000f;
            }
            {
                d.insn.push_path(49);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        33 => {
            if d.bits & 0xfc6e00000000000f == 0xc0e000000000004 && d.feats & 0x2 == 0x2 {
                d.insn.push_path(23);
                d.consumed |= 0xfc6e00000000000f;
                t87(d);
                t14(d);
                let o = d.reg(&S13);
                d.insn.push_op(o);
                let o = d.reg(&S14);
                d.insn.push_op(o);
                t92(d);
                let o = d.reg(&S11);
                d.insn.push_op(o);
                return 0xfc6e00000000000f;
            }
            if d.bits & 0xfc0000000000000f == 0xc00000000000004 && d.feats & 0x2 == 0x2 {
                d.insn.push_path(24);
                d.consumed |= 0xfc0000000000000f;
                t87(d);
                t31(d);
                t14(d);
                let o = d.reg(&S13);
                d.insn.push_op(o);
                let o = d.reg(&S14);
                d.insn.push_op(o);
                t92(d);
                t91(d);
                return 0xfc0000000000000f;
            }
            if d.bits & 0xfc6e00000000000f == 0xc0e000000000004 {
                d.insn.push_path(25);
                d.consumed |= 0xfc6e00000000000f;
                t87(d);
                t14(d);
                let o = d.reg(&S13);
                d.insn.push_op(o);
                let o = d.reg(&S14);
                d.insn.push_op(o);
                let o = d.reg(&S11);
                d.insn.push_op(o);
                t90(d);
                return 0xfc6e00000000000f;
            }
            if d.bits & 0xfc0000000000000f == 0xc00000000000004 {
                d.insn.push_path(26);
                d.consumed |= 0xfc0000000000000f;
                t87(d);
                t31(d);
                t14(d);
                let o = d.reg(&S13);
                d.insn.push_op(o);
                let o = d.reg(&S14);
                d.insn.push_op(o);
                t91(d);
                t90(d);
                return 0xfc0000000000000f;
            }
            {
                d.insn.push_path(49);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        34 => {
            if d.bits & 0xfc0000000000000f == 0x1400000000000004 {
                d.insn.push_path(38);
                d.consumed |= 0xfc0000000000000f;
                t94(d);
                t102(d);
                t103(d);
                t104(d);
                t14(d);
                t105(d);
                t107(d);
                return 0xfc0000000000000f;
            }
            {
                d.insn.push_path(49);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        35 => {
            if d.bits & 0xfc0000000000000f == 0x1c00000000000004 {
                d.insn.push_path(40);
                d.consumed |= 0xfc0000000000000f;
                t111(d);
                t112(d);
                t26(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t15(d);
                t113(d);
                return 0xfc0000000000000f;
            }
            {
                d.insn.push_path(49);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        36 => {
            if d.bits & 0xfc0000000000000f == 0x2400000000000004 {
                d.insn.push_path(4);
                d.consumed |= 0xfc0000000000000f;
                t77(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t36(d);
                return 0xfc0000000000000f;
            }
            {
                d.insn.push_path(49);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        37 => {
            if d.bits & 0xfc0000000000000f == 0x2c00000000000004 {
                d.insn.push_path(2);
                d.consumed |= 0xfc0000000000000f;
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S30);
                d.insn.push_op(o);
                return 0xfc0000000000000f;
            }
            {
                d.insn.push_path(49);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        38 => {
            if d.bits & 0xfc0000000000000f == 0x3400000000000004 {
                d.insn.push_path(20);
                d.consumed |= 0xfc0000000000000f;
                t86(d);
                t14(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t21(d);
                return 0xfc0000000000000f;
            }
            {
                d.insn.push_path(49);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        39 => {
            d.insn.push_path(49);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        40 => {
            if d.bits & 0xfc0000000000000f == 0x4400000000000004 {
                d.insn.push_path(16);
                d.consumed |= 0xfc0000000000000f;
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xfc0000000000000f;
            }
            {
                d.insn.push_path(49);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        41 => {
            d.insn.push_path(49);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        42 => {
            if d.bits & 0xfc0000000000000f == 0x5400000000000004 {
                d.insn.push_path(5);
                d.consumed |= 0xfc0000000000000f;
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t60(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t61(d);
                t21(d);
                return 0xfc0000000000000f;
            }
            {
                d.insn.push_path(49);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        43 => {
            d.insn.push_path(49);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        44 => {
            d.insn.push_path(49);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        45 => {
            d.insn.push_path(49);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        46 => {
            d.insn.push_path(49);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        47 => {
            d.insn.push_path(49);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        48 => {
            d.insn.push_path(49);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        49 => {
            d.insn.push_path(49);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        50 => {
            d.insn.push_path(49);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        51 => {
            d.insn.push_path(49);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        52 => {
            d.insn.push_path(49);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        53 => {
            d.insn.push_path(49);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        54 => {
            d.insn.push_path(49);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        55 => {
            d.insn.push_path(49);
            d.consumed |= 0x0;
            t14(d);
            return 0x0;
        }
        56 => {
            if d.bits & 0xf80000000000000f == 0xc000000000000004 {
                d.insn.push_path(41);
                d.consumed |= 0xf80000000000000f;
                t114(d);
                t118(d);
                t119(d);
                t120(d);
                t126(d);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(49);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        57 => {
            if d.bits & 0xf80000000000000f == 0xc800000000000004 {
                d.insn.push_path(42);
                d.consumed |= 0xf80000000000000f;
                t114(d);
                t118(d);
                t127(d);
                t119(d);
                t120(d);
                t128(d);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(49);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        58 => {
            if d.bits & 0xf80000000000000f == 0xd000000000000004 {
                d.insn.push_path(45);
                d.consumed |= 0xf80000000000000f;
                t114(d);
                t118(d);
                t119(d);
                t120(d);
                t128(d);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(49);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        59 => {
            if d.bits & 0xf80000000000000f == 0xd800000000000004 {
                d.insn.push_path(46);
                d.consumed |= 0xf80000000000000f;
                t130(d);
                t118(d);
                t120(d);
                t128(d);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(49);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        60 => {
            if d.bits & 0xf80000000000000f == 0xe000000000000004 {
                d.insn.push_path(43);
                d.consumed |= 0xf80000000000000f;
                t114(d);
                t118(d);
                t129(d);
                t119(d);
                t120(d);
                t128(d);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(49);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        61 => {
            if d.bits & 0xf80000000000000f == 0xe800000000000004 {
                d.insn.push_path(44);
                d.consumed |= 0xf80000000000000f;
                t114(d);
                t118(d);
                t129(d);
                t119(d);
                t120(d);
                t128(d);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(49);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        62 => {
            if d.bits & 0xf80000000000000f == 0xf000000000000004 {
                d.insn.push_path(47);
                d.consumed |= 0xf80000000000000f;
                t118(d);
                t131(d);
                t119(d);
                t14(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t15(d);
                t126(d);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(49);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        63 => {
            if d.bits & 0xf80000000000000f == 0xf800000000000004 {
                d.insn.push_path(48);
                d.consumed |= 0xf80000000000000f;
                t130(d);
                t118(d);
                t133(d);
                return 0xf80000000000000f;
            }
            {
                d.insn.push_path(49);
                d.consumed |= 0x0;
                t14(d);
                return 0x0;
            }
        }
        _ => {}
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t135(d: &mut Dec) -> u64 {
    if d.bits & 0xe0 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0xe0;
        return 0xe0;
    }
    if d.bits & 0xe0 == 0x20 {
        d.insn.push_path(1);
        d.consumed |= 0xe0;
        return 0xe0;
    }
    if d.bits & 0xe0 == 0x40 {
        d.insn.push_path(2);
        d.consumed |= 0xe0;
        return 0xe0;
    }
    if d.bits & 0xe0 == 0x60 {
        d.insn.push_path(3);
        d.consumed |= 0xe0;
        return 0xe0;
    }
    if d.bits & 0xe0 == 0x80 {
        d.insn.push_path(4);
        d.consumed |= 0xe0;
        return 0xe0;
    }
    if d.bits & 0xe0 == 0xa0 {
        d.insn.push_path(5);
        d.consumed |= 0xe0;
        return 0xe0;
    }
    if d.bits & 0xe0 == 0xc0 {
        d.insn.push_path(6);
        d.consumed |= 0xe0;
        return 0xe0;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t136(d: &mut Dec) -> u64 {
    if d.bits & 0x300 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x300;
        return 0x300;
    }
    if d.bits & 0x300 == 0x100 {
        d.insn.push_path(1);
        d.consumed |= 0x300;
        return 0x300;
    }
    if d.bits & 0x300 == 0x200 {
        d.insn.push_path(2);
        d.consumed |= 0x300;
        return 0x300;
    }
    if d.bits & 0x300 == 0x300 {
        d.insn.push_path(3);
        d.consumed |= 0x300;
        return 0x300;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t137(d: &mut Dec) -> u64 {
    if d.bits & 0xe0 == 0xa0 {
        d.insn.push_path(0);
        d.consumed |= 0xe0;
        let o = d.reg(&S18);
        d.insn.push_op(o);
        return 0xe0;
    }
    if d.bits & 0xe0 == 0xc0 {
        d.insn.push_path(1);
        d.consumed |= 0xe0;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        return 0xe0;
    }
    {
        d.insn.push_path(2);
        d.consumed |= 0x0;
        let o = d.reg(&S12);
        d.insn.push_op(o);
        return 0x0;
    }
}
fn t138(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        return 0x0;
    }
}
fn t139(d: &mut Dec) -> u64 {
    if d.bits & 0x300 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x300;
        return 0x300;
    }
    if d.bits & 0x300 == 0x100 {
        d.insn.push_path(1);
        d.consumed |= 0x300;
        return 0x300;
    }
    if d.bits & 0x300 == 0x200 {
        d.insn.push_path(2);
        d.consumed |= 0x300;
        return 0x300;
    }
    if d.bits & 0x300 == 0x300 {
        d.insn.push_path(3);
        d.consumed |= 0x300;
        return 0x300;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t140(d: &mut Dec) -> u64 {
    if d.bits & 0x300 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x300;
        return 0x300;
    }
    if d.bits & 0x300 == 0x100 {
        d.insn.push_path(1);
        d.consumed |= 0x300;
        return 0x300;
    }
    if d.bits & 0x300 == 0x200 {
        d.insn.push_path(2);
        d.consumed |= 0x300;
        return 0x300;
    }
    if d.bits & 0x300 == 0x300 {
        d.insn.push_path(3);
        d.consumed |= 0x300;
        return 0x300;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t141(d: &mut Dec) -> u64 {
    if d.bits & 0x1e0 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x1e0;
        return 0x1e0;
    }
    if d.bits & 0x1e0 == 0x20 {
        d.insn.push_path(1);
        d.consumed |= 0x1e0;
        return 0x1e0;
    }
    if d.bits & 0x1e0 == 0x40 {
        d.insn.push_path(2);
        d.consumed |= 0x1e0;
        return 0x1e0;
    }
    if d.bits & 0x1e0 == 0x60 {
        d.insn.push_path(3);
        d.consumed |= 0x1e0;
        return 0x1e0;
    }
    if d.bits & 0x1e0 == 0x80 {
        d.insn.push_path(4);
        d.consumed |= 0x1e0;
        return 0x1e0;
    }
    if d.bits & 0x1e0 == 0xa0 {
        d.insn.push_path(5);
        d.consumed |= 0x1e0;
        return 0x1e0;
    }
    if d.bits & 0x1e0 == 0xc0 {
        d.insn.push_path(6);
        d.consumed |= 0x1e0;
        return 0x1e0;
    }
    if d.bits & 0x1e0 == 0xe0 {
        d.insn.push_path(7);
        d.consumed |= 0x1e0;
        return 0x1e0;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t142(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        return 0x0;
    }
}
fn t143(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        return 0x0;
    }
}
fn t144(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        return 0x0;
    }
}
fn t145(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        return 0x0;
    }
}
fn t146(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        return 0x0;
    }
}
fn t147(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        return 0x0;
    }
}
fn t148(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        return 0x0;
    }
}
fn t149(d: &mut Dec) -> u64 {
    match ((d.bits >> 58) as usize & 1) << 0
        | ((d.bits >> 59) as usize & 1) << 1
        | ((d.bits >> 60) as usize & 1) << 2
        | ((d.bits >> 61) as usize & 1) << 3
        | ((d.bits >> 62) as usize & 1) << 4
        | ((d.bits >> 63) as usize & 1) << 5
    {
        0 => {}
        1 => {}
        2 => {}
        3 => {}
        4 => {
            if d.bits & 0xfc0000000000030f == 0x1000000000000005 {
                d.insn.push_path(10);
                d.consumed |= 0xfc0000000000030f;
                t141(d);
                t14(d);
                let o = d.mem(&S31);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xfc0000000000030f;
            }
            if d.bits & 0xfc000000000003ef == 0x1000000000000205 {
                d.insn.push_path(12);
                d.consumed |= 0xfc000000000003ef;
                t142(d);
                t14(d);
                let o = d.mem(&S31);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xfc000000000003ef;
            }
        }
        5 => {
            if d.bits & 0xfc0000000000030f == 0x1400000000000005 {
                d.insn.push_path(11);
                d.consumed |= 0xfc0000000000030f;
                t138(d);
                t141(d);
                t14(d);
                let o = d.mem(&S31);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xfc0000000000030f;
            }
            if d.bits & 0xfc000000000003ef == 0x1400000000000205 {
                d.insn.push_path(13);
                d.consumed |= 0xfc000000000003ef;
                t138(d);
                t142(d);
                t14(d);
                let o = d.mem(&S31);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xfc000000000003ef;
            }
        }
        6 => {
            if d.bits & 0xfc000000000003ef == 0x1800000000000205 {
                d.insn.push_path(14);
                d.consumed |= 0xfc000000000003ef;
                t143(d);
                t14(d);
                let o = d.mem(&S31);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xfc000000000003ef;
            }
            if d.bits & 0xfc000000000003ef == 0x1800000000000225 {
                d.insn.push_path(16);
                d.consumed |= 0xfc000000000003ef;
                t144(d);
                t143(d);
                t14(d);
                let o = d.mem(&S31);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xfc000000000003ef;
            }
            if d.bits & 0xfc000000000003ef == 0x1800000000000245 {
                d.insn.push_path(18);
                d.consumed |= 0xfc000000000003ef;
                t145(d);
                t143(d);
                t14(d);
                let o = d.mem(&S31);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xfc000000000003ef;
            }
        }
        7 => {
            if d.bits & 0xfc000000000003ef == 0x1c00000000000205 {
                d.insn.push_path(15);
                d.consumed |= 0xfc000000000003ef;
                t138(d);
                t143(d);
                t14(d);
                let o = d.mem(&S31);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xfc000000000003ef;
            }
            if d.bits & 0xfc000000000003ef == 0x1c00000000000225 {
                d.insn.push_path(17);
                d.consumed |= 0xfc000000000003ef;
                t138(d);
                t144(d);
                t143(d);
                t14(d);
                let o = d.mem(&S31);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xfc000000000003ef;
            }
            if d.bits & 0xfc000000000003ef == 0x1c00000000000245 {
                d.insn.push_path(19);
                d.consumed |= 0xfc000000000003ef;
                t138(d);
                t145(d);
                t143(d);
                t14(d);
                let o = d.mem(&S31);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xfc000000000003ef;
            }
        }
        8 => {}
        9 => {}
        10 => {
            if d.bits & 0xfc000000000003ef == 0x2800000000000205 {
                d.insn.push_path(20);
                d.consumed |= 0xfc000000000003ef;
                t146(d);
                t14(d);
                let o = d.mem(&S31);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xfc000000000003ef;
            }
        }
        11 => {
            if d.bits & 0xfc000000000003ef == 0x2c00000000000205 {
                d.insn.push_path(21);
                d.consumed |= 0xfc000000000003ef;
                t138(d);
                t146(d);
                t14(d);
                let o = d.mem(&S31);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xfc000000000003ef;
            }
        }
        12 => {}
        13 => {}
        14 => {}
        15 => {}
        16 => {}
        17 => {}
        18 => {}
        19 => {}
        20 => {
            if d.bits & 0xfc7e00000000030f == 0x507e000000000005 {
                d.insn.push_path(22);
                d.consumed |= 0xfc7e00000000030f;
                t141(d);
                t14(d);
                let o = d.reg(&S32);
                d.insn.push_op(o);
                let o = d.mem(&S33);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xfc7e00000000030f;
            }
            if d.bits & 0xfc7e0000000003ef == 0x507e000000000205 {
                d.insn.push_path(24);
                d.consumed |= 0xfc7e0000000003ef;
                t142(d);
                t14(d);
                let o = d.reg(&S32);
                d.insn.push_op(o);
                let o = d.mem(&S33);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xfc7e0000000003ef;
            }
            if d.bits & 0xfc7e0000000003ef == 0x507e000000000105 {
                d.insn.push_path(26);
                d.consumed |= 0xfc7e0000000003ef;
                t147(d);
                t14(d);
                let o = d.reg(&S32);
                d.insn.push_op(o);
                let o = d.mem(&S33);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xfc7e0000000003ef;
            }
            if d.bits & 0xfc7e0000000003ef == 0x507e000000000305 {
                d.insn.push_path(28);
                d.consumed |= 0xfc7e0000000003ef;
                t147(d);
                t142(d);
                t14(d);
                let o = d.reg(&S32);
                d.insn.push_op(o);
                let o = d.mem(&S33);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xfc7e0000000003ef;
            }
            if d.bits & 0xfc000000000003ef == 0x5000000000000125 {
                d.insn.push_path(30);
                d.consumed |= 0xfc000000000003ef;
                t148(d);
                t14(d);
                let o = d.reg(&S32);
                d.insn.push_op(o);
                let o = d.mem(&S33);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S10);
                d.insn.push_op(o);
                return 0xfc000000000003ef;
            }
            if d.bits & 0xfc000000000003ef == 0x5000000000000325 {
                d.insn.push_path(32);
                d.consumed |= 0xfc000000000003ef;
                t148(d);
                t142(d);
                t14(d);
                let o = d.reg(&S32);
                d.insn.push_op(o);
                let o = d.mem(&S33);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S10);
                d.insn.push_op(o);
                return 0xfc000000000003ef;
            }
        }
        21 => {
            if d.bits & 0xfc7e00000000030f == 0x547e000000000005 {
                d.insn.push_path(23);
                d.consumed |= 0xfc7e00000000030f;
                t138(d);
                t141(d);
                t14(d);
                let o = d.reg(&S32);
                d.insn.push_op(o);
                let o = d.mem(&S33);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xfc7e00000000030f;
            }
            if d.bits & 0xfc7e0000000003ef == 0x547e000000000205 {
                d.insn.push_path(25);
                d.consumed |= 0xfc7e0000000003ef;
                t138(d);
                t142(d);
                t14(d);
                let o = d.reg(&S32);
                d.insn.push_op(o);
                let o = d.mem(&S33);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xfc7e0000000003ef;
            }
            if d.bits & 0xfc7e0000000003ef == 0x547e000000000105 {
                d.insn.push_path(27);
                d.consumed |= 0xfc7e0000000003ef;
                t138(d);
                t147(d);
                t14(d);
                let o = d.reg(&S32);
                d.insn.push_op(o);
                let o = d.mem(&S33);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xfc7e0000000003ef;
            }
            if d.bits & 0xfc7e0000000003ef == 0x547e000000000305 {
                d.insn.push_path(29);
                d.consumed |= 0xfc7e0000000003ef;
                t138(d);
                t147(d);
                t142(d);
                t14(d);
                let o = d.reg(&S32);
                d.insn.push_op(o);
                let o = d.mem(&S33);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xfc7e0000000003ef;
            }
            if d.bits & 0xfc000000000003ef == 0x5400000000000125 {
                d.insn.push_path(31);
                d.consumed |= 0xfc000000000003ef;
                t138(d);
                t148(d);
                t14(d);
                let o = d.reg(&S32);
                d.insn.push_op(o);
                let o = d.mem(&S33);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S10);
                d.insn.push_op(o);
                return 0xfc000000000003ef;
            }
            if d.bits & 0xfc000000000003ef == 0x5400000000000325 {
                d.insn.push_path(33);
                d.consumed |= 0xfc000000000003ef;
                t138(d);
                t148(d);
                t142(d);
                t14(d);
                let o = d.reg(&S32);
                d.insn.push_op(o);
                let o = d.mem(&S33);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S10);
                d.insn.push_op(o);
                return 0xfc000000000003ef;
            }
        }
        22 => {
            if d.bits & 0xfc7e0000000003ef == 0x587e000000000205 {
                d.insn.push_path(34);
                d.consumed |= 0xfc7e0000000003ef;
                t143(d);
                t14(d);
                let o = d.reg(&S32);
                d.insn.push_op(o);
                let o = d.mem(&S33);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xfc7e0000000003ef;
            }
            if d.bits & 0xfc7e0000000003ef == 0x587e000000000225 {
                d.insn.push_path(36);
                d.consumed |= 0xfc7e0000000003ef;
                t144(d);
                t143(d);
                t14(d);
                let o = d.reg(&S32);
                d.insn.push_op(o);
                let o = d.mem(&S33);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xfc7e0000000003ef;
            }
            if d.bits & 0xfc7e0000000003ef == 0x587e000000000245 {
                d.insn.push_path(38);
                d.consumed |= 0xfc7e0000000003ef;
                t145(d);
                t143(d);
                t14(d);
                let o = d.reg(&S32);
                d.insn.push_op(o);
                let o = d.mem(&S33);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xfc7e0000000003ef;
            }
        }
        23 => {
            if d.bits & 0xfc7e0000000003ef == 0x5c7e000000000205 {
                d.insn.push_path(35);
                d.consumed |= 0xfc7e0000000003ef;
                t138(d);
                t143(d);
                t14(d);
                let o = d.reg(&S32);
                d.insn.push_op(o);
                let o = d.mem(&S33);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xfc7e0000000003ef;
            }
            if d.bits & 0xfc7e0000000003ef == 0x5c7e000000000225 {
                d.insn.push_path(37);
                d.consumed |= 0xfc7e0000000003ef;
                t138(d);
                t144(d);
                t143(d);
                t14(d);
                let o = d.reg(&S32);
                d.insn.push_op(o);
                let o = d.mem(&S33);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xfc7e0000000003ef;
            }
            if d.bits & 0xfc7e0000000003ef == 0x5c7e000000000245 {
                d.insn.push_path(39);
                d.consumed |= 0xfc7e0000000003ef;
                t138(d);
                t145(d);
                t143(d);
                t14(d);
                let o = d.reg(&S32);
                d.insn.push_op(o);
                let o = d.mem(&S33);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xfc7e0000000003ef;
            }
        }
        24 => {}
        25 => {}
        26 => {
            if d.bits & 0xfc7e0000000003ef == 0x687e000000000205 {
                d.insn.push_path(40);
                d.consumed |= 0xfc7e0000000003ef;
                t146(d);
                t14(d);
                let o = d.reg(&S32);
                d.insn.push_op(o);
                let o = d.mem(&S33);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xfc7e0000000003ef;
            }
        }
        27 => {
            if d.bits & 0xfc7e0000000003ef == 0x6c7e000000000205 {
                d.insn.push_path(41);
                d.consumed |= 0xfc7e0000000003ef;
                t138(d);
                t146(d);
                t14(d);
                let o = d.reg(&S32);
                d.insn.push_op(o);
                let o = d.mem(&S33);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xfc7e0000000003ef;
            }
        }
        28 => {}
        29 => {}
        30 => {}
        31 => {}
        32 => {
            if d.bits & 0xfc0000000000000f == 0x8000000000000005 {
                d.insn.push_path(0);
                d.consumed |= 0xfc0000000000000f;
                t135(d);
                t136(d);
                t14(d);
                t137(d);
                let o = d.mem(&S31);
                d.insn.push_op(o);
                return 0xfc0000000000000f;
            }
        }
        33 => {
            if d.bits & 0xfc0000000000000f == 0x8400000000000005 {
                d.insn.push_path(1);
                d.consumed |= 0xfc0000000000000f;
                t138(d);
                t135(d);
                t136(d);
                t14(d);
                t137(d);
                let o = d.mem(&S31);
                d.insn.push_op(o);
                return 0xfc0000000000000f;
            }
        }
        34 => {
            if d.bits & 0xfc0000000000000f == 0x8800000000000005 {
                d.insn.push_path(2);
                d.consumed |= 0xfc0000000000000f;
                t135(d);
                t136(d);
                t14(d);
                t137(d);
                let o = d.mem(&S31);
                d.insn.push_op(o);
                return 0xfc0000000000000f;
            }
        }
        35 => {
            if d.bits & 0xfc0000000000000f == 0x8c00000000000005 {
                d.insn.push_path(3);
                d.consumed |= 0xfc0000000000000f;
                t138(d);
                t135(d);
                t136(d);
                t14(d);
                t137(d);
                let o = d.mem(&S31);
                d.insn.push_op(o);
                return 0xfc0000000000000f;
            }
        }
        36 => {
            if d.bits & 0xfc0000000000000f == 0x9000000000000005 {
                d.insn.push_path(4);
                d.consumed |= 0xfc0000000000000f;
                t135(d);
                t139(d);
                t14(d);
                let o = d.mem(&S31);
                d.insn.push_op(o);
                t137(d);
                return 0xfc0000000000000f;
            }
        }
        37 => {
            if d.bits & 0xfc0000000000000f == 0x9400000000000005 {
                d.insn.push_path(5);
                d.consumed |= 0xfc0000000000000f;
                t138(d);
                t135(d);
                t139(d);
                t14(d);
                let o = d.mem(&S31);
                d.insn.push_op(o);
                t137(d);
                return 0xfc0000000000000f;
            }
        }
        38 => {}
        39 => {}
        40 => {}
        41 => {}
        42 => {}
        43 => {}
        44 => {}
        45 => {}
        46 => {}
        47 => {}
        48 => {
            if d.bits & 0xff0000000000000f == 0xc100000000000005 {
                d.insn.push_path(6);
                d.consumed |= 0xff0000000000000f;
                t135(d);
                t136(d);
                t14(d);
                t137(d);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                return 0xff0000000000000f;
            }
            if d.bits & 0xff0000000000000f == 0xc000000000000005 {
                d.insn.push_path(7);
                d.consumed |= 0xff0000000000000f;
                t140(d);
                t135(d);
                t14(d);
                t137(d);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                return 0xff0000000000000f;
            }
        }
        49 => {}
        50 => {
            if d.bits & 0xff0000000000000f == 0xc900000000000005 {
                d.insn.push_path(8);
                d.consumed |= 0xff0000000000000f;
                t135(d);
                t139(d);
                t14(d);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                t137(d);
                return 0xff0000000000000f;
            }
            if d.bits & 0xff0000000000000f == 0xc800000000000005 {
                d.insn.push_path(9);
                d.consumed |= 0xff0000000000000f;
                t135(d);
                t139(d);
                t14(d);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                t137(d);
                return 0xff0000000000000f;
            }
        }
        51 => {}
        52 => {}
        53 => {}
        54 => {}
        55 => {}
        56 => {}
        57 => {}
        58 => {}
        59 => {}
        60 => {}
        61 => {}
        62 => {}
        63 => {}
        _ => {}
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t150(d: &mut Dec) -> u64 {
    if d.bits & 0x2c00000fc000000 == 0xfc000000 {
        d.insn.push_path(0);
        d.consumed |= 0x2c00000fc000000;
        return 0x2c00000fc000000;
    }
    if d.bits & 0x2c0000000000000 == 0x200000000000000 {
        d.insn.push_path(1);
        d.consumed |= 0x2c0000000000000;
        return 0x2c0000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t151(d: &mut Dec) -> u64 {
    if d.bits & 0x180 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x180;
        return 0x180;
    }
    if d.bits & 0x180 == 0x80 {
        d.insn.push_path(1);
        d.consumed |= 0x180;
        return 0x180;
    }
    if d.bits & 0x180 == 0x100 {
        d.insn.push_path(2);
        d.consumed |= 0x180;
        return 0x180;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t152(d: &mut Dec) -> u64 {
    if d.bits & 0x200000000000000 == 0x200000000000000 {
        d.insn.push_path(0);
        d.consumed |= 0x200000000000000;
        let o = d.reg(&S8);
        d.insn.push_op(o);
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
fn t153(d: &mut Dec) -> u64 {
    if d.bits & 0x38000000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x38000000000000;
        return 0x38000000000000;
    }
    if d.bits & 0x38000000000000 == 0x8000000000000 {
        d.insn.push_path(1);
        d.consumed |= 0x38000000000000;
        return 0x38000000000000;
    }
    if d.bits & 0x38000000000000 == 0x10000000000000 {
        d.insn.push_path(2);
        d.consumed |= 0x38000000000000;
        return 0x38000000000000;
    }
    if d.bits & 0x38000000000000 == 0x18000000000000 {
        d.insn.push_path(3);
        d.consumed |= 0x38000000000000;
        return 0x38000000000000;
    }
    if d.bits & 0x38000000000000 == 0x20000000000000 {
        d.insn.push_path(4);
        d.consumed |= 0x38000000000000;
        return 0x38000000000000;
    }
    if d.bits & 0x38000000000000 == 0x30000000000000 {
        d.insn.push_path(5);
        d.consumed |= 0x38000000000000;
        return 0x38000000000000;
    }
    if d.bits & 0x38000000000000 == 0x38000000000000 {
        d.insn.push_path(6);
        d.consumed |= 0x38000000000000;
        return 0x38000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t154(d: &mut Dec) -> u64 {
    if d.bits & 0xfc0000000000000f == 0x1400000000000006 {
        d.insn.push_path(0);
        d.consumed |= 0xfc0000000000000f;
        t135(d);
        t14(d);
        t137(d);
        let o = d.mem(&S7);
        d.insn.push_op(o);
        return 0xfc0000000000000f;
    }
    if d.bits & 0xfc0000000000000f == 0x9000000000000006 {
        d.insn.push_path(1);
        d.consumed |= 0xfc0000000000000f;
        t150(d);
        t151(d);
        t14(d);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        let o = d.reg(&S5);
        d.insn.push_op(o);
        t152(d);
        let o = d.imm(&S36);
        d.insn.push_op(o);
        t153(d);
        let o = d.imm(&S37);
        d.insn.push_op(o);
        return 0xfc0000000000000f;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t155(d: &mut Dec) -> u64 {
    d.insn.push_path(NO_MATCH);
    0
}
fn t156(d: &mut Dec) -> u64 {
    if d.bits & 0x1000000 == 0x1000000 {
        d.insn.push_path(0);
        d.consumed |= 0x1000000;
        return 0x1000000;
    }
    if d.bits & 0x1000000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x1000000;
        return 0x1000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t157(d: &mut Dec) -> u64 {
    if d.bits & 0x601c000 == 0x1c000 {
        d.insn.push_path(0);
        d.consumed |= 0x601c000;
        let o = d.reg(&S13);
        d.insn.push_op(o);
        t79(d);
        let o = d.reg(&S23);
        d.insn.push_op(o);
        let o = d.reg(&S14);
        d.insn.push_op(o);
        return 0x601c000;
    }
    if d.bits & 0x6000000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x6000000;
        let o = d.reg(&S13);
        d.insn.push_op(o);
        t79(d);
        let o = d.reg(&S23);
        d.insn.push_op(o);
        t156(d);
        let o = d.reg(&S14);
        d.insn.push_op(o);
        return 0x6000000;
    }
    if d.bits & 0x6000000 == 0x2000000 {
        d.insn.push_path(2);
        d.consumed |= 0x6000000;
        let o = d.reg(&S13);
        d.insn.push_op(o);
        t79(d);
        let o = d.reg(&S23);
        d.insn.push_op(o);
        t156(d);
        let o = d.reg(&S14);
        d.insn.push_op(o);
        return 0x6000000;
    }
    if d.bits & 0x6000000 == 0x4000000 {
        d.insn.push_path(3);
        d.consumed |= 0x6000000;
        let o = d.reg(&S13);
        d.insn.push_op(o);
        t79(d);
        let o = d.reg(&S23);
        d.insn.push_op(o);
        t156(d);
        let o = d.reg(&S14);
        d.insn.push_op(o);
        return 0x6000000;
    }
    {
        d.insn.push_path(4);
        d.consumed |= 0x0;
        let o = d.reg(&S13);
        d.insn.push_op(o);
        return 0x0;
    }
}
fn t158(d: &mut Dec) -> u64 {
    if d.bits & 0x4000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x4000000;
        let o = d.reg(&S5);
        d.insn.push_op(o);
        return 0x4000000;
    }
    if d.bits & 0x4000000 == 0x4000000 {
        d.insn.push_path(1);
        d.consumed |= 0x4000000;
        let o = d.imm(&S38);
        d.insn.push_op(o);
        return 0x4000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t159(d: &mut Dec) -> u64 {
    if d.bits & 0x40000000 == 0x40000000 {
        d.insn.push_path(0);
        d.consumed |= 0x40000000;
        return 0x40000000;
    }
    if d.bits & 0x40000000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x40000000;
        return 0x40000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t160(d: &mut Dec) -> u64 {
    if d.bits & 0x40000000 == 0x40000000 {
        d.insn.push_path(0);
        d.consumed |= 0x40000000;
        return 0x40000000;
    }
    if d.bits & 0x40000000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x40000000;
        return 0x40000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t161(d: &mut Dec) -> u64 {
    if d.bits & 0x2000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x2000;
        return 0x2000;
    }
    if d.bits & 0x2000 == 0x2000 {
        d.insn.push_path(1);
        d.consumed |= 0x2000;
        return 0x2000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t162(d: &mut Dec) -> u64 {
    if d.bits & 0x1000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x1000;
        return 0x1000;
    }
    if d.bits & 0x1000 == 0x1000 {
        d.insn.push_path(1);
        d.consumed |= 0x1000;
        return 0x1000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t163(d: &mut Dec) -> u64 {
    if d.bits & 0x800 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x800;
        return 0x800;
    }
    if d.bits & 0x800 == 0x800 {
        d.insn.push_path(1);
        d.consumed |= 0x800;
        return 0x800;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t164(d: &mut Dec) -> u64 {
    if d.bits & 0x2000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x2000;
        return 0x2000;
    }
    if d.bits & 0x2000 == 0x2000 {
        d.insn.push_path(1);
        d.consumed |= 0x2000;
        return 0x2000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t165(d: &mut Dec) -> u64 {
    if d.bits & 0x1000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x1000;
        return 0x1000;
    }
    if d.bits & 0x1000 == 0x1000 {
        d.insn.push_path(1);
        d.consumed |= 0x1000;
        return 0x1000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t166(d: &mut Dec) -> u64 {
    if d.bits & 0x800 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x800;
        return 0x800;
    }
    if d.bits & 0x800 == 0x800 {
        d.insn.push_path(1);
        d.consumed |= 0x800;
        return 0x800;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t167(d: &mut Dec) -> u64 {
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
fn t168(d: &mut Dec) -> u64 {
    if d.bits & 0x1000200 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x1000200;
        return 0x1000200;
    }
    if d.bits & 0x1000200 == 0x200 {
        d.insn.push_path(1);
        d.consumed |= 0x1000200;
        return 0x1000200;
    }
    if d.bits & 0x1000200 == 0x1000000 {
        d.insn.push_path(2);
        d.consumed |= 0x1000200;
        return 0x1000200;
    }
    if d.bits & 0x1000200 == 0x1000200 {
        d.insn.push_path(3);
        d.consumed |= 0x1000200;
        return 0x1000200;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t169(d: &mut Dec) -> u64 {
    if d.bits & 0x800000 == 0x800000 {
        d.insn.push_path(0);
        d.consumed |= 0x800000;
        return 0x800000;
    }
    if d.bits & 0x800000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x800000;
        return 0x800000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t170(d: &mut Dec) -> u64 {
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
fn t171(d: &mut Dec) -> u64 {
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
fn t172(d: &mut Dec) -> u64 {
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
fn t173(d: &mut Dec) -> u64 {
    if d.bits & 0x300 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x300;
        let o = d.reg(&S5);
        d.insn.push_op(o);
        return 0x300;
    }
    if d.bits & 0x300 == 0x100 {
        d.insn.push_path(1);
        d.consumed |= 0x300;
        let o = d.mem(&S39);
        d.insn.push_op(o);
        return 0x300;
    }
    if d.bits & 0x300 == 0x200 {
        d.insn.push_path(2);
        d.consumed |= 0x300;
        let o = d.mem(&S40);
        d.insn.push_op(o);
        return 0x300;
    }
    if d.bits & 0x300 == 0x300 {
        d.insn.push_path(3);
        d.consumed |= 0x300;
        let o = d.mem(&S41);
        d.insn.push_op(o);
        return 0x300;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t174(d: &mut Dec) -> u64 {
    if d.bits & 0x1000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x1000000;
        return 0x1000000;
    }
    if d.bits & 0x1000000 == 0x1000000 {
        d.insn.push_path(1);
        d.consumed |= 0x1000000;
        return 0x1000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t175(d: &mut Dec) -> u64 {
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
fn t176(d: &mut Dec) -> u64 {
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
fn t177(d: &mut Dec) -> u64 {
    if d.bits & 0x1000000 == 0x1000000 {
        d.insn.push_path(0);
        d.consumed |= 0x1000000;
        return 0x1000000;
    }
    if d.bits & 0x1000000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x1000000;
        return 0x1000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t178(d: &mut Dec) -> u64 {
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
fn t179(d: &mut Dec) -> u64 {
    if d.bits & 0x300 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x300;
        let o = d.reg(&S8);
        d.insn.push_op(o);
        return 0x300;
    }
    if d.bits & 0x300 == 0x100 {
        d.insn.push_path(1);
        d.consumed |= 0x300;
        let o = d.mem(&S42);
        d.insn.push_op(o);
        return 0x300;
    }
    if d.bits & 0x300 == 0x200 {
        d.insn.push_path(2);
        d.consumed |= 0x300;
        let o = d.mem(&S43);
        d.insn.push_op(o);
        return 0x300;
    }
    if d.bits & 0x300 == 0x300 {
        d.insn.push_path(3);
        d.consumed |= 0x300;
        let o = d.mem(&S44);
        d.insn.push_op(o);
        return 0x300;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t180(d: &mut Dec) -> u64 {
    if d.bits & 0x1c000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x1c000;
        return 0x1c000;
    }
    if d.bits & 0x1c000 == 0x4000 {
        d.insn.push_path(1);
        d.consumed |= 0x1c000;
        return 0x1c000;
    }
    if d.bits & 0x1c000 == 0x8000 {
        d.insn.push_path(2);
        d.consumed |= 0x1c000;
        return 0x1c000;
    }
    if d.bits & 0x1c000 == 0xc000 {
        d.insn.push_path(3);
        d.consumed |= 0x1c000;
        return 0x1c000;
    }
    if d.bits & 0x1c000 == 0x10000 {
        d.insn.push_path(4);
        d.consumed |= 0x1c000;
        return 0x1c000;
    }
    if d.bits & 0x1c000 == 0x14000 {
        d.insn.push_path(5);
        d.consumed |= 0x1c000;
        return 0x1c000;
    }
    if d.bits & 0x1c000 == 0x18000 {
        d.insn.push_path(6);
        d.consumed |= 0x1c000;
        return 0x1c000;
    }
    if d.bits & 0x1c000 == 0x1c000 {
        d.insn.push_path(7);
        d.consumed |= 0x1c000;
        return 0x1c000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t181(d: &mut Dec) -> u64 {
    if d.bits & 0x2000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x2000;
        return 0x2000;
    }
    if d.bits & 0x2000 == 0x2000 {
        d.insn.push_path(1);
        d.consumed |= 0x2000;
        return 0x2000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t182(d: &mut Dec) -> u64 {
    if d.bits & 0x1000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x1000;
        return 0x1000;
    }
    if d.bits & 0x1000 == 0x1000 {
        d.insn.push_path(1);
        d.consumed |= 0x1000;
        return 0x1000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t183(d: &mut Dec) -> u64 {
    match ((d.bits >> 9) as usize & 1) << 0
        | ((d.bits >> 10) as usize & 1) << 1
        | ((d.bits >> 11) as usize & 1) << 2
        | ((d.bits >> 8) as usize & 1) << 3
        | ((d.bits >> 7) as usize & 1) << 4
    {
        0 => {
            if d.bits & 0xe00 == 0x0 {
                d.insn.push_path(0);
                d.consumed |= 0xe00;
                return 0xe00;
            }
        }
        1 => {
            if d.bits & 0xe00 == 0x200 {
                d.insn.push_path(1);
                d.consumed |= 0xe00;
                return 0xe00;
            }
        }
        2 => {
            if d.bits & 0xe00 == 0x400 {
                d.insn.push_path(2);
                d.consumed |= 0xe00;
                return 0xe00;
            }
        }
        3 => {
            if d.bits & 0xe00 == 0x600 {
                d.insn.push_path(3);
                d.consumed |= 0xe00;
                return 0xe00;
            }
        }
        4 => {
            if d.bits & 0xe00 == 0x800 {
                d.insn.push_path(4);
                d.consumed |= 0xe00;
                return 0xe00;
            }
        }
        5 => {
            if d.bits & 0xf80 == 0xa00 {
                d.insn.push_path(5);
                d.consumed |= 0xf80;
                return 0xf80;
            }
        }
        6 => {
            if d.bits & 0xf00 == 0xc00 {
                d.insn.push_path(9);
                d.consumed |= 0xf00;
                return 0xf00;
            }
        }
        7 => {
            if d.bits & 0xf00 == 0xe00 {
                d.insn.push_path(11);
                d.consumed |= 0xf00;
                return 0xf00;
            }
        }
        8 => {
            if d.bits & 0xe00 == 0x0 {
                d.insn.push_path(0);
                d.consumed |= 0xe00;
                return 0xe00;
            }
        }
        9 => {
            if d.bits & 0xe00 == 0x200 {
                d.insn.push_path(1);
                d.consumed |= 0xe00;
                return 0xe00;
            }
        }
        10 => {
            if d.bits & 0xe00 == 0x400 {
                d.insn.push_path(2);
                d.consumed |= 0xe00;
                return 0xe00;
            }
        }
        11 => {
            if d.bits & 0xe00 == 0x600 {
                d.insn.push_path(3);
                d.consumed |= 0xe00;
                return 0xe00;
            }
        }
        12 => {
            if d.bits & 0xe00 == 0x800 {
                d.insn.push_path(4);
                d.consumed |= 0xe00;
                return 0xe00;
            }
        }
        13 => {
            if d.bits & 0xf80 == 0xb00 {
                d.insn.push_path(7);
                d.consumed |= 0xf80;
                return 0xf80;
            }
        }
        14 => {
            if d.bits & 0xf00 == 0xd00 {
                d.insn.push_path(10);
                d.consumed |= 0xf00;
                return 0xf00;
            }
        }
        15 => {
            if d.bits & 0xf80 == 0xf00 {
                d.insn.push_path(12);
                d.consumed |= 0xf80;
                return 0xf80;
            }
        }
        16 => {
            if d.bits & 0xe00 == 0x0 {
                d.insn.push_path(0);
                d.consumed |= 0xe00;
                return 0xe00;
            }
        }
        17 => {
            if d.bits & 0xe00 == 0x200 {
                d.insn.push_path(1);
                d.consumed |= 0xe00;
                return 0xe00;
            }
        }
        18 => {
            if d.bits & 0xe00 == 0x400 {
                d.insn.push_path(2);
                d.consumed |= 0xe00;
                return 0xe00;
            }
        }
        19 => {
            if d.bits & 0xe00 == 0x600 {
                d.insn.push_path(3);
                d.consumed |= 0xe00;
                return 0xe00;
            }
        }
        20 => {
            if d.bits & 0xe00 == 0x800 {
                d.insn.push_path(4);
                d.consumed |= 0xe00;
                return 0xe00;
            }
        }
        21 => {
            if d.bits & 0xf80 == 0xa80 {
                d.insn.push_path(6);
                d.consumed |= 0xf80;
                return 0xf80;
            }
        }
        22 => {
            if d.bits & 0xf00 == 0xc00 {
                d.insn.push_path(9);
                d.consumed |= 0xf00;
                return 0xf00;
            }
        }
        23 => {
            if d.bits & 0xf00 == 0xe00 {
                d.insn.push_path(11);
                d.consumed |= 0xf00;
                return 0xf00;
            }
        }
        24 => {
            if d.bits & 0xe00 == 0x0 {
                d.insn.push_path(0);
                d.consumed |= 0xe00;
                return 0xe00;
            }
        }
        25 => {
            if d.bits & 0xe00 == 0x200 {
                d.insn.push_path(1);
                d.consumed |= 0xe00;
                return 0xe00;
            }
        }
        26 => {
            if d.bits & 0xe00 == 0x400 {
                d.insn.push_path(2);
                d.consumed |= 0xe00;
                return 0xe00;
            }
        }
        27 => {
            if d.bits & 0xe00 == 0x600 {
                d.insn.push_path(3);
                d.consumed |= 0xe00;
                return 0xe00;
            }
        }
        28 => {
            if d.bits & 0xe00 == 0x800 {
                d.insn.push_path(4);
                d.consumed |= 0xe00;
                return 0xe00;
            }
        }
        29 => {
            if d.bits & 0xf80 == 0xb80 {
                d.insn.push_path(8);
                d.consumed |= 0xf80;
                return 0xf80;
            }
        }
        30 => {
            if d.bits & 0xf00 == 0xd00 {
                d.insn.push_path(10);
                d.consumed |= 0xf00;
                return 0xf00;
            }
        }
        31 => {
            if d.bits & 0xf80 == 0xf80 {
                d.insn.push_path(13);
                d.consumed |= 0xf80;
                return 0xf80;
            }
        }
        _ => {}
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t184(d: &mut Dec) -> u64 {
    match ((d.bits >> 11) as usize & 1) << 0
        | ((d.bits >> 7) as usize & 1) << 1
        | ((d.bits >> 8) as usize & 1) << 2
        | ((d.bits >> 9) as usize & 1) << 3
        | ((d.bits >> 10) as usize & 1) << 4
    {
        0 => {
            if d.bits & 0x980 == 0x0 {
                d.insn.push_path(0);
                d.consumed |= 0x980;
                return 0x980;
            }
        }
        1 => {
            if d.bits & 0xf80 == 0x800 {
                d.insn.push_path(4);
                d.consumed |= 0xf80;
                return 0xf80;
            }
        }
        2 => {
            if d.bits & 0x980 == 0x80 {
                d.insn.push_path(1);
                d.consumed |= 0x980;
                return 0x980;
            }
        }
        3 => {
            if d.bits & 0xf80 == 0x880 {
                d.insn.push_path(5);
                d.consumed |= 0xf80;
                return 0xf80;
            }
        }
        4 => {
            if d.bits & 0x980 == 0x100 {
                d.insn.push_path(2);
                d.consumed |= 0x980;
                return 0x980;
            }
        }
        5 => {
            if d.bits & 0xf80 == 0x900 {
                d.insn.push_path(6);
                d.consumed |= 0xf80;
                return 0xf80;
            }
        }
        6 => {
            if d.bits & 0x980 == 0x180 {
                d.insn.push_path(3);
                d.consumed |= 0x980;
                return 0x980;
            }
        }
        7 => {
            if d.bits & 0xf80 == 0x980 {
                d.insn.push_path(7);
                d.consumed |= 0xf80;
                return 0xf80;
            }
        }
        8 => {
            if d.bits & 0x980 == 0x0 {
                d.insn.push_path(0);
                d.consumed |= 0x980;
                return 0x980;
            }
        }
        9 => {
            if d.bits & 0xe00 == 0xa00 {
                d.insn.push_path(8);
                d.consumed |= 0xe00;
                return 0xe00;
            }
        }
        10 => {
            if d.bits & 0x980 == 0x80 {
                d.insn.push_path(1);
                d.consumed |= 0x980;
                return 0x980;
            }
        }
        11 => {
            if d.bits & 0xe00 == 0xa00 {
                d.insn.push_path(8);
                d.consumed |= 0xe00;
                return 0xe00;
            }
        }
        12 => {
            if d.bits & 0x980 == 0x100 {
                d.insn.push_path(2);
                d.consumed |= 0x980;
                return 0x980;
            }
        }
        13 => {
            if d.bits & 0xe00 == 0xa00 {
                d.insn.push_path(8);
                d.consumed |= 0xe00;
                return 0xe00;
            }
        }
        14 => {
            if d.bits & 0x980 == 0x180 {
                d.insn.push_path(3);
                d.consumed |= 0x980;
                return 0x980;
            }
        }
        15 => {
            if d.bits & 0xe00 == 0xa00 {
                d.insn.push_path(8);
                d.consumed |= 0xe00;
                return 0xe00;
            }
        }
        16 => {
            if d.bits & 0x980 == 0x0 {
                d.insn.push_path(0);
                d.consumed |= 0x980;
                return 0x980;
            }
        }
        17 => {
            if d.bits & 0xe80 == 0xc00 {
                d.insn.push_path(9);
                d.consumed |= 0xe80;
                return 0xe80;
            }
        }
        18 => {
            if d.bits & 0x980 == 0x80 {
                d.insn.push_path(1);
                d.consumed |= 0x980;
                return 0x980;
            }
        }
        19 => {
            if d.bits & 0xe80 == 0xc80 {
                d.insn.push_path(10);
                d.consumed |= 0xe80;
                return 0xe80;
            }
        }
        20 => {
            if d.bits & 0x980 == 0x100 {
                d.insn.push_path(2);
                d.consumed |= 0x980;
                return 0x980;
            }
        }
        21 => {
            if d.bits & 0xe80 == 0xc00 {
                d.insn.push_path(9);
                d.consumed |= 0xe80;
                return 0xe80;
            }
        }
        22 => {
            if d.bits & 0x980 == 0x180 {
                d.insn.push_path(3);
                d.consumed |= 0x980;
                return 0x980;
            }
        }
        23 => {
            if d.bits & 0xe80 == 0xc80 {
                d.insn.push_path(10);
                d.consumed |= 0xe80;
                return 0xe80;
            }
        }
        24 => {
            if d.bits & 0x980 == 0x0 {
                d.insn.push_path(0);
                d.consumed |= 0x980;
                return 0x980;
            }
        }
        25 => {
            if d.bits & 0xf80 == 0xe00 {
                d.insn.push_path(11);
                d.consumed |= 0xf80;
                return 0xf80;
            }
        }
        26 => {
            if d.bits & 0x980 == 0x80 {
                d.insn.push_path(1);
                d.consumed |= 0x980;
                return 0x980;
            }
        }
        27 => {
            if d.bits & 0xf80 == 0xe80 {
                d.insn.push_path(12);
                d.consumed |= 0xf80;
                return 0xf80;
            }
        }
        28 => {
            if d.bits & 0x980 == 0x100 {
                d.insn.push_path(2);
                d.consumed |= 0x980;
                return 0x980;
            }
        }
        29 => {
            if d.bits & 0xf00 == 0xf00 {
                d.insn.push_path(13);
                d.consumed |= 0xf00;
                return 0xf00;
            }
        }
        30 => {
            if d.bits & 0x980 == 0x180 {
                d.insn.push_path(3);
                d.consumed |= 0x980;
                return 0x980;
            }
        }
        31 => {
            if d.bits & 0xf00 == 0xf00 {
                d.insn.push_path(13);
                d.consumed |= 0xf00;
                return 0xf00;
            }
        }
        _ => {}
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t185(d: &mut Dec) -> u64 {
    if d.bits & 0x80 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x80;
        return 0x80;
    }
    if d.bits & 0x80 == 0x80 {
        d.insn.push_path(1);
        d.consumed |= 0x80;
        return 0x80;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t186(d: &mut Dec) -> u64 {
    match ((d.bits >> 7) as usize & 1) << 0
        | ((d.bits >> 14) as usize & 1) << 1
        | ((d.bits >> 15) as usize & 1) << 2
        | ((d.bits >> 16) as usize & 1) << 3
    {
        0 => {
            if d.bits & 0x1c080 == 0x0 {
                d.insn.push_path(0);
                d.consumed |= 0x1c080;
                return 0x1c080;
            }
        }
        1 => {
            if d.bits & 0x1c080 == 0x80 {
                d.insn.push_path(1);
                d.consumed |= 0x1c080;
                return 0x1c080;
            }
        }
        2 => {
            if d.bits & 0x1c080 == 0x4000 {
                d.insn.push_path(2);
                d.consumed |= 0x1c080;
                return 0x1c080;
            }
        }
        3 => {
            if d.bits & 0x1c080 == 0x4080 {
                d.insn.push_path(3);
                d.consumed |= 0x1c080;
                return 0x1c080;
            }
        }
        4 => {
            if d.bits & 0x1c080 == 0x8000 {
                d.insn.push_path(4);
                d.consumed |= 0x1c080;
                return 0x1c080;
            }
        }
        5 => {
            if d.bits & 0x1c080 == 0x8080 {
                d.insn.push_path(5);
                d.consumed |= 0x1c080;
                return 0x1c080;
            }
        }
        6 => {
            if d.bits & 0x1c080 == 0xc000 {
                d.insn.push_path(6);
                d.consumed |= 0x1c080;
                return 0x1c080;
            }
        }
        7 => {
            if d.bits & 0x1c080 == 0xc080 {
                d.insn.push_path(7);
                d.consumed |= 0x1c080;
                return 0x1c080;
            }
        }
        8 => {
            if d.bits & 0x1c080 == 0x10000 {
                d.insn.push_path(8);
                d.consumed |= 0x1c080;
                return 0x1c080;
            }
        }
        9 => {
            if d.bits & 0x1c080 == 0x10080 {
                d.insn.push_path(9);
                d.consumed |= 0x1c080;
                return 0x1c080;
            }
        }
        10 => {
            if d.bits & 0x1c080 == 0x14000 {
                d.insn.push_path(10);
                d.consumed |= 0x1c080;
                return 0x1c080;
            }
        }
        11 => {
            if d.bits & 0x1c080 == 0x14080 {
                d.insn.push_path(11);
                d.consumed |= 0x1c080;
                return 0x1c080;
            }
        }
        12 => {
            if d.bits & 0x1c080 == 0x18000 {
                d.insn.push_path(12);
                d.consumed |= 0x1c080;
                return 0x1c080;
            }
        }
        13 => {
            if d.bits & 0x1c080 == 0x18080 {
                d.insn.push_path(13);
                d.consumed |= 0x1c080;
                return 0x1c080;
            }
        }
        14 => {
            if d.bits & 0x1c080 == 0x1c000 {
                d.insn.push_path(14);
                d.consumed |= 0x1c080;
                return 0x1c080;
            }
        }
        15 => {
            if d.bits & 0x1c080 == 0x1c080 {
                d.insn.push_path(15);
                d.consumed |= 0x1c080;
                return 0x1c080;
            }
        }
        _ => {}
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t187(d: &mut Dec) -> u64 {
    if d.bits & 0x40 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x40;
        return 0x40;
    }
    if d.bits & 0x40 == 0x40 {
        d.insn.push_path(1);
        d.consumed |= 0x40;
        return 0x40;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t188(d: &mut Dec) -> u64 {
    if d.bits & 0x20 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x20;
        return 0x20;
    }
    if d.bits & 0x20 == 0x20 {
        d.insn.push_path(1);
        d.consumed |= 0x20;
        return 0x20;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t189(d: &mut Dec) -> u64 {
    if d.bits & 0xc0 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0xc0;
        let o = d.reg(&S8);
        d.insn.push_op(o);
        return 0xc0;
    }
    if d.bits & 0xc0 == 0x40 {
        d.insn.push_path(1);
        d.consumed |= 0xc0;
        let o = d.mem(&S42);
        d.insn.push_op(o);
        return 0xc0;
    }
    if d.bits & 0xc0 == 0x80 {
        d.insn.push_path(2);
        d.consumed |= 0xc0;
        let o = d.mem(&S43);
        d.insn.push_op(o);
        return 0xc0;
    }
    if d.bits & 0xc0 == 0xc0 {
        d.insn.push_path(3);
        d.consumed |= 0xc0;
        let o = d.mem(&S44);
        d.insn.push_op(o);
        return 0xc0;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t190(d: &mut Dec) -> u64 {
    if d.bits & 0x10 == 0x10 {
        d.insn.push_path(0);
        d.consumed |= 0x10;
        return 0x10;
    }
    if d.bits & 0x10 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x10;
        return 0x10;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t191(d: &mut Dec) -> u64 {
    if d.bits & 0xc0 == 0x40 {
        d.insn.push_path(0);
        d.consumed |= 0xc0;
        let o = d.mem(&S45);
        d.insn.push_op(o);
        return 0xc0;
    }
    if d.bits & 0xc0 == 0x80 {
        d.insn.push_path(1);
        d.consumed |= 0xc0;
        let o = d.mem(&S46);
        d.insn.push_op(o);
        return 0xc0;
    }
    if d.bits & 0xc0 == 0xc0 {
        d.insn.push_path(2);
        d.consumed |= 0xc0;
        let o = d.mem(&S47);
        d.insn.push_op(o);
        return 0xc0;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t192(d: &mut Dec) -> u64 {
    if d.bits & 0x20000000 == 0x20000000 {
        d.insn.push_path(0);
        d.consumed |= 0x20000000;
        return 0x20000000;
    }
    if d.bits & 0x20000000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x20000000;
        return 0x20000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t193(d: &mut Dec) -> u64 {
    if d.bits & 0x10000000 == 0x10000000 {
        d.insn.push_path(0);
        d.consumed |= 0x10000000;
        return 0x10000000;
    }
    if d.bits & 0x10000000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x10000000;
        return 0x10000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t194(d: &mut Dec) -> u64 {
    match ((d.bits >> 5) as usize & 1) << 0
        | ((d.bits >> 6) as usize & 1) << 1
        | ((d.bits >> 7) as usize & 1) << 2
        | ((d.bits >> 8) as usize & 1) << 3
        | ((d.bits >> 9) as usize & 1) << 4
    {
        0 => {
            if d.bits & 0x3e0 == 0x0 {
                d.insn.push_path(0);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        1 => {
            if d.bits & 0x3e0 == 0x20 {
                d.insn.push_path(1);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        2 => {
            if d.bits & 0x3e0 == 0x40 {
                d.insn.push_path(2);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        3 => {
            if d.bits & 0x3e0 == 0x60 {
                d.insn.push_path(3);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        4 => {
            if d.bits & 0x3e0 == 0x80 {
                d.insn.push_path(4);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        5 => {
            if d.bits & 0x3e0 == 0xa0 {
                d.insn.push_path(5);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        6 => {
            if d.bits & 0x3e0 == 0xc0 {
                d.insn.push_path(6);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        7 => {
            if d.bits & 0x3e0 == 0xe0 {
                d.insn.push_path(7);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        8 => {
            if d.bits & 0x3e0 == 0x100 {
                d.insn.push_path(8);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        9 => {
            if d.bits & 0x3e0 == 0x120 {
                d.insn.push_path(9);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        10 => {
            if d.bits & 0x3e0 == 0x140 {
                d.insn.push_path(10);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        11 => {
            if d.bits & 0x3e0 == 0x160 {
                d.insn.push_path(11);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        12 => {
            if d.bits & 0x3e0 == 0x180 {
                d.insn.push_path(12);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        13 => {
            if d.bits & 0x3e0 == 0x1a0 {
                d.insn.push_path(13);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        14 => {
            if d.bits & 0x3e0 == 0x1c0 {
                d.insn.push_path(14);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        15 => {
            if d.bits & 0x3e0 == 0x1e0 {
                d.insn.push_path(23);
                d.consumed |= 0x3e0;
                return 0x3e0;
            }
        }
        16 => {
            if d.bits & 0x3e0 == 0x200 {
                d.insn.push_path(15);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        17 => {
            if d.bits & 0x3e0 == 0x220 {
                d.insn.push_path(16);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        18 => {
            if d.bits & 0x3e0 == 0x240 {
                d.insn.push_path(17);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        19 => {
            if d.bits & 0x3e0 == 0x260 {
                d.insn.push_path(18);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        20 => {
            if d.bits & 0x3e0 == 0x280 {
                d.insn.push_path(19);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        21 => {
            if d.bits & 0x3e0 == 0x2a0 {
                d.insn.push_path(20);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        22 => {
            if d.bits & 0x3e0 == 0x2c0 {
                d.insn.push_path(21);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        23 => {
            if d.bits & 0x3e0 == 0x2e0 {
                d.insn.push_path(22);
                d.consumed |= 0x3e0;
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0x3e0;
            }
        }
        24 => {}
        25 => {}
        26 => {}
        27 => {}
        28 => {}
        29 => {}
        30 => {}
        31 => {}
        _ => {}
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t195(d: &mut Dec) -> u64 {
    if d.bits & 0x20 == 0x20 {
        d.insn.push_path(0);
        d.consumed |= 0x20;
        return 0x20;
    }
    if d.bits & 0x20 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x20;
        return 0x20;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t196(d: &mut Dec) -> u64 {
    match ((d.bits >> 0) as usize & 1) << 0
        | ((d.bits >> 1) as usize & 1) << 1
        | ((d.bits >> 2) as usize & 1) << 2
        | ((d.bits >> 4) as usize & 1) << 3
        | ((d.bits >> 5) as usize & 1) << 4
        | ((d.bits >> 6) as usize & 1) << 5
    {
        0 => {
            if d.bits & 0xf80003ff == 0x8 {
                d.insn.push_path(0);
                d.consumed |= 0xf80003ff;
                t1(d);
                return 0xf80003ff;
            }
            if d.bits & 0xf80003ff == 0x10000008 {
                d.insn.push_path(1);
                d.consumed |= 0xf80003ff;
                t1(d);
                t93(d);
                let o = d.reg(&S13);
                d.insn.push_op(o);
                let o = d.reg(&S1);
                d.insn.push_op(o);
                return 0xf80003ff;
            }
            if d.bits & 0xf80003ff == 0x18000008 {
                d.insn.push_path(2);
                d.consumed |= 0xf80003ff;
                t1(d);
                t157(d);
                return 0xf80003ff;
            }
            if d.bits & 0xf00003ff == 0x40000008 {
                d.insn.push_path(3);
                d.consumed |= 0xf00003ff;
                t1(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S48);
                d.insn.push_op(o);
                return 0xf00003ff;
            }
            if d.bits & 0xf80003ff == 0x50000008 {
                d.insn.push_path(4);
                d.consumed |= 0xf80003ff;
                t1(d);
                t158(d);
                return 0xf80003ff;
            }
            if d.bits & 0xf80003ff == 0x58000008 {
                d.insn.push_path(5);
                d.consumed |= 0xf80003ff;
                t1(d);
                t158(d);
                return 0xf80003ff;
            }
            if d.bits & 0xf40003ff == 0x70000008 {
                d.insn.push_path(6);
                d.consumed |= 0xf40003ff;
                t1(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                return 0xf40003ff;
            }
            if d.bits & 0xf40003ff == 0x74000008 {
                d.insn.push_path(7);
                d.consumed |= 0xf40003ff;
                t1(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                return 0xf40003ff;
            }
            if d.bits & 0xa00003ff == 0x80000008 {
                d.insn.push_path(8);
                d.consumed |= 0xa00003ff;
                t1(d);
                t46(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t159(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t160(d);
                return 0xa00003ff;
            }
            if d.bits & 0x800003ff == 0x208 {
                d.insn.push_path(9);
                d.consumed |= 0x800003ff;
                t1(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                let o = d.imm(&S49);
                d.insn.push_op(o);
                return 0x800003ff;
            }
            if d.bits & 0x800003ff == 0x80000208 {
                d.insn.push_path(10);
                d.consumed |= 0x800003ff;
                t1(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                let o = d.imm(&S49);
                d.insn.push_op(o);
                return 0x800003ff;
            }
            if d.bits & 0x7ff == 0x108 {
                d.insn.push_path(11);
                d.consumed |= 0x7ff;
                t161(d);
                t162(d);
                t163(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                let o = d.reg(&S8);
                d.insn.push_op(o);
                return 0x7ff;
            }
            if d.bits & 0xfff == 0x308 {
                d.insn.push_path(12);
                d.consumed |= 0xfff;
                t161(d);
                t162(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                let o = d.reg(&S8);
                d.insn.push_op(o);
                return 0xfff;
            }
            if d.bits & 0xfff == 0xb08 {
                d.insn.push_path(13);
                d.consumed |= 0xfff;
                t161(d);
                t162(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                let o = d.reg(&S8);
                d.insn.push_op(o);
                return 0xfff;
            }
            if d.bits & 0x7ff == 0x508 {
                d.insn.push_path(14);
                d.consumed |= 0x7ff;
                t164(d);
                t165(d);
                t166(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                let o = d.reg(&S8);
                d.insn.push_op(o);
                return 0x7ff;
            }
            if d.bits & 0xfff == 0x708 {
                d.insn.push_path(15);
                d.consumed |= 0xfff;
                t164(d);
                t165(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                let o = d.reg(&S8);
                d.insn.push_op(o);
                return 0xfff;
            }
            if d.bits & 0xfff == 0xf08 {
                d.insn.push_path(16);
                d.consumed |= 0xfff;
                t164(d);
                t165(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                let o = d.reg(&S8);
                d.insn.push_op(o);
                return 0xfff;
            }
            if d.bits & 0x3ff == 0x88 {
                d.insn.push_path(21);
                d.consumed |= 0x3ff;
                t1(d);
                t174(d);
                t175(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t169(d);
                t170(d);
                t171(d);
                let o = d.reg(&S8);
                d.insn.push_op(o);
                t172(d);
                return 0x3ff;
            }
            if d.bits & 0x3ff == 0x288 {
                d.insn.push_path(22);
                d.consumed |= 0x3ff;
                t1(d);
                t174(d);
                t176(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t169(d);
                t170(d);
                t171(d);
                let o = d.reg(&S8);
                d.insn.push_op(o);
                t172(d);
                return 0x3ff;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        1 => {
            if d.bits & 0x7f == 0x9 {
                d.insn.push_path(29);
                d.consumed |= 0x7f;
                t1(d);
                t185(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.mem(&S50);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                return 0x7f;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        2 => {
            if d.bits & 0xff == 0xa {
                d.insn.push_path(40);
                d.consumed |= 0xff;
                t1(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.mem(&S51);
                d.insn.push_op(o);
                return 0xff;
            }
            if d.bits & 0xff == 0x8a {
                d.insn.push_path(42);
                d.consumed |= 0xff;
                t1(d);
                let o = d.reg(&S18);
                d.insn.push_op(o);
                let o = d.mem(&S52);
                d.insn.push_op(o);
                return 0xff;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        3 => {
            if d.bits & 0xff == 0xb {
                d.insn.push_path(50);
                d.consumed |= 0xff;
                t1(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.mem(&S53);
                d.insn.push_op(o);
                return 0xff;
            }
            if d.bits & 0xff == 0x8b {
                d.insn.push_path(52);
                d.consumed |= 0xff;
                t1(d);
                let o = d.reg(&S18);
                d.insn.push_op(o);
                let o = d.mem(&S54);
                d.insn.push_op(o);
                return 0xff;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        4 => {
            d.insn.push_path(83);
            d.consumed |= 0x0;
            return 0x0;
        }
        5 => {
            if d.bits & 0x1f == 0xd {
                d.insn.push_path(63);
                d.consumed |= 0x1f;
                t188(d);
                t188(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t189(d);
                let o = d.reg(&S55);
                d.insn.push_op(o);
                return 0x1f;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        6 => {
            if d.bits & 0x2f == 0xe {
                d.insn.push_path(72);
                d.consumed |= 0x2f;
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t190(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t189(d);
                let o = d.reg(&S55);
                d.insn.push_op(o);
                return 0x2f;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        7 => {
            d.insn.push_path(83);
            d.consumed |= 0x0;
            return 0x0;
        }
        8 => {
            if d.bits & 0x1ff == 0x18 {
                d.insn.push_path(17);
                d.consumed |= 0x1ff;
                t1(d);
                t167(d);
                t168(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t169(d);
                t170(d);
                t171(d);
                let o = d.reg(&S8);
                d.insn.push_op(o);
                t172(d);
                return 0x1ff;
            }
            if d.bits & 0x3ff == 0x118 {
                d.insn.push_path(18);
                d.consumed |= 0x3ff;
                t1(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.imm(&S56);
                d.insn.push_op(o);
                return 0x3ff;
            }
            if d.bits & 0x3ff == 0x318 {
                d.insn.push_path(19);
                d.consumed |= 0x3ff;
                t1(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.imm(&S57);
                d.insn.push_op(o);
                return 0x3ff;
            }
            if d.bits & 0x3ff == 0x98 {
                d.insn.push_path(23);
                d.consumed |= 0x3ff;
                t1(d);
                t177(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t169(d);
                t170(d);
                t171(d);
                let o = d.reg(&S8);
                d.insn.push_op(o);
                t172(d);
                return 0x3ff;
            }
            if d.bits & 0x3ff == 0x298 {
                d.insn.push_path(24);
                d.consumed |= 0x3ff;
                t1(d);
                t177(d);
                t178(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t169(d);
                t170(d);
                t171(d);
                let o = d.reg(&S8);
                d.insn.push_op(o);
                t172(d);
                return 0x3ff;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        9 => {
            d.insn.push_path(83);
            d.consumed |= 0x0;
            return 0x0;
        }
        10 => {
            if d.bits & 0xff == 0x1a {
                d.insn.push_path(44);
                d.consumed |= 0xff;
                t1(d);
                let o = d.mem(&S51);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xff;
            }
            if d.bits & 0xff == 0x9a {
                d.insn.push_path(46);
                d.consumed |= 0xff;
                t1(d);
                let o = d.mem(&S52);
                d.insn.push_op(o);
                let o = d.reg(&S18);
                d.insn.push_op(o);
                return 0xff;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        11 => {
            if d.bits & 0xff == 0x1b {
                d.insn.push_path(54);
                d.consumed |= 0xff;
                t1(d);
                let o = d.mem(&S53);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xff;
            }
            if d.bits & 0xff == 0x9b {
                d.insn.push_path(56);
                d.consumed |= 0xff;
                t1(d);
                let o = d.mem(&S54);
                d.insn.push_op(o);
                let o = d.reg(&S18);
                d.insn.push_op(o);
                return 0xff;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        12 => {
            if d.bits & 0x1f == 0x1c {
                d.insn.push_path(62);
                d.consumed |= 0x1f;
                t1(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.mem(&S58);
                d.insn.push_op(o);
                return 0x1f;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        13 => {
            if d.bits & 0xff == 0x1d {
                d.insn.push_path(64);
                d.consumed |= 0xff;
                t1(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t179(d);
                return 0xff;
            }
            if d.bits & 0xff == 0x9d {
                d.insn.push_path(68);
                d.consumed |= 0xff;
                t1(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                let o = d.imm(&S59);
                d.insn.push_op(o);
                return 0xff;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        14 => {
            if d.bits & 0x2f == 0xe {
                d.insn.push_path(72);
                d.consumed |= 0x2f;
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t190(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t189(d);
                let o = d.reg(&S55);
                d.insn.push_op(o);
                return 0x2f;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        15 => {
            if d.bits & 0xc000001f == 0x1f {
                d.insn.push_path(74);
                d.consumed |= 0xc000001f;
                t1(d);
                t192(d);
                t193(d);
                t194(d);
                let o = d.target(&S60);
                d.insn.push_op(o);
                return 0xc000001f;
            }
            if d.bits & 0xf000001f == 0x4000001f {
                d.insn.push_path(75);
                d.consumed |= 0xf000001f;
                let o = d.target(&S60);
                d.insn.push_op(o);
                return 0xf000001f;
            }
            if d.bits & 0xf000001f == 0x5000001f {
                d.insn.push_path(76);
                d.consumed |= 0xf000001f;
                t195(d);
                let o = d.target(&S61);
                d.insn.push_op(o);
                return 0xf000001f;
            }
            if d.bits & 0xf800007f == 0x8000001f {
                d.insn.push_path(77);
                d.consumed |= 0xf800007f;
                let o = d.imm(&S62);
                d.insn.push_op(o);
                return 0xf800007f;
            }
            if d.bits & 0xf800001f == 0x8800001f {
                d.insn.push_path(81);
                d.consumed |= 0xf800001f;
                t1(d);
                t194(d);
                return 0xf800001f;
            }
            if d.bits & 0xf800001f == 0x9000001f {
                d.insn.push_path(82);
                d.consumed |= 0xf800001f;
                t1(d);
                t194(d);
                return 0xf800001f;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        16 => {
            if d.bits & 0xff == 0x28 {
                d.insn.push_path(20);
                d.consumed |= 0xff;
                t1(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t173(d);
                return 0xff;
            }
            if d.bits & 0xff == 0xa8 {
                d.insn.push_path(25);
                d.consumed |= 0xff;
                t1(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t179(d);
                return 0xff;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        17 => {
            if d.bits & 0xff == 0x29 {
                d.insn.push_path(32);
                d.consumed |= 0xff;
                t1(d);
                let o = d.vec(&S63);
                d.insn.push_op(o);
                let o = d.mem(&S64);
                d.insn.push_op(o);
                let o = d.reg(&S8);
                d.insn.push_op(o);
                return 0xff;
            }
            if d.bits & 0xff == 0xa9 {
                d.insn.push_path(34);
                d.consumed |= 0xff;
                t1(d);
                let o = d.vec(&S65);
                d.insn.push_op(o);
                let o = d.mem(&S64);
                d.insn.push_op(o);
                let o = d.reg(&S8);
                d.insn.push_op(o);
                return 0xff;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        18 => {
            if d.bits & 0xbf == 0x2a {
                d.insn.push_path(48);
                d.consumed |= 0xbf;
                t1(d);
                t187(d);
                t187(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t179(d);
                return 0xbf;
            }
            if d.bits & 0xbf == 0xaa {
                d.insn.push_path(49);
                d.consumed |= 0xbf;
                t1(d);
                t187(d);
                t187(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                let o = d.imm(&S59);
                d.insn.push_op(o);
                return 0xbf;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        19 => {
            d.insn.push_path(83);
            d.consumed |= 0x0;
            return 0x0;
        }
        20 => {
            if d.bits & 0xff == 0x2c {
                d.insn.push_path(58);
                d.consumed |= 0xff;
                t1(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t179(d);
                return 0xff;
            }
            if d.bits & 0xff == 0xac {
                d.insn.push_path(60);
                d.consumed |= 0xff;
                t1(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                let o = d.imm(&S59);
                d.insn.push_op(o);
                return 0xff;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        21 => {
            if d.bits & 0x1f == 0xd {
                d.insn.push_path(63);
                d.consumed |= 0x1f;
                t188(d);
                t188(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t189(d);
                let o = d.reg(&S55);
                d.insn.push_op(o);
                return 0x1f;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        22 => {
            if d.bits & 0x2f == 0x2e {
                d.insn.push_path(73);
                d.consumed |= 0x2f;
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t190(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                let o = d.reg(&S8);
                d.insn.push_op(o);
                t191(d);
                return 0x2f;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        23 => {
            d.insn.push_path(83);
            d.consumed |= 0x0;
            return 0x0;
        }
        24 => {
            d.insn.push_path(83);
            d.consumed |= 0x0;
            return 0x0;
        }
        25 => {
            if d.bits & 0xff == 0x39 {
                d.insn.push_path(36);
                d.consumed |= 0xff;
                t1(d);
                let o = d.mem(&S64);
                d.insn.push_op(o);
                let o = d.vec(&S66);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xff;
            }
            if d.bits & 0xff == 0xb9 {
                d.insn.push_path(38);
                d.consumed |= 0xff;
                t1(d);
                let o = d.mem(&S64);
                d.insn.push_op(o);
                let o = d.vec(&S67);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xff;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        26 => {
            d.insn.push_path(83);
            d.consumed |= 0x0;
            return 0x0;
        }
        27 => {
            d.insn.push_path(83);
            d.consumed |= 0x0;
            return 0x0;
        }
        28 => {
            if d.bits & 0x1f == 0x1c {
                d.insn.push_path(62);
                d.consumed |= 0x1f;
                t1(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.mem(&S58);
                d.insn.push_op(o);
                return 0x1f;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        29 => {
            if d.bits & 0xff == 0x3d {
                d.insn.push_path(65);
                d.consumed |= 0xff;
                t1(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t179(d);
                return 0xff;
            }
            if d.bits & 0xff == 0xbd {
                d.insn.push_path(69);
                d.consumed |= 0xff;
                t1(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                let o = d.imm(&S59);
                d.insn.push_op(o);
                return 0xff;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        30 => {
            if d.bits & 0x2f == 0x2e {
                d.insn.push_path(73);
                d.consumed |= 0x2f;
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t190(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                let o = d.reg(&S8);
                d.insn.push_op(o);
                t191(d);
                return 0x2f;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        31 => {
            if d.bits & 0xc000001f == 0x1f {
                d.insn.push_path(74);
                d.consumed |= 0xc000001f;
                t1(d);
                t192(d);
                t193(d);
                t194(d);
                let o = d.target(&S60);
                d.insn.push_op(o);
                return 0xc000001f;
            }
            if d.bits & 0xf000001f == 0x4000001f {
                d.insn.push_path(75);
                d.consumed |= 0xf000001f;
                let o = d.target(&S60);
                d.insn.push_op(o);
                return 0xf000001f;
            }
            if d.bits & 0xf000001f == 0x5000001f {
                d.insn.push_path(76);
                d.consumed |= 0xf000001f;
                t195(d);
                let o = d.target(&S61);
                d.insn.push_op(o);
                return 0xf000001f;
            }
            if d.bits & 0xf800007f == 0x8000003f {
                d.insn.push_path(78);
                d.consumed |= 0xf800007f;
                let o = d.imm(&S62);
                d.insn.push_op(o);
                return 0xf800007f;
            }
            if d.bits & 0xf800001f == 0x8800001f {
                d.insn.push_path(81);
                d.consumed |= 0xf800001f;
                t1(d);
                t194(d);
                return 0xf800001f;
            }
            if d.bits & 0xf800001f == 0x9000001f {
                d.insn.push_path(82);
                d.consumed |= 0xf800001f;
                t1(d);
                t194(d);
                return 0xf800001f;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        32 => {
            if d.bits & 0xff == 0x48 {
                d.insn.push_path(26);
                d.consumed |= 0xff;
                t1(d);
                t180(d);
                let o = d.reg(&S13);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t179(d);
                return 0xff;
            }
            if d.bits & 0xff == 0xc8 {
                d.insn.push_path(27);
                d.consumed |= 0xff;
                t1(d);
                t180(d);
                let o = d.reg(&S13);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                let o = d.imm(&S59);
                d.insn.push_op(o);
                return 0xff;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        33 => {
            if d.bits & 0x7f == 0x49 {
                d.insn.push_path(30);
                d.consumed |= 0x7f;
                t1(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t123(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t179(d);
                return 0x7f;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        34 => {
            if d.bits & 0xff == 0x4a {
                d.insn.push_path(41);
                d.consumed |= 0xff;
                t1(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.mem(&S68);
                d.insn.push_op(o);
                return 0xff;
            }
            if d.bits & 0xff == 0xca {
                d.insn.push_path(43);
                d.consumed |= 0xff;
                t1(d);
                let o = d.reg(&S18);
                d.insn.push_op(o);
                let o = d.mem(&S69);
                d.insn.push_op(o);
                return 0xff;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        35 => {
            if d.bits & 0xff == 0x4b {
                d.insn.push_path(51);
                d.consumed |= 0xff;
                t1(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.mem(&S53);
                d.insn.push_op(o);
                return 0xff;
            }
            if d.bits & 0xff == 0xcb {
                d.insn.push_path(53);
                d.consumed |= 0xff;
                t1(d);
                let o = d.reg(&S18);
                d.insn.push_op(o);
                let o = d.mem(&S54);
                d.insn.push_op(o);
                return 0xff;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        36 => {
            d.insn.push_path(83);
            d.consumed |= 0x0;
            return 0x0;
        }
        37 => {
            if d.bits & 0x1f == 0xd {
                d.insn.push_path(63);
                d.consumed |= 0x1f;
                t188(d);
                t188(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t189(d);
                let o = d.reg(&S55);
                d.insn.push_op(o);
                return 0x1f;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        38 => {
            if d.bits & 0x2f == 0xe {
                d.insn.push_path(72);
                d.consumed |= 0x2f;
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t190(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t189(d);
                let o = d.reg(&S55);
                d.insn.push_op(o);
                return 0x2f;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        39 => {
            d.insn.push_path(83);
            d.consumed |= 0x0;
            return 0x0;
        }
        40 => {
            if d.bits & 0x7f == 0x58 {
                d.insn.push_path(28);
                d.consumed |= 0x7f;
                t181(d);
                t182(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t183(d);
                let o = d.reg(&S8);
                d.insn.push_op(o);
                t184(d);
                return 0x7f;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        41 => {
            if d.bits & 0x7f == 0x59 {
                d.insn.push_path(31);
                d.consumed |= 0x7f;
                t1(d);
                t186(d);
                let o = d.reg(&S13);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t179(d);
                return 0x7f;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        42 => {
            if d.bits & 0xff == 0x5a {
                d.insn.push_path(45);
                d.consumed |= 0xff;
                t1(d);
                let o = d.mem(&S68);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xff;
            }
            if d.bits & 0xff == 0xda {
                d.insn.push_path(47);
                d.consumed |= 0xff;
                t1(d);
                let o = d.mem(&S69);
                d.insn.push_op(o);
                let o = d.reg(&S18);
                d.insn.push_op(o);
                return 0xff;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        43 => {
            if d.bits & 0xff == 0x5b {
                d.insn.push_path(55);
                d.consumed |= 0xff;
                t1(d);
                let o = d.mem(&S53);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xff;
            }
            if d.bits & 0xff == 0xdb {
                d.insn.push_path(57);
                d.consumed |= 0xff;
                t1(d);
                let o = d.mem(&S54);
                d.insn.push_op(o);
                let o = d.reg(&S18);
                d.insn.push_op(o);
                return 0xff;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        44 => {
            if d.bits & 0x1f == 0x1c {
                d.insn.push_path(62);
                d.consumed |= 0x1f;
                t1(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.mem(&S58);
                d.insn.push_op(o);
                return 0x1f;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        45 => {
            if d.bits & 0xff == 0x5d {
                d.insn.push_path(66);
                d.consumed |= 0xff;
                t1(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t179(d);
                return 0xff;
            }
            if d.bits & 0xff == 0xdd {
                d.insn.push_path(70);
                d.consumed |= 0xff;
                t1(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                let o = d.imm(&S59);
                d.insn.push_op(o);
                return 0xff;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        46 => {
            if d.bits & 0x2f == 0xe {
                d.insn.push_path(72);
                d.consumed |= 0x2f;
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t190(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t189(d);
                let o = d.reg(&S55);
                d.insn.push_op(o);
                return 0x2f;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        47 => {
            if d.bits & 0xc000001f == 0x1f {
                d.insn.push_path(74);
                d.consumed |= 0xc000001f;
                t1(d);
                t192(d);
                t193(d);
                t194(d);
                let o = d.target(&S60);
                d.insn.push_op(o);
                return 0xc000001f;
            }
            if d.bits & 0xf000001f == 0x4000001f {
                d.insn.push_path(75);
                d.consumed |= 0xf000001f;
                let o = d.target(&S60);
                d.insn.push_op(o);
                return 0xf000001f;
            }
            if d.bits & 0xf000001f == 0x5000001f {
                d.insn.push_path(76);
                d.consumed |= 0xf000001f;
                t195(d);
                let o = d.target(&S61);
                d.insn.push_op(o);
                return 0xf000001f;
            }
            if d.bits & 0xf800007f == 0x8000005f {
                d.insn.push_path(79);
                d.consumed |= 0xf800007f;
                let o = d.imm(&S62);
                d.insn.push_op(o);
                return 0xf800007f;
            }
            if d.bits & 0xf800001f == 0x8800001f {
                d.insn.push_path(81);
                d.consumed |= 0xf800001f;
                t1(d);
                t194(d);
                return 0xf800001f;
            }
            if d.bits & 0xf800001f == 0x9000001f {
                d.insn.push_path(82);
                d.consumed |= 0xf800001f;
                t1(d);
                t194(d);
                return 0xf800001f;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        48 => {
            d.insn.push_path(83);
            d.consumed |= 0x0;
            return 0x0;
        }
        49 => {
            if d.bits & 0xff == 0x69 {
                d.insn.push_path(33);
                d.consumed |= 0xff;
                t1(d);
                let o = d.vec(&S70);
                d.insn.push_op(o);
                let o = d.mem(&S64);
                d.insn.push_op(o);
                let o = d.reg(&S8);
                d.insn.push_op(o);
                return 0xff;
            }
            if d.bits & 0xff == 0xe9 {
                d.insn.push_path(35);
                d.consumed |= 0xff;
                t1(d);
                let o = d.vec(&S71);
                d.insn.push_op(o);
                let o = d.mem(&S64);
                d.insn.push_op(o);
                let o = d.reg(&S8);
                d.insn.push_op(o);
                return 0xff;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        50 => {
            if d.bits & 0xbf == 0x2a {
                d.insn.push_path(48);
                d.consumed |= 0xbf;
                t1(d);
                t187(d);
                t187(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t179(d);
                return 0xbf;
            }
            if d.bits & 0xbf == 0xaa {
                d.insn.push_path(49);
                d.consumed |= 0xbf;
                t1(d);
                t187(d);
                t187(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                let o = d.imm(&S59);
                d.insn.push_op(o);
                return 0xbf;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        51 => {
            d.insn.push_path(83);
            d.consumed |= 0x0;
            return 0x0;
        }
        52 => {
            if d.bits & 0xff == 0x6c {
                d.insn.push_path(59);
                d.consumed |= 0xff;
                t1(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t179(d);
                return 0xff;
            }
            if d.bits & 0xff == 0xec {
                d.insn.push_path(61);
                d.consumed |= 0xff;
                t1(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                let o = d.imm(&S59);
                d.insn.push_op(o);
                return 0xff;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        53 => {
            if d.bits & 0x1f == 0xd {
                d.insn.push_path(63);
                d.consumed |= 0x1f;
                t188(d);
                t188(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t189(d);
                let o = d.reg(&S55);
                d.insn.push_op(o);
                return 0x1f;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        54 => {
            if d.bits & 0x2f == 0x2e {
                d.insn.push_path(73);
                d.consumed |= 0x2f;
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t190(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                let o = d.reg(&S8);
                d.insn.push_op(o);
                t191(d);
                return 0x2f;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        55 => {
            d.insn.push_path(83);
            d.consumed |= 0x0;
            return 0x0;
        }
        56 => {
            d.insn.push_path(83);
            d.consumed |= 0x0;
            return 0x0;
        }
        57 => {
            if d.bits & 0xff == 0x79 {
                d.insn.push_path(37);
                d.consumed |= 0xff;
                t1(d);
                let o = d.mem(&S64);
                d.insn.push_op(o);
                let o = d.vec(&S72);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xff;
            }
            if d.bits & 0xff == 0xf9 {
                d.insn.push_path(39);
                d.consumed |= 0xff;
                t1(d);
                let o = d.mem(&S64);
                d.insn.push_op(o);
                let o = d.vec(&S73);
                d.insn.push_op(o);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                return 0xff;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        58 => {
            d.insn.push_path(83);
            d.consumed |= 0x0;
            return 0x0;
        }
        59 => {
            d.insn.push_path(83);
            d.consumed |= 0x0;
            return 0x0;
        }
        60 => {
            if d.bits & 0x1f == 0x1c {
                d.insn.push_path(62);
                d.consumed |= 0x1f;
                t1(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.mem(&S58);
                d.insn.push_op(o);
                return 0x1f;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        61 => {
            if d.bits & 0xff == 0x7d {
                d.insn.push_path(67);
                d.consumed |= 0xff;
                t1(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                t179(d);
                return 0xff;
            }
            if d.bits & 0xff == 0xfd {
                d.insn.push_path(71);
                d.consumed |= 0xff;
                t1(d);
                let o = d.reg(&S12);
                d.insn.push_op(o);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                let o = d.imm(&S59);
                d.insn.push_op(o);
                return 0xff;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        62 => {
            if d.bits & 0x2f == 0x2e {
                d.insn.push_path(73);
                d.consumed |= 0x2f;
                let o = d.reg(&S12);
                d.insn.push_op(o);
                t190(d);
                let o = d.reg(&S5);
                d.insn.push_op(o);
                let o = d.reg(&S8);
                d.insn.push_op(o);
                t191(d);
                return 0x2f;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        63 => {
            if d.bits & 0xc000001f == 0x1f {
                d.insn.push_path(74);
                d.consumed |= 0xc000001f;
                t1(d);
                t192(d);
                t193(d);
                t194(d);
                let o = d.target(&S60);
                d.insn.push_op(o);
                return 0xc000001f;
            }
            if d.bits & 0xf000001f == 0x4000001f {
                d.insn.push_path(75);
                d.consumed |= 0xf000001f;
                let o = d.target(&S60);
                d.insn.push_op(o);
                return 0xf000001f;
            }
            if d.bits & 0xf000001f == 0x5000001f {
                d.insn.push_path(76);
                d.consumed |= 0xf000001f;
                t195(d);
                let o = d.target(&S61);
                d.insn.push_op(o);
                return 0xf000001f;
            }
            if d.bits & 0xf800007f == 0x8000007f {
                d.insn.push_path(80);
                d.consumed |= 0xf800007f;
                let o = d.imm(&S62);
                d.insn.push_op(o);
                return 0xf800007f;
            }
            if d.bits & 0xf800001f == 0x8800001f {
                d.insn.push_path(81);
                d.consumed |= 0xf800001f;
                t1(d);
                t194(d);
                return 0xf800001f;
            }
            if d.bits & 0xf800001f == 0x9000001f {
                d.insn.push_path(82);
                d.consumed |= 0xf800001f;
                t1(d);
                t194(d);
                return 0xf800001f;
            }
            {
                d.insn.push_path(83);
                d.consumed |= 0x0;
                return 0x0;
            }
        }
        _ => {}
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t197(d: &mut Dec) -> u64 {
    if d.bits & 0xf == 0x7 {
        d.insn.push_path(0);
        d.consumed |= 0xf;
        t10(d);
        return 0xf;
    }
    if d.bits & 0x8 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x8;
        t1(d);
        let i = BitField::new(0, 3).get(d.bits);
        d.insn.push_path(i as u8);
        match i {
            0 => {
                t47(d);
            }
            1 => {
                t50(d);
            }
            2 => {
                t62(d);
            }
            3 => {
                t75(d);
            }
            4 => {
                t134(d);
            }
            5 => {
                t149(d);
            }
            6 => {
                t154(d);
            }
            7 => {
                t155(d);
            }
            _ => {}
        }
        return 0x8;
    }
    if d.bits & 0x8 == 0x8 {
        d.insn.push_path(2);
        d.consumed |= 0x8;
        t196(d);
        return 0x8;
    }
    {
        d.insn.push_path(3);
        d.consumed |= 0x0;
        return 0x0;
    }
}
fn x0(d: &mut Dis) {
    let e = &E0[L0[((d.bits >> 13) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.prefix("!", 0x250000003edf);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x1(d: &mut Dis) {
    let e = &E1[L1[((d.bits >> 10) & 0xf) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
        }
        _ => {
            d.prefix("@", 0x44000000738c);
            x0(d);
            d.reg(&S0);
        }
    }
}
fn x2(d: &mut Dis) {
    let e = &E2[L2[((d.bits >> 15) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x3(d: &mut Dis) {
    let e = &E3[L3[((d.bits >> 16) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x4(d: &mut Dis) {
    let e = &E4[L4[((d.bits >> 5) & 0x1f) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
        }
        1 => {
            d.reg(&S1);
            d.suffix(".F", 0x8e76000078cdc8);
        }
        2 => {
            d.reg(&S1);
            d.suffix(".LT", 0x6acc1200cd34a2a6);
        }
        3 => {
            d.reg(&S1);
            d.suffix(".EQ", 0x6aea4b00cd4e0110);
        }
        4 => {
            d.reg(&S1);
            d.suffix(".LE", 0x6acc2300cd34bf89);
        }
        5 => {
            d.reg(&S1);
            d.suffix(".GT", 0x6ae36400cd480cdd);
        }
        6 => {
            d.reg(&S1);
            d.suffix(".NE", 0x6ac55f00cd2f06cf);
        }
        7 => {
            d.reg(&S1);
            d.suffix(".GE", 0x6ae37300cd48265a);
        }
        8 => {
            d.reg(&S1);
            d.suffix(".NUM", 0x9c31105ca6bab5d6);
        }
        9 => {
            d.reg(&S1);
            d.suffix(".NAN", 0x9c59ef5ca6dd82d7);
        }
        10 => {
            d.reg(&S1);
            d.suffix(".LTU", 0xad658a5cb070e2e9);
        }
        11 => {
            d.reg(&S1);
            d.suffix(".EQU", 0xfa1eb75cdb8c283f);
        }
        12 => {
            d.reg(&S1);
            d.suffix(".LEU", 0xad9f565cb0a202d4);
        }
        13 => {
            d.reg(&S1);
            d.suffix(".GTU", 0xe86f755cd16d4b18);
        }
        14 => {
            d.reg(&S1);
            d.suffix(".NEU", 0x9c67085ca6e837ae);
        }
        15 => {
            d.reg(&S1);
            d.suffix(".GEU", 0xe8a2795cd198ab7d);
        }
        16 => {
            d.reg(&S1);
            d.suffix(".OFF", 0xa353405caa55db7b);
        }
        17 => {
            d.reg(&S1);
            d.suffix(".LO", 0x6acc2900cd34c9bb);
        }
        18 => {
            d.reg(&S1);
            d.suffix(".SFF", 0x8245ac5c9811431f);
        }
        19 => {
            d.reg(&S1);
            d.suffix(".LS", 0x6acc1500cd34a7bf);
        }
        20 => {
            d.reg(&S1);
            d.suffix(".HI", 0x6ad94700cd3f8711);
        }
        21 => {
            d.reg(&S1);
            d.suffix(".SFT", 0x8245be5c981161b5);
        }
        22 => {
            d.reg(&S1);
            d.suffix(".HS", 0x6ad94d00cd3f9143);
        }
        _ => {
            d.reg(&S1);
            d.suffix(".OFT", 0xa353325caa55c3b1);
        }
    }
}
fn x5(d: &mut Dis) {
    let e = &E5[L5[((d.bits >> 14) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.target(&S2);
        }
        1 => {
            d.mem(&S3);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x6(d: &mut Dis) {
    let e = &E6[L6[((d.bits >> 10) & 0xf) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
        }
        _ => {
            d.prefix("@", 0x44000000738c);
            x0(d);
            d.reg(&S0);
        }
    }
}
fn x7(d: &mut Dis) {
    let e = &E7[L7[((d.bits >> 16) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x8(d: &mut Dis) {
    let e = &E8[L8[((d.bits >> 14) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x9(d: &mut Dis) {
    let e = &E9[L9[((d.bits >> 14) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x10(d: &mut Dis) {
    match ((d.bits >> 59) as usize & 1) << 0
        | ((d.bits >> 60) as usize & 1) << 1
        | ((d.bits >> 61) as usize & 1) << 2
        | ((d.bits >> 62) as usize & 1) << 3
        | ((d.bits >> 63) as usize & 1) << 4
        | ((d.bits >> 14) as usize & 1) << 5
    {
        0 => {
            if d.bits & 0xf800000000004007 == 0x7 {
                d.consumed |= 0xf800000000004007;
                x1(d);
                d.word16(const { pad16("JMP") }, 3, 0xa47318017f6040cf);
                x2(d);
                x3(d);
                x4(d);
                d.imm(&S4);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        1 => {
            if d.bits & 0xf800000000004007 == 0x800000000000007 {
                d.consumed |= 0xf800000000004007;
                x1(d);
                d.word16(const { pad16("JMX") }, 3, 0xa47320017f604e67);
                x3(d);
                x4(d);
                d.reg(&S5);
                d.imm(&S4);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        2 => {
            if d.bits & 0xf800000000004007 == 0x1000000000000007 {
                d.consumed |= 0xf800000000004007;
                x6(d);
                d.word16(const { pad16("JCAL") }, 4, 0xe0ebfd8b7a2d5fb6);
                x7(d);
                d.imm(&S4);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        3 => {
            d.consumed |= 0x0;
            d.unknown();
            d.unknown();
            return;
        }
        4 => {
            d.consumed |= 0x0;
            d.unknown();
            d.unknown();
            return;
        }
        5 => {
            d.consumed |= 0x0;
            d.unknown();
            d.unknown();
            return;
        }
        6 => {
            d.consumed |= 0x0;
            d.unknown();
            d.unknown();
            return;
        }
        7 => {
            d.consumed |= 0x0;
            d.unknown();
            d.unknown();
            return;
        }
        8 => {
            if d.bits & 0xf800000000000007 == 0x4000000000000007 {
                d.consumed |= 0xf800000000000007;
                x1(d);
                d.word16(const { pad16("BRA") }, 3, 0x5d40b70156827493);
                x2(d);
                x3(d);
                x4(d);
                x5(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        9 => {
            if d.bits & 0xf800000000004007 == 0x4800000000000007 {
                d.consumed |= 0xf800000000004007;
                x1(d);
                d.word16(const { pad16("BRX") }, 3, 0x5d40ce0156829ba8);
                x3(d);
                x4(d);
                d.reg(&S5);
                d.target(&S2);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        10 => {
            if d.bits & 0xf800000000004007 == 0x5000000000000007 {
                d.consumed |= 0xf800000000004007;
                x6(d);
                d.word16(const { pad16("CAL") }, 3, 0x67d6eb015d0d0760);
                x7(d);
                d.target(&S2);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        11 => {
            if d.bits & 0xf800000000000007 == 0x5800000000000007 {
                d.consumed |= 0xf800000000000007;
                x6(d);
                d.word16(const { pad16("PLONGJMP") }, 8, 0xa4c872875ddd7935);
                x5(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        12 => {
            if d.bits & 0xf800000000000007 == 0x6000000000000007 {
                d.consumed |= 0xf800000000000007;
                x6(d);
                d.word16(const { pad16("SSY") }, 3, 0xf08c8c01a9f3d351);
                x5(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        13 => {
            if d.bits & 0xf800000000000007 == 0x6800000000000007 {
                d.consumed |= 0xf800000000000007;
                x6(d);
                d.word16(const { pad16("PBK") }, 3, 0xd87cdf019cde7e23);
                x5(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        14 => {
            if d.bits & 0xf800000000000007 == 0x7000000000000007 {
                d.consumed |= 0xf800000000000007;
                x6(d);
                d.word16(const { pad16("PCNT") }, 4, 0xc1a05bbd918434d7);
                x5(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        15 => {
            if d.bits & 0xf800000000000007 == 0x7800000000000007 {
                d.consumed |= 0xf800000000000007;
                x6(d);
                d.word16(const { pad16("PRET") }, 4, 0x2e91a2bd3e46b3cb);
                x3(d);
                x5(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        16 => {
            if d.bits & 0xf800000000000007 == 0x8000000000000007 {
                d.consumed |= 0xf800000000000007;
                x1(d);
                d.word16(const { pad16("EXIT") }, 4, 0x2fecb41c8332cfd4);
                x4(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        17 => {
            if d.bits & 0xf800000000000007 == 0x8800000000000007 {
                d.consumed |= 0xf800000000000007;
                x1(d);
                d.word16(const { pad16("LONGJMP") }, 7, 0x1c1be9d4fc1134dd);
                x4(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        18 => {
            if d.bits & 0xf800000000000007 == 0x9000000000000007 {
                d.consumed |= 0xf800000000000007;
                x1(d);
                d.word16(const { pad16("RET") }, 3, 0xe9da1c01a6b748a3);
                x4(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        19 => {
            if d.bits & 0xf800000000000007 == 0x9800000000000007 {
                d.consumed |= 0xf800000000000007;
                x1(d);
                d.word16(const { pad16("KIL") }, 3, 0xad0813018436bcf0);
                x4(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        20 => {
            if d.bits & 0xf800000000000007 == 0xa000000000000007 {
                d.consumed |= 0xf800000000000007;
                x6(d);
                d.word16(const { pad16("RTT") }, 3, 0xea0d1e01a6e2a5a2);
                x8(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        21 => {
            if d.bits & 0xf800000000000007 == 0xa800000000000007 {
                d.consumed |= 0xf800000000000007;
                x1(d);
                d.word16(const { pad16("BRK") }, 3, 0x5d40c10156828591);
                x4(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        22 => {
            if d.bits & 0xf800000000000007 == 0xb000000000000007 {
                d.consumed |= 0xf800000000000007;
                x1(d);
                d.word16(const { pad16("CONT") }, 4, 0xb4dd7d513bfecd2c);
                x4(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        23 => {
            d.consumed |= 0x0;
            d.unknown();
            d.unknown();
            return;
        }
        24 => {
            if d.bits & 0xf800000000000007 == 0xc000000000000007 {
                d.consumed |= 0xf800000000000007;
                x6(d);
                d.word16(const { pad16("QUADON") }, 6, 0x44daab3c1a7f4b36);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        25 => {
            if d.bits & 0xf800000000000007 == 0xc800000000000007 {
                d.consumed |= 0xf800000000000007;
                x6(d);
                d.word16(const { pad16("QUADPOP") }, 7, 0x2f81b420d8f524fe);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        26 => {
            if d.bits & 0xf800000000000007 == 0xd000000000000007 {
                d.consumed |= 0xf800000000000007;
                x6(d);
                d.word16(const { pad16("BPT") }, 3, 0x5d478e0156884d96);
                x9(d);
                d.imm(&S6);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        27 => {
            d.consumed |= 0x0;
            d.unknown();
            d.unknown();
            return;
        }
        28 => {
            d.consumed |= 0x0;
            d.unknown();
            d.unknown();
            return;
        }
        29 => {
            d.consumed |= 0x0;
            d.unknown();
            d.unknown();
            return;
        }
        30 => {
            d.consumed |= 0x0;
            d.unknown();
            d.unknown();
            return;
        }
        31 => {
            d.consumed |= 0x0;
            d.unknown();
            d.unknown();
            return;
        }
        32 => {
            if d.bits & 0xf800000000004007 == 0x4007 {
                d.consumed |= 0xf800000000004007;
                x1(d);
                d.word16(const { pad16("JMP") }, 3, 0xa47318017f6040cf);
                x2(d);
                x3(d);
                x4(d);
                d.mem(&S3);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        33 => {
            if d.bits & 0xf800000000004007 == 0x800000000004007 {
                d.consumed |= 0xf800000000004007;
                x1(d);
                d.word16(const { pad16("JMX") }, 3, 0xa47320017f604e67);
                x3(d);
                x4(d);
                d.mem(&S7);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        34 => {
            if d.bits & 0xf800000000004007 == 0x1000000000004007 {
                d.consumed |= 0xf800000000004007;
                x6(d);
                d.word16(const { pad16("JCAL") }, 4, 0xe0ebfd8b7a2d5fb6);
                x7(d);
                d.mem(&S3);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        35 => {
            d.consumed |= 0x0;
            d.unknown();
            d.unknown();
            return;
        }
        36 => {
            d.consumed |= 0x0;
            d.unknown();
            d.unknown();
            return;
        }
        37 => {
            d.consumed |= 0x0;
            d.unknown();
            d.unknown();
            return;
        }
        38 => {
            d.consumed |= 0x0;
            d.unknown();
            d.unknown();
            return;
        }
        39 => {
            d.consumed |= 0x0;
            d.unknown();
            d.unknown();
            return;
        }
        40 => {
            if d.bits & 0xf800000000000007 == 0x4000000000000007 {
                d.consumed |= 0xf800000000000007;
                x1(d);
                d.word16(const { pad16("BRA") }, 3, 0x5d40b70156827493);
                x2(d);
                x3(d);
                x4(d);
                x5(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        41 => {
            if d.bits & 0xf800000000004007 == 0x4800000000004007 {
                d.consumed |= 0xf800000000004007;
                x1(d);
                d.word16(const { pad16("BRX") }, 3, 0x5d40ce0156829ba8);
                x3(d);
                x4(d);
                d.mem(&S7);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        42 => {
            if d.bits & 0xf800000000004007 == 0x5000000000004007 {
                d.consumed |= 0xf800000000004007;
                x6(d);
                d.word16(const { pad16("CAL") }, 3, 0x67d6eb015d0d0760);
                x7(d);
                d.mem(&S3);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        43 => {
            if d.bits & 0xf800000000000007 == 0x5800000000000007 {
                d.consumed |= 0xf800000000000007;
                x6(d);
                d.word16(const { pad16("PLONGJMP") }, 8, 0xa4c872875ddd7935);
                x5(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        44 => {
            if d.bits & 0xf800000000000007 == 0x6000000000000007 {
                d.consumed |= 0xf800000000000007;
                x6(d);
                d.word16(const { pad16("SSY") }, 3, 0xf08c8c01a9f3d351);
                x5(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        45 => {
            if d.bits & 0xf800000000000007 == 0x6800000000000007 {
                d.consumed |= 0xf800000000000007;
                x6(d);
                d.word16(const { pad16("PBK") }, 3, 0xd87cdf019cde7e23);
                x5(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        46 => {
            if d.bits & 0xf800000000000007 == 0x7000000000000007 {
                d.consumed |= 0xf800000000000007;
                x6(d);
                d.word16(const { pad16("PCNT") }, 4, 0xc1a05bbd918434d7);
                x5(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        47 => {
            if d.bits & 0xf800000000000007 == 0x7800000000000007 {
                d.consumed |= 0xf800000000000007;
                x6(d);
                d.word16(const { pad16("PRET") }, 4, 0x2e91a2bd3e46b3cb);
                x3(d);
                x5(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        48 => {
            if d.bits & 0xf800000000000007 == 0x8000000000000007 {
                d.consumed |= 0xf800000000000007;
                x1(d);
                d.word16(const { pad16("EXIT") }, 4, 0x2fecb41c8332cfd4);
                x4(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        49 => {
            if d.bits & 0xf800000000000007 == 0x8800000000000007 {
                d.consumed |= 0xf800000000000007;
                x1(d);
                d.word16(const { pad16("LONGJMP") }, 7, 0x1c1be9d4fc1134dd);
                x4(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        50 => {
            if d.bits & 0xf800000000000007 == 0x9000000000000007 {
                d.consumed |= 0xf800000000000007;
                x1(d);
                d.word16(const { pad16("RET") }, 3, 0xe9da1c01a6b748a3);
                x4(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        51 => {
            if d.bits & 0xf800000000000007 == 0x9800000000000007 {
                d.consumed |= 0xf800000000000007;
                x1(d);
                d.word16(const { pad16("KIL") }, 3, 0xad0813018436bcf0);
                x4(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        52 => {
            if d.bits & 0xf800000000000007 == 0xa000000000000007 {
                d.consumed |= 0xf800000000000007;
                x6(d);
                d.word16(const { pad16("RTT") }, 3, 0xea0d1e01a6e2a5a2);
                x8(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        53 => {
            if d.bits & 0xf800000000000007 == 0xa800000000000007 {
                d.consumed |= 0xf800000000000007;
                x1(d);
                d.word16(const { pad16("BRK") }, 3, 0x5d40c10156828591);
                x4(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        54 => {
            if d.bits & 0xf800000000000007 == 0xb000000000000007 {
                d.consumed |= 0xf800000000000007;
                x1(d);
                d.word16(const { pad16("CONT") }, 4, 0xb4dd7d513bfecd2c);
                x4(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        55 => {
            d.consumed |= 0x0;
            d.unknown();
            d.unknown();
            return;
        }
        56 => {
            if d.bits & 0xf800000000000007 == 0xc000000000000007 {
                d.consumed |= 0xf800000000000007;
                x6(d);
                d.word16(const { pad16("QUADON") }, 6, 0x44daab3c1a7f4b36);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        57 => {
            if d.bits & 0xf800000000000007 == 0xc800000000000007 {
                d.consumed |= 0xf800000000000007;
                x6(d);
                d.word16(const { pad16("QUADPOP") }, 7, 0x2f81b420d8f524fe);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        58 => {
            if d.bits & 0xf800000000000007 == 0xd000000000000007 {
                d.consumed |= 0xf800000000000007;
                x6(d);
                d.word16(const { pad16("BPT") }, 3, 0x5d478e0156884d96);
                x9(d);
                d.imm(&S6);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.unknown();
                return;
            }
        }
        59 => {
            d.consumed |= 0x0;
            d.unknown();
            d.unknown();
            return;
        }
        60 => {
            d.consumed |= 0x0;
            d.unknown();
            d.unknown();
            return;
        }
        61 => {
            d.consumed |= 0x0;
            d.unknown();
            d.unknown();
            return;
        }
        62 => {
            d.consumed |= 0x0;
            d.unknown();
            d.unknown();
            return;
        }
        63 => {
            d.consumed |= 0x0;
            d.unknown();
            d.unknown();
            return;
        }
        _ => {}
    }
    d.unknown();
}
fn x11(d: &mut Dis) {
    let e = &E11[L11[((d.bits >> 5) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x12(d: &mut Dis) {
    let e = &E12[L12[((d.bits >> 55) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x13(d: &mut Dis) {
    let e = &E13[L13[((d.bits >> 49) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x14(d: &mut Dis) {
    let e = &E14[L14[((d.bits >> 4) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x15(d: &mut Dis) {
    let e = &E15[L15[((d.bits >> 48) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.suffix(".CC", 0x6af10500cd53a8cc);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x16(d: &mut Dis) {
    let e = &E16[L16[((d.bits >> 9) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.prefix("-", 0x2900000045ab);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x17(d: &mut Dis) {
    let e = &E17[L17[((d.bits >> 7) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.prefix("|", 0x78000000cbe8);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x18(d: &mut Dis) {
    let e = &E18[L18[((d.bits >> 7) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.suffix("|", 0x78000000cbe8);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x19(d: &mut Dis) {
    let e = &E19[L19[((d.bits >> 8) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.prefix("-", 0x2900000045ab);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x20(d: &mut Dis) {
    let e = &E20[L20[((d.bits >> 6) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.prefix("|", 0x78000000cbe8);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x21(d: &mut Dis) {
    let e = &E21[L21[((d.bits >> 46) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.reg(&S8);
        }
        1 => {
            d.mem(&S9);
        }
        2 => {
            d.imm(&S6);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x22(d: &mut Dis) {
    let e = &E22[L22[((d.bits >> 6) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.suffix("|", 0x78000000cbe8);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x23(d: &mut Dis) {
    let e = &E23[L23[((d.bits >> 49) & 0x7) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x24(d: &mut Dis) {
    let e = &E24[L24[((d.bits >> 6) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x25(d: &mut Dis) {
    let e = &E25[L25[((d.bits >> 7) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x26(d: &mut Dis) {
    let e = &E26[L26[((d.bits >> 5) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x27(d: &mut Dis) {
    let e = &E27[L27[((d.bits >> 57) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.prefix("-", 0x2900000045ab);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x28(d: &mut Dis) {
    let e = &E28[L28[((d.bits >> 46) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.reg(&S8);
            x19(d);
            d.reg(&S10);
        }
        1 => {
            d.mem(&S9);
            x19(d);
            d.reg(&S10);
        }
        2 => {
            d.reg(&S10);
            x19(d);
            d.mem(&S9);
        }
        3 => {
            d.imm(&S6);
            x19(d);
            d.reg(&S10);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x29(d: &mut Dis) {
    let e = &E29[L29[((d.bits >> 55) & 0xf) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x30(d: &mut Dis) {
    let e = &E30[L30[((d.bits >> 59) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x31(d: &mut Dis) {
    let e = &E31[L31[((d.bits >> 53) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x32(d: &mut Dis) {
    let e = &E32[L32[((d.bits >> 52) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.prefix("!", 0x250000003edf);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x33(d: &mut Dis) {
    let e = &E33[L33[(((d.bits >> 49) & 0x7) | ((d.bits >> 50) & 0x18)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.reg(&S11);
        }
        1 => {
            x32(d);
            d.reg(&S11);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x34(d: &mut Dis) {
    let e = &E34[L34[((d.bits >> 5) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x35(d: &mut Dis) {
    {
        d.consumed |= 0x0;
        x32(d);
        d.reg(&S11);
        return;
    }
}
fn x36(d: &mut Dis) {
    let e = &E36[L36[((d.bits >> 46) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.reg(&S8);
            d.reg(&S10);
        }
        1 => {
            d.mem(&S9);
            d.reg(&S10);
        }
        2 => {
            d.reg(&S10);
            d.mem(&S9);
        }
        3 => {
            d.imm(&S6);
            d.reg(&S10);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x37(d: &mut Dis) {
    let e = &E37[L37[((d.bits >> 38) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x38(d: &mut Dis) {
    let e = &E38[L38[((d.bits >> 36) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x39(d: &mut Dis) {
    let e = &E39[L39[((d.bits >> 34) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x40(d: &mut Dis) {
    let e = &E40[L40[((d.bits >> 32) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x41(d: &mut Dis) {
    let e = &E41[L41[((d.bits >> 6) & 0x7) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x42(d: &mut Dis) {
    let e = &E42[L42[((d.bits >> 9) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x43(d: &mut Dis) {
    let e = &E43[L43[((d.bits >> 5) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x44(d: &mut Dis) {
    let e = &E44[L44[((d.bits >> 6) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x45(d: &mut Dis) {
    let e = &E45[L45[((d.bits >> 8) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x46(d: &mut Dis) {
    let e = &E46[L46[((d.bits >> 26) & 0x7) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x47(d: &mut Dis) {
    match ((d.bits >> 60) as usize & 1) << 0
        | ((d.bits >> 61) as usize & 1) << 1
        | ((d.bits >> 62) as usize & 1) << 2
        | ((d.bits >> 63) as usize & 1) << 3
        | ((d.bits >> 59) as usize & 1) << 4
    {
        0 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        1 => {
            if d.bits & 0xf00000000000000f == 0x1000000000000000 {
                d.consumed |= 0xf00000000000000f;
                d.word16(const { pad16("FSET") }, 4, 0xea027d27bcaa6b5e);
                x29(d);
                x34(d);
                x30(d);
                x31(d);
                x14(d);
                d.reg(&S12);
                x15(d);
                x16(d);
                x17(d);
                d.reg(&S5);
                x18(d);
                x19(d);
                x20(d);
                x21(d);
                x22(d);
                x33(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        2 => {
            if d.bits & 0xf00000000000000f == 0x2000000000000000 {
                d.consumed |= 0xf00000000000000f;
                d.word16(const { pad16("FSETP") }, 5, 0x4ca5b8859593e8ca);
                x29(d);
                x30(d);
                x31(d);
                x14(d);
                d.reg(&S13);
                d.reg(&S14);
                x16(d);
                x17(d);
                d.reg(&S5);
                x18(d);
                x19(d);
                x20(d);
                x21(d);
                x22(d);
                x33(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        3 => {
            if d.bits & 0xf80000000000000f == 0x3000000000000000 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("FFMA") }, 4, 0x360c252757490e82);
                x24(d);
                x25(d);
                x12(d);
                x26(d);
                x14(d);
                d.reg(&S12);
                x15(d);
                d.reg(&S5);
                x16(d);
                x28(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        4 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        5 => {
            if d.bits & 0xf80000000000000f == 0x5000000000000000 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("FADD") }, 4, 0x72744127796f1e75);
                x11(d);
                x12(d);
                x13(d);
                x14(d);
                d.reg(&S12);
                x15(d);
                x16(d);
                x17(d);
                d.reg(&S5);
                x18(d);
                x19(d);
                x20(d);
                x21(d);
                x22(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        6 => {
            if d.bits & 0xf80000000000000f == 0x6000000000000000 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("RRO") }, 3, 0xe9f83501a6d070ad);
                x43(d);
                x14(d);
                d.reg(&S12);
                x19(d);
                x20(d);
                x21(d);
                x22(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        7 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        8 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        9 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        10 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        11 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        12 => {
            if d.bits & 0xf80000000000000f == 0xc000000000000000 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("IPA") }, 3, 0x99e9de0178e02e2c);
                x44(d);
                x45(d);
                x26(d);
                x14(d);
                d.reg(&S12);
                d.mem(&S15);
                d.reg(&S8);
                d.reg(&S10);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        13 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        14 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        15 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        16 => {
            if d.bits & 0xf80000000000000f == 0x800000000000000 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("FMNMX") }, 5, 0xb33a9332963959e8);
                x11(d);
                x14(d);
                d.reg(&S12);
                x15(d);
                x16(d);
                x17(d);
                d.reg(&S5);
                x18(d);
                x19(d);
                x20(d);
                x21(d);
                x22(d);
                x35(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        17 => {
            if d.bits & 0xf00000000000000f == 0x1000000000000000 {
                d.consumed |= 0xf00000000000000f;
                d.word16(const { pad16("FSET") }, 4, 0xea027d27bcaa6b5e);
                x29(d);
                x34(d);
                x30(d);
                x31(d);
                x14(d);
                d.reg(&S12);
                x15(d);
                x16(d);
                x17(d);
                d.reg(&S5);
                x18(d);
                x19(d);
                x20(d);
                x21(d);
                x22(d);
                x33(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        18 => {
            if d.bits & 0xf00000000000000f == 0x2000000000000000 {
                d.consumed |= 0xf00000000000000f;
                d.word16(const { pad16("FSETP") }, 5, 0x4ca5b8859593e8ca);
                x29(d);
                x30(d);
                x31(d);
                x14(d);
                d.reg(&S13);
                d.reg(&S14);
                x16(d);
                x17(d);
                d.reg(&S5);
                x18(d);
                x19(d);
                x20(d);
                x21(d);
                x22(d);
                x33(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        19 => {
            if d.bits & 0xf80000000000000f == 0x3800000000000000 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("FCMP") }, 4, 0x6102a1276f8502b2);
                x29(d);
                x11(d);
                x14(d);
                d.reg(&S12);
                d.reg(&S5);
                x36(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        20 => {
            if d.bits & 0xf80000000000000f == 0x4800000000000000 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("FSWZ") }, 4, 0xea322f27bcd30a96);
                x11(d);
                x12(d);
                x37(d);
                x38(d);
                x39(d);
                x40(d);
                x41(d);
                x42(d);
                x14(d);
                d.reg(&S12);
                x15(d);
                d.reg(&S5);
                d.reg(&S8);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        21 => {
            if d.bits & 0xf80000000000000f == 0x5800000000000000 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("FMUL") }, 4, 0x934887278b836d00);
                x23(d);
                x24(d);
                x25(d);
                x12(d);
                x26(d);
                x14(d);
                d.reg(&S12);
                x15(d);
                d.reg(&S5);
                x27(d);
                x21(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        22 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        23 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        24 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        25 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        26 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        27 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        28 => {
            if d.bits & 0xf80000000000000f == 0xc800000000000000 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("MUFU") }, 4, 0x6e4e68622d4933d3);
                x46(d);
                x26(d);
                x14(d);
                d.reg(&S12);
                x16(d);
                x17(d);
                d.reg(&S5);
                x18(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        29 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        30 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        31 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        _ => {}
    }
    d.unknown();
}
fn x48(d: &mut Dis) {
    let e = &E48[L48[((d.bits >> 46) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.reg(&S16);
        }
        1 => {
            d.mem(&S9);
        }
        2 => {
            d.imm(&S6);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x49(d: &mut Dis) {
    let e = &E49[L49[((d.bits >> 46) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.reg(&S16);
            x19(d);
            d.reg(&S17);
        }
        1 => {
            d.mem(&S9);
            x19(d);
            d.reg(&S17);
        }
        2 => {
            d.reg(&S17);
            x19(d);
            d.mem(&S9);
        }
        3 => {
            d.imm(&S6);
            x19(d);
            d.reg(&S17);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x50(d: &mut Dis) {
    if d.bits & 0xf80000000000000f == 0x4800000000000001 {
        d.consumed |= 0xf80000000000000f;
        d.word16(const { pad16("DADD") }, 4, 0xdddd1114591c3503);
        x12(d);
        x14(d);
        d.reg(&S18);
        x15(d);
        x16(d);
        x17(d);
        d.reg(&S19);
        x18(d);
        x19(d);
        x20(d);
        x48(d);
        x22(d);
        return;
    }
    if d.bits & 0xf80000000000000f == 0x5000000000000001 {
        d.consumed |= 0xf80000000000000f;
        d.word16(const { pad16("DMUL") }, 4, 0x4579e71493b4039e);
        x12(d);
        x14(d);
        d.reg(&S18);
        x15(d);
        d.reg(&S19);
        x16(d);
        x48(d);
        return;
    }
    if d.bits & 0xf80000000000000f == 0x800000000000001 {
        d.consumed |= 0xf80000000000000f;
        d.word16(const { pad16("DMNMX") }, 5, 0x894314f76ba09fee);
        x14(d);
        d.reg(&S18);
        x15(d);
        x16(d);
        x17(d);
        d.reg(&S19);
        x18(d);
        x19(d);
        x20(d);
        x48(d);
        x22(d);
        x35(d);
        return;
    }
    if d.bits & 0xf80000000000000f == 0x2000000000000001 {
        d.consumed |= 0xf80000000000000f;
        d.word16(const { pad16("DFMA") }, 4, 0x94a911471bd5664);
        x12(d);
        x14(d);
        d.reg(&S18);
        x15(d);
        d.reg(&S19);
        x16(d);
        x49(d);
        return;
    }
    if d.bits & 0xf80000000000000f == 0x1800000000000001 {
        d.consumed |= 0xf80000000000000f;
        d.word16(const { pad16("DSETP") }, 5, 0xfb95b627008af1c0);
        x29(d);
        x31(d);
        x14(d);
        d.reg(&S13);
        d.reg(&S14);
        x16(d);
        x17(d);
        d.reg(&S19);
        x18(d);
        x19(d);
        x20(d);
        x48(d);
        x22(d);
        x33(d);
        return;
    }
    if d.bits & 0xf80000000000000f == 0x1000000000000001 {
        d.consumed |= 0xf80000000000000f;
        d.word16(const { pad16("DSET") }, 4, 0x7810e114aff6e710);
        x29(d);
        x34(d);
        x31(d);
        x14(d);
        d.reg(&S12);
        x15(d);
        x16(d);
        x17(d);
        d.reg(&S19);
        x18(d);
        x19(d);
        x20(d);
        x48(d);
        x22(d);
        x33(d);
        return;
    }
    {
        d.consumed |= 0x0;
        d.unknown();
        x14(d);
        return;
    }
}
fn x51(d: &mut Dis) {
    let e = &E51[L51[((d.bits >> 8) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x52(d: &mut Dis) {
    {
        d.consumed |= 0x0;
        return;
    }
}
fn x53(d: &mut Dis) {
    let e = &E53[L53[(((d.bits >> 5) & 0x1) | ((d.bits >> 6) & 0x2)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
        }
        _ => {
            x52(d);
        }
    }
}
fn x54(d: &mut Dis) {
    let e = &E54[L54[((d.bits >> 6) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x55(d: &mut Dis) {
    let e = &E55[L55[((d.bits >> 58) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.suffix(".CC", 0x6af10500cd53a8cc);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x56(d: &mut Dis) {
    let e = &E56[L56[((d.bits >> 6) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x57(d: &mut Dis) {
    let e = &E57[L57[((d.bits >> 5) & 0xf) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x58(d: &mut Dis) {
    let e = &E58[L58[((d.bits >> 6) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x59(d: &mut Dis) {
    let e = &E59[L59[((d.bits >> 5) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x60(d: &mut Dis) {
    let e = &E60[L60[((d.bits >> 9) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.prefix("~", 0x7a000000cf4e);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x61(d: &mut Dis) {
    let e = &E61[L61[((d.bits >> 8) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.prefix("~", 0x7a000000cf4e);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x62(d: &mut Dis) {
    match ((d.bits >> 59) as usize & 1) << 0
        | ((d.bits >> 60) as usize & 1) << 1
        | ((d.bits >> 61) as usize & 1) << 2
        | ((d.bits >> 62) as usize & 1) << 3
    {
        0 => {
            if d.bits & 0xf80000000000000f == 0x2 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("IMAD32I") }, 7, 0xc79aac34f5d82995);
                x51(d);
                x53(d);
                x54(d);
                x14(d);
                d.reg(&S12);
                x55(d);
                d.reg(&S5);
                d.imm(&S20);
                d.reg(&S12);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        1 => {
            if d.bits & 0xf80000000000000f == 0x800000000000002 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("IADD32I") }, 7, 0x49ba1bed6660d51e);
                x51(d);
                x26(d);
                x56(d);
                x14(d);
                d.reg(&S12);
                x55(d);
                d.reg(&S5);
                d.imm(&S20);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        2 => {
            if d.bits & 0xf80000000000000f == 0x1000000000000002 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("IMUL32I") }, 7, 0x896a92b972910e69);
                x53(d);
                x54(d);
                x14(d);
                d.reg(&S12);
                x55(d);
                d.reg(&S5);
                d.imm(&S20);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        3 => {
            if d.bits & 0xf8000000000001ef == 0x18000000000001e2 {
                d.consumed |= 0xf8000000000001ef;
                d.word16(const { pad16("MOV32I") }, 6, 0xe58ef185b21ceff2);
                x14(d);
                d.reg(&S12);
                d.imm(&S20);
                return;
            }
            if d.bits & 0xf80000000000000f == 0x1800000000000002 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("MOV32I") }, 6, 0xe58ef185b21ceff2);
                x57(d);
                x14(d);
                d.reg(&S12);
                d.imm(&S20);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        4 => {
            if d.bits & 0xf80000000000000f == 0x2000000000000002 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("FFMA32I") }, 7, 0xa05b6708d09cb83e);
                x24(d);
                x25(d);
                x26(d);
                x14(d);
                d.reg(&S12);
                x55(d);
                x16(d);
                d.reg(&S5);
                d.imm(&S20);
                x19(d);
                d.reg(&S12);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        5 => {
            if d.bits & 0xf80000000000000f == 0x2800000000000002 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("FADD32I") }, 7, 0xc3e87e97c5dbf14b);
                x11(d);
                x14(d);
                d.reg(&S12);
                x55(d);
                x16(d);
                x17(d);
                d.reg(&S5);
                x18(d);
                d.imm(&S20);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        6 => {
            if d.bits & 0xf80000000000000f == 0x3000000000000002 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("FMUL32I") }, 7, 0xbe5b2922ebfebdf8);
                x24(d);
                x25(d);
                x26(d);
                x14(d);
                d.reg(&S12);
                x55(d);
                d.reg(&S5);
                d.imm(&S20);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        7 => {
            if d.bits & 0xf80000000000000f == 0x3800000000000002 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("LOP32I") }, 6, 0x16f1f6184a896bd1);
                x58(d);
                x59(d);
                x14(d);
                d.reg(&S12);
                x55(d);
                x60(d);
                d.reg(&S5);
                x61(d);
                d.imm(&S20);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        8 => {
            if d.bits & 0xf80000000000000f == 0x4000000000000002 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("ISCADD32I") }, 9, 0xde90e33ffd0c049c);
                x14(d);
                d.reg(&S12);
                x55(d);
                d.reg(&S5);
                d.imm(&S20);
                d.imm(&S21);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        9 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        10 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        11 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        12 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        13 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        14 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        15 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        _ => {}
    }
    d.unknown();
}
fn x63(d: &mut Dis) {
    let e = &E63[L63[((d.bits >> 56) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.prefix("-", 0x2900000045ab);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x64(d: &mut Dis) {
    let e = &E64[L64[((d.bits >> 55) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.prefix("-", 0x2900000045ab);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x65(d: &mut Dis) {
    let e = &E65[L65[((d.bits >> 55) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x66(d: &mut Dis) {
    let e = &E66[L66[((d.bits >> 56) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x67(d: &mut Dis) {
    let e = &E67[L67[d.ctx][((d.bits >> 9) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x68(d: &mut Dis) {
    let e = &E68[L68[((d.bits >> 5) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x69(d: &mut Dis) {
    let e = &E69[L69[((d.bits >> 8) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x70(d: &mut Dis) {
    let e = &E70[L70[((d.bits >> 7) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x71(d: &mut Dis) {
    let e = &E71[L71[((d.bits >> 55) & 0xf) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x72(d: &mut Dis) {
    let e = &E72[L72[((d.bits >> 7) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x73(d: &mut Dis) {
    let e = &E73[L73[((d.bits >> 6) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x74(d: &mut Dis) {
    let e = &E74[L74[((d.bits >> 6) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x75(d: &mut Dis) {
    match ((d.bits >> 59) as usize & 1) << 0
        | ((d.bits >> 60) as usize & 1) << 1
        | ((d.bits >> 61) as usize & 1) << 2
        | ((d.bits >> 62) as usize & 1) << 3
    {
        0 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        1 => {
            if d.bits & 0xf80000000000000f == 0x800000000000003 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("IMNMX") }, 5, 0x63ff41cc1c43811d);
                x68(d);
                x73(d);
                x14(d);
                d.reg(&S12);
                x15(d);
                d.reg(&S5);
                x21(d);
                x35(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        2 => {
            if d.bits & 0xf80000000000000f == 0x1000000000000003 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("ISET") }, 4, 0x4e8eff80563067ad);
                x71(d);
                x72(d);
                x68(d);
                x56(d);
                x31(d);
                x14(d);
                d.reg(&S12);
                x15(d);
                d.reg(&S5);
                x21(d);
                x33(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        3 => {
            if d.bits & 0xf80000000000000f == 0x1800000000000003 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("ISETP") }, 5, 0xad6424127440b2e7);
                x71(d);
                x68(d);
                x56(d);
                x31(d);
                x14(d);
                d.reg(&S13);
                d.reg(&S14);
                d.reg(&S5);
                x21(d);
                x33(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        4 => {
            if d.bits & 0xf80000000000000f == 0x2000000000000003 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("IMAD") }, 4, 0xee09180c39e1c3b);
                x53(d);
                x54(d);
                x65(d);
                x66(d);
                x14(d);
                d.reg(&S12);
                x15(d);
                x16(d);
                d.reg(&S5);
                x28(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        5 => {
            if d.bits & 0xf80000000000000f == 0x2800000000000003 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("BFI") }, 3, 0x5d84a70156bc262f);
                x14(d);
                d.reg(&S12);
                x15(d);
                d.reg(&S5);
                x36(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        6 => {
            if d.bits & 0xf80000000000000f == 0x3000000000000003 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("ICMP") }, 4, 0xd90b7b80a4993249);
                x71(d);
                x68(d);
                x14(d);
                d.reg(&S12);
                d.reg(&S5);
                x36(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        7 => {
            if d.bits & 0xf80000000000000f == 0x3800000000000003 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("ISAD") }, 4, 0x4e9cff80563ca509);
                x68(d);
                x14(d);
                d.reg(&S12);
                x15(d);
                d.reg(&S5);
                x36(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        8 => {
            if d.bits & 0xf80000000000000f == 0x4000000000000003 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("ISCADD") }, 6, 0xe9de6f8d267fa5bc);
                x14(d);
                d.reg(&S12);
                x15(d);
                x63(d);
                d.reg(&S5);
                x64(d);
                x21(d);
                d.imm(&S21);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        9 => {
            if d.bits & 0xf80000000000030f == 0x4800000000000103 && d.feats & 0x2 == 0x2 {
                d.consumed |= 0xf80000000000030f;
                d.word16(const { pad16("ISUB") }, 4, 0x4ec54980565e74db);
                x26(d);
                x56(d);
                x14(d);
                d.reg(&S12);
                x15(d);
                d.reg(&S5);
                x52(d);
                x21(d);
                return;
            }
            if d.bits & 0xf80000000000000f == 0x4800000000000003 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("IADD") }, 4, 0xea91df80ae954422);
                x26(d);
                x56(d);
                x14(d);
                d.reg(&S12);
                x15(d);
                x16(d);
                d.reg(&S5);
                x19(d);
                x21(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        10 => {
            if d.bits & 0xf80000000000000f == 0x5000000000000003 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("IMUL") }, 4, 0xf096980c3c0dd57);
                x53(d);
                x54(d);
                x14(d);
                d.reg(&S12);
                x15(d);
                d.reg(&S5);
                x21(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        11 => {
            if d.bits & 0xf80000000000000f == 0x5800000000000003 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("SHR") }, 3, 0xf0da4b01aa35862f);
                x68(d);
                x67(d);
                x69(d);
                x70(d);
                x14(d);
                d.reg(&S12);
                x15(d);
                d.reg(&S5);
                x21(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        12 => {
            if d.bits & 0xf80000000000000f == 0x6000000000000003 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("SHL") }, 3, 0xf0da4101aa357531);
                x67(d);
                x56(d);
                x14(d);
                d.reg(&S12);
                x15(d);
                d.reg(&S5);
                x21(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        13 => {
            if d.bits & 0xf80000000000000f == 0x6800000000000003 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("LOP") }, 3, 0x6ecde2016084443f);
                x58(d);
                x59(d);
                x14(d);
                d.reg(&S12);
                x15(d);
                x60(d);
                d.reg(&S5);
                x61(d);
                x21(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        14 => {
            if d.bits & 0xf80000000000000f == 0x7000000000000003 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("BFE") }, 3, 0x5d84ab0156bc2cfb);
                x68(d);
                x69(d);
                x14(d);
                d.reg(&S12);
                x15(d);
                d.reg(&S5);
                x21(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        15 => {
            if d.bits & 0xf80000000000000f == 0x7800000000000003 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("FLO") }, 3, 0x3c990101449455a3);
                x68(d);
                x74(d);
                x14(d);
                d.reg(&S12);
                x15(d);
                x61(d);
                x21(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        _ => {}
    }
    d.unknown();
}
fn x76(d: &mut Dis) {
    {
        d.consumed |= 0x0;
        d.imm(&S22);
        return;
    }
}
fn x77(d: &mut Dis) {
    let e = &E77[L77[((d.bits >> 5) & 0x7) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x78(d: &mut Dis) {
    let e = &E78[L78[((d.bits >> 5) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x79(d: &mut Dis) {
    let e = &E79[L79[((d.bits >> 23) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.prefix("!", 0x250000003edf);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x80(d: &mut Dis) {
    {
        d.consumed |= 0x0;
        x79(d);
        d.reg(&S23);
        return;
    }
}
fn x81(d: &mut Dis) {
    let e = &E81[L81[((d.bits >> 47) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.reg(&S5);
        }
        1 => {
            d.imm(&S24);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x82(d: &mut Dis) {
    let e = &E82[L82[((d.bits >> 46) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.reg(&S8);
        }
        1 => {
            d.imm(&S25);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x83(d: &mut Dis) {
    {
        d.consumed |= 0x0;
        x14(d);
        d.reg(&S12);
        d.reg(&S26);
        x81(d);
        x82(d);
        x35(d);
        return;
    }
}
fn x84(d: &mut Dis) {
    let e = &E84[L84[((d.bits >> 5) & 0x1f) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.reg(&S1);
            d.suffix(".T", 0x8e68000078b5fe);
        }
        1 => {
            x4(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x85(d: &mut Dis) {
    {
        d.consumed |= 0x0;
        d.word16(const { pad16("TRIG") }, 4, 0x59f71b99717c158e);
        return;
    }
}
fn x86(d: &mut Dis) {
    let e = &E86[L86[((d.bits >> 5) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x87(d: &mut Dis) {
    let e = &E87[L87[((d.bits >> 30) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x88(d: &mut Dis) {
    let e = &E88[L88[((d.bits >> 29) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.prefix("!", 0x250000003edf);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x89(d: &mut Dis) {
    {
        d.consumed |= 0x0;
        x88(d);
        d.reg(&S27);
        return;
    }
}
fn x90(d: &mut Dis) {
    let e = &E90[L90[((d.bits >> 30) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            x89(d);
            x80(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x91(d: &mut Dis) {
    let e = &E91[L91[((d.bits >> 53) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            x35(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x92(d: &mut Dis) {
    let e = &E92[L92[((d.bits >> 30) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            x80(d);
            x89(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x93(d: &mut Dis) {
    let e = &E93[L93[((d.bits >> 20) & 0x1f) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x94(d: &mut Dis) {
    let e = &E94[L94[((d.bits >> 55) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x95(d: &mut Dis) {
    let e = &E95[L95[((d.bits >> 20) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x96(d: &mut Dis) {
    let e = &E96[L96[((d.bits >> 23) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x97(d: &mut Dis) {
    let e = &E97[L97[((d.bits >> 49) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x98(d: &mut Dis) {
    let e = &E98[L98[((d.bits >> 49) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x99(d: &mut Dis) {
    let e = &E99[L99[(((d.bits >> 7) & 0x1) | ((d.bits >> 19) & 0x6) | ((d.bits >> 20) & 0x18)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
        }
        1 => {
            x95(d);
            x96(d);
            d.words(&e.words[0]);
        }
        2 => {
            x95(d);
            x96(d);
            x97(d);
        }
        3 => {
            x95(d);
            x96(d);
            x98(d);
        }
        _ => {
            x95(d);
            x96(d);
        }
    }
}
fn x100(d: &mut Dis) {
    {
        d.consumed |= 0x0;
        x19(d);
        x20(d);
        return;
    }
}
fn x101(d: &mut Dis) {
    let e = &E101[L101[(((d.bits >> 23) & 0x3) | ((d.bits >> 54) & 0x4)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.suffix(".H1", 0x6ad96f00cd3fcb09);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x102(d: &mut Dis) {
    let e = &E102[L102[(((d.bits >> 7) & 0x1) | ((d.bits >> 19) & 0x6)) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x103(d: &mut Dis) {
    let e = &E103[L103[((d.bits >> 23) & 0x7) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x104(d: &mut Dis) {
    let e = &E104[L104[((d.bits >> 49) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x105(d: &mut Dis) {
    let e = &E105[L105[((d.bits >> 20) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.reg(&S12);
            x15(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x106(d: &mut Dis) {
    let e = &E106[L106[(((d.bits >> 23) & 0x7) | ((d.bits >> 53) & 0x8)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.suffix(".H1", 0x6ad96f00cd3fcb09);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x107(d: &mut Dis) {
    let e = &E107[L107[((d.bits >> 23) & 0x7) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            x19(d);
            x20(d);
            x21(d);
            x106(d);
            x22(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x108(d: &mut Dis) {
    let e = &E108[L108[(((d.bits >> 9) & 0x1) | ((d.bits >> 22) & 0xe)) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x109(d: &mut Dis) {
    let e = &E109[L109[(((d.bits >> 23) & 0x7) | ((d.bits >> 52) & 0x18)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.suffix(".B1", 0x6aedf300cd51545f);
        }
        1 => {
            d.suffix(".B2", 0x6aedf400cd515612);
        }
        2 => {
            d.suffix(".B3", 0x6aedf500cd5157c5);
        }
        3 => {
            d.suffix(".H1", 0x6ad96f00cd3fcb09);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x110(d: &mut Dis) {
    let e = &E110[L110[((d.bits >> 23) & 0x7) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            x19(d);
            x20(d);
            x21(d);
            x109(d);
            x22(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x111(d: &mut Dis) {
    let e = &E111[L111[(((d.bits >> 7) & 0x1) | ((d.bits >> 19) & 0x6)) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x112(d: &mut Dis) {
    let e = &E112[L112[(((d.bits >> 9) & 0x1) | ((d.bits >> 22) & 0xe)) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x113(d: &mut Dis) {
    let e = &E113[L113[((d.bits >> 23) & 0x7) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            x19(d);
            x20(d);
            x21(d);
            x109(d);
            x22(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x114(d: &mut Dis) {
    let e = &E114[L114[((d.bits >> 42) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x115(d: &mut Dis) {
    let e = &E115[L115[(((d.bits >> 6) & 0x1) | ((d.bits >> 43) & 0xe)) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x116(d: &mut Dis) {
    let e = &E116[L116[(((d.bits >> 5) & 0x1) | ((d.bits >> 31) & 0xe)) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x117(d: &mut Dis) {
    let e = &E117[L117[(((d.bits >> 5) & 0x1) | ((d.bits >> 46) & 0x2)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            x116(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x118(d: &mut Dis) {
    if d.bits & 0xf00700000060 == 0xe00600000060 {
        d.consumed |= 0xf00700000060;
        return;
    }
    {
        d.consumed |= 0x0;
        x115(d);
        x117(d);
        return;
    }
}
fn x119(d: &mut Dis) {
    let e = &E119[L119[((d.bits >> 9) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x120(d: &mut Dis) {
    let e = &E120[L120[((d.bits >> 55) & 0x7) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
            x14(d);
            d.reg(&S12);
            x15(d);
        }
        1 => {
            x14(d);
            d.reg(&S12);
            x15(d);
        }
        2 => {
            x14(d);
            d.reg(&S12);
            d.suffix(".H1", 0x6ad96f00cd3fcb09);
            x15(d);
        }
        3 => {
            x14(d);
            d.reg(&S12);
            d.suffix(".H0", 0x6ad96e00cd3fc956);
            x15(d);
        }
        4 => {
            x14(d);
            d.reg(&S12);
            d.suffix(".B0", 0x6aedf200cd5152ac);
            x15(d);
        }
        5 => {
            x14(d);
            d.reg(&S12);
            d.suffix(".B2", 0x6aedf400cd515612);
            x15(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x121(d: &mut Dis) {
    let e = &E121[L121[((d.bits >> 44) & 0x7) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.suffix(".B1", 0x6aedf300cd51545f);
        }
        1 => {
            d.suffix(".B2", 0x6aedf400cd515612);
        }
        2 => {
            d.suffix(".B3", 0x6aedf500cd5157c5);
        }
        3 => {
            d.suffix(".H1", 0x6ad96f00cd3fcb09);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x122(d: &mut Dis) {
    {
        d.consumed |= 0x0;
        d.reg(&S5);
        x121(d);
        return;
    }
}
fn x123(d: &mut Dis) {
    let e = &E123[L123[((d.bits >> 7) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.prefix("-", 0x2900000045ab);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x124(d: &mut Dis) {
    let e = &E124[L124[((d.bits >> 32) & 0x7) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.suffix(".B1", 0x6aedf300cd51545f);
        }
        1 => {
            d.suffix(".B2", 0x6aedf400cd515612);
        }
        2 => {
            d.suffix(".B3", 0x6aedf500cd5157c5);
        }
        3 => {
            d.suffix(".H1", 0x6ad96f00cd3fcb09);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x125(d: &mut Dis) {
    let e = &E125[L125[((d.bits >> 47) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.reg(&S8);
            x124(d);
        }
        1 => {
            d.imm(&S28);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x126(d: &mut Dis) {
    {
        d.consumed |= 0x0;
        x19(d);
        x122(d);
        x123(d);
        x125(d);
        d.reg(&S10);
        return;
    }
}
fn x127(d: &mut Dis) {
    let e = &E127[L127[((d.bits >> 7) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x128(d: &mut Dis) {
    {
        d.consumed |= 0x0;
        x122(d);
        x125(d);
        d.reg(&S10);
        return;
    }
}
fn x129(d: &mut Dis) {
    let e = &E129[L129[d.ctx][((d.bits >> 7) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x130(d: &mut Dis) {
    let e = &E130[L130[((d.bits >> 7) & 0x7) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x131(d: &mut Dis) {
    let e = &E131[L131[((d.bits >> 55) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x132(d: &mut Dis) {
    {
        d.consumed |= 0x0;
        x122(d);
        x125(d);
        return;
    }
}
fn x133(d: &mut Dis) {
    let e = &E133[L133[(((d.bits >> 49) & 0x7) | ((d.bits >> 50) & 0x18)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
            x14(d);
            d.reg(&S13);
            d.reg(&S14);
            x132(d);
            d.reg(&S11);
        }
        1 => {
            x31(d);
            x14(d);
            d.reg(&S13);
            d.reg(&S14);
            x132(d);
            x91(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x134(d: &mut Dis) {
    match ((d.bits >> 59) as usize & 1) << 0
        | ((d.bits >> 60) as usize & 1) << 1
        | ((d.bits >> 61) as usize & 1) << 2
        | ((d.bits >> 62) as usize & 1) << 3
        | ((d.bits >> 63) as usize & 1) << 4
        | ((d.bits >> 58) as usize & 1) << 5
    {
        0 => {
            if d.bits & 0xfc6e00000000000f == 0xe000000000004 {
                d.consumed |= 0xfc6e00000000000f;
                d.word16(const { pad16("CSET") }, 4, 0x1d106b5177169b83);
                x34(d);
                x93(d);
                d.word16(const { pad16("AND") }, 3, 0x56585701531875a5);
                x14(d);
                d.reg(&S12);
                x15(d);
                d.reg(&S1);
                d.reg(&S11);
                return;
            }
            if d.bits & 0xfc0000000000000f == 0x4 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("CSET") }, 4, 0x1d106b5177169b83);
                x34(d);
                x93(d);
                x31(d);
                x14(d);
                d.reg(&S12);
                x15(d);
                d.reg(&S1);
                x91(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        1 => {
            if d.bits & 0xfc6e00000000000f == 0x80e000000000004 {
                d.consumed |= 0xfc6e00000000000f;
                d.word16(const { pad16("PSET") }, 4, 0x38ccc9bd448484d4);
                x34(d);
                x87(d);
                d.word16(const { pad16("AND") }, 3, 0x56585701531875a5);
                x14(d);
                d.reg(&S12);
                x15(d);
                d.reg(&S11);
                x90(d);
                return;
            }
            if d.bits & 0xfc0000000000000f == 0x800000000000004 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("PSET") }, 4, 0x38ccc9bd448484d4);
                x34(d);
                x87(d);
                x31(d);
                x14(d);
                d.reg(&S12);
                x15(d);
                x91(d);
                x90(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        2 => {
            if d.bits & 0xfc00000001b0000f == 0x1000000001200004 {
                d.consumed |= 0xfc00000001b0000f;
                d.word16(const { pad16("F2F") }, 3, 0x3b744801439b3f0e);
                x94(d);
                x99(d);
                x26(d);
                x14(d);
                d.reg(&S12);
                x15(d);
                x100(d);
                x21(d);
                x101(d);
                x22(d);
                return;
            }
            if d.bits & 0xfc00000001b0000f == 0x1000000001b00004 {
                d.consumed |= 0xfc00000001b0000f;
                d.word16(const { pad16("F2F") }, 3, 0x3b744801439b3f0e);
                x94(d);
                x99(d);
                x26(d);
                x14(d);
                d.reg(&S12);
                x15(d);
                x100(d);
                x21(d);
                x101(d);
                x22(d);
                return;
            }
            if d.bits & 0xfc00000001b0000f == 0x1000000000900004 {
                d.consumed |= 0xfc00000001b0000f;
                d.word16(const { pad16("F2F") }, 3, 0x3b744801439b3f0e);
                x94(d);
                x99(d);
                x26(d);
                x14(d);
                d.reg(&S12);
                x15(d);
                x100(d);
                x21(d);
                x101(d);
                x22(d);
                return;
            }
            if d.bits & 0xfc00000001b0000f == 0x1000000001100004 {
                d.consumed |= 0xfc00000001b0000f;
                d.word16(const { pad16("F2F") }, 3, 0x3b744801439b3f0e);
                x94(d);
                x99(d);
                x26(d);
                x14(d);
                d.reg(&S12);
                x15(d);
                x100(d);
                x21(d);
                x101(d);
                x22(d);
                return;
            }
            if d.bits & 0xfc00000001b0000f == 0x1000000001a00004 {
                d.consumed |= 0xfc00000001b0000f;
                d.word16(const { pad16("F2F") }, 3, 0x3b744801439b3f0e);
                x94(d);
                x99(d);
                x26(d);
                x14(d);
                d.reg(&S12);
                x15(d);
                x100(d);
                x21(d);
                x101(d);
                x22(d);
                return;
            }
            if d.bits & 0xfc00000001b0000f == 0x1000000000a00004 {
                d.consumed |= 0xfc00000001b0000f;
                d.word16(const { pad16("F2F") }, 3, 0x3b744801439b3f0e);
                x94(d);
                x99(d);
                x26(d);
                x14(d);
                d.reg(&S12);
                x15(d);
                x100(d);
                x21(d);
                x101(d);
                x22(d);
                return;
            }
            if d.bits & 0xfc00000001b0000f == 0x1000000001300004 {
                d.consumed |= 0xfc00000001b0000f;
                d.word16(const { pad16("F2F") }, 3, 0x3b744801439b3f0e);
                x94(d);
                x99(d);
                x26(d);
                x14(d);
                d.reg(&S12);
                x15(d);
                x100(d);
                x21(d);
                x101(d);
                x22(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        3 => {
            if d.bits & 0xfc0000000000000f == 0x1800000000000004 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("I2F") }, 3, 0x9b29cd0179f0683b);
                x95(d);
                x108(d);
                x98(d);
                x14(d);
                x105(d);
                x110(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        4 => {
            if d.bits & 0xfc0000000000000f == 0x2000000000000004 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("SEL") }, 3, 0xf0ae9b01aa10d334);
                x14(d);
                d.reg(&S12);
                d.reg(&S5);
                x21(d);
                x35(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        5 => {
            if d.bits & 0xfc000000000001ef == 0x28000000000001e4 {
                d.consumed |= 0xfc000000000001ef;
                d.word16(const { pad16("MOV") }, 3, 0x7916170166ccb76e);
                x14(d);
                d.reg(&S12);
                x21(d);
                return;
            }
            if d.bits & 0xfc0000000000000f == 0x2800000000000004 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("MOV") }, 3, 0x7916170166ccb76e);
                x14(d);
                d.reg(&S12);
                x21(d);
                x76(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        6 => {
            if d.bits & 0xfc00000003f0000f == 0x3000000003f00004 {
                d.consumed |= 0xfc00000003f0000f;
                d.word16(const { pad16("P2R") }, 3, 0xd6ffd6019b9a69c8);
                x86(d);
                x14(d);
                d.reg(&S12);
                d.word16(const { pad16("PR") }, 2, 0x11daa0000f2de6a);
                d.word16(const { pad16("RZ") }, 2, 0x1249a0000f8e1e8);
                x21(d);
                return;
            }
            if d.bits & 0xfc0000000000000f == 0x3000000000000004 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("P2R") }, 3, 0xd6ffd6019b9a69c8);
                x86(d);
                x14(d);
                d.reg(&S12);
                d.word16(const { pad16("PR") }, 2, 0x11daa0000f2de6a);
                d.reg(&S5);
                x21(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        7 => {
            if d.bits & 0xfc0000000000000f == 0x3800000000000004 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("B2R") }, 3, 0x5dad880156def696);
                x14(d);
                d.reg(&S12);
                d.imm(&S24);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        8 => {
            if d.bits & 0xfc0400000000000f == 0x4000000000000004 {
                d.consumed |= 0xfc0400000000000f;
                d.word16(const { pad16("NOP") }, 3, 0x81ab30016ba36689);
                x14(d);
                x84(d);
                return;
            }
            if d.bits & 0xfc0400000000000f == 0x4004000000000004 {
                d.consumed |= 0xfc0400000000000f;
                d.word16(const { pad16("NOP") }, 3, 0x81ab30016ba36689);
                x85(d);
                x14(d);
                x84(d);
                d.imm(&S28);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        9 => {
            if d.bits & 0xfc0000000000006f == 0x4800000000000004 {
                d.consumed |= 0xfc0000000000006f;
                d.word16(const { pad16("VOTE") }, 4, 0x2ce63eaa7112d248);
                x78(d);
                x14(d);
                d.reg(&S12);
                d.reg(&S29);
                x80(d);
                return;
            }
            if d.bits & 0xfc0000000000006f == 0x4800000000000024 {
                d.consumed |= 0xfc0000000000006f;
                d.word16(const { pad16("VOTE") }, 4, 0x2ce63eaa7112d248);
                x78(d);
                x14(d);
                d.reg(&S12);
                d.reg(&S29);
                x80(d);
                return;
            }
            if d.bits & 0xfc0000000000006f == 0x4800000000000044 {
                d.consumed |= 0xfc0000000000006f;
                d.word16(const { pad16("VOTE") }, 4, 0x2ce63eaa7112d248);
                x78(d);
                x14(d);
                d.reg(&S12);
                d.reg(&S29);
                x80(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        10 => {
            if d.bits & 0xffffffffffffc3ff == 0x50ee0000ffffc004 {
                d.consumed |= 0xffffffffffffc3ff;
                d.word16(const { pad16("BAR") }, 3, 0x5d81da0156ba4701);
                d.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
                d.word16(const { pad16("POPC") }, 4, 0x5a067cbd56ee8cc8);
                d.reg(&S12);
                d.reg(&S5);
                return;
            }
            if d.bits & 0xfc000000000000ef == 0x5000000000000004 {
                d.consumed |= 0xfc000000000000ef;
                d.word16(const { pad16("BAR") }, 3, 0x5d81da0156ba4701);
                d.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
                d.word16(const { pad16("POPC") }, 4, 0x5a067cbd56ee8cc8);
                x83(d);
                return;
            }
            if d.bits & 0xfc000000000000ef == 0x5000000000000024 {
                d.consumed |= 0xfc000000000000ef;
                d.word16(const { pad16("BAR") }, 3, 0x5d81da0156ba4701);
                d.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
                d.word16(const { pad16("AND") }, 3, 0x56585701531875a5);
                x83(d);
                return;
            }
            if d.bits & 0xfc000000000000ef == 0x5000000000000044 {
                d.consumed |= 0xfc000000000000ef;
                d.word16(const { pad16("BAR") }, 3, 0x5d81da0156ba4701);
                d.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
                d.word16(const { pad16("OR") }, 2, 0xfe940000d80879);
                x83(d);
                return;
            }
            if d.bits & 0xfc000000000000ef == 0x5000000000000084 {
                d.consumed |= 0xfc000000000000ef;
                d.word16(const { pad16("BAR") }, 3, 0x5d81da0156ba4701);
                d.word16(const { pad16("ARV") }, 3, 0x564aa501530cbcd3);
                x83(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        11 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        12 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        13 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        14 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        15 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        16 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        17 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        18 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        19 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        20 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        21 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        22 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        23 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        24 => {
            if d.bits & 0xf80000000000000f == 0xc000000000000004 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("VADD") }, 4, 0x1d6201aa68cc6b85);
                x114(d);
                x118(d);
                x119(d);
                x120(d);
                x126(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        25 => {
            if d.bits & 0xf80000000000000f == 0xc800000000000004 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("VMNMX") }, 5, 0x7f1fa1af4edfecb8);
                x114(d);
                x118(d);
                x127(d);
                x119(d);
                x120(d);
                x128(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        26 => {
            if d.bits & 0xf80000000000000f == 0xd000000000000004 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("VABSDIFF") }, 8, 0x47f97c18561deea9);
                x114(d);
                x118(d);
                x119(d);
                x120(d);
                x128(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        27 => {
            if d.bits & 0xf80000000000000f == 0xd800000000000004 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("VSET") }, 4, 0x7fc0fdaa0f08196e);
                x130(d);
                x118(d);
                x120(d);
                x128(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        28 => {
            if d.bits & 0xf80000000000000f == 0xe000000000000004 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("VSHR") }, 4, 0x7fb631aa0efe6a45);
                x114(d);
                x118(d);
                x129(d);
                x119(d);
                x120(d);
                x128(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        29 => {
            if d.bits & 0xf80000000000000f == 0xe800000000000004 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("VSHL") }, 4, 0x7fb643aa0efe88db);
                x114(d);
                x118(d);
                x129(d);
                x119(d);
                x120(d);
                x128(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        30 => {
            if d.bits & 0xf80000000000000f == 0xf000000000000004 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("VMAD") }, 4, 0x3e5e9faa7b02a1ac);
                x118(d);
                x131(d);
                x119(d);
                x14(d);
                d.reg(&S12);
                x15(d);
                x126(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        31 => {
            if d.bits & 0xf80000000000000f == 0xf800000000000004 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("VSETP") }, 5, 0x1d0845f78ac2e45a);
                x130(d);
                x118(d);
                x133(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        32 => {
            if d.bits & 0xfc6e00000000000f == 0x40e000000000004 {
                d.consumed |= 0xfc6e00000000000f;
                d.word16(const { pad16("CSETP") }, 5, 0x79822e6d5b6ac789);
                x93(d);
                d.word16(const { pad16("AND") }, 3, 0x56585701531875a5);
                x14(d);
                d.reg(&S13);
                d.reg(&S14);
                d.reg(&S1);
                d.reg(&S11);
                return;
            }
            if d.bits & 0xfc0000000000000f == 0x400000000000004 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("CSETP") }, 5, 0x79822e6d5b6ac789);
                x93(d);
                x31(d);
                x14(d);
                d.reg(&S13);
                d.reg(&S14);
                d.reg(&S1);
                x91(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        33 => {
            if d.bits & 0xfc6e00000000000f == 0xc0e000000000004 && d.feats & 0x2 == 0x2 {
                d.consumed |= 0xfc6e00000000000f;
                d.word16(const { pad16("PSETP") }, 5, 0x87f509b6d2d2c4c);
                x87(d);
                d.word16(const { pad16("AND") }, 3, 0x56585701531875a5);
                x14(d);
                d.reg(&S13);
                d.reg(&S14);
                x92(d);
                d.reg(&S11);
                return;
            }
            if d.bits & 0xfc0000000000000f == 0xc00000000000004 && d.feats & 0x2 == 0x2 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("PSETP") }, 5, 0x87f509b6d2d2c4c);
                x87(d);
                x31(d);
                x14(d);
                d.reg(&S13);
                d.reg(&S14);
                x92(d);
                x91(d);
                return;
            }
            if d.bits & 0xfc6e00000000000f == 0xc0e000000000004 {
                d.consumed |= 0xfc6e00000000000f;
                d.word16(const { pad16("PSETP") }, 5, 0x87f509b6d2d2c4c);
                x87(d);
                d.word16(const { pad16("AND") }, 3, 0x56585701531875a5);
                x14(d);
                d.reg(&S13);
                d.reg(&S14);
                d.reg(&S11);
                x90(d);
                return;
            }
            if d.bits & 0xfc0000000000000f == 0xc00000000000004 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("PSETP") }, 5, 0x87f509b6d2d2c4c);
                x87(d);
                x31(d);
                x14(d);
                d.reg(&S13);
                d.reg(&S14);
                x91(d);
                x90(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        34 => {
            if d.bits & 0xfc0000000000000f == 0x1400000000000004 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("F2I") }, 3, 0x3b744301439b368f);
                x94(d);
                x102(d);
                x103(d);
                x104(d);
                x14(d);
                x105(d);
                x107(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        35 => {
            if d.bits & 0xfc0000000000000f == 0x1c00000000000004 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("I2I") }, 3, 0x9b29ca0179f06322);
                x111(d);
                x112(d);
                x26(d);
                x14(d);
                d.reg(&S12);
                x15(d);
                x113(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        36 => {
            if d.bits & 0xfc0000000000000f == 0x2400000000000004 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("PRMT") }, 4, 0x2e7692bd3e2fd0e3);
                x77(d);
                x14(d);
                d.reg(&S12);
                d.reg(&S5);
                x36(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        37 => {
            if d.bits & 0xfc0000000000000f == 0x2c00000000000004 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("S2R") }, 3, 0xf1d64b01ab0c1055);
                x14(d);
                d.reg(&S12);
                d.reg(&S30);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        38 => {
            if d.bits & 0xfc0000000000000f == 0x3400000000000004 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("R2P") }, 3, 0xe8b25601a5bbe620);
                x86(d);
                x14(d);
                d.reg(&S5);
                x21(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        39 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        40 => {
            if d.bits & 0xfc0000000000000f == 0x4400000000000004 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("LEPC") }, 4, 0xfece2a571d1b2e22);
                x14(d);
                d.reg(&S12);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        41 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        42 => {
            if d.bits & 0xfc0000000000000f == 0x5400000000000004 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("POPC") }, 4, 0x5a067cbd56ee8cc8);
                x14(d);
                d.reg(&S12);
                x60(d);
                d.reg(&S5);
                x61(d);
                x21(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        43 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        44 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        45 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        46 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        47 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        48 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        49 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        50 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        51 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        52 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        53 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        54 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        55 => {
            d.consumed |= 0x0;
            d.unknown();
            x14(d);
            return;
        }
        56 => {
            if d.bits & 0xf80000000000000f == 0xc000000000000004 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("VADD") }, 4, 0x1d6201aa68cc6b85);
                x114(d);
                x118(d);
                x119(d);
                x120(d);
                x126(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        57 => {
            if d.bits & 0xf80000000000000f == 0xc800000000000004 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("VMNMX") }, 5, 0x7f1fa1af4edfecb8);
                x114(d);
                x118(d);
                x127(d);
                x119(d);
                x120(d);
                x128(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        58 => {
            if d.bits & 0xf80000000000000f == 0xd000000000000004 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("VABSDIFF") }, 8, 0x47f97c18561deea9);
                x114(d);
                x118(d);
                x119(d);
                x120(d);
                x128(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        59 => {
            if d.bits & 0xf80000000000000f == 0xd800000000000004 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("VSET") }, 4, 0x7fc0fdaa0f08196e);
                x130(d);
                x118(d);
                x120(d);
                x128(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        60 => {
            if d.bits & 0xf80000000000000f == 0xe000000000000004 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("VSHR") }, 4, 0x7fb631aa0efe6a45);
                x114(d);
                x118(d);
                x129(d);
                x119(d);
                x120(d);
                x128(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        61 => {
            if d.bits & 0xf80000000000000f == 0xe800000000000004 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("VSHL") }, 4, 0x7fb643aa0efe88db);
                x114(d);
                x118(d);
                x129(d);
                x119(d);
                x120(d);
                x128(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        62 => {
            if d.bits & 0xf80000000000000f == 0xf000000000000004 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("VMAD") }, 4, 0x3e5e9faa7b02a1ac);
                x118(d);
                x131(d);
                x119(d);
                x14(d);
                d.reg(&S12);
                x15(d);
                x126(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        63 => {
            if d.bits & 0xf80000000000000f == 0xf800000000000004 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("VSETP") }, 5, 0x1d0845f78ac2e45a);
                x130(d);
                x118(d);
                x133(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                x14(d);
                return;
            }
        }
        _ => {}
    }
    d.unknown();
}
fn x135(d: &mut Dis) {
    let e = &E135[L135[((d.bits >> 5) & 0x7) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x136(d: &mut Dis) {
    let e = &E136[L136[((d.bits >> 8) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x137(d: &mut Dis) {
    let e = &E137[L137[((d.bits >> 5) & 0x7) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.reg(&S18);
        }
        1 => {
            d.reg(&S12);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x138(d: &mut Dis) {
    {
        d.consumed |= 0x0;
        d.word16(const { pad16("E") }, 1, 0x410000006e73);
        return;
    }
}
fn x139(d: &mut Dis) {
    let e = &E139[L139[((d.bits >> 8) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x140(d: &mut Dis) {
    let e = &E140[L140[((d.bits >> 8) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x141(d: &mut Dis) {
    let e = &E141[L141[((d.bits >> 5) & 0xf) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x142(d: &mut Dis) {
    {
        d.consumed |= 0x0;
        d.word16(const { pad16("U64") }, 3, 0xbd7043018d3f05e1);
        return;
    }
}
fn x143(d: &mut Dis) {
    {
        d.consumed |= 0x0;
        d.word16(const { pad16("S32") }, 3, 0xf1d2a101ab08b9a0);
        return;
    }
}
fn x144(d: &mut Dis) {
    {
        d.consumed |= 0x0;
        d.word16(const { pad16("MIN") }, 3, 0x790f3f0166c6dcb8);
        return;
    }
}
fn x145(d: &mut Dis) {
    {
        d.consumed |= 0x0;
        d.word16(const { pad16("MAX") }, 3, 0x792a550166ddc9d2);
        return;
    }
}
fn x146(d: &mut Dis) {
    {
        d.consumed |= 0x0;
        d.word16(const { pad16("F32") }, 3, 0x3b77de01439e73c7);
        d.word16(const { pad16("FTZ") }, 3, 0x3cb4340144ab7404);
        d.word16(const { pad16("RN") }, 2, 0x1248e0000f8cd84);
        return;
    }
}
fn x147(d: &mut Dis) {
    {
        d.consumed |= 0x0;
        d.word16(const { pad16("EXCH") }, 4, 0x2fd7c41c83208efa);
        return;
    }
}
fn x148(d: &mut Dis) {
    {
        d.consumed |= 0x0;
        d.word16(const { pad16("CAS") }, 3, 0x67d70a015d0d3c0d);
        return;
    }
}
fn x149(d: &mut Dis) {
    match ((d.bits >> 58) as usize & 1) << 0
        | ((d.bits >> 59) as usize & 1) << 1
        | ((d.bits >> 60) as usize & 1) << 2
        | ((d.bits >> 61) as usize & 1) << 3
        | ((d.bits >> 62) as usize & 1) << 4
        | ((d.bits >> 63) as usize & 1) << 5
    {
        0 => {}
        1 => {}
        2 => {}
        3 => {}
        4 => {
            if d.bits & 0xfc0000000000030f == 0x1000000000000005 {
                d.consumed |= 0xfc0000000000030f;
                d.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
                x141(d);
                x14(d);
                d.mem(&S31);
                d.reg(&S12);
                return;
            }
            if d.bits & 0xfc000000000003ef == 0x1000000000000205 {
                d.consumed |= 0xfc000000000003ef;
                d.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
                d.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
                x142(d);
                x14(d);
                d.mem(&S31);
                d.reg(&S12);
                return;
            }
        }
        5 => {
            if d.bits & 0xfc0000000000030f == 0x1400000000000005 {
                d.consumed |= 0xfc0000000000030f;
                d.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
                x138(d);
                x141(d);
                x14(d);
                d.mem(&S31);
                d.reg(&S12);
                return;
            }
            if d.bits & 0xfc000000000003ef == 0x1400000000000205 {
                d.consumed |= 0xfc000000000003ef;
                d.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
                x138(d);
                d.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
                x142(d);
                x14(d);
                d.mem(&S31);
                d.reg(&S12);
                return;
            }
        }
        6 => {
            if d.bits & 0xfc000000000003ef == 0x1800000000000205 {
                d.consumed |= 0xfc000000000003ef;
                d.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
                d.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
                x143(d);
                x14(d);
                d.mem(&S31);
                d.reg(&S12);
                return;
            }
            if d.bits & 0xfc000000000003ef == 0x1800000000000225 {
                d.consumed |= 0xfc000000000003ef;
                d.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
                x144(d);
                x143(d);
                x14(d);
                d.mem(&S31);
                d.reg(&S12);
                return;
            }
            if d.bits & 0xfc000000000003ef == 0x1800000000000245 {
                d.consumed |= 0xfc000000000003ef;
                d.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
                x145(d);
                x143(d);
                x14(d);
                d.mem(&S31);
                d.reg(&S12);
                return;
            }
        }
        7 => {
            if d.bits & 0xfc000000000003ef == 0x1c00000000000205 {
                d.consumed |= 0xfc000000000003ef;
                d.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
                x138(d);
                d.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
                x143(d);
                x14(d);
                d.mem(&S31);
                d.reg(&S12);
                return;
            }
            if d.bits & 0xfc000000000003ef == 0x1c00000000000225 {
                d.consumed |= 0xfc000000000003ef;
                d.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
                x138(d);
                x144(d);
                x143(d);
                x14(d);
                d.mem(&S31);
                d.reg(&S12);
                return;
            }
            if d.bits & 0xfc000000000003ef == 0x1c00000000000245 {
                d.consumed |= 0xfc000000000003ef;
                d.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
                x138(d);
                x145(d);
                x143(d);
                x14(d);
                d.mem(&S31);
                d.reg(&S12);
                return;
            }
        }
        8 => {}
        9 => {}
        10 => {
            if d.bits & 0xfc000000000003ef == 0x2800000000000205 {
                d.consumed |= 0xfc000000000003ef;
                d.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
                d.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
                x146(d);
                x14(d);
                d.mem(&S31);
                d.reg(&S12);
                return;
            }
        }
        11 => {
            if d.bits & 0xfc000000000003ef == 0x2c00000000000205 {
                d.consumed |= 0xfc000000000003ef;
                d.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
                x138(d);
                d.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
                x146(d);
                x14(d);
                d.mem(&S31);
                d.reg(&S12);
                return;
            }
        }
        12 => {}
        13 => {}
        14 => {}
        15 => {}
        16 => {}
        17 => {}
        18 => {}
        19 => {}
        20 => {
            if d.bits & 0xfc7e00000000030f == 0x507e000000000005 {
                d.consumed |= 0xfc7e00000000030f;
                d.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
                x141(d);
                x14(d);
                d.reg(&S32);
                d.mem(&S33);
                d.reg(&S12);
                return;
            }
            if d.bits & 0xfc7e0000000003ef == 0x507e000000000205 {
                d.consumed |= 0xfc7e0000000003ef;
                d.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
                d.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
                x142(d);
                x14(d);
                d.reg(&S32);
                d.mem(&S33);
                d.reg(&S12);
                return;
            }
            if d.bits & 0xfc7e0000000003ef == 0x507e000000000105 {
                d.consumed |= 0xfc7e0000000003ef;
                d.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
                x147(d);
                x14(d);
                d.reg(&S32);
                d.mem(&S33);
                d.reg(&S12);
                return;
            }
            if d.bits & 0xfc7e0000000003ef == 0x507e000000000305 {
                d.consumed |= 0xfc7e0000000003ef;
                d.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
                x147(d);
                x142(d);
                x14(d);
                d.reg(&S32);
                d.mem(&S33);
                d.reg(&S12);
                return;
            }
            if d.bits & 0xfc000000000003ef == 0x5000000000000125 {
                d.consumed |= 0xfc000000000003ef;
                d.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
                x148(d);
                x14(d);
                d.reg(&S32);
                d.mem(&S33);
                d.reg(&S12);
                d.reg(&S10);
                return;
            }
            if d.bits & 0xfc000000000003ef == 0x5000000000000325 {
                d.consumed |= 0xfc000000000003ef;
                d.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
                x148(d);
                x142(d);
                x14(d);
                d.reg(&S32);
                d.mem(&S33);
                d.reg(&S12);
                d.reg(&S10);
                return;
            }
        }
        21 => {
            if d.bits & 0xfc7e00000000030f == 0x547e000000000005 {
                d.consumed |= 0xfc7e00000000030f;
                d.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
                x138(d);
                x141(d);
                x14(d);
                d.reg(&S32);
                d.mem(&S33);
                d.reg(&S12);
                return;
            }
            if d.bits & 0xfc7e0000000003ef == 0x547e000000000205 {
                d.consumed |= 0xfc7e0000000003ef;
                d.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
                x138(d);
                d.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
                x142(d);
                x14(d);
                d.reg(&S32);
                d.mem(&S33);
                d.reg(&S12);
                return;
            }
            if d.bits & 0xfc7e0000000003ef == 0x547e000000000105 {
                d.consumed |= 0xfc7e0000000003ef;
                d.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
                x138(d);
                x147(d);
                x14(d);
                d.reg(&S32);
                d.mem(&S33);
                d.reg(&S12);
                return;
            }
            if d.bits & 0xfc7e0000000003ef == 0x547e000000000305 {
                d.consumed |= 0xfc7e0000000003ef;
                d.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
                x138(d);
                x147(d);
                x142(d);
                x14(d);
                d.reg(&S32);
                d.mem(&S33);
                d.reg(&S12);
                return;
            }
            if d.bits & 0xfc000000000003ef == 0x5400000000000125 {
                d.consumed |= 0xfc000000000003ef;
                d.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
                x138(d);
                x148(d);
                x14(d);
                d.reg(&S32);
                d.mem(&S33);
                d.reg(&S12);
                d.reg(&S10);
                return;
            }
            if d.bits & 0xfc000000000003ef == 0x5400000000000325 {
                d.consumed |= 0xfc000000000003ef;
                d.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
                x138(d);
                x148(d);
                x142(d);
                x14(d);
                d.reg(&S32);
                d.mem(&S33);
                d.reg(&S12);
                d.reg(&S10);
                return;
            }
        }
        22 => {
            if d.bits & 0xfc7e0000000003ef == 0x587e000000000205 {
                d.consumed |= 0xfc7e0000000003ef;
                d.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
                d.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
                x143(d);
                x14(d);
                d.reg(&S32);
                d.mem(&S33);
                d.reg(&S12);
                return;
            }
            if d.bits & 0xfc7e0000000003ef == 0x587e000000000225 {
                d.consumed |= 0xfc7e0000000003ef;
                d.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
                x144(d);
                x143(d);
                x14(d);
                d.reg(&S32);
                d.mem(&S33);
                d.reg(&S12);
                return;
            }
            if d.bits & 0xfc7e0000000003ef == 0x587e000000000245 {
                d.consumed |= 0xfc7e0000000003ef;
                d.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
                x145(d);
                x143(d);
                x14(d);
                d.reg(&S32);
                d.mem(&S33);
                d.reg(&S12);
                return;
            }
        }
        23 => {
            if d.bits & 0xfc7e0000000003ef == 0x5c7e000000000205 {
                d.consumed |= 0xfc7e0000000003ef;
                d.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
                x138(d);
                d.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
                x143(d);
                x14(d);
                d.reg(&S32);
                d.mem(&S33);
                d.reg(&S12);
                return;
            }
            if d.bits & 0xfc7e0000000003ef == 0x5c7e000000000225 {
                d.consumed |= 0xfc7e0000000003ef;
                d.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
                x138(d);
                x144(d);
                x143(d);
                x14(d);
                d.reg(&S32);
                d.mem(&S33);
                d.reg(&S12);
                return;
            }
            if d.bits & 0xfc7e0000000003ef == 0x5c7e000000000245 {
                d.consumed |= 0xfc7e0000000003ef;
                d.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
                x138(d);
                x145(d);
                x143(d);
                x14(d);
                d.reg(&S32);
                d.mem(&S33);
                d.reg(&S12);
                return;
            }
        }
        24 => {}
        25 => {}
        26 => {
            if d.bits & 0xfc7e0000000003ef == 0x687e000000000205 {
                d.consumed |= 0xfc7e0000000003ef;
                d.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
                d.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
                x146(d);
                x14(d);
                d.reg(&S32);
                d.mem(&S33);
                d.reg(&S12);
                return;
            }
        }
        27 => {
            if d.bits & 0xfc7e0000000003ef == 0x6c7e000000000205 {
                d.consumed |= 0xfc7e0000000003ef;
                d.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
                x138(d);
                d.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
                x146(d);
                x14(d);
                d.reg(&S32);
                d.mem(&S33);
                d.reg(&S12);
                return;
            }
        }
        28 => {}
        29 => {}
        30 => {}
        31 => {}
        32 => {
            if d.bits & 0xfc0000000000000f == 0x8000000000000005 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("LD") }, 2, 0xf4740000cf7d94);
                x135(d);
                x136(d);
                x14(d);
                x137(d);
                d.mem(&S31);
                return;
            }
        }
        33 => {
            if d.bits & 0xfc0000000000000f == 0x8400000000000005 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("LD") }, 2, 0xf4740000cf7d94);
                x138(d);
                x135(d);
                x136(d);
                x14(d);
                x137(d);
                d.mem(&S31);
                return;
            }
        }
        34 => {
            if d.bits & 0xfc0000000000000f == 0x8800000000000005 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("LDU") }, 3, 0x6ededd016092aef3);
                x135(d);
                x136(d);
                x14(d);
                x137(d);
                d.mem(&S31);
                return;
            }
        }
        35 => {
            if d.bits & 0xfc0000000000000f == 0x8c00000000000005 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("LDU") }, 3, 0x6ededd016092aef3);
                x138(d);
                x135(d);
                x136(d);
                x14(d);
                x137(d);
                d.mem(&S31);
                return;
            }
        }
        36 => {
            if d.bits & 0xfc0000000000000f == 0x9000000000000005 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("ST") }, 2, 0x127560000faa433);
                x135(d);
                x139(d);
                x14(d);
                d.mem(&S31);
                x137(d);
                return;
            }
        }
        37 => {
            if d.bits & 0xfc0000000000000f == 0x9400000000000005 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("ST") }, 2, 0x127560000faa433);
                x138(d);
                x135(d);
                x139(d);
                x14(d);
                d.mem(&S31);
                x137(d);
                return;
            }
        }
        38 => {}
        39 => {}
        40 => {}
        41 => {}
        42 => {}
        43 => {}
        44 => {}
        45 => {}
        46 => {}
        47 => {}
        48 => {
            if d.bits & 0xff0000000000000f == 0xc100000000000005 {
                d.consumed |= 0xff0000000000000f;
                d.word16(const { pad16("LDS") }, 3, 0x6edee3016092b925);
                x135(d);
                x136(d);
                x14(d);
                x137(d);
                d.mem(&S34);
                return;
            }
            if d.bits & 0xff0000000000000f == 0xc000000000000005 {
                d.consumed |= 0xff0000000000000f;
                d.word16(const { pad16("LDL") }, 3, 0x6edef4016092d608);
                x140(d);
                x135(d);
                x14(d);
                x137(d);
                d.mem(&S35);
                return;
            }
        }
        49 => {}
        50 => {
            if d.bits & 0xff0000000000000f == 0xc900000000000005 {
                d.consumed |= 0xff0000000000000f;
                d.word16(const { pad16("STS") }, 3, 0xf07b8201a9e54f20);
                x135(d);
                x139(d);
                x14(d);
                d.mem(&S34);
                x137(d);
                return;
            }
            if d.bits & 0xff0000000000000f == 0xc800000000000005 {
                d.consumed |= 0xff0000000000000f;
                d.word16(const { pad16("STL") }, 3, 0xf07ba101a9e583cd);
                x135(d);
                x139(d);
                x14(d);
                d.mem(&S35);
                x137(d);
                return;
            }
        }
        51 => {}
        52 => {}
        53 => {}
        54 => {}
        55 => {}
        56 => {}
        57 => {}
        58 => {}
        59 => {}
        60 => {}
        61 => {}
        62 => {}
        63 => {}
        _ => {}
    }
    d.unknown();
}
fn x150(d: &mut Dis) {
    if d.bits & 0x2c00000fc000000 == 0xfc000000 {
        d.consumed |= 0x2c00000fc000000;
        d.word16(const { pad16("LZ") }, 2, 0xf45a0000cf5166);
        return;
    }
    if d.bits & 0x2c0000000000000 == 0x200000000000000 {
        d.consumed |= 0x2c0000000000000;
        d.word16(const { pad16("LL") }, 2, 0xf46c0000cf6ffc);
        return;
    }
    d.unknown();
}
fn x151(d: &mut Dis) {
    let e = &E151[L151[((d.bits >> 7) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x152(d: &mut Dis) {
    let e = &E152[L152[((d.bits >> 57) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.reg(&S8);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x153(d: &mut Dis) {
    let e = &E153[L153[((d.bits >> 51) & 0x7) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x154(d: &mut Dis) {
    if d.bits & 0xfc0000000000000f == 0x1400000000000006 {
        d.consumed |= 0xfc0000000000000f;
        d.word16(const { pad16("LDC") }, 3, 0x6edef3016092d455);
        x135(d);
        x14(d);
        x137(d);
        d.mem(&S7);
        return;
    }
    if d.bits & 0xfc0000000000000f == 0x9000000000000006 {
        d.consumed |= 0xfc0000000000000f;
        d.word16(const { pad16("TLD") }, 3, 0xb445740187e8fd90);
        x150(d);
        x151(d);
        x14(d);
        d.reg(&S12);
        d.reg(&S5);
        x152(d);
        d.imm(&S36);
        x153(d);
        d.imm(&S37);
        return;
    }
    d.unknown();
}
fn x155(d: &mut Dis) {
    d.unknown();
}
fn x156(d: &mut Dis) {
    let e = &E156[L156[((d.bits >> 24) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.prefix("!", 0x250000003edf);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x157(d: &mut Dis) {
    let e = &E157[L157[(((d.bits >> 14) & 0x7) | ((d.bits >> 22) & 0x18)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
            d.reg(&S13);
            x79(d);
            d.reg(&S23);
            d.reg(&S14);
        }
        1 => {
            d.words(&e.words[0]);
            d.reg(&S13);
            x79(d);
            d.reg(&S23);
            x156(d);
            d.reg(&S14);
        }
        2 => {
            d.unknown();
            d.reg(&S13);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x158(d: &mut Dis) {
    let e = &E158[L158[((d.bits >> 26) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.reg(&S5);
        }
        1 => {
            d.imm(&S38);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x159(d: &mut Dis) {
    let e = &E159[L159[((d.bits >> 30) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.prefix("|", 0x78000000cbe8);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x160(d: &mut Dis) {
    let e = &E160[L160[((d.bits >> 30) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.suffix("|", 0x78000000cbe8);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x161(d: &mut Dis) {
    let e = &E161[L161[((d.bits >> 13) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x162(d: &mut Dis) {
    let e = &E162[L162[((d.bits >> 12) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x163(d: &mut Dis) {
    let e = &E163[L163[((d.bits >> 11) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x164(d: &mut Dis) {
    let e = &E164[L164[((d.bits >> 13) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x165(d: &mut Dis) {
    let e = &E165[L165[((d.bits >> 12) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x166(d: &mut Dis) {
    let e = &E166[L166[((d.bits >> 11) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x167(d: &mut Dis) {
    let e = &E167[L167[((d.bits >> 20) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x168(d: &mut Dis) {
    let e = &E168[L168[(((d.bits >> 9) & 0x1) | ((d.bits >> 23) & 0x2)) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x169(d: &mut Dis) {
    let e = &E169[L169[((d.bits >> 23) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.suffix(".CC", 0x6af10500cd53a8cc);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x170(d: &mut Dis) {
    let e = &E170[L170[((d.bits >> 22) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.prefix("-", 0x2900000045ab);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x171(d: &mut Dis) {
    let e = &E171[L171[((d.bits >> 25) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.prefix("|", 0x78000000cbe8);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x172(d: &mut Dis) {
    let e = &E172[L172[((d.bits >> 25) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.suffix("|", 0x78000000cbe8);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x173(d: &mut Dis) {
    let e = &E173[L173[((d.bits >> 8) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.reg(&S5);
        }
        1 => {
            d.mem(&S39);
        }
        2 => {
            d.mem(&S40);
        }
        3 => {
            d.mem(&S41);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x174(d: &mut Dis) {
    let e = &E174[L174[((d.bits >> 24) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x175(d: &mut Dis) {
    let e = &E175[L175[((d.bits >> 20) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x176(d: &mut Dis) {
    let e = &E176[L176[((d.bits >> 20) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x177(d: &mut Dis) {
    let e = &E177[L177[((d.bits >> 24) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x178(d: &mut Dis) {
    let e = &E178[L178[((d.bits >> 20) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x179(d: &mut Dis) {
    let e = &E179[L179[((d.bits >> 8) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.reg(&S8);
        }
        1 => {
            d.mem(&S42);
        }
        2 => {
            d.mem(&S43);
        }
        3 => {
            d.mem(&S44);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x180(d: &mut Dis) {
    let e = &E180[L180[((d.bits >> 14) & 0x7) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x181(d: &mut Dis) {
    let e = &E181[L181[((d.bits >> 13) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x182(d: &mut Dis) {
    let e = &E182[L182[((d.bits >> 12) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x183(d: &mut Dis) {
    let e = &E183[L183[((d.bits >> 7) & 0x1f) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.suffix(".B0", 0x6aedf200cd5152ac);
        }
        1 => {
            d.suffix(".B1", 0x6aedf300cd51545f);
        }
        2 => {
            d.suffix(".B2", 0x6aedf400cd515612);
        }
        3 => {
            d.suffix(".B3", 0x6aedf500cd5157c5);
        }
        4 => {
            d.words(&e.words[0]);
        }
        5 => {
            d.suffix(".H0", 0x6ad96e00cd3fc956);
        }
        _ => {
            d.suffix(".H1", 0x6ad96f00cd3fcb09);
        }
    }
}
fn x184(d: &mut Dis) {
    let e = &E184[L184[((d.bits >> 7) & 0x1f) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.suffix(".B0", 0x6aedf200cd5152ac);
        }
        1 => {
            d.suffix(".B1", 0x6aedf300cd51545f);
        }
        2 => {
            d.suffix(".B2", 0x6aedf400cd515612);
        }
        3 => {
            d.suffix(".B3", 0x6aedf500cd5157c5);
        }
        4 => {
            d.words(&e.words[0]);
        }
        5 => {
            d.suffix(".H0", 0x6ad96e00cd3fc956);
        }
        _ => {
            d.suffix(".H1", 0x6ad96f00cd3fcb09);
        }
    }
}
fn x185(d: &mut Dis) {
    let e = &E185[L185[((d.bits >> 7) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x186(d: &mut Dis) {
    let e = &E186[L186[(((d.bits >> 7) & 0x1) | ((d.bits >> 13) & 0xe)) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x187(d: &mut Dis) {
    let e = &E187[L187[((d.bits >> 6) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x188(d: &mut Dis) {
    let e = &E188[L188[((d.bits >> 5) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x189(d: &mut Dis) {
    let e = &E189[L189[((d.bits >> 6) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.reg(&S8);
        }
        1 => {
            d.mem(&S42);
        }
        2 => {
            d.mem(&S43);
        }
        3 => {
            d.mem(&S44);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x190(d: &mut Dis) {
    let e = &E190[L190[((d.bits >> 4) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.prefix("-", 0x2900000045ab);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x191(d: &mut Dis) {
    let e = &E191[L191[((d.bits >> 6) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.mem(&S45);
        }
        1 => {
            d.mem(&S46);
        }
        2 => {
            d.mem(&S47);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x192(d: &mut Dis) {
    let e = &E192[L192[((d.bits >> 29) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x193(d: &mut Dis) {
    let e = &E193[L193[((d.bits >> 28) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x194(d: &mut Dis) {
    let e = &E194[L194[((d.bits >> 5) & 0x1f) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.reg(&S1);
            d.suffix(".F", 0x8e76000078cdc8);
        }
        1 => {
            d.reg(&S1);
            d.suffix(".LT", 0x6acc1200cd34a2a6);
        }
        2 => {
            d.reg(&S1);
            d.suffix(".EQ", 0x6aea4b00cd4e0110);
        }
        3 => {
            d.reg(&S1);
            d.suffix(".LE", 0x6acc2300cd34bf89);
        }
        4 => {
            d.reg(&S1);
            d.suffix(".GT", 0x6ae36400cd480cdd);
        }
        5 => {
            d.reg(&S1);
            d.suffix(".NE", 0x6ac55f00cd2f06cf);
        }
        6 => {
            d.reg(&S1);
            d.suffix(".GE", 0x6ae37300cd48265a);
        }
        7 => {
            d.reg(&S1);
            d.suffix(".NUM", 0x9c31105ca6bab5d6);
        }
        8 => {
            d.reg(&S1);
            d.suffix(".NAN", 0x9c59ef5ca6dd82d7);
        }
        9 => {
            d.reg(&S1);
            d.suffix(".LTU", 0xad658a5cb070e2e9);
        }
        10 => {
            d.reg(&S1);
            d.suffix(".EQU", 0xfa1eb75cdb8c283f);
        }
        11 => {
            d.reg(&S1);
            d.suffix(".LEU", 0xad9f565cb0a202d4);
        }
        12 => {
            d.reg(&S1);
            d.suffix(".GTU", 0xe86f755cd16d4b18);
        }
        13 => {
            d.reg(&S1);
            d.suffix(".NEU", 0x9c67085ca6e837ae);
        }
        14 => {
            d.reg(&S1);
            d.suffix(".GEU", 0xe8a2795cd198ab7d);
        }
        15 => {
            d.reg(&S1);
            d.suffix(".OFF", 0xa353405caa55db7b);
        }
        16 => {
            d.reg(&S1);
            d.suffix(".LO", 0x6acc2900cd34c9bb);
        }
        17 => {
            d.reg(&S1);
            d.suffix(".SFF", 0x8245ac5c9811431f);
        }
        18 => {
            d.reg(&S1);
            d.suffix(".LS", 0x6acc1500cd34a7bf);
        }
        19 => {
            d.reg(&S1);
            d.suffix(".HI", 0x6ad94700cd3f8711);
        }
        20 => {
            d.reg(&S1);
            d.suffix(".SFT", 0x8245be5c981161b5);
        }
        21 => {
            d.reg(&S1);
            d.suffix(".HS", 0x6ad94d00cd3f9143);
        }
        22 => {
            d.reg(&S1);
            d.suffix(".OFT", 0xa353325caa55c3b1);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x195(d: &mut Dis) {
    let e = &E195[L195[((d.bits >> 5) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x196(d: &mut Dis) {
    match ((d.bits >> 0) as usize & 1) << 0
        | ((d.bits >> 1) as usize & 1) << 1
        | ((d.bits >> 2) as usize & 1) << 2
        | ((d.bits >> 4) as usize & 1) << 3
        | ((d.bits >> 5) as usize & 1) << 4
        | ((d.bits >> 6) as usize & 1) << 5
    {
        0 => {
            if d.bits & 0xf80003ff == 0x8 {
                d.consumed |= 0xf80003ff;
                x1(d);
                d.word16(const { pad16("NOP_N") }, 5, 0x3f7a57f2ef07b804);
                return;
            }
            if d.bits & 0xf80003ff == 0x10000008 {
                d.consumed |= 0xf80003ff;
                x1(d);
                d.word16(const { pad16("CSETP_N") }, 7, 0x2500ac68e2f94104);
                x93(d);
                d.reg(&S13);
                d.reg(&S1);
                return;
            }
            if d.bits & 0xf80003ff == 0x18000008 {
                d.consumed |= 0xf80003ff;
                x1(d);
                d.word16(const { pad16("PSETP_N") }, 7, 0x65dce50de27677e5);
                x157(d);
                return;
            }
            if d.bits & 0xf00003ff == 0x40000008 {
                d.consumed |= 0xf00003ff;
                x1(d);
                d.word16(const { pad16("S2R_N") }, 5, 0x54598208373aeb10);
                d.reg(&S12);
                d.reg(&S48);
                return;
            }
            if d.bits & 0xf80003ff == 0x50000008 {
                d.consumed |= 0xf80003ff;
                x1(d);
                d.word16(const { pad16("BAR_N") }, 5, 0xe0a775929fda2a9c);
                d.word16(const { pad16("SYNC") }, 4, 0xe51706d3e57390c7);
                x158(d);
                return;
            }
            if d.bits & 0xf80003ff == 0x58000008 {
                d.consumed |= 0xf80003ff;
                x1(d);
                d.word16(const { pad16("BAR_N") }, 5, 0xe0a775929fda2a9c);
                d.word16(const { pad16("ARV") }, 3, 0x564aa501530cbcd3);
                x158(d);
                return;
            }
            if d.bits & 0xf40003ff == 0x70000008 {
                d.consumed |= 0xf40003ff;
                x1(d);
                d.word16(const { pad16("RRO_N") }, 5, 0x599aefcf6d6d1ce8);
                d.word16(const { pad16("SINCOS") }, 6, 0xaed8811f49903981);
                d.reg(&S12);
                d.reg(&S5);
                return;
            }
            if d.bits & 0xf40003ff == 0x74000008 {
                d.consumed |= 0xf40003ff;
                x1(d);
                d.word16(const { pad16("RRO_N") }, 5, 0x599aefcf6d6d1ce8);
                d.word16(const { pad16("EX2") }, 3, 0x32139d013e17e479);
                d.reg(&S12);
                d.reg(&S5);
                return;
            }
            if d.bits & 0xa00003ff == 0x80000008 {
                d.consumed |= 0xa00003ff;
                x1(d);
                d.word16(const { pad16("MUFU_N") }, 6, 0xc70fae73908602de);
                x46(d);
                d.reg(&S12);
                x159(d);
                d.reg(&S5);
                x160(d);
                return;
            }
            if d.bits & 0x800003ff == 0x208 {
                d.consumed |= 0x800003ff;
                x1(d);
                d.word16(const { pad16("SHL_N") }, 5, 0x49afc59c948be1ac);
                d.reg(&S12);
                d.reg(&S5);
                d.imm(&S49);
                return;
            }
            if d.bits & 0x800003ff == 0x80000208 {
                d.consumed |= 0x800003ff;
                x1(d);
                d.word16(const { pad16("SHR_N") }, 5, 0xa05c3f9cc5a782fa);
                d.reg(&S12);
                d.reg(&S5);
                d.imm(&S49);
                return;
            }
            if d.bits & 0x7ff == 0x108 {
                d.consumed |= 0x7ff;
                d.word16(const { pad16("VABSDIFF2_N") }, 11, 0xb594776ff233a5fc);
                x161(d);
                x162(d);
                x163(d);
                d.reg(&S12);
                d.reg(&S5);
                d.reg(&S8);
                return;
            }
            if d.bits & 0xfff == 0x308 {
                d.consumed |= 0xfff;
                d.word16(const { pad16("VADD2_N") }, 7, 0x1316aff2e0b373b0);
                x161(d);
                x162(d);
                d.reg(&S12);
                d.reg(&S5);
                d.reg(&S8);
                return;
            }
            if d.bits & 0xfff == 0xb08 {
                d.consumed |= 0xfff;
                d.word16(const { pad16("VADD2_N") }, 7, 0x1316aff2e0b373b0);
                x161(d);
                x162(d);
                d.reg(&S12);
                d.prefix("-", 0x2900000045ab);
                d.reg(&S5);
                d.reg(&S8);
                return;
            }
            if d.bits & 0x7ff == 0x508 {
                d.consumed |= 0x7ff;
                d.word16(const { pad16("VABSDIFF4_N") }, 11, 0xc6bea96ffbe10432);
                x164(d);
                x165(d);
                x166(d);
                d.reg(&S12);
                d.reg(&S5);
                d.reg(&S8);
                return;
            }
            if d.bits & 0xfff == 0x708 {
                d.consumed |= 0xfff;
                d.word16(const { pad16("VADD4_N") }, 7, 0xdf98b9f2c3ac68ee);
                x164(d);
                x165(d);
                d.reg(&S12);
                d.reg(&S5);
                d.reg(&S8);
                return;
            }
            if d.bits & 0xfff == 0xf08 {
                d.consumed |= 0xfff;
                d.word16(const { pad16("VADD4_N") }, 7, 0xdf98b9f2c3ac68ee);
                x164(d);
                x165(d);
                d.reg(&S12);
                d.prefix("-", 0x2900000045ab);
                d.reg(&S5);
                d.reg(&S8);
                return;
            }
            if d.bits & 0x3ff == 0x88 {
                d.consumed |= 0x3ff;
                x1(d);
                d.word16(const { pad16("I2F_N") }, 5, 0x8740a63d84d8e646);
                d.word16(const { pad16("F32") }, 3, 0x3b77de01439e73c7);
                x174(d);
                x175(d);
                d.reg(&S12);
                x169(d);
                x170(d);
                x171(d);
                d.reg(&S8);
                x172(d);
                return;
            }
            if d.bits & 0x3ff == 0x288 {
                d.consumed |= 0x3ff;
                x1(d);
                d.word16(const { pad16("F2I_N") }, 5, 0x9f520f5ce315e25a);
                x174(d);
                d.word16(const { pad16("F32") }, 3, 0x3b77de01439e73c7);
                x176(d);
                d.reg(&S12);
                x169(d);
                x170(d);
                x171(d);
                d.reg(&S8);
                x172(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        1 => {
            if d.bits & 0x7f == 0x9 {
                d.consumed |= 0x7f;
                x1(d);
                d.word16(const { pad16("IPA_N") }, 5, 0xa02d5e2b81fcf945);
                x185(d);
                d.reg(&S12);
                d.mem(&S50);
                d.reg(&S5);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        2 => {
            if d.bits & 0xff == 0xa {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("LDL_N") }, 5, 0x60807e0058411661);
                d.reg(&S12);
                d.mem(&S51);
                return;
            }
            if d.bits & 0xff == 0x8a {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("LDL_N") }, 5, 0x60807e0058411661);
                d.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
                d.reg(&S18);
                d.mem(&S52);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        3 => {
            if d.bits & 0xff == 0xb {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("LD_N") }, 4, 0xf7824657195bd18d);
                d.reg(&S12);
                d.mem(&S53);
                return;
            }
            if d.bits & 0xff == 0x8b {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("LD_N") }, 4, 0xf7824657195bd18d);
                d.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
                d.reg(&S18);
                d.mem(&S54);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        4 => {
            d.consumed |= 0x0;
            d.unknown();
            d.suffix("_N", 0x13590000107441d);
            return;
        }
        5 => {
            if d.bits & 0x1f == 0xd {
                d.consumed |= 0x1f;
                d.word16(const { pad16("IMAD_N") }, 6, 0xfa799050c046ba46);
                x188(d);
                x188(d);
                d.reg(&S12);
                d.reg(&S5);
                x189(d);
                d.reg(&S55);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        6 => {
            if d.bits & 0x2f == 0xe {
                d.consumed |= 0x2f;
                d.word16(const { pad16("FFMA_N") }, 6, 0xffb5d444e09bc88b);
                d.reg(&S12);
                x190(d);
                d.reg(&S5);
                x189(d);
                d.reg(&S55);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        7 => {
            d.consumed |= 0x0;
            d.unknown();
            d.suffix("_N", 0x13590000107441d);
            return;
        }
        8 => {
            if d.bits & 0x1ff == 0x18 {
                d.consumed |= 0x1ff;
                x1(d);
                d.word16(const { pad16("I2I_N") }, 5, 0x6dee2d3d76b15cab);
                x167(d);
                x168(d);
                d.reg(&S12);
                x169(d);
                x170(d);
                x171(d);
                d.reg(&S8);
                x172(d);
                return;
            }
            if d.bits & 0x3ff == 0x118 {
                d.consumed |= 0x3ff;
                x1(d);
                d.word16(const { pad16("MOV_N") }, 5, 0xdf830afa6b9b6e17);
                d.reg(&S12);
                d.imm(&S56);
                return;
            }
            if d.bits & 0x3ff == 0x318 {
                d.consumed |= 0x3ff;
                x1(d);
                d.word16(const { pad16("MOV_N") }, 5, 0xdf830afa6b9b6e17);
                d.word16(const { pad16("HI") }, 2, 0x102910000dbec37);
                d.reg(&S12);
                d.imm(&S57);
                return;
            }
            if d.bits & 0x3ff == 0x98 {
                d.consumed |= 0x3ff;
                x1(d);
                d.word16(const { pad16("F2F_N") }, 5, 0xcaa8be5cfba474b7);
                x177(d);
                d.word16(const { pad16("PASS") }, 4, 0xb09b0ebd87f5c4fd);
                d.reg(&S12);
                x169(d);
                x170(d);
                x171(d);
                d.reg(&S8);
                x172(d);
                return;
            }
            if d.bits & 0x3ff == 0x298 {
                d.consumed |= 0x3ff;
                x1(d);
                d.word16(const { pad16("F2F_N") }, 5, 0xcaa8be5cfba474b7);
                x177(d);
                d.word16(const { pad16("F32") }, 3, 0x3b77de01439e73c7);
                d.word16(const { pad16("F32") }, 3, 0x3b77de01439e73c7);
                x178(d);
                d.reg(&S12);
                x169(d);
                x170(d);
                x171(d);
                d.reg(&S8);
                x172(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        9 => {
            d.consumed |= 0x0;
            d.unknown();
            d.suffix("_N", 0x13590000107441d);
            return;
        }
        10 => {
            if d.bits & 0xff == 0x1a {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("STL_N") }, 5, 0x62b704b5c090f888);
                d.mem(&S51);
                d.reg(&S12);
                return;
            }
            if d.bits & 0xff == 0x9a {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("STL_N") }, 5, 0x62b704b5c090f888);
                d.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
                d.mem(&S52);
                d.reg(&S18);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        11 => {
            if d.bits & 0xff == 0x1b {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("ST_N") }, 4, 0x875616d3b0c8903e);
                d.mem(&S53);
                d.reg(&S12);
                return;
            }
            if d.bits & 0xff == 0x9b {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("ST_N") }, 4, 0x875616d3b0c8903e);
                d.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
                d.mem(&S54);
                d.reg(&S18);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        12 => {
            if d.bits & 0x1f == 0x1c {
                d.consumed |= 0x1f;
                x1(d);
                d.word16(const { pad16("LDC_N") }, 5, 0x55cb9300519c4f10);
                d.reg(&S12);
                d.mem(&S58);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        13 => {
            if d.bits & 0xff == 0x1d {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("LOP_N") }, 5, 0x92c1b9d6469097ea);
                d.word16(const { pad16("AND") }, 3, 0x56585701531875a5);
                d.reg(&S12);
                d.reg(&S5);
                x179(d);
                return;
            }
            if d.bits & 0xff == 0x9d {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("LOP_N") }, 5, 0x92c1b9d6469097ea);
                d.word16(const { pad16("AND") }, 3, 0x56585701531875a5);
                d.reg(&S12);
                d.reg(&S5);
                d.imm(&S59);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        14 => {
            if d.bits & 0x2f == 0xe {
                d.consumed |= 0x2f;
                d.word16(const { pad16("FFMA_N") }, 6, 0xffb5d444e09bc88b);
                d.reg(&S12);
                x190(d);
                d.reg(&S5);
                x189(d);
                d.reg(&S55);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        15 => {
            if d.bits & 0xc000001f == 0x1f {
                d.consumed |= 0xc000001f;
                x1(d);
                d.word16(const { pad16("BRA_N") }, 5, 0x1893b9f1720e0f9e);
                x192(d);
                x193(d);
                x194(d);
                d.target(&S60);
                return;
            }
            if d.bits & 0xf000001f == 0x4000001f {
                d.consumed |= 0xf000001f;
                d.word16(const { pad16("SSY_N") }, 5, 0xddec87df124dc04c);
                d.target(&S60);
                return;
            }
            if d.bits & 0xf000001f == 0x5000001f {
                d.consumed |= 0xf000001f;
                d.word16(const { pad16("CAL_N") }, 5, 0x5070e2d4830161d9);
                x195(d);
                d.target(&S61);
                return;
            }
            if d.bits & 0xf800007f == 0x8000001f {
                d.consumed |= 0xf800007f;
                d.word16(const { pad16("BPT_N") }, 5, 0xb7bceb02546012bf);
                d.word16(const { pad16("DRAIN") }, 5, 0x9ef4ac21147642ee);
                d.imm(&S62);
                return;
            }
            if d.bits & 0xf800001f == 0x8800001f {
                d.consumed |= 0xf800001f;
                x1(d);
                d.word16(const { pad16("EXIT_N") }, 6, 0xa629d74cb04202cd);
                x194(d);
                return;
            }
            if d.bits & 0xf800001f == 0x9000001f {
                d.consumed |= 0xf800001f;
                x1(d);
                d.word16(const { pad16("RET_N") }, 5, 0xf4cfee86cb0a9b4e);
                x194(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        16 => {
            if d.bits & 0xff == 0x28 {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("MOV_N") }, 5, 0xdf830afa6b9b6e17);
                d.reg(&S12);
                x173(d);
                return;
            }
            if d.bits & 0xff == 0xa8 {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("FMUL_N") }, 6, 0x9a755d11bcc54379);
                d.reg(&S12);
                d.reg(&S5);
                x179(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        17 => {
            if d.bits & 0xff == 0x29 {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("ALD_N") }, 5, 0xe1489c24220dc042);
                d.vec(&S63);
                d.mem(&S64);
                d.reg(&S8);
                return;
            }
            if d.bits & 0xff == 0xa9 {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("ALD_N") }, 5, 0xe1489c24220dc042);
                d.word16(const { pad16("96") }, 2, 0xcf380000affb63);
                d.vec(&S65);
                d.mem(&S64);
                d.reg(&S8);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        18 => {
            if d.bits & 0xbf == 0x2a {
                d.consumed |= 0xbf;
                x1(d);
                d.word16(const { pad16("IMUL_N") }, 6, 0x33a08b517f1e7a2);
                x187(d);
                x187(d);
                d.reg(&S12);
                d.reg(&S5);
                x179(d);
                return;
            }
            if d.bits & 0xbf == 0xaa {
                d.consumed |= 0xbf;
                x1(d);
                d.word16(const { pad16("IMUL_N") }, 6, 0x33a08b517f1e7a2);
                x187(d);
                x187(d);
                d.reg(&S12);
                d.reg(&S5);
                d.imm(&S59);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        19 => {
            d.consumed |= 0x0;
            d.unknown();
            d.suffix("_N", 0x13590000107441d);
            return;
        }
        20 => {
            if d.bits & 0xff == 0x2c {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("IADD_N") }, 6, 0xf04dd394da9c65ab);
                d.reg(&S12);
                d.reg(&S5);
                x179(d);
                return;
            }
            if d.bits & 0xff == 0xac {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("IADD_N") }, 6, 0xf04dd394da9c65ab);
                d.reg(&S12);
                d.reg(&S5);
                d.imm(&S59);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        21 => {
            if d.bits & 0x1f == 0xd {
                d.consumed |= 0x1f;
                d.word16(const { pad16("IMAD_N") }, 6, 0xfa799050c046ba46);
                x188(d);
                x188(d);
                d.reg(&S12);
                d.reg(&S5);
                x189(d);
                d.reg(&S55);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        22 => {
            if d.bits & 0x2f == 0x2e {
                d.consumed |= 0x2f;
                d.word16(const { pad16("FFMA_N") }, 6, 0xffb5d444e09bc88b);
                d.reg(&S12);
                x190(d);
                d.reg(&S5);
                d.reg(&S8);
                x191(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        23 => {
            d.consumed |= 0x0;
            d.unknown();
            d.suffix("_N", 0x13590000107441d);
            return;
        }
        24 => {
            d.consumed |= 0x0;
            d.unknown();
            d.suffix("_N", 0x13590000107441d);
            return;
        }
        25 => {
            if d.bits & 0xff == 0x39 {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("AST_N") }, 5, 0x1ba6cbec61fd41c9);
                d.mem(&S64);
                d.vec(&S66);
                d.reg(&S12);
                return;
            }
            if d.bits & 0xff == 0xb9 {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("AST_N") }, 5, 0x1ba6cbec61fd41c9);
                d.word16(const { pad16("96") }, 2, 0xcf380000affb63);
                d.mem(&S64);
                d.vec(&S67);
                d.reg(&S12);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        26 => {
            d.consumed |= 0x0;
            d.unknown();
            d.suffix("_N", 0x13590000107441d);
            return;
        }
        27 => {
            d.consumed |= 0x0;
            d.unknown();
            d.suffix("_N", 0x13590000107441d);
            return;
        }
        28 => {
            if d.bits & 0x1f == 0x1c {
                d.consumed |= 0x1f;
                x1(d);
                d.word16(const { pad16("LDC_N") }, 5, 0x55cb9300519c4f10);
                d.reg(&S12);
                d.mem(&S58);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        29 => {
            if d.bits & 0xff == 0x3d {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("LOP_N") }, 5, 0x92c1b9d6469097ea);
                d.word16(const { pad16("OR") }, 2, 0xfe940000d80879);
                d.reg(&S12);
                d.reg(&S5);
                x179(d);
                return;
            }
            if d.bits & 0xff == 0xbd {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("LOP_N") }, 5, 0x92c1b9d6469097ea);
                d.word16(const { pad16("OR") }, 2, 0xfe940000d80879);
                d.reg(&S12);
                d.reg(&S5);
                d.imm(&S59);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        30 => {
            if d.bits & 0x2f == 0x2e {
                d.consumed |= 0x2f;
                d.word16(const { pad16("FFMA_N") }, 6, 0xffb5d444e09bc88b);
                d.reg(&S12);
                x190(d);
                d.reg(&S5);
                d.reg(&S8);
                x191(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        31 => {
            if d.bits & 0xc000001f == 0x1f {
                d.consumed |= 0xc000001f;
                x1(d);
                d.word16(const { pad16("BRA_N") }, 5, 0x1893b9f1720e0f9e);
                x192(d);
                x193(d);
                x194(d);
                d.target(&S60);
                return;
            }
            if d.bits & 0xf000001f == 0x4000001f {
                d.consumed |= 0xf000001f;
                d.word16(const { pad16("SSY_N") }, 5, 0xddec87df124dc04c);
                d.target(&S60);
                return;
            }
            if d.bits & 0xf000001f == 0x5000001f {
                d.consumed |= 0xf000001f;
                d.word16(const { pad16("CAL_N") }, 5, 0x5070e2d4830161d9);
                x195(d);
                d.target(&S61);
                return;
            }
            if d.bits & 0xf800007f == 0x8000003f {
                d.consumed |= 0xf800007f;
                d.word16(const { pad16("BPT_N") }, 5, 0xb7bceb02546012bf);
                d.word16(const { pad16("CAL") }, 3, 0x67d6eb015d0d0760);
                d.imm(&S62);
                return;
            }
            if d.bits & 0xf800001f == 0x8800001f {
                d.consumed |= 0xf800001f;
                x1(d);
                d.word16(const { pad16("EXIT_N") }, 6, 0xa629d74cb04202cd);
                x194(d);
                return;
            }
            if d.bits & 0xf800001f == 0x9000001f {
                d.consumed |= 0xf800001f;
                x1(d);
                d.word16(const { pad16("RET_N") }, 5, 0xf4cfee86cb0a9b4e);
                x194(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        32 => {
            if d.bits & 0xff == 0x48 {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("ISETP_N") }, 7, 0xb8889a8b624630d2);
                x180(d);
                d.reg(&S13);
                d.reg(&S5);
                x179(d);
                return;
            }
            if d.bits & 0xff == 0xc8 {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("ISETP_N") }, 7, 0xb8889a8b624630d2);
                x180(d);
                d.reg(&S13);
                d.reg(&S5);
                d.imm(&S59);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        33 => {
            if d.bits & 0x7f == 0x49 {
                d.consumed |= 0x7f;
                x1(d);
                d.word16(const { pad16("FADD_N") }, 6, 0x8d35d0de36de8e30);
                d.reg(&S12);
                x123(d);
                d.reg(&S5);
                x179(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        34 => {
            if d.bits & 0xff == 0x4a {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("LDS_N") }, 5, 0xcd53a30004ea5e00);
                d.reg(&S12);
                d.mem(&S68);
                return;
            }
            if d.bits & 0xff == 0xca {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("LDS_N") }, 5, 0xcd53a30004ea5e00);
                d.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
                d.reg(&S18);
                d.mem(&S69);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        35 => {
            if d.bits & 0xff == 0x4b {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("LD_N") }, 4, 0xf7824657195bd18d);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.reg(&S12);
                d.mem(&S53);
                return;
            }
            if d.bits & 0xff == 0xcb {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("LD_N") }, 4, 0xf7824657195bd18d);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
                d.reg(&S18);
                d.mem(&S54);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        36 => {
            d.consumed |= 0x0;
            d.unknown();
            d.suffix("_N", 0x13590000107441d);
            return;
        }
        37 => {
            if d.bits & 0x1f == 0xd {
                d.consumed |= 0x1f;
                d.word16(const { pad16("IMAD_N") }, 6, 0xfa799050c046ba46);
                x188(d);
                x188(d);
                d.reg(&S12);
                d.reg(&S5);
                x189(d);
                d.reg(&S55);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        38 => {
            if d.bits & 0x2f == 0xe {
                d.consumed |= 0x2f;
                d.word16(const { pad16("FFMA_N") }, 6, 0xffb5d444e09bc88b);
                d.reg(&S12);
                x190(d);
                d.reg(&S5);
                x189(d);
                d.reg(&S55);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        39 => {
            d.consumed |= 0x0;
            d.unknown();
            d.suffix("_N", 0x13590000107441d);
            return;
        }
        40 => {
            if d.bits & 0x7f == 0x58 {
                d.consumed |= 0x7f;
                d.word16(const { pad16("VMAD_N") }, 6, 0x167043664cebf8c5);
                x181(d);
                x182(d);
                d.reg(&S12);
                d.reg(&S5);
                x183(d);
                d.reg(&S8);
                x184(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        41 => {
            if d.bits & 0x7f == 0x59 {
                d.consumed |= 0x7f;
                x1(d);
                d.word16(const { pad16("FSETP_N") }, 7, 0x529ebc2eed16b3d3);
                x186(d);
                d.reg(&S13);
                d.reg(&S5);
                x179(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        42 => {
            if d.bits & 0xff == 0x5a {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("STS_N") }, 5, 0x583befb52a34da99);
                d.mem(&S68);
                d.reg(&S12);
                return;
            }
            if d.bits & 0xff == 0xda {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("STS_N") }, 5, 0x583befb52a34da99);
                d.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
                d.mem(&S69);
                d.reg(&S18);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        43 => {
            if d.bits & 0xff == 0x5b {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("ST_N") }, 4, 0x875616d3b0c8903e);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.mem(&S53);
                d.reg(&S12);
                return;
            }
            if d.bits & 0xff == 0xdb {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("ST_N") }, 4, 0x875616d3b0c8903e);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
                d.mem(&S54);
                d.reg(&S18);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        44 => {
            if d.bits & 0x1f == 0x1c {
                d.consumed |= 0x1f;
                x1(d);
                d.word16(const { pad16("LDC_N") }, 5, 0x55cb9300519c4f10);
                d.reg(&S12);
                d.mem(&S58);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        45 => {
            if d.bits & 0xff == 0x5d {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("LOP_N") }, 5, 0x92c1b9d6469097ea);
                d.word16(const { pad16("XOR") }, 3, 0x1c265001c2baa329);
                d.reg(&S12);
                d.reg(&S5);
                x179(d);
                return;
            }
            if d.bits & 0xff == 0xdd {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("LOP_N") }, 5, 0x92c1b9d6469097ea);
                d.word16(const { pad16("XOR") }, 3, 0x1c265001c2baa329);
                d.reg(&S12);
                d.reg(&S5);
                d.imm(&S59);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        46 => {
            if d.bits & 0x2f == 0xe {
                d.consumed |= 0x2f;
                d.word16(const { pad16("FFMA_N") }, 6, 0xffb5d444e09bc88b);
                d.reg(&S12);
                x190(d);
                d.reg(&S5);
                x189(d);
                d.reg(&S55);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        47 => {
            if d.bits & 0xc000001f == 0x1f {
                d.consumed |= 0xc000001f;
                x1(d);
                d.word16(const { pad16("BRA_N") }, 5, 0x1893b9f1720e0f9e);
                x192(d);
                x193(d);
                x194(d);
                d.target(&S60);
                return;
            }
            if d.bits & 0xf000001f == 0x4000001f {
                d.consumed |= 0xf000001f;
                d.word16(const { pad16("SSY_N") }, 5, 0xddec87df124dc04c);
                d.target(&S60);
                return;
            }
            if d.bits & 0xf000001f == 0x5000001f {
                d.consumed |= 0xf000001f;
                d.word16(const { pad16("CAL_N") }, 5, 0x5070e2d4830161d9);
                x195(d);
                d.target(&S61);
                return;
            }
            if d.bits & 0xf800007f == 0x8000005f {
                d.consumed |= 0xf800007f;
                d.word16(const { pad16("BPT_N") }, 5, 0xb7bceb02546012bf);
                d.word16(const { pad16("PAUSE") }, 5, 0xfbde360dfcc1baae);
                d.imm(&S62);
                return;
            }
            if d.bits & 0xf800001f == 0x8800001f {
                d.consumed |= 0xf800001f;
                x1(d);
                d.word16(const { pad16("EXIT_N") }, 6, 0xa629d74cb04202cd);
                x194(d);
                return;
            }
            if d.bits & 0xf800001f == 0x9000001f {
                d.consumed |= 0xf800001f;
                x1(d);
                d.word16(const { pad16("RET_N") }, 5, 0xf4cfee86cb0a9b4e);
                x194(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        48 => {
            d.consumed |= 0x0;
            d.unknown();
            d.suffix("_N", 0x13590000107441d);
            return;
        }
        49 => {
            if d.bits & 0xff == 0x69 {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("ALD_N") }, 5, 0xe1489c24220dc042);
                d.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
                d.vec(&S70);
                d.mem(&S64);
                d.reg(&S8);
                return;
            }
            if d.bits & 0xff == 0xe9 {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("ALD_N") }, 5, 0xe1489c24220dc042);
                d.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
                d.vec(&S71);
                d.mem(&S64);
                d.reg(&S8);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        50 => {
            if d.bits & 0xbf == 0x2a {
                d.consumed |= 0xbf;
                x1(d);
                d.word16(const { pad16("IMUL_N") }, 6, 0x33a08b517f1e7a2);
                x187(d);
                x187(d);
                d.reg(&S12);
                d.reg(&S5);
                x179(d);
                return;
            }
            if d.bits & 0xbf == 0xaa {
                d.consumed |= 0xbf;
                x1(d);
                d.word16(const { pad16("IMUL_N") }, 6, 0x33a08b517f1e7a2);
                x187(d);
                x187(d);
                d.reg(&S12);
                d.reg(&S5);
                d.imm(&S59);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        51 => {
            d.consumed |= 0x0;
            d.unknown();
            d.suffix("_N", 0x13590000107441d);
            return;
        }
        52 => {
            if d.bits & 0xff == 0x6c {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("IADD_N") }, 6, 0xf04dd394da9c65ab);
                d.reg(&S12);
                d.prefix("-", 0x2900000045ab);
                d.reg(&S5);
                x179(d);
                return;
            }
            if d.bits & 0xff == 0xec {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("IADD_N") }, 6, 0xf04dd394da9c65ab);
                d.reg(&S12);
                d.prefix("-", 0x2900000045ab);
                d.reg(&S5);
                d.imm(&S59);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        53 => {
            if d.bits & 0x1f == 0xd {
                d.consumed |= 0x1f;
                d.word16(const { pad16("IMAD_N") }, 6, 0xfa799050c046ba46);
                x188(d);
                x188(d);
                d.reg(&S12);
                d.reg(&S5);
                x189(d);
                d.reg(&S55);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        54 => {
            if d.bits & 0x2f == 0x2e {
                d.consumed |= 0x2f;
                d.word16(const { pad16("FFMA_N") }, 6, 0xffb5d444e09bc88b);
                d.reg(&S12);
                x190(d);
                d.reg(&S5);
                d.reg(&S8);
                x191(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        55 => {
            d.consumed |= 0x0;
            d.unknown();
            d.suffix("_N", 0x13590000107441d);
            return;
        }
        56 => {
            d.consumed |= 0x0;
            d.unknown();
            d.suffix("_N", 0x13590000107441d);
            return;
        }
        57 => {
            if d.bits & 0xff == 0x79 {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("AST_N") }, 5, 0x1ba6cbec61fd41c9);
                d.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
                d.mem(&S64);
                d.vec(&S72);
                d.reg(&S12);
                return;
            }
            if d.bits & 0xff == 0xf9 {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("AST_N") }, 5, 0x1ba6cbec61fd41c9);
                d.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
                d.mem(&S64);
                d.vec(&S73);
                d.reg(&S12);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        58 => {
            d.consumed |= 0x0;
            d.unknown();
            d.suffix("_N", 0x13590000107441d);
            return;
        }
        59 => {
            d.consumed |= 0x0;
            d.unknown();
            d.suffix("_N", 0x13590000107441d);
            return;
        }
        60 => {
            if d.bits & 0x1f == 0x1c {
                d.consumed |= 0x1f;
                x1(d);
                d.word16(const { pad16("LDC_N") }, 5, 0x55cb9300519c4f10);
                d.reg(&S12);
                d.mem(&S58);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        61 => {
            if d.bits & 0xff == 0x7d {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("LOP_N") }, 5, 0x92c1b9d6469097ea);
                d.word16(const { pad16("PASS_B") }, 6, 0x1ea0c5d53cfbb3cc);
                d.reg(&S12);
                d.reg(&S5);
                x179(d);
                return;
            }
            if d.bits & 0xff == 0xfd {
                d.consumed |= 0xff;
                x1(d);
                d.word16(const { pad16("LOP_N") }, 5, 0x92c1b9d6469097ea);
                d.word16(const { pad16("PASS_B") }, 6, 0x1ea0c5d53cfbb3cc);
                d.reg(&S12);
                d.reg(&S5);
                d.imm(&S59);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        62 => {
            if d.bits & 0x2f == 0x2e {
                d.consumed |= 0x2f;
                d.word16(const { pad16("FFMA_N") }, 6, 0xffb5d444e09bc88b);
                d.reg(&S12);
                x190(d);
                d.reg(&S5);
                d.reg(&S8);
                x191(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        63 => {
            if d.bits & 0xc000001f == 0x1f {
                d.consumed |= 0xc000001f;
                x1(d);
                d.word16(const { pad16("BRA_N") }, 5, 0x1893b9f1720e0f9e);
                x192(d);
                x193(d);
                x194(d);
                d.target(&S60);
                return;
            }
            if d.bits & 0xf000001f == 0x4000001f {
                d.consumed |= 0xf000001f;
                d.word16(const { pad16("SSY_N") }, 5, 0xddec87df124dc04c);
                d.target(&S60);
                return;
            }
            if d.bits & 0xf000001f == 0x5000001f {
                d.consumed |= 0xf000001f;
                d.word16(const { pad16("CAL_N") }, 5, 0x5070e2d4830161d9);
                x195(d);
                d.target(&S61);
                return;
            }
            if d.bits & 0xf800007f == 0x8000007f {
                d.consumed |= 0xf800007f;
                d.word16(const { pad16("BPT_N") }, 5, 0xb7bceb02546012bf);
                d.word16(const { pad16("TRAP") }, 4, 0x59dbfe9971651c8f);
                d.imm(&S62);
                return;
            }
            if d.bits & 0xf800001f == 0x8800001f {
                d.consumed |= 0xf800001f;
                x1(d);
                d.word16(const { pad16("EXIT_N") }, 6, 0xa629d74cb04202cd);
                x194(d);
                return;
            }
            if d.bits & 0xf800001f == 0x9000001f {
                d.consumed |= 0xf800001f;
                x1(d);
                d.word16(const { pad16("RET_N") }, 5, 0xf4cfee86cb0a9b4e);
                x194(d);
                return;
            }
            {
                d.consumed |= 0x0;
                d.unknown();
                d.suffix("_N", 0x13590000107441d);
                return;
            }
        }
        _ => {}
    }
    d.unknown();
}
fn x197(d: &mut Dis) {
    let e = &E197[L197[(d.bits & 0xf) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            x10(d);
        }
        1 => {
            x1(d);
            x47(d);
        }
        2 => {
            x1(d);
            x50(d);
        }
        3 => {
            x1(d);
            x62(d);
        }
        4 => {
            x1(d);
            x75(d);
        }
        5 => {
            x1(d);
            x134(d);
        }
        6 => {
            x1(d);
            x149(d);
        }
        7 => {
            x1(d);
            x154(d);
        }
        8 => {
            x1(d);
            x155(d);
        }
        9 => {
            x196(d);
        }
        10 => {
            d.unknown();
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
            f.prefix("!", 0x250000003edf);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f1(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {}
        1 => {
            f.prefix("@", 0x44000000738c);
            f0(f);
            if !f.operand_reg(&Atom::Reg(&S0)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f2(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("U") }, 1, 0x5100000089a3);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f3(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("LMT") }, 3, 0x6ec73201607ead81);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f4(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {}
        1 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".F", 0x8e76000078cdc8);
        }
        2 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".LT", 0x6acc1200cd34a2a6);
        }
        3 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".EQ", 0x6aea4b00cd4e0110);
        }
        4 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".LE", 0x6acc2300cd34bf89);
        }
        5 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".GT", 0x6ae36400cd480cdd);
        }
        6 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".NE", 0x6ac55f00cd2f06cf);
        }
        7 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".GE", 0x6ae37300cd48265a);
        }
        8 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".NUM", 0x9c31105ca6bab5d6);
        }
        9 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".NAN", 0x9c59ef5ca6dd82d7);
        }
        10 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".LTU", 0xad658a5cb070e2e9);
        }
        11 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".EQU", 0xfa1eb75cdb8c283f);
        }
        12 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".LEU", 0xad9f565cb0a202d4);
        }
        13 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".GTU", 0xe86f755cd16d4b18);
        }
        14 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".NEU", 0x9c67085ca6e837ae);
        }
        15 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".GEU", 0xe8a2795cd198ab7d);
        }
        16 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".OFF", 0xa353405caa55db7b);
        }
        17 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".LO", 0x6acc2900cd34c9bb);
        }
        18 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".SFF", 0x8245ac5c9811431f);
        }
        19 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".LS", 0x6acc1500cd34a7bf);
        }
        20 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".HI", 0x6ad94700cd3f8711);
        }
        21 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".SFT", 0x8245be5c981161b5);
        }
        22 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".HS", 0x6ad94d00cd3f9143);
        }
        23 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".OFT", 0xa353325caa55c3b1);
        }
        _ => f.unknown(),
    }
}
fn f5(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand(&Atom::Target(&S2)) {
                return;
            }
        }
        1 => {
            if !f.operand_mem(&Atom::Mem(&S3)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f6(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {}
        1 => {
            f.prefix("@", 0x44000000738c);
            f0(f);
            if !f.operand_reg(&Atom::Reg(&S0)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f7(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("NOINC") }, 5, 0xf128bbf2c290e949);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f8(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("TERMINATE") }, 9, 0x7a87c460ce105edb);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f9(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("DRAIN") }, 5, 0x9ef4ac21147642ee);
        }
        1 => {
            f.word16(const { pad16("CAL") }, 3, 0x67d6eb015d0d0760);
        }
        2 => {
            f.word16(const { pad16("PAUSE") }, 5, 0xfbde360dfcc1baae);
        }
        3 => {
            f.word16(const { pad16("TRAP") }, 4, 0x59dbfe9971651c8f);
        }
        _ => f.unknown(),
    }
}
fn f10(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f1(f);
            f.word16(const { pad16("BRA") }, 3, 0x5d40b70156827493);
            f2(f);
            f3(f);
            f4(f);
            f5(f);
        }
        1 => {
            f1(f);
            f.word16(const { pad16("EXIT") }, 4, 0x2fecb41c8332cfd4);
            f4(f);
        }
        2 => {
            f1(f);
            f.word16(const { pad16("BRK") }, 3, 0x5d40c10156828591);
            f4(f);
        }
        3 => {
            f1(f);
            f.word16(const { pad16("RET") }, 3, 0xe9da1c01a6b748a3);
            f4(f);
        }
        4 => {
            f1(f);
            f.word16(const { pad16("CONT") }, 4, 0xb4dd7d513bfecd2c);
            f4(f);
        }
        5 => {
            f1(f);
            f.word16(const { pad16("LONGJMP") }, 7, 0x1c1be9d4fc1134dd);
            f4(f);
        }
        6 => {
            f1(f);
            f.word16(const { pad16("KIL") }, 3, 0xad0813018436bcf0);
            f4(f);
        }
        7 => {
            f1(f);
            f.word16(const { pad16("BRX") }, 3, 0x5d40ce0156829ba8);
            f3(f);
            f4(f);
            if !f.operand_mem(&Atom::Mem(&S7)) {
                return;
            }
        }
        8 => {
            f1(f);
            f.word16(const { pad16("BRX") }, 3, 0x5d40ce0156829ba8);
            f3(f);
            f4(f);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            if !f.operand(&Atom::Target(&S2)) {
                return;
            }
        }
        9 => {
            f1(f);
            f.word16(const { pad16("JMP") }, 3, 0xa47318017f6040cf);
            f2(f);
            f3(f);
            f4(f);
            if !f.operand(&Atom::Imm(&S4)) {
                return;
            }
        }
        10 => {
            f1(f);
            f.word16(const { pad16("JMP") }, 3, 0xa47318017f6040cf);
            f2(f);
            f3(f);
            f4(f);
            if !f.operand_mem(&Atom::Mem(&S3)) {
                return;
            }
        }
        11 => {
            f1(f);
            f.word16(const { pad16("JMX") }, 3, 0xa47320017f604e67);
            f3(f);
            f4(f);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S4)) {
                return;
            }
        }
        12 => {
            f1(f);
            f.word16(const { pad16("JMX") }, 3, 0xa47320017f604e67);
            f3(f);
            f4(f);
            if !f.operand_mem(&Atom::Mem(&S7)) {
                return;
            }
        }
        13 => {
            f6(f);
            f.word16(const { pad16("CAL") }, 3, 0x67d6eb015d0d0760);
            f7(f);
            if !f.operand(&Atom::Target(&S2)) {
                return;
            }
        }
        14 => {
            f6(f);
            f.word16(const { pad16("CAL") }, 3, 0x67d6eb015d0d0760);
            f7(f);
            if !f.operand_mem(&Atom::Mem(&S3)) {
                return;
            }
        }
        15 => {
            f6(f);
            f.word16(const { pad16("JCAL") }, 4, 0xe0ebfd8b7a2d5fb6);
            f7(f);
            if !f.operand(&Atom::Imm(&S4)) {
                return;
            }
        }
        16 => {
            f6(f);
            f.word16(const { pad16("JCAL") }, 4, 0xe0ebfd8b7a2d5fb6);
            f7(f);
            if !f.operand_mem(&Atom::Mem(&S3)) {
                return;
            }
        }
        17 => {
            f6(f);
            f.word16(const { pad16("SSY") }, 3, 0xf08c8c01a9f3d351);
            f5(f);
        }
        18 => {
            f6(f);
            f.word16(const { pad16("PBK") }, 3, 0xd87cdf019cde7e23);
            f5(f);
        }
        19 => {
            f6(f);
            f.word16(const { pad16("PCNT") }, 4, 0xc1a05bbd918434d7);
            f5(f);
        }
        20 => {
            f6(f);
            f.word16(const { pad16("PRET") }, 4, 0x2e91a2bd3e46b3cb);
            f3(f);
            f5(f);
        }
        21 => {
            f6(f);
            f.word16(const { pad16("PLONGJMP") }, 8, 0xa4c872875ddd7935);
            f5(f);
        }
        22 => {
            f6(f);
            f.word16(const { pad16("RTT") }, 3, 0xea0d1e01a6e2a5a2);
            f8(f);
        }
        23 => {
            f6(f);
            f.word16(const { pad16("QUADON") }, 6, 0x44daab3c1a7f4b36);
        }
        24 => {
            f6(f);
            f.word16(const { pad16("QUADPOP") }, 7, 0x2f81b420d8f524fe);
        }
        25 => {
            f6(f);
            f.word16(const { pad16("BPT") }, 3, 0x5d478e0156884d96);
            f9(f);
            if !f.operand(&Atom::Imm(&S6)) {
                return;
            }
        }
        26 => {
            f.unknown();
            f.unknown();
        }
        _ => f.unknown(),
    }
}
fn f11(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("FTZ") }, 3, 0x3cb4340144ab7404);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f12(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {}
        1 => {
            f.word16(const { pad16("RM") }, 2, 0x124910000f8d29d);
        }
        2 => {
            f.word16(const { pad16("RP") }, 2, 0x124940000f8d7b6);
        }
        3 => {
            f.word16(const { pad16("RZ") }, 2, 0x1249a0000f8e1e8);
        }
        _ => f.unknown(),
    }
}
fn f13(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("SAT") }, 3, 0xf0bb9301aa1b4ff8);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f14(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("S") }, 1, 0x5700000093d5);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f15(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.suffix(".CC", 0x6af10500cd53a8cc);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f16(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.prefix("-", 0x2900000045ab);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f17(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.prefix("|", 0x78000000cbe8);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f18(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.suffix("|", 0x78000000cbe8);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f19(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.prefix("-", 0x2900000045ab);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f20(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.prefix("|", 0x78000000cbe8);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f21(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_reg(&Atom::Reg(&S8)) {
                return;
            }
        }
        1 => {
            if !f.operand_mem(&Atom::Mem(&S9)) {
                return;
            }
        }
        2 => {
            if !f.operand(&Atom::Imm(&S6)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f22(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.suffix("|", 0x78000000cbe8);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f23(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {}
        1 => {
            f.word16(const { pad16("D2") }, 2, 0xd9b20000b91f36);
        }
        2 => {
            f.word16(const { pad16("D4") }, 2, 0xd9b40000b9229c);
        }
        3 => {
            f.word16(const { pad16("D8") }, 2, 0xd9b80000b92968);
        }
        4 => {
            f.word16(const { pad16("M8") }, 2, 0xf83e0000d30aa9);
        }
        5 => {
            f.word16(const { pad16("M4") }, 2, 0xf84a0000d31f0d);
        }
        6 => {
            f.word16(const { pad16("M2") }, 2, 0xf8440000d314db);
        }
        _ => f.unknown(),
    }
}
fn f24(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("FTZ") }, 3, 0x3cb4340144ab7404);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f25(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("FMZ") }, 3, 0x3c9bee0144966b31);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f26(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("SAT") }, 3, 0xf0bb9301aa1b4ff8);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f27(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.prefix("-", 0x2900000045ab);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f28(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_reg(&Atom::Reg(&S8)) {
                return;
            }
            f19(f);
            if !f.operand_reg(&Atom::Reg(&S10)) {
                return;
            }
        }
        1 => {
            if !f.operand_mem(&Atom::Mem(&S9)) {
                return;
            }
            f19(f);
            if !f.operand_reg(&Atom::Reg(&S10)) {
                return;
            }
        }
        2 => {
            if !f.operand_reg(&Atom::Reg(&S10)) {
                return;
            }
            f19(f);
            if !f.operand_mem(&Atom::Mem(&S9)) {
                return;
            }
        }
        3 => {
            if !f.operand(&Atom::Imm(&S6)) {
                return;
            }
            f19(f);
            if !f.operand_reg(&Atom::Reg(&S10)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f29(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("F") }, 1, 0x420000007026);
        }
        1 => {
            f.word16(const { pad16("LT") }, 2, 0xf4640000cf6264);
        }
        2 => {
            f.word16(const { pad16("EQ") }, 2, 0xdc950000bb23c6);
        }
        3 => {
            f.word16(const { pad16("LE") }, 2, 0xf4750000cf7f47);
        }
        4 => {
            f.word16(const { pad16("GT") }, 2, 0xe3660000c0f297);
        }
        5 => {
            f.word16(const { pad16("NE") }, 2, 0xfbb90000d61181);
        }
        6 => {
            f.word16(const { pad16("GE") }, 2, 0xe3750000c10c14);
        }
        7 => {
            f.word16(const { pad16("NUM") }, 3, 0x819647016b913194);
        }
        8 => {
            f.word16(const { pad16("NAN") }, 3, 0x81da2a016bcacd19);
        }
        9 => {
            f.word16(const { pad16("LTU") }, 3, 0x6ea81d016063d943);
        }
        10 => {
            f.word16(const { pad16("EQU") }, 3, 0x31f4c2013dfd72c9);
        }
        11 => {
            f.word16(const { pad16("LEU") }, 3, 0x6ee1e1016094eb96);
        }
        12 => {
            f.word16(const { pad16("GTU") }, 3, 0x4359140147dc7fa6);
        }
        13 => {
            f.word16(const { pad16("NEU") }, 3, 0x81cd2f016bc04b3c);
        }
        14 => {
            f.word16(const { pad16("GEU") }, 3, 0x438c10014807d273);
        }
        15 => {
            f.word16(const { pad16("T") }, 1, 0x5000000087f0);
        }
        _ => f.unknown(),
    }
}
fn f30(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("FTZ") }, 3, 0x3cb4340144ab7404);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f31(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("AND") }, 3, 0x56585701531875a5);
        }
        1 => {
            f.word16(const { pad16("OR") }, 2, 0xfe940000d80879);
        }
        2 => {
            f.word16(const { pad16("XOR") }, 3, 0x1c265001c2baa329);
        }
        _ => f.unknown(),
    }
}
fn f32(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.prefix("!", 0x250000003edf);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f33(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_reg(&Atom::Reg(&S11)) {
                return;
            }
        }
        1 => {
            f32(f);
            if !f.operand_reg(&Atom::Reg(&S11)) {
                return;
            }
        }
        2 => {
            f32(f);
            if !f.operand_reg(&Atom::Reg(&S11)) {
                return;
            }
        }
        3 => {
            f32(f);
            if !f.operand_reg(&Atom::Reg(&S11)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f34(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("BF") }, 2, 0xeda60000c9b3dc);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f35(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f32(f);
            if !f.operand_reg(&Atom::Reg(&S11)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f36(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_reg(&Atom::Reg(&S8)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S10)) {
                return;
            }
        }
        1 => {
            if !f.operand_mem(&Atom::Mem(&S9)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S10)) {
                return;
            }
        }
        2 => {
            if !f.operand_reg(&Atom::Reg(&S10)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S9)) {
                return;
            }
        }
        3 => {
            if !f.operand(&Atom::Imm(&S6)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S10)) {
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
            f.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
        }
        1 => {
            f.word16(const { pad16("SUBR") }, 4, 0x7ecb39d3abfa9b9c);
        }
        2 => {
            f.word16(const { pad16("SUB") }, 3, 0xf0783101a9e28fa6);
        }
        3 => {
            f.word16(const { pad16("MOV2") }, 4, 0x8d407361addb9154);
        }
        _ => f.unknown(),
    }
}
fn f38(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
        }
        1 => {
            f.word16(const { pad16("SUBR") }, 4, 0x7ecb39d3abfa9b9c);
        }
        2 => {
            f.word16(const { pad16("SUB") }, 3, 0xf0783101a9e28fa6);
        }
        3 => {
            f.word16(const { pad16("MOV2") }, 4, 0x8d407361addb9154);
        }
        _ => f.unknown(),
    }
}
fn f39(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
        }
        1 => {
            f.word16(const { pad16("SUBR") }, 4, 0x7ecb39d3abfa9b9c);
        }
        2 => {
            f.word16(const { pad16("SUB") }, 3, 0xf0783101a9e28fa6);
        }
        3 => {
            f.word16(const { pad16("MOV2") }, 4, 0x8d407361addb9154);
        }
        _ => f.unknown(),
    }
}
fn f40(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
        }
        1 => {
            f.word16(const { pad16("SUBR") }, 4, 0x7ecb39d3abfa9b9c);
        }
        2 => {
            f.word16(const { pad16("SUB") }, 3, 0xf0783101a9e28fa6);
        }
        3 => {
            f.word16(const { pad16("MOV2") }, 4, 0x8d407361addb9154);
        }
        _ => f.unknown(),
    }
}
fn f41(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("L0") }, 2, 0xf4c00000cffeb8);
        }
        1 => {
            f.word16(const { pad16("L1") }, 2, 0xf4c10000d0006b);
        }
        2 => {
            f.word16(const { pad16("L2") }, 2, 0xf4c20000d0021e);
        }
        3 => {
            f.word16(const { pad16("L3") }, 2, 0xf4c30000d003d1);
        }
        4 => {
            f.word16(const { pad16("DX") }, 2, 0xd9580000b88648);
        }
        5 => {
            f.word16(const { pad16("DY") }, 2, 0xd9590000b887fb);
        }
        _ => f.unknown(),
    }
}
fn f42(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("NDV") }, 3, 0x81c940016bbc7f48);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f43(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("SINCOS") }, 6, 0xaed8811f49903981);
        }
        1 => {
            f.word16(const { pad16("EX2") }, 3, 0x32139d013e17e479);
        }
        _ => f.unknown(),
    }
}
fn f44(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("PASS") }, 4, 0xb09b0ebd87f5c4fd);
        }
        1 => {
            f.word16(const { pad16("MUL") }, 3, 0x796e61016717ab02);
        }
        2 => {
            f.word16(const { pad16("FLAT") }, 4, 0x8c81b827883597db);
        }
        3 => {
            f.word16(const { pad16("SC") }, 2, 0x1276b0000fac7e2);
        }
        _ => f.unknown(),
    }
}
fn f45(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {}
        1 => {
            f.word16(const { pad16("CENTROID") }, 8, 0xfbfbd8ef71705b70);
        }
        2 => {
            f.word16(const { pad16("OFFSET") }, 6, 0x3e8bf626a4a2d39f);
        }
        _ => f.unknown(),
    }
}
fn f46(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("COS") }, 3, 0x67ebca015d1f2b57);
        }
        1 => {
            f.word16(const { pad16("SIN") }, 3, 0xf0d75d01aa336eee);
        }
        2 => {
            f.word16(const { pad16("EX2") }, 3, 0x32139d013e17e479);
        }
        3 => {
            f.word16(const { pad16("LG2") }, 3, 0x6ee8d401609af42d);
        }
        4 => {
            f.word16(const { pad16("RCP") }, 3, 0xe9c51c01a6a4ec99);
        }
        5 => {
            f.word16(const { pad16("RSQ") }, 3, 0xe9fc1b01a6d42d56);
        }
        6 => {
            f.word16(const { pad16("RCP64H") }, 6, 0xf9f2dff6410ae679);
        }
        7 => {
            f.word16(const { pad16("RSQ64H") }, 6, 0xb94e97cb663c6edc);
        }
        _ => f.unknown(),
    }
}
fn f47(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("FADD") }, 4, 0x72744127796f1e75);
            f11(f);
            f12(f);
            f13(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
            f16(f);
            f17(f);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f18(f);
            f19(f);
            f20(f);
            f21(f);
            f22(f);
        }
        1 => {
            f.word16(const { pad16("FMUL") }, 4, 0x934887278b836d00);
            f23(f);
            f24(f);
            f25(f);
            f12(f);
            f26(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f27(f);
            f21(f);
        }
        2 => {
            f.word16(const { pad16("FFMA") }, 4, 0x360c252757490e82);
            f24(f);
            f25(f);
            f12(f);
            f26(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f16(f);
            f28(f);
        }
        3 => {
            f.word16(const { pad16("FSETP") }, 5, 0x4ca5b8859593e8ca);
            f29(f);
            f30(f);
            f31(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S13)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S14)) {
                return;
            }
            f16(f);
            f17(f);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f18(f);
            f19(f);
            f20(f);
            f21(f);
            f22(f);
            f33(f);
        }
        4 => {
            f.word16(const { pad16("FSET") }, 4, 0xea027d27bcaa6b5e);
            f29(f);
            f34(f);
            f30(f);
            f31(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
            f16(f);
            f17(f);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f18(f);
            f19(f);
            f20(f);
            f21(f);
            f22(f);
            f33(f);
        }
        5 => {
            f.word16(const { pad16("FMNMX") }, 5, 0xb33a9332963959e8);
            f11(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
            f16(f);
            f17(f);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f18(f);
            f19(f);
            f20(f);
            f21(f);
            f22(f);
            f35(f);
        }
        6 => {
            f.word16(const { pad16("FCMP") }, 4, 0x6102a1276f8502b2);
            f29(f);
            f11(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f36(f);
        }
        7 => {
            f.word16(const { pad16("FSWZ") }, 4, 0xea322f27bcd30a96);
            f11(f);
            f12(f);
            f37(f);
            f38(f);
            f39(f);
            f40(f);
            f41(f);
            f42(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S8)) {
                return;
            }
        }
        8 => {
            f.word16(const { pad16("RRO") }, 3, 0xe9f83501a6d070ad);
            f43(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f19(f);
            f20(f);
            f21(f);
            f22(f);
        }
        9 => {
            f.word16(const { pad16("IPA") }, 3, 0x99e9de0178e02e2c);
            f44(f);
            f45(f);
            f26(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S15)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S8)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S10)) {
                return;
            }
        }
        10 => {
            f.word16(const { pad16("MUFU") }, 4, 0x6e4e68622d4933d3);
            f46(f);
            f26(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f16(f);
            f17(f);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f18(f);
        }
        11 => {
            f.unknown();
            f14(f);
        }
        _ => f.unknown(),
    }
}
fn f48(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_reg(&Atom::Reg(&S16)) {
                return;
            }
        }
        1 => {
            if !f.operand_mem(&Atom::Mem(&S9)) {
                return;
            }
        }
        2 => {
            if !f.operand(&Atom::Imm(&S6)) {
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
            if !f.operand_reg(&Atom::Reg(&S16)) {
                return;
            }
            f19(f);
            if !f.operand_reg(&Atom::Reg(&S17)) {
                return;
            }
        }
        1 => {
            if !f.operand_mem(&Atom::Mem(&S9)) {
                return;
            }
            f19(f);
            if !f.operand_reg(&Atom::Reg(&S17)) {
                return;
            }
        }
        2 => {
            if !f.operand_reg(&Atom::Reg(&S17)) {
                return;
            }
            f19(f);
            if !f.operand_mem(&Atom::Mem(&S9)) {
                return;
            }
        }
        3 => {
            if !f.operand(&Atom::Imm(&S6)) {
                return;
            }
            f19(f);
            if !f.operand_reg(&Atom::Reg(&S17)) {
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
            f.word16(const { pad16("DADD") }, 4, 0xdddd1114591c3503);
            f12(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S18)) {
                return;
            }
            f15(f);
            f16(f);
            f17(f);
            if !f.operand_reg(&Atom::Reg(&S19)) {
                return;
            }
            f18(f);
            f19(f);
            f20(f);
            f48(f);
            f22(f);
        }
        1 => {
            f.word16(const { pad16("DMUL") }, 4, 0x4579e71493b4039e);
            f12(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S18)) {
                return;
            }
            f15(f);
            if !f.operand_reg(&Atom::Reg(&S19)) {
                return;
            }
            f16(f);
            f48(f);
        }
        2 => {
            f.word16(const { pad16("DMNMX") }, 5, 0x894314f76ba09fee);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S18)) {
                return;
            }
            f15(f);
            f16(f);
            f17(f);
            if !f.operand_reg(&Atom::Reg(&S19)) {
                return;
            }
            f18(f);
            f19(f);
            f20(f);
            f48(f);
            f22(f);
            f35(f);
        }
        3 => {
            f.word16(const { pad16("DFMA") }, 4, 0x94a911471bd5664);
            f12(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S18)) {
                return;
            }
            f15(f);
            if !f.operand_reg(&Atom::Reg(&S19)) {
                return;
            }
            f16(f);
            f49(f);
        }
        4 => {
            f.word16(const { pad16("DSETP") }, 5, 0xfb95b627008af1c0);
            f29(f);
            f31(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S13)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S14)) {
                return;
            }
            f16(f);
            f17(f);
            if !f.operand_reg(&Atom::Reg(&S19)) {
                return;
            }
            f18(f);
            f19(f);
            f20(f);
            f48(f);
            f22(f);
            f33(f);
        }
        5 => {
            f.word16(const { pad16("DSET") }, 4, 0x7810e114aff6e710);
            f29(f);
            f34(f);
            f31(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
            f16(f);
            f17(f);
            if !f.operand_reg(&Atom::Reg(&S19)) {
                return;
            }
            f18(f);
            f19(f);
            f20(f);
            f48(f);
            f22(f);
            f33(f);
        }
        6 => {
            f.unknown();
            f14(f);
        }
        _ => f.unknown(),
    }
}
fn f51(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {}
        1 => {
            f.word16(const { pad16("SUB") }, 3, 0xf0783101a9e28fa6);
        }
        2 => {
            f.word16(const { pad16("SUBR") }, 4, 0x7ecb39d3abfa9b9c);
        }
        3 => {
            f.word16(const { pad16("PO") }, 2, 0x11daf0000f2e6e9);
        }
        _ => f.unknown(),
    }
}
fn f52(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {}
        _ => f.unknown(),
    }
}
fn f53(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("U32") }, 3, 0xbd5f2b018d3069e6);
            f.word16(const { pad16("U32") }, 3, 0xbd5f2b018d3069e6);
        }
        1 => {
            f.word16(const { pad16("S32") }, 3, 0xf1d2a101ab08b9a0);
            f.word16(const { pad16("U32") }, 3, 0xbd5f2b018d3069e6);
        }
        2 => {
            f.word16(const { pad16("U32") }, 3, 0xbd5f2b018d3069e6);
            f.word16(const { pad16("S32") }, 3, 0xf1d2a101ab08b9a0);
        }
        3 => {
            f52(f);
        }
        _ => f.unknown(),
    }
}
fn f54(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("HI") }, 2, 0x102910000dbec37);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f55(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.suffix(".CC", 0x6af10500cd53a8cc);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f56(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("X") }, 1, 0x5c0000009c54);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f57(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("LNONE") }, 5, 0x86a621cbffc0297a);
        }
        1 => {
            f.word16(const { pad16("L0") }, 2, 0xf4c00000cffeb8);
        }
        2 => {
            f.word16(const { pad16("L1") }, 2, 0xf4c10000d0006b);
        }
        3 => {
            f.word16(const { pad16("L01") }, 3, 0x6fe0c901616d82cb);
        }
        4 => {
            f.word16(const { pad16("L2") }, 2, 0xf4c20000d0021e);
        }
        5 => {
            f.word16(const { pad16("L02") }, 3, 0x6fe0ca01616d847e);
        }
        6 => {
            f.word16(const { pad16("L12") }, 3, 0x6fe44c016170973b);
        }
        7 => {
            f.word16(const { pad16("L012") }, 4, 0x887886588d158d1b);
        }
        8 => {
            f.word16(const { pad16("L3") }, 2, 0xf4c30000d003d1);
        }
        9 => {
            f.word16(const { pad16("L03") }, 3, 0x6fe0cb01616d8631);
        }
        10 => {
            f.word16(const { pad16("L13") }, 3, 0x6fe44b0161709588);
        }
        11 => {
            f.word16(const { pad16("L013") }, 4, 0x887885588d158b68);
        }
        12 => {
            f.word16(const { pad16("L23") }, 3, 0x6fe7d3016173b277);
        }
        13 => {
            f.word16(const { pad16("L023") }, 4, 0x887b8d588d17ced7);
        }
        14 => {
            f.word16(const { pad16("L123") }, 4, 0x91842e589250a298);
        }
        _ => f.unknown(),
    }
}
fn f58(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("AND") }, 3, 0x56585701531875a5);
        }
        1 => {
            f.word16(const { pad16("OR") }, 2, 0xfe940000d80879);
        }
        2 => {
            f.word16(const { pad16("XOR") }, 3, 0x1c265001c2baa329);
        }
        3 => {
            f.word16(const { pad16("PASS_B") }, 6, 0x1ea0c5d53cfbb3cc);
        }
        _ => f.unknown(),
    }
}
fn f59(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("X") }, 1, 0x5c0000009c54);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f60(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.prefix("~", 0x7a000000cf4e);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f61(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.prefix("~", 0x7a000000cf4e);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f62(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("IMAD32I") }, 7, 0xc79aac34f5d82995);
            f51(f);
            f53(f);
            f54(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f55(f);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S20)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        1 => {
            f.word16(const { pad16("IADD32I") }, 7, 0x49ba1bed6660d51e);
            f51(f);
            f26(f);
            f56(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f55(f);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S20)) {
                return;
            }
        }
        2 => {
            f.word16(const { pad16("MOV32I") }, 6, 0xe58ef185b21ceff2);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S20)) {
                return;
            }
        }
        3 => {
            f.word16(const { pad16("MOV32I") }, 6, 0xe58ef185b21ceff2);
            f57(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S20)) {
                return;
            }
        }
        4 => {
            f.word16(const { pad16("IMUL32I") }, 7, 0x896a92b972910e69);
            f53(f);
            f54(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f55(f);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S20)) {
                return;
            }
        }
        5 => {
            f.word16(const { pad16("LOP32I") }, 6, 0x16f1f6184a896bd1);
            f58(f);
            f59(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f55(f);
            f60(f);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f61(f);
            if !f.operand(&Atom::Imm(&S20)) {
                return;
            }
        }
        6 => {
            f.word16(const { pad16("FFMA32I") }, 7, 0xa05b6708d09cb83e);
            f24(f);
            f25(f);
            f26(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f55(f);
            f16(f);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S20)) {
                return;
            }
            f19(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        7 => {
            f.word16(const { pad16("FADD32I") }, 7, 0xc3e87e97c5dbf14b);
            f11(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f55(f);
            f16(f);
            f17(f);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f18(f);
            if !f.operand(&Atom::Imm(&S20)) {
                return;
            }
        }
        8 => {
            f.word16(const { pad16("FMUL32I") }, 7, 0xbe5b2922ebfebdf8);
            f24(f);
            f25(f);
            f26(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f55(f);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S20)) {
                return;
            }
        }
        9 => {
            f.word16(const { pad16("ISCADD32I") }, 9, 0xde90e33ffd0c049c);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f55(f);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S20)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S21)) {
                return;
            }
        }
        10 => {
            f.unknown();
            f14(f);
        }
        _ => f.unknown(),
    }
}
fn f63(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.prefix("-", 0x2900000045ab);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f64(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.prefix("-", 0x2900000045ab);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f65(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("X") }, 1, 0x5c0000009c54);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f66(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("SAT") }, 3, 0xf0bb9301aa1b4ff8);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f67(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("W") }, 1, 0x530000008d09);
        }
        1 => {}
        2 => {
            f.word16(const { pad16("W") }, 1, 0x530000008d09);
        }
        3 => {}
        _ => f.unknown(),
    }
}
fn f68(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("U32") }, 3, 0xbd5f2b018d3069e6);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f69(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("BREV") }, 4, 0xf778cc45ffb7104b);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f70(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("X") }, 1, 0x5c0000009c54);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f71(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("F") }, 1, 0x420000007026);
        }
        1 => {
            f.word16(const { pad16("LT") }, 2, 0xf4640000cf6264);
        }
        2 => {
            f.word16(const { pad16("EQ") }, 2, 0xdc950000bb23c6);
        }
        3 => {
            f.word16(const { pad16("LE") }, 2, 0xf4750000cf7f47);
        }
        4 => {
            f.word16(const { pad16("GT") }, 2, 0xe3660000c0f297);
        }
        5 => {
            f.word16(const { pad16("NE") }, 2, 0xfbb90000d61181);
        }
        6 => {
            f.word16(const { pad16("GE") }, 2, 0xe3750000c10c14);
        }
        7 => {
            f.word16(const { pad16("T") }, 1, 0x5000000087f0);
        }
        8 => {
            f.word16(const { pad16("NAN") }, 3, 0x81da2a016bcacd19);
        }
        9 => {
            f.word16(const { pad16("LTU") }, 3, 0x6ea81d016063d943);
        }
        10 => {
            f.word16(const { pad16("EQU") }, 3, 0x31f4c2013dfd72c9);
        }
        11 => {
            f.word16(const { pad16("LEU") }, 3, 0x6ee1e1016094eb96);
        }
        12 => {
            f.word16(const { pad16("GTU") }, 3, 0x4359140147dc7fa6);
        }
        13 => {
            f.word16(const { pad16("NEU") }, 3, 0x81cd2f016bc04b3c);
        }
        14 => {
            f.word16(const { pad16("GEU") }, 3, 0x438c10014807d273);
        }
        15 => {
            f.word16(const { pad16("TU") }, 2, 0x10f950000e67d5f);
        }
        _ => f.unknown(),
    }
}
fn f72(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("BF") }, 2, 0xeda60000c9b3dc);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f73(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {}
        1 => {
            f.word16(const { pad16("XLO") }, 3, 0x1c1c0b01c2b1d965);
        }
        2 => {
            f.word16(const { pad16("XMED") }, 4, 0x7e36effdd9278bfa);
        }
        3 => {
            f.word16(const { pad16("XHI") }, 3, 0x1c2a2d01c2be5087);
        }
        _ => f.unknown(),
    }
}
fn f74(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("SH") }, 2, 0x127720000fad3c7);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f75(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("ISUB") }, 4, 0x4ec54980565e74db);
            f26(f);
            f56(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f52(f);
            f21(f);
        }
        1 => {
            f.word16(const { pad16("IADD") }, 4, 0xea91df80ae954422);
            f26(f);
            f56(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
            f16(f);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f19(f);
            f21(f);
        }
        2 => {
            f.word16(const { pad16("ISCADD") }, 6, 0xe9de6f8d267fa5bc);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
            f63(f);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f64(f);
            f21(f);
            if !f.operand(&Atom::Imm(&S21)) {
                return;
            }
        }
        3 => {
            f.word16(const { pad16("IMUL") }, 4, 0xf096980c3c0dd57);
            f53(f);
            f54(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f21(f);
        }
        4 => {
            f.word16(const { pad16("IMAD") }, 4, 0xee09180c39e1c3b);
            f53(f);
            f54(f);
            f65(f);
            f66(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
            f16(f);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f28(f);
        }
        5 => {
            f.word16(const { pad16("SHL") }, 3, 0xf0da4101aa357531);
            f67(f);
            f56(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f21(f);
        }
        6 => {
            f.word16(const { pad16("SHR") }, 3, 0xf0da4b01aa35862f);
            f68(f);
            f67(f);
            f69(f);
            f70(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f21(f);
        }
        7 => {
            f.word16(const { pad16("BFE") }, 3, 0x5d84ab0156bc2cfb);
            f68(f);
            f69(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f21(f);
        }
        8 => {
            f.word16(const { pad16("BFI") }, 3, 0x5d84a70156bc262f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f36(f);
        }
        9 => {
            f.word16(const { pad16("LOP") }, 3, 0x6ecde2016084443f);
            f58(f);
            f59(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
            f60(f);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f61(f);
            f21(f);
        }
        10 => {
            f.word16(const { pad16("ISETP") }, 5, 0xad6424127440b2e7);
            f71(f);
            f68(f);
            f56(f);
            f31(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S13)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S14)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f21(f);
            f33(f);
        }
        11 => {
            f.word16(const { pad16("ISET") }, 4, 0x4e8eff80563067ad);
            f71(f);
            f72(f);
            f68(f);
            f56(f);
            f31(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f21(f);
            f33(f);
        }
        12 => {
            f.word16(const { pad16("IMNMX") }, 5, 0x63ff41cc1c43811d);
            f68(f);
            f73(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f21(f);
            f35(f);
        }
        13 => {
            f.word16(const { pad16("ICMP") }, 4, 0xd90b7b80a4993249);
            f71(f);
            f68(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f36(f);
        }
        14 => {
            f.word16(const { pad16("ISAD") }, 4, 0x4e9cff80563ca509);
            f68(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f36(f);
        }
        15 => {
            f.word16(const { pad16("FLO") }, 3, 0x3c990101449455a3);
            f68(f);
            f74(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
            f61(f);
            f21(f);
        }
        16 => {
            f.unknown();
            f14(f);
        }
        _ => f.unknown(),
    }
}
fn f76(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand(&Atom::Imm(&S22)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f77(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {}
        1 => {
            f.word16(const { pad16("F4E") }, 3, 0x3b6dfb0143965089);
        }
        2 => {
            f.word16(const { pad16("B4E") }, 3, 0x5dc1df0156f03375);
        }
        3 => {
            f.word16(const { pad16("RC8") }, 3, 0xe9c58401a6a59d51);
        }
        4 => {
            f.word16(const { pad16("ECL") }, 3, 0x3224d5013e26b6d4);
        }
        5 => {
            f.word16(const { pad16("ECR") }, 3, 0x3224bb013e268aa6);
        }
        6 => {
            f.word16(const { pad16("RC16") }, 4, 0xe01e33ce2b509b90);
        }
        _ => f.unknown(),
    }
}
fn f78(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("ALL") }, 3, 0x565e9b01531d54df);
        }
        1 => {
            f.word16(const { pad16("ANY") }, 3, 0x56586a01531895ee);
        }
        2 => {
            f.word16(const { pad16("EQ") }, 2, 0xdc950000bb23c6);
        }
        _ => f.unknown(),
    }
}
fn f79(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.prefix("!", 0x250000003edf);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f80(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f79(f);
            if !f.operand_reg(&Atom::Reg(&S23)) {
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
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
        }
        1 => {
            if !f.operand(&Atom::Imm(&S24)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f82(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_reg(&Atom::Reg(&S8)) {
                return;
            }
        }
        1 => {
            if !f.operand(&Atom::Imm(&S25)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f83(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S26)) {
                return;
            }
            f81(f);
            f82(f);
            f35(f);
        }
        _ => f.unknown(),
    }
}
fn f84(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".T", 0x8e68000078b5fe);
        }
        1 => {
            f4(f);
        }
        _ => f.unknown(),
    }
}
fn f85(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("TRIG") }, 4, 0x59f71b99717c158e);
        }
        _ => f.unknown(),
    }
}
fn f86(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("HI") }, 2, 0x102910000dbec37);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f87(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("AND") }, 3, 0x56585701531875a5);
        }
        1 => {
            f.word16(const { pad16("OR") }, 2, 0xfe940000d80879);
        }
        2 => {
            f.word16(const { pad16("XOR") }, 3, 0x1c265001c2baa329);
        }
        _ => f.unknown(),
    }
}
fn f88(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.prefix("!", 0x250000003edf);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f89(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f88(f);
            if !f.operand_reg(&Atom::Reg(&S27)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f90(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f89(f);
            f80(f);
        }
        1 => {
            f89(f);
            f80(f);
        }
        2 => {
            f89(f);
            f80(f);
        }
        _ => f.unknown(),
    }
}
fn f91(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f35(f);
        }
        1 => {
            f35(f);
        }
        2 => {
            f35(f);
        }
        _ => f.unknown(),
    }
}
fn f92(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f80(f);
            f89(f);
        }
        1 => {
            f80(f);
            f89(f);
        }
        2 => {
            f80(f);
            f89(f);
        }
        _ => f.unknown(),
    }
}
fn f93(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("F") }, 1, 0x420000007026);
        }
        1 => {
            f.word16(const { pad16("LT") }, 2, 0xf4640000cf6264);
        }
        2 => {
            f.word16(const { pad16("EQ") }, 2, 0xdc950000bb23c6);
        }
        3 => {
            f.word16(const { pad16("LE") }, 2, 0xf4750000cf7f47);
        }
        4 => {
            f.word16(const { pad16("GT") }, 2, 0xe3660000c0f297);
        }
        5 => {
            f.word16(const { pad16("NE") }, 2, 0xfbb90000d61181);
        }
        6 => {
            f.word16(const { pad16("GE") }, 2, 0xe3750000c10c14);
        }
        7 => {
            f.word16(const { pad16("NUM") }, 3, 0x819647016b913194);
        }
        8 => {
            f.word16(const { pad16("NAN") }, 3, 0x81da2a016bcacd19);
        }
        9 => {
            f.word16(const { pad16("LTU") }, 3, 0x6ea81d016063d943);
        }
        10 => {
            f.word16(const { pad16("EQU") }, 3, 0x31f4c2013dfd72c9);
        }
        11 => {
            f.word16(const { pad16("LEU") }, 3, 0x6ee1e1016094eb96);
        }
        12 => {
            f.word16(const { pad16("GTU") }, 3, 0x4359140147dc7fa6);
        }
        13 => {
            f.word16(const { pad16("NEU") }, 3, 0x81cd2f016bc04b3c);
        }
        14 => {
            f.word16(const { pad16("GEU") }, 3, 0x438c10014807d273);
        }
        15 => {
            f.word16(const { pad16("T") }, 1, 0x5000000087f0);
        }
        16 => {
            f.word16(const { pad16("OFF") }, 3, 0x88e1ab016f4fb4a9);
        }
        17 => {
            f.word16(const { pad16("LO") }, 2, 0xf46f0000cf7515);
        }
        18 => {
            f.word16(const { pad16("SFF") }, 3, 0xf0b84701aa1898fd);
        }
        19 => {
            f.word16(const { pad16("LS") }, 2, 0xf4630000cf60b1);
        }
        20 => {
            f.word16(const { pad16("HI") }, 2, 0x102910000dbec37);
        }
        21 => {
            f.word16(const { pad16("SFT") }, 3, 0xf0b85501aa18b0c7);
        }
        22 => {
            f.word16(const { pad16("HS") }, 2, 0x1029b0000dbfd35);
        }
        23 => {
            f.word16(const { pad16("OFT") }, 3, 0x88e199016f4f9613);
        }
        _ => f.unknown(),
    }
}
fn f94(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("FTZ") }, 3, 0x3cb4340144ab7404);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f95(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("F16") }, 3, 0x3b7eca0143a47079);
        }
        1 => {
            f.word16(const { pad16("F32") }, 3, 0x3b77de01439e73c7);
        }
        2 => {
            f.word16(const { pad16("F64") }, 3, 0x3b66c601438fd7cc);
        }
        _ => f.unknown(),
    }
}
fn f96(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("F16") }, 3, 0x3b7eca0143a47079);
        }
        1 => {
            f.word16(const { pad16("F32") }, 3, 0x3b77de01439e73c7);
        }
        2 => {
            f.word16(const { pad16("F64") }, 3, 0x3b66c601438fd7cc);
        }
        _ => f.unknown(),
    }
}
fn f97(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("ROUND") }, 5, 0x96886fb82e21ed14);
        }
        1 => {
            f.word16(const { pad16("FLOOR") }, 5, 0x7e682c2c2fca9222);
        }
        2 => {
            f.word16(const { pad16("CEIL") }, 4, 0x5e8ce1510b3150c5);
        }
        3 => {
            f.word16(const { pad16("TRUNC") }, 5, 0x7da286bbe97b1312);
        }
        _ => f.unknown(),
    }
}
fn f98(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {}
        1 => {
            f.word16(const { pad16("RM") }, 2, 0x124910000f8d29d);
        }
        2 => {
            f.word16(const { pad16("RP") }, 2, 0x124940000f8d7b6);
        }
        3 => {
            f.word16(const { pad16("RZ") }, 2, 0x1249a0000f8e1e8);
        }
        _ => f.unknown(),
    }
}
fn f99(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("PASS") }, 4, 0xb09b0ebd87f5c4fd);
        }
        1 => {
            f95(f);
            f96(f);
            f.word16(const { pad16("PASS") }, 4, 0xb09b0ebd87f5c4fd);
        }
        2 => {
            f95(f);
            f96(f);
            f.word16(const { pad16("PASS") }, 4, 0xb09b0ebd87f5c4fd);
        }
        3 => {
            f95(f);
            f96(f);
            f97(f);
        }
        4 => {
            f95(f);
            f96(f);
            f97(f);
        }
        5 => {
            f95(f);
            f96(f);
            f97(f);
        }
        6 => {
            f95(f);
            f96(f);
            f98(f);
        }
        7 => {
            f95(f);
            f96(f);
            f98(f);
        }
        8 => {
            f95(f);
            f96(f);
        }
        9 => {
            f95(f);
            f96(f);
        }
        _ => f.unknown(),
    }
}
fn f100(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f19(f);
            f20(f);
        }
        _ => f.unknown(),
    }
}
fn f101(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.suffix(".H1", 0x6ad96f00cd3fcb09);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f102(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
        }
        1 => {
            f.word16(const { pad16("U32") }, 3, 0xbd5f2b018d3069e6);
        }
        2 => {
            f.word16(const { pad16("U64") }, 3, 0xbd7043018d3f05e1);
        }
        3 => {
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
        }
        4 => {
            f.word16(const { pad16("S32") }, 3, 0xf1d2a101ab08b9a0);
        }
        5 => {
            f.word16(const { pad16("S64") }, 3, 0xf1c83501aaffad97);
        }
        _ => f.unknown(),
    }
}
fn f103(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("F16") }, 3, 0x3b7eca0143a47079);
        }
        1 => {
            f.word16(const { pad16("F32") }, 3, 0x3b77de01439e73c7);
        }
        2 => {
            f.word16(const { pad16("F64") }, 3, 0x3b66c601438fd7cc);
        }
        _ => f.unknown(),
    }
}
fn f104(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {}
        1 => {
            f.word16(const { pad16("FLOOR") }, 5, 0x7e682c2c2fca9222);
        }
        2 => {
            f.word16(const { pad16("CEIL") }, 4, 0x5e8ce1510b3150c5);
        }
        3 => {
            f.word16(const { pad16("TRUNC") }, 5, 0x7da286bbe97b1312);
        }
        _ => f.unknown(),
    }
}
fn f105(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
        }
        1 => {
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
        }
        2 => {
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
        }
        _ => f.unknown(),
    }
}
fn f106(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.suffix(".H1", 0x6ad96f00cd3fcb09);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f107(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f19(f);
            f20(f);
            f21(f);
            f106(f);
            f22(f);
        }
        1 => {
            f19(f);
            f20(f);
            f21(f);
            f106(f);
            f22(f);
        }
        2 => {
            f19(f);
            f20(f);
            f21(f);
            f106(f);
            f22(f);
        }
        _ => f.unknown(),
    }
}
fn f108(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
        }
        1 => {
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
        }
        2 => {
            f.word16(const { pad16("U32") }, 3, 0xbd5f2b018d3069e6);
        }
        3 => {
            f.word16(const { pad16("U64") }, 3, 0xbd7043018d3f05e1);
        }
        4 => {
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
        }
        5 => {
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
        }
        6 => {
            f.word16(const { pad16("S32") }, 3, 0xf1d2a101ab08b9a0);
        }
        7 => {
            f.word16(const { pad16("S64") }, 3, 0xf1c83501aaffad97);
        }
        _ => f.unknown(),
    }
}
fn f109(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.suffix(".B1", 0x6aedf300cd51545f);
        }
        1 => {
            f.suffix(".B2", 0x6aedf400cd515612);
        }
        2 => {
            f.suffix(".B3", 0x6aedf500cd5157c5);
        }
        3 => {
            f.suffix(".H1", 0x6ad96f00cd3fcb09);
        }
        4 => {}
        _ => f.unknown(),
    }
}
fn f110(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f19(f);
            f20(f);
            f21(f);
            f109(f);
            f22(f);
        }
        1 => {
            f19(f);
            f20(f);
            f21(f);
            f109(f);
            f22(f);
        }
        2 => {
            f19(f);
            f20(f);
            f21(f);
            f109(f);
            f22(f);
        }
        3 => {
            f19(f);
            f20(f);
            f21(f);
            f109(f);
            f22(f);
        }
        _ => f.unknown(),
    }
}
fn f111(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
        }
        1 => {
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
        }
        2 => {
            f.word16(const { pad16("U32") }, 3, 0xbd5f2b018d3069e6);
        }
        3 => {
            f.word16(const { pad16("U64") }, 3, 0xbd7043018d3f05e1);
        }
        4 => {
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
        }
        5 => {
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
        }
        6 => {
            f.word16(const { pad16("S32") }, 3, 0xf1d2a101ab08b9a0);
        }
        7 => {
            f.word16(const { pad16("S64") }, 3, 0xf1c83501aaffad97);
        }
        _ => f.unknown(),
    }
}
fn f112(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
        }
        1 => {
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
        }
        2 => {
            f.word16(const { pad16("U32") }, 3, 0xbd5f2b018d3069e6);
        }
        3 => {
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
        }
        4 => {
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
        }
        5 => {
            f.word16(const { pad16("S32") }, 3, 0xf1d2a101ab08b9a0);
        }
        _ => f.unknown(),
    }
}
fn f113(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f19(f);
            f20(f);
            f21(f);
            f109(f);
            f22(f);
        }
        1 => {
            f19(f);
            f20(f);
            f21(f);
            f109(f);
            f22(f);
        }
        2 => {
            f19(f);
            f20(f);
            f21(f);
            f109(f);
            f22(f);
        }
        _ => f.unknown(),
    }
}
fn f114(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("UD") }, 2, 0x1138a0000ea5385);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f115(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
        }
        1 => {
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
        }
        2 => {
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
        }
        3 => {
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
        }
        4 => {
            f.word16(const { pad16("U32") }, 3, 0xbd5f2b018d3069e6);
        }
        5 => {
            f.word16(const { pad16("S32") }, 3, 0xf1d2a101ab08b9a0);
        }
        _ => f.unknown(),
    }
}
fn f116(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
        }
        1 => {
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
        }
        2 => {
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
        }
        3 => {
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
        }
        4 => {
            f.word16(const { pad16("U32") }, 3, 0xbd5f2b018d3069e6);
        }
        5 => {
            f.word16(const { pad16("S32") }, 3, 0xf1d2a101ab08b9a0);
        }
        _ => f.unknown(),
    }
}
fn f117(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f116(f);
        }
        1 => {
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
        }
        2 => {
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
        }
        _ => f.unknown(),
    }
}
fn f118(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {}
        1 => {
            f115(f);
            f117(f);
        }
        _ => f.unknown(),
    }
}
fn f119(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("SAT") }, 3, 0xf0bb9301aa1b4ff8);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f120(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("ACC") }, 3, 0x567db801533836b5);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
        }
        1 => {
            f.word16(const { pad16("MIN") }, 3, 0x790f3f0166c6dcb8);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
        }
        2 => {
            f.word16(const { pad16("MAX") }, 3, 0x792a550166ddc9d2);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
        }
        3 => {
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
        }
        4 => {
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f.suffix(".H1", 0x6ad96f00cd3fcb09);
            f15(f);
        }
        5 => {
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f.suffix(".H0", 0x6ad96e00cd3fc956);
            f15(f);
        }
        6 => {
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f.suffix(".B0", 0x6aedf200cd5152ac);
            f15(f);
        }
        7 => {
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f.suffix(".B2", 0x6aedf400cd515612);
            f15(f);
        }
        _ => f.unknown(),
    }
}
fn f121(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.suffix(".B1", 0x6aedf300cd51545f);
        }
        1 => {
            f.suffix(".B2", 0x6aedf400cd515612);
        }
        2 => {
            f.suffix(".B3", 0x6aedf500cd5157c5);
        }
        3 => {
            f.suffix(".H1", 0x6ad96f00cd3fcb09);
        }
        4 => {}
        _ => f.unknown(),
    }
}
fn f122(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f121(f);
        }
        _ => f.unknown(),
    }
}
fn f123(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.prefix("-", 0x2900000045ab);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f124(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.suffix(".B1", 0x6aedf300cd51545f);
        }
        1 => {
            f.suffix(".B2", 0x6aedf400cd515612);
        }
        2 => {
            f.suffix(".B3", 0x6aedf500cd5157c5);
        }
        3 => {
            f.suffix(".H1", 0x6ad96f00cd3fcb09);
        }
        4 => {}
        _ => f.unknown(),
    }
}
fn f125(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_reg(&Atom::Reg(&S8)) {
                return;
            }
            f124(f);
        }
        1 => {
            if !f.operand(&Atom::Imm(&S28)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f126(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f19(f);
            f122(f);
            f123(f);
            f125(f);
            if !f.operand_reg(&Atom::Reg(&S10)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f127(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("MX") }, 2, 0xf85e0000d34109);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f128(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f122(f);
            f125(f);
            if !f.operand_reg(&Atom::Reg(&S10)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f129(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("W") }, 1, 0x530000008d09);
        }
        1 => {}
        2 => {
            f.word16(const { pad16("W") }, 1, 0x530000008d09);
        }
        3 => {}
        _ => f.unknown(),
    }
}
fn f130(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("F") }, 1, 0x420000007026);
        }
        1 => {
            f.word16(const { pad16("LT") }, 2, 0xf4640000cf6264);
        }
        2 => {
            f.word16(const { pad16("EQ") }, 2, 0xdc950000bb23c6);
        }
        3 => {
            f.word16(const { pad16("LE") }, 2, 0xf4750000cf7f47);
        }
        4 => {
            f.word16(const { pad16("GT") }, 2, 0xe3660000c0f297);
        }
        5 => {
            f.word16(const { pad16("NE") }, 2, 0xfbb90000d61181);
        }
        6 => {
            f.word16(const { pad16("GE") }, 2, 0xe3750000c10c14);
        }
        7 => {
            f.word16(const { pad16("T") }, 1, 0x5000000087f0);
        }
        _ => f.unknown(),
    }
}
fn f131(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {}
        1 => {
            f.word16(const { pad16("SHR_7") }, 5, 0xa05c889cc5a7ff05);
        }
        2 => {
            f.word16(const { pad16("SHR_15") }, 6, 0x2526d663dc6522d2);
        }
        _ => f.unknown(),
    }
}
fn f132(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f122(f);
            f125(f);
        }
        _ => f.unknown(),
    }
}
fn f133(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("AND") }, 3, 0x56585701531875a5);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S13)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S14)) {
                return;
            }
            f132(f);
            if !f.operand_reg(&Atom::Reg(&S11)) {
                return;
            }
        }
        1 => {
            f31(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S13)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S14)) {
                return;
            }
            f132(f);
            f91(f);
        }
        _ => f.unknown(),
    }
}
fn f134(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("MOV") }, 3, 0x7916170166ccb76e);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f21(f);
        }
        1 => {
            f.word16(const { pad16("MOV") }, 3, 0x7916170166ccb76e);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f21(f);
            f76(f);
        }
        2 => {
            f.word16(const { pad16("S2R") }, 3, 0xf1d64b01ab0c1055);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S30)) {
                return;
            }
        }
        3 => {
            f.word16(const { pad16("SEL") }, 3, 0xf0ae9b01aa10d334);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f21(f);
            f35(f);
        }
        4 => {
            f.word16(const { pad16("PRMT") }, 4, 0x2e7692bd3e2fd0e3);
            f77(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f36(f);
        }
        5 => {
            f.word16(const { pad16("POPC") }, 4, 0x5a067cbd56ee8cc8);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f60(f);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f61(f);
            f21(f);
        }
        6 => {
            f.word16(const { pad16("VOTE") }, 4, 0x2ce63eaa7112d248);
            f78(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S29)) {
                return;
            }
            f80(f);
        }
        7 => {
            f.word16(const { pad16("VOTE") }, 4, 0x2ce63eaa7112d248);
            f78(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S29)) {
                return;
            }
            f80(f);
        }
        8 => {
            f.word16(const { pad16("VOTE") }, 4, 0x2ce63eaa7112d248);
            f78(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S29)) {
                return;
            }
            f80(f);
        }
        9 => {
            f.word16(const { pad16("BAR") }, 3, 0x5d81da0156ba4701);
            f.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
            f.word16(const { pad16("POPC") }, 4, 0x5a067cbd56ee8cc8);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
        }
        10 => {
            f.word16(const { pad16("BAR") }, 3, 0x5d81da0156ba4701);
            f.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
            f.word16(const { pad16("POPC") }, 4, 0x5a067cbd56ee8cc8);
            f83(f);
        }
        11 => {
            f.word16(const { pad16("BAR") }, 3, 0x5d81da0156ba4701);
            f.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
            f.word16(const { pad16("AND") }, 3, 0x56585701531875a5);
            f83(f);
        }
        12 => {
            f.word16(const { pad16("BAR") }, 3, 0x5d81da0156ba4701);
            f.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
            f.word16(const { pad16("OR") }, 2, 0xfe940000d80879);
            f83(f);
        }
        13 => {
            f.word16(const { pad16("BAR") }, 3, 0x5d81da0156ba4701);
            f.word16(const { pad16("ARV") }, 3, 0x564aa501530cbcd3);
            f83(f);
        }
        14 => {
            f.word16(const { pad16("NOP") }, 3, 0x81ab30016ba36689);
            f14(f);
            f84(f);
        }
        15 => {
            f.word16(const { pad16("NOP") }, 3, 0x81ab30016ba36689);
            f85(f);
            f14(f);
            f84(f);
            if !f.operand(&Atom::Imm(&S28)) {
                return;
            }
        }
        16 => {
            f.word16(const { pad16("LEPC") }, 4, 0xfece2a571d1b2e22);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        17 => {
            f.word16(const { pad16("B2R") }, 3, 0x5dad880156def696);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S24)) {
                return;
            }
        }
        18 => {
            f.word16(const { pad16("P2R") }, 3, 0xd6ffd6019b9a69c8);
            f86(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f.word16(const { pad16("PR") }, 2, 0x11daa0000f2de6a);
            f.word16(const { pad16("RZ") }, 2, 0x1249a0000f8e1e8);
            f21(f);
        }
        19 => {
            f.word16(const { pad16("P2R") }, 3, 0xd6ffd6019b9a69c8);
            f86(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f.word16(const { pad16("PR") }, 2, 0x11daa0000f2de6a);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f21(f);
        }
        20 => {
            f.word16(const { pad16("R2P") }, 3, 0xe8b25601a5bbe620);
            f86(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f21(f);
        }
        21 => {
            f.word16(const { pad16("PSET") }, 4, 0x38ccc9bd448484d4);
            f34(f);
            f87(f);
            f.word16(const { pad16("AND") }, 3, 0x56585701531875a5);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
            if !f.operand_reg(&Atom::Reg(&S11)) {
                return;
            }
            f90(f);
        }
        22 => {
            f.word16(const { pad16("PSET") }, 4, 0x38ccc9bd448484d4);
            f34(f);
            f87(f);
            f31(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
            f91(f);
            f90(f);
        }
        23 => {
            f.word16(const { pad16("PSETP") }, 5, 0x87f509b6d2d2c4c);
            f87(f);
            f.word16(const { pad16("AND") }, 3, 0x56585701531875a5);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S13)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S14)) {
                return;
            }
            f92(f);
            if !f.operand_reg(&Atom::Reg(&S11)) {
                return;
            }
        }
        24 => {
            f.word16(const { pad16("PSETP") }, 5, 0x87f509b6d2d2c4c);
            f87(f);
            f31(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S13)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S14)) {
                return;
            }
            f92(f);
            f91(f);
        }
        25 => {
            f.word16(const { pad16("PSETP") }, 5, 0x87f509b6d2d2c4c);
            f87(f);
            f.word16(const { pad16("AND") }, 3, 0x56585701531875a5);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S13)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S14)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S11)) {
                return;
            }
            f90(f);
        }
        26 => {
            f.word16(const { pad16("PSETP") }, 5, 0x87f509b6d2d2c4c);
            f87(f);
            f31(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S13)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S14)) {
                return;
            }
            f91(f);
            f90(f);
        }
        27 => {
            f.word16(const { pad16("CSET") }, 4, 0x1d106b5177169b83);
            f34(f);
            f93(f);
            f.word16(const { pad16("AND") }, 3, 0x56585701531875a5);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S11)) {
                return;
            }
        }
        28 => {
            f.word16(const { pad16("CSET") }, 4, 0x1d106b5177169b83);
            f34(f);
            f93(f);
            f31(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f91(f);
        }
        29 => {
            f.word16(const { pad16("CSETP") }, 5, 0x79822e6d5b6ac789);
            f93(f);
            f.word16(const { pad16("AND") }, 3, 0x56585701531875a5);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S13)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S14)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S11)) {
                return;
            }
        }
        30 => {
            f.word16(const { pad16("CSETP") }, 5, 0x79822e6d5b6ac789);
            f93(f);
            f31(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S13)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S14)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f91(f);
        }
        31 => {
            f.word16(const { pad16("F2F") }, 3, 0x3b744801439b3f0e);
            f94(f);
            f99(f);
            f26(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
            f100(f);
            f21(f);
            f101(f);
            f22(f);
        }
        32 => {
            f.word16(const { pad16("F2F") }, 3, 0x3b744801439b3f0e);
            f94(f);
            f99(f);
            f26(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
            f100(f);
            f21(f);
            f101(f);
            f22(f);
        }
        33 => {
            f.word16(const { pad16("F2F") }, 3, 0x3b744801439b3f0e);
            f94(f);
            f99(f);
            f26(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
            f100(f);
            f21(f);
            f101(f);
            f22(f);
        }
        34 => {
            f.word16(const { pad16("F2F") }, 3, 0x3b744801439b3f0e);
            f94(f);
            f99(f);
            f26(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
            f100(f);
            f21(f);
            f101(f);
            f22(f);
        }
        35 => {
            f.word16(const { pad16("F2F") }, 3, 0x3b744801439b3f0e);
            f94(f);
            f99(f);
            f26(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
            f100(f);
            f21(f);
            f101(f);
            f22(f);
        }
        36 => {
            f.word16(const { pad16("F2F") }, 3, 0x3b744801439b3f0e);
            f94(f);
            f99(f);
            f26(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
            f100(f);
            f21(f);
            f101(f);
            f22(f);
        }
        37 => {
            f.word16(const { pad16("F2F") }, 3, 0x3b744801439b3f0e);
            f94(f);
            f99(f);
            f26(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
            f100(f);
            f21(f);
            f101(f);
            f22(f);
        }
        38 => {
            f.word16(const { pad16("F2I") }, 3, 0x3b744301439b368f);
            f94(f);
            f102(f);
            f103(f);
            f104(f);
            f14(f);
            f105(f);
            f107(f);
        }
        39 => {
            f.word16(const { pad16("I2F") }, 3, 0x9b29cd0179f0683b);
            f95(f);
            f108(f);
            f98(f);
            f14(f);
            f105(f);
            f110(f);
        }
        40 => {
            f.word16(const { pad16("I2I") }, 3, 0x9b29ca0179f06322);
            f111(f);
            f112(f);
            f26(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
            f113(f);
        }
        41 => {
            f.word16(const { pad16("VADD") }, 4, 0x1d6201aa68cc6b85);
            f114(f);
            f118(f);
            f119(f);
            f120(f);
            f126(f);
        }
        42 => {
            f.word16(const { pad16("VMNMX") }, 5, 0x7f1fa1af4edfecb8);
            f114(f);
            f118(f);
            f127(f);
            f119(f);
            f120(f);
            f128(f);
        }
        43 => {
            f.word16(const { pad16("VSHR") }, 4, 0x7fb631aa0efe6a45);
            f114(f);
            f118(f);
            f129(f);
            f119(f);
            f120(f);
            f128(f);
        }
        44 => {
            f.word16(const { pad16("VSHL") }, 4, 0x7fb643aa0efe88db);
            f114(f);
            f118(f);
            f129(f);
            f119(f);
            f120(f);
            f128(f);
        }
        45 => {
            f.word16(const { pad16("VABSDIFF") }, 8, 0x47f97c18561deea9);
            f114(f);
            f118(f);
            f119(f);
            f120(f);
            f128(f);
        }
        46 => {
            f.word16(const { pad16("VSET") }, 4, 0x7fc0fdaa0f08196e);
            f130(f);
            f118(f);
            f120(f);
            f128(f);
        }
        47 => {
            f.word16(const { pad16("VMAD") }, 4, 0x3e5e9faa7b02a1ac);
            f118(f);
            f131(f);
            f119(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f15(f);
            f126(f);
        }
        48 => {
            f.word16(const { pad16("VSETP") }, 5, 0x1d0845f78ac2e45a);
            f130(f);
            f118(f);
            f133(f);
        }
        49 => {
            f.unknown();
            f14(f);
        }
        _ => f.unknown(),
    }
}
fn f135(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
        }
        1 => {
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
        }
        2 => {
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
        }
        3 => {
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
        }
        4 => {}
        5 => {
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
        }
        6 => {
            f.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
        }
        _ => f.unknown(),
    }
}
fn f136(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {}
        1 => {
            f.word16(const { pad16("CG") }, 2, 0xf1870000cd6806);
        }
        2 => {
            f.word16(const { pad16("CS") }, 2, 0xf19b0000cd8a02);
        }
        3 => {
            f.word16(const { pad16("CV") }, 2, 0xf1980000cd84e9);
        }
        _ => f.unknown(),
    }
}
fn f137(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_reg(&Atom::Reg(&S18)) {
                return;
            }
        }
        1 => {
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        2 => {
            if !f.operand_reg(&Atom::Reg(&S12)) {
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
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
        }
        _ => f.unknown(),
    }
}
fn f139(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {}
        1 => {
            f.word16(const { pad16("CG") }, 2, 0xf1870000cd6806);
        }
        2 => {
            f.word16(const { pad16("CS") }, 2, 0xf19b0000cd8a02);
        }
        3 => {
            f.word16(const { pad16("WT") }, 2, 0x11a660000f03507);
        }
        _ => f.unknown(),
    }
}
fn f140(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {}
        1 => {
            f.word16(const { pad16("CG") }, 2, 0xf1870000cd6806);
        }
        2 => {
            f.word16(const { pad16("LU") }, 2, 0xf4650000cf6417);
        }
        3 => {
            f.word16(const { pad16("CV") }, 2, 0xf1980000cd84e9);
        }
        _ => f.unknown(),
    }
}
fn f141(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
        }
        1 => {
            f.word16(const { pad16("MIN") }, 3, 0x790f3f0166c6dcb8);
        }
        2 => {
            f.word16(const { pad16("MAX") }, 3, 0x792a550166ddc9d2);
        }
        3 => {
            f.word16(const { pad16("INC") }, 3, 0x9a270801791423a8);
        }
        4 => {
            f.word16(const { pad16("DEC") }, 3, 0x2995fb013954de74);
        }
        5 => {
            f.word16(const { pad16("AND") }, 3, 0x56585701531875a5);
        }
        6 => {
            f.word16(const { pad16("OR") }, 2, 0xfe940000d80879);
        }
        7 => {
            f.word16(const { pad16("XOR") }, 3, 0x1c265001c2baa329);
        }
        _ => f.unknown(),
    }
}
fn f142(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("U64") }, 3, 0xbd7043018d3f05e1);
        }
        _ => f.unknown(),
    }
}
fn f143(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("S32") }, 3, 0xf1d2a101ab08b9a0);
        }
        _ => f.unknown(),
    }
}
fn f144(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("MIN") }, 3, 0x790f3f0166c6dcb8);
        }
        _ => f.unknown(),
    }
}
fn f145(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("MAX") }, 3, 0x792a550166ddc9d2);
        }
        _ => f.unknown(),
    }
}
fn f146(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("F32") }, 3, 0x3b77de01439e73c7);
            f.word16(const { pad16("FTZ") }, 3, 0x3cb4340144ab7404);
            f.word16(const { pad16("RN") }, 2, 0x1248e0000f8cd84);
        }
        _ => f.unknown(),
    }
}
fn f147(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("EXCH") }, 4, 0x2fd7c41c83208efa);
        }
        _ => f.unknown(),
    }
}
fn f148(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("CAS") }, 3, 0x67d70a015d0d3c0d);
        }
        _ => f.unknown(),
    }
}
fn f149(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("LD") }, 2, 0xf4740000cf7d94);
            f135(f);
            f136(f);
            f14(f);
            f137(f);
            if !f.operand_mem(&Atom::Mem(&S31)) {
                return;
            }
        }
        1 => {
            f.word16(const { pad16("LD") }, 2, 0xf4740000cf7d94);
            f138(f);
            f135(f);
            f136(f);
            f14(f);
            f137(f);
            if !f.operand_mem(&Atom::Mem(&S31)) {
                return;
            }
        }
        2 => {
            f.word16(const { pad16("LDU") }, 3, 0x6ededd016092aef3);
            f135(f);
            f136(f);
            f14(f);
            f137(f);
            if !f.operand_mem(&Atom::Mem(&S31)) {
                return;
            }
        }
        3 => {
            f.word16(const { pad16("LDU") }, 3, 0x6ededd016092aef3);
            f138(f);
            f135(f);
            f136(f);
            f14(f);
            f137(f);
            if !f.operand_mem(&Atom::Mem(&S31)) {
                return;
            }
        }
        4 => {
            f.word16(const { pad16("ST") }, 2, 0x127560000faa433);
            f135(f);
            f139(f);
            f14(f);
            if !f.operand_mem(&Atom::Mem(&S31)) {
                return;
            }
            f137(f);
        }
        5 => {
            f.word16(const { pad16("ST") }, 2, 0x127560000faa433);
            f138(f);
            f135(f);
            f139(f);
            f14(f);
            if !f.operand_mem(&Atom::Mem(&S31)) {
                return;
            }
            f137(f);
        }
        6 => {
            f.word16(const { pad16("LDS") }, 3, 0x6edee3016092b925);
            f135(f);
            f136(f);
            f14(f);
            f137(f);
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
        }
        7 => {
            f.word16(const { pad16("LDL") }, 3, 0x6edef4016092d608);
            f140(f);
            f135(f);
            f14(f);
            f137(f);
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
        }
        8 => {
            f.word16(const { pad16("STS") }, 3, 0xf07b8201a9e54f20);
            f135(f);
            f139(f);
            f14(f);
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            f137(f);
        }
        9 => {
            f.word16(const { pad16("STL") }, 3, 0xf07ba101a9e583cd);
            f135(f);
            f139(f);
            f14(f);
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            f137(f);
        }
        10 => {
            f.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
            f141(f);
            f14(f);
            if !f.operand_mem(&Atom::Mem(&S31)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        11 => {
            f.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
            f138(f);
            f141(f);
            f14(f);
            if !f.operand_mem(&Atom::Mem(&S31)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        12 => {
            f.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
            f.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
            f142(f);
            f14(f);
            if !f.operand_mem(&Atom::Mem(&S31)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        13 => {
            f.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
            f138(f);
            f.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
            f142(f);
            f14(f);
            if !f.operand_mem(&Atom::Mem(&S31)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        14 => {
            f.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
            f.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
            f143(f);
            f14(f);
            if !f.operand_mem(&Atom::Mem(&S31)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        15 => {
            f.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
            f138(f);
            f.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
            f143(f);
            f14(f);
            if !f.operand_mem(&Atom::Mem(&S31)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        16 => {
            f.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
            f144(f);
            f143(f);
            f14(f);
            if !f.operand_mem(&Atom::Mem(&S31)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        17 => {
            f.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
            f138(f);
            f144(f);
            f143(f);
            f14(f);
            if !f.operand_mem(&Atom::Mem(&S31)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        18 => {
            f.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
            f145(f);
            f143(f);
            f14(f);
            if !f.operand_mem(&Atom::Mem(&S31)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        19 => {
            f.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
            f138(f);
            f145(f);
            f143(f);
            f14(f);
            if !f.operand_mem(&Atom::Mem(&S31)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        20 => {
            f.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
            f.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
            f146(f);
            f14(f);
            if !f.operand_mem(&Atom::Mem(&S31)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        21 => {
            f.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
            f138(f);
            f.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
            f146(f);
            f14(f);
            if !f.operand_mem(&Atom::Mem(&S31)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        22 => {
            f.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
            f141(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S32)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S33)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        23 => {
            f.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
            f138(f);
            f141(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S32)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S33)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        24 => {
            f.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
            f.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
            f142(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S32)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S33)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        25 => {
            f.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
            f138(f);
            f.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
            f142(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S32)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S33)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        26 => {
            f.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
            f147(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S32)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S33)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        27 => {
            f.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
            f138(f);
            f147(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S32)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S33)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        28 => {
            f.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
            f147(f);
            f142(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S32)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S33)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        29 => {
            f.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
            f138(f);
            f147(f);
            f142(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S32)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S33)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        30 => {
            f.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
            f148(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S32)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S33)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S10)) {
                return;
            }
        }
        31 => {
            f.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
            f138(f);
            f148(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S32)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S33)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S10)) {
                return;
            }
        }
        32 => {
            f.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
            f148(f);
            f142(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S32)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S33)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S10)) {
                return;
            }
        }
        33 => {
            f.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
            f138(f);
            f148(f);
            f142(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S32)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S33)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S10)) {
                return;
            }
        }
        34 => {
            f.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
            f.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
            f143(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S32)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S33)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        35 => {
            f.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
            f138(f);
            f.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
            f143(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S32)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S33)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        36 => {
            f.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
            f144(f);
            f143(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S32)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S33)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        37 => {
            f.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
            f138(f);
            f144(f);
            f143(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S32)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S33)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        38 => {
            f.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
            f145(f);
            f143(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S32)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S33)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        39 => {
            f.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
            f138(f);
            f145(f);
            f143(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S32)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S33)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        40 => {
            f.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
            f.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
            f146(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S32)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S33)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        41 => {
            f.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
            f138(f);
            f.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
            f146(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S32)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S33)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f150(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("LZ") }, 2, 0xf45a0000cf5166);
        }
        1 => {
            f.word16(const { pad16("LL") }, 2, 0xf46c0000cf6ffc);
        }
        _ => f.unknown(),
    }
}
fn f151(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {}
        1 => {
            f.word16(const { pad16("T") }, 1, 0x5000000087f0);
        }
        2 => {
            f.word16(const { pad16("P") }, 1, 0x540000008ebc);
        }
        _ => f.unknown(),
    }
}
fn f152(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_reg(&Atom::Reg(&S8)) {
                return;
            }
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f153(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("1D") }, 2, 0xb45a0000996d71);
        }
        1 => {
            f.word16(const { pad16("ARRAY_1D") }, 8, 0xb5a3f73cea202b67);
        }
        2 => {
            f.word16(const { pad16("2D") }, 2, 0xb74800009b84b2);
        }
        3 => {
            f.word16(const { pad16("ARRAY_2D") }, 8, 0xb599c53cea1781ec);
        }
        4 => {
            f.word16(const { pad16("3D") }, 2, 0xbaa600009e5a43);
        }
        5 => {
            f.word16(const { pad16("CUBE") }, 4, 0xe75a4851582c4c09);
        }
        6 => {
            f.word16(const { pad16("ARRAY_CUBE") }, 10, 0xab7d0dee94155d3f);
        }
        _ => f.unknown(),
    }
}
fn f154(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("LDC") }, 3, 0x6edef3016092d455);
            f135(f);
            f14(f);
            f137(f);
            if !f.operand_mem(&Atom::Mem(&S7)) {
                return;
            }
        }
        1 => {
            f.word16(const { pad16("TLD") }, 3, 0xb445740187e8fd90);
            f150(f);
            f151(f);
            f14(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f152(f);
            if !f.operand(&Atom::Imm(&S36)) {
                return;
            }
            f153(f);
            if !f.operand(&Atom::Imm(&S37)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f155(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        _ => f.unknown(),
    }
}
fn f156(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.prefix("!", 0x250000003edf);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f157(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("AND") }, 3, 0x56585701531875a5);
            if !f.operand_reg(&Atom::Reg(&S13)) {
                return;
            }
            f79(f);
            if !f.operand_reg(&Atom::Reg(&S23)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S14)) {
                return;
            }
        }
        1 => {
            f.word16(const { pad16("AND") }, 3, 0x56585701531875a5);
            if !f.operand_reg(&Atom::Reg(&S13)) {
                return;
            }
            f79(f);
            if !f.operand_reg(&Atom::Reg(&S23)) {
                return;
            }
            f156(f);
            if !f.operand_reg(&Atom::Reg(&S14)) {
                return;
            }
        }
        2 => {
            f.word16(const { pad16("OR") }, 2, 0xfe940000d80879);
            if !f.operand_reg(&Atom::Reg(&S13)) {
                return;
            }
            f79(f);
            if !f.operand_reg(&Atom::Reg(&S23)) {
                return;
            }
            f156(f);
            if !f.operand_reg(&Atom::Reg(&S14)) {
                return;
            }
        }
        3 => {
            f.word16(const { pad16("XOR") }, 3, 0x1c265001c2baa329);
            if !f.operand_reg(&Atom::Reg(&S13)) {
                return;
            }
            f79(f);
            if !f.operand_reg(&Atom::Reg(&S23)) {
                return;
            }
            f156(f);
            if !f.operand_reg(&Atom::Reg(&S14)) {
                return;
            }
        }
        4 => {
            f.unknown();
            if !f.operand_reg(&Atom::Reg(&S13)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f158(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
        }
        1 => {
            if !f.operand(&Atom::Imm(&S38)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f159(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.prefix("|", 0x78000000cbe8);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f160(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.suffix("|", 0x78000000cbe8);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f161(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
        }
        1 => {
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
        }
        _ => f.unknown(),
    }
}
fn f162(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
        }
        1 => {
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
        }
        _ => f.unknown(),
    }
}
fn f163(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
        }
        1 => {
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
        }
        _ => f.unknown(),
    }
}
fn f164(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
        }
        1 => {
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
        }
        _ => f.unknown(),
    }
}
fn f165(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
        }
        1 => {
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
        }
        _ => f.unknown(),
    }
}
fn f166(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
        }
        1 => {
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
        }
        _ => f.unknown(),
    }
}
fn f167(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
        }
        1 => {
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
        }
        2 => {
            f.word16(const { pad16("U32") }, 3, 0xbd5f2b018d3069e6);
        }
        3 => {
            f.word16(const { pad16("S32") }, 3, 0xf1d2a101ab08b9a0);
        }
        _ => f.unknown(),
    }
}
fn f168(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
        }
        1 => {
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
        }
        2 => {
            f.word16(const { pad16("U32") }, 3, 0xbd5f2b018d3069e6);
        }
        3 => {
            f.word16(const { pad16("S32") }, 3, 0xf1d2a101ab08b9a0);
        }
        _ => f.unknown(),
    }
}
fn f169(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.suffix(".CC", 0x6af10500cd53a8cc);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f170(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.prefix("-", 0x2900000045ab);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f171(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.prefix("|", 0x78000000cbe8);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f172(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.suffix("|", 0x78000000cbe8);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f173(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
        }
        1 => {
            if !f.operand_mem(&Atom::Mem(&S39)) {
                return;
            }
        }
        2 => {
            if !f.operand_mem(&Atom::Mem(&S40)) {
                return;
            }
        }
        3 => {
            if !f.operand_mem(&Atom::Mem(&S41)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f174(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("U32") }, 3, 0xbd5f2b018d3069e6);
        }
        1 => {
            f.word16(const { pad16("S32") }, 3, 0xf1d2a101ab08b9a0);
        }
        _ => f.unknown(),
    }
}
fn f175(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {}
        1 => {
            f.word16(const { pad16("RM") }, 2, 0x124910000f8d29d);
        }
        2 => {
            f.word16(const { pad16("RP") }, 2, 0x124940000f8d7b6);
        }
        3 => {
            f.word16(const { pad16("RZ") }, 2, 0x1249a0000f8e1e8);
        }
        _ => f.unknown(),
    }
}
fn f176(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {}
        1 => {
            f.word16(const { pad16("FLOOR") }, 5, 0x7e682c2c2fca9222);
        }
        2 => {
            f.word16(const { pad16("CEIL") }, 4, 0x5e8ce1510b3150c5);
        }
        3 => {
            f.word16(const { pad16("TRUNC") }, 5, 0x7da286bbe97b1312);
        }
        _ => f.unknown(),
    }
}
fn f177(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("SAT") }, 3, 0xf0bb9301aa1b4ff8);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f178(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("ROUND") }, 5, 0x96886fb82e21ed14);
        }
        1 => {
            f.word16(const { pad16("FLOOR") }, 5, 0x7e682c2c2fca9222);
        }
        2 => {
            f.word16(const { pad16("CEIL") }, 4, 0x5e8ce1510b3150c5);
        }
        3 => {
            f.word16(const { pad16("TRUNC") }, 5, 0x7da286bbe97b1312);
        }
        _ => f.unknown(),
    }
}
fn f179(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_reg(&Atom::Reg(&S8)) {
                return;
            }
        }
        1 => {
            if !f.operand_mem(&Atom::Mem(&S42)) {
                return;
            }
        }
        2 => {
            if !f.operand_mem(&Atom::Mem(&S43)) {
                return;
            }
        }
        3 => {
            if !f.operand_mem(&Atom::Mem(&S44)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f180(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("F") }, 1, 0x420000007026);
        }
        1 => {
            f.word16(const { pad16("LT") }, 2, 0xf4640000cf6264);
        }
        2 => {
            f.word16(const { pad16("EQ") }, 2, 0xdc950000bb23c6);
        }
        3 => {
            f.word16(const { pad16("LE") }, 2, 0xf4750000cf7f47);
        }
        4 => {
            f.word16(const { pad16("GT") }, 2, 0xe3660000c0f297);
        }
        5 => {
            f.word16(const { pad16("NE") }, 2, 0xfbb90000d61181);
        }
        6 => {
            f.word16(const { pad16("GE") }, 2, 0xe3750000c10c14);
        }
        7 => {
            f.word16(const { pad16("T") }, 1, 0x5000000087f0);
        }
        _ => f.unknown(),
    }
}
fn f181(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("U32") }, 3, 0xbd5f2b018d3069e6);
        }
        1 => {
            f.word16(const { pad16("S32") }, 3, 0xf1d2a101ab08b9a0);
        }
        _ => f.unknown(),
    }
}
fn f182(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("U32") }, 3, 0xbd5f2b018d3069e6);
        }
        1 => {
            f.word16(const { pad16("S32") }, 3, 0xf1d2a101ab08b9a0);
        }
        _ => f.unknown(),
    }
}
fn f183(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.suffix(".B0", 0x6aedf200cd5152ac);
        }
        1 => {
            f.suffix(".B1", 0x6aedf300cd51545f);
        }
        2 => {
            f.suffix(".B2", 0x6aedf400cd515612);
        }
        3 => {
            f.suffix(".B3", 0x6aedf500cd5157c5);
        }
        4 => {}
        5 => {
            f.suffix(".B0", 0x6aedf200cd5152ac);
        }
        6 => {
            f.suffix(".B1", 0x6aedf300cd51545f);
        }
        7 => {
            f.suffix(".B2", 0x6aedf400cd515612);
        }
        8 => {
            f.suffix(".B3", 0x6aedf500cd5157c5);
        }
        9 => {
            f.suffix(".H0", 0x6ad96e00cd3fc956);
        }
        10 => {
            f.suffix(".H1", 0x6ad96f00cd3fcb09);
        }
        11 => {}
        12 => {
            f.suffix(".H0", 0x6ad96e00cd3fc956);
        }
        13 => {
            f.suffix(".H1", 0x6ad96f00cd3fcb09);
        }
        _ => f.unknown(),
    }
}
fn f184(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.suffix(".B0", 0x6aedf200cd5152ac);
        }
        1 => {
            f.suffix(".B1", 0x6aedf300cd51545f);
        }
        2 => {
            f.suffix(".B2", 0x6aedf400cd515612);
        }
        3 => {
            f.suffix(".B3", 0x6aedf500cd5157c5);
        }
        4 => {
            f.suffix(".B0", 0x6aedf200cd5152ac);
        }
        5 => {
            f.suffix(".B1", 0x6aedf300cd51545f);
        }
        6 => {
            f.suffix(".B2", 0x6aedf400cd515612);
        }
        7 => {
            f.suffix(".B3", 0x6aedf500cd5157c5);
        }
        8 => {}
        9 => {
            f.suffix(".H0", 0x6ad96e00cd3fc956);
        }
        10 => {
            f.suffix(".H1", 0x6ad96f00cd3fcb09);
        }
        11 => {
            f.suffix(".H0", 0x6ad96e00cd3fc956);
        }
        12 => {
            f.suffix(".H1", 0x6ad96f00cd3fcb09);
        }
        13 => {}
        _ => f.unknown(),
    }
}
fn f185(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("MUL") }, 3, 0x796e61016717ab02);
        }
        1 => {
            f.word16(const { pad16("SC") }, 2, 0x1276b0000fac7e2);
        }
        _ => f.unknown(),
    }
}
fn f186(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("F") }, 1, 0x420000007026);
        }
        1 => {
            f.word16(const { pad16("LT") }, 2, 0xf4640000cf6264);
        }
        2 => {
            f.word16(const { pad16("EQ") }, 2, 0xdc950000bb23c6);
        }
        3 => {
            f.word16(const { pad16("LE") }, 2, 0xf4750000cf7f47);
        }
        4 => {
            f.word16(const { pad16("GT") }, 2, 0xe3660000c0f297);
        }
        5 => {
            f.word16(const { pad16("NE") }, 2, 0xfbb90000d61181);
        }
        6 => {
            f.word16(const { pad16("GE") }, 2, 0xe3750000c10c14);
        }
        7 => {
            f.word16(const { pad16("NUM") }, 3, 0x819647016b913194);
        }
        8 => {
            f.word16(const { pad16("NAN") }, 3, 0x81da2a016bcacd19);
        }
        9 => {
            f.word16(const { pad16("LTU") }, 3, 0x6ea81d016063d943);
        }
        10 => {
            f.word16(const { pad16("EQU") }, 3, 0x31f4c2013dfd72c9);
        }
        11 => {
            f.word16(const { pad16("LEU") }, 3, 0x6ee1e1016094eb96);
        }
        12 => {
            f.word16(const { pad16("GTU") }, 3, 0x4359140147dc7fa6);
        }
        13 => {
            f.word16(const { pad16("NEU") }, 3, 0x81cd2f016bc04b3c);
        }
        14 => {
            f.word16(const { pad16("GEU") }, 3, 0x438c10014807d273);
        }
        15 => {
            f.word16(const { pad16("T") }, 1, 0x5000000087f0);
        }
        _ => f.unknown(),
    }
}
fn f187(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("U32") }, 3, 0xbd5f2b018d3069e6);
        }
        1 => {
            f.word16(const { pad16("S32") }, 3, 0xf1d2a101ab08b9a0);
        }
        _ => f.unknown(),
    }
}
fn f188(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("U32") }, 3, 0xbd5f2b018d3069e6);
        }
        1 => {
            f.word16(const { pad16("S32") }, 3, 0xf1d2a101ab08b9a0);
        }
        _ => f.unknown(),
    }
}
fn f189(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_reg(&Atom::Reg(&S8)) {
                return;
            }
        }
        1 => {
            if !f.operand_mem(&Atom::Mem(&S42)) {
                return;
            }
        }
        2 => {
            if !f.operand_mem(&Atom::Mem(&S43)) {
                return;
            }
        }
        3 => {
            if !f.operand_mem(&Atom::Mem(&S44)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f190(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.prefix("-", 0x2900000045ab);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f191(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_mem(&Atom::Mem(&S45)) {
                return;
            }
        }
        1 => {
            if !f.operand_mem(&Atom::Mem(&S46)) {
                return;
            }
        }
        2 => {
            if !f.operand_mem(&Atom::Mem(&S47)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f192(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("LIM") }, 3, 0x6eb91901607245aa);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f193(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("U") }, 1, 0x5100000089a3);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f194(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".F", 0x8e76000078cdc8);
        }
        1 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".LT", 0x6acc1200cd34a2a6);
        }
        2 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".EQ", 0x6aea4b00cd4e0110);
        }
        3 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".LE", 0x6acc2300cd34bf89);
        }
        4 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".GT", 0x6ae36400cd480cdd);
        }
        5 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".NE", 0x6ac55f00cd2f06cf);
        }
        6 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".GE", 0x6ae37300cd48265a);
        }
        7 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".NUM", 0x9c31105ca6bab5d6);
        }
        8 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".NAN", 0x9c59ef5ca6dd82d7);
        }
        9 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".LTU", 0xad658a5cb070e2e9);
        }
        10 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".EQU", 0xfa1eb75cdb8c283f);
        }
        11 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".LEU", 0xad9f565cb0a202d4);
        }
        12 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".GTU", 0xe86f755cd16d4b18);
        }
        13 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".NEU", 0x9c67085ca6e837ae);
        }
        14 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".GEU", 0xe8a2795cd198ab7d);
        }
        15 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".OFF", 0xa353405caa55db7b);
        }
        16 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".LO", 0x6acc2900cd34c9bb);
        }
        17 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".SFF", 0x8245ac5c9811431f);
        }
        18 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".LS", 0x6acc1500cd34a7bf);
        }
        19 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".HI", 0x6ad94700cd3f8711);
        }
        20 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".SFT", 0x8245be5c981161b5);
        }
        21 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".HS", 0x6ad94d00cd3f9143);
        }
        22 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f.suffix(".OFT", 0xa353325caa55c3b1);
        }
        23 => {}
        _ => f.unknown(),
    }
}
fn f195(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("LIM") }, 3, 0x6eb91901607245aa);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f196(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f1(f);
            f.word16(const { pad16("NOP_N") }, 5, 0x3f7a57f2ef07b804);
        }
        1 => {
            f1(f);
            f.word16(const { pad16("CSETP_N") }, 7, 0x2500ac68e2f94104);
            f93(f);
            if !f.operand_reg(&Atom::Reg(&S13)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
        }
        2 => {
            f1(f);
            f.word16(const { pad16("PSETP_N") }, 7, 0x65dce50de27677e5);
            f157(f);
        }
        3 => {
            f1(f);
            f.word16(const { pad16("S2R_N") }, 5, 0x54598208373aeb10);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S48)) {
                return;
            }
        }
        4 => {
            f1(f);
            f.word16(const { pad16("BAR_N") }, 5, 0xe0a775929fda2a9c);
            f.word16(const { pad16("SYNC") }, 4, 0xe51706d3e57390c7);
            f158(f);
        }
        5 => {
            f1(f);
            f.word16(const { pad16("BAR_N") }, 5, 0xe0a775929fda2a9c);
            f.word16(const { pad16("ARV") }, 3, 0x564aa501530cbcd3);
            f158(f);
        }
        6 => {
            f1(f);
            f.word16(const { pad16("RRO_N") }, 5, 0x599aefcf6d6d1ce8);
            f.word16(const { pad16("SINCOS") }, 6, 0xaed8811f49903981);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
        }
        7 => {
            f1(f);
            f.word16(const { pad16("RRO_N") }, 5, 0x599aefcf6d6d1ce8);
            f.word16(const { pad16("EX2") }, 3, 0x32139d013e17e479);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
        }
        8 => {
            f1(f);
            f.word16(const { pad16("MUFU_N") }, 6, 0xc70fae73908602de);
            f46(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f159(f);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f160(f);
        }
        9 => {
            f1(f);
            f.word16(const { pad16("SHL_N") }, 5, 0x49afc59c948be1ac);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S49)) {
                return;
            }
        }
        10 => {
            f1(f);
            f.word16(const { pad16("SHR_N") }, 5, 0xa05c3f9cc5a782fa);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S49)) {
                return;
            }
        }
        11 => {
            f.word16(const { pad16("VABSDIFF2_N") }, 11, 0xb594776ff233a5fc);
            f161(f);
            f162(f);
            f163(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S8)) {
                return;
            }
        }
        12 => {
            f.word16(const { pad16("VADD2_N") }, 7, 0x1316aff2e0b373b0);
            f161(f);
            f162(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S8)) {
                return;
            }
        }
        13 => {
            f.word16(const { pad16("VADD2_N") }, 7, 0x1316aff2e0b373b0);
            f161(f);
            f162(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f.prefix("-", 0x2900000045ab);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S8)) {
                return;
            }
        }
        14 => {
            f.word16(const { pad16("VABSDIFF4_N") }, 11, 0xc6bea96ffbe10432);
            f164(f);
            f165(f);
            f166(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S8)) {
                return;
            }
        }
        15 => {
            f.word16(const { pad16("VADD4_N") }, 7, 0xdf98b9f2c3ac68ee);
            f164(f);
            f165(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S8)) {
                return;
            }
        }
        16 => {
            f.word16(const { pad16("VADD4_N") }, 7, 0xdf98b9f2c3ac68ee);
            f164(f);
            f165(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f.prefix("-", 0x2900000045ab);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S8)) {
                return;
            }
        }
        17 => {
            f1(f);
            f.word16(const { pad16("I2I_N") }, 5, 0x6dee2d3d76b15cab);
            f167(f);
            f168(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f169(f);
            f170(f);
            f171(f);
            if !f.operand_reg(&Atom::Reg(&S8)) {
                return;
            }
            f172(f);
        }
        18 => {
            f1(f);
            f.word16(const { pad16("MOV_N") }, 5, 0xdf830afa6b9b6e17);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S56)) {
                return;
            }
        }
        19 => {
            f1(f);
            f.word16(const { pad16("MOV_N") }, 5, 0xdf830afa6b9b6e17);
            f.word16(const { pad16("HI") }, 2, 0x102910000dbec37);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S57)) {
                return;
            }
        }
        20 => {
            f1(f);
            f.word16(const { pad16("MOV_N") }, 5, 0xdf830afa6b9b6e17);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f173(f);
        }
        21 => {
            f1(f);
            f.word16(const { pad16("I2F_N") }, 5, 0x8740a63d84d8e646);
            f.word16(const { pad16("F32") }, 3, 0x3b77de01439e73c7);
            f174(f);
            f175(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f169(f);
            f170(f);
            f171(f);
            if !f.operand_reg(&Atom::Reg(&S8)) {
                return;
            }
            f172(f);
        }
        22 => {
            f1(f);
            f.word16(const { pad16("F2I_N") }, 5, 0x9f520f5ce315e25a);
            f174(f);
            f.word16(const { pad16("F32") }, 3, 0x3b77de01439e73c7);
            f176(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f169(f);
            f170(f);
            f171(f);
            if !f.operand_reg(&Atom::Reg(&S8)) {
                return;
            }
            f172(f);
        }
        23 => {
            f1(f);
            f.word16(const { pad16("F2F_N") }, 5, 0xcaa8be5cfba474b7);
            f177(f);
            f.word16(const { pad16("PASS") }, 4, 0xb09b0ebd87f5c4fd);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f169(f);
            f170(f);
            f171(f);
            if !f.operand_reg(&Atom::Reg(&S8)) {
                return;
            }
            f172(f);
        }
        24 => {
            f1(f);
            f.word16(const { pad16("F2F_N") }, 5, 0xcaa8be5cfba474b7);
            f177(f);
            f.word16(const { pad16("F32") }, 3, 0x3b77de01439e73c7);
            f.word16(const { pad16("F32") }, 3, 0x3b77de01439e73c7);
            f178(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f169(f);
            f170(f);
            f171(f);
            if !f.operand_reg(&Atom::Reg(&S8)) {
                return;
            }
            f172(f);
        }
        25 => {
            f1(f);
            f.word16(const { pad16("FMUL_N") }, 6, 0x9a755d11bcc54379);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f179(f);
        }
        26 => {
            f1(f);
            f.word16(const { pad16("ISETP_N") }, 7, 0xb8889a8b624630d2);
            f180(f);
            if !f.operand_reg(&Atom::Reg(&S13)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f179(f);
        }
        27 => {
            f1(f);
            f.word16(const { pad16("ISETP_N") }, 7, 0xb8889a8b624630d2);
            f180(f);
            if !f.operand_reg(&Atom::Reg(&S13)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S59)) {
                return;
            }
        }
        28 => {
            f.word16(const { pad16("VMAD_N") }, 6, 0x167043664cebf8c5);
            f181(f);
            f182(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f183(f);
            if !f.operand_reg(&Atom::Reg(&S8)) {
                return;
            }
            f184(f);
        }
        29 => {
            f1(f);
            f.word16(const { pad16("IPA_N") }, 5, 0xa02d5e2b81fcf945);
            f185(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S50)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
        }
        30 => {
            f1(f);
            f.word16(const { pad16("FADD_N") }, 6, 0x8d35d0de36de8e30);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f123(f);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f179(f);
        }
        31 => {
            f1(f);
            f.word16(const { pad16("FSETP_N") }, 7, 0x529ebc2eed16b3d3);
            f186(f);
            if !f.operand_reg(&Atom::Reg(&S13)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f179(f);
        }
        32 => {
            f1(f);
            f.word16(const { pad16("ALD_N") }, 5, 0xe1489c24220dc042);
            if !f.operand(&Atom::Vec(&S63)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S64)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S8)) {
                return;
            }
        }
        33 => {
            f1(f);
            f.word16(const { pad16("ALD_N") }, 5, 0xe1489c24220dc042);
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            if !f.operand(&Atom::Vec(&S70)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S64)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S8)) {
                return;
            }
        }
        34 => {
            f1(f);
            f.word16(const { pad16("ALD_N") }, 5, 0xe1489c24220dc042);
            f.word16(const { pad16("96") }, 2, 0xcf380000affb63);
            if !f.operand(&Atom::Vec(&S65)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S64)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S8)) {
                return;
            }
        }
        35 => {
            f1(f);
            f.word16(const { pad16("ALD_N") }, 5, 0xe1489c24220dc042);
            f.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
            if !f.operand(&Atom::Vec(&S71)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S64)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S8)) {
                return;
            }
        }
        36 => {
            f1(f);
            f.word16(const { pad16("AST_N") }, 5, 0x1ba6cbec61fd41c9);
            if !f.operand_mem(&Atom::Mem(&S64)) {
                return;
            }
            if !f.operand(&Atom::Vec(&S66)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        37 => {
            f1(f);
            f.word16(const { pad16("AST_N") }, 5, 0x1ba6cbec61fd41c9);
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            if !f.operand_mem(&Atom::Mem(&S64)) {
                return;
            }
            if !f.operand(&Atom::Vec(&S72)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        38 => {
            f1(f);
            f.word16(const { pad16("AST_N") }, 5, 0x1ba6cbec61fd41c9);
            f.word16(const { pad16("96") }, 2, 0xcf380000affb63);
            if !f.operand_mem(&Atom::Mem(&S64)) {
                return;
            }
            if !f.operand(&Atom::Vec(&S67)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        39 => {
            f1(f);
            f.word16(const { pad16("AST_N") }, 5, 0x1ba6cbec61fd41c9);
            f.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
            if !f.operand_mem(&Atom::Mem(&S64)) {
                return;
            }
            if !f.operand(&Atom::Vec(&S73)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        40 => {
            f1(f);
            f.word16(const { pad16("LDL_N") }, 5, 0x60807e0058411661);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S51)) {
                return;
            }
        }
        41 => {
            f1(f);
            f.word16(const { pad16("LDS_N") }, 5, 0xcd53a30004ea5e00);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S68)) {
                return;
            }
        }
        42 => {
            f1(f);
            f.word16(const { pad16("LDL_N") }, 5, 0x60807e0058411661);
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            if !f.operand_reg(&Atom::Reg(&S18)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S52)) {
                return;
            }
        }
        43 => {
            f1(f);
            f.word16(const { pad16("LDS_N") }, 5, 0xcd53a30004ea5e00);
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            if !f.operand_reg(&Atom::Reg(&S18)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S69)) {
                return;
            }
        }
        44 => {
            f1(f);
            f.word16(const { pad16("STL_N") }, 5, 0x62b704b5c090f888);
            if !f.operand_mem(&Atom::Mem(&S51)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        45 => {
            f1(f);
            f.word16(const { pad16("STS_N") }, 5, 0x583befb52a34da99);
            if !f.operand_mem(&Atom::Mem(&S68)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        46 => {
            f1(f);
            f.word16(const { pad16("STL_N") }, 5, 0x62b704b5c090f888);
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            if !f.operand_mem(&Atom::Mem(&S52)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S18)) {
                return;
            }
        }
        47 => {
            f1(f);
            f.word16(const { pad16("STS_N") }, 5, 0x583befb52a34da99);
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            if !f.operand_mem(&Atom::Mem(&S69)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S18)) {
                return;
            }
        }
        48 => {
            f1(f);
            f.word16(const { pad16("IMUL_N") }, 6, 0x33a08b517f1e7a2);
            f187(f);
            f187(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f179(f);
        }
        49 => {
            f1(f);
            f.word16(const { pad16("IMUL_N") }, 6, 0x33a08b517f1e7a2);
            f187(f);
            f187(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S59)) {
                return;
            }
        }
        50 => {
            f1(f);
            f.word16(const { pad16("LD_N") }, 4, 0xf7824657195bd18d);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S53)) {
                return;
            }
        }
        51 => {
            f1(f);
            f.word16(const { pad16("LD_N") }, 4, 0xf7824657195bd18d);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S53)) {
                return;
            }
        }
        52 => {
            f1(f);
            f.word16(const { pad16("LD_N") }, 4, 0xf7824657195bd18d);
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            if !f.operand_reg(&Atom::Reg(&S18)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S54)) {
                return;
            }
        }
        53 => {
            f1(f);
            f.word16(const { pad16("LD_N") }, 4, 0xf7824657195bd18d);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            if !f.operand_reg(&Atom::Reg(&S18)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S54)) {
                return;
            }
        }
        54 => {
            f1(f);
            f.word16(const { pad16("ST_N") }, 4, 0x875616d3b0c8903e);
            if !f.operand_mem(&Atom::Mem(&S53)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        55 => {
            f1(f);
            f.word16(const { pad16("ST_N") }, 4, 0x875616d3b0c8903e);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            if !f.operand_mem(&Atom::Mem(&S53)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
        }
        56 => {
            f1(f);
            f.word16(const { pad16("ST_N") }, 4, 0x875616d3b0c8903e);
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            if !f.operand_mem(&Atom::Mem(&S54)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S18)) {
                return;
            }
        }
        57 => {
            f1(f);
            f.word16(const { pad16("ST_N") }, 4, 0x875616d3b0c8903e);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            if !f.operand_mem(&Atom::Mem(&S54)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S18)) {
                return;
            }
        }
        58 => {
            f1(f);
            f.word16(const { pad16("IADD_N") }, 6, 0xf04dd394da9c65ab);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f179(f);
        }
        59 => {
            f1(f);
            f.word16(const { pad16("IADD_N") }, 6, 0xf04dd394da9c65ab);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f.prefix("-", 0x2900000045ab);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f179(f);
        }
        60 => {
            f1(f);
            f.word16(const { pad16("IADD_N") }, 6, 0xf04dd394da9c65ab);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S59)) {
                return;
            }
        }
        61 => {
            f1(f);
            f.word16(const { pad16("IADD_N") }, 6, 0xf04dd394da9c65ab);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f.prefix("-", 0x2900000045ab);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S59)) {
                return;
            }
        }
        62 => {
            f1(f);
            f.word16(const { pad16("LDC_N") }, 5, 0x55cb9300519c4f10);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S58)) {
                return;
            }
        }
        63 => {
            f.word16(const { pad16("IMAD_N") }, 6, 0xfa799050c046ba46);
            f188(f);
            f188(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f189(f);
            if !f.operand_reg(&Atom::Reg(&S55)) {
                return;
            }
        }
        64 => {
            f1(f);
            f.word16(const { pad16("LOP_N") }, 5, 0x92c1b9d6469097ea);
            f.word16(const { pad16("AND") }, 3, 0x56585701531875a5);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f179(f);
        }
        65 => {
            f1(f);
            f.word16(const { pad16("LOP_N") }, 5, 0x92c1b9d6469097ea);
            f.word16(const { pad16("OR") }, 2, 0xfe940000d80879);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f179(f);
        }
        66 => {
            f1(f);
            f.word16(const { pad16("LOP_N") }, 5, 0x92c1b9d6469097ea);
            f.word16(const { pad16("XOR") }, 3, 0x1c265001c2baa329);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f179(f);
        }
        67 => {
            f1(f);
            f.word16(const { pad16("LOP_N") }, 5, 0x92c1b9d6469097ea);
            f.word16(const { pad16("PASS_B") }, 6, 0x1ea0c5d53cfbb3cc);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f179(f);
        }
        68 => {
            f1(f);
            f.word16(const { pad16("LOP_N") }, 5, 0x92c1b9d6469097ea);
            f.word16(const { pad16("AND") }, 3, 0x56585701531875a5);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S59)) {
                return;
            }
        }
        69 => {
            f1(f);
            f.word16(const { pad16("LOP_N") }, 5, 0x92c1b9d6469097ea);
            f.word16(const { pad16("OR") }, 2, 0xfe940000d80879);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S59)) {
                return;
            }
        }
        70 => {
            f1(f);
            f.word16(const { pad16("LOP_N") }, 5, 0x92c1b9d6469097ea);
            f.word16(const { pad16("XOR") }, 3, 0x1c265001c2baa329);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S59)) {
                return;
            }
        }
        71 => {
            f1(f);
            f.word16(const { pad16("LOP_N") }, 5, 0x92c1b9d6469097ea);
            f.word16(const { pad16("PASS_B") }, 6, 0x1ea0c5d53cfbb3cc);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S59)) {
                return;
            }
        }
        72 => {
            f.word16(const { pad16("FFMA_N") }, 6, 0xffb5d444e09bc88b);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f190(f);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            f189(f);
            if !f.operand_reg(&Atom::Reg(&S55)) {
                return;
            }
        }
        73 => {
            f.word16(const { pad16("FFMA_N") }, 6, 0xffb5d444e09bc88b);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f190(f);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S8)) {
                return;
            }
            f191(f);
        }
        74 => {
            f1(f);
            f.word16(const { pad16("BRA_N") }, 5, 0x1893b9f1720e0f9e);
            f192(f);
            f193(f);
            f194(f);
            if !f.operand(&Atom::Target(&S60)) {
                return;
            }
        }
        75 => {
            f.word16(const { pad16("SSY_N") }, 5, 0xddec87df124dc04c);
            if !f.operand(&Atom::Target(&S60)) {
                return;
            }
        }
        76 => {
            f.word16(const { pad16("CAL_N") }, 5, 0x5070e2d4830161d9);
            f195(f);
            if !f.operand(&Atom::Target(&S61)) {
                return;
            }
        }
        77 => {
            f.word16(const { pad16("BPT_N") }, 5, 0xb7bceb02546012bf);
            f.word16(const { pad16("DRAIN") }, 5, 0x9ef4ac21147642ee);
            if !f.operand(&Atom::Imm(&S62)) {
                return;
            }
        }
        78 => {
            f.word16(const { pad16("BPT_N") }, 5, 0xb7bceb02546012bf);
            f.word16(const { pad16("CAL") }, 3, 0x67d6eb015d0d0760);
            if !f.operand(&Atom::Imm(&S62)) {
                return;
            }
        }
        79 => {
            f.word16(const { pad16("BPT_N") }, 5, 0xb7bceb02546012bf);
            f.word16(const { pad16("PAUSE") }, 5, 0xfbde360dfcc1baae);
            if !f.operand(&Atom::Imm(&S62)) {
                return;
            }
        }
        80 => {
            f.word16(const { pad16("BPT_N") }, 5, 0xb7bceb02546012bf);
            f.word16(const { pad16("TRAP") }, 4, 0x59dbfe9971651c8f);
            if !f.operand(&Atom::Imm(&S62)) {
                return;
            }
        }
        81 => {
            f1(f);
            f.word16(const { pad16("EXIT_N") }, 6, 0xa629d74cb04202cd);
            f194(f);
        }
        82 => {
            f1(f);
            f.word16(const { pad16("RET_N") }, 5, 0xf4cfee86cb0a9b4e);
            f194(f);
        }
        83 => {
            f.unknown();
            f.suffix("_N", 0x13590000107441d);
        }
        _ => f.unknown(),
    }
}
fn f197(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f10(f);
        }
        1 => {
            f1(f);
            let Some(ti) = f.next() else { return };
            match ti {
                0 => f47(f),
                1 => f50(f),
                2 => f62(f),
                3 => f75(f),
                4 => f134(f),
                5 => f149(f),
                6 => f154(f),
                7 => f155(f),
                _ => {}
            }
        }
        2 => {
            f196(f);
        }
        3 => {
            f.unknown();
        }
        _ => f.unknown(),
    }
}
