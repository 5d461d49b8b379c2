//! GXP shader programs of the PS Vita (`GXP\0`): the header, the secondary and primary USSE programs,
//! parameters, literals, uniform buffers and samplers (layout: ../shared/spec/gxp-format.md). Offsets are
//! relative to the field that holds them; every one is checked against the file, so a truncated or
//! malformed file gets an error naming the field, never a panic.

use crate::gxp_varyings::{read_varyings, Varyings, TYPE_NAMES};
use crate::{ArchInfo, Container, ContainerError, Family, Format, Kernel};

/// Size of the header every GXP file has.
const HEADER: usize = 0x9c;

struct Reader<'a> {
    b: &'a [u8],
}

impl Reader<'_> {
    fn u8(&self, at: usize, what: &str) -> Result<u8, ContainerError> {
        self.b.get(at).copied().ok_or_else(|| err(format!("{what} at {at:#x} is beyond the end ({} bytes)", self.b.len())))
    }
    fn u16(&self, at: usize, what: &str) -> Result<u16, ContainerError> {
        Ok(u16::from_le_bytes([self.u8(at, what)?, self.u8(at + 1, what)?]))
    }
    fn u32(&self, at: usize, what: &str) -> Result<u32, ContainerError> {
        Ok(u32::from_le_bytes([self.u8(at, what)?, self.u8(at + 1, what)?, self.u8(at + 2, what)?, self.u8(at + 3, what)?]))
    }
    /// The target of the self-relative offset stored at `at`.
    fn rel(&self, at: usize, what: &str) -> Result<usize, ContainerError> {
        let off = self.u32(at, what)? as i32 as i64;
        let t = at as i64 + off;
        usize::try_from(t).map_err(|_| err(format!("{what} (field {at:#x}) points before the file: {t}")))
    }
    /// `n` records of `size` bytes at `start`, all within the file.
    fn table(&self, start: usize, n: u32, size: usize, what: &str) -> Result<(), ContainerError> {
        let end = (n as usize).checked_mul(size).and_then(|l| l.checked_add(start));
        match end {
            Some(e) if e <= self.b.len() => Ok(()),
            _ => Err(err(format!("{n} {what} of {size} bytes at {start:#x} run past the end ({} bytes)", self.b.len()))),
        }
    }
    fn cstr(&self, at: usize, what: &str) -> Result<String, ContainerError> {
        let rest = self.b.get(at..).ok_or_else(|| err(format!("{what} at {at:#x} is beyond the end")))?;
        let n = rest.iter().position(|&c| c == 0).ok_or_else(|| err(format!("{what} at {at:#x} has no terminating NUL")))?;
        Ok(String::from_utf8_lossy(&rest[..n]).into_owned())
    }
}

fn err(msg: String) -> ContainerError {
    ContainerError::Gxp(msg)
}

const CATEGORIES: [&str; 5] = ["attribute", "uniform", "sampler", "aux surface", "uniform buffer"];
const TYPES: [&str; 9] = TYPE_NAMES;

/// Reads a GXP program.
pub fn read_gxp(bytes: &[u8]) -> Result<Container, ContainerError> {
    let n = bytes.len().min(4);
    if bytes[..n] != b"GXP\0"[..n] {
        return Err(err("no GXP magic".into()));
    }
    if bytes.len() < HEADER {
        return Err(err(format!("truncated header: {} of {HEADER} bytes", bytes.len())));
    }
    // The header's size is the program's logical size (the file may add up to 3 bytes of padding): a
    // file shorter than it was cut, and every part must lie within it.
    let size = u32::from_le_bytes([bytes[8], bytes[9], bytes[10], bytes[11]]) as usize;
    if size > bytes.len() {
        return Err(err(format!(
            "truncated: the header's size field (at 0x8) says {size} bytes, the file has {}",
            bytes.len()
        )));
    }
    if size < HEADER {
        return Err(err(format!("the header's size field (at 0x8) says {size} bytes, less than the {HEADER}-byte header")));
    }
    let r = Reader { b: &bytes[..size] };
    let mut c = Container::new(Format::Gxp);
    c.arch = Some(ArchInfo { family: Family::Usse, sm: 0 });
    let flags = r.u32(0x14, "program_flags")?;
    let kind = if flags & 1 != 0 { "fragment" } else { "vertex" };
    c.info.push(("GXP".into(), format!("version {}.{}, SDK {:#x}, {kind} program", r.u8(4, "version")?, r.u8(5, "version")?, r.u16(6, "sdk")?)));
    c.info.push(("size".into(), format!("{} bytes (file {})", r.u32(8, "size")?, bytes.len())));
    c.info.push(("program_flags".into(), format!("{flags:#x}")));
    c.info.push((
        "registers".into(),
        format!(
            "{} primary attribute, {} secondary attribute, {} temporary",
            r.u16(0x30, "primary_reg_count")?,
            r.u16(0x32, "secondary_reg_count")?,
            r.u32(0x34, "temp_reg_count")?
        ),
    ));
    // The programs: secondary (from its start to its end offset), then primary, as they are run.
    // Its length is the distance between the two offsets in whole instructions (Vita3K's reading: a file
    // with both offsets zero has none).
    let (s0, end) = (r.rel(0x48, "secondary_program_offset")?, r.rel(0x4c, "secondary_program_offset_end")?);
    if end < s0 {
        return Err(err(format!("secondary program ends ({end:#x}) before it starts ({s0:#x})")));
    }
    let sn = (end - s0) / 8;
    let declared = r.u32(0x44, "secondary_program_instr_count")?;
    if declared as usize != sn {
        return Err(err(format!(
            "secondary_program_instr_count (field 0x44) is {declared}, but the program from {s0:#x} to {end:#x} has {sn} instructions"
        )));
    }
    r.table(s0, declared, 8, "secondary instructions")?;
    let s1 = s0 + 8 * sn;
    let p0 = r.rel(0x40, "primary_program_offset")?;
    let pn = r.u32(0x3c, "primary_program_instr_count")?;
    // A primary program is empty only in a program without phases (one corpus file): an empty one
    // with phases is a damaged count, not a program to read as empty.
    let phases = r.u16(0x3a, "primary_program_phase_count")?;
    if pn == 0 && phases != 0 {
        return Err(err(format!(
            "primary_program_instr_count (field 0x3c) is 0, but primary_program_phase_count (field 0x3a) is {phases}"
        )));
    }
    r.table(p0, pn, 8, "primary instructions")?;
    for (name, start, end) in [("secondary", s0, s1), ("primary", p0, p0 + 8 * pn as usize)] {
        c.kernels.push(Kernel { name: name.into(), code: r.b[start..end].to_vec(), base_addr: 0, ..Kernel::default() });
        c.info.push((format!("{name} program"), format!("{} instructions at file offset {start:#x}", (end - start) / 8)));
    }
    // Containers (placing uniforms in sa registers), read first to name each parameter's registers.
    let (n, o) = (r.u32(0x90, "container_count")?, r.rel(0x94, "container_offset")?);
    r.table(o, n, 8, "containers")?;
    let mut containers = Vec::new();
    for i in 0..n as usize {
        containers.push((r.u16(o + 8 * i, "container")?, r.u16(o + 8 * i + 4, "container")?));
    }
    // Parameters: 16-byte records.
    let (pc, po) = (r.u32(0x24, "parameter_count")?, r.rel(0x28, "parameters_offset")?);
    r.table(po, pc, 16, "parameters")?;
    for i in 0..pc as usize {
        let at = po + 16 * i;
        let name = r.cstr(r.rel(at, "parameter name")?, "parameter name")?;
        let b4 = r.u8(at + 4, "parameter category")?;
        let b5 = r.u8(at + 5, "parameter components")?;
        let category = CATEGORIES.get((b4 & 15) as usize).copied().unwrap_or("category ?");
        let ty = TYPES.get((b4 >> 4) as usize).map_or_else(|| format!("type {}", b4 >> 4), |t| t.to_string());
        let array = r.u32(at + 8, "parameter array size")?;
        let resource = r.u32(at + 12, "parameter resource index")?;
        let place = match b4 & 15 {
            0 => format!(", at pa{resource}"),
            1 => match containers.iter().find(|c| c.0 == (b5 >> 4) as u16) {
                Some(&(_, base)) => format!(", at sa{}", base as u64 + resource as u64),
                None => String::new(),
            },
            2 => format!(", texture unit {resource}"),
            _ => String::new(),
        };
        c.info.push((
            "parameter".into(),
            format!(
                "{name}: {category} {ty} x{} (array {array}), container {}, semantic {} #{}, resource index {resource}{place}",
                b5 & 15,
                b5 >> 4,
                r.u8(at + 6, "parameter semantic")?,
                r.u8(at + 7, "parameter semantic index")?,
            ),
        ));
    }
    // Literals: {u32 SA register offset, f32 value}.
    let (lc, lo) = (r.u32(0x70, "literals_count")?, r.rel(0x74, "literals_offset")?);
    r.table(lo, lc, 8, "literals")?;
    for i in 0..lc as usize {
        let v = f32::from_bits(r.u32(lo + 8 * i + 4, "literal")?);
        c.info.push(("literal".into(), format!("sa{} = {v:?}", r.u32(lo + 8 * i, "literal")?)));
    }
    // Uniform buffers: {u16 reside_buffer, u16 ldst_base_offset, i32 ldst_base_value}.
    let (uc, uo) = (r.u32(0x78, "uniform_buffer_count")?, r.rel(0x7c, "uniform_buffer_offset")?);
    r.table(uo, uc, 8, "uniform buffers")?;
    for i in 0..uc as usize {
        let at = uo + 8 * i;
        c.info.push((
            "uniform buffer".into(),
            format!("buffer {}, base offset {}, base value {}", r.u16(at, "ub")?, r.u16(at + 2, "ub")?, r.u32(at + 4, "ub")? as i32),
        ));
    }
    // Samplers with dependent reads: {u16 resource index, u16 SA offset}.
    for (what, count, off) in [("dependent sampler", 0x80, 0x84), ("texture-buffer dependent sampler", 0x88, 0x8c)] {
        let (n, o) = (r.u32(count, what)?, r.rel(off, what)?);
        r.table(o, n, 4, what)?;
        for i in 0..n as usize {
            c.info.push((what.into(), format!("resource {}, sa{}", r.u16(o + 4 * i, what)?, r.u16(o + 4 * i + 2, what)?)));
        }
    }
    // A varyings block that cannot be read is reported, not fatal: the rest of the file still reads.
    match read_varyings(r.b) {
        Ok(v) => c.info.extend(varying_lines(&v).into_iter().map(|(k, v)| (k.to_string(), v))),
        Err(e) => c.info.push(("varyings".into(), format!("unreadable: {e}"))),
    }
    Ok(c)
}

/// A GXP program's parameter, as the interpreter needs it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GxpParameter {
    pub name: String,
    /// 0 attribute, 1 uniform, 2 sampler, 3 aux surface, 4 uniform buffer.
    pub category: u8,
    /// Index into f32, f16, c10, u32, s32, u16, s16, u8, s8.
    pub type_index: u8,
    pub components: u8,
    pub array_size: u32,
    pub container_index: u16,
    pub resource_index: u32,
}

/// The parts of a GXP program that running it needs: code, parameters, literals, and the containers
/// that place uniforms and literals in the secondary attribute registers.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GxpLayout {
    pub fragment: bool,
    pub secondary: Vec<u8>,
    pub primary: Vec<u8>,
    pub parameters: Vec<GxpParameter>,
    /// (SA offset within the literal container, value bits).
    pub literals: Vec<(u32, u32)>,
    /// (container index, base SA register).
    pub containers: Vec<(u16, u16)>,
    /// program_flags (header 0x14).
    pub flags: u32,
    /// The varyings block: fragment inputs and colour output, or vertex outputs.
    pub varyings: Varyings,
    /// Why the varyings block could not be read (then `varyings` is empty).
    pub varyings_error: Option<String>,
    /// Dependent samplers: (resource_index_layout_offset, sa_offset), header fields 0x80/0x84.
    pub dependent_samplers: Vec<(u16, u16)>,
}

impl GxpLayout {
    /// The base SA register of container `index`.
    pub fn container_base(&self, index: u16) -> Option<u16> {
        self.containers.iter().find(|c| c.0 == index).map(|c| c.1)
    }
}

/// Reads what running a GXP program needs (the file is checked as [`read_gxp`] checks it).
pub fn read_gxp_layout(bytes: &[u8]) -> Result<GxpLayout, ContainerError> {
    let c = read_gxp(bytes)?;
    let size = u32::from_le_bytes([bytes[8], bytes[9], bytes[10], bytes[11]]) as usize;
    let r = Reader { b: &bytes[..size] };
    let mut g = GxpLayout {
        fragment: r.u32(0x14, "program_flags")? & 1 != 0,
        flags: r.u32(0x14, "program_flags")?,
        ..GxpLayout::default()
    };
    for k in c.kernels {
        match k.name.as_str() {
            "secondary" => g.secondary = k.code,
            _ => g.primary = k.code,
        }
    }
    match read_varyings(r.b) {
        Ok(v) => g.varyings = v,
        Err(e) => g.varyings_error = Some(e.to_string()),
    }
    let (pc, po) = (r.u32(0x24, "parameter_count")?, r.rel(0x28, "parameters_offset")?);
    for i in 0..pc as usize {
        let at = po + 16 * i;
        let b4 = r.u8(at + 4, "parameter category")?;
        let b5 = r.u8(at + 5, "parameter components")?;
        g.parameters.push(GxpParameter {
            name: r.cstr(r.rel(at, "parameter name")?, "parameter name")?,
            category: b4 & 15,
            type_index: b4 >> 4,
            components: b5 & 15,
            array_size: r.u32(at + 8, "parameter array size")?,
            // The container index is the 4 bits above the component count.
            container_index: (b5 >> 4) as u16,
            resource_index: r.u32(at + 12, "parameter resource index")?,
        });
    }
    let (dn, dof) = (r.u32(0x80, "dependent sampler")?, r.rel(0x84, "dependent sampler")?);
    for i in 0..dn as usize {
        g.dependent_samplers.push((r.u16(dof + 4 * i, "dependent sampler")?, r.u16(dof + 4 * i + 2, "dependent sampler")?));
    }
    let (lc, lo) = (r.u32(0x70, "literals_count")?, r.rel(0x74, "literals_offset")?);
    for i in 0..lc as usize {
        g.literals.push((r.u32(lo + 8 * i, "literal")?, r.u32(lo + 8 * i + 4, "literal")?));
    }
    let (n, o) = (r.u32(0x90, "container_count")?, r.rel(0x94, "container_offset")?);
    for i in 0..n as usize {
        g.containers.push((r.u16(o + 8 * i, "container")?, r.u16(o + 8 * i + 4, "container")?));
    }
    Ok(g)
}

/// The `info` lines of the varyings: what a fragment program reads and writes, a vertex program's outputs.
fn varying_lines(v: &Varyings) -> Vec<(&'static str, String)> {
    let regs = |bank: &str, first: u16, n: u8| {
        if n <= 1 {
            format!("{bank}{first}")
        } else {
            format!("{bank}{first}-{bank}{}", first as u32 + n as u32 - 1)
        }
    };
    let mut out = Vec::new();
    if let Some(o) = &v.output {
        let ty = TYPE_NAMES.get(o.type_index as usize).map_or_else(|| format!("type {}", o.type_index), |t| t.to_string());
        let bank = if o.in_output_bank { "o" } else { "pa" };
        out.push(("colour output", format!("{ty} x{} from {bank}{}", o.components, o.reg)));
    }
    for i in &v.inputs {
        out.push(("varying", format!("{}: {} x{} in {}", i.usage.name(), i.ty.name(), i.components, regs("pa", i.pa, i.regs))));
    }
    for s in &v.samples {
        out.push((
            "texture read",
            format!("unit {} at {}.{}: {} in {}", s.unit, s.coord.name(), s.swizzle, s.ty.name(), regs("pa", s.pa, s.regs)),
        ));
    }
    for o in &v.outputs {
        out.push(("output", format!("{}: f32 x{} in {}", o.usage.name(), o.components, regs("o", o.o, o.components))));
    }
    if let Some(d) = v.declared_output_regs {
        let extra = if v.extra_outputs.is_empty() { String::new() } else { format!(" (also {})", v.extra_outputs.join(", ")) };
        let check = if v.layout_checked { "matches the layout above" } else { "does NOT match the layout above" };
        out.push(("output registers", format!("{d} declared, {check}{extra}")));
    }
    out
}
