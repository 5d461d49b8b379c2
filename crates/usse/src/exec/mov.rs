//! VMOV and its conditional forms: `mov` copies a source; `cmov` chooses per component between two
//! sources by testing a third against zero (`eqzero`, `nezero`, `ltzero`, `gezero`); `cmov8` does the
//! same testing the low byte of each component (a byte mask of VTSTMSK).

use super::f16;
use super::operand::{decode, fv, Banks, Opnd};
use super::vector::{mad2_mask, vec34};
use super::{ExecErr, State};
use crate::Insn;

/// A component's raw bits: f32 a word, f16 a half, through a swizzle selector (4..7 a constant).
fn raw(st: &State, op: Opnd, sel: u8, f16: bool) -> Result<u32, ExecErr> {
    if sel >= 4 {
        let v = super::operand::swizzle_const(sel);
        return Ok(if f16 {
            f16::from_f32(v) as u32
        } else {
            v.to_bits()
        });
    }
    let c = sel as usize;
    match op {
        Opnd::Imm(v) => Ok(if f16 {
            f16::from_f32(v as f32) as u32
        } else {
            (v as f32).to_bits()
        }),
        Opnd::Const(_) | Opnd::Internal(_) if f16 => {
            Ok(f16::from_f32(op.comp(st, c, super::operand::Elem::F32)?) as u32)
        }
        Opnd::Const(_) => Ok(op.comp(st, c, super::operand::Elem::F32)?.to_bits()),
        _ if f16 => Ok(op.word(st, c / 2)? >> (16 * (c & 1)) & 0xffff),
        _ => op.word(st, c),
    }
}

/// The zero test of a float component by test number.
fn test_float(t: u64, v: f32) -> bool {
    match t {
        0 => v == 0.0,
        1 => v != 0.0,
        2 => v < 0.0,
        _ => v >= 0.0,
    }
}

/// The zero test of a signed integer.
fn test_int(t: u64, v: i64) -> bool {
    match t {
        0 => v == 0,
        1 => v != 0,
        2 => v < 0,
        _ => v >= 0,
    }
}

/// VMOV / VMOVC.
pub fn vmov(st: &mut State, i: &Insn, sec: bool) -> Result<(), ExecErr> {
    let ty = fv(i, "move_data_type");
    let (is_f16, is_f32) = (ty == 4, ty == 5);
    if ty == 3 || ty > 5 {
        return Err(ExecErr::Unsupported("a fixed-point (fx10) move".into()));
    }
    let double = is_f16 || is_f32;
    let bits = if double { 7 } else { 6 };
    let dest = decode(
        i,
        "dest_bank_sel",
        "dest_bank_ext",
        "dest_n",
        Banks::Dest,
        double,
        bits,
        sec,
    )?;
    let s1 = decode(
        i,
        "src1_bank_sel",
        "src1_bank_ext",
        "src1_n",
        Banks::Src,
        double,
        bits,
        sec,
    )?;
    let cond = i.format().name == "VMOVC";
    let kind = fv(i, "move_type");
    let test = fv(i, "test");
    let (s0, s2) = if cond {
        (
            decode(
                i,
                "src0_bank_sel",
                "end_or_src0_bank_ext",
                "src0_n",
                Banks::Src0,
                double,
                bits,
                sec,
            )?,
            decode(
                i,
                "src2_bank_sel",
                "src2_bank_ext",
                "src2_n",
                Banks::Src,
                double,
                bits,
                sec,
            )?,
        )
    } else {
        (s1, s1)
    };
    let sw = if double {
        vec34(fv(i, "src0_swiz"), false, true)?
    } else {
        [0, 1, 2, 3]
    };
    let sw0 = if fv(i, "src0_comp_sel") == 1 {
        sw
    } else {
        [0, 1, 2, 3]
    };
    let mask = if double {
        mad2_mask(dest, fv(i, "dest_mask"), is_f16)
    } else {
        1
    };
    let inc = st.smlsi_inc;
    let m = if double { 2 } else { 1 };
    for k in 0..=fv(i, "repeat_count") as isize {
        let d = dest.advance(inc[0] as isize * k * m, inc[0] as isize * k);
        let (a0, a1, a2) = (
            s0.advance(inc[1] as isize * k * m, inc[1] as isize * k),
            s1.advance(inc[2] as isize * k * m, inc[2] as isize * k),
            s2.advance(inc[3] as isize * k * m, inc[3] as isize * k),
        );
        let mut out = [None; 4];
        for (c, o) in out.iter_mut().enumerate() {
            if mask >> c & 1 == 0 {
                continue;
            }
            let v1 = raw(st, a1, sw[c], is_f16)?;
            if !cond {
                *o = Some(v1);
                continue;
            }
            let v2 = raw(st, a2, sw[c], is_f16)?;
            let t = raw(st, a0, sw0[c], is_f16)?;
            *o = Some(if kind == 2 {
                // cmov8: the test reads the low byte of src0's component, unsigned.
                if test_int(test, (t & 0xff) as i64) {
                    v1
                } else {
                    v2
                }
            } else if is_f32 {
                if test_float(test, f32::from_bits(t)) {
                    v1
                } else {
                    v2
                }
            } else if is_f16 {
                if test_float(test, f16::to_f32(t as u16)) {
                    v1
                } else {
                    v2
                }
            } else {
                let v = match ty {
                    0 => t as u8 as i8 as i64,
                    1 => t as u16 as i16 as i64,
                    _ => t as i32 as i64,
                };
                if test_int(test, v) {
                    v1
                } else {
                    v2
                }
            });
        }
        for (c, o) in out.iter().enumerate() {
            if let Some(v) = o {
                if is_f16 {
                    let old = d.word(st, c / 2).unwrap_or(0);
                    let sh = 16 * (c & 1);
                    d.set_word(st, c / 2, (old & !(0xffff << sh)) | (v & 0xffff) << sh)?;
                } else {
                    d.set_word(st, c, *v)?;
                }
            }
        }
    }
    Ok(())
}
