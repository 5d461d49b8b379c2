//! Pieces of envydis' operand text that both NVIDIA ISAs' envydis notations share: `$r` tokens split
//! into file, number and suffix, and register vectors (`$r4:#:$r5`).

use crate::parse::Cursor;
use crate::{Part, RegVec, VecCount, VecSpec};
use gpuisa_core::lex::TokKind;
use gpuisa_core::text::Line;

/// Splits a register token `$r12d` into ("r", 12, "d"); None for another token or a number with leading
/// zeros.
pub fn reg_parts<'a>(cur: &Cursor<'a>, pos: usize) -> Option<(&'a str, u64, &'a str)> {
    let t = cur.tok(pos)?;
    if t.kind != TokKind::Reg {
        return None;
    }
    let s = &t.text(cur.src)[1..];
    let a = s.find(|c: char| c.is_ascii_digit())?;
    let b = a + s[a..].find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len() - a);
    let n: u64 = s[a..b].parse().ok()?;
    if s[a..b].len() > 1 && s[a..b].starts_with('0') {
        return None;
    }
    Some((&s[..a], n, &s[b..]))
}

/// Prints a register vector: its registers by `push_r` (consecutive from the base), `#` for a component
/// the mask leaves out, `:` between.
pub fn print_vec(out: &mut Line, v: &RegVec, push_r: fn(&mut Line, u16, Part)) {
    let mut k = 0;
    for i in 0..v.count {
        if i > 0 {
            out.byte(b':');
        }
        if v.mask >> i & 1 != 0 {
            push_r(out, v.base.wrapping_add(k), Part::Full);
            k += 1;
        } else {
            out.byte(b'#');
        }
    }
}

/// Reads a register vector of `s` at token `pos` (reporting what was expected through `cur`).
pub fn parse_vec(cur: &mut Cursor, pos: usize, s: &VecSpec) -> Option<(RegVec, usize)> {
    let mut p = pos;
    let mut count = 0u8;
    let mut mask = 0u8;
    let mut base: Option<u64> = None;
    let mut k = 0u64;
    loop {
        if count >= 8 {
            cur.fail(p, "at most 4 components");
            return None;
        }
        if cur.punct_is(p, b'#') {
            p += 1;
        } else {
            match reg_parts(cur, p) {
                Some(("r", n, "")) => {
                    let b = *base.get_or_insert(n);
                    if n != b + k {
                        cur.fail(p, "consecutive registers");
                        return None;
                    }
                    k += 1;
                    mask |= 1 << count;
                    p += 1;
                }
                _ => {
                    cur.fail(p, "$r register or #");
                    return None;
                }
            }
        }
        count += 1;
        if !cur.punct_is(p, b':') {
            break;
        }
        p += 1;
    }
    let b = base.unwrap_or(0);
    let count_ok = match &s.count {
        VecCount::Fixed(n) => count == *n,
        VecCount::Field(f, add) => count >= *add && f.fits((count - add) as u64),
    };
    let mask_ok = match &s.mask {
        Some(f) => f.fits(mask as u64),
        None => mask as u16 == (1u16 << count) - 1,
    };
    if !count_ok || !mask_ok || !s.base.fits(b) {
        cur.fail(pos, "register vector of a valid size");
        return None;
    }
    Some((RegVec { base: b as u16, count, mask }, p))
}
