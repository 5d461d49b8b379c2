//! The Vita3K syntax read back: every distinct dump line that `Syntax::Vita3k` prints identically
//! (first line of a word, with the program's context) is parsed, and the word must print as the
//! same line (`print(parse(line)) == line`; fields Vita3K does not show come back 0). Prints the
//! figure and the lines that fail by mnemonic; fails below 90% of those lines.

mod vita3k_common;

use gpuisa_usse::syntax::vita3k::{self, Ctx};
use gpuisa_usse::Insn;
use std::collections::{BTreeMap, BTreeSet};

#[test]
fn vita3k_lines_parse_back_to_words_that_print_them() {
    let mut seen = BTreeSet::new();
    let (mut eligible, mut ok, mut same_word) = (0, 0, 0);
    let mut fails: BTreeMap<String, (usize, Vec<String>)> = BTreeMap::new();
    let mut text = String::new();
    let start = std::time::Instant::now();
    for l in vita3k_common::lines() {
        // The parser reads a line in its program's context, as the first line of a word.
        let ctx = Ctx {
            secondary: l.ctx.secondary,
            ..Default::default()
        };
        text.clear();
        vita3k::format_ctx(&Insn::decode(l.word), &ctx, &mut text);
        if text.trim_end() != l.text || !seen.insert((l.text.clone(), ctx.secondary)) {
            continue;
        }
        eligible += 1;
        match vita3k::parse(&l.text, &ctx) {
            Ok(insn) => {
                text.clear();
                vita3k::format_ctx(&insn, &ctx, &mut text);
                assert_eq!(
                    text.trim_end(),
                    l.text,
                    "parse accepted a line it does not print back"
                );
                ok += 1;
                same_word += (insn.word == l.word) as usize;
            }
            Err((msg, _)) => {
                let m = l
                    .text
                    .split_whitespace()
                    .find(|t| !t.starts_with('p') && !t.starts_with('!'));
                let f = fails.entry(m.unwrap_or("").to_string()).or_default();
                f.0 += 1;
                if f.1.len() < 3 {
                    f.1.push(format!("{:016x} {}: {msg}", l.word, l.text));
                }
            }
        }
    }
    for (m, (n, ex)) in &fails {
        eprintln!("{m}: {n} lines not read");
        for e in ex {
            eprintln!("    {e}");
        }
    }
    let pct = 100.0 * ok as f64 / eligible.max(1) as f64;
    eprintln!(
        "distinct dump lines printed identically: {eligible}; parsed back to a word printing the same line: \
         {ok} = {pct:.2}% ({same_word} of them the dump's own word); {:.2?}",
        start.elapsed()
    );
    assert!(eligible > 1700, "dumps not read whole");
    assert!(pct >= 90.0, "fewer than 90% of the lines parse back");
}

/// Damaged lines (a character dropped, doubled or replaced) never panic the parser, and whatever it
/// accepts prints back as the line it read (up to whitespace; in a secondary program if only one
/// prints it).
#[test]
fn damaged_lines_are_refused_or_read_exactly() {
    let ctx = Ctx::default();
    let mut texts: Vec<String> = vita3k_common::lines().into_iter().map(|l| l.text).collect();
    texts.sort();
    texts.dedup();
    let mut text = String::new();
    let mut x = 0x2545_f491_4f6c_dd1du64;
    for t in texts.iter().step_by(7) {
        let chars: Vec<char> = t.chars().collect();
        for _ in 0..4 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let at = (x % chars.len() as u64) as usize;
            let mut c = chars.clone();
            match x >> 60 & 3 {
                0 => {
                    c.remove(at);
                }
                1 => c.insert(at, c[at]),
                _ => {
                    c[at] = "0123456789xyzw.-(p!i "[(x >> 32) as usize % 21..]
                        .chars()
                        .next()
                        .unwrap()
                }
            }
            let line: String = c.into_iter().collect();
            if let Ok(insn) = vita3k::parse(&line, &ctx) {
                let back = [false, true].map(|secondary| {
                    text.clear();
                    vita3k::format_ctx(&insn, &Ctx { secondary, ..ctx }, &mut text);
                    text.split_whitespace().eq(line.split_whitespace())
                });
                assert!(back[0] || back[1], "accepted `{line}`");
            }
        }
    }
}

/// Found by fuzzing: a swizzle longer than four channels overflowed a shift (a panic in debug builds).
#[test]
fn long_swizzles_are_refused() {
    let ctx = Ctx::default();
    assert!(vita3k::parse("VDSX o4.x i0.x i2.xyzwxyzwx", &ctx).is_err());
    let fuzzed = "VDSX o4.x i0.x\u{10}\0\0\0\0\0\0\0 i2.x +55555 aVMOV i1.--z pa0.-|;-y\n";
    let _ = vita3k::parse(fuzzed, &ctx);
}
