//! `gpuisa explain`: every field of an instruction, from its decoded value (the table engine's walk along
//! the instruction's path, `gpuisa_engine::explain`), never from its text.

use crate::out::{self, Fail, Res};
use crate::Arch;
use gpuisa_core::Isa;
use gpuisa_tesla::engine::explain::{explain as engine_explain, runs, Explained};
use std::io::Write;

/// One instruction, decoded and explained.
struct Explanation {
    /// The words in the `--lines` key format (Tesla: word 0 first; Fermi: one 64-bit word, or 32 bits).
    key: Vec<String>,
    bits: u64,
    width: u64,
    text: String,
    /// Tesla, Fermi: the form's name (`gpuisa_tesla::Code`, `gpuisa_fermi::Code`).
    form: Option<&'static str>,
    ex: Explained,
}

/// The word size of `arch`'s key format, and its name in messages.
fn key_words(arch: Arch) -> (usize, &'static str) {
    match arch {
        Arch::Tesla => (4, "a Tesla word is 8 hex digits (two words for a long instruction, word 0 first)"),
        Arch::Fermi => (8, "a Fermi instruction is 16 hex digits (word 1 << 32 | word 0), or 8 for a short form"),
        Arch::Usse => (8, "a USSE instruction is 16 hex digits (the 64-bit word)"),
        Arch::Isa30 => (4, "an isa30 instruction is 8 hex digits"),
    }
}

/// Reads one instruction as `dis --lines` reads a line (hex words in the key format, optionally after
/// `ADDR:`; a `gpuisa dis` listing line; a cuobjdump line or its `/*0x...*/` word) and explains it. A
/// word of another length than its ISA's is refused: a digit left out would shift every field.
fn one(arch: Arch, arg: &str) -> Result<Explanation, String> {
    let (word_bytes, rule) = key_words(arch);
    let lw = crate::lines::line_words(arg, word_bytes, arch == Arch::Fermi)?;
    let fermi_short = arch == Arch::Fermi && lw.digits == [8];
    if let Some(&n) = lw.digits.iter().find(|&&n| n != 2 * word_bytes && !(arch == Arch::Fermi && n == 8)) {
        return Err(format!("{n} hex digit{}: {rule}", if n == 1 { "" } else { "s" }));
    }
    let mut bytes = lw.bytes;
    if fermi_short {
        bytes.truncate(4);
    }
    let mut form = None;
    let (bits, width, text, ex): (u64, u64, String, Explained) = match arch {
        Arch::Tesla => {
            let mut b = [0u8; 8];
            if bytes.len() > 8 {
                return Err(format!("{} words: an instruction is one or two", bytes.len() / 4));
            }
            b[..bytes.len()].copy_from_slice(&bytes);
            let bits = u64::from_le_bytes(b);
            // Word 0 bit 0 says long (two words) or short (one).
            let want = if bits & 1 != 0 { 8 } else { 4 };
            if bytes.len() != want {
                return Err(if want == 8 {
                    "word 0 is a long instruction's (bit 0 set): give both words as one argument, `\"xxxxxxxx yyyyyyyy\"`".to_string()
                } else {
                    "word 0 is a short instruction's (bit 0 clear): give it alone".to_string()
                });
            }
            let t = gpuisa_tesla::Tesla::new(gpuisa_tesla::Variant::Gt215, gpuisa_tesla::ProgramType::Compute);
            let mut text = String::new();
            t.disassemble_bits(bits, 0, &mut text);
            let width = if want == 8 { !0 } else { 0xffff_ffff };
            let insn = t.decode_bits(bits);
            form = Some(gpuisa_tesla::code_of(&insn).name());
            (bits, width, text, engine_explain(gpuisa_tesla::encoding::ROOT, &insn, bits, width))
        }
        Arch::Fermi => {
            if !matches!(bytes.len(), 4 | 8) {
                return Err("give one 64-bit word (16 hex digits, word 1 << 32 | word 0), or 8 for a short form".to_string());
            }
            let mut b = [0u8; 8];
            b[..bytes.len()].copy_from_slice(&bytes);
            let bits = u64::from_le_bytes(b);
            // Word 0 bit 3 set: a 32-bit short form, given as 8 digits (or a cuobjdump word of 8).
            let short = bits & 8 != 0;
            if short && bytes.len() == 8 {
                return Err("word 0 is a short form's (bit 3 set): give its 8 hex digits alone".to_string());
            }
            if !short && bytes.len() == 4 {
                return Err("word 0 is not a short form's (bit 3 clear): give all 16 hex digits (word 1 << 32 | word 0)".to_string());
            }
            let width = if short { 0xffff_ffff } else { !0 };
            let f = gpuisa_fermi::Fermi::default();
            let mut text = String::new();
            f.disassemble_bits(bits & width, 0, &mut text);
            let bits = bits & width;
            let insn = f.decode_bits(bits);
            form = Some(gpuisa_fermi::code_of(&insn).name());
            (bits, width, text, engine_explain(gpuisa_fermi::encoding::ROOT, &insn, bits, width))
        }
        Arch::Usse => {
            if bytes.len() != 8 {
                return Err("give one 64-bit word (16 hex digits)".to_string());
            }
            let mut text = String::new();
            gpuisa_usse::Usse::default().disassemble(&bytes, 0, &mut text).map_err(|e| e.to_string())?;
            let bits = u64::from_le_bytes(bytes[..8].try_into().unwrap_or_default());
            let (fields, unexplained) = gpuisa_usse::explain::explain(&gpuisa_usse::insn::Insn::decode(bits));
            (bits, !0, text, Explained { fields, unexplained })
        }
        Arch::Isa30 => {
            if bytes.len() != 4 {
                return Err("give one 32-bit word (8 hex digits)".to_string());
            }
            let mut text = String::new();
            gpuisa_isa30::Isa30::new().disassemble(&bytes, 0, &mut text).map_err(|e| e.to_string())?;
            let word = u32::from_le_bytes(bytes[..4].try_into().unwrap_or_default());
            let (fields, unexplained) = gpuisa_isa30::explain::explain(word);
            (word as u64, 0xffff_ffff, text, Explained { fields, unexplained })
        }
    };
    let key = if arch == Arch::Tesla {
        let mut k = vec![format!("{:08x}", bits & 0xffff_ffff)];
        if width == !0 {
            k.push(format!("{:08x}", bits >> 32));
        }
        k
    } else if width == !0 {
        vec![format!("{bits:016x}")]

    } else {
        vec![format!("{bits:08x}")]
    };
    Ok(Explanation { key, bits, width, text, form, ex })
}

/// `63..58,7..3`: a mask's runs, highest first.
fn ranges(mask: u64) -> String {
    let mut r: Vec<String> = runs(mask)
        .into_iter()
        .map(|(l, w)| if w == 1 { format!("{l}") } else { format!("{}..{l}", l + w - 1) })
        .collect();
    r.reverse();
    r.join(",")
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

/// A JSON string (the CLI has no JSON library; the texts are short).
fn jstr(s: &str) -> String {
    let mut o = String::with_capacity(s.len() + 2);
    o.push('"');
    for c in s.chars() {
        match c {
            '"' => o.push_str("\\\""),
            '\\' => o.push_str("\\\\"),
            c if (c as u32) < 0x20 => o.push_str(&format!("\\u{:04x}", c as u32)),
            c => o.push(c),
        }
    }
    o.push('"');
    o
}

fn to_json(e: &Explanation) -> String {
    let words: Vec<_> = e.key.iter().map(|k| jstr(k)).collect();
    let fields: Vec<_> = e
        .ex
        .fields
        .iter()
        .map(|f| {
            let bits: Vec<_> = runs(f.mask).iter().map(|(l, w)| format!("[{l}, {w}]")).collect();
            format!(
                "    {{\"name\": {}, \"bits\": [{}], \"value\": {}, \"meaning\": {}}}",
                jstr(&f.name),
                bits.join(", "),
                f.value,
                jstr(&f.meaning)
            )
        })
        .collect();
    format!(
        "  {{\"words\": [{}], \"text\": {}, \"form\": {},\n   \"fields\": [\n{}\n   ],\n   \"unexplained\": \"{:#x}\", \"not_understood\": \"{:#x}\"}}",
        words.join(", "),
        jstr(&e.text),
        e.form.map_or("null".to_string(), jstr),
        fields.join(",\n"),
        e.ex.unexplained,
        e.ex.unexplained & e.bits
    )
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
            writeln!(o, "[\n{}\n]", v.join(",\n"))?;
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
