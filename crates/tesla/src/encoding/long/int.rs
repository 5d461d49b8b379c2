//! Long opcodes 2-7: integer add/sub, set, min/max, shifts, mul, sad, multiply-add.
//! Word 1 bits 29-31 (bits 61-63) select the operation within an opcode; bit 58 usually chooses 32-bit
//! (set) or 16-bit operands.

use crate::sem::{Sem as S, T};
use gpuisa_engine::{flag, pick};
use super::common::*;
use super::data::UNKNOWN;
use crate::encoding::fields::*;
use crate::encoding::short::ADDOP;
use crate::engine::{Atom::*, Form, Table};

const fn f(value: u64, mask: u64, atoms: &'static [crate::engine::Atom]) -> Form {
    Form::new(value, mask, atoms)
}

// Modifier bits.
static SAT59: &Table = flag!(59, "sat", S::Sat as u16);
static US16_59: &Table = pick!(59, "u16", S::U16 as u16, "s16", S::S16 as u16);
static US32_59: &Table = pick!(59, "u32", S::U32 as u16, "s32", S::S32 as u16);
// Bits 46-47 belong to the source 3 field, free in two-source instructions.
static US16_46: &Table = pick!(46, "u16", S::U16 as u16, "s16", S::S16 as u16);
static HIGH46: &Table = flag!(46, "high", S::High as u16);
static US16_47: &Table = pick!(47, "u16", S::U16 as u16, "s16", S::S16 as u16);
static US24_47: &Table = pick!(47, "u24", S::U24 as u16, "s24", S::S24 as u16);

/// addc adds the carry of the $c register that also serves the predicate (bits 44-45).
static ADDCOND: &Table = &[f(0x10400000, 0x10400000, &[Reg(&COND)]), f(0, 0, &[])];

/// Integer comparisons of set (bits 46-48).
static SETI: &Table = &[
    f(0 << 46, 7 << 46, &[T("never", S::CNever)]),
    f(1 << 46, 7 << 46, &[T("l", S::CL)]),
    f(2 << 46, 7 << 46, &[T("e", S::CE)]),
    f(3 << 46, 7 << 46, &[T("le", S::CLe)]),
    f(4 << 46, 7 << 46, &[T("g", S::CG)]),
    f(5 << 46, 7 << 46, &[T("lg", S::CLg)]),
    f(6 << 46, 7 << 46, &[T("ge", S::CGe)]),
    f(7 << 46, 7 << 46, &[T("always", S::CAlways)]),
];

/// Shift amount: source 2 (register or c[]), or a 7-bit immediate when bit 52 is set.
static SHCNT_W: &Table = &[f(0, 1 << 52, &[Sub(LC2W)]), f(1 << 52, 1 << 52, &[Imm(&SHCNT)])];
static SHCNT_H: &Table = &[f(0, 1 << 52, &[Sub(LC2H)]), f(1 << 52, 1 << 52, &[Imm(&SHCNT)])];

/// Operation of multiply-add (bits 58-59) and its carry-in.
static ADDOP2: &Table = &[
    f(0 << 58, 3 << 58, &[T("add", S::Add)]),
    f(1 << 58, 3 << 58, &[T("sub", S::Sub)]),
    f(2 << 58, 3 << 58, &[T("subr", S::Subr)]),
    f(3 << 58, 3 << 58, &[T("addc", S::Addc)]),
];
static ADDCOND2: &Table = &[f(3 << 58, 3 << 58, &[Reg(&COND)]), f(0, 0, &[])];

/// add/sub/subr/addc, opcodes 2 and 3 with sub-opcode 0: the opcode's low bit is part of the operation.
static ADD16_ATOMS: [crate::engine::Atom; 8] =
    [Sub(ADDOP), T("b16", S::B16), Sub(SAT59), Sub(MCDST), Sub(LLHDST), Sub(LSH), Sub(LC3H), Sub(ADDCOND)];
static ADD32_ATOMS: [crate::engine::Atom; 8] =
    [Sub(ADDOP), T("b32", S::B32), Sub(SAT59), Sub(MCDST), Sub(LLDST), Sub(LSW), Sub(LC3W), Sub(ADDCOND)];
const ADD16: Form = f(0x0000_0000_2000_0000, 0xe400_0000_e000_0000, &ADD16_ATOMS);
const ADD32: Form = f(0x0400_0000_2000_0000, 0xe400_0000_e000_0000, &ADD32_ATOMS);

const OP: u64 = 0xe400_0000_f000_0000;

pub static OP2: &Table = &[ADD16, ADD32, UNKNOWN];

pub static OP3: &Table = &[
    ADD16,
    ADD32,
    f(0x6000_0000_3000_0000, OP, &[T("set", S::Set), Sub(MCDST), Sub(LLHDST), Sub(SETI), Sub(US16_59), Sub(LSH), Sub(LC2H)]),
    f(0x6400_0000_3000_0000, OP, &[T("set", S::Set), Sub(MCDST), Sub(LLDST), Sub(SETI), Sub(US32_59), Sub(LSW), Sub(LC2W)]),
    f(0x8000_0000_3000_0000, OP, &[T("max", S::Max), Sub(US16_59), Sub(MCDST), Sub(LLHDST), Sub(LSH), Sub(LC2H)]),
    f(0x8400_0000_3000_0000, OP, &[T("max", S::Max), Sub(US32_59), Sub(MCDST), Sub(LLDST), Sub(LSW), Sub(LC2W)]),
    f(0xa000_0000_3000_0000, OP, &[T("min", S::Min), Sub(US16_59), Sub(MCDST), Sub(LLHDST), Sub(LSH), Sub(LC2H)]),
    f(0xa400_0000_3000_0000, OP, &[T("min", S::Min), Sub(US32_59), Sub(MCDST), Sub(LLDST), Sub(LSW), Sub(LC2W)]),
    f(0xc000_0000_3000_0000, OP, &[T("shl", S::Shl), T("b16", S::B16), Sub(MCDST), Sub(LLHDST), Sub(LSH), Sub(SHCNT_H)]),
    f(0xc400_0000_3000_0000, OP, &[T("shl", S::Shl), T("b32", S::B32), Sub(MCDST), Sub(LLDST), Sub(LSW), Sub(SHCNT_W)]),
    f(0xe000_0000_3000_0000, OP, &[T("shr", S::Shr), Sub(US16_59), Sub(MCDST), Sub(LLHDST), Sub(LSH), Sub(SHCNT_H)]),
    f(0xe400_0000_3000_0000, OP, &[T("shr", S::Shr), Sub(US32_59), Sub(MCDST), Sub(LLDST), Sub(LSW), Sub(SHCNT_W)]),
    UNKNOWN,
];

/// mul: bit 48 chooses 16-bit (clear) or 24-bit operands.
pub static OP4: &Table = &[
    f(0x0000_0000_4000_0000, 0xe001_0000_f000_0000, &[T("mul", S::Mul), Sub(MCDST), Sub(LLDST), Sub(US16_47), Sub(LSH), Sub(US16_46), Sub(LC2H)]),
    f(0x0001_0000_4000_0000, 0xe001_0000_f000_0000, &[T("mul", S::Mul), Sub(MCDST), Sub(LLDST), Sub(HIGH46), Sub(US24_47), Sub(LSW), Sub(LC2W)]),
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
    f(0x0000_0000_6000_0000, MAD, &[Sub(ADDOP2), Sub(MCDST), Sub(LLDST), Open, T("mul", S::Mul), T("u16", S::U16), Sub(LSH), Sub(LC2H), Close, Sub(LC3W), Sub(ADDCOND2)]),
    f(0x2000_0000_6000_0000, MAD, &[Sub(ADDOP2), Sub(MCDST), Sub(LLDST), Open, T("mul", S::Mul), T("s16", S::S16), Sub(LSH), Sub(LC2H), Close, Sub(LC3W), Sub(ADDCOND2)]),
    f(0x4000_0000_6000_0000, MAD, &[Sub(ADDOP2), T("sat", S::Sat), Sub(MCDST), Sub(LLDST), Open, T("mul", S::Mul), T("s16", S::S16), Sub(LSH), Sub(LC2H), Close, Sub(LC3W), Sub(ADDCOND2)]),
    f(0x6000_0000_6000_0000, MAD, &[Sub(ADDOP2), Sub(MCDST), Sub(LLDST), Open, T("mul", S::Mul), T("u24", S::U24), Sub(LSW), Sub(LC2W), Close, Sub(LC3W), Sub(ADDCOND2)]),
    f(0x8000_0000_6000_0000, MAD, &[Sub(ADDOP2), Sub(MCDST), Sub(LLDST), Open, T("mul", S::Mul), T("s24", S::S24), Sub(LSW), Sub(LC2W), Close, Sub(LC3W), Sub(ADDCOND2)]),
    f(0xa000_0000_6000_0000, MAD, &[Sub(ADDOP2), T("sat", S::Sat), Sub(MCDST), Sub(LLDST), Open, T("mul", S::Mul), T("s24", S::S24), Sub(LSW), Sub(LC2W), Close, Sub(LC3W), Sub(ADDCOND2)]),
    f(0xc000_0000_6000_0000, MAD, &[Sub(ADDOP2), Sub(MCDST), Sub(LLDST), Open, T("mul", S::Mul), T("high", S::High), T("u24", S::U24), Sub(LSW), Sub(LC2W), Close, Sub(LC3W), Sub(ADDCOND2)]),
    f(0xe000_0000_6000_0000, MAD, &[Sub(ADDOP2), Sub(MCDST), Sub(LLDST), Open, T("mul", S::Mul), T("high", S::High), T("s24", S::S24), Sub(LSW), Sub(LC2W), Close, Sub(LC3W), Sub(ADDCOND2)]),
    UNKNOWN,
];
pub static OP7: &Table = &[
    f(0x0000_0000_7000_0000, MAD, &[Sub(ADDOP2), T("sat", S::Sat), Sub(MCDST), Sub(LLDST), Open, T("mul", S::Mul), T("high", S::High), T("s24", S::S24), Sub(LSW), Sub(LC2W), Close, Sub(LC3W), Sub(ADDCOND2)]),
    UNKNOWN,
];
