//! Control flow: branches (`.U`: taken only when the guard holds in every active lane, envydis' `bra
//! allwarp`), jumps to absolute addresses (`JMP`, `JMX`, `JCAL`: the kernel's first instruction is at
//! code address 0), the sync stack (`SSY` pushes a reconvergence point that an instruction marked `.S`
//! returns to; `PBK`/`BRK`; `PCNT`/`CONT`, where continuing lanes wait for the rest of the iteration),
//! calls (`CAL`/`RET`, and `PRET`, which pushes the return address without jumping), `EXIT`, barriers
//! (`BAR`), indirect branches (`BRX`) and breakpoints (`BPT`). A condition code test (`BRA CC.NE`) and
//! the guard together choose the lanes. Stack semantics after envytools' gf100 documentation and
//! Multi2Sim's Fermi notes.

use super::op::{index_at, CodeMap, Op, Src, Tgt, PT, RZ};
use super::{lanes, src, Regs};
use crate::sem::Sem;
use crate::Code;
use gpuisa_simt::{BarResult, Ctx, Fault, Flow};

/// Sets how `op` finds its target from its form and operands (the branch offset itself, if any, is
/// already in [`Op::target`]).
pub(super) fn lower_target(op: &mut Op, code: Code, vals: &[(Src, usize)], map: &CodeMap) -> Result<(), String> {
    let konst = vals.iter().find_map(|&(s, _)| match s {
        Src::C(b, o) => Some((b, o)),
        _ => None,
    });
    let reg = vals.iter().find_map(|&(s, _)| match s {
        Src::R(r) => Some(r),
        _ => None,
    });
    let imm = vals.iter().find_map(|&(s, _)| match s {
        Src::Imm(v) => Some(v),
        _ => None,
    });
    op.tgt = match code {
        Code::Jmp_Imm | Code::Jcal_Imm => {
            let to = imm.ok_or("no target")? as u64;
            op.target = index_at(map, to)
                .filter(|_| to < op.end)
                .ok_or_else(|| format!("jump target {to:#x} lies outside the kernel or inside an instruction"))?;
            Tgt::Fixed
        }
        Code::Jmp_Mem | Code::Jcal_Mem => Tgt::ConstAbs,
        Code::Jmx_Mem => Tgt::ConstRegAbs,
        Code::Brx_Mem => Tgt::ConstRegRel,
        Code::Jmx_RegImm | Code::Brx_RegTarget => {
            op.base = reg.ok_or("no register")?;
            if code == Code::Jmx_RegImm {
                op.off = imm.ok_or("no address")? as i64;
                Tgt::RegAbs
            } else {
                // `op.off`: the distance from the next instruction ([`super::lower`]).
                Tgt::RegRel
            }
        }
        _ if konst.is_some() => Tgt::ConstRel,
        _ => Tgt::Fixed,
    };
    if let Some((b, o)) = konst {
        (op.bank, op.off) = (b, o as i64);
    }
    if op.tgt != Tgt::Fixed {
        op.map = Some(map.clone());
    }
    Ok(())
}

/// BAR's operands: the destination register (POPC) or predicate (AND, OR), the barrier (register or
/// number, `s[0]`), the thread count (`s[1]`; zero: every thread of the block) and the predicate voted.
/// [`Op::imm`] says which: 0 POPC, 1 AND, 2 OR, 3 a plain wait (BAR_N SYNC), 4 ARV.
pub(super) fn lower_bar(op: &mut Op, code: Code, vals: &[(Src, usize)], preds: &[(u8, bool)]) -> Result<(), String> {
    let v = |i: usize| vals.get(i).map(|&(s, _)| s).ok_or("BAR's operands");
    match code {
        Code::BarN_Sync | Code::BarN_Arv => {
            // envytools' number field (bits 26-29) overlaps the opcode's bits 27-31: only a register
            // barrier is read unambiguously.
            if !matches!(v(0)?, Src::R(_)) {
                return Err("BAR_N with a barrier number (its field overlaps the opcode) is not modelled".into());
            }
            op.s[0] = v(0)?;
            op.s[1] = Src::Imm(0);
            op.imm = if code == Code::BarN_Sync { 3 } else { 4 };
        }
        Code::Bar_RedPopcRegReg => {
            // The compilers' `__syncthreads()`: count RZ (every thread), predicate PT.
            (op.d, op.s[0], op.s[1], op.imm) = (reg_of(v(0)?)?, v(1)?, Src::R(RZ), 0);
        }
        _ => {
            let [(pd, _), (ps, psn)] = preds[..] else {
                return Err("BAR's predicate operands".into());
            };
            (op.d, op.pd, op.s[0], op.s[1], op.ps[0], op.ps_neg[0]) = (reg_of(v(0)?)?, pd, v(1)?, v(2)?, ps, psn);
            op.imm = match code {
                Code::Bar_RedPopc => 0,
                Code::Bar_RedAnd => 1,
                Code::Bar_RedOr => 2,
                _ => 4,
            };
        }
    }
    // Each form writes one result: POPC the count, AND/OR the predicate, ARV nothing. What the other
    // destination would receive is not documented.
    let (reg_ok, pred_ok) = match op.imm {
        0 => (true, false),
        1 | 2 => (false, true),
        _ => (false, false),
    };
    if (!reg_ok && op.d != RZ) || (!pred_ok && op.pd != PT) {
        return Err("BAR writing a destination its operation does not produce is not modelled".into());
    }
    Ok(())
}

fn reg_of(s: Src) -> Result<u8, String> {
    match s {
        Src::R(r) => Ok(r),
        _ => Err("no destination register".into()),
    }
}

/// The condition code tests execution runs.
pub(super) const CC_TESTS: &[Sem] = &[Sem::CcF, Sem::CcNe, Sem::CcEqu, Sem::CcHi, Sem::CcLs, Sem::CcHs, Sem::CcLo];

/// The lanes where condition code test `t` holds, from envytools' formulas over the zero (`ccz`) and
/// carry (`cc`) flags.
fn cc_lanes(t: Sem, r: &Regs) -> u32 {
    match t {
        Sem::CcF => 0,
        Sem::CcNe => !r.ccz,
        Sem::CcEqu => r.ccz,
        Sem::CcHi => !r.ccz & r.cc,
        Sem::CcLs => r.ccz | !r.cc,
        Sem::CcHs => r.cc,
        Sem::CcLo => !r.cc,
        _ => u32::MAX,
    }
}

pub fn exec(op: &Op, ctx: &mut Ctx<'_, Regs>, m: u32) -> Result<Flow, Fault> {
    let m = match op.cc {
        None => m,
        Some(t) => m & cc_lanes(t, ctx.regs),
    };
    // A target read as the kernel runs: one for the warp.
    let to = if op.tgt != Tgt::Fixed {
        let lanes = match op.kind {
            // The stack operations and calls take no guard: the warp's active lanes read it.
            Sem::Bra | Sem::Brx => m,
            _ => ctx.active,
        };
        match target(op, ctx, lanes)? {
            Ok(Some(t)) => t,
            Ok(None) => return Ok(Flow::Next),
            Err(why) => return Ok(Flow::Refuse(why)),
        }
    } else {
        op.target
    };
    Ok(match op.kind {
        Sem::Bra | Sem::Brx => {
            let taken = if op.has(Sem::Uniform) && m != ctx.active { 0 } else { m };
            Flow::Branch { target: to, taken }
        }
        Sem::Exit => Flow::Exit(m),
        Sem::Brk => Flow::Break(m),
        Sem::Cont => Flow::Cont(m),
        Sem::Ret => Flow::Ret(m),
        Sem::Ssy => Flow::JoinAt(to),
        Sem::Pbk => Flow::BreakAddr(to),
        Sem::Pcnt => Flow::ContAddr(to),
        Sem::Cal => Flow::Call(to),
        Sem::Pret => Flow::PreRet(to),
        Sem::Bar => bar(op, ctx, m)?,
        Sem::Lepc => {
            for l in lanes(m) {
                ctx.regs.set(op.d, l, op.addr as u32);
            }
            Flow::Next
        }
        // DRAIN waits for memory accesses, which the machine completes at once; the other kinds stop
        // for a debugger there is none of: the run ends with an error at this instruction.
        Sem::Bpt if op.has(Sem::BptDrain) => Flow::Next,
        Sem::Bpt => Flow::Trap,
        _ => Flow::Next,
    })
}

/// The target of `op` for lanes `m` as an instruction index: `None` with no lane; an error when the
/// lanes disagree (the machine branches one way a warp) or it is not an instruction of the kernel.
fn target(op: &Op, ctx: &mut Ctx<'_, Regs>, m: u32) -> Result<Result<Option<usize>, &'static str>, Fault> {
    let mut to = None;
    for l in lanes(m) {
        let r = ctx.regs.get(op.base, l) as u64;
        let konst = |ctx: &mut Ctx<'_, Regs>, a: u64| -> Result<u64, Fault> {
            ctx.traffic.const_read += 4;
            Ok(ctx.mem.load_const(op.bank, a & 0xffff_ffff, 4, l as u32)? as u32 as u64)
        };
        let off = op.off as u64;
        let rel = |v: u64| op.next.wrapping_add(v as u32 as i32 as i64 as u64);
        let t = match op.tgt {
            Tgt::Fixed => return Ok(Ok(Some(op.target))),
            Tgt::ConstRel => rel(konst(ctx, off)?),
            Tgt::ConstAbs => konst(ctx, off)?,
            Tgt::ConstRegRel => rel(konst(ctx, r.wrapping_add(off))?),
            Tgt::ConstRegAbs => konst(ctx, r.wrapping_add(off))?,
            Tgt::RegRel => op.next.wrapping_add(off).wrapping_add(r) & 0xffff_ffff,
            Tgt::RegAbs => off.wrapping_add(r) & 0xffff_ffff,
        };
        match to {
            Some(x) if x != t => return Ok(Err("an indirect branch whose lanes go to different targets")),
            _ => to = Some(t),
        }
    }
    let Some(t) = to else { return Ok(Ok(None)) };
    let map = op.map.as_deref().unwrap_or(&[]);
    Ok(match index_at(map, t).filter(|_| t < op.end) {
        Some(i) => Ok(Some(i)),
        None => Err("an indirect target outside the kernel or inside an instruction"),
    })
}

/// BAR: the warp arrives at a barrier (and waits, but for ARV) with its lanes' votes. A guard that holds
/// in some active lanes only, a barrier or count that differs between lanes, a count that is not a
/// whole number of warps, and ARV without a count are not documented: the run stops there.
fn bar(op: &Op, ctx: &mut Ctx<'_, Regs>, m: u32) -> Result<Flow, Fault> {
    if m == 0 {
        return Ok(Flow::Next);
    }
    if m != ctx.active {
        return Ok(Flow::Refuse("a barrier whose guard holds in some of the active lanes only"));
    }
    let uniform = |ctx: &Ctx<'_, Regs>, s: Src| -> Result<Option<u32>, Fault> {
        let mut v = None;
        for l in lanes(m) {
            let x = src(ctx, s, l)?;
            if v.is_some_and(|y| y != x) {
                return Ok(None);
            }
            v = Some(x);
        }
        Ok(v)
    };
    let (Some(id), Some(count)) = (uniform(ctx, op.s[0])?, uniform(ctx, op.s[1])?) else {
        return Ok(Flow::Refuse("a barrier number or thread count that differs between lanes"));
    };
    if id > 15 {
        return Ok(Flow::Refuse("a barrier number above 15 (there are 16)"));
    }
    if count % 32 != 0 {
        return Ok(Flow::Refuse("a barrier thread count that is not a multiple of the warp size"));
    }
    let wait = op.imm != 4;
    if !wait && count == 0 {
        return Ok(Flow::Refuse("BAR.ARV without a thread count (PTX requires one)"));
    }
    let votes = ctx.regs.pred(op.ps[0], op.ps_neg[0]) & m;
    Ok(Flow::Bar { id: id as u8, warps: count / 32, wait, votes })
}

/// A barrier `op` waited at has completed: POPC writes the number of voting lanes of the block, AND
/// whether all voted, OR whether any did (PTX's `bar.red`).
pub fn barrier_done(op: &Op, regs: &mut Regs, active: u32, r: &BarResult) {
    match op.imm {
        0 => {
            for l in lanes(active) {
                regs.set(op.d, l, r.popc);
            }
        }
        1 => regs.set_pred(op.pd, active, if r.all { u32::MAX } else { 0 }),
        2 => regs.set_pred(op.pd, active, if r.any { u32::MAX } else { 0 }),
        _ => {}
    }
}
