//! The SIMT machine that runs GPU kernels: a grid of blocks, each block's threads grouped into warps of 32
//! that share a program counter, an active mask and a reconvergence stack ([`warp`]); global, constant,
//! shared and local memories with bounds checks ([`memory`]); block scheduling with barriers and a step
//! limit ([`machine`]). What an instruction does is the ISA's business: an ISA crate implements
//! [`Semantics`] over its own pre-decoded instructions and register state.

pub mod lanes;
pub mod machine;
pub mod memory;
pub mod stats;
pub mod texts;
pub mod warp;

pub use machine::{run, Launch, Limits, Program, SimError};
pub use memory::{Fault, Global, Memory, Traffic};
pub use stats::{InsnCount, Stats};
pub use texts::Texts;
pub use warp::{Flow, Warp};

/// Threads per warp.
pub const WARP: usize = 32;

/// Where a warp stands, for the ISA's semantics: its block, its place in the block and the launch shape.
#[derive(Clone, Copy, Debug)]
pub struct WarpPlace {
    /// Block index and grid size (x, y, z); an ISA with 2-D grids sees z = 0 and 1.
    pub ctaid: [u32; 3],
    pub nctaid: [u32; 3],
    pub ntid: [u32; 3],
    /// Index of the warp in its block (threads 32*warp .. 32*warp+31, x fastest).
    pub warp: u32,
}

impl WarpPlace {
    /// The thread index (x, y, z) of `lane`.
    pub fn tid(&self, lane: usize) -> [u32; 3] {
        let linear = self.warp * WARP as u32 + lane as u32;
        let [x, y, _] = self.ntid;
        [linear % x, linear / x % y, linear / (x * y)]
    }
}

/// An instruction set's meaning: how its pre-decoded instructions change a warp's registers and memory,
/// and where control goes.
pub trait Semantics: Sync {
    /// A pre-decoded instruction.
    type Op: Sync;
    /// One warp's registers (all lanes).
    type Regs: Send;

    /// The registers of a warp at launch (lanes beyond the block are never active).
    fn new_regs(&self, place: &WarpPlace) -> Self::Regs;
    /// Whether `op` reconverges before it runs (Tesla's `join`).
    fn joins(&self, op: &Self::Op) -> bool;
    /// Runs `op` for the lanes in `active`: returns where control goes, or a memory fault.
    fn exec(&self, op: &Self::Op, ctx: &mut Ctx<'_, Self::Regs>) -> Result<Flow, Fault>;
    /// For a trace: appends to `out` the registers `op` wrote and their values in the `active` lanes, after
    /// it ran (called only when tracing, so it may be slow). The default writes nothing.
    fn written(&self, _op: &Self::Op, _regs: &Self::Regs, _active: u32, _out: &mut String) {}
    /// A counted barrier ([`Flow::Bar`]) that `op` waits at has completed: the warp's `active` lanes take
    /// the reduction `r` of every arrival's votes. The default does nothing.
    fn barrier_done(&self, _op: &Self::Op, _regs: &mut Self::Regs, _active: u32, _r: &BarResult) {}
}

/// What a counted barrier's arrivals voted ([`Flow::Bar`]'s `votes`), for PTX's `bar.red`: how many
/// lanes' predicates held, whether all did, whether any did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BarResult {
    pub popc: u32,
    pub all: bool,
    pub any: bool,
}

/// Appends ` NAME=v0,v1,...` for `active`'s lanes in hex, or ` NAME=v` when every active lane holds the
/// same value: the trace's form for a written register (an ISA's [`Semantics::written`] may use it).
pub fn trace_values(out: &mut String, name: &str, active: u32, value: impl Fn(usize) -> u32) {
    use std::fmt::Write;
    let lanes = (0..WARP).filter(|l| active >> l & 1 == 1);
    let first = lanes.clone().next().map(&value);
    let _ = write!(out, " {name}=");
    if lanes.clone().all(|l| Some(value(l)) == first) {
        if let Some(v) = first {
            let _ = write!(out, "{v:x}");
        }
        return;
    }
    for (i, l) in lanes.enumerate() {
        let _ = write!(out, "{}{:x}", if i == 0 { "" } else { "," }, value(l));
    }
}

/// What an instruction sees while it runs.
pub struct Ctx<'a, R> {
    pub regs: &'a mut R,
    pub mem: &'a Memory,
    /// Bytes moved, per space (the semantics count their accesses here).
    pub traffic: &'a mut memory::Traffic,
    /// The block's shared memory.
    pub shared: &'a mut [u8],
    /// The warp's local memory: `local_size` bytes per lane, lane after lane.
    pub local: &'a mut [u8],
    pub local_size: usize,
    pub active: u32,
    pub place: WarpPlace,
    /// The clock: warp instructions this warp's block has issued before this one (its warps together).
    /// Blocks run their warps in a fixed order whatever the number of worker threads, so this count is
    /// the same in every run of a launch: Tesla's `$clock` and Fermi's `SR_ClockLo`/`SR_ClockHi` read it.
    pub clock: u64,
}
