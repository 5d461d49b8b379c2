//! Single-precision arithmetic: IEEE 754 binary32 with the instruction's rounding (nearest even unless
//! `.RM`, `.RP`, `.RZ`), `.FTZ` flushing subnormal inputs and results to zero, `.SAT` clamping to [0, 1]
//! (NVIDIA, PTX ISA, "Floating-Point Instructions"). MUFU gives the correctly rounded value, within the
//! bounds PTX documents for its approximate functions.

use super::int::{bop, bop53, cmp_of};
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

/// Moves the round-to-nearest result `r` one step in the direction `rnd` asks when the exact result
/// `hi + lo` (an unevaluated sum of doubles) lies on that side of it.
pub fn directed(r: f32, hi: f64, lo: f64, rnd: Option<Sem>) -> f32 {
    if rnd.is_none() || !r.is_finite() {
        return r;
    }
    let d = (hi - r as f64) + lo;
    let down = |x: f32| {
        if x == 0.0 {
            -f32::from_bits(1)
        } else if x > 0.0 {
            f32::from_bits(x.to_bits() - 1)
        } else {
            f32::from_bits(x.to_bits() + 1)
        }
    };
    let up = |x: f32| -down(-x);
    match rnd {
        Some(Sem::RndM) if d < 0.0 => down(r),
        Some(Sem::RndP) if d > 0.0 => up(r),
        Some(Sem::RndZ) if d != 0.0 && (d > 0.0) != (r > 0.0) => {
            if r > 0.0 {
                down(r)
            } else {
                up(r)
            }
        }
        _ => r,
    }
}

/// Sum and error of `a + b` (Knuth's TwoSum).
fn two_sum(a: f64, b: f64) -> (f64, f64) {
    let s = a + b;
    let bb = s - a;
    (s, (a - (s - bb)) + (b - bb))
}

pub fn fadd(a: f32, b: f32, rnd: Option<Sem>) -> f32 {
    let (s, e) = two_sum(a as f64, b as f64);
    directed(a + b, s, e, rnd)
}

pub fn fmul(a: f32, b: f32, rnd: Option<Sem>) -> f32 {
    directed(a * b, a as f64 * b as f64, 0.0, rnd)
}

pub fn ffma(a: f32, b: f32, c: f32, rnd: Option<Sem>) -> f32 {
    let (s, e) = two_sum(a as f64 * b as f64, c as f64);
    directed(a.mul_add(b, c), s, e, rnd)
}

/// A float comparison; the `U` forms also hold when either operand is NaN. (Widening to f64 keeps
/// every order and every NaN, so one comparison serves both widths.)
pub fn fcmp(c: Sem, a: f32, b: f32) -> bool {
    fcmp64(c, a as f64, b as f64)
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
                let x = super::int::conv_src(op, src(ctx, op.s[0], l)?);
                let x = if op.neg[0] { -x } else { x };
                if op.has(Sem::DstF64) {
                    // Exact: every 32-bit integer is a double.
                    let bits = (x as f64).to_bits();
                    ctx.regs.set(op.d, l, bits as u32);
                    if op.d < RZ - 1 {
                        ctx.regs.set(op.d + 1, l, (bits >> 32) as u32);
                    }
                    continue;
                }
                let r = x as f32;
                directed(r, x as f64, 0.0, rnd)
            }
            Sem::F2i if op.has(Sem::SrcF64) => {
                let mut x = src64(ctx, op.s[0], l)?;
                if op.abs[0] {
                    x = x.abs();
                }
                if op.neg[0] {
                    x = -x;
                }
                ctx.regs.set(op.d, l, f2i64(x, rnd, op.has(Sem::DstU32)));
                continue;
            }
            Sem::F2i => {
                let x = rd(ctx, 0, l)?;
                ctx.regs.set(op.d, l, f2i(x, rnd, op.has(Sem::DstU32)));
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
        ctx.regs.set(op.d, l, if r.is_nan() { 0x7fff_ffff } else { r.to_bits() });
    }
    if op.kind == Sem::Fsetp {
        ctx.regs.set_pred(op.pd, m, t);
        ctx.regs.set_pred(op.pd2, m, f);
    }
    Ok(())
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

/// DADD, DMUL, DFMA (round to nearest even) and DSETP.
pub fn exec_double(op: &Op, ctx: &mut Ctx<'_, Regs>, m: u32) -> Result<(), Fault> {
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
            Sem::Dadd => rd(ctx, 0, l)? + rd(ctx, 1, l)?,
            Sem::Dmul => rd(ctx, 0, l)? * rd(ctx, 1, l)?,
            Sem::Dfma => rd(ctx, 0, l)?.mul_add(rd(ctx, 1, l)?, rd(ctx, 2, l)?),
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
