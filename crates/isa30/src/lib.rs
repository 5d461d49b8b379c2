//! gpuisa-isa30: the 30-bit instruction set of the SIMD ALU in the MIMORI "MERIT" accelerator.
//!
//! - [`encoding`]: the field table and operand spaces; decode and encode.
//! - [`syntax`]: the text syntax (format and parse), documented in docs/isa30.md.
//! - [`sim`]: the ALU pipeline, bit-exact with the RTL (or following isa30.md with [`Semantics::Doc`]).
//! - [`vectors`]: reader and runner of RTL vector files (rtl-alu-vectors.json).
//! - [`runner`]: the accelerator's loop structure around the ALU, driven by a JSON configuration.
//! - [`program`]: loading programs given as hex words or assembly text.

pub mod encoding;
pub mod explain;
pub mod program;
pub mod runner;
pub mod sim;
pub mod syntax;
pub mod vectors;

pub use encoding::{Insn, Operation, Space, Src};
pub use sim::{Semantics, SimError};

use gpuisa_core::lex::Token;
use gpuisa_core::{DecodeError, Diagnostic, Isa, ParseCtx};

/// The ISA, for the generic `dis`/`as` commands: one 32-bit little-endian word per instruction.
#[derive(Clone, Copy, Debug, Default)]
pub struct Isa30;

impl Isa30 {
    pub fn new() -> Self {
        Isa30
    }
}

impl Isa for Isa30 {
    type Insn = Insn;

    fn name(&self) -> &'static str {
        "isa30"
    }
    fn word_bytes(&self) -> usize {
        4
    }
    fn decode(&self, bytes: &[u8], _addr: u64) -> Result<Insn, DecodeError> {
        match bytes.first_chunk::<4>() {
            Some(b) => Ok(Insn::decode(u32::from_le_bytes(*b))),
            None => Err(DecodeError::Truncated { needed: 4, available: bytes.len() }),
        }
    }
    fn insn_len(&self, _insn: &Insn) -> usize {
        4
    }
    fn len_at(&self, bytes: &[u8]) -> Result<usize, DecodeError> {
        match bytes.len() {
            0..4 => Err(DecodeError::Truncated { needed: 4, available: bytes.len() }),
            _ => Ok(4),
        }
    }
    fn encode(&self, insn: &Insn, out: &mut Vec<u8>) {
        out.extend_from_slice(&insn.encode().to_le_bytes());
    }
    fn format(&self, insn: &Insn, _addr: u64, out: &mut String) {
        syntax::format(insn, out);
    }
    fn parse(&self, src: &str, toks: &[Token], _ctx: &ParseCtx) -> Result<Insn, Diagnostic> {
        syntax::parse(src, toks)
    }
}
