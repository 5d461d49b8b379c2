//! The 32-bit short forms (bit 3 of word 0 set; the instruction is 4 bytes, word 1 is not part of it).
//!
//! Field positions and which bits each form reads are envytools' gf100 tables' (as the envydis
//! description, [`crate::envy`], transcribes them): every form here explains exactly the bits its envydis
//! twin explains. Names: NVIDIA never documented these forms, but its CUDA 4.0 `cuobjdump` printed them
//! with the long form's mnemonic and a `_N` suffix (asfermi's probe of the 7-bit opcode field, wiki page
//! "nanb": `NOP_N`, `ISETP_N`, `MOV_N`, `I2I_N`, `VMAD_N`, `IADD_N`, `LDC_N`, `LDL_N`, `LDS_N`, `IMUL_N`,
//! `STL_N`, `STS_N`, `FFMA_N`, `IPA_N`, `FADD_N`, `ALD_N`, `FSETP_N`, `AST_N`, `IMAD_N`, `LOP_N`,
//! `LD_N`, `ST_N`, `BRA_N`). Opcodes that probe did not reach take the long form's name with the same
//! suffix (`FMUL_N`, `S2R_N`, `MUFU_N`, ...); modifiers and operands are spelled as the long forms'.
//! The suffix is what tells the assembler to pick the 4-byte encoding.
//!
//! Short constant operands name a fixed bank (0, 1 or 16) by the form; their memory spaces are `0`, `1`
//! and `6` as in the envydis description, printed `c [0x0] [...]` (see [`crate::notation`]). Code
//! addresses count 32-bit words from the end of the 4-byte instruction (`shift` 2).
//!
//! envydis' syntax reads these forms through their views ([`gpuisa_engine::view`]): each form and
//! modifier spells itself as envytools' gf100 tables print it (`$p1 add b32 $r1 $r2 c0[0x10]`), with the
//! guard read by envydis' own guard table ([`crate::envy::PRED_T`]).

#![allow(clippy::identity_op, clippy::erasing_op, clippy::unusual_byte_groupings)]

use super::fields::{f, CARRY, DST, DSTD, GUARD, PDST, PDST2, PSRC1, SRC1, SRC2};
use crate::envy::fields as ef;
use crate::sem::Sem;
use gpuisa_engine::view::V::{self, *};
use gpuisa_core::BitField as B;
use gpuisa_engine::{Atom::*, Flow, ImmSpec, MemBaseSpec, MemSpec, Post, Pre, RegFile, RegShape, RegSpec, Table, VecCount, VecSpec, W};

// ---------------------------------------------------------------------------------------------------
// Operand fields of the short forms.

const fn uimm(field: B) -> ImmSpec {
    ImmSpec { field, signed: false, shift: 0, minus: false }
}
const fn simm(field: B) -> ImmSpec {
    ImmSpec { field, signed: true, shift: 0, minus: true }
}
const fn scaled(field: B, signed: bool, shift: u8) -> ImmSpec {
    ImmSpec { field, signed, shift, minus: signed }
}
const fn mem(space: &'static str, bank: Option<B>, base: MemBaseSpec, offset: ImmSpec) -> MemSpec {
    MemSpec { space, bank, base, offset: Some(offset), postinc: false }
}

/// Source 3 (bits 8-13).
static SRC3S: RegSpec = RegSpec { field: B::new(8, 6), file: RegFile::R, shape: RegShape::Word };
/// A special register (bits 20-27).
static SREGS: RegSpec = RegSpec { field: B::new(20, 8), file: RegFile::Sr, shape: RegShape::Word };
/// The second predicate source of PSETP_N (bits 14-16).
static PSRCN: &RegSpec = &PDST2;
/// The condition code register `CC`.
static CCREG: RegSpec = RegSpec { field: B::empty(), file: RegFile::C, shape: RegShape::Word };

/// Immediates: MOV_N's 12 bits (signed), or the top 12 bits of a 32-bit value; 8 bits in bits 26-31 and
/// 8-9 (signed); shift counts; barrier numbers; breakpoint codes.
static IMMS: ImmSpec = simm(B::new(20, 12));
static HIMMS: ImmSpec = scaled(B::new(20, 12), false, 20);
static SIMMS: ImmSpec = simm(B::two(26, 6, 8, 2));
static SHCNTS: ImmSpec = uimm(B::new(26, 5));
static BARS: ImmSpec = uimm(B::new(26, 4));
static BPTS: ImmSpec = uimm(B::new(7, 20));
/// Code addresses: 32-bit words relative to the end of the instruction.
static BTARGS: ImmSpec = scaled(B::new(14, 14), true, 2);
static CTARGS: ImmSpec = scaled(B::new(6, 22), true, 2);

/// The short constant operands: a fixed bank (the space says which) and a word offset.
static SC1_0: MemSpec = mem("0", None, MemBaseSpec::None, scaled(B::new(20, 6), false, 2));
static SC1_1: MemSpec = mem("1", None, MemBaseSpec::None, scaled(B::new(20, 6), false, 2));
static SC1_16: MemSpec = mem("6", None, MemBaseSpec::None, scaled(B::new(20, 6), false, 2));
static SC2_0: MemSpec = mem("0", None, MemBaseSpec::None, scaled(B::new(26, 6), false, 2));
static SC2_1: MemSpec = mem("1", None, MemBaseSpec::None, scaled(B::new(26, 6), false, 2));
static SC2_16: MemSpec = mem("6", None, MemBaseSpec::None, scaled(B::new(26, 6), false, 2));
static SC3_0: MemSpec = mem("0", None, MemBaseSpec::None, scaled(B::new(8, 6), false, 2));
static SC3_1: MemSpec = mem("1", None, MemBaseSpec::None, scaled(B::new(8, 6), false, 2));
static SC3_16: MemSpec = mem("6", None, MemBaseSpec::None, scaled(B::new(8, 6), false, 2));
/// Memory with a register base and an 8-bit signed offset (bits 26-31 and 8-9) in words (or pairs).
const OFF8: B = B::two(8, 2, 26, 6);
static LS2MEM: MemSpec = mem("l", None, MemBaseSpec::Reg(&SRC1), scaled(OFF8, true, 2));
static LS3MEM: MemSpec = mem("l", None, MemBaseSpec::Reg(&SRC1), scaled(OFF8, true, 3));
static SS2MEM: MemSpec = mem("s", None, MemBaseSpec::Reg(&SRC1), scaled(OFF8, true, 2));
static SS3MEM: MemSpec = mem("s", None, MemBaseSpec::Reg(&SRC1), scaled(OFF8, true, 3));
static GS2MEM: MemSpec = mem("g", None, MemBaseSpec::Reg(&SRC1), scaled(OFF8, true, 2));
static GS3MEM: MemSpec = mem("g", None, MemBaseSpec::Reg(&SRC1), scaled(OFF8, true, 3));
/// LDC_N: bank in bits 5-7.
static FCSMEM: MemSpec = mem("c", Some(B::new(5, 3)), MemBaseSpec::Reg(&SRC1), scaled(OFF8, true, 2));
/// Attributes: word offsets in bits 8-9 and 20-25 (ALD_N, AST_N) or 26-31 (IPA_N).
static AS1MEM: MemSpec = mem("a", None, MemBaseSpec::None, scaled(B::two(8, 2, 20, 6), false, 2));
static AS2MEM: MemSpec = mem("a", None, MemBaseSpec::None, scaled(B::two(8, 2, 26, 6), false, 2));
/// ALD_N's destinations (from bit 14) and AST_N's sources (from bit 26): 1-4 registers, as many as the
/// size (bits 6-7) says; the text names the first.
const fn avec(lsb: u8, n: u8) -> VecSpec {
    VecSpec { base: B::new(lsb, 6), count: VecCount::Fixed(n), mask: None }
}
static ADST1: VecSpec = avec(14, 1);
static ADST2: VecSpec = avec(14, 2);
static ADST3: VecSpec = avec(14, 3);
static ADST4: VecSpec = avec(14, 4);
static ASRC1: VecSpec = avec(26, 1);
static ASRC2: VecSpec = avec(26, 2);
static ASRC3: VecSpec = avec(26, 3);
static ASRC4: VecSpec = avec(26, 4);

// ---------------------------------------------------------------------------------------------------
// Modifier tables. Each entry that envydis spells otherwise carries its envydis view (envytools' names).

/// A flag bit: `nv` when set (envydis: `ev`) with the long form's execution tag, nothing when clear.
macro_rules! flvt {
    ($bit:expr, $nv:expr => $ev:expr, $sem:expr) => {
        &[f(1u64 << $bit, 1u64 << $bit, &[$nv]).sem($sem.t()).view(&[A(W($ev))]), f(0, 1u64 << $bit, &[])]
    };
}
/// [`chv`] with the long form's execution tag on each word.
macro_rules! chvt {
    ($bit:expr, $c:expr => $ce:expr, $ct:expr, $s:expr => $se:expr, $st:expr) => {
        &[
            f(0, 1u64 << $bit, &[W($c)]).sem($ct.t()).view(&[A(W($ce))]),
            f(1u64 << $bit, 1u64 << $bit, &[W($s)]).sem($st.t()).view(&[A(W($se))]),
        ]
    };
}
/// Words by the value of a field, each with its envydis words and the long form's execution tag.
macro_rules! namedvt {
    ($lsb:expr, $w:expr; $($v:expr => $n:expr, [$($e:expr),*], $t:expr);+ $(;)?) => {
        &[$(f(($v as u64) << $lsb, ((1u64 << $w) - 1) << $lsb, &[W($n)]).sem($t.t()).view(&[$(A(W($e))),*])),+]
    };
}
/// A one-bit choice between two words, each with its envydis word.
macro_rules! chv {
    ($bit:expr, $c:expr => $ce:expr, $s:expr => $se:expr) => {
        &[f(0, 1u64 << $bit, &[W($c)]).view(&[A(W($ce))]), f(1u64 << $bit, 1u64 << $bit, &[W($s)]).view(&[A(W($se))])]
    };
}
/// The condition code test (bits 5-9), `CC.LT`...; true (0xf) prints nothing. envydis: `l $c`. The same
/// bits and names as the long control forms' test, whose table (with execution's tags) this is.
use super::control::CC_T;
/// CSETP_N's test (bits 20-24): the long CSETP's table (the same bits, names and views, with its tags).
use super::data::CC_TEST20 as CSETCT;
/// ISETP_N's comparison (bits 14-16).
static ICMPS: &Table = namedvt!(14, 3;
    0 => "F", ["false"], Sem::CmpF; 1 => "LT", ["lt"], Sem::CmpLt; 2 => "EQ", ["eq"], Sem::CmpEq; 3 => "LE", ["le"], Sem::CmpLe;
    4 => "GT", ["gt"], Sem::CmpGt; 5 => "NE", ["ne"], Sem::CmpNe; 6 => "GE", ["ge"], Sem::CmpGe; 7 => "T", ["true"], Sem::CmpT);
/// FSETP_N's comparison: bit 7 and bits 14-16.
const SF: u64 = 0x0001c080;
static FCMPS: &Table = &[
    f(0x00000000, SF, &[W("F")]).sem(Sem::CmpF.t()).view(&[A(W("false"))]),
    f(0x00000080, SF, &[W("LT")]).sem(Sem::CmpLt.t()).view(&[A(W("lt"))]),
    f(0x00004000, SF, &[W("EQ")]).sem(Sem::CmpEq.t()).view(&[A(W("eq"))]),
    f(0x00004080, SF, &[W("LE")]).sem(Sem::CmpLe.t()).view(&[A(W("le"))]),
    f(0x00008000, SF, &[W("GT")]).sem(Sem::CmpGt.t()).view(&[A(W("gt"))]),
    f(0x00008080, SF, &[W("NE")]).sem(Sem::CmpNe.t()).view(&[A(W("ne"))]),
    f(0x0000c000, SF, &[W("GE")]).sem(Sem::CmpGe.t()).view(&[A(W("ge"))]),
    f(0x0000c080, SF, &[W("NUM")]).sem(Sem::CmpNum.t()).view(&[A(W("num"))]),
    f(0x00010000, SF, &[W("NAN")]).sem(Sem::CmpNan.t()).view(&[A(W("nan"))]),
    f(0x00010080, SF, &[W("LTU")]).sem(Sem::CmpLtu.t()).view(&[A(W("ltu"))]),
    f(0x00014000, SF, &[W("EQU")]).sem(Sem::CmpEqu.t()).view(&[A(W("equ"))]),
    f(0x00014080, SF, &[W("LEU")]).sem(Sem::CmpLeu.t()).view(&[A(W("leu"))]),
    f(0x00018000, SF, &[W("GTU")]).sem(Sem::CmpGtu.t()).view(&[A(W("gtu"))]),
    f(0x00018080, SF, &[W("NEU")]).sem(Sem::CmpNeu.t()).view(&[A(W("neu"))]),
    f(0x0001c000, SF, &[W("GEU")]).sem(Sem::CmpGeu.t()).view(&[A(W("geu"))]),
    f(0x0001c080, SF, &[W("T")]).sem(Sem::CmpT.t()).view(&[A(W("true"))]),
];

static PNOT23: &Table = flvt!(23, Pre("!") => "not", Sem::PNot);
static PNOT24: &Table = flvt!(24, Pre("!") => "not", Sem::PNot);
/// PSETP_N's sources: one (the second `pt`, AND) or two combined by bits 25-26. envydis prints the
/// destination first and the operation between the sources, and leaves out the fixed `pt`.
static PSRCS: &Table = &[
    f(0x0001c000, 0x0601c000, &[W("AND"), Reg(&PDST), Sub(PNOT23), Reg(&PSRC1), Reg(PSRCN)]).sem(Sem::Bop1And.t()).view(&[Ref(1), Ref(2), Ref(3), Out(4)]),
    f(0 << 25, 3 << 25, &[W("AND"), Reg(&PDST), Sub(PNOT23), Reg(&PSRC1), Sub(PNOT24), Reg(PSRCN)])
        .sem(Sem::Bop1And.t())
        .view(&[Ref(1), Ref(2), Ref(3), A(W("and")), Ref(4), Ref(5)]),
    f(1 << 25, 3 << 25, &[W("OR"), Reg(&PDST), Sub(PNOT23), Reg(&PSRC1), Sub(PNOT24), Reg(PSRCN)])
        .sem(Sem::Bop1Or.t())
        .view(&[Ref(1), Ref(2), Ref(3), A(W("or")), Ref(4), Ref(5)]),
    f(2 << 25, 3 << 25, &[W("XOR"), Reg(&PDST), Sub(PNOT23), Reg(&PSRC1), Sub(PNOT24), Reg(PSRCN)])
        .sem(Sem::Bop1Xor.t())
        .view(&[Ref(1), Ref(2), Ref(3), A(W("xor")), Ref(4), Ref(5)]),
    // Operation 3: not understood, after the destination (as envytools reads it).
    f(0, 0, &[Unknown, Reg(&PDST)]).view(&[Ref(1), A(Unknown)]),
];
/// BAR_N's barrier: a register (bit 26 clear) or a number.
static BARS_T: &Table = &[f(0, 1 << 26, &[Reg(&SRC1)]), f(1 << 26, 1 << 26, &[Imm(&BARS)])];
/// The long MUFU's tags; RCP64H and RSQ64H are untagged there too (refused at lowering).
static MUFUOP: &Table = &[
    f(0 << 26, 7 << 26, &[W("COS")]).sem(Sem::MufuCos.t()).view(&[A(W("cos")), A(W("f32"))]),
    f(1 << 26, 7 << 26, &[W("SIN")]).sem(Sem::MufuSin.t()).view(&[A(W("sin")), A(W("f32"))]),
    f(2 << 26, 7 << 26, &[W("EX2")]).sem(Sem::MufuEx2.t()).view(&[A(W("ex2")), A(W("f32"))]),
    f(3 << 26, 7 << 26, &[W("LG2")]).sem(Sem::MufuLg2.t()).view(&[A(W("lg2")), A(W("f32"))]),
    f(4 << 26, 7 << 26, &[W("RCP")]).sem(Sem::MufuRcp.t()).view(&[A(W("rcp")), A(W("f32"))]),
    f(5 << 26, 7 << 26, &[W("RSQ")]).sem(Sem::MufuRsq.t()).view(&[A(W("rsqrt")), A(W("f32"))]),
    f(6 << 26, 7 << 26, &[W("RCP64H")]).view(&[A(W("rcp64h"))]),
    f(7 << 26, 7 << 26, &[W("RSQ64H")]).view(&[A(W("rsqrt64h"))]),
];
/// `|x|`: the absolute value of MUFU_N's source (bit 30) or a conversion's (bit 25). envydis: `abs`
/// before the source (the closing bar's bit is the same: not read again).
static ABS30_OPEN: &Table = flvt!(30, Pre("|") => "abs", Sem::Abs);
static ABS30_CLOSE: &Table = fl!(30, Post("|"));
static ABS25_OPEN: &Table = flvt!(25, Pre("|") => "abs", Sem::Abs);
/// I2I_N's: the long I2I's `|x|` is not modelled either.
static ABS25_OPEN_U: &Table = flvt!(25, Pre("|") => "abs", Sem::Unmodelled);
static ABS25_CLOSE: &Table = fl!(25, Post("|"));
static NEG22: &Table = flvt!(22, Pre("-") => "neg", Sem::Neg);
static NEG7: &Table = flvt!(7, Pre("-") => "neg", Sem::Neg);
static NEG4: &Table = flvt!(4, Pre("-") => "neg", Sem::Neg);
/// `.CC`: the destination also writes the condition code (bit 23). envydis: `$c` after the destination.
/// Only conversions have it, whose long forms' `.CC` execution does not model.
static CC23: &Table = &[f(1 << 23, 1 << 23, &[Post(".CC")]).sem(Sem::Unmodelled.t()).view(CARRY), f(0, 1 << 23, &[])];
static SAT24: &Table = flvt!(24, W("SAT") => "sat", Sem::Sat);

/// Conversion types: I2I_N's destination (bits 20-21) and source (bits 24 and 9); I2F_N's and F2I_N's
/// integer (bit 24, signed when set); rounding (bits 20-21).
/// The types carry the long conversions' tags.
static I2ID: &Table = namedvt!(20, 2;
    0 => "U16", ["u16"], Sem::DstU16; 1 => "S16", ["s16"], Sem::DstS16; 2 => "U32", ["u32"], Sem::DstU32; 3 => "S32", ["s32"], Sem::DstS32);
static I2IS: &Table = &[
    f(0, 1 << 24 | 1 << 9, &[W("U16")]).sem(Sem::SrcU16.t()).view(&[A(W("u16"))]),
    f(1 << 9, 1 << 24 | 1 << 9, &[W("S16")]).sem(Sem::SrcS16.t()).view(&[A(W("s16"))]),
    f(1 << 24, 1 << 24 | 1 << 9, &[W("U32")]).sem(Sem::SrcU32.t()).view(&[A(W("u32"))]),
    f(1 << 24 | 1 << 9, 1 << 24 | 1 << 9, &[W("S32")]).sem(Sem::SrcS32.t()).view(&[A(W("s32"))]),
];
/// I2F_N's integer source and F2I_N's integer destination (bit 24).
static US32_24S: &Table = chvt!(24, "U32" => "u32", Sem::SrcU32, "S32" => "s32", Sem::SrcS32);
static US32_24D: &Table = chvt!(24, "U32" => "u32", Sem::DstU32, "S32" => "s32", Sem::DstS32);
/// The `F32` of a conversion's destination or source.
static F32D: &Table = &[f(0, 0, &[W("F32")]).sem(Sem::DstF32.t())];
static F32S: &Table = &[f(0, 0, &[W("F32")]).sem(Sem::SrcF32.t())];
static FRND: &Table = &[
    f(0 << 20, 3 << 20, &[]).view(&[A(W("rn"))]),
    f(1 << 20, 3 << 20, &[W("RM")]).sem(Sem::RndM.t()).view(&[A(W("rm"))]),
    f(2 << 20, 3 << 20, &[W("RP")]).sem(Sem::RndP.t()).view(&[A(W("rp"))]),
    f(3 << 20, 3 << 20, &[W("RZ")]).sem(Sem::RndZ.t()).view(&[A(W("rz"))]),
];
static IRND: &Table = &[
    f(0 << 20, 3 << 20, &[]).view(&[A(W("rni"))]),
    f(1 << 20, 3 << 20, &[W("FLOOR")]).sem(Sem::RndM.t()).view(&[A(W("rmi"))]),
    f(2 << 20, 3 << 20, &[W("CEIL")]).sem(Sem::RndP.t()).view(&[A(W("rpi"))]),
    f(3 << 20, 3 << 20, &[W("TRUNC")]).sem(Sem::RndZ.t()).view(&[A(W("rzi"))]),
];
/// F2F_N's rounding to an integral value: the long F2F's `.ROUND` etc. (with its `IntRound` tag).
static IRND_F: &Table = &[f(0, 0, &[Sub(IRND_FD)]).sem(Sem::IntRound.t())];
static IRND_FD: &Table = &[
    f(0 << 20, 3 << 20, &[W("ROUND")]).view(&[A(W("rni"))]),
    f(1 << 20, 3 << 20, &[W("FLOOR")]).sem(Sem::RndM.t()).view(&[A(W("rmi"))]),
    f(2 << 20, 3 << 20, &[W("CEIL")]).sem(Sem::RndP.t()).view(&[A(W("rpi"))]),
    f(3 << 20, 3 << 20, &[W("TRUNC")]).sem(Sem::RndZ.t()).view(&[A(W("rzi"))]),
];
/// IMUL_N's (bit 6) and IMAD_N's (bit 5) signedness: one bit for both sources, tagged as the long
/// forms' (`Signed1` on the first word, `Signed2` on the second).
static US32_6A: &Table = &[f(0, 1 << 6, &[W("U32")]).view(&[A(W("u32"))]), f(1 << 6, 1 << 6, &[W("S32")]).sem(Sem::Signed1.t()).view(&[A(W("s32"))])];
static US32_6B: &Table = &[f(0, 1 << 6, &[W("U32")]).view(&[A(W("u32"))]), f(1 << 6, 1 << 6, &[W("S32")]).sem(Sem::Signed2.t()).view(&[A(W("s32"))])];
static US32_5A: &Table = &[f(0, 1 << 5, &[W("U32")]).view(&[A(W("u32"))]), f(1 << 5, 1 << 5, &[W("S32")]).sem(Sem::Signed1.t()).view(&[A(W("s32"))])];
static US32_5B: &Table = &[f(0, 1 << 5, &[W("U32")]).view(&[A(W("u32"))]), f(1 << 5, 1 << 5, &[W("S32")]).sem(Sem::Signed2.t()).view(&[A(W("s32"))])];
static US32_12: &Table = chv!(12, "U32" => "u32", "S32" => "s32");
static US32_13: &Table = chv!(13, "U32" => "u32", "S32" => "s32");
/// The packed forms' types, tagged as the long VADD2/VABSDIFF4...: the destination's (bit 13; `VUd` when
/// unsigned), source 1's (bit 12) and source 2's (bit 11; `V1S16`, `V2S8`... when signed).
macro_rules! vty {
    ($bit:expr, $u:expr => $ue:expr, $s:expr => $se:expr, signed $st:expr) => {
        &[f(0, 1u64 << $bit, &[W($u)]).view(&[A(W($ue))]), f(1u64 << $bit, 1u64 << $bit, &[W($s)]).sem($st.t()).view(&[A(W($se))])]
    };
    ($bit:expr, $u:expr => $ue:expr, $s:expr => $se:expr, unsigned $ut:expr) => {
        &[f(0, 1u64 << $bit, &[W($u)]).sem($ut.t()).view(&[A(W($ue))]), f(1u64 << $bit, 1u64 << $bit, &[W($s)]).view(&[A(W($se))])]
    };
}
static US16_11: &Table = vty!(11, "U16" => "u16", "S16" => "s16", signed Sem::V2S16);
static US16_12: &Table = vty!(12, "U16" => "u16", "S16" => "s16", signed Sem::V1S16);
static US16_13: &Table = vty!(13, "U16" => "u16", "S16" => "s16", unsigned Sem::VUd);
static US8_11: &Table = vty!(11, "U8" => "u8", "S8" => "s8", signed Sem::V2S8);
static US8_12: &Table = vty!(12, "U8" => "u8", "S8" => "s8", signed Sem::V1S8);
static US8_13: &Table = vty!(13, "U8" => "u8", "S8" => "s8", unsigned Sem::VUd);
/// The sources' type of VADD2_N/VADD4_N (bit 12): one NVIDIA word, which envydis prints before each
/// source; signed, it tags both sources (the second's tag in an atom that prints nothing).
static US16_12X2: &Table = &[
    f(0, 1 << 12, &[W("U16")]).view(&[A(W("u16")), Part, A(W("u16"))]),
    f(1 << 12, 1 << 12, &[W("S16"), Sub(V2S16_T)]).sem(Sem::V1S16.t()).view(&[A(W("s16")), Part, A(W("s16")), Out(1)]),
];
static US8_12X2: &Table = &[
    f(0, 1 << 12, &[W("U8")]).view(&[A(W("u8")), Part, A(W("u8"))]),
    f(1 << 12, 1 << 12, &[W("S8"), Sub(V2S8_T)]).sem(Sem::V1S8.t()).view(&[A(W("s8")), Part, A(W("s8")), Out(1)]),
];
static V2S16_T: &Table = &[f(0, 0, &[]).sem(Sem::V2S16.t())];
static V2S8_T: &Table = &[f(0, 0, &[]).sem(Sem::V2S8.t())];
/// IPA_N's mode (bit 7).
static IPAMODE: &Table = chv!(7, "MUL" => "mul", "SC" => "sc");
static LIM29: &Table = &[f(1 << 29, 1 << 29, &[W("LIM")]).sem(Sem::Unmodelled.t()).view(&[A(W("lim"))]), f(0, 1 << 29, &[])];
static U28: &Table = &[f(1 << 28, 1 << 28, &[W("U")]).sem(Sem::Uniform.t()).view(&[A(W("allwarp"))]), f(0, 1 << 28, &[])];
static LIM5: &Table = &[f(1 << 5, 1 << 5, &[W("LIM")]).sem(Sem::Unmodelled.t()).view(&[A(W("lim"))]), f(0, 1 << 5, &[])];
/// Words that execution reads as the long forms' tags: `.64`, `.E`, a negated source, LOP_N's operation.
static DRAIN: &Table = &[f(0, 0, &[W("DRAIN")]).sem(Sem::BptDrain.t())];
static SZ64: &Table = &[f(0, 0, &[W("64")]).sem(Sem::Size64.t())];
static WIDE: &Table = &[f(0, 0, &[W("E")]).sem(Sem::Wide.t())];
static NEGP: &Table = &[f(0, 0, &[Pre("-")]).sem(Sem::Neg.t())];
static LAND: &Table = &[f(0, 0, &[W("AND")]).sem(Sem::LopAnd.t())];
static LOR: &Table = &[f(0, 0, &[W("OR")]).sem(Sem::LopOr.t())];
static LXOR: &Table = &[f(0, 0, &[W("XOR")]).sem(Sem::LopXor.t())];
static LPASS: &Table = &[f(0, 0, &[W("PASS_B")]).sem(Sem::LopPassB.t())];

/// VMAD_N's selectors of source 1 (bits 9-11 and 7-8) and source 2 (bits 7-8 and 9-11), as envytools
/// reads them: `.B0`-`.B3`, `.H0`, `.H1` after the register, nothing for the whole word (envydis: `b0`
/// before the register).
static VSEL1: &Table = &[
    f(0x000, 0xe00, &[Post(".B0")]).view(&[A(W("b0"))]),
    f(0x200, 0xe00, &[Post(".B1")]).view(&[A(W("b1"))]),
    f(0x400, 0xe00, &[Post(".B2")]).view(&[A(W("b2"))]),
    f(0x600, 0xe00, &[Post(".B3")]).view(&[A(W("b3"))]),
    f(0x800, 0xe00, &[]),
    f(0xa00, 0xf80, &[Post(".B0")]).view(&[A(W("b0"))]),
    f(0xa80, 0xf80, &[Post(".B1")]).view(&[A(W("b1"))]),
    f(0xb00, 0xf80, &[Post(".B2")]).view(&[A(W("b2"))]),
    f(0xb80, 0xf80, &[Post(".B3")]).view(&[A(W("b3"))]),
    f(0xc00, 0xf00, &[Post(".H0")]).view(&[A(W("h0"))]),
    f(0xd00, 0xf00, &[Post(".H1")]).view(&[A(W("h1"))]),
    f(0xe00, 0xf00, &[]),
    f(0xf00, 0xf80, &[Post(".H0")]).view(&[A(W("h0"))]),
    f(0xf80, 0xf80, &[Post(".H1")]).view(&[A(W("h1"))]),
];
static VSEL2: &Table = &[
    f(0x000, 0x980, &[Post(".B0")]).view(&[A(W("b0"))]),
    f(0x080, 0x980, &[Post(".B1")]).view(&[A(W("b1"))]),
    f(0x100, 0x980, &[Post(".B2")]).view(&[A(W("b2"))]),
    f(0x180, 0x980, &[Post(".B3")]).view(&[A(W("b3"))]),
    f(0x800, 0xf80, &[Post(".B0")]).view(&[A(W("b0"))]),
    f(0x880, 0xf80, &[Post(".B1")]).view(&[A(W("b1"))]),
    f(0x900, 0xf80, &[Post(".B2")]).view(&[A(W("b2"))]),
    f(0x980, 0xf80, &[Post(".B3")]).view(&[A(W("b3"))]),
    f(0xa00, 0xe00, &[]),
    f(0xc00, 0xe80, &[Post(".H0")]).view(&[A(W("h0"))]),
    f(0xc80, 0xe80, &[Post(".H1")]).view(&[A(W("h1"))]),
    f(0xe00, 0xf80, &[Post(".H0")]).view(&[A(W("h0"))]),
    f(0xe80, 0xf80, &[Post(".H1")]).view(&[A(W("h1"))]),
    f(0xf00, 0xf00, &[]),
];

// Source operands by kind: a register, or c[] of bank 0, 1 or 16 (bits 8-9, or 6-7).
static SS1: &Table = &[
    f(0 << 8, 3 << 8, &[Reg(&SRC1)]),
    f(1 << 8, 3 << 8, &[Mem(&SC1_0)]),
    f(2 << 8, 3 << 8, &[Mem(&SC1_1)]),
    f(3 << 8, 3 << 8, &[Mem(&SC1_16)]),
];
static SS2: &Table = &[
    f(0 << 8, 3 << 8, &[Reg(&SRC2)]),
    f(1 << 8, 3 << 8, &[Mem(&SC2_0)]),
    f(2 << 8, 3 << 8, &[Mem(&SC2_1)]),
    f(3 << 8, 3 << 8, &[Mem(&SC2_16)]),
];
static SS2A: &Table = &[
    f(0 << 6, 3 << 6, &[Reg(&SRC2)]),
    f(1 << 6, 3 << 6, &[Mem(&SC2_0)]),
    f(2 << 6, 3 << 6, &[Mem(&SC2_1)]),
    f(3 << 6, 3 << 6, &[Mem(&SC2_16)]),
];
static SS3A: &Table = &[f(1 << 6, 3 << 6, &[Mem(&SC3_0)]), f(2 << 6, 3 << 6, &[Mem(&SC3_1)]), f(3 << 6, 3 << 6, &[Mem(&SC3_16)])];

// ---------------------------------------------------------------------------------------------------
// The forms, in envydis' order, each with its envydis view.

/// envydis' guard: the guard's bits as envydis' own guard table reads them (`$p1`, `(not $p1)`, `never`).
const G: V = As(0, Sub(crate::envy::PRED_T));
const B32: V = A(W("b32"));
const B64: V = A(W("b64"));
const F32: V = A(W("f32"));

/// The 32-bit forms: the root takes them when bit 3 is set.
pub static SHORT: &Table = &[
    f(0x00000008, 0xf80003ff, &[Sub(GUARD), W("NOP_N")]).view(&[G, A(W("nop"))]),
    f(0x10000008, 0xf80003ff, &[Sub(GUARD), W("CSETP_N"), Sub(CSETCT), Reg(&PDST), Reg(&CCREG)]).view(&[G, A(W("set")), Ref(3), Ref(2), Ref(4)]),
    f(0x18000008, 0xf80003ff, &[Sub(GUARD), W("PSETP_N"), Sub(PSRCS)]).view(&[G, A(W("set")), Ref(2)]),
    f(0x40000008, 0xf00003ff, &[Sub(GUARD), W("S2R_N"), Reg(&DST), Reg(&SREGS)]).view(&[G, A(W("mov")), B32, Ref(2), Ref(3)]),
    f(0x50000008, 0xf80003ff, &[Sub(GUARD), W("BAR_N"), W("SYNC"), Sub(BARS_T)]).view(&[G, A(W("bar")), A(W("sync")), Ref(3)]),
    f(0x58000008, 0xf80003ff, &[Sub(GUARD), W("BAR_N"), W("ARV"), Sub(BARS_T)]).view(&[G, A(W("bar")), A(W("arrive")), Ref(3)]),
    f(0x70000008, 0xf40003ff, &[Sub(GUARD), W("RRO_N"), W("SINCOS"), Reg(&DST), Reg(&SRC1)]).view(&[G, A(W("presin")), F32, Ref(3), Ref(4)]),
    f(0x74000008, 0xf40003ff, &[Sub(GUARD), W("RRO_N"), W("EX2"), Reg(&DST), Reg(&SRC1)]).view(&[G, A(W("preex2")), F32, Ref(3), Ref(4)]),
    f(0x80000008, 0xa00003ff, &[Sub(GUARD), W("MUFU_N"), Sub(MUFUOP), Reg(&DST), Sub(ABS30_OPEN), Reg(&SRC1), Sub(ABS30_CLOSE)])
        .view(&[G, Ref(2), Ref(3), Ref(4), Ref(5), Out(6)]),
    f(0x00000208, 0x800003ff, &[Sub(GUARD), W("SHL_N"), Reg(&DST), Reg(&SRC1), Imm(&SHCNTS)]).view(&[G, A(W("shl")), B32, Ref(2), Ref(3), Ref(4)]),
    f(0x80000208, 0x800003ff, &[Sub(GUARD), W("SHR_N"), Reg(&DST), Reg(&SRC1), Imm(&SHCNTS)]).view(&[G, A(W("shr")), A(W("s32")), Ref(2), Ref(3), Ref(4)]),
    f(0x00000108, 0x000007ff, &[W("VABSDIFF2_N"), Sub(US16_13), Sub(US16_12), Sub(US16_11), Reg(&DST), Reg(&SRC1), Reg(&SRC2)])
        .view(&[A(W("vabsdiff2")), Ref(1), Ref(4), Ref(2), Ref(5), Ref(3), Ref(6)]),
    f(0x00000308, 0x00000fff, &[W("VADD2_N"), Sub(US16_13), Sub(US16_12X2), Reg(&DST), Reg(&SRC1), Reg(&SRC2)])
        .view(&[A(W("vadd2")), Ref(1), Ref(3), Slot(2, 0), Ref(4), Slot(2, 1), Ref(5)]),
    f(0x00000b08, 0x00000fff, &[W("VADD2_N"), Sub(US16_13), Sub(US16_12X2), Reg(&DST), Sub(NEGP), Reg(&SRC1), Reg(&SRC2)])
        .view(&[A(W("vsubr2")), Ref(1), Ref(3), Slot(2, 0), Ref(5), Slot(2, 1), Ref(6), Out(4)]),
    f(0x00000508, 0x000007ff, &[W("VABSDIFF4_N"), Sub(US8_13), Sub(US8_12), Sub(US8_11), Reg(&DST), Reg(&SRC1), Reg(&SRC2)])
        .view(&[A(W("vabsdiff4")), Ref(1), Ref(4), Ref(2), Ref(5), Ref(3), Ref(6)]),
    f(0x00000708, 0x00000fff, &[W("VADD4_N"), Sub(US8_13), Sub(US8_12X2), Reg(&DST), Reg(&SRC1), Reg(&SRC2)])
        .view(&[A(W("vadd4")), Ref(1), Ref(3), Slot(2, 0), Ref(4), Slot(2, 1), Ref(5)]),
    f(0x00000f08, 0x00000fff, &[W("VADD4_N"), Sub(US8_13), Sub(US8_12X2), Reg(&DST), Sub(NEGP), Reg(&SRC1), Reg(&SRC2)])
        .view(&[A(W("vsubr4")), Ref(1), Ref(3), Slot(2, 0), Ref(5), Slot(2, 1), Ref(6), Out(4)]),
    f(0x00000018, 0x000001ff, &[Sub(GUARD), W("I2I_N"), Sub(I2ID), Sub(I2IS), Reg(&DST), Sub(CC23), Sub(NEG22), Sub(ABS25_OPEN_U), Reg(&SRC2), Sub(ABS25_CLOSE)])
        .view(&[G, A(W("cvt")), Ref(2), Ref(4), Ref(5), Ref(6), Ref(7), Ref(3), Ref(8), Out(9)]),
    f(0x00000118, 0x000003ff, &[Sub(GUARD), W("MOV_N"), Reg(&DST), Imm(&IMMS)]).view(&[G, A(W("mov")), B32, Ref(2), Ref(3)]),
    f(0x00000318, 0x000003ff, &[Sub(GUARD), W("MOV_N"), W("HI"), Reg(&DST), Imm(&HIMMS)]).view(&[G, A(W("mov")), B32, Ref(3), Ref(4)]),
    f(0x00000028, 0x000000ff, &[Sub(GUARD), W("MOV_N"), Reg(&DST), Sub(SS1)]).view(&[G, A(W("mov")), B32, Ref(2), Ref(3)]),
    f(0x00000088, 0x000003ff, &[Sub(GUARD), W("I2F_N"), Sub(F32D), Sub(US32_24S), Sub(FRND), Reg(&DST), Sub(CC23), Sub(NEG22), Sub(ABS25_OPEN), Reg(&SRC2), Sub(ABS25_CLOSE)])
        .view(&[G, A(W("cvt")), Ref(4), F32, Ref(5), Ref(6), Ref(7), Ref(8), Ref(3), Ref(9), Out(10), Out(2)]),
    f(0x00000288, 0x000003ff, &[Sub(GUARD), W("F2I_N"), Sub(US32_24D), Sub(F32S), Sub(IRND), Reg(&DST), Sub(CC23), Sub(NEG22), Sub(ABS25_OPEN), Reg(&SRC2), Sub(ABS25_CLOSE)])
        .view(&[G, A(W("cvt")), Ref(4), Ref(2), Ref(5), Ref(6), Ref(7), Ref(8), F32, Ref(9), Out(10), Out(3)]),
    f(0x00000098, 0x000003ff, &[Sub(GUARD), W("F2F_N"), Sub(SAT24), W("PASS"), Reg(&DST), Sub(CC23), Sub(NEG22), Sub(ABS25_OPEN), Reg(&SRC2), Sub(ABS25_CLOSE)])
        .view(&[G, A(W("cvt")), Ref(2), F32, Ref(4), Ref(5), Ref(6), Ref(7), F32, Ref(8), Out(9)]),
    f(0x00000298, 0x000003ff, &[Sub(GUARD), W("F2F_N"), Sub(SAT24), Sub(F32D), Sub(F32S), Sub(IRND_F), Reg(&DST), Sub(CC23), Sub(NEG22), Sub(ABS25_OPEN), Reg(&SRC2), Sub(ABS25_CLOSE)])
        .view(&[G, A(W("cvt")), Ref(2), Ref(5), F32, Ref(6), Ref(7), Ref(8), Ref(9), F32, Ref(10), Out(11), Out(3), Out(4)]),
    f(0x000000a8, 0x000000ff, &[Sub(GUARD), W("FMUL_N"), Reg(&DST), Reg(&SRC1), Sub(SS2)]).view(&[G, A(W("mul")), F32, Ref(2), Ref(3), Ref(4)]),
    f(0x00000048, 0x000000ff, &[Sub(GUARD), W("ISETP_N"), Sub(ICMPS), Reg(&PDST), Reg(&SRC1), Sub(SS2)])
        .view(&[G, A(W("set")), Ref(3), Ref(2), A(W("s32")), Ref(4), Ref(5)]),
    f(0x000000c8, 0x000000ff, &[Sub(GUARD), W("ISETP_N"), Sub(ICMPS), Reg(&PDST), Reg(&SRC1), Imm(&SIMMS)])
        .view(&[G, A(W("set")), Ref(3), Ref(2), A(W("s32")), Ref(4), Ref(5)]),
    f(0x00000058, 0x0000007f, &[W("VMAD_N"), Sub(US32_13), Sub(US32_12), Reg(&DST), Reg(&SRC1), Sub(VSEL1), Reg(&SRC2), Sub(VSEL2)])
        .view(&[A(W("vmad")), Ref(3), Ref(1), Ref(5), Ref(4), Ref(2), Ref(7), Ref(6)]),
    f(0x00000009, 0x0000007f, &[Sub(GUARD), W("IPA_N"), Sub(IPAMODE), Reg(&DST), Mem(&AS2MEM), Reg(&SRC1)])
        .view(&[G, A(W("interp")), Ref(2), Ref(3), Ref(4), Ref(5)]),
    f(0x00000049, 0x0000007f, &[Sub(GUARD), W("FADD_N"), Reg(&DST), Sub(NEG7), Reg(&SRC1), Sub(SS2)]).view(&[G, A(W("add")), F32, Ref(2), Ref(3), Ref(4), Ref(5)]),
    f(0x00000059, 0x0000007f, &[Sub(GUARD), W("FSETP_N"), Sub(FCMPS), Reg(&PDST), Reg(&SRC1), Sub(SS2)])
        .view(&[G, A(W("set")), Ref(3), Ref(2), F32, Ref(4), Ref(5)]),
    // envydis reads the vector's size from the size bits (6-7), which the forms' masks hold.
    f(0x00000029, 0x000000ff, &[Sub(GUARD), W("ALD_N"), Vec(&ADST1), Mem(&AS1MEM), Reg(&SRC2)]).view(&[G, A(W("ld")), B32, As(2, Vec(&ef::ADSTS)), Ref(3), Ref(4)]),
    f(0x00000069, 0x000000ff, &[Sub(GUARD), W("ALD_N"), W("64"), Vec(&ADST2), Mem(&AS1MEM), Reg(&SRC2)]).view(&[G, A(W("ld")), B64, As(3, Vec(&ef::ADSTS)), Ref(4), Ref(5)]),
    f(0x000000a9, 0x000000ff, &[Sub(GUARD), W("ALD_N"), W("96"), Vec(&ADST3), Mem(&AS1MEM), Reg(&SRC2)]).view(&[G, A(W("ld")), A(W("b96")), As(3, Vec(&ef::ADSTS)), Ref(4), Ref(5)]),
    f(0x000000e9, 0x000000ff, &[Sub(GUARD), W("ALD_N"), W("128"), Vec(&ADST4), Mem(&AS1MEM), Reg(&SRC2)]).view(&[G, A(W("ld")), A(W("b128")), As(3, Vec(&ef::ADSTS)), Ref(4), Ref(5)]),
    f(0x00000039, 0x000000ff, &[Sub(GUARD), W("AST_N"), Mem(&AS1MEM), Vec(&ASRC1), Reg(&DST)]).view(&[G, A(W("st")), B32, Ref(2), As(3, Vec(&ef::ASRCS)), Ref(4)]),
    f(0x00000079, 0x000000ff, &[Sub(GUARD), W("AST_N"), W("64"), Mem(&AS1MEM), Vec(&ASRC2), Reg(&DST)]).view(&[G, A(W("st")), B64, Ref(3), As(4, Vec(&ef::ASRCS)), Ref(5)]),
    f(0x000000b9, 0x000000ff, &[Sub(GUARD), W("AST_N"), W("96"), Mem(&AS1MEM), Vec(&ASRC3), Reg(&DST)]).view(&[G, A(W("st")), A(W("b96")), Ref(3), As(4, Vec(&ef::ASRCS)), Ref(5)]),
    f(0x000000f9, 0x000000ff, &[Sub(GUARD), W("AST_N"), W("128"), Mem(&AS1MEM), Vec(&ASRC4), Reg(&DST)]).view(&[G, A(W("st")), A(W("b128")), Ref(3), As(4, Vec(&ef::ASRCS)), Ref(5)]),
    f(0x0000000a, 0x000000ff, &[Sub(GUARD), W("LDL_N"), Reg(&DST), Mem(&LS2MEM)]).view(&[G, A(W("ld")), B32, Ref(2), Ref(3)]),
    f(0x0000004a, 0x000000ff, &[Sub(GUARD), W("LDS_N"), Reg(&DST), Mem(&SS2MEM)]).view(&[G, A(W("ld")), B32, Ref(2), Ref(3)]),
    f(0x0000008a, 0x000000ff, &[Sub(GUARD), W("LDL_N"), Sub(SZ64), Reg(&DSTD), Mem(&LS3MEM)]).view(&[G, A(W("ld")), B64, Ref(3), Ref(4), Out(2)]),
    f(0x000000ca, 0x000000ff, &[Sub(GUARD), W("LDS_N"), Sub(SZ64), Reg(&DSTD), Mem(&SS3MEM)]).view(&[G, A(W("ld")), B64, Ref(3), Ref(4), Out(2)]),
    f(0x0000001a, 0x000000ff, &[Sub(GUARD), W("STL_N"), Mem(&LS2MEM), Reg(&DST)]).view(&[G, A(W("st")), B32, Ref(2), Ref(3)]),
    f(0x0000005a, 0x000000ff, &[Sub(GUARD), W("STS_N"), Mem(&SS2MEM), Reg(&DST)]).view(&[G, A(W("st")), B32, Ref(2), Ref(3)]),
    f(0x0000009a, 0x000000ff, &[Sub(GUARD), W("STL_N"), Sub(SZ64), Mem(&LS3MEM), Reg(&DSTD)]).view(&[G, A(W("st")), B64, Ref(3), Ref(4), Out(2)]),
    f(0x000000da, 0x000000ff, &[Sub(GUARD), W("STS_N"), Sub(SZ64), Mem(&SS3MEM), Reg(&DSTD)]).view(&[G, A(W("st")), B64, Ref(3), Ref(4), Out(2)]),
    f(0x0000002a, 0x000000bf, &[Sub(GUARD), W("IMUL_N"), Sub(US32_6A), Sub(US32_6B), Reg(&DST), Reg(&SRC1), Sub(SS2)])
        .view(&[G, A(W("mul")), Ref(4), Ref(2), Ref(5), Ref(3), Ref(6)]),
    f(0x000000aa, 0x000000bf, &[Sub(GUARD), W("IMUL_N"), Sub(US32_6A), Sub(US32_6B), Reg(&DST), Reg(&SRC1), Imm(&SIMMS)])
        .view(&[G, A(W("mul")), Ref(4), Ref(2), Ref(5), Ref(3), Ref(6)]),
    // `.E` (a 64-bit address): envydis' `G[$r1d+...]`, the same bits read as a register pair's base.
    f(0x0000000b, 0x000000ff, &[Sub(GUARD), W("LD_N"), Reg(&DST), Mem(&GS2MEM)]).view(&[G, A(W("ld")), B32, Ref(2), Ref(3)]),
    f(0x0000004b, 0x000000ff, &[Sub(GUARD), W("LD_N"), Sub(WIDE), Reg(&DST), Mem(&GS2MEM)]).view(&[G, A(W("ld")), B32, Ref(3), As(4, Mem(&ef::GDS2MEM)), Out(2)]),
    f(0x0000008b, 0x000000ff, &[Sub(GUARD), W("LD_N"), Sub(SZ64), Reg(&DSTD), Mem(&GS3MEM)]).view(&[G, A(W("ld")), B64, Ref(3), Ref(4), Out(2)]),
    f(0x000000cb, 0x000000ff, &[Sub(GUARD), W("LD_N"), Sub(WIDE), Sub(SZ64), Reg(&DSTD), Mem(&GS3MEM)]).view(&[G, A(W("ld")), B64, Ref(4), As(5, Mem(&ef::GDS3MEM)), Out(2), Out(3)]),
    f(0x0000001b, 0x000000ff, &[Sub(GUARD), W("ST_N"), Mem(&GS2MEM), Reg(&DST)]).view(&[G, A(W("st")), B32, Ref(2), Ref(3)]),
    f(0x0000005b, 0x000000ff, &[Sub(GUARD), W("ST_N"), Sub(WIDE), Mem(&GS2MEM), Reg(&DST)]).view(&[G, A(W("st")), B32, As(3, Mem(&ef::GDS2MEM)), Ref(4), Out(2)]),
    f(0x0000009b, 0x000000ff, &[Sub(GUARD), W("ST_N"), Sub(SZ64), Mem(&GS3MEM), Reg(&DSTD)]).view(&[G, A(W("st")), B64, Ref(3), Ref(4), Out(2)]),
    f(0x000000db, 0x000000ff, &[Sub(GUARD), W("ST_N"), Sub(WIDE), Sub(SZ64), Mem(&GS3MEM), Reg(&DSTD)]).view(&[G, A(W("st")), B64, As(4, Mem(&ef::GDS3MEM)), Ref(5), Out(2), Out(3)]),
    f(0x0000002c, 0x000000ff, &[Sub(GUARD), W("IADD_N"), Reg(&DST), Reg(&SRC1), Sub(SS2)]).view(&[G, A(W("add")), B32, Ref(2), Ref(3), Ref(4)]),
    f(0x0000006c, 0x000000ff, &[Sub(GUARD), W("IADD_N"), Reg(&DST), Sub(NEGP), Reg(&SRC1), Sub(SS2)]).view(&[G, A(W("subr")), B32, Ref(2), Ref(4), Ref(5), Out(3)]),
    f(0x000000ac, 0x000000ff, &[Sub(GUARD), W("IADD_N"), Reg(&DST), Reg(&SRC1), Imm(&SIMMS)]).view(&[G, A(W("add")), B32, Ref(2), Ref(3), Ref(4)]),
    f(0x000000ec, 0x000000ff, &[Sub(GUARD), W("IADD_N"), Reg(&DST), Sub(NEGP), Reg(&SRC1), Imm(&SIMMS)]).view(&[G, A(W("subr")), B32, Ref(2), Ref(4), Ref(5), Out(3)]),
    f(0x0000001c, 0x0000001f, &[Sub(GUARD), W("LDC_N"), Reg(&DST), Mem(&FCSMEM)]).view(&[G, A(W("ld")), B32, Ref(2), Ref(3)]),
    f(0x0000000d, 0x0000001f, &[W("IMAD_N"), Sub(US32_5A), Sub(US32_5B), Reg(&DST), Reg(&SRC1), Sub(SS2A), Reg(&SRC3S)])
        .view(&[A(W("add")), Ref(3), A(Open), A(W("mul")), Ref(1), Ref(4), Ref(2), Ref(5), A(Close), Ref(6)]),
    f(0x0000001d, 0x000000ff, &[Sub(GUARD), W("LOP_N"), Sub(LAND), Reg(&DST), Reg(&SRC1), Sub(SS2)]).view(&[G, A(W("and")), B32, Ref(3), Ref(4), Ref(5), Out(2)]),
    f(0x0000003d, 0x000000ff, &[Sub(GUARD), W("LOP_N"), Sub(LOR), Reg(&DST), Reg(&SRC1), Sub(SS2)]).view(&[G, A(W("or")), B32, Ref(3), Ref(4), Ref(5), Out(2)]),
    f(0x0000005d, 0x000000ff, &[Sub(GUARD), W("LOP_N"), Sub(LXOR), Reg(&DST), Reg(&SRC1), Sub(SS2)]).view(&[G, A(W("xor")), B32, Ref(3), Ref(4), Ref(5), Out(2)]),
    f(0x0000007d, 0x000000ff, &[Sub(GUARD), W("LOP_N"), Sub(LPASS), Reg(&DST), Reg(&SRC1), Sub(SS2)]).view(&[G, A(W("mov2")), B32, Ref(3), Ref(4), Ref(5), Out(2)]),
    f(0x0000009d, 0x000000ff, &[Sub(GUARD), W("LOP_N"), Sub(LAND), Reg(&DST), Reg(&SRC1), Imm(&SIMMS)]).view(&[G, A(W("and")), B32, Ref(3), Ref(4), Ref(5), Out(2)]),
    f(0x000000bd, 0x000000ff, &[Sub(GUARD), W("LOP_N"), Sub(LOR), Reg(&DST), Reg(&SRC1), Imm(&SIMMS)]).view(&[G, A(W("or")), B32, Ref(3), Ref(4), Ref(5), Out(2)]),
    f(0x000000dd, 0x000000ff, &[Sub(GUARD), W("LOP_N"), Sub(LXOR), Reg(&DST), Reg(&SRC1), Imm(&SIMMS)]).view(&[G, A(W("xor")), B32, Ref(3), Ref(4), Ref(5), Out(2)]),
    f(0x000000fd, 0x000000ff, &[Sub(GUARD), W("LOP_N"), Sub(LPASS), Reg(&DST), Reg(&SRC1), Imm(&SIMMS)]).view(&[G, A(W("mov2")), B32, Ref(3), Ref(4), Ref(5), Out(2)]),
    f(0x0000000e, 0x0000002f, &[W("FFMA_N"), Reg(&DST), Sub(NEG4), Reg(&SRC1), Sub(SS2A), Reg(&SRC3S)]).view(&[A(W("fma")), F32, Ref(1), Ref(2), Ref(3), Ref(4), Ref(5)]),
    f(0x0000002e, 0x0000002f, &[W("FFMA_N"), Reg(&DST), Sub(NEG4), Reg(&SRC1), Reg(&SRC2), Sub(SS3A)]).view(&[A(W("fma")), F32, Ref(1), Ref(2), Ref(3), Ref(4), Ref(5)]),
    f(0x0000001f, 0xc000001f, &[Sub(GUARD), W("BRA_N"), Sub(LIM29), Sub(U28), Sub(CC_T), Target(&BTARGS)]).flow(Flow::BRANCH)
        .view(&[G, Ref(4), A(W("bra")), Ref(2), Ref(3), Ref(5)]),
    f(0x4000001f, 0xf000001f, &[W("SSY_N"), Target(&BTARGS)]).flow(Flow::PUSH_SYNC).view(&[A(W("joinat")), Ref(1)]),
    f(0x5000001f, 0xf000001f, &[W("CAL_N"), Sub(LIM5), Target(&CTARGS)]).flow(Flow::CALL).view(&[A(W("call")), Ref(1), Ref(2)]),
    f(0x8000001f, 0xf800007f, &[W("BPT_N"), Sub(DRAIN), Imm(&BPTS)]).flow(Flow::TRAP).view(&[A(W("bpt")), A(W("drain")), Ref(2), Out(1)]),
    f(0x8000003f, 0xf800007f, &[W("BPT_N"), W("CAL"), Imm(&BPTS)]).flow(Flow::TRAP).view(&[A(W("bpt")), A(W("cal")), Ref(2)]),
    f(0x8000005f, 0xf800007f, &[W("BPT_N"), W("PAUSE"), Imm(&BPTS)]).flow(Flow::TRAP).view(&[A(W("bpt")), A(W("pause")), Ref(2)]),
    f(0x8000007f, 0xf800007f, &[W("BPT_N"), W("TRAP"), Imm(&BPTS)]).flow(Flow::TRAP).view(&[A(W("bpt")), A(W("trap")), Ref(2)]),
    f(0x8800001f, 0xf800001f, &[Sub(GUARD), W("EXIT_N"), Sub(CC_T)]).flow(Flow::EXIT).view(&[G, Ref(2), A(W("exit"))]),
    f(0x9000001f, 0xf800001f, &[Sub(GUARD), W("RET_N"), Sub(CC_T)]).flow(Flow::RETURN).view(&[G, Ref(2), A(W("ret"))]),
    // No form: `???_N`, which reads back as a 4-byte word (a 64-bit word's `???` may leave the same
    // bits unexplained). envydis: `???`.
    f(0, 0, &[Unknown, Post("_N")]).view(&[A(Unknown)]),
];
