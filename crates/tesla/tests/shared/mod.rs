//! Access to ../shared (the reference vectors and corpus), which tests read in place.

use std::path::PathBuf;

/// The shared material directory: `$GPUISA_SHARED`, or `../shared` beside the workspace.
pub fn shared_dir() -> PathBuf {
    let dir = match std::env::var_os("GPUISA_SHARED") {
        Some(d) => PathBuf::from(d),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared"),
    };
    assert!(
        dir.join("vectors").is_dir(),
        "shared material not found at {}: put it beside the project as ../shared or set GPUISA_SHARED",
        dir.display()
    );
    dir
}

/// The lines of a vector file: (hex key, expected text).
pub fn vectors(name: &str) -> Vec<(String, String)> {
    let p = shared_dir().join("vectors/tesla").join(name);
    let text = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    // Every line is read or the test fails, so a file of any size is measured whole.
    let v: Vec<_> = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let (k, t) = l.split_once('\t').unwrap_or_else(|| panic!("{}: no tab in `{l}`", p.display()));
            (k.to_string(), t.to_string())
        })
        .collect();
    assert!(!v.is_empty(), "{}: no vectors", p.display());
    v
}
