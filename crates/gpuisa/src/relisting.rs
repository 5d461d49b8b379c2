//! `gpuisa dis` output read back by `gpuisa as`: a line's address and hex columns (`00000008:  2001860d
//! 00000003  add ...`) are blanked to spaces, so that diagnostics keep their lines and columns, and
//! `// kernel NAME (N bytes)` headers split the text into kernels. The text is what is assembled: the
//! columns may be stale after an edit, so they are not checked.

use std::ops::Range;

/// A kernel of a listing: its name (none before the first header, or without headers) and its bytes
/// of the blanked source.
pub struct Piece {
    pub name: Option<String>,
    pub range: Range<usize>,
}

/// Whether `s` is hex digits of one of the widths a listing prints (8 or 16).
fn hex_word(s: &str) -> bool {
    matches!(s.len(), 8 | 16) && s.bytes().all(|b| b.is_ascii_hexdigit())
}

/// The length of a listing line's head, `ADDR:` and the hex words after it (up to the text), or `None`
/// for a line of assembly. The address and every word must be 8 or 16 hex digits, so that a label such
/// as `beef:` is not taken for an address.
pub fn head_len(line: &str) -> Option<usize> {
    let indent = line.len() - line.trim_start().len();
    let rest = &line[indent..];
    let colon = rest.find(':')?;
    if !hex_word(&rest[..colon]) {
        return None;
    }
    let mut at = indent + colon + 1;
    let b = line.as_bytes();
    // Words separated by one space; the text starts after two or more.
    loop {
        let spaces = b[at..].iter().take_while(|&&c| c == b' ' || c == b'\t').count();
        let word_start = at + spaces;
        let word_len = b[word_start..].iter().take_while(|c| !c.is_ascii_whitespace()).count();
        let word = &line[word_start..word_start + word_len];
        let first = at == indent + colon + 1;
        if word_len == 0 || !hex_word(word) || (!first && spaces != 1) {
            return Some(at);
        }
        at = word_start + word_len;
    }
}

/// The address of a listing line's head (`00000010:  ...`), or `None` for a line without one.
pub fn head_addr(line: &str) -> Option<u64> {
    head_len(line)?;
    let t = line.trim_start();
    u64::from_str_radix(&t[..t.find(':')?], 16).ok()
}

/// The size in bytes of the instruction a listing line's head prints (its hex words: 8 digits a 32-bit
/// word, 16 a 64-bit one), or `None` for a line without words.
pub fn head_size(line: &str) -> Option<usize> {
    let n = head_len(line)?;
    let t = line[..n].trim_start();
    let words = t.split_once(':')?.1;
    let digits: usize = words.split_whitespace().map(str::len).sum();
    (digits > 0).then_some(digits / 2)
}

/// `name` from a `// kernel NAME (N bytes)` header.
fn header(line: &str) -> Option<&str> {
    let rest = line.trim().strip_prefix("// kernel ")?;
    let (name, size) = rest.rsplit_once(" (")?;
    size.ends_with(" bytes)").then_some(name)
}

/// The source with listing heads blanked, and its kernels in order.
pub fn split(src: &str) -> (String, Vec<Piece>) {
    let mut blanked = String::with_capacity(src.len());
    let mut pieces = vec![Piece { name: None, range: 0..0 }];
    for line in src.split_inclusive('\n') {
        if let Some(name) = header(line) {
            let end = blanked.len();
            if let Some(last) = pieces.last_mut() {
                last.range.end = end;
            }
            pieces.push(Piece { name: Some(name.to_string()), range: end..end });
        }
        match head_len(line) {
            Some(n) => {
                blanked.extend(std::iter::repeat_n(' ', n));
                blanked.push_str(&line[n..]);
            }
            None => blanked.push_str(line),
        }
    }
    let end = blanked.len();
    if let Some(last) = pieces.last_mut() {
        last.range.end = end;
    }
    // Before the first header there may be only comments (the caller refuses code there).
    if pieces.len() > 1 && !has_code(&blanked[pieces[0].range.clone()]) {
        pieces.remove(0);
    }
    (blanked, pieces)
}

/// Whether `text` holds anything but blanks and comments (code before the first header).
pub fn has_code(text: &str) -> bool {
    text.lines().any(|l| {
        let t = l.trim();
        !t.is_empty() && !t.starts_with("//")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heads_are_found_and_labels_are_not() {
        let l = "00000008:  2001860d 00000003  add b32 $r3 $r3 0x1\n";
        assert_eq!(&l[head_len(l).unwrap()..], "  add b32 $r3 $r3 0x1\n");
        let l = "00000020:  20028204           add b32 $r1 $r1 $r2";
        assert_eq!(l[head_len(l).unwrap()..].trim(), "add b32 $r1 $r1 $r2");
        let l = "00000010:  0883118190568001   mul.f32 o2, #0.11xx, c1";
        assert_eq!(l[head_len(l).unwrap()..].trim(), "mul.f32 o2, #0.11xx, c1");
        let l = "00000000:  // truncated: 3 trailing bytes not decoded";
        assert_eq!(l[head_len(l).unwrap()..].trim(), "// truncated: 3 trailing bytes not decoded");
        assert_eq!(head_len("beef: add b32 $r1 $r1 $r2"), None);
        assert_eq!(head_len("top:"), None);
        assert_eq!(head_addr("00000010:  0000000000000000  nop"), Some(0x10));
        assert_eq!(head_addr("  nop"), None);
        assert_eq!(head_addr("beef: nop"), None);
        assert_eq!(head_len("  add b32 $r1 $r1 $r2"), None);
    }

    #[test]
    fn headers_split_kernels_and_keep_offsets() {
        let src = "// kernel a (8 bytes)\n00000000:  0000000000000000  nop\n// kernel b c (8 bytes)\n00000000:  1111111111111111  nop\n";
        let (blanked, pieces) = split(src);
        assert_eq!(blanked.len(), src.len());
        let names: Vec<_> = pieces.iter().map(|p| p.name.as_deref()).collect();
        assert_eq!(names, [Some("a"), Some("b c")]);
        assert_eq!(blanked[pieces[1].range.clone()].trim_end().lines().last().unwrap().trim(), "nop");
        let (_, one) = split("nop\nnop\n");
        assert_eq!((one.len(), one[0].name.as_deref()), (1, None));
    }
}
