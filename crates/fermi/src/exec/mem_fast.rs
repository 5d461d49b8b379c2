//! 32-bit `LD`/`ST` (generic addresses into global memory) and `LDS`/`STS` for the whole warp at once:
//! the addresses computed for every lane, one range check per warp ([`gpuisa_simt::memory`]'s word
//! accesses), the words moved in a loop with no per-access calls. A warp with any lane that would go
//! elsewhere (the shared or local window of a generic address, a misaligned or outside word) is left to
//! the lane-by-lane path in [`super::mem`], which does the same for the rest and names the fault.

use super::op::Op;
use super::{FermiSim, Regs};
use crate::sem::Sem;
use gpuisa_simt::memory::{load_words, store_words};
use gpuisa_simt::{Ctx, WARP};

/// Runs `op` for the lanes in `m` when it is a word access the whole warp can make at once; false (with
/// nothing done) when the lane-by-lane path must run it.
pub(super) fn exec(sim: &FermiSim, op: &Op, ctx: &mut Ctx<'_, Regs>, m: u32) -> bool {
    let (load, shared) = match op.kind {
        Sem::Ld | Sem::Ldu => (true, false),
        Sem::St => (false, false),
        Sem::Lds => (true, true),
        Sem::Sts => (false, true),
        _ => return false,
    };
    if op.size != 4 {
        return false;
    }
    let addrs = addresses(op, ctx.regs);
    if !shared && !all_global(sim, &addrs, m, ctx.local_size > 0) {
        return false;
    }
    let d = op.d.min(63);
    let bytes = 4 * m.count_ones() as u64;
    if load {
        let mut v = [0u32; WARP];
        let done = if shared { load_words(ctx.shared, &addrs, m, &mut v) } else { ctx.mem.global.load_words(&addrs, m, &mut v) };
        if !done {
            return false;
        }
        if shared {
            ctx.traffic.shared_read += bytes;
        } else {
            ctx.traffic.global_read += bytes;
        }
        if d != super::op::RZ {
            let r = &mut ctx.regs.r[d as usize];
            for l in 0..WARP {
                r[l] = if m >> l & 1 != 0 { v[l] } else { r[l] };
            }
        }
    } else {
        let v = if d == super::op::RZ { [0; WARP] } else { ctx.regs.r[d as usize] };
        let done = if shared { store_words(ctx.shared, &addrs, m, &v) } else { ctx.mem.global.store_words(&addrs, m, &v) };
        if !done {
            return false;
        }
        if shared {
            ctx.traffic.shared_written += bytes;
        } else {
            ctx.traffic.global_written += bytes;
        }
    }
    true
}

/// Each lane's address, as [`super::mem`]'s `address` (inactive lanes too: they are not used).
fn addresses(op: &Op, regs: &Regs) -> [u64; WARP] {
    let off = op.off as u64;
    let reg = |r: u8| if r == super::op::RZ { [0; WARP] } else { regs.r[r as usize] };
    let lo = reg(op.base);
    if op.has(Sem::Wide) {
        let hi = reg(op.base.saturating_add(1).min(63));
        std::array::from_fn(|l| (lo[l] as u64 | (hi[l] as u64) << 32).wrapping_add(off))
    } else {
        std::array::from_fn(|l| (lo[l] as u64).wrapping_add(off) & 0xffff_ffff)
    }
}

/// Whether every active lane's generic address lies outside the shared window and (when the launch has
/// local memory) the local one: global memory, as [`super::mem::generic`] decides per lane.
fn all_global(sim: &FermiSim, addrs: &[u64; WARP], m: u32, local: bool) -> bool {
    let (sw, lw, win) = (sim.shared_win as u64, sim.local_win as u64, super::abi::WINDOW);
    let mut other = false;
    for (l, &a) in addrs.iter().enumerate() {
        let inside = a.wrapping_sub(sw) < win || local && a.wrapping_sub(lw) < win;
        other |= m >> l & 1 != 0 && inside;
    }
    !other
}

#[cfg(test)]
mod tests {
    use super::super::{mem, FermiSim};
    use crate::exec::rig::place;
    use gpuisa_core::Isa;
    use gpuisa_simt::{memory::Global, Ctx, Fault, Memory, Semantics, WARP};

    const SHARED_WIN: u32 = 0x100_0000;
    const LOCAL_WIN: u32 = 0x200_0000;

    type Outcome = (Vec<[u32; WARP]>, Vec<u8>, Vec<u8>, String, Result<(), Fault>, bool);

    /// Registers, global memory, shared memory, traffic and result after `op` ran with registers from
    /// `seed`, through the warp-wide path first (`fast`) or lane by lane only; and whether the warp-wide
    /// path took it.
    fn run(op: &super::Op, fast: bool, seed: u64, m: u32) -> Outcome {
        let sim = FermiSim { shared_win: SHARED_WIN, local_win: LOCAL_WIN, ..Default::default() };
        let mut regs = sim.new_regs(&place());
        let mut x = seed;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        // Half the warps have every lane's address aligned and inside (the warp-wide path runs); the
        // others mix in misaligned, outside, shared-window and local-window addresses (it must not).
        let tidy = seed.is_multiple_of(2);
        for r in regs.r.iter_mut() {
            for v in r.iter_mut() {
                let a = (next() % 0xe0) as u32;
                *v = match (tidy, next() % 8) {
                    (true, _) | (false, 0..=3) => a & !3,
                    (false, 4) => a | 1,
                    (false, 5) => a + 0x400,
                    (false, 6) => SHARED_WIN + (a & !3),
                    _ => LOCAL_WIN + (a & !3),
                };
            }
        }
        // The high word of a 64-bit address: zero in tidy warps.
        regs.r[3] = if tidy { [0; WARP] } else { std::array::from_fn(|_| (next() % 3) as u32) };
        let init: Vec<u8> = (0..256).map(|_| next() as u8).collect();
        let mut shared = init.iter().map(|b| b ^ 0x5a).collect::<Vec<u8>>();
        let mut local = vec![0u8; 64 * WARP];
        let mut g = Global::new(256);
        assert!(g.write_bytes(0, &init));
        let mem = Memory { global: g, consts: Vec::new() };
        let mut traffic = Default::default();
        let mut ctx = Ctx {
            regs: &mut regs,
            mem: &mem,
            traffic: &mut traffic,
            shared: &mut shared,
            local: &mut local,
            local_size: 64,
            active: m,
            place: place(),
            clock: 0,
        };
        let took = fast && super::exec(&sim, op, &mut ctx, m);
        let res = if took { Ok(()) } else { mem::exec_lanes(&sim, op, &mut ctx, m) };
        let global: Vec<u8> = (0..256).map(|a| mem.global.load(a, 1, 0).unwrap() as u8).collect();
        (regs.r.clone(), global, shared, format!("{traffic:?}"), res, took)
    }

    #[test]
    fn warp_wide_word_accesses_match_the_lane_by_lane_path() {
        let fermi = crate::Fermi::default();
        let texts = [
            "LD R1, [R2];",
            "LD R1, [R2+0x10];",
            "LD R2, [R2+0x4];",
            "LD.E R1, [R2+0x8];",
            "LD.CG R4, [R5+0xc];",
            "LDU R1, [R2];",
            "ST [R2], R1;",
            "ST [R2+0x1c], R4;",
            "ST.E [R2+0x4], R7;",
            "ST [R2], RZ;",
            "LDS R1, [R2];",
            "LDS R9, [R2+0x20];",
            "STS [R2+0x8], R3;",
            "STS [R6], RZ;",
        ];
        for text in texts {
            let insn = fermi.parse_str(text, 0).unwrap_or_else(|e| panic!("{text}: {e:?}"));
            let op = super::super::lower::lower(&insn, 0, 64).unwrap();
            let mut took = 0;
            for seed in 1..300u64 {
                let m = if seed % 3 == 0 { u32::MAX } else { (seed as u32).wrapping_mul(0x9e37_79b9) };
                let f = run(&op, true, seed, m);
                let s = run(&op, false, seed, m);
                took += f.5 as u32;
                assert_eq!(f.0, s.0, "{text}, seed {seed}: registers");
                assert_eq!(f.1, s.1, "{text}, seed {seed}: global memory");
                assert_eq!(f.2, s.2, "{text}, seed {seed}: shared memory");
                assert_eq!((&f.3, &f.4), (&s.3, &s.4), "{text}, seed {seed}: traffic and result");
            }
            assert!(took >= 100, "{text}: the warp-wide path ran {took} times");
        }
    }
}
