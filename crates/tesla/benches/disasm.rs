//! Disassembly throughput: decodes and formats a 16 MiB stream of random Tesla instructions (short and
//! long mixed as the random bits fall), into one reused text buffer, on one core. Reports instructions per
//! second and the peak resident memory before and after, to show the disassembler's own memory does not
//! grow with the input. Also reports decode alone, envydis' syntax, and one instruction repeated (where
//! every branch predicts).
//!
//! `cargo bench -p gpuisa-tesla --bench disasm` (set GPUISA_BENCH_MIB to change the stream size).

use gpuisa_core::Isa;
use gpuisa_tesla::Tesla;
use std::time::Instant;

fn peak_rss_kib() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = s.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn stream(bytes: usize) -> Vec<u8> {
    let mut x: u64 = 0x243f_6a88_85a3_08d3;
    let mut v = Vec::with_capacity(bytes);
    while v.len() < bytes {
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        v.extend_from_slice(&x.wrapping_mul(0x2545_f491_4f6c_dd1d).to_le_bytes());
    }
    v.truncate(bytes);
    v
}

fn main() {
    let mib: usize = std::env::var("GPUISA_BENCH_MIB").ok().and_then(|s| s.parse().ok()).unwrap_or(16);
    let code = stream(mib << 20);
    let t = Tesla::default();
    let rss_input = peak_rss_kib();
    let mut text = String::with_capacity(256);
    let mut sink = 0usize;
    let mut best = f64::MAX;
    let mut count = 0u64;
    let rounds = if std::env::var_os("GPUISA_BENCH_DECODE_ONLY").is_some() { 0 } else { 4 };
    for round in 0..rounds {
        let start = Instant::now();
        let mut pos = 0;
        let mut n = 0u64;
        while pos + 8 <= code.len() {
            let insn = t.decode(&code[pos..], pos as u64).unwrap();
            text.clear();
            t.format(&insn, pos as u64, &mut text);
            sink = sink.wrapping_add(text.len());
            pos += insn.len();
            n += 1;
        }
        let secs = start.elapsed().as_secs_f64();
        if round > 0 {
            best = best.min(secs);
        }
        count = n;
    }
    let rss_after = peak_rss_kib();
    println!("tesla disasm: {mib} MiB stream, {count} instructions, best of 3: {:.3} s", best);
    println!("tesla disasm: {:.1} million instructions/s (decode + format, one core)", count as f64 / best / 1e6);
    if let (Some(a), Some(b)) = (rss_input, rss_after) {
        println!("peak RSS: {a} KiB with the input loaded, {b} KiB after disassembly (+{} KiB)", b.saturating_sub(a));
    }
    // Decode only.
    let start = Instant::now();
    let mut pos = 0;
    count = 0;
    while pos + 8 <= code.len() {
        let insn = t.decode(&code[pos..], 0).unwrap();
        sink = sink.wrapping_add(insn.operands().len());
        pos += insn.len();
        count += 1;
    }
    let secs = start.elapsed().as_secs_f64();
    println!("tesla decode only: {:.1} million instructions/s", count as f64 / secs / 1e6);
    // envydis' syntax: no `long` prefix check, no residual.
    let compat = Tesla { syntax: gpuisa_tesla::Syntax::Envydis, ..t };
    let start = Instant::now();
    let mut pos = 0;
    while pos + 8 <= code.len() {
        let insn = compat.decode(&code[pos..], pos as u64).unwrap();
        text.clear();
        compat.format(&insn, pos as u64, &mut text);
        sink = sink.wrapping_add(text.len());
        pos += insn.len();
    }
    let secs = start.elapsed().as_secs_f64();
    println!("tesla disasm, envydis syntax: {:.1} million instructions/s", count as f64 / secs / 1e6);
    // One long instruction repeated: every branch predicts, so this is the cost of the work alone; the
    // gap to the random stream is what mispredicted branches cost.
    let same: Vec<u8> = [0xa080_e749u32, 0x2c00_8482].iter().flat_map(|w| w.to_le_bytes()).collect();
    let same = same.repeat(code.len() / same.len());
    let (mut n, start) = (0u64, Instant::now());
    let mut pos = 0;
    while pos + 8 <= same.len() {
        let insn = t.decode(&same[pos..], pos as u64).unwrap();
        text.clear();
        t.format(&insn, pos as u64, &mut text);
        sink = sink.wrapping_add(text.len());
        pos += insn.len();
        n += 1;
    }
    let secs = start.elapsed().as_secs_f64();
    println!("tesla disasm, one instruction repeated ({text}): {:.1} million instructions/s", n as f64 / secs / 1e6);
    std::hint::black_box(sink);
}
