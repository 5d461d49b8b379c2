//! Single (class 0) and double (class 1) precision arithmetic and comparisons.
//!
//! Opcodes of these classes are bits 59-63: bit 58 belongs to an operand where a form reads it (a
//! comparison's fourth bit) and is otherwise left unexplained, as envytools leaves it.

use super::fields::*;
use crate::sem::Sem;
use crate::envy::{self, fields as ef};
use gpuisa_engine::view::V::*;
use gpuisa_engine::{Atom::*, MemBaseSpec, MemSpec, Table, W};

/// The opcode mask of classes 0-3: bits 59-63 and 0-3 (bit 58 is not part of it).
pub const OPM5: u64 = OPM & !(1 << 58);

pub(super) static FTZ5: &Table = &[f(1 << 5, 1 << 5, &[W("FTZ")]).sem(Sem::Ftz.t()).view(&[A(W("ftz"))]), f(0, 1 << 5, &[])];
pub(super) static FTZ6: &Table = &[f(1 << 6, 1 << 6, &[W("FTZ")]).sem(Sem::Ftz.t()).view(&[A(W("ftz"))]), f(0, 1 << 6, &[])];
static FTZ59: &Table = &[f(1 << 59, 1 << 59, &[W("FTZ")]).sem(Sem::Ftz.t()).view(&[A(W("ftz"))]), f(0, 1 << 59, &[])];
/// `.FMZ` (bit 7): multiplications by zero give zero (Direct3D's rule). No document gives the sign of
/// that zero or how FFMA adds it: refused ([`Sem::Unmodelled`]).
pub(super) static FMZ7: &Table = &[f(1 << 7, 1 << 7, &[W("FMZ")]).sem(Sem::Unmodelled.t()).view(&[A(W("fmz"))]), f(0, 1 << 7, &[])];
static SAT49: &Table = &[f(1 << 49, 1 << 49, &[W("SAT")]).sem(Sem::Sat.t()).view(&[A(W("sat"))]), f(0, 1 << 49, &[])];
static SAT5: &Table = &[f(1 << 5, 1 << 5, &[W("SAT")]).sem(Sem::Sat.t()).view(&[A(W("sat"))]), f(0, 1 << 5, &[])];
/// `.BF` (bit 5): a set writes 1.0 rather than all ones (PTX `set` with an `.f32` destination type).
static BF5: &Table = &[f(1 << 5, 1 << 5, &[W("BF")]).sem(Sem::DstF32.t()).view(&[A(W("f32"))]), f(0, 1 << 5, &[]).view(&[A(W("b32"))])];
/// Rounding (bits 55-56).
static RND55: &Table = &[
    f(0 << 55, 3 << 55, &[]).view(&[A(W("rn"))]),
    f(1 << 55, 3 << 55, &[W("RM")]).sem(Sem::RndM.t()).view(&[A(W("rm"))]),
    f(2 << 55, 3 << 55, &[W("RP")]).sem(Sem::RndP.t()).view(&[A(W("rp"))]),
    f(3 << 55, 3 << 55, &[W("RZ")]).sem(Sem::RndZ.t()).view(&[A(W("rz"))]),
];
/// FMUL's scale of the product (bits 49-51); 7 is not known.
static FMULSCALE: &Table = &[
    f(0 << 49, 7 << 49, &[]),
    f(1 << 49, 7 << 49, &[W("D2")]).sem(Sem::Unmodelled.t()).view(&[A(W("div2"))]),
    f(2 << 49, 7 << 49, &[W("D4")]).sem(Sem::Unmodelled.t()).view(&[A(W("div4"))]),
    f(3 << 49, 7 << 49, &[W("D8")]).sem(Sem::Unmodelled.t()).view(&[A(W("div8"))]),
    f(4 << 49, 7 << 49, &[W("M8")]).sem(Sem::Unmodelled.t()).view(&[A(W("mul8"))]),
    f(5 << 49, 7 << 49, &[W("M4")]).sem(Sem::Unmodelled.t()).view(&[A(W("mul4"))]),
    f(6 << 49, 7 << 49, &[W("M2")]).sem(Sem::Unmodelled.t()).view(&[A(W("mul2"))]),
];
/// FMUL's negation of the product (bit 57), printed on the second source (negating it is exact).
static NEG57: &Table = &[f(1 << 57, 1 << 57, &[gpuisa_engine::Pre("-")]).sem(Sem::Neg.t()).view(&[A(W("neg"))]), f(0, 1 << 57, &[])];
/// `.CC` where execution does not model the condition code write.
static CC48U: &Table = &[f(1 << 48, 1 << 48, &[gpuisa_engine::Post(".CC")]).sem(Sem::Unmodelled.t()).view(CARRY), f(0, 1 << 48, &[])];
static MUFUOP: &Table = &[
    f(0 << 26, 7 << 26, &[W("COS")]).sem(Sem::MufuCos.t()).view(&[A(W("cos")), Part, A(W("f32"))]),
    f(1 << 26, 7 << 26, &[W("SIN")]).sem(Sem::MufuSin.t()).view(&[A(W("sin")), Part, A(W("f32"))]),
    f(2 << 26, 7 << 26, &[W("EX2")]).sem(Sem::MufuEx2.t()).view(&[A(W("ex2")), Part, A(W("f32"))]),
    f(3 << 26, 7 << 26, &[W("LG2")]).sem(Sem::MufuLg2.t()).view(&[A(W("lg2")), Part, A(W("f32"))]),
    f(4 << 26, 7 << 26, &[W("RCP")]).sem(Sem::MufuRcp.t()).view(&[A(W("rcp")), Part, A(W("f32"))]),
    f(5 << 26, 7 << 26, &[W("RSQ")]).sem(Sem::MufuRsq.t()).view(&[A(W("rsqrt")), Part, A(W("f32"))]),
    f(6 << 26, 7 << 26, &[W("RCP64H")]).view(&[A(W("rcp64h"))]),
    f(7 << 26, 7 << 26, &[W("RSQ64H")]).view(&[A(W("rsqrt64h"))]),
];
/// RRO's function (bit 5).
static RROOP: &Table = &[f(0, 1 << 5, &[W("SINCOS")]).view(&[A(W("presin"))]), f(1 << 5, 1 << 5, &[W("EX2")]).view(&[A(W("preex2"))])];
/// FSWZ: the operation of each lane (bits 38-39, 36-37, 34-35, 32-33), envytools' names.
macro_rules! qop {
    ($lsb:expr) => {
        &[
            f(0 << $lsb, 3 << $lsb, &[W("ADD")]).view(&[A(W("add"))]),
            f(1 << $lsb, 3 << $lsb, &[W("SUBR")]).view(&[A(W("subr"))]),
            f(2 << $lsb, 3 << $lsb, &[W("SUB")]).view(&[A(W("sub"))]),
            f(3 << $lsb, 3 << $lsb, &[W("MOV2")]).view(&[A(W("mov2"))]),
        ]
    };
}
static QOP0: &Table = qop!(38);
static QOP1: &Table = qop!(36);
static QOP2: &Table = qop!(34);
static QOP3: &Table = qop!(32);
/// FSWZ's source lane (bits 6-8; 6 and 7 are not known).
static QSEL: &Table = &[
    f(0 << 6, 7 << 6, &[W("L0")]).view(&[A(W("l0"))]),
    f(1 << 6, 7 << 6, &[W("L1")]).view(&[A(W("l1"))]),
    f(2 << 6, 7 << 6, &[W("L2")]).view(&[A(W("l2"))]),
    f(3 << 6, 7 << 6, &[W("L3")]).view(&[A(W("l3"))]),
    f(4 << 6, 7 << 6, &[W("DX")]).view(&[A(W("dx"))]),
    f(5 << 6, 7 << 6, &[W("DY")]).view(&[A(W("dy"))]),
];
/// FSWZ's `.NDV` (bit 9): derivatives for all lanes rather than the pixel's.
static NDV9: &Table = &[f(1 << 9, 1 << 9, &[W("NDV")]).view(&[A(W("dall"))]), f(0, 1 << 9, &[]).view(&[A(W("dfp"))])];
/// IPA's mode (bits 6-7) and sample (bits 8-9; 3 is not known).
static IPAMODE: &Table = &[f(0 << 6, 3 << 6, &[W("PASS")]).view(&[A(W("pass"))]), f(1 << 6, 3 << 6, &[W("MUL")]).view(&[A(W("mul"))]), f(2 << 6, 3 << 6, &[W("FLAT")]).view(&[A(W("flat"))]), f(3 << 6, 3 << 6, &[W("SC")]).view(&[A(W("sc"))])];
static IPASAMPLE: &Table = &[f(0 << 8, 3 << 8, &[]), f(1 << 8, 3 << 8, &[W("CENTROID")]).view(&[A(W("cent"))]), f(2 << 8, 3 << 8, &[W("OFFSET")]).view(&[A(W("off"))])];
/// `a [R1+0x10]`: an attribute, register plus bits 32-41.
static ATTR: MemSpec = MemSpec { space: "a", bank: None, base: MemBaseSpec::Reg(&SRC1), offset: Some(uimm(32, 10)), postinc: false };
/// The predicate a set combines its result with (negation bit 52), read only when the combination
/// (bits 53-54) is known, as envytools reads them together. `AND pt` does not read the negation (envytools
/// prints nothing for it either way, and leaves bit 52 unexplained).
pub static PSRC3B: &Table = &[
    f(7 << 49 | 0 << 53, 7 << 49 | 3 << 53, &[Reg(&PSRC3)]),
    f(0 << 53, 3 << 53, &[Sub(pnot!(52)), Reg(&PSRC3)]),
    f(1 << 53, 3 << 53, &[Sub(pnot!(52)), Reg(&PSRC3)]),
    f(2 << 53, 3 << 53, &[Sub(pnot!(52)), Reg(&PSRC3)]),
];
/// Sources 2 and 3 of DFMA by kind: kind 2 reads a register pair from the source 3 field and a constant.
static SRC23D: &Table = &[
    f(0 << 46, 3 << 46, &[Reg(&SRC2D), Sub(NEG8), Reg(&SRC3D)]),
    f(1 << 46, 3 << 46, &[Mem(&CONST2), Sub(NEG8), Reg(&SRC3D)]),
    f(2 << 46, 3 << 46, &[Reg(&SRC3D), Sub(NEG8), Mem(&CONST2)]),
    f(3 << 46, 3 << 46, &[Imm(&IMM20U), Sub(NEG8), Reg(&SRC3D)]).view(&[As(0, Imm(&ef::DIMM)), Ref(1), Ref(2)]),
];

pub static CLASS0: &Table = &[
    f(op(0x14, 0), OPM5, &[W("FADD"), Sub(FTZ5), Sub(RND55), Sub(SAT49), Sub(S4), Reg(&DST), Sub(CC48U), Sub(NEG9), Sub(ABS7_OPEN), Reg(&SRC1), Sub(ABS7_CLOSE), Sub(NEG8), Sub(ABS6_OPEN), Sub(SRC2F), Sub(ABS6_CLOSE)])
        .view(&[A(W("add")), Ref(1), Ref(3), Ref(2), A(W("f32")), Ref(5), Ref(6), Ref(7), Ref(8), Ref(9), Out(10), Ref(11), Ref(12), Ref(13), Out(14), Out(4)]),
    f(op(0x16, 0), OPM5, &[W("FMUL"), Sub(FMULSCALE), Sub(FTZ6), Sub(FMZ7), Sub(RND55), Sub(SAT5), Sub(S4), Reg(&DST), Sub(CC48U), Reg(&SRC1), Sub(NEG57), Sub(SRC2F)])
        .view(&[A(W("mul")), Ref(1), Ref(3), Ref(2), Ref(5), Ref(4), Ref(10), A(W("f32")), Ref(7), Ref(8), Ref(9), Ref(11), Out(6)]),
    f(op(0x0c, 0), OPM5, &[W("FFMA"), Sub(FTZ6), Sub(FMZ7), Sub(RND55), Sub(SAT5), Sub(S4), Reg(&DST), Sub(CC48U), Reg(&SRC1), Sub(NEG9), Sub(SRC23NF)])
        .view(&[A(W("fma")), Ref(1), Ref(2), Ref(4), Ref(3), A(W("f32")), Ref(6), Ref(7), Ref(9), Ref(8), Ref(10), Out(5)]),
    // Bit 58 belongs to the comparison, bit 59 is FTZ.
    f(op(0x08, 0), OPM & !(3 << 58), &[W("FSETP"), Sub(FCMP), Sub(FTZ59), Sub(BOP53), Sub(S4), Reg(&PDST), Reg(&PDST2), Sub(NEG9), Sub(ABS7_OPEN), Reg(&SRC1), Sub(ABS7_CLOSE), Sub(NEG8), Sub(ABS6_OPEN), Sub(SRC2F), Sub(ABS6_CLOSE), Sub(PSRC3B)])
        .view(&[A(W("set")), Ref(2), Ref(5), Ref(6), Ref(1), A(W("f32")), Ref(7), Ref(8), Ref(9), Out(10), Ref(11), Ref(12), Ref(13), Out(14), As(15, Sub(envy::SETLOP)), Out(3), Out(4)]),
    f(op(0x04, 0), OPM & !(3 << 58), &[W("FSET"), Sub(FCMP), Sub(BF5), Sub(FTZ59), Sub(BOP53), Sub(S4), Reg(&DST), Sub(CC48), Sub(NEG9), Sub(ABS7_OPEN), Reg(&SRC1), Sub(ABS7_CLOSE), Sub(NEG8), Sub(ABS6_OPEN), Sub(SRC2F), Sub(ABS6_CLOSE), Sub(PSRC3B)])
        .view(&[A(W("set")), Ref(3), Ref(2), Ref(6), Ref(7), Ref(1), A(W("f32")), Ref(8), Ref(9), Ref(10), Out(11), Ref(12), Ref(13), Ref(14), Out(15), As(16, Sub(envy::SETLOP)), Out(4), Out(5)]),
    f(op(0x02, 0), OPM5, &[W("FMNMX"), Sub(FTZ5), Sub(S4), Reg(&DST), Sub(CC48U), Sub(NEG9), Sub(ABS7_OPEN), Reg(&SRC1), Sub(ABS7_CLOSE), Sub(NEG8), Sub(ABS6_OPEN), Sub(SRC2F), Sub(ABS6_CLOSE), Sub(PSRC3N)])
        .view(&[As(13, Sub(envy::MINMAX)), Ref(1), A(W("f32")), Ref(3), Ref(4), Ref(5), Ref(6), Ref(7), Out(8), Ref(9), Ref(10), Ref(11), Out(12), Out(2)]),
    f(op(0x0e, 0), OPM5, &[W("FCMP"), Sub(FCMP), Sub(FTZ5), Sub(S4), Reg(&DST), Reg(&SRC1), Sub(SRC23F)])
        .view(&[A(W("slct")), Ref(2), A(W("b32")), Ref(4), Ref(5), Slot(6, 0), Ref(1), A(W("f32")), Slot(6, 1), Out(3)]),
    f(op(0x12, 0), OPM5, &[W("FSWZ"), Sub(FTZ5), Sub(RND55), Sub(QOP0), Sub(QOP1), Sub(QOP2), Sub(QOP3), Sub(QSEL), Sub(NDV9), Sub(S4), Reg(&DST), Sub(CC48), Reg(&SRC1), Reg(&SRC2)])
        .view(&[A(W("quadop")), Ref(1), Ref(2), A(W("f32")), Ref(3), Ref(4), Ref(5), Ref(6), Ref(10), Ref(11), Ref(8), Ref(7), Ref(12), Ref(13), Out(9)]),
    f(op(0x18, 0), OPM5, &[W("RRO"), Sub(RROOP), Sub(S4), Reg(&DST), Sub(NEG8), Sub(ABS6_OPEN), Sub(SRC2F), Sub(ABS6_CLOSE)])
        .view(&[Ref(1), A(W("f32")), Ref(3), Ref(4), Ref(5), Ref(6), Out(7), Out(2)]),
    f(op(0x30, 0), OPM5, &[W("IPA"), Sub(IPAMODE), Sub(IPASAMPLE), Sub(SAT5), Sub(S4), Reg(&DST), Mem(&ATTR), Reg(&SRC2), Reg(&SRC3)])
        .view(&[A(W("interp")), Ref(1), Ref(3), A(W("f32")), Ref(5), Ref(2), Ref(6), Ref(7), Ref(8), Out(4)]),
    f(op(0x32, 0), OPM5, &[W("MUFU"), Sub(MUFUOP), Sub(SAT5), Sub(S4), Reg(&DST), Sub(NEG9), Sub(ABS7_OPEN), Reg(&SRC1), Sub(ABS7_CLOSE)])
        .view(&[Slot(1, 0), Ref(2), Slot(1, 1), Ref(4), Ref(5), Ref(6), Ref(7), Out(8), Out(3)]),
    // Other opcodes: envytools reads bit 4 (`join`) before the opcode; so does this (`.S`).
    f(0, 0, &[Unknown, Sub(S4)]).view(&[A(Unknown), Out(1)]),
];

pub static CLASS1: &Table = &[
    f(op(0x12, 1), OPM5, &[W("DADD"), Sub(RND55), Sub(S4), Reg(&DSTD), Sub(CC48U), Sub(NEG9), Sub(ABS7_OPEN), Reg(&SRC1D), Sub(ABS7_CLOSE), Sub(NEG8), Sub(ABS6_OPEN), Sub(SRC2FD), Sub(ABS6_CLOSE)])
        .view(&[A(W("add")), Ref(1), A(W("f64")), Ref(3), Ref(4), Ref(5), Ref(6), Ref(7), Out(8), Ref(9), Ref(10), Ref(11), Out(12), Out(2)]),
    f(op(0x14, 1), OPM5, &[W("DMUL"), Sub(RND55), Sub(S4), Reg(&DSTD), Sub(CC48U), Reg(&SRC1D), Sub(NEG9), Sub(SRC2FD)])
        .view(&[A(W("mul")), Ref(1), Ref(6), A(W("f64")), Ref(3), Ref(4), Ref(5), Ref(7), Out(2)]),
    f(op(0x02, 1), OPM5, &[W("DMNMX"), Sub(S4), Reg(&DSTD), Sub(CC48), Sub(NEG9), Sub(ABS7_OPEN), Reg(&SRC1D), Sub(ABS7_CLOSE), Sub(NEG8), Sub(ABS6_OPEN), Sub(SRC2FD), Sub(ABS6_CLOSE), Sub(PSRC3N)])
        .view(&[As(12, Sub(envy::MINMAX)), A(W("f64")), Ref(2), Ref(3), Ref(4), Ref(5), Ref(6), Out(7), Ref(8), Ref(9), Ref(10), Out(11), Out(1)]),
    f(op(0x08, 1), OPM5, &[W("DFMA"), Sub(RND55), Sub(S4), Reg(&DSTD), Sub(CC48U), Reg(&SRC1D), Sub(NEG9), Sub(SRC23D)])
        .view(&[A(W("fma")), Ref(1), A(W("f64")), Ref(3), Ref(4), Ref(6), Ref(5), Ref(7), Out(2)]),
    f(op(0x06, 1), OPM5, &[W("DSETP"), Sub(FCMP), Sub(BOP53), Sub(S4), Reg(&PDST), Reg(&PDST2), Sub(NEG9), Sub(ABS7_OPEN), Reg(&SRC1D), Sub(ABS7_CLOSE), Sub(NEG8), Sub(ABS6_OPEN), Sub(SRC2FD), Sub(ABS6_CLOSE), Sub(PSRC3B)])
        .view(&[A(W("set")), Ref(4), Ref(5), Ref(1), A(W("f64")), Ref(6), Ref(7), Ref(8), Out(9), Ref(10), Ref(11), Ref(12), Out(13), As(14, Sub(envy::SETLOP)), Out(2), Out(3)]),
    f(op(0x04, 1), OPM5, &[W("DSET"), Sub(FCMP), Sub(BF5), Sub(BOP53), Sub(S4), Reg(&DST), Sub(CC48), Sub(NEG9), Sub(ABS7_OPEN), Reg(&SRC1D), Sub(ABS7_CLOSE), Sub(NEG8), Sub(ABS6_OPEN), Sub(SRC2FD), Sub(ABS6_CLOSE), Sub(PSRC3B)])
        .view(&[A(W("set")), Ref(2), Ref(5), Ref(6), Ref(1), A(W("f64")), Ref(7), Ref(8), Ref(9), Out(10), Ref(11), Ref(12), Ref(13), Out(14), As(15, Sub(envy::SETLOP)), Out(3), Out(4)]),
    f(0, 0, &[Unknown, Sub(S4)]).view(&[A(Unknown), Out(1)]),
];
