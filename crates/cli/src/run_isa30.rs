//! `gpuisa run --arch isa30`: run a program under a configuration file, or run RTL vector files.
//! Argument handling and printing only; the session is the facade's (`gpuisa::run::isa30`), the work
//! (and the limits of a run) gpuisa-isa30's.
//!
//! Exit status: 0 on success, 1 for bad input (program, configuration, vector file, failing cases, an
//! output that cannot be written), 2 for bad usage. Every failure is one message on standard error that
//! starts with `gpuisa: ` and names the file.

use gpuisa::run::isa30::{Failed, Isa30Session, Setup};
use gpuisa_isa30::runner::write_table;
use gpuisa_isa30::vectors::{outcome_line, parse_file, run_all};
use gpuisa_isa30::Semantics;
use gpuisa_isa30::runner::config::MAX_FILE_BYTES;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

pub struct RunArgs {
    pub program: Option<PathBuf>,
    pub config: Option<PathBuf>,
    pub vectors: Option<PathBuf>,
    pub json: bool,
    pub semantics_doc: bool,
    /// Print each issued instruction and what it wrote (to standard error).
    pub trace: bool,
    /// After the run, print the program with each instruction's issue count (standard output).
    pub profile: bool,
}

enum Fail {
    /// Exit 1: a message (without the `gpuisa: ` prefix), or text already rendered (diagnostics).
    Input(String),
    Rendered(String),
    /// Exit 2.
    Usage(String),
}

/// Prints on standard error; a standard error that cannot be written is no reason to panic.
fn report(text: &str) {
    let _ = std::io::stderr().lock().write_all(text.as_bytes());
}

fn name(path: &Path) -> String {
    if path.as_os_str() == "-" {
        "<stdin>".into()
    } else {
        path.display().to_string()
    }
}

/// The file's text, at most `MAX_FILE_BYTES`; the error names the file.
fn read(path: &Path) -> Result<String, Fail> {
    let fail = |e: std::io::Error| Fail::Input(format!("{}: {e}", name(path)));
    let input = if path.as_os_str() == "-" { crate::out::stdin() } else { crate::out::open(path).map_err(|e| match e {
        crate::out::Fail::Input(m) | crate::out::Fail::Usage(m) => Fail::Input(m),
    })?.reader };
    let mut s = String::new();
    // One byte more than the limit tells a file at the limit from a larger one.
    let n = input.take(MAX_FILE_BYTES + 1).read_to_string(&mut s).map_err(fail)?;
    if n as u64 > MAX_FILE_BYTES {
        return Err(Fail::Input(format!("{}: larger than {} MiB, the limit for an input file", name(path), MAX_FILE_BYTES >> 20)));
    }
    Ok(s)
}

pub fn run(args: &RunArgs) -> ExitCode {
    let result = if let Some(v) = &args.vectors {
        if args.program.is_some() || args.config.is_some() {
            Err(Fail::Usage("run --arch isa30: --vectors runs a vector file; give either it or PROGRAM --config FILE".into()))
        } else if args.json || args.trace || args.profile {
            // A vector file's cases print pass/fail lines; neither a run document nor a trace is offered.
            Err(Fail::Usage("run --arch isa30 --vectors: --json, --trace and --profile are for a program run (PROGRAM --config FILE)".into()))
        } else {
            run_vectors(v, semantics(args))
        }
    } else {
        run_program(args)
    };
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(Fail::Input(m)) => {
            crate::out::report(&m);
            ExitCode::FAILURE
        }
        Err(Fail::Rendered(t)) => {
            report(&t);
            ExitCode::FAILURE
        }
        Err(Fail::Usage(m)) => {
            crate::out::report(&m);
            ExitCode::from(2)
        }
    }
}

fn semantics(args: &RunArgs) -> Semantics {
    if args.semantics_doc {
        Semantics::Doc
    } else {
        Semantics::Rtl
    }
}

/// Runs `body` on a buffered standard output and flushes it. A reader that went away ends the process
/// quietly with status 0 (`crate::output_error`); any other write error (a full device) is a failure.
fn with_stdout(body: impl FnOnce(&mut dyn Write) -> std::io::Result<()>) -> Result<(), Fail> {
    let stdout = std::io::stdout();
    let mut w = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
    body(&mut w).and_then(|()| w.flush()).map_err(|e| Fail::Input(crate::output_error(e)))
}

fn run_program(args: &RunArgs) -> Result<bool, Fail> {
    let (prog_path, cfg_path) = match (&args.program, &args.config) {
        (Some(p), Some(c)) => (p, c),
        (None, _) => return Err(Fail::Usage("run --arch isa30: give PROGRAM --config FILE, or --vectors FILE.json".into())),
        (Some(_), None) => return Err(Fail::Usage("run --arch isa30 PROGRAM: --config FILE is missing (or give --vectors FILE.json)".into())),
    };
    if prog_path.as_os_str() == "-" && cfg_path.as_os_str() == "-" {
        return Err(Fail::Usage("run --arch isa30: the program and the configuration cannot both be standard input".into()));
    }
    let text = read(prog_path)?;
    let cfg = read(cfg_path)?;
    let session = Isa30Session::prepare(&text, &cfg, semantics(args)).map_err(|e| match e {
        Setup::Program(d) => Fail::Rendered(gpuisa_core::diag::render(&name(prog_path), &text, &d)),
        Setup::Config(e) => Fail::Input(format!("{}: {e}", name(cfg_path))),
    })?;
    let stderr = std::io::stderr();
    let mut w = std::io::BufWriter::new(stderr.lock());
    let done = session.run(if args.trace { Some(&mut w) } else { None }, args.profile).map_err(|e| match e {
        Failed::Trace(e) => Fail::Input(crate::output_error(e)),
        Failed::Run(e) => Fail::Input(format!("{}: {e}", name(cfg_path))),
    })?;
    drop(w);
    let (out, program, issues) = (done.output, &session.program, &done.issues);
    if args.json {
        let mut doc = serde_json::to_value(&out).map_err(|e| Fail::Input(e.to_string()))?;
        if let Some(m) = doc.as_object_mut() {
            m.insert("schema".into(), "gpuisa-run/1".into());
            m.insert("file".into(), name(prog_path).into());
            m.insert("arch".into(), "isa30".into());
        }
        let mut text = doc.to_string();
        text.push('\n');
        with_stdout(|w| w.write_all(text.as_bytes()))?;
        return Ok(true);
    }
    with_stdout(|w| {
        write_table(&out, w)?;
        if args.profile {
            profile(program, issues, w)?;
        }
        Ok(())
    })?;
    Ok(true)
}

fn run_vectors(path: &Path, semantics: Semantics) -> Result<bool, Fail> {
    let text = read(path)?;
    let file = parse_file(&text).map_err(|e| Fail::Input(format!("{}: {e}", name(path))))?;
    let mut failed = 0;
    with_stdout(|w| {
        // After a write error the remaining cases print nothing; the error is reported once, below.
        let mut err = Ok(());
        let sum = run_all(&file, semantics, |case, o| {
            if err.is_ok() {
                err = writeln!(w, "{}", outcome_line(case, o));
            }
        });
        err?;
        failed = sum.failed;
        writeln!(w, "{} passed, {} failed, {} skipped", sum.passed, sum.failed, sum.skipped)
    })?;
    if failed > 0 {
        crate::out::report(&format!("{}: {failed} case(s) failed", name(path)));
    }
    Ok(failed == 0)
}

/// `--profile`: each instruction's issues (a warp pair's lo and hi warps count one each) and lane
/// operations (32 an issue: every lane runs; DRAM writes mask lanes, the ALU does not), after the totals.
fn profile(program: &[gpuisa_isa30::encoding::Insn], issues: &[u64], w: &mut dyn Write) -> std::io::Result<()> {
    let total: u64 = issues.iter().sum();
    let lanes = gpuisa_isa30::sim::LANES as u64;
    writeln!(w, "// profile: {total} issued instructions, {} lane operations", total * lanes)?;
    writeln!(w, "//     issues    lane ops   pc  instruction")?;
    for (pc, (insn, n)) in program.iter().zip(issues).enumerate() {
        let mut text = String::new();
        gpuisa_isa30::syntax::format(insn, &mut text);
        writeln!(w, "{n:>12} {:>11} {pc:>4}  {text}", n * lanes)?;
    }
    Ok(())
}
