//! Long opcode a: conversions.

use crate::engine::{Atom::*, Form, Table};

static TODO: &Table = &[Form::new(0, 0, &[Unknown])];
pub static OPA: &Table = TODO;
