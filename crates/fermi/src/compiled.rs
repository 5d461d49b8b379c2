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
    t105(d);
}

/// Formats the instruction along its path through the root table.
#[inline]
pub(crate) fn format(f: &mut Fmt) {
    f105(f);
}

/// Decodes and prints `d.bits` through the root table in one pass.
#[inline]
pub(crate) fn disassemble(d: &mut Dis) {
    x105(d);
}

const S0: RegSpec = RegSpec {
    field: BitField::new(10, 3),
    file: RegFile::P,
    shape: RegShape::Word,
};
const S1: RegSpec = RegSpec {
    field: BitField::new(26, 6),
    file: RegFile::R,
    shape: RegShape::Word,
};
const S2: MemSpec = MemSpec {
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
const S3: ImmSpec = ImmSpec {
    field: BitField::new(26, 20),
    signed: false,
    shift: 0,
    minus: false,
};
const S4: RegSpec = RegSpec {
    field: BitField::new(49, 6),
    file: RegFile::R,
    shape: RegShape::Word,
};
const S5: RegSpec = RegSpec {
    field: BitField::new(49, 3),
    file: RegFile::P,
    shape: RegShape::Word,
};
const S6: RegSpec = RegSpec {
    field: BitField::new(14, 6),
    file: RegFile::R,
    shape: RegShape::Word,
};
const S7: RegSpec = RegSpec {
    field: BitField::new(20, 6),
    file: RegFile::R,
    shape: RegShape::Word,
};
const S8: RegSpec = RegSpec {
    field: BitField::new(17, 3),
    file: RegFile::P,
    shape: RegShape::Word,
};
const S9: RegSpec = RegSpec {
    field: BitField::new(14, 3),
    file: RegFile::P,
    shape: RegShape::Word,
};
const S10: RegSpec = RegSpec {
    field: BitField::new(26, 6),
    file: RegFile::R,
    shape: RegShape::Double,
};
const S11: RegSpec = RegSpec {
    field: BitField::new(14, 6),
    file: RegFile::R,
    shape: RegShape::Double,
};
const S12: RegSpec = RegSpec {
    field: BitField::new(20, 6),
    file: RegFile::R,
    shape: RegShape::Double,
};
const S13: RegSpec = RegSpec {
    field: BitField::new(49, 6),
    file: RegFile::R,
    shape: RegShape::Double,
};
const S14: ImmSpec = ImmSpec {
    field: BitField::new(26, 32),
    signed: true,
    shift: 0,
    minus: true,
};
const S15: ImmSpec = ImmSpec {
    field: BitField::new(5, 5),
    signed: false,
    shift: 0,
    minus: false,
};
const S16: RegSpec = RegSpec {
    field: BitField::new(20, 3),
    file: RegFile::P,
    shape: RegShape::Word,
};
const S17: RegSpec = RegSpec {
    field: BitField::empty(),
    file: RegFile::C,
    shape: RegShape::Word,
};
const S18: RegSpec = RegSpec {
    field: BitField::new(26, 3),
    file: RegFile::P,
    shape: RegShape::Word,
};
const S19: ImmSpec = ImmSpec {
    field: BitField::new(26, 16),
    signed: false,
    shift: 0,
    minus: false,
};
const S20: RegSpec = RegSpec {
    field: BitField::new(26, 8),
    file: RegFile::Sr,
    shape: RegShape::Word,
};
const S21: RegSpec = RegSpec {
    field: BitField::new(54, 3),
    file: RegFile::P,
    shape: RegShape::Word,
};
const S22: RegSpec = RegSpec {
    field: BitField::new(32, 6),
    file: RegFile::A,
    shape: RegShape::Word,
};
const S23: MemSpec = MemSpec {
    space: "s",
    bank: None,
    base: MemBaseSpec::Reg(&S7),
    offset: Some(ImmSpec {
        field: BitField::new(43, 10),
        signed: true,
        shift: 0,
        minus: true,
    }),
    postinc: false,
};
const S24: MemSpec = MemSpec {
    space: "g",
    bank: None,
    base: MemBaseSpec::Reg(&S1),
    offset: Some(ImmSpec {
        field: BitField::two(5, 5, 38, 5),
        signed: true,
        shift: 0,
        minus: true,
    }),
    postinc: false,
};
const S25: MemSpec = MemSpec {
    space: "g",
    bank: None,
    base: MemBaseSpec::Reg(&S1),
    offset: Some(ImmSpec {
        field: BitField::two(5, 5, 38, 5),
        signed: true,
        shift: 1,
        minus: true,
    }),
    postinc: false,
};
const S26: MemSpec = MemSpec {
    space: "g",
    bank: None,
    base: MemBaseSpec::Reg(&S1),
    offset: Some(ImmSpec {
        field: BitField::two(5, 5, 38, 5),
        signed: true,
        shift: 2,
        minus: true,
    }),
    postinc: false,
};
const S27: MemSpec = MemSpec {
    space: "s",
    bank: None,
    base: MemBaseSpec::Reg(&S7),
    offset: Some(ImmSpec {
        field: BitField::new(43, 10),
        signed: true,
        shift: 1,
        minus: true,
    }),
    postinc: false,
};
const S28: MemSpec = MemSpec {
    space: "s",
    bank: None,
    base: MemBaseSpec::Reg(&S7),
    offset: Some(ImmSpec {
        field: BitField::new(43, 10),
        signed: true,
        shift: 2,
        minus: true,
    }),
    postinc: false,
};
const S29: MemSpec = MemSpec {
    space: "g",
    bank: None,
    base: MemBaseSpec::Reg(&S1),
    offset: Some(ImmSpec {
        field: BitField::two(5, 5, 38, 5),
        signed: true,
        shift: 3,
        minus: true,
    }),
    postinc: false,
};
const S30: MemSpec = MemSpec {
    space: "g",
    bank: None,
    base: MemBaseSpec::Reg(&S1),
    offset: Some(ImmSpec {
        field: BitField::two(5, 5, 38, 5),
        signed: true,
        shift: 4,
        minus: true,
    }),
    postinc: false,
};
const S31: RegSpec = RegSpec {
    field: BitField::new(32, 6),
    file: RegFile::R,
    shape: RegShape::Double,
};
const S32: MemSpec = MemSpec {
    space: "s",
    bank: None,
    base: MemBaseSpec::Reg(&S7),
    offset: Some(ImmSpec {
        field: BitField::new(43, 10),
        signed: true,
        shift: 3,
        minus: true,
    }),
    postinc: false,
};
const S33: MemSpec = MemSpec {
    space: "s",
    bank: None,
    base: MemBaseSpec::Reg(&S7),
    offset: Some(ImmSpec {
        field: BitField::new(43, 10),
        signed: true,
        shift: 4,
        minus: true,
    }),
    postinc: false,
};
const S34: MemSpec = MemSpec {
    space: "g",
    bank: None,
    base: MemBaseSpec::Reg(&S7),
    offset: Some(ImmSpec {
        field: BitField::new(43, 10),
        signed: true,
        shift: 0,
        minus: true,
    }),
    postinc: false,
};
const S35: MemSpec = MemSpec {
    space: "g",
    bank: None,
    base: MemBaseSpec::Reg(&S7),
    offset: Some(ImmSpec {
        field: BitField::new(43, 10),
        signed: true,
        shift: 1,
        minus: true,
    }),
    postinc: false,
};
const S36: MemSpec = MemSpec {
    space: "g",
    bank: None,
    base: MemBaseSpec::Reg(&S7),
    offset: Some(ImmSpec {
        field: BitField::new(43, 10),
        signed: true,
        shift: 2,
        minus: true,
    }),
    postinc: false,
};
const S37: MemSpec = MemSpec {
    space: "g",
    bank: None,
    base: MemBaseSpec::Reg(&S7),
    offset: Some(ImmSpec {
        field: BitField::new(43, 10),
        signed: true,
        shift: 3,
        minus: true,
    }),
    postinc: false,
};
const S38: MemSpec = MemSpec {
    space: "g",
    bank: None,
    base: MemBaseSpec::Reg(&S7),
    offset: Some(ImmSpec {
        field: BitField::new(43, 10),
        signed: true,
        shift: 4,
        minus: true,
    }),
    postinc: false,
};
const S39: MemSpec = MemSpec {
    space: "g",
    bank: None,
    base: MemBaseSpec::Reg(&S7),
    offset: Some(ImmSpec {
        field: BitField::new(26, 32),
        signed: true,
        shift: 0,
        minus: true,
    }),
    postinc: false,
};
const S40: RegSpec = RegSpec {
    field: BitField::new(43, 6),
    file: RegFile::R,
    shape: RegShape::Word,
};
const S41: MemSpec = MemSpec {
    space: "g",
    bank: None,
    base: MemBaseSpec::Reg(&S7),
    offset: Some(ImmSpec {
        field: BitField::two(26, 17, 55, 3),
        signed: true,
        shift: 0,
        minus: true,
    }),
    postinc: false,
};
const S42: RegSpec = RegSpec {
    field: BitField::two(8, 2, 58, 1),
    file: RegFile::P,
    shape: RegShape::Word,
};
const S43: MemSpec = MemSpec {
    space: "s",
    bank: None,
    base: MemBaseSpec::Reg(&S7),
    offset: Some(ImmSpec {
        field: BitField::new(26, 24),
        signed: true,
        shift: 0,
        minus: true,
    }),
    postinc: false,
};
const S44: MemSpec = MemSpec {
    space: "l",
    bank: None,
    base: MemBaseSpec::Reg(&S7),
    offset: Some(ImmSpec {
        field: BitField::new(26, 24),
        signed: true,
        shift: 0,
        minus: true,
    }),
    postinc: false,
};
const S45: MemSpec = MemSpec {
    space: "g",
    bank: None,
    base: MemBaseSpec::Reg(&S7),
    offset: Some(ImmSpec {
        field: BitField::new(28, 30),
        signed: true,
        shift: 2,
        minus: true,
    }),
    postinc: false,
};
const S46: RegSpec = RegSpec {
    field: BitField::new(50, 3),
    file: RegFile::P,
    shape: RegShape::Word,
};
const S47: MemSpec = MemSpec {
    space: "p",
    bank: None,
    base: MemBaseSpec::Reg(&S7),
    offset: Some(ImmSpec {
        field: BitField::new(26, 16),
        signed: true,
        shift: 0,
        minus: true,
    }),
    postinc: false,
};
const S48: RegSpec = RegSpec {
    field: BitField::new(53, 3),
    file: RegFile::P,
    shape: RegShape::Word,
};
const S49: MemSpec = MemSpec {
    space: "x",
    bank: None,
    base: MemBaseSpec::Reg(&S7),
    offset: Some(ImmSpec {
        field: BitField::new(26, 8),
        signed: true,
        shift: 0,
        minus: true,
    }),
    postinc: false,
};
const S50: MemSpec = MemSpec {
    space: "c",
    bank: Some(BitField::new(42, 5)),
    base: MemBaseSpec::Reg(&S7),
    offset: Some(ImmSpec {
        field: BitField::new(26, 16),
        signed: true,
        shift: 0,
        minus: true,
    }),
    postinc: false,
};
const S51: ImmSpec = ImmSpec {
    field: BitField::new(32, 8),
    signed: false,
    shift: 0,
    minus: false,
};
const S52: ImmSpec = ImmSpec {
    field: BitField::new(46, 4),
    signed: false,
    shift: 0,
    minus: false,
};
const S53: ImmSpec = ImmSpec {
    field: BitField::new(26, 24),
    signed: true,
    shift: 0,
    minus: true,
};

static L0: [u8; 4] = [0, 1, 2, 3];
static E0: [LutEntry<1>; 5] = [
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
static L1: [u8; 2] = [1, 0];
static E1: [LutEntry<1>; 3] = [
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
static L2: [u8; 16] = [1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1];
static E2: [LutEntry<1>; 3] = [
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
static L3: [u8; 2] = [1, 0];
static E3: [LutEntry<1>; 3] = [
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
static L4: [u8; 4] = [0, 1, 2, 3];
static E4: [LutEntry<1>; 5] = [
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
static L5: [u8; 2] = [1, 0];
static E5: [LutEntry<1>; 3] = [
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
static L6: [u8; 2] = [1, 0];
static E6: [LutEntry<1>; 3] = [
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
static L7: [u8; 2] = [1, 0];
static E7: [LutEntry<1>; 3] = [
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
static L8: [u8; 2] = [1, 0];
static E8: [LutEntry<1>; 3] = [
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
static L9: [u8; 2] = [1, 0];
static E9: [LutEntry<1>; 3] = [
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
static L10: [u8; 2] = [1, 0];
static E10: [LutEntry<1>; 3] = [
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
static L11: [u8; 2] = [1, 0];
static E11: [LutEntry<1>; 3] = [
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
static L12: [u8; 4] = [0, 1, 3, 2];
static E12: [LutEntry<1>; 4] = [
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
static L13: [u8; 2] = [1, 0];
static E13: [LutEntry<1>; 3] = [
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
static L14: [u8; 4] = [0, 1, 2, 3];
static E14: [LutEntry<1>; 5] = [
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
static L15: [u8; 16] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
static E15: [LutEntry<1>; 17] = [
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
static L16: [u8; 2] = [1, 0];
static E16: [LutEntry<1>; 3] = [
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
static L17: [u8; 4] = [0, 1, 2, 3];
static E17: [LutEntry<1>; 4] = [
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
static L18: [u8; 2] = [1, 0];
static E18: [LutEntry<1>; 3] = [
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
static L20: [u8; 2] = [1, 0];
static E20: [LutEntry<1>; 3] = [
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
static L21: [u8; 16] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8, 8, 8, 8, 8, 8];
static E21: [LutEntry<1>; 9] = [
    LutEntry {
        mask: 0x3c000000,
        skel: 0,
        words: [Words::new(&["COS"])],
    },
    LutEntry {
        mask: 0x3c000000,
        skel: 0,
        words: [Words::new(&["SIN"])],
    },
    LutEntry {
        mask: 0x3c000000,
        skel: 0,
        words: [Words::new(&["EX2"])],
    },
    LutEntry {
        mask: 0x3c000000,
        skel: 0,
        words: [Words::new(&["LG2"])],
    },
    LutEntry {
        mask: 0x3c000000,
        skel: 0,
        words: [Words::new(&["RCP"])],
    },
    LutEntry {
        mask: 0x3c000000,
        skel: 0,
        words: [Words::new(&["RSQ"])],
    },
    LutEntry {
        mask: 0x3c000000,
        skel: 0,
        words: [Words::new(&["RCP64H"])],
    },
    LutEntry {
        mask: 0x3c000000,
        skel: 0,
        words: [Words::new(&["RSQ64H"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L23: [u8; 4] = [0, 1, 3, 2];
static E23: [LutEntry<1>; 4] = [
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
static L25: [u8; 2] = [1, 0];
static E25: [LutEntry<1>; 3] = [
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
static L27: [u8; 4] = [0, 1, 2, 3];
static E27: [LutEntry<1>; 5] = [
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
static L28: [u8; 2] = [1, 0];
static E28: [LutEntry<1>; 3] = [
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
static L29: [u8; 4] = [0, 1, 2, 3];
static E29: [LutEntry<1>; 5] = [
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
static L30: [u8; 2] = [1, 0];
static E30: [LutEntry<1>; 3] = [
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
static L32: [u8; 2] = [1, 0];
static E32: [LutEntry<1>; 3] = [
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
static L33: [u8; 2] = [1, 0];
static E33: [LutEntry<1>; 3] = [
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
static L34: [u8; 2] = [1, 0];
static E34: [LutEntry<1>; 3] = [
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
static L35: [u8; 2] = [1, 0];
static E35: [LutEntry<1>; 3] = [
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
static L36: [[u8; 2]; 64] = [
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
static E36: [LutEntry<1>; 5] = [
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
static L37: [u8; 2] = [0, 1];
static E37: [LutEntry<1>; 3] = [
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
static L38: [u8; 4] = [0, 1, 2, 3];
static E38: [LutEntry<1>; 5] = [
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
static L39: [u8; 2] = [1, 0];
static E39: [LutEntry<1>; 3] = [
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
static L40: [u8; 8] = [0, 1, 2, 3, 4, 5, 6, 7];
static E40: [LutEntry<1>; 9] = [
    LutEntry {
        mask: 0x380000000000000,
        skel: 0,
        words: [Words::new(&["F"])],
    },
    LutEntry {
        mask: 0x380000000000000,
        skel: 0,
        words: [Words::new(&["LT"])],
    },
    LutEntry {
        mask: 0x380000000000000,
        skel: 0,
        words: [Words::new(&["EQ"])],
    },
    LutEntry {
        mask: 0x380000000000000,
        skel: 0,
        words: [Words::new(&["LE"])],
    },
    LutEntry {
        mask: 0x380000000000000,
        skel: 0,
        words: [Words::new(&["GT"])],
    },
    LutEntry {
        mask: 0x380000000000000,
        skel: 0,
        words: [Words::new(&["NE"])],
    },
    LutEntry {
        mask: 0x380000000000000,
        skel: 0,
        words: [Words::new(&["GE"])],
    },
    LutEntry {
        mask: 0x380000000000000,
        skel: 0,
        words: [Words::new(&["T"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L41: [u8; 2] = [1, 0];
static E41: [LutEntry<1>; 3] = [
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
static L43: [u8; 4] = [0, 1, 2, 3];
static E43: [LutEntry<1>; 4] = [
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
static L44: [u8; 2] = [1, 0];
static E44: [LutEntry<1>; 3] = [
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
static L47: [u8; 4] = [0, 1, 2, 3];
static E47: [LutEntry<1>; 4] = [
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
static L48: [u8; 2] = [1, 0];
static E48: [LutEntry<1>; 3] = [
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
static L50: [u8; 2] = [1, 0];
static E50: [LutEntry<1>; 3] = [
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
static L51: [u8; 4] = [3, 0, 1, 2];
static E51: [LutEntry<1>; 4] = [
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
static L52: [u8; 4] = [3, 0, 1, 2];
static E52: [LutEntry<1>; 4] = [
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
static L53: [u8; 4] = [0, 1, 2, 3];
static E53: [LutEntry<1>; 5] = [
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
static L54: [u8; 4] = [0, 1, 2, 3];
static E54: [LutEntry<1>; 5] = [
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
static L55: [u8; 128] = [
    4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 2, 3, 4, 3, 4, 3, 4, 3, 4, 3, 0, 3, 4, 3, 4, 3, 4, 3, 4, 3, 1, 3, 4, 3, 4, 3, 4, 3,
    4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3,
    4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3,
    4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3,
];
static E55: [LutEntry<1>; 6] = [
    LutEntry {
        mask: 0x6000001b00080,
        skel: 0,
        words: [Words::new(&["PASS"])],
    },
    LutEntry {
        mask: 0x6000001b00080,
        skel: 1,
        words: [Words::new(&["PASS"])],
    },
    LutEntry {
        mask: 0x6000001b00080,
        skel: 1,
        words: [Words::new(&["PASS"])],
    },
    LutEntry {
        mask: 0x80,
        skel: 2,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x80,
        skel: 3,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L57: [u8; 16] = [0, 4, 1, 5, 2, 6, 3, 7, 8, 8, 8, 8, 8, 8, 8, 8];
static E57: [LutEntry<1>; 9] = [
    LutEntry {
        mask: 0x700080,
        skel: 0,
        words: [Words::new(&["U8"])],
    },
    LutEntry {
        mask: 0x700080,
        skel: 0,
        words: [Words::new(&["U16"])],
    },
    LutEntry {
        mask: 0x700080,
        skel: 0,
        words: [Words::new(&["U32"])],
    },
    LutEntry {
        mask: 0x700080,
        skel: 0,
        words: [Words::new(&["U64"])],
    },
    LutEntry {
        mask: 0x700080,
        skel: 0,
        words: [Words::new(&["S8"])],
    },
    LutEntry {
        mask: 0x700080,
        skel: 0,
        words: [Words::new(&["S16"])],
    },
    LutEntry {
        mask: 0x700080,
        skel: 0,
        words: [Words::new(&["S32"])],
    },
    LutEntry {
        mask: 0x700080,
        skel: 0,
        words: [Words::new(&["S64"])],
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
static L59: [u8; 16] = [0, 4, 1, 5, 2, 6, 3, 7, 8, 8, 8, 8, 8, 8, 8, 8];
static E59: [LutEntry<1>; 9] = [
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
static L60: [u8; 2] = [0, 1];
static E60: [LutEntry<1>; 3] = [
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
static L61: [u8; 16] = [0, 1, 0, 1, 0, 1, 0, 1, 2, 3, 2, 3, 4, 5, 6, 6];
static E61: [LutEntry<1>; 7] = [
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
static L62: [u8; 16] = [0, 1, 0, 1, 0, 1, 0, 1, 2, 3, 2, 3, 4, 5, 6, 6];
static E62: [LutEntry<1>; 7] = [
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
static L63: [u8; 4] = [1, 2, 0, 0];
static E63: [LutEntry<1>; 4] = [
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
static L65: [u8; 2] = [1, 0];
static E65: [LutEntry<1>; 3] = [
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
static L66: [u8; 8] = [4, 5, 6, 7, 0, 1, 2, 3];
static E66: [LutEntry<1>; 9] = [
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
static L67: [u8; 8] = [4, 0, 1, 2, 4, 3, 4, 4];
static E67: [LutEntry<1>; 6] = [
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
static L69: [u8; 2] = [1, 0];
static E69: [LutEntry<1>; 3] = [
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
static L70: [u8; 8] = [4, 0, 1, 2, 4, 3, 4, 4];
static E70: [LutEntry<1>; 6] = [
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
static L71: [u8; 2] = [1, 0];
static E71: [LutEntry<1>; 3] = [
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
static L73: [u8; 2] = [1, 0];
static E73: [LutEntry<1>; 3] = [
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
static L75: [[u8; 2]; 64] = [
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
static E75: [LutEntry<1>; 5] = [
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
static L77: [u8; 8] = [0, 1, 2, 3, 4, 5, 6, 7];
static E77: [LutEntry<1>; 8] = [
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
static L78: [u8; 4] = [0, 1, 2, 3];
static E78: [LutEntry<1>; 5] = [
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
static L79: [u8; 8] = [2, 2, 2, 2, 3, 0, 1, 4];
static E79: [LutEntry<1>; 5] = [
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
        mask: 0x80,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0xe0,
        skel: 1,
        words: [Words::NONE],
    },
    LutEntry {
        mask: 0x0,
        skel: 2,
        words: [Words::new(&["???"])],
    },
];
static L81: [u8; 4] = [0, 1, 2, 3];
static E81: [LutEntry<1>; 5] = [
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
static L82: [u8; 4] = [0, 1, 2, 3];
static E82: [LutEntry<1>; 5] = [
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
static L83: [u8; 16] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8, 8, 8, 8, 8, 8];
static E83: [LutEntry<1>; 9] = [
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
static L85: [u8; 16] = [0, 1, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3];
static E85: [LutEntry<1>; 4] = [
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
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L90: [u8; 2] = [1, 0];
static E90: [LutEntry<1>; 3] = [
    LutEntry {
        mask: 0x400000000000000,
        skel: 0,
        words: [Words::new(&["E"])],
    },
    LutEntry {
        mask: 0x400000000000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L91: [u8; 32] = [
    0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8,
];
static E91: [LutEntry<1>; 9] = [
    LutEntry {
        mask: 0x3e0,
        skel: 0,
        words: [Words::new(&["QRY1"])],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 0,
        words: [Words::new(&["PF1"])],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 0,
        words: [Words::new(&["PF1_5"])],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 0,
        words: [Words::new(&["PF2"])],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 0,
        words: [Words::new(&["WB"])],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 0,
        words: [Words::new(&["IV"])],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 0,
        words: [Words::new(&["IVALL"])],
    },
    LutEntry {
        mask: 0x3e0,
        skel: 0,
        words: [Words::new(&["RS"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L92: [u8; 4] = [0, 1, 2, 3];
static E92: [LutEntry<1>; 5] = [
    LutEntry {
        mask: 0xc000000,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0xc000000,
        skel: 0,
        words: [Words::new(&["U"])],
    },
    LutEntry {
        mask: 0xc000000,
        skel: 0,
        words: [Words::new(&["C"])],
    },
    LutEntry {
        mask: 0xc000000,
        skel: 0,
        words: [Words::new(&["I"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L93: [u8; 64] = [
    0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58,
    60, 62, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, 39, 41, 43, 45, 47, 49, 51, 53, 55,
    57, 59, 61, 63,
];
static E93: [LutEntry<1>; 65] = [
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 0,
        words: [Words::new(&["U8", "U8"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 0,
        words: [Words::new(&["U8", "E", "U8"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 0,
        words: [Words::new(&["U8", "S8"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 0,
        words: [Words::new(&["U8", "E", "S8"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 1,
        words: [Words::new(&["U8", "U16"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 1,
        words: [Words::new(&["U8", "E", "U16"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 1,
        words: [Words::new(&["U8", "S16"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 1,
        words: [Words::new(&["U8", "E", "S16"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 2,
        words: [Words::new(&["U8", "32"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 2,
        words: [Words::new(&["U8", "E", "32"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 0,
        words: [Words::new(&["S8", "U8"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 0,
        words: [Words::new(&["S8", "E", "U8"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 0,
        words: [Words::new(&["S8", "S8"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 0,
        words: [Words::new(&["S8", "E", "S8"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 1,
        words: [Words::new(&["S8", "U16"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 1,
        words: [Words::new(&["S8", "E", "U16"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 1,
        words: [Words::new(&["S8", "S16"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 1,
        words: [Words::new(&["S8", "E", "S16"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 2,
        words: [Words::new(&["S8", "32"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 2,
        words: [Words::new(&["S8", "E", "32"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 3,
        words: [Words::new(&["U16", "U8"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 3,
        words: [Words::new(&["U16", "E", "U8"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 3,
        words: [Words::new(&["U16", "S8"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 3,
        words: [Words::new(&["U16", "E", "S8"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 4,
        words: [Words::new(&["U16", "U16"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 4,
        words: [Words::new(&["U16", "E", "U16"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 4,
        words: [Words::new(&["U16", "S16"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 4,
        words: [Words::new(&["U16", "E", "S16"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 5,
        words: [Words::new(&["U16", "32"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 5,
        words: [Words::new(&["U16", "E", "32"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 3,
        words: [Words::new(&["S16", "U8"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 3,
        words: [Words::new(&["S16", "E", "U8"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 3,
        words: [Words::new(&["S16", "S8"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 3,
        words: [Words::new(&["S16", "E", "S8"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 4,
        words: [Words::new(&["S16", "U16"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 4,
        words: [Words::new(&["S16", "E", "U16"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 4,
        words: [Words::new(&["S16", "S16"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 4,
        words: [Words::new(&["S16", "E", "S16"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 5,
        words: [Words::new(&["S16", "32"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 5,
        words: [Words::new(&["S16", "E", "32"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 6,
        words: [Words::new(&["32", "U8"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 6,
        words: [Words::new(&["32", "E", "U8"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 6,
        words: [Words::new(&["32", "S8"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 6,
        words: [Words::new(&["32", "E", "S8"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 7,
        words: [Words::new(&["32", "U16"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 7,
        words: [Words::new(&["32", "E", "U16"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 7,
        words: [Words::new(&["32", "S16"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 7,
        words: [Words::new(&["32", "E", "S16"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 8,
        words: [Words::new(&["32", "32"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 8,
        words: [Words::new(&["32", "E", "32"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 9,
        words: [Words::new(&["32", "64"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 9,
        words: [Words::new(&["32", "E", "64"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 10,
        words: [Words::new(&["32", "128"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 10,
        words: [Words::new(&["32", "E", "128"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 11,
        words: [Words::new(&["64", "32"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 11,
        words: [Words::new(&["64", "E", "32"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 12,
        words: [Words::new(&["64", "64"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 12,
        words: [Words::new(&["64", "E", "64"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 13,
        words: [Words::new(&["64", "128"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 13,
        words: [Words::new(&["64", "E", "128"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 14,
        words: [Words::new(&["128", "32"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 14,
        words: [Words::new(&["128", "E", "32"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 15,
        words: [Words::new(&["128", "64"])],
    },
    LutEntry {
        mask: 0x7e0000000000000,
        skel: 15,
        words: [Words::new(&["128", "E", "64"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 16,
        words: [Words::new(&["???"])],
    },
];
static L96: [u8; 8] = [0, 1, 2, 3, 4, 5, 6, 6];
static E96: [LutEntry<1>; 7] = [
    LutEntry {
        mask: 0xe0,
        skel: 0,
        words: [Words::new(&["COUNT"])],
    },
    LutEntry {
        mask: 0xe0,
        skel: 0,
        words: [Words::new(&["COVMASK"])],
    },
    LutEntry {
        mask: 0xe0,
        skel: 0,
        words: [Words::new(&["COVERED"])],
    },
    LutEntry {
        mask: 0xe0,
        skel: 0,
        words: [Words::new(&["OFFSET"])],
    },
    LutEntry {
        mask: 0xe0,
        skel: 0,
        words: [Words::new(&["CENTROID_OFFSET"])],
    },
    LutEntry {
        mask: 0xe0,
        skel: 0,
        words: [Words::new(&["MY_INDEX"])],
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
        mask: 0x60,
        skel: 0,
        words: [Words::new(&[])],
    },
    LutEntry {
        mask: 0x60,
        skel: 0,
        words: [Words::new(&["EMIT"])],
    },
    LutEntry {
        mask: 0x60,
        skel: 0,
        words: [Words::new(&["CUT"])],
    },
    LutEntry {
        mask: 0x60,
        skel: 0,
        words: [Words::new(&["EMIT_THEN_CUT"])],
    },
    LutEntry {
        mask: 0x0,
        skel: 0,
        words: [Words::new(&["???"])],
    },
];
static L99: [u8; 4] = [0, 1, 2, 3];
static E99: [LutEntry<1>; 4] = [
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
static L100: [u8; 2] = [1, 0];
static E100: [LutEntry<1>; 3] = [
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
static L101: [u8; 8] = [0, 1, 2, 3, 4, 7, 5, 6];
static E101: [LutEntry<1>; 8] = [
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
static L103: [u8; 2] = [1, 0];
static E103: [LutEntry<1>; 3] = [
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

fn t0(d: &mut Dec) -> u64 {
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
fn t1(d: &mut Dec) -> u64 {
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
fn t2(d: &mut Dec) -> u64 {
    if d.bits & 0x3c00 == 0x1c00 {
        d.insn.push_path(0);
        d.consumed |= 0x3c00;
        return 0x3c00;
    }
    {
        d.insn.push_path(1);
        d.consumed |= 0x0;
        t1(d);
        let o = d.reg(&S0);
        d.insn.push_op(o);
        return 0x0;
    }
}
fn t3(d: &mut Dec) -> u64 {
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
fn t4(d: &mut Dec) -> u64 {
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
fn t5(d: &mut Dec) -> u64 {
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
fn t6(d: &mut Dec) -> u64 {
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
fn t7(d: &mut Dec) -> u64 {
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
fn t8(d: &mut Dec) -> u64 {
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
fn t9(d: &mut Dec) -> u64 {
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
fn t10(d: &mut Dec) -> u64 {
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
fn t11(d: &mut Dec) -> u64 {
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
fn t12(d: &mut Dec) -> u64 {
    if d.bits & 0xc00000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0xc00000000000;
        let o = d.reg(&S1);
        d.insn.push_op(o);
        return 0xc00000000000;
    }
    if d.bits & 0xc00000000000 == 0x400000000000 {
        d.insn.push_path(1);
        d.consumed |= 0xc00000000000;
        let o = d.mem(&S2);
        d.insn.push_op(o);
        return 0xc00000000000;
    }
    if d.bits & 0xc00000000000 == 0xc00000000000 {
        d.insn.push_path(2);
        d.consumed |= 0xc00000000000;
        let o = d.imm(&S3);
        d.insn.push_op(o);
        return 0xc00000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t13(d: &mut Dec) -> u64 {
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
fn t14(d: &mut Dec) -> u64 {
    if d.bits & 0xc00000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0xc00000000000;
        let o = d.reg(&S1);
        d.insn.push_op(o);
        t10(d);
        let o = d.reg(&S4);
        d.insn.push_op(o);
        return 0xc00000000000;
    }
    if d.bits & 0xc00000000000 == 0x400000000000 {
        d.insn.push_path(1);
        d.consumed |= 0xc00000000000;
        let o = d.mem(&S2);
        d.insn.push_op(o);
        t10(d);
        let o = d.reg(&S4);
        d.insn.push_op(o);
        return 0xc00000000000;
    }
    if d.bits & 0xc00000000000 == 0x800000000000 {
        d.insn.push_path(2);
        d.consumed |= 0xc00000000000;
        let o = d.reg(&S4);
        d.insn.push_op(o);
        t10(d);
        let o = d.mem(&S2);
        d.insn.push_op(o);
        return 0xc00000000000;
    }
    if d.bits & 0xc00000000000 == 0xc00000000000 {
        d.insn.push_path(3);
        d.consumed |= 0xc00000000000;
        let o = d.imm(&S3);
        d.insn.push_op(o);
        t10(d);
        let o = d.reg(&S4);
        d.insn.push_op(o);
        return 0xc00000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t15(d: &mut Dec) -> u64 {
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
fn t16(d: &mut Dec) -> u64 {
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
fn t17(d: &mut Dec) -> u64 {
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
fn t18(d: &mut Dec) -> u64 {
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
fn t19(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        t18(d);
        let o = d.reg(&S5);
        d.insn.push_op(o);
        return 0x0;
    }
}
fn t20(d: &mut Dec) -> u64 {
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
fn t21(d: &mut Dec) -> u64 {
    if d.bits & 0x3c000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x3c000000;
        return 0x3c000000;
    }
    if d.bits & 0x3c000000 == 0x4000000 {
        d.insn.push_path(1);
        d.consumed |= 0x3c000000;
        return 0x3c000000;
    }
    if d.bits & 0x3c000000 == 0x8000000 {
        d.insn.push_path(2);
        d.consumed |= 0x3c000000;
        return 0x3c000000;
    }
    if d.bits & 0x3c000000 == 0xc000000 {
        d.insn.push_path(3);
        d.consumed |= 0x3c000000;
        return 0x3c000000;
    }
    if d.bits & 0x3c000000 == 0x10000000 {
        d.insn.push_path(4);
        d.consumed |= 0x3c000000;
        return 0x3c000000;
    }
    if d.bits & 0x3c000000 == 0x14000000 {
        d.insn.push_path(5);
        d.consumed |= 0x3c000000;
        return 0x3c000000;
    }
    if d.bits & 0x3c000000 == 0x18000000 {
        d.insn.push_path(6);
        d.consumed |= 0x3c000000;
        return 0x3c000000;
    }
    if d.bits & 0x3c000000 == 0x1c000000 {
        d.insn.push_path(7);
        d.consumed |= 0x3c000000;
        return 0x3c000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t22(d: &mut Dec) -> u64 {
    if d.bits & 0xfc0000000000000f == 0x5000000000000000 {
        d.insn.push_path(0);
        d.consumed |= 0xfc0000000000000f;
        t3(d);
        t4(d);
        t5(d);
        t6(d);
        let o = d.reg(&S6);
        d.insn.push_op(o);
        t7(d);
        t8(d);
        let o = d.reg(&S7);
        d.insn.push_op(o);
        t9(d);
        t10(d);
        t11(d);
        t12(d);
        t13(d);
        return 0xfc0000000000000f;
    }
    if d.bits & 0xfc0000000000000f == 0x5800000000000000 {
        d.insn.push_path(1);
        d.consumed |= 0xfc0000000000000f;
        t3(d);
        t4(d);
        t5(d);
        t6(d);
        let o = d.reg(&S6);
        d.insn.push_op(o);
        let o = d.reg(&S7);
        d.insn.push_op(o);
        t10(d);
        t12(d);
        return 0xfc0000000000000f;
    }
    if d.bits & 0xfc0000000000000f == 0x3000000000000000 {
        d.insn.push_path(2);
        d.consumed |= 0xfc0000000000000f;
        t3(d);
        t4(d);
        t6(d);
        let o = d.reg(&S6);
        d.insn.push_op(o);
        let o = d.reg(&S7);
        d.insn.push_op(o);
        t7(d);
        t14(d);
        return 0xfc0000000000000f;
    }
    if d.bits & 0xf00000000000000f == 0x2000000000000000 {
        d.insn.push_path(3);
        d.consumed |= 0xf00000000000000f;
        t15(d);
        t16(d);
        t17(d);
        t6(d);
        let o = d.reg(&S8);
        d.insn.push_op(o);
        let o = d.reg(&S9);
        d.insn.push_op(o);
        t7(d);
        t8(d);
        let o = d.reg(&S7);
        d.insn.push_op(o);
        t9(d);
        t10(d);
        t11(d);
        t12(d);
        t13(d);
        t19(d);
        return 0xf00000000000000f;
    }
    if d.bits & 0xfc0000000000000f == 0x800000000000000 {
        d.insn.push_path(4);
        d.consumed |= 0xfc0000000000000f;
        t3(d);
        t6(d);
        let o = d.reg(&S6);
        d.insn.push_op(o);
        t20(d);
        t7(d);
        t8(d);
        let o = d.reg(&S7);
        d.insn.push_op(o);
        t9(d);
        t10(d);
        t11(d);
        t12(d);
        t13(d);
        t19(d);
        return 0xfc0000000000000f;
    }
    if d.bits & 0xfc0000000000000f == 0xc800000000000000 {
        d.insn.push_path(5);
        d.consumed |= 0xfc0000000000000f;
        t21(d);
        t6(d);
        let o = d.reg(&S6);
        d.insn.push_op(o);
        let o = d.reg(&S7);
        d.insn.push_op(o);
        return 0xfc0000000000000f;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t23(d: &mut Dec) -> u64 {
    if d.bits & 0xc00000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0xc00000000000;
        let o = d.reg(&S10);
        d.insn.push_op(o);
        return 0xc00000000000;
    }
    if d.bits & 0xc00000000000 == 0x400000000000 {
        d.insn.push_path(1);
        d.consumed |= 0xc00000000000;
        let o = d.mem(&S2);
        d.insn.push_op(o);
        return 0xc00000000000;
    }
    if d.bits & 0xc00000000000 == 0xc00000000000 {
        d.insn.push_path(2);
        d.consumed |= 0xc00000000000;
        let o = d.imm(&S3);
        d.insn.push_op(o);
        return 0xc00000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t24(d: &mut Dec) -> u64 {
    if d.bits & 0xfc0000000000000f == 0x4800000000000001 {
        d.insn.push_path(0);
        d.consumed |= 0xfc0000000000000f;
        t4(d);
        t6(d);
        let o = d.reg(&S11);
        d.insn.push_op(o);
        t7(d);
        t8(d);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t9(d);
        t10(d);
        t11(d);
        t23(d);
        t13(d);
        return 0xfc0000000000000f;
    }
    if d.bits & 0xfc0000000000000f == 0x5000000000000001 {
        d.insn.push_path(1);
        d.consumed |= 0xfc0000000000000f;
        t4(d);
        t6(d);
        let o = d.reg(&S11);
        d.insn.push_op(o);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t7(d);
        t23(d);
        return 0xfc0000000000000f;
    }
    if d.bits & 0xfc0000000000000f == 0x800000000000001 {
        d.insn.push_path(2);
        d.consumed |= 0xfc0000000000000f;
        t6(d);
        let o = d.reg(&S11);
        d.insn.push_op(o);
        t20(d);
        t7(d);
        t8(d);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t9(d);
        t10(d);
        t11(d);
        t23(d);
        t13(d);
        t19(d);
        return 0xfc0000000000000f;
    }
    if d.bits & 0xfc0000000000000f == 0x2000000000000001 {
        d.insn.push_path(3);
        d.consumed |= 0xfc0000000000000f;
        t4(d);
        t6(d);
        let o = d.reg(&S11);
        d.insn.push_op(o);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t7(d);
        t23(d);
        t10(d);
        let o = d.reg(&S13);
        d.insn.push_op(o);
        return 0xfc0000000000000f;
    }
    if d.bits & 0xf80000000000000f == 0x1800000000000001 {
        d.insn.push_path(4);
        d.consumed |= 0xf80000000000000f;
        t15(d);
        t17(d);
        t6(d);
        let o = d.reg(&S8);
        d.insn.push_op(o);
        let o = d.reg(&S9);
        d.insn.push_op(o);
        t7(d);
        t8(d);
        let o = d.reg(&S12);
        d.insn.push_op(o);
        t9(d);
        t10(d);
        t11(d);
        t23(d);
        t13(d);
        t19(d);
        return 0xf80000000000000f;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t25(d: &mut Dec) -> u64 {
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
fn t26(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        return 0x0;
    }
}
fn t27(d: &mut Dec) -> u64 {
    if d.bits & 0xa0 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0xa0;
        return 0xa0;
    }
    if d.bits & 0xa0 == 0x20 {
        d.insn.push_path(1);
        d.consumed |= 0xa0;
        return 0xa0;
    }
    if d.bits & 0xa0 == 0x80 {
        d.insn.push_path(2);
        d.consumed |= 0xa0;
        return 0xa0;
    }
    if d.bits & 0xa0 == 0xa0 {
        d.insn.push_path(3);
        d.consumed |= 0xa0;
        t26(d);
        return 0xa0;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t28(d: &mut Dec) -> u64 {
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
fn t29(d: &mut Dec) -> u64 {
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
fn t30(d: &mut Dec) -> u64 {
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
fn t31(d: &mut Dec) -> u64 {
    if d.bits & 0xfc0000000000000f == 0x800000000000002 {
        d.insn.push_path(0);
        d.consumed |= 0xfc0000000000000f;
        t25(d);
        t6(d);
        let o = d.reg(&S6);
        d.insn.push_op(o);
        let o = d.reg(&S7);
        d.insn.push_op(o);
        let o = d.imm(&S14);
        d.insn.push_op(o);
        return 0xfc0000000000000f;
    }
    if d.bits & 0xfc000000000001ef == 0x18000000000001e2 {
        d.insn.push_path(1);
        d.consumed |= 0xfc000000000001ef;
        t6(d);
        let o = d.reg(&S6);
        d.insn.push_op(o);
        let o = d.imm(&S14);
        d.insn.push_op(o);
        return 0xfc000000000001ef;
    }
    if d.bits & 0xfc0000000000000f == 0x1400000000000002 {
        d.insn.push_path(2);
        d.consumed |= 0xfc0000000000000f;
        t27(d);
        t28(d);
        t6(d);
        let o = d.reg(&S6);
        d.insn.push_op(o);
        let o = d.reg(&S7);
        d.insn.push_op(o);
        let o = d.imm(&S14);
        d.insn.push_op(o);
        return 0xfc0000000000000f;
    }
    if d.bits & 0xfc0000000000000f == 0x3800000000000002 {
        d.insn.push_path(3);
        d.consumed |= 0xfc0000000000000f;
        t29(d);
        t6(d);
        let o = d.reg(&S6);
        d.insn.push_op(o);
        t30(d);
        let o = d.reg(&S7);
        d.insn.push_op(o);
        let o = d.imm(&S14);
        d.insn.push_op(o);
        return 0xfc0000000000000f;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t32(d: &mut Dec) -> u64 {
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
fn t33(d: &mut Dec) -> u64 {
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
fn t34(d: &mut Dec) -> u64 {
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
fn t35(d: &mut Dec) -> u64 {
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
fn t36(d: &mut Dec) -> u64 {
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
fn t37(d: &mut Dec) -> u64 {
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
fn t38(d: &mut Dec) -> u64 {
    if d.bits & 0xc00000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0xc00000000000;
        let o = d.reg(&S1);
        d.insn.push_op(o);
        let o = d.reg(&S4);
        d.insn.push_op(o);
        return 0xc00000000000;
    }
    if d.bits & 0xc00000000000 == 0x400000000000 {
        d.insn.push_path(1);
        d.consumed |= 0xc00000000000;
        let o = d.mem(&S2);
        d.insn.push_op(o);
        let o = d.reg(&S4);
        d.insn.push_op(o);
        return 0xc00000000000;
    }
    if d.bits & 0xc00000000000 == 0x800000000000 {
        d.insn.push_path(2);
        d.consumed |= 0xc00000000000;
        let o = d.reg(&S4);
        d.insn.push_op(o);
        let o = d.mem(&S2);
        d.insn.push_op(o);
        return 0xc00000000000;
    }
    if d.bits & 0xc00000000000 == 0xc00000000000 {
        d.insn.push_path(3);
        d.consumed |= 0xc00000000000;
        let o = d.imm(&S3);
        d.insn.push_op(o);
        let o = d.reg(&S4);
        d.insn.push_op(o);
        return 0xc00000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t39(d: &mut Dec) -> u64 {
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
fn t40(d: &mut Dec) -> u64 {
    if d.bits & 0x380000000000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x380000000000000;
        return 0x380000000000000;
    }
    if d.bits & 0x380000000000000 == 0x80000000000000 {
        d.insn.push_path(1);
        d.consumed |= 0x380000000000000;
        return 0x380000000000000;
    }
    if d.bits & 0x380000000000000 == 0x100000000000000 {
        d.insn.push_path(2);
        d.consumed |= 0x380000000000000;
        return 0x380000000000000;
    }
    if d.bits & 0x380000000000000 == 0x180000000000000 {
        d.insn.push_path(3);
        d.consumed |= 0x380000000000000;
        return 0x380000000000000;
    }
    if d.bits & 0x380000000000000 == 0x200000000000000 {
        d.insn.push_path(4);
        d.consumed |= 0x380000000000000;
        return 0x380000000000000;
    }
    if d.bits & 0x380000000000000 == 0x280000000000000 {
        d.insn.push_path(5);
        d.consumed |= 0x380000000000000;
        return 0x380000000000000;
    }
    if d.bits & 0x380000000000000 == 0x300000000000000 {
        d.insn.push_path(6);
        d.consumed |= 0x380000000000000;
        return 0x380000000000000;
    }
    if d.bits & 0x380000000000000 == 0x380000000000000 {
        d.insn.push_path(7);
        d.consumed |= 0x380000000000000;
        return 0x380000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t41(d: &mut Dec) -> u64 {
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
fn t42(d: &mut Dec) -> u64 {
    match ((d.bits >> 59) as usize & 1) << 0
        | ((d.bits >> 60) as usize & 1) << 1
        | ((d.bits >> 61) as usize & 1) << 2
        | ((d.bits >> 62) as usize & 1) << 3
    {
        0 => {}
        1 => {
            if d.bits & 0xfc0000000000000f == 0x800000000000003 {
                d.insn.push_path(12);
                d.consumed |= 0xfc0000000000000f;
                t37(d);
                t6(d);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                t20(d);
                let o = d.reg(&S7);
                d.insn.push_op(o);
                t12(d);
                t19(d);
                return 0xfc0000000000000f;
            }
        }
        2 => {
            if d.bits & 0xfc0000000000000f == 0x1000000000000003 {
                d.insn.push_path(11);
                d.consumed |= 0xfc0000000000000f;
                t40(d);
                t37(d);
                t25(d);
                t17(d);
                t6(d);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                t20(d);
                let o = d.reg(&S7);
                d.insn.push_op(o);
                t12(d);
                t19(d);
                return 0xfc0000000000000f;
            }
        }
        3 => {
            if d.bits & 0xfc0000000000000f == 0x1800000000000003 {
                d.insn.push_path(10);
                d.consumed |= 0xfc0000000000000f;
                t40(d);
                t37(d);
                t25(d);
                t17(d);
                t6(d);
                let o = d.reg(&S8);
                d.insn.push_op(o);
                let o = d.reg(&S9);
                d.insn.push_op(o);
                let o = d.reg(&S7);
                d.insn.push_op(o);
                t12(d);
                t19(d);
                return 0xfc0000000000000f;
            }
        }
        4 => {
            if d.bits & 0xfc0000000000000f == 0x2000000000000003 {
                d.insn.push_path(4);
                d.consumed |= 0xfc0000000000000f;
                t27(d);
                t28(d);
                t35(d);
                t32(d);
                t6(d);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                t20(d);
                t7(d);
                let o = d.reg(&S7);
                d.insn.push_op(o);
                t14(d);
                return 0xfc0000000000000f;
            }
        }
        5 => {
            if d.bits & 0xfc0000000000000f == 0x2800000000000003 {
                d.insn.push_path(8);
                d.consumed |= 0xfc0000000000000f;
                t6(d);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                t20(d);
                let o = d.reg(&S7);
                d.insn.push_op(o);
                t38(d);
                return 0xfc0000000000000f;
            }
        }
        6 => {
            if d.bits & 0xfc0000000000000f == 0x3000000000000003 {
                d.insn.push_path(13);
                d.consumed |= 0xfc0000000000000f;
                t40(d);
                t37(d);
                t6(d);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.reg(&S7);
                d.insn.push_op(o);
                t38(d);
                return 0xfc0000000000000f;
            }
        }
        7 => {}
        8 => {
            if d.bits & 0xfc0000000000000f == 0x4000000000000003 {
                d.insn.push_path(2);
                d.consumed |= 0xfc0000000000000f;
                t6(d);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                t20(d);
                t33(d);
                let o = d.reg(&S7);
                d.insn.push_op(o);
                t34(d);
                t12(d);
                let o = d.imm(&S15);
                d.insn.push_op(o);
                return 0xfc0000000000000f;
            }
        }
        9 => {
            if d.bits & 0xfc0000000000030f == 0x4800000000000103 && d.feats & 0x2 == 0x2 {
                d.insn.push_path(0);
                d.consumed |= 0xfc0000000000030f;
                t32(d);
                t25(d);
                t6(d);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                t20(d);
                let o = d.reg(&S7);
                d.insn.push_op(o);
                t26(d);
                t12(d);
                return 0xfc0000000000030f;
            }
            if d.bits & 0xfc0000000000000f == 0x4800000000000003 {
                d.insn.push_path(1);
                d.consumed |= 0xfc0000000000000f;
                t32(d);
                t25(d);
                t6(d);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                t20(d);
                t7(d);
                let o = d.reg(&S7);
                d.insn.push_op(o);
                t10(d);
                t12(d);
                return 0xfc0000000000000f;
            }
        }
        10 => {
            if d.bits & 0xfc0000000000000f == 0x5000000000000003 {
                d.insn.push_path(3);
                d.consumed |= 0xfc0000000000000f;
                t27(d);
                t28(d);
                t6(d);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                t20(d);
                let o = d.reg(&S7);
                d.insn.push_op(o);
                t12(d);
                return 0xfc0000000000000f;
            }
        }
        11 => {
            if d.bits & 0xfc0000000000000f == 0x5800000000000003 {
                d.insn.push_path(6);
                d.consumed |= 0xfc0000000000000f;
                t37(d);
                t36(d);
                t6(d);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                t20(d);
                let o = d.reg(&S7);
                d.insn.push_op(o);
                t12(d);
                return 0xfc0000000000000f;
            }
        }
        12 => {
            if d.bits & 0xfc0000000000000f == 0x6000000000000003 {
                d.insn.push_path(5);
                d.consumed |= 0xfc0000000000000f;
                t36(d);
                t6(d);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                t20(d);
                let o = d.reg(&S7);
                d.insn.push_op(o);
                t12(d);
                return 0xfc0000000000000f;
            }
        }
        13 => {
            if d.bits & 0xfc0000000000000f == 0x6800000000000003 {
                d.insn.push_path(9);
                d.consumed |= 0xfc0000000000000f;
                t29(d);
                t6(d);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                t20(d);
                t30(d);
                let o = d.reg(&S7);
                d.insn.push_op(o);
                t39(d);
                t12(d);
                return 0xfc0000000000000f;
            }
        }
        14 => {
            if d.bits & 0xfc0000000000000f == 0x7000000000000003 {
                d.insn.push_path(7);
                d.consumed |= 0xfc0000000000000f;
                t37(d);
                t6(d);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                t20(d);
                let o = d.reg(&S7);
                d.insn.push_op(o);
                t12(d);
                return 0xfc0000000000000f;
            }
        }
        15 => {
            if d.bits & 0xfc0000000000000f == 0x7800000000000003 {
                d.insn.push_path(14);
                d.consumed |= 0xfc0000000000000f;
                t37(d);
                t41(d);
                t6(d);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                t39(d);
                t12(d);
                return 0xfc0000000000000f;
            }
        }
        _ => {}
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t43(d: &mut Dec) -> u64 {
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
fn t44(d: &mut Dec) -> u64 {
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
fn t45(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        t44(d);
        let o = d.reg(&S16);
        d.insn.push_op(o);
        return 0x0;
    }
}
fn t46(d: &mut Dec) -> u64 {
    if d.bits & 0x3e0 == 0x1e0 {
        d.insn.push_path(0);
        d.consumed |= 0x3e0;
        let o = d.reg(&S17);
        d.insn.push_op(o);
        return 0x3e0;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t47(d: &mut Dec) -> u64 {
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
fn t48(d: &mut Dec) -> u64 {
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
fn t49(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        t48(d);
        let o = d.reg(&S18);
        d.insn.push_op(o);
        return 0x0;
    }
}
fn t50(d: &mut Dec) -> u64 {
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
fn t51(d: &mut Dec) -> u64 {
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
fn t52(d: &mut Dec) -> u64 {
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
fn t53(d: &mut Dec) -> u64 {
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
fn t54(d: &mut Dec) -> u64 {
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
fn t55(d: &mut Dec) -> u64 {
    if d.bits & 0x6000001b00080 == 0x1200000 {
        d.insn.push_path(0);
        d.consumed |= 0x6000001b00080;
        return 0x6000001b00080;
    }
    if d.bits & 0x6000001b00080 == 0x1b00000 {
        d.insn.push_path(1);
        d.consumed |= 0x6000001b00080;
        t51(d);
        t52(d);
        return 0x6000001b00080;
    }
    if d.bits & 0x6000001b00080 == 0x900000 {
        d.insn.push_path(2);
        d.consumed |= 0x6000001b00080;
        t51(d);
        t52(d);
        return 0x6000001b00080;
    }
    if d.bits & 0x80 == 0x80 {
        d.insn.push_path(3);
        d.consumed |= 0x80;
        t51(d);
        t52(d);
        t53(d);
        return 0x80;
    }
    if d.bits & 0x80 == 0x0 {
        d.insn.push_path(4);
        d.consumed |= 0x80;
        t51(d);
        t52(d);
        t54(d);
        return 0x80;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t56(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        t10(d);
        t11(d);
        return 0x0;
    }
}
fn t57(d: &mut Dec) -> u64 {
    if d.bits & 0x700080 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x700080;
        return 0x700080;
    }
    if d.bits & 0x700080 == 0x100000 {
        d.insn.push_path(1);
        d.consumed |= 0x700080;
        return 0x700080;
    }
    if d.bits & 0x700080 == 0x200000 {
        d.insn.push_path(2);
        d.consumed |= 0x700080;
        return 0x700080;
    }
    if d.bits & 0x700080 == 0x300000 {
        d.insn.push_path(3);
        d.consumed |= 0x700080;
        return 0x700080;
    }
    if d.bits & 0x700080 == 0x80 {
        d.insn.push_path(4);
        d.consumed |= 0x700080;
        return 0x700080;
    }
    if d.bits & 0x700080 == 0x100080 {
        d.insn.push_path(5);
        d.consumed |= 0x700080;
        return 0x700080;
    }
    if d.bits & 0x700080 == 0x200080 {
        d.insn.push_path(6);
        d.consumed |= 0x700080;
        return 0x700080;
    }
    if d.bits & 0x700080 == 0x300080 {
        d.insn.push_path(7);
        d.consumed |= 0x700080;
        return 0x700080;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t58(d: &mut Dec) -> u64 {
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
fn t59(d: &mut Dec) -> u64 {
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
fn t60(d: &mut Dec) -> u64 {
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
fn t61(d: &mut Dec) -> u64 {
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
fn t62(d: &mut Dec) -> u64 {
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
fn t63(d: &mut Dec) -> u64 {
    if d.bits & 0x800000000000 == 0x800000000000 {
        d.insn.push_path(0);
        d.consumed |= 0x800000000000;
        t62(d);
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
fn t64(d: &mut Dec) -> u64 {
    if d.bits & 0xf00700000060 == 0xe00600000060 {
        d.insn.push_path(0);
        d.consumed |= 0xf00700000060;
        return 0xf00700000060;
    }
    {
        d.insn.push_path(1);
        d.consumed |= 0x0;
        t61(d);
        t63(d);
        return 0x0;
    }
}
fn t65(d: &mut Dec) -> u64 {
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
fn t66(d: &mut Dec) -> u64 {
    if d.bits & 0x380000000000000 == 0x200000000000000 {
        d.insn.push_path(0);
        d.consumed |= 0x380000000000000;
        t6(d);
        let o = d.reg(&S6);
        d.insn.push_op(o);
        t20(d);
        return 0x380000000000000;
    }
    if d.bits & 0x380000000000000 == 0x280000000000000 {
        d.insn.push_path(1);
        d.consumed |= 0x380000000000000;
        t6(d);
        let o = d.reg(&S6);
        d.insn.push_op(o);
        t20(d);
        return 0x380000000000000;
    }
    if d.bits & 0x380000000000000 == 0x300000000000000 {
        d.insn.push_path(2);
        d.consumed |= 0x380000000000000;
        t6(d);
        let o = d.reg(&S6);
        d.insn.push_op(o);
        t20(d);
        return 0x380000000000000;
    }
    if d.bits & 0x380000000000000 == 0x380000000000000 {
        d.insn.push_path(3);
        d.consumed |= 0x380000000000000;
        t6(d);
        let o = d.reg(&S6);
        d.insn.push_op(o);
        t20(d);
        return 0x380000000000000;
    }
    if d.bits & 0x380000000000000 == 0x0 {
        d.insn.push_path(4);
        d.consumed |= 0x380000000000000;
        t6(d);
        let o = d.reg(&S6);
        d.insn.push_op(o);
        t20(d);
        return 0x380000000000000;
    }
    if d.bits & 0x380000000000000 == 0x80000000000000 {
        d.insn.push_path(5);
        d.consumed |= 0x380000000000000;
        t6(d);
        let o = d.reg(&S6);
        d.insn.push_op(o);
        t20(d);
        return 0x380000000000000;
    }
    if d.bits & 0x380000000000000 == 0x100000000000000 {
        d.insn.push_path(6);
        d.consumed |= 0x380000000000000;
        t6(d);
        let o = d.reg(&S6);
        d.insn.push_op(o);
        t20(d);
        return 0x380000000000000;
    }
    if d.bits & 0x380000000000000 == 0x180000000000000 {
        d.insn.push_path(7);
        d.consumed |= 0x380000000000000;
        t6(d);
        let o = d.reg(&S6);
        d.insn.push_op(o);
        t20(d);
        return 0x380000000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t67(d: &mut Dec) -> u64 {
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
fn t68(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        let o = d.reg(&S7);
        d.insn.push_op(o);
        t67(d);
        return 0x0;
    }
}
fn t69(d: &mut Dec) -> u64 {
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
fn t70(d: &mut Dec) -> u64 {
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
fn t71(d: &mut Dec) -> u64 {
    if d.bits & 0x800000000000 == 0x800000000000 {
        d.insn.push_path(0);
        d.consumed |= 0x800000000000;
        let o = d.reg(&S1);
        d.insn.push_op(o);
        t70(d);
        return 0x800000000000;
    }
    if d.bits & 0x800000000000 == 0x0 {
        d.insn.push_path(1);
        d.consumed |= 0x800000000000;
        let o = d.imm(&S19);
        d.insn.push_op(o);
        return 0x800000000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t72(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        t10(d);
        t68(d);
        t69(d);
        t71(d);
        let o = d.reg(&S4);
        d.insn.push_op(o);
        return 0x0;
    }
}
fn t73(d: &mut Dec) -> u64 {
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
fn t74(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        t68(d);
        t71(d);
        let o = d.reg(&S4);
        d.insn.push_op(o);
        return 0x0;
    }
}
fn t75(d: &mut Dec) -> u64 {
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
fn t76(d: &mut Dec) -> u64 {
    match ((d.bits >> 58) as usize & 1) << 0
        | ((d.bits >> 59) as usize & 1) << 1
        | ((d.bits >> 60) as usize & 1) << 2
        | ((d.bits >> 61) as usize & 1) << 3
        | ((d.bits >> 62) as usize & 1) << 4
        | ((d.bits >> 63) as usize & 1) << 5
    {
        0 => {}
        1 => {}
        2 => {
            if d.bits & 0xfc0000000000000f == 0x800000000000004 {
                d.insn.push_path(8);
                d.consumed |= 0xfc0000000000000f;
                t47(d);
                t17(d);
                t6(d);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                t19(d);
                t49(d);
                t45(d);
                return 0xfc0000000000000f;
            }
        }
        3 => {
            if d.bits & 0xfc0000000000000f == 0xc00000000000004 {
                d.insn.push_path(9);
                d.consumed |= 0xfc0000000000000f;
                t47(d);
                t17(d);
                t6(d);
                let o = d.reg(&S8);
                d.insn.push_op(o);
                let o = d.reg(&S9);
                d.insn.push_op(o);
                t19(d);
                t49(d);
                t45(d);
                return 0xfc0000000000000f;
            }
        }
        4 => {
            if d.bits & 0xfc0000000000000f == 0x1000000000000004 {
                d.insn.push_path(10);
                d.consumed |= 0xfc0000000000000f;
                t50(d);
                t55(d);
                t6(d);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                t56(d);
                t12(d);
                t13(d);
                return 0xfc0000000000000f;
            }
        }
        5 => {
            if d.bits & 0xfc0000000000000f == 0x1400000000000004 {
                d.insn.push_path(11);
                d.consumed |= 0xfc0000000000000f;
                t50(d);
                t57(d);
                t52(d);
                t58(d);
                t6(d);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                t10(d);
                t12(d);
                return 0xfc0000000000000f;
            }
        }
        6 => {
            if d.bits & 0xfc0000000000000f == 0x1800000000000004 {
                d.insn.push_path(12);
                d.consumed |= 0xfc0000000000000f;
                t51(d);
                t59(d);
                t54(d);
                t6(d);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                t10(d);
                t12(d);
                return 0xfc0000000000000f;
            }
        }
        7 => {
            if d.bits & 0xfc0000000000000f == 0x1c00000000000004 {
                d.insn.push_path(13);
                d.consumed |= 0xfc0000000000000f;
                t57(d);
                t59(d);
                t6(d);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                t10(d);
                t12(d);
                return 0xfc0000000000000f;
            }
        }
        8 => {
            if d.bits & 0xfc0000000000000f == 0x2000000000000004 {
                d.insn.push_path(2);
                d.consumed |= 0xfc0000000000000f;
                t6(d);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.reg(&S7);
                d.insn.push_op(o);
                t12(d);
                t19(d);
                return 0xfc0000000000000f;
            }
        }
        9 => {
            if d.bits & 0xfc0000000000000f == 0x2400000000000004 {
                d.insn.push_path(3);
                d.consumed |= 0xfc0000000000000f;
                t6(d);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.reg(&S7);
                d.insn.push_op(o);
                t38(d);
                return 0xfc0000000000000f;
            }
        }
        10 => {
            if d.bits & 0xfc000000000001ef == 0x28000000000001e4 {
                d.insn.push_path(0);
                d.consumed |= 0xfc000000000001ef;
                t6(d);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                t12(d);
                return 0xfc000000000001ef;
            }
        }
        11 => {
            if d.bits & 0xfc0000000000000f == 0x2c00000000000004 {
                d.insn.push_path(1);
                d.consumed |= 0xfc0000000000000f;
                t6(d);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.reg(&S20);
                d.insn.push_op(o);
                return 0xfc0000000000000f;
            }
        }
        12 => {}
        13 => {}
        14 => {}
        15 => {}
        16 => {
            if d.bits & 0xfc0000000000000f == 0x4000000000000004 {
                d.insn.push_path(7);
                d.consumed |= 0xfc0000000000000f;
                t6(d);
                t46(d);
                return 0xfc0000000000000f;
            }
        }
        17 => {}
        18 => {
            if d.bits & 0xfc0000000000000f == 0x4800000000000004 {
                d.insn.push_path(5);
                d.consumed |= 0xfc0000000000000f;
                t43(d);
                t6(d);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.reg(&S21);
                d.insn.push_op(o);
                t45(d);
                return 0xfc0000000000000f;
            }
        }
        19 => {}
        20 => {
            if d.bits & 0xffffffffffffc3ff == 0x50ee0000ffffc004 {
                d.insn.push_path(6);
                d.consumed |= 0xffffffffffffc3ff;
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.reg(&S7);
                d.insn.push_op(o);
                return 0xffffffffffffc3ff;
            }
        }
        21 => {
            if d.bits & 0xfc0000000000000f == 0x5400000000000004 {
                d.insn.push_path(4);
                d.consumed |= 0xfc0000000000000f;
                t6(d);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                t30(d);
                let o = d.reg(&S7);
                d.insn.push_op(o);
                t39(d);
                t12(d);
                return 0xfc0000000000000f;
            }
        }
        22 => {}
        23 => {}
        24 => {}
        25 => {}
        26 => {}
        27 => {}
        28 => {}
        29 => {}
        30 => {}
        31 => {}
        32 => {}
        33 => {}
        34 => {}
        35 => {}
        36 => {}
        37 => {}
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
            if d.bits & 0xfc0000000000000f == 0xc000000000000004 {
                d.insn.push_path(14);
                d.consumed |= 0xfc0000000000000f;
                t60(d);
                t64(d);
                t65(d);
                t66(d);
                t72(d);
                return 0xfc0000000000000f;
            }
        }
        49 => {}
        50 => {
            if d.bits & 0xfc0000000000000f == 0xc800000000000004 {
                d.insn.push_path(15);
                d.consumed |= 0xfc0000000000000f;
                t60(d);
                t64(d);
                t73(d);
                t65(d);
                t66(d);
                t74(d);
                return 0xfc0000000000000f;
            }
        }
        51 => {}
        52 => {}
        53 => {}
        54 => {}
        55 => {}
        56 => {
            if d.bits & 0xfc0000000000000f == 0xe000000000000004 {
                d.insn.push_path(16);
                d.consumed |= 0xfc0000000000000f;
                t60(d);
                t64(d);
                t75(d);
                t65(d);
                t66(d);
                t74(d);
                return 0xfc0000000000000f;
            }
        }
        57 => {}
        58 => {
            if d.bits & 0xfc0000000000000f == 0xe800000000000004 {
                d.insn.push_path(17);
                d.consumed |= 0xfc0000000000000f;
                t60(d);
                t64(d);
                t75(d);
                t65(d);
                t66(d);
                t74(d);
                return 0xfc0000000000000f;
            }
        }
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
fn t79(d: &mut Dec) -> u64 {
    if d.bits & 0xe0 == 0xa0 {
        d.insn.push_path(0);
        d.consumed |= 0xe0;
        let o = d.reg(&S11);
        d.insn.push_op(o);
        return 0xe0;
    }
    if d.bits & 0xe0 == 0xc0 {
        d.insn.push_path(1);
        d.consumed |= 0xe0;
        let o = d.reg(&S6);
        d.insn.push_op(o);
        return 0xe0;
    }
    if d.bits & 0x80 == 0x0 {
        d.insn.push_path(2);
        d.consumed |= 0x80;
        let o = d.reg(&S6);
        d.insn.push_op(o);
        return 0x80;
    }
    if d.bits & 0xe0 == 0x80 {
        d.insn.push_path(3);
        d.consumed |= 0xe0;
        let o = d.reg(&S6);
        d.insn.push_op(o);
        return 0xe0;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t80(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        return 0x0;
    }
}
fn t81(d: &mut Dec) -> u64 {
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
fn t82(d: &mut Dec) -> u64 {
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
fn t83(d: &mut Dec) -> u64 {
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
fn t84(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        return 0x0;
    }
}
fn t85(d: &mut Dec) -> u64 {
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
    d.insn.push_path(NO_MATCH);
    0
}
fn t86(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        return 0x0;
    }
}
fn t87(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        return 0x0;
    }
}
fn t88(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        return 0x0;
    }
}
fn t89(d: &mut Dec) -> u64 {
    {
        d.insn.push_path(0);
        d.consumed |= 0x0;
        return 0x0;
    }
}
fn t90(d: &mut Dec) -> u64 {
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
fn t91(d: &mut Dec) -> u64 {
    if d.bits & 0x3e0 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0x3e0;
        return 0x3e0;
    }
    if d.bits & 0x3e0 == 0x20 {
        d.insn.push_path(1);
        d.consumed |= 0x3e0;
        return 0x3e0;
    }
    if d.bits & 0x3e0 == 0x40 {
        d.insn.push_path(2);
        d.consumed |= 0x3e0;
        return 0x3e0;
    }
    if d.bits & 0x3e0 == 0x60 {
        d.insn.push_path(3);
        d.consumed |= 0x3e0;
        return 0x3e0;
    }
    if d.bits & 0x3e0 == 0x80 {
        d.insn.push_path(4);
        d.consumed |= 0x3e0;
        return 0x3e0;
    }
    if d.bits & 0x3e0 == 0xa0 {
        d.insn.push_path(5);
        d.consumed |= 0x3e0;
        return 0x3e0;
    }
    if d.bits & 0x3e0 == 0xc0 {
        d.insn.push_path(6);
        d.consumed |= 0x3e0;
        return 0x3e0;
    }
    if d.bits & 0x3e0 == 0xe0 {
        d.insn.push_path(7);
        d.consumed |= 0x3e0;
        return 0x3e0;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t92(d: &mut Dec) -> u64 {
    if d.bits & 0xc000000 == 0x0 {
        d.insn.push_path(0);
        d.consumed |= 0xc000000;
        return 0xc000000;
    }
    if d.bits & 0xc000000 == 0x4000000 {
        d.insn.push_path(1);
        d.consumed |= 0xc000000;
        return 0xc000000;
    }
    if d.bits & 0xc000000 == 0x8000000 {
        d.insn.push_path(2);
        d.consumed |= 0xc000000;
        return 0xc000000;
    }
    if d.bits & 0xc000000 == 0xc000000 {
        d.insn.push_path(3);
        d.consumed |= 0xc000000;
        return 0xc000000;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t93(d: &mut Dec) -> u64 {
    match ((d.bits >> 53) as usize & 1) << 0
        | ((d.bits >> 54) as usize & 1) << 1
        | ((d.bits >> 55) as usize & 1) << 2
        | ((d.bits >> 56) as usize & 1) << 3
        | ((d.bits >> 57) as usize & 1) << 4
        | ((d.bits >> 58) as usize & 1) << 5
    {
        0 => {
            if d.bits & 0x7e0000000000000 == 0x0 {
                d.insn.push_path(0);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S23);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        1 => {
            if d.bits & 0x7e0000000000000 == 0x20000000000000 {
                d.insn.push_path(2);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S23);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        2 => {
            if d.bits & 0x7e0000000000000 == 0x40000000000000 {
                d.insn.push_path(4);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S23);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        3 => {
            if d.bits & 0x7e0000000000000 == 0x60000000000000 {
                d.insn.push_path(6);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S23);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        4 => {
            if d.bits & 0x7e0000000000000 == 0x80000000000000 {
                d.insn.push_path(8);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S23);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        5 => {
            if d.bits & 0x7e0000000000000 == 0xa0000000000000 {
                d.insn.push_path(10);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S23);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        6 => {
            if d.bits & 0x7e0000000000000 == 0xc0000000000000 {
                d.insn.push_path(12);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S23);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        7 => {
            if d.bits & 0x7e0000000000000 == 0xe0000000000000 {
                d.insn.push_path(14);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S23);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        8 => {
            if d.bits & 0x7e0000000000000 == 0x100000000000000 {
                d.insn.push_path(16);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S23);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        9 => {
            if d.bits & 0x7e0000000000000 == 0x120000000000000 {
                d.insn.push_path(18);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S23);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        10 => {
            if d.bits & 0x7e0000000000000 == 0x140000000000000 {
                d.insn.push_path(20);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S27);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        11 => {
            if d.bits & 0x7e0000000000000 == 0x160000000000000 {
                d.insn.push_path(22);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S27);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        12 => {
            if d.bits & 0x7e0000000000000 == 0x180000000000000 {
                d.insn.push_path(24);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S27);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        13 => {
            if d.bits & 0x7e0000000000000 == 0x1a0000000000000 {
                d.insn.push_path(26);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S27);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        14 => {
            if d.bits & 0x7e0000000000000 == 0x1c0000000000000 {
                d.insn.push_path(28);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S27);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        15 => {
            if d.bits & 0x7e0000000000000 == 0x1e0000000000000 {
                d.insn.push_path(30);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S27);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        16 => {
            if d.bits & 0x7e0000000000000 == 0x200000000000000 {
                d.insn.push_path(32);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S27);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        17 => {
            if d.bits & 0x7e0000000000000 == 0x220000000000000 {
                d.insn.push_path(34);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S27);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        18 => {
            if d.bits & 0x7e0000000000000 == 0x240000000000000 {
                d.insn.push_path(36);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S27);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        19 => {
            if d.bits & 0x7e0000000000000 == 0x260000000000000 {
                d.insn.push_path(38);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S27);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        20 => {
            if d.bits & 0x7e0000000000000 == 0x280000000000000 {
                d.insn.push_path(40);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S28);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        21 => {
            if d.bits & 0x7e0000000000000 == 0x2a0000000000000 {
                d.insn.push_path(42);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S28);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        22 => {
            if d.bits & 0x7e0000000000000 == 0x2c0000000000000 {
                d.insn.push_path(44);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S28);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        23 => {
            if d.bits & 0x7e0000000000000 == 0x2e0000000000000 {
                d.insn.push_path(46);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S28);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        24 => {
            if d.bits & 0x7e0000000000000 == 0x300000000000000 {
                d.insn.push_path(48);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S28);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        25 => {
            if d.bits & 0x7e0000000000000 == 0x320000000000000 {
                d.insn.push_path(50);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S28);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S29);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        26 => {
            if d.bits & 0x7e0000000000000 == 0x340000000000000 {
                d.insn.push_path(52);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S28);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S30);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        27 => {
            if d.bits & 0x7e0000000000000 == 0x360000000000000 {
                d.insn.push_path(54);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.mem(&S32);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        28 => {
            if d.bits & 0x7e0000000000000 == 0x380000000000000 {
                d.insn.push_path(56);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.mem(&S32);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S29);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        29 => {
            if d.bits & 0x7e0000000000000 == 0x3a0000000000000 {
                d.insn.push_path(58);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.mem(&S32);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S30);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        30 => {
            if d.bits & 0x7e0000000000000 == 0x3c0000000000000 {
                d.insn.push_path(60);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.mem(&S33);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        31 => {
            if d.bits & 0x7e0000000000000 == 0x3e0000000000000 {
                d.insn.push_path(62);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.mem(&S33);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S29);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        32 => {
            if d.bits & 0x7e0000000000000 == 0x400000000000000 {
                d.insn.push_path(1);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S23);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        33 => {
            if d.bits & 0x7e0000000000000 == 0x420000000000000 {
                d.insn.push_path(3);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S23);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        34 => {
            if d.bits & 0x7e0000000000000 == 0x440000000000000 {
                d.insn.push_path(5);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S23);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        35 => {
            if d.bits & 0x7e0000000000000 == 0x460000000000000 {
                d.insn.push_path(7);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S23);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        36 => {
            if d.bits & 0x7e0000000000000 == 0x480000000000000 {
                d.insn.push_path(9);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S23);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        37 => {
            if d.bits & 0x7e0000000000000 == 0x4a0000000000000 {
                d.insn.push_path(11);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S23);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        38 => {
            if d.bits & 0x7e0000000000000 == 0x4c0000000000000 {
                d.insn.push_path(13);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S23);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        39 => {
            if d.bits & 0x7e0000000000000 == 0x4e0000000000000 {
                d.insn.push_path(15);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S23);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        40 => {
            if d.bits & 0x7e0000000000000 == 0x500000000000000 {
                d.insn.push_path(17);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S23);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        41 => {
            if d.bits & 0x7e0000000000000 == 0x520000000000000 {
                d.insn.push_path(19);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S23);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        42 => {
            if d.bits & 0x7e0000000000000 == 0x540000000000000 {
                d.insn.push_path(21);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S27);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        43 => {
            if d.bits & 0x7e0000000000000 == 0x560000000000000 {
                d.insn.push_path(23);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S27);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        44 => {
            if d.bits & 0x7e0000000000000 == 0x580000000000000 {
                d.insn.push_path(25);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S27);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        45 => {
            if d.bits & 0x7e0000000000000 == 0x5a0000000000000 {
                d.insn.push_path(27);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S27);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        46 => {
            if d.bits & 0x7e0000000000000 == 0x5c0000000000000 {
                d.insn.push_path(29);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S27);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        47 => {
            if d.bits & 0x7e0000000000000 == 0x5e0000000000000 {
                d.insn.push_path(31);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S27);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        48 => {
            if d.bits & 0x7e0000000000000 == 0x600000000000000 {
                d.insn.push_path(33);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S27);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        49 => {
            if d.bits & 0x7e0000000000000 == 0x620000000000000 {
                d.insn.push_path(35);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S27);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        50 => {
            if d.bits & 0x7e0000000000000 == 0x640000000000000 {
                d.insn.push_path(37);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S27);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        51 => {
            if d.bits & 0x7e0000000000000 == 0x660000000000000 {
                d.insn.push_path(39);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S27);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        52 => {
            if d.bits & 0x7e0000000000000 == 0x680000000000000 {
                d.insn.push_path(41);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S28);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        53 => {
            if d.bits & 0x7e0000000000000 == 0x6a0000000000000 {
                d.insn.push_path(43);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S28);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        54 => {
            if d.bits & 0x7e0000000000000 == 0x6c0000000000000 {
                d.insn.push_path(45);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S28);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        55 => {
            if d.bits & 0x7e0000000000000 == 0x6e0000000000000 {
                d.insn.push_path(47);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S28);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        56 => {
            if d.bits & 0x7e0000000000000 == 0x700000000000000 {
                d.insn.push_path(49);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S28);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        57 => {
            if d.bits & 0x7e0000000000000 == 0x720000000000000 {
                d.insn.push_path(51);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S28);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S29);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        58 => {
            if d.bits & 0x7e0000000000000 == 0x740000000000000 {
                d.insn.push_path(53);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S28);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S30);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        59 => {
            if d.bits & 0x7e0000000000000 == 0x760000000000000 {
                d.insn.push_path(55);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.mem(&S32);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        60 => {
            if d.bits & 0x7e0000000000000 == 0x780000000000000 {
                d.insn.push_path(57);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.mem(&S32);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S29);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        61 => {
            if d.bits & 0x7e0000000000000 == 0x7a0000000000000 {
                d.insn.push_path(59);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.mem(&S32);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S30);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        62 => {
            if d.bits & 0x7e0000000000000 == 0x7c0000000000000 {
                d.insn.push_path(61);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.mem(&S33);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        63 => {
            if d.bits & 0x7e0000000000000 == 0x7e0000000000000 {
                d.insn.push_path(63);
                d.consumed |= 0x7e0000000000000;
                t6(d);
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.mem(&S33);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S29);
                d.insn.push_op(o);
                return 0x7e0000000000000;
            }
        }
        _ => {}
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t94(d: &mut Dec) -> u64 {
    match ((d.bits >> 53) as usize & 1) << 0
        | ((d.bits >> 54) as usize & 1) << 1
        | ((d.bits >> 55) as usize & 1) << 2
        | ((d.bits >> 56) as usize & 1) << 3
        | ((d.bits >> 57) as usize & 1) << 4
        | ((d.bits >> 58) as usize & 1) << 5
    {
        0 => {
            if d.bits & 0xfe0000000000000 == 0x0 {
                d.insn.push_path(0);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0x800000000000000 {
                d.insn.push_path(1);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        1 => {
            if d.bits & 0xfe0000000000000 == 0x20000000000000 {
                d.insn.push_path(4);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0x820000000000000 {
                d.insn.push_path(5);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        2 => {
            if d.bits & 0xfe0000000000000 == 0x40000000000000 {
                d.insn.push_path(8);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0x840000000000000 {
                d.insn.push_path(9);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        3 => {
            if d.bits & 0xfe0000000000000 == 0x60000000000000 {
                d.insn.push_path(12);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0x860000000000000 {
                d.insn.push_path(13);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        4 => {
            if d.bits & 0xfe0000000000000 == 0x80000000000000 {
                d.insn.push_path(16);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0x880000000000000 {
                d.insn.push_path(17);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        5 => {
            if d.bits & 0xfe0000000000000 == 0xa0000000000000 {
                d.insn.push_path(20);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0x8a0000000000000 {
                d.insn.push_path(21);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        6 => {
            if d.bits & 0xfe0000000000000 == 0xc0000000000000 {
                d.insn.push_path(24);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0x8c0000000000000 {
                d.insn.push_path(25);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        7 => {
            if d.bits & 0xfe0000000000000 == 0xe0000000000000 {
                d.insn.push_path(28);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0x8e0000000000000 {
                d.insn.push_path(29);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        8 => {
            if d.bits & 0xfe0000000000000 == 0x100000000000000 {
                d.insn.push_path(32);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0x900000000000000 {
                d.insn.push_path(33);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        9 => {
            if d.bits & 0xfe0000000000000 == 0x120000000000000 {
                d.insn.push_path(36);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0x920000000000000 {
                d.insn.push_path(37);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        10 => {
            if d.bits & 0xfe0000000000000 == 0x140000000000000 {
                d.insn.push_path(40);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0x940000000000000 {
                d.insn.push_path(41);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        11 => {
            if d.bits & 0xfe0000000000000 == 0x160000000000000 {
                d.insn.push_path(44);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0x960000000000000 {
                d.insn.push_path(45);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        12 => {
            if d.bits & 0xfe0000000000000 == 0x180000000000000 {
                d.insn.push_path(48);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0x980000000000000 {
                d.insn.push_path(49);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        13 => {
            if d.bits & 0xfe0000000000000 == 0x1a0000000000000 {
                d.insn.push_path(52);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0x9a0000000000000 {
                d.insn.push_path(53);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        14 => {
            if d.bits & 0xfe0000000000000 == 0x1c0000000000000 {
                d.insn.push_path(56);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0x9c0000000000000 {
                d.insn.push_path(57);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        15 => {
            if d.bits & 0xfe0000000000000 == 0x1e0000000000000 {
                d.insn.push_path(60);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0x9e0000000000000 {
                d.insn.push_path(61);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        16 => {
            if d.bits & 0xfe0000000000000 == 0x200000000000000 {
                d.insn.push_path(64);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xa00000000000000 {
                d.insn.push_path(65);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        17 => {
            if d.bits & 0xfe0000000000000 == 0x220000000000000 {
                d.insn.push_path(68);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xa20000000000000 {
                d.insn.push_path(69);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        18 => {
            if d.bits & 0xfe0000000000000 == 0x240000000000000 {
                d.insn.push_path(72);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xa40000000000000 {
                d.insn.push_path(73);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        19 => {
            if d.bits & 0xfe0000000000000 == 0x260000000000000 {
                d.insn.push_path(76);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xa60000000000000 {
                d.insn.push_path(77);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        20 => {
            if d.bits & 0xfe0000000000000 == 0x280000000000000 {
                d.insn.push_path(80);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S36);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xa80000000000000 {
                d.insn.push_path(81);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S36);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        21 => {
            if d.bits & 0xfe0000000000000 == 0x2a0000000000000 {
                d.insn.push_path(84);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S36);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xaa0000000000000 {
                d.insn.push_path(85);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S36);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        22 => {
            if d.bits & 0xfe0000000000000 == 0x2c0000000000000 {
                d.insn.push_path(88);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S36);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xac0000000000000 {
                d.insn.push_path(89);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S36);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        23 => {
            if d.bits & 0xfe0000000000000 == 0x2e0000000000000 {
                d.insn.push_path(92);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S36);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xae0000000000000 {
                d.insn.push_path(93);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S36);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        24 => {
            if d.bits & 0xfe0000000000000 == 0x300000000000000 {
                d.insn.push_path(96);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S36);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xb00000000000000 {
                d.insn.push_path(97);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S36);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        25 => {
            if d.bits & 0xfe0000000000000 == 0x320000000000000 {
                d.insn.push_path(100);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S36);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S29);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xb20000000000000 {
                d.insn.push_path(101);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S36);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S29);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        26 => {
            if d.bits & 0xfe0000000000000 == 0x340000000000000 {
                d.insn.push_path(104);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S36);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S30);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xb40000000000000 {
                d.insn.push_path(105);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S36);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S30);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        27 => {
            if d.bits & 0xfe0000000000000 == 0x360000000000000 {
                d.insn.push_path(108);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.mem(&S37);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xb60000000000000 {
                d.insn.push_path(109);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.mem(&S37);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        28 => {
            if d.bits & 0xfe0000000000000 == 0x380000000000000 {
                d.insn.push_path(112);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.mem(&S37);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S29);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xb80000000000000 {
                d.insn.push_path(113);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.mem(&S37);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S29);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        29 => {
            if d.bits & 0xfe0000000000000 == 0x3a0000000000000 {
                d.insn.push_path(116);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.mem(&S37);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S30);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xba0000000000000 {
                d.insn.push_path(117);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.mem(&S37);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S30);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        30 => {
            if d.bits & 0xfe0000000000000 == 0x3c0000000000000 {
                d.insn.push_path(120);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.mem(&S38);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xbc0000000000000 {
                d.insn.push_path(121);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.mem(&S38);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        31 => {
            if d.bits & 0xfe0000000000000 == 0x3e0000000000000 {
                d.insn.push_path(124);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.mem(&S38);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S29);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xbe0000000000000 {
                d.insn.push_path(125);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.mem(&S38);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S29);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        32 => {
            if d.bits & 0xfe0000000000000 == 0x400000000000000 {
                d.insn.push_path(2);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xc00000000000000 {
                d.insn.push_path(3);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        33 => {
            if d.bits & 0xfe0000000000000 == 0x420000000000000 {
                d.insn.push_path(6);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xc20000000000000 {
                d.insn.push_path(7);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        34 => {
            if d.bits & 0xfe0000000000000 == 0x440000000000000 {
                d.insn.push_path(10);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xc40000000000000 {
                d.insn.push_path(11);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        35 => {
            if d.bits & 0xfe0000000000000 == 0x460000000000000 {
                d.insn.push_path(14);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xc60000000000000 {
                d.insn.push_path(15);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        36 => {
            if d.bits & 0xfe0000000000000 == 0x480000000000000 {
                d.insn.push_path(18);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xc80000000000000 {
                d.insn.push_path(19);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        37 => {
            if d.bits & 0xfe0000000000000 == 0x4a0000000000000 {
                d.insn.push_path(22);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xca0000000000000 {
                d.insn.push_path(23);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        38 => {
            if d.bits & 0xfe0000000000000 == 0x4c0000000000000 {
                d.insn.push_path(26);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xcc0000000000000 {
                d.insn.push_path(27);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        39 => {
            if d.bits & 0xfe0000000000000 == 0x4e0000000000000 {
                d.insn.push_path(30);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xce0000000000000 {
                d.insn.push_path(31);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        40 => {
            if d.bits & 0xfe0000000000000 == 0x500000000000000 {
                d.insn.push_path(34);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xd00000000000000 {
                d.insn.push_path(35);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        41 => {
            if d.bits & 0xfe0000000000000 == 0x520000000000000 {
                d.insn.push_path(38);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xd20000000000000 {
                d.insn.push_path(39);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S34);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        42 => {
            if d.bits & 0xfe0000000000000 == 0x540000000000000 {
                d.insn.push_path(42);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xd40000000000000 {
                d.insn.push_path(43);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        43 => {
            if d.bits & 0xfe0000000000000 == 0x560000000000000 {
                d.insn.push_path(46);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xd60000000000000 {
                d.insn.push_path(47);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        44 => {
            if d.bits & 0xfe0000000000000 == 0x580000000000000 {
                d.insn.push_path(50);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xd80000000000000 {
                d.insn.push_path(51);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        45 => {
            if d.bits & 0xfe0000000000000 == 0x5a0000000000000 {
                d.insn.push_path(54);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xda0000000000000 {
                d.insn.push_path(55);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        46 => {
            if d.bits & 0xfe0000000000000 == 0x5c0000000000000 {
                d.insn.push_path(58);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xdc0000000000000 {
                d.insn.push_path(59);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        47 => {
            if d.bits & 0xfe0000000000000 == 0x5e0000000000000 {
                d.insn.push_path(62);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xde0000000000000 {
                d.insn.push_path(63);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        48 => {
            if d.bits & 0xfe0000000000000 == 0x600000000000000 {
                d.insn.push_path(66);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xe00000000000000 {
                d.insn.push_path(67);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        49 => {
            if d.bits & 0xfe0000000000000 == 0x620000000000000 {
                d.insn.push_path(70);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xe20000000000000 {
                d.insn.push_path(71);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        50 => {
            if d.bits & 0xfe0000000000000 == 0x640000000000000 {
                d.insn.push_path(74);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xe40000000000000 {
                d.insn.push_path(75);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        51 => {
            if d.bits & 0xfe0000000000000 == 0x660000000000000 {
                d.insn.push_path(78);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xe60000000000000 {
                d.insn.push_path(79);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S35);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        52 => {
            if d.bits & 0xfe0000000000000 == 0x680000000000000 {
                d.insn.push_path(82);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S36);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xe80000000000000 {
                d.insn.push_path(83);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S36);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        53 => {
            if d.bits & 0xfe0000000000000 == 0x6a0000000000000 {
                d.insn.push_path(86);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S36);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xea0000000000000 {
                d.insn.push_path(87);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S36);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S24);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        54 => {
            if d.bits & 0xfe0000000000000 == 0x6c0000000000000 {
                d.insn.push_path(90);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S36);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xec0000000000000 {
                d.insn.push_path(91);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S36);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        55 => {
            if d.bits & 0xfe0000000000000 == 0x6e0000000000000 {
                d.insn.push_path(94);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S36);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xee0000000000000 {
                d.insn.push_path(95);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S36);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S25);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        56 => {
            if d.bits & 0xfe0000000000000 == 0x700000000000000 {
                d.insn.push_path(98);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S36);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xf00000000000000 {
                d.insn.push_path(99);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S36);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        57 => {
            if d.bits & 0xfe0000000000000 == 0x720000000000000 {
                d.insn.push_path(102);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S36);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S29);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xf20000000000000 {
                d.insn.push_path(103);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S36);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S29);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        58 => {
            if d.bits & 0xfe0000000000000 == 0x740000000000000 {
                d.insn.push_path(106);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S36);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S30);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xf40000000000000 {
                d.insn.push_path(107);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S22);
                d.insn.push_op(o);
                let o = d.mem(&S36);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S30);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        59 => {
            if d.bits & 0xfe0000000000000 == 0x760000000000000 {
                d.insn.push_path(110);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.mem(&S37);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xf60000000000000 {
                d.insn.push_path(111);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.mem(&S37);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        60 => {
            if d.bits & 0xfe0000000000000 == 0x780000000000000 {
                d.insn.push_path(114);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.mem(&S37);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S29);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xf80000000000000 {
                d.insn.push_path(115);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.mem(&S37);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S29);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        61 => {
            if d.bits & 0xfe0000000000000 == 0x7a0000000000000 {
                d.insn.push_path(118);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.mem(&S37);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S30);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xfa0000000000000 {
                d.insn.push_path(119);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.mem(&S37);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S30);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        62 => {
            if d.bits & 0xfe0000000000000 == 0x7c0000000000000 {
                d.insn.push_path(122);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.mem(&S38);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xfc0000000000000 {
                d.insn.push_path(123);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.mem(&S38);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S26);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        63 => {
            if d.bits & 0xfe0000000000000 == 0x7e0000000000000 {
                d.insn.push_path(126);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.mem(&S38);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S29);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
            if d.bits & 0xfe0000000000000 == 0xfe0000000000000 {
                d.insn.push_path(127);
                d.consumed |= 0xfe0000000000000;
                t6(d);
                let o = d.reg(&S31);
                d.insn.push_op(o);
                let o = d.mem(&S38);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S29);
                d.insn.push_op(o);
                return 0xfe0000000000000;
            }
        }
        _ => {}
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t95(d: &mut Dec) -> u64 {
    match ((d.bits >> 60) as usize & 1) << 0
        | ((d.bits >> 61) as usize & 1) << 1
        | ((d.bits >> 62) as usize & 1) << 2
        | ((d.bits >> 63) as usize & 1) << 3
        | ((d.bits >> 59) as usize & 1) << 4
        | ((d.bits >> 58) as usize & 1) << 5
    {
        0 => {}
        1 => {
            if d.bits & 0xfc0000000000020f == 0x1000000000000005 {
                d.insn.push_path(10);
                d.consumed |= 0xfc0000000000020f;
                t83(d);
                t6(d);
                let o = d.mem(&S39);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                return 0xfc0000000000020f;
            }
            if d.bits & 0xfc0000000000020f == 0x1000000000000205 {
                d.insn.push_path(12);
                d.consumed |= 0xfc0000000000020f;
                t84(d);
                t6(d);
                let o = d.mem(&S39);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                return 0xfc0000000000020f;
            }
        }
        2 => {}
        3 => {}
        4 => {}
        5 => {
            if d.bits & 0xfc7e00000000030f == 0x507e000000000005 {
                d.insn.push_path(18);
                d.consumed |= 0xfc7e00000000030f;
                t83(d);
                t6(d);
                let o = d.reg(&S40);
                d.insn.push_op(o);
                let o = d.mem(&S41);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                return 0xfc7e00000000030f;
            }
            if d.bits & 0xfc7e0000000003ef == 0x507e000000000205 {
                d.insn.push_path(20);
                d.consumed |= 0xfc7e0000000003ef;
                t84(d);
                t6(d);
                let o = d.reg(&S40);
                d.insn.push_op(o);
                let o = d.mem(&S41);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                return 0xfc7e0000000003ef;
            }
            if d.bits & 0xfc7e0000000003ef == 0x507e000000000105 {
                d.insn.push_path(22);
                d.consumed |= 0xfc7e0000000003ef;
                t88(d);
                t6(d);
                let o = d.reg(&S40);
                d.insn.push_op(o);
                let o = d.mem(&S41);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                return 0xfc7e0000000003ef;
            }
            if d.bits & 0xfc7e0000000003ef == 0x507e000000000305 {
                d.insn.push_path(24);
                d.consumed |= 0xfc7e0000000003ef;
                t88(d);
                t84(d);
                t6(d);
                let o = d.reg(&S40);
                d.insn.push_op(o);
                let o = d.mem(&S41);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                return 0xfc7e0000000003ef;
            }
            if d.bits & 0xfc000000000003ef == 0x5000000000000125 {
                d.insn.push_path(26);
                d.consumed |= 0xfc000000000003ef;
                t89(d);
                t6(d);
                let o = d.reg(&S40);
                d.insn.push_op(o);
                let o = d.mem(&S41);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.reg(&S4);
                d.insn.push_op(o);
                return 0xfc000000000003ef;
            }
            if d.bits & 0xfc000000000003ef == 0x5000000000000325 {
                d.insn.push_path(28);
                d.consumed |= 0xfc000000000003ef;
                t89(d);
                t84(d);
                t6(d);
                let o = d.reg(&S40);
                d.insn.push_op(o);
                let o = d.mem(&S41);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.reg(&S4);
                d.insn.push_op(o);
                return 0xfc000000000003ef;
            }
        }
        6 => {}
        7 => {}
        8 => {
            if d.bits & 0xfc0000000000000f == 0x8000000000000005 {
                d.insn.push_path(0);
                d.consumed |= 0xfc0000000000000f;
                t77(d);
                t78(d);
                t6(d);
                t79(d);
                let o = d.mem(&S39);
                d.insn.push_op(o);
                return 0xfc0000000000000f;
            }
        }
        9 => {
            if d.bits & 0xfc0000000000000f == 0x9000000000000005 {
                d.insn.push_path(4);
                d.consumed |= 0xfc0000000000000f;
                t77(d);
                t81(d);
                t6(d);
                let o = d.mem(&S39);
                d.insn.push_op(o);
                t79(d);
                return 0xfc0000000000000f;
            }
        }
        10 => {
            if d.bits & 0xf80000000000000f == 0xa000000000000005 {
                d.insn.push_path(35);
                d.consumed |= 0xf80000000000000f;
                t77(d);
                t6(d);
                let o = d.reg(&S42);
                d.insn.push_op(o);
                t79(d);
                let o = d.mem(&S39);
                d.insn.push_op(o);
                return 0xf80000000000000f;
            }
        }
        11 => {
            if d.bits & 0xf00000000000000f == 0xb000000000000005 {
                d.insn.push_path(37);
                d.consumed |= 0xf00000000000000f;
                t94(d);
                return 0xf00000000000000f;
            }
        }
        12 => {
            if d.bits & 0xfd0000000000000f == 0xc100000000000005 {
                d.insn.push_path(6);
                d.consumed |= 0xfd0000000000000f;
                t77(d);
                t6(d);
                t79(d);
                let o = d.mem(&S43);
                d.insn.push_op(o);
                return 0xfd0000000000000f;
            }
            if d.bits & 0xfd0000000000000f == 0xc000000000000005 {
                d.insn.push_path(7);
                d.consumed |= 0xfd0000000000000f;
                t82(d);
                t77(d);
                t6(d);
                t79(d);
                let o = d.mem(&S44);
                d.insn.push_op(o);
                return 0xfd0000000000000f;
            }
        }
        13 => {
            if d.bits & 0xfc0000000000000f == 0xd000000000000005 {
                d.insn.push_path(40);
                d.consumed |= 0xfc0000000000000f;
                t91(d);
                t6(d);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S44);
                d.insn.push_op(o);
                return 0xfc0000000000000f;
            }
        }
        14 => {
            if d.bits & 0xfc0000000000006f == 0xe000000000000005 {
                d.insn.push_path(41);
                d.consumed |= 0xfc0000000000006f;
                t6(d);
                return 0xfc0000000000006f;
            }
            if d.bits & 0xfc0000000000006f == 0xe000000000000025 {
                d.insn.push_path(42);
                d.consumed |= 0xfc0000000000006f;
                t6(d);
                return 0xfc0000000000006f;
            }
            if d.bits & 0xfc0000000000006f == 0xe000000000000045 {
                d.insn.push_path(43);
                d.consumed |= 0xfc0000000000006f;
                t6(d);
                return 0xfc0000000000006f;
            }
        }
        15 => {}
        16 => {}
        17 => {
            if d.bits & 0xfc0000000000020f == 0x1800000000000205 {
                d.insn.push_path(14);
                d.consumed |= 0xfc0000000000020f;
                t85(d);
                t86(d);
                t6(d);
                let o = d.mem(&S39);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                return 0xfc0000000000020f;
            }
        }
        18 => {
            if d.bits & 0xfc000000000003ef == 0x2800000000000205 {
                d.insn.push_path(16);
                d.consumed |= 0xfc000000000003ef;
                t87(d);
                t6(d);
                let o = d.mem(&S39);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                return 0xfc000000000003ef;
            }
        }
        19 => {}
        20 => {}
        21 => {
            if d.bits & 0xfc7e00000000030f == 0x587e000000000205 {
                d.insn.push_path(30);
                d.consumed |= 0xfc7e00000000030f;
                t85(d);
                t86(d);
                t6(d);
                let o = d.reg(&S40);
                d.insn.push_op(o);
                let o = d.mem(&S41);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                return 0xfc7e00000000030f;
            }
        }
        22 => {
            if d.bits & 0xfc7e0000000003ef == 0x687e000000000205 {
                d.insn.push_path(32);
                d.consumed |= 0xfc7e0000000003ef;
                t87(d);
                t6(d);
                let o = d.reg(&S40);
                d.insn.push_op(o);
                let o = d.mem(&S41);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                return 0xfc7e0000000003ef;
            }
        }
        23 => {}
        24 => {
            if d.bits & 0xfc0000000000000f == 0x8800000000000005 {
                d.insn.push_path(2);
                d.consumed |= 0xfc0000000000000f;
                t77(d);
                t6(d);
                t79(d);
                let o = d.mem(&S39);
                d.insn.push_op(o);
                return 0xfc0000000000000f;
            }
        }
        25 => {
            if d.bits & 0xf80000000000000f == 0x9800000000000005 {
                d.insn.push_path(34);
                d.consumed |= 0xf80000000000000f;
                t90(d);
                t91(d);
                t92(d);
                t6(d);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S45);
                d.insn.push_op(o);
                return 0xf80000000000000f;
            }
        }
        26 => {
            if d.bits & 0xf80000000000000f == 0xa800000000000005 {
                d.insn.push_path(36);
                d.consumed |= 0xf80000000000000f;
                t93(d);
                return 0xf80000000000000f;
            }
        }
        27 => {
            if d.bits & 0xf00000000000000f == 0xb000000000000005 {
                d.insn.push_path(37);
                d.consumed |= 0xf00000000000000f;
                t94(d);
                return 0xf00000000000000f;
            }
        }
        28 => {
            if d.bits & 0xfd0000000000000f == 0xc900000000000005 {
                d.insn.push_path(8);
                d.consumed |= 0xfd0000000000000f;
                t77(d);
                t6(d);
                let o = d.mem(&S43);
                d.insn.push_op(o);
                t79(d);
                return 0xfd0000000000000f;
            }
            if d.bits & 0xfd0000000000000f == 0xc800000000000005 {
                d.insn.push_path(9);
                d.consumed |= 0xfd0000000000000f;
                t77(d);
                t81(d);
                t6(d);
                let o = d.mem(&S44);
                d.insn.push_op(o);
                t79(d);
                return 0xfd0000000000000f;
            }
        }
        29 => {}
        30 => {
            if d.bits & 0xfc0000000000000f == 0xe800000000000005 {
                d.insn.push_path(44);
                d.consumed |= 0xfc0000000000000f;
                t77(d);
                t6(d);
                let o = d.mem(&S39);
                d.insn.push_op(o);
                t79(d);
                return 0xfc0000000000000f;
            }
        }
        31 => {}
        32 => {}
        33 => {
            if d.bits & 0xfc0000000000020f == 0x1400000000000005 {
                d.insn.push_path(11);
                d.consumed |= 0xfc0000000000020f;
                t80(d);
                t83(d);
                t6(d);
                let o = d.mem(&S39);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                return 0xfc0000000000020f;
            }
            if d.bits & 0xfc0000000000020f == 0x1400000000000205 {
                d.insn.push_path(13);
                d.consumed |= 0xfc0000000000020f;
                t80(d);
                t84(d);
                t6(d);
                let o = d.mem(&S39);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                return 0xfc0000000000020f;
            }
        }
        34 => {}
        35 => {}
        36 => {}
        37 => {
            if d.bits & 0xfc7e00000000030f == 0x547e000000000005 {
                d.insn.push_path(19);
                d.consumed |= 0xfc7e00000000030f;
                t80(d);
                t83(d);
                t6(d);
                let o = d.reg(&S40);
                d.insn.push_op(o);
                let o = d.mem(&S41);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                return 0xfc7e00000000030f;
            }
            if d.bits & 0xfc7e0000000003ef == 0x547e000000000205 {
                d.insn.push_path(21);
                d.consumed |= 0xfc7e0000000003ef;
                t80(d);
                t84(d);
                t6(d);
                let o = d.reg(&S40);
                d.insn.push_op(o);
                let o = d.mem(&S41);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                return 0xfc7e0000000003ef;
            }
            if d.bits & 0xfc7e0000000003ef == 0x547e000000000105 {
                d.insn.push_path(23);
                d.consumed |= 0xfc7e0000000003ef;
                t80(d);
                t88(d);
                t6(d);
                let o = d.reg(&S40);
                d.insn.push_op(o);
                let o = d.mem(&S41);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                return 0xfc7e0000000003ef;
            }
            if d.bits & 0xfc7e0000000003ef == 0x547e000000000305 {
                d.insn.push_path(25);
                d.consumed |= 0xfc7e0000000003ef;
                t80(d);
                t88(d);
                t84(d);
                t6(d);
                let o = d.reg(&S40);
                d.insn.push_op(o);
                let o = d.mem(&S41);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                return 0xfc7e0000000003ef;
            }
            if d.bits & 0xfc000000000003ef == 0x5400000000000125 {
                d.insn.push_path(27);
                d.consumed |= 0xfc000000000003ef;
                t80(d);
                t89(d);
                t6(d);
                let o = d.reg(&S40);
                d.insn.push_op(o);
                let o = d.mem(&S41);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.reg(&S4);
                d.insn.push_op(o);
                return 0xfc000000000003ef;
            }
            if d.bits & 0xfc000000000003ef == 0x5400000000000325 {
                d.insn.push_path(29);
                d.consumed |= 0xfc000000000003ef;
                t80(d);
                t89(d);
                t84(d);
                t6(d);
                let o = d.reg(&S40);
                d.insn.push_op(o);
                let o = d.mem(&S41);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.reg(&S4);
                d.insn.push_op(o);
                return 0xfc000000000003ef;
            }
        }
        38 => {}
        39 => {}
        40 => {
            if d.bits & 0xfc0000000000000f == 0x8400000000000005 {
                d.insn.push_path(1);
                d.consumed |= 0xfc0000000000000f;
                t80(d);
                t77(d);
                t78(d);
                t6(d);
                t79(d);
                let o = d.mem(&S39);
                d.insn.push_op(o);
                return 0xfc0000000000000f;
            }
        }
        41 => {
            if d.bits & 0xfc0000000000000f == 0x9400000000000005 {
                d.insn.push_path(5);
                d.consumed |= 0xfc0000000000000f;
                t80(d);
                t77(d);
                t81(d);
                t6(d);
                let o = d.mem(&S39);
                d.insn.push_op(o);
                t79(d);
                return 0xfc0000000000000f;
            }
        }
        42 => {
            if d.bits & 0xf80000000000000f == 0xa000000000000005 {
                d.insn.push_path(35);
                d.consumed |= 0xf80000000000000f;
                t77(d);
                t6(d);
                let o = d.reg(&S42);
                d.insn.push_op(o);
                t79(d);
                let o = d.mem(&S39);
                d.insn.push_op(o);
                return 0xf80000000000000f;
            }
        }
        43 => {
            if d.bits & 0xf00000000000000f == 0xb000000000000005 {
                d.insn.push_path(37);
                d.consumed |= 0xf00000000000000f;
                t94(d);
                return 0xf00000000000000f;
            }
        }
        44 => {
            if d.bits & 0xfc0000000000000f == 0xc400000000000005 {
                d.insn.push_path(38);
                d.consumed |= 0xfc0000000000000f;
                t77(d);
                t6(d);
                let o = d.reg(&S46);
                d.insn.push_op(o);
                t79(d);
                let o = d.mem(&S43);
                d.insn.push_op(o);
                return 0xfc0000000000000f;
            }
        }
        45 => {}
        46 => {}
        47 => {}
        48 => {}
        49 => {
            if d.bits & 0xfc0000000000020f == 0x1c00000000000205 {
                d.insn.push_path(15);
                d.consumed |= 0xfc0000000000020f;
                t80(d);
                t85(d);
                t86(d);
                t6(d);
                let o = d.mem(&S39);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                return 0xfc0000000000020f;
            }
        }
        50 => {
            if d.bits & 0xfc000000000003ef == 0x2c00000000000205 {
                d.insn.push_path(17);
                d.consumed |= 0xfc000000000003ef;
                t80(d);
                t87(d);
                t6(d);
                let o = d.mem(&S39);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                return 0xfc000000000003ef;
            }
        }
        51 => {}
        52 => {}
        53 => {
            if d.bits & 0xfc7e00000000030f == 0x5c7e000000000205 {
                d.insn.push_path(31);
                d.consumed |= 0xfc7e00000000030f;
                t80(d);
                t85(d);
                t86(d);
                t6(d);
                let o = d.reg(&S40);
                d.insn.push_op(o);
                let o = d.mem(&S41);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                return 0xfc7e00000000030f;
            }
        }
        54 => {
            if d.bits & 0xfc7e0000000003ef == 0x6c7e000000000205 {
                d.insn.push_path(33);
                d.consumed |= 0xfc7e0000000003ef;
                t80(d);
                t87(d);
                t6(d);
                let o = d.reg(&S40);
                d.insn.push_op(o);
                let o = d.mem(&S41);
                d.insn.push_op(o);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                return 0xfc7e0000000003ef;
            }
        }
        55 => {}
        56 => {
            if d.bits & 0xfc0000000000000f == 0x8c00000000000005 {
                d.insn.push_path(3);
                d.consumed |= 0xfc0000000000000f;
                t80(d);
                t77(d);
                t6(d);
                t79(d);
                let o = d.mem(&S39);
                d.insn.push_op(o);
                return 0xfc0000000000000f;
            }
        }
        57 => {
            if d.bits & 0xf80000000000000f == 0x9800000000000005 {
                d.insn.push_path(34);
                d.consumed |= 0xf80000000000000f;
                t90(d);
                t91(d);
                t92(d);
                t6(d);
                let o = d.reg(&S6);
                d.insn.push_op(o);
                let o = d.mem(&S45);
                d.insn.push_op(o);
                return 0xf80000000000000f;
            }
        }
        58 => {
            if d.bits & 0xf80000000000000f == 0xa800000000000005 {
                d.insn.push_path(36);
                d.consumed |= 0xf80000000000000f;
                t93(d);
                return 0xf80000000000000f;
            }
        }
        59 => {
            if d.bits & 0xf00000000000000f == 0xb000000000000005 {
                d.insn.push_path(37);
                d.consumed |= 0xf00000000000000f;
                t94(d);
                return 0xf00000000000000f;
            }
        }
        60 => {
            if d.bits & 0xfc0000000000000f == 0xcc00000000000005 {
                d.insn.push_path(39);
                d.consumed |= 0xfc0000000000000f;
                t77(d);
                t6(d);
                let o = d.mem(&S43);
                d.insn.push_op(o);
                t79(d);
                return 0xfc0000000000000f;
            }
        }
        61 => {}
        62 => {}
        63 => {}
        _ => {}
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t96(d: &mut Dec) -> u64 {
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
    d.insn.push_path(NO_MATCH);
    0
}
fn t97(d: &mut Dec) -> u64 {
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
    if d.bits & 0x60 == 0x60 {
        d.insn.push_path(3);
        d.consumed |= 0x60;
        return 0x60;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t98(d: &mut Dec) -> u64 {
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
fn t99(d: &mut Dec) -> u64 {
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
fn t100(d: &mut Dec) -> u64 {
    if d.bits & 0x200000000000000 == 0x200000000000000 {
        d.insn.push_path(0);
        d.consumed |= 0x200000000000000;
        let o = d.reg(&S1);
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
fn t101(d: &mut Dec) -> u64 {
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
fn t102(d: &mut Dec) -> u64 {
    if d.bits & 0xfc0000000000000f == 0x6 {
        d.insn.push_path(0);
        d.consumed |= 0xfc0000000000000f;
        t6(d);
        let o = d.reg(&S6);
        d.insn.push_op(o);
        let o = d.mem(&S47);
        d.insn.push_op(o);
        return 0xfc0000000000000f;
    }
    if d.bits & 0xfc0000000000000f == 0x1000000000000006 {
        d.insn.push_path(1);
        d.consumed |= 0xfc0000000000000f;
        t96(d);
        t6(d);
        let o = d.reg(&S6);
        d.insn.push_op(o);
        let o = d.reg(&S48);
        d.insn.push_op(o);
        let o = d.mem(&S49);
        d.insn.push_op(o);
        return 0xfc0000000000000f;
    }
    if d.bits & 0xfc0000000000000f == 0x1c00000000000006 {
        d.insn.push_path(2);
        d.consumed |= 0xfc0000000000000f;
        t97(d);
        t6(d);
        let o = d.reg(&S6);
        d.insn.push_op(o);
        let o = d.reg(&S7);
        d.insn.push_op(o);
        t12(d);
        return 0xfc0000000000000f;
    }
    if d.bits & 0xfc0000000000000f == 0x1400000000000006 {
        d.insn.push_path(3);
        d.consumed |= 0xfc0000000000000f;
        t77(d);
        t6(d);
        t79(d);
        let o = d.mem(&S50);
        d.insn.push_op(o);
        return 0xfc0000000000000f;
    }
    if d.bits & 0xfc0000000000000f == 0x9000000000000006 {
        d.insn.push_path(4);
        d.consumed |= 0xfc0000000000000f;
        t98(d);
        t99(d);
        t6(d);
        let o = d.reg(&S6);
        d.insn.push_op(o);
        let o = d.reg(&S7);
        d.insn.push_op(o);
        t100(d);
        let o = d.imm(&S51);
        d.insn.push_op(o);
        t101(d);
        let o = d.imm(&S52);
        d.insn.push_op(o);
        return 0xfc0000000000000f;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t103(d: &mut Dec) -> u64 {
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
fn t104(d: &mut Dec) -> u64 {
    if d.bits & 0xfc000000000003ef == 0x40000000000001e7 {
        d.insn.push_path(0);
        d.consumed |= 0xfc000000000003ef;
        t103(d);
        let o = d.target(&S53);
        d.insn.push_op(o);
        return 0xfc000000000003ef;
    }
    if d.bits & 0xfc000000000003ef == 0x80000000000001e7 {
        d.insn.push_path(1);
        d.consumed |= 0xfc000000000003ef;
        return 0xfc000000000003ef;
    }
    if d.bits & 0xfc000000000003ef == 0xa8000000000001e7 {
        d.insn.push_path(2);
        d.consumed |= 0xfc000000000003ef;
        return 0xfc000000000003ef;
    }
    if d.bits & 0xfc000000000003ef == 0x90000000000001e7 {
        d.insn.push_path(3);
        d.consumed |= 0xfc000000000003ef;
        return 0xfc000000000003ef;
    }
    if d.bits & 0xfc000000000043ef == 0x48000000000041e7 {
        d.insn.push_path(4);
        d.consumed |= 0xfc000000000043ef;
        let o = d.mem(&S50);
        d.insn.push_op(o);
        return 0xfc000000000043ef;
    }
    d.insn.push_path(NO_MATCH);
    0
}
fn t105(d: &mut Dec) -> u64 {
    if d.bits & 0xfc00000000003fef == 0x6000000000000007 {
        d.insn.push_path(0);
        d.consumed |= 0xfc00000000003fef;
        let o = d.target(&S53);
        d.insn.push_op(o);
        return 0xfc00000000003fef;
    }
    if d.bits & 0xfc00000000003fef == 0x6800000000000007 {
        d.insn.push_path(1);
        d.consumed |= 0xfc00000000003fef;
        let o = d.target(&S53);
        d.insn.push_op(o);
        return 0xfc00000000003fef;
    }
    if d.bits & 0xfc00000000003fef == 0xd000000000000007 {
        d.insn.push_path(2);
        d.consumed |= 0xfc00000000003fef;
        t0(d);
        let o = d.imm(&S3);
        d.insn.push_op(o);
        return 0xfc00000000003fef;
    }
    if d.bits & 0xfc00000000003fef == 0x7800000000000007 {
        d.insn.push_path(3);
        d.consumed |= 0xfc00000000003fef;
        let o = d.target(&S53);
        d.insn.push_op(o);
        return 0xfc00000000003fef;
    }
    if d.bits & 0xfc00000000013fef == 0x5000000000010007 {
        d.insn.push_path(4);
        d.consumed |= 0xfc00000000013fef;
        let o = d.target(&S53);
        d.insn.push_op(o);
        return 0xfc00000000013fef;
    }
    if d.bits & 0x8 == 0x0 {
        d.insn.push_path(5);
        d.consumed |= 0x8;
        t2(d);
        let i = BitField::new(0, 3).get(d.bits);
        d.insn.push_path(i as u8);
        match i {
            0 => {
                t22(d);
            }
            1 => {
                t24(d);
            }
            2 => {
                t31(d);
            }
            3 => {
                t42(d);
            }
            4 => {
                t76(d);
            }
            5 => {
                t95(d);
            }
            6 => {
                t102(d);
            }
            7 => {
                t104(d);
            }
            _ => {}
        }
        return 0x8;
    }
    {
        d.insn.push_path(6);
        d.consumed |= 0x0;
        return 0x0;
    }
}
fn x0(d: &mut Dis) {
    let e = &E0[L0[((d.bits >> 14) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x1(d: &mut Dis) {
    let e = &E1[L1[((d.bits >> 13) & 0x1) as usize] as usize];
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
fn x2(d: &mut Dis) {
    let e = &E2[L2[((d.bits >> 10) & 0xf) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
        }
        _ => {
            d.prefix("@", 0x44000000738c);
            x1(d);
            d.reg(&S0);
        }
    }
}
fn x3(d: &mut Dis) {
    let e = &E3[L3[((d.bits >> 5) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x4(d: &mut Dis) {
    let e = &E4[L4[((d.bits >> 55) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x5(d: &mut Dis) {
    let e = &E5[L5[((d.bits >> 49) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x6(d: &mut Dis) {
    let e = &E6[L6[((d.bits >> 4) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x7(d: &mut Dis) {
    let e = &E7[L7[((d.bits >> 9) & 0x1) as usize] as usize];
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
fn x8(d: &mut Dis) {
    let e = &E8[L8[((d.bits >> 7) & 0x1) as usize] as usize];
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
fn x9(d: &mut Dis) {
    let e = &E9[L9[((d.bits >> 7) & 0x1) as usize] as usize];
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
fn x10(d: &mut Dis) {
    let e = &E10[L10[((d.bits >> 8) & 0x1) as usize] as usize];
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
fn x11(d: &mut Dis) {
    let e = &E11[L11[((d.bits >> 6) & 0x1) as usize] as usize];
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
fn x12(d: &mut Dis) {
    let e = &E12[L12[((d.bits >> 46) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.reg(&S1);
        }
        1 => {
            d.mem(&S2);
        }
        2 => {
            d.imm(&S3);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x13(d: &mut Dis) {
    let e = &E13[L13[((d.bits >> 6) & 0x1) as usize] as usize];
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
fn x14(d: &mut Dis) {
    let e = &E14[L14[((d.bits >> 46) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.reg(&S1);
            x10(d);
            d.reg(&S4);
        }
        1 => {
            d.mem(&S2);
            x10(d);
            d.reg(&S4);
        }
        2 => {
            d.reg(&S4);
            x10(d);
            d.mem(&S2);
        }
        3 => {
            d.imm(&S3);
            x10(d);
            d.reg(&S4);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x15(d: &mut Dis) {
    let e = &E15[L15[((d.bits >> 55) & 0xf) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x16(d: &mut Dis) {
    let e = &E16[L16[((d.bits >> 59) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x17(d: &mut Dis) {
    let e = &E17[L17[((d.bits >> 53) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x18(d: &mut Dis) {
    let e = &E18[L18[((d.bits >> 52) & 0x1) as usize] as usize];
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
fn x19(d: &mut Dis) {
    {
        d.consumed |= 0x0;
        x18(d);
        d.reg(&S5);
        return;
    }
}
fn x20(d: &mut Dis) {
    let e = &E20[L20[((d.bits >> 48) & 0x1) as usize] as usize];
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
fn x21(d: &mut Dis) {
    let e = &E21[L21[((d.bits >> 26) & 0xf) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x22(d: &mut Dis) {
    if d.bits & 0xfc0000000000000f == 0x5000000000000000 {
        d.consumed |= 0xfc0000000000000f;
        d.word16(const { pad16("FADD") }, 4, 0x72744127796f1e75);
        x3(d);
        x4(d);
        x5(d);
        x6(d);
        d.reg(&S6);
        x7(d);
        x8(d);
        d.reg(&S7);
        x9(d);
        x10(d);
        x11(d);
        x12(d);
        x13(d);
        return;
    }
    if d.bits & 0xfc0000000000000f == 0x5800000000000000 {
        d.consumed |= 0xfc0000000000000f;
        d.word16(const { pad16("FMUL") }, 4, 0x934887278b836d00);
        x3(d);
        x4(d);
        x5(d);
        x6(d);
        d.reg(&S6);
        d.reg(&S7);
        x10(d);
        x12(d);
        return;
    }
    if d.bits & 0xfc0000000000000f == 0x3000000000000000 {
        d.consumed |= 0xfc0000000000000f;
        d.word16(const { pad16("FFMA") }, 4, 0x360c252757490e82);
        x3(d);
        x4(d);
        x6(d);
        d.reg(&S6);
        d.reg(&S7);
        x7(d);
        x14(d);
        return;
    }
    if d.bits & 0xf00000000000000f == 0x2000000000000000 {
        d.consumed |= 0xf00000000000000f;
        d.word16(const { pad16("FSETP") }, 5, 0x4ca5b8859593e8ca);
        x15(d);
        x16(d);
        x17(d);
        x6(d);
        d.reg(&S8);
        d.reg(&S9);
        x7(d);
        x8(d);
        d.reg(&S7);
        x9(d);
        x10(d);
        x11(d);
        x12(d);
        x13(d);
        x19(d);
        return;
    }
    if d.bits & 0xfc0000000000000f == 0x800000000000000 {
        d.consumed |= 0xfc0000000000000f;
        d.word16(const { pad16("FMNMX") }, 5, 0xb33a9332963959e8);
        x3(d);
        x6(d);
        d.reg(&S6);
        x20(d);
        x7(d);
        x8(d);
        d.reg(&S7);
        x9(d);
        x10(d);
        x11(d);
        x12(d);
        x13(d);
        x19(d);
        return;
    }
    if d.bits & 0xfc0000000000000f == 0xc800000000000000 {
        d.consumed |= 0xfc0000000000000f;
        d.word16(const { pad16("MUFU") }, 4, 0x6e4e68622d4933d3);
        x21(d);
        x6(d);
        d.reg(&S6);
        d.reg(&S7);
        return;
    }
    d.unknown();
}
fn x23(d: &mut Dis) {
    let e = &E23[L23[((d.bits >> 46) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.reg(&S10);
        }
        1 => {
            d.mem(&S2);
        }
        2 => {
            d.imm(&S3);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x24(d: &mut Dis) {
    if d.bits & 0xfc0000000000000f == 0x4800000000000001 {
        d.consumed |= 0xfc0000000000000f;
        d.word16(const { pad16("DADD") }, 4, 0xdddd1114591c3503);
        x4(d);
        x6(d);
        d.reg(&S11);
        x7(d);
        x8(d);
        d.reg(&S12);
        x9(d);
        x10(d);
        x11(d);
        x23(d);
        x13(d);
        return;
    }
    if d.bits & 0xfc0000000000000f == 0x5000000000000001 {
        d.consumed |= 0xfc0000000000000f;
        d.word16(const { pad16("DMUL") }, 4, 0x4579e71493b4039e);
        x4(d);
        x6(d);
        d.reg(&S11);
        d.reg(&S12);
        x7(d);
        x23(d);
        return;
    }
    if d.bits & 0xfc0000000000000f == 0x800000000000001 {
        d.consumed |= 0xfc0000000000000f;
        d.word16(const { pad16("DMNMX") }, 5, 0x894314f76ba09fee);
        x6(d);
        d.reg(&S11);
        x20(d);
        x7(d);
        x8(d);
        d.reg(&S12);
        x9(d);
        x10(d);
        x11(d);
        x23(d);
        x13(d);
        x19(d);
        return;
    }
    if d.bits & 0xfc0000000000000f == 0x2000000000000001 {
        d.consumed |= 0xfc0000000000000f;
        d.word16(const { pad16("DFMA") }, 4, 0x94a911471bd5664);
        x4(d);
        x6(d);
        d.reg(&S11);
        d.reg(&S12);
        x7(d);
        x23(d);
        x10(d);
        d.reg(&S13);
        return;
    }
    if d.bits & 0xf80000000000000f == 0x1800000000000001 {
        d.consumed |= 0xf80000000000000f;
        d.word16(const { pad16("DSETP") }, 5, 0xfb95b627008af1c0);
        x15(d);
        x17(d);
        x6(d);
        d.reg(&S8);
        d.reg(&S9);
        x7(d);
        x8(d);
        d.reg(&S12);
        x9(d);
        x10(d);
        x11(d);
        x23(d);
        x13(d);
        x19(d);
        return;
    }
    d.unknown();
}
fn x25(d: &mut Dis) {
    let e = &E25[L25[((d.bits >> 6) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x26(d: &mut Dis) {
    {
        d.consumed |= 0x0;
        return;
    }
}
fn x27(d: &mut Dis) {
    let e = &E27[L27[(((d.bits >> 5) & 0x1) | ((d.bits >> 6) & 0x2)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
        }
        _ => {
            x26(d);
        }
    }
}
fn x28(d: &mut Dis) {
    let e = &E28[L28[((d.bits >> 6) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x29(d: &mut Dis) {
    let e = &E29[L29[((d.bits >> 6) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x30(d: &mut Dis) {
    let e = &E30[L30[((d.bits >> 9) & 0x1) as usize] as usize];
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
fn x31(d: &mut Dis) {
    if d.bits & 0xfc0000000000000f == 0x800000000000002 {
        d.consumed |= 0xfc0000000000000f;
        d.word16(const { pad16("IADD32I") }, 7, 0x49ba1bed6660d51e);
        x25(d);
        x6(d);
        d.reg(&S6);
        d.reg(&S7);
        d.imm(&S14);
        return;
    }
    if d.bits & 0xfc000000000001ef == 0x18000000000001e2 {
        d.consumed |= 0xfc000000000001ef;
        d.word16(const { pad16("MOV32I") }, 6, 0xe58ef185b21ceff2);
        x6(d);
        d.reg(&S6);
        d.imm(&S14);
        return;
    }
    if d.bits & 0xfc0000000000000f == 0x1400000000000002 {
        d.consumed |= 0xfc0000000000000f;
        d.word16(const { pad16("IMUL32I") }, 7, 0x896a92b972910e69);
        x27(d);
        x28(d);
        x6(d);
        d.reg(&S6);
        d.reg(&S7);
        d.imm(&S14);
        return;
    }
    if d.bits & 0xfc0000000000000f == 0x3800000000000002 {
        d.consumed |= 0xfc0000000000000f;
        d.word16(const { pad16("LOP32I") }, 6, 0x16f1f6184a896bd1);
        x29(d);
        x6(d);
        d.reg(&S6);
        x30(d);
        d.reg(&S7);
        d.imm(&S14);
        return;
    }
    d.unknown();
}
fn x32(d: &mut Dis) {
    let e = &E32[L32[((d.bits >> 56) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x33(d: &mut Dis) {
    let e = &E33[L33[((d.bits >> 56) & 0x1) as usize] as usize];
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
fn x34(d: &mut Dis) {
    let e = &E34[L34[((d.bits >> 55) & 0x1) as usize] as usize];
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
fn x35(d: &mut Dis) {
    let e = &E35[L35[((d.bits >> 55) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x36(d: &mut Dis) {
    let e = &E36[L36[d.ctx][((d.bits >> 9) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x37(d: &mut Dis) {
    let e = &E37[L37[((d.bits >> 5) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x38(d: &mut Dis) {
    let e = &E38[L38[((d.bits >> 46) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.reg(&S1);
            d.reg(&S4);
        }
        1 => {
            d.mem(&S2);
            d.reg(&S4);
        }
        2 => {
            d.reg(&S4);
            d.mem(&S2);
        }
        3 => {
            d.imm(&S3);
            d.reg(&S4);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x39(d: &mut Dis) {
    let e = &E39[L39[((d.bits >> 8) & 0x1) as usize] as usize];
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
fn x40(d: &mut Dis) {
    let e = &E40[L40[((d.bits >> 55) & 0x7) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x41(d: &mut Dis) {
    let e = &E41[L41[((d.bits >> 6) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x42(d: &mut Dis) {
    match ((d.bits >> 59) as usize & 1) << 0
        | ((d.bits >> 60) as usize & 1) << 1
        | ((d.bits >> 61) as usize & 1) << 2
        | ((d.bits >> 62) as usize & 1) << 3
    {
        0 => {}
        1 => {
            if d.bits & 0xfc0000000000000f == 0x800000000000003 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("IMNMX") }, 5, 0x63ff41cc1c43811d);
                x37(d);
                x6(d);
                d.reg(&S6);
                x20(d);
                d.reg(&S7);
                x12(d);
                x19(d);
                return;
            }
        }
        2 => {
            if d.bits & 0xfc0000000000000f == 0x1000000000000003 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("ISET") }, 4, 0x4e8eff80563067ad);
                x40(d);
                x37(d);
                x25(d);
                x17(d);
                x6(d);
                d.reg(&S6);
                x20(d);
                d.reg(&S7);
                x12(d);
                x19(d);
                return;
            }
        }
        3 => {
            if d.bits & 0xfc0000000000000f == 0x1800000000000003 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("ISETP") }, 5, 0xad6424127440b2e7);
                x40(d);
                x37(d);
                x25(d);
                x17(d);
                x6(d);
                d.reg(&S8);
                d.reg(&S9);
                d.reg(&S7);
                x12(d);
                x19(d);
                return;
            }
        }
        4 => {
            if d.bits & 0xfc0000000000000f == 0x2000000000000003 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("IMAD") }, 4, 0xee09180c39e1c3b);
                x27(d);
                x28(d);
                x35(d);
                x32(d);
                x6(d);
                d.reg(&S6);
                x20(d);
                x7(d);
                d.reg(&S7);
                x14(d);
                return;
            }
        }
        5 => {
            if d.bits & 0xfc0000000000000f == 0x2800000000000003 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("BFI") }, 3, 0x5d84a70156bc262f);
                x6(d);
                d.reg(&S6);
                x20(d);
                d.reg(&S7);
                x38(d);
                return;
            }
        }
        6 => {
            if d.bits & 0xfc0000000000000f == 0x3000000000000003 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("ICMP") }, 4, 0xd90b7b80a4993249);
                x40(d);
                x37(d);
                x6(d);
                d.reg(&S6);
                d.reg(&S7);
                x38(d);
                return;
            }
        }
        7 => {}
        8 => {
            if d.bits & 0xfc0000000000000f == 0x4000000000000003 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("ISCADD") }, 6, 0xe9de6f8d267fa5bc);
                x6(d);
                d.reg(&S6);
                x20(d);
                x33(d);
                d.reg(&S7);
                x34(d);
                x12(d);
                d.imm(&S15);
                return;
            }
        }
        9 => {
            if d.bits & 0xfc0000000000030f == 0x4800000000000103 && d.feats & 0x2 == 0x2 {
                d.consumed |= 0xfc0000000000030f;
                d.word16(const { pad16("ISUB") }, 4, 0x4ec54980565e74db);
                x32(d);
                x25(d);
                x6(d);
                d.reg(&S6);
                x20(d);
                d.reg(&S7);
                x26(d);
                x12(d);
                return;
            }
            if d.bits & 0xfc0000000000000f == 0x4800000000000003 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("IADD") }, 4, 0xea91df80ae954422);
                x32(d);
                x25(d);
                x6(d);
                d.reg(&S6);
                x20(d);
                x7(d);
                d.reg(&S7);
                x10(d);
                x12(d);
                return;
            }
        }
        10 => {
            if d.bits & 0xfc0000000000000f == 0x5000000000000003 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("IMUL") }, 4, 0xf096980c3c0dd57);
                x27(d);
                x28(d);
                x6(d);
                d.reg(&S6);
                x20(d);
                d.reg(&S7);
                x12(d);
                return;
            }
        }
        11 => {
            if d.bits & 0xfc0000000000000f == 0x5800000000000003 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("SHR") }, 3, 0xf0da4b01aa35862f);
                x37(d);
                x36(d);
                x6(d);
                d.reg(&S6);
                x20(d);
                d.reg(&S7);
                x12(d);
                return;
            }
        }
        12 => {
            if d.bits & 0xfc0000000000000f == 0x6000000000000003 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("SHL") }, 3, 0xf0da4101aa357531);
                x36(d);
                x6(d);
                d.reg(&S6);
                x20(d);
                d.reg(&S7);
                x12(d);
                return;
            }
        }
        13 => {
            if d.bits & 0xfc0000000000000f == 0x6800000000000003 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("LOP") }, 3, 0x6ecde2016084443f);
                x29(d);
                x6(d);
                d.reg(&S6);
                x20(d);
                x30(d);
                d.reg(&S7);
                x39(d);
                x12(d);
                return;
            }
        }
        14 => {
            if d.bits & 0xfc0000000000000f == 0x7000000000000003 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("BFE") }, 3, 0x5d84ab0156bc2cfb);
                x37(d);
                x6(d);
                d.reg(&S6);
                x20(d);
                d.reg(&S7);
                x12(d);
                return;
            }
        }
        15 => {
            if d.bits & 0xfc0000000000000f == 0x7800000000000003 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("FLO") }, 3, 0x3c990101449455a3);
                x37(d);
                x41(d);
                x6(d);
                d.reg(&S6);
                x39(d);
                x12(d);
                return;
            }
        }
        _ => {}
    }
    d.unknown();
}
fn x43(d: &mut Dis) {
    let e = &E43[L43[((d.bits >> 5) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x44(d: &mut Dis) {
    let e = &E44[L44[((d.bits >> 23) & 0x1) as usize] as usize];
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
fn x45(d: &mut Dis) {
    {
        d.consumed |= 0x0;
        x44(d);
        d.reg(&S16);
        return;
    }
}
fn x46(d: &mut Dis) {
    if d.bits & 0x3e0 == 0x1e0 {
        d.consumed |= 0x3e0;
        d.reg(&S17);
        d.suffix(".T", 0x8e68000078b5fe);
        return;
    }
    d.unknown();
}
fn x47(d: &mut Dis) {
    let e = &E47[L47[((d.bits >> 30) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x48(d: &mut Dis) {
    let e = &E48[L48[((d.bits >> 29) & 0x1) as usize] as usize];
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
fn x49(d: &mut Dis) {
    {
        d.consumed |= 0x0;
        x48(d);
        d.reg(&S18);
        return;
    }
}
fn x50(d: &mut Dis) {
    let e = &E50[L50[((d.bits >> 55) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x51(d: &mut Dis) {
    let e = &E51[L51[((d.bits >> 20) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x52(d: &mut Dis) {
    let e = &E52[L52[((d.bits >> 23) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x53(d: &mut Dis) {
    let e = &E53[L53[((d.bits >> 49) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x54(d: &mut Dis) {
    let e = &E54[L54[((d.bits >> 49) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x55(d: &mut Dis) {
    let e = &E55[L55
        [(((d.bits >> 7) & 0x1) | ((d.bits >> 19) & 0x6) | ((d.bits >> 20) & 0x18) | ((d.bits >> 44) & 0x60)) as usize]
        as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
        }
        1 => {
            x51(d);
            x52(d);
            d.words(&e.words[0]);
        }
        2 => {
            x51(d);
            x52(d);
            x53(d);
        }
        _ => {
            x51(d);
            x52(d);
            x54(d);
        }
    }
}
fn x56(d: &mut Dis) {
    {
        d.consumed |= 0x0;
        x10(d);
        x11(d);
        return;
    }
}
fn x57(d: &mut Dis) {
    let e = &E57[L57[(((d.bits >> 7) & 0x1) | ((d.bits >> 19) & 0xe)) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x58(d: &mut Dis) {
    let e = &E58[L58[((d.bits >> 49) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x59(d: &mut Dis) {
    let e = &E59[L59[(((d.bits >> 9) & 0x1) | ((d.bits >> 22) & 0xe)) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x60(d: &mut Dis) {
    let e = &E60[L60[((d.bits >> 42) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x61(d: &mut Dis) {
    let e = &E61[L61[(((d.bits >> 6) & 0x1) | ((d.bits >> 43) & 0xe)) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x62(d: &mut Dis) {
    let e = &E62[L62[(((d.bits >> 5) & 0x1) | ((d.bits >> 31) & 0xe)) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x63(d: &mut Dis) {
    let e = &E63[L63[(((d.bits >> 5) & 0x1) | ((d.bits >> 46) & 0x2)) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            x62(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x64(d: &mut Dis) {
    if d.bits & 0xf00700000060 == 0xe00600000060 {
        d.consumed |= 0xf00700000060;
        return;
    }
    {
        d.consumed |= 0x0;
        x61(d);
        x63(d);
        return;
    }
}
fn x65(d: &mut Dis) {
    let e = &E65[L65[((d.bits >> 9) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x66(d: &mut Dis) {
    let e = &E66[L66[((d.bits >> 55) & 0x7) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
            x6(d);
            d.reg(&S6);
            x20(d);
        }
        1 => {
            x6(d);
            d.reg(&S6);
            x20(d);
        }
        2 => {
            x6(d);
            d.reg(&S6);
            d.suffix(".H1", 0x6ad96f00cd3fcb09);
            x20(d);
        }
        3 => {
            x6(d);
            d.reg(&S6);
            d.suffix(".H0", 0x6ad96e00cd3fc956);
            x20(d);
        }
        4 => {
            x6(d);
            d.reg(&S6);
            d.suffix(".B0", 0x6aedf200cd5152ac);
            x20(d);
        }
        5 => {
            x6(d);
            d.reg(&S6);
            d.suffix(".B2", 0x6aedf400cd515612);
            x20(d);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x67(d: &mut Dis) {
    let e = &E67[L67[((d.bits >> 44) & 0x7) as usize] as usize];
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
fn x68(d: &mut Dis) {
    {
        d.consumed |= 0x0;
        d.reg(&S7);
        x67(d);
        return;
    }
}
fn x69(d: &mut Dis) {
    let e = &E69[L69[((d.bits >> 7) & 0x1) as usize] as usize];
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
fn x70(d: &mut Dis) {
    let e = &E70[L70[((d.bits >> 32) & 0x7) as usize] as usize];
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
fn x71(d: &mut Dis) {
    let e = &E71[L71[((d.bits >> 47) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.reg(&S1);
            x70(d);
        }
        1 => {
            d.imm(&S19);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x72(d: &mut Dis) {
    {
        d.consumed |= 0x0;
        x10(d);
        x68(d);
        x69(d);
        x71(d);
        d.reg(&S4);
        return;
    }
}
fn x73(d: &mut Dis) {
    let e = &E73[L73[((d.bits >> 7) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x74(d: &mut Dis) {
    {
        d.consumed |= 0x0;
        x68(d);
        x71(d);
        d.reg(&S4);
        return;
    }
}
fn x75(d: &mut Dis) {
    let e = &E75[L75[d.ctx][((d.bits >> 7) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x76(d: &mut Dis) {
    match ((d.bits >> 58) as usize & 1) << 0
        | ((d.bits >> 59) as usize & 1) << 1
        | ((d.bits >> 60) as usize & 1) << 2
        | ((d.bits >> 61) as usize & 1) << 3
        | ((d.bits >> 62) as usize & 1) << 4
        | ((d.bits >> 63) as usize & 1) << 5
    {
        0 => {}
        1 => {}
        2 => {
            if d.bits & 0xfc0000000000000f == 0x800000000000004 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("PSET") }, 4, 0x38ccc9bd448484d4);
                x47(d);
                x17(d);
                x6(d);
                d.reg(&S6);
                x19(d);
                x49(d);
                x45(d);
                return;
            }
        }
        3 => {
            if d.bits & 0xfc0000000000000f == 0xc00000000000004 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("PSETP") }, 5, 0x87f509b6d2d2c4c);
                x47(d);
                x17(d);
                x6(d);
                d.reg(&S8);
                d.reg(&S9);
                x19(d);
                x49(d);
                x45(d);
                return;
            }
        }
        4 => {
            if d.bits & 0xfc0000000000000f == 0x1000000000000004 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("F2F") }, 3, 0x3b744801439b3f0e);
                x50(d);
                x55(d);
                x6(d);
                d.reg(&S6);
                x56(d);
                x12(d);
                x13(d);
                return;
            }
        }
        5 => {
            if d.bits & 0xfc0000000000000f == 0x1400000000000004 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("F2I") }, 3, 0x3b744301439b368f);
                x50(d);
                x57(d);
                x52(d);
                x58(d);
                x6(d);
                d.reg(&S6);
                x10(d);
                x12(d);
                return;
            }
        }
        6 => {
            if d.bits & 0xfc0000000000000f == 0x1800000000000004 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("I2F") }, 3, 0x9b29cd0179f0683b);
                x51(d);
                x59(d);
                x54(d);
                x6(d);
                d.reg(&S6);
                x10(d);
                x12(d);
                return;
            }
        }
        7 => {
            if d.bits & 0xfc0000000000000f == 0x1c00000000000004 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("I2I") }, 3, 0x9b29ca0179f06322);
                x57(d);
                x59(d);
                x6(d);
                d.reg(&S6);
                x10(d);
                x12(d);
                return;
            }
        }
        8 => {
            if d.bits & 0xfc0000000000000f == 0x2000000000000004 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("SEL") }, 3, 0xf0ae9b01aa10d334);
                x6(d);
                d.reg(&S6);
                d.reg(&S7);
                x12(d);
                x19(d);
                return;
            }
        }
        9 => {
            if d.bits & 0xfc0000000000000f == 0x2400000000000004 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("PRMT") }, 4, 0x2e7692bd3e2fd0e3);
                x6(d);
                d.reg(&S6);
                d.reg(&S7);
                x38(d);
                return;
            }
        }
        10 => {
            if d.bits & 0xfc000000000001ef == 0x28000000000001e4 {
                d.consumed |= 0xfc000000000001ef;
                d.word16(const { pad16("MOV") }, 3, 0x7916170166ccb76e);
                x6(d);
                d.reg(&S6);
                x12(d);
                return;
            }
        }
        11 => {
            if d.bits & 0xfc0000000000000f == 0x2c00000000000004 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("S2R") }, 3, 0xf1d64b01ab0c1055);
                x6(d);
                d.reg(&S6);
                d.reg(&S20);
                return;
            }
        }
        12 => {}
        13 => {}
        14 => {}
        15 => {}
        16 => {
            if d.bits & 0xfc0000000000000f == 0x4000000000000004 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("NOP") }, 3, 0x81ab30016ba36689);
                x6(d);
                x46(d);
                return;
            }
        }
        17 => {}
        18 => {
            if d.bits & 0xfc0000000000000f == 0x4800000000000004 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("VOTE") }, 4, 0x2ce63eaa7112d248);
                x43(d);
                x6(d);
                d.reg(&S6);
                d.reg(&S21);
                x45(d);
                return;
            }
        }
        19 => {}
        20 => {
            if d.bits & 0xffffffffffffc3ff == 0x50ee0000ffffc004 {
                d.consumed |= 0xffffffffffffc3ff;
                d.word16(const { pad16("BAR") }, 3, 0x5d81da0156ba4701);
                d.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
                d.word16(const { pad16("POPC") }, 4, 0x5a067cbd56ee8cc8);
                d.reg(&S6);
                d.reg(&S7);
                return;
            }
        }
        21 => {
            if d.bits & 0xfc0000000000000f == 0x5400000000000004 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("POPC") }, 4, 0x5a067cbd56ee8cc8);
                x6(d);
                d.reg(&S6);
                x30(d);
                d.reg(&S7);
                x39(d);
                x12(d);
                return;
            }
        }
        22 => {}
        23 => {}
        24 => {}
        25 => {}
        26 => {}
        27 => {}
        28 => {}
        29 => {}
        30 => {}
        31 => {}
        32 => {}
        33 => {}
        34 => {}
        35 => {}
        36 => {}
        37 => {}
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
            if d.bits & 0xfc0000000000000f == 0xc000000000000004 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("VADD") }, 4, 0x1d6201aa68cc6b85);
                x60(d);
                x64(d);
                x65(d);
                x66(d);
                x72(d);
                return;
            }
        }
        49 => {}
        50 => {
            if d.bits & 0xfc0000000000000f == 0xc800000000000004 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("VMNMX") }, 5, 0x7f1fa1af4edfecb8);
                x60(d);
                x64(d);
                x73(d);
                x65(d);
                x66(d);
                x74(d);
                return;
            }
        }
        51 => {}
        52 => {}
        53 => {}
        54 => {}
        55 => {}
        56 => {
            if d.bits & 0xfc0000000000000f == 0xe000000000000004 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("VSHR") }, 4, 0x7fb631aa0efe6a45);
                x60(d);
                x64(d);
                x75(d);
                x65(d);
                x66(d);
                x74(d);
                return;
            }
        }
        57 => {}
        58 => {
            if d.bits & 0xfc0000000000000f == 0xe800000000000004 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("VSHL") }, 4, 0x7fb643aa0efe88db);
                x60(d);
                x64(d);
                x75(d);
                x65(d);
                x66(d);
                x74(d);
                return;
            }
        }
        59 => {}
        60 => {}
        61 => {}
        62 => {}
        63 => {}
        _ => {}
    }
    d.unknown();
}
fn x77(d: &mut Dis) {
    let e = &E77[L77[((d.bits >> 5) & 0x7) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x78(d: &mut Dis) {
    let e = &E78[L78[((d.bits >> 8) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x79(d: &mut Dis) {
    let e = &E79[L79[((d.bits >> 5) & 0x7) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.reg(&S11);
        }
        1 => {
            d.reg(&S6);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x80(d: &mut Dis) {
    {
        d.consumed |= 0x0;
        d.word16(const { pad16("E") }, 1, 0x410000006e73);
        return;
    }
}
fn x81(d: &mut Dis) {
    let e = &E81[L81[((d.bits >> 8) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x82(d: &mut Dis) {
    let e = &E82[L82[((d.bits >> 8) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x83(d: &mut Dis) {
    let e = &E83[L83[((d.bits >> 5) & 0xf) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x84(d: &mut Dis) {
    {
        d.consumed |= 0x0;
        d.word16(const { pad16("U64") }, 3, 0xbd7043018d3f05e1);
        return;
    }
}
fn x85(d: &mut Dis) {
    let e = &E85[L85[((d.bits >> 5) & 0xf) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x86(d: &mut Dis) {
    {
        d.consumed |= 0x0;
        d.word16(const { pad16("S32") }, 3, 0xf1d2a101ab08b9a0);
        return;
    }
}
fn x87(d: &mut Dis) {
    {
        d.consumed |= 0x0;
        d.word16(const { pad16("F32") }, 3, 0x3b77de01439e73c7);
        d.word16(const { pad16("FTZ") }, 3, 0x3cb4340144ab7404);
        d.word16(const { pad16("RN") }, 2, 0x1248e0000f8cd84);
        return;
    }
}
fn x88(d: &mut Dis) {
    {
        d.consumed |= 0x0;
        d.word16(const { pad16("EXCH") }, 4, 0x2fd7c41c83208efa);
        return;
    }
}
fn x89(d: &mut Dis) {
    {
        d.consumed |= 0x0;
        d.word16(const { pad16("CAS") }, 3, 0x67d70a015d0d3c0d);
        return;
    }
}
fn x90(d: &mut Dis) {
    let e = &E90[L90[((d.bits >> 58) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x91(d: &mut Dis) {
    let e = &E91[L91[((d.bits >> 5) & 0x1f) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x92(d: &mut Dis) {
    let e = &E92[L92[((d.bits >> 26) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x93(d: &mut Dis) {
    let e = &E93[L93[((d.bits >> 53) & 0x3f) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.words(&e.words[0]);
            x6(d);
            d.reg(&S22);
            d.mem(&S23);
            d.reg(&S6);
            d.mem(&S24);
        }
        1 => {
            d.words(&e.words[0]);
            x6(d);
            d.reg(&S22);
            d.mem(&S23);
            d.reg(&S6);
            d.mem(&S25);
        }
        2 => {
            d.words(&e.words[0]);
            x6(d);
            d.reg(&S22);
            d.mem(&S23);
            d.reg(&S6);
            d.mem(&S26);
        }
        3 => {
            d.words(&e.words[0]);
            x6(d);
            d.reg(&S22);
            d.mem(&S27);
            d.reg(&S6);
            d.mem(&S24);
        }
        4 => {
            d.words(&e.words[0]);
            x6(d);
            d.reg(&S22);
            d.mem(&S27);
            d.reg(&S6);
            d.mem(&S25);
        }
        5 => {
            d.words(&e.words[0]);
            x6(d);
            d.reg(&S22);
            d.mem(&S27);
            d.reg(&S6);
            d.mem(&S26);
        }
        6 => {
            d.words(&e.words[0]);
            x6(d);
            d.reg(&S22);
            d.mem(&S28);
            d.reg(&S6);
            d.mem(&S24);
        }
        7 => {
            d.words(&e.words[0]);
            x6(d);
            d.reg(&S22);
            d.mem(&S28);
            d.reg(&S6);
            d.mem(&S25);
        }
        8 => {
            d.words(&e.words[0]);
            x6(d);
            d.reg(&S22);
            d.mem(&S28);
            d.reg(&S6);
            d.mem(&S26);
        }
        9 => {
            d.words(&e.words[0]);
            x6(d);
            d.reg(&S22);
            d.mem(&S28);
            d.reg(&S6);
            d.mem(&S29);
        }
        10 => {
            d.words(&e.words[0]);
            x6(d);
            d.reg(&S22);
            d.mem(&S28);
            d.reg(&S6);
            d.mem(&S30);
        }
        11 => {
            d.words(&e.words[0]);
            x6(d);
            d.reg(&S31);
            d.mem(&S32);
            d.reg(&S6);
            d.mem(&S26);
        }
        12 => {
            d.words(&e.words[0]);
            x6(d);
            d.reg(&S31);
            d.mem(&S32);
            d.reg(&S6);
            d.mem(&S29);
        }
        13 => {
            d.words(&e.words[0]);
            x6(d);
            d.reg(&S31);
            d.mem(&S32);
            d.reg(&S6);
            d.mem(&S30);
        }
        14 => {
            d.words(&e.words[0]);
            x6(d);
            d.reg(&S31);
            d.mem(&S33);
            d.reg(&S6);
            d.mem(&S26);
        }
        15 => {
            d.words(&e.words[0]);
            x6(d);
            d.reg(&S31);
            d.mem(&S33);
            d.reg(&S6);
            d.mem(&S29);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x94(d: &mut Dis) {
    match ((d.bits >> 53) as usize & 1) << 0
        | ((d.bits >> 54) as usize & 1) << 1
        | ((d.bits >> 55) as usize & 1) << 2
        | ((d.bits >> 56) as usize & 1) << 3
        | ((d.bits >> 57) as usize & 1) << 4
        | ((d.bits >> 58) as usize & 1) << 5
    {
        0 => {
            if d.bits & 0xfe0000000000000 == 0x0 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0x800000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
        }
        1 => {
            if d.bits & 0xfe0000000000000 == 0x20000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0x820000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
        }
        2 => {
            if d.bits & 0xfe0000000000000 == 0x40000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0x840000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
        }
        3 => {
            if d.bits & 0xfe0000000000000 == 0x60000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0x860000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
        }
        4 => {
            if d.bits & 0xfe0000000000000 == 0x80000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S26);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0x880000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S26);
                return;
            }
        }
        5 => {
            if d.bits & 0xfe0000000000000 == 0xa0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0x8a0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
        }
        6 => {
            if d.bits & 0xfe0000000000000 == 0xc0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0x8c0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
        }
        7 => {
            if d.bits & 0xfe0000000000000 == 0xe0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0x8e0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
        }
        8 => {
            if d.bits & 0xfe0000000000000 == 0x100000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0x900000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
        }
        9 => {
            if d.bits & 0xfe0000000000000 == 0x120000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S26);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0x920000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S26);
                return;
            }
        }
        10 => {
            if d.bits & 0xfe0000000000000 == 0x140000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0x940000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
        }
        11 => {
            if d.bits & 0xfe0000000000000 == 0x160000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0x960000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
        }
        12 => {
            if d.bits & 0xfe0000000000000 == 0x180000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0x980000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
        }
        13 => {
            if d.bits & 0xfe0000000000000 == 0x1a0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0x9a0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
        }
        14 => {
            if d.bits & 0xfe0000000000000 == 0x1c0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S26);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0x9c0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S26);
                return;
            }
        }
        15 => {
            if d.bits & 0xfe0000000000000 == 0x1e0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0x9e0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
        }
        16 => {
            if d.bits & 0xfe0000000000000 == 0x200000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xa00000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
        }
        17 => {
            if d.bits & 0xfe0000000000000 == 0x220000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xa20000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
        }
        18 => {
            if d.bits & 0xfe0000000000000 == 0x240000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xa40000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
        }
        19 => {
            if d.bits & 0xfe0000000000000 == 0x260000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S26);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xa60000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S26);
                return;
            }
        }
        20 => {
            if d.bits & 0xfe0000000000000 == 0x280000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                x6(d);
                d.reg(&S22);
                d.mem(&S36);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xa80000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                x6(d);
                d.reg(&S22);
                d.mem(&S36);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
        }
        21 => {
            if d.bits & 0xfe0000000000000 == 0x2a0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                x6(d);
                d.reg(&S22);
                d.mem(&S36);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xaa0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                x6(d);
                d.reg(&S22);
                d.mem(&S36);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
        }
        22 => {
            if d.bits & 0xfe0000000000000 == 0x2c0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                x6(d);
                d.reg(&S22);
                d.mem(&S36);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xac0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                x6(d);
                d.reg(&S22);
                d.mem(&S36);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
        }
        23 => {
            if d.bits & 0xfe0000000000000 == 0x2e0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                x6(d);
                d.reg(&S22);
                d.mem(&S36);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xae0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                x6(d);
                d.reg(&S22);
                d.mem(&S36);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
        }
        24 => {
            if d.bits & 0xfe0000000000000 == 0x300000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                x6(d);
                d.reg(&S22);
                d.mem(&S36);
                d.reg(&S6);
                d.mem(&S26);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xb00000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                x6(d);
                d.reg(&S22);
                d.mem(&S36);
                d.reg(&S6);
                d.mem(&S26);
                return;
            }
        }
        25 => {
            if d.bits & 0xfe0000000000000 == 0x320000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                d.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
                x6(d);
                d.reg(&S22);
                d.mem(&S36);
                d.reg(&S6);
                d.mem(&S29);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xb20000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                d.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
                x6(d);
                d.reg(&S22);
                d.mem(&S36);
                d.reg(&S6);
                d.mem(&S29);
                return;
            }
        }
        26 => {
            if d.bits & 0xfe0000000000000 == 0x340000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                d.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
                x6(d);
                d.reg(&S22);
                d.mem(&S36);
                d.reg(&S6);
                d.mem(&S30);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xb40000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                d.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
                x6(d);
                d.reg(&S22);
                d.mem(&S36);
                d.reg(&S6);
                d.mem(&S30);
                return;
            }
        }
        27 => {
            if d.bits & 0xfe0000000000000 == 0x360000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                x6(d);
                d.reg(&S31);
                d.mem(&S37);
                d.reg(&S6);
                d.mem(&S26);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xb60000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                x6(d);
                d.reg(&S31);
                d.mem(&S37);
                d.reg(&S6);
                d.mem(&S26);
                return;
            }
        }
        28 => {
            if d.bits & 0xfe0000000000000 == 0x380000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
                d.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
                x6(d);
                d.reg(&S31);
                d.mem(&S37);
                d.reg(&S6);
                d.mem(&S29);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xb80000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
                d.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
                x6(d);
                d.reg(&S31);
                d.mem(&S37);
                d.reg(&S6);
                d.mem(&S29);
                return;
            }
        }
        29 => {
            if d.bits & 0xfe0000000000000 == 0x3a0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
                d.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
                x6(d);
                d.reg(&S31);
                d.mem(&S37);
                d.reg(&S6);
                d.mem(&S30);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xba0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
                d.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
                x6(d);
                d.reg(&S31);
                d.mem(&S37);
                d.reg(&S6);
                d.mem(&S30);
                return;
            }
        }
        30 => {
            if d.bits & 0xfe0000000000000 == 0x3c0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                x6(d);
                d.reg(&S31);
                d.mem(&S38);
                d.reg(&S6);
                d.mem(&S26);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xbc0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                x6(d);
                d.reg(&S31);
                d.mem(&S38);
                d.reg(&S6);
                d.mem(&S26);
                return;
            }
        }
        31 => {
            if d.bits & 0xfe0000000000000 == 0x3e0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
                d.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
                x6(d);
                d.reg(&S31);
                d.mem(&S38);
                d.reg(&S6);
                d.mem(&S29);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xbe0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
                d.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
                x6(d);
                d.reg(&S31);
                d.mem(&S38);
                d.reg(&S6);
                d.mem(&S29);
                return;
            }
        }
        32 => {
            if d.bits & 0xfe0000000000000 == 0x400000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xc00000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
        }
        33 => {
            if d.bits & 0xfe0000000000000 == 0x420000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xc20000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
        }
        34 => {
            if d.bits & 0xfe0000000000000 == 0x440000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xc40000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
        }
        35 => {
            if d.bits & 0xfe0000000000000 == 0x460000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xc60000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
        }
        36 => {
            if d.bits & 0xfe0000000000000 == 0x480000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S26);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xc80000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S26);
                return;
            }
        }
        37 => {
            if d.bits & 0xfe0000000000000 == 0x4a0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xca0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
        }
        38 => {
            if d.bits & 0xfe0000000000000 == 0x4c0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xcc0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
        }
        39 => {
            if d.bits & 0xfe0000000000000 == 0x4e0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xce0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
        }
        40 => {
            if d.bits & 0xfe0000000000000 == 0x500000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xd00000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
        }
        41 => {
            if d.bits & 0xfe0000000000000 == 0x520000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S26);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xd20000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                x6(d);
                d.reg(&S22);
                d.mem(&S34);
                d.reg(&S6);
                d.mem(&S26);
                return;
            }
        }
        42 => {
            if d.bits & 0xfe0000000000000 == 0x540000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xd40000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
        }
        43 => {
            if d.bits & 0xfe0000000000000 == 0x560000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xd60000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
        }
        44 => {
            if d.bits & 0xfe0000000000000 == 0x580000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xd80000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
        }
        45 => {
            if d.bits & 0xfe0000000000000 == 0x5a0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xda0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
        }
        46 => {
            if d.bits & 0xfe0000000000000 == 0x5c0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S26);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xdc0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S26);
                return;
            }
        }
        47 => {
            if d.bits & 0xfe0000000000000 == 0x5e0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xde0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
        }
        48 => {
            if d.bits & 0xfe0000000000000 == 0x600000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xe00000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
        }
        49 => {
            if d.bits & 0xfe0000000000000 == 0x620000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xe20000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
        }
        50 => {
            if d.bits & 0xfe0000000000000 == 0x640000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xe40000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
        }
        51 => {
            if d.bits & 0xfe0000000000000 == 0x660000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S26);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xe60000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                x6(d);
                d.reg(&S22);
                d.mem(&S35);
                d.reg(&S6);
                d.mem(&S26);
                return;
            }
        }
        52 => {
            if d.bits & 0xfe0000000000000 == 0x680000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                x6(d);
                d.reg(&S22);
                d.mem(&S36);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xe80000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
                x6(d);
                d.reg(&S22);
                d.mem(&S36);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
        }
        53 => {
            if d.bits & 0xfe0000000000000 == 0x6a0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                x6(d);
                d.reg(&S22);
                d.mem(&S36);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xea0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
                x6(d);
                d.reg(&S22);
                d.mem(&S36);
                d.reg(&S6);
                d.mem(&S24);
                return;
            }
        }
        54 => {
            if d.bits & 0xfe0000000000000 == 0x6c0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                x6(d);
                d.reg(&S22);
                d.mem(&S36);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xec0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
                x6(d);
                d.reg(&S22);
                d.mem(&S36);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
        }
        55 => {
            if d.bits & 0xfe0000000000000 == 0x6e0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                x6(d);
                d.reg(&S22);
                d.mem(&S36);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xee0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
                x6(d);
                d.reg(&S22);
                d.mem(&S36);
                d.reg(&S6);
                d.mem(&S25);
                return;
            }
        }
        56 => {
            if d.bits & 0xfe0000000000000 == 0x700000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                x6(d);
                d.reg(&S22);
                d.mem(&S36);
                d.reg(&S6);
                d.mem(&S26);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xf00000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                x6(d);
                d.reg(&S22);
                d.mem(&S36);
                d.reg(&S6);
                d.mem(&S26);
                return;
            }
        }
        57 => {
            if d.bits & 0xfe0000000000000 == 0x720000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
                x6(d);
                d.reg(&S22);
                d.mem(&S36);
                d.reg(&S6);
                d.mem(&S29);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xf20000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
                x6(d);
                d.reg(&S22);
                d.mem(&S36);
                d.reg(&S6);
                d.mem(&S29);
                return;
            }
        }
        58 => {
            if d.bits & 0xfe0000000000000 == 0x740000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
                x6(d);
                d.reg(&S22);
                d.mem(&S36);
                d.reg(&S6);
                d.mem(&S30);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xf40000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
                x6(d);
                d.reg(&S22);
                d.mem(&S36);
                d.reg(&S6);
                d.mem(&S30);
                return;
            }
        }
        59 => {
            if d.bits & 0xfe0000000000000 == 0x760000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                x6(d);
                d.reg(&S31);
                d.mem(&S37);
                d.reg(&S6);
                d.mem(&S26);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xf60000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                x6(d);
                d.reg(&S31);
                d.mem(&S37);
                d.reg(&S6);
                d.mem(&S26);
                return;
            }
        }
        60 => {
            if d.bits & 0xfe0000000000000 == 0x780000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
                x6(d);
                d.reg(&S31);
                d.mem(&S37);
                d.reg(&S6);
                d.mem(&S29);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xf80000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
                x6(d);
                d.reg(&S31);
                d.mem(&S37);
                d.reg(&S6);
                d.mem(&S29);
                return;
            }
        }
        61 => {
            if d.bits & 0xfe0000000000000 == 0x7a0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
                x6(d);
                d.reg(&S31);
                d.mem(&S37);
                d.reg(&S6);
                d.mem(&S30);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xfa0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
                x6(d);
                d.reg(&S31);
                d.mem(&S37);
                d.reg(&S6);
                d.mem(&S30);
                return;
            }
        }
        62 => {
            if d.bits & 0xfe0000000000000 == 0x7c0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                x6(d);
                d.reg(&S31);
                d.mem(&S38);
                d.reg(&S6);
                d.mem(&S26);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xfc0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
                x6(d);
                d.reg(&S31);
                d.mem(&S38);
                d.reg(&S6);
                d.mem(&S26);
                return;
            }
        }
        63 => {
            if d.bits & 0xfe0000000000000 == 0x7e0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
                x6(d);
                d.reg(&S31);
                d.mem(&S38);
                d.reg(&S6);
                d.mem(&S29);
                return;
            }
            if d.bits & 0xfe0000000000000 == 0xfe0000000000000 {
                d.consumed |= 0xfe0000000000000;
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
                d.word16(const { pad16("E") }, 1, 0x410000006e73);
                d.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
                x6(d);
                d.reg(&S31);
                d.mem(&S38);
                d.reg(&S6);
                d.mem(&S29);
                return;
            }
        }
        _ => {}
    }
    d.unknown();
}
fn x95(d: &mut Dis) {
    match ((d.bits >> 60) as usize & 1) << 0
        | ((d.bits >> 61) as usize & 1) << 1
        | ((d.bits >> 62) as usize & 1) << 2
        | ((d.bits >> 63) as usize & 1) << 3
        | ((d.bits >> 59) as usize & 1) << 4
        | ((d.bits >> 58) as usize & 1) << 5
    {
        0 => {}
        1 => {
            if d.bits & 0xfc0000000000020f == 0x1000000000000005 {
                d.consumed |= 0xfc0000000000020f;
                d.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
                x83(d);
                x6(d);
                d.mem(&S39);
                d.reg(&S6);
                return;
            }
            if d.bits & 0xfc0000000000020f == 0x1000000000000205 {
                d.consumed |= 0xfc0000000000020f;
                d.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
                d.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
                x84(d);
                x6(d);
                d.mem(&S39);
                d.reg(&S6);
                return;
            }
        }
        2 => {}
        3 => {}
        4 => {}
        5 => {
            if d.bits & 0xfc7e00000000030f == 0x507e000000000005 {
                d.consumed |= 0xfc7e00000000030f;
                d.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
                x83(d);
                x6(d);
                d.reg(&S40);
                d.mem(&S41);
                d.reg(&S6);
                return;
            }
            if d.bits & 0xfc7e0000000003ef == 0x507e000000000205 {
                d.consumed |= 0xfc7e0000000003ef;
                d.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
                d.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
                x84(d);
                x6(d);
                d.reg(&S40);
                d.mem(&S41);
                d.reg(&S6);
                return;
            }
            if d.bits & 0xfc7e0000000003ef == 0x507e000000000105 {
                d.consumed |= 0xfc7e0000000003ef;
                d.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
                x88(d);
                x6(d);
                d.reg(&S40);
                d.mem(&S41);
                d.reg(&S6);
                return;
            }
            if d.bits & 0xfc7e0000000003ef == 0x507e000000000305 {
                d.consumed |= 0xfc7e0000000003ef;
                d.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
                x88(d);
                x84(d);
                x6(d);
                d.reg(&S40);
                d.mem(&S41);
                d.reg(&S6);
                return;
            }
            if d.bits & 0xfc000000000003ef == 0x5000000000000125 {
                d.consumed |= 0xfc000000000003ef;
                d.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
                x89(d);
                x6(d);
                d.reg(&S40);
                d.mem(&S41);
                d.reg(&S6);
                d.reg(&S4);
                return;
            }
            if d.bits & 0xfc000000000003ef == 0x5000000000000325 {
                d.consumed |= 0xfc000000000003ef;
                d.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
                x89(d);
                x84(d);
                x6(d);
                d.reg(&S40);
                d.mem(&S41);
                d.reg(&S6);
                d.reg(&S4);
                return;
            }
        }
        6 => {}
        7 => {}
        8 => {
            if d.bits & 0xfc0000000000000f == 0x8000000000000005 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("LD") }, 2, 0xf4740000cf7d94);
                x77(d);
                x78(d);
                x6(d);
                x79(d);
                d.mem(&S39);
                return;
            }
        }
        9 => {
            if d.bits & 0xfc0000000000000f == 0x9000000000000005 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("ST") }, 2, 0x127560000faa433);
                x77(d);
                x81(d);
                x6(d);
                d.mem(&S39);
                x79(d);
                return;
            }
        }
        10 => {
            if d.bits & 0xf80000000000000f == 0xa000000000000005 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("LDLK") }, 4, 0xf7aee157198213d9);
                x77(d);
                x6(d);
                d.reg(&S42);
                x79(d);
                d.mem(&S39);
                return;
            }
        }
        11 => {
            if d.bits & 0xf00000000000000f == 0xb000000000000005 {
                d.consumed |= 0xf00000000000000f;
                d.word16(const { pad16("LD_LDU") }, 6, 0xae890527147c2d84);
                x94(d);
                return;
            }
        }
        12 => {
            if d.bits & 0xfd0000000000000f == 0xc100000000000005 {
                d.consumed |= 0xfd0000000000000f;
                d.word16(const { pad16("LDS") }, 3, 0x6edee3016092b925);
                x77(d);
                x6(d);
                x79(d);
                d.mem(&S43);
                return;
            }
            if d.bits & 0xfd0000000000000f == 0xc000000000000005 {
                d.consumed |= 0xfd0000000000000f;
                d.word16(const { pad16("LDL") }, 3, 0x6edef4016092d608);
                x82(d);
                x77(d);
                x6(d);
                x79(d);
                d.mem(&S44);
                return;
            }
        }
        13 => {
            if d.bits & 0xfc0000000000000f == 0xd000000000000005 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("CCTLL") }, 5, 0x91d8aee530a79da2);
                x91(d);
                x6(d);
                d.reg(&S6);
                d.mem(&S44);
                return;
            }
        }
        14 => {
            if d.bits & 0xfc0000000000006f == 0xe000000000000005 {
                d.consumed |= 0xfc0000000000006f;
                d.word16(const { pad16("MEMBAR") }, 6, 0x93eb26a2750e673a);
                d.word16(const { pad16("CTA") }, 3, 0x6803a4015d337ca6);
                x6(d);
                return;
            }
            if d.bits & 0xfc0000000000006f == 0xe000000000000025 {
                d.consumed |= 0xfc0000000000006f;
                d.word16(const { pad16("MEMBAR") }, 6, 0x93eb26a2750e673a);
                d.word16(const { pad16("GL") }, 2, 0xe36e0000c1002f);
                x6(d);
                return;
            }
            if d.bits & 0xfc0000000000006f == 0xe000000000000045 {
                d.consumed |= 0xfc0000000000006f;
                d.word16(const { pad16("MEMBAR") }, 6, 0x93eb26a2750e673a);
                d.word16(const { pad16("SYS") }, 3, 0xf0a08a01aa0478f5);
                x6(d);
                return;
            }
        }
        15 => {}
        16 => {}
        17 => {
            if d.bits & 0xfc0000000000020f == 0x1800000000000205 {
                d.consumed |= 0xfc0000000000020f;
                d.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
                x85(d);
                x86(d);
                x6(d);
                d.mem(&S39);
                d.reg(&S6);
                return;
            }
        }
        18 => {
            if d.bits & 0xfc000000000003ef == 0x2800000000000205 {
                d.consumed |= 0xfc000000000003ef;
                d.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
                d.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
                x87(d);
                x6(d);
                d.mem(&S39);
                d.reg(&S6);
                return;
            }
        }
        19 => {}
        20 => {}
        21 => {
            if d.bits & 0xfc7e00000000030f == 0x587e000000000205 {
                d.consumed |= 0xfc7e00000000030f;
                d.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
                x85(d);
                x86(d);
                x6(d);
                d.reg(&S40);
                d.mem(&S41);
                d.reg(&S6);
                return;
            }
        }
        22 => {
            if d.bits & 0xfc7e0000000003ef == 0x687e000000000205 {
                d.consumed |= 0xfc7e0000000003ef;
                d.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
                d.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
                x87(d);
                x6(d);
                d.reg(&S40);
                d.mem(&S41);
                d.reg(&S6);
                return;
            }
        }
        23 => {}
        24 => {
            if d.bits & 0xfc0000000000000f == 0x8800000000000005 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("LDU") }, 3, 0x6ededd016092aef3);
                x77(d);
                x6(d);
                x79(d);
                d.mem(&S39);
                return;
            }
        }
        25 => {
            if d.bits & 0xf80000000000000f == 0x9800000000000005 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("CCTL") }, 4, 0x908bf55126f4069a);
                x90(d);
                x91(d);
                x92(d);
                x6(d);
                d.reg(&S6);
                d.mem(&S45);
                return;
            }
        }
        26 => {
            if d.bits & 0xf80000000000000f == 0xa800000000000005 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("LDS_LDU") }, 7, 0xddcdd4315fee5dc9);
                x93(d);
                return;
            }
        }
        27 => {
            if d.bits & 0xf00000000000000f == 0xb000000000000005 {
                d.consumed |= 0xf00000000000000f;
                d.word16(const { pad16("LD_LDU") }, 6, 0xae890527147c2d84);
                x94(d);
                return;
            }
        }
        28 => {
            if d.bits & 0xfd0000000000000f == 0xc900000000000005 {
                d.consumed |= 0xfd0000000000000f;
                d.word16(const { pad16("STS") }, 3, 0xf07b8201a9e54f20);
                x77(d);
                x6(d);
                d.mem(&S43);
                x79(d);
                return;
            }
            if d.bits & 0xfd0000000000000f == 0xc800000000000005 {
                d.consumed |= 0xfd0000000000000f;
                d.word16(const { pad16("STL") }, 3, 0xf07ba101a9e583cd);
                x77(d);
                x81(d);
                x6(d);
                d.mem(&S44);
                x79(d);
                return;
            }
        }
        29 => {}
        30 => {
            if d.bits & 0xfc0000000000000f == 0xe800000000000005 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("STUL") }, 4, 0x874138d3b0b66dfa);
                x77(d);
                x6(d);
                d.mem(&S39);
                x79(d);
                return;
            }
        }
        31 => {}
        32 => {}
        33 => {
            if d.bits & 0xfc0000000000020f == 0x1400000000000005 {
                d.consumed |= 0xfc0000000000020f;
                d.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
                x80(d);
                x83(d);
                x6(d);
                d.mem(&S39);
                d.reg(&S6);
                return;
            }
            if d.bits & 0xfc0000000000020f == 0x1400000000000205 {
                d.consumed |= 0xfc0000000000020f;
                d.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
                x80(d);
                d.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
                x84(d);
                x6(d);
                d.mem(&S39);
                d.reg(&S6);
                return;
            }
        }
        34 => {}
        35 => {}
        36 => {}
        37 => {
            if d.bits & 0xfc7e00000000030f == 0x547e000000000005 {
                d.consumed |= 0xfc7e00000000030f;
                d.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
                x80(d);
                x83(d);
                x6(d);
                d.reg(&S40);
                d.mem(&S41);
                d.reg(&S6);
                return;
            }
            if d.bits & 0xfc7e0000000003ef == 0x547e000000000205 {
                d.consumed |= 0xfc7e0000000003ef;
                d.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
                x80(d);
                d.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
                x84(d);
                x6(d);
                d.reg(&S40);
                d.mem(&S41);
                d.reg(&S6);
                return;
            }
            if d.bits & 0xfc7e0000000003ef == 0x547e000000000105 {
                d.consumed |= 0xfc7e0000000003ef;
                d.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
                x80(d);
                x88(d);
                x6(d);
                d.reg(&S40);
                d.mem(&S41);
                d.reg(&S6);
                return;
            }
            if d.bits & 0xfc7e0000000003ef == 0x547e000000000305 {
                d.consumed |= 0xfc7e0000000003ef;
                d.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
                x80(d);
                x88(d);
                x84(d);
                x6(d);
                d.reg(&S40);
                d.mem(&S41);
                d.reg(&S6);
                return;
            }
            if d.bits & 0xfc000000000003ef == 0x5400000000000125 {
                d.consumed |= 0xfc000000000003ef;
                d.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
                x80(d);
                x89(d);
                x6(d);
                d.reg(&S40);
                d.mem(&S41);
                d.reg(&S6);
                d.reg(&S4);
                return;
            }
            if d.bits & 0xfc000000000003ef == 0x5400000000000325 {
                d.consumed |= 0xfc000000000003ef;
                d.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
                x80(d);
                x89(d);
                x84(d);
                x6(d);
                d.reg(&S40);
                d.mem(&S41);
                d.reg(&S6);
                d.reg(&S4);
                return;
            }
        }
        38 => {}
        39 => {}
        40 => {
            if d.bits & 0xfc0000000000000f == 0x8400000000000005 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("LD") }, 2, 0xf4740000cf7d94);
                x80(d);
                x77(d);
                x78(d);
                x6(d);
                x79(d);
                d.mem(&S39);
                return;
            }
        }
        41 => {
            if d.bits & 0xfc0000000000000f == 0x9400000000000005 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("ST") }, 2, 0x127560000faa433);
                x80(d);
                x77(d);
                x81(d);
                x6(d);
                d.mem(&S39);
                x79(d);
                return;
            }
        }
        42 => {
            if d.bits & 0xf80000000000000f == 0xa000000000000005 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("LDLK") }, 4, 0xf7aee157198213d9);
                x77(d);
                x6(d);
                d.reg(&S42);
                x79(d);
                d.mem(&S39);
                return;
            }
        }
        43 => {
            if d.bits & 0xf00000000000000f == 0xb000000000000005 {
                d.consumed |= 0xf00000000000000f;
                d.word16(const { pad16("LD_LDU") }, 6, 0xae890527147c2d84);
                x94(d);
                return;
            }
        }
        44 => {
            if d.bits & 0xfc0000000000000f == 0xc400000000000005 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("LDSLK") }, 5, 0xcd19e00004b94d60);
                x77(d);
                x6(d);
                d.reg(&S46);
                x79(d);
                d.mem(&S43);
                return;
            }
        }
        45 => {}
        46 => {}
        47 => {}
        48 => {}
        49 => {
            if d.bits & 0xfc0000000000020f == 0x1c00000000000205 {
                d.consumed |= 0xfc0000000000020f;
                d.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
                x80(d);
                x85(d);
                x86(d);
                x6(d);
                d.mem(&S39);
                d.reg(&S6);
                return;
            }
        }
        50 => {
            if d.bits & 0xfc000000000003ef == 0x2c00000000000205 {
                d.consumed |= 0xfc000000000003ef;
                d.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
                x80(d);
                d.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
                x87(d);
                x6(d);
                d.mem(&S39);
                d.reg(&S6);
                return;
            }
        }
        51 => {}
        52 => {}
        53 => {
            if d.bits & 0xfc7e00000000030f == 0x5c7e000000000205 {
                d.consumed |= 0xfc7e00000000030f;
                d.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
                x80(d);
                x85(d);
                x86(d);
                x6(d);
                d.reg(&S40);
                d.mem(&S41);
                d.reg(&S6);
                return;
            }
        }
        54 => {
            if d.bits & 0xfc7e0000000003ef == 0x6c7e000000000205 {
                d.consumed |= 0xfc7e0000000003ef;
                d.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
                x80(d);
                d.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
                x87(d);
                x6(d);
                d.reg(&S40);
                d.mem(&S41);
                d.reg(&S6);
                return;
            }
        }
        55 => {}
        56 => {
            if d.bits & 0xfc0000000000000f == 0x8c00000000000005 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("LDU") }, 3, 0x6ededd016092aef3);
                x80(d);
                x77(d);
                x6(d);
                x79(d);
                d.mem(&S39);
                return;
            }
        }
        57 => {
            if d.bits & 0xf80000000000000f == 0x9800000000000005 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("CCTL") }, 4, 0x908bf55126f4069a);
                x90(d);
                x91(d);
                x92(d);
                x6(d);
                d.reg(&S6);
                d.mem(&S45);
                return;
            }
        }
        58 => {
            if d.bits & 0xf80000000000000f == 0xa800000000000005 {
                d.consumed |= 0xf80000000000000f;
                d.word16(const { pad16("LDS_LDU") }, 7, 0xddcdd4315fee5dc9);
                x93(d);
                return;
            }
        }
        59 => {
            if d.bits & 0xf00000000000000f == 0xb000000000000005 {
                d.consumed |= 0xf00000000000000f;
                d.word16(const { pad16("LD_LDU") }, 6, 0xae890527147c2d84);
                x94(d);
                return;
            }
        }
        60 => {
            if d.bits & 0xfc0000000000000f == 0xcc00000000000005 {
                d.consumed |= 0xfc0000000000000f;
                d.word16(const { pad16("STSUL") }, 5, 0x5819f1b52a17f799);
                x77(d);
                x6(d);
                d.mem(&S43);
                x79(d);
                return;
            }
        }
        61 => {}
        62 => {}
        63 => {}
        _ => {}
    }
    d.unknown();
}
fn x96(d: &mut Dis) {
    let e = &E96[L96[((d.bits >> 5) & 0x7) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x97(d: &mut Dis) {
    let e = &E97[L97[((d.bits >> 5) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x98(d: &mut Dis) {
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
fn x99(d: &mut Dis) {
    let e = &E99[L99[((d.bits >> 7) & 0x3) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x100(d: &mut Dis) {
    let e = &E100[L100[((d.bits >> 57) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    match e.skel {
        0 => {
            d.reg(&S1);
        }
        _ => {
            d.words(&e.words[0]);
        }
    }
}
fn x101(d: &mut Dis) {
    let e = &E101[L101[((d.bits >> 51) & 0x7) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x102(d: &mut Dis) {
    if d.bits & 0xfc0000000000000f == 0x6 {
        d.consumed |= 0xfc0000000000000f;
        d.word16(const { pad16("VILD") }, 4, 0x629229aa8ff46e15);
        x6(d);
        d.reg(&S6);
        d.mem(&S47);
        return;
    }
    if d.bits & 0xfc0000000000000f == 0x1000000000000006 {
        d.consumed |= 0xfc0000000000000f;
        d.word16(const { pad16("PIXLD") }, 5, 0xe4074bcb3e0af9cd);
        x96(d);
        x6(d);
        d.reg(&S6);
        d.reg(&S48);
        d.mem(&S49);
        return;
    }
    if d.bits & 0xfc0000000000000f == 0x1c00000000000006 {
        d.consumed |= 0xfc0000000000000f;
        d.word16(const { pad16("OUT") }, 3, 0x88a1a7016f19c9e8);
        x97(d);
        x6(d);
        d.reg(&S6);
        d.reg(&S7);
        x12(d);
        return;
    }
    if d.bits & 0xfc0000000000000f == 0x1400000000000006 {
        d.consumed |= 0xfc0000000000000f;
        d.word16(const { pad16("LDC") }, 3, 0x6edef3016092d455);
        x77(d);
        x6(d);
        x79(d);
        d.mem(&S50);
        return;
    }
    if d.bits & 0xfc0000000000000f == 0x9000000000000006 {
        d.consumed |= 0xfc0000000000000f;
        d.word16(const { pad16("TLD") }, 3, 0xb445740187e8fd90);
        x98(d);
        x99(d);
        x6(d);
        d.reg(&S6);
        d.reg(&S7);
        x100(d);
        d.imm(&S51);
        x101(d);
        d.imm(&S52);
        return;
    }
    d.unknown();
}
fn x103(d: &mut Dis) {
    let e = &E103[L103[((d.bits >> 15) & 0x1) as usize] as usize];
    d.consumed |= e.mask;
    d.words(&e.words[0]);
}
fn x104(d: &mut Dis) {
    if d.bits & 0xfc000000000003ef == 0x40000000000001e7 {
        d.consumed |= 0xfc000000000003ef;
        d.word16(const { pad16("BRA") }, 3, 0x5d40b70156827493);
        x103(d);
        d.target(&S53);
        return;
    }
    if d.bits & 0xfc000000000003ef == 0x80000000000001e7 {
        d.consumed |= 0xfc000000000003ef;
        d.word16(const { pad16("EXIT") }, 4, 0x2fecb41c8332cfd4);
        return;
    }
    if d.bits & 0xfc000000000003ef == 0xa8000000000001e7 {
        d.consumed |= 0xfc000000000003ef;
        d.word16(const { pad16("BRK") }, 3, 0x5d40c10156828591);
        return;
    }
    if d.bits & 0xfc000000000003ef == 0x90000000000001e7 {
        d.consumed |= 0xfc000000000003ef;
        d.word16(const { pad16("RET") }, 3, 0xe9da1c01a6b748a3);
        return;
    }
    if d.bits & 0xfc000000000043ef == 0x48000000000041e7 {
        d.consumed |= 0xfc000000000043ef;
        d.word16(const { pad16("BRX") }, 3, 0x5d40ce0156829ba8);
        d.mem(&S50);
        return;
    }
    d.unknown();
}
fn x105(d: &mut Dis) {
    if d.bits & 0xfc00000000003fef == 0x6000000000000007 {
        d.consumed |= 0xfc00000000003fef;
        d.word16(const { pad16("SSY") }, 3, 0xf08c8c01a9f3d351);
        d.target(&S53);
        return;
    }
    if d.bits & 0xfc00000000003fef == 0x6800000000000007 {
        d.consumed |= 0xfc00000000003fef;
        d.word16(const { pad16("PBK") }, 3, 0xd87cdf019cde7e23);
        d.target(&S53);
        return;
    }
    if d.bits & 0xfc00000000003fef == 0xd000000000000007 {
        d.consumed |= 0xfc00000000003fef;
        d.word16(const { pad16("BPT") }, 3, 0x5d478e0156884d96);
        x0(d);
        d.imm(&S3);
        return;
    }
    if d.bits & 0xfc00000000003fef == 0x7800000000000007 {
        d.consumed |= 0xfc00000000003fef;
        d.word16(const { pad16("PRET") }, 4, 0x2e91a2bd3e46b3cb);
        d.target(&S53);
        return;
    }
    if d.bits & 0xfc00000000013fef == 0x5000000000010007 {
        d.consumed |= 0xfc00000000013fef;
        d.word16(const { pad16("CAL") }, 3, 0x67d6eb015d0d0760);
        d.target(&S53);
        return;
    }
    if d.bits & 0x8 == 0x0 {
        d.consumed |= 0x8;
        x2(d);
        match BitField::new(0, 3).get(d.bits) {
            0 => x22(d),
            1 => x24(d),
            2 => x31(d),
            3 => x42(d),
            4 => x76(d),
            5 => x95(d),
            6 => x102(d),
            7 => x104(d),
            _ => {}
        }
        return;
    }
    {
        d.consumed |= 0x0;
        d.unknown();
        return;
    }
}
fn f0(f: &mut Fmt) {
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
fn f1(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.prefix("!", 0x250000003edf);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f2(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {}
        1 => {
            f.prefix("@", 0x44000000738c);
            f1(f);
            if !f.operand_reg(&Atom::Reg(&S0)) {
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
            f.word16(const { pad16("FTZ") }, 3, 0x3cb4340144ab7404);
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
fn f5(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("SAT") }, 3, 0xf0bb9301aa1b4ff8);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f6(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("S") }, 1, 0x5700000093d5);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f7(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.prefix("-", 0x2900000045ab);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f8(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.prefix("|", 0x78000000cbe8);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f9(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.suffix("|", 0x78000000cbe8);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f10(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.prefix("-", 0x2900000045ab);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f11(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.prefix("|", 0x78000000cbe8);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f12(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
        }
        1 => {
            if !f.operand_mem(&Atom::Mem(&S2)) {
                return;
            }
        }
        2 => {
            if !f.operand(&Atom::Imm(&S3)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f13(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.suffix("|", 0x78000000cbe8);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f14(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f10(f);
            if !f.operand_reg(&Atom::Reg(&S4)) {
                return;
            }
        }
        1 => {
            if !f.operand_mem(&Atom::Mem(&S2)) {
                return;
            }
            f10(f);
            if !f.operand_reg(&Atom::Reg(&S4)) {
                return;
            }
        }
        2 => {
            if !f.operand_reg(&Atom::Reg(&S4)) {
                return;
            }
            f10(f);
            if !f.operand_mem(&Atom::Mem(&S2)) {
                return;
            }
        }
        3 => {
            if !f.operand(&Atom::Imm(&S3)) {
                return;
            }
            f10(f);
            if !f.operand_reg(&Atom::Reg(&S4)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f15(f: &mut Fmt) {
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
fn f16(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("FTZ") }, 3, 0x3cb4340144ab7404);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f17(f: &mut Fmt) {
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
fn f18(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.prefix("!", 0x250000003edf);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f19(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f18(f);
            if !f.operand_reg(&Atom::Reg(&S5)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f20(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.suffix(".CC", 0x6af10500cd53a8cc);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f21(f: &mut Fmt) {
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
fn f22(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("FADD") }, 4, 0x72744127796f1e75);
            f3(f);
            f4(f);
            f5(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            f7(f);
            f8(f);
            if !f.operand_reg(&Atom::Reg(&S7)) {
                return;
            }
            f9(f);
            f10(f);
            f11(f);
            f12(f);
            f13(f);
        }
        1 => {
            f.word16(const { pad16("FMUL") }, 4, 0x934887278b836d00);
            f3(f);
            f4(f);
            f5(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S7)) {
                return;
            }
            f10(f);
            f12(f);
        }
        2 => {
            f.word16(const { pad16("FFMA") }, 4, 0x360c252757490e82);
            f3(f);
            f4(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S7)) {
                return;
            }
            f7(f);
            f14(f);
        }
        3 => {
            f.word16(const { pad16("FSETP") }, 5, 0x4ca5b8859593e8ca);
            f15(f);
            f16(f);
            f17(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S8)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S9)) {
                return;
            }
            f7(f);
            f8(f);
            if !f.operand_reg(&Atom::Reg(&S7)) {
                return;
            }
            f9(f);
            f10(f);
            f11(f);
            f12(f);
            f13(f);
            f19(f);
        }
        4 => {
            f.word16(const { pad16("FMNMX") }, 5, 0xb33a9332963959e8);
            f3(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            f20(f);
            f7(f);
            f8(f);
            if !f.operand_reg(&Atom::Reg(&S7)) {
                return;
            }
            f9(f);
            f10(f);
            f11(f);
            f12(f);
            f13(f);
            f19(f);
        }
        5 => {
            f.word16(const { pad16("MUFU") }, 4, 0x6e4e68622d4933d3);
            f21(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S7)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f23(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_reg(&Atom::Reg(&S10)) {
                return;
            }
        }
        1 => {
            if !f.operand_mem(&Atom::Mem(&S2)) {
                return;
            }
        }
        2 => {
            if !f.operand(&Atom::Imm(&S3)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f24(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("DADD") }, 4, 0xdddd1114591c3503);
            f4(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S11)) {
                return;
            }
            f7(f);
            f8(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f9(f);
            f10(f);
            f11(f);
            f23(f);
            f13(f);
        }
        1 => {
            f.word16(const { pad16("DMUL") }, 4, 0x4579e71493b4039e);
            f4(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S11)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f7(f);
            f23(f);
        }
        2 => {
            f.word16(const { pad16("DMNMX") }, 5, 0x894314f76ba09fee);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S11)) {
                return;
            }
            f20(f);
            f7(f);
            f8(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f9(f);
            f10(f);
            f11(f);
            f23(f);
            f13(f);
            f19(f);
        }
        3 => {
            f.word16(const { pad16("DFMA") }, 4, 0x94a911471bd5664);
            f4(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S11)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f7(f);
            f23(f);
            f10(f);
            if !f.operand_reg(&Atom::Reg(&S13)) {
                return;
            }
        }
        4 => {
            f.word16(const { pad16("DSETP") }, 5, 0xfb95b627008af1c0);
            f15(f);
            f17(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S8)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S9)) {
                return;
            }
            f7(f);
            f8(f);
            if !f.operand_reg(&Atom::Reg(&S12)) {
                return;
            }
            f9(f);
            f10(f);
            f11(f);
            f23(f);
            f13(f);
            f19(f);
        }
        _ => f.unknown(),
    }
}
fn f25(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("X") }, 1, 0x5c0000009c54);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f26(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {}
        _ => f.unknown(),
    }
}
fn f27(f: &mut Fmt) {
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
            f26(f);
        }
        _ => f.unknown(),
    }
}
fn f28(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("HI") }, 2, 0x102910000dbec37);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f29(f: &mut Fmt) {
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
fn f30(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.prefix("~", 0x7a000000cf4e);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f31(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("IADD32I") }, 7, 0x49ba1bed6660d51e);
            f25(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S7)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S14)) {
                return;
            }
        }
        1 => {
            f.word16(const { pad16("MOV32I") }, 6, 0xe58ef185b21ceff2);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S14)) {
                return;
            }
        }
        2 => {
            f.word16(const { pad16("IMUL32I") }, 7, 0x896a92b972910e69);
            f27(f);
            f28(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S7)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S14)) {
                return;
            }
        }
        3 => {
            f.word16(const { pad16("LOP32I") }, 6, 0x16f1f6184a896bd1);
            f29(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            f30(f);
            if !f.operand_reg(&Atom::Reg(&S7)) {
                return;
            }
            if !f.operand(&Atom::Imm(&S14)) {
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
            f.word16(const { pad16("SAT") }, 3, 0xf0bb9301aa1b4ff8);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f33(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.prefix("-", 0x2900000045ab);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f34(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.prefix("-", 0x2900000045ab);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f35(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("X") }, 1, 0x5c0000009c54);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f36(f: &mut Fmt) {
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
fn f37(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("U32") }, 3, 0xbd5f2b018d3069e6);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f38(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S4)) {
                return;
            }
        }
        1 => {
            if !f.operand_mem(&Atom::Mem(&S2)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S4)) {
                return;
            }
        }
        2 => {
            if !f.operand_reg(&Atom::Reg(&S4)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S2)) {
                return;
            }
        }
        3 => {
            if !f.operand(&Atom::Imm(&S3)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S4)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f39(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.prefix("~", 0x7a000000cf4e);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f40(f: &mut Fmt) {
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
fn f41(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("SH") }, 2, 0x127720000fad3c7);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f42(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("ISUB") }, 4, 0x4ec54980565e74db);
            f32(f);
            f25(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            f20(f);
            if !f.operand_reg(&Atom::Reg(&S7)) {
                return;
            }
            f26(f);
            f12(f);
        }
        1 => {
            f.word16(const { pad16("IADD") }, 4, 0xea91df80ae954422);
            f32(f);
            f25(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            f20(f);
            f7(f);
            if !f.operand_reg(&Atom::Reg(&S7)) {
                return;
            }
            f10(f);
            f12(f);
        }
        2 => {
            f.word16(const { pad16("ISCADD") }, 6, 0xe9de6f8d267fa5bc);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            f20(f);
            f33(f);
            if !f.operand_reg(&Atom::Reg(&S7)) {
                return;
            }
            f34(f);
            f12(f);
            if !f.operand(&Atom::Imm(&S15)) {
                return;
            }
        }
        3 => {
            f.word16(const { pad16("IMUL") }, 4, 0xf096980c3c0dd57);
            f27(f);
            f28(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            f20(f);
            if !f.operand_reg(&Atom::Reg(&S7)) {
                return;
            }
            f12(f);
        }
        4 => {
            f.word16(const { pad16("IMAD") }, 4, 0xee09180c39e1c3b);
            f27(f);
            f28(f);
            f35(f);
            f32(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            f20(f);
            f7(f);
            if !f.operand_reg(&Atom::Reg(&S7)) {
                return;
            }
            f14(f);
        }
        5 => {
            f.word16(const { pad16("SHL") }, 3, 0xf0da4101aa357531);
            f36(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            f20(f);
            if !f.operand_reg(&Atom::Reg(&S7)) {
                return;
            }
            f12(f);
        }
        6 => {
            f.word16(const { pad16("SHR") }, 3, 0xf0da4b01aa35862f);
            f37(f);
            f36(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            f20(f);
            if !f.operand_reg(&Atom::Reg(&S7)) {
                return;
            }
            f12(f);
        }
        7 => {
            f.word16(const { pad16("BFE") }, 3, 0x5d84ab0156bc2cfb);
            f37(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            f20(f);
            if !f.operand_reg(&Atom::Reg(&S7)) {
                return;
            }
            f12(f);
        }
        8 => {
            f.word16(const { pad16("BFI") }, 3, 0x5d84a70156bc262f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            f20(f);
            if !f.operand_reg(&Atom::Reg(&S7)) {
                return;
            }
            f38(f);
        }
        9 => {
            f.word16(const { pad16("LOP") }, 3, 0x6ecde2016084443f);
            f29(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            f20(f);
            f30(f);
            if !f.operand_reg(&Atom::Reg(&S7)) {
                return;
            }
            f39(f);
            f12(f);
        }
        10 => {
            f.word16(const { pad16("ISETP") }, 5, 0xad6424127440b2e7);
            f40(f);
            f37(f);
            f25(f);
            f17(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S8)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S9)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S7)) {
                return;
            }
            f12(f);
            f19(f);
        }
        11 => {
            f.word16(const { pad16("ISET") }, 4, 0x4e8eff80563067ad);
            f40(f);
            f37(f);
            f25(f);
            f17(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            f20(f);
            if !f.operand_reg(&Atom::Reg(&S7)) {
                return;
            }
            f12(f);
            f19(f);
        }
        12 => {
            f.word16(const { pad16("IMNMX") }, 5, 0x63ff41cc1c43811d);
            f37(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            f20(f);
            if !f.operand_reg(&Atom::Reg(&S7)) {
                return;
            }
            f12(f);
            f19(f);
        }
        13 => {
            f.word16(const { pad16("ICMP") }, 4, 0xd90b7b80a4993249);
            f40(f);
            f37(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S7)) {
                return;
            }
            f38(f);
        }
        14 => {
            f.word16(const { pad16("FLO") }, 3, 0x3c990101449455a3);
            f37(f);
            f41(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            f39(f);
            f12(f);
        }
        _ => f.unknown(),
    }
}
fn f43(f: &mut Fmt) {
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
fn f44(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.prefix("!", 0x250000003edf);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f45(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f44(f);
            if !f.operand_reg(&Atom::Reg(&S16)) {
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
            if !f.operand_reg(&Atom::Reg(&S17)) {
                return;
            }
            f.suffix(".T", 0x8e68000078b5fe);
        }
        _ => f.unknown(),
    }
}
fn f47(f: &mut Fmt) {
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
fn f48(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.prefix("!", 0x250000003edf);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f49(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f48(f);
            if !f.operand_reg(&Atom::Reg(&S18)) {
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
            f.word16(const { pad16("FTZ") }, 3, 0x3cb4340144ab7404);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f51(f: &mut Fmt) {
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
fn f52(f: &mut Fmt) {
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
fn f53(f: &mut Fmt) {
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
fn f54(f: &mut Fmt) {
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
fn f55(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("PASS") }, 4, 0xb09b0ebd87f5c4fd);
        }
        1 => {
            f51(f);
            f52(f);
            f.word16(const { pad16("PASS") }, 4, 0xb09b0ebd87f5c4fd);
        }
        2 => {
            f51(f);
            f52(f);
            f.word16(const { pad16("PASS") }, 4, 0xb09b0ebd87f5c4fd);
        }
        3 => {
            f51(f);
            f52(f);
            f53(f);
        }
        4 => {
            f51(f);
            f52(f);
            f54(f);
        }
        _ => f.unknown(),
    }
}
fn f56(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f10(f);
            f11(f);
        }
        _ => f.unknown(),
    }
}
fn f57(f: &mut Fmt) {
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
fn f58(f: &mut Fmt) {
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
fn f59(f: &mut Fmt) {
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
fn f60(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("UD") }, 2, 0x1138a0000ea5385);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f61(f: &mut Fmt) {
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
fn f62(f: &mut Fmt) {
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
fn f63(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f62(f);
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
fn f64(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {}
        1 => {
            f61(f);
            f63(f);
        }
        _ => f.unknown(),
    }
}
fn f65(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("SAT") }, 3, 0xf0bb9301aa1b4ff8);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f66(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("ACC") }, 3, 0x567db801533836b5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            f20(f);
        }
        1 => {
            f.word16(const { pad16("MIN") }, 3, 0x790f3f0166c6dcb8);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            f20(f);
        }
        2 => {
            f.word16(const { pad16("MAX") }, 3, 0x792a550166ddc9d2);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            f20(f);
        }
        3 => {
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            f20(f);
        }
        4 => {
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            f.suffix(".H1", 0x6ad96f00cd3fcb09);
            f20(f);
        }
        5 => {
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            f.suffix(".H0", 0x6ad96e00cd3fc956);
            f20(f);
        }
        6 => {
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            f.suffix(".B0", 0x6aedf200cd5152ac);
            f20(f);
        }
        7 => {
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            f.suffix(".B2", 0x6aedf400cd515612);
            f20(f);
        }
        _ => f.unknown(),
    }
}
fn f67(f: &mut Fmt) {
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
fn f68(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_reg(&Atom::Reg(&S7)) {
                return;
            }
            f67(f);
        }
        _ => f.unknown(),
    }
}
fn f69(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.prefix("-", 0x2900000045ab);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f70(f: &mut Fmt) {
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
fn f71(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
                return;
            }
            f70(f);
        }
        1 => {
            if !f.operand(&Atom::Imm(&S19)) {
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
            f10(f);
            f68(f);
            f69(f);
            f71(f);
            if !f.operand_reg(&Atom::Reg(&S4)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f73(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("MX") }, 2, 0xf85e0000d34109);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f74(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f68(f);
            f71(f);
            if !f.operand_reg(&Atom::Reg(&S4)) {
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
fn f76(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("MOV") }, 3, 0x7916170166ccb76e);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            f12(f);
        }
        1 => {
            f.word16(const { pad16("S2R") }, 3, 0xf1d64b01ab0c1055);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S20)) {
                return;
            }
        }
        2 => {
            f.word16(const { pad16("SEL") }, 3, 0xf0ae9b01aa10d334);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S7)) {
                return;
            }
            f12(f);
            f19(f);
        }
        3 => {
            f.word16(const { pad16("PRMT") }, 4, 0x2e7692bd3e2fd0e3);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S7)) {
                return;
            }
            f38(f);
        }
        4 => {
            f.word16(const { pad16("POPC") }, 4, 0x5a067cbd56ee8cc8);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            f30(f);
            if !f.operand_reg(&Atom::Reg(&S7)) {
                return;
            }
            f39(f);
            f12(f);
        }
        5 => {
            f.word16(const { pad16("VOTE") }, 4, 0x2ce63eaa7112d248);
            f43(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S21)) {
                return;
            }
            f45(f);
        }
        6 => {
            f.word16(const { pad16("BAR") }, 3, 0x5d81da0156ba4701);
            f.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
            f.word16(const { pad16("POPC") }, 4, 0x5a067cbd56ee8cc8);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S7)) {
                return;
            }
        }
        7 => {
            f.word16(const { pad16("NOP") }, 3, 0x81ab30016ba36689);
            f6(f);
            f46(f);
        }
        8 => {
            f.word16(const { pad16("PSET") }, 4, 0x38ccc9bd448484d4);
            f47(f);
            f17(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            f19(f);
            f49(f);
            f45(f);
        }
        9 => {
            f.word16(const { pad16("PSETP") }, 5, 0x87f509b6d2d2c4c);
            f47(f);
            f17(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S8)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S9)) {
                return;
            }
            f19(f);
            f49(f);
            f45(f);
        }
        10 => {
            f.word16(const { pad16("F2F") }, 3, 0x3b744801439b3f0e);
            f50(f);
            f55(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            f56(f);
            f12(f);
            f13(f);
        }
        11 => {
            f.word16(const { pad16("F2I") }, 3, 0x3b744301439b368f);
            f50(f);
            f57(f);
            f52(f);
            f58(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            f10(f);
            f12(f);
        }
        12 => {
            f.word16(const { pad16("I2F") }, 3, 0x9b29cd0179f0683b);
            f51(f);
            f59(f);
            f54(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            f10(f);
            f12(f);
        }
        13 => {
            f.word16(const { pad16("I2I") }, 3, 0x9b29ca0179f06322);
            f57(f);
            f59(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            f10(f);
            f12(f);
        }
        14 => {
            f.word16(const { pad16("VADD") }, 4, 0x1d6201aa68cc6b85);
            f60(f);
            f64(f);
            f65(f);
            f66(f);
            f72(f);
        }
        15 => {
            f.word16(const { pad16("VMNMX") }, 5, 0x7f1fa1af4edfecb8);
            f60(f);
            f64(f);
            f73(f);
            f65(f);
            f66(f);
            f74(f);
        }
        16 => {
            f.word16(const { pad16("VSHR") }, 4, 0x7fb631aa0efe6a45);
            f60(f);
            f64(f);
            f75(f);
            f65(f);
            f66(f);
            f74(f);
        }
        17 => {
            f.word16(const { pad16("VSHL") }, 4, 0x7fb643aa0efe88db);
            f60(f);
            f64(f);
            f75(f);
            f65(f);
            f66(f);
            f74(f);
        }
        _ => f.unknown(),
    }
}
fn f77(f: &mut Fmt) {
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
fn f78(f: &mut Fmt) {
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
fn f79(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_reg(&Atom::Reg(&S11)) {
                return;
            }
        }
        1 => {
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
        }
        2 => {
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
        }
        3 => {
            if !f.operand_reg(&Atom::Reg(&S6)) {
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
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
        }
        _ => f.unknown(),
    }
}
fn f81(f: &mut Fmt) {
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
fn f82(f: &mut Fmt) {
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
fn f83(f: &mut Fmt) {
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
fn f84(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("U64") }, 3, 0xbd7043018d3f05e1);
        }
        _ => f.unknown(),
    }
}
fn f85(f: &mut Fmt) {
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
        _ => f.unknown(),
    }
}
fn f86(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("S32") }, 3, 0xf1d2a101ab08b9a0);
        }
        _ => f.unknown(),
    }
}
fn f87(f: &mut Fmt) {
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
fn f88(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("EXCH") }, 4, 0x2fd7c41c83208efa);
        }
        _ => f.unknown(),
    }
}
fn f89(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("CAS") }, 3, 0x67d70a015d0d3c0d);
        }
        _ => f.unknown(),
    }
}
fn f90(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f91(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("QRY1") }, 4, 0x6e48d3c3ab832e91);
        }
        1 => {
            f.word16(const { pad16("PF1") }, 3, 0xd86f41019cd2e74d);
        }
        2 => {
            f.word16(const { pad16("PF1_5") }, 5, 0x8fc049f6eed00df9);
        }
        3 => {
            f.word16(const { pad16("PF2") }, 3, 0xd86f3e019cd2e234);
        }
        4 => {
            f.word16(const { pad16("WB") }, 2, 0x11a540000f01671);
        }
        5 => {
            f.word16(const { pad16("IV") }, 2, 0x105580000ddc133);
        }
        6 => {
            f.word16(const { pad16("IVALL") }, 5, 0x350099fbf0b128e6);
        }
        7 => {
            f.word16(const { pad16("RS") }, 2, 0x124930000f8d603);
        }
        _ => f.unknown(),
    }
}
fn f92(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {}
        1 => {
            f.word16(const { pad16("U") }, 1, 0x5100000089a3);
        }
        2 => {
            f.word16(const { pad16("C") }, 1, 0x4700000078a5);
        }
        3 => {
            f.word16(const { pad16("I") }, 1, 0x4d00000082d7);
        }
        _ => f.unknown(),
    }
}
fn f93(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S23)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        1 => {
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S23)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        2 => {
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S23)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        3 => {
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S23)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        4 => {
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S23)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        5 => {
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S23)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        6 => {
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S23)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        7 => {
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S23)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        8 => {
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S23)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        9 => {
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S23)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        10 => {
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S23)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        11 => {
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S23)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        12 => {
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S23)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        13 => {
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S23)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        14 => {
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S23)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        15 => {
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S23)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        16 => {
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S23)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        17 => {
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S23)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        18 => {
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S23)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        19 => {
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S23)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        20 => {
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S27)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        21 => {
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S27)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        22 => {
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S27)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        23 => {
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S27)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        24 => {
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S27)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        25 => {
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S27)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        26 => {
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S27)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        27 => {
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S27)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        28 => {
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S27)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        29 => {
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S27)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        30 => {
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S27)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        31 => {
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S27)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        32 => {
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S27)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        33 => {
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S27)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        34 => {
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S27)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        35 => {
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S27)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        36 => {
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S27)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        37 => {
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S27)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        38 => {
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S27)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        39 => {
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S27)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        40 => {
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S28)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        41 => {
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S28)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        42 => {
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S28)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        43 => {
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S28)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        44 => {
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S28)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        45 => {
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S28)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        46 => {
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S28)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        47 => {
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S28)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        48 => {
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S28)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        49 => {
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S28)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        50 => {
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S28)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S29)) {
                return;
            }
        }
        51 => {
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S28)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S29)) {
                return;
            }
        }
        52 => {
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S28)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S30)) {
                return;
            }
        }
        53 => {
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S28)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S30)) {
                return;
            }
        }
        54 => {
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S32)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        55 => {
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S32)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        56 => {
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S32)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S29)) {
                return;
            }
        }
        57 => {
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S32)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S29)) {
                return;
            }
        }
        58 => {
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            f.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S32)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S30)) {
                return;
            }
        }
        59 => {
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S32)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S30)) {
                return;
            }
        }
        60 => {
            f.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S33)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        61 => {
            f.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S33)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        62 => {
            f.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S33)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S29)) {
                return;
            }
        }
        63 => {
            f.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S33)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S29)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f94(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        1 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        2 => {
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        3 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        4 => {
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        5 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        6 => {
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        7 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        8 => {
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        9 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        10 => {
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        11 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        12 => {
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        13 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        14 => {
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        15 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        16 => {
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        17 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        18 => {
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        19 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        20 => {
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        21 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        22 => {
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        23 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        24 => {
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        25 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        26 => {
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        27 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        28 => {
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        29 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        30 => {
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        31 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        32 => {
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        33 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        34 => {
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        35 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        36 => {
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        37 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        38 => {
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        39 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S34)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        40 => {
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        41 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        42 => {
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        43 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        44 => {
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        45 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        46 => {
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        47 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        48 => {
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        49 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        50 => {
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        51 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        52 => {
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        53 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        54 => {
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        55 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        56 => {
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        57 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        58 => {
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        59 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        60 => {
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        61 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        62 => {
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        63 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        64 => {
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        65 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        66 => {
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        67 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        68 => {
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        69 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        70 => {
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        71 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        72 => {
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        73 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        74 => {
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        75 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        76 => {
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        77 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        78 => {
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        79 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S35)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        80 => {
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S36)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        81 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S36)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        82 => {
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S36)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        83 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U8") }, 2, 0x1133e0000e9d261);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S36)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        84 => {
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S36)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        85 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S36)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        86 => {
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S36)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        87 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S8") }, 2, 0x127c20000fb5bb7);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S36)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S24)) {
                return;
            }
        }
        88 => {
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S36)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        89 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S36)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        90 => {
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S36)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        91 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("U16") }, 3, 0xbd662f018d368f60);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S36)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        92 => {
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S36)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        93 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S36)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        94 => {
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S36)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        95 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("S16") }, 3, 0xf1cbb501ab02bcee);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S36)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S25)) {
                return;
            }
        }
        96 => {
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S36)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        97 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S36)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        98 => {
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S36)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        99 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S36)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        100 => {
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S36)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S29)) {
                return;
            }
        }
        101 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S36)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S29)) {
                return;
            }
        }
        102 => {
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S36)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S29)) {
                return;
            }
        }
        103 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S36)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S29)) {
                return;
            }
        }
        104 => {
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S36)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S30)) {
                return;
            }
        }
        105 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S36)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S30)) {
                return;
            }
        }
        106 => {
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S36)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S30)) {
                return;
            }
        }
        107 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S22)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S36)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S30)) {
                return;
            }
        }
        108 => {
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S37)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        109 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S37)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        110 => {
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S37)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        111 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S37)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        112 => {
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S37)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S29)) {
                return;
            }
        }
        113 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S37)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S29)) {
                return;
            }
        }
        114 => {
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S37)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S29)) {
                return;
            }
        }
        115 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S37)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S29)) {
                return;
            }
        }
        116 => {
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            f.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S37)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S30)) {
                return;
            }
        }
        117 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            f.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S37)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S30)) {
                return;
            }
        }
        118 => {
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S37)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S30)) {
                return;
            }
        }
        119 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S37)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S30)) {
                return;
            }
        }
        120 => {
            f.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S38)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        121 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S38)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        122 => {
            f.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S38)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        123 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("32") }, 2, 0xbabc00009e7fa5);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S38)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S26)) {
                return;
            }
        }
        124 => {
            f.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S38)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S29)) {
                return;
            }
        }
        125 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S38)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S29)) {
                return;
            }
        }
        126 => {
            f.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S38)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S29)) {
                return;
            }
        }
        127 => {
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("128") }, 3, 0xcbb2c301048c7d2d);
            f.word16(const { pad16("E") }, 1, 0x410000006e73);
            f.word16(const { pad16("64") }, 2, 0xa9b800009005a6);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S31)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S38)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S29)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f95(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("LD") }, 2, 0xf4740000cf7d94);
            f77(f);
            f78(f);
            f6(f);
            f79(f);
            if !f.operand_mem(&Atom::Mem(&S39)) {
                return;
            }
        }
        1 => {
            f.word16(const { pad16("LD") }, 2, 0xf4740000cf7d94);
            f80(f);
            f77(f);
            f78(f);
            f6(f);
            f79(f);
            if !f.operand_mem(&Atom::Mem(&S39)) {
                return;
            }
        }
        2 => {
            f.word16(const { pad16("LDU") }, 3, 0x6ededd016092aef3);
            f77(f);
            f6(f);
            f79(f);
            if !f.operand_mem(&Atom::Mem(&S39)) {
                return;
            }
        }
        3 => {
            f.word16(const { pad16("LDU") }, 3, 0x6ededd016092aef3);
            f80(f);
            f77(f);
            f6(f);
            f79(f);
            if !f.operand_mem(&Atom::Mem(&S39)) {
                return;
            }
        }
        4 => {
            f.word16(const { pad16("ST") }, 2, 0x127560000faa433);
            f77(f);
            f81(f);
            f6(f);
            if !f.operand_mem(&Atom::Mem(&S39)) {
                return;
            }
            f79(f);
        }
        5 => {
            f.word16(const { pad16("ST") }, 2, 0x127560000faa433);
            f80(f);
            f77(f);
            f81(f);
            f6(f);
            if !f.operand_mem(&Atom::Mem(&S39)) {
                return;
            }
            f79(f);
        }
        6 => {
            f.word16(const { pad16("LDS") }, 3, 0x6edee3016092b925);
            f77(f);
            f6(f);
            f79(f);
            if !f.operand_mem(&Atom::Mem(&S43)) {
                return;
            }
        }
        7 => {
            f.word16(const { pad16("LDL") }, 3, 0x6edef4016092d608);
            f82(f);
            f77(f);
            f6(f);
            f79(f);
            if !f.operand_mem(&Atom::Mem(&S44)) {
                return;
            }
        }
        8 => {
            f.word16(const { pad16("STS") }, 3, 0xf07b8201a9e54f20);
            f77(f);
            f6(f);
            if !f.operand_mem(&Atom::Mem(&S43)) {
                return;
            }
            f79(f);
        }
        9 => {
            f.word16(const { pad16("STL") }, 3, 0xf07ba101a9e583cd);
            f77(f);
            f81(f);
            f6(f);
            if !f.operand_mem(&Atom::Mem(&S44)) {
                return;
            }
            f79(f);
        }
        10 => {
            f.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
            f83(f);
            f6(f);
            if !f.operand_mem(&Atom::Mem(&S39)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
        }
        11 => {
            f.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
            f80(f);
            f83(f);
            f6(f);
            if !f.operand_mem(&Atom::Mem(&S39)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
        }
        12 => {
            f.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
            f.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
            f84(f);
            f6(f);
            if !f.operand_mem(&Atom::Mem(&S39)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
        }
        13 => {
            f.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
            f80(f);
            f.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
            f84(f);
            f6(f);
            if !f.operand_mem(&Atom::Mem(&S39)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
        }
        14 => {
            f.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
            f85(f);
            f86(f);
            f6(f);
            if !f.operand_mem(&Atom::Mem(&S39)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
        }
        15 => {
            f.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
            f80(f);
            f85(f);
            f86(f);
            f6(f);
            if !f.operand_mem(&Atom::Mem(&S39)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
        }
        16 => {
            f.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
            f.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
            f87(f);
            f6(f);
            if !f.operand_mem(&Atom::Mem(&S39)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
        }
        17 => {
            f.word16(const { pad16("RED") }, 3, 0xe9da0c01a6b72d73);
            f80(f);
            f.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
            f87(f);
            f6(f);
            if !f.operand_mem(&Atom::Mem(&S39)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
        }
        18 => {
            f.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
            f83(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S40)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S41)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
        }
        19 => {
            f.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
            f80(f);
            f83(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S40)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S41)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
        }
        20 => {
            f.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
            f.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
            f84(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S40)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S41)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
        }
        21 => {
            f.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
            f80(f);
            f.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
            f84(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S40)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S41)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
        }
        22 => {
            f.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
            f88(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S40)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S41)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
        }
        23 => {
            f.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
            f80(f);
            f88(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S40)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S41)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
        }
        24 => {
            f.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
            f88(f);
            f84(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S40)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S41)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
        }
        25 => {
            f.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
            f80(f);
            f88(f);
            f84(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S40)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S41)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
        }
        26 => {
            f.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
            f89(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S40)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S41)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S4)) {
                return;
            }
        }
        27 => {
            f.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
            f80(f);
            f89(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S40)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S41)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S4)) {
                return;
            }
        }
        28 => {
            f.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
            f89(f);
            f84(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S40)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S41)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S4)) {
                return;
            }
        }
        29 => {
            f.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
            f80(f);
            f89(f);
            f84(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S40)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S41)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S4)) {
                return;
            }
        }
        30 => {
            f.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
            f85(f);
            f86(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S40)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S41)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
        }
        31 => {
            f.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
            f80(f);
            f85(f);
            f86(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S40)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S41)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
        }
        32 => {
            f.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
            f.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
            f87(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S40)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S41)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
        }
        33 => {
            f.word16(const { pad16("ATOM") }, 4, 0x9b03ed4013c7e575);
            f80(f);
            f.word16(const { pad16("ADD") }, 3, 0x567a53015335553f);
            f87(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S40)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S41)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
        }
        34 => {
            f.word16(const { pad16("CCTL") }, 4, 0x908bf55126f4069a);
            f90(f);
            f91(f);
            f92(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S45)) {
                return;
            }
        }
        35 => {
            f.word16(const { pad16("LDLK") }, 4, 0xf7aee157198213d9);
            f77(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S42)) {
                return;
            }
            f79(f);
            if !f.operand_mem(&Atom::Mem(&S39)) {
                return;
            }
        }
        36 => {
            f.word16(const { pad16("LDS_LDU") }, 7, 0xddcdd4315fee5dc9);
            f93(f);
        }
        37 => {
            f.word16(const { pad16("LD_LDU") }, 6, 0xae890527147c2d84);
            f94(f);
        }
        38 => {
            f.word16(const { pad16("LDSLK") }, 5, 0xcd19e00004b94d60);
            f77(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S46)) {
                return;
            }
            f79(f);
            if !f.operand_mem(&Atom::Mem(&S43)) {
                return;
            }
        }
        39 => {
            f.word16(const { pad16("STSUL") }, 5, 0x5819f1b52a17f799);
            f77(f);
            f6(f);
            if !f.operand_mem(&Atom::Mem(&S43)) {
                return;
            }
            f79(f);
        }
        40 => {
            f.word16(const { pad16("CCTLL") }, 5, 0x91d8aee530a79da2);
            f91(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S44)) {
                return;
            }
        }
        41 => {
            f.word16(const { pad16("MEMBAR") }, 6, 0x93eb26a2750e673a);
            f.word16(const { pad16("CTA") }, 3, 0x6803a4015d337ca6);
            f6(f);
        }
        42 => {
            f.word16(const { pad16("MEMBAR") }, 6, 0x93eb26a2750e673a);
            f.word16(const { pad16("GL") }, 2, 0xe36e0000c1002f);
            f6(f);
        }
        43 => {
            f.word16(const { pad16("MEMBAR") }, 6, 0x93eb26a2750e673a);
            f.word16(const { pad16("SYS") }, 3, 0xf0a08a01aa0478f5);
            f6(f);
        }
        44 => {
            f.word16(const { pad16("STUL") }, 4, 0x874138d3b0b66dfa);
            f77(f);
            f6(f);
            if !f.operand_mem(&Atom::Mem(&S39)) {
                return;
            }
            f79(f);
        }
        _ => f.unknown(),
    }
}
fn f96(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("COUNT") }, 5, 0x28325e08d9ba3bbb);
        }
        1 => {
            f.word16(const { pad16("COVMASK") }, 7, 0x858df7e2076ab430);
        }
        2 => {
            f.word16(const { pad16("COVERED") }, 7, 0xb4039c228fe9e9ee);
        }
        3 => {
            f.word16(const { pad16("OFFSET") }, 6, 0x3e8bf626a4a2d39f);
        }
        4 => {
            f.word16(const { pad16("CENTROID_OFFSET") }, 15, 0x929a467f718c56f2);
        }
        5 => {
            f.word16(const { pad16("MY_INDEX") }, 8, 0xd0f5c27b7a7895e1);
        }
        _ => f.unknown(),
    }
}
fn f97(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {}
        1 => {
            f.word16(const { pad16("EMIT") }, 4, 0xd29dc11cdecfdc47);
        }
        2 => {
            f.word16(const { pad16("CUT") }, 3, 0x67ffb3015d2fad4c);
        }
        3 => {
            f.word16(const { pad16("EMIT_THEN_CUT") }, 13, 0x497df1bb34684778);
        }
        _ => f.unknown(),
    }
}
fn f98(f: &mut Fmt) {
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
fn f99(f: &mut Fmt) {
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
fn f100(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            if !f.operand_reg(&Atom::Reg(&S1)) {
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
fn f102(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("VILD") }, 4, 0x629229aa8ff46e15);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S47)) {
                return;
            }
        }
        1 => {
            f.word16(const { pad16("PIXLD") }, 5, 0xe4074bcb3e0af9cd);
            f96(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S48)) {
                return;
            }
            if !f.operand_mem(&Atom::Mem(&S49)) {
                return;
            }
        }
        2 => {
            f.word16(const { pad16("OUT") }, 3, 0x88a1a7016f19c9e8);
            f97(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S7)) {
                return;
            }
            f12(f);
        }
        3 => {
            f.word16(const { pad16("LDC") }, 3, 0x6edef3016092d455);
            f77(f);
            f6(f);
            f79(f);
            if !f.operand_mem(&Atom::Mem(&S50)) {
                return;
            }
        }
        4 => {
            f.word16(const { pad16("TLD") }, 3, 0xb445740187e8fd90);
            f98(f);
            f99(f);
            f6(f);
            if !f.operand_reg(&Atom::Reg(&S6)) {
                return;
            }
            if !f.operand_reg(&Atom::Reg(&S7)) {
                return;
            }
            f100(f);
            if !f.operand(&Atom::Imm(&S51)) {
                return;
            }
            f101(f);
            if !f.operand(&Atom::Imm(&S52)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f103(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("U") }, 1, 0x5100000089a3);
        }
        1 => {}
        _ => f.unknown(),
    }
}
fn f104(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("BRA") }, 3, 0x5d40b70156827493);
            f103(f);
            if !f.operand(&Atom::Target(&S53)) {
                return;
            }
        }
        1 => {
            f.word16(const { pad16("EXIT") }, 4, 0x2fecb41c8332cfd4);
        }
        2 => {
            f.word16(const { pad16("BRK") }, 3, 0x5d40c10156828591);
        }
        3 => {
            f.word16(const { pad16("RET") }, 3, 0xe9da1c01a6b748a3);
        }
        4 => {
            f.word16(const { pad16("BRX") }, 3, 0x5d40ce0156829ba8);
            if !f.operand_mem(&Atom::Mem(&S50)) {
                return;
            }
        }
        _ => f.unknown(),
    }
}
fn f105(f: &mut Fmt) {
    let Some(i) = f.next() else { return };
    match i {
        0 => {
            f.word16(const { pad16("SSY") }, 3, 0xf08c8c01a9f3d351);
            if !f.operand(&Atom::Target(&S53)) {
                return;
            }
        }
        1 => {
            f.word16(const { pad16("PBK") }, 3, 0xd87cdf019cde7e23);
            if !f.operand(&Atom::Target(&S53)) {
                return;
            }
        }
        2 => {
            f.word16(const { pad16("BPT") }, 3, 0x5d478e0156884d96);
            f0(f);
            if !f.operand(&Atom::Imm(&S3)) {
                return;
            }
        }
        3 => {
            f.word16(const { pad16("PRET") }, 4, 0x2e91a2bd3e46b3cb);
            if !f.operand(&Atom::Target(&S53)) {
                return;
            }
        }
        4 => {
            f.word16(const { pad16("CAL") }, 3, 0x67d6eb015d0d0760);
            if !f.operand(&Atom::Target(&S53)) {
                return;
            }
        }
        5 => {
            f2(f);
            let Some(ti) = f.next() else { return };
            match ti {
                0 => f22(f),
                1 => f24(f),
                2 => f31(f),
                3 => f42(f),
                4 => f76(f),
                5 => f95(f),
                6 => f102(f),
                7 => f104(f),
                _ => {}
            }
        }
        6 => {
            f.unknown();
        }
        _ => f.unknown(),
    }
}
