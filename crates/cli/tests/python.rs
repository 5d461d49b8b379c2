//! The Python package (python/): built with pip into a fresh virtual environment and checked by its
//! pytest suite (python/tests), which compares it with this build of the command line. Runs as part of
//! the README's test command; `GPUISA_SKIP_PYTHON=1` skips it, saying so loudly.

mod common;

use std::path::Path;
use std::process::Command;

fn run(cmd: &mut Command, what: &str) {
    let out = cmd.output().unwrap_or_else(|e| panic!("{what}: cannot start: {e}"));
    assert!(
        out.status.success(),
        "{what} failed ({}):\n{}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    print!("{}", String::from_utf8_lossy(&out.stdout));
}

#[test]
fn python_package_installs_and_passes_its_tests() {
    if std::env::var_os("GPUISA_SKIP_PYTHON").is_some() {
        eprintln!("SKIPPED: the Python package's tests (GPUISA_SKIP_PYTHON is set)");
        return;
    }
    let root = common::workspace();
    let shared = common::shared();
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let venv = tmp.join("py-venv");
    let python = std::env::var("PYTHON").unwrap_or_else(|_| "python3".into());
    if !venv.join("bin/python").exists() {
        run(Command::new(&python).args(["-m", "venv"]).arg(&venv), "python3 -m venv");
    }
    let pip = venv.join("bin/pip");
    run(Command::new(&pip).args(["install", "-q", "--disable-pip-version-check", "pytest"]), "pip install pytest");
    // The extension's own build directory, kept between runs so that a second run only relinks.
    run(
        Command::new(&pip)
            .args(["install", "-q", "--disable-pip-version-check", "--force-reinstall", "--no-deps"])
            .arg(root.join("python"))
            .env("CARGO_TARGET_DIR", tmp.join("py-target")),
        "pip install ./python",
    );
    run(
        Command::new(venv.join("bin/python"))
            .args(["-m", "pytest", "-q", "-p", "no:cacheprovider"])
            .arg(root.join("python/tests"))
            .env("GPUISA_BIN", env!("CARGO_BIN_EXE_gpuisa"))
            .env("GPUISA_SHARED", &shared)
            .current_dir(tmp),
        "pytest python/tests",
    );
}
