//! Long opcode a: conversions between float and integer types.
//!
//! All selectors are in word 1 (bit numbers below count across both words):
//! - bits 62-63: 3 float to float, 2 float to integer, 1 integer to float, 0 integer to integer;
//! - bits 58-59: destination type (and for float to float, 59 = round to integer);
//! - bit 54: a 64-bit operand is involved (fp64 only), bit 46: the float source is f32 (f16 when clear);
//! - bits 46-48: integer source type (integer sources), bit 51: 8-bit destination (integer to integer);
//! - bits 49-50: rounding mode; bit 61: neg, bit 52: abs, bit 51: sat (float destinations).
use crate::sem::{Sem as S, T};
use super::common::*;
use super::float::{ABS52, NEG61, RINT49, RND49, RND49_QUIET, SAT51};
use super::interp::UNKNOWN;
use crate::encoding::fields::*;
use crate::engine::{Atom::*, Form, Mark, Table, W};
use crate::engine::view::V::{A, As, Part, Ref, Slot};
use crate::nvidia::tables::{GUARD, HALF_SRC, JOIN};
use crate::variant::feat;

const fn f(value: u64, mask: u64, atoms: &'static [crate::engine::Atom]) -> Form {
    Form::new(value, mask, atoms)
}

/// An entry of an opcode table: its mask also claims the primary opcode (word 0 bits 28-31).
const fn e(opcode: u64, value: u64, mask: u64, atoms: &'static [crate::engine::Atom]) -> Form {
    Form::new(value | opcode << 28, mask | 0xf000_0000, atoms)
}

/// A value or mask given as word 1.
const fn w1(x: u64) -> u64 {
    x << 32
}

/// Source modifiers applied before the conversion: neg (bit 61), abs (bit 52).
/// NVIDIA places them around the source: `-|R1|`.
static MODS: &Table = &[f(0, 0, &[Sub(NEG61), Sub(ABS52)]).view(&[Ref(0), Slot(1, 0), Part, Slot(1, 1)])];

/// Integer source, bits 46-48: type and operand. The 8-bit forms with bit 46 set read a whole register.
static ISRC: &Table = &[
    f(w1(0x0000_0000), w1(0x0001_c000), &[T("u16", S::U16), Sub(LSH)]).view(&[A(W("U16")), Part, Ref(1)]),
    f(w1(0x0000_4000), w1(0x0001_c000), &[T("u32", S::U32), Sub(LSW)]).view(&[A(W("U32")), Part, Ref(1)]),
    // NVIDIA: a byte of a half register is `.U16.BEXT` (byte extract).
    f(w1(0x0000_8000), w1(0x0001_c000), &[T("u8", S::U8), Sub(LSH)]).view(&[A(W("U16")), A(W("BEXT")), Part, As(1, Sub(HALF_SRC))]),
    f(w1(0x0000_c000), w1(0x0001_c000), &[T("u8", S::U8), Reg(&LSRC)]).view(&[A(W("U8")), Part, Ref(1)]),
    f(w1(0x0001_0000), w1(0x0001_c000), &[T("s16", S::S16), Sub(LSH)]).view(&[A(W("S16")), Part, Ref(1)]),
    f(w1(0x0001_4000), w1(0x0001_c000), &[T("s32", S::S32), Sub(LSW)]).view(&[A(W("S32")), Part, Ref(1)]),
    f(w1(0x0001_8000), w1(0x0001_c000), &[T("s8", S::S8), Sub(LSH)]).view(&[A(W("S16")), A(W("BEXT")), Part, As(1, Sub(HALF_SRC))]),
    f(w1(0x0001_c000), w1(0x0001_c000), &[T("s8", S::S8), Reg(&LSRC)]).view(&[A(W("S8")), Part, Ref(1)]),
];

const O: u64 = 1 << 35;
const HALF: u64 = 1 << 58;
/// Destination of the 8-bit integer conversions: bit 58 chooses a whole register (set) or a half. For
/// o[] (offsets scaled by 4, else by 2) and discarded destinations envydis' text does not show that
/// choice: the whole forms carry a `whole` mark in the lossless syntax (see `CSLDREG` in data.rs).
static DST8: &Table = &[
    f(0, O | HALF, &[Reg(&LHDST)]),
    f(HALF, O | HALF, &[Reg(&LDST)]),
    f(O | 0x1fc, O | 0x1fc | HALF, &[Discard]),
    f(O | 0x1fc | HALF, O | 0x1fc | HALF, &[Mark("whole"), Discard]),
    f(O, O | HALF, &[Mem(&OUT16)]),
    f(O | HALF, O | HALF, &[Mark("whole"), Mem(&OUT32)]),
];

// Selector masks.
const M_TYPES: u64 = w1(0xcc40_4000);
const M_NO59: u64 = w1(0xc440_4000);
const M_ITOF: u64 = w1(0xc440_0000);
const M_ITOF64: u64 = w1(0xc441_4000);
const M_ITOI: u64 = w1(0xcc08_0000);

pub static OPA: &Table = &[
    // Float to float.
    e(0xa, w1(0xc000_0000), M_TYPES, &[T("cvt", S::Cvt), Sub(MODS), Sub(SAT51), T("f16", S::F16), Sub(MCDST), Sub(LLHDST), T("f16", S::F16), Sub(LSH)])
        .view(&[A(W("F2F")), A(JOIN), A(W("F16")), A(W("F16")), Ref(2), Ref(4), Ref(5), A(GUARD), Slot(1, 0), Ref(7), Slot(1, 1)]),
    e(0xa, w1(0xc800_0000), M_TYPES, &[T("cvt", S::Cvt), Sub(MODS), Sub(SAT51), Sub(RINT49), T("f16", S::F16), Sub(MCDST), Sub(LLHDST), T("f16", S::F16), Sub(LSH)])
        .view(&[A(W("F2F")), A(JOIN), A(W("F16")), A(W("F16")), Ref(3), Ref(2), Ref(5), Ref(6), A(GUARD), Slot(1, 0), Ref(8), Slot(1, 1)]),
    e(0xa, w1(0xc000_4000), M_TYPES, &[T("cvt", S::Cvt), Sub(MODS), Sub(SAT51), Sub(RND49), T("f16", S::F16), Sub(MCDST), Sub(LLHDST), T("f32", S::F32), Sub(LSW)])
        .view(&[A(W("F2F")), A(JOIN), A(W("F16")), A(W("F32")), Ref(3), Ref(2), Ref(5), Ref(6), A(GUARD), Slot(1, 0), Ref(8), Slot(1, 1)]),
    // Bit 59 rounds to an integer first (the G80 reference results), as in the f32 and f16 forms.
    e(0xa, w1(0xc800_4000), M_TYPES, &[T("cvt", S::Cvt), Sub(MODS), Sub(SAT51), Sub(RINT49), T("f16", S::F16), Sub(MCDST), Sub(LLHDST), T("f32", S::F32), Sub(LSW)])
        .view(&[A(W("F2F")), A(JOIN), A(W("F16")), A(W("F32")), Ref(3), Ref(2), Ref(5), Ref(6), A(GUARD), Slot(1, 0), Ref(8), Slot(1, 1)]),
    e(0xa, w1(0xc400_4000), M_TYPES, &[T("cvt", S::Cvt), Sub(MODS), Sub(SAT51), Sub(RND49_QUIET), T("f32", S::F32), Sub(MCDST), Sub(LLDST), T("f32", S::F32), Sub(LSW)])
        .view(&[A(W("F2F")), A(JOIN), A(W("F32")), A(W("F32")), Ref(3), Ref(2), Ref(5), Ref(6), A(GUARD), Slot(1, 0), Ref(8), Slot(1, 1)]),
    e(0xa, w1(0xcc00_4000), M_TYPES, &[T("cvt", S::Cvt), Sub(MODS), Sub(SAT51), Sub(RINT49), T("f32", S::F32), Sub(MCDST), Sub(LLDST), T("f32", S::F32), Sub(LSW)])
        .view(&[A(W("F2F")), A(JOIN), A(W("F32")), A(W("F32")), Ref(3), Ref(2), Ref(5), Ref(6), A(GUARD), Slot(1, 0), Ref(8), Slot(1, 1)]),
    e(0xa, w1(0xc400_0000), M_TYPES, &[T("cvt", S::Cvt), Sub(MODS), Sub(SAT51), T("f32", S::F32), Sub(MCDST), Sub(LLDST), T("f16", S::F16), Sub(LSH)])
        .view(&[A(W("F2F")), A(JOIN), A(W("F32")), A(W("F16")), Ref(2), Ref(4), Ref(5), A(GUARD), Slot(1, 0), Ref(7), Slot(1, 1)]),
    e(0xa, w1(0xcc00_0000), M_TYPES, &[T("cvt", S::Cvt), Sub(MODS), Sub(SAT51), Sub(RINT49), T("f32", S::F32), Sub(MCDST), Sub(LLDST), T("f16", S::F16), Sub(LSH)])
        .view(&[A(W("F2F")), A(JOIN), A(W("F32")), A(W("F16")), Ref(3), Ref(2), Ref(5), Ref(6), A(GUARD), Slot(1, 0), Ref(8), Slot(1, 1)]),
    e(0xa, w1(0xc040_4000), M_NO59, &[T("cvt", S::Cvt), Sub(MODS), Sub(RND49), T("f32", S::F32), Sub(MCDST), Sub(LLDST), T("f64", S::F64), Reg(&LDSRC)])
        .view(&[A(W("F2F")), A(JOIN), A(W("F32")), A(W("F64")), Ref(2), Ref(4), Ref(5), A(GUARD), Slot(1, 0), Ref(7), Slot(1, 1)])
        .feat(feat::FP64),
    e(0xa, w1(0xc440_4000), M_TYPES, &[T("cvt", S::Cvt), Sub(MODS), T("f64", S::F64), Sub(MCDST), Reg(&LDDST), T("f64", S::F64), Reg(&LDSRC)])
        .view(&[A(W("F2F")), A(JOIN), A(W("F64")), A(W("F64")), Ref(3), Ref(4), A(GUARD), Slot(1, 0), Ref(6), Slot(1, 1)]).feat(feat::FP64),
    e(0xa, w1(0xcc40_4000), M_TYPES, &[T("cvt", S::Cvt), Sub(MODS), Sub(RINT49), T("f64", S::F64), Sub(MCDST), Reg(&LDDST), T("f64", S::F64), Reg(&LDSRC)])
        .view(&[A(W("F2F")), A(JOIN), A(W("F64")), A(W("F64")), Ref(2), Ref(4), Ref(5), A(GUARD), Slot(1, 0), Ref(7), Slot(1, 1)])
        .feat(feat::FP64),
    e(0xa, w1(0xc440_0000), M_NO59, &[T("cvt", S::Cvt), Sub(MODS), T("f64", S::F64), Sub(MCDST), Reg(&LDDST), T("f32", S::F32), Sub(LSW)])
        .view(&[A(W("F2F")), A(JOIN), A(W("F64")), A(W("F32")), Ref(3), Ref(4), A(GUARD), Slot(1, 0), Ref(6), Slot(1, 1)]).feat(feat::FP64),
    // Float to integer.
    e(0xa, w1(0x8000_0000), M_TYPES, &[T("cvt", S::Cvt), Sub(MODS), Sub(RINT49), T("u16", S::U16), Sub(MCDST), Sub(LLHDST), T("f16", S::F16), Sub(LSH)])
        .view(&[A(W("F2I")), A(JOIN), A(W("U16")), A(W("F16")), Ref(2), Ref(4), Ref(5), A(GUARD), Slot(1, 0), Ref(7), Slot(1, 1)]),
    e(0xa, w1(0x8000_4000), M_TYPES, &[T("cvt", S::Cvt), Sub(MODS), Sub(RINT49), T("u16", S::U16), Sub(MCDST), Sub(LLHDST), T("f32", S::F32), Sub(LSW)])
        .view(&[A(W("F2I")), A(JOIN), A(W("U16")), A(W("F32")), Ref(2), Ref(4), Ref(5), A(GUARD), Slot(1, 0), Ref(7), Slot(1, 1)]),
    e(0xa, w1(0x8800_0000), M_TYPES, &[T("cvt", S::Cvt), Sub(MODS), Sub(RINT49), T("s16", S::S16), Sub(MCDST), Sub(LLHDST), T("f16", S::F16), Sub(LSH)])
        .view(&[A(W("F2I")), A(JOIN), A(W("S16")), A(W("F16")), Ref(2), Ref(4), Ref(5), A(GUARD), Slot(1, 0), Ref(7), Slot(1, 1)]),
    e(0xa, w1(0x8800_4000), M_TYPES, &[T("cvt", S::Cvt), Sub(MODS), Sub(RINT49), T("s16", S::S16), Sub(MCDST), Sub(LLHDST), T("f32", S::F32), Sub(LSW)])
        .view(&[A(W("F2I")), A(JOIN), A(W("S16")), A(W("F32")), Ref(2), Ref(4), Ref(5), A(GUARD), Slot(1, 0), Ref(7), Slot(1, 1)]),
    e(0xa, w1(0x8400_0000), M_TYPES, &[T("cvt", S::Cvt), Sub(MODS), Sub(RINT49), T("u32", S::U32), Sub(MCDST), Sub(LLDST), T("f16", S::F16), Sub(LSH)])
        .view(&[A(W("F2I")), A(JOIN), A(W("U32")), A(W("F16")), Ref(2), Ref(4), Ref(5), A(GUARD), Slot(1, 0), Ref(7), Slot(1, 1)]),
    e(0xa, w1(0x8400_4000), M_TYPES, &[T("cvt", S::Cvt), Sub(MODS), Sub(RINT49), T("u32", S::U32), Sub(MCDST), Sub(LLDST), T("f32", S::F32), Sub(LSW)])
        .view(&[A(W("F2I")), A(JOIN), A(W("U32")), A(W("F32")), Ref(2), Ref(4), Ref(5), A(GUARD), Slot(1, 0), Ref(7), Slot(1, 1)]),
    e(0xa, w1(0x8c00_0000), M_TYPES, &[T("cvt", S::Cvt), Sub(MODS), Sub(RINT49), T("s32", S::S32), Sub(MCDST), Sub(LLDST), T("f16", S::F16), Sub(LSH)])
        .view(&[A(W("F2I")), A(JOIN), A(W("S32")), A(W("F16")), Ref(2), Ref(4), Ref(5), A(GUARD), Slot(1, 0), Ref(7), Slot(1, 1)]),
    e(0xa, w1(0x8c00_4000), M_TYPES, &[T("cvt", S::Cvt), Sub(MODS), Sub(RINT49), T("s32", S::S32), Sub(MCDST), Sub(LLDST), T("f32", S::F32), Sub(LSW)])
        .view(&[A(W("F2I")), A(JOIN), A(W("S32")), A(W("F32")), Ref(2), Ref(4), Ref(5), A(GUARD), Slot(1, 0), Ref(7), Slot(1, 1)]),
    e(0xa, w1(0x8040_4000), M_TYPES, &[T("cvt", S::Cvt), Sub(MODS), Sub(RINT49), T("u32", S::U32), Sub(MCDST), Sub(LLDST), T("f64", S::F64), Reg(&LDSRC)])
        .view(&[A(W("F2I")), A(JOIN), A(W("U32")), A(W("F64")), Ref(2), Ref(4), Ref(5), A(GUARD), Slot(1, 0), Ref(7), Slot(1, 1)])
        .feat(feat::FP64),
    e(0xa, w1(0x8840_4000), M_TYPES, &[T("cvt", S::Cvt), Sub(MODS), Sub(RINT49), T("s32", S::S32), Sub(MCDST), Sub(LLDST), T("f64", S::F64), Reg(&LDSRC)])
        .view(&[A(W("F2I")), A(JOIN), A(W("S32")), A(W("F64")), Ref(2), Ref(4), Ref(5), A(GUARD), Slot(1, 0), Ref(7), Slot(1, 1)])
        .feat(feat::FP64),
    e(0xa, w1(0x8440_0000), M_TYPES, &[T("cvt", S::Cvt), Sub(MODS), Sub(RINT49), T("u64", S::U64), Sub(MCDST), Reg(&LDDST), T("f32", S::F32), Sub(LSW)])
        .view(&[A(W("F2I")), A(JOIN), A(W("U64")), A(W("F32")), Ref(2), Ref(4), Ref(5), A(GUARD), Slot(1, 0), Ref(7), Slot(1, 1)])
        .feat(feat::FP64),
    e(0xa, w1(0x8440_4000), M_TYPES, &[T("cvt", S::Cvt), Sub(MODS), Sub(RINT49), T("u64", S::U64), Sub(MCDST), Reg(&LDDST), T("f64", S::F64), Reg(&LDSRC)])
        .view(&[A(W("F2I")), A(JOIN), A(W("U64")), A(W("F64")), Ref(2), Ref(4), Ref(5), A(GUARD), Slot(1, 0), Ref(7), Slot(1, 1)])
        .feat(feat::FP64),
    e(0xa, w1(0x8c40_0000), M_TYPES, &[T("cvt", S::Cvt), Sub(MODS), Sub(RINT49), T("s64", S::S64), Sub(MCDST), Reg(&LDDST), T("f32", S::F32), Sub(LSW)])
        .view(&[A(W("F2I")), A(JOIN), A(W("S64")), A(W("F32")), Ref(2), Ref(4), Ref(5), A(GUARD), Slot(1, 0), Ref(7), Slot(1, 1)])
        .feat(feat::FP64),
    e(0xa, w1(0x8c40_4000), M_TYPES, &[T("cvt", S::Cvt), Sub(MODS), Sub(RINT49), T("s64", S::S64), Sub(MCDST), Reg(&LDDST), T("f64", S::F64), Reg(&LDSRC)])
        .view(&[A(W("F2I")), A(JOIN), A(W("S64")), A(W("F64")), Ref(2), Ref(4), Ref(5), A(GUARD), Slot(1, 0), Ref(7), Slot(1, 1)])
        .feat(feat::FP64),
    // Integer to float.
    e(0xa, w1(0x4000_0000), M_ITOF, &[T("cvt", S::Cvt), Sub(MODS), Sub(SAT51), Sub(RND49), T("f16", S::F16), Sub(MCDST), Sub(LLHDST), Sub(ISRC)])
        .view(&[A(W("I2F")), A(JOIN), A(W("F16")), Slot(7, 0), Ref(3), Ref(2), Ref(5), Ref(6), A(GUARD), Slot(1, 0), Slot(7, 1), Slot(1, 1)]),
    e(0xa, w1(0x4400_0000), M_ITOF, &[T("cvt", S::Cvt), Sub(MODS), Sub(SAT51), Sub(RND49), T("f32", S::F32), Sub(MCDST), Sub(LLDST), Sub(ISRC)])
        .view(&[A(W("I2F")), A(JOIN), A(W("F32")), Slot(7, 0), Ref(3), Ref(2), Ref(5), Ref(6), A(GUARD), Slot(1, 0), Slot(7, 1), Slot(1, 1)]),
    e(0xa, w1(0x4440_0000), M_ITOF64, &[T("cvt", S::Cvt), Sub(MODS), Sub(SAT51), Sub(RND49), T("f64", S::F64), Sub(MCDST), Reg(&LDDST), T("u32", S::U32), Sub(LSW)])
        .view(&[A(W("I2F")), A(JOIN), A(W("F64")), A(W("U32")), Ref(3), Ref(2), Ref(5), Ref(6), A(GUARD), Slot(1, 0), Ref(8), Slot(1, 1)])
        .feat(feat::FP64),
    e(0xa, w1(0x4441_0000), M_ITOF64, &[T("cvt", S::Cvt), Sub(MODS), Sub(SAT51), Sub(RND49), T("f64", S::F64), Sub(MCDST), Reg(&LDDST), T("s32", S::S32), Sub(LSW)])
        .view(&[A(W("I2F")), A(JOIN), A(W("F64")), A(W("S32")), Ref(3), Ref(2), Ref(5), Ref(6), A(GUARD), Slot(1, 0), Ref(8), Slot(1, 1)])
        .feat(feat::FP64),
    e(0xa, w1(0x4040_4000), M_ITOF64, &[T("cvt", S::Cvt), Sub(MODS), Sub(SAT51), Sub(RND49), T("f32", S::F32), Sub(MCDST), Sub(LLDST), T("u64", S::U64), Reg(&LDSRC)])
        .view(&[A(W("I2F")), A(JOIN), A(W("F32")), A(W("U64")), Ref(3), Ref(2), Ref(5), Ref(6), A(GUARD), Slot(1, 0), Ref(8), Slot(1, 1)])
        .feat(feat::FP64),
    e(0xa, w1(0x4041_4000), M_ITOF64, &[T("cvt", S::Cvt), Sub(MODS), Sub(SAT51), Sub(RND49), T("f32", S::F32), Sub(MCDST), Sub(LLDST), T("s64", S::S64), Reg(&LDSRC)])
        .view(&[A(W("I2F")), A(JOIN), A(W("F32")), A(W("S64")), Ref(3), Ref(2), Ref(5), Ref(6), A(GUARD), Slot(1, 0), Ref(8), Slot(1, 1)])
        .feat(feat::FP64),
    e(0xa, w1(0x4440_4000), M_ITOF64, &[T("cvt", S::Cvt), Sub(MODS), Sub(SAT51), Sub(RND49), T("f64", S::F64), Sub(MCDST), Reg(&LDDST), T("u64", S::U64), Reg(&LDSRC)])
        .view(&[A(W("I2F")), A(JOIN), A(W("F64")), A(W("U64")), Ref(3), Ref(2), Ref(5), Ref(6), A(GUARD), Slot(1, 0), Ref(8), Slot(1, 1)])
        .feat(feat::FP64),
    e(0xa, w1(0x4441_4000), M_ITOF64, &[T("cvt", S::Cvt), Sub(MODS), Sub(SAT51), Sub(RND49), T("f64", S::F64), Sub(MCDST), Reg(&LDDST), T("s64", S::S64), Reg(&LDSRC)])
        .view(&[A(W("I2F")), A(JOIN), A(W("F64")), A(W("S64")), Ref(3), Ref(2), Ref(5), Ref(6), A(GUARD), Slot(1, 0), Ref(8), Slot(1, 1)])
        .feat(feat::FP64),
    // Integer to integer. u8 and s8 share one entry each for half and whole destinations (see DST8).
    e(0xa, w1(0x0000_0000), M_ITOI, &[T("cvt", S::Cvt), Sub(MODS), T("u16", S::U16), Sub(MCDST), Sub(LLHDST), Sub(ISRC)])
        .view(&[A(W("I2I")), A(JOIN), A(W("U16")), Slot(5, 0), Ref(3), Ref(4), A(GUARD), Slot(1, 0), Slot(5, 1), Slot(1, 1)]),
    e(0xa, w1(0x0008_0000), w1(0xc808_0000), &[T("cvt", S::Cvt), Sub(MODS), T("u8", S::U8), Sub(MCDST), Sub(DST8), Sub(ISRC)])
        .view(&[A(W("I2I")), A(JOIN), A(W("U8")), Slot(5, 0), Ref(3), Ref(4), A(GUARD), Slot(1, 0), Slot(5, 1), Slot(1, 1)]),
    e(0xa, w1(0x0400_0000), M_ITOI, &[T("cvt", S::Cvt), Sub(MODS), T("u32", S::U32), Sub(MCDST), Sub(LLDST), Sub(ISRC)])
        .view(&[A(W("I2I")), A(JOIN), A(W("U32")), Slot(5, 0), Ref(3), Ref(4), A(GUARD), Slot(1, 0), Slot(5, 1), Slot(1, 1)]),
    e(0xa, w1(0x0800_0000), M_ITOI, &[T("cvt", S::Cvt), Sub(MODS), T("s16", S::S16), Sub(MCDST), Sub(LLHDST), Sub(ISRC)])
        .view(&[A(W("I2I")), A(JOIN), A(W("S16")), Slot(5, 0), Ref(3), Ref(4), A(GUARD), Slot(1, 0), Slot(5, 1), Slot(1, 1)]),
    e(0xa, w1(0x0808_0000), w1(0xc808_0000), &[T("cvt", S::Cvt), Sub(MODS), T("s8", S::S8), Sub(MCDST), Sub(DST8), Sub(ISRC)])
        .view(&[A(W("I2I")), A(JOIN), A(W("S8")), Slot(5, 0), Ref(3), Ref(4), A(GUARD), Slot(1, 0), Slot(5, 1), Slot(1, 1)]),
    e(0xa, w1(0x0c00_0000), M_ITOI, &[T("cvt", S::Cvt), Sub(MODS), T("s32", S::S32), Sub(MCDST), Sub(LLDST), Sub(ISRC)])
        .view(&[A(W("I2I")), A(JOIN), A(W("S32")), Slot(5, 0), Ref(3), Ref(4), A(GUARD), Slot(1, 0), Slot(5, 1), Slot(1, 1)]),
    UNKNOWN,
];
