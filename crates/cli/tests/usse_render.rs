//! `gpuisa run --arch usse --render`: fragment programs over a full-screen quad into a PNG. Expected
//! images are computed here from the definitions (pixel centres, bilinear corners, point sampling), not
//! by the renderer; then every corpus fragment program renders with nothing but the size, and every
//! corpus vertex program runs on zero inputs (the figures print; run with `--nocapture`).

mod common;

use common::{corpus, gpuisa, shared, tmpdir};
use std::path::Path;

/// SDL's colour shader: COLOR0 (f32 x4, pa0-pa3) packed to f16 in pa0-pa1, the f16 colour output.
const COLOUR_F: &str = "corpus/usse/SDL__SDL_render_vita_gxm_shaders.gxm_shader_color_f__fd46177a.gxp";
/// SDL's texture shader: a texture read at TEXCOORD0 (f16 texels in pa0-pa1) is the output.
const TEXTURE_F: &str = "corpus/usse/SDL__SDL_render_vita_gxm_shaders.gxm_shader_texture_f__5d4baa6f.gxp";
/// SDL's texture vertex shader: aTexcoord to TEXCOORD0 (o4-o5), position by `wvp`.
const TEXTURE_V: &str = "corpus/usse/SDL__SDL_render_vita_gxm_shaders.gxm_shader_texture_v__72e73158.gxp";

fn path(rel: &str) -> String {
    shared().join(rel).to_string_lossy().into_owned()
}

fn png(p: &Path) -> image::RgbaImage {
    image::open(p).unwrap().to_rgba8()
}

/// A 4x4 texture: texel (x, y) = (40x + 10, 40y + 20, 200 - 30x, 255 - 10y) (all different).
fn texel(x: u32, y: u32) -> [u8; 4] {
    [(40 * x + 10) as u8, (40 * y + 20) as u8, (200 - 30 * x) as u8, (255 - 10 * y) as u8]
}

fn write_texture(p: &Path) {
    let img = image::RgbaImage::from_fn(4, 4, |x, y| image::Rgba(texel(x, y)));
    img.save(p).unwrap();
}

#[test]
fn colour_gradient_from_corners() {
    let dir = tmpdir("render");
    let out = dir.path().join("grad.png");
    let corners = [[1.0, 0.0, 0.0, 1.0], [0.0, 1.0, 0.0, 1.0], [0.0, 0.0, 1.0, 0.5], [1.0, 1.0, 1.0, 0.0]];
    let spec: Vec<String> = corners.iter().map(|c| c.map(|v: f64| v.to_string()).join(",")).collect();
    let varying = format!("COLOR0={}", spec.join(":"));
    let (code, stdout, err) = gpuisa(&["run", "--arch", "usse", &path(COLOUR_F), "--render", "10x6", "-o", out.to_str().unwrap(), "--varying", &varying], "");
    assert_eq!(code, 0, "{err}");
    assert!(stdout.contains("10x6, 0 of 60 pixels discarded"), "{stdout}");
    assert!(!err.contains("note:"), "every input was given: {err}");
    let img = png(&out);
    assert_eq!(img.dimensions(), (10, 6));
    for (x, y, p) in img.enumerate_pixels() {
        let (s, t) = ((x as f64 + 0.5) / 10.0, (y as f64 + 0.5) / 6.0);
        // The channel indexes the four corners and the pixel alike.
        #[allow(clippy::needless_range_loop)]
        for k in 0..4 {
            let top = corners[0][k] * (1.0 - s) + corners[1][k] * s;
            let bottom = corners[2][k] * (1.0 - s) + corners[3][k] * s;
            let want = ((top * (1.0 - t) + bottom * t) * 255.0).round();
            // The program packs the colour to f16 (11 significant bits): within one step of 255.
            assert!((p.0[k] as f64 - want).abs() <= 1.0, "pixel ({x}, {y}) channel {k}: {} want {want}", p.0[k]);
        }
    }
}

#[test]
fn texture_reproduced_and_defaults_noted() {
    let dir = tmpdir("render");
    let tex = dir.path().join("tex.png");
    write_texture(&tex);
    let out = dir.path().join("tex_out.png");
    let t = format!("tex={}", tex.display());
    let (code, _, err) = gpuisa(&["run", "--arch", "usse", &path(TEXTURE_F), "--render", "8x8", "-o", out.to_str().unwrap(), "--texture", &t], "");
    assert_eq!(code, 0, "{err}");
    // Pixel (x, y) reads at ((x + 0.5) / 8, (y + 0.5) / 8): point sampling gives texel (x / 2, y / 2).
    let img = png(&out);
    for (x, y, p) in img.enumerate_pixels() {
        assert_eq!(p.0, texel(x / 2, y / 2), "pixel ({x}, {y})");
    }
    // The texture coordinate was not given: one note names it.
    assert_eq!(err.lines().filter(|l| l.starts_with("note:")).count(), 1, "{err}");
    assert!(err.contains("varying TEXCOORD0"), "{err}");
    // No texture: the 64x64 checkerboard of 8-texel squares, white at the top-left, named in the note.
    let (code, _, err) = gpuisa(&["run", "--arch", "usse", &path(TEXTURE_F), "--render", "16x16", "-o", out.to_str().unwrap()], "");
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("sampler tex (unit 0) reads the 64x64 checkerboard"), "{err}");
    let img = png(&out);
    for (x, y, p) in img.enumerate_pixels() {
        // Texel at ((x + 0.5) * 4, ..) of 64; squares of 8 texels: 2 pixels a square.
        let white = ((x / 2) + (y / 2)) % 2 == 0;
        let v = if white { 255 } else { 0 };
        assert_eq!(p.0, [v, v, v, 255], "pixel ({x}, {y})");
    }
}

#[test]
fn vertex_program_feeds_the_varyings() {
    let dir = tmpdir("render");
    let tex = dir.path().join("tex.png");
    write_texture(&tex);
    let out = dir.path().join("v.png");
    let t = format!("tex={}", tex.display());
    // The texture coordinate flipped left-right by the corners given to the vertex program's attribute.
    let (code, _, err) = gpuisa(
        &["run", "--arch", "usse", &path(TEXTURE_F), "--render", "8x8", "-o", out.to_str().unwrap(), "--texture", &t, "--vertex", &path(TEXTURE_V),
          "--attribute", "aTexcoord=1,0:0,0:1,1:0,1"],
        "",
    );
    assert_eq!(code, 0, "{err}");
    // Inputs not given are named: the position attribute and the matrix.
    assert!(err.contains("vertex attribute aPosition") && err.contains("vertex uniform wvp = 0"), "{err}");
    let img = png(&out);
    for (x, y, p) in img.enumerate_pixels() {
        assert_eq!(p.0, texel(3 - x / 2, y / 2), "pixel ({x}, {y})");
    }
}

#[test]
fn render_errors_are_one_line() {
    let dir = tmpdir("render");
    let out = dir.path().join("e.png");
    let o = out.to_str().unwrap();
    for (args, code, says) in [
        (vec!["--render", "0x5", "-o", o], 2, "--render 0x5"),
        (vec!["--render", "4x4"], 2, "give -o"),
        (vec!["--render", "4x4", "-o", o, "--varying", "TEXCOORD3=1"], 2, "reads no TEXCOORD3"),
        (vec!["--render", "4x4", "-o", o, "--varying", "COLOR0=1:2"], 2, "2 corner values"),
        (vec!["--render", "4x4", "-o", o, "--texture", "nosuch=x.png"], 2, "no such sampler"),
        (vec!["--render", "4x4", "-o", o, "--vertex", &path(COLOUR_F)], 2, "a fragment program"),
    ] {
        let mut argv = vec!["run", "--arch", "usse"];
        let p = path(TEXTURE_F);
        let p2 = path(COLOUR_F);
        argv.push(if says.contains("TEXCOORD3") || says.contains("corner") { &p2 } else { &p });
        argv.extend(args.iter().copied());
        let (c, _, err) = gpuisa(&argv, "");
        assert_eq!(c, code, "{argv:?}: {err}");
        let last = err.lines().last().unwrap_or_default();
        assert!(last.starts_with("gpuisa:") && last.contains(says), "{argv:?}: {err}");
        assert!(!out.exists(), "{argv:?}: nothing written");
    }
    // A vertex program is refused by --render, a truncated file with one line.
    let (c, _, err) = gpuisa(&["run", "--arch", "usse", &path(TEXTURE_V), "--render", "4x4", "-o", o], "");
    assert_eq!(c, 1, "{err}");
    assert!(err.contains("a vertex program"), "{err}");
    let cut = dir.path().join("cut.gxp");
    std::fs::write(&cut, &std::fs::read(path(TEXTURE_F)).unwrap()[..100]).unwrap();
    let (c, _, err) = gpuisa(&["run", "--arch", "usse", cut.to_str().unwrap(), "--render", "4x4", "-o", o], "");
    assert_eq!(c, 1, "{err}");
    assert_eq!(err.lines().filter(|l| l.starts_with("gpuisa:")).count(), 1, "{err}");
}

fn is_fragment(p: &Path) -> bool {
    std::fs::read(p).is_ok_and(|b| b.len() > 0x18 && b[0x14] & 1 == 1)
}

/// Every corpus fragment program with `--render 64x64` and nothing else: each either writes a 64x64 PNG
/// or stops with one error line naming why (never a crash). The figures print.
#[test]
fn corpus_fragment_programs_render() {
    let dir = tmpdir("render");
    let (mut ok, mut failed) = (0, Vec::new());
    let frags: Vec<_> = corpus("usse", ".gxp").into_iter().filter(|p| is_fragment(p)).collect();
    for (i, p) in frags.iter().enumerate() {
        let out = dir.path().join(format!("{i}.png"));
        let (code, _, err) = gpuisa(&["run", "--arch", "usse", p.to_str().unwrap(), "--render", "64x64", "-o", out.to_str().unwrap()], "");
        let name = p.file_name().unwrap().to_string_lossy().into_owned();
        if code == 0 {
            assert_eq!(png(&out).dimensions(), (64, 64), "{name}");
            ok += 1;
        } else {
            assert_eq!(code, 1, "{name}: {err}");
            assert!(!out.exists(), "{name}: a failed render writes nothing");
            let last = err.lines().last().unwrap_or_default();
            assert!(last.starts_with("gpuisa:"), "{name}: {err}");
            let why = last.rsplit(": ").next().unwrap_or_default().to_string();
            failed.push((name, why));
        }
    }
    println!("corpus fragment programs, --render 64x64: {ok} of {} rendered", frags.len());
    for (n, why) in &failed {
        println!("  not rendered: {n}: {why}");
    }
    // 37 before the interpreter ran SMP, KILL and DEPTHF; all 58 since.
    assert_eq!(ok, frags.len(), "{failed:?}");
}

/// Every corpus vertex program with `run --arch usse --zero-inputs`: each runs to its end, or stops with
/// one error line. The figures print.
#[test]
fn corpus_vertex_programs_run_on_zero_inputs() {
    let verts: Vec<_> = corpus("usse", ".gxp").into_iter().filter(|p| !is_fragment(p)).collect();
    let mut ok = 0;
    for p in &verts {
        let (code, stdout, err) = gpuisa(&["run", "--arch", "usse", p.to_str().unwrap(), "--zero-inputs"], "");
        let name = p.file_name().unwrap().to_string_lossy();
        if code == 0 {
            assert!(stdout.contains("POSITION.x"), "{name}: {stdout}");
            ok += 1;
        } else {
            assert_eq!(code, 1, "{name}: {err}");
            println!("  did not run: {name}: {}", err.lines().last().unwrap_or_default());
        }
    }
    println!("corpus vertex programs, run --zero-inputs: {ok} of {} ran to their end", verts.len());
    assert_eq!(ok, verts.len());
}

/// `info` lists a fragment program's varyings and colour output, a vertex program's outputs, and the
/// registers of its parameters; `--json` carries them as fields.
#[test]
fn info_lists_parameters_and_varyings() {
    let (code, text, err) = gpuisa(&["info", &path(TEXTURE_V)], "");
    assert_eq!(code, 0, "{err}");
    assert!(text.contains("aTexcoord: attribute f32 x4 (array 1), container 0, semantic 0 #0, resource index 4, at pa4"), "{text}");
    assert!(text.contains("output: TEXCOORD0: f32 x2 in o4-o5"), "{text}");
    assert!(text.contains("output registers: 6 declared, matches"), "{text}");
    let (code, text, err) = gpuisa(&["info", &path(TEXTURE_F)], "");
    assert_eq!(code, 0, "{err}");
    assert!(text.contains("texture read: unit 0 at TEXCOORD0.xy: f16 in pa0-pa1"), "{text}");
    assert!(text.contains("colour output: f16 x4 from pa0"), "{text}");
    let (code, text, err) = gpuisa(&["info", "--json", &path(TEXTURE_F)], "");
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    let g = &v["gxp"];
    assert_eq!(g["kind"], "fragment");
    assert_eq!(g["parameters"][0]["name"], "tex");
    assert_eq!(g["parameters"][0]["category"], "sampler");
    assert_eq!(g["samples"][0]["coord"], "TEXCOORD0");
    assert_eq!(g["samples"][0]["pa"], 0);
    assert_eq!(g["samples"][0]["registers"], 2);
    assert_eq!(g["output"]["type"], "f16");
}

/// A plain run of a fragment program: varyings by name, the colour printed by name.
#[test]
fn fragment_run_prints_the_colour() {
    let (code, text, err) = gpuisa(&["run", "--arch", "usse", &path(COLOUR_F), "--varying", "COLOR0=0.25,0.5,1,0"], "");
    assert_eq!(code, 0, "{err}");
    assert!(text.contains("colour (pa0) = (0.25, 0.5, 1.0, 0.0)"), "{text}");
    // Not given: refused with the option to give.
    let (code, _, err) = gpuisa(&["run", "--arch", "usse", &path(COLOUR_F)], "");
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--varying COLOR0="), "{err}");
    let (code, text, err) = gpuisa(&["run", "--arch", "usse", &path(COLOUR_F), "--zero-inputs"], "");
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("varying COLOR0 = 0"), "{err}");
    assert!(text.contains("colour (pa0) = (0.0, 0.0, 0.0, 0.0)"), "{text}");
}
