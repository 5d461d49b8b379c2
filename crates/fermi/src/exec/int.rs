//! Integer, logic, comparison, predicate and move operations (the video ones are [`super::video`]'s and
//! [`super::simd`]'s). Carries follow PTX's `add.cc` / `addc` (NVIDIA, PTX ISA, "Extended-Precision
//! Integer Arithmetic"): a negated source is added as its one's complement plus one, and the carry out is
//! bit 32 of the unbounded sum.

use super::op::Op;
use super::{lanes, src, Regs};
use crate::sem::Sem;
use crate::Code;
use gpuisa_simt::{Ctx, Fault};

/// Forms the machine does not run, each with its reason (the others without semantics are refused by
/// [`super::lower`] as such).
pub fn refused_form(code: Code) -> Option<&'static str> {
    Some(match code {
        Code::P2r_Pr => "P2R with a source register is not modelled: how Fermi merges the register with the flags is not documented",
        Code::Vshl4 | Code::Vshr4 | Code::Vshl2 | Code::Vshr2 => {
            "packed video shifts (VSHL4, VSHR4, VSHL2, VSHR2) are not modelled: PTX has no such operation and Fermi's is not documented"
        }
        Code::Vsel4 | Code::Vsel2 => "VSEL4/VSEL2 are not modelled: PTX has no such operation and Fermi's is not documented",
        _ => return None,
    })
}

/// The kinds whose `.CC` is modelled: carries of additions (PTX `add.cc`, `mad.cc`); any other integer or
/// video operation's condition code is not documented.
const CC_KINDS: [Sem; 8] = [
    Sem::Iadd,
    Sem::Iadd32i,
    Sem::Iscadd,
    Sem::Iscadd32i,
    Sem::Imul,
    Sem::Imul32i,
    Sem::Imad,
    Sem::Imad32i,
];
const INT_KINDS: [Sem; 23] = [
    Sem::Shl,
    Sem::Shr,
    Sem::Bfe,
    Sem::Bfi,
    Sem::Lop,
    Sem::Lop32i,
    Sem::Iset,
    Sem::Imnmx,
    Sem::Isad,
    Sem::Cset,
    Sem::Popc,
    Sem::Flo,
    Sem::Prmt,
    Sem::Vadd,
    Sem::Vmnmx,
    Sem::Vshl,
    Sem::Vshr,
    Sem::Vabsdiff,
    Sem::Vset,
    Sem::Vmad,
    Sem::Simd4,
    Sem::Simd2,
    Sem::Sel,
];

/// CSET/CSETP's tests of the sign or overflow flags, which the machine does not keep (Tesla's `$c`
/// predicate formulas, envytools).
const CC_SIGN_TESTS: [(Sem, &str); 12] = [
    (Sem::CmpLt, "LT"),
    (Sem::CmpEq, "EQ"),
    (Sem::CmpLe, "LE"),
    (Sem::CmpGt, "GT"),
    (Sem::CmpGe, "GE"),
    (Sem::CmpNum, "NUM"),
    (Sem::CmpNan, "NAN"),
    (Sem::CmpLtu, "LTU"),
    (Sem::CmpLeu, "LEU"),
    (Sem::CmpGtu, "GTU"),
    (Sem::CmpNeu, "NEU"),
    (Sem::CmpGeu, "GEU"),
];

/// Refuses integer and video modifiers whose semantics the documents leave open.
pub fn check(op: &Op) -> Result<(), String> {
    let k = op.kind;
    if op.has(Sem::Cc) && !CC_KINDS.contains(&k) && INT_KINDS.contains(&k) {
        return Err(format!("{k:?}.CC is not modelled: the condition code it writes is not documented"));
    }
    match k {
        Sem::Imad | Sem::Imad32i if op.has(Sem::Sat) => {
            // PTX defines `.sat` only for mad.hi.s32.
            let hi_s32 = op.has(Sem::Hi) && op.has(Sem::Signed1) && op.has(Sem::Signed2);
            if !hi_s32 || op.has(Sem::X) || op.has(Sem::Cc) || op.neg.iter().any(|&n| n) {
                return Err("IMAD.SAT other than PTX's mad.hi.sat.s32 is not modelled".into());
            }
        }
        Sem::Cset | Sem::Csetp => {
            if let Some((_, name)) = CC_SIGN_TESTS.iter().find(|(t, _)| op.has(*t)) {
                return Err(format!(
                    "the condition code test {name} is not modelled: it reads the sign or overflow flag, which the machine does not keep"
                ));
            }
        }
        // Both negation bits: envytools reads them as `addpo` (a + b + 1), NVIDIA's text as two
        // negations; nothing settles which.
        Sem::Iadd | Sem::Iscadd if op.neg[0] && op.neg[1] => {
            return Err(format!("{k:?} with both sources negated is not modelled (envytools reads the bits as `addpo`, plus one)"))
        }
        Sem::Imad if op.neg[0] && op.neg[2] => {
            return Err("IMAD with the product and the addend negated is not modelled (envytools reads the bits as `addpo`, plus one)".into())
        }
        Sem::Vadd if op.neg[0] && op.neg[1] => {
            return Err("VADD with both sources negated is not modelled (envytools reads the bits as `vaddpo`, plus one)".into())
        }
        Sem::Vmad if op.neg[0] || op.neg[1] => {
            return Err("VMAD with a negation is not modelled (envytools reads the bits as `sub`, `subr`, `addpo`: which operand is negated is not documented)".into())
        }
        // A scalar video immediate is a byte by its type (`.U8`/`.S8`, NVIDIA's listings): the values
        // every reading of the 16-bit field agrees on run, the others are refused.
        Sem::Vadd | Sem::Vmnmx | Sem::Vshl | Sem::Vshr | Sem::Vabsdiff | Sem::Vset | Sem::Vmad | Sem::Vsetp
            if matches!(op.s[1], super::op::Src::Imm(v) if v > 0xff || (v > 0x7f && op.has(Sem::V2S8))) =>
        {
            return Err("a video immediate beyond its byte type's range is not modelled: how the field is extended is not documented".into())
        }
        Sem::Simd4 | Sem::Simd2 => {
            if matches!(op.s[1], super::op::Src::Imm(_)) {
                return Err("a packed video operation with an immediate source is not modelled: which lanes it fills is not documented".into());
            }
            if op.has(Sem::Sat) && op.has(Sem::VAcc) {
                return Err("a packed video operation with .SAT and .ACC is not modelled (PTX: saturation cannot be used with the accumulate)".into());
            }
        }
        _ => {}
    }
    Ok(())
}

/// CSET/CSETP's test of the condition code (carry `c`, zero `z`): Tesla's `$c` predicates (envytools'
/// tesla isa.rst, which Fermi's `$c` works like). [`check`] refuses the tests of other flags.
pub fn cc_test(op: &Op, c: bool, z: bool) -> bool {
    match op.which(&[
        Sem::CmpNe,
        Sem::CmpEqu,
        Sem::CmpT,
        Sem::CcLo,
        Sem::CcHs,
        Sem::CcHi,
        Sem::CcLs,
    ]) {
        Some(Sem::CmpNe) => !z,
        Some(Sem::CmpEqu) => z,
        Some(Sem::CmpT) => true,
        Some(Sem::CcLo) => !c,
        Some(Sem::CcHs) => c,
        Some(Sem::CcHi) => c && !z,
        Some(Sem::CcLs) => z || !c,
        _ => false,
    }
}

/// The value a true comparison writes: all ones, or 1.0 with `.BF` (PTX `set.f32`).
fn true_val(op: &Op) -> u32 {
    if op.has(Sem::Bf) {
        0x3f80_0000
    } else {
        u32::MAX
    }
}

/// An integer comparison (signed unless `unsigned`).
pub fn icmp(c: Sem, a: u32, b: u32, unsigned: bool) -> bool {
    let o = if unsigned {
        a.cmp(&b)
    } else {
        (a as i32).cmp(&(b as i32))
    };
    use std::cmp::Ordering::*;
    match c {
        Sem::CmpLt => o == Less,
        Sem::CmpEq => o == Equal,
        Sem::CmpLe => o != Greater,
        Sem::CmpGt => o == Greater,
        Sem::CmpNe => o != Equal,
        Sem::CmpGe => o != Less,
        Sem::CmpT => true,
        _ => false,
    }
}

/// An extended comparison (`ISETP.X`): the high words `a` and `b` of two 64-bit values whose low words a
/// `.CC` subtraction compared (carry `c`: no borrow; zero `z`: the low words are equal). The high
/// difference less the borrow decides the order; the values are equal when it is 0 and `z` holds.
pub fn icmp_x(cmp: Sem, a: u32, b: u32, unsigned: bool, c: bool, z: bool) -> bool {
    let ext = |v: u32| if unsigned { v as i64 } else { v as i32 as i64 };
    let d = ext(a) - ext(b) - (!c) as i64;
    let (lt, eq) = (d < 0, d == 0 && z);
    match cmp {
        Sem::CmpLt => lt,
        Sem::CmpEq => eq,
        Sem::CmpLe => lt || eq,
        Sem::CmpGt => !lt && !eq,
        Sem::CmpNe => !eq,
        Sem::CmpGe => !lt,
        Sem::CmpT => true,
        _ => false,
    }
}

/// The comparison tag of `op` (F when none).
pub fn cmp_of(op: &Op) -> Sem {
    const CMPS: [Sem; 16] = [
        Sem::CmpF,
        Sem::CmpLt,
        Sem::CmpEq,
        Sem::CmpLe,
        Sem::CmpGt,
        Sem::CmpNe,
        Sem::CmpGe,
        Sem::CmpNum,
        Sem::CmpNan,
        Sem::CmpLtu,
        Sem::CmpEqu,
        Sem::CmpLeu,
        Sem::CmpGtu,
        Sem::CmpNeu,
        Sem::CmpGeu,
        Sem::CmpT,
    ];
    op.which(&CMPS).unwrap_or(Sem::CmpF)
}

/// A boolean combination: `and`, `or`, `xor` tags of either field.
pub fn bop(b: Option<Sem>, x: bool, y: bool) -> bool {
    match b {
        Some(Sem::BopOr | Sem::Bop1Or) => x | y,
        Some(Sem::BopXor | Sem::Bop1Xor) => x ^ y,
        _ => x & y,
    }
}

pub fn bop53(op: &Op) -> Option<Sem> {
    op.which(&[Sem::BopAnd, Sem::BopOr, Sem::BopXor])
}

/// Shift left by `n`: `wrap` takes the count modulo 32, else counts from 32 give zero.
pub fn shl(a: u32, n: u32, wrap: bool) -> u32 {
    if wrap {
        a << (n & 31)
    } else if n >= 32 {
        0
    } else {
        a << n
    }
}

/// Shift right by `n` (arithmetic when `signed`), wrapping or clamping the count as [`shl`].
pub fn shr(a: u32, n: u32, wrap: bool, signed: bool) -> u32 {
    let n = if wrap { n & 31 } else { n.min(32) };
    if signed {
        ((a as i32 as i64) >> n) as u32
    } else {
        ((a as u64) >> n) as u32
    }
}

/// `a + b + cin` with each source optionally negated; returns the sum and the carry out.
pub fn add(a: u32, b: u32, na: bool, nb: bool, cin: bool) -> (u32, bool) {
    let t = |v: u32, n: bool| if n { (!v) as u64 + 1 } else { v as u64 };
    let s = t(a, na) + t(b, nb) + cin as u64;
    (s as u32, s >> 32 != 0)
}

/// `.X` (PTX's `addc`/`subc`): `a + b + cin` with a negated source added as its one's complement, the
/// carry in supplying the `+ 1` (`IADD.X R15, -R15, RZ` after `IADD.CC R14, -R14, RZ` negates a 64-bit
/// value); returns the sum and the carry out.
pub fn add_x(a: u32, b: u32, na: bool, nb: bool, cin: bool) -> (u32, bool) {
    let t = |v: u32, n: bool| if n { !v } else { v } as u64;
    let s = t(a, na) + t(b, nb) + cin as u64;
    (s as u32, s >> 32 != 0)
}

/// A 32 x 32 product, each source signed or not, as a 64-bit two's complement value.
pub fn mul(a: u32, b: u32, sa: bool, sb: bool) -> u64 {
    let x = if sa { a as i32 as i128 } else { a as i128 };
    let y = if sb { b as i32 as i128 } else { b as i128 };
    (x * y) as u64
}

/// Index of the highest set bit (0xffffffff for none); `signed`: of the highest bit that differs from
/// the sign.
pub fn flo(v: u32, signed: bool, shift_amount: bool) -> u32 {
    let v = if signed && (v as i32) < 0 { !v } else { v };
    if v == 0 {
        return u32::MAX;
    }
    let i = 31 - v.leading_zeros();
    if shift_amount {
        31 - i
    } else {
        i
    }
}

pub fn exec(op: &Op, ctx: &mut Ctx<'_, Regs>, m: u32) -> Result<(), Fault> {
    let [s0, s1, s2] = op.s;
    let unsigned = op.has(Sem::Unsigned);
    match op.kind {
        Sem::Vadd
        | Sem::Vshl
        | Sem::Vshr
        | Sem::Vmnmx
        | Sem::Vabsdiff
        | Sem::Vset
        | Sem::Vmad
        | Sem::Vsetp => return super::video::exec(op, ctx, m),
        Sem::Simd4 | Sem::Simd2 => return super::simd::exec(op, ctx, m),
        Sem::Isetp | Sem::Iset | Sem::Psetp | Sem::Pset | Sem::Cset | Sem::Csetp => {
            let (mut t, mut f) = (0u32, 0u32);
            let p3 = ctx.regs.pred(op.ps[0], op.ps_neg[0]);
            for l in lanes(m) {
                let c = match op.kind {
                    Sem::Psetp | Sem::Pset => {
                        let p = |j: usize| ctx.regs.pred(op.ps[j], op.ps_neg[j]) >> l & 1 != 0;
                        let (p0, p1, p2) = (p(0), p(1), p(2));
                        let b1 = op.which(&[Sem::Bop1And, Sem::Bop1Or, Sem::Bop1Xor]);
                        let x = bop(b1, p0, p1);
                        let b = bop(bop53(op), x, p2);
                        if op.kind == Sem::Pset {
                            ctx.regs.set(op.d, l, if b { true_val(op) } else { 0 });
                        }
                        if b {
                            t |= 1 << l;
                        }
                        let nb = bop(bop53(op), !x, p2);
                        if nb {
                            f |= 1 << l;
                        }
                        continue;
                    }
                    Sem::Cset | Sem::Csetp => {
                        let (c, z) = (ctx.regs.cc >> l & 1 != 0, ctx.regs.ccz >> l & 1 != 0);
                        cc_test(op, c, z)
                    }
                    _ if op.has(Sem::X) => {
                        let (c, z) = (ctx.regs.cc >> l & 1 != 0, ctx.regs.ccz >> l & 1 != 0);
                        icmp_x(cmp_of(op), src(ctx, s0, l)?, src(ctx, s1, l)?, unsigned, c, z)
                    }
                    _ => icmp(cmp_of(op), src(ctx, s0, l)?, src(ctx, s1, l)?, unsigned),
                };
                let pin = p3 >> l & 1 != 0;
                let (r, nr) = (bop(bop53(op), c, pin), bop(bop53(op), !c, pin));
                if matches!(op.kind, Sem::Iset | Sem::Cset) {
                    ctx.regs.set(op.d, l, if r { true_val(op) } else { 0 });
                }
                t |= (r as u32) << l;
                f |= (nr as u32) << l;
            }
            if matches!(op.kind, Sem::Isetp | Sem::Psetp | Sem::Csetp) {
                ctx.regs.set_pred(op.pd, m, t);
                ctx.regs.set_pred(op.pd2, m, f);
            }
            return Ok(());
        }
        _ => {}
    }
    if op.kind == Sem::Vote {
        let ballot = ctx.regs.pred(op.ps[0], op.ps_neg[0]) & m;
        let all = match op.which(&[Sem::VoteAll, Sem::VoteAny, Sem::VoteEq]) {
            Some(Sem::VoteAny) => ballot != 0,
            Some(Sem::VoteEq) => ballot == 0 || ballot == m,
            _ => ballot == m,
        };
        ctx.regs.set_pred(op.pd, m, if all { u32::MAX } else { 0 });
        for l in lanes(m) {
            ctx.regs.set(op.d, l, ballot);
        }
        return Ok(());
    }
    let (mut carry, mut zero) = (ctx.regs.cc, ctx.regs.ccz);
    for l in lanes(m) {
        let a = src(ctx, s0, l)?;
        let b = src(ctx, s1, l)?;
        let cin = op.has(Sem::X) && ctx.regs.cc >> l & 1 != 0;
        let mut cout = None;
        let v = match op.kind {
            Sem::Mov | Sem::Mov32i => a,
            Sem::S2r => super::abi::sreg(ctx, op.imm, l),
            Sem::Sel => {
                if ctx.regs.pred(op.ps[0], op.ps_neg[0]) >> l & 1 != 0 {
                    a
                } else {
                    b
                }
            }
            Sem::Iadd | Sem::Iadd32i => {
                let x = op.has(Sem::X);
                let (s, c) = if x {
                    add_x(a, b, op.neg[0], op.neg[1], cin)
                } else {
                    add(a, b, op.neg[0], op.neg[1], cin)
                };
                cout = Some(c);
                if op.has(Sem::Sat) {
                    // A negated source: -v, or its one's complement -v - 1 with `.X`.
                    let t = |v: u32, n: bool| match (n, x) {
                        (false, _) => v as i32 as i64,
                        (true, false) => -(v as i32 as i64),
                        (true, true) => !v as i32 as i64,
                    };
                    let (ta, tb) = (t(a, op.neg[0]), t(b, op.neg[1]));
                    (ta + tb + cin as i64).clamp(i32::MIN as i64, i32::MAX as i64) as i32 as u32
                } else {
                    s
                }
            }
            Sem::Iscadd | Sem::Iscadd32i => {
                let sa = if op.neg[0] { a.wrapping_neg() } else { a };
                let (s, c) = add(sa << op.imm, b, false, op.neg[1], false);
                cout = Some(c);
                s
            }
            Sem::Imul | Sem::Imul32i => {
                // `.CC` of a multiply: PTX's mad.lo.cc / mad.hi.cc with a zero addend, which carries
                // nothing out. Compilers chain it into IMAD.HI.X for 64-bit products (bio-dimsum's
                // drand48 step: any other carry changes the result; test `imul_cc_carries_nothing_...`).
                cout = Some(false);
                let p = mul(a, b, op.has(Sem::Signed1), op.has(Sem::Signed2));
                if op.has(Sem::Hi) {
                    (p >> 32) as u32
                } else {
                    p as u32
                }
            }
            Sem::Imad | Sem::Imad32i if op.has(Sem::Sat) => {
                // PTX mad.hi.sat.s32 ([`check`] refuses the others): the high word plus c, clamped.
                let c = src(ctx, s2, l)? as i32 as i64;
                let hi = (mul(a, b, true, true) >> 32) as u32 as i32 as i64;
                (hi + c).clamp(i32::MIN as i64, i32::MAX as i64) as i32 as u32
            }
            // IMAD32I's third source is its destination (`IMAD32I R0, R1, imm, R0`).
            Sem::Imad | Sem::Imad32i => {
                let c = src(ctx, s2, l)?;
                let mut p = mul(a, b, op.has(Sem::Signed1), op.has(Sem::Signed2));
                if op.neg[0] {
                    p = p.wrapping_neg();
                }
                let part = if op.has(Sem::Hi) {
                    (p >> 32) as u32
                } else {
                    p as u32
                };
                let (s, co) = if op.has(Sem::X) {
                    add_x(part, c, false, op.neg[2], cin)
                } else {
                    add(part, c, false, op.neg[2], cin)
                };
                cout = Some(co);
                s
            }
            Sem::Shl => shl(a, b, op.has(Sem::Wrap)),
            Sem::Bfe => bfe(a, b, !unsigned),
            Sem::Bfi => bfi(a, b, src(ctx, s2, l)?),
            Sem::Prmt => match prmt_mode(op) {
                Some(t) => prmt(a, t[(b & 3) as usize] as u32, src(ctx, s2, l)?),
                None => prmt(a, b, src(ctx, s2, l)?),
            },
            // PTX `sad`: |a - b| (modulo 2^32) + c.
            Sem::Isad => {
                let (x, y) = if unsigned {
                    (a as i64, b as i64)
                } else {
                    (a as i32 as i64, b as i32 as i64)
                };
                ((x - y).unsigned_abs() as u32).wrapping_add(src(ctx, s2, l)?)
            }
            Sem::Shr => shr(a, b, op.has(Sem::Wrap), !unsigned),
            Sem::Lop | Sem::Lop32i => {
                let x = if op.inv[0] { !a } else { a };
                let y = if op.inv[1] { !b } else { b };
                match op.which(&[Sem::LopAnd, Sem::LopOr, Sem::LopXor, Sem::LopPassB]) {
                    Some(Sem::LopOr) => x | y,
                    Some(Sem::LopXor) => x ^ y,
                    Some(Sem::LopPassB) => y,
                    _ => x & y,
                }
            }
            Sem::Imnmx => {
                let lt = icmp(Sem::CmpLt, a, b, unsigned);
                let min = ctx.regs.pred(op.ps[0], op.ps_neg[0]) >> l & 1 != 0;
                if lt == min {
                    a
                } else {
                    b
                }
            }
            Sem::Icmp => {
                let c = src(ctx, s2, l)?;
                if icmp(cmp_of(op), c, 0, unsigned) {
                    a
                } else {
                    b
                }
            }
            Sem::Flo => flo(
                if op.inv[0] { !a } else { a },
                !unsigned,
                op.has(Sem::ShiftAmt),
            ),
            // The bits set in both sources (each inverted by `~`).
            Sem::Popc => {
                ((if op.inv[0] { !a } else { a }) & (if op.inv[1] { !b } else { b })).count_ones()
            }
            Sem::I2i => {
                let x = conv_src(op, a);
                let x = if op.neg[0] { -x } else { x };
                match op.which(&[Sem::DstU8, Sem::DstS8, Sem::DstU16, Sem::DstS16]) {
                    Some(Sem::DstU8) => x as u8 as u32,
                    Some(Sem::DstS8) => x as i8 as i32 as u32,
                    Some(Sem::DstU16) => x as u16 as u32,
                    Some(Sem::DstS16) => x as i16 as i32 as u32,
                    _ => x as u32,
                }
            }
            _ => 0,
        };
        ctx.regs.set(op.d, l, v);
        if let Some(c) = cout {
            if op.has(Sem::Cc) {
                carry = carry & !(1 << l) | (c as u32) << l;
                zero = zero & !(1 << l) | ((v == 0) as u32) << l;
            }
        }
    }
    ctx.regs.cc = carry;
    ctx.regs.ccz = zero;
    Ok(())
}

/// A conversion's source as a signed 64-bit value, by its type tag.
pub fn conv_src(op: &Op, a: u32) -> i64 {
    match op.which(&[
        Sem::SrcU8,
        Sem::SrcS8,
        Sem::SrcU16,
        Sem::SrcS16,
        Sem::SrcU32,
        Sem::SrcS32,
    ]) {
        Some(Sem::SrcU8) => (a & 0xff) as i64,
        Some(Sem::SrcS8) => a as u8 as i8 as i64,
        Some(Sem::SrcU16) => (a & 0xffff) as i64,
        Some(Sem::SrcS16) => a as u16 as i16 as i64,
        Some(Sem::SrcU32) => a as i64,
        _ => a as i32 as i64,
    }
}

/// Bit-field extract (PTX `bfe`): `b` holds the position (bits 0-7) and length (bits 8-15), as
/// envytools reads Fermi's packed operand; a signed extract fills with the field's top bit.
pub fn bfe(a: u32, b: u32, signed: bool) -> u32 {
    let (pos, len) = (b & 0xff, b >> 8 & 0xff);
    let top = (pos + len).saturating_sub(1).min(31);
    let sbit = signed && len > 0 && a >> top & 1 != 0;
    let mut d = 0;
    for i in 0..32 {
        let bit = if i < len && pos + i <= 31 {
            a >> (pos + i) & 1 != 0
        } else {
            sbit
        };
        d |= (bit as u32) << i;
    }
    d
}

/// Bit-field insert (PTX `bfi`): the low `len` bits of `a` replace bits `pos..` of `base`; `b` packs
/// position and length as for [`bfe`].
pub fn bfi(a: u32, b: u32, base: u32) -> u32 {
    let (pos, len) = (b & 0xff, b >> 8 & 0xff);
    let mut d = base;
    for i in 0..len.min(32) {
        if pos + i > 31 {
            break;
        }
        d = d & !(1 << (pos + i)) | (a >> i & 1) << (pos + i);
    }
    d
}

/// PRMT's modes as PTX's table gives them: for `c[1:0]` = 0..3, the default mode's selector (nibble i
/// names byte i of the result) each mode stands for.
fn prmt_mode(op: &Op) -> Option<&'static [u16; 4]> {
    Some(match op.which(&[
        Sem::PrmtF4e,
        Sem::PrmtB4e,
        Sem::PrmtRc8,
        Sem::PrmtEcl,
        Sem::PrmtEcr,
        Sem::PrmtRc16,
    ])? {
        Sem::PrmtF4e => &[0x3210, 0x4321, 0x5432, 0x6543],
        Sem::PrmtB4e => &[0x5670, 0x6701, 0x7012, 0x0123],
        Sem::PrmtRc8 => &[0x0000, 0x1111, 0x2222, 0x3333],
        Sem::PrmtEcl => &[0x3210, 0x3211, 0x3222, 0x3333],
        Sem::PrmtEcr => &[0x0000, 0x1110, 0x2210, 0x3210],
        _ => &[0x1010, 0x3232, 0x1010, 0x3232],
    })
}

/// Byte permute (PTX `prmt`, default mode): byte i of the result is the byte of {c, a} (a's bytes 0-3,
/// c's 4-7) that nibble i of `sel` names; a nibble's bit 3 replicates that byte's sign instead.
pub fn prmt(a: u32, sel: u32, c: u32) -> u32 {
    let v = (c as u64) << 32 | a as u64;
    let mut d = 0;
    for i in 0..4 {
        let n = sel >> (4 * i) & 0xf;
        let byte = (v >> (8 * (n & 7)) & 0xff) as u32;
        let byte = if n & 8 != 0 {
            if byte & 0x80 != 0 {
                0xff
            } else {
                0
            }
        } else {
            byte
        };
        d |= byte << (8 * i);
    }
    d
}
