//! What a Tesla or Fermi run prints when it is done: the --dump words, the --stats figures, the profile
//! (--profile, --html) or all of it as one JSON document (--json). One place, so both runs print alike.

use crate::out::{self, Res};
use gpuisa_simt::{Memory, Program, Stats};
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
