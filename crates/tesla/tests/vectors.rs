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
    // The one-pass disassembler must agree, length included.
    let mut one_pass = String::new();
    assert_eq!(t.disassemble(bytes, 0, &mut one_pass), Ok(bytes.len()), "length of {bytes:02x?}");
    assert_eq!(one_pass, s, "one-pass text of {bytes:02x?}");
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

fn bits_of(bytes: &[u8]) -> u64 {
    let mut b = [0u8; 8];
    b[..bytes.len()].copy_from_slice(bytes);
    u64::from_le_bytes(b)
}

/// Bit 58 chooses a half or a whole destination; for an o[] or `#` destination envydis prints both forms
/// alike (only the o[] offset's scale differs), so its text does not say which form a word has. The
/// lossless text marks the whole form `whole`.
fn whole_out_form(lossless: &str, envydis_text: &str) -> bool {
    lossless.contains(" whole ") && lossless.replacen(" whole ", " ", 1) == envydis_text
}

/// Where the lossless text differs from envydis', the word has bits that envydis' text does not show
/// (`Tesla::envydis_hidden_bits`), or a whole-register o[] destination, or it is a long form whose text
/// also reads as a short one (`long` prefix). And the assembler, given envydis' text, recovers every bit
/// that text shows.
#[test]
fn every_difference_from_envydis_is_a_hidden_bit() {
    let v = shared::vectors("envydis-clean.tsv");
    let mut count: HashMap<&str, usize> = HashMap::new();
    for (_, t) in &v {
        *count.entry(t.as_str()).or_default() += 1;
    }
    let t = Tesla::default();
    let (mut unique, mut same, mut hidden_set, mut whole_out, mut long_prefix) = (0, 0, 0, 0, 0);
    let (mut exact, mut visible_equal, mut whole_out_lost) = (0, 0, 0);
    let mut unexplained = Vec::new();
    let mut lost = Vec::new();
    for (k, want) in &v {
        if count[want.as_str()] > 1 {
            continue;
        }
        unique += 1;
        let bytes = parse_words(k, 4).unwrap();
        let w = bits_of(&bytes);
        // What the assembler makes of envydis' text: the hidden bits at their canonical values.
        let canon = t.parse_str(want, 0).map(|i| {
            let mut out = Vec::new();
            t.encode(&i, &mut out);
            out
        });
        let hidden = t.envydis_hidden_bits(w);
        let got = text_of(&t, &bytes);
        if got == *want {
            same += 1;
        } else if got.strip_prefix("long ") == Some(want.as_str()) {
            long_prefix += 1;
        } else if whole_out_form(&got, want) {
            whole_out += 1;
        } else if canon
            .as_ref()
            .is_ok_and(|c| c.len() == bytes.len() && bits_of(c) & hidden != w & hidden)
        {
            hidden_set += 1;
        } else {
            unexplained.push(format!("{k}: envydis `{want}`, lossless `{got}`"));
        }
        match &canon {
            Ok(c) if *c == bytes => exact += 1,
            Ok(c) if c.len() == bytes.len() && bits_of(c) & !hidden == w & !hidden => {
                visible_equal += 1
            }
            Ok(c) if c.len() != bytes.len() && got.starts_with("long ") => {}
            _ if whole_out_form(&got, want) => whole_out_lost += 1,
            Ok(c) => lost.push(format!("{k}: `{want}` assembles to {c:02x?}")),
            Err(e) => lost.push(format!("{k}: `{want}` does not assemble: {e}")),
        }
    }
    let pct = |n: usize| 100.0 * n as f64 / unique as f64;
    println!("{unique} lines whose envydis text no other word shares:");
    println!("  lossless text identical: {same} ({:.2}%)", pct(same));
    println!(
        "  differs, the word has bits envydis' text hides: {hidden_set} ({:.2}%)",
        pct(hidden_set)
    );
    println!(
        "  differs by the `whole` mark (whole-register o[] or # destination): {whole_out} ({:.2}%)",
        pct(whole_out)
    );
    println!(
        "  differs by the `long` prefix only: {long_prefix} ({:.2}%)",
        pct(long_prefix)
    );
    println!(
        "  differs otherwise: {} ({:.2}%)",
        unexplained.len(),
        pct(unexplained.len())
    );
    println!("  as(envydis text) == word: {exact} ({:.2}%)", pct(exact));
    println!(
        "  as(envydis text) == word but for the bits the text hides: {visible_equal} ({:.2}%)",
        pct(visible_equal)
    );
    println!("  as(envydis text) gives the half form of a whole o[] or # destination: {whole_out_lost} ({:.2}%)", pct(whole_out_lost));
    println!(
        "  as(envydis text) loses a shown bit or fails otherwise: {} ({:.2}%)",
        lost.len(),
        pct(lost.len())
    );
    for d in unexplained.iter().chain(&lost).take(20) {
        println!("    {d}");
    }
    assert!(
        unexplained.is_empty(),
        "{} differences not explained by hidden bits",
        unexplained.len()
    );
    assert!(
        lost.is_empty(),
        "{} envydis texts lose shown bits",
        lost.len()
    );
}

/// The measure ../shared/vectors/README.md fixes: on the clean lines whose word is not in
/// envydis-hidden.keys and whose text no other word shares, the lossless text equals envydis' and `as`
/// of envydis' text gives the word.
#[test]
fn lossless_text_on_the_lines_hidden_keys_leave_comparable() {
    let v = shared::vectors("envydis-clean.tsv");
    let p = gpuisa_core::shared::dir().join("vectors/tesla/envydis-hidden.keys");
    let keys = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    let keys: std::collections::HashSet<&str> = keys.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
    let mut count: HashMap<&str, usize> = HashMap::new();
    for (_, t) in &v {
        *count.entry(t.as_str()).or_default() += 1;
    }
    let t = Tesla::default();
    let (mut comparable, mut same, mut exact) = (0usize, 0usize, 0usize);
    let mut differ = Vec::new();
    for (k, want) in &v {
        if keys.contains(k.as_str()) || count[want.as_str()] > 1 {
            continue;
        }
        comparable += 1;
        let bytes = parse_words(k, 4).unwrap();
        let got = text_of(&t, &bytes);
        same += (got == *want) as usize;
        if got != *want && differ.len() < 10 {
            differ.push(format!("{k}: envydis `{want}`, lossless `{got}`"));
        }
        let back = t.parse_str(want, 0).map(|i| {
            let mut out = Vec::new();
            t.encode(&i, &mut out);
            out
        });
        exact += back.is_ok_and(|b| b == bytes) as usize;
    }
    let pct = |n: usize| 100.0 * n as f64 / comparable.max(1) as f64;
    println!(
        "tesla: {} clean lines, {} hidden keys; {comparable} comparable: lossless text identical {same} ({:.2}%), as exact {exact} ({:.2}%)",
        v.len(),
        keys.len(),
        pct(same),
        pct(exact)
    );
    for d in &differ {
        println!("    {d}");
    }
    assert!(pct(same) >= 99.0 && pct(exact) >= 99.0, "below 99% on the comparable lines");
}
