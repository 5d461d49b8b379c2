//! ELF cubins (e_machine 190, EM_CUDA), 32- and 64-bit. Sections: `.text.<kernel>` code (sh_info bits
//! 24..32 hold the register count), `.nv.constant<N>[.<kernel>]` constant banks, `.nv.info[.<kernel>]`
//! attributes, `.nv.shared.<kernel>` / `.nv.local.<kernel>` memory sizes. The low byte of e_flags is the
//! SM version (0xa010a: sm_10; 0x140115: sm_21).
//!
//! The header and section header table are checked here first so that the common ways of being truncated
//! get a message with offsets; `object` then reads the rest with its own range checks.

use crate::nvinfo;
use crate::{ArchInfo, Attribute, ConstBank, Container, ContainerError, Format, Kernel};
use object::elf::{FileHeader32, FileHeader64, SHT_NOBITS, SHT_SYMTAB};
use object::read::elf::{FileHeader, SectionHeader, Sym};
use object::{Endianness, SymbolIndex};

const EM_CUDA: u16 = 190;

/// Reads an ELF cubin.
pub fn read_elf(bytes: &[u8]) -> Result<Container, ContainerError> {
    let e = |m: String| ContainerError::Elf(m);
    if bytes.len() < 16 || !bytes.starts_with(b"\x7fELF") {
        return Err(e(format!(
            "not an ELF file (no ELF magic, or only {} bytes)",
            bytes.len()
        )));
    }
    match bytes[4] {
        1 => read_class::<FileHeader32<Endianness>>(bytes, 52, 40),
        2 => read_class::<FileHeader64<Endianness>>(bytes, 64, 64),
        c => Err(e(format!("unknown ELF class {c} (byte 4 must be 1 or 2)"))),
    }
}

fn read_class<H: FileHeader<Endian = Endianness>>(
    data: &[u8],
    ehsize: usize,
    shentsize: usize,
) -> Result<Container, ContainerError> {
    let e = |m: String| ContainerError::Elf(m);
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
        .sections(en, data)
        .map_err(|x| e(format!("section header table: {x}")))?;
    let symbols = sections.symbols(en, data, SHT_SYMTAB).ok();
    let sym_name = |i: u32| -> Option<String> {
        let symbols = symbols.as_ref()?;
        let sym = symbols.symbol(SymbolIndex(i as usize)).ok()?;
        let name = sym.name(en, symbols.strings()).ok()?;
        Some(String::from_utf8_lossy(name).into_owned())
    };

    // Attributes are collected first and attached once every kernel is known: sections come in any order.
    let mut infos: Vec<(Option<String>, Vec<u8>)> = Vec::new();
    let mut sizes: Vec<(String, bool, u64)> = Vec::new(); // (kernel, is_shared, size)
    for (index, sh) in sections.enumerate() {
        let name_bytes = sections.section_name(en, sh).unwrap_or(b"");
        let name = String::from_utf8_lossy(name_bytes).into_owned();
        let size: u64 = sh.sh_size(en).into();
        let content = || -> Result<&[u8], ContainerError> {
            if sh.sh_type(en) == SHT_NOBITS {
                return Ok(&[]);
            }
            sh.data(en, data).map_err(|_| {
                let off: u64 = sh.sh_offset(en).into();
                e(format!(
                    "section {} `{name}` (offset 0x{off:x}, size 0x{size:x}) lies outside the file ({} bytes)",
                    index.0,
                    data.len()
                ))
            })
        };
        if let Some(kernel) = name.strip_prefix(".text.") {
            let info = sh.sh_info(en);
            c.kernels.push(Kernel {
                name: kernel.to_string(),
                code: content()?.to_vec(),
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
            c.const_banks.push(ConstBank {
                name: name.clone(),
                bank: rest[..digits].parse().ok(),
                kernel,
                offset: 0,
                size,
                data: content()?.to_vec(),
            });
        } else if name == ".nv.info" {
            infos.push((None, content()?.to_vec()));
        } else if let Some(kernel) = name.strip_prefix(".nv.info.") {
            infos.push((Some(kernel.to_string()), content()?.to_vec()));
        } else if let Some(kernel) = name.strip_prefix(".nv.shared.") {
            sizes.push((kernel.to_string(), true, size));
        } else if let Some(kernel) = name.strip_prefix(".nv.local.") {
            sizes.push((kernel.to_string(), false, size));
        } else if !name.is_empty() && !matches!(name.as_str(), ".shstrtab" | ".strtab" | ".symtab")
        {
            c.info.push((
                format!("section {name}"),
                format!("type {}, {size} bytes", sh.sh_type(en)),
            ));
        }
    }

    for (kernel, shared, size) in sizes {
        match c.kernels.iter_mut().find(|k| k.name == kernel) {
            Some(k) if shared => k.resources.smem = Some(size),
            Some(k) => k.resources.lmem = Some(size),
            None => c.info.push((
                format!(
                    "{} for missing kernel {kernel}",
                    if shared { "shared" } else { "local" }
                ),
                format!("{size} bytes"),
            )),
        }
    }
    for (kernel, bytes) in infos {
        let (records, rest) = nvinfo::records(&bytes);
        for r in &records {
            // Module-wide records that name a kernel's symbol belong to that kernel.
            let (target, attr) = match (&kernel, nvinfo::per_symbol(r)) {
                (None, Some((sym, value))) => {
                    let name = sym_name(sym);
                    let a = Attribute {
                        name: nvinfo::attribute(r).name,
                        value: format!("{value} (0x{value:x})"),
                    };
                    match name {
                        Some(n) if c.kernel(&n).is_some() => (Some(n), a),
                        n => (
                            None,
                            Attribute {
                                value: format!(
                                    "{} for symbol {}",
                                    a.value,
                                    n.unwrap_or(format!("#{sym}"))
                                ),
                                ..a
                            },
                        ),
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
                None => {
                    let where_ =
                        target.map_or(String::new(), |t| format!(" of missing kernel {t}"));
                    c.info
                        .push((format!(".nv.info{where_} {}", attr.name), attr.value));
                }
            }
        }
        if !rest.is_empty() {
            let where_ = kernel.map_or(".nv.info".to_string(), |k| format!(".nv.info.{k}"));
            c.info.push((
                format!("{where_} undecoded tail"),
                nvinfo::raw(&rest[..rest.len().min(64)]),
            ));
        }
    }
    for k in &mut c.kernels {
        k.params.sort_by_key(|p| p.ordinal);
    }
    Ok(c)
}

/// Checks that the section header table fits the file, with a message that says where it does not.
fn check_section_table<H: FileHeader<Endian = Endianness>>(
    hdr: &H,
    en: Endianness,
    data: &[u8],
    shentsize: usize,
) -> Result<(), ContainerError> {
    let shoff: u64 = hdr.e_shoff(en).into();
    let shnum = hdr.e_shnum(en) as u64;
    if shoff == 0 || shnum == 0 {
        return Ok(()); // No sections (or the extended count, which `object` checks itself).
    }
    let entsize = hdr.e_shentsize(en) as usize;
    if entsize != shentsize {
        return Err(ContainerError::Elf(format!(
            "section header entry size is {entsize}, expected {shentsize}"
        )));
    }
    let end = shoff.checked_add(shnum * shentsize as u64);
    if end.is_none_or(|end| end > data.len() as u64) {
        return Err(ContainerError::Elf(format!(
            "truncated ELF section header table at offset 0x{shoff:x}: {shnum} entries of {shentsize} bytes, file is {} bytes",
            data.len()
        )));
    }
    Ok(())
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
