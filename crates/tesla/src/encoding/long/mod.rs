//! Long normal instructions (word 1 bits 0-1 = 0 normal, 1 exit, 2 join), by primary opcode.

use crate::engine::{Atom::*, Form, Table};

static NONE: &Table = &[Form::new(0, 0, &[Unknown])];

/// Indexed by the primary opcode (word 0 bits 28-31).
pub static LONG: [&Table; 16] = [NONE; 16];
