//! Simulated lane operations per second on a long program: gemm_medium's MAC loop (the sample program,
//! written here as text) over a 64x64x256 product, 32 lanes per issued instruction.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use gpuisa_isa30::program::load;
use gpuisa_isa30::runner::{config::RunConfig, run};
use gpuisa_isa30::Semantics;

const PROGRAM: &str = "R0 = 0\nnop\nR0 = R0 + I0*I1\nnop\nDRAM = R0\n";

fn config(m: usize, n: usize, k: usize) -> RunConfig {
    let a: Vec<i64> = (0..m * k).map(|i| (i as i64 * 7919) % 201 - 100).collect();
    let b: Vec<i64> = (0..k * n).map(|i| (i as i64 * 104_729) % 199 - 99).collect();
    let text = format!(
        r#"{{"begs": [0,2,2,2,2,2,2], "ends": [3,3,3,3,3,3,5], "aofs": [1,1,1,1,1,{k}],
        "parallel": {{"total": [1,1,1,1,{m},{n}], "dual_axis": 4, "block": [1,1,1,1,8,64]}},
        "i0": {{"shape": [{m},{k}], "data": {a:?}, "bofs_map": [[0,0,0,0,1,0],[0,0,0,0,0,0]], "aofs_map": [[0,0,0,0,0,0],[0,0,0,0,0,1]]}},
        "i1": {{"shape": [{k},{n}], "data": {b:?}, "aofs_map": [[0,0,0,0,0,1],[0,0,0,0,0,0]], "bofs_map": [[0,0,0,0,0,0],[0,0,0,0,0,1]]}},
        "outputs": [{{"shape": [{m},{n}], "bofs_map": [[0,0,0,0,1,0],[0,0,0,0,0,1]]}}]}}"#
    );
    RunConfig::from_json(&text).expect("bench config")
}

fn bench(c: &mut Criterion) {
    let prog = load(PROGRAM).expect("program");
    let cfg = config(64, 64, 256);
    let lane_ops = run(&prog, &cfg, Semantics::Rtl).expect("run").lane_ops;
    let mut g = c.benchmark_group("isa30");
    g.throughput(Throughput::Elements(lane_ops));
    g.sample_size(20);
    g.bench_function("gemm_64x64x256_lane_ops", |b| b.iter(|| run(&prog, &cfg, Semantics::Rtl).expect("run").lane_ops));
    g.finish();
    // A plain figure for the report: lane operations per second over a few runs.
    let t = std::time::Instant::now();
    let mut total = 0u64;
    while t.elapsed().as_secs_f64() < 2.0 {
        total += run(&prog, &cfg, Semantics::Rtl).expect("run").lane_ops;
    }
    println!("isa30 simulator: {:.3e} lane-operations/s ({} lane ops in {:.2} s)", total as f64 / t.elapsed().as_secs_f64(), total, t.elapsed().as_secs_f64());
}

criterion_group!(benches, bench);
criterion_main!(benches);
