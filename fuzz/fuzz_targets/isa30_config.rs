//! The isa30 runner's input file: reading and running arbitrary JSON never panics.
#![no_main]

use gpuisa_isa30::program::load;
use gpuisa_isa30::runner::{config::RunConfig, run};
use gpuisa_isa30::Semantics;
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

static PROGRAMS: OnceLock<Vec<Vec<gpuisa_isa30::Insn>>> = OnceLock::new();

fuzz_target!(|data: &[u8]| {
    let programs = PROGRAMS.get_or_init(|| {
        [
            "R0 = 0\nnop\nR0 = R0 + I0*I1\nnop\nDRAM = R0\n",
            "push = bofs[5]\npush = aofs[4]\nDRAM = T1 + T0*L0\n",
            "push = I0\npush, DRAM>>2 = ??? op5:3(I1, 9, I0)\nR1 = max(T1, R1) {a=R2}\n",
        ]
        .iter()
        .map(|p| load(p).expect("fuzz seed program"))
        .collect()
    });
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(cfg) = RunConfig::from_json(text) else { return };
    // Keep each execution short: the reader is the target, the limits protect the run.
    let prog = &programs[data.len() % programs.len()];
    let sem = if data.len() % 2 == 0 { Semantics::Rtl } else { Semantics::Doc };
    if let Ok(c) = cfg.check(prog.len(), 1) {
        let work: u64 = c.aofs.iter().map(|&a| a.max(1) as u64).product::<u64>()
            * c.total.iter().map(|&t| t.max(1) as u64).product::<u64>();
        if work > 1 << 16 {
            return;
        }
    }
    let _ = run(prog, &cfg, sem);
});
