//! The program runner: the accelerator's loop structure around the ALU.
//!
//! For each block of the parallel space, for each aofs value (row-major over six dimensions), for each
//! warp pair of the block, for pc in `begs[l]..ends[r]`: issue the lo warp, then the hi warp. `l` is 6
//! minus the number of innermost aofs dimensions that are 0 and `r` the number of innermost dimensions at
//! their last value, so `begs`/`ends` give each loop level a prologue and an epilogue.
//! Inputs come from [`config::RunConfig`]; outputs are the DRAM writes.

pub mod config;

use crate::encoding::Insn;
pub use crate::sim::{Issue, Machine, Slot};
use crate::sim::{self, InputStreams, Semantics, SimError, DIMS, LANES};
use config::{CheckedArray, CheckedInput, RunConfig, MAX_ISSUES, MAX_WRITES};
use serde::Serialize;

/// One lane of a DRAM write: the element index in the output array and the value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct LaneWrite {
    /// Arrays are limited to 2^24 elements, so 32 bits hold every index (and keep a write small).
    pub index: u32,
    pub value: i16,
}

/// One DRAM write (one issued instruction with a DRAM destination).
#[derive(Clone, Debug, Serialize)]
pub struct Write {
    pub output: usize,
    pub pc: usize,
    pub block: [u32; DIMS],
    pub aofs: [u32; DIMS],
    pub pair: u32,
    pub slot: &'static str,
    /// Per lane: where the value went, or `None` for a masked lane.
    pub lanes: [Option<LaneWrite>; LANES],
}

#[derive(Clone, Debug, Serialize)]
pub struct OutputImage {
    pub shape: Vec<u32>,
    pub data: Vec<i16>,
}

#[derive(Clone, Debug, Serialize)]
pub struct RunOutput {
    pub writes: Vec<Write>,
    /// Each output array after the run (elements never written keep their initial `data`, or 0).
    pub outputs: Vec<OutputImage>,
    pub issued: u64,
    pub lane_ops: u64,
}

#[derive(Debug, thiserror::Error)]
pub enum RunError {
    #[error("{0}")]
    Config(String),
    #[error("{0}")]
    Sim(#[from] SimError),
    /// The run reached a limit of [`config`] while running (named in the message).
    #[error("{0}")]
    Limit(String),
}

/// Row-major successor of `idx` within `ext`; false after the last.
fn advance(idx: &mut [u32; DIMS], ext: &[u32; DIMS], step: &[u32; DIMS]) -> bool {
    for d in (0..DIMS).rev() {
        idx[d] += step[d];
        if idx[d] < ext[d] {
            return true;
        }
        idx[d] = 0;
    }
    false
}

struct Streams<'a> {
    inputs: &'a [Option<CheckedInput>; 2],
    pos: [usize; 2],
    /// Reads of each stream by each slot in the current aofs iteration of the current pair.
    seq: [[i64; 2]; 2],
    sub: &'a [[u32; DIMS]; LANES],
    active: usize,
    total: [u32; DIMS],
}

/// Element index of `arr` for a lane, or `None` when outside the array.
fn address(arr: &CheckedArray, aofs: &[u32; DIMS], bofs: &[u32; DIMS], n: i64) -> Option<usize> {
    let mut flat = 0usize;
    for k in 0..arr.shape.len() {
        let mut c = arr.start[k] + n * arr.seq[k];
        for d in 0..DIMS {
            c += aofs[d] as i64 * arr.aofs_map[k][d] + bofs[d] as i64 * arr.bofs_map[k][d];
        }
        if c < 0 || c >= arr.shape[k] as i64 {
            return None;
        }
        flat = flat * arr.shape[k] as usize + c as usize;
    }
    Some(flat)
}

impl Streams<'_> {
    fn lane_bofs(&self, origin: &[u32; DIMS], lane: usize) -> Option<[u32; DIMS]> {
        if lane >= self.active {
            return None;
        }
        let mut b = [0; DIMS];
        for d in 0..DIMS {
            b[d] = origin[d] + self.sub[lane][d];
            if b[d] >= self.total[d] {
                return None;
            }
        }
        Some(b)
    }
}

impl InputStreams for Streams<'_> {
    fn next(&mut self, stream: u8, iss: &Issue) -> Result<[i16; LANES], String> {
        let s = stream as usize & 1;
        match &self.inputs[s] {
            None => Err("not configured".into()),
            Some(CheckedInput::Vectors(v)) => {
                let out = *v.get(self.pos[s]).ok_or_else(|| format!("all {} vectors consumed", v.len()))?;
                self.pos[s] += 1;
                Ok(out)
            }
            Some(CheckedInput::Array(arr)) => {
                let n = self.seq[iss.slot as usize][s];
                self.seq[iss.slot as usize][s] += 1;
                let mut out = [arr.pad; LANES];
                for (lane, o) in out.iter_mut().enumerate() {
                    if let Some(b) = self.lane_bofs(&iss.bofs, lane) {
                        if let Some(i) = address(arr, &iss.aofs, &b, n) {
                            *o = arr.data[i];
                        }
                    }
                }
                Ok(out)
            }
        }
    }
}

/// Reads a configuration and runs `program` with it.
pub fn run_json(program: &[Insn], config_json: &str, semantics: Semantics) -> Result<RunOutput, RunError> {
    let cfg = RunConfig::from_json(config_json).map_err(RunError::Config)?;
    run(program, &cfg, semantics)
}

/// Runs `program` under the loop structure of `cfg`.
pub fn run(program: &[Insn], cfg: &RunConfig, semantics: Semantics) -> Result<RunOutput, RunError> {
    run_traced(program, cfg, semantics, &mut |_, _| {})
}

/// [`run`], calling `on_issue` after each issued instruction with the issue and the machine (whose
/// `result` is what the instruction computed).
pub fn run_traced(program: &[Insn], cfg: &RunConfig, semantics: Semantics, on_issue: &mut dyn FnMut(&Issue, &Machine)) -> Result<RunOutput, RunError> {
    // The n-th instruction with a DRAM destination uses output configuration n.
    let mut out_of_pc = vec![None; program.len()];
    let mut n_out = 0;
    for (pc, insn) in program.iter().enumerate() {
        if insn.dd < 3 {
            out_of_pc[pc] = Some(n_out);
            n_out += 1;
        }
    }
    let mut c = cfg.check(program.len(), n_out).map_err(RunError::Config)?;
    let mut pair = c.warp;
    pair[c.dual_axis] *= 2;
    // Lane l's place in its warp, row-major over the warp's extents.
    let mut sub = [[0u32; DIMS]; LANES];
    let active: usize = c.warp.iter().map(|&w| w as usize).product();
    for (lane, s) in sub.iter_mut().enumerate().take(active) {
        let mut rest = lane as u32;
        for d in (0..DIMS).rev() {
            s[d] = rest % c.warp[d];
            rest /= c.warp[d];
        }
    }
    let sim_cfg = sim::Config {
        lut: c.lut,
        reg_per_warp: c.reg_per_warp,
        subofs: sub,
        lo_order: [0; DIMS],
        tex_lut: c.tex_lut.clone(),
        semantics,
        reg_init: 0,
    };
    let mut m = Machine::new(sim_cfg);
    let mut streams = Streams { inputs: &c.inputs, pos: [0; 2], seq: [[0; 2]; 2], sub: &sub, active, total: c.total };
    // The images take the arrays' data rather than a copy: output memory counts once against the limit.
    let mut images: Vec<OutputImage> =
        c.outputs.iter_mut().map(|o| OutputImage { shape: o.shape.clone(), data: std::mem::take(&mut o.data) }).collect();
    let mut writes = Vec::new();
    let mut issued = 0u64;
    let ones = [1u32; DIMS];
    let aofs_ext = c.aofs.map(|a| a.max(1));
    let mut block = [0u32; DIMS];
    let mut pair_grid = [0u32; DIMS];
    for d in 0..DIMS {
        pair_grid[d] = c.block[d] / pair[d];
    }
    let n_pairs: u32 = pair_grid.iter().product();
    loop {
        let mut a = [0u32; DIMS];
        loop {
            let zeros = a.iter().rev().take_while(|&&x| x == 0).count();
            let lasts = (0..DIMS).rev().take_while(|&d| a[d] + 1 == aofs_ext[d]).count();
            let (beg, end) = (c.begs[DIMS - zeros], c.ends[lasts]);
            for p in 0..n_pairs {
                let mut rest = p;
                let mut lo = [0u32; DIMS];
                for d in (0..DIMS).rev() {
                    lo[d] = block[d] + (rest % pair_grid[d]) * pair[d];
                    rest /= pair_grid[d];
                }
                let mut hi = lo;
                hi[c.dual_axis] += c.warp[c.dual_axis];
                streams.seq = [[0; 2]; 2];
                for pc in beg..end {
                    for (slot, origin) in [(Slot::Lo, lo), (Slot::Hi, hi)] {
                        // `check` bounded the issues from the extents; this guard keeps any run finite anyway.
                        if issued >= MAX_ISSUES {
                            return Err(RunError::Limit(format!(
                                "stopped at instruction {pc} after {issued} issued instructions: the limit is {MAX_ISSUES}"
                            )));
                        }
                        let iss = Issue { pc, pair_id: p, aofs: a, bofs: origin, slot };
                        issued += 1;
                        let wrote = m.issue(&program[pc], &iss, &mut streams)?;
                        on_issue(&iss, &m);
                        if let Some(vals) = wrote {
                            if writes.len() >= MAX_WRITES {
                                return Err(RunError::Limit(format!(
                                    "stopped at instruction {pc}: the run makes more than {MAX_WRITES} DRAM writes, the limit (each write is kept and printed)"
                                )));
                            }
                            let k = out_of_pc[pc].unwrap_or(0);
                            let arr = &c.outputs[k];
                            let mut lanes = [None; LANES];
                            for (lane, lw) in lanes.iter_mut().enumerate() {
                                let Some(b) = streams.lane_bofs(&origin, lane) else { continue };
                                if let Some(i) = address(arr, &a, &b, 0) {
                                    images[k].data[i] = vals[lane];
                                    // i < 2^24 (MAX_ELEMENTS).
                                    *lw = Some(LaneWrite { index: i as u32, value: vals[lane] });
                                }
                            }
                            let slot = if slot == Slot::Lo { "lo" } else { "hi" };
                            writes.push(Write { output: k, pc, block, aofs: a, pair: p, slot, lanes });
                        }
                    }
                }
            }
            if !advance(&mut a, &aofs_ext, &ones) {
                break;
            }
        }
        if !advance(&mut block, &c.total, &c.block) {
            break;
        }
    }
    Ok(RunOutput { writes, outputs: images, issued, lane_ops: m.lane_ops })
}

/// Writes the DRAM writes as text: a header line and a table of lanes (index=value, `-` when masked) per
/// write, then the counts. Streams to `w`, so a large run needs no second copy of its output in memory.
pub fn write_table(out: &RunOutput, w: &mut dyn std::io::Write) -> std::io::Result<()> {
    for (n, wr) in out.writes.iter().enumerate() {
        writeln!(w, "write {n}: output {} pc {} {} pair {} block {:?} aofs {:?}", wr.output, wr.pc, wr.slot, wr.pair, wr.block, wr.aofs)?;
        for row in 0..LANES / 8 {
            write!(w, "  lanes {:2}-{:2}:", row * 8, row * 8 + 7)?;
            for l in row * 8..row * 8 + 8 {
                match wr.lanes[l] {
                    Some(lw) => write!(w, " {:>13}", format!("[{}]={}", lw.index, lw.value))?,
                    None => write!(w, " {:>13}", "-")?,
                }
            }
            writeln!(w)?;
        }
    }
    writeln!(w, "{} writes, {} instructions issued, {} lane operations", out.writes.len(), out.issued, out.lane_ops)
}

/// Writes the run as JSON (writes, final output arrays and counts) and a final newline.
pub fn write_json(out: &RunOutput, w: &mut dyn std::io::Write) -> std::io::Result<()> {
    serde_json::to_writer_pretty(&mut *w, out)?;
    writeln!(w)
}

/// The DRAM writes as text (see [`write_table`]).
pub fn format_table(out: &RunOutput) -> String {
    let mut v = Vec::new();
    let _ = write_table(out, &mut v);
    String::from_utf8_lossy(&v).into_owned()
}

/// The run as JSON: writes, final output arrays and counts.
pub fn to_json(out: &RunOutput) -> String {
    serde_json::to_string_pretty(out).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
}

#[cfg(test)]
mod tests {
    use super::config::{MAX_ELEMENTS, MAX_ISSUES, MAX_WRITES};
    use super::*;
    use crate::program::load;

    fn err(prog: &str, cfg: &str) -> String {
        let p = load(prog).unwrap();
        match run_json(&p, cfg, Semantics::Rtl) {
            Ok(o) => panic!("expected an error, the run made {} writes", o.writes.len()),
            Err(e) => e.to_string(),
        }
    }

    const OK: &str = r#""aofs": [1,1,1,1,1,1], "parallel": {"total": [1,1,1,1,1,32]}"#;

    #[test]
    fn config_errors_name_the_field_and_the_accepted_forms() {
        let cases = [
            (r#"{"aofs": [1,1,1,1,1,1], "parallel": {"total": [1,1,1,1,1,32]}, "i0": [[1, 2]]}"#, "`i0`: expected {\"vectors\""),
            (r#"{"aofs": [1,1,1,1,1,1], "parallel": {"total": [1,1,1,1,1,32]}, "i1": 3}"#, "or an array {\"shape\""),
            (r#"{"aofs": [1,1,1,1,1,1], "parallel": {"total": [1,1,1,1,-1,32]}}"#, "`parallel.total`: expected 6 whole numbers"),
            (r#"{"aofs": [1,1,1,1,1,1], "parallel": {"total": [1,1,1,1,1,32], "warps": 1}}"#, "`parallel.warps`: unknown field"),
            (r#"{"parallel": {"total": [1,1,1,1,1,32]}}"#, "`aofs` is missing"),
            (r#"{"aofs": [1,1,1,1,1,1]}"#, "`parallel` is missing"),
            (r#"{"aofs": [1,1,1,1,1,1], "parallel": {"total": [1,1,1,1,1,32]}, "outputs": [{"shape": [2]}, {"shape": "x"}]}"#, "`outputs[1].shape`: expected"),
            (r#"{"aofs": [1,1,1,1,1,1], "parallel": {"total": [1,1,1,1,1,32]}, "outputs": {}}"#, "`outputs`: expected a list"),
            (r#"{"aofs": [1,1,1,1,1,1], "parallel": {"total": [1,1,1,1,1,32]}, "i0": {"vectors": [], "pad": 0}}"#, "`i0.pad`: an input given as"),
            (r#"{"aofs": [1,1,1,1,1,1], "parallel": {"total": [1,1,1,1,1,32]}, "i0": {"vectors": [[1]]}}"#, "`i0.vectors`: a vector needs 32 lanes, has 1"),
            (r#"{"aofs": [1,1,1,1,1,1], "parallel": {"total": [1,1,1,1,1,32]}, "i0": {"shape": [2], "data": [1, 70000]}}"#, "`i0.data`: 70000 is not a signed 16-bit value"),
            (r#"{"aofs": [1,1,1,1,1,1], "parallel": {"total": [1,1,1,1,1,32]}, "i0": {"shape": [2], "data": [1, 2], "aofs_map": [[1]]}}"#, "`i0.aofs_map[0]` needs 6 entries"),
            (r#"[1]"#, "the configuration must be a JSON object, found a list"),
            ("{\"aofs\": [1,\n", "not JSON: EOF while parsing a value at line 2 column 0"),
        ];
        for (cfg, want) in cases {
            let e = err("R0 = 0\n", cfg);
            assert!(e.contains(want), "{cfg}\n  gave: {e}\n  want: {want}");
            assert!(!e.contains("untagged"), "{e}");
        }
    }

    #[test]
    fn small_configs_cannot_ask_for_huge_work_or_memory() {
        let t = std::time::Instant::now();
        // Output arrays cost no input text: their elements count against the run's limit before allocation.
        let e = err("DRAM = 1\n", &format!(r#"{{{OK}, "outputs": [{{"shape": [4096, 4096]}}, {{"shape": [2]}}]}}"#));
        assert!(e.contains("`outputs[1].shape`") && e.contains(&MAX_ELEMENTS.to_string()), "{e}");
        let many = vec![r#"{"shape": [65536, 64]}"#; 1000].join(",");
        let e = err("DRAM = 1\n", &format!(r#"{{{OK}, "outputs": [{many}]}}"#));
        assert!(e.contains("`outputs[4].shape`"), "{e}");
        // An aofs extent of 0 runs once: it must not hide the other extents from the issue bound (the
        // product used to be 0). Extents that overflow 64 bits saturate instead of wrapping.
        for aofs in ["[0, 4000000, 4000000, 1, 1, 1]", "[16777216, 16777216, 16777216, 16777216, 16777216, 16777216]"] {
            let e = err("R0 = 0\n", &format!(r#"{{"aofs": {aofs}, "parallel": {{"total": [1,1,1,1,1,32]}}}}"#));
            assert!(e.contains(&format!("the limit is {MAX_ISSUES}")), "{e}");
        }
        // An empty program still steps through every warp pair of every iteration.
        let e = err("", r#"{"aofs": [1, 1, 1, 100000, 100000, 100000], "parallel": {"total": [1,1,1,1,1,32]}}"#);
        assert!(e.contains("would issue"), "{e}");
        let e = err("R0 = 0\n", r#"{"aofs": [1,1,1,1,1,4294967295], "parallel": {"total": [1,1,1,1,1,32]}}"#);
        assert!(e.contains("the limit is 16777216 (2^24) per dimension"), "{e}");
        // Warp extents whose product overflows are refused, not a panic.
        let e = err("R0 = 0\n", r#"{"aofs": [1,1,1,1,1,1], "parallel": {"total": [1,1,1,1,1,32], "warp": [2147483648,2147483648,2147483648,1,1,1]}}"#);
        assert!(e.contains("`parallel.warp`"), "{e}");
        // Writes are kept and printed: a run stops at the limit with an error naming the instruction.
        let e = err(
            "DRAM = 1\n",
            r#"{"aofs": [1,1,1,1,1,100000], "parallel": {"total": [1,1,1,1,1,64]}, "outputs": [{"shape": [64]}]}"#,
        );
        assert!(e.contains("stopped at instruction 0") && e.contains(&MAX_WRITES.to_string()), "{e}");
        assert!(t.elapsed().as_secs() < 20, "refusals must be quick: {:?}", t.elapsed());
    }

    #[test]
    fn output_data_is_the_initial_image_and_writes_stay_compact() {
        let p = load("DRAM = 7\n").unwrap();
        let cfg = r#"{"aofs": [1,1,1,1,1,1], "parallel": {"total": [1,1,1,1,1,2], "warp": [1,1,1,1,1,1]},
                      "outputs": [{"shape": [3], "data": [-1, -2, -3], "bofs_map": [[0,0,0,0,0,1]]}]}"#;
        let out = run_json(&p, cfg, Semantics::Rtl).unwrap();
        assert_eq!(out.outputs[0].data, vec![7, 7, -3]);
        assert_eq!(out.writes.len(), 2);
        assert!(std::mem::size_of::<Write>() <= 512, "{}", std::mem::size_of::<Write>());
        let mut text = Vec::new();
        write_table(&out, &mut text).unwrap();
        assert_eq!(String::from_utf8(text).unwrap(), format_table(&out));
        let mut json = Vec::new();
        write_json(&out, &mut json).unwrap();
        let v: serde_json::Value = serde_json::from_slice(&json).unwrap();
        assert_eq!(v["writes"][0]["lanes"][0]["index"], 0);
        assert_eq!(v["writes"][0]["lanes"][1], serde_json::Value::Null);
    }

    #[test]
    fn extreme_table_values_wrap_instead_of_panicking() {
        // Opcode 101 (doc semantics) interpolates between two `tex_lut` entries, which may be any i64.
        let p = load("28000000\n").unwrap();
        let cfg = r#"{"aofs": [1,1,1,1,1,1], "parallel": {"total": [1,1,1,1,1,32]}, "outputs": [{"shape": [1]}],
                      "tex_lut": [[9223372036854775807, -9223372036854775808, 5]]}"#;
        assert!(run_json(&p, cfg, Semantics::Doc).is_ok());
    }
}
