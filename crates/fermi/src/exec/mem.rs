//! Loads and stores. `LD`/`ST`/`LDU` take generic addresses (32-bit, or 64-bit register pairs with
//! `.E`): an address inside the shared or local window ([`super::abi`]) reaches the block's shared memory
//! or the thread's local memory, any other address global memory. `LDS`/`STS`, `LDL`/`STL` address their
//! space directly; `LDC` reads a constant bank at a register plus an offset.

use super::op::Op;
use super::{lanes, FermiSim, Regs};
use crate::sem::Sem;
use gpuisa_simt::memory::{load, store};
use gpuisa_simt::{Ctx, Fault};

#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Space {
    Global,
    Shared,
    Local,
}

/// The space and the address within it of generic address `a`.
pub(super) fn generic(sim: &FermiSim, a: u64, ctx: &Ctx<'_, Regs>) -> (Space, u64) {
    let sw = sim.shared_win as u64;
    let lw = sim.local_win as u64;
    if a >= sw && a < sw + super::abi::WINDOW {
        (Space::Shared, a - sw)
    } else if a >= lw && a < lw + super::abi::WINDOW && ctx.local_size > 0 {
        (Space::Local, a - lw)
    } else {
        (Space::Global, a)
    }
}

fn sign_extend(v: u64, size: u8, op: &Op) -> u64 {
    match size {
        1 if op.has(Sem::SizeS8) => v as u8 as i8 as i32 as u32 as u64,
        2 if op.has(Sem::SizeS16) => v as u16 as i16 as i32 as u32 as u64,
        _ => v,
    }
}

/// The generic (or space) address lane `l` accesses: base register (a pair with `.E`) plus offset.
fn address(op: &Op, ctx: &Ctx<'_, Regs>, l: usize) -> u64 {
    let base = if op.has(Sem::Wide) {
        ctx.regs.get(op.base, l) as u64 | (ctx.regs.get(op.base.saturating_add(1).min(63), l) as u64) << 32
    } else {
        ctx.regs.get(op.base, l) as u64
    };
    let a = base.wrapping_add(op.off as u64);
    if op.has(Sem::Wide) {
        a
    } else {
        a & 0xffff_ffff
    }
}

/// For a trace: a store's address and data words per active lane, appended as ` g[ADDRS]=WORDS` (`s[`
/// for STS, `l[` for STL; a generic address as given), read from the registers after it ran (a store
/// writes none of them, so they hold what it used).
pub(super) fn trace_store(op: &Op, regs: &Regs, active: u32, out: &mut String) {
    let space = match op.kind {
        Sem::Sts => "s",
        Sem::Stl => "l",
        _ => "g",
    };
    let addr = |l: usize| {
        let base = if op.has(Sem::Wide) {
            regs.get(op.base, l) as u64 | (regs.get(op.base.saturating_add(1).min(63), l) as u64) << 32
        } else {
            regs.get(op.base, l) as u64
        };
        let a = base.wrapping_add(op.off as u64);
        if op.has(Sem::Wide) { a } else { a & 0xffff_ffff }
    };
    let words = (op.size as usize).div_ceil(4).max(1);
    let mut a = String::new();
    gpuisa_simt::trace_values(&mut a, "", active, |l| addr(l) as u32);
    for k in 0..words {
        let d = op.d.saturating_add(k as u8).min(63);
        let mut v = String::new();
        gpuisa_simt::trace_values(&mut v, "", active, |l| regs.get(d, l));
        let at = if k == 0 { a[2..].to_string() } else { format!("{}+{}", &a[2..], 4 * k) };
        out.push_str(&format!(" {space}[{at}]={}", &v[2..]));
    }
}

/// A 128-bit access is two 64-bit ones (registers d, d+1, then d+2, d+3): the parts and their size.
fn parts(op: &Op) -> (u64, u8) {
    if op.size == 16 {
        (2, 8)
    } else {
        (1, op.size)
    }
}

/// What lane `l` of load `op` reads, without writing it: (register, size, value) for each part.
pub(super) fn load_lane(sim: &FermiSim, op: &Op, ctx: &mut Ctx<'_, Regs>, l: usize) -> Result<[(u8, u8, u64); 2], Fault> {
    let (n, size) = parts(op);
    let load_size = size as u32;
    let addr0 = address(op, ctx, l);
    let mut out = [(RZ_NONE, size, 0); 2];
    for k in 0..n {
        let addr = addr0.wrapping_add(8 * k);
        let d = op.d.saturating_add(2 * k as u8).min(63);
        let (space, a) = match op.kind {
            Sem::Lds => (Space::Shared, addr),
            Sem::Ldl => (Space::Local, addr),
            Sem::Ldc => {
                let v = ctx.mem.load_const(op.bank, addr & 0xffff_ffff, load_size, l as u32)?;
                ctx.traffic.const_read += load_size as u64;
                out[k as usize] = (d, size, v);
                continue;
            }
            _ => generic(sim, addr, ctx),
        };
        let ls = ctx.local_size;
        let v = match space {
            Space::Global => {
                ctx.traffic.global_read += size as u64;
                ctx.mem.global.load(a, load_size, l as u32)?
            }
            Space::Shared => {
                ctx.traffic.shared_read += size as u64;
                load(ctx.shared, b's', a, load_size, l as u32)?
            }
            Space::Local => {
                ctx.traffic.local_read += size as u64;
                let at = local_at(sim, ctx, a, load_size, l, false)?;
                load(&ctx.local[l * ls..(l + 1) * ls], b'l', at, load_size, l as u32)?
            }
        };
        out[k as usize] = (d, size, sign_extend(v, size, op));
    }
    Ok(out)
}

/// Where local address `a` lies in lane `l`'s bytes ([`FermiSim::local_offset`]), or a fault naming `a`.
pub(super) fn local_at(sim: &FermiSim, ctx: &Ctx<'_, Regs>, a: u64, size: u32, l: usize, write: bool) -> Result<u64, Fault> {
    sim.local_offset(a, size, ctx.local_size)
        .ok_or(Fault { space: b'l', addr: a, size, lane: l as u32, write })
}

/// No register: the unused part of [`load_lane`]'s answer.
pub(super) const RZ_NONE: u8 = 0xff;

// Kept out of the dispatch (`FermiSim::exec`): inlined there (fat LTO), its warp-wide path made the
// integer bench loop's count 1.9% longer.
#[inline(never)]
pub fn exec(sim: &FermiSim, op: &Op, ctx: &mut Ctx<'_, Regs>, m: u32) -> Result<(), Fault> {
    if super::mem_fast::exec(sim, op, ctx, m) {
        return Ok(());
    }
    exec_lanes(sim, op, ctx, m)
}

/// [`exec`] lane by lane, lowest first.
pub(super) fn exec_lanes(sim: &FermiSim, op: &Op, ctx: &mut Ctx<'_, Regs>, m: u32) -> Result<(), Fault> {
    if !matches!(op.kind, Sem::St | Sem::Sts | Sem::Stl) {
        for l in lanes(m) {
            for (d, size, v) in load_lane(sim, op, ctx, l)? {
                write_data(ctx, d, size, l, v);
            }
        }
        return Ok(());
    }
    let (n, size) = parts(op);
    let load_size = size as u32;
    for l in lanes(m) {
        let addr0 = address(op, ctx, l);
        for k in 0..n {
            let addr = addr0.wrapping_add(8 * k);
            let d = op.d.saturating_add(2 * k as u8).min(63);
            let (space, a) = match op.kind {
                Sem::Sts => (Space::Shared, addr),
                Sem::Stl => (Space::Local, addr),
                _ => generic(sim, addr, ctx),
            };
            let ls = ctx.local_size;
            let v = ctx.regs.get(d, l) as u64
                | if size == 8 { (ctx.regs.get(d.saturating_add(1).min(63), l) as u64) << 32 } else { 0 };
            match space {
                Space::Global => {
                    ctx.mem.global.store(a, load_size, v, l as u32)?;
                    ctx.traffic.global_written += size as u64;
                }
                Space::Shared => {
                    store(ctx.shared, b's', a, load_size, v, l as u32)?;
                    ctx.traffic.shared_written += size as u64;
                }
                Space::Local => {
                    let at = local_at(sim, ctx, a, load_size, l, true)?;
                    let mine = &mut ctx.local[l * ls..(l + 1) * ls];
                    store(mine, b'l', at, load_size, v, l as u32)?;
                    ctx.traffic.local_written += size as u64;
                }
            }
        }
    }
    Ok(())
}

/// Writes a loaded value to `d` (and `d + 1` for 8 bytes); nothing for [`RZ_NONE`].
pub(super) fn write_data(ctx: &mut Ctx<'_, Regs>, d: u8, size: u8, l: usize, v: u64) {
    if d == RZ_NONE {
        return;
    }
    ctx.regs.set(d, l, v as u32);
    if size == 8 && d < 62 {
        ctx.regs.set(d + 1, l, (v >> 32) as u32);
    }
}
