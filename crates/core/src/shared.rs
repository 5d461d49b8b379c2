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
