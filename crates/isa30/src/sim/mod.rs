//! The SIMD ALU pipeline: 32 lanes, 16-bit inputs, 20-bit results.
//!
//! [`Machine::issue`] runs one issued instruction (one warp: `lo` or `hi` of a warp pair) and returns its
//! DRAM write, if any. Timing that matters to results is modelled exactly: register writes become visible
//! two instructions (warp-pair steps) later ([`regs`]), the temporary buffer is a per-warp-slot pair of
//! entries shared by all warp pairs, with the RTL's read quirk ([`tbuf`]).

pub mod alu;
pub mod regs;
pub mod tbuf;

use crate::encoding::{Insn, Space, Src};
use std::fmt;

pub const LANES: usize = 32;
/// Results, registers and the temporary buffer are 20 bits wide.
pub const MASK20: u32 = (1 << 20) - 1;
/// One value per lane, each a 20-bit pattern in the low bits.
pub type Vector = [u32; LANES];
/// Number of aofs/bofs index dimensions.
pub const DIMS: usize = 6;

/// Which behaviour to follow where isa30.md and the RTL differ.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Semantics {
    /// What the RTL does (the default; checked against the RTL vectors).
    #[default]
    Rtl,
    /// isa30.md where it differs from the RTL or defines more (101 interpolation); the RTL elsewhere.
    Doc,
}

/// The two warps of a warp pair.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Slot {
    Lo = 0,
    Hi = 1,
}

/// One issue of an instruction to the ALU.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Issue {
    pub pc: usize,
    pub pair_id: u32,
    pub aofs: [u32; DIMS],
    pub bofs: [u32; DIMS],
    pub slot: Slot,
}

/// Settings that are not part of an instruction.
#[derive(Clone, Debug)]
pub struct Config {
    /// Constant-LUT entries L0..L3 (20 bits are kept).
    pub lut: [i64; 4],
    /// Registers per warp pair (a 3-bit setting).
    pub reg_per_warp: u8,
    /// Per-lane sub-offsets added to bofs (`subofs[lane][dim]`), shifted left by `lo_order[dim]`.
    pub subofs: [[u32; DIMS]; LANES],
    pub lo_order: [u8; DIMS],
    /// Texture tables of isa30.md's 101 interpolation (doc semantics only): `tex_lut[rr][index]`.
    pub tex_lut: Vec<Vec<i64>>,
    pub semantics: Semantics,
    /// Value of never-written registers (the RTL's SRAM under Verilator starts at 0).
    pub reg_init: u32,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            lut: [0; 4],
            reg_per_warp: 1,
            subofs: [[0; DIMS]; LANES],
            lo_order: [0; DIMS],
            tex_lut: Vec::new(),
            semantics: Semantics::Rtl,
            reg_init: 0,
        }
    }
}

/// Where input vectors come from: one call per instruction that names I0 (or I1), in issue order.
pub trait InputStreams {
    fn next(&mut self, stream: u8, issue: &Issue) -> Result<[i16; LANES], String>;
}

/// An error that stops the simulation, naming the instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SimError {
    pub pc: usize,
    pub word: u32,
    pub kind: ErrorKind,
    pub message: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// The instruction's behaviour is not defined under the chosen semantics.
    Undefined,
    /// An input stream could not provide a vector.
    Input,
}

impl fmt::Display for SimError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut text = String::new();
        crate::syntax::format(&Insn::decode(self.word), &mut text);
        write!(f, "instruction {} `{}` ({:08x}): {}", self.pc, text, self.word, self.message)
    }
}

impl std::error::Error for SimError {}

/// The ALU with its state.
pub struct Machine {
    pub cfg: Config,
    regs: regs::RegFile,
    tbuf: tbuf::TempBuffer,
    last_slot: Option<Slot>,
    /// Lane operations executed (32 per issued instruction).
    pub lane_ops: u64,
    /// Input vectors consumed per stream.
    pub consumed: [u64; 2],
    /// The last issued instruction's result (20 bits a lane), for traces.
    pub result: Vector,
}

#[inline]
pub(crate) fn sext20(v: u32) -> i32 {
    ((v << 12) as i32) >> 12
}

impl Machine {
    pub fn new(cfg: Config) -> Self {
        let regs = regs::RegFile::new(cfg.reg_init & MASK20);
        Machine { cfg, regs, tbuf: tbuf::TempBuffer::default(), last_slot: None, lane_ops: 0, consumed: [0; 2], result: [0; LANES] }
    }

    /// Runs one issued instruction; returns the 16-bit lanes it writes to DRAM, if it writes.
    pub fn issue(
        &mut self,
        insn: &Insn,
        iss: &Issue,
        inputs: &mut dyn InputStreams,
    ) -> Result<Option<[i16; LANES]>, SimError> {
        let word = insn.encode();
        let err = |m: String| SimError { pc: iss.pc, word, kind: ErrorKind::Undefined, message: m };
        // A warp-pair step starts with its lo warp (or a hi warp not preceded by its lo).
        if iss.slot == Slot::Lo || self.last_slot != Some(Slot::Lo) {
            self.regs.step();
        }
        self.last_slot = Some(iss.slot);
        let doc = self.cfg.semantics == Semantics::Doc;

        // Operand stage: one vector per named input stream, the OR of the register numbers, the buffer.
        let mut input = [[0u32; LANES]; 2];
        for n in 0..2u8 {
            if insn.reads_input(n) {
                let v = inputs.next(n, iss).map_err(|m| SimError {
                    pc: iss.pc,
                    word,
                    kind: ErrorKind::Input,
                    message: format!("input stream I{n}: {m}"),
                })?;
                self.consumed[n as usize] += 1;
                for (d, s) in input[n as usize].iter_mut().zip(v) {
                    *d = s as i32 as u32 & MASK20;
                }
            }
        }
        let regno = insn.sources().iter().filter(|s| s.space == Space::Reg).fold(0u8, |acc, s| acc | s.index);
        let reads_reg = insn.sources().iter().any(|s| s.space == Space::Reg);
        let raddr = self.reg_addr(iss.pair_id, regno);
        let reg_val = if reads_reg { Some(self.regs.read(raddr, iss.slot)) } else { None };
        let quirk = !doc && insn.t;
        let fetch = |s: Src| -> Operand {
            match s.space {
                Space::Const => Operand::Splat(s.index as u32),
                Space::Lut => Operand::Splat(self.cfg.lut[s.index as usize & 3] as u32 & MASK20),
                Space::Input => Operand::Vec(input[s.index as usize & 1]),
                Space::Temp => Operand::Vec(*self.tbuf.read(iss.slot, s.index & 1, quirk)),
                Space::Reg => Operand::Vec(reg_val.unwrap_or([0; LANES])),
            }
        };
        let ops = [fetch(insn.a), fetch(insn.b), fetch(insn.c)];

        let mut res = [0u32; LANES];
        alu::execute(insn, &ops, iss, &self.cfg, &mut res).map_err(err)?;
        self.lane_ops += LANES as u64;
        self.result = res;

        // Write-back.
        if insn.r {
            let waddr = self.reg_addr(iss.pair_id, insn.w);
            self.regs.write(waddr, iss.slot, res);
        }
        if insn.t {
            self.tbuf.push(iss.slot, res);
        }
        if insn.dd < 3 {
            let sh = 2 * insn.dd as u32;
            let mut out = [0i16; LANES];
            for (o, r) in out.iter_mut().zip(res) {
                *o = (r >> sh) as u16 as i16;
            }
            return Ok(Some(out));
        }
        Ok(None)
    }

    fn reg_addr(&self, pair_id: u32, reg: u8) -> usize {
        ((pair_id as u64 * self.cfg.reg_per_warp as u64 + reg as u64) % regs::WORDS as u64) as usize
    }
}

/// A source operand's lane values: one value for all lanes, or a vector.
#[derive(Clone, Copy)]
pub enum Operand {
    Splat(u32),
    Vec(Vector),
}

impl Operand {
    #[inline(always)]
    pub fn lane(&self, i: usize) -> u32 {
        match self {
            Operand::Splat(v) => *v,
            Operand::Vec(v) => v[i],
        }
    }
}
