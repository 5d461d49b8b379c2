//! The Tesla encoding description: the only place that says which bits mean what.
//!
//! - [`ROOT`]: instruction classes (short, long control, long immediate, long normal with exit/join).
//! - [`pred`]: the predicate prefix of long instructions.
//! - [`control`]: long control instructions (branches, calls, barriers, ...).
//! - [`short`]: 32-bit instructions.
//! - [`imm`]: long instructions with a 32-bit immediate.
//! - [`long`]: long normal instructions, one file per group of primary opcodes.
//! - [`fields`]: the operand fields all of them share.
//!
//! Facts come from envytools' Tesla documentation (tesla-isa.rst, tesla-isa-notes.txt and the per-group
//! pages) and from the reference disassembler's observable output (../shared/vectors/tesla).

pub mod control;
pub mod fields;
pub mod ignored;
pub mod imm;
pub mod long;
pub mod pred;
pub mod short;

use crate::sem::{Sem as S, T};
use crate::engine::{Atom::*, Flow, Form, Table};
use gpuisa_core::BitField;

/// Primary opcode: word 0 bits 28-31, in every class.
pub const OPCODE: BitField = BitField::new(28, 4);

const fn f(value: u64, mask: u64, atoms: &'static [crate::engine::Atom]) -> Form {
    Form::new(value, mask, atoms)
}

/// Root entry indices.
pub const ROOT_SHORT: u8 = 0;

/// Word 0 bit 0 selects long (1) or short (0); in long instructions, word 0 bit 1 set means control,
/// else word 1 bits 0-1 say normal (0), exit (1), join (2) or immediate (3).
pub static ROOT: &Table = &[
    f(0x0, 0x1, &[Dispatch(OPCODE, &short::SHORT)]),
    f(0x3, 0x3, &[Dispatch(OPCODE, &control::CONTROL)]),
    f(0x3_0000_0001, 0x3_0000_0003, &[Dispatch(OPCODE, &imm::IMM_OPS)]),
    f(0x0_0000_0001, 0x3_0000_0003, &[Sub(pred::PRED), Dispatch(OPCODE, &long::LONG)]),
    f(0x1_0000_0001, 0x3_0000_0003, &[T("exit", S::Exit), Sub(pred::PRED), Dispatch(OPCODE, &long::LONG)]).flow(Flow::EXIT.union(Flow::ALWAYS)),
    f(0x2_0000_0001, 0x3_0000_0003, &[T("join", S::Join), Sub(pred::PRED), Dispatch(OPCODE, &long::LONG)]).flow(Flow::SYNC.union(Flow::ALWAYS)),
];
