//! Long opcodes b and c: f32 add, set, max/min, presin/preex2 (b); mul, slct, quadop (c).
//!
//! Also the f32/f64 modifier bits shared with opcodes 9, a and e: the "misc" bits 58 (neg of the first
//! source) and 59 (neg of the second, or sat), bits 51/52 borrowed from the third source field (abs or
//! sat), bit 61 borrowed from the sub-opcode (neg or sat), and the rounding-mode fields.
use crate::sem::{Sem as S, T};
use gpuisa_engine::{flag};
use super::common::*;
use super::interp::UNKNOWN;
use crate::encoding::fields::*;
use crate::engine::{Atom::*, Form, Post, Pre, Table, W};
use crate::engine::view::V::{A, Part, Ref, Slot};
use crate::nvidia::tables::{GUARD, JOIN};

const fn f(value: u64, mask: u64, atoms: &'static [crate::engine::Atom]) -> Form {
    Form::new(value, mask, atoms)
}

/// An entry of an opcode table: its mask also claims the primary opcode (word 0 bits 28-31).
const fn e(opcode: u64, value: u64, mask: u64, atoms: &'static [crate::engine::Atom]) -> Form {
    Form::new(value | opcode << 28, mask | 0xf000_0000, atoms)
}

// One-bit modifiers.
// NVIDIA: `-R1`, `|R1|` (in two parts: before and after the operand).
pub static NEG58: &Table = &[f(1 << 58, 1 << 58, &[T("neg", S::Neg)]).view(&[A(Pre("-"))]), f(0, 1 << 58, &[])];
pub static NEG59: &Table = &[f(1 << 59, 1 << 59, &[T("neg", S::Neg)]).view(&[A(Pre("-"))]), f(0, 1 << 59, &[])];
pub static SAT59: &Table = flag!(59, "sat", S::Sat as u16);
pub static NEG61: &Table = &[f(1 << 61, 1 << 61, &[T("neg", S::Neg)]).view(&[A(Pre("-"))]), f(0, 1 << 61, &[])];
pub static SAT61: &Table = flag!(61, "sat", S::Sat as u16);
pub static SAT51: &Table = flag!(51, "sat", S::Sat as u16);
pub static ABS51: &Table = &[f(1 << 51, 1 << 51, &[T("abs", S::Abs)]).view(&[A(Pre("|")), Part, A(Post("|"))]), f(0, 1 << 51, &[])];
pub static SAT52: &Table = flag!(52, "sat", S::Sat as u16);
pub static ABS52: &Table = &[f(1 << 52, 1 << 52, &[T("abs", S::Abs)]).view(&[A(Pre("|")), Part, A(Post("|"))]), f(0, 1 << 52, &[])];

/// Modifiers of the first float source: neg (bit 58), abs (bit 52).
/// NVIDIA places them in two parts, around the operand: `-|R1|`.
pub static FM1: &Table = &[f(0, 0, &[Sub(NEG58), Sub(ABS52)]).view(&[Ref(0), Slot(1, 0), Part, Slot(1, 1)])];
/// Modifiers of the second float source: neg (bit 59), abs (bit 51).
pub static FM2: &Table = &[f(0, 0, &[Sub(NEG59), Sub(ABS51)]).view(&[Ref(0), Slot(1, 0), Part, Slot(1, 1)])];

/// Float comparison of set: bits 46-49, a mask of less / equal / greater / unordered.
pub static SETF: &Table = &[
    f(0x0000_0000_0000_0000, 0x0003_c000_0000_0000, &[T("never", S::CNever)]).view(&[A(W("FL"))]),
    f(0x0000_4000_0000_0000, 0x0003_c000_0000_0000, &[T("l", S::CL)]).view(&[A(W("LT"))]),
    f(0x0000_8000_0000_0000, 0x0003_c000_0000_0000, &[T("e", S::CE)]).view(&[A(W("EQ"))]),
    f(0x0000_c000_0000_0000, 0x0003_c000_0000_0000, &[T("le", S::CLe)]).view(&[A(W("LE"))]),
    f(0x0001_0000_0000_0000, 0x0003_c000_0000_0000, &[T("g", S::CG)]).view(&[A(W("GT"))]),
    f(0x0001_4000_0000_0000, 0x0003_c000_0000_0000, &[T("lg", S::CLg)]).view(&[A(W("NE"))]),
    f(0x0001_8000_0000_0000, 0x0003_c000_0000_0000, &[T("ge", S::CGe)]).view(&[A(W("GE"))]),
    f(0x0001_c000_0000_0000, 0x0003_c000_0000_0000, &[T("lge", S::CLge)]).view(&[A(W("NUM"))]),
    f(0x0002_0000_0000_0000, 0x0003_c000_0000_0000, &[T("u", S::CU)]).view(&[A(W("NAN"))]),
    f(0x0002_4000_0000_0000, 0x0003_c000_0000_0000, &[T("lu", S::CLu)]).view(&[A(W("LTU"))]),
    f(0x0002_8000_0000_0000, 0x0003_c000_0000_0000, &[T("eu", S::CEu)]).view(&[A(W("EQU"))]),
    f(0x0002_c000_0000_0000, 0x0003_c000_0000_0000, &[T("leu", S::CLeu)]).view(&[A(W("LEU"))]),
    f(0x0003_0000_0000_0000, 0x0003_c000_0000_0000, &[T("gu", S::CGu)]).view(&[A(W("GTU"))]),
    f(0x0003_4000_0000_0000, 0x0003_c000_0000_0000, &[T("lgu", S::CLgu)]).view(&[A(W("NEU"))]),
    f(0x0003_8000_0000_0000, 0x0003_c000_0000_0000, &[T("geu", S::CGeu)]).view(&[A(W("GEU"))]),
    f(0x0003_c000_0000_0000, 0x0003_c000_0000_0000, &[T("always", S::CAlways)]).view(&[A(W("TR"))]),
];

/// Rounding mode in bits 49-50 (cvt and f64 mul). NVIDIA: `.FLOOR`, `.CEIL`, `.TRUNC`; nothing for rn.
pub static RND49: &Table = &[
    f(0x0000_0000_0000_0000, 0x0006_0000_0000_0000, &[T("rn", S::Rn)]).view(&[]),
    f(0x0002_0000_0000_0000, 0x0006_0000_0000_0000, &[T("rm", S::Rm)]).view(&[A(W("FLOOR"))]),
    f(0x0004_0000_0000_0000, 0x0006_0000_0000_0000, &[T("rp", S::Rp)]).view(&[A(W("CEIL"))]),
    f(0x0006_0000_0000_0000, 0x0006_0000_0000_0000, &[T("rz", S::Rz)]).view(&[A(W("TRUNC"))]),
];
/// Rounding mode in bits 49-50 where envydis reads none (cvt f32 to f32): round-to-nearest prints
/// nothing. nvcc emits the field for PTX `cvt.rm.f32.f32` (decuda's tests/test32).
pub static RND49_QUIET: &Table = &[
    f(0x0000_0000_0000_0000, 0x0006_0000_0000_0000, &[]),
    f(0x0002_0000_0000_0000, 0x0006_0000_0000_0000, &[T("rm", S::Rm)]).view(&[A(W("FLOOR"))]),
    f(0x0004_0000_0000_0000, 0x0006_0000_0000_0000, &[T("rp", S::Rp)]).view(&[A(W("CEIL"))]),
    f(0x0006_0000_0000_0000, 0x0006_0000_0000_0000, &[T("rz", S::Rz)]).view(&[A(W("TRUNC"))]),
];
/// Round-to-integer mode in bits 49-50 (cvt).
pub static RINT49: &Table = &[
    f(0x0000_0000_0000_0000, 0x0006_0000_0000_0000, &[T("rni", S::Rni)]).view(&[]),
    f(0x0002_0000_0000_0000, 0x0006_0000_0000_0000, &[T("rmi", S::Rmi)]).view(&[A(W("FLOOR"))]),
    f(0x0004_0000_0000_0000, 0x0006_0000_0000_0000, &[T("rpi", S::Rpi)]).view(&[A(W("CEIL"))]),
    f(0x0006_0000_0000_0000, 0x0006_0000_0000_0000, &[T("rzi", S::Rzi)]).view(&[A(W("TRUNC"))]),
];

/// f32 add rounding, word 0 bits 16-17: only round-to-nearest and toward-zero exist (others print ???;
/// envytools' G80 test draws only these two, so what 1 and 2 do is not known).
/// NVIDIA: `.TRUNC` for rz, nothing for rn.
static ADD_RND: &Table = &[
    f(0x0000_0000, 0x0003_0000, &[T("rn", S::Rn)]).view(&[]),
    f(0x0003_0000, 0x0003_0000, &[T("rz", S::Rz)]).view(&[A(W("TRUNC"))]),
];
/// f32 mul rounding, bits 46-47: likewise.
static MUL_RND: &Table = &[
    f(0x0000_0000_0000_0000, 0x0000_c000_0000_0000, &[T("rn", S::Rn)]).view(&[]),
    f(0x0000_c000_0000_0000, 0x0000_c000_0000_0000, &[T("rz", S::Rz)]).view(&[A(W("TRUNC"))]),
];

/// The sub-opcode, bits 61-63.
const OP: u64 = 0xe000_0000_0000_0000;
const fn op(v: u64) -> u64 {
    v << 61
}

pub static OPB: &Table = &[
    // Bit 61 is the sat flag of add.
    e(0xb, op(0), 0xc000_0000_0000_0000, &[T("add", S::Add), Sub(SAT61), Sub(ADD_RND), T("f32", S::F32), Sub(MCDST), Sub(LLDST), Sub(NEG58), Sub(LSW), Sub(NEG59), Sub(LC3W)])
        .view(&[A(W("FADD")), A(JOIN), Ref(1), Ref(2), Ref(4), Ref(5), A(GUARD), Ref(6), Ref(7), Ref(8), Ref(9)]),
    e(0xb, op(3), OP, &[T("set", S::Set), Sub(MCDST), Sub(LLDST), Sub(SETF), T("f32", S::F32), Sub(FM1), Sub(LSW), Sub(FM2), Sub(LC2W)])
        .view(&[A(W("FSET")), A(JOIN), Ref(1), Ref(2), A(GUARD), Slot(5, 0), Ref(6), Slot(5, 1), Slot(7, 0), Ref(8), Slot(7, 1), Ref(3)]),
    e(0xb, op(4), OP, &[T("max", S::Max), T("f32", S::F32), Sub(MCDST), Sub(LLDST), Sub(FM1), Sub(LSW), Sub(FM2), Sub(LC2W)])
        .view(&[A(W("FMAX")), A(JOIN), Ref(2), Ref(3), A(GUARD), Slot(4, 0), Ref(5), Slot(4, 1), Slot(6, 0), Ref(7), Slot(6, 1)]),
    e(0xb, op(5), OP, &[T("min", S::Min), T("f32", S::F32), Sub(MCDST), Sub(LLDST), Sub(FM1), Sub(LSW), Sub(FM2), Sub(LC2W)])
        .view(&[A(W("FMIN")), A(JOIN), Ref(2), Ref(3), A(GUARD), Slot(4, 0), Ref(5), Slot(4, 1), Slot(6, 0), Ref(7), Slot(6, 1)]),
    // Bit 46 chooses between the two prefunctions.
    e(0xb, op(6), OP | 0x0000_4000_0000_0000, &[T("presin", S::PreSin), T("f32", S::F32), Sub(LLDST), Sub(FM1), Sub(LSW)])
        .view(&[A(W("RRO")), A(JOIN), Ref(2), A(GUARD), Slot(3, 0), Ref(4), Slot(3, 1), A(W("SIN"))]),
    e(0xb, op(6) | 0x0000_4000_0000_0000, OP | 0x0000_4000_0000_0000, &[T("preex2", S::PreEx2), T("f32", S::F32), Sub(LLDST), Sub(FM1), Sub(LSW)])
        .view(&[A(W("RRO")), A(JOIN), Ref(2), A(GUARD), Slot(3, 0), Ref(4), Slot(3, 1), A(W("EX2"))]),
    UNKNOWN,
];

/// quadop (sub-opcode 4; bit 60 is not read): the operation of each lane (add, subr, sub, mov2); lanes
/// 0-3 in bits 58-59, 56-57, 54-55 and word 0 bits 20-21.
macro_rules! qop {
    ($sh:expr) => {
        &[
            f(0 << $sh, 3 << $sh, &[T("add", S::Add)]),
            f(1 << $sh, 3 << $sh, &[T("subr", S::Subr)]),
            f(2 << $sh, 3 << $sh, &[T("sub", S::Sub)]),
            f(3 << $sh, 3 << $sh, &[T("mov2", S::Mov2)]),
        ]
    };
}
static QOP0: &Table = qop!(58);
static QOP1: &Table = qop!(56);
static QOP2: &Table = qop!(54);
static QOP3: &Table = qop!(20);
/// quadop source lane, word 0 bits 16-18: a lane number, or the horizontal / vertical neighbour (dx, dy:
/// bit 17 is not read).
static QLANE: &Table = &[
    f(0x0000_0000, 0x0007_0000, &[T("l0", S::Lane0)]),
    f(0x0001_0000, 0x0007_0000, &[T("l1", S::Lane1)]),
    f(0x0002_0000, 0x0007_0000, &[T("l2", S::Lane2)]),
    f(0x0003_0000, 0x0007_0000, &[T("l3", S::Lane3)]),
    f(0x0004_0000, 0x0005_0000, &[T("dx", S::LaneDx)]),
    f(0x0005_0000, 0x0005_0000, &[T("dy", S::LaneDy)]),
];

pub static OPC: &Table = &[
    e(0xc, op(0), OP, &[T("mul", S::Mul), Sub(SAT52), Sub(MUL_RND), T("f32", S::F32), Sub(MCDST), Sub(LLDST), Sub(NEG58), Sub(LSW), Sub(NEG59), Sub(LC2W)])
        .view(&[A(W("FMUL")), A(JOIN), Ref(1), Ref(2), Ref(4), Ref(5), A(GUARD), Ref(6), Ref(7), Ref(8), Ref(9)]),
    // Bit 61 negates the f32 comparand.
    e(0xc, op(2), 0xc000_0000_0000_0000, &[T("slct", S::Slct), T("b32", S::B32), Sub(MCDST), Sub(LLDST), Sub(LSW), Sub(LC2W), T("f32", S::F32), Sub(NEG61), Sub(LC3W)]),
    e(0xc, op(4), OP, &[T("quadop", S::Quadop), T("f32", S::F32), Sub(QOP0), Sub(QOP1), Sub(QOP2), Sub(QOP3), Sub(MCDST), Sub(LLDST), Sub(QLANE), Reg(&LSRC), Reg(&LSRC3)]),
    UNKNOWN,
];
