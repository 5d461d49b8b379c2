//! The common integer operations over whole warps: chosen once per instruction at load ([`plan`]), run
//! with each source read once as 32 lanes, the operation computed on every lane without a branch (so the
//! compiler vectorises it), and the result kept in the lanes that run. Anything with a carry, saturation
//! or another rare part takes the general path ([`super::int`]), which this must agree with (the tests
//! compare the two on random operands).

use super::int::mul;
use super::op::{Op, Src, RZ};
use super::{Regs, WARP};
use crate::sem::Sem;
use gpuisa_simt::lanes::{map1, map2, map3, store, test2, Lanes};
use gpuisa_simt::{Ctx, Fault};
use std::mem::MaybeUninit;

/// What a fast instruction computes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Fast {
    /// Not fast: the general path runs it.
    #[default]
    No,
    Mov,
    /// `a + b`, either source negated.
    Add {
        na: bool,
        nb: bool,
    },
    /// `(a << shift) + b`, either source negated.
    Scadd {
        shift: u32,
        na: bool,
        nb: bool,
    },
    /// The low or high 32 bits of `a * b`, each signed or not.
    Mul {
        hi: bool,
        sa: bool,
        sb: bool,
    },
    /// The low 32 bits of `a * b + c`, the product or `c` negated.
    Mad {
        sa: bool,
        sb: bool,
        np: bool,
        nc: bool,
    },
    Shl {
        wrap: bool,
    },
    Shr {
        wrap: bool,
        signed: bool,
    },
    /// AND, OR, XOR or pass-B (`f` 0 to 3) of the sources, each inverted or not.
    Lop {
        f: u8,
        ia: bool,
        ib: bool,
    },
    /// The first source where the predicate holds, else the second.
    Sel,
    /// ISETP: the comparison (the orders it holds for: less 1, equal 2, greater 4) combined with the
    /// predicate source (`bop` 0 and, 1 or, 2 xor).
    Isetp {
        rel: u8,
        unsigned: bool,
        bop: u8,
    },
}

/// The fast form of `op`, if it has one.
pub fn plan(op: &Op) -> Fast {
    use Sem::*;
    if op.has(Cc) || op.has(X) || op.has(Sat) || op.abs.iter().any(|&a| a) {
        return Fast::No;
    }
    let (sa, sb) = (op.has(Signed1), op.has(Signed2));
    let inv = op.inv.iter().any(|&i| i);
    let f = match op.kind {
        Mov | Mov32i if !op.neg[0] && !inv => Fast::Mov,
        Iadd | Iadd32i if !inv => Fast::Add {
            na: op.neg[0],
            nb: op.neg[1],
        },
        Iscadd if !inv => Fast::Scadd {
            shift: op.imm,
            na: op.neg[0],
            nb: op.neg[1],
        },
        Imul | Imul32i if !inv && !op.neg[0] && !op.neg[1] => Fast::Mul {
            hi: op.has(Hi),
            sa,
            sb,
        },
        Imad if !inv && !op.has(Hi) && !op.neg[1] => Fast::Mad {
            sa,
            sb,
            np: op.neg[0],
            nc: op.neg[2],
        },
        Shl if !inv && !op.neg.iter().any(|&n| n) => Fast::Shl { wrap: op.has(Wrap) },
        Shr if !inv && !op.neg.iter().any(|&n| n) => Fast::Shr {
            wrap: op.has(Wrap),
            signed: !op.has(Unsigned),
        },
        Lop | Lop32i if !op.neg.iter().any(|&n| n) => {
            let f = match op.which(&[LopAnd, LopOr, LopXor, LopPassB]) {
                Some(LopOr) => 1,
                Some(LopXor) => 2,
                Some(LopPassB) => 3,
                _ => 0,
            };
            Fast::Lop {
                f,
                ia: op.inv[0],
                ib: op.inv[1],
            }
        }
        Sel if !inv && !op.neg.iter().any(|&n| n) => Fast::Sel,
        Isetp if !inv && !op.neg.iter().any(|&n| n) => {
            let bop = match op.which(&[BopAnd, BopOr, BopXor]) {
                Some(BopOr) => 1,
                Some(BopXor) => 2,
                _ => 0,
            };
            Fast::Isetp {
                rel: relations(super::int::cmp_of(op)),
                unsigned: op.has(Unsigned),
                bop,
            }
        }
        _ => Fast::No,
    };
    f
}

/// The orders comparison `c` holds for (less 1, equal 2, greater 4), as [`super::int::icmp`] decides.
fn relations(c: Sem) -> u8 {
    match c {
        Sem::CmpLt => 1,
        Sem::CmpEq => 2,
        Sem::CmpLe => 3,
        Sem::CmpGt => 4,
        Sem::CmpNe => 5,
        Sem::CmpGe => 6,
        Sem::CmpT => 7,
        _ => 0,
    }
}

/// Source `s` for every lane: the register itself, or `buf` filled (a constant is read once: every lane
/// reads the same word).
#[inline(always)]
fn fetch<'r>(
    regs: &'r Regs,
    mem: &gpuisa_simt::Memory,
    s: Src,
    m: u32,
    buf: &'r mut MaybeUninit<Lanes>,
) -> Result<&'r Lanes, Fault> {
    let v = match s {
        Src::R(r) if r != RZ => return Ok(&regs.r[r as usize]),
        Src::Imm(v) => v,
        Src::C(bank, off) => mem.load_const(bank, off as u64, 4, m.trailing_zeros())? as u32,
        _ => 0,
    };
    // Filled only when used: zeroing three buffers first cost more than most operations.
    Ok(buf.write([v; WARP]))
}

/// The order `rel` (less 1, equal 2, greater 4) between `x` and `y`.
#[inline(always)]
fn holds(rel: u8, x: i32, y: i32) -> bool {
    (rel & 1 != 0 && x < y) | (rel & 2 != 0 && x == y) | (rel & 4 != 0 && x > y)
}

/// Runs `op` (whose plan is `f`, not [`Fast::No`]) for the lanes in `m`.
#[inline]
pub fn exec(op: &Op, f: Fast, ctx: &mut Ctx<'_, Regs>, m: u32) -> Result<(), Fault> {
    let (mut ta, mut tb, mut tc) = (MaybeUninit::uninit(), MaybeUninit::uninit(), MaybeUninit::uninit());
    let mut v = [0; WARP];
    let regs = &*ctx.regs;
    let a = fetch(regs, ctx.mem, op.s[0], m, &mut ta)?;
    let b = fetch(regs, ctx.mem, op.s[1], m, &mut tb)?;
    // A shift by an immediate shifts every lane alike (a vector shift; a count per lane is not one).
    let n = match op.s[1] {
        Src::Imm(n) => Some(n),
        _ => None,
    };
    let out = &mut v;
    match f {
        Fast::No => return Ok(()),
        Fast::Mov => *out = *a,
        Fast::Add { na: false, nb: false } => map2(a, b, out, u32::wrapping_add),
        Fast::Add { na: false, nb: true } => map2(a, b, out, u32::wrapping_sub),
        Fast::Add { na: true, nb: false } => map2(a, b, out, |a, b| b.wrapping_sub(a)),
        Fast::Add { na: true, nb: true } => map2(a, b, out, |a, b| 0u32.wrapping_sub(a).wrapping_sub(b)),
        Fast::Scadd { shift, na, nb } => {
            // `(x ^ s) - s` negates `x` when `s` is all ones and keeps it when 0.
            let (sa, sb) = (0u32.wrapping_sub(na as u32), 0u32.wrapping_sub(nb as u32));
            map2(a, b, out, |a, b| ((a ^ sa).wrapping_sub(sa) << shift).wrapping_add((b ^ sb).wrapping_sub(sb)))
        }
        Fast::Mul { hi: false, .. } => map2(a, b, out, u32::wrapping_mul),
        Fast::Mul { hi: true, sa, sb } => map2(a, b, out, |a, b| (mul(a, b, sa, sb) >> 32) as u32),
        Fast::Mad { np, nc, .. } => {
            let c = fetch(regs, ctx.mem, op.s[2], m, &mut tc)?;
            match (np, nc) {
                (false, false) => map3(a, b, c, out, |a, b, c| a.wrapping_mul(b).wrapping_add(c)),
                (false, true) => map3(a, b, c, out, |a, b, c| a.wrapping_mul(b).wrapping_sub(c)),
                (true, false) => map3(a, b, c, out, |a, b, c| c.wrapping_sub(a.wrapping_mul(b))),
                (true, true) => map3(a, b, c, out, |a, b, c| 0u32.wrapping_sub(a.wrapping_mul(b)).wrapping_sub(c)),
            }
        }
        // As [`super::int::shl`] and [`super::int::shr`]: a count past 31 wraps, or clamps (filling with
        // the sign or zeros).
        Fast::Shl { wrap } => match n {
            Some(n) if wrap || n < 32 => map1(a, out, |a| a << (n & 31)),
            Some(_) => *out = [0; WARP],
            None if wrap => map2(a, b, out, |a, b| a << (b & 31)),
            None => map2(a, b, out, |a, b| if b >= 32 { 0 } else { a << b }),
        },
        Fast::Shr { wrap, signed: true } => match n {
            Some(n) => {
                let n = if wrap { n & 31 } else { n.min(31) };
                map1(a, out, |a| ((a as i32) >> n) as u32)
            }
            None if wrap => map2(a, b, out, |a, b| ((a as i32) >> (b & 31)) as u32),
            None => map2(a, b, out, |a, b| ((a as i32) >> b.min(31)) as u32),
        },
        Fast::Shr { wrap, signed: false } => match n {
            Some(n) if wrap || n < 32 => map1(a, out, |a| a >> (n & 31)),
            Some(_) => *out = [0; WARP],
            None if wrap => map2(a, b, out, |a, b| a >> (b & 31)),
            None => map2(a, b, out, |a, b| if b >= 32 { 0 } else { a >> b }),
        },
        Fast::Lop { f, ia, ib } => {
            let (xa, xb) = (if ia { u32::MAX } else { 0 }, if ib { u32::MAX } else { 0 });
            match f {
                1 => map2(a, b, out, |x, y| (x ^ xa) | (y ^ xb)),
                2 => map2(a, b, out, |x, y| (x ^ xa) ^ (y ^ xb)),
                3 => map1(b, out, |y| y ^ xb),
                _ => map2(a, b, out, |x, y| (x ^ xa) & (y ^ xb)),
            }
        }
        Fast::Sel => {
            let p = regs.pred(op.ps[0], op.ps_neg[0]);
            *out = *b;
            store(out, a, p);
        }
        Fast::Isetp { rel, unsigned, bop } => {
            // Unsigned order is signed order with the sign bits flipped.
            let flip = if unsigned { 0x8000_0000 } else { 0 };
            let c = match rel {
                1 => test2(a, b, |a, b| ((a ^ flip) as i32) < (b ^ flip) as i32),
                4 => test2(a, b, |a, b| ((a ^ flip) as i32) > (b ^ flip) as i32),
                2 => test2(a, b, |a, b| a == b),
                5 => test2(a, b, |a, b| a != b),
                _ => test2(a, b, |a, b| holds(rel, (a ^ flip) as i32, (b ^ flip) as i32)),
            };
            let pin = regs.pred(op.ps[0], op.ps_neg[0]);
            let combine = |x: u32| match bop {
                1 => x | pin,
                2 => x ^ pin,
                _ => x & pin,
            };
            ctx.regs.set_pred(op.pd, m, combine(c));
            ctx.regs.set_pred(op.pd2, m, combine(!c));
            return Ok(());
        }
    }
    if op.d != RZ {
        store(&mut ctx.regs.r[op.d as usize], &v, m);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exec::FermiSim;
    use gpuisa_core::Isa;
    use crate::exec::rig::place;
    use gpuisa_simt::{memory::Global, Memory, Semantics};

    /// Runs `op` on registers and predicates from `seed`, through `fast` (or the general path).
    fn run(op: &Op, fast: bool, seed: u64, m: u32, mem: &Memory) -> (Vec<[u32; WARP]>, [u32; 8]) {
        let sim = FermiSim {
            shared_win: 0,
            local_win: 0,
            ..Default::default()
        };
        let mut regs = sim.new_regs(&place());
        let mut x = seed;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            // Small values half the time: shift counts and comparisons that tie.
            if x & 1 == 0 {
                (x >> 8) as u32 % 40
            } else {
                (x >> 16) as u32
            }
        };
        for r in regs.r.iter_mut() {
            for v in r.iter_mut() {
                *v = next();
            }
        }
        for p in regs.p.iter_mut().take(7) {
            *p = next();
        }
        let (mut traffic, mut shared) = (Default::default(), Vec::new());
        let mut ctx = Ctx {
            regs: &mut regs,
            mem,
            traffic: &mut traffic,
            shared: &mut shared,
            local: &mut [],
            local_size: 0,
            active: m,
            place: place(),
            clock: 0,
        };
        if fast {
            exec(op, plan(op), &mut ctx, m).unwrap();
        } else {
            super::super::int::exec(op, &mut ctx, m).unwrap();
        }
        (regs.r.clone(), regs.p)
    }

    #[test]
    fn the_fast_path_computes_what_the_general_one_does() {
        let fermi = crate::Fermi::default();
        let mut consts = vec![Vec::new(); 16];
        consts[2] = (0..64u32)
            .flat_map(|i| (i * 0x9e37_79b9).to_le_bytes())
            .collect();
        let mem = Memory {
            global: Global::new(64),
            consts,
        };
        let texts = [
            "MOV R1, R2;",
            "MOV32I R1, 0x12345678;",
            "IADD R1, R2, R3;",
            "IADD R1, R2, -R3;",
            "IADD R1, -R2, 0x7;",
            "IADD R1, R2, c [0x2] [0x8];",
            "IADD32I R1, R2, -0x10;",
            "ISCADD R1, R2, R3, 0x4;",
            "IMUL.U32.U32 R1, R2, R3;",
            "IMUL.U32.U32.HI R1, R2, R3;",
            "IMUL.HI R1, R2, R3;",
            "IMUL R1, R2, 0x11;",
            "IMAD.U32.U32 R1, R2, R3, R4;",
            "IMAD R1, R2, R3, -R4;",
            "SHL R1, R2, R3;",
            "SHL.W R1, R2, R3;",
            "SHR R1, R2, R3;",
            "SHR.U32 R1, R2, R3;",
            "SHR.U32.W R1, R2, 0x3;",
            // Counts by immediate, past 31 too: a clamp or a wrap.
            "SHL R1, R2, 0x21;",
            "SHL.W R1, R2, 0x23;",
            "SHL R1, R2, 0x5;",
            "SHR R1, R2, 0x28;",
            "SHR.W R1, R2, 0x25;",
            "SHR.U32 R1, R2, 0x20;",
            "SHR R1, R2, 0x7;",
            "ISCADD R1, -R2, R3, 0x2;",
            "ISCADD R1, R2, -R3, 0x1f;",
            "IMAD R1, -R2, R3, R4;",
            "ISETP.LE.AND P0, pt, R2, R3, pt;",
            "ISETP.GT.U32.AND P0, P1, R2, R3, P2;",
            "ISETP.GE.AND P0, pt, R2, c [0x2] [0x10], pt;",
            "LOP.AND R1, R2, ~R3;",
            "LOP.OR R1, ~R2, R3;",
            "LOP.XOR R1, R2, R3;",
            "LOP.PASS_B R1, RZ, ~R3;",
            "SEL R1, R2, R3, !P2;",
            "ISETP.LT.AND P0, pt, R2, R3, pt;",
            "ISETP.GE.U32.OR P1, P2, R2, R3, !P3;",
            "ISETP.NE.XOR P0, P1, R2, 0x5, P4;",
            "ISETP.EQ.U32.AND P0, pt, R2, RZ, pt;",
        ];
        for text in texts {
            let insn = fermi
                .parse_str(text, 0)
                .unwrap_or_else(|e| panic!("{text}: {e:?}"));
            let op = super::super::lower::lower(&insn, 0, 64).unwrap();
            assert_ne!(plan(&op), Fast::No, "{text} has no fast form");
            for seed in 1..200u64 {
                let m = (seed as u32).wrapping_mul(0x9e37_79b9) | 1;
                assert_eq!(
                    run(&op, true, seed, m, &mem),
                    run(&op, false, seed, m, &mem),
                    "{text}, seed {seed}"
                );
            }
        }
    }
}
