//! The gemm_medium and dw_conv sample programs, run under the accelerator's loop structure on random
//! inputs, compute what their comments say: compared with plain reference computations written here.

mod common;

use gpuisa_isa30::program::load;
use gpuisa_isa30::runner::run_json;
use gpuisa_isa30::Semantics;
use serde_json::{json, Value};

fn sample(name: &str) -> (Vec<gpuisa_isa30::Insn>, Value, Value) {
    let index: Value = serde_json::from_str(&common::corpus("programs/index.json")).unwrap();
    let p = index.as_array().unwrap().iter().find(|p| p["sample"] == name).unwrap().clone();
    let prog = load(&common::corpus(&format!("programs/{name}.hex"))).unwrap();
    (prog, p["n_inst_begs"].clone(), p["n_inst_ends"].clone())
}

fn random(rng: &mut common::Rng, n: usize, lo: i64, hi: i64) -> Vec<i64> {
    (0..n).map(|_| rng.range(lo, hi)).collect()
}

#[test]
fn gemm_medium_multiplies_matrices() {
    let (prog, begs, ends) = sample("gemm_medium");
    let (m, n, k) = (6usize, 50usize, 19usize);
    let mut rng = common::Rng(0xfeed_beef_1234_5678);
    // Full 16-bit range: the accumulator wraps at 20 bits and DRAM takes its low 16 bits, so the result
    // is the exact product modulo 2^16.
    let a = random(&mut rng, m * k, -32768, 32767);
    let b = random(&mut rng, k * n, -32768, 32767);
    let cfg = json!({
        "reg_per_warp": 1,
        "begs": begs, "ends": ends,
        "aofs": [1, 1, 1, 1, 1, k],
        "parallel": { "total": [1, 1, 1, 1, m, n], "warp": [1, 1, 1, 1, 1, 32], "dual_axis": 4, "block": [1, 1, 1, 1, 4, 32] },
        "i0": { "shape": [m, k], "data": a, "bofs_map": [[0, 0, 0, 0, 1, 0], [0, 0, 0, 0, 0, 0]], "aofs_map": [[0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 1]] },
        "i1": { "shape": [k, n], "data": b, "aofs_map": [[0, 0, 0, 0, 0, 1], [0, 0, 0, 0, 0, 0]], "bofs_map": [[0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 1]] },
        "outputs": [ { "shape": [m, n], "bofs_map": [[0, 0, 0, 0, 1, 0], [0, 0, 0, 0, 0, 1]] } ]
    });
    let out = run_json(&prog, &cfg.to_string(), Semantics::Rtl).unwrap();
    let got = &out.outputs[0].data;
    let mut checked = 0;
    for i in 0..m {
        for j in 0..n {
            let sum: i64 = (0..k).map(|t| a[i * k + t] * b[t * n + j]).sum();
            assert_eq!(got[i * n + j], sum as i16, "C[{i}][{j}]");
            checked += 1;
        }
    }
    assert_eq!(checked, m * n);
    // One write per warp (lo and hi) per pair per block, in the last accumulation step only.
    assert_eq!(out.writes.len(), 2 * 2 * 4);
    let written: usize = out.writes.iter().map(|w| w.lanes.iter().flatten().count()).sum();
    assert_eq!(written, m * n, "every element written exactly once, masked lanes skipped");
}

#[test]
fn dw_conv_convolves_each_channel() {
    let (prog, begs, ends) = sample("dw_conv");
    let (c, h, w) = (4usize, 7usize, 40usize);
    let mut rng = common::Rng(0x0123_4567_89ab_cdef);
    let img = random(&mut rng, c * h * w, -2000, 2000);
    let ker = random(&mut rng, c * 9, -300, 300);
    let cfg = json!({
        "begs": begs, "ends": ends,
        "aofs": [1, 1, 1, h, 3, 3],
        "parallel": { "total": [1, 1, 1, 1, c, w], "dual_axis": 4, "block": [1, 1, 1, 1, 2, 64] },
        // img[ch][y + ky - 1][x + kx - 1], zero outside the image.
        "i0": { "shape": [c, h, w], "data": img, "start": [0, -1, -1],
                "aofs_map": [[0, 0, 0, 0, 0, 0], [0, 0, 0, 1, 1, 0], [0, 0, 0, 0, 0, 1]],
                "bofs_map": [[0, 0, 0, 0, 1, 0], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 1]] },
        "i1": { "shape": [c, 3, 3], "data": ker,
                "aofs_map": [[0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 1, 0], [0, 0, 0, 0, 0, 1]],
                "bofs_map": [[0, 0, 0, 0, 1, 0], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]] },
        "outputs": [ { "shape": [c, h, w], "aofs_map": [[0, 0, 0, 0, 0, 0], [0, 0, 0, 1, 0, 0], [0, 0, 0, 0, 0, 0]],
                       "bofs_map": [[0, 0, 0, 0, 1, 0], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 1]] } ]
    });
    let out = run_json(&prog, &cfg.to_string(), Semantics::Rtl).unwrap();
    let got = &out.outputs[0].data;
    let px = |ch: usize, y: i64, x: i64| -> i64 {
        if y < 0 || x < 0 || y >= h as i64 || x >= w as i64 {
            0
        } else {
            img[(ch * h + y as usize) * w + x as usize]
        }
    };
    for ch in 0..c {
        for y in 0..h {
            for x in 0..w {
                let mut sum = 0i64;
                for ky in 0..3 {
                    for kx in 0..3 {
                        sum += px(ch, y as i64 + ky - 1, x as i64 + kx - 1) * ker[ch * 9 + (ky * 3 + kx) as usize];
                    }
                }
                assert_eq!(got[(ch * h + y) * w + x], sum as i16, "out[{ch}][{y}][{x}]");
            }
        }
    }
}

#[test]
fn bad_configurations_are_errors_not_panics() {
    let (prog, _, _) = sample("gemm_medium");
    for bad in [
        "",
        "{}",
        r#"{"aofs": [1,1,1,1,1], "parallel": {"total": [1,1,1,1,1,1]}, "outputs": [{"shape": [1]}]}"#,
        r#"{"aofs": [1,1,1,1,1,1], "parallel": {"total": [1,1,1,1,1,1]}}"#,
        r#"{"aofs": [1,1,1,1,1,1], "parallel": {"total": [1,1,1,1,1,1], "warp": [1,1,1,1,1,3]}, "outputs": [{"shape": [1]}]}"#,
        r#"{"aofs": [1,1,1,1,1,4000000000], "parallel": {"total": [1,1,1,1,1,1]}, "outputs": [{"shape": [1]}]}"#,
        r#"{"aofs": [1,1,1,1,1,1], "parallel": {"total": [1,1,1,1,1,1]}, "outputs": [{"shape": [100000, 100000]}]}"#,
    ] {
        assert!(run_json(&prog, bad, Semantics::Rtl).is_err(), "{bad}");
    }
    // A program that reads I0 with no I0 configured names the instruction.
    let e = run_json(&prog, r#"{"aofs": [1,1,1,1,1,2], "begs": [0,2,2,2,2,2,2], "ends": [3,3,3,3,3,3,5], "parallel": {"total": [1,1,1,1,2,32], "dual_axis": 4}, "outputs": [{"shape": [1]}]}"#, Semantics::Rtl)
        .unwrap_err()
        .to_string();
    assert!(e.contains("instruction 2") && e.contains("I0"), "{e}");
}
