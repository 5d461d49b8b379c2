//! Long opcodes 2-7: integer add/sub, set, min/max, shifts, mul, sad, multiply-add.

use crate::engine::{Atom::*, Form, Table};

static TODO: &Table = &[Form::new(0, 0, &[Unknown])];
pub static OP2: &Table = TODO;
pub static OP3: &Table = TODO;
pub static OP4: &Table = TODO;
pub static OP5: &Table = TODO;
pub static OP6: &Table = TODO;
pub static OP7: &Table = TODO;
