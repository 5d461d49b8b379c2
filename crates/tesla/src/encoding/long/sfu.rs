//! Long opcode 9: special functions rcp, rsqrt, lg2, sin, cos, ex2, chosen by bits 61-63.
//! The input modifiers are neg (bit 58) and abs (bit 52) for rcp/rsqrt/lg2, sat (bit 59) for ex2.
use crate::sem::{Sem as S, T};
use super::common::*;
use super::float::{FM1, SAT59};
use super::interp::UNKNOWN;
use crate::encoding::fields::*;
use crate::engine::{Atom::*, Form, Table, W};
use crate::engine::view::V::{A, Ref, Slot};
use crate::nvidia::tables::{GUARD, JOIN};

/// An entry of an opcode table: its mask also claims the primary opcode (word 0 bits 28-31).
const fn e(opcode: u64, value: u64, mask: u64, atoms: &'static [crate::engine::Atom]) -> Form {
    Form::new(value | opcode << 28, mask | 0xf000_0000, atoms)
}

const OP: u64 = 0xe000_0000_0000_0000;
const fn op(v: u64) -> u64 {
    v << 61
}

pub static OP9: &Table = &[
    e(0x9, op(0), OP, &[T("rcp", S::Rcp), T("f32", S::F32), Sub(LLDST), Sub(FM1), Reg(&LSRC)])
        .view(&[A(W("RCP")), A(JOIN), Ref(2), A(GUARD), Slot(3, 0), Ref(4), Slot(3, 1)]),
    e(0x9, op(2), OP, &[T("rsqrt", S::Rsqrt), T("f32", S::F32), Sub(LLDST), Sub(FM1), Reg(&LSRC)])
        .view(&[A(W("RSQ")), A(JOIN), Ref(2), A(GUARD), Slot(3, 0), Ref(4), Slot(3, 1)]),
    e(0x9, op(3), OP, &[T("lg2", S::Lg2), T("f32", S::F32), Sub(LLDST), Sub(FM1), Reg(&LSRC)])
        .view(&[A(W("LG2")), A(JOIN), Ref(2), A(GUARD), Slot(3, 0), Ref(4), Slot(3, 1)]),
    e(0x9, op(4), OP, &[T("sin", S::Sin), T("f32", S::F32), Sub(LLDST), Reg(&LSRC)]).view(&[A(W("SIN")), A(JOIN), Ref(2), A(GUARD), Ref(3)]),
    e(0x9, op(5), OP, &[T("cos", S::Cos), T("f32", S::F32), Sub(LLDST), Reg(&LSRC)]).view(&[A(W("COS")), A(JOIN), Ref(2), A(GUARD), Ref(3)]),
    e(0x9, op(6), OP, &[T("ex2", S::Ex2), T("f32", S::F32), Sub(SAT59), Sub(LLDST), Reg(&LSRC)]).view(&[A(W("EX2")), A(JOIN), Ref(2), Ref(3), A(GUARD), Ref(4)]),
    UNKNOWN,
];
