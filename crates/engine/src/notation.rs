//! What differs between the syntaxes the engine prints and parses: how operands are written and how the
//! parts of an instruction are separated. Each ISA syntax implements [`Notation`]; the walks in
//! [`crate::format`], [`crate::disasm`] and [`crate::parse`] are the same for all of them.

use crate::parse::Cursor;
use crate::{ImmSpec, Mem, MemSpec, Reg, RegSpec, RegVec, VecSpec};
use gpuisa_core::lex::{TokKind, Token};
use gpuisa_core::text::Line;

/// How the parts of an instruction are separated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Separators {
    /// Everything by one space (envydis: `add b32 $r1 $r2 $r3`).
    Spaces,
    /// NVIDIA's: modifiers joined to the mnemonic by `.`, a space before the first operand, `, ` between
    /// operands, `;` at the end (`IADD.X R0, R1, R2;`). Operands printed before the first word (a guard
    /// predicate) are followed by a space.
    Dotted,
}

pub trait Notation: 'static {
    const SEPARATORS: Separators;
    /// Whether formatting computes the text's shape (see [`crate::format::shape`]); a notation whose ISA
    /// never asks for it saves the work.
    const SHAPES: bool = true;
    /// [`Separators::Dotted`] only: an instruction with no operand ends ` ;` (CUDA 5's `EXIT ;`), not `;`.
    const LONE_END_SPACE: bool = false;

    /// Prints a register.
    fn reg(out: &mut Line, r: &Reg, feats: u8);
    /// The text of a register when it fits 8 bytes and needs no lookup (a fast path for the common file),
    /// padded, with its length.
    #[inline(always)]
    fn reg8(_r: &Reg) -> Option<([u8; 8], usize)> {
        None
    }
    fn mem(out: &mut Line, m: &Mem);
    /// Prints an immediate: hex, and for a field the description marks `minus`, a negative value as `-`
    /// and its magnitude (every syntax so far).
    #[inline(always)]
    fn imm(out: &mut Line, v: i64, s: &ImmSpec) {
        push_imm(out, v, s.minus)
    }
    /// Prints a code address: `v` is the field's value (scaled), `addr` the instruction's address.
    #[inline(always)]
    fn target(out: &mut Line, v: u64, _addr: u64) {
        out.hex(v)
    }
    /// The code address that [`Notation::target`] prints for field value `v` at `addr` (labels use it).
    #[inline(always)]
    fn target_address(v: u64, _addr: u64) -> u64 {
        v
    }
    /// [`Notation::target_address`] for a field described by `spec`.
    #[inline(always)]
    fn target_address_spec(v: u64, addr: u64, _spec: &ImmSpec) -> u64 {
        Self::target_address(v, addr)
    }
    /// The field value (scaled) that makes [`Notation::target`] print `target` at address `addr`.
    #[inline(always)]
    fn target_field(target: u64, _addr: u64) -> i64 {
        target as i64
    }
    /// [`Notation::target`] for a field described by `spec` (a notation whose code addresses count from
    /// different points for different fields tells them apart here). Used by the table walkers.
    #[inline(always)]
    fn target_spec(out: &mut Line, v: u64, addr: u64, _spec: &ImmSpec) {
        Self::target(out, v, addr)
    }
    /// The inverse of [`Notation::target_spec`].
    #[inline(always)]
    fn target_field_spec(target: u64, addr: u64, _spec: &ImmSpec) -> i64 {
        Self::target_field(target, addr)
    }
    fn vec(out: &mut Line, v: &RegVec);
    /// A destination that discards the result.
    #[inline(always)]
    fn discard(out: &mut Line) {
        out.byte(b'#')
    }

    /// Adjusts the tokens of one instruction before they are matched (for example, splits `ISETP.GE` into
    /// its words and drops the `,` separators).
    fn retokenize(_src: &str, _toks: &mut Vec<Token>) {}
    /// Reads a register of `spec`'s file at token `pos` (reporting what was expected through `cur` when it
    /// is not one); the caller checks that it fits the field.
    fn parse_reg(cur: &mut Cursor, pos: usize, spec: &RegSpec, feats: u8) -> Option<(Reg, usize)>;
    /// Reads a memory operand at `pos`; `areg_taken` as in [`crate::MemBaseSpec::Areg`].
    fn parse_mem(cur: &mut Cursor, pos: usize, spec: &MemSpec, feats: u8, areg_taken: &mut bool) -> Option<(Mem, usize)>;
    fn parse_vec(cur: &mut Cursor, pos: usize, spec: &VecSpec) -> Option<(RegVec, usize)> {
        let _ = spec;
        cur.fail(pos, "register vector");
        None
    }
    /// Reads a discarded destination at `pos`.
    fn parse_discard(cur: &mut Cursor, pos: usize) -> Option<usize> {
        if cur.punct_is(pos, b'#') {
            Some(pos + 1)
        } else {
            cur.fail(pos, "#");
            None
        }
    }
}

/// `v` in hex, as `-` and its magnitude when it is negative and `minus` says the field is signed.
#[inline(always)]
pub fn push_imm(out: &mut Line, v: i64, minus: bool) {
    let neg = minus & (v < 0);
    out.byte_if(b'-', neg);
    out.hex(if neg { v.unsigned_abs() } else { v as u64 });
}

/// `v` in hex, as `-` and its magnitude when negative.
#[inline(always)]
pub fn push_signed(out: &mut Line, v: i64) {
    push_imm(out, v, true)
}

/// The tokens of a [`Separators::Dotted`] text as the tables match them: `IADD.X` and `R0.CC` split into
/// words of their own at each `.`; `,` and `;` dropped, since they only separate.
pub fn split_dotted(src: &str, toks: &mut Vec<Token>) {
    let b = src.as_bytes();
    let mut out = Vec::with_capacity(toks.len() + 4);
    for t in toks.iter() {
        match t.kind {
            TokKind::Punct(b',') | TokKind::Punct(b';') => {}
            TokKind::Ident => {
                let mut start = t.start;
                for i in t.start..=t.end {
                    if i == t.end || b[i as usize] == b'.' {
                        if i > start {
                            out.push(Token { kind: TokKind::Ident, start, end: i, value: 0 });
                        }
                        start = i + 1;
                    }
                }
            }
            _ => out.push(*t),
        }
    }
    *toks = out;
}
