//! An isa30 program run under a run configuration (JSON), as a session: [`Isa30Session::prepare`]
//! reads both, [`Isa30Session::run`] runs them with an optional trace observer and issue counts.
//!
//! ```
//! use gpuisa::run::isa30::{Isa30Session, Setup};
//! use gpuisa::gpuisa_isa30::Semantics;
//! let program = std::fs::read_to_string("../../examples/isa30/gemm.s").unwrap();
//! let config = std::fs::read_to_string("../../examples/isa30/gemm.json").unwrap();
//! // A configuration that is not JSON is refused before anything runs.
//! let Err(Setup::Config(e)) = Isa30Session::prepare(&program, "{", Semantics::Rtl) else { panic!("accepted") };
//! assert!(e.starts_with("not JSON"), "{e}");
//! let s = Isa30Session::prepare(&program, &config, Semantics::Rtl).map_err(|e| format!("{e:?}"))?;
//! let mut trace = Vec::new();
//! let done = s.run(Some(&mut trace), true).map_err(|e| format!("{e:?}"))?;
//! // The observer wrote one line an issue.
//! let issues: u64 = done.issues.iter().sum();
//! assert!(issues > 0);
//! assert_eq!(trace.iter().filter(|&&b| b == b'\n').count() as u64, issues);
//! # Ok::<(), String>(())
//! ```

use gpuisa_core::diag::Diagnostic;
use gpuisa_isa30::encoding::Insn;
use gpuisa_isa30::runner::config::RunConfig;
use gpuisa_isa30::runner::{Issue, Machine, RunError, RunOutput, Slot};
use gpuisa_isa30::Semantics;
use std::io::Write;

/// Why a run could not be set up: the program's diagnostics (for the caller to render with its file's
/// name and text), or what is wrong with the configuration.
#[derive(Debug)]
pub enum Setup {
    Program(Vec<Diagnostic>),
    Config(String),
}

/// Why a run failed: writing the trace, or the run itself (the runner's error).
#[derive(Debug)]
pub enum Failed {
    Trace(std::io::Error),
    Run(RunError),
}

/// A program and its configuration, ready to run.
pub struct Isa30Session {
    pub program: Vec<Insn>,
    pub config: RunConfig,
    pub semantics: Semantics,
}

/// What a run left: the runner's output and, when counted, each instruction's issues.
pub struct Isa30Finished {
    pub output: RunOutput,
    pub issues: Vec<u64>,
}

impl Isa30Session {
    /// Reads the program (text or hex) and the configuration.
    pub fn prepare(program: &str, config: &str, semantics: Semantics) -> Result<Isa30Session, Setup> {
        let program = gpuisa_isa30::program::load(program).map_err(Setup::Program)?;
        let config = RunConfig::from_json(config).map_err(Setup::Config)?;
        Ok(Isa30Session { program, config, semantics })
    }

    /// Runs the program; `trace`, when given, receives a line an issue ([`trace_line`]); the issues are
    /// counted when `count` (or a trace is given).
    pub fn run(&self, trace: Option<&mut dyn Write>, count: bool) -> Result<Isa30Finished, Failed> {
        if trace.is_none() && !count {
            let output = gpuisa_isa30::runner::run(&self.program, &self.config, self.semantics).map_err(Failed::Run)?;
            return Ok(Isa30Finished { output, issues: Vec::new() });
        }
        let mut issues = vec![0u64; self.program.len()];
        let mut trace = trace;
        let mut failed = None;
        let out = gpuisa_isa30::runner::run_traced(&self.program, &self.config, self.semantics, &mut |iss, m| {
            if let Some(n) = issues.get_mut(iss.pc) {
                *n += 1;
            }
            if let (Some(w), None) = (trace.as_mut(), &failed) {
                failed = trace_line(&mut **w, &self.program, iss, m).err();
            }
        });
        // A trace that could not be written is the first thing to say.
        if let Some(e) = failed.or_else(|| trace.and_then(|w| w.flush().err())) {
            return Err(Failed::Trace(e));
        }
        Ok(Isa30Finished { output: out.map_err(Failed::Run)?, issues })
    }
}

/// One trace line: the issue (pc, warp slot, pair, aofs), the instruction, and what it wrote: `R<w>`
/// (register write), `push` (temporary buffer) and `DRAM` (the result bits a DRAM write stores), each
/// with its lanes' values (hex, 20 bits; one value when every lane agrees).
pub fn trace_line(w: &mut dyn Write, program: &[Insn], iss: &Issue, m: &Machine) -> std::io::Result<()> {
    let Some(insn) = program.get(iss.pc) else { return Ok(()) };
    let mut text = String::new();
    gpuisa_isa30::syntax::format(insn, &mut text);
    let slot = if iss.slot == Slot::Lo { "lo" } else { "hi" };
    let mut line = format!("pc {} {slot} pair {} aofs {:?}  {text}", iss.pc, iss.pair_id, iss.aofs);
    let mut wrote = String::new();
    let all = u32::MAX;
    if insn.r {
        gpuisa_simt::trace_values(&mut wrote, &format!("R{}", insn.w), all, |l| m.result[l]);
    }
    if insn.t {
        gpuisa_simt::trace_values(&mut wrote, "push", all, |l| m.result[l]);
    }
    if insn.dd < 3 {
        let sh = 2 * insn.dd as u32;
        gpuisa_simt::trace_values(&mut wrote, "DRAM", all, |l| (m.result[l] >> sh) & 0xffff);
    }
    if !wrote.is_empty() {
        line.push_str("  #");
        line.push_str(&wrote);
    }
    writeln!(w, "{line}")
}
