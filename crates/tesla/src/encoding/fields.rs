//! The operand fields of Tesla instructions: where each register, immediate and memory operand lives.
//! Bit numbers count across both words: bits 32..64 are word 1.
//!
//! Names: S* fields belong to short (and immediate) encodings, whose register fields are 6 bits wide;
//! L* fields to long encodings (7 bits). DST is at bit 2, SRC1 at 9, SRC2 at 16, SRC3 at 46.

use crate::engine::{Atom, ImmSpec, MemBaseSpec, MemSpec, RegFile, RegShape, RegSpec, VecCount, VecSpec};
use gpuisa_core::BitField as B;

const fn reg(lsb: u8, w: u8, shape: RegShape) -> RegSpec {
    RegSpec { field: B::new(lsb, w), file: RegFile::R, shape }
}
const fn imm(field: B) -> ImmSpec {
    ImmSpec { field, signed: false, shift: 0, minus: false }
}
const fn simm(field: B) -> ImmSpec {
    ImmSpec { field, signed: true, shift: 0, minus: true }
}
const fn off(lsb: u8, w: u8, shift: u8, signed: bool) -> Option<ImmSpec> {
    Some(ImmSpec { field: B::new(lsb, w), signed, shift, minus: false })
}

use RegShape::{Double, Half, Quad, Word};

// $r registers.
pub static SDST: RegSpec = reg(2, 6, Word);
pub static LDST: RegSpec = reg(2, 7, Word);
pub static SHDST: RegSpec = reg(2, 6, Half);
pub static LHDST: RegSpec = reg(2, 7, Half);
pub static LDDST: RegSpec = reg(2, 7, Double);
pub static LQDST: RegSpec = reg(2, 7, Quad);
pub static SSRC: RegSpec = reg(9, 6, Word);
pub static LSRC: RegSpec = reg(9, 7, Word);
pub static SHSRC: RegSpec = reg(9, 6, Half);
pub static LHSRC: RegSpec = reg(9, 7, Half);
pub static LDSRC: RegSpec = reg(9, 7, Double);
pub static SSRC2: RegSpec = reg(16, 6, Word);
pub static LSRC2: RegSpec = reg(16, 7, Word);
pub static SHSRC2: RegSpec = reg(16, 6, Half);
pub static LHSRC2: RegSpec = reg(16, 7, Half);
pub static LDSRC2: RegSpec = reg(16, 7, Double);
pub static LSRC3: RegSpec = reg(46, 7, Word);
pub static LHSRC3: RegSpec = reg(46, 7, Half);
pub static LDSRC3: RegSpec = reg(46, 7, Double);

// Other register files.
/// Address register of memory operands in short encodings.
pub const SAREG: B = B::new(26, 2);
/// Address register in long encodings: low bits 26-27, high bit 34.
pub const LAREG: B = B::two(26, 2, 34, 1);
pub static LAREG_R: RegSpec = RegSpec { field: LAREG, file: RegFile::A, shape: Word };
pub static ADST: RegSpec = RegSpec { field: B::new(2, 3), file: RegFile::A, shape: Word };
/// $c register read by predicates and carry-in.
pub static COND: RegSpec = RegSpec { field: B::new(44, 2), file: RegFile::C, shape: Word };
/// $c register written (enabled by bit 38, see `MCDST`).
pub static CDST: RegSpec = RegSpec { field: B::new(36, 2), file: RegFile::C, shape: Word };
/// The carry-in of short and immediate addc, always $c0.
pub static C0: RegSpec = RegSpec { field: B::empty(), file: RegFile::C, shape: Word };
pub static TEX: RegSpec = RegSpec { field: B::new(9, 8), file: RegFile::T, shape: Word };
pub static SAMP: RegSpec = RegSpec { field: B::new(17, 5), file: RegFile::S, shape: Word };
pub static SREG: RegSpec = RegSpec { field: B::new(46, 4), file: RegFile::Sr, shape: Word };

// Immediates.
/// The 32-bit immediate of immediate encodings: low 6 bits at 16, high 26 bits at 34.
pub static IMM: ImmSpec = imm(B::two(16, 6, 34, 26));
/// Offset added to an $a register (add $a, $a, offset).
pub static OFFS: ImmSpec = imm(B::new(9, 16));
pub static PM: ImmSpec = imm(B::new(10, 4));
pub static BAR: ImmSpec = imm(B::new(21, 4));
pub static BARMASK: ImmSpec = imm(B::new(9, 12));
pub static SHCNT: ImmSpec = imm(B::new(16, 7));
pub static HSHCNT: ImmSpec = imm(B::new(16, 4));
pub static TOFFX: ImmSpec = simm(B::new(56, 4));
pub static TOFFY: ImmSpec = simm(B::new(52, 4));
pub static TOFFZ: ImmSpec = simm(B::new(48, 4));
/// Code address: word index, low 16 bits at 11, high 6 bits at 46.
pub static CTARG: ImmSpec = ImmSpec { field: B::two(11, 16, 46, 6), signed: false, shift: 2, minus: false };

const fn mem(space: &'static str, bank: Option<B>, base: MemBaseSpec, offset: Option<ImmSpec>, postinc: bool) -> MemSpec {
    MemSpec { space, bank, base, offset, postinc }
}
const NOA: MemBaseSpec = MemBaseSpec::None;
const SA: MemBaseSpec = MemBaseSpec::Areg(SAREG);
const LA: MemBaseSpec = MemBaseSpec::Areg(LAREG);
const SCBANK: Option<B> = Some(B::new(21, 1));
const LCBANK: Option<B> = Some(B::new(54, 4));

// s[]: shared memory. S*: 4-bit offset in short forms; L*: 5-bit in long forms; F*: full 16-bit offset.
pub static SSHARED8: MemSpec = mem("s", None, SA, off(9, 4, 0, false), false);
pub static SSHARED16: MemSpec = mem("s", None, SA, off(9, 4, 1, false), false);
pub static SSHARED32: MemSpec = mem("s", None, SA, off(9, 4, 2, false), false);
pub static SSHARED8PI: MemSpec = mem("s", None, SA, off(9, 4, 0, true), true);
pub static SSHARED16PI: MemSpec = mem("s", None, SA, off(9, 4, 1, true), true);
pub static SSHARED32PI: MemSpec = mem("s", None, SA, off(9, 4, 2, true), true);
pub static LSHARED8: MemSpec = mem("s", None, LA, off(9, 5, 0, false), false);
pub static LSHARED16: MemSpec = mem("s", None, LA, off(9, 5, 1, false), false);
pub static LSHARED32: MemSpec = mem("s", None, LA, off(9, 5, 2, false), false);
pub static LSHARED8PI: MemSpec = mem("s", None, LA, off(9, 5, 0, true), true);
pub static LSHARED16PI: MemSpec = mem("s", None, LA, off(9, 5, 1, true), true);
pub static LSHARED32PI: MemSpec = mem("s", None, LA, off(9, 5, 2, true), true);
pub static FSHARED8: MemSpec = mem("s", None, LA, off(9, 16, 0, false), false);
pub static FSHARED16: MemSpec = mem("s", None, LA, off(9, 15, 1, false), false);
pub static FSHARED32: MemSpec = mem("s", None, LA, off(9, 14, 2, false), false);
pub static FSHARED8PI: MemSpec = mem("s", None, LA, off(9, 16, 0, false), true);
pub static FSHARED16PI: MemSpec = mem("s", None, LA, off(9, 15, 1, false), true);
pub static FSHARED32PI: MemSpec = mem("s", None, LA, off(9, 14, 2, false), true);

// c[]: constant banks. SCONST: short forms, bank bit 21; L2CONST in the SRC2 field, L3CONST in SRC3.
pub static SCONST16: MemSpec = mem("c", SCBANK, SA, off(16, 5, 1, false), false);
pub static SCONST32: MemSpec = mem("c", SCBANK, SA, off(16, 5, 2, false), false);
pub static SCONST16PI: MemSpec = mem("c", SCBANK, SA, off(16, 5, 1, true), true);
pub static SCONST32PI: MemSpec = mem("c", SCBANK, SA, off(16, 5, 2, true), true);
pub static L2CONST16: MemSpec = mem("c", LCBANK, LA, off(16, 7, 1, false), false);
pub static L2CONST32: MemSpec = mem("c", LCBANK, LA, off(16, 7, 2, false), false);
pub static L3CONST16: MemSpec = mem("c", LCBANK, LA, off(46, 7, 1, false), false);
pub static L3CONST32: MemSpec = mem("c", LCBANK, LA, off(46, 7, 2, false), false);
pub static L2CONST16PI: MemSpec = mem("c", LCBANK, LA, off(16, 7, 1, true), true);
pub static L2CONST32PI: MemSpec = mem("c", LCBANK, LA, off(16, 7, 2, true), true);
pub static L3CONST16PI: MemSpec = mem("c", LCBANK, LA, off(46, 7, 1, true), true);
pub static L3CONST32PI: MemSpec = mem("c", LCBANK, LA, off(46, 7, 2, true), true);
pub static L2CONST16NA: MemSpec = mem("c", LCBANK, NOA, off(16, 7, 1, false), false);
pub static L2CONST32NA: MemSpec = mem("c", LCBANK, NOA, off(16, 7, 2, false), false);
pub static L3CONST16NA: MemSpec = mem("c", LCBANK, NOA, off(46, 7, 1, false), false);
pub static L3CONST32NA: MemSpec = mem("c", LCBANK, NOA, off(46, 7, 2, false), false);
pub static FCONST8: MemSpec = mem("c", LCBANK, LA, off(9, 16, 0, false), false);
pub static FCONST16: MemSpec = mem("c", LCBANK, LA, off(9, 15, 1, false), false);
pub static FCONST32: MemSpec = mem("c", LCBANK, LA, off(9, 14, 2, false), false);
pub static FCONST8PI: MemSpec = mem("c", LCBANK, LA, off(9, 16, 0, false), true);
pub static FCONST16PI: MemSpec = mem("c", LCBANK, LA, off(9, 15, 1, false), true);
pub static FCONST32PI: MemSpec = mem("c", LCBANK, LA, off(9, 14, 2, false), true);

// l[]: local memory, byte offsets.
pub static LOCAL: MemSpec = mem("l", None, LA, off(9, 16, 0, false), false);
pub static LOCALPI: MemSpec = mem("l", None, LA, off(9, 16, 0, false), true);

// a[]: attributes; p[]: primitive data (geometry programs); v[]: varyings (fragment programs).
pub static SATTR: MemSpec = mem("a", None, NOA, off(9, 6, 2, false), false);
pub static LATTR: MemSpec = mem("a", None, NOA, off(9, 7, 2, false), false);
pub static FATTR: MemSpec = mem("a", None, LA, off(9, 7, 2, false), false);
pub static SPRIM: MemSpec = mem("p", None, SA, off(9, 6, 2, false), false);
pub static LPRIM: MemSpec = mem("p", None, LA, off(9, 7, 2, false), false);
pub static SVAR: MemSpec = mem("v", None, SA, off(16, 8, 2, false), false);
pub static LVAR: MemSpec = mem("v", None, LA, off(16, 8, 2, false), false);

// g[]: global memory, addressed by a $r register only; bank at 16 (GLOBAL) or 23 (GLOBAL2, atomics).
pub static GLOBAL: MemSpec = mem("g", Some(B::new(16, 4)), MemBaseSpec::Reg(&LSRC), None, false);
pub static GLOBAL2: MemSpec = mem("g", Some(B::new(23, 4)), MemBaseSpec::Reg(&LSRC), None, false);

// o[]: outputs, in the destination field.
pub static OUT16: MemSpec = mem("o", None, NOA, off(2, 7, 1, false), false);
pub static OUT32: MemSpec = mem("o", None, NOA, off(2, 7, 2, false), false);
pub static FOUT32: MemSpec = mem("o", None, LA, off(9, 14, 2, false), false);

// Register vectors of texture instructions.
pub static LTDST: VecSpec = VecSpec { base: B::new(2, 7), count: VecCount::Fixed(4), mask: Some(B::two(25, 2, 46, 2)) };
pub static STDST: VecSpec = VecSpec { base: B::new(2, 6), count: VecCount::Fixed(4), mask: None };
pub static LTSRC: VecSpec = VecSpec { base: B::new(2, 7), count: VecCount::Field(B::new(22, 2), 1), mask: None };
pub static STSRC: VecSpec = VecSpec { base: B::new(2, 6), count: VecCount::Field(B::new(22, 2), 1), mask: None };

// Atom shorthands for the tables.
pub const fn r(s: &'static RegSpec) -> Atom {
    Atom::Reg(s)
}
pub const fn m(s: &'static MemSpec) -> Atom {
    Atom::Mem(s)
}
pub const fn i(s: &'static ImmSpec) -> Atom {
    Atom::Imm(s)
}
