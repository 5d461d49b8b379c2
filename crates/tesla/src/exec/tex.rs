//! Texture reads in compute programs (`texauto`, `texfetch`; 1D and 2D): a texture is bound to global
//! memory as `width` x `height` elements of `channels` 32-bit channels, row after row, returned as they
//! are stored (CUDA's element-type reads). The sampler state is CUDA's default for a texture reference:
//! point sampling, unnormalised coordinates, clamped addressing, so `texauto` reads the texel at
//! `floor(x), floor(y)`, each clamped to the texture. `texfetch` takes integer coordinates; one outside
//! the texture reads zeros (CUDA's `tex1Dfetch`). Channels the texture does not have read as zero. The
//! components the write mask selects go to consecutive registers from the destination.

use super::op::Op;
use super::Regs;
use gpuisa_simt::{Ctx, Fault, WARP};

/// A texture bound to global memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Texture {
    pub addr: u64,
    pub width: u32,
    /// 1 for a 1D texture.
    pub height: u32,
    /// 32-bit channels an element: 1, 2 or 4.
    pub channels: u8,
}

impl Texture {
    /// The bytes the binding spans.
    pub fn bytes(&self) -> u64 {
        self.width as u64 * self.height as u64 * self.channels as u64 * 4
    }
}

/// Why a texture read cannot run: no texture bound, or a coordinate the sampler's rule does not place.
pub enum TexError {
    Fault(Fault),
    Refused(&'static str),
}

impl From<Fault> for TexError {
    fn from(f: Fault) -> TexError {
        TexError::Fault(f)
    }
}

/// The texel a coordinate names: integer (`fetch`; `None` outside) or f32 (clamped). A NaN coordinate is
/// refused: the documents do not say where it samples.
fn texel(raw: u32, fetch: bool, size: u32) -> Result<Option<u32>, &'static str> {
    if fetch {
        let i = raw as i32;
        return Ok((i >= 0 && (i as u32) < size).then_some(i as u32));
    }
    let x = f32::from_bits(raw);
    if x.is_nan() {
        return Err("a NaN texture coordinate (where it samples is not documented)");
    }
    Ok(Some(x.floor().clamp(0.0, (size - 1) as f32) as u32))
}

/// Runs texture read `op` for the lanes in `mask`.
pub fn exec(textures: &[Option<Texture>], op: &Op, ctx: &mut Ctx<'_, Regs>, mask: u32, fetch: bool) -> Result<(), TexError> {
    let t = op.tex;
    let lane0 = mask.trailing_zeros();
    let Some(tex) = textures.get(t.tex as usize).copied().flatten() else {
        return Err(Fault { space: b't', addr: t.tex as u64, size: 4, lane: lane0, write: false }.into());
    };
    let reg = |regs: &Regs, n: u8, l: usize| regs.r.get(n as usize).map_or(0, |r| r[l]);
    let mut out = [[0u32; WARP]; 4];
    for l in (0..WARP).filter(|l| mask >> l & 1 != 0) {
        let x = texel(reg(ctx.regs, t.coord, l), fetch, tex.width).map_err(TexError::Refused)?;
        let y = if t.coords >= 2 {
            texel(reg(ctx.regs, t.coord.wrapping_add(1), l), fetch, tex.height).map_err(TexError::Refused)?
        } else {
            Some(0)
        };
        let (Some(x), Some(y)) = (x, y) else { continue };
        let element = y as u64 * tex.width as u64 + x as u64;
        for (k, o) in out.iter_mut().enumerate().take(tex.channels as usize) {
            let a = tex.addr + 4 * (element * tex.channels as u64 + k as u64);
            ctx.traffic.global_read += 4;
            o[l] = ctx.mem.global.load(a, 4, l as u32)? as u32;
        }
    }
    let mut d = t.dst;
    for (k, o) in out.iter().enumerate() {
        if t.mask >> k & 1 == 0 {
            continue;
        }
        if let Some(r) = ctx.regs.r.get_mut(d as usize) {
            for l in (0..WARP).filter(|l| mask >> l & 1 != 0) {
                r[l] = o[l];
            }
        }
        d = d.wrapping_add(1);
    }
    Ok(())
}
