//! Ignored bits of 32-bit atomics and reductions on g[].

#[allow(unused_imports)]
use super::{ign, w1, Class, Ignored};

pub static ATOM: &[Ignored] = &[];
