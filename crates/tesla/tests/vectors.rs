//! The Tesla decoder against envydis' reference vectors (../shared/vectors/tesla).

mod shared;

use gpuisa_core::hexkey::parse_words;
use gpuisa_core::Isa;
use gpuisa_tesla::{Syntax, Tesla};
use std::collections::HashMap;

fn text_of(t: &Tesla, bytes: &[u8]) -> String {
    let insn = t.decode(bytes, 0).expect("whole instruction");
    assert_eq!(insn.len(), bytes.len(), "length of {bytes:02x?}");
    let mut s = String::new();
    t.format(&insn, 0, &mut s);
    s
}

fn round_trip(t: &Tesla, bytes: &[u8]) -> Result<(), String> {
    let text = text_of(t, bytes);
    let insn = t.parse_str(&text, 0).map_err(|e| format!("`{text}` does not parse: {e}"))?;
    let mut out = Vec::new();
    t.encode(&insn, &mut out);
    if out != bytes {
        return Err(format!("`{text}` assembles to {out:02x?}, not {bytes:02x?}"));
    }
    Ok(())
}

#[test]
fn clean_vectors_match_envydis_text() {
    let v = shared::vectors("envydis-clean.tsv");
    assert!(v.len() > 8000);
    let mut count: HashMap<&str, usize> = HashMap::new();
    for (_, t) in &v {
        *count.entry(t.as_str()).or_default() += 1;
    }
    let lossless = Tesla::default();
    let compat = Tesla { syntax: Syntax::Envydis, ..Tesla::default() };
    let (mut unique, mut same_lossless, mut same_compat) = (0, 0, 0);
    let mut compat_diffs = Vec::new();
    for (k, want) in &v {
        if count[want.as_str()] > 1 {
            continue;
        }
        unique += 1;
        let bytes = parse_words(k, 4).unwrap();
        if text_of(&lossless, &bytes) == *want {
            same_lossless += 1;
        }
        let got = text_of(&compat, &bytes);
        if got == *want {
            same_compat += 1;
        } else if compat_diffs.len() < 20 {
            compat_diffs.push(format!("{k}: want `{want}`, got `{got}`"));
        }
    }
    let pct = |n: usize| 100.0 * n as f64 / unique as f64;
    println!("{} lines, {unique} with text no other word shares", v.len());
    println!("envydis syntax: {same_compat}/{unique} identical ({:.2}%)", pct(same_compat));
    println!("lossless syntax: {same_lossless}/{unique} identical ({:.2}%)", pct(same_lossless));
    for d in &compat_diffs {
        println!("  {d}");
    }
    assert!(pct(same_compat) >= 99.0, "envydis syntax matches only {:.2}%", pct(same_compat));
}

#[test]
fn clean_and_random_vectors_round_trip() {
    let t = Tesla::default();
    for file in ["envydis-clean.tsv", "envydis-random.tsv"] {
        let v = shared::vectors(file);
        let mut fails = Vec::new();
        for (k, _) in &v {
            let bytes = parse_words(k, 4).unwrap();
            if let Err(e) = round_trip(&t, &bytes) {
                fails.push(format!("{k}: {e}"));
            }
        }
        println!("{file}: {} of {} words round-trip", v.len() - fails.len(), v.len());
        assert!(fails.is_empty(), "{} failures in {file}, first: {:#?}", fails.len(), &fails[..fails.len().min(10)]);
    }
}
