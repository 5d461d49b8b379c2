//! Ignored bits of the special function unit: rcp, rsqrt, lg2, ex2, sin, cos and the pre-ops.

#[allow(unused_imports)]
use super::{ign, w1, Class, Ignored};

pub static SFU: &[Ignored] = &[];
