//! Long opcode 8: interp (fragment programs only).
//!
//! Word 1 bits 16-18 (bits 48-50) choose the form: 0 plain, 1 centroid, 2 and 3 the same multiplied by a
//! (possibly negated, bit 58) source register, 4 flat. Other values and other program types fall to the
//! catch-all.
use super::common::*;
use super::float::NEG58;
use crate::encoding::fields::*;
use crate::engine::{Atom::*, Form, Table, W};
use crate::variant::pt;

const fn f(value: u64, mask: u64, atoms: &'static [crate::engine::Atom]) -> Form {
    Form::new(value, mask, atoms)
}

/// An entry of an opcode table: its mask also claims the primary opcode (word 0 bits 28-31).
const fn e(opcode: u64, value: u64, mask: u64, atoms: &'static [crate::engine::Atom]) -> Form {
    Form::new(value | opcode << 28, mask | 0xf000_0000, atoms)
}

/// The form selector, bits 48-50.
const MODE: u64 = 0x0007_0000_0000_0000;
const fn mode(v: u64) -> u64 {
    v << 48
}

/// Unknown encodings still show the usual long operands.
pub static UNKNOWN_ATOMS: [crate::engine::Atom; 6] = [Unknown, Sub(MCDST), Sub(LLDST), Sub(LSW), Sub(LC2W), Sub(LC3W)];
pub const UNKNOWN: Form = f(0, 0, &UNKNOWN_ATOMS);

pub static OP8: &Table = &[
    e(0x8, mode(0), MODE, &[W("interp"), Reg(&LDST), Mem(&LVAR)]).ptype(pt::FP),
    e(0x8, mode(1), MODE, &[W("interp"), Reg(&LDST), W("cent"), Mem(&LVAR)]).ptype(pt::FP),
    e(0x8, mode(2), MODE, &[W("interp"), Reg(&LDST), Mem(&LVAR), Sub(NEG58), Reg(&LSRC)]).ptype(pt::FP),
    e(0x8, mode(3), MODE, &[W("interp"), Reg(&LDST), W("cent"), Mem(&LVAR), Sub(NEG58), Reg(&LSRC)]).ptype(pt::FP),
    e(0x8, mode(4), MODE, &[W("interp"), Reg(&LDST), W("flat"), Mem(&LVAR)]).ptype(pt::FP),
    UNKNOWN,
];
