//! NVIDIA Fermi (GF100, sm_20/sm_21) instruction set: decoder, encoder, NVIDIA's (cuobjdump) syntax and
//! assembler, all driven by one encoding description ([`encoding`]) through gpuisa's table engine, the
//! one Tesla uses.
//!
//! ```
//! use gpuisa_core::Isa;
//! let fermi = gpuisa_fermi::Fermi::default();
//! let insn = fermi.decode(&0x2c00000084001c04u64.to_le_bytes(), 0).unwrap();
//! let mut text = String::new();
//! fermi.format(&insn, 0, &mut text);
//! assert_eq!(text, "S2R R0, SR_Tid_X;");
//! assert_eq!(fermi.parse_str(&text, 0).unwrap(), insn);
//! ```

#[macro_use]
mod macros;
pub mod code;
mod compiled;
pub mod encoding;
pub mod envy;
#[cfg(test)]
mod generated;
pub mod notation;
pub mod notation5;
pub mod sem;
mod texvec;
pub mod exec;

pub use code::Code;
pub use gpuisa_engine::Insn;

/// What `insn` is: the entry of the description's opcode tables its decoding took (see [`code`]).
pub fn code_of(insn: &Insn) -> Code {
    static LOCATOR: gpuisa_engine::code::Locator = gpuisa_engine::code::Locator::new();
    match LOCATOR.locate(ROOT, insn, &code::TABLES) {
        Some((t, e)) => code::CODES[t].get(e as usize).copied().unwrap_or(Code::Unknown),
        None => Code::None,
    }
}

use encoding::ROOT;
use gpuisa_core::lex::{TokKind, Token};
use gpuisa_core::{DecodeError, Diagnostic, Isa, ParseCtx};
use gpuisa_engine as engine;
use notation::Nvidia;

/// Bit 3 of word 0 set: a 32-bit short form ([`encoding::short`]).
const SHORT_BIT: u64 = 1 << 3;

/// The Fermi ISA in NVIDIA's syntax.
#[derive(Clone, Copy, Debug, Default)]
pub struct Fermi {
    pub shift_wrap: ShiftWrap,
    /// CUDA 5+ text (`--syntax nvdisasm5`: [`notation5`]) rather than CUDA 4.x's.
    pub cuda5: bool,
}

/// Which value of a shift's wrap bit (bit 9 of `SHL`/`SHR`, bit 7 of `VSHL`/`VSHR`) prints `.W`. NVIDIA's
/// listings print it both ways, one way per cuobjdump version (docs/fermi.md); the text reads back to the
/// word under the same choice.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ShiftWrap {
    /// `.W` when the bit is clear: most CUDA 4.x listings (86 of the corpus' 106).
    #[default]
    Clear,
    /// `.W` when the bit is set: the other 20, and envytools' reading of the bit.
    Set,
}

impl Fermi {
    pub const fn new(shift_wrap: ShiftWrap) -> Fermi {
        Fermi { shift_wrap, cuda5: false }
    }

    /// NVIDIA's text as CUDA 5 and later print it; their shifts print `.W` for a set wrap bit.
    pub const fn nvdisasm5() -> Fermi {
        Fermi { shift_wrap: ShiftWrap::Set, cuda5: true }
    }

    /// The table features this reading enables.
    #[inline]
    fn feats(&self) -> u8 {
        let wrap = match self.shift_wrap {
            ShiftWrap::Clear => 0,
            ShiftWrap::Set => encoding::WRAP_SET,
        };
        wrap | if self.cuda5 { encoding::CUDA5 } else { 0 }
    }

    /// The length and width mask of the instruction whose word 0 is the low half of `bits`.
    #[inline]
    fn width(bits: u64) -> (u8, u64) {
        if bits & SHORT_BIT != 0 {
            (4, 0xffff_ffff)
        } else {
            (8, !0)
        }
    }

    /// Decodes an instruction given as its 64-bit value (word 1 << 32 | word 0; word 1 is ignored for a
    /// short form).
    pub fn decode_bits(&self, bits: u64) -> Insn {
        let (len, width) = Self::width(bits);
        let mut insn = Insn::empty();
        let mut d = engine::decode::Dec::new(ROOT, bits & width, self.feats(), engine::PTYPE_ALL, &mut insn);
        compiled::decode(&mut d);
        d.finish(width);
        insn.len = len;
        insn
    }

    /// [`Isa::disassemble`] in CUDA 5's notation: the same generated code as CUDA 4.x's, printing through
    /// [`notation5::Nvidia5`]. Out of line: the default listing's loop stays as small as it was.
    #[inline(never)]
    fn disassemble_cuda5(&self, bytes: &[u8], addr: u64, out: &mut String) -> Result<usize, DecodeError> {
        let bits = Self::bits_at(bytes)?;
        let (len, width) = Self::width(bits);
        engine::disasm::disassemble_with::<notation5::Nvidia5>(bits & width, addr, width, self.feats(), engine::PTYPE_ALL, false, out, compiled::disassemble_in);
        Ok(len as usize)
    }

    /// [`Fermi::disassemble_first_word`] in CUDA 5's notation (out of line, as [`Fermi::disassemble_cuda5`]).
    #[allow(clippy::type_complexity)]
    #[inline(never)]
    fn first_word_cuda5(&self, bytes: &[u8], addr: u64, out: &mut String) -> Result<(usize, Option<std::ops::Range<usize>>), DecodeError> {
        let bits = Self::bits_at(bytes)?;
        let (len, width) = Self::width(bits);
        let (_, first) = engine::disasm::disassemble_first_word_with::<notation5::Nvidia5>(bits & width, addr, width, self.feats(), engine::PTYPE_ALL, false, out, compiled::disassemble_in);
        Ok((len as usize, first))
    }

    /// Disassembles the instruction `bits` at `addr` into `out` in one pass (the generated code); returns
    /// its length in bytes.
    #[inline]
    pub fn disassemble_bits(&self, bits: u64, addr: u64, out: &mut String) -> usize {
        let (len, width) = Self::width(bits);
        disassemble_root(bits & width, width, self.feats(), addr, out);
        len as usize
    }

    /// As [`Isa::disassemble`], also returning where in `out` the first word printed outside parentheses
    /// is (the mnemonic when [`engine::describe::first_word_is_mnemonic`] holds for [`ROOT`]), in either
    /// notation.
    #[allow(clippy::type_complexity)]
    #[inline(always)]
    pub fn disassemble_first_word(&self, bytes: &[u8], addr: u64, out: &mut String) -> Result<(usize, Option<std::ops::Range<usize>>), DecodeError> {
        if self.cuda5 {
            return self.first_word_cuda5(bytes, addr, out);
        }
        // As `Isa::disassemble`: with 8 bytes there, the width from bit 3 without a branch.
        if let Some(&eight) = bytes.first_chunk::<8>() {
            let bits = u64::from_le_bytes(eight);
            let short = (bits & SHORT_BIT) >> 3;
            let width = !0u64 >> (32 * short);
            let (_, first) = engine::disasm::disassemble_first_word_with::<Nvidia>(bits & width, addr, width, self.feats(), engine::PTYPE_ALL, false, out, compiled::disassemble);
            return Ok((8 - 4 * short as usize, first));
        }
        let bits = Self::bits_at(bytes)?;
        let (len, width) = Self::width(bits);
        let (_, first) = engine::disasm::disassemble_first_word_with::<Nvidia>(bits & width, addr, width, self.feats(), engine::PTYPE_ALL, false, out, compiled::disassemble);
        Ok((len as usize, first))
    }

    /// The 64-bit value of an instruction.
    pub fn encode_bits(&self, insn: &Insn) -> u64 {
        engine::encode::encode(ROOT, insn)
    }

    /// Reads the code addresses of instructions from their 64-bit values (the low 32 bits alone for a
    /// short form): what [`Isa::targets`] finds in their decoding, without decoding them.
    pub fn bits_targets(&self) -> Option<engine::labels::BitsTargets> {
        engine::labels::BitsTargets::new::<Nvidia>(ROOT, self.feats(), engine::PTYPE_ALL)
    }

    /// The length of the instruction at the start of `bytes`: with 8 bytes there, from bit 3 alone
    /// without a branch on it (random code mispredicts it); else as [`Fermi::bits_at`] finds it.
    #[inline]
    fn len_at(bytes: &[u8]) -> Result<usize, DecodeError> {
        match bytes.first() {
            Some(&b) if bytes.len() >= 8 => Ok(8 - 4 * (b as usize >> 3 & 1)),
            _ => Ok(Fermi::width(Fermi::bits_at(bytes)?).0 as usize),
        }
    }

    fn bits_at(bytes: &[u8]) -> Result<u64, DecodeError> {
        let Some(w0) = bytes.get(..4) else {
            return Err(DecodeError::Truncated { needed: 4, available: bytes.len() });
        };
        let w0 = u32::from_le_bytes(w0.try_into().unwrap()) as u64;
        if w0 & SHORT_BIT != 0 {
            return Ok(w0);
        }
        let Some(w1) = bytes.get(4..8) else {
            return Err(DecodeError::Truncated { needed: 8, available: bytes.len() });
        };
        Ok(w0 | (u32::from_le_bytes(w1.try_into().unwrap()) as u64) << 32)
    }
}

impl Isa for Fermi {
    type Insn = Insn;

    fn targets(&self, insn: &Insn, addr: u64, out: &mut Vec<u64>) {
        engine::labels::targets::<Nvidia>(ROOT, insn, addr, out)
    }

    fn flow(&self, insn: &Insn) -> gpuisa_core::Flow {
        engine::flow::flow(ROOT, insn)
    }

    fermi_words!();

    fn format(&self, insn: &Insn, addr: u64, out: &mut String) {
        if self.cuda5 {
            engine::format::format::<notation5::Nvidia5>(ROOT, insn, addr, self.feats(), false, out);
        } else {
            format_root(insn, addr, self.feats(), out);
        }
    }

    // Inline in the listing's loop: a call per line saved and restored a frame (4-5% of random code's time).
    #[inline(always)]
    fn disassemble(&self, bytes: &[u8], addr: u64, out: &mut String) -> Result<usize, DecodeError> {
        if self.cuda5 {
            return self.disassemble_cuda5(bytes, addr, out);
        }
        // With 8 bytes there, both words read at once and the width taken from bit 3 without a branch
        // (random code mispredicts it; the root's lookup reads the bit again anyway).
        let Some(&eight) = bytes.first_chunk::<8>() else { return Ok(self.disassemble_bits(Self::bits_at(bytes)?, addr, out)) };
        let bits = u64::from_le_bytes(eight);
        let short = (bits & SHORT_BIT) >> 3;
        let width = !0u64 >> (32 * short);
        disassemble_root(bits & width, width, self.feats(), addr, out);
        Ok(8 - 4 * short as usize)
    }

    fn parse(&self, src: &str, toks: &[Token], ctx: &ParseCtx) -> Result<Insn, Diagnostic> {
        // The length follows from the encoded bits (bit 3); a short form must fit 32 bits.
        let verify = |cand: &Insn| {
            let mut cand = *cand;
            let bits = self.encode_bits(&cand);
            let (len, width) = Self::width(bits);
            cand.len = len;
            bits & !width == 0 && self.decode_bits(bits) == cand
        };
        let allow = |_: usize| true;
        let env = engine::parse::ParseEnv {
            feats: self.feats(),
            ptype: engine::PTYPE_ALL,
            allow_root: &allow,
            allow_dispatch: u32::MAX,
            quiet: false,
            verify: &verify,
        };
        let mut insn = if self.cuda5 {
            engine::parse::parse::<notation5::Nvidia5>(ROOT, src, toks, ctx, &env)?
        } else {
            engine::parse::parse::<Nvidia>(ROOT, src, toks, ctx, &env)?
        };
        insn.len = Self::width(self.encode_bits(&insn)).0;
        Ok(insn)
    }
}

/// Which of envydis' texts [`FermiEnvydis`] prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum EnvydisSyntax {
    /// envydis' syntax, extended so that every bit shows: the guard of the stack operations prints when
    /// set, bits no table explains print as `???[0x...]`, and a text envydis also prints for another word
    /// starts with `long` (the 64-bit form) and/or `altN` (the text's reading after the first N).
    /// Assembles back to the same words.
    #[default]
    Lossless,
    /// Exactly what envydis prints: ignored and unexplained bits are left out.
    Exact,
}

/// Fermi in envytools' envydis syntax (`add b32 $r1 $r2 0x3`): the one description ([`encoding`]) read
/// through its envydis views ([`envy::root`]), with the engine's table walkers.
///
/// ```
/// use gpuisa_core::Isa;
/// let fermi = gpuisa_fermi::FermiEnvydis::default();
/// let insn = fermi.decode(&0x2c00000084001c04u64.to_le_bytes(), 0).unwrap();
/// let mut text = String::new();
/// fermi.format(&insn, 0, &mut text);
/// assert_eq!(text, "mov b32 $r0 $tidx");
/// assert_eq!(fermi.parse_str(&text, 0).unwrap(), insn);
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct FermiEnvydis {
    pub syntax: EnvydisSyntax,
}

impl FermiEnvydis {
    pub fn exact() -> Self {
        FermiEnvydis { syntax: EnvydisSyntax::Exact }
    }

    /// Decodes an instruction given as its 64-bit value (word 1 is ignored for a short form).
    pub fn decode_bits(&self, bits: u64) -> Insn {
        let mut insn = Insn::empty();
        self.decode_hidden(bits, &mut insn);
        insn
    }

    fn decode_hidden(&self, bits: u64, insn: &mut Insn) -> u64 {
        let (len, width) = Fermi::width(bits);
        let hidden = engine::decode::decode_hidden(envy::root(), bits & width, width, 0, engine::PTYPE_ALL, insn);
        insn.len = len;
        hidden
    }

    /// The bits of instruction `bits` that envydis' text does not show: bits no table explains, and the
    /// fields envydis reads without printing. Two words that differ only there print the same envydis text.
    pub fn envydis_hidden_bits(&self, bits: u64) -> u64 {
        let mut insn = Insn::empty();
        self.decode_hidden(bits, &mut insn)
    }

    /// The 64-bit value of an instruction.
    pub fn encode_bits(&self, insn: &Insn) -> u64 {
        engine::encode::encode(envy::root(), insn)
    }

    /// As [`Fermi::bits_targets`], through envydis' tables.
    pub fn bits_targets(&self) -> Option<engine::labels::BitsTargets> {
        engine::labels::BitsTargets::new::<envy::notation::EnvyFermi>(envy::root(), 0, engine::PTYPE_ALL)
    }

    /// Parses through the 32-bit forms only (`short` true), the 64-bit ones only (false), or all. A text
    /// can read as several words; readings are tried in a fixed order, chosen so that envydis' texts of
    /// the reference vectors mostly read as their own word: the 64-bit `exit`, `ret` and `mov` from a special register, then
    /// single-precision float (the long forms of `cos`, `rcp`, ...), then the 32-bit forms, then the other
    /// control instructions and classes, the 32-bit immediate forms (class 2) last. `skip` passes over that many readings first (`altN`).
    fn parse_filtered(
        &self,
        src: &str,
        toks: &[Token],
        ctx: &ParseCtx,
        short: Option<bool>,
        quiet: bool,
        skip: usize,
    ) -> Result<Insn, Diagnostic> {
        let seen = std::cell::Cell::new(0);
        let verify = |cand: &Insn| {
            let mut cand = *cand;
            let bits = self.encode_bits(&cand);
            let (len, width) = Fermi::width(bits);
            cand.len = len;
            let ok = bits & !width == 0 && self.decode_bits(bits) == cand;
            if ok && seen.get() < skip {
                seen.set(seen.get() + 1);
                return false;
            }
            ok
        };
        use envy::{ROOT_CONTROL, ROOT_EXIT, ROOT_SHORT, ROOT_UNKNOWN};
        let guarded = |i: usize| i > ROOT_CONTROL && i != ROOT_UNKNOWN;
        let all = u32::MAX;
        let passes: [(&dyn Fn(usize) -> bool, u32); 7] = [
            (&|i| (ROOT_EXIT..ROOT_CONTROL).contains(&i), all),
            (&guarded, 1 << 0),
            (&|i| i == ROOT_SHORT, all),
            (&|i| i == ROOT_CONTROL, all),
            (&guarded, all & !(1 << 0 | 1 << 2)),
            (&guarded, 1 << 2),
            (&|i| i == ROOT_UNKNOWN, all),
        ];
        let wanted = |i: usize| match short {
            None => true,
            Some(s) => (i == ROOT_SHORT) == s,
        };
        let allows = passes.map(|(allow_root, _)| move |i: usize| allow_root(i) && wanted(i));
        let envs: [engine::parse::ParseEnv; 7] = std::array::from_fn(|k| engine::parse::ParseEnv {
            feats: 0,
            ptype: engine::PTYPE_ALL,
            allow_root: &allows[k],
            allow_dispatch: passes[k].1,
            quiet: true,
            verify: &verify,
        });
        if let Some((_, mut insn)) = engine::parse::parse_first::<envy::notation::EnvyFermi>(envy::root(), src, toks, ctx, &envs.each_ref()) {
            insn.len = Fermi::width(self.encode_bits(&insn)).0;
            return Ok(insn);
        }
        // No reading: the error of one pass over everything.
        let never = |_: &Insn| false;
        let env = engine::parse::ParseEnv {
            feats: 0,
            ptype: engine::PTYPE_ALL,
            allow_root: &wanted,
            allow_dispatch: all,
            quiet,
            verify: if skip == 0 { &verify } else { &never },
        };
        let mut insn = engine::parse::parse::<envy::notation::EnvyFermi>(envy::root(), src, toks, ctx, &env)?;
        insn.len = Fermi::width(self.encode_bits(&insn)).0;
        Ok(insn)
    }

    /// The prefix that makes the lossless `text` of `insn` assemble back to `insn`: none, `long` (a 64-bit
    /// form whose text also reads as a 32-bit form) and/or `altN` (the text has N other readings first).
    /// None is found only for a text that does not parse at all.
    fn disambiguation(&self, insn: &Insn, addr: u64, text: &str) -> Option<(usize, bool)> {
        let Ok(toks) = envy::notation::lex(text) else { return None };
        let want = (self.encode_bits(insn), insn.len);
        // Read at the instruction's own address: code addresses print absolute.
        let ctx = ParseCtx::at(addr);
        let reads = |short: Option<bool>, skip: usize| {
            self.parse_filtered(text, &toks, &ctx, short, true, skip).ok().map(|p| (self.encode_bits(&p), p.len))
        };
        // The plain text, then `long` (the form envydis' own assembler knows), then other readings.
        if reads(None, 0) == Some(want) {
            return Some((0, false));
        }
        let tries: &[Option<bool>] = if insn.len == 8 { &[Some(false), None] } else { &[None] };
        for &short in tries {
            for skip in 0..10 {
                match reads(short, skip) {
                    Some(r) if r == want => return Some((skip, short.is_some())),
                    None => break,
                    _ => {}
                }
            }
        }
        None
    }
}

fn prefix(skip: usize, long: bool) -> String {
    let mut p = String::new();
    if skip > 0 {
        p.push_str(&format!("alt{skip} "));
    }
    if long {
        p.push_str("long ");
    }
    p
}

impl Isa for FermiEnvydis {
    type Insn = Insn;

    fn targets(&self, insn: &Insn, addr: u64, out: &mut Vec<u64>) {
        engine::labels::targets::<envy::notation::EnvyFermi>(envy::root(), insn, addr, out)
    }

    fn flow(&self, insn: &Insn) -> gpuisa_core::Flow {
        engine::flow::flow(envy::root(), insn)
    }

    fermi_words!();

    fn format(&self, insn: &Insn, addr: u64, out: &mut String) {
        let compat = self.syntax == EnvydisSyntax::Exact;
        let start = out.len();
        engine::format::format::<envy::notation::EnvyFermi>(envy::root(), insn, addr, 0, compat, out);
        if !compat {
            if let Some((skip, long)) = envy::prefixes::cached(self.encode_bits(insn), insn.len, &out[start..], || self.disambiguation(insn, addr, &out[start..])) {
                out.insert_str(start, &prefix(skip, long));
            }
        }
    }

    /// A text that starts with `long` is a 64-bit form (as envydis' own assembler reads it); `altN` first
    /// takes the text's reading after the first N (see [`EnvydisSyntax::Lossless`]).
    fn parse(&self, src: &str, toks: &[Token], ctx: &ParseCtx) -> Result<Insn, Diagnostic> {
        let src = &*envy::notation::dims_lowercase(src, toks);
        let (skip, toks) = match toks.first().map(|t| (t.kind, t.text(src))) {
            Some((TokKind::Ident, w)) if w.len() == 4 && w.starts_with("alt") && matches!(w.as_bytes()[3], b'1'..=b'9') => {
                ((w.as_bytes()[3] - b'0') as usize, &toks[1..])
            }
            _ => (0, toks),
        };
        match toks.first() {
            Some(t) if t.kind == TokKind::Ident && t.text(src) == "long" => {
                self.parse_filtered(src, &toks[1..], ctx, Some(false), false, skip)
            }
            _ => {
                // envydis prints a 32-bit form as the 64-bit one it shares a text with: a listing's hex
                // column says which it was, so that the listing reassembles to the sizes it was printed from.
                if let Some(n @ (4 | 8)) = ctx.size_hint {
                    if let Ok(insn) = self.parse_filtered(src, toks, ctx, Some(n == 4), true, skip) {
                        return Ok(insn);
                    }
                }
                self.parse_filtered(src, toks, ctx, None, false, skip)
            }
        }
    }

    /// envydis writes surface dimensions as `1d`, `2d`, `3d`, which the shared lexer reads as malformed
    /// numbers: they are lexed as the words they are (a text lexed elsewhere may write them `1D`, ...;
    /// see [`envy::notation::lexable`]).
    fn parse_str(&self, text: &str, addr: u64) -> Result<Insn, Diagnostic> {
        let toks = envy::notation::lex(text)?;
        self.parse(text, &toks, &ParseCtx::at(addr))
    }
}

/// Formats along the path through [`ROOT`] with the generated formatter (as [`engine::format::format`]).
#[inline]
pub(crate) fn format_root(insn: &Insn, addr: u64, feats: u8, out: &mut String) -> u64 {
    engine::format::format_with::<Nvidia>(insn, addr, feats, false, out, compiled::format)
}

/// Decodes and formats in one pass with the generated disassembler (see [`engine::disasm`]).
#[inline]
pub(crate) fn disassemble_root(bits: u64, width_mask: u64, feats: u8, addr: u64, out: &mut String) -> u64 {
    engine::disasm::disassemble_with::<Nvidia>(bits, addr, width_mask, feats, engine::PTYPE_ALL, false, out, compiled::disassemble)
}
