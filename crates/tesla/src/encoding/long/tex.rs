//! Long opcode f: texture instructions (sub-opcode in bits 60-63; word 0 bit 27 = cube, bit 24 = fetch
//! or gather), emit/restart (geometry programs), nop and pmevent.
//!
//! Texture operands: the result vector (write mask in bits 25-26 and 46-47) and the coordinate vector
//! (count in bits 22-23, plus 1) both start at the register in bits 2-8; the texture is bits 9-16, the
//! sampler bits 17-21; non-cube forms take signed texel offsets in bits 56-59, 52-55 and 48-51.
use crate::sem::{Sem as S, T};
use gpuisa_engine::{flag, pick};
use super::interp::UNKNOWN;
use crate::encoding::fields::*;
use crate::engine::{Atom::*, Form, Table, W};
use crate::engine::view::V::A;
use crate::nvidia::tables::{NOP_GUARD, NOP_KIND};
use crate::variant::{feat, pt};

const fn f(value: u64, mask: u64, atoms: &'static [crate::engine::Atom]) -> Form {
    Form::new(value, mask, atoms)
}

/// An entry of an opcode table: its mask also claims the primary opcode (word 0 bits 28-31).
const fn e(opcode: u64, value: u64, mask: u64, atoms: &'static [crate::engine::Atom]) -> Form {
    Form::new(value | opcode << 28, mask | 0xf000_0000, atoms)
}

const fn w1(x: u64) -> u64 {
    x << 32
}

static ALL_LIVE: &Table = pick!(34, "all", "live");
/// Implicit derivatives (outside fragment programs).
static DERIV: &Table = flag!(35, "deriv");
static TEXF: &Table = &[f(0, 0, &[Sub(ALL_LIVE), Sub(DERIV)])];

const OP: u64 = w1(0xf000_0000);
const CUBE: u64 = 1 << 27;
const B24: u64 = 1 << 24;
/// The texsize / texprep / texquerylod selector, bits 48-51.
const QUERY: u64 = w1(0x000f_0000);

macro_rules! tex {
    ($($w:expr),*) => {
        &[$($w,)* Sub(TEXF), Vec(&LTDST), Reg(&TEX), Reg(&SAMP), Vec(&LTSRC), Imm(&TOFFX), Imm(&TOFFY), Imm(&TOFFZ)]
    };
}
macro_rules! cube {
    ($w:expr) => {
        &[$w, W("cube"), Sub(TEXF), Vec(&LTDST), Reg(&TEX), Reg(&SAMP), Vec(&LTSRC)]
    };
}

pub static OPF: &Table = &[
    e(0xf, w1(0x0000_0000), OP | CUBE | B24, tex!(T("texauto", S::TexAuto))),
    e(0xf, w1(0x0000_0000) | CUBE, OP | CUBE | B24, cube!(T("texauto", S::TexAuto))),
    // Integer coordinates: no cube form, bit 27 is not read.
    e(0xf, w1(0x0000_0000) | B24, OP | B24, tex!(T("texfetch", S::TexFetch))),
    e(0xf, w1(0x2000_0000), OP | CUBE, tex!(W("texbias"))),
    e(0xf, w1(0x2000_0000) | CUBE, OP | CUBE, cube!(W("texbias"))),
    e(0xf, w1(0x4000_0000), OP | CUBE, tex!(W("texlod"))),
    e(0xf, w1(0x4000_0000) | CUBE, OP | CUBE, cube!(W("texlod"))),
    // Input: the level of detail, in the base register; output: the size.
    e(0xf, w1(0x6000_0000), OP | QUERY, &[W("texsize"), Sub(TEXF), Vec(&LTDST), Reg(&TEX), Reg(&SAMP), Reg(&LDST)]),
    e(0xf, w1(0x6001_0000) | CUBE, OP | QUERY | CUBE, cube!(W("texprep"))).feat(feat::D3D10_1),
    e(0xf, w1(0x6002_0000), OP | QUERY | CUBE, &[W("texquerylod"), Sub(TEXF), Vec(&LTDST), Reg(&TEX), Reg(&SAMP), Vec(&LTSRC)])
        .feat(feat::D3D10_1),
    e(0xf, w1(0x6002_0000) | CUBE, OP | QUERY | CUBE, cube!(W("texquerylod"))).feat(feat::D3D10_1),
    // Coverage sampling: bit 27 is not read.
    e(0xf, w1(0x8000_0000), OP | B24, tex!(W("texcsaa"))),
    e(0xf, w1(0x8000_0000) | B24, OP | B24 | CUBE, tex!(W("texgather"))).feat(feat::D3D10_1),
    e(0xf, w1(0x8000_0000) | B24 | CUBE, OP | B24 | CUBE, cube!(W("texgather"))).feat(feat::D3D10_1),
    // Bit 60 is not read by the following.
    e(0xf, w1(0xc000_0000) | 0x200, w1(0xe000_0000) | 0x600, &[W("emit")]).ptype(pt::GP),
    e(0xf, w1(0xc000_0000) | 0x400, w1(0xe000_0000) | 0x600, &[W("restart")]).ptype(pt::GP),
    e(0xf, w1(0xe000_0000), w1(0xe000_0004), &[T("nop", S::Nop)]).view(&[A(W("NOP")), A(Sub(NOP_KIND)), A(Sub(NOP_GUARD))]),
    e(0xf, w1(0xe000_0004), w1(0xe000_0004), &[T("pmevent", S::PmEvent), Imm(&PM)]),
    UNKNOWN,
];
