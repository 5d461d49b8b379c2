//! Ignored bits of f32 arithmetic, comparisons and conversions.

#[allow(unused_imports)]
use super::{ign, w1, Class, Ignored};

pub static FP: &[Ignored] = &[];
