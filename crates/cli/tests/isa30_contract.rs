//! What scripts can rely on from `gpuisa run --arch isa30`: exit 0/1/2, one `gpuisa: ` message naming the
//! file (and the field) on standard error, no panic, quick refusal of configurations that ask for too much,
//! a quiet end when the reader of standard output goes away, and an error when the output cannot be written.

mod common;

use common::{gpuisa, tmpdir, workspace};
use std::io::Read;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const PROG: &str = "examples/isa30/gemm.s";
const CFG: &str = "examples/isa30/gemm.json";

/// `name` in the test's own temporary folder `dir`, holding `text`.
fn tmp(dir: &tempfile::TempDir, name: &str, text: &str) -> String {
    let p = dir.path().join(name);
    std::fs::write(&p, text).unwrap();
    p.to_str().unwrap().to_string()
}

fn run(args: &[&str]) -> (i32, String, String) {
    let mut all = vec!["run", "--arch", "isa30"];
    all.extend_from_slice(args);
    gpuisa(&all, "")
}

/// One line on standard error, with the prefix, and no panic.
fn one_message(err: &str) -> &str {
    assert!(!err.contains("panicked"), "{err}");
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 1, "one message expected:\n{err}");
    assert!(lines[0].starts_with("gpuisa: "), "{err}");
    lines[0]
}

#[test]
fn usage_errors_exit_2_with_the_prefix() {
    for args in [&[][..], &[PROG][..], &["--config", CFG][..], &["--vectors", CFG, PROG][..]] {
        let (code, out, err) = run(args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(out.is_empty());
        one_message(&err);
    }
}

#[test]
fn missing_files_name_the_file_once() {
    let dir = tmpdir("isa30-contract");
    let (code, _, err) = run(&["--vectors", "/nonexistent/v.json"]);
    assert_eq!(code, 1);
    let m = one_message(&err);
    assert_eq!(m.matches("/nonexistent/v.json").count(), 1, "{m}");
    let (code, _, err) = run(&[PROG, "--config", "/nonexistent/c.json"]);
    assert_eq!(code, 1);
    assert!(one_message(&err).contains("/nonexistent/c.json"), "{err}");
    // An endless input is cut at the file limit, not read until memory runs out.
    if std::path::Path::new("/dev/zero").exists() {
        let (code, _, err) = run(&[PROG, "--config", "/dev/zero"]);
        assert_eq!(code, 1);
        // A device is not a file: cut at 1 MiB.
        assert!(one_message(&err).contains("/dev/zero: a device, not a file: read at most 1 MiB"), "{err}");
    }
    let bad = tmp(&dir, "notvec.json", "{\"cases\": 3}");
    let (code, _, err) = run(&["--vectors", &bad]);
    assert_eq!(code, 1);
    assert!(one_message(&err).contains(&bad), "{err}");
}

#[test]
fn bad_config_fields_are_named_with_the_accepted_forms() {
    let dir = tmpdir("isa30-contract");
    let good: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(workspace().join(CFG)).unwrap()).unwrap();
    let mut c = good.clone();
    c["i0"] = serde_json::json!([[1, 2], [3, 4]]);
    let path = tmp(&dir, "badinput.json", &c.to_string());
    let (code, out, err) = run(&[PROG, "--config", &path]);
    assert_eq!(code, 1);
    assert!(out.is_empty());
    let m = one_message(&err);
    assert!(m.contains(&path) && m.contains("`i0`") && m.contains("\"vectors\"") && m.contains("\"shape\""), "{m}");
    assert!(!m.contains("untagged"), "{m}");

    let mut c = good;
    c["parallel"]["total"] = serde_json::json!([1, 1, 1, 1, "four", 5]);
    let path = tmp(&dir, "badtotal.json", &c.to_string());
    let (code, _, err) = run(&[PROG, "--config", &path]);
    assert_eq!(code, 1);
    assert!(one_message(&err).contains("`parallel.total`"), "{err}");

    let path = tmp(&dir, "syntax.json", "{\n  \"aofs\": [1, 1,\n");
    let (code, _, err) = run(&[PROG, "--config", &path]);
    assert_eq!(code, 1);
    assert!(one_message(&err).contains("line 3"), "{err}");
}

#[test]
fn oversize_configs_are_refused_quickly() {
    let dir = tmpdir("isa30-contract");
    // A few hundred bytes that used to build gigabytes of output: every limit stops them at once.
    let prog = tmp(&dir, "w.s", "DRAM = I0\nDRAM = 1\nDRAM = 2\nDRAM = 3\n");
    let outputs = r#"[{"shape": [64]}, {"shape": [64]}, {"shape": [64]}, {"shape": [64]}]"#;
    let cases = [
        (format!(r#"{{"aofs": [1,1,1,1,1,300000], "parallel": {{"total": [1,1,1,1,1,64]}}, "i0": {{"shape": [1], "data": [5]}}, "outputs": {outputs}}}"#), "65536 DRAM writes"),
        (format!(r#"{{"aofs": [0,4000000,4000000,1,1,1], "parallel": {{"total": [1,1,1,1,1,64]}}, "outputs": {outputs}}}"#), "the limit is 10000000"),
        (r#"{"aofs": [1,1,1,1,1,1], "parallel": {"total": [1,1,1,1,1,64]}, "outputs": [{"shape": [64]}, {"shape": [64]}, {"shape": [64]}, {"shape": [4096, 4096]}]}"#.to_string(), "limited to 16777216"),
    ];
    for (cfg, want) in cases {
        let path = tmp(&dir, "big.json", &cfg);
        let t = Instant::now();
        let (code, out, err) = run(&[&prog, "--config", &path]);
        assert!(t.elapsed() < Duration::from_secs(30), "{cfg}: took {:?}", t.elapsed());
        assert_eq!(code, 1, "{cfg}");
        assert!(out.is_empty(), "{cfg}: no partial output");
        let m = one_message(&err);
        assert!(m.contains(want) && m.contains(&path), "{m}");
    }
}

#[test]
fn a_closed_pipe_ends_quietly() {
    let dir = tmpdir("isa30-contract");
    // Enough output to fill the pipe: many writes (the limit allows 65536), read one line, then hang up.
    let prog = tmp(&dir, "pipe.s", "DRAM = 1\n");
    let cfg = tmp(&dir, "pipe.json", r#"{"aofs": [1,1,1,1,1,20000], "parallel": {"total": [1,1,1,1,1,64]}, "outputs": [{"shape": [64]}]}"#);
    for json in [false, true] {
        let mut args = vec!["run", "--arch", "isa30", &prog, "--config", &cfg];
        if json {
            args.push("--json");
        }
        let mut child = Command::new(env!("CARGO_BIN_EXE_gpuisa"))
            .args(&args)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut first = [0u8; 64];
        let n = child.stdout.as_mut().unwrap().read(&mut first).unwrap();
        assert!(n > 0);
        drop(child.stdout.take());
        let out = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(0), "{err}");
        assert!(err.is_empty(), "{err}");
    }
}

#[test]
fn a_full_device_is_an_error() {
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else { return };
    for extra in [&[][..], &["--json"][..]] {
        let out = Command::new(env!("CARGO_BIN_EXE_gpuisa"))
            .args(["run", "--arch", "isa30", PROG, "--config", CFG])
            .args(extra)
            .current_dir(workspace())
            .stdin(Stdio::null())
            .stdout(full.try_clone().unwrap())
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{err}");
        assert!(one_message(&err).contains("writing output"), "{err}");
    }
}

#[test]
fn a_good_run_still_succeeds() {
    let (code, out, err) = run(&[PROG, "--config", CFG]);
    assert_eq!(code, 0, "{err}");
    assert!(err.is_empty(), "{err}");
    assert!(out.trim_end().ends_with("lane operations"), "{out}");
}
