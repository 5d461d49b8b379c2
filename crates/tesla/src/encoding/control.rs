//! Long control instructions (word 0 bits 0-1 = 3): branches, calls, returns, the divergence stack,
//! barriers, traps. Code addresses are absolute, in bytes. Every entry's mask includes the opcode bits
//! (word 0 bits 28-31); catch-all entries leave them to the residual.

use crate::sem::{Sem as S, T};
use super::fields::{BAR, BARMASK, CTARG, FCONST8};
use super::pred::PRED;
use crate::engine::{Atom::*, Flow, Form, Table, W};
use crate::engine::view::V::{A, As, Ref};
use crate::nvidia::tables::{BAR_NAME, LEAD, NO_GUARD};
use crate::variant::{feat, pt};

const fn f(value: u64, mask: u64, atoms: &'static [crate::engine::Atom]) -> Form {
    Form::new(value, mask, atoms)
}

/// Word 1 bit 6 (bit 38): a call limited by the call-limit counter.
static LIM: &Table = &[f(1 << 38, 1 << 38, &[W("lim")]), f(0, 1 << 38, &[])];
static BARINC: &Table = &[f(1 << 25, 1 << 25, &[T("inc", S::Inc)]).view(&[A(W("ARV"))]), f(0, 1 << 25, &[])];
static BARWAIT: &Table = &[f(1 << 26, 1 << 26, &[W("wait")]).view(&[A(W("WAIT"))]), f(0, 1 << 26, &[])];

/// Unknown control opcodes still show their predicate and target fields.
static UNKNOWN_ATOMS: [crate::engine::Atom; 3] = [Sub(PRED), Unknown, Target(&CTARG)];
const UNKNOWN: Form = f(0, 0, &UNKNOWN_ATOMS);

// call, breakaddr, joinat, quadon, quadpop, bar, trap, indirect bra and preret cannot be predicated:
// their predicate field is ignored by the hardware (envytools control.rst).
static DISCARD: &Table = &[f(0x00000000, 0xf0000000, &[Sub(PRED), W("discard")]).ptype(pt::FP).flow(Flow::EXIT), UNKNOWN];
static BRA: &Table = &[f(0x10000000, 0xf0000000, &[Sub(PRED), T("bra", S::Bra), Target(&CTARG)]).view(&[A(W("BRA")), As(0, Sub(LEAD)), Ref(2)]).flow(Flow::BRANCH)];
static CALL: &Table = &[f(0x20000000, 0xf0000000, &[Ignored(PRED), T("call", S::Call), Sub(LIM), Target(&CTARG)]).view(&[A(W("CAL")), A(W("NOINC")), As(0, Sub(NO_GUARD)), Ref(2), Ref(3)]).flow(Flow::CALL)];
static RET: &Table = &[f(0x30000000, 0xf0000000, &[Sub(PRED), T("ret", S::Ret)]).view(&[A(W("RET")), As(0, Sub(LEAD))]).flow(Flow::RETURN)];
static BREAKADDR: &Table = &[f(0x40000000, 0xf0000000, &[Ignored(PRED), T("breakaddr", S::BreakAddr), Target(&CTARG)]).view(&[A(W("PBK")), As(0, Sub(NO_GUARD)), Ref(2)]).flow(Flow::PUSH_BREAK)];
static BREAK: &Table = &[f(0x50000000, 0xf0000000, &[Sub(PRED), T("break", S::Break)]).view(&[A(W("BRK")), As(0, Sub(LEAD))]).flow(Flow::BREAK)];
static QUADON: &Table = &[f(0x60000000, 0xf0000000, &[Ignored(PRED), W("quadon")])];
static QUADPOP: &Table = &[f(0x70000000, 0xf0000000, &[Ignored(PRED), W("quadpop")])];
static BARRIER: &Table = &[
    f(0x80000000, 0xf0000000 | 1 << 46, &[Ignored(PRED), T("bar", S::Bar), Sub(BARINC), Sub(BARWAIT), Imm(&BAR), Imm(&BARMASK)])
        .view(&[A(W("BAR")), Ref(2), Ref(3), As(0, Sub(NO_GUARD)), As(4, Reg(&BAR_NAME)), Ref(5)]),
    f(0x80000000 | 1 << 46, 0xf0000000 | 1 << 46, &[Ignored(PRED), T("bar", S::Bar), Sub(BARINC), Sub(BARWAIT), Imm(&BAR), T("all", S::All)]),
];
static TRAP: &Table = &[f(0x90000000, 0xf0000000, &[Ignored(PRED), T("trap", S::Trap)]).view(&[A(W("TRAP")), As(0, Sub(NO_GUARD))]).flow(Flow::TRAP)];
static JOINAT: &Table = &[f(0xa0000000, 0xf0000000, &[Ignored(PRED), T("joinat", S::JoinAt), Target(&CTARG)]).view(&[A(W("SSY")), As(0, Sub(NO_GUARD)), Ref(2)]).flow(Flow::PUSH_SYNC)];
static BRKPT: &Table = &[f(0xb0000000, 0xf0000000, &[Sub(PRED), T("brkpt", S::Brkpt)]).view(&[A(W("BPT")), As(0, Sub(LEAD))]).feat(feat::SM11).flow(Flow::TRAP), UNKNOWN];
/// The indirect branch through c[]: in every variant, not GT215 only as envydis' tables have it (their
/// variants are marked unchecked): NVIDIA's compiler emits it for sm_13 (docs/tesla-envydis-differences.md).
static BRA_C: &Table = &[f(0xc0000000, 0xf0000000, &[Ignored(PRED), T("bra", S::Bra), Sub(LIM), Mem(&FCONST8)]).flow(Flow::INDIRECT)];
static PRERET: &Table = &[f(0xd0000000, 0xf0000000, &[Ignored(PRED), T("preret", S::PreRet), Sub(LIM), Target(&CTARG)]).view(&[A(W("PRET")), As(0, Sub(NO_GUARD)), Ref(2), Ref(3)]).feat(feat::D3D10_1), UNKNOWN];
static NONE: &Table = &[UNKNOWN];

/// Indexed by the primary opcode (word 0 bits 28-31).
pub static CONTROL: [&Table; 16] = [
    DISCARD, BRA, CALL, RET, BREAKADDR, BREAK, QUADON, QUADPOP, BARRIER, TRAP, JOINAT, BRKPT, BRA_C, PRERET,
    NONE, NONE,
];
