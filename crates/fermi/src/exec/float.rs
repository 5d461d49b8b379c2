//! Single-precision arithmetic: IEEE 754 binary32 with the instruction's rounding (nearest even unless
//! `.RM`, `.RP`, `.RZ`), `.FTZ` flushing subnormal inputs and results to zero, `.SAT` clamping to [0, 1]
//! (NVIDIA, PTX ISA, "Floating-Point Instructions"). MUFU gives the correctly rounded value, within the
//! bounds PTX documents for its approximate functions.

use super::int::{bop, bop53, cmp_of};
use super::fround;
use super::op::{Op, Src, RZ};
use super::{lanes, src, Regs};
use crate::sem::Sem;
use gpuisa_simt::{Ctx, Fault};

fn ftz(x: f32) -> f32 {
    if x.is_subnormal() {
        0.0f32.copysign(x)
    } else {
        x
    }
}

/// Rounds the exact value `hi + lo` to binary32 in the direction `rnd` (nearest even when none), IEEE
/// 754 throughout: subnormal results kept, overflow to infinity or to the largest finite value as the
/// direction says. `hi` is finite and nonzero; `lo` is zero or a tail with `|lo| <= ulp(hi) / 2` (as
/// TwoSum leaves it). Integer arithmetic on `hi`'s 53-bit significand: the f32 rounding point lies at
/// least 29 bits above its lowest bit, so `lo` matters only by its sign (a sticky bit just above or
/// just below `hi`).
pub fn round_f32(hi: f64, lo: f64, rnd: Option<Sem>) -> f32 {
    let neg = hi < 0.0;
    let bits = hi.to_bits();
    let be = (bits >> 52 & 0x7ff) as i32;
    let frac = bits & ((1u64 << 52) - 1);
    // |hi| = m * 2^e.
    let (mut m, mut e) = if be == 0 {
        (frac, -1074)
    } else {
        (frac | 1 << 52, be - 1075)
    };
    let mut sticky = false;
    if lo != 0.0 {
        // One more bit: |hi + lo| lies in (2m, 2m + 1] (same signs) or [2m - 1, 2m) units of 2^(e-1);
        // (2m, 2m + 1) and (2m - 1, 2m) round alike, as the odd ends are never a rounding boundary.
        m <<= 1;
        e -= 1;
        if (lo < 0.0) != neg {
            m -= 1;
        }
        sticky = true;
    }
    let len = 64 - m.leading_zeros() as i32;
    // The exponent of the result's last place: 24 bits, or the subnormals' 2^-149.
    let mut q = (e + len - 24).max(-149);
    let mut sig: u64;
    if q <= e {
        sig = m << (e - q); // exact (no tail: `lo` set gives 54 bits, so q > e)
    } else {
        let k = (q - e) as u32;
        let (keep, rest) = if k >= 64 {
            (0, m as u128)
        } else {
            (m >> k, (m & ((1u64 << k) - 1)) as u128)
        };
        let half = 1u128 << (k.min(100) - 1);
        let (round, below) = if k > 64 {
            (false, rest != 0 || sticky)
        } else {
            (rest & half != 0, rest & (half - 1) != 0 || sticky)
        };
        let up = match rnd {
            None => round && (below || keep & 1 != 0),
            Some(Sem::RndM) => neg && (round || below),
            Some(Sem::RndP) => !neg && (round || below),
            _ => false, // RZ
        };
        sig = keep + up as u64;
        if sig == 1 << 24 {
            sig >>= 1;
            q += 1;
        }
    }
    let sign = (neg as u32) << 31;
    let mag = if sig >= 1 << 23 {
        let biased = q + 150;
        if biased >= 255 {
            // Overflow: infinity, or the largest finite value when rounding toward zero or away from
            // the result's side.
            let finite = match rnd {
                Some(Sem::RndZ) => true,
                Some(Sem::RndM) => !neg,
                Some(Sem::RndP) => neg,
                _ => false,
            };
            if finite {
                0x7f7f_ffff
            } else {
                0x7f80_0000
            }
        } else {
            (biased as u32) << 23 | (sig as u32 & 0x7f_ffff)
        }
    } else {
        sig as u32 // subnormal (or zero): exponent field 0
    };
    f32::from_bits(sign | mag)
}

/// Sum and error of `a + b` (Knuth's TwoSum).
fn two_sum(a: f64, b: f64) -> (f64, f64) {
    let s = a + b;
    let bb = s - a;
    (s, (a - (s - bb)) + (b - bb))
}

/// The exact sum `x + y` (each exact in f64, finite) rounded in a directed mode; an exact zero is +0
/// but -0 under RM, or the zeros' own sign when both are zeros of one sign (IEEE 754, 6.3).
fn sum_directed(x: f64, y: f64, rnd: Option<Sem>) -> f32 {
    let (s, e) = two_sum(x, y);
    if s == 0.0 {
        let both_neg = x == 0.0 && y == 0.0 && x.is_sign_negative() && y.is_sign_negative();
        let both_pos = x == 0.0 && y == 0.0 && x.is_sign_positive() && y.is_sign_positive();
        return if both_neg || (rnd == Some(Sem::RndM) && !both_pos) {
            -0.0
        } else {
            0.0
        };
    }
    round_f32(s, e, rnd)
}

/// FADD: round to nearest is the machine's own f32 addition; a directed mode rounds the exact sum.
pub fn fadd(a: f32, b: f32, rnd: Option<Sem>) -> f32 {
    if rnd.is_none() || !(a.is_finite() && b.is_finite()) {
        return a + b;
    }
    sum_directed(a as f64, b as f64, rnd)
}

/// FMUL: the product of two f32 is exact in f64 (48 significant bits, exponents within range).
pub fn fmul(a: f32, b: f32, rnd: Option<Sem>) -> f32 {
    if rnd.is_none() {
        return a * b;
    }
    let p = a as f64 * b as f64;
    if !p.is_finite() || p == 0.0 {
        return a * b; // NaN, infinity or a signed zero: exact
    }
    round_f32(p, 0.0, rnd)
}

/// FFMA: one rounding of the exact `a * b + c` (the product exact in f64, TwoSum exact with it).
pub fn ffma(a: f32, b: f32, c: f32, rnd: Option<Sem>) -> f32 {
    if rnd.is_none() || !(a.is_finite() && b.is_finite() && c.is_finite()) {
        return a.mul_add(b, c);
    }
    sum_directed(a as f64 * b as f64, c as f64, rnd)
}

/// A float comparison; the `U` forms also hold when either operand is NaN. (Widening to f64 keeps
/// every order and every NaN, so one comparison serves both widths.)
pub fn fcmp(c: Sem, a: f32, b: f32) -> bool {
    fcmp64(c, a as f64, b as f64)
}

/// Forms refused by name: FSWZ belongs to pixel shaders (a quad swizzle for derivatives), and RRO's
/// output (the input MUFU.SIN, COS and EX2 read) has a format no document gives.
pub fn refused_form(code: crate::Code) -> Option<&'static str> {
    use crate::Code;
    match code {
        Code::Fswz => Some("FSWZ is a graphics-only instruction (the quad swizzle of pixel shaders' derivatives): compute code does not hold it"),
        Code::Rro | Code::RroN_Sincos | Code::RroN_Ex2 => {
            Some("RRO (range reduction for MUFU.SIN/COS/EX2): the format of its output is not documented")
        }
        _ => None,
    }
}

/// Refuses the float modifiers whose semantics no document pins down.
pub fn check(op: &Op) -> Result<(), String> {
    use Sem::*;
    let float = matches!(
        op.kind,
        Fadd | Fmul | Ffma | Fset | Fcmp | Fsetp | Fmnmx | Mufu | Dadd | Dmul | Dfma | Dset | Dsetp
            | Dmnmx | F2f | F2i | I2f
    );
    if float && op.has(Cc) {
        return Err("`.CC` on a float operation: which condition-code flags it writes is not documented".into());
    }
    let why = match op.kind {
        Mufu if op.which(&[MufuSin, MufuCos, MufuEx2]).is_some() => {
            "MUFU.SIN/COS/EX2 read RRO's output, whose format is not documented"
        }
        Mufu if op.which(&[MufuLg2, MufuRcp, MufuRsq]).is_none() => {
            "MUFU.RCP64H/RSQ64H (double-precision seeds): their results are not documented"
        }
        F2i if op.has(SrcF16) && op.has(Ftz) => {
            "F2I.FTZ from F16: PTX defines `.ftz` for F32 sources only"
        }
        I2f if op.which(&[SrcU64, SrcS64]).is_some() && matches!(op.s[0], Src::Imm(_)) => {
            "I2F from a 64-bit immediate: how the 20-bit field extends to 64 bits is not documented"
        }
        _ => return Ok(()),
    };
    Err(why.into())
}

/// FSET and DSET's value: PTX `set`, 1.0 (`.BF`, an F32 destination) or all ones when true, else 0.
fn set_value(op: &Op, t: bool) -> u32 {
    match (t, op.has(Sem::DstF32)) {
        (false, _) => 0,
        (true, true) => 0x3f80_0000,
        (true, false) => u32::MAX,
    }
}

/// I2F: the integer source (a byte or half selected, extended by its type; 64 bits from a register
/// pair), `|..|` then `-` applied exactly, rounded once to the destination's width.
fn i2f(op: &Op, ctx: &mut Ctx<'_, Regs>, l: usize, rnd: Option<Sem>) -> Result<(), Fault> {
    let x: i128 = match (op.which(&[Sem::SrcU64, Sem::SrcS64]), op.s[0]) {
        (Some(w), Src::R(r)) => {
            let hi = if r == RZ { RZ } else { (r + 1).min(RZ) };
            let v = ctx.regs.get(r, l) as u64 | (ctx.regs.get(hi, l) as u64) << 32;
            if w == Sem::SrcU64 {
                v as i128
            } else {
                v as i64 as i128
            }
        }
        _ => {
            let a = src(ctx, op.s[0], l)?;
            let a = match op.which(&[Sem::V1B1, Sem::V1B2, Sem::V1B3, Sem::V1H1]) {
                Some(Sem::V1B1) => a >> 8,
                Some(Sem::V1B2) => a >> 16,
                Some(Sem::V1B3) => a >> 24,
                Some(_) => a >> 16,
                None => a,
            };
            super::int::conv_src(op, a) as i128
        }
    };
    let x = if op.abs[0] { x.abs() } else { x };
    let x = if op.neg[0] { -x } else { x };
    let (neg, mag) = (x < 0, x.unsigned_abs());
    let bits = match op.which(&[Sem::DstF16, Sem::DstF64]) {
        Some(Sem::DstF64) => {
            let b = fround::round_bits(fround::F64, neg, mag, 0, rnd);
            ctx.regs.set(op.d, l, b as u32);
            if op.d < RZ - 1 {
                ctx.regs.set(op.d + 1, l, (b >> 32) as u32);
            }
            return Ok(());
        }
        // A half fills the low 16 bits, the rest zero (as the 16-bit integer destinations).
        Some(_) => fround::round_bits(fround::F16, neg, mag, 0, rnd),
        None => fround::round_bits(fround::F32, neg, mag, 0, rnd),
    };
    ctx.regs.set(op.d, l, bits as u32);
    Ok(())
}

/// F2I's F16 source: the low half of the register, or the high one (`.H1`).
fn f16_src(op: &Op, ctx: &Ctx<'_, Regs>, l: usize) -> Result<f64, Fault> {
    let a = src(ctx, op.s[0], l)?;
    let h = if op.has(Sem::V1H1) { a >> 16 } else { a };
    let mut x = fround::f16_value(h as u16);
    if op.abs[0] {
        x = x.abs();
    }
    if op.neg[0] {
        x = -x;
    }
    Ok(x)
}

pub fn exec(op: &Op, ctx: &mut Ctx<'_, Regs>, m: u32) -> Result<(), Fault> {
    let rnd = op.which(&[Sem::RndM, Sem::RndP, Sem::RndZ]);
    let fz = op.has(Sem::Ftz);
    let rd = |ctx: &Ctx<'_, Regs>, j: usize, l: usize| -> Result<f32, Fault> {
        let mut x = f32::from_bits(src(ctx, op.s[j], l)?);
        if fz {
            x = ftz(x);
        }
        if op.abs[j] {
            x = x.abs();
        }
        if op.neg[j] {
            x = -x;
        }
        Ok(x)
    };
    let (mut t, mut f) = (0u32, 0u32);
    for l in lanes(m) {
        let r = match op.kind {
            Sem::Fadd => fadd(rd(ctx, 0, l)?, rd(ctx, 1, l)?, rnd),
            Sem::Fmul => fmul(rd(ctx, 0, l)?, rd(ctx, 1, l)?, rnd),
            Sem::Ffma => ffma(rd(ctx, 0, l)?, rd(ctx, 1, l)?, rd(ctx, 2, l)?, rnd),
            Sem::Fmnmx if takes_min(ctx, op, l) => rd(ctx, 0, l)?.min(rd(ctx, 1, l)?),
            Sem::Fmnmx => rd(ctx, 0, l)?.max(rd(ctx, 1, l)?),
            Sem::Mufu => {
                let a = rd(ctx, 0, l)?;
                match op.which(&[Sem::MufuRcp, Sem::MufuRsq, Sem::MufuLg2, Sem::MufuEx2]) {
                    Some(Sem::MufuRcp) => 1.0 / a,
                    Some(Sem::MufuRsq) => 1.0 / a.sqrt(),
                    Some(Sem::MufuLg2) => a.log2(),
                    _ => a.exp2(),
                }
            }
            Sem::I2f => {
                i2f(op, ctx, l, rnd)?;
                continue;
            }
            Sem::F2i if op.has(Sem::SrcF16) => {
                let x = f16_src(op, ctx, l)?;
                set_int(ctx, op, l, x, rnd);
                continue;
            }
            Sem::F2i if op.has(Sem::SrcF64) => {
                let mut x = src64(ctx, op.s[0], l)?;
                if op.abs[0] {
                    x = x.abs();
                }
                if op.neg[0] {
                    x = -x;
                }
                set_int(ctx, op, l, x, rnd);
                continue;
            }
            Sem::F2i => {
                let x = rd(ctx, 0, l)?;
                set_int(ctx, op, l, x as f64, rnd);
                continue;
            }
            Sem::Fset => {
                let c = fcmp(cmp_of(op), rd(ctx, 0, l)?, rd(ctx, 1, l)?);
                let pin = ctx.regs.pred(op.ps[0], op.ps_neg[0]) >> l & 1 != 0;
                ctx.regs.set(op.d, l, set_value(op, bop(bop53(op), c, pin)));
                continue;
            }
            // PTX `slct` with FCMP's comparison: source 1 where source 3 compares with zero so, else
            // source 2 (both moved as bits).
            Sem::Fcmp => {
                let take = fcmp(cmp_of(op), rd(ctx, 2, l)?, 0.0);
                let v = src(ctx, op.s[if take { 0 } else { 1 }], l)?;
                ctx.regs.set(op.d, l, v);
                continue;
            }
            Sem::Fsetp => {
                let c = fcmp(cmp_of(op), rd(ctx, 0, l)?, rd(ctx, 1, l)?);
                let pin = ctx.regs.pred(op.ps[0], op.ps_neg[0]) >> l & 1 != 0;
                t |= (bop(bop53(op), c, pin) as u32) << l;
                f |= (bop(bop53(op), !c, pin) as u32) << l;
                continue;
            }
            _ => 0.0,
        };
        let mut r = if fz { ftz(r) } else { r };
        if op.has(Sem::Sat) {
            r = if r.is_nan() { 0.0 } else { r.clamp(0.0, 1.0) };
        }
        // A NaN result is the canonical 0x7fffffff: NVIDIA GPUs keep no NaN payload (the model test's
        // case: FADD of a NaN with a payload, then integer arithmetic on its bits).
        ctx.regs
            .set(op.d, l, if r.is_nan() { 0x7fff_ffff } else { r.to_bits() });
    }
    if op.kind == Sem::Fsetp {
        ctx.regs.set_pred(op.pd, m, t);
        ctx.regs.set_pred(op.pd2, m, f);
    }
    Ok(())
}

/// F2I's result: 32 bits, or 64 to the register pair `d`, `d + 1` (`.U64`, `.S64`).
fn set_int(ctx: &mut Ctx<'_, Regs>, op: &Op, l: usize, x: f64, rnd: Option<Sem>) {
    match op.which(&[Sem::DstU64, Sem::DstS64]) {
        Some(w) => {
            let v = f2i_wide(x, rnd, w == Sem::DstU64);
            ctx.regs.set(op.d, l, v as u32);
            if op.d < RZ - 1 {
                ctx.regs.set(op.d + 1, l, (v >> 32) as u32);
            }
        }
        None => match op.which(&[Sem::DstU16, Sem::DstS16]) {
            // Saturated to the 16-bit range (PTX `cvt`); the register holds the value zero- or
            // sign-extended, as I2I's 16-bit destinations.
            Some(w) => {
                let v = if x.is_nan() {
                    0
                } else {
                    let r = super::conv::int_round(x, rnd);
                    if w == Sem::DstU16 {
                        r.clamp(0.0, 65535.0) as u32
                    } else {
                        r.clamp(-32768.0, 32767.0) as i32 as u32
                    }
                };
                ctx.regs.set(op.d, l, v);
            }
            None => ctx.regs.set(op.d, l, f2i64(x, rnd, op.has(Sem::DstU32))),
        },
    }
}

/// A double source: a register pair, the top 20 bits of an immediate, or 8 bytes of a constant bank.
fn src64(ctx: &Ctx<'_, Regs>, s: Src, l: usize) -> Result<f64, Fault> {
    Ok(f64::from_bits(match s {
        Src::None => 0,
        Src::R(r) => {
            let hi = if r == RZ { RZ } else { (r + 1).min(RZ) };
            ctx.regs.get(r, l) as u64 | (ctx.regs.get(hi, l) as u64) << 32
        }
        Src::Imm(v) => (v as u64) << 32,
        Src::C(bank, off) => ctx.mem.load_const(bank, off as u64, 8, l as u32)?,
    }))
}

/// DADD, DMUL, DFMA (each rounded once, in the instruction's direction), DSETP and DSET.
pub fn exec_double(op: &Op, ctx: &mut Ctx<'_, Regs>, m: u32) -> Result<(), Fault> {
    let rnd = op.which(&[Sem::RndM, Sem::RndP, Sem::RndZ]);
    let rd = |ctx: &Ctx<'_, Regs>, j: usize, l: usize| -> Result<f64, Fault> {
        let mut x = src64(ctx, op.s[j], l)?;
        if op.abs[j] {
            x = x.abs();
        }
        if op.neg[j] {
            x = -x;
        }
        Ok(x)
    };
    let (mut t, mut f) = (0u32, 0u32);
    for l in lanes(m) {
        let r = match op.kind {
            Sem::Dadd => fround::dadd(rd(ctx, 0, l)?, rd(ctx, 1, l)?, rnd),
            Sem::Dmul => fround::dmul(rd(ctx, 0, l)?, rd(ctx, 1, l)?, rnd),
            Sem::Dfma => fround::dfma(rd(ctx, 0, l)?, rd(ctx, 1, l)?, rd(ctx, 2, l)?, rnd),
            Sem::Dset => {
                let c = fcmp64(cmp_of(op), rd(ctx, 0, l)?, rd(ctx, 1, l)?);
                let pin = ctx.regs.pred(op.ps[0], op.ps_neg[0]) >> l & 1 != 0;
                ctx.regs.set(op.d, l, set_value(op, bop(bop53(op), c, pin)));
                continue;
            }
            Sem::Dmnmx if takes_min(ctx, op, l) => rd(ctx, 0, l)?.min(rd(ctx, 1, l)?),
            Sem::Dmnmx => rd(ctx, 0, l)?.max(rd(ctx, 1, l)?),
            _ => {
                let c = fcmp64(cmp_of(op), rd(ctx, 0, l)?, rd(ctx, 1, l)?);
                let pin = ctx.regs.pred(op.ps[0], op.ps_neg[0]) >> l & 1 != 0;
                t |= (bop(bop53(op), c, pin) as u32) << l;
                f |= (bop(bop53(op), !c, pin) as u32) << l;
                continue;
            }
        };
        let bits = r.to_bits();
        ctx.regs.set(op.d, l, bits as u32);
        if op.d < RZ - 1 {
            ctx.regs.set(op.d + 1, l, (bits >> 32) as u32);
        }
    }
    if op.kind == Sem::Dsetp {
        ctx.regs.set_pred(op.pd, m, t);
        ctx.regs.set_pred(op.pd2, m, f);
    }
    Ok(())
}

/// FMNMX and DMNMX take the minimum where their predicate holds in `lane`, else the maximum.
fn takes_min(ctx: &Ctx<'_, Regs>, op: &Op, lane: usize) -> bool {
    ctx.regs.pred(op.ps[0], op.ps_neg[0]) >> lane & 1 != 0
}

/// [`fcmp`] on doubles.
fn fcmp64(c: Sem, a: f64, b: f64) -> bool {
    let un = a.is_nan() || b.is_nan();
    match c {
        Sem::CmpLt => a < b,
        Sem::CmpEq => a == b,
        Sem::CmpLe => a <= b,
        Sem::CmpGt => a > b,
        Sem::CmpNe => !un && a != b,
        Sem::CmpGe => a >= b,
        Sem::CmpNum => !un,
        Sem::CmpNan => un,
        Sem::CmpLtu => un || a < b,
        Sem::CmpEqu => un || a == b,
        Sem::CmpLeu => un || a <= b,
        Sem::CmpGtu => un || a > b,
        Sem::CmpNeu => un || a != b,
        Sem::CmpGeu => un || a >= b,
        Sem::CmpT => true,
        _ => false,
    }
}

/// F2I to a 32-bit integer: rounded as asked (nearest even by default; `FLOOR`, `CEIL`, `TRUNC`), then
/// saturated to the type's range; NaN gives 0 (PTX ISA, `cvt` with an integer destination).
pub fn f2i(x: f32, rnd: Option<Sem>, unsigned: bool) -> u32 {
    f2i64(x as f64, rnd, unsigned)
}

/// [`f2i`] of an F64 (an F32 widens exactly, so both round alike).
pub fn f2i64(x: f64, rnd: Option<Sem>, unsigned: bool) -> u32 {
    if x.is_nan() {
        return 0;
    }
    let r = super::conv::int_round(x, rnd);
    if unsigned {
        r.clamp(0.0, u32::MAX as f64) as u32
    } else {
        r.clamp(i32::MIN as f64, i32::MAX as f64) as i32 as u32
    }
}

/// F2I to a 64-bit integer (`.U64`, `.S64`): the integral value `x` rounds to, saturated to the type's
/// range ([0, 2^64 - 1] or [-2^63, 2^63 - 1]); NaN gives 0. Every integral f64 of that range converts
/// exactly.
pub fn f2i_wide(x: f64, rnd: Option<Sem>, unsigned: bool) -> u64 {
    if x.is_nan() {
        return 0;
    }
    let r = super::conv::int_round(x, rnd);
    if unsigned {
        if r <= 0.0 {
            0
        } else if r >= 18_446_744_073_709_551_616.0 {
            u64::MAX // 2^64 and above
        } else {
            r as u64
        }
    } else if r >= 9_223_372_036_854_775_808.0 {
        i64::MAX as u64 // 2^63 and above
    } else if r <= -9_223_372_036_854_775_808.0 {
        i64::MIN as u64
    } else {
        r as i64 as u64
    }
}
