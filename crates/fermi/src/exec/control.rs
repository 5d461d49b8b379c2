//! Control flow: branches (`.U`: taken only when the guard holds in every active lane, envydis' `bra
//! allwarp`), the sync stack (`SSY` pushes a reconvergence point that an instruction marked `.S`
//! returns to; `PBK`/`BRK`), calls (`CAL`/`RET`, and `PRET`, which pushes the return address without
//! jumping), `EXIT`, `BAR.RED.POPC` as a block barrier, indirect branches (`BRX`) and breakpoints
//! (`BPT`). Stack semantics after envytools' gf100 documentation and Multi2Sim's Fermi notes.

use super::op::Op;
use super::{lanes, Regs};
use crate::sem::Sem;
use gpuisa_simt::{Ctx, Fault, Flow};

pub fn exec(op: &Op, ctx: &mut Ctx<'_, Regs>, m: u32) -> Result<Flow, Fault> {
    Ok(match op.kind {
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
        Sem::Pret => Flow::PreRet(op.target),
        Sem::Bar => Flow::Barrier(0),
        // DRAIN waits for memory accesses, which the machine completes at once; the other kinds stop
        // for a debugger there is none of: the run ends with an error at this instruction.
        Sem::Bpt if op.has(Sem::BptDrain) => Flow::Next,
        Sem::Bpt => Flow::Trap,
        Sem::Brx => brx(op, ctx, m)?,
        _ => Flow::Next,
    })
}

/// `BRX c[bank][R+off]`: each lane's target is the next instruction's address plus the signed word it
/// reads (compilers' jump tables in c[0x10] hold such offsets). The machine branches one way a warp:
/// lanes that disagree, or a target outside the code or between instructions, stop the run with an
/// error at this instruction (a trap) rather than go somewhere wrong.
fn brx(op: &Op, ctx: &mut Ctx<'_, Regs>, m: u32) -> Result<Flow, Fault> {
    let mut to = None;
    for l in lanes(m) {
        let a = (ctx.regs.get(op.base, l) as u64).wrapping_add(op.off as u64) & 0xffff_ffff;
        let v = ctx.mem.load_const(op.bank, a, 4, l as u32)? as u32;
        ctx.traffic.const_read += 4;
        let t = op.next.wrapping_add(v as i32 as i64 as u64);
        match to {
            Some(x) if x != t => return Ok(Flow::Trap),
            _ => to = Some(t),
        }
    }
    Ok(match to {
        None => Flow::Next,
        Some(t) if t < op.end && t % 8 == 0 => Flow::Branch {
            target: (t / 8) as usize,
            taken: m,
        },
        Some(_) => Flow::Trap,
    })
}
