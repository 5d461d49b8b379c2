//! Loads and stores: global (`LD`, `ST`, `.E` with 64-bit addresses, `LDU`), shared (`LDS`, `STS`),
//! local (`LDL`, `STL`) and constant (`LDC`) memory; reductions (`RED`) and atomics (`ATOM`) on global
//! memory; locked loads and unlocking stores (`LDLK`, `LDSLK`, `STUL`, `STSUL`), paired loads (`LD_LDU`,
//! `LDS_LDU`, in `mem_pair.rs`), cache control (`CCTL`, `CCTLL`) and `MEMBAR`; in class 6 `LDC`, `VILD`,
//! `PIXLD`, `OUT`; surfaces (`SULD`, `SUST`, `SURED`, `SUQ`, `SULEA`); textures and ALD/AST are in `tex.rs`. Spellings NVIDIA's listings do not show are those of NVIDIA's Fermi
//! instruction list, with envytools' gf100 bit positions (docs/fermi.md).

use super::fields::*;
use crate::sem::Sem;
use gpuisa_core::BitField as B;
use crate::envy::fields as ef;
use gpuisa_engine::view::V::*;
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
    f(0 << 5, 7 << 5, &[W("U8")]).sem(Sem::SizeU8.t()).view(&[A(W("u8"))]),
    f(1 << 5, 7 << 5, &[W("S8")]).sem(Sem::SizeS8.t()).view(&[A(W("s8"))]),
    f(2 << 5, 7 << 5, &[W("U16")]).sem(Sem::SizeU16.t()).view(&[A(W("u16"))]),
    f(3 << 5, 7 << 5, &[W("S16")]).sem(Sem::SizeS16.t()).view(&[A(W("s16"))]),
    f(4 << 5, 7 << 5, &[]).view(&[A(W("b32"))]),
    f(5 << 5, 7 << 5, &[W("64")]).sem(Sem::Size64.t()).view(&[A(W("b64"))]),
    f(6 << 5, 7 << 5, &[W("128")]).sem(Sem::Size128.t()).view(&[A(W("b128"))]),
];
/// The register (pair, quad) a load writes or a store reads, by size: NVIDIA prints a quad as its first
/// register, envydis as the quad (`$r4q`).
static DATA_DST: &Table = &[
    f(5 << 5, 7 << 5, &[Reg(&DSTD)]),
    f(6 << 5, 7 << 5, &[Reg(&DST)]).view(&[As(0, Reg(&ef::DSTQ))]),
    f(0 << 5, 4 << 5, &[Reg(&DST)]),
    f(4 << 5, 7 << 5, &[Reg(&DST)]),
];
/// Cache operation of loads (bits 8-9).
static LCACHE: &Table = &[
    f(0 << 8, 3 << 8, &[]).view(&[A(W("ca"))]),
    f(1 << 8, 3 << 8, &[W("CG")]).view(&[A(W("cg"))]),
    f(2 << 8, 3 << 8, &[W("CS")]).view(&[A(W("cs"))]),
    f(3 << 8, 3 << 8, &[W("CV")]).view(&[A(W("cv"))]),
];
/// Cache operation of local loads (bits 8-9).
static LLCACHE: &Table = &[
    f(0 << 8, 3 << 8, &[]).view(&[A(W("ca"))]),
    f(1 << 8, 3 << 8, &[W("CG")]).view(&[A(W("cg"))]),
    f(2 << 8, 3 << 8, &[W("LU")]).view(&[A(W("cs"))]),
    f(3 << 8, 3 << 8, &[W("CV")]).view(&[A(W("cv"))]),
];
/// Cache operation of stores (bits 8-9).
static SCACHE: &Table = &[
    f(0 << 8, 3 << 8, &[]).view(&[A(W("wb"))]),
    f(1 << 8, 3 << 8, &[W("CG")]).view(&[A(W("cg"))]),
    f(2 << 8, 3 << 8, &[W("CS")]).view(&[A(W("cs"))]),
    f(3 << 8, 3 << 8, &[W("WT")]).view(&[A(W("wt"))]),
];
/// Atomic and reduction operations (bits 5-8) and types, after envytools' gf100 tables: opcode bits
/// 59-63 choose unsigned or 64-bit (2 for RED, 10 for ATOM), signed (3, 11) or float (5, 13) values,
/// and bit 9 the 64-bit ones of the first group (it is set in the other two). NVIDIA prints no type for
/// U32 (`RED.ADD`, as the listings show). Every form pins all these bits, so that a word no form takes
/// prints whole as `???` rather than as a mnemonic several opcodes share.
const OP9: u64 = 0x1f << 5;
static ATOMOP_U: &Table = &[
    f(0 << 5, 0xf << 5, &[W("ADD")]).view(&[A(W("add"))]),
    f(1 << 5, 0xf << 5, &[W("MIN")]).sem(Sem::AtomMin.t()).view(&[A(W("min"))]),
    f(2 << 5, 0xf << 5, &[W("MAX")]).sem(Sem::AtomMax.t()).view(&[A(W("max"))]),
    f(3 << 5, 0xf << 5, &[W("INC")]).sem(Sem::AtomInc.t()).view(&[A(W("inc"))]),
    f(4 << 5, 0xf << 5, &[W("DEC")]).sem(Sem::AtomDec.t()).view(&[A(W("dec"))]),
    f(5 << 5, 0xf << 5, &[W("AND")]).sem(Sem::AtomAnd.t()).view(&[A(W("and"))]),
    f(6 << 5, 0xf << 5, &[W("OR")]).sem(Sem::AtomOr.t()).view(&[A(W("or"))]),
    f(7 << 5, 0xf << 5, &[W("XOR")]).sem(Sem::AtomXor.t()).view(&[A(W("xor"))]),
];
/// The signed operations (bits 5-8): add, min, max.
static ATOMOP_S: &Table = &[
    f(0 << 5, 0xf << 5, &[W("ADD")]).view(&[A(W("add"))]),
    f(1 << 5, 0xf << 5, &[W("MIN")]).sem(Sem::AtomMin.t()).view(&[A(W("min"))]),
    f(2 << 5, 0xf << 5, &[W("MAX")]).sem(Sem::AtomMax.t()).view(&[A(W("max"))]),
];
static U64: &Table = &[f(0, 0, &[W("U64")]).sem(Sem::AtomU64.t()).view(&[A(W("u64"))])];
static S32: &Table = &[f(0, 0, &[W("S32")]).sem(Sem::AtomS32.t()).view(&[A(W("s32"))])];
static F32: &Table = &[f(0, 0, &[W("F32"), W("FTZ"), W("RN")]).sem(Sem::AtomF32.t()).view(&[A(W("f32"))])];
static EXCH: &Table = &[f(0, 0, &[W("EXCH")]).sem(Sem::AtomExch.t()).view(&[A(W("exch"))])];
static CAS: &Table = &[f(0, 0, &[W("CAS")]).sem(Sem::AtomCas.t()).view(&[A(W("cas"))])];
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
/// envydis reads the bit with the address (`G[]` for 64 bits): CCTL places the address in these parts.
static E58: &Table = &[f(1 << 58, 1 << 58, &[W("E")]).view(&[A(Mem(&ef::GDCMEM))]), f(0, 1 << 58, &[]).view(&[A(Mem(&ef::GCMEM))])];
/// Cache control (bits 5-9) and the cache it acts on (bits 26-27), after envytools' gf100 tables.
static CCTLOP: &Table = &[
    f(0 << 5, 0x1f << 5, &[W("QRY1")]).view(&[A(W("query1"))]),
    f(1 << 5, 0x1f << 5, &[W("PF1")]).view(&[A(W("pf1"))]),
    f(2 << 5, 0x1f << 5, &[W("PF1_5")]).view(&[A(W("pf15"))]),
    f(3 << 5, 0x1f << 5, &[W("PF2")]).view(&[A(W("pf2"))]),
    f(4 << 5, 0x1f << 5, &[W("WB")]).view(&[A(W("wb"))]),
    f(5 << 5, 0x1f << 5, &[W("IV")]).view(&[A(W("iv"))]),
    f(6 << 5, 0x1f << 5, &[W("IVALL")]).view(&[A(W("ivall"))]),
    f(7 << 5, 0x1f << 5, &[W("RS")]).view(&[A(W("rs"))]),
];
static CCTLMOD: &Table = &[
    f(0 << 26, 3 << 26, &[]),
    f(1 << 26, 3 << 26, &[W("U")]).view(&[A(W("u"))]),
    f(2 << 26, 3 << 26, &[W("C")]).view(&[A(W("c"))]),
    f(3 << 26, 3 << 26, &[W("I")]).view(&[A(W("i"))]),
];
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
    f(0 << 44, 3 << 44, &[W("1D")]).view(&[A(W("1d"))]),
    f(1 << 44, 3 << 44, &[W("2D")]).sem(Sem::Tex2d.t()).view(&[A(W("2d"))]),
    f(2 << 44, 3 << 44, &[W("3D")]).sem(Sem::Tex3d.t()).view(&[A(W("3d"))]),
    f(3 << 44, 3 << 44, &[W("E2D")]).sem(Sem::Unmodelled.t()).view(&[A(W("e2d"))]),
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
static SCLAMP: &Table = &[
    f(0 << 47, 3 << 47, &[W("ZERO")]).view(&[A(W("zero"))]),
    f(1 << 47, 3 << 47, &[W("CLAMP")]).sem(Sem::SuClamp.t()).view(&[A(W("clamp"))]),
    f(2 << 47, 3 << 47, &[W("TRAP")]).sem(Sem::SuTrap.t()).view(&[A(W("trap"))]),
];
/// Surface sizes (bits 5-7): as loads print them, 32 bits none.
static SUSIZE: &Table = &[
    f(0 << 5, 7 << 5, &[W("U8")]).sem(Sem::SizeU8.t()).view(&[A(W("u8"))]),
    f(1 << 5, 7 << 5, &[W("S8")]).sem(Sem::SizeS8.t()).view(&[A(W("s8"))]),
    f(2 << 5, 7 << 5, &[W("U16")]).sem(Sem::SizeU16.t()).view(&[A(W("u16"))]),
    f(3 << 5, 7 << 5, &[W("S16")]).sem(Sem::SizeS16.t()).view(&[A(W("s16"))]),
    f(4 << 5, 7 << 5, &[]).view(&[A(W("b32"))]),
    f(5 << 5, 7 << 5, &[W("64")]).sem(Sem::Size64.t()).view(&[A(W("b64"))]),
    f(6 << 5, 7 << 5, &[W("128")]).sem(Sem::Size128.t()).view(&[A(W("b128"))]),
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
    f(0 << 5, 0xf << 5, &[W("ADD")]).view(&[A(W("add"))]),
    f(1 << 5, 0xf << 5, &[W("MIN")]).view(&[A(W("min"))]),
    f(2 << 5, 0xf << 5, &[W("MAX")]).view(&[A(W("max"))]),
    f(3 << 5, 0xf << 5, &[W("INC")]).view(&[A(W("inc"))]),
    f(4 << 5, 0xf << 5, &[W("DEC")]).view(&[A(W("dec"))]),
    f(5 << 5, 0xf << 5, &[W("AND")]).view(&[A(W("and"))]),
    f(6 << 5, 0xf << 5, &[W("OR")]).view(&[A(W("or"))]),
    f(7 << 5, 0xf << 5, &[W("XOR")]).view(&[A(W("xor"))]),
];
static SURF: RegSpec = RegSpec { field: B::new(26, 3), file: RegFile::S, shape: RegShape::Word };
/// What SUQ asks (bits 5-7), by envytools' names.
static SUQ_Q: &Table = &[
    f(0 << 5, 7 << 5, &[W("RANK")]).view(&[A(W("rank"))]),
    f(1 << 5, 7 << 5, &[W("PIXFMT")]).view(&[A(W("pixfmt"))]),
    f(2 << 5, 7 << 5, &[W("SMPLSZ")]).view(&[A(W("smplsz"))]),
    f(3 << 5, 7 << 5, &[W("DIM")]).view(&[A(W("dim"))]),
    f(4 << 5, 7 << 5, &[W("RGBA")]).view(&[A(W("rgba"))]),
    f(5 << 5, 7 << 5, &[W("BLKSZ")]).view(&[A(W("blksz"))]),
];
/// The predicate SULEA writes (bits 54-56).
static PDST54: RegSpec = RegSpec { field: B::new(54, 3), file: RegFile::P, shape: RegShape::Word };
/// Bits 49-52 clear: SUST.B (the data by size); else SUST.P (a masked vector).
const SU_B: u64 = OPM | 0xf << 49;


pub static CLASS5: &Table = &[
    f(op(0x20, 5), OPM, &[W("LD"), Sub(SIZE), Sub(LCACHE), Sub(S4), Sub(DATA_DST), Mem(&GMEM)])
        .view(&[A(W("ld")), Ref(1), Ref(4), Ref(2), As(5, Mem(&ef::GMEM)), Out(3)]),
    f(op(0x21, 5), OPM, &[W("LD"), Sub(WIDE), Sub(SIZE), Sub(LCACHE), Sub(S4), Sub(DATA_DST), Mem(&GMEM)])
        .view(&[A(W("ld")), Ref(2), Ref(5), Ref(3), As(6, Mem(&ef::GDMEM)), Out(1), Out(4)]),
    f(op(0x22, 5), OPM, &[W("LDU"), Sub(SIZE), Sub(S4), Sub(DATA_DST), Mem(&GMEM)])
        .view(&[A(W("ldu")), Ref(1), Ref(3), As(4, Mem(&ef::GMEM)), Out(2)]),
    f(op(0x23, 5), OPM, &[W("LDU"), Sub(WIDE), Sub(SIZE), Sub(S4), Sub(DATA_DST), Mem(&GMEM)])
        .view(&[A(W("ldu")), Ref(2), Ref(4), As(5, Mem(&ef::GDMEM)), Out(1), Out(3)]),
    f(op(0x24, 5), OPM, &[W("ST"), Sub(SIZE), Sub(SCACHE), Sub(S4), Mem(&GMEM), Sub(DATA_DST)])
        .view(&[A(W("st")), Ref(1), Ref(2), As(4, Mem(&ef::GMEM)), Ref(5), Out(3)]),
    f(op(0x25, 5), OPM, &[W("ST"), Sub(WIDE), Sub(SIZE), Sub(SCACHE), Sub(S4), Mem(&GMEM), Sub(DATA_DST)])
        .view(&[A(W("st")), Ref(2), Ref(3), As(5, Mem(&ef::GDMEM)), Ref(6), Out(1), Out(4)]),
    f(op(0x30, 5) | 1 << 56, OPM & !(1 << 57) | 1 << 56, &[W("LDS"), Sub(SIZE), Sub(S4), Sub(DATA_DST), Mem(&SMEM)])
        .view(&[A(W("ld")), Ref(1), Ref(3), As(4, Mem(&ef::SMEM)), Out(2)]),
    f(op(0x30, 5), OPM & !(1 << 57) | 1 << 56, &[W("LDL"), Sub(LLCACHE), Sub(SIZE), Sub(S4), Sub(DATA_DST), Mem(&LMEM)])
        .view(&[A(W("ld")), Ref(2), Ref(4), Ref(1), As(5, Mem(&ef::LMEM)), Out(3)]),
    f(op(0x32, 5) | 1 << 56, OPM & !(1 << 57) | 1 << 56, &[W("STS"), Sub(SIZE), Sub(S4), Mem(&SMEM), Sub(DATA_DST)])
        .view(&[A(W("st")), Ref(1), As(3, Mem(&ef::SMEM)), Ref(4), Out(2)]),
    f(op(0x32, 5), OPM & !(1 << 57) | 1 << 56, &[W("STL"), Sub(SIZE), Sub(SCACHE), Sub(S4), Mem(&LMEM), Sub(DATA_DST)])
        .view(&[A(W("st")), Ref(1), Ref(2), As(4, Mem(&ef::LMEM)), Ref(5), Out(3)]),
    f(op(0x04, 5), OPM | 1 << 9, &[W("RED"), Sub(ATOMOP_U), Sub(S4), Mem(&GMEM), Reg(&DST)])
        .view(&[A(W("red")), Ref(1), A(W("u32")), As(3, Mem(&ef::GMEM)), Ref(4), Out(2)]),
    f(op(0x05, 5), OPM | 1 << 9, &[W("RED"), Sub(WIDE), Sub(ATOMOP_U), Sub(S4), Mem(&GMEM), Reg(&DST)])
        .view(&[A(W("red")), Ref(2), A(W("u32")), As(4, Mem(&ef::GDMEM)), Ref(5), Out(1), Out(3)]),
    f(op(0x04, 5) | 1 << 9, OPM | 1 << 9, &[W("RED"), W("ADD"), Sub(U64), Sub(S4), Mem(&GMEM), Reg(&DST)])
        .view(&[A(W("add")), Ref(2), As(4, Mem(&ef::GMEM)), As(5, Reg(&ef::DSTD)), Out(3)]),
    f(op(0x05, 5) | 1 << 9, OPM | 1 << 9, &[W("RED"), Sub(WIDE), W("ADD"), Sub(U64), Sub(S4), Mem(&GMEM), Reg(&DST)])
        .view(&[A(W("add")), Ref(3), As(5, Mem(&ef::GDMEM)), As(6, Reg(&ef::DSTD)), Out(1), Out(4)]),
    f(op(0x06, 5) | 1 << 9, OPM | 1 << 9, &[W("RED"), Sub(ATOMOP_S), Sub(S32), Sub(S4), Mem(&GMEM), Reg(&DST)])
        .view(&[A(W("red")), Ref(1), Ref(2), As(4, Mem(&ef::GMEM)), Ref(5), Out(3)]),
    f(op(0x07, 5) | 1 << 9, OPM | 1 << 9, &[W("RED"), Sub(WIDE), Sub(ATOMOP_S), Sub(S32), Sub(S4), Mem(&GMEM), Reg(&DST)])
        .view(&[A(W("red")), Ref(2), Ref(3), As(5, Mem(&ef::GDMEM)), Ref(6), Out(1), Out(4)]),
    f(op(0x0a, 5) | 1 << 9, OPM | OP9, &[W("RED"), W("ADD"), Sub(F32), Sub(S4), Mem(&GMEM), Reg(&DST)])
        .view(&[A(W("red")), A(W("add")), Ref(2), As(4, Mem(&ef::GMEM)), Ref(5), Out(3)]),
    f(op(0x0b, 5) | 1 << 9, OPM | OP9, &[W("RED"), Sub(WIDE), W("ADD"), Sub(F32), Sub(S4), Mem(&GMEM), Reg(&DST)])
        .view(&[A(W("red")), A(W("add")), Ref(3), As(5, Mem(&ef::GDMEM)), Ref(6), Out(1), Out(4)]),
    f(op(0x14, 5) | NO_SRC3, OPM | NO_SRC3 | 3 << 8, &[W("ATOM"), Sub(ATOMOP_U), Sub(S4), Reg(&DST2), Mem(&GAMEM), Reg(&DST)])
        .view(&[A(W("ld")), Ref(1), A(W("u32")), Ref(3), As(4, Mem(&ef::GAMEM)), Ref(5), Out(2)]),
    f(op(0x15, 5) | NO_SRC3, OPM | NO_SRC3 | 3 << 8, &[W("ATOM"), Sub(WIDE), Sub(ATOMOP_U), Sub(S4), Reg(&DST2), Mem(&GAMEM), Reg(&DST)])
        .view(&[A(W("ld")), Ref(2), A(W("u32")), Ref(4), As(5, Mem(&ef::GADMEM)), Ref(6), Out(1), Out(3)]),
    f(op(0x14, 5) | NO_SRC3 | 1 << 9, OPM | NO_SRC3 | OP9, &[W("ATOM"), W("ADD"), Sub(U64), Sub(S4), Reg(&DST2), Mem(&GAMEM), Reg(&DST)])
        .view(&[A(W("ld")), A(W("add")), Ref(2), Ref(4), As(5, Mem(&ef::GAMEM)), Ref(6), Out(3)]),
    f(op(0x15, 5) | NO_SRC3 | 1 << 9, OPM | NO_SRC3 | OP9, &[W("ATOM"), Sub(WIDE), W("ADD"), Sub(U64), Sub(S4), Reg(&DST2), Mem(&GAMEM), Reg(&DST)])
        .view(&[A(W("ld")), A(W("add")), Ref(3), Ref(5), As(6, Mem(&ef::GADMEM)), Ref(7), Out(1), Out(4)]),
    f(op(0x14, 5) | NO_SRC3 | 8 << 5, OPM | NO_SRC3 | OP9, &[W("ATOM"), Sub(EXCH), Sub(S4), Reg(&DST2), Mem(&GAMEM), Reg(&DST)])
        .view(&[Ref(1), A(W("b32")), Ref(3), As(4, Mem(&ef::GAMEM)), Ref(5), Out(2)]),
    f(op(0x15, 5) | NO_SRC3 | 8 << 5, OPM | NO_SRC3 | OP9, &[W("ATOM"), Sub(WIDE), Sub(EXCH), Sub(S4), Reg(&DST2), Mem(&GAMEM), Reg(&DST)])
        .view(&[Ref(2), A(W("b32")), Ref(4), As(5, Mem(&ef::GADMEM)), Ref(6), Out(1), Out(3)]),
    f(op(0x14, 5) | NO_SRC3 | 8 << 5 | 1 << 9, OPM | NO_SRC3 | OP9, &[W("ATOM"), Sub(EXCH), Sub(U64), Sub(S4), Reg(&DST2), Mem(&GAMEM), Reg(&DST)])
        .view(&[Ref(1), A(W("b64")), As(4, Reg(&ef::DST2D)), As(5, Mem(&ef::GAMEM)), As(6, Reg(&ef::DSTD)), Out(2), Out(3)]),
    f(op(0x15, 5) | NO_SRC3 | 8 << 5 | 1 << 9, OPM | NO_SRC3 | OP9, &[W("ATOM"), Sub(WIDE), Sub(EXCH), Sub(U64), Sub(S4), Reg(&DST2), Mem(&GAMEM), Reg(&DST)])
        .view(&[Ref(2), A(W("b64")), As(5, Reg(&ef::DST2D)), As(6, Mem(&ef::GADMEM)), As(7, Reg(&ef::DSTD)), Out(1), Out(3), Out(4)]),
    f(op(0x14, 5) | 9 << 5, OPM | OP9, &[W("ATOM"), Sub(CAS), Sub(S4), Reg(&DST2), Mem(&GAMEM), Reg(&DST), Reg(&SRC3)])
        .view(&[Ref(1), A(W("b32")), Ref(3), As(4, Mem(&ef::GAMEM)), Ref(5), Ref(6), Out(2)]),
    f(op(0x15, 5) | 9 << 5, OPM | OP9, &[W("ATOM"), Sub(WIDE), Sub(CAS), Sub(S4), Reg(&DST2), Mem(&GAMEM), Reg(&DST), Reg(&SRC3)])
        .view(&[Ref(2), A(W("b32")), Ref(4), As(5, Mem(&ef::GADMEM)), Ref(6), Ref(7), Out(1), Out(3)]),
    f(op(0x14, 5) | 9 << 5 | 1 << 9, OPM | OP9, &[W("ATOM"), Sub(CAS), Sub(U64), Sub(S4), Reg(&DST2), Mem(&GAMEM), Reg(&DST), Reg(&SRC3)])
        .view(&[Ref(1), A(W("b64")), As(4, Reg(&ef::DST2D)), As(5, Mem(&ef::GAMEM)), As(6, Reg(&ef::DSTD)), As(7, Reg(&ef::SRC3D)), Out(2), Out(3)]),
    f(op(0x15, 5) | 9 << 5 | 1 << 9, OPM | OP9, &[W("ATOM"), Sub(WIDE), Sub(CAS), Sub(U64), Sub(S4), Reg(&DST2), Mem(&GAMEM), Reg(&DST), Reg(&SRC3)])
        .view(&[Ref(2), A(W("b64")), As(5, Reg(&ef::DST2D)), As(6, Mem(&ef::GADMEM)), As(7, Reg(&ef::DSTD)), As(8, Reg(&ef::SRC3D)), Out(1), Out(3), Out(4)]),
    f(op(0x16, 5) | NO_SRC3 | 1 << 9, OPM | NO_SRC3 | 3 << 8, &[W("ATOM"), Sub(ATOMOP_S), Sub(S32), Sub(S4), Reg(&DST2), Mem(&GAMEM), Reg(&DST)])
        .view(&[A(W("ld")), Ref(1), Ref(2), Ref(4), As(5, Mem(&ef::GAMEM)), Ref(6), Out(3)]),
    f(op(0x17, 5) | NO_SRC3 | 1 << 9, OPM | NO_SRC3 | 3 << 8, &[W("ATOM"), Sub(WIDE), Sub(ATOMOP_S), Sub(S32), Sub(S4), Reg(&DST2), Mem(&GAMEM), Reg(&DST)])
        .view(&[A(W("ld")), Ref(2), Ref(3), Ref(5), As(6, Mem(&ef::GADMEM)), Ref(7), Out(1), Out(4)]),
    f(op(0x1a, 5) | NO_SRC3 | 1 << 9, OPM | NO_SRC3 | OP9, &[W("ATOM"), W("ADD"), Sub(F32), Sub(S4), Reg(&DST2), Mem(&GAMEM), Reg(&DST)])
        .view(&[A(W("ld")), A(W("add")), Ref(2), Ref(4), As(5, Mem(&ef::GAMEM)), Ref(6), Out(3)]),
    f(op(0x1b, 5) | NO_SRC3 | 1 << 9, OPM | NO_SRC3 | OP9, &[W("ATOM"), Sub(WIDE), W("ADD"), Sub(F32), Sub(S4), Reg(&DST2), Mem(&GAMEM), Reg(&DST)])
        .view(&[A(W("ld")), A(W("add")), Ref(3), Ref(5), As(6, Mem(&ef::GADMEM)), Ref(7), Out(1), Out(4)]),
    f(op(0x26, 5), OPM5, &[W("CCTL"), Sub(E58), Sub(CCTLOP), Sub(CCTLMOD), Sub(S4), Reg(&DST), Mem(&GCMEM)])
        .view(&[A(W("cctl")), Ref(2), Ref(3), Ref(5), Slot(1, 0), Out(6), Out(4)]),
    f(op(0x28, 5), OPM5, &[W("LDLK"), Sub(SIZE), Sub(S4), Reg(&PDST_LK), Sub(DATA_DST), Mem(&GMEM)])
        .view(&[A(W("ld")), A(W("lock")), Ref(1), Ref(3), Ref(4), As(5, Mem(&ef::GMEM)), Out(2)]),
    f(op(0x2a, 5), OPM5, &[W("LDS_LDU"), Sub(pair::LDS_LDU)])
        .view(&[Ref(1)]),
    f(op(0x2c, 5), 0xf << 60 | 0xf, &[W("LD_LDU"), Sub(pair::LD_LDU)])
        .view(&[Ref(1)]),
    f(op(0x31, 5), OPM, &[W("LDSLK"), Sub(SIZE), Sub(S4), Reg(&PDST_SLK), Sub(DATA_DST), Mem(&SMEM)])
        .view(&[A(W("ld")), A(W("lock")), Ref(1), Ref(3), Ref(4), As(5, Mem(&ef::SMEM)), Out(2)]),
    f(op(0x33, 5), OPM, &[W("STSUL"), Sub(SIZE), Sub(S4), Mem(&SMEM), Sub(DATA_DST)])
        .view(&[A(W("st")), A(W("unlock")), Ref(1), As(3, Mem(&ef::SMEM)), Ref(4), Out(2)]),
    f(op(0x34, 5), OPM, &[W("CCTLL"), Sub(CCTLOP), Sub(S4), Reg(&DST), Mem(&LMEM)])
        .view(&[A(W("cctl")), Ref(1), Ref(3), As(4, Mem(&ef::LMEM)), Out(2)]),
    f(op(0x38, 5), OPM | 3 << 5, &[W("MEMBAR"), W("CTA"), Sub(S4)])
        .view(&[A(W("membar")), A(W("cta")), Out(2)]),
    f(op(0x38, 5) | 1 << 5, OPM | 3 << 5, &[W("MEMBAR"), W("GL"), Sub(S4)])
        .view(&[A(W("membar")), A(W("gl")), Out(2)]),
    f(op(0x38, 5) | 2 << 5, OPM | 3 << 5, &[W("MEMBAR"), W("SYS"), Sub(S4)])
        .view(&[A(W("membar")), A(W("sys")), Out(2)]),
    f(op(0x3a, 5), OPM, &[W("STUL"), Sub(SIZE), Sub(S4), Mem(&GMEM), Sub(DATA_DST)])
        .view(&[A(W("st")), A(W("unlock")), Ref(1), As(3, Mem(&ef::GMEM)), Ref(4), Out(2)]),
    f(op(0x35, 5), SU_B, &[W("SULD"), W("B"), Sub(SUDIM_W), Sub(SUSIZE), Sub(LCACHE), Sub(SCLAMP), Sub(S4), Sub(SUDATA), Sub(SUADDR), Sub(SUDIM_V)])
        .view(&[A(W("suldb")), Ref(3), Ref(7), Ref(4), Ref(5), Ref(8), Ref(2), Ref(9), Out(6)]),
    f(op(0x36, 5) | 1 << 46 | 1 << 32, OPM | 1 << 46 | 1 << 32, &[W("SURED"), W("P"), Sub(SUDIM_W), Sub(SUREDOP), Sub(SCLAMP), Sub(S4), Reg(&SURF), Sub(SURED_V), Reg(&DST)])
        .view(&[A(W("suredp")), Ref(3), Ref(4), As(6, Reg(&ef::SURF)), As(7, Vec(&ef::SADDR)), Ref(8), Out(2), Out(5)]),
    f(op(0x37, 5), SU_B, &[W("SUST"), W("B"), Sub(SUDIM_W), Sub(SUSIZE), Sub(SCACHE), Sub(SCLAMP), Sub(S4), Sub(SUADDR), Sub(SUDIM_V), Sub(SUDATA)])
        .view(&[A(W("sustb")), Ref(4), Ref(5), Ref(7), Ref(2), Ref(8), Ref(3), Ref(9), Out(6)]),
    f(op(0x37, 5), OPM, &[W("SUST"), W("P"), Sub(SUDIM_W), Sub(SCACHE), Sub(SCLAMP), Sub(S4), Sub(SUADDR), Sub(SUDIM_V), Sub(SUST_SRC_T), Sub(MASK49)])
        .view(&[A(W("sustp")), Ref(3), Ref(4), Ref(6), Ref(2), Ref(7), Ref(8), Out(5), Out(9)]),
    f(op(0x39, 5), OPM, &[W("SUQ"), Sub(SUQ_Q), Sub(S4), Reg(&DST), Sub(SUADDR)])
        .view(&[A(W("suq")), Ref(1), Ref(3), Ref(4), Out(2)]),
    f(op(0x3c, 5), OPM, &[W("SULEA"), W("B"), Sub(SUDIM_W), Sub(SUSIZE), Sub(SCLAMP), Sub(S4), Reg(&PDST54), Reg(&DSTD), Sub(SUADDR), Sub(SUDIM_V)])
        .view(&[A(W("suleab")), Ref(6), Ref(7), Ref(3), Ref(4), Ref(8), Ref(2), Ref(9), Out(5)]),
    // No form: the sync bit still reads as `.S`, as envydis' root reads it on every word.
    f(0, 0, &[Unknown, Sub(S4)]).view(&[A(Unknown), Out(1)]),
];

/// VILD's vertex address (bits 20-25 plus a signed 16-bit offset), PIXLD's (a signed 8-bit offset).
static VBA: MemSpec = MemSpec { space: "p", bank: None, base: MemBaseSpec::Reg(&SRC1), offset: Some(simm(26, 16)), postinc: false };
static PIX: MemSpec = MemSpec { space: "x", bank: None, base: MemBaseSpec::Reg(&SRC1), offset: Some(simm(26, 8)), postinc: false };
static PDST53: RegSpec = RegSpec { field: B::new(53, 3), file: RegFile::P, shape: RegShape::Word };
/// What PIXLD reads (bits 5-7).
static PIXMODE: &Table = &[
    f(0 << 5, 7 << 5, &[W("COUNT")]).view(&[A(W("samplecnt"))]),
    f(1 << 5, 7 << 5, &[W("COVMASK")]).view(&[A(W("covmask"))]),
    f(2 << 5, 7 << 5, &[W("COVERED")]).view(&[A(W("covered"))]),
    f(3 << 5, 7 << 5, &[W("OFFSET")]).view(&[A(W("offset"))]),
    f(4 << 5, 7 << 5, &[W("CENTROID_OFFSET")]).view(&[A(W("cent_offset"))]),
    f(5 << 5, 7 << 5, &[W("MY_INDEX")]).view(&[A(W("sampleid"))]),
];
/// OUT: emit a vertex (bit 5), cut the primitive (bit 6; envydis' `restart`).
static OUTMODE: &Table = &[
    f(0, 3 << 5, &[]),
    f(1 << 5, 3 << 5, &[W("EMIT")]).view(&[A(W("emit"))]),
    f(2 << 5, 3 << 5, &[W("CUT")]).view(&[A(W("restart"))]),
    f(3 << 5, 3 << 5, &[W("EMIT_THEN_CUT")]).view(&[A(W("emit")), A(W("restart"))]),
];

pub static CLASS6: &Table = &[
    f(op(0x00, 6), OPM, &[W("VILD"), Sub(S4), Reg(&DST), Mem(&VBA)]).view(&[A(W("ld")), Ref(2), Ref(3), Out(1)]),
    f(op(0x04, 6), OPM, &[W("PIXLD"), Sub(PIXMODE), Sub(S4), Reg(&DST), Reg(&PDST53), Mem(&PIX)])
        .view(&[A(W("pixinfo")), Ref(3), Ref(4), Ref(1), Ref(5), Out(2)]),
    f(op(0x07, 6), OPM, &[W("OUT"), Sub(OUTMODE), Sub(S4), Reg(&DST), Reg(&SRC1), Sub(SRC2U)])
        .view(&[A(W("out")), Ref(1), Ref(3), Ref(4), Ref(5), Out(2)]),
    f(op(0x05, 6), OPM, &[W("LDC"), Sub(SIZE), Sub(S4), Sub(DATA_DST), Mem(&CMEM)])
        .view(&[A(W("ld")), Ref(1), Ref(3), As(4, Mem(&ef::FCMEM)), Out(2)]),
    f(op(0x01, 6), OPM, &[Sub(super::tex::ATTR)]),
    f(op(0x02, 6), OPM, &[Sub(super::tex::ATTR)]),
    // Textures: bits 60-63 from 0x8 to 0xe (`tex.rs`).
    f(0x8 << 60 | 6, 0xc << 60 | 0xf, &[Sub(super::tex::TEXTURE)]),
    f(0xc << 60 | 6, 0xe << 60 | 0xf, &[Sub(super::tex::TEXTURE)]),
    f(0xe << 60 | 6, 0xf << 60 | 0xf, &[Sub(super::tex::TEXTURE)]),
    // No form: the sync bit still reads as `.S`, as envydis' root reads it on every word.
    f(0, 0, &[Unknown, Sub(S4)]).view(&[A(Unknown), Out(1)]),
];
