//! NVIDIA's text printed and read through the tables the description's views derive ([`super::tables`]),
//! walked by the engine as every other syntax is.

use super::notation::Nv;
use super::tables;
use super::Style;
use crate::Insn;
use gpuisa_core::lex::Token;
use gpuisa_core::{Diagnostic, ParseCtx};
use gpuisa_engine::parse::ParseEnv;
use gpuisa_engine::{decode, encode, format, parse, Table};

fn width(bits: u64) -> (u64, usize) {
    if bits & 1 != 0 {
        (!0, 8)
    } else {
        (0xffff_ffff, 4)
    }
}

/// Decodes `bits` through NVIDIA's tables.
fn decode_nv(root: &'static Table, bits: u64, feats: u8, ptype: u8) -> Insn {
    let (mask, len) = width(bits);
    let mut insn = Insn::empty();
    decode::decode(root, bits & mask, mask, feats, ptype, &mut insn);
    insn.len = len as u8;
    insn
}

/// Appends NVIDIA's text of the instruction `bits` (no `;`); false, appending nothing, when some part of
/// it has no NVIDIA spelling or the text would read back as another word.
pub fn format_bits(bits: u64, feats: u8, ptype: u8, style: Style, out: &mut String) -> bool {
    let root = tables::root();
    let insn = decode_nv(root, bits, feats, ptype);
    if insn.residual != 0 {
        return false;
    }
    let start = out.len();
    match style {
        Style::Cuda4 => format::format::<Nv<false>>(root, &insn, 0, feats, true, out),
        Style::Cuda5 => format::format::<Nv<true>>(root, &insn, 0, feats, true, out),
    };
    if out.ends_with(';') {
        out.pop();
    }
    // The text must read as the word itself: where NVIDIA's text hides bits (the exit flag), the word
    // has no NVIDIA text here.
    let ok = !out[start..].contains("???") && read(&out[start..], feats, ptype, style) == Some(bits);
    if !ok {
        out.truncate(start);
    }
    ok
}

/// The word NVIDIA's text `src` (its tokens `toks`) reads as: its first reading that is what its own
/// encoding decodes to.
fn read_tokens(src: &str, toks: &[Token], feats: u8, ptype: u8, style: Style, ctx: &ParseCtx) -> Result<u64, Diagnostic> {
    let root = tables::root();
    let verify = |cand: &Insn| {
        let mut cand = *cand;
        let long = cand.path().first() != Some(&0);
        cand.len = if long { 8 } else { 4 };
        let bits = encode::encode(root, &cand);
        if !long && bits >> 32 != 0 {
            return false;
        }
        decode_nv(root, bits, feats, ptype) == cand
    };
    let env = ParseEnv { feats, ptype, allow_root: &|_| true, allow_dispatch: !0, quiet: false, verify: &verify };
    let insn = match style {
        Style::Cuda4 => parse::parse::<Nv<false>>(root, src, toks, ctx, &env)?,
        Style::Cuda5 => parse::parse::<Nv<true>>(root, src, toks, ctx, &env)?,
    };
    Ok(encode::encode(root, &insn))
}

fn read(text: &str, feats: u8, ptype: u8, style: Style) -> Option<u64> {
    let toks = gpuisa_core::lex::lex(text).ok()?;
    read_tokens(text, &toks, feats, ptype, style, &ParseCtx::at(0)).ok()
}

/// The bits NVIDIA's text reads as, through the derived tables.
pub fn parse_bits(src: &str, toks: &[Token], feats: u8, ptype: u8, style: Style, ctx: &ParseCtx) -> Result<u64, Diagnostic> {
    read_tokens(src, toks, feats, ptype, style, ctx)
}
