//! Hex text: whitespace-separated hex words (`0x10008001 0x00000003`, or the reference vectors' key
//! format `10008001 00000003`), each stored little-endian in memory order. Words of up to 8 digits are
//! 32-bit, of 9 to 16 digits 64-bit. `#` and `//` start comments. A tab followed by a non-hex token ends
//! the line's words, so the vectors' `key<TAB>text` lines read as their keys.

use crate::{line_col, Container, ContainerError, Format, Kernel};

/// Reads hex text as one unnamed kernel with no architecture.
pub fn read_hex(bytes: &[u8]) -> Result<Container, ContainerError> {
    let err = |pos: usize, msg: String| {
        let (line, col) = line_col(bytes, pos);
        ContainerError::Hex { line, col, msg }
    };
    let text = std::str::from_utf8(bytes)
        .map_err(|e| err(e.valid_up_to(), "not valid UTF-8 text".into()))?;
    let code = parse(text).map_err(|(pos, msg)| err(pos, msg))?;
    if code.is_empty() {
        return Err(err(text.len(), "no hex words".into()));
    }
    let mut c = Container::new(Format::HexText);
    c.kernels.push(Kernel {
        code,
        ..Kernel::default()
    });
    Ok(c)
}

pub(crate) fn looks_like(text: &str) -> bool {
    matches!(parse(text), Ok(code) if !code.is_empty())
}

/// The bytes of all words, or the byte offset and message of the first bad token.
fn parse(text: &str) -> Result<Vec<u8>, (usize, String)> {
    let mut out = Vec::new();
    let mut line_start = 0;
    for line in text.split_inclusive('\n') {
        let body = strip_comment(line);
        let mut pos = 0;
        let mut tab_since_word = false;
        let mut any = false;
        while pos < body.len() {
            let rest = &body[pos..];
            let ws = rest.len() - rest.trim_start().len();
            if rest[..ws].contains('\t') {
                tab_since_word = true;
            }
            pos += ws;
            if pos >= body.len() {
                break;
            }
            let tok_len = body[pos..]
                .find(char::is_whitespace)
                .unwrap_or(body.len() - pos);
            let tok = &body[pos..pos + tok_len];
            match word(tok) {
                Some((v, n)) => out.extend_from_slice(&v.to_le_bytes()[..n]),
                None if any && tab_since_word => break, // the text column of a `key<TAB>text` line
                None => {
                    return Err((
                        line_start + pos,
                        format!("`{}` is not a hex word", shorten(tok)),
                    ))
                }
            }
            any = true;
            tab_since_word = false;
            pos += tok_len;
        }
        line_start += line.len();
    }
    Ok(out)
}

fn strip_comment(line: &str) -> &str {
    let cut = [line.find('#'), line.find("//")]
        .into_iter()
        .flatten()
        .min();
    cut.map_or(line, |i| &line[..i])
}

/// A hex word's value and size in bytes.
fn word(tok: &str) -> Option<(u64, usize)> {
    let digits = tok
        .strip_prefix("0x")
        .or_else(|| tok.strip_prefix("0X"))
        .unwrap_or(tok);
    if digits.is_empty() || digits.len() > 16 || !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let v = u64::from_str_radix(digits, 16).ok()?;
    Some((v, if digits.len() <= 8 { 4 } else { 8 }))
}

fn shorten(s: &str) -> String {
    match s.char_indices().nth(24) {
        Some((i, _)) => format!("{}...", &s[..i]),
        None => s.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_and_errors() {
        let c = read_hex(b"0x10008001 0x00000003 # comment\n2102e800\n").unwrap();
        assert_eq!(
            c.kernels[0].code,
            [1, 0x80, 0, 0x10, 3, 0, 0, 0, 0, 0xe8, 0x02, 0x21]
        );
        let c = read_hex(b"a080e749 2c008482\tjoin (lu $c0) cvt\n").unwrap();
        assert_eq!(c.kernels[0].code.len(), 8);
        let e = read_hex(b"10008001\n  0x1234 zz\n").unwrap_err();
        assert_eq!(e.to_string(), "hex text: `zz` is not a hex word at 2:10");
        assert!(read_hex(b"  # nothing\n").is_err());
    }
}
