//! NVIDIA's notation for Tesla, as `cuobjdump -sass` prints sm_1x code: `R0`, `R0L`, `R0H`, `A1`, `C0`,
//! `g [A1+0x4]` (shared memory), `c [0x1] [0x0]`, `local [0x10]`, `global14 [R0]`, `o [0x7f]` (a result
//! only the `$c` register keeps). CUDA <= 4 spaces its brackets; CUDA >= 5 does not (`c[0x1][0x0]`). The
//! reader takes either. The walks are the engine's; the words are the views' (`super::tables`).
//!
//! Offsets are printed as the operand's value: views read shared and constant memory through specs that
//! do not scale (`units`), since NVIDIA's text counts units of the access.

use gpuisa_core::lex::{TokKind, Token};
use gpuisa_core::text::Line;
use gpuisa_engine::encode::imm_raw;
use gpuisa_engine::notation::{split_dotted, Notation, Separators};
use gpuisa_engine::parse::Cursor;
use gpuisa_engine::*;

/// NVIDIA's notation; `CUDA5`: CUDA >= 5's brackets without spaces.
pub struct Nv<const CUDA5: bool>;

impl<const CUDA5: bool> Nv<CUDA5> {
    /// A space where CUDA <= 4 prints one.
    fn gap(out: &mut Line) {
        out.byte_if(b' ', !CUDA5);
    }
}

fn push_r(out: &mut Line, num: u16, part: Part) {
    out.byte(b'R');
    out.dec(num as u64);
    match part {
        Part::Lo => out.byte(b'L'),
        Part::Hi => out.byte(b'H'),
        // A pair or quad is its first register (`DADD R2, R4, R6`).
        _ => {}
    }
}

fn push_offset(out: &mut Line, v: i64) {
    if v < 0 {
        out.byte(b'-');
        out.hex(v.unsigned_abs());
    } else {
        out.hex(v as u64);
    }
}

/// `A1+0x4`, `A1-0x4`, `A1+++0x4` (a post-increment).
fn push_a_offset(out: &mut Line, a: u8, v: i64, postinc: bool) {
    out.byte(b'A');
    out.dec(a as u64);
    if postinc {
        out.put_str("++");
    }
    if v >= 0 {
        out.byte(b'+');
    }
    push_offset(out, v);
}

impl<const CUDA5: bool> Notation for Nv<CUDA5> {
    const SEPARATORS: Separators = Separators::Dotted;
    const SHAPES: bool = false;

    fn reg(out: &mut Line, r: &Reg, feats: u8) {
        match r.file {
            RegFile::R => push_r(out, r.num, r.part),
            RegFile::A => {
                out.byte(b'A');
                out.dec(r.num as u64);
            }
            RegFile::C => {
                out.byte(b'C');
                out.dec(r.num as u64);
            }
            // Barriers (`super::tables::BAR_NAME`).
            RegFile::P => {
                out.byte(b'b');
                out.dec(r.num as u64);
            }
            // No NVIDIA spelling: envydis' (the reader refuses it, so such a text is not NVIDIA's).
            _ => crate::notation::push_reg(out, r, feats),
        }
    }

    fn mem(out: &mut Line, m: &Mem) {
        // `$a0` is always zero: no base.
        let base = match m.base {
            MemBase::A(0) if !m.postinc => MemBase::None,
            b => b,
        };
        let open = |out: &mut Line| {
            Self::gap(out);
            out.byte(b'[');
        };
        match (m.space, base) {
            // Shared memory keeps CUDA <= 4's space in both styles (`g [0x4]`); a store's address has none
            // (`super::tables::store`).
            (b's', _) => out.put_str("g ["),
            (b'S', _) => out.put_str("g["),
            (b'c', _) => {
                out.byte(b'c');
                open(out);
                out.hex(m.bank.unwrap_or(0) as u64);
                out.byte(b']');
                open(out);
            }
            (b'l', _) => {
                out.put_str("local");
                open(out);
            }
            (b'g', MemBase::R(r)) if m.offset == 0 => {
                out.put_str("global");
                out.dec(m.bank.unwrap_or(0) as u64);
                open(out);
                push_r(out, r, Part::Full);
                return out.byte(b']');
            }
            _ => return crate::notation::push_mem(out, m),
        }
        match base {
            MemBase::A(a) => push_a_offset(out, a, m.offset, m.postinc),
            MemBase::R(r) => {
                push_r(out, r, Part::Full);
                out.byte(b'+');
                push_offset(out, m.offset);
            }
            MemBase::None => push_offset(out, m.offset),
        }
        out.byte(b']');
    }

    fn vec(out: &mut Line, v: &RegVec) {
        gpuisa_engine::envydis::print_vec(out, v, |out, n, p| crate::notation::push_reg(out, &Reg { file: RegFile::R, num: n, part: p }, 0));
    }

    fn discard(out: &mut Line) {
        out.byte(b'o');
        Self::gap(out);
        out.put_str("[0x7f]");
    }

    /// `ISET.S.S32` and `C0.NE` become words of their own; `,` and `;` only separate.
    fn retokenize(src: &str, toks: &mut Vec<Token>) {
        split_dotted(src, toks)
    }

    fn parse_reg(cur: &mut Cursor, pos: usize, spec: &RegSpec, _feats: u8) -> Option<(Reg, usize)> {
        let r = reg_at(cur, pos, spec);
        if r.is_none() {
            cur.fail(pos, "register");
        }
        r.map(|r| (r, pos + 1))
    }

    fn parse_mem(cur: &mut Cursor, pos: usize, spec: &MemSpec, _feats: u8, areg_taken: &mut bool) -> Option<(Mem, usize)> {
        let mut p = pos;
        let space = spec.space.as_bytes()[0];
        let mut bank = None;
        let word = match cur.tok(p).filter(|t| t.kind == TokKind::Ident).map(|t| t.text(cur.src)) {
            Some(w) => w,
            None => {
                cur.fail(pos, "memory operand");
                return None;
            }
        };
        let known = match space {
            b's' | b'S' => word == "g",
            b'c' => word == "c",
            b'l' => word == "local",
            // `global14 [R0]`: the bank in the word.
            b'g' => match (word.strip_prefix("global").and_then(digits), spec.bank) {
                (Some(b), Some(bf)) if bf.fits(b) => {
                    bank = Some(b as u8);
                    true
                }
                _ => false,
            },
            _ => false,
        };
        if !known {
            cur.fail(p, "memory operand");
            return None;
        }
        p += 1;
        if let (b'g', MemBaseSpec::Reg(r)) = (space, &spec.base) {
            if !cur.punct_is(p, b'[') {
                cur.fail(p, "[");
                return None;
            }
            let reg = reg_at(cur, p + 1, r).filter(|_| cur.punct_is(p + 2, b']'));
            let Some(reg) = reg.filter(|_| spec.offset.is_none()) else {
                cur.fail(p + 1, "register");
                return None;
            };
            return Some((Mem { space, bank, base: MemBase::R(reg.num), offset: 0, postinc: false }, p + 3));
        }
        if space == b'c' {
            let (b, np) = cur.bank(p, spec.bank?)?;
            bank = Some(b);
            p = np;
        }
        if !cur.punct_is(p, b'[') {
            cur.fail(p, "[");
            return None;
        }
        p += 1;
        let mut base = MemBase::None;
        let mut postinc = false;
        if let MemBaseSpec::Areg(f) = &spec.base {
            if !*areg_taken {
                *areg_taken = true;
                base = MemBase::A(0);
                if let Some(a) = a_reg(cur, p).filter(|&a| f.fits(a as u64) && a != 0) {
                    base = MemBase::A(a);
                    p += 1;
                    if matches!(cur.tok(p), Some(t) if t.kind == TokKind::PlusPlus) {
                        postinc = true;
                        p += 1;
                    }
                    if cur.punct_is(p, b'+') {
                        p += 1;
                    } else if !cur.punct_is(p, b'-') {
                        cur.fail(p, "+");
                        return None;
                    }
                }
            }
        }
        if postinc != spec.postinc {
            cur.fail(p, "post-increment");
            return None;
        }
        let mut offset = 0;
        if let Some(s) = &spec.offset {
            let (v, np) = cur.number(p, "offset")?;
            if imm_raw(s, v).is_none() {
                cur.fail(p, "offset that fits the field");
                return None;
            }
            offset = v;
            p = np;
        }
        if !cur.punct_is(p, b']') {
            cur.fail(p, "]");
            return None;
        }
        Some((Mem { space, bank, base, offset, postinc }, p + 1))
    }

    fn parse_discard(cur: &mut Cursor, pos: usize) -> Option<usize> {
        match bracketed(cur, pos + 1, "0x7f") {
            Some((0x7f, np)) if cur.ident_is(pos, "o") => Some(np),
            _ => {
                cur.fail(pos, "o [0x7f]");
                None
            }
        }
    }
}

/// `[N]` at `pos`: N and the position after `]`.
fn bracketed(cur: &mut Cursor, pos: usize, what: &'static str) -> Option<(i64, usize)> {
    if !cur.punct_is(pos, b'[') {
        cur.fail(pos, "[");
        return None;
    }
    let (v, np) = cur.number(pos + 1, what)?;
    if !cur.punct_is(np, b']') {
        cur.fail(np, "]");
        return None;
    }
    Some((v, np + 1))
}

/// `A<n>` at `pos`.
fn a_reg(cur: &Cursor, pos: usize) -> Option<u8> {
    let t = cur.tok(pos).filter(|t| t.kind == TokKind::Ident)?;
    let n = t.text(cur.src).strip_prefix('A')?;
    digits(n).and_then(|n| u8::try_from(n).ok())
}

/// A decimal number without leading zeros.
fn digits(s: &str) -> Option<u64> {
    if s.is_empty() || (s.len() > 1 && s.starts_with('0')) || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

fn reg_at(cur: &Cursor, pos: usize, spec: &RegSpec) -> Option<Reg> {
    let t = cur.tok(pos).filter(|t| t.kind == TokKind::Ident)?;
    let text = t.text(cur.src);
    let (prefix, rest) = text.split_at(1);
    let (num, part) = match (spec.file, prefix, spec.shape) {
        (RegFile::R, "R", RegShape::Half) => match rest.as_bytes().last()? {
            b'L' => (&rest[..rest.len() - 1], Part::Lo),
            b'H' => (&rest[..rest.len() - 1], Part::Hi),
            _ => return None,
        },
        (RegFile::R, "R", RegShape::Word) => (rest, Part::Full),
        (RegFile::R, "R", RegShape::Double) => (rest, Part::Double),
        (RegFile::R, "R", RegShape::Quad) => (rest, Part::Quad),
        (RegFile::A, "A", RegShape::Word) | (RegFile::C, "C", RegShape::Word) | (RegFile::P, "b", RegShape::Word) => (rest, Part::Full),
        _ => return None,
    };
    let n = digits(num).filter(|&n| n < 0x10000)?;
    Some(Reg { file: spec.file, num: n as u16, part })
}
