//! Long opcodes 0 and 1: moves between register files, loads from c[]/s[]/a[], stores to o[]/s[], vote.
//! Word 1 bits 29-31 (bits 61-63) select the operation within an opcode.

use crate::sem::{Sem as S, T};
use gpuisa_engine::{flag};
use super::common::*;
use crate::encoding::fields::*;
use crate::engine::{Atom::*, Form, Mark, Table, W};
use crate::engine::view::V::{A, As, Hide, Ref};
use crate::nvidia::tables::{st, u, GUARD, HALF_VALUE, JOIN, R2A_SHIFT};
use crate::variant::{feat, pt};

const fn f(value: u64, mask: u64, atoms: &'static [crate::engine::Atom]) -> Form {
    Form::new(value, mask, atoms)
}

static UNKNOWN_ATOMS: [crate::engine::Atom; 6] =
    [Unknown, Sub(MCDST), Sub(LLDST), Sub(LSW), Sub(LC2W), Sub(LC3W)];
/// Catch-all of every long opcode table (also used by int.rs and memory.rs): `???` and the usual operand
/// fields. Its mask is empty, so the opcode and selector bits stay in the residual.
pub const UNKNOWN: Form = f(0, 0, &UNKNOWN_ATOMS);

/// $c write enable (bit 38) where the instruction writes its $c destination regardless: the hardware
/// ignores the bit, the lossless syntax shows it as `ce`.
pub static IGNCE: &Table = flag!(38, "ce");

/// Lane mask of moves and a[] loads (bits 46-49): which of the four lanes of a quad take part; all four
/// (0xf) prints nothing. A single lane's word carries that lane's tag (as quadop's source lane does).
static LANE: &Table = &[
    f(0x0 << 46, 0xf << 46, &[Open, W("lnone"), Close]),
    f(0x1 << 46, 0xf << 46, &[Open, T("l0", S::Lane0), Close]),
    f(0x2 << 46, 0xf << 46, &[Open, T("l1", S::Lane1), Close]),
    f(0x3 << 46, 0xf << 46, &[Open, W("l01"), Close]),
    f(0x4 << 46, 0xf << 46, &[Open, T("l2", S::Lane2), Close]),
    f(0x5 << 46, 0xf << 46, &[Open, W("l02"), Close]),
    f(0x6 << 46, 0xf << 46, &[Open, W("l12"), Close]),
    f(0x7 << 46, 0xf << 46, &[Open, W("l012"), Close]),
    f(0x8 << 46, 0xf << 46, &[Open, T("l3", S::Lane3), Close]),
    f(0x9 << 46, 0xf << 46, &[Open, W("l03"), Close]),
    f(0xa << 46, 0xf << 46, &[Open, W("l13"), Close]),
    f(0xb << 46, 0xf << 46, &[Open, W("l013"), Close]),
    f(0xc << 46, 0xf << 46, &[Open, W("l23"), Close]),
    f(0xd << 46, 0xf << 46, &[Open, W("l023"), Close]),
    f(0xe << 46, 0xf << 46, &[Open, W("l123"), Close]),
    f(0xf << 46, 0xf << 46, &[]),
];

/// s[] with a full-width offset, bit 25: post-increment.
/// NVIDIA spells them as stores' addresses (`g[A1+0xc]`): its text has no loads from s[].
static FS8: &Table = &[
    f(0, 1 << 25, &[Mem(&FSHARED8)]).view(&[As(0, Mem(&st::FSHARED8))]),
    f(1 << 25, 1 << 25, &[Mem(&FSHARED8PI)]).view(&[As(0, Mem(&st::FSHARED8PI))]),
];
static FS16: &Table = &[
    f(0, 1 << 25, &[Mem(&FSHARED16)]).view(&[As(0, Mem(&st::FSHARED16))]),
    f(1 << 25, 1 << 25, &[Mem(&FSHARED16PI)]).view(&[As(0, Mem(&st::FSHARED16PI))]),
];
static FS32: &Table = &[
    f(0, 1 << 25, &[Mem(&FSHARED32)]).view(&[As(0, Mem(&st::FSHARED32))]),
    f(1 << 25, 1 << 25, &[Mem(&FSHARED32PI)]).view(&[As(0, Mem(&st::FSHARED32PI))]),
];

/// Value stored to s[]: bit 53 chooses a whole register (set) or a half (clear), in the source 3 field.
static SSTREG: &Table = &[f(0, 1 << 53, &[Reg(&LHSRC3)]), f(1 << 53, 1 << 53, &[Reg(&LSRC3)])];

/// Bit 55 of a 32-bit s[] store releases a lock taken by `ld lock` (SM 1.2).
static UNLOCK: &Table = &[
    f(1 << 55, 1 << 55, &[W("unlock")]).feat(feat::SM12),
    f(0, 1 << 55, &[]),
    f(0, 0, &[]),
];

static SFU57: &Table = flag!(57, "sfu");

/// Destination of c[]/s[] loads: bit 58 chooses a whole register (set) or a half. envydis shows the choice
/// for an o[] destination only as the scale of its offset, and for `#` not at all, so one text can stand
/// for both: the whole forms carry a `whole` mark in the lossless syntax (the assembler takes the half
/// form for an unmarked text that fits it, else the whole one).
const B35: u64 = 1 << 35;
const B58: u64 = 1 << 58;
const DISC: u64 = B35 | 0x1fc;
static CSLDREG: &Table = &[
    f(DISC, DISC | B58, &[Discard]),
    f(DISC | B58, DISC | B58, &[Mark("whole"), Discard]),
    f(B35, B35 | B58, &[Mem(&OUT16)]),
    f(B35 | B58, B35 | B58, &[Mark("whole"), Mem(&OUT32)]),
    f(0, B35 | B58, &[Reg(&LHDST)]),
    f(B58, B35 | B58, &[Reg(&LDST)]),
];

/// c[] with a full-width offset: bits 46-47 the access kind, bit 25 post-increment.
static FCON: &Table = &[
    f(0x0000_0000_0000_0000, 0x0000_c000_0200_0000, &[T("u8", S::U8), Mem(&FCONST8)]),
    f(0x0000_4000_0000_0000, 0x0000_c000_0200_0000, &[T("u16", S::U16), Mem(&FCONST16)]),
    f(0x0000_8000_0000_0000, 0x0000_c000_0200_0000, &[T("s16", S::S16), Mem(&FCONST16)]),
    // NVIDIA: a word loaded from c[] is `MVC`; narrower loads have no spelling here.
    f(0x0000_c000_0000_0000, 0x0000_c000_0200_0000, &[T("b32", S::B32), Mem(&FCONST32)]).view(&[As(1, Mem(&u::FCONST32))]),
    f(0x0000_0000_0200_0000, 0x0000_c000_0200_0000, &[T("u8", S::U8), Mem(&FCONST8PI)]),
    f(0x0000_4000_0200_0000, 0x0000_c000_0200_0000, &[T("u16", S::U16), Mem(&FCONST16PI)]),
    f(0x0000_8000_0200_0000, 0x0000_c000_0200_0000, &[T("s16", S::S16), Mem(&FCONST16PI)]),
    f(0x0000_c000_0200_0000, 0x0000_c000_0200_0000, &[T("b32", S::B32), Mem(&FCONST32PI)]).view(&[As(1, Mem(&u::FCONST32PI))]),
];

const OP: u64 = 0xe000_0000_f000_0000;

pub static OP0: &Table = &[
    f(0x0420_0000_0000_0000, 0xe420_0000_f000_0000, &[Sub(LANE), T("ld", S::Ld), T("b32", S::B32), Sub(LLDST), Mem(&FATTR)]).ptype(pt::VP | pt::GP),
    f(0x2000_0000_0000_0000, OP, &[T("mov", S::Mov), Reg(&LDST), Reg(&COND)]).view(&[A(W("C2R")), A(JOIN), Ref(1), A(GUARD), Ref(2)]),
    f(0x4000_0000_0000_0000, OP, &[T("mov", S::Mov), Reg(&LDST), Reg(&LAREG_R)]).view(&[A(W("A2R")), A(JOIN), Ref(1), A(GUARD), Ref(2)]),
    f(0x6000_0000_0000_0000, OP, &[T("mov", S::Mov), Reg(&LDST), Reg(&SREG)]),
    f(0x80c0_0000_0000_0000, 0xe0c0_0000_f000_0000, &[T("st", S::St), T("b32", S::B32), Mem(&FOUT32), Reg(&LSRC3)]),
    f(0xa000_0000_0000_0000, OP, &[T("mov", S::Mov), Reg(&CDST), Reg(&LSRC), Ignored(IGNCE)])
        .view(&[A(W("R2C")), A(JOIN), Ref(1), A(GUARD), Ref(2), Hide(3)]),
    f(0xc000_0000_0000_0000, OP, &[T("shl", S::Shl), Reg(&ADST), Sub(LSW), Imm(&HSHCNT)])
        .view(&[A(W("R2A")), A(JOIN), Ref(1), A(GUARD), Ref(2), As(3, Sub(R2A_SHIFT))]),
    // NVIDIA: `R2G.U32.U32 g[A1+0xc], R11`.
    f(0xe040_0000_0000_0000, 0xe040_0000_f000_0000, &[T("st", S::St), T("b8", S::B8), Sub(FS8), Sub(SSTREG)]).ptype(pt::CP)
        .view(&[A(W("R2G")), A(JOIN), A(W("U16")), A(W("U8")), Ref(2), A(GUARD), As(3, Sub(HALF_VALUE))]),
    f(0xe000_0000_0000_0000, 0xe440_0000_f000_0000, &[T("st", S::St), T("b16", S::B16), Sub(FS16), Sub(SSTREG)]).ptype(pt::CP)
        .view(&[A(W("R2G")), A(JOIN), A(W("U16")), A(W("U16")), Ref(2), A(GUARD), Ref(3)]),
    f(0xe400_0000_0000_0000, 0xe440_0000_f000_0000, &[T("st", S::St), Sub(UNLOCK), T("b32", S::B32), Sub(FS32), Sub(SSTREG)]).ptype(pt::CP)
        .view(&[A(W("R2G")), A(JOIN), Ref(1), A(W("U32")), A(W("U32")), Ref(3), A(GUARD), Ref(4)]),
    UNKNOWN,
];

const LD_S: u64 = 0xe000_c000_f000_0000;

pub static OP1: &Table = &[
    f(0x0000_0000_1000_0000, 0xe400_0000_f000_0000, &[Sub(LANE), T("mov", S::Mov), Sub(SFU57), T("b16", S::B16), Sub(LLHDST), Sub(LSH)])
        .view(&[A(W("MOV")), A(JOIN), A(W("U16")), Ref(0), Ref(2), Ref(4), A(GUARD), Ref(5)]),
    f(0x0400_0000_1000_0000, 0xe400_0000_f000_0000, &[Sub(LANE), T("mov", S::Mov), Sub(SFU57), T("b32", S::B32), Sub(LLDST), Sub(LSW)])
        .view(&[A(W("MOV")), A(JOIN), Ref(0), Ref(2), Ref(4), A(GUARD), Ref(5)]),
    f(0x2000_0000_1000_0000, OP, &[T("ld", S::Ld), Sub(CSLDREG), Sub(FCON)]).view(&[A(W("MVC")), A(JOIN), Ref(1), A(GUARD), Ref(2)]),
    f(0x4000_0000_1000_0000, LD_S, &[T("ld", S::Ld), Sub(CSLDREG), T("u8", S::U8), Sub(FS8)]).feat(feat::SM11).ptype(pt::CP),
    f(0x4000_4000_1000_0000, LD_S, &[T("ld", S::Ld), Sub(CSLDREG), T("u16", S::U16), Sub(FS16)]).feat(feat::SM11).ptype(pt::CP),
    f(0x4000_8000_1000_0000, LD_S, &[T("ld", S::Ld), Sub(CSLDREG), T("s16", S::S16), Sub(FS16)]).feat(feat::SM11).ptype(pt::CP),
    f(0x4000_c000_1000_0000, 0xe080_c000_f000_0000, &[T("ld", S::Ld), Sub(CSLDREG), T("b32", S::B32), Sub(FS32)]).feat(feat::SM11).ptype(pt::CP),
    // The lock result always goes to $c: the write-enable bit 38 is ignored.
    f(0x4080_c000_1000_0000, 0xe080_c000_f000_0000, &[T("ld", S::Ld), W("lock"), Reg(&CDST), Sub(CSLDREG), T("b32", S::B32), Sub(FS32), Ignored(IGNCE)]).feat(feat::SM12).ptype(pt::CP),
    f(0x6000_0000_1000_0200, 0xe000_0000_f000_0600, &[T("vote", S::Vote), T("any", S::Any), Reg(&CDST), Ignored(IGNCE)]).feat(feat::SM12)
        .view(&[A(W("VOTE")), A(W("ANY")), A(JOIN), Ref(2), A(GUARD), Hide(3)]),
    f(0x6000_0000_1000_0400, 0xe000_0000_f000_0600, &[T("vote", S::Vote), T("all", S::All), Reg(&CDST), Ignored(IGNCE)]).feat(feat::SM12)
        .view(&[A(W("VOTE")), A(W("ALL")), A(JOIN), Ref(2), A(GUARD), Hide(3)]),
    UNKNOWN,
];
