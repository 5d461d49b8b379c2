//! envytools' envydis syntax for Fermi (GF100) as a view of the one description ([`crate::encoding`]):
//! each NVIDIA entry spells itself in envydis' words and operand order (`.view(...)`, see
//! [`gpuisa_engine::view`]), and [`root`] derives envydis' tables from them once. What stays here is
//! envydis' own reading order and root (`join` before the guard, the 64-bit `exit` and `ret` before the
//! 32-bit forms), envydis' guard and condition code tests, the few bit splits envydis makes differently
//! from NVIDIA (a `set`'s combining predicate, `min`/`max`, `add`/`sub`/`subr` from two negation bits),
//! and the tables of classes not yet moved onto views. Operand specs that print otherwise are in
//! [`fields`]; the notation is [`notation::EnvyFermi`].
//!
//! Where envydis reads bits without printing them (the predicate of `call` and the other stack
//! operations), the tables read them with [`gpuisa_engine::Atom::Ignored`]: the exact-envydis syntax leaves them out and
//! the lossless one prints them. Bits no entry reads are the residual, printed `???[0x...]` by the lossless
//! syntax only.

#![allow(clippy::identity_op, clippy::erasing_op, clippy::eq_op, clippy::unusual_byte_groupings)]

pub mod fields;
pub(crate) mod lduld;
pub(crate) mod prefixes;
pub mod notation;

use fields::*;
use gpuisa_core::BitField as B;
use gpuisa_engine::{Atom::*, Flow, Table, W};

// ---------------------------------------------------------------------------------------------------
// envydis' guard and condition code tests.

/// The guard predicate: none for `$p7`, `never` for `not $p7`.
pub static PRED_T: &Table = &[
    f(0x1c00, 0x3c00, &[]),
    f(0x3c00, 0x3c00, &[W("never")]).flow(Flow::GUARDED),
    f(0, 0x2000, &[Reg(&PRED)]).flow(Flow::GUARDED),
    f(0x2000, 0x2000, &[Open, W("not"), Reg(&PRED), Close]).flow(Flow::GUARDED),
];
/// The condition code test (bits 5-9); 0xf (true) prints nothing.
static CC_T: &Table = &[
    f(0x00 << 5, 0x1f << 5, &[W("never"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x01 << 5, 0x1f << 5, &[W("l"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x02 << 5, 0x1f << 5, &[W("e"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x03 << 5, 0x1f << 5, &[W("le"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x04 << 5, 0x1f << 5, &[W("g"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x05 << 5, 0x1f << 5, &[W("lg"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x06 << 5, 0x1f << 5, &[W("ge"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x07 << 5, 0x1f << 5, &[W("lge"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x08 << 5, 0x1f << 5, &[W("u"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x09 << 5, 0x1f << 5, &[W("lu"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x0a << 5, 0x1f << 5, &[W("eu"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x0b << 5, 0x1f << 5, &[W("leu"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x0c << 5, 0x1f << 5, &[W("gu"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x0d << 5, 0x1f << 5, &[W("lgu"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x0e << 5, 0x1f << 5, &[W("geu"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x0f << 5, 0x1f << 5, &[]),
    f(0x10 << 5, 0x1f << 5, &[W("no"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x11 << 5, 0x1f << 5, &[W("nc"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x12 << 5, 0x1f << 5, &[W("ns"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x13 << 5, 0x1f << 5, &[W("na"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x14 << 5, 0x1f << 5, &[W("a"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x15 << 5, 0x1f << 5, &[W("s"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x16 << 5, 0x1f << 5, &[W("c"), Reg(&CC)]).flow(Flow::GUARDED),
    f(0x17 << 5, 0x1f << 5, &[W("o"), Reg(&CC)]).flow(Flow::GUARDED),
];

// ---------------------------------------------------------------------------------------------------
// Bits envydis reads as one field where the one description reads several (or a value where it reads a
// number): its views read them through these tables (`As(i, Sub(envy::X))`).

static PNOT3: &Table = fl!(52, W("not"));
/// The predicate combined into a `set`'s result (bits 49-54); `and $p7` prints nothing. NVIDIA reads the
/// operation (a mnemonic modifier) and the predicate (the last operand) apart.
pub(crate) static SETLOP: &Table = &[
    f(0x000e << 48, 0x006e << 48, &[]),
    f(0 << 53, 3 << 53, &[W("and"), Sub(PNOT3), Reg(&PSRC3)]),
    f(1 << 53, 3 << 53, &[W("or"), Sub(PNOT3), Reg(&PSRC3)]),
    f(2 << 53, 3 << 53, &[W("xor"), Sub(PNOT3), Reg(&PSRC3)]),
];
/// `min`, `max` or `minmax` by the predicate source of IMNMX/FMNMX/DMNMX (NVIDIA: the predicate operand).
pub(crate) static MINMAX: &Table = &[
    f(0x000e << 48, 0x001e << 48, &[W("min")]),
    f(0x001e << 48, 0x001e << 48, &[W("max")]),
    f(0, 0, &[W("minmax"), Sub(PNOT3), Reg(&PSRC3)]),
];
/// The two negation bits of IADD/IMAD/IADD32I/IMAD32I (8-9) and ISCADD (55-56) as one operation.
pub(crate) static ADDOP: &Table = named!(8, 2; 0 => "add", 1 => "sub", 2 => "subr", 3 => "addpo");
pub(crate) static ADDOP2: &Table = named!(55, 2; 0 => "add", 1 => "sub", 2 => "subr", 3 => "addpo");
/// The video operations' subtraction bits (7-8): VMAD's operation, VADD's mnemonic.
pub(crate) static VMOP: &Table = named!(7, 2; 0 => "add", 1 => "sub", 2 => "subr", 3 => "addpo");
pub(crate) static VADDOP: &Table = named!(7, 2; 0 => "vadd", 1 => "vsub", 2 => "vsubr", 3 => "vaddpo");
/// Lanes written by `mov` (bits 5-8), named; all four print nothing (NVIDIA: a trailing mask operand).
pub(crate) static LANE: &Table = &[
    f(0x0 << 5, 0xf << 5, &[W("lnone")]),
    f(0x1 << 5, 0xf << 5, &[W("l0")]),
    f(0x2 << 5, 0xf << 5, &[W("l1")]),
    f(0x3 << 5, 0xf << 5, &[W("l01")]),
    f(0x4 << 5, 0xf << 5, &[W("l2")]),
    f(0x5 << 5, 0xf << 5, &[W("l02")]),
    f(0x6 << 5, 0xf << 5, &[W("l12")]),
    f(0x7 << 5, 0xf << 5, &[W("l012")]),
    f(0x8 << 5, 0xf << 5, &[W("l3")]),
    f(0x9 << 5, 0xf << 5, &[W("l03")]),
    f(0xa << 5, 0xf << 5, &[W("l13")]),
    f(0xb << 5, 0xf << 5, &[W("l013")]),
    f(0xc << 5, 0xf << 5, &[W("l23")]),
    f(0xd << 5, 0xf << 5, &[W("l023")]),
    f(0xe << 5, 0xf << 5, &[W("l123")]),
    f(0xf << 5, 0xf << 5, &[]),
];
/// NOP's condition code test (envydis' `nop` reads it as the control instructions do).
pub(crate) static NOP_CC: &Table = CC_T;

// Classes by bits 0-2: the one description's, read through their envydis views ([`root`]). Class 7 never
// dispatches: the root reads it first.
use crate::encoding::CLASSES;

/// The indices of the 32-bit forms, the 64-bit `exit`, `ret` and `mov` from a special register (whose
/// texts are also 32-bit forms'), the other control instructions and the catch-all in `ROOT`.
pub const ROOT_SHORT: usize = 0;
pub const ROOT_EXIT: usize = 1;
pub const ROOT_RET: usize = 2;
pub const ROOT_MOVSR_JOIN: usize = 3;
pub const ROOT_MOVSR: usize = 4;
pub const ROOT_CONTROL: usize = 5;
pub const ROOT_UNKNOWN: usize = 8;

/// envydis' tables: `ROOT` with the one description's classes read through their envydis views
/// ([`gpuisa_engine::view`]), built once.
pub fn root() -> &'static Table {
    static DERIVED: std::sync::OnceLock<&'static Table> = std::sync::OnceLock::new();
    DERIVED.get_or_init(|| gpuisa_engine::view::derive(ROOT))
}

/// The root: a 32-bit form (bit 3), a control instruction, or a guarded instruction of the other
/// classes, `join` (bit 4) first. Read through [`root`].
static ROOT: &Table = &[
    f(0x8, 0x8, &[Sub(crate::encoding::short::SHORT)]),
    // `exit` and `ret` before the 32-bit forms: envydis' texts of the 64-bit forms read as these first.
    f(0x8000000000000007, 0xf80000000000000f, &[Sub(crate::encoding::control::CONTROL)]),
    f(0x9000000000000007, 0xf80000000000000f, &[Sub(crate::encoding::control::CONTROL)]),
    // `mov` from a special register, also before the 32-bit forms.
    f(0x2c00000000000014, 0xfc0000000000001f, &[W("join"), Sub(PRED_T), Dispatch(B::new(0, 3), &CLASSES)]).flow(Flow::SYNC),
    f(0x2c00000000000004, 0xfc0000000000001f, &[Sub(PRED_T), Dispatch(B::new(0, 3), &CLASSES)]),
    f(0x7, 0xf, &[Sub(crate::encoding::control::CONTROL)]),
    f(0x10, 0x18, &[W("join"), Sub(PRED_T), Dispatch(B::new(0, 3), &CLASSES)]).flow(Flow::SYNC),
    f(0x0, 0x18, &[Sub(PRED_T), Dispatch(B::new(0, 3), &CLASSES)]),
    f(0, 0, &[Unknown]),
];

#[cfg(test)]
mod tests {
    #[test]
    fn every_view_places_each_part_of_its_form_once() {
        let errors = gpuisa_engine::view::check(crate::encoding::ROOT);
        assert!(errors.is_empty(), "{errors:#?}");
    }
}
