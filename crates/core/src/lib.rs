//! gpuisa-core: what every instruction set of gpuisa shares.
//!
//! - [`bits`]: multi-part bit fields of instruction words.
//! - [`isa`]: the architecture trait (decode, encode, format, parse) every ISA crate implements.
//! - [`lex`]: the tokenizer shared by all assembly syntaxes.
//! - [`diag`]: diagnostics with source spans, rendered with file:line:column and a caret.
//! - [`asm`]: the generic assembler driver (labels, comments, directives, two passes).
//! - [`hexkey`]: the hex-word "key" format of `--lines` mode and the reference vectors.
//! - [`text`]: a line of text built with fixed-size stores (the formatters' hot path).
//! - [`flow`]: what an instruction does to the flow of control (typed marks from the description).
//! - [`cfg`](mod@cfg): control-flow graphs built from those marks.
//! - [`labels`]: the code addresses a listing prints as labels (`dis --labels`), for every ISA's printer.
//! - [`random`]: reproducible random instruction words for benchmarks and sweeps.

pub mod asm;
pub mod bits;
pub mod cfg;
pub mod diag;
pub mod explain;
pub mod flow;
pub mod hexkey;
pub mod isa;
pub mod labels;
pub mod lex;
pub mod random;
pub mod shared;
pub mod text;

pub use bits::BitField;
pub use diag::Diagnostic;
pub use flow::Flow;
pub use isa::{DecodeError, Isa, ParseCtx, Symbols};
