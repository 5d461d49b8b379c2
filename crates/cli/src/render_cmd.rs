//! The command-line side of `run --arch usse --render` and of a fragment program's plain run: reads the
//! options (varyings, textures, uniforms, the vertex program), names every default used in ONE note on
//! standard error, and writes the PNG. The rendering itself is `render_usse.rs`.

use crate::out::{usage, Fail, Res};
use crate::render_usse::{self, default_corners, map_samplers, read_usages, Corners, Program, RenderJob};
use crate::run_usse::{assignment, load, param_reg, place_literals, value, UsseRunArgs};
use gpuisa_container::gxp_varyings::Usage;
use gpuisa_container::GxpLayout;
use gpuisa_usse::encoding::Bank;
use gpuisa_usse::exec::{Sampler, State, Texture};
use std::path::Path;

/// Largest image side `--render` makes and a texture may have.
const MAX_SIDE: u32 = 8192;
/// The default texture's side (8 x 8 squares of 8 texels).
const CHECKER: u32 = 64;

/// A usage by its name (case-insensitive).
fn parse_usage(name: &str) -> Option<Usage> {
    let n = name.to_ascii_uppercase();
    let idx = |p: &str, max: u8| n.strip_prefix(p).and_then(|d| d.parse::<u8>().ok()).filter(|&d| d <= max);
    match n.as_str() {
        "POSITION" => Some(Usage::Position),
        "FOG" => Some(Usage::Fog),
        "SPRITECOORD" => Some(Usage::SpriteCoord),
        _ => idx("TEXCOORD", 9).map(Usage::TexCoord).or_else(|| idx("COLOR", 1).map(Usage::Color)),
    }
}

/// `NAME=X,Y,Z,W[:X,Y,Z,W:X,Y,Z,W:X,Y,Z,W]`: one value for every corner, or four (missing components 0).
fn parse_corners(spec: &str, opt: &str) -> Res<(String, Corners)> {
    let Some((name, vals)) = spec.split_once('=') else {
        return usage(format!("{opt} {spec}: expected NAME=X,Y,Z,W[:X,Y,Z,W...]"));
    };
    let mut groups = Vec::new();
    for g in vals.split(':') {
        let mut v = [0.0f32; 4];
        let parts: Vec<&str> = g.split(',').collect();
        if parts.len() > 4 {
            return usage(format!("{opt} {spec}: more than four components in `{g}`"));
        }
        for (k, p) in parts.iter().enumerate() {
            v[k] = f32::from_bits(value(p).map_err(|e| Fail::Usage(format!("{opt} {spec}: {e}")))?);
        }
        groups.push(v);
    }
    match groups.as_slice() {
        [one] => Ok((name.to_string(), [*one; 4])),
        [a, b, c, d] => Ok((name.to_string(), [*a, *b, *c, *d])),
        g => usage(format!("{opt} {spec}: {} corner values; give one, or four (top-left, top-right, bottom-left, bottom-right)", g.len())),
    }
}


/// `--varying` values by usage; an unknown name or one the program does not read is a usage error.
fn given_varyings(g: &GxpLayout, specs: &[String]) -> Res<Vec<(Usage, Corners)>> {
    let reads = read_usages(g);
    let mut out = Vec::new();
    for s in specs {
        let (name, c) = parse_corners(s, "--varying")?;
        let u = parse_usage(&name).ok_or_else(|| {
            Fail::Usage(format!("--varying {name}: not a varying (POSITION, COLOR0, COLOR1, FOG, TEXCOORD0..9, SPRITECOORD)"))
        })?;
        if !reads.contains(&u) {
            let list: Vec<String> = reads.iter().map(|u| u.name()).collect();
            return usage(format!("--varying {name}: the program reads no {} (it reads: {})", u.name(), if list.is_empty() { "none".into() } else { list.join(", ") }));
        }
        out.push((u, c));
    }
    Ok(out)
}


/// Binds `--texture NAME|N=IMAGE.png` images and the default checkerboard to every other unit the
/// program reads (named in `notes`).
fn bind_textures(g: &GxpLayout, specs: &[String], st: &mut State, notes: &mut Vec<String>) -> Res<()> {
    let samplers: Vec<_> = g.parameters.iter().filter(|p| p.category == 2).collect();
    let mut units: Vec<u32> = samplers.iter().map(|p| p.resource_index).collect();
    units.extend(g.varyings.samples.iter().map(|s| s.unit));
    units.extend(g.dependent_samplers.iter().map(|d| d.0 as u32 / 4));
    units.sort_unstable();
    units.dedup();
    map_samplers(g, st);
    let mut bound = Vec::new();
    for spec in specs {
        let Some((name, file)) = spec.split_once('=') else {
            return usage(format!("--texture {spec}: write NAME=IMAGE.png or N=IMAGE.png (a sampler of the program, or a texture unit)"));
        };
        let unit = match name.parse::<u32>() {
            Ok(n) if n < 16 => n,
            Ok(n) => return usage(format!("--texture {spec}: texture unit {n} (0 to 15)")),
            Err(_) => samplers.iter().find(|p| p.name == name).map(|p| p.resource_index).ok_or_else(|| {
                let list: Vec<&str> = samplers.iter().map(|p| p.name.as_str()).collect();
                Fail::Usage(format!("--texture {name}: the program has no such sampler (it has: {})", if list.is_empty() { "none".into() } else { list.join(", ") }))
            })?,
        };
        let tex = read_png(Path::new(file))?;
        st.bind_texture(unit as usize, tex, Sampler::default());
        bound.push(unit);
    }
    for u in units.into_iter().filter(|u| !bound.contains(u) && *u < 16) {
        let name = samplers.iter().find(|p| p.resource_index == u).map_or(String::new(), |p| format!("sampler {} ", p.name));
        notes.push(format!("{name}(unit {u}) reads the {CHECKER}x{CHECKER} checkerboard"));
        st.bind_texture(u as usize, Texture::checkerboard(CHECKER, CHECKER), Sampler::default());
    }
    Ok(())
}

/// A PNG as RGBA8 texels.
fn read_png(path: &Path) -> Res<Texture> {
    let bytes = crate::out::read_file(path)?;
    let img = image::load_from_memory_with_format(&bytes, image::ImageFormat::Png)
        .map_err(|e| Fail::Input(format!("{}: {e}", path.display())))?;
    let (w, h) = (img.width(), img.height());
    if w > MAX_SIDE || h > MAX_SIDE {
        return Err(Fail::Input(format!("{}: {w}x{h}: textures are at most {MAX_SIDE} texels a side", path.display())));
    }
    Texture::new(w, h, img.to_rgba8().into_raw()).ok_or_else(|| Fail::Input(format!("{}: an empty image", path.display())))
}

/// Sets uniforms from `--uniform` (names of this program; `saN` only when `all`), returning the names set.
fn set_uniforms(g: &GxpLayout, specs: &[String], st: &mut State, all: bool) -> Res<Vec<String>> {
    let mut given = Vec::new();
    for u in specs {
        let name = u.split('=').next().unwrap_or_default();
        if !all && param_reg(g, name).is_none() {
            continue;
        }
        let (n, w) = assignment(g, u, Bank::Secondary, "--uniform")?;
        for (k, v) in w.into_iter().enumerate() {
            st.set_input(Bank::Secondary, n + k, v);
        }
        given.push(name.to_string());
    }
    Ok(given)
}

/// The memory image VLD and VST read when none is given: this many zero bytes at address 0.
const MEMORY: usize = 1 << 16;

/// Gives `st` the default zeroed memory image, named in `notes` when the program loads or stores.
pub fn default_memory(l: &Program, st: &mut State, prefix: &str, notes: &mut Vec<String>) {
    st.set_memory(0, vec![0; MEMORY]);
    if l.secondary.iter().chain(&l.primary).any(|i| matches!(i.format().name, "VLD" | "VST")) {
        notes.push(format!("{prefix}memory = {} KiB of zeros at address 0", MEMORY >> 10));
    }
}

/// Adds to `notes` the attributes and uniforms of `g` not among `given` (they read 0).
fn zero_notes(g: &GxpLayout, given: &[String], prefix: &str, notes: &mut Vec<String>) {
    for p in g.parameters.iter().filter(|p| p.category <= 1 && !given.contains(&p.name)) {
        let kind = if p.category == 0 { "attribute" } else { "uniform" };
        notes.push(format!("{prefix}{kind} {} = 0", p.name));
    }
}

fn print_note(notes: &[String]) {
    if !notes.is_empty() {
        crate::out::report_raw(&format!("note: not given, so defaults: {}\n", gpuisa_core::diag::one_line(&notes.join("; "))));
    }
}

/// `--zero-inputs` of a plain run: the note naming the inputs that read 0.
/// `given`: the inputs given, when the others read 0 (`--zero-inputs`); `extra`: other defaults.
pub fn note_zero_inputs(g: &GxpLayout, given: Option<&[String]>, extra: &[String]) {
    let mut notes = extra.to_vec();
    if let Some(given) = given {
        zero_notes(g, given, "", &mut notes);
    }
    print_note(&notes);
}

/// What sets one invocation's fragment inputs.
pub type SetInputs = Box<dyn Fn(&mut State)>;

/// A fragment program's plain run: binds its textures and returns what sets each invocation's varyings
/// and texture reads (`--varying` values, the first corner; with `--zero-inputs`, 0 for the others).
pub fn fragment_inputs(
    l: &Program,
    a: &UsseRunArgs,
    textures: &[String],
    st: &mut State,
    notes: &mut Vec<String>,
) -> Res<SetInputs> {
    let vals = given_varyings(&l.gxp, &a.varyings)?;
    bind_textures(&l.gxp, textures, st, notes)?;
    for u in read_usages(&l.gxp) {
        if !vals.iter().any(|v| v.0 == u) {
            if !a.zero_inputs {
                return usage(format!("varying {} not given: give --varying {}=X,Y,Z,W (or --zero-inputs)", u.name(), u.name()));
            }
            notes.push(format!("varying {} = 0", u.name()));
        }
    }
    let g = l.gxp.clone();
    Ok(Box::new(move |s: &mut State| {
        // Every unit read is bound above, so this cannot fail.
        let _ = render_usse::set_inputs(s, &g, &|u| vals.iter().find(|v| v.0 == u).map_or([0.0; 4], |v| v.1[0]));
    }))
}

/// The default per-corner value of a vertex attribute by its name: a position (clip space, -1..1,
/// y up), a texture coordinate (0..1 from the top-left), a colour (white), else 0.
fn attribute_default(name: &str) -> Option<(&'static str, Corners)> {
    let n = name.to_ascii_lowercase();
    if n.contains("pos") {
        Some(("the quad's corners (-1,1)..(1,-1)", [[-1., 1., 0., 1.], [1., 1., 0., 1.], [-1., -1., 0., 1.], [1., -1., 0., 1.]]))
    } else if n.contains("tex") || n.contains("uv") || n.contains("coord") {
        Some(("(0,0)..(1,1)", default_corners(Usage::TexCoord(0), 1, 1)))
    } else if n.contains("col") {
        Some(("white", [[1.0; 4]; 4]))
    } else {
        None
    }
}

/// Runs the `--vertex` program over the quad's four corners; its outputs by usage.
fn vertex_corners(path: &Path, a: &UsseRunArgs, notes: &mut Vec<String>) -> Res<Vec<(Usage, Corners)>> {
    let v = load(path)?;
    let name = path.display();
    if v.gxp.fragment {
        return usage(format!("--vertex {name}: a fragment program"));
    }
    if !v.gxp.varyings.layout_checked {
        return Err(Fail::Input(format!("--vertex {name}: its output layout does not fill the {} registers it declares (not read)", v.gxp.varyings.declared_output_regs.unwrap_or(0))));
    }
    let mut st = State::default();
    place_literals(&mut st, &v.gxp);
    default_memory(&v, &mut st, "vertex ", notes);
    let mut given = set_uniforms(&v.gxp, &a.uniforms, &mut st, false)?;
    let mut attrs: Vec<(usize, Corners)> = Vec::new();
    for p in v.gxp.parameters.iter().filter(|p| p.category == 0) {
        let spec = a.attributes.iter().find(|s| s.split('=').next() == Some(p.name.as_str()));
        let c = match spec {
            Some(s) => parse_corners(s, "--attribute")?.1,
            None => match attribute_default(&p.name) {
                Some((what, c)) => {
                    notes.push(format!("vertex attribute {} = {what}", p.name));
                    c
                }
                None => continue,
            },
        };
        given.push(p.name.clone());
        attrs.push((p.resource_index as usize, c));
    }
    for s in &a.attributes {
        let n = s.split('=').next().unwrap_or_default();
        if !v.gxp.parameters.iter().any(|p| p.category == 0 && p.name == n) {
            return usage(format!("--attribute {n}: the vertex program has no such attribute"));
        }
    }
    zero_notes(&v.gxp, &given, "vertex ", notes);
    // The secondary program once, then the primary over the four corners (one group of four).
    let set = |corner: u32, s: &mut State| {
        for (reg, c) in &attrs {
            for (k, v) in c[corner as usize].iter().enumerate() {
                s.set_input(Bank::Primary, reg + k, v.to_bits());
            }
        }
    };
    let lanes = gpuisa::run::usse::run_all(&v, &mut st, 4, set, None).map_err(|e| Fail::Input(format!("--vertex {name}: {e}")))?;
    Ok(v.gxp
        .varyings
        .outputs
        .iter()
        .map(|o| {
            let mut c = [[0.0, 0.0, 0.0, 1.0]; 4];
            for (corner, s) in c.iter_mut().zip(&lanes) {
                for (k, v) in corner.iter_mut().enumerate().take(o.components.min(4) as usize) {
                    *v = f32::from_bits(s.output.get(o.o as usize + k).copied().unwrap_or(0));
                }
            }
            (o.usage, c)
        })
        .collect())
}

/// `run --arch usse FRAG.gxp --render WxH -o OUT.png ...`.
pub fn render(path: &Path, a: &UsseRunArgs, textures: &[String]) -> Res<()> {
    let size = a.render.as_deref().unwrap_or_default();
    let dims = size.split_once(['x', 'X']).and_then(|(w, h)| Some((w.parse::<u32>().ok()?, h.parse::<u32>().ok()?)));
    let Some((w, h)) = dims.filter(|&(w, h)| (1..=MAX_SIDE).contains(&w) && (1..=MAX_SIDE).contains(&h)) else {
        return usage(format!("--render {size}: write WxH, each 1 to {MAX_SIDE}"));
    };
    let Some(out) = &a.output else {
        return usage("--render: give -o OUT.png");
    };
    if a.vertices.is_some() || a.hwtests.is_some() {
        return usage("--render: no --vertices or --hwtests with it");
    }
    if a.vertex.is_none() && !a.attributes.is_empty() {
        return usage("--render: --attribute gives the --vertex program's attributes; give --vertex VERT.gxp");
    }
    let l = load(path)?;
    let name = path.display();
    render_usse::check(&l.gxp).map_err(|e| Fail::Input(format!("{name}: {e}")))?;
    let mut base = State::default();
    place_literals(&mut base, &l.gxp);
    let mut notes = Vec::new();
    default_memory(&l, &mut base, "", &mut notes);
    let given = set_uniforms(&l.gxp, &a.uniforms, &mut base, a.vertex.is_none())?;
    zero_notes(&l.gxp, &given, "", &mut notes);
    bind_textures(&l.gxp, textures, &mut base, &mut notes)?;
    let mut varyings = given_varyings(&l.gxp, &a.varyings)?;
    let from_vertex = match &a.vertex {
        Some(v) => vertex_corners(v, a, &mut notes)?,
        None => Vec::new(),
    };
    for u in read_usages(&l.gxp) {
        if varyings.iter().any(|v| v.0 == u) {
            continue;
        }
        // The vertex program's position is clip space: the fragment's POSITION stays the pixel's.
        if let Some(c) = from_vertex.iter().find(|v| v.0 == u && u != Usage::Position) {
            varyings.push(*c);
            continue;
        }
        let what = match u {
            Usage::TexCoord(_) | Usage::SpriteCoord => "(0,0,0,1) at the top-left to (1,1,0,1) at the bottom-right",
            Usage::Color(_) => "opaque white",
            Usage::Position => "the pixel's centre",
            Usage::Fog => "0",
        };
        notes.push(format!("varying {} = {what}", u.name()));
        varyings.push((u, default_corners(u, w, h)));
    }
    print_note(&notes);
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(64);
    let job = RenderJob { program: &l, width: w, height: h, base, varyings, threads };
    let img = render_usse::render(&job).map_err(|e| Fail::Input(format!("{name}: {e}")))?;
    let mut png = Vec::new();
    image::ImageEncoder::write_image(image::codecs::png::PngEncoder::new(&mut png), &img.rgba, w, h, image::ExtendedColorType::Rgba8)
        .map_err(|e| Fail::Input(format!("{}: {e}", out.display())))?;
    crate::out::write_atomic(out, &png)?;
    let text = format!("{}: {w}x{h}, {} of {} pixels discarded\n", out.display(), img.discarded, w as u64 * h as u64);
    crate::out::write_stdout(text.as_bytes())
}
