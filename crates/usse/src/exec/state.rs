//! The register state of one USSE invocation: the banks with their widths, the internal registers,
//! predicates and index registers, and what has been written (to name an input never given).

use super::texture::{Binding, Sampler, Texture, TEXTURE_UNITS};
use crate::encoding::Bank;
use std::sync::Arc;

/// 32-bit registers in each of the temporary, output, primary and secondary attribute banks: the
/// widest register number an instruction can form (8 bits).
pub const BANK_WORDS: usize = 256;
/// The four 128-bit internal registers, as 32-bit words.
pub const INTERNAL_WORDS: usize = 16;

/// Where a 32-bit word lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Loc {
    /// A bank's word (`Temp`, `Output`, `Primary`, `Secondary`).
    Word(Bank, usize),
    /// Word `c` (0..3) of internal register `i` (0..3).
    Internal(usize, usize),
}

impl std::fmt::Display for Loc {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Loc::Word(b, n) => write!(f, "{}{n}", b.prefix()),
            Loc::Internal(i, c) => write!(f, "i{i}.{}", ['x', 'y', 'z', 'w'][*c & 3]),
        }
    }
}

/// The registers of one invocation.
#[derive(Clone, Debug)]
pub struct State {
    pub temp: Vec<u32>,
    pub output: Vec<u32>,
    pub primary: Vec<u32>,
    pub secondary: Vec<u32>,
    pub internal: [u32; INTERNAL_WORDS],
    /// p0..p3.
    pub pred: [bool; 4],
    /// The two index registers.
    pub index: [u32; 2],
    /// Which pa / sa words hold a value (given as input or written by the program).
    pub primary_set: Vec<bool>,
    pub secondary_set: Vec<bool>,
    /// Which output words the program wrote.
    pub output_set: Vec<bool>,
    /// Reading a pa / sa word nobody set is an error (otherwise it reads 0).
    pub strict_inputs: bool,
    /// Per-operand register increments of repeats in SMLSI mode (dest, src0, src1, src2), set by
    /// `smlsi`; one per repeat until then.
    pub smlsi_inc: [i32; 4],
    /// While a derivative executes in a group of invocations run together: its lane (0..3) and every
    /// lane's two sources (`src1`, `src2` components).
    pub quad: Option<(usize, [[[f32; 4]; 2]; 4])>,
    /// The textures bound to units 0..15 (shared: cloning a state costs one reference count).
    pub textures: Arc<Vec<Option<Binding>>>,
    /// Set by a KILL that ran: the fragment is discarded.
    pub discarded: bool,
    /// The depth a DEPTHF replaced the fragment's with.
    pub depth: Option<f32>,
    /// The memory image VLD/VST address: `mem` holds bytes `mem_base..mem_base + mem.len()`
    /// (copied on the first store of a state whose image is shared).
    pub mem_base: u32,
    pub mem: Arc<Vec<u8>>,
    /// The link register a branch with `save_link` sets (the instruction index to return to).
    pub link: u32,
}

impl Default for State {
    fn default() -> Self {
        State {
            temp: vec![0; BANK_WORDS],
            output: vec![0; BANK_WORDS],
            primary: vec![0; BANK_WORDS],
            secondary: vec![0; BANK_WORDS],
            internal: [0; INTERNAL_WORDS],
            pred: [false; 4],
            index: [0; 2],
            primary_set: vec![false; BANK_WORDS],
            secondary_set: vec![false; BANK_WORDS],
            output_set: vec![false; BANK_WORDS],
            strict_inputs: false,
            smlsi_inc: [1; 4],
            quad: None,
            textures: Arc::new(Vec::new()),
            discarded: false,
            depth: None,
            mem_base: 0,
            mem: Arc::new(Vec::new()),
            link: 0,
        }
    }
}

/// What went wrong reading or writing a register.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RegError {
    /// A register number past the bank.
    Range(String),
    /// An input register no one gave.
    Unset(Loc),
    /// A bank this interpreter does not read or write this way.
    Bank(Bank),
}

impl State {
    /// Binds `tex` with `sampler` to texture unit `unit` (0..15): the unit a GXP sampler parameter
    /// declares as its resource index. An SMP reads the unit its texture-state operand names (see
    /// `sample.rs`). A unit past 15 is ignored (returns false).
    pub fn bind_texture(&mut self, unit: usize, tex: Texture, sampler: Sampler) -> bool {
        if unit >= TEXTURE_UNITS {
            return false;
        }
        let units = Arc::make_mut(&mut self.textures);
        if units.len() <= unit {
            units.resize(unit + 1, None);
        }
        units[unit] = Some(Binding {
            texture: Arc::new(tex),
            sampler,
        });
        true
    }

    /// Writes the texture state an SMP reads for `unit` at secondary attribute register `sa`: word 0
    /// the unit, words 1-3 zero (the driver's real words, format and address, are not modelled),
    /// all marked given. For a GXP: each dependent-sampler record with `layout_offset % 4 == 0` maps
    /// `sa` = container 19's base + `sa_offset` to unit `layout_offset / 4`.
    pub fn map_sampler(&mut self, sa: usize, unit: usize) -> bool {
        (0..4).all(|k| {
            self.set_input(
                Bank::Secondary,
                sa + k,
                if k == 0 { unit as u32 } else { 0 },
            )
        })
    }

    /// The texture bound to `unit`.
    pub fn texture(&self, unit: usize) -> Option<&Binding> {
        self.textures.get(unit).and_then(|b| b.as_ref())
    }

    /// Whether a KILL discarded the fragment.
    pub fn discarded(&self) -> bool {
        self.discarded
    }

    /// The depth a DEPTHF wrote (None: the rasterized depth stands).
    pub fn depth(&self) -> Option<f32> {
        self.depth
    }

    /// Gives VLD/VST a memory image: `bytes` at addresses `base..`.
    pub fn set_memory(&mut self, base: u32, bytes: Vec<u8>) {
        self.mem_base = base;
        self.mem = Arc::new(bytes);
    }

    /// The memory image (its base address and bytes), with the stores made.
    pub fn memory(&self) -> (u32, &[u8]) {
        (self.mem_base, &self.mem)
    }

    fn bank(&self, b: Bank) -> Option<&Vec<u32>> {
        match b {
            Bank::Temp => Some(&self.temp),
            Bank::Output => Some(&self.output),
            Bank::Primary => Some(&self.primary),
            Bank::Secondary => Some(&self.secondary),
            _ => None,
        }
    }

    /// Sets input word `n` of pa or sa, and marks it given.
    pub fn set_input(&mut self, b: Bank, n: usize, v: u32) -> bool {
        match b {
            Bank::Primary if n < BANK_WORDS => {
                self.primary[n] = v;
                self.primary_set[n] = true;
                true
            }
            Bank::Secondary if n < BANK_WORDS => {
                self.secondary[n] = v;
                self.secondary_set[n] = true;
                true
            }
            _ => false,
        }
    }

    pub fn read(&self, at: Loc) -> Result<u32, RegError> {
        match at {
            Loc::Internal(i, c) => Ok(self.internal[(i & 3) * 4 + (c & 3)]),
            Loc::Word(b, n) => {
                let bank = self.bank(b).ok_or(RegError::Bank(b))?;
                let v = *bank
                    .get(n)
                    .ok_or_else(|| RegError::Range(format!("{}{n}", b.prefix())))?;
                if self.strict_inputs {
                    let set = match b {
                        Bank::Primary => self.primary_set[n],
                        Bank::Secondary => self.secondary_set[n],
                        _ => true,
                    };
                    if !set {
                        return Err(RegError::Unset(at));
                    }
                }
                Ok(v)
            }
        }
    }

    pub fn write(&mut self, at: Loc, v: u32) -> Result<(), RegError> {
        match at {
            Loc::Internal(i, c) => {
                self.internal[(i & 3) * 4 + (c & 3)] = v;
                Ok(())
            }
            Loc::Word(b, n) => {
                let bank = match b {
                    Bank::Temp => &mut self.temp,
                    Bank::Output => &mut self.output,
                    Bank::Primary => &mut self.primary,
                    Bank::Secondary => &mut self.secondary,
                    _ => return Err(RegError::Bank(b)),
                };
                let w = bank
                    .get_mut(n)
                    .ok_or_else(|| RegError::Range(format!("{}{n}", b.prefix())))?;
                *w = v;
                match b {
                    Bank::Primary => self.primary_set[n] = true,
                    Bank::Secondary => self.secondary_set[n] = true,
                    Bank::Output => self.output_set[n] = true,
                    _ => {}
                }
                Ok(())
            }
        }
    }
}
