//! Putting new code into an ELF cubin in place of a kernel's (asfermi's replace workflow): the kernel's
//! `.text.<name>` section gets the new bytes and its symbol the new size; nothing else moves, so every
//! other section, the segments and the relocations stay valid. The new code must fit the old section
//! (a larger kernel would move the sections after it, which this does not do).

use crate::ContainerError;
use object::elf::{FileHeader32, FileHeader64, SHT_SYMTAB};
use object::read::elf::{FileHeader, SectionHeader, Sym};
use object::Endianness;

/// Returns a copy of the ELF cubin `bytes` with `code` in place of kernel `kernel`'s code.
pub fn replace_kernel(bytes: &[u8], kernel: &str, code: &[u8]) -> Result<Vec<u8>, ContainerError> {
    // Read first, so that a file the reader refuses is refused here too.
    crate::read_elf(bytes)?;
    match bytes[4] {
        1 => replace_in::<FileHeader32<Endianness>>(bytes, kernel, code),
        _ => replace_in::<FileHeader64<Endianness>>(bytes, kernel, code),
    }
}

/// The offset of `field` (a reference into `data`) in `data`.
fn offset_of<T>(data: &[u8], field: &T) -> usize {
    field as *const T as usize - data.as_ptr() as usize
}

fn replace_in<H: FileHeader<Endian = Endianness>>(data: &[u8], kernel: &str, code: &[u8]) -> Result<Vec<u8>, ContainerError> {
    let e = |m: String| ContainerError::Elf(m);
    let hdr = H::parse(data).map_err(|x| e(x.to_string()))?;
    let en = hdr.endian().map_err(|x| e(x.to_string()))?;
    if en != Endianness::Little {
        return Err(e("big-endian cubins are not supported".into()));
    }
    let sections = hdr.sections(en, data).map_err(|x| e(x.to_string()))?;
    let want = format!(".text.{kernel}");
    let (index, text) = sections
        .iter()
        .enumerate()
        .find(|(_, s)| sections.section_name(en, *s).is_ok_and(|n| n == want.as_bytes()))
        .ok_or_else(|| e(format!("no kernel `{kernel}` (no section {want})")))?;
    let old_size = text.sh_size(en).into() as usize;
    if code.len() > old_size {
        return Err(e(format!(
            "the new code of `{kernel}` ({} bytes) is larger than the old ({old_size} bytes): it must fit in place",
            code.len()
        )));
    }
    let start = text.sh_offset(en).into() as usize;
    let mut out = data.to_vec();
    out[start..start + old_size].fill(0);
    out[start..start + code.len()].copy_from_slice(code);
    let is64 = data[4] == 2;
    let put = |out: &mut Vec<u8>, at: usize, v: u64| {
        let n = if is64 { 8 } else { 4 };
        out[at..at + n].copy_from_slice(&v.to_le_bytes()[..n]);
    };
    put(&mut out, offset_of(data, text) + if is64 { 32 } else { 20 }, code.len() as u64);
    // The symbols that span the section (the kernel's, the section's) get the new size too.
    let syms = sections.symbols(en, data, SHT_SYMTAB).map_err(|x| e(x.to_string()))?;
    for sym in syms.iter() {
        // A symbol that covers only part of the section (the kernel's, when a subroutine follows it)
        // keeps its size: it still covers its start.
        let spans = sym.st_size(en).into() as usize == old_size && sym.st_value(en).into() == 0;
        if spans && code.len() != old_size && sym.st_shndx(en) as usize == index {
            let size_at = offset_of(data, sym) + if is64 { 16 } else { 8 };
            put(&mut out, size_at, code.len() as u64);
        }
    }
    Ok(out)
}
