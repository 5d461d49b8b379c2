//! Text forms of an instruction: the printer reads a [`crate::Insn`]; the parser reads gpuisa's syntax
//! back into it (and, through it, the word).

pub(crate) mod dual;
pub mod gpuisa;
mod parse;
pub mod vita3k;

pub use dual::operand_views as dual_operand_views;
pub use parse::parse;

/// Appends `v` in decimal.
#[inline]
pub(crate) fn dec(out: &mut String, v: u64) {
    // Field values are mostly one or two digits: no buffer for those.
    if v < 10 {
        out.push((b'0' + v as u8) as char);
        return;
    }
    if v < 100 {
        out.push((b'0' + (v / 10) as u8) as char);
        out.push((b'0' + (v % 10) as u8) as char);
        return;
    }
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    let mut v = v;
    while v != 0 {
        i -= 1;
        buf[i] = b'0' + (v % 10) as u8;
        v /= 10;
    }
    for &c in &buf[i..] {
        out.push(c as char);
    }
}

/// Appends `v` as `0x` and lower-case hex digits.
pub(crate) fn hex(out: &mut String, v: u64) {
    const D: &[u8; 16] = b"0123456789abcdef";
    out.push_str("0x");
    let digits = if v == 0 {
        1
    } else {
        (64 - v.leading_zeros()).div_ceil(4)
    };
    for k in (0..digits).rev() {
        out.push(D[((v >> (4 * k)) & 15) as usize] as char);
    }
}
