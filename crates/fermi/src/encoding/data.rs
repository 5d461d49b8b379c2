//! Moves, selects, permutes, special registers, votes, barriers, predicate logic and conversions
//! (opcode class 4).

use super::fields::*;
use crate::sem::Sem;
use super::video;
use super::simd;
use crate::envy::{self, fields as ef};
use gpuisa_engine::view::V::{self, *};
use gpuisa_engine::{Atom::*, Post, RegFile, RegShape, RegSpec, Table, W};
use gpuisa_core::BitField as B;

/// envydis' `vote all $r0 $p1 not $p2`.
const VOTE_VIEW: &[V] = &[A(W("vote")), Ref(1), Ref(3), Ref(4), Ref(5), Out(2)];
static VOTE_ATOMS: &[gpuisa_engine::Atom] = &[W("VOTE"), Sub(VOTEOP), Sub(S4), Reg(&DST), Reg(&PDST_VOTE), Sub(PSRC1N)];
static VOTEOP: &Table = &[
    f(0 << 5, 3 << 5, &[W("ALL")]).sem(Sem::VoteAll.t()).view(&[A(W("all"))]),
    f(1 << 5, 3 << 5, &[W("ANY")]).sem(Sem::VoteAny.t()).view(&[A(W("any"))]),
    f(2 << 5, 3 << 5, &[W("EQ")]).sem(Sem::VoteEq.t()).view(&[A(W("uni"))]),
];
/// Predicate-logic operations: the first combines the first two sources (bits 30-31), the second the
/// result with the third (bits 53-54). NVIDIA prints the sources in field order 49, 26, 20.
static BOP30: &Table =
    &[f(0 << 30, 3 << 30, &[W("AND")]).sem(Sem::Bop1And.t()), f(1 << 30, 3 << 30, &[W("OR")]).sem(Sem::Bop1Or.t()), f(2 << 30, 3 << 30, &[W("XOR")]).sem(Sem::Bop1Xor.t())];
static PSRC1N: &Table = &[f(0, 0, &[Sub(pnot!(23)), Reg(&PSRC1)])];
static PSRC2N: &Table = &[f(0, 0, &[Sub(pnot!(29)), Reg(&PSRC2)])];
/// The condition-code register operand of NOP (`CC.T`: the test, bits 5-9).
static CCREG: RegSpec = RegSpec { field: B::empty(), file: RegFile::C, shape: RegShape::Word };
static CCTEST: &Table = &[
    f(0xf << 5, 0x1f << 5, &[Reg(&CCREG), gpuisa_engine::Post(".T")]).view(&[Out(0)]),
    f(0, 0, &[Sub(super::control::CC_T)]).view(&[As(0, Sub(envy::NOP_CC))]),
];
/// `.TRIG` and its event number (bits 26-41) of NOP with bit 50 (asfermi).
static TRIG: &Table = &[f(0, 0, &[W("TRIG")]).sem(Sem::Unmodelled.t()).view(&[])];
static PM_EVENT: gpuisa_engine::ImmSpec = uimm(26, 16);
/// The barrier B2R reads (bits 20-23).
static BAR_ID: gpuisa_engine::ImmSpec = uimm(20, 4);
/// MOV's lane mask (bits 5-8), printed when not all four.
static LANES: &Table = &[f(0, 0, &[Imm(&LANE_MASK)]).sem(Sem::Unmodelled.t()).view(&[As(0, Sub(envy::LANE))])];
static LANE_MASK: gpuisa_engine::ImmSpec = uimm(5, 4);
/// PRMT's modes (bits 5-7; 0 is the default, 7 is not known): PTX `prmt`'s modes.
static PRMT_MODE: &Table = &[
    f(0 << 5, 7 << 5, &[]),
    f(1 << 5, 7 << 5, &[W("F4E")]).sem(Sem::PrmtF4e.t()).view(&[A(W("f4e"))]),
    f(2 << 5, 7 << 5, &[W("B4E")]).sem(Sem::PrmtB4e.t()).view(&[A(W("b4e"))]),
    f(3 << 5, 7 << 5, &[W("RC8")]).sem(Sem::PrmtRc8.t()).view(&[A(W("rc8"))]),
    f(4 << 5, 7 << 5, &[W("ECL")]).sem(Sem::PrmtEcl.t()).view(&[A(W("ecl"))]),
    f(5 << 5, 7 << 5, &[W("ECR")]).sem(Sem::PrmtEcr.t()).view(&[A(W("ecr"))]),
    f(6 << 5, 7 << 5, &[W("RC16")]).sem(Sem::PrmtRc16.t()).view(&[A(W("rc16"))]),
];
/// The last predicate `pt` combined by AND (bits 49-51 = 7, 53-54 = 0): envytools reads no negation
/// bit then.
const AND_PT: u64 = 7 << 49;
const AND_PT_MASK: u64 = 7 << 49 | 3 << 53;
/// `.BF` (bit 5): the result is 1.0 rather than all ones (as FSET's and ISET's `.BF`).
static BF5: &Table = &[f(1 << 5, 1 << 5, &[W("BF")]).sem(Sem::Bf.t()).view(&[A(W("f32"))]), f(0, 1 << 5, &[]).view(&[A(W("b32"))])];
/// `.CC` on a destination whose operation execution runs without it.
static CC48U: &Table = &[f(1 << 48, 1 << 48, &[Post(".CC")]).sem(Sem::Unmodelled.t()).view(CARRY), f(0, 1 << 48, &[])];
/// The condition code test of CSET and CSETP (bits 20-24), with asfermi's names; envytools' names and
/// formulas (Tesla's `$c` predicates: Fermi's `$c` "works like" them). The machine keeps the zero and carry
/// flags only: the tests of the sign and overflow flags are refused (untagged ones here, the others at lowering).
pub(super) static CC_TEST20: &Table = &[
    f(0x00 << 20, 0x1f << 20, &[W("F")]).sem(Sem::CmpF.t()).view(&[A(W("never"))]),
    f(0x01 << 20, 0x1f << 20, &[W("LT")]).sem(Sem::CmpLt.t()).view(&[A(W("l"))]),
    f(0x02 << 20, 0x1f << 20, &[W("EQ")]).sem(Sem::CmpEq.t()).view(&[A(W("e"))]),
    f(0x03 << 20, 0x1f << 20, &[W("LE")]).sem(Sem::CmpLe.t()).view(&[A(W("le"))]),
    f(0x04 << 20, 0x1f << 20, &[W("GT")]).sem(Sem::CmpGt.t()).view(&[A(W("g"))]),
    f(0x05 << 20, 0x1f << 20, &[W("NE")]).sem(Sem::CmpNe.t()).view(&[A(W("lg"))]),
    f(0x06 << 20, 0x1f << 20, &[W("GE")]).sem(Sem::CmpGe.t()).view(&[A(W("ge"))]),
    f(0x07 << 20, 0x1f << 20, &[W("NUM")]).sem(Sem::CmpNum.t()).view(&[A(W("lge"))]),
    f(0x08 << 20, 0x1f << 20, &[W("NAN")]).sem(Sem::CmpNan.t()).view(&[A(W("u"))]),
    f(0x09 << 20, 0x1f << 20, &[W("LTU")]).sem(Sem::CmpLtu.t()).view(&[A(W("lu"))]),
    f(0x0a << 20, 0x1f << 20, &[W("EQU")]).sem(Sem::CmpEqu.t()).view(&[A(W("eu"))]),
    f(0x0b << 20, 0x1f << 20, &[W("LEU")]).sem(Sem::CmpLeu.t()).view(&[A(W("leu"))]),
    f(0x0c << 20, 0x1f << 20, &[W("GTU")]).sem(Sem::CmpGtu.t()).view(&[A(W("gu"))]),
    f(0x0d << 20, 0x1f << 20, &[W("NEU")]).sem(Sem::CmpNeu.t()).view(&[A(W("lgu"))]),
    f(0x0e << 20, 0x1f << 20, &[W("GEU")]).sem(Sem::CmpGeu.t()).view(&[A(W("geu"))]),
    f(0x0f << 20, 0x1f << 20, &[W("T")]).sem(Sem::CmpT.t()).view(&[A(W("true"))]),
    f(0x10 << 20, 0x1f << 20, &[W("OFF")]).sem(Sem::Unmodelled.t()).view(&[A(W("no"))]),
    f(0x11 << 20, 0x1f << 20, &[W("LO")]).sem(Sem::CcLo.t()).view(&[A(W("nc"))]),
    f(0x12 << 20, 0x1f << 20, &[W("SFF")]).sem(Sem::Unmodelled.t()).view(&[A(W("ns"))]),
    f(0x13 << 20, 0x1f << 20, &[W("LS")]).sem(Sem::CcLs.t()).view(&[A(W("na"))]),
    f(0x14 << 20, 0x1f << 20, &[W("HI")]).sem(Sem::CcHi.t()).view(&[A(W("a"))]),
    f(0x15 << 20, 0x1f << 20, &[W("SFT")]).sem(Sem::Unmodelled.t()).view(&[A(W("s"))]),
    f(0x16 << 20, 0x1f << 20, &[W("HS")]).sem(Sem::CcHs.t()).view(&[A(W("c"))]),
    f(0x17 << 20, 0x1f << 20, &[W("OFT")]).sem(Sem::Unmodelled.t()).view(&[A(W("o"))]),
];
static BAR_OPS: &Table = &[f(0, 0, &[Sub(S4), Reg(&DST), Reg(&PDST_BAR), Sub(BAR_SRC), Sub(BAR_COUNT), Sub(PSRC3N)])
    .view(&[Ref(2), Ref(1), Ref(3), Ref(4), Ref(5), Out(0)])];
static PDST_BAR: RegSpec = RegSpec { field: B::new(53, 3), file: RegFile::P, shape: RegShape::Word };
static BAR_SRC: &Table = &[f(0, 1 << 47, &[Reg(&SRC1)]), f(1 << 47, 1 << 47, &[Imm(&BAR_ID)])];
static BAR_COUNT: &Table = &[f(0, 1 << 46, &[Reg(&SRC2)]), f(1 << 46, 1 << 46, &[Imm(&BAR_COUNT_IMM)])];
static BAR_COUNT_IMM: gpuisa_engine::ImmSpec = uimm(26, 12);
/// F2I's integer destinations: 16 to 64 bits (bits 20-21, sign bit 7); 8 bits is not known.
static ITYPE_D16: &Table = &[
    f(1 << 20, 3 << 20 | 1 << 7, &[W("U16")]).sem(Sem::DstU16.t()),
    f(2 << 20, 3 << 20 | 1 << 7, &[W("U32")]).sem(Sem::DstU32.t()),
    f(3 << 20, 3 << 20 | 1 << 7, &[W("U64")]).sem(Sem::DstU64.t()),
    f(1 << 20 | 1 << 7, 3 << 20 | 1 << 7, &[W("S16")]).sem(Sem::DstS16.t()),
    f(2 << 20 | 1 << 7, 3 << 20 | 1 << 7, &[W("S32")]).sem(Sem::DstS32.t()),
    f(3 << 20 | 1 << 7, 3 << 20 | 1 << 7, &[W("S64")]).sem(Sem::DstS64.t()),
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
/// I2F's byte and half selectors ([`INT_SEL`] with their meaning: the source's byte 1-3 or high half).
static INT_SEL_F: &Table = &[
    f(0 << 23 | 1 << 55, 7 << 23 | 3 << 55, &[Post(".B1")]).sem(Sem::V1B1.t()),
    f(0 << 23 | 2 << 55, 7 << 23 | 3 << 55, &[Post(".B2")]).sem(Sem::V1B2.t()),
    f(0 << 23 | 3 << 55, 7 << 23 | 3 << 55, &[Post(".B3")]).sem(Sem::V1B3.t()),
    f(1 << 23 | 1 << 56, 7 << 23 | 1 << 56, &[Post(".H1")]).sem(Sem::V1H1.t()),
    f(0, 0, &[]),
];
/// The half (bit 56) of an F16 source: F2F's (type in bits 23-24), F2I's (23-25); `.H1` the high half.
static F16_SEL: &Table = &[
    f(1 << 23 | 1 << 56, 3 << 23 | 1 << 56, &[Post(".H1")]).sem(Sem::V1H1.t()),
    f(0, 0, &[]),
];
static F16_SEL7: &Table = &[
    f(1 << 23 | 1 << 56, 7 << 23 | 1 << 56, &[Post(".H1")]).sem(Sem::V1H1.t()),
    f(0, 0, &[]),
];
/// `.SAT` of F2F and I2I (bit 5): F2F's clamps to [0, 1] (PTX `cvt.sat`); I2I's is not modelled.
static SAT5: &Table = &[f(1 << 5, 1 << 5, &[W("SAT")]).sem(Sem::Unmodelled.t()).view(&[A(W("sat"))]), f(0, 1 << 5, &[])];
static SAT5F: &Table = &[f(1 << 5, 1 << 5, &[W("SAT")]).sem(Sem::Sat.t()).view(&[A(W("sat"))]), f(0, 1 << 5, &[])];
/// `|x|` (bit 6) where execution does not model it.
static ABS6U: &Table = &[f(1 << 6, 1 << 6, &[gpuisa_engine::Pre("|")]).sem(Sem::Unmodelled.t()).view(&[A(W("abs"))]), f(0, 1 << 6, &[])];
/// Conversions' operands where envytools reads them inside the type's entry: an unknown type leaves
/// them unread (`???`). envydis prints the type's name with them (`u16 $r0 $c`, `neg abs f32 $r1`), so
/// these entries are split by the type as its name is (the types' own tables are read here).
static F2I_DST: &Table = &[
    f(1 << 20, 3 << 20 | 1 << 7, &[Reg(&DST), Sub(CC48U)]).view(&[A(W("u16")), Ref(0), Ref(1)]),
    f(1 << 20 | 1 << 7, 3 << 20 | 1 << 7, &[Reg(&DST), Sub(CC48U)]).view(&[A(W("s16")), Ref(0), Ref(1)]),
    f(2 << 20, 3 << 20 | 1 << 7, &[Reg(&DST), Sub(CC48U)]).view(&[A(W("u32")), Ref(0), Ref(1)]),
    f(2 << 20 | 1 << 7, 3 << 20 | 1 << 7, &[Reg(&DST), Sub(CC48U)]).view(&[A(W("s32")), Ref(0), Ref(1)]),
    // envydis: a register pair.
    f(3 << 20, 3 << 20 | 1 << 7, &[Reg(&DST), Sub(CC48U)]).view(&[A(W("u64")), As(0, Reg(&ef::DSTD)), Ref(1)]),
    f(3 << 20 | 1 << 7, 3 << 20 | 1 << 7, &[Reg(&DST), Sub(CC48U)]).view(&[A(W("s64")), As(0, Reg(&ef::DSTD)), Ref(1)]),
];
static F_DST: &Table = &[
    f(1 << 20, 3 << 20, &[Reg(&DST), Sub(CC48U)]).view(&[A(W("f16")), Ref(0), Ref(1)]),
    f(2 << 20, 3 << 20, &[Reg(&DST), Sub(CC48U)]).view(&[A(W("f32")), Ref(0), Ref(1)]),
    f(3 << 20, 3 << 20, &[Reg(&DST), Sub(CC48U)]).view(&[A(W("f64")), As(0, Reg(&ef::DSTD)), Ref(1)]),
];
const CVT_SRC: &[gpuisa_engine::Atom] = &[Sub(NEG8), Sub(ABS6U), Sub(SRC2U), Sub(INT_SEL), Sub(ABS6_CLOSE)];
/// I2F's: the same, with `|..|` and the selectors executed.
const CVT_SRC_F: &[gpuisa_engine::Atom] = &[Sub(NEG8), Sub(ABS6_OPEN), Sub(SRC2U), Sub(INT_SEL_F), Sub(ABS6_CLOSE)];
const F2I_SRC_ATOMS: &[gpuisa_engine::Atom] = &[Sub(NEG8), Sub(ABS6_OPEN), Sub(SRC2F), Sub(F16_SEL7), Sub(ABS6_CLOSE)];
/// envydis: `neg abs`, the type, then the source; an F16's half (bit 56) as a number before it.
static F2I_SRC: &Table = &[
    f(1 << 23, 7 << 23, F2I_SRC_ATOMS).view(&[Ref(0), Ref(1), A(W("f16")), As(3, Imm(&ef::HNUM)), As(2, Sub(SRC2S)), Out(4)]),
    f(2 << 23, 7 << 23, F2I_SRC_ATOMS).view(&[Ref(0), Ref(1), A(W("f32")), Ref(2), Ref(3), Out(4)]),
    f(3 << 23, 7 << 23, F2I_SRC_ATOMS).view(&[Ref(0), Ref(1), A(W("f64")), As(2, Sub(SRC2FD)), Ref(3), Out(4)]),
];
/// envydis' spelling of an integer source: `neg abs`, the type, the byte or half as a number, the source.
macro_rules! cvt_src {
    ($t:expr, 8) => {
        &[Ref(0), Ref(1), A(W($t)), As(3, Imm(&ef::BNUM)), Ref(2), Out(4)]
    };
    ($t:expr, 16) => {
        &[Ref(0), Ref(1), A(W($t)), As(3, Imm(&ef::HNUM)), Ref(2), Out(4)]
    };
    ($t:expr, 32) => {
        &[Ref(0), Ref(1), A(W($t)), Ref(2), Ref(3), Out(4)]
    };
}
const IS: u64 = 7 << 23 | 1 << 9;
static I2F_SRC: &Table = &[
    f(0 << 23, IS, CVT_SRC_F).view(cvt_src!("u8", 8)),
    f(0 << 23 | 1 << 9, IS, CVT_SRC_F).view(cvt_src!("s8", 8)),
    f(1 << 23, IS, CVT_SRC_F).view(cvt_src!("u16", 16)),
    f(1 << 23 | 1 << 9, IS, CVT_SRC_F).view(cvt_src!("s16", 16)),
    f(2 << 23, IS, CVT_SRC_F).view(cvt_src!("u32", 32)),
    f(2 << 23 | 1 << 9, IS, CVT_SRC_F).view(cvt_src!("s32", 32)),
    f(3 << 23, IS, CVT_SRC64).view(&[Ref(0), Ref(1), A(W("u64")), Ref(2), Out(3)]),
    f(3 << 23 | 1 << 9, IS, CVT_SRC64).view(&[Ref(0), Ref(1), A(W("s64")), Ref(2), Out(3)]),
];
/// A 64-bit integer source: a register pair or an immediate (envytools reads no c[] source then).
const CVT_SRC64: &[gpuisa_engine::Atom] = &[Sub(NEG8), Sub(ABS6_OPEN), Sub(SRC2_64), Sub(ABS6_CLOSE)];
static SRC2_64: &Table = &[f(0 << 46, 3 << 46, &[Reg(&SRC2D)]), f(3 << 46, 3 << 46, &[Imm(&IMM20U)]).view(&[As(0, Imm(&ef::IMM))])];
static I2I_SRC: &Table = &[
    f(0 << 23, IS, CVT_SRC).view(cvt_src!("u8", 8)),
    f(0 << 23 | 1 << 9, IS, CVT_SRC).view(cvt_src!("s8", 8)),
    f(1 << 23, IS, CVT_SRC).view(cvt_src!("u16", 16)),
    f(1 << 23 | 1 << 9, IS, CVT_SRC).view(cvt_src!("s16", 16)),
    f(2 << 23, IS, CVT_SRC).view(cvt_src!("u32", 32)),
    f(2 << 23 | 1 << 9, IS, CVT_SRC).view(cvt_src!("s32", 32)),
];
/// PSET's and PSETP's first two sources, read (as envytools) only with a known operation (bits 30-31).
/// envydis prints them the other way round with the operation between (`$p1 and not $p2`), and the
/// first alone when bits 26-31 are clear (`P0` AND'ed in: [`P21_0`], whose forms come first, as envydis
/// reads that case before the combination with the third source).
static P21_0: &Table = &[f(0, 0, &[Sub(PSRC2N), Sub(PSRC1N)]).view(&[Ref(1), Out(0)])];
/// Bits 26-31 clear: the second source `P0`, combined by AND.
const P0_AND: u64 = 0x3f << 26;
static P21_IF: &Table = &[
    f(0 << 30, 3 << 30, &[Sub(PSRC2N), Sub(PSRC1N)]).view(&[Ref(1), A(W("and")), Ref(0)]),
    f(1 << 30, 3 << 30, &[Sub(PSRC2N), Sub(PSRC1N)]).view(&[Ref(1), A(W("or")), Ref(0)]),
    f(2 << 30, 3 << 30, &[Sub(PSRC2N), Sub(PSRC1N)]).view(&[Ref(1), A(W("xor")), Ref(0)]),
];
/// The same two sources in CUDA 5.5's order, bits 20-23 first (Decoding-CUDA-Binary's binary20.cpp
/// encodes PSETP's operands so for cuobjdump 5.5 and later, and the CUDA 4.x way for 5.0 and before).
static P12_IF: &Table = &[
    f(0 << 30, 3 << 30, &[Sub(PSRC1N), Sub(PSRC2N)]),
    f(1 << 30, 3 << 30, &[Sub(PSRC1N), Sub(PSRC2N)]),
    f(2 << 30, 3 << 30, &[Sub(PSRC1N), Sub(PSRC2N)]),
];
// Which half of a register P2R/R2P's `.HI` moves the flags to or from is unknown: not modelled.
static HI5: &Table = &[f(1 << 5, 1 << 5, &[W("HI")]).sem(Sem::Unmodelled.t()).view(&[A(W("high"))]), f(0, 1 << 5, &[])];

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
    f(0 << 20, 3 << 20 | 1 << 7, &[W("U8")]).sem(Sem::DstU8.t()).view(&[A(W("u8"))]),
    f(1 << 20, 3 << 20 | 1 << 7, &[W("U16")]).sem(Sem::DstU16.t()).view(&[A(W("u16"))]),
    f(2 << 20, 3 << 20 | 1 << 7, &[W("U32")]).sem(Sem::DstU32.t()).view(&[A(W("u32"))]),
    // I2I to 64 bits: the simulator writes 32 (not modelled: refused).
    f(3 << 20, 3 << 20 | 1 << 7, &[W("U64")]).sem(Sem::Unmodelled.t()).view(&[A(W("u64"))]),
    f(0 << 20 | 1 << 7, 3 << 20 | 1 << 7, &[W("S8")]).sem(Sem::DstS8.t()).view(&[A(W("s8"))]),
    f(1 << 20 | 1 << 7, 3 << 20 | 1 << 7, &[W("S16")]).sem(Sem::DstS16.t()).view(&[A(W("s16"))]),
    f(2 << 20 | 1 << 7, 3 << 20 | 1 << 7, &[W("S32")]).sem(Sem::DstS32.t()).view(&[A(W("s32"))]),
    f(3 << 20 | 1 << 7, 3 << 20 | 1 << 7, &[W("S64")]).sem(Sem::Unmodelled.t()).view(&[A(W("s64"))]),
];
static ITYPE_S: &Table = &[
    f(0 << 23, 7 << 23 | 1 << 9, &[W("U8")]).sem(Sem::SrcU8.t()),
    f(1 << 23, 7 << 23 | 1 << 9, &[W("U16")]).sem(Sem::SrcU16.t()),
    f(2 << 23, 7 << 23 | 1 << 9, &[W("U32")]).sem(Sem::SrcU32.t()),
    f(3 << 23, 7 << 23 | 1 << 9, &[W("U64")]).sem(Sem::SrcU64.t()),
    f(0 << 23 | 1 << 9, 7 << 23 | 1 << 9, &[W("S8")]).sem(Sem::SrcS8.t()),
    f(1 << 23 | 1 << 9, 7 << 23 | 1 << 9, &[W("S16")]).sem(Sem::SrcS16.t()),
    f(2 << 23 | 1 << 9, 7 << 23 | 1 << 9, &[W("S32")]).sem(Sem::SrcS32.t()),
    f(3 << 23 | 1 << 9, 7 << 23 | 1 << 9, &[W("S64")]).sem(Sem::SrcS64.t()),
];
/// Rounding of conversions to integers (bits 49-50) and to floats.
static F2I_ROUND: &Table = &[
    f(0 << 49, 3 << 49, &[]).view(&[A(W("rni"))]),
    f(1 << 49, 3 << 49, &[W("FLOOR")]).sem(Sem::RndM.t()).view(&[A(W("rmi"))]),
    f(2 << 49, 3 << 49, &[W("CEIL")]).sem(Sem::RndP.t()).view(&[A(W("rpi"))]),
    f(3 << 49, 3 << 49, &[W("TRUNC")]).sem(Sem::RndZ.t()).view(&[A(W("rzi"))]),
];
/// envydis prints the rounding always (`rn` for the default).
static F_ROUND: &Table = &[
    f(0 << 49, 3 << 49, &[]).view(&[A(W("rn"))]),
    f(1 << 49, 3 << 49, &[W("RM")]).sem(Sem::RndM.t()).view(&[A(W("rm"))]),
    f(2 << 49, 3 << 49, &[W("RP")]).sem(Sem::RndP.t()).view(&[A(W("rp"))]),
    f(3 << 49, 3 << 49, &[W("RZ")]).sem(Sem::RndZ.t()).view(&[A(W("rz"))]),
];
/// F2F's types and rounding, as envytools reads them: same types with round-to-nearest is a plain
/// copy, `.PASS` (F32 to F32 names no types), reading no rounding bits; bit 7 with the same types rounds
/// to an integral value in the direction of bits 49-50; narrowing rounds by bits 49-50, widening reads
/// none. F16 to F64 and back are not known.
const F2F_T: u64 = 3 << 20 | 3 << 23;
static F2F_ATOMS: &[gpuisa_engine::Atom] = &[W("F2F"), Sub(FTZ55), Sub(F2F_MODE), Sub(SAT5F), Sub(S4), Reg(&DST), Sub(CC48U), Sub(NEG8_ABS6), Sub(SRC2F), Sub(F16_SEL), Sub(ABS6_CLOSE)];
/// envydis prints only the rounding here (its forms name the types).
const NO_TYPES: &[V] = &[Out(0), Out(1)];
const ROUND_ONLY: &[V] = &[Ref(2), Out(0), Out(1)];
static F2F_MODE: &Table = &[
    f(2 << 20 | 2 << 23, F2F_T | 1 << 7, &[W("PASS")]).view(&[]),
    f(3 << 20 | 3 << 23, F2F_T | 1 << 7, &[Sub(FTYPE_D), Sub(FTYPE_S), W("PASS")]).view(NO_TYPES),
    f(1 << 20 | 1 << 23, F2F_T | 1 << 7, &[Sub(FTYPE_D), Sub(FTYPE_S), W("PASS")]).view(NO_TYPES),
    f(1 << 7 | 2 << 20 | 2 << 23, F2F_T | 1 << 7, &[Sub(FTYPE_D), Sub(FTYPE_S), Sub(F2F_INT_ROUND)]).sem(Sem::IntRound.t()).view(ROUND_ONLY),
    f(1 << 7 | 3 << 20 | 3 << 23, F2F_T | 1 << 7, &[Sub(FTYPE_D), Sub(FTYPE_S), Sub(F2F_INT_ROUND)]).sem(Sem::IntRound.t()).view(ROUND_ONLY),
    f(1 << 7 | 1 << 20 | 1 << 23, F2F_T | 1 << 7, &[Sub(FTYPE_D), Sub(FTYPE_S), Sub(F2F_INT_ROUND)]).sem(Sem::IntRound.t()).view(ROUND_ONLY),
    f(1 << 20 | 2 << 23, F2F_T, &[Sub(FTYPE_D), Sub(FTYPE_S), Sub(F_ROUND)]).view(ROUND_ONLY),
    f(2 << 20 | 3 << 23, F2F_T, &[Sub(FTYPE_D), Sub(FTYPE_S), Sub(F_ROUND)]).view(ROUND_ONLY),
    f(2 << 20 | 1 << 23, F2F_T, &[Sub(FTYPE_D), Sub(FTYPE_S)]).view(NO_TYPES),
    f(3 << 20 | 2 << 23, F2F_T, &[Sub(FTYPE_D), Sub(FTYPE_S)]).view(NO_TYPES),
];
static F2F_INT_ROUND: &Table = &[
    f(0 << 49, 3 << 49, &[W("ROUND")]).view(&[A(W("rni"))]),
    f(1 << 49, 3 << 49, &[W("FLOOR")]).sem(Sem::RndM.t()).view(&[A(W("rmi"))]),
    f(2 << 49, 3 << 49, &[W("CEIL")]).sem(Sem::RndP.t()).view(&[A(W("rpi"))]),
    f(3 << 49, 3 << 49, &[W("TRUNC")]).sem(Sem::RndZ.t()).view(&[A(W("rzi"))]),
];
static FTZ55: &Table = &[f(1 << 55, 1 << 55, &[W("FTZ")]).sem(Sem::Ftz.t()).view(&[A(W("ftz"))]), f(0, 1 << 55, &[])];
static I2I_ATOMS: &[gpuisa_engine::Atom] = &[W("I2I"), Sub(ITYPE_D), Sub(ITYPE_S32), Sub(SAT5), Sub(S4), Reg(&DST), Sub(CC48U), Sub(I2I_SRC)];
static NEG8_ABS6: &Table = &[f(0, 0, &[Sub(NEG8), Sub(ABS6_OPEN)])];

pub static CLASS4: &Table = &[
    f(op(0x0a, 4) | 0xf << 5, OPM | 0xf << 5, &[W("MOV"), Sub(S4), Reg(&DST), Sub(SRC2S)])
        .view(&[A(W("mov")), A(W("b32")), Ref(2), Ref(3), Out(1)]),
    // Fewer lanes than all four (bits 5-8): the mask follows, as Maxwell's MOV prints it.
    f(op(0x0a, 4), OPM, &[W("MOV"), Sub(S4), Reg(&DST), Sub(SRC2S), Sub(LANES)])
        .view(&[Ref(4), A(W("mov")), A(W("b32")), Ref(2), Ref(3), Out(1)]),
    f(op(0x0b, 4), OPM, &[W("S2R"), Sub(S4), Reg(&DST), Reg(&SREG)])
        .view(&[A(W("mov")), A(W("b32")), Ref(2), Ref(3), Out(1)]),
    f(op(0x08, 4), OPM, &[W("SEL"), Sub(S4), Reg(&DST), Reg(&SRC1), Sub(SRC2U), Sub(PSRC3N)])
        .view(&[A(W("selp")), A(W("b32")), Ref(2), Ref(3), Ref(4), Ref(5), Out(1)]),
    f(op(0x09, 4), OPM, &[W("PRMT"), Sub(PRMT_MODE), Sub(S4), Reg(&DST), Reg(&SRC1), Sub(SRC23)])
        .view(&[A(W("prmt")), Ref(1), A(W("b32")), Ref(3), Ref(4), Ref(5), Out(2)]),
    f(op(0x15, 4), OPM, &[W("POPC"), Sub(S4), Reg(&DST), Sub(INV9), Reg(&SRC1), Sub(INV8), Sub(SRC2U)])
        .view(&[A(W("popc")), Ref(2), Ref(3), Ref(4), Ref(5), Ref(6), Out(1)]),
    // One form a known mode (bits 5-6; 3 is not known).
    f(op(0x12, 4) | 0 << 5, OPM | 3 << 5, VOTE_ATOMS).view(VOTE_VIEW),
    f(op(0x12, 4) | 1 << 5, OPM | 3 << 5, VOTE_ATOMS).view(VOTE_VIEW),
    f(op(0x12, 4) | 2 << 5, OPM | 3 << 5, VOTE_ATOMS).view(VOTE_VIEW),
    // The only form compilers emit: the whole instruction is fixed but for its guard.
    f(0x50ee_0000_ffff_c004, !(0xf << 10), &[W("BAR"), W("RED"), W("POPC"), Reg(&DST), Reg(&SRC1)])
        // envydis reads the fixed fields: `bar popc pt $r0 $r1 RZ pt`.
        .view(&[A(W("bar")), A(W("popc")), A(Reg(&ef::PDST3)), Ref(3), Ref(4), A(Reg(&ef::SRC2)), A(Reg(&ef::PSRC3))]),
    // The others: the operation (bits 5-7), then every operand in asfermi's order for BAR.RED.AND:
    // destination, predicate destination (53), barrier (register or bits 20-23), thread count
    // (register or bits 26-37), predicate source.
    f(op(0x14, 4) | 0 << 5, OPM | 7 << 5, &[W("BAR"), W("RED"), W("POPC"), Sub(BAR_OPS)]).view(&[A(W("bar")), A(W("popc")), Ref(3)]),
    f(op(0x14, 4) | 1 << 5, OPM | 7 << 5, &[W("BAR"), W("RED"), W("AND"), Sub(BAR_OPS)]).view(&[A(W("bar")), A(W("and")), Ref(3)]),
    f(op(0x14, 4) | 2 << 5, OPM | 7 << 5, &[W("BAR"), W("RED"), W("OR"), Sub(BAR_OPS)]).view(&[A(W("bar")), A(W("or")), Ref(3)]),
    f(op(0x14, 4) | 4 << 5, OPM | 7 << 5, &[W("BAR"), W("ARV"), Sub(BAR_OPS)]).view(&[A(W("bar")), A(W("arrive")), Ref(2)]),
    f(op(0x10, 4), OPM | 1 << 50, &[W("NOP"), Sub(S4), Sub(CCTEST)])
        .view(&[Ref(2), A(W("nop")), Out(1)]),
    // Bit 50: a performance monitor event (envytools' `pmevent`), asfermi's `NOP.TRIG` with its number.
    f(op(0x10, 4) | 1 << 50, OPM | 1 << 50, &[W("NOP"), Sub(TRIG), Sub(S4), Sub(CCTEST), Imm(&PM_EVENT)])
        .view(&[Ref(3), A(W("pmevent")), Ref(4), Out(1), Out(2)]),
    f(op(0x11, 4), OPM, &[W("LEPC"), Sub(S4), Reg(&DST)]).view(&[A(W("lepc")), Ref(2), Out(1)]),
    f(op(0x0e, 4), OPM, &[W("B2R"), Sub(S4), Reg(&DST), Imm(&BAR_ID)]).view(&[A(W("bar")), A(W("read")), Ref(2), Ref(3), Out(1)]),
    // The predicates (`PR`) to and from a register, under a mask; bit 5 (envytools' `high`) prints `.HI`.
    // (R2P's text leaves `PR` out: a word before the first operand would print as a modifier.)
    f(op(0x0c, 4) | 63 << 20, OPM | 63 << 20, &[W("P2R"), Sub(HI5), Sub(S4), Reg(&DST), W("PR"), W("RZ"), Sub(SRC2U)])
        .view(&[A(W("mov")), Ref(3), Ref(1), A(Reg(&ef::FLAGS)), A(W("mask")), Ref(6), Out(2)]),
    f(op(0x0c, 4), OPM, &[W("P2R"), Sub(HI5), Sub(S4), Reg(&DST), W("PR"), Reg(&SRC1), Sub(SRC2U)])
        .view(&[A(W("mov")), Ref(3), Ref(5), A(W("or")), Ref(1), A(Reg(&ef::FLAGS)), A(W("mask")), Ref(6), Out(2)]),
    f(op(0x0d, 4), OPM, &[W("R2P"), Sub(HI5), Sub(S4), Reg(&SRC1), Sub(SRC2U)])
        .view(&[A(W("mov")), Ref(1), A(Reg(&ef::FLAGS)), Ref(3), A(W("mask")), Ref(4), Out(2)]),
    // `AND pt` last reads no negation bit (52), as envytools.
    f(op(0x02, 4) | AND_PT, OPM | AND_PT_MASK | P0_AND, &[W("PSET"), Sub(BF5), Sub(BOP30), W("AND"), Sub(S4), Reg(&DST), Sub(CC48U), Reg(&PSRC3), Sub(P21_0)])
        .view(&[A(W("set")), Ref(1), Ref(5), Ref(6), Ref(8), Out(2), Out(7), Out(4)]),
    f(op(0x02, 4), OPM | P0_AND, &[W("PSET"), Sub(BF5), Sub(BOP30), Sub(BOP53), Sub(S4), Reg(&DST), Sub(CC48U), Sub(video::P3_IF), Sub(P21_0)])
        .view(&[A(W("set")), Ref(1), Ref(5), Ref(6), Ref(8), Ref(7), Out(2), Out(3), Out(4)]),
    f(op(0x02, 4) | AND_PT, OPM | AND_PT_MASK, &[W("PSET"), Sub(BF5), Sub(BOP30), W("AND"), Sub(S4), Reg(&DST), Sub(CC48U), Reg(&PSRC3), Sub(P21_IF)])
        .view(&[A(W("set")), Ref(1), Ref(5), Ref(6), Ref(8), Out(2), Out(7), Out(4)]),
    f(op(0x02, 4), OPM, &[W("PSET"), Sub(BF5), Sub(BOP30), Sub(BOP53), Sub(S4), Reg(&DST), Sub(CC48U), Sub(video::P3_IF), Sub(P21_IF)])
        .view(&[A(W("set")), Ref(1), Ref(5), Ref(6), Ref(8), Ref(7), Out(2), Out(3), Out(4)]),
    // CUDA 5.5+ text (`--syntax nvdisasm5`): the sources the other way round. Execution reads the CUDA 4.x
    // forms below (it decodes without the feature), so these carry no operation tag.
    f(op(0x03, 4) | AND_PT, OPM | AND_PT_MASK, &[W("PSETP"), Sub(BOP30), W("AND"), Sub(S4), Reg(&PDST), Reg(&PDST2), Sub(P12_IF), Reg(&PSRC3)]).feat(super::CUDA5),
    f(op(0x03, 4), OPM, &[W("PSETP"), Sub(BOP30), Sub(BOP53), Sub(S4), Reg(&PDST), Reg(&PDST2), Sub(P12_IF), Sub(video::P3_IF)]).feat(super::CUDA5),
    f(op(0x03, 4) | AND_PT, OPM | AND_PT_MASK | P0_AND, &[W("PSETP"), Sub(BOP30), W("AND"), Sub(S4), Reg(&PDST), Reg(&PDST2), Reg(&PSRC3), Sub(P21_0)])
        .view(&[A(W("set")), Ref(4), Ref(5), Ref(7), Out(1), Out(6), Out(3)]),
    f(op(0x03, 4), OPM | P0_AND, &[W("PSETP"), Sub(BOP30), Sub(BOP53), Sub(S4), Reg(&PDST), Reg(&PDST2), Sub(video::P3_IF), Sub(P21_0)])
        .view(&[A(W("set")), Ref(4), Ref(5), Ref(7), Ref(6), Out(1), Out(2), Out(3)]),
    f(op(0x03, 4) | AND_PT, OPM | AND_PT_MASK, &[W("PSETP"), Sub(BOP30), W("AND"), Sub(S4), Reg(&PDST), Reg(&PDST2), Reg(&PSRC3), Sub(P21_IF)])
        .view(&[A(W("set")), Ref(4), Ref(5), Ref(7), Out(1), Out(6), Out(3)]),
    f(op(0x03, 4), OPM, &[W("PSETP"), Sub(BOP30), Sub(BOP53), Sub(S4), Reg(&PDST), Reg(&PDST2), Sub(video::P3_IF), Sub(P21_IF)])
        .view(&[A(W("set")), Ref(4), Ref(5), Ref(7), Ref(6), Out(1), Out(2), Out(3)]),
    // The condition code tested (bits 20-24) into a register or predicates, combined with a predicate.
    f(op(0x00, 4) | AND_PT, OPM | AND_PT_MASK, &[W("CSET"), Sub(BF5), Sub(CC_TEST20), W("AND"), Sub(S4), Reg(&DST), Sub(CC48), Reg(&CCREG), Reg(&PSRC3)])
        .view(&[A(W("set")), Ref(1), Ref(5), Ref(6), Ref(2), Ref(7), Out(8), Out(4)]),
    f(op(0x00, 4), OPM, &[W("CSET"), Sub(BF5), Sub(CC_TEST20), Sub(BOP53), Sub(S4), Reg(&DST), Sub(CC48), Reg(&CCREG), Sub(video::P3_IF)])
        .view(&[A(W("set")), Ref(1), Ref(5), Ref(6), Ref(2), Ref(7), Ref(8), Out(3), Out(4)]),
    f(op(0x01, 4) | AND_PT, OPM | AND_PT_MASK, &[W("CSETP"), Sub(CC_TEST20), W("AND"), Sub(S4), Reg(&PDST), Reg(&PDST2), Reg(&CCREG), Reg(&PSRC3)])
        .view(&[A(W("set")), Ref(4), Ref(5), Ref(1), Ref(6), Out(7), Out(3)]),
    f(op(0x01, 4), OPM, &[W("CSETP"), Sub(CC_TEST20), Sub(BOP53), Sub(S4), Reg(&PDST), Reg(&PDST2), Reg(&CCREG), Sub(video::P3_IF)])
        .view(&[A(W("set")), Ref(4), Ref(5), Ref(1), Ref(6), Ref(7), Out(2), Out(3)]),
    // One form a type pair (destination bits 20-21, source 23-24) envytools knows: others are `???`.
    f(op(0x04, 4) | 2 << 20 | 2 << 23, OPM | F2F_T, F2F_ATOMS)
        .view(&[A(W("cvt")), Ref(1), Ref(3), Ref(2), A(W("f32")), Ref(5), Ref(6), Ref(7), A(W("f32")), Ref(8), Ref(9), Out(10), Out(4)]),
    f(op(0x04, 4) | 3 << 20 | 3 << 23, OPM | F2F_T, F2F_ATOMS)
        .view(&[A(W("cvt")), Ref(1), Ref(3), Ref(2), A(W("f64")), As(5, Reg(&ef::DSTD)), Ref(6), Ref(7), A(W("f64")), As(8, Sub(SRC2FD)), Ref(9), Out(10), Out(4)]),
    f(op(0x04, 4) | 1 << 20 | 1 << 23, OPM | F2F_T, F2F_ATOMS)
        .view(&[A(W("cvt")), Ref(1), Ref(3), Ref(2), A(W("f16")), Ref(5), Ref(6), Ref(7), A(W("f16")), As(8, Sub(SRC2S)), As(9, Imm(&ef::HNUM)), Out(10), Out(4)]),
    f(op(0x04, 4) | 1 << 20 | 2 << 23, OPM | F2F_T, F2F_ATOMS)
        .view(&[A(W("cvt")), Ref(1), Ref(3), Ref(2), A(W("f16")), Ref(5), Ref(6), Ref(7), A(W("f32")), Ref(8), Ref(9), Out(10), Out(4)]),
    f(op(0x04, 4) | 2 << 20 | 3 << 23, OPM | F2F_T, F2F_ATOMS)
        .view(&[A(W("cvt")), Ref(1), Ref(3), Ref(2), A(W("f32")), Ref(5), Ref(6), Ref(7), A(W("f64")), As(8, Sub(SRC2FD)), Ref(9), Out(10), Out(4)]),
    f(op(0x04, 4) | 2 << 20 | 1 << 23, OPM | F2F_T, F2F_ATOMS)
        .view(&[A(W("cvt")), Ref(1), Ref(3), Ref(2), A(W("f32")), Ref(5), Ref(6), Ref(7), A(W("f16")), As(8, Sub(SRC2S)), As(9, Imm(&ef::HNUM)), Out(10), Out(4)]),
    f(op(0x04, 4) | 3 << 20 | 2 << 23, OPM | F2F_T, F2F_ATOMS)
        .view(&[A(W("cvt")), Ref(1), Ref(3), Ref(2), A(W("f64")), As(5, Reg(&ef::DSTD)), Ref(6), Ref(7), A(W("f32")), Ref(8), Ref(9), Out(10), Out(4)]),
    f(op(0x05, 4), OPM, &[W("F2I"), Sub(FTZ55), Sub(ITYPE_D16), Sub(FTYPE_S7), Sub(F2I_ROUND), Sub(S4), Sub(F2I_DST), Sub(F2I_SRC)])
        .view(&[A(W("cvt")), Ref(1), Ref(4), Ref(6), Ref(7), Out(2), Out(3), Out(5)]),
    f(op(0x06, 4), OPM, &[W("I2F"), Sub(FTYPE_D), Sub(ITYPE_S), Sub(F_ROUND), Sub(S4), Sub(F_DST), Sub(I2F_SRC)])
        .view(&[A(W("cvt")), Ref(3), Ref(5), Ref(6), Out(1), Out(2), Out(4)]),
    // A 64-bit destination first: envydis reads it as a register pair.
    f(op(0x07, 4) | 3 << 20, OPM | 3 << 20, I2I_ATOMS)
        .view(&[A(W("cvt")), Ref(3), Ref(1), As(5, Reg(&ef::DSTD)), Ref(6), Ref(7), Out(2), Out(4)]),
    f(op(0x07, 4), OPM, I2I_ATOMS)
        .view(&[A(W("cvt")), Ref(3), Ref(1), Ref(5), Ref(6), Ref(7), Out(2), Out(4)]),
    // The scalar video operations read their opcode in bits 59-63 (envytools): bit 58 is not read.
    f(op(0x30, 4), video::VOPM, video::VADD).view(video::VADD_VIEW),
    f(op(0x32, 4), video::VOPM, video::VMNMX).view(video::VMNMX_VIEW),
    f(op(0x38, 4), video::VOPM, video::VSHR).view(video::VSHR_VIEW),
    f(op(0x3a, 4), video::VOPM, video::VSHL).view(video::VSHL_VIEW),
    f(op(0x34, 4), video::VOPM, video::VABSDIFF).view(video::VABSDIFF_VIEW),
    f(op(0x36, 4), video::VOPM, video::VSET).view(video::VSET_VIEW),
    f(op(0x3c, 4), video::VOPM, video::VMAD).view(video::VMAD_VIEW),
    f(op(0x3e, 4), video::VOPM, video::VSETP).view(video::VSETP_VIEW),
    // The packed video operations ([`super::simd`]); opcodes 0x27 and 0x2f are not known.
    f(op(0x20, 4) | 3 << 7, OPM | 3 << 7, simd::VAVRG4).view(simd::VAVRG4_VIEW),
    f(op(0x20, 4), OPM, simd::VADD4).view(simd::VADD_VIEW),
    f(op(0x21, 4), OPM, simd::VMNMX4).view(simd::VMNMX_VIEW),
    f(op(0x22, 4), OPM, simd::VABSDIFF4).view(simd::VABSDIFF4_VIEW),
    f(op(0x23, 4), OPM, simd::VSET4).view(simd::VSET4_VIEW),
    f(op(0x24, 4), OPM, simd::VSHR4).view(simd::VSHR4_VIEW),
    f(op(0x25, 4), OPM, simd::VSHL4).view(simd::VSHL4_VIEW),
    f(op(0x26, 4), OPM, simd::VSEL4).view(simd::VSEL4_VIEW),
    f(op(0x28, 4) | 3 << 7, OPM | 3 << 7, simd::VAVRG2).view(simd::VAVRG2_VIEW),
    f(op(0x28, 4), OPM, simd::VADD2).view(simd::VADD_VIEW),
    f(op(0x29, 4), OPM, simd::VMNMX2).view(simd::VMNMX_VIEW),
    f(op(0x2a, 4), OPM, simd::VABSDIFF2).view(simd::VABSDIFF2_VIEW),
    f(op(0x2b, 4), OPM, simd::VSET2).view(simd::VSET2_VIEW),
    f(op(0x2c, 4), OPM, simd::VSHR2).view(simd::VSHR2_VIEW),
    f(op(0x2d, 4), OPM, simd::VSHL2).view(simd::VSHL2_VIEW),
    f(op(0x2e, 4), OPM, simd::VSEL2).view(simd::VSEL2_VIEW),
    // Other opcodes: envytools reads bit 4 (`join`) before the opcode; so does this (`.S`).
    f(0, 0, &[Unknown, Sub(S4)]).view(&[A(Unknown), Out(1)]),
];
