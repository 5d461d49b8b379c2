//! Disassembly throughput: a 16 MiB stream of random Fermi instructions through `Isa::disassemble_all`
//! (as the CLI's listings do) into one reused text buffer, on one core; instructions per second, and the
//! peak resident memory before and after. Two streams: random bytes (a word with bit 3 set is a 32-bit
//! short form, which prints as `???`), and random 64-bit instructions (bit 3 clear); also in CUDA 5's
//! notation (`Fermi::nvdisasm5`). Also the two-step
//! path (decode into a value, then format) and decode alone, and `dis --labels`' costs: finding the
//! labelled addresses, and disassembly with labels. Last, how the rate falls with the variety of the
//! words: streams that cycle at random through K distinct 8-byte pieces of the random stream (docs/speed.md,
//! "Session 59": mostly the processor's prediction of the decoder's decisions, a third its code size).
//!
//! `cargo bench -p gpuisa-fermi --bench disasm` (set GPUISA_BENCH_MIB to change the stream size).

use gpuisa_core::Isa;
use gpuisa_fermi::Fermi;
use std::time::Instant;

fn peak_rss_kib() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = s.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn stream(bytes: usize, long_only: bool) -> Vec<u8> {
    gpuisa_core::random::bytes(bytes, 0x243f_6a88_85a3_08d3, |w| if long_only { w & !8 } else { w })
}

fn main() {
    let mib: usize = std::env::var("GPUISA_BENCH_MIB").ok().and_then(|s| s.parse().ok()).unwrap_or(16);
    let f = Fermi::default();
    for (name, long_only) in [("random bytes", false), ("random 64-bit instructions", true)] {
        let code = stream(mib << 20, long_only);
        let rss0 = peak_rss_kib();
        let mut best = f64::MAX;
        let (mut n, mut chars) = (0usize, 0usize);
        for _ in 0..10 {
            let t = Instant::now();
            n = 0;
            chars = 0;
            f.disassemble_all(&code, 0, |_, r| {
                if let Ok((_, text)) = r {
                    n += 1;
                    chars += text.len();
                }
            });
            best = best.min(t.elapsed().as_secs_f64());
        }
        println!(
            "fermi disassemble_all, {name}: {n} instructions in {best:.3} s = {:.1} M instr/s ({} text bytes); peak RSS {:?} -> {:?} KiB",
            n as f64 / best / 1e6,
            chars,
            rss0,
            peak_rss_kib()
        );
        // CUDA 5's notation (`--syntax nvdisasm5`), the same generated code printing through `Nvidia5`.
        let (n5, best5) = best_listing(&Fermi::nvdisasm5(), &code);
        println!("    CUDA 5's notation: {n5} instructions in {best5:.3} s = {:.1} M instr/s", n5 as f64 / best5 / 1e6);
        // Two-step and decode-only, for comparison.
        let mut text = String::new();
        let t = Instant::now();
        let (mut pos, mut m) = (0, 0usize);
        while let Ok(insn) = f.decode(&code[pos..], pos as u64) {
            text.clear();
            f.format(&insn, pos as u64, &mut text);
            pos += insn.len();
            m += 1;
        }
        let two = t.elapsed().as_secs_f64();
        let t = Instant::now();
        let mut pos = 0;
        while let Ok(insn) = f.decode(&code[pos..], pos as u64) {
            pos += std::hint::black_box(insn).len();
        }
        let dec = t.elapsed().as_secs_f64();
        println!(
            "    decode then format: {:.1} M instr/s; decode alone: {:.1} M instr/s",
            m as f64 / two / 1e6,
            m as f64 / dec / 1e6
        );
        labels(&f, &code, n);
    }
    variety(&f, mib);
}

/// How many instructions `f.disassemble_all` lists in `code`, and its best time of five runs in seconds.
fn best_listing(f: &Fermi, code: &[u8]) -> (usize, f64) {
    let mut n = 0usize;
    let best = (0..5).map(|_| {
        let t = Instant::now();
        n = 0;
        f.disassemble_all(code, 0, |_, r| n += r.is_ok() as usize);
        t.elapsed().as_secs_f64()
    }).fold(f64::MAX, f64::min);
    (n, best)
}

/// The default listing's rate on streams of `mib` MiB drawn at random from K distinct 8-byte pieces of
/// random bytes, for growing K: with few pieces every decision the walk takes is soon predicted; with
/// many, its branches go as the bits do.
fn variety(f: &Fermi, mib: usize) {
    let pieces = stream(65536 * 8, false);
    for k in [16usize, 256, 4096, 65536] {
        let picks = gpuisa_core::random::words((mib << 20) / 8, 0x1319_8a2e_0370_7344, |w| w);
        let code: Vec<u8> = picks.flat_map(|w| {
            let at = (w % k as u64) as usize * 8;
            <[u8; 8]>::try_from(&pieces[at..at + 8]).unwrap_or_default()
        }).collect();
        let (n, best) = best_listing(f, &code);
        println!("fermi disassemble_all, {k} distinct 8-byte pieces: {n} instructions, {:.1} ns each ({:.1} M instr/s)", best * 1e9 / n as f64, n as f64 / best / 1e6);
    }
}

/// `dis --labels`: the pass that finds the labelled addresses (read from the bits, on one and two
/// threads; and through decoding every instruction, for comparison), then `disassemble_all` with the
/// labels set.
fn labels(f: &Fermi, code: &[u8], n: usize) {
    use gpuisa_engine::labels;
    let fast = f.bits_targets();
    let best = |run: &mut dyn FnMut() -> usize| (0..6).map(|_| {
        let t = Instant::now();
        std::hint::black_box(run());
        t.elapsed().as_secs_f64()
    }).fold(f64::MAX, f64::min);
    let set = labels::label_set(f, fast.as_ref(), code, 0, 1);
    for (name, jobs, fast) in [("from the bits", 1, fast.as_ref()), ("from the bits", 2, fast.as_ref()), ("decoding every instruction", 1, None)] {
        let secs = best(&mut || labels::label_set(f, fast, code, 0, jobs).len());
        println!("    label set, {name}, {jobs} thread(s): {:.1} ms ({:.1} M instr/s; {} labels)", secs * 1e3, n as f64 / secs / 1e6, set.len());
    }
    labels::set(Some(std::sync::Arc::new(set)));
    let secs = best(&mut || {
        let mut chars = 0;
        f.disassemble_all(code, 0, |_, r| chars += r.map_or(0, |(_, text)| text.len()));
        chars
    });
    labels::set(None);
    println!("    disassemble_all with labels set: {:.1} M instr/s", n as f64 / secs / 1e6);
}
