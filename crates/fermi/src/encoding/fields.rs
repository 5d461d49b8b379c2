//! The operand fields Fermi instructions share (bit numbers of the 64-bit value word1 << 32 | word0):
//! destination at 14, source 1 at 20, source 2 at 26, source 3 at 49 (6 bits each, 63 = RZ); the guard
//! predicate at 10 (negated by bit 13); source 2's kind in bits 46-47 (register, c[], immediate).

use gpuisa_core::BitField as B;
use crate::sem::Sem;
use gpuisa_engine::{Atom, Flow, Form, ImmSpec, MemBaseSpec, MemSpec, Post, Pre, RegFile, RegShape, RegSpec, Table, W};
use gpuisa_engine::view::V::{self, *};
use Atom::*;

/// envydis' `$c`: the condition code as an operand (written for `.CC`, read for `.X`).
pub const CARRY: &[V] = &[A(Reg(&crate::envy::fields::CC))];
/// envydis' words for a one-bit negation and a bit complement.
const NEG: &[V] = &[A(W("neg"))];
const NOT: &[V] = &[A(W("not"))];

pub const fn f(value: u64, mask: u64, atoms: &'static [Atom]) -> Form {
    Form::new(value, mask, atoms)
}

/// `.W` on a shift whose wrap bit is `bit`: printed for the bit clear, or for it set under
/// [`super::WRAP_SET`] (the listings' cuobjdump versions differ, docs/fermi.md).
pub const fn wrap_flag(bit: u32) -> [Form; 4] {
    const WRAP: &[V] = &[A(W("wrap"))];
    const CLAMP: &[V] = &[A(W("clamp"))];
    const DOT_W: &[Atom] = &[W("W")];
    let m = 1 << bit;
    [
        f(m, m, DOT_W).feat(super::WRAP_SET).sem(Sem::Wrap.t()).view(WRAP),
        f(0, m, &[]).feat(super::WRAP_SET).view(CLAMP),
        f(0, m, DOT_W).view(CLAMP),
        f(m, m, &[]).sem(Sem::Wrap.t()).view(WRAP),
    ]
}

const fn r(lsb: u8, shape: RegShape) -> RegSpec {
    RegSpec { field: B::new(lsb, 6), file: RegFile::R, shape }
}
const fn p(lsb: u8) -> RegSpec {
    RegSpec { field: B::new(lsb, 3), file: RegFile::P, shape: RegShape::Word }
}
pub const fn simm(lsb: u8, w: u8) -> ImmSpec {
    ImmSpec { field: B::new(lsb, w), signed: true, shift: 0, minus: true }
}
pub const fn uimm(lsb: u8, w: u8) -> ImmSpec {
    ImmSpec { field: B::new(lsb, w), signed: false, shift: 0, minus: false }
}

pub static DST: RegSpec = r(14, RegShape::Word);
pub static DSTD: RegSpec = r(14, RegShape::Double);
pub static SRC1: RegSpec = r(20, RegShape::Word);
pub static SRC1D: RegSpec = r(20, RegShape::Double);
pub static SRC2: RegSpec = r(26, RegShape::Word);
pub static SRC2D: RegSpec = r(26, RegShape::Double);
pub static SRC3: RegSpec = r(49, RegShape::Word);
pub static SRC3D: RegSpec = r(49, RegShape::Double);
pub static GUARD_P: RegSpec = p(10);
/// Predicate destinations: the main one at 17, the second (`pt` when unused) at 14.
pub static PDST: RegSpec = p(17);
pub static PDST2: RegSpec = p(14);
/// The predicate written by VOTE.
pub static PDST_VOTE: RegSpec = p(54);
pub static PSRC1: RegSpec = p(20);
pub static PSRC2: RegSpec = p(26);
pub static PSRC3: RegSpec = p(49);
pub static SREG: RegSpec = RegSpec { field: B::new(26, 8), file: RegFile::Sr, shape: RegShape::Word };

/// 20-bit immediate of source 2, printed as stored (a `-` in front is the operand's negation bit).
pub static IMM20U: ImmSpec = uimm(26, 20);
/// 32-bit immediate of the `32I` forms (bits 26-57).
pub static IMM32: ImmSpec = simm(26, 32);

/// `c [bank] [offset]`: bank in bits 42-45 with bit 26 as its fifth bit (bank 16 is the compiler's
/// literal bank), word offset in bits 28-41 (printed in bytes). Bit 27 is not read: set, it is `???`.
pub static CONST2: MemSpec = MemSpec {
    space: "c",
    bank: Some(B::two(42, 4, 26, 1)),
    base: MemBaseSpec::None,
    offset: Some(ImmSpec { field: B::new(28, 14), signed: false, shift: 2, minus: false }),
    postinc: false,
};

/// The guard: nothing for `pt`, else `@P0` or `@!P0`.
pub static GUARD: &Table = &[f(7 << 10, 0xf << 10, &[]), f(0, 0, &[Pre("@"), Sub(NEG13_P), Reg(&GUARD_P)]).flow(Flow::GUARDED).sem(Sem::Guard.t())];
static NEG13_P: &Table = &[f(1 << 13, 1 << 13, &[Pre("!")]).sem(Sem::PNot.t()), f(0, 1 << 13, &[])];

/// A `!` before a predicate source, by its negation bit.
macro_rules! pnot {
    ($bit:expr) => {
        &[
            $crate::encoding::fields::f(1 << $bit, 1 << $bit, &[gpuisa_engine::Pre("!")])
                .sem($crate::sem::Sem::PNot.t())
                .view(&[gpuisa_engine::view::V::A(gpuisa_engine::W("not"))]),
            $crate::encoding::fields::f(0, 1 << $bit, &[]),
        ]
    };
}
pub(crate) use pnot;

/// A `-` (or other prefix) before an operand, by one bit.
pub static NEG8: &Table = &[f(1 << 8, 1 << 8, &[Pre("-")]).sem(Sem::Neg.t()).view(NEG), f(0, 1 << 8, &[])];
pub static NEG9: &Table = &[f(1 << 9, 1 << 9, &[Pre("-")]).sem(Sem::Neg.t()).view(NEG), f(0, 1 << 9, &[])];
pub static INV8: &Table = &[f(1 << 8, 1 << 8, &[Pre("~")]).sem(Sem::Inv.t()).view(NOT), f(0, 1 << 8, &[])];
pub static INV9: &Table = &[f(1 << 9, 1 << 9, &[Pre("~")]).sem(Sem::Inv.t()).view(NOT), f(0, 1 << 9, &[])];
/// `|x|`: the absolute value of source 1 (bit 7) or source 2 (bit 6), opened before and closed after it.
pub static ABS7_OPEN: &Table = &[f(1 << 7, 1 << 7, &[Pre("|")]).sem(Sem::Abs.t()).view(&[A(W("abs"))]), f(0, 1 << 7, &[])];
pub static ABS7_CLOSE: &Table = &[f(1 << 7, 1 << 7, &[Post("|")]), f(0, 1 << 7, &[])];
pub static ABS6_OPEN: &Table = &[f(1 << 6, 1 << 6, &[Pre("|")]).sem(Sem::Abs.t()).view(&[A(W("abs"))]), f(0, 1 << 6, &[])];
pub static ABS6_CLOSE: &Table = &[f(1 << 6, 1 << 6, &[Post("|")]), f(0, 1 << 6, &[])];
/// `.CC`: the destination also writes the condition code (bit 48).
pub static CC48: &Table = &[f(1 << 48, 1 << 48, &[Post(".CC")]).sem(Sem::Cc.t()).view(CARRY), f(0, 1 << 48, &[])];
/// `.S` (bit 4): a scheduling mark, printed last among the modifiers.
pub static S4: &Table = &[f(1 << 4, 1 << 4, &[W("S")]).flow(Flow::SYNC).sem(Sem::Sync.t()), f(0, 1 << 4, &[])];
/// `.X` (bit 6): extended precision (carry in).
pub static X6: &Table = &[f(1 << 6, 1 << 6, &[W("X")]).sem(Sem::X.t()).view(CARRY), f(0, 1 << 6, &[])];
/// `.U32` when bit 5 is clear (operands unsigned), nothing when set (signed).
pub static U32_5: &Table = &[f(0, 1 << 5, &[W("U32")]).sem(Sem::Unsigned.t()).view(&[A(W("u32"))]), f(1 << 5, 1 << 5, &[]).view(&[A(W("s32"))])];

/// Source 2 by its kind (bits 46-47): register, constant, or immediate. (The S and U forms agree today;
/// the names keep the operand's role visible where the immediate's meaning differs.)
pub static SRC2S: &Table = &[
    f(0 << 46, 3 << 46, &[Reg(&SRC2)]),
    f(1 << 46, 3 << 46, &[Mem(&CONST2)]),
    f(3 << 46, 3 << 46, &[Imm(&IMM20U)]).view(&[As(0, Imm(&crate::envy::fields::IMM))]),
];
pub static SRC2U: &Table = &[
    f(0 << 46, 3 << 46, &[Reg(&SRC2)]),
    f(1 << 46, 3 << 46, &[Mem(&CONST2)]),
    f(3 << 46, 3 << 46, &[Imm(&IMM20U)]).view(&[As(0, Imm(&crate::envy::fields::IMM))]),
];
/// Source 2 of float operations: the immediate is the top 20 bits of an f32, printed as they are.
pub static SRC2F: &Table = &[
    f(0 << 46, 3 << 46, &[Reg(&SRC2)]),
    f(1 << 46, 3 << 46, &[Mem(&CONST2)]),
    f(3 << 46, 3 << 46, &[Imm(&IMM20U)]).view(&[As(0, Imm(&crate::envy::fields::FIMM))]),
];
pub static SRC2FD: &Table = &[
    f(0 << 46, 3 << 46, &[Reg(&SRC2D)]),
    f(1 << 46, 3 << 46, &[Mem(&CONST2)]),
    f(3 << 46, 3 << 46, &[Imm(&IMM20U)]).view(&[As(0, Imm(&crate::envy::fields::DIMM))]),
];
/// Sources 2 and 3 of three-source operations: kind 2 (bits 46-47) reads a register from the source 3
/// field and a constant, in that order.
pub static SRC23: &Table = &[
    f(0 << 46, 3 << 46, &[Reg(&SRC2), Reg(&SRC3)]).view(TWO),
    f(1 << 46, 3 << 46, &[Mem(&CONST2), Reg(&SRC3)]).view(TWO),
    f(2 << 46, 3 << 46, &[Reg(&SRC3), Mem(&CONST2)]).view(TWO),
    f(3 << 46, 3 << 46, &[Imm(&IMM20U), Reg(&SRC3)]).view(&[As(0, Imm(&crate::envy::fields::IMM)), Part, Ref(1)]),
];
/// [`SRC23`] of float operations (FCMP): envydis reads the immediate as the top 20 bits of an f32.
pub static SRC23F: &Table = &[
    f(0 << 46, 3 << 46, &[Reg(&SRC2), Reg(&SRC3)]).view(TWO),
    f(1 << 46, 3 << 46, &[Mem(&CONST2), Reg(&SRC3)]).view(TWO),
    f(2 << 46, 3 << 46, &[Reg(&SRC3), Mem(&CONST2)]).view(TWO),
    f(3 << 46, 3 << 46, &[Imm(&IMM20U), Reg(&SRC3)]).view(&[As(0, Imm(&crate::envy::fields::FIMM)), Part, Ref(1)]),
];
/// [`SRC23N`] of FFMA: envydis prints source 3's negation (`neg`) in its place.
pub static SRC23NF: &Table = &[
    f(0 << 46, 3 << 46, &[Reg(&SRC2), Sub(NEG8), Reg(&SRC3)]),
    f(1 << 46, 3 << 46, &[Mem(&CONST2), Sub(NEG8), Reg(&SRC3)]),
    f(2 << 46, 3 << 46, &[Reg(&SRC3), Sub(NEG8), Mem(&CONST2)]),
    f(3 << 46, 3 << 46, &[Imm(&IMM20U), Sub(NEG8), Reg(&SRC3)]).view(&[As(0, Imm(&crate::envy::fields::FIMM)), Ref(1), Ref(2)]),
];
/// envydis' spelling of two sources: in two parts, which its forms place apart.
const TWO: &[V] = &[Ref(0), Part, Ref(1)];
/// The same with source 3's negation between them, which envydis reads as IMAD's `sub` (bits 8-9 together).
const TWO_N: &[V] = &[Ref(0), Part, Ref(2), Out(1)];
/// The same with the third operand's negation (bit 8).
pub static SRC23N: &Table = &[
    f(0 << 46, 3 << 46, &[Reg(&SRC2), Sub(NEG8), Reg(&SRC3)]).view(TWO_N),
    f(1 << 46, 3 << 46, &[Mem(&CONST2), Sub(NEG8), Reg(&SRC3)]).view(TWO_N),
    f(2 << 46, 3 << 46, &[Reg(&SRC3), Sub(NEG8), Mem(&CONST2)]).view(TWO_N),
    f(3 << 46, 3 << 46, &[Imm(&IMM20U), Sub(NEG8), Reg(&SRC3)]).view(&[As(0, Imm(&crate::envy::fields::IMM_RAW)), Part, Ref(2), Out(1)]),
];
/// Source 2 that is a register or a constant only (the immediate kind takes no operand here).
pub static SRC2RC: &Table = &[f(0 << 46, 3 << 46, &[Reg(&SRC2)]), f(1 << 46, 3 << 46, &[Mem(&CONST2)])];

/// Integer comparisons (bits 55-57).
pub static ICMP: &Table = &[
    f(0 << 55, 7 << 55, &[W("F")]).sem(Sem::CmpF.t()),
    f(1 << 55, 7 << 55, &[W("LT")]).sem(Sem::CmpLt.t()),
    f(2 << 55, 7 << 55, &[W("EQ")]).sem(Sem::CmpEq.t()),
    f(3 << 55, 7 << 55, &[W("LE")]).sem(Sem::CmpLe.t()),
    f(4 << 55, 7 << 55, &[W("GT")]).sem(Sem::CmpGt.t()),
    f(5 << 55, 7 << 55, &[W("NE")]).sem(Sem::CmpNe.t()),
    f(6 << 55, 7 << 55, &[W("GE")]).sem(Sem::CmpGe.t()),
    f(7 << 55, 7 << 55, &[W("T")]).sem(Sem::CmpT.t()),
];
/// The comparisons integers and floats share (bits 55-58, 0 to 6).
pub const CMP_SHARED: [Form; 7] = [
    f(0x0 << 55, 0xf << 55, &[W("F")]).sem(Sem::CmpF.t()).view(&[A(W("false"))]),
    f(0x1 << 55, 0xf << 55, &[W("LT")]).sem(Sem::CmpLt.t()).view(&[A(W("lt"))]),
    f(0x2 << 55, 0xf << 55, &[W("EQ")]).sem(Sem::CmpEq.t()).view(&[A(W("eq"))]),
    f(0x3 << 55, 0xf << 55, &[W("LE")]).sem(Sem::CmpLe.t()).view(&[A(W("le"))]),
    f(0x4 << 55, 0xf << 55, &[W("GT")]).sem(Sem::CmpGt.t()).view(&[A(W("gt"))]),
    f(0x5 << 55, 0xf << 55, &[W("NE")]).sem(Sem::CmpNe.t()).view(&[A(W("ne"))]),
    f(0x6 << 55, 0xf << 55, &[W("GE")]).sem(Sem::CmpGe.t()).view(&[A(W("ge"))]),
];
/// Float comparisons (bits 55-58): ordered, then unordered (`U` suffix) ones.
pub static FCMP: &Table = &gpuisa_engine::concat::<7, 9, 16>(CMP_SHARED, [
    f(0x7 << 55, 0xf << 55, &[W("NUM")]).sem(Sem::CmpNum.t()).view(&[A(W("num"))]),
    f(0x8 << 55, 0xf << 55, &[W("NAN")]).sem(Sem::CmpNan.t()).view(&[A(W("nan"))]),
    f(0x9 << 55, 0xf << 55, &[W("LTU")]).sem(Sem::CmpLtu.t()).view(&[A(W("ltu"))]),
    f(0xa << 55, 0xf << 55, &[W("EQU")]).sem(Sem::CmpEqu.t()).view(&[A(W("equ"))]),
    f(0xb << 55, 0xf << 55, &[W("LEU")]).sem(Sem::CmpLeu.t()).view(&[A(W("leu"))]),
    f(0xc << 55, 0xf << 55, &[W("GTU")]).sem(Sem::CmpGtu.t()).view(&[A(W("gtu"))]),
    f(0xd << 55, 0xf << 55, &[W("NEU")]).sem(Sem::CmpNeu.t()).view(&[A(W("neu"))]),
    f(0xe << 55, 0xf << 55, &[W("GEU")]).sem(Sem::CmpGeu.t()).view(&[A(W("geu"))]),
    f(0xf << 55, 0xf << 55, &[W("T")]).sem(Sem::CmpT.t()).view(&[A(W("true"))]),
]);
/// Boolean combination with a predicate (bits 53-54).
pub static BOP53: &Table =
    &[f(0 << 53, 3 << 53, &[W("AND")]).sem(Sem::BopAnd.t()), f(1 << 53, 3 << 53, &[W("OR")]).sem(Sem::BopOr.t()), f(2 << 53, 3 << 53, &[W("XOR")]).sem(Sem::BopXor.t())];
/// Predicate source 3 with its negation (bit 52).
pub static PSRC3N: &Table = &[f(0, 0, &[Sub(pnot!(52)), Reg(&PSRC3)])];

/// The opcode: bits 58-63 and 0-3 (bit 3 clear: a 64-bit instruction).
pub const fn op(hi: u64, lo: u64) -> u64 {
    hi << 58 | lo
}
pub const OPM: u64 = 0x3f << 58 | 0xf;
