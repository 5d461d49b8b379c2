//! Control flow (opcode class 7): branches and jumps (`BRA`, `BRX`, `JMP`, `JMX`), calls (`CAL`, `JCAL`),
//! the reconvergence stack (`SSY`, `PBK`, `PCNT`, `PRET`, `PLONGJMP` push; `.S`, `BRK`, `CONT`, `RET`,
//! `LONGJMP` pop), `EXIT`, `KIL`, `RTT`, `QUADON`/`QUADPOP` and breakpoints (`BPT`).
//!
//! The root hands the whole class to [`CONTROL`]: its operations read different parts of the word than
//! the other classes do. Like envytools' gf100 table they read the opcode in bits 59-63 (bit 58 is not
//! read: set, it is `???`), the guard in bits 10-13, the condition code test in bits 5-9 where the
//! operation has one, and bit 14 chooses a target read from c[] instead of an immediate one. The stack
//! operations take no guard: NVIDIA prints none when its field is zero (the field of the listings),
//! else the field as a guard, which execution refuses.

use super::fields::*;
use crate::sem::Sem;
use gpuisa_core::BitField as B;
use gpuisa_engine::{Atom, Atom::*, Flow, Form, ImmSpec, MemBaseSpec, MemSpec, Post, Pre, RegFile, RegShape, RegSpec, Table, W};

/// Branch offset: signed 24 bits at 26, relative to the next instruction (printed as the address it
/// reaches).
static TARGET: ImmSpec = simm(26, 24);
/// An absolute code address (`JMP`, `JMX`, `JCAL`): 32 bits at 26.
static ABS: ImmSpec = uimm(26, 32);
/// Breakpoint code (`BPT`): 20 bits at 26.
static BPT_CODE: ImmSpec = uimm(26, 20);
/// `c [bank] [offset]`: the bank in bits 42-46, a signed offset in bits 26-41; with source 1 as its base
/// for the indexed operations (`BRX`, `JMX`).
static CMEM: MemSpec = MemSpec { space: "c", bank: Some(B::new(42, 5)), base: MemBaseSpec::None, offset: Some(simm(26, 16)), postinc: false };
static CMEM_R: MemSpec = MemSpec { space: "c", bank: Some(B::new(42, 5)), base: MemBaseSpec::Reg(&SRC1), offset: Some(simm(26, 16)), postinc: false };

/// The opcode as this class reads it (bits 59-63 and the class, bits 0-2; the root reads bit 3).
const C5: u64 = 0x1f << 59 | 7;
/// The same with bit 14 (c[] or immediate).
const CM: u64 = C5 | 1 << 14;
const fn op7(hi: u64) -> u64 {
    op(hi, 7)
}

/// The condition code register of a test (`CC.LE`).
static CC: RegSpec = RegSpec { field: B::empty(), file: RegFile::C, shape: RegShape::Word };
/// A test of the condition code (bits 5-9), the first operand: nothing for `T` (always), else `CC.LT`
/// and the others (asfermi's names for NOP's test). Execution models none of them.
pub(super) static CC_T: &Table = &[
    f(0x0f << 5, 0x1f << 5, &[]),
    cc(0x00, &[Reg(&CC), Post(".F")]),
    cc(0x01, &[Reg(&CC), Post(".LT")]),
    cc(0x02, &[Reg(&CC), Post(".EQ")]),
    cc(0x03, &[Reg(&CC), Post(".LE")]),
    cc(0x04, &[Reg(&CC), Post(".GT")]),
    cc(0x05, &[Reg(&CC), Post(".NE")]),
    cc(0x06, &[Reg(&CC), Post(".GE")]),
    cc(0x07, &[Reg(&CC), Post(".NUM")]),
    cc(0x08, &[Reg(&CC), Post(".NAN")]),
    cc(0x09, &[Reg(&CC), Post(".LTU")]),
    cc(0x0a, &[Reg(&CC), Post(".EQU")]),
    cc(0x0b, &[Reg(&CC), Post(".LEU")]),
    cc(0x0c, &[Reg(&CC), Post(".GTU")]),
    cc(0x0d, &[Reg(&CC), Post(".NEU")]),
    cc(0x0e, &[Reg(&CC), Post(".GEU")]),
    cc(0x10, &[Reg(&CC), Post(".OFF")]),
    cc(0x11, &[Reg(&CC), Post(".LO")]),
    cc(0x12, &[Reg(&CC), Post(".SFF")]),
    cc(0x13, &[Reg(&CC), Post(".LS")]),
    cc(0x14, &[Reg(&CC), Post(".HI")]),
    cc(0x15, &[Reg(&CC), Post(".SFT")]),
    cc(0x16, &[Reg(&CC), Post(".HS")]),
    cc(0x17, &[Reg(&CC), Post(".OFT")]),
];
const fn cc(v: u64, atoms: &'static [Atom]) -> Form {
    f(v << 5, 0x1f << 5, atoms).flow(Flow::GUARDED).sem(Sem::Unmodelled.t())
}
/// The guard field of the stack operations, which the hardware does not read (envytools): none for a
/// zero field, as NVIDIA prints them, else the field as a guard (`@!P0`, `@pt`).
static NO_GUARD: &Table = &[f(0, 0xf << 10, &[]), f(0, 0, &[Pre("@"), Sub(pnot!(13)), Reg(&GUARD_P)]).sem(Sem::Unmodelled.t())];

/// `.U` (bit 15): the branch is taken only when every active thread takes it (envytools' `allwarp`).
static UNIFORM: &Table = &[f(1 << 15, 1 << 15, &[W("U")]).sem(Sem::Uniform.t()), f(0, 1 << 15, &[])];
/// `.LMT` (bit 16) on branches and jumps (asfermi; envytools' `lim`).
static LMT: &Table = &[f(1 << 16, 1 << 16, &[W("LMT")]).sem(Sem::Unmodelled.t()), f(0, 1 << 16, &[])];
/// `.NOINC` on calls and PRET: bit 16 clear (asfermi, Multi2Sim; compilers set it).
static NOINC: &Table = &[f(0, 1 << 16, &[W("NOINC")]).sem(Sem::Unmodelled.t()), f(1 << 16, 1 << 16, &[])];
/// A target relative to the next instruction, or (bit 14) read from c[].
static REL: &Table = &[f(0, 1 << 14, &[Target(&TARGET)]), f(1 << 14, 1 << 14, &[Mem(&CMEM)]).flow(Flow::INDIRECT).sem(Sem::Unmodelled.t())];
/// `RTT.TERMINATE` (bit 14; envytools' `terminate`).
static TERMINATE: &Table = &[f(1 << 14, 1 << 14, &[W("TERMINATE")]), f(0, 1 << 14, &[])];
/// Breakpoints by bits 14-15 (envytools' names): DRAIN waits for outstanding memory accesses (compilers
/// put it before barriers); CAL, PAUSE and TRAP stop for a debugger.
static BPT_MODE: &Table = &[
    f(0 << 14, 3 << 14, &[W("DRAIN")]).sem(Sem::BptDrain.t()),
    f(1 << 14, 3 << 14, &[W("CAL")]),
    f(2 << 14, 3 << 14, &[W("PAUSE")]),
    f(3 << 14, 3 << 14, &[W("TRAP")]),
];

/// Class 7 (the root hands over the whole class, guard included).
pub static CONTROL: &Table = &[
    // Guarded, with a condition code test.
    f(op7(0x10), C5, &[Sub(GUARD), W("BRA"), Sub(UNIFORM), Sub(LMT), Sub(CC_T), Sub(REL)]).flow(Flow::BRANCH).sem(Sem::Bra.t()),
    f(op7(0x20), C5, &[Sub(GUARD), W("EXIT"), Sub(CC_T)]).flow(Flow::EXIT).sem(Sem::Exit.t()),
    f(op7(0x2a), C5, &[Sub(GUARD), W("BRK"), Sub(CC_T)]).flow(Flow::BREAK).sem(Sem::Brk.t()),
    f(op7(0x24), C5, &[Sub(GUARD), W("RET"), Sub(CC_T)]).flow(Flow::RETURN).sem(Sem::Ret.t()),
    f(op7(0x2c), C5, &[Sub(GUARD), W("CONT"), Sub(CC_T)]).flow(Flow::CONT),
    f(op7(0x22), C5, &[Sub(GUARD), W("LONGJMP"), Sub(CC_T)]).flow(Flow::INDIRECT),
    f(op7(0x26), C5, &[Sub(GUARD), W("KIL"), Sub(CC_T)]).flow(Flow::EXIT),
    // Bit 14 set: the target is read from c[] (the form compilers emit); clear, a register plus an
    // immediate.
    f(op7(0x12) | 1 << 14, CM, &[Sub(GUARD), W("BRX"), Sub(LMT), Sub(CC_T), Mem(&CMEM_R)]).flow(Flow::INDIRECT).sem(Sem::Brx.t()),
    f(op7(0x12), CM, &[Sub(GUARD), W("BRX"), Sub(LMT), Sub(CC_T), Reg(&SRC1), Target(&TARGET)]).flow(Flow::INDIRECT),
    f(op7(0x00), CM, &[Sub(GUARD), W("JMP"), Sub(UNIFORM), Sub(LMT), Sub(CC_T), Imm(&ABS)]).flow(Flow::BRANCH),
    f(op7(0x00) | 1 << 14, CM, &[Sub(GUARD), W("JMP"), Sub(UNIFORM), Sub(LMT), Sub(CC_T), Mem(&CMEM)]).flow(Flow::INDIRECT),
    f(op7(0x02), CM, &[Sub(GUARD), W("JMX"), Sub(LMT), Sub(CC_T), Reg(&SRC1), Imm(&ABS)]).flow(Flow::INDIRECT),
    f(op7(0x02) | 1 << 14, CM, &[Sub(GUARD), W("JMX"), Sub(LMT), Sub(CC_T), Mem(&CMEM_R)]).flow(Flow::INDIRECT),
    // Unguarded.
    f(op7(0x14), CM, &[Sub(NO_GUARD), W("CAL"), Sub(NOINC), Target(&TARGET)]).flow(Flow::CALL).sem(Sem::Cal.t()),
    f(op7(0x14) | 1 << 14, CM, &[Sub(NO_GUARD), W("CAL"), Sub(NOINC), Mem(&CMEM)]).flow(Flow::CALL),
    f(op7(0x04), CM, &[Sub(NO_GUARD), W("JCAL"), Sub(NOINC), Imm(&ABS)]).flow(Flow::CALL),
    f(op7(0x04) | 1 << 14, CM, &[Sub(NO_GUARD), W("JCAL"), Sub(NOINC), Mem(&CMEM)]).flow(Flow::CALL),
    f(op7(0x18), C5, &[Sub(NO_GUARD), W("SSY"), Sub(REL)]).flow(Flow::PUSH_SYNC).sem(Sem::Ssy.t()),
    f(op7(0x1a), C5, &[Sub(NO_GUARD), W("PBK"), Sub(REL)]).flow(Flow::PUSH_BREAK).sem(Sem::Pbk.t()),
    f(op7(0x1c), C5, &[Sub(NO_GUARD), W("PCNT"), Sub(REL)]).flow(Flow::PUSH_CONT),
    // PRET pushes a return address for a later RET. Bit 16 prints as on branches, `.LMT` (envytools'
    // `lim` on both); asfermi reads it as on calls (set by compilers, `.NOINC` when clear), which would
    // print this description's `PRET` as `PRET.NOINC` (docs: notes of issue 22).
    f(op7(0x1e), C5, &[Sub(NO_GUARD), W("PRET"), Sub(LMT), Sub(REL)]).sem(Sem::Pret.t()),
    f(op7(0x16), C5, &[Sub(NO_GUARD), W("PLONGJMP"), Sub(REL)]),
    f(op7(0x28), C5, &[Sub(NO_GUARD), W("RTT"), Sub(TERMINATE)]).flow(Flow::RETURN),
    f(op7(0x30), C5, &[Sub(NO_GUARD), W("QUADON")]),
    f(op7(0x32), C5, &[Sub(NO_GUARD), W("QUADPOP")]),
    f(op7(0x34), C5, &[Sub(NO_GUARD), W("BPT"), Sub(BPT_MODE), Imm(&BPT_CODE)]).flow(Flow::TRAP).sem(Sem::Bpt.t()),
    // Other opcodes: as envytools, nothing past bits 0-3 is read. `??? ???` (then the residual) tells
    // the text from that of an unknown guarded word of another class whose guard is `pt` (`??? ???[...]`),
    // which would otherwise read back as this class with a zero guard field.
    f(0, 0, &[Unknown, Unknown]),
];

/// The classes' table for class 7: empty, the root takes the class before it dispatches (see
/// [`CONTROL`]).
pub static CLASS7: &Table = &[];
