//! Disassembly throughput: disassembles a 16 MiB stream of random Tesla instructions (short and long
//! mixed as the random bits fall) with `Isa::disassemble`, as the CLI's listings do, into one reused text
//! buffer, on one core. Reports instructions per second and the peak resident memory before and after, to
//! show the disassembler's own memory does not grow with the input. Also reports decode into an
//! instruction value then format (the two-step path), decode alone, envydis' syntax, one instruction
//! repeated (where every branch predicts), each instruction class alone, and the same random instructions
//! grouped by class and opcode (what batching could gain at best). Last, `dis --labels`' costs: finding
//! the labelled addresses, and disassembly with labels.
//!
//! `cargo bench -p gpuisa-tesla --bench disasm` (set GPUISA_BENCH_MIB to change the stream size, and
//! GPUISA_BENCH_LABELS_ONLY to measure the labels alone).

use gpuisa_core::Isa;
use gpuisa_tesla::Tesla;
use std::time::Instant;

fn peak_rss_kib() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = s.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn stream(bytes: usize) -> Vec<u8> {
    gpuisa_core::random::bytes(bytes, 0x243f_6a88_85a3_08d3, |w| w)
}

/// Random instructions of one class: the class's selector bits (word 1 in bits 32..64) forced to `value`.
fn class_stream(bytes: usize, value: u64, mask: u64) -> Vec<u8> {
    let raw = stream(bytes);
    let mut v = Vec::with_capacity(bytes);
    for w in raw.chunks_exact(8) {
        let w = u64::from_le_bytes(w.try_into().unwrap()) & !mask | value;
        v.extend_from_slice(&w.to_le_bytes()[..if w & 1 == 0 { 4 } else { 8 }]);
    }
    v
}

/// The instructions of `code` reordered so that those of one class and opcode come together.
fn grouped(code: &[u8]) -> Vec<u8> {
    let mut insns: Vec<&[u8]> = Vec::new();
    let mut pos = 0;
    while pos + 8 <= code.len() {
        let len = if code[pos] & 1 == 0 { 4 } else { 8 };
        insns.push(&code[pos..pos + len]);
        pos += len;
    }
    insns.sort_by_key(|i| {
        let w0 = u32::from_le_bytes(i[..4].try_into().unwrap());
        let class = match (w0 & 3, i.get(4).map(|b| b & 3)) {
            (0 | 2, _) => 0,
            (3, _) => 1,
            (_, sub) => 2 + sub.unwrap_or(0),
        };
        (class, w0 >> 28)
    });
    let mut v = insns.concat();
    v.extend_from_slice(&[0; 8]); // the loop stops 8 bytes before the end
    v
}

/// How a pass turns each instruction into text.
#[derive(Clone, Copy)]
enum Mode {
    /// `Isa::disassemble_all`: the whole stream, as listings do it.
    All,
    /// `Isa::disassemble`: one pass from bits to text, one instruction at a time.
    OnePass,
    /// `Isa::decode_into` then `Isa::format`.
    TwoStep,
    /// `Isa::decode_into` alone.
    DecodeOnly,
}

/// Disassembles `code` into the reused buffer `text`; returns the instruction count and the seconds taken.
fn pass(t: &Tesla, code: &[u8], mode: Mode, text: &mut String, sink: &mut usize) -> (u64, f64) {
    let start = Instant::now();
    if let Mode::All = mode {
        // Up to the last 8 bytes, as the other modes.
        let mut n = 0u64;
        t.disassemble_all(&code[..code.len() - 8], 0, |_, r| {
            if let Ok((_, text)) = r {
                *sink = sink.wrapping_add(text.len());
                n += 1;
            }
        });
        return (n, start.elapsed().as_secs_f64());
    }
    let (mut pos, mut n) = (0, 0u64);
    let mut insn = t.decode(code, 0).unwrap();
    while pos + 8 <= code.len() {
        text.clear();
        let len = match mode {
            Mode::OnePass | Mode::All => t.disassemble(&code[pos..], pos as u64, text).unwrap(),
            Mode::TwoStep => {
                t.decode_into(&code[pos..], pos as u64, &mut insn).unwrap();
                t.format(&insn, pos as u64, text);
                insn.len()
            }
            Mode::DecodeOnly => {
                t.decode_into(&code[pos..], pos as u64, &mut insn).unwrap();
                *sink = sink.wrapping_add(insn.operands().len());
                insn.len()
            }
        };
        *sink = sink.wrapping_add(text.len());
        pos += len;
        n += 1;
    }
    (n, start.elapsed().as_secs_f64())
}

fn mips(n: u64, secs: f64) -> f64 {
    n as f64 / secs / 1e6
}

fn main() {
    let mib: usize = std::env::var("GPUISA_BENCH_MIB").ok().and_then(|s| s.parse().ok()).unwrap_or(16);
    let code = stream(mib << 20);
    let t = Tesla::default();
    if std::env::var_os("GPUISA_BENCH_LABELS_ONLY").is_some() {
        return labels(&t, &code, &mut String::new(), &mut 0);
    }
    let rss_input = peak_rss_kib();
    let mut text = String::with_capacity(256);
    let mut sink = 0usize;
    // Best of three timed rounds after a warm-up round.
    let best_of = |t: &Tesla, code: &[u8], mode: Mode, text: &mut String, sink: &mut usize| {
        let rounds: Vec<(u64, f64)> = (0..4).map(|_| pass(t, code, mode, text, sink)).collect();
        rounds[1..].iter().fold((0, f64::MAX), |(_, b), &(n, s)| (n, b.min(s)))
    };
    let (count, best) = best_of(&t, &code, Mode::All, &mut text, &mut sink);
    let rss_after = peak_rss_kib();
    println!("tesla disasm: {mib} MiB stream, {count} instructions, best of 3: {best:.3} s");
    println!("tesla disasm: {:.1} million instructions/s (Isa::disassemble_all, as listings do it; one core)", mips(count, best));
    if let (Some(a), Some(b)) = (rss_input, rss_after) {
        println!("peak RSS: {a} KiB with the input loaded, {b} KiB after disassembly (+{} KiB)", b.saturating_sub(a));
    }
    let (n, secs) = best_of(&t, &code, Mode::OnePass, &mut text, &mut sink);
    println!("tesla disasm one instruction at a time (Isa::disassemble): {:.1} million instructions/s", mips(n, secs));
    let (n, secs) = best_of(&t, &code, Mode::TwoStep, &mut text, &mut sink);
    println!("tesla decode into an instruction value, then format: {:.1} million instructions/s", mips(n, secs));
    let (n, secs) = best_of(&t, &code, Mode::DecodeOnly, &mut text, &mut sink);
    println!("tesla decode only: {:.1} million instructions/s", mips(n, secs));
    // envydis' syntax: no `long` prefix check, no residual.
    let compat = Tesla { syntax: gpuisa_tesla::Syntax::Envydis, ..t };
    let (n, secs) = best_of(&compat, &code, Mode::OnePass, &mut text, &mut sink);
    println!("tesla disasm, envydis syntax: {:.1} million instructions/s", mips(n, secs));
    // NVIDIA's text (cuobjdump's CUDA <= 4 spelling), which falls back to the lossless syntax for what it
    // does not spell: the random stream, and the listings' kind of code (one spelled instruction repeated).
    let nv = Tesla { syntax: gpuisa_tesla::Syntax::Nvdisasm, ..t };
    let (n, secs) = best_of(&nv, &code, Mode::OnePass, &mut text, &mut sink);
    println!("tesla disasm, NVIDIA syntax: {:.1} million instructions/s", mips(n, secs));
    let spelled: Vec<u8> = [0x2101_e800u32].iter().flat_map(|w| w.to_le_bytes()).collect();
    let spelled = spelled.repeat(code.len() / spelled.len() / 4);
    let (n, secs) = best_of(&nv, &spelled, Mode::OnePass, &mut text, &mut sink);
    println!("tesla disasm, NVIDIA syntax, one instruction repeated ({text}): {:.1} million instructions/s", mips(n, secs));
    // One long instruction repeated: every branch predicts, so this is the cost of the work alone; the
    // gap to the random stream is what mispredicted branches cost.
    let same: Vec<u8> = [0xa080_e749u32, 0x2c00_8482].iter().flat_map(|w| w.to_le_bytes()).collect();
    let same = same.repeat(code.len() / same.len());
    let (n, secs) = best_of(&t, &same, Mode::OnePass, &mut text, &mut sink);
    println!("tesla disasm, one instruction repeated ({text}): {:.1} million instructions/s", mips(n, secs));
    // Each class alone: how much each costs, and (against the mixed stream) what mixing them costs.
    for (name, value, mask) in [
        ("short", 0x0, 0x1),
        ("long control", 0x3, 0x3),
        ("long immediate", 0x3_0000_0001, 0x3_0000_0003),
        ("long normal", 0x1, 0x3_0000_0003),
    ] {
        let (n, secs) = best_of(&t, &class_stream(code.len(), value, mask), Mode::OnePass, &mut text, &mut sink);
        println!("tesla disasm, {name} instructions only: {:.1} million instructions/s", mips(n, secs));
    }
    let (n, secs) = best_of(&t, &grouped(&code), Mode::OnePass, &mut text, &mut sink);
    println!("tesla disasm, the random stream grouped by class and opcode: {:.1} million instructions/s", mips(n, secs));
    labels(&t, &code, &mut text, &mut sink);
    std::hint::black_box(sink);
}

/// `dis --labels`: the pass that finds the labelled addresses (read from the bits, on one and two
/// threads; and through decoding every instruction, for comparison), then the listing's disassembly with
/// the labels set, against the same without.
fn labels(t: &Tesla, code: &[u8], text: &mut String, sink: &mut usize) {
    use gpuisa_tesla::engine::labels;
    let fast = t.bits_targets();
    let count = pass(t, code, Mode::All, text, sink).0;
    let best = |f: &mut dyn FnMut() -> usize| {
        let mut best = f64::MAX;
        for _ in 0..6 {
            let start = Instant::now();
            std::hint::black_box(f());
            best = best.min(start.elapsed().as_secs_f64());
        }
        best
    };
    let set = labels::label_set(t, fast.as_ref(), code, 0, 1);
    for (name, jobs, fast) in [("from the bits", 1, fast.as_ref()), ("from the bits", 2, fast.as_ref()), ("decoding every instruction", 1, None)] {
        let secs = best(&mut || labels::label_set(t, fast, code, 0, jobs).len());
        println!("tesla label set, {name}, {jobs} thread(s): {:.1} ms ({:.1} million instructions/s; {} labels)", secs * 1e3, mips(count, secs), set.len());
    }
    labels::set(Some(std::sync::Arc::new(set)));
    let (n, with) = pass(t, code, Mode::All, text, sink);
    let with = with.min(pass(t, code, Mode::All, text, sink).1).min(pass(t, code, Mode::All, text, sink).1);
    labels::set(None);
    let without = (0..3).map(|_| pass(t, code, Mode::All, text, sink).1).fold(f64::MAX, f64::min);
    println!(
        "tesla disasm with labels set: {:.1} million instructions/s (without: {:.1}; one core)",
        mips(n, with),
        mips(n, without)
    );
}
