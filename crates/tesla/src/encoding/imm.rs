//! Long immediate instructions (word 1 bits 0-1 = 3): short-form operations whose second source is a
//! 32-bit immediate.

use super::fields::*;
use crate::engine::{Atom::*, Form, Table};

const fn f(value: u64, mask: u64, atoms: &'static [crate::engine::Atom]) -> Form {
    Form::new(value, mask, atoms)
}

static NONE: &Table = &[f(0, 0, &[Unknown, Reg(&SDST), Imm(&IMM)])];

/// Indexed by the primary opcode (word 0 bits 28-31).
pub static IMM_OPS: [&Table; 16] = [NONE; 16];
