//! Assembly of text in any architecture and syntax.

use crate::error::Located;
use crate::{Error, Result, Target};

/// What [`Assembler::assemble`] gives: the bytes, and the labels with their addresses.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Assembly {
    pub bytes: Vec<u8>,
    pub labels: Vec<(String, u64)>,
}

/// An assembler for one [`Target`]: reads what the matching [`crate::Disassembler`] prints.
///
/// ```
/// use gpuisa::{Arch, Assembler};
/// let a = Assembler::new(Arch::Fermi);
/// let out = a.assemble("MOV R1, c [0x1] [0x100];", 0).unwrap();
/// assert_eq!(out.bytes, 0x2800440400005de4u64.to_le_bytes());
/// let err = a.assemble("EXIT;\nFROB R1;", 0).unwrap_err();
/// let gpuisa::Error::Assembly(d) = err else { panic!() };
/// assert_eq!((d[0].line, d[0].column), (2, 1));
/// ```
pub struct Assembler {
    target: Target,
}

impl Assembler {
    /// `arch` in its default syntax.
    pub fn new(arch: crate::Arch) -> Assembler {
        Assembler { target: Target::new(arch) }
    }

    /// An assembler for `target`.
    pub fn for_target(target: Target) -> Assembler {
        Assembler { target }
    }

    /// What this assembler reads.
    pub fn target(&self) -> Target {
        self.target
    }

    /// Assembles `src` as code located at `address` (`.org` and labels count from there).
    pub fn assemble(&self, src: &str, address: u64) -> Result<Assembly> {
        if address > u64::MAX - gpuisa_core::asm::MAX_OUTPUT {
            return Err(Error::Usage(format!("address {address:#x} leaves no room for code below 2^64")));
        }
        let hints = gpuisa_core::asm::Hints { base: address, ..Default::default() };
        let done = crate::with_target!(self.target, |isa| gpuisa_core::asm::assemble_with(&isa, src, &hints));
        match done {
            Ok(a) => Ok(Assembly { bytes: a.bytes, labels: a.labels }),
            Err(diags) => Err(Error::Assembly(diags.iter().map(|d| Located::new(src, d)).collect())),
        }
    }
}
