//! Which instruction set, in which syntax: the one choice every job starts from.

use std::fmt;
use std::str::FromStr;

/// An instruction set gpuisa reads and writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Arch {
    /// NVIDIA Tesla, G80..GT215 (sm_10..sm_13).
    Tesla,
    /// NVIDIA Fermi, GF100 (sm_20, sm_21).
    Fermi,
    /// PowerVR SGX543 USSE (PS Vita shaders).
    Usse,
    /// The 30-bit SIMD ALU ISA of the MIMORI accelerator.
    Isa30,
}

impl Arch {
    /// Every architecture, in the order the command line lists them.
    pub const ALL: [Arch; 4] = [Arch::Tesla, Arch::Fermi, Arch::Isa30, Arch::Usse];

    /// The name used on the command line and in JSON (`tesla`, `fermi`, `usse`, `isa30`).
    pub fn name(self) -> &'static str {
        match self {
            Arch::Tesla => "tesla",
            Arch::Fermi => "fermi",
            Arch::Usse => "usse",
            Arch::Isa30 => "isa30",
        }
    }

    /// The syntax `dis` prints when none is asked for.
    pub fn default_syntax(self) -> Syntax {
        match self {
            Arch::Fermi => Syntax::Nvdisasm,
            _ => Syntax::Lossless,
        }
    }

    /// The syntaxes this architecture prints and reads.
    pub fn syntaxes(self) -> &'static [Syntax] {
        use Syntax::*;
        match self {
            Arch::Tesla => &[Lossless, Envydis, Nvdisasm, Nvdisasm5],
            Arch::Fermi => &[Nvdisasm, Nvdisasm5, Envydis, EnvydisLossless],
            Arch::Usse => &[Lossless, Vita3k],
            Arch::Isa30 => &[Lossless],
        }
    }

    /// Bytes in one word of the hex key format (4 or 8).
    pub fn word_bytes(self) -> usize {
        match self {
            Arch::Tesla | Arch::Isa30 => 4,
            Arch::Fermi | Arch::Usse => 8,
        }
    }
}

impl fmt::Display for Arch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Arch {
    type Err = crate::Error;
    fn from_str(s: &str) -> Result<Arch, crate::Error> {
        Arch::ALL
            .into_iter()
            .find(|a| a.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| crate::Error::Usage(format!("unknown architecture `{s}` (tesla, fermi, usse, isa30)")))
    }
}

/// A text syntax (the command line's `--syntax`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Syntax {
    /// gpuisa's own, lossless (Tesla: envydis' extended to show every bit; USSE, isa30: their own).
    Lossless,
    /// envydis' exactly (Tesla, Fermi).
    Envydis,
    /// Fermi: envydis' extended so that every bit shows.
    EnvydisLossless,
    /// NVIDIA's, as CUDA 4.x's cuobjdump prints it (Tesla, Fermi).
    Nvdisasm,
    /// NVIDIA's, as CUDA 5+ cuobjdump and nvdisasm print it (Tesla, Fermi).
    Nvdisasm5,
    /// USSE: the Vita3K emulator's shader disassembly.
    Vita3k,
}

impl Syntax {
    /// Every syntax.
    pub const ALL: [Syntax; 6] =
        [Syntax::Lossless, Syntax::Envydis, Syntax::Nvdisasm, Syntax::Nvdisasm5, Syntax::EnvydisLossless, Syntax::Vita3k];

    /// The name used on the command line (`lossless`, `envydis`, `nvdisasm`, ...).
    pub fn name(self) -> &'static str {
        match self {
            Syntax::Lossless => "lossless",
            Syntax::Envydis => "envydis",
            Syntax::EnvydisLossless => "envydis-lossless",
            Syntax::Nvdisasm => "nvdisasm",
            Syntax::Nvdisasm5 => "nvdisasm5",
            Syntax::Vita3k => "vita3k",
        }
    }
}

impl fmt::Display for Syntax {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Syntax {
    type Err = crate::Error;
    fn from_str(s: &str) -> Result<Syntax, crate::Error> {
        Syntax::ALL.into_iter().find(|x| x.name().eq_ignore_ascii_case(s)).ok_or_else(|| {
            crate::Error::Usage(format!(
                "unknown syntax `{s}` (lossless, envydis, envydis-lossless, nvdisasm, nvdisasm5, vita3k)"
            ))
        })
    }
}

/// Which value of a Fermi shift's wrap bit prints `.W` in NVIDIA's syntax.
pub use gpuisa_fermi::ShiftWrap;
/// Tesla's chip variant and program type.
pub use gpuisa_tesla::{ProgramType, Variant};

/// Everything that selects how words read as text: the architecture, the syntax and the few
/// per-architecture choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Target {
    pub arch: Arch,
    pub syntax: Syntax,
    /// Tesla: the chip variant (gates which instructions exist).
    pub variant: Variant,
    /// Tesla: the program type (changes the meaning of some encodings).
    pub program_type: ProgramType,
    /// Fermi, NVIDIA's syntax: which value of a shift's wrap bit prints `.W` (`None`: the syntax's own).
    pub shift_wrap: Option<ShiftWrap>,
    /// USSE: the code is a GXP file's secondary program (Vita3K's syntax prints its registers as `sa`).
    pub secondary: bool,
}

impl Target {
    /// `arch` in its default syntax, Tesla as GT215 compute programs.
    pub fn new(arch: Arch) -> Target {
        Target {
            arch,
            syntax: arch.default_syntax(),
            variant: Variant::Gt215,
            program_type: ProgramType::Compute,
            shift_wrap: None,
            secondary: false,
        }
    }

    /// The same target in `syntax`, refused when the architecture does not print it.
    pub fn with_syntax(self, syntax: Syntax) -> Result<Target, crate::Error> {
        if !self.arch.syntaxes().contains(&syntax) {
            let names: Vec<&str> = self.arch.syntaxes().iter().map(|s| s.name()).collect();
            return Err(crate::Error::Usage(format!(
                "{} does not print the {} syntax (it has: {})",
                self.arch,
                syntax,
                names.join(", ")
            )));
        }
        Ok(Target { syntax, ..self })
    }
}

/// Runs `$body` with `$isa` bound to the configured instruction set of a [`Target`] (each ISA crate's
/// own type, so that the body is compiled once per ISA and dispatches statically inside).
#[macro_export]
macro_rules! with_target {
    ($target:expr, |$isa:ident| $body:expr) => {{
        let t: $crate::Target = $target;
        match t.arch {
            $crate::Arch::Tesla => {
                let mut $isa = $crate::gpuisa_tesla::Tesla::new(t.variant, t.program_type);
                $isa.syntax = match t.syntax {
                    $crate::Syntax::Envydis => $crate::gpuisa_tesla::Syntax::Envydis,
                    $crate::Syntax::Nvdisasm => $crate::gpuisa_tesla::Syntax::Nvdisasm,
                    $crate::Syntax::Nvdisasm5 => $crate::gpuisa_tesla::Syntax::Nvdisasm5,
                    _ => $crate::gpuisa_tesla::Syntax::Lossless,
                };
                $body
            }
            $crate::Arch::Fermi => match t.syntax {
                $crate::Syntax::Envydis | $crate::Syntax::EnvydisLossless => {
                    let $isa = $crate::gpuisa_fermi::FermiEnvydis {
                        syntax: if t.syntax == $crate::Syntax::Envydis {
                            $crate::gpuisa_fermi::EnvydisSyntax::Exact
                        } else {
                            $crate::gpuisa_fermi::EnvydisSyntax::Lossless
                        },
                    };
                    $body
                }
                _ => {
                    // CUDA 5+ listings print `.W` for a set wrap bit; CUDA 4.x's mostly for a clear one.
                    let mut $isa = if t.syntax == $crate::Syntax::Nvdisasm5 {
                        $crate::gpuisa_fermi::Fermi::nvdisasm5()
                    } else {
                        $crate::gpuisa_fermi::Fermi::default()
                    };
                    if let Some(w) = t.shift_wrap {
                        $isa.shift_wrap = w;
                    }
                    $body
                }
            },
            $crate::Arch::Isa30 => {
                let $isa = $crate::gpuisa_isa30::Isa30::new();
                $body
            }
            $crate::Arch::Usse => {
                let mut $isa = $crate::gpuisa_usse::Usse::default();
                if t.syntax == $crate::Syntax::Vita3k {
                    $isa.syntax = $crate::gpuisa_usse::Syntax::Vita3k;
                }
                $isa.secondary = t.secondary;
                $body
            }
        }
    }};
}
