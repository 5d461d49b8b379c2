//! Textures and sampler state as the interpreter reads them: an RGBA8 image and how it is filtered
//! and addressed. `State::bind_texture` binds one to a texture unit; `sample.rs` reads it.

use std::sync::Arc;

/// An image of `width` x `height` texels, row-major from the top-left texel, four bytes a texel
/// (R, G, B, A; 0..255 read as 0.0..1.0, unsigned normalized as GXM's U8U8U8U8 formats).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Texture {
    pub width: u32,
    pub height: u32,
    pub rgba8: Vec<u8>,
}

impl Texture {
    /// A texture from its texels; None when `rgba8` does not hold `width * height * 4` bytes or a
    /// side is 0.
    pub fn new(width: u32, height: u32, rgba8: Vec<u8>) -> Option<Texture> {
        let n = (width as usize)
            .checked_mul(height as usize)?
            .checked_mul(4)?;
        (width > 0 && height > 0 && rgba8.len() == n).then_some(Texture {
            width,
            height,
            rgba8,
        })
    }

    /// One colour everywhere.
    pub fn solid(width: u32, height: u32, rgba: [u8; 4]) -> Texture {
        let (w, h) = (width.max(1), height.max(1));
        Texture {
            width: w,
            height: h,
            rgba8: rgba.repeat(w as usize * h as usize),
        }
    }

    /// The default image a sampler without a texture reads: 8 x 8 squares (each `max(1, side / 8)`
    /// texels), opaque white at the top-left square, alternating with opaque black.
    pub fn checkerboard(width: u32, height: u32) -> Texture {
        let (w, h) = (width.max(1), height.max(1));
        let (cw, ch) = ((w / 8).max(1), (h / 8).max(1));
        let mut rgba8 = Vec::with_capacity(w as usize * h as usize * 4);
        for y in 0..h {
            for x in 0..w {
                let white = ((x / cw) + (y / ch)) % 2 == 0;
                let v = if white { 255 } else { 0 };
                rgba8.extend_from_slice(&[v, v, v, 255]);
            }
        }
        Texture {
            width: w,
            height: h,
            rgba8,
        }
    }

    /// Texel (x, y) as four bytes (a coordinate past the image reads the nearest edge texel).
    pub fn texel(&self, x: u32, y: u32) -> [u8; 4] {
        let x = x.min(self.width.saturating_sub(1)) as usize;
        let y = y.min(self.height.saturating_sub(1)) as usize;
        let i = (y * self.width as usize + x) * 4;
        match self.rgba8.get(i..i + 4) {
            Some(t) => [t[0], t[1], t[2], t[3]],
            None => [0; 4],
        }
    }
}

/// How texels between sample points are combined (GXM's `SCE_GXM_TEXTURE_FILTER_POINT` /
/// `_LINEAR`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Filter {
    /// The texel containing the coordinate.
    #[default]
    Point,
    /// The four nearest texel centres weighted by distance (bilinear).
    Linear,
}

/// What a coordinate outside 0..1 reads (GXM's `SCE_GXM_TEXTURE_ADDR_*`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Address {
    /// The edge texel.
    #[default]
    Clamp,
    /// The image tiles.
    Repeat,
    /// The image tiles, every other copy mirrored.
    Mirror,
}

/// A sampler's state. Default: point filtering, clamped in both directions. (This is the state the
/// renderer uses when a GXP says nothing; GXM's `sceGxmTextureInit*` leave filter and addressing to
/// the application, so nothing in a GXP file pins it down.)
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sampler {
    /// Magnification (the texture is larger on screen than its texels).
    pub mag_filter: Filter,
    /// Minification.
    pub min_filter: Filter,
    pub address_u: Address,
    pub address_v: Address,
}

/// A texture bound to a unit with its sampler; shared between the states of a render.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Binding {
    pub texture: Arc<Texture>,
    pub sampler: Sampler,
}

/// Texture units a program can name (the GXP sampler parameter's resource index is below this).
pub const TEXTURE_UNITS: usize = 16;
