//! Short (32-bit) instructions: word 0 bit 0 clear. Register fields are 6 bits wide.

use crate::sem::{Sem as S, T};
use gpuisa_engine::{flag, pick};
use super::fields::*;
use crate::engine::{Atom::*, Form, Table, W};
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
static SAT8: &Table = flag!(8, "sat", S::Sat as u16);
static HIGH8: &Table = flag!(8, "high", S::High as u16);
static US16_8: &Table = pick!(8, "u16", S::U16 as u16, "s16", S::S16 as u16);
static US32_8: &Table = pick!(8, "u32", S::U32 as u16, "s32", S::S32 as u16);
static TEX8: &Table = pick!(8, "all", "live");
static NEG15: &Table = flag!(15, "neg", S::Neg as u16);
static ABS15: &Table = flag!(15, "abs", S::Abs as u16);
static US16_15: &Table = pick!(15, "u16", S::U16 as u16, "s16", S::S16 as u16);
static US24_15: &Table = pick!(15, "u24", S::U24 as u16, "s24", S::S24 as u16);
static NEG22: &Table = flag!(22, "neg", S::Neg as u16);

/// add / sub / subr / addc: bits 28 (the low opcode bit) and 22.
pub static ADDOP: &Table = &[
    f(0x00000000, 0x10400000, &[T("add", S::Add)]),
    f(0x00400000, 0x10400000, &[T("sub", S::Sub)]),
    f(0x10000000, 0x10400000, &[T("subr", S::Subr)]),
    f(0x10400000, 0x10400000, &[T("addc", S::Addc)]),
];
/// addc of short and immediate forms adds carry from $c0.
pub static ADDC0: &Table = &[f(0x10400000, 0x10400000, &[Reg(&C0)]), f(0, 0, &[])];

/// Source 1 from s[] (bit 24 set): the kind and size of the access, or a[] / p[] outside compute.
pub static SS: &Table = &[
    f(0x01800000, 0x01800000, &[Mem(&SPRIM)]).ptype(pt::GP),
    f(0x01000000, 0x03806000, &[T("u8", S::U8), Mem(&SSHARED8)]).ptype(pt::CP),
    f(0x01002000, 0x03806000, &[T("u16", S::U16), Mem(&SSHARED16)]).ptype(pt::CP),
    f(0x01004000, 0x03806000, &[T("s16", S::S16), Mem(&SSHARED16)]).ptype(pt::CP),
    f(0x01006000, 0x03806000, &[T("b32", S::B32), Mem(&SSHARED32)]).ptype(pt::CP),
    f(0x03000000, 0x03806000, &[T("u8", S::U8), Mem(&SSHARED8PI)]).ptype(pt::CP),
    f(0x03002000, 0x03806000, &[T("u16", S::U16), Mem(&SSHARED16PI)]).ptype(pt::CP),
    f(0x03004000, 0x03806000, &[T("s16", S::S16), Mem(&SSHARED16PI)]).ptype(pt::CP),
    f(0x03006000, 0x03806000, &[T("b32", S::B32), Mem(&SSHARED32PI)]).ptype(pt::CP),
    f(0x01000000, 0x01800000, &[Mem(&SATTR)]).ptype(pt::VP | pt::GP),
];

/// Source 1, half or whole register, or s[].
static SSH: &Table = &[f(0, 0x01000000, &[Reg(&SHSRC)]), f(0x01000000, 0x01000000, &[Sub(SS)])];
pub static SSW: &Table = &[f(0, 0x01000000, &[Reg(&SSRC)]), f(0x01000000, 0x01000000, &[Sub(SS)])];

/// Source 2, register or c[] (bit 23, not together with s[] in source 1; bit 25: post-increment).
static SCH: &Table = &[
    f(0x00800000, 0x03800000, &[Mem(&SCONST16)]),
    f(0x02800000, 0x03800000, &[Mem(&SCONST16PI)]),
    f(0x00000000, 0x00800000, &[Reg(&SHSRC2)]),
    f(0x01000000, 0x01000000, &[Reg(&SHSRC2)]),
];
pub static SCW: &Table = &[
    f(0x00800000, 0x03800000, &[Mem(&SCONST32)]),
    f(0x02800000, 0x03800000, &[Mem(&SCONST32PI)]),
    f(0x00000000, 0x00800000, &[Reg(&SSRC2)]),
    f(0x01000000, 0x01000000, &[Reg(&SSRC2)]),
];

static NONE: &Table = tab![];

static MOV: &Table = tab![
    f(0x10000000, 0xf0008002, &[T("mov", S::Mov), Sub(SFU17), T("b16", S::B16), Reg(&SHDST), Sub(SSH)]),
    f(0x10008000, 0xf0008002, &[T("mov", S::Mov), Sub(SFU17), T("b32", S::B32), Reg(&SDST), Sub(SSW)]),
];

static ADD: &Table = tab![
    f(0x20000000, 0xe0008002, &[Sub(ADDOP), Sub(SAT8), T("b16", S::B16), Reg(&SHDST), Sub(SSH), Sub(SCH), Sub(ADDC0)]),
    f(0x20008000, 0xe0008002, &[Sub(ADDOP), Sub(SAT8), T("b32", S::B32), Reg(&SDST), Sub(SSW), Sub(SCW), Sub(ADDC0)]),
];

static MUL: &Table = tab![
    f(0x40000000, 0xf0400002, &[T("mul", S::Mul), Reg(&SDST), Sub(US16_15), Sub(SSH), Sub(US16_8), Sub(SCH)]),
    f(0x40400000, 0xf0400002, &[T("mul", S::Mul), Reg(&SDST), Sub(HIGH8), Sub(US24_15), Sub(SSW), Sub(SCW)]),
];

static SAD: &Table = tab![
    f(0x50000000, 0xf0008002, &[T("sad", S::Sad), Reg(&SDST), Sub(US16_8), Reg(&SHSRC), Reg(&SHSRC2), Reg(&SDST)]),
    f(0x50008000, 0xf0008002, &[T("sad", S::Sad), Reg(&SDST), Sub(US32_8), Reg(&SSRC), Reg(&SSRC2), Reg(&SDST)]),
];

/// Integer multiply-add: `add $d (mul u16 a b) $d`.
static MAD: &Table = tab![
    f(0x60000000, 0xe0008102, &[Sub(ADDOP), Reg(&SDST), Open, T("mul", S::Mul), T("u16", S::U16), Sub(SSH), Sub(SCH), Close, Reg(&SDST), Sub(ADDC0)]),
    f(0x60000100, 0xe0008102, &[Sub(ADDOP), Reg(&SDST), Open, T("mul", S::Mul), T("s16", S::S16), Sub(SSH), Sub(SCH), Close, Reg(&SDST), Sub(ADDC0)]),
    f(0x60008000, 0xe0008102, &[Sub(ADDOP), T("sat", S::Sat), Reg(&SDST), Open, T("mul", S::Mul), T("s16", S::S16), Sub(SSH), Sub(SCH), Close, Reg(&SDST), Sub(ADDC0)]),
    f(0x60008100, 0xe0008102, &[Sub(ADDOP), Reg(&SDST), Open, T("mul", S::Mul), T("u24", S::U24), Sub(SSW), Sub(SCW), Close, Reg(&SDST), Sub(ADDC0)]),
];

static INTERP: &Table = tab![
    f(0x80000000, 0xf3000102, &[W("interp"), Reg(&SDST), Mem(&SVAR)]).ptype(pt::FP),
    f(0x81000000, 0xf3000102, &[W("interp"), Reg(&SDST), W("cent"), Mem(&SVAR)]).ptype(pt::FP),
    f(0x82000000, 0xf3000102, &[W("interp"), Reg(&SDST), Mem(&SVAR), Reg(&SSRC)]).ptype(pt::FP),
    f(0x83000000, 0xf3000102, &[W("interp"), Reg(&SDST), W("cent"), Mem(&SVAR), Reg(&SSRC)]).ptype(pt::FP),
    f(0x80000100, 0xf3000102, &[W("interp"), Reg(&SDST), W("flat"), Mem(&SVAR)]).ptype(pt::FP),
];

static RCP: &Table = tab![
    f(0x90000000, 0xf0000002, &[T("rcp", S::Rcp), T("f32", S::F32), Reg(&SDST), Sub(NEG22), Sub(ABS15), Reg(&SSRC)]),
    f(0x90000002, 0xf0000002, &[T("trap", S::Trap)]),
];

static FADD: &Table = tab![
    f(0xb0000000, 0xf0000002, &[T("add", S::Add), Sub(SAT8), T("f32", S::F32), Reg(&SDST), Sub(NEG15), Sub(SSW), Sub(NEG22), Sub(SCW)]),
    f(0xb0000002, 0xf0000002, &[T("brkpt", S::Brkpt)]).feat(feat::SM11),
];

static FMUL: &Table = tab![
    f(0xc0000000, 0xf0000002, &[T("mul", S::Mul), Sub(SAT8), T("f32", S::F32), Reg(&SDST), Sub(NEG15), Sub(SSW), Sub(NEG22), Sub(SCW)]),
];

static FMAD: &Table = tab![
    f(0xe0000000, 0xf0000002, &[T("add", S::Add), Sub(SAT8), T("f32", S::F32), Reg(&SDST), Sub(NEG15), Open, T("mul", S::Mul), Sub(SSW), Sub(SCW), Close, Sub(NEG22), Reg(&SDST)]),
];

static TEXOP: &Table = tab![
    f(0xf0000000, 0xf1000002, &[W("texauto"), Sub(TEX8), Vec(&STDST), Reg(&TEX), Reg(&SAMP), Vec(&STSRC)]),
    f(0xf1000000, 0xf1000002, &[W("texfetch"), Sub(TEX8), Vec(&STDST), Reg(&TEX), Reg(&SAMP), Vec(&STSRC)]),
];

/// Indexed by the primary opcode (word 0 bits 28-31).
pub static SHORT: [&Table; 16] =
    [NONE, MOV, ADD, ADD, MUL, SAD, MAD, MAD, INTERP, RCP, NONE, FADD, FMUL, NONE, FMAD, TEXOP];
