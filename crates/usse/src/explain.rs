//! Explaining a decoded instruction: every field of its format, from the description in `encoding/`.
//!
//! Claims: the format's match mask (the `format` field), and each named field of the format. A bit both
//! claim belongs to the named field (the innermost reader; among fields, the first listed). The fields
//! named `???` (bits the hardware is not known to use) and bits no field covers are *unexplained*: they
//! must be 0, and the set ones are what gpuisa's text prints as a hex mask after `???`. So every bit of
//! the word is in exactly one field or unexplained, as for the table engine's ISAs
//! (`gpuisa_engine::explain`).

use crate::encoding::{Bank, Format, Item, CHANNEL_LETTERS, MASK_LETTERS, NONE};
use crate::insn::reg_value;
use crate::syntax::gpuisa::pick;
use crate::Insn;
pub use gpuisa_core::explain::Field;
use gpuisa_core::explain::extract;

fn bank_text(bank: Bank, num: u32) -> String {
    match bank {
        Bank::Indexed => format!("indexed register, index expression {num}"),
        Bank::Immediate => format!("immediate #{num}"),
        b => format!("{}{num}", b.prefix()),
    }
}

/// A bank's name.
fn bank_name(b: Bank) -> &'static str {
    match b {
        Bank::Temp => "temporary (r)",
        Bank::Output => "output (o)",
        Bank::Primary => "primary attribute (pa)",
        Bank::Secondary => "secondary attribute (sa)",
        Bank::Internal => "internal (ib, by its own number)",
        Bank::Special => "special/constant (c)",
        Bank::Index => "index register (idx)",
        Bank::Indexed => "indexed (r[index1 * 2 + N])",
        Bank::Immediate => "immediate (#)",
    }
}

/// Where each result component comes from: `x from y, y from 1, ...`.
fn channels(letters: &str) -> String {
    let from = |c: char| match c {
        '0' | '1' | '2' => format!("the constant {c}"),
        'h' => "the constant 0.5".to_string(),
        c => format!("source {c}"),
    };
    letters
        .chars()
        .zip("xyzw".chars())
        .map(|(s, d)| format!("{d} from {}", from(s)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// What a flag word says.
fn word_meaning(s: &str) -> String {
    if let Some(n) = s.strip_prefix("repeat") {
        return format!("the instruction runs {n} times, its registers stepping between runs");
    }
    match s {
        "step_internal" => "repeats step the internal registers by one".into(),
        "step_both" => "repeats step the bank registers by 4 words and the internal registers by one".into(),
        "step_smlsi" => "repeats step each operand by the last SMLSI's increments".into(),
        "vec4" => "four components (else three)".into(),
        "chan_y" | "chan_z" | "chan_w" => format!("the predicate takes channel {}'s test", &s[5..]),
        "mask_u16" => "the mask is 16 bits a channel".into(),
        "mask_f32" => "the mask is 1.0 or 0.0 a channel".into(),
        "wait_pt" => "the phase waits for the punch-through test".into(),
        "wait_vcull" => "the phase waits for vertex culling".into(),
        "wait_end" => "the phase waits for the end".into(),
        s if s.starts_with("drc") => format!("data return channel {}", &s[3..]),
        s => s.to_string(),
    }
}

/// What field `i` of `f` means in `w`, from the item that shows it.
fn meaning(f: &Format, i: u8, w: u64) -> String {
    let v = f.field(i, w);
    let named = |names: &[&'static str], v: u64| match pick(names, v) {
        Some("") => "none".to_string(),
        Some(s) => s.to_string(),
        None => "not understood (printed after ???)".to_string(),
    };
    for it in f.items {
        match it {
            Item::Pred(x, names) if *x == i => {
                return match pick(names, v) {
                    Some("") => "always (no predicate)".to_string(),
                    Some(s) => format!("predicate {s}"),
                    None => "not understood (printed after ???)".to_string(),
                }
            }
            Item::Pick(x, names) if *x == i => return named(names, v),
            Item::SrcType { dst, src, names } if *src == i => {
                return if v == f.field(*dst, w) { format!("{} (as the destination: not shown)", named(names, v)) } else { named(names, v) };
            }
            Item::SrcType { dst, names, .. } if *dst == i => return named(names, v),
            Item::Pack { dst, src, names } if *dst == i || *src == i => return named(names, v),
            Item::Fetch { flag, count } if *flag == i => {
                return if v == 0 { format!(".fetch{}", f.field(*count, w) + 1) } else { "no fetch".to_string() };
            }
            Item::Fetch { flag, count } if *count == i && f.field(*flag, w) == 0 => return format!("{} registers fetched", v + 1),
            Item::Reg(r) if r.bank == i || r.num == i || (r.ext != NONE && r.ext == i) || (r.low != NONE && r.low == i) => {
                let (bank, num) = reg_value(f, r, w);
                if let Some(k) = crate::syntax::gpuisa::internal_alias(f, r, w) {
                    return if r.num == i {
                        format!("i{k}: internal register {k} (the temporary number r{num} is reserved for it)")
                    } else {
                        format!("bank: {}", bank_name(bank))
                    };
                }
                let whole = bank_text(bank, num);
                return if r.num == i { whole } else { format!("bank: {} (of {whole})", bank_name(bank)) };
            }
            Item::Sfx(s) if s.fields.contains(&i) => {
                return match (s.text)(s.entry(f, w)) {
                    Some(t) if t.is_empty() => "no swizzle (not shown)".to_string(),
                    Some(t) => format!("part of swizzle {t}: {}", channels(&t[1..])),
                    None => "a swizzle with no known meaning (printed after ???)".to_string(),
                };
            }
            Item::Word(x, names) if *x == i => {
                return match pick(names, v) {
                    Some("") => "0 (the default: not shown)".to_string(),
                    Some(s) => format!("`{s}`: {}", word_meaning(s)),
                    None => "not understood (printed after ???)".to_string(),
                };
            }
            Item::Mod(x, k) if *x == i => {
                let (n, a) = k.of(v);
                return match (n, a) {
                    (false, false) => "no modifier".to_string(),
                    (true, false) => "negate the source (`-` before it)".to_string(),
                    (false, true) => "absolute value of the source (`|` around it)".to_string(),
                    (true, true) => "negated absolute value (`-|...|`)".to_string(),
                };
            }
            Item::Imm(x) if *x == i => return format!("{v:#x} ({v})"),
            Item::Internal(x) if *x == i => return format!("i{v}"),
            Item::PredDest(x) if *x == i => return format!("p{v}"),
            Item::Mask(x) if *x == i => {
                let letters: String = (0..4).filter(|b| v >> b & 1 != 0).map(|b| MASK_LETTERS[b] as char).collect();
                if letters.is_empty() {
                    return "write mask .none: writes no component".to_string();
                }
                let each: Vec<String> = letters.chars().map(|c| c.to_string()).collect();
                return format!("write mask .{letters}: writes component{} {}", if each.len() > 1 { "s" } else { "" }, each.join(", "));
            }
            Item::Channels(fs) if fs.contains(&i) => {
                let all = f.joined(fs, w);
                let s: String = (0..4).map(|c| CHANNEL_LETTERS[(all >> (3 * c) & 7) as usize] as char).collect();
                return format!("part of swizzle .{s}: {}", channels(&s));
            }
            _ => {}
        }
    }
    // Shown by name after the operands.
    let name = f.fields[i as usize].name;
    match (v, f.fields[i as usize].bits.width()) {
        (0, _) => "0 (not shown)".to_string(),
        (_, 1) => format!("set (shown as `{name}`)"),
        _ => format!("shown as `{name}={v}`"),
    }
}

/// The fields of `insn` in the format's order (the `format` field first) and the unexplained bits.
pub fn explain(insn: &Insn) -> (Vec<Field>, u64) {
    let f = insn.format();
    let w = insn.word;
    let mut taken = 0u64;
    let mut fields = Vec::new();
    for (i, fd) in f.fields.iter().enumerate() {
        if fd.name == "???" {
            continue;
        }
        let mask = fd.bits.mask() & !taken;
        taken |= mask;
        if mask == 0 {
            continue;
        }
        let value = if mask == fd.bits.mask() { fd.bits.get(w) } else { extract(w, mask) };
        fields.push(Field { name: fd.name.to_string(), mask, value, meaning: meaning(f, i as u8, w) });
    }
    let lits: Vec<&str> = f.items.iter().filter_map(|it| if let Item::Lit(s) = it { Some(*s) } else { None }).collect();
    let fmask = f.mask & !taken;
    if fmask != 0 {
        let meaning = if lits.is_empty() { format!("format {}", f.name) } else { format!("format {}: {}", f.name, lits.join("")) };
        fields.insert(0, Field { name: "format".to_string(), mask: fmask, value: extract(w, fmask), meaning });
        taken |= fmask;
    }
    (fields, !taken)
}

/// The bits gpuisa's text prints after `???` as a hex mask: set bits of `???` fields and of bits no field
/// covers (for tests: the set unexplained bits must be these).
pub fn printed_residual(insn: &Insn) -> u64 {
    let f = insn.format();
    let unknown = f.fields.iter().filter(|fd| fd.name == "???").fold(f.residual_mask(), |m, fd| m | fd.bits.mask());
    insn.word & unknown
}
