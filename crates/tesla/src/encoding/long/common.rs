//! Operand tables shared by the long normal instructions: sources from registers, s[], c[] or a[],
//! destinations in $r, o[] or discarded, the optional $c destination, and modifier bits.
//!
//! Selector bits of long instructions: bit 23 (word 0) puts source 2 in c[], bit 24 puts source 3 in c[],
//! bit 25 makes the c[] access post-increment, bit 53 (word 1 bit 21) reads source 1 from s[] (then c[]
//! operands take no address register). Entries that print the same operand never put the bits they
//! ignore in their mask, so those bits fall to the residual when nothing else explains them.

use crate::sem::{Sem as S, T};
use crate::encoding::fields::*;
use crate::engine::{Atom::*, Form, Post, Table};
use crate::engine::view::V::{A, As, Ref};
use crate::nvidia::tables::{u, CDST_NAME};
use crate::variant::pt;

const fn f(value: u64, mask: u64, atoms: &'static [crate::engine::Atom]) -> Form {
    Form::new(value, mask, atoms)
}

const S1: u64 = 1 << 53;
const NOT_CP: u8 = pt::VP | pt::GP | pt::FP;

/// Source 1 from s[] in compute programs (with the access kind), from a[] elsewhere.
pub static REALLS: &Table = &[
    f(0x00000000, 0x0200c000, &[T("u8", S::U8), Mem(&LSHARED8)]).ptype(pt::CP).view(&[Ref(1), A(Post(".U8"))]),
    f(0x00004000, 0x0200c000, &[T("u16", S::U16), Mem(&LSHARED16)]).ptype(pt::CP).view(&[As(1, Mem(&u::LSHARED16)), A(Post(".U16"))]),
    f(0x00008000, 0x0200c000, &[T("s16", S::S16), Mem(&LSHARED16)]).ptype(pt::CP).view(&[As(1, Mem(&u::LSHARED16)), A(Post(".S16"))]),
    f(0x0000c000, 0x0200c000, &[T("b32", S::B32), Mem(&LSHARED32)]).ptype(pt::CP).view(&[As(1, Mem(&u::LSHARED32))]),
    f(0x02000000, 0x0200c000, &[T("u8", S::U8), Mem(&LSHARED8PI)]).ptype(pt::CP).view(&[Ref(1), A(Post(".U8"))]),
    f(0x02004000, 0x0200c000, &[T("u16", S::U16), Mem(&LSHARED16PI)]).ptype(pt::CP).view(&[As(1, Mem(&u::LSHARED16PI)), A(Post(".U16"))]),
    f(0x02008000, 0x0200c000, &[T("s16", S::S16), Mem(&LSHARED16PI)]).ptype(pt::CP).view(&[As(1, Mem(&u::LSHARED16PI)), A(Post(".S16"))]),
    f(0x0200c000, 0x0200c000, &[T("b32", S::B32), Mem(&LSHARED32PI)]).ptype(pt::CP).view(&[As(1, Mem(&u::LSHARED32PI))]),
    f(0, 0, &[Mem(&LATTR)]).ptype(pt::VP | pt::GP),
];

/// Source 1, half register.
pub static LSH: &Table = &[
    f(0x01800000, 0x01800000, &[Mem(&LPRIM)]).ptype(pt::GP),
    f(0, S1, &[Reg(&LHSRC)]),
    f(S1, S1, &[Sub(REALLS)]),
];
/// Source 1, whole register.
pub static LSW: &Table = &[
    f(0x01800000, 0x01800000, &[Mem(&LPRIM)]).ptype(pt::GP),
    f(0, S1, &[Reg(&LSRC)]),
    f(S1, S1, &[Sub(REALLS)]),
];

/// Source 2, half register or c[].
pub static LC2H: &Table = &[
    f(0x00800000, S1 | 0x03800000, &[Mem(&L2CONST16)]).ptype(pt::CP).view(&[As(0, Mem(&u::L2CONST16))]),
    f(0x02800000, S1 | 0x03800000, &[Mem(&L2CONST16PI)]).ptype(pt::CP).view(&[As(0, Mem(&u::L2CONST16PI))]),
    f(S1 | 0x00800000, S1 | 0x01800000, &[Mem(&L2CONST16NA)]).ptype(pt::CP).view(&[As(0, Mem(&u::L2CONST16NA))]),
    f(0x00800000, 0x03800000, &[Mem(&L2CONST16)]).ptype(NOT_CP).view(&[As(0, Mem(&u::L2CONST16))]),
    f(0x02800000, 0x03800000, &[Mem(&L2CONST16PI)]).ptype(NOT_CP).view(&[As(0, Mem(&u::L2CONST16PI))]),
    f(0x01800000, S1 | 0x01800000, &[Mem(&L2CONST16NA)]).ptype(pt::GP).view(&[As(0, Mem(&u::L2CONST16NA))]),
    f(0, 0, &[Reg(&LHSRC2)]),
];
/// Source 2, whole register or c[].
pub static LC2W: &Table = &[
    // envydis: in compute programs bit 25 does not make this access post-increment.
    f(0x00800000, S1 | 0x01800000, &[Mem(&L2CONST32)]).ptype(pt::CP).view(&[As(0, Mem(&u::L2CONST32))]),
    f(S1 | 0x00800000, S1 | 0x01800000, &[Mem(&L2CONST32NA)]).ptype(pt::CP).view(&[As(0, Mem(&u::L2CONST32NA))]),
    f(0x00800000, 0x03800000, &[Mem(&L2CONST32)]).ptype(NOT_CP).view(&[As(0, Mem(&u::L2CONST32))]),
    f(0x02800000, 0x03800000, &[Mem(&L2CONST32PI)]).ptype(NOT_CP).view(&[As(0, Mem(&u::L2CONST32PI))]),
    f(0x01800000, S1 | 0x01800000, &[Mem(&L2CONST32NA)]).ptype(pt::GP).view(&[As(0, Mem(&u::L2CONST32NA))]),
    f(0, 0, &[Reg(&LSRC2)]),
];

/// Source 3, half register or c[].
pub static LC3H: &Table = &[
    f(0x01000000, S1 | 0x03800000, &[Mem(&L3CONST16)]).ptype(pt::CP).view(&[As(0, Mem(&u::L3CONST16))]),
    f(0x03000000, S1 | 0x03800000, &[Mem(&L3CONST16PI)]).ptype(pt::CP).view(&[As(0, Mem(&u::L3CONST16PI))]),
    f(S1 | 0x01000000, S1 | 0x01800000, &[Mem(&L3CONST16NA)]).ptype(pt::CP).view(&[As(0, Mem(&u::L3CONST16NA))]),
    f(0x01000000, 0x03800000, &[Mem(&L3CONST16)]).ptype(NOT_CP).view(&[As(0, Mem(&u::L3CONST16))]),
    f(0x03000000, 0x03800000, &[Mem(&L3CONST16PI)]).ptype(NOT_CP).view(&[As(0, Mem(&u::L3CONST16PI))]),
    f(0x01800000, S1 | 0x01800000, &[Mem(&L3CONST16NA)]).ptype(pt::GP).view(&[As(0, Mem(&u::L3CONST16NA))]),
    f(0, 0, &[Reg(&LHSRC3)]),
];
/// Source 3, whole register or c[].
pub static LC3W: &Table = &[
    f(0x01000000, S1 | 0x03800000, &[Mem(&L3CONST32)]).ptype(pt::CP).view(&[As(0, Mem(&u::L3CONST32))]),
    f(0x03000000, S1 | 0x03800000, &[Mem(&L3CONST32PI)]).ptype(pt::CP).view(&[As(0, Mem(&u::L3CONST32PI))]),
    f(S1 | 0x01000000, S1 | 0x01800000, &[Mem(&L3CONST32NA)]).ptype(pt::CP).view(&[As(0, Mem(&u::L3CONST32NA))]),
    f(0x01000000, 0x03800000, &[Mem(&L3CONST32)]).ptype(NOT_CP).view(&[As(0, Mem(&u::L3CONST32))]),
    f(0x03000000, 0x03800000, &[Mem(&L3CONST32PI)]).ptype(NOT_CP).view(&[As(0, Mem(&u::L3CONST32PI))]),
    f(0x01800000, S1 | 0x01800000, &[Mem(&L3CONST16NA)]).ptype(pt::GP).view(&[As(0, Mem(&u::L3CONST16NA))]),
    f(0, 0, &[Reg(&LSRC3)]),
];

/// Destination: $r, or o[] when bit 35 is set (all-ones register field with bit 35: discard).
pub static LLDST: &Table = &[
    f(0x0000_0008_0000_01fc, 0x0000_0008_0000_01fc, &[Discard]),
    f(0x0000_0008_0000_0000, 0x0000_0008_0000_0000, &[Mem(&OUT32)]),
    f(0, 0x0000_0008_0000_0000, &[Reg(&LDST)]),
];
pub static LLHDST: &Table = &[
    f(0x0000_0008_0000_01fc, 0x0000_0008_0000_01fc, &[Discard]),
    f(0x0000_0008_0000_0000, 0x0000_0008_0000_0000, &[Mem(&OUT16)]),
    f(0, 0x0000_0008_0000_0000, &[Reg(&LHDST)]),
];

/// Optional $c destination, written when bit 38 is set.
/// NVIDIA: `.C1` after the operation's other suffixes.
pub static MCDST: &Table = &[f(1 << 38, 1 << 38, &[Reg(&CDST)]).view(&[As(0, Sub(CDST_NAME))]), f(0, 1 << 38, &[])];
