//! Rendering a GXP fragment program: once per pixel of a full-screen quad, its varyings interpolated
//! between values at the quad's four corners, its non-dependent texture reads made from the bound
//! textures, its colour decoded per the GXP's output type. The job only: no option parsing, no files
//! (`run_usse.rs` reads the command line, the images, and writes the PNG), so another front end can
//! drive it. Pixels run in 2x2 quads (derivatives read the quad), quads spread over `threads` threads.

use gpuisa_container::gxp_varyings::{FragmentOutput, Usage, VaryingType};
use gpuisa_container::GxpLayout;
use gpuisa_usse::encoding::Bank;
use gpuisa_usse::exec::{self, f16, State};
use gpuisa_usse::Insn;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;

/// Values at the quad's corners: top-left, top-right, bottom-left, bottom-right.
pub type Corners = [[f32; 4]; 4];

/// Instructions one quad (or one program) may execute: a runaway loop stops the render.
pub const MAX_STEPS: u64 = 1_000_000;

/// A decoded GXP program.
pub struct Program {
    pub gxp: GxpLayout,
    pub secondary: Vec<Insn>,
    pub primary: Vec<Insn>,
}

impl Program {
    /// The programs of a GXP file's bytes, decoded; the reader's message for a malformed file.
    pub fn from_gxp(bytes: &[u8]) -> Result<Program, String> {
        let gxp = gpuisa_container::read_gxp_layout(bytes).map_err(|e| e.to_string())?;
        Ok(Program { secondary: decode(&gxp.secondary), primary: decode(&gxp.primary), gxp })
    }
}

/// USSE code as instructions, one a 64-bit little-endian word (a partial word at the end is left out).
pub fn decode(code: &[u8]) -> Vec<Insn> {
    code.chunks_exact(8).map(|c| Insn::decode(u64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]]))).collect()
}

/// What to render.
pub struct RenderJob<'a> {
    pub program: &'a Program,
    pub width: u32,
    pub height: u32,
    /// Registers before the secondary program runs: uniforms and literals set, textures bound (every
    /// unit the program reads).
    pub base: State,
    /// The corner values of every varying the program reads (a usage missing here is an error).
    pub varyings: Vec<(Usage, Corners)>,
    pub threads: usize,
}

/// A rendered image: RGBA8 rows from the top, and how many pixels were discarded.
pub struct Rendered {
    pub rgba: Vec<u8>,
    pub discarded: u64,
}

/// The default corner values of a varying (docs/usse.md "Rendering"): texture and sprite coordinates
/// (u, v, 0, 1) from (0, 0) at the top-left to (1, 1) at the bottom-right; colours opaque white; the
/// position the pixel's centre in pixels (x + 0.5, y + 0.5, 0, 1); fog 0.
pub fn default_corners(u: Usage, width: u32, height: u32) -> Corners {
    let (w, h) = (width as f32, height as f32);
    match u {
        Usage::TexCoord(_) | Usage::SpriteCoord => [[0., 0., 0., 1.], [1., 0., 0., 1.], [0., 1., 0., 1.], [1., 1., 0., 1.]],
        Usage::Color(_) => [[1.0; 4]; 4],
        Usage::Position => [[0., 0., 0., 1.], [w, 0., 0., 1.], [0., h, 0., 1.], [w, h, 0., 1.]],
        Usage::Fog => [[0.0; 4]; 4],
    }
}

/// The corner values interpolated at (s, t) in 0..1 across the quad (bilinear: equal to the two
/// triangles' linear interpolation whenever the corners are affine, as the defaults are).
pub fn interpolate(c: &Corners, s: f32, t: f32) -> [f32; 4] {
    let mut v = [0.0; 4];
    for (k, x) in v.iter_mut().enumerate() {
        let top = c[0][k] * (1.0 - s) + c[1][k] * s;
        let bottom = c[2][k] * (1.0 - s) + c[3][k] * s;
        *x = top * (1.0 - t) + bottom * t;
    }
    v
}

/// Why a program cannot be rendered (before any pixel runs): formats whose packing the documents do
/// not give are refused by name.
pub fn check(p: &GxpLayout) -> Result<&FragmentOutput, String> {
    if !p.fragment {
        return Err("a vertex program: --render runs fragment programs (give it with --vertex)".into());
    }
    if let Some(e) = &p.varyings_error {
        return Err(format!("the varyings block (colour output, inputs) is unreadable: {e}"));
    }
    let v = &p.varyings;
    let out = v.output.as_ref().ok_or("the GXP has no varyings block (no colour output)")?;
    if !matches!(out.type_index, 0 | 1 | 7) {
        let ty = gpuisa_container::gxp_varyings::TYPE_NAMES.get(out.type_index as usize).copied().unwrap_or("?");
        return Err(format!("colour output type {ty} (index {}) is not decoded (f32, f16 and u8 are)", out.type_index));
    }
    for i in &v.inputs {
        if matches!(i.ty, VaryingType::Fixed | VaryingType::Int) {
            return Err(format!("varying {} of type {}: its packing is not documented", i.usage.name(), i.ty.name()));
        }
    }
    for s in &v.samples {
        if !matches!(s.ty, VaryingType::F32 | VaryingType::F16) {
            return Err(format!("texture read at {} gives {} texels: their packing is not documented", s.coord.name(), s.ty.name()));
        }
        if s.swizzle != "xy" {
            return Err(format!("projected texture read ({}.{}): the divide is not documented", s.coord.name(), s.swizzle));
        }
    }
    Ok(out)
}

/// Writes `val` (four components) into `regs` pa words from `pa` as `ty` packs them.
fn put(st: &mut State, ty: VaryingType, pa: u16, regs: u8, val: [f32; 4]) {
    for r in 0..regs as usize {
        let w = match ty {
            VaryingType::F16 => {
                let lo = f16::from_f32(val.get(2 * r).copied().unwrap_or(0.0)) as u32;
                let hi = f16::from_f32(val.get(2 * r + 1).copied().unwrap_or(0.0)) as u32;
                lo | hi << 16
            }
            VaryingType::U8 => {
                let b = val.map(unorm8);
                u32::from_le_bytes(b)
            }
            _ => val.get(r).copied().unwrap_or(0.0).to_bits(),
        };
        st.set_input(Bank::Primary, pa as usize + r, w);
    }
}

/// Sets a fragment program's pa inputs: each varying's value (`value(usage)`) and each non-dependent
/// texture read at its coordinate. Err: a texture read from a unit with no texture bound.
pub fn set_inputs(st: &mut State, p: &GxpLayout, value: &dyn Fn(Usage) -> [f32; 4]) -> Result<(), String> {
    for i in &p.varyings.inputs {
        put(st, i.ty, i.pa, i.regs, value(i.usage));
    }
    for s in &p.varyings.samples {
        let c = value(s.coord);
        let b = st.texture(s.unit as usize).ok_or_else(|| format!("texture unit {} has no texture", s.unit))?;
        let texel = exec::sample(b, c[0], c[1]);
        put(st, s.ty, s.pa, s.regs, texel);
    }
    Ok(())
}

/// The colour a fragment program left, as four floats (components past the declared count: 0, alpha 1).
pub fn colour(st: &State, out: &FragmentOutput) -> [f32; 4] {
    let bank = if out.in_output_bank { &st.output } else { &st.primary };
    let word = |k: usize| bank.get(out.reg as usize + k).copied().unwrap_or(0);
    let mut c = match out.type_index {
        0 => [0, 1, 2, 3].map(|k| f32::from_bits(word(k))),
        1 => [word(0) & 0xffff, word(0) >> 16, word(1) & 0xffff, word(1) >> 16].map(|h| f16::to_f32(h as u16)),
        _ => word(0).to_le_bytes().map(|b| b as f32 / 255.0),
    };
    for (k, x) in c.iter_mut().enumerate().skip(out.components.min(4) as usize) {
        *x = if k == 3 { 1.0 } else { 0.0 };
    }
    c
}

/// A colour channel as a byte: clamped to 0..1, scaled, rounded (NaN gives 0).
pub fn unorm8(v: f32) -> u8 {
    if v.is_nan() {
        0
    } else {
        (v.clamp(0.0, 1.0) * 255.0).round() as u8
    }
}

/// Whether a fragment was discarded (a KILL ran).
fn discarded(st: &State) -> bool {
    st.discarded()
}

/// Renders the job. Err: the first pixel that failed, with its position and why.
pub fn render(job: &RenderJob) -> Result<Rendered, String> {
    let (w, h) = (job.width as usize, job.height as usize);
    let out = check(&job.program.gxp)?.clone();
    let mut st = job.base.clone();
    exec::run(&mut st, &job.program.secondary, "secondary", true, MAX_STEPS).map_err(|e| e.to_string())?;
    let lookup = |u: Usage| job.varyings.iter().find(|v| v.0 == u).map(|v| v.1);
    for i in &job.program.gxp.varyings.inputs {
        lookup(i.usage).ok_or_else(|| format!("no values for varying {}", i.usage.name()))?;
    }
    let mut rgba = vec![0u8; w * h * 4];
    // Bands of two rows (one row of quads), dealt round-robin to the threads.
    let mut work: Vec<Vec<(usize, &mut [u8])>> = (0..job.threads.max(1)).map(|_| Vec::new()).collect();
    let n = work.len();
    for (k, band) in rgba.chunks_mut(w * 8).enumerate() {
        work[k % n].push((k * 2, band));
    }
    let stop = AtomicBool::new(false);
    let failure: Mutex<Option<(usize, usize, String)>> = Mutex::new(None);
    let killed = std::sync::atomic::AtomicU64::new(0);
    std::thread::scope(|s| {
        for bands in work {
            let (st, stop, failure, killed, out, lookup) = (&st, &stop, &failure, &killed, &out, &lookup);
            s.spawn(move || {
                for (y0, band) in bands {
                    for x0 in (0..w).step_by(2) {
                        if stop.load(Ordering::Relaxed) {
                            return;
                        }
                        if let Err(e) = quad(job, st, out, x0, y0, band, lookup, killed) {
                            stop.store(true, Ordering::Relaxed);
                            let mut f = failure.lock().unwrap_or_else(|e| e.into_inner());
                            if f.as_ref().is_none_or(|f| (f.1, f.0) > (y0, x0)) {
                                *f = Some((x0, y0, e));
                            }
                            return;
                        }
                    }
                }
            });
        }
    });
    if let Some((x, y, e)) = failure.into_inner().unwrap_or_else(|e| e.into_inner()) {
        return Err(format!("pixels ({x}, {y})-({}, {}): {e}", x + 1, y + 1));
    }
    Ok(Rendered { rgba, discarded: killed.into_inner() })
}

/// Runs the quad whose top-left pixel is (x0, y0) and writes its pixels into `band` (rows y0, y0 + 1).
/// A lane past the image's edge runs (its neighbours' derivatives read it) as the nearest pixel.
#[allow(clippy::too_many_arguments)]
fn quad(
    job: &RenderJob,
    base: &State,
    out: &FragmentOutput,
    x0: usize,
    y0: usize,
    band: &mut [u8],
    lookup: &dyn Fn(Usage) -> Option<Corners>,
    killed: &std::sync::atomic::AtomicU64,
) -> Result<(), String> {
    let (w, h) = (job.width as usize, job.height as usize);
    let mut lanes: Vec<State> = Vec::with_capacity(4);
    for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
        let (x, y) = ((x0 + dx).min(w - 1), (y0 + dy).min(h - 1));
        let (s, t) = ((x as f32 + 0.5) / w as f32, (y as f32 + 0.5) / h as f32);
        let mut st = base.clone();
        set_inputs(&mut st, &job.program.gxp, &|u| lookup(u).map_or([0.0; 4], |c| interpolate(&c, s, t)))?;
        lanes.push(st);
    }
    exec::run_group(&mut lanes, &job.program.primary, "primary", false, MAX_STEPS).map_err(|e| e.to_string())?;
    for (lane, (dx, dy)) in [(0, 0), (1, 0), (0, 1), (1, 1)].into_iter().enumerate() {
        let (x, y) = (x0 + dx, y0 + dy);
        if x >= w || y >= h {
            continue;
        }
        let px = if discarded(&lanes[lane]) {
            killed.fetch_add(1, Ordering::Relaxed);
            [0; 4]
        } else {
            colour(&lanes[lane], out).map(unorm8)
        };
        let i = (dy * w + x) * 4;
        if let Some(d) = band.get_mut(i..i + 4) {
            d.copy_from_slice(&px);
        }
    }
    Ok(())
}

/// The usages a fragment program reads: its varyings and its texture reads' coordinates.
pub fn read_usages(g: &GxpLayout) -> Vec<Usage> {
    let mut u: Vec<Usage> = g.varyings.inputs.iter().map(|i| i.usage).collect();
    for s in &g.varyings.samples {
        if !u.contains(&s.coord) {
            u.push(s.coord);
        }
    }
    u
}

/// Writes each dependent sampler's texture state (its unit) where the program's SMP reads it: word
/// `layout % 4` of unit `layout / 4` at sa[base of container 19 + sa_offset] (docs/usse.md, "How an
/// SMP finds its unit").
pub fn map_samplers(g: &GxpLayout, st: &mut State) {
    let base = g.container_base(19).unwrap_or(0) as usize;
    for &(layout, sa) in &g.dependent_samplers {
        if layout % 4 == 0 {
            st.map_sampler(base + sa as usize, layout as usize / 4);
        }
    }
}
