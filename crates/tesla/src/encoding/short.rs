//! Short (32-bit) instructions: word 0 bit 0 clear. Register fields are 6 bits wide.

use crate::sem::{Sem as S, T};
use gpuisa_engine::{flag, pick};
use super::fields::*;
use crate::engine::{Atom::*, Form, Table, W};
use crate::engine::view::V::{A, As, Part, Ref, Slot};
use crate::engine::{Post, Pre};
use crate::nvidia::tables::{self as nv, u};
use crate::variant::{feat, pt};

const fn f(value: u64, mask: u64, atoms: &'static [crate::engine::Atom]) -> Form {
    Form::new(value, mask, atoms)
}

/// Every opcode table ends with these: bit 1 set is a different instruction group whose unknown members
/// print `???`; otherwise the usual operand fields are shown after `???`.
macro_rules! tab {
    ($($e:expr),* $(,)?) => {
        &[$($e,)* f(2, 2, &[Unknown]), f(0, 2, &[Unknown, Reg(&SDST), Sub(SSW), Sub(SCW)])]
    };
}

// Modifier bits.
static SFU17: &Table = flag!(17, "sfu");
pub static SAT8: &Table = flag!(8, "sat", S::Sat as u16);
pub static HIGH8: &Table = &[f(1 << 8, 1 << 8, &[T("high", S::High)]).view(&[A(W("HI"))]), f(0, 1 << 8, &[])];
/// The second factor's type (NVIDIA: `.U16` / `.S16`, after the first's).
pub static US16_8: &Table = &[
    f(0, 1 << 8, &[T("u16", S::U16)]).view(&[A(W("U16"))]),
    f(1 << 8, 1 << 8, &[T("s16", S::S16)]).view(&[A(W("S16"))]),
];
static US32_8: &Table = pick!(8, "u32", S::U32 as u16, "s32", S::S32 as u16);
static TEX8: &Table = pick!(8, "all", "live");
pub static NEG15: &Table = &[f(1 << 15, 1 << 15, &[T("neg", S::Neg)]).view(&[A(Pre("-"))]), f(0, 1 << 15, &[])];
static ABS15: &Table = flag!(15, "abs", S::Abs as u16);
pub static US16_15: &Table = &[
    f(0, 1 << 15, &[T("u16", S::U16)]).view(&[A(W("U16"))]),
    f(1 << 15, 1 << 15, &[T("s16", S::S16)]).view(&[A(W("S16"))]),
];
/// A 24-bit multiply types both factors alike: `.U24.U24`.
pub static US24_15: &Table = &[
    f(0, 1 << 15, &[T("u24", S::U24)]).view(&[A(W("U24")), A(W("U24"))]),
    f(1 << 15, 1 << 15, &[T("s24", S::S24)]).view(&[A(W("S24")), A(W("S24"))]),
];
pub static NEG22: &Table = &[f(1 << 22, 1 << 22, &[T("neg", S::Neg)]).view(&[A(Pre("-"))]), f(0, 1 << 22, &[])];

/// add / sub / subr / addc: bits 28 (the low opcode bit) and 22. NVIDIA negates an operand instead: the
/// first source for `subr` (part 0), the second (or a multiply-add's addend) for `sub` (part 1).
pub static ADDOP: &Table = &[
    f(0x00000000, 0x10400000, &[T("add", S::Add)]).view(&[Part]),
    f(0x00400000, 0x10400000, &[T("sub", S::Sub)]).view(&[Part, A(Pre("-"))]),
    f(0x10000000, 0x10400000, &[T("subr", S::Subr)]).view(&[A(Pre("-")), Part]),
    f(0x10400000, 0x10400000, &[T("addc", S::Addc)]),
];
/// addc of short and immediate forms adds carry from $c0.
pub static ADDC0: &Table = &[f(0x10400000, 0x10400000, &[Reg(&C0)]), f(0, 0, &[])];

/// Source 1 from s[] (bit 24 set): the kind and size of the access, or a[] / p[] outside compute.
pub static SS: &Table = &[
    f(0x01800000, 0x01800000, &[Mem(&SPRIM)]).ptype(pt::GP),
    // NVIDIA: `g [0x2]` in units of the access, typed when narrower than a word (`g [0x2].U16`).
    f(0x01000000, 0x03806000, &[T("u8", S::U8), Mem(&SSHARED8)]).ptype(pt::CP).view(&[Ref(1), A(Post(".U8"))]),
    f(0x01002000, 0x03806000, &[T("u16", S::U16), Mem(&SSHARED16)]).ptype(pt::CP).view(&[As(1, Mem(&u::SSHARED16)), A(Post(".U16"))]),
    f(0x01004000, 0x03806000, &[T("s16", S::S16), Mem(&SSHARED16)]).ptype(pt::CP).view(&[As(1, Mem(&u::SSHARED16)), A(Post(".S16"))]),
    f(0x01006000, 0x03806000, &[T("b32", S::B32), Mem(&SSHARED32)]).ptype(pt::CP).view(&[As(1, Mem(&u::SSHARED32))]),
    f(0x03000000, 0x03806000, &[T("u8", S::U8), Mem(&SSHARED8PI)]).ptype(pt::CP).view(&[Ref(1), A(Post(".U8"))]),
    f(0x03002000, 0x03806000, &[T("u16", S::U16), Mem(&SSHARED16PI)]).ptype(pt::CP).view(&[As(1, Mem(&u::SSHARED16PI)), A(Post(".U16"))]),
    f(0x03004000, 0x03806000, &[T("s16", S::S16), Mem(&SSHARED16PI)]).ptype(pt::CP).view(&[As(1, Mem(&u::SSHARED16PI)), A(Post(".S16"))]),
    f(0x03006000, 0x03806000, &[T("b32", S::B32), Mem(&SSHARED32PI)]).ptype(pt::CP).view(&[As(1, Mem(&u::SSHARED32PI))]),
    f(0x01000000, 0x01800000, &[Mem(&SATTR)]).ptype(pt::VP | pt::GP),
];

/// Source 1, half or whole register, or s[].
static SSH: &Table = &[f(0, 0x01000000, &[Reg(&SHSRC)]), f(0x01000000, 0x01000000, &[Sub(SS)])];
pub static SSW: &Table = &[f(0, 0x01000000, &[Reg(&SSRC)]), f(0x01000000, 0x01000000, &[Sub(SS)])];

/// Source 2, register or c[] (bit 23, not together with s[] in source 1; bit 25: post-increment).
static SCH: &Table = &[
    f(0x00800000, 0x03800000, &[Mem(&SCONST16)]).view(&[As(0, Mem(&u::SCONST16))]),
    f(0x02800000, 0x03800000, &[Mem(&SCONST16PI)]).view(&[As(0, Mem(&u::SCONST16PI))]),
    f(0x00000000, 0x00800000, &[Reg(&SHSRC2)]),
    f(0x01000000, 0x01000000, &[Reg(&SHSRC2)]),
];
pub static SCW: &Table = &[
    f(0x00800000, 0x03800000, &[Mem(&SCONST32)]).view(&[As(0, Mem(&u::SCONST32))]),
    f(0x02800000, 0x03800000, &[Mem(&SCONST32PI)]).view(&[As(0, Mem(&u::SCONST32PI))]),
    f(0x00000000, 0x00800000, &[Reg(&SSRC2)]),
    f(0x01000000, 0x01000000, &[Reg(&SSRC2)]),
];

static NONE: &Table = tab![];

static MOV: &Table = tab![
    f(0x10000000, 0xf0008002, &[T("mov", S::Mov), Sub(SFU17), T("b16", S::B16), Reg(&SHDST), Sub(SSH)])
        .view(&[A(W("MOV32")), A(W("U16")), Ref(1), Ref(3), Ref(4)]),
    f(0x10008000, 0xf0008002, &[T("mov", S::Mov), Sub(SFU17), T("b32", S::B32), Reg(&SDST), Sub(SSW)])
        .view(&[A(W("MOV32")), Ref(1), Ref(3), Ref(4)]),
];

static ADD: &Table = tab![
    f(0x20000000, 0xe0008002, &[Sub(ADDOP), Sub(SAT8), T("b16", S::B16), Reg(&SHDST), Sub(SSH), Sub(SCH), Sub(ADDC0)])
        .view(&[A(W("IADD32")), A(W("U16")), Ref(1), Ref(3), Slot(0, 0), Ref(4), Slot(0, 1), Ref(5), Ref(6)]),
    f(0x20008000, 0xe0008002, &[Sub(ADDOP), Sub(SAT8), T("b32", S::B32), Reg(&SDST), Sub(SSW), Sub(SCW), Sub(ADDC0)])
        .view(&[A(W("IADD32")), Ref(1), Ref(3), Slot(0, 0), Ref(4), Slot(0, 1), Ref(5), Ref(6)]),
];

static MUL: &Table = tab![
    f(0x40000000, 0xf0400002, &[T("mul", S::Mul), Reg(&SDST), Sub(US16_15), Sub(SSH), Sub(US16_8), Sub(SCH)])
        .view(&[A(W("IMUL32")), Ref(2), Ref(4), Ref(1), Ref(3), Ref(5)]),
    f(0x40400000, 0xf0400002, &[T("mul", S::Mul), Reg(&SDST), Sub(HIGH8), Sub(US24_15), Sub(SSW), Sub(SCW)])
        .view(&[A(W("IMUL32")), Ref(2), Ref(3), Ref(1), Ref(4), Ref(5)]),
];

static SAD: &Table = tab![
    // NVIDIA's text does not show the operands' signedness.
    f(0x50000000, 0xf0008002, &[T("sad", S::Sad), Reg(&SDST), Sub(US16_8), Reg(&SHSRC), Reg(&SHSRC2), Reg(&SDST)])
        .view(&[A(W("ISAD32")), Ref(1), As(2, Sub(nv::QUIET8)), Ref(3), Ref(4), Ref(5)]),
    f(0x50008000, 0xf0008002, &[T("sad", S::Sad), Reg(&SDST), Sub(US32_8), Reg(&SSRC), Reg(&SSRC2), Reg(&SDST)])
        .view(&[A(W("ISAD32")), Ref(1), As(2, Sub(nv::QUIET8)), Ref(3), Ref(4), Ref(5)]),
];

/// Integer multiply-add: `add $d (mul u16 a b) $d`.
static MAD: &Table = tab![
    // NVIDIA: `IMAD32.U16 d, a, b, c`; `sub` negates the addend, `subr` the first factor.
    f(0x60000000, 0xe0008102, &[Sub(ADDOP), Reg(&SDST), Open, T("mul", S::Mul), T("u16", S::U16), Sub(SSH), Sub(SCH), Close, Reg(&SDST), Sub(ADDC0)])
        .view(&[A(W("IMAD32")), A(W("U16")), Ref(1), Slot(0, 0), Ref(5), Ref(6), Slot(0, 1), Ref(8), Ref(9)]),
    f(0x60000100, 0xe0008102, &[Sub(ADDOP), Reg(&SDST), Open, T("mul", S::Mul), T("s16", S::S16), Sub(SSH), Sub(SCH), Close, Reg(&SDST), Sub(ADDC0)])
        .view(&[A(W("IMAD32")), A(W("S16")), Ref(1), Slot(0, 0), Ref(5), Ref(6), Slot(0, 1), Ref(8), Ref(9)]),
    f(0x60008000, 0xe0008102, &[Sub(ADDOP), T("sat", S::Sat), Reg(&SDST), Open, T("mul", S::Mul), T("s16", S::S16), Sub(SSH), Sub(SCH), Close, Reg(&SDST), Sub(ADDC0)]),
    f(0x60008100, 0xe0008102, &[Sub(ADDOP), Reg(&SDST), Open, T("mul", S::Mul), T("u24", S::U24), Sub(SSW), Sub(SCW), Close, Reg(&SDST), Sub(ADDC0)])
        .view(&[A(W("IMAD32")), A(W("U24")), Ref(1), Slot(0, 0), Ref(5), Ref(6), Slot(0, 1), Ref(8), Ref(9)]),
];

static INTERP: &Table = tab![
    f(0x80000000, 0xf3000102, &[W("interp"), Reg(&SDST), Mem(&SVAR)]).ptype(pt::FP),
    f(0x81000000, 0xf3000102, &[W("interp"), Reg(&SDST), W("cent"), Mem(&SVAR)]).ptype(pt::FP),
    f(0x82000000, 0xf3000102, &[W("interp"), Reg(&SDST), Mem(&SVAR), Reg(&SSRC)]).ptype(pt::FP),
    f(0x83000000, 0xf3000102, &[W("interp"), Reg(&SDST), W("cent"), Mem(&SVAR), Reg(&SSRC)]).ptype(pt::FP),
    f(0x80000100, 0xf3000102, &[W("interp"), Reg(&SDST), W("flat"), Mem(&SVAR)]).ptype(pt::FP),
];

static RCP: &Table = tab![
    f(0x90000000, 0xf0000002, &[T("rcp", S::Rcp), T("f32", S::F32), Reg(&SDST), Sub(NEG22), Sub(ABS15), Reg(&SSRC)])
        .view(&[A(W("RCP32")), Ref(2), Ref(3), Ref(4), Ref(5)]),
    f(0x90000002, 0xf0000002, &[T("trap", S::Trap)]),
];

static FADD: &Table = tab![
    f(0xb0000000, 0xf0000002, &[T("add", S::Add), Sub(SAT8), T("f32", S::F32), Reg(&SDST), Sub(NEG15), Sub(SSW), Sub(NEG22), Sub(SCW)])
        .view(&[A(W("FADD32")), Ref(1), Ref(3), Ref(4), Ref(5), Ref(6), Ref(7)]),
    f(0xb0000002, 0xf0000002, &[T("brkpt", S::Brkpt)]).feat(feat::SM11),
];

static FMUL: &Table = tab![
    f(0xc0000000, 0xf0000002, &[T("mul", S::Mul), Sub(SAT8), T("f32", S::F32), Reg(&SDST), Sub(NEG15), Sub(SSW), Sub(NEG22), Sub(SCW)])
        .view(&[A(W("FMUL32")), Ref(1), Ref(3), Ref(4), Ref(5), Ref(6), Ref(7)]),
];

static FMAD: &Table = tab![
    f(0xe0000000, 0xf0000002, &[T("add", S::Add), Sub(SAT8), T("f32", S::F32), Reg(&SDST), Sub(NEG15), Open, T("mul", S::Mul), Sub(SSW), Sub(SCW), Close, Sub(NEG22), Reg(&SDST)])
        .view(&[A(W("FMAD32")), Ref(1), Ref(3), Ref(4), Ref(7), Ref(8), Ref(10), Ref(11)]),
];

static TEXOP: &Table = tab![
    f(0xf0000000, 0xf1000002, &[T("texauto", S::TexAuto), Sub(TEX8), Vec(&STDST), Reg(&TEX), Reg(&SAMP), Vec(&STSRC)]),
    f(0xf1000000, 0xf1000002, &[T("texfetch", S::TexFetch), Sub(TEX8), Vec(&STDST), Reg(&TEX), Reg(&SAMP), Vec(&STSRC)]),
];

/// Indexed by the primary opcode (word 0 bits 28-31).
pub static SHORT: [&Table; 16] =
    [NONE, MOV, ADD, ADD, MUL, SAD, MAD, MAD, INTERP, RCP, NONE, FADD, FMUL, NONE, FMAD, TEXOP];
