//! RTL vector files (the format of rtl-alu-vectors.json): reading them and running each case through the
//! simulator, for the tests and for `gpuisa run --vectors`.
//!
//! A case gives the program (`insts_hex`), the issued sequence (`issue`), the input vectors consumed in
//! order (`i0`, `i1`), the LUT (`consts`), `reg_per_warp`, and the expected DRAM writes in commit order.
//! Harness settings that are not fields of the file (`subofs[lane][5] = lane`, lo_order = 0) are the
//! defaults; optional fields `subofs`, `lo_order`, `reg_init` and `tex_lut` override them.

use crate::encoding::Insn;
use crate::program::from_hex_words;
use crate::sim::{self, Config, ErrorKind, InputStreams, Issue, Machine, Semantics, Slot, DIMS, LANES};
use serde::Deserialize;

#[derive(Debug, Deserialize)]
pub struct VectorFile {
    pub cases: Vec<Case>,
}

#[derive(Debug, Deserialize)]
pub struct Case {
    pub name: String,
    #[serde(default)]
    pub note: String,
    #[serde(default = "one")]
    pub reg_per_warp: i64,
    #[serde(default)]
    pub consts: Vec<i64>,
    pub insts_hex: Vec<String>,
    pub issue: Vec<CaseIssue>,
    #[serde(default)]
    pub i0: Vec<Vec<i64>>,
    #[serde(default)]
    pub i1: Vec<Vec<i64>>,
    pub dram_writes_in_order: Vec<Vec<i64>>,
    #[serde(default)]
    pub harness_end: Option<String>,
    #[serde(default)]
    pub subofs: Option<Vec<Vec<i64>>>,
    #[serde(default)]
    pub lo_order: Option<Vec<i64>>,
    #[serde(default)]
    pub reg_init: Option<i64>,
    #[serde(default)]
    pub tex_lut: Option<Vec<Vec<i64>>>,
}

fn one() -> i64 {
    1
}

#[derive(Debug, Deserialize)]
pub struct CaseIssue {
    pub pc: i64,
    #[serde(default)]
    pub pair_id: i64,
    #[serde(default)]
    pub aofs: Vec<i64>,
    #[serde(default)]
    pub bofs: Vec<i64>,
    pub slot: String,
}

/// The result of one case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Ok,
    Fail(String),
    Skipped(String),
}

/// Parses a vector file.
pub fn parse_file(text: &str) -> Result<VectorFile, String> {
    serde_json::from_str(text).map_err(|e| format!("not a vector file: {e}"))
}

fn lanes16(v: &[i64], what: &str) -> Result<[i16; LANES], String> {
    if v.len() != LANES {
        return Err(format!("{what} has {} lanes, not {LANES}", v.len()));
    }
    let mut out = [0i16; LANES];
    for (o, &x) in out.iter_mut().zip(v) {
        *o = i16::try_from(x).map_err(|_| format!("{what}: {x} is not a signed 16-bit value"))?;
    }
    Ok(out)
}

fn dims(v: &[i64], what: &str) -> Result<[u32; DIMS], String> {
    let mut out = [0u32; DIMS];
    if v.len() > DIMS {
        return Err(format!("{what} has more than {DIMS} entries"));
    }
    for (o, &x) in out.iter_mut().zip(v) {
        *o = u32::try_from(x).map_err(|_| format!("{what}: {x} is out of range"))?;
    }
    Ok(out)
}

/// Input vectors given in consumption order.
pub struct ListStreams {
    pub vecs: [Vec<[i16; LANES]>; 2],
    pub pos: [usize; 2],
}

impl InputStreams for ListStreams {
    fn next(&mut self, stream: u8, _issue: &Issue) -> Result<[i16; LANES], String> {
        let s = stream as usize & 1;
        let v = self.vecs[s].get(self.pos[s]).copied().ok_or_else(|| format!("only {} vectors given", self.vecs[s].len()))?;
        self.pos[s] += 1;
        Ok(v)
    }
}

/// A case made ready to run.
struct Prepared {
    program: Vec<Insn>,
    cfg: Config,
    issues: Vec<Issue>,
    streams: ListStreams,
    expected: Vec<[i16; LANES]>,
    used: Option<[u64; 2]>,
}

fn prepare(case: &Case, semantics: Semantics) -> Result<Prepared, String> {
    let program = from_hex_words(&case.insts_hex)?;
    let mut cfg = Config { semantics, ..Config::default() };
    if case.consts.len() > 4 {
        return Err("more than 4 consts".into());
    }
    for (l, &v) in cfg.lut.iter_mut().zip(&case.consts) {
        *l = v;
    }
    cfg.reg_per_warp = u8::try_from(case.reg_per_warp).ok().filter(|&r| r < 8).ok_or("reg_per_warp must be 0..7")?;
    // The harness's per-lane sub-offsets: lane number in dimension 5.
    for (lane, s) in cfg.subofs.iter_mut().enumerate() {
        s[5] = lane as u32;
    }
    if let Some(sub) = &case.subofs {
        if sub.len() != LANES {
            return Err(format!("subofs needs {LANES} lanes"));
        }
        for (d, s) in cfg.subofs.iter_mut().zip(sub) {
            *d = dims(s, "subofs")?;
        }
    }
    if let Some(lo) = &case.lo_order {
        for (d, &x) in cfg.lo_order.iter_mut().zip(dims(lo, "lo_order")?.iter()) {
            *d = u8::try_from(x).ok().filter(|&v| v < 32).ok_or("lo_order must be below 32")?;
        }
    }
    if let Some(r) = case.reg_init {
        cfg.reg_init = r as u32;
    }
    if let Some(t) = &case.tex_lut {
        cfg.tex_lut = t.clone();
    }
    let mut issues = Vec::with_capacity(case.issue.len());
    for (k, is) in case.issue.iter().enumerate() {
        let pc = usize::try_from(is.pc).ok().filter(|&p| p < program.len());
        let pc = pc.ok_or_else(|| format!("issue {k}: pc {} is outside the program", is.pc))?;
        let slot = match is.slot.as_str() {
            "lo" => Slot::Lo,
            "hi" => Slot::Hi,
            s => return Err(format!("issue {k}: slot `{s}` is neither lo nor hi")),
        };
        let pair_id = u32::try_from(is.pair_id).map_err(|_| format!("issue {k}: bad pair_id"))?;
        issues.push(Issue { pc, pair_id, aofs: dims(&is.aofs, "aofs")?, bofs: dims(&is.bofs, "bofs")?, slot });
    }
    let conv = |v: &[Vec<i64>], what: &str| v.iter().map(|x| lanes16(x, what)).collect::<Result<Vec<_>, _>>();
    let streams = ListStreams { vecs: [conv(&case.i0, "i0")?, conv(&case.i1, "i1")?], pos: [0; 2] };
    let expected = conv(&case.dram_writes_in_order, "dram write")?;
    let used = case.harness_end.as_deref().and_then(|h| {
        let get = |key: &str| h.split_whitespace().find_map(|t| t.strip_prefix(key)?.parse::<u64>().ok());
        Some([get("i0_used=")?, get("i1_used=")?])
    });
    Ok(Prepared { program, cfg, issues, streams, expected, used })
}

/// Runs one case and compares its DRAM writes (and consumed input counts, when the harness recorded
/// them) with the RTL's.
pub fn run_case(case: &Case, semantics: Semantics) -> Outcome {
    let mut p = match prepare(case, semantics) {
        Ok(p) => p,
        Err(e) => return Outcome::Fail(format!("invalid case: {e}")),
    };
    let mut m = Machine::new(p.cfg.clone());
    let mut got: Vec<([i16; LANES], usize)> = Vec::new();
    for (k, is) in p.issues.iter().enumerate() {
        match m.issue(&p.program[is.pc], is, &mut p.streams) {
            Ok(Some(w)) => got.push((w, k)),
            Ok(None) => {}
            Err(e) if e.kind == ErrorKind::Undefined => return Outcome::Skipped(e.to_string()),
            Err(e) => return Outcome::Fail(e.to_string()),
        }
    }
    for (n, (exp, (g, k))) in p.expected.iter().zip(&got).enumerate() {
        if let Some(l) = (0..LANES).find(|&l| exp[l] != g[l]) {
            let is = &p.issues[*k];
            let slot = if is.slot == Slot::Lo { "lo" } else { "hi" };
            return Outcome::Fail(format!(
                "write {n} (pc {} {slot}) lane {l}: expected {}, got {}",
                is.pc, exp[l], g[l]
            ));
        }
    }
    if p.expected.len() != got.len() {
        return Outcome::Fail(format!("expected {} DRAM writes, got {}", p.expected.len(), got.len()));
    }
    if let Some(used) = p.used {
        if used != m.consumed {
            return Outcome::Fail(format!(
                "consumed {} I0 and {} I1 vectors, the RTL {} and {}",
                m.consumed[0], m.consumed[1], used[0], used[1]
            ));
        }
    }
    Outcome::Ok
}

/// Tally of a whole file.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    pub passed: usize,
    pub failed: usize,
    pub skipped: usize,
}

/// Runs every case, calling `each` with the case name and outcome.
pub fn run_all(file: &VectorFile, semantics: Semantics, mut each: impl FnMut(&str, &Outcome)) -> Summary {
    let mut s = Summary::default();
    for case in &file.cases {
        let o = run_case(case, semantics);
        match o {
            Outcome::Ok => s.passed += 1,
            Outcome::Fail(_) => s.failed += 1,
            Outcome::Skipped(_) => s.skipped += 1,
        }
        each(&case.name, &o);
    }
    s
}

/// The line printed for a case: `NAME: ok`, `NAME: FAIL ...`, `NAME: skipped ...`.
pub fn outcome_line(name: &str, o: &Outcome) -> String {
    match o {
        Outcome::Ok => format!("{name}: ok"),
        Outcome::Fail(m) => format!("{name}: FAIL {m}"),
        Outcome::Skipped(m) => format!("{name}: skipped {m}"),
    }
}

#[doc(hidden)]
pub use sim::LANES as VECTOR_LANES;
