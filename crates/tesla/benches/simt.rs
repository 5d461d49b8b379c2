//! Simulator throughput: thread instructions per second on a long-running kernel (a 100,000-iteration
//! integer loop in every thread of 16 blocks of 256), on one worker thread and on two.
//!
//! `cargo bench -p gpuisa-tesla --bench simt`

use gpuisa_core::asm::assemble;
use gpuisa_simt::{run, Global, Launch, Limits, Memory};
use gpuisa_tesla::exec::{load, TeslaSim, SHARED_SIZE};
use gpuisa_tesla::{ProgramType, Tesla, Variant};
use std::time::Instant;

/// The loop kernel: `GPUISA_BENCH_ITERS` iterations (default 100,000: 2.46 billion thread instructions).
fn kernel() -> String {
    let iters: u32 = std::env::var("GPUISA_BENCH_ITERS").ok().and_then(|v| v.parse().ok()).unwrap_or(100_000);
    format!(
        "\
mov b32 $r1 0x0
mov b32 $r2 {iters:#x}
mov b32 $r3 0x0
top: add b32 $r1 $r1 0x1
add b32 $r3 $r3 $r1
shl b32 $r4 $r3 0x1
xor b32 $r3 $r3 $r4
set $c0 # l u32 $r1 $r2
(lg $c0) bra top
ret
"
    )
}

/// Runs of each configuration (`GPUISA_BENCH_REPS`, default 3; the best counts).
fn reps() -> usize {
    std::env::var("GPUISA_BENCH_REPS").ok().and_then(|v| v.parse().ok()).unwrap_or(3)
}

fn main() {
    let t = Tesla::new(Variant::G80, ProgramType::Compute);
    let code = assemble(&t, &kernel()).expect("the benchmark kernel assembles").bytes;
    let prog = load(&t, &code).expect("the benchmark kernel loads");
    let launch = Launch { grid: [16, 1, 1], block: [256, 1, 1], shared_size: SHARED_SIZE, local_size: 0 };
    let sim = TeslaSim::new(vec![], prog.addrs.clone());
    for threads in [1, 2] {
        let mut best = f64::MAX;
        let mut n = 0;
        for _ in 0..reps() {
            let mem = Memory { global: Global::new(1 << 16), consts: vec![Vec::new(); 16] };
            let start = Instant::now();
            let stats = run(&sim, &prog, &launch, &mem, &Limits { max_steps: u64::MAX, threads }, &|p, s| sim.init_shared(p, s), None)
                .expect("the benchmark kernel runs");
            best = best.min(start.elapsed().as_secs_f64());
            n = stats.thread_insns;
        }
        println!("tesla simt, {threads} worker thread(s): {n} thread instructions in {best:.3} s = {:.0} M thread instructions/s", n as f64 / best / 1e6);
    }
}
