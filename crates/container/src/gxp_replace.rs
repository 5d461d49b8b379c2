//! Putting new code into a GXP file in place of its primary or secondary program. The program may grow
//! or shrink: the bytes after it move, so every self-relative offset whose field or target is on the
//! other side of the change is rewritten, along with the program's count and the file's size.

use crate::{read_gxp, ContainerError};

/// Header fields that hold an offset relative to themselves (0 = none). 0x98 (sampler query info) is
/// one in the files whose value points past the programs; where it does not, it is left as it is.
const REL_FIELDS: [usize; 12] = [0x28, 0x2c, 0x40, 0x48, 0x4c, 0x68, 0x74, 0x7c, 0x84, 0x8c, 0x94, 0x98];
const PARAMETER_COUNT: usize = 0x24;
const PARAMETERS: usize = 0x28;
const SIZE: usize = 0x08;
/// The header's length: the fields rewritten below all lie before it.
const HEADER_END: usize = 0x9c;
const PRIMARY_COUNT: usize = 0x3c;
const PRIMARY: usize = 0x40;
const SECONDARY_COUNT: usize = 0x44;
const SECONDARY: usize = 0x48;
const SECONDARY_END: usize = 0x4c;

/// Which program of a GXP file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GxpProgram {
    Primary,
    Secondary,
}

impl GxpProgram {
    /// By the kernel name the reader gives the program.
    pub fn from_name(name: &str) -> Option<GxpProgram> {
        match name {
            "primary" => Some(GxpProgram::Primary),
            "secondary" => Some(GxpProgram::Secondary),
            _ => None,
        }
    }
}

fn err(m: String) -> ContainerError {
    ContainerError::Gxp(m)
}

fn get(b: &[u8], at: usize) -> u32 {
    u32::from_le_bytes(b[at..at + 4].try_into().unwrap())
}

fn put(b: &mut [u8], at: usize, v: u32) {
    b[at..at + 4].copy_from_slice(&v.to_le_bytes());
}

/// Returns a copy of `bytes` with `code` (whole 8-byte instructions) in place of `which` program.
pub fn replace_gxp_program(bytes: &[u8], which: GxpProgram, code: &[u8]) -> Result<Vec<u8>, ContainerError> {
    // The reader checks every offset and table, so the arithmetic below stays within the file.
    let c = read_gxp(bytes)?;
    if !code.len().is_multiple_of(8) {
        return Err(err(format!("the new code is {} bytes: not whole 8-byte instructions", code.len())));
    }
    // The reader takes an empty primary program in a program with phases for a damaged count: not written.
    if which == GxpProgram::Primary && code.is_empty() && u16::from_le_bytes([bytes[0x3a], bytes[0x3b]]) != 0 {
        return Err(err("the new primary program is empty, but the program has phases: it needs at least its PHAS instruction".into()));
    }
    let rel = |at: usize| (at as i64 + get(bytes, at) as i32 as i64) as usize;
    let own = match which {
        GxpProgram::Primary => PRIMARY,
        GxpProgram::Secondary => SECONDARY,
    };
    if get(bytes, own) == 0 {
        return Err(err(format!("the file has no place for a {which:?} program (its offset is 0)").to_lowercase()));
    }
    let (start, old_len) = match which {
        GxpProgram::Primary => (rel(PRIMARY), c.kernels[1].code.len()),
        GxpProgram::Secondary => (rel(SECONDARY), c.kernels[0].code.len()),
    };
    let end = start + old_len;
    if start < HEADER_END {
        return Err(err(format!("the program starts inside the header (at {start:#x}): cannot replace it")));
    }
    let delta = code.len() as i64 - old_len as i64;
    // Where a byte at `p` (not inside the replaced program) ends up.
    let moved = |p: usize| if p >= end { (p as i64 + delta) as usize } else { p };
    let mut out = Vec::with_capacity((bytes.len() as i64 + delta.max(0)) as usize);
    out.extend_from_slice(&bytes[..start]);
    out.extend_from_slice(code);
    out.extend_from_slice(&bytes[end..]);

    // Offsets: the field moves with its bytes, the target with its; the program's own start stays.
    let fix = |out: &mut Vec<u8>, field: usize, own_start: bool| -> Result<(), ContainerError> {
        if field + 4 > start && field < end {
            return Err(err(format!("the offset at {field:#x} lies inside the program: cannot replace it")));
        }
        let v = get(bytes, field) as i32;
        if v == 0 {
            return Ok(());
        }
        let target = rel(field);
        let t = if own_start { target } else { moved(target) };
        let f = moved(field);
        put(out, f, (t as i64 - f as i64) as i32 as u32);
        Ok(())
    };
    for f in REL_FIELDS {
        // An empty secondary program has its end where it starts: the end moves, the start does not.
        fix(&mut out, f, f == own)?;
    }
    let (n, at) = (get(bytes, PARAMETER_COUNT) as usize, rel(PARAMETERS));
    for i in 0..n {
        fix(&mut out, at + 16 * i, false)?;
    }
    let count = (code.len() / 8) as u32;
    match which {
        GxpProgram::Primary => put(&mut out, PRIMARY_COUNT, count),
        GxpProgram::Secondary => {
            put(&mut out, SECONDARY_COUNT, count);
            let end_field = SECONDARY_END;
            put(&mut out, end_field, (start as i64 + code.len() as i64 - end_field as i64) as i32 as u32);
        }
    }
    let size = get(bytes, SIZE) as i64 + delta;
    put(&mut out, SIZE, u32::try_from(size).map_err(|_| err(format!("the new size {size} does not fit")))?);
    // The result must read back as a GXP file holding the new program (in a malformed file the
    // programs or tables may overlap, and the rewrite cannot keep them apart).
    let back = read_gxp(&out)?;
    let k = if which == GxpProgram::Primary { 1 } else { 0 };
    if back.kernels[k].code != code || back.kernels[1 - k].code != c.kernels[1 - k].code {
        return Err(err(format!("the {} program overlaps other data of the file: cannot replace it", back.kernels[k].name)));
    }
    Ok(out)
}
