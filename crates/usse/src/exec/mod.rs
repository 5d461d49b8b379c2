//! The USSE interpreter: runs decoded instructions (their typed fields, never text) on the register
//! state of one invocation. One file per job: `state.rs` (register banks), `operand.rs` (how fields
//! name registers and vector components), `f16.rs` (half precision), `alu_f32.rs` (the float operations),
//! `vector.rs` (VMAD, VMAD2, V32NMAD/V16NMAD, VDP, VCOMP), `pack.rs` (VPCK), `mov.rs` (VMOV and its
//! conditional forms), `test.rs` (VTST, VTSTMSK), `dual.rs` (VDUAL3/VDUAL4 dual issue), `int.rs` (bitwise and integer
//! ALU, integer multiply-adds), `sop.rs` (SOP2, SOP2M, SOP3), `texture.rs` (textures and sampler
//! state), `sample.rs` (filtering and SMP), `memory.rs` (VLD, VST), `kill.rs`, `depth.rs` (DEPTHF),
//! `control.rs` (predicates, branches and calls, phases, ends).

pub mod alu_f32;
pub mod control;
pub mod depth;
pub mod dual;
pub mod f16;
pub mod fx10;
pub mod int;
pub mod kill;
pub mod memory;
pub mod observe;
pub mod mov;
pub mod operand;
pub mod pack;
pub mod sample;
pub mod sop;
pub mod state;
pub mod test;
pub mod texture;
pub mod vector;

pub use sample::sample;
pub use state::State;
pub use texture::{Address, Binding, Filter, Sampler, Texture};

use crate::Insn;

/// Why an instruction could not execute.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExecErr {
    /// An instruction, operand or mode the interpreter does not implement (what).
    Unsupported(String),
    /// A register number past its bank.
    Range(String),
    /// The program read an input register no one gave (its name).
    Unset(String),
    /// A load or store outside the memory image (the address).
    Memory(u32),
}

/// A failed run: where and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RunError {
    /// The instruction at byte address `pc` of the program failed.
    At {
        program: &'static str,
        pc: u64,
        err: ExecErr,
    },
    /// The step limit was reached (a runaway loop); `pc` is the instruction that would have run next.
    StepLimit {
        program: &'static str,
        pc: u64,
        steps: u64,
    },
}

impl std::fmt::Display for RunError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RunError::At { program, pc, err } => {
                write!(f, "{program} program at {pc:#x}: ")?;
                match err {
                    ExecErr::Unsupported(w) => write!(f, "unsupported: {w}"),
                    ExecErr::Range(r) => write!(f, "register {r} is out of range"),
                    ExecErr::Unset(r) => write!(f, "reads {r}, an input that was not given"),
                    ExecErr::Memory(a) => {
                        write!(f, "memory address {a:#x} is outside the memory image")
                    }
                }
            }
            RunError::StepLimit { program, pc, steps } => {
                write!(f, "{program} program: step limit of {steps} instructions reached at {pc:#x} (a runaway loop?)")
            }
        }
    }
}

impl std::error::Error for RunError {}

/// What a step does to the flow of the program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    /// The next instruction.
    Fall,
    /// The instruction at this index.
    Jump(usize),
    /// The program ends after this instruction.
    End,
}

/// Executes one instruction (its predicate already passed).
pub fn step(st: &mut State, insn: &Insn, secondary: bool, pc: usize) -> Result<Next, ExecErr> {
    let name = insn.format().name;
    match name {
        "VMAD2" => vector::vmad2(st, insn, secondary)?,
        "V32NMAD" | "V16NMAD" => vector::vnmad(st, insn, secondary)?,
        "VMAD" => vector::vmad(st, insn, secondary)?,
        "VDP" => vector::vdp(st, insn, secondary)?,
        "VCOMP" => vector::vcomp(st, insn, secondary)?,
        "VPCK" => pack::vpck(st, insn, secondary)?,
        "VMOV" | "VMOVC" => mov::vmov(st, insn, secondary)?,
        "VTST" | "VTSTMSK" => test::vtst(st, insn, secondary)?,
        "VDUAL3" | "VDUAL4" => dual::vdual(st, insn, secondary)?,
        "VBW" => int::vbw(st, insn, secondary)?,
        "LIMM" => int::limm(st, insn, secondary)?,
        "I8MAD" | "I16MAD" | "I32MAD" | "I32MAD2" => int::imad(st, insn, secondary)?,
        "SMP" => sample::smp(st, insn, secondary)?,
        "VLD" => memory::vld(st, insn, secondary)?,
        "VST" => memory::vst(st, insn, secondary)?,
        "SOP2" => sop::sop2(st, insn, secondary)?,
        "SOP2M" => sop::sop2m(st, insn, secondary)?,
        "SOP3" => sop::sop3(st, insn, secondary)?,
        "DEPTHF" => depth::depthf(st, insn, secondary)?,
        _ => return control::special(st, insn, pc),
    }
    Ok(control::end_of(insn))
}

/// The sources of a derivative instruction (the values its lanes share in a group).
fn derivative_sources(
    st: &State,
    insn: &Insn,
    secondary: bool,
) -> Result<Option<[[f32; 4]; 2]>, ExecErr> {
    match insn.format().name {
        "VTST" | "VTSTMSK" => test::sources(st, insn, secondary),
        "V32NMAD" | "V16NMAD" => vector::vnmad_sources(st, insn, secondary),
        _ => Ok(None),
    }
}

/// Runs a group of up to four invocations together (a quad: derivatives read the other lanes), each
/// instruction for every lane at the lowest program counter, until every lane has ended; at most
/// `max_steps` instructions. Returns the number of instructions issued.
pub fn run_group(
    states: &mut [State],
    code: &[Insn],
    program: &'static str,
    secondary: bool,
    max_steps: u64,
) -> Result<u64, RunError> {
    run_group_observed(states, code, program, secondary, max_steps, None)
}

/// [`run_group`], calling `observe` after each instruction issued to each invocation (a trace, a
/// profile); the state before it is kept only when there is an observer.
pub fn run_group_observed(
    states: &mut [State],
    code: &[Insn],
    program: &'static str,
    secondary: bool,
    max_steps: u64,
    mut observe: Option<&mut dyn FnMut(&observe::Step)>,
) -> Result<u64, RunError> {
    let mut pcs: Vec<Option<usize>> = states.iter().map(|_| Some(0)).collect();
    let mut steps = 0u64;
    while let Some(pc) = pcs.iter().flatten().copied().min() {
        if pc >= code.len() {
            break;
        }
        if steps >= max_steps {
            return Err(RunError::StepLimit {
                program,
                pc: pc as u64 * 8,
                steps,
            });
        }
        steps += 1;
        let insn = &code[pc];
        let at = |err| RunError::At {
            program,
            pc: pc as u64 * 8,
            err,
        };
        // A derivative: every lane's sources, read before any lane writes.
        let mut quad = [[[0.0f32; 4]; 2]; 4];
        let mut is_deriv = false;
        for (lane, st) in states.iter().enumerate().take(4) {
            if pcs[lane] == Some(pc) {
                if let Some(s) = derivative_sources(st, insn, secondary).map_err(at)? {
                    quad[lane] = s;
                    is_deriv = true;
                }
            }
        }
        for (lane, st) in states.iter_mut().enumerate() {
            if pcs[lane] != Some(pc) {
                continue;
            }
            st.quad = is_deriv.then_some((lane, quad));
            let before = observe.is_some().then(|| st.clone());
            let ran = control::predicate(st, insn).map_err(at)?;
            let next = if ran { step(st, insn, secondary, pc) } else { Ok(control::skipped(insn)) };
            st.quad = None;
            if let (Some(f), Some(before), true) = (observe.as_mut(), &before, next.is_ok()) {
                f(&observe::Step { program, pc, lane, ran, before, after: st });
            }
            pcs[lane] = match next.map_err(at)? {
                Next::Fall => Some(pc + 1).filter(|&p| p < code.len()),
                Next::Jump(t) => Some(t).filter(|&p| p < code.len()),
                Next::End => None,
            };
        }
    }
    Ok(steps)
}

/// Runs `code` from its first instruction until an instruction ends it or it runs off its end, at
/// most `max_steps` instructions. Returns the number executed.
pub fn run(
    st: &mut State,
    code: &[Insn],
    program: &'static str,
    secondary: bool,
    max_steps: u64,
) -> Result<u64, RunError> {
    run_observed(st, code, program, secondary, max_steps, None)
}

/// [`run`], calling `observe` after each instruction.
pub fn run_observed(
    st: &mut State,
    code: &[Insn],
    program: &'static str,
    secondary: bool,
    max_steps: u64,
    mut observe: Option<&mut dyn FnMut(&observe::Step)>,
) -> Result<u64, RunError> {
    let mut pc = 0usize;
    let mut steps = 0u64;
    while pc < code.len() {
        if steps >= max_steps {
            return Err(RunError::StepLimit {
                program,
                pc: pc as u64 * 8,
                steps,
            });
        }
        steps += 1;
        let insn = &code[pc];
        let at = |err| RunError::At {
            program,
            pc: pc as u64 * 8,
            err,
        };
        let before = observe.is_some().then(|| st.clone());
        let ran = control::predicate(st, insn).map_err(at)?;
        let next = if ran { step(st, insn, secondary, pc) } else { Ok(control::skipped(insn)) };
        if let (Some(f), Some(before), true) = (observe.as_mut(), &before, next.is_ok()) {
            f(&observe::Step { program, pc, lane: 0, ran, before, after: st });
        }
        match next.map_err(at)? {
            Next::Fall => pc += 1,
            Next::Jump(t) => pc = t,
            Next::End => break,
        }
    }
    Ok(steps)
}
