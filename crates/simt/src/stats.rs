//! What a run did, in figures no hardware shows.

use std::collections::BTreeMap;

#[derive(Clone, Debug, Default)]
pub struct Stats {
    /// Warp instructions executed.
    pub warp_insns: u64,
    /// Thread instructions executed (active lanes summed).
    pub thread_insns: u64,
    /// Warp instructions by mnemonic.
    pub mix: BTreeMap<&'static str, u64>,
    /// Branches whose lanes went both ways.
    pub divergent_branches: u64,
    /// Scheduling rounds a warp spent waiting at a barrier.
    pub barrier_waits: u64,
    pub traffic: crate::memory::Traffic,
    /// Per instruction (the program's order): what ran it, for a profile.
    pub per_insn: Vec<InsnCount>,
}

/// One instruction's share of a run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct InsnCount {
    /// Warp instructions: the times a warp issued it.
    pub warps: u64,
    /// Thread instructions: the active lanes of those issues, summed.
    pub threads: u64,
    /// Issues whose lanes went both ways (a divergent branch).
    pub divergent: u64,
}

impl std::fmt::Display for Stats {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "warp instructions:   {}", self.warp_insns)?;
        writeln!(f, "thread instructions: {}", self.thread_insns)?;
        if self.warp_insns > 0 {
            writeln!(f, "mean active lanes:   {:.2}", self.thread_insns as f64 / self.warp_insns as f64)?;
        }
        writeln!(f, "divergent branches:  {}", self.divergent_branches)?;
        writeln!(f, "barrier waits:       {}", self.barrier_waits)?;
        let t = &self.traffic;
        writeln!(f, "global bytes:        {} read, {} written", t.global_read, t.global_written)?;
        writeln!(f, "shared bytes:        {} read, {} written", t.shared_read, t.shared_written)?;
        writeln!(f, "constant bytes:      {} read", t.const_read)?;
        writeln!(f, "local bytes:         {} read, {} written", t.local_read, t.local_written)?;
        writeln!(f, "instruction mix:")?;
        let mut mix: Vec<_> = self.mix.iter().collect();
        mix.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
        for (m, n) in mix {
            writeln!(f, "  {m:12} {n}")?;
        }
        Ok(())
    }
}
