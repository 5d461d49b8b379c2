//! The generator of [`crate::compiled`], and its checks: that the checked-in code is what the tables
//! generate now, and that it decodes and prints what the table walkers ([`crate::encoding::format_of`],
//! [`crate::syntax::gpuisa::format_walk`]) give.
//!
//! Each format becomes one function of straight-line code: every field read is a constant shift and mask,
//! every text a padded constant or a table indexed by the field's value, so the printer does no walking
//! of items, no lookups of field positions and no per-word decisions the format already settles.

use crate::encoding::{mods_after, Format, Item, ModKind, CHANNEL_LETTERS, FORMATS, MASK_LETTERS, NONE};
use gpuisa_core::BitField;
use std::collections::BTreeMap;
use std::fmt::Write as _;

const PATH: &str = "src/compiled.rs";

/// The expression reading `b` from `w`.
fn read(b: &BitField) -> String {
    let mut parts = Vec::new();
    let mut shift = 0;
    for &(l, wd) in b.parts() {
        let m = if wd >= 64 { u64::MAX } else { (1u64 << wd) - 1 };
        let e = format!("(w >> {l} & {m:#x})");
        parts.push(if shift == 0 { e } else { format!("{e} << {shift}") });
        shift += wd;
    }
    if parts.is_empty() {
        return "0u64".into();
    }
    format!("({})", parts.join(" | "))
}

/// Code appending the constant `s`, in 16-byte stores.
fn put_lit(s: &str) -> String {
    let mut code = String::new();
    for c in s.as_bytes().chunks(16) {
        let c = std::str::from_utf8(c).unwrap();
        let _ = write!(code, "{{ const P: [u8; 16] = pad16({c:?}); o.put16(&P, {}); }}", c.len());
    }
    code
}

/// Code appending the constant `s` when `cond`, without a branch.
fn put_lit_if(s: &str, cond: &str) -> String {
    let mut code = String::new();
    for c in s.as_bytes().chunks(16) {
        let c = std::str::from_utf8(c).unwrap();
        let _ = write!(code, "{{ const P: [u8; 16] = pad16({c:?}); o.put16(&P, {} * {cond} as usize); }}", c.len());
    }
    code
}

/// Tables of (padded text, length) by value, shared by the formats that use the same texts.
#[derive(Default)]
struct Tables {
    by_content: BTreeMap<Vec<(String, u8)>, usize>,
}

/// Marks a value with no known meaning in a text table.
const NOT_UNDERSTOOD: u8 = 255;

impl Tables {
    /// The name of the table holding `entries` (each at most 16 bytes, or NOT_UNDERSTOOD).
    fn table(&mut self, entries: Vec<(String, u8)>) -> String {
        let n = self.by_content.len();
        format!("T{}", self.by_content.entry(entries).or_insert(n))
    }
    fn emit(&self, out: &mut String) {
        let mut v: Vec<_> = self.by_content.iter().collect();
        v.sort_by_key(|(_, &i)| i);
        for (entries, i) in v {
            let _ = writeln!(out, "static T{i}: [([u8; 16], u8); {}] = [", entries.len());
            for (s, n) in entries {
                let _ = writeln!(out, "    (pad16({s:?}), {n}),");
            }
            out.push_str("];\n");
        }
    }
}

/// A table of `names` by every value of a `width`-bit field, as the walker's `pick` reads them (`suffix`
/// after each understood text, nothing for `""` when `skip_empty`), or taken literally (`literal`).
fn names_table(t: &mut Tables, names: &[&str], width: u32, suffix: &str, literal: bool) -> String {
    let entries = (0..1usize << width)
        .map(|v| match names.get(v) {
            Some(&s) if literal => (s.to_string(), s.len() as u8),
            Some(&"") => (String::new(), 0),
            Some(&"?") | None => {
                assert!(!literal, "a literal table must name every value");
                (String::new(), NOT_UNDERSTOOD)
            }
            Some(s) => (format!("{s}{suffix}"), (s.len() + suffix.len()) as u8),
        })
        .collect::<Vec<_>>();
    for (s, _) in &entries {
        assert!(s.len() <= 16, "text {s:?} longer than one store");
    }
    t.table(entries)
}

/// Whether register operand `r`'s bank selector `sel` (in scope) is a plain register bank.
fn plain_cond(r: &crate::encoding::RegOp, all: u32) -> String {
    use crate::encoding::Bank::*;
    let s: Vec<String> = (0..1usize << all)
        .filter(|&s| matches!(r.banks[s], Temp | Output | Primary | Secondary))
        .map(|s| format!("sel == {s}"))
        .collect();
    if s.is_empty() { "false".into() } else { format!("({})", s.join(" || ")) }
}

/// The code of the function printing format `fi`.
fn format_fn(t: &mut Tables, fi: usize, f: &Format) -> String {
    let mut c = String::new();
    let width = |i: u8| f.fields[i as usize].bits.width();
    let rd = |i: u8| read(&f.fields[i as usize].bits);
    let _ = writeln!(c, "/// {}", f.name);
    let _ = writeln!(c, "fn f{fi}(w: u64, mut line: Line) -> Line {{");
    // The line by value: its cursor stays in a register rather than going through memory at every put.
    c.push_str("let o = &mut line;\n");
    if crate::encoding::dual::Word::new(&FORMATS[fi], 0).is_some() {
        // Both operations with their operands, when they have a reading.
        let _ = writeln!(c, "if crate::syntax::dual::print({fi}, w, o) {{ return line; }}");
    }
    c.push_str("let mut nu = 0u64;\n");
    // A field whose value may not be understood: looked up, and marked in `nu` when not.
    let mut maybe_nu = Vec::new();
    let mut pick = |c: &mut String, i: u8, names: &[&str], suffix: &str, t: &mut Tables| {
        let tbl = names_table(t, names, width(i), suffix, false);
        let _ = writeln!(
            c,
            "{{ let (p, n) = &{tbl}[{} as usize]; if *n == {NOT_UNDERSTOOD} {{ nu |= 1 << {i}; }} else {{ o.put16(p, *n as usize); }} }}",
            rd(i)
        );
        maybe_nu.push(i);
    };
    for it in f.items {
        if let Item::Pred(i, names) = it {
            pick(&mut c, *i, names, " ", t);
        }
    }
    let mut fetch_count = None;
    for it in f.items {
        match it {
            Item::Lit(s) => c.push_str(&put_lit(s)),
            Item::Pick(i, names) => pick(&mut c, *i, names, "", t),
            Item::SrcType { dst, src, names } => {
                let _ = writeln!(c, "if {} != {} {{", rd(*src), rd(*dst));
                pick(&mut c, *src, names, "", t);
                c.push_str("}\n");
            }
            Item::Pack { dst, src, names } => {
                let tbl = names_table(t, names, width(*dst).max(width(*src)), "", true);
                let _ = writeln!(
                    c,
                    "{{ let (d, s) = ({} as usize, {} as usize); if d == s {{ {} }} else {{ {} }} let (p, n) = &{tbl}[d]; o.put16(p, *n as usize); if d != s {{ o.byte(b'.'); let (p, n) = &{tbl}[s]; o.put16(p, *n as usize); }} }}",
                    rd(*dst),
                    rd(*src),
                    put_lit("mov."),
                    put_lit("pack.")
                );
            }
            Item::Fetch { flag, count } => {
                fetch_count = Some((*flag, *count));
                let _ = writeln!(c, "if {} == 0 {{ {} o.dec({} + 1); }}", rd(*flag), put_lit(".fetch"), rd(*count));
            }
            _ => {}
        }
    }
    let mut first = true;
    for (n, it) in f.items.iter().enumerate() {
        let mut sep = if first { " " } else { ", " };
        // An operand with modifiers: the separator, then `-` and `|` as the fields say.
        let mods: Vec<(u8, ModKind)> = mods_after(f.items, n).collect();
        if !mods.is_empty() && matches!(it, Item::Reg(_) | Item::Internal(_)) {
            c.push_str(&put_lit(sep));
            sep = "";
            let part = |neg: bool| {
                let terms: Vec<String> = mods
                    .iter()
                    .filter(|(_, k)| if neg { k.holds().0 } else { k.holds().1 })
                    .map(|(i, k)| {
                        let bit = if neg || *k != ModKind::NegAbs { 1 } else { 2 };
                        format!("({} & {bit} != 0)", rd(*i))
                    })
                    .collect();
                if terms.is_empty() { "false".to_string() } else { terms.join(" || ") }
            };
            let _ = writeln!(c, "if {} {{ o.byte(b'-'); }} if {} {{ o.byte(b'|'); }}", part(true), part(false));
        }
        match it {
            Item::Mod(i, k) if k.holds().1 => {
                let bit = if *k == ModKind::NegAbs { 2 } else { 1 };
                let _ = writeln!(c, "if {} & {bit} != 0 {{ o.byte(b'|'); }}", rd(*i));
            }
            Item::Reg(r) => {
                let bank_bits = width(r.bank);
                let sel = if r.ext != NONE {
                    format!("({} | {} << {bank_bits})", rd(r.bank), rd(r.ext))
                } else {
                    rd(r.bank)
                };
                let all = bank_bits + if r.ext != NONE { width(r.ext) } else { 0 };
                assert!(r.banks.len() >= 1 << all, "{}: a bank selector beyond the bank list", f.name);
                // Separator and bank prefix in one store; the scale where the bank counts pairs.
                let entries = (0..1usize << all)
                    .map(|s| {
                        let b = r.banks[s];
                        // The internal bank prints its own number (`ib5`): `i0`..`i3` are the aliases.
                        let internal = b == crate::encoding::Bank::Internal;
                        let text = if internal { format!("{sep}ib") } else { format!("{sep}{}", b.prefix()) };
                        let paired = !matches!(b, crate::encoding::Bank::Immediate | crate::encoding::Bank::Special) && !internal;
                        (text, if paired { r.scale } else { 1 })
                    })
                    .collect::<Vec<_>>();
                let tbl = t.table(entries.iter().map(|(s, _)| (s.clone(), s.len() as u8)).collect());
                let num = rd(r.num);
                let _ = write!(c, "{{ let sel = {sel} as usize; ");
                // A temporary among the top four numbers of its field is an internal register.
                let temps: Vec<String> = (0..1usize << all)
                    .filter(|&s| r.banks[s] == crate::encoding::Bank::Temp)
                    .map(|s| format!("sel == {s}"))
                    .collect();
                let top = (1u64 << width(r.num)) - 4;
                if !temps.is_empty() {
                    let _ = write!(
                        c,
                        "let raw = {num}; if ({}) && raw >= {top} {{ {} o.dec(raw - {top}); }} else ",
                        temps.join(" || "),
                        put_lit(&format!("{sep}i"))
                    );
                }
                let _ = write!(c, "{{ ");
                if entries.iter().all(|e| e.1 == 1) {
                    let _ = write!(c, "let num = {num}; ");
                } else {
                    let scales: Vec<String> = entries.iter().map(|e| e.1.to_string()).collect();
                    let _ = write!(c, "const S: [u64; {}] = [{}]; let num = {num} * S[sel]; ", scales.len(), scales.join(", "));
                }
                if r.low != NONE {
                    // The low bit of a plain register's number (not reached for an internal alias).
                    let _ = write!(c, "let num = num + if {} {{ {} }} else {{ 0 }}; ", plain_cond(r, all), rd(r.low));
                }
                // An indexed register below 128 prints as `r[index1 * 2 + 8]`.
                let indexed: Vec<usize> =
                    (0..1usize << all).filter(|&s| r.banks[s] == crate::encoding::Bank::Indexed).collect();
                if !indexed.is_empty() {
                    let cond: Vec<String> = indexed.iter().map(|s| format!("sel == {s}")).collect();
                    let banks: Vec<String> =
                        crate::syntax::gpuisa::INDEXED_BANKS.iter().map(|b| format!("{b}[index1 * 2 + ")).collect();
                    let btbl = t.table(banks.iter().map(|b| (b.clone(), b.len() as u8)).collect());
                    let _ = write!(
                        c,
                        "if ({}) && num < 128 {{ {} let (p, n) = &{btbl}[(num >> 5) as usize]; o.put16(p, *n as usize); o.dec(num & 31); o.byte(b']'); }} else ",
                        cond.join(" || "),
                        put_lit(sep)
                    );
                }
                let _ = writeln!(c, "{{ let (p, n) = &{tbl}[sel]; o.put16(p, *n as usize); o.dec(num); }} }} }}");
                first = false;
            }
            Item::Internal(i) | Item::PredDest(i) => {
                let letter = if matches!(it, Item::Internal(_)) { "i" } else { "p" };
                let _ = writeln!(c, "{} o.dec({});", put_lit(&format!("{sep}{letter}")), rd(*i));
                first = false;
            }
            Item::Imm(i) if f.is_branch() => {
                // The target's address, the branch being at address 0 (listings print branches through
                // the walker, with their address).
                let ty = rd(f.index("br_type").expect("a branch has a type"));
                let off = rd(*i);
                let _ = writeln!(
                    c,
                    "{} o.hex(if {ty} == 1 {{ ((({off} << 44) as i64 >> 44) * 8) as u64 }} else {{ {off} * 8 }});",
                    put_lit(sep)
                );
                first = false;
            }
            Item::Imm(i) => {
                let _ = writeln!(c, "{} o.hex({});", put_lit(sep), rd(*i));
                first = false;
            }
            Item::Sfx(sx) => {
                let entries: Vec<(String, u8)> = (0..sx.entries(f))
                    .map(|e| match (sx.text)(e) {
                        Some(t) => {
                            assert!(t.len() <= 16, "suffix {t:?} longer than one store");
                            let n = t.len() as u8;
                            (t, n)
                        }
                        None => (String::new(), NOT_UNDERSTOOD),
                    })
                    .collect();
                let tbl = t.table(entries);
                let joined = sx.fields.iter().chain(sx.ctx).scan(0, |at, &i| {
                    let e = format!("{} << {at}", rd(i));
                    *at += width(i);
                    Some(e)
                });
                let nu: u64 = sx.fields.iter().fold(0, |m, &i| m | 1 << i);
                let _ = writeln!(
                    c,
                    "{{ let (p, n) = &{tbl}[({}) as usize]; if *n == {NOT_UNDERSTOOD} {{ nu |= {nu:#x}; }} else {{ o.put16(p, *n as usize); }} }}",
                    joined.collect::<Vec<_>>().join(" | ")
                );
                maybe_nu.extend(sx.fields.iter().copied());
            }
            Item::Channels(fs) => {
                // Two channels a lookup: `.` and the first two letters, then the last two.
                let pairs: Vec<(String, u8)> = (0..64)
                    .map(|v| {
                        let l = |c: usize| CHANNEL_LETTERS[v >> (3 * c) & 7] as char;
                        (format!("{}{}", l(0), l(1)), 2)
                    })
                    .collect();
                let tbl = t.table(pairs);
                let joined = fs.iter().scan(0, |at, &i| {
                    let e = format!("{} << {at}", rd(i));
                    *at += width(i);
                    Some(e)
                });
                let _ = writeln!(
                    c,
                    "{{ let v = ({}) as usize; o.byte(b'.'); o.put16(&{tbl}[v & 63].0, 2); o.put16(&{tbl}[v >> 6 & 63].0, 2); }}",
                    joined.collect::<Vec<_>>().join(" | ")
                );
            }
            Item::Mask(i) => {
                let entries = (0..1u64 << width(*i))
                    .map(|v| {
                        let mut s = String::from(".");
                        if v == 0 {
                            s.push_str("none");
                        }
                        for (b, &l) in MASK_LETTERS.iter().enumerate() {
                            if v >> b & 1 != 0 {
                                s.push(l as char);
                            }
                        }
                        let n = s.len() as u8;
                        (s, n)
                    })
                    .collect();
                let tbl = t.table(entries);
                let _ = writeln!(c, "{{ let (p, n) = &{tbl}[{} as usize]; o.put16(p, *n as usize); }}", rd(*i));
            }
            _ => {}
        }
    }
    // The flag words.
    for it in f.items {
        if let Item::Word(i, names) = it {
            let spaced: Vec<String> = names.iter().map(|n| if n.is_empty() || *n == "?" { n.to_string() } else { format!(" {n}") }).collect();
            let spaced: Vec<&str> = spaced.iter().map(|s| s.as_str()).collect();
            let tbl = names_table(t, &spaced, width(*i), "", false);
            let _ = writeln!(
                c,
                "{{ let (p, n) = &{tbl}[{} as usize]; if *n == {NOT_UNDERSTOOD} {{ nu |= 1 << {i}; }} else {{ o.put16(p, *n as usize); }} }}",
                rd(*i)
            );
            maybe_nu.push(*i);
        }
    }
    // The fields no item always shows, by name when not zero.
    let shown = f.shown();
    let mut unknown = f.residual_mask();
    for (i, fd) in f.fields.iter().enumerate() {
        if fd.name == "???" {
            unknown |= fd.bits.mask();
            continue;
        }
        if shown & (1 << i) != 0 {
            continue;
        }
        let wide = fd.bits.width() > 1;
        let label = if wide { format!(" {}=", fd.name) } else { format!(" {}", fd.name) };
        // The fetch count is shown with `.fetchN`, so by name only in the other form.
        let mut cond = match fetch_count {
            Some((flag, count)) if count as usize == i => format!("{} != 0 && ", rd(flag)),
            _ => String::new(),
        };
        // A register's low bit is shown by name only where the number does not hold it.
        for it in f.items {
            if let Item::Reg(r) = it {
                if r.low as usize == i {
                    let bank_bits = width(r.bank);
                    let all = bank_bits + if r.ext != NONE { width(r.ext) } else { 0 };
                    let sel = if r.ext != NONE { format!("({} | {} << {bank_bits})", rd(r.bank), rd(r.ext)) } else { rd(r.bank) };
                    let temps: Vec<String> = (0..1usize << all)
                        .filter(|&s| r.banks[s] == crate::encoding::Bank::Temp)
                        .map(|s| format!("sel == {s}"))
                        .collect();
                    let alias = if temps.is_empty() { "false".to_string() } else { format!("(({}) && {} >= {})", temps.join(" || "), rd(r.num), (1u64 << width(r.num)) - 4) };
                    cond = format!("{{ let sel = {sel} as usize; !{} || {alias} }} && ", plain_cond(r, all));
                }
            }
        }
        // Without a branch on the value: random words set about half of these fields.
        let _ = writeln!(
            c,
            "{{ let v = {}; let on = {cond}v != 0; {} {} }}",
            rd(i as u8),
            put_lit_if(&label, "on"),
            if wide { "o.dec_if(v, on);" } else { "" }
        );
    }
    let _ = writeln!(c, "let residual = w & {unknown:#x};");
    c.push_str("if nu != 0 || residual != 0 {\n");
    c.push_str(&put_lit(" ???"));
    maybe_nu.sort();
    maybe_nu.dedup();
    for i in maybe_nu {
        let _ = writeln!(
            c,
            "if nu & (1 << {i}) != 0 {{ {} o.dec({}); }}",
            put_lit(&format!(" {}=", f.fields[i as usize].name)),
            rd(i)
        );
    }
    c.push_str("if residual != 0 { o.byte(b' '); o.hex(residual); }\n}\n");
    c.push_str("line\n}\n");
    c
}

/// The format of a word and the one-pass disassembler: per opcode group, the group's matches in order.
fn decoder() -> String {
    let mut d = String::new();
    let mut p = String::new();
    d.push_str("/// The format of `w` (the first of its group that matches).\n#[inline]\npub(crate) fn format_of(w: u64) -> u16 {\nmatch w >> 59 {\n");
    p.push_str("/// Appends the text of the word `w`: [`format_of`] and [`format`] in one dispatch.\n#[inline]\npub(crate) fn disassemble(w: u64, o: Line) -> Line {\nmatch w >> 59 {\n");
    for op in 0..32 {
        let g = crate::encoding::group(op);
        let (last, tests) = g.split_last().unwrap();
        let mut dc = String::new();
        let mut pc = String::new();
        for &i in tests {
            let f = &FORMATS[i as usize];
            let _ = write!(dc, "if w & {:#x} == {:#x} {{ {i} }} else ", f.mask, f.value);
            let _ = write!(pc, "if w & {:#x} == {:#x} {{ f{i}(w, o) }} else ", f.mask, f.value);
        }
        let _ = writeln!(d, "{op} => {dc}{{ {last} }},");
        let _ = writeln!(p, "{op} => {pc}{{ f{last}(w, o) }},");
    }
    d.push_str("_ => unreachable!(\"five bits\"),\n}\n}\n\n");
    p.push_str("_ => unreachable!(\"five bits\"),\n}\n}\n\n");
    d + &p
}

/// The whole of `compiled.rs`.
pub(crate) fn generate() -> String {
    let mut t = Tables::default();
    let mut fns = String::new();
    for (i, f) in FORMATS.iter().enumerate() {
        fns.push_str(&format_fn(&mut t, i, f));
    }
    let mut out = String::new();
    out.push_str("//! Generated from the format tables by `cargo test -p gpuisa-usse generated_code`: do not edit.\n");
    out.push_str("//! The format of a word, and gpuisa's syntax, as straight-line code per opcode group and format (see\n//! `generated.rs`).\n\n");
    out.push_str("#![allow(clippy::all, unused_mut, unused_variables, unused_parens)]\n\n");
    out.push_str("use gpuisa_core::text::{pad16, Line};\n\n");
    out.push_str("/// Prints the instruction `w` of format `format`.\n#[inline]\npub(crate) fn format(format: u16, w: u64, o: Line) -> Line {\n");
    out.push_str("match format {\n");
    for i in 0..FORMATS.len() {
        let _ = writeln!(out, "{i} => f{i}(w, o),");
    }
    out.push_str("_ => unreachable!(\"a format index comes from the format tables\"),\n}\n}\n\n");
    out.push_str(&decoder());
    out.push_str(&fns);
    t.emit(&mut out);
    out
}

#[test]
fn generated_code_is_fresh() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(PATH);
    let stale = gpuisa_engine::gen::write_if_stale(&path, &generate());
    assert!(!stale, "{PATH} was stale and has been regenerated: rebuild and commit it");
}

#[test]
fn generated_code_equals_table_walk() {
    let (mut a, mut b) = (String::new(), String::new());
    for (i, mut w) in gpuisa_core::random::words(2_000_000, 0x9e37_79b9_7f4a_7c15, |w| w).enumerate() {
        if i % 2 == 1 {
            // Sparse words: the group bits and a few others, so that most fields are zero.
            w &= (0x1f << 59) | (w >> 7 & w >> 13 & w >> 29);
        }
        let insn = crate::Insn { format: crate::encoding::format_of(w), word: w };
        assert_eq!(crate::compiled::format_of(w), insn.format, "{w:016x}");
        a.clear();
        b.clear();
        crate::syntax::gpuisa::format_walk(&insn, &mut a);
        crate::syntax::gpuisa::format(&insn, &mut b);
        assert_eq!(a, b, "{w:016x}");
        b.clear();
        drop(crate::compiled::disassemble(w, gpuisa_core::text::Line::new(&mut b)));
        assert_eq!(a, b, "one pass: {w:016x}");
    }
}
