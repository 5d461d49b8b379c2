//! A GXP program's varyings: the 32-byte block at `varyings_offset` (header field 0x2C). For a fragment
//! program it declares the inputs the hardware iterates into primary attribute (pa) registers before the
//! program runs (interpolated varyings, and texture reads made with an interpolated coordinate: the
//! "non-dependent" samples), and the colour output's type; for a vertex program, which outputs it writes
//! to the o registers. Layout (facts from Vita3K's `SceGxmProgramVertexVaryings`,
//! `SceGxmProgramAttributeDescriptor`, `get_vertex_outputs` and its fragment-input translation; checked
//! on every corpus file, see docs/usse.md "Rendering"):
//!
//! | off | size | fragment program | vertex program |
//! |---|---|---|---|
//! | 0x08 | 1 | output register offset (F16 output in pa only) | |
//! | 0x0A | 1 | output type (parameter type: f32, f16, c10, u32, s32, u16, s16, u8, s8) | |
//! | 0x0B | 1 | output component count | |
//! | 0x0C | 2 | input descriptor count | |
//! | 0x10 | 4 | input descriptors (rel), 16 bytes each | `vertex_outputs1`: outputs other than texture coordinates |
//! | 0x14 | 4 | | `vertex_outputs2`: 3 bits per texture coordinate 0..9 |
//!
//! Input descriptor: u32 `attribute_info`, u32 `resource_index` (the sampler's texture unit), u32 `size`,
//! u32 `component_info`.

use crate::ContainerError;

/// What a varying carries (the GXM varying usages).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Usage {
    Position,
    Fog,
    Color(u8),
    TexCoord(u8),
    /// The point-sprite coordinate the rasterizer makes.
    SpriteCoord,
}

impl Usage {
    /// The name `--varying` and the listings use: POSITION, FOG, COLOR0, TEXCOORD3, SPRITECOORD.
    pub fn name(&self) -> String {
        match self {
            Usage::Position => "POSITION".into(),
            Usage::Fog => "FOG".into(),
            Usage::Color(n) => format!("COLOR{n}"),
            Usage::TexCoord(n) => format!("TEXCOORD{n}"),
            Usage::SpriteCoord => "SPRITECOORD".into(),
        }
    }
}

/// How a value lies in its registers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VaryingType {
    /// One f32 per register.
    F32,
    /// Two f16 per register (first component in the low half).
    F16,
    /// GXM's "fixed" (c10): its packing is not documented.
    Fixed,
    /// Four unsigned normalized bytes in one register (first component in the low byte).
    U8,
    /// An integer sample result (its packing is not documented).
    Int,
}

impl VaryingType {
    pub fn name(&self) -> &'static str {
        match self {
            VaryingType::F32 => "f32",
            VaryingType::F16 => "f16",
            VaryingType::Fixed => "fixed",
            VaryingType::U8 => "u8",
            VaryingType::Int => "int",
        }
    }
}

/// A value the hardware iterates (interpolates) into pa registers before a fragment program runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FragmentInput {
    pub usage: Usage,
    pub ty: VaryingType,
    pub components: u8,
    /// First pa register, and how many it fills.
    pub pa: u16,
    pub regs: u8,
}

/// A texture read made before the program runs, at an interpolated coordinate; the texel lands in pa.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FragmentSample {
    /// The coordinate (a TEXCOORDn or the sprite coordinate).
    pub coord: Usage,
    /// The texture unit (a sampler parameter's resource index).
    pub unit: u32,
    /// Projected reads divide by the coordinate's w (`xyw`) or z (`xyz`); `xy` is not projected.
    pub swizzle: &'static str,
    pub ty: VaryingType,
    pub pa: u16,
    pub regs: u8,
}

/// Where a fragment program leaves its colour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FragmentOutput {
    /// Parameter type index (0 f32, 1 f16, 2 c10, 3 u32, 4 s32, 5 u16, 6 s16, 7 u8, 8 s8).
    pub type_index: u8,
    pub components: u8,
    /// o0 for a "native colour" program (program_flags bit 6), else pa `reg`.
    pub in_output_bank: bool,
    pub reg: u16,
}

/// A vertex program's output: o registers `o .. o + components`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VertexOutput {
    pub usage: Usage,
    pub components: u8,
    pub o: u16,
}

/// Everything the varyings block says.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Varyings {
    pub output: Option<FragmentOutput>,
    pub inputs: Vec<FragmentInput>,
    pub samples: Vec<FragmentSample>,
    pub outputs: Vec<VertexOutput>,
    /// Vertex programs: the o register count the file declares (`vertex_outputs1` bits 24..31), and
    /// whether the layout read here fills exactly that many.
    pub declared_output_regs: Option<u32>,
    pub layout_checked: bool,
    /// Clip-plane and point-size outputs (names only: not laid out).
    pub extra_outputs: Vec<String>,
}

pub const TYPE_NAMES: [&str; 9] = ["f32", "f16", "c10", "u32", "s32", "u16", "s16", "u8", "s8"];

fn err(msg: String) -> ContainerError {
    ContainerError::Gxp(msg)
}

fn rd(b: &[u8], at: usize, n: usize, what: &str) -> Result<u32, ContainerError> {
    let s = b.get(at..at + n).ok_or_else(|| err(format!("{what} at {at:#x} is beyond the end ({} bytes)", b.len())))?;
    Ok(s.iter().rev().fold(0u32, |v, &x| (v << 8) | x as u32))
}

/// Reads the varyings block of the GXP `b` (already checked by `read_gxp`; `b` cut to its logical size).
pub fn read_varyings(b: &[u8]) -> Result<Varyings, ContainerError> {
    let flags = rd(b, 0x14, 4, "program_flags")?;
    let off = rd(b, 0x2c, 4, "varyings_offset")? as i32 as i64;
    let mut v = Varyings::default();
    if off == 0 {
        return Ok(v);
    }
    let at = usize::try_from(0x2c + off).map_err(|_| err(format!("varyings_offset (field 0x2c) points before the file: {off}")))?;
    // Only the fields a program's kind uses are read: a fragment program without inputs may end the
    // file before the vertex fields (Vita3K's 2018 mask shader, 176 bytes).
    if flags & 1 != 0 {
        let type_index = rd(b, at + 0x0a, 1, "output type")? as u8;
        let native = flags & 0x40 != 0;
        v.output = Some(FragmentOutput {
            type_index,
            components: rd(b, at + 0x0b, 1, "output components")? as u8,
            in_output_bank: native,
            // Only a non-native f16 output is read from its offset (Vita3K's reading).
            reg: if !native && type_index == 1 { rd(b, at + 8, 1, "output offset")? as u16 } else { 0 },
        });
        let count = rd(b, at + 0x0c, 2, "input count")? as usize;
        let rel = rd(b, at + 0x10, 4, "input descriptors")? as usize;
        if count == 0 {
            return Ok(v);
        }
        let d0 = at + 0x10 + rel;
        if d0.checked_add(16 * count).is_none_or(|e| e > b.len()) {
            return Err(err(format!("{count} varying descriptors at {d0:#x} run past the end ({} bytes)", b.len())));
        }
        let mut pa = 0u16;
        for i in 0..count {
            // 256 pa registers at most: a longer list is a damaged file, not registers to wrap around.
            if pa >= 256 {
                return Err(err(format!("varying {i} of {count} starts past pa255")));
            }
            let d = d0 + 16 * i;
            let (info, unit, size, comp) =
                (rd(b, d, 4, "varying")?, rd(b, d + 4, 4, "varying")?, rd(b, d + 8, 4, "varying")?, rd(b, d + 12, 4, "varying")?);
            let id = info & 0x4000_f000;
            if id != 0xf000 {
                let usage = match id >> 12 {
                    _ if id & 0x4000_0000 != 0 => Usage::SpriteCoord,
                    n @ 0..=9 => Usage::TexCoord(n as u8),
                    0xa => Usage::Color(0),
                    0xb => Usage::Color(1),
                    0xc => Usage::Fog,
                    0xd => Usage::Position,
                    n => return Err(err(format!("varying {i}: usage {n:#x} (attribute_info {info:#010x}) is not one GXM names"))),
                };
                let is_color = matches!(usage, Usage::Color(_));
                let ty = match info & 0x3010_0000 {
                    0x2000_0000 => VaryingType::F16,
                    0x1000_0000 => VaryingType::Fixed,
                    0x0010_0000 if is_color => VaryingType::F32,
                    0 if !is_color => VaryingType::F32,
                    0 => VaryingType::U8,
                    t => return Err(err(format!("varying {i} ({}): type bits {t:#x} are not documented", usage.name()))),
                };
                let regs = ((size >> 4) & 3) as u8 + 1;
                v.inputs.push(FragmentInput { usage, ty, components: ((info >> 22) & 3) as u8 + 1, pa, regs });
                pa += regs as u16;
            }
            let t = info & 0x40f;
            if t != 0xf {
                let coord = if t == 0x400 {
                    Usage::SpriteCoord
                } else if t <= 9 {
                    Usage::TexCoord(t as u8)
                } else {
                    return Err(err(format!("varying {i}: texture coordinate {t:#x} is not one GXM names")));
                };
                let ty = match (comp >> 4) & 3 {
                    0 => VaryingType::Int,
                    2 => VaryingType::F16,
                    3 => VaryingType::F32,
                    _ => VaryingType::Fixed,
                };
                let swizzle = match info & 0x300 {
                    0x100 => "xy",
                    0x200 => "xyw",
                    0x300 => "xyz",
                    _ => "xy?",
                };
                let regs = ((size >> 6) & 3) as u8 + 1;
                v.samples.push(FragmentSample { coord, unit, swizzle, ty, pa, regs });
                pa += regs as u16;
            }
        }
    } else {
        let (vo1, vo2) = (rd(b, at + 0x10, 4, "vertex_outputs1")?, rd(b, at + 0x14, 4, "vertex_outputs2")?);
        let mut o = 0u16;
        let mut push = |usage, n: u8| {
            v.outputs.push(VertexOutput { usage, components: n, o });
            o += n as u16;
        };
        // Vita3K's order and sizes: position 4, colours 4, fog 2, texture coordinates as declared.
        push(Usage::Position, 4);
        if vo1 & 0x800 != 0 {
            push(Usage::Color(0), 4);
        }
        if vo1 & 0x400 != 0 {
            push(Usage::Color(1), 4);
        }
        if vo1 & 0x200 != 0 {
            push(Usage::Fog, 2);
        }
        for t in 0..10u8 {
            let f = (vo2 >> (3 * t)) & 7;
            if f != 0 {
                // bit 0: x and y; bit 1: z; bit 2: w.
                push(Usage::TexCoord(t), 2 * (f & 1) as u8 + (f >> 1 & 1) as u8 + (f >> 2 & 1) as u8);
            }
        }
        let mut regs = o as u32;
        if vo1 & 0x100 != 0 {
            v.extra_outputs.push("PSIZE".into());
            regs += 1;
        }
        for c in 0..8 {
            if vo1 & (1 << c) != 0 {
                v.extra_outputs.push(format!("CLIP{c}"));
                regs += 1;
            }
        }
        let declared = vo1 >> 24;
        v.declared_output_regs = Some(declared);
        v.layout_checked = declared == regs;
    }
    Ok(v)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A file of `len` bytes: program_flags `flags`, the varyings block at 0x40 (offset field 0x2C).
    fn file(flags: u32, len: usize) -> Vec<u8> {
        let mut b = vec![0u8; len];
        b[0x14..0x18].copy_from_slice(&flags.to_le_bytes());
        b[0x2c..0x30].copy_from_slice(&(0x40u32 - 0x2c).to_le_bytes());
        b
    }

    fn put(b: &mut [u8], at: usize, v: u32) {
        b[at..at + 4].copy_from_slice(&v.to_le_bytes());
    }

    #[test]
    fn fragment_inputs_in_order() {
        let mut b = file(1, 0x80);
        b[0x40 + 0x0a] = 1; // f16 output
        b[0x40 + 0x0b] = 4;
        b[0x40 + 0x0c] = 2; // two descriptors
        put(&mut b, 0x50, 0x10); // at 0x50 + 0x10 = 0x60
        // COLOR0: usage 0xA000, float (bit 20), 4 components (bits 22-23 = 3), no texture read (0xF),
        // 4 registers (size bits 4-5 = 3).
        put(&mut b, 0x60, 0x00d0_a00f);
        put(&mut b, 0x68, 0x30);
        // No iterated value (0xF000); a read at TEXCOORD0.xy (0x100), unit 3, f16 texels (component
        // bits 4-5 = 2) in 2 registers (size bits 6-7 = 1).
        put(&mut b, 0x70, 0x0000_f100);
        put(&mut b, 0x74, 3);
        put(&mut b, 0x78, 0x40);
        put(&mut b, 0x7c, 0x20);
        let v = read_varyings(&b).unwrap();
        assert_eq!(v.output, Some(FragmentOutput { type_index: 1, components: 4, in_output_bank: false, reg: 0 }));
        assert_eq!(v.inputs, [FragmentInput { usage: Usage::Color(0), ty: VaryingType::F32, components: 4, pa: 0, regs: 4 }]);
        assert_eq!(v.samples, [FragmentSample { coord: Usage::TexCoord(0), unit: 3, swizzle: "xy", ty: VaryingType::F16, pa: 4, regs: 2 }]);
        // Cut inside the descriptors: an error, not a panic.
        assert!(read_varyings(&b[..0x70]).is_err());
    }

    #[test]
    fn vertex_outputs_fill_the_declared_count() {
        let mut b = file(0, 0x60);
        // Position, COLOR0 (bit 11), TEXCOORD0 xy (vertex_outputs2 = 1): 4 + 4 + 2 = 10 registers.
        put(&mut b, 0x50, 0x0a00_1800);
        put(&mut b, 0x54, 1);
        let v = read_varyings(&b).unwrap();
        let got: Vec<(String, u8, u16)> = v.outputs.iter().map(|o| (o.usage.name(), o.components, o.o)).collect();
        assert_eq!(got, [("POSITION".into(), 4, 0), ("COLOR0".into(), 4, 4), ("TEXCOORD0".into(), 2, 8)]);
        assert!(v.layout_checked);
        // A count the layout does not fill is reported.
        put(&mut b, 0x50, 0x0b00_1800);
        assert!(!read_varyings(&b).unwrap().layout_checked);
    }
}
