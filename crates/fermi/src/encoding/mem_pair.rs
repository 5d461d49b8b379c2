//! The paired loads LD_LDU (global, opcodes 0x2c-0x2f) and LDS_LDU (shared, 0x2a-0x2b), after envytools'
//! gf100 tables: bits 53-57 choose both access sizes, each offset is scaled by its access size; bit 58
//! makes the LDU address 64-bit (`.E` after the first size), bit 59 the LD address (`.E` before it).
//! Generated (one entry per selector), each with envydis' spelling (`ld u8 $r1 s[$r2+0x4] ldu b32 $r3
//! g[$r4+0x8]`: its addresses are in envy/lduld.rs).

use super::super::fields::*;
use gpuisa_core::BitField as B;
use crate::envy::{fields as ef, lduld};
use gpuisa_engine::view::V::*;
use crate::sem::Sem;
use gpuisa_engine::{Atom::*, ImmSpec, MemBaseSpec, MemSpec, RegFile, RegShape, RegSpec, Table, W};

/// The LD destination (bits 32-37). Envydis' reading keeps a 32-bit one in its own register file; the
/// NVIDIA text prints it as any register.
static LDDST_W: RegSpec = RegSpec { field: B::new(32, 6), file: RegFile::A, shape: RegShape::Word };
static LDDST_D: RegSpec = RegSpec { field: B::new(32, 6), file: RegFile::R, shape: RegShape::Double };
const fn ld_off(shift: u8) -> ImmSpec {
    ImmSpec { field: B::new(43, 10), signed: true, shift, minus: true }
}
const fn ldu_off(shift: u8) -> ImmSpec {
    ImmSpec { field: B::two(5, 5, 38, 5), signed: true, shift, minus: true }
}
const fn m(space: &'static str, base: &'static RegSpec, offset: ImmSpec) -> MemSpec {
    MemSpec { space, bank: None, base: MemBaseSpec::Reg(base), offset: Some(offset), postinc: false }
}

/// The two accesses' sizes, each tagged: execution reads the first load's, then the LDU's, in order.
static SIZE_U8: &Table = &[f(0, 0, &[W("U8")]).sem(Sem::SizeU8.t())];
static SIZE_S8: &Table = &[f(0, 0, &[W("S8")]).sem(Sem::SizeS8.t())];
static SIZE_U16: &Table = &[f(0, 0, &[W("U16")]).sem(Sem::SizeU16.t())];
static SIZE_S16: &Table = &[f(0, 0, &[W("S16")]).sem(Sem::SizeS16.t())];
static SIZE_32: &Table = &[f(0, 0, &[W("32")]).sem(Sem::Size32.t())];
static SIZE_64: &Table = &[f(0, 0, &[W("64")]).sem(Sem::Size64.t())];
static SIZE_128: &Table = &[f(0, 0, &[W("128")]).sem(Sem::Size128.t())];

static LDS0: MemSpec = m("s", &SRC1, ld_off(0));
static LDS1: MemSpec = m("s", &SRC1, ld_off(1));
static LDS2: MemSpec = m("s", &SRC1, ld_off(2));
static LDS3: MemSpec = m("s", &SRC1, ld_off(3));
static LDS4: MemSpec = m("s", &SRC1, ld_off(4));
static LDG0: MemSpec = m("g", &SRC1, ld_off(0));
static LDG1: MemSpec = m("g", &SRC1, ld_off(1));
static LDG2: MemSpec = m("g", &SRC1, ld_off(2));
static LDG3: MemSpec = m("g", &SRC1, ld_off(3));
static LDG4: MemSpec = m("g", &SRC1, ld_off(4));
static LDU0: MemSpec = m("g", &SRC2, ldu_off(0));
static LDU1: MemSpec = m("g", &SRC2, ldu_off(1));
static LDU2: MemSpec = m("g", &SRC2, ldu_off(2));
static LDU3: MemSpec = m("g", &SRC2, ldu_off(3));
static LDU4: MemSpec = m("g", &SRC2, ldu_off(4));
pub static LDS_LDU: &Table = &[
    f(0 << 53, 0x1f << 53 | 1 << 58, &[Sub(SIZE_U8), Sub(SIZE_U8), Sub(S4), Reg(&LDDST_W), Mem(&LDS0), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("u8")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_S0)), A(W("ldu")), A(W("u8")), Ref(5), As(6, Mem(&lduld::LDU_G0_W)), Out(2), Out(0), Out(1)]),
    f(0 << 53 | 1 << 58, 0x1f << 53 | 1 << 58, &[Sub(SIZE_U8), Sub(super::WIDE), Sub(SIZE_U8), Sub(S4), Reg(&LDDST_W), Mem(&LDS0), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("u8")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_S0)), A(W("ldu")), A(W("u8")), Ref(6), As(7, Mem(&lduld::LDU_G0_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(1 << 53, 0x1f << 53 | 1 << 58, &[Sub(SIZE_U8), Sub(SIZE_S8), Sub(S4), Reg(&LDDST_W), Mem(&LDS0), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("u8")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_S0)), A(W("ldu")), A(W("s8")), Ref(5), As(6, Mem(&lduld::LDU_G0_W)), Out(2), Out(0), Out(1)]),
    f(1 << 53 | 1 << 58, 0x1f << 53 | 1 << 58, &[Sub(SIZE_U8), Sub(super::WIDE), Sub(SIZE_S8), Sub(S4), Reg(&LDDST_W), Mem(&LDS0), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("u8")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_S0)), A(W("ldu")), A(W("s8")), Ref(6), As(7, Mem(&lduld::LDU_G0_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(2 << 53, 0x1f << 53 | 1 << 58, &[Sub(SIZE_U8), Sub(SIZE_U16), Sub(S4), Reg(&LDDST_W), Mem(&LDS0), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("u8")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_S0)), A(W("ldu")), A(W("u16")), Ref(5), As(6, Mem(&lduld::LDU_G1_W)), Out(2), Out(0), Out(1)]),
    f(2 << 53 | 1 << 58, 0x1f << 53 | 1 << 58, &[Sub(SIZE_U8), Sub(super::WIDE), Sub(SIZE_U16), Sub(S4), Reg(&LDDST_W), Mem(&LDS0), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("u8")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_S0)), A(W("ldu")), A(W("u16")), Ref(6), As(7, Mem(&lduld::LDU_G1_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(3 << 53, 0x1f << 53 | 1 << 58, &[Sub(SIZE_U8), Sub(SIZE_S16), Sub(S4), Reg(&LDDST_W), Mem(&LDS0), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("u8")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_S0)), A(W("ldu")), A(W("s16")), Ref(5), As(6, Mem(&lduld::LDU_G1_W)), Out(2), Out(0), Out(1)]),
    f(3 << 53 | 1 << 58, 0x1f << 53 | 1 << 58, &[Sub(SIZE_U8), Sub(super::WIDE), Sub(SIZE_S16), Sub(S4), Reg(&LDDST_W), Mem(&LDS0), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("u8")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_S0)), A(W("ldu")), A(W("s16")), Ref(6), As(7, Mem(&lduld::LDU_G1_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(4 << 53, 0x1f << 53 | 1 << 58, &[Sub(SIZE_U8), Sub(SIZE_32), Sub(S4), Reg(&LDDST_W), Mem(&LDS0), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("u8")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_S0)), A(W("ldu")), A(W("b32")), Ref(5), As(6, Mem(&lduld::LDU_G2_W)), Out(2), Out(0), Out(1)]),
    f(4 << 53 | 1 << 58, 0x1f << 53 | 1 << 58, &[Sub(SIZE_U8), Sub(super::WIDE), Sub(SIZE_32), Sub(S4), Reg(&LDDST_W), Mem(&LDS0), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("u8")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_S0)), A(W("ldu")), A(W("b32")), Ref(6), As(7, Mem(&lduld::LDU_G2_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(5 << 53, 0x1f << 53 | 1 << 58, &[Sub(SIZE_S8), Sub(SIZE_U8), Sub(S4), Reg(&LDDST_W), Mem(&LDS0), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("s8")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_S0)), A(W("ldu")), A(W("u8")), Ref(5), As(6, Mem(&lduld::LDU_G0_W)), Out(2), Out(0), Out(1)]),
    f(5 << 53 | 1 << 58, 0x1f << 53 | 1 << 58, &[Sub(SIZE_S8), Sub(super::WIDE), Sub(SIZE_U8), Sub(S4), Reg(&LDDST_W), Mem(&LDS0), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("s8")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_S0)), A(W("ldu")), A(W("u8")), Ref(6), As(7, Mem(&lduld::LDU_G0_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(6 << 53, 0x1f << 53 | 1 << 58, &[Sub(SIZE_S8), Sub(SIZE_S8), Sub(S4), Reg(&LDDST_W), Mem(&LDS0), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("s8")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_S0)), A(W("ldu")), A(W("s8")), Ref(5), As(6, Mem(&lduld::LDU_G0_W)), Out(2), Out(0), Out(1)]),
    f(6 << 53 | 1 << 58, 0x1f << 53 | 1 << 58, &[Sub(SIZE_S8), Sub(super::WIDE), Sub(SIZE_S8), Sub(S4), Reg(&LDDST_W), Mem(&LDS0), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("s8")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_S0)), A(W("ldu")), A(W("s8")), Ref(6), As(7, Mem(&lduld::LDU_G0_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(7 << 53, 0x1f << 53 | 1 << 58, &[Sub(SIZE_S8), Sub(SIZE_U16), Sub(S4), Reg(&LDDST_W), Mem(&LDS0), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("s8")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_S0)), A(W("ldu")), A(W("u16")), Ref(5), As(6, Mem(&lduld::LDU_G1_W)), Out(2), Out(0), Out(1)]),
    f(7 << 53 | 1 << 58, 0x1f << 53 | 1 << 58, &[Sub(SIZE_S8), Sub(super::WIDE), Sub(SIZE_U16), Sub(S4), Reg(&LDDST_W), Mem(&LDS0), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("s8")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_S0)), A(W("ldu")), A(W("u16")), Ref(6), As(7, Mem(&lduld::LDU_G1_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(8 << 53, 0x1f << 53 | 1 << 58, &[Sub(SIZE_S8), Sub(SIZE_S16), Sub(S4), Reg(&LDDST_W), Mem(&LDS0), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("s8")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_S0)), A(W("ldu")), A(W("s16")), Ref(5), As(6, Mem(&lduld::LDU_G1_W)), Out(2), Out(0), Out(1)]),
    f(8 << 53 | 1 << 58, 0x1f << 53 | 1 << 58, &[Sub(SIZE_S8), Sub(super::WIDE), Sub(SIZE_S16), Sub(S4), Reg(&LDDST_W), Mem(&LDS0), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("s8")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_S0)), A(W("ldu")), A(W("s16")), Ref(6), As(7, Mem(&lduld::LDU_G1_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(9 << 53, 0x1f << 53 | 1 << 58, &[Sub(SIZE_S8), Sub(SIZE_32), Sub(S4), Reg(&LDDST_W), Mem(&LDS0), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("s8")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_S0)), A(W("ldu")), A(W("b32")), Ref(5), As(6, Mem(&lduld::LDU_G2_W)), Out(2), Out(0), Out(1)]),
    f(9 << 53 | 1 << 58, 0x1f << 53 | 1 << 58, &[Sub(SIZE_S8), Sub(super::WIDE), Sub(SIZE_32), Sub(S4), Reg(&LDDST_W), Mem(&LDS0), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("s8")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_S0)), A(W("ldu")), A(W("b32")), Ref(6), As(7, Mem(&lduld::LDU_G2_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(10 << 53, 0x1f << 53 | 1 << 58, &[Sub(SIZE_U16), Sub(SIZE_U8), Sub(S4), Reg(&LDDST_W), Mem(&LDS1), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("u16")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_S1)), A(W("ldu")), A(W("u8")), Ref(5), As(6, Mem(&lduld::LDU_G0_W)), Out(2), Out(0), Out(1)]),
    f(10 << 53 | 1 << 58, 0x1f << 53 | 1 << 58, &[Sub(SIZE_U16), Sub(super::WIDE), Sub(SIZE_U8), Sub(S4), Reg(&LDDST_W), Mem(&LDS1), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("u16")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_S1)), A(W("ldu")), A(W("u8")), Ref(6), As(7, Mem(&lduld::LDU_G0_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(11 << 53, 0x1f << 53 | 1 << 58, &[Sub(SIZE_U16), Sub(SIZE_S8), Sub(S4), Reg(&LDDST_W), Mem(&LDS1), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("u16")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_S1)), A(W("ldu")), A(W("s8")), Ref(5), As(6, Mem(&lduld::LDU_G0_W)), Out(2), Out(0), Out(1)]),
    f(11 << 53 | 1 << 58, 0x1f << 53 | 1 << 58, &[Sub(SIZE_U16), Sub(super::WIDE), Sub(SIZE_S8), Sub(S4), Reg(&LDDST_W), Mem(&LDS1), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("u16")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_S1)), A(W("ldu")), A(W("s8")), Ref(6), As(7, Mem(&lduld::LDU_G0_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(12 << 53, 0x1f << 53 | 1 << 58, &[Sub(SIZE_U16), Sub(SIZE_U16), Sub(S4), Reg(&LDDST_W), Mem(&LDS1), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("u16")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_S1)), A(W("ldu")), A(W("u16")), Ref(5), As(6, Mem(&lduld::LDU_G1_W)), Out(2), Out(0), Out(1)]),
    f(12 << 53 | 1 << 58, 0x1f << 53 | 1 << 58, &[Sub(SIZE_U16), Sub(super::WIDE), Sub(SIZE_U16), Sub(S4), Reg(&LDDST_W), Mem(&LDS1), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("u16")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_S1)), A(W("ldu")), A(W("u16")), Ref(6), As(7, Mem(&lduld::LDU_G1_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(13 << 53, 0x1f << 53 | 1 << 58, &[Sub(SIZE_U16), Sub(SIZE_S16), Sub(S4), Reg(&LDDST_W), Mem(&LDS1), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("u16")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_S1)), A(W("ldu")), A(W("s16")), Ref(5), As(6, Mem(&lduld::LDU_G1_W)), Out(2), Out(0), Out(1)]),
    f(13 << 53 | 1 << 58, 0x1f << 53 | 1 << 58, &[Sub(SIZE_U16), Sub(super::WIDE), Sub(SIZE_S16), Sub(S4), Reg(&LDDST_W), Mem(&LDS1), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("u16")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_S1)), A(W("ldu")), A(W("s16")), Ref(6), As(7, Mem(&lduld::LDU_G1_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(14 << 53, 0x1f << 53 | 1 << 58, &[Sub(SIZE_U16), Sub(SIZE_32), Sub(S4), Reg(&LDDST_W), Mem(&LDS1), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("u16")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_S1)), A(W("ldu")), A(W("b32")), Ref(5), As(6, Mem(&lduld::LDU_G2_W)), Out(2), Out(0), Out(1)]),
    f(14 << 53 | 1 << 58, 0x1f << 53 | 1 << 58, &[Sub(SIZE_U16), Sub(super::WIDE), Sub(SIZE_32), Sub(S4), Reg(&LDDST_W), Mem(&LDS1), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("u16")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_S1)), A(W("ldu")), A(W("b32")), Ref(6), As(7, Mem(&lduld::LDU_G2_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(15 << 53, 0x1f << 53 | 1 << 58, &[Sub(SIZE_S16), Sub(SIZE_U8), Sub(S4), Reg(&LDDST_W), Mem(&LDS1), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("s16")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_S1)), A(W("ldu")), A(W("u8")), Ref(5), As(6, Mem(&lduld::LDU_G0_W)), Out(2), Out(0), Out(1)]),
    f(15 << 53 | 1 << 58, 0x1f << 53 | 1 << 58, &[Sub(SIZE_S16), Sub(super::WIDE), Sub(SIZE_U8), Sub(S4), Reg(&LDDST_W), Mem(&LDS1), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("s16")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_S1)), A(W("ldu")), A(W("u8")), Ref(6), As(7, Mem(&lduld::LDU_G0_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(16 << 53, 0x1f << 53 | 1 << 58, &[Sub(SIZE_S16), Sub(SIZE_S8), Sub(S4), Reg(&LDDST_W), Mem(&LDS1), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("s16")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_S1)), A(W("ldu")), A(W("s8")), Ref(5), As(6, Mem(&lduld::LDU_G0_W)), Out(2), Out(0), Out(1)]),
    f(16 << 53 | 1 << 58, 0x1f << 53 | 1 << 58, &[Sub(SIZE_S16), Sub(super::WIDE), Sub(SIZE_S8), Sub(S4), Reg(&LDDST_W), Mem(&LDS1), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("s16")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_S1)), A(W("ldu")), A(W("s8")), Ref(6), As(7, Mem(&lduld::LDU_G0_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(17 << 53, 0x1f << 53 | 1 << 58, &[Sub(SIZE_S16), Sub(SIZE_U16), Sub(S4), Reg(&LDDST_W), Mem(&LDS1), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("s16")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_S1)), A(W("ldu")), A(W("u16")), Ref(5), As(6, Mem(&lduld::LDU_G1_W)), Out(2), Out(0), Out(1)]),
    f(17 << 53 | 1 << 58, 0x1f << 53 | 1 << 58, &[Sub(SIZE_S16), Sub(super::WIDE), Sub(SIZE_U16), Sub(S4), Reg(&LDDST_W), Mem(&LDS1), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("s16")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_S1)), A(W("ldu")), A(W("u16")), Ref(6), As(7, Mem(&lduld::LDU_G1_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(18 << 53, 0x1f << 53 | 1 << 58, &[Sub(SIZE_S16), Sub(SIZE_S16), Sub(S4), Reg(&LDDST_W), Mem(&LDS1), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("s16")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_S1)), A(W("ldu")), A(W("s16")), Ref(5), As(6, Mem(&lduld::LDU_G1_W)), Out(2), Out(0), Out(1)]),
    f(18 << 53 | 1 << 58, 0x1f << 53 | 1 << 58, &[Sub(SIZE_S16), Sub(super::WIDE), Sub(SIZE_S16), Sub(S4), Reg(&LDDST_W), Mem(&LDS1), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("s16")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_S1)), A(W("ldu")), A(W("s16")), Ref(6), As(7, Mem(&lduld::LDU_G1_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(19 << 53, 0x1f << 53 | 1 << 58, &[Sub(SIZE_S16), Sub(SIZE_32), Sub(S4), Reg(&LDDST_W), Mem(&LDS1), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("s16")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_S1)), A(W("ldu")), A(W("b32")), Ref(5), As(6, Mem(&lduld::LDU_G2_W)), Out(2), Out(0), Out(1)]),
    f(19 << 53 | 1 << 58, 0x1f << 53 | 1 << 58, &[Sub(SIZE_S16), Sub(super::WIDE), Sub(SIZE_32), Sub(S4), Reg(&LDDST_W), Mem(&LDS1), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("s16")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_S1)), A(W("ldu")), A(W("b32")), Ref(6), As(7, Mem(&lduld::LDU_G2_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(20 << 53, 0x1f << 53 | 1 << 58, &[Sub(SIZE_32), Sub(SIZE_U8), Sub(S4), Reg(&LDDST_W), Mem(&LDS2), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("b32")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_S2)), A(W("ldu")), A(W("u8")), Ref(5), As(6, Mem(&lduld::LDU_G0_W)), Out(2), Out(0), Out(1)]),
    f(20 << 53 | 1 << 58, 0x1f << 53 | 1 << 58, &[Sub(SIZE_32), Sub(super::WIDE), Sub(SIZE_U8), Sub(S4), Reg(&LDDST_W), Mem(&LDS2), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("b32")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_S2)), A(W("ldu")), A(W("u8")), Ref(6), As(7, Mem(&lduld::LDU_G0_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(21 << 53, 0x1f << 53 | 1 << 58, &[Sub(SIZE_32), Sub(SIZE_S8), Sub(S4), Reg(&LDDST_W), Mem(&LDS2), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("b32")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_S2)), A(W("ldu")), A(W("s8")), Ref(5), As(6, Mem(&lduld::LDU_G0_W)), Out(2), Out(0), Out(1)]),
    f(21 << 53 | 1 << 58, 0x1f << 53 | 1 << 58, &[Sub(SIZE_32), Sub(super::WIDE), Sub(SIZE_S8), Sub(S4), Reg(&LDDST_W), Mem(&LDS2), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("b32")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_S2)), A(W("ldu")), A(W("s8")), Ref(6), As(7, Mem(&lduld::LDU_G0_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(22 << 53, 0x1f << 53 | 1 << 58, &[Sub(SIZE_32), Sub(SIZE_U16), Sub(S4), Reg(&LDDST_W), Mem(&LDS2), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("b32")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_S2)), A(W("ldu")), A(W("u16")), Ref(5), As(6, Mem(&lduld::LDU_G1_W)), Out(2), Out(0), Out(1)]),
    f(22 << 53 | 1 << 58, 0x1f << 53 | 1 << 58, &[Sub(SIZE_32), Sub(super::WIDE), Sub(SIZE_U16), Sub(S4), Reg(&LDDST_W), Mem(&LDS2), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("b32")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_S2)), A(W("ldu")), A(W("u16")), Ref(6), As(7, Mem(&lduld::LDU_G1_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(23 << 53, 0x1f << 53 | 1 << 58, &[Sub(SIZE_32), Sub(SIZE_S16), Sub(S4), Reg(&LDDST_W), Mem(&LDS2), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("b32")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_S2)), A(W("ldu")), A(W("s16")), Ref(5), As(6, Mem(&lduld::LDU_G1_W)), Out(2), Out(0), Out(1)]),
    f(23 << 53 | 1 << 58, 0x1f << 53 | 1 << 58, &[Sub(SIZE_32), Sub(super::WIDE), Sub(SIZE_S16), Sub(S4), Reg(&LDDST_W), Mem(&LDS2), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("b32")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_S2)), A(W("ldu")), A(W("s16")), Ref(6), As(7, Mem(&lduld::LDU_G1_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(24 << 53, 0x1f << 53 | 1 << 58, &[Sub(SIZE_32), Sub(SIZE_32), Sub(S4), Reg(&LDDST_W), Mem(&LDS2), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("b32")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_S2)), A(W("ldu")), A(W("b32")), Ref(5), As(6, Mem(&lduld::LDU_G2_W)), Out(2), Out(0), Out(1)]),
    f(24 << 53 | 1 << 58, 0x1f << 53 | 1 << 58, &[Sub(SIZE_32), Sub(super::WIDE), Sub(SIZE_32), Sub(S4), Reg(&LDDST_W), Mem(&LDS2), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("b32")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_S2)), A(W("ldu")), A(W("b32")), Ref(6), As(7, Mem(&lduld::LDU_G2_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(25 << 53, 0x1f << 53 | 1 << 58, &[Sub(SIZE_32), Sub(SIZE_64), Sub(S4), Reg(&LDDST_W), Mem(&LDS2), Reg(&DST), Mem(&LDU3)])
        .view(&[A(W("ld")), A(W("b32")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_S2)), A(W("ldu")), A(W("b64")), As(5, Reg(&ef::DSTD)), As(6, Mem(&lduld::LDU_G3_W)), Out(2), Out(0), Out(1)]),
    f(25 << 53 | 1 << 58, 0x1f << 53 | 1 << 58, &[Sub(SIZE_32), Sub(super::WIDE), Sub(SIZE_64), Sub(S4), Reg(&LDDST_W), Mem(&LDS2), Reg(&DST), Mem(&LDU3)])
        .view(&[A(W("ld")), A(W("b32")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_S2)), A(W("ldu")), A(W("b64")), As(6, Reg(&ef::DSTD)), As(7, Mem(&lduld::LDU_G3_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(26 << 53, 0x1f << 53 | 1 << 58, &[Sub(SIZE_32), Sub(SIZE_128), Sub(S4), Reg(&LDDST_W), Mem(&LDS2), Reg(&DST), Mem(&LDU4)])
        .view(&[A(W("ld")), A(W("b32")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_S2)), A(W("ldu")), A(W("b128")), As(5, Reg(&ef::DSTQ)), As(6, Mem(&lduld::LDU_G4_W)), Out(2), Out(0), Out(1)]),
    f(26 << 53 | 1 << 58, 0x1f << 53 | 1 << 58, &[Sub(SIZE_32), Sub(super::WIDE), Sub(SIZE_128), Sub(S4), Reg(&LDDST_W), Mem(&LDS2), Reg(&DST), Mem(&LDU4)])
        .view(&[A(W("ld")), A(W("b32")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_S2)), A(W("ldu")), A(W("b128")), As(6, Reg(&ef::DSTQ)), As(7, Mem(&lduld::LDU_G4_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(27 << 53, 0x1f << 53 | 1 << 58, &[Sub(SIZE_64), Sub(SIZE_32), Sub(S4), Reg(&LDDST_D), Mem(&LDS3), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("b64")), As(3, Reg(&ef::LDDST2D)), As(4, Mem(&lduld::LD_S3)), A(W("ldu")), A(W("b32")), Ref(5), As(6, Mem(&lduld::LDU_G2_W)), Out(2), Out(0), Out(1)]),
    f(27 << 53 | 1 << 58, 0x1f << 53 | 1 << 58, &[Sub(SIZE_64), Sub(super::WIDE), Sub(SIZE_32), Sub(S4), Reg(&LDDST_D), Mem(&LDS3), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("b64")), As(4, Reg(&ef::LDDST2D)), As(5, Mem(&lduld::LD_S3)), A(W("ldu")), A(W("b32")), Ref(6), As(7, Mem(&lduld::LDU_G2_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(28 << 53, 0x1f << 53 | 1 << 58, &[Sub(SIZE_64), Sub(SIZE_64), Sub(S4), Reg(&LDDST_D), Mem(&LDS3), Reg(&DST), Mem(&LDU3)])
        .view(&[A(W("ld")), A(W("b64")), As(3, Reg(&ef::LDDST2D)), As(4, Mem(&lduld::LD_S3)), A(W("ldu")), A(W("b64")), As(5, Reg(&ef::DSTD)), As(6, Mem(&lduld::LDU_G3_W)), Out(2), Out(0), Out(1)]),
    f(28 << 53 | 1 << 58, 0x1f << 53 | 1 << 58, &[Sub(SIZE_64), Sub(super::WIDE), Sub(SIZE_64), Sub(S4), Reg(&LDDST_D), Mem(&LDS3), Reg(&DST), Mem(&LDU3)])
        .view(&[A(W("ld")), A(W("b64")), As(4, Reg(&ef::LDDST2D)), As(5, Mem(&lduld::LD_S3)), A(W("ldu")), A(W("b64")), As(6, Reg(&ef::DSTD)), As(7, Mem(&lduld::LDU_G3_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(29 << 53, 0x1f << 53 | 1 << 58, &[Sub(SIZE_64), Sub(SIZE_128), Sub(S4), Reg(&LDDST_D), Mem(&LDS3), Reg(&DST), Mem(&LDU4)])
        .view(&[A(W("ld")), A(W("b64")), As(3, Reg(&ef::LDDST2D)), As(4, Mem(&lduld::LD_S3)), A(W("ldu")), A(W("b128")), As(5, Reg(&ef::DSTQ)), As(6, Mem(&lduld::LDU_G4_W)), Out(2), Out(0), Out(1)]),
    f(29 << 53 | 1 << 58, 0x1f << 53 | 1 << 58, &[Sub(SIZE_64), Sub(super::WIDE), Sub(SIZE_128), Sub(S4), Reg(&LDDST_D), Mem(&LDS3), Reg(&DST), Mem(&LDU4)])
        .view(&[A(W("ld")), A(W("b64")), As(4, Reg(&ef::LDDST2D)), As(5, Mem(&lduld::LD_S3)), A(W("ldu")), A(W("b128")), As(6, Reg(&ef::DSTQ)), As(7, Mem(&lduld::LDU_G4_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(30 << 53, 0x1f << 53 | 1 << 58, &[Sub(SIZE_128), Sub(SIZE_32), Sub(S4), Reg(&LDDST_D), Mem(&LDS4), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("b128")), As(3, Reg(&ef::LDDST2Q)), As(4, Mem(&lduld::LD_S4)), A(W("ldu")), A(W("b32")), Ref(5), As(6, Mem(&lduld::LDU_G2_W)), Out(2), Out(0), Out(1)]),
    f(30 << 53 | 1 << 58, 0x1f << 53 | 1 << 58, &[Sub(SIZE_128), Sub(super::WIDE), Sub(SIZE_32), Sub(S4), Reg(&LDDST_D), Mem(&LDS4), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("b128")), As(4, Reg(&ef::LDDST2Q)), As(5, Mem(&lduld::LD_S4)), A(W("ldu")), A(W("b32")), Ref(6), As(7, Mem(&lduld::LDU_G2_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(31 << 53, 0x1f << 53 | 1 << 58, &[Sub(SIZE_128), Sub(SIZE_64), Sub(S4), Reg(&LDDST_D), Mem(&LDS4), Reg(&DST), Mem(&LDU3)])
        .view(&[A(W("ld")), A(W("b128")), As(3, Reg(&ef::LDDST2Q)), As(4, Mem(&lduld::LD_S4)), A(W("ldu")), A(W("b64")), As(5, Reg(&ef::DSTD)), As(6, Mem(&lduld::LDU_G3_W)), Out(2), Out(0), Out(1)]),
    f(31 << 53 | 1 << 58, 0x1f << 53 | 1 << 58, &[Sub(SIZE_128), Sub(super::WIDE), Sub(SIZE_64), Sub(S4), Reg(&LDDST_D), Mem(&LDS4), Reg(&DST), Mem(&LDU3)])
        .view(&[A(W("ld")), A(W("b128")), As(4, Reg(&ef::LDDST2Q)), As(5, Mem(&lduld::LD_S4)), A(W("ldu")), A(W("b64")), As(6, Reg(&ef::DSTD)), As(7, Mem(&lduld::LDU_G3_D)), Out(3), Out(0), Out(1), Out(2)]),
];
pub static LD_LDU: &Table = &[
    f(0 << 53, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_U8), Sub(SIZE_U8), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("u8")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_G0_W)), A(W("ldu")), A(W("u8")), Ref(5), As(6, Mem(&lduld::LDU_G0_W)), Out(2), Out(0), Out(1)]),
    f(0 << 53 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_U8), Sub(SIZE_U8), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("u8")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G0_D)), A(W("ldu")), A(W("u8")), Ref(6), As(7, Mem(&lduld::LDU_G0_W)), Out(3), Out(0), Out(1), Out(2)]),
    f(0 << 53 | 1 << 58, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_U8), Sub(super::WIDE), Sub(SIZE_U8), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("u8")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G0_W)), A(W("ldu")), A(W("u8")), Ref(6), As(7, Mem(&lduld::LDU_G0_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(0 << 53 | 1 << 58 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_U8), Sub(super::WIDE), Sub(SIZE_U8), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("u8")), As(5, Reg(&ef::LDDST2)), As(6, Mem(&lduld::LD_G0_D)), A(W("ldu")), A(W("u8")), Ref(7), As(8, Mem(&lduld::LDU_G0_D)), Out(4), Out(0), Out(1), Out(2), Out(3)]),
    f(1 << 53, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_U8), Sub(SIZE_S8), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("u8")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_G0_W)), A(W("ldu")), A(W("s8")), Ref(5), As(6, Mem(&lduld::LDU_G0_W)), Out(2), Out(0), Out(1)]),
    f(1 << 53 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_U8), Sub(SIZE_S8), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("u8")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G0_D)), A(W("ldu")), A(W("s8")), Ref(6), As(7, Mem(&lduld::LDU_G0_W)), Out(3), Out(0), Out(1), Out(2)]),
    f(1 << 53 | 1 << 58, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_U8), Sub(super::WIDE), Sub(SIZE_S8), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("u8")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G0_W)), A(W("ldu")), A(W("s8")), Ref(6), As(7, Mem(&lduld::LDU_G0_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(1 << 53 | 1 << 58 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_U8), Sub(super::WIDE), Sub(SIZE_S8), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("u8")), As(5, Reg(&ef::LDDST2)), As(6, Mem(&lduld::LD_G0_D)), A(W("ldu")), A(W("s8")), Ref(7), As(8, Mem(&lduld::LDU_G0_D)), Out(4), Out(0), Out(1), Out(2), Out(3)]),
    f(2 << 53, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_U8), Sub(SIZE_U16), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("u8")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_G0_W)), A(W("ldu")), A(W("u16")), Ref(5), As(6, Mem(&lduld::LDU_G1_W)), Out(2), Out(0), Out(1)]),
    f(2 << 53 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_U8), Sub(SIZE_U16), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("u8")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G0_D)), A(W("ldu")), A(W("u16")), Ref(6), As(7, Mem(&lduld::LDU_G1_W)), Out(3), Out(0), Out(1), Out(2)]),
    f(2 << 53 | 1 << 58, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_U8), Sub(super::WIDE), Sub(SIZE_U16), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("u8")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G0_W)), A(W("ldu")), A(W("u16")), Ref(6), As(7, Mem(&lduld::LDU_G1_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(2 << 53 | 1 << 58 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_U8), Sub(super::WIDE), Sub(SIZE_U16), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("u8")), As(5, Reg(&ef::LDDST2)), As(6, Mem(&lduld::LD_G0_D)), A(W("ldu")), A(W("u16")), Ref(7), As(8, Mem(&lduld::LDU_G1_D)), Out(4), Out(0), Out(1), Out(2), Out(3)]),
    f(3 << 53, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_U8), Sub(SIZE_S16), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("u8")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_G0_W)), A(W("ldu")), A(W("s16")), Ref(5), As(6, Mem(&lduld::LDU_G1_W)), Out(2), Out(0), Out(1)]),
    f(3 << 53 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_U8), Sub(SIZE_S16), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("u8")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G0_D)), A(W("ldu")), A(W("s16")), Ref(6), As(7, Mem(&lduld::LDU_G1_W)), Out(3), Out(0), Out(1), Out(2)]),
    f(3 << 53 | 1 << 58, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_U8), Sub(super::WIDE), Sub(SIZE_S16), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("u8")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G0_W)), A(W("ldu")), A(W("s16")), Ref(6), As(7, Mem(&lduld::LDU_G1_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(3 << 53 | 1 << 58 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_U8), Sub(super::WIDE), Sub(SIZE_S16), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("u8")), As(5, Reg(&ef::LDDST2)), As(6, Mem(&lduld::LD_G0_D)), A(W("ldu")), A(W("s16")), Ref(7), As(8, Mem(&lduld::LDU_G1_D)), Out(4), Out(0), Out(1), Out(2), Out(3)]),
    f(4 << 53, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_U8), Sub(SIZE_32), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("u8")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_G0_W)), A(W("ldu")), A(W("b32")), Ref(5), As(6, Mem(&lduld::LDU_G2_W)), Out(2), Out(0), Out(1)]),
    f(4 << 53 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_U8), Sub(SIZE_32), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("u8")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G0_D)), A(W("ldu")), A(W("b32")), Ref(6), As(7, Mem(&lduld::LDU_G2_W)), Out(3), Out(0), Out(1), Out(2)]),
    f(4 << 53 | 1 << 58, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_U8), Sub(super::WIDE), Sub(SIZE_32), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("u8")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G0_W)), A(W("ldu")), A(W("b32")), Ref(6), As(7, Mem(&lduld::LDU_G2_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(4 << 53 | 1 << 58 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_U8), Sub(super::WIDE), Sub(SIZE_32), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("u8")), As(5, Reg(&ef::LDDST2)), As(6, Mem(&lduld::LD_G0_D)), A(W("ldu")), A(W("b32")), Ref(7), As(8, Mem(&lduld::LDU_G2_D)), Out(4), Out(0), Out(1), Out(2), Out(3)]),
    f(5 << 53, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_S8), Sub(SIZE_U8), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("s8")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_G0_W)), A(W("ldu")), A(W("u8")), Ref(5), As(6, Mem(&lduld::LDU_G0_W)), Out(2), Out(0), Out(1)]),
    f(5 << 53 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_S8), Sub(SIZE_U8), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("s8")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G0_D)), A(W("ldu")), A(W("u8")), Ref(6), As(7, Mem(&lduld::LDU_G0_W)), Out(3), Out(0), Out(1), Out(2)]),
    f(5 << 53 | 1 << 58, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_S8), Sub(super::WIDE), Sub(SIZE_U8), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("s8")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G0_W)), A(W("ldu")), A(W("u8")), Ref(6), As(7, Mem(&lduld::LDU_G0_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(5 << 53 | 1 << 58 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_S8), Sub(super::WIDE), Sub(SIZE_U8), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("s8")), As(5, Reg(&ef::LDDST2)), As(6, Mem(&lduld::LD_G0_D)), A(W("ldu")), A(W("u8")), Ref(7), As(8, Mem(&lduld::LDU_G0_D)), Out(4), Out(0), Out(1), Out(2), Out(3)]),
    f(6 << 53, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_S8), Sub(SIZE_S8), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("s8")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_G0_W)), A(W("ldu")), A(W("s8")), Ref(5), As(6, Mem(&lduld::LDU_G0_W)), Out(2), Out(0), Out(1)]),
    f(6 << 53 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_S8), Sub(SIZE_S8), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("s8")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G0_D)), A(W("ldu")), A(W("s8")), Ref(6), As(7, Mem(&lduld::LDU_G0_W)), Out(3), Out(0), Out(1), Out(2)]),
    f(6 << 53 | 1 << 58, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_S8), Sub(super::WIDE), Sub(SIZE_S8), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("s8")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G0_W)), A(W("ldu")), A(W("s8")), Ref(6), As(7, Mem(&lduld::LDU_G0_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(6 << 53 | 1 << 58 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_S8), Sub(super::WIDE), Sub(SIZE_S8), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("s8")), As(5, Reg(&ef::LDDST2)), As(6, Mem(&lduld::LD_G0_D)), A(W("ldu")), A(W("s8")), Ref(7), As(8, Mem(&lduld::LDU_G0_D)), Out(4), Out(0), Out(1), Out(2), Out(3)]),
    f(7 << 53, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_S8), Sub(SIZE_U16), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("s8")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_G0_W)), A(W("ldu")), A(W("u16")), Ref(5), As(6, Mem(&lduld::LDU_G1_W)), Out(2), Out(0), Out(1)]),
    f(7 << 53 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_S8), Sub(SIZE_U16), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("s8")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G0_D)), A(W("ldu")), A(W("u16")), Ref(6), As(7, Mem(&lduld::LDU_G1_W)), Out(3), Out(0), Out(1), Out(2)]),
    f(7 << 53 | 1 << 58, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_S8), Sub(super::WIDE), Sub(SIZE_U16), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("s8")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G0_W)), A(W("ldu")), A(W("u16")), Ref(6), As(7, Mem(&lduld::LDU_G1_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(7 << 53 | 1 << 58 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_S8), Sub(super::WIDE), Sub(SIZE_U16), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("s8")), As(5, Reg(&ef::LDDST2)), As(6, Mem(&lduld::LD_G0_D)), A(W("ldu")), A(W("u16")), Ref(7), As(8, Mem(&lduld::LDU_G1_D)), Out(4), Out(0), Out(1), Out(2), Out(3)]),
    f(8 << 53, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_S8), Sub(SIZE_S16), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("s8")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_G0_W)), A(W("ldu")), A(W("s16")), Ref(5), As(6, Mem(&lduld::LDU_G1_W)), Out(2), Out(0), Out(1)]),
    f(8 << 53 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_S8), Sub(SIZE_S16), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("s8")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G0_D)), A(W("ldu")), A(W("s16")), Ref(6), As(7, Mem(&lduld::LDU_G1_W)), Out(3), Out(0), Out(1), Out(2)]),
    f(8 << 53 | 1 << 58, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_S8), Sub(super::WIDE), Sub(SIZE_S16), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("s8")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G0_W)), A(W("ldu")), A(W("s16")), Ref(6), As(7, Mem(&lduld::LDU_G1_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(8 << 53 | 1 << 58 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_S8), Sub(super::WIDE), Sub(SIZE_S16), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("s8")), As(5, Reg(&ef::LDDST2)), As(6, Mem(&lduld::LD_G0_D)), A(W("ldu")), A(W("s16")), Ref(7), As(8, Mem(&lduld::LDU_G1_D)), Out(4), Out(0), Out(1), Out(2), Out(3)]),
    f(9 << 53, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_S8), Sub(SIZE_32), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("s8")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_G0_W)), A(W("ldu")), A(W("b32")), Ref(5), As(6, Mem(&lduld::LDU_G2_W)), Out(2), Out(0), Out(1)]),
    f(9 << 53 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_S8), Sub(SIZE_32), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("s8")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G0_D)), A(W("ldu")), A(W("b32")), Ref(6), As(7, Mem(&lduld::LDU_G2_W)), Out(3), Out(0), Out(1), Out(2)]),
    f(9 << 53 | 1 << 58, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_S8), Sub(super::WIDE), Sub(SIZE_32), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("s8")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G0_W)), A(W("ldu")), A(W("b32")), Ref(6), As(7, Mem(&lduld::LDU_G2_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(9 << 53 | 1 << 58 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_S8), Sub(super::WIDE), Sub(SIZE_32), Sub(S4), Reg(&LDDST_W), Mem(&LDG0), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("s8")), As(5, Reg(&ef::LDDST2)), As(6, Mem(&lduld::LD_G0_D)), A(W("ldu")), A(W("b32")), Ref(7), As(8, Mem(&lduld::LDU_G2_D)), Out(4), Out(0), Out(1), Out(2), Out(3)]),
    f(10 << 53, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_U16), Sub(SIZE_U8), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("u16")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_G1_W)), A(W("ldu")), A(W("u8")), Ref(5), As(6, Mem(&lduld::LDU_G0_W)), Out(2), Out(0), Out(1)]),
    f(10 << 53 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_U16), Sub(SIZE_U8), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("u16")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G1_D)), A(W("ldu")), A(W("u8")), Ref(6), As(7, Mem(&lduld::LDU_G0_W)), Out(3), Out(0), Out(1), Out(2)]),
    f(10 << 53 | 1 << 58, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_U16), Sub(super::WIDE), Sub(SIZE_U8), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("u16")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G1_W)), A(W("ldu")), A(W("u8")), Ref(6), As(7, Mem(&lduld::LDU_G0_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(10 << 53 | 1 << 58 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_U16), Sub(super::WIDE), Sub(SIZE_U8), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("u16")), As(5, Reg(&ef::LDDST2)), As(6, Mem(&lduld::LD_G1_D)), A(W("ldu")), A(W("u8")), Ref(7), As(8, Mem(&lduld::LDU_G0_D)), Out(4), Out(0), Out(1), Out(2), Out(3)]),
    f(11 << 53, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_U16), Sub(SIZE_S8), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("u16")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_G1_W)), A(W("ldu")), A(W("s8")), Ref(5), As(6, Mem(&lduld::LDU_G0_W)), Out(2), Out(0), Out(1)]),
    f(11 << 53 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_U16), Sub(SIZE_S8), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("u16")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G1_D)), A(W("ldu")), A(W("s8")), Ref(6), As(7, Mem(&lduld::LDU_G0_W)), Out(3), Out(0), Out(1), Out(2)]),
    f(11 << 53 | 1 << 58, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_U16), Sub(super::WIDE), Sub(SIZE_S8), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("u16")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G1_W)), A(W("ldu")), A(W("s8")), Ref(6), As(7, Mem(&lduld::LDU_G0_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(11 << 53 | 1 << 58 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_U16), Sub(super::WIDE), Sub(SIZE_S8), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("u16")), As(5, Reg(&ef::LDDST2)), As(6, Mem(&lduld::LD_G1_D)), A(W("ldu")), A(W("s8")), Ref(7), As(8, Mem(&lduld::LDU_G0_D)), Out(4), Out(0), Out(1), Out(2), Out(3)]),
    f(12 << 53, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_U16), Sub(SIZE_U16), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("u16")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_G1_W)), A(W("ldu")), A(W("u16")), Ref(5), As(6, Mem(&lduld::LDU_G1_W)), Out(2), Out(0), Out(1)]),
    f(12 << 53 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_U16), Sub(SIZE_U16), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("u16")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G1_D)), A(W("ldu")), A(W("u16")), Ref(6), As(7, Mem(&lduld::LDU_G1_W)), Out(3), Out(0), Out(1), Out(2)]),
    f(12 << 53 | 1 << 58, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_U16), Sub(super::WIDE), Sub(SIZE_U16), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("u16")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G1_W)), A(W("ldu")), A(W("u16")), Ref(6), As(7, Mem(&lduld::LDU_G1_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(12 << 53 | 1 << 58 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_U16), Sub(super::WIDE), Sub(SIZE_U16), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("u16")), As(5, Reg(&ef::LDDST2)), As(6, Mem(&lduld::LD_G1_D)), A(W("ldu")), A(W("u16")), Ref(7), As(8, Mem(&lduld::LDU_G1_D)), Out(4), Out(0), Out(1), Out(2), Out(3)]),
    f(13 << 53, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_U16), Sub(SIZE_S16), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("u16")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_G1_W)), A(W("ldu")), A(W("s16")), Ref(5), As(6, Mem(&lduld::LDU_G1_W)), Out(2), Out(0), Out(1)]),
    f(13 << 53 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_U16), Sub(SIZE_S16), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("u16")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G1_D)), A(W("ldu")), A(W("s16")), Ref(6), As(7, Mem(&lduld::LDU_G1_W)), Out(3), Out(0), Out(1), Out(2)]),
    f(13 << 53 | 1 << 58, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_U16), Sub(super::WIDE), Sub(SIZE_S16), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("u16")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G1_W)), A(W("ldu")), A(W("s16")), Ref(6), As(7, Mem(&lduld::LDU_G1_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(13 << 53 | 1 << 58 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_U16), Sub(super::WIDE), Sub(SIZE_S16), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("u16")), As(5, Reg(&ef::LDDST2)), As(6, Mem(&lduld::LD_G1_D)), A(W("ldu")), A(W("s16")), Ref(7), As(8, Mem(&lduld::LDU_G1_D)), Out(4), Out(0), Out(1), Out(2), Out(3)]),
    f(14 << 53, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_U16), Sub(SIZE_32), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("u16")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_G1_W)), A(W("ldu")), A(W("b32")), Ref(5), As(6, Mem(&lduld::LDU_G2_W)), Out(2), Out(0), Out(1)]),
    f(14 << 53 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_U16), Sub(SIZE_32), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("u16")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G1_D)), A(W("ldu")), A(W("b32")), Ref(6), As(7, Mem(&lduld::LDU_G2_W)), Out(3), Out(0), Out(1), Out(2)]),
    f(14 << 53 | 1 << 58, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_U16), Sub(super::WIDE), Sub(SIZE_32), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("u16")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G1_W)), A(W("ldu")), A(W("b32")), Ref(6), As(7, Mem(&lduld::LDU_G2_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(14 << 53 | 1 << 58 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_U16), Sub(super::WIDE), Sub(SIZE_32), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("u16")), As(5, Reg(&ef::LDDST2)), As(6, Mem(&lduld::LD_G1_D)), A(W("ldu")), A(W("b32")), Ref(7), As(8, Mem(&lduld::LDU_G2_D)), Out(4), Out(0), Out(1), Out(2), Out(3)]),
    f(15 << 53, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_S16), Sub(SIZE_U8), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("s16")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_G1_W)), A(W("ldu")), A(W("u8")), Ref(5), As(6, Mem(&lduld::LDU_G0_W)), Out(2), Out(0), Out(1)]),
    f(15 << 53 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_S16), Sub(SIZE_U8), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("s16")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G1_D)), A(W("ldu")), A(W("u8")), Ref(6), As(7, Mem(&lduld::LDU_G0_W)), Out(3), Out(0), Out(1), Out(2)]),
    f(15 << 53 | 1 << 58, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_S16), Sub(super::WIDE), Sub(SIZE_U8), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("s16")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G1_W)), A(W("ldu")), A(W("u8")), Ref(6), As(7, Mem(&lduld::LDU_G0_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(15 << 53 | 1 << 58 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_S16), Sub(super::WIDE), Sub(SIZE_U8), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("s16")), As(5, Reg(&ef::LDDST2)), As(6, Mem(&lduld::LD_G1_D)), A(W("ldu")), A(W("u8")), Ref(7), As(8, Mem(&lduld::LDU_G0_D)), Out(4), Out(0), Out(1), Out(2), Out(3)]),
    f(16 << 53, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_S16), Sub(SIZE_S8), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("s16")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_G1_W)), A(W("ldu")), A(W("s8")), Ref(5), As(6, Mem(&lduld::LDU_G0_W)), Out(2), Out(0), Out(1)]),
    f(16 << 53 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_S16), Sub(SIZE_S8), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("s16")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G1_D)), A(W("ldu")), A(W("s8")), Ref(6), As(7, Mem(&lduld::LDU_G0_W)), Out(3), Out(0), Out(1), Out(2)]),
    f(16 << 53 | 1 << 58, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_S16), Sub(super::WIDE), Sub(SIZE_S8), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("s16")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G1_W)), A(W("ldu")), A(W("s8")), Ref(6), As(7, Mem(&lduld::LDU_G0_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(16 << 53 | 1 << 58 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_S16), Sub(super::WIDE), Sub(SIZE_S8), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("s16")), As(5, Reg(&ef::LDDST2)), As(6, Mem(&lduld::LD_G1_D)), A(W("ldu")), A(W("s8")), Ref(7), As(8, Mem(&lduld::LDU_G0_D)), Out(4), Out(0), Out(1), Out(2), Out(3)]),
    f(17 << 53, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_S16), Sub(SIZE_U16), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("s16")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_G1_W)), A(W("ldu")), A(W("u16")), Ref(5), As(6, Mem(&lduld::LDU_G1_W)), Out(2), Out(0), Out(1)]),
    f(17 << 53 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_S16), Sub(SIZE_U16), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("s16")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G1_D)), A(W("ldu")), A(W("u16")), Ref(6), As(7, Mem(&lduld::LDU_G1_W)), Out(3), Out(0), Out(1), Out(2)]),
    f(17 << 53 | 1 << 58, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_S16), Sub(super::WIDE), Sub(SIZE_U16), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("s16")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G1_W)), A(W("ldu")), A(W("u16")), Ref(6), As(7, Mem(&lduld::LDU_G1_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(17 << 53 | 1 << 58 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_S16), Sub(super::WIDE), Sub(SIZE_U16), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("s16")), As(5, Reg(&ef::LDDST2)), As(6, Mem(&lduld::LD_G1_D)), A(W("ldu")), A(W("u16")), Ref(7), As(8, Mem(&lduld::LDU_G1_D)), Out(4), Out(0), Out(1), Out(2), Out(3)]),
    f(18 << 53, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_S16), Sub(SIZE_S16), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("s16")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_G1_W)), A(W("ldu")), A(W("s16")), Ref(5), As(6, Mem(&lduld::LDU_G1_W)), Out(2), Out(0), Out(1)]),
    f(18 << 53 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_S16), Sub(SIZE_S16), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("s16")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G1_D)), A(W("ldu")), A(W("s16")), Ref(6), As(7, Mem(&lduld::LDU_G1_W)), Out(3), Out(0), Out(1), Out(2)]),
    f(18 << 53 | 1 << 58, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_S16), Sub(super::WIDE), Sub(SIZE_S16), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("s16")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G1_W)), A(W("ldu")), A(W("s16")), Ref(6), As(7, Mem(&lduld::LDU_G1_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(18 << 53 | 1 << 58 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_S16), Sub(super::WIDE), Sub(SIZE_S16), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("s16")), As(5, Reg(&ef::LDDST2)), As(6, Mem(&lduld::LD_G1_D)), A(W("ldu")), A(W("s16")), Ref(7), As(8, Mem(&lduld::LDU_G1_D)), Out(4), Out(0), Out(1), Out(2), Out(3)]),
    f(19 << 53, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_S16), Sub(SIZE_32), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("s16")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_G1_W)), A(W("ldu")), A(W("b32")), Ref(5), As(6, Mem(&lduld::LDU_G2_W)), Out(2), Out(0), Out(1)]),
    f(19 << 53 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_S16), Sub(SIZE_32), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("s16")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G1_D)), A(W("ldu")), A(W("b32")), Ref(6), As(7, Mem(&lduld::LDU_G2_W)), Out(3), Out(0), Out(1), Out(2)]),
    f(19 << 53 | 1 << 58, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_S16), Sub(super::WIDE), Sub(SIZE_32), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("s16")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G1_W)), A(W("ldu")), A(W("b32")), Ref(6), As(7, Mem(&lduld::LDU_G2_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(19 << 53 | 1 << 58 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_S16), Sub(super::WIDE), Sub(SIZE_32), Sub(S4), Reg(&LDDST_W), Mem(&LDG1), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("s16")), As(5, Reg(&ef::LDDST2)), As(6, Mem(&lduld::LD_G1_D)), A(W("ldu")), A(W("b32")), Ref(7), As(8, Mem(&lduld::LDU_G2_D)), Out(4), Out(0), Out(1), Out(2), Out(3)]),
    f(20 << 53, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_32), Sub(SIZE_U8), Sub(S4), Reg(&LDDST_W), Mem(&LDG2), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("b32")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_G2_W)), A(W("ldu")), A(W("u8")), Ref(5), As(6, Mem(&lduld::LDU_G0_W)), Out(2), Out(0), Out(1)]),
    f(20 << 53 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_32), Sub(SIZE_U8), Sub(S4), Reg(&LDDST_W), Mem(&LDG2), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("b32")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G2_D)), A(W("ldu")), A(W("u8")), Ref(6), As(7, Mem(&lduld::LDU_G0_W)), Out(3), Out(0), Out(1), Out(2)]),
    f(20 << 53 | 1 << 58, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_32), Sub(super::WIDE), Sub(SIZE_U8), Sub(S4), Reg(&LDDST_W), Mem(&LDG2), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("b32")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G2_W)), A(W("ldu")), A(W("u8")), Ref(6), As(7, Mem(&lduld::LDU_G0_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(20 << 53 | 1 << 58 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_32), Sub(super::WIDE), Sub(SIZE_U8), Sub(S4), Reg(&LDDST_W), Mem(&LDG2), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("b32")), As(5, Reg(&ef::LDDST2)), As(6, Mem(&lduld::LD_G2_D)), A(W("ldu")), A(W("u8")), Ref(7), As(8, Mem(&lduld::LDU_G0_D)), Out(4), Out(0), Out(1), Out(2), Out(3)]),
    f(21 << 53, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_32), Sub(SIZE_S8), Sub(S4), Reg(&LDDST_W), Mem(&LDG2), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("b32")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_G2_W)), A(W("ldu")), A(W("s8")), Ref(5), As(6, Mem(&lduld::LDU_G0_W)), Out(2), Out(0), Out(1)]),
    f(21 << 53 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_32), Sub(SIZE_S8), Sub(S4), Reg(&LDDST_W), Mem(&LDG2), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("b32")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G2_D)), A(W("ldu")), A(W("s8")), Ref(6), As(7, Mem(&lduld::LDU_G0_W)), Out(3), Out(0), Out(1), Out(2)]),
    f(21 << 53 | 1 << 58, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_32), Sub(super::WIDE), Sub(SIZE_S8), Sub(S4), Reg(&LDDST_W), Mem(&LDG2), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("b32")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G2_W)), A(W("ldu")), A(W("s8")), Ref(6), As(7, Mem(&lduld::LDU_G0_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(21 << 53 | 1 << 58 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_32), Sub(super::WIDE), Sub(SIZE_S8), Sub(S4), Reg(&LDDST_W), Mem(&LDG2), Reg(&DST), Mem(&LDU0)])
        .view(&[A(W("ld")), A(W("b32")), As(5, Reg(&ef::LDDST2)), As(6, Mem(&lduld::LD_G2_D)), A(W("ldu")), A(W("s8")), Ref(7), As(8, Mem(&lduld::LDU_G0_D)), Out(4), Out(0), Out(1), Out(2), Out(3)]),
    f(22 << 53, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_32), Sub(SIZE_U16), Sub(S4), Reg(&LDDST_W), Mem(&LDG2), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("b32")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_G2_W)), A(W("ldu")), A(W("u16")), Ref(5), As(6, Mem(&lduld::LDU_G1_W)), Out(2), Out(0), Out(1)]),
    f(22 << 53 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_32), Sub(SIZE_U16), Sub(S4), Reg(&LDDST_W), Mem(&LDG2), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("b32")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G2_D)), A(W("ldu")), A(W("u16")), Ref(6), As(7, Mem(&lduld::LDU_G1_W)), Out(3), Out(0), Out(1), Out(2)]),
    f(22 << 53 | 1 << 58, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_32), Sub(super::WIDE), Sub(SIZE_U16), Sub(S4), Reg(&LDDST_W), Mem(&LDG2), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("b32")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G2_W)), A(W("ldu")), A(W("u16")), Ref(6), As(7, Mem(&lduld::LDU_G1_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(22 << 53 | 1 << 58 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_32), Sub(super::WIDE), Sub(SIZE_U16), Sub(S4), Reg(&LDDST_W), Mem(&LDG2), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("b32")), As(5, Reg(&ef::LDDST2)), As(6, Mem(&lduld::LD_G2_D)), A(W("ldu")), A(W("u16")), Ref(7), As(8, Mem(&lduld::LDU_G1_D)), Out(4), Out(0), Out(1), Out(2), Out(3)]),
    f(23 << 53, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_32), Sub(SIZE_S16), Sub(S4), Reg(&LDDST_W), Mem(&LDG2), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("b32")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_G2_W)), A(W("ldu")), A(W("s16")), Ref(5), As(6, Mem(&lduld::LDU_G1_W)), Out(2), Out(0), Out(1)]),
    f(23 << 53 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_32), Sub(SIZE_S16), Sub(S4), Reg(&LDDST_W), Mem(&LDG2), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("b32")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G2_D)), A(W("ldu")), A(W("s16")), Ref(6), As(7, Mem(&lduld::LDU_G1_W)), Out(3), Out(0), Out(1), Out(2)]),
    f(23 << 53 | 1 << 58, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_32), Sub(super::WIDE), Sub(SIZE_S16), Sub(S4), Reg(&LDDST_W), Mem(&LDG2), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("b32")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G2_W)), A(W("ldu")), A(W("s16")), Ref(6), As(7, Mem(&lduld::LDU_G1_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(23 << 53 | 1 << 58 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_32), Sub(super::WIDE), Sub(SIZE_S16), Sub(S4), Reg(&LDDST_W), Mem(&LDG2), Reg(&DST), Mem(&LDU1)])
        .view(&[A(W("ld")), A(W("b32")), As(5, Reg(&ef::LDDST2)), As(6, Mem(&lduld::LD_G2_D)), A(W("ldu")), A(W("s16")), Ref(7), As(8, Mem(&lduld::LDU_G1_D)), Out(4), Out(0), Out(1), Out(2), Out(3)]),
    f(24 << 53, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_32), Sub(SIZE_32), Sub(S4), Reg(&LDDST_W), Mem(&LDG2), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("b32")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_G2_W)), A(W("ldu")), A(W("b32")), Ref(5), As(6, Mem(&lduld::LDU_G2_W)), Out(2), Out(0), Out(1)]),
    f(24 << 53 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_32), Sub(SIZE_32), Sub(S4), Reg(&LDDST_W), Mem(&LDG2), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("b32")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G2_D)), A(W("ldu")), A(W("b32")), Ref(6), As(7, Mem(&lduld::LDU_G2_W)), Out(3), Out(0), Out(1), Out(2)]),
    f(24 << 53 | 1 << 58, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_32), Sub(super::WIDE), Sub(SIZE_32), Sub(S4), Reg(&LDDST_W), Mem(&LDG2), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("b32")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G2_W)), A(W("ldu")), A(W("b32")), Ref(6), As(7, Mem(&lduld::LDU_G2_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(24 << 53 | 1 << 58 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_32), Sub(super::WIDE), Sub(SIZE_32), Sub(S4), Reg(&LDDST_W), Mem(&LDG2), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("b32")), As(5, Reg(&ef::LDDST2)), As(6, Mem(&lduld::LD_G2_D)), A(W("ldu")), A(W("b32")), Ref(7), As(8, Mem(&lduld::LDU_G2_D)), Out(4), Out(0), Out(1), Out(2), Out(3)]),
    f(25 << 53, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_32), Sub(SIZE_64), Sub(S4), Reg(&LDDST_W), Mem(&LDG2), Reg(&DST), Mem(&LDU3)])
        .view(&[A(W("ld")), A(W("b32")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_G2_W)), A(W("ldu")), A(W("b64")), As(5, Reg(&ef::DSTD)), As(6, Mem(&lduld::LDU_G3_W)), Out(2), Out(0), Out(1)]),
    f(25 << 53 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_32), Sub(SIZE_64), Sub(S4), Reg(&LDDST_W), Mem(&LDG2), Reg(&DST), Mem(&LDU3)])
        .view(&[A(W("ld")), A(W("b32")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G2_D)), A(W("ldu")), A(W("b64")), As(6, Reg(&ef::DSTD)), As(7, Mem(&lduld::LDU_G3_W)), Out(3), Out(0), Out(1), Out(2)]),
    f(25 << 53 | 1 << 58, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_32), Sub(super::WIDE), Sub(SIZE_64), Sub(S4), Reg(&LDDST_W), Mem(&LDG2), Reg(&DST), Mem(&LDU3)])
        .view(&[A(W("ld")), A(W("b32")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G2_W)), A(W("ldu")), A(W("b64")), As(6, Reg(&ef::DSTD)), As(7, Mem(&lduld::LDU_G3_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(25 << 53 | 1 << 58 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_32), Sub(super::WIDE), Sub(SIZE_64), Sub(S4), Reg(&LDDST_W), Mem(&LDG2), Reg(&DST), Mem(&LDU3)])
        .view(&[A(W("ld")), A(W("b32")), As(5, Reg(&ef::LDDST2)), As(6, Mem(&lduld::LD_G2_D)), A(W("ldu")), A(W("b64")), As(7, Reg(&ef::DSTD)), As(8, Mem(&lduld::LDU_G3_D)), Out(4), Out(0), Out(1), Out(2), Out(3)]),
    f(26 << 53, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_32), Sub(SIZE_128), Sub(S4), Reg(&LDDST_W), Mem(&LDG2), Reg(&DST), Mem(&LDU4)])
        .view(&[A(W("ld")), A(W("b32")), As(3, Reg(&ef::LDDST2)), As(4, Mem(&lduld::LD_G2_W)), A(W("ldu")), A(W("b128")), As(5, Reg(&ef::DSTQ)), As(6, Mem(&lduld::LDU_G4_W)), Out(2), Out(0), Out(1)]),
    f(26 << 53 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_32), Sub(SIZE_128), Sub(S4), Reg(&LDDST_W), Mem(&LDG2), Reg(&DST), Mem(&LDU4)])
        .view(&[A(W("ld")), A(W("b32")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G2_D)), A(W("ldu")), A(W("b128")), As(6, Reg(&ef::DSTQ)), As(7, Mem(&lduld::LDU_G4_W)), Out(3), Out(0), Out(1), Out(2)]),
    f(26 << 53 | 1 << 58, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_32), Sub(super::WIDE), Sub(SIZE_128), Sub(S4), Reg(&LDDST_W), Mem(&LDG2), Reg(&DST), Mem(&LDU4)])
        .view(&[A(W("ld")), A(W("b32")), As(4, Reg(&ef::LDDST2)), As(5, Mem(&lduld::LD_G2_W)), A(W("ldu")), A(W("b128")), As(6, Reg(&ef::DSTQ)), As(7, Mem(&lduld::LDU_G4_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(26 << 53 | 1 << 58 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_32), Sub(super::WIDE), Sub(SIZE_128), Sub(S4), Reg(&LDDST_W), Mem(&LDG2), Reg(&DST), Mem(&LDU4)])
        .view(&[A(W("ld")), A(W("b32")), As(5, Reg(&ef::LDDST2)), As(6, Mem(&lduld::LD_G2_D)), A(W("ldu")), A(W("b128")), As(7, Reg(&ef::DSTQ)), As(8, Mem(&lduld::LDU_G4_D)), Out(4), Out(0), Out(1), Out(2), Out(3)]),
    f(27 << 53, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_64), Sub(SIZE_32), Sub(S4), Reg(&LDDST_D), Mem(&LDG3), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("b64")), As(3, Reg(&ef::LDDST2D)), As(4, Mem(&lduld::LD_G3_W)), A(W("ldu")), A(W("b32")), Ref(5), As(6, Mem(&lduld::LDU_G2_W)), Out(2), Out(0), Out(1)]),
    f(27 << 53 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_64), Sub(SIZE_32), Sub(S4), Reg(&LDDST_D), Mem(&LDG3), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("b64")), As(4, Reg(&ef::LDDST2D)), As(5, Mem(&lduld::LD_G3_D)), A(W("ldu")), A(W("b32")), Ref(6), As(7, Mem(&lduld::LDU_G2_W)), Out(3), Out(0), Out(1), Out(2)]),
    f(27 << 53 | 1 << 58, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_64), Sub(super::WIDE), Sub(SIZE_32), Sub(S4), Reg(&LDDST_D), Mem(&LDG3), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("b64")), As(4, Reg(&ef::LDDST2D)), As(5, Mem(&lduld::LD_G3_W)), A(W("ldu")), A(W("b32")), Ref(6), As(7, Mem(&lduld::LDU_G2_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(27 << 53 | 1 << 58 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_64), Sub(super::WIDE), Sub(SIZE_32), Sub(S4), Reg(&LDDST_D), Mem(&LDG3), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("b64")), As(5, Reg(&ef::LDDST2D)), As(6, Mem(&lduld::LD_G3_D)), A(W("ldu")), A(W("b32")), Ref(7), As(8, Mem(&lduld::LDU_G2_D)), Out(4), Out(0), Out(1), Out(2), Out(3)]),
    f(28 << 53, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_64), Sub(SIZE_64), Sub(S4), Reg(&LDDST_D), Mem(&LDG3), Reg(&DST), Mem(&LDU3)])
        .view(&[A(W("ld")), A(W("b64")), As(3, Reg(&ef::LDDST2D)), As(4, Mem(&lduld::LD_G3_W)), A(W("ldu")), A(W("b64")), As(5, Reg(&ef::DSTD)), As(6, Mem(&lduld::LDU_G3_W)), Out(2), Out(0), Out(1)]),
    f(28 << 53 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_64), Sub(SIZE_64), Sub(S4), Reg(&LDDST_D), Mem(&LDG3), Reg(&DST), Mem(&LDU3)])
        .view(&[A(W("ld")), A(W("b64")), As(4, Reg(&ef::LDDST2D)), As(5, Mem(&lduld::LD_G3_D)), A(W("ldu")), A(W("b64")), As(6, Reg(&ef::DSTD)), As(7, Mem(&lduld::LDU_G3_W)), Out(3), Out(0), Out(1), Out(2)]),
    f(28 << 53 | 1 << 58, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_64), Sub(super::WIDE), Sub(SIZE_64), Sub(S4), Reg(&LDDST_D), Mem(&LDG3), Reg(&DST), Mem(&LDU3)])
        .view(&[A(W("ld")), A(W("b64")), As(4, Reg(&ef::LDDST2D)), As(5, Mem(&lduld::LD_G3_W)), A(W("ldu")), A(W("b64")), As(6, Reg(&ef::DSTD)), As(7, Mem(&lduld::LDU_G3_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(28 << 53 | 1 << 58 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_64), Sub(super::WIDE), Sub(SIZE_64), Sub(S4), Reg(&LDDST_D), Mem(&LDG3), Reg(&DST), Mem(&LDU3)])
        .view(&[A(W("ld")), A(W("b64")), As(5, Reg(&ef::LDDST2D)), As(6, Mem(&lduld::LD_G3_D)), A(W("ldu")), A(W("b64")), As(7, Reg(&ef::DSTD)), As(8, Mem(&lduld::LDU_G3_D)), Out(4), Out(0), Out(1), Out(2), Out(3)]),
    f(29 << 53, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_64), Sub(SIZE_128), Sub(S4), Reg(&LDDST_D), Mem(&LDG3), Reg(&DST), Mem(&LDU4)])
        .view(&[A(W("ld")), A(W("b64")), As(3, Reg(&ef::LDDST2D)), As(4, Mem(&lduld::LD_G3_W)), A(W("ldu")), A(W("b128")), As(5, Reg(&ef::DSTQ)), As(6, Mem(&lduld::LDU_G4_W)), Out(2), Out(0), Out(1)]),
    f(29 << 53 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_64), Sub(SIZE_128), Sub(S4), Reg(&LDDST_D), Mem(&LDG3), Reg(&DST), Mem(&LDU4)])
        .view(&[A(W("ld")), A(W("b64")), As(4, Reg(&ef::LDDST2D)), As(5, Mem(&lduld::LD_G3_D)), A(W("ldu")), A(W("b128")), As(6, Reg(&ef::DSTQ)), As(7, Mem(&lduld::LDU_G4_W)), Out(3), Out(0), Out(1), Out(2)]),
    f(29 << 53 | 1 << 58, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_64), Sub(super::WIDE), Sub(SIZE_128), Sub(S4), Reg(&LDDST_D), Mem(&LDG3), Reg(&DST), Mem(&LDU4)])
        .view(&[A(W("ld")), A(W("b64")), As(4, Reg(&ef::LDDST2D)), As(5, Mem(&lduld::LD_G3_W)), A(W("ldu")), A(W("b128")), As(6, Reg(&ef::DSTQ)), As(7, Mem(&lduld::LDU_G4_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(29 << 53 | 1 << 58 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_64), Sub(super::WIDE), Sub(SIZE_128), Sub(S4), Reg(&LDDST_D), Mem(&LDG3), Reg(&DST), Mem(&LDU4)])
        .view(&[A(W("ld")), A(W("b64")), As(5, Reg(&ef::LDDST2D)), As(6, Mem(&lduld::LD_G3_D)), A(W("ldu")), A(W("b128")), As(7, Reg(&ef::DSTQ)), As(8, Mem(&lduld::LDU_G4_D)), Out(4), Out(0), Out(1), Out(2), Out(3)]),
    f(30 << 53, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_128), Sub(SIZE_32), Sub(S4), Reg(&LDDST_D), Mem(&LDG4), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("b128")), As(3, Reg(&ef::LDDST2Q)), As(4, Mem(&lduld::LD_G4_W)), A(W("ldu")), A(W("b32")), Ref(5), As(6, Mem(&lduld::LDU_G2_W)), Out(2), Out(0), Out(1)]),
    f(30 << 53 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_128), Sub(SIZE_32), Sub(S4), Reg(&LDDST_D), Mem(&LDG4), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("b128")), As(4, Reg(&ef::LDDST2Q)), As(5, Mem(&lduld::LD_G4_D)), A(W("ldu")), A(W("b32")), Ref(6), As(7, Mem(&lduld::LDU_G2_W)), Out(3), Out(0), Out(1), Out(2)]),
    f(30 << 53 | 1 << 58, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_128), Sub(super::WIDE), Sub(SIZE_32), Sub(S4), Reg(&LDDST_D), Mem(&LDG4), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("b128")), As(4, Reg(&ef::LDDST2Q)), As(5, Mem(&lduld::LD_G4_W)), A(W("ldu")), A(W("b32")), Ref(6), As(7, Mem(&lduld::LDU_G2_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(30 << 53 | 1 << 58 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_128), Sub(super::WIDE), Sub(SIZE_32), Sub(S4), Reg(&LDDST_D), Mem(&LDG4), Reg(&DST), Mem(&LDU2)])
        .view(&[A(W("ld")), A(W("b128")), As(5, Reg(&ef::LDDST2Q)), As(6, Mem(&lduld::LD_G4_D)), A(W("ldu")), A(W("b32")), Ref(7), As(8, Mem(&lduld::LDU_G2_D)), Out(4), Out(0), Out(1), Out(2), Out(3)]),
    f(31 << 53, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_128), Sub(SIZE_64), Sub(S4), Reg(&LDDST_D), Mem(&LDG4), Reg(&DST), Mem(&LDU3)])
        .view(&[A(W("ld")), A(W("b128")), As(3, Reg(&ef::LDDST2Q)), As(4, Mem(&lduld::LD_G4_W)), A(W("ldu")), A(W("b64")), As(5, Reg(&ef::DSTD)), As(6, Mem(&lduld::LDU_G3_W)), Out(2), Out(0), Out(1)]),
    f(31 << 53 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_128), Sub(SIZE_64), Sub(S4), Reg(&LDDST_D), Mem(&LDG4), Reg(&DST), Mem(&LDU3)])
        .view(&[A(W("ld")), A(W("b128")), As(4, Reg(&ef::LDDST2Q)), As(5, Mem(&lduld::LD_G4_D)), A(W("ldu")), A(W("b64")), As(6, Reg(&ef::DSTD)), As(7, Mem(&lduld::LDU_G3_W)), Out(3), Out(0), Out(1), Out(2)]),
    f(31 << 53 | 1 << 58, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(SIZE_128), Sub(super::WIDE), Sub(SIZE_64), Sub(S4), Reg(&LDDST_D), Mem(&LDG4), Reg(&DST), Mem(&LDU3)])
        .view(&[A(W("ld")), A(W("b128")), As(4, Reg(&ef::LDDST2Q)), As(5, Mem(&lduld::LD_G4_W)), A(W("ldu")), A(W("b64")), As(6, Reg(&ef::DSTD)), As(7, Mem(&lduld::LDU_G3_D)), Out(3), Out(0), Out(1), Out(2)]),
    f(31 << 53 | 1 << 58 | 1 << 59, 0x1f << 53 | 1 << 58 | 1 << 59, &[Sub(super::WIDE), Sub(SIZE_128), Sub(super::WIDE), Sub(SIZE_64), Sub(S4), Reg(&LDDST_D), Mem(&LDG4), Reg(&DST), Mem(&LDU3)])
        .view(&[A(W("ld")), A(W("b128")), As(5, Reg(&ef::LDDST2Q)), As(6, Mem(&lduld::LD_G4_D)), A(W("ldu")), A(W("b64")), As(7, Reg(&ef::DSTD)), As(8, Mem(&lduld::LDU_G3_D)), Out(4), Out(0), Out(1), Out(2), Out(3)]),
];
