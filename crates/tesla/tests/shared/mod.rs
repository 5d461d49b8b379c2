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
    text.lines()
        .filter_map(|l| l.split_once('\t'))
        .map(|(k, t)| (k.to_string(), t.to_string()))
        .collect()
}
