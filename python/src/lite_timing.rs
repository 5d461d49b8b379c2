//! Timings of `disasm_lite`'s Rust side, without Python (ignored tests: run with
//! `GPUISA_TIMING_FILE=<raw Fermi code> cargo test --release --lib timing -- --ignored --nocapture`).

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
    let mut lite = Lite::default();
    let mut whole = || {
        let (mut pos, mut n) = (0, 0);
        while pos < code.len() {
            pos = lite.chunk(&d, &code, pos, 0, 1024).unwrap();
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
                pos = d.lite_chunk(&code, pos, 0, 1024, &mut cache, &mut chunk).unwrap();
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
    eprintln!("ns an instruction: lite_chunk {facade:.1}; with op_str and key {opkey:.1}; with lite_parts {parts:.1}; Lite::chunk {recs:.1} ({})", sink % 10);
}
