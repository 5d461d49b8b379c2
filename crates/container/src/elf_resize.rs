//! Rewriting an ELF cubin (32- or 64-bit, little-endian) with a kernel's code section of a new size.
//!
//! The file is the old one with the code's bytes replaced and everything stored after them moved by one
//! `shift`: the size difference rounded up (growing) or down (shrinking, in magnitude) to a multiple of the
//! largest alignment among the moved parts (each section's `sh_addralign`, the header tables' word size),
//! so that every moved section keeps its offset modulo its alignment (the zero bytes left between the new
//! code's end and the next section are padding). Then the offsets that name moved bytes follow:
//!
//! - `e_shoff`, `e_phoff`, every moved section's `sh_offset`; the code section's `sh_size`;
//! - segments: `p_offset` of those that start after the code, `p_filesz` (and `p_memsz` by the same
//!   amount) of those that contain it;
//! - symbols of the code section: `st_value` through the offset map (a symbol at 0, the kernel's entry,
//!   stays), `st_size` so that the symbol ends where its old end went;
//! - relocations of the code (REL/RELA sections whose `sh_info` is the code section): `r_offset`;
//! - the `.nv.info.<kernel>` attributes that list instruction offsets (EIATTR_EXIT_INSTR_OFFSETS 0x1c,
//!   EIATTR_S2RCTAID_INSTR_OFFSETS 0x1d): each offset;
//! - the register count (bits 24..32 of the code section's `sh_info`, for sm_1x and sm_2x alike), raised to
//!   what the new code uses when that is more.
//!
//! Kept as they are: the other resource attributes (FRAME_SIZE, MIN/MAX_STACK_SIZE, SYNC_STACK,
//! CRS_STACK_SIZE, MAX_THREADS, shared and local sizes), which the code's length does not change; code
//! that needs more of them must say so itself. Attributes whose layout is unknown (numbers past the
//! known list, and JUMPTABLE_RELOCS) may hold code offsets: when the code's layout changed, they are
//! refused rather than left stale.

use crate::replace::{OffsetMap, Replaced, Resize};
use crate::{nvinfo, ContainerError};
use object::elf::{FileHeader32, FileHeader64, SHT_NOBITS, SHT_NULL, SHT_REL, SHT_RELA, SHT_SYMTAB};
use object::read::elf::{FileHeader, ProgramHeader, SectionHeader};
use object::Endianness;

fn e(m: String) -> ContainerError {
    ContainerError::Elf(m)
}

/// The largest alignment honoured when moving sections; a larger one is refused (it would add that many
/// bytes of padding).
const MAX_ALIGN: u64 = 1 << 16;

/// Attributes that list instruction offsets (u32 each, in a format-4 payload).
const OFFSET_LISTS: [u8; 2] = [0x1c, 0x1d];
/// JUMPTABLE_RELOCS: a layout this tool does not know, possibly holding code offsets.
const JUMPTABLE_RELOCS: u8 = 0x03;

pub(crate) fn resize(bytes: &[u8], kernel: &str, code: &[u8], how: &Resize) -> Result<Replaced, ContainerError> {
    if bytes.len() < 16 || bytes[5] != 1 {
        return Err(e("only little-endian cubins can be rewritten".into()));
    }
    match bytes[4] {
        1 => resize_in::<FileHeader32<Endianness>>(bytes, kernel, code, how, false),
        2 => resize_in::<FileHeader64<Endianness>>(bytes, kernel, code, how, true),
        c => Err(e(format!("unknown ELF class {c}"))),
    }
}

/// The offset of `field` (a reference into `data`) in `data`.
fn offset_of<T>(data: &[u8], field: &T) -> usize {
    field as *const T as usize - data.as_ptr() as usize
}

/// Writes `v` as a little-endian number of `n` bytes at `at` (`n` is 2, 4 or 8); a value that does not
/// fit is an error.
fn put(out: &mut [u8], at: usize, n: usize, v: u64) -> Result<(), ContainerError> {
    if n < 8 && v >> (8 * n) != 0 {
        return Err(e(format!("the value 0x{v:x} does not fit the {n}-byte field at 0x{at:x}")));
    }
    let slot = out.get_mut(at..at + n).ok_or_else(|| e(format!("field at 0x{at:x} lies outside the file")))?;
    slot.copy_from_slice(&v.to_le_bytes()[..n]);
    Ok(())
}

fn get(data: &[u8], at: usize, n: usize) -> Option<u64> {
    let b = data.get(at..at.checked_add(n)?)?;
    let mut w = [0u8; 8];
    w[..n].copy_from_slice(b);
    Some(u64::from_le_bytes(w))
}

/// File positions before and after the rewrite.
struct Layout {
    /// Old code: `start..old_end`; new code `start..start + new_size`.
    start: u64,
    old_end: u64,
    new_size: u64,
    shift: i64,
}

impl Layout {
    /// `o` moved by the shift (an offset past the end of any address space stays where it is: only a
    /// NOBITS section can claim one, and it holds no bytes).
    fn moved(&self, o: u64) -> u64 {
        o.checked_add_signed(self.shift).unwrap_or(o)
    }
    /// Where a byte (or the start of a part) at old file offset `o` is now.
    fn start_of(&self, o: u64) -> u64 {
        if o >= self.old_end {
            self.moved(o)
        } else if o > self.start {
            o.min(self.start + self.new_size)
        } else {
            o
        }
    }
    /// Where a part ending at old file offset `o` (exclusive) ends now.
    fn end_of(&self, o: u64) -> u64 {
        if o > self.old_end {
            self.moved(o)
        } else if o > self.start {
            self.start + (o - self.start).min(self.new_size)
        } else {
            o
        }
    }
}

fn resize_in<H: FileHeader<Endian = Endianness>>(
    data: &[u8],
    kernel: &str,
    code: &[u8],
    how: &Resize,
    is64: bool,
) -> Result<Replaced, ContainerError> {
    let word = if is64 { 8 } else { 4 };
    let hdr = H::parse(data).map_err(|x| e(x.to_string()))?;
    let en = hdr.endian().map_err(|x| e(x.to_string()))?;
    let sections = hdr.sections(en, data).map_err(|x| e(x.to_string()))?;
    let headers = sections.iter().as_slice();
    let want = format!(".text.{kernel}");
    let name_of = |s: &H::SectionHeader| sections.section_name(en, s).map(|n| String::from_utf8_lossy(n).into_owned()).unwrap_or_default();
    let (index, text) = headers
        .iter()
        .enumerate()
        .find(|(_, s)| name_of(s) == want)
        .ok_or_else(|| e(format!("no kernel `{kernel}` (no section {want})")))?;
    if matches!(text.sh_type(en), SHT_NOBITS | SHT_NULL) {
        return Err(e(format!("section {want} holds no bytes in the file")));
    }
    let old_size: u64 = text.sh_size(en).into();
    let start: u64 = text.sh_offset(en).into();
    let old_end = start + old_size;
    let new_size = code.len() as u64;
    let mut notes = Vec::new();
    let mut problems: Vec<String> = Vec::new();
    let map = |off: u64| how.map.map(off, old_size, new_size);

    // What moves: the parts stored at or after the old code's end. A part that overlaps the code cannot be
    // placed.
    let shoff: u64 = hdr.e_shoff(en).into();
    let shsize = headers.len() as u64 * hdr.e_shentsize(en) as u64;
    let phoff: u64 = hdr.e_phoff(en).into();
    let phs = hdr.program_headers(en, data).map_err(|x| e(x.to_string()))?;
    let phsize = phs.len() as u64 * hdr.e_phentsize(en) as u64;
    let overlaps = |o: u64, n: u64| n > 0 && o < old_end && o.saturating_add(n) > start;
    let mut align = 1u64;
    for (i, sh) in headers.iter().enumerate() {
        let (o, n): (u64, u64) = (sh.sh_offset(en).into(), sh.sh_size(en).into());
        if i == index || sh.sh_type(en) == SHT_NULL {
            continue;
        }
        let n = if sh.sh_type(en) == SHT_NOBITS { 0 } else { n };
        if overlaps(o, n) {
            return Err(e(format!("section {i} `{}` overlaps the code of `{kernel}` in the file", name_of(sh))));
        }
        if o >= old_end {
            let a: u64 = sh.sh_addralign(en).into();
            if a > MAX_ALIGN {
                return Err(e(format!("section {i} `{}` asks for an alignment of 0x{a:x} bytes; at most 0x{MAX_ALIGN:x} is kept when sections move", name_of(sh))));
            }
            align = align.max(a.max(1).next_power_of_two());
        }
    }
    for (what, o, n) in [("section header table", shoff, shsize), ("program header table", phoff, phsize)] {
        if overlaps(o, n) {
            return Err(e(format!("the {what} overlaps the code of `{kernel}`")));
        }
        if n > 0 && o >= old_end {
            align = align.max(word);
        }
    }
    let delta = new_size as i64 - old_size as i64;
    let shift = if delta >= 0 {
        (delta as u64).div_ceil(align) * align
    } else {
        (delta.unsigned_abs() / align * align) as i64 as u64
    };
    let shift = if delta >= 0 { shift as i64 } else { -(shift as i64) };
    let lay = Layout { start, old_end, new_size, shift };
    let pad = (shift - delta) as usize;

    let mut out = Vec::with_capacity((data.len() as i64 + shift) as usize);
    out.extend_from_slice(&data[..start as usize]);
    out.extend_from_slice(code);
    out.resize(out.len() + pad, 0);
    out.extend_from_slice(&data[old_end as usize..]);
    // Where a field at old file position `p` (outside the code) is now.
    let at = |p: usize| lay.start_of(p as u64) as usize;

    // The ELF header: the two tables.
    let (phoff_at, shoff_at) = if is64 { (32, 40) } else { (28, 32) };
    if phoff != 0 {
        put(&mut out, phoff_at, word as usize, lay.start_of(phoff))?;
    }
    put(&mut out, shoff_at, word as usize, lay.start_of(shoff))?;

    // Section headers: offsets; the code's size and register count.
    let (off_field, size_field) = if is64 { (24, 32) } else { (16, 20) };
    for sh in headers.iter() {
        if sh.sh_type(en) == SHT_NULL {
            continue;
        }
        let pos = at(offset_of(data, sh));
        let o: u64 = sh.sh_offset(en).into();
        put(&mut out, pos + off_field, word as usize, lay.start_of(o))?;
    }
    let text_pos = at(offset_of(data, text));
    put(&mut out, text_pos + size_field, word as usize, new_size)?;
    let info = text.sh_info(en);
    if let Some(regs) = how.regs {
        let old = info >> 24;
        if regs > old {
            if regs > 255 {
                return Err(e(format!("the new code of `{kernel}` uses {regs} registers; the cubin holds at most 255")));
            }
            let info_at = text_pos + if is64 { 44 } else { 28 };
            put(&mut out, info_at, 4, (info & 0x00ff_ffff) as u64 | (regs as u64) << 24)?;
            notes.push(format!("kernel `{kernel}`: register count raised from {old} to {regs} (what the new code uses)"));
        }
    }

    // Segments.
    let (p_off, p_filesz, p_memsz) = if is64 { (8, 32, 40) } else { (4, 16, 20) };
    for ph in phs {
        let pos = at(offset_of(data, ph));
        let (o, fsz, msz): (u64, u64, u64) = (ph.p_offset(en).into(), ph.p_filesz(en).into(), ph.p_memsz(en).into());
        let (no, nend) = (lay.start_of(o), lay.end_of(o.saturating_add(fsz)));
        let nfsz = nend.saturating_sub(no);
        put(&mut out, pos + p_off, word as usize, no)?;
        put(&mut out, pos + p_filesz, word as usize, nfsz)?;
        if msz >= fsz {
            put(&mut out, pos + p_memsz, word as usize, (msz - fsz).saturating_add(nfsz))?;
        }
    }

    // Symbols of the code section.
    let (sym_size, value_at, size_at, shndx_at) = if is64 { (24, 8, 16, 6) } else { (16, 4, 8, 14) };
    for sh in headers.iter().filter(|s| s.sh_type(en) == SHT_SYMTAB) {
        let (o, n): (u64, u64) = (sh.sh_offset(en).into(), sh.sh_size(en).into());
        for k in 0..(n / sym_size) {
            let p = (o + k * sym_size) as usize;
            let (Some(shndx), Some(value), Some(size)) = (get(data, p + shndx_at, 2), get(data, p + value_at, word as usize), get(data, p + size_at, word as usize)) else {
                continue;
            };
            if shndx as usize != index {
                continue;
            }
            // The entry (0) stays: the kernel starts where its section starts.
            let nvalue = if value == 0 { Some(0) } else { map(value) };
            let end = value.checked_add(size);
            let nend = match end {
                Some(end) if size > 0 => map(end),
                _ => nvalue,
            };
            match (nvalue, nend) {
                (Some(v), Some(end)) if end >= v => {
                    let q = at(p);
                    put(&mut out, q + value_at, word as usize, v)?;
                    put(&mut out, q + size_at, word as usize, end - v)?;
                }
                _ => problems.push(format!("symbol #{k} (at 0x{value:x}, {size} bytes)")),
            }
        }
    }

    // Relocations of the code.
    for sh in headers.iter().filter(|s| matches!(s.sh_type(en), SHT_REL | SHT_RELA) && s.sh_info(en) as usize == index) {
        let ent = match (sh.sh_type(en), is64) {
            (SHT_REL, false) => 8,
            (SHT_REL, true) => 16,
            (_, false) => 12,
            (_, true) => 24,
        };
        let (o, n): (u64, u64) = (sh.sh_offset(en).into(), sh.sh_size(en).into());
        for k in 0..(n / ent) {
            let p = (o + k * ent) as usize;
            let Some(r) = get(data, p, word as usize) else { continue };
            match map(r) {
                Some(v) if r < old_size => put(&mut out, at(p), word as usize, v)?,
                _ => problems.push(format!("relocation #{k} of `{}` (at 0x{r:x})", name_of(sh))),
            }
        }
    }

    // Instruction offsets in the kernel's attributes.
    let changed = shift != 0 || new_size != old_size || !is_identity(&how.map, old_size);
    let info_name = format!(".nv.info.{kernel}");
    for sh in headers.iter().filter(|s| name_of(s) == info_name && s.sh_type(en) != SHT_NOBITS) {
        let (o, n): (u64, u64) = (sh.sh_offset(en).into(), sh.sh_size(en).into());
        let Some(bytes) = o.checked_add(n).and_then(|end| data.get(o as usize..end as usize)) else { continue };
        for r in nvinfo::records(bytes).0 {
            let name = nvinfo::attr_name(r.attr).map_or(format!("attribute 0x{:02x}", r.attr), |n| format!("EIATTR_{n}"));
            if OFFSET_LISTS.contains(&r.attr) && r.fmt == 4 {
                let first = o as usize + (r.value.as_ptr() as usize - bytes.as_ptr() as usize);
                for (k, c) in r.value.chunks_exact(4).enumerate() {
                    let v = u32::from_le_bytes([c[0], c[1], c[2], c[3]]) as u64;
                    match map(v).filter(|_| v < old_size) {
                        Some(nv) => put(&mut out, at(first + 4 * k), 4, nv)?,
                        None => problems.push(format!("{name} offset 0x{v:x}")),
                    }
                }
            } else if changed && (r.attr == JUMPTABLE_RELOCS || nvinfo::attr_name(r.attr).is_none()) {
                problems.push(format!("{name} (a layout this tool does not know: it may hold code offsets)"));
            }
        }
    }

    if !problems.is_empty() {
        let why = match &how.map {
            OffsetMap::Prefix { why, keep_below } if !why.is_empty() => format!(" ({why}: offsets from 0x{keep_below:x} on are not known)"),
            _ => String::new(),
        };
        return Err(e(format!(
            "kernel `{kernel}`: the new code's place for these cannot be found{why}: {}; nothing was written",
            problems.join(", ")
        )));
    }
    if let OffsetMap::Prefix { keep_below, why } = &how.map {
        if !why.is_empty() && *keep_below < old_size {
            notes.push(format!("kernel `{kernel}`: {why}: offsets from 0x{keep_below:x} on are not mapped (nothing in the cubin refers to them)"));
        }
    }
    Ok(Replaced { bytes: out, notes })
}

/// Whether the map keeps every offset below `size` where it was.
fn is_identity(map: &OffsetMap, size: u64) -> bool {
    match map {
        OffsetMap::Prefix { keep_below, .. } => *keep_below >= size,
        OffsetMap::Moves(m) => m.iter().all(|(o, n, _)| o == n),
    }
}

#[cfg(test)]
mod tests {
    use crate::replace::{replace_kernel, OffsetMap, Resize};
    use object::read::elf::{FileHeader, SectionHeader};

    const VECADD: &str = "corpus/fermi/Multi2Sim+multi2sim__samples__fermi__vectorAddDrv__vectorAdd_kernel__54c58a9c.cubin";

    fn corpus(path: &str) -> Vec<u8> {
        std::fs::read(gpuisa_core::shared::dir().join(path)).unwrap()
    }

    /// Every corpus ELF cubin (Tesla and Fermi).
    fn all_cubins() -> Vec<(String, Vec<u8>)> {
        let mut v = Vec::new();
        for sub in ["tesla", "fermi"] {
            let dir = gpuisa_core::shared::dir().join("corpus").join(sub);
            let mut names: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
            names.sort();
            for p in names.into_iter().filter(|p| p.extension().is_some_and(|x| x == "cubin")) {
                let b = std::fs::read(&p).unwrap();
                if b.starts_with(b"\x7fELF") {
                    v.push((p.display().to_string(), b));
                }
            }
        }
        assert!(v.len() > 100, "{} ELF cubins", v.len());
        v
    }

    /// (offset, size, alignment) of every section but the null one.
    fn sections(b: &[u8]) -> Vec<(String, u64, u64, u64)> {
        fn of<H: FileHeader<Endian = object::Endianness>>(b: &[u8]) -> Vec<(String, u64, u64, u64)> {
            let h = H::parse(b).unwrap();
            let en = h.endian().unwrap();
            let t = h.sections(en, b).unwrap();
            t.iter()
                .skip(1)
                .map(|s| {
                    let name = String::from_utf8_lossy(t.section_name(en, s).unwrap()).into_owned();
                    (name, s.sh_offset(en).into(), s.sh_size(en).into(), s.sh_addralign(en).into())
                })
                .collect()
        }
        if b[4] == 1 {
            of::<object::elf::FileHeader32<object::Endianness>>(b)
        } else {
            of::<object::elf::FileHeader64<object::Endianness>>(b)
        }
    }

    /// Moves of `old_size` bytes of 8-byte instructions, `extra` bytes inserted at the start.
    fn shifted(old_size: u64, extra: u64) -> OffsetMap {
        OffsetMap::Moves((0..old_size / 8).map(|i| (8 * i, 8 * i + extra, 8)).collect())
    }

    #[test]
    fn every_corpus_kernel_grows_and_shrinks_and_the_rest_stays() {
        let (mut grown, mut shrunk) = (0, 0);
        for (name, bytes) in all_cubins() {
            let c = crate::read_elf(&bytes).unwrap();
            for k in &c.kernels {
                let old = k.code.len() as u64;
                for new_code in [[vec![0u8; 8], k.code.clone()].concat(), k.code[..k.code.len() - 8].to_vec()] {
                    let grow = new_code.len() as u64 > old;
                    let map = if grow { shifted(old, 8) } else { OffsetMap::Moves((0..old / 8 - 1).map(|i| (8 * i, 8 * i, 8)).collect()) };
                    let how = Resize { map, regs: None };
                    let out = replace_kernel(&bytes, &k.name, &new_code, &how).unwrap_or_else(|e| panic!("{name} {}: {e}", k.name));
                    let d = crate::read_elf(&out.bytes).unwrap_or_else(|e| panic!("{name} {}: {e}", k.name));
                    assert!(out.notes.is_empty(), "{:?}", out.notes);
                    // Only this kernel's code differs.
                    let mut want = c.clone();
                    want.kernels.iter_mut().find(|x| x.name == k.name).unwrap().code = new_code.clone();
                    assert_eq!(d, want, "{name} {}", k.name);
                    // Every section keeps its place modulo its alignment, and the sections keep their order.
                    let (before, after) = (sections(&bytes), sections(&out.bytes));
                    for (b, a) in before.iter().zip(&after) {
                        let al = b.3.max(1);
                        assert_eq!(b.1 % al, a.1 % al, "{name}: {}", b.0);
                    }
                    if grow {
                        grown += 1
                    } else {
                        shrunk += 1
                    }
                }
            }
        }
        eprintln!("{grown} kernels grown and {shrunk} shrunk by 8 bytes");
        assert!(grown > 900);
    }

    /// VecAdd with its CBANK_PARAM_OFFSETS record (4 words) turned into EXIT_INSTR_OFFSETS naming its two
    /// EXITs (0x28, 0x68).
    fn with_exit_offsets() -> Vec<u8> {
        let mut b = corpus(VECADD);
        let at = b.windows(4).position(|w| w == [0x04, 0x0c, 0x10, 0x00]).unwrap();
        b[at + 1] = 0x1c;
        for (i, v) in [0x28u32, 0x68, 0x28, 0x68].iter().enumerate() {
            b[at + 4 + 4 * i..at + 8 + 4 * i].copy_from_slice(&v.to_le_bytes());
        }
        assert!(crate::read_elf(&b).unwrap().kernels[0].attributes.iter().any(|a| a.name == "EXIT_INSTR_OFFSETS"));
        b
    }

    #[test]
    fn instruction_offsets_of_attributes_follow_the_code() {
        let b = with_exit_offsets();
        let k = crate::read_elf(&b).unwrap().kernels[0].clone();
        let code = [vec![0u8; 8], k.code.clone()].concat();
        let out = replace_kernel(&b, &k.name, &code, &Resize { map: shifted(0x70, 8), regs: None }).unwrap();
        let attrs = crate::read_elf(&out.bytes).unwrap().kernels[0].attributes.clone();
        let exit = attrs.iter().find(|a| a.name == "EXIT_INSTR_OFFSETS").unwrap();
        assert_eq!(exit.value, "0x00000030 0x00000070 0x00000030 0x00000070");
        // Unknown places are refused, naming what could not be placed.
        let prefix = OffsetMap::Prefix { keep_below: 0, why: "no addresses".into() };
        let err = replace_kernel(&b, &k.name, &code, &Resize { map: prefix, regs: None }).unwrap_err().to_string();
        assert!(err.contains("EIATTR_EXIT_INSTR_OFFSETS offset 0x28") && err.contains("no addresses"), "{err}");
        // Deleting the instruction an offset names is refused too.
        let moves = OffsetMap::Moves((0..14).filter(|i| *i != 5).map(|i| (8 * i, 8 * i - if i > 5 { 8 } else { 0 }, 8)).collect());
        let short = [&k.code[..0x28], &k.code[0x30..]].concat();
        let err = replace_kernel(&b, &k.name, &short, &Resize { map: moves, regs: None }).unwrap_err().to_string();
        assert!(err.contains("offset 0x28"), "{err}");
    }

    #[test]
    fn symbols_relocations_and_register_counts_follow() {
        let mut b = corpus(VECADD);
        let k = crate::read_elf(&b).unwrap().kernels[0].clone();
        assert_eq!(k.resources.regs, Some(4));
        // Symbol #1 (.shstrtab's section symbol, 16 bytes at the symbol table's 0x209 + 16) made a symbol
        // at 0x10 of the kernel's section (4).
        let sym = 0x209 + 16;
        b[sym + 4..sym + 8].copy_from_slice(&0x10u32.to_le_bytes());
        b[sym + 8..sym + 12].copy_from_slice(&8u32.to_le_bytes());
        b[sym + 14..sym + 16].copy_from_slice(&4u16.to_le_bytes());
        crate::read_elf(&b).unwrap();
        let code = [vec![0u8; 8], k.code.clone()].concat();
        let out = replace_kernel(&b, &k.name, &code, &Resize { map: shifted(0x70, 8), regs: Some(9) }).unwrap();
        let c = crate::read_elf(&out.bytes).unwrap();
        assert_eq!(c.kernels[0].resources.regs, Some(9));
        assert_eq!(out.notes, ["kernel `VecAdd_kernel`: register count raised from 4 to 9 (what the new code uses)"]);
        let shoff = u32::from_le_bytes(out.bytes[32..36].try_into().unwrap()) as usize;
        let symtab = u32::from_le_bytes(out.bytes[shoff + 3 * 40 + 16..][..4].try_into().unwrap()) as usize;
        assert_eq!(symtab, 0x209, "before the code: stays");
        assert_eq!(&out.bytes[symtab + 16 + 4..][..8], [0x18, 0, 0, 0, 8, 0, 0, 0]);
        // The kernel's own symbol spans the new code.
        assert_eq!(&out.bytes[symtab + 10 * 16 + 8..][..4], 0x78u32.to_le_bytes());
        // A smaller register count is not lowered.
        let out = replace_kernel(&b, &k.name, &code, &Resize { map: shifted(0x70, 8), regs: Some(2) }).unwrap();
        assert_eq!(crate::read_elf(&out.bytes).unwrap().kernels[0].resources.regs, Some(4));
        let err = replace_kernel(&b, &k.name, &code, &Resize { map: OffsetMap::Prefix { keep_below: 0, why: "w".into() }, regs: None }).unwrap_err();
        assert!(err.to_string().contains("symbol #1 (at 0x10, 8 bytes)"), "{err}");
    }

    #[test]
    fn damaged_cubins_are_errors_or_rewritten_never_panics() {
        // Every byte of two small cubins (32- and 64-bit) set to a few values, then grown and shrunk.
        let tesla = gpuisa_core::shared::dir().join("corpus/tesla");
        let mut files = vec![corpus(VECADD)];
        let mut names: Vec<_> = std::fs::read_dir(&tesla).unwrap().map(|e| e.unwrap().path()).collect();
        names.sort();
        files.extend(names.iter().filter(|p| p.extension().is_some_and(|x| x == "cubin")).map(|p| std::fs::read(p).unwrap()).take(1));
        let (mut written, mut refused) = (0, 0);
        for bytes in files {
            let k = crate::read_elf(&bytes).unwrap().kernels[0].clone();
            for at in 0..bytes.len() {
                for v in [0u8, 0x01, 0x7f, 0xff] {
                    let mut b = bytes.clone();
                    b[at] = v;
                    for code in [vec![0u8; k.code.len() + 24], vec![0u8; 8]] {
                        let map = shifted(k.code.len() as u64, 24);
                        match replace_kernel(&b, &k.name, &code, &Resize { map, regs: Some(30) }) {
                            Ok(out) => {
                                crate::read_elf(&out.bytes).unwrap();
                                written += 1
                            }
                            Err(_) => refused += 1,
                        }
                    }
                }
            }
        }
        eprintln!("{written} damaged cubins rewritten (and read back), {refused} refused");
    }

    #[test]
    fn relocations_of_the_code_follow() {
        // A relocation section made one of the first kernel's code: its entry at 0 of the code moves with it.
        let path = "corpus/fermi/seanbaxter+mgpu_old__sort__src__cubin__count__071bec27.cubin";
        let mut b = corpus(path);
        let shoff = u32::from_le_bytes(b[32..36].try_into().unwrap()) as usize;
        let rel = shoff + 33 * 40;
        assert_eq!(u32::from_le_bytes(b[rel + 4..rel + 8].try_into().unwrap()), object::elf::SHT_REL);
        b[rel + 28..rel + 32].copy_from_slice(&4u32.to_le_bytes());
        let c = crate::read_elf(&b).unwrap();
        let k = &c.kernels[0];
        let entry = u32::from_le_bytes(b[rel + 16..rel + 20].try_into().unwrap()) as usize;
        let old = k.code.len() as u64;
        let code = [vec![0u8; 16], k.code.clone()].concat();
        let out = replace_kernel(&b, &k.name, &code, &Resize { map: shifted(old, 16), regs: None }).unwrap();
        let new_shoff = u32::from_le_bytes(out.bytes[32..36].try_into().unwrap()) as usize;
        let new_entry = u32::from_le_bytes(out.bytes[new_shoff + 33 * 40 + 16..][..4].try_into().unwrap()) as usize;
        assert_eq!(new_entry, entry + 16);
        assert_eq!(&out.bytes[new_entry..new_entry + 4], [16, 0, 0, 0]);
        let err = replace_kernel(&b, &k.name, &code, &Resize { map: OffsetMap::Prefix { keep_below: 0, why: "w".into() }, regs: None }).unwrap_err();
        assert!(err.to_string().contains("relocation #0 of `.rel.nv.constant14` (at 0x0)"), "{err}");
    }
}
