//! Loads and stores: global (`LD`, `ST`, `.E` with 64-bit addresses, `LDU`), shared (`LDS`, `STS`),
//! local (`LDL`, `STL`) and constant (`LDC`) memory; reductions (`RED`) and atomics (`ATOM`) on global
//! memory; locked loads and unlocking stores (`LDLK`, `LDSLK`, `STUL`, `STSUL`), paired loads (`LD_LDU`,
//! `LDS_LDU`, in `mem_pair.rs`), cache control (`CCTL`, `CCTLL`) and `MEMBAR`; in class 6 `LDC`, `VILD`,
//! `PIXLD`, `OUT`; surfaces (`SULD`, `SUST`, `SURED`, `SUQ`, `SULEA`); textures and ALD/AST are in `tex.rs`. Spellings NVIDIA's listings do not show are those of NVIDIA's Fermi
//! instruction list, with envytools' gf100 bit positions (docs/fermi.md).

use super::fields::*;
use crate::sem::Sem;
use gpuisa_core::BitField as B;
use gpuisa_engine::{Atom::*, ImmSpec, MemBaseSpec, MemSpec, RegFile, RegShape, RegSpec, Table, VecCount, VecSpec, W};

#[path = "mem_pair.rs"]
mod pair;

/// Global memory: register base plus a signed 32-bit byte offset (bits 26-57).
static GMEM: MemSpec =
    MemSpec { space: "g", bank: None, base: MemBaseSpec::Reg(&SRC1), offset: Some(simm(26, 32)), postinc: false };
/// Shared and local memory: register base plus a signed 24-bit offset (bits 26-49).
static SMEM: MemSpec =
    MemSpec { space: "s", bank: None, base: MemBaseSpec::Reg(&SRC1), offset: Some(simm(26, 24)), postinc: false };
static LMEM: MemSpec =
    MemSpec { space: "l", bank: None, base: MemBaseSpec::Reg(&SRC1), offset: Some(simm(26, 24)), postinc: false };
/// Constant memory read by LDC: bank in bits 42-46, register base plus a signed 16-bit offset.
static CMEM: MemSpec = MemSpec {
    space: "c",
    bank: Some(B::new(42, 5)),
    base: MemBaseSpec::Reg(&SRC1),
    offset: Some(simm(26, 16)),
    postinc: false,
};

/// Access size (bits 5-7); 32 bits prints nothing.
static SIZE: &Table = &[
    f(0 << 5, 7 << 5, &[W("U8")]).sem(Sem::SizeU8.t()),
    f(1 << 5, 7 << 5, &[W("S8")]).sem(Sem::SizeS8.t()),
    f(2 << 5, 7 << 5, &[W("U16")]).sem(Sem::SizeU16.t()),
    f(3 << 5, 7 << 5, &[W("S16")]).sem(Sem::SizeS16.t()),
    f(4 << 5, 7 << 5, &[]),
    f(5 << 5, 7 << 5, &[W("64")]).sem(Sem::Size64.t()),
    f(6 << 5, 7 << 5, &[W("128")]).sem(Sem::Size128.t()),
];
/// The register (pair, quad) a load writes or a store reads, by size.
static DATA_DST: &Table = &[
    f(5 << 5, 7 << 5, &[Reg(&DSTD)]),
    f(6 << 5, 7 << 5, &[Reg(&DST)]),
    f(0 << 5, 4 << 5, &[Reg(&DST)]),
    f(4 << 5, 7 << 5, &[Reg(&DST)]),
];
/// Cache operation of loads (bits 8-9).
static LCACHE: &Table = &[
    f(0 << 8, 3 << 8, &[]),
    f(1 << 8, 3 << 8, &[W("CG")]),
    f(2 << 8, 3 << 8, &[W("CS")]),
    f(3 << 8, 3 << 8, &[W("CV")]),
];
/// Cache operation of local loads (bits 8-9).
static LLCACHE: &Table = &[
    f(0 << 8, 3 << 8, &[]),
    f(1 << 8, 3 << 8, &[W("CG")]),
    f(2 << 8, 3 << 8, &[W("LU")]),
    f(3 << 8, 3 << 8, &[W("CV")]),
];
/// Cache operation of stores (bits 8-9).
static SCACHE: &Table = &[
    f(0 << 8, 3 << 8, &[]),
    f(1 << 8, 3 << 8, &[W("CG")]),
    f(2 << 8, 3 << 8, &[W("CS")]),
    f(3 << 8, 3 << 8, &[W("WT")]),
];
/// Atomic and reduction operations (bits 5-8) and types, after envytools' gf100 tables: opcode bits
/// 59-63 choose unsigned or 64-bit (2 for RED, 10 for ATOM), signed (3, 11) or float (5, 13) values,
/// and bit 9 the 64-bit ones of the first group (it is set in the other two). NVIDIA prints no type for
/// U32 (`RED.ADD`, as the listings show). Every form pins all these bits, so that a word no form takes
/// prints whole as `???` rather than as a mnemonic several opcodes share.
const OP9: u64 = 0x1f << 5;
static ATOMOP_U: &Table = &[
    f(0 << 5, 0xf << 5, &[W("ADD")]),
    f(1 << 5, 0xf << 5, &[W("MIN")]).sem(Sem::AtomMin.t()),
    f(2 << 5, 0xf << 5, &[W("MAX")]).sem(Sem::AtomMax.t()),
    f(3 << 5, 0xf << 5, &[W("INC")]).sem(Sem::AtomInc.t()),
    f(4 << 5, 0xf << 5, &[W("DEC")]).sem(Sem::AtomDec.t()),
    f(5 << 5, 0xf << 5, &[W("AND")]).sem(Sem::AtomAnd.t()),
    f(6 << 5, 0xf << 5, &[W("OR")]).sem(Sem::AtomOr.t()),
    f(7 << 5, 0xf << 5, &[W("XOR")]).sem(Sem::AtomXor.t()),
];
/// The signed operations (bits 5-8): add, min, max.
static ATOMOP_S: &Table = &[
    f(0 << 5, 0xf << 5, &[W("ADD")]),
    f(1 << 5, 0xf << 5, &[W("MIN")]).sem(Sem::AtomMin.t()),
    f(2 << 5, 0xf << 5, &[W("MAX")]).sem(Sem::AtomMax.t()),
];
static U64: &Table = &[f(0, 0, &[W("U64")]).sem(Sem::AtomU64.t())];
static S32: &Table = &[f(0, 0, &[W("S32")]).sem(Sem::AtomS32.t())];
static F32: &Table = &[f(0, 0, &[W("F32"), W("FTZ"), W("RN")]).sem(Sem::AtomF32.t())];
static EXCH: &Table = &[f(0, 0, &[W("EXCH")]).sem(Sem::AtomExch.t())];
static CAS: &Table = &[f(0, 0, &[W("CAS")]).sem(Sem::AtomCas.t())];
/// ATOM: source 3 (bits 49-54) is RZ but for CAS, where it holds the value stored on a match.
const NO_SRC3: u64 = 0x3f << 49;
/// ATOM's returned value (bits 43-48) and its address: a register plus a signed 20-bit offset in bits
/// 26-42 and 55-57.
static DST2: RegSpec = RegSpec { field: B::new(43, 6), file: RegFile::R, shape: RegShape::Word };
static GAMEM: MemSpec = MemSpec {
    space: "g",
    bank: None,
    base: MemBaseSpec::Reg(&SRC1),
    offset: Some(ImmSpec { field: B::two(26, 17, 55, 3), signed: true, shift: 0, minus: true }),
    postinc: false,
};

/// `.E` by bit 58: a 64-bit address (CCTL).
static E58: &Table = &[f(1 << 58, 1 << 58, &[W("E")]), f(0, 1 << 58, &[])];
/// Cache control (bits 5-9) and the cache it acts on (bits 26-27), after envytools' gf100 tables.
static CCTLOP: &Table = &[
    f(0 << 5, 0x1f << 5, &[W("QRY1")]),
    f(1 << 5, 0x1f << 5, &[W("PF1")]),
    f(2 << 5, 0x1f << 5, &[W("PF1_5")]),
    f(3 << 5, 0x1f << 5, &[W("PF2")]),
    f(4 << 5, 0x1f << 5, &[W("WB")]),
    f(5 << 5, 0x1f << 5, &[W("IV")]),
    f(6 << 5, 0x1f << 5, &[W("IVALL")]),
    f(7 << 5, 0x1f << 5, &[W("RS")]),
];
static CCTLMOD: &Table = &[f(0 << 26, 3 << 26, &[]), f(1 << 26, 3 << 26, &[W("U")]), f(2 << 26, 3 << 26, &[W("C")]), f(3 << 26, 3 << 26, &[W("I")])];
/// CCTL's address: a register plus a signed word offset (bits 28-57, printed in bytes).
static GCMEM: MemSpec = MemSpec {
    space: "g",
    bank: None,
    base: MemBaseSpec::Reg(&SRC1),
    offset: Some(ImmSpec { field: B::new(28, 30), signed: true, shift: 2, minus: true }),
    postinc: false,
};
/// The predicate LDLK writes (bits 8-9 and 58) and the one LDSLK writes (bits 50-52).
static PDST_LK: RegSpec = RegSpec { field: B::two(8, 2, 58, 1), file: RegFile::P, shape: RegShape::Word };
static PDST_SLK: RegSpec = RegSpec { field: B::new(50, 3), file: RegFile::P, shape: RegShape::Word };
/// Bits 59-63 of the opcode (bit 58 is an operand's).
const OPM5: u64 = 0x1f << 59 | 0xf;

/// `.E`: 64-bit addresses (the opcode says it).
static WIDE: &Table = &[f(0, 0, &[W("E")]).sem(Sem::Wide.t())];

/// Surfaces (class 5 opcodes 0x35-0x3c), after envytools' gf100 tables. The surface is a slot (bits 26-28,
/// when bit 46 is set: `[0x5]`) or a register (bits 26-31: `[R30]`, `[RZ]`); the coordinates a register
/// vector (bits 20-25), as many as the geometry (bits 44-45) has. Spellings: NVIDIA's Fermi instruction
/// list names SULD, SUST, SURED, SULEA, SUQ; the rest is unverified (/work/notes/tex.md).
static IMGI: MemSpec = MemSpec { space: "i", bank: None, base: MemBaseSpec::None, offset: Some(uimm(26, 3)), postinc: false };
static IMGR: MemSpec = MemSpec { space: "i", bank: None, base: MemBaseSpec::Reg(&SRC2), offset: None, postinc: false };
static SUADDR: &Table = &[f(1 << 46, 1 << 46, &[Mem(&IMGI)]), f(0, 1 << 46, &[Mem(&IMGR)])];
const fn cvec(n: u8) -> VecSpec {
    VecSpec { base: B::new(20, 6), count: VecCount::Fixed(n), mask: None }
}
static SCOORD1: VecSpec = cvec(1);
static SCOORD2: VecSpec = cvec(2);
static SCOORD3: VecSpec = cvec(3);
static SCOORD4: VecSpec = cvec(4);
/// The geometry's word (a modifier) and its coordinates (an operand), by bits 44-45.
static SUDIM_W: &Table = &[
    f(0 << 44, 3 << 44, &[W("1D")]),
    f(1 << 44, 3 << 44, &[W("2D")]),
    f(2 << 44, 3 << 44, &[W("3D")]),
    f(3 << 44, 3 << 44, &[W("E2D")]),
];
static SUDIM_V: &Table = &[
    f(0 << 44, 3 << 44, &[Vec(&SCOORD1)]),
    f(1 << 44, 3 << 44, &[Vec(&SCOORD2)]),
    f(2 << 44, 3 << 44, &[Vec(&SCOORD3)]),
    f(3 << 44, 3 << 44, &[Vec(&SCOORD3)]),
];
/// SURED's coordinates: 1-4 registers by bits 44-45.
static SURED_V: &Table = &[
    f(0 << 44, 3 << 44, &[Vec(&SCOORD1)]),
    f(1 << 44, 3 << 44, &[Vec(&SCOORD2)]),
    f(2 << 44, 3 << 44, &[Vec(&SCOORD3)]),
    f(3 << 44, 3 << 44, &[Vec(&SCOORD4)]),
];
/// Out-of-range coordinates (bits 47-48): zero, clamp, trap.
static SCLAMP: &Table = &[f(0 << 47, 3 << 47, &[W("ZERO")]), f(1 << 47, 3 << 47, &[W("CLAMP")]), f(2 << 47, 3 << 47, &[W("TRAP")])];
/// Surface sizes (bits 5-7): as loads print them, 32 bits none.
static SUSIZE: &Table = &[
    f(0 << 5, 7 << 5, &[W("U8")]),
    f(1 << 5, 7 << 5, &[W("S8")]),
    f(2 << 5, 7 << 5, &[W("U16")]),
    f(3 << 5, 7 << 5, &[W("S16")]),
    f(4 << 5, 7 << 5, &[]),
    f(5 << 5, 7 << 5, &[W("64")]),
    f(6 << 5, 7 << 5, &[W("128")]),
];
/// The data register (pair, quad) by size.
static SUDATA: &Table = &[
    f(0 << 5, 7 << 5, &[Reg(&DST)]),
    f(1 << 5, 7 << 5, &[Reg(&DST)]),
    f(2 << 5, 7 << 5, &[Reg(&DST)]),
    f(3 << 5, 7 << 5, &[Reg(&DST)]),
    f(4 << 5, 7 << 5, &[Reg(&DST)]),
    f(5 << 5, 7 << 5, &[Reg(&DSTD)]),
    f(6 << 5, 7 << 5, &[Reg(&DSTQ)]),
];
static DSTQ: RegSpec = RegSpec { field: B::new(14, 6), file: RegFile::R, shape: RegShape::Quad };
/// SUST.P's data: a vector from bit 14 with its write mask (bits 49-52), printed last.
static SUST_SRC: VecSpec = VecSpec { base: B::new(14, 6), count: VecCount::Fixed(4), mask: Some(B::new(49, 4)) };
static SUST_SRC_NONE: VecSpec = VecSpec { base: B::empty(), count: VecCount::Fixed(4), mask: Some(B::new(49, 4)) };
static SUST_SRC_T: &Table = &[f(0, 0xf << 49, &[Vec(&SUST_SRC_NONE)]), f(0, 0, &[Vec(&SUST_SRC)])];
static MASK49: &Table = &[
    f(0 << 49, 0xf << 49, &[W("0x0")]), f(1 << 49, 0xf << 49, &[W("0x1")]), f(2 << 49, 0xf << 49, &[W("0x2")]),
    f(3 << 49, 0xf << 49, &[W("0x3")]), f(4 << 49, 0xf << 49, &[W("0x4")]), f(5 << 49, 0xf << 49, &[W("0x5")]),
    f(6 << 49, 0xf << 49, &[W("0x6")]), f(7 << 49, 0xf << 49, &[W("0x7")]), f(8 << 49, 0xf << 49, &[W("0x8")]),
    f(9 << 49, 0xf << 49, &[W("0x9")]), f(10 << 49, 0xf << 49, &[W("0xa")]), f(11 << 49, 0xf << 49, &[W("0xb")]),
    f(12 << 49, 0xf << 49, &[W("0xc")]), f(13 << 49, 0xf << 49, &[W("0xd")]), f(14 << 49, 0xf << 49, &[W("0xe")]),
    f(15 << 49, 0xf << 49, &[W("0xf")]),
];
/// SURED's operation (bits 5-8) and surface slot (bits 26-28).
static SUREDOP: &Table = &[
    f(0 << 5, 0xf << 5, &[W("ADD")]),
    f(1 << 5, 0xf << 5, &[W("MIN")]),
    f(2 << 5, 0xf << 5, &[W("MAX")]),
    f(3 << 5, 0xf << 5, &[W("INC")]),
    f(4 << 5, 0xf << 5, &[W("DEC")]),
    f(5 << 5, 0xf << 5, &[W("AND")]),
    f(6 << 5, 0xf << 5, &[W("OR")]),
    f(7 << 5, 0xf << 5, &[W("XOR")]),
];
static SURF: RegSpec = RegSpec { field: B::new(26, 3), file: RegFile::S, shape: RegShape::Word };
/// What SUQ asks (bits 5-7), by envytools' names.
static SUQ_Q: &Table = &[
    f(0 << 5, 7 << 5, &[W("RANK")]),
    f(1 << 5, 7 << 5, &[W("PIXFMT")]),
    f(2 << 5, 7 << 5, &[W("SMPLSZ")]),
    f(3 << 5, 7 << 5, &[W("DIM")]),
    f(4 << 5, 7 << 5, &[W("RGBA")]),
    f(5 << 5, 7 << 5, &[W("BLKSZ")]),
];
/// The predicate SULEA writes (bits 54-56).
static PDST54: RegSpec = RegSpec { field: B::new(54, 3), file: RegFile::P, shape: RegShape::Word };
/// Bits 49-52 clear: SUST.B (the data by size); else SUST.P (a masked vector).
const SU_B: u64 = OPM | 0xf << 49;


pub static CLASS5: &Table = &[
    f(op(0x20, 5), OPM, &[W("LD"), Sub(SIZE), Sub(LCACHE), Sub(S4), Sub(DATA_DST), Mem(&GMEM)]).sem(Sem::Ld.t()),
    f(op(0x21, 5), OPM, &[W("LD"), Sub(WIDE), Sub(SIZE), Sub(LCACHE), Sub(S4), Sub(DATA_DST), Mem(&GMEM)]).sem(Sem::Ld.t()),
    f(op(0x22, 5), OPM, &[W("LDU"), Sub(SIZE), Sub(S4), Sub(DATA_DST), Mem(&GMEM)]).sem(Sem::Ldu.t()),
    f(op(0x23, 5), OPM, &[W("LDU"), Sub(WIDE), Sub(SIZE), Sub(S4), Sub(DATA_DST), Mem(&GMEM)]).sem(Sem::Ldu.t()),
    f(op(0x24, 5), OPM, &[W("ST"), Sub(SIZE), Sub(SCACHE), Sub(S4), Mem(&GMEM), Sub(DATA_DST)]).sem(Sem::St.t()),
    f(op(0x25, 5), OPM, &[W("ST"), Sub(WIDE), Sub(SIZE), Sub(SCACHE), Sub(S4), Mem(&GMEM), Sub(DATA_DST)]).sem(Sem::St.t()),
    f(op(0x30, 5) | 1 << 56, OPM & !(1 << 57) | 1 << 56, &[W("LDS"), Sub(SIZE), Sub(S4), Sub(DATA_DST), Mem(&SMEM)]).sem(Sem::Lds.t()),
    f(op(0x30, 5), OPM & !(1 << 57) | 1 << 56, &[W("LDL"), Sub(LLCACHE), Sub(SIZE), Sub(S4), Sub(DATA_DST), Mem(&LMEM)]).sem(Sem::Ldl.t()),
    f(op(0x32, 5) | 1 << 56, OPM & !(1 << 57) | 1 << 56, &[W("STS"), Sub(SIZE), Sub(S4), Mem(&SMEM), Sub(DATA_DST)]).sem(Sem::Sts.t()),
    f(op(0x32, 5), OPM & !(1 << 57) | 1 << 56, &[W("STL"), Sub(SIZE), Sub(SCACHE), Sub(S4), Mem(&LMEM), Sub(DATA_DST)]).sem(Sem::Stl.t()),
    f(op(0x04, 5), OPM | 1 << 9, &[W("RED"), Sub(ATOMOP_U), Sub(S4), Mem(&GMEM), Reg(&DST)]).sem(Sem::Red.t()),
    f(op(0x05, 5), OPM | 1 << 9, &[W("RED"), Sub(WIDE), Sub(ATOMOP_U), Sub(S4), Mem(&GMEM), Reg(&DST)]).sem(Sem::Red.t()),
    f(op(0x04, 5) | 1 << 9, OPM | 1 << 9, &[W("RED"), W("ADD"), Sub(U64), Sub(S4), Mem(&GMEM), Reg(&DST)]).sem(Sem::Red.t()),
    f(op(0x05, 5) | 1 << 9, OPM | 1 << 9, &[W("RED"), Sub(WIDE), W("ADD"), Sub(U64), Sub(S4), Mem(&GMEM), Reg(&DST)]).sem(Sem::Red.t()),
    f(op(0x06, 5) | 1 << 9, OPM | 1 << 9, &[W("RED"), Sub(ATOMOP_S), Sub(S32), Sub(S4), Mem(&GMEM), Reg(&DST)]).sem(Sem::Red.t()),
    f(op(0x07, 5) | 1 << 9, OPM | 1 << 9, &[W("RED"), Sub(WIDE), Sub(ATOMOP_S), Sub(S32), Sub(S4), Mem(&GMEM), Reg(&DST)]).sem(Sem::Red.t()),
    f(op(0x0a, 5) | 1 << 9, OPM | OP9, &[W("RED"), W("ADD"), Sub(F32), Sub(S4), Mem(&GMEM), Reg(&DST)]).sem(Sem::Red.t()),
    f(op(0x0b, 5) | 1 << 9, OPM | OP9, &[W("RED"), Sub(WIDE), W("ADD"), Sub(F32), Sub(S4), Mem(&GMEM), Reg(&DST)]).sem(Sem::Red.t()),
    f(op(0x14, 5) | NO_SRC3, OPM | NO_SRC3 | 3 << 8, &[W("ATOM"), Sub(ATOMOP_U), Sub(S4), Reg(&DST2), Mem(&GAMEM), Reg(&DST)]).sem(Sem::Atom.t()),
    f(op(0x15, 5) | NO_SRC3, OPM | NO_SRC3 | 3 << 8, &[W("ATOM"), Sub(WIDE), Sub(ATOMOP_U), Sub(S4), Reg(&DST2), Mem(&GAMEM), Reg(&DST)]).sem(Sem::Atom.t()),
    f(op(0x14, 5) | NO_SRC3 | 1 << 9, OPM | NO_SRC3 | OP9, &[W("ATOM"), W("ADD"), Sub(U64), Sub(S4), Reg(&DST2), Mem(&GAMEM), Reg(&DST)]).sem(Sem::Atom.t()),
    f(op(0x15, 5) | NO_SRC3 | 1 << 9, OPM | NO_SRC3 | OP9, &[W("ATOM"), Sub(WIDE), W("ADD"), Sub(U64), Sub(S4), Reg(&DST2), Mem(&GAMEM), Reg(&DST)]).sem(Sem::Atom.t()),
    f(op(0x14, 5) | NO_SRC3 | 8 << 5, OPM | NO_SRC3 | OP9, &[W("ATOM"), Sub(EXCH), Sub(S4), Reg(&DST2), Mem(&GAMEM), Reg(&DST)]).sem(Sem::Atom.t()),
    f(op(0x15, 5) | NO_SRC3 | 8 << 5, OPM | NO_SRC3 | OP9, &[W("ATOM"), Sub(WIDE), Sub(EXCH), Sub(S4), Reg(&DST2), Mem(&GAMEM), Reg(&DST)]).sem(Sem::Atom.t()),
    f(op(0x14, 5) | NO_SRC3 | 8 << 5 | 1 << 9, OPM | NO_SRC3 | OP9, &[W("ATOM"), Sub(EXCH), Sub(U64), Sub(S4), Reg(&DST2), Mem(&GAMEM), Reg(&DST)]).sem(Sem::Atom.t()),
    f(op(0x15, 5) | NO_SRC3 | 8 << 5 | 1 << 9, OPM | NO_SRC3 | OP9, &[W("ATOM"), Sub(WIDE), Sub(EXCH), Sub(U64), Sub(S4), Reg(&DST2), Mem(&GAMEM), Reg(&DST)]).sem(Sem::Atom.t()),
    f(op(0x14, 5) | 9 << 5, OPM | OP9, &[W("ATOM"), Sub(CAS), Sub(S4), Reg(&DST2), Mem(&GAMEM), Reg(&DST), Reg(&SRC3)]).sem(Sem::Atom.t()),
    f(op(0x15, 5) | 9 << 5, OPM | OP9, &[W("ATOM"), Sub(WIDE), Sub(CAS), Sub(S4), Reg(&DST2), Mem(&GAMEM), Reg(&DST), Reg(&SRC3)]).sem(Sem::Atom.t()),
    f(op(0x14, 5) | 9 << 5 | 1 << 9, OPM | OP9, &[W("ATOM"), Sub(CAS), Sub(U64), Sub(S4), Reg(&DST2), Mem(&GAMEM), Reg(&DST), Reg(&SRC3)]).sem(Sem::Atom.t()),
    f(op(0x15, 5) | 9 << 5 | 1 << 9, OPM | OP9, &[W("ATOM"), Sub(WIDE), Sub(CAS), Sub(U64), Sub(S4), Reg(&DST2), Mem(&GAMEM), Reg(&DST), Reg(&SRC3)]).sem(Sem::Atom.t()),
    f(op(0x16, 5) | NO_SRC3 | 1 << 9, OPM | NO_SRC3 | 3 << 8, &[W("ATOM"), Sub(ATOMOP_S), Sub(S32), Sub(S4), Reg(&DST2), Mem(&GAMEM), Reg(&DST)]).sem(Sem::Atom.t()),
    f(op(0x17, 5) | NO_SRC3 | 1 << 9, OPM | NO_SRC3 | 3 << 8, &[W("ATOM"), Sub(WIDE), Sub(ATOMOP_S), Sub(S32), Sub(S4), Reg(&DST2), Mem(&GAMEM), Reg(&DST)]).sem(Sem::Atom.t()),
    f(op(0x1a, 5) | NO_SRC3 | 1 << 9, OPM | NO_SRC3 | OP9, &[W("ATOM"), W("ADD"), Sub(F32), Sub(S4), Reg(&DST2), Mem(&GAMEM), Reg(&DST)]).sem(Sem::Atom.t()),
    f(op(0x1b, 5) | NO_SRC3 | 1 << 9, OPM | NO_SRC3 | OP9, &[W("ATOM"), Sub(WIDE), W("ADD"), Sub(F32), Sub(S4), Reg(&DST2), Mem(&GAMEM), Reg(&DST)]).sem(Sem::Atom.t()),
    f(op(0x26, 5), OPM5, &[W("CCTL"), Sub(E58), Sub(CCTLOP), Sub(CCTLMOD), Sub(S4), Reg(&DST), Mem(&GCMEM)]),
    f(op(0x28, 5), OPM5, &[W("LDLK"), Sub(SIZE), Sub(S4), Reg(&PDST_LK), Sub(DATA_DST), Mem(&GMEM)]),
    f(op(0x2a, 5), OPM5, &[W("LDS_LDU"), Sub(pair::LDS_LDU)]),
    f(op(0x2c, 5), 0xf << 60 | 0xf, &[W("LD_LDU"), Sub(pair::LD_LDU)]),
    f(op(0x31, 5), OPM, &[W("LDSLK"), Sub(SIZE), Sub(S4), Reg(&PDST_SLK), Sub(DATA_DST), Mem(&SMEM)]),
    f(op(0x33, 5), OPM, &[W("STSUL"), Sub(SIZE), Sub(S4), Mem(&SMEM), Sub(DATA_DST)]),
    f(op(0x34, 5), OPM, &[W("CCTLL"), Sub(CCTLOP), Sub(S4), Reg(&DST), Mem(&LMEM)]),
    f(op(0x38, 5), OPM | 3 << 5, &[W("MEMBAR"), W("CTA"), Sub(S4)]),
    f(op(0x38, 5) | 1 << 5, OPM | 3 << 5, &[W("MEMBAR"), W("GL"), Sub(S4)]),
    f(op(0x38, 5) | 2 << 5, OPM | 3 << 5, &[W("MEMBAR"), W("SYS"), Sub(S4)]),
    f(op(0x3a, 5), OPM, &[W("STUL"), Sub(SIZE), Sub(S4), Mem(&GMEM), Sub(DATA_DST)]),
    f(op(0x35, 5), SU_B, &[W("SULD"), W("B"), Sub(SUDIM_W), Sub(SUSIZE), Sub(LCACHE), Sub(SCLAMP), Sub(S4), Sub(SUDATA), Sub(SUADDR), Sub(SUDIM_V)]),
    f(op(0x36, 5) | 1 << 46 | 1 << 32, OPM | 1 << 46 | 1 << 32, &[W("SURED"), W("P"), Sub(SUDIM_W), Sub(SUREDOP), Sub(SCLAMP), Sub(S4), Reg(&SURF), Sub(SURED_V), Reg(&DST)]),
    f(op(0x37, 5), SU_B, &[W("SUST"), W("B"), Sub(SUDIM_W), Sub(SUSIZE), Sub(SCACHE), Sub(SCLAMP), Sub(S4), Sub(SUADDR), Sub(SUDIM_V), Sub(SUDATA)]),
    f(op(0x37, 5), OPM, &[W("SUST"), W("P"), Sub(SUDIM_W), Sub(SCACHE), Sub(SCLAMP), Sub(S4), Sub(SUADDR), Sub(SUDIM_V), Sub(SUST_SRC_T), Sub(MASK49)]),
    f(op(0x39, 5), OPM, &[W("SUQ"), Sub(SUQ_Q), Sub(S4), Reg(&DST), Sub(SUADDR)]),
    f(op(0x3c, 5), OPM, &[W("SULEA"), W("B"), Sub(SUDIM_W), Sub(SUSIZE), Sub(SCLAMP), Sub(S4), Reg(&PDST54), Reg(&DSTD), Sub(SUADDR), Sub(SUDIM_V)]),
    // No form: the sync bit still reads as `.S`, as envydis' root reads it on every word.
    f(0, 0, &[Unknown, Sub(S4)]),
];

/// VILD's vertex address (bits 20-25 plus a signed 16-bit offset), PIXLD's (a signed 8-bit offset).
static VBA: MemSpec = MemSpec { space: "p", bank: None, base: MemBaseSpec::Reg(&SRC1), offset: Some(simm(26, 16)), postinc: false };
static PIX: MemSpec = MemSpec { space: "x", bank: None, base: MemBaseSpec::Reg(&SRC1), offset: Some(simm(26, 8)), postinc: false };
static PDST53: RegSpec = RegSpec { field: B::new(53, 3), file: RegFile::P, shape: RegShape::Word };
/// What PIXLD reads (bits 5-7).
static PIXMODE: &Table = &[
    f(0 << 5, 7 << 5, &[W("COUNT")]),
    f(1 << 5, 7 << 5, &[W("COVMASK")]),
    f(2 << 5, 7 << 5, &[W("COVERED")]),
    f(3 << 5, 7 << 5, &[W("OFFSET")]),
    f(4 << 5, 7 << 5, &[W("CENTROID_OFFSET")]),
    f(5 << 5, 7 << 5, &[W("MY_INDEX")]),
];
/// OUT: emit a vertex (bit 5), cut the primitive (bit 6).
static OUTMODE: &Table =
    &[f(0, 3 << 5, &[]), f(1 << 5, 3 << 5, &[W("EMIT")]), f(2 << 5, 3 << 5, &[W("CUT")]), f(3 << 5, 3 << 5, &[W("EMIT_THEN_CUT")])];

pub static CLASS6: &Table = &[
    f(op(0x00, 6), OPM, &[W("VILD"), Sub(S4), Reg(&DST), Mem(&VBA)]),
    f(op(0x04, 6), OPM, &[W("PIXLD"), Sub(PIXMODE), Sub(S4), Reg(&DST), Reg(&PDST53), Mem(&PIX)]),
    f(op(0x07, 6), OPM, &[W("OUT"), Sub(OUTMODE), Sub(S4), Reg(&DST), Reg(&SRC1), Sub(SRC2U)]),
    f(op(0x05, 6), OPM, &[W("LDC"), Sub(SIZE), Sub(S4), Sub(DATA_DST), Mem(&CMEM)]).sem(Sem::Ldc.t()),
    f(op(0x01, 6), OPM, &[Sub(super::tex::ATTR)]),
    f(op(0x02, 6), OPM, &[Sub(super::tex::ATTR)]),
    // Textures: bits 60-63 from 0x8 to 0xe (`tex.rs`).
    f(0x8 << 60 | 6, 0xc << 60 | 0xf, &[Sub(super::tex::TEXTURE)]),
    f(0xc << 60 | 6, 0xe << 60 | 0xf, &[Sub(super::tex::TEXTURE)]),
    f(0xe << 60 | 6, 0xf << 60 | 0xf, &[Sub(super::tex::TEXTURE)]),
    // No form: the sync bit still reads as `.S`, as envydis' root reads it on every word.
    f(0, 0, &[Unknown, Sub(S4)]),
];
