//! The PowerVR SGX543 USSE instruction set of the PS Vita: 64-bit little-endian instruction words whose
//! top five bits select one of 32 opcode groups.
//!
//! `encoding` describes every format once (fields by bit position, and how gpuisa's syntax shows them);
//! decoding classifies a word by that description into an [`Insn`], and the printer, parser and
//! encoder all walk the same description.

mod compiled;
pub mod encoding;
pub mod exec;
pub mod explain;
pub mod flow;
#[cfg(test)]
mod generated;
pub mod insn;
pub mod syntax;

use gpuisa_core::diag::Diagnostic;
use gpuisa_core::isa::{DecodeError, Isa, ParseCtx};
use gpuisa_core::lex::Token;
pub use insn::{Insn, Operand};

/// Which text the disassembler prints.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Syntax {
    /// gpuisa's: sgx543-isa.txt's mnemonics, every field shown, assembles back to the same word.
    #[default]
    Gpuisa,
    /// Vita3K's shader recompiler disassembly (`VMAD2 sa8.xy sa8.xy c12.xx sa12.xy`), as its dumps print
    /// the first line of a word in a primary program ([`syntax::vita3k`]).
    Vita3k,
}

/// The USSE instruction set.
#[derive(Clone, Copy, Debug, Default)]
pub struct Usse {
    pub syntax: Syntax,
    /// The words are a secondary program's: Vita3K's syntax prints their registers as `sa` (the
    /// other syntaxes do not depend on it).
    pub secondary: bool,
}

impl Usse {
    pub fn new(syntax: Syntax) -> Usse {
        Usse {
            syntax,
            secondary: false,
        }
    }
}

impl Isa for Usse {
    type Insn = Insn;

    fn name(&self) -> &'static str {
        "usse"
    }
    fn word_bytes(&self) -> usize {
        8
    }
    fn decode(&self, bytes: &[u8], _addr: u64) -> Result<Insn, DecodeError> {
        let Some(b) = bytes.get(..8) else {
            return Err(DecodeError::Truncated {
                needed: 8,
                available: bytes.len(),
            });
        };
        Ok(Insn::decode(u64::from_le_bytes(b.try_into().unwrap())))
    }
    /// Decodes and prints in one dispatch (the generated code) for gpuisa's syntax.
    /// A branch is decoded then formatted, which shows its target's address (or label, with `dis
    /// --labels`) from `addr`.
    fn disassemble(&self, bytes: &[u8], addr: u64, out: &mut String) -> Result<usize, DecodeError> {
        if self.syntax != Syntax::Gpuisa {
            let insn = self.decode(bytes, addr)?;
            self.format(&insn, addr, out);
            return Ok(8);
        }
        let Some(b) = bytes.get(..8) else {
            return Err(DecodeError::Truncated { needed: 8, available: bytes.len() });
        };
        let w = u64::from_le_bytes(b.try_into().unwrap());
        if flow::is_branch_word(w) {
            self.format(&Insn::decode(w), addr, out);
            return Ok(8);
        }
        drop(compiled::disassemble(w, gpuisa_core::text::Line::new(out)));
        Ok(8)
    }
    fn insn_len(&self, _insn: &Insn) -> usize {
        8
    }
    fn flow(&self, insn: &Insn) -> gpuisa_core::Flow {
        flow::flow(insn)
    }
    fn targets(&self, insn: &Insn, addr: u64, out: &mut Vec<u64>) {
        out.extend(flow::target(insn, addr));
    }
    fn targets_at(&self, bytes: &[u8], addr: u64, out: &mut Vec<u64>) -> Result<usize, DecodeError> {
        let Some(b) = bytes.get(..8) else {
            return Err(DecodeError::Truncated { needed: 8, available: bytes.len() });
        };
        let w = u64::from_le_bytes(b.try_into().unwrap());
        if flow::is_branch_word(w) {
            out.extend(flow::target(&Insn::decode(w), addr));
        }
        Ok(8)
    }
    fn len_at(&self, bytes: &[u8]) -> Result<usize, DecodeError> {
        match bytes.len() {
            0..8 => Err(DecodeError::Truncated { needed: 8, available: bytes.len() }),
            _ => Ok(8),
        }
    }
    fn encode(&self, insn: &Insn, out: &mut Vec<u8>) {
        out.extend_from_slice(&insn.word.to_le_bytes());
    }
    fn format(&self, insn: &Insn, addr: u64, out: &mut String) {
        match self.syntax {
            Syntax::Gpuisa => syntax::gpuisa::format_at(insn, addr, out),
            Syntax::Vita3k => {
                let ctx = syntax::vita3k::Ctx {
                    secondary: self.secondary,
                    ..Default::default()
                };
                syntax::vita3k::format_ctx(insn, &ctx, out)
            }
        }
    }
    fn parse(&self, src: &str, toks: &[Token], ctx: &ParseCtx) -> Result<Insn, Diagnostic> {
        match self.syntax {
            Syntax::Gpuisa => syntax::parse(src, toks, ctx),
            Syntax::Vita3k => {
                let (Some(first), Some(last)) = (toks.first(), toks.last()) else {
                    return Err(Diagnostic::new(0..0, "empty instruction".to_string()));
                };
                let (start, end) = (first.start as usize, last.end as usize);
                let ctx = syntax::vita3k::Ctx {
                    secondary: self.secondary,
                    ..Default::default()
                };
                syntax::vita3k::parse(&src[start..end], &ctx).map_err(|(msg, span)| {
                    Diagnostic::new(start + span.start..start + span.end, msg)
                })
            }
        }
    }
}
