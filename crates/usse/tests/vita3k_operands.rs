//! gpuisa's default text against Vita3K's dumps (../shared/corpus/usse-vita3k-dumps), operand by operand:
//! every register, swizzle and write mask Vita3K prints on a dump line is compared with the typed operands
//! gpuisa's syntax prints for the same word (`Insn::operand_views`, the values the text shows). The first
//! line of each instruction is compared (Vita3K prints one line per repeat, gpuisa the first registers and
//! `repeatN`). Prints the agreement and each class of difference with examples; docs/usse-vita3k-differences.md
//! gives the reasons. Fails below 99.5% (the figure reached is 99.53%; the issue asks 99%).

mod vita3k_common;

use gpuisa_usse::encoding::{dual, Bank};
use gpuisa_usse::insn::OperandView;
use gpuisa_usse::{Insn, Operand};
use std::collections::BTreeMap;

/// An operand as Vita3K prints it: register text and its suffix letters.
#[derive(Debug)]
struct V3k {
    reg: String,
    letters: Option<String>,
}

/// Vita3K's operands of a dump line (after the predicate and the mnemonic): `i1.xyzw`, `-sa8.xy`,
/// `abs(-r0).x`, `(pa0.xyz`, `0`, `0x3f`; non-operand words (`[noscale]`, SMLSI's settings) are skipped.
fn vita3k_operands(text: &str) -> (String, Vec<V3k>) {
    let mut toks = text.split_whitespace().peekable();
    if toks.peek().is_some_and(|t| t.starts_with('!') || matches!(*t, "p0" | "p1" | "p2" | "p3" | "pn")) {
        toks.next();
    }
    let mnemonic = toks.next().unwrap_or("").to_string();
    let mut out = Vec::new();
    for t in toks {
        let t = t.trim_start_matches('(').trim_end_matches(')');
        let t = t.replace("abs(", "").replace(')', "");
        let t = t.trim_start_matches('-');
        // `-` in the letters holds the place of a component the mask leaves out (`r4.-y`).
        let (base, letters) = match t.split_once('.') {
            Some((b, l)) => (b, Some(l.replace('-', ""))),
            None => (t, None),
        };
        let reg = if let Some(h) = base.strip_prefix("0x") {
            match u64::from_str_radix(h, 16) {
                Ok(v) => format!("#{v}"),
                Err(_) => continue,
            }
        } else if !base.is_empty() && base.bytes().all(|b| b.is_ascii_digit()) {
            format!("#{base}")
        } else if base.starts_with(|c: char| c.is_ascii_lowercase())
            && base.trim_start_matches(|c: char| c.is_ascii_lowercase()).bytes().all(|b| b.is_ascii_digit())
            && base.bytes().any(|b| b.is_ascii_digit())
        {
            base.to_string()
        } else {
            continue;
        };
        out.push(V3k { reg, letters });
    }
    (mnemonic, out)
}

/// Our operand's register text, as Vita3K would name it.
fn reg_text(v: &OperandView) -> String {
    match v.op {
        Operand::Reg { bank: Bank::Immediate, num } => format!("#{num}"),
        Operand::Reg { bank, num } => format!("{}{num}", bank.prefix()),
        Operand::Internal(k) => format!("i{k}"),
        Operand::Pred(p) => format!("p{p}"),
        Operand::Imm(v) => format!("#{v}"),
    }
}

/// Our letters for the components Vita3K shows: a destination's write mask; a source's swizzle (the
/// identity when it has none) at the destination mask's components, or its first `n`.
fn our_letters(v: &OperandView, dest_mask: Option<&str>, n: usize) -> String {
    if let Some(m) = &v.mask {
        return if m == "none" { String::new() } else { m.clone() };
    }
    let sw: Vec<char> = v.swizzle.clone().unwrap_or_else(|| "xyzw".into()).chars().collect();
    match dest_mask {
        _ if sw.len() == 1 => sw.iter().collect(),
        Some(m) if m != "none" && sw.len() == 4 => {
            m.chars().filter_map(|c| "xyzw".find(c)).filter_map(|i| sw.get(i).copied()).collect()
        }
        _ => sw.iter().take(n).collect(),
    }
}

#[test]
fn vita3k_operands_agree_with_the_default_text() {
    let lines = vita3k_common::lines();
    let (mut total, mut same) = (0usize, 0usize);
    // Differences by class: count and examples.
    let mut diffs: BTreeMap<String, (usize, Vec<String>)> = BTreeMap::new();
    let mut note = |class: String, example: String| {
        let e = diffs.entry(class).or_default();
        e.0 += 1;
        if e.1.len() < 3 {
            e.1.push(example);
        }
    };
    for l in lines.iter().filter(|l| l.ctx.repeat == 0) {
        let insn = Insn::decode(l.word);
        let ours = insn.operand_views();
        let (mnemonic, theirs) = vita3k_operands(&l.text);
        // A dot product reads every component whatever it writes: its sources are not projected on
        // the mask.
        let name = insn.format().name;
        let dest_mask = if name == "VDP" { None } else { ours.first().and_then(|o| o.mask.clone()) };
        let mut text = String::new();
        gpuisa_core::Isa::format(&gpuisa_usse::Usse::default(), &insn, 0, &mut text);
        // Vita3K leaves out a test's destination register (it writes only the predicate), and prints
        // VDP's sources as src1 then the internal one.
        let mut ours: Vec<OperandView> = ours
            .into_iter()
            .enumerate()
            .filter(|(k, _)| !(name == "VTST" && *k == 1))
            .map(|(_, o)| o)
            .collect();
        if name == "VDP" && ours.len() == 3 {
            ours.swap(1, 2);
        }
        // KILL's predicate is Vita3K's operand and the text's guard (`p1 kill`): the same register.
        if name == "KILL" {
            if let Some(n) = insn.guard().and_then(|g| g.strip_prefix('p')).and_then(|n| n.parse::<u8>().ok()) {
                ours.insert(0, OperandView { op: Operand::Pred(n), mask: None, swizzle: None, negate: false, absolute: false, write: false });
            }
        }
        // A test's sources read the channel its `chan_` word names (src2 its x with `src2_vscomp`).
        if name == "VTST" {
            let chan = ["x", "y", "z", "w"].get(insn.field("chan_cc").unwrap_or(0) as usize).copied().unwrap_or("?");
            let scalar2 = insn.field("src2_vscomp") == Some(1);
            for (k, o) in ours.iter_mut().enumerate().skip(1) {
                o.swizzle = Some(if k == 2 && scalar2 { "x" } else { chan }.to_string());
            }
        }
        // A dual-issue word: each operation's vector results read their sources at the components
        // its destination writes; its other sources are read in order (Vita3K's reading).
        let dual_proj: Option<Vec<Option<String>>> = dual::Word::new(insn.format(), insn.word)
            .and_then(|w| dual::decode(&w).ok())
            .map(|d| {
                let mut v = Vec::new();
                for h in &d.halves {
                    let m: String = (0..4).filter(|b| h.mask >> b & 1 != 0).map(|b| b"xyzw"[b] as char).collect();
                    v.push(None);
                    v.extend(h.srcs.iter().map(|_| h.op.vector_store().then(|| m.clone())));
                }
                v
            });
        for (k, t) in theirs.iter().enumerate() {
            total += 1;
            let example = format!("{:016x} `{}` / `{text}`", l.word, l.text);
            let Some(o) = ours.get(k) else {
                note(format!("{mnemonic}: an operand gpuisa does not print"), example);
                continue;
            };
            let reg = reg_text(o);
            let reg_ok = reg == t.reg || (l.ctx.secondary && t.reg.starts_with("sa") && reg[reg.find(|c: char| c.is_ascii_digit()).unwrap_or(0)..] == t.reg[2..]);
            if !reg_ok {
                note(format!("{mnemonic}: register ({} vs {})", t.reg.trim_end_matches(char::is_numeric), reg.trim_end_matches(char::is_numeric)), example);
                continue;
            }
            if let Some(tl) = &t.letters {
                let mut ol = our_letters(o, if k == 0 { None } else { dest_mask.as_deref() }, tl.len());
                if let (Some(p), Some(sw), None) = (&dual_proj, &o.swizzle, &o.mask) {
                    let sw: Vec<char> = sw.chars().collect();
                    ol = match p.get(k).cloned().flatten() {
                        Some(m) => m.chars().filter_map(|c| "xyzw".find(c)).filter_map(|i| sw.get(i)).collect(),
                        None => sw.iter().take(tl.len()).collect(),
                    };
                }
                // A pack between a float and a non-float type gives its selects to the written
                // components in turn (Vita3K's reading).
                let float = |f: Option<u64>| matches!(f, Some(5 | 6));
                if name == "VPCK" && k == 1 && !(float(insn.field("src_fmt")) && float(insn.field("dest_fmt"))) {
                    if let Some(sw) = &o.swizzle {
                        ol = sw.chars().take(tl.len()).collect();
                    }
                }
                // A source without a suffix reads its components in order.
                if o.mask.is_none() && o.swizzle.is_none() && "xyzw".starts_with(tl.as_str()) {
                    ol = tl.clone();
                }
                if ol != *tl {
                    let what = if o.mask.is_some() { "write mask" } else { "swizzle" };
                    note(format!("{mnemonic}: {what}"), format!("{example}: {tl} vs {ol}"));
                    continue;
                }
            }
            same += 1;
        }
    }
    let pct = 100.0 * same as f64 / total.max(1) as f64;
    eprintln!("vita3k operands: {same} of {total} agree ({pct:.2}%)");
    let mut v: Vec<_> = diffs.into_iter().collect();
    v.sort_by_key(|(_, (n, _))| std::cmp::Reverse(*n));
    for (class, (n, ex)) in &v {
        eprintln!("  {n:5} {class}");
        for e in ex {
            eprintln!("          {e}");
        }
    }
    assert!(total > 5_000, "only {total} operands");
    // The issue asks for 99%; 99.53% is reached, each remaining difference listed with its reason in
    // docs/usse-vita3k-differences.md: this guards what is reached.
    assert!(pct >= 99.5, "{pct:.2}% of Vita3K's operands agree");
}
