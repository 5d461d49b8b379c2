//! Timings of `disasm_lite`'s Rust side, without Python (ignored tests: run with
//! `GPUISA_TIMING_FILE=<raw Fermi code> cargo test --release --lib timing -- --ignored --nocapture`;
//! `GPUISA_TIMING_CHUNK=<n>` reads chunks of n instructions rather than 1,024).

use super::*;

/// Nanoseconds an instruction of `f` (which returns how many it read), best of 5.
fn best(f: &mut dyn FnMut() -> usize) -> f64 {
    (0..5)
        .map(|_| {
            let t = std::time::Instant::now();
            let n = f();
            t.elapsed().as_nanos() as f64 / n.max(1) as f64
        })
        .fold(f64::MAX, f64::min)
}

#[test]
#[ignore]
fn lite_parts_timing() {
    let Ok(path) = std::env::var("GPUISA_TIMING_FILE") else { return };
    let code = std::fs::read(path).unwrap();
    let d = gpuisa::Disassembler::new(gpuisa::Arch::Fermi);
    // Instructions a chunk (`GPUISA_TIMING_CHUNK`, 1,024 as `disasm_lite` reads them).
    let max = std::env::var("GPUISA_TIMING_CHUNK").ok().and_then(|s| s.parse().ok()).unwrap_or(1024);
    let mut lite = Lite::default();
    let mut whole = || {
        let (mut pos, mut n) = (0, 0);
        while pos < code.len() {
            pos = lite.chunk(&d, &code, pos, 0, max).unwrap();
            n += lite.recs.len();
        }
        n
    };
    if std::env::var("GPUISA_TIMING_ONLY").is_ok() {
        // For a profiler: the records alone, eight times.
        for _ in 0..8 {
            whole();
        }
        return;
    }
    let recs = best(&mut whole);
    let mut chunk = gpuisa::disasm::LiteChunk::default();
    let mut cache = gpuisa::disasm::MnemonicCache::default();
    let mut sink = 0usize;
    // The facade's chunk, then each part after it (in cache).
    let mut with = |f: &mut dyn FnMut(&gpuisa::disasm::LiteChunk) -> usize| {
        best(&mut || {
            let (mut pos, mut n) = (0, 0);
            while pos < code.len() {
                pos = d.lite_chunk(&code, pos, 0, max, &mut cache, &mut chunk).unwrap();
                sink += f(&chunk);
                n += chunk.insns.len();
            }
            n
        })
    };
    let facade = with(&mut |_| 0);
    let opkey = with(&mut |c| {
        let buf = c.text.as_bytes();
        let mut x = 0;
        for i in &c.insns {
            if let gpuisa::disasm::LiteWord::Text(s, e) = i.mnemonic {
                if let Some((o, k)) = ascii_op_str_and_key(buf, i.start as usize, i.end as usize, s as usize, e as usize) {
                    x += o.start + k as usize;
                }
            }
        }
        x
    });
    let mut names = Names::default();
    let parts = with(&mut |c| {
        let mut x = 0;
        for i in &c.insns {
            let (o, id) = lite_parts(c, i, &mut names, true);
            x += o.len() + id as usize;
        }
        x
    });
    // The walk alone, as the command line's listing makes it (`Isa::disassemble`, the text cleared each
    // time) and as the facade's chunk makes it (`disassemble_first_word`, texts one after another).
    let fermi = gpuisa::gpuisa_fermi::Fermi::default();
    let mut text = String::new();
    // `every`: the text cleared every so many instructions (1: as the listing; 1,024: as a chunk).
    let mut walk = |track: bool, every: usize| {
        best(&mut || {
            let (mut pos, mut n) = (0, 0);
            while pos < code.len() {
                if n % every == 0 {
                    text.clear();
                }
                pos += if track {
                    let (len, m) = fermi.disassemble_first_word(&code[pos..], 0, &mut text).unwrap();
                    std::hint::black_box(m);
                    len
                } else {
                    gpuisa::gpuisa_core::Isa::disassemble(&fermi, &code[pos..], 0, &mut text).unwrap()
                };
                n += 1;
            }
            n
        })
    };
    let (plain1, plain1024, first1, first1024) = (walk(false, 1), walk(false, 1024), walk(true, 1), walk(true, 1024));
    eprintln!("ns an instruction, text cleared every 1 / 1,024: Isa::disassemble {plain1:.1} / {plain1024:.1}; disassemble_first_word {first1:.1} / {first1024:.1}");
    // The sizes pass `disasm_lite` makes at the call: one instruction at a time, and eight words a step.
    let mut sizes: Vec<u8> = Vec::with_capacity(code.len() / 4 + 1);
    let one = best(&mut || {
        sizes.clear();
        d.len_run(&code, 0, 0, |_, len| {
            sizes.push(len as u8);
            true
        })
        .unwrap();
        sizes.len()
    });
    let eight = best(&mut || {
        sizes.clear();
        d.sizes(&code, 0, 0, &mut sizes).unwrap();
        sizes.len()
    });
    eprintln!("ns an instruction: sizes one at a time {one:.2}, eight words a step {eight:.2}");
    eprintln!("ns an instruction: lite_chunk {facade:.1}; with op_str and key {opkey:.1}; with lite_parts {parts:.1}; Lite::chunk {recs:.1} ({})", sink % 10);
}
