//! The tokenizer shared by every assembly syntax of gpuisa.
//!
//! It works on one line at a time and never allocates for token text: a [`Token`] holds a byte span into
//! the source, so diagnostics can point at it.

use crate::diag::Diagnostic;
use std::ops::Range;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokKind {
    /// `[A-Za-z_.][A-Za-z0-9_.]*`
    Ident,
    /// `$` followed by identifier characters; the span includes the `$`.
    Reg,
    /// A number (`0x1f`, `31`); its value is in [`Token::value`].
    Num,
    /// `???`, the marker of bits a decoder did not understand.
    Unknown,
    /// `++`
    PlusPlus,
    /// Any other single punctuation character.
    Punct(u8),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    pub kind: TokKind,
    pub start: u32,
    pub end: u32,
    /// The value of a [`TokKind::Num`] token, 0 otherwise.
    pub value: u64,
}

impl Token {
    pub fn span(&self) -> Range<usize> {
        self.start as usize..self.end as usize
    }
    /// The token's text in `src` (the text the token positions refer to).
    pub fn text<'a>(&self, src: &'a str) -> &'a str {
        &src[self.span()]
    }
    pub fn is_punct(&self, c: u8) -> bool {
        self.kind == TokKind::Punct(c)
    }
}

fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_' || c == b'.'
}
/// Whether `c` continues an identifier (or a register name, or a number's digits).
pub fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'.'
}

/// Tokenizes `src[range]` (one line, comments already removed), appending to `out`.
/// Spans are offsets into `src`.
pub fn lex_into(src: &str, range: Range<usize>, out: &mut Vec<Token>) -> Result<(), Diagnostic> {
    let b = src.as_bytes();
    let mut i = range.start;
    let end = range.end;
    while i < end {
        let c = b[i];
        let start = i;
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let (kind, value) = if c == b'$' {
            i += 1;
            while i < end && is_ident_char(b[i]) {
                i += 1;
            }
            if i == start + 1 {
                return Err(Diagnostic::new(start..i, "expected a register name after `$`"));
            }
            (TokKind::Reg, 0)
        } else if c.is_ascii_digit() && i + 1 < end && b[i + 1] == b'D' && (i + 2 == end || !is_ident_char(b[i + 2])) {
            // Texture dimensions (`1D`, `2D`, `3D`) are words, not numbers.
            i += 2;
            (TokKind::Ident, 0)
        } else if c.is_ascii_digit() {
            let (v, n) = lex_number(&b[i..end]).ok_or_else(|| {
                let mut j = i;
                while j < end && b[j].is_ascii_alphanumeric() {
                    j += 1;
                }
                Diagnostic::new(i..j, "malformed or too large number")
            })?;
            i += n;
            // A `.` may follow (a suffix such as a swizzle: `#5.xyzw` is `#`, `5`, `.xyzw`).
            if i < end && is_ident_char(b[i]) && b[i] != b'.' {
                return Err(Diagnostic::new(start..i + 1, "malformed number"));
            }
            (TokKind::Num, v)
        } else if is_ident_start(c) {
            while i < end && is_ident_char(b[i]) {
                i += 1;
            }
            (TokKind::Ident, 0)
        } else if c == b'?' && i + 2 < end && b[i + 1] == b'?' && b[i + 2] == b'?' {
            i += 3;
            (TokKind::Unknown, 0)
        } else if c == b'+' && i + 1 < end && b[i + 1] == b'+' {
            i += 2;
            (TokKind::PlusPlus, 0)
        } else if c.is_ascii_punctuation() {
            i += 1;
            (TokKind::Punct(c), 0)
        } else {
            let ch_len = src[i..].chars().next().map(|ch| ch.len_utf8()).unwrap_or(1);
            return Err(Diagnostic::new(i..i + ch_len, "unexpected character"));
        };
        out.push(Token { kind, start: start as u32, end: i as u32, value });
    }
    Ok(())
}

/// Tokenizes a whole string that holds one line.
pub fn lex(src: &str) -> Result<Vec<Token>, Diagnostic> {
    let mut v = Vec::new();
    lex_into(src, 0..src.len(), &mut v)?;
    Ok(v)
}

/// Parses a decimal or `0x` hexadecimal number at the start of `b`; returns its value and length.
pub fn lex_number(b: &[u8]) -> Option<(u64, usize)> {
    if b.len() >= 2 && b[0] == b'0' && (b[1] == b'x' || b[1] == b'X') {
        let mut v: u64 = 0;
        let mut i = 2;
        while i < b.len() && b[i].is_ascii_hexdigit() {
            let d = (b[i] as char).to_digit(16)? as u64;
            if v >> 60 != 0 {
                return None;
            }
            v = (v << 4) | d;
            i += 1;
        }
        if i == 2 {
            return None;
        }
        Some((v, i))
    } else {
        let mut v: u64 = 0;
        let mut i = 0;
        while i < b.len() && b[i].is_ascii_digit() {
            v = v.checked_mul(10)?.checked_add((b[i] - b'0') as u64)?;
            i += 1;
        }
        if i == 0 {
            return None;
        }
        Some((v, i))
    }
}

/// A cursor over the tokens of one instruction, with helpers for syntax parsers.
pub struct Cursor<'a> {
    pub src: &'a str,
    pub toks: &'a [Token],
    pub pos: usize,
}

impl<'a> Cursor<'a> {
    pub fn new(src: &'a str, toks: &'a [Token]) -> Self {
        Cursor { src, toks, pos: 0 }
    }
    pub fn peek(&self) -> Option<&'a Token> {
        self.toks.get(self.pos)
    }
    pub fn at_end(&self) -> bool {
        self.pos >= self.toks.len()
    }
    /// Takes the next token. (A cursor, not an iterator: parsers peek, take and rewind.)
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> Option<&'a Token> {
        let t = self.toks.get(self.pos);
        if t.is_some() {
            self.pos += 1;
        }
        t
    }
    pub fn text(&self, t: &Token) -> &'a str {
        t.text(self.src)
    }
    /// Consumes the next token if it is the identifier `word`.
    pub fn eat_ident(&mut self, word: &str) -> bool {
        match self.peek() {
            Some(t) if t.kind == TokKind::Ident && t.text(self.src) == word => {
                self.pos += 1;
                true
            }
            _ => false,
        }
    }
    /// Consumes the next token if it is the punctuation `c`.
    pub fn eat_punct(&mut self, c: u8) -> bool {
        match self.peek() {
            Some(t) if t.is_punct(c) => {
                self.pos += 1;
                true
            }
            _ => false,
        }
    }
    /// The span of the current token, or an empty span at the end of the line.
    pub fn here(&self) -> Range<usize> {
        match self.peek() {
            Some(t) => t.span(),
            None => {
                let e = self.toks.last().map(|t| t.end as usize).unwrap_or(0);
                e..e
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lexes_tesla_operands() {
        let s = "(lu $c0) add s[$a2++0x12] -0x6 ??? #";
        let t = lex(s).unwrap();
        let kinds: Vec<_> = t.iter().map(|t| t.kind).collect();
        assert_eq!(kinds[0], TokKind::Punct(b'('));
        assert_eq!(t[1].text(s), "lu");
        assert_eq!(t[2].kind, TokKind::Reg);
        assert_eq!(t[2].text(s), "$c0");
        assert!(kinds.contains(&TokKind::PlusPlus));
        let n = t.iter().find(|t| t.kind == TokKind::Num && t.value == 0x12).unwrap();
        assert_eq!(n.text(s), "0x12");
        assert!(kinds.contains(&TokKind::Unknown));
        assert_eq!(*kinds.last().unwrap(), TokKind::Punct(b'#'));
    }

    #[test]
    fn rejects_bad_numbers_with_a_span() {
        let e = lex("mov 0xzz").unwrap_err();
        assert_eq!(e.span.start, 4);
        let e = lex("mov 99999999999999999999999").unwrap_err();
        assert_eq!(e.span.start, 4);
    }
}
