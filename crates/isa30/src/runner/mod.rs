//! The program runner: the accelerator's loop structure around the ALU.
//!
//! For each block of the parallel space, for each aofs value (row-major over six dimensions), for each
//! warp pair of the block, for pc in `begs[l]..ends[r]`: issue the lo warp, then the hi warp. `l` is 6
//! minus the number of innermost aofs dimensions that are 0 and `r` the number of innermost dimensions at
//! their last value, so `begs`/`ends` give each loop level a prologue and an epilogue.
//! Inputs come from [`config::RunConfig`]; outputs are the DRAM writes.

pub mod config;

use crate::encoding::Insn;
use crate::sim::{self, InputStreams, Issue, Machine, Semantics, SimError, Slot, DIMS, LANES};
use config::{CheckedArray, CheckedInput, RunConfig};
use serde::Serialize;

/// One lane of a DRAM write: the element index in the output array and the value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct LaneWrite {
    pub index: usize,
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
    pub lanes: Vec<Option<LaneWrite>>,
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
    // The n-th instruction with a DRAM destination uses output configuration n.
    let mut out_of_pc = vec![None; program.len()];
    let mut n_out = 0;
    for (pc, insn) in program.iter().enumerate() {
        if insn.dd < 3 {
            out_of_pc[pc] = Some(n_out);
            n_out += 1;
        }
    }
    let c = cfg.check(program.len(), n_out).map_err(RunError::Config)?;
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
    let mut images: Vec<OutputImage> =
        c.outputs.iter().map(|o| OutputImage { shape: o.shape.clone(), data: o.data.clone() }).collect();
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
                        let iss = Issue { pc, pair_id: p, aofs: a, bofs: origin, slot };
                        issued += 1;
                        if let Some(vals) = m.issue(&program[pc], &iss, &mut streams)? {
                            let k = out_of_pc[pc].unwrap_or(0);
                            let arr = &c.outputs[k];
                            let mut lanes = vec![None; LANES];
                            for (lane, lw) in lanes.iter_mut().enumerate() {
                                let Some(b) = streams.lane_bofs(&origin, lane) else { continue };
                                if let Some(i) = address(arr, &a, &b, 0) {
                                    images[k].data[i] = vals[lane];
                                    *lw = Some(LaneWrite { index: i, value: vals[lane] });
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

/// The DRAM writes as text: a header line and a table of lanes (index=value, `-` when masked) per write.
pub fn format_table(out: &RunOutput) -> String {
    use std::fmt::Write as _;
    let mut s = String::new();
    for (n, w) in out.writes.iter().enumerate() {
        let _ = writeln!(
            s,
            "write {n}: output {} pc {} {} pair {} block {:?} aofs {:?}",
            w.output, w.pc, w.slot, w.pair, w.block, w.aofs
        );
        for row in 0..LANES / 8 {
            let _ = write!(s, "  lanes {:2}-{:2}:", row * 8, row * 8 + 7);
            for l in row * 8..row * 8 + 8 {
                match w.lanes[l] {
                    Some(lw) => {
                        let _ = write!(s, " {:>13}", format!("[{}]={}", lw.index, lw.value));
                    }
                    None => s.push_str(&format!(" {:>13}", "-")),
                }
            }
            s.push('\n');
        }
    }
    let _ = writeln!(s, "{} writes, {} instructions issued, {} lane operations", out.writes.len(), out.issued, out.lane_ops);
    s
}

/// The run as JSON: writes, final output arrays and counts.
pub fn to_json(out: &RunOutput) -> String {
    serde_json::to_string_pretty(out).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
}
