//! `gpuisa run --arch tesla` against the FlexGrip applications' golden outputs
//! (../shared/corpus/tesla-e2e/flexgrip/*/case.json): each case runs with its suggested launch, its
//! parameters, constant bank 1 and global image, and each compared region must agree as the case says
//! (exact, ulp, abs or rel); regions marked schedule-dependent or unreliable are reported, not compared.

mod common;

use common::{gpuisa, hex, tmpdir, words};
use serde_json::Value;
use std::collections::BTreeMap;

/// Compares one region; returns (elements, mismatches, first mismatch).
fn compare(region: &Value, ours: &BTreeMap<u64, u32>, gold: &BTreeMap<u64, u32>) -> (usize, usize, Option<String>) {
    let (start, end) = (hex(&region["start"]), hex(&region["end"]));
    let ty = region["type"].as_str().unwrap();
    let mode = region["mode"].as_str().unwrap();
    let tol = region["tol"].as_f64().unwrap_or(0.0);
    let byte = |m: &BTreeMap<u64, u32>, a: u64| m.get(&(a & !3)).map(|w| (w >> (8 * (a & 3))) & 0xff);
    let (mut n, mut bad, mut first) = (0, 0, None);
    let step = if ty == "u8" { 1 } else { 4 };
    let mut a = start;
    while a < end {
        let (o, g) = if ty == "u8" { (byte(ours, a), byte(gold, a)) } else { (ours.get(&a).copied(), gold.get(&a).copied()) };
        let (Some(o), Some(g)) = (o, g) else {
            a += step;
            continue;
        };
        n += 1;
        let ok = match (ty, mode) {
            ("f32", "ulp") => (o as i64 - g as i64).unsigned_abs() <= tol as u64,
            ("f32", "abs") => (f32::from_bits(o) - f32::from_bits(g)).abs() as f64 <= tol,
            ("f32", "rel") => {
                let (fo, fg) = (f32::from_bits(o) as f64, f32::from_bits(g) as f64);
                (fo.is_nan() && fg.is_nan()) || (fo - fg).abs() <= tol * fg.abs()
            }
            _ => o == g,
        };
        if !ok {
            bad += 1;
            first.get_or_insert(format!("{a:#x}: ours {o:#010x}, golden {g:#010x}"));
        }
        a += step;
    }
    (n, bad, first)
}

#[test]
fn flexgrip_applications_reproduce_their_golden_outputs() {
    let root = gpuisa_core::shared::dir().join("corpus/tesla-e2e/flexgrip");
    let mut apps: Vec<_> = std::fs::read_dir(&root).unwrap().map(|e| e.unwrap().path()).collect();
    apps.sort();
    let tmp_dir = tmpdir("flexgrip");
    let tmp = tmp_dir.path();
    let (mut compared, mut failed) = (0, Vec::new());
    for app in &apps {
        let case: Value = serde_json::from_str(&std::fs::read_to_string(app.join("case.json")).unwrap()).unwrap();
        let name = app.file_name().unwrap().to_string_lossy().into_owned();
        let Some(golden) = case["golden"].as_str() else {
            eprintln!("{name}: no golden output ({})", case["status"]);
            continue;
        };
        let mif = std::fs::read_to_string(app.join(case["global_init"].as_str().unwrap())).unwrap();
        let image: Vec<u8> = mif.split_whitespace().map(|b| u8::from_str_radix(b, 16).unwrap()).collect();
        let global = tmp.join(format!("{name}.global"));
        std::fs::write(&global, &image).unwrap();
        let launch = &case["launch_suggested"];
        let dim = |v: &Value| v.as_array().unwrap().iter().map(|x| x.to_string()).collect::<Vec<_>>().join(",");
        let (grid, block) = (dim(&launch["grid"]), dim(&launch["block"]));
        let regions = case["compare"].as_array().unwrap();
        let end = regions.iter().map(|r| hex(&r["end"])).max().unwrap_or(0);
        let prog = app.join("program_flexgrip.hex");
        let mut args: Vec<String> = ["run", "--arch", "tesla", prog.to_str().unwrap(), "--grid", &grid, "--block", &block]
            .iter()
            .map(|s| s.to_string())
            .collect();
        for p in case["params_flexgrip"].as_array().unwrap() {
            args.extend(["--param".to_string(), p.as_str().unwrap().to_string()]);
        }
        if let Some(c1) = case["const_c1"].as_str() {
            let bytes: Vec<u8> = (0..c1.len() / 2).map(|i| u8::from_str_radix(&c1[2 * i..2 * i + 2], 16).unwrap()).collect();
            let f = tmp.join(format!("{name}.c1"));
            std::fs::write(&f, bytes).unwrap();
            args.extend(["--const".to_string(), format!("1={}", f.display())]);
        }
        args.extend(["--global".to_string(), global.display().to_string(), "--dump".to_string(), format!("0:{end:x}")]);
        let argv: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, out, err) = gpuisa(&argv, "");
        if code != 0 {
            eprintln!("{name}: run failed: {err}");
            failed.push(name);
            continue;
        }
        let ours = words(&out);
        let gold = words(&std::fs::read_to_string(app.join(golden)).unwrap());
        for r in regions {
            let mode = r["mode"].as_str().unwrap();
            let (n, bad, first) = compare(r, &ours, &gold);
            let what = format!("{name} {}..{} {} {mode}", r["start"], r["end"], r["type"]);
            if matches!(mode, "schedule-dependent" | "unreliable") {
                eprintln!("{what}: {} of {n} equal to the golden (not compared: {mode})", n - bad);
                continue;
            }
            compared += 1;
            eprintln!("{what}: {} of {n} agree{}", n - bad, first.as_ref().map_or(String::new(), |f| format!("; first difference {f}")));
            if bad > 0 || n == 0 {
                failed.push(what);
            }
        }
    }
    std::fs::remove_dir_all(tmp).ok();
    eprintln!("flexgrip: {compared} regions compared, {} failed", failed.len());
    assert!(compared > 0);
    assert!(failed.is_empty(), "failed: {failed:?}");
}

/// Assembles Tesla `src` into a raw binary in the test's temporary folder `dir`; returns its path.
fn assemble(dir: &tempfile::TempDir, name: &str, src: &str) -> std::path::PathBuf {
    let path = dir.path().join(format!("{name}.bin"));
    let (code, _, err) = gpuisa(&["as", "--arch", "tesla", "-o", path.to_str().unwrap(), "-"], src);
    assert_eq!(code, 0, "{err}");
    path
}

#[test]
fn runaway_kernels_and_bad_accesses_are_clear_errors() {
    let dir = tmpdir("run");
    let lp = assemble(&dir, "loop", "bra 0x0\n");
    let (code, _, err) = gpuisa(&["run", "--arch", "tesla", lp.to_str().unwrap(), "--grid", "1", "--block", "32", "--max-steps", "1000"], "");
    assert_eq!(code, 1);
    assert!(err.contains("step limit") && err.contains("warp 0") && err.contains("pc 0x0"), "{err}");
    // Each thread stores its index at 4 * tid: threads 16.. fall outside 64 bytes of global memory.
    let st = assemble(&dir, "oob", "shl b32 $r1 $r0 0x2\nst b32 g14[$r1] $r0\nret\n");
    let st = st.to_str().unwrap();
    let (code, _, err) = gpuisa(&["run", "--arch", "tesla", st, "--grid", "1", "--block", "32", "--global-size", "64"], "");
    assert_eq!(code, 1);
    assert!(err.contains("out-of-bounds write") && err.contains("thread 16") && err.contains("g[0x40]") && err.contains("pc 0x8"), "{err}");
    let (code, out, err) = gpuisa(&["run", "--arch", "tesla", st, "--grid", "1", "--block", "32", "--dump", "0:80"], "");
    assert_eq!(code, 0, "{err}");
    let want: String = (0..32).map(|i| format!("{:05X} {i:08X}\n", 4 * i)).collect();
    assert_eq!(out, want);
    std::fs::remove_file(lp).ok();
    std::fs::remove_file(st).ok();
}

#[test]
fn divergent_branches_reconverge_at_join() {
    // Odd threads add 0x10, even ones 0x20 (`set` writes -1 when its comparison holds: `lg` tests it),
    // then all add 0x100 after the join point, and store.
    let src = "\
(never) joinat done
mov b32 $r5 0x100
and b32 $r3 $r0 0x1
set $c0 # e u32 $r3 $r124
(lg $c0) bra even
add b32 $r2 $r0 0x10
bra done
even: add b32 $r2 $r0 0x20
nop
done: join add b32 $r2 $r2 $r5
shl b32 $r1 $r0 0x2
st b32 g14[$r1] $r2
ret
";
    let dir = tmpdir("run");
    let p = assemble(&dir, "diverge", src);
    let (code, text, _) = gpuisa(&["dis", "--arch", "tesla", p.to_str().unwrap()], "");
    assert_eq!(code, 0);
    let (code, out, err) =
        gpuisa(&["run", "--arch", "tesla", p.to_str().unwrap(), "--grid", "1", "--block", "8", "--dump", "0:20", "--stats"], "");
    assert_eq!(code, 0, "{err}\n{text}");
    let want: String = (0..8u32).map(|i| format!("{:05X} {:08X}\n", 4 * i, i + if i % 2 == 1 { 0x110 } else { 0x120 })).collect();
    assert_eq!(out, want, "{text}");
    assert!(err.contains("divergent branches:  1"), "{err}");
    std::fs::remove_file(p).ok();
}

/// The ptxtest `add` kernel (../shared/corpus/tesla/gpgpu-sim+...ptxtest__a.out__emb*.cubin), with the input
/// its MANIFEST.md chooses and the result it works out: c[i] = c0[i] + K * (a[i] + b[i] + 1) for i < N,
/// c[i] unchanged beyond; K = 1000 (loop, counter limit from the cubin's c[1]) or 10 (unrolled).
#[test]
fn ptxtest_add_kernel_gives_the_manifest_results() {
    let dir = gpuisa_core::shared::dir().join("corpus/tesla");
    let tmp_dir = tmpdir("ptxtest");
    let tmp = tmp_dir.path();
    let mut image = vec![0u8; 0x3000];
    for i in 0..64usize {
        image[4 * i..4 * i + 4].copy_from_slice(&(i as u32).to_le_bytes());
        image[0x1000 + 4 * i..0x1004 + 4 * i].copy_from_slice(&2u32.to_le_bytes());
        image[0x2000 + 4 * i..0x2004 + 4 * i].copy_from_slice(&100u32.to_le_bytes());
    }
    let global = tmp.join("global.bin");
    std::fs::write(&global, &image).unwrap();
    for (file, k) in [("gpgpu-sim+gpgpu-sim_distribution__projects__ptxtest__a.out__emb0x1eaf__41c1fdfb.cubin", 1000u32), ("gpgpu-sim+gpgpu-sim_distribution__projects__ptxtest__a.out__emb0xe50__34b2a704.cubin", 10)] {
        let cubin = dir.join(file);
        let args = [
            "run", "--arch", "tesla", cubin.to_str().unwrap(), "--grid", "2", "--block", "32",
            "--param", "0x0", "--param", "0x1000", "--param", "0x2000", "--param", "40",
            "--global", global.to_str().unwrap(), "--dump", "0:3000",
        ];
        let (code, out, err) = gpuisa(&args, "");
        assert_eq!(code, 0, "{file}: {err}");
        let mem = words(&out);
        for i in 0..64u64 {
            let want = if i < 40 { 100 + k * (i as u32 + 2 + 1) } else { 100 };
            assert_eq!(mem[&(0x2000 + 4 * i)], want, "{file}: c[{i}]");
            assert_eq!(mem[&(4 * i)], i as u32, "{file}: a[{i}] unchanged");
        }
    }
    std::fs::remove_dir_all(tmp).ok();
}

#[test]
fn parameters_by_number_take_the_cubins_offsets_and_sizes() {
    // ptxtest's add(int *a, int *b, int *c, int N): 8-byte pointers at 0, 8, 0x10 and N at 0x18.
    let cubin = gpuisa_core::shared::dir().join("corpus/tesla/gpgpu-sim+gpgpu-sim_distribution__projects__ptxtest__a.out__emb0xe50__34b2a704.cubin");
    let image: Vec<u8> = (0..0x3000u32).map(|i| if (0x1000..0x1100).contains(&i) && i % 4 == 0 { 2 } else { 0 }).collect();
    let dir = tmpdir("params");
    let g = dir.path().join("params.bin");
    std::fs::write(&g, image).unwrap();
    let args = [
        "run", "--arch", "tesla", cubin.to_str().unwrap(), "--grid", "1", "--block", "32",
        "--param", "#0=0x0", "--param", "#1=0x1000", "--param", "#2=0x2000", "--param", "#3=8",
        "--global", g.to_str().unwrap(), "--dump", "2000:2040",
    ];
    let (code, out, err) = gpuisa(&args, "");
    std::fs::remove_file(&g).ok();
    assert_eq!(code, 0, "{err}");
    // c[i] = 0 + 10 * (0 + 2 + 1) for i < 8, 0 beyond.
    let mem = words(&out);
    for i in 0..16u64 {
        assert_eq!(mem[&(0x2000 + 4 * i)], if i < 8 { 30 } else { 0 }, "c[{i}]");
    }
    let (code, _, err) = gpuisa(&["run", "--arch", "tesla", cubin.to_str().unwrap(), "--grid", "1", "--block", "1", "--param", "#7=1"], "");
    assert_eq!(code, 1);
    assert!(err.contains("no parameter 7"), "{err}");
}

/// A text cubin whose kernel does `xx = 42; yy = &xx;` for `__device__ int xx; __device__ int *yy;`, as
/// nvcc 1.x compiles it: each variable's address comes from c14 at the offset its `reloc` block names.
fn reloc_cubin(dir: &tempfile::TempDir) -> std::path::PathBuf {
    let code = assemble(dir, "reloc", "ld $r1 b32 c14[0x0]\nmov b32 $r0 0x2a\nst b32 g14[$r1] $r0\nld $r2 b32 c14[0x4]\nst b32 g14[$r2] $r1\nret\n");
    let bytes = std::fs::read(&code).unwrap();
    let words: Vec<String> = bytes.chunks(4).map(|w| format!("0x{:08x}", u32::from_le_bytes(w.try_into().unwrap()))).collect();
    let text = format!(
        "architecture {{sm_10}}\nabiversion {{0}}\nmodname {{cubin}}\n\
         reloc {{\n\tname = yy\n\tsegname = reloc\n\tsegnum = 14\n\toffset = 4\n\tbytes = 4\n}}\n\
         reloc {{\n\tname = xx\n\tsegname = reloc\n\tsegnum = 14\n\toffset = 0\n\tbytes = 4\n}}\n\
         code {{\n\tname = k\n\tlmem = 0\n\tsmem = 16\n\treg = 3\n\tbar = 0\n\tbincode {{\n\t\t{}\n\t}}\n}}\n",
        words.join(" ")
    );
    let path = dir.path().join("reloc.cubin");
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn device_variables_get_global_memory_and_their_addresses_in_c14() {
    let dir = tmpdir("reloc");
    let cubin = reloc_cubin(&dir);
    let c = cubin.to_str().unwrap();
    let (code, out, err) = gpuisa(&["info", c], "");
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("device variables: 2") && out.contains("xx: 4 bytes; its address at c[14][0x0] (4 bytes)"), "{out}");
    // Placed by --symbol.
    let run = |extra: &[&str], dump: &str| {
        let mut args = vec!["run", "--arch", "tesla", c, "--grid", "1", "--block", "1", "--dump", dump];
        args.extend(extra);
        gpuisa(&args, "")
    };
    let (code, out, err) = run(&["--symbol", "xx@0x100", "--symbol", "yy@0x200"], "0:300");
    assert_eq!(code, 0, "{err}");
    let mem = words(&out);
    assert_eq!((mem[&0x100], mem[&0x200]), (42, 0x100));
    assert_eq!(mem.values().filter(|&&v| v != 0).count(), 2, "nothing else written");
    // By default from the top of global memory down, 256-byte aligned, in the cubin's order (yy first).
    let (code, out, err) = run(&["--global-size", "0x10000"], "fe00:10000");
    assert_eq!(code, 0, "{err}");
    let mem = words(&out);
    assert_eq!((mem[&0xfe00], mem[&0xff00]), (42, 0xfe00));
    // Mistakes name themselves.
    let (code, _, err) = run(&["--symbol", "zz@0x100"], "0:4");
    assert_eq!(code, 2);
    assert!(err.contains("no device variable `zz` (it has yy, xx)"), "{err}");
    let (code, _, err) = run(&["--symbol", "xx@0x1000000"], "0:4");
    assert_eq!(code, 1);
    assert!(err.contains("`xx`") && err.contains("do not fit"), "{err}");
}
