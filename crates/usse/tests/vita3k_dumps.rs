//! Vita3K's disassembly dumps (../shared/corpus/usse-vita3k-dumps) against `Syntax::Vita3k`: every
//! dump line's word is decoded and printed in the line's context and compared with Vita3K's text.
//! Lines whose Vita3K text contains `?` are left out; trailing whitespace is removed from both texts.
//! Prints mnemonic (first whitespace token) and whole-line agreement over distinct words (a word
//! agrees when all its lines do) and over all lines; fails below 98% / 90% of distinct words.

mod vita3k_common;

use gpuisa_usse::syntax::vita3k;
use gpuisa_usse::Insn;
use std::collections::BTreeMap;

fn pct(a: usize, b: usize) -> f64 {
    100.0 * a as f64 / b.max(1) as f64
}

#[test]
fn vita3k_dump_lines_print_as_vita3k_prints_them() {
    let lines = vita3k_common::lines();
    let (mut total, mut same, mut excluded, mut excluded_same) = (0, 0, 0, 0);
    // The same without context (`Syntax::Vita3k` through `Isa::format`), and the lines needing it.
    let (mut plain_same, mut ctx_secondary, mut ctx_repeat, mut ctx_smlsi) = (0, 0, 0, 0);
    let mut plain = String::new();
    // Per distinct word: (all lines' mnemonics agree, all lines agree).
    let mut words: BTreeMap<u64, (bool, bool)> = BTreeMap::new();
    // Differences by Vita3K's mnemonic: count and a few examples.
    let mut diffs: BTreeMap<String, (usize, Vec<String>)> = BTreeMap::new();
    let mut text = String::new();
    for l in &lines {
        text.clear();
        vita3k::format_ctx(&Insn::decode(l.word), &l.ctx, &mut text);
        let ours = text.trim_end();
        if l.text.contains('?') {
            excluded += 1;
            excluded_same += (ours == l.text) as usize;
            continue;
        }
        total += 1;
        plain.clear();
        vita3k::format(&Insn::decode(l.word), &mut plain);
        if plain.trim_end() == l.text {
            plain_same += 1;
        } else if l.ctx.secondary {
            ctx_secondary += 1;
        } else if l.ctx.repeat > 0 {
            ctx_repeat += 1;
        } else {
            ctx_smlsi += 1;
        }
        let first = |s: &str| s.split_whitespace().next().unwrap_or("").to_string();
        let m_ok = first(ours) == first(&l.text);
        let ok = ours == l.text;
        same += ok as usize;
        let e = words.entry(l.word).or_insert((true, true));
        e.0 &= m_ok;
        e.1 &= ok;
        if !ok {
            let d = diffs.entry(first(&l.text)).or_default();
            d.0 += 1;
            if d.1.len() < 6 {
                d.1.push(format!(
                    "{:016x} {}{}\n      vita3k: {}\n      ours:   {ours}",
                    l.word,
                    if l.ctx.secondary { "[secondary] " } else { "" },
                    if l.ctx.repeat > 0 {
                        format!("[repeat {}] ", l.ctx.repeat)
                    } else {
                        String::new()
                    },
                    l.text
                ));
            }
        }
    }
    for (m, (n, ex)) in &diffs {
        eprintln!("{m}: {n} lines differ");
        for e in ex {
            eprintln!("    {e}");
        }
    }
    let distinct = words.len();
    let m_words = words.values().filter(|v| v.0).count();
    let l_words = words.values().filter(|v| v.1).count();
    eprintln!(
        "{} dump lines, {excluded} with `?` left out ({excluded_same} of them printed the same all \
         the same), {total} compared, {distinct} distinct words",
        lines.len()
    );
    eprintln!(
        "mnemonic agreement, distinct words: {m_words}/{distinct} = {:.2}%",
        pct(m_words, distinct)
    );
    eprintln!(
        "whole-line agreement, distinct words: {l_words}/{distinct} = {:.2}%",
        pct(l_words, distinct)
    );
    eprintln!(
        "whole-line agreement, all lines: {same}/{total} = {:.2}%",
        pct(same, total)
    );
    eprintln!(
        "without context (as `Isa::format` prints): {plain_same}/{total} = {:.2}% of lines; the others \
         need the secondary program ({ctx_secondary}), a repeat ({ctx_repeat}) or an SMLSI's increments ({ctx_smlsi})",
        pct(plain_same, total)
    );
    assert!(distinct > 1900 && total > 4700, "dumps not read whole");
    assert!(
        pct(m_words, distinct) >= 98.0,
        "mnemonic agreement below 98%"
    );
    assert!(
        pct(l_words, distinct) >= 90.0,
        "whole-line agreement below 90%"
    );
}

/// Every word prints something, whatever its bits, in every context (no panic, no empty text).
#[test]
fn any_word_prints() {
    let mut x = 0x9e37_79b9_7f4a_7c15u64;
    let mut text = String::new();
    let mut ctx = vita3k::Ctx::default();
    for n in 0..300_000u32 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let insn = Insn::decode(x);
        ctx.secondary = n & 1 != 0;
        ctx.repeat = (n % 17) as u8;
        ctx.update(&insn);
        text.clear();
        vita3k::format_ctx(&insn, &ctx, &mut text);
        assert!(!text.is_empty(), "{x:016x}");
    }
}
