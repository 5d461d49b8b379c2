//! Scalar video operations: PTX's `vadd`/`vsub`, `vabsdiff`, `vmin`/`vmax`, `vshl`/`vshr`, `vset` and
//! `vmad`, and VSETP (`vset`'s comparison into predicates, combined as ISETP's). Each source is a byte,
//! half or word of its register, sign- or zero-extended; the operation is exact; the result is saturated
//! to the destination's part, then accumulated with, or merged into a part of, source 3 (PTX ISA, "Scalar
//! Video Instructions": `optSaturate`, `optSecOp`, `optMerge`).

use super::int::{bop, bop53, cmp_of};
use super::op::{Op, Src};
use super::{lanes, src, Regs};
use crate::sem::Sem;
use gpuisa_simt::{Ctx, Fault};

/// A video operand: the part `sel` selects, `bytes` wide, sign- or zero-extended.
pub fn part(v: u32, sel: u32, bytes: u32, signed: bool) -> i64 {
    let x = match bytes {
        1 => v >> (8 * sel) & 0xff,
        2 => v >> (16 * sel) & 0xffff,
        _ => v,
    };
    match (bytes, signed) {
        (1, true) => x as u8 as i8 as i64,
        (2, true) => x as u16 as i16 as i64,
        (4, true) => x as i32 as i64,
        _ => x as i64,
    }
}

/// Source `which`'s (0 or 1) size in bytes, sign and part, from its tags.
pub fn source_type(op: &Op, which: usize) -> (u32, bool, u32) {
    let tys: [Sem; 6] = if which == 0 {
        [Sem::V1U8, Sem::V1S8, Sem::V1U16, Sem::V1S16, Sem::V1U32, Sem::V1S32]
    } else {
        [Sem::V2U8, Sem::V2S8, Sem::V2U16, Sem::V2S16, Sem::V2U32, Sem::V2S32]
    };
    let sels: [Sem; 4] = if which == 0 {
        [Sem::V1B1, Sem::V1B2, Sem::V1B3, Sem::V1H1]
    } else {
        [Sem::V2B1, Sem::V2B2, Sem::V2B3, Sem::V2H1]
    };
    let (bytes, signed) = match op.which(&tys) {
        Some(t) if t == tys[0] => (1, false),
        Some(t) if t == tys[1] => (1, true),
        Some(t) if t == tys[2] => (2, false),
        Some(t) if t == tys[3] => (2, true),
        Some(t) if t == tys[4] => (4, false),
        _ => (4, true),
    };
    let sel = match op.which(&sels) {
        Some(s) if s == sels[1] => 2,
        Some(s) if s == sels[2] => 3,
        Some(_) => 1,
        None => 0,
    };
    (bytes, signed, sel)
}

/// VSET's comparison of two extended parts.
pub fn compare(c: Sem, x: i64, y: i64) -> bool {
    match c {
        Sem::CmpLt => x < y,
        Sem::CmpEq => x == y,
        Sem::CmpLe => x <= y,
        Sem::CmpGt => x > y,
        Sem::CmpNe => x != y,
        Sem::CmpGe => x >= y,
        Sem::CmpT => true,
        _ => false,
    }
}

/// Clamps `r` to a `bits`-wide signed or unsigned range.
pub fn clamp(r: i64, bits: u32, unsigned: bool) -> i64 {
    if unsigned {
        r.clamp(0, (1i64 << bits) - 1)
    } else {
        r.clamp(-(1i64 << (bits - 1)), (1i64 << (bits - 1)) - 1)
    }
}

/// PTX `vmad` without negation or `.po` ([`super::int::check`] refuses those): `a * b + c`, exact, shifted
/// right by 7 or 15 (sign-extending when the result is signed), saturated to 32 bits.
fn vmad(op: &Op, x: i64, y: i64, c: u32, signed: bool) -> u32 {
    let cv = if signed { c as i32 as i128 } else { c as i128 };
    let mut t = x as i128 * y as i128 + cv;
    if op.has(Sem::VShr7) {
        t >>= 7;
    } else if op.has(Sem::VShr15) {
        t >>= 15;
    }
    if op.has(Sem::Sat) {
        t = if signed {
            t.clamp(i32::MIN as i128, i32::MAX as i128)
        } else {
            t.clamp(0, u32::MAX as i128)
        };
    }
    t as u32
}

pub fn exec(op: &Op, ctx: &mut Ctx<'_, Regs>, m: u32) -> Result<(), Fault> {
    let [s0, s1, s2] = op.s;
    let (b1, sg1, sel1) = source_type(op, 0);
    let (b2, sg2, sel2) = source_type(op, 1);
    let (mut t, mut f) = (0u32, 0u32);
    for l in lanes(m) {
        let (a, b) = (src(ctx, s0, l)?, src(ctx, s1, l)?);
        let x = part(a, sel1, b1, sg1);
        // An immediate source 2 is its field's value.
        let y = if matches!(s1, Src::Imm(_)) {
            b as i64
        } else {
            part(b, sel2, b2, sg2)
        };
        if op.kind == Sem::Vsetp {
            let c = compare(cmp_of(op), x, y);
            let pin = ctx.regs.pred(op.ps[0], op.ps_neg[0]) >> l & 1 != 0;
            t |= (bop(bop53(op), c, pin) as u32) << l;
            f |= (bop(bop53(op), !c, pin) as u32) << l;
            continue;
        }
        let c = src(ctx, s2, l)?;
        if op.kind == Sem::Vmad {
            ctx.regs.set(op.d, l, vmad(op, x, y, c, sg1 || sg2));
            continue;
        }
        let x = if op.neg[0] { -x } else { x };
        let y = if op.neg[1] { -y } else { y };
        // Shift counts wrap (`.W`) or clamp at 32; a signed source shifts arithmetically.
        let n = if op.has(Sem::Wrap) {
            y & 31
        } else {
            y.clamp(0, 32)
        } as u32;
        let mut r = match op.kind {
            Sem::Vshl => (if n >= 32 { 0 } else { x << n }) as u32 as i64,
            Sem::Vshr => x >> n.min(63),
            Sem::Vmnmx if op.has(Sem::VMx) => x.max(y),
            Sem::Vmnmx => x.min(y),
            Sem::Vabsdiff => (x - y).abs(),
            Sem::Vset => compare(cmp_of(op), x, y) as i64,
            _ => x + y,
        };
        if op.kind == Sem::Vshl && !op.has(Sem::VUd) {
            r = r as u32 as i32 as i64;
        }
        // VSET's result, and so its destination and source 3, are unsigned (PTX `vset`).
        let unsigned = op.has(Sem::VUd) || op.kind == Sem::Vset;
        let merge = op.which(&[
            Sem::VAcc,
            Sem::VMin,
            Sem::VMax,
            Sem::VMrgH0,
            Sem::VMrgH1,
            Sem::VMrgB0,
            Sem::VMrgB2,
        ]);
        if op.has(Sem::Sat) {
            let bits = match merge {
                Some(Sem::VMrgH0 | Sem::VMrgH1) => 16,
                Some(Sem::VMrgB0 | Sem::VMrgB2) => 8,
                _ => 32,
            };
            r = clamp(r, bits, unsigned);
        }
        // Source 3 as the destination's type reads it.
        let cv = if unsigned { c as i64 } else { c as i32 as i64 };
        let v = match merge {
            Some(Sem::VAcc) => (r as u32).wrapping_add(c),
            Some(Sem::VMin) => r.min(cv) as u32,
            Some(Sem::VMax) => r.max(cv) as u32,
            Some(Sem::VMrgH0) => r as u32 & 0xffff | c & 0xffff_0000,
            Some(Sem::VMrgH1) => (r as u32 & 0xffff) << 16 | c & 0xffff,
            Some(Sem::VMrgB0) => r as u32 & 0xff | c & 0xffff_ff00,
            Some(Sem::VMrgB2) => (r as u32 & 0xff) << 16 | c & 0xff00_ffff,
            _ => r as u32,
        };
        ctx.regs.set(op.d, l, v);
    }
    if op.kind == Sem::Vsetp {
        ctx.regs.set_pred(op.pd, m, t);
        ctx.regs.set_pred(op.pd2, m, f);
    }
    Ok(())
}
