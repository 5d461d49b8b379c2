//! Long immediate instructions (word 1 bits 0-1 = 3): short-form operations whose second source is a
//! 32-bit immediate. Register fields are the 6-bit short ones, except for `mov`, whose destination uses
//! the full 7-bit long field.

use crate::sem::{Sem as S, T};
use super::fields::*;
use super::short::{ADDC0, ADDOP};
use crate::engine::{Atom::*, Form, Post, Pre, Table, W};
use crate::engine::view::V::{A, As, Ref, Slot};
use crate::nvidia::tables::u;
use crate::variant::pt;

const fn f(value: u64, mask: u64, atoms: &'static [crate::engine::Atom]) -> Form {
    Form::new(value, mask, atoms)
}

// Modifier bits: the same places as in short instructions.
use super::short::{HIGH8, NEG15, NEG22, SAT8, US16_15, US16_8, US24_15};
static NOT22: &Table = &[f(1 << 22, 1 << 22, &[T("not", S::Not)]).view(&[A(Pre("~"))]), f(0, 1 << 22, &[])];

/// Source 1 from s[] (bit 24 set). Unlike short forms, bit 23 plays no part (there is no c[] source);
/// outside compute and geometry programs there is no such operand.
static IS: &Table = &[
    f(0x01000000, 0x01000000, &[Mem(&SPRIM)]).ptype(pt::GP),
    f(0x01000000, 0x03006000, &[T("u8", S::U8), Mem(&SSHARED8)]).ptype(pt::CP).view(&[Ref(1), A(Post(".U8"))]),
    f(0x01002000, 0x03006000, &[T("u16", S::U16), Mem(&SSHARED16)]).ptype(pt::CP).view(&[As(1, Mem(&u::SSHARED16)), A(Post(".U16"))]),
    f(0x01004000, 0x03006000, &[T("s16", S::S16), Mem(&SSHARED16)]).ptype(pt::CP).view(&[As(1, Mem(&u::SSHARED16)), A(Post(".S16"))]),
    f(0x01006000, 0x03006000, &[T("b32", S::B32), Mem(&SSHARED32)]).ptype(pt::CP).view(&[As(1, Mem(&u::SSHARED32))]),
    f(0x03000000, 0x03006000, &[T("u8", S::U8), Mem(&SSHARED8PI)]).ptype(pt::CP).view(&[Ref(1), A(Post(".U8"))]),
    f(0x03002000, 0x03006000, &[T("u16", S::U16), Mem(&SSHARED16PI)]).ptype(pt::CP).view(&[As(1, Mem(&u::SSHARED16PI)), A(Post(".U16"))]),
    f(0x03004000, 0x03006000, &[T("s16", S::S16), Mem(&SSHARED16PI)]).ptype(pt::CP).view(&[As(1, Mem(&u::SSHARED16PI)), A(Post(".S16"))]),
    f(0x03006000, 0x03006000, &[T("b32", S::B32), Mem(&SSHARED32PI)]).ptype(pt::CP).view(&[As(1, Mem(&u::SSHARED32PI))]),
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
    f(0x10000000, 0xf0008000, &[T("mov", S::Mov), T("b16", S::B16), Reg(&LHDST), Imm(&IMM)]).view(&[A(W("MVI")), Ref(2), Ref(3)]),
    f(0x10008000, 0xf0008000, &[T("mov", S::Mov), T("b32", S::B32), Reg(&LDST), Imm(&IMM)]).view(&[A(W("MVI")), Ref(2), Ref(3)]),
];

static ADD: &Table = tab![
    f(0x20000000, 0xe0008000, &[Sub(ADDOP), Sub(SAT8), T("b16", S::B16), Reg(&SHDST), Sub(ISH), Imm(&IMM), Sub(ADDC0)])
        .view(&[A(W("IADD32I")), A(W("U16")), Ref(1), Ref(3), Slot(0, 0), Ref(4), Slot(0, 1), Ref(5), Ref(6)]),
    f(0x20008000, 0xe0008000, &[Sub(ADDOP), Sub(SAT8), T("b32", S::B32), Reg(&SDST), Sub(ISW), Imm(&IMM), Sub(ADDC0)])
        .view(&[A(W("IADD32I")), Ref(1), Ref(3), Slot(0, 0), Ref(4), Slot(0, 1), Ref(5), Ref(6)]),
];

static MUL: &Table = tab![
    f(0x40000000, 0xf0400000, &[T("mul", S::Mul), Reg(&SDST), Sub(US16_15), Sub(ISH), Sub(US16_8), Imm(&IMM)])
        .view(&[A(W("IMUL32I")), Ref(2), Ref(4), Ref(1), Ref(3), Ref(5)]),
    f(0x40400000, 0xf0400000, &[T("mul", S::Mul), Reg(&SDST), Sub(HIGH8), Sub(US24_15), Sub(ISW), Imm(&IMM)])
        .view(&[A(W("IMUL32I")), Ref(2), Ref(3), Ref(1), Ref(4), Ref(5)]),
];

/// Integer multiply-add: `add $d (mul u16 a imm) $d`.
static MAD: &Table = tab![
    f(0x60000000, 0xe0008100, &[Sub(ADDOP), Reg(&SDST), Open, T("mul", S::Mul), T("u16", S::U16), Sub(ISH), Imm(&IMM), Close, Reg(&SDST), Sub(ADDC0)])
        .view(&[A(W("IMAD32I")), A(W("U16")), Ref(1), Slot(0, 0), Ref(5), Ref(6), Slot(0, 1), Ref(8), Ref(9)]),
    f(0x60000100, 0xe0008100, &[Sub(ADDOP), Reg(&SDST), Open, T("mul", S::Mul), T("s16", S::S16), Sub(ISH), Imm(&IMM), Close, Reg(&SDST), Sub(ADDC0)])
        .view(&[A(W("IMAD32I")), A(W("S16")), Ref(1), Slot(0, 0), Ref(5), Ref(6), Slot(0, 1), Ref(8), Ref(9)]),
    f(0x60008000, 0xe0008100, &[Sub(ADDOP), T("sat", S::Sat), Reg(&SDST), Open, T("mul", S::Mul), T("s16", S::S16), Sub(ISH), Imm(&IMM), Close, Reg(&SDST), Sub(ADDC0)]),
    f(0x60008100, 0xe0008100, &[Sub(ADDOP), Reg(&SDST), Open, T("mul", S::Mul), T("u24", S::U24), Sub(ISW), Imm(&IMM), Close, Reg(&SDST), Sub(ADDC0)])
        .view(&[A(W("IMAD32I")), A(W("U24")), Ref(1), Slot(0, 0), Ref(5), Ref(6), Slot(0, 1), Ref(8), Ref(9)]),
];

static FADD: &Table = tab![
    f(0xb0000000, 0xf0000000, &[T("add", S::Add), Sub(SAT8), T("f32", S::F32), Reg(&SDST), Sub(NEG15), Sub(ISW), Sub(NEG22), Imm(&IMM)])
        .view(&[A(W("FADD32I")), Ref(1), Ref(3), Ref(4), Ref(5), Ref(6), Ref(7)]),
];

static FMUL: &Table = tab![
    f(0xc0000000, 0xf0000000, &[T("mul", S::Mul), Sub(SAT8), T("f32", S::F32), Reg(&SDST), Sub(NEG15), Sub(ISW), Sub(NEG22), Imm(&IMM)])
        .view(&[A(W("FMUL32I")), Ref(1), Ref(3), Ref(4), Ref(5), Ref(6), Ref(7)]),
];

/// Logic operations: bits 8 and 15 choose the operation, bit 22 inverts source 1.
static LOGIC: &Table = tab![
    f(0xd0000000, 0xf0008100, &[T("and", S::And), T("b32", S::B32), Reg(&SDST), Sub(NOT22), Sub(ISW), Imm(&IMM)])
        .view(&[A(W("LOP")), A(W("AND")), Ref(2), Ref(3), Ref(4), Ref(5)]),
    f(0xd0000100, 0xf0008100, &[T("or", S::Or), T("b32", S::B32), Reg(&SDST), Sub(NOT22), Sub(ISW), Imm(&IMM)])
        .view(&[A(W("LOP")), A(W("OR")), Ref(2), Ref(3), Ref(4), Ref(5)]),
    f(0xd0008000, 0xf0008100, &[T("xor", S::Xor), T("b32", S::B32), Reg(&SDST), Sub(NOT22), Sub(ISW), Imm(&IMM)])
        .view(&[A(W("LOP")), A(W("XOR")), Ref(2), Ref(3), Ref(4), Ref(5)]),
    f(0xd0008100, 0xf0008100, &[T("mov2", S::Mov2), T("b32", S::B32), Reg(&SDST), Sub(NOT22), Sub(ISW), Imm(&IMM)])
        .view(&[A(W("LOP")), A(W("PASS_B")), Ref(2), Ref(3), Ref(4), Ref(5)]),
];

static FMAD: &Table = tab![
    f(0xe0000000, 0xf0000000, &[T("add", S::Add), Sub(SAT8), T("f32", S::F32), Reg(&SDST), Sub(NEG15), Open, T("mul", S::Mul), Sub(ISW), Imm(&IMM), Close, Sub(NEG22), Reg(&SDST)])
        .view(&[A(W("FMAD32I")), Ref(1), Ref(3), Ref(4), Ref(7), Ref(8), Ref(10), Ref(11)]),
];

/// Indexed by the primary opcode (word 0 bits 28-31).
pub static IMM_OPS: [&Table; 16] =
    [NONE, MOV, ADD, ADD, MUL, NONE, MAD, MAD, NONE, NONE, NONE, FADD, FMUL, LOGIC, FMAD, NONE];
