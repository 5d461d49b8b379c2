//! Long opcode 9: rcp, rsqrt, lg2, sin, cos, ex2.

use crate::engine::{Atom::*, Form, Table};

static TODO: &Table = &[Form::new(0, 0, &[Unknown])];
pub static OP9: &Table = TODO;
