//! gpuisa as a library: the jobs that do not depend on one instruction set, over the ISA crates
//! (`gpuisa-tesla`, `gpuisa-fermi`, `gpuisa-usse`, `gpuisa-isa30`), the container reader and the SIMT
//! machine. The `gpuisa` command line and the Python package are thin shells over this crate.
//!
//! Start from an [`Arch`] (or a [`Target`]: architecture, syntax and options):
//!
//! ```
//! use gpuisa::{Arch, Assembler, Disassembler};
//! // Assemble two Fermi instructions, then read them back as typed values.
//! let code = Assembler::new(Arch::Fermi).assemble("MOV R1, c [0x1] [0x100];\nEXIT;", 0)?.bytes;
//! let d = Disassembler::new(Arch::Fermi);
//! let texts: Vec<String> = d.disasm(&code, 0).map(|i| i.map(|i| i.text)).collect::<Result<_, _>>()?;
//! assert_eq!(texts, ["MOV R1, c [0x1] [0x100];", "EXIT;"]);
//! # Ok::<(), gpuisa::Error>(())
//! ```
//!
//! Jobs, one module each: [`disasm`] (instructions as values: text, mnemonic, typed operands, flow),
//! [`asm`] (text to bytes, errors with line and column), [`explain`] (every field of an instruction), [`container`] (open, list kernels, replace a
//! kernel with code of any size, save), [`json`] (the JSON model of docs/json.md), [`cfg_dot`]
//! (control-flow graphs), [`relisting`] and [`reassemble`] (a `gpuisa dis` listing read back), [`grow`]
//! (what moves when a kernel changes size), [`render_usse`] (a PS Vita fragment program over a full-screen
//! quad, per pixel on every core), [`gxp_info`] (a GXP's parameters and varyings as JSON), [`run`] (a Tesla or Fermi kernel on the SIMT machine as a
//! session: launch setup with parameters checked against the container, constant banks, device
//! variables, textures, surfaces and samplers; a trace observer; memory and statistics after the run).

pub mod arch;
pub mod asm;
pub mod cfg_dot;
pub mod container;
pub mod disasm;
mod disasm_lite;
mod error;
pub mod explain;
pub mod grow;
pub mod gxp_info;
pub mod json;
pub mod params;
pub mod reassemble;
pub mod regs;
pub mod relisting;
pub mod render_usse;
pub mod roles;
pub mod run;

pub use arch::{Arch, ProgramType, ShiftWrap, Syntax, Target, Variant};
pub use asm::{Assembler, Assembly};
pub use container::Container;
pub use disasm::{Disassembler, Instruction};
pub use error::{Error, Located, Result};

// The ISA crates, for [`with_target!`] and for callers that need an ISA's own types.
pub use gpuisa_container;
pub use gpuisa_core;
pub use gpuisa_fermi;
pub use gpuisa_isa30;
pub use gpuisa_tesla;
pub use gpuisa_usse;
