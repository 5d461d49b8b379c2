//! Runs a fermi-e2e case (a folder with case.json, the inputs and the expected outputs) as a session and
//! compares the memory it leaves with the expected bytes:
//! `cargo run -p gpuisa --example run -- SHARED/corpus/fermi-e2e/01_vecadd [--trace]`.
//! With `--trace`, an observer counts the lines the trace writes.

use gpuisa::run::{Launch, Session, Value};
use std::path::Path;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let a: Vec<String> = std::env::args().skip(1).collect();
    let (case, trace) = match &a[..] {
        [c] => (Path::new(c), false),
        [c, t] if t == "--trace" => (Path::new(c), true),
        _ => return Err("usage: run CASE_DIR [--trace]".into()),
    };
    let spec: serde_json::Value = serde_json::from_slice(&std::fs::read(case.join("case.json"))?)?;
    let text = |v: &serde_json::Value| v.as_str().map(String::from).ok_or("case.json: a string expected");
    let hex = |v: &serde_json::Value| -> Result<u64, Box<dyn std::error::Error>> { Ok(u64::from_str_radix(text(v)?.trim_start_matches("0x"), 16)?) };
    let dim = |k: &str| -> Result<[u32; 3], Box<dyn std::error::Error>> {
        let v = spec[k].as_array().filter(|v| v.len() == 3).ok_or("case.json: three sizes expected")?;
        let mut d = [1; 3];
        for (i, x) in v.iter().enumerate() {
            d[i] = u32::try_from(x.as_u64().ok_or("a size")?)?;
        }
        Ok(d)
    };
    // The cubins live beside the cases: corpus/fermi-e2e/CASE -> corpus/fermi.
    let cubin = case.join("../../fermi").join(text(&spec["cubin"])?);
    let c = gpuisa::Container::open(cubin)?;
    let mut globals = Vec::new();
    for g in spec["globals"].as_array().ok_or("case.json: globals")? {
        globals.push((hex(&g["addr"])?, std::fs::read(case.join(text(&g["file"])?))?).into());
    }
    let launch = Launch {
        kernel: Some(text(&spec["kernel"])?),
        grid: dim("grid")?,
        block: dim("block")?,
        params: spec["params"].as_array().ok_or("case.json: params")?.iter().map(|p| text(p).map(Value::Text)).collect::<Result<_, _>>()?,
        globals,
        shared_dynamic: spec["shared_dynamic"].as_u64().unwrap_or(0),
        max_steps: spec["max_steps"].as_u64(),
        ..Launch::default()
    };
    let session = Session::prepare(&c, &launch)?;
    let mut lines = LineCount(0);
    let stats = session.run(if trace { Some(&mut lines) } else { None }).map_err(|e| session.error(e))?;
    let done = session.finish(stats);
    let mut differ = 0;
    for cmp in spec["compare"].as_array().ok_or("case.json: compare")? {
        let (start, end) = (hex(&cmp["start"])?, hex(&cmp["end"])?);
        let want = std::fs::read(case.join(text(&cmp["expected"])?))?;
        let got = done.read(start, end.saturating_sub(start)).ok_or("the range lies beyond global memory")?;
        // Word for word; the case's tolerance (ulp, abs, rel) is for the pytest suite to apply.
        let bad = got.chunks(4).zip(want.chunks(4)).filter(|(g, w)| g != w).count();
        println!("{:#x}..{:#x}: {bad} of {} words differ from {} (mode {})", start, end, want.len() / 4, text(&cmp["expected"])?, text(&cmp["mode"])?);
        differ += bad;
    }
    println!("{} warp instructions, {} thread instructions", done.stats.warp_insns, done.stats.thread_insns);
    if trace {
        println!("{} trace lines", lines.0);
    }
    if differ > 0 {
        return Err(format!("{differ} words differ").into());
    }
    Ok(())
}

/// A trace observer that counts lines and keeps nothing.
struct LineCount(u64);

impl std::io::Write for LineCount {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        self.0 += b.iter().filter(|&&c| c == b'\n').count() as u64;
        Ok(b.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}
