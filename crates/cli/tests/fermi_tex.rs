//! Fermi textures and surfaces through the command line: images bound from PNG and raw files, the
//! sampler chosen by `--sampler`, surfaces written back by `--surface-out`, and bad files refused with
//! one error line. Expected values are worked out by hand (unorm8 255 reads 1.0; linear filtering per
//! the CUDA guide: x = 1.0 between two texels weighs each by a half).

mod common;

use common::{gpuisa, tmpdir, words};

fn vecadd() -> String {
    let root = common::shared().join("corpus");
    root.join("fermi/Multi2Sim+multi2sim__tags__multi2sim-4.0.1__samples__fermi__vectorAdd__vectorAdd__dde3c0fd.cubin").display().to_string()
}

/// `src` assembled into a copy of vecadd's cubin, in `dir`.
fn kernel(dir: &std::path::Path, src: &str) -> String {
    let o = dir.join("k.cubin").display().to_string();
    let cubin = vecadd();
    let (code, _, err) = gpuisa(&["as", "--replace-in", &cubin, "-o", &o, "-"], src);
    assert_eq!(code, 0, "{err}");
    o
}

/// Each thread samples texture 1 with sampler 2 at (tid.x, 0.5) and stores the four channels at
/// param0 + 16 tid.x.
const SAMPLE: &str = "S2R R0, SR_Tid_X;
I2F.F32.S32 R2, R0;
MOV32I R3, 0x3f000000;
TEX.LZ.T R4, R2, 0x1, 0x2, 2D, 0xf;
ISCADD R8, R0, c [0x0] [0x20], 0x4;
ST.128 [R8], R4;
EXIT;
";

fn run(k: &str, threads: &str, extra: &[&str]) -> (i32, String, String) {
    let mut args = vec!["run", "--arch", "fermi", k, "--grid", "1", "--block", threads, "--param", "0x1000", "--param", "0", "--param", "0", "--param", "0", "--dump", "0x1000:0x1020"];
    args.extend(extra);
    gpuisa(&args, "")
}

/// The dump's words from 0x1000, in order.
fn dumped(out: &str) -> Vec<u32> {
    words(out).values().copied().collect()
}

#[test]
fn a_png_binds_a_2d_texture_read_by_point_and_linear_sampling() {
    let dir = tmpdir("fermi_tex_png");
    // A 2x1 RGBA PNG: (255, 0, 0, 255) then (0, 255, 0, 0).
    let png = dir.path().join("t.png");
    image::RgbaImage::from_raw(2, 1, vec![255, 0, 0, 255, 0, 255, 0, 0]).unwrap().save(&png).unwrap();
    let k = kernel(dir.path(), SAMPLE);
    let tex = format!("1={}", png.display());
    let (one, half) = (0x3f80_0000, 0x3f00_0000);
    // CUDA's default sampler (point): thread 0 reads texel 0, thread 1 texel 1.
    let (code, out, err) = run(&k, "2", &["--texture", &tex]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(dumped(&out), [one, 0, 0, one, 0, one, 0, 0]);
    // Linear: thread 0 at x = 0 (xB = -0.5: texel 0 twice), thread 1 at x = 1 (half of each).
    let (code, out, err) = run(&k, "2", &["--texture", &tex, "--sampler", "2=linear,clamp,unnormalized"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(dumped(&out), [one, 0, 0, one, half, half, 0, half]);
    // Thread 2 at x = 2, outside the texture under clamp: the run stops naming the reason.
    let (code, _, err) = run(&k, "3", &["--texture", &tex, "--sampler", "2=linear"]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("linear filtering outside the texture") && err.lines().count() == 1, "{err}");
    // Converted to r8, a one-channel texture read for 4 channels: refused before the run.
    let tex8 = format!("1={}:r8", png.display());
    let (code, _, err) = run(&k, "2", &["--texture", &tex8]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("reads 4 channels of texture 0x1, whose format r8 has 1"), "{err}");
}

#[test]
fn raw_files_bind_with_a_format_and_size() {
    let dir = tmpdir("fermi_tex_raw");
    // r32f 2x1: 2.0 and 4.0; linear at x = 1: 3.0; border at x = 0 reads texel -1 (zero) and texel 0 by
    // a half each: 1.0.
    let raw = dir.path().join("t.bin");
    std::fs::write(&raw, [2.0f32, 4.0].iter().flat_map(|v| v.to_le_bytes()).collect::<Vec<u8>>()).unwrap();
    let k = kernel(dir.path(), &SAMPLE.replace("0xf;", "0x1;").replace("ST.128 [R8], R4;", "ST [R8], R4;"));
    let tex = format!("1={}:r32f:2x1", raw.display());
    let (code, out, err) = run(&k, "2", &["--texture", &tex, "--sampler", "2=linear,border"]);
    assert_eq!(code, 0, "{err}");
    let w = words(&out);
    assert_eq!((w[&0x1000], w[&0x1010]), (1.0f32.to_bits(), 3.0f32.to_bits()));
    // The wrong size, an unknown kind, a missing file: one error line each, exit 1 or 2, no panic.
    for (spec, code_want, says) in [
        (format!("1={}:r32f:3x1", raw.display()), 1, "8 bytes, where 2d 3x1 of r32f holds 12"),
        (format!("1={}", raw.display()), 1, "not a PNG file"),
        (format!("1={}:r32f", raw.display()), 1, "not a PNG file"),
        (format!("1={}/none.png", dir.path().display()), 1, "No such file"),
        (format!("1={}:r32f:2x1:3d", raw.display()), 1, "3d takes 3 sizes"),
        (format!("1={}:rgb8", raw.display()), 1, "FORMAT: r8 rg8 rgba8"),
    ] {
        let (code, _, err) = run(&k, "2", &["--texture", &spec]);
        assert_eq!(code, code_want, "{spec}: {err}");
        assert!(err.starts_with("gpuisa: ") && err.contains(says) && err.lines().count() == 1, "{spec}: {err}");
        assert!(!err.contains("panicked"), "{err}");
    }
    // Bound as 3D, read as 2D: refused before the run.
    let cube = dir.path().join("c.bin");
    std::fs::write(&cube, [0u8; 32]).unwrap();
    let (code, _, err) = run(&k, "2", &["--texture", &format!("1={}:r32f:2x2x2", cube.display())]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("as D2, bound as D3"), "{err}");
}

/// Each thread adds 1 to word tid.x of surface 0 (byte 4 tid.x), through SULD and SUST.
const BUMP: &str = "S2R R0, SR_Tid_X;
SHL R2, R0, 0x2;
SULD.B.1D.TRAP R4, [0x0], R2;
IADD R4, R4, 0x1;
SUST.B.1D.TRAP [0x0], R2, R4;
EXIT;
";

#[test]
fn a_surface_is_loaded_stored_and_written_back() {
    let dir = tmpdir("fermi_surf");
    let raw = dir.path().join("s.bin");
    std::fs::write(&raw, [10u32, 20, 30, 40].iter().flat_map(|v| v.to_le_bytes()).collect::<Vec<u8>>()).unwrap();
    let out = dir.path().join("out.bin");
    let k = kernel(dir.path(), BUMP);
    let surf = format!("0={}:r32ui:4", raw.display());
    let back = format!("0={}", out.display());
    let (code, _, err) = run(&k, "4", &["--surface", &surf, "--surface-out", &back]);
    assert_eq!(code, 0, "{err}");
    let got: Vec<u32> = std::fs::read(&out).unwrap().chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect();
    assert_eq!(got, [11, 21, 31, 41]);
    // A fifth thread reads byte 16, beyond the 16-byte row: .TRAP stops the kernel.
    let (code, _, err) = run(&k, "5", &["--surface", &surf]);
    assert_eq!(code, 1, "{err}");
    // Unbound: refused before the run.
    let (code, _, err) = run(&k, "4", &[]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("surface 0x0, which no --surface binds"), "{err}");
}
