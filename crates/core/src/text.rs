//! A line of ASCII text built with fixed-size stores, for disassemblers' hot paths.
//!
//! Appending to a `String` a few bytes at a time pays a capacity check per push and a `memcpy` call per
//! string. [`Line`] writes into the string's spare capacity instead: every put is one fixed-size store
//! (16 bytes for a word, 18 for a hex number) followed by a length bump, so the number of bytes written
//! does not steer any branch. It reserves room before every run of puts that could fill the reserve, and
//! commits the string's length when nearly full and when dropped, so no sequence of puts can overrun it.

const CAP: usize = 128;
/// The most bytes one put stores (it may advance by fewer).
const STORE: usize = 24;

pub struct Line<'a> {
    /// Where the next put stores: inside the output string's spare capacity.
    cur: *mut u8,
    /// Puts past this point first commit the text and reserve again.
    limit: *mut u8,
    /// The output string's bytes. Only ASCII is stored past its length, and the length only ever grows over
    /// stored bytes, so the string stays UTF-8.
    out: &'a mut Vec<u8>,
}

/// `s` padded with zeros to 16 bytes, for [`Line::put16`]; `s` must not be longer.
pub const fn pad16(s: &str) -> [u8; 16] {
    let b = s.as_bytes();
    assert!(b.len() <= 16, "a padded word holds at most 16 bytes");
    let mut out = [0u8; 16];
    let mut i = 0;
    while i < b.len() {
        out[i] = b[i];
        i += 1;
    }
    out
}

impl<'a> Line<'a> {
    /// A line that appends to `out`.
    #[inline]
    pub fn new(out: &'a mut String) -> Line<'a> {
        // SAFETY: see `out`: every byte a put stores is ASCII (`byte`, `put8`, `put16` mask to 7 bits, `hex`
        // and `dec` store digits, `put_str` copies ASCII strings and pushes any other string whole), and
        // `commit` only extends the length over stored bytes.
        let out = unsafe { out.as_mut_vec() };
        let mut line = Line { cur: std::ptr::null_mut(), limit: std::ptr::null_mut(), out };
        line.reserve();
        line
    }

    /// Reserves [`CAP`] bytes past the string's length and puts the cursor at its end. Every path that
    /// moves the cursor back to the length goes through here, which is what makes [`Line::room`] sound.
    #[inline]
    fn reserve(&mut self) {
        self.out.reserve(CAP);
        let len = self.out.len();
        // SAFETY: the allocation holds at least len + CAP bytes.
        self.cur = unsafe { self.out.as_mut_ptr().add(len) };
        self.limit = unsafe { self.cur.add(CAP - STORE) };
    }

    /// Bytes stored past the string's length.
    #[inline(always)]
    fn pending_len(&self) -> usize {
        // SAFETY: `cur` lies in the same allocation, at or past the string's length.
        unsafe { self.cur.offset_from(self.out.as_ptr().add(self.out.len())) as usize }
    }

    /// Moves the stored text into the output string (and reserves room for more puts).
    #[inline(never)]
    #[cold]
    pub fn flush(&mut self) {
        self.commit();
        self.reserve();
    }

    /// Extends the output string's length over the stored text.
    #[inline(always)]
    fn commit(&mut self) {
        let new_len = self.out.len() + self.pending_len();
        debug_assert!(new_len <= self.out.capacity());
        // SAFETY: the bytes between the length and the cursor were stored by puts (so are initialized
        // ASCII), and the capacity holds them.
        unsafe { self.out.set_len(new_len) };
    }

    /// Makes room for one store of at most [`STORE`] bytes and returns where it goes.
    #[inline(always)]
    fn room(&mut self) -> *mut u8 {
        if self.cur > self.limit {
            self.flush();
        }
        // `reserve` left CAP bytes from the cursor it set, and the cursor has moved at most CAP - STORE
        // from there, so the next STORE bytes are inside the allocation.
        self.cur
    }

    /// Stores `bytes` (at most [`STORE`]) at the end, then advances by `n` of them.
    #[inline(always)]
    fn store<const N: usize>(&mut self, bytes: [u8; N], n: usize) {
        const { assert!(N <= STORE) };
        let at = self.room();
        // SAFETY: `room` leaves STORE writable bytes at `at`, and `n.min(N)` of them are stored.
        unsafe {
            std::ptr::copy_nonoverlapping(bytes.as_ptr(), at, N);
            self.cur = at.add(n.min(N));
        }
    }

    /// Stores a space, then `bytes` after it when `space` or over it when not, and advances past the space
    /// (if any) and `n` of the bytes: one room check and one cursor update for both.
    #[inline(always)]
    fn store_spaced<const N: usize>(&mut self, space: bool, bytes: [u8; N], n: usize) {
        const { assert!(N < STORE) };
        let at = self.room();
        // SAFETY: `room` leaves STORE writable bytes at `at`, and 1 + N of them are stored.
        unsafe {
            *at = b' ';
            let text = at.add(space as usize);
            std::ptr::copy_nonoverlapping(bytes.as_ptr(), text, N);
            self.cur = text.add(n.min(N));
        }
    }

    /// Appends one ASCII byte.
    #[inline(always)]
    pub fn byte(&mut self, b: u8) {
        self.store([b & 0x7f], 1);
    }

    /// Appends `b` (ASCII) when `yes` (without a branch).
    #[inline(always)]
    pub fn byte_if(&mut self, b: u8, yes: bool) {
        self.store([b & 0x7f], yes as usize);
    }

    /// Appends a space when `yes` (without a branch).
    #[inline(always)]
    pub fn space_if(&mut self, yes: bool) {
        self.store([b' '], yes as usize);
    }

    /// Appends the first `n` (at most 16) bytes of `chunk`, which must be ASCII (other bytes lose bit 7).
    #[inline(always)]
    pub fn put16(&mut self, chunk: &[u8; 16], n: usize) {
        let ascii = u128::from_le_bytes(*chunk) & 0x7f7f_7f7f_7f7f_7f7f_7f7f_7f7f_7f7f_7f7f;
        self.store(ascii.to_le_bytes(), n);
    }

    /// Appends a space when `space`, then the first `n` (at most 16) bytes of `chunk` (ASCII): one room check
    /// and one cursor update for both.
    #[inline(always)]
    pub fn spaced16(&mut self, space: bool, chunk: &[u8; 16], n: usize) {
        let ascii = u128::from_le_bytes(*chunk) & 0x7f7f_7f7f_7f7f_7f7f_7f7f_7f7f_7f7f_7f7f;
        self.store_spaced(space, ascii.to_le_bytes(), n);
    }

    /// As [`Line::spaced16`] for at most 8 bytes (and `n` may be 0: then not even the space is appended).
    #[inline(always)]
    pub fn spaced8(&mut self, space: bool, chunk: [u8; 8], n: usize) {
        let ascii = u64::from_le_bytes(chunk) & 0x7f7f_7f7f_7f7f_7f7f;
        self.store_spaced(space, ascii.to_le_bytes(), n);
    }

    /// Appends the first `n` (at most 24) bytes of `chunk`, which must be ASCII (other bytes lose bit 7).
    #[inline(always)]
    pub fn put24(&mut self, chunk: &[u8; 24], n: usize) {
        let mut ascii = *chunk;
        for b in ascii.iter_mut() {
            *b &= 0x7f;
        }
        self.store(ascii, n);
    }

    /// Appends the first `n` (at most 8) bytes of `chunk`, which must be ASCII (other bytes lose bit 7).
    #[inline(always)]
    pub fn put8(&mut self, chunk: [u8; 8], n: usize) {
        let ascii = u64::from_le_bytes(chunk) & 0x7f7f_7f7f_7f7f_7f7f;
        self.store(ascii.to_le_bytes(), n);
    }

    /// Appends a string of any length.
    #[inline]
    pub fn put_str(&mut self, s: &str) {
        let b = s.as_bytes();
        if b.len() <= 16 && s.is_ascii() {
            let mut chunk = [0u8; 16];
            chunk[..b.len()].copy_from_slice(b);
            self.store(chunk, b.len());
        } else {
            self.commit();
            self.out.extend_from_slice(b);
            self.reserve();
        }
    }

    /// Appends `0x` and `v` in lowercase hex without leading zeros.
    #[inline]
    pub fn hex(&mut self, v: u64) {
        self.hex_if(v, true);
    }

    /// [`Line::hex`] when `yes`, else nothing (without a branch).
    #[inline]
    pub fn hex_if(&mut self, v: u64, yes: bool) {
        self.prefixed_hex(*b"0x", v, yes as usize);
    }

    /// Appends `prefix` and `v` in lowercase hex without leading zeros when `yes` is 1 (nothing when 0).
    #[inline]
    pub fn prefixed_hex(&mut self, prefix: [u8; 2], v: u64, yes: usize) {
        let digits = (64 - (v | 1).leading_zeros()).div_ceil(4) as usize;
        // Most numbers (offsets, banks, addresses) fit 32 bits: one conversion and a 64-bit shift instead of
        // two and a 128-bit one. The branch is predicted: wider numbers are rare outside residuals.
        // The significant digits go to the front as nibbles, before the conversion: a shift of `v` by
        // 4 * (8 - digits), 0 to 28 (and 0 to 60 below), where a shift of the digits took 8 times that.
        if v >> 32 == 0 {
            let front = (hex16(v << (32 - 4 * digits)) as u64).to_be_bytes();
            let mut b = [0u8; 10];
            b[..2].copy_from_slice(&prefix);
            b[2..].copy_from_slice(&front);
            return self.store(b, (2 + digits) * yes);
        }
        // The digits after the significant ones (`0`s) are overwritten later.
        let front = hex16(v << (64 - 4 * digits)).to_be_bytes();
        let mut b = [0u8; 18];
        b[..2].copy_from_slice(&prefix);
        b[2..].copy_from_slice(&front);
        self.store(b, (2 + digits) * yes);
    }

    /// The end of a disassembled line in one store, without a branch: when `show`, a space if `space`,
    /// then `???[0x…]` holding `v` in hex; then a space when `lone`, then `;` when `semi`. (Put by put,
    /// each cursor update waits for the last one through memory; here the cursor stays in a register.)
    #[inline(always)]
    pub fn residual_end(&mut self, space: bool, v: u64, show: bool, lone: bool, semi: bool) {
        let digits = (64 - (v | 1).leading_zeros()).div_ceil(4) as usize;
        // The significant nibbles moved to the top first (a 64-bit shift by 0 to 60, where a 128-bit shift
        // of the digits took a branchless pair of shifts and selects); the `0`s after them are not kept.
        let front = hex16(v << (64 - 4 * digits));
        let show_n = show as usize;
        // 1 + 6 + 16 + 1 + 1 + 1 bytes at most: more than one store's room, so room for two.
        if self.cur > self.limit.wrapping_sub(STORE) {
            self.flush();
        }
        let at = self.cur;
        // SAFETY: `reserve` left CAP bytes from the cursor it set, `limit` is CAP - STORE past it, and the
        // cursor is at most CAP - 2 * STORE past it (checked above), so 2 * STORE bytes are writable at
        // `at`; at most 1 + 6 + 16 + 3 of them are stored, all ASCII.
        unsafe {
            *at = b' ';
            let p = at.add((space & show) as usize);
            std::ptr::write_unaligned(p as *mut u64, u64::from_le_bytes(*b"???[0x\0\0"));
            std::ptr::write_unaligned(p.add(6) as *mut [u8; 16], front.to_be_bytes());
            let p = p.add(show_n * (6 + digits));
            *p = b']';
            let p = p.add(show_n);
            *p = b' ';
            let p = p.add(lone as usize);
            *p = b';';
            self.cur = p.add(semi as usize);
        }
    }

    /// [`Line::residual_end`] without the residual: a space when `lone`, then `;` when `semi`.
    #[inline(always)]
    pub fn end(&mut self, lone: bool, semi: bool) {
        let at = self.room();
        // SAFETY: `room` leaves STORE writable bytes at `at`; two are stored.
        unsafe {
            *at = b' ';
            let p = at.add(lone as usize);
            *p = b';';
            self.cur = p.add(semi as usize);
        }
    }

    /// Appends `v` in decimal.
    #[inline]
    pub fn dec(&mut self, v: u64) {
        if v < 1000 {
            let d = DEC3[v as usize];
            self.store([d[0], d[1], d[2]], d[3] as usize);
        } else {
            self.dec_long(v);
        }
    }

    /// [`Line::dec`] when `yes`, else nothing (without a branch for `v` below 1000).
    #[inline]
    pub fn dec_if(&mut self, v: u64, yes: bool) {
        if v < 1000 {
            let d = DEC3[v as usize];
            self.store([d[0], d[1], d[2]], d[3] as usize * yes as usize);
        } else if yes {
            self.dec_long(v);
        }
    }

    #[inline(never)]
    fn dec_long(&mut self, mut v: u64) {
        let mut b = [0u8; 20];
        let mut i = b.len();
        loop {
            i -= 1;
            b[i] = b'0' + (v % 10) as u8;
            v /= 10;
            if v == 0 {
                break;
            }
        }
        b.rotate_left(i);
        self.store(b, 20 - i);
    }

    /// The length the output string will have once the line is flushed, for [`Line::truncate`].
    #[inline]
    pub fn mark(&self) -> usize {
        self.out.len() + self.pending_len()
    }

    /// Takes back everything appended since [`Line::mark`] returned `mark`.
    #[inline]
    pub fn truncate(&mut self, mark: usize) {
        let len = self.out.len();
        if mark >= len {
            if mark < self.mark() {
                // SAFETY: `mark` is between the string's length and the cursor.
                self.cur = unsafe { self.out.as_mut_ptr().add(mark) };
            }
        } else {
            // Only text this line appended is taken back: it is ASCII, so any cut is a char boundary.
            self.commit();
            self.out.truncate(mark);
            self.reserve();
        }
    }

    /// The text not yet moved to the output string.
    pub fn pending(&self) -> &[u8] {
        // SAFETY: the bytes between the length and the cursor were stored by puts.
        unsafe { std::slice::from_raw_parts(self.out.as_ptr().add(self.out.len()), self.pending_len()) }
    }
}

impl Drop for Line<'_> {
    #[inline]
    fn drop(&mut self) {
        self.commit();
    }
}

/// The 16 hex digits of `v` (lowercase), most significant first in the result's big-endian bytes: the
/// same as `hex8` of each half, in one pass of 16-byte vector steps where SSE2 is there (every x86-64).
#[inline(always)]
pub fn hex16(v: u64) -> u128 {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::*;
        // SAFETY: SSE2 is part of the x86-64 baseline; the intrinsics only read their operands.
        unsafe {
            let x = _mm_cvtsi64_si128(v as i64);
            let m = _mm_set1_epi8(0x0f);
            // Nibbles least significant first: each byte's low one, then its high one.
            let nib = _mm_unpacklo_epi8(_mm_and_si128(x, m), _mm_and_si128(_mm_srli_epi16::<4>(x), m));
            let letters = _mm_and_si128(_mm_cmpgt_epi8(nib, _mm_set1_epi8(9)), _mm_set1_epi8(39));
            let ascii = _mm_add_epi8(_mm_add_epi8(nib, _mm_set1_epi8(b'0' as i8)), letters);
            std::mem::transmute::<__m128i, u128>(ascii)
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        (hex8((v >> 32) as u32) as u128) << 64 | hex8(v as u32) as u128
    }
}

/// The 8 hex digits of `x` as ASCII, most significant digit in the highest byte (so `to_be_bytes` reads
/// them in order). Each nibble is spread into a byte of its own, then mapped to its digit without a branch.
#[inline(always)]
pub const fn hex8(x: u32) -> u64 {
    let mut v = x as u64;
    v = (v | v << 16) & 0x0000_ffff_0000_ffff;
    v = (v | v << 8) & 0x00ff_00ff_00ff_00ff;
    v = (v | v << 4) & 0x0f0f_0f0f_0f0f_0f0f;
    // A byte of 10 or more reaches bit 4 when 6 is added: those map to 'a'.. rather than ':'...
    let letters = ((v + 0x0606_0606_0606_0606) >> 4) & 0x0101_0101_0101_0101;
    v + 0x3030_3030_3030_3030 + letters * (b'a' - b'0' - 10) as u64
}

/// Decimal digits of 0..1000: up to three digits, then the digit count.
static DEC3: [[u8; 4]; 1000] = {
    let mut t = [[0u8; 4]; 1000];
    let mut v = 0;
    while v < 1000 {
        let (h, d, u) = ((v / 100) as u8, (v / 10 % 10) as u8, (v % 10) as u8);
        t[v] = if v >= 100 {
            [b'0' + h, b'0' + d, b'0' + u, 3]
        } else if v >= 10 {
            [b'0' + d, b'0' + u, 0, 2]
        } else {
            [b'0' + u, 0, 0, 1]
        };
        v += 1;
    }
    t
};

#[cfg(test)]
mod tests {
    use super::*;

    fn with(f: impl FnOnce(&mut Line)) -> String {
        let mut s = String::new();
        f(&mut Line::new(&mut s));
        s
    }

    #[test]
    fn numbers_match_std() {
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut vals = vec![0, 1, 9, 10, 15, 16, 99, 100, 999, 1000, 0xabc, u32::MAX as u64, 1 << 32, u64::MAX];
        for _ in 0..10_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            vals.push(x >> (x % 64));
        }
        for v in vals {
            assert_eq!(hex16(v), (hex8((v >> 32) as u32) as u128) << 64 | hex8(v as u32) as u128);
            assert_eq!(with(|l| l.hex(v)), format!("{v:#x}"));
            assert_eq!(with(|l| l.dec(v)), v.to_string());
        }
    }

    #[test]
    fn any_input_stays_utf8() {
        let got = with(|l| {
            l.put_str("größe");
            l.put16(&[0xff; 16], 16);
            l.put8([0xc3; 8], 3);
            l.byte(0xe9);
        });
        assert_eq!(got, format!("größe{}{}{}", "\x7f".repeat(16), "C".repeat(3), "i"));
    }

    #[test]
    fn truncate_takes_back_across_flushes() {
        let mut s = String::from("kept ");
        {
            let mut l = Line::new(&mut s);
            l.put_str("also kept");
            let m = l.mark();
            for _ in 0..40 {
                l.put16(&pad16("dropped"), 7);
            }
            l.truncate(m);
            l.put_str(" end");
            let m = l.mark();
            l.byte(b'x');
            l.truncate(m);
        }
        assert_eq!(s, "kept also kept end");
    }

    #[test]
    fn spaced_puts() {
        let got = with(|l| {
            for i in 0..100 {
                l.spaced16(i % 3 == 0, &pad16("word"), 4);
                l.spaced8(i % 2 == 0, *b"$r12\0\0\0\0", 4);
            }
        });
        let mut want = String::new();
        for i in 0..100 {
            want.push_str(if i % 3 == 0 { " word" } else { "word" });
            want.push_str(if i % 2 == 0 { " $r12" } else { "$r12" });
        }
        assert_eq!(got, want);
    }

    #[test]
    fn residual_ends() {
        assert_eq!(with(|l| l.residual_end(true, 0x1f, true, false, true)), " ???[0x1f];");
        assert_eq!(with(|l| l.residual_end(false, 0x1f, true, true, true)), "???[0x1f] ;");
        assert_eq!(with(|l| l.residual_end(true, 0xabc, false, true, true)), " ;");
        assert_eq!(with(|l| l.residual_end(true, 0, false, false, true)), ";");
        assert_eq!(with(|l| l.residual_end(true, 5, false, false, false)), "");
        assert_eq!(with(|l| l.end(true, true)), " ;");
        assert_eq!(with(|l| l.end(false, true)), ";");
        assert_eq!(with(|l| l.end(false, false)), "");
        assert_eq!(with(|l| l.residual_end(false, u64::MAX, true, false, false)), "???[0xffffffffffffffff]");
        // Many in a row cross the reserve's end at every offset.
        let got = with(|l| {
            for i in 0..300u64 {
                l.byte(b'x');
                l.residual_end(true, i << (i % 60), i % 3 != 0, false, true);
            }
        });
        let want: String = (0..300u64)
            .map(|i| if i % 3 != 0 { format!("x ???[{:#x}];", i << (i % 60)) } else { "x;".into() })
            .collect();
        assert_eq!(got, want);
    }

    #[test]
    fn long_lines_flush_in_order() {
        let mut want = String::new();
        let got = with(|l| {
            for i in 0..500u64 {
                l.put16(&pad16("word"), 4);
                l.space_if(i % 2 == 0);
                l.hex(i * 0x1234567);
                l.put_str("a string longer than sixteen bytes");
                l.byte(b'.');
                l.dec(i * 37);
            }
        });
        for i in 0..500u64 {
            want.push_str("word");
            if i % 2 == 0 {
                want.push(' ');
            }
            want.push_str(&format!("{:#x}a string longer than sixteen bytes.{}", i * 0x1234567, i * 37));
        }
        assert_eq!(got, want);
    }
}
