//! Disassembly throughput: a 16 MiB stream of random USSE words through `Isa::disassemble_all` (as the
//! CLI's listings do) into one reused text buffer, on one core; instructions per second and peak
//! resident memory. `cargo bench -p gpuisa-usse --bench disasm` (GPUISA_BENCH_MIB sets the size).

use gpuisa_core::Isa;
use gpuisa_usse::Usse;
use std::time::Instant;

fn peak_rss_kib() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = s.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn main() {
    let mib: usize = std::env::var("GPUISA_BENCH_MIB").ok().and_then(|s| s.parse().ok()).unwrap_or(16);
    let code = gpuisa_core::random::bytes(mib << 20, 0x243f_6a88_85a3_08d3, |w| w);
    let isa = Usse::default();
    let rss0 = peak_rss_kib();
    let (mut best, mut n, mut chars) = (f64::MAX, 0usize, 0usize);
    for _ in 0..3 {
        let t = Instant::now();
        n = 0;
        chars = 0;
        isa.disassemble_all(&code, 0, |_, r| {
            if let Ok((_, text)) = r {
                n += 1;
                chars += text.len();
            }
        });
        best = best.min(t.elapsed().as_secs_f64());
    }
    println!(
        "usse disassemble_all, random words: {n} instructions in {best:.3} s = {:.1} M instr/s ({chars} text bytes); peak RSS {rss0:?} -> {:?} KiB",
        n as f64 / best / 1e6,
        peak_rss_kib()
    );
}
