//! `dis --cfg dot`: block boundaries and edges of one hand-checked kernel per ISA (worked out from the
//! listings: every branch target and every instruction after a transfer starts a block), and every
//! corpus kernel's graph renders with Graphviz.

mod common;
use common::*;
use std::collections::BTreeSet;
use std::io::Write;
use std::process::{Command, Stdio};

/// The graph of `args`: each block's first address by node name, and the edges as
/// (from address, to address, kind).
fn graph(args: &[&str]) -> (Vec<u64>, BTreeSet<(u64, u64, String)>) {
    let (code, out, err) = gpuisa(args, "");
    assert_eq!(code, 0, "{err}");
    let mut starts = Vec::new();
    for l in out.lines() {
        if let Some(rest) = l.trim().strip_prefix('b') {
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
        let at = |s: &str| starts[s.trim_start_matches('b').parse::<usize>().unwrap()];
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

#[test]
fn every_corpus_kernel_renders_with_dot() {
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
    let mut graphs = 0;
    for (p, extra) in &files {
        let mut args = vec!["dis", "--cfg", "dot"];
        args.extend(extra);
        args.push(p.to_str().unwrap());
        let (code, dot_src, err) = gpuisa(&args, "");
        assert_eq!(code, 0, "{}: {err}", p.display());
        let n = dot_src.matches("digraph ").count();
        graphs += n;
        if n == 0 {
            // A container with no kernel (a cubin of data only) has no graph.
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
        assert!(out.stdout.windows(4).any(|w| w == b"<svg"));
    }
    eprintln!("{} files, {graphs} graphs rendered", files.len());
}
