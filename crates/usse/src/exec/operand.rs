//! Operands as the hardware reads them: a bank and register number from a format's fields (doubled in
//! the vector formats, which count 64-bit units), the top temporary numbers aliasing the internal
//! registers, constants, immediates; and vector components of f32 or f16 elements.

use super::f16;
use super::state::{Loc, RegError, State};
use super::ExecErr;
use crate::encoding::{Bank, DEST_BANKS, SRC0_BANKS, SRC_BANKS};
use crate::Insn;

/// A decoded operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opnd {
    /// Word `n` (32-bit units) of a bank.
    Reg(Bank, usize),
    /// Internal register `i0`..`i3`.
    Internal(usize),
    /// Constant register `c` n.
    Const(usize),
    /// An immediate value.
    Imm(u32),
    /// Word `index1 * 2 + off` of a bank (r, o, pa, sa): an indexed operand, resolved when read.
    Indexed(Bank, usize),
    /// Index register `n` (0: `idx1`, 1: `idx2`).
    Index(usize),
}

/// Element type of a vector operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elem {
    F32,
    F16,
    /// fx10: three 10-bit components a word (`fx10.rs`).
    Fx10,
}

/// Which bank table a register operand uses.
#[derive(Clone, Copy, Debug)]
pub enum Banks {
    Dest,
    Src,
    Src0,
    /// Temporary or primary attribute by one bit.
    TempPa,
    /// The vector formats' destination without an extension bit: r, o, pa, sa.
    Vec,
}

/// The value of field `name` (0 when the format has none).
pub fn fv(insn: &Insn, name: &str) -> u64 {
    insn.field(name).unwrap_or(0)
}

fn width(insn: &Insn, name: &str) -> u32 {
    let f = insn.format();
    f.index(name)
        .map_or(0, |i| f.fields[i as usize].bits.width())
}

/// Decodes a register operand from its bank, bank extension ("" for none) and number fields.
/// `double`: the number counts 64-bit units; `bits`: the width of the register number the hardware
/// forms (after doubling), whose top 4 (8 when doubled) temporary numbers are the internal registers.
#[allow(clippy::too_many_arguments)]
pub fn decode(
    insn: &Insn,
    bank: &str,
    ext: &str,
    num: &str,
    banks: Banks,
    double: bool,
    bits: u32,
    secondary: bool,
) -> Result<Opnd, ExecErr> {
    let mut sel = fv(insn, bank) as usize;
    if !ext.is_empty() {
        sel |= (fv(insn, ext) as usize) << width(insn, bank);
    }
    let table: &[Bank] = match banks {
        Banks::Dest => DEST_BANKS,
        Banks::Src => SRC_BANKS,
        Banks::Src0 => SRC0_BANKS,
        Banks::TempPa => &[Bank::Temp, Bank::Primary],
        Banks::Vec => crate::encoding::VEC_BANKS,
    };
    let b = table.get(sel).copied().unwrap_or(Bank::Temp);
    let field = fv(insn, num) as usize;
    from_bank(b, field, double, bits, secondary)
}

/// A scalar operand of 7-bit register number: the named bank, bank extension (`""`: none) and number
/// fields, as most integer, memory and SOP formats code them.
pub fn reg(i: &Insn, bank: &str, ext: &str, num: &str, banks: Banks, sec: bool) -> Result<Opnd, ExecErr> {
    decode(i, bank, ext, num, banks, false, 7, sec)
}

/// An operand of bank `b` with number field value `field`.
pub fn from_bank(
    b: Bank,
    field: usize,
    double: bool,
    bits: u32,
    secondary: bool,
) -> Result<Opnd, ExecErr> {
    Ok(match b {
        Bank::Immediate => Opnd::Imm(field as u32),
        Bank::Special => {
            if field & 0x40 != 0 {
                return Err(ExecErr::Unsupported(format!(
                    "global register g{}",
                    field & 0x3f
                )));
            }
            Opnd::Const(field)
        }
        Bank::Internal => Opnd::Internal(field & 3),
        Bank::Indexed => {
            // The number's bits 5-6 pick the bank, bits 0-4 the offset added to twice index1
            // (the layout gpuisa prints, `pa[index1 * 2 + 3]`; Vita3K reads it so).
            let n = if double { field * 2 } else { field };
            let b = [Bank::Temp, Bank::Output, Bank::Primary, Bank::Secondary][(n >> 5) & 3];
            let b = if secondary && matches!(b, Bank::Primary | Bank::Output) {
                Bank::Secondary
            } else {
                b
            };
            Opnd::Indexed(b, n & 31)
        }
        Bank::Index => {
            // Numbered from 1 (Vita3K: `idx1` is index register 0).
            match field {
                1 | 2 => Opnd::Index(field - 1),
                _ => return Err(ExecErr::Range(format!("idx{field}"))),
            }
        }
        Bank::Temp | Bank::Output | Bank::Primary | Bank::Secondary => {
            let n = if double { field * 2 } else { field };
            let limit = (1usize << bits).saturating_sub(if double { 8 } else { 4 });
            if b == Bank::Temp && n >= limit && bits > 0 {
                return Ok(Opnd::Internal(((n - limit) >> double as u32) & 3));
            }
            // A secondary program's pa and o banks are its sa bank.
            let b = if secondary && matches!(b, Bank::Primary | Bank::Output) {
                Bank::Secondary
            } else {
                b
            };
            Opnd::Reg(b, n)
        }
    })
}

/// The constant registers: each `c` n is the pair (`CONST0[n]`, `CONST1[n]`); f32 channels y and w
/// read the second word, x and z the first; f16 channels read the pair's four halves.
pub const CONST0: [u32; 64] = [
    0x00000000, 0x00000000, 0x3F800000, 0x3F800000, 0x40000000, 0x41000000, 0x42000000, 0x43000000,
    0x44000000, 0x45000000, 0x46000000, 0x47000000, 0x3F000000, 0x3E000000, 0x3D000000, 0x3C000000,
    0x3B000000, 0x3A000000, 0x39000000, 0x38000000, 0x402DF854, 0x3FB504F3, 0x40490FDB, 0x3F490FDB,
    0x40C90FDB, 0x41C90FDB, 0x37800000, 0x37800080, 0x35D00D01, 0x39888889, 0x3CAAAAAB, 0x3F000000,
    0x00000000, 0x00000000, 0x3C003C00, 0x44004000, 0x54005000, 0x64006000, 0x74007000, 0x34003800,
    0x24002800, 0x14001800, 0x04000800, 0x35E2416F, 0x39A83DA8, 0x3E484248, 0x4A484648, 0x00000000,
    0x00000000, 0x30002555, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000,
    0xFFFFFFFF, 0xFFFFFFFF, 0xFFFFFFFF, 0xFFFFFFFF, 0x7FFF7FFF, 0x7FFF7FFF, 0x7FFF7FFF, 0x7FFF7FFF,
];
/// Second words of the constant pairs.
pub const CONST1: [u32; 64] = [
    0x00000000, 0x3F800000, 0x00000000, 0x3F800000, 0x40800000, 0x41800000, 0x42800000, 0x43800000,
    0x44800000, 0x45800000, 0x46800000, 0x47800000, 0x3E800000, 0x3D800000, 0x3C800000, 0x3B800000,
    0x3A800000, 0x39800000, 0x38800000, 0x37800000, 0x3EBC5AB2, 0x3F3504F3, 0x3FC90FDB, 0x3EC90FDB,
    0x41490FDB, 0x00000000, 0x38000000, 0x38000100, 0x37B60B61, 0x3B2AAAAB, 0x3E000000, 0x3F800000,
    0x3C000000, 0x00000000, 0x3C003C00, 0x4C004800, 0x5C005800, 0x6C006800, 0x00007800, 0x2C003000,
    0x1C002000, 0x0C001000, 0x00000000, 0x00000000, 0x00000000, 0x36483A48, 0x00004E48, 0x00000000,
    0x19550C44, 0x3C003800, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000,
    0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000,
];

/// The value a swizzle selector 4..7 stands for (0, 1, 2, one half).
pub fn swizzle_const(sel: u8) -> f32 {
    [0.0, 1.0, 2.0, 0.5][(sel & 3) as usize]
}

pub fn reg_err(e: RegError) -> ExecErr {
    match e {
        RegError::Range(r) => ExecErr::Range(r),
        RegError::Unset(l) => ExecErr::Unset(l.to_string()),
        RegError::Bank(b) => ExecErr::Unsupported(format!("bank {}", b.prefix())),
    }
}

impl Opnd {
    /// The operand `words` 32-bit registers (or `internals` internal registers) further on.
    pub fn advance(self, words: isize, internals: isize) -> Opnd {
        match self {
            Opnd::Reg(b, n) => Opnd::Reg(b, (n as isize + words).max(0) as usize),
            Opnd::Internal(i) => Opnd::Internal((i as isize + internals).rem_euclid(4) as usize),
            Opnd::Indexed(b, n) => Opnd::Indexed(b, (n as isize + words).max(0) as usize),
            o => o,
        }
    }

    /// An indexed operand as the register it names now (others unchanged).
    pub fn resolve(self, st: &State) -> Opnd {
        match self {
            Opnd::Indexed(b, off) => Opnd::Reg(
                b,
                (st.index[0] as usize).saturating_mul(2).saturating_add(off),
            ),
            o => o,
        }
    }

    /// Word `w` of the operand (a constant: its pair's word `w & 1`; an immediate: the value).
    pub fn word(self, st: &State, w: usize) -> Result<u32, ExecErr> {
        match self.resolve(st) {
            Opnd::Reg(b, n) => st.read(Loc::Word(b, n + w)).map_err(reg_err),
            Opnd::Internal(i) => st.read(Loc::Internal(i, w)).map_err(reg_err),
            Opnd::Const(n) => {
                let t = if w & 1 == 1 { &CONST1 } else { &CONST0 };
                t.get(n)
                    .copied()
                    .ok_or_else(|| ExecErr::Range(format!("c{n}")))
            }
            Opnd::Imm(v) => Ok(v),
            Opnd::Index(n) => Ok(st.index[n & 1]),
            Opnd::Indexed(..) => Err(ExecErr::Unsupported("an unresolved indexed operand".into())),
        }
    }

    pub fn set_word(self, st: &mut State, w: usize, v: u32) -> Result<(), ExecErr> {
        match self.resolve(st) {
            Opnd::Reg(b, n) => st.write(Loc::Word(b, n + w), v).map_err(reg_err),
            Opnd::Internal(i) => st.write(Loc::Internal(i, w), v).map_err(reg_err),
            Opnd::Const(n) => Err(ExecErr::Unsupported(format!("a write to constant c{n}"))),
            Opnd::Imm(_) => Err(ExecErr::Unsupported("a write to an immediate".into())),
            Opnd::Index(n) => {
                st.index[n & 1] = v;
                Ok(())
            }
            Opnd::Indexed(..) => Err(ExecErr::Unsupported("an unresolved indexed operand".into())),
        }
    }

    /// Vector component `c` as a float: f32 elements are consecutive words, f16 elements the halves
    /// of consecutive words, low half first. Internal registers hold f32 components whatever the
    /// instruction's type; an immediate is its value converted.
    pub fn comp(self, st: &State, c: usize, e: Elem) -> Result<f32, ExecErr> {
        let this = self.resolve(st);
        match (this, e) {
            (Opnd::Imm(v), _) => Ok(v as f32),
            (Opnd::Internal(_), _) | (_, Elem::F32) => match this {
                Opnd::Const(n) => {
                    let t = if c & 1 == 1 { &CONST1 } else { &CONST0 };
                    t.get(n)
                        .map(|&w| f32::from_bits(w))
                        .ok_or_else(|| ExecErr::Range(format!("c{n}")))
                }
                _ => Ok(f32::from_bits(this.word(st, c)?)),
            },
            (_, Elem::F16) => {
                let w = this.word(st, c / 2)?;
                Ok(f16::to_f32((w >> (16 * (c & 1))) as u16))
            }
            (_, Elem::Fx10) => {
                let (w, sh) = super::fx10::place(c);
                Ok(super::fx10::to_f32(this.word(st, w)? >> sh))
            }
        }
    }

    /// A component through a swizzle selector (0..3 a component, 4..7 a constant).
    pub fn swizzled(self, st: &State, sel: u8, e: Elem) -> Result<f32, ExecErr> {
        if sel >= 4 {
            Ok(swizzle_const(sel))
        } else {
            self.comp(st, sel as usize, e)
        }
    }

    /// Writes vector component `c` (f16: rounded to nearest even into its half).
    pub fn set_comp(self, st: &mut State, c: usize, e: Elem, v: f32) -> Result<(), ExecErr> {
        let this = self.resolve(st);
        match (this, e) {
            (Opnd::Internal(_), _) | (_, Elem::F32) => this.set_word(st, c, v.to_bits()),
            (_, Elem::F16) => {
                let old = this.word(st, c / 2).unwrap_or(0);
                let sh = 16 * (c & 1);
                let new = (old & !(0xffff << sh)) | (f16::from_f32(v) as u32) << sh;
                this.set_word(st, c / 2, new)
            }
            (_, Elem::Fx10) => {
                let (w, sh) = super::fx10::place(c);
                let old = this.word(st, w).unwrap_or(0);
                let new = (old & !(0x3ff << sh)) | super::fx10::from_f32(v) << sh;
                this.set_word(st, w, new)
            }
        }
    }
}
