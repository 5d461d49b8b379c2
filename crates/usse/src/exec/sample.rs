//! Texture reads: filtering and addressing of a bound texture at normalized coordinates (`sample`,
//! also what a renderer uses for a GXP's non-dependent texture reads), and the SMP instruction.

use super::texture::{Address, Binding, Filter};

/// `c` (in texels, `n` of them) folded into 0..n by the addressing mode.
fn address(c: i64, n: u32, mode: Address) -> u32 {
    let n = n.max(1) as i64;
    (match mode {
        Address::Clamp => c.clamp(0, n - 1),
        Address::Repeat => c.rem_euclid(n),
        Address::Mirror => {
            let m = c.rem_euclid(2 * n);
            if m < n {
                m
            } else {
                2 * n - 1 - m
            }
        }
    }) as u32
}

/// The texel at integer (x, y) after addressing, as four floats 0..1.
fn fetch(b: &Binding, x: i64, y: i64) -> [f32; 4] {
    let t = &b.texture;
    let px = t.texel(
        address(x, t.width, b.sampler.address_u),
        address(y, t.height, b.sampler.address_v),
    );
    px.map(|c| c as f32 / 255.0)
}

/// Samples `b` at normalized (u, v): texel centres at (i + 0.5) / size. Point: the texel holding
/// the coordinate; linear: the four nearest centres weighted by distance. Magnification and
/// minification use the same level (a texture has one level here), so the magnification filter
/// decides. A NaN coordinate reads as 0.
pub fn sample(b: &Binding, u: f32, v: f32) -> [f32; 4] {
    let (w, h) = (b.texture.width as f32, b.texture.height as f32);
    let fix = |c: f32| if c.is_nan() { 0.0 } else { c };
    // Bounded so that the integer conversions below cannot overflow.
    let x = (fix(u) * w).clamp(-1.0e9, 1.0e9);
    let y = (fix(v) * h).clamp(-1.0e9, 1.0e9);
    match b.sampler.mag_filter {
        Filter::Point => fetch(b, x.floor() as i64, y.floor() as i64),
        Filter::Linear => {
            let (x, y) = (x - 0.5, y - 0.5);
            let (x0, y0) = (x.floor(), y.floor());
            let (fx, fy) = (x - x0, y - y0);
            let (x0, y0) = (x0 as i64, y0 as i64);
            let t00 = fetch(b, x0, y0);
            let t10 = fetch(b, x0 + 1, y0);
            let t01 = fetch(b, x0, y0 + 1);
            let t11 = fetch(b, x0 + 1, y0 + 1);
            let mut out = [0.0; 4];
            for c in 0..4 {
                let top = t00[c] * (1.0 - fx) + t10[c] * fx;
                let bottom = t01[c] * (1.0 - fx) + t11[c] * fx;
                out[c] = top * (1.0 - fy) + bottom * fy;
            }
            out
        }
    }
}

use super::operand::{decode, fv, Banks, Opnd};
use super::{ExecErr, State};
use crate::Insn;

/// The coordinates' element type by `src0_type`: f32, f16 (fx10 and the fourth value refused).
fn coord(st: &State, src0: Opnd, ty: u64, c: usize) -> Result<f32, ExecErr> {
    match ty {
        0 => Ok(f32::from_bits(src0.word(st, c)?)),
        1 => Ok(super::f16::to_f32(
            (src0.word(st, c / 2)? >> (16 * (c & 1))) as u16,
        )),
        2 => Err(ExecErr::Unsupported("SMP with fx10 coordinates".into())),
        _ => Err(ExecErr::Unsupported("SMP coordinate type 3".into())),
    }
}

/// SMP: samples the texture bound to the unit its texture-state operand names.
///
/// - The texture state: src1 names four secondary attribute registers (64-bit units: `sa2` is
///   `src1_n` 1) that the driver fills for each dependent sampler (the GXP's dependent-sampler
///   records: word `layout_offset % 4` of unit `layout_offset / 4` goes to `sa[base19 +
///   sa_offset]`, base19 the base of container 19). Here the first word holds the unit number
///   (`State::map_sampler` writes it); a state nobody wrote reads 0, unit 0.
/// - Coordinates: src0 (64-bit units), f32 or f16 (`src0_type`); `dim` 1D (u, v = 0: the top row),
///   2D (u, v); cube maps are refused (a `Texture` is one 2D image). Texel centres at
///   (i + 0.5) / size, v = 0 the first row.
/// - LOD (`lod_mode` none, bias, replace, gradient): a texture has one level, so the level chosen
///   changes nothing but the filter: an explicit LOD (replace) above 0 minifies (min filter);
///   otherwise the magnification filter applies. src2 (the bias, LOD or gradients) is read for the
///   replace mode only.
/// - Result (`fconv_type`): 0 the texture's own format (RGBA8: one word, R in the low byte), 2 f16
///   (two words, x in the low half of the first), 3 f32 (four words); dest is r or pa (`dest_use_pa`),
///   32-bit units. 1 is invalid (refused).
/// - Refused: `sb_mode` 1-3 (gather4, LOD info), `minpack` (the packing is not documented).
pub fn smp(st: &mut State, i: &Insn, sec: bool) -> Result<(), ExecErr> {
    if fv(i, "sb_mode") != 0 {
        return Err(ExecErr::Unsupported(format!(
            "SMP sample-buffer mode {} (gather4 / LOD info)",
            fv(i, "sb_mode")
        )));
    }
    if fv(i, "minpack") != 0 {
        return Err(ExecErr::Unsupported(
            "SMP minimum-precision packing (.minp)".into(),
        ));
    }
    let dest = decode(i, "dest_use_pa", "", "dest_n", Banks::TempPa, false, 7, sec)?;
    let src0 = decode(
        i,
        "src0_bank",
        "src0_ext",
        "src0_n",
        Banks::Src0,
        true,
        8,
        sec,
    )?;
    let src1 = decode(
        i,
        "src1_bank",
        "src1_ext",
        "src1_n",
        Banks::Src,
        true,
        8,
        sec,
    )?;
    let ty = fv(i, "src0_type");
    let (u, v) = match fv(i, "dim") {
        0 => (coord(st, src0, ty, 0)?, 0.0),
        1 => (coord(st, src0, ty, 0)?, coord(st, src0, ty, 1)?),
        2 => return Err(ExecErr::Unsupported("SMP of a cube map".into())),
        _ => return Err(ExecErr::Unsupported("SMP dimension 3".into())),
    };
    let lod_mode = fv(i, "lod_mode");
    let minify = if lod_mode == 2 {
        let src2 = decode(
            i,
            "src2_bank",
            "src2_ext",
            "src2_n",
            Banks::Src,
            true,
            8,
            sec,
        )?;
        coord(st, src2, ty, 0)? > 0.0
    } else {
        false
    };
    let unit = src1.word(st, 0)?;
    let b = st
        .texture(unit as usize)
        .ok_or_else(|| ExecErr::Unset(format!("texture unit {unit} (no texture bound)")))?;
    let mut b = b.clone();
    if minify {
        b.sampler.mag_filter = b.sampler.min_filter;
    }
    let texel = sample(&b, u, v);
    match fv(i, "fconv_type") {
        0 => {
            let w = texel.iter().enumerate().fold(0u32, |w, (c, &x)| {
                w | ((x * 255.0).round() as u32 & 0xff) << (8 * c)
            });
            dest.set_word(st, 0, w)
        }
        2 => {
            for k in 0..2 {
                let lo = super::f16::from_f32(texel[2 * k]) as u32;
                let hi = super::f16::from_f32(texel[2 * k + 1]) as u32;
                dest.set_word(st, k, lo | hi << 16)?;
            }
            Ok(())
        }
        3 => {
            for (k, x) in texel.iter().enumerate() {
                dest.set_word(st, k, x.to_bits())?;
            }
            Ok(())
        }
        f => Err(ExecErr::Unsupported(format!("SMP result format {f}"))),
    }
}
