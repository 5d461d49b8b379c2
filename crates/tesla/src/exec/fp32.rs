//! G80's f32 arithmetic, comparisons and conversions, one lane at a time, on raw bits: what the
//! hardware computes (the G80 reference results, `shared/vectors/tesla-hwtest/fp_*`), not IEEE 754.
//!
//! The rules, as the reference results show them:
//! - denormal inputs read as zeros of their sign, and results below the smallest normal become zeros of
//!   their sign (after rounding);
//! - a NaN result is always the canonical `0x7fffffff`, whatever the inputs' payloads;
//! - add aligns the smaller operand with a sticky bit and rounds once; mul rounds the exact product;
//! - mad (not fused) truncates the product to 24 bits, adds with a sticky bit, rounds to nearest;
//! - `sat` clamps to [+0, 1.0], NaN stays NaN;
//! - min/max return the non-NaN operand, flush denormals, order -0 below +0;
//! - the f16 conversions go through f32, with the hardware's quirks in integer to f16.
//!
//! Flags (`$c`): bit 0 zero, bit 1 sign, 2 carry, 3 overflow; a float result sets zero for ±0, sign for
//! negatives, both for NaN.

use super::op::Round;

/// The NaN every operation returns.
pub const NAN: u32 = 0x7fff_ffff;
const SIGN: u32 = 0x8000_0000;
const ONE: u32 = 0x3f80_0000;
const HIDDEN: u32 = 1 << 23;

#[inline]
pub fn is_nan(x: u32) -> bool {
    x & !SIGN > 0x7f80_0000
}
/// Infinity of sign `s`.
#[inline]
fn inf(s: bool) -> u32 {
    (s as u32) << 31 | 0x7f80_0000
}
#[inline]
fn is_inf(x: u32) -> bool {
    x & !SIGN == 0x7f80_0000
}

/// How a magnitude is rounded: to nearest even, away from zero, toward zero.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Dir {
    Even,
    Away,
    Trunc,
}

/// The rounding of a magnitude of sign `neg` in mode `r`.
#[inline]
fn dir(r: Round, neg: bool) -> Dir {
    match r {
        Round::Near => Dir::Even,
        Round::Zero => Dir::Trunc,
        Round::Down => {
            if neg {
                Dir::Away
            } else {
                Dir::Trunc
            }
        }
        Round::Up => {
            if neg {
                Dir::Trunc
            } else {
                Dir::Away
            }
        }
    }
}

/// `x >> n` rounded in direction `d` (`n` may exceed the width: all bits are then the remainder).
#[inline]
fn shr_round(x: u64, n: u32, d: Dir) -> u64 {
    if n == 0 {
        return x;
    }
    let (q, rem, half) = if n >= 64 {
        // Everything shifted out: the remainder is x itself, against a half of 2^n.
        (0, x, if n == 64 { 1u64 << 63 } else { u64::MAX })
    } else {
        (x >> n, x & ((1u64 << n) - 1), 1u64 << (n - 1))
    };
    let up = match d {
        Dir::Trunc => false,
        Dir::Away => rem != 0,
        Dir::Even => {
            if n > 64 {
                false
            } else {
                rem > half || rem == half && q & 1 == 1
            }
        }
    };
    q + up as u64
}

/// `x >> n` keeping a sticky bit: the lowest bit is set when anything nonzero was shifted out. A
/// negative `n` shifts left.
#[inline]
fn shr_sticky(x: u64, n: i32) -> u64 {
    if n <= 0 {
        x << (-n) as u32
    } else if n >= 64 {
        (x != 0) as u64
    } else {
        x >> n | (x & ((1u64 << n) - 1) != 0) as u64
    }
}

/// A finite operand: sign, biased exponent (1 for zeros and denormals) and 24-bit significand (0 for
/// zeros and flushed denormals).
#[inline]
fn parts(x: u32) -> (bool, i32, u64) {
    let e = (x >> 23 & 0xff) as i32;
    if e == 0 {
        (x & SIGN != 0, 1, 0)
    } else {
        (x & SIGN != 0, e, (HIDDEN | x & 0x7f_ffff) as u64)
    }
}

/// Builds the result of sign `s`, exponent `e` and rounded significand `f` (bit 23 the leading one, or
/// 2^24 after a carry): flushed to a signed zero below the normals, to infinity or the largest finite
/// above them (by mode `r`).
#[inline]
fn pack(s: bool, mut e: i32, mut f: u64, r: Round) -> u32 {
    let sign = if s { SIGN } else { 0 };
    if f == 0 {
        return sign;
    }
    if f == 2 * HIDDEN as u64 {
        f >>= 1;
        e += 1;
    }
    if e <= 0 || f < HIDDEN as u64 {
        return sign;
    }
    if e >= 0xff {
        return if dir(r, s) == Dir::Trunc { sign | 0x7f7f_ffff } else { sign | 0x7f80_0000 };
    }
    sign | (e as u32) << 23 | (f as u32 & 0x7f_ffff)
}

/// Normalises `x` (nonzero) so its top bit is `bit`, adjusting the exponent `e`.
#[inline]
fn normalise(x: u64, e: &mut i32, bit: u32) -> u64 {
    let top = 63 - x.leading_zeros();
    if top > bit {
        *e += (top - bit) as i32;
        x >> (top - bit)
    } else {
        *e -= (bit - top) as i32;
        x << (bit - top)
    }
}

/// The sum of two finite values' parts, rounded in `r` (shared by add and mad). Each value is three
/// numbers (sign, exponent, fraction): a struct for them would only be unpacked again here.
#[allow(clippy::too_many_arguments)]
fn sum_parts(sa: bool, ea: i32, fa: u64, sb: bool, eb: i32, fb: u64, r: Round, sign_dir: bool) -> u32 {
    // Three guard bits and a carry bit: the larger operand's leading one lands at bit 26.
    let e = ea.max(eb) + 1;
    let a = shr_sticky(fa, e - ea - 4) as i64;
    let b = shr_sticky(fb, e - eb - 4) as i64;
    let sum = if sa { -a } else { a } + if sb { -b } else { b };
    if sum == 0 {
        return if sa && sb { SIGN } else { 0 };
    }
    let s = sum < 0;
    let mut e = e;
    let mut m = normalise(sum.unsigned_abs(), &mut e, 27);
    if !sign_dir && e < 1 {
        // mad: below the normals the sum is truncated to the smallest exponent before rounding.
        m >>= (1 - e).min(63) as u32;
        e = 1;
    }
    let d = if sign_dir { dir(r, s) } else { dir(r, false) };
    pack(s, e, shr_round(m, 4, d), r)
}

/// The common case of round to nearest, by the host's IEEE arithmetic: normal inputs and a normal
/// result, where G80's rule is IEEE's (zeros, denormals, infinities and NaNs take the exact path).
#[inline(always)]
fn near_fast(a: u32, b: u32, op: impl Fn(f32, f32) -> f32) -> Option<u32> {
    let normal = |x: u32| (x >> 23 & 0xff).wrapping_sub(1) < 0xfe;
    if normal(a) && normal(b) {
        let v = op(f32::from_bits(a), f32::from_bits(b)).to_bits();
        if normal(v) {
            return Some(v);
        }
    }
    None
}

/// The directed modes' common case: normal inputs whose exact result f64 holds (any product; a sum
/// whose exponents differ by at most 28: 24 + 28 bits and a carry fit 53), rounded to nearest f32 by the host, then moved one step where
/// the mode says; `None` where that result is not a normal number (the exact path decides).
#[inline(always)]
fn directed_fast(a: u32, b: u32, r: Round, op: impl Fn(f64, f64) -> f64) -> Option<u32> {
    let normal = |x: u32| (x >> 23 & 0xff).wrapping_sub(1) < 0xfe;
    if !normal(a) || !normal(b) {
        return None;
    }
    let v = op(f32::from_bits(a) as f64, f32::from_bits(b) as f64);
    let c = v as f32;
    let (cb, cv) = (c.to_bits(), c as f64);
    if !normal(cb) {
        return None;
    }
    let out = match r {
        Round::Near => cb,
        Round::Zero if cv.abs() > v.abs() => cb - 1,
        Round::Down if cv > v => if c > 0.0 { cb - 1 } else { cb + 1 },
        Round::Up if cv < v => if c > 0.0 { cb + 1 } else { cb - 1 },
        _ => cb,
    };
    normal(out).then_some(out)
}

/// `a + b` in mode `r`.
pub fn add(a: u32, b: u32, r: Round) -> u32 {
    let fast = match r {
        Round::Near => near_fast(a, b, |x, y| x + y),
        // The f64 sum is exact when the exponents are close.
        _ if (a >> 23 & 0xff).abs_diff(b >> 23 & 0xff) <= 28 => directed_fast(a, b, r, |x, y| x + y),
        _ => None,
    };
    fast.unwrap_or_else(|| add_exact(a, b, r))
}

/// [`add`] on the exact path.
fn add_exact(a: u32, b: u32, r: Round) -> u32 {
    if is_nan(a) || is_nan(b) {
        return NAN;
    }
    if is_inf(a) {
        return if is_inf(b) && a != b { NAN } else { a };
    }
    if is_inf(b) {
        return b;
    }
    let (sa, ea, fa) = parts(a);
    let (sb, eb, fb) = parts(b);
    sum_parts(sa, ea, fa, sb, eb, fb, r, true)
}

/// `a * b` in mode `r`.
pub fn mul(a: u32, b: u32, r: Round) -> u32 {
    let fast = match r {
        Round::Near => near_fast(a, b, |x, y| x * y),
        // A product of two f32 is exact in f64.
        _ => directed_fast(a, b, r, |x, y| x * y),
    };
    fast.unwrap_or_else(|| mul_exact(a, b, r))
}

/// [`mul`] on the exact path.
fn mul_exact(a: u32, b: u32, r: Round) -> u32 {
    if is_nan(a) || is_nan(b) {
        return NAN;
    }
    let (sa, ea, fa) = parts(a);
    let (sb, eb, fb) = parts(b);
    let s = sa ^ sb;
    if is_inf(a) || is_inf(b) {
        return if fa == 0 || fb == 0 { NAN } else { inf(s) };
    }
    let p = fa * fb;
    if p == 0 {
        return if s { SIGN } else { 0 };
    }
    // Bit 46 of the product is the exponent ea + eb - 127; bit 47 one more.
    let mut e = ea + eb - 127 + 1;
    let p = normalise(p, &mut e, 47);
    pack(s, e, shr_round(p, 24, dir(r, s)), r)
}

/// `a * b + c` as G80's mad computes it: the product truncated to 24 bits (not rounded, not flushed),
/// then added and rounded to nearest.
#[inline]
pub fn mad(a: u32, b: u32, c: u32) -> u32 {
    mad_fast(a, b, c).unwrap_or_else(|| mad_exact(a, b, c))
}

/// [`mad`]'s common case by the host's f64 arithmetic: normal inputs and a normal result. The product
/// of two 24-bit significands is exact in f64, and clearing its low 29 fraction bits truncates it to 24
/// bits as G80 does (toward zero, at any exponent); the sum of that and `c`, rounded to f64 and then to
/// f32, is the sum rounded once to nearest (53 >= 2 x 24 + 2 bits: the double rounding of a sum of two
/// 24-bit values is harmless). A result in the lowest binade (or below, or an overflow) takes the exact
/// path, where mad truncates below the normals before rounding. Checked against [`mad_exact`] in the
/// tests below, and against the G80 reference results by the hwtest suite.
/// A zero (or flushed denormal) on either side of the sum leaves the other side: `c` when a factor is
/// zero, the product rounded to nearest (as [`mul`]) when `c` is.
#[inline(always)]
fn mad_fast(a: u32, b: u32, c: u32) -> Option<u32> {
    let exp = |x: u32| x >> 23 & 0xff;
    let normal = |x: u32| exp(x).wrapping_sub(1) < 0xfe;
    if !(normal(a) && normal(b) && normal(c)) {
        if normal(a) && normal(b) && exp(c) == 0 {
            return near_fast(a, b, |x, y| x * y);
        }
        let finite = |x: u32| exp(x) != 0xff;
        return (finite(a) && finite(b) && (exp(a) == 0 || exp(b) == 0) && normal(c)).then_some(c);
    }
    let p = f32::from_bits(a) as f64 * f32::from_bits(b) as f64;
    let p = f64::from_bits(p.to_bits() & !((1u64 << 29) - 1));
    let v = ((p + f32::from_bits(c) as f64) as f32).to_bits();
    // Biased exponent 2 to 254.
    ((v >> 23 & 0xff).wrapping_sub(2) < 0xfd).then_some(v)
}

/// [`mad`] on the exact path.
fn mad_exact(a: u32, b: u32, c: u32) -> u32 {
    if is_nan(a) || is_nan(b) || is_nan(c) {
        return NAN;
    }
    let (sa, ea, fa) = parts(a);
    let (sb, eb, fb) = parts(b);
    let (sc, ec, fc) = parts(c);
    let sp = sa ^ sb;
    if is_inf(a) || is_inf(b) {
        if fa == 0 || fb == 0 || is_inf(c) && sc != sp {
            return NAN;
        }
        return inf(sp);
    }
    if is_inf(c) {
        return c;
    }
    if fa == 0 || fb == 0 || fc == 0 {
        return add(mul(a, b, Round::Near), c, Round::Near);
    }
    let mut ep = ea + eb - 127 + 1;
    let p = normalise(fa * fb, &mut ep, 47) >> 24;
    sum_parts(sp, ep, p, sc, ec, fc, Round::Near, false)
}

/// `sat`: clamps to [+0, 1.0]; NaN stays the canonical NaN.
pub fn sat(x: u32) -> u32 {
    if is_nan(x) {
        NAN
    } else if x & SIGN != 0 {
        0
    } else {
        x.min(ONE)
    }
}

/// The comparison of `a` with `b`: 0 greater, 1 equal, 2 less, 3 unordered (denormals are zeros, the
/// zeros equal). The same value is the flags of a result compared with 0.
pub fn cmp(a: u32, b: u32) -> u8 {
    if is_nan(a) || is_nan(b) {
        return 3;
    }
    let (sa, ea, fa) = parts(a);
    let (sb, eb, fb) = parts(b);
    if fa == 0 && fb == 0 {
        1
    } else if sa != sb {
        if sa {
            2
        } else {
            0
        }
    } else if ea == eb && fa == fb {
        1
    } else if (a < b) ^ sa {
        2
    } else {
        0
    }
}

/// The flags of an f32 result.
#[inline]
pub fn flags(x: u32) -> u8 {
    cmp(x, 0)
}

/// A denormal becomes a zero of its sign.
#[inline]
fn flush(x: u32) -> u32 {
    if x & 0x7f80_0000 == 0 {
        x & SIGN
    } else {
        x
    }
}

/// min (`min`) or max of `a` and `b`: a NaN operand loses to the other (two NaNs give the canonical
/// NaN); -0 is below +0.
pub fn minmax(a: u32, b: u32, min: bool) -> u32 {
    let (a, b) = match (is_nan(a), is_nan(b)) {
        (true, true) => return NAN,
        (true, false) => (b, b),
        (false, true) => (a, a),
        _ => (a, b),
    };
    let (a, b) = (flush(a), flush(b));
    let (na, nb) = (a & SIGN != 0, b & SIGN != 0);
    // Whether b is the larger.
    let b_larger = if na != nb { na } else { (a < b) ^ na };
    if b_larger != min {
        b
    } else {
        a
    }
}

/// Rounds to an integral value in mode `r` (`cvt rni` and friends on f32).
pub fn rint(x: u32, r: Round) -> u32 {
    if is_nan(x) {
        return NAN;
    }
    if is_inf(x) {
        return x;
    }
    let (s, e, f) = parts(x);
    // 127 + 23: the exponent from which every f32 is an integer.
    if e >= 150 {
        return pack(s, e, f, r);
    }
    let q = shr_round(f, (150 - e) as u32, dir(r, s));
    if q == 0 {
        return if s { SIGN } else { 0 };
    }
    let mut e = 150;
    let q = normalise(q, &mut e, 23);
    pack(s, e, q, r)
}

/// f16 (the low 16 bits) to f32, exactly (f16 denormals become normal f32s).
pub fn from_f16(h: u32) -> u32 {
    let h = h & 0xffff;
    let s = if h & 0x8000 != 0 { SIGN } else { 0 };
    let e = (h >> 10 & 0x1f) as i32;
    let m = (h & 0x3ff) as u64;
    if e == 0x1f {
        return if m != 0 { NAN } else { s | 0x7f80_0000 };
    }
    if e == 0 && m == 0 {
        return s;
    }
    let (mut e, m) = if e == 0 { (1 + 112, m) } else { (e + 112, m | 0x400) };
    let m = normalise(m << 13, &mut e, 23);
    pack(s != 0, e, m, Round::Near)
}

/// f32 to f16 in mode `r` (`trunc`: the significand is truncated, the overflow still follows `r`).
pub fn to_f16(x: u32, r: Round, trunc: bool) -> u32 {
    let s = (x >> 16) & 0x8000;
    if is_nan(x) {
        return 0x7fff;
    }
    if is_inf(x) {
        return s | 0x7c00;
    }
    let (neg, e, f) = parts(x);
    if e <= 0x5d {
        return s;
    }
    let mut e = e - 112;
    let mut n = 13;
    if e <= 0 {
        n += (1 - e) as u32;
        e = 1;
    }
    let mut m = shr_round(f, n, if trunc { Dir::Trunc } else { dir(r, neg) });
    if m == 0 {
        return s;
    }
    if m == 0x800 {
        m >>= 1;
        e += 1;
    }
    if m < 0x400 {
        return s | m as u32;
    }
    if e >= 0x1f {
        return s | if dir(r, neg) == Dir::Trunc { 0x7bff } else { 0x7c00 };
    }
    s | (e as u32) << 10 | (m as u32 & 0x3ff)
}

/// An unsigned magnitude to f32 in mode `r` (applied to the magnitude as positive).
fn from_u32(x: u32, r: Round) -> u32 {
    if x == 0 {
        return 0;
    }
    let mut e = 127 + 31;
    let m = normalise(x as u64, &mut e, 31);
    pack(false, e, shr_round(m, 8, dir(r, false)), r)
}

/// A positive f32 to an unsigned integer in mode `r`, saturating at 2^32 - 1 (NaN and negatives: 0).
fn to_u32(x: u32, r: Round) -> u32 {
    if is_nan(x) || x & SIGN != 0 {
        return 0;
    }
    if is_inf(x) {
        return u32::MAX;
    }
    let (_, e, f) = parts(x);
    let sh = e - 150;
    if sh >= 9 {
        return u32::MAX;
    }
    let v = if sh >= 0 { f << sh } else { shr_round(f, (-sh) as u32, dir(r, false)) };
    v.min(u32::MAX as u64) as u32
}

/// The cvt operand and result kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CvtMods {
    pub abs: bool,
    pub neg: bool,
    pub sat: bool,
    pub rint: bool,
    pub round: Round,
}

/// An integer of `bytes` bytes (1, 2, 4), `signed` or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Int {
    pub bytes: u32,
    pub signed: bool,
}

/// The source as sign and magnitude.
fn int_magnitude(v: u32, t: Int) -> (bool, u32) {
    let v = match (t.bytes, t.signed) {
        (1, false) => v & 0xff,
        (2, false) => v & 0xffff,
        (1, true) => v as u8 as i8 as i32 as u32,
        (2, true) => v as u16 as i16 as i32 as u32,
        _ => v,
    };
    if t.signed && v & SIGN != 0 {
        (true, v.wrapping_neg())
    } else {
        (false, v)
    }
}

/// A magnitude and sign clamped to the integer destination (its bits in the low `bytes`, or 16 bits
/// for an 8-bit destination of a half register). `wide`: the destination register is 32 bits.
fn clamp_int(neg: bool, mag: u32, t: Int, wide: bool) -> u32 {
    let r = if t.signed {
        let limit = 1u32 << (t.bytes * 8 - 1);
        if neg {
            mag.min(limit).wrapping_neg()
        } else {
            mag.min(limit - 1)
        }
    } else if neg {
        0
    } else {
        match t.bytes {
            1 => mag.min(0xff),
            2 => mag.min(0xffff),
            _ => mag,
        }
    };
    if wide {
        r
    } else {
        r & 0xffff
    }
}

/// The flags of an integer result in a 16- or 32-bit register.
#[inline]
fn int_flags(r: u32, wide: bool) -> u8 {
    let sign = if wide { r >> 31 } else { r >> 15 & 1 };
    if sign != 0 {
        2
    } else if r == 0 {
        1
    } else {
        0
    }
}

/// Integer to integer: `src` of type `st` into `dt` (`wide`: a 32-bit destination register), with
/// abs, neg, clamped to the destination's range. Returns the result and flags.
pub fn i2i(v: u32, st: Int, dt: Int, wide: bool, m: CvtMods) -> (u32, u8) {
    let (mut neg, mag) = int_magnitude(v, st);
    if m.abs {
        neg = false;
    }
    neg ^= m.neg;
    let r = clamp_int(neg, mag, dt, wide);
    (r, int_flags(r, wide))
}

/// Float (f32, or f16 in the low bits when `half`) to integer `dt`.
pub fn f2i(v: u32, half: bool, dt: Int, wide: bool, m: CvtMods) -> (u32, u8) {
    let mut x = if half { from_f16(v) } else { v };
    if m.abs {
        x &= !SIGN;
    }
    if m.neg {
        x ^= SIGN;
    }
    let neg = x & SIGN != 0;
    // The magnitude rounds in the mode as it applies to the value's sign.
    let r = match (m.round, neg) {
        (Round::Down, true) => Round::Up,
        (Round::Up, true) => Round::Down,
        (r, _) => r,
    };
    let mag = to_u32(x & !SIGN, r);
    let res = clamp_int(neg, mag, dt, wide);
    (res, int_flags(res, wide))
}

/// Float to float: f32 or f16 source (`half_src`), f32 or f16 destination (`half_dst`).
pub fn f2f(v: u32, half_src: bool, half_dst: bool, m: CvtMods) -> (u32, u8) {
    let mut x = if half_src { from_f16(v) } else { v };
    if m.abs {
        x &= !SIGN;
    }
    if m.neg {
        x ^= SIGN;
    }
    // Through the adder: canonical NaN, denormals flushed.
    let mut x = add(x, SIGN, Round::Near);
    if m.sat {
        x = sat(x);
    }
    if m.rint {
        x = rint(x, m.round);
    }
    if half_dst {
        let h = to_f16(x, m.round, m.rint);
        (h, flags(from_f16(h)))
    } else {
        (x, flags(x))
    }
}

/// Integer to float (f32, or f16 when `half_dst`), with G80's quirks of 32-bit integers to f16.
pub fn i2f(v: u32, st: Int, half_dst: bool, m: CvtMods) -> (u32, u8) {
    let (src_neg, mut mag) = int_magnitude(v, st);
    let neg = if m.abs { false } else { src_neg } ^ m.neg;
    let r = match (m.round, neg) {
        (Round::Down, true) => Round::Up,
        (Round::Up, true) => Round::Down,
        (r, _) => r,
    };
    if half_dst {
        // The f16 path keeps fewer of the top bits: magnitudes whose bits 5-29 are all ones read as 0
        // when rounding up or to nearest, and 2 to 6 top bits are dropped, depending on how many
        // leading zeros the low half of (magnitude - source sign) has.
        if matches!(r, Round::Near | Round::Up) && mag >> 5 & 0x1ff_ffff == 0x1ff_ffff {
            mag = 0;
        }
        let mut lo = mag.wrapping_sub(src_neg as u32) as u16;
        let mut n = 2;
        while lo < 0x8000 && n < 7 {
            lo <<= 1;
            n += 1;
        }
        mag = mag << n >> n;
    }
    let mut x = from_u32(mag, r);
    if neg {
        x ^= SIGN;
    }
    if m.sat {
        x = sat(x);
    }
    if half_dst {
        let h = to_f16(x, m.round, false);
        (h, flags(from_f16(h)))
    } else {
        (x, flags(x))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Round::*;

    #[test]
    fn add_rounds_and_flushes() {
        // 1 + 2^-24 is a tie: to nearest even stays 1, up goes to the next f32.
        assert_eq!(add(0x3f80_0000, 0x3380_0000, Near), 0x3f80_0000);
        assert_eq!(add(0x3f80_0000, 0x3380_0000, Up), 0x3f80_0001);
        // 1 + 1.5 * 2^-24 is above the tie.
        assert_eq!(add(0x3f80_0000, 0x33c0_0000, Near), 0x3f80_0001);
        // 1.0 - 2^-25: sticky bits decide, toward zero gives 0x3f7fffff.
        assert_eq!(add(0x3f80_0000, 0xb300_0000, Zero), 0x3f7f_ffff);
        assert_eq!(add(0x3f80_0000, 0xb300_0000, Near), 0x3f80_0000);
        // 2^-125 - 1.5*2^-126 = 2^-127: a denormal, flushed to +0.
        assert_eq!(add(0x0100_0000, 0x80c0_0000, Near), 0);
        // A denormal input is zero: +denormal + -0 = +0; -0 + -0 = -0; x - x = +0.
        assert_eq!(add(0x0000_0001, 0x8000_0000, Near), 0);
        assert_eq!(add(0x8000_0000, 0x8000_0000, Near), 0x8000_0000);
        assert_eq!(add(0x4040_0000, 0xc040_0000, Near), 0);
        // Overflow: inf to nearest, the largest finite toward zero.
        assert_eq!(add(0x7f7f_ffff, 0x7f7f_ffff, Near), 0x7f80_0000);
        assert_eq!(add(0x7f7f_ffff, 0x7f7f_ffff, Zero), 0x7f7f_ffff);
        assert_eq!(add(0xff7f_ffff, 0xff7f_ffff, Up), 0xff7f_ffff);
        // NaNs: canonical; inf - inf.
        assert_eq!(add(0x7f80_0aaa, 0x3f80_0000, Near), NAN);
        assert_eq!(add(0x7f80_0000, 0xff80_0000, Near), NAN);
        assert_eq!(add(0xff80_0000, 0x3f80_0000, Near), 0xff80_0000);
    }

    #[test]
    fn mul_and_mad() {
        // 1.5 * 1.5 = 2.25.
        assert_eq!(mul(0x3fc0_0000, 0x3fc0_0000, Near), 0x4010_0000);
        // (1 + 2^-23)^2 = 1 + 2^-22 + 2^-46: rounds down to nearest, up toward +inf.
        assert_eq!(mul(0x3f80_0001, 0x3f80_0001, Near), 0x3f80_0002);
        assert_eq!(mul(0x3f80_0001, 0x3f80_0001, Up), 0x3f80_0003);
        // 0 * inf, sign of zero products.
        assert_eq!(mul(0, 0x7f80_0000, Near), NAN);
        assert_eq!(mul(0x8000_0000, 0x3f80_0000, Near), 0x8000_0000);
        // 2^-70 * 2^-70 underflows to +0.
        assert_eq!(mul(0x1c80_0000, 0x1c80_0000, Near), 0);
        // mad truncates the product: (1 + 2^-23)^2 - 1 = 2^-22 exactly (fma would add 2^-46).
        assert_eq!(mad(0x3f80_0001, 0x3f80_0001, 0xbf80_0000), 0x3480_0000);
        // 3 * 0.5 + 1 = 2.5.
        assert_eq!(mad(0x4040_0000, 0x3f00_0000, 0x3f80_0000), 0x4020_0000);
        // Zero product: -0 * 1 + -0 = -0.
        assert_eq!(mad(0x8000_0000, 0x3f80_0000, 0x8000_0000), 0x8000_0000);
        // inf * 2 - inf.
        assert_eq!(mad(0x7f80_0000, 0x4000_0000, 0xff80_0000), NAN);
    }

    #[test]
    fn sat_cmp_minmax() {
        assert_eq!(sat(0xbf80_0000), 0);
        assert_eq!(sat(0x8000_0000), 0);
        assert_eq!(sat(0x4000_0000), ONE);
        assert_eq!(sat(0x7f80_0000), ONE);
        assert_eq!(sat(0xff80_0bbb), NAN);
        assert_eq!(sat(0x3f00_0000), 0x3f00_0000);
        assert_eq!(cmp(0x8000_0000, 0), 1);
        assert_eq!(cmp(0x0000_0001, 0), 1);
        assert_eq!(cmp(0xbf80_0000, 0x3f80_0000), 2);
        assert_eq!(cmp(0xc000_0000, 0xbf80_0000), 2);
        assert_eq!(cmp(0x7fff_ffff, 0), 3);
        assert_eq!(flags(0x3f80_0000), 0);
        assert_eq!(minmax(0x7fc0_0000, 0x3f80_0000, true), 0x3f80_0000);
        assert_eq!(minmax(0x7fc0_0000, 0xffc0_0000, false), NAN);
        assert_eq!(minmax(0x8000_0000, 0, true), 0x8000_0000);
        assert_eq!(minmax(0x8000_0000, 0, false), 0);
        assert_eq!(minmax(0xc000_0000, 0xbf80_0000, true), 0xc000_0000);
        assert_eq!(minmax(0x0000_0005, 0x8000_0000, false), 0);
    }

    #[test]
    fn conversions() {
        // f16 1.0 = 0x3c00; smallest f16 denormal 2^-24; 65504 the largest f16.
        assert_eq!(from_f16(0x3c00), ONE);
        assert_eq!(from_f16(0x0001), 0x3380_0000);
        assert_eq!(from_f16(0x7e00), NAN);
        assert_eq!(to_f16(ONE, Near, false), 0x3c00);
        assert_eq!(to_f16(0x4780_0000, Near, false), 0x7c00); // 65536
        assert_eq!(to_f16(0x4780_0000, Zero, false), 0x7bff);
        assert_eq!(to_f16(0x3380_0000, Near, false), 0x0001); // 2^-24
        let m = CvtMods { abs: false, neg: false, sat: false, rint: true, round: Near };
        // rint: 2.5 -> 2 to nearest, -2.5 -> -3 down.
        assert_eq!(rint(0x4020_0000, Near), 0x4000_0000);
        assert_eq!(rint(0xc020_0000, Down), 0xc040_0000);
        assert_eq!(rint(0x3e80_0000, Up), ONE);
        assert_eq!(f2f(0x4020_0000, false, false, m).0, 0x4000_0000);
        // f2i: -1.5 to s32 down = -2; 3e9 to s32 clamps; NaN gives 0; -1 to u32 gives 0.
        let s32 = Int { bytes: 4, signed: true };
        let u32t = Int { bytes: 4, signed: false };
        let mz = CvtMods { rint: false, round: Down, ..m };
        assert_eq!(f2i(0xbfc0_0000, false, s32, true, mz), (0xffff_fffe, 2));
        assert_eq!(f2i(0x4f32_d05e, false, s32, true, mz).0, 0x7fff_ffff);
        assert_eq!(f2i(NAN, false, s32, true, mz), (0, 1));
        assert_eq!(f2i(0xbf80_0000, false, u32t, true, mz), (0, 1));
        // i2i: s32 -5 to u16 clamps to 0; 70000 to s16 clamps to 0x7fff; neg of u8 200 into s8 = -128.
        let s16 = Int { bytes: 2, signed: true };
        assert_eq!(i2i(-5i32 as u32, s32, Int { bytes: 2, signed: false }, false, m), (0, 1));
        assert_eq!(i2i(70000, s32, s16, false, m), (0x7fff, 0));
        let n = CvtMods { neg: true, ..m };
        assert_eq!(i2i(200, Int { bytes: 1, signed: false }, Int { bytes: 1, signed: true }, true, n), (0xffff_ff80, 2));
        // i2f: 2^24 + 1 to nearest even is 2^24; up is 2^24 + 2; s32 -1 is -1.0.
        let r = CvtMods { rint: false, ..m };
        assert_eq!(i2f(0x0100_0001, u32t, false, r).0, 0x4b80_0000);
        assert_eq!(i2f(0x0100_0001, u32t, false, CvtMods { round: Up, ..r }).0, 0x4b80_0001);
        assert_eq!(i2f(u32::MAX, s32, false, r), (0xbf80_0000, 2));
    }

    /// The host's round-to-nearest path gives what the exact path gives, on random words of every class
    /// (normals, denormals, zeros, infinities, NaNs and results at the edges of the normal range).
    #[test]
    fn the_fast_path_agrees_with_the_exact_one() {
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let w = x as u32;
            // A third of the words with an exponent near the ends of the range.
            match x >> 40 & 3 {
                0 => w & 0x80ff_ffff | ((x >> 50 & 3) as u32 * 0x0080_0000),
                1 => w & 0x80ff_ffff | (0xfc + (x >> 50 & 3) as u32) << 23,
                _ => w,
            }
        };
        for i in 0..2_000_000 {
            let (a, b) = (next(), next());
            // Every other pair with exponents 0 to 31 apart, where the directed fast path applies to sums
            // (or just misses it).
            let b = if i % 2 == 0 {
                let e = ((a >> 23 & 0xff) + (b >> 27 & 31)).min(0xfe);
                b & 0x807f_ffff | e << 23
            } else {
                b
            };
            for r in [Round::Near, Round::Zero, Round::Down, Round::Up] {
                assert_eq!(add(a, b, r), add_exact(a, b, r), "add {r:?} {a:#010x} {b:#010x}");
                assert_eq!(mul(a, b, r), mul_exact(a, b, r), "mul {r:?} {a:#010x} {b:#010x}");
            }
        }
    }

    /// The host-arithmetic mad against the exact one: random words (a third with exponents at the ends
    /// of the range), addends near the product's exponent and of either sign (cancellation), addends
    /// that nearly cancel the product, and the special values (zeros, denormals, the extreme normals,
    /// infinities, NaNs) in every position.
    #[test]
    fn mad_fast_path_is_the_exact_one() {
        let mut x = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let word = |x: u64| {
            let w = x as u32;
            match x >> 40 & 3 {
                0 => w & 0x80ff_ffff | ((x >> 50 & 3) as u32 * 0x0080_0000),
                1 => w & 0x80ff_ffff | (0xfc + (x >> 50 & 3) as u32) << 23,
                _ => w,
            }
        };
        let (mut fast, mut total) = (0u64, 0u64);
        let mut check = |a: u32, b: u32, c: u32| {
            let want = mad_exact(a, b, c);
            fast += mad_fast(a, b, c).is_some() as u64;
            total += 1;
            assert_eq!(mad(a, b, c), want, "mad {a:#010x} {b:#010x} {c:#010x}");
        };
        for i in 0..3_000_000u64 {
            let (a, b, r) = (word(next()), word(next()), next());
            let c = match i % 3 {
                0 => word(r),
                // The product's exponent, give or take 40, either sign.
                1 => {
                    let e = ((a >> 23 & 0xff) as i32 + (b >> 23 & 0xff) as i32 - 127 + (r % 81) as i32 - 40).clamp(0, 0xff) as u32;
                    (r >> 8) as u32 & 0x807f_ffff | e << 23
                }
                // Minus the rounded product, a few units away: the sum almost cancels.
                _ => (mul(a, b, Round::Near) ^ SIGN).wrapping_add((r % 9) as u32).wrapping_sub(4),
            };
            check(a, b, c);
        }
        let special = [
            0, SIGN, 1, 0x007f_ffff, 0x8040_0000, 0x0080_0000, 0x8080_0000, 0x0080_0001, 0x7f7f_ffff, 0xff7f_ffff,
            0x7f80_0000, 0xff80_0000, 0x7fc0_0000, 0x7fff_ffff, 0x3f80_0000, 0xbf80_0000, 0x3f7f_ffff, 0x1f80_0000, 0x5f80_0000,
        ];
        for &a in &special {
            for &b in &special {
                for &c in &special {
                    check(a, b, c);
                }
                for _ in 0..50 {
                    check(a, b, word(next()));
                    check(word(next()), a, b);
                }
            }
        }
        assert!(fast > total / 3, "the fast path ran {fast} of {total} times");
    }
}
