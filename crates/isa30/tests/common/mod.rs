//! Helpers shared by the integration tests.
#![allow(dead_code)]

use std::path::PathBuf;

/// The shared material: `GPUISA_SHARED`, or `../shared` next to the workspace root.
pub fn shared_dir() -> PathBuf {
    let dir = match std::env::var_os("GPUISA_SHARED") {
        Some(d) => PathBuf::from(d),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared"),
    };
    if !dir.join("corpus/isa30").is_dir() {
        panic!("../shared not found: set GPUISA_SHARED (looked in {})", dir.display());
    }
    dir
}

pub fn corpus(path: &str) -> String {
    let p = shared_dir().join("corpus/isa30").join(path);
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("cannot read {}: {e}", p.display()))
}

/// A small deterministic generator (xorshift64*), so failures reproduce.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + (self.next() % (hi - lo + 1) as u64) as i64
    }
}
