//! The assembler driver shared by all ISAs: comments, labels, directives and two passes (the first sizes
//! every instruction and places the labels, the second encodes with the labels known).
//!
//! Syntax of a source line: `[label:]... [instruction | directive] [// comment]`; `/* ... */` comments may
//! span lines. Directives: `.word V, ...` (32-bit little-endian words), `.dword V, ...` (64-bit),
//! `.align N` (pad with zero bytes to a multiple of N), `.org ADDR` (pad with zero bytes up to ADDR).

use crate::diag::Diagnostic;
use crate::isa::{Isa, ParseCtx, Symbols};
use crate::lex::{lex_into, TokKind, Token};
use std::collections::HashMap;

/// The output of [`assemble`].
#[derive(Debug, Default)]
pub struct Assembled {
    pub bytes: Vec<u8>,
    /// Labels with their addresses, in definition order.
    pub labels: Vec<(String, u64)>,
}

struct Labels(HashMap<String, u64>);
impl Symbols for Labels {
    fn lookup(&self, name: &str) -> Option<u64> {
        self.0.get(name).copied()
    }
}

/// Replaces comments by spaces, keeping line breaks and byte offsets.
pub fn blank_comments(src: &str) -> String {
    let b = src.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'/' && i + 1 < b.len() && b[i + 1] == b'/' {
            while i < b.len() && b[i] != b'\n' {
                out.push(b' ');
                i += 1;
            }
        } else if b[i] == b'/' && i + 1 < b.len() && b[i + 1] == b'*' {
            out.extend_from_slice(b"  ");
            i += 2;
            while i < b.len() && !(b[i] == b'*' && i + 1 < b.len() && b[i + 1] == b'/') {
                out.push(if b[i] == b'\n' { b'\n' } else { b' ' });
                i += 1;
            }
            if i < b.len() {
                out.extend_from_slice(b"  ");
                i += 2;
            }
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    // Only ASCII bytes were replaced by ASCII bytes, and multi-byte characters outside comments are kept
    // whole, but a comment may contain multi-byte characters whose bytes became spaces: still valid UTF-8.
    String::from_utf8(out).unwrap_or_default()
}

enum Item {
    /// An instruction: its span, its address, and where its bytes lie in the sizing pass's encodings
    /// when that pass's reading is final (the instruction names no label).
    Insn { start: usize, end: usize, addr: u64, encoded: Option<(usize, usize)> },
    Data { bytes: Vec<u8> },
}

/// Assembles a whole source text. All errors found are returned, each with its span in `src`.
pub fn assemble<I: Isa>(isa: &I, src: &str) -> Result<Assembled, Vec<Diagnostic>> {
    let text = blank_comments(src);
    let mut errors = Vec::new();
    let mut labels: HashMap<String, u64> = HashMap::new();
    let mut label_order = Vec::new();
    let mut items = Vec::new();
    // The bytes of the instructions whose sizing-pass reading is final.
    let mut encoded = Vec::new();
    let mut addr: u64 = 0;
    let mut toks: Vec<Token> = Vec::new();
    let mut line_start = 0;
    // Pass 1: labels, directives, instruction sizes.
    for line in text.split_inclusive('\n') {
        let range = line_start..line_start + line.trim_end_matches(['\n', '\r']).len();
        line_start += line.len();
        toks.clear();
        if let Err(e) = lex_into(&text, range.clone(), &mut toks) {
            errors.push(e);
            continue;
        }
        let mut i = 0;
        // `name:` is a label unless a word follows the colon directly: Vita3K's USSE text writes
        // `SOP2M:FADD` as one mnemonic.
        let is_label = |i: usize| {
            toks[i].kind == TokKind::Ident
                && toks[i + 1].is_punct(b':')
                && !toks.get(i + 2).is_some_and(|n| n.kind == TokKind::Ident && n.start == toks[i + 1].end)
        };
        while i + 1 < toks.len() && is_label(i) {
            let name = toks[i].text(&text).to_string();
            if labels.insert(name.clone(), addr).is_some() {
                errors.push(Diagnostic::new(toks[i].span(), format!("label `{name}` defined twice")));
            }
            label_order.push((name, addr));
            i += 2;
        }
        if i >= toks.len() {
            continue;
        }
        let rest = &toks[i..];
        let first = rest[0].text(&text);
        if rest[0].kind == TokKind::Ident && first.starts_with('.') && directive(first).is_some() {
            match run_directive(&text, rest, addr) {
                Ok(bytes) => {
                    addr += bytes.len() as u64;
                    items.push(Item::Data { bytes });
                }
                Err(e) => errors.push(e),
            }
            continue;
        }
        let ctx = ParseCtx::at(addr);
        match isa.parse(&text, rest, &ctx) {
            Ok(insn) => {
                let start = rest[0].start as usize;
                let end = rest[rest.len() - 1].end as usize;
                let encoded = (!ctx.asked_for_label()).then(|| {
                    let from = encoded.len();
                    isa.encode(&insn, &mut encoded);
                    (from, encoded.len())
                });
                items.push(Item::Insn { start, end, addr, encoded });
                addr += isa.insn_len(&insn) as u64;
            }
            Err(e) => errors.push(e),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    // Pass 2: encode with labels known.
    let syms = Labels(labels);
    let mut out = Vec::new();
    for item in items {
        match item {
            Item::Data { bytes } => out.extend_from_slice(&bytes),
            Item::Insn { encoded: Some((from, to)), .. } => out.extend_from_slice(&encoded[from..to]),
            Item::Insn { start, end, addr, encoded: None } => {
                toks.clear();
                if let Err(e) = lex_into(&text, start..end, &mut toks) {
                    errors.push(e);
                    continue;
                }
                match isa.parse(&text, &toks, &ParseCtx::with_symbols(addr, &syms)) {
                    Ok(insn) => {
                        isa.encode(&insn, &mut out);
                    }
                    Err(e) => errors.push(e),
                }
            }
        }
    }
    if errors.is_empty() {
        Ok(Assembled { bytes: out, labels: label_order })
    } else {
        Err(errors)
    }
}

#[derive(Clone, Copy)]
enum Directive {
    Word,
    Dword,
    Align,
    Org,
}

fn directive(name: &str) -> Option<Directive> {
    Some(match name {
        ".word" => Directive::Word,
        ".dword" => Directive::Dword,
        ".align" => Directive::Align,
        ".org" => Directive::Org,
        _ => return None,
    })
}

fn numbers(src: &str, toks: &[Token]) -> Result<Vec<u64>, Diagnostic> {
    let mut v = Vec::new();
    let mut expect_num = true;
    for t in toks {
        if expect_num {
            if t.kind != TokKind::Num {
                return Err(Diagnostic::new(t.span(), format!("expected a number, found `{}`", t.text(src))));
            }
            v.push(t.value);
        } else if !t.is_punct(b',') {
            return Err(Diagnostic::new(t.span(), "expected `,` between numbers"));
        }
        expect_num = !expect_num;
    }
    Ok(v)
}

fn run_directive(src: &str, toks: &[Token], addr: u64) -> Result<Vec<u8>, Diagnostic> {
    let name = toks[0].text(src);
    let d = directive(name).expect("checked by caller");
    let args = numbers(src, &toks[1..])?;
    let whole = toks[0].start as usize..toks[toks.len() - 1].end as usize;
    let mut out = Vec::new();
    match d {
        Directive::Word | Directive::Dword => {
            if args.is_empty() {
                return Err(Diagnostic::new(whole, format!("`{name}` needs at least one value")));
            }
            for (i, v) in args.iter().enumerate() {
                if matches!(d, Directive::Word) {
                    if *v > u32::MAX as u64 {
                        return Err(Diagnostic::new(toks[1 + 2 * i].span(), "value does not fit 32 bits"));
                    }
                    out.extend_from_slice(&(*v as u32).to_le_bytes());
                } else {
                    out.extend_from_slice(&v.to_le_bytes());
                }
            }
        }
        Directive::Align => {
            let [n] = args[..] else {
                return Err(Diagnostic::new(whole, "`.align` takes one number"));
            };
            if n == 0 || !n.is_power_of_two() || n > 1 << 20 {
                return Err(Diagnostic::new(whole, "`.align` needs a power of two up to 1 MiB"));
            }
            let pad = (n - addr % n) % n;
            out.resize(pad as usize, 0);
        }
        Directive::Org => {
            let [n] = args[..] else {
                return Err(Diagnostic::new(whole, "`.org` takes one address"));
            };
            if n < addr || n - addr > 1 << 24 {
                return Err(Diagnostic::new(whole, "`.org` can only move forward, by at most 16 MiB"));
            }
            out.resize((n - addr) as usize, 0);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_keep_offsets() {
        let s = "a // x\nb /* y\nz */ c";
        let t = blank_comments(s);
        assert_eq!(t.len(), s.len());
        assert_eq!(t.lines().count(), 3);
        assert!(t.contains('c') && !t.contains('y') && !t.contains('z'));
    }
}
