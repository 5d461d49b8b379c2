//! Control flow: branches (`.U`: taken only when the guard holds in every active lane, envydis' `bra
//! allwarp`), the sync stack (`SSY` pushes a reconvergence point that an instruction marked `.S`
//! returns to; `PBK`/`BRK`), calls (`CAL`/`RET`), `EXIT` and `BAR.RED.POPC` as a block barrier.
//! Stack semantics after envytools' gf100 documentation and Multi2Sim's Fermi notes.

use super::op::Op;
use super::Regs;
use crate::sem::Sem;
use gpuisa_simt::{Ctx, Flow};

pub fn exec(op: &Op, ctx: &mut Ctx<'_, Regs>, m: u32) -> Flow {
    match op.kind {
        Sem::Bra => {
            let taken = if op.has(Sem::Uniform) && m != ctx.active {
                0
            } else {
                m
            };
            Flow::Branch {
                target: op.target,
                taken,
            }
        }
        Sem::Exit => Flow::Exit(m),
        Sem::Brk => Flow::Break(m),
        Sem::Ret => Flow::Ret(m),
        Sem::Ssy => Flow::JoinAt(op.target),
        Sem::Pbk => Flow::BreakAddr(op.target),
        Sem::Cal => Flow::Call(op.target),
        Sem::Bar => Flow::Barrier(0),
        _ => Flow::Next,
    }
}
