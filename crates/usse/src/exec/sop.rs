//! The sums of products on 8-bit channels (fx8): SOP2, SOP2M, SOP3. Each 32-bit source holds four
//! unsigned bytes, read as 0..1 (byte / 255): channels 0-2 the colour, channel 3 the alpha. A result
//! is `op(factor1 * a, factor2 * b)` per channel, `op` add, subtract, min or max, written back as
//! round(clamp(v, 0, 1) * 255).
//!
//! No document gives the selector tables; every rule here is Vita3K's reading (`alu.cpp`, `sop2`,
//! `sop2m`, `sop3`), unverified: the selector values Vita3K leaves unimplemented (alpha saturate,
//! scale, "source 2 minus half") and the modifiers it ignores (SOP2 `asrc1_mod`, `dest_mod`; SOP3
//! `dmod`) are refused with their names.

use super::operand::{fv, reg, Banks};
use super::{ExecErr, State};
use crate::Insn;

/// A factor: zero, a source's colour channel (the alpha channel's own for channel 3), or a
/// source's alpha broadcast.
#[derive(Clone, Copy)]
enum Sel {
    Zero,
    Color(usize),
    Alpha(usize),
}

/// The four channels of a source word, 0..1.
fn chans(w: u32) -> [f32; 4] {
    [0, 1, 2, 3].map(|c| ((w >> (8 * c)) & 0xff) as f32 / 255.0)
}

fn byte(v: f32) -> u32 {
    if v.is_nan() {
        return 0;
    }
    (v.clamp(0.0, 1.0) * 255.0).round() as u32
}

fn pick(s: &[[f32; 4]; 3], sel: Sel, ch: usize, complement: bool) -> f32 {
    let v = match sel {
        Sel::Zero => 0.0,
        Sel::Color(k) => s[k][ch],
        Sel::Alpha(k) => s[k][3],
    };
    if complement {
        1.0 - v
    } else {
        v
    }
}

fn op(code: u64, a: f32, b: f32) -> Result<f32, ExecErr> {
    Ok(match code {
        0 => a + b,
        1 => a - b,
        2 => a.min(b),
        3 => a.max(b),
        _ => return Err(ExecErr::Unsupported(format!("SOP operation {code}"))),
    })
}

fn refuse(what: String) -> ExecErr {
    ExecErr::Unsupported(what)
}


/// SOP2: colour `cop(csel1' * src1, csel2' * src2)`, alpha `aop(asel1' * src1.a, asel2' * src2.a)`
/// (' the complement 1 - x when `cmodN`/`amodN`); `src1_mod` complements src1 first. Selectors:
/// csel 0 zero, 1 src1 colour, 2 src2 colour, 3 src1 alpha, 4 src2 alpha; asel 0 zero, 1 src1
/// alpha, 2 src2 alpha. Repeats (`count`) advance by the SMLSI increments.
pub fn sop2(st: &mut State, i: &Insn, sec: bool) -> Result<(), ExecErr> {
    for f in ["asrc1_mod", "dest_mod"] {
        if fv(i, f) != 0 {
            return Err(refuse(format!("SOP2 {f}")));
        }
    }
    let csel = |v: u64, which: &str| match v {
        0 => Ok(Sel::Zero),
        1 => Ok(Sel::Color(1)),
        2 => Ok(Sel::Color(2)),
        3 => Ok(Sel::Alpha(1)),
        4 => Ok(Sel::Alpha(2)),
        _ => Err(refuse(format!("SOP2 {which} {v}"))),
    };
    let asel = |v: u64, which: &str| match v {
        0 => Ok(Sel::Zero),
        1 => Ok(Sel::Alpha(1)),
        2 => Ok(Sel::Alpha(2)),
        _ => Err(refuse(format!("SOP2 {which} {v}"))),
    };
    let (c1, c2) = (
        csel(fv(i, "csel1"), "csel1")?,
        csel(fv(i, "csel2"), "csel2")?,
    );
    let (a1, a2) = (
        asel(fv(i, "asel1"), "asel1")?,
        asel(fv(i, "asel2"), "asel2")?,
    );
    let dest = reg(i, "dest_bank", "dest_bank_ext", "dest_n", Banks::Dest, sec)?;
    let s1 = reg(i, "src1_bank", "src1_bank_ext", "src1_n", Banks::Src, sec)?;
    let s2 = reg(i, "src2_bank", "src2_bank_ext", "src2_n", Banks::Src, sec)?;
    let inc = st.smlsi_inc;
    for k in 0..=fv(i, "count") as isize {
        let mut s = [[0.0; 4]; 3];
        s[1] = chans(s1.advance(inc[2] as isize * k, 0).word(st, 0)?);
        s[2] = chans(s2.advance(inc[3] as isize * k, 0).word(st, 0)?);
        if fv(i, "src1_mod") == 1 {
            s[1] = s[1].map(|x| 1.0 - x);
        }
        let mut out = 0u32;
        for ch in 0..4 {
            let (f1, f2, m1, m2, code) = if ch < 3 {
                (c1, c2, fv(i, "cmod1"), fv(i, "cmod2"), fv(i, "cop"))
            } else {
                (a1, a2, fv(i, "amod1"), fv(i, "amod2"), fv(i, "aop"))
            };
            let x = pick(&s, f1, ch, m1 == 1) * s[1][ch];
            let y = pick(&s, f2, ch, m2 == 1) * s[2][ch];
            out |= byte(op(code, x, y)?) << (8 * ch);
        }
        dest.advance(inc[0] as isize * k, 0).set_word(st, 0, out)?;
    }
    Ok(())
}

/// SOP2M: `cop(sel1' * src1, sel2' * src2)` on every written channel, the alpha channel with `aop`;
/// sel 0 zero, 2 src1, 3 src1 alpha, 6 src2, 7 src2 alpha; `modN` complements the factor. `wmask`
/// bit 0 writes the alpha channel, bits 1-3 channels 0-2; unwritten bytes keep their value.
pub fn sop2m(st: &mut State, i: &Insn, sec: bool) -> Result<(), ExecErr> {
    let sel = |v: u64, which: &str| match v {
        0 => Ok(Sel::Zero),
        2 => Ok(Sel::Color(1)),
        3 => Ok(Sel::Alpha(1)),
        6 => Ok(Sel::Color(2)),
        7 => Ok(Sel::Alpha(2)),
        _ => Err(refuse(format!("SOP2M {which} {v}"))),
    };
    let (f1, f2) = (sel(fv(i, "sel1"), "sel1")?, sel(fv(i, "sel2"), "sel2")?);
    let dest = reg(i, "destbank", "destbankext", "destnum", Banks::Dest, sec)?;
    let s1 = reg(i, "src1bank", "src1bankext", "src1num", Banks::Src, sec)?;
    let s2 = reg(i, "src2bank", "src2bankext", "src2num", Banks::Src, sec)?;
    let mut s = [[0.0; 4]; 3];
    s[1] = chans(s1.word(st, 0)?);
    s[2] = chans(s2.word(st, 0)?);
    let wm = fv(i, "wmask");
    let mask = ((wm & 0b1110) >> 1) | ((wm & 1) << 3);
    let mut out = if mask == 0xf { 0 } else { dest.word(st, 0)? };
    for ch in 0..4 {
        if mask >> ch & 1 == 0 {
            continue;
        }
        let code = if ch < 3 { fv(i, "cop") } else { fv(i, "aop") };
        let x = pick(&s, f1, ch, fv(i, "mod1") == 1) * s[1][ch];
        let y = pick(&s, f2, ch, fv(i, "mod2") == 1) * s[2][ch];
        out = (out & !(0xff << (8 * ch))) | byte(op(code, x, y)?) << (8 * ch);
    }
    dest.set_word(st, 0, out)
}

/// SOP3: colour `cop(csel1' * src1, csel2' * src2)`, alpha `aop(asel1' * src1.a, csel2-alpha' *
/// src2.a)`, `cop`/`aop` add or subtract. Colour selectors 0 zero, 2 src1, 3 src1 alpha, 4 src0,
/// 5 src0 alpha, 6 src2, 7 src2 alpha; `asel1` 0 zero, 1 src0, 2 src1, 3 src2 alpha; the second
/// alpha factor is the alpha `csel2` names, complemented by `cmod2` (Vita3K's own guesses).
pub fn sop3(st: &mut State, i: &Insn, sec: bool) -> Result<(), ExecErr> {
    if fv(i, "dmod") != 0 {
        return Err(refuse("SOP3 dmod".into()));
    }
    if fv(i, "cop") > 1 || fv(i, "aop") > 1 {
        return Err(refuse("SOP3 min/max operation".into()));
    }
    let csel = |v: u64, which: &str| match v {
        0 => Ok(Sel::Zero),
        2 => Ok(Sel::Color(1)),
        3 => Ok(Sel::Alpha(1)),
        4 => Ok(Sel::Color(0)),
        5 => Ok(Sel::Alpha(0)),
        6 => Ok(Sel::Color(2)),
        7 => Ok(Sel::Alpha(2)),
        _ => Err(refuse(format!("SOP3 {which} {v}"))),
    };
    let (c1, c2) = (
        csel(fv(i, "csel1"), "csel1")?,
        csel(fv(i, "csel2"), "csel2")?,
    );
    let a1 = match fv(i, "asel1") {
        0 => Sel::Zero,
        v => Sel::Alpha(v as usize - 1),
    };
    let a2 = match c2 {
        Sel::Color(k) | Sel::Alpha(k) => Sel::Alpha(k),
        Sel::Zero => Sel::Zero,
    };
    let dest = reg(i, "destbank", "destbext", "destn", Banks::Dest, sec)?;
    let s0 = reg(i, "src0bank", "", "src0n", Banks::TempPa, sec)?;
    let s1 = reg(i, "src1bank", "src1bext", "src1n", Banks::Src, sec)?;
    let s2 = reg(i, "src2bank", "src2bext", "src2n", Banks::Src, sec)?;
    let s = [
        chans(s0.word(st, 0)?),
        chans(s1.word(st, 0)?),
        chans(s2.word(st, 0)?),
    ];
    let mut out = 0u32;
    for ch in 0..4 {
        let (f1, f2, m1, code) = if ch < 3 {
            (c1, c2, fv(i, "cmod1"), fv(i, "cop"))
        } else {
            (a1, a2, fv(i, "amod1"), fv(i, "aop"))
        };
        let x = pick(&s, f1, ch, m1 == 1) * s[1][ch];
        let y = pick(&s, f2, ch, fv(i, "cmod2") == 1) * s[2][ch];
        out |= byte(op(code, x, y)?) << (8 * ch);
    }
    dest.set_word(st, 0, out)
}
