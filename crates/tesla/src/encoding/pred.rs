//! Predicates of long instructions: word 1 bits 7-11 choose a condition on the $c register named by
//! word 1 bits 12-13 (COND). "always" prints nothing; "never" does not read the register, so a non-zero
//! register field under it stays in the residual.

use crate::sem::{Sem as S, T};
use super::fields::COND;
use crate::engine::{Atom, Atom::*, Flow, Form, Post, Table, W};
use crate::engine::view::V::{A, Ref};

const FIELD: u64 = 0x1f << 39;

const fn p(code: u64, atoms: &'static [Atom]) -> Form {
    Form::new(code << 39, FIELD, atoms)
}

/// NVIDIA's text (the guard after the first operand): `(C1.LT)`.
macro_rules! cond {
    ($code:expr, $name:expr, $sem:expr, $nv:expr) => {
        p($code, &[Open, T($name, $sem), Reg(&COND), Close]).flow(Flow::GUARDED).view(&[A(Open), Ref(2), A(Post($nv)), A(Close)])
    };
    ($code:expr, $name:expr, $sem:expr) => {
        p($code, &[Open, T($name, $sem), Reg(&COND), Close]).flow(Flow::GUARDED)
    };
}

pub static PRED: &Table = &[
    // NVIDIA's `never` names C0 (compilers leave the register field zero).
    p(0x00, &[Open, T("never", S::CNever), Close]).flow(Flow::GUARDED).view(&[A(Open), A(W("C0")), A(Post(".FL")), A(Close)]),
    cond!(0x01, "l", S::CL, ".LT"),
    cond!(0x02, "e", S::CE, ".EQ"),
    cond!(0x03, "le", S::CLe, ".LE"),
    cond!(0x04, "g", S::CG, ".GT"),
    cond!(0x05, "lg", S::CLg, ".NE"),
    cond!(0x06, "ge", S::CGe, ".GE"),
    cond!(0x07, "lge", S::CLge, ".NUM"),
    cond!(0x08, "u", S::CU, ".NAN"),
    cond!(0x09, "lu", S::CLu, ".LTU"),
    cond!(0x0a, "eu", S::CEu, ".EQU"),
    cond!(0x0b, "leu", S::CLeu, ".LEU"),
    cond!(0x0c, "gu", S::CGu, ".GTU"),
    cond!(0x0d, "lgu", S::CLgu, ".NEU"),
    cond!(0x0e, "geu", S::CGeu, ".GEU"),
    p(0x0f, &[]),
    cond!(0x10, "o", S::CO),
    cond!(0x11, "c", S::CC),
    cond!(0x12, "a", S::CA),
    cond!(0x13, "s", S::CS),
    cond!(0x1c, "ns", S::CNs),
    cond!(0x1d, "na", S::CNa),
    cond!(0x1e, "nc", S::CNc),
    cond!(0x1f, "no", S::CNo),
];
