//! `gpuisa run --arch fermi` on the end-to-end cases of ../shared/corpus/fermi-e2e (one folder each:
//! case.json gives the kernel, launch, parameters, input files and the regions to compare, exact or
//! within a tolerance). Every case listed in [`PASSING`] must reproduce; the others are reported.
//! Also: the errors a user meets (a missing parameter, the step limit, an out-of-bounds access).

mod common;

use common::{gpuisa, hex, words};
use serde_json::Value;
use std::path::Path;

/// The cases that must pass, by folder name.
const PASSING: &[&str] = &[
    "01_vecadd",
    "02_matrixadd",
    "03_matrixmul",
    "04_warpscan1",
    "05_multiscan",
    "06_globalscan_pass1",
    "07_globalscan_pass2",
    "08_globalscan_pass3",
    "09_bfs_kernel",
    "10_bfs_kernel2",
    "11_fwt_batch1",
    "12_fwt_modulate",
];

/// f32 bits on a monotonic integer line (+0 and -0 meet).
fn ulp_line(b: u32) -> i64 {
    if b & 0x8000_0000 != 0 {
        -((b & 0x7fff_ffff) as i64)
    } else {
        b as i64
    }
}

fn agrees(mode: &str, tol: f64, got: u32, want: u32) -> bool {
    let (g, w) = (f32::from_bits(got) as f64, f32::from_bits(want) as f64);
    match mode {
        "exact" => got == want,
        "ulp" => {
            if g.is_nan() || w.is_nan() {
                g.is_nan() && w.is_nan()
            } else {
                (ulp_line(got) - ulp_line(want)).unsigned_abs() as f64 <= tol
            }
        }
        "abs" => (g - w).abs() <= tol,
        "rel" => (g - w).abs() <= tol * w.abs(),
        m => panic!("unknown comparison mode {m}"),
    }
}

/// The command line of a case (as run_case.py builds it).
fn args(dir: &Path, case: &Value) -> Vec<String> {
    let fermi = common::shared().join("corpus/fermi");
    let s = |v: &Value| v.as_str().unwrap().to_string();
    let dim = |v: &Value| {
        v.as_array()
            .unwrap()
            .iter()
            .map(|x| x.as_u64().unwrap().to_string())
            .collect::<Vec<_>>()
            .join(",")
    };
    let mut a = vec![
        "run".into(),
        "--arch".into(),
        "fermi".into(),
        fermi.join(s(&case["cubin"])).display().to_string(),
    ];
    a.extend([
        "--kernel".into(),
        s(&case["kernel"]),
        "--grid".into(),
        dim(&case["grid"]),
        "--block".into(),
        dim(&case["block"]),
    ]);
    if case["shared_dynamic"].as_u64().unwrap_or(0) > 0 {
        a.extend([
            "--shared-dynamic".into(),
            case["shared_dynamic"].to_string(),
        ]);
    }
    for p in case["params"].as_array().unwrap() {
        a.extend(["--param".into(), s(p)]);
    }
    for g in case["globals"].as_array().unwrap() {
        a.extend([
            "--global".into(),
            format!("{}@{}", dir.join(s(&g["file"])).display(), s(&g["addr"])),
        ]);
    }
    let cmp = case["compare"].as_array().unwrap();
    let start = cmp.iter().map(|c| hex(&c["start"])).min().unwrap();
    let end = cmp.iter().map(|c| hex(&c["end"])).max().unwrap();
    a.extend([
        "--dump".into(),
        format!("0x{start:x}:0x{end:x}"),
        "--max-steps".into(),
        case["max_steps"].to_string(),
    ]);
    a
}

/// Runs one case; `Err` says what differs.
fn run_case(dir: &Path) -> Result<(), String> {
    let case: Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("case.json")).unwrap()).unwrap();
    let a = args(dir, &case);
    let a: Vec<&str> = a.iter().map(String::as_str).collect();
    let (code, out, err) = gpuisa(&a, "");
    if code != 0 {
        return Err(format!("exit {code}: {err}"));
    }
    let got = words(&out);
    for c in case["compare"].as_array().unwrap() {
        let (start, end) = (hex(&c["start"]), hex(&c["end"]));
        let want = std::fs::read(dir.join(c["expected"].as_str().unwrap())).unwrap();
        assert_eq!(want.len() as u64, end - start);
        let (mode, tol) = (
            c["mode"].as_str().unwrap(),
            c["tol"].as_f64().unwrap_or(0.0),
        );
        let mut bad = 0;
        let mut first = None;
        for (i, w) in want.chunks_exact(4).enumerate() {
            let addr = start + 4 * i as u64;
            let w = u32::from_le_bytes(w.try_into().unwrap());
            let ok = got.get(&addr).is_some_and(|&g| agrees(mode, tol, g, w));
            if !ok {
                bad += 1;
                first.get_or_insert(format!("{addr:#x}: got {:?}, want {w:08x}", got.get(&addr)));
            }
        }
        if bad > 0 {
            return Err(format!(
                "{start:#x}..{end:#x} ({mode}): {bad} words differ, first {}",
                first.unwrap()
            ));
        }
    }
    Ok(())
}

#[test]
fn end_to_end_cases_reproduce() {
    let root = common::shared().join("corpus/fermi-e2e");
    let mut dirs: Vec<_> = std::fs::read_dir(&root)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("case.json").is_file())
        .collect();
    dirs.sort();
    assert!(
        dirs.len() >= PASSING.len(),
        "{} cases in {}",
        dirs.len(),
        root.display()
    );
    let mut failed = Vec::new();
    for d in &dirs {
        let name = d.file_name().unwrap().to_string_lossy().into_owned();
        match run_case(d) {
            Ok(()) => eprintln!("{name}: pass"),
            Err(e) => {
                eprintln!("{name}: FAIL {e}");
                if PASSING.contains(&name.as_str()) {
                    failed.push(format!("{name}: {e}"));
                }
            }
        }
    }
    for p in PASSING {
        assert!(dirs.iter().any(|d| d.ends_with(p)), "case {p} is missing");
    }
    assert!(
        failed.is_empty(),
        "cases that must pass failed:\n{}",
        failed.join("\n")
    );
}

fn vecadd() -> (String, String) {
    let root = common::shared().join("corpus");
    let cubin = root.join("fermi/Multi2Sim+multi2sim__tags__multi2sim-4.0.1__samples__fermi__vectorAdd__vectorAdd__dde3c0fd.cubin");
    (
        cubin.display().to_string(),
        root.join("fermi-e2e/01_vecadd/a.bin").display().to_string(),
    )
}

#[test]
fn a_missing_parameter_is_named() {
    let (cubin, _) = vecadd();
    let (code, _, err) = gpuisa(
        &[
            "run", "--arch", "fermi", &cubin, "--grid", "1", "--block", "32", "--param", "0x100000",
        ],
        "",
    );
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("parameter #1") && err.contains("c[0x0][0x24]"),
        "{err}"
    );
}

#[test]
fn the_step_limit_names_block_warp_and_pc() {
    let (cubin, a) = vecadd();
    let g = format!("{a}@0x100000");
    let args = [
        "run",
        "--arch",
        "fermi",
        &cubin,
        "--grid",
        "2",
        "--block",
        "64",
        "--param",
        "0x100000",
        "--param",
        "0x100000",
        "--param",
        "0x100000",
        "--param",
        "128",
        "--global",
        &g,
        "--max-steps",
        "5",
    ];
    let (code, _, err) = gpuisa(&args, "");
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("step limit") && err.contains("block (0, 0) warp") && err.contains("pc 0x"),
        "{err}"
    );
}

#[test]
fn an_out_of_bounds_access_names_thread_pc_space_and_address() {
    let (cubin, _) = vecadd();
    // Global memory of 1 MiB; the arrays said to be at 0x200000.
    let args = [
        "run",
        "--arch",
        "fermi",
        &cubin,
        "--grid",
        "1",
        "--block",
        "32",
        "--param",
        "0x200000",
        "--param",
        "0x200000",
        "--param",
        "0x200000",
        "--param",
        "32",
        "--global-size",
        "0x100000",
    ];
    let (code, _, err) = gpuisa(&args, "");
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("out-of-bounds read")
            && err.contains("g[0x200000]")
            && err.contains("thread 0")
            && err.contains("pc 0x"),
        "{err}"
    );
}
