//! Fermi texture, surface and sampler bindings as the command line gives them: images read from PNG
//! files (through the `image` crate, with the `png` feature) or raw files of a given format and size,
//! and sampler state.
//!
//! `N=FILE[:FORMAT]`: a PNG file, 2D; FORMAT converts it (default: the PNG's own, 8 or 16 bits, gray
//! as r, gray and alpha as rg, colour as rgba with alpha 1 when the PNG has none).
//! `N=FILE:FORMAT:SIZE[:KIND]`: a raw file of texels (little-endian, x fastest, then rows, planes,
//! layers); SIZE is `W`, `WxH` or `WxHxD`; KIND `1d`, `2d`, `3d` (by how many sizes are given),
//! `a1d` (W x layers), `a2d` (W x H x layers), `cube` (W x W, six faces +X, -X, +Y, -Y, +Z, -Z) or
//! `acube` (W x W x cubes). The file must hold exactly that many bytes.

use gpuisa_fermi::exec::sampler::{Address, Filter, Sampler};
use gpuisa_fermi::exec::texel::{Dim, Format, Image};

/// The kinds of a raw binding, with their dimension, whether an array, and how many sizes they take.
const KINDS: &[(&str, Dim, bool, usize)] = &[
    ("1d", Dim::D1, false, 1),
    ("2d", Dim::D2, false, 2),
    ("3d", Dim::D3, false, 3),
    ("a1d", Dim::D1, true, 2),
    ("a2d", Dim::D2, true, 3),
    ("cube", Dim::Cube, false, 2),
    ("acube", Dim::Cube, true, 3),
];

/// Texels an axis at most (sm_20's 2D limit is 65536).
const MAX_AXIS: u32 = 65536;

/// `N=SPEC` of `--texture` or `--surface` (`what`): the index (below `max`) and the image.
pub fn image_binding(what: &str, spec: &str, max: u64) -> Result<(usize, Image), String> {
    use crate::params::short;
    let (n, rest) = spec
        .split_once('=')
        .ok_or_else(|| format!("{what} `{}`: write N=FILE[:FORMAT] or N=FILE:FORMAT:WxH[xD][:KIND]", short(spec)))?;
    let n = crate::params::num(n).map_err(|e| format!("{what}: {e}"))?;
    if n >= max {
        return Err(format!("{what}: index {n} (the instructions name 0 to {})", max - 1));
    }
    let mut parts: Vec<&str> = rest.split(':').collect();
    // From the right: KIND, SIZE, FORMAT; what is left is the file (which may hold ':').
    let kind = match parts.last().and_then(|k| KINDS.iter().find(|(name, ..)| name.eq_ignore_ascii_case(k))) {
        Some(k) if parts.len() > 3 => {
            parts.pop();
            Some(*k)
        }
        _ => None,
    };
    let size = match parts.last().map(|s| parse_size(s)) {
        Some(Some(s)) if parts.len() > 2 => {
            parts.pop();
            Some(s)
        }
        _ => None,
    };
    let format = match parts.last().and_then(|f| Format::parse(f)) {
        Some(f) if parts.len() > 1 => {
            parts.pop();
            Some(f)
        }
        _ => None,
    };
    let file = parts.join(":");
    if kind.is_some() && size.is_none() {
        return Err(format!("{what} `{}`: a KIND needs FORMAT and SIZE (raw texels)", short(spec)));
    }
    let data = std::fs::read(&file).map_err(|e| {
        // A part after ':' that is no format was taken as part of the file name: say which formats exist.
        let hint = if file.contains(':') { " (FORMAT: r8 rg8 rgba8, r8ui.., r16.., r16ui.., r32f.., r32ui..)" } else { "" };
        format!("{what} {}: {e}{hint}", short(&file))
    })?;
    let img = match (format, size) {
        (Some(format), Some(size)) => raw(&data, format, &size, kind).map_err(|e| format!("{what} {}: {e}", short(&file)))?,
        (_, None) => png(&data, format).map_err(|e| format!("{what} {}: {e}", short(&file)))?,
        (None, Some(_)) => size_without_format(what, spec)?,
    };
    Ok((n as usize, img))
}

/// A size came without a format.
fn size_without_format(what: &str, spec: &str) -> Result<Image, String> {
    Err(format!("{what} `{}`: raw texels need FORMAT before the size", crate::params::short(spec)))
}

/// `W`, `WxH` or `WxHxD`: each 1 to 65536.
fn parse_size(s: &str) -> Option<Vec<u32>> {
    let v: Option<Vec<u32>> = s.split(['x', 'X']).map(|d| d.parse::<u32>().ok().filter(|&d| (1..=MAX_AXIS).contains(&d))).collect();
    v.filter(|v| (1..=3).contains(&v.len()))
}

fn raw(data: &[u8], format: Format, size: &[u32], kind: Option<(&str, Dim, bool, usize)>) -> Result<Image, String> {
    let (name, dim, array, sizes) = kind.unwrap_or(KINDS[size.len().clamp(1, 3) - 1]);
    if size.len() != sizes {
        return Err(format!("{name} takes {sizes} sizes, {} given", size.len()));
    }
    let s = |k: usize| size.get(k).copied().unwrap_or(1);
    let (w, h, d, layers) = match (dim, array) {
        (Dim::D1, false) => (s(0), 1, 1, 1),
        (Dim::D2, false) => (s(0), s(1), 1, 1),
        (Dim::D3, false) => (s(0), s(1), s(2), 1),
        (Dim::D1, true) => (s(0), 1, 1, s(1)),
        (Dim::D2, true) => (s(0), s(1), 1, s(2)),
        (Dim::Cube, false) => (s(0), s(1), 1, 6),
        (Dim::Cube, true) => (s(0), s(1), 1, 6 * s(2)),
        _ => return Err(format!("{name}: no such kind")),
    };
    if dim == Dim::Cube && w != h {
        return Err(format!("cube faces are square: {w}x{h}"));
    }
    let bytes = Image::bytes_for(format, w, h, d, layers).ok_or("too large")?;
    if data.len() != bytes {
        return Err(format!("{} bytes, where {name} {} of {} holds {bytes}", data.len(), dims_text(size), format.name()));
    }
    let mut img = Image::new(format, dim, array, w, h, d, layers).ok_or("too large")?;
    img.data.copy_from_slice(data);
    Ok(img)
}

fn dims_text(size: &[u32]) -> String {
    size.iter().map(|d| d.to_string()).collect::<Vec<_>>().join("x")
}

/// A PNG file as a 2D image, in `format` or its own.
#[cfg(feature = "png")]
fn png(data: &[u8], format: Option<Format>) -> Result<Image, String> {
    use gpuisa_fermi::exec::texel::Chan;
    use image::{DynamicImage, ImageFormat};
    if image::guess_format(data).ok() != Some(ImageFormat::Png) {
        return Err("not a PNG file (raw texels need FORMAT and WxH: N=FILE:FORMAT:WxH)".into());
    }
    let img = image::load_from_memory_with_format(data, ImageFormat::Png).map_err(|e| format!("not a readable PNG ({e})"))?;
    let own = |c: u8, wide: bool| Format { chan: if wide { Chan::Unorm16 } else { Chan::Unorm8 }, channels: c };
    let native = match &img {
        DynamicImage::ImageLuma8(_) => own(1, false),
        DynamicImage::ImageLumaA8(_) => own(2, false),
        DynamicImage::ImageLuma16(_) => own(1, true),
        DynamicImage::ImageLumaA16(_) => own(2, true),
        DynamicImage::ImageRgb16(_) | DynamicImage::ImageRgba16(_) => own(4, true),
        _ => own(4, false),
    };
    let format = format.unwrap_or(native);
    let (w, h) = (img.width(), img.height());
    let data: Vec<u8> = match (format.chan, format.channels) {
        (Chan::Unorm8 | Chan::Uint8, 1) => img.to_luma8().into_raw(),
        (Chan::Unorm8 | Chan::Uint8, 2) => img.to_luma_alpha8().into_raw(),
        (Chan::Unorm8 | Chan::Uint8, _) => img.to_rgba8().into_raw(),
        (Chan::Unorm16 | Chan::Uint16, 1) => img.to_luma16().into_raw().iter().flat_map(|v| v.to_le_bytes()).collect(),
        (Chan::Unorm16 | Chan::Uint16, 2) => img.to_luma_alpha16().into_raw().iter().flat_map(|v| v.to_le_bytes()).collect(),
        (Chan::Unorm16 | Chan::Uint16, _) => img.to_rgba16().into_raw().iter().flat_map(|v| v.to_le_bytes()).collect(),
        _ => return Err(format!("a PNG holds 8- or 16-bit channels, not {}", format.name())),
    };
    let mut out = Image::new(format, Dim::D2, false, w, h, 1, 1).ok_or("an empty or too large PNG")?;
    if out.data.len() != data.len() {
        return Err("the PNG's pixels do not fill its size".into());
    }
    out.data.copy_from_slice(&data);
    Ok(out)
}

/// `N=WORD,...` of `--sampler`: `point`/`linear`, `clamp`/`wrap`/`mirror`/`border`,
/// `unnormalized`/`normalized`, each at most once; the rest CUDA's default.
pub fn sampler(spec: &str, max: u64) -> Result<(usize, Sampler), String> {
    use crate::params::short;
    let bad = || format!("--sampler `{}`: write N=FILTER,ADDRESS,COORDS (point|linear, clamp|wrap|mirror|border, unnormalized|normalized)", short(spec));
    let (n, rest) = spec.split_once('=').ok_or_else(bad)?;
    let n = crate::params::num(n).map_err(|e| format!("--sampler: {e}"))?;
    if n >= max {
        return Err(format!("--sampler: sampler {n} (the instructions name 0 to {})", max - 1));
    }
    let mut s = Sampler::default();
    for w in rest.split(',').map(|w| w.trim().to_ascii_lowercase()) {
        match w.as_str() {
            "point" => s.filter = Filter::Point,
            "linear" => s.filter = Filter::Linear,
            "clamp" => s.address = Address::Clamp,
            "wrap" => s.address = Address::Wrap,
            "mirror" => s.address = Address::Mirror,
            "border" => s.address = Address::Border,
            "normalized" | "normalised" => s.normalized = true,
            "unnormalized" | "unnormalised" => s.normalized = false,
            _ => return Err(bad()),
        }
    }
    s.check().map_err(|why| format!("--sampler `{}`: {why}", short(spec)))?;
    Ok((n as usize, s))
}

/// Without the `png` feature a PNG binding is refused by name.
#[cfg(not(feature = "png"))]
fn png(_: &[u8], _: Option<Format>) -> Result<Image, String> {
    Err("PNG images need gpuisa's `png` feature (raw texels need FORMAT and WxH: N=FILE:FORMAT:WxH)".into())
}
