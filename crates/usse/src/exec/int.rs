//! The integer formats: bitwise operations and shifts (VBW), load immediate (LIMM).

use super::operand::{decode, fv, Banks, Opnd};
use super::{ExecErr, State};
use crate::Insn;

/// A 32-bit source word.
fn word(st: &State, op: Opnd) -> Result<u32, ExecErr> {
    match op {
        Opnd::Imm(v) => Ok(v),
        _ => op.word(st, 0),
    }
}

/// The bitwise operation `op | group << 1` (VBW's field): and, or, xor, shl, rol, shr, asr.
pub fn bitwise(op: u64, a: u32, b: u32) -> Result<u32, ExecErr> {
    Ok(match op {
        4 => a & b,
        5 => a | b,
        6 => a ^ b,
        8 => a.wrapping_shl(b & 31),
        9 => a.rotate_left(b & 31),
        10 => a.wrapping_shr(b & 31),
        11 => ((a as i32) >> (b & 31)) as u32,
        _ => return Err(ExecErr::Unsupported(format!("bitwise operation {op}"))),
    })
}

/// VBW: `dest = src1 op (src2 rotated, inverted)`, repeated over consecutive registers.
pub fn vbw(st: &mut State, i: &Insn, sec: bool) -> Result<(), ExecErr> {
    let dest = decode(
        i,
        "dest_bank",
        "dest_ext",
        "dest_n",
        Banks::Dest,
        false,
        7,
        sec,
    )?;
    let s1 = decode(
        i,
        "src1_bank",
        "src1_ext",
        "src1_n",
        Banks::Src,
        false,
        7,
        sec,
    )?;
    let mut s2 = decode(
        i,
        "src2_bank",
        "src2_ext",
        "src2_n",
        Banks::Src,
        false,
        7,
        sec,
    )?;
    if let Opnd::Imm(v) = s2 {
        // An immediate second source is 16 bits: the number and the select field above it.
        s2 = Opnd::Imm(v | (fv(i, "src2_sel") as u32) << 7 | (fv(i, "src2_exth") as u32) << 14);
    }
    let op = fv(i, "op");
    let rot = fv(i, "src2_rot") as u32;
    let inv = fv(i, "src2_invert") == 1;
    let inc = st.smlsi_inc;
    for k in 0..=fv(i, "repeat_count") as isize {
        let a = word(st, s1.advance(inc[2] as isize * k, 0))?;
        let mut b = word(st, s2.advance(inc[3] as isize * k, 0))?.rotate_left(rot);
        if inv {
            b = !b;
        }
        dest.advance(inc[0] as isize * k, 0)
            .set_word(st, 0, bitwise(op, a, b)?)?;
    }
    Ok(())
}

/// LIMM: a 32-bit immediate into a register.
pub fn limm(st: &mut State, i: &Insn, sec: bool) -> Result<(), ExecErr> {
    let dest = decode(
        i,
        "dest_bank",
        "dest_bank_ext",
        "dest_num",
        Banks::Dest,
        false,
        7,
        sec,
    )?;
    dest.set_word(st, 0, fv(i, "imm") as u32)
}

/// The integer multiply-adds are not interpreted yet.
pub fn imad(_st: &mut State, i: &Insn, _sec: bool) -> Result<(), ExecErr> {
    Err(ExecErr::Unsupported(format!(
        "integer multiply-add ({})",
        i.format().name
    )))
}
