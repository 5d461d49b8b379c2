//! The common integer operations over whole warps: chosen once per instruction at load ([`plan`]), run
//! with each source read once as 32 lanes, the operation computed on every lane without a branch (so the
//! compiler vectorises it), and the result kept in the lanes that run. Anything with a carry, saturation
//! or another rare part takes the general path ([`super::int`]), which this must agree with (the tests
//! compare the two on random operands).

use super::int::{add, icmp, mul, shl, shr};
use super::op::{Op, Src, RZ};
use super::{Regs, WARP};
use crate::sem::Sem;
use gpuisa_simt::{Ctx, Fault};

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
    /// ISETP: the comparison combined with the predicate source (`bop` 0 and, 1 or, 2 xor).
    Isetp {
        cmp: Sem,
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
                cmp: super::int::cmp_of(op),
                unsigned: op.has(Unsigned),
                bop,
            }
        }
        _ => Fast::No,
    };
    f
}

type Lanes = [u32; WARP];

/// Source `s` for every lane (a constant is read once: every lane reads the same word).
#[inline(always)]
fn fetch(ctx: &Ctx<'_, Regs>, s: Src, m: u32) -> Result<Lanes, Fault> {
    Ok(match s {
        Src::R(r) if r != RZ => ctx.regs.r[r as usize],
        Src::Imm(v) => [v; WARP],
        Src::C(bank, off) => {
            [ctx.mem
                .load_const(bank, off as u64, 4, m.trailing_zeros())? as u32; WARP]
        }
        _ => [0; WARP],
    })
}

#[inline(always)]
fn each(a: &Lanes, b: &Lanes, f: impl Fn(u32, u32) -> u32) -> Lanes {
    std::array::from_fn(|l| f(a[l], b[l]))
}

/// Runs `op` (whose plan is `f`, not [`Fast::No`]) for the lanes in `m`.
pub fn exec(op: &Op, f: Fast, ctx: &mut Ctx<'_, Regs>, m: u32) -> Result<(), Fault> {
    let a = fetch(ctx, op.s[0], m)?;
    let b = fetch(ctx, op.s[1], m)?;
    let v: Lanes = match f {
        Fast::No => return Ok(()),
        Fast::Mov => a,
        Fast::Add { na, nb } => each(&a, &b, |a, b| add(a, b, na, nb, false).0),
        Fast::Scadd { shift, na, nb } => each(&a, &b, |a, b| {
            add(
                (if na { a.wrapping_neg() } else { a }) << shift,
                b,
                false,
                nb,
                false,
            )
            .0
        }),
        Fast::Mul { hi, sa, sb } => each(&a, &b, |a, b| {
            let p = mul(a, b, sa, sb);
            if hi {
                (p >> 32) as u32
            } else {
                p as u32
            }
        }),
        Fast::Mad { sa, sb, np, nc } => {
            let c = fetch(ctx, op.s[2], m)?;
            let p = each(&a, &b, |a, b| {
                let p = mul(a, b, sa, sb) as u32;
                if np {
                    p.wrapping_neg()
                } else {
                    p
                }
            });
            each(&p, &c, |p, c| add(p, c, false, nc, false).0)
        }
        Fast::Shl { wrap } => each(&a, &b, |a, b| shl(a, b, wrap)),
        Fast::Shr { wrap, signed } => each(&a, &b, |a, b| shr(a, b, wrap, signed)),
        Fast::Lop { f, ia, ib } => each(&a, &b, |a, b| {
            let (x, y) = (if ia { !a } else { a }, if ib { !b } else { b });
            match f {
                1 => x | y,
                2 => x ^ y,
                3 => y,
                _ => x & y,
            }
        }),
        Fast::Sel => {
            let p = ctx.regs.pred(op.ps[0], op.ps_neg[0]);
            std::array::from_fn(|l| if p >> l & 1 != 0 { a[l] } else { b[l] })
        }
        Fast::Isetp { cmp, unsigned, bop } => {
            let mut c = 0u32;
            for l in 0..WARP {
                c |= (icmp(cmp, a[l], b[l], unsigned) as u32) << l;
            }
            let pin = ctx.regs.pred(op.ps[0], op.ps_neg[0]);
            let combine = |x: u32| match bop {
                1 => x | pin,
                2 => x ^ pin,
                _ => x & pin,
            };
            ctx.regs.set_pred(op.pd, m, combine(c));
            ctx.regs.set_pred(op.pd2, m, combine(!c));
            return Ok(());
        }
    };
    if op.d != RZ {
        let d = &mut ctx.regs.r[op.d as usize];
        for l in 0..WARP {
            d[l] = if m >> l & 1 != 0 { v[l] } else { d[l] };
        }
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
