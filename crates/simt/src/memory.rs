//! The memories a kernel sees: global (byte addressed, little-endian), constant banks, and helpers for
//! the per-block shared and per-thread local areas. Every access is bounds-checked: a kernel that
//! reaches outside gets a [`Fault`], never a panic.

use crate::WARP;
use std::sync::atomic::{AtomicU32, Ordering::Relaxed};

/// A memory access outside its space.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fault {
    /// `g`, `s`, `c`, `l`.
    pub space: u8,
    pub addr: u64,
    pub size: u32,
    /// The lane that made the access.
    pub lane: u32,
    /// Whether it was a write.
    pub write: bool,
}

/// Global memory: byte addressed, little-endian, shared by the blocks that run at once on different
/// threads. Kernels that race on it get one of the orders the hardware could give, never undefined
/// behaviour: every word is an atomic (relaxed: plain loads and stores on x86).
#[derive(Debug, Default)]
pub struct Global {
    words: Vec<AtomicU32>,
    len: usize,
    /// Serialises the 64-bit atomics (the words are 32-bit atomics).
    wide: std::sync::Mutex<()>,
}

impl Global {
    /// `len` bytes of zeros, costing only the pages a kernel touches: the words come from a zeroed
    /// allocation, which the operating system maps on first write (a 64 MiB default costs nothing until
    /// used), where building them one by one touched every page.
    pub fn new(len: usize) -> Global {
        Global { words: zeroed_words(len.div_ceil(4)), len, wide: Default::default() }
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    fn byte(&self, a: usize) -> u8 {
        (self.words[a / 4].load(Relaxed) >> (8 * (a % 4))) as u8
    }

    fn set_byte(&self, a: usize, b: u8) {
        let shift = 8 * (a % 4);
        let _ = self.words[a / 4].fetch_update(Relaxed, Relaxed, |w| Some(w & !(0xff << shift) | (b as u32) << shift));
    }

    /// Copies `data` in at `addr`; false when it does not fit.
    pub fn write_bytes(&mut self, addr: usize, data: &[u8]) -> bool {
        if addr.checked_add(data.len()).is_none_or(|e| e > self.len) {
            return false;
        }
        // Whole words where the data covers them, bytes at the ragged ends.
        let head = ((4 - addr % 4) % 4).min(data.len());
        for (i, b) in data[..head].iter().enumerate() {
            self.set_byte(addr + i, *b);
        }
        let mut chunks = data[head..].chunks_exact(4);
        let first = (addr + head) / 4;
        for (k, w) in chunks.by_ref().enumerate() {
            self.words[first + k].store(u32::from_le_bytes([w[0], w[1], w[2], w[3]]), Relaxed);
        }
        let done = data.len() - chunks.remainder().len();
        for (i, b) in chunks.remainder().iter().enumerate() {
            self.set_byte(addr + done + i, *b);
        }
        true
    }

    /// The little-endian word at `addr` (zero beyond the end).
    pub fn word(&self, addr: usize) -> u32 {
        // An aligned word inside (a dump's every word): one load, not four bytes.
        if addr.is_multiple_of(4) && addr.checked_add(4).is_some_and(|e| e <= self.len) {
            return self.words[addr / 4].load(Relaxed);
        }
        let b = |i: usize| if addr + i < self.len { self.byte(addr + i) as u32 } else { 0 };
        b(0) | b(1) << 8 | b(2) << 16 | b(3) << 24
    }

    /// Reads `size` (1, 2, 4 or 8) bytes at `addr`.
    #[inline]
    pub fn load(&self, addr: u64, size: u32, lane: u32) -> Result<u64, Fault> {
        let fault = Fault { space: b'g', addr, size, lane, write: false };
        let a = usize::try_from(addr).map_err(|_| fault)?;
        if a.checked_add(size as usize).is_none_or(|e| e > self.len) {
            return Err(fault);
        }
        if size == 4 && a % 4 == 0 {
            return Ok(self.words[a / 4].load(Relaxed) as u64);
        }
        Ok((0..size as usize).fold(0u64, |v, i| v | (self.byte(a + i) as u64) << (8 * i)))
    }

    /// Writes the low `size` bytes of `v` at `addr`.
    #[inline]
    pub fn store(&self, addr: u64, size: u32, v: u64, lane: u32) -> Result<(), Fault> {
        let fault = Fault { space: b'g', addr, size, lane, write: true };
        let a = usize::try_from(addr).map_err(|_| fault)?;
        if a.checked_add(size as usize).is_none_or(|e| e > self.len) {
            return Err(fault);
        }
        if size == 4 && a % 4 == 0 {
            self.words[a / 4].store(v as u32, Relaxed);
            return Ok(());
        }
        for i in 0..size as usize {
            self.set_byte(a + i, (v >> (8 * i)) as u8);
        }
        Ok(())
    }
}

impl Global {
    /// Replaces the `size`-byte value at `addr` by `f` of it, atomically (an atomic or reduction on g[]);
    /// returns the old value.
    pub fn update(&self, addr: u64, size: u32, lane: u32, mut f: impl FnMut(u64) -> u64) -> Result<u64, Fault> {
        let fault = Fault { space: b'g', addr, size, lane, write: true };
        let a = usize::try_from(addr).map_err(|_| fault)?;
        if a.checked_add(size as usize).is_none_or(|e| e > self.len) || a % size as usize != 0 || size > 4 {
            return Err(fault);
        }
        let (shift, mask) = (8 * (a % 4) as u32, if size == 4 { u32::MAX } else { (1u32 << (8 * size)) - 1 });
        let word = &self.words[a / 4];
        let mut old = 0;
        let _ = word.fetch_update(Relaxed, Relaxed, |w| {
            old = (w >> shift & mask) as u64;
            let new = f(old) as u32 & mask;
            Some(w & !(mask << shift) | new << shift)
        });
        Ok(old)
    }
}

impl Global {
    /// [`Global::update`] of an aligned 64-bit value.
    pub fn update64(&self, addr: u64, lane: u32, f: impl FnOnce(u64) -> u64) -> Result<u64, Fault> {
        let fault = Fault { space: b'g', addr, size: 8, lane, write: true };
        let a = usize::try_from(addr).map_err(|_| fault)?;
        if a.checked_add(8).is_none_or(|e| e > self.len) || a % 8 != 0 {
            return Err(fault);
        }
        let _guard = self.wide.lock().unwrap_or_else(|e| e.into_inner());
        let (lo, hi) = (&self.words[a / 4], &self.words[a / 4 + 1]);
        let old = lo.load(Relaxed) as u64 | (hi.load(Relaxed) as u64) << 32;
        let new = f(old);
        lo.store(new as u32, Relaxed);
        hi.store((new >> 32) as u32, Relaxed);
        Ok(old)
    }
}

/// Whether the 4-byte word at each address of `mask`'s lanes is aligned and inside `len` bytes: the one
/// range check of a warp-wide access (a branch-free pass over the lanes, instead of a check per access).
#[inline]
fn words_fit(addrs: &[u64; WARP], mask: u32, len: usize) -> bool {
    let (mut any, mut max) = (0u64, 0u64);
    for (l, &a) in addrs.iter().enumerate() {
        let a = if mask >> l & 1 != 0 { a } else { 0 };
        any |= a;
        max = max.max(a);
    }
    any & 3 == 0 && len >= 4 && max <= (len - 4) as u64
}

// Warp-wide aligned 32-bit accesses: when every active lane's word is aligned and inside, they do what
// the lane-by-lane accesses do (stores in lane order, lowest first, so the highest lane's value stays
// where lanes meet); otherwise they touch nothing and return false, and the caller goes lane by lane,
// which names the lane at fault.
impl Global {
    /// `out[l]` = the word at `addrs[l]` for the lanes in `mask`.
    #[inline]
    pub fn load_words(&self, addrs: &[u64; WARP], mask: u32, out: &mut [u32; WARP]) -> bool {
        if !words_fit(addrs, mask, self.len) {
            return false;
        }
        for l in 0..WARP {
            if mask >> l & 1 != 0 {
                out[l] = self.words[(addrs[l] / 4) as usize].load(Relaxed);
            }
        }
        true
    }

    /// Writes `vals[l]` at `addrs[l]` for the lanes in `mask`.
    #[inline]
    pub fn store_words(&self, addrs: &[u64; WARP], mask: u32, vals: &[u32; WARP]) -> bool {
        if !words_fit(addrs, mask, self.len) {
            return false;
        }
        for l in 0..WARP {
            if mask >> l & 1 != 0 {
                self.words[(addrs[l] / 4) as usize].store(vals[l], Relaxed);
            }
        }
        true
    }
}

/// [`Global::load_words`] in a byte buffer (shared or local memory).
#[inline]
pub fn load_words(buf: &[u8], addrs: &[u64; WARP], mask: u32, out: &mut [u32; WARP]) -> bool {
    if !words_fit(addrs, mask, buf.len()) {
        return false;
    }
    for (l, o) in out.iter_mut().enumerate() {
        if mask >> l & 1 != 0 {
            if let Some(w) = buf.get(addrs[l] as usize..).and_then(<[u8]>::first_chunk::<4>) {
                *o = u32::from_le_bytes(*w);
            }
        }
    }
    true
}

/// [`Global::store_words`] in a byte buffer.
#[inline]
pub fn store_words(buf: &mut [u8], addrs: &[u64; WARP], mask: u32, vals: &[u32; WARP]) -> bool {
    if !words_fit(addrs, mask, buf.len()) {
        return false;
    }
    for (l, &v) in vals.iter().enumerate() {
        if mask >> l & 1 != 0 {
            if let Some(w) = buf.get_mut(addrs[l] as usize..).and_then(<[u8]>::first_chunk_mut::<4>) {
                *w = v.to_le_bytes();
            }
        }
    }
    true
}

/// `n` zero words from one zeroed allocation (`calloc`: untouched pages stay unmapped).
fn zeroed_words(n: usize) -> Vec<AtomicU32> {
    let mut v = std::mem::ManuallyDrop::new(vec![0u32; n]);
    let (ptr, len, cap) = (v.as_mut_ptr(), v.len(), v.capacity());
    // SAFETY: AtomicU32 has the size, alignment and bit validity of u32 (its documentation), so the
    // allocation of `cap` u32s is one of `cap` AtomicU32s, handed over whole (the Vec<u32> is not dropped).
    unsafe { Vec::from_raw_parts(ptr.cast::<AtomicU32>(), len, cap) }
}

/// Global memory and the constant banks.
#[derive(Debug, Default)]
pub struct Memory {
    pub global: Global,
    /// Constant banks c0..c15 (a missing or short bank reads as zero up to 64 KiB, its hardware size).
    pub consts: Vec<Vec<u8>>,
}

/// Bytes read and written per space, for statistics.
#[derive(Clone, Copy, Debug, Default)]
pub struct Traffic {
    pub global_read: u64,
    pub global_written: u64,
    pub shared_read: u64,
    pub shared_written: u64,
    pub const_read: u64,
    pub local_read: u64,
    pub local_written: u64,
}

/// Size of a constant bank.
pub const CONST_BANK_SIZE: u64 = 1 << 16;

/// Reads `size` (1, 2, 4 or 8) bytes at `addr` of `buf`, little-endian.
#[inline]
pub fn load(buf: &[u8], space: u8, addr: u64, size: u32, lane: u32) -> Result<u64, Fault> {
    let fault = Fault { space, addr, size, lane, write: false };
    let a = usize::try_from(addr).map_err(|_| fault)?;
    let bytes = buf.get(a..a.checked_add(size as usize).ok_or(fault)?).ok_or(fault)?;
    let mut v = [0u8; 8];
    v[..bytes.len()].copy_from_slice(bytes);
    Ok(u64::from_le_bytes(v))
}

/// Writes the low `size` bytes of `v` at `addr` of `buf`, little-endian.
#[inline]
pub fn store(buf: &mut [u8], space: u8, addr: u64, size: u32, v: u64, lane: u32) -> Result<(), Fault> {
    let fault = Fault { space, addr, size, lane, write: true };
    let a = usize::try_from(addr).map_err(|_| fault)?;
    let end = a.checked_add(size as usize).ok_or(fault)?;
    let bytes = buf.get_mut(a..end).ok_or(fault)?;
    bytes.copy_from_slice(&v.to_le_bytes()[..size as usize]);
    Ok(())
}

impl Memory {
    /// Reads constant bank `bank` (zero beyond its data, a fault beyond the bank).
    #[inline]
    pub fn load_const(&self, bank: u8, addr: u64, size: u32, lane: u32) -> Result<u64, Fault> {
        if addr + size as u64 > CONST_BANK_SIZE {
            return Err(Fault { space: b'c', addr, size, lane, write: false });
        }
        let data = self.consts.get(bank as usize).map(Vec::as_slice).unwrap_or(&[]);
        let mut v = [0u8; 8];
        for (i, b) in v.iter_mut().take(size as usize).enumerate() {
            *b = data.get(addr as usize + i).copied().unwrap_or(0);
        }
        Ok(u64::from_le_bytes(v))
    }
}

impl Traffic {
    pub fn add(&mut self, o: &Traffic) {
        self.global_read += o.global_read;
        self.global_written += o.global_written;
        self.shared_read += o.shared_read;
        self.shared_written += o.shared_written;
        self.const_read += o.const_read;
        self.local_read += o.local_read;
        self.local_written += o.local_written;
    }
}

#[cfg(test)]
mod tests {
    use super::{load, load_words, store, store_words, Global};
    use crate::WARP;

    /// A small xorshift: reproducible addresses without a dependency.
    fn next(x: &mut u64) -> u64 {
        *x ^= *x << 13;
        *x ^= *x >> 7;
        *x ^= *x << 17;
        *x
    }

    /// The warp-wide accesses against the lane-by-lane ones on random addresses (aligned or not,
    /// inside, at the end or past it) and masks: the same words read and memory left the same when they
    /// run, and a refusal exactly when some active lane's access is misaligned or faults.
    #[test]
    fn warp_wide_words_match_lane_by_lane_accesses() {
        let len = 64;
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for round in 0..4000 {
            let mask = match round % 4 {
                0 => u32::MAX,
                1 => 0,
                _ => next(&mut seed) as u32,
            };
            let spread = [16u64, 64, 70, 1 << 40][round % 4];
            let aligned = round % 3 != 0;
            let addrs: [u64; WARP] = std::array::from_fn(|_| {
                let a = next(&mut seed) % spread;
                if aligned { a & !3 } else { a }
            });
            let vals: [u32; WARP] = std::array::from_fn(|_| next(&mut seed) as u32);
            let init: Vec<u8> = (0..len).map(|_| next(&mut seed) as u8).collect();
            let active = (0..WARP).filter(|l| mask >> l & 1 != 0);
            let ok = active.clone().all(|l| addrs[l].is_multiple_of(4) && addrs[l] + 4 <= len as u64);
            // Loads: byte buffer and global memory.
            let mut g = Global::new(len);
            assert!(g.write_bytes(0, &init));
            let (mut out_b, mut out_g) = ([7u32; WARP], [7u32; WARP]);
            assert_eq!(load_words(&init, &addrs, mask, &mut out_b), ok, "round {round}");
            assert_eq!(g.load_words(&addrs, mask, &mut out_g), ok, "round {round}");
            if ok {
                for l in 0..WARP {
                    let want = if mask >> l & 1 != 0 { load(&init, b's', addrs[l], 4, l as u32).unwrap() as u32 } else { 7 };
                    assert_eq!((out_b[l], out_g[l]), (want, want), "round {round} lane {l}");
                }
            } else {
                assert_eq!((out_b, out_g), ([7; WARP], [7; WARP]), "a refused load reads nothing");
            }
            // Stores: the same bytes as lane-by-lane stores in lane order, or nothing written.
            let mut want = init.clone();
            if ok {
                for l in active {
                    store(&mut want, b's', addrs[l], 4, vals[l] as u64, l as u32).unwrap();
                }
            }
            let mut buf = init.clone();
            assert_eq!(store_words(&mut buf, &addrs, mask, &vals), ok);
            assert_eq!(buf, want, "round {round}");
            assert_eq!(g.store_words(&addrs, mask, &vals), ok);
            let back: Vec<u8> = (0..len).map(|a| g.load(a as u64, 1, 0).unwrap() as u8).collect();
            assert_eq!(back, want, "round {round}");
        }
    }

    #[test]
    fn write_bytes_places_every_byte_at_any_alignment() {
        let data: Vec<u8> = (1..=11).collect();
        for addr in 0..8 {
            let mut g = Global::new(32);
            assert!(g.write_bytes(addr, &data));
            for a in 0..32 {
                let want = if a >= addr && a < addr + data.len() { (a - addr + 1) as u64 } else { 0 };
                assert_eq!(g.load(a as u64, 1, 0).unwrap(), want, "addr {addr}, byte {a}");
            }
        }
        // word(): little-endian at any address, zeros past the end (10 bytes: the last word is ragged).
        let mut g = Global::new(10);
        assert!(g.write_bytes(0, &data[..10]));
        for a in 0..16 {
            let b = |i: usize| data.get(a + i).filter(|_| a + i < 10).copied().unwrap_or(0) as u32;
            assert_eq!(g.word(a), b(0) | b(1) << 8 | b(2) << 16 | b(3) << 24, "word at {a}");
        }
        let mut g = Global::new(8);
        assert!(!g.write_bytes(5, &[1, 2, 3, 4]), "past the end");
        assert!(g.write_bytes(8, &[]), "an empty write at the end fits");
    }
}
