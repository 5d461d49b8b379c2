//! Running a launch: blocks one after another, the warps of a block in turns until each waits at a
//! barrier or ends; a step limit turns a runaway kernel into an error that names the warp and PC.

use crate::memory::Fault;
use crate::warp::Warp;
use crate::{Ctx, Memory, Semantics, Stats, WarpPlace, WARP};
use std::io::Write;

/// The launch shape.
#[derive(Clone, Copy, Debug)]
pub struct Launch {
    pub grid: [u32; 2],
    pub block: [u32; 3],
    /// Shared memory per block, bytes.
    pub shared_size: usize,
    /// Local memory per thread, bytes.
    pub local_size: usize,
}

/// Limits that stop a run with an error rather than a hang.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Warp instructions in the whole launch.
    pub max_steps: u64,
}

/// A pre-decoded program: the ISA's instructions, their byte addresses and texts (for traces and
/// statistics).
pub struct Program<Op> {
    pub ops: Vec<Op>,
    pub addrs: Vec<u64>,
    pub texts: Vec<String>,
    pub mnemonics: Vec<&'static str>,
}

#[derive(Debug, thiserror::Error)]
pub enum SimError {
    #[error("step limit reached ({limit} warp instructions): block ({bx}, {by}) warp {warp} at pc {pc:#x}")]
    StepLimit { limit: u64, bx: u32, by: u32, warp: u32, pc: u64 },
    #[error(
        "out-of-bounds {} of {size} bytes at {space}[{addr:#x}]: thread {thread} of block ({bx}, {by}), pc {pc:#x}",
        if *write { "write" } else { "read" }
    )]
    OutOfBounds { space: char, addr: u64, size: u32, write: bool, thread: u32, bx: u32, by: u32, pc: u64 },
    #[error("block ({bx}, {by}) warp {warp}: {msg} (pc {pc:#x})")]
    Control { msg: String, bx: u32, by: u32, warp: u32, pc: u64 },
    #[error("bad launch: {0}")]
    Launch(String),
    #[error("writing the trace: {0}")]
    Trace(std::io::Error),
}

/// Runs `prog` over the whole grid. `init_shared` fills a block's shared memory (the ISA's ABI);
/// `trace`, when given, receives one line per executed warp instruction.
pub fn run<S: Semantics>(
    sem: &S,
    prog: &Program<S::Op>,
    launch: &Launch,
    mem: &mut Memory,
    limits: &Limits,
    init_shared: &dyn Fn(&WarpPlace, &mut [u8]),
    mut trace: Option<&mut dyn Write>,
) -> Result<Stats, SimError> {
    let [bx, by, bz] = launch.block;
    let threads = bx as u64 * by as u64 * bz as u64;
    if threads == 0 || launch.grid[0] == 0 || launch.grid[1] == 0 {
        return Err(SimError::Launch("empty grid or block".into()));
    }
    if threads > 1024 {
        return Err(SimError::Launch(format!("{threads} threads per block: at most 1024")));
    }
    let mut stats = Stats::default();
    let mut steps = 0u64;
    // Executions per instruction, summed into the mix at the end (cheaper than a map per step).
    let mut counts = vec![0u64; prog.ops.len()];
    for cy in 0..launch.grid[1] {
        for cx in 0..launch.grid[0] {
            run_block(sem, prog, launch, [cx, cy], mem, limits, init_shared, &mut trace, &mut stats, &mut steps, &mut counts)?;
        }
    }
    for (pc, n) in counts.iter().enumerate().filter(|(_, n)| **n > 0) {
        *stats.mix.entry(prog.mnemonics[pc]).or_default() += n;
    }
    stats.traffic = mem.traffic;
    Ok(stats)
}

#[allow(clippy::too_many_arguments)]
fn run_block<S: Semantics>(
    sem: &S,
    prog: &Program<S::Op>,
    launch: &Launch,
    ctaid: [u32; 2],
    mem: &mut Memory,
    limits: &Limits,
    init_shared: &dyn Fn(&WarpPlace, &mut [u8]),
    trace: &mut Option<&mut dyn Write>,
    stats: &mut Stats,
    steps: &mut u64,
    counts: &mut [u64],
) -> Result<(), SimError> {
    let threads = (launch.block[0] * launch.block[1] * launch.block[2]) as usize;
    let nwarps = threads.div_ceil(WARP);
    let place = |w: usize| WarpPlace { ctaid, nctaid: launch.grid, ntid: launch.block, warp: w as u32 };
    let mut shared = vec![0u8; launch.shared_size];
    init_shared(&place(0), &mut shared);
    struct W<R> {
        warp: Warp,
        regs: R,
        local: Vec<u8>,
    }
    let mut warps: Vec<W<S::Regs>> = (0..nwarps)
        .map(|w| {
            let lanes = (threads - w * WARP).min(WARP);
            let mask = if lanes == WARP { u32::MAX } else { (1u32 << lanes) - 1 };
            W { warp: Warp::new(mask), regs: sem.new_regs(&place(w)), local: vec![0u8; launch.local_size * WARP] }
        })
        .collect();
    let [bx, by] = ctaid;
    loop {
        let (mut ran, mut live) = (false, false);
        for (wi, w) in warps.iter_mut().enumerate() {
            if w.warp.done {
                continue;
            }
            live = true;
            if w.warp.barrier.is_some() {
                stats.barrier_waits += 1;
                continue;
            }
            ran = true;
            // A turn: until the warp waits, ends, or has run a slice.
            for _ in 0..64 {
                if w.warp.done || w.warp.barrier.is_some() {
                    break;
                }
                let pc = w.warp.pc;
                let ctl = |msg: String| SimError::Control { msg, bx, by, warp: wi as u32, pc: prog.addrs.get(pc).copied().unwrap_or(u64::MAX) };
                let Some(op) = prog.ops.get(pc) else {
                    return Err(ctl("execution ran past the end of the program".into()));
                };
                if sem.joins(op) && !w.warp.join() {
                    continue;
                }
                let pc = w.warp.pc;
                let op = &prog.ops[pc];
                if *steps >= limits.max_steps {
                    return Err(SimError::StepLimit { limit: limits.max_steps, bx, by, warp: wi as u32, pc: prog.addrs[pc] });
                }
                *steps += 1;
                let active = w.warp.active;
                if let Some(t) = trace.as_mut() {
                    writeln!(t, "block ({bx},{by}) warp {wi} {:08x} mask {active:08x}  {}", prog.addrs[pc], prog.texts[pc])
                        .map_err(SimError::Trace)?;
                }
                stats.warp_insns += 1;
                stats.thread_insns += active.count_ones() as u64;
                counts[pc] += 1;
                let mut ctx = Ctx {
                    regs: &mut w.regs,
                    mem,
                    shared: &mut shared,
                    local: &mut w.local,
                    local_size: launch.local_size,
                    active,
                    place: place(wi),
                    clock: *steps,
                };
                let flow = sem.exec(op, &mut ctx).map_err(|f: Fault| SimError::OutOfBounds {
                    space: f.space as char,
                    addr: f.addr,
                    size: f.size,
                    write: f.write,
                    thread: wi as u32 * WARP as u32 + f.lane,
                    bx,
                    by,
                    pc: prog.addrs[pc],
                })?;
                let diverged = w.warp.apply(flow, pc + 1).map_err(ctl)?;
                stats.divergent_branches += diverged as u64;
            }
        }
        if !live {
            return Ok(());
        }
        if !ran {
            // Every live warp waits at a barrier: release them.
            for w in &mut warps {
                w.warp.barrier = None;
            }
        }
    }
}
