//! G80's special function unit, bit for bit: what `rcp`, `rsqrt`, `lg2`, `sin`, `cos`, `ex2` and the
//! argument reductions `presin`/`preex2` write, as pure functions of the 32-bit input.
//!
//! Every function works on the significand of its input alone (the exponent only moves the result, or
//! becomes its integer part): the top bits of the significand (7 for rcp and rsqrt, 6 otherwise) pick a
//! row of a ROM table holding a value, a slope and a curvature term for the start of that slice, and the
//! bits below (`r`) are the offset into the slice. The unit evaluates `A + B·r + C·sq(r)` with fixed
//! shifts per function, adds a rounding constant, and truncates; `sq` is the unit's own truncated square
//! (`square`), which drops the low partial products. Results are flushed to zero where they would be
//! denormal, as are denormal inputs.
//!
//! `sin`, `cos` and `ex2` do not take a float: their input is the fixed-point word `presin`/`preex2` make
//! ([`presin`], [`preex2`]): sign in bit 31, and a number with 23 fraction bits below it (for `presin` the
//! angle in quarter turns modulo a full turn, 2 integer bits; for `preex2` up to 7 integer bits), or the
//! codes [`PRE_NAN`] and [`PRE_INF`].
//!
//! The algorithm and constants are what envytools' G80 SFU hardware test checks against (nvhw/sfu.c,
//! hwtest/g80_sfu.cc, commit f102b823), written here from that description.

mod tables;

/// The NaN every special function writes.
pub const NAN: u32 = 0x7fff_ffff;
const INF: u32 = 0x7f80_0000;
const SIGN: u32 = 0x8000_0000;
/// The implicit one of an f32 significand.
const ONE: u32 = 1 << 23;
const BIAS: i32 = 127;

/// The pre-ops' code for a NaN input (as a fixed-point number: 128.0).
pub const PRE_NAN: u32 = 0x4000_0000;
/// The pre-ops' code for an infinite input, and `preex2`'s result for inputs of 128 or more.
pub const PRE_INF: u32 = 0x4080_0000;

fn is_nan(x: u32) -> bool {
    x & !SIGN > INF
}

fn is_inf(x: u32) -> bool {
    x & !SIGN == INF
}

/// Sign, biased exponent and significand (with its implicit one) of `x`; a denormal or zero reads as
/// exponent 1, significand 0 (flushed). Infinities and NaNs read as exponent 255.
fn unpack(x: u32) -> (bool, i32, u32) {
    let e = (x >> 23 & 0xff) as i32;
    let neg = x & SIGN != 0;
    if e == 0 {
        (neg, 1, 0)
    } else {
        (neg, e, ONE | x & (ONE - 1))
    }
}

/// Builds an f32 from a sign, biased exponent and a significand in [1, 2] (as 24-bit fixed point, 2.0
/// allowed: it carries into the exponent). Results too small for a normal number are a zero of the
/// same sign; too large ones an infinity, or the largest finite number when `toward_zero`.
fn pack(neg: bool, mut e: i32, mut sig: u32, toward_zero: bool) -> u32 {
    let s = if neg { SIGN } else { 0 };
    if sig == 2 * ONE {
        sig = ONE;
        e += 1;
    }
    if sig < ONE || e <= 0 {
        return s;
    }
    if e >= 0xff {
        return s | if toward_zero { INF - 1 } else { INF };
    }
    s | (e as u32) << 23 | (sig - ONE)
}

/// The unit's square of the slice offset `r` (up to 17 bits): the partial products `r >> (18 - i)` for
/// each set bit `i` below 17, summed, then halved; about `r² / 2^19`, low bits lost in each product.
fn square(r: u32) -> i64 {
    let mut sum = 0u32;
    // Branch-free: each partial product masked by its bit (the loop unrolls).
    for i in 0..17 {
        sum += (r >> (18 - i)) & (r >> i & 1).wrapping_neg();
    }
    (sum >> 1) as i64
}

/// `A·2^a + B·r + C·sq·2^c` from a table row.
fn interpolate(row: &[i32; 3], a_shift: u32, r: u32, sq: i64, c_shift: u32) -> i64 {
    ((row[0] as i64) << a_shift) + row[1] as i64 * r as i64 + ((row[2] as i64 * sq) << c_shift)
}

/// The input modifiers of `rcp`, `rsqrt`, `lg2` and the pre-ops: `abs` clears the sign, then `neg`
/// flips it (on the bits: NaNs and denormals too).
pub fn modify(x: u32, abs: bool, neg: bool) -> u32 {
    let x = if abs { x & !SIGN } else { x };
    if neg {
        x ^ SIGN
    } else {
        x
    }
}

/// `sat` of `ex2`: NaN stays the canonical NaN (G80: no `ISA_FLAGS_SAT_NAN`), negative numbers (and
/// -0) become +0, numbers from 1.0 up become 1.0.
pub fn saturate(x: u32) -> u32 {
    if is_nan(x) {
        NAN
    } else if x & SIGN != 0 {
        0
    } else {
        x.min(0x3f80_0000)
    }
}

/// 1/x.
pub fn rcp(x: u32) -> u32 {
    let (neg, e, sig) = unpack(x);
    if is_nan(x) {
        return NAN;
    }
    if is_inf(x) {
        return x & SIGN;
    }
    if sig == 0 {
        return x & SIGN | INF;
    }
    // 128 slices of [1, 2), 16 offset bits; the exponent mirrors about the bias.
    let row = &tables::RCP[(sig >> 16 & 0x7f) as usize];
    let r = sig & 0xffff;
    let v = interpolate(row, 13, r, square(r << 1), 0);
    pack(neg, 2 * BIAS - 1 - e, ((v + 0x47e7) >> 15) as u32, false)
}

/// 1/sqrt(x).
pub fn rsqrt(x: u32) -> u32 {
    let (neg, e, sig) = unpack(x);
    if is_nan(x) {
        return NAN;
    }
    if sig == 0 {
        return x & SIGN | INF;
    }
    if neg {
        return NAN;
    }
    if is_inf(x) {
        return 0;
    }
    // The significand over [1, 4): the exponent's parity is its top bit; 128 slices, 17 offset bits.
    let unbiased = e - BIAS;
    let m = (sig - ONE) | ((unbiased & 1) as u32) << 23;
    let re = BIAS - 1 - (unbiased >> 1);
    if m == 0 {
        // An even power of two: exact.
        return pack(false, re + 1, ONE, false);
    }
    let row = &tables::RSQRT[(m >> 17) as usize];
    let r = m & 0x1_ffff;
    let v = interpolate(row, 14, r, square(r), 2);
    pack(false, re, ((v + 0x7fff) >> 16) as u32, false)
}

/// log2(x).
pub fn lg2(x: u32) -> u32 {
    let (neg, e, sig) = unpack(x);
    if is_nan(x) {
        return NAN;
    }
    if sig == 0 {
        return SIGN | INF;
    }
    if neg {
        return NAN;
    }
    if is_inf(x) {
        return x;
    }
    // The fraction's logarithm as a fixed-point number with 36 fraction bits (exactly 0 for 1.0),
    // then the exponent added as its integer part.
    let frac = if sig == ONE && e == BIAS {
        0
    } else {
        let row = &tables::LG2[(sig >> 17 & 0x3f) as usize];
        let r = sig & 0x1_ffff;
        (interpolate(row, 12, r, square(r), 1) + 0x3345) >> 2
    };
    let mut v = frac + (((e - BIAS) as i64) << 36);
    let mut rneg = false;
    if v < 0 {
        rneg = true;
        v = !v;
    }
    // Normalised so that bit 42 is the leading one: 2^42 is 2^6 at 36 fraction bits.
    let (sig, re) = normalize(v as u64, 42, BIAS + 6);
    pack(rneg, re, (sig >> 19) as u32, false)
}

/// Shifts `v` (below 2^(top+1)) left until bit `top` is set, lowering `e` for each place; 0 stays 0.
fn normalize(v: u64, top: u32, e: i32) -> (u64, i32) {
    if v == 0 {
        return (0, e);
    }
    let shift = v.leading_zeros() as i32 - (63 - top as i32);
    (v << shift, e - shift)
}

/// sin of the `presin` word (quarter turns).
pub fn sin(x: u32) -> u32 {
    sincos(x, false)
}

/// cos of the `presin` word (quarter turns).
pub fn cos(x: u32) -> u32 {
    sincos(x, true)
}

fn sincos(x: u32, cos: bool) -> u32 {
    // The "exponent" field holds the integer part: bits 23-24 the quadrant, bit 30 the codes.
    let mut q = x >> 23 & 0xff;
    if q & 0x80 != 0 {
        return NAN;
    }
    let mut neg = x & SIGN != 0;
    if cos {
        // cos(t) = sin(t + 1 quarter), whatever the sign of t.
        q += 1;
        neg = false;
    }
    let mut f = x & (ONE - 1);
    // Odd quadrants run the table backwards, the upper half-turn negates.
    if q & 1 != 0 {
        f = !f & (ONE - 1);
    }
    neg ^= q & 2 != 0;
    let row = &tables::SIN[(f >> 17 & 0x3f) as usize];
    let r = f & 0x1_ffff;
    let v = interpolate(row, 11, r, square(r), 0);
    debug_assert!((0..1 << 38).contains(&v));
    let (sig, e) = normalize(v as u64, 37, BIAS);
    pack(neg, e, (sig >> 14) as u32, true)
}

/// 2^x of the `preex2` word.
pub fn ex2(x: u32) -> u32 {
    let i = (x >> 23 & 0xff) as i32;
    let neg = x & SIGN != 0;
    if i & 0x80 != 0 {
        return match (i & 1 != 0, neg) {
            (true, false) => INF,
            (true, true) => 0,
            _ => NAN,
        };
    }
    let mut f = x & (ONE - 1);
    // 2^-(i + f) = 2^(-i - 1) · 2^(1 - f): the fraction complemented (one ulp short of 1 - f).
    let mut e = i;
    if neg {
        if f != 0 {
            f = !f & (ONE - 1);
            e = -i - 1;
        } else {
            e = -i;
        }
    }
    let row = &tables::EX2[(f >> 17 & 0x3f) as usize];
    let r = f & 0x1_ffff;
    let v = interpolate(row, 13, r, square(r), 0);
    pack(false, e + BIAS, ((v + 0x77e2) >> 15) as u32, false)
}

/// `presin`: x / (quarter turn), modulo four quarter turns, as a fixed-point word with 23 fraction
/// bits (sign kept in bit 31).
pub fn presin(x: u32) -> u32 {
    pre(x, true)
}

/// `preex2`: x as a fixed-point word with 23 fraction bits (sign kept in bit 31; [`PRE_INF`] from
/// magnitude 128 up).
pub fn preex2(x: u32) -> u32 {
    pre(x, false)
}

fn pre(x: u32, sin: bool) -> u32 {
    let s = x & SIGN;
    if is_nan(x) {
        return s | PRE_NAN;
    }
    if is_inf(x) {
        return s | PRE_INF;
    }
    let (_, e, mut sig) = unpack(x);
    let mut shift = e - BIAS;
    if sin {
        // Times 2/pi (0.a2f983 in 24 bits), keeping 32 bits: the point moves up 8 places.
        sig = ((sig as u64 * 0xa2_f983) >> 16) as u32;
        shift -= 8;
    }
    let fixed = if !sin && shift >= 7 {
        PRE_INF
    } else if shift >= 0 {
        // Left: for presin the bits above the quadrant are the whole turns, dropped.
        if shift >= 32 {
            0
        } else {
            sig << shift
        }
    } else if shift <= -32 {
        0
    } else {
        sig >> -shift
    };
    s | if sin { fixed & 0x1ff_ffff } else { fixed }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(x: f32) -> u32 {
        x.to_bits()
    }

    /// Exact results the algorithm must give at the ends of its slices: powers of two.
    #[test]
    fn powers_of_two_are_exact() {
        assert_eq!(rcp(f(1.0)), f(1.0));
        assert_eq!(rcp(f(2.0)), f(0.5));
        assert_eq!(rcp(f(-0.25)), f(-4.0));
        assert_eq!(rsqrt(f(4.0)), f(0.5));
        assert_eq!(rsqrt(f(1.0)), f(1.0));
        assert_eq!(rsqrt(f(0.0625)), f(4.0));
        assert_eq!(lg2(f(1.0)), 0);
        assert_eq!(lg2(f(8.0)), f(3.0));
        // Below 1 the integer part is added in one's complement: one ulp short of -2 (the G80 reference
        // results, sfu.lg2_one case 0 thread 0: lg2(0x3e800000) = 0xbfffffff).
        assert_eq!(lg2(f(0.25)), 0xbfff_ffff);
        assert_eq!(ex2(preex2(f(0.0))), f(1.0));
        assert_eq!(ex2(preex2(f(3.0))), f(8.0));
        assert_eq!(ex2(preex2(f(-2.0))), f(0.25));
        assert_eq!(sin(presin(0)), 0);
        assert_eq!(cos(presin(0)), f(1.0));
    }

    /// The fixed-point words by hand: 1.0 and 2.5 with 23 fraction bits; pi/2 is one quarter turn.
    #[test]
    fn pre_ops_give_fixed_point() {
        assert_eq!(preex2(f(1.0)), 1 << 23);
        assert_eq!(preex2(f(-2.5)), SIGN | 5 << 22);
        assert_eq!(preex2(f(0.5)), 1 << 22);
        assert_eq!(preex2(f(200.0)), PRE_INF);
        assert_eq!(preex2(f(-200.0)), SIGN | PRE_INF);
        // pi/2 in f32 is a little below the true value; 2/pi is truncated to 24 bits: within a few ulp
        // of 1 << 23.
        let q = presin(f(std::f32::consts::FRAC_PI_2));
        assert!((q as i64 - (1 << 23)).abs() < 4, "{q:#x}");
        // A whole turn further lands in the same place (the turns are dropped).
        let q5 = presin(f(5.0 * std::f32::consts::FRAC_PI_2));
        assert!((q5 as i64 - (1 << 23)).abs() < 16, "{q5:#x}");
        assert_eq!(presin(f32::NAN.to_bits()), PRE_NAN);
        assert_eq!(presin(f(f32::NEG_INFINITY)), SIGN | PRE_INF);
    }

    #[test]
    fn special_values() {
        let (inf, ninf) = (f(f32::INFINITY), f(f32::NEG_INFINITY));
        assert_eq!(rcp(0), inf);
        assert_eq!(rcp(SIGN), ninf);
        assert_eq!(rcp(1), inf, "a denormal reads as zero");
        assert_eq!(rcp(inf), 0);
        assert_eq!(rcp(ninf), SIGN);
        assert_eq!(rcp(0x7fc0_0000), NAN);
        assert_eq!(rcp(f(1.0e38)), 0, "a denormal result flushes to zero");
        assert_eq!(rsqrt(f(-1.0)), NAN);
        assert_eq!(rsqrt(SIGN), ninf);
        assert_eq!(rsqrt(inf), 0);
        assert_eq!(lg2(0), ninf);
        assert_eq!(lg2(f(-1.0)), NAN);
        assert_eq!(lg2(inf), inf);
        assert_eq!(ex2(preex2(inf)), inf);
        assert_eq!(ex2(preex2(ninf)), 0);
        assert_eq!(ex2(preex2(0x7fc0_0000)), NAN);
        assert_eq!(ex2(preex2(f(-150.0))), 0);
        assert_eq!(sin(presin(inf)), NAN);
        assert_eq!(cos(presin(0xffc0_0000)), NAN);
        assert_eq!(saturate(f(2.0)), f(1.0));
        assert_eq!(saturate(f(-0.5)), 0);
        assert_eq!(saturate(NAN), NAN);
        assert_eq!(modify(f(2.0), true, true), f(-2.0));
        assert_eq!(modify(f(-2.0), true, false), f(2.0));
    }

    fn ulps(a: u32, b: f64) -> f64 {
        let a = f32::from_bits(a) as f64;
        let ulp = (b.abs() as f32).to_bits();
        let ulp = f32::from_bits(ulp + 1) as f64 - f32::from_bits(ulp) as f64;
        ((a - b) / ulp).abs()
    }

    /// Over sweeps of inputs the results stay close to the true functions (the unit is not correctly
    /// rounded: a couple of ulp).
    #[test]
    fn close_to_the_true_functions() {
        for k in 0..20_000u32 {
            let x = 0x3f80_0000 + k * 419; // [1, 2)
            let v = f32::from_bits(x) as f64;
            assert!(ulps(rcp(x), 1.0 / v) < 1.5, "rcp {x:#x}");
            assert!(ulps(rsqrt(x), 1.0 / v.sqrt()) < 1.5, "rsqrt {x:#x}");
            let y = x + 0x0080_0000; // [2, 4)
            assert!(ulps(rsqrt(y), 1.0 / (f32::from_bits(y) as f64).sqrt()) < 1.5, "rsqrt {y:#x}");
            let l = f32::from_bits(lg2(x)) as f64;
            assert!((l - v.log2()).abs() < 1e-6, "lg2 {x:#x}");
            // Fixed point in [0, 4) quarter turns and [-4, 4) for ex2.
            let q = (k * 419) & 0x1ff_ffff;
            let t = q as f64 / (1 << 23) as f64 * std::f64::consts::FRAC_PI_2;
            assert!((f32::from_bits(sin(q)) as f64 - t.sin()).abs() < 2e-6, "sin {q:#x}");
            assert!((f32::from_bits(cos(q)) as f64 - t.cos()).abs() < 2e-6, "cos {q:#x}");
            let e = (q as f64 / (1 << 23) as f64).exp2();
            assert!(ulps(ex2(q), e) < 2.0, "ex2 {q:#x}");
            assert!(ulps(ex2(q | SIGN), 1.0 / e) < 2.0, "ex2 -{q:#x}");
        }
    }
}
