//! F2F: conversions between F16 (the low or, `.H1`, high half of a register), F32 and F64, with the
//! source's `-` and `|..|`, `.FTZ` (F32 denormals in and out become zero), a rounding direction for a
//! narrowing conversion (RN, RM, RP, RZ), or, with `IntRound` (bit 7), rounding to an integral value in
//! the source's width: ROUND (nearest, ties to even), FLOOR, CEIL, TRUNC; `.SAT` clamps the result to
//! [0, 1]. IEEE 754 semantics throughout.

use super::fround;
use super::op::{Op, Src, RZ};
use super::{lanes, src, Regs};
use crate::sem::Sem;
use gpuisa_simt::{Ctx, Fault};

fn flush(x: f32, ftz: bool) -> f32 {
    if ftz && x.is_subnormal() {
        0.0f32.copysign(x)
    } else {
        x
    }
}

/// Rounds `x` to an integral value in the direction `rnd` (nearest even when none).
pub fn int_round(x: f64, rnd: Option<Sem>) -> f64 {
    match rnd {
        Some(Sem::RndM) => x.floor(),
        Some(Sem::RndP) => x.ceil(),
        Some(Sem::RndZ) => x.trunc(),
        _ => x.round_ties_even(),
    }
}

/// The F64 (`wide`) or F32 value of `s`: a register pair, or the high word of a 64-bit immediate.
fn read(ctx: &Ctx<'_, Regs>, s: Src, wide: bool, l: usize) -> Result<f64, Fault> {
    if !wide {
        return Ok(f32::from_bits(src(ctx, s, l)?) as f64);
    }
    Ok(f64::from_bits(match s {
        Src::R(r) => {
            let hi = if r == RZ { RZ } else { (r + 1).min(RZ) };
            ctx.regs.get(r, l) as u64 | (ctx.regs.get(hi, l) as u64) << 32
        }
        Src::Imm(v) => (v as u64) << 32,
        Src::C(bank, off) => ctx.mem.load_const(bank, off as u64, 8, l as u32)?,
        Src::None => 0,
    }))
}

/// The bits of `y` (NaN, infinite, zero, or exactly representable) as a binary16.
fn f16_bits(y: f64) -> u32 {
    let sign = if y.is_sign_negative() { 0x8000 } else { 0 };
    if y.is_nan() {
        0x7fff // the 16-bit form of the canonical NaN, all ones but the sign
    } else if y.is_infinite() {
        sign | 0x7c00
    } else if y == 0.0 {
        sign
    } else {
        let (neg, m, e) = fround::parts(y);
        fround::round_bits(fround::F16, neg, m, e, None) as u32
    }
}

/// `x` rounded to the destination's format in direction `rnd`, as an f64 (exact: every value of the
/// narrower formats is a double). NaN, infinities and zeros convert as they are.
fn narrow(x: f64, fmt: fround::Fmt, rnd: Option<Sem>) -> f64 {
    if !x.is_finite() || x == 0.0 {
        return x;
    }
    let (neg, m, e) = fround::parts(x);
    let b = fround::round_bits(fmt, neg, m, e, rnd);
    if fmt.prec == fround::F16.prec {
        fround::f16_value(b as u16)
    } else {
        f32::from_bits(b as u32) as f64
    }
}

pub fn exec(op: &Op, ctx: &mut Ctx<'_, Regs>, m: u32) -> Result<(), Fault> {
    let rnd = op.which(&[Sem::RndM, Sem::RndP, Sem::RndZ]);
    let (from64, to64) = (op.has(Sem::SrcF64), op.has(Sem::DstF64));
    let (from16, to16) = (op.has(Sem::SrcF16), op.has(Sem::DstF16));
    let ftz = op.has(Sem::Ftz);
    for l in lanes(m) {
        let mut x = if from16 {
            let a = src(ctx, op.s[0], l)?;
            fround::f16_value((if op.has(Sem::V1H1) { a >> 16 } else { a }) as u16)
        } else {
            read(ctx, op.s[0], from64, l)?
        };
        if !from64 && !from16 {
            x = flush(x as f32, ftz) as f64;
        }
        if op.abs[0] {
            x = x.abs();
        }
        if op.neg[0] {
            x = -x;
        }
        // Rounded to the destination (an integral value in the source's width with `IntRound`;
        // widening and same-width copies are exact).
        let mut y = if op.has(Sem::IntRound) {
            int_round(x, rnd)
        } else if to16 {
            narrow(x, fround::F16, rnd)
        } else if !to64 {
            narrow(x, fround::F32, rnd)
        } else {
            x
        };
        if !to64 && !to16 {
            y = flush(y as f32, ftz) as f64;
        }
        // `.SAT`: the result clamped to [0, 1], NaN to +0 (PTX `cvt.sat` to a float type).
        if op.has(Sem::Sat) {
            y = if y.is_nan() { 0.0 } else { y.clamp(0.0, 1.0) };
        }
        if to64 {
            let bits = y.to_bits();
            ctx.regs.set(op.d, l, bits as u32);
            if op.d < RZ - 1 {
                ctx.regs.set(op.d + 1, l, (bits >> 32) as u32);
            }
        } else if to16 {
            // A half fills the low 16 bits, the rest zero (as the 16-bit integer destinations).
            ctx.regs.set(op.d, l, f16_bits(y));
        } else {
            // Fermi's F32 NaN is the canonical 0x7fffffff (as every float result of [`super::float`]).
            let bits = if y.is_nan() { 0x7fff_ffff } else { (y as f32).to_bits() };
            ctx.regs.set(op.d, l, bits);
        }
    }
    Ok(())
}
