//! What a Tesla or Fermi run prints when it is done: the --dump words, the --stats figures, the profile
//! (--profile, --html) or all of it as one JSON document (--json). One place, so both runs print alike.

use crate::out::{self, Fail, Res};
use gpuisa::run::Session;
use gpuisa_simt::{Memory, Program, Stats};
use std::io::Write;
use std::path::PathBuf;

/// The output options of a run.
#[derive(Clone, Debug, Default)]
pub struct After {
    pub json: bool,
    pub stats: bool,
    pub profile: bool,
    pub html: Option<PathBuf>,
}

/// A finished run.
pub struct Done<'a, Op> {
    pub name: &'a str,
    pub arch: &'static str,
    pub kernel: &'a str,
    pub prog: &'a Program<Op>,
    pub stats: &'a Stats,
    pub mem: &'a Memory,
    pub dump: Option<(usize, usize)>,
    /// The kernel's control-flow graph (built when --html asks for it).
    pub cfg: Option<gpuisa_core::cfg::Cfg>,
}

impl<Op> Done<'_, Op> {
    /// The kernel's name, or `(code)` for code that names none (hex files, raw code).
    pub fn kernel_name(&self) -> &str {
        if self.kernel.is_empty() {
            "(code)"
        } else {
            self.kernel
        }
    }
}

/// Prints what `after` asks for.
pub fn finish<Op>(after: &After, d: &Done<'_, Op>) -> Res<()> {
    if let Some(path) = &after.html {
        let page = crate::profile_html::page(d);
        out::write_atomic(path, page.as_bytes())?;
    }
    if after.json {
        let words: Vec<serde_json::Value> = d
            .dump
            .map(|(start, end)| (start & !3..end).step_by(4).map(|a| serde_json::json!({ "address": a, "value": d.mem.global.word(a) })).collect())
            .unwrap_or_default();
        let doc = serde_json::json!({
            "schema": "gpuisa-run/1", "file": d.name, "arch": d.arch, "dump": words,
            "stats": after.stats.then(|| crate::json::stats(d.stats)),
        });
        let mut text = doc.to_string();
        text.push('\n');
        return out::write_stdout(text.as_bytes());
    }
    out::with_stdout(|w| {
        if let Some((start, end)) = d.dump {
            out::dump_words(w, start, end, |a| d.mem.global.word(a))?;
        }
        if after.profile {
            crate::profile::write(d.kernel_name(), &d.prog.addrs, &d.prog.texts, d.stats, w)?;
        }
        Ok(())
    })?;
    if after.stats {
        out::report_raw(&d.stats.to_string());
    }
    Ok(())
}

/// Runs a prepared Tesla or Fermi launch (its trace to standard error when `trace`), then `then` on the
/// session (what the run wrote outside global memory), then prints what `after` asks for.
pub fn run(p: &crate::run_tesla::Prepared, trace: bool, after: &After, then: impl FnOnce(&Session) -> Res<()>) -> Res<()> {
    let stderr = std::io::stderr();
    let mut trace_out = std::io::BufWriter::new(stderr.lock());
    let observer: Option<&mut dyn Write> = if trace { Some(&mut trace_out) } else { None };
    let result = p.session.run(observer);
    // A trace whose reader went away ends the run quietly, as a closed output does.
    if trace && trace_out.flush().is_err_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe) {
        std::process::exit(0);
    }
    drop(trace_out);
    let stats = match result {
        Ok(stats) => stats,
        Err(gpuisa_simt::SimError::Trace(e)) => return Err(Fail::Input(out::output_error(e))),
        Err(e) => return Err(p.session.error(e).into()),
    };
    then(&p.session)?;
    let (name, dump) = (p.name.as_str(), p.dump);
    match &p.session {
        Session::Tesla(s) => {
            let isa = gpuisa_tesla::Tesla::new(s.variant, gpuisa_tesla::ProgramType::Compute);
            let cfg = after.html.as_ref().map(|_| gpuisa_core::cfg::build(&isa, &s.code, 0));
            finish(after, &Done { name, arch: "tesla", kernel: &s.kernel, prog: &s.prog, stats: &stats, mem: &s.mem, dump, cfg })
        }
        Session::Fermi(s) => {
            let cfg = after.html.as_ref().map(|_| gpuisa_core::cfg::build(&gpuisa_fermi::Fermi::default(), &s.code, 0));
            finish(after, &Done { name, arch: "fermi", kernel: &s.kernel, prog: &s.prog, stats: &stats, mem: &s.mem, dump, cfg })
        }
    }
}
