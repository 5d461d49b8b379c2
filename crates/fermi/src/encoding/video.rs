//! Scalar video (SIMD-within-a-register) operations of opcode class 4: `VADD`, `VMNMX`, `VSHL`, `VSHR`.
//!
//! Each source is a byte, half or word of its register (selectors in bits 44-46 and 32-34), signed or
//! unsigned (bits 6 and 5); the destination's signedness is bit 42. The result is merged with source 3
//! by the operation in bits 55-57 (`ACC` adds, `MIN`, `MAX`; 0-3 write a half or byte of the destination).
//! Field positions follow envytools' gf100 tables; the text follows NVIDIA's listings.

use super::fields::*;
use crate::sem::Sem;
use crate::envy;
use gpuisa_engine::view::V::{self, *};
use gpuisa_engine::{Atom, Atom::*, ImmSpec, Post, Pre, Table, W};

/// The opcode mask of these operations: bits 59-63 (bit 58 is not read) and 0-3.
pub const VOPM: u64 = 0x1f << 59 | 0xf;

/// A 16-bit immediate source 2 (bits 26-41) when bit 47 is clear.
static VIMM: ImmSpec = uimm(26, 16);

/// `.UD`: an unsigned destination (bit 42 clear).
static UD: &Table = &[f(0, 1 << 42, &[W("UD")]).sem(Sem::VUd.t()).view(&[A(W("u32"))]), f(1 << 42, 1 << 42, &[]).view(&[A(W("s32"))])];

/// envydis names only a source's sign (`u32`, `s32`); its part, before it, from the selector.
const U32: &[V] = &[A(W("u32"))];
const S32: &[V] = &[A(W("s32"))];
/// A source's type: size from its selector (bytes 0-3, halves 4-5, the word 6), sign from `sign`;
/// with selector 7, `???` and the sign as a word's (envytools: `??? s32`).
macro_rules! vtype {
    ($sel:expr, $sign:expr, [$u8:ident, $s8:ident, $u16:ident, $s16:ident, $u32:ident, $s32:ident]) => {
        &[
            f(0, 1 << ($sel + 2) | 1 << $sign, &[W("U8")]).sem(Sem::$u8.t()).view(U32),
            f(1 << $sign, 1 << ($sel + 2) | 1 << $sign, &[W("S8")]).sem(Sem::$s8.t()).view(S32),
            f(4 << $sel, 3 << ($sel + 1) | 1 << $sign, &[W("U16")]).sem(Sem::$u16.t()).view(U32),
            f(4 << $sel | 1 << $sign, 3 << ($sel + 1) | 1 << $sign, &[W("S16")]).sem(Sem::$s16.t()).view(S32),
            f(6 << $sel, 7 << $sel | 1 << $sign, &[W("U32")]).sem(Sem::$u32.t()).view(U32),
            f(6 << $sel | 1 << $sign, 7 << $sel | 1 << $sign, &[W("S32")]).sem(Sem::$s32.t()).view(S32),
            // Selector 7 is not known; its sign bit is read all the same, as envytools reads it.
            f(0, 1 << $sign, &[Unknown, W("U32")]).sem(Sem::Unmodelled.t()).view(U32),
            f(1 << $sign, 1 << $sign, &[Unknown, W("S32")]).sem(Sem::Unmodelled.t()).view(S32),
        ]
    };
}
static TYPE1: &Table = vtype!(44, 6, [V1U8, V1S8, V1U16, V1S16, V1U32, V1S32]);
static TYPE2R: &Table = vtype!(32, 5, [V2U8, V2S8, V2U16, V2S16, V2U32, V2S32]);
/// Source 2's type: an immediate is a byte-sized operand by NVIDIA's listings (`VSHR.UD.U32.U8`).
static TYPE2: &Table = &[
    f(1 << 47, 1 << 47, &[Sub(TYPE2R)]),
    f(0, 1 << 47 | 1 << 5, &[W("U8")]).sem(Sem::V2U8.t()).view(U32),
    f(1 << 5, 1 << 47 | 1 << 5, &[W("S8")]).sem(Sem::V2S8.t()).view(S32),
];
/// Both source types, omitted when both are signed words (`VADD.ACC`).
const BOTH_S32: u64 = 1 << 6 | 6 << 44 | 1 << 5 | 1 << 47 | 6 << 32;
static TYPES: &Table = &[
    f(BOTH_S32, 1 << 6 | 7 << 44 | 1 << 5 | 1 << 47 | 7 << 32, &[]).view(&[A(W("s32")), Part, A(W("s32"))]),
    f(0, 0, &[Sub(TYPE1), Sub(TYPE2)]).view(&[Ref(0), Part, Ref(1)]),
];

/// The part of a register a selector reads beyond the lowest: `.B1`-`.B3`, `.H1`.
macro_rules! vsel {
    ($sel:expr, [$b1:ident, $b2:ident, $b3:ident, $h1:ident]) => {
        &[
            f(1 << $sel, 7 << $sel, &[Post(".B1")]).sem(Sem::$b1.t()).view(&[A(W("b1"))]),
            f(2 << $sel, 7 << $sel, &[Post(".B2")]).sem(Sem::$b2.t()).view(&[A(W("b2"))]),
            f(3 << $sel, 7 << $sel, &[Post(".B3")]).sem(Sem::$b3.t()).view(&[A(W("b3"))]),
            f(5 << $sel, 7 << $sel, &[Post(".H1")]).sem(Sem::$h1.t()).view(&[A(W("h1"))]),
            // The lowest part prints nothing; envydis names it but for the word (6), and knows no 7.
            f(0 << $sel, 7 << $sel, &[]).view(&[A(W("b0"))]),
            f(4 << $sel, 7 << $sel, &[]).view(&[A(W("h0"))]),
            f(6 << $sel, 7 << $sel, &[]),
            f(0, 0, &[]).view(&[A(Unknown)]),
        ]
    };
}
static SEL1: &Table = vsel!(44, [V1B1, V1B2, V1B3, V1H1]);
static SEL2: &Table = vsel!(32, [V2B1, V2B2, V2B3, V2H1]);
/// envydis names a source's part first, then (after its sign) the source: two parts. (The immediate
/// first: envydis reads `0x0` as it before `$r63`.)
static VSRC1: &Table = &[f(0, 0, &[Reg(&SRC1), Sub(SEL1)]).view(&[Ref(1), Part, Ref(0)])];
static VSRC2: &Table = &[f(0, 1 << 47, &[Imm(&VIMM)]).view(&[Part, Ref(0)]), f(1 << 47, 1 << 47, &[Reg(&SRC2), Sub(SEL2)]).view(&[Ref(1), Part, Ref(0)])];

/// The merge with source 3 and the destination (bits 55-57), with the scheduling mark between.
static MERGE: &Table = &[
    f(4 << 55, 7 << 55, &[W("ACC"), Sub(S4), Reg(&DST), Sub(CC48)]).sem(Sem::VAcc.t()).view(&[A(W("add")), Part, Ref(2), Ref(3), Out(1)]),
    f(5 << 55, 7 << 55, &[W("MIN"), Sub(S4), Reg(&DST), Sub(CC48)]).sem(Sem::VMin.t()).view(&[A(W("min")), Part, Ref(2), Ref(3), Out(1)]),
    f(6 << 55, 7 << 55, &[W("MAX"), Sub(S4), Reg(&DST), Sub(CC48)]).sem(Sem::VMax.t()).view(&[A(W("max")), Part, Ref(2), Ref(3), Out(1)]),
    f(7 << 55, 7 << 55, &[Sub(S4), Reg(&DST), Sub(CC48)]).sem(Sem::VWhole.t()).view(&[Part, Ref(1), Ref(2), Out(0)]),
    f(0 << 55, 7 << 55, &[Sub(S4), Reg(&DST), Post(".H1"), Sub(CC48)]).sem(Sem::VMrgH1.t()).view(&[A(W("h1")), Part, Ref(1), Ref(3), Out(0)]),
    f(1 << 55, 7 << 55, &[Sub(S4), Reg(&DST), Post(".H0"), Sub(CC48)]).sem(Sem::VMrgH0.t()).view(&[A(W("h0")), Part, Ref(1), Ref(3), Out(0)]),
    f(2 << 55, 7 << 55, &[Sub(S4), Reg(&DST), Post(".B0"), Sub(CC48)]).sem(Sem::VMrgB0.t()).view(&[A(W("b0")), Part, Ref(1), Ref(3), Out(0)]),
    f(3 << 55, 7 << 55, &[Sub(S4), Reg(&DST), Post(".B2"), Sub(CC48)]).sem(Sem::VMrgB2.t()).view(&[A(W("b2")), Part, Ref(1), Ref(3), Out(0)]),
];
static SAT9: &Table = &[f(1 << 9, 1 << 9, &[W("SAT")]).sem(Sem::Sat.t()).view(&[A(W("sat"))]), f(0, 1 << 9, &[])];
/// `.MX`: maximum instead of minimum (bit 7); envydis' mnemonics.
static MX7: &Table = &[f(1 << 7, 1 << 7, &[W("MX")]).sem(Sem::VMx.t()).view(&[A(W("vmax"))]), f(0, 1 << 7, &[]).view(&[A(W("vmin"))])];
/// `.W` on VSHL/VSHR: the shift count wraps (bit 7).
pub(super) static W7: &Table = &super::fields::wrap_flag(7);
static NEG7: &Table = &[f(1 << 7, 1 << 7, &[Pre("-")]).sem(Sem::Neg.t()), f(0, 1 << 7, &[])];

/// The operands after the destination: source 1, source 2, source 3 (the merge operand).
/// envydis' five parts: source 1's part, source 1, source 2's part, source 2, source 3.
static OPS: &Table = &[f(0, 0, &[Sub(VSRC1), Sub(VSRC2), Reg(&SRC3)]).view(&[Slot(0, 0), Part, Slot(0, 1), Part, Slot(1, 0), Part, Slot(1, 1), Part, Ref(2)])];
/// VADD's operands, with the subtraction bits as negations: bit 8 negates source 1, bit 7 source 2.
/// envydis reads the two bits together as the mnemonic (`vsubr`), VMAD's as its operation (`vmad subr`).
static ADD_OPS: &Table = &[f(0, 0, &[Sub(NEG8), Sub(VSRC1), Sub(NEG7), Sub(VSRC2), Reg(&SRC3)]).view(ADD_PARTS)];
static MAD_OPS: &Table = &[f(0, 0, &[Sub(NEG8), Sub(VSRC1), Sub(NEG7), Sub(VSRC2), Reg(&SRC3)]).view(MAD_PARTS)];
const ADD_PARTS: &[V] = &[As(0, Sub(envy::VADDOP)), Out(2), Part, Slot(1, 0), Part, Slot(1, 1), Part, Slot(3, 0), Part, Slot(3, 1), Part, Ref(4)];
const MAD_PARTS: &[V] = &[As(0, Sub(envy::VMOP)), Out(2), Part, Slot(1, 0), Part, Slot(1, 1), Part, Slot(3, 0), Part, Slot(3, 1), Part, Ref(4)];

/// The forms' atoms; class 4's table gives their opcodes (0x30 VADD, 0x32 VMNMX, 0x38 VSHR, 0x3a VSHL).
pub static VADD: &[Atom] = &[W("VADD"), Sub(UD), Sub(TYPES), Sub(SAT9), Sub(MERGE), Sub(ADD_OPS)];
pub static VMNMX: &[Atom] = &[W("VMNMX"), Sub(UD), Sub(TYPES), Sub(MX7), Sub(SAT9), Sub(MERGE), Sub(OPS)];
pub static VSHR: &[Atom] = &[W("VSHR"), Sub(UD), Sub(TYPES), Sub(W7), Sub(SAT9), Sub(MERGE), Sub(OPS)];
pub static VSHL: &[Atom] = &[W("VSHL"), Sub(UD), Sub(TYPES), Sub(W7), Sub(SAT9), Sub(MERGE), Sub(OPS)];

/// VSET's comparison (bits 7-9).
pub(super) static VCMP: &Table = &[
    f(0 << 7, 7 << 7, &[W("F")]).sem(Sem::CmpF.t()).view(&[A(W("false"))]),
    f(1 << 7, 7 << 7, &[W("LT")]).sem(Sem::CmpLt.t()).view(&[A(W("lt"))]),
    f(2 << 7, 7 << 7, &[W("EQ")]).sem(Sem::CmpEq.t()).view(&[A(W("eq"))]),
    f(3 << 7, 7 << 7, &[W("LE")]).sem(Sem::CmpLe.t()).view(&[A(W("le"))]),
    f(4 << 7, 7 << 7, &[W("GT")]).sem(Sem::CmpGt.t()).view(&[A(W("gt"))]),
    f(5 << 7, 7 << 7, &[W("NE")]).sem(Sem::CmpNe.t()).view(&[A(W("ne"))]),
    f(6 << 7, 7 << 7, &[W("GE")]).sem(Sem::CmpGe.t()).view(&[A(W("ge"))]),
    f(7 << 7, 7 << 7, &[W("T")]).sem(Sem::CmpT.t()).view(&[A(W("true"))]),
];
/// VMAD's shift of the product (bits 55-56): `.SHR_7`, `.SHR_15`.
static VMSHR: &Table = &[
    f(0 << 55, 3 << 55, &[]),
    f(1 << 55, 3 << 55, &[W("SHR_7")]).sem(Sem::VShr7.t()).view(&[A(W("shr7"))]),
    f(2 << 55, 3 << 55, &[W("SHR_15")]).sem(Sem::VShr15.t()).view(&[A(W("shr15"))]),
];
/// VSETP's combination with a predicate (bits 49-54); `AND` with `pt` reads no negation bit (52).
static VBOP: &Table = &[
    f(0xe << 48, 0x6e << 48, &[W("AND"), Sub(S4), Reg(&PDST), Reg(&PDST2), Sub(OPS2), Reg(&PSRC3)])
        .view(&[Ref(2), Ref(3), Part, Slot(4, 0), Part, Slot(4, 1), Part, Slot(4, 2), Part, Slot(4, 3), Part, Out(5), Out(1)]),
    f(0, 0, &[Sub(BOP53), Sub(S4), Reg(&PDST), Reg(&PDST2), Sub(OPS2), Sub(P3_IF)])
        .view(&[Ref(2), Ref(3), Part, Slot(4, 0), Part, Slot(4, 1), Part, Slot(4, 2), Part, Slot(4, 3), Part, Ref(5), Out(0), Out(1)]),
];
static OPS2: &Table = &[f(0, 0, &[Sub(VSRC1), Sub(VSRC2)]).view(&[Slot(0, 0), Part, Slot(0, 1), Part, Slot(1, 0), Part, Slot(1, 1)])];

/// Absolute difference (opcode 0x34), comparison (0x36) to a register or (0x3e) to predicates, and
/// multiply-add (0x3c), whose bits 7-8 negate the sources as VADD's.
pub static VABSDIFF: &[Atom] = &[W("VABSDIFF"), Sub(UD), Sub(TYPES), Sub(SAT9), Sub(MERGE), Sub(OPS)];
pub static VSET: &[Atom] = &[W("VSET"), Sub(VCMP), Sub(TYPES), Sub(MERGE), Sub(OPS)];
pub static VMAD: &[Atom] = &[W("VMAD"), Sub(TYPES), Sub(VMSHR), Sub(SAT9), Sub(S4), Reg(&DST), Sub(CC48), Sub(MAD_OPS)];
pub static VSETP: &[Atom] = &[W("VSETP"), Sub(VCMP), Sub(TYPES), Sub(VBOP)];
/// The predicate combined last (with its negation), read (as envytools) only with a known combination
/// (bits 53-54); also PSET's, PSETP's, CSET's and CSETP's. envydis names the combination before it
/// (`or not $p3`).
pub(super) static P3_IF: &Table = &[
    f(0 << 53, 3 << 53, &[Sub(PSRC3N)]).view(&[A(W("and")), Ref(0)]),
    f(1 << 53, 3 << 53, &[Sub(PSRC3N)]).view(&[A(W("or")), Ref(0)]),
    f(2 << 53, 3 << 53, &[Sub(PSRC3N)]).view(&[A(W("xor")), Ref(0)]),
];

/// envydis' spellings (`vadd sat add u32 $r0 $c b1 s32 $r1 u32 0x10 $r3`): the destination's merge, its
/// sign, the register; each source's part, sign, register.
pub const VADD_VIEW: &[V] = &[Slot(5, 0), Ref(3), Slot(4, 0), Ref(1), Slot(4, 1), Slot(5, 1), Slot(2, 0), Slot(5, 2), Slot(5, 3), Slot(2, 1), Slot(5, 4), Slot(5, 5)];
pub const VMNMX_VIEW: &[V] = &[Ref(3), Ref(4), Slot(5, 0), Ref(1), Slot(5, 1), Slot(6, 0), Slot(2, 0), Slot(6, 1), Slot(6, 2), Slot(2, 1), Slot(6, 3), Slot(6, 4)];
/// The shifts: `clamp`/`wrap` first.
pub const VSHR_VIEW: &[V] = &[A(W("vshr")), Ref(3), Ref(4), Slot(5, 0), Ref(1), Slot(5, 1), Slot(6, 0), Slot(2, 0), Slot(6, 1), Slot(6, 2), Slot(2, 1), Slot(6, 3), Slot(6, 4)];
pub const VSHL_VIEW: &[V] = &[A(W("vshl")), Ref(3), Ref(4), Slot(5, 0), Ref(1), Slot(5, 1), Slot(6, 0), Slot(2, 0), Slot(6, 1), Slot(6, 2), Slot(2, 1), Slot(6, 3), Slot(6, 4)];
pub const VABSDIFF_VIEW: &[V] = &[A(W("vabsdiff")), Ref(3), Slot(4, 0), Ref(1), Slot(4, 1), Slot(5, 0), Slot(2, 0), Slot(5, 1), Slot(5, 2), Slot(2, 1), Slot(5, 3), Slot(5, 4)];
/// VSET: no sign of the destination; the comparison after it.
pub const VSET_VIEW: &[V] = &[A(W("vset")), Slot(3, 0), Slot(3, 1), Ref(1), Slot(4, 0), Slot(2, 0), Slot(4, 1), Slot(4, 2), Slot(2, 1), Slot(4, 3), Slot(4, 4)];
pub const VMAD_VIEW: &[V] = &[A(W("vmad")), Slot(7, 0), Ref(3), Ref(2), Ref(5), Ref(6), Slot(7, 1), Slot(1, 0), Slot(7, 2), Slot(7, 3), Slot(1, 1), Slot(7, 4), Slot(7, 5), Out(4)];
/// VSETP: envydis' `vset $p1 $p0 lt ...` with the predicate combined last.
pub const VSETP_VIEW: &[V] = &[A(W("vset")), Slot(3, 0), Ref(1), Slot(3, 1), Slot(2, 0), Slot(3, 2), Slot(3, 3), Slot(2, 1), Slot(3, 4), Slot(3, 5)];
