//! VPCK: pack and unpack between f32, f16, 8- and 16-bit integers, with optional scaling to [0, 1]
//! (unsigned) or [-1, 1] (signed) and clamping to the destination's range.

use super::f16;
use super::operand::{decode, fv, Banks, Opnd};
use super::{ExecErr, State};
use crate::Insn;

/// Data formats by field value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fmt {
    U8,
    S8,
    O8,
    U16,
    S16,
    F16,
    F32,
    Fx10,
}

impl Fmt {
    pub fn from_field(v: u64) -> Fmt {
        [
            Fmt::U8,
            Fmt::S8,
            Fmt::O8,
            Fmt::U16,
            Fmt::S16,
            Fmt::F16,
            Fmt::F32,
            Fmt::Fx10,
        ][(v & 7) as usize]
    }
    fn is_float(self) -> bool {
        matches!(self, Fmt::F16 | Fmt::F32)
    }
    /// Bits of one element.
    fn bits(self) -> usize {
        match self {
            Fmt::U8 | Fmt::S8 | Fmt::O8 => 8,
            Fmt::U16 | Fmt::S16 | Fmt::F16 => 16,
            Fmt::F32 => 32,
            Fmt::Fx10 => 10,
        }
    }
}

/// An integer element (its raw bits) as a float: the integer, or scaled to [0, 1] / [-1, 1].
pub fn int_to_float(f: Fmt, raw: u32, scale: bool) -> f32 {
    let (v, max) = match f {
        Fmt::U8 => ((raw & 0xff) as f32, 255.0),
        Fmt::S8 => ((raw as u8 as i8) as f32, 127.0),
        Fmt::U16 => ((raw & 0xffff) as f32, 65535.0),
        Fmt::S16 => ((raw as u16 as i16) as f32, 32767.0),
        _ => (raw as f32, 1.0),
    };
    if scale {
        (v / max).max(-1.0)
    } else {
        v
    }
}

/// A float as an integer element (raw bits): scaled by the range's maximum when `scale`, rounded to
/// nearest, clamped to the range (NaN gives 0).
pub fn float_to_int(f: Fmt, v: f32, scale: bool) -> u32 {
    let (lo, hi) = match f {
        Fmt::U8 => (0.0, 255.0),
        Fmt::S8 => (-128.0, 127.0),
        Fmt::U16 => (0.0, 65535.0),
        Fmt::S16 => (-32768.0, 32767.0),
        _ => (0.0, 0.0),
    };
    let v = if scale { v * hi } else { v };
    if v.is_nan() {
        return 0;
    }
    let r = v.round_ties_even().clamp(lo, hi) as i32;
    let mask = if f.bits() == 8 { 0xff } else { 0xffff };
    r as u32 & mask
}

/// Source element `c` of a pack, as raw bits (f32 its bits, f16 its half, integers their field):
/// f32 sources give components 0-1 from src1's two words and 2-3 from src2's; the narrower types
/// pack their components into src1.
fn element(st: &State, f: Fmt, s1: Opnd, s2: Opnd, c: usize) -> Result<u32, ExecErr> {
    Ok(match f {
        Fmt::F32 => {
            if c < 2 {
                s1.word(st, c)?
            } else {
                s2.word(st, c - 2)?
            }
        }
        Fmt::F16 | Fmt::U16 | Fmt::S16 => s1.word(st, c / 2)? >> (16 * (c & 1)) & 0xffff,
        Fmt::U8 | Fmt::S8 | Fmt::O8 => s1.word(st, 0)? >> (8 * (c & 3)) & 0xff,
        Fmt::Fx10 => {
            let (w, sh) = super::fx10::place(c);
            s1.word(st, w)? >> sh & 0x3ff
        }
    })
}

/// Converts one element's raw bits from `sf` to `df`.
pub fn convert(sf: Fmt, df: Fmt, raw: u32, scale: bool) -> Result<u32, ExecErr> {
    // o8: no document or emulator gives its meaning (Vita3K's type table marks it "not sure").
    if sf == Fmt::O8 || df == Fmt::O8 {
        return Err(ExecErr::Unsupported(
            "an o8 pack (the o8 format is not documented)".into(),
        ));
    }
    let v = match sf {
        Fmt::F32 => f32::from_bits(raw),
        Fmt::F16 => f16::to_f32(raw as u16),
        // fx10 is scaled by its definition; the scale flag changes nothing.
        Fmt::Fx10 => super::fx10::to_f32(raw),
        _ => {
            if !df.is_float() && df != Fmt::Fx10 {
                // Integer to integer: through the value, clamped.
                return Ok(float_to_int(df, int_to_float(sf, raw, false), false));
            }
            int_to_float(sf, raw, scale)
        }
    };
    Ok(match df {
        Fmt::F32 => v.to_bits(),
        Fmt::F16 => f16::from_f32(v) as u32,
        Fmt::Fx10 => super::fx10::from_f32(v),
        _ => float_to_int(df, v, scale),
    })
}

/// Writes element `c` of format `f` into the destination.
fn put(st: &mut State, f: Fmt, d: Opnd, c: usize, raw: u32) -> Result<(), ExecErr> {
    let bits = f.bits();
    if bits == 32 {
        return d.set_word(st, c, raw);
    }
    let per = 32 / bits;
    let (w, sh) = (c / per, (c % per) * bits);
    let m = ((1u64 << bits) - 1) as u32;
    let old = d.word(st, w).unwrap_or(0);
    d.set_word(st, w, (old & !(m << sh)) | (raw & m) << sh)
}

/// VPCK.
pub fn vpck(st: &mut State, i: &Insn, sec: bool) -> Result<(), ExecErr> {
    let (df, sf) = (
        Fmt::from_field(fv(i, "dest_fmt")),
        Fmt::from_field(fv(i, "src_fmt")),
    );
    let scale = fv(i, "scale") == 1;
    let dest = decode(
        i,
        "dest_bank_sel",
        "dest_bank_ext",
        "dest_n",
        Banks::Dest,
        false,
        7,
        sec,
    )?;
    let s1 = if sf.is_float() {
        decode(
            i,
            "src1_bank_sel",
            "src1_bank_ext",
            "src1_n",
            Banks::Src,
            true,
            7,
            sec,
        )?
    } else {
        // An integer source counts 32-bit registers: the number's low bit is bit 7.
        let mut op = decode(
            i,
            "src1_bank_sel",
            "src1_bank_ext",
            "src1_n",
            Banks::Src,
            true,
            7,
            sec,
        )?;
        if let Opnd::Reg(b, n) = op {
            op = Opnd::Reg(b, n + fv(i, "comp0_sel_bit1") as usize);
        }
        op
    };
    let s2 = decode(
        i,
        "src2_bank_sel",
        "src2_bank_ext",
        "src2_n",
        Banks::Src,
        true,
        7,
        sec,
    )?;
    let bit1 = if sf == Fmt::F32 {
        fv(i, "comp0_sel_bit1")
    } else {
        fv(i, "src2_n") & 1
    };
    let sels = [
        fv(i, "comp_sel_0_bit0") | bit1 << 1,
        fv(i, "comp_sel_1"),
        fv(i, "comp_sel_2"),
        fv(i, "comp_sel_3"),
    ];
    let mask = fv(i, "dest_mask");
    let float_to_float = sf.is_float() && df.is_float();
    let inc = st.smlsi_inc;
    for k in 0..=fv(i, "repeat_count") as isize {
        let sm = if sf.is_float() { 2 } else { 1 };
        let d = dest.advance(inc[0] as isize * k, inc[0] as isize * k);
        let a = s1.advance(inc[2] as isize * k * sm, inc[2] as isize * k);
        let b = s2.advance(inc[3] as isize * k * 2, inc[3] as isize * k);
        // Sources first, then the writes (the destination may overlap them).
        let mut out = [None; 4];
        let mut taken = 0;
        for (c, o) in out.iter_mut().enumerate() {
            // An integer source converts two channels at most (the console's results: docs/usse.md).
            if mask >> c & 1 == 0 || (!sf.is_float() && taken == 2) {
                continue;
            }
            // Float to float: each channel has its selector; otherwise the selectors go to the
            // enabled channels in turn.
            let sel = if float_to_float { sels[c] } else { sels[taken] } as usize;
            taken += 1;
            *o = Some(convert(sf, df, element(st, sf, a, b, sel)?, scale)?);
        }
        for (c, o) in out.iter().enumerate() {
            if let Some(raw) = o {
                put(st, df, d, c, *raw)?;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clamping_and_scaling() {
        // f32 1.5 to u8 with scale: 382.5 -> clamped 255; without: 2 (ties to even from 1.5).
        assert_eq!(float_to_int(Fmt::U8, 1.5, true), 255);
        assert_eq!(float_to_int(Fmt::U8, 1.5, false), 2);
        assert_eq!(float_to_int(Fmt::U8, -3.0, false), 0);
        assert_eq!(float_to_int(Fmt::S8, -200.0, false), 0x80);
        assert_eq!(float_to_int(Fmt::S16, 0.5, true), 16384); // 16383.5 ties to even
        assert_eq!(float_to_int(Fmt::U16, f32::NAN, true), 0);
        assert_eq!(int_to_float(Fmt::U8, 255, true), 1.0);
        assert_eq!(int_to_float(Fmt::S8, 0x80, true), -1.0);
        assert_eq!(int_to_float(Fmt::S16, 0xffff, false), -1.0);
        assert_eq!(
            convert(Fmt::F32, Fmt::F16, 1.0f32.to_bits(), false),
            Ok(0x3c00)
        );
        assert_eq!(
            convert(Fmt::F16, Fmt::F32, 0xc000, false),
            Ok((-2.0f32).to_bits())
        );
        assert_eq!(
            convert(Fmt::U8, Fmt::F16, 0xff, false),
            Ok(f16::from_f32(255.0) as u32)
        );
    }
}
