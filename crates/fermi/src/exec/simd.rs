//! Packed video operations: PTX's `vadd4`/`vsub4`, `vavrg4`, `vmin4`/`vmax4`, `vabsdiff4`, `vset4` and
//! their two-half kin (PTX ISA, "SIMD Video Instructions"). Lane i of each source is its byte (half) i,
//! sign- or zero-extended; each lane's result is saturated to the lane's range when `.SAT`; then either
//! the lanes the mask names replace those of source 3 (the others keep source 3's), or, with `.ACC`
//! (PTX `.add`), the named lanes' results are added to source 3. Selectors other than the default, the
//! second operations PTX does not have and immediate sources are refused at load ([`super::int::check`],
//! the description's tags).

use super::int::cmp_of;
use super::op::Op;
use super::video::{clamp, compare};
use super::{lanes, src, Regs};
use crate::sem::Sem;
use crate::Code;
use gpuisa_simt::{Ctx, Fault};

const ADD: u32 = 0;
const AVRG: u32 = 1;
const MNMX: u32 = 2;
const ABSDIFF: u32 = 3;
const SET: u32 = 4;

/// The operation of a packed form (kept in [`Op::imm`]).
pub fn op_of(code: Code) -> u32 {
    match code {
        Code::Vavrg4 | Code::Vavrg2 => AVRG,
        Code::Vmnmx4 | Code::Vmnmx2 => MNMX,
        Code::Vabsdiff4 | Code::Vabsdiff2 | Code::Vabsdiff4N | Code::Vabsdiff2N => ABSDIFF,
        Code::Vset4 | Code::Vset2 => SET,
        _ => ADD,
    }
}

/// Lane `i` (`bits` wide) of `v`, sign- or zero-extended.
fn lane(v: u32, i: u32, bits: u32, signed: bool) -> i64 {
    let x = (v >> (i * bits)) as i64 & ((1 << bits) - 1);
    if signed && x >> (bits - 1) != 0 {
        x - (1 << bits)
    } else {
        x
    }
}

/// One lane's result.
fn one(op: &Op, va: i64, vb: i64) -> i64 {
    let va = if op.neg[0] { -va } else { va };
    let vb = if op.neg[1] { -vb } else { vb };
    match op.imm {
        // PTX `vavrg`: rounds half away from zero.
        AVRG => {
            let s = va + vb;
            if s >= 0 {
                (s + 1) >> 1
            } else {
                s >> 1
            }
        }
        MNMX if op.has(Sem::VMx) => va.max(vb),
        MNMX => va.min(vb),
        ABSDIFF => (va - vb).abs(),
        SET => compare(cmp_of(op), va, vb) as i64,
        _ => va + vb,
    }
}

pub fn exec(op: &Op, ctx: &mut Ctx<'_, Regs>, m: u32) -> Result<(), Fault> {
    let [s0, s1, s2] = op.s;
    let (n, bits) = if op.kind == Sem::Simd4 { (4, 8) } else { (2, 16) };
    let sa = op.has(Sem::V1S8) || op.has(Sem::V1S16);
    let sb = op.has(Sem::V2S8) || op.has(Sem::V2S16);
    let mask = [Sem::SimdL0, Sem::SimdL1, Sem::SimdL2, Sem::SimdL3]
        .iter()
        .enumerate()
        .fold(0u32, |k, (i, &t)| k | (op.has(t) as u32) << i);
    let lane_mask = (1u32 << bits).wrapping_sub(1);
    for l in lanes(m) {
        let (a, b, c) = (src(ctx, s0, l)?, src(ctx, s1, l)?, src(ctx, s2, l)?);
        let mut acc = c as i64;
        let mut merged = 0u32;
        for i in 0..n {
            let mut t = one(op, lane(a, i, bits, sa), lane(b, i, bits, sb));
            // VSET's result is 0 or 1; it has no saturation.
            if op.has(Sem::Sat) {
                t = clamp(t, bits, op.has(Sem::VUd));
            }
            let on = mask >> i & 1 != 0;
            if on {
                acc += t;
            }
            let part = if on { t as u32 } else { c >> (i * bits) };
            merged |= (part & lane_mask) << (i * bits);
        }
        let v = if op.has(Sem::VAcc) { acc as u32 } else { merged };
        ctx.regs.set(op.d, l, v);
    }
    Ok(())
}
