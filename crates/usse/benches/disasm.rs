//! Disassembly throughput: a 16 MiB stream of USSE words through `Isa::disassemble_all` (as the CLI's
//! listings do) into one reused text buffer, on one core; instructions per second and peak resident
//! memory. Two streams: random words (most print long lists of fields: ~100 text bytes each), and the
//! real shader code of ../shared/corpus/usse repeated. `cargo bench -p gpuisa-usse --bench disasm`
//! (GPUISA_BENCH_MIB sets the size).

use gpuisa_core::Isa;
use gpuisa_usse::Usse;
use std::time::Instant;

fn peak_rss_kib() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = s.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// The words of every corpus GXP file's programs, repeated to `len` bytes.
fn corpus_code(len: usize) -> Vec<u8> {
    let dir = gpuisa_core::shared::dir().join("corpus/usse");
    let mut words = Vec::new();
    let mut paths: Vec<_> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
    paths.sort();
    for p in paths.iter().filter(|p| p.extension().is_some_and(|e| e == "gxp")) {
        if let Ok(c) = gpuisa_container::read(&std::fs::read(p).unwrap()) {
            for k in &c.kernels {
                words.extend_from_slice(&k.code);
            }
        }
    }
    words.iter().copied().cycle().take(len / 8 * 8).collect()
}

fn run(what: &str, isa: &Usse, code: &[u8]) {
    let rss0 = peak_rss_kib();
    let (mut best, mut n, mut chars) = (f64::MAX, 0usize, 0usize);
    for _ in 0..10 {
        let t = Instant::now();
        n = 0;
        chars = 0;
        isa.disassemble_all(code, 0, |_, r| {
            if let Ok((_, text)) = r {
                n += 1;
                chars += text.len();
            }
        });
        best = best.min(t.elapsed().as_secs_f64());
    }
    println!(
        "usse disassemble_all, {what}: {n} instructions in {best:.3} s = {:.1} M instr/s ({:.0} text bytes each); peak RSS {rss0:?} -> {:?} KiB",
        n as f64 / best / 1e6,
        chars as f64 / n as f64,
        peak_rss_kib()
    );
}

fn main() {
    let mib: usize = std::env::var("GPUISA_BENCH_MIB").ok().and_then(|s| s.parse().ok()).unwrap_or(16);
    let isa = Usse::default();
    run("random words", &isa, &gpuisa_core::random::bytes(mib << 20, 0x243f_6a88_85a3_08d3, |w| w));
    run("corpus code repeated", &isa, &corpus_code(mib << 20));
}
