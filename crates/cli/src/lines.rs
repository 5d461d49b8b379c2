//! `--lines` mode: one instruction per input line, one output line per input line.

use gpuisa_core::hexkey::{format_words, parse_words};
use gpuisa_core::lex::lex;
use gpuisa_core::{Isa, ParseCtx};
use std::io::Write;

/// Splits an optional `ADDR:` (hex) prefix from a line of hex words.
fn split_addr(line: &str) -> Result<(u64, &str), String> {
    match line.split_once(':') {
        Some((a, rest)) => {
            let a = a.trim();
            let digits = a.strip_prefix("0x").unwrap_or(a);
            let addr = u64::from_str_radix(digits, 16).map_err(|_| {
                let shown = a.char_indices().nth(24).map_or(a.to_string(), |(i, _)| format!("{}…", &a[..i]));
                format!("bad address `{shown}`")
            })?;
            Ok((addr, rest))
        }
        None => Ok((0, line)),
    }
}

/// One input line's instruction, as `--lines` and `explain` read it.
pub struct LineWords {
    /// The address the line gives (`ADDR:`, a listing's column, cuobjdump's `/*0008*/`).
    pub addr: Option<u64>,
    /// The instruction's bytes, in memory order.
    pub bytes: Vec<u8>,
    /// The hex digits of each word given in the key format (empty for listing and cuobjdump lines, whose
    /// words have their fixed widths).
    pub digits: Vec<usize>,
}

/// Reads one line: a cuobjdump line or its `/*0x...*/` word (cuobjdump's order), a `gpuisa dis` listing
/// line (`ADDR:  WORDS  TEXT`: the words are read, not the text), or hex words in the key format of
/// words of `word_bytes`, optionally after `ADDR:`. `fermi`: a lone `0x` word of 16 digits is the value
/// cuobjdump prints in `/*0x...*/` (word 0 in the high half), not the key (word 1 << 32 | word 0).
pub fn line_words(line: &str, word_bytes: usize, fermi: bool) -> Result<LineWords, String> {
    if line.contains("/*") {
        let bytes = gpuisa_container::listing_line_words(line).ok_or("no `/*0x...*/` instruction word on this cuobjdump line")?;
        let addr = line.trim().strip_prefix("/*").and_then(|r| r.split_once("*/")).and_then(|(a, _)| u64::from_str_radix(a.trim(), 16).ok());
        return Ok(LineWords { addr, bytes, digits: Vec::new() });
    }
    let (addr, words) = match crate::relisting::head_len(line) {
        // A listing line: its words column (the text after it is not read).
        Some(n) => {
            let head = line[..n].trim_start();
            let (a, w) = head.split_once(':').unwrap_or(("", head));
            (u64::from_str_radix(a, 16).ok(), w)
        }
        None => {
            let (a, w) = split_addr(line)?;
            (line.contains(':').then_some(a), w)
        }
    };
    let digits: Vec<usize> = words.split_whitespace().map(|w| w.strip_prefix("0x").unwrap_or(w).len()).collect();
    let lone = words.trim();
    if fermi && digits == [16] && lone.starts_with("0x") {
        // cuobjdump's `/*0x...*/` value without its comment: word 0 is the high half.
        let v = u64::from_str_radix(&lone[2..], 16).map_err(|_| format!("`{}` is not a hex word", crate::explain::cut(lone)))?;
        let bytes = [((v >> 32) as u32).to_le_bytes(), (v as u32).to_le_bytes()].concat();
        return Ok(LineWords { addr, bytes, digits: Vec::new() });
    }
    Ok(LineWords { addr, bytes: parse_words(words, word_bytes)?, digits })
}

fn dis_line<I: Isa>(isa: &I, line: &str, fermi: bool, out: &mut String) -> Result<(), String> {
    let w = line_words(line, isa.word_bytes(), fermi)?;
    let len = isa.disassemble(&w.bytes, w.addr.unwrap_or(0), out).map_err(|e| e.to_string())?;
    // A lone word of at most 8 digits may be a 32-bit short form of an ISA of 64-bit words (Fermi).
    let short = len == 4 && w.digits.len() == 1 && w.digits[0] <= 8;
    if len != w.bytes.len() && !short {
        return Err(format!("the words hold {} bytes but the instruction is {len} bytes long", w.bytes.len()));
    }
    Ok(())
}

/// Disassembles each line; returns whether every line succeeded.
pub fn dis<I: Isa>(isa: &I, input: &str, fermi: bool, w: &mut impl Write) -> std::io::Result<bool> {
    let mut ok = true;
    let mut out = String::new();
    for line in input.lines() {
        out.clear();
        if let Err(e) = dis_line(isa, line, fermi, &mut out) {
            ok = false;
            out.clear();
            out.push_str("error: ");
            out.push_str(&e);
        }
        out.push('\n');
        w.write_all(out.as_bytes())?;
    }
    Ok(ok)
}

fn as_line<I: Isa>(isa: &I, line: &str, out: &mut String) -> Result<(), String> {
    // A line of `gpuisa dis` output, or `ADDR: text`: the instruction is at ADDR (a relative branch's
    // target depends on it); the hex columns are not read. Blanking them keeps the columns of error messages.
    let blanked;
    let mut addr = 0;
    let line = match crate::relisting::head_len(line).or_else(|| addr_prefix(line)) {
        Some(n) => {
            let a = line.trim_start().split_once(':').map_or("", |(a, _)| a);
            addr = u64::from_str_radix(a.strip_prefix("0x").unwrap_or(a), 16).map_err(|_| format!("bad address `{a}`"))?;
            blanked = format!("{}{}", " ".repeat(n), &line[n..]);
            blanked.as_str()
        }
        None => line,
    };
    let toks = lex(line).map_err(|d| format!("column {}: {}", d.span.start + 1, d.message))?;
    let insn = isa
        .parse(line, &toks, &ParseCtx::at(addr))
        .map_err(|d| format!("column {}: {}", d.span.start + 1, d.message))?;
    let mut bytes = Vec::with_capacity(8);
    isa.encode(&insn, &mut bytes);
    format_words(&bytes, isa.word_bytes(), out);
    Ok(())
}

/// Whether `line` assembles alone (for hints naming another syntax).
pub fn assembles<I: Isa>(isa: &I, line: &str) -> bool {
    let mut out = String::new();
    !line.trim().is_empty() && as_line(isa, line, &mut out).is_ok()
}

/// The length of an `ADDR:` prefix (hex digits, optionally `0x`, then `:`), if `line` starts with one.
fn addr_prefix(line: &str) -> Option<usize> {
    let t = line.trim_start();
    let (a, _) = t.split_once(':')?;
    let digits = a.strip_prefix("0x").unwrap_or(a);
    (!digits.is_empty() && digits.bytes().all(|b| b.is_ascii_hexdigit())).then(|| line.len() - t.len() + a.len() + 1)
}

/// Assembles each line to hex words; returns whether every line succeeded.
pub fn asm<I: Isa>(isa: &I, input: &str, w: &mut impl Write) -> std::io::Result<bool> {
    let mut ok = true;
    let mut out = String::new();
    for line in input.lines() {
        out.clear();
        // A listing's comment lines (its `// gpuisa dis` header, `// kernel` lines) come through as they are.
        if line.trim_start().starts_with("//") {
            out.push_str(line.trim());
            out.push('\n');
            w.write_all(out.as_bytes())?;
            continue;
        }
        if let Err(e) = as_line(isa, line, &mut out) {
            ok = false;
            out.clear();
            out.push_str("error: ");
            out.push_str(&e);
        }
        out.push('\n');
        w.write_all(out.as_bytes())?;
    }
    Ok(ok)
}
