//! Predicates of long instructions: word 1 bits 7-11 choose a condition on the $c register named by
//! word 1 bits 12-13 (COND). "always" prints nothing; "never" does not read the register, so a non-zero
//! register field under it stays in the residual.

use crate::sem::{Sem as S, T};
use super::fields::COND;
use crate::engine::{Atom, Atom::*, Flow, Form, Table};

const FIELD: u64 = 0x1f << 39;

const fn p(code: u64, atoms: &'static [Atom]) -> Form {
    Form::new(code << 39, FIELD, atoms)
}

macro_rules! cond {
    ($code:expr, $name:expr, $sem:expr) => {
        p($code, &[Open, T($name, $sem), Reg(&COND), Close]).flow(Flow::GUARDED)
    };
}

pub static PRED: &Table = &[
    p(0x00, &[Open, T("never", S::CNever), Close]).flow(Flow::GUARDED),
    cond!(0x01, "l", S::CL),
    cond!(0x02, "e", S::CE),
    cond!(0x03, "le", S::CLe),
    cond!(0x04, "g", S::CG),
    cond!(0x05, "lg", S::CLg),
    cond!(0x06, "ge", S::CGe),
    cond!(0x07, "lge", S::CLge),
    cond!(0x08, "u", S::CU),
    cond!(0x09, "lu", S::CLu),
    cond!(0x0a, "eu", S::CEu),
    cond!(0x0b, "leu", S::CLeu),
    cond!(0x0c, "gu", S::CGu),
    cond!(0x0d, "lgu", S::CLgu),
    cond!(0x0e, "geu", S::CGeu),
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
