//! Long opcode e: f32 multiply-add (sub-opcodes 0 and 1, bit 61 = sat) and f64 arithmetic (fp64 only):
//! fma, add, mul, min, max, set. f64 operands are register pairs in the usual register fields.
use crate::sem::{Sem as S, T};
use super::common::*;
use super::float::{FM1, FM2, NEG58, NEG59, RND49, SAT61, SETF};
use super::interp::UNKNOWN;
use crate::encoding::fields::*;
use crate::engine::{Atom::*, Form, Table, W};
use crate::engine::view::V::{A, Ref, Slot};
use crate::nvidia::tables::{GUARD, JOIN};
use crate::variant::feat;

const fn f(value: u64, mask: u64, atoms: &'static [crate::engine::Atom]) -> Form {
    Form::new(value, mask, atoms)
}

/// An entry of an opcode table: its mask also claims the primary opcode (word 0 bits 28-31).
const fn e(opcode: u64, value: u64, mask: u64, atoms: &'static [crate::engine::Atom]) -> Form {
    Form::new(value | opcode << 28, mask | 0xf000_0000, atoms)
}

const OP: u64 = 0xe000_0000_0000_0000;
const fn op(v: u64) -> u64 {
    v << 61
}

/// fma f64 rounding, bits 54-55.
static FMA_RND: &Table = &[
    // NVIDIA spells the default only (`DFMA`).
    f(0x0000_0000_0000_0000, 0x00c0_0000_0000_0000, &[T("rn", S::Rn)]).view(&[]),
    f(0x0040_0000_0000_0000, 0x00c0_0000_0000_0000, &[T("rm", S::Rm)]),
    f(0x0080_0000_0000_0000, 0x00c0_0000_0000_0000, &[T("rp", S::Rp)]),
    f(0x00c0_0000_0000_0000, 0x00c0_0000_0000_0000, &[T("rz", S::Rz)]),
];
/// f32 multiply-add rounding, bits 54-55 as in fma f64. Those bits hold the c[] bank when source 2 or 3
/// is in c[] (bits 23, 24), so the mode is read only when both are registers. Round-to-nearest prints
/// nothing, as envydis, which does not read the field. nvcc emits it for PTX `mad.{rn,rm,rp,rz}.f32`
/// with register operands as 0-3 (decuda's tests/test27a).
static FMAD_RND: &Table = &[
    f(0x0000_0000_0000_0000, 0x00c0_0000_0180_0000, &[]),
    f(0x0040_0000_0000_0000, 0x00c0_0000_0180_0000, &[T("rm", S::Rm)]),
    f(0x0080_0000_0000_0000, 0x00c0_0000_0180_0000, &[T("rp", S::Rp)]),
    f(0x00c0_0000_0000_0000, 0x00c0_0000_0180_0000, &[T("rz", S::Rz)]),
    f(0, 0, &[]),
];
/// add f64 rounding, word 0 bits 16-17.
static ADD_RND: &Table = &[
    f(0x0000_0000, 0x0003_0000, &[T("rn", S::Rn)]).view(&[]),
    f(0x0001_0000, 0x0003_0000, &[T("rm", S::Rm)]),
    f(0x0002_0000, 0x0003_0000, &[T("rp", S::Rp)]),
    f(0x0003_0000, 0x0003_0000, &[T("rz", S::Rz)]),
];

pub static OPE: &Table = &[
    e(0xe, op(0), 0xc000_0000_0000_0000, &[
        T("add", S::Add), Sub(SAT61), Sub(FMAD_RND), T("f32", S::F32), Sub(MCDST), Sub(LLDST), Sub(NEG58),
        Open, T("mul", S::Mul), Sub(LSW), Sub(LC2W), Close, Sub(NEG59), Sub(LC3W),
    ])
    .view(&[A(W("FMAD")), A(JOIN), Ref(1), Ref(2), Ref(4), Ref(5), A(GUARD), Ref(6), Ref(9), Ref(10), Ref(12), Ref(13)]),
    e(0xe, op(2), OP, &[
        T("fma", S::Fma), Sub(FMA_RND), T("f64", S::F64), Sub(MCDST), Reg(&LDDST), Sub(NEG58), Reg(&LDSRC), Reg(&LDSRC2), Sub(NEG59), Reg(&LDSRC3),
    ])
    .view(&[A(W("DFMA")), A(JOIN), Ref(1), Ref(3), Ref(4), A(GUARD), Ref(5), Ref(6), Ref(7), Ref(8), Ref(9)])
    .feat(feat::FP64),
    e(0xe, op(3), OP, &[T("add", S::Add), Sub(ADD_RND), T("f64", S::F64), Sub(MCDST), Reg(&LDDST), Sub(NEG58), Reg(&LDSRC), Sub(NEG59), Reg(&LDSRC3)])
        .view(&[A(W("DADD")), A(JOIN), Ref(1), Ref(3), Ref(4), A(GUARD), Ref(5), Ref(6), Ref(7), Ref(8)])
        .feat(feat::FP64),
    e(0xe, op(4), OP, &[T("mul", S::Mul), Sub(RND49), T("f64", S::F64), Sub(MCDST), Reg(&LDDST), Sub(NEG58), Reg(&LDSRC), Reg(&LDSRC2)])
        .view(&[A(W("DMUL")), A(JOIN), Ref(1), Ref(3), Ref(4), A(GUARD), Ref(5), Ref(6), Ref(7)]).feat(feat::FP64),
    e(0xe, op(5), OP, &[T("min", S::Min), T("f64", S::F64), Sub(MCDST), Reg(&LDDST), Sub(FM1), Reg(&LDSRC), Sub(FM2), Reg(&LDSRC2)])
        .view(&[A(W("DMIN")), A(JOIN), Ref(2), Ref(3), A(GUARD), Slot(4, 0), Ref(5), Slot(4, 1), Slot(6, 0), Ref(7), Slot(6, 1)]).feat(feat::FP64),
    e(0xe, op(6), OP, &[T("max", S::Max), T("f64", S::F64), Sub(MCDST), Reg(&LDDST), Sub(FM1), Reg(&LDSRC), Sub(FM2), Reg(&LDSRC2)])
        .view(&[A(W("DMAX")), A(JOIN), Ref(2), Ref(3), A(GUARD), Slot(4, 0), Ref(5), Slot(4, 1), Slot(6, 0), Ref(7), Slot(6, 1)]).feat(feat::FP64),
    e(0xe, op(7), OP, &[T("set", S::Set), Sub(MCDST), Sub(LLDST), Sub(SETF), T("f64", S::F64), Sub(FM1), Reg(&LDSRC), Sub(FM2), Reg(&LDSRC2)])
        .view(&[A(W("DSET")), A(JOIN), Ref(1), Ref(2), A(GUARD), Slot(5, 0), Ref(6), Slot(5, 1), Slot(7, 0), Ref(8), Slot(7, 1), Ref(3)])
        .feat(feat::FP64),
    UNKNOWN,
];
