//! Texture reads of `gpuisa run --arch tesla` (`--texture N=ADDR,WIDTH[,HEIGHT[,FORMAT]]`): a 3 x 2
//! texture of known words read by `texauto` (f32 coordinates, point sampling, clamped) and `texfetch`
//! (integer coordinates, zeros outside), with the expected texels worked out by hand; and the decuda
//! kernels that sample 2D textures (motion_div, motion_div2) run to the end with both bound (no
//! expected output exists for them: decuda-expect.tsv has no input data).

mod common;

use common::{gpuisa, shared, tmpdir, words};

/// Thread t samples (t, 1.5) with texauto and fetches (t - 1, 0) with texfetch.
const PROGRAM: &str = "cvt rn f32 $r2 u32 $r0
mov b32 $r3 0x3fc00000
texauto live $r2:#:#:# $t1 $s0 $r2:$r3 0x0 0x0 0x0
shl b32 $r10 $r0 0x2
st b32 g14[$r10] $r2
add b32 $r4 $r0 0xffffffff
mov b32 $r5 0x0
texfetch live $r4:#:#:# $t1 $s0 $r4:$r5 0x0 0x0 0x0
add b32 $r11 $r10 0x10
st b32 g14[$r11] $r4
exit nop
";

#[test]
fn texauto_clamps_and_texfetch_reads_zeros_outside() {
    let dir = tmpdir("tesla-tex");
    let (s, bin, data) = (dir.path().join("t.s"), dir.path().join("t.bin"), dir.path().join("tex.bin"));
    std::fs::write(&s, PROGRAM).unwrap();
    // Row 0: 10, 11, 12; row 1: 20, 21, 22.
    std::fs::write(&data, [10u32, 11, 12, 20, 21, 22].iter().flat_map(|w| w.to_le_bytes()).collect::<Vec<u8>>()).unwrap();
    let (code, _, err) = gpuisa(&["as", "--arch", "tesla", s.to_str().unwrap(), "-o", bin.to_str().unwrap()], "");
    assert_eq!(code, 0, "{err}");
    let global = format!("{}@0x100", data.display());
    let run = |tex: &[&str]| {
        let mut a = vec!["run", "--arch", "tesla", bin.to_str().unwrap(), "--grid", "1", "--block", "4", "--global", &global, "--dump", "0:0x20"];
        a.extend_from_slice(tex);
        gpuisa(&a, "")
    };
    let (code, out, err) = run(&["--texture", "1=0x100,3,2"]);
    assert_eq!(code, 0, "{err}");
    let w = words(&out);
    // x = 0, 1, 2, 3 clamps to columns 0, 1, 2, 2 of row floor(1.5) = 1.
    assert_eq!((0..4).map(|t| w[&(4 * t)]).collect::<Vec<_>>(), [20, 21, 22, 22]);
    // Column -1 is outside: zero; then 0, 1, 2 of row 0.
    assert_eq!((4..8).map(|t| w[&(4 * t)]).collect::<Vec<_>>(), [0, 10, 11, 12]);
    // Unbound, the run is refused before it starts, naming the instruction.
    let (code, _, err) = run(&[]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("reads texture 1") && err.contains("--texture 1="), "{err}");
    // A texture beyond global memory, or a format not offered, is a usage error.
    assert_eq!(run(&["--texture", "1=0xfffff0,3,2"]).0, 2);
    assert_eq!(run(&["--texture", "1=0x100,3,2,f16"]).0, 2);
}

#[test]
fn decuda_texture_kernels_run_with_both_references_bound() {
    let dir = tmpdir("tesla-motion");
    // Two 64 x 64 reference frames of 1.0, at 64 KiB and 128 KiB; the output at 0x1000.
    let frame = dir.path().join("frame.bin");
    std::fs::write(&frame, std::iter::repeat_n(1.0f32.to_bits().to_le_bytes(), 64 * 64).flatten().collect::<Vec<u8>>()).unwrap();
    let (f1, f2) = (format!("{}@0x10000", frame.display()), format!("{}@0x20000", frame.display()));
    for name in ["motion_div__7c28920d", "motion_div2__8bb11739"] {
        let cubin = shared().join(format!("corpus/tesla/laanwj+decuda__tests__{name}.txtcubin"));
        // dest (8-byte slot), dstride, dwidth, dheight, comp, sxscale, syscale, then six log2 sizes.
        let params = ["0x1000", "0", "64", "16", "16", "0", "1.0", "1.0", "2", "2", "3", "3", "2", "2"];
        let mut a = vec!["run", "--arch", "tesla", cubin.to_str().unwrap(), "--grid", "1", "--block", "16,4"];
        for p in &params {
            a.extend(["--param", p]);
        }
        a.extend(["--global", &f1, "--global", &f2, "--texture", "0=0x10000,64,64", "--texture", "1=0x20000,64,64", "--stats"]);
        let (code, _, err) = gpuisa(&a, "");
        assert_eq!(code, 0, "{name}: {err}");
        // The kernel reads global memory only through its textures, and stores its block's pixels.
        let line = err.lines().find(|l| l.starts_with("global bytes:")).unwrap_or_else(|| panic!("{name}: no statistics: {err}"));
        let n: Vec<u64> = line.split_whitespace().filter_map(|w| w.parse().ok()).collect();
        assert!(n.len() == 2 && n[0] > 0 && n[1] > 0, "{name}: {line}");
    }
}
