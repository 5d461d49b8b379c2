//! `as(dis(w)) == w` for instruction words, and `???` exactly on the words with undefined bits.
//! The default run checks a few million words (structured + random); `GPUISA_EXHAUSTIVE=1` checks all
//! 2^30 instruction words (run it with `--release`).

mod common;

use gpuisa_core::lex::{lex_into, Token};
use gpuisa_core::Isa;
use gpuisa_isa30::{syntax, Insn, Isa30};

/// Checks one word with reused buffers; returns a description of the failure.
fn check(w: u32, text: &mut String, toks: &mut Vec<Token>) -> Result<(), String> {
    let insn = Insn::decode(w);
    text.clear();
    syntax::format(&insn, text);
    toks.clear();
    lex_into(text, 0..text.len(), toks).map_err(|e| format!("{w:08x} `{text}`: lex error {}", e.message))?;
    let back = syntax::parse(text, toks).map_err(|e| format!("{w:08x} `{text}`: {}", e.message))?;
    if back.encode() != w {
        return Err(format!("{w:08x} `{text}` reassembles to {:08x}", back.encode()));
    }
    if text.contains("???") != insn.has_unknown_bits() {
        return Err(format!("{w:08x} `{text}`: ??? shown = {}, unknown bits = {}", text.contains("???"), insn.has_unknown_bits()));
    }
    Ok(())
}

fn sweep(words: impl Iterator<Item = u32>) -> (u64, Vec<String>) {
    let mut text = String::new();
    let mut toks = Vec::new();
    let mut n = 0;
    let mut fails = Vec::new();
    for w in words {
        n += 1;
        if let Err(e) = check(w, &mut text, &mut toks) {
            if fails.len() < 20 {
                fails.push(e);
            }
        }
    }
    (n, fails)
}

#[test]
fn sampled_words_round_trip() {
    // Structured: every opcode, shift field and destination combination with operand triples drawn from
    // every address space, then random words including bits 30-31.
    let mut rng = common::Rng(0x1234_5678_9abc_def1);
    let mut words = Vec::new();
    for op in 0..8u32 {
        for sh in 0..32u32 {
            for dst in 0..16u32 {
                for k in 0..24u32 {
                    let srcs = if k < 8 { [k * 4, k * 4 + 1, k * 4 + 2] } else { [0u32; 3].map(|_| (rng.next() % 32) as u32) };
                    // dst covers T, DD and R (bits 18..22); W is random.
                    let wreg = (rng.next() % 8) as u32;
                    let w = op << 27 | sh << 22 | dst << 18 | wreg << 15 | srcs[0] << 10 | srcs[1] << 5 | srcs[2];
                    words.push(w);
                }
            }
        }
    }
    for _ in 0..3_000_000 {
        let w = rng.next() as u32;
        words.push(if words.len() % 4 == 0 { w } else { w & 0x3fff_ffff });
    }
    let (n, fails) = sweep(words.into_iter());
    assert!(fails.is_empty(), "{} failures, first:\n{}", fails.len(), fails.join("\n"));
    assert!(n > 3_000_000);
}

#[test]
fn exhaustive_round_trip() {
    if std::env::var("GPUISA_EXHAUSTIVE").as_deref() != Ok("1") {
        eprintln!("skipping the 2^30 sweep: set GPUISA_EXHAUSTIVE=1 (in release mode)");
        return;
    }
    let threads = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1) as u32;
    let start = std::time::Instant::now();
    let total = 1u32 << 30;
    let chunk = total / threads;
    let results: Vec<(u64, Vec<String>)> = std::thread::scope(|s| {
        let hs: Vec<_> = (0..threads)
            .map(|t| {
                let lo = t * chunk;
                let hi = if t + 1 == threads { total } else { lo + chunk };
                s.spawn(move || sweep(lo..hi))
            })
            .collect();
        hs.into_iter().map(|h| h.join().expect("worker")).collect()
    });
    let n: u64 = results.iter().map(|r| r.0).sum();
    let fails: Vec<String> = results.into_iter().flat_map(|r| r.1).collect();
    eprintln!("exhaustive: {n} words round-tripped in {:.1} s", start.elapsed().as_secs_f64());
    assert!(fails.is_empty(), "failures:\n{}", fails.join("\n"));
    assert_eq!(n, 1 << 30);
}

#[test]
fn samples_disassemble_cleanly_and_reassemble() {
    let isa = Isa30;
    let names = ["downsample", "dw_conv", "gemm_medium", "gradient", "integral_image", "meshgrid", "motion_est", "simple_conv"];
    for name in names {
        let hex = common::corpus(&format!("programs/{name}.hex"));
        let words = gpuisa_core::hexkey::parse_words(&hex, 4).expect("hex words");
        let mut listing = String::new();
        for chunk in words.chunks(4) {
            let insn = isa.decode(chunk, 0).unwrap();
            let mut line = String::new();
            isa.format(&insn, 0, &mut line);
            assert!(!line.contains("???"), "{name}: `{line}`");
            listing.push_str(&line);
            listing.push('\n');
        }
        let asm = gpuisa_core::asm::assemble(&isa, &listing).unwrap_or_else(|e| panic!("{name}: {e:?}\n{listing}"));
        assert_eq!(asm.bytes, words, "{name}:\n{listing}");
    }
}

#[test]
fn index_json_programs_match_their_hex_files() {
    let index: serde_json::Value = serde_json::from_str(&common::corpus("programs/index.json")).unwrap();
    for p in index.as_array().unwrap() {
        let name = p["sample"].as_str().unwrap();
        let hex = common::corpus(&format!("programs/{name}.hex"));
        let words: Vec<&str> = p["insts_hex"].as_array().unwrap().iter().map(|v| v.as_str().unwrap()).collect();
        assert_eq!(hex.split_whitespace().collect::<Vec<_>>(), words, "{name}");
    }
}

#[test]
fn all_historic_program_versions_round_trip() {
    let all: serde_json::Value = serde_json::from_str(&common::corpus("programs-all-versions.json")).unwrap();
    let mut text = String::new();
    let mut toks = Vec::new();
    let mut n = 0;
    for p in all.as_array().unwrap() {
        for w in p["insts_hex"].as_array().unwrap() {
            let w = u32::from_str_radix(w.as_str().unwrap(), 16).unwrap();
            check(w, &mut text, &mut toks).unwrap();
            n += 1;
        }
    }
    assert!(n > 50);
}
