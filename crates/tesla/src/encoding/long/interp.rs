//! Long opcode 8: interp (fragment programs).

use crate::engine::{Atom::*, Form, Table};

static TODO: &Table = &[Form::new(0, 0, &[Unknown])];
pub static OP8: &Table = TODO;
