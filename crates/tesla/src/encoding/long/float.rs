//! Long opcodes b and c: f32 add, set, min/max, presin/preex2, mul, slct, quadop.

use crate::engine::{Atom::*, Form, Table};

static TODO: &Table = &[Form::new(0, 0, &[Unknown])];
pub static OPB: &Table = TODO;
pub static OPC: &Table = TODO;
