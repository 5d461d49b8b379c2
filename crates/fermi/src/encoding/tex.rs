//! Textures (class 6, opcodes 0x8-0xe in bits 60-63: `TEX`, `TLD`, `TLD4`, `TMML`, `TXQ`, `TXA`, `TXD`)
//! and attribute loads and stores (`ALD`, `AST`), after envytools' gf100 tables (field positions) and
//! NVIDIA's listings (`TLD.LZ.T R8, R2, 0x0, 1D, 0xf;`): destination and coordinates are register vectors
//! printed as their first register, the texture and sampler as hexadecimal indices, then the geometry,
//! then the write mask (bits 46-49) as a last word. Spellings no listing shows are those of NVIDIA's
//! Fermi instruction list and its nearest kin in nvdisasm (docs/fermi.md; /work/notes/tex.md).

use super::fields::*;
use crate::texvec::*;
use gpuisa_core::BitField as B;
use crate::envy::fields as ef;
use gpuisa_engine::view::V::*;
use crate::sem::Sem;
use gpuisa_engine::{Atom::*, MemBaseSpec, MemSpec, RegFile, RegShape, RegSpec, Table, VecCount, VecSpec, W};

/// A one-bit flag: `word` when the bit is set, spelled `envy` by envydis. Execution models none of them.
macro_rules! flv {
    ($bit:expr, $word:expr, $envy:expr) => {
        &[f(1u64 << $bit, 1u64 << $bit, &[W($word)]).sem(Sem::Unmodelled.t()).view(&[A(W($envy))]), f(0, 1u64 << $bit, &[])]
    };
}
/// A one-bit flag that envydis spells either way: `clear` or `set`.
macro_rules! chv {
    ($bit:expr, $word:expr, $clear:expr, $set:expr) => {
        &[f(1u64 << $bit, 1u64 << $bit, &[W($word)]).view(&[A(W($set))]), f(0, 1u64 << $bit, &[]).view(&[A(W($clear))])]
    };
}
const fn v(base: B, count: u8, mask: Option<B>) -> VecSpec {
    VecSpec { base, count: VecCount::Fixed(count), mask }
}
/// The texture (bits 32-39) and the sampler (bits 40-44).
static TEXI: RegSpec = RegSpec { field: B::new(32, 8), file: RegFile::T, shape: RegShape::Word };
static SAMP: RegSpec = RegSpec { field: B::new(40, 5), file: RegFile::S, shape: RegShape::Word };

/// The write mask, the instruction's last word.
static MASK46: &Table = named!(46, 4;
    0 => "0x0", 1 => "0x1", 2 => "0x2", 3 => "0x3", 4 => "0x4", 5 => "0x5", 6 => "0x6", 7 => "0x7",
    8 => "0x8", 9 => "0x9", 10 => "0xa", 11 => "0xb", 12 => "0xc", 13 => "0xd", 14 => "0xe", 15 => "0xf");
/// `.T`, `.P`: texture mode (bits 7-8). Execution runs `.T`, the mode NVIDIA's listings show; what the
/// others change is not documented.
static TEXM: &Table = &[
    f(0, 3 << 7, &[]).sem(Sem::Unmodelled.t()),
    f(1 << 7, 3 << 7, &[W("T")]).view(&[A(W("t"))]),
    f(2 << 7, 3 << 7, &[W("P")]).sem(Sem::Unmodelled.t()).view(&[A(W("p"))]),
];
/// Geometry (bits 51-53): 1D carries no tag; the others name themselves for execution.
static DIM: &Table = &[
    f(0 << 51, 7 << 51, &[W("1D")]).view(&[A(W("t1d"))]),
    f(1 << 51, 7 << 51, &[W("ARRAY_1D")]).sem(Sem::TexA1d.t()).view(&[A(W("a1d"))]),
    f(2 << 51, 7 << 51, &[W("2D")]).sem(Sem::Tex2d.t()).view(&[A(W("t2d"))]),
    f(3 << 51, 7 << 51, &[W("ARRAY_2D")]).sem(Sem::TexA2d.t()).view(&[A(W("a2d"))]),
    f(4 << 51, 7 << 51, &[W("3D")]).sem(Sem::Tex3d.t()).view(&[A(W("t3d"))]),
    f(6 << 51, 7 << 51, &[W("CUBE")]).sem(Sem::TexCube.t()).view(&[A(W("tcube"))]),
    f(7 << 51, 7 << 51, &[W("ARRAY_CUBE")]).sem(Sem::TexACube.t()).view(&[A(W("acube"))]),
];
static IND: &Table = flv!(50, "I", "ind");
/// envydis reads bits 9 and 45 as two choices (`all`/`live`, `dfp`/`dall`).
static NODEP: &Table = chv!(9, "NODEP", "all", "live");
static NDV: &Table = chv!(45, "NDV", "dfp", "dall");
static DC: &Table = flv!(56, "DC", "shadow");
static CL: &Table = flv!(56, "CL", "cl");
static MS: &Table = flv!(55, "MS", "ms");
static AOFFI: &Table = flv!(54, "AOFFI", "off");
/// Level of detail (bits 57-59): automatic, zero, bias, given; bias and level per array (`A`).
static LOD: &Table = &[
    f(0 << 57, 7 << 57, &[]).view(&[A(W("lauto"))]),
    f(1 << 57, 7 << 57, &[W("LZ")]).view(&[A(W("lzero"))]),
    f(2 << 57, 7 << 57, &[W("LB")]).view(&[A(W("lbias"))]),
    f(3 << 57, 7 << 57, &[W("LL")]).view(&[A(W("llod"))]),
    f(6 << 57, 7 << 57, &[W("LBA")]).view(&[A(W("lbiasa"))]),
    f(7 << 57, 7 << 57, &[W("LLA")]).view(&[A(W("lloda"))]),
];
/// TLD's level: zero, or given (which execution does not model).
static LODF: &Table = &[
    f(0, 1 << 57, &[W("LZ")]).view(&[A(W("lzero"))]),
    f(1 << 57, 1 << 57, &[W("LL")]).sem(Sem::Unmodelled.t()).view(&[A(W("llod"))]),
];
static TOFFG: &Table = &[
    f(0 << 54, 3 << 54, &[]),
    f(1 << 54, 3 << 54, &[W("AOFFI")]).sem(Sem::Unmodelled.t()).view(&[A(W("off"))]),
    f(2 << 54, 3 << 54, &[W("PTP")]).sem(Sem::Unmodelled.t()).view(&[A(W("off8"))]),
];
/// TLD4's component (bits 5-6): R carries no tag.
static RGBA: &Table = &[
    f(0 << 5, 3 << 5, &[W("R")]).view(&[A(W("r"))]),
    f(1 << 5, 3 << 5, &[W("G")]).sem(Sem::GatherG.t()).view(&[A(W("g"))]),
    f(2 << 5, 3 << 5, &[W("B")]).sem(Sem::GatherB.t()).view(&[A(W("b"))]),
    f(3 << 5, 3 << 5, &[W("A")]).sem(Sem::GatherA.t()).view(&[A(W("a"))]),
];
/// TLD's sampler: none printed in the form NVIDIA's listings show (level zero, no source 2, its field RZ,
/// sampler 0, bits 58-59 clear), else the sampler.
static TLD_SAMP: &Table = &[
    f(0x3f << 26, 3 << 58 | 1 << 57 | 3 << 54 | 0x3f << 26 | 0x1f << 40, &[]),
    f(0, 0, &[Reg(&SAMP)]),
];

static TEXSRC2: &Table = &[
    f(0x0000 << 48, T2, &[]).view(&[A(Open), A(Close)]),
    f(0x0040 << 48, T2, &[Vec(&TSRC21)]),
    f(0x0100 << 48, T2, &[Vec(&TSRC21)]),
    f(0x0140 << 48, T2, &[Vec(&TSRC22)]),
    f(0x0400 << 48, T2, &[Vec(&TSRC21)]),
    f(0x0440 << 48, T2, &[Vec(&TSRC22)]),
    f(0x0500 << 48, T2, &[Vec(&TSRC22)]),
    f(0x0540 << 48, T2, &[Vec(&TSRC23)]),
];
static TEXFSRC2: &Table = &[
    f(0x0000 << 48, TF2, &[]).view(&[A(Open), A(Close)]),
    f(0x0040 << 48, TF2, &[Vec(&TSRC21)]),
    f(0x0080 << 48, TF2, &[Vec(&TSRC21)]),
    f(0x00c0 << 48, TF2, &[Vec(&TSRC22)]),
    f(0x0200 << 48, TF2, &[Vec(&TSRC21)]),
    f(0x0240 << 48, TF2, &[Vec(&TSRC22)]),
    f(0x0280 << 48, TF2, &[Vec(&TSRC22)]),
    f(0x02c0 << 48, TF2, &[Vec(&TSRC23)]),
];
static TEX4SRC2: &Table = &[
    f(0x0000 << 48, T42, &[]).view(&[A(Open), A(Close)]),
    f(0x0040 << 48, T42, &[Vec(&TSRC21)]),
    f(0x0080 << 48, T42, &[Vec(&TSRC22)]),
    f(0x0100 << 48, T42, &[Vec(&TSRC21)]),
    f(0x0140 << 48, T42, &[Vec(&TSRC22)]),
    f(0x0180 << 48, T42, &[Vec(&TSRC23)]),
];
/// What TXQ asks (bits 54-59): nvdisasm's names (`TEX_HEADER_DIMENSION`, `TEX_SAMPLER_WRAP`) less
/// their prefix (a word of the generated walker holds at most 16 bytes).
static TXQ_Q: &Table = &[
    f(0x00 << 54, 0x3f << 54, &[W("DIMENSION")]).sem(Sem::TxqDim.t()).view(&[A(W("tdims"))]),
    f(0x01 << 54, 0x3f << 54, &[W("TEXTURE_TYPE")]).sem(Sem::Unmodelled.t()).view(&[A(W("ttype"))]),
    f(0x02 << 54, 0x3f << 54, &[W("SAMPLER_POS")]).sem(Sem::Unmodelled.t()).view(&[A(W("tsamplepos"))]),
    f(0x08 << 54, 0x3f << 54, &[W("FILTER")]).sem(Sem::Unmodelled.t()).view(&[A(W("sfilter"))]),
    f(0x09 << 54, 0x3f << 54, &[W("LOD")]).sem(Sem::Unmodelled.t()).view(&[A(W("slod"))]),
    f(0x0a << 54, 0x3f << 54, &[W("WRAP")]).sem(Sem::Unmodelled.t()).view(&[A(W("swrap"))]),
    f(0x0b << 54, 0x3f << 54, &[W("BORDER_COLOR")]).sem(Sem::Unmodelled.t()).view(&[A(W("sbcolor"))]),
];

/// Bits 60-63 choose the texture operation; bits 58-59 belong to some forms' operands, and are not read
/// by the others (as envydis reads them).
const TM: u64 = 0xf << 60 | 0xf;
const fn top(hi: u64) -> u64 {
    hi << 60 | 6
}

/// The texture operations of class 6.
pub static TEXTURE: &Table = &[
    f(top(0x8), TM, &[W("TEX"), Sub(LOD), Sub(DC), Sub(AOFFI), Sub(NODEP), Sub(NDV), Sub(IND), Sub(TEXM), Sub(S4), Sub(TDST_T), Sub(TEXSRC1), Sub(TEXSRC2), Reg(&TEXI), Reg(&SAMP), Sub(DIM), Sub(MASK46)])
        .view(&[A(W("tex")), Ref(7), Ref(1), Ref(2), Ref(3), Ref(4), Ref(5), Ref(9), Ref(14), Ref(6), Ref(12), Ref(13), Ref(10), Ref(11), Out(8), Out(15)]),
    // TLD as NVIDIA's listings show it (level zero, no source 2, sampler 0) prints no sampler (TLD_SAMP).
    f(top(0x9), TM, &[W("TLD"), Sub(LODF), Sub(CL), Sub(MS), Sub(AOFFI), Sub(NODEP), Sub(IND), Sub(TEXM), Sub(S4), Sub(TDST_T), Sub(TEXSRC1), Sub(TEXFSRC2), Reg(&TEXI), Sub(TLD_SAMP), Sub(DIM), Sub(MASK46)])
        .view(&[A(W("texfetch")), Ref(7), Ref(1), Ref(2), Ref(3), Ref(4), Ref(5), Ref(9), Ref(14), Ref(6), Ref(12), As(13, Reg(&ef::SAMP)), Ref(10), Ref(11), Out(8), Out(15)]),
    f(top(0xa), TM, &[W("TLD4"), Sub(RGBA), Sub(DC), Sub(TOFFG), Sub(NODEP), Sub(NDV), Sub(IND), Sub(TEXM), Sub(S4), Sub(TDST_T), Sub(TEX4SRC1), Sub(TEX4SRC2), Reg(&TEXI), Reg(&SAMP), Sub(DIM), Sub(MASK46)])
        .view(&[A(W("texgather")), Ref(7), Ref(2), Ref(3), Ref(4), Ref(5), Ref(1), Ref(9), Ref(14), Ref(6), Ref(12), Ref(13), Ref(10), Ref(11), Out(8), Out(15)]),
    f(top(0xb), TM, &[W("TMML"), Sub(NODEP), Sub(NDV), Sub(IND), Sub(TEXM), Sub(S4), Sub(TDST_T), Sub(TEXSRC1), Reg(&TEXI), Reg(&SAMP), Sub(DIM), Sub(MASK46)])
        .view(&[A(W("texquerylod")), Ref(4), Ref(1), Ref(2), Ref(6), Ref(10), Ref(3), Ref(8), Ref(9), Ref(7), Out(5), Out(11)]),
    f(top(0xc), TM, &[W("TXQ"), Sub(NODEP), Sub(IND), Sub(TEXM), Sub(S4), Sub(TDST_T), Reg(&SRC1), Reg(&SRC2), Reg(&TEXI), Reg(&SAMP), Sub(TXQ_Q), Sub(MASK46)])
        .view(&[A(W("texquery")), Ref(3), Ref(1), Ref(5), Ref(10), Ref(2), Ref(8), Ref(9), Ref(6), Ref(7), Out(4), Out(11)]),
    f(top(0xd), TM, &[W("TXA"), Sub(NODEP), Sub(NDV), Sub(TEXM), Sub(S4), Sub(TDST_T), Vec(&TSRC13), Reg(&TEXI), Reg(&SAMP), Sub(MASK46)])
        .view(&[A(W("texcsaa")), Ref(3), Ref(1), Ref(2), Ref(5), Ref(7), Ref(8), Ref(6), Out(4), Out(9)]),
    f(top(0xe), TM, &[W("TXD"), Sub(AOFFI), Sub(NODEP), Sub(IND), Sub(TEXM), Sub(S4), Sub(TDST_T), Sub(TEXGRSRC1), Sub(TEXGRSRC2), Reg(&TEXI), Reg(&SAMP), Sub(DIM), Sub(MASK46)])
        .view(&[A(W("texgrad")), Ref(4), Ref(1), Ref(2), Ref(6), Ref(11), Ref(3), Ref(9), Ref(10), Ref(7), Ref(8), Out(5), Out(12)]),
];

/// Attributes: a register base (bits 20-25) plus an unsigned 10-bit byte offset (bits 32-41).
static AMEM: MemSpec = MemSpec { space: "a", bank: None, base: MemBaseSpec::Reg(&SRC1), offset: Some(uimm(32, 10)), postinc: false };
/// ALD's destinations (from bit 14) and AST's sources (from bit 26): 1-4 registers by bits 5-6.
static ADST1: VecSpec = v(B::new(14, 6), 1, None);
static ADST2: VecSpec = v(B::new(14, 6), 2, None);
static ADST3: VecSpec = v(B::new(14, 6), 3, None);
static ADST4: VecSpec = v(B::new(14, 6), 4, None);
static ASRC1: VecSpec = v(B::new(26, 6), 1, None);
static ASRC2: VecSpec = v(B::new(26, 6), 2, None);
static ASRC3: VecSpec = v(B::new(26, 6), 3, None);
static ASRC4: VecSpec = v(B::new(26, 6), 4, None);
/// `.P`: a patch attribute (bit 8); `.O`: an output (bit 9, ALD); `.PHYS` (bit 57, meaning unverified).
static PATCH: &Table = flv!(8, "P", "patch");
static OUTA: &Table = flv!(9, "O", "out");
static PHYS: &Table = flv!(57, "PHYS", "unk39");
const A5: u64 = super::fields::OPM | 3 << 5;

/// ALD and AST (class 6 opcodes 0x01 and 0x02).
pub static ATTR: &Table = &[
    f(op(0x01, 6) | 0 << 5, A5, &[W("ALD"), Sub(PATCH), Sub(OUTA), Sub(PHYS), Sub(S4), Vec(&ADST1), Mem(&AMEM), Reg(&SRC2)])
        .view(&[A(W("ld")), Ref(1), A(W("b32")), As(5, Vec(&ef::ADST)), Ref(2), Ref(6), Ref(7), Ref(3), Out(4)]),
    f(op(0x01, 6) | 1 << 5, A5, &[W("ALD"), Sub(PATCH), W("64"), Sub(OUTA), Sub(PHYS), Sub(S4), Vec(&ADST2), Mem(&AMEM), Reg(&SRC2)])
        .view(&[A(W("ld")), Ref(1), A(W("b64")), As(6, Vec(&ef::ADST)), Ref(3), Ref(7), Ref(8), Ref(4), Out(5)]),
    f(op(0x01, 6) | 2 << 5, A5, &[W("ALD"), Sub(PATCH), W("96"), Sub(OUTA), Sub(PHYS), Sub(S4), Vec(&ADST3), Mem(&AMEM), Reg(&SRC2)])
        .view(&[A(W("ld")), Ref(1), A(W("b96")), As(6, Vec(&ef::ADST)), Ref(3), Ref(7), Ref(8), Ref(4), Out(5)]),
    f(op(0x01, 6) | 3 << 5, A5, &[W("ALD"), Sub(PATCH), W("128"), Sub(OUTA), Sub(PHYS), Sub(S4), Vec(&ADST4), Mem(&AMEM), Reg(&SRC2)])
        .view(&[A(W("ld")), Ref(1), A(W("b128")), As(6, Vec(&ef::ADST)), Ref(3), Ref(7), Ref(8), Ref(4), Out(5)]),
    f(op(0x02, 6) | 0 << 5, A5, &[W("AST"), Sub(PATCH), Sub(PHYS), Sub(S4), Mem(&AMEM), Vec(&ASRC1), Reg(&SRC3)])
        .view(&[A(W("st")), Ref(1), A(W("b32")), Ref(4), As(5, Vec(&ef::ASRC)), Ref(6), Ref(2), Out(3)]),
    f(op(0x02, 6) | 1 << 5, A5, &[W("AST"), Sub(PATCH), W("64"), Sub(PHYS), Sub(S4), Mem(&AMEM), Vec(&ASRC2), Reg(&SRC3)])
        .view(&[A(W("st")), Ref(1), A(W("b64")), Ref(5), As(6, Vec(&ef::ASRC)), Ref(7), Ref(3), Out(4)]),
    f(op(0x02, 6) | 2 << 5, A5, &[W("AST"), Sub(PATCH), W("96"), Sub(PHYS), Sub(S4), Mem(&AMEM), Vec(&ASRC3), Reg(&SRC3)])
        .view(&[A(W("st")), Ref(1), A(W("b96")), Ref(5), As(6, Vec(&ef::ASRC)), Ref(7), Ref(3), Out(4)]),
    f(op(0x02, 6) | 3 << 5, A5, &[W("AST"), Sub(PATCH), W("128"), Sub(PHYS), Sub(S4), Mem(&AMEM), Vec(&ASRC4), Reg(&SRC3)])
        .view(&[A(W("st")), Ref(1), A(W("b128")), Ref(5), As(6, Vec(&ef::ASRC)), Ref(7), Ref(3), Out(4)]),
];
