//! The integer formats: bitwise operations and shifts (VBW), load immediate (LIMM), the integer
//! multiply-adds (I8MAD, I16MAD, I32MAD).

use super::operand::{decode, fv, reg, Banks, Opnd};
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
    let dest = reg(i, "dest_bank", "dest_ext", "dest_n", Banks::Dest, sec)?;
    let s1 = reg(i, "src1_bank", "src1_ext", "src1_n", Banks::Src, sec)?;
    let mut s2 = reg(i, "src2_bank", "src2_ext", "src2_n", Banks::Src, sec)?;
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
    let dest = reg(i, "dest_bank", "dest_bank_ext", "dest_num", Banks::Dest, sec)?;
    dest.set_word(st, 0, fv(i, "imm") as u32)
}

/// The three sources and the destination of an integer multiply-add (32-bit register numbers).
fn imad_operands(i: &Insn, sec: bool) -> Result<[Opnd; 4], ExecErr> {
    fn n<'a>(i: &Insn, bank_field: &'a str) -> &'a str {
        if i.format().index(bank_field).is_some() {
            bank_field
        } else {
            ""
        }
    }
    let (dn, s0n, s1n, s2n) = if i.format().index("dest_n").is_some() {
        ("dest_n", "src0_n", "src1_n", "src2_n")
    } else {
        ("dest_num", "src0_num", "src1_num", "src2_num")
    };
    Ok([
        decode(
            i,
            "dest_bank",
            n(i, "dest_bank_ext"),
            dn,
            Banks::Dest,
            false,
            7,
            sec,
        )?,
        decode(i, "src0_bank", "", s0n, Banks::TempPa, false, 7, sec)?,
        decode(
            i,
            "src1_bank",
            n(i, "src1_bank_ext"),
            s1n,
            Banks::Src,
            false,
            7,
            sec,
        )?,
        decode(
            i,
            "src2_bank",
            n(i, "src2_bank_ext"),
            s2n,
            Banks::Src,
            false,
            7,
            sec,
        )?,
    ])
}

/// A 16-bit half (`high`: the upper one) of a word, sign-extended when `signed`.
fn half(w: u32, high: bool, signed: bool) -> i64 {
    let h = (w >> (16 * high as u32)) as u16;
    if signed {
        h as i16 as i64
    } else {
        h as i64
    }
}

/// Byte `sel` of a word, sign-extended when `signed`.
fn byte(w: u32, sel: u32, signed: bool) -> i64 {
    let b = (w >> (8 * (sel & 3))) as u8;
    if signed {
        b as i8 as i64
    } else {
        b as i64
    }
}

/// `v` clamped to the range of a `bits`-bit integer (signed or not) when `sat`, else wrapped to it.
fn fit(v: i64, bits: u32, signed: bool, sat: bool) -> u32 {
    let mask = (1u64 << bits) - 1;
    if !sat {
        return (v as u64 & mask) as u32;
    }
    let (lo, hi) = if signed {
        (-(1i64 << (bits - 1)), (1i64 << (bits - 1)) - 1)
    } else {
        (0, mask as i64)
    };
    (v.clamp(lo, hi) as u64 & mask) as u32
}

/// The integer multiply-adds, `dest = src0 * src1 + src2`, repeated over consecutive registers by the
/// SMLSI increments. I32MAD: 16-bit halves of src0 and src1 (`srcN_high` picks the upper half), src2 a
/// half or (type 2) the whole word, a 32-bit result. I16MAD: 16-bit sources (src1/src2 format 1: a
/// byte, the upper one of the low half when `selNh_upper8`), a 16-bit result into the low half
/// (the upper half kept). I8MAD: four byte lanes of each word.
pub fn imad(st: &mut State, i: &Insn, sec: bool) -> Result<(), ExecErr> {
    let name = i.format().name;
    if name == "I32MAD2" {
        return imad2(st, i, sec);
    }
    if !matches!(name, "I32MAD" | "I16MAD" | "I8MAD") {
        return Err(ExecErr::Unsupported(format!(
            "integer multiply-add ({name})"
        )));
    }
    let [dest, s0, s1, s2] = imad_operands(i, sec)?;
    let inc = st.smlsi_inc;
    for k in 0..=fv(i, "repeat_count") as isize {
        let a = word(st, s0.advance(inc[1] as isize * k, 0))?;
        let b = word(st, s1.advance(inc[2] as isize * k, 0))?;
        let c = word(st, s2.advance(inc[3] as isize * k, 0))?;
        let d = dest.advance(inc[0] as isize * k, 0);
        let out = match name {
            "I32MAD" => {
                let signed = fv(i, "is_signed") == 1;
                let x = half(a, fv(i, "src0_high") == 1, signed);
                let y = half(b, fv(i, "src1_high") == 1, signed);
                let z = if fv(i, "src2_type") == 2 {
                    if signed {
                        c as i32 as i64
                    } else {
                        c as i64
                    }
                } else {
                    half(c, fv(i, "src2_high") == 1, signed)
                };
                fit(x * y + z, 32, signed, fv(i, "is_sat") == 1)
            }
            "I16MAD" => {
                let mode = fv(i, "mode");
                let signed = mode >= 2;
                let src = |w: u32, format: &str, upper: &str| match fv(i, format) {
                    0 => Ok(half(w, false, signed)),
                    1 => Ok(byte(w, fv(i, upper) as u32, signed)),
                    f => Err(ExecErr::Unsupported(format!("I16MAD source format {f}"))),
                };
                let x = half(a, false, signed);
                let y = src(b, "src1_format", "sel1h_upper8")?;
                let mut z = src(c, "src2_format", "sel2h_upper8")?;
                if fv(i, "src2_neg") == 1 {
                    z = -z;
                }
                if fv(i, "abs") == 1 || fv(i, "or_shift") != 0 {
                    return Err(ExecErr::Unsupported("I16MAD abs or or-shift".into()));
                }
                let r = fit(x * y + z, 16, signed, mode & 1 == 1);
                let old = d.word(st, 0).unwrap_or(0);
                (old & 0xffff_0000) | r
            }
            _ => {
                // I8MAD: `src1 * src2 + src0` (minus src0 with src0_neg) in four byte lanes
                // (r, g, b, a); csel1/csel2 give src1's/src2's alpha byte to r, g, b; csel0 picks
                // the addend's r, g, b (src0's, src1's, src0's alpha, src1's alpha), asel0 its alpha
                // (src0's, src1's). The component modifiers are not interpreted.
                let mods = ["cmod0", "cmod1", "cmod2", "amod0", "amod1", "amod2"];
                if mods.iter().any(|m| fv(i, m) != 0) {
                    return Err(ExecErr::Unsupported("I8MAD component modifiers".into()));
                }
                let alpha_rgb = |w: u32, sel: bool| {
                    if sel {
                        (w & 0xff00_0000) | ((w >> 24) * 0x0001_0101)
                    } else {
                        w
                    }
                };
                let m1 = alpha_rgb(b, fv(i, "csel1") == 1);
                let m2 = alpha_rgb(c, fv(i, "csel2") == 1);
                let rgb = match fv(i, "csel0") {
                    0 => a,
                    1 => m1,
                    2 => alpha_rgb(a, true),
                    _ => alpha_rgb(m1, true),
                } & 0x00ff_ffff;
                let alpha = if fv(i, "asel0") == 1 { m1 } else { a };
                let add = rgb | (alpha & 0xff00_0000);
                let neg = fv(i, "src0_neg") == 1;
                let sat = fv(i, "saturated") == 1;
                (0..4).fold(0u32, |acc, l| {
                    let p = byte(m1, l, false) * byte(m2, l, false);
                    let q = byte(add, l, false);
                    acc | fit(if neg { p - q } else { p + q }, 8, false, sat) << (8 * l)
                })
            }
        };
        d.set_word(st, 0, out)?;
    }
    Ok(())
}

/// I32MAD2 (Vita3K's reading, `ialu.cpp`, checked there on a console for `sn` 0): `dest = src0 *
/// src1 + src2` on whole 32-bit words, wrapped (signed or not gives the same low 32 bits),
/// `negative_src1`/`negative_src2` negate. Refused: `sn` 1 (Vita3K: "mysterious"; a console test
/// of it crashed) and repeats (`count`; no reading gives their increments).
fn imad2(st: &mut State, i: &Insn, sec: bool) -> Result<(), ExecErr> {
    if fv(i, "sn") != 0 {
        return Err(ExecErr::Unsupported(format!("I32MAD2 .s{}", fv(i, "sn"))));
    }
    if fv(i, "count") != 0 {
        return Err(ExecErr::Unsupported("I32MAD2 repeats".into()));
    }
    let dest = reg(i, "dest_bank", "dest_bank_ext", "dest_n", Banks::Dest, sec)?;
    let s0 = reg(i, "src0_bank", "src0_bank_ext", "src0_n", Banks::Src0, sec)?;
    let s1 = reg(i, "src1_bank", "src1_bank_ext", "src1_n", Banks::Src, sec)?;
    let s2 = reg(i, "src2_bank", "src2_bank_ext", "src2_n", Banks::Src, sec)?;
    let mut b = word(st, s1)?;
    let mut c = word(st, s2)?;
    if fv(i, "negative_src1") == 1 {
        b = b.wrapping_neg();
    }
    if fv(i, "negative_src2") == 1 {
        c = c.wrapping_neg();
    }
    let v = word(st, s0)?.wrapping_mul(b).wrapping_add(c);
    dest.set_word(st, 0, v)
}
