//! Fermi (sm_20) execution on the SIMT machine ([`gpuisa_simt`]): [`lower`] turns the description's
//! tagged instructions into [`op::Op`]s; [`FermiSim`] implements [`Semantics`] over them ([`int`],
//! [`float`], [`mem`], [`control`]); [`abi`] lays out constant bank 0 as the CUDA driver does.

pub mod abi;
pub mod atom;
pub mod control;
pub mod conv;
pub mod fast;
pub mod flags;
pub mod float;
pub mod fround;
pub mod int;
pub mod lower;
pub mod mem;
mod mem_fast;
pub mod op;
mod pair;
pub mod sampler;
pub mod simd;
pub mod surf;
pub mod tex;
pub mod texel;
pub mod video;

use crate::Fermi;
use gpuisa_simt::{Ctx, Fault, Flow, Program, Semantics, WarpPlace, WARP};
use op::{Op, Src, PT, RZ};

/// One warp's registers: 63 general registers (R63 is RZ) a lane, predicates and carries as lane masks.
pub struct Regs {
    pub r: Vec<[u32; WARP]>,
    /// P0..P7 (P7 is PT), bit `lane` set where true.
    pub p: [u32; 8],
    /// The condition code's carry flag, a lane mask.
    pub cc: u32,
    /// Its zero flag (the last `.CC` result was 0), a lane mask: `.X` comparisons chain on both.
    pub ccz: u32,
}

/// The semantics, with what the launch fixes.
#[derive(Default)]
pub struct FermiSim {
    /// Generic addresses of the shared and local windows ([`abi`]).
    pub shared_win: u32,
    pub local_win: u32,
    /// The textures TLD reads, by index: linear buffers in global memory ([`tex`]).
    pub textures: Vec<Option<tex::Texture>>,
    /// Images bound to texture indices (TEX, TLD, TLD4, TXQ; [`tex`]), where no linear buffer is.
    pub images: Vec<Option<std::sync::Arc<tex::Bound>>>,
    /// Sampler state by the sampler index TEX and TLD4 name (CUDA's default where none is given).
    pub samplers: Vec<sampler::Sampler>,
    /// Images bound to surface slots (SULD, SUST; [`surf`]).
    pub surfaces: Vec<Option<std::sync::Arc<surf::Surface>>>,
    /// Bytes of each thread's local memory that hold its stack ([`abi::stack_bytes`]): the last `stack`
    /// of the launch's `local_size`, seen at local addresses [`abi::STACK_TOP`]` - stack` to
    /// [`abi::STACK_TOP`]; the bytes before them (`.nv.local`) at 0 up ([`FermiSim::local_offset`]).
    pub stack: u64,
}

impl FermiSim {
    /// Where the `size` bytes at local address `a` lie in a thread's `local_size` bytes: the low part
    /// (`.nv.local`, `local_size - stack` bytes) at local address 0, the stack below [`abi::STACK_TOP`]
    /// (stored after the low part), as sm_20 splits local memory (`SR_LMemLoSz`, `SR_LMemHiOff`).
    /// `None` for an access outside both, such as a push past the bottom of the stack.
    pub fn local_offset(&self, a: u64, size: u32, local_size: usize) -> Option<u64> {
        let (size, total) = (size as u64, local_size as u64);
        let stack = self.stack.min(total);
        let low = total - stack;
        let end = a.checked_add(size)?;
        let bottom = abi::STACK_TOP as u64 - stack;
        if end <= low {
            Some(a)
        } else if stack > 0 && a >= bottom && end <= abi::STACK_TOP as u64 {
            Some(low + (a - bottom))
        } else {
            None
        }
    }
}

/// Loads `code` (sm_20 instructions: 8 bytes each, or 4 for the short forms, bit 3 of their first word
/// set): every instruction decoded and lowered, or an error naming the first that cannot run.
pub fn load(code: &[u8]) -> Result<Program<Op>, String> {
    if !code.len().is_multiple_of(4) {
        return Err(format!(
            "{} bytes of code: not a whole number of 4-byte words",
            code.len()
        ));
    }
    // Where each instruction starts, and its size.
    let mut starts = Vec::new();
    let mut a = 0;
    while a < code.len() {
        let w0 = u32::from_le_bytes(code[a..a + 4].try_into().unwrap_or_default());
        let size = if w0 & 8 != 0 { 4 } else { 8 };
        if a + size > code.len() {
            return Err(format!("{a:#06x}: an 8-byte instruction cut off by the end of the code"));
        }
        starts.push((a, size));
        a += size;
    }
    let mut map = vec![u32::MAX; code.len() / 4];
    for (i, &(a, _)) in starts.iter().enumerate() {
        map[a / 4] = i as u32;
    }
    let map: op::CodeMap = map.into();
    let fermi = Fermi::default();
    let end = code.len() as u64;
    let mut prog = Program {
        ops: Vec::new(),
        addrs: Vec::new(),
        texts: Default::default(),
        mnemonics: Vec::new(),
    };
    for &(a, size) in &starts {
        let addr = a as u64;
        let mut w = [0u8; 8];
        w[..size].copy_from_slice(&code[a..a + size]);
        let bits = u64::from_le_bytes(w);
        let mut text = String::new();
        fermi.disassemble_bits(bits, addr, &mut text);
        let insn = fermi.decode_bits(bits);
        if insn.has_unknown(crate::encoding::ROOT) {
            return Err(format!(
                "{addr:#06x}: `{text}` is not understood (bits {bits:016x})"
            ));
        }
        let mut op = lower::lower_at(&insn, addr, size as u64, end, &map)
            .map_err(|e| format!("{addr:#06x}: `{}`: {e}", text.trim()))?;
        op.fast = fast::plan(&op);
        let words = insn.words(crate::encoding::ROOT);
        prog.mnemonics.push(words.first().copied().unwrap_or("?"));
        prog.ops.push(op);
        prog.addrs.push(addr);
        prog.texts.push(text.trim().to_string());
    }
    Ok(prog)
}

/// Lanes of `m`, lowest first.
#[inline]
pub fn lanes(mut m: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if m == 0 {
            return None;
        }
        let l = m.trailing_zeros() as usize;
        m &= m - 1;
        Some(l)
    })
}

impl Regs {
    #[inline]
    pub fn get(&self, r: u8, lane: usize) -> u32 {
        if r == RZ {
            0
        } else {
            self.r[r as usize][lane]
        }
    }
    #[inline]
    pub fn set(&mut self, r: u8, lane: usize, v: u32) {
        if r != RZ {
            self.r[r as usize][lane] = v;
        }
    }
    /// Lanes where predicate `p` (negated when `neg`) holds.
    #[inline]
    pub fn pred(&self, p: u8, neg: bool) -> u32 {
        let m = if p >= PT {
            u32::MAX
        } else {
            self.p[p as usize]
        };
        if neg {
            !m
        } else {
            m
        }
    }
    pub fn set_pred(&mut self, p: u8, lanes: u32, v: u32) {
        if p < PT {
            self.p[p as usize] = self.p[p as usize] & !lanes | v & lanes;
        }
    }
}

/// Reads source `s` for `lane`.
#[inline]
pub fn src(ctx: &Ctx<'_, Regs>, s: Src, lane: usize) -> Result<u32, Fault> {
    Ok(match s {
        Src::None => 0,
        Src::R(r) => ctx.regs.get(r, lane),
        Src::Imm(v) => v,
        Src::C(bank, off) => ctx.mem.load_const(bank, off as u64, 4, lane as u32)? as u32,
    })
}

impl Semantics for FermiSim {
    type Op = Op;
    type Regs = Regs;

    fn new_regs(&self, _place: &WarpPlace) -> Regs {
        Regs {
            r: vec![[0; WARP]; 63],
            p: [0, 0, 0, 0, 0, 0, 0, u32::MAX],
            cc: 0,
            ccz: 0,
        }
    }

    fn joins(&self, _op: &Op) -> bool {
        false
    }

    fn barrier_done(&self, op: &Op, regs: &mut Regs, active: u32, r: &gpuisa_simt::BarResult) {
        control::barrier_done(op, regs, active, r);
    }

    fn exec(&self, op: &Op, ctx: &mut Ctx<'_, Regs>) -> Result<Flow, Fault> {
        use crate::sem::Sem::*;
        let m = ctx.active & ctx.regs.pred(op.guard, op.guard_neg);
        if op.fast != fast::Fast::No {
            fast::exec(op, op.fast, ctx, m)?;
            return Ok(if op.has(Sync) {
                Flow::Sync(m)
            } else {
                Flow::Next
            });
        }
        let flow = match op.kind {
            Bra | Exit | Brk | Ret | Ssy | Pbk | Cal | Bar | Pret | Bpt | Brx | Pcnt | Cont | Lepc => {
                return control::exec(op, ctx, m)
            }
            // MEMBAR orders a thread's memory accesses as others see them: the machine makes every
            // access at once, in program order, so every order MEMBAR asks for already holds. CCTL acts
            // on caches the machine does not have.
            Nop | Membar | Cctl => Flow::Next,
            F2f => {
                conv::exec(op, ctx, m)?;
                Flow::Next
            }
            Atom | Red => {
                atom::exec(self, op, ctx, m)?;
                Flow::Next
            }
            Ld | Ldu | St | Lds | Sts | Ldl | Stl | Ldc => {
                mem::exec(self, op, ctx, m)?;
                Flow::Next
            }
            LdLdu | LdsLdu => {
                pair::exec(self, op, ctx, m)?;
                Flow::Next
            }
            Tld | Tex | Tld4 | Txq => match tex::exec(self, op, ctx, m)? {
                Flow::Next => Flow::Next,
                other => return Ok(other),
            },
            Suld | Sust => match surf::exec(self, op, ctx, m)? {
                Flow::Next => Flow::Next,
                other => return Ok(other),
            },
            P2r | R2p => {
                flags::exec(op, ctx, m)?;
                Flow::Next
            }
            Dadd | Dmul | Dfma | Dsetp | Dmnmx | Dset => {
                float::exec_double(op, ctx, m)?;
                Flow::Next
            }
            Fadd | Fmul | Ffma | Fsetp | Fmnmx | Mufu | I2f | F2i | Fset | Fcmp => {
                float::exec(op, ctx, m)?;
                Flow::Next
            }
            _ => {
                int::exec(op, ctx, m)?;
                Flow::Next
            }
        };
        // `.S`: the lanes that ran it (its guard true) reach the sync point.
        Ok(if op.has(Sync) { Flow::Sync(m) } else { flow })
    }

    /// The registers `op` writes, as `R3=...` and `P0=...` (lanes where the predicate is true, a mask),
    /// the condition code a `.CC` sets, and a store's addresses and data (`g[ADDRS]=WORDS`).
    fn written(&self, op: &Op, regs: &Regs, active: u32, out: &mut String) {
        use crate::sem::Sem::*;
        if matches!(op.kind, St | Sts | Stl) {
            mem::trace_store(op, regs, active, out);
            return;
        }
        let (r, p) = match op.kind {
            Sust | Red | Nop | Bra | Exit | Brk | Ret | Ssy | Pbk | Cal | Bar | Pret
            | Bpt | Brx | R2p | Pcnt | Cont | Membar | Cctl => (0, false),
            Isetp | Fsetp | Dsetp | Psetp => (0, true),
            Vote => (1, true),
            Dadd | Dmul | Dfma | Dmnmx => (2, false),
            Ld | Ldu | Lds | Ldl | Ldc | Atom => (op.size.div_ceil(4) as usize, false),
            Tld | Tex | Tld4 | Txq => (op.size as usize, false),
            Suld => (op.size.div_ceil(4) as usize, false),
            LdLdu | LdsLdu => {
                if let Some(p) = &op.pair {
                    self.written(&p.0, regs, active, out);
                    self.written(&p.1, regs, active, out);
                }
                (0, false)
            }
            _ => (1, false),
        };
        for k in 0..r {
            let d = op.d as usize + k;
            if d < RZ as usize {
                gpuisa_simt::trace_values(out, &format!("R{d}"), active, |l| regs.r[d][l]);
            }
        }
        if p {
            for pd in [op.pd, op.pd2] {
                if pd != PT && (op.kind != Vote || pd == op.pd) {
                    use std::fmt::Write;
                    let _ = write!(out, " P{pd}={:08x}", regs.p[pd as usize & 7] & active);
                }
            }
        }
        if op.has(crate::sem::Sem::Cc) {
            // The condition code a `.CC` wrote: its carry and zero flags, lane masks as predicates print.
            use std::fmt::Write;
            let _ = write!(out, " CC.carry={:08x} CC.zero={:08x}", regs.cc & active, regs.ccz & active);
        }
    }
}
#[cfg(test)]
mod rig;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_atom;
#[cfg(test)]
mod tests_control;
#[cfg(test)]
mod tests_conv;
#[cfg(test)]
mod tests_pair;
#[cfg(test)]
mod tests_tex;
#[cfg(test)]
mod tests_sampler;
#[cfg(test)]
mod tests_surf;
#[cfg(test)]
mod tests_flags;
#[cfg(test)]
mod tests_flow;
#[cfg(test)]
mod tests_round;
#[cfg(test)]
mod tests_float;
#[cfg(test)]
mod tests_int;
#[cfg(test)]
mod tests_video;
#[cfg(test)]
mod tests_forms;
#[cfg(test)]
mod tests_short;
