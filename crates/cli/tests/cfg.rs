//! `dis --cfg dot`: block boundaries and edges of one hand-checked kernel per ISA (worked out from the
//! listings: every branch target and every instruction after a transfer starts a block), and every
//! corpus kernel's graph renders with Graphviz.

mod common;
use common::*;
use std::collections::BTreeSet;
use std::io::Write;
use std::process::{Command, Stdio};

/// The graph of `args` (one kernel: the document's first cluster): each block's first address by node
/// name, and the edges as (from address, to address, kind).
fn graph(args: &[&str]) -> (Vec<u64>, BTreeSet<(u64, u64, String)>) {
    let (code, out, err) = gpuisa(args, "");
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.matches("digraph ").count(), 1, "{out}");
    let mut starts = Vec::new();
    for l in out.lines() {
        if let Some(rest) = l.trim().strip_prefix("k0_b") {
            if let Some((n, label)) = rest.split_once(" [label=\"") {
                let idx: usize = n.parse().unwrap();
                assert_eq!(idx, starts.len());
                starts.push(u64::from_str_radix(&label[..8], 16).unwrap());
            }
        }
    }
    let mut edges = BTreeSet::new();
    for l in out.lines() {
        let Some((from, rest)) = l.trim().split_once(" -> ") else { continue };
        let (to, style) = rest.split_once(' ').unwrap();
        let at = |s: &str| starts[s.trim_start_matches("k0_b").parse::<usize>().unwrap()];
        let kind = style.split("label=\"").nth(1).map_or("fallthrough", |k| k.split('"').next().unwrap());
        edges.insert((at(from), at(to), kind.to_string()));
    }
    (starts, edges)
}

fn e(from: u64, to: u64, kind: &str) -> (u64, u64, String) {
    (from, to, kind.to_string())
}

fn assert_edges(edges: &BTreeSet<(u64, u64, String)>, want: &[(u64, u64, String)]) {
    for edge in want {
        assert!(edges.contains(edge), "missing {edge:?} in {edges:?}");
    }
}

#[test]
fn fermi_blocks_follow_branches_and_the_reconvergence_stack() {
    let f = shared().join("corpus/fermi/Multi2Sim+multi2sim__tags__multi2sim-4.0.1__samples__fermi__fastWalshTransform__fastWalshTransform__070808da.cubin");
    let (starts, edges) = graph(&["dis", "--cfg", "dot", "--kernel", "_Z15fwtBatch1KernelPfS_i", f.to_str().unwrap()]);
    // Targets: SSY 0xb0, BRA 0xa8, 0x78, 0x1c0, 0xc0, 0x280 (and SSY 0x280), 0x278, 0x230, 0x2d8; after
    // transfers: 0x20 (SSY), 0x38, 0xa8, 0xb0 (SHR.W.S), 0xc0, 0x1c0, 0x1e0, 0x218 (SSY), 0x230, 0x278,
    // 0x280 (NOP.S), 0x298 (@!P0 EXIT), 0x308.
    let want = [0x0, 0x20, 0x38, 0x78, 0xa8, 0xb0, 0xc0, 0x1c0, 0x1e0, 0x218, 0x230, 0x278, 0x280, 0x298, 0x2d8, 0x308];
    assert_eq!(starts, want);
    assert_edges(&edges, &[
        e(0x0, 0xb0, "push"),
        e(0x0, 0x20, "fallthrough"),
        e(0x20, 0xa8, "taken"),
        e(0x20, 0x38, "not taken"),
        e(0x78, 0x78, "taken"),
        e(0x78, 0xa8, "not taken"),
        e(0x1e0, 0x280, "push"),
        e(0x280, 0x298, "not taken"),
        e(0x2d8, 0x2d8, "taken"),
    ]);
    // An unguarded EXIT ends its block with no edge out.
    assert!(!edges.iter().any(|(from, _, _)| *from == 0x308));
}

#[test]
fn tesla_loops_and_exit() {
    let f = shared().join("corpus/tesla/laanwj+decuda__tests__test35__36bbd6dd.txtcubin");
    let (starts, edges) = graph(&["dis", "--cfg", "dot", f.to_str().unwrap()]);
    // `(lg $c0) bra` at 0x38, 0x78 and 0xd0 loop back to 0x18, 0x58 and 0xa8.
    assert_eq!(starts, [0x0, 0x18, 0x40, 0x58, 0x80, 0xa8, 0xd8]);
    assert_edges(&edges, &[e(0x18, 0x18, "taken"), e(0x18, 0x40, "not taken"), e(0x58, 0x58, "taken"), e(0xa8, 0xa8, "taken"), e(0xa8, 0xd8, "not taken")]);
    // `exit (never) nop`: the exit flag acts whatever the predicate, so nothing follows it.
    assert!(!edges.iter().any(|(from, _, _)| *from == 0xd8));
}

#[test]
fn usse_branches_are_relative_words() {
    let f = shared().join("corpus/usse/vitaGL__texture2d_v__93fbba87.gxp");
    let (starts, edges) = graph(&["dis", "--cfg", "dot", "--kernel", "primary", f.to_str().unwrap()]);
    // `p0 br 0x15` at 0x38 (to 0xe0), `p0 br 0xb` at 0x80 (0xd8), `p0 br 0x6` at 0x90 (0xc0), `br 0x5` at
    // 0xb8 and `br 0x2` at 0xd0 (both 0xe0).
    assert_eq!(starts, [0x0, 0x40, 0x88, 0x98, 0xc0, 0xd8, 0xe0]);
    assert_edges(&edges, &[
        e(0x0, 0xe0, "taken"),
        e(0x0, 0x40, "not taken"),
        e(0x40, 0xd8, "taken"),
        e(0x88, 0xc0, "taken"),
        e(0x98, 0xe0, "taken"),
        e(0xc0, 0xe0, "taken"),
        e(0xd8, 0xe0, "fallthrough"),
    ]);
    // `br 0x5` is not guarded: no edge from its block to the next one.
    assert!(!edges.contains(&e(0x98, 0xc0, "fallthrough")) && !edges.contains(&e(0x98, 0xc0, "not taken")));
}

/// Whether `svg` is one well-formed XML document: tags balanced and named alike, one root element,
/// nothing but blanks outside it (comments, declarations and processing instructions apart).
fn xml_ok(svg: &str) -> Result<(), String> {
    let mut open: Vec<&str> = Vec::new();
    let mut roots = 0;
    let mut rest = svg;
    while let Some(lt) = rest.find('<') {
        if open.is_empty() && !rest[..lt].trim().is_empty() {
            return Err(format!("text outside the root: {:?}", &rest[..lt.min(40)]));
        }
        let tail = &rest[lt..];
        let close = if tail.starts_with("<!--") { tail.find("-->").map(|i| i + 3) } else { tail.find('>').map(|i| i + 1) };
        let Some(close) = close else { return Err("a tag is not closed".into()) };
        let tag = &tail[..close];
        rest = &tail[close..];
        if tag.starts_with("<?") || tag.starts_with("<!") {
            continue;
        }
        let name = |t: &str| t.trim_start_matches(['<', '/']).split(|c: char| c.is_whitespace() || c == '>' || c == '/').next().unwrap_or("").to_string();
        if tag.starts_with("</") {
            match open.pop() {
                Some(o) if name(o) == name(tag) => {}
                o => return Err(format!("{tag} closes {o:?}")),
            }
        } else {
            if open.is_empty() {
                roots += 1;
            }
            if !tag.ends_with("/>") {
                open.push(tag);
            }
        }
    }
    if !rest.trim().is_empty() || !open.is_empty() {
        return Err(format!("{} elements left open", open.len()));
    }
    if roots != 1 {
        return Err(format!("{roots} root elements"));
    }
    Ok(())
}

#[test]
fn the_xml_check_refuses_what_it_should() {
    assert!(xml_ok("<?xml version=\"1.0\"?><!-- c --><svg a=\"1\"><g><t/></g></svg>\n").is_ok());
    assert!(xml_ok("<svg></svg><svg></svg>").is_err());
    assert!(xml_ok("<svg><g></svg>").is_err());
    assert!(xml_ok("<svg>").is_err());
}

/// docs/cfg.md's recipe, `gpuisa dis --cfg dot F | dot -Tsvg`, on corpus files: one DOT document each (a
/// cluster per kernel), rendered to one SVG that is well-formed XML. Every 7th file by default (the
/// largest kernels take dot seconds); GPUISA_SWEEP_FULL=1 takes all.
#[test]
fn every_corpus_file_renders_to_one_svg() {
    if Command::new("dot").arg("-V").output().is_err() {
        assert!(std::env::var_os("CI").is_none(), "graphviz's `dot` is missing (.ci/run installs it)");
        eprintln!("skipped: graphviz's `dot` is not installed");
        return;
    }
    let mut files: Vec<(std::path::PathBuf, Vec<&str>)> = Vec::new();
    for p in corpus("tesla", "cubin").into_iter().chain(corpus("fermi", ".cubin")).chain(corpus("usse", ".gxp")) {
        files.push((p, vec![]));
    }
    for p in corpus("isa30/programs", ".hex") {
        files.push((p, vec!["--arch", "isa30"]));
    }
    let all = std::env::var_os("GPUISA_SWEEP_FULL").is_some();
    let (mut rendered, mut clusters) = (0, 0);
    for (i, (p, extra)) in files.iter().enumerate() {
        let mut args = vec!["dis", "--cfg", "dot"];
        args.extend(extra);
        args.push(p.to_str().unwrap());
        let (code, dot_src, err) = gpuisa(&args, "");
        assert_eq!(code, 0, "{}: {err}", p.display());
        assert_eq!(dot_src.matches("digraph ").count(), 1, "{}", p.display());
        clusters += dot_src.matches("subgraph cluster_").count();
        if !all && i % 7 != 0 {
            continue;
        }
        let mut child = Command::new("dot").arg("-Tsvg").stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
        // Written from another thread: dot's output fills its pipe before it has read all of a large graph.
        let mut stdin = child.stdin.take().unwrap();
        let writer = std::thread::spawn(move || stdin.write_all(dot_src.as_bytes()));
        let out = child.wait_with_output().unwrap();
        writer.join().unwrap().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success() && err.trim().is_empty(), "{}: dot says {err}", p.display());
        let svg = String::from_utf8_lossy(&out.stdout);
        if let Err(e) = xml_ok(&svg) {
            panic!("{}: the SVG is not one XML document: {e}", p.display());
        }
        rendered += 1;
    }
    eprintln!("{} files, {clusters} kernel clusters, {rendered} SVGs parsed", files.len());
}

/// A kernel name with a NUL, a newline and a quote (a text cubin's) reaches the DOT escaped.
#[test]
fn control_characters_in_names_are_escaped() {
    let dir = tmpdir("cfg-nul");
    let f = dir.path().join("k.txt");
    let text = "architecture {sm_10}\nabiversion {0}\nmodname {cubin}\ncode  {\n\tname = a\u{0}b\"c\\\n\tlmem = 0\n\tsmem = 0\n\treg = 2\n\tbar = 0\n\tbincode  {\n\t\t0x10208001 0x00000003\n\t}\n}\n";
    std::fs::write(&f, text).unwrap();
    let (code, out, err) = gpuisa(&["dis", "--cfg", "dot", f.to_str().unwrap()], "");
    if code == 0 {
        assert!(!out.contains('\0'), "{out:?}");
        assert!(out.lines().all(|l| !l.contains("a\u{0}")), "{out:?}");
    } else {
        assert!(err.starts_with("gpuisa: ") && err.trim_end().lines().count() == 1 && !err.contains('\0'), "{err:?}");
    }
}

/// 16 MiB of random code: the graph is built in linear time and memory (the quadratic reconvergence
/// walk took minutes on 4 MiB, the node list 52 bytes a byte).
#[test]
fn sixteen_mib_of_random_code_in_seconds() {
    let dir = tmpdir("cfg-big");
    let f = dir.path().join("r.bin");
    let mut x = 0x9e37_79b9_7f4a_7c15u64;
    let bytes: Vec<u8> = (0..(16 << 20) / 8)
        .flat_map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x.to_le_bytes()
        })
        .collect();
    std::fs::write(&f, &bytes).unwrap();
    // 65,536 SSY words then as many SYNC: the reconvergence stack 65,536 deep.
    let g = dir.path().join("ssy.bin");
    let ssy = 0x6000000000000007u64; // SSY to the next instruction (a listing's `SSY 0x...` with offset 0)
    let mut code = Vec::new();
    for _ in 0..65536 {
        code.extend_from_slice(&ssy.to_le_bytes());
    }
    std::fs::write(&g, &code).unwrap();
    for file in [&f, &g] {
        let t = std::time::Instant::now();
        let out = Command::new("/usr/bin/time")
            .args(["-f", "%M"])
            .arg(env!("CARGO_BIN_EXE_gpuisa"))
            .args(["dis", "--cfg", "dot", "--arch", "fermi", file.to_str().unwrap()])
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        let secs = t.elapsed().as_secs_f64();
        let err = String::from_utf8_lossy(&out.stderr);
        let kib: u64 = err.trim().lines().last().and_then(|l| l.trim().parse().ok()).unwrap_or(0);
        eprintln!("{}: {secs:.1} s, {} MiB peak", file.display(), kib >> 10);
        assert!(secs < 60.0, "{secs} s");
        assert!(kib == 0 || kib < 200 << 10, "{kib} KiB");
    }
}
