//! The operations, lane by lane. RTL semantics follow isa30-rtl-facts.md (checked by the RTL vectors);
//! doc semantics follow isa30.md. Values are 20-bit patterns; arithmetic wraps at 20 bits.

use super::{sext20, Config, Issue, Operand, Semantics, Vector, DIMS, LANES, MASK20};
use crate::encoding::{op, Insn, Operation, Space};

#[inline(always)]
fn lanes(out: &mut Vector, f: impl Fn(usize) -> u32) {
    for (i, o) in out.iter_mut().enumerate() {
        *o = f(i) & MASK20;
    }
}

#[inline(always)]
fn sext16(v: u32) -> i32 {
    v as u16 as i16 as i32
}

/// Arithmetic right shift of a signed value (doc semantics), for any shift 0..31.
#[inline(always)]
fn sar(v: i64, s: u8) -> i64 {
    v >> s.min(63)
}

/// Computes the result vector of `insn` from its operands.
pub fn execute(insn: &Insn, ops: &[Operand; 3], iss: &Issue, cfg: &Config, out: &mut Vector) -> Result<(), String> {
    let [a, b, c] = ops;
    let s = insn.shamt;
    let doc = cfg.semantics == Semantics::Doc;
    match (insn.operation(), doc) {
        // RTL: the whole 20-bit sum is shifted, logically.
        (Operation::Add, false) => lanes(out, |i| (a.lane(i).wrapping_add(b.lane(i)).wrapping_add(c.lane(i)) & MASK20) >> s),
        (Operation::Sub, false) => lanes(out, |i| (a.lane(i).wrapping_add(b.lane(i)).wrapping_sub(c.lane(i)) & MASK20) >> s),
        (Operation::AbsDiff, false) => lanes(out, |i| (a.lane(i).wrapping_add(absdiff(b.lane(i), c.lane(i))) & MASK20) >> s),
        // isa30.md: a + ((b op c) >> shamt); the document does not say which shift, values are signed.
        (Operation::Add, true) => lanes(out, |i| shifted_add(a.lane(i), b.lane(i).wrapping_add(c.lane(i)), s)),
        (Operation::Sub, true) => lanes(out, |i| shifted_add(a.lane(i), b.lane(i).wrapping_sub(c.lane(i)), s)),
        (Operation::AbsDiff, true) => lanes(out, |i| shifted_add(a.lane(i), absdiff(b.lane(i), c.lane(i)), s)),
        (Operation::Mac, _) => lanes(out, |i| {
            let p = sext16(b.lane(i)) * sext16(c.lane(i));
            // RTL: the 32-bit product is shifted logically; doc: arithmetically.
            let sh = if doc { sar(p as i64, s) as u32 } else { (p as u32).checked_shr(s as u32).unwrap_or(0) };
            a.lane(i).wrapping_add(sh & MASK20)
        }),
        (Operation::Select, false) => lanes(out, |i| if a.lane(i) & MASK20 == 0 { b.lane(i) } else { c.lane(i) }),
        (Operation::Select, true) => lanes(out, |i| if a.lane(i) & MASK20 != 0 { b.lane(i) } else { c.lane(i) }),
        (Operation::Max, false) => lanes(out, |i| smax(b.lane(i), c.lane(i))),
        (Operation::Min, false) => lanes(out, |i| smin(b.lane(i), c.lane(i))),
        (Operation::MaxAB, true) => lanes(out, |i| smax(a.lane(i), b.lane(i))),
        (Operation::Max, true) => lanes(out, |i| smin(a.lane(i), c.lane(i))),
        (Operation::Min, true) => lanes(out, |i| smin(smax(a.lane(i), b.lane(i)), c.lane(i))),
        (Operation::Logic(n), true) => {
            return Err(format!("LOGIC_LUT[{n}] is named by isa30.md but its table is not defined (the RTL gives 0)"))
        }
        // RTL: every other sub-operation of 110 gives 0 (doc: reserved, so the RTL's 0 stands).
        (Operation::MaxAB | Operation::Logic(_), false) => *out = [0; LANES],
        (Operation::Undefined, _) if insn.op == op::LOGIC => *out = [0; LANES],
        (Operation::Aofs(_) | Operation::Bofs(_), _) => index(insn.shamt, iss, cfg, out),
        (Operation::Undefined, _) if insn.op == op::INDEX => index(insn.shamt, iss, cfg, out),
        (Operation::Undefined, true) if insn.op == op::INTERP => interpolate(insn, c, cfg, out)?,
        (Operation::Undefined, false) if insn.op == op::INTERP => {
            return Err("opcode 101 (LUT interpolation in isa30.md) is not implemented by the RTL; use --semantics doc".into())
        }
        (Operation::Undefined, _) => return Err(format!("opcode {:03b} is defined neither by the RTL nor by isa30.md", insn.op)),
    }
    Ok(())
}

#[inline(always)]
fn absdiff(b: u32, c: u32) -> u32 {
    // The difference wraps at 20 bits before its absolute value is taken, as in hardware.
    (sext20(b.wrapping_sub(c) & MASK20).unsigned_abs()) & MASK20
}

#[inline(always)]
fn shifted_add(a: u32, x: u32, s: u8) -> u32 {
    a.wrapping_add(sar(sext20(x & MASK20) as i64, s) as u32)
}

#[inline(always)]
fn smax(x: u32, y: u32) -> u32 {
    if sext20(x) > sext20(y) { x } else { y }
}

#[inline(always)]
fn smin(x: u32, y: u32) -> u32 {
    if sext20(x) < sext20(y) { x } else { y }
}

/// Opcode 111: shamt[3] selects the per-lane bofs (zeroed unless shamt[4:3] == 01) or aofs; indexes 6
/// and 7 read 0.
fn index(shamt: u8, iss: &Issue, cfg: &Config, out: &mut Vector) {
    let idx = (shamt & 7) as usize;
    if idx >= DIMS {
        *out = [0; LANES];
        return;
    }
    if shamt & 8 == 0 {
        *out = [iss.aofs[idx] & MASK20; LANES];
        return;
    }
    let base = if shamt >> 3 == 1 { iss.bofs[idx] } else { 0 };
    let sh = cfg.lo_order[idx] as u32;
    lanes(out, |i| base | cfg.subofs[i][idx].checked_shl(sh).unwrap_or(0));
}

/// isa30.md's 101: `{c, 5'b0} >> shamt` gives index bits yyyy and weight zzzzz; B must be the constant
/// 0pqrr. Shifts are arithmetic, INTERP/32 rounds down, S(q, .) flips bit 19 of the 20-bit result.
fn interpolate(insn: &Insn, c: &Operand, cfg: &Config, out: &mut Vector) -> Result<(), String> {
    if insn.b.space != Space::Const || insn.b.index > 15 {
        return Err("LUT interpolation needs B to be a constant 0pqrr".into());
    }
    let bv = insn.b.index;
    let (p, q, rr) = ((bv >> 3) & 1, (bv >> 2) & 1, (bv & 3) as usize);
    let table = cfg.tex_lut.get(rr).ok_or_else(|| format!("LUT interpolation reads table {rr}, which the configuration does not give"))?;
    for (i, o) in out.iter_mut().enumerate() {
        let x = sar((sext20(c.lane(i)) as i64) << 5, insn.shamt);
        let y = ((x >> 5) & 15) as usize;
        let z = x & 31;
        let i0 = ((((y >> 3) as u8 ^ p) as usize) << 3) | (y & 7);
        let get = |k: usize| table.get(k).copied().ok_or_else(|| format!("LUT interpolation reads entry {k} of table {rr}, which has {} entries", table.len()));
        let (t0, t1) = (get(i0)?, get(i0 + 1)?);
        // Wrapping: table entries come from files and may be any 64-bit value.
        let interp = t0.wrapping_mul(32 - z).wrapping_add(t1.wrapping_mul(z));
        *o = ((interp >> 5) as u32 & MASK20) ^ ((q as u32) << 19);
    }
    Ok(())
}
