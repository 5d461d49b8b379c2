//! Long opcode d: logic ops, add $a, l[] and g[] loads and stores, reductions and atomics.

use crate::engine::{Atom::*, Form, Table};

static TODO: &Table = &[Form::new(0, 0, &[Unknown])];
pub static OPD: &Table = TODO;
