//! Ignored bits of f64 arithmetic, comparisons and conversions.

#[allow(unused_imports)]
use super::{ign, w1, Class, Ignored};

pub static FP64: &[Ignored] = &[];
