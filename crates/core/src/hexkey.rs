//! The key format of `--lines` mode and of the reference vectors: hexadecimal words separated by
//! spaces, in memory order. Each word is stored little-endian.

/// Parses hex words of `word_bytes` bytes each (4 or 8) into little-endian bytes.
pub fn parse_words(s: &str, word_bytes: usize) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    for w in s.split_whitespace() {
        let digits = w.strip_prefix("0x").unwrap_or(w);
        // A long token is quoted cut, so that a mistaken input does not come back many times its size.
        let shown = match w.char_indices().nth(24) {
            Some((i, _)) => format!("{}…", &w[..i]),
            None => w.to_string(),
        };
        if digits.is_empty() || digits.len() > word_bytes * 2 {
            return Err(format!("`{shown}` is not a hex word of at most {} digits", word_bytes * 2));
        }
        let v = u64::from_str_radix(digits, 16).map_err(|_| format!("`{shown}` is not a hex word"))?;
        out.extend_from_slice(&v.to_le_bytes()[..word_bytes]);
    }
    if out.is_empty() {
        return Err("no instruction words".into());
    }
    Ok(out)
}

/// Formats little-endian bytes as hex words of `word_bytes` bytes, separated by spaces.
pub fn format_words(bytes: &[u8], word_bytes: usize, out: &mut String) {
    let mut v = Vec::with_capacity(2 * bytes.len() + bytes.len() / word_bytes.max(1));
    format_words_bytes(bytes, word_bytes, &mut v);
    push_digits(out, &v);
}

/// [`format_words`] into a byte buffer (listings build their lines as bytes).
#[inline]
pub fn format_words_bytes(bytes: &[u8], word_bytes: usize, out: &mut Vec<u8>) {
    for (i, chunk) in bytes.chunks(word_bytes.max(1)).enumerate() {
        if i > 0 {
            out.push(b' ');
        }
        for &b in chunk.iter().rev() {
            out.extend_from_slice(&HEX2[b as usize]);
        }
    }
}

const HEX: &[u8; 16] = b"0123456789abcdef";

/// The two hex digits of every byte.
static HEX2: [[u8; 2]; 256] = {
    let mut t = [[0u8; 2]; 256];
    let mut i = 0;
    while i < 256 {
        t[i] = [HEX[i >> 4], HEX[i & 15]];
        i += 1;
    }
    t
};

/// Appends `v` as exactly `digits` (at most 16) lowercase hex digits.
pub fn push_hex_fixed(out: &mut String, v: u64, digits: usize) {
    let mut b = Vec::with_capacity(16);
    push_hex_fixed_bytes(&mut b, v, digits);
    push_digits(out, &b);
}

/// The two lowercase hex digits of a byte.
#[inline(always)]
pub fn byte_hex(b: u8) -> [u8; 2] {
    HEX2[b as usize]
}

/// [`push_hex_fixed`] into a byte buffer.
#[inline]
pub fn push_hex_fixed_bytes(out: &mut Vec<u8>, v: u64, digits: usize) {
    let digits = digits.min(16);
    let bytes = v.to_be_bytes();
    let skip = 8 - digits.div_ceil(2);
    if digits % 2 == 1 {
        out.push(HEX[(bytes[skip] & 15) as usize]);
        for &b in &bytes[skip + 1..] {
            out.extend_from_slice(&HEX2[b as usize]);
        }
    } else {
        for &b in &bytes[skip..] {
            out.extend_from_slice(&HEX2[b as usize]);
        }
    }
}

/// Appends `0x` and `v` in lowercase hex without leading zeros.
pub fn push_hex(out: &mut String, mut v: u64) {
    let mut buf = [0u8; 18];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = HEX[(v & 0xf) as usize];
        v >>= 4;
        if v == 0 {
            break;
        }
    }
    buf[i - 2..i].copy_from_slice(b"0x");
    push_digits(out, &buf[i - 2..]);
}

/// Appends `v` in decimal.
pub fn push_dec(out: &mut String, mut v: u64) {
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    push_digits(out, &buf[i..]);
}

/// Appends ASCII bytes (digits, `0x`) one by one: numbers are short, and a byte-wise append is cheaper
/// than a call to copy a few bytes (number formatting is the disassembler's hottest path).
#[inline]
fn push_digits(out: &mut String, ascii: &[u8]) {
    // Hex digits and spaces only: always UTF-8.
    out.push_str(std::str::from_utf8(ascii).unwrap_or_default());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers() {
        let mut s = String::new();
        for v in [0u64, 1, 0xf, 0x10, 0xabc, u64::MAX] {
            s.clear();
            push_hex(&mut s, v);
            assert_eq!(s, format!("{v:#x}"));
            s.clear();
            push_dec(&mut s, v);
            assert_eq!(s, v.to_string());
        }
    }

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
