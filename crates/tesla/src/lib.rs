//! NVIDIA Tesla (G80..GT215, "g80"/"nv50") instruction set: decoder, encoder, envydis-compatible
//! syntax and assembler, all driven by one encoding description ([`encoding`]) through the table
//! engine ([`engine`]).
//!
//! ```
//! use gpuisa_core::Isa;
//! let tesla = gpuisa_tesla::Tesla::default();
//! let insn = tesla.decode(&0x1002b680u32.to_le_bytes(), 0).unwrap();
//! let mut text = String::new();
//! tesla.format(&insn, 0, &mut text);
//! assert_eq!(text, "mov sfu b32 $r32 $r27");
//! let again = tesla.parse_str(&text, 0).unwrap();
//! assert_eq!(again, insn);
//! ```

mod batch;
pub mod code;
mod compiled;
pub mod encoding;
pub mod exec;
#[cfg(test)]
mod generated;
pub mod notation;
pub mod nvidia;
pub mod sem;
pub mod variant;

/// The table engine the encodings are described to (shared with the other ISAs).
pub use gpuisa_engine as engine;
pub use code::Code;
pub use gpuisa_engine::Insn;

/// What `insn` is: the entry of the description's opcode tables its decoding took (see [`code`]).
pub fn code_of(insn: &Insn) -> Code {
    static LOCATOR: gpuisa_engine::code::Locator = gpuisa_engine::code::Locator::new();
    match LOCATOR.locate(encoding::ROOT, insn, &code::TABLES) {
        Some((t, e)) => code::CODES[t].get(e as usize).copied().unwrap_or(Code::Unknown),
        None => Code::None,
    }
}
use notation::Envydis;
pub use variant::{ProgramType, Variant};

use encoding::{ROOT, ROOT_SHORT};
use gpuisa_core::lex::{TokKind, Token};
use gpuisa_core::{DecodeError, Diagnostic, Isa, ParseCtx};

/// Which text the formatter produces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Syntax {
    /// envydis's syntax, extended so that every bit shows: hardware-ignored fields (such as the
    /// predicate of `call`) print when set, and unexplained bits print as `???[0x...]`. Assembles back
    /// to the same words.
    #[default]
    Lossless,
    /// Exactly what envydis prints: ignored and unexplained bits are left out.
    Envydis,
    /// NVIDIA's, as CUDA <= 4's `cuobjdump -sass` prints sm_1x code ([`nvidia`]).
    Nvdisasm,
    /// NVIDIA's, as CUDA >= 5's `cuobjdump -sass` prints it (`c[0x1][0x0]`, `o[0x7f]`).
    Nvdisasm5,
}

impl Syntax {
    /// The NVIDIA style, for NVIDIA's syntaxes.
    fn nvidia(self) -> Option<nvidia::Style> {
        match self {
            Syntax::Nvdisasm => Some(nvidia::Style::Cuda4),
            Syntax::Nvdisasm5 => Some(nvidia::Style::Cuda5),
            _ => None,
        }
    }
}

/// The Tesla ISA for one chip variant and program type.
#[derive(Clone, Copy, Debug, Default)]
pub struct Tesla {
    pub variant: Variant,
    pub ptype: ProgramType,
    pub syntax: Syntax,
}

impl Tesla {
    pub fn new(variant: Variant, ptype: ProgramType) -> Self {
        Tesla { variant, ptype, syntax: Syntax::Lossless }
    }

    fn feats(&self) -> u8 {
        self.variant.features()
    }

    /// Decodes an instruction given as bits (word 1 in bits 32..64; ignored for short instructions).
    #[inline]
    pub fn decode_bits(&self, bits: u64) -> Insn {
        let mut insn = Insn::empty();
        self.decode_bits_into(bits, &mut insn);
        insn
    }

    /// As [`Tesla::decode_bits`], into `insn` (whatever it held before).
    #[inline]
    pub fn decode_bits_into(&self, bits: u64, insn: &mut Insn) {
        let long = bits & 1 != 0;
        let (bits, width) = if long { (bits, !0) } else { (bits & 0xffff_ffff, 0xffff_ffff) };
        insn.clear();
        decode_root(bits, width, self.feats(), self.ptype.bit(), insn);
        insn.len = if long { 8 } else { 4 };
    }

    /// Appends the text of the instruction `bits` (word 1 in bits 32..64; ignored for short instructions)
    /// to `out`, decoding and printing in one pass; returns its size in bytes.
    #[inline]
    pub fn disassemble_bits(&self, bits: u64, addr: u64, out: &mut String) -> usize {
        let long = bits & 1 != 0;
        if let Some(style) = self.syntax.nvidia() {
            // NVIDIA's tables decode the bits themselves; what they do not spell prints in the lossless
            // syntax (as `Isa::format` does).
            let bits = if long { bits } else { bits & 0xffff_ffff };
            if !nvidia::views::format_bits(bits, self.feats(), self.ptype.bit(), style, out) {
                Tesla { syntax: Syntax::Lossless, ..*self }.disassemble_bits(bits, addr, out);
            }
            return if long { 8 } else { 4 };
        }
        let (bits, width) = if long { (bits, !0) } else { (bits & 0xffff_ffff, 0xffff_ffff) };
        let start = out.len();
        let compat = self.syntax == Syntax::Envydis;
        let shape = disassemble_root(bits, width, self.feats(), self.ptype.bit(), compat, addr, out);
        if !compat && self.needs_long_prefix(long, &out[start..], shape) {
            out.insert_str(start, "long ");
        }
        if long {
            8
        } else {
            4
        }
    }

    /// The instruction bits at the start of `bytes` (word 1 in bits 32..64 for long instructions).
    #[inline]
    fn bits_at(bytes: &[u8]) -> Result<u64, DecodeError> {
        if let Some(b) = bytes.get(..8) {
            // Without a branch on the length (random code mispredicts it): word 1 is kept only when bit 0
            // says the instruction is long.
            let w = u64::from_le_bytes(b.try_into().unwrap());
            return Ok(w & (0xffff_ffff | (w & 1).wrapping_neg() << 32));
        }
        let Some(w0) = bytes.get(..4) else {
            return Err(DecodeError::Truncated { needed: 4, available: bytes.len() });
        };
        let w0 = u32::from_le_bytes(w0.try_into().unwrap()) as u64;
        if w0 & 1 == 0 {
            return Ok(w0);
        }
        let Some(w1) = bytes.get(4..8) else {
            return Err(DecodeError::Truncated { needed: 8, available: bytes.len() });
        };
        Ok(w0 | (u32::from_le_bytes(w1.try_into().unwrap()) as u64) << 32)
    }

    /// `bits` with the bits the hardware ignores cleared ([`encoding::ignored`]): what the simulator
    /// decodes to run the instruction.
    pub fn hardware_bits(&self, bits: u64) -> u64 {
        encoding::ignored::hardware_bits(bits, self.feats())
    }

    /// The bits of instruction `bits` that envydis' text does not show (see [`Syntax::Envydis`]): bits no
    /// table explains, and fields the hardware ignores. Two words that differ only there print the same
    /// envydis text.
    pub fn envydis_hidden_bits(&self, bits: u64) -> u64 {
        let long = bits & 1 != 0;
        let (bits, width) = if long { (bits, !0) } else { (bits & 0xffff_ffff, 0xffff_ffff) };
        let mut insn = Insn::empty();
        decode_root(bits, width, self.feats(), self.ptype.bit(), &mut insn)
    }

    /// The bits of an instruction (word 1 in bits 32..64).
    pub fn encode_bits(&self, insn: &Insn) -> u64 {
        engine::encode::encode(ROOT, insn)
    }

    /// Reads the code addresses of instructions from their bits (word 1 in bits 32..64, zero for short
    /// instructions): what [`Isa::targets`] finds in their decoding, without decoding them.
    pub fn bits_targets(&self) -> Option<engine::labels::BitsTargets> {
        engine::labels::BitsTargets::new::<Envydis>(ROOT, self.feats(), self.ptype.bit())
    }

    /// Whether the text of long `insn` would also parse as a short instruction; such texts get a
    /// `long` prefix so that they assemble back to the long encoding.
    #[inline]
    fn needs_long_prefix(&self, long: bool, text: &str, shape: u64) -> bool {
        long && short_shapes().contains(shape) && self.reads_as_short(text)
    }

    /// Whether `text`, whose shape some short instruction has, parses as a short instruction.
    #[inline(never)]
    fn reads_as_short(&self, text: &str) -> bool {
        // The cheaper test first: a scan of the text, then a lookup of its first word.
        if !short_prints_bare_numbers() && (has_bare_number(text) || has_label(text)) {
            return false;
        }
        let first = text.split(' ').next().unwrap_or("");
        let tables = short_tables_starting_with(first);
        if tables == 0 {
            return false;
        }
        let Ok(toks) = gpuisa_core::lex::lex(text) else { return false };
        self.parse_filtered(text, &toks, &ParseCtx::at(0), RootFilter::ShortOnly, tables, true).is_ok()
    }

    fn parse_tokens(&self, src: &str, toks: &[Token], ctx: &ParseCtx, filter: RootFilter) -> Result<Insn, Diagnostic> {
        self.parse_filtered(src, toks, ctx, filter, u32::MAX, false)
    }

    fn parse_filtered(
        &self,
        src: &str,
        toks: &[Token],
        ctx: &ParseCtx,
        filter: RootFilter,
        allow_dispatch: u32,
        quiet: bool,
    ) -> Result<Insn, Diagnostic> {
        let feats = self.feats();
        let ptype = self.ptype.bit();
        let allow = |i: usize| match filter {
            RootFilter::All => true,
            RootFilter::ShortOnly => i == ROOT_SHORT as usize,
            RootFilter::LongOnly => i != ROOT_SHORT as usize,
        };
        let verify = |cand: &Insn| {
            let mut cand = *cand;
            let long = cand.path().first() != Some(&ROOT_SHORT);
            cand.len = if long { 8 } else { 4 };
            let bits = self.encode_bits(&cand);
            if !long && bits >> 32 != 0 {
                return false;
            }
            self.decode_bits(bits) == cand
        };
        let env = engine::parse::ParseEnv { feats, ptype, allow_root: &allow, allow_dispatch, quiet, verify: &verify };
        let mut insn = engine::parse::parse::<Envydis>(ROOT, src, toks, ctx, &env)?;
        insn.len = if insn.path().first() != Some(&ROOT_SHORT) { 8 } else { 4 };
        Ok(insn)
    }
}

/// Decodes through [`ROOT`] with the decoder generated from it ([`compiled`]): the same result as the
/// engine's table walker, [`engine::decode::decode_hidden`]. Returns the bits envydis' text hides.
#[inline]
pub(crate) fn decode_root(bits: u64, width_mask: u64, feats: u8, ptype: u8, insn: &mut Insn) -> u64 {
    let mut d = engine::decode::Dec::new(ROOT, bits, feats, ptype, insn);
    compiled::decode(&mut d);
    d.finish(width_mask)
}

/// Formats along the path through [`ROOT`] with the generated formatter (as [`engine::format::format`]).
#[inline]
pub(crate) fn format_root(insn: &Insn, feats: u8, compat: bool, out: &mut String) -> u64 {
    engine::format::format_with::<Envydis>(insn, 0, feats, compat, out, compiled::format)
}

/// Decodes and formats in one pass with the generated disassembler (see [`engine::disasm`]).
#[inline]
/// `addr`: where the instruction is (targets are absolute; a labelled listing asks what it knows of it).
#[allow(clippy::too_many_arguments)]
pub(crate) fn disassemble_root(bits: u64, width_mask: u64, feats: u8, ptype: u8, compat: bool, addr: u64, out: &mut String) -> u64 {
    engine::disasm::disassemble_with::<Envydis>(bits, addr, width_mask, feats, ptype, compat, out, compiled::disassemble)
}

/// The short opcode tables (bit per table) whose text can start with `word`; operand-first forms match any
/// word. Computed once from the short tables themselves.
fn short_tables_starting_with(word: &str) -> u32 {
    use std::collections::HashMap;
    use std::sync::OnceLock;
    static INDEX: OnceLock<(HashMap<&'static str, u32>, u32)> = OnceLock::new();
    let (map, any) = INDEX.get_or_init(|| {
        let mut map: HashMap<&'static str, u32> = HashMap::new();
        let mut any = 0;
        for (i, t) in encoding::short::SHORT.iter().enumerate() {
            for e in t.iter() {
                let mut words = Vec::new();
                match engine::parse::first_words(e.atoms, &mut words) {
                    Some(_) => {
                        for w in words {
                            *map.entry(w).or_default() |= 1 << i;
                        }
                    }
                    None => any |= 1 << i,
                }
            }
        }
        (map, any)
    });
    let w = if word.starts_with('(') { "(" } else { word };
    map.get(w).copied().unwrap_or(0) | any
}

/// The shapes of all short instruction texts.
fn short_shapes() -> &'static engine::shapes::ShapeFilter {
    static SHAPES: std::sync::OnceLock<engine::shapes::ShapeFilter> = std::sync::OnceLock::new();
    SHAPES.get_or_init(|| engine::shapes::ShapeFilter::new(engine::shapes::all_shapes(ROOT[ROOT_SHORT as usize].atoms)))
}

/// Whether `text` names a label (`L_...`, printed in place of a target's number, which no short form
/// prints when none prints a bare number).
fn has_label(text: &str) -> bool {
    let b = text.as_bytes();
    text.match_indices("L_").any(|(i, _)| i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_' || b[i - 1] == b'.'))
}

/// Whether a number stands outside brackets (an immediate, a code address, or $a0 written `0x0`) in a
/// formatted text: a digit that starts a token (as the lexer reads one) at bracket depth 0. Scans the text
/// instead of lexing it, since most long instructions stop here, eight bytes at a time (a branch per byte
/// mispredicts on random texts): a byte of each mask below is 0x80 where the text's byte is of that kind.
fn has_bare_number(text: &str) -> bool {
    const L: u64 = 0x0101_0101_0101_0101;
    const H: u64 = L << 7;
    let eq = |w: u64, c: u8| {
        let x = w ^ (c as u64 * L);
        !(((x & !H) + !H) | x) & H
    };
    // Bytes in lo..=hi, both ASCII: the high bit set first keeps each byte's subtraction to itself.
    let within = |w: u64, lo: u8, hi: u8| ((w | H) - lo as u64 * L) & !((w | H) - (hi as u64 + 1) * L) & !w & H;
    let (mut depth, mut last_ident) = (0i64, 0u64);
    for chunk in text.as_bytes().chunks(8) {
        let mut bytes = [0u8; 8];
        bytes[..chunk.len()].copy_from_slice(chunk);
        let w = u64::from_le_bytes(bytes);
        let digit = within(w, b'0', b'9');
        let ident = digit | within(w | (0x20 * L), b'a', b'z') | eq(w, b'_') | eq(w, b'.');
        // Digits that start a token: the byte before is not an identifier's.
        let start = digit & !(ident << 8 | last_ident);
        last_ident = ident >> 56;
        let (open, close) = (eq(w, b'['), eq(w, b']'));
        if open | close == 0 {
            if depth == 0 && start != 0 {
                return true;
            }
            continue;
        }
        // Depth after each byte: the chunk's opens and closes so far, summed bytewise by a multiply.
        let opens = (open >> 7).wrapping_mul(L);
        let closes = (close >> 7).wrapping_mul(L);
        let at = |sums: u64, i: u32| (sums >> (8 * i) & 0xff) as i64;
        let mut s = start;
        while s != 0 {
            let i = s.trailing_zeros() / 8;
            if depth + at(opens, i) - at(closes, i) == 0 {
                return true;
            }
            s &= s - 1;
        }
        depth += at(opens, 7) - at(closes, 7);
    }
    false
}

/// Whether any short form prints a number outside brackets; computed once from the short tables.
fn short_prints_bare_numbers() -> bool {
    use engine::{Atom, RegFile, Table};
    use std::sync::OnceLock;
    fn scan(t: &'static Table) -> bool {
        t.iter().any(|e| {
            e.atoms.iter().any(|a| match a {
                Atom::Imm(_) | Atom::Target(_) => true,
                Atom::Reg(r) => r.file == RegFile::A,
                Atom::Sub(t) | Atom::Ignored(t) => scan(t),
                Atom::Dispatch(_, ts) => ts.iter().any(|t| scan(t)),
                _ => false,
            })
        })
    }
    static BARE: OnceLock<bool> = OnceLock::new();
    *BARE.get_or_init(|| encoding::short::SHORT.iter().any(|t| scan(t)))
}

#[derive(Clone, Copy)]
enum RootFilter {
    All,
    ShortOnly,
    LongOnly,
}

impl Isa for Tesla {
    type Insn = Insn;

    fn targets(&self, insn: &Insn, addr: u64, out: &mut Vec<u64>) {
        engine::labels::targets::<Envydis>(ROOT, insn, addr, out)
    }

    fn flow(&self, insn: &Insn) -> gpuisa_core::Flow {
        engine::flow::flow(ROOT, insn)
    }

    fn name(&self) -> &'static str {
        "tesla"
    }

    fn word_bytes(&self) -> usize {
        4
    }

    #[inline]
    fn decode(&self, bytes: &[u8], _addr: u64) -> Result<Insn, DecodeError> {
        Ok(self.decode_bits(Self::bits_at(bytes)?))
    }

    #[inline]
    fn decode_into(&self, bytes: &[u8], _addr: u64, insn: &mut Insn) -> Result<(), DecodeError> {
        self.decode_bits_into(Self::bits_at(bytes)?, insn);
        Ok(())
    }

    fn insn_len(&self, insn: &Insn) -> usize {
        insn.len()
    }

    fn encode(&self, insn: &Insn, out: &mut Vec<u8>) {
        let bits = self.encode_bits(insn);
        out.extend_from_slice(&bits.to_le_bytes()[..insn.len()]);
    }

    fn format(&self, insn: &Insn, _addr: u64, out: &mut String) {
        if let Some(style) = self.syntax.nvidia() {
            // A form with no NVIDIA spelling prints in the lossless syntax.
            let bits = self.encode_bits(insn);
            if nvidia::views::format_bits(bits, self.feats(), self.ptype.bit(), style, out) {
                return;
            }
            return Tesla { syntax: Syntax::Lossless, ..*self }.format(insn, _addr, out);
        }
        let start = out.len();
        let compat = self.syntax == Syntax::Envydis;
        let shape = format_root(insn, self.feats(), compat, out);
        if !compat && self.needs_long_prefix(insn.is_long(), &out[start..], shape) {
            out.insert_str(start, "long ");
        }
    }

    fn len_at(&self, bytes: &[u8]) -> Result<usize, DecodeError> {
        Ok(4 + 4 * (Self::bits_at(bytes)? & 1) as usize)
    }

    /// Long (two words) when bit 0 of word 0 is set.
    fn boundary(&self, code: &[u8], pos: usize, min: usize) -> usize {
        gpuisa_core::isa::boundary_by_bit(self, code, pos, min, 0, true)
    }

    fn disassemble_all<F>(&self, code: &[u8], base: u64, each: F)
    where
        F: FnMut(u64, Result<(usize, &str), DecodeError>),
    {
        if self.syntax.nvidia().is_some() {
            return gpuisa_core::isa::disassemble_each(self, code, base, each);
        }
        self.disassemble_batched(code, base, each)
    }

    /// Decodes and formats in one pass, without building the instruction value (see
    /// [`engine::disasm`]): the same text as [`Isa::decode`] then [`Isa::format`].
    #[inline]
    fn disassemble(&self, bytes: &[u8], addr: u64, out: &mut String) -> Result<usize, DecodeError> {
        Ok(self.disassemble_bits(Self::bits_at(bytes)?, addr, out))
    }

    fn parse(&self, src: &str, toks: &[Token], ctx: &ParseCtx) -> Result<Insn, Diagnostic> {
        if let Some(style) = self.syntax.nvidia() {
            let nv = nvidia::views::parse_bits(src, toks, self.feats(), self.ptype.bit(), style, ctx);
            return match nv {
                Ok(bits) => Ok(self.decode_bits(bits)),
                // What has no NVIDIA spelling prints in the lossless syntax: read it so.
                Err(e) => Tesla { syntax: Syntax::Lossless, ..*self }.parse(src, toks, ctx).map_err(|_| e),
            };
        }
        match toks.first() {
            Some(t) if t.kind == TokKind::Ident && t.text(src) == "long" => {
                self.parse_tokens(src, &toks[1..], ctx, RootFilter::LongOnly)
            }
            _ => {
                // envydis' text of a long form may also read as a short one: a listing's hex column says
                // which it was, so that the listing reassembles to the sizes it was printed from.
                let filter = match ctx.size_hint {
                    Some(4) => Some(RootFilter::ShortOnly),
                    Some(8) => Some(RootFilter::LongOnly),
                    _ => None,
                };
                if let Some(f) = filter {
                    if let Ok(insn) = self.parse_filtered(src, toks, ctx, f, u32::MAX, true) {
                        return Ok(insn);
                    }
                }
                self.parse_tokens(src, toks, ctx, RootFilter::All)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bare_numbers_are_found_as_by_the_lexers_rule() {
        // The rule spelled out with branches, on texts made of the bytes that matter.
        fn reference(text: &str) -> bool {
            let b = text.as_bytes();
            let mut depth = 0i32;
            for (i, &c) in b.iter().enumerate() {
                match c {
                    b'[' => depth += 1,
                    b']' => depth -= 1,
                    b'0'..=b'9' if depth == 0 && (i == 0 || !gpuisa_core::lex::is_ident_char(b[i - 1])) => return true,
                    _ => {}
                }
            }
            false
        }
        let alphabet: Vec<char> = "[]0 9x$rR._-(),Z@`{é".chars().collect();
        let mut x = 0x2545_f491_4f6c_dd1du64;
        let mut found = 0;
        for _ in 0..100_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let len = (x % 24) as usize;
            let mut y = x;
            let text: String = (0..len)
                .map(|_| {
                    y = y.wrapping_mul(0x9e37_79b9_7f4a_7c15).wrapping_add(1);
                    alphabet[(y >> 59) as usize % alphabet.len()]
                })
                .collect();
            assert_eq!(has_bare_number(&text), reference(&text), "{text:?}");
            found += reference(&text) as u32;
        }
        assert!(found > 10_000 && found < 90_000, "{found}");
        for t in ["[0]1", "]0", "a]]]0", "[[0]]x[1]", "x0", "é0", "_1", "@1", "`1", "{1"] {
            assert_eq!(has_bare_number(t), reference(t), "{t:?}");
        }
        assert!(has_bare_number("add $r0 0x10") && !has_bare_number("mov $r0 c0[0x10]") && !has_bare_number("$r10"));
    }

    #[test]
    fn one_pass_disassembly_reports_truncation_like_decode() {
        let t = Tesla::default();
        let long = 0x2c00_8482_a080_e749u64.to_le_bytes();
        let short = 0x1002_b680u32.to_le_bytes();
        let mut text = String::new();
        for bytes in [&long[..0], &long[..3], &long[..4], &long[..7], &short[..2]] {
            let two_step = t.decode(bytes, 0).map(|i| i.len());
            assert!(two_step.is_err(), "{bytes:02x?}");
            assert_eq!(t.disassemble(bytes, 0, &mut text), two_step, "{bytes:02x?}");
        }
        // A short instruction needs 4 bytes, whatever follows.
        let mut seven = short.to_vec();
        seven.extend_from_slice(&[0xff; 3]);
        text.clear();
        assert_eq!(t.disassemble(&seven, 0, &mut text), Ok(4));
        assert_eq!(text, "mov sfu b32 $r32 $r27");
    }
}
