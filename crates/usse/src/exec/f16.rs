//! IEEE half precision: conversion to and from f32 (round to nearest, ties to even; NaN kept quiet).

/// The f16 bits nearest to `v` (overflow to infinity, underflow through subnormals to zero).
pub fn from_f32(v: f32) -> u16 {
    let b = v.to_bits();
    let sign = ((b >> 16) & 0x8000) as u16;
    let exp = ((b >> 23) & 0xff) as i32;
    let man = b & 0x7f_ffff;
    if exp == 0xff {
        return sign
            | 0x7c00
            | if man != 0 {
                0x200 | (man >> 13) as u16
            } else {
                0
            };
    }
    // Unbiased exponent, rebiased for f16.
    let e = exp - 127 + 15;
    if e >= 0x1f {
        return sign | 0x7c00;
    }
    if e <= 0 {
        // Subnormal (or zero) in f16: shift the full significand right.
        if e < -10 {
            return sign;
        }
        let full = man | 0x80_0000;
        let shift = (14 - e) as u32;
        let half = full >> shift;
        let rem = full & ((1 << shift) - 1);
        let mid = 1 << (shift - 1);
        let round = rem > mid || (rem == mid && half & 1 == 1);
        return sign | (half + round as u32) as u16;
    }
    let half = ((e as u32) << 10) | (man >> 13);
    let rem = man & 0x1fff;
    let round = rem > 0x1000 || (rem == 0x1000 && half & 1 == 1);
    // A carry out of the significand moves into the exponent, up to infinity: still correct.
    sign | (half + round as u32) as u16
}

/// The f32 value of f16 bits `h` (exact).
pub fn to_f32(h: u16) -> f32 {
    let sign = ((h as u32) & 0x8000) << 16;
    let exp = ((h >> 10) & 0x1f) as u32;
    let man = (h & 0x3ff) as u32;
    let bits = match exp {
        0 if man == 0 => sign,
        0 => {
            // Subnormal: value = man * 2^-24.
            let v = man as f32 * f32::from_bits(0x3380_0000);
            return if sign != 0 { -v } else { v };
        }
        0x1f => sign | 0x7f80_0000 | (man << 13),
        _ => sign | ((exp + 127 - 15) << 23) | (man << 13),
    };
    f32::from_bits(bits)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn worked_values() {
        assert_eq!(from_f32(1.0), 0x3c00);
        assert_eq!(from_f32(-2.0), 0xc000);
        assert_eq!(from_f32(0.5), 0x3800);
        assert_eq!(from_f32(65504.0), 0x7bff);
        // 65520 is halfway between 65504 and 65536 (infinity): ties to even -> infinity.
        assert_eq!(from_f32(65520.0), 0x7c00);
        assert_eq!(from_f32(65519.0), 0x7bff);
        // 1 + 2^-11 is halfway between 1 and 1 + 2^-10: ties to even -> 1.
        assert_eq!(from_f32(1.0 + 1.0 / 2048.0), 0x3c00);
        // 1 + 3 * 2^-11 is halfway between 1 + 2^-10 (odd) and 1 + 2^-9: -> up.
        assert_eq!(from_f32(1.0 + 3.0 / 2048.0), 0x3c02);
        // Smallest subnormal 2^-24, and half of it rounds to zero (even).
        assert_eq!(from_f32(f32::from_bits(0x3380_0000)), 0x0001);
        assert_eq!(from_f32(f32::from_bits(0x3300_0000)), 0x0000);
        assert_eq!(from_f32(0.1), 0x2e66);
        assert_eq!(to_f32(0x2e66), 0.099975586);
        assert_eq!(to_f32(0x0001), f32::from_bits(0x3380_0000));
        assert!(to_f32(from_f32(f32::NAN)).is_nan());
    }

    #[test]
    fn every_half_round_trips() {
        for h in 0..=u16::MAX {
            let v = to_f32(h);
            if v.is_nan() {
                continue;
            }
            assert_eq!(from_f32(v), h, "{h:#06x}");
        }
    }
}
