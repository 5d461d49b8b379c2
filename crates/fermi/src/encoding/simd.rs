//! Packed (two-half and four-byte) video operations of opcode class 4, opcodes 0x20-0x2e: `VADD4`,
//! `VAVRG4`, `VMNMX4`, `VABSDIFF4`, `VSET4`, `VSHR4`, `VSHL4`, `VSEL4` and their two-half kin (`...2`).
//!
//! Field positions follow envytools' gf100 tables; names asfermi's wiki (Fermi's opcode list has
//! VADD2/4, VABSDIFF2/4, VMNMX2/4, VSET2/4, VSEL2/4, VSHL2/4, VSHR2/4) and asfermi's VABSDIFF4 rule
//! (`.UD`, a type per source, `.SAT`, the second operation `.SIMD_MIN`/`.SIMD_MAX`/`.ACC`/`.MIN`/`.MAX`
//! in bits 44-46); modifiers and operand order as the scalar ones ([`super::video`]). The lanes written
//! print after the destination (`R0.B10`, `R0.H1`; all print nothing), each source's lane selector after
//! it with envytools' names (`R1.B1023`, lanes x to w; the default prints nothing). Tags: execution runs
//! what PTX's `vadd4` ... `vset2` define (exec/simd.rs) and refuses the rest.

use super::fields::*;
use super::video::{VCMP, W7};
use crate::sem::Sem;
use gpuisa_engine::view::V::{self, *};
use gpuisa_engine::{Atom, Atom::*, ImmSpec, Post, Pre, Table, W};

static IMM8: ImmSpec = uimm(26, 8);
static IMM16: ImmSpec = uimm(26, 16);

/// `.UD`: an unsigned destination (bit 57 clear); envydis names the destination's type (`u8`, `s16`).
static UD57_4: &Table = &[f(0, 1 << 57, &[W("UD")]).sem(Sem::VUd.t()).view(&[A(W("u8"))]), f(1 << 57, 1 << 57, &[]).view(&[A(W("s8"))])];
static UD57_2: &Table = &[f(0, 1 << 57, &[W("UD")]).sem(Sem::VUd.t()).view(&[A(W("u16"))]), f(1 << 57, 1 << 57, &[]).view(&[A(W("s16"))])];
static SAT9: &Table = &[f(1 << 9, 1 << 9, &[W("SAT")]).sem(Sem::Sat.t()).view(&[A(W("sat"))]), f(0, 1 << 9, &[])];
/// `.MX`: maximum instead of minimum (bit 7); envydis' mnemonics `vmax4`, `vmin2`.
static MX7_4: &Table = &[f(1 << 7, 1 << 7, &[W("MX")]).sem(Sem::VMx.t()).view(&[A(W("vmax4"))]), f(0, 1 << 7, &[]).view(&[A(W("vmin4"))])];
static MX7_2: &Table = &[f(1 << 7, 1 << 7, &[W("MX")]).sem(Sem::VMx.t()).view(&[A(W("vmax2"))]), f(0, 1 << 7, &[]).view(&[A(W("vmin2"))])];
/// Source types: bit 6 source 1, bit 5 source 2.
static T1_8: &Table = &[f(0, 1 << 6, &[W("U8")]).view(&[A(W("u8"))]), f(1 << 6, 1 << 6, &[W("S8")]).sem(Sem::V1S8.t()).view(&[A(W("s8"))])];
static T2_8: &Table = &[f(0, 1 << 5, &[W("U8")]).view(&[A(W("u8"))]), f(1 << 5, 1 << 5, &[W("S8")]).sem(Sem::V2S8.t()).view(&[A(W("s8"))])];
static T1_16: &Table = &[f(0, 1 << 6, &[W("U16")]).view(&[A(W("u16"))]), f(1 << 6, 1 << 6, &[W("S16")]).sem(Sem::V1S16.t()).view(&[A(W("s16"))])];
static T2_16: &Table = &[f(0, 1 << 5, &[W("U16")]).view(&[A(W("u16"))]), f(1 << 5, 1 << 5, &[W("S16")]).sem(Sem::V2S16.t()).view(&[A(W("s16"))])];
/// The second operation (bits 44-46; 3 and 7 are not known). PTX has the merge (none here) and `.add`
/// (`ACC`) only: the others are not modelled.
static SECOP: &Table = &[
    f(0 << 44, 7 << 44, &[]),
    f(1 << 44, 7 << 44, &[W("SIMD_MIN")]).sem(Sem::Unmodelled.t()).view(&[A(W("simd_min"))]),
    f(2 << 44, 7 << 44, &[W("SIMD_MAX")]).sem(Sem::Unmodelled.t()).view(&[A(W("simd_max"))]),
    f(4 << 44, 7 << 44, &[W("ACC")]).sem(Sem::VAcc.t()).view(&[A(W("add"))]),
    f(5 << 44, 7 << 44, &[W("MIN")]).sem(Sem::Unmodelled.t()).view(&[A(W("min"))]),
    f(6 << 44, 7 << 44, &[W("MAX")]).sem(Sem::Unmodelled.t()).view(&[A(W("max"))]),
];

/// The lanes a mask writes (tags only, printing nothing).
static L0: &Table = &[f(0, 0, &[]).sem(Sem::SimdL0.t())];
static L1: &Table = &[f(0, 0, &[]).sem(Sem::SimdL1.t())];
static L2: &Table = &[f(0, 0, &[]).sem(Sem::SimdL2.t())];
static L3: &Table = &[f(0, 0, &[]).sem(Sem::SimdL3.t())];
/// Bytes written: 0 bit 55, 1 bit 56, 2 bit 34, 3 bit 35 (PTX's masks, highest first); all print nothing.
const M4: u64 = 3 << 55 | 3 << 34;
static MASK4: &Table = &[
    f(0, M4, &[Post(".NONE")]).view(&[A(W("none"))]),
    f(1 << 55 | 0 << 34, M4, &[Post(".B0"), Sub(L0)]).view(&[A(W("x")), Ref(1)]),
    f(2 << 55 | 0 << 34, M4, &[Post(".B1"), Sub(L1)]).view(&[A(W("y")), Ref(1)]),
    f(3 << 55 | 0 << 34, M4, &[Post(".B10"), Sub(L0), Sub(L1)]).view(&[A(W("xy")), Ref(1), Ref(2)]),
    f(0 << 55 | 1 << 34, M4, &[Post(".B2"), Sub(L2)]).view(&[A(W("z")), Ref(1)]),
    f(1 << 55 | 1 << 34, M4, &[Post(".B20"), Sub(L0), Sub(L2)]).view(&[A(W("xz")), Ref(1), Ref(2)]),
    f(2 << 55 | 1 << 34, M4, &[Post(".B21"), Sub(L1), Sub(L2)]).view(&[A(W("yz")), Ref(1), Ref(2)]),
    f(3 << 55 | 1 << 34, M4, &[Post(".B210"), Sub(L0), Sub(L1), Sub(L2)]).view(&[A(W("xyz")), Ref(1), Ref(2), Ref(3)]),
    f(0 << 55 | 2 << 34, M4, &[Post(".B3"), Sub(L3)]).view(&[A(W("w")), Ref(1)]),
    f(1 << 55 | 2 << 34, M4, &[Post(".B30"), Sub(L0), Sub(L3)]).view(&[A(W("xw")), Ref(1), Ref(2)]),
    f(2 << 55 | 2 << 34, M4, &[Post(".B31"), Sub(L1), Sub(L3)]).view(&[A(W("yw")), Ref(1), Ref(2)]),
    f(3 << 55 | 2 << 34, M4, &[Post(".B310"), Sub(L0), Sub(L1), Sub(L3)]).view(&[A(W("xyw")), Ref(1), Ref(2), Ref(3)]),
    f(0 << 55 | 3 << 34, M4, &[Post(".B32"), Sub(L2), Sub(L3)]).view(&[A(W("zw")), Ref(1), Ref(2)]),
    f(1 << 55 | 3 << 34, M4, &[Post(".B320"), Sub(L0), Sub(L2), Sub(L3)]).view(&[A(W("xzw")), Ref(1), Ref(2), Ref(3)]),
    f(2 << 55 | 3 << 34, M4, &[Post(".B321"), Sub(L1), Sub(L2), Sub(L3)]).view(&[A(W("yzw")), Ref(1), Ref(2), Ref(3)]),
    f(3 << 55 | 3 << 34, M4, &[Sub(L0), Sub(L1), Sub(L2), Sub(L3)]),
];
/// Halves written (bits 55-56).
static MASK2: &Table = &[
    f(0 << 55, 3 << 55, &[Post(".NONE")]).view(&[A(W("none"))]),
    f(1 << 55, 3 << 55, &[Post(".H0"), Sub(L0)]).view(&[A(W("x")), Ref(1)]),
    f(2 << 55, 3 << 55, &[Post(".H1"), Sub(L1)]).view(&[A(W("y")), Ref(1)]),
    f(3 << 55, 3 << 55, &[Sub(L0), Sub(L1)]),
];
/// The destination: the sync mark, the register, the lanes written, `.CC` (bit 48).
/// envydis: the lanes written first, then (after the destination's type) the register and `$c`.
const DST_PARTS: &[V] = &[Ref(2), Part, Ref(1), Ref(3), Out(0)];
static DST4: &Table = &[f(0, 0, &[Sub(S4), Reg(&DST), Sub(MASK4), Sub(CC48U)]).view(DST_PARTS)];
static DST2: &Table = &[f(0, 0, &[Sub(S4), Reg(&DST), Sub(MASK2), Sub(CC48U)]).view(DST_PARTS)];
static CC48U: &Table = &[f(1 << 48, 1 << 48, &[Post(".CC")]).sem(Sem::Unmodelled.t()).view(CARRY), f(0, 1 << 48, &[])];

/// Source 1's bytes (bits 40-43; 4 is the default, 14-15 are not known). Which byte each lane of a
/// named selector reads is not documented (envytools' names only): execution runs the default only.
static SEL4_1: &Table = &[
    f(0x0 << 40, 0xf << 40, &[Post(".B0")]).sem(Sem::Unmodelled.t()).view(&[A(W("b0"))]),
    f(0x1 << 40, 0xf << 40, &[Post(".B1")]).sem(Sem::Unmodelled.t()).view(&[A(W("b1"))]),
    f(0x2 << 40, 0xf << 40, &[Post(".B2")]).sem(Sem::Unmodelled.t()).view(&[A(W("b2"))]),
    f(0x3 << 40, 0xf << 40, &[Post(".B3")]).sem(Sem::Unmodelled.t()).view(&[A(W("b3"))]),
    f(0x4 << 40, 0xf << 40, &[]),
    f(0x5 << 40, 0xf << 40, &[Post(".B1234")]).sem(Sem::Unmodelled.t()).view(&[A(W("b1234"))]),
    f(0x6 << 40, 0xf << 40, &[Post(".B2345")]).sem(Sem::Unmodelled.t()).view(&[A(W("b2345"))]),
    f(0x7 << 40, 0xf << 40, &[Post(".B3456")]).sem(Sem::Unmodelled.t()).view(&[A(W("b3456"))]),
    f(0x8 << 40, 0xf << 40, &[Post(".B1023")]).sem(Sem::Unmodelled.t()).view(&[A(W("b1023"))]),
    f(0x9 << 40, 0xf << 40, &[Post(".B2103")]).sem(Sem::Unmodelled.t()).view(&[A(W("b2103"))]),
    f(0xa << 40, 0xf << 40, &[Post(".B3120")]).sem(Sem::Unmodelled.t()).view(&[A(W("b3120"))]),
    f(0xb << 40, 0xf << 40, &[Post(".B0213")]).sem(Sem::Unmodelled.t()).view(&[A(W("b0213"))]),
    f(0xc << 40, 0xf << 40, &[Post(".B0321")]).sem(Sem::Unmodelled.t()).view(&[A(W("b0321"))]),
    f(0xd << 40, 0xf << 40, &[Post(".B0132")]).sem(Sem::Unmodelled.t()).view(&[A(W("b0132"))]),
];
/// Source 2's bytes (bits 36-39, also with an immediate; 4 is the default, 11-15 are not known).
static SEL4_2: &Table = &[
    f(0x0 << 36, 0xf << 36, &[Post(".B4")]).sem(Sem::Unmodelled.t()).view(&[A(W("b4"))]),
    f(0x1 << 36, 0xf << 36, &[Post(".B5")]).sem(Sem::Unmodelled.t()).view(&[A(W("b5"))]),
    f(0x2 << 36, 0xf << 36, &[Post(".B6")]).sem(Sem::Unmodelled.t()).view(&[A(W("b6"))]),
    f(0x3 << 36, 0xf << 36, &[Post(".B7")]).sem(Sem::Unmodelled.t()).view(&[A(W("b7"))]),
    f(0x4 << 36, 0xf << 36, &[]),
    f(0x5 << 36, 0xf << 36, &[Post(".B3456")]).sem(Sem::Unmodelled.t()).view(&[A(W("b3456"))]),
    f(0x6 << 36, 0xf << 36, &[Post(".B2345")]).sem(Sem::Unmodelled.t()).view(&[A(W("b2345"))]),
    f(0x7 << 36, 0xf << 36, &[Post(".B1234")]).sem(Sem::Unmodelled.t()).view(&[A(W("b1234"))]),
    f(0x8 << 36, 0xf << 36, &[Post(".B7654")]).sem(Sem::Unmodelled.t()).view(&[A(W("b7654"))]),
    f(0x9 << 36, 0xf << 36, &[Post(".B5476")]).sem(Sem::Unmodelled.t()).view(&[A(W("b5476"))]),
    f(0xa << 36, 0xf << 36, &[Post(".B6745")]).sem(Sem::Unmodelled.t()).view(&[A(W("b6745"))]),
];
/// Source 1's halves: bits 42-43 with an immediate source 2 (bit 47 clear), else bits 40-43.
const H1A: u64 = 1 << 47 | 3 << 42;
const H1B: u64 = 1 << 47 | 0xf << 40;
static SEL2_1: &Table = &[
    f(0 << 42, H1A, &[Post(".H0")]).sem(Sem::Unmodelled.t()).view(&[A(W("h0"))]),
    f(1 << 42, H1A, &[Post(".H10")]).sem(Sem::Unmodelled.t()).view(&[A(W("h10"))]),
    f(2 << 42, H1A, &[]),
    f(3 << 42, H1A, &[Post(".H1")]).sem(Sem::Unmodelled.t()).view(&[A(W("h1"))]),
    f(1 << 47 | 0x0 << 40, H1B, &[Post(".H0")]).sem(Sem::Unmodelled.t()).view(&[A(W("h0"))]),
    f(1 << 47 | 0x1 << 40, H1B, &[Post(".H10")]).sem(Sem::Unmodelled.t()).view(&[A(W("h10"))]),
    f(1 << 47 | 0x2 << 40, H1B, &[Post(".H20")]).sem(Sem::Unmodelled.t()).view(&[A(W("h20"))]),
    f(1 << 47 | 0x3 << 40, H1B, &[Post(".H30")]).sem(Sem::Unmodelled.t()).view(&[A(W("h30"))]),
    f(1 << 47 | 0x4 << 40, H1B, &[]),
    f(1 << 47 | 0x5 << 40, H1B, &[Post(".H1")]).sem(Sem::Unmodelled.t()).view(&[A(W("h1"))]),
    f(1 << 47 | 0x6 << 40, H1B, &[Post(".H21")]).sem(Sem::Unmodelled.t()).view(&[A(W("h21"))]),
    f(1 << 47 | 0x7 << 40, H1B, &[Post(".H31")]).sem(Sem::Unmodelled.t()).view(&[A(W("h31"))]),
    f(1 << 47 | 0x8 << 40, H1B, &[Post(".H02")]).sem(Sem::Unmodelled.t()).view(&[A(W("h02"))]),
    f(1 << 47 | 0x9 << 40, H1B, &[Post(".H12")]).sem(Sem::Unmodelled.t()).view(&[A(W("h12"))]),
    f(1 << 47 | 0xa << 40, H1B, &[Post(".H2")]).sem(Sem::Unmodelled.t()).view(&[A(W("h2"))]),
    f(1 << 47 | 0xb << 40, H1B, &[Post(".H32")]).sem(Sem::Unmodelled.t()).view(&[A(W("h32"))]),
    f(1 << 47 | 0xc << 40, H1B, &[Post(".H03")]).sem(Sem::Unmodelled.t()).view(&[A(W("h03"))]),
    f(1 << 47 | 0xd << 40, H1B, &[Post(".H13")]).sem(Sem::Unmodelled.t()).view(&[A(W("h13"))]),
    f(1 << 47 | 0xe << 40, H1B, &[Post(".H23")]).sem(Sem::Unmodelled.t()).view(&[A(W("h23"))]),
    f(1 << 47 | 0xf << 40, H1B, &[Post(".H3")]).sem(Sem::Unmodelled.t()).view(&[A(W("h3"))]),
];
/// Source 2's halves (bits 36-39, a register only; 14 is the default).
static SEL2_2: &Table = &[
    f(0x0 << 36, 0xf << 36, &[Post(".H0")]).sem(Sem::Unmodelled.t()).view(&[A(W("h0"))]),
    f(0x1 << 36, 0xf << 36, &[Post(".H10")]).sem(Sem::Unmodelled.t()).view(&[A(W("h10"))]),
    f(0x2 << 36, 0xf << 36, &[Post(".H20")]).sem(Sem::Unmodelled.t()).view(&[A(W("h20"))]),
    f(0x3 << 36, 0xf << 36, &[Post(".H30")]).sem(Sem::Unmodelled.t()).view(&[A(W("h30"))]),
    f(0x4 << 36, 0xf << 36, &[Post(".H01")]).sem(Sem::Unmodelled.t()).view(&[A(W("h01"))]),
    f(0x5 << 36, 0xf << 36, &[Post(".H1")]).sem(Sem::Unmodelled.t()).view(&[A(W("h1"))]),
    f(0x6 << 36, 0xf << 36, &[Post(".H21")]).sem(Sem::Unmodelled.t()).view(&[A(W("h21"))]),
    f(0x7 << 36, 0xf << 36, &[Post(".H31")]).sem(Sem::Unmodelled.t()).view(&[A(W("h31"))]),
    f(0x8 << 36, 0xf << 36, &[Post(".H02")]).sem(Sem::Unmodelled.t()).view(&[A(W("h02"))]),
    f(0x9 << 36, 0xf << 36, &[Post(".H12")]).sem(Sem::Unmodelled.t()).view(&[A(W("h12"))]),
    f(0xa << 36, 0xf << 36, &[Post(".H2")]).sem(Sem::Unmodelled.t()).view(&[A(W("h2"))]),
    f(0xb << 36, 0xf << 36, &[Post(".H32")]).sem(Sem::Unmodelled.t()).view(&[A(W("h32"))]),
    f(0xc << 36, 0xf << 36, &[Post(".H03")]).sem(Sem::Unmodelled.t()).view(&[A(W("h03"))]),
    f(0xd << 36, 0xf << 36, &[Post(".H13")]).sem(Sem::Unmodelled.t()).view(&[A(W("h13"))]),
    f(0xe << 36, 0xf << 36, &[]),
    f(0xf << 36, 0xf << 36, &[Post(".H3")]).sem(Sem::Unmodelled.t()).view(&[A(W("h3"))]),
];

/// envydis names a source's lanes first, then (after its type) the source: two parts.
const SEL_FIRST: &[V] = &[Ref(1), Part, Ref(0)];
static S1_4: &Table = &[f(0, 0, &[Reg(&SRC1), Sub(SEL4_1)]).view(SEL_FIRST)];
/// Source 2: a register (bit 47) or an 8-bit immediate, then its bytes.
/// (The immediate first: envydis reads `0x0` as it before `$r63`.)
static S2_4: &Table = &[f(0, 1 << 47, &[Imm(&IMM8), Sub(SEL4_2)]).view(SEL_FIRST), f(1 << 47, 1 << 47, &[Reg(&SRC2), Sub(SEL4_2)]).view(SEL_FIRST)];
static S1_2: &Table = &[f(0, 0, &[Reg(&SRC1), Sub(SEL2_1)]).view(SEL_FIRST)];
static S2_2: &Table = &[f(0, 1 << 47, &[Imm(&IMM16)]).view(&[Part, Ref(0)]), f(1 << 47, 1 << 47, &[Reg(&SRC2), Sub(SEL2_2)]).view(SEL_FIRST)];
/// The operands in envydis' five parts: source 1's lanes, source 1, source 2's lanes, source 2, the third.
const OPS_PARTS: &[V] = &[Slot(0, 0), Part, Slot(0, 1), Part, Slot(1, 0), Part, Slot(1, 1), Part, Ref(2)];

/// Plain operands: source 1, source 2, source 3.
static OPS4: &Table = &[f(0, 0, &[Sub(S1_4), Sub(S2_4), Reg(&SRC3)]).view(OPS_PARTS)];
static OPS2: &Table = &[f(0, 0, &[Sub(S1_2), Sub(S2_2), Reg(&SRC3)]).view(OPS_PARTS)];
/// A negation the form's bits fix.
static NEG_T: &Table = &[f(0, 0, &[Pre("-")]).sem(Sem::Neg.t())];
/// VADD's operands: bit 8 negates source 1, bit 7 source 2 (both: `VAVRG`).
static ADD4: &Table = &[
    f(0 << 7, 3 << 7, &[Sub(S1_4), Sub(S2_4), Reg(&SRC3)])
        .view(&[A(W("vadd4")), Part, Slot(0, 0), Part, Slot(0, 1), Part, Slot(1, 0), Part, Slot(1, 1), Part, Ref(2)]),
    f(1 << 7, 3 << 7, &[Sub(S1_4), Sub(NEG_T), Sub(S2_4), Reg(&SRC3)])
        .view(&[A(W("vsub4")), Out(1), Part, Slot(0, 0), Part, Slot(0, 1), Part, Slot(2, 0), Part, Slot(2, 1), Part, Ref(3)]),
    f(2 << 7, 3 << 7, &[Sub(NEG_T), Sub(S1_4), Sub(S2_4), Reg(&SRC3)])
        .view(&[A(W("vsubr4")), Out(0), Part, Slot(1, 0), Part, Slot(1, 1), Part, Slot(2, 0), Part, Slot(2, 1), Part, Ref(3)]),
];
static ADD2: &Table = &[
    f(0 << 7, 3 << 7, &[Sub(S1_2), Sub(S2_2), Reg(&SRC3)])
        .view(&[A(W("vadd2")), Part, Slot(0, 0), Part, Slot(0, 1), Part, Slot(1, 0), Part, Slot(1, 1), Part, Ref(2)]),
    f(1 << 7, 3 << 7, &[Sub(S1_2), Sub(NEG_T), Sub(S2_2), Reg(&SRC3)])
        .view(&[A(W("vsub2")), Out(1), Part, Slot(0, 0), Part, Slot(0, 1), Part, Slot(2, 0), Part, Slot(2, 1), Part, Ref(3)]),
    f(2 << 7, 3 << 7, &[Sub(NEG_T), Sub(S1_2), Sub(S2_2), Reg(&SRC3)])
        .view(&[A(W("vsubr2")), Out(0), Part, Slot(1, 0), Part, Slot(1, 1), Part, Slot(2, 0), Part, Slot(2, 1), Part, Ref(3)]),
];
/// VSEL's operands: source 1, source 2, the predicate choosing between them (bits 49-52).
static SEL_OPS4: &Table = &[f(0, 0, &[Sub(S1_4), Sub(S2_4), Sub(PSRC3N)]).view(OPS_PARTS)];
static SEL_OPS2: &Table = &[f(0, 0, &[Sub(S1_2), Sub(S2_2), Sub(PSRC3N)]).view(OPS_PARTS)];
pub static VADD4: &[Atom] = &[W("VADD4"), Sub(UD57_4), Sub(T1_8), Sub(T2_8), Sub(SAT9), Sub(SECOP), Sub(DST4), Sub(ADD4)];
pub static VAVRG4: &[Atom] = &[W("VAVRG4"), Sub(UD57_4), Sub(T1_8), Sub(T2_8), Sub(SAT9), Sub(SECOP), Sub(DST4), Sub(OPS4)];
pub static VMNMX4: &[Atom] = &[W("VMNMX4"), Sub(UD57_4), Sub(T1_8), Sub(T2_8), Sub(MX7_4), Sub(SAT9), Sub(SECOP), Sub(DST4), Sub(OPS4)];
pub static VABSDIFF4: &[Atom] = &[W("VABSDIFF4"), Sub(UD57_4), Sub(T1_8), Sub(T2_8), Sub(SAT9), Sub(SECOP), Sub(DST4), Sub(OPS4)];
pub static VSET4: &[Atom] = &[W("VSET4"), Sub(VCMP), Sub(T1_8), Sub(T2_8), Sub(SECOP), Sub(DST4), Sub(OPS4)];
pub static VSHR4: &[Atom] = &[W("VSHR4"), Sub(UD57_4), Sub(T1_8), Sub(W7), Sub(SAT9), Sub(SECOP), Sub(DST4), Sub(OPS4)];
pub static VSHL4: &[Atom] = &[W("VSHL4"), Sub(UD57_4), Sub(T1_8), Sub(W7), Sub(SAT9), Sub(SECOP), Sub(DST4), Sub(OPS4)];
pub static VSEL4: &[Atom] = &[W("VSEL4"), Sub(UD57_4), Sub(T1_8), Sub(T2_8), Sub(SAT9), Sub(SECOP), Sub(DST4), Sub(SEL_OPS4)];

pub static VADD2: &[Atom] = &[W("VADD2"), Sub(UD57_2), Sub(T1_16), Sub(T2_16), Sub(SAT9), Sub(SECOP), Sub(DST2), Sub(ADD2)];
pub static VAVRG2: &[Atom] = &[W("VAVRG2"), Sub(UD57_2), Sub(T1_16), Sub(T2_16), Sub(SAT9), Sub(SECOP), Sub(DST2), Sub(OPS2)];
pub static VMNMX2: &[Atom] = &[W("VMNMX2"), Sub(UD57_2), Sub(T1_16), Sub(T2_16), Sub(MX7_2), Sub(SAT9), Sub(SECOP), Sub(DST2), Sub(OPS2)];
pub static VABSDIFF2: &[Atom] = &[W("VABSDIFF2"), Sub(UD57_2), Sub(T1_16), Sub(T2_16), Sub(SAT9), Sub(SECOP), Sub(DST2), Sub(OPS2)];
pub static VSET2: &[Atom] = &[W("VSET2"), Sub(VCMP), Sub(T1_16), Sub(T2_16), Sub(SECOP), Sub(DST2), Sub(OPS2)];
pub static VSHR2: &[Atom] = &[W("VSHR2"), Sub(UD57_2), Sub(T1_16), Sub(W7), Sub(SAT9), Sub(SECOP), Sub(DST2), Sub(OPS2)];
pub static VSHL2: &[Atom] = &[W("VSHL2"), Sub(UD57_2), Sub(T1_16), Sub(W7), Sub(SAT9), Sub(SECOP), Sub(DST2), Sub(OPS2)];
pub static VSEL2: &[Atom] = &[W("VSEL2"), Sub(UD57_2), Sub(T1_16), Sub(T2_16), Sub(SAT9), Sub(SECOP), Sub(DST2), Sub(SEL_OPS2)];

/// envydis' spellings (`vadd4 sat simd_max x u8 $r0 $c b1 s8 $r1 b4 u8 $r2 $r3`).
pub const VADD_VIEW: &[V] = &[Slot(7, 0), Ref(4), Ref(5), Slot(6, 0), Ref(1), Slot(6, 1), Slot(7, 1), Ref(2), Slot(7, 2), Slot(7, 3), Ref(3), Slot(7, 4), Slot(7, 5)];
/// VAVRG, VABSDIFF, VSEL: the mnemonic given.
macro_rules! plain_view {
    ($name:expr) => {
        &[A(W($name)), Ref(4), Ref(5), Slot(6, 0), Ref(1), Slot(6, 1), Slot(7, 0), Ref(2), Slot(7, 1), Slot(7, 2), Ref(3), Slot(7, 3), Slot(7, 4)]
    };
}
pub const VAVRG4_VIEW: &[V] = plain_view!("vavg4");
pub const VAVRG2_VIEW: &[V] = plain_view!("vavg2");
pub const VABSDIFF4_VIEW: &[V] = plain_view!("vabsdiff4");
pub const VABSDIFF2_VIEW: &[V] = plain_view!("vabsdiff2");
pub const VSEL4_VIEW: &[V] = plain_view!("vsel4");
pub const VSEL2_VIEW: &[V] = plain_view!("vsel2");
pub const VMNMX_VIEW: &[V] = &[Ref(4), Ref(5), Ref(6), Slot(7, 0), Ref(1), Slot(7, 1), Slot(8, 0), Ref(2), Slot(8, 1), Slot(8, 2), Ref(3), Slot(8, 3), Slot(8, 4)];
/// VSET reads no destination type nor saturation; its comparison follows the destination.
macro_rules! set_view {
    ($name:expr) => {
        &[A(W($name)), Ref(4), Slot(5, 0), Slot(5, 1), Ref(1), Slot(6, 0), Ref(2), Slot(6, 1), Slot(6, 2), Ref(3), Slot(6, 3), Slot(6, 4)]
    };
}
pub const VSET4_VIEW: &[V] = set_view!("vset4");
pub const VSET2_VIEW: &[V] = set_view!("vset2");
/// The shifts: `clamp`/`wrap` first, source 2 untyped.
macro_rules! shift_view {
    ($name:expr) => {
        &[A(W($name)), Ref(3), Ref(4), Ref(5), Slot(6, 0), Ref(1), Slot(6, 1), Slot(7, 0), Ref(2), Slot(7, 1), Slot(7, 2), Slot(7, 3), Slot(7, 4)]
    };
}
pub const VSHR4_VIEW: &[V] = shift_view!("vshr4");
pub const VSHR2_VIEW: &[V] = shift_view!("vshr2");
pub const VSHL4_VIEW: &[V] = shift_view!("vshl4");
pub const VSHL2_VIEW: &[V] = shift_view!("vshl2");
