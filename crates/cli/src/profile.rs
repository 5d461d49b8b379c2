//! `run --profile`: the kernel's listing with each instruction's share of the run, as a profiler's
//! source view gives it: warp instructions (issues), thread instructions (active lanes summed), the mean
//! active lanes of an issue, and the issues whose branch diverged.

use gpuisa_simt::{InsnCount, Stats};
use std::io::Write;

/// Mean active lanes of `c`'s issues (0 for none).
pub fn lanes(c: &InsnCount) -> f64 {
    if c.warps == 0 {
        0.0
    } else {
        c.threads as f64 / c.warps as f64
    }
}

/// Writes the annotated listing: a header with the totals (the same as --stats'), then a line per
/// instruction: `WARPS THREADS LANES DIV  ADDRESS: TEXT`, `-` for what never ran.
pub fn write(kernel: &str, addrs: &[u64], texts: &[String], s: &Stats, w: &mut dyn Write) -> std::io::Result<()> {
    writeln!(w, "// profile of kernel {kernel}: {} warp instructions, {} thread instructions, {} divergent branches", s.warp_insns, s.thread_insns, s.divergent_branches)?;
    writeln!(w, "//      warps      threads  lanes   div  address   instruction")?;
    for (i, (addr, text)) in addrs.iter().zip(texts).enumerate() {
        let c = s.per_insn.get(i).copied().unwrap_or_default();
        if c.warps == 0 {
            writeln!(w, "{:>12} {:>12} {:>6} {:>5}  {addr:08x}: {text}", "-", "-", "-", "")?;
            continue;
        }
        let div = if c.divergent > 0 { c.divergent.to_string() } else { String::new() };
        writeln!(w, "{:>12} {:>12} {:>6.2} {div:>5}  {addr:08x}: {text}", c.warps, c.threads, lanes(&c))?;
    }
    Ok(())
}
