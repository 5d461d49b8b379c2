//! Long opcodes 0 and 1: moves, loads from c[]/s[]/a[], stores to o[]/s[], vote.

use crate::engine::{Atom::*, Form, Table};

static TODO: &Table = &[Form::new(0, 0, &[Unknown])];
pub static OP0: &Table = TODO;
pub static OP1: &Table = TODO;
