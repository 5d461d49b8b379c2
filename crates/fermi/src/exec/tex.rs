//! `TLD`: a texel fetch by integer coordinate from a 1D texture at level zero, as `tex1Dfetch` compiles
//! (`TLD.LZ.T R8, R2, 0x0, 1D, 0xf;`). A texture is a linear buffer in global memory: `count` elements of
//! `channels` 32-bit channels, returned as they are stored (element-type reads, no filtering). A coordinate
//! outside `0..count` reads zeros, as CUDA's `tex1Dfetch` does on linear memory. The write mask selects
//! channels x, y, z, w in order, written to consecutive registers from the destination.

use super::op::{Op, Src};
use super::{lanes, FermiSim, Regs};
use crate::sem::Sem;
use gpuisa_engine::sem::Tag;
use gpuisa_engine::{Insn, Operand, RegFile};
use gpuisa_simt::{Ctx, Fault};

/// A texture bound to global memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Texture {
    pub addr: u64,
    pub count: u64,
    /// 32-bit channels an element: 1, 2 or 4.
    pub channels: u8,
}

/// Lowers a TLD: destination vector, coordinate vector, texture; `Op::imm` is the texture, `s[0]` the
/// coordinate register, `size` the channels written. Variants other than the plain fetch carry
/// [`Sem::Unmodelled`] in the description and are refused before this.
pub(super) fn lower(insn: &Insn, tags: &[Tag], next: u64, end: u64) -> Result<Op, String> {
    let mut op = Op::new(Sem::Tld);
    (op.next, op.end) = (next, end);
    let (tags, rest) = super::lower::split_guard(&mut op, tags, insn.operands())?;
    if let Some(other) = tags.first() {
        return Err(format!("a modifier of TLD the machine does not model ({other:?})"));
    }
    let [Operand::Vec(d), Operand::Vec(c), Operand::Reg(t)] = rest else {
        return Err("TLD with a second source or a sampler is not modelled".into());
    };
    if c.count != 1 || t.file != RegFile::T {
        return Err("the operands of TLD".into());
    }
    // Channels x.. written to consecutive registers: a mask with a gap is not modelled.
    let n = d.mask.count_ones() as u8;
    if u16::from(d.mask) != (1u16 << n) - 1 {
        return Err(format!("TLD's write mask {:#x} (with a gap) is not modelled", d.mask));
    }
    op.d = d.base.min(63) as u8;
    op.s[0] = Src::R(c.base.min(63) as u8);
    op.imm = u32::from(t.num);
    op.size = n;
    Ok(op)
}

pub(super) fn exec(sim: &FermiSim, op: &Op, ctx: &mut Ctx<'_, Regs>, m: u32) -> Result<(), Fault> {
    let Src::R(coord) = op.s[0] else { return Ok(()) };
    let Some(tex) = sim.textures.get(op.imm as usize).copied().flatten() else {
        // No texture bound: the run stops at the fetch (the command line checks bindings before).
        let lane = lanes(m).next().unwrap_or(0) as u32;
        return Err(Fault { space: b't', addr: op.imm as u64, size: 4, lane, write: false });
    };
    let n = op.size.min(tex.channels);
    for l in lanes(m) {
        let i = ctx.regs.get(coord, l) as i32;
        for k in 0..op.size {
            let v = if i >= 0 && (i as u64) < tex.count && k < n {
                // Wrapping: a binding the caller did not check faults at the load, not here.
                let a = tex.addr.wrapping_add(4 * (i as u64 * tex.channels as u64 + k as u64));
                ctx.traffic.global_read += 4;
                ctx.mem.global.load(a, 4, l as u32)? as u32
            } else {
                0
            };
            ctx.regs.set(op.d.saturating_add(k).min(63), l, v);
        }
    }
    Ok(())
}
