//! Long opcode d: logic ops, add $a, l[] and g[] loads and stores, reductions and atomics.
//! Word 1 bits 29-31 (bits 61-63) select the operation; bits 53-55 give the access size of memory ones.

use crate::sem::{Sem as S, T};
use super::common::*;
use super::data::UNKNOWN;
use crate::encoding::fields::*;
use crate::engine::{Atom::*, Form, Pre, Table, W};
use crate::engine::view::V::{A, As, Ref};
use crate::nvidia::tables::{GATOM_OPS, GUARD, JOIN};
use crate::variant::{feat, pt};

const fn f(value: u64, mask: u64, atoms: &'static [crate::engine::Atom]) -> Form {
    Form::new(value, mask, atoms)
}

/// Logic operation (bits 46-47) and the inversion of either source.
static LOGOP: &Table = &[
    f(0 << 46, 3 << 46, &[T("and", S::And)]).view(&[A(W("AND"))]),
    f(1 << 46, 3 << 46, &[T("or", S::Or)]).view(&[A(W("OR"))]),
    f(2 << 46, 3 << 46, &[T("xor", S::Xor)]).view(&[A(W("XOR"))]),
    f(3 << 46, 3 << 46, &[T("mov2", S::Mov2)]).view(&[A(W("PASS_B"))]),
];
static NOT48: &Table = &[f(1 << 48, 1 << 48, &[T("not", S::Not)]).view(&[A(Pre("~"))]), f(0, 1 << 48, &[])];
static NOT49: &Table = &[f(1 << 49, 1 << 49, &[T("not", S::Not)]).view(&[A(Pre("~"))]), f(0, 1 << 49, &[])];

/// Access size of l[] and g[] accesses (bits 53-55); 7 is unknown.
const SIZE: u64 = 7 << 53;
static LDSTM: &Table = &[
    // NVIDIA: `.U8`, ..., `.U64` and `.S128` (the wide types of GPGPU-Sim's grammar), `.U32`.
    f(0 << 53, SIZE, &[T("u8", S::U8)]).view(&[A(W("U8"))]),
    f(1 << 53, SIZE, &[T("s8", S::S8)]).view(&[A(W("S8"))]),
    f(2 << 53, SIZE, &[T("u16", S::U16)]).view(&[A(W("U16"))]),
    f(3 << 53, SIZE, &[T("s16", S::S16)]).view(&[A(W("S16"))]),
    f(4 << 53, SIZE, &[T("b64", S::B64)]).view(&[A(W("U64"))]),
    f(5 << 53, SIZE, &[T("b128", S::B128)]).view(&[A(W("S128"))]),
    f(6 << 53, SIZE, &[T("b32", S::B32)]).view(&[A(W("U32"))]),
];

/// The register loaded or stored, sized by bits 53-55 (which the size word above already claims; the
/// register entries claim only what tells them apart).
static LDSTO: &Table = &[
    f(4 << 53, SIZE, &[Reg(&LDDST)]),
    f(5 << 53, SIZE, &[Reg(&LQDST)]),
    f(0, 0, &[Reg(&LDST)]),
];
/// Second and third sources of atomics: 64-bit for size 4, 32-bit for sizes 6 and 7.
/// Sub-word sizes read a whole register too (G84 reference results), as does size 5. The 32-bit entry
/// claims no size bit: the operation's type claims them, or, where the operation is unknown, they stay
/// unexplained (so a text with `???` reads back as its word).
static LDSTS2: &Table = &[f(4 << 53, SIZE, &[Reg(&LDSRC2)]), f(0, 0, &[Reg(&LSRC2)])];
static LDSTS3: &Table = &[f(4 << 53, SIZE, &[Reg(&LDSRC3)]), f(0, 0, &[Reg(&LSRC3)])];

/// l[], bit 25: post-increment.
static LOCAL_M: &Table = &[f(0, 1 << 25, &[Mem(&LOCAL)]), f(1 << 25, 1 << 25, &[Mem(&LOCALPI)])];

// Operand types of reductions and atomics, by size (bits 53-55). envydis names the sizes its tables
// list for each operation; the others (sub-word sizes everywhere, s32 of the unsigned and bitwise ones)
// are what G84 runs too (the G80-family reference results, docs/tesla-sim.md): a sub-word atomic works
// on the whole word with its operand's low byte or half repeated, and returns the old byte or half.
macro_rules! sub_word {
    () => {
        [
            f(0 << 53, SIZE, &[T("u8", S::U8)]).view(&[A(W("U8"))]),
            f(1 << 53, SIZE, &[T("s8", S::S8)]).view(&[A(W("S8"))]),
            f(2 << 53, SIZE, &[T("u16", S::U16)]).view(&[A(W("U16"))]),
            f(3 << 53, SIZE, &[T("s16", S::S16)]).view(&[A(W("S16"))]),
        ]
    };
}
const SW: [Form; 4] = sub_word!();
pub static RED_ADD: &Table = &[
    f(4 << 53, SIZE, &[T("u64", S::U64)]).feat(feat::SM12).view(&[A(W("U64"))]),
    f(6 << 53, SIZE, &[T("u32", S::U32)]).view(&[A(W("U32"))]),
    f(7 << 53, SIZE, &[T("s32", S::S32)]).view(&[A(W("S32"))]),
    SW[0], SW[1], SW[2], SW[3],
];
pub static RED_B: &Table = &[
    f(4 << 53, SIZE, &[T("b64", S::B64)]).feat(feat::SM12).view(&[A(W("U64"))]),
    f(6 << 53, SIZE, &[T("b32", S::B32)]).view(&[A(W("U32"))]),
    f(7 << 53, SIZE, &[T("s32", S::S32)]).view(&[A(W("S32"))]),
    SW[0], SW[1], SW[2], SW[3],
];
pub static RED_MM: &Table = &[
    f(6 << 53, SIZE, &[T("u32", S::U32)]).view(&[A(W("U32"))]),
    f(7 << 53, SIZE, &[T("s32", S::S32)]).view(&[A(W("S32"))]),
    SW[0], SW[1], SW[2], SW[3],
];
pub static RED_B32: &Table = &[
    f(6 << 53, SIZE, &[T("b32", S::B32)]).view(&[A(W("U32"))]),
    f(7 << 53, SIZE, &[T("s32", S::S32)]).view(&[A(W("S32"))]),
    SW[0], SW[1], SW[2], SW[3],
];
pub static RED_U32: &Table = &[
    f(6 << 53, SIZE, &[T("u32", S::U32)]).view(&[A(W("U32"))]),
    f(7 << 53, SIZE, &[T("s32", S::S32)]).view(&[A(W("S32"))]),
    SW[0], SW[1], SW[2], SW[3],
];
/// Sizes of the operations that leave memory as it was.
pub static RED_ANY: &Table = &[
    f(6 << 53, SIZE, &[T("b32", S::B32)]).view(&[A(W("U32"))]),
    f(7 << 53, SIZE, &[T("s32", S::S32)]).view(&[A(W("S32"))]),
    SW[0], SW[1], SW[2], SW[3],
];

/// Reduction operation (bits 34-37).
const ROP: u64 = 0xf << 34;
/// NVIDIA: `GRED.ADD.U32`; an atomic names the same operations as the integer instructions do (`GATOM.IADD`,
/// `nvidia::tables::GATOM_OPS`).
pub static REDM: &Table = &[
    f(0x0 << 34, ROP, &[T("add", S::Add), Sub(RED_ADD)]).view(&[A(W("ADD")), Ref(1)]),
    // A reduction may exchange too (memory takes the operand; G84 reference results). An atomic's
    // exchange is ATOMM's.
    f(0x1 << 34, ROP, &[T("exch", S::Exch), Sub(RED_B)]).view(&[A(W("EXCH")), Ref(1)]),
    f(0x4 << 34, ROP, &[T("inc", S::Inc), Sub(RED_U32)]).view(&[A(W("INC")), Ref(1)]),
    f(0x5 << 34, ROP, &[T("dec", S::Dec), Sub(RED_U32)]).view(&[A(W("DEC")), Ref(1)]),
    f(0x6 << 34, ROP, &[T("max", S::Max), Sub(RED_MM)]).view(&[A(W("MAX")), Ref(1)]),
    f(0x7 << 34, ROP, &[T("min", S::Min), Sub(RED_MM)]).view(&[A(W("MIN")), Ref(1)]),
    f(0xa << 34, ROP, &[T("and", S::And), Sub(RED_B32)]).view(&[A(W("AND")), Ref(1)]),
    f(0xb << 34, ROP, &[T("or", S::Or), Sub(RED_B32)]).view(&[A(W("OR")), Ref(1)]),
    f(0xc << 34, ROP, &[T("xor", S::Xor), Sub(RED_B32)]).view(&[A(W("XOR")), Ref(1)]),
    // Operations 8, 9 and 13-15 leave memory as it was (an atomic returns the old value): G84 reference
    // results. envydis knows none of them; they print as `keep8` ... `keep15`.
    f(0x8 << 34, ROP, &[T("keep8", S::AtomKeep), Sub(RED_ANY)]).view(&[A(W("KEEP8")), Ref(1)]),
    f(0x9 << 34, ROP, &[T("keep9", S::AtomKeep), Sub(RED_ANY)]).view(&[A(W("KEEP9")), Ref(1)]),
    f(0xd << 34, ROP, &[T("keep13", S::AtomKeep), Sub(RED_ANY)]).view(&[A(W("KEEP13")), Ref(1)]),
    f(0xe << 34, ROP, &[T("keep14", S::AtomKeep), Sub(RED_ANY)]).view(&[A(W("KEEP14")), Ref(1)]),
    f(0xf << 34, ROP, &[T("keep15", S::AtomKeep), Sub(RED_ANY)]).view(&[A(W("KEEP15")), Ref(1)]),
];
/// Atomic operation: exchange, compare-and-swap, or a reduction that returns the old value.
static ATOMM: &Table = &[
    f(0x1 << 34, ROP, &[T("exch", S::Exch), Sub(RED_B)]).view(&[A(W("EXCH")), Ref(1)]),
    f(0x2 << 34, ROP, &[T("cas", S::Cas), Sub(RED_B)]).view(&[A(W("CAS")), Ref(1)]),
    f(0, 0, &[T("ld", S::Ld), Sub(REDM)]).view(&[As(1, Sub(GATOM_OPS))]),
];
/// Compare-and-swap has a third source.
static CAS3: &Table = &[f(0x2 << 34, ROP, &[Sub(LDSTS3)]), f(0, 0, &[])];

const OP: u64 = 0xe000_0000_f000_0000;

pub static OPD: &Table = &[
    f(0x0000_0000_d000_0000, 0xe400_0000_f000_0000, &[Sub(LOGOP), T("b16", S::B16), Sub(MCDST), Sub(LLHDST), Sub(NOT48), Sub(LSH), Sub(NOT49), Sub(LC2H)])
        .view(&[A(W("LOP")), A(JOIN), Ref(0), A(W("U16")), Ref(2), Ref(3), A(GUARD), Ref(4), Ref(5), Ref(6), Ref(7)]),
    f(0x0400_0000_d000_0000, 0xe400_0000_f000_0000, &[Sub(LOGOP), T("b32", S::B32), Sub(MCDST), Sub(LLDST), Sub(NOT48), Sub(LSW), Sub(NOT49), Sub(LC2W)])
        .view(&[A(W("LOP")), A(JOIN), Ref(0), Ref(2), Ref(3), A(GUARD), Ref(4), Ref(5), Ref(6), Ref(7)]),
    f(0x2000_0000_d000_0000, OP, &[T("add", S::Add), Reg(&ADST), Reg(&LAREG_R), Imm(&OFFS)]).view(&[A(W("ADA")), A(JOIN), Ref(1), A(GUARD), Ref(2), Ref(3)]),
    f(0x4000_0000_d000_0000, OP, &[T("ld", S::Ld), Sub(LDSTM), Sub(LDSTO), Sub(LOCAL_M)]).view(&[A(W("LLD")), A(JOIN), Ref(1), Ref(2), A(GUARD), Ref(3)]),
    f(0x6000_0000_d000_0000, OP, &[T("st", S::St), Sub(LDSTM), Sub(LOCAL_M), Sub(LDSTO)]).view(&[A(W("LST")), A(JOIN), Ref(1), Ref(2), A(GUARD), Ref(3)]),
    f(0x8000_0000_d000_0000, OP, &[T("ld", S::Ld), Sub(LDSTM), Sub(LDSTO), Mem(&GLOBAL)]).ptype(pt::CP)
        .view(&[A(W("GLD")), A(JOIN), Ref(1), Ref(2), A(GUARD), Ref(3)]),
    f(0xa000_0000_d000_0000, OP, &[T("st", S::St), Sub(LDSTM), Mem(&GLOBAL), Sub(LDSTO)]).ptype(pt::CP)
        .view(&[A(W("GST")), A(JOIN), Ref(1), Ref(2), A(GUARD), Ref(3)]),
    f(0xc000_0000_d000_0000, OP, &[T("red", S::Red), Sub(REDM), Mem(&GLOBAL), Sub(LDSTO)]).feat(feat::SM11).ptype(pt::CP)
        .view(&[A(W("GRED")), A(JOIN), Ref(1), Ref(2), A(GUARD), Ref(3)]),
    f(0xe000_0000_d000_0000, OP, &[Sub(ATOMM), Sub(LDSTO), Mem(&GLOBAL2), Sub(LDSTS2), Sub(CAS3)]).feat(feat::SM11).ptype(pt::CP)
        .view(&[A(W("GATOM")), A(JOIN), Ref(0), Ref(1), A(GUARD), Ref(2), Ref(3), Ref(4)]),
    UNKNOWN,
];
