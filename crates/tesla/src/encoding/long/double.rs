//! Long opcode e: f32 multiply-add and f64 arithmetic.

use crate::engine::{Atom::*, Form, Table};

static TODO: &Table = &[Form::new(0, 0, &[Unknown])];
pub static OPE: &Table = TODO;
