//! Images bound to textures and surfaces (files read by the command line, or tests): their formats,
//! geometry and how one texel reads. A texel's channels come back as the register values a texture
//! instruction writes: unorm channels as the f32 `c / (2^n - 1)` (CUDA's normalised-float read: 0xff
//! reads 1.0), float channels as their bits, unsigned integer channels as integers.

/// How a channel is stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chan {
    Unorm8,
    Uint8,
    Unorm16,
    Uint16,
    Float32,
    Uint32,
}

/// A texel format: 1, 2 or 4 channels (R, RG, RGBA) of one kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Format {
    pub chan: Chan,
    pub channels: u8,
}

/// Format names: channels then bits then kind (`rgba8` unorm, `rgba8ui`, `r32f`, `rg32ui`).
const NAMES: &[(&str, Chan)] = &[
    ("8", Chan::Unorm8),
    ("8ui", Chan::Uint8),
    ("16", Chan::Unorm16),
    ("16ui", Chan::Uint16),
    ("32f", Chan::Float32),
    ("32ui", Chan::Uint32),
];

impl Format {
    /// `r8`, `rg8`, `rgba8`, `r8ui`.., `r16`.., `r16ui`.., `r32f`.., `r32ui`.. (case-insensitive).
    pub fn parse(s: &str) -> Option<Format> {
        let s = s.to_ascii_lowercase();
        let (channels, rest) = if let Some(r) = s.strip_prefix("rgba") {
            (4, r)
        } else if let Some(r) = s.strip_prefix("rg") {
            (2, r)
        } else {
            (1, s.strip_prefix('r')?)
        };
        let chan = NAMES.iter().find(|(n, _)| *n == rest)?.1;
        Some(Format { chan, channels })
    }

    pub fn name(&self) -> String {
        let c = ["r", "rg", "", "rgba"][(self.channels.clamp(1, 4) - 1) as usize];
        let k = NAMES.iter().find(|(_, ch)| *ch == self.chan).map_or("", |(n, _)| n);
        format!("{c}{k}")
    }

    pub fn chan_bytes(&self) -> usize {
        match self.chan {
            Chan::Unorm8 | Chan::Uint8 => 1,
            Chan::Unorm16 | Chan::Uint16 => 2,
            Chan::Float32 | Chan::Uint32 => 4,
        }
    }

    /// Bytes a texel.
    pub fn bytes(&self) -> usize {
        self.chan_bytes() * self.channels as usize
    }

    /// Whether reads give floats (unorm and float channels), the only formats linear filtering takes
    /// (CUDA: "linear texture filtering may be done only for textures that return floating-point data").
    pub fn reads_float(&self) -> bool {
        matches!(self.chan, Chan::Unorm8 | Chan::Unorm16 | Chan::Float32)
    }

    /// Channel `k`'s stored value in `texel` (its bytes, little-endian), as the register value a read
    /// gives.
    pub fn value(&self, texel: &[u8], k: usize) -> u32 {
        let n = self.chan_bytes();
        let mut raw = 0u32;
        for (i, b) in texel.iter().skip(k * n).take(n).enumerate() {
            raw |= u32::from(*b) << (8 * i);
        }
        match self.chan {
            Chan::Unorm8 => (raw as f32 / 255.0).to_bits(),
            Chan::Unorm16 => (raw as f32 / 65535.0).to_bits(),
            Chan::Uint8 | Chan::Uint16 | Chan::Uint32 | Chan::Float32 => raw,
        }
    }
}

/// What a binding's layers are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dim {
    D1,
    D2,
    D3,
    /// Six faces a cube, as layers (+X, -X, +Y, -Y, +Z, -Z).
    Cube,
}

/// An image: `layers` slices of `depth` planes of `height` rows of `width` texels, stored in that order
/// (x fastest). Arrays have `array` set; a cube array holds 6 layers a cube.
#[derive(Clone, Debug, PartialEq)]
pub struct Image {
    pub format: Format,
    pub dim: Dim,
    pub array: bool,
    pub width: u32,
    pub height: u32,
    pub depth: u32,
    pub layers: u32,
    pub data: Vec<u8>,
}

impl Image {
    /// An image of zeros, or `None` when a size is 0 or the bytes overflow.
    pub fn new(format: Format, dim: Dim, array: bool, width: u32, height: u32, depth: u32, layers: u32) -> Option<Image> {
        let bytes = Image::bytes_for(format, width, height, depth, layers)?;
        Some(Image { format, dim, array, width, height, depth, layers, data: vec![0; bytes] })
    }

    /// The bytes such an image holds (`None` for a zero size or an overflow).
    pub fn bytes_for(format: Format, width: u32, height: u32, depth: u32, layers: u32) -> Option<usize> {
        if width == 0 || height == 0 || depth == 0 || layers == 0 {
            return None;
        }
        [height, depth, layers]
            .iter()
            .try_fold(width as usize * format.bytes(), |a, &n| a.checked_mul(n as usize))
            .filter(|&b| b <= 1 << 32)
    }

    /// The byte offset of texel (x, y, z) of `layer`, or `None` outside the image.
    pub fn offset(&self, x: i64, y: i64, z: i64, layer: i64) -> Option<usize> {
        let inside = |v: i64, n: u32| v >= 0 && v < i64::from(n);
        if !(inside(x, self.width) && inside(y, self.height) && inside(z, self.depth) && inside(layer, self.layers)) {
            return None;
        }
        let (w, h, d) = (self.width as usize, self.height as usize, self.depth as usize);
        let i = ((layer as usize * d + z as usize) * h + y as usize) * w + x as usize;
        Some(i * self.format.bytes())
    }

    /// The texel at (x, y, z, layer) as 4 register values (channels beyond the format's read 0; the
    /// callers refuse reading them), or `None` outside.
    pub fn texel(&self, x: i64, y: i64, z: i64, layer: i64) -> Option<[u32; 4]> {
        let o = self.offset(x, y, z, layer)?;
        let t = self.data.get(o..o + self.format.bytes())?;
        let mut v = [0; 4];
        for (k, c) in v.iter_mut().enumerate().take(self.format.channels as usize) {
            *c = self.format.value(t, k);
        }
        Some(v)
    }
}
