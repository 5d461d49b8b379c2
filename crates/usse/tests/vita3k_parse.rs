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

/// A sample with an LOD operand in the secondary bank, in a primary program (found by fuzzing
/// `usse_decode`): the line reads back as a primary program's, to a word with the same LOD operand
/// fields (bank 3 of `src2_bank` is the secondary attributes, ext 0, register 0) and the same text.
#[test]
fn a_sample_lod_operand_in_the_secondary_bank_reads_back() {
    let word = u64::from_le_bytes([0x00, 0x07, 0xf2, 0xff, 0xff, 0xff, 0xe4, 0xe4]);
    let ctx = Ctx::default();
    let mut text = String::new();
    vita3k::format_ctx(&Insn::decode(word), &ctx, &mut text);
    let back = vita3k::parse(&text, &ctx).expect("the line parses");
    let mut again = String::new();
    vita3k::format_ctx(&back, &ctx, &mut again);
    assert_eq!(again.trim_end(), text.trim_end());
    // src2: bank bits 29..28, ext bit 48, number bits 6..0 (SMP's field table).
    let src2 = |w: u64| (w >> 28 & 3, w >> 48 & 1, w & 0x7f);
    assert_eq!(src2(word), (3, 0, 0));
    assert_eq!(src2(back.word), src2(word), "{text}");
}
