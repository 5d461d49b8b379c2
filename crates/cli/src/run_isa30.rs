//! `gpuisa run --arch isa30`: run a program under a configuration file, or run RTL vector files.
//! Argument handling and printing only; the work is in gpuisa-isa30.

use gpuisa_isa30::program::load;
use gpuisa_isa30::runner::{format_table, run_json, to_json};
use gpuisa_isa30::vectors::{outcome_line, parse_file, run_all};
use gpuisa_isa30::Semantics;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

pub struct RunArgs {
    pub program: Option<PathBuf>,
    pub config: Option<PathBuf>,
    pub vectors: Option<PathBuf>,
    pub json: bool,
    pub semantics_doc: bool,
}

fn read(path: &Path) -> Result<String, String> {
    if path.as_os_str() == "-" {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut s).map_err(|e| format!("stdin: {e}"))?;
        return Ok(s);
    }
    std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))
}

pub fn run(args: &RunArgs) -> ExitCode {
    let semantics = if args.semantics_doc { Semantics::Doc } else { Semantics::Rtl };
    if let Some(v) = &args.vectors {
        return run_vectors(v, semantics);
    }
    let (Some(prog_path), Some(cfg_path)) = (&args.program, &args.config) else {
        eprintln!("gpuisa run --arch isa30: give PROGRAM --config FILE, or --vectors FILE.json");
        return ExitCode::from(2);
    };
    let result = (|| -> Result<String, String> {
        let text = read(prog_path)?;
        let name = prog_path.display().to_string();
        let program = load(&text).map_err(|d| gpuisa_core::diag::render(&name, &text, &d))?;
        let cfg = read(cfg_path)?;
        let out = run_json(&program, &cfg, semantics).map_err(|e| format!("{}: {e}", cfg_path.display()))?;
        Ok(if args.json { to_json(&out) } else { format_table(&out) })
    })();
    match result {
        Ok(s) => {
            println!("{}", s.trim_end());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{}", e.trim_end());
            ExitCode::FAILURE
        }
    }
}

fn run_vectors(path: &Path, semantics: Semantics) -> ExitCode {
    let file = match read(path).and_then(|t| parse_file(&t)) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("{}: {e}", path.display());
            return ExitCode::FAILURE;
        }
    };
    let sum = run_all(&file, semantics, |name, o| println!("{}", outcome_line(name, o)));
    println!("{} passed, {} failed, {} skipped", sum.passed, sum.failed, sum.skipped);
    if sum.failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
