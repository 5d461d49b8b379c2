//! Integer arithmetic, comparison, shift and bit-field operations (opcode class 3 and the 32-bit
//! immediate forms of class 2).

use super::fields::*;
use crate::sem::Sem;
use gpuisa_engine::{Atom::*, Table, W};

/// `.U32.U32`-style signedness of multiplies: bit 5 (source 1) and bit 7 (source 2), set when signed.
static MULSIGN: &Table = &[
    f(0, 1 << 5 | 1 << 7, &[W("U32"), W("U32")]),
    f(1 << 5, 1 << 5 | 1 << 7, &[W("S32"), W("U32")]).sem(Sem::Signed1.t()),
    f(1 << 7, 1 << 5 | 1 << 7, &[W("U32"), W("S32")]).sem(Sem::Signed2.t()),
    f(1 << 5 | 1 << 7, 1 << 5 | 1 << 7, &[Sub(SIGNED2)]).sem(Sem::Signed1.t()),
];
static HI6: &Table = &[f(1 << 6, 1 << 6, &[W("HI")]).sem(Sem::Hi.t()), f(0, 1 << 6, &[])];
/// ISUB's subtraction: source 2 negated (bit 8, which the form's mask holds; prints nothing).
static ISUB_NEG: &Table = &[f(0, 0, &[]).sem(Sem::Neg.t())];
/// Both sources signed: the second's mark (prints nothing).
static SIGNED2: &Table = &[f(0, 0, &[]).sem(Sem::Signed2.t())];
static SAT: &Table = &[f(1 << 56, 1 << 56, &[W("SAT")]).sem(Sem::Sat.t()), f(0, 1 << 56, &[])];
/// `.X`: IMAD adds the carry in (bit 55).
static X55: &Table = &[f(1 << 55, 1 << 55, &[W("X")]).sem(Sem::X.t()), f(0, 1 << 55, &[])];
/// `.W` on SHL/SHR: the shift count wraps rather than clamps (bit 9).
static W9: &Table = &super::fields::wrap_flag(9);
static NEG55: &Table = &[f(1 << 55, 1 << 55, &[gpuisa_engine::Pre("-")]).sem(Sem::Neg.t()), f(0, 1 << 55, &[])];
static NEG56: &Table = &[f(1 << 56, 1 << 56, &[gpuisa_engine::Pre("-")]).sem(Sem::Neg.t()), f(0, 1 << 56, &[])];
/// Logic operation (bits 6-7).
static LOPOP: &Table = &[
    f(0 << 6, 3 << 6, &[W("AND")]).sem(Sem::LopAnd.t()),
    f(1 << 6, 3 << 6, &[W("OR")]).sem(Sem::LopOr.t()),
    f(2 << 6, 3 << 6, &[W("XOR")]).sem(Sem::LopXor.t()),
    f(3 << 6, 3 << 6, &[W("PASS_B")]).sem(Sem::LopPassB.t()),
];

pub static CLASS3: &Table = &[
    // CUDA 5+ listings: `ISUB R1, R1, 0x40;` where CUDA 4.x print `IADD R1, R1, -0x40;`.
    f(op(0x12, 3) | 1 << 8, OPM | 3 << 8, &[W("ISUB"), Sub(SAT), Sub(X6), Sub(S4), Reg(&DST), Sub(CC48), Reg(&SRC1), Sub(ISUB_NEG), Sub(SRC2S)]).feat(super::CUDA5).sem(Sem::Iadd.t()),
    f(op(0x12, 3), OPM, &[W("IADD"), Sub(SAT), Sub(X6), Sub(S4), Reg(&DST), Sub(CC48), Sub(NEG9), Reg(&SRC1), Sub(NEG8), Sub(SRC2S)]).sem(Sem::Iadd.t()),
    f(op(0x10, 3), OPM, &[W("ISCADD"), Sub(S4), Reg(&DST), Sub(CC48), Sub(NEG56), Reg(&SRC1), Sub(NEG55), Sub(SRC2S), Imm(&uimm(5, 5))]).sem(Sem::Iscadd.t()),
    f(op(0x14, 3), OPM, &[W("IMUL"), Sub(MULSIGN), Sub(HI6), Sub(S4), Reg(&DST), Sub(CC48), Reg(&SRC1), Sub(SRC2S)]).sem(Sem::Imul.t()),
    f(op(0x08, 3), OPM, &[W("IMAD"), Sub(MULSIGN), Sub(HI6), Sub(X55), Sub(SAT), Sub(S4), Reg(&DST), Sub(CC48), Sub(NEG9), Reg(&SRC1), Sub(SRC23N)]).sem(Sem::Imad.t()),
    f(op(0x18, 3), OPM, &[W("SHL"), Sub(W9), Sub(S4), Reg(&DST), Sub(CC48), Reg(&SRC1), Sub(SRC2U)]).sem(Sem::Shl.t()),
    f(op(0x16, 3), OPM, &[W("SHR"), Sub(U32_5), Sub(W9), Sub(S4), Reg(&DST), Sub(CC48), Reg(&SRC1), Sub(SRC2U)]).sem(Sem::Shr.t()),
    f(op(0x1c, 3), OPM, &[W("BFE"), Sub(U32_5), Sub(S4), Reg(&DST), Sub(CC48), Reg(&SRC1), Sub(SRC2U)]).sem(Sem::Bfe.t()),
    f(op(0x0a, 3), OPM, &[W("BFI"), Sub(S4), Reg(&DST), Sub(CC48), Reg(&SRC1), Sub(SRC23)]).sem(Sem::Bfi.t()),
    f(op(0x1a, 3), OPM, &[W("LOP"), Sub(LOPOP), Sub(S4), Reg(&DST), Sub(CC48), Sub(INV9), Reg(&SRC1), Sub(INV8), Sub(SRC2U)]).sem(Sem::Lop.t()),
    f(op(0x06, 3), OPM, &[W("ISETP"), Sub(ICMP), Sub(U32_5), Sub(X6), Sub(BOP53), Sub(S4), Reg(&PDST), Reg(&PDST2), Reg(&SRC1), Sub(SRC2S), Sub(PSRC3N)]).sem(Sem::Isetp.t()),
    f(op(0x04, 3), OPM, &[W("ISET"), Sub(ICMP), Sub(U32_5), Sub(X6), Sub(BOP53), Sub(S4), Reg(&DST), Sub(CC48), Reg(&SRC1), Sub(SRC2S), Sub(PSRC3N)]).sem(Sem::Iset.t()),
    f(op(0x02, 3), OPM, &[W("IMNMX"), Sub(U32_5), Sub(S4), Reg(&DST), Sub(CC48), Reg(&SRC1), Sub(SRC2S), Sub(PSRC3N)]).sem(Sem::Imnmx.t()),
    f(op(0x0c, 3), OPM, &[W("ICMP"), Sub(ICMP), Sub(U32_5), Sub(S4), Reg(&DST), Reg(&SRC1), Sub(SRC23)]).sem(Sem::Icmp.t()),
    f(op(0x1e, 3), OPM, &[W("FLO"), Sub(U32_5), Sub(gpuisa_engine::flag!(6, "SH")), Sub(S4), Reg(&DST), Sub(INV8), Sub(SRC2U)]).sem(Sem::Flo.t()),
];

pub static CLASS2: &Table = &[
    f(op(0x02, 2), OPM, &[W("IADD32I"), Sub(X6), Sub(S4), Reg(&DST), Reg(&SRC1), Imm(&IMM32)]).sem(Sem::Iadd32i.t()),
    // Bits 5-8 are a write mask that NVIDIA's compiler always sets whole (no other value is printed).
    f(op(0x06, 2) | 0xf << 5, OPM | 0xf << 5, &[W("MOV32I"), Sub(S4), Reg(&DST), Imm(&IMM32)]).sem(Sem::Mov32i.t()),
    f(op(0x05, 2), OPM, &[W("IMUL32I"), Sub(MULSIGN), Sub(HI6), Sub(S4), Reg(&DST), Reg(&SRC1), Imm(&IMM32)]).sem(Sem::Imul32i.t()),
    f(op(0x0e, 2), OPM, &[W("LOP32I"), Sub(LOPOP), Sub(S4), Reg(&DST), Sub(INV9), Reg(&SRC1), Imm(&IMM32)]).sem(Sem::Lop32i.t()),
];
