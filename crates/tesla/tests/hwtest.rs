//! The G80-family reference results (`shared/vectors/tesla-hwtest/`, what the hardware computes for
//! random instructions of 58 families) replayed through the simulator: each case is one block of the
//! kernel shape that folder's README describes (sources loaded from g[], the instruction under test,
//! result and flags stored back), run in this one process, and every checked thread's result and flags
//! compared under their masks.
//!
//! `HWTEST_FAMILY=fp.fmad` runs one family; `HWTEST_SHOW=N` prints up to N disagreeing threads a family.
//! The floors below are what each family must keep: 600 (all) where the simulator is exact.

use flate2::read::GzDecoder;
use gpuisa_core::asm::assemble;
use gpuisa_simt::{run, Global, Launch, Limits, Memory};
use gpuisa_tesla::exec::{load, TeslaSim, SHARED_SIZE};
use gpuisa_tesla::{ProgramType, Tesla, Variant};
use serde_json::Value;
use std::io::{BufRead, BufReader};

/// The kernel around the instruction under test, per kind (the README's "kernels"): `{OP}` is replaced
/// by the instruction's words, `{DST}` by the register the long and short forms' results are read from.
fn kernel(kind: &str, short_or_imm: bool) -> String {
    let dst = if short_or_imm { "$r6" } else { "$r7" };
    match kind {
        "int" => format!(
            "shl b32 $r0 $r0 0x2\nadd b32 $r1 $r0 0x800\nadd b32 $r2 $r0 0x1000\nadd b32 $r3 $r0 0x1800\n\
             mov b32 $r4 0xf\nmov $c1 $r4\nld b32 $r4 g0[$r0]\nld b32 $r5 g0[$r1]\nld b32 $r6 g0[$r2]\n\
             ld b32 $r7 g0[$r3]\nmov $c0 $r7\n{{OP}}st b32 g0[$r0] {dst}\nmov $r7 $c1\nst b32 g0[$r1] $r7\nexit nop\n"
        ),
        "fp" => format!(
            "shl b32 $r0 $r0 0x2\nadd b32 $r1 $r0 0x800\nadd b32 $r2 $r0 0x1000\nadd b32 $r3 $r0 0x1800\n\
             mov b32 $r4 0xf\nmov $c0 $r4\nld b32 $r4 g0[$r0]\nld b32 $r5 g0[$r1]\nld b32 $r6 g0[$r2]\n\
             {{OP}}st b32 g0[$r0] {dst}\nmov $r7 $c0\nst b32 g0[$r1] $r7\nexit nop\n"
        ),
        "fp64" => "shl b32 $r0 $r0 0x3\nadd b32 $r1 $r0 0x1000\nadd b32 $r2 $r0 0x2000\nadd b32 $r3 $r0 0x3000\n\
             mov b32 $r4 0xf\nmov $c0 $r4\nld b64 $r4d g0[$r0]\nld b64 $r6d g0[$r1]\nld b64 $r8d g0[$r2]\n\
             ld b64 $r10d g0[$r3]\n{OP}st b64 g0[$r0] $r10d\nmov $r7 $c0\nst b32 g0[$r1] $r7\nexit nop\n"
            .to_string(),
        "sfu" => "shl b32 $r0 $r0 0x2\nld b32 $r1 g0[$r0]\n{OP}st b32 g0[$r0] $r2\nexit nop\n".to_string(),
        "atom32" => "shl b32 $r0 $r0 0x2\nadd b32 $r1 $r0 0x800\nadd b32 $r2 $r0 0x1000\nadd b32 $r3 $r0 0x1800\n\
             mov b32 $r4 0xf\nmov $c0 $r4\nld b32 $r5 g0[$r1]\nld b32 $r6 g0[$r2]\n\
             {OP}st b32 g0[$r2] $r7\nmov $r7 $c0\nst b32 g0[$r1] $r7\nexit nop\n"
            .to_string(),
        k => panic!("unknown kind {k}"),
    }
}

fn hex(v: &Value) -> Option<u64> {
    u64::from_str_radix(v.as_str()?, 16).ok()
}

fn variant(chipset: &str) -> Variant {
    match chipset {
        "0x50" => Variant::G80,
        "0x84" => Variant::G84,
        "0xa0" => Variant::G200,
        c => panic!("chipset {c}"),
    }
}

#[derive(Default)]
struct Tally {
    cases: usize,
    unvalidated: usize,
    agree: usize,
    refused: usize,
    wrong: usize,
    shown: usize,
    reasons: std::collections::BTreeMap<String, usize>,
}

/// Runs one case; `Err` is a refusal at load or a failed run, `Ok(false)` a disagreement.
fn run_case(c: &Value, show: &mut usize) -> Result<bool, String> {
    let kind = c["kind"].as_str().unwrap();
    let op1 = hex(&c["op1"]).unwrap() as u32;
    let op2 = hex(&c["op2"]).unwrap() as u32;
    let short_or_imm = op1 & 1 == 0 || op2 & 3 == 3;
    // A long instruction's two words, or a short one and the short word the test places after it.
    let words = format!(".word {op1:#x}\n.word {op2:#x}\n");
    let src = kernel(kind, short_or_imm).replace("{OP}", &words);
    let tesla = Tesla::new(variant(c["chipset"].as_str().unwrap()), ProgramType::Compute);
    let code = assemble(&tesla, &src).map_err(|d| gpuisa_core::diag::render("k.s", &src, &d))?.bytes;
    let prog = load(&tesla, &code).map_err(|e| e.split_once(": ").map_or(e.clone(), |(_, r)| r.to_string()))?;
    let threads = c["threads"].as_u64().unwrap() as usize;
    let wide = kind == "fp64";
    let stride = if wide { 8 } else { 4 };
    let gap = if wide { 0x1000 } else { 0x800 };
    let mut global = Global::new(4 * gap);
    let put = |g: &mut Global, at: usize, v: u64, size: usize| assert!(g.write_bytes(at, &v.to_le_bytes()[..size]));
    for (k, name) in ["src1", "src2", "src3", "cc_in"].iter().enumerate() {
        let Some(a) = c[name].as_array() else { continue };
        for (t, v) in a.iter().enumerate().take(threads) {
            let v = if *name == "cc_in" { v.as_u64().unwrap() } else { hex(v).unwrap() };
            put(&mut global, k * gap + t * stride, v, stride);
        }
    }
    if wide {
        for t in 0..threads {
            put(&mut global, 3 * gap + t * 8, 0xdead_beef_cccc_cccc, 8);
        }
    }
    let mem = Memory { global, consts: vec![Vec::new(); 16] };
    let launch = Launch { grid: [1, 1, 1], block: [threads as u32, 1, 1], shared_size: SHARED_SIZE, local_size: 0 };
    let sim = TeslaSim::new(vec![], prog.addrs.clone());
    run(&sim, &prog, &launch, &mem, &Limits { max_steps: 10_000, threads: 1 }, &|p, s| sim.init_shared(p, s), None).map_err(|e| format!("run: {e}"))?;
    let read = |at: usize, size: usize| -> u64 {
        let lo = mem.global.word(at) as u64;
        if size == 8 { lo | (mem.global.word(at + 4) as u64) << 32 } else { lo }
    };
    let mask_of = |key: &str, t: usize| -> Option<u64> {
        match &c[key] {
            Value::Array(a) => a.get(t).and_then(hex),
            v => hex(v),
        }
    };
    let checked = |t: usize| match c["status"].as_str() {
        Some("mixed") => c["thread_status"][t].as_str() == Some("checked"),
        _ => true,
    };
    let mut ok = true;
    for t in 0..threads {
        if !checked(t) {
            continue;
        }
        let mut check = |what: &str, got: u64, mask: Option<u64>, exp: &Value| {
            let (Some(mask), Some(exp)) = (mask, if exp.is_u64() { exp.as_u64() } else { hex(exp) }) else { return };
            if got & mask != exp {
                ok = false;
                if *show > 0 {
                    *show -= 1;
                    let s: Vec<String> = ["src1", "src2", "src3"].iter().filter_map(|k| c[k][t].as_str().map(String::from)).collect();
                    eprintln!(
                        "  {} case {} {op1:08x} {op2:08x} thread {t} srcs {}: {what} {:#x} expected {exp:#x} (mask {mask:#x})",
                        c["family"].as_str().unwrap(),
                        c["case"],
                        s.join(" "),
                        got & mask
                    );
                }
            }
        };
        let (res, flags) = match kind {
            "atom32" => (read(t * 4, 4), read(gap + t * 4, 4)),
            _ => (read(t * stride, stride), read(gap + t * stride, 4)),
        };
        check("result", res, mask_of("res_mask", t), &c["exp"][t]);
        if c.get("ecc").is_some() {
            check("flags", flags, mask_of("cc_mask", t), &c["ecc"][t]);
        }
        if kind == "atom32" {
            check("old", read(2 * gap + t * 4, 4), mask_of("old_mask", t), &c["old_exp"][t]);
        }
    }
    Ok(ok)
}

fn shared_dir() -> std::path::PathBuf {
    gpuisa_core::shared::dir().join("vectors/tesla-hwtest")
}

#[test]
fn reference_results_replay_bit_exact() {
    let dir = shared_dir();
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e} (the shared reference results are missing; set GPUISA_SHARED)", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.to_string_lossy().ends_with(".jsonl.gz"))
        .collect();
    files.sort();
    assert_eq!(files.len(), 58, "58 families in {}", dir.display());
    let only = std::env::var("HWTEST_FAMILY").ok();
    let show: usize = std::env::var("HWTEST_SHOW").ok().and_then(|s| s.parse().ok()).unwrap_or(0);
    let mut failures = Vec::new();
    let mut total = Tally::default();
    eprintln!("{:<22} {:>6} {:>6} {:>7} {:>6}", "family", "cases", "agree", "refused", "wrong");
    for f in &files {
        let reader = BufReader::new(GzDecoder::new(std::fs::File::open(f).unwrap()));
        let mut tally = Tally::default();
        let mut family = String::new();
        for line in reader.lines() {
            let c: Value = serde_json::from_str(&line.unwrap()).unwrap();
            family = c["family"].as_str().unwrap().to_string();
            if only.as_ref().is_some_and(|o| *o != family) {
                break;
            }
            tally.cases += 1;
            let mut s = show.saturating_sub(tally.shown);
            let before = s;
            let r = run_case(&c, &mut s);
            tally.shown += before - s;
            if c["status"] == "unvalidated" {
                tally.unvalidated += 1;
            }
            match r {
                Ok(true) => tally.agree += 1,
                Ok(false) => tally.wrong += 1,
                Err(e) => {
                    tally.refused += 1;
                    *tally.reasons.entry(e.chars().take(90).collect()).or_default() += 1;
                }
            }
        }
        if tally.cases == 0 {
            continue;
        }
        eprintln!("{family:<22} {:>6} {:>6} {:>7} {:>6}{}", tally.cases, tally.agree, tally.refused, tally.wrong,
            if tally.unvalidated > 0 { format!("  ({} unvalidated)", tally.unvalidated) } else { String::new() });
        if show > 0 {
            for (r, n) in &tally.reasons {
                eprintln!("    refused {n}: {r}");
            }
        }
        let floor = floor(&family);
        if tally.agree < floor {
            failures.push(format!("{family}: {} of {} agree, the floor is {floor}", tally.agree, tally.cases));
        }
        total.cases += tally.cases;
        total.agree += tally.agree;
        total.refused += tally.refused;
        total.wrong += tally.wrong;
    }
    eprintln!("{:<22} {:>6} {:>6} {:>7} {:>6}", "all", total.cases, total.agree, total.refused, total.wrong);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Cases of each family that must agree: every one where the simulator is exact, else what it reached
/// (a family not yet exact is listed in docs/tesla-sim.md with what it lacks).
fn floor(family: &str) -> usize {
    // Every family is exact: the SFU, the integer units, the atomics, f32 and f64 (docs/tesla-hw/).
    if ["sfu.", "int.", "atom32.", "fp.", "fp64."].iter().any(|k| family.starts_with(k)) {
        600
    } else {
        0
    }
}
