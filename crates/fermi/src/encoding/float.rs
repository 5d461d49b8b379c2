//! Single (class 0) and double (class 1) precision arithmetic and comparisons.

use super::fields::*;
use crate::sem::Sem;
use gpuisa_engine::{Atom::*, Table, W};

static FTZ5: &Table = &[f(1 << 5, 1 << 5, &[W("FTZ")]).sem(Sem::Ftz.t()), f(0, 1 << 5, &[])];
static FTZ59: &Table = &[f(1 << 59, 1 << 59, &[W("FTZ")]).sem(Sem::Ftz.t()), f(0, 1 << 59, &[])];
static SAT49: &Table = &[f(1 << 49, 1 << 49, &[W("SAT")]).sem(Sem::Sat.t()), f(0, 1 << 49, &[])];
/// Rounding (bits 55-56).
static RND55: &Table = &[
    f(0 << 55, 3 << 55, &[]),
    f(1 << 55, 3 << 55, &[W("RM")]).sem(Sem::RndM.t()),
    f(2 << 55, 3 << 55, &[W("RP")]).sem(Sem::RndP.t()),
    f(3 << 55, 3 << 55, &[W("RZ")]).sem(Sem::RndZ.t()),
];
static MUFUOP: &Table = &[
    f(0 << 26, 0xf << 26, &[W("COS")]).sem(Sem::MufuCos.t()),
    f(1 << 26, 0xf << 26, &[W("SIN")]).sem(Sem::MufuSin.t()),
    f(2 << 26, 0xf << 26, &[W("EX2")]).sem(Sem::MufuEx2.t()),
    f(3 << 26, 0xf << 26, &[W("LG2")]).sem(Sem::MufuLg2.t()),
    f(4 << 26, 0xf << 26, &[W("RCP")]).sem(Sem::MufuRcp.t()),
    f(5 << 26, 0xf << 26, &[W("RSQ")]).sem(Sem::MufuRsq.t()),
    f(6 << 26, 0xf << 26, &[W("RCP64H")]),
    f(7 << 26, 0xf << 26, &[W("RSQ64H")]),
];

pub static CLASS0: &Table = &[
    f(op(0x14, 0), OPM, &[W("FADD"), Sub(FTZ5), Sub(RND55), Sub(SAT49), Sub(S4), Reg(&DST), Sub(NEG9), Sub(ABS7_OPEN), Reg(&SRC1), Sub(ABS7_CLOSE), Sub(NEG8), Sub(ABS6_OPEN), Sub(SRC2F), Sub(ABS6_CLOSE)]).sem(Sem::Fadd.t()),
    f(op(0x16, 0), OPM, &[W("FMUL"), Sub(FTZ5), Sub(RND55), Sub(SAT49), Sub(S4), Reg(&DST), Reg(&SRC1), Sub(NEG8), Sub(SRC2F)]).sem(Sem::Fmul.t()),
    f(op(0x0c, 0), OPM, &[W("FFMA"), Sub(FTZ5), Sub(RND55), Sub(S4), Reg(&DST), Reg(&SRC1), Sub(NEG9), Sub(SRC23N)]).sem(Sem::Ffma.t()),
    // Bit 58 belongs to the comparison, bit 59 is FTZ.
    f(op(0x08, 0), OPM & !(3 << 58), &[W("FSETP"), Sub(FCMP), Sub(FTZ59), Sub(BOP53), Sub(S4), Reg(&PDST), Reg(&PDST2), Sub(NEG9), Sub(ABS7_OPEN), Reg(&SRC1), Sub(ABS7_CLOSE), Sub(NEG8), Sub(ABS6_OPEN), Sub(SRC2F), Sub(ABS6_CLOSE), Sub(PSRC3N)]).sem(Sem::Fsetp.t()),
    f(op(0x02, 0), OPM, &[W("FMNMX"), Sub(FTZ5), Sub(S4), Reg(&DST), Sub(CC48), Sub(NEG9), Sub(ABS7_OPEN), Reg(&SRC1), Sub(ABS7_CLOSE), Sub(NEG8), Sub(ABS6_OPEN), Sub(SRC2F), Sub(ABS6_CLOSE), Sub(PSRC3N)]).sem(Sem::Fmnmx.t()),
    f(op(0x32, 0), OPM, &[W("MUFU"), Sub(MUFUOP), Sub(S4), Reg(&DST), Reg(&SRC1)]).sem(Sem::Mufu.t()),
];

pub static CLASS1: &Table = &[
    f(op(0x12, 1), OPM, &[W("DADD"), Sub(RND55), Sub(S4), Reg(&DSTD), Sub(NEG9), Sub(ABS7_OPEN), Reg(&SRC1D), Sub(ABS7_CLOSE), Sub(NEG8), Sub(ABS6_OPEN), Sub(SRC2FD), Sub(ABS6_CLOSE)]).sem(Sem::Dadd.t()),
    f(op(0x14, 1), OPM, &[W("DMUL"), Sub(RND55), Sub(S4), Reg(&DSTD), Reg(&SRC1D), Sub(NEG9), Sub(SRC2FD)]).sem(Sem::Dmul.t()),
    f(op(0x02, 1), OPM, &[W("DMNMX"), Sub(S4), Reg(&DSTD), Sub(CC48), Sub(NEG9), Sub(ABS7_OPEN), Reg(&SRC1D), Sub(ABS7_CLOSE), Sub(NEG8), Sub(ABS6_OPEN), Sub(SRC2FD), Sub(ABS6_CLOSE), Sub(PSRC3N)]),
    f(op(0x08, 1), OPM, &[W("DFMA"), Sub(RND55), Sub(S4), Reg(&DSTD), Reg(&SRC1D), Sub(NEG9), Sub(SRC2FD), Sub(NEG8), Reg(&SRC3D)]).sem(Sem::Dfma.t()),
    f(op(0x06, 1), OPM & !(1 << 58), &[W("DSETP"), Sub(FCMP), Sub(BOP53), Sub(S4), Reg(&PDST), Reg(&PDST2), Sub(NEG9), Sub(ABS7_OPEN), Reg(&SRC1D), Sub(ABS7_CLOSE), Sub(NEG8), Sub(ABS6_OPEN), Sub(SRC2FD), Sub(ABS6_CLOSE), Sub(PSRC3N)]).sem(Sem::Dsetp.t()),
];
