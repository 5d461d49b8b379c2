//! Double precision as GT200 computes it, one lane at a time on raw bits: add, multiply, fused
//! multiply-add, min/max, compare and the conversions to and from f64, exact in all four rounding modes,
//! with the flags (`$c`) they write.
//!
//! What the hardware does (learned from the reference results in `shared/vectors/tesla-hwtest/`, see
//! `docs/tesla-hw/fp64.md`):
//! - results are correctly rounded in the mode the instruction names; denormals are kept (no flushing);
//!   an overflow gives the largest finite number when the mode rounds the magnitude down (rz, rm of a
//!   positive, rp of a negative) and infinity otherwise;
//! - a NaN source is quieted (bit 51 set) and keeps its sign: `neg`/`abs` do not apply to it; of two NaN
//!   sources the later operand wins (add: the second; fma/mul: the multiplier, then the addend, then the
//!   multiplicand); an invalid operation (inf - inf, 0 * inf) gives the negative default NaN
//!   `0xfff8000000000000`;
//! - an exact zero sum of terms with different signs is -0 in rm only, +0 otherwise;
//! - min/max: a NaN operand gives the other one, -0 is less than +0;
//! - flags: zero (bit 0), sign (bit 1), both for a NaN (the comparison with 0 is unordered).
//!
//! Arithmetic works on integer significands: an exact sum of two terms in a 128-bit frame, the smaller
//! term's bits below the frame folded into its last bit (enough for every mode, the frame being wider
//! than 53 + 3 bits), then one rounding.

use super::op::Round;

const SIGN: u64 = 1 << 63;
const EXP: u64 = 0x7ff << 52;
const FRAC: u64 = (1 << 52) - 1;
const QUIET: u64 = 1 << 51;
/// inf - inf, 0 * inf.
pub const DEFAULT_NAN: u64 = 0xfff8_0000_0000_0000;

pub fn is_nan(x: u64) -> bool {
    x & EXP == EXP && x & FRAC != 0
}

fn is_inf(x: u64) -> bool {
    x & !SIGN == EXP
}

fn is_zero(x: u64) -> bool {
    x & !SIGN == 0
}

/// A source with its modifiers: a NaN is quieted and left as it is; otherwise `abs`, then `neg`.
pub fn operand(x: u64, abs: bool, neg: bool) -> u64 {
    if is_nan(x) {
        return x | QUIET;
    }
    let x = if abs { x & !SIGN } else { x };
    if neg {
        x ^ SIGN
    } else {
        x
    }
}

/// The flags of a result compared with zero: 0 greater, 1 zero, 2 less, 3 NaN.
pub fn flags64(x: u64) -> u8 {
    if is_nan(x) {
        3
    } else if is_zero(x) {
        1
    } else if x & SIGN != 0 {
        2
    } else {
        0
    }
}

/// The same for an f32 result (denormals count as nonzero).
pub fn flags32(x: u32) -> u8 {
    if x & 0x7f80_0000 == 0x7f80_0000 && x & 0x007f_ffff != 0 {
        3
    } else if x & 0x7fff_ffff == 0 {
        1
    } else if x >> 31 != 0 {
        2
    } else {
        0
    }
}

/// How a magnitude is rounded: the mode seen from the sign of the value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Dir {
    /// To nearest, ties to even.
    Even,
    /// Toward zero (drop the remainder).
    Down,
    /// Away from zero (any remainder adds one).
    Up,
}

fn dir(rm: Round, neg: bool) -> Dir {
    match (rm, neg) {
        (Round::Near, _) => Dir::Even,
        (Round::Zero, _) | (Round::Down, false) | (Round::Up, true) => Dir::Down,
        (Round::Up, false) | (Round::Down, true) => Dir::Up,
    }
}

/// `m / 2^n` rounded in direction `d` (`n` may exceed the width).
fn shr_round(m: u128, n: u32, d: Dir) -> u128 {
    if n == 0 {
        return m;
    }
    let (q, rest, half) = if n >= 128 { (0, m, if n == 128 { 1u128 << 127 } else { 0 }) } else { (m >> n, m & ((1u128 << n) - 1), 1u128 << (n - 1)) };
    let up = match d {
        Dir::Down => false,
        Dir::Up => rest != 0,
        // For n > 128 the remainder is below a half, however large (`half` 0 only then).
        Dir::Even => half != 0 && (rest > half || rest == half && q & 1 != 0),
    };
    q + up as u128
}

/// `m / 2^n` with the bits shifted out folded into the lowest bit (they then still decide a rounding
/// done at least two bits higher).
fn shr_sticky(m: u128, n: u32) -> u128 {
    if n == 0 {
        m
    } else if n >= 128 {
        (m != 0) as u128
    } else {
        m >> n | (m & ((1u128 << n) - 1) != 0) as u128
    }
}

/// A binary float format: fraction bits and the largest biased exponent (all ones).
#[derive(Clone, Copy)]
struct Fmt {
    frac: u32,
    max_exp: i32,
}

const F64: Fmt = Fmt { frac: 52, max_exp: 0x7ff };
const F32: Fmt = Fmt { frac: 23, max_exp: 0xff };

impl Fmt {
    fn bias(self) -> i32 {
        self.max_exp >> 1
    }
}

/// The value `(-1)^neg * m * 2^scale` rounded to format `f` in mode `rm`.
fn round_pack(f: Fmt, neg: bool, m: u128, scale: i32, rm: Round) -> u64 {
    let sign = (neg as u64) << (f.frac + f.max_exp.count_ones());
    if m == 0 {
        return sign;
    }
    let d = dir(rm, neg);
    // The leading bit's weight is 2^(top + scale); the biased exponent of a normal number there.
    let top = 127 - m.leading_zeros() as i32;
    let mut e = top + scale + f.bias();
    // Bits to drop so that f.frac bits remain below the leading one (denormals: fewer).
    let mut drop = top - f.frac as i32;
    if e < 1 {
        drop += 1 - e;
        e = 1;
    }
    let mut sig = if drop >= 0 { shr_round(m, drop as u32, d) } else { m << (-drop) as u32 };
    if sig >> (f.frac + 1) != 0 {
        // Rounding carried into a new leading bit.
        sig >>= 1;
        e += 1;
    }
    if sig >> f.frac == 0 {
        // Denormal (or rounded to zero).
        return sign | sig as u64;
    }
    if e >= f.max_exp {
        return sign
            | if d == Dir::Down {
                ((f.max_exp as u64 - 1) << f.frac) | ((1u64 << f.frac) - 1)
            } else {
                (f.max_exp as u64) << f.frac
            };
    }
    sign | (e as u64) << f.frac | (sig as u64 & ((1u64 << f.frac) - 1))
}

/// A finite f64 as sign, integer significand and the weight of its last bit: `x = ±m * 2^scale`.
fn unpack(x: u64) -> (bool, u128, i32) {
    let e = (x >> 52 & 0x7ff) as i32;
    let frac = (x & FRAC) as u128;
    if e == 0 {
        (x & SIGN != 0, frac, 1 - 1075)
    } else {
        (x & SIGN != 0, frac | 1 << 52, e - 1075)
    }
}

/// A signed term of a sum: `±m * 2^scale`.
#[derive(Clone, Copy)]
struct Term {
    neg: bool,
    m: u128,
    scale: i32,
}

/// `a + b` rounded once in mode `rm`. Both terms have at most 107 significant bits.
fn sum(a: Term, b: Term, rm: Round) -> u64 {
    if a.m == 0 && b.m == 0 {
        // Zeros: -0 only when both are -0 (or in rm when the signs differ).
        return if a.neg == b.neg { (a.neg as u64) << 63 } else { ((rm == Round::Down) as u64) << 63 };
    }
    if a.m == 0 {
        return round_pack(F64, b.neg, b.m, b.scale, rm);
    }
    if b.m == 0 {
        return round_pack(F64, a.neg, a.m, a.scale, rm);
    }
    // A frame whose top is 124 bits above its unit holds both (and a carry) in an i128.
    let top = |t: &Term| t.scale + 128 - t.m.leading_zeros() as i32;
    let unit = top(&a).max(top(&b)) - 124;
    let place = |t: &Term| -> i128 {
        let v = if t.scale >= unit { t.m << (t.scale - unit) as u32 } else { shr_sticky(t.m, (unit - t.scale) as u32) } as i128;
        if t.neg {
            -v
        } else {
            v
        }
    };
    let s = place(&a) + place(&b);
    if s == 0 {
        // An exact cancellation.
        return ((rm == Round::Down) as u64) << 63;
    }
    round_pack(F64, s < 0, s.unsigned_abs(), unit, rm)
}

/// f64 add: `a + b`, the sources already through [`operand`].
pub fn add(a: u64, b: u64, rm: Round) -> u64 {
    if is_nan(b) {
        return b;
    }
    if is_nan(a) {
        return a;
    }
    if is_inf(a) {
        return if is_inf(b) && a != b { DEFAULT_NAN } else { a };
    }
    if is_inf(b) {
        return b;
    }
    let (an, am, ae) = unpack(a);
    let (bn, bm, be) = unpack(b);
    sum(Term { neg: an, m: am, scale: ae }, Term { neg: bn, m: bm, scale: be }, rm)
}

/// f64 fused multiply-add: `a * b + c` rounded once.
pub fn fma(a: u64, b: u64, c: u64, rm: Round) -> u64 {
    if is_nan(b) {
        return b;
    }
    if is_nan(c) {
        return c;
    }
    if is_nan(a) {
        return a;
    }
    let pneg = (a ^ b) & SIGN != 0;
    if is_inf(a) || is_inf(b) {
        if is_zero(a) || is_zero(b) || is_inf(c) && (c & SIGN != 0) != pneg {
            return DEFAULT_NAN;
        }
        return EXP | (pneg as u64) << 63;
    }
    if is_inf(c) {
        return c;
    }
    let (_, am, ae) = unpack(a);
    let (_, bm, be) = unpack(b);
    let (cn, cm, ce) = unpack(c);
    sum(Term { neg: pneg, m: am * bm, scale: ae + be }, Term { neg: cn, m: cm, scale: ce }, rm)
}

/// f64 multiply: the product plus a zero that keeps its sign (-0, or +0 in rm).
pub fn mul(a: u64, b: u64, rm: Round) -> u64 {
    fma(a, b, if rm == Round::Down { 0 } else { SIGN }, rm)
}

/// f64 min (`min`) or max: a NaN gives the other operand (two NaNs: `b`); -0 < +0.
pub fn minmax(a: u64, b: u64, min: bool) -> u64 {
    match (is_nan(a), is_nan(b)) {
        (_, true) if is_nan(a) => b,
        (true, _) => b,
        (_, true) => a,
        _ => {
            // Sign-magnitude order as a total order on the bits.
            let key = |x: u64| if x & SIGN != 0 { !x } else { x | SIGN };
            if (key(a) < key(b)) == min {
                a
            } else {
                b
            }
        }
    }
}

/// Comparison of two f64 (denormals as they are, ±0 equal): 1 less, 2 equal, 4 greater, 8 unordered,
/// the bits of `set`'s condition.
pub fn compare(a: u64, b: u64) -> u8 {
    if is_nan(a) || is_nan(b) {
        return 8;
    }
    if is_zero(a) && is_zero(b) || a == b {
        return 2;
    }
    let key = |x: u64| if x & SIGN != 0 { !x } else { x | SIGN };
    if key(a) < key(b) {
        1
    } else {
        4
    }
}

/// f32 to f64: exact; a NaN keeps its sign and payload, quieted.
pub fn f32_to_f64(x: u32) -> u64 {
    let neg = x >> 31 != 0;
    let sign = (neg as u64) << 63;
    let e = (x >> 23 & 0xff) as i32;
    let frac = (x & 0x7f_ffff) as u64;
    if e == 0xff {
        return if frac != 0 { sign | EXP | QUIET | frac << 29 } else { sign | EXP };
    }
    let (m, scale) = if e == 0 { (frac, -149) } else { (frac | 1 << 23, e - 150) };
    round_pack(F64, neg, m as u128, scale, Round::Near)
}

/// f64 to f32 in mode `rm`, denormals kept; a NaN keeps its sign and the top of its payload, quieted.
pub fn f64_to_f32(x: u64, rm: Round) -> u32 {
    let neg = x & SIGN != 0;
    if is_nan(x) {
        return (neg as u32) << 31 | 0x7fc0_0000 | ((x & FRAC) >> 29) as u32;
    }
    if is_inf(x) {
        return (neg as u32) << 31 | 0x7f80_0000;
    }
    let (_, m, scale) = unpack(x);
    round_pack(F32, neg, m, scale, rm) as u32
}

/// f64 rounded to an integral f64 in mode `rm` (NaN and inf as they are, the sign of a zero kept).
pub fn rint(x: u64, rm: Round) -> u64 {
    if x & EXP == EXP {
        return x;
    }
    let (neg, m, scale) = unpack(x);
    if scale >= 0 {
        return x;
    }
    let k = shr_round(m, (-scale) as u32, dir(rm, neg));
    round_pack(F64, neg, k, 0, Round::Near) | (neg as u64) << 63
}

/// An unsigned 64-bit integer to f64 (`f32`: to f32) in mode `rm`, seen as positive.
pub fn from_u64(x: u64, rm: Round, f32: bool) -> u64 {
    round_pack(if f32 { F32 } else { F64 }, false, x as u128, 0, rm)
}

/// A nonnegative f64 (`f32`: the f32 in the low 32 bits) to an unsigned 64-bit integer, the magnitude
/// rounded in direction `rm` (the mode already seen from the sign): all ones from 2^64 (and inf) up.
pub fn to_u64(x: u64, rm: Round, f32: bool) -> u64 {
    let (m, scale) = if f32 {
        let x = x as u32;
        let e = (x >> 23 & 0xff) as i32;
        if e == 0xff {
            return u64::MAX;
        }
        let frac = (x & 0x7f_ffff) as u128;
        if e == 0 {
            (frac, -149)
        } else {
            (frac | 1 << 23, e - 150)
        }
    } else {
        if x & EXP == EXP {
            return u64::MAX;
        }
        let (_, m, scale) = unpack(x);
        (m, scale)
    };
    if m == 0 {
        return 0;
    }
    if scale >= 0 {
        let top = 128 - m.leading_zeros() as i32 + scale;
        return if top > 64 { u64::MAX } else { (m << scale as u32) as u64 };
    }
    shr_round(m, (-scale) as u32, dir(rm, false)).min(u64::MAX as u128) as u64
}

/// The conversion's modifiers and types, as the instruction's words give them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Conv {
    pub rm: Round,
    /// f2f: round to an integral value (f64 to f64 only).
    pub rint: bool,
    pub abs: bool,
    pub neg: bool,
    /// Float source and destination widths: 64-bit when set.
    pub src64: bool,
    pub dst64: bool,
    /// Integer side signed.
    pub signed: bool,
}

/// Float to float (one side f64): the result (32-bit results in the low word) and its flags.
pub fn cvt_f2f(x: u64, c: Conv) -> (u64, u8) {
    let mut v = if c.src64 { x } else { f32_to_f64(x as u32) };
    if is_nan(v) {
        v |= QUIET;
    } else {
        if c.abs {
            v &= !SIGN;
        }
        if c.neg {
            v ^= SIGN;
        }
    }
    if c.rint && c.src64 && c.dst64 {
        v = rint(v, c.rm);
    }
    if c.dst64 {
        (v, flags64(v))
    } else {
        let r = f64_to_f32(v, c.rm);
        (r as u64, flags32(r))
    }
}

/// Integer to float (one side 64-bit): `src64` here means a 64-bit integer source.
pub fn cvt_i2f(x: u64, c: Conv) -> (u64, u8) {
    let mut v = if c.src64 { x } else if c.signed { x as u32 as i32 as i64 as u64 } else { x as u32 as u64 };
    let mut neg = false;
    if c.signed && v & SIGN != 0 {
        v = v.wrapping_neg();
        neg = true;
    }
    if c.abs {
        neg = false;
    }
    neg ^= c.neg;
    // Only a signed conversion rounds the magnitude as the sign asks; an unsigned one rounds as if
    // positive and then takes the sign.
    let rm = if c.signed { seen_from(c.rm, neg) } else { c.rm };
    if c.dst64 {
        let r = from_u64(v, rm, false) | (neg as u64) << 63;
        (r, flags64(r))
    } else {
        let r = from_u64(v, rm, true) as u32 | (neg as u32) << 31;
        (r as u64, flags32(r))
    }
}

/// The mode that rounds a magnitude as `rm` rounds a value of sign `neg` (rm and rp swap).
fn seen_from(rm: Round, neg: bool) -> Round {
    match (rm, neg) {
        (Round::Down, true) => Round::Up,
        (Round::Up, true) => Round::Down,
        (r, _) => r,
    }
}

/// Float to integer (one side 64-bit): `src64` a f64 source, `dst64` a 64-bit integer result.
/// Out of range saturates and sets the overflow flag; a NaN gives the sign bit alone (the smallest
/// signed, or 2^63 / 2^31 unsigned) with overflow.
pub fn cvt_f2i(x: u64, c: Conv) -> (u64, u8) {
    let sbit = if c.src64 { 63 } else { 31 };
    let mut x = x;
    if c.abs {
        x &= !(1 << sbit);
    }
    if c.neg {
        x ^= 1 << sbit;
    }
    let neg = x >> sbit & 1 != 0;
    x &= !(1 << sbit);
    let nan = if c.src64 { is_nan(x) } else { x as u32 & 0x7f80_0000 == 0x7f80_0000 && x as u32 & 0x7f_ffff != 0 };
    let dbit = if c.dst64 { 63 } else { 31 };
    let (mut r, ovf) = if nan {
        (1u64 << dbit, true)
    } else {
        let mag = to_u64(x, seen_from(c.rm, neg), !c.src64);
        // (The hardware flags a magnitude of exactly 2^32 - 1 as an overflow, wherever it lands.)
        let mut ovf = mag == 0xffff_ffff;
        let r = if c.signed {
            let limit = 1u64 << dbit;
            if neg {
                let m = if mag > limit {
                    ovf = true;
                    limit
                } else {
                    mag
                };
                m.wrapping_neg()
            } else if mag >= limit {
                ovf = true;
                limit - 1
            } else {
                mag
            }
        } else if neg && mag != 0 {
            ovf = true;
            0
        } else if !c.dst64 && mag >> 32 != 0 {
            ovf = true;
            0xffff_ffff
        } else {
            mag
        };
        (r, ovf)
    };
    if !c.dst64 {
        r &= 0xffff_ffff;
    }
    let f = if r == 0 {
        1
    } else if r >> dbit & 1 != 0 {
        2
    } else {
        0
    };
    (r, f | (ovf as u8) << 3)
}

#[cfg(test)]
mod tests {
    use super::*;
    use Round::*;

    const ONE: u64 = 0x3ff0_0000_0000_0000;
    /// 2^-60.
    const TINY: u64 = (1023 - 60) << 52;

    #[test]
    fn one_plus_a_tiny_rounds_in_each_mode() {
        // 1 + 2^-60 lies strictly between 1 and the next double 1 + 2^-52.
        assert_eq!(add(ONE, TINY, Near), ONE);
        assert_eq!(add(ONE, TINY, Zero), ONE);
        assert_eq!(add(ONE, TINY, Down), ONE);
        assert_eq!(add(ONE, TINY, Up), ONE + 1);
        // -1 - 2^-60: rm goes away from zero, rp toward.
        assert_eq!(add(ONE | SIGN, TINY | SIGN, Down), (ONE + 1) | SIGN);
        assert_eq!(add(ONE | SIGN, TINY | SIGN, Up), ONE | SIGN);
        // 1 - 2^-60: just below 1, whose predecessor is 1 - 2^-53 (0x3fefffffffffffff).
        assert_eq!(add(ONE, TINY | SIGN, Near), ONE);
        assert_eq!(add(ONE, TINY | SIGN, Zero), 0x3fef_ffff_ffff_ffff);
        assert_eq!(add(ONE, TINY | SIGN, Down), 0x3fef_ffff_ffff_ffff);
        assert_eq!(add(ONE, TINY | SIGN, Up), ONE);
    }

    #[test]
    fn ties_go_to_even() {
        // 1 + 2^-53 is halfway between 1 and 1 + 2^-52: to 1 (even); (1 + 2^-52) + 2^-53 up to 1 + 2^-51.
        let half_ulp = (1023 - 53) << 52;
        assert_eq!(add(ONE, half_ulp, Near), ONE);
        assert_eq!(add(ONE + 1, half_ulp, Near), ONE + 2);
    }

    #[test]
    fn zero_signs() {
        let (p, n) = (0u64, SIGN);
        assert_eq!(add(p, n, Near), p);
        assert_eq!(add(p, n, Down), n);
        assert_eq!(add(n, n, Up), n);
        // x - x is +0 except in rm.
        assert_eq!(add(ONE, ONE | SIGN, Zero), p);
        assert_eq!(add(ONE, ONE | SIGN, Down), n);
        // -0 * 5 is -0; the product of zeros keeps its sign in every mode.
        assert_eq!(mul(n, 0x4014_0000_0000_0000, Near), n);
        assert_eq!(mul(n, ONE, Down), n);
        assert_eq!(mul(p, ONE, Down), p);
        assert_eq!(minmax(n, p, true), n);
        assert_eq!(minmax(p, n, true), n);
        assert_eq!(minmax(n, p, false), p);
        assert_eq!(compare(n, p), 2);
    }

    #[test]
    fn fused_keeps_the_low_product_bits() {
        // (1 + 2^-52)^2 - 1 = 2^-51 + 2^-104 exactly (a separate multiply would lose the 2^-104). The
        // ulp at 2^-51 is 2^-103, so that is a tie: to even (2^-51) in rn, the next double up in rp.
        let x = ONE + 1;
        assert_eq!(fma(x, x, ONE | SIGN, Near), 0x3cc0_0000_0000_0000);
        assert_eq!(fma(x, x, ONE | SIGN, Up), 0x3cc0_0000_0000_0001);
        assert_eq!(fma(x, x, ONE | SIGN, Zero), 0x3cc0_0000_0000_0000);
    }

    #[test]
    fn overflow_by_mode() {
        let max = 0x7fef_ffff_ffff_ffffu64;
        let big = 0x7fe0_0000_0000_0000u64;
        assert_eq!(add(big, big, Near), EXP);
        assert_eq!(add(big, big, Zero), max);
        assert_eq!(add(big, big, Down), max);
        assert_eq!(add(big, big, Up), EXP);
        assert_eq!(add(big | SIGN, big | SIGN, Up), max | SIGN);
        assert_eq!(add(big | SIGN, big | SIGN, Down), EXP | SIGN);
        assert_eq!(mul(big, 0x4000_0000_0000_0000, Zero), max);
    }

    #[test]
    fn denormals_are_kept() {
        // The smallest denormals: 2^-1074 + 2^-1074 = 2^-1073; (2^-1074) * 0.5 rounds to 0 (tie to even)
        // in rn, to 2^-1074 in rp, and -2^-1074 * 0.5 to -2^-1074 in rm.
        assert_eq!(add(1, 1, Near), 2);
        let half = 0x3fe0_0000_0000_0000;
        assert_eq!(mul(1, half, Near), 0);
        assert_eq!(mul(1, half, Up), 1);
        assert_eq!(mul(1 | SIGN, half, Down), 1 | SIGN);
        assert_eq!(mul(1 | SIGN, half, Up), SIGN);
    }

    #[test]
    fn nans() {
        let q = 0x7ff8_0000_0000_0000u64;
        assert_eq!(add(EXP, EXP | SIGN, Near), DEFAULT_NAN);
        assert_eq!(mul(EXP, 0, Near), DEFAULT_NAN);
        assert_eq!(add(q | 5, q | SIGN | 7, Near), q | SIGN | 7);
        assert_eq!(fma(q | 1, q | 2, q | 3, Near), q | 2);
        assert_eq!(fma(q | 1, ONE, q | 3, Near), q | 3);
        // A signalling NaN is quieted and neg passes it by.
        assert_eq!(operand(0x7ff0_0000_0000_0001, false, true), 0x7ff8_0000_0000_0001);
        assert_eq!(minmax(q, ONE, true), ONE);
        assert_eq!(minmax(ONE, q, false), ONE);
        assert_eq!(flags64(q), 3);
        assert_eq!(compare(q, q), 8);
    }

    #[test]
    fn conversions() {
        let c = Conv { rm: Near, rint: false, abs: false, neg: false, src64: false, dst64: true, signed: false };
        // f32 1.0 is f64 1.0 (all 64 bits written); the smallest f32 denormal 2^-149 is normal in f64.
        assert_eq!(cvt_f2f(0x3f80_0000, c), (ONE, 0));
        assert_eq!(cvt_f2f(1, c).0, (1023 - 149) << 52);
        // f64 1 + 2^-30 to f32: below half an f32 ulp (2^-24) in rn, up in rp.
        let x = ONE | 1 << 22;
        let to32 = Conv { src64: true, dst64: false, ..c };
        assert_eq!(cvt_f2f(x, to32).0, 0x3f80_0000);
        assert_eq!(cvt_f2f(x, Conv { rm: Up, ..to32 }).0, 0x3f80_0001);
        // rint of -2.5: -2 in rn, -3 in rm.
        let ri = Conv { src64: true, dst64: true, rint: true, ..c };
        assert_eq!(cvt_f2f(0xc004_0000_0000_0000, ri).0, 0xc000_0000_0000_0000);
        assert_eq!(cvt_f2f(0xc004_0000_0000_0000, Conv { rm: Down, ..ri }).0, 0xc008_0000_0000_0000);
        // -0.5 in rint rn is -0.
        assert_eq!(cvt_f2f(0xbfe0_0000_0000_0000, ri), (SIGN, 1));
        // 2^53 + 1 to f64: a tie, to even 2^53; rp: 2^53 + 2.
        let i2f = Conv { src64: true, dst64: true, ..c };
        assert_eq!(cvt_i2f((1 << 53) + 1, i2f).0, 0x4340_0000_0000_0000);
        assert_eq!(cvt_i2f((1 << 53) + 1, Conv { rm: Up, ..i2f }).0, 0x4340_0000_0000_0001);
        // s32 -1 to f64 -1.
        assert_eq!(cvt_i2f(0xffff_ffff, Conv { src64: false, signed: true, ..i2f }), (ONE | SIGN, 2));
        // f64 -1.5 to s64 in rm: -2; to u64: 0 with overflow.
        let f2i = Conv { rm: Down, src64: true, dst64: true, signed: true, ..c };
        assert_eq!(cvt_f2i(0xbff8_0000_0000_0000, f2i), ((-2i64) as u64, 2));
        assert_eq!(cvt_f2i(0xbff8_0000_0000_0000, Conv { signed: false, ..f2i }), (0, 1 | 8));
        // 2^63 to s64 saturates to the largest; a NaN gives the sign bit with overflow.
        assert_eq!(cvt_f2i(0x43e0_0000_0000_0000, f2i), (i64::MAX as u64, 8));
        assert_eq!(cvt_f2i(0x7ff8_0000_0000_0000, f2i), (SIGN, 2 | 8));
    }
}
