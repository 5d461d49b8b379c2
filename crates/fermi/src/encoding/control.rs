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
use crate::envy::{self, fields as ef};
use gpuisa_engine::view::V::{self, *};
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
    cct(Sem::CcF, 0x00, &[Reg(&CC), Post(".F")], &[A(W("never")), Ref(0)]),
    cc(0x01, &[Reg(&CC), Post(".LT")], &[A(W("l")), Ref(0)]),
    cc(0x02, &[Reg(&CC), Post(".EQ")], &[A(W("e")), Ref(0)]),
    cc(0x03, &[Reg(&CC), Post(".LE")], &[A(W("le")), Ref(0)]),
    cc(0x04, &[Reg(&CC), Post(".GT")], &[A(W("g")), Ref(0)]),
    cct(Sem::CcNe, 0x05, &[Reg(&CC), Post(".NE")], &[A(W("lg")), Ref(0)]),
    cc(0x06, &[Reg(&CC), Post(".GE")], &[A(W("ge")), Ref(0)]),
    cc(0x07, &[Reg(&CC), Post(".NUM")], &[A(W("lge")), Ref(0)]),
    cc(0x08, &[Reg(&CC), Post(".NAN")], &[A(W("u")), Ref(0)]),
    cc(0x09, &[Reg(&CC), Post(".LTU")], &[A(W("lu")), Ref(0)]),
    cct(Sem::CcEqu, 0x0a, &[Reg(&CC), Post(".EQU")], &[A(W("eu")), Ref(0)]),
    cc(0x0b, &[Reg(&CC), Post(".LEU")], &[A(W("leu")), Ref(0)]),
    cc(0x0c, &[Reg(&CC), Post(".GTU")], &[A(W("gu")), Ref(0)]),
    cc(0x0d, &[Reg(&CC), Post(".NEU")], &[A(W("lgu")), Ref(0)]),
    cc(0x0e, &[Reg(&CC), Post(".GEU")], &[A(W("geu")), Ref(0)]),
    cc(0x10, &[Reg(&CC), Post(".OFF")], &[A(W("no")), Ref(0)]),
    cct(Sem::CcLo, 0x11, &[Reg(&CC), Post(".LO")], &[A(W("nc")), Ref(0)]),
    cc(0x12, &[Reg(&CC), Post(".SFF")], &[A(W("ns")), Ref(0)]),
    cct(Sem::CcLs, 0x13, &[Reg(&CC), Post(".LS")], &[A(W("na")), Ref(0)]),
    cct(Sem::CcHi, 0x14, &[Reg(&CC), Post(".HI")], &[A(W("a")), Ref(0)]),
    cc(0x15, &[Reg(&CC), Post(".SFT")], &[A(W("s")), Ref(0)]),
    cct(Sem::CcHs, 0x16, &[Reg(&CC), Post(".HS")], &[A(W("c")), Ref(0)]),
    cc(0x17, &[Reg(&CC), Post(".OFT")], &[A(W("o")), Ref(0)]),
];
const fn cc(v: u64, atoms: &'static [Atom], envydis: &'static [V]) -> Form {
    f(v << 5, 0x1f << 5, atoms).flow(Flow::GUARDED).sem(Sem::Unmodelled.t()).view(envydis)
}
/// A test execution runs: it reads only the zero and carry flags.
const fn cct(t: Sem, v: u64, atoms: &'static [Atom], envydis: &'static [V]) -> Form {
    f(v << 5, 0x1f << 5, atoms).flow(Flow::GUARDED).sem(t.t()).view(envydis)
}
/// The guard field of the stack operations, which the hardware does not read (envytools): none for a
/// zero field, as NVIDIA prints them, else the field as a guard (`@!P0`, `@pt`).
static NO_GUARD: &Table = &[f(0, 0xf << 10, &[]), f(0, 0, &[Pre("@"), Sub(pnot!(13)), Reg(&GUARD_P)]).sem(Sem::Unmodelled.t())];

/// `.U` (bit 15): the branch is taken only when every active thread takes it (envytools' `allwarp`).
static UNIFORM: &Table = &[f(1 << 15, 1 << 15, &[W("U")]).sem(Sem::Uniform.t()).view(&[A(W("allwarp"))]), f(0, 1 << 15, &[])];
/// `.LMT` (bit 16) on branches and jumps (asfermi; envytools' `lim`).
static LMT: &Table = &[f(1 << 16, 1 << 16, &[W("LMT")]).sem(Sem::Unmodelled.t()).view(LIM), f(0, 1 << 16, &[])];
/// envydis' name of bit 16, on branches and calls alike.
const LIM: &[V] = &[A(W("lim"))];
/// `.NOINC` on calls and PRET: bit 16 clear (asfermi, Multi2Sim; compilers set it).
static NOINC: &Table = &[f(0, 1 << 16, &[W("NOINC")]).sem(Sem::Unmodelled.t()).view(&[]), f(1 << 16, 1 << 16, &[]).view(LIM)];
/// A target relative to the next instruction, or (bit 14) read from c[].
static REL: &Table = &[
    f(0, 1 << 14, &[Target(&TARGET)]).view(&[As(0, Target(&ef::CTARG))]),
    f(1 << 14, 1 << 14, &[Mem(&CMEM)]).flow(Flow::INDIRECT).view(&[A(W("pcrel")), Ref(0)]),
];
/// `RTT.TERMINATE` (bit 14; envytools' `terminate`).
static TERMINATE: &Table = &[f(1 << 14, 1 << 14, &[W("TERMINATE")]).view(&[A(W("terminate"))]), f(0, 1 << 14, &[])];
/// Breakpoints by bits 14-15 (envytools' names): DRAIN waits for outstanding memory accesses (compilers
/// put it before barriers); CAL, PAUSE and TRAP stop for a debugger.
static BPT_MODE: &Table = &[
    f(0 << 14, 3 << 14, &[W("DRAIN")]).sem(Sem::BptDrain.t()).view(&[A(W("drain"))]),
    f(1 << 14, 3 << 14, &[W("CAL")]).view(&[A(W("cal"))]),
    f(2 << 14, 3 << 14, &[W("PAUSE")]).view(&[A(W("pause"))]),
    f(3 << 14, 3 << 14, &[W("TRAP")]).view(&[A(W("trap"))]),
];

/// Class 7 (the root hands over the whole class, guard included).
pub static CONTROL: &Table = &[
    // Guarded, with a condition code test.
    f(op7(0x10), C5, &[Sub(GUARD), W("BRA"), Sub(UNIFORM), Sub(LMT), Sub(CC_T), Sub(REL)]).flow(Flow::BRANCH)
        .view(&[As(0, Sub(envy::PRED_T)), Ref(4), A(W("bra")), Ref(3), Ref(2), Ref(5)]),
    f(op7(0x20), C5, &[Sub(GUARD), W("EXIT"), Sub(CC_T)]).flow(Flow::EXIT)
        .view(&[As(0, Sub(envy::PRED_T)), Ref(2), A(W("exit"))]),
    f(op7(0x2a), C5, &[Sub(GUARD), W("BRK"), Sub(CC_T)]).flow(Flow::BREAK)
        .view(&[As(0, Sub(envy::PRED_T)), Ref(2), A(W("brk"))]),
    f(op7(0x24), C5, &[Sub(GUARD), W("RET"), Sub(CC_T)]).flow(Flow::RETURN)
        .view(&[As(0, Sub(envy::PRED_T)), Ref(2), A(W("ret"))]),
    f(op7(0x2c), C5, &[Sub(GUARD), W("CONT"), Sub(CC_T)]).flow(Flow::CONT)
        .view(&[As(0, Sub(envy::PRED_T)), Ref(2), A(W("cont"))]),
    f(op7(0x22), C5, &[Sub(GUARD), W("LONGJMP"), Sub(CC_T)]).flow(Flow::INDIRECT)
        .view(&[As(0, Sub(envy::PRED_T)), Ref(2), A(W("longjmp"))]),
    f(op7(0x26), C5, &[Sub(GUARD), W("KIL"), Sub(CC_T)]).flow(Flow::EXIT)
        .view(&[As(0, Sub(envy::PRED_T)), Ref(2), A(W("discard"))]),
    // Bit 14 set: the target is read from c[] (the form compilers emit); clear, a register plus an
    // immediate.
    f(op7(0x12) | 1 << 14, CM, &[Sub(GUARD), W("BRX"), Sub(LMT), Sub(CC_T), Mem(&CMEM_R)]).flow(Flow::INDIRECT)
        .view(&[As(0, Sub(envy::PRED_T)), Ref(3), A(W("bra")), Ref(2), A(W("pcrel")), Ref(4)]),
    f(op7(0x12), CM, &[Sub(GUARD), W("BRX"), Sub(LMT), Sub(CC_T), Reg(&SRC1), Target(&TARGET)]).flow(Flow::INDIRECT)
        .view(&[As(0, Sub(envy::PRED_T)), Ref(3), A(W("bra")), Ref(2), Ref(4), As(5, Target(&ef::NTARG))]),
    f(op7(0x00), CM, &[Sub(GUARD), W("JMP"), Sub(UNIFORM), Sub(LMT), Sub(CC_T), Imm(&ABS)]).flow(Flow::BRANCH)
        .view(&[As(0, Sub(envy::PRED_T)), Ref(4), A(W("bra")), Ref(3), Ref(2), A(W("abs")), Ref(5)]),
    f(op7(0x00) | 1 << 14, CM, &[Sub(GUARD), W("JMP"), Sub(UNIFORM), Sub(LMT), Sub(CC_T), Mem(&CMEM)]).flow(Flow::INDIRECT)
        .view(&[As(0, Sub(envy::PRED_T)), Ref(4), A(W("bra")), Ref(3), Ref(2), Ref(5)]),
    f(op7(0x02), CM, &[Sub(GUARD), W("JMX"), Sub(LMT), Sub(CC_T), Reg(&SRC1), Imm(&ABS)]).flow(Flow::INDIRECT)
        .view(&[As(0, Sub(envy::PRED_T)), Ref(3), A(W("bra")), Ref(2), Ref(4), A(W("abs")), Ref(5)]),
    f(op7(0x02) | 1 << 14, CM, &[Sub(GUARD), W("JMX"), Sub(LMT), Sub(CC_T), Mem(&CMEM_R)]).flow(Flow::INDIRECT)
        .view(&[As(0, Sub(envy::PRED_T)), Ref(3), A(W("bra")), Ref(2), Ref(4)]),
    // Unguarded.
    f(op7(0x14), CM, &[Sub(NO_GUARD), W("CAL"), Sub(NOINC), Target(&TARGET)]).flow(Flow::CALL)
        .view(&[As(0, Ignored(envy::PRED_T)), A(W("call")), Ref(2), As(3, Target(&ef::CTARG))]),
    f(op7(0x14) | 1 << 14, CM, &[Sub(NO_GUARD), W("CAL"), Sub(NOINC), Mem(&CMEM)]).flow(Flow::CALL)
        .view(&[As(0, Ignored(envy::PRED_T)), A(W("call")), Ref(2), A(W("pcrel")), Ref(3)]),
    f(op7(0x04), CM, &[Sub(NO_GUARD), W("JCAL"), Sub(NOINC), Imm(&ABS)]).flow(Flow::CALL)
        .view(&[As(0, Ignored(envy::PRED_T)), A(W("call")), Ref(2), A(W("abs")), Ref(3)]),
    f(op7(0x04) | 1 << 14, CM, &[Sub(NO_GUARD), W("JCAL"), Sub(NOINC), Mem(&CMEM)]).flow(Flow::CALL)
        .view(&[As(0, Ignored(envy::PRED_T)), A(W("call")), Ref(2), Ref(3)]),
    f(op7(0x18), C5, &[Sub(NO_GUARD), W("SSY"), Sub(REL)]).flow(Flow::PUSH_SYNC)
        .view(&[As(0, Ignored(envy::PRED_T)), A(W("joinat")), Ref(2)]),
    f(op7(0x1a), C5, &[Sub(NO_GUARD), W("PBK"), Sub(REL)]).flow(Flow::PUSH_BREAK)
        .view(&[As(0, Ignored(envy::PRED_T)), A(W("prebrk")), Ref(2)]),
    f(op7(0x1c), C5, &[Sub(NO_GUARD), W("PCNT"), Sub(REL)]).flow(Flow::PUSH_CONT)
        .view(&[As(0, Ignored(envy::PRED_T)), A(W("precont")), Ref(2)]),
    // PRET pushes a return address for a later RET. Bit 16 prints as on branches, `.LMT` (envytools'
    // `lim` on both); asfermi reads it as on calls (set by compilers, `.NOINC` when clear), which would
    // print this description's `PRET` as `PRET.NOINC` (docs: notes of issue 22).
    f(op7(0x1e), C5, &[Sub(NO_GUARD), W("PRET"), Sub(LMT), Sub(REL)])
        .view(&[As(0, Ignored(envy::PRED_T)), A(W("preret")), Ref(2), Ref(3)]),
    f(op7(0x16), C5, &[Sub(NO_GUARD), W("PLONGJMP"), Sub(REL)])
        .view(&[As(0, Ignored(envy::PRED_T)), A(W("prelongjmp")), Ref(2)]),
    f(op7(0x28), C5, &[Sub(NO_GUARD), W("RTT"), Sub(TERMINATE)]).flow(Flow::RETURN)
        .view(&[As(0, Ignored(envy::PRED_T)), A(W("rtt")), Ref(2)]),
    f(op7(0x30), C5, &[Sub(NO_GUARD), W("QUADON")])
        .view(&[As(0, Ignored(envy::PRED_T)), A(W("quadon"))]),
    f(op7(0x32), C5, &[Sub(NO_GUARD), W("QUADPOP")])
        .view(&[As(0, Ignored(envy::PRED_T)), A(W("quadpop"))]),
    f(op7(0x34), C5, &[Sub(NO_GUARD), W("BPT"), Sub(BPT_MODE), Imm(&BPT_CODE)]).flow(Flow::TRAP)
        .view(&[As(0, Ignored(envy::PRED_T)), A(W("bpt")), Ref(2), Ref(3)]),
    // Other opcodes: as envytools, nothing past bits 0-3 is read. `??? ???` (then the residual) tells
    // the text from that of an unknown guarded word of another class whose guard is `pt` (`??? ???[...]`),
    // which would otherwise read back as this class with a zero guard field.
    f(0, 0, &[Unknown, Unknown])
        .view(&[A(Unknown)]),
];

/// The classes' table for class 7: empty, the root takes the class before it dispatches (see
/// [`CONTROL`]).
pub static CLASS7: &Table = &[];
