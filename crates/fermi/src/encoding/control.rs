//! Control flow (opcode class 7): branches and the reconvergence stack (`SSY`, `PBK`, `BRK`), `EXIT`,
//! indirect branches (`BRX`) and breakpoints (`BPT`).

use super::fields::*;
use crate::sem::Sem;
use gpuisa_core::BitField as B;
use gpuisa_engine::{Atom, Atom::*, Flow, ImmSpec, MemBaseSpec, MemSpec, Table, W};

/// Branch offset: signed 24 bits at 26, relative to the next instruction (printed as the address it
/// reaches).
static TARGET: ImmSpec = simm(26, 24);
/// Opcodes that take no guard: NVIDIA prints none when its field is zero.
pub const UNGUARDED: [u64; 4] = [op(0x18, 7), op(0x1a, 7), op(0x34, 7), op(0x14, 7) | 1 << 16];
/// `CC.T`: the condition code test, bits 5-9; 0xf is "true" and prints nothing except where noted.
static CC_T: u64 = 0xf << 5;
static UNIFORM: &Table = &[f(1 << 15, 1 << 15, &[W("U")]).sem(Sem::Uniform.t()), f(0, 1 << 15, &[])];
static BRXMEM: MemSpec =
    MemSpec { space: "c", bank: Some(B::new(42, 5)), base: MemBaseSpec::Reg(&SRC1), offset: Some(simm(26, 16)), postinc: false };

pub static CLASS7: &Table = &[
    f(op(0x10, 7) | CC_T, OPM | 0x1f << 5, &[W("BRA"), Sub(UNIFORM), Target(&TARGET)]).flow(Flow::BRANCH).sem(Sem::Bra.t()),
    f(op(0x20, 7) | CC_T, OPM | 0x1f << 5, &[W("EXIT")]).flow(Flow::EXIT).sem(Sem::Exit.t()),
    f(op(0x2a, 7) | CC_T, OPM | 0x1f << 5, &[W("BRK")]).flow(Flow::BREAK).sem(Sem::Brk.t()),
    f(op(0x24, 7) | CC_T, OPM | 0x1f << 5, &[W("RET")]).flow(Flow::RETURN).sem(Sem::Ret.t()),
    // Bit 14 set: the target is read from c[] (the form compilers emit; clear, it is a register plus
    // an immediate, which no listing shows).
    f(op(0x12, 7) | CC_T | 1 << 14, OPM | 0x1f << 5 | 1 << 14, &[W("BRX"), Mem(&BRXMEM)]).flow(Flow::INDIRECT).sem(Sem::Brx.t()),
];

// SSY, PBK and BPT have no guard; the root takes them (see `UNGUARDED`). Here, with a guard field,
// they print as `???`: a text of their own would read like the unguarded one.

pub static SSY: &[Atom] = &[W("SSY"), Target(&TARGET)];
pub static PBK: &[Atom] = &[W("PBK"), Target(&TARGET)];
/// CAL with bit 16 set, as compilers emit it (clear, its meaning is not known: `???`).
pub static CAL: &[Atom] = &[W("CAL"), Target(&TARGET)];
/// Breakpoints by bits 14-15 (envytools' names): DRAIN waits for outstanding memory accesses (compilers
/// put it before barriers); CAL, PAUSE and TRAP stop for a debugger.
pub static BPT: &[Atom] = &[W("BPT"), Sub(BPT_MODE), Imm(&uimm(26, 20))];
static BPT_MODE: &Table = &[
    f(0 << 14, 3 << 14, &[W("DRAIN")]).sem(Sem::BptDrain.t()),
    f(1 << 14, 3 << 14, &[W("CAL")]),
    f(2 << 14, 3 << 14, &[W("PAUSE")]),
    f(3 << 14, 3 << 14, &[W("TRAP")]),
];
/// PRET pushes a return address for a later RET (opcode 0x1e, envytools' `preret`).
pub static PRET: &[Atom] = &[W("PRET"), Target(&TARGET)];
