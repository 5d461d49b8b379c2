//! The memories a kernel sees: global (byte addressed, little-endian), constant banks, and helpers for
//! the per-block shared and per-thread local areas. Every access is bounds-checked: a kernel that
//! reaches outside gets a [`Fault`], never a panic.

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

/// Global memory and the constant banks.
#[derive(Clone, Debug, Default)]
pub struct Memory {
    pub global: Vec<u8>,
    /// Constant banks c0..c15 (a missing or short bank reads as zero up to 64 KiB, its hardware size).
    pub consts: Vec<Vec<u8>>,
    /// Bytes read and written, per space (`g`, `s`, `c`, `l`), for statistics.
    pub traffic: Traffic,
}

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
    pub fn load_const(&mut self, bank: u8, addr: u64, size: u32, lane: u32) -> Result<u64, Fault> {
        if addr + size as u64 > CONST_BANK_SIZE {
            return Err(Fault { space: b'c', addr, size, lane, write: false });
        }
        self.traffic.const_read += size as u64;
        let data = self.consts.get(bank as usize).map(Vec::as_slice).unwrap_or(&[]);
        let mut v = [0u8; 8];
        for (i, b) in v.iter_mut().take(size as usize).enumerate() {
            *b = data.get(addr as usize + i).copied().unwrap_or(0);
        }
        Ok(u64::from_le_bytes(v))
    }

    #[inline]
    pub fn load_global(&mut self, addr: u64, size: u32, lane: u32) -> Result<u64, Fault> {
        self.traffic.global_read += size as u64;
        load(&self.global, b'g', addr, size, lane)
    }

    #[inline]
    pub fn store_global(&mut self, addr: u64, size: u32, v: u64, lane: u32) -> Result<(), Fault> {
        self.traffic.global_written += size as u64;
        store(&mut self.global, b'g', addr, size, v, lane)
    }
}
