//! `gpuisa run --arch usse`: run a GXP vertex or fragment program on given inputs and print its output
//! registers; or, with `--hwtests DIR`, run every case of a folder laid out as the Vita3K shader tests'
//! (`TEST/gxp/CASE`, `TEST/input/CASE.txt`, `TEST/res/CASE.txt`, optional `TEST/regs.txt`) as that suite's
//! console harness set them up, and compare as its `cli.py` does.
//!
//! Exit status: 0 when the run (every case) succeeded, 1 for bad input or a failed run or case, 2 for
//! bad usage.

use crate::out::{usage, Fail, Res};
use clap::Args;
use gpuisa_container::GxpLayout;
use gpuisa_usse::encoding::Bank;
use gpuisa_usse::exec::{self, State};
use std::fmt::Write as _;
use std::io::Write;
use std::path::{Path, PathBuf};

pub(crate) use gpuisa::run::usse::{assignment, param_reg, place_literals, value};
use gpuisa::run::usse::{run_all, trace_line, Observer, Profile, UsseSession};

#[derive(Args, Default)]
pub struct UsseRunArgs {
    /// USSE: the number of invocations (vertices) to run [default: 1].
    #[arg(long)]
    pub(crate) vertices: Option<u32>,
    /// USSE: an attribute's value, for every vertex: `NAME=X,Y,Z,W` (a parameter of the GXP) or `paN=V,...`
    /// (consecutive primary attribute registers from paN). Values are floats, or 0x hex bit patterns.
    #[arg(long = "attribute", value_name = "NAME|paN=X,Y,Z,W")]
    pub(crate) attributes: Vec<String>,
    /// USSE: a uniform's value: `NAME=V,...` (a parameter of the GXP, placed in its container's secondary
    /// attribute registers) or `saN=V,...`.
    #[arg(long = "uniform", value_name = "NAME|saN=V,...")]
    pub(crate) uniforms: Vec<String>,
    /// USSE: run every case under DIR (the layout of the Vita3K shader tests) and print a line per case, then
    /// `N passed, M failed`; exit 0 only when every case passes.
    #[arg(long, value_name = "DIR")]
    pub(crate) hwtests: Option<PathBuf>,
    /// USSE: every input not given (attribute, uniform, varying; VLD/VST memory: 64 KiB of zeros at 0)
    /// reads 0, all named in one note on standard error (without it, reading an input not given stops
    /// the run and names it). `--render` implies it.
    #[arg(long)]
    pub(crate) zero_inputs: bool,
    /// USSE fragment programs: a varying's value by its usage (POSITION, COLOR0, COLOR1, FOG, TEXCOORD0..9,
    /// SPRITECOORD; `gpuisa info` lists what a program reads): X,Y,Z,W, or four corners of the --render
    /// quad X,Y,Z,W:X,Y,Z,W:X,Y,Z,W:X,Y,Z,W (top-left, top-right, bottom-left, bottom-right).
    #[arg(long = "varying", value_name = "NAME=X,Y,Z,W[:X,Y,Z,W...]")]
    pub(crate) varyings: Vec<String>,
    /// USSE: render the fragment program over a WxH full-screen quad into a PNG (-o); see docs/usse.md
    /// "Rendering" for the defaults of what is not given.
    #[arg(long, value_name = "WxH")]
    pub(crate) render: Option<String>,
    /// USSE --render: the PNG to write (whole or not at all).
    #[arg(short = 'o', long = "output", value_name = "OUT.png")]
    pub(crate) output: Option<PathBuf>,
    /// USSE --render: a vertex program run over the quad's four corners, its outputs feeding the fragment
    /// program's varyings of the same usage (its --attribute values may give four corners with `:`).
    #[arg(long, value_name = "VERT.gxp")]
    pub(crate) vertex: Option<PathBuf>,
}

impl UsseRunArgs {
    /// The first USSE-only option given, for other architectures' refusal.
    pub fn given(&self) -> Option<&'static str> {
        [
            (self.vertices.is_some(), "--vertices"),
            (!self.attributes.is_empty(), "--attribute"),
            (!self.uniforms.is_empty(), "--uniform"),
            (self.hwtests.is_some(), "--hwtests"),
            (self.zero_inputs, "--zero-inputs"),
            (!self.varyings.is_empty(), "--varying"),
            (self.render.is_some(), "--render"),
            (self.output.is_some(), "-o"),
            (self.vertex.is_some(), "--vertex"),
        ]
        .into_iter()
        .find(|(g, _)| *g)
        .map(|(_, o)| o)
    }
}

use crate::render_usse::Program as Loaded;

pub(crate) fn load(path: &Path) -> Res<Loaded> {
    let bytes = read_limited(path)?;
    Loaded::from_gxp(&bytes).map_err(|e| Fail::Input(format!("{}: {e}", path.display())))
}

fn read_limited(path: &Path) -> Res<Vec<u8>> {
    crate::out::read_file(path)
}

/// A case's text file (input or expected result), bounded as every read is.
fn read_text(path: &Path) -> Result<String, String> {
    crate::out::read_path_text(path, crate::out::MAX_INPUT).map_err(|e| match e {
        Fail::Input(m) | Fail::Usage(m) => m,
    })
}

/// A test's `regs.txt`: `o0-oN` (also `o0-N`, an early spelling), the output registers compared; the
/// highest N. Anything else is an error naming the line, not a silent compare-everything.
fn regs_range(path: &Path) -> Result<Option<usize>, String> {
    if !path.exists() {
        return Ok(None);
    }
    let text = crate::out::read_path_text(path, 4096).map_err(|e| match e {
        Fail::Input(m) | Fail::Usage(m) => m,
    })?;
    let lines: Vec<(usize, &str)> = text.lines().enumerate().map(|(i, l)| (i + 1, l.trim())).filter(|(_, l)| !l.is_empty()).collect();
    let [(line, t)] = lines.as_slice() else {
        return Err(format!("{}: {} lines with text: one `o0-oN` range expected", path.display(), lines.len()));
    };
    let n = t
        .strip_prefix("o0-")
        .map(|n| n.strip_prefix('o').unwrap_or(n))
        .filter(|n| !n.is_empty() && n.len() <= 3 && n.bytes().all(|b| b.is_ascii_digit()))
        .and_then(|n| n.parse::<usize>().ok())
        .filter(|&n| n < 256);
    match n {
        Some(n) => Ok(Some(n)),
        None => Err(format!("{}:{line}: `{t}` is not an output register range `o0-oN` (N from 0 to 255)", path.display())),
    }
}

/// `gpuisa run --arch usse`; `textures` are the `--texture` options (shared with other architectures).
/// `trace`: every instruction issued, with what it wrote, on standard error; `profile`: each
/// instruction's counts after the outputs.
pub fn run(program: Option<PathBuf>, json: bool, a: &UsseRunArgs, textures: &[String], trace: bool, profile: bool) -> Res<bool> {
    if (trace || profile) && (a.render.is_some() || a.hwtests.is_some()) {
        return usage("--trace and --profile follow a run of invocations, not --render or --hwtests");
    }
    if let Some(dir) = &a.hwtests {
        if program.is_some() || a.given().is_some_and(|o| o != "--hwtests") || json || !textures.is_empty() {
            return usage("--hwtests runs a folder of cases: no program, --attribute, --uniform, --vertices or --json with it");
        }
        return hwtests(dir);
    }
    let Some(path) = program else {
        return usage("run --arch usse: give a GXP program (or --hwtests DIR)");
    };
    if a.render.is_some() {
        if json || a.vertices.is_some() {
            return usage("--render writes a PNG: no --json or --vertices with it");
        }
        return crate::render_cmd::render(&path, a, textures).map(|()| true);
    }
    if let Some(o) = [(a.output.is_some(), "-o"), (a.vertex.is_some(), "--vertex")].iter().find(|o| o.0) {
        return usage(format!("{} is an option of --render", o.1));
    }
    let mut session = UsseSession::prepare(load(&path)?, a.vertices.unwrap_or(1), &a.uniforms, &a.attributes, a.zero_inputs)?;
    let (l, st) = (&session.program, &mut session.state);
    // A fragment program's varyings and texture reads, set in pa as the hardware iterates them.
    let mut notes = Vec::new();
    if a.zero_inputs {
        crate::render_cmd::default_memory(l, st, "", &mut notes);
    }
    let fragment_inputs = if l.gxp.fragment {
        Some(crate::render_cmd::fragment_inputs(l, a, textures, st, &mut notes)?)
    } else if !a.varyings.is_empty() {
        return usage("--varying gives a fragment program's varyings; this is a vertex program (give --attribute)");
    } else {
        None
    };
    if !textures.is_empty() && !l.gxp.fragment {
        return usage("--texture: a vertex program's texture reads are not run here (give a fragment program)");
    }
    session.per_invocation = fragment_inputs;
    let l = &session.program;
    crate::render_cmd::note_zero_inputs(&l.gxp, a.zero_inputs.then_some(session.given.as_slice()), &notes);
    let mut prof = Profile::new(l);
    let stderr = std::io::stderr();
    let mut trace_out = std::io::BufWriter::new(stderr.lock());
    let mut trace_err = None;
    let mut seen = |inv: Option<usize>, s: &exec::observe::Step| {
        if profile {
            prof.count(s);
        }
        if trace && trace_err.is_none() {
            let line = trace_line(l, inv, s);
            if let Err(e) = trace_out.write_all(line.as_bytes()) {
                trace_err = Some(e);
            }
        }
    };
    let observer: Option<&mut Observer> = if trace || profile { Some(&mut seen) } else { None };
    let states = session.run(observer).map_err(|e| Fail::Input(format!("{}: {}", path.display(), session.error(&e))))?;
    if let Some(e) = trace_err.or_else(|| trace_out.flush().err()) {
        return Err(Fail::Input(crate::out::output_error(e)));
    }
    drop(trace_out);
    let names = output_names(&l.gxp);
    let colour_out = l.gxp.varyings.output.as_ref().filter(|_| l.gxp.fragment);
    let mut text = String::new();
    if json {
        let inv: Vec<_> = states
            .iter()
            .enumerate()
            .map(|(v, s)| {
                let outs: Vec<_> = (0..256)
                    .filter(|&n| s.output_set[n])
                    .map(|n| serde_json::json!({"reg": format!("o{n}"), "name": names[n], "bits": format!("{:#010x}", s.output[n]), "f32": f32::from_bits(s.output[n]).to_string()}))
                    .collect();
                let mut j = serde_json::json!({"invocation": v, "outputs": outs});
                if let Some(o) = colour_out {
                    let c = crate::render_usse::colour(s, o);
                    j["colour"] = serde_json::json!(c.map(|x| x.to_string()));
                    j["discarded"] = serde_json::json!(s.discarded());
                }
                j
            })
            .collect();
        text = serde_json::json!({"schema": "gpuisa-run/1", "file": path.display().to_string(), "arch": "usse", "invocations": inv})
            .to_string();
        text.push('\n');
    } else {
        for (v, s) in states.iter().enumerate() {
            let _ = writeln!(text, "invocation {v}:");
            for n in (0..256).filter(|&n| s.output_set[n]) {
                let name = if names[n].is_empty() { String::new() } else { format!("  {}", names[n]) };
                let _ = writeln!(
                    text,
                    "  o{n} = {:?} ({:#010x}){name}",
                    f32::from_bits(s.output[n]),
                    s.output[n]
                );
            }
            if let Some(o) = colour_out {
                let c = crate::render_usse::colour(s, o);
                let bank = if o.in_output_bank { "o" } else { "pa" };
                let kill = if s.discarded() { " (discarded)" } else { "" };
                let _ = writeln!(text, "  colour ({bank}{}) = ({:?}, {:?}, {:?}, {:?}){kill}", o.reg, c[0], c[1], c[2], c[3]);
            }
        }
    }
    if profile {
        prof.write(l, &mut text);
    }
    write_out(&text)?;
    Ok(true)
}

/// Each o register's name in a vertex program's output layout (`POSITION.x`, `TEXCOORD0.y`), or "".
fn output_names(g: &GxpLayout) -> Vec<String> {
    let mut names = vec![String::new(); 256];
    for o in &g.varyings.outputs {
        for c in 0..o.components as usize {
            if let Some(n) = names.get_mut(o.o as usize + c) {
                *n = format!("{}.{}", o.usage.name(), ['x', 'y', 'z', 'w'][c & 3]);
            }
        }
    }
    names
}

fn write_out(text: &str) -> Res<()> {
    let mut o = std::io::stdout().lock();
    o.write_all(text.as_bytes())
        .and_then(|()| o.flush())
        .map_err(|e| Fail::Input(crate::out::output_error(e)))
}

/// The harness's render target.
const WIDTH: f64 = 960.0;
const HEIGHT: f64 = 544.0;

/// One case's console result: per vertex, the bytes o4..o15.
fn parse_res(text: &str) -> Option<Vec<Vec<(usize, u32)>>> {
    let out = text.split("OUTPUT").nth(1)?;
    let mut verts: Vec<Vec<(usize, u32)>> = Vec::new();
    for line in out.lines() {
        if line.starts_with("vertex ") {
            verts.push(Vec::new());
            continue;
        }
        let Some(cur) = verts.last_mut() else {
            continue;
        };
        let toks: Vec<&str> = line.split_whitespace().collect();
        for pair in toks.chunks(2) {
            if let [reg, val] = pair {
                let n = reg.strip_prefix('o')?.strip_suffix(':')?.parse().ok()?;
                cur.push((n, u32::from_str_radix(val, 16).ok()?));
            }
        }
    }
    (verts.len() == 4).then_some(verts)
}

/// The colour byte of an interpolated value: clamped to [0, 1], scaled, rounded (NaN gives 0).
fn unorm8(v: f64) -> u32 {
    if v.is_nan() {
        0
    } else {
        (v.clamp(0.0, 1.0) * 255.0).round() as u32
    }
}

/// Barycentric weights of point `p` in triangle `t` (screen positions), if it lies inside.
fn bary(t: [(f64, f64); 3], p: (f64, f64)) -> Option<[f64; 3]> {
    let ((x0, y0), (x1, y1), (x2, y2)) = (t[0], t[1], t[2]);
    let d = (y1 - y2) * (x0 - x2) + (x2 - x1) * (y0 - y2);
    if d.abs() < 1e-12 {
        return None;
    }
    let a = ((y1 - y2) * (p.0 - x2) + (x2 - x1) * (p.1 - y2)) / d;
    let b = ((y2 - y0) * (p.0 - x2) + (x0 - x2) * (p.1 - y2)) / d;
    let c = 1.0 - a - b;
    let eps = -1e-9;
    (a >= eps && b >= eps && c >= eps).then_some([a, b, c])
}

/// What the console's corner pixel of vertex `v` shows of output register `reg`: the 4-vertex strip's
/// outputs interpolated (perspective-correct) at the pixel centre, half a pixel in from the corner.
fn corner(states: &[State], v: usize, reg: usize) -> f64 {
    let f = |s: &State, n: usize| f32::from_bits(s.output[n]) as f64;
    let pos: Vec<(f64, f64, f64)> = states
        .iter()
        .map(|s| {
            let w = f(s, 3);
            let w = if w == 0.0 || w.is_nan() { 1.0 } else { w };
            (f(s, 0) / w, f(s, 1) / w, w)
        })
        .collect();
    // Pixel centres: vertex 0 bottom-left, 1 bottom-right, 2 top-left, 3 top-right.
    let (px, py) = [
        (0.0, HEIGHT - 1.0),
        (WIDTH - 1.0, HEIGHT - 1.0),
        (0.0, 0.0),
        (WIDTH - 1.0, 0.0),
    ][v];
    let p = (
        -1.0 + (px + 0.5) * 2.0 / WIDTH,
        1.0 - (py + 0.5) * 2.0 / HEIGHT,
    );
    for tri in [[0, 1, 2], [1, 2, 3]] {
        let t = tri.map(|i| (pos[i].0, pos[i].1));
        if let Some(b) = bary(t, p) {
            let (mut num, mut den) = (0.0, 0.0);
            for (k, &i) in tri.iter().enumerate() {
                num += b[k] * f(&states[i], reg) / pos[i].2;
                den += b[k] / pos[i].2;
            }
            return num / den;
        }
    }
    f(&states[v], reg)
}

/// Runs one case; `Err` says why it failed.
fn hw_case(gxp: &Path, input: &Path, res: &Path, maxo: usize) -> Result<(), String> {
    let l = load(gxp).map_err(|e| match e {
        Fail::Input(m) | Fail::Usage(m) => m,
    })?;
    let text = read_text(input)?;
    let mut inp: Vec<f32> = text
        .split_whitespace()
        .map(|t| t.parse::<f32>().unwrap_or(0.0))
        .collect();
    if inp.len() < 144 {
        return Err(format!(
            "{}: {} floats, 144 expected",
            input.display(),
            inp.len()
        ));
    }
    // The harness's position overwrite.
    for (v, (x, y)) in [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)]
        .into_iter()
        .enumerate()
    {
        inp[36 * v] = x;
        inp[36 * v + 1] = y;
    }
    let expected = read_text(res)?;
    let expected = parse_res(&expected)
        .ok_or_else(|| format!("{}: no OUTPUT section of 4 vertices", res.display()))?;
    let mut st = State::default();
    place_literals(&mut st, &l.gxp);
    for (i, name) in ["sa0", "sa4", "sa8", "sa12", "sa16", "sa20", "sa24", "sa28"]
        .iter()
        .enumerate()
    {
        if let Some((Bank::Secondary, n)) = param_reg(&l.gxp, name) {
            for k in 0..4 {
                if n + k < 256 {
                    st.set_input(Bank::Secondary, n + k, inp[4 * i + k].to_bits());
                }
            }
        }
    }
    let attrs: Vec<Option<usize>> = [
        "pos", "va0", "va1", "va2", "va3", "va4", "va5", "va6", "va7",
    ]
    .iter()
    .map(|n| match param_reg(&l.gxp, n) {
        Some((Bank::Primary, r)) => Some(r),
        _ => None,
    })
    .collect();
    let states = run_all(&l, &mut st, 4, |v, s| {
        for (k, r) in attrs.iter().enumerate() {
            if let Some(r) = r {
                for c in 0..4 {
                    if r + c < 256 {
                        s.set_input(
                            Bank::Primary,
                            r + c,
                            inp[36 * v as usize + 4 * k + c].to_bits(),
                        );
                    }
                }
            }
        }
    }, None)
    .map_err(|e| e.to_string())?;
    let mut wrong = Vec::new();
    for (v, regs) in expected.iter().enumerate() {
        for &(o, want) in regs {
            if o > maxo {
                break;
            }
            let got = unorm8(corner(&states, v, o));
            if got.abs_diff(want) > 3 {
                wrong.push(format!("vertex {v} o{o} {got:#04x} (console {want:#04x})"));
            }
        }
    }
    if wrong.is_empty() {
        Ok(())
    } else {
        Err(wrong.join(", "))
    }
}

fn sorted_entries(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    v.sort();
    Ok(v)
}

/// `--hwtests DIR`: every test folder under DIR (or DIR itself when it is one), every case of its `res`.
fn hwtests(dir: &Path) -> Res<bool> {
    let tests: Vec<PathBuf> = if dir.join("res").is_dir() {
        vec![dir.to_path_buf()]
    } else {
        sorted_entries(dir)
            .map_err(Fail::Input)?
            .into_iter()
            .filter(|p| p.join("res").is_dir())
            .collect()
    };
    if tests.is_empty() {
        return Err(Fail::Input(format!(
            "{}: no test folders (TEST/gxp, TEST/input, TEST/res)",
            dir.display()
        )));
    }
    let (mut pass, mut fail) = (0, 0);
    let mut text = String::new();
    for t in tests {
        let tname = t
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        // `o0-oN`: bytes of registers past oN are not compared (also read: `o0-0N`, an early spelling).
        let maxo = regs_range(&t.join("regs.txt")).map_err(Fail::Input)?.unwrap_or(1000);
        for res in sorted_entries(&t.join("res")).map_err(Fail::Input)? {
            let Some(file) = res.file_name().map(|n| n.to_string_lossy().into_owned()) else {
                continue;
            };
            let case = file.strip_suffix(".txt").unwrap_or(&file).to_string();
            match hw_case(
                &t.join("gxp").join(&case),
                &t.join("input").join(&file),
                &res,
                maxo,
            ) {
                Ok(()) => {
                    pass += 1;
                    let _ = writeln!(text, "pass {tname}/{case}");
                }
                Err(why) => {
                    fail += 1;
                    let _ = writeln!(text, "FAIL {tname}/{case}: {why}");
                }
            }
        }
    }
    let _ = writeln!(text, "{pass} passed, {fail} failed");
    write_out(&text)?;
    Ok(fail == 0)
}
