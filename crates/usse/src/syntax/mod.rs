//! Text forms of an instruction: the printer reads a [`crate::Insn`]; the parser reads gpuisa's syntax
//! back into it (and, through it, the word).

pub mod gpuisa;
mod parse;

pub use parse::parse;

/// Appends `v` in decimal.
pub(crate) fn dec(out: &mut String, v: u64) {
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    let mut v = v;
    loop {
        i -= 1;
        buf[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    out.push_str(std::str::from_utf8(&buf[i..]).unwrap());
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
