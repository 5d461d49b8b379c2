//! A second description of Fermi (GF100) for envytools' envydis syntax: the encodings as envydis' gf100
//! tables read them (their field positions, operand orders and modifier names, transcribed as facts into
//! the engine's forms), printed by [`notation::EnvyFermi`]. NVIDIA's syntax has its own description
//! ([`crate::encoding`]); the two read the same bits.
//!
//! Where envydis reads bits without printing them (the predicate of `call` and the other stack
//! operations), the tables read them with [`gpuisa_engine::Atom::Ignored`]: the exact-envydis syntax leaves them out and
//! the lossless one prints them. Bits no entry reads are the residual, printed `???[0x...]` by the lossless
//! syntax only.

#![allow(clippy::identity_op, clippy::erasing_op, clippy::eq_op, clippy::unusual_byte_groupings)]

pub mod fields;
pub(crate) mod lduld;
pub mod notation;

use fields::*;
use gpuisa_core::BitField as B;
use gpuisa_engine::{Atom::*, Flow, Table, W};

const C4: u64 = 0xfc00_0000_0000_0007;
const C5: u64 = 0xf800_0000_0000_0007;

// ---------------------------------------------------------------------------------------------------
// Shared small tables.

/// The guard predicate: none for `$p7`, `never` for `not $p7`.
pub static PRED_T: &Table = &[
    f(0x1c00, 0x3c00, &[]),
    f(0x3c00, 0x3c00, &[W("never")]).flow(Flow::GUARDED),
    f(0, 0x2000, &[Reg(&PRED)]).flow(Flow::GUARDED),
    f(0x2000, 0x2000, &[Open, W("not"), Reg(&PRED), Close]).flow(Flow::GUARDED),
];
/// The condition code test (bits 5-9); 0xf (true) prints nothing.
static CC_T: &Table = &[
    f(0x00 << 5, 0x1f << 5, &[W("never"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x01 << 5, 0x1f << 5, &[W("l"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x02 << 5, 0x1f << 5, &[W("e"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x03 << 5, 0x1f << 5, &[W("le"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x04 << 5, 0x1f << 5, &[W("g"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x05 << 5, 0x1f << 5, &[W("lg"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x06 << 5, 0x1f << 5, &[W("ge"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x07 << 5, 0x1f << 5, &[W("lge"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x08 << 5, 0x1f << 5, &[W("u"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x09 << 5, 0x1f << 5, &[W("lu"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x0a << 5, 0x1f << 5, &[W("eu"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x0b << 5, 0x1f << 5, &[W("leu"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x0c << 5, 0x1f << 5, &[W("gu"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x0d << 5, 0x1f << 5, &[W("lgu"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x0e << 5, 0x1f << 5, &[W("geu"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x0f << 5, 0x1f << 5, &[]),
    f(0x10 << 5, 0x1f << 5, &[W("no"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x11 << 5, 0x1f << 5, &[W("nc"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x12 << 5, 0x1f << 5, &[W("ns"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x13 << 5, 0x1f << 5, &[W("na"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x14 << 5, 0x1f << 5, &[W("a"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x15 << 5, 0x1f << 5, &[W("s"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x16 << 5, 0x1f << 5, &[W("c"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x17 << 5, 0x1f << 5, &[W("o"), Reg(&CC)]).flow(Flow::GUARDED),
];
/// The condition code test of `set` (bits 20-24).
static SETCT: &Table = named!(20, 5;
    0x00 => "never", 0x01 => "l", 0x02 => "e", 0x03 => "le", 0x04 => "g", 0x05 => "lg", 0x06 => "ge",
    0x07 => "lge", 0x08 => "u", 0x09 => "lu", 0x0a => "eu", 0x0b => "leu", 0x0c => "gu", 0x0d => "lgu",
    0x0e => "geu", 0x0f => "true", 0x10 => "no", 0x11 => "nc", 0x12 => "ns", 0x13 => "na", 0x14 => "a",
    0x15 => "s", 0x16 => "c", 0x17 => "o");
/// Comparisons (bits 55-58).
static SETIT: &Table = named!(55, 4;
    0 => "false", 1 => "lt", 2 => "eq", 3 => "le", 4 => "gt", 5 => "ne", 6 => "ge", 7 => "num", 8 => "nan",
    9 => "ltu", 10 => "equ", 11 => "leu", 12 => "gtu", 13 => "neu", 14 => "geu", 15 => "true");
static FARM: &Table = named!(55, 2; 0 => "rn", 1 => "rm", 2 => "rp", 3 => "rz");
static FCRM: &Table = named!(49, 2; 0 => "rn", 1 => "rm", 2 => "rp", 3 => "rz");
static FCRMI: &Table = named!(49, 2; 0 => "rni", 1 => "rmi", 2 => "rpi", 3 => "rzi");
static SETDT5: &Table = ch!(5, "b32", "f32");
static SETDT7: &Table = ch!(7, "b32", "f32");

static SAT5: &Table = fl!(5, W("sat"));
static SAT9: &Table = fl!(9, W("sat"));
static SAT18: &Table = fl!(24, W("sat"));
static SAT31: &Table = fl!(49, W("sat"));
static SAT38: &Table = fl!(56, W("sat"));
static FTZ5: &Table = fl!(5, W("ftz"));
static FTZ6: &Table = fl!(6, W("ftz"));
static FTZ3B: &Table = fl!(59, W("ftz"));
static FTZ37: &Table = fl!(55, W("ftz"));
static FMZ7: &Table = fl!(7, W("fmz"));
static NEG39: &Table = fl!(57, W("neg"));
static NEG9: &Table = fl!(9, W("neg"));
static NEG8: &Table = fl!(8, W("neg"));
static NEG7: &Table = fl!(7, W("neg"));
static NEG4: &Table = fl!(4, W("neg"));
static NEG16: &Table = fl!(22, W("neg"));
static ABS7: &Table = fl!(7, W("abs"));
static ABS6: &Table = fl!(6, W("abs"));
static ABS19: &Table = fl!(25, W("abs"));
static ABS1E: &Table = fl!(30, W("abs"));
static RINT: &Table = fl!(7, Sub(FCRMI));
static REV: &Table = fl!(8, W("rev"));
static SHCLAMP: &Table = ch!(9, "clamp", "wrap");
static NOT9: &Table = fl!(9, W("not"));
static NOT8: &Table = fl!(8, W("not"));
static SHIFTAMT: &Table = fl!(6, W("shiftamt"));
static ACOUT17: &Table = fl!(23, Reg(&CC));
static ACOUT30: &Table = fl!(48, Reg(&CC));
static ACIN6: &Table = fl!(6, Reg(&CC));
static ACIN37: &Table = fl!(55, Reg(&CC));
static ACIN5: &Table = fl!(5, Reg(&CC));
static ACIN7: &Table = fl!(7, Reg(&CC));
static US32_5: &Table = ch!(5, "u32", "s32");
static US32_7: &Table = ch!(7, "u32", "s32");
static US32_6: &Table = ch!(6, "u32", "s32");
static US32_C: &Table = ch!(12, "u32", "s32");
static US32_D: &Table = ch!(13, "u32", "s32");
static US32_18: &Table = ch!(24, "u32", "s32");
static US32_2A: &Table = ch!(42, "u32", "s32");
static US8_5: &Table = ch!(5, "u8", "s8");
static US8_6: &Table = ch!(6, "u8", "s8");
static US8_B: &Table = ch!(11, "u8", "s8");
static US8_C: &Table = ch!(12, "u8", "s8");
static US8_D: &Table = ch!(13, "u8", "s8");
static US8_39: &Table = ch!(57, "u8", "s8");
static US16_5: &Table = ch!(5, "u16", "s16");
static US16_6: &Table = ch!(6, "u16", "s16");
static US16_B: &Table = ch!(11, "u16", "s16");
static US16_C: &Table = ch!(12, "u16", "s16");
static US16_D: &Table = ch!(13, "u16", "s16");
static US16_39: &Table = ch!(57, "u16", "s16");
static HIGH5: &Table = fl!(5, W("high"));
static HIGH6: &Table = fl!(6, W("high"));
static PNOT1: &Table = fl!(23, W("not"));
static PNOT2: &Table = fl!(29, W("not"));
static PNOT3: &Table = fl!(52, W("not"));
static PNOTN: &Table = fl!(24, W("not"));
static DQUADOP: &Table = ch!(9, "dfp", "dall");

// Source operands by kind (bits 46-47: register, c[], register 3, immediate).
static IS2: &Table = &[f(0 << 46, 3 << 46, &[Reg(&SRC2)]), f(1 << 46, 3 << 46, &[Mem(&CMEM)]), f(3 << 46, 3 << 46, &[Imm(&IMM)])];
/// Inside a parenthesised sub-expression envydis prints a negative immediate as its 64-bit value.
static IS2W3_RAW: &Table = &[
    f(0 << 46, 3 << 46, &[Reg(&SRC2)]),
    f(1 << 46, 3 << 46, &[Mem(&CMEM)]),
    f(2 << 46, 3 << 46, &[Reg(&SRC3)]),
    f(3 << 46, 3 << 46, &[Imm(&IMM_RAW)]),
];
static IS2W3: &Table = &[
    f(0 << 46, 3 << 46, &[Reg(&SRC2)]),
    f(1 << 46, 3 << 46, &[Mem(&CMEM)]),
    f(2 << 46, 3 << 46, &[Reg(&SRC3)]),
    f(3 << 46, 3 << 46, &[Imm(&IMM)]),
];
static IS3: &Table = &[
    f(0 << 46, 3 << 46, &[Reg(&SRC3)]),
    f(1 << 46, 3 << 46, &[Reg(&SRC3)]),
    f(2 << 46, 3 << 46, &[Mem(&CMEM)]),
    f(3 << 46, 3 << 46, &[Reg(&SRC3)]),
];
static DS3: &Table = &[
    f(0 << 46, 3 << 46, &[Reg(&SRC3D)]),
    f(1 << 46, 3 << 46, &[Reg(&SRC3D)]),
    f(2 << 46, 3 << 46, &[Mem(&CMEM)]),
    f(3 << 46, 3 << 46, &[Reg(&SRC3D)]),
];
static FS2: &Table = &[f(0 << 46, 3 << 46, &[Reg(&SRC2)]), f(1 << 46, 3 << 46, &[Mem(&CMEM)]), f(3 << 46, 3 << 46, &[Imm(&FIMM)])];
static FS2W3: &Table = &[
    f(0 << 46, 3 << 46, &[Reg(&SRC2)]),
    f(1 << 46, 3 << 46, &[Mem(&CMEM)]),
    f(2 << 46, 3 << 46, &[Reg(&SRC3)]),
    f(3 << 46, 3 << 46, &[Imm(&FIMM)]),
];
static DS2: &Table = &[f(0 << 46, 3 << 46, &[Reg(&SRC2D)]), f(1 << 46, 3 << 46, &[Mem(&CMEM)]), f(3 << 46, 3 << 46, &[Imm(&DIMM)])];
static DS2W3: &Table = &[
    f(0 << 46, 3 << 46, &[Reg(&SRC2D)]),
    f(1 << 46, 3 << 46, &[Mem(&CMEM)]),
    f(2 << 46, 3 << 46, &[Reg(&SRC3D)]),
    f(3 << 46, 3 << 46, &[Imm(&DIMM)]),
];
static LS2: &Table = &[f(0 << 46, 3 << 46, &[Reg(&SRC2D)]), f(3 << 46, 3 << 46, &[Imm(&IMM)])];
static VS2: &Table = &[f(0, 1 << 47, &[Imm(&VIMM)]), f(1 << 47, 1 << 47, &[Reg(&SRC2)])];
static V4S2: &Table = &[f(0, 1 << 47, &[Imm(&V4IMM)]), f(1 << 47, 1 << 47, &[Reg(&SRC2)])];

/// The predicate combined into a `set`'s result (bits 49-54); `and $p7` prints nothing.
static SETLOP: &Table = &[
    f(0x000e << 48, 0x006e << 48, &[]),
    f(0 << 53, 3 << 53, &[W("and"), Sub(PNOT3), Reg(&PSRC3)]),
    f(1 << 53, 3 << 53, &[W("or"), Sub(PNOT3), Reg(&PSRC3)]),
    f(2 << 53, 3 << 53, &[W("xor"), Sub(PNOT3), Reg(&PSRC3)]),
];
static MINMAX: &Table = &[
    f(0x000e << 48, 0x001e << 48, &[W("min")]),
    f(0x001e << 48, 0x001e << 48, &[W("max")]),
    f(0, 0, &[W("minmax"), Sub(PNOT3), Reg(&PSRC3)]),
];

// ---------------------------------------------------------------------------------------------------
// Class 0: single-precision float.

static QOP0: &Table = named!(38, 2; 0 => "add", 1 => "subr", 2 => "sub", 3 => "mov2");
static QOP1: &Table = named!(36, 2; 0 => "add", 1 => "subr", 2 => "sub", 3 => "mov2");
static QOP2: &Table = named!(34, 2; 0 => "add", 1 => "subr", 2 => "sub", 3 => "mov2");
static QOP3: &Table = named!(32, 2; 0 => "add", 1 => "subr", 2 => "sub", 3 => "mov2");
static QS1: &Table = named!(6, 3; 0 => "l0", 1 => "l1", 2 => "l2", 3 => "l3", 4 => "dx", 5 => "dy");
static MULF: &Table = &[
    f(0 << 49, 7 << 49, &[]),
    f(1 << 49, 7 << 49, &[W("div2")]),
    f(2 << 49, 7 << 49, &[W("div4")]),
    f(3 << 49, 7 << 49, &[W("div8")]),
    f(4 << 49, 7 << 49, &[W("mul8")]),
    f(5 << 49, 7 << 49, &[W("mul4")]),
    f(6 << 49, 7 << 49, &[W("mul2")]),
];
static INTERPMODE: &Table = named!(6, 2; 0 => "pass", 1 => "mul", 2 => "flat", 3 => "sc");
static INTERPSAMPLE: &Table = &[f(0, 3 << 8, &[]), f(1 << 8, 3 << 8, &[W("cent")]), f(2 << 8, 3 << 8, &[W("off")])];

const SFU_M: u64 = 0xf800_0000_1c00_0007;
static CLASS0: &Table = &[
    f(0x0800000000000000, C5, &[Sub(MINMAX), Sub(FTZ5), W("f32"), Reg(&DST), Sub(ACOUT30), Sub(NEG9), Sub(ABS7), Reg(&SRC1), Sub(NEG8), Sub(ABS6), Sub(FS2)]),
    f(0x1000000000000000, 0xf000000000000007, &[W("set"), Sub(FTZ3B), Sub(SETDT5), Reg(&DST), Sub(ACOUT30), Sub(SETIT), W("f32"), Sub(NEG9), Sub(ABS7), Reg(&SRC1), Sub(NEG8), Sub(ABS6), Sub(FS2), Sub(SETLOP)]),
    f(0x2000000000000000, 0xf000000000000007, &[W("set"), Sub(FTZ3B), Reg(&PDST), Reg(&PDSTN), Sub(SETIT), W("f32"), Sub(NEG9), Sub(ABS7), Reg(&SRC1), Sub(NEG8), Sub(ABS6), Sub(FS2), Sub(SETLOP)]),
    f(0x3000000000000000, C5, &[W("fma"), Sub(FTZ6), Sub(FMZ7), Sub(SAT5), Sub(FARM), W("f32"), Reg(&DST), Sub(ACOUT30), Sub(NEG9), Reg(&SRC1), Sub(FS2W3), Sub(NEG8), Sub(IS3)]),
    f(0x3800000000000000, C5, &[W("slct"), Sub(FTZ5), W("b32"), Reg(&DST), Reg(&SRC1), Sub(FS2W3), Sub(SETIT), W("f32"), Sub(IS3)]),
    f(0x4800000000000000, C5, &[W("quadop"), Sub(FTZ5), Sub(FARM), W("f32"), Sub(QOP0), Sub(QOP1), Sub(QOP2), Sub(QOP3), Reg(&DST), Sub(ACOUT30), Sub(DQUADOP), Sub(QS1), Reg(&SRC1), Reg(&SRC2)]),
    f(0x5000000000000000, C5, &[W("add"), Sub(FTZ5), Sub(SAT31), Sub(FARM), W("f32"), Reg(&DST), Sub(ACOUT30), Sub(NEG9), Sub(ABS7), Reg(&SRC1), Sub(NEG8), Sub(ABS6), Sub(FS2)]),
    f(0x5800000000000000, C5, &[W("mul"), Sub(MULF), Sub(FMZ7), Sub(FTZ6), Sub(SAT5), Sub(FARM), Sub(NEG39), W("f32"), Reg(&DST), Sub(ACOUT30), Reg(&SRC1), Sub(FS2)]),
    f(0x6000000000000000, 0xf800000000000027, &[W("presin"), W("f32"), Reg(&DST), Sub(NEG8), Sub(ABS6), Sub(FS2)]),
    f(0x6000000000000020, 0xf800000000000027, &[W("preex2"), W("f32"), Reg(&DST), Sub(NEG8), Sub(ABS6), Sub(FS2)]),
    f(0xc000000000000000, C5, &[W("interp"), Sub(INTERPMODE), Sub(SAT5), W("f32"), Reg(&DST), Sub(INTERPSAMPLE), Mem(&AMEM), Reg(&SRC2), Reg(&SRC3)]),
    f(0xc800000000000000 | 0 << 26, SFU_M, &[W("cos"), Sub(SAT5), W("f32"), Reg(&DST), Sub(NEG9), Sub(ABS7), Reg(&SRC1)]),
    f(0xc800000000000000 | 1 << 26, SFU_M, &[W("sin"), Sub(SAT5), W("f32"), Reg(&DST), Sub(NEG9), Sub(ABS7), Reg(&SRC1)]),
    f(0xc800000000000000 | 2 << 26, SFU_M, &[W("ex2"), Sub(SAT5), W("f32"), Reg(&DST), Sub(NEG9), Sub(ABS7), Reg(&SRC1)]),
    f(0xc800000000000000 | 3 << 26, SFU_M, &[W("lg2"), Sub(SAT5), W("f32"), Reg(&DST), Sub(NEG9), Sub(ABS7), Reg(&SRC1)]),
    f(0xc800000000000000 | 4 << 26, SFU_M, &[W("rcp"), Sub(SAT5), W("f32"), Reg(&DST), Sub(NEG9), Sub(ABS7), Reg(&SRC1)]),
    f(0xc800000000000000 | 5 << 26, SFU_M, &[W("rsqrt"), Sub(SAT5), W("f32"), Reg(&DST), Sub(NEG9), Sub(ABS7), Reg(&SRC1)]),
    f(0xc800000000000000 | 6 << 26, SFU_M, &[W("rcp64h"), Sub(SAT5), Reg(&DST), Sub(NEG9), Sub(ABS7), Reg(&SRC1)]),
    f(0xc800000000000000 | 7 << 26, SFU_M, &[W("rsqrt64h"), Sub(SAT5), Reg(&DST), Sub(NEG9), Sub(ABS7), Reg(&SRC1)]),
];

// Class 1: double precision.
static CLASS1: &Table = &[
    f(0x0800000000000001, C5, &[Sub(MINMAX), W("f64"), Reg(&DSTD), Sub(ACOUT30), Sub(NEG9), Sub(ABS7), Reg(&SRC1D), Sub(NEG8), Sub(ABS6), Sub(DS2)]),
    f(0x1000000000000001, C5, &[W("set"), Sub(SETDT5), Reg(&DST), Sub(ACOUT30), Sub(SETIT), W("f64"), Sub(NEG9), Sub(ABS7), Reg(&SRC1D), Sub(NEG8), Sub(ABS6), Sub(DS2), Sub(SETLOP)]),
    f(0x1800000000000001, C5, &[W("set"), Reg(&PDST), Reg(&PDSTN), Sub(SETIT), W("f64"), Sub(NEG9), Sub(ABS7), Reg(&SRC1D), Sub(NEG8), Sub(ABS6), Sub(DS2), Sub(SETLOP)]),
    f(0x2000000000000001, C5, &[W("fma"), Sub(FARM), W("f64"), Reg(&DSTD), Sub(ACOUT30), Sub(NEG9), Reg(&SRC1D), Sub(DS2W3), Sub(NEG8), Sub(DS3)]),
    f(0x4800000000000001, C5, &[W("add"), Sub(FARM), W("f64"), Reg(&DSTD), Sub(ACOUT30), Sub(NEG9), Sub(ABS7), Reg(&SRC1D), Sub(NEG8), Sub(ABS6), Sub(DS2)]),
    f(0x5000000000000001, C5, &[W("mul"), Sub(FARM), Sub(NEG9), W("f64"), Reg(&DSTD), Sub(ACOUT30), Reg(&SRC1D), Sub(DS2)]),
];

// Class 2: 32-bit immediates.
static ADDOP: &Table = named!(8, 2; 0 => "add", 1 => "sub", 2 => "subr", 3 => "addpo");
static ADDOP2: &Table = named!(55, 2; 0 => "add", 1 => "sub", 2 => "subr", 3 => "addpo");
static LOGOP: &Table = named!(6, 2; 0 => "and", 1 => "or", 2 => "xor", 3 => "mov2");
/// Lanes written by `mov` (bits 5-8); all four print nothing.
static LANE: &Table = &[
    f(0x0 << 5, 0xf << 5, &[W("lnone")]),
    f(0x1 << 5, 0xf << 5, &[W("l0")]),
    f(0x2 << 5, 0xf << 5, &[W("l1")]),
    f(0x3 << 5, 0xf << 5, &[W("l01")]),
    f(0x4 << 5, 0xf << 5, &[W("l2")]),
    f(0x5 << 5, 0xf << 5, &[W("l02")]),
    f(0x6 << 5, 0xf << 5, &[W("l12")]),
    f(0x7 << 5, 0xf << 5, &[W("l012")]),
    f(0x8 << 5, 0xf << 5, &[W("l3")]),
    f(0x9 << 5, 0xf << 5, &[W("l03")]),
    f(0xa << 5, 0xf << 5, &[W("l13")]),
    f(0xb << 5, 0xf << 5, &[W("l013")]),
    f(0xc << 5, 0xf << 5, &[W("l23")]),
    f(0xd << 5, 0xf << 5, &[W("l023")]),
    f(0xe << 5, 0xf << 5, &[W("l123")]),
    f(0xf << 5, 0xf << 5, &[]),
];

// Class 3: integer.
static CLASS3: &Table = &[
    f(0x0800000000000003, 0xf8000000000000c7, &[Sub(MINMAX), Sub(US32_5), Reg(&DST), Sub(ACOUT30), Reg(&SRC1), Sub(IS2)]),
    f(0x0800000000000043, 0xf8000000000000c7, &[Sub(MINMAX), W("low"), Sub(US32_5), Reg(&DST), Sub(ACOUT30), Reg(&SRC1), Sub(IS2), Reg(&CC)]),
    f(0x0800000000000083, 0xf8000000000000c7, &[Sub(MINMAX), W("med"), Sub(US32_5), Reg(&DST), Sub(ACOUT30), Reg(&SRC1), Sub(IS2), Reg(&CC)]),
    f(0x08000000000000c3, 0xf8000000000000c7, &[Sub(MINMAX), W("high"), Sub(US32_5), Reg(&DST), Sub(ACOUT30), Reg(&SRC1), Sub(IS2)]),
    f(0x1000000000000003, C5, &[W("set"), Sub(SETDT7), Reg(&DST), Sub(ACOUT30), Sub(SETIT), Sub(US32_5), Reg(&SRC1), Sub(IS2), Sub(ACIN6), Sub(SETLOP)]),
    f(0x1800000000000003, C5, &[W("set"), Reg(&PDST), Reg(&PDSTN), Sub(SETIT), Sub(US32_5), Reg(&SRC1), Sub(IS2), Sub(ACIN6), Sub(SETLOP)]),
    f(0x2000000000000003, C5, &[Sub(ADDOP), Sub(SAT38), Reg(&DST), Sub(ACOUT30), Open, W("mul"), Sub(HIGH6), Sub(US32_7), Reg(&SRC1), Sub(US32_5), Sub(IS2W3_RAW), Close, Sub(IS3), Sub(ACIN37)]),
    f(0x2800000000000003, C5, &[W("ins"), W("b32"), Reg(&DST), Sub(ACOUT30), Reg(&SRC1), Sub(IS2W3), Sub(IS3)]),
    f(0x3000000000000003, C5, &[W("slct"), W("b32"), Reg(&DST), Reg(&SRC1), Sub(IS2W3), Sub(SETIT), Sub(US32_5), Sub(IS3)]),
    f(0x3800000000000003, C5, &[W("sad"), Sub(US32_5), Reg(&DST), Sub(ACOUT30), Reg(&SRC1), Sub(IS2W3), Sub(IS3)]),
    f(0x4000000000000003, C5, &[Sub(ADDOP2), W("b32"), Reg(&DST), Sub(ACOUT30), Open, W("shl"), Reg(&SRC1), Imm(&SHCNT), Close, Sub(IS2)]),
    f(0x4800000000000003, C5, &[Sub(ADDOP), Sub(SAT5), W("b32"), Reg(&DST), Sub(ACOUT30), Reg(&SRC1), Sub(IS2), Sub(ACIN6)]),
    f(0x5000000000000003, C5, &[W("mul"), Sub(HIGH6), Reg(&DST), Sub(ACOUT30), Sub(US32_7), Reg(&SRC1), Sub(US32_5), Sub(IS2)]),
    f(0x5800000000000003, C5, &[W("shr"), Sub(REV), Sub(US32_5), Reg(&DST), Sub(ACOUT30), Reg(&SRC1), Sub(SHCLAMP), Sub(IS2), Sub(ACIN7)]),
    f(0x6000000000000003, C5, &[W("shl"), W("b32"), Reg(&DST), Sub(ACOUT30), Reg(&SRC1), Sub(SHCLAMP), Sub(IS2), Sub(ACIN6)]),
    f(0x6800000000000003, C5, &[Sub(LOGOP), W("b32"), Reg(&DST), Sub(ACOUT30), Sub(NOT9), Reg(&SRC1), Sub(NOT8), Sub(IS2), Sub(ACIN5)]),
    f(0x7000000000000003, C5, &[W("ext"), Sub(REV), Sub(US32_5), Reg(&DST), Sub(ACOUT30), Reg(&SRC1), Sub(IS2)]),
    f(0x7800000000000003, C5, &[W("bfind"), Sub(SHIFTAMT), Sub(US32_5), Reg(&DST), Sub(ACOUT30), Sub(NOT8), Sub(IS2)]),
];

// Class 4: moves, conversions, predicates, video.
static PSRC: &Table = &[
    f(0, 0xfc000000, &[Sub(PNOT1), Reg(&PSRC1)]),
    f(0 << 30, 3 << 30, &[Sub(PNOT1), Reg(&PSRC1), W("and"), Sub(PNOT2), Reg(&PSRC2)]),
    f(1 << 30, 3 << 30, &[Sub(PNOT1), Reg(&PSRC1), W("or"), Sub(PNOT2), Reg(&PSRC2)]),
    f(2 << 30, 3 << 30, &[Sub(PNOT1), Reg(&PSRC1), W("xor"), Sub(PNOT2), Reg(&PSRC2)]),
];
static CVTFDST: &Table = &[
    f(1 << 20, 3 << 20, &[W("f16"), Reg(&DST), Sub(ACOUT30)]),
    f(2 << 20, 3 << 20, &[W("f32"), Reg(&DST), Sub(ACOUT30)]),
    f(3 << 20, 3 << 20, &[W("f64"), Reg(&DSTD), Sub(ACOUT30)]),
];
const ID: u64 = 3 << 20 | 1 << 7;
static CVTIDST: &Table = &[
    f(0 << 20, ID, &[W("u8"), Reg(&DST), Sub(ACOUT30)]),
    f(0 << 20 | 1 << 7, ID, &[W("s8"), Reg(&DST), Sub(ACOUT30)]),
    f(1 << 20, ID, &[W("u16"), Reg(&DST), Sub(ACOUT30)]),
    f(1 << 20 | 1 << 7, ID, &[W("s16"), Reg(&DST), Sub(ACOUT30)]),
    f(2 << 20, ID, &[W("u32"), Reg(&DST), Sub(ACOUT30)]),
    f(2 << 20 | 1 << 7, ID, &[W("s32"), Reg(&DST), Sub(ACOUT30)]),
    f(3 << 20, ID, &[W("u64"), Reg(&DSTD), Sub(ACOUT30)]),
    f(3 << 20 | 1 << 7, ID, &[W("s64"), Reg(&DSTD), Sub(ACOUT30)]),
];
static CVTF2IDST: &Table = &[
    f(1 << 20, ID, &[W("u16"), Reg(&DST), Sub(ACOUT30)]),
    f(1 << 20 | 1 << 7, ID, &[W("s16"), Reg(&DST), Sub(ACOUT30)]),
    f(2 << 20, ID, &[W("u32"), Reg(&DST), Sub(ACOUT30)]),
    f(2 << 20 | 1 << 7, ID, &[W("s32"), Reg(&DST), Sub(ACOUT30)]),
    f(3 << 20, ID, &[W("u64"), Reg(&DSTD), Sub(ACOUT30)]),
    f(3 << 20 | 1 << 7, ID, &[W("s64"), Reg(&DSTD), Sub(ACOUT30)]),
];
static CVTF2ISRC: &Table = &[
    f(1 << 23, 7 << 23, &[Sub(NEG8), Sub(ABS6), W("f16"), Imm(&HNUM), Sub(IS2)]),
    f(2 << 23, 7 << 23, &[Sub(NEG8), Sub(ABS6), W("f32"), Sub(FS2)]),
    f(3 << 23, 7 << 23, &[Sub(NEG8), Sub(ABS6), W("f64"), Sub(DS2)]),
];
const IS: u64 = 7 << 23 | 1 << 9;
static CVTISRC: &Table = &[
    f(0 << 23, IS, &[Sub(NEG8), Sub(ABS6), W("u8"), Imm(&BNUM), Sub(IS2)]),
    f(0 << 23 | 1 << 9, IS, &[Sub(NEG8), Sub(ABS6), W("s8"), Imm(&BNUM), Sub(IS2)]),
    f(1 << 23, IS, &[Sub(NEG8), Sub(ABS6), W("u16"), Imm(&HNUM), Sub(IS2)]),
    f(1 << 23 | 1 << 9, IS, &[Sub(NEG8), Sub(ABS6), W("s16"), Imm(&HNUM), Sub(IS2)]),
    f(2 << 23, IS, &[Sub(NEG8), Sub(ABS6), W("u32"), Sub(IS2)]),
    f(2 << 23 | 1 << 9, IS, &[Sub(NEG8), Sub(ABS6), W("s32"), Sub(IS2)]),
    f(3 << 23, IS, &[Sub(NEG8), Sub(ABS6), W("u64"), Sub(LS2)]),
    f(3 << 23 | 1 << 9, IS, &[Sub(NEG8), Sub(ABS6), W("s64"), Sub(LS2)]),
];
static CVTI2ISRC: &Table = &[
    f(0 << 23, IS, &[Sub(NEG8), Sub(ABS6), W("u8"), Imm(&BNUM), Sub(IS2)]),
    f(0 << 23 | 1 << 9, IS, &[Sub(NEG8), Sub(ABS6), W("s8"), Imm(&BNUM), Sub(IS2)]),
    f(1 << 23, IS, &[Sub(NEG8), Sub(ABS6), W("u16"), Imm(&HNUM), Sub(IS2)]),
    f(1 << 23 | 1 << 9, IS, &[Sub(NEG8), Sub(ABS6), W("s16"), Imm(&HNUM), Sub(IS2)]),
    f(2 << 23, IS, &[Sub(NEG8), Sub(ABS6), W("u32"), Sub(IS2)]),
    f(2 << 23 | 1 << 9, IS, &[Sub(NEG8), Sub(ABS6), W("s32"), Sub(IS2)]),
];
static PRMTMOD: &Table = &[
    f(0 << 5, 7 << 5, &[]),
    f(1 << 5, 7 << 5, &[W("f4e")]),
    f(2 << 5, 7 << 5, &[W("b4e")]),
    f(3 << 5, 7 << 5, &[W("rc8")]),
    f(4 << 5, 7 << 5, &[W("ecl")]),
    f(5 << 5, 7 << 5, &[W("ecr")]),
    f(6 << 5, 7 << 5, &[W("rc16")]),
];
static BAR_T: &Table = &[f(0, 1 << 47, &[Reg(&SRC1)]), f(1 << 47, 1 << 47, &[Imm(&BAR)])];
static BARS_T: &Table = &[f(0, 1 << 26, &[Reg(&SRC1)]), f(1 << 26, 1 << 26, &[Imm(&BARS)])];
static TCNT_T: &Table = &[f(0, 1 << 46, &[Reg(&SRC2)]), f(1 << 46, 1 << 46, &[Imm(&TCNT)])];

// Video: destination merge, masks and source selectors.
static VDST: &Table = &[
    f(0 << 55, 7 << 55, &[W("h1")]),
    f(1 << 55, 7 << 55, &[W("h0")]),
    f(2 << 55, 7 << 55, &[W("b0")]),
    f(3 << 55, 7 << 55, &[W("b2")]),
    f(4 << 55, 7 << 55, &[W("add")]),
    f(5 << 55, 7 << 55, &[W("min")]),
    f(6 << 55, 7 << 55, &[W("max")]),
    f(7 << 55, 7 << 55, &[]),
];
static VSRC1: &Table = &[
    f(0 << 44, 7 << 44, &[W("b0")]),
    f(1 << 44, 7 << 44, &[W("b1")]),
    f(2 << 44, 7 << 44, &[W("b2")]),
    f(3 << 44, 7 << 44, &[W("b3")]),
    f(4 << 44, 7 << 44, &[W("h0")]),
    f(5 << 44, 7 << 44, &[W("h1")]),
    f(6 << 44, 7 << 44, &[]),
];
const VS: u64 = 1 << 47 | 7 << 32;
static VSRC2: &Table = &[
    f(0, 1 << 47, &[]),
    f(1 << 47 | 0 << 32, VS, &[W("b0")]),
    f(1 << 47 | 1 << 32, VS, &[W("b1")]),
    f(1 << 47 | 2 << 32, VS, &[W("b2")]),
    f(1 << 47 | 3 << 32, VS, &[W("b3")]),
    f(1 << 47 | 4 << 32, VS, &[W("h0")]),
    f(1 << 47 | 5 << 32, VS, &[W("h1")]),
    f(1 << 47 | 6 << 32, VS, &[]),
];
static V4DST: &Table = &[
    f(0 << 44, 7 << 44, &[]),
    f(1 << 44, 7 << 44, &[W("simd_min")]),
    f(2 << 44, 7 << 44, &[W("simd_max")]),
    f(4 << 44, 7 << 44, &[W("add")]),
    f(5 << 44, 7 << 44, &[W("min")]),
    f(6 << 44, 7 << 44, &[W("max")]),
];
/// Lanes written: x, y in bits 55-56, z, w in bits 34-35; all four print nothing.
const V4M: u64 = 3 << 55 | 3 << 34;
static V4DMASK: &Table = &[
    f(0 << 55 | 0 << 34, V4M, &[W("none")]),
    f(1 << 55 | 0 << 34, V4M, &[W("x")]),
    f(2 << 55 | 0 << 34, V4M, &[W("y")]),
    f(3 << 55 | 0 << 34, V4M, &[W("xy")]),
    f(0 << 55 | 1 << 34, V4M, &[W("z")]),
    f(1 << 55 | 1 << 34, V4M, &[W("xz")]),
    f(2 << 55 | 1 << 34, V4M, &[W("yz")]),
    f(3 << 55 | 1 << 34, V4M, &[W("xyz")]),
    f(0 << 55 | 2 << 34, V4M, &[W("w")]),
    f(1 << 55 | 2 << 34, V4M, &[W("xw")]),
    f(2 << 55 | 2 << 34, V4M, &[W("yw")]),
    f(3 << 55 | 2 << 34, V4M, &[W("xyw")]),
    f(0 << 55 | 3 << 34, V4M, &[W("zw")]),
    f(1 << 55 | 3 << 34, V4M, &[W("xzw")]),
    f(2 << 55 | 3 << 34, V4M, &[W("yzw")]),
    f(3 << 55 | 3 << 34, V4M, &[]),
];
static V2DMASK: &Table = &[
    f(0 << 55, 3 << 55, &[W("none")]),
    f(1 << 55, 3 << 55, &[W("x")]),
    f(2 << 55, 3 << 55, &[W("y")]),
    f(3 << 55, 3 << 55, &[]),
];
static V4SRC1: &Table = &[
    f(0x0 << 40, 0xf << 40, &[W("b0")]),
    f(0x1 << 40, 0xf << 40, &[W("b1")]),
    f(0x2 << 40, 0xf << 40, &[W("b2")]),
    f(0x3 << 40, 0xf << 40, &[W("b3")]),
    f(0x4 << 40, 0xf << 40, &[]),
    f(0x5 << 40, 0xf << 40, &[W("b1234")]),
    f(0x6 << 40, 0xf << 40, &[W("b2345")]),
    f(0x7 << 40, 0xf << 40, &[W("b3456")]),
    f(0x8 << 40, 0xf << 40, &[W("b1023")]),
    f(0x9 << 40, 0xf << 40, &[W("b2103")]),
    f(0xa << 40, 0xf << 40, &[W("b3120")]),
    f(0xb << 40, 0xf << 40, &[W("b0213")]),
    f(0xc << 40, 0xf << 40, &[W("b0321")]),
    f(0xd << 40, 0xf << 40, &[W("b0132")]),
];
const V2A: u64 = 1 << 47 | 3 << 42;
const V2B: u64 = 1 << 47 | 0xf << 40;
static V2SRC1: &Table = &[
    f(0 << 42, V2A, &[W("h0")]),
    f(1 << 42, V2A, &[W("h10")]),
    f(2 << 42, V2A, &[]),
    f(3 << 42, V2A, &[W("h1")]),
    f(1 << 47 | 0x0 << 40, V2B, &[W("h0")]),
    f(1 << 47 | 0x1 << 40, V2B, &[W("h10")]),
    f(1 << 47 | 0x2 << 40, V2B, &[W("h20")]),
    f(1 << 47 | 0x3 << 40, V2B, &[W("h30")]),
    f(1 << 47 | 0x4 << 40, V2B, &[]),
    f(1 << 47 | 0x5 << 40, V2B, &[W("h1")]),
    f(1 << 47 | 0x6 << 40, V2B, &[W("h21")]),
    f(1 << 47 | 0x7 << 40, V2B, &[W("h31")]),
    f(1 << 47 | 0x8 << 40, V2B, &[W("h02")]),
    f(1 << 47 | 0x9 << 40, V2B, &[W("h12")]),
    f(1 << 47 | 0xa << 40, V2B, &[W("h2")]),
    f(1 << 47 | 0xb << 40, V2B, &[W("h32")]),
    f(1 << 47 | 0xc << 40, V2B, &[W("h03")]),
    f(1 << 47 | 0xd << 40, V2B, &[W("h13")]),
    f(1 << 47 | 0xe << 40, V2B, &[W("h23")]),
    f(1 << 47 | 0xf << 40, V2B, &[W("h3")]),
];
static V4SRC2: &Table = &[
    f(0x0 << 36, 0xf << 36, &[W("b4")]),
    f(0x1 << 36, 0xf << 36, &[W("b5")]),
    f(0x2 << 36, 0xf << 36, &[W("b6")]),
    f(0x3 << 36, 0xf << 36, &[W("b7")]),
    f(0x4 << 36, 0xf << 36, &[]),
    f(0x5 << 36, 0xf << 36, &[W("b3456")]),
    f(0x6 << 36, 0xf << 36, &[W("b2345")]),
    f(0x7 << 36, 0xf << 36, &[W("b1234")]),
    f(0x8 << 36, 0xf << 36, &[W("b7654")]),
    f(0x9 << 36, 0xf << 36, &[W("b5476")]),
    f(0xa << 36, 0xf << 36, &[W("b6745")]),
];
const V2C: u64 = 1 << 47 | 0xf << 36;
static V2SRC2: &Table = &[
    f(0, 1 << 47, &[]),
    f(1 << 47 | 0x0 << 36, V2C, &[W("h0")]),
    f(1 << 47 | 0x1 << 36, V2C, &[W("h10")]),
    f(1 << 47 | 0x2 << 36, V2C, &[W("h20")]),
    f(1 << 47 | 0x3 << 36, V2C, &[W("h30")]),
    f(1 << 47 | 0x4 << 36, V2C, &[W("h01")]),
    f(1 << 47 | 0x5 << 36, V2C, &[W("h1")]),
    f(1 << 47 | 0x6 << 36, V2C, &[W("h21")]),
    f(1 << 47 | 0x7 << 36, V2C, &[W("h31")]),
    f(1 << 47 | 0x8 << 36, V2C, &[W("h02")]),
    f(1 << 47 | 0x9 << 36, V2C, &[W("h12")]),
    f(1 << 47 | 0xa << 36, V2C, &[W("h2")]),
    f(1 << 47 | 0xb << 36, V2C, &[W("h32")]),
    f(1 << 47 | 0xc << 36, V2C, &[W("h03")]),
    f(1 << 47 | 0xd << 36, V2C, &[W("h13")]),
    f(1 << 47 | 0xe << 36, V2C, &[]),
    f(1 << 47 | 0xf << 36, V2C, &[W("h3")]),
];
static VSCLAMP: &Table = ch!(7, "clamp", "wrap");
static VMOP: &Table = named!(7, 2; 0 => "add", 1 => "sub", 2 => "subr", 3 => "addpo");
static VMSHR: &Table = &[f(0 << 55, 3 << 55, &[]), f(1 << 55, 3 << 55, &[W("shr7")]), f(2 << 55, 3 << 55, &[W("shr15")])];
static VSETOP: &Table = named!(7, 3; 0 => "false", 1 => "lt", 2 => "eq", 3 => "le", 4 => "gt", 5 => "ne", 6 => "ge", 7 => "true");

/// The operands of the four-byte video ops, after the mnemonic.
macro_rules! v4 {
    ($name:expr) => {
        &[W($name), Sub(SAT9), Sub(V4DST), Sub(V4DMASK), Sub(US8_39), Reg(&DST), Sub(ACOUT30), Sub(V4SRC1), Sub(US8_6), Reg(&SRC1), Sub(V4SRC2), Sub(US8_5), Sub(V4S2), Reg(&SRC3)]
    };
}
macro_rules! v2 {
    ($name:expr) => {
        &[W($name), Sub(SAT9), Sub(V4DST), Sub(V2DMASK), Sub(US16_39), Reg(&DST), Sub(ACOUT30), Sub(V2SRC1), Sub(US16_6), Reg(&SRC1), Sub(V2SRC2), Sub(US16_5), Sub(VS2), Reg(&SRC3)]
    };
}
macro_rules! v1 {
    ($name:expr) => {
        &[W($name), Sub(SAT9), Sub(VDST), Sub(US32_2A), Reg(&DST), Sub(ACOUT30), Sub(VSRC1), Sub(US32_6), Reg(&SRC1), Sub(VSRC2), Sub(US32_5), Sub(VS2), Reg(&SRC3)]
    };
}

static CLASS4: &Table = &[
    f(0x0000000000000004, C4, &[W("set"), Sub(SETDT5), Reg(&DST), Sub(ACOUT30), Sub(SETCT), Reg(&CC), Sub(SETLOP)]),
    f(0x0400000000000004, C4, &[W("set"), Reg(&PDST), Reg(&PDSTN), Sub(SETCT), Reg(&CC), Sub(SETLOP)]),
    f(0x0800000000000004, C4, &[W("set"), Sub(SETDT5), Reg(&DST), Sub(ACOUT30), Sub(PSRC), Sub(SETLOP)]),
    f(0x0c00000000000004, C4, &[W("set"), Reg(&PDST), Reg(&PDSTN), Sub(PSRC), Sub(SETLOP)]),
    f(0x1000000000900004, 0xfc00000001b00007, &[W("cvt"), Sub(FTZ37), Sub(SAT5), Sub(RINT), W("f16"), Reg(&DST), Sub(ACOUT30), Sub(NEG8), Sub(ABS6), W("f16"), Sub(IS2), Imm(&HNUM)]),
    f(0x1000000001200004, 0xfc00000001b00007, &[W("cvt"), Sub(FTZ37), Sub(SAT5), Sub(RINT), W("f32"), Reg(&DST), Sub(ACOUT30), Sub(NEG8), Sub(ABS6), W("f32"), Sub(FS2)]),
    f(0x1000000001b00004, 0xfc00000001b00007, &[W("cvt"), Sub(FTZ37), Sub(SAT5), Sub(RINT), W("f64"), Reg(&DSTD), Sub(ACOUT30), Sub(NEG8), Sub(ABS6), W("f64"), Sub(DS2)]),
    f(0x1000000001100004, 0xfc00000001b00007, &[W("cvt"), Sub(FTZ37), Sub(SAT5), Sub(FCRM), W("f16"), Reg(&DST), Sub(ACOUT30), Sub(NEG8), Sub(ABS6), W("f32"), Sub(FS2)]),
    f(0x1000000001a00004, 0xfc00000001b00007, &[W("cvt"), Sub(FTZ37), Sub(SAT5), Sub(FCRM), W("f32"), Reg(&DST), Sub(ACOUT30), Sub(NEG8), Sub(ABS6), W("f64"), Sub(DS2)]),
    f(0x1000000000a00004, 0xfc00000001b00007, &[W("cvt"), Sub(FTZ37), Sub(SAT5), W("f32"), Reg(&DST), Sub(ACOUT30), Sub(NEG8), Sub(ABS6), W("f16"), Sub(IS2), Imm(&HNUM)]),
    f(0x1000000001300004, 0xfc00000001b00007, &[W("cvt"), Sub(FTZ37), Sub(SAT5), W("f64"), Reg(&DSTD), Sub(ACOUT30), Sub(NEG8), Sub(ABS6), W("f32"), Sub(FS2)]),
    f(0x1400000000000004, C4, &[W("cvt"), Sub(FTZ37), Sub(FCRMI), Sub(CVTF2IDST), Sub(CVTF2ISRC)]),
    f(0x1800000000000004, C4, &[W("cvt"), Sub(FCRM), Sub(CVTFDST), Sub(CVTISRC)]),
    f(0x1c00000000000004, C4, &[W("cvt"), Sub(SAT5), Sub(CVTIDST), Sub(CVTI2ISRC)]),
    f(0x2000000000000004, C4, &[W("selp"), W("b32"), Reg(&DST), Reg(&SRC1), Sub(IS2), Sub(PNOT3), Reg(&PSRC3)]),
    f(0x2400000000000004, C4, &[W("prmt"), Sub(PRMTMOD), W("b32"), Reg(&DST), Reg(&SRC1), Sub(IS2W3), Sub(IS3)]),
    f(0x2800000000000004, C4, &[Sub(LANE), W("mov"), W("b32"), Reg(&DST), Sub(IS2)]),
    f(0x3000000003f00004, 0xfc00000003f00007, &[W("mov"), Reg(&DST), Sub(HIGH5), Reg(&FLAGS), W("mask"), Sub(IS2)]),
    f(0x3000000000000004, C4, &[W("mov"), Reg(&DST), Reg(&SRC1), W("or"), Sub(HIGH5), Reg(&FLAGS), W("mask"), Sub(IS2)]),
    f(0x3400000000000004, C4, &[W("mov"), Sub(HIGH5), Reg(&FLAGS), Reg(&SRC1), W("mask"), Sub(IS2)]),
    f(0x3800000000000004, C4, &[W("bar"), W("read"), Reg(&DST), Imm(&BAR)]),
    f(0x4000000000000004, 0xfc04000000000007, &[Sub(CC_T), W("nop")]),
    f(0x4004000000000004, 0xfc04000000000007, &[Sub(CC_T), W("pmevent"), Imm(&PM)]),
    f(0x4400000000000004, C4, &[W("lepc"), Reg(&DST)]),
    f(0x4800000000000004, 0xfc00000000000067, &[W("vote"), W("all"), Reg(&DST), Reg(&PDST2), Sub(PNOT1), Reg(&PSRC1)]),
    f(0x4800000000000024, 0xfc00000000000067, &[W("vote"), W("any"), Reg(&DST), Reg(&PDST2), Sub(PNOT1), Reg(&PSRC1)]),
    f(0x4800000000000044, 0xfc00000000000067, &[W("vote"), W("uni"), Reg(&DST), Reg(&PDST2), Sub(PNOT1), Reg(&PSRC1)]),
    f(0x5000000000000004, 0xfc000000000000e7, &[W("bar"), W("popc"), Reg(&PDST3), Reg(&DST), Sub(BAR_T), Sub(TCNT_T), Sub(PNOT3), Reg(&PSRC3)]),
    f(0x5000000000000024, 0xfc000000000000e7, &[W("bar"), W("and"), Reg(&PDST3), Reg(&DST), Sub(BAR_T), Sub(TCNT_T), Sub(PNOT3), Reg(&PSRC3)]),
    f(0x5000000000000044, 0xfc000000000000e7, &[W("bar"), W("or"), Reg(&PDST3), Reg(&DST), Sub(BAR_T), Sub(TCNT_T), Sub(PNOT3), Reg(&PSRC3)]),
    f(0x5000000000000084, 0xfc000000000000e7, &[W("bar"), W("arrive"), Reg(&PDST3), Reg(&DST), Sub(BAR_T), Sub(TCNT_T), Sub(PNOT3), Reg(&PSRC3)]),
    f(0x5400000000000004, C4, &[W("popc"), Reg(&DST), Sub(NOT9), Reg(&SRC1), Sub(NOT8), Sub(IS2)]),
    f(0x8000000000000004, 0xfc00000000000187, v4!("vadd4")),
    f(0x8000000000000084, 0xfc00000000000187, v4!("vsub4")),
    f(0x8000000000000104, 0xfc00000000000187, v4!("vsubr4")),
    f(0x8000000000000184, 0xfc00000000000187, v4!("vavg4")),
    f(0x8400000000000004, 0xfc00000000000087, v4!("vmin4")),
    f(0x8400000000000084, 0xfc00000000000087, v4!("vmax4")),
    f(0x8800000000000004, C4, v4!("vabsdiff4")),
    f(0x8c00000000000004, C4, &[W("vset4"), Sub(V4DST), Sub(V4DMASK), Reg(&DST), Sub(ACOUT30), Sub(VSETOP), Sub(V4SRC1), Sub(US8_6), Reg(&SRC1), Sub(V4SRC2), Sub(US8_5), Sub(V4S2), Reg(&SRC3)]),
    f(0x9000000000000004, C4, &[W("vshr4"), Sub(VSCLAMP), Sub(SAT9), Sub(V4DST), Sub(V4DMASK), Sub(US8_39), Reg(&DST), Sub(ACOUT30), Sub(V4SRC1), Sub(US8_6), Reg(&SRC1), Sub(V4SRC2), Sub(V4S2), Reg(&SRC3)]),
    f(0x9400000000000004, C4, &[W("vshl4"), Sub(VSCLAMP), Sub(SAT9), Sub(V4DST), Sub(V4DMASK), Sub(US8_39), Reg(&DST), Sub(ACOUT30), Sub(V4SRC1), Sub(US8_6), Reg(&SRC1), Sub(V4SRC2), Sub(V4S2), Reg(&SRC3)]),
    f(0x9800000000000004, C4, &[W("vsel4"), Sub(SAT9), Sub(V4DST), Sub(V4DMASK), Sub(US8_39), Reg(&DST), Sub(ACOUT30), Sub(V4SRC1), Sub(US8_6), Reg(&SRC1), Sub(V4SRC2), Sub(US8_5), Sub(V4S2), Sub(PNOT3), Reg(&PSRC3)]),
    f(0xa000000000000004, 0xfc00000000000187, v2!("vadd2")),
    f(0xa000000000000084, 0xfc00000000000187, v2!("vsub2")),
    f(0xa000000000000104, 0xfc00000000000187, v2!("vsubr2")),
    f(0xa000000000000184, 0xfc00000000000187, v2!("vavg2")),
    f(0xa400000000000004, 0xfc00000000000087, v2!("vmin2")),
    f(0xa400000000000084, 0xfc00000000000087, v2!("vmax2")),
    f(0xa800000000000004, C4, v2!("vabsdiff2")),
    f(0xac00000000000004, C4, &[W("vset2"), Sub(V4DST), Sub(V2DMASK), Reg(&DST), Sub(ACOUT30), Sub(VSETOP), Sub(V2SRC1), Sub(US16_6), Reg(&SRC1), Sub(V2SRC2), Sub(US16_5), Sub(VS2), Reg(&SRC3)]),
    f(0xb000000000000004, C4, &[W("vshr2"), Sub(VSCLAMP), Sub(SAT9), Sub(V4DST), Sub(V2DMASK), Sub(US16_39), Reg(&DST), Sub(ACOUT30), Sub(V2SRC1), Sub(US16_6), Reg(&SRC1), Sub(V2SRC2), Sub(VS2), Reg(&SRC3)]),
    f(0xb400000000000004, C4, &[W("vshl2"), Sub(VSCLAMP), Sub(SAT9), Sub(V4DST), Sub(V2DMASK), Sub(US16_39), Reg(&DST), Sub(ACOUT30), Sub(V2SRC1), Sub(US16_6), Reg(&SRC1), Sub(V2SRC2), Sub(VS2), Reg(&SRC3)]),
    f(0xb800000000000004, C4, &[W("vsel2"), Sub(SAT9), Sub(V4DST), Sub(V2DMASK), Sub(US16_39), Reg(&DST), Sub(ACOUT30), Sub(V2SRC1), Sub(US16_6), Reg(&SRC1), Sub(V2SRC2), Sub(US16_5), Sub(VS2), Sub(PNOT3), Reg(&PSRC3)]),
    f(0xc000000000000004, 0xf800000000000187, v1!("vadd")),
    f(0xc000000000000084, 0xf800000000000187, v1!("vsub")),
    f(0xc000000000000104, 0xf800000000000187, v1!("vsubr")),
    f(0xc000000000000184, 0xf800000000000187, v1!("vaddpo")),
    f(0xc800000000000004, 0xf800000000000087, v1!("vmin")),
    f(0xc800000000000084, 0xf800000000000087, v1!("vmax")),
    f(0xd000000000000004, C5, v1!("vabsdiff")),
    f(0xd800000000000004, C5, &[W("vset"), Sub(VDST), Reg(&DST), Sub(ACOUT30), Sub(VSETOP), Sub(VSRC1), Sub(US32_6), Reg(&SRC1), Sub(VSRC2), Sub(US32_5), Sub(VS2), Reg(&SRC3)]),
    f(0xe000000000000004, C5, &[W("vshr"), Sub(VSCLAMP), Sub(SAT9), Sub(VDST), Sub(US32_2A), Reg(&DST), Sub(ACOUT30), Sub(VSRC1), Sub(US32_6), Reg(&SRC1), Sub(VSRC2), Sub(US32_5), Sub(VS2), Reg(&SRC3)]),
    f(0xe800000000000004, C5, &[W("vshl"), Sub(VSCLAMP), Sub(SAT9), Sub(VDST), Sub(US32_2A), Reg(&DST), Sub(ACOUT30), Sub(VSRC1), Sub(US32_6), Reg(&SRC1), Sub(VSRC2), Sub(US32_5), Sub(VS2), Reg(&SRC3)]),
    f(0xf000000000000004, C5, &[W("vmad"), Sub(VMOP), Sub(SAT9), Sub(VMSHR), Reg(&DST), Sub(ACOUT30), Sub(VSRC1), Sub(US32_6), Reg(&SRC1), Sub(VSRC2), Sub(US32_5), Sub(VS2), Reg(&SRC3)]),
    f(0xf800000000000004, C5, &[W("vset"), Reg(&PDST), Reg(&PDSTN), Sub(VSETOP), Sub(VSRC1), Sub(US32_6), Reg(&SRC1), Sub(VSRC2), Sub(US32_5), Sub(VS2), Sub(SETLOP)]),
];

static CLASS7: &Table = &[];

/// Classes by bits 0-2. Classes 2, 5 and 6 are the one description's ([`crate::encoding::int::CLASS2`],
/// [`crate::encoding::mem::CLASS5`], [`crate::encoding::mem::CLASS6`]), read through their envydis views
/// ([`root`]).
static CLASSES: [&Table; 8] = [CLASS0, CLASS1, crate::encoding::int::CLASS2, CLASS3, CLASS4, crate::encoding::mem::CLASS5, crate::encoding::mem::CLASS6, CLASS7];

// Control (class 7): branches, calls and the reconvergence stack.
static LIM: &Table = fl!(16, W("lim"));
static BRAWARP: &Table = fl!(15, W("allwarp"));
static TERMINATE: &Table = fl!(14, W("terminate"));
/// Branch target: relative, or (bit 14) read from c[].
static BTARG: &Table = &[f(0, 1 << 14, &[Target(&CTARG)]), f(1 << 14, 1 << 14, &[W("pcrel"), Mem(&FCMEMNR)])];
/// The guard of operations that take none: read (bits 10-13) but not printed by envydis.
static IGN: &Table = PRED_T;
const CM: u64 = 0xf800_0000_0000_4007;
static CONTROL: &Table = &[
    f(0x0000000000000007, CM, &[Sub(PRED_T), Sub(CC_T), W("bra"), Sub(LIM), Sub(BRAWARP), W("abs"), Imm(&ATARG)]).flow(Flow::BRANCH),
    f(0x0000000000004007, CM, &[Sub(PRED_T), Sub(CC_T), W("bra"), Sub(LIM), Sub(BRAWARP), Mem(&FCMEMNR)]).flow(Flow::INDIRECT),
    f(0x0800000000000007, CM, &[Sub(PRED_T), Sub(CC_T), W("bra"), Sub(LIM), Reg(&SRC1), W("abs"), Imm(&ATARG)]).flow(Flow::INDIRECT),
    f(0x0800000000004007, CM, &[Sub(PRED_T), Sub(CC_T), W("bra"), Sub(LIM), Mem(&FCMEM)]).flow(Flow::INDIRECT),
    f(0x1000000000000007, CM, &[Ignored(IGN), W("call"), Sub(LIM), W("abs"), Imm(&ATARG)]).flow(Flow::CALL),
    f(0x1000000000004007, CM, &[Ignored(IGN), W("call"), Sub(LIM), Mem(&FCMEMNR)]).flow(Flow::CALL),
    f(0x4000000000000007, C5, &[Sub(PRED_T), Sub(CC_T), W("bra"), Sub(LIM), Sub(BRAWARP), Sub(BTARG)]).flow(Flow::BRANCH),
    f(0x4800000000000007, CM, &[Sub(PRED_T), Sub(CC_T), W("bra"), Sub(LIM), Reg(&SRC1), Target(&NTARG)]).flow(Flow::INDIRECT),
    f(0x4800000000004007, CM, &[Sub(PRED_T), Sub(CC_T), W("bra"), Sub(LIM), W("pcrel"), Mem(&FCMEM)]).flow(Flow::INDIRECT),
    f(0x5000000000000007, CM, &[Ignored(IGN), W("call"), Sub(LIM), Target(&CTARG)]).flow(Flow::CALL),
    f(0x5000000000004007, CM, &[Ignored(IGN), W("call"), Sub(LIM), W("pcrel"), Mem(&FCMEMNR)]).flow(Flow::CALL),
    f(0x5800000000000007, C5, &[Ignored(IGN), W("prelongjmp"), Sub(BTARG)]),
    f(0x6000000000000007, C5, &[Ignored(IGN), W("joinat"), Sub(BTARG)]).flow(Flow::PUSH_SYNC),
    f(0x6800000000000007, C5, &[Ignored(IGN), W("prebrk"), Sub(BTARG)]).flow(Flow::PUSH_BREAK),
    f(0x7000000000000007, C5, &[Ignored(IGN), W("precont"), Sub(BTARG)]).flow(Flow::PUSH_CONT),
    f(0x7800000000000007, C5, &[Ignored(IGN), W("preret"), Sub(LIM), Sub(BTARG)]),
    f(0x8800000000000007, C5, &[Sub(PRED_T), Sub(CC_T), W("longjmp")]).flow(Flow::INDIRECT),
    f(0x9800000000000007, C5, &[Sub(PRED_T), Sub(CC_T), W("discard")]).flow(Flow::EXIT),
    f(0xa000000000000007, C5, &[Ignored(IGN), W("rtt"), Sub(TERMINATE)]).flow(Flow::RETURN),
    f(0xa800000000000007, C5, &[Sub(PRED_T), Sub(CC_T), W("brk")]).flow(Flow::BREAK),
    f(0xb000000000000007, C5, &[Sub(PRED_T), Sub(CC_T), W("cont")]).flow(Flow::CONT),
    f(0xc000000000000007, C5, &[Ignored(IGN), W("quadon")]),
    f(0xc800000000000007, C5, &[Ignored(IGN), W("quadpop")]),
    f(0xd000000000000007, 0xf80000000000c007, &[Ignored(IGN), W("bpt"), W("drain"), Imm(&BPT)]).flow(Flow::TRAP),
    f(0xd000000000004007, 0xf80000000000c007, &[Ignored(IGN), W("bpt"), W("cal"), Imm(&BPT)]).flow(Flow::TRAP),
    f(0xd000000000008007, 0xf80000000000c007, &[Ignored(IGN), W("bpt"), W("pause"), Imm(&BPT)]).flow(Flow::TRAP),
    f(0xd00000000000c007, 0xf80000000000c007, &[Ignored(IGN), W("bpt"), W("trap"), Imm(&BPT)]).flow(Flow::TRAP),
];

// The 32-bit forms (bit 3 set).
static PSRCS: &Table = &[
    f(0x0001c000, 0x0601c000, &[Sub(PNOT1), Reg(&PSRC1)]),
    f(0 << 25, 3 << 25, &[Sub(PNOT1), Reg(&PSRC1), W("and"), Sub(PNOTN), Reg(&PDSTN)]),
    f(1 << 25, 3 << 25, &[Sub(PNOT1), Reg(&PSRC1), W("or"), Sub(PNOTN), Reg(&PDSTN)]),
    f(2 << 25, 3 << 25, &[Sub(PNOT1), Reg(&PSRC1), W("xor"), Sub(PNOTN), Reg(&PDSTN)]),
];
static I2ISD: &Table = named!(20, 2; 0 => "u16", 1 => "s16", 2 => "u32", 3 => "s32");
static I2ISS: &Table = &[
    f(0, 1 << 24 | 1 << 9, &[W("u16")]),
    f(1 << 9, 1 << 24 | 1 << 9, &[W("s16")]),
    f(1 << 24, 1 << 24 | 1 << 9, &[W("u32")]),
    f(1 << 24 | 1 << 9, 1 << 24 | 1 << 9, &[W("s32")]),
];
static SS1: &Table = &[
    f(0 << 8, 3 << 8, &[Reg(&SRC1)]),
    f(1 << 8, 3 << 8, &[Mem(&SC1_0)]),
    f(2 << 8, 3 << 8, &[Mem(&SC1_1)]),
    f(3 << 8, 3 << 8, &[Mem(&SC1_16)]),
];
static SS2: &Table = &[
    f(0 << 8, 3 << 8, &[Reg(&SRC2)]),
    f(1 << 8, 3 << 8, &[Mem(&SC2_0)]),
    f(2 << 8, 3 << 8, &[Mem(&SC2_1)]),
    f(3 << 8, 3 << 8, &[Mem(&SC2_16)]),
];
static SS2A: &Table = &[
    f(0 << 6, 3 << 6, &[Reg(&SRC2)]),
    f(1 << 6, 3 << 6, &[Mem(&SC2_0)]),
    f(2 << 6, 3 << 6, &[Mem(&SC2_1)]),
    f(3 << 6, 3 << 6, &[Mem(&SC2_16)]),
];
static SS3A: &Table = &[f(1 << 6, 3 << 6, &[Mem(&SC3_0)]), f(2 << 6, 3 << 6, &[Mem(&SC3_1)]), f(3 << 6, 3 << 6, &[Mem(&SC3_16)])];
static RMS: &Table = named!(20, 2; 0 => "rn", 1 => "rm", 2 => "rp", 3 => "rz");
static RMSI: &Table = named!(20, 2; 0 => "rni", 1 => "rmi", 2 => "rpi", 3 => "rzi");
static SETITS: &Table = named!(14, 3; 0 => "false", 1 => "lt", 2 => "eq", 3 => "le", 4 => "gt", 5 => "ne", 6 => "ge", 7 => "true");
const SF: u64 = 0x0001c080;
static SETFTS: &Table = &[
    f(0x00000000, SF, &[W("false")]),
    f(0x00000080, SF, &[W("lt")]),
    f(0x00004000, SF, &[W("eq")]),
    f(0x00004080, SF, &[W("le")]),
    f(0x00008000, SF, &[W("gt")]),
    f(0x00008080, SF, &[W("ne")]),
    f(0x0000c000, SF, &[W("ge")]),
    f(0x0000c080, SF, &[W("num")]),
    f(0x00010000, SF, &[W("nan")]),
    f(0x00010080, SF, &[W("ltu")]),
    f(0x00014000, SF, &[W("equ")]),
    f(0x00014080, SF, &[W("leu")]),
    f(0x00018000, SF, &[W("gtu")]),
    f(0x00018080, SF, &[W("neu")]),
    f(0x0001c000, SF, &[W("geu")]),
    f(0x0001c080, SF, &[W("true")]),
];
static VMADSS1: &Table = &[
    f(0x000, 0xe00, &[W("b0")]),
    f(0x200, 0xe00, &[W("b1")]),
    f(0x400, 0xe00, &[W("b2")]),
    f(0x600, 0xe00, &[W("b3")]),
    f(0x800, 0xe00, &[]),
    f(0xa00, 0xf80, &[W("b0")]),
    f(0xa80, 0xf80, &[W("b1")]),
    f(0xb00, 0xf80, &[W("b2")]),
    f(0xb80, 0xf80, &[W("b3")]),
    f(0xc00, 0xf00, &[W("h0")]),
    f(0xd00, 0xf00, &[W("h1")]),
    f(0xe00, 0xf00, &[]),
    f(0xf00, 0xf80, &[W("h0")]),
    f(0xf80, 0xf80, &[W("h1")]),
];
static VMADSS2: &Table = &[
    f(0x000, 0x980, &[W("b0")]),
    f(0x080, 0x980, &[W("b1")]),
    f(0x100, 0x980, &[W("b2")]),
    f(0x180, 0x980, &[W("b3")]),
    f(0x800, 0xf80, &[W("b0")]),
    f(0x880, 0xf80, &[W("b1")]),
    f(0x900, 0xf80, &[W("b2")]),
    f(0x980, 0xf80, &[W("b3")]),
    f(0xa00, 0xe00, &[]),
    f(0xc00, 0xe80, &[W("h0")]),
    f(0xc80, 0xe80, &[W("h1")]),
    f(0xe00, 0xf80, &[W("h0")]),
    f(0xe80, 0xf80, &[W("h1")]),
    f(0xf00, 0xf00, &[]),
];
static INTERPMODES: &Table = ch!(7, "mul", "sc");
static LDVFS: &Table = named!(6, 2; 3 => "b128", 2 => "b96", 1 => "b64", 0 => "b32");
static LIMS: &Table = fl!(29, W("lim"));
static BRAWARPS: &Table = fl!(28, W("allwarp"));
static CLIMS: &Table = fl!(5, W("lim"));

static SHORT: &Table = &[
    f(0x00000008, 0xf80003ff, &[Sub(PRED_T), W("nop")]),
    f(0x10000008, 0xf80003ff, &[Sub(PRED_T), W("set"), Reg(&PDST), Sub(SETCT), Reg(&CC)]),
    f(0x18000008, 0xf80003ff, &[Sub(PRED_T), W("set"), Reg(&PDST), Sub(PSRCS)]),
    f(0x40000008, 0xf00003ff, &[Sub(PRED_T), W("mov"), W("b32"), Reg(&DST), Reg(&SREGS)]),
    f(0x50000008, 0xf80003ff, &[Sub(PRED_T), W("bar"), W("sync"), Sub(BARS_T)]),
    f(0x58000008, 0xf80003ff, &[Sub(PRED_T), W("bar"), W("arrive"), Sub(BARS_T)]),
    f(0x70000008, 0xf40003ff, &[Sub(PRED_T), W("presin"), W("f32"), Reg(&DST), Reg(&SRC1)]),
    f(0x74000008, 0xf40003ff, &[Sub(PRED_T), W("preex2"), W("f32"), Reg(&DST), Reg(&SRC1)]),
    f(0x80000008, 0xbc0003ff, &[Sub(PRED_T), W("cos"), W("f32"), Reg(&DST), Sub(ABS1E), Reg(&SRC1)]),
    f(0x84000008, 0xbc0003ff, &[Sub(PRED_T), W("sin"), W("f32"), Reg(&DST), Sub(ABS1E), Reg(&SRC1)]),
    f(0x88000008, 0xbc0003ff, &[Sub(PRED_T), W("ex2"), W("f32"), Reg(&DST), Sub(ABS1E), Reg(&SRC1)]),
    f(0x8c000008, 0xbc0003ff, &[Sub(PRED_T), W("lg2"), W("f32"), Reg(&DST), Sub(ABS1E), Reg(&SRC1)]),
    f(0x90000008, 0xbc0003ff, &[Sub(PRED_T), W("rcp"), W("f32"), Reg(&DST), Sub(ABS1E), Reg(&SRC1)]),
    f(0x94000008, 0xbc0003ff, &[Sub(PRED_T), W("rsqrt"), W("f32"), Reg(&DST), Sub(ABS1E), Reg(&SRC1)]),
    f(0x98000008, 0xbc0003ff, &[Sub(PRED_T), W("rcp64h"), Reg(&DST), Sub(ABS1E), Reg(&SRC1)]),
    f(0x9c000008, 0xbc0003ff, &[Sub(PRED_T), W("rsqrt64h"), Reg(&DST), Sub(ABS1E), Reg(&SRC1)]),
    f(0x00000208, 0x800003ff, &[Sub(PRED_T), W("shl"), W("b32"), Reg(&DST), Reg(&SRC1), Imm(&SHCNTS)]),
    f(0x80000208, 0x800003ff, &[Sub(PRED_T), W("shr"), W("s32"), Reg(&DST), Reg(&SRC1), Imm(&SHCNTS)]),
    f(0x00000108, 0x000007ff, &[W("vabsdiff2"), Sub(US16_D), Reg(&DST), Sub(US16_C), Reg(&SRC1), Sub(US16_B), Reg(&SRC2)]),
    f(0x00000308, 0x00000fff, &[W("vadd2"), Sub(US16_D), Reg(&DST), Sub(US16_C), Reg(&SRC1), Sub(US16_C), Reg(&SRC2)]),
    f(0x00000b08, 0x00000fff, &[W("vsubr2"), Sub(US16_D), Reg(&DST), Sub(US16_C), Reg(&SRC1), Sub(US16_C), Reg(&SRC2)]),
    f(0x00000508, 0x000007ff, &[W("vabsdiff4"), Sub(US8_D), Reg(&DST), Sub(US8_C), Reg(&SRC1), Sub(US8_B), Reg(&SRC2)]),
    f(0x00000708, 0x00000fff, &[W("vadd4"), Sub(US8_D), Reg(&DST), Sub(US8_C), Reg(&SRC1), Sub(US8_C), Reg(&SRC2)]),
    f(0x00000f08, 0x00000fff, &[W("vsubr4"), Sub(US8_D), Reg(&DST), Sub(US8_C), Reg(&SRC1), Sub(US8_C), Reg(&SRC2)]),
    f(0x00000018, 0x000001ff, &[Sub(PRED_T), W("cvt"), Sub(I2ISD), Reg(&DST), Sub(ACOUT17), Sub(NEG16), Sub(ABS19), Sub(I2ISS), Reg(&SRC2)]),
    f(0x00000118, 0x000003ff, &[Sub(PRED_T), W("mov"), W("b32"), Reg(&DST), Imm(&IMMS)]),
    f(0x00000318, 0x000003ff, &[Sub(PRED_T), W("mov"), W("b32"), Reg(&DST), Imm(&FIMMS)]),
    f(0x00000028, 0x000000ff, &[Sub(PRED_T), W("mov"), W("b32"), Reg(&DST), Sub(SS1)]),
    f(0x00000088, 0x000003ff, &[Sub(PRED_T), W("cvt"), Sub(RMS), W("f32"), Reg(&DST), Sub(ACOUT17), Sub(NEG16), Sub(ABS19), Sub(US32_18), Reg(&SRC2)]),
    f(0x00000288, 0x000003ff, &[Sub(PRED_T), W("cvt"), Sub(RMSI), Sub(US32_18), Reg(&DST), Sub(ACOUT17), Sub(NEG16), Sub(ABS19), W("f32"), Reg(&SRC2)]),
    f(0x00000098, 0x000003ff, &[Sub(PRED_T), W("cvt"), Sub(SAT18), W("f32"), Reg(&DST), Sub(ACOUT17), Sub(NEG16), Sub(ABS19), W("f32"), Reg(&SRC2)]),
    f(0x00000298, 0x000003ff, &[Sub(PRED_T), W("cvt"), Sub(SAT18), Sub(RMSI), W("f32"), Reg(&DST), Sub(ACOUT17), Sub(NEG16), Sub(ABS19), W("f32"), Reg(&SRC2)]),
    f(0x000000a8, 0x000000ff, &[Sub(PRED_T), W("mul"), W("f32"), Reg(&DST), Reg(&SRC1), Sub(SS2)]),
    f(0x00000048, 0x000000ff, &[Sub(PRED_T), W("set"), Reg(&PDST), Sub(SETITS), W("s32"), Reg(&SRC1), Sub(SS2)]),
    f(0x000000c8, 0x000000ff, &[Sub(PRED_T), W("set"), Reg(&PDST), Sub(SETITS), W("s32"), Reg(&SRC1), Imm(&SIMMS)]),
    f(0x00000058, 0x0000007f, &[W("vmad"), Reg(&DST), Sub(US32_D), Sub(VMADSS1), Reg(&SRC1), Sub(US32_C), Sub(VMADSS2), Reg(&SRC2)]),
    f(0x00000009, 0x0000007f, &[Sub(PRED_T), W("interp"), Sub(INTERPMODES), Reg(&DST), Mem(&AS2MEM), Reg(&SRC1)]),
    f(0x00000049, 0x0000007f, &[Sub(PRED_T), W("add"), W("f32"), Reg(&DST), Sub(NEG7), Reg(&SRC1), Sub(SS2)]),
    f(0x00000059, 0x0000007f, &[Sub(PRED_T), W("set"), Reg(&PDST), Sub(SETFTS), W("f32"), Reg(&SRC1), Sub(SS2)]),
    f(0x00000029, 0x0000003f, &[Sub(PRED_T), W("ld"), Sub(LDVFS), Vec(&ADSTS), Mem(&AS1MEM), Reg(&SRC2)]),
    f(0x00000039, 0x0000003f, &[Sub(PRED_T), W("st"), Sub(LDVFS), Mem(&AS1MEM), Vec(&ASRCS), Reg(&DST)]),
    f(0x0000000a, 0x000000ff, &[Sub(PRED_T), W("ld"), W("b32"), Reg(&DST), Mem(&LS2MEM)]),
    f(0x0000004a, 0x000000ff, &[Sub(PRED_T), W("ld"), W("b32"), Reg(&DST), Mem(&SS2MEM)]),
    f(0x0000008a, 0x000000ff, &[Sub(PRED_T), W("ld"), W("b64"), Reg(&DSTD), Mem(&LS3MEM)]),
    f(0x000000ca, 0x000000ff, &[Sub(PRED_T), W("ld"), W("b64"), Reg(&DSTD), Mem(&SS3MEM)]),
    f(0x0000001a, 0x000000ff, &[Sub(PRED_T), W("st"), W("b32"), Mem(&LS2MEM), Reg(&DST)]),
    f(0x0000005a, 0x000000ff, &[Sub(PRED_T), W("st"), W("b32"), Mem(&SS2MEM), Reg(&DST)]),
    f(0x0000009a, 0x000000ff, &[Sub(PRED_T), W("st"), W("b64"), Mem(&LS3MEM), Reg(&DSTD)]),
    f(0x000000da, 0x000000ff, &[Sub(PRED_T), W("st"), W("b64"), Mem(&SS3MEM), Reg(&DSTD)]),
    f(0x0000002a, 0x000000bf, &[Sub(PRED_T), W("mul"), Reg(&DST), Sub(US32_6), Reg(&SRC1), Sub(US32_6), Sub(SS2)]),
    f(0x000000aa, 0x000000bf, &[Sub(PRED_T), W("mul"), Reg(&DST), Sub(US32_6), Reg(&SRC1), Sub(US32_6), Imm(&SIMMS)]),
    f(0x0000000b, 0x000000ff, &[Sub(PRED_T), W("ld"), W("b32"), Reg(&DST), Mem(&GS2MEM)]),
    f(0x0000004b, 0x000000ff, &[Sub(PRED_T), W("ld"), W("b32"), Reg(&DST), Mem(&GDS2MEM)]),
    f(0x0000008b, 0x000000ff, &[Sub(PRED_T), W("ld"), W("b64"), Reg(&DSTD), Mem(&GS3MEM)]),
    f(0x000000cb, 0x000000ff, &[Sub(PRED_T), W("ld"), W("b64"), Reg(&DSTD), Mem(&GDS3MEM)]),
    f(0x0000001b, 0x000000ff, &[Sub(PRED_T), W("st"), W("b32"), Mem(&GS2MEM), Reg(&DST)]),
    f(0x0000005b, 0x000000ff, &[Sub(PRED_T), W("st"), W("b32"), Mem(&GDS2MEM), Reg(&DST)]),
    f(0x0000009b, 0x000000ff, &[Sub(PRED_T), W("st"), W("b64"), Mem(&GS3MEM), Reg(&DSTD)]),
    f(0x000000db, 0x000000ff, &[Sub(PRED_T), W("st"), W("b64"), Mem(&GDS3MEM), Reg(&DSTD)]),
    f(0x0000002c, 0x000000ff, &[Sub(PRED_T), W("add"), W("b32"), Reg(&DST), Reg(&SRC1), Sub(SS2)]),
    f(0x0000006c, 0x000000ff, &[Sub(PRED_T), W("subr"), W("b32"), Reg(&DST), Reg(&SRC1), Sub(SS2)]),
    f(0x000000ac, 0x000000ff, &[Sub(PRED_T), W("add"), W("b32"), Reg(&DST), Reg(&SRC1), Imm(&SIMMS)]),
    f(0x000000ec, 0x000000ff, &[Sub(PRED_T), W("subr"), W("b32"), Reg(&DST), Reg(&SRC1), Imm(&SIMMS)]),
    f(0x0000001c, 0x0000001f, &[Sub(PRED_T), W("ld"), W("b32"), Reg(&DST), Mem(&FCSMEM)]),
    f(0x0000000d, 0x0000001f, &[W("add"), Reg(&DST), Open, W("mul"), Sub(US32_5), Reg(&SRC1), Sub(US32_5), Sub(SS2A), Close, Reg(&SRC3S)]),
    f(0x0000001d, 0x000000ff, &[Sub(PRED_T), W("and"), W("b32"), Reg(&DST), Reg(&SRC1), Sub(SS2)]),
    f(0x0000003d, 0x000000ff, &[Sub(PRED_T), W("or"), W("b32"), Reg(&DST), Reg(&SRC1), Sub(SS2)]),
    f(0x0000005d, 0x000000ff, &[Sub(PRED_T), W("xor"), W("b32"), Reg(&DST), Reg(&SRC1), Sub(SS2)]),
    f(0x0000007d, 0x000000ff, &[Sub(PRED_T), W("mov2"), W("b32"), Reg(&DST), Reg(&SRC1), Sub(SS2)]),
    f(0x0000009d, 0x000000ff, &[Sub(PRED_T), W("and"), W("b32"), Reg(&DST), Reg(&SRC1), Imm(&SIMMS)]),
    f(0x000000bd, 0x000000ff, &[Sub(PRED_T), W("or"), W("b32"), Reg(&DST), Reg(&SRC1), Imm(&SIMMS)]),
    f(0x000000dd, 0x000000ff, &[Sub(PRED_T), W("xor"), W("b32"), Reg(&DST), Reg(&SRC1), Imm(&SIMMS)]),
    f(0x000000fd, 0x000000ff, &[Sub(PRED_T), W("mov2"), W("b32"), Reg(&DST), Reg(&SRC1), Imm(&SIMMS)]),
    f(0x0000000e, 0x0000002f, &[W("fma"), W("f32"), Reg(&DST), Sub(NEG4), Reg(&SRC1), Sub(SS2A), Reg(&SRC3S)]),
    f(0x0000002e, 0x0000002f, &[W("fma"), W("f32"), Reg(&DST), Sub(NEG4), Reg(&SRC1), Reg(&SRC2), Sub(SS3A)]),
    f(0x0000001f, 0xc000001f, &[Sub(PRED_T), Sub(CC_T), W("bra"), Sub(LIMS), Sub(BRAWARPS), Target(&BTARGS)]).flow(Flow::BRANCH),
    f(0x4000001f, 0xf000001f, &[W("joinat"), Target(&BTARGS)]).flow(Flow::PUSH_SYNC),
    f(0x5000001f, 0xf000001f, &[W("call"), Sub(CLIMS), Target(&CTARGS)]).flow(Flow::CALL),
    f(0x8000001f, 0xf800007f, &[W("bpt"), W("drain"), Imm(&BPTS)]).flow(Flow::TRAP),
    f(0x8000003f, 0xf800007f, &[W("bpt"), W("cal"), Imm(&BPTS)]).flow(Flow::TRAP),
    f(0x8000005f, 0xf800007f, &[W("bpt"), W("pause"), Imm(&BPTS)]).flow(Flow::TRAP),
    f(0x8000007f, 0xf800007f, &[W("bpt"), W("trap"), Imm(&BPTS)]).flow(Flow::TRAP),
    f(0x8800001f, 0xf800001f, &[Sub(PRED_T), Sub(CC_T), W("exit")]).flow(Flow::EXIT),
    f(0x9000001f, 0xf800001f, &[Sub(PRED_T), Sub(CC_T), W("ret")]).flow(Flow::RETURN),
];

/// The indices of the 32-bit forms, the 64-bit `exit`, `ret` and `mov` from a special register (whose
/// texts are also 32-bit forms'), the other control instructions and the catch-all in [`ROOT`].
pub const ROOT_SHORT: usize = 0;
pub const ROOT_EXIT: usize = 1;
pub const ROOT_RET: usize = 2;
pub const ROOT_MOVSR_JOIN: usize = 3;
pub const ROOT_MOVSR: usize = 4;
pub const ROOT_CONTROL: usize = 5;
pub const ROOT_UNKNOWN: usize = 8;

/// envydis' tables: [`ROOT`] with the one description's classes read through their envydis views
/// ([`gpuisa_engine::view`]), built once.
pub fn root() -> &'static Table {
    static DERIVED: std::sync::OnceLock<&'static Table> = std::sync::OnceLock::new();
    DERIVED.get_or_init(|| gpuisa_engine::view::derive(ROOT))
}

/// The root: a 32-bit form (bit 3), a control instruction, or a guarded instruction of the other
/// classes, `join` (bit 4) first. Read through [`root`].
static ROOT: &Table = &[
    f(0x8, 0x8, &[Sub(SHORT)]),
    f(0x8000000000000007, 0xf80000000000000f, &[Sub(PRED_T), Sub(CC_T), W("exit")]).flow(Flow::EXIT),
    f(0x9000000000000007, 0xf80000000000000f, &[Sub(PRED_T), Sub(CC_T), W("ret")]).flow(Flow::RETURN),
    f(0x2c00000000000014, 0xfc0000000000001f, &[W("join"), Sub(PRED_T), W("mov"), W("b32"), Reg(&DST), Reg(&SREG)]).flow(Flow::SYNC),
    f(0x2c00000000000004, 0xfc0000000000001f, &[Sub(PRED_T), W("mov"), W("b32"), Reg(&DST), Reg(&SREG)]),
    f(0x7, 0xf, &[Sub(CONTROL)]),
    f(0x10, 0x18, &[W("join"), Sub(PRED_T), Dispatch(B::new(0, 3), &CLASSES)]).flow(Flow::SYNC),
    f(0x0, 0x18, &[Sub(PRED_T), Dispatch(B::new(0, 3), &CLASSES)]),
    f(0, 0, &[Unknown]),
];

#[cfg(test)]
mod tests {
    #[test]
    fn every_view_places_each_part_of_its_form_once() {
        let errors = gpuisa_engine::view::check(crate::encoding::ROOT);
        assert!(errors.is_empty(), "{errors:#?}");
    }
}
