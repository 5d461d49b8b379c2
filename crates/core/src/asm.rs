//! The assembler driver shared by all ISAs: comments, labels, directives and two passes (the first sizes
//! every instruction and places the labels, the second encodes with the labels known).
//!
//! Syntax of a source line: `[label:]... [instruction | directive] [// comment]`; `/* ... */` comments may
//! span lines. Directives: `.word V, ...` (32-bit little-endian words), `.dword V, ...` (64-bit),
//! `.align N` (pad with zero bytes to a multiple of N), `.org ADDR` (pad with zero bytes up to ADDR).
//!
//! The output is at most [`MAX_OUTPUT`] bytes, and at most [`MAX_DIAGNOSTICS`](crate::diag::MAX_DIAGNOSTICS) errors are kept (the rest
//! are counted), so neither a small source nor a large mistaken one costs unbounded memory or output.

use crate::diag::{clip, Diagnostic, ErrorList};
use crate::isa::{Isa, ParseCtx, Symbols};
use crate::lex::{lex_into, TokKind, Token};
use std::collections::HashMap;

/// The output of [`assemble`].
#[derive(Debug, Default)]
pub struct Assembled {
    pub bytes: Vec<u8>,
    /// Labels with their addresses, in definition order.
    pub labels: Vec<(String, u64)>,
    /// Each instruction and data directive (`.word`, `.dword`) in source order: the byte offset in the
    /// source where it starts, its address and its length in bytes.
    pub placed: Vec<(usize, u64, u64)>,
}

struct Labels(HashMap<String, u64>);
impl Symbols for Labels {
    fn lookup(&self, name: &str) -> Option<u64> {
        self.0.get(name).copied()
    }
}

/// The most bytes [`assemble`] produces: 256 MiB. A directive or instruction that would take the output
/// past it is an error at its place, and nothing beyond it is allocated.
pub const MAX_OUTPUT: u64 = 256 << 20;

/// Replaces comments by spaces, keeping line breaks and byte offsets. An unterminated `/*` comment runs
/// to the end of the text; [`blank_comments_checked`] reports it.
pub fn blank_comments(src: &str) -> String {
    blank_comments_checked(src).0
}

/// [`blank_comments`], and the error of an unterminated `/*` comment (spanning the `/*`), if any.
pub fn blank_comments_checked(src: &str) -> (String, Option<Diagnostic>) {
    let mut unterminated = None;
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
            let start = i;
            out.extend_from_slice(b"  ");
            i += 2;
            while i < b.len() && !(b[i] == b'*' && i + 1 < b.len() && b[i + 1] == b'/') {
                out.push(if b[i] == b'\n' { b'\n' } else { b' ' });
                i += 1;
            }
            if i < b.len() {
                out.extend_from_slice(b"  ");
                i += 2;
            } else {
                unterminated = Some(Diagnostic::new(start..start + 2, "unterminated `/*` comment"));
            }
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    // Only ASCII bytes were replaced by ASCII bytes, and multi-byte characters outside comments are kept
    // whole, but a comment may contain multi-byte characters whose bytes became spaces: still valid UTF-8.
    (String::from_utf8(out).unwrap_or_default(), unterminated)
}

enum Item {
    /// An instruction: its span, its address, and where its bytes lie in the sizing pass's encodings
    /// when that pass's reading is final (the instruction names no label).
    Insn { start: usize, end: usize, addr: u64, hint: Option<usize>, encoded: Option<(usize, usize)> },
    Data(Vec<u8>),
    /// Zero bytes of `.align` and `.org`, counted rather than stored.
    Zeros(u64),
}

/// The message of an item that would take the output past [`MAX_OUTPUT`].
fn too_large(what: &str) -> String {
    format!("{what} takes the output past its limit of {} MiB", MAX_OUTPUT >> 20)
}

/// What a caller knows of the source beyond its text (a `gpuisa dis` listing read back).
#[derive(Default)]
pub struct Hints<'a> {
    /// The size in bytes the listing printed for the instruction on the line starting at this byte offset.
    pub size_of_line: Option<&'a dyn Fn(usize) -> Option<usize>>,
    /// Where literal code addresses go (see [`ParseCtx::code_address`]).
    pub retarget: Option<&'a dyn Fn(u64) -> Result<u64, String>>,
    /// The address of the first byte (labels, branch targets and `.org` count from it); 0 by default.
    pub base: u64,
}

/// Assembles a whole source text (see [`assemble_with`]).
pub fn assemble<I: Isa>(isa: &I, src: &str) -> Result<Assembled, Vec<Diagnostic>> {
    assemble_with(isa, src, &Hints::default())
}

/// Assembles a whole source text. The errors found are returned, each with its span in `src`: at most
/// [`MAX_DIAGNOSTICS`](crate::diag::MAX_DIAGNOSTICS) of them, then a [`Diagnostic::summary`] counting the rest.
pub fn assemble_with<I: Isa>(isa: &I, src: &str, hints: &Hints) -> Result<Assembled, Vec<Diagnostic>> {
    let ctx_at = |addr: u64, hint: Option<usize>| {
        let mut c = ParseCtx::at(addr);
        c.size_hint = hint;
        c.retarget = hints.retarget;
        c
    };
    let (text, unterminated) = blank_comments_checked(src);
    let mut errors = ErrorList::new();
    let mut labels: HashMap<String, u64> = HashMap::new();
    let mut label_order = Vec::new();
    let mut items = Vec::new();
    // The bytes of the instructions whose sizing-pass reading is final.
    let mut encoded = Vec::new();
    let base = hints.base;
    let mut addr: u64 = base;
    let mut placed = Vec::new();
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
                errors.push(Diagnostic::new(toks[i].span(), format!("label `{}` defined twice", clip(&name))));
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
            match run_directive(&text, rest, addr, base) {
                Ok(item) => {
                    if let Item::Data(bytes) = &item {
                        placed.push((rest[0].start as usize, addr, bytes.len() as u64));
                    }
                    addr += match &item {
                        Item::Data(bytes) => bytes.len() as u64,
                        Item::Zeros(n) => *n,
                        Item::Insn { .. } => 0,
                    };
                    items.push(item);
                }
                Err(e) => errors.push(e),
            }
            continue;
        }
        let hint = hints.size_of_line.and_then(|f| f(range.start));
        let ctx = ctx_at(addr, hint);
        match isa.parse(&text, rest, &ctx) {
            Ok(insn) => {
                let start = rest[0].start as usize;
                let end = rest[rest.len() - 1].end as usize;
                let len = isa.insn_len(&insn) as u64;
                if addr - base + len > MAX_OUTPUT {
                    errors.push(Diagnostic::new(start..end, too_large("this instruction")));
                    continue;
                }
                let encoded = (!ctx.asked_for_label()).then(|| {
                    let from = encoded.len();
                    isa.encode(&insn, &mut encoded);
                    (from, encoded.len())
                });
                items.push(Item::Insn { start, end, addr, hint, encoded });
                placed.push((start, addr, len));
                addr += len;
            }
            Err(e) => errors.push(e),
        }
    }
    // Reported last, where it is in the text: everything after the `/*` was taken as comment.
    if let Some(e) = unterminated {
        errors.push(e);
    }
    if !errors.is_empty() {
        return Err(errors.into_vec());
    }
    // Pass 2: encode with labels known.
    let syms = Labels(labels);
    // `addr - base` is at most MAX_OUTPUT: the size the items were checked to fit.
    let mut out = Vec::with_capacity((addr - base) as usize);
    for item in items {
        match item {
            Item::Data(bytes) => out.extend_from_slice(&bytes),
            Item::Zeros(n) => out.resize(out.len() + n as usize, 0),
            Item::Insn { encoded: Some((from, to)), .. } => out.extend_from_slice(&encoded[from..to]),
            Item::Insn { start, end, addr, hint, encoded: None } => {
                toks.clear();
                if let Err(e) = lex_into(&text, start..end, &mut toks) {
                    errors.push(e);
                    continue;
                }
                let mut ctx = ParseCtx::with_symbols(addr, &syms);
                ctx.size_hint = hint;
                ctx.retarget = hints.retarget;
                match isa.parse(&text, &toks, &ctx) {
                    Ok(insn) => {
                        isa.encode(&insn, &mut out);
                    }
                    Err(e) => errors.push(e),
                }
            }
        }
    }
    if errors.is_empty() {
        Ok(Assembled { bytes: out, labels: label_order, placed })
    } else {
        Err(errors.into_vec())
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
                return Err(Diagnostic::new(t.span(), format!("expected a number, found `{}`", clip(t.text(src)))));
            }
            v.push(t.value);
        } else if !t.is_punct(b',') {
            return Err(Diagnostic::new(t.span(), "expected `,` between numbers"));
        }
        expect_num = !expect_num;
    }
    Ok(v)
}

/// Runs a directive at `addr` (the output starting at `base`): its data, or its zero padding, checked to
/// fit [`MAX_OUTPUT`].
fn run_directive(src: &str, toks: &[Token], addr: u64, base: u64) -> Result<Item, Diagnostic> {
    let used = addr - base;
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
            let size = if matches!(d, Directive::Word) { 4 } else { 8 };
            if used + size * args.len() as u64 > MAX_OUTPUT {
                return Err(Diagnostic::new(whole, too_large(&format!("`{name}`"))));
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
            if used + pad > MAX_OUTPUT {
                return Err(Diagnostic::new(whole, too_large("`.align`")));
            }
            return Ok(Item::Zeros(pad));
        }
        Directive::Org => {
            let [n] = args[..] else {
                return Err(Diagnostic::new(whole, "`.org` takes one address"));
            };
            if n.saturating_sub(base) > MAX_OUTPUT {
                return Err(Diagnostic::new(whole, too_large("`.org`")));
            }
            if n < addr || n - addr > 1 << 24 {
                return Err(Diagnostic::new(whole, "`.org` can only move forward, by at most 16 MiB"));
            }
            return Ok(Item::Zeros(n - addr));
        }
    }
    Ok(Item::Data(out))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::{line_col, render, MAX_DIAGNOSTICS};
    use crate::isa::DecodeError;

    /// `nop` (4 zero bytes) is its only instruction.
    struct Toy;
    impl Isa for Toy {
        type Insn = ();
        fn name(&self) -> &'static str {
            "toy"
        }
        fn word_bytes(&self) -> usize {
            4
        }
        fn decode(&self, _: &[u8], _: u64) -> Result<(), DecodeError> {
            Ok(())
        }
        fn insn_len(&self, _: &()) -> usize {
            4
        }
        fn encode(&self, _: &(), out: &mut Vec<u8>) {
            out.extend_from_slice(&[0; 4]);
        }
        fn format(&self, _: &(), _: u64, out: &mut String) {
            out.push_str("nop");
        }
        fn parse(&self, src: &str, toks: &[Token], _: &ParseCtx) -> Result<(), Diagnostic> {
            match toks {
                [t] if t.text(src) == "nop" => Ok(()),
                _ => Err(Diagnostic::new(toks[0].span(), format!("unexpected `{}`", toks[0].text(src)))),
            }
        }
    }

    #[test]
    fn unterminated_comment_is_an_error_at_its_start() {
        let src = "nop\nnop /* a\nnop\n";
        let e = assemble(&Toy, src).unwrap_err();
        assert_eq!(e.len(), 1, "{e:?}");
        assert_eq!(e[0].message, "unterminated `/*` comment");
        assert_eq!(line_col(src, e[0].span.start), (2, 5));
        assert!(render("x.s", src, &e).contains("x.s:2:5"));
        // Closed, it is a comment as before.
        assert_eq!(assemble(&Toy, "nop /* a\n */ nop\n").unwrap().bytes.len(), 8);
        assert_eq!(blank_comments_checked("a /* b */").1, None);
    }

    #[test]
    fn output_beyond_the_limit_is_an_error_not_an_allocation() {
        // 64 moves of 16 MiB would make 1 GiB; the 17th goes past 256 MiB.
        let src: String = (1..=64).map(|i| format!(".org {:#x}\n", i << 24)).collect();
        let e = assemble(&Toy, &src).unwrap_err();
        assert!(e[0].message.contains("limit of 256 MiB"), "{e:?}");
        assert_eq!(line_col(&src, e[0].span.start), (17, 1));
        // Up to the limit is fine, and `.word` and `.align` are held to it too.
        let at_limit: String = (1..=16).map(|i| format!(".org {:#x}\n", i << 24)).collect();
        assert_eq!(assemble(&Toy, &at_limit).unwrap().bytes.len() as u64, MAX_OUTPUT);
        let e = assemble(&Toy, &(at_limit.clone() + ".word 1\n")).unwrap_err();
        assert!(e[0].message.contains("`.word` takes the output past"), "{e:?}");
        let e = assemble(&Toy, &(at_limit.clone() + "nop\n")).unwrap_err();
        assert!(e[0].message.contains("instruction takes the output past"), "{e:?}");
        let e = assemble(&Toy, &(at_limit + ".align 8\n.align 0x100000\n.org 0x10000001\n")).unwrap_err();
        assert_eq!(e.len(), 1, "{e:?}");
        assert!(e[0].message.starts_with("`.org` takes the output past"), "{e:?}");
    }

    #[test]
    fn long_tokens_are_quoted_short() {
        let token = "x".repeat(1 << 20);
        let src = format!("nop\n.word {token}\n{token}:\n{token}:\n  {token} nop\n");
        let e = assemble(&Toy, &src).unwrap_err();
        assert_eq!(e.len(), 3, "{e:?}");
        assert!(e.iter().all(|d| d.message.len() < 100), "{e:?}");
        let r = render("x.s", &src, &e);
        assert!(r.len() < 3 * 600, "{} bytes", r.len());
        assert!(r.contains("x.s:5:3"), "{r}");
    }

    #[test]
    fn errors_beyond_the_cap_are_counted() {
        let src = "bad\n".repeat(250);
        let e = assemble(&Toy, &src).unwrap_err();
        assert_eq!(e.len(), MAX_DIAGNOSTICS + 1);
        assert!(e[MAX_DIAGNOSTICS].is_summary());
        let r = render("x.s", &src, &e);
        assert_eq!(r.matches("error: unexpected `bad`").count(), MAX_DIAGNOSTICS);
        assert!(r.ends_with("\n... and 150 more errors (250 in all)\n"), "{r}");
    }

    #[test]
    fn statements_are_placed() {
        let src = "nop\nl: nop // c\n.word 1, 2\n.align 16\nnop\n";
        let a = assemble(&Toy, src).unwrap();
        assert_eq!(a.placed, vec![(0, 0, 4), (7, 4, 4), (16, 8, 8), (37, 16, 4)]);
        assert_eq!(a.bytes.len(), 20);
    }

    #[test]
    fn comments_keep_offsets() {
        let s = "a // x\nb /* y\nz */ c";
        let t = blank_comments(s);
        assert_eq!(t.len(), s.len());
        assert_eq!(t.lines().count(), 3);
        assert!(t.contains('c') && !t.contains('y') && !t.contains('z'));
    }
}
