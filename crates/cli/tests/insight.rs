//! Runs and listings that explain themselves (issue 45): one `run` front end for every ISA (the
//! architecture from the container, parameters checked, `--json` under the schema, one Tesla variant
//! default, traces with values written), operand roles in the JSON model and `dis --regs`' liveness,
//! `run --profile` and its HTML page. Expected values are worked out by hand in the comments, or computed
//! here independently of the code under test (the liveness, the registers each traced instruction wrote).

mod common;
use common::{gpuisa, shared, tmpdir, workspace};
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};

const FERMI_VECADD: &str = "corpus/fermi/Multi2Sim+multi2sim__tags__multi2sim-4.0.1__samples__fermi__vectorAdd__vectorAdd__dde3c0fd.cubin";
/// ptxtest's `add(int *a, int *b, int *c, int N)`: four declared parameters (8, 8, 8 and 4 bytes).
const TESLA_ADD: &str = "corpus/tesla/gpgpu-sim+gpgpu-sim_distribution__projects__ptxtest__a.out__emb0xe50__34b2a704.cubin";
const USSE_SHADER: &str = "corpus/usse/SDL__SDL_render_vita_gxm_shaders.gxm_shader_color_v__f552e581.gxp";

fn path(rel: &str) -> String {
    shared().join(rel).display().to_string()
}

fn validator() -> jsonschema::Validator {
    let text = std::fs::read_to_string(workspace().join("docs/gpuisa.schema.json")).unwrap();
    jsonschema::validator_for(&serde_json::from_str::<Value>(&text).unwrap()).unwrap()
}

fn valid(v: &jsonschema::Validator, doc: &Value, what: &str) {
    let errors: Vec<String> = v.iter_errors(doc).map(|e| format!("{} at {}", e, e.instance_path)).take(5).collect();
    assert!(errors.is_empty(), "{what}: {errors:?}");
}

#[test]
fn run_takes_the_architecture_from_the_container() {
    let (f, t, u) = (path(FERMI_VECADD), path(TESLA_ADD), path(USSE_SHADER));
    // A cubin says Fermi or Tesla by its sm, a GXP file USSE: no --arch needed.
    let (code, out, err) = gpuisa(&["run", &f, "--grid", "1", "--block", "32", "--param", "0x100", "--param", "0x200", "--param", "0x300", "--param", "8", "--dump", "300:304"], "");
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "00300 00000000\n");
    let (code, _, err) = gpuisa(&["run", &t, "--grid", "1", "--block", "32", "--param", "0", "--param", "0x1000", "--param", "0x2000", "--param", "8"], "");
    assert_eq!(code, 0, "{err}");
    let (code, out, err) = gpuisa(&["run", &u, "--attribute", "aPosition=1,2,0,1", "--attribute", "pa4=0.5,0,0,1", "--uniform", "wvp=1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1"], "");
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("o0 = 1.0"), "{out}");
    // A contradicting --arch is refused, naming both.
    let (code, _, err) = gpuisa(&["run", "--arch", "tesla", &f, "--grid", "1", "--block", "1"], "");
    assert_eq!(code, 2);
    assert!(err.contains("--arch tesla contradicts it") && err.contains("--arch fermi"), "{err}");
    // Code that names nothing (hex words) needs --arch.
    let dir = tmpdir("insight-arch");
    let hex = dir.path().join("k.hex");
    std::fs::write(&hex, "30000003 00000780\n").unwrap();
    let (code, _, err) = gpuisa(&["run", hex.to_str().unwrap(), "--grid", "1", "--block", "1"], "");
    assert_eq!(code, 2);
    assert!(err.contains("give --arch"), "{err}");
}

#[test]
fn tesla_parameters_are_checked_against_the_cubins_declarations() {
    let t = path(TESLA_ADD);
    // The issue's reproducer: 0 or 9 values for a 4-parameter kernel ran and gave zeros.
    for n in [0usize, 9] {
        let mut args = vec!["run".to_string(), t.clone(), "--grid".into(), "1".into(), "--block".into(), "32".into()];
        for _ in 0..n {
            args.extend(["--param".into(), "0".into()]);
        }
        let argv: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, _, err) = gpuisa(&argv, "");
        assert_eq!(code, 2, "{n} values: {err}");
        assert!(err.contains(&format!("{n} value")) && err.contains("declares 4 parameters"), "{err}");
        assert!(err.contains("#0 (8 bytes at s[0x10])") && err.contains("#3 (4 bytes at s[0x28])"), "{err}");
    }
    // A size the parameter cannot hold: N is 4 bytes.
    let (code, _, err) = gpuisa(&["run", &t, "--grid", "1", "--block", "32", "--param", "0", "--param", "0", "--param", "0", "--param", "0x100000000"], "");
    assert_eq!(code, 2);
    assert!(err.contains("parameter #3") && err.contains("does not fit 32 bits"), "{err}");
    // Four values, one per parameter: c[i] = c[i] + 10 * (a[i] + b[i] + 1) over N = 8 (ptxtest's MANIFEST,
    // unrolled variant): with a = b = c = 0, c[0..8] = 10 and c[8] stays 0.
    let (code, out, err) = gpuisa(&["run", &t, "--grid", "1", "--block", "32", "--param", "0", "--param", "0x1000", "--param", "0x2000", "--param", "8", "--dump", "2000:2024"], "");
    assert_eq!(code, 0, "{err}");
    let w = common::words(&out);
    for i in 0..9u64 {
        assert_eq!(w[&(0x2000 + 4 * i)], if i < 8 { 10 } else { 0 }, "c[{i}]");
    }
}

#[test]
fn run_json_is_one_schema_document_for_every_isa() {
    let v = validator();
    let dir = tmpdir("insight-json");
    let (f, t, u) = (path(FERMI_VECADD), path(TESLA_ADD), path(USSE_SHADER));
    let runs: Vec<(&str, Vec<&str>)> = vec![
        ("fermi", vec!["run", &f, "--grid", "1", "--block", "32", "--param", "0x100", "--param", "0x200", "--param", "0x300", "--param", "8", "--dump", "300:308", "--stats", "--json"]),
        ("tesla", vec!["run", &t, "--grid", "1", "--block", "32", "--param", "0", "--param", "0x1000", "--param", "0x2000", "--param", "8", "--dump", "2000:2008", "--json"]),
        ("usse", vec!["run", &u, "--attribute", "aPosition=1,2,0,1", "--attribute", "pa4=0.5,0,0,1", "--uniform", "wvp=1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1", "--json"]),
        ("isa30", vec!["run", "--arch", "isa30", "examples/isa30/gemm.s", "--config", "examples/isa30/gemm.json", "--json"]),
    ];
    for (arch, args) in runs {
        let (code, out, err) = gpuisa(&args, "");
        assert_eq!(code, 0, "{arch}: {err}");
        assert_eq!(out.lines().count(), 1, "{arch}: one line: {out}");
        let doc: Value = serde_json::from_str(&out).unwrap();
        assert_eq!(doc["schema"], "gpuisa-run/1", "{arch}");
        assert_eq!(doc["arch"], arch);
        valid(&v, &doc, arch);
        match arch {
            // --json was ignored for Fermi: now the dump (C[0..1] = A + B = 0 + 0) and the stats are in it.
            "fermi" => {
                assert_eq!(doc["dump"][1]["address"], 0x304);
                assert_eq!(doc["stats"]["warp_instructions"], 14);
            }
            "usse" => assert_eq!(doc["invocations"][0]["outputs"][0]["bits"], "0x3f800000"),
            // gemm's C[0][0] = 1*1 + 2*0 + 3*5 = 16.
            "isa30" => assert_eq!(doc["outputs"][0]["data"][0], 16),
            _ => {}
        }
    }
    drop(dir);
}

#[test]
fn unsupported_run_combinations_are_refused() {
    let u = path(USSE_SHADER);
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (vec!["run", &u, "--render", "4x4", "-o", "x.png", "--trace"], "--trace"),
        (vec!["run", &u, "--profile", "--json"], "--profile"),
        (vec!["run", "--arch", "isa30", "--vectors", "x.json", "--json"], "--json"),
        (vec!["run", "--arch", "isa30", "examples/isa30/gemm.s", "--config", "examples/isa30/gemm.json", "--profile", "--html", "x.html"], "--html"),
        (vec!["run", &u, "--grid", "1"], "--grid"),
        (vec!["run", "--arch", "usse", &u, "--config", "x"], "--config"),
    ];
    for (args, opt) in cases {
        let (code, _, err) = gpuisa(&args, "");
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.contains(opt), "{args:?}: {err}");
    }
}

#[test]
fn one_tesla_variant_default_so_what_assembles_runs() {
    // `add rn f64` exists from G200 on: `as` (default gt215) assembles it; `run` used to default to g80
    // and refuse it. 1.5 + 2.25 = 3.75 = 0x400e000000000000, stored as two words.
    let src = "\
mov b32 $r2 0x0
mov b32 $r3 0x3ff80000
mov b32 $r4 0x0
mov b32 $r5 0x40020000
add rn f64 $r6d $r2d $r4d
mov b32 $r1 0x0
st b32 g14[$r1] $r6
mov b32 $r1 0x4
st b32 g14[$r1] $r7
ret
";
    let dir = tmpdir("insight-variant");
    let bin = dir.path().join("f64.bin");
    let (code, _, err) = gpuisa(&["as", "--arch", "tesla", "-o", bin.to_str().unwrap(), "-"], src);
    assert_eq!(code, 0, "{err}");
    let (code, out, err) = gpuisa(&["run", "--arch", "tesla", bin.to_str().unwrap(), "--grid", "1", "--block", "1", "--dump", "0:8"], "");
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "00000 00000000\n00004 400E0000\n");
    // Asked for, g80 still refuses it, saying so.
    let (code, _, err) = gpuisa(&["run", "--arch", "tesla", "--variant", "g80", bin.to_str().unwrap(), "--grid", "1", "--block", "1"], "");
    assert_eq!(code, 1, "{err}");
}

/// The names a trace line says were written (after `  # `): registers as `r3`, `p0`, `c0`, `a1`; stores
/// as `mem`.
fn traced_writes(line: &str) -> Option<(u64, Vec<String>)> {
    let rest = line.split_once(" warp ")?.1;
    let mut it = rest.split_whitespace();
    it.next()?;
    let addr = u64::from_str_radix(it.next()?, 16).ok()?;
    let Some((_, wrote)) = line.split_once("  # ") else { return Some((addr, Vec::new())) };
    let mut names = Vec::new();
    for item in wrote.split_whitespace() {
        let Some((name, _)) = item.split_once('=') else { continue };
        let canon = if name.contains('[') {
            "mem".to_string()
        } else if name.starts_with("CC.") {
            "c0".to_string()
        } else {
            name.trim_start_matches('$').to_lowercase()
        };
        if !names.contains(&canon) {
            names.push(canon);
        }
    }
    Some((addr, names))
}

#[test]
fn traces_show_registers_predicates_and_stores_for_every_isa() {
    // Fermi: vectorAdd with N = 8; lanes 0..7 add A and B (zeros) and store at 0x300 + 4i.
    let f = path(FERMI_VECADD);
    let (code, _, err) = gpuisa(&["run", &f, "--grid", "1", "--block", "32", "--param", "0x100", "--param", "0x200", "--param", "0x300", "--param", "8", "--trace"], "");
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("ISETP.GE.AND P0, pt, R0, c [0x0] [0x2c], pt;  # P0=ffffff00"), "{err}");
    assert!(err.contains("ISCADD R0, R0, c [0x0] [0x28], 0x2;  # R0=300,304,308,30c,310,314,318,31c"), "{err}");
    assert!(err.contains("ST [R0], R2;  # g[300,304,308,30c,310,314,318,31c]=0"), "{err}");
    // Tesla: the same shape (ptxtest add): the store of c[i] = 0 + 0 + 1 at 0x2000 + 4i.
    let t = path(TESLA_ADD);
    let (code, _, err) = gpuisa(&["run", &t, "--grid", "1", "--block", "32", "--param", "0", "--param", "0x1000", "--param", "0x2000", "--param", "8", "--trace"], "");
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("set $c0 # le s32 b32 s[0x28] $r0  # $c0=1,1,1,1,1,1,1,1,2,2"), "{err}");
    assert!(err.contains("st b32 g14[$r0] $r5  # g14[2000,2004,2008,200c,2010,2014,2018,201c]=1"), "{err}");
    // isa30: gemm's first multiply-add in the lo warp of pair 0: lanes 0..4 are C[0][0..4]'s first term
    // A[0][0] * B[0][j] = 1 * (1, 0, 2, -1, 10) (20-bit: -1 is fffff).
    let (code, _, err) = gpuisa(&["run", "--arch", "isa30", "examples/isa30/gemm.s", "--config", "examples/isa30/gemm.json", "--trace"], "");
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("pc 2 lo pair 0 aofs [0, 0, 0, 0, 0, 0]  R0 = R0 + I0*I1  # R0=1,0,2,fffff,a,0"), "{err}");
    assert!(err.contains("DRAM = R0  # DRAM="), "{err}");
    // USSE: SDL's colour vertex program copies aColor (pa4..pa7) to o4..o7 with one repeated move; the
    // position's x and y (10, 20) go to the internal register i0 first.
    let u = path(USSE_SHADER);
    let (code, _, err) = gpuisa(&["run", &u, "--attribute", "aPosition=10,20,0,1", "--attribute", "aColor=1,0.5,0.25,1", "--uniform", "wvp=2,0,0,0,0,2,0,0,0,0,2,0,0,0,0,1", "--trace"], "");
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("invocation 0 primary   0000008  mov.f32 o4.xy, pa4.xyzw repeat2 skipinv nosched  # o4=0x3f800000 o5=0x3f000000 o6=0x3e800000 o7=0x3f800000"), "{err}");
    assert!(err.contains("# i0.x=0x41200000 i0.y=0x41a00000"), "{err}");
}

/// Per instruction (by address) of a kernel's `dis --json`: registers read, written, and the writes that
/// kill (whole and unguarded), as `r3`, `p0`, `c1`, `a2`. Fermi's RZ and PT, Tesla's $r124 and up and
/// $a0 are no registers. Written here from docs/json.md's roles, independently of `dis --regs`.
#[derive(Default, Clone, Debug)]
struct Roles {
    reads: BTreeSet<String>,
    writes: BTreeSet<String>,
    kills: BTreeSet<String>,
}

fn roles_of(insn: &Value, fermi: bool, cc: bool) -> Roles {
    let ops = insn["operands"].as_array().unwrap();
    let first = ops.first();
    let guarded = first.is_some_and(|o| o["kind"] == "register" && o["access"] == "read" && o["file"] == if fermi { "p" } else { "c" });
    let mut r = Roles::default();
    for o in ops {
        let access = o["access"].as_str().unwrap_or_else(|| panic!("no access: {insn}"));
        let n = o["number"].as_u64().unwrap_or(0);
        let (names, whole): (Vec<String>, bool) = match (o["kind"].as_str().unwrap(), o["file"].as_str().unwrap_or("")) {
            ("register", "r") => {
                let (w, whole) = match o["part"].as_str() {
                    Some("double") => (2, true),
                    Some("quad") => (4, true),
                    Some("lo") | Some("hi") => (1, false),
                    _ => (1, true),
                };
                let limit = if fermi { 63 } else { 124 };
                ((n..n + w).filter(|&x| x < limit).map(|x| format!("r{x}")).collect(), whole)
            }
            ("register", "p") if fermi && n < 7 => (vec![format!("p{n}")], true),
            // Fermi's condition code is no predicate: `dis --regs` does not list it.
            ("register", "c") if cc || !fermi => (vec![format!("c{n}")], true),
            ("register", "a") if n > 0 => (vec![format!("a{n}")], true),
            ("vector", _) => (o["registers"].as_array().unwrap().iter().filter_map(|x| x.as_u64()).filter(|&x| x < if fermi { 63 } else { 124 }).map(|x| format!("r{x}")).collect(), true),
            _ => (Vec::new(), true),
        };
        for name in names {
            if access != "write" {
                r.reads.insert(name.clone());
            }
            if access != "read" {
                r.writes.insert(name.clone());
                if whole && !guarded {
                    r.kills.insert(name);
                }
            }
        }
    }
    r
}

/// The blocks of a DOT graph cluster `k` (`dis --cfg dot`): each block's instruction addresses, and
/// the edges between blocks.
fn dot_graph(dot: &str, k: usize) -> (Vec<Vec<u64>>, Vec<(usize, usize)>) {
    let p = format!("k{k}_b");
    let mut blocks: BTreeMap<usize, Vec<u64>> = BTreeMap::new();
    let mut edges = Vec::new();
    for line in dot.lines().map(str::trim) {
        let Some(rest) = line.strip_prefix(&p) else { continue };
        let num_end = rest.find(|c: char| !c.is_ascii_digit()).unwrap_or(rest.len());
        let b: usize = rest[..num_end].parse().unwrap();
        let rest = &rest[num_end..];
        if let Some(to) = rest.strip_prefix(" -> ") {
            if let Some(t) = to.strip_prefix(&p) {
                let t_end = t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len());
                edges.push((b, t[..t_end].parse().unwrap()));
            }
        } else if let Some(label) = rest.strip_prefix(" [label=\"") {
            let addrs = label
                .split("\\l")
                .filter_map(|seg| seg.split_once(':').and_then(|(a, _)| u64::from_str_radix(a, 16).ok()))
                .collect();
            blocks.insert(b, addrs);
        }
    }
    let n = blocks.keys().max().map_or(0, |m| m + 1);
    (((0..n).map(|b| blocks.remove(&b).unwrap_or_default())).collect(), edges)
}

/// The registers `dis --regs` says are live after each instruction of each kernel, by address.
fn regs_listing(text: &str, fermi: bool) -> Vec<BTreeMap<u64, BTreeSet<String>>> {
    let mut out: Vec<BTreeMap<u64, BTreeSet<String>>> = Vec::new();
    for line in text.lines() {
        if line.starts_with("// kernel ") {
            out.push(BTreeMap::new());
            continue;
        }
        if line.starts_with("//") {
            continue;
        }
        let addr = u64::from_str_radix(&line[..8], 16).unwrap();
        let tail = &line[line.rfind("// GPR").unwrap()..];
        let cols: Vec<&str> = tail.split('|').collect();
        let (gpr, pred) = (cols[1], cols[3]);
        let mut live = BTreeSet::new();
        for (i, c) in gpr.chars().enumerate() {
            if matches!(c, '^' | '+' | ':') {
                live.insert(format!("r{i}"));
            }
        }
        for (i, c) in pred.chars().enumerate() {
            if matches!(c, '^' | '+' | ':') {
                live.insert(format!("{}{i}", if fermi { "p" } else { "c" }));
            }
        }
        out.last_mut().unwrap().insert(addr, live);
    }
    out
}

#[test]
fn dis_regs_agrees_with_an_independent_liveness_on_every_corpus_kernel() {
    let (mut kernels, mut insns, mut files) = (0, 0, 0);
    let mut max_live = 0;
    for (sub, fermi) in [("tesla", false), ("fermi", true)] {
        for f in common::corpus(sub, ".cubin") {
            let p = f.to_str().unwrap();
            let (code, json, _) = gpuisa(&["dis", "--json", p], "");
            if code != 0 {
                continue;
            }
            let doc: Value = serde_json::from_str(&json).unwrap();
            let (code, dot, err) = gpuisa(&["dis", "--cfg", "dot", p], "");
            assert_eq!(code, 0, "{p}: {err}");
            let (code, regs, err) = gpuisa(&["dis", "--regs", p], "");
            assert_eq!(code, 0, "{p}: {err}");
            let listed = regs_listing(&regs, fermi);
            files += 1;
            for (k, kernel) in doc["kernels"].as_array().unwrap().iter().enumerate() {
                let list = kernel["instructions"].as_array().unwrap();
                let roles: BTreeMap<u64, Roles> = list.iter().map(|i| (i["address"].as_u64().unwrap(), roles_of(i, fermi, false))).collect();
                let (blocks, edges) = dot_graph(&dot, k);
                // Backward dataflow over the blocks until nothing changes.
                let mut live_in: Vec<BTreeSet<String>> = vec![BTreeSet::new(); blocks.len()];
                let mut after: BTreeMap<u64, BTreeSet<String>> = BTreeMap::new();
                loop {
                    let mut changed = false;
                    for b in (0..blocks.len()).rev() {
                        let mut live: BTreeSet<String> = edges.iter().filter(|e| e.0 == b).flat_map(|e| live_in[e.1].clone()).collect();
                        for a in blocks[b].iter().rev() {
                            after.insert(*a, live.clone());
                            let r = &roles[a];
                            for x in &r.kills {
                                live.remove(x);
                            }
                            live.extend(r.reads.iter().cloned());
                        }
                        if live != live_in[b] {
                            live_in[b] = live;
                            changed = true;
                        }
                    }
                    if !changed {
                        break;
                    }
                }
                let theirs = &listed[k];
                assert_eq!(theirs.len(), list.len(), "{p} kernel {k}: instructions listed");
                for (a, want) in &after {
                    let got = &theirs[a];
                    assert_eq!(got, want, "{p} kernel {k} at {a:#x}: dis --regs {got:?}, dataflow {want:?}");
                    max_live = max_live.max(want.len());
                    insns += 1;
                }
                kernels += 1;
            }
        }
    }
    eprintln!("dis --regs: {files} files, {kernels} kernels, {insns} instructions agree with the dataflow (at most {max_live} registers live at once)");
    assert!(kernels > 100 && insns > 10_000, "{kernels} kernels, {insns} instructions");
}

/// The e2e cases' launches, on their first block only (the trace is one line a warp instruction).
fn e2e_runs() -> Vec<(String, bool, Vec<String>)> {
    let mut runs = Vec::new();
    let s = |v: &Value| v.as_str().unwrap().to_string();
    let dim = |v: &Value| v.as_array().unwrap().iter().map(|x| x.to_string()).collect::<Vec<_>>().join(",");
    let root = shared().join("corpus/fermi-e2e");
    let mut dirs: Vec<_> = std::fs::read_dir(&root).unwrap().map(|e| e.unwrap().path()).filter(|p| p.join("case.json").is_file()).collect();
    dirs.sort();
    for d in dirs {
        let case: Value = serde_json::from_str(&std::fs::read_to_string(d.join("case.json")).unwrap()).unwrap();
        let cubin = shared().join("corpus/fermi").join(s(&case["cubin"])).display().to_string();
        let mut a = vec!["run".to_string(), cubin, "--kernel".into(), s(&case["kernel"]), "--grid".into(), "1".into(), "--block".into(), dim(&case["block"])];
        if case["shared_dynamic"].as_u64().unwrap_or(0) > 0 {
            a.extend(["--shared-dynamic".into(), case["shared_dynamic"].to_string()]);
        }
        for p in case["params"].as_array().unwrap() {
            a.extend(["--param".into(), s(p)]);
        }
        for g in case["globals"].as_array().unwrap() {
            a.extend(["--global".into(), format!("{}@{}", d.join(s(&g["file"])).display(), s(&g["addr"]))]);
        }
        for t in case["textures"].as_array().into_iter().flatten() {
            a.extend(["--texture".into(), format!("{}={},{},{}", t["index"], s(&t["addr"]), t["count"], t["channels"])]);
        }
        runs.push((d.file_name().unwrap().to_string_lossy().into_owned(), true, a));
    }
    let root = shared().join("corpus/tesla-e2e/flexgrip");
    let mut apps: Vec<_> = std::fs::read_dir(&root).unwrap().map(|e| e.unwrap().path()).collect();
    apps.sort();
    for app in apps {
        let case: Value = serde_json::from_str(&std::fs::read_to_string(app.join("case.json")).unwrap()).unwrap();
        let block = dim(&case["launch_suggested"]["block"]);
        let prog = app.join("program_flexgrip.hex").display().to_string();
        let mut a = vec!["run".to_string(), "--arch".into(), "tesla".into(), prog, "--grid".into(), "1".into(), "--block".into(), block];
        for p in case["params_flexgrip"].as_array().unwrap() {
            a.extend(["--param".into(), s(p)]);
        }
        runs.push((format!("flexgrip/{}", app.file_name().unwrap().to_string_lossy()), false, a));
    }
    runs
}

#[test]
fn json_roles_agree_with_the_execution_trace_on_the_e2e_cases() {
    let (mut cases, mut lines, mut stores, mut reads) = (0, 0, 0, 0);
    let mut mismatches = Vec::new();
    let mut unwritten = BTreeMap::new();
    for (name, fermi, mut args) in e2e_runs() {
        // The program: the cubin, or the hex file (whose listing needs --arch tesla).
        let prog = args.iter().position(|a| a.ends_with(".cubin") || a.ends_with(".hex")).map(|i| args[i].clone()).unwrap();
        let dis = if fermi { vec!["dis", "--json", prog.as_str()] } else { vec!["dis", "--arch", "tesla", "--json", prog.as_str()] };
        let (code, json, err) = gpuisa(&dis, "");
        assert_eq!(code, 0, "{name}: {err}");
        let doc: Value = serde_json::from_str(&json).unwrap();
        let kernel = args.iter().position(|a| a == "--kernel").map(|i| args[i + 1].clone());
        let k = doc["kernels"].as_array().unwrap().iter().find(|k| kernel.as_ref().is_none_or(|n| k["name"] == *n)).unwrap();
        let roles: BTreeMap<u64, Roles> = k["instructions"].as_array().unwrap().iter().map(|i| (i["address"].as_u64().unwrap(), roles_of(i, fermi, true))).collect();
        args.push("--trace".into());
        let argv: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, _, trace) = gpuisa(&argv, "");
        assert_eq!(code, 0, "{name}: {}", trace.lines().last().unwrap_or(""));
        cases += 1;
        // Per warp: what its trace has written so far (Tesla's $r0 holds the thread index at launch).
        let mut written: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for line in trace.lines() {
            let Some((addr, names)) = traced_writes(line) else { continue };
            // `block (X,Y) warp W`: the warp's own stream of instructions.
            let warp = line.split_whitespace().take(4).collect::<Vec<_>>().join(" ");
            let r = &roles[&addr];
            let traced: BTreeSet<String> = names.iter().filter(|n| *n != "mem" && !matches!(n.strip_prefix('r').and_then(|x| x.parse::<u32>().ok()), Some(124..))).cloned().collect();
            stores += names.iter().filter(|n| *n == "mem").count();
            lines += 1;
            if traced != r.writes && mismatches.len() < 20 {
                mismatches.push(format!("{name} {addr:#x} `{}`: traced {traced:?}, roles {:?}", line.split("  ").nth(1).unwrap_or(""), r.writes));
            }
            let w = written.entry(warp).or_insert_with(|| if fermi { BTreeSet::new() } else { ["r0".to_string()].into() });
            for x in &r.reads {
                reads += 1;
                if !w.contains(x) {
                    *unwritten.entry(format!("{name} {x}")).or_insert(0) += 1;
                }
            }
            w.extend(traced);
        }
    }
    eprintln!("roles vs trace: {cases} runs, {lines} traced warp instructions ({stores} stores), {reads} register reads");
    eprintln!("registers read before any write in their warp (they hold their launch value, 0): {unwritten:?}");
    assert!(mismatches.is_empty(), "{}", mismatches.join("\n"));
    // The roles' reads are real: every register read was written before in its warp, but for the
    // condition code that Fermi's always-true test `CC.T` (a `NOP.S CC.T`) names.
    assert!(unwritten.keys().all(|k| k.ends_with(" c0")), "{unwritten:?}");
    assert!(cases >= 20 && lines > 1000, "{cases} runs, {lines} lines");
}

/// `--profile`'s lines: per address (warps, threads, divergent).
fn profile_lines(out: &str) -> BTreeMap<u64, (u64, u64, u64)> {
    out.lines()
        .filter(|l| !l.starts_with("//") && l.contains(": "))
        .filter_map(|l| {
            let (nums, _) = l.split_once(": ")?;
            let f: Vec<&str> = nums.split_whitespace().collect();
            let addr = u64::from_str_radix(f.last()?, 16).ok()?;
            if f[0] == "-" {
                return Some((addr, (0, 0, 0)));
            }
            let div = if f.len() == 5 { f[3].parse().ok()? } else { 0 };
            Some((addr, (f[0].parse().ok()?, f[1].parse().ok()?, div)))
        })
        .collect()
}

fn stat(err: &str, what: &str) -> u64 {
    err.lines().find_map(|l| l.strip_prefix(what)).unwrap().trim().parse().unwrap()
}

#[test]
fn profile_counts_agree_with_stats_and_hand_counts() {
    // Fermi vectorAdd, one warp, N = 8: the six instructions up to `@P0 EXIT` run on 32 lanes, the other
    // eight on the 8 lanes with i < N: 14 warp instructions, 6 * 32 + 8 * 8 = 256 thread instructions.
    let f = path(FERMI_VECADD);
    let (code, out, err) = gpuisa(&["run", &f, "--grid", "1", "--block", "32", "--param", "0x100", "--param", "0x200", "--param", "0x300", "--param", "8", "--profile", "--stats"], "");
    assert_eq!(code, 0, "{err}");
    let p = profile_lines(&out);
    assert_eq!(p.len(), 14);
    for (i, (a, c)) in p.iter().enumerate() {
        assert_eq!(*a, 8 * i as u64);
        assert_eq!(*c, (1, if i < 6 { 32 } else { 8 }, 0), "{a:#x}");
    }
    assert_eq!(p.values().map(|c| c.0).sum::<u64>(), stat(&err, "warp instructions:"));
    assert_eq!(p.values().map(|c| c.1).sum::<u64>(), stat(&err, "thread instructions:"));
    assert_eq!((stat(&err, "warp instructions:"), stat(&err, "thread instructions:")), (14, 256));
    // Tesla, 8 threads that diverge: the even lanes branch, the odd ones fall through; both paths join.
    // Hand count: 0-4 (up to the branch) 8 lanes, the branch diverges once; the odd path (add, bra) and
    // the even path (add, nop) 4 lanes each; from the join on (add, shl, st, ret) 8 lanes: 13 warp
    // instructions, 5 * 8 + 4 * 4 + 4 * 8 = 88 thread instructions.
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
    let dir = tmpdir("insight-profile");
    let bin = dir.path().join("diverge.bin");
    let (code, _, err) = gpuisa(&["as", "--arch", "tesla", "-o", bin.to_str().unwrap(), "-"], src);
    assert_eq!(code, 0, "{err}");
    let (code, out, err) = gpuisa(&["run", "--arch", "tesla", bin.to_str().unwrap(), "--grid", "1", "--block", "8", "--profile", "--stats"], "");
    assert_eq!(code, 0, "{err}");
    let p: Vec<(u64, u64, u64)> = profile_lines(&out).into_values().collect();
    let want = [(1, 8, 0), (1, 8, 0), (1, 8, 0), (1, 8, 0), (1, 8, 1), (1, 4, 0), (1, 4, 0), (1, 4, 0), (1, 4, 0), (1, 8, 0), (1, 8, 0), (1, 8, 0), (1, 8, 0)];
    assert_eq!(p, want, "{out}");
    assert_eq!((stat(&err, "warp instructions:"), stat(&err, "thread instructions:"), stat(&err, "divergent branches:")), (13, 88, 1));
    // isa30 gemm (examples/isa30/gemm.json): 2 warp pairs, k = 0, 1, 2; k = 0 runs pc 0..2, k = 1 pc 2,
    // k = 2 pc 2..4 (begs/ends), each issued for the lo and the hi warp: pc 2 runs 3 * 2 * 2 = 12 times,
    // the others 4; 28 in all, the runner's own count.
    let (code, out, err) = gpuisa(&["run", "--arch", "isa30", "examples/isa30/gemm.s", "--config", "examples/isa30/gemm.json", "--profile"], "");
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("28 instructions issued"), "{out}");
    let counts: Vec<u64> = out.lines().skip_while(|l| !l.starts_with("// profile")).skip(2).map(|l| l.split_whitespace().next().unwrap().parse().unwrap()).collect();
    assert_eq!(counts, [4, 4, 12, 4, 4], "{out}");
    assert!(out.contains("// profile: 28 issued instructions, 896 lane operations"), "{out}");
    // USSE: `p0 br` is skipped (p0 starts false), `!p0 br` jumps over the first nop; six invocations.
    let dir = tmpdir("profile-usse");
    let gxp = dir.path().join("p.gxp");
    let (code, _, err) = gpuisa(&["as", "--arch", "usse", "-", "--replace-in", &path(USSE_SHADER), "--kernel", "primary", "-o", gxp.to_str().unwrap()], "p0 br 0x18\n!p0 br 0x18\nnop\nnop\n");
    assert_eq!(code, 0, "{err}");
    let (code, out, err) = gpuisa(&["run", gxp.to_str().unwrap(), "--vertices", "6", "--zero-inputs", "--profile"], "");
    assert_eq!(code, 0, "{err}");
    let rows: Vec<(u64, u64)> = out
        .lines()
        .skip_while(|l| !l.starts_with("profile: primary"))
        .skip(2)
        .take(4)
        .map(|l| {
            let mut w = l.split_whitespace().map(|x| x.parse::<u64>().unwrap_or(u64::MAX));
            (w.next().unwrap(), w.next().unwrap())
        })
        .collect();
    assert_eq!(rows, [(6, 0), (6, 6), (0, 0), (6, 6)], "{out}");
    assert!(out.contains("profile: 18 instructions issued, 12 run"), "{out}");
}

/// The Chromium binary the distribution installs (`.ci/run` installs it), if any.
fn chromium() -> Option<&'static str> {
    ["chromium", "chromium-browser", "google-chrome"].into_iter().find(|c| std::process::Command::new(c).arg("--version").output().is_ok_and(|o| o.status.success()))
}

#[test]
fn profile_html_renders_in_headless_chromium() {
    let dir = tmpdir("insight-html");
    let html = dir.path().join("profile.html");
    let f = path(FERMI_VECADD);
    // Two blocks of 64 threads, N = 40: warp 1 of block 0 has lanes 32..39 below N.
    let (code, _, err) = gpuisa(&["run", &f, "--grid", "2", "--block", "64", "--param", "0x100", "--param", "0x200", "--param", "0x300", "--param", "40", "--profile", "--html", html.to_str().unwrap()], "");
    assert_eq!(code, 0, "{err}");
    let page = std::fs::read_to_string(&html).unwrap();
    // Self-contained: no script, no outside resource.
    assert!(!page.contains("<script") && !page.contains("src=") && !page.contains("href="), "{page}");
    assert!(page.contains("<svg id=\"cfg\"") && page.contains("40 warp instructions"), "{page}");
    let Some(browser) = chromium() else {
        eprintln!("\n\n*** SKIPPED: no chromium binary (apt-get install chromium; .ci/run installs it): the page was not rendered ***\n\n");
        return;
    };
    let url = format!("file://{}", html.display());
    let out = std::process::Command::new(browser)
        .args(["--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0", "--dump-dom", &url])
        .output()
        .unwrap();
    let dom = String::from_utf8_lossy(&out.stdout);
    let log = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{log}");
    assert!(dom.contains("id=\"listing\"") && dom.contains("<svg id=\"cfg\""), "{dom}");
    // 14 listing rows plus the header; the graph's two blocks.
    assert_eq!(dom.matches("<tr").count(), 15, "{dom}");
    assert_eq!(dom.matches("class=\"block\"").count(), 2, "{dom}");
    let console: Vec<&str> = log.lines().filter(|l| l.contains("CONSOLE") || l.contains("Uncaught") || l.contains(":ERROR:") && l.contains("console")).collect();
    assert!(console.is_empty(), "console: {console:?}");
    let shot = std::env::temp_dir().join("gpuisa-profile.png");
    let out = std::process::Command::new(browser)
        .args(["--headless", "--no-sandbox", "--disable-gpu", "--window-size=1200,800", &format!("--screenshot={}", shot.display()), &url])
        .output()
        .unwrap();
    assert!(out.status.success());
    let size = std::fs::metadata(&shot).map(|m| m.len()).unwrap_or(0);
    assert!(size > 10_000, "screenshot of {size} bytes");
    eprintln!("profile page rendered by {browser}: screenshot {} ({size} bytes)", shot.display());
}
