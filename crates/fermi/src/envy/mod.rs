//! A second description of Fermi (GF100) for envytools' envydis syntax: the encodings as envydis' gf100
//! tables read them (their field positions, operand orders and modifier names, transcribed as facts into
//! the engine's forms), printed by [`notation::EnvyFermi`]. NVIDIA's syntax has its own description
//! ([`crate::encoding`]); the two read the same bits.
//!
//! Where envydis reads bits without printing them (the predicate of `call` and the other stack
//! operations), the tables read them with [`gpuisa_engine::Atom::Ignored`]: the exact-envydis syntax leaves them out and
//! the lossless one prints them. Bits no entry reads are the residual, printed `???[0x...]` by the lossless
//! syntax only.

#![allow(clippy::identity_op, clippy::erasing_op, clippy::eq_op, clippy::unusual_byte_groupings)]

pub mod fields;
mod lduld;
pub mod notation;

use crate::texvec::*;
use fields::*;
use gpuisa_core::BitField as B;
use gpuisa_engine::{Atom::*, Flow, Table, W};

const C4: u64 = 0xfc00_0000_0000_0007;
const C5: u64 = 0xf800_0000_0000_0007;

// ---------------------------------------------------------------------------------------------------
// Shared small tables.

/// The guard predicate: none for `$p7`, `never` for `not $p7`.
pub static PRED_T: &Table = &[
    f(0x1c00, 0x3c00, &[]),
    f(0x3c00, 0x3c00, &[W("never")]).flow(Flow::GUARDED),
    f(0, 0x2000, &[Reg(&PRED)]).flow(Flow::GUARDED),
    f(0x2000, 0x2000, &[Open, W("not"), Reg(&PRED), Close]).flow(Flow::GUARDED),
];
/// The condition code test (bits 5-9); 0xf (true) prints nothing.
static CC_T: &Table = &[
    f(0x00 << 5, 0x1f << 5, &[W("never"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x01 << 5, 0x1f << 5, &[W("l"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x02 << 5, 0x1f << 5, &[W("e"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x03 << 5, 0x1f << 5, &[W("le"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x04 << 5, 0x1f << 5, &[W("g"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x05 << 5, 0x1f << 5, &[W("lg"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x06 << 5, 0x1f << 5, &[W("ge"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x07 << 5, 0x1f << 5, &[W("lge"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x08 << 5, 0x1f << 5, &[W("u"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x09 << 5, 0x1f << 5, &[W("lu"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x0a << 5, 0x1f << 5, &[W("eu"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x0b << 5, 0x1f << 5, &[W("leu"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x0c << 5, 0x1f << 5, &[W("gu"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x0d << 5, 0x1f << 5, &[W("lgu"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x0e << 5, 0x1f << 5, &[W("geu"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x0f << 5, 0x1f << 5, &[]),
    f(0x10 << 5, 0x1f << 5, &[W("no"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x11 << 5, 0x1f << 5, &[W("nc"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x12 << 5, 0x1f << 5, &[W("ns"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x13 << 5, 0x1f << 5, &[W("na"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x14 << 5, 0x1f << 5, &[W("a"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x15 << 5, 0x1f << 5, &[W("s"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x16 << 5, 0x1f << 5, &[W("c"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x17 << 5, 0x1f << 5, &[W("o"), Reg(&CC)]).flow(Flow::GUARDED),
];

static PNOT3: &Table = fl!(52, W("not"));
static OUTA: &Table = fl!(9, W("out"));
static UNK39: &Table = fl!(57, W("unk39"));
static PATCH: &Table = fl!(8, W("patch"));
static EMIT: &Table = fl!(5, W("emit"));
static RESTART: &Table = fl!(6, W("restart"));
static DTEX: &Table = ch!(45, "dfp", "dall");
static LTEX: &Table = ch!(9, "all", "live");

// Source operands by kind (bits 46-47: register, c[], register 3, immediate).
static IS2: &Table = &[f(0 << 46, 3 << 46, &[Reg(&SRC2)]), f(1 << 46, 3 << 46, &[Mem(&CMEM)]), f(3 << 46, 3 << 46, &[Imm(&IMM)])];

/// The predicate combined into a `set`'s result (bits 49-54); `and $p7` prints nothing.
pub(crate) static SETLOP: &Table = &[
    f(0x000e << 48, 0x006e << 48, &[]),
    f(0 << 53, 3 << 53, &[W("and"), Sub(PNOT3), Reg(&PSRC3)]),
    f(1 << 53, 3 << 53, &[W("or"), Sub(PNOT3), Reg(&PSRC3)]),
    f(2 << 53, 3 << 53, &[W("xor"), Sub(PNOT3), Reg(&PSRC3)]),
];
pub(crate) static MINMAX: &Table = &[
    f(0x000e << 48, 0x001e << 48, &[W("min")]),
    f(0x001e << 48, 0x001e << 48, &[W("max")]),
    f(0, 0, &[W("minmax"), Sub(PNOT3), Reg(&PSRC3)]),
];

// ---------------------------------------------------------------------------------------------------
// Class 0: single-precision float.



// Class 1: double precision.

// Class 2: 32-bit immediates.
pub(crate) static ADDOP: &Table = named!(8, 2; 0 => "add", 1 => "sub", 2 => "subr", 3 => "addpo");
pub(crate) static ADDOP2: &Table = named!(55, 2; 0 => "add", 1 => "sub", 2 => "subr", 3 => "addpo");
/// Lanes written by `mov` (bits 5-8); all four print nothing.
pub(crate) static LANE: &Table = &[
    f(0x0 << 5, 0xf << 5, &[W("lnone")]),
    f(0x1 << 5, 0xf << 5, &[W("l0")]),
    f(0x2 << 5, 0xf << 5, &[W("l1")]),
    f(0x3 << 5, 0xf << 5, &[W("l01")]),
    f(0x4 << 5, 0xf << 5, &[W("l2")]),
    f(0x5 << 5, 0xf << 5, &[W("l02")]),
    f(0x6 << 5, 0xf << 5, &[W("l12")]),
    f(0x7 << 5, 0xf << 5, &[W("l012")]),
    f(0x8 << 5, 0xf << 5, &[W("l3")]),
    f(0x9 << 5, 0xf << 5, &[W("l03")]),
    f(0xa << 5, 0xf << 5, &[W("l13")]),
    f(0xb << 5, 0xf << 5, &[W("l013")]),
    f(0xc << 5, 0xf << 5, &[W("l23")]),
    f(0xd << 5, 0xf << 5, &[W("l023")]),
    f(0xe << 5, 0xf << 5, &[W("l123")]),
    f(0xf << 5, 0xf << 5, &[]),
];

// Class 3: integer.

// Class 4 is the one description's ([`crate::encoding::data::CLASS4`]); these are the parts of it envydis
// reads as its own fields.
/// NOP's condition code test (envydis' `nop` reads it as the control instructions do).
pub(crate) static NOP_CC: &Table = CC_T;
/// The video operations' subtraction bits (7-8) as envydis reads them: VMAD's operation, VADD's mnemonic.
pub(crate) static VMOP: &Table = named!(7, 2; 0 => "add", 1 => "sub", 2 => "subr", 3 => "addpo");
pub(crate) static VADDOP: &Table = named!(7, 2; 0 => "vadd", 1 => "vsub", 2 => "vsubr", 3 => "vaddpo");

// Class 5: g[], s[], l[] memory, atomics, surfaces.
static LDSTT: &Table = named!(5, 3; 0 => "u8", 1 => "s8", 2 => "u16", 3 => "s16", 4 => "b32", 5 => "b64", 6 => "b128");
static LDSTD: &Table = &[
    f(0 << 5, 7 << 5, &[Reg(&DST)]),
    f(1 << 5, 7 << 5, &[Reg(&DST)]),
    f(2 << 5, 7 << 5, &[Reg(&DST)]),
    f(3 << 5, 7 << 5, &[Reg(&DST)]),
    f(4 << 5, 7 << 5, &[Reg(&DST)]),
    f(5 << 5, 7 << 5, &[Reg(&DSTD)]),
    f(6 << 5, 7 << 5, &[Reg(&DSTQ)]),
];
static GMEM_T: &Table = &[f(0, 1 << 58, &[Mem(&GMEM)]), f(1 << 58, 1 << 58, &[Mem(&GDMEM)])];
static GAMEM_T: &Table = &[f(0, 1 << 58, &[Mem(&GAMEM)]), f(1 << 58, 1 << 58, &[Mem(&GADMEM)])];
static GCMEM_T: &Table = &[f(0, 1 << 58, &[Mem(&GCMEM)]), f(1 << 58, 1 << 58, &[Mem(&GDCMEM)])];
static REDOP: &Table = named!(5, 4; 0 => "add", 1 => "min", 2 => "max", 3 => "inc", 4 => "dec", 5 => "and", 6 => "or", 7 => "xor");
static REDOPS: &Table = named!(5, 4; 0 => "add", 1 => "min", 2 => "max");
static LCOP: &Table = named!(8, 2; 0 => "ca", 1 => "cg", 2 => "cs", 3 => "cv");
static SCOP: &Table = named!(8, 2; 0 => "wb", 1 => "cg", 2 => "cs", 3 => "wt");
static SCLAMP: &Table = named!(47, 2; 0 => "zero", 1 => "clamp", 2 => "trap");
static CCTLOP: &Table = named!(5, 5; 0 => "query1", 1 => "pf1", 2 => "pf15", 3 => "pf2", 4 => "wb", 5 => "iv", 6 => "ivall", 7 => "rs");
static CCTLMOD: &Table = &[f(0 << 26, 3 << 26, &[]), f(1 << 26, 3 << 26, &[W("u")]), f(2 << 26, 3 << 26, &[W("c")]), f(3 << 26, 3 << 26, &[W("i")])];
/// `img[0x0]` is both an immediate 0 and the zero register; the immediate is read first (its text is the
/// likelier).
static SUADDR: &Table = &[f(1 << 46, 1 << 46, &[Mem(&IMGI)]), f(0, 1 << 46, &[Mem(&IMGR)])];
static SUDIM: &Table = &[
    f(0 << 44, 3 << 44, &[W("1d"), Vec(&TSRC11)]),
    f(1 << 44, 3 << 44, &[W("2d"), Vec(&TSRC12)]),
    f(2 << 44, 3 << 44, &[W("3d"), Vec(&TSRC13)]),
    f(3 << 44, 3 << 44, &[W("e2d"), Vec(&TSRC13)]),
];
static SUSTP_SRC_T: &Table = &[f(0, 0xf << 49, &[Vec(&SUSTP_SRC_NONE)]), f(0, 0, &[Vec(&SUSTP_SRC)])];
static SUQ: &Table = named!(5, 3; 0 => "rank", 1 => "pixfmt", 2 => "smplsz", 3 => "dim", 4 => "rgba", 5 => "blksz");
/// A surface (`$g0`..`$g7`): the sampler file with the quad shape (see [`notation`]).
static SURF: gpuisa_engine::RegSpec =
    gpuisa_engine::RegSpec { field: B::new(26, 3), file: gpuisa_engine::RegFile::S, shape: gpuisa_engine::RegShape::Quad };

static CLASS5: &Table = &[
    f(0x1000000000000005, 0xf800000000000207, &[W("red"), Sub(REDOP), W("u32"), Sub(GMEM_T), Reg(&DST)]),
    f(0x1000000000000205, 0xf800000000000207, &[W("add"), W("u64"), Sub(GMEM_T), Reg(&DSTD)]),
    f(0x1800000000000205, 0xf800000000000207, &[W("red"), Sub(REDOPS), W("s32"), Sub(GMEM_T), Reg(&DST)]),
    f(0x2800000000000205, 0xf8000000000003e7, &[W("red"), W("add"), W("f32"), Sub(GMEM_T), Reg(&DST)]),
    f(0x507e000000000005, 0xf87e000000000307, &[W("ld"), Sub(REDOP), W("u32"), Reg(&DST2), Sub(GAMEM_T), Reg(&DST)]),
    f(0x507e000000000205, 0xf87e0000000003e7, &[W("ld"), W("add"), W("u64"), Reg(&DST2), Sub(GAMEM_T), Reg(&DST)]),
    f(0x507e000000000105, 0xf87e0000000003e7, &[W("exch"), W("b32"), Reg(&DST2), Sub(GAMEM_T), Reg(&DST)]),
    f(0x507e000000000305, 0xf87e0000000003e7, &[W("exch"), W("b64"), Reg(&DST2D), Sub(GAMEM_T), Reg(&DSTD)]),
    f(0x5000000000000125, 0xf8000000000003e7, &[W("cas"), W("b32"), Reg(&DST2), Sub(GAMEM_T), Reg(&DST), Reg(&SRC3)]),
    f(0x5000000000000325, 0xf8000000000003e7, &[W("cas"), W("b64"), Reg(&DST2D), Sub(GAMEM_T), Reg(&DSTD), Reg(&SRC3D)]),
    f(0x587e000000000205, 0xf87e000000000307, &[W("ld"), Sub(REDOPS), W("s32"), Reg(&DST2), Sub(GAMEM_T), Reg(&DST)]),
    f(0x687e000000000205, 0xf87e0000000003e7, &[W("ld"), W("add"), W("f32"), Reg(&DST2), Sub(GAMEM_T), Reg(&DST)]),
    f(0x8000000000000005, C5, &[W("ld"), Sub(LDSTT), Sub(LDSTD), Sub(LCOP), Sub(GMEM_T)]),
    f(0x8800000000000005, C5, &[W("ldu"), Sub(LDSTT), Sub(LDSTD), Sub(GMEM_T)]),
    f(0x9000000000000005, C5, &[W("st"), Sub(LDSTT), Sub(SCOP), Sub(GMEM_T), Sub(LDSTD)]),
    f(0x9800000000000005, C5, &[W("cctl"), Sub(CCTLOP), Sub(CCTLMOD), Reg(&DST), Sub(GCMEM_T)]),
    f(0xa000000000000005, C5, &[W("ld"), W("lock"), Sub(LDSTT), Reg(&PDSTL), Sub(LDSTD), Mem(&GMEM)]),
    f(0xa800000000000005, C5, &[W("ld"), Sub(lduld::LD_DST), Sub(lduld::LD_SRC_S), W("ldu"), Sub(lduld::LDU_DST), Sub(lduld::LDU_SRC)]),
    f(0xb000000000000005, 0xf000000000000007, &[W("ld"), Sub(lduld::LD_DST), Sub(lduld::LD_SRC_G), W("ldu"), Sub(lduld::LDU_DST), Sub(lduld::LDU_SRC)]),
    f(0xc000000000000005, 0xfd00000000000007, &[W("ld"), Sub(LDSTT), Sub(LDSTD), Sub(LCOP), Mem(&LMEM)]),
    f(0xc100000000000005, 0xfd00000000000007, &[W("ld"), Sub(LDSTT), Sub(LDSTD), Mem(&SMEM)]),
    f(0xc400000000000005, C4, &[W("ld"), W("lock"), Sub(LDSTT), Reg(&PDST4), Sub(LDSTD), Mem(&SMEM)]),
    f(0xc800000000000005, 0xfd00000000000007, &[W("st"), Sub(LDSTT), Sub(SCOP), Mem(&LMEM), Sub(LDSTD)]),
    f(0xc900000000000005, 0xfd00000000000007, &[W("st"), Sub(LDSTT), Mem(&SMEM), Sub(LDSTD)]),
    f(0xcc00000000000005, C4, &[W("st"), W("unlock"), Sub(LDSTT), Mem(&SMEM), Sub(LDSTD)]),
    f(0xd000000000000005, C4, &[W("cctl"), Sub(CCTLOP), Reg(&DST), Mem(&LMEM)]),
    f(0xd400000000000005, 0xfc1e000000000007, &[W("suldb"), Sub(LDSTT), Sub(LDSTD), Sub(LCOP), Sub(SCLAMP), Sub(SUADDR), Sub(SUDIM)]),
    f(0xd800400100000005, 0xfc00400100000007, &[W("suredp"), Sub(REDOP), Sub(SCLAMP), Reg(&SURF), Vec(&SADDR), Reg(&DST)]),
    f(0xdc00000000000005, 0xfc1e000000000007, &[W("sustb"), Sub(SCOP), Sub(SCLAMP), Sub(SUADDR), Sub(SUDIM), Sub(LDSTT), Sub(LDSTD)]),
    f(0xdc00000000000005, C4, &[W("sustp"), Sub(SCOP), Sub(SCLAMP), Sub(SUADDR), Sub(SUDIM), Sub(SUSTP_SRC_T)]),
    f(0xe000000000000005, 0xfc00000000000067, &[W("membar"), W("cta")]),
    f(0xe000000000000025, 0xfc00000000000067, &[W("membar"), W("gl")]),
    f(0xe000000000000045, 0xfc00000000000067, &[W("membar"), W("sys")]),
    f(0xe400000000000005, C4, &[W("suq"), Sub(SUQ), Reg(&DST), Sub(SUADDR)]),
    f(0xe800000000000005, C4, &[W("st"), W("unlock"), Sub(LDSTT), Mem(&GMEM), Sub(LDSTD)]),
    f(0xf000000000000005, C4, &[W("suleab"), Reg(&PDST2), Reg(&DSTD), Sub(LDSTT), Sub(SCLAMP), Sub(SUADDR), Sub(SUDIM)]),
];

// Class 6: c[], attributes and textures.
static LDVF: &Table = named!(5, 2; 3 => "b128", 2 => "b96", 1 => "b64", 0 => "b32");
static PIXINFO: &Table = named!(5, 3; 0 => "samplecnt", 1 => "covmask", 2 => "covered", 3 => "offset", 4 => "cent_offset", 5 => "sampleid");
static TEXM: &Table = &[f(0, 3 << 7, &[]), f(1 << 7, 3 << 7, &[W("t")]), f(2 << 7, 3 << 7, &[W("p")])];
static TEXT: &Table = named!(51, 3; 0 => "t1d", 1 => "a1d", 2 => "t2d", 3 => "a2d", 4 => "t3d", 6 => "tcube", 7 => "acube");
static LODT: &Table = named!(57, 3; 0 => "lauto", 1 => "lzero", 2 => "lbias", 3 => "llod", 6 => "lbiasa", 7 => "lloda");
static LODF: &Table = ch!(57, "lzero", "llod");
static TEXI: &Table = fl!(50, W("ind"));
static TEXSHD: &Table = fl!(56, W("shadow"));
static TEXCL: &Table = fl!(56, W("cl"));
static TEXOFF: &Table = fl!(54, W("off"));
static TEXMS: &Table = fl!(55, W("ms"));
static TOFFG: &Table = &[f(0 << 54, 3 << 54, &[]), f(1 << 54, 3 << 54, &[W("off")]), f(2 << 54, 3 << 54, &[W("off8")])];
static TEXF: &Table = &[f(0, 0, &[Sub(LTEX), Sub(DTEX)])];
static TEXRGBA: &Table = named!(5, 2; 0 => "r", 1 => "g", 2 => "b", 3 => "a");
static TEXSRC2: &Table = &[
    f(0x0000 << 48, T2, &[Open, Close]),
    f(0x0040 << 48, T2, &[Vec(&TSRC21)]),
    f(0x0100 << 48, T2, &[Vec(&TSRC21)]),
    f(0x0140 << 48, T2, &[Vec(&TSRC22)]),
    f(0x0400 << 48, T2, &[Vec(&TSRC21)]),
    f(0x0440 << 48, T2, &[Vec(&TSRC22)]),
    f(0x0500 << 48, T2, &[Vec(&TSRC22)]),
    f(0x0540 << 48, T2, &[Vec(&TSRC23)]),
];
static TEXFSRC2: &Table = &[
    f(0x0000 << 48, TF2, &[Open, Close]),
    f(0x0040 << 48, TF2, &[Vec(&TSRC21)]),
    f(0x0080 << 48, TF2, &[Vec(&TSRC21)]),
    f(0x00c0 << 48, TF2, &[Vec(&TSRC22)]),
    f(0x0200 << 48, TF2, &[Vec(&TSRC21)]),
    f(0x0240 << 48, TF2, &[Vec(&TSRC22)]),
    f(0x0280 << 48, TF2, &[Vec(&TSRC22)]),
    f(0x02c0 << 48, TF2, &[Vec(&TSRC23)]),
];
static TEX4SRC2: &Table = &[
    f(0x0000 << 48, T42, &[Open, Close]),
    f(0x0040 << 48, T42, &[Vec(&TSRC21)]),
    f(0x0080 << 48, T42, &[Vec(&TSRC22)]),
    f(0x0100 << 48, T42, &[Vec(&TSRC21)]),
    f(0x0140 << 48, T42, &[Vec(&TSRC22)]),
    f(0x0180 << 48, T42, &[Vec(&TSRC23)]),
];
static TEXQUERY: &Table = named!(54, 6;
    0x00 => "tdims", 0x01 => "ttype", 0x02 => "tsamplepos", 0x08 => "sfilter", 0x09 => "slod", 0x0a => "swrap",
    0x0b => "sbcolor");

static CLASS6: &Table = &[
    f(0x0000000000000006, C4, &[W("ld"), Reg(&DST), Mem(&VBA)]),
    f(0x0400000000000006, C4, &[W("ld"), Sub(PATCH), Sub(LDVF), Vec(&ADST), Sub(OUTA), Mem(&AMEM), Reg(&SRC2), Sub(UNK39)]),
    f(0x0800000000000006, C4, &[W("st"), Sub(PATCH), Sub(LDVF), Mem(&AMEM), Vec(&ASRC), Reg(&SRC3), Sub(UNK39)]),
    f(0x1000000000000006, C4, &[W("pixinfo"), Reg(&DST), Reg(&PDST3), Sub(PIXINFO), Mem(&PIX)]),
    f(0x1400000000000006, C4, &[W("ld"), Sub(LDSTT), Sub(LDSTD), Mem(&FCMEM)]),
    f(0x1c00000000000006, C4, &[W("out"), Sub(EMIT), Sub(RESTART), Reg(&DST), Reg(&SRC1), Sub(IS2)]),
    f(0x8000000000000006, 0xf000000000000007, &[W("tex"), Sub(TEXM), Sub(LODT), Sub(TEXSHD), Sub(TEXOFF), Sub(TEXF), Sub(TDST_T), Sub(TEXT), Sub(TEXI), Reg(&TEX), Reg(&SAMP), Sub(TEXSRC1), Sub(TEXSRC2)]),
    f(0x9000000000000006, 0xf000000000000007, &[W("texfetch"), Sub(TEXM), Sub(LODF), Sub(TEXCL), Sub(TEXMS), Sub(TEXOFF), Sub(LTEX), Sub(TDST_T), Sub(TEXT), Sub(TEXI), Reg(&TEX), Reg(&SAMP), Sub(TEXSRC1), Sub(TEXFSRC2)]),
    f(0xa000000000000006, 0xf000000000000007, &[W("texgather"), Sub(TEXM), Sub(TEXSHD), Sub(TOFFG), Sub(TEXF), Sub(TEXRGBA), Sub(TDST_T), Sub(TEXT), Sub(TEXI), Reg(&TEX), Reg(&SAMP), Sub(TEX4SRC1), Sub(TEX4SRC2)]),
    f(0xb000000000000006, 0xf000000000000007, &[W("texquerylod"), Sub(TEXM), Sub(TEXF), Sub(TDST_T), Sub(TEXT), Sub(TEXI), Reg(&TEX), Reg(&SAMP), Sub(TEXSRC1)]),
    f(0xc000000000000006, 0xf000000000000007, &[W("texquery"), Sub(TEXM), Sub(LTEX), Sub(TDST_T), Sub(TEXQUERY), Sub(TEXI), Reg(&TEX), Reg(&SAMP), Reg(&SRC1), Reg(&SRC2)]),
    f(0xd000000000000006, 0xf000000000000007, &[W("texcsaa"), Sub(TEXM), Sub(TEXF), Sub(TDST_T), Reg(&TEX), Reg(&SAMP), Vec(&TSRC13)]),
    f(0xe000000000000006, 0xf000000000000007, &[W("texgrad"), Sub(TEXM), Sub(TEXOFF), Sub(LTEX), Sub(TDST_T), Sub(TEXT), Sub(TEXI), Reg(&TEX), Reg(&SAMP), Sub(TEXGRSRC1), Sub(TEXGRSRC2)]),
];

static CLASS7: &Table = &[];

/// Classes by bits 0-2. Classes 0 to 4 are the one description's ([`crate::encoding`]), read
/// through their envydis views ([`root`]).
static CLASSES: [&Table; 8] = [crate::encoding::float::CLASS0, crate::encoding::float::CLASS1, crate::encoding::int::CLASS2, crate::encoding::int::CLASS3, crate::encoding::data::CLASS4, CLASS5, CLASS6, CLASS7];

// Control (class 7): branches, calls and the reconvergence stack.
static LIM: &Table = fl!(16, W("lim"));
static BRAWARP: &Table = fl!(15, W("allwarp"));
static TERMINATE: &Table = fl!(14, W("terminate"));
/// Branch target: relative, or (bit 14) read from c[].
static BTARG: &Table = &[f(0, 1 << 14, &[Target(&CTARG)]), f(1 << 14, 1 << 14, &[W("pcrel"), Mem(&FCMEMNR)])];
/// The guard of operations that take none: read (bits 10-13) but not printed by envydis.
static IGN: &Table = PRED_T;
const CM: u64 = 0xf800_0000_0000_4007;
static CONTROL: &Table = &[
    f(0x0000000000000007, CM, &[Sub(PRED_T), Sub(CC_T), W("bra"), Sub(LIM), Sub(BRAWARP), W("abs"), Imm(&ATARG)]).flow(Flow::BRANCH),
    f(0x0000000000004007, CM, &[Sub(PRED_T), Sub(CC_T), W("bra"), Sub(LIM), Sub(BRAWARP), Mem(&FCMEMNR)]).flow(Flow::INDIRECT),
    f(0x0800000000000007, CM, &[Sub(PRED_T), Sub(CC_T), W("bra"), Sub(LIM), Reg(&SRC1), W("abs"), Imm(&ATARG)]).flow(Flow::INDIRECT),
    f(0x0800000000004007, CM, &[Sub(PRED_T), Sub(CC_T), W("bra"), Sub(LIM), Mem(&FCMEM)]).flow(Flow::INDIRECT),
    f(0x1000000000000007, CM, &[Ignored(IGN), W("call"), Sub(LIM), W("abs"), Imm(&ATARG)]).flow(Flow::CALL),
    f(0x1000000000004007, CM, &[Ignored(IGN), W("call"), Sub(LIM), Mem(&FCMEMNR)]).flow(Flow::CALL),
    f(0x4000000000000007, C5, &[Sub(PRED_T), Sub(CC_T), W("bra"), Sub(LIM), Sub(BRAWARP), Sub(BTARG)]).flow(Flow::BRANCH),
    f(0x4800000000000007, CM, &[Sub(PRED_T), Sub(CC_T), W("bra"), Sub(LIM), Reg(&SRC1), Target(&NTARG)]).flow(Flow::INDIRECT),
    f(0x4800000000004007, CM, &[Sub(PRED_T), Sub(CC_T), W("bra"), Sub(LIM), W("pcrel"), Mem(&FCMEM)]).flow(Flow::INDIRECT),
    f(0x5000000000000007, CM, &[Ignored(IGN), W("call"), Sub(LIM), Target(&CTARG)]).flow(Flow::CALL),
    f(0x5000000000004007, CM, &[Ignored(IGN), W("call"), Sub(LIM), W("pcrel"), Mem(&FCMEMNR)]).flow(Flow::CALL),
    f(0x5800000000000007, C5, &[Ignored(IGN), W("prelongjmp"), Sub(BTARG)]),
    f(0x6000000000000007, C5, &[Ignored(IGN), W("joinat"), Sub(BTARG)]).flow(Flow::PUSH_SYNC),
    f(0x6800000000000007, C5, &[Ignored(IGN), W("prebrk"), Sub(BTARG)]).flow(Flow::PUSH_BREAK),
    f(0x7000000000000007, C5, &[Ignored(IGN), W("precont"), Sub(BTARG)]).flow(Flow::PUSH_CONT),
    f(0x7800000000000007, C5, &[Ignored(IGN), W("preret"), Sub(LIM), Sub(BTARG)]),
    f(0x8800000000000007, C5, &[Sub(PRED_T), Sub(CC_T), W("longjmp")]).flow(Flow::INDIRECT),
    f(0x9800000000000007, C5, &[Sub(PRED_T), Sub(CC_T), W("discard")]).flow(Flow::EXIT),
    f(0xa000000000000007, C5, &[Ignored(IGN), W("rtt"), Sub(TERMINATE)]).flow(Flow::RETURN),
    f(0xa800000000000007, C5, &[Sub(PRED_T), Sub(CC_T), W("brk")]).flow(Flow::BREAK),
    f(0xb000000000000007, C5, &[Sub(PRED_T), Sub(CC_T), W("cont")]).flow(Flow::CONT),
    f(0xc000000000000007, C5, &[Ignored(IGN), W("quadon")]),
    f(0xc800000000000007, C5, &[Ignored(IGN), W("quadpop")]),
    f(0xd000000000000007, 0xf80000000000c007, &[Ignored(IGN), W("bpt"), W("drain"), Imm(&BPT)]).flow(Flow::TRAP),
    f(0xd000000000004007, 0xf80000000000c007, &[Ignored(IGN), W("bpt"), W("cal"), Imm(&BPT)]).flow(Flow::TRAP),
    f(0xd000000000008007, 0xf80000000000c007, &[Ignored(IGN), W("bpt"), W("pause"), Imm(&BPT)]).flow(Flow::TRAP),
    f(0xd00000000000c007, 0xf80000000000c007, &[Ignored(IGN), W("bpt"), W("trap"), Imm(&BPT)]).flow(Flow::TRAP),
];

// The 32-bit forms (bit 3 set) are the one description's ([`crate::encoding::short::SHORT`]), read
// through their envydis views ([`root`]).

/// The indices of the 32-bit forms, the 64-bit `exit`, `ret` and `mov` from a special register (whose
/// texts are also 32-bit forms'), the other control instructions and the catch-all in [`ROOT`].
pub const ROOT_SHORT: usize = 0;
pub const ROOT_EXIT: usize = 1;
pub const ROOT_RET: usize = 2;
pub const ROOT_MOVSR_JOIN: usize = 3;
pub const ROOT_MOVSR: usize = 4;
pub const ROOT_CONTROL: usize = 5;
pub const ROOT_UNKNOWN: usize = 8;

/// envydis' tables: [`ROOT`] with the one description's classes read through their envydis views
/// ([`gpuisa_engine::view`]), built once.
pub fn root() -> &'static Table {
    static DERIVED: std::sync::OnceLock<&'static Table> = std::sync::OnceLock::new();
    DERIVED.get_or_init(|| gpuisa_engine::view::derive(ROOT))
}

/// The root: a 32-bit form (bit 3), a control instruction, or a guarded instruction of the other
/// classes, `join` (bit 4) first. Read through [`root`].
static ROOT: &Table = &[
    f(0x8, 0x8, &[Sub(crate::encoding::short::SHORT)]),
    f(0x8000000000000007, 0xf80000000000000f, &[Sub(PRED_T), Sub(CC_T), W("exit")]).flow(Flow::EXIT),
    f(0x9000000000000007, 0xf80000000000000f, &[Sub(PRED_T), Sub(CC_T), W("ret")]).flow(Flow::RETURN),
    f(0x2c00000000000014, 0xfc0000000000001f, &[W("join"), Sub(PRED_T), W("mov"), W("b32"), Reg(&DST), Reg(&SREG)]).flow(Flow::SYNC),
    f(0x2c00000000000004, 0xfc0000000000001f, &[Sub(PRED_T), W("mov"), W("b32"), Reg(&DST), Reg(&SREG)]),
    f(0x7, 0xf, &[Sub(CONTROL)]),
    f(0x10, 0x18, &[W("join"), Sub(PRED_T), Dispatch(B::new(0, 3), &CLASSES)]).flow(Flow::SYNC),
    f(0x0, 0x18, &[Sub(PRED_T), Dispatch(B::new(0, 3), &CLASSES)]),
    f(0, 0, &[Unknown]),
];

#[cfg(test)]
mod tests {
    #[test]
    fn every_view_places_each_part_of_its_form_once() {
        let errors = gpuisa_engine::view::check(crate::encoding::ROOT);
        assert!(errors.is_empty(), "{errors:#?}");
    }
}
