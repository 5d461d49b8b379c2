//! Simulator throughput on Fermi: thread instructions per second on a long-running kernel (a 100,000-
//! iteration integer loop in every thread of 16 blocks of 256, the loop of Tesla's `simt` bench), on one
//! worker thread and on two. Tesla's figure: `cargo bench -p gpuisa-tesla --bench simt`.
//!
//! `cargo bench -p gpuisa-fermi --bench simt`

use gpuisa_core::asm::assemble;
use gpuisa_fermi::exec::{abi, load, FermiSim};
use gpuisa_fermi::Fermi;
use gpuisa_simt::{run, Global, Launch, Limits, Memory};
use std::time::Instant;

/// The loop kernel: `GPUISA_BENCH_ITERS` iterations (default 100,000: 2.46 billion thread instructions).
fn kernel() -> String {
    let iters: u32 = std::env::var("GPUISA_BENCH_ITERS").ok().and_then(|v| v.parse().ok()).unwrap_or(100_000);
    format!(
        "\
MOV32I R1, 0x0;
MOV32I R2, {iters:#x};
MOV32I R3, 0x0;
top: IADD R1, R1, 0x1;
IADD R3, R3, R1;
SHL R4, R3, 0x1;
LOP.XOR R3, R3, R4;
ISETP.LT.U32.AND P0, pt, R1, R2, pt;
@P0 BRA top;
EXIT;
"
    )
}

/// Runs of each configuration (`GPUISA_BENCH_REPS`, default 3; the best counts).
fn reps() -> usize {
    std::env::var("GPUISA_BENCH_REPS").ok().and_then(|v| v.parse().ok()).unwrap_or(3)
}

fn main() {
    let code = assemble(&Fermi::default(), &kernel()).expect("the benchmark kernel assembles").bytes;
    let prog = load(&code).expect("the benchmark kernel loads");
    let (grid, block) = ([16, 1, 1], [256, 1, 1]);
    let launch = Launch { grid, block, shared_size: 0, local_size: 0 };
    let sim = FermiSim { shared_win: abi::SHARED_WIN, local_win: abi::LOCAL_WIN, ..Default::default() };
    for threads in [1, 2] {
        let mut best = f64::MAX;
        let mut n = 0;
        for _ in 0..reps() {
            let mut consts = vec![Vec::new(); 16];
            consts[0] = abi::bank0(block, grid);
            let mem = Memory { global: Global::new(1 << 16), consts };
            let start = Instant::now();
            let stats = run(&sim, &prog, &launch, &mem, &Limits { max_steps: u64::MAX, threads }, &|_, _| {}, None)
                .expect("the benchmark kernel runs");
            best = best.min(start.elapsed().as_secs_f64());
            n = stats.thread_insns;
        }
        println!("fermi simt, {threads} worker thread(s): {n} thread instructions in {best:.3} s = {:.0} M thread instructions/s", n as f64 / best / 1e6);
    }
}
