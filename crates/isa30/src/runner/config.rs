//! The runner's input file (JSON), documented in docs/isa30.md. Reading it never panics: every count,
//! index and size is checked, and every limit is bounded so a hostile file cannot exhaust memory.

use crate::sim::{DIMS, LANES};
use serde::Deserialize;

/// Upper bound on issued instructions per run (keeps `run` finite on any input).
pub const MAX_ISSUES: u64 = 50_000_000;
/// Upper bound on the elements of one array.
pub const MAX_ARRAY: usize = 1 << 24;

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RunConfig {
    #[serde(default = "one")]
    pub reg_per_warp: u8,
    /// Constant-LUT entries L0..L3.
    #[serde(default)]
    pub lut: Vec<i64>,
    /// Texture tables for isa30.md's 101 interpolation (doc semantics).
    #[serde(default)]
    pub tex_lut: Vec<Vec<i64>>,
    /// First pc per loop level (7 entries); default all 0.
    #[serde(default)]
    pub begs: Option<Vec<usize>>,
    /// End pc (exclusive) per loop level (7 entries); default all = program length.
    #[serde(default)]
    pub ends: Option<Vec<usize>>,
    /// Extents of the six accumulation (aofs) dimensions, outermost first.
    pub aofs: Vec<u32>,
    pub parallel: Parallel,
    #[serde(default)]
    pub i0: Option<Input>,
    #[serde(default)]
    pub i1: Option<Input>,
    /// Output configuration n is used by the n-th instruction with a DRAM destination.
    #[serde(default)]
    pub outputs: Vec<Array>,
}

fn one() -> u8 {
    1
}

/// The parallel (bofs) index space and how warps cover it.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Parallel {
    /// Extent of each of the six dimensions; lanes beyond it are masked.
    pub total: Vec<u32>,
    /// Lanes of one warp along each dimension (powers of two, product at most 32).
    #[serde(default)]
    pub warp: Option<Vec<u32>>,
    /// The dimension along which the hi warp of a pair follows the lo warp.
    #[serde(default = "five")]
    pub dual_axis: usize,
    /// Extent of one block (a multiple of the pair extent); default: the whole space.
    #[serde(default)]
    pub block: Option<Vec<u32>>,
}

fn five() -> usize {
    5
}

/// An input stream: explicit vectors (consumed in order, like the RTL vectors), or an array read through
/// an affine map of the loop indexes.
#[derive(Clone, Debug, Deserialize)]
#[serde(untagged)]
pub enum Input {
    Vectors { vectors: Vec<Vec<i64>> },
    Array(Array),
}

/// An array in DRAM and how loop indexes address it. Coordinate k of the element a lane touches is
/// `start[k] + sum_d aofs[d]*aofs_map[k][d] + sum_d bofs_lane[d]*bofs_map[k][d] + n*seq[k]`, where `n`
/// counts earlier reads of the same stream by the same warp in the same aofs iteration. Out-of-range
/// reads give `pad`; out-of-range writes are masked.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Array {
    pub shape: Vec<u32>,
    #[serde(default)]
    pub data: Vec<i64>,
    #[serde(default)]
    pub start: Vec<i64>,
    #[serde(default)]
    pub aofs_map: Vec<Vec<i64>>,
    #[serde(default)]
    pub bofs_map: Vec<Vec<i64>>,
    #[serde(default)]
    pub seq: Vec<i64>,
    #[serde(default)]
    pub pad: i64,
}

/// A checked configuration with every vector at its full length.
#[derive(Clone, Debug)]
pub struct Checked {
    pub reg_per_warp: u8,
    pub lut: [i64; 4],
    pub tex_lut: Vec<Vec<i64>>,
    pub begs: [usize; DIMS + 1],
    pub ends: [usize; DIMS + 1],
    pub aofs: [u32; DIMS],
    pub total: [u32; DIMS],
    pub warp: [u32; DIMS],
    pub dual_axis: usize,
    pub block: [u32; DIMS],
    pub inputs: [Option<CheckedInput>; 2],
    pub outputs: Vec<CheckedArray>,
}

#[derive(Clone, Debug)]
pub enum CheckedInput {
    Vectors(Vec<[i16; LANES]>),
    Array(CheckedArray),
}

#[derive(Clone, Debug)]
pub struct CheckedArray {
    pub shape: Vec<u32>,
    pub data: Vec<i16>,
    pub start: Vec<i64>,
    pub aofs_map: Vec<[i64; DIMS]>,
    pub bofs_map: Vec<[i64; DIMS]>,
    pub seq: Vec<i64>,
    pub pad: i16,
}

fn dims<T: Copy + Default>(v: &[T], what: &str) -> Result<[T; DIMS], String> {
    if v.len() != DIMS {
        return Err(format!("`{what}` needs {DIMS} entries, has {}", v.len()));
    }
    let mut out = [T::default(); DIMS];
    out.copy_from_slice(v);
    Ok(out)
}

fn i16_of(x: i64, what: &str) -> Result<i16, String> {
    i16::try_from(x).map_err(|_| format!("{what}: {x} is not a signed 16-bit value"))
}

impl Array {
    fn check(&self, what: &str, with_data: bool) -> Result<CheckedArray, String> {
        let rank = self.shape.len();
        if rank == 0 || rank > 8 {
            return Err(format!("{what}: `shape` needs 1 to 8 dimensions"));
        }
        let mut size: usize = 1;
        for &s in &self.shape {
            size = size.checked_mul(s as usize).filter(|&n| n <= MAX_ARRAY).ok_or(format!("{what}: array larger than {MAX_ARRAY} elements"))?;
        }
        let data = if with_data {
            if self.data.len() != size {
                return Err(format!("{what}: `data` has {} elements, the shape needs {size}", self.data.len()));
            }
            self.data.iter().map(|&x| i16_of(x, what)).collect::<Result<Vec<_>, _>>()?
        } else {
            if !self.data.is_empty() && self.data.len() != size {
                return Err(format!("{what}: `data` has {} elements, the shape needs {size}", self.data.len()));
            }
            vec![0; size]
        };
        let per_dim = |v: &[i64], name: &str| -> Result<Vec<i64>, String> {
            match v.len() {
                0 => Ok(vec![0; rank]),
                n if n == rank => Ok(v.to_vec()),
                n => Err(format!("{what}: `{name}` has {n} entries, the shape {rank}")),
            }
        };
        let map = |m: &[Vec<i64>], name: &str| -> Result<Vec<[i64; DIMS]>, String> {
            match m.len() {
                0 => Ok(vec![[0; DIMS]; rank]),
                n if n == rank => m.iter().map(|r| dims(r, name)).collect(),
                n => Err(format!("{what}: `{name}` has {n} rows, the shape {rank}")),
            }
        };
        let all = [&self.start[..], &self.seq[..]].into_iter().flatten().chain(self.aofs_map.iter().chain(&self.bofs_map).flatten());
        if all.into_iter().any(|x| x.unsigned_abs() > 1 << 24) {
            return Err(format!("{what}: offsets and strides must be within ±2^24"));
        }
        Ok(CheckedArray {
            shape: self.shape.clone(),
            data,
            start: per_dim(&self.start, "start")?,
            aofs_map: map(&self.aofs_map, "aofs_map")?,
            bofs_map: map(&self.bofs_map, "bofs_map")?,
            seq: per_dim(&self.seq, "seq")?,
            pad: i16_of(self.pad, what)?,
        })
    }
}

impl RunConfig {
    pub fn from_json(text: &str) -> Result<RunConfig, String> {
        serde_json::from_str(text).map_err(|e| format!("configuration: {e}"))
    }

    /// Validates against a program of `n_insns` instructions with `n_outputs` DRAM-writing ones.
    pub fn check(&self, n_insns: usize, n_outputs: usize) -> Result<Checked, String> {
        if self.reg_per_warp > 7 {
            return Err("`reg_per_warp` is a 3-bit setting (0..7)".into());
        }
        if self.lut.len() > 4 {
            return Err("`lut` has at most 4 entries".into());
        }
        let mut lut = [0i64; 4];
        lut[..self.lut.len()].copy_from_slice(&self.lut);
        let levels = |v: &Option<Vec<usize>>, what: &str, default: usize| -> Result<[usize; DIMS + 1], String> {
            match v {
                None => Ok([default; DIMS + 1]),
                Some(v) if v.len() == DIMS + 1 => {
                    let mut o = [0; DIMS + 1];
                    o.copy_from_slice(v);
                    if o.iter().any(|&p| p > n_insns) {
                        return Err(format!("`{what}` points past the program's {n_insns} instructions"));
                    }
                    Ok(o)
                }
                Some(v) => Err(format!("`{what}` needs {} entries, has {}", DIMS + 1, v.len())),
            }
        };
        let begs = levels(&self.begs, "begs", 0)?;
        let ends = levels(&self.ends, "ends", n_insns)?;
        let aofs = dims(&self.aofs, "aofs")?;
        let total = dims(&self.parallel.total, "parallel.total")?;
        let mut warp = [1, 1, 1, 1, 1, 32];
        if let Some(w) = &self.parallel.warp {
            warp = dims(w, "parallel.warp")?;
        }
        if warp.iter().any(|w| !w.is_power_of_two()) || warp.iter().map(|&w| w as u64).product::<u64>() > LANES as u64 {
            return Err("`parallel.warp` extents must be powers of two with a product of at most 32".into());
        }
        let dual_axis = self.parallel.dual_axis;
        if dual_axis >= DIMS {
            return Err("`parallel.dual_axis` must be 0..5".into());
        }
        let mut pair = warp;
        pair[dual_axis] *= 2;
        let block = match &self.parallel.block {
            Some(b) => dims(b, "parallel.block")?,
            None => {
                let mut b = total;
                for d in 0..DIMS {
                    b[d] = b[d].div_ceil(pair[d]).max(1) * pair[d];
                }
                b
            }
        };
        if (0..DIMS).any(|d| block[d] == 0 || block[d] % pair[d] != 0) {
            return Err("`parallel.block` extents must be positive multiples of the warp-pair extent".into());
        }
        let count = |ext: &[u32; DIMS], unit: &[u32; DIMS]| -> u64 {
            (0..DIMS).map(|d| (ext[d] as u64).div_ceil(unit[d] as u64).max(1)).product()
        };
        let pairs_per_block = count(&block, &pair);
        if pairs_per_block > 64 {
            return Err(format!("a block holds {pairs_per_block} warp pairs; the accelerator has 64 pair ids"));
        }
        let issues = count(&total, &block)
            .saturating_mul(aofs.iter().map(|&a| a as u64).product::<u64>())
            .saturating_mul(pairs_per_block)
            .saturating_mul(2 * n_insns as u64);
        if issues > MAX_ISSUES {
            return Err(format!("the run would issue up to {issues} instructions (limit {MAX_ISSUES})"));
        }
        let input = |i: &Option<Input>, what: &str| -> Result<Option<CheckedInput>, String> {
            Ok(match i {
                None => None,
                Some(Input::Vectors { vectors }) => Some(CheckedInput::Vectors(
                    vectors
                        .iter()
                        .map(|v| {
                            if v.len() != LANES {
                                return Err(format!("{what}: a vector needs {LANES} lanes"));
                            }
                            let mut o = [0i16; LANES];
                            for (d, &x) in o.iter_mut().zip(v) {
                                *d = i16_of(x, what)?;
                            }
                            Ok(o)
                        })
                        .collect::<Result<_, _>>()?,
                )),
                Some(Input::Array(a)) => Some(CheckedInput::Array(a.check(what, true)?)),
            })
        };
        let inputs = [input(&self.i0, "i0")?, input(&self.i1, "i1")?];
        if self.outputs.len() < n_outputs {
            return Err(format!("the program writes DRAM from {n_outputs} instructions but {} outputs are configured", self.outputs.len()));
        }
        let outputs = self.outputs.iter().enumerate().map(|(k, o)| o.check(&format!("outputs[{k}]"), false)).collect::<Result<_, _>>()?;
        if self.tex_lut.len() > 4 || self.tex_lut.iter().any(|t| t.len() > 64) {
            return Err("`tex_lut` has at most 4 tables of at most 64 entries".into());
        }
        Ok(Checked {
            reg_per_warp: self.reg_per_warp,
            lut,
            tex_lut: self.tex_lut.clone(),
            begs,
            ends,
            aofs,
            total,
            warp,
            dual_axis,
            block,
            inputs,
            outputs,
        })
    }
}
