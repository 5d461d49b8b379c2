//! Bit fields of instruction words. Words are handled as `u64`; a 64-bit instruction made of two
//! 32-bit words stores word 0 in bits 0..32 and word 1 in bits 32..64.

/// A field made of up to three contiguous bit ranges; the first range holds the lowest bits of the value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BitField {
    parts: [(u8, u8); 3],
    nparts: u8,
}

impl BitField {
    /// A contiguous field of `width` bits starting at bit `lsb`.
    pub const fn new(lsb: u8, width: u8) -> Self {
        BitField { parts: [(lsb, width), (0, 0), (0, 0)], nparts: 1 }
    }
    /// A field whose low `w0` bits sit at `l0` and whose next `w1` bits sit at `l1`.
    pub const fn two(l0: u8, w0: u8, l1: u8, w1: u8) -> Self {
        BitField { parts: [(l0, w0), (l1, w1), (0, 0)], nparts: 2 }
    }
    pub const fn three(l0: u8, w0: u8, l1: u8, w1: u8, l2: u8, w2: u8) -> Self {
        BitField { parts: [(l0, w0), (l1, w1), (l2, w2)], nparts: 3 }
    }
    /// The empty field: reads 0, writes nothing.
    pub const fn empty() -> Self {
        BitField { parts: [(0, 0), (0, 0), (0, 0)], nparts: 0 }
    }
    const fn ones(w: u8) -> u64 {
        if w >= 64 { !0 } else { (1u64 << w) - 1 }
    }
    /// The bit ranges, `(lsb, width)`, lowest value bits first.
    pub fn parts(&self) -> &[(u8, u8)] {
        &self.parts[..self.nparts as usize]
    }
    /// Total width in bits.
    pub const fn width(&self) -> u32 {
        let mut w = 0;
        let mut i = 0;
        while i < self.nparts as usize {
            w += self.parts[i].1 as u32;
            i += 1;
        }
        w
    }
    /// The bits of the word this field occupies.
    pub const fn mask(&self) -> u64 {
        let mut m = 0;
        let mut i = 0;
        while i < self.nparts as usize {
            let (l, w) = self.parts[i];
            m |= Self::ones(w) << l;
            i += 1;
        }
        m
    }
    /// Reads the field's value. Always inline: the generated code's fields are constants, so this folds
    /// to a shift and a mask (large generated functions called it out of line, looping over the parts).
    #[inline(always)]
    pub const fn get(&self, word: u64) -> u64 {
        if self.nparts == 1 {
            let (l, w) = self.parts[0];
            return (word >> l) & Self::ones(w);
        }
        let mut v = 0;
        let mut shift = 0;
        let mut i = 0;
        while i < self.nparts as usize {
            let (l, w) = self.parts[i];
            v |= ((word >> l) & Self::ones(w)) << shift;
            shift += w;
            i += 1;
        }
        v
    }
    /// Writes `value` (truncated to the field's width) into `word`.
    #[inline]
    pub const fn set(&self, word: u64, value: u64) -> u64 {
        let mut word = word;
        let mut v = value;
        let mut i = 0;
        while i < self.nparts as usize {
            let (l, w) = self.parts[i];
            word = (word & !(Self::ones(w) << l)) | ((v & Self::ones(w)) << l);
            v = if w >= 64 { 0 } else { v >> w };
            i += 1;
        }
        word
    }
    /// Whether `value` fits the field unsigned.
    pub const fn fits(&self, value: u64) -> bool {
        value & !Self::ones(self.width() as u8) == 0
    }
}

/// Sign-extends the low `bits` bits of `v`.
#[inline]
pub const fn sign_extend(v: u64, bits: u32) -> i64 {
    if bits == 0 {
        return 0;
    }
    if bits >= 64 {
        return v as i64;
    }
    let s = 64 - bits;
    ((v << s) as i64) >> s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_field_round_trips() {
        let f = BitField::two(0xb, 16, 0x2e, 6);
        assert_eq!(f.width(), 22);
        let w = f.set(0, 0x3f_ffff);
        assert_eq!(w, f.mask());
        assert_eq!(f.get(w), 0x3f_ffff);
        let w = f.set(!0, 0x12345);
        assert_eq!(f.get(w), 0x12345);
        assert_eq!(w | f.mask(), !0);
    }

    #[test]
    fn sign_extension() {
        assert_eq!(sign_extend(0x1f, 5), -1);
        assert_eq!(sign_extend(0x0f, 5), 15);
        assert_eq!(sign_extend(0x8000_0000, 32), -0x8000_0000);
    }
}
