//! Atomics (`ATOM`: returns the old value) and reductions (`RED`: returns nothing) on generic addresses.
//! Lanes update one after another, lowest first, so each sees the lanes before it. Global memory is
//! updated with the machine's atomic read-modify-write ([`gpuisa_simt::memory::Global::update`]); an
//! address in the shared or local window updates the block's or the lane's memory, which no other
//! thread runs against meanwhile. Operations and their rules follow PTX's `atom`/`red`: INC wraps to 0
//! past its operand, DEC to its operand below 1 or above it; CAS stores source 3 where the old value
//! equals the operand; F32 ADD flushes denormals and rounds to nearest.

use super::mem::{generic, Space};
use super::op::Op;
use super::{lanes, FermiSim, Regs};
use crate::sem::Sem;
use gpuisa_simt::memory::{load, store};
use gpuisa_simt::{Ctx, Fault};

/// The new value of a 32-bit or 64-bit location holding `old`, for operand `v` (and `c`, CAS's value
/// stored on a match: `v` is then the comparand).
pub fn apply(op: &Op, old: u64, v: u64, c: u64) -> u64 {
    let wide = op.has(Sem::AtomU64);
    let signed = op.has(Sem::AtomS32);
    let (o32, v32) = (old as u32, v as u32);
    match op.which(&[
        Sem::AtomMin,
        Sem::AtomMax,
        Sem::AtomInc,
        Sem::AtomDec,
        Sem::AtomAnd,
        Sem::AtomOr,
        Sem::AtomXor,
        Sem::AtomExch,
        Sem::AtomCas,
    ]) {
        Some(Sem::AtomMin) if signed => (o32 as i32).min(v32 as i32) as u32 as u64,
        Some(Sem::AtomMax) if signed => (o32 as i32).max(v32 as i32) as u32 as u64,
        Some(Sem::AtomMin) => old.min(v),
        Some(Sem::AtomMax) => old.max(v),
        Some(Sem::AtomInc) => {
            if o32 >= v32 {
                0
            } else {
                o32.wrapping_add(1) as u64
            }
        }
        Some(Sem::AtomDec) => {
            if o32 == 0 || o32 > v32 {
                v32 as u64
            } else {
                (o32 - 1) as u64
            }
        }
        Some(Sem::AtomAnd) => old & v,
        Some(Sem::AtomOr) => old | v,
        Some(Sem::AtomXor) => old ^ v,
        Some(Sem::AtomExch) => v,
        Some(Sem::AtomCas) => {
            if old == v {
                c
            } else {
                old
            }
        }
        _ if op.has(Sem::AtomF32) => {
            let ftz = |x: f32| {
                if x.is_subnormal() {
                    0.0f32.copysign(x)
                } else {
                    x
                }
            };
            ftz(ftz(f32::from_bits(o32)) + ftz(f32::from_bits(v32))).to_bits() as u64
        }
        _ if wide => old.wrapping_add(v),
        _ => o32.wrapping_add(v32) as u64,
    }
}

/// A register's value, or a pair's (`r`, `r + 1`) when `wide`.
fn read(ctx: &Ctx<'_, Regs>, r: u8, wide: bool, l: usize) -> u64 {
    let lo = ctx.regs.get(r, l) as u64;
    if wide && r < 62 {
        lo | (ctx.regs.get(r + 1, l) as u64) << 32
    } else {
        lo
    }
}

pub fn exec(sim: &FermiSim, op: &Op, ctx: &mut Ctx<'_, Regs>, m: u32) -> Result<(), Fault> {
    let wide = op.has(Sem::AtomU64);
    let size: u32 = if wide { 8 } else { 4 };
    // RED's data is its only register (lowered into `d`); ATOM's is source 1 after the returned value.
    let (data, third) = match op.kind {
        Sem::Red => (op.d, super::op::RZ),
        _ => (src_reg(op, 0), src_reg(op, 1)),
    };
    for l in lanes(m) {
        let base = if op.has(Sem::Wide) {
            read(ctx, op.base, true, l)
        } else {
            ctx.regs.get(op.base, l) as u64
        };
        let mut addr = base.wrapping_add(op.off as u64);
        if !op.has(Sem::Wide) {
            addr &= 0xffff_ffff;
        }
        let (v, c) = (read(ctx, data, wide, l), read(ctx, third, wide, l));
        let f = |old: u64| apply(op, old, v, c);
        let fault = Fault {
            space: b'g',
            addr,
            size,
            lane: l as u32,
            write: true,
        };
        let old = match generic(sim, addr, ctx) {
            (Space::Global, a) => {
                ctx.traffic.global_read += size as u64;
                ctx.traffic.global_written += size as u64;
                if wide {
                    ctx.mem.global.update64(a, l as u32, f)?
                } else {
                    ctx.mem.global.update(a, 4, l as u32, f)?
                }
            }
            (Space::Shared, a) => {
                if a % size as u64 != 0 {
                    return Err(Fault {
                        space: b's',
                        addr: a,
                        ..fault
                    });
                }
                ctx.traffic.shared_read += size as u64;
                ctx.traffic.shared_written += size as u64;
                let old = load(ctx.shared, b's', a, size, l as u32)?;
                store(ctx.shared, b's', a, size, f(old), l as u32)?;
                old
            }
            (Space::Local, a) => {
                let ls = ctx.local_size;
                let bad = Fault {
                    space: b'l',
                    addr: a,
                    ..fault
                };
                if a % size as u64 != 0 {
                    return Err(bad);
                }
                let at = sim.local_offset(a, size, ls).ok_or(bad)?;
                let mine = ctx.local.get_mut(l * ls..(l + 1) * ls).ok_or(bad)?;
                let old = load(mine, b'l', at, size, l as u32)?;
                store(mine, b'l', at, size, f(old), l as u32)?;
                ctx.traffic.local_read += size as u64;
                ctx.traffic.local_written += size as u64;
                old
            }
        };
        if op.kind == Sem::Atom {
            ctx.regs.set(op.d, l, old as u32);
            if wide && op.d < 62 {
                ctx.regs.set(op.d + 1, l, (old >> 32) as u32);
            }
        }
    }
    Ok(())
}

fn src_reg(op: &Op, i: usize) -> u8 {
    match op.s[i] {
        super::op::Src::R(r) => r,
        _ => super::op::RZ,
    }
}
