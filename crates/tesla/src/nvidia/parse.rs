//! Reading Tesla's NVIDIA text: each line is rewritten as the envydis statements that may encode it (the
//! inverse of [`super::format`]'s rules), each candidate is assembled by the description's own parser, and
//! the first whose NVIDIA text is the line read is taken. The check makes the rewriting safe: a line is
//! read as an instruction only if that instruction prints as the line. Where cuobjdump's text hides bits
//! (`NOP` for `exit (never) nop`; the exit flag of a store), the compiler's usual form is tried first.

use super::{render, Style};
use crate::{Insn, Syntax, Tesla};
use gpuisa_core::lex::{lex, Token};
use gpuisa_core::{Diagnostic, Isa, ParseCtx};

/// The text of a line in a form to compare: runs of spaces as one, no trailing `;`, `[` and `]` spaced as
/// either style spaces them.
fn norm(s: &str) -> String {
    let s = s.trim().trim_end_matches(';').trim();
    let s = s.replace(" [", "[").replace("] ", "]");
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

pub fn parse(t: &Tesla, style: Style, src: &str, toks: &[Token], ctx: &ParseCtx) -> Result<Insn, Diagnostic> {
    let (Some(first), Some(last)) = (toks.first(), toks.last()) else {
        return Err(Diagnostic::new(0..0, "empty instruction"));
    };
    let span = first.start as usize..last.end as usize;
    let line = &src[span.clone()];
    let envy = Tesla { syntax: Syntax::Lossless, ..*t };
    let want = norm(line);
    let mut last_err = None;
    for cand in candidates(line) {
        let Ok(ctoks) = lex(&cand) else { continue };
        match envy.parse(&cand, &ctoks, ctx) {
            Ok(insn) => {
                let mut got = String::new();
                if render(&insn, style, &mut got) && same(&norm(&got), &want) {
                    return Ok(insn);
                }
            }
            Err(e) => last_err = Some(e.message),
        }
    }
    // A form with no NVIDIA spelling prints in the lossless syntax: read it so.
    if let Ok(insn) = envy.parse(src, toks, ctx) {
        if !super::format(&insn, style, &mut String::new()) {
            return Ok(insn);
        }
    }
    let why = last_err.map(|e| format!(" (the nearest envydis reading: {e})")).unwrap_or_default();
    Err(Diagnostic::new(span, format!("no Tesla instruction prints as `{}` in NVIDIA's syntax{why}", line.trim())))
}

/// Whether `text`, as [`render`] printed it, reads back as an instruction that prints it.
/// Whether `text`, as [`render`] printed it for `orig`, has a reading that is `orig` (its very bits) and
/// prints `text`. The reader may still take another reading first, where cuobjdump's text hides bits
/// (the exit flag of a store), which docs/tesla-nvidia.md lists.
pub(super) fn reads_back(text: &str, style: Style, orig: &Insn) -> bool {
    let envy = Tesla { variant: crate::Variant::Gt215, ptype: crate::ProgramType::Compute, syntax: Syntax::Lossless };
    let want = norm(text);
    let ctx = ParseCtx::at(0);
    let mut bits = Vec::new();
    envy.encode(orig, &mut bits);
    let mut again = Vec::new();
    candidates(text).iter().any(|cand| {
        let Ok(toks) = lex(cand) else { return false };
        let Ok(insn) = envy.parse(cand, &toks, &ctx) else { return false };
        again.clear();
        envy.encode(&insn, &mut again);
        let mut got = String::new();
        again == bits && render(&insn, style, &mut got) && norm(&got) == want
    })
}

/// Whether `got` (printed) is `want` (read), a label in `want` standing for the address `got` prints.
fn same(got: &str, want: &str) -> bool {
    if got == want {
        return true;
    }
    // A branch to a label: the texts agree up to the last operand, which is a name in `want`.
    match (got.rsplit_once(' '), want.rsplit_once(' ')) {
        (Some((g, ga)), Some((w, wa))) => g == w && ga.starts_with("0x") && wa.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_'),
        _ => false,
    }
}

/// Splits `s` at top-level commas (not inside brackets, bars or parentheses).
fn split_operands(s: &str) -> Vec<String> {
    let (mut v, mut depth, mut cur) = (Vec::new(), 0i32, String::new());
    for c in s.chars() {
        match c {
            '[' | '(' => depth += 1,
            ']' | ')' => depth -= 1,
            ',' if depth == 0 => {
                v.push(cur.trim().to_string());
                cur.clear();
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    if !cur.trim().is_empty() {
        v.push(cur.trim().to_string());
    }
    v
}

fn cond(name: &str) -> Option<&'static str> {
    Some(match name {
        "FL" => "never",
        "LT" => "l",
        "EQ" => "e",
        "LE" => "le",
        "GT" => "g",
        "NE" => "lg",
        "GE" => "ge",
        "NUM" => "lge",
        "NAN" => "u",
        "LTU" => "lu",
        "EQU" => "eu",
        "LEU" => "leu",
        "GTU" => "gu",
        "NEU" => "lgu",
        "GEU" => "geu",
        "TR" => "always",
        _ => return None,
    })
}

/// `C0.NE` as envydis' guard, `(lg $c0)`.
fn guard(g: &str) -> Option<String> {
    let (c, n) = g.strip_prefix('C')?.split_once('.')?;
    let c: u8 = c.parse().ok()?;
    Some(format!("({} $c{c})", cond(n)?))
}

/// One operand in envydis' text, with what it is written with: `neg`, `abs`, `not` before it; memory
/// offsets scaled from units of `unit` bytes to bytes.
fn operand(o: &str, unit: u64) -> Option<String> {
    let o = o.trim();
    if let Some(r) = o.strip_prefix('-') {
        return Some(format!("neg {}", operand(r, unit)?));
    }
    if let Some(r) = o.strip_prefix('~') {
        return Some(format!("not {}", operand(r, unit)?));
    }
    if let Some(r) = o.strip_prefix('|').and_then(|r| r.strip_suffix('|')) {
        return Some(format!("abs {}", operand(r, unit)?));
    }
    let o = strip_type(o).0;
    let compact: String = o.chars().filter(|c| !c.is_whitespace()).collect();
    if compact == "o[0x7f]" {
        return Some("#".into());
    }
    let num = |s: &str| -> Option<u64> { u64::from_str_radix(s.strip_prefix("0x")?, 16).ok() };
    // An address in `unit`s, `0x4`, `A2+0x10` or `A2+++0x10` (post-increment), in envydis' bytes.
    let addr = |r: &str, unit: u64| -> Option<String> {
        Some(match r.split_once('+') {
            Some((a, off)) => {
                let (inc, off) = match off.strip_prefix("++") {
                    Some(off) => ("++", off),
                    None => ("+", off),
                };
                format!("${}{inc}{:#x}", a.to_lowercase(), num(off)? * unit)
            }
            None => format!("{:#x}", num(r)? * unit),
        })
    };
    if let Some(r) = compact.strip_prefix("g[").and_then(|r| r.strip_suffix(']')) {
        // Shared memory: `g[0x4]`, `g[A2+0x10]`.
        return Some(format!("s[{}]", addr(r, unit)?));
    }
    if let Some(r) = compact.strip_prefix("c[") {
        let (bank, rest) = r.split_once("][")?;
        let off = rest.strip_suffix(']')?;
        return Some(format!("c{}[{}]", num(bank)?, addr(off, unit)?));
    }
    if let Some(r) = compact.strip_prefix("local[").and_then(|r| r.strip_suffix(']')) {
        // Local memory counts bytes.
        return Some(format!("l[{}]", addr(r, 1)?));
    }
    if let Some(r) = compact.strip_prefix("global") {
        let (bank, reg) = r.split_once('[')?;
        return Some(format!("g{bank}[${}]", reg.strip_suffix(']')?.to_lowercase()));
    }
    if let Some(b) = compact.strip_prefix('b').filter(|b| b.chars().all(|c| c.is_ascii_digit()) && !b.is_empty()) {
        return Some(format!("{:#x}", b.parse::<u64>().ok()?));
    }
    if compact.starts_with('R') || compact.starts_with('A') || (compact.starts_with('C') && compact[1..].parse::<u8>().is_ok()) {
        return Some(format!("${}", compact.to_lowercase()));
    }
    // Numbers and label names as they are.
    Some(compact)
}

/// `o` without a memory type suffix (`.U16`, `.S8`, ...), and the type word and size that suffix names
/// (`b32`, 4 without one).
fn strip_type(o: &str) -> (&str, &'static str, u64) {
    for (sfx, tw, unit) in [(".U16", "u16", 2), (".S16", "s16", 2), (".U8", "u8", 1), (".S8", "s8", 1)] {
        if let Some(r) = o.strip_suffix(sfx) {
            return (r, tw, unit);
        }
    }
    (o, "b32", 4)
}

/// The envydis type word of a g[] or l[] access's suffix (`U32` is `b32`, `U64` `b64`).
fn mem_type(sfx: &str) -> String {
    sfx.to_lowercase().replace("u32", "b32").replace("u64", "b64").replace("s128", "b128")
}

/// A register operand as envydis writes it for an access of type `t`: a pair or a quad for 64 and
/// 128 bits.
fn wide(r: &str, t: &str) -> String {
    match t {
        "b64" if r.starts_with("$r") => format!("{r}d"),
        "b128" if r.starts_with("$r") => format!("{r}q"),
        _ => r.to_string(),
    }
}

/// Each register of `s` as the pair it names in a 64-bit operation (`$r2` is `$r2d`).
fn pairs(s: &str) -> String {
    s.split(' ')
        .map(|w| match w.strip_prefix("$r") {
            Some(n) if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) => format!("{w}d"),
            _ => w.to_string(),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Whether `o` is shared memory, which envydis writes after a type word (`b32 s[0x10]`; c[] has none).
fn is_mem(o: &str) -> bool {
    let c: String = o.chars().filter(|c| !c.is_whitespace()).collect();
    c.trim_start_matches(['-', '|', '~']).starts_with("g[")
}

/// Envydis statements that may be the instruction of `line`, most likely first.
fn candidates(line: &str) -> Vec<String> {
    let line = line.trim().trim_end_matches(';').trim();
    let (mn, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    let mut parts = mn.split('.');
    let base = parts.next().unwrap_or("");
    // `.S` (join) may stand among the other suffixes; those are read by position.
    let all: Vec<&str> = parts.collect();
    let joined = all.contains(&"S");
    let sfx: Vec<&str> = all.into_iter().filter(|s| *s != "S").collect();
    let has = |s: &str| sfx.contains(&s);
    let mut ops = split_operands(rest);
    // The guard: `(C0.EQU)` after the first operand, or a leading `C0.NE` of a branch or return.
    let mut pre = String::new();
    if let Some(first) = ops.first_mut() {
        if let Some((o, g)) = first.split_once(" (").or_else(|| first.split_once('(')) {
            let Some(g) = guard(g.trim_end_matches(')')) else { return Vec::new() };
            pre = format!("{g} ");
            *first = o.trim().to_string();
        }
    }
    if matches!(base, "BRA" | "RET" | "BRK" | "BPT") && ops.first().is_some_and(|o| guard(o).is_some()) {
        pre = format!("{} ", guard(&ops.remove(0)).unwrap_or_default());
    }
    if joined {
        pre = format!("join {pre}");
    }
    let cc = sfx.iter().find_map(|s| s.strip_prefix('C').filter(|n| n.parse::<u8>().is_ok())).map(|n| format!("$c{n} "));
    let cc = cc.unwrap_or_default();
    // Sources in envydis' text, memory with its type word `tw` (as envydis writes it) and unit.
    let src = |o: &str, tw: &str, unit: u64| -> Option<String> {
        let t = operand(o, unit)?;
        Some(if is_mem(o) && !tw.is_empty() { format!("{tw} {t}") } else { t })
    };
    // A memory operand without a type suffix counts units of the operation's size (`.U16`: 2 bytes).
    let unit = if has("U16") || has("S16") { 2 } else { 4 };
    let u16_or = |o: &str, tw: &'static str| match strip_type(o) {
        (_, "b32", _) => (tw, unit),
        (_, t, unit) => (t, unit),
    };
    let list = |tw: &str, from: usize| -> Option<Vec<String>> {
        ops.iter().skip(from).map(|o| {
            let (w, unit) = u16_or(o, "b32");
            src(o, if tw.is_empty() { "" } else { w }, unit)
        }).collect()
    };
    let join = |v: Vec<String>| v.join(" ");
    let long_too = |s: String| vec![s.clone(), format!("long {s}")];
    let (dst, d) = (ops.first().cloned().unwrap_or_default(), ops.first().and_then(|o| operand(o, 4)).unwrap_or_default());
    let body: Option<Vec<String>> = (|| {
        Some(match base {
            "MOV" | "MOV32" => {
                let t = if has("U16") { "b16" } else { "b32" };
                let s = ops.get(1)?;
                let (w, unit) = u16_or(s, "b32");
                long_too(format!("mov {t} {d} {}", src(s, w, unit)?))
            }
            "MVI" => {
                // A half register takes a 16-bit immediate.
                let t = if d.ends_with('l') || d.ends_with('h') { "b16" } else { "b32" };
                vec![format!("mov {t} {d} {}", operand(ops.get(1)?, 4)?)]
            }
            "ADA" => {
                let v = join(list("", 0)?);
                // envydis writes `$a0`, which reads zero, as `0x0`.
                let mut c = long_too(format!("add {v}"));
                if ops.get(1).is_some_and(|o| o == "A0") {
                    c.extend(long_too(format!("add {}", v.replacen(" $a0 ", " 0x0 ", 1))));
                }
                c
            }
            "IADD" | "IADD32" | "IADD32I" => {
                let t = if has("U16") { "b16" } else { "b32" };
                let (a, b) = (ops.get(1)?, ops.get(2)?);
                let (op, a, b) = match (a.starts_with('-'), b.starts_with('-')) {
                    (true, false) => ("subr", &a[1..], b.as_str()),
                    (false, true) => ("sub", a.as_str(), &b[1..]),
                    _ => ("add", a.as_str(), b.as_str()),
                };
                let (ta, ua) = u16_or(a, "b32");
                let (tb, ub) = u16_or(b, "b32");
                long_too(format!("{op} {t} {cc}{d} {} {}", src(a, ta, ua)?, src(b, tb, ub)?))
            }
            "FADD" | "FADD32" | "FADD32I" => {
                let v = join(list("b32", 1)?);
                let r = if has("TRUNC") { "rz " } else if has("FLOOR") { "rm " } else if has("CEIL") { "rp " } else { "" };
                let mut c = long_too(format!("add {r}f32 {d} {v}"));
                if r.is_empty() {
                    c.extend(long_too(format!("add rn f32 {d} {v}")));
                }
                c
            }
            "FMAD" | "FMAD32" | "FMAD32I" => {
                let (a, b, c) = (ops.get(1)?, ops.get(2)?, ops.get(3)?);
                // A negated product is written on its first factor.
                let (neg, a) = match a.strip_prefix('-') {
                    Some(a) => ("neg ", a),
                    None => ("", a.as_str()),
                };
                long_too(format!("add f32 {d} {neg}(mul {} {}) {}", src(a, "b32", 4)?, src(b, "b32", 4)?, src(c, "b32", 4)?))
            }
            "IMAD" | "IMAD32" | "IMAD32I" => {
                let (a, b, c) = (ops.get(1)?, ops.get(2)?, ops.get(3)?);
                let t = ["U16", "S16", "U24", "S24"].into_iter().find(|t| has(t)).map_or("u32".to_string(), |t| t.to_lowercase());
                // s[] is read at its suffix's type, else at 16 bits for the 16-bit forms and at 32 for the
                // others (`mul s24 b32 s[0x18]`).
                let (mt, unit) = if t.ends_with("16") { (t.as_str(), 2) } else { ("b32", 4) };
                let factor = |o: &str| match strip_type(o) {
                    (_, "b32", _) => src(o, mt, unit),
                    (_, own, u) => src(o, own, u),
                };
                // A negated first factor is `subr`, a negated addend `sub`.
                let (op, a, c) = match (a.strip_prefix('-'), c.strip_prefix('-')) {
                    (Some(a), None) => ("subr", a, c.as_str()),
                    (None, Some(c)) => ("sub", a.as_str(), c),
                    _ => ("add", a.as_str(), c.as_str()),
                };
                let (a, b, c) = (factor(a)?, factor(b)?, src(c, "b32", 4)?);
                long_too(format!("{op} {d} (mul {t} {a} {b}) {c}"))
            }
            "FMUL" | "FMUL32" | "FMUL32I" => {
                let r = if has("TRUNC") { "rz" } else if has("FLOOR") { "rm" } else if has("CEIL") { "rp" } else { "rn" };
                let v = join(list("b32", 1)?);
                let mut c = long_too(format!("mul {r} f32 {cc}{d} {v}"));
                c.extend(long_too(format!("mul f32 {cc}{d} {v}")));
                c
            }
            "IMUL" | "IMUL32" | "IMUL32I" => {
                let ty = |s: &str| s.to_lowercase();
                let tys: Vec<&str> = sfx.iter().copied().filter(|s| *s != "HI").collect();
                let (ta, tb) = (ty(tys.first()?), ty(tys.get(1)?));
                let high = if has("HI") { "high " } else { "" };
                let (a, b) = (ops.get(1)?, ops.get(2)?);
                // s[] is read at its suffix's type, else at the factor's width (32 bits for the 24-bit types).
                let mem = |o: &str, t: &str| match strip_type(o) {
                    (_, "b32", _) if t.ends_with("16") => (t.to_string(), 2),
                    (_, "b32", _) if t.ends_with('8') => (t.to_string(), 1),
                    (_, "b32", _) => ("b32".to_string(), 4),
                    (_, own, u) => (own.to_string(), u),
                };
                let ((ma, ua), (mb, ub)) = (mem(a, &ta), mem(b, &tb));
                let (sa, sb) = (src(a, &ma, ua)?, src(b, &mb, ub)?);
                let mut c = long_too(format!("mul {d} {high}{ta} {sa} {tb} {sb}"));
                if ta == tb {
                    // The 24-bit forms write the type once.
                    c.extend(long_too(format!("mul {d} {high}{ta} {sa} {sb}")));
                }
                c
            }
            "SHL" => {
                let t = if has("U16") { "b16" } else { "b32" };
                long_too(format!("shl {t} {d} {}", join(list("b32", 1)?)))
            }
            "SHR" => {
                let t = if has("S32") { "s32" } else if has("U16") { "u16" } else if has("S16") { "s16" } else { "u32" };
                long_too(format!("shr {t} {d} {}", join(list("b32", 1)?)))
            }
            "R2A" => {
                let n = ops.get(2).cloned().unwrap_or_else(|| "0x0".into());
                long_too(format!("shl {d} {} {}", src(ops.get(1)?, "b32", 4)?, operand(&n, 4)?))
            }
            "LOP" => {
                let f = match *sfx.first()? {
                    "AND" => "and",
                    "OR" => "or",
                    "XOR" => "xor",
                    "PASS_B" => "mov2",
                    _ => return None,
                };
                let t = if has("U16") { "b16" } else { "b32" };
                long_too(format!("{f} {t} {cc}{d} {}", join(list("b32", 1)?)))
            }
            "ISET" => {
                let c = cond(ops.last()?)?;
                let t = if has("S32") { "s32" } else { "u32" };
                let srcs: Option<Vec<String>> = ops.get(1..ops.len().saturating_sub(1))?.iter().map(|o| src(o, "b32", 4)).collect();
                long_too(format!("set {cc}{d} {c} {t} {}", join(srcs?)))
            }
            "I2I" | "I2F" | "F2I" | "F2F" => {
                let (dt, mut st) = (sfx.first()?.to_lowercase(), sfx.get(1)?.to_lowercase());
                if has("BEXT") {
                    // A byte of a half register.
                    st = st.replace("16", "8");
                }
                let s = ops.get(1)?;
                // The whole-instruction `neg`/`abs` of cvt stand before the types.
                let (m, s) = if let Some(r) = s.strip_prefix('-') {
                    ("neg ", r)
                } else if let Some(r) = s.strip_prefix('|').and_then(|r| r.strip_suffix('|')) {
                    ("abs ", r)
                } else {
                    ("", s.as_str())
                };
                let unit = if st.ends_with("16") { 2 } else if st.ends_with('8') { 1 } else { 4 };
                // A 32-bit s[] source may also carry its own type word after the conversion's (`f32 b32 s[0x18]`).
                let mut svs = vec![src(s, &st, unit)?];
                if is_mem(s) && unit == 4 {
                    svs.push(src(s, "b32", 4)?);
                }
                let trunc = has("TRUNC");
                let r: &[&str] = match base {
                    _ if trunc => &["rzi ", "rz "],
                    _ if has("FLOOR") => &["rmi ", "rm "],
                    _ if has("CEIL") => &["rpi ", "rp "],
                    "I2F" => &["rn ", ""],
                    "F2I" => &["", "rni "],
                    _ => &["", "rni ", "rn "],
                };
                let mut c = Vec::new();
                for sv in &svs {
                    for r in r {
                        c.extend(long_too(format!("cvt {r}{m}{dt} {cc}{d} {st} {sv}")));
                    }
                }
                c
            }
            "GLD" | "LLD" => {
                let t = mem_type(sfx.first()?);
                long_too(format!("ld {t} {} {}", wide(&d, &t), operand(ops.get(1)?, 4)?))
            }
            "GST" | "LST" => {
                let t = mem_type(sfx.first()?);
                let s = format!("st {t} {d} {}", wide(&operand(ops.get(1)?, 4)?, &t));
                vec![s.clone(), format!("exit {s}")]
            }
            "MVC" => long_too(format!("ld {d} b32 {}", operand(ops.get(1)?, 4)?)),
            "A2R" | "C2R" | "R2C" => long_too(format!("mov {d} {}", operand(ops.get(1)?, 4)?)),
            "VOTE" => vec![format!("vote {} {d}", sfx.first()?.to_lowercase())],
            // The predicate field these ignore holds `never` in compilers' code, `always` by default.
            "PBK" => vec![format!("(never) breakaddr {d}"), format!("breakaddr {d}")],
            "PRET" => vec![format!("(never) preret {d}"), format!("preret {d}")],
            "TRAP" => vec!["(never) trap".into(), "trap".into()],
            "BRK" => vec!["break".into()],
            "BPT" => vec!["brkpt".into()],
            "DADD" | "DMUL" | "DFMA" => {
                let f = match base {
                    "DADD" => "add",
                    "DMUL" => "mul",
                    _ => "fma",
                };
                let v = pairs(&join(list("b32", 1)?));
                ["rn ", "rz ", "rm ", "rp "].iter().flat_map(|r| long_too(format!("{f} {r}f64 {} {v}", pairs(&d)))).collect()
            }
            "FSET" | "DSET" => {
                let c = cond(ops.last()?)?;
                let srcs: Option<Vec<String>> = ops.get(1..ops.len().saturating_sub(1))?.iter().map(|o| src(o, "b32", 4)).collect();
                let (t, v) = if base == "DSET" { ("f64", pairs(&join(srcs?))) } else { ("f32", join(srcs?)) };
                long_too(format!("set {cc}{d} {c} {t} {v}"))
            }
            "ISAD" | "ISAD32" => long_too(format!("sad {d} u32 {}", join(list("", 1)?))),
            "GATOM" | "GRED" => {
                let f = sfx.first()?.to_lowercase();
                let f = f.strip_prefix('i').unwrap_or(&f).to_string();
                // Exchanges name a bit type (`b32`), the others an integer type (`u32`, `s32`).
                let t = if matches!(f.as_str(), "cas" | "exch") { mem_type(sfx.get(1)?) } else { sfx.get(1)?.to_lowercase() };
                let wide_t = |r: &str| if t.ends_with("64") { pairs(r) } else { r.to_string() };
                let rest: Option<Vec<String>> = ops.iter().skip(1).map(|o| operand(o, 4).map(|r| wide_t(&r))).collect();
                let rest = rest?.join(" ");
                match (base, f.as_str()) {
                    ("GRED", _) => vec![format!("red {f} {t} {d} {rest}")],
                    (_, "cas" | "exch") => vec![format!("{f} {t} {} {rest}", wide_t(&d))],
                    _ => vec![format!("ld {f} {t} {} {rest}", wide_t(&d))],
                }
            }
            "RRO" => {
                let f = match ops.get(2)?.as_str() {
                    "EX2" => "preex2",
                    "SIN" => "presin",
                    _ => return None,
                };
                long_too(format!("{f} f32 {d} {}", src(ops.get(1)?, "b32", 4)?))
            }
            "EX2" | "LG2" | "SIN" | "COS" => long_too(format!("{} f32 {d} {}", base.to_lowercase(), src(ops.get(1)?, "b32", 4)?)),
            "IMIN" | "IMAX" | "FMIN" | "FMAX" | "DMIN" | "DMAX" => {
                let t = match &base[..1] {
                    "F" => "f32",
                    "D" => "f64",
                    _ if has("S32") => "s32",
                    _ => "u32",
                };
                let f = base[1..].to_lowercase();
                let v = format!("{cc}{d} {}", join(list("b32", 1)?));
                long_too(format!("{f} {t} {}", if t == "f64" { pairs(&v) } else { v }))
            }
            "R2G" => {
                let (t, unit) = match *sfx.get(1)? {
                    "U8" => ("b8", 1),
                    "U16" => ("b16", 2),
                    _ => ("b32", 4),
                };
                long_too(format!("st {t} {} {}", operand(&dst, unit)?, operand(ops.get(1)?, 4)?))
            }
            "RCP" | "RCP32" => long_too(format!("rcp f32 {d} {}", src(ops.get(1)?, "b32", 4)?)),
            "RSQ" | "RSQ32" => long_too(format!("rsqrt f32 {d} {}", src(ops.get(1)?, "b32", 4)?)),
            "BRA" => vec![format!("bra {}", operand(&dst, 4)?)],
            // The predicate field these ignore holds `never` in compilers' code, `always` by default.
            "SSY" => vec![format!("(never) joinat {}", operand(&dst, 4)?), format!("joinat {}", operand(&dst, 4)?)],
            "CAL" => vec![format!("(never) call {}", operand(&dst, 4)?), format!("call {}", operand(&dst, 4)?)],
            "RET" => vec!["ret".into()],
            "NOP" => {
                let j = if joined { "join" } else { "exit" };
                pre.clear();
                vec![format!("{j} (never) nop"), "nop".into(), format!("{j} nop")]
            }
            "BAR" => {
                let b = format!("bar inc wait {} {}", operand(&dst, 4)?, operand(ops.get(1)?, 4)?);
                vec![format!("(never) {b}"), b]
            }
            _ => return None,
        })
    })();
    // `long` and a store's `exit` come first in envydis' text, before `join` and the guard.
    body.unwrap_or_default()
        .into_iter()
        .map(|b| match (b.strip_prefix("long "), b.strip_prefix("exit st ")) {
            (Some(rest), _) => format!("long {pre}{rest}"),
            (_, Some(rest)) => format!("exit {pre}st {rest}"),
            _ => format!("{pre}{b}"),
        })
        .collect()
}
