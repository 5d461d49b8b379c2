//! The runner's input file (JSON), documented in docs/isa30.md. Reading it never panics: every count,
//! index and size is checked, and every limit is bounded so a hostile file cannot exhaust memory.

use crate::sim::{DIMS, LANES};
use serde::de::DeserializeOwned;
use serde_json::value::RawValue;
use std::collections::BTreeMap;

/// Upper bound on issued instructions per run: about five seconds of simulation, so that no
/// configuration keeps the process busy for minutes. Checked before the run (from the loop extents) and
/// again while it runs.
pub const MAX_ISSUES: u64 = 10_000_000;
/// Upper bound on the elements of all arrays of a run together (inputs and outputs): 32 MiB of values.
/// Output arrays cost no input text, so without it a short file could ask for gigabytes.
pub const MAX_ELEMENTS: usize = 1 << 24;
/// Upper bound on the DRAM writes of a run: each is kept and printed (32 lanes), so this bounds the
/// memory (under 32 MiB) and the printed output.
pub const MAX_WRITES: usize = 1 << 16;
/// Upper bound on the size of a file the command line reads (program, configuration, vector file): a
/// configuration with [`MAX_ELEMENTS`] values fits, and `/dev/zero` or a runaway pipe cannot fill memory.
pub const MAX_FILE_BYTES: u64 = 256 << 20;
/// Upper bound on each extent of `aofs`, `parallel.total` and `parallel.block`; with it no index sum
/// can overflow (arrays are smaller anyway).
pub const MAX_EXTENT: u32 = 1 << 24;

#[derive(Clone, Debug)]
pub struct RunConfig {
    pub reg_per_warp: u8,
    /// Constant-LUT entries L0..L3.
    pub lut: Vec<i64>,
    /// Texture tables for isa30.md's 101 interpolation (doc semantics).
    pub tex_lut: Vec<Vec<i64>>,
    /// First pc per loop level (7 entries); default all 0.
    pub begs: Option<Vec<usize>>,
    /// End pc (exclusive) per loop level (7 entries); default all = program length.
    pub ends: Option<Vec<usize>>,
    /// Extents of the six accumulation (aofs) dimensions, outermost first.
    pub aofs: Vec<u32>,
    pub parallel: Parallel,
    pub i0: Option<Input>,
    pub i1: Option<Input>,
    /// Output configuration n is used by the n-th instruction with a DRAM destination.
    pub outputs: Vec<Array>,
}

/// The parallel (bofs) index space and how warps cover it.
#[derive(Clone, Debug)]
pub struct Parallel {
    /// Extent of each of the six dimensions; lanes beyond it are masked.
    pub total: Vec<u32>,
    /// Lanes of one warp along each dimension (powers of two, product at most 32).
    pub warp: Option<Vec<u32>>,
    /// The dimension along which the hi warp of a pair follows the lo warp.
    pub dual_axis: usize,
    /// Extent of one block (a multiple of the pair extent); default: the whole space.
    pub block: Option<Vec<u32>>,
}

/// An input stream: explicit vectors (consumed in order, like the RTL vectors), or an array read through
/// an affine map of the loop indexes.
#[derive(Clone, Debug)]
pub enum Input {
    Vectors { vectors: Vec<Vec<i64>> },
    Array(Array),
}

/// An array in DRAM and how loop indexes address it. Coordinate k of the element a lane touches is
/// `start[k] + sum_d aofs[d]*aofs_map[k][d] + sum_d bofs_lane[d]*bofs_map[k][d] + n*seq[k]`, where `n`
/// counts earlier reads of the same stream by the same warp in the same aofs iteration. Out-of-range
/// reads give `pad`; out-of-range writes are masked.
#[derive(Clone, Debug, Default)]
pub struct Array {
    pub shape: Vec<u32>,
    pub data: Vec<i64>,
    pub start: Vec<i64>,
    pub aofs_map: Vec<Vec<i64>>,
    pub bofs_map: Vec<Vec<i64>>,
    pub seq: Vec<i64>,
    pub pad: i64,
}

// Reading the JSON: the text is checked as a whole (syntax errors give line and column), then read field by
// field from borrowed raw values, so that every error names the field it is about (`parallel.total`,
// `outputs[2].shape`) and what the field accepts, which serde's derived messages (`data did not match any
// variant of untagged enum`) do not. Raw values borrow the text: no tree copy of large arrays.

const ARRAY_FORM: &str = r#"an array {"shape": [...], "data": [...], ...}"#;
const VECTORS_FORM: &str = r#"{"vectors": [[32 numbers], ...]}"#;

type Obj<'a> = BTreeMap<String, &'a RawValue>;

fn kind(v: &RawValue) -> &'static str {
    match v.get().trim_start().bytes().next() {
        Some(b'{') => "an object",
        Some(b'[') => "a list",
        Some(b'"') => "a string",
        Some(b't' | b'f') => "a boolean",
        Some(b'n') => "null",
        _ => "a number",
    }
}

fn at(path: &str, key: &str) -> String {
    if path.is_empty() { key.to_string() } else { format!("{path}.{key}") }
}

/// serde_json's message without its position, which is relative to the field's own text.
fn bare(e: serde_json::Error) -> String {
    let s = e.to_string();
    match s.rfind(" at line ") {
        Some(i) => s[..i].to_string(),
        None => s,
    }
}

/// The object `v`, with no keys but `keys`.
fn object<'a>(v: &'a RawValue, path: &str, what: &str, keys: &[&str]) -> Result<Obj<'a>, String> {
    let m: Obj = serde_json::from_str(v.get()).map_err(|_| format!("`{path}`: expected {what}, found {}", kind(v)))?;
    if let Some(k) = m.keys().find(|k| !keys.contains(&k.as_str())) {
        return Err(format!("`{}`: unknown field (the fields are {})", at(path, k), keys.join(", ")));
    }
    Ok(m)
}

/// Field `key` of `m`, if present, read as `T`; `expect` says what the field accepts.
fn field<T: DeserializeOwned>(m: &Obj, path: &str, key: &str, expect: &str) -> Result<Option<T>, String> {
    let Some(v) = m.get(key) else { return Ok(None) };
    serde_json::from_str(v.get()).map(Some).map_err(|e| format!("`{}`: expected {expect} ({})", at(path, key), bare(e)))
}

fn required<T: DeserializeOwned>(m: &Obj, path: &str, key: &str, expect: &str) -> Result<T, String> {
    field(m, path, key, expect)?.ok_or_else(|| format!("`{}` is missing: {expect}", at(path, key)))
}

const SIX: &str = "6 whole numbers";
const INTS: &str = "a list of integers";
const ROWS: &str = "a list of rows of 6 integers, one row per dimension of `shape`";

impl Array {
    fn from_raw(v: &RawValue, path: &str) -> Result<Array, String> {
        let keys = ["shape", "data", "start", "aofs_map", "bofs_map", "seq", "pad"];
        let m = object(v, path, ARRAY_FORM, &keys)?;
        Ok(Array {
            shape: required(&m, path, "shape", "a list of 1 to 8 extents (whole numbers)")?,
            data: field(&m, path, "data", "a list of signed 16-bit values")?.unwrap_or_default(),
            start: field(&m, path, "start", INTS)?.unwrap_or_default(),
            aofs_map: field(&m, path, "aofs_map", ROWS)?.unwrap_or_default(),
            bofs_map: field(&m, path, "bofs_map", ROWS)?.unwrap_or_default(),
            seq: field(&m, path, "seq", INTS)?.unwrap_or_default(),
            pad: field(&m, path, "pad", "a signed 16-bit value")?.unwrap_or(0),
        })
    }
}

impl Input {
    fn from_raw(v: &RawValue, path: &str) -> Result<Input, String> {
        if kind(v) != "an object" {
            return Err(format!("`{path}`: expected {VECTORS_FORM} or {ARRAY_FORM}, found {}", kind(v)));
        }
        let m = object(v, path, "an object", &["vectors", "shape", "data", "start", "aofs_map", "bofs_map", "seq", "pad"])?;
        if !m.contains_key("vectors") {
            return Array::from_raw(v, path).map(Input::Array);
        }
        if let Some(k) = m.keys().find(|k| *k != "vectors") {
            return Err(format!("`{}`: an input given as {VECTORS_FORM} has no other field", at(path, k)));
        }
        Ok(Input::Vectors { vectors: required(&m, path, "vectors", "a list of vectors of 32 signed 16-bit values")? })
    }
}

impl RunConfig {
    /// Reads a configuration; an error names the field (or the line and column of a JSON syntax error).
    pub fn from_json(text: &str) -> Result<RunConfig, String> {
        let top: &RawValue = serde_json::from_str(text).map_err(|e| format!("not JSON: {e}"))?;
        let keys = ["reg_per_warp", "lut", "tex_lut", "begs", "ends", "aofs", "parallel", "i0", "i1", "outputs"];
        if kind(top) != "an object" {
            return Err(format!("the configuration must be a JSON object, found {}", kind(top)));
        }
        let m = object(top, "", "an object", &keys)?;
        let pv = m.get("parallel").ok_or(r#"`parallel` is missing: {"total": [6 extents], ...}"#)?;
        let pm = object(pv, "parallel", r#"an object {"total": [6 extents], ...}"#, &["total", "warp", "dual_axis", "block"])?;
        let parallel = Parallel {
            total: required(&pm, "parallel", "total", SIX)?,
            warp: field(&pm, "parallel", "warp", SIX)?,
            dual_axis: field(&pm, "parallel", "dual_axis", "a dimension 0..5")?.unwrap_or(5),
            block: field(&pm, "parallel", "block", SIX)?,
        };
        let input = |k: &str| m.get(k).map(|v| Input::from_raw(v, k)).transpose();
        let outputs = match m.get("outputs") {
            None => Vec::new(),
            Some(o) => {
                let list: Vec<&RawValue> = serde_json::from_str(o.get())
                    .map_err(|_| format!(r#"`outputs`: expected a list of arrays {{"shape": [...], ...}}, found {}"#, kind(o)))?;
                list.iter().enumerate().map(|(k, o)| Array::from_raw(o, &format!("outputs[{k}]"))).collect::<Result<_, _>>()?
            }
        };
        Ok(RunConfig {
            reg_per_warp: field(&m, "", "reg_per_warp", "a number 0..7")?.unwrap_or(1),
            lut: field(&m, "", "lut", "up to 4 integers")?.unwrap_or_default(),
            tex_lut: field(&m, "", "tex_lut", "a list of tables (lists of integers)")?.unwrap_or_default(),
            begs: field(&m, "", "begs", "7 program addresses")?,
            ends: field(&m, "", "ends", "7 program addresses")?,
            aofs: required(&m, "", "aofs", "6 extents (whole numbers)")?,
            parallel,
            i0: input("i0")?,
            i1: input("i1")?,
            outputs,
        })
    }
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
    i16::try_from(x).map_err(|_| format!("`{what}`: {x} is not a signed 16-bit value"))
}

impl Array {
    /// Checks the array and takes its elements from `budget` (what is left of [`MAX_ELEMENTS`]) before
    /// allocating them.
    fn check(&self, what: &str, with_data: bool, budget: &mut usize) -> Result<CheckedArray, String> {
        let rank = self.shape.len();
        if rank == 0 || rank > 8 {
            return Err(format!("`{what}.shape` needs 1 to 8 dimensions, has {rank}"));
        }
        let size = self.shape.iter().try_fold(1usize, |n, &s| n.checked_mul(s as usize).filter(|&n| n <= *budget));
        let Some(size) = size else {
            return Err(format!(
                "`{what}.shape` {:?} asks for too many elements: all arrays of a run together are limited to {MAX_ELEMENTS} (2^24) elements",
                self.shape
            ));
        };
        *budget -= size;
        let data = if with_data {
            if self.data.len() != size {
                return Err(format!("`{what}.data` has {} elements, the shape needs {size}", self.data.len()));
            }
            self.data.iter().map(|&x| i16_of(x, &format!("{what}.data"))).collect::<Result<Vec<_>, _>>()?
        } else {
            if !self.data.is_empty() && self.data.len() != size {
                return Err(format!("`{what}.data` has {} elements, the shape needs {size}", self.data.len()));
            }
            self.data.iter().map(|&x| i16_of(x, &format!("{what}.data"))).collect::<Result<Vec<_>, _>>()?
        };
        let data = if data.is_empty() { vec![0; size] } else { data };
        let per_dim = |v: &[i64], name: &str| -> Result<Vec<i64>, String> {
            match v.len() {
                0 => Ok(vec![0; rank]),
                n if n == rank => Ok(v.to_vec()),
                n => Err(format!("`{what}.{name}` has {n} entries, the shape {rank}")),
            }
        };
        let map = |m: &[Vec<i64>], name: &str| -> Result<Vec<[i64; DIMS]>, String> {
            match m.len() {
                0 => Ok(vec![[0; DIMS]; rank]),
                n if n == rank => m.iter().enumerate().map(|(k, r)| dims(r, &format!("{what}.{name}[{k}]"))).collect(),
                n => Err(format!("`{what}.{name}` has {n} rows, the shape {rank}")),
            }
        };
        let all = [&self.start[..], &self.seq[..]].into_iter().flatten().chain(self.aofs_map.iter().chain(&self.bofs_map).flatten());
        if all.into_iter().any(|x| x.unsigned_abs() > 1 << 24) {
            return Err(format!("`{what}`: offsets and strides (`start`, `seq`, `aofs_map`, `bofs_map`) must be within ±2^24"));
        }
        Ok(CheckedArray {
            shape: self.shape.clone(),
            data,
            start: per_dim(&self.start, "start")?,
            aofs_map: map(&self.aofs_map, "aofs_map")?,
            bofs_map: map(&self.bofs_map, "bofs_map")?,
            seq: per_dim(&self.seq, "seq")?,
            pad: i16_of(self.pad, &format!("{what}.pad"))?,
        })
    }
}

impl RunConfig {
    /// Validates against a program of `n_insns` instructions with `n_outputs` DRAM-writing ones. Every
    /// limit of the run (extents, elements, issued instructions) is checked here, before anything large
    /// is allocated or run.
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
        let extents = |v: &[u32], what: &str| -> Result<[u32; DIMS], String> {
            let e = dims(v, what)?;
            match e.iter().find(|&&x| x > MAX_EXTENT) {
                Some(x) => Err(format!("`{what}` has an extent of {x}: the limit is {MAX_EXTENT} (2^24) per dimension")),
                None => Ok(e),
            }
        };
        let aofs = extents(&self.aofs, "aofs")?;
        let total = extents(&self.parallel.total, "parallel.total")?;
        let mut warp = [1, 1, 1, 1, 1, 32];
        if let Some(w) = &self.parallel.warp {
            warp = dims(w, "parallel.warp")?;
        }
        if warp.iter().any(|w| !w.is_power_of_two()) || warp.iter().map(|&w| w as u64).fold(1, u64::saturating_mul) > LANES as u64 {
            return Err("`parallel.warp` extents must be powers of two with a product of at most 32".into());
        }
        let dual_axis = self.parallel.dual_axis;
        if dual_axis >= DIMS {
            return Err("`parallel.dual_axis` must be 0..5".into());
        }
        let mut pair = warp;
        pair[dual_axis] *= 2;
        let block = match &self.parallel.block {
            Some(b) => extents(b, "parallel.block")?,
            None => {
                let mut b = total;
                for d in 0..DIMS {
                    // At most 2^24 + 63: no overflow.
                    b[d] = b[d].div_ceil(pair[d]).max(1) * pair[d];
                }
                b
            }
        };
        if (0..DIMS).any(|d| block[d] == 0 || block[d] % pair[d] != 0) {
            return Err("`parallel.block` extents must be positive multiples of the warp-pair extent".into());
        }
        // Products saturate: six extents of 2^24 overflow even u64.
        let count = |ext: &[u32; DIMS], unit: &[u32; DIMS]| -> u64 {
            (0..DIMS).map(|d| (ext[d] as u64).div_ceil(unit[d] as u64).max(1)).fold(1, u64::saturating_mul)
        };
        let pairs_per_block = count(&block, &pair);
        if pairs_per_block > 64 {
            return Err(format!("a block holds {pairs_per_block} warp pairs; the accelerator has 64 pair ids"));
        }
        // An aofs extent of 0 runs once, like 1; a pair step with an empty pc range still counts as one
        // issue, so that an empty program cannot loop for ever either.
        let iterations = count(&total, &block).saturating_mul(count(&aofs, &[1; DIMS])).saturating_mul(pairs_per_block);
        let issues = iterations.saturating_mul(2 * n_insns.max(1) as u64);
        if issues > MAX_ISSUES {
            return Err(format!(
                "the loops (blocks x aofs iterations x warp pairs x 2 warps x {n_insns} instructions) would issue up to {} instructions: the limit is {MAX_ISSUES}",
                if issues == u64::MAX { "more than 2^64".to_string() } else { issues.to_string() }
            ));
        }
        let mut budget = MAX_ELEMENTS;
        let mut input = |i: &Option<Input>, what: &str| -> Result<Option<CheckedInput>, String> {
            Ok(match i {
                None => None,
                Some(Input::Vectors { vectors }) => Some(CheckedInput::Vectors(
                    vectors
                        .iter()
                        .map(|v| {
                            if v.len() != LANES {
                                return Err(format!("`{what}.vectors`: a vector needs {LANES} lanes, has {}", v.len()));
                            }
                            let mut o = [0i16; LANES];
                            for (d, &x) in o.iter_mut().zip(v) {
                                *d = i16_of(x, &format!("{what}.vectors"))?;
                            }
                            Ok(o)
                        })
                        .collect::<Result<_, _>>()?,
                )),
                Some(Input::Array(a)) => Some(CheckedInput::Array(a.check(what, true, &mut budget)?)),
            })
        };
        let inputs = [input(&self.i0, "i0")?, input(&self.i1, "i1")?];
        if self.outputs.len() < n_outputs {
            return Err(format!("the program writes DRAM from {n_outputs} instructions but {} outputs are configured", self.outputs.len()));
        }
        let outputs = self.outputs.iter().enumerate().map(|(k, o)| o.check(&format!("outputs[{k}]"), false, &mut budget)).collect::<Result<_, _>>()?;
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
