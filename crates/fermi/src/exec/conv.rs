//! F2F: conversions between F32 and F64 (F16 is refused at load), with the source's `-` and `|..|`,
//! `.FTZ` (F32 denormals in and out become zero), a rounding direction for a narrowing conversion
//! (RN, RM, RP, RZ), or, with `IntRound` (bit 7), rounding to an integral value in the source's width:
//! ROUND (nearest, ties to even), FLOOR, CEIL, TRUNC. IEEE 754 semantics throughout.

use super::float::round_f32;
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

pub fn exec(op: &Op, ctx: &mut Ctx<'_, Regs>, m: u32) -> Result<(), Fault> {
    let rnd = op.which(&[Sem::RndM, Sem::RndP, Sem::RndZ]);
    let (from64, to64) = (op.has(Sem::SrcF64), op.has(Sem::DstF64));
    let ftz = op.has(Sem::Ftz);
    for l in lanes(m) {
        let mut x = read(ctx, op.s[0], from64, l)?;
        if !from64 {
            x = flush(x as f32, ftz) as f64;
        }
        if op.abs[0] {
            x = x.abs();
        }
        if op.neg[0] {
            x = -x;
        }
        if op.has(Sem::IntRound) {
            // In the source's width: an f32 widened to f64 rounds to the same integral value.
            x = int_round(x, rnd);
        }
        if to64 {
            let bits = x.to_bits();
            ctx.regs.set(op.d, l, bits as u32);
            if op.d < RZ - 1 {
                ctx.regs.set(op.d + 1, l, (bits >> 32) as u32);
            }
        } else {
            // Narrowing rounds in the direction asked (an F32 source or an integral value is exact).
            let r = if op.has(Sem::IntRound)
                || !from64
                || rnd.is_none()
                || !x.is_finite()
                || x == 0.0
            {
                x as f32
            } else {
                round_f32(x, 0.0, rnd)
            };
            ctx.regs.set(op.d, l, flush(r, ftz).to_bits());
        }
    }
    Ok(())
}
