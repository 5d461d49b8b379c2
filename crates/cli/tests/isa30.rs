//! The 30-bit ISA on the command line, in the forms scripts and the held-out checks use: `dis`/`as --lines`,
//! `run --vectors` (per-case lines, the tally, the exit status) and `run --json` on the bundled example.

mod common;

use common::{gpuisa, tmpdir, workspace};
use serde_json::Value;
use std::path::PathBuf;

/// `$GPUISA_SHARED`, or `../shared` beside the workspace.
fn shared_dir() -> PathBuf {
    let dir = std::env::var_os("GPUISA_SHARED").map_or_else(|| workspace().join("../shared"), PathBuf::from);
    assert!(dir.join("corpus/isa30").is_dir(), "shared material not found at {}: set GPUISA_SHARED", dir.display());
    dir
}

#[test]
fn lines_modes_round_trip_and_mark_bad_lines() {
    let words = ["00380000", "203c6211", "00004800", "c0000000", "17ffffff"];
    let (code, text, _) = gpuisa(&["dis", "--arch", "isa30", "--lines"], &format!("{}\nzz\n", words.join("\n")));
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), words.len() + 1, "{text}");
    assert!(lines[words.len()].starts_with("error: "), "{text}");
    assert_eq!(code, 1, "a bad line makes the status non-zero");
    assert!(lines[3].contains("???") && !lines[1].contains("???"), "{text}");

    let (code, back, err) = gpuisa(&["as", "--arch", "isa30", "--lines"], &lines[..words.len()].join("\n"));
    assert_eq!(code, 0, "{err}");
    assert_eq!(back.lines().collect::<Vec<_>>(), words);

    let (code, out, _) = gpuisa(&["as", "--arch", "isa30", "--lines"], "R0 = 0\nR9 = 0\n");
    assert_eq!(code, 1);
    let out: Vec<&str> = out.lines().collect();
    assert_eq!(out[0], "00380000");
    assert!(out[1].starts_with("error: "), "{}", out[1]);
}

#[test]
fn vectors_report_every_case_and_fail_on_a_wrong_expectation() {
    let path = shared_dir().join("corpus/isa30/rtl-alu-vectors.json");
    let text = std::fs::read_to_string(&path).unwrap();
    let file: Value = serde_json::from_str(&text).unwrap();
    let n = file["cases"].as_array().unwrap().len();

    let (code, out, err) = gpuisa(&["run", "--arch", "isa30", "--vectors", path.to_str().unwrap()], "");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), n + 1, "one line per case and a tally\n{err}");
    assert_eq!(lines[n], format!("{n} passed, 0 failed, 0 skipped"));
    assert_eq!(code, 0);

    // Change one expected lane of the first case that writes: that case, and only it, must fail.
    let mut bad = file.clone();
    let cases = bad["cases"].as_array_mut().unwrap();
    let k = cases.iter().position(|c| !c["dram_writes_in_order"].as_array().unwrap().is_empty()).unwrap();
    let lane = &mut cases[k]["dram_writes_in_order"][0][7];
    *lane = Value::from(lane.as_i64().unwrap() ^ 1);
    let name = cases[k]["name"].as_str().unwrap().to_string();
    let dir = tmpdir("vectors");
    let tmp = dir.path().join("vectors.json");
    std::fs::write(&tmp, bad.to_string()).unwrap();
    let (code, out, _) = gpuisa(&["run", "--arch", "isa30", "--vectors", tmp.to_str().unwrap()], "");
    std::fs::remove_file(&tmp).ok();
    assert_eq!(code, 1);
    let fails: Vec<&str> = out.lines().filter(|l| l.contains(": FAIL ")).collect();
    assert_eq!(fails.len(), 1, "{out}");
    assert!(fails[0].starts_with(&format!("{name}: FAIL ")) && fails[0].contains("lane 7"), "{}", fails[0]);
    assert!(out.ends_with(&format!("{} passed, 1 failed, 0 skipped\n", n - 1)), "{out}");
}

#[test]
fn bundled_gemm_example_multiplies_its_matrices() {
    let cfg: Value = serde_json::from_str(&std::fs::read_to_string(workspace().join("examples/isa30/gemm.json")).unwrap()).unwrap();
    let (code, out, err) =
        gpuisa(&["run", "--arch", "isa30", "examples/isa30/gemm.s", "--config", "examples/isa30/gemm.json", "--json"], "");
    assert_eq!(code, 0, "{err}");
    let result: Value = serde_json::from_str(&out).unwrap();

    let ints = |v: &Value| v.as_array().unwrap().iter().map(|x| x.as_i64().unwrap()).collect::<Vec<_>>();
    let (a, b) = (ints(&cfg["i0"]["data"]), ints(&cfg["i1"]["data"]));
    let (m, k) = (ints(&cfg["i0"]["shape"])[0] as usize, ints(&cfg["i0"]["shape"])[1] as usize);
    let n = ints(&cfg["i1"]["shape"])[1] as usize;
    let c = ints(&result["outputs"][0]["data"]);
    assert_eq!(c.len(), m * n);
    for i in 0..m {
        for j in 0..n {
            let want: i64 = (0..k).map(|t| a[i * k + t] * b[t * n + j]).sum();
            assert_eq!(c[i * n + j], want, "C[{i}][{j}]");
        }
    }
}
