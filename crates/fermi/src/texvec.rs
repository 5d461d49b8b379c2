//! The register vectors of texture instructions and how many registers each form reads, by its geometry
//! and modifiers: facts of the bits, the same in every syntax. The one description (`encoding::tex`)
//! reads them; envydis' text is its view of the same tables.

use gpuisa_core::BitField as B;
use gpuisa_engine::{Atom::*, Form, Table, VecCount, VecSpec};

const fn f(value: u64, mask: u64, atoms: &'static [gpuisa_engine::Atom]) -> Form {
    Form::new(value, mask, atoms)
}

const fn v(base: B, count: VecCount, mask: Option<B>) -> VecSpec {
    VecSpec { base, count, mask }
}

/// The destination (bits 14-19) with its write mask (bits 46-49).
pub(crate) static TDST: VecSpec = v(B::new(14, 6), VecCount::Fixed(4), Some(B::new(46, 4)));
/// With no component written, the base register is not part of the text (its bits are the residual).
pub(crate) static TDST_NONE: VecSpec = v(B::empty(), VecCount::Fixed(4), Some(B::new(46, 4)));
pub(crate) static TSRC11: VecSpec = v(B::new(20, 6), VecCount::Fixed(1), None);
pub(crate) static TSRC12: VecSpec = v(B::new(20, 6), VecCount::Fixed(2), None);
pub(crate) static TSRC13: VecSpec = v(B::new(20, 6), VecCount::Fixed(3), None);
pub(crate) static TSRC14: VecSpec = v(B::new(20, 6), VecCount::Fixed(4), None);
pub(crate) static TSRC21: VecSpec = v(B::new(26, 6), VecCount::Fixed(1), None);
pub(crate) static TSRC22: VecSpec = v(B::new(26, 6), VecCount::Fixed(2), None);
pub(crate) static TSRC23: VecSpec = v(B::new(26, 6), VecCount::Fixed(3), None);
pub(crate) static TSRC24: VecSpec = v(B::new(26, 6), VecCount::Fixed(4), None);

/// The destination: with no component written, no register (its base field is then not read).
pub(crate) static TDST_T: &Table = &[f(0, 0xf << 46, &[Vec(&TDST_NONE)]), f(0, 0, &[Vec(&TDST)])];
/// Source 1 (bits 20-25) by geometry and array bits (50-53): plain, TLD4's, TXD's.
pub(crate) static TEXSRC1: &Table = &[
    f(0x0 << 50, 0xf << 50, &[Vec(&TSRC11)]),
    f(0x1 << 50, 0xf << 50, &[Vec(&TSRC12)]),
    f(0x2 << 50, 0xf << 50, &[Vec(&TSRC12)]),
    f(0x3 << 50, 0xf << 50, &[Vec(&TSRC12)]),
    f(0x4 << 50, 0xf << 50, &[Vec(&TSRC12)]),
    f(0x5 << 50, 0xf << 50, &[Vec(&TSRC13)]),
    f(0x6 << 50, 0xf << 50, &[Vec(&TSRC13)]),
    f(0x7 << 50, 0xf << 50, &[Vec(&TSRC13)]),
    f(0x8 << 50, 0xf << 50, &[Vec(&TSRC13)]),
    f(0x9 << 50, 0xf << 50, &[Vec(&TSRC14)]),
    f(0xc << 50, 0xf << 50, &[Vec(&TSRC13)]),
    f(0xd << 50, 0xf << 50, &[Vec(&TSRC14)]),
    f(0xe << 50, 0xf << 50, &[Vec(&TSRC14)]),
    f(0xf << 50, 0xf << 50, &[Vec(&TSRC14)]),
];
pub(crate) static TEX4SRC1: &Table = &[
    f(0x04 << 50, 0x1f << 50, &[Vec(&TSRC12)]),
    f(0x05 << 50, 0x1f << 50, &[Vec(&TSRC13)]),
    f(0x06 << 50, 0x1f << 50, &[Vec(&TSRC13)]),
    f(0x07 << 50, 0x1f << 50, &[Vec(&TSRC13)]),
    f(0x14 << 50, 0x1f << 50, &[Vec(&TSRC13)]),
    f(0x15 << 50, 0x1f << 50, &[Vec(&TSRC14)]),
    f(0x16 << 50, 0x1f << 50, &[Vec(&TSRC14)]),
    f(0x17 << 50, 0x1f << 50, &[Vec(&TSRC14)]),
];
pub(crate) static TEXGRSRC1: &Table = &[
    f(0x00 << 50, 0x3f << 50, &[Vec(&TSRC11)]),
    f(0x01 << 50, 0x3f << 50, &[Vec(&TSRC12)]),
    f(0x02 << 50, 0x3f << 50, &[Vec(&TSRC12)]),
    f(0x03 << 50, 0x3f << 50, &[Vec(&TSRC12)]),
    f(0x04 << 50, 0x3f << 50, &[Vec(&TSRC12)]),
    f(0x05 << 50, 0x3f << 50, &[Vec(&TSRC13)]),
    f(0x06 << 50, 0x3f << 50, &[Vec(&TSRC13)]),
    f(0x07 << 50, 0x3f << 50, &[Vec(&TSRC13)]),
    f(0x10 << 50, 0x3f << 50, &[Vec(&TSRC12)]),
    f(0x11 << 50, 0x3f << 50, &[Vec(&TSRC13)]),
    f(0x12 << 50, 0x3f << 50, &[Vec(&TSRC13)]),
    f(0x13 << 50, 0x3f << 50, &[Vec(&TSRC13)]),
    f(0x14 << 50, 0x3f << 50, &[Vec(&TSRC13)]),
    f(0x15 << 50, 0x3f << 50, &[Vec(&TSRC14)]),
    f(0x16 << 50, 0x3f << 50, &[Vec(&TSRC14)]),
    f(0x17 << 50, 0x3f << 50, &[Vec(&TSRC14)]),
];
/// The bits that say how many registers source 2 (bits 26-31) holds: plain, TLD's, TLD4's; TXD's.
pub(crate) const T2: u64 = 0x0540 << 48;
pub(crate) const TF2: u64 = 0x02c0 << 48;
pub(crate) const T42: u64 = 0x01c0 << 48;
pub(crate) static TEXGRSRC2: &Table = &[f(0 << 52, 3 << 52, &[Vec(&TSRC22)]), f(1 << 52, 3 << 52, &[Vec(&TSRC24)])];
