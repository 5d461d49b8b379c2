//! `disasm_lite`'s op_str and mnemonic key read a word at a time from the mnemonic on, for the texts the
//! one-pass printer writes (an optional guard, the mnemonic starting the word of its modifiers, a space,
//! the operands): what `op_str_at` and `Names::id_at` give, without their scans. Anything else is `None`
//! and goes the general way.

use super::space;

/// Every byte's top bit, in 8 bytes.
const HIGH: u64 = 0x8080_8080_8080_8080;

/// The op_str's place in `text` and the key `name_key` gives `text[r]`, when `r` is at most 15 bytes and
/// 16 bytes of `text` follow its start, the word it starts is ASCII and ends within 32 bytes, no earlier
/// word starts with it, and the rest trims by ASCII rules alone (its first and last bytes are ASCII).
#[inline]
pub(crate) fn op_str_and_key(text: &str, r: std::ops::Range<usize>) -> Option<(std::ops::Range<usize>, u128)> {
    let b = text.as_bytes();
    let m = b.get(r.clone()).filter(|m| !m.is_empty() && m.len() < 16)?;
    let w = b.get(r.start..r.start + 16)?;
    let mut word = [0u8; 16];
    word.copy_from_slice(w);
    let load = u128::from_le_bytes(word);
    // The end of the word the mnemonic starts, 8 bytes at a time within 32: the first byte below
    // 0x21 (every space is). The lowest flag is exact (a borrow only flags bytes above a true one);
    // bytes of 0x80 and above are never flagged, and none may come before the end.
    let low = |x: u64| x.wrapping_sub(0x2121_2121_2121_2121) & !x & HIGH;
    let mut end = None;
    for (c, part) in b[r.start..].chunks_exact(8).take(4).enumerate() {
        let mut x = [0u8; 8];
        x.copy_from_slice(part);
        let x = u64::from_le_bytes(x);
        let f = low(x);
        let before_flag = if f == 0 { u64::MAX } else { (1u64 << f.trailing_zeros()) - 1 };
        if x & HIGH & before_flag != 0 {
            return None;
        }
        if f != 0 {
            end = Some(c * 8 + (f.trailing_zeros() / 8) as usize);
            break;
        }
    }
    let end = end?;
    // The word ends at a space, past the mnemonic.
    if end < m.len() || !space(b[r.start + end]) {
        return None;
    }
    let before = &b[..r.start];
    if !before.last().is_none_or(|&c| space(c)) || !before.is_ascii() || earlier_word_starts_with(before, m) {
        return None;
    }
    let key = (load & ((1u128 << (8 * m.len())) - 1)) | (m.len() as u128) << 120;
    // The rest, trimmed: spaces are ASCII, so trimming stops at the first ASCII byte that is no space
    // at either end; a byte of 0x80 or above there might start a Unicode space: the general way.
    let mut s = r.start + end;
    while s < b.len() && space(b[s]) {
        s += 1;
    }
    if s == b.len() {
        return Some((s..s, key));
    }
    let last = b[b.len() - 1];
    if b[s] >= 0x80 || last >= 0x80 || space(last) {
        return None;
    }
    Some((s..b.len(), key))
}

/// Whether a word of `before` starts with `m` (not empty, no space in it): the first bytes compared
/// before the rest.
fn earlier_word_starts_with(before: &[u8], m: &[u8]) -> bool {
    (0..before.len()).any(|i| before[i] == m[0] && (i == 0 || space(before[i - 1])) && before[i..].starts_with(m))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What the general way says: `op_str` and `name_key`, for each case the fast way takes.
    fn check(text: &str, r: std::ops::Range<usize>, want_ops: &str) {
        let (ops, key) = op_str_and_key(text, r.clone()).expect("fast way taken");
        assert_eq!(&text[ops], want_ops);
        assert_eq!(Some(key), super::super::name_key(&text[r]));
    }

    #[test]
    fn printer_texts() {
        // Padded to 16 bytes past the mnemonic's start where the text is short.
        check("MOV R1, c [0x1] [0x100];", 0..3, "R1, c [0x1] [0x100];");
        check("@!P0 FMUL.FTZ R2, R3, R4;", 5..9, "R2, R3, R4;");
        check("@P1 ISETP.GE P0, R1, R2 ;", 4..9, "P0, R1, R2 ;");
        // A word past the first 16 bytes.
        check("@!P2 VADD.UD.U8.U8.MAX R50.CC, R51, -0x78fb, R27 ???[0x80000000000];", 5..9, "R50.CC, R51, -0x78fb, R27 ???[0x80000000000];");
    }

    #[test]
    fn general_cases_refused() {
        // Too close to the end for one load.
        assert_eq!(op_str_and_key("EXIT;", 0..4), None);
        // Mnemonic inside a word, or an earlier word that starts with it.
        assert_eq!(op_str_and_key("???.S R1, R2, R3, R4;", 4..5), None);
        assert_eq!(op_str_and_key("MOVX MOV R1, R2, R3, R4;", 5..8), None);
        // A word past 32 bytes, a trailing space, a non-ASCII last byte.
        assert_eq!(op_str_and_key("ABCD.EFGH.IJKL.MNOP.QRST.UVWX.YZ12 R1, R2;", 0..4), None);
        assert_eq!(op_str_and_key("MOV R1, R2, R3, R4; ", 0..3), None);
        assert_eq!(op_str_and_key("MOV R1, R2, R3, R4\u{a0}", 0..3), None);
        // A control byte ends the word before a space does.
        assert_eq!(op_str_and_key("MOV\0 R1, R2, R3, R4;", 0..3), None);
    }
}
