//! Long opcodes 2-7: integer add/sub, set, min/max, shifts, mul, sad, multiply-add.
//! Word 1 bits 29-31 (bits 61-63) select the operation within an opcode; bit 58 usually chooses 32-bit
//! (set) or 16-bit operands.

use crate::sem::{Sem as S, T};
use gpuisa_engine::flag;
use super::common::*;
use super::data::UNKNOWN;
use crate::encoding::fields::*;
use crate::encoding::short::ADDOP;
use crate::engine::{Atom::*, Form, Pre, Table, W};
use crate::engine::view::V::{A, Part, Ref, Slot};
use crate::nvidia::tables::{GUARD, JOIN};

const fn f(value: u64, mask: u64, atoms: &'static [crate::engine::Atom]) -> Form {
    Form::new(value, mask, atoms)
}

// Modifier bits.
static SAT59: &Table = flag!(59, "sat", S::Sat as u16);
static US16_59: &Table = &[
    f(0, 1 << 59, &[T("u16", S::U16)]).view(&[A(W("U16"))]),
    f(1 << 59, 1 << 59, &[T("s16", S::S16)]).view(&[A(W("S16"))]),
];
/// NVIDIA names the signed form only: `SHR.S32`, `ISET.S32`.
static US32_59: &Table = &[f(0, 1 << 59, &[T("u32", S::U32)]).view(&[]), f(1 << 59, 1 << 59, &[T("s32", S::S32)]).view(&[A(W("S32"))])];
// Bits 46-47 belong to the source 3 field, free in two-source instructions.
static US16_46: &Table = &[
    f(0, 1 << 46, &[T("u16", S::U16)]).view(&[A(W("U16"))]),
    f(1 << 46, 1 << 46, &[T("s16", S::S16)]).view(&[A(W("S16"))]),
];
static HIGH46: &Table = &[f(1 << 46, 1 << 46, &[T("high", S::High)]).view(&[A(W("HI"))]), f(0, 1 << 46, &[])];
static US16_47: &Table = &[
    f(0, 1 << 47, &[T("u16", S::U16)]).view(&[A(W("U16"))]),
    f(1 << 47, 1 << 47, &[T("s16", S::S16)]).view(&[A(W("S16"))]),
];
/// Both factors of a 24-bit multiply have the type: `.U24.U24`.
static US24_47: &Table = &[
    f(0, 1 << 47, &[T("u24", S::U24)]).view(&[A(W("U24")), A(W("U24"))]),
    f(1 << 47, 1 << 47, &[T("s24", S::S24)]).view(&[A(W("S24")), A(W("S24"))]),
];

/// addc adds the carry of the $c register that also serves the predicate (bits 44-45).
static ADDCOND: &Table = &[f(0x10400000, 0x10400000, &[Reg(&COND)]), f(0, 0, &[])];

/// Integer comparisons of set (bits 46-48).
static SETI: &Table = &[
    f(0 << 46, 7 << 46, &[T("never", S::CNever)]).view(&[A(W("FL"))]),
    f(1 << 46, 7 << 46, &[T("l", S::CL)]).view(&[A(W("LT"))]),
    f(2 << 46, 7 << 46, &[T("e", S::CE)]).view(&[A(W("EQ"))]),
    f(3 << 46, 7 << 46, &[T("le", S::CLe)]).view(&[A(W("LE"))]),
    f(4 << 46, 7 << 46, &[T("g", S::CG)]).view(&[A(W("GT"))]),
    f(5 << 46, 7 << 46, &[T("lg", S::CLg)]).view(&[A(W("NE"))]),
    f(6 << 46, 7 << 46, &[T("ge", S::CGe)]).view(&[A(W("GE"))]),
    f(7 << 46, 7 << 46, &[T("always", S::CAlways)]).view(&[A(W("TR"))]),
];

/// Shift amount: source 2 (register or c[]), or a 7-bit immediate when bit 52 is set.
static SHCNT_W: &Table = &[f(0, 1 << 52, &[Sub(LC2W)]), f(1 << 52, 1 << 52, &[Imm(&SHCNT)])];
static SHCNT_H: &Table = &[f(0, 1 << 52, &[Sub(LC2H)]), f(1 << 52, 1 << 52, &[Imm(&SHCNT)])];

/// Operation of multiply-add (bits 58-59) and its carry-in.
/// NVIDIA: `sub` negates the addend (part 1), `subr` the first factor (part 0).
static ADDOP2: &Table = &[
    f(0 << 58, 3 << 58, &[T("add", S::Add)]).view(&[Part]),
    f(1 << 58, 3 << 58, &[T("sub", S::Sub)]).view(&[Part, A(Pre("-"))]),
    f(2 << 58, 3 << 58, &[T("subr", S::Subr)]).view(&[A(Pre("-")), Part]),
    f(3 << 58, 3 << 58, &[T("addc", S::Addc)]),
];
static ADDCOND2: &Table = &[f(3 << 58, 3 << 58, &[Reg(&COND)]), f(0, 0, &[])];

/// add/sub/subr/addc, opcodes 2 and 3 with sub-opcode 0: the opcode's low bit is part of the operation.
static ADD16_ATOMS: [crate::engine::Atom; 8] =
    [Sub(ADDOP), T("b16", S::B16), Sub(SAT59), Sub(MCDST), Sub(LLHDST), Sub(LSH), Sub(LC3H), Sub(ADDCOND)];
static ADD32_ATOMS: [crate::engine::Atom; 8] =
    [Sub(ADDOP), T("b32", S::B32), Sub(SAT59), Sub(MCDST), Sub(LLDST), Sub(LSW), Sub(LC3W), Sub(ADDCOND)];
const ADD16: Form = f(0x0000_0000_2000_0000, 0xe400_0000_e000_0000, &ADD16_ATOMS)
    .view(&[A(W("IADD")), A(JOIN), A(W("U16")), Ref(2), Ref(3), Ref(4), A(GUARD), Slot(0, 0), Ref(5), Slot(0, 1), Ref(6), Ref(7)]);
const ADD32: Form = f(0x0400_0000_2000_0000, 0xe400_0000_e000_0000, &ADD32_ATOMS)
    .view(&[A(W("IADD")), A(JOIN), Ref(2), Ref(3), Ref(4), A(GUARD), Slot(0, 0), Ref(5), Slot(0, 1), Ref(6), Ref(7)]);

const OP: u64 = 0xe400_0000_f000_0000;

pub static OP2: &Table = &[ADD16, ADD32, UNKNOWN];

pub static OP3: &Table = &[
    ADD16,
    ADD32,
    // NVIDIA: `ISET.S32.C0 o [0x7f], R1, R2, LE`; a 16-bit comparison is `.U16` or `.S16`, as other 16-bit
    // operations (with memory operands the texts of the two widths would otherwise be the same).
    f(0x6000_0000_3000_0000, OP, &[T("set", S::Set), Sub(MCDST), Sub(LLHDST), Sub(SETI), Sub(US16_59), Sub(LSH), Sub(LC2H)])
        .view(&[A(W("ISET")), A(JOIN), Ref(4), Ref(1), Ref(2), A(GUARD), Ref(5), Ref(6), Ref(3)]),
    f(0x6400_0000_3000_0000, OP, &[T("set", S::Set), Sub(MCDST), Sub(LLDST), Sub(SETI), Sub(US32_59), Sub(LSW), Sub(LC2W)])
        .view(&[A(W("ISET")), A(JOIN), Ref(4), Ref(1), Ref(2), A(GUARD), Ref(5), Ref(6), Ref(3)]),
    f(0x8000_0000_3000_0000, OP, &[T("max", S::Max), Sub(US16_59), Sub(MCDST), Sub(LLHDST), Sub(LSH), Sub(LC2H)])
        .view(&[A(W("IMAX")), A(JOIN), Ref(1), Ref(2), Ref(3), A(GUARD), Ref(4), Ref(5)]),
    f(0x8400_0000_3000_0000, OP, &[T("max", S::Max), Sub(US32_59), Sub(MCDST), Sub(LLDST), Sub(LSW), Sub(LC2W)])
        .view(&[A(W("IMAX")), A(JOIN), Ref(1), Ref(2), Ref(3), A(GUARD), Ref(4), Ref(5)]),
    f(0xa000_0000_3000_0000, OP, &[T("min", S::Min), Sub(US16_59), Sub(MCDST), Sub(LLHDST), Sub(LSH), Sub(LC2H)])
        .view(&[A(W("IMIN")), A(JOIN), Ref(1), Ref(2), Ref(3), A(GUARD), Ref(4), Ref(5)]),
    f(0xa400_0000_3000_0000, OP, &[T("min", S::Min), Sub(US32_59), Sub(MCDST), Sub(LLDST), Sub(LSW), Sub(LC2W)])
        .view(&[A(W("IMIN")), A(JOIN), Ref(1), Ref(2), Ref(3), A(GUARD), Ref(4), Ref(5)]),
    f(0xc000_0000_3000_0000, OP, &[T("shl", S::Shl), T("b16", S::B16), Sub(MCDST), Sub(LLHDST), Sub(LSH), Sub(SHCNT_H)])
        .view(&[A(W("SHL")), A(JOIN), A(W("U16")), Ref(2), Ref(3), A(GUARD), Ref(4), Ref(5)]),
    f(0xc400_0000_3000_0000, OP, &[T("shl", S::Shl), T("b32", S::B32), Sub(MCDST), Sub(LLDST), Sub(LSW), Sub(SHCNT_W)])
        .view(&[A(W("SHL")), A(JOIN), Ref(2), Ref(3), A(GUARD), Ref(4), Ref(5)]),
    f(0xe000_0000_3000_0000, OP, &[T("shr", S::Shr), Sub(US16_59), Sub(MCDST), Sub(LLHDST), Sub(LSH), Sub(SHCNT_H)])
        .view(&[A(W("SHR")), A(JOIN), Ref(1), Ref(2), Ref(3), A(GUARD), Ref(4), Ref(5)]),
    f(0xe400_0000_3000_0000, OP, &[T("shr", S::Shr), Sub(US32_59), Sub(MCDST), Sub(LLDST), Sub(LSW), Sub(SHCNT_W)])
        .view(&[A(W("SHR")), A(JOIN), Ref(1), Ref(2), Ref(3), A(GUARD), Ref(4), Ref(5)]),
    UNKNOWN,
];

/// mul: bit 48 chooses 16-bit (clear) or 24-bit operands.
pub static OP4: &Table = &[
    f(0x0000_0000_4000_0000, 0xe001_0000_f000_0000, &[T("mul", S::Mul), Sub(MCDST), Sub(LLDST), Sub(US16_47), Sub(LSH), Sub(US16_46), Sub(LC2H)])
        .view(&[A(W("IMUL")), A(JOIN), Ref(3), Ref(5), Ref(1), Ref(2), A(GUARD), Ref(4), Ref(6)]),
    f(0x0001_0000_4000_0000, 0xe001_0000_f000_0000, &[T("mul", S::Mul), Sub(MCDST), Sub(LLDST), Sub(HIGH46), Sub(US24_47), Sub(LSW), Sub(LC2W)])
        .view(&[A(W("IMUL")), A(JOIN), Ref(3), Ref(4), Ref(1), Ref(2), A(GUARD), Ref(5), Ref(6)]),
    UNKNOWN,
];

/// sad: sum of absolute differences, accumulated into source 3.
pub static OP5: &Table = &[
    f(0x0000_0000_5000_0000, OP, &[T("sad", S::Sad), Sub(MCDST), Sub(LLDST), Sub(US16_59), Sub(LSH), Sub(LC2H), Sub(LC3W)]),
    f(0x0400_0000_5000_0000, OP, &[T("sad", S::Sad), Sub(MCDST), Sub(LLDST), Sub(US32_59), Sub(LSW), Sub(LC2W), Sub(LC3W)]),
    UNKNOWN,
];

/// Integer multiply-add: `add $d (mul kind a b) c`; the sub-opcode (and opcode 7) chooses the multiply.
const MAD: u64 = 0xe000_0000_f000_0000;
pub static OP6: &Table = &[
    f(0x0000_0000_6000_0000, MAD, &[Sub(ADDOP2), Sub(MCDST), Sub(LLDST), Open, T("mul", S::Mul), T("u16", S::U16), Sub(LSH), Sub(LC2H), Close, Sub(LC3W), Sub(ADDCOND2)])
        .view(&[A(W("IMAD")), A(JOIN), A(W("U16")), Ref(1), Ref(2), A(GUARD), Slot(0, 0), Ref(6), Ref(7), Slot(0, 1), Ref(9), Ref(10)]),
    f(0x2000_0000_6000_0000, MAD, &[Sub(ADDOP2), Sub(MCDST), Sub(LLDST), Open, T("mul", S::Mul), T("s16", S::S16), Sub(LSH), Sub(LC2H), Close, Sub(LC3W), Sub(ADDCOND2)])
        .view(&[A(W("IMAD")), A(JOIN), A(W("S16")), Ref(1), Ref(2), A(GUARD), Slot(0, 0), Ref(6), Ref(7), Slot(0, 1), Ref(9), Ref(10)]),
    f(0x4000_0000_6000_0000, MAD, &[Sub(ADDOP2), T("sat", S::Sat), Sub(MCDST), Sub(LLDST), Open, T("mul", S::Mul), T("s16", S::S16), Sub(LSH), Sub(LC2H), Close, Sub(LC3W), Sub(ADDCOND2)]),
    f(0x6000_0000_6000_0000, MAD, &[Sub(ADDOP2), Sub(MCDST), Sub(LLDST), Open, T("mul", S::Mul), T("u24", S::U24), Sub(LSW), Sub(LC2W), Close, Sub(LC3W), Sub(ADDCOND2)])
        .view(&[A(W("IMAD")), A(JOIN), A(W("U24")), Ref(1), Ref(2), A(GUARD), Slot(0, 0), Ref(6), Ref(7), Slot(0, 1), Ref(9), Ref(10)]),
    f(0x8000_0000_6000_0000, MAD, &[Sub(ADDOP2), Sub(MCDST), Sub(LLDST), Open, T("mul", S::Mul), T("s24", S::S24), Sub(LSW), Sub(LC2W), Close, Sub(LC3W), Sub(ADDCOND2)])
        .view(&[A(W("IMAD")), A(JOIN), A(W("S24")), Ref(1), Ref(2), A(GUARD), Slot(0, 0), Ref(6), Ref(7), Slot(0, 1), Ref(9), Ref(10)]),
    f(0xa000_0000_6000_0000, MAD, &[Sub(ADDOP2), T("sat", S::Sat), Sub(MCDST), Sub(LLDST), Open, T("mul", S::Mul), T("s24", S::S24), Sub(LSW), Sub(LC2W), Close, Sub(LC3W), Sub(ADDCOND2)]),
    f(0xc000_0000_6000_0000, MAD, &[Sub(ADDOP2), Sub(MCDST), Sub(LLDST), Open, T("mul", S::Mul), T("high", S::High), T("u24", S::U24), Sub(LSW), Sub(LC2W), Close, Sub(LC3W), Sub(ADDCOND2)]),
    f(0xe000_0000_6000_0000, MAD, &[Sub(ADDOP2), Sub(MCDST), Sub(LLDST), Open, T("mul", S::Mul), T("high", S::High), T("s24", S::S24), Sub(LSW), Sub(LC2W), Close, Sub(LC3W), Sub(ADDCOND2)]),
    UNKNOWN,
];
pub static OP7: &Table = &[
    f(0x0000_0000_7000_0000, MAD, &[Sub(ADDOP2), T("sat", S::Sat), Sub(MCDST), Sub(LLDST), Open, T("mul", S::Mul), T("high", S::High), T("s24", S::S24), Sub(LSW), Sub(LC2W), Close, Sub(LC3W), Sub(ADDCOND2)]),
    UNKNOWN,
];
