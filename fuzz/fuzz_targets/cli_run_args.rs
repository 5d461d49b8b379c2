//! The option handling of `gpuisa run --arch tesla`: any launch options, parameters, dumps, memory files
//! and any program file are checked and set up (memories allocated, parameters placed) without a panic,
//! an abort or an allocation beyond the stated limits. The run itself is `tesla_run`'s target.
//!
//! Input: segments split at 0xff bytes. The first is the program file's bytes; each other one is an
//! option: its first byte picks the name, the rest is its value.
#![no_main]
use libfuzzer_sys::fuzz_target;
use std::path::PathBuf;
use std::sync::OnceLock;

const OPTIONS: &[&str] = &[
    "--grid", "--block", "--param", "--global", "--const", "--dump", "--max-steps", "--global-size", "--threads",
    "--kernel", "--variant", "--trace", "--stats", "--config", "--json", "--semantics", "--vectors", "--arch",
];

/// A folder for the files the options name: the program, and a small data file.
fn dir() -> &'static PathBuf {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let d = std::env::temp_dir().join(format!("gpuisa-fuzz-cli-{}", std::process::id()));
        std::fs::create_dir_all(&d).unwrap();
        std::fs::write(d.join("data"), [1u8, 2, 3, 4, 5, 6, 7, 8]).unwrap();
        d
    })
}

fuzz_target!(|data: &[u8]| {
    let mut parts = data.split(|&b| b == 0xff);
    let program = dir().join("program");
    std::fs::write(&program, parts.next().unwrap_or_default()).unwrap();
    let mut argv = vec!["run".to_string(), "--arch".into(), "tesla".into(), program.display().to_string()];
    for p in parts.take(16) {
        let Some((&sel, value)) = p.split_first() else { continue };
        let value = String::from_utf8_lossy(value).replace("FILE", &dir().join("data").display().to_string());
        argv.push(OPTIONS[sel as usize % OPTIONS.len()].to_string());
        if sel as usize / OPTIONS.len() % 2 == 0 {
            argv.push(value);
        }
    }
    let code = gpuisa_cli::fuzzing::run_options(&argv);
    assert!(code <= 2, "exit code {code}");
});
