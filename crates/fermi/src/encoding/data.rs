//! Moves, selects, permutes, special registers, votes, barriers, predicate logic and conversions
//! (opcode class 4).

use super::fields::*;
use crate::sem::Sem;
use super::video;
use super::simd;
use gpuisa_engine::{Atom::*, Post, RegFile, RegShape, RegSpec, Table, W};
use gpuisa_core::BitField as B;

static VOTE_ATOMS: &[gpuisa_engine::Atom] = &[W("VOTE"), Sub(VOTEOP), Sub(S4), Reg(&DST), Reg(&PDST_VOTE), Sub(PSRC1N)];
static VOTEOP: &Table = &[
    f(0 << 5, 3 << 5, &[W("ALL")]).sem(Sem::VoteAll.t()),
    f(1 << 5, 3 << 5, &[W("ANY")]).sem(Sem::VoteAny.t()),
    f(2 << 5, 3 << 5, &[W("EQ")]).sem(Sem::VoteEq.t()),
];
/// Predicate-logic operations: the first combines the first two sources (bits 30-31), the second the
/// result with the third (bits 53-54). NVIDIA prints the sources in field order 49, 26, 20.
static BOP30: &Table =
    &[f(0 << 30, 3 << 30, &[W("AND")]).sem(Sem::Bop1And.t()), f(1 << 30, 3 << 30, &[W("OR")]).sem(Sem::Bop1Or.t()), f(2 << 30, 3 << 30, &[W("XOR")]).sem(Sem::Bop1Xor.t())];
static PSRC1N: &Table = &[f(0, 0, &[Sub(pnot!(23)), Reg(&PSRC1)])];
static PSRC2N: &Table = &[f(0, 0, &[Sub(pnot!(29)), Reg(&PSRC2)])];
/// The condition-code register operand of NOP (`CC.T`: the test, bits 5-9).
static CCREG: RegSpec = RegSpec { field: B::empty(), file: RegFile::C, shape: RegShape::Word };
static CCTEST: &Table = &[f(0xf << 5, 0x1f << 5, &[Reg(&CCREG), gpuisa_engine::Post(".T")]), f(0, 0, &[Sub(super::control::CC_T)])];
/// `.TRIG` and its event number (bits 26-41) of NOP with bit 50 (asfermi).
static TRIG: &Table = &[f(0, 0, &[W("TRIG")]).sem(Sem::Unmodelled.t())];
static PM_EVENT: gpuisa_engine::ImmSpec = uimm(26, 16);
/// The barrier B2R reads (bits 20-23).
static BAR_ID: gpuisa_engine::ImmSpec = uimm(20, 4);
/// MOV's lane mask (bits 5-8), printed when not all four.
static LANES: &Table = &[f(0, 0, &[Imm(&LANE_MASK)]).sem(Sem::Unmodelled.t())];
static LANE_MASK: gpuisa_engine::ImmSpec = uimm(5, 4);
/// PRMT's modes (bits 5-7; 0 is the default, 7 is not known).
static PRMT_MODE: &Table = &[
    f(0 << 5, 7 << 5, &[]),
    f(1 << 5, 7 << 5, &[W("F4E")]).sem(Sem::Unmodelled.t()),
    f(2 << 5, 7 << 5, &[W("B4E")]).sem(Sem::Unmodelled.t()),
    f(3 << 5, 7 << 5, &[W("RC8")]).sem(Sem::Unmodelled.t()),
    f(4 << 5, 7 << 5, &[W("ECL")]).sem(Sem::Unmodelled.t()),
    f(5 << 5, 7 << 5, &[W("ECR")]).sem(Sem::Unmodelled.t()),
    f(6 << 5, 7 << 5, &[W("RC16")]).sem(Sem::Unmodelled.t()),
];
/// The last predicate `pt` combined by AND (bits 49-51 = 7, 53-54 = 0): envytools reads no negation
/// bit then.
const AND_PT: u64 = 7 << 49;
const AND_PT_MASK: u64 = 7 << 49 | 3 << 53;
/// `.BF` (bit 5): the result is 1.0 rather than all ones (as FSET's and ISET's `.BF`).
static BF5: &Table = &[f(1 << 5, 1 << 5, &[W("BF")]).sem(Sem::Unmodelled.t()), f(0, 1 << 5, &[])];
/// `.CC` on a destination whose operation execution runs without it.
static CC48U: &Table = &[f(1 << 48, 1 << 48, &[Post(".CC")]).sem(Sem::Unmodelled.t()), f(0, 1 << 48, &[])];
/// The condition code test of CSET and CSETP (bits 20-24), with asfermi's names.
static CC_TEST20: &Table = &[
    f(0x00 << 20, 0x1f << 20, &[W("F")]),
    f(0x01 << 20, 0x1f << 20, &[W("LT")]),
    f(0x02 << 20, 0x1f << 20, &[W("EQ")]),
    f(0x03 << 20, 0x1f << 20, &[W("LE")]),
    f(0x04 << 20, 0x1f << 20, &[W("GT")]),
    f(0x05 << 20, 0x1f << 20, &[W("NE")]),
    f(0x06 << 20, 0x1f << 20, &[W("GE")]),
    f(0x07 << 20, 0x1f << 20, &[W("NUM")]),
    f(0x08 << 20, 0x1f << 20, &[W("NAN")]),
    f(0x09 << 20, 0x1f << 20, &[W("LTU")]),
    f(0x0a << 20, 0x1f << 20, &[W("EQU")]),
    f(0x0b << 20, 0x1f << 20, &[W("LEU")]),
    f(0x0c << 20, 0x1f << 20, &[W("GTU")]),
    f(0x0d << 20, 0x1f << 20, &[W("NEU")]),
    f(0x0e << 20, 0x1f << 20, &[W("GEU")]),
    f(0x0f << 20, 0x1f << 20, &[W("T")]),
    f(0x10 << 20, 0x1f << 20, &[W("OFF")]),
    f(0x11 << 20, 0x1f << 20, &[W("LO")]),
    f(0x12 << 20, 0x1f << 20, &[W("SFF")]),
    f(0x13 << 20, 0x1f << 20, &[W("LS")]),
    f(0x14 << 20, 0x1f << 20, &[W("HI")]),
    f(0x15 << 20, 0x1f << 20, &[W("SFT")]),
    f(0x16 << 20, 0x1f << 20, &[W("HS")]),
    f(0x17 << 20, 0x1f << 20, &[W("OFT")]),
];
static BAR_OPS: &Table = &[f(0, 0, &[Sub(S4), Reg(&DST), Reg(&PDST_BAR), Sub(BAR_SRC), Sub(BAR_COUNT), Sub(PSRC3N)])];
static PDST_BAR: RegSpec = RegSpec { field: B::new(53, 3), file: RegFile::P, shape: RegShape::Word };
static BAR_SRC: &Table = &[f(0, 1 << 47, &[Reg(&SRC1)]), f(1 << 47, 1 << 47, &[Imm(&BAR_ID)])];
static BAR_COUNT: &Table = &[f(0, 1 << 46, &[Reg(&SRC2)]), f(1 << 46, 1 << 46, &[Imm(&BAR_COUNT_IMM)])];
static BAR_COUNT_IMM: gpuisa_engine::ImmSpec = uimm(26, 12);
/// F2I's integer destinations: 16 to 64 bits (bits 20-21, sign bit 7); 8 bits is not known.
static ITYPE_D16: &Table = &[
    f(1 << 20, 3 << 20 | 1 << 7, &[W("U16")]).sem(Sem::DstU16.t()),
    f(2 << 20, 3 << 20 | 1 << 7, &[W("U32")]).sem(Sem::DstU32.t()),
    f(3 << 20, 3 << 20 | 1 << 7, &[W("U64")]),
    f(1 << 20 | 1 << 7, 3 << 20 | 1 << 7, &[W("S16")]).sem(Sem::DstS16.t()),
    f(2 << 20 | 1 << 7, 3 << 20 | 1 << 7, &[W("S32")]).sem(Sem::DstS32.t()),
    f(3 << 20 | 1 << 7, 3 << 20 | 1 << 7, &[W("S64")]),
];
/// I2I's integer sources: 8 to 32 bits (64 is not known).
static ITYPE_S32: &Table = &[
    f(0 << 23, 7 << 23 | 1 << 9, &[W("U8")]).sem(Sem::SrcU8.t()),
    f(1 << 23, 7 << 23 | 1 << 9, &[W("U16")]).sem(Sem::SrcU16.t()),
    f(2 << 23, 7 << 23 | 1 << 9, &[W("U32")]).sem(Sem::SrcU32.t()),
    f(0 << 23 | 1 << 9, 7 << 23 | 1 << 9, &[W("S8")]).sem(Sem::SrcS8.t()),
    f(1 << 23 | 1 << 9, 7 << 23 | 1 << 9, &[W("S16")]).sem(Sem::SrcS16.t()),
    f(2 << 23 | 1 << 9, 7 << 23 | 1 << 9, &[W("S32")]).sem(Sem::SrcS32.t()),
];
/// F2I's float sources (bits 23-25).
static FTYPE_S7: &Table = &[
    f(1 << 23, 7 << 23, &[W("F16")]).sem(Sem::SrcF16.t()),
    f(2 << 23, 7 << 23, &[W("F32")]).sem(Sem::SrcF32.t()),
    f(3 << 23, 7 << 23, &[W("F64")]).sem(Sem::SrcF64.t()),
];
/// The byte (bits 55-56) or half (bit 56) of an 8- or 16-bit integer source, after it (`R1.B3`). The
/// zero selector prints nothing and reads nothing: its bits are zero, so the residual is the same, and
/// the text of an unknown type could not tell the two apart.
static INT_SEL: &Table = &[
    f(0 << 23 | 1 << 55, 7 << 23 | 3 << 55, &[Post(".B1")]).sem(Sem::Unmodelled.t()),
    f(0 << 23 | 2 << 55, 7 << 23 | 3 << 55, &[Post(".B2")]).sem(Sem::Unmodelled.t()),
    f(0 << 23 | 3 << 55, 7 << 23 | 3 << 55, &[Post(".B3")]).sem(Sem::Unmodelled.t()),
    f(1 << 23 | 1 << 56, 7 << 23 | 1 << 56, &[Post(".H1")]).sem(Sem::Unmodelled.t()),
    f(0, 0, &[]),
];
/// The half (bit 56) of an F16 source: F2F's (type in bits 23-24), F2I's (23-25).
static F16_SEL: &Table = &[
    f(1 << 23 | 1 << 56, 3 << 23 | 1 << 56, &[Post(".H1")]).sem(Sem::Unmodelled.t()),
    f(0, 0, &[]),
];
static F16_SEL7: &Table = &[
    f(1 << 23 | 1 << 56, 7 << 23 | 1 << 56, &[Post(".H1")]).sem(Sem::Unmodelled.t()),
    f(0, 0, &[]),
];
/// `.SAT` of F2F and I2I (bit 5).
static SAT5: &Table = &[f(1 << 5, 1 << 5, &[W("SAT")]).sem(Sem::Unmodelled.t()), f(0, 1 << 5, &[])];
/// `|x|` (bit 6) where execution does not model it.
static ABS6U: &Table = &[f(1 << 6, 1 << 6, &[gpuisa_engine::Pre("|")]).sem(Sem::Unmodelled.t()), f(0, 1 << 6, &[])];
/// Conversions' operands where envytools reads them inside the type's entry: an unknown type leaves
/// them unread (`???`).
static F2I_DST: &Table = &[
    f(1 << 20, 3 << 20, &[Reg(&DST), Sub(CC48U)]),
    f(2 << 20, 3 << 20, &[Reg(&DST), Sub(CC48U)]),
    f(3 << 20, 3 << 20, &[Reg(&DST), Sub(CC48U)]),
];
static F_DST: &Table = F2I_DST;
const CVT_SRC: &[gpuisa_engine::Atom] = &[Sub(NEG8), Sub(ABS6U), Sub(SRC2U), Sub(INT_SEL), Sub(ABS6_CLOSE)];
const F2I_SRC_ATOMS: &[gpuisa_engine::Atom] = &[Sub(NEG8), Sub(ABS6U), Sub(SRC2F), Sub(F16_SEL7), Sub(ABS6_CLOSE)];
static F2I_SRC: &Table = &[
    f(1 << 23, 7 << 23, F2I_SRC_ATOMS),
    f(2 << 23, 7 << 23, F2I_SRC_ATOMS),
    f(3 << 23, 7 << 23, F2I_SRC_ATOMS),
];
static I2F_SRC: &Table = &[
    f(0 << 23, 7 << 23, CVT_SRC),
    f(1 << 23, 7 << 23, CVT_SRC),
    f(2 << 23, 7 << 23, CVT_SRC),
    // Execution converts 32-bit sources only: a 64-bit one is refused.
    f(3 << 23, 7 << 23, CVT_SRC64).sem(Sem::Unmodelled.t()),
];
/// A 64-bit integer source: a register pair or an immediate (envytools reads no c[] source then).
const CVT_SRC64: &[gpuisa_engine::Atom] = &[Sub(NEG8), Sub(ABS6U), Sub(SRC2_64), Sub(ABS6_CLOSE)];
static SRC2_64: &Table = &[f(0 << 46, 3 << 46, &[Reg(&SRC2D)]), f(3 << 46, 3 << 46, &[Imm(&IMM20U)])];
static I2I_SRC: &Table = &[
    f(0 << 23, 7 << 23, CVT_SRC),
    f(1 << 23, 7 << 23, CVT_SRC),
    f(2 << 23, 7 << 23, CVT_SRC),
];
/// PSET's and PSETP's first two sources, read (as envytools) only with a known operation (bits 30-31).
static P21_IF: &Table = &[
    f(0 << 30, 3 << 30, &[Sub(PSRC2N), Sub(PSRC1N)]),
    f(1 << 30, 3 << 30, &[Sub(PSRC2N), Sub(PSRC1N)]),
    f(2 << 30, 3 << 30, &[Sub(PSRC2N), Sub(PSRC1N)]),
];
/// The same two sources in CUDA 5.5's order, bits 20-23 first (Decoding-CUDA-Binary's binary20.cpp
/// encodes PSETP's operands so for cuobjdump 5.5 and later, and the CUDA 4.x way for 5.0 and before).
static P12_IF: &Table = &[
    f(0 << 30, 3 << 30, &[Sub(PSRC1N), Sub(PSRC2N)]),
    f(1 << 30, 3 << 30, &[Sub(PSRC1N), Sub(PSRC2N)]),
    f(2 << 30, 3 << 30, &[Sub(PSRC1N), Sub(PSRC2N)]),
];
static HI5: &Table = &[f(1 << 5, 1 << 5, &[W("HI")]), f(0, 1 << 5, &[])];

/// Conversion types: destination (bits 20-21), source (bits 23-24) sizes for F2F; float widths.
static FTYPE_D: &Table = &[
    f(1 << 20, 3 << 20, &[W("F16")]).sem(Sem::DstF16.t()),
    f(2 << 20, 3 << 20, &[W("F32")]).sem(Sem::DstF32.t()),
    f(3 << 20, 3 << 20, &[W("F64")]).sem(Sem::DstF64.t()),
];
static FTYPE_S: &Table = &[
    f(1 << 23, 3 << 23, &[W("F16")]).sem(Sem::SrcF16.t()),
    f(2 << 23, 3 << 23, &[W("F32")]).sem(Sem::SrcF32.t()),
    f(3 << 23, 3 << 23, &[W("F64")]).sem(Sem::SrcF64.t()),
];
static ITYPE_D: &Table = &[
    f(0 << 20, 3 << 20 | 1 << 7, &[W("U8")]).sem(Sem::DstU8.t()),
    f(1 << 20, 3 << 20 | 1 << 7, &[W("U16")]).sem(Sem::DstU16.t()),
    f(2 << 20, 3 << 20 | 1 << 7, &[W("U32")]).sem(Sem::DstU32.t()),
    f(3 << 20, 3 << 20 | 1 << 7, &[W("U64")]),
    f(0 << 20 | 1 << 7, 3 << 20 | 1 << 7, &[W("S8")]).sem(Sem::DstS8.t()),
    f(1 << 20 | 1 << 7, 3 << 20 | 1 << 7, &[W("S16")]).sem(Sem::DstS16.t()),
    f(2 << 20 | 1 << 7, 3 << 20 | 1 << 7, &[W("S32")]).sem(Sem::DstS32.t()),
    f(3 << 20 | 1 << 7, 3 << 20 | 1 << 7, &[W("S64")]),
];
static ITYPE_S: &Table = &[
    f(0 << 23, 7 << 23 | 1 << 9, &[W("U8")]).sem(Sem::SrcU8.t()),
    f(1 << 23, 7 << 23 | 1 << 9, &[W("U16")]).sem(Sem::SrcU16.t()),
    f(2 << 23, 7 << 23 | 1 << 9, &[W("U32")]).sem(Sem::SrcU32.t()),
    f(3 << 23, 7 << 23 | 1 << 9, &[W("U64")]),
    f(0 << 23 | 1 << 9, 7 << 23 | 1 << 9, &[W("S8")]).sem(Sem::SrcS8.t()),
    f(1 << 23 | 1 << 9, 7 << 23 | 1 << 9, &[W("S16")]).sem(Sem::SrcS16.t()),
    f(2 << 23 | 1 << 9, 7 << 23 | 1 << 9, &[W("S32")]).sem(Sem::SrcS32.t()),
    f(3 << 23 | 1 << 9, 7 << 23 | 1 << 9, &[W("S64")]),
];
/// Rounding of conversions to integers (bits 49-50) and to floats.
static F2I_ROUND: &Table = &[
    f(0 << 49, 3 << 49, &[]),
    f(1 << 49, 3 << 49, &[W("FLOOR")]).sem(Sem::RndM.t()),
    f(2 << 49, 3 << 49, &[W("CEIL")]).sem(Sem::RndP.t()),
    f(3 << 49, 3 << 49, &[W("TRUNC")]).sem(Sem::RndZ.t()),
];
static F_ROUND: &Table = &[
    f(0 << 49, 3 << 49, &[]),
    f(1 << 49, 3 << 49, &[W("RM")]).sem(Sem::RndM.t()),
    f(2 << 49, 3 << 49, &[W("RP")]).sem(Sem::RndP.t()),
    f(3 << 49, 3 << 49, &[W("RZ")]).sem(Sem::RndZ.t()),
];
/// F2F's types and rounding, as envytools reads them: same types with round-to-nearest is a plain
/// copy, `.PASS` (F32 to F32 names no types), reading no rounding bits; bit 7 with the same types rounds
/// to an integral value in the direction of bits 49-50; narrowing rounds by bits 49-50, widening reads
/// none. F16 to F64 and back are not known.
const F2F_T: u64 = 3 << 20 | 3 << 23;
static F2F_ATOMS: &[gpuisa_engine::Atom] = &[W("F2F"), Sub(FTZ55), Sub(F2F_MODE), Sub(SAT5), Sub(S4), Reg(&DST), Sub(CC48U), Sub(NEG8_ABS6), Sub(SRC2F), Sub(F16_SEL), Sub(ABS6_CLOSE)];
static F2F_MODE: &Table = &[
    f(2 << 20 | 2 << 23, F2F_T | 1 << 7, &[W("PASS")]),
    f(3 << 20 | 3 << 23, F2F_T | 1 << 7, &[Sub(FTYPE_D), Sub(FTYPE_S), W("PASS")]),
    f(1 << 20 | 1 << 23, F2F_T | 1 << 7, &[Sub(FTYPE_D), Sub(FTYPE_S), W("PASS")]),
    f(1 << 7 | 2 << 20 | 2 << 23, F2F_T | 1 << 7, &[Sub(FTYPE_D), Sub(FTYPE_S), Sub(F2F_INT_ROUND)]).sem(Sem::IntRound.t()),
    f(1 << 7 | 3 << 20 | 3 << 23, F2F_T | 1 << 7, &[Sub(FTYPE_D), Sub(FTYPE_S), Sub(F2F_INT_ROUND)]).sem(Sem::IntRound.t()),
    f(1 << 7 | 1 << 20 | 1 << 23, F2F_T | 1 << 7, &[Sub(FTYPE_D), Sub(FTYPE_S), Sub(F2F_INT_ROUND)]).sem(Sem::IntRound.t()),
    f(1 << 20 | 2 << 23, F2F_T, &[Sub(FTYPE_D), Sub(FTYPE_S), Sub(F_ROUND)]),
    f(2 << 20 | 3 << 23, F2F_T, &[Sub(FTYPE_D), Sub(FTYPE_S), Sub(F_ROUND)]),
    f(2 << 20 | 1 << 23, F2F_T, &[Sub(FTYPE_D), Sub(FTYPE_S)]),
    f(3 << 20 | 2 << 23, F2F_T, &[Sub(FTYPE_D), Sub(FTYPE_S)]),
];
static F2F_INT_ROUND: &Table = &[
    f(0 << 49, 3 << 49, &[W("ROUND")]),
    f(1 << 49, 3 << 49, &[W("FLOOR")]).sem(Sem::RndM.t()),
    f(2 << 49, 3 << 49, &[W("CEIL")]).sem(Sem::RndP.t()),
    f(3 << 49, 3 << 49, &[W("TRUNC")]).sem(Sem::RndZ.t()),
];
static FTZ55: &Table = &[f(1 << 55, 1 << 55, &[W("FTZ")]).sem(Sem::Ftz.t()), f(0, 1 << 55, &[])];
static NEG8_ABS6: &Table = &[f(0, 0, &[Sub(NEG8), Sub(ABS6_OPEN)])];

pub static CLASS4: &Table = &[
    f(op(0x0a, 4) | 0xf << 5, OPM | 0xf << 5, &[W("MOV"), Sub(S4), Reg(&DST), Sub(SRC2S)]).sem(Sem::Mov.t()),
    // Fewer lanes than all four (bits 5-8): the mask follows, as Maxwell's MOV prints it.
    f(op(0x0a, 4), OPM, &[W("MOV"), Sub(S4), Reg(&DST), Sub(SRC2S), Sub(LANES)]).sem(Sem::Mov.t()),
    f(op(0x0b, 4), OPM, &[W("S2R"), Sub(S4), Reg(&DST), Reg(&SREG)]).sem(Sem::S2r.t()),
    f(op(0x08, 4), OPM, &[W("SEL"), Sub(S4), Reg(&DST), Reg(&SRC1), Sub(SRC2U), Sub(PSRC3N)]).sem(Sem::Sel.t()),
    f(op(0x09, 4), OPM, &[W("PRMT"), Sub(PRMT_MODE), Sub(S4), Reg(&DST), Reg(&SRC1), Sub(SRC23)]).sem(Sem::Prmt.t()),
    f(op(0x15, 4), OPM, &[W("POPC"), Sub(S4), Reg(&DST), Sub(INV9), Reg(&SRC1), Sub(INV8), Sub(SRC2U)]).sem(Sem::Popc.t()),
    // One form a known mode (bits 5-6; 3 is not known).
    f(op(0x12, 4) | 0 << 5, OPM | 3 << 5, VOTE_ATOMS).sem(Sem::Vote.t()),
    f(op(0x12, 4) | 1 << 5, OPM | 3 << 5, VOTE_ATOMS).sem(Sem::Vote.t()),
    f(op(0x12, 4) | 2 << 5, OPM | 3 << 5, VOTE_ATOMS).sem(Sem::Vote.t()),
    // The only form compilers emit: the whole instruction is fixed but for its guard.
    f(0x50ee_0000_ffff_c004, !(0xf << 10), &[W("BAR"), W("RED"), W("POPC"), Reg(&DST), Reg(&SRC1)]).sem(Sem::Bar.t()),
    // The others: the operation (bits 5-7), then every operand in asfermi's order for BAR.RED.AND:
    // destination, predicate destination (53), barrier (register or bits 20-23), thread count
    // (register or bits 26-37), predicate source.
    f(op(0x14, 4) | 0 << 5, OPM | 7 << 5, &[W("BAR"), W("RED"), W("POPC"), Sub(BAR_OPS)]),
    f(op(0x14, 4) | 1 << 5, OPM | 7 << 5, &[W("BAR"), W("RED"), W("AND"), Sub(BAR_OPS)]),
    f(op(0x14, 4) | 2 << 5, OPM | 7 << 5, &[W("BAR"), W("RED"), W("OR"), Sub(BAR_OPS)]),
    f(op(0x14, 4) | 4 << 5, OPM | 7 << 5, &[W("BAR"), W("ARV"), Sub(BAR_OPS)]),
    f(op(0x10, 4), OPM | 1 << 50, &[W("NOP"), Sub(S4), Sub(CCTEST)]).sem(Sem::Nop.t()),
    // Bit 50: a performance monitor event (envytools' `pmevent`), asfermi's `NOP.TRIG` with its number.
    f(op(0x10, 4) | 1 << 50, OPM | 1 << 50, &[W("NOP"), Sub(TRIG), Sub(S4), Sub(CCTEST), Imm(&PM_EVENT)]).sem(Sem::Nop.t()),
    f(op(0x11, 4), OPM, &[W("LEPC"), Sub(S4), Reg(&DST)]),
    f(op(0x0e, 4), OPM, &[W("B2R"), Sub(S4), Reg(&DST), Imm(&BAR_ID)]),
    // The predicates (`PR`) to and from a register, under a mask; bit 5 (envytools' `high`) prints `.HI`.
    // (R2P's text leaves `PR` out: a word before the first operand would print as a modifier.)
    f(op(0x0c, 4) | 63 << 20, OPM | 63 << 20, &[W("P2R"), Sub(HI5), Sub(S4), Reg(&DST), W("PR"), W("RZ"), Sub(SRC2U)]),
    f(op(0x0c, 4), OPM, &[W("P2R"), Sub(HI5), Sub(S4), Reg(&DST), W("PR"), Reg(&SRC1), Sub(SRC2U)]),
    f(op(0x0d, 4), OPM, &[W("R2P"), Sub(HI5), Sub(S4), Reg(&SRC1), Sub(SRC2U)]),
    // `AND pt` last reads no negation bit (52), as envytools.
    f(op(0x02, 4) | AND_PT, OPM | AND_PT_MASK, &[W("PSET"), Sub(BF5), Sub(BOP30), W("AND"), Sub(S4), Reg(&DST), Sub(CC48U), Reg(&PSRC3), Sub(P21_IF)]).sem(Sem::Pset.t()),
    f(op(0x02, 4), OPM, &[W("PSET"), Sub(BF5), Sub(BOP30), Sub(BOP53), Sub(S4), Reg(&DST), Sub(CC48U), Sub(video::P3_IF), Sub(P21_IF)]).sem(Sem::Pset.t()),
    // CUDA 5.5+ text (`--syntax nvdisasm5`): the sources the other way round. Execution reads the CUDA 4.x
    // forms below (it decodes without the feature), so these carry no operation tag.
    f(op(0x03, 4) | AND_PT, OPM | AND_PT_MASK, &[W("PSETP"), Sub(BOP30), W("AND"), Sub(S4), Reg(&PDST), Reg(&PDST2), Sub(P12_IF), Reg(&PSRC3)]).feat(super::CUDA5),
    f(op(0x03, 4), OPM, &[W("PSETP"), Sub(BOP30), Sub(BOP53), Sub(S4), Reg(&PDST), Reg(&PDST2), Sub(P12_IF), Sub(video::P3_IF)]).feat(super::CUDA5),
    f(op(0x03, 4) | AND_PT, OPM | AND_PT_MASK, &[W("PSETP"), Sub(BOP30), W("AND"), Sub(S4), Reg(&PDST), Reg(&PDST2), Reg(&PSRC3), Sub(P21_IF)]).sem(Sem::Psetp.t()),
    f(op(0x03, 4), OPM, &[W("PSETP"), Sub(BOP30), Sub(BOP53), Sub(S4), Reg(&PDST), Reg(&PDST2), Sub(video::P3_IF), Sub(P21_IF)]).sem(Sem::Psetp.t()),
    // The condition code tested (bits 20-24) into a register or predicates, combined with a predicate.
    f(op(0x00, 4) | AND_PT, OPM | AND_PT_MASK, &[W("CSET"), Sub(BF5), Sub(CC_TEST20), W("AND"), Sub(S4), Reg(&DST), Sub(CC48), Reg(&CCREG), Reg(&PSRC3)]),
    f(op(0x00, 4), OPM, &[W("CSET"), Sub(BF5), Sub(CC_TEST20), Sub(BOP53), Sub(S4), Reg(&DST), Sub(CC48), Reg(&CCREG), Sub(video::P3_IF)]),
    f(op(0x01, 4) | AND_PT, OPM | AND_PT_MASK, &[W("CSETP"), Sub(CC_TEST20), W("AND"), Sub(S4), Reg(&PDST), Reg(&PDST2), Reg(&CCREG), Reg(&PSRC3)]),
    f(op(0x01, 4), OPM, &[W("CSETP"), Sub(CC_TEST20), Sub(BOP53), Sub(S4), Reg(&PDST), Reg(&PDST2), Reg(&CCREG), Sub(video::P3_IF)]),
    // One form a type pair (destination bits 20-21, source 23-24) envytools knows: others are `???`.
    f(op(0x04, 4) | 2 << 20 | 2 << 23, OPM | F2F_T, F2F_ATOMS).sem(Sem::F2f.t()),
    f(op(0x04, 4) | 3 << 20 | 3 << 23, OPM | F2F_T, F2F_ATOMS).sem(Sem::F2f.t()),
    f(op(0x04, 4) | 1 << 20 | 1 << 23, OPM | F2F_T, F2F_ATOMS).sem(Sem::F2f.t()),
    f(op(0x04, 4) | 1 << 20 | 2 << 23, OPM | F2F_T, F2F_ATOMS).sem(Sem::F2f.t()),
    f(op(0x04, 4) | 2 << 20 | 3 << 23, OPM | F2F_T, F2F_ATOMS).sem(Sem::F2f.t()),
    f(op(0x04, 4) | 2 << 20 | 1 << 23, OPM | F2F_T, F2F_ATOMS).sem(Sem::F2f.t()),
    f(op(0x04, 4) | 3 << 20 | 2 << 23, OPM | F2F_T, F2F_ATOMS).sem(Sem::F2f.t()),
    f(op(0x05, 4), OPM, &[W("F2I"), Sub(FTZ55), Sub(ITYPE_D16), Sub(FTYPE_S7), Sub(F2I_ROUND), Sub(S4), Sub(F2I_DST), Sub(F2I_SRC)]).sem(Sem::F2i.t()),
    f(op(0x06, 4), OPM, &[W("I2F"), Sub(FTYPE_D), Sub(ITYPE_S), Sub(F_ROUND), Sub(S4), Sub(F_DST), Sub(I2F_SRC)]).sem(Sem::I2f.t()),
    f(op(0x07, 4), OPM, &[W("I2I"), Sub(ITYPE_D), Sub(ITYPE_S32), Sub(SAT5), Sub(S4), Reg(&DST), Sub(CC48U), Sub(I2I_SRC)]).sem(Sem::I2i.t()),
    // The scalar video operations read their opcode in bits 59-63 (envytools): bit 58 is not read.
    f(op(0x30, 4), video::VOPM, video::VADD).sem(Sem::Vadd.t()),
    f(op(0x32, 4), video::VOPM, video::VMNMX).sem(Sem::Vmnmx.t()),
    f(op(0x38, 4), video::VOPM, video::VSHR).sem(Sem::Vshr.t()),
    f(op(0x3a, 4), video::VOPM, video::VSHL).sem(Sem::Vshl.t()),
    f(op(0x34, 4), video::VOPM, video::VABSDIFF),
    f(op(0x36, 4), video::VOPM, video::VSET),
    f(op(0x3c, 4), video::VOPM, video::VMAD),
    f(op(0x3e, 4), video::VOPM, video::VSETP),
    // The packed video operations ([`super::simd`]); opcodes 0x27 and 0x2f are not known.
    f(op(0x20, 4) | 3 << 7, OPM | 3 << 7, simd::VAVRG4),
    f(op(0x20, 4), OPM, simd::VADD4),
    f(op(0x21, 4), OPM, simd::VMNMX4),
    f(op(0x22, 4), OPM, simd::VABSDIFF4),
    f(op(0x23, 4), OPM, simd::VSET4),
    f(op(0x24, 4), OPM, simd::VSHR4),
    f(op(0x25, 4), OPM, simd::VSHL4),
    f(op(0x26, 4), OPM, simd::VSEL4),
    f(op(0x28, 4) | 3 << 7, OPM | 3 << 7, simd::VAVRG2),
    f(op(0x28, 4), OPM, simd::VADD2),
    f(op(0x29, 4), OPM, simd::VMNMX2),
    f(op(0x2a, 4), OPM, simd::VABSDIFF2),
    f(op(0x2b, 4), OPM, simd::VSET2),
    f(op(0x2c, 4), OPM, simd::VSHR2),
    f(op(0x2d, 4), OPM, simd::VSHL2),
    f(op(0x2e, 4), OPM, simd::VSEL2),
    // Other opcodes: envytools reads bit 4 (`join`) before the opcode; so does this (`.S`).
    f(0, 0, &[Unknown, Sub(S4)]),
];
