//! ELF cubins (e_machine 190, EM_CUDA), 32- and 64-bit. Sections: `.text.<kernel>` code (sh_info bits
//! 24..32 hold the register count), `.nv.constant<N>[.<kernel>]` constant banks, `.nv.info[.<kernel>]`
//! attributes, `.nv.shared.<kernel>` / `.nv.local.<kernel>` memory sizes. The low byte of e_flags is the
//! SM version (0xa010a: sm_10; 0x140115: sm_21).
//!
//! The reader is strict so that scripts can trust a success: every part of the file it relies on (header,
//! section and program header tables, section names, every section's bytes, the symbol table and its
//! strings, `.nv.info` records) must be readable, and the parts must agree (each kernel has its symbol,
//! per-kernel sections have their kernel). Anything else is an error naming the part and its offsets,
//! never a container that quietly lacks a kernel. The 126 corpus ELF cubins all pass these checks.

use crate::nvinfo;
use crate::{ArchInfo, Attribute, ConstBank, Container, ContainerError, Format, Kernel};
use object::elf::{FileHeader32, FileHeader64, SHT_NOBITS, SHT_NULL, SHT_STRTAB, SHT_SYMTAB, STT_FUNC};
use object::read::elf::{FileHeader, ProgramHeader, SectionHeader, Sym};
use object::Endianness;

const EM_CUDA: u16 = 190;
/// Section indices from here on are reserved (SHN_LORESERVE): a symbol there has no section of its own.
const SHN_LORESERVE: u32 = 0xff00;

fn e(m: String) -> ContainerError {
    ContainerError::Elf(m)
}

/// Reads an ELF cubin.
pub fn read_elf(bytes: &[u8]) -> Result<Container, ContainerError> {
    if bytes.len() < 16 || !bytes.starts_with(b"\x7fELF") {
        return Err(e(format!(
            "not an ELF file (no ELF magic, or only {} bytes)",
            bytes.len()
        )));
    }
    match bytes[4] {
        1 => read_class::<FileHeader32<Endianness>>(bytes, 52, 40, 32),
        2 => read_class::<FileHeader64<Endianness>>(bytes, 64, 64, 56),
        c => Err(e(format!("unknown ELF class {c} (byte 4 must be 1 or 2)"))),
    }
}

/// One symbol of `.symtab`: name, section index, type (`STT_*`), value and size.
struct Symbol {
    name: String,
    shndx: u32,
    kind: u8,
    value: u64,
    size: u64,
}

fn read_class<H: FileHeader<Endian = Endianness>>(
    data: &[u8],
    ehsize: usize,
    shentsize: usize,
    phentsize: usize,
) -> Result<Container, ContainerError> {
    let bits = if ehsize == 52 { 32 } else { 64 };
    if data.len() < ehsize {
        return Err(e(format!(
            "truncated ELF{bits} header: {} of {ehsize} bytes",
            data.len()
        )));
    }
    let hdr = H::parse(data).map_err(|x| e(format!("bad ELF header: {x}")))?;
    let en = hdr.endian().map_err(|x| e(x.to_string()))?;
    let machine = hdr.e_machine(en);
    if machine != EM_CUDA {
        return Err(ContainerError::NotCuda(machine));
    }
    check_section_table(hdr, en, data, shentsize)?;
    check_program_headers(hdr, en, data, phentsize)?;
    let flags = hdr.e_flags(en);
    let mut c = Container::new(Format::Elf);
    c.arch = Some(ArchInfo::from_sm(flags & 0xff));
    c.info.push((
        "ELF".into(),
        format!(
            "ELF{bits} {}-endian",
            if en == Endianness::Little {
                "little"
            } else {
                "big"
            }
        ),
    ));
    c.info.push(("e_flags".into(), describe_flags(flags)));

    let sections = hdr
        .section_headers(en, data)
        .map_err(|x| e(format!("section header table: {x}")))?;
    let names = section_names(hdr, en, data, sections)?;
    // Every section's bytes, checked once here so that no part of the file is skipped unread.
    let mut contents: Vec<&[u8]> = Vec::with_capacity(names.len());
    for (i, sh) in sections.iter().enumerate() {
        contents.push(section_data(en, data, sh, i, &names[i])?);
    }
    let symbols = read_symbols::<H>(en, sections, &names, &contents)?;

    // Attributes are collected first and attached once every kernel is known: sections come in any order.
    let mut infos: Vec<(usize, Option<String>)> = Vec::new(); // (section index, kernel)
    let mut sizes: Vec<(String, bool, u64)> = Vec::new(); // (kernel, is_shared, size)
    let mut owned: Vec<(usize, String)> = Vec::new(); // per-kernel sections: (index, kernel)
    for (index, sh) in sections.iter().enumerate() {
        let name = &names[index];
        let content = contents[index];
        let size: u64 = sh.sh_size(en).into();
        if let Some(kernel) = name.strip_prefix(".text.") {
            if c.kernel(kernel).is_some() {
                return Err(e(format!(
                    "section {index} `{name}`: a second section for kernel `{kernel}`"
                )));
            }
            if !symbols.iter().any(|s| s.name == kernel && s.shndx as usize == index) {
                return Err(e(format!(
                    "kernel `{kernel}` (section {index} `{name}`) has no symbol in the symbol table"
                )));
            }
            // No cubin has an empty kernel (it would not even hold its EXIT): a size or type gone wrong.
            if content.is_empty() {
                return Err(e(format!(
                    "kernel `{kernel}` (section {index} `{name}`, type {}, size 0x{size:x}) has no code",
                    sh.sh_type(en)
                )));
            }
            let info = sh.sh_info(en);
            c.kernels.push(Kernel {
                name: kernel.to_string(),
                code: content.to_vec(),
                base_addr: sh.sh_addr(en).into(),
                resources: crate::Resources {
                    regs: Some(info >> 24),
                    ..Default::default()
                },
                ..Kernel::default()
            });
        } else if let Some(rest) = name.strip_prefix(".nv.constant") {
            let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
            let kernel = rest[digits..].strip_prefix('.').map(str::to_string);
            if let Some(k) = &kernel {
                owned.push((index, k.clone()));
            }
            c.const_banks.push(ConstBank {
                name: name.clone(),
                bank: rest[..digits].parse().ok(),
                kernel,
                offset: 0,
                size,
                data: content.to_vec(),
            });
        } else if name == ".nv.info" {
            infos.push((index, None));
        } else if let Some(kernel) = name.strip_prefix(".nv.info.") {
            owned.push((index, kernel.to_string()));
            infos.push((index, Some(kernel.to_string())));
        } else if let Some(kernel) = name.strip_prefix(".nv.shared.") {
            owned.push((index, kernel.to_string()));
            sizes.push((kernel.to_string(), true, size));
        } else if let Some(kernel) = name.strip_prefix(".nv.local.") {
            owned.push((index, kernel.to_string()));
            sizes.push((kernel.to_string(), false, size));
        } else if name.starts_with(".rel.nv.constant") || name.starts_with(".rela.nv.constant") {
            // The relocations that give the code the addresses of module variables: read below.
        } else if !name.is_empty() && !matches!(name.as_str(), ".shstrtab" | ".strtab" | ".symtab")
        {
            c.info.push((
                format!("section {name}"),
                format!("type {}, {size} bytes", sh.sh_type(en)),
            ));
        }
    }
    // A per-kernel section without its kernel means the kernel's section was lost or renamed.
    for (index, kernel) in owned {
        if c.kernel(&kernel).is_none() {
            return Err(e(format!(
                "section {index} `{}` belongs to kernel `{kernel}`, but there is no section `.text.{kernel}`",
                names[index]
            )));
        }
    }

    for (kernel, shared, size) in sizes {
        if let Some(k) = c.kernels.iter_mut().find(|k| k.name == kernel) {
            if shared {
                k.resources.smem = Some(size);
            } else {
                k.resources.lmem = Some(size);
            }
        }
    }
    for (index, kernel) in infos {
        let bytes = contents[index];
        let (records, rest) = nvinfo::records(bytes);
        if !rest.is_empty() {
            let at = bytes.len() - rest.len();
            let off: u64 = sections[index].sh_offset(en).into();
            return Err(e(format!(
                "section {index} `{}` (offset 0x{off:x}, size 0x{:x}): the attribute record at 0x{at:x} (file offset 0x{:x}) is malformed or runs past the section's end: {}",
                names[index],
                bytes.len(),
                off + at as u64,
                nvinfo::raw(&rest[..rest.len().min(16)])
            )));
        }
        for r in &records {
            // Stack sizes, for the kernel the record names or the kernel whose section holds it.
            let size = match (&kernel, nvinfo::per_symbol(r)) {
                (None, Some((sym, value))) => symbols.get(sym as usize).map(|s| (s.name.clone(), value)),
                (Some(k), _) => nvinfo::own_size(r).map(|v| (k.clone(), v)),
                (None, None) => None,
            };
            if let Some((k, v)) = size {
                if let Some(k) = c.kernels.iter_mut().find(|x| x.name == k) {
                    let res = &mut k.resources;
                    let slot = match r.attr {
                        nvinfo::FRAME_SIZE => Some(&mut res.frame),
                        nvinfo::MIN_STACK_SIZE => Some(&mut res.min_stack),
                        nvinfo::MAX_STACK_SIZE => Some(&mut res.max_stack),
                        nvinfo::CRS_STACK_SIZE => Some(&mut res.crs_stack),
                        _ => None,
                    };
                    if let Some(slot) = slot {
                        *slot = Some(v as u64);
                    }
                }
            }
            // Module-wide records that name a kernel's symbol belong to that kernel.
            let (target, attr) = match (&kernel, nvinfo::per_symbol(r)) {
                (None, Some((sym, value))) => {
                    let Some(s) = symbols.get(sym as usize) else {
                        return Err(e(format!(
                            "section {index} `{}`: attribute {} names symbol #{sym}, but the symbol table has {} symbols",
                            names[index],
                            nvinfo::attribute(r).name,
                            symbols.len()
                        )));
                    };
                    let a = Attribute {
                        name: nvinfo::attribute(r).name,
                        value: format!("{value} (0x{value:x})"),
                    };
                    if c.kernel(&s.name).is_some() {
                        (Some(s.name.clone()), a)
                    } else {
                        let value = format!("{} for symbol {}", a.value, s.name);
                        (None, Attribute { value, ..a })
                    }
                }
                _ => (kernel.clone(), nvinfo::attribute(r)),
            };
            let param = nvinfo::kparam(r);
            match target
                .as_ref()
                .and_then(|t| c.kernels.iter_mut().find(|k| &k.name == t))
            {
                Some(k) => {
                    k.params.extend(param);
                    k.attributes.push(attr);
                }
                None => c.info.push((format!(".nv.info {}", attr.name), attr.value)),
            }
        }
    }
    for k in &mut c.kernels {
        k.params.sort_by_key(|p| p.ordinal);
    }
    device_vars(en, bits, sections, &names, &contents, &symbols, &mut c)?;
    Ok(c)
}

/// The module's `__device__` variables (symbols of `.nv.global` and `.nv.global.init`) and the
/// relocations of constant banks that hold their addresses (`.rel.nv.constantN`, `.rela.nv.constantN`:
/// type 1 writes 32 bits, type 2 writes 64). A relocation of another kind, or against another symbol, is
/// listed as a fact and not applied.
fn device_vars<S: SectionHeader<Endian = Endianness>>(
    en: Endianness,
    bits: u32,
    sections: &[S],
    names: &[String],
    contents: &[&[u8]],
    symbols: &[Symbol],
    c: &mut Container,
) -> Result<(), ContainerError> {
    let var_section = |shndx: u32| names.get(shndx as usize).is_some_and(|n| n == ".nv.global" || n == ".nv.global.init");
    let mut vars: Vec<(usize, crate::DeviceVar)> = Vec::new(); // (symbol index, variable)
    for (i, s) in symbols.iter().enumerate() {
        if s.kind != object::elf::STT_OBJECT || !var_section(s.shndx) {
            continue;
        }
        let mut init = Vec::new();
        if names[s.shndx as usize] == ".nv.global.init" {
            let data = contents[s.shndx as usize];
            let range = usize::try_from(s.value).ok().zip(usize::try_from(s.size).ok()).and_then(|(at, n)| Some(at..at.checked_add(n)?));
            init = match range.and_then(|r| data.get(r)) {
                Some(d) => d.to_vec(),
                None => {
                    return Err(e(format!(
                        "variable `{}` (0x{:x} bytes at 0x{:x}) lies beyond section `.nv.global.init` (0x{:x} bytes)",
                        s.name,
                        s.size,
                        s.value,
                        data.len()
                    )))
                }
            };
        }
        vars.push((i, crate::DeviceVar { name: s.name.clone(), size: s.size, init, refs: Vec::new() }));
    }
    for (index, sh) in sections.iter().enumerate() {
        let name = &names[index];
        let (rela, target) = match (name.strip_prefix(".rel.nv.constant"), name.strip_prefix(".rela.nv.constant")) {
            (Some(t), _) => (false, t),
            (_, Some(t)) => (true, t),
            _ => continue,
        };
        let Ok(bank) = target.parse::<u32>() else {
            c.info.push((format!("section {name}"), format!("type {}, {} bytes (not read)", sh.sh_type(en), contents[index].len())));
            continue;
        };
        let word = (bits / 8) as usize;
        let size = if rela { 3 * word } else { 2 * word };
        let data = contents[index];
        if !data.len().is_multiple_of(size) {
            return Err(e(format!("section {index} `{name}`: 0x{:x} bytes is not a whole number of {size}-byte relocations", data.len())));
        }
        for r in data.chunks_exact(size) {
            let field = |k: usize| {
                let b = &r[k * word..(k + 1) * word];
                match (word, en) {
                    (4, Endianness::Little) => u64::from(u32::from_le_bytes(b.try_into().unwrap())),
                    (4, _) => u64::from(u32::from_be_bytes(b.try_into().unwrap())),
                    (_, Endianness::Little) => u64::from_le_bytes(b.try_into().unwrap()),
                    _ => u64::from_be_bytes(b.try_into().unwrap()),
                }
            };
            let (offset, info) = (field(0), field(1));
            let (sym, kind) = if word == 4 { (info >> 8, info & 0xff) } else { (info >> 32, info & 0xffff_ffff) };
            let addend = if rela { if word == 4 { field(2) as u32 as i32 as i64 } else { field(2) as i64 } } else { 0 };
            let bytes = match kind {
                1 => 4,
                2 => 8,
                _ => 0,
            };
            match vars.iter_mut().find(|(i, _)| *i as u64 == sym) {
                Some((_, v)) if bytes != 0 => v.refs.push(crate::AddressRef { bank, offset, bytes, addend }),
                _ => {
                    let target = symbols.get(sym as usize).map_or(format!("symbol #{sym}"), |s| format!("`{}`", s.name));
                    c.info.push((
                        format!("relocation in {name}"),
                        format!("type {kind} at 0x{offset:x} against {target}: not applied"),
                    ));
                }
            }
        }
    }
    c.device_vars.extend(vars.into_iter().map(|(_, v)| v));
    Ok(())
}

/// Checks that the section header table exists and fits the file, with a message that says where it does not.
fn check_section_table<H: FileHeader<Endian = Endianness>>(
    hdr: &H,
    en: Endianness,
    data: &[u8],
    shentsize: usize,
) -> Result<(), ContainerError> {
    let shoff: u64 = hdr.e_shoff(en).into();
    if shoff == 0 {
        return Err(e(
            "no section header table (e_shoff is 0): a cubin's kernels are sections".into(),
        ));
    }
    let shnum = hdr
        .shnum(en, data)
        .map_err(|x| e(format!("section count at offset 0x{shoff:x}: {x}")))? as u64;
    if shnum == 0 {
        return Err(e("the section header table is empty (e_shnum is 0)".into()));
    }
    let entsize = hdr.e_shentsize(en) as usize;
    if entsize != shentsize {
        return Err(e(format!(
            "section header entry size is {entsize}, expected {shentsize}"
        )));
    }
    // An extended section count (section 0's sh_size) may be any 64-bit number.
    let end = shnum.checked_mul(shentsize as u64).and_then(|n| shoff.checked_add(n));
    if end.is_none_or(|end| end > data.len() as u64) {
        return Err(e(format!(
            "truncated ELF section header table at offset 0x{shoff:x}: {shnum} entries of {shentsize} bytes, file is {} bytes",
            data.len()
        )));
    }
    Ok(())
}

/// The program header table and every segment's file bytes must lie within the file: a file cut inside
/// them is truncated even when no section is.
fn check_program_headers<H: FileHeader<Endian = Endianness>>(
    hdr: &H,
    en: Endianness,
    data: &[u8],
    phentsize: usize,
) -> Result<(), ContainerError> {
    let phoff: u64 = hdr.e_phoff(en).into();
    let phnum = hdr.e_phnum(en) as u64;
    if phoff == 0 || phnum == 0 {
        return Ok(()); // Relocatable cubins have none.
    }
    let entsize = hdr.e_phentsize(en) as usize;
    if entsize != phentsize {
        return Err(e(format!(
            "program header entry size is {entsize}, expected {phentsize}"
        )));
    }
    let end = phoff.checked_add(phnum * phentsize as u64);
    if end.is_none_or(|end| end > data.len() as u64) {
        return Err(e(format!(
            "truncated ELF program header table at offset 0x{phoff:x}: {phnum} entries of {phentsize} bytes, file is {} bytes",
            data.len()
        )));
    }
    let phs = hdr
        .program_headers(en, data)
        .map_err(|x| e(format!("program header table at offset 0x{phoff:x}: {x}")))?;
    for (i, ph) in phs.iter().enumerate() {
        let (off, size): (u64, u64) = (ph.p_offset(en).into(), ph.p_filesz(en).into());
        if off.checked_add(size).is_none_or(|end| end > data.len() as u64) {
            return Err(e(format!(
                "segment {i} (offset 0x{off:x}, file size 0x{size:x}) lies outside the file ({} bytes)",
                data.len()
            )));
        }
    }
    Ok(())
}

/// The bytes of section `index` (none for SHT_NOBITS and SHT_NULL), or an error naming its range.
fn section_data<'d, S: SectionHeader<Endian = Endianness>>(
    en: Endianness,
    data: &'d [u8],
    sh: &S,
    index: usize,
    name: &str,
) -> Result<&'d [u8], ContainerError> {
    if matches!(sh.sh_type(en), SHT_NOBITS | SHT_NULL) {
        return Ok(&[]);
    }
    let (off, size): (u64, u64) = (sh.sh_offset(en).into(), sh.sh_size(en).into());
    let range = off
        .checked_add(size)
        .filter(|&end| end <= data.len() as u64)
        .map(|end| off as usize..end as usize);
    range.map(|r| &data[r]).ok_or_else(|| {
        e(format!(
            "section {index} `{name}` (offset 0x{off:x}, size 0x{size:x}) lies outside the file ({} bytes)",
            data.len()
        ))
    })
}

/// The NUL-terminated string at `at` in `table`.
fn cstr(table: &[u8], at: u32) -> Option<String> {
    let rest = table.get(at as usize..)?;
    let n = rest.iter().position(|&b| b == 0)?;
    Some(String::from_utf8_lossy(&rest[..n]).into_owned())
}

/// Every section's name, from a section name table that must exist and lie within the file.
fn section_names<H: FileHeader<Endian = Endianness>>(
    hdr: &H,
    en: Endianness,
    data: &[u8],
    sections: &[H::SectionHeader],
) -> Result<Vec<String>, ContainerError> {
    let count = sections.len();
    let shstrndx = hdr
        .shstrndx(en, data)
        .map_err(|x| e(format!("section name table index: {x}")))? as usize;
    let strtab = match sections.get(shstrndx) {
        Some(sh) if shstrndx != 0 => sh,
        _ => {
            return Err(e(format!(
                "e_shstrndx is {shstrndx}: there is no section name table among the {count} sections"
            )))
        }
    };
    if strtab.sh_type(en) != SHT_STRTAB {
        return Err(e(format!(
            "the section name table (section {shstrndx}) has type {}, not SHT_STRTAB",
            strtab.sh_type(en)
        )));
    }
    let table = section_data(en, data, strtab, shstrndx, "(section name table)")?;
    let off: u64 = strtab.sh_offset(en).into();
    sections
        .iter()
        .enumerate()
        .map(|(i, sh)| {
            let at = sh.sh_name(en);
            cstr(table, at).ok_or_else(|| {
                e(format!(
                    "section {i}: its name at 0x{at:x} (file offset 0x{:x}) is not a NUL-terminated string within the section name table (section {shstrndx}, 0x{:x} bytes at file offset 0x{off:x})",
                    off + at as u64,
                    table.len()
                ))
            })
        })
        .collect()
}

/// The symbols of `.symtab`, each name and section index checked. A cubin with kernels must have one.
fn read_symbols<H: FileHeader<Endian = Endianness>>(
    en: Endianness,
    sections: &[H::SectionHeader],
    names: &[String],
    contents: &[&[u8]],
) -> Result<Vec<Symbol>, ContainerError> {
    let mut tables = sections
        .iter()
        .enumerate()
        .filter(|(_, s)| s.sh_type(en) == SHT_SYMTAB);
    let Some((index, sh)) = tables.next() else {
        return match names.iter().position(|n| n.starts_with(".text.")) {
            Some(i) => Err(e(format!(
                "no symbol table, but section {i} `{}` is a kernel: its symbol cannot be checked",
                names[i]
            ))),
            None => Ok(Vec::new()),
        };
    };
    if let Some((other, _)) = tables.next() {
        return Err(e(format!(
            "two symbol tables (sections {index} and {other})"
        )));
    }
    let bytes = contents[index];
    let entsize: u64 = sh.sh_entsize(en).into();
    let size = std::mem::size_of::<H::Sym>();
    if !bytes.len().is_multiple_of(size) || (entsize != 0 && entsize != size as u64) {
        return Err(e(format!(
            "section {index} `{}`: symbol table of 0x{:x} bytes with entries of {entsize} bytes, expected a whole number of {size}-byte entries",
            names[index],
            bytes.len()
        )));
    }
    let link = sh.sh_link(en) as usize;
    let strings = match sections.get(link) {
        Some(s) if link != 0 && s.sh_type(en) == SHT_STRTAB => contents[link],
        _ => {
            return Err(e(format!(
                "section {index} `{}`: its string table (sh_link {link}) is not a string table section",
                names[index]
            )))
        }
    };
    let off: u64 = sh.sh_offset(en).into();
    let mut out = Vec::with_capacity(bytes.len() / size);
    for (i, chunk) in bytes.chunks_exact(size).enumerate() {
        // Unaligned reads: `object` is built with its `unaligned` feature.
        let sym: &H::Sym = object::pod::from_bytes(chunk)
            .map_err(|()| e(format!("symbol #{i} of section {index} cannot be read")))?
            .0;
        let at = sym.st_name(en);
        let name = cstr(strings, at).ok_or_else(|| {
            e(format!(
                "symbol #{i} (file offset 0x{:x}): its name at 0x{at:x} is not a NUL-terminated string within the string table (section {link}, 0x{:x} bytes)",
                off + (i * size) as u64,
                strings.len()
            ))
        })?;
        let (kind, shndx) = (sym.st_type(), sym.st_shndx(en) as u32);
        // A function must lie in a kernel's section: anything else means a section was renamed or lost.
        if kind == STT_FUNC && shndx != 0 && shndx < SHN_LORESERVE {
            let ok = names
                .get(shndx as usize)
                .is_some_and(|n| n.starts_with(".text."));
            if !ok {
                return Err(e(format!(
                    "function symbol #{i} `{name}` is in section {shndx} ({}), not a `.text.` section",
                    names.get(shndx as usize).map_or("which does not exist".to_string(), |n| format!("`{n}`"))
                )));
            }
        }
        out.push(Symbol { name, shndx, kind, value: sym.st_value(en).into(), size: sym.st_size(en).into() });
    }
    Ok(out)
}

/// e_flags as NVIDIA's tools name its parts: SM version, PTX target version, and two known flag bits.
fn describe_flags(flags: u32) -> String {
    let mut s = format!(
        "0x{flags:x}: sm_{}, ptx sm_{}",
        flags & 0xff,
        (flags >> 16) & 0xff
    );
    if flags & 0x100 != 0 {
        s.push_str(", unified texture mode");
    }
    if flags & 0x400 != 0 {
        s.push_str(", 64-bit addresses");
    }
    s
}
