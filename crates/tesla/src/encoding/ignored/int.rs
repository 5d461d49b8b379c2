//! Ignored bits of integer arithmetic, logic, shifts and comparisons.

#[allow(unused_imports)]
use super::{ign, w1, Class, Ignored};

pub static INT: &[Ignored] = &[];
