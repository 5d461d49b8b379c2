//! The Fermi (GF100) encoding description: the only place that says which bits mean what.
//!
//! An instruction is 64 bits (word 1 << 32 | word 0). Bits 0-2 choose a class and bits 58-63 the opcode
//! within it; [`fields`] holds the operand fields they share. Facts come from envytools' gf100 tables
//! (field positions) and from NVIDIA's own listings of real binaries (../shared/corpus/listings/fermi),
//! the authority on the syntax.

#![allow(clippy::identity_op, clippy::erasing_op)] // `0 << n` keeps table columns aligned

pub mod control;
pub mod data;
pub mod fields;
pub mod float;
pub mod int;
pub mod mem;
pub mod short;
pub mod simd;
pub mod tex;
pub mod video;

use fields::{f, GUARD};
use gpuisa_core::BitField as B;
use gpuisa_engine::{Atom::*, Table};

/// Feature bit: the shifts' wrap bit (SHL/SHR bit 9, VSHL/VSHR bit 7) prints `.W` when set, as 20 of the
/// corpus' NVIDIA listings and envytools read it; without it, when clear, as the 86 others do. The
/// listings' cuobjdump versions differ there (docs/fermi.md); [`crate::ShiftWrap`] chooses.
pub const WRAP_SET: u8 = 1;
/// Feature bit: CUDA 5+ text (`--syntax nvdisasm5`), whose mnemonics differ in places: `ISUB` for an
/// `IADD` that negates only its second source.
pub const CUDA5: u8 = 2;

/// Classes by bits 0-2.
pub static CLASSES: [&Table; 8] =
    [float::CLASS0, float::CLASS1, int::CLASS2, int::CLASS3, data::CLASS4, mem::CLASS5, mem::CLASS6, control::CLASS7];

/// The root: a 64-bit instruction (bit 3 clear) with its guard, then its class. Class 7 (control) reads
/// its own guard: the stack operations take none ([`control::CONTROL`]).
pub static ROOT: &Table = &[
    f(7, 0xf, &[Sub(control::CONTROL)]),
    f(0, 1 << 3, &[Sub(GUARD), Dispatch(B::new(0, 3), &CLASSES)]),
    // The 32-bit short forms (bit 3 set, [`short`]); a word none explains prints as `???[...]`.
    f(1 << 3, 1 << 3, &[Sub(short::SHORT)]),
    f(0, 0, &[Unknown]),
];
