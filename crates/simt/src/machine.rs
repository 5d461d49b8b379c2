//! Running a launch: the grid's blocks are shared out among worker threads (each takes the next block
//! when it is done with one); inside a block the warps take turns until each waits at a barrier or ends.
//! A step limit turns a runaway kernel into an error that names the warp and PC.

use crate::memory::{Fault, Traffic};
use crate::warp::Warp;
use crate::warp::Flow;
use crate::{BarResult, Ctx, Memory, Semantics, Stats, WarpPlace, WARP};
use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering::Relaxed};
use std::sync::Mutex;

/// The launch shape.
#[derive(Clone, Copy, Debug)]
pub struct Launch {
    /// Blocks along x, y, z (block index x fastest, then y, then z).
    pub grid: [u32; 3],
    pub block: [u32; 3],
    /// Shared memory per block, bytes.
    pub shared_size: usize,
    /// Local memory per thread, bytes.
    pub local_size: usize,
}

/// Limits and resources of a run.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Warp instructions in the whole launch.
    pub max_steps: u64,
    /// Worker threads that run blocks at once (a trace runs on one).
    pub threads: usize,
}

/// A pre-decoded program: the ISA's instructions, their byte addresses and texts (for traces and
/// statistics; made when first read).
pub struct Program<Op> {
    pub ops: Vec<Op>,
    pub addrs: Vec<u64>,
    pub texts: crate::Texts,
    pub mnemonics: Vec<&'static str>,
}

#[derive(Debug, thiserror::Error)]
pub enum SimError {
    #[error("step limit reached ({limit} warp instructions): block {} warp {warp} at pc {pc:#x}", Blk(*block))]
    StepLimit { limit: u64, block: [u32; 3], warp: u32, pc: u64 },
    #[error(
        "out-of-bounds {} of {size} bytes at {space}[{addr:#x}]: thread {thread} of block {}, pc {pc:#x}",
        if *write { "write" } else { "read" }, Blk(*block)
    )]
    OutOfBounds { space: char, addr: u64, size: u32, write: bool, thread: u32, block: [u32; 3], pc: u64 },
    #[error("block {} warp {warp}: {msg} (pc {pc:#x})", Blk(*block))]
    Control { msg: String, block: [u32; 3], warp: u32, pc: u64 },
    #[error("bad launch: {0}")]
    Launch(String),
    #[error("writing the trace: {0}")]
    Trace(std::io::Error),
}

/// A block index in messages: `(x, y)`, and `(x, y, z)` when z is not 0 (so 2-D launches read as before).
struct Blk([u32; 3]);

impl std::fmt::Display for Blk {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let [x, y, z] = self.0;
        if z == 0 {
            write!(f, "({x}, {y})")
        } else {
            write!(f, "({x}, {y}, {z})")
        }
    }
}

/// What the workers share.
struct Shared<'p, S: Semantics> {
    sem: &'p S,
    prog: &'p Program<S::Op>,
    launch: &'p Launch,
    mem: &'p Memory,
    limits: &'p Limits,
    init_shared: &'p (dyn Fn(&WarpPlace, &mut [u8]) + Sync),
    next_block: AtomicUsize,
    steps: AtomicU64,
    abort: AtomicBool,
}

/// One worker's tallies.
struct Tally {
    stats: Stats,
    traffic: Traffic,
    counts: Vec<u64>,
    /// Active lanes summed, and divergent issues, per instruction.
    lanes: Vec<u64>,
    diverged: Vec<u64>,
    /// Steps not yet added to the shared count.
    unflushed: u64,
}

/// Runs `prog` over the whole grid. `init_shared` fills a block's shared memory (the ISA's ABI);
/// `trace`, when given, receives one line per executed warp instruction (and the run uses one thread).
pub fn run<S: Semantics>(
    sem: &S,
    prog: &Program<S::Op>,
    launch: &Launch,
    mem: &Memory,
    limits: &Limits,
    init_shared: &(dyn Fn(&WarpPlace, &mut [u8]) + Sync),
    mut trace: Option<&mut dyn Write>,
) -> Result<Stats, SimError> {
    let [bx, by, bz] = launch.block;
    let threads = bx as u64 * by as u64 * bz as u64;
    if threads == 0 || launch.grid.contains(&0) {
        return Err(SimError::Launch("empty grid or block".into()));
    }
    if threads > 1024 {
        return Err(SimError::Launch(format!("{threads} threads per block: at most 1024")));
    }
    let blocks = launch.grid.iter().map(|&g| g as usize).product::<usize>();
    let sh = Shared {
        sem,
        prog,
        launch,
        mem,
        limits,
        init_shared,
        next_block: AtomicUsize::new(0),
        steps: AtomicU64::new(0),
        abort: AtomicBool::new(false),
    };
    let workers = if trace.is_some() { 1 } else { limits.threads.clamp(1, blocks.min(64)) };
    let error: Mutex<Option<SimError>> = Mutex::new(None);
    let tallies: Vec<Tally> = if workers == 1 {
        vec![worker(&sh, &mut trace, &error)]
    } else {
        std::thread::scope(|s| {
            let handles: Vec<_> = (0..workers).map(|_| s.spawn(|| worker(&sh, &mut None, &error))).collect();
            handles.into_iter().map(|h| h.join().expect("a simulator worker panicked")).collect()
        })
    };
    if let Some(e) = error.into_inner().unwrap_or_else(|e| e.into_inner()) {
        return Err(e);
    }
    let mut stats = Stats::default();
    let mut counts = vec![0u64; prog.ops.len()];
    stats.per_insn = vec![crate::stats::InsnCount::default(); prog.ops.len()];
    for t in &tallies {
        for (pc, p) in stats.per_insn.iter_mut().enumerate() {
            p.warps += t.counts[pc];
            p.threads += t.lanes[pc];
            p.divergent += t.diverged[pc];
        }
        stats.warp_insns += t.stats.warp_insns;
        stats.thread_insns += t.stats.thread_insns;
        stats.divergent_branches += t.stats.divergent_branches;
        stats.barrier_waits += t.stats.barrier_waits;
        stats.traffic.add(&t.traffic);
        for (c, n) in counts.iter_mut().zip(&t.counts) {
            *c += n;
        }
    }
    // Executions per instruction, summed into the mix at the end (cheaper than a map per step).
    for (pc, n) in counts.iter().enumerate().filter(|(_, n)| **n > 0) {
        *stats.mix.entry(prog.mnemonics[pc]).or_default() += n;
    }
    Ok(stats)
}

/// A warp of a block being run.
struct W<R> {
    warp: Warp,
    regs: R,
    local: Vec<u8>,
}

/// A counted barrier of a block ([`Flow::Bar`]): the warps arrived at it so far and their votes.
#[derive(Clone, Copy, Default)]
struct BarState {
    arrived: u32,
    /// The warps it waits for (0: every live warp), as the first arrival gave it.
    warps: u32,
    popc: u32,
    all: bool,
    any: bool,
}

impl BarState {
    /// A warp whose `active` lanes voted `votes` arrives, wanting `want` warps of which `live` run: the
    /// result when that completes the barrier (which starts afresh).
    fn arrive(&mut self, want: u32, active: u32, votes: u32, live: u32) -> Result<Option<BarResult>, String> {
        if self.arrived == 0 {
            *self = BarState { arrived: 0, warps: want, popc: 0, all: true, any: false };
        } else if want != self.warps {
            return Err(format!("a barrier's arrivals disagree on its count ({} and {want} warps)", self.warps));
        }
        let votes = votes & active;
        self.arrived += 1;
        self.popc += votes.count_ones();
        self.all &= votes == active;
        self.any |= votes != 0;
        let need = if self.warps == 0 { live } else { self.warps };
        Ok(if self.arrived >= need { self.take() } else { None })
    }

    /// With `live` warps left, completes a barrier of every live warp that they have all reached.
    fn complete_all(&mut self, live: u32) -> Option<BarResult> {
        if self.arrived > 0 && self.warps == 0 && self.arrived >= live {
            self.take()
        } else {
            None
        }
    }

    fn take(&mut self) -> Option<BarResult> {
        let r = BarResult { popc: self.popc, all: self.all, any: self.any };
        *self = BarState::default();
        Some(r)
    }
}

/// Releases the warps waiting at counted barrier `id`, which has completed with `r`.
fn release<'w, S: Semantics + 'w>(sem: &S, prog: &Program<S::Op>, id: u8, r: &BarResult, ws: impl Iterator<Item = &'w mut W<S::Regs>>) {
    for x in ws {
        if x.warp.counted && x.warp.barrier == Some(id as u32) {
            x.warp.barrier = None;
            x.warp.counted = false;
            if let Some(op) = prog.ops.get(x.warp.bar_pc) {
                sem.barrier_done(op, &mut x.regs, x.warp.active, r);
            }
        }
    }
}

/// Takes blocks until there are none left or a worker failed.
fn worker<S: Semantics>(sh: &Shared<'_, S>, trace: &mut Option<&mut dyn Write>, error: &Mutex<Option<SimError>>) -> Tally {
    let mut t = Tally { stats: Stats::default(), traffic: Traffic::default(), counts: vec![0; sh.prog.ops.len()], lanes: vec![0; sh.prog.ops.len()], diverged: vec![0; sh.prog.ops.len()], unflushed: 0 };
    let [gx, gy, _] = sh.launch.grid.map(|g| g as usize);
    let blocks = sh.launch.grid.iter().map(|&g| g as usize).product::<usize>();
    while !sh.abort.load(Relaxed) {
        let b = sh.next_block.fetch_add(1, Relaxed);
        if b >= blocks {
            break;
        }
        if let Err(e) = run_block(sh, [(b % gx) as u32, (b / gx % gy) as u32, (b / (gx * gy)) as u32], trace, &mut t) {
            sh.abort.store(true, Relaxed);
            let mut slot = error.lock().unwrap_or_else(|e| e.into_inner());
            slot.get_or_insert(e);
            break;
        }
    }
    t
}

fn run_block<S: Semantics>(sh: &Shared<'_, S>, ctaid: [u32; 3], trace: &mut Option<&mut dyn Write>, t: &mut Tally) -> Result<(), SimError> {
    let (sem, prog, launch) = (sh.sem, sh.prog, sh.launch);
    let threads = (launch.block[0] * launch.block[1] * launch.block[2]) as usize;
    let nwarps = threads.div_ceil(WARP);
    let place = |w: usize| WarpPlace { ctaid, nctaid: launch.grid, ntid: launch.block, warp: w as u32 };
    let mut shared = vec![0u8; launch.shared_size];
    (sh.init_shared)(&place(0), &mut shared);
    let mut bars = [BarState::default(); 16];
    let mut warps: Vec<W<S::Regs>> = (0..nwarps)
        .map(|w| {
            let lanes = (threads - w * WARP).min(WARP);
            let mask = if lanes == WARP { u32::MAX } else { (1u32 << lanes) - 1 };
            W { warp: Warp::new(mask), regs: sem.new_regs(&place(w)), local: vec![0u8; launch.local_size * WARP] }
        })
        .collect();
    let max = sh.limits.max_steps;
    // The block's clock ([`Ctx::clock`]) is the worker's count of warp instructions since the block began
    // (the count is kept anyway; a counter of its own slows the loop measurably).
    let block_start = t.stats.warp_insns;
    loop {
        let (mut ran, mut live) = (false, false);
        for wi in 0..warps.len() {
            let (before, rest) = warps.split_at_mut(wi);
            let Some((w, after)) = rest.split_first_mut() else { break };
            if w.warp.done {
                continue;
            }
            live = true;
            if w.warp.barrier.is_some() {
                t.stats.barrier_waits += 1;
                continue;
            }
            ran = true;
            let wplace = place(wi);
            // A turn: until the warp waits, ends, or has run a slice. Its Ctx is made once and kept while
            // the warp runs (making it each step cost a tenth of a simple instruction); a counted
            // barrier's arrival, which may release other warps and this one, is handled without it.
            let mut left = 64u32;
            // The active lanes' count, kept while the mask stays (a popcount each step costs more).
            let (mut last_active, mut last_count) = (0u32, 0u64);
            loop {
                let mut arrival = None;
                {
                    let mut ctx = Ctx {
                        regs: &mut w.regs,
                        mem: sh.mem,
                        traffic: &mut t.traffic,
                        shared: &mut shared,
                        local: &mut w.local,
                        local_size: launch.local_size,
                        active: 0,
                        place: wplace,
                        clock: 0,
                    };
                    let warp = &mut w.warp;
                    while left > 0 {
                        left -= 1;
                        if warp.done || warp.barrier.is_some() {
                            break;
                        }
                        let pc = warp.pc;
                        let ctl = |msg: String| SimError::Control { msg, block: ctaid, warp: wi as u32, pc: prog.addrs.get(pc).copied().unwrap_or(u64::MAX) };
                        let Some(op) = prog.ops.get(pc) else {
                            return Err(ctl("execution ran past the end of the program".into()));
                        };
                        if sem.joins(op) && !warp.join() {
                            continue;
                        }
                        let pc = warp.pc;
                        let op = &prog.ops[pc];
                        // The count shared with the other workers is brought up to date every 4096 steps.
                        if t.unflushed >= 4096 {
                            sh.steps.fetch_add(std::mem::take(&mut t.unflushed), Relaxed);
                        }
                        let done = sh.steps.load(Relaxed) + t.unflushed;
                        if done >= max {
                            return Err(SimError::StepLimit { limit: max, block: ctaid, warp: wi as u32, pc: prog.addrs[pc] });
                        }
                        t.unflushed += 1;
                        let active = warp.active;
                        if active != last_active {
                            (last_active, last_count) = (active, active.count_ones() as u64);
                        }
                        t.stats.warp_insns += 1;
                        t.stats.thread_insns += last_count;
                        t.counts[pc] += 1;
                        t.lanes[pc] += last_count;
                        ctx.active = active;
                        ctx.clock = t.stats.warp_insns - block_start - 1;
                        let res = sem.exec(op, &mut ctx);
                        if let Some(out) = trace.as_mut() {
                            // The line follows the instruction, so that it can show what it wrote.
                            let mut line = match (launch.grid[2], ctaid) {
                                (1, [x, y, _]) => format!("block ({x},{y}) warp {wi} {:08x} mask {active:08x}  {}", prog.addrs[pc], prog.texts[pc]),
                                (_, [x, y, z]) => format!("block ({x},{y},{z}) warp {wi} {:08x} mask {active:08x}  {}", prog.addrs[pc], prog.texts[pc]),
                            };
                            if res.is_ok() {
                                let mut wrote = String::new();
                                sem.written(op, ctx.regs, active, &mut wrote);
                                if !wrote.is_empty() {
                                    line.push_str("  #");
                                    line.push_str(&wrote);
                                }
                            }
                            writeln!(out, "{line}").map_err(SimError::Trace)?;
                        }
                        let flow = res.map_err(|f: Fault| SimError::OutOfBounds {
                            space: f.space as char,
                            addr: f.addr,
                            size: f.size,
                            write: f.write,
                            thread: wi as u32 * WARP as u32 + f.lane,
                            block: ctaid,
                            pc: prog.addrs[pc],
                        })?;
                        if matches!(flow, Flow::Next) {
                            // Most instructions: nothing but the program counter changes.
                            warp.pc = pc + 1;
                            continue;
                        }
                        let diverged = warp.apply(flow, pc + 1).map_err(ctl)?;
                        t.stats.divergent_branches += diverged as u64;
                        t.diverged[pc] += diverged as u64;
                        if let Flow::Bar { id, warps: want, votes, .. } = flow {
                            arrival = Some((id, want, votes, active, pc));
                            break;
                        }
                    }
                }
                let Some((id, want, votes, active, pc)) = arrival else { break };
                let ctl = |msg: String| SimError::Control { msg, block: ctaid, warp: wi as u32, pc: prog.addrs.get(pc).copied().unwrap_or(u64::MAX) };
                let live = 1 + before.iter().chain(after.iter()).filter(|x| !x.warp.done).count() as u32;
                let b = bars.get_mut(id as usize).ok_or_else(|| ctl(format!("barrier {id}: there are 16")))?;
                if let Some(r) = b.arrive(want, active, votes, live).map_err(ctl)? {
                    release(sem, prog, id, &r, before.iter_mut().chain(after.iter_mut()).chain(std::iter::once(&mut *w)));
                }
            }
            if w.warp.done {
                // A barrier every live warp takes part in may be complete without this one.
                let live = before.iter().chain(after.iter()).filter(|x| !x.warp.done).count() as u32;
                for (id, b) in bars.iter_mut().enumerate() {
                    if let Some(r) = b.complete_all(live) {
                        release(sem, prog, id as u8, &r, before.iter_mut().chain(after.iter_mut()));
                    }
                }
            }
        }
        if !live {
            return Ok(());
        }
        if !ran {
            // Every live warp waits at a barrier: release those at an uncounted one ([`Flow::Barrier`]);
            // at counted ones only, none can complete: the hardware would hang.
            let mut any = false;
            for w in warps.iter_mut().filter(|w| !w.warp.done && !w.warp.counted) {
                w.warp.barrier = None;
                any = true;
            }
            if !any {
                let (wi, w) = warps.iter().enumerate().find(|(_, w)| !w.warp.done).ok_or_else(|| SimError::Launch("no live warp".into()))?;
                let id = w.warp.barrier.unwrap_or(0) as usize;
                let b = bars.get(id).copied().unwrap_or_default();
                return Err(SimError::Control {
                    msg: format!("deadlock: every live warp waits at a barrier; barrier {id} has {} of {} warps", b.arrived, b.warps),
                    block: ctaid,
                    warp: wi as u32,
                    pc: prog.addrs.get(w.warp.bar_pc).copied().unwrap_or(u64::MAX),
                });
            }
        }
        if sh.abort.load(Relaxed) {
            return Ok(());
        }
    }
}
