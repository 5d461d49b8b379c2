//! Running the `gpuisa` binary from the tests (each test file uses a part of this).
#![allow(dead_code)]

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// Runs `gpuisa ARGS` in the workspace root with `stdin`; returns the exit status, stdout and stderr.
pub fn gpuisa(args: &[&str], stdin: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gpuisa"))
        .args(args)
        .current_dir(workspace())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // A command that exits without reading its input (a usage error) closes the pipe: not a failure.
    if let Err(e) = child.stdin.take().unwrap().write_all(stdin.as_bytes()) {
        assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "writing to gpuisa {args:?}: {e}");
    }
    let out = child.wait_with_output().unwrap();
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (out.status.code().unwrap_or(-1), text(&out.stdout), text(&out.stderr))
}

/// A new folder `gpuisa-NAME-XXXXXX` in the temporary directory for a test's files: removed with what it
/// holds when the value is dropped, at the end of the test whether it passes or fails.
pub fn tmpdir(name: &str) -> tempfile::TempDir {
    tempfile::Builder::new().prefix(&format!("gpuisa-{name}-")).tempdir().unwrap()
}

/// The workspace root.
pub fn workspace() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The shared reference material (`../shared`, or `$GPUISA_SHARED`); fails loudly when it is missing.
pub fn shared() -> PathBuf {
    let dir = std::env::var_os("GPUISA_SHARED").map(PathBuf::from).unwrap_or_else(|| workspace().join("../shared"));
    assert!(dir.join("corpus").is_dir(), "the shared corpus is missing at {}: set GPUISA_SHARED", dir.display());
    dir
}

/// The files of `corpus/SUB` whose names end in `ext`, sorted (so that a choice among them is stable).
pub fn corpus(sub: &str, ext: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(shared().join("corpus").join(sub))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().ends_with(ext))
        .collect();
    v.sort();
    assert!(!v.is_empty(), "no {ext} files in corpus/{sub}");
    v
}

/// A case file's hex string (`"0x1000"`) as a number.
pub fn hex(v: &serde_json::Value) -> u64 {
    u64::from_str_radix(v.as_str().unwrap().trim_start_matches("0x"), 16).unwrap()
}

/// `--dump`'s `ADDR VALUE` lines (hex) into a map.
pub fn words(text: &str) -> std::collections::BTreeMap<u64, u32> {
    text.lines()
        .filter_map(|l| {
            let (a, v) = l.trim().split_once(char::is_whitespace)?;
            Some((u64::from_str_radix(a, 16).ok()?, u32::from_str_radix(v.trim(), 16).ok()?))
        })
        .collect()
}
