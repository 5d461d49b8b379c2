//! Exact rounding to IEEE 754 binary formats (binary16, binary32, binary64) in each direction, from a
//! value held exactly (or with its tail below the rounding point jammed into the lowest bit) as an
//! integer significand and a power of two. Double precision with a directed rounding (`DADD`, `DMUL`,
//! `DFMA` with `.RM`, `.RP`, `.RZ`) and the F16 and 64-bit integer conversions round through here.

use crate::sem::Sem;

/// A binary format: significand bits (with the hidden one) and exponent bits.
#[derive(Clone, Copy)]
pub struct Fmt {
    pub prec: u32,
    pub exp_bits: u32,
}

pub const F16: Fmt = Fmt { prec: 11, exp_bits: 5 };
pub const F32: Fmt = Fmt { prec: 24, exp_bits: 8 };
pub const F64: Fmt = Fmt { prec: 53, exp_bits: 11 };

impl Fmt {
    fn bias(self) -> i32 {
        (1 << (self.exp_bits - 1)) - 1
    }
    /// The exponent of the last place of the subnormals (2^-24, 2^-149, 2^-1074).
    fn qmin(self) -> i32 {
        2 - self.bias() - self.prec as i32
    }
    fn sign_bit(self) -> u64 {
        1 << (self.exp_bits + self.prec - 1)
    }
    /// The bits of infinity and of the largest finite value, unsigned.
    fn inf(self) -> u64 {
        ((1u64 << self.exp_bits) - 1) << (self.prec - 1)
    }
    fn max(self) -> u64 {
        self.inf() - 1
    }
}

/// Rounds `(-1)^neg * m * 2^e` to `fmt` in the direction `rnd` (nearest even when none): the result's
/// bits. `m` may be zero (a signed zero) and its lowest bit may be a sticky bit standing for a nonzero
/// tail, provided the rounding point lies at least two bits above it. Overflow gives infinity, or the
/// largest finite value when rounding toward zero or away from the result's side (IEEE 754, 7.4).
pub fn round_bits(fmt: Fmt, neg: bool, m: u128, e: i32, rnd: Option<Sem>) -> u64 {
    let sign = if neg { fmt.sign_bit() } else { 0 };
    if m == 0 {
        return sign;
    }
    let p = fmt.prec as i32;
    let len = 128 - m.leading_zeros() as i32;
    let mut q = (e + len - p).max(fmt.qmin());
    let mut sig: u128;
    if q <= e {
        sig = m << (e - q) as u32; // exact: fewer than `p` bits
    } else {
        let k = (q - e) as u32;
        let (keep, round, below) = if k > 128 {
            (0, false, true)
        } else if k == 128 {
            (0, m >> 127 != 0, m & (u128::MAX >> 1) != 0)
        } else {
            let half = 1u128 << (k - 1);
            (m >> k, m & half != 0, m & (half - 1) != 0)
        };
        let up = match rnd {
            None => round && (below || keep & 1 != 0),
            Some(Sem::RndM) => neg && (round || below),
            Some(Sem::RndP) => !neg && (round || below),
            _ => false, // RZ
        };
        sig = keep + up as u128;
        if sig == 1 << p {
            sig >>= 1;
            q += 1;
        }
    }
    if sig < 1 << (p - 1) {
        return sign | sig as u64; // subnormal or zero: exponent field 0
    }
    let biased = (q - fmt.qmin() + 1) as i64;
    if biased >= (1 << fmt.exp_bits) - 1 {
        let finite = match rnd {
            Some(Sem::RndZ) => true,
            Some(Sem::RndM) => !neg,
            Some(Sem::RndP) => neg,
            _ => false,
        };
        return sign | if finite { fmt.max() } else { fmt.inf() };
    }
    sign | (biased as u64) << (p - 1) | (sig as u64 & ((1u64 << (p - 1)) - 1))
}

/// A finite nonzero f64 as its sign, integer significand and exponent: `x = ±m * 2^e`.
pub fn parts(x: f64) -> (bool, u128, i32) {
    let b = x.to_bits();
    let be = (b >> 52 & 0x7ff) as i32;
    let frac = (b & ((1u64 << 52) - 1)) as u128;
    let (m, e) = if be == 0 {
        (frac, -1074)
    } else {
        (frac | 1 << 52, be - 1075)
    };
    (x.is_sign_negative(), m, e)
}

/// The value of binary16 `h` (exact in f64).
pub fn f16_value(h: u16) -> f64 {
    let neg = h & 0x8000 != 0;
    let (be, frac) = ((h >> 10 & 0x1f) as i32, (h & 0x3ff) as f64);
    let mag = match be {
        0 => frac * 2f64.powi(-24),
        31 if frac == 0.0 => f64::INFINITY,
        31 => f64::NAN,
        _ => (1024.0 + frac) * 2f64.powi(be - 25),
    };
    if neg {
        -mag
    } else {
        mag
    }
}

/// The exact sum of `±m1 * 2^e1` and `±m2 * 2^e2` (significands below 2^107, nonzero), or `None`
/// when it is zero. Both are placed in a 127-bit window below the larger one's top bit; bits of the
/// smaller that fall below it are jammed into the window's lowest bit. That happens only when the
/// smaller lies at least 20 bits below the larger, so the sum keeps at least 124 bits and the jammed
/// bit lies far below any rounding point.
fn exact_sum(a: (bool, u128, i32), b: (bool, u128, i32)) -> Option<(bool, u128, i32)> {
    let top = |(_, m, e): (bool, u128, i32)| e + 128 - m.leading_zeros() as i32;
    let unit = top(a).max(top(b)) - 126;
    let place = |(_, m, e): (bool, u128, i32)| -> u128 {
        if e >= unit {
            m << (e - unit) as u32
        } else {
            let s = (unit - e) as u32;
            if s >= 128 {
                1
            } else {
                m >> s | (m & ((1u128 << s) - 1) != 0) as u128
            }
        }
    };
    let (va, vb) = (place(a), place(b));
    let (neg, v) = if a.0 == b.0 {
        (a.0, va + vb)
    } else if va >= vb {
        (a.0, va - vb)
    } else {
        (b.0, vb - va)
    };
    (v != 0).then_some((neg, v, unit))
}

/// The sign of an exact zero sum `x + y` in direction `rnd`: -0 under RM unless both are +0, +0
/// otherwise unless both are -0 (IEEE 754, 6.3).
fn zero_sum(x: f64, y: f64, rnd: Option<Sem>) -> f64 {
    let both = |neg: bool| x == 0.0 && y == 0.0 && x.is_sign_negative() == neg && y.is_sign_negative() == neg;
    if both(true) || (rnd == Some(Sem::RndM) && !both(false)) {
        -0.0
    } else {
        0.0
    }
}

fn to_f64(v: Option<(bool, u128, i32)>, rnd: Option<Sem>) -> Option<f64> {
    v.map(|(neg, m, e)| f64::from_bits(round_bits(F64, neg, m, e, rnd)))
}

/// `x + y` rounded once in direction `rnd` (nearest even when none).
pub fn dadd(x: f64, y: f64, rnd: Option<Sem>) -> f64 {
    if rnd.is_none() || !x.is_finite() || !y.is_finite() {
        return x + y; // NaN and infinity results are exact
    }
    if x == 0.0 || y == 0.0 {
        return if x + y == 0.0 { zero_sum(x, y, rnd) } else { x + y }; // exact
    }
    to_f64(exact_sum(parts(x), parts(y)), rnd).unwrap_or_else(|| zero_sum(x, y, rnd))
}

/// `x * y` rounded once in direction `rnd`: the 106-bit product of the significands is exact.
pub fn dmul(x: f64, y: f64, rnd: Option<Sem>) -> f64 {
    if rnd.is_none() || !x.is_finite() || !y.is_finite() || x == 0.0 || y == 0.0 {
        return x * y; // NaN, infinity or a signed zero: exact
    }
    let ((nx, mx, ex), (ny, my, ey)) = (parts(x), parts(y));
    f64::from_bits(round_bits(F64, nx != ny, mx * my, ex + ey, rnd))
}

/// `x * y + z` rounded once in direction `rnd`.
pub fn dfma(x: f64, y: f64, z: f64, rnd: Option<Sem>) -> f64 {
    if rnd.is_none() || !x.is_finite() || !y.is_finite() || !z.is_finite() {
        return x.mul_add(y, z);
    }
    if x == 0.0 || y == 0.0 {
        // The product is a signed zero, exactly.
        return dadd(x * y, z, rnd);
    }
    let ((nx, mx, ex), (ny, my, ey)) = (parts(x), parts(y));
    let prod = (nx != ny, mx * my, ex + ey);
    if z == 0.0 {
        return f64::from_bits(round_bits(F64, prod.0, prod.1, prod.2, rnd));
    }
    // A nonzero product and addend that cancel exactly give +0, or -0 under RM.
    to_f64(exact_sum(prod, parts(z)), rnd).unwrap_or(if rnd == Some(Sem::RndM) { -0.0 } else { 0.0 })
}
