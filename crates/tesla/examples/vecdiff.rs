//! Developer tool: compares the disassembly of a reference vector file with the expected text.
//!
//! `cargo run --release -p gpuisa-tesla --example vecdiff -- FILE [CLASS] [OPCODE] [--compat] [--max N]`
//! CLASS is short, control, imm or long; OPCODE a hex digit (word 0 bits 28-31). Prints mismatching
//! lines, then counts per class and opcode, and round-trip failures.

use gpuisa_core::hexkey::parse_words;
use gpuisa_core::Isa;
use gpuisa_tesla::{Syntax, Tesla};
use std::collections::BTreeMap;

fn class(w0: u32, w1: u32, len: usize) -> &'static str {
    if len == 4 {
        "short"
    } else if w0 & 3 == 3 {
        "control"
    } else if w1 & 3 == 3 {
        "imm"
    } else {
        "long"
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let file = args.first().expect("usage: vecdiff FILE [CLASS] [OPCODE] [--compat] [--max N]");
    let compat = args.iter().any(|a| a == "--compat");
    let max: usize = args.iter().position(|a| a == "--max").map(|i| args[i + 1].parse().unwrap()).unwrap_or(40);
    let mut pos: Vec<&String> = Vec::new();
    let mut it = args[1..].iter();
    while let Some(a) = it.next() {
        if a == "--max" {
            it.next();
        } else if !a.starts_with("--") {
            pos.push(a);
        }
    }
    let want_class = pos.first().map(|s| s.as_str());
    let want_op = pos.get(1).map(|s| u32::from_str_radix(s, 16).unwrap());
    let mut t = Tesla::default();
    if compat {
        t.syntax = Syntax::Envydis;
    }
    let lossless = Tesla::default();
    let text = std::fs::read_to_string(file).unwrap();
    let mut stats: BTreeMap<String, (usize, usize, usize)> = BTreeMap::new();
    let mut shown = 0;
    let mut out = String::new();
    for line in text.lines() {
        let Some((key, want)) = line.split_once('\t') else { continue };
        let bytes = parse_words(key, 4).unwrap();
        let w0 = u32::from_le_bytes(bytes[..4].try_into().unwrap());
        let w1 = if bytes.len() > 4 { u32::from_le_bytes(bytes[4..8].try_into().unwrap()) } else { 0 };
        let c = class(w0, w1, bytes.len());
        let op = w0 >> 28;
        if want_class.is_some_and(|wc| wc != c) || want_op.is_some_and(|o| o != op) {
            continue;
        }
        let insn = t.decode(&bytes, 0).unwrap();
        out.clear();
        t.format(&insn, 0, &mut out);
        let e = stats.entry(format!("{c}:{op:x}")).or_default();
        e.0 += 1;
        if out != want {
            e.1 += 1;
            if shown < max {
                shown += 1;
                println!("{key}\n  want: {want}\n  got:  {out}");
            }
        }
        // Round trip in the lossless syntax.
        let li = lossless.decode(&bytes, 0).unwrap();
        let mut lt = String::new();
        lossless.format(&li, 0, &mut lt);
        match lossless.parse_str(&lt, 0) {
            Ok(p) => {
                let mut b = Vec::new();
                lossless.encode(&p, &mut b);
                if b != bytes {
                    e.2 += 1;
                    if shown < max {
                        shown += 1;
                        println!("{key}\n  ROUNDTRIP text: {lt}\n  gave: {:02x?}", b);
                    }
                }
            }
            Err(err) => {
                e.2 += 1;
                if shown < max {
                    shown += 1;
                    println!("{key}\n  PARSE FAIL text: {lt}\n  error: {err} at {:?}", err.span);
                }
            }
        }
    }
    let (mut n, mut bad, mut rt) = (0, 0, 0);
    for (k, (a, b, c)) in &stats {
        println!("{k:10} {a:6} lines {b:6} text mismatches {c:6} round-trip failures");
        n += a;
        bad += b;
        rt += c;
    }
    println!("total {n} lines, {bad} text mismatches, {rt} round-trip failures");
}
