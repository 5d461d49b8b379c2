//! Long opcode f: texture, emit/restart, nop, pmevent.

use crate::engine::{Atom::*, Form, Table};

static TODO: &Table = &[Form::new(0, 0, &[Unknown])];
pub static OPF: &Table = TODO;
