//! Reproducible random instruction words for benchmarks and sweeps (xorshift with a multiplier): the
//! same seed gives the same stream on every machine, so figures measured on different days compare.

/// `n` random 64-bit words from `seed`, each passed through `shape` (to force a class, a length bit...).
pub fn words(n: usize, seed: u64, mut shape: impl FnMut(u64) -> u64) -> impl Iterator<Item = u64> {
    let mut x = seed;
    (0..n).map(move |_| {
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        shape(x.wrapping_mul(0x2545_f491_4f6c_dd1d))
    })
}

/// `bytes` bytes of such words, little-endian.
pub fn bytes(bytes: usize, seed: u64, shape: impl FnMut(u64) -> u64) -> Vec<u8> {
    let mut v: Vec<u8> = words(bytes.div_ceil(8), seed, shape).flat_map(u64::to_le_bytes).collect();
    v.truncate(bytes);
    v
}
