//! The fx10 (C10) fixed-point format, as Vita3K reads it (`usse_utilities.cpp`, its fx10 pack and
//! unpack; unverified, no console result covers it): a signed 10-bit value, 255 standing for 1.0,
//! clamped to [-2, 2]; three a 32-bit word (bits 0-9, 10-19, 20-29), a fourth component in the next
//! word's low bits.

/// A 10-bit field (sign in bit 9) as a float.
pub fn to_f32(raw: u32) -> f32 {
    let v = ((raw << 22) as i32) >> 22;
    (v as f32 / 255.0).max(-2.0)
}

/// A float as a 10-bit field: clamped to [-2, 2], times 255, rounded to nearest (NaN gives 0).
pub fn from_f32(v: f32) -> u32 {
    if v.is_nan() {
        return 0;
    }
    // 2 * 255 = 510 fits the 10-bit range (-512..511).
    ((v.clamp(-2.0, 2.0) * 255.0).round() as i32 as u32) & 0x3ff
}

/// Word and bit shift of component `c`.
pub fn place(c: usize) -> (usize, u32) {
    (c / 3, 10 * (c % 3) as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_by_hand() {
        // 255 = 1.0; 0x3ff = -1 -> -1/255; 0x200 = -512 -> -2.0078, clamped to -2; 510 = 2.0.
        assert_eq!(to_f32(255), 1.0);
        assert_eq!(to_f32(0x3ff), -1.0 / 255.0);
        assert_eq!(to_f32(0x200), -2.0);
        assert_eq!(from_f32(1.0), 255);
        assert_eq!(from_f32(5.0), 510);
        assert_eq!(from_f32(-1.0), 0x3ff & (-255i32 as u32));
        assert_eq!(from_f32(0.5), 128); // 127.5 rounds away from zero
        assert_eq!(place(4), (1, 10));
    }
}
