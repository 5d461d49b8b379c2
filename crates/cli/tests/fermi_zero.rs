//! Every kernel of the Fermi corpus runs to its end on zero inputs: one warp (a block of 32 threads, the
//! shape every corpus kernel accepts), every parameter 0, every texture it reads bound to zeros, and 4
//! KiB of dynamic shared memory for a kernel that reaches past its static shared array. The
//! kernels that do not are listed in `EXPECTED` with what stops them, each a consequence of the zero
//! inputs (an index of -1, a count that never ends a loop) or of bits the description does not know.
//! `FERMI_ZERO_SHOW=1` prints every outcome.

mod common;

use serde_json::Value;
use std::collections::BTreeMap;

/// `(cubin file name prefix, kernel, words of the error)` for each kernel that does not run to its end.
const EXPECTED: &[(&str, &str, &str)] = &[
    // Bits no document explains: the instruction is not understood, so nothing can run it.
    ("hyqneuron+asfermi__branches__asfermi-p", "alf_sgemm_NN", "is not understood"),
    ("snacktavish+bio-dimsum", "migrateGPU", "is not understood"),
    // An index computed from a zero count or size is -1 (or -2): the element before the array.
    ("seanbaxter+mgpu_old__scan__src__mgpuscan__mgpuscan__6abbeccd", "SegScanUpsweepKeys", "read of 4 bytes at g[0xfffffffc]"),
    ("seanbaxter+mgpu_old__sort__src__cubin__sorthist", "SortHist_1", "write of 4 bytes at s[0xfffffff8]"),
    ("seanbaxter+mgpu_old__sort__src__cubin__sorthist", "SortHist_2", "write of 4 bytes at s[0xfffffff0]"),
    ("seanbaxter+mgpu_old__support__src__segscan__segscan__28cef3ce", "SegScanWarp", "read of 4 bytes at s[0xfffffffc]"),
    ("seanbaxter+mgpu_old__support__src__segscan__segscan__9d25259e", "SegScanWarp", "read of 4 bytes at s[0xfffffffc]"),
    ("seanbaxter+mgpu_old__support__src__segscan__segscan__9d25259e", "SegScanWarp8", "read of 4 bytes at s[0xfffffffc]"),
    ("seanbaxter+mgpu_old__support__src__segscan__segscan__f5ccf50c", "SegScanWarp", "read of 4 bytes at s[0xfffffffc]"),
];

/// What `gpuisa run` says about `kernel` of `cubin` on zero inputs: `Ok` or the last line of its error.
fn run_zero(cubin: &str, kernel: &Value) -> Result<(), String> {
    let name = kernel["name"].as_str().unwrap();
    let mut args: Vec<String> = ["run", "--arch", "fermi", cubin, "--kernel", name, "--grid", "1", "--block", "32"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    args.extend(["--max-steps".into(), "2000000".into()]);
    let mut shared = false;
    for p in kernel["params"].as_array().into_iter().flatten() {
        let words = (p["size"].as_u64().unwrap_or(4) / 4).max(1) as usize;
        args.push("--param".into());
        args.push(if words == 2 { "0".into() } else { vec!["0"; words].join(",") });
    }
    let mut bound = Vec::new();
    loop {
        let refs: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, _, err) = common::gpuisa(&refs, "");
        if code == 0 {
            return Ok(());
        }
        let last = err.trim().lines().last().unwrap_or("").to_string();
        // A shared access past the static array: the kernel has an `extern __shared__` one, whose size
        // is the host's choice; give it 4 KiB and run again.
        if !shared && last.contains(" at s[") {
            shared = true;
            args.extend(["--shared-dynamic".into(), "4096".into()]);
            continue;
        }
        // A texture the kernel reads: bind it to zeros and run again.
        match texture_wanted(&last) {
            Some(n) if !bound.contains(&n) && bound.len() < 8 => {
                bound.push(n);
                args.extend(["--texture".into(), format!("{n}=0,1024")]);
            }
            _ => return Err(last),
        }
    }
}

/// The texture index of "reads texture N, which no --texture binds".
fn texture_wanted(err: &str) -> Option<u32> {
    let rest = &err[err.find("reads texture ")? + "reads texture ".len()..];
    let n = rest.split(|c: char| c == ',' || c.is_whitespace()).next()?;
    n.strip_prefix("0x").map_or_else(|| n.parse().ok(), |h| u32::from_str_radix(h, 16).ok())
}

#[test]
fn every_corpus_kernel_runs_to_its_end_on_zero_inputs() {
    let show = std::env::var_os("FERMI_ZERO_SHOW").is_some();
    let mut stopped: BTreeMap<(String, String), String> = BTreeMap::new();
    let mut ran = 0;
    for path in common::corpus("fermi", "cubin") {
        let p = path.to_str().unwrap();
        let (code, out, err) = common::gpuisa(&["info", "--json", p], "");
        assert_eq!(code, 0, "{p}: {err}");
        let info: Value = serde_json::from_str(&out).unwrap();
        let file = path.file_name().unwrap().to_string_lossy().into_owned();
        for k in info["kernels"].as_array().into_iter().flatten() {
            let name = k["name"].as_str().unwrap().to_string();
            match run_zero(p, k) {
                Ok(()) => ran += 1,
                Err(e) => {
                    stopped.insert((file.clone(), name), e);
                }
            }
        }
    }
    if show {
        for ((f, k), e) in &stopped {
            println!("{f}\t{k}\t{e}");
        }
    }
    println!("{ran} kernels ran to their end on zero inputs; {} stopped", stopped.len());
    let listed = |f: &str, k: &str, e: &str| EXPECTED.iter().any(|(pf, pk, pe)| f.starts_with(pf) && k == *pk && e.contains(pe));
    let unexpected: Vec<_> = stopped.iter().filter(|((f, k), e)| !listed(f, k, e)).collect();
    assert!(unexpected.is_empty(), "kernels that stop and are not listed:\n{unexpected:#?}");
    for (pf, pk, _) in EXPECTED {
        assert!(stopped.keys().any(|(f, k)| f.starts_with(pf) && k == pk), "{pf} {pk} is listed but runs to its end");
    }
    assert!(ran > 900, "{ran}");
}
