//! Operand specs as envydis prints them (bit numbers of the 64-bit value word1 << 32 | word0): the views of
//! the one description name them where envydis prints a field otherwise (`As(i, Imm(&LIMM))`).

use gpuisa_core::BitField as B;
use gpuisa_engine::{Atom, Form, ImmSpec, MemBaseSpec, MemSpec, RegFile, RegShape, RegSpec, VecCount, VecSpec};

pub const fn f(value: u64, mask: u64, atoms: &'static [Atom]) -> Form {
    Form::new(value, mask, atoms)
}

const fn reg(lsb: u8, file: RegFile, shape: RegShape) -> RegSpec {
    RegSpec { field: B::new(lsb, 6), file, shape }
}
const fn p(lsb: u8) -> RegSpec {
    RegSpec { field: B::new(lsb, 3), file: RegFile::P, shape: RegShape::Word }
}
/// A field printed as an unsigned number.
pub const fn u(field: B) -> ImmSpec {
    ImmSpec { field, signed: false, shift: 0, minus: false }
}
/// A field printed as a signed number (`-0x..` when negative).
pub const fn s(field: B) -> ImmSpec {
    ImmSpec { field, signed: true, shift: 0, minus: true }
}
pub const fn scaled(field: B, signed: bool, shift: u8) -> ImmSpec {
    ImmSpec { field, signed, shift, minus: signed }
}
/// A memory operand: space letter (see [`super::notation`]), bank field, base register, offset.
pub const fn mem(space: &'static str, bank: Option<B>, base: &'static RegSpec, offset: Option<ImmSpec>) -> MemSpec {
    MemSpec { space, bank, base: MemBaseSpec::Reg(base), offset, postinc: false }
}
/// A memory operand without a base register.
pub const fn mem_nr(space: &'static str, bank: Option<B>, offset: Option<ImmSpec>) -> MemSpec {
    MemSpec { space, bank, base: MemBaseSpec::None, offset, postinc: false }
}

// Registers. `R` reads `$r63` as zero; the raw file prints it as a register.
pub static DST: RegSpec = reg(14, RegFile::R, RegShape::Word);
pub static DSTD: RegSpec = reg(14, RegFile::R, RegShape::Double);
pub static DSTQ: RegSpec = reg(14, RegFile::R, RegShape::Quad);
pub static SRC1: RegSpec = reg(20, RegFile::R, RegShape::Word);
pub static SRC1D: RegSpec = reg(20, RegFile::R, RegShape::Double);
pub static SRC2: RegSpec = reg(26, RegFile::R, RegShape::Word);
pub static SRC2D: RegSpec = reg(26, RegFile::R, RegShape::Double);
pub static SRC3: RegSpec = reg(49, RegFile::R, RegShape::Word);
pub static SRC3D: RegSpec = reg(49, RegFile::R, RegShape::Double);
/// The second destination of atomics (bits 43-48).
pub static DST2: RegSpec = reg(43, RegFile::R, RegShape::Word);
pub static DST2D: RegSpec = reg(43, RegFile::R, RegShape::Double);
/// The destination of the `ld` half of `ld` + `ldu` (bits 32-37), printed as it is.
pub static LDDST2: RegSpec = reg(32, super::notation::RAW_R, RegShape::Word);
pub static LDDST2D: RegSpec = reg(32, RegFile::R, RegShape::Double);
pub static LDDST2Q: RegSpec = reg(32, RegFile::R, RegShape::Quad);

pub static PSRC1: RegSpec = p(20);
pub static PSRC2: RegSpec = p(26);
pub static PSRC3: RegSpec = p(49);
pub static PRED: RegSpec = p(10);
pub static PDST: RegSpec = p(17);
pub static PDSTN: RegSpec = p(14);
pub static PDST2: RegSpec = p(54);
pub static PDST3: RegSpec = p(53);
pub static PDST4: RegSpec = p(50);
pub static PDSTL: RegSpec = RegSpec { field: B::two(8, 2, 58, 1), file: RegFile::P, shape: RegShape::Word };
pub static TEX: RegSpec = RegSpec { field: B::new(32, 8), file: RegFile::T, shape: RegShape::Word };
pub static SAMP: RegSpec = RegSpec { field: B::new(40, 5), file: RegFile::S, shape: RegShape::Word };
/// A surface (`$g0`..`$g7`): the sampler file with the quad shape (see [`super::notation`]).
pub static SURF: RegSpec = RegSpec { field: B::new(26, 3), file: RegFile::S, shape: RegShape::Quad };
pub static SREG: RegSpec = RegSpec { field: B::new(26, 8), file: RegFile::Sr, shape: RegShape::Word };
/// The condition code register `$c`, and `$flags` (predicates and condition code together).
pub static CC: RegSpec = RegSpec { field: B::empty(), file: RegFile::C, shape: RegShape::Word };
pub static FLAGS: RegSpec = RegSpec { field: B::empty(), file: RegFile::C, shape: RegShape::Double };

// Numbers.
pub static PM: ImmSpec = u(B::new(26, 16));
pub static TCNT: ImmSpec = u(B::new(26, 12));
pub static BPT: ImmSpec = u(B::new(26, 20));
pub static IMM: ImmSpec = s(B::new(26, 20));
/// [`IMM`] printed as its 64-bit two's complement (envydis does so inside parentheses).
pub static IMM_RAW: ImmSpec = ImmSpec { field: B::new(26, 20), signed: true, shift: 0, minus: false };
/// The top 20 bits of an f32.
pub static FIMM: ImmSpec = scaled(B::new(26, 20), false, 12);
/// The top 20 bits of an f64 (envydis prints the 64-bit value as a signed number).
pub static DIMM: ImmSpec = ImmSpec { field: B::new(26, 20), signed: true, shift: 44, minus: true };
pub static LIMM: ImmSpec = u(B::new(26, 32));
pub static VIMM: ImmSpec = u(B::new(26, 16));
pub static V4IMM: ImmSpec = u(B::new(26, 8));
pub static BAR: ImmSpec = u(B::new(20, 4));
pub static SHCNT: ImmSpec = u(B::new(5, 5));
pub static BNUM: ImmSpec = u(B::new(55, 2));
pub static HNUM: ImmSpec = u(B::new(56, 1));

// Code addresses: relative to the end of the instruction (8 bytes; `minus` marks the 32-bit forms' fields,
// 4 bytes: theirs are [`crate::encoding::short`]'s), or absolute.
pub static CTARG: ImmSpec = ImmSpec { field: B::new(26, 24), signed: true, shift: 0, minus: false };
/// [`CTARG`] as a number rather than a code address (`bra $r1 -0x10`): printed signed.
pub static NTARG: ImmSpec = ImmSpec { field: B::new(26, 24), signed: true, shift: 0, minus: false };
pub static ATARG: ImmSpec = u(B::new(26, 32));

// Memory.
pub static GMEM: MemSpec = mem("g", None, &SRC1, Some(s(B::new(26, 32))));
pub static GDMEM: MemSpec = mem("G", None, &SRC1D, Some(s(B::new(26, 32))));
pub static GAMEM: MemSpec = mem("g", None, &SRC1, Some(s(B::two(26, 17, 55, 3))));
pub static GADMEM: MemSpec = mem("G", None, &SRC1D, Some(s(B::two(26, 17, 55, 3))));
pub static GCMEM: MemSpec = mem("g", None, &SRC1, Some(scaled(B::new(28, 30), true, 2)));
pub static GDCMEM: MemSpec = mem("G", None, &SRC1D, Some(scaled(B::new(28, 30), true, 2)));
pub static SMEM: MemSpec = mem("s", None, &SRC1, Some(s(B::new(26, 24))));
pub static LMEM: MemSpec = mem("l", None, &SRC1, Some(s(B::new(26, 24))));
pub static FCMEM: MemSpec = mem("c", Some(B::new(42, 5)), &SRC1, Some(s(B::new(26, 16))));
pub static FCMEMNR: MemSpec = mem_nr("c", Some(B::new(42, 5)), Some(s(B::new(26, 16))));
pub static AMEM: MemSpec = mem("a", None, &SRC1, Some(u(B::new(32, 10))));
pub static GDS2MEM: MemSpec = mem("G", None, &SRC1D, Some(scaled(B::two(8, 2, 26, 6), true, 2)));
pub static GDS3MEM: MemSpec = mem("G", None, &SRC1D, Some(scaled(B::two(8, 2, 26, 6), true, 3)));
/// c[] of sources: bank in bits 42-45 and 26, word offset in bits 28-41.
pub static CMEM: MemSpec = mem_nr("c", Some(B::two(42, 4, 26, 1)), Some(scaled(B::new(28, 14), false, 2)));
pub static IMGI: MemSpec = mem_nr("i", None, Some(u(B::new(26, 3))));
pub static IMGR: MemSpec = mem("i", None, &SRC2, None);
pub static VBA: MemSpec = mem("p", None, &SRC1, Some(s(B::new(26, 16))));
pub static PIX: MemSpec = mem("x", None, &SRC1, Some(s(B::new(26, 8))));

// Register vectors.
const fn v(base: B, count: VecCount, mask: Option<B>) -> VecSpec {
    VecSpec { base, count, mask }
}
pub static SUSTP_SRC: VecSpec = v(B::new(14, 6), VecCount::Fixed(4), Some(B::new(49, 4)));
pub static SUSTP_SRC_NONE: VecSpec = v(B::empty(), VecCount::Fixed(4), Some(B::new(49, 4)));
pub static SADDR: VecSpec = v(B::new(20, 6), VecCount::Field(B::new(44, 2), 1), None);
pub static ASRC: VecSpec = v(B::new(26, 6), VecCount::Field(B::new(5, 2), 1), None);
pub static ADST: VecSpec = v(B::new(14, 6), VecCount::Field(B::new(5, 2), 1), None);
pub static ASRCS: VecSpec = v(B::new(26, 6), VecCount::Field(B::new(6, 2), 1), None);
pub static ADSTS: VecSpec = v(B::new(14, 6), VecCount::Field(B::new(6, 2), 1), None);

