//! The paired loads: `LD_LDU` (a generic load and a uniform load) and `LDS_LDU` (a shared-memory load and
//! a uniform load) in one instruction. Each lane reads both addresses and both values before writing
//! either destination, so a destination that is the other load's address register does not change it.

use super::mem::{load_lane, write_data};
use super::op::{Op, RZ};
use super::{lanes, FermiSim, Regs};
use crate::sem::Sem;
use gpuisa_engine::sem::Tag;
use gpuisa_engine::{Insn, MemBase, Operand};
use gpuisa_simt::{Ctx, Fault};

/// Lowers a paired load (`kind` [`Sem::LdLdu`] or [`Sem::LdsLdu`]) from its operands (destination,
/// address, destination, address) and its tags: each access names its size, the first load's first; a
/// `.E` before the first size widens the first address, one after it the LDU's.
pub(super) fn lower(insn: &Insn, tags: &[Tag], kind: Sem, next: u64, end: u64) -> Result<Op, String> {
    let mut op = Op::new(kind);
    (op.next, op.end) = (next, end);
    let mut sizes = [Sem::Size32; 2];
    let mut wide = [false; 2];
    let mut seen = 0usize;
    let ops = insn.operands();
    let (tags, rest) = super::lower::split_guard(&mut op, tags, ops)?;
    for t in tags {
        match t {
            Sem::Wide => wide[seen.min(1)] = true,
            s @ (Sem::SizeU8 | Sem::SizeS8 | Sem::SizeU16 | Sem::SizeS16 | Sem::Size32 | Sem::Size64 | Sem::Size128) => {
                if seen > 1 {
                    return Err("a paired load with three sizes".into());
                }
                sizes[seen] = s;
                seen += 1;
            }
            Sem::LdLdu | Sem::LdsLdu => {}
            other => return Err(format!("a modifier of a paired load the machine does not model ({other:?})")),
        }
    }
    if seen != 2 {
        return Err("a paired load without its two sizes".into());
    }
    let [Operand::Reg(d1), Operand::Mem(m1), Operand::Reg(d2), Operand::Mem(m2)] = rest else {
        return Err("the operands of a paired load".into());
    };
    let first = if kind == Sem::LdsLdu { Sem::Lds } else { Sem::Ld };
    let load = |k: Sem, d: u16, m: &gpuisa_engine::Mem, size: Sem, wide: bool| -> Result<Op, String> {
        let mut o = Op::new(k);
        o.d = d.min(63) as u8;
        o.base = match m.base {
            MemBase::R(r) => r.min(63) as u8,
            MemBase::None => RZ,
            _ => return Err("an address register base".into()),
        };
        o.off = m.offset;
        o.set(size);
        if wide {
            o.set(Sem::Wide);
        }
        o.size = match size {
            Sem::SizeU8 | Sem::SizeS8 => 1,
            Sem::SizeU16 | Sem::SizeS16 => 2,
            Sem::Size64 => 8,
            Sem::Size128 => 16,
            _ => 4,
        };
        Ok(o)
    };
    let a = load(first, d1.num, m1, sizes[0], wide[0])?;
    let b = load(Sem::Ldu, d2.num, m2, sizes[1], wide[1])?;
    (op.d, op.size) = (a.d, a.size);
    op.pair = Some(Box::new((a, b)));
    Ok(op)
}

pub(super) fn exec(sim: &FermiSim, op: &Op, ctx: &mut Ctx<'_, Regs>, m: u32) -> Result<(), Fault> {
    let Some(p) = &op.pair else { return Ok(()) };
    for l in lanes(m) {
        let a = load_lane(sim, &p.0, ctx, l)?;
        let b = load_lane(sim, &p.1, ctx, l)?;
        for (d, size, v) in a.into_iter().chain(b) {
            write_data(ctx, d, size, l, v);
        }
    }
    Ok(())
}
