//! Where tests find `../shared` (reference vectors and corpus, read in place, never copied).

use std::path::PathBuf;

/// The shared material directory: `$GPUISA_SHARED`, or `../shared` beside the workspace. Panics with a
/// clear message when it is missing, so that CI fails loudly rather than testing nothing.
pub fn dir() -> PathBuf {
    let dir = match std::env::var_os("GPUISA_SHARED") {
        Some(d) => PathBuf::from(d),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared"),
    };
    assert!(
        dir.join("vectors").is_dir() && dir.join("corpus").is_dir(),
        "shared material not found at {}: put it beside the project as ../shared or set GPUISA_SHARED",
        dir.display()
    );
    dir
}

/// The lines of a reference vector file (`vectors/NAME`, e.g. `fermi/envydis-clean.tsv`) as (hex key,
/// expected text). Every line must read, or this panics: a file of any size is measured whole.
pub fn vector_lines(name: &str) -> Vec<(String, String)> {
    let p = dir().join("vectors").join(name);
    let text = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
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
