//! Long immediate instructions (word 1 bits 0-1 = 3): short-form operations whose second source is a
//! 32-bit immediate. Register fields are the 6-bit short ones, except for `mov`, whose destination uses
//! the full 7-bit long field.

use crate::sem::{Sem as S, T};
use gpuisa_engine::{flag, pick};
use super::fields::*;
use super::short::{ADDC0, ADDOP};
use crate::engine::{Atom::*, Form, Table};
use crate::variant::pt;

const fn f(value: u64, mask: u64, atoms: &'static [crate::engine::Atom]) -> Form {
    Form::new(value, mask, atoms)
}

// Modifier bits (same places as in short instructions).
static SAT8: &Table = flag!(8, "sat", S::Sat as u16);
static HIGH8: &Table = flag!(8, "high", S::High as u16);
static US16_8: &Table = pick!(8, "u16", S::U16 as u16, "s16", S::S16 as u16);
static NEG15: &Table = flag!(15, "neg", S::Neg as u16);
static US16_15: &Table = pick!(15, "u16", S::U16 as u16, "s16", S::S16 as u16);
static US24_15: &Table = pick!(15, "u24", S::U24 as u16, "s24", S::S24 as u16);
static NEG22: &Table = flag!(22, "neg", S::Neg as u16);
static NOT22: &Table = flag!(22, "not", S::Not as u16);

/// Source 1 from s[] (bit 24 set). Unlike short forms, bit 23 plays no part (there is no c[] source);
/// outside compute and geometry programs there is no such operand.
static IS: &Table = &[
    f(0x01000000, 0x01000000, &[Mem(&SPRIM)]).ptype(pt::GP),
    f(0x01000000, 0x03006000, &[T("u8", S::U8), Mem(&SSHARED8)]).ptype(pt::CP),
    f(0x01002000, 0x03006000, &[T("u16", S::U16), Mem(&SSHARED16)]).ptype(pt::CP),
    f(0x01004000, 0x03006000, &[T("s16", S::S16), Mem(&SSHARED16)]).ptype(pt::CP),
    f(0x01006000, 0x03006000, &[T("b32", S::B32), Mem(&SSHARED32)]).ptype(pt::CP),
    f(0x03000000, 0x03006000, &[T("u8", S::U8), Mem(&SSHARED8PI)]).ptype(pt::CP),
    f(0x03002000, 0x03006000, &[T("u16", S::U16), Mem(&SSHARED16PI)]).ptype(pt::CP),
    f(0x03004000, 0x03006000, &[T("s16", S::S16), Mem(&SSHARED16PI)]).ptype(pt::CP),
    f(0x03006000, 0x03006000, &[T("b32", S::B32), Mem(&SSHARED32PI)]).ptype(pt::CP),
];

/// Source 1: half or whole register, or s[].
static ISH: &Table = &[f(0, 0x01000000, &[Reg(&SHSRC)]), f(0x01000000, 0x01000000, &[Sub(IS)])];
static ISW: &Table = &[f(0, 0x01000000, &[Reg(&SSRC)]), f(0x01000000, 0x01000000, &[Sub(IS)])];

/// Every opcode table ends with this: the usual operands after `???`.
macro_rules! tab {
    ($($e:expr),* $(,)?) => {
        &[$($e,)* f(0, 0, &[Unknown, Reg(&SDST), Sub(ISW), Imm(&IMM)])]
    };
}

static NONE: &Table = tab![];

static MOV: &Table = tab![
    f(0x10000000, 0xf0008000, &[T("mov", S::Mov), T("b16", S::B16), Reg(&LHDST), Imm(&IMM)]),
    f(0x10008000, 0xf0008000, &[T("mov", S::Mov), T("b32", S::B32), Reg(&LDST), Imm(&IMM)]),
];

static ADD: &Table = tab![
    f(0x20000000, 0xe0008000, &[Sub(ADDOP), Sub(SAT8), T("b16", S::B16), Reg(&SHDST), Sub(ISH), Imm(&IMM), Sub(ADDC0)]),
    f(0x20008000, 0xe0008000, &[Sub(ADDOP), Sub(SAT8), T("b32", S::B32), Reg(&SDST), Sub(ISW), Imm(&IMM), Sub(ADDC0)]),
];

static MUL: &Table = tab![
    f(0x40000000, 0xf0400000, &[T("mul", S::Mul), Reg(&SDST), Sub(US16_15), Sub(ISH), Sub(US16_8), Imm(&IMM)]),
    f(0x40400000, 0xf0400000, &[T("mul", S::Mul), Reg(&SDST), Sub(HIGH8), Sub(US24_15), Sub(ISW), Imm(&IMM)]),
];

/// Integer multiply-add: `add $d (mul u16 a imm) $d`.
static MAD: &Table = tab![
    f(0x60000000, 0xe0008100, &[Sub(ADDOP), Reg(&SDST), Open, T("mul", S::Mul), T("u16", S::U16), Sub(ISH), Imm(&IMM), Close, Reg(&SDST), Sub(ADDC0)]),
    f(0x60000100, 0xe0008100, &[Sub(ADDOP), Reg(&SDST), Open, T("mul", S::Mul), T("s16", S::S16), Sub(ISH), Imm(&IMM), Close, Reg(&SDST), Sub(ADDC0)]),
    f(0x60008000, 0xe0008100, &[Sub(ADDOP), T("sat", S::Sat), Reg(&SDST), Open, T("mul", S::Mul), T("s16", S::S16), Sub(ISH), Imm(&IMM), Close, Reg(&SDST), Sub(ADDC0)]),
    f(0x60008100, 0xe0008100, &[Sub(ADDOP), Reg(&SDST), Open, T("mul", S::Mul), T("u24", S::U24), Sub(ISW), Imm(&IMM), Close, Reg(&SDST), Sub(ADDC0)]),
];

static FADD: &Table = tab![
    f(0xb0000000, 0xf0000000, &[T("add", S::Add), Sub(SAT8), T("f32", S::F32), Reg(&SDST), Sub(NEG15), Sub(ISW), Sub(NEG22), Imm(&IMM)]),
];

static FMUL: &Table = tab![
    f(0xc0000000, 0xf0000000, &[T("mul", S::Mul), Sub(SAT8), T("f32", S::F32), Reg(&SDST), Sub(NEG15), Sub(ISW), Sub(NEG22), Imm(&IMM)]),
];

/// Logic operations: bits 8 and 15 choose the operation, bit 22 inverts source 1.
static LOGIC: &Table = tab![
    f(0xd0000000, 0xf0008100, &[T("and", S::And), T("b32", S::B32), Reg(&SDST), Sub(NOT22), Sub(ISW), Imm(&IMM)]),
    f(0xd0000100, 0xf0008100, &[T("or", S::Or), T("b32", S::B32), Reg(&SDST), Sub(NOT22), Sub(ISW), Imm(&IMM)]),
    f(0xd0008000, 0xf0008100, &[T("xor", S::Xor), T("b32", S::B32), Reg(&SDST), Sub(NOT22), Sub(ISW), Imm(&IMM)]),
    f(0xd0008100, 0xf0008100, &[T("mov2", S::Mov2), T("b32", S::B32), Reg(&SDST), Sub(NOT22), Sub(ISW), Imm(&IMM)]),
];

static FMAD: &Table = tab![
    f(0xe0000000, 0xf0000000, &[T("add", S::Add), Sub(SAT8), T("f32", S::F32), Reg(&SDST), Sub(NEG15), Open, T("mul", S::Mul), Sub(ISW), Imm(&IMM), Close, Sub(NEG22), Reg(&SDST)]),
];

/// Indexed by the primary opcode (word 0 bits 28-31).
pub static IMM_OPS: [&Table; 16] =
    [NONE, MOV, ADD, ADD, MUL, NONE, MAD, MAD, NONE, NONE, NONE, FADD, FMUL, LOGIC, FMAD, NONE];
