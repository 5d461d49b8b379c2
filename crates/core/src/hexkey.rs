//! The key format of `--lines` mode and of the reference vectors: hexadecimal words separated by
//! spaces, in memory order. Each word is stored little-endian.

/// Parses hex words of `word_bytes` bytes each (4 or 8) into little-endian bytes.
pub fn parse_words(s: &str, word_bytes: usize) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    for w in s.split_whitespace() {
        let digits = w.strip_prefix("0x").unwrap_or(w);
        if digits.is_empty() || digits.len() > word_bytes * 2 {
            return Err(format!("`{w}` is not a hex word of at most {} digits", word_bytes * 2));
        }
        let v = u64::from_str_radix(digits, 16).map_err(|_| format!("`{w}` is not a hex word"))?;
        out.extend_from_slice(&v.to_le_bytes()[..word_bytes]);
    }
    if out.is_empty() {
        return Err("no instruction words".into());
    }
    Ok(out)
}

/// Formats little-endian bytes as hex words of `word_bytes` bytes, separated by spaces.
pub fn format_words(bytes: &[u8], word_bytes: usize, out: &mut String) {
    for (i, chunk) in bytes.chunks(word_bytes).enumerate() {
        if i > 0 {
            out.push(' ');
        }
        let mut b = [0u8; 8];
        b[..chunk.len()].copy_from_slice(chunk);
        let v = u64::from_le_bytes(b);
        push_hex_fixed(out, v, chunk.len() * 2);
    }
}

const HEX: &[u8; 16] = b"0123456789abcdef";

/// Appends `v` as exactly `digits` (at most 16) lowercase hex digits.
pub fn push_hex_fixed(out: &mut String, v: u64, digits: usize) {
    let digits = digits.min(16);
    let mut buf = [0u8; 16];
    for (i, b) in buf[..digits].iter_mut().enumerate() {
        *b = HEX[((v >> ((digits - 1 - i) * 4)) & 0xf) as usize];
    }
    // Hex digits are ASCII.
    out.push_str(std::str::from_utf8(&buf[..digits]).unwrap_or_default());
}

/// Appends `0x` and `v` in lowercase hex without leading zeros.
pub fn push_hex(out: &mut String, v: u64) {
    let digits = if v == 0 { 1 } else { (64 - v.leading_zeros() as usize).div_ceil(4) };
    let mut buf = [0u8; 18];
    buf[0] = b'0';
    buf[1] = b'x';
    for i in 0..digits {
        buf[2 + i] = HEX[((v >> ((digits - 1 - i) * 4)) & 0xf) as usize];
    }
    out.push_str(std::str::from_utf8(&buf[..digits + 2]).unwrap_or_default());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_round_trip() {
        let b = parse_words("a080e749 2c008482", 4).unwrap();
        assert_eq!(b, vec![0x49, 0xe7, 0x80, 0xa0, 0x82, 0x84, 0x00, 0x2c]);
        let mut s = String::new();
        format_words(&b, 4, &mut s);
        assert_eq!(s, "a080e749 2c008482");
        assert!(parse_words("123456789", 4).is_err());
        assert!(parse_words("", 4).is_err());
        assert!(parse_words("xyz", 4).is_err());
    }

    #[test]
    fn hex() {
        let mut s = String::new();
        push_hex(&mut s, 0);
        s.push(' ');
        push_hex(&mut s, 0x1f0);
        s.push(' ');
        push_hex(&mut s, u64::MAX);
        assert_eq!(s, "0x0 0x1f0 0xffffffffffffffff");
    }
}
