//! The predicates and the condition code as one register, envytools' `$flags`: P0..P6 at bits 0-6 and
//! the condition code at bits 12-15 (zero, sign, carry, overflow, in that order). P2R copies it into a
//! register under a mask; R2P writes a register's masked bits back. Compilers use the pair to keep two
//! carry chains apart (bio-dimsum's drand48 arithmetic saves `.CC` results with `P2R R27, PR, RZ, 0xf000`
//! and resumes them with `R2P R27, 0xf000`). The machine keeps the condition code's zero and carry
//! flags; its sign and overflow bits read as 0 and are dropped when written.

use super::op::Op;
use super::{lanes, src, Regs};
use crate::sem::Sem;
use gpuisa_simt::{Ctx, Fault};

const ZERO: u32 = 1 << 12;
const CARRY: u32 = 1 << 14;
/// The predicates a write can reach (P7 is PT).
const PREDS: u32 = 0x7f;

/// `$flags` of `lane`.
pub fn read(regs: &Regs, lane: usize) -> u32 {
    let bit = |m: u32| m >> lane & 1;
    let preds = (0..7).fold(0, |v, i| v | bit(regs.p[i]) << i);
    preds | if bit(regs.ccz) != 0 { ZERO } else { 0 } | if bit(regs.cc) != 0 { CARRY } else { 0 }
}

/// Sets the bits of `$flags` of `lane` that `mask` selects to those of `v`.
pub fn write(regs: &mut Regs, lane: usize, v: u32, mask: u32) {
    let set = |m: &mut u32, on: bool| *m = *m & !(1 << lane) | (on as u32) << lane;
    for i in 0..7 {
        if mask & PREDS & 1 << i != 0 {
            set(&mut regs.p[i], v >> i & 1 != 0);
        }
    }
    if mask & ZERO != 0 {
        set(&mut regs.ccz, v & ZERO != 0);
    }
    if mask & CARRY != 0 {
        set(&mut regs.cc, v & CARRY != 0);
    }
}

// Rare: kept out of the step function's hot body.
#[inline(never)]
pub fn exec(op: &Op, ctx: &mut Ctx<'_, Regs>, m: u32) -> Result<(), Fault> {
    let [s0, s1, _] = op.s;
    for l in lanes(m) {
        match op.kind {
            Sem::P2r => {
                let mask = src(ctx, s0, l)?;
                let v = read(ctx.regs, l) & mask;
                ctx.regs.set(op.d, l, v);
            }
            _ => {
                let (v, mask) = (src(ctx, s0, l)?, src(ctx, s1, l)?);
                write(ctx.regs, l, v, mask);
            }
        }
    }
    Ok(())
}
