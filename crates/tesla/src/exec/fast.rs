//! The common 32-bit integer operations over whole warps: chosen once per instruction at load ([`plan`])
//! when every source is a whole register or an immediate and the destination a whole register (or
//! none), then run with each lane loop a function of its own that the compiler vectorises, and the
//! result kept in the lanes that run. Anything else (16-bit types, memory or `$c` operands, `not`,
//! `sat`, carries and overflow flags) takes the general path ([`super::alu`]), which this must agree
//! with (the tests compare the two on random operands).

use super::op::{Dst, Kind, LogicOp, Op, Src, Ty};
use super::Regs;
use crate::sem::Sem;
use gpuisa_engine::Part;
use gpuisa_simt::lanes::{map1, map2, store, Lanes, BIT};
use gpuisa_simt::{Ctx, WARP};

/// What a fast instruction computes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Fast {
    /// Not fast: the general path runs it.
    #[default]
    No,
    Mov,
    /// `a + b`, `a - b` (`sub`) or `b - a` (`sub`, `rev`).
    Add { sub: bool, rev: bool },
    Shl,
    Shr { signed: bool },
    Logic(LogicOp),
    /// A comparison: `one` where the order (less 1, equal 2, greater 4) is in `code`, else 0.
    Set { code: u8, signed: bool, one: u32 },
}

/// An operand the fast path reads: a whole register of the 128, or an immediate.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum In {
    #[default]
    None,
    R(u8),
    Imm(u32),
}

/// A fast instruction: what it computes and its operands ([`Op::fast`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Plan {
    pub f: Fast,
    pub a: In,
    pub b: In,
}

fn input(op: &Op, i: usize) -> Option<In> {
    let s = op.srcs.get(i)?;
    if s.not || s.neg || s.abs || s.in_mul || s.pre.iter().any(|t| !matches!(t, Ty::U32 | Ty::S32)) {
        return None;
    }
    match s.src {
        Src::R(n, Part::Full) if n < 128 => Some(In::R(n)),
        Src::Imm(v) => Some(In::Imm(v as u32)),
        _ => None,
    }
}

/// The fast form of `op` (`kind` and `ty` as the general path's plan gives them), if it has one.
pub fn plan(op: &Op) -> Plan {
    let f = fast(op);
    if f == Fast::No {
        return Plan::default();
    }
    Plan { f, a: input(op, 0).unwrap_or_default(), b: input(op, 1).unwrap_or_default() }
}

fn fast(op: &Op) -> Fast {
    let whole = |t: Ty| matches!(t, Ty::U32 | Ty::S32);
    let dst_ok = match op.dst {
        Dst::R(n, Part::Full) => n < 128,
        Dst::None => true,
        _ => false,
    };
    let m = op.m;
    if !dst_ok || m.sat || m.abs || m.neg || !whole(op.ty) || op.op == Sem::Addc {
        return Fast::No;
    }
    let needs = match op.kind {
        Kind::Mov => 1,
        _ => 2,
    };
    if (0..needs).any(|i| input(op, i).is_none()) || op.srcs.len() != needs {
        return Fast::No;
    }
    // The flags a `$c` destination takes: only the zero and sign flags of the result here.
    let cdst = op.cdst.is_some();
    match op.kind {
        Kind::Mov => Fast::Mov,
        Kind::IAdd { sub, rev } if !cdst => Fast::Add { sub, rev },
        Kind::Shl if !cdst => Fast::Shl,
        Kind::Shr if !cdst => Fast::Shr { signed: op.ty.signed() },
        Kind::Logic(l) => Fast::Logic(l),
        Kind::Set { code, ty } if whole(ty) => {
            let one = match op.types.first() {
                Some(Ty::F32) => 1.0f32.to_bits(),
                _ => u32::MAX,
            };
            Fast::Set { code: code & 7, signed: ty.signed(), one }
        }
        _ => Fast::No,
    }
}

/// The zero and sign flags of `v` into `$c` register `c`, in the lanes of `m`.
#[inline(never)]
fn store_flags(c: &mut [u8; WARP], v: &Lanes, m: u32) {
    for l in 0..WARP {
        let f = (v[l] == 0) as u8 | ((v[l] >> 31) as u8) << 1;
        c[l] = if m & BIT[l] != 0 { f } else { c[l] };
    }
}

/// Runs `op` (planned [`Fast`], not [`Fast::No`]) for the lanes in `m` (not 0).
pub fn exec(op: &Op, ctx: &mut Ctx<'_, Regs>, m: u32) {
    let regs = &*ctx.regs;
    let p = op.fast;
    let (ta, tb): (Lanes, Lanes);
    let a = match p.a {
        In::R(n) => &regs.r[n as usize],
        In::Imm(v) => {
            ta = [v; WARP];
            &ta
        }
        In::None => &[0; WARP],
    };
    // An immediate count shifts every lane alike (a vector shift; a count per lane is not one).
    let ib = match p.b {
        In::Imm(v) => Some(v),
        _ => None,
    };
    let b = match p.b {
        In::R(n) => &regs.r[n as usize],
        In::Imm(v) => {
            tb = [v; WARP];
            &tb
        }
        In::None => &[0; WARP],
    };
    let mut v = [0; WARP];
    let out = &mut v;
    match p.f {
        Fast::No => return,
        Fast::Mov => *out = *a,
        Fast::Add { sub: false, .. } => map2(a, b, out, u32::wrapping_add),
        Fast::Add { sub: true, rev: false } => map2(a, b, out, u32::wrapping_sub),
        Fast::Add { sub: true, rev: true } => map2(a, b, out, |a, b| b.wrapping_sub(a)),
        // A count of 32 or more shifts everything out (or fills with the sign).
        Fast::Shl => match ib {
            Some(n) if n < 32 => map1(a, out, |a| a << n),
            Some(_) => *out = [0; WARP],
            None => map2(a, b, out, |a, n| if n >= 32 { 0 } else { a << n }),
        },
        Fast::Shr { signed: true } => match ib {
            Some(n) => {
                let n = n.min(31);
                map1(a, out, |a| ((a as i32) >> n) as u32)
            }
            None => map2(a, b, out, |a, n| ((a as i32) >> n.min(31)) as u32),
        },
        Fast::Shr { signed: false } => match ib {
            Some(n) if n < 32 => map1(a, out, |a| a >> n),
            Some(_) => *out = [0; WARP],
            None => map2(a, b, out, |a, n| if n >= 32 { 0 } else { a >> n }),
        },
        Fast::Logic(LogicOp::And) => map2(a, b, out, |a, b| a & b),
        Fast::Logic(LogicOp::Or) => map2(a, b, out, |a, b| a | b),
        Fast::Logic(LogicOp::Xor) => map2(a, b, out, |a, b| a ^ b),
        Fast::Logic(LogicOp::Pass) => *out = *b,
        Fast::Set { code, signed, one } => {
            // Unsigned order is signed order with the sign bits flipped.
            let flip = if signed { 0 } else { 0x8000_0000 };
            let (lt, eq, gt) = (code & 1 != 0, code & 2 != 0, code & 4 != 0);
            let pick = |c: bool| if c { one } else { 0 };
            let (vl, ve, vg) = (pick(lt), pick(eq), pick(gt));
            map2(a, b, out, |a, b| {
                let (x, y) = ((a ^ flip) as i32, (b ^ flip) as i32);
                if x < y {
                    vl
                } else if x == y {
                    ve
                } else {
                    vg
                }
            })
        }
    }
    if let Dst::R(n, _) = op.dst {
        store(&mut ctx.regs.r[n as usize], &v, m);
    }
    if let Some(c) = op.cdst {
        store_flags(&mut ctx.regs.c[c as usize & 3], &v, m);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exec::{load, TeslaSim};
    use crate::{ProgramType, Tesla, Variant};
    use gpuisa_core::asm::assemble;
    use gpuisa_simt::{memory::Global, Memory, Semantics, WarpPlace};

    /// Runs `op` on registers and flags from `seed`, through the fast path or the general one.
    fn run(sim: &TeslaSim, op: &Op, fast: bool, seed: u64, active: u32) -> (Vec<[u32; WARP]>, [[u8; WARP]; 4]) {
        let place = WarpPlace { ctaid: [0; 3], nctaid: [1; 3], ntid: [32, 1, 1], warp: 0 };
        let mut regs = sim.new_regs(&place);
        let mut x = seed;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            // Small values half the time: shift counts and comparisons that tie.
            if x & 1 == 0 { (x >> 8) as u32 % 40 } else { (x >> 16) as u32 }
        };
        for r in regs.r.iter_mut() {
            for v in r.iter_mut() {
                *v = next();
            }
        }
        for c in regs.c.iter_mut() {
            for f in c.iter_mut() {
                *f = next() as u8 & 15;
            }
        }
        let mem = Memory { global: Global::new(64), consts: vec![Vec::new(); 16] };
        let (mut traffic, mut shared) = (Default::default(), vec![0u8; 64]);
        let mut ctx = gpuisa_simt::Ctx {
            regs: &mut regs,
            mem: &mem,
            traffic: &mut traffic,
            shared: &mut shared,
            local: &mut [],
            local_size: 0,
            active,
            place,
            clock: 0,
        };
        let mut op = op.clone();
        if !fast {
            op.fast = Plan::default();
        }
        sim.exec(&op, &mut ctx).unwrap();
        (regs.r.clone(), regs.c)
    }

    #[test]
    fn the_fast_path_computes_what_the_general_one_does() {
        let t = Tesla::new(Variant::Gt215, ProgramType::Compute);
        let texts = [
            "mov b32 $r1 $r2",
            "mov b32 $r1 0x12345678",
            "add b32 $r1 $r2 $r3",
            "add b32 $r1 $r2 0x7",
            "sub b32 $r1 $r2 $r3",
            "subr b32 $r1 $r2 $r3",
            "shl b32 $r1 $r2 $r3",
            "shl b32 $r1 $r2 0x1",
            "shl b32 $r1 $r2 0x21",
            "shr u32 $r1 $r2 $r3",
            "shr s32 $r1 $r2 $r3",
            "shr s32 $r1 $r2 0x5",
            "shr s32 $r1 $r2 0x24",
            "shr u32 $r1 $r2 0x20",
            "and b32 $r1 $r2 $r3",
            "or b32 $r1 $r2 0x7ff",
            "xor b32 $r1 $r2 $r3",
            "and b32 $c1 $r1 $r2 $r3",
            "set $c0 # l u32 $r1 $r2",
            "set $r1 ge s32 $r2 $r3",
            "set $c0 $r1 ge s32 $r2 $r3",
            "set $c1 # le s32 $r0 $r2",
            "set $r1 le u32 $r2 $r3",
            "set $r1 g s32 $r2 $r3",
            "(lg $c0) add b32 $r1 $r2 $r3",
        ];
        let mut planned = 0;
        for text in texts {
            let code = assemble(&t, text).unwrap_or_else(|e| panic!("{text}: {e:?}")).bytes;
            let prog = load(&t, &code).unwrap_or_else(|e| panic!("{text}: {e}"));
            let op = &prog.ops[0];
            if op.fast.f == Fast::No {
                continue;
            }
            planned += 1;
            let sim = TeslaSim::new(vec![], prog.addrs.clone());
            for seed in 1..200u64 {
                let active = (seed as u32).wrapping_mul(0x9e37_79b9) | 1;
                let active = if seed % 5 == 0 { u32::MAX } else { active };
                assert_eq!(run(&sim, op, true, seed, active), run(&sim, op, false, seed, active), "{text}, seed {seed}");
            }
        }
        // Most of the list runs fast: a plan that turned everything down would pass the comparison.
        assert!(planned >= 20, "{planned} of {} forms planned fast", texts.len());
    }
}
