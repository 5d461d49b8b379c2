//! Surfaces: `SULD.B` and `SUST.B`, unformatted loads and stores of 1 to 16 bytes of a bound image
//! ([`Surface`]), as PTX's `suld.b`/`sust.b` define them: the first coordinate is a byte offset into the
//! row (not scaled), the others (2D, 3D) rows and planes; the size is the instruction's (`U8`, `S8`,
//! `U16`, `S16`, 32 bits when none, `64`, `128`), loads of 8 and 16 bits zero- or sign-extended.
//! Out of range: `.ZERO` (the default) loads zeros and drops stores, `.TRAP` stops the kernel. Refused:
//! `.CLAMP` (where a byte coordinate clamps to is not documented), `E2D`, a surface named by a register,
//! and at run time a byte offset that is not a multiple of the access size.
//!
//! Lowered fields: `imm` the surface slot, `s[0]` the first coordinate register, `d` the data
//! register, `size` the bytes, `bank` the geometry (1, 2, 3 axes), `off` 1 for `.TRAP`.

use super::op::{Op, Src};
use super::texel::{Dim, Image};
use super::{lanes, FermiSim, Regs};
use crate::sem::Sem;
use gpuisa_engine::sem::Tag;
use gpuisa_engine::{Insn, MemBase, Operand};
use gpuisa_simt::{Ctx, Fault, Flow, WARP};
use std::sync::Mutex;

/// An image bound to a surface slot; stores change it.
#[derive(Debug)]
pub struct Surface {
    pub image: Mutex<Image>,
}

impl Surface {
    pub fn new(image: Image) -> Surface {
        Surface { image: Mutex::new(image) }
    }
}

/// Lowers SULD.B (`Sem::Suld`) and SUST.B (`Sem::Sust`).
pub(super) fn lower(insn: &Insn, tags: &[Tag], kind: Sem, next: u64, end: u64) -> Result<Op, String> {
    let mut op = Op::new(kind);
    (op.next, op.end) = (next, end);
    let (tags, rest) = super::lower::split_guard(&mut op, tags, insn.operands())?;
    let (mut axes, mut size) = (1u8, 4u8);
    for t in tags {
        match t {
            Sem::Tex2d => axes = 2,
            Sem::Tex3d => axes = 3,
            Sem::SizeU8 | Sem::SizeS8 => size = 1,
            Sem::SizeU16 | Sem::SizeS16 => size = 2,
            Sem::Size64 => size = 8,
            Sem::Size128 => size = 16,
            Sem::SuTrap => op.off = 1,
            Sem::SuClamp => return Err("surface .CLAMP (where a byte coordinate clamps to is not documented)".into()),
            other => return Err(format!("a modifier of {kind:?} the machine does not model ({other:?})")),
        }
        if matches!(t, Sem::SizeS8 | Sem::SizeS16) {
            op.set(t);
        }
    }
    let (data, mem, coords) = match (kind, rest) {
        (Sem::Suld, [Operand::Reg(d), Operand::Mem(m), Operand::Vec(c)]) => (d, m, c),
        (Sem::Sust, [Operand::Mem(m), Operand::Vec(c), Operand::Reg(d)]) => (d, m, c),
        _ => return Err(format!("the operands of {kind:?}")),
    };
    if mem.base != MemBase::None {
        return Err("a surface named by a register is not modelled (sm_20 binds surfaces by slot)".into());
    }
    if coords.count != axes {
        return Err(format!("{kind:?} of {axes} axes with {} coordinate registers", coords.count));
    }
    op.d = data.num.min(63) as u8;
    op.s[0] = Src::R(coords.base.min(63) as u8);
    op.imm = mem.offset.clamp(0, 7) as u32;
    op.size = size;
    op.bank = axes;
    Ok(op)
}

/// The byte offset of a lane's access, `None` when outside the surface; `Err` when refused.
fn place(img: &Image, axes: u8, size: u8, reg: &dyn Fn(u8) -> u32) -> Result<Option<usize>, &'static str> {
    let want = [Dim::D1, Dim::D2, Dim::D3][(axes.clamp(1, 3) - 1) as usize];
    if img.dim != want || img.array {
        return Err("the instruction's geometry is not the bound surface's");
    }
    let x = i64::from(reg(0) as i32);
    if x.rem_euclid(i64::from(size)) != 0 {
        return Err("a surface byte offset that is not a multiple of the access size (not documented)");
    }
    let at = |k: u8| if k < axes { i64::from(reg(k) as i32) } else { 0 };
    let (y, z) = (at(1), at(2));
    let row = i64::from(img.width) * img.format.bytes() as i64;
    if x < 0 || x + i64::from(size) > row {
        return Ok(None);
    }
    Ok(img.offset(0, y, z, 0).map(|o| o + x as usize))
}

pub(super) fn exec(sim: &FermiSim, op: &Op, ctx: &mut Ctx<'_, Regs>, m: u32) -> Result<Flow, Fault> {
    let Src::R(c) = op.s[0] else { return Ok(Flow::Next) };
    let Some(Some(surf)) = sim.surfaces.get(op.imm as usize) else {
        let lane = lanes(m).next().unwrap_or(0) as u32;
        return Err(Fault { space: b'i', addr: op.imm as u64, size: op.size as u32, lane, write: op.kind == Sem::Sust });
    };
    // A poisoned lock means a thread panicked mid-store; the image is still whole bytes.
    let mut img = surf.image.lock().unwrap_or_else(|e| e.into_inner());
    let size = op.size as usize;
    let mut at = [None; WARP];
    for l in lanes(m) {
        let reg = |k: u8| ctx.regs.get(c.saturating_add(k).min(63), l);
        match place(&img, op.bank, op.size, &reg) {
            Ok(None) if op.off == 1 => return Ok(Flow::Trap),
            Ok(p) => at[l] = p,
            Err(why) => return Ok(Flow::Refuse(why)),
        }
    }
    let regs = size.div_ceil(4) as u8;
    for l in lanes(m) {
        if op.kind == Sem::Sust {
            let Some(o) = at[l] else { continue };
            let mut bytes = [0u8; 16];
            for k in 0..regs {
                let v = ctx.regs.get(op.d.saturating_add(k).min(63), l);
                bytes[4 * k as usize..4 * k as usize + 4].copy_from_slice(&v.to_le_bytes());
            }
            img.data[o..o + size].copy_from_slice(&bytes[..size]);
            ctx.traffic.global_written += size as u64;
        } else {
            let mut bytes = [0u8; 16];
            if let Some(o) = at[l] {
                bytes[..size].copy_from_slice(&img.data[o..o + size]);
                ctx.traffic.global_read += size as u64;
            }
            let word = |k: usize| u32::from_le_bytes([bytes[4 * k], bytes[4 * k + 1], bytes[4 * k + 2], bytes[4 * k + 3]]);
            let first = match size {
                1 if op.has(Sem::SizeS8) => bytes[0] as i8 as i32 as u32,
                2 if op.has(Sem::SizeS16) => i16::from_le_bytes([bytes[0], bytes[1]]) as i32 as u32,
                _ => word(0),
            };
            ctx.regs.set(op.d.min(63), l, first);
            for k in 1..regs {
                ctx.regs.set(op.d.saturating_add(k).min(63), l, word(k as usize));
            }
        }
    }
    Ok(Flow::Next)
}

/// What a loaded surface instruction needs: its slot bound to an image of its geometry.
pub fn check_binding(sim: &FermiSim, op: &Op) -> Result<(), String> {
    if !matches!(op.kind, Sem::Suld | Sem::Sust) {
        return Ok(());
    }
    let s = op.imm as usize;
    let Some(Some(surf)) = sim.surfaces.get(s) else {
        return Err(format!("uses surface {s:#x}, which no --surface binds"));
    };
    let img = surf.image.lock().unwrap_or_else(|e| e.into_inner());
    let want = [Dim::D1, Dim::D2, Dim::D3][(op.bank.clamp(1, 3) - 1) as usize];
    if img.dim != want || img.array {
        return Err(format!("uses surface {s:#x} as {want:?}, bound as {:?}{}", img.dim, if img.array { " array" } else { "" }));
    }
    Ok(())
}
