//! Integer arithmetic, comparison, shift and bit-field operations (opcode class 3 and the 32-bit
//! immediate forms of class 2).

use super::fields::*;
use super::float::{FMZ7, FTZ5, FTZ6, OPM5, PSRC3B};
use crate::sem::Sem;
use crate::envy::{self, fields as ef};
use gpuisa_engine::view::V::*;
use gpuisa_engine::{Atom::*, Post, Pre, Table, W};

/// `.U32.U32`-style signedness of multiplies, source 1's first: bit 7 signs source 1 and bit 5 source 2
/// (set when signed; Decoding-CUDA-Binary's sm_20 assembler and asfermi set bit 7 for the first type
/// modifier and bit 5 for the second, and envytools reads bit 7 with source 1).
static MULSIGN: &Table = &[
    f(0, 1 << 5 | 1 << 7, &[W("U32"), W("U32")]).view(&[A(W("u32")), Part, A(W("u32"))]),
    f(1 << 7, 1 << 5 | 1 << 7, &[W("S32"), W("U32")]).sem(Sem::Signed1.t()).view(&[A(W("s32")), Part, A(W("u32"))]),
    f(1 << 5, 1 << 5 | 1 << 7, &[W("U32"), W("S32")]).sem(Sem::Signed2.t()).view(&[A(W("u32")), Part, A(W("s32"))]),
    f(1 << 5 | 1 << 7, 1 << 5 | 1 << 7, &[Sub(SIGNED2)]).sem(Sem::Signed1.t()).view(&[A(W("s32")), Part, A(W("s32")), Out(0)]),
];
static HI6: &Table = &[f(1 << 6, 1 << 6, &[W("HI")]).sem(Sem::Hi.t()).view(&[A(W("high"))]), f(0, 1 << 6, &[])];
/// ISUB's subtraction: source 2 negated (bit 8, which the form's mask holds; prints nothing).
static ISUB_NEG: &Table = &[f(0, 0, &[]).sem(Sem::Neg.t())];
/// Both sources signed: the second's mark (prints nothing).
static SIGNED2: &Table = &[f(0, 0, &[]).sem(Sem::Signed2.t())];
static SAT: &Table = &[f(1 << 56, 1 << 56, &[W("SAT")]).sem(Sem::Sat.t()).view(&[A(W("sat"))]), f(0, 1 << 56, &[])];
static SAT5: &Table = &[f(1 << 5, 1 << 5, &[W("SAT")]).sem(Sem::Sat.t()).view(&[A(W("sat"))]), f(0, 1 << 5, &[])];
/// `.X`: IMAD adds the carry in (bit 55).
static X55: &Table = &[f(1 << 55, 1 << 55, &[W("X")]).sem(Sem::X.t()).view(CARRY), f(0, 1 << 55, &[])];
/// `.X` (carry in) where execution does not model it: LOP/LOP32I (bit 5), SHR (bit 7), SHL (bit 6).
static X5U: &Table = &[f(1 << 5, 1 << 5, &[W("X")]).sem(Sem::Unmodelled.t()).view(CARRY), f(0, 1 << 5, &[])];
static X6U: &Table = &[f(1 << 6, 1 << 6, &[W("X")]).sem(Sem::Unmodelled.t()).view(CARRY), f(0, 1 << 6, &[])];
static X7U: &Table = &[f(1 << 7, 1 << 7, &[W("X")]).sem(Sem::Unmodelled.t()).view(CARRY), f(0, 1 << 7, &[])];
/// FLO's `.SH` (bit 6): envydis' `shiftamt`.
static SH6: &Table = &[f(1 << 6, 1 << 6, &[W("SH")]).sem(Sem::ShiftAmt.t()).view(&[A(W("shiftamt"))]), f(0, 1 << 6, &[])];
/// `.BREV` (bit 8): the source is bit-reversed first (SHR, BFE).
static BREV8: &Table = &[f(1 << 8, 1 << 8, &[W("BREV")]).sem(Sem::Unmodelled.t()).view(&[A(W("rev"))]), f(0, 1 << 8, &[])];
/// `.BF` (bit 7): ISET writes 1.0 rather than all ones (PTX `set.f32`).
static BF7: &Table = &[f(1 << 7, 1 << 7, &[W("BF")]).sem(Sem::Bf.t()).view(&[A(W("f32"))]), f(0, 1 << 7, &[]).view(&[A(W("b32"))])];
/// `.CC` of the 32-bit immediate forms (bit 58).
static CC58: &Table = &[f(1 << 58, 1 << 58, &[Post(".CC")]).sem(Sem::Cc.t()).view(CARRY), f(0, 1 << 58, &[])];
static CC58U: &Table = &[f(1 << 58, 1 << 58, &[Post(".CC")]).sem(Sem::Unmodelled.t()).view(CARRY), f(0, 1 << 58, &[])];
static CC48U: &Table = &[f(1 << 48, 1 << 48, &[Post(".CC")]).sem(Sem::Unmodelled.t()).view(CARRY), f(0, 1 << 48, &[])];
/// `.W` on SHL/SHR: the shift count wraps rather than clamps (bit 9).
static W9: &Table = &super::fields::wrap_flag(9);
static NEG55: &Table = &[f(1 << 55, 1 << 55, &[Pre("-")]).sem(Sem::Neg.t()), f(0, 1 << 55, &[])];
static NEG56: &Table = &[f(1 << 56, 1 << 56, &[Pre("-")]).sem(Sem::Neg.t()), f(0, 1 << 56, &[])];
static INV8U: &Table = &[f(1 << 8, 1 << 8, &[Pre("~")]).sem(Sem::Unmodelled.t()).view(&[A(W("not"))]), f(0, 1 << 8, &[])];
/// The add of the 32-bit immediate forms (bits 8-9), which negate an immediate that prints signed
/// already: modifiers, by envytools' names (`-` on the register source would read back the same).
static ADDOP32: &Table = &[
    f(0 << 8, 3 << 8, &[]).view(&[A(W("add"))]),
    f(1 << 8, 3 << 8, &[W("SUB")]).sem(Sem::Unmodelled.t()).view(&[A(W("sub"))]),
    f(2 << 8, 3 << 8, &[W("SUBR")]).sem(Sem::Unmodelled.t()).view(&[A(W("subr"))]),
    f(3 << 8, 3 << 8, &[W("PO")]).sem(Sem::Unmodelled.t()).view(&[A(W("addpo"))]),
];
/// IMNMX's extended modes (bits 6-7), which read the condition code.
static IMNMX_X: &Table = &[
    f(0 << 6, 3 << 6, &[]),
    f(1 << 6, 3 << 6, &[W("XLO")]).sem(Sem::Unmodelled.t()).view(&[A(W("low")), Part, A(Reg(&ef::CC))]),
    f(2 << 6, 3 << 6, &[W("XMED")]).sem(Sem::Unmodelled.t()).view(&[A(W("med")), Part, A(Reg(&ef::CC))]),
    f(3 << 6, 3 << 6, &[W("XHI")]).sem(Sem::Unmodelled.t()).view(&[A(W("high"))]),
];
/// Integer comparisons (bits 55-58): those of [`ICMP`], then with bit 58 set the float comparisons'
/// unordered names, which for integers mean the same as the ordered ones (not modelled).
static ICMP4: &Table = &gpuisa_engine::concat::<7, 9, 16>(super::fields::CMP_SHARED, [
    f(0x7 << 55, 0xf << 55, &[W("T")]).sem(Sem::CmpT.t()).view(&[A(W("num"))]),
    f(0x8 << 55, 0xf << 55, &[W("NAN")]).sem(Sem::Unmodelled.t()).view(&[A(W("nan"))]),
    f(0x9 << 55, 0xf << 55, &[W("LTU")]).sem(Sem::Unmodelled.t()).view(&[A(W("ltu"))]),
    f(0xa << 55, 0xf << 55, &[W("EQU")]).sem(Sem::Unmodelled.t()).view(&[A(W("equ"))]),
    f(0xb << 55, 0xf << 55, &[W("LEU")]).sem(Sem::Unmodelled.t()).view(&[A(W("leu"))]),
    f(0xc << 55, 0xf << 55, &[W("GTU")]).sem(Sem::Unmodelled.t()).view(&[A(W("gtu"))]),
    f(0xd << 55, 0xf << 55, &[W("NEU")]).sem(Sem::Unmodelled.t()).view(&[A(W("neu"))]),
    f(0xe << 55, 0xf << 55, &[W("GEU")]).sem(Sem::Unmodelled.t()).view(&[A(W("geu"))]),
    f(0xf << 55, 0xf << 55, &[W("TU")]).sem(Sem::Unmodelled.t()).view(&[A(W("true"))]),
]);
/// MOV32I's lanes written (bits 5-8) when not all four: envytools' names (`l01`), upper-cased.
static LANES: &Table = &[
    f(0x0 << 5, 0xf << 5, &[W("LNONE")]).view(&[A(W("lnone"))]),
    f(0x1 << 5, 0xf << 5, &[W("L0")]).view(&[A(W("l0"))]),
    f(0x2 << 5, 0xf << 5, &[W("L1")]).view(&[A(W("l1"))]),
    f(0x3 << 5, 0xf << 5, &[W("L01")]).view(&[A(W("l01"))]),
    f(0x4 << 5, 0xf << 5, &[W("L2")]).view(&[A(W("l2"))]),
    f(0x5 << 5, 0xf << 5, &[W("L02")]).view(&[A(W("l02"))]),
    f(0x6 << 5, 0xf << 5, &[W("L12")]).view(&[A(W("l12"))]),
    f(0x7 << 5, 0xf << 5, &[W("L012")]).view(&[A(W("l012"))]),
    f(0x8 << 5, 0xf << 5, &[W("L3")]).view(&[A(W("l3"))]),
    f(0x9 << 5, 0xf << 5, &[W("L03")]).view(&[A(W("l03"))]),
    f(0xa << 5, 0xf << 5, &[W("L13")]).view(&[A(W("l13"))]),
    f(0xb << 5, 0xf << 5, &[W("L013")]).view(&[A(W("l013"))]),
    f(0xc << 5, 0xf << 5, &[W("L23")]).view(&[A(W("l23"))]),
    f(0xd << 5, 0xf << 5, &[W("L023")]).view(&[A(W("l023"))]),
    f(0xe << 5, 0xf << 5, &[W("L123")]).view(&[A(W("l123"))]),
];
/// Logic operation (bits 6-7).
static LOPOP: &Table = &[
    f(0 << 6, 3 << 6, &[W("AND")]).sem(Sem::LopAnd.t()).view(&[A(W("and"))]),
    f(1 << 6, 3 << 6, &[W("OR")]).sem(Sem::LopOr.t()).view(&[A(W("or"))]),
    f(2 << 6, 3 << 6, &[W("XOR")]).sem(Sem::LopXor.t()).view(&[A(W("xor"))]),
    f(3 << 6, 3 << 6, &[W("PASS_B")]).sem(Sem::LopPassB.t()).view(&[A(W("mov2"))]),
];

pub static CLASS3: &Table = &[
    // CUDA 5+ listings: `ISUB R1, R1, 0x40;` where CUDA 4.x print `IADD R1, R1, -0x40;`.
    f(op(0x12, 3) | 1 << 8, OPM5 | 3 << 8, &[W("ISUB"), Sub(SAT5), Sub(X6), Sub(S4), Reg(&DST), Sub(CC48), Reg(&SRC1), Sub(ISUB_NEG), Sub(SRC2S)]).feat(super::CUDA5),
    f(op(0x12, 3), OPM5, &[W("IADD"), Sub(SAT5), Sub(X6), Sub(S4), Reg(&DST), Sub(CC48), Sub(NEG9), Reg(&SRC1), Sub(NEG8), Sub(SRC2S)])
        .view(&[As(6, Sub(envy::ADDOP)), Ref(1), A(W("b32")), Ref(4), Ref(5), Ref(7), Ref(9), Ref(2), Out(8), Out(3)]),
    f(op(0x10, 3), OPM5, &[W("ISCADD"), Sub(S4), Reg(&DST), Sub(CC48), Sub(NEG56), Reg(&SRC1), Sub(NEG55), Sub(SRC2S), Imm(&uimm(5, 5))])
        .view(&[As(4, Sub(envy::ADDOP2)), A(W("b32")), Ref(2), Ref(3), A(Open), A(W("shl")), Ref(5), Ref(8), A(Close), Ref(7), Out(6), Out(1)]),
    f(op(0x14, 3), OPM5, &[W("IMUL"), Sub(MULSIGN), Sub(HI6), Sub(S4), Reg(&DST), Sub(CC48), Reg(&SRC1), Sub(SRC2S)])
        .view(&[A(W("mul")), Ref(2), Ref(4), Ref(5), Slot(1, 0), Ref(6), Slot(1, 1), Ref(7), Out(3)]),
    f(op(0x08, 3), OPM5, &[W("IMAD"), Sub(MULSIGN), Sub(HI6), Sub(X55), Sub(SAT), Sub(S4), Reg(&DST), Sub(CC48), Sub(NEG9), Reg(&SRC1), Sub(SRC23N)])
        .view(&[As(8, Sub(envy::ADDOP)), Ref(4), Ref(6), Ref(7), A(Open), A(W("mul")), Ref(2), Slot(1, 0), Ref(9), Slot(1, 1), Slot(10, 0), A(Close), Slot(10, 1), Ref(3), Out(5)]),
    f(op(0x18, 3), OPM5, &[W("SHL"), Sub(W9), Sub(X6U), Sub(S4), Reg(&DST), Sub(CC48), Reg(&SRC1), Sub(SRC2U)])
        .view(&[A(W("shl")), A(W("b32")), Ref(4), Ref(5), Ref(6), Ref(1), Ref(7), Ref(2), Out(3)]),
    f(op(0x16, 3), OPM5, &[W("SHR"), Sub(U32_5), Sub(W9), Sub(BREV8), Sub(X7U), Sub(S4), Reg(&DST), Sub(CC48), Reg(&SRC1), Sub(SRC2U)])
        .view(&[A(W("shr")), Ref(3), Ref(1), Ref(6), Ref(7), Ref(8), Ref(2), Ref(9), Ref(4), Out(5)]),
    f(op(0x1c, 3), OPM5, &[W("BFE"), Sub(U32_5), Sub(BREV8), Sub(S4), Reg(&DST), Sub(CC48), Reg(&SRC1), Sub(SRC2U)])
        .view(&[A(W("ext")), Ref(2), Ref(1), Ref(4), Ref(5), Ref(6), Ref(7), Out(3)]),
    f(op(0x0a, 3), OPM5, &[W("BFI"), Sub(S4), Reg(&DST), Sub(CC48), Reg(&SRC1), Sub(SRC23)])
        .view(&[A(W("ins")), A(W("b32")), Ref(2), Ref(3), Ref(4), Ref(5), Out(1)]),
    f(op(0x1a, 3), OPM5, &[W("LOP"), Sub(LOPOP), Sub(X5U), Sub(S4), Reg(&DST), Sub(CC48), Sub(INV9), Reg(&SRC1), Sub(INV8), Sub(SRC2U)])
        .view(&[Ref(1), A(W("b32")), Ref(4), Ref(5), Ref(6), Ref(7), Ref(8), Ref(9), Ref(2), Out(3)]),
    f(op(0x06, 3), OPM5, &[W("ISETP"), Sub(ICMP4), Sub(U32_5), Sub(X6), Sub(BOP53), Sub(S4), Reg(&PDST), Reg(&PDST2), Reg(&SRC1), Sub(SRC2S), Sub(PSRC3B)])
        .view(&[A(W("set")), Ref(6), Ref(7), Ref(1), Ref(2), Ref(8), Ref(9), Ref(3), As(10, Sub(envy::SETLOP)), Out(4), Out(5)]),
    f(op(0x04, 3), OPM5, &[W("ISET"), Sub(ICMP4), Sub(BF7), Sub(U32_5), Sub(X6), Sub(BOP53), Sub(S4), Reg(&DST), Sub(CC48), Reg(&SRC1), Sub(SRC2S), Sub(PSRC3B)])
        .view(&[A(W("set")), Ref(2), Ref(7), Ref(8), Ref(1), Ref(3), Ref(9), Ref(10), Ref(4), As(11, Sub(envy::SETLOP)), Out(5), Out(6)]),
    f(op(0x02, 3), OPM5, &[W("IMNMX"), Sub(U32_5), Sub(IMNMX_X), Sub(S4), Reg(&DST), Sub(CC48), Reg(&SRC1), Sub(SRC2S), Sub(PSRC3N)])
        .view(&[As(8, Sub(envy::MINMAX)), Slot(2, 0), Ref(1), Ref(4), Ref(5), Ref(6), Ref(7), Slot(2, 1), Out(3)]),
    f(op(0x0c, 3), OPM5, &[W("ICMP"), Sub(ICMP4), Sub(U32_5), Sub(S4), Reg(&DST), Reg(&SRC1), Sub(SRC23)])
        .view(&[A(W("slct")), A(W("b32")), Ref(4), Ref(5), Slot(6, 0), Ref(1), Ref(2), Slot(6, 1), Out(3)]),
    f(op(0x0e, 3), OPM5, &[W("ISAD"), Sub(U32_5), Sub(S4), Reg(&DST), Sub(CC48), Reg(&SRC1), Sub(SRC23)])
        .view(&[A(W("sad")), Ref(1), Ref(3), Ref(4), Ref(5), Ref(6), Out(2)]),
    f(op(0x1e, 3), OPM5, &[W("FLO"), Sub(U32_5), Sub(SH6), Sub(S4), Reg(&DST), Sub(CC48U), Sub(INV8), Sub(SRC2U)])
        .view(&[A(W("bfind")), Ref(2), Ref(1), Ref(4), Ref(5), Ref(6), Ref(7), Out(3)]),
    // Other opcodes: envytools reads bit 4 (`join`) before the opcode; so does this (`.S`).
    f(0, 0, &[Unknown, Sub(S4)]).view(&[A(Unknown), Out(1)]),
];

pub static CLASS2: &Table = &[
    f(op(0x00, 2), OPM5, &[W("IMAD32I"), Sub(ADDOP32), Sub(MULSIGN), Sub(HI6), Sub(S4), Reg(&DST), Sub(CC58), Reg(&SRC1), Imm(&IMM32), Reg(&DST)])
        .view(&[Ref(1), Ref(5), Ref(6), A(Open), A(W("mul")), Ref(3), Slot(2, 0), Ref(7), Slot(2, 1), As(8, Imm(&ef::LIMM)), A(Close), Ref(9), Out(4)]),
    f(op(0x02, 2), OPM5, &[W("IADD32I"), Sub(ADDOP32), Sub(SAT5), Sub(X6), Sub(S4), Reg(&DST), Sub(CC58), Reg(&SRC1), Imm(&IMM32)])
        .view(&[Ref(1), Ref(2), A(W("b32")), Ref(5), Ref(6), Ref(7), As(8, Imm(&ef::LIMM)), Ref(3), Out(4)]),
    // Bits 5-8 are a write mask that NVIDIA's compiler always sets whole (no other value is printed);
    // another value is a modifier naming the lanes written.
    f(op(0x06, 2) | 0xf << 5, OPM5 | 0xf << 5, &[W("MOV32I"), Sub(S4), Reg(&DST), Imm(&IMM32)])
        .view(&[A(W("mov")), A(W("b32")), Ref(2), As(3, Imm(&ef::LIMM)), Out(1)]),
    f(op(0x06, 2), OPM5, &[W("MOV32I"), Sub(LANES), Sub(S4), Reg(&DST), Imm(&IMM32)]).sem(Sem::Unmodelled.t())
        .view(&[Ref(1), A(W("mov")), A(W("b32")), Ref(3), As(4, Imm(&ef::LIMM)), Out(2)]),
    f(op(0x04, 2), OPM5, &[W("IMUL32I"), Sub(MULSIGN), Sub(HI6), Sub(S4), Reg(&DST), Sub(CC58), Reg(&SRC1), Imm(&IMM32)])
        .view(&[A(W("mul")), Ref(2), Ref(4), Ref(5), Slot(1, 0), Ref(6), Slot(1, 1), As(7, Imm(&ef::LIMM)), Out(3)]),
    f(op(0x0e, 2), OPM5, &[W("LOP32I"), Sub(LOPOP), Sub(X5U), Sub(S4), Reg(&DST), Sub(CC58U), Sub(INV9), Reg(&SRC1), Sub(INV8U), Imm(&IMM32)])
        .view(&[Ref(1), A(W("b32")), Ref(4), Ref(5), Ref(6), Ref(7), Ref(8), As(9, Imm(&ef::LIMM)), Ref(2), Out(3)]),
    f(op(0x08, 2), OPM5, &[W("FFMA32I"), Sub(FTZ6), Sub(FMZ7), Sub(SAT5), Sub(S4), Reg(&DST), Sub(CC58), Sub(NEG9), Reg(&SRC1), Imm(&IMM32), Sub(NEG8), Reg(&DST)])
        .view(&[A(W("fma")), Ref(1), Ref(2), Ref(3), A(W("f32")), Ref(5), Ref(6), Ref(7), Ref(8), As(9, Imm(&ef::LIMM)), Ref(10), Ref(11), Out(4)]),
    f(op(0x0a, 2), OPM5, &[W("FADD32I"), Sub(FTZ5), Sub(S4), Reg(&DST), Sub(CC58), Sub(NEG9), Sub(ABS7_OPEN), Reg(&SRC1), Sub(ABS7_CLOSE), Imm(&IMM32)])
        .view(&[A(W("add")), Ref(1), A(W("f32")), Ref(3), Ref(4), Ref(5), Ref(6), Ref(7), Out(8), As(9, Imm(&ef::LIMM)), Out(2)]),
    f(op(0x0c, 2), OPM5, &[W("FMUL32I"), Sub(FTZ6), Sub(FMZ7), Sub(SAT5), Sub(S4), Reg(&DST), Sub(CC58), Reg(&SRC1), Imm(&IMM32)])
        .view(&[A(W("mul")), Ref(2), Ref(1), Ref(3), A(W("f32")), Ref(5), Ref(6), Ref(7), As(8, Imm(&ef::LIMM)), Out(4)]),
    f(op(0x10, 2), OPM5, &[W("ISCADD32I"), Sub(S4), Reg(&DST), Sub(CC58), Reg(&SRC1), Imm(&IMM32), Imm(&uimm(5, 5))])
        .view(&[A(W("add")), A(W("b32")), Ref(2), Ref(3), A(Open), A(W("shl")), Ref(4), Ref(6), A(Close), As(5, Imm(&ef::LIMM)), Out(1)]),
    f(0, 0, &[Unknown, Sub(S4)]).view(&[A(Unknown), Out(1)]),
];
