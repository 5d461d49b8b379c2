//! Predicates of long instructions: word 1 bits 7-11 choose a condition on the $c register named by
//! word 1 bits 12-13 (COND). "always" prints nothing; "never" does not read the register, so a non-zero
//! register field under it stays in the residual.

use super::fields::COND;
use crate::engine::{Atom, Atom::*, Flow, Form, Table, W};

const FIELD: u64 = 0x1f << 39;

const fn p(code: u64, atoms: &'static [Atom]) -> Form {
    Form::new(code << 39, FIELD, atoms)
}

macro_rules! cond {
    ($code:expr, $name:expr) => {
        p($code, &[Open, W($name), Reg(&COND), Close]).flow(Flow::GUARDED)
    };
}

pub static PRED: &Table = &[
    p(0x00, &[Open, W("never"), Close]).flow(Flow::GUARDED),
    cond!(0x01, "l"),
    cond!(0x02, "e"),
    cond!(0x03, "le"),
    cond!(0x04, "g"),
    cond!(0x05, "lg"),
    cond!(0x06, "ge"),
    cond!(0x07, "lge"),
    cond!(0x08, "u"),
    cond!(0x09, "lu"),
    cond!(0x0a, "eu"),
    cond!(0x0b, "leu"),
    cond!(0x0c, "gu"),
    cond!(0x0d, "lgu"),
    cond!(0x0e, "geu"),
    p(0x0f, &[]),
    cond!(0x10, "o"),
    cond!(0x11, "c"),
    cond!(0x12, "a"),
    cond!(0x13, "s"),
    cond!(0x1c, "ns"),
    cond!(0x1d, "na"),
    cond!(0x1e, "nc"),
    cond!(0x1f, "no"),
];
