//! Long opcode d: logic ops, add $a, l[] and g[] loads and stores, reductions and atomics.
//! Word 1 bits 29-31 (bits 61-63) select the operation; bits 53-55 give the access size of memory ones.

use crate::sem::{Sem as S, T};
use gpuisa_engine::{flag};
use super::common::*;
use super::data::UNKNOWN;
use crate::encoding::fields::*;
use crate::engine::{Atom::*, Form, Table};
use crate::variant::{feat, pt};

const fn f(value: u64, mask: u64, atoms: &'static [crate::engine::Atom]) -> Form {
    Form::new(value, mask, atoms)
}

/// Logic operation (bits 46-47) and the inversion of either source.
static LOGOP: &Table = &[
    f(0 << 46, 3 << 46, &[T("and", S::And)]),
    f(1 << 46, 3 << 46, &[T("or", S::Or)]),
    f(2 << 46, 3 << 46, &[T("xor", S::Xor)]),
    f(3 << 46, 3 << 46, &[T("mov2", S::Mov2)]),
];
static NOT48: &Table = flag!(48, "not", S::Not as u16);
static NOT49: &Table = flag!(49, "not", S::Not as u16);

/// Access size of l[] and g[] accesses (bits 53-55); 7 is unknown.
const SIZE: u64 = 7 << 53;
static LDSTM: &Table = &[
    f(0 << 53, SIZE, &[T("u8", S::U8)]),
    f(1 << 53, SIZE, &[T("s8", S::S8)]),
    f(2 << 53, SIZE, &[T("u16", S::U16)]),
    f(3 << 53, SIZE, &[T("s16", S::S16)]),
    f(4 << 53, SIZE, &[T("b64", S::B64)]),
    f(5 << 53, SIZE, &[T("b128", S::B128)]),
    f(6 << 53, SIZE, &[T("b32", S::B32)]),
];

/// The register loaded or stored, sized by bits 53-55 (which the size word above already claims; the
/// register entries claim only what tells them apart).
static LDSTO: &Table = &[
    f(4 << 53, SIZE, &[Reg(&LDDST)]),
    f(5 << 53, SIZE, &[Reg(&LQDST)]),
    f(0, 0, &[Reg(&LDST)]),
];
/// Second and third sources of atomics: 64-bit for size 4, 32-bit for sizes 6 and 7.
static LDSTS2: &Table = &[f(4 << 53, SIZE, &[Reg(&LDSRC2)]), f(6 << 53, 6 << 53, &[Reg(&LSRC2)])];
static LDSTS3: &Table = &[f(4 << 53, SIZE, &[Reg(&LDSRC3)]), f(6 << 53, 6 << 53, &[Reg(&LSRC3)])];

/// l[], bit 25: post-increment.
static LOCAL_M: &Table = &[f(0, 1 << 25, &[Mem(&LOCAL)]), f(1 << 25, 1 << 25, &[Mem(&LOCALPI)])];

// Operand types of reductions and atomics, by size (bits 53-55).
static RED_ADD: &Table = &[
    f(4 << 53, SIZE, &[T("u64", S::U64)]).feat(feat::SM12),
    f(6 << 53, SIZE, &[T("u32", S::U32)]),
    f(7 << 53, SIZE, &[T("s32", S::S32)]),
];
static RED_B: &Table = &[f(4 << 53, SIZE, &[T("b64", S::B64)]).feat(feat::SM12), f(6 << 53, SIZE, &[T("b32", S::B32)])];
static RED_MM: &Table = &[f(6 << 53, SIZE, &[T("u32", S::U32)]), f(7 << 53, SIZE, &[T("s32", S::S32)])];
static RED_B32: &Table = &[f(6 << 53, SIZE, &[T("b32", S::B32)])];
static RED_U32: &Table = &[f(6 << 53, SIZE, &[T("u32", S::U32)])];

/// Reduction operation (bits 34-37).
const ROP: u64 = 0xf << 34;
static REDM: &Table = &[
    f(0x0 << 34, ROP, &[T("add", S::Add), Sub(RED_ADD)]),
    f(0x4 << 34, ROP, &[T("inc", S::Inc), Sub(RED_U32)]),
    f(0x5 << 34, ROP, &[T("dec", S::Dec), Sub(RED_U32)]),
    f(0x6 << 34, ROP, &[T("max", S::Max), Sub(RED_MM)]),
    f(0x7 << 34, ROP, &[T("min", S::Min), Sub(RED_MM)]),
    f(0xa << 34, ROP, &[T("and", S::And), Sub(RED_B32)]),
    f(0xb << 34, ROP, &[T("or", S::Or), Sub(RED_B32)]),
    f(0xc << 34, ROP, &[T("xor", S::Xor), Sub(RED_B32)]),
];
/// Atomic operation: exchange, compare-and-swap, or a reduction that returns the old value.
static ATOMM: &Table = &[
    f(0x1 << 34, ROP, &[T("exch", S::Exch), Sub(RED_B)]),
    f(0x2 << 34, ROP, &[T("cas", S::Cas), Sub(RED_B)]),
    f(0, 0, &[T("ld", S::Ld), Sub(REDM)]),
];
/// Compare-and-swap has a third source.
static CAS3: &Table = &[f(0x2 << 34, ROP, &[Sub(LDSTS3)]), f(0, 0, &[])];

const OP: u64 = 0xe000_0000_f000_0000;

pub static OPD: &Table = &[
    f(0x0000_0000_d000_0000, 0xe400_0000_f000_0000, &[Sub(LOGOP), T("b16", S::B16), Sub(MCDST), Sub(LLHDST), Sub(NOT48), Sub(LSH), Sub(NOT49), Sub(LC2H)]),
    f(0x0400_0000_d000_0000, 0xe400_0000_f000_0000, &[Sub(LOGOP), T("b32", S::B32), Sub(MCDST), Sub(LLDST), Sub(NOT48), Sub(LSW), Sub(NOT49), Sub(LC2W)]),
    f(0x2000_0000_d000_0000, OP, &[T("add", S::Add), Reg(&ADST), Reg(&LAREG_R), Imm(&OFFS)]),
    f(0x4000_0000_d000_0000, OP, &[T("ld", S::Ld), Sub(LDSTM), Sub(LDSTO), Sub(LOCAL_M)]),
    f(0x6000_0000_d000_0000, OP, &[T("st", S::St), Sub(LDSTM), Sub(LOCAL_M), Sub(LDSTO)]),
    f(0x8000_0000_d000_0000, OP, &[T("ld", S::Ld), Sub(LDSTM), Sub(LDSTO), Mem(&GLOBAL)]).ptype(pt::CP),
    f(0xa000_0000_d000_0000, OP, &[T("st", S::St), Sub(LDSTM), Mem(&GLOBAL), Sub(LDSTO)]).ptype(pt::CP),
    f(0xc000_0000_d000_0000, OP, &[T("red", S::Red), Sub(REDM), Mem(&GLOBAL), Sub(LDSTO)]).feat(feat::SM11).ptype(pt::CP),
    f(0xe000_0000_d000_0000, OP, &[Sub(ATOMM), Sub(LDSTO), Mem(&GLOBAL2), Sub(LDSTS2), Sub(CAS3)]).feat(feat::SM11).ptype(pt::CP),
    UNKNOWN,
];
