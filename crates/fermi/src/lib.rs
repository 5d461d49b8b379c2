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

mod compiled;
pub mod encoding;
#[cfg(test)]
mod generated;
pub mod notation;

pub use gpuisa_engine::Insn;

use encoding::ROOT;
use gpuisa_core::lex::Token;
use gpuisa_core::{DecodeError, Diagnostic, Isa, ParseCtx};
use gpuisa_engine as engine;
use notation::Nvidia;

/// Bit 3 of word 0 set: a 32-bit short form (which the tables do not describe yet: it prints as `???`).
const SHORT_BIT: u64 = 1 << 3;

/// The Fermi ISA.
#[derive(Clone, Copy, Debug, Default)]
pub struct Fermi;

impl Fermi {
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
        let mut d = engine::decode::Dec::new(ROOT, bits & width, 0, engine::PTYPE_ALL, &mut insn);
        compiled::decode(&mut d);
        d.finish(width);
        insn.len = len;
        insn
    }

    /// Disassembles the instruction `bits` at `addr` into `out` in one pass (the generated code); returns
    /// its length in bytes.
    #[inline]
    pub fn disassemble_bits(&self, bits: u64, addr: u64, out: &mut String) -> usize {
        let (len, width) = Self::width(bits);
        disassemble_root(bits & width, width, addr, out);
        len as usize
    }

    /// The 64-bit value of an instruction.
    pub fn encode_bits(&self, insn: &Insn) -> u64 {
        engine::encode::encode(ROOT, insn)
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

    fn name(&self) -> &'static str {
        "fermi"
    }

    /// Hex words are the 64-bit value word1 << 32 | word0 (a short form's 32 bits read as one too).
    fn word_bytes(&self) -> usize {
        8
    }

    fn decode(&self, bytes: &[u8], _addr: u64) -> Result<Insn, DecodeError> {
        Ok(self.decode_bits(Self::bits_at(bytes)?))
    }

    fn insn_len(&self, insn: &Insn) -> usize {
        insn.len()
    }

    fn encode(&self, insn: &Insn, out: &mut Vec<u8>) {
        let bits = self.encode_bits(insn);
        out.extend_from_slice(&bits.to_le_bytes()[..insn.len()]);
    }

    fn format(&self, insn: &Insn, addr: u64, out: &mut String) {
        format_root(insn, addr, out);
    }

    fn disassemble(&self, bytes: &[u8], addr: u64, out: &mut String) -> Result<usize, DecodeError> {
        Ok(self.disassemble_bits(Self::bits_at(bytes)?, addr, out))
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
            feats: 0,
            ptype: engine::PTYPE_ALL,
            allow_root: &allow,
            allow_dispatch: u32::MAX,
            quiet: false,
            verify: &verify,
        };
        let mut insn = engine::parse::parse::<Nvidia>(ROOT, src, toks, ctx, &env)?;
        insn.len = Self::width(self.encode_bits(&insn)).0;
        Ok(insn)
    }
}

/// Formats along the path through [`ROOT`] with the generated formatter (as [`engine::format::format`]).
#[inline]
pub(crate) fn format_root(insn: &Insn, addr: u64, out: &mut String) -> u64 {
    engine::format::format_with::<Nvidia>(insn, addr, 0, false, out, compiled::format)
}

/// Decodes and formats in one pass with the generated disassembler (see [`engine::disasm`]).
#[inline]
pub(crate) fn disassemble_root(bits: u64, width_mask: u64, addr: u64, out: &mut String) -> u64 {
    engine::disasm::disassemble_with::<Nvidia>(bits, addr, width_mask, 0, engine::PTYPE_ALL, false, out, compiled::disassemble)
}
