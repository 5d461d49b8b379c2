//! `gpuisa explain`: every field of an instruction, from its decoded value (the table engine's walk along
//! the instruction's path, `gpuisa_engine::explain`), never from its text.

use crate::out::{self, Fail, Res};
use crate::Arch;
use std::io::Write;

use gpuisa::explain::{bit_ranges as ranges, key_words, Explanation};
use gpuisa_tesla::engine::explain::runs;

/// Reads one instruction as `dis --lines` reads a line (hex words in the key format, optionally after
/// `ADDR:`; a `gpuisa dis` listing line; a cuobjdump line or its `/*0x...*/` word) and explains it. A
/// word of another length than its ISA's is refused: a digit left out would shift every field.
fn one(arch: Arch, arg: &str) -> Result<Explanation, String> {
    let (word_bytes, rule) = key_words(arch.into());
    let lw = crate::lines::line_words(arg, word_bytes, arch == Arch::Fermi)?;
    let fermi_short = arch == Arch::Fermi && lw.digits == [8];
    if let Some(&n) = lw.digits.iter().find(|&&n| n != 2 * word_bytes && !(arch == Arch::Fermi && n == 8)) {
        return Err(format!("{n} hex digit{}: {rule}", if n == 1 { "" } else { "s" }));
    }
    let mut bytes = lw.bytes;
    if fermi_short {
        bytes.truncate(4);
    }
    gpuisa::explain::explain_bytes(arch.into(), &bytes)
}


/// The instruction's bits, highest first, a space between the words of a 64-bit one; `f` gives each
/// bit's character.
fn bitmap(e: &Explanation, f: impl Fn(u32) -> char) -> String {
    let n: u32 = if e.width == !0 { 64 } else { 32 };
    let mut s = String::with_capacity(n as usize + 1);
    for b in (0..n).rev() {
        s.push(f(b));
        if b == 32 {
            s.push(' ');
        }
    }
    s
}

fn write_text(w: &mut impl Write, e: &Explanation) -> std::io::Result<()> {
    writeln!(w, "{}  {}", e.key.join(" "), e.text)?;
    if let Some(f) = e.form {
        writeln!(w, "  form {f}")?;
    }
    let digit = |b: u32| char::from(b'0' + (e.bits >> b & 1) as u8);
    writeln!(w, "  {}  bit (tens)", bitmap(e, |b| char::from(b'0' + (b / 10) as u8)))?;
    writeln!(w, "  {}  bit (units)", bitmap(e, |b| char::from(b'0' + (b % 10) as u8)))?;
    writeln!(w, "  {}  value", bitmap(e, digit))?;
    let rw = e.ex.fields.iter().map(|f| ranges(f.mask).len()).max().unwrap_or(0).max(ranges(e.ex.unexplained).len());
    let nw = e.ex.fields.iter().map(|f| f.name.len()).max().unwrap_or(0);
    for f in &e.ex.fields {
        let map = bitmap(e, |b| if f.mask >> b & 1 != 0 { digit(b) } else { '.' });
        writeln!(w, "  {map}  {:<rw$}  {:<nw$}  {:#x}  {}", ranges(f.mask), f.name, f.value, f.meaning)?;
    }
    let u = e.ex.unexplained;
    if u == 0 {
        writeln!(w, "  unexplained: none")?;
    } else {
        let map = bitmap(e, |b| match (u >> b & 1 != 0, e.bits >> b & 1 != 0) {
            (true, true) => '?',
            (true, false) => '-',
            _ => '.',
        });
        let set = u & e.bits;
        let what = if set == 0 { "read by nothing: must be 0 (-)".to_string() } else { format!("read by nothing: must be 0 (-); set, not understood (?): {set:#x}") };
        writeln!(w, "  {map}  {:<rw$}  unexplained  {what}", ranges(u))?;
    }
    Ok(())
}


fn to_json(e: &Explanation) -> serde_json::Value {
    let fields: Vec<_> = e
        .ex
        .fields
        .iter()
        .map(|f| {
            let bits: Vec<[u8; 2]> = runs(f.mask).iter().map(|&(l, w)| [l, w]).collect();
            serde_json::json!({ "name": f.name, "bits": bits, "value": f.value, "meaning": f.meaning })
        })
        .collect();
    serde_json::json!({
        "words": e.key, "text": e.text, "form": e.form, "fields": fields,
        "unexplained": format!("{:#x}", e.ex.unexplained),
        "not_understood": format!("{:#x}", e.ex.unexplained & e.bits),
    })
}

/// `s` quoted in a message: at most 40 characters.
pub(crate) fn cut(s: &str) -> String {
    match s.char_indices().nth(40) {
        Some((i, _)) => format!("{}…", &s[..i]),
        None => s.to_string(),
    }
}

/// `gpuisa explain`: every word is read before anything is printed, so a bad one prints nothing. `-`
/// reads the instructions from standard input, one a line (blank lines and `//` comments skipped).
pub fn run(arch: Option<Arch>, json: bool, words: &[String]) -> Res<bool> {
    let arch = arch.ok_or_else(|| Fail::Usage("explain needs --arch (tesla, fermi, usse or isa30)".to_string()))?;
    let mut all = Vec::with_capacity(words.len());
    for w in words {
        if w == "-" {
            let mut buf = Vec::new();
            out::read_all(&mut out::stdin(), &mut buf, "<stdin>")?;
            let text = String::from_utf8(buf).map_err(|e| format!("<stdin>: not UTF-8 text (byte {})", e.utf8_error().valid_up_to()))?;
            for (i, line) in text.lines().enumerate() {
                let t = line.trim();
                if t.is_empty() || t.starts_with("//") {
                    continue;
                }
                all.push(one(arch, line).map_err(|e| Fail::Input(format!("<stdin>:{}: `{}`: {e}", i + 1, cut(t))))?);
            }
            continue;
        }
        all.push(one(arch, w).map_err(|e| Fail::Input(format!("`{}`: {e}", cut(w))))?);
    }
    if all.is_empty() {
        return Err(Fail::Input("<stdin>: no instructions".to_string()));
    }
    out::with_stdout(|o| {
        if json {
            let v: Vec<_> = all.iter().map(to_json).collect();
            let doc = serde_json::json!({ "schema": "gpuisa-explain/1", "arch": crate::arch_name(arch), "instructions": v });
            writeln!(o, "{doc}")?;
        } else {
            for (i, e) in all.iter().enumerate() {
                if i > 0 {
                    writeln!(o)?;
                }
                write_text(o, e)?;
            }
        }
        Ok(true)
    })
}
