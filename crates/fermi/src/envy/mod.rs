//! envytools' envydis syntax for Fermi (GF100) as a view of the one description ([`crate::encoding`]):
//! each NVIDIA entry spells itself in envydis' words and operand order (`.view(...)`, see
//! [`gpuisa_engine::view`]), and [`root`] derives envydis' tables from them once. What stays here is
//! envydis' own reading order and root (`join` before the guard, the 64-bit `exit` and `ret` before the
//! 32-bit forms), envydis' guard and condition code tests, the few bit splits envydis makes differently
//! from NVIDIA (a `set`'s combining predicate, `min`/`max`, `add`/`sub`/`subr` from two negation bits),
//! and the tables of classes not yet moved onto views. Operand specs that print otherwise are in
//! [`fields`]; the notation is [`notation::EnvyFermi`].
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
static FCRM: &Table = named!(49, 2; 0 => "rn", 1 => "rm", 2 => "rp", 3 => "rz");
static FCRMI: &Table = named!(49, 2; 0 => "rni", 1 => "rmi", 2 => "rpi", 3 => "rzi");
static SETDT5: &Table = ch!(5, "b32", "f32");

static SAT5: &Table = fl!(5, W("sat"));
static SAT9: &Table = fl!(9, W("sat"));
static FTZ37: &Table = fl!(55, W("ftz"));
static NEG8: &Table = fl!(8, W("neg"));
static ABS6: &Table = fl!(6, W("abs"));
static RINT: &Table = fl!(7, Sub(FCRMI));
static NOT9: &Table = fl!(9, W("not"));
static NOT8: &Table = fl!(8, W("not"));
static ACOUT30: &Table = fl!(48, Reg(&CC));
static US32_5: &Table = ch!(5, "u32", "s32");
static US32_6: &Table = ch!(6, "u32", "s32");
static US32_2A: &Table = ch!(42, "u32", "s32");
static US8_5: &Table = ch!(5, "u8", "s8");
static US8_6: &Table = ch!(6, "u8", "s8");
static US8_39: &Table = ch!(57, "u8", "s8");
static US16_5: &Table = ch!(5, "u16", "s16");
static US16_6: &Table = ch!(6, "u16", "s16");
static US16_39: &Table = ch!(57, "u16", "s16");
static HIGH5: &Table = fl!(5, W("high"));
static PNOT1: &Table = fl!(23, W("not"));
static PNOT2: &Table = fl!(29, W("not"));
static PNOT3: &Table = fl!(52, W("not"));

// Source operands by kind (bits 46-47: register, c[], register 3, immediate).
static IS2: &Table = &[f(0 << 46, 3 << 46, &[Reg(&SRC2)]), f(1 << 46, 3 << 46, &[Mem(&CMEM)]), f(3 << 46, 3 << 46, &[Imm(&IMM)])];
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
static FS2: &Table = &[f(0 << 46, 3 << 46, &[Reg(&SRC2)]), f(1 << 46, 3 << 46, &[Mem(&CMEM)]), f(3 << 46, 3 << 46, &[Imm(&FIMM)])];
static DS2: &Table = &[f(0 << 46, 3 << 46, &[Reg(&SRC2D)]), f(1 << 46, 3 << 46, &[Mem(&CMEM)]), f(3 << 46, 3 << 46, &[Imm(&DIMM)])];
static LS2: &Table = &[f(0 << 46, 3 << 46, &[Reg(&SRC2D)]), f(3 << 46, 3 << 46, &[Imm(&IMM)])];
static VS2: &Table = &[f(0, 1 << 47, &[Imm(&VIMM)]), f(1 << 47, 1 << 47, &[Reg(&SRC2)])];
static V4S2: &Table = &[f(0, 1 << 47, &[Imm(&V4IMM)]), f(1 << 47, 1 << 47, &[Reg(&SRC2)])];

/// The predicate combined into a `set`'s result (bits 49-54); `and $p7` prints nothing.
pub(crate) static SETLOP: &Table = &[
    f(0x000e << 48, 0x006e << 48, &[]),
    f(0 << 53, 3 << 53, &[W("and"), Sub(PNOT3), Reg(&PSRC3)]),
    f(1 << 53, 3 << 53, &[W("or"), Sub(PNOT3), Reg(&PSRC3)]),
    f(2 << 53, 3 << 53, &[W("xor"), Sub(PNOT3), Reg(&PSRC3)]),
];
pub(crate) static MINMAX: &Table = &[
    f(0x000e << 48, 0x001e << 48, &[W("min")]),
    f(0x001e << 48, 0x001e << 48, &[W("max")]),
    f(0, 0, &[W("minmax"), Sub(PNOT3), Reg(&PSRC3)]),
];

// ---------------------------------------------------------------------------------------------------
// Class 0: single-precision float.



// Class 1: double precision.

// Class 2: 32-bit immediates.
pub(crate) static ADDOP: &Table = named!(8, 2; 0 => "add", 1 => "sub", 2 => "subr", 3 => "addpo");
pub(crate) static ADDOP2: &Table = named!(55, 2; 0 => "add", 1 => "sub", 2 => "subr", 3 => "addpo");
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

/// Classes by bits 0-2. All but class 4 are the one description's ([`crate::encoding`]), read through
/// their envydis views ([`root`]).
static CLASSES: [&Table; 8] = [
    crate::encoding::float::CLASS0,
    crate::encoding::float::CLASS1,
    crate::encoding::int::CLASS2,
    crate::encoding::int::CLASS3,
    CLASS4,
    crate::encoding::mem::CLASS5,
    crate::encoding::mem::CLASS6,
    CLASS7,
];

// Control (class 7): branches, calls and the reconvergence stack.

// The 32-bit forms (bit 3 set) are the one description's ([`crate::encoding::short::SHORT`]), read
// through their envydis views ([`root`]).

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
    f(0x8, 0x8, &[Sub(crate::encoding::short::SHORT)]),
    // `exit` and `ret` before the 32-bit forms: envydis' texts of the 64-bit forms read as these first.
    f(0x8000000000000007, 0xf80000000000000f, &[Sub(crate::encoding::control::CONTROL)]),
    f(0x9000000000000007, 0xf80000000000000f, &[Sub(crate::encoding::control::CONTROL)]),
    f(0x2c00000000000014, 0xfc0000000000001f, &[W("join"), Sub(PRED_T), W("mov"), W("b32"), Reg(&DST), Reg(&SREG)]).flow(Flow::SYNC),
    f(0x2c00000000000004, 0xfc0000000000001f, &[Sub(PRED_T), W("mov"), W("b32"), Reg(&DST), Reg(&SREG)]),
    f(0x7, 0xf, &[Sub(crate::encoding::control::CONTROL)]),
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
