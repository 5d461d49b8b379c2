//! Malformed input gives an error that says what and where, never a panic.

use gpuisa_container::{read, read_as, read_elf, read_text_cubin, ContainerError, Format};

/// A minimal valid ELF64 cubin: header, section names, one `.text.k` section with 8 bytes, and the
/// symbol table that names it (the reader requires every kernel's symbol).
fn tiny_elf() -> Vec<u8> {
    let shstr = b"\0.shstrtab\0.text.k\0.strtab\0.symtab\0";
    let code = [0x01u8, 0x80, 0x00, 0x10, 0x03, 0x00, 0x00, 0x00];
    let strtab = b"\0k\0";
    let mut symtab = vec![0u8; 48]; // the null symbol, then `k`: GLOBAL FUNC in section 2, 8 bytes
    symtab[24..28].copy_from_slice(&1u32.to_le_bytes());
    symtab[28] = 0x12;
    symtab[30..32].copy_from_slice(&2u16.to_le_bytes());
    symtab[40..48].copy_from_slice(&8u64.to_le_bytes());
    let (o_shstr, o_code) = (64, 64 + shstr.len());
    let o_str = o_code + code.len();
    let o_sym = o_str + strtab.len();
    let shoff = o_sym + symtab.len();
    let mut f = vec![0u8; 64];
    f[..4].copy_from_slice(b"\x7fELF");
    f[4] = 2; // ELF64
    f[5] = 1; // little-endian
    f[6] = 1; // EV_CURRENT
    f[16..18].copy_from_slice(&2u16.to_le_bytes()); // ET_EXEC
    f[18..20].copy_from_slice(&190u16.to_le_bytes()); // EM_CUDA
    f[20..24].copy_from_slice(&1u32.to_le_bytes());
    f[40..48].copy_from_slice(&(shoff as u64).to_le_bytes());
    f[48..52].copy_from_slice(&0x000d_010du32.to_le_bytes()); // sm_13
    f[52..54].copy_from_slice(&64u16.to_le_bytes());
    f[58..60].copy_from_slice(&64u16.to_le_bytes());
    f[60..62].copy_from_slice(&5u16.to_le_bytes());
    f[62..64].copy_from_slice(&1u16.to_le_bytes());
    f.extend_from_slice(shstr);
    f.extend_from_slice(&code);
    f.extend_from_slice(strtab);
    f.extend_from_slice(&symtab);
    let sh = |name: u32, ty: u32, off: usize, size: usize, link: u32, info: u32, entsize: u64| {
        let mut s = vec![0u8; 64];
        s[0..4].copy_from_slice(&name.to_le_bytes());
        s[4..8].copy_from_slice(&ty.to_le_bytes());
        s[24..32].copy_from_slice(&(off as u64).to_le_bytes());
        s[32..40].copy_from_slice(&(size as u64).to_le_bytes());
        s[40..44].copy_from_slice(&link.to_le_bytes());
        s[44..48].copy_from_slice(&info.to_le_bytes());
        s[56..64].copy_from_slice(&entsize.to_le_bytes());
        s
    };
    f.extend(sh(0, 0, 0, 0, 0, 0, 0));
    f.extend(sh(1, 3, o_shstr, shstr.len(), 0, 0, 0));
    f.extend(sh(11, 1, o_code, code.len(), 0, 5 << 24, 0));
    f.extend(sh(19, 3, o_str, strtab.len(), 0, 0, 0));
    f.extend(sh(27, 2, o_sym, symtab.len(), 3, 1, 24));
    f
}

/// Offset of section `i`'s header in `tiny_elf()`.
fn shdr(f: &[u8], i: usize) -> usize {
    f.len() - 5 * 64 + i * 64
}

#[test]
fn tiny_elf_reads() {
    let c = read(&tiny_elf()).unwrap();
    assert_eq!(c.format, Format::Elf);
    assert_eq!(c.arch.unwrap().sm, 13);
    assert_eq!(c.arch.unwrap().tesla_variant(), Some("g200"));
    assert_eq!(c.kernels[0].name, "k");
    assert_eq!(c.kernels[0].code.len(), 8);
    assert_eq!(c.kernels[0].resources.regs, Some(5));
}

#[test]
fn truncated_elf_at_every_length() {
    let f = tiny_elf();
    for n in 1..f.len() {
        let r = read(&f[..n]);
        if n < 4 {
            continue; // not even the magic: read as something else
        }
        let e = r.expect_err(&format!("{n} bytes should not read"));
        assert!(matches!(e, ContainerError::Elf(_)), "{n}: {e}");
    }
    let e = read(&f[..f.len() - 1]).unwrap_err().to_string();
    assert!(
        e.starts_with("ELF: truncated ELF section header table at offset 0x"),
        "{e}"
    );
    assert_eq!(
        read(&f[..40]).unwrap_err().to_string(),
        "ELF: truncated ELF64 header: 40 of 64 bytes"
    );
}

#[test]
fn elf_section_outside_file() {
    let mut f = tiny_elf();
    let text = shdr(&f, 2);
    f[text + 24..text + 32].copy_from_slice(&0xffff_ff00u64.to_le_bytes());
    let e = read(&f).unwrap_err().to_string();
    assert!(
        e.contains("section 2 `.text.k` (offset 0xffffff00, size 0x8) lies outside the file"),
        "{e}"
    );
}

#[test]
fn elf_wrong_machine_and_class() {
    let mut f = tiny_elf();
    f[18] = 62;
    assert_eq!(read(&f).unwrap_err(), ContainerError::NotCuda(62));
    let mut f = tiny_elf();
    f[4] = 7;
    assert!(read_elf(&f)
        .unwrap_err()
        .to_string()
        .contains("unknown ELF class 7"));
}

#[test]
fn empty_and_garbage() {
    assert_eq!(read(b"").unwrap_err(), ContainerError::Empty);
    assert_eq!(read(b"").unwrap_err().to_string(), "empty file");
    // Garbage is a raw binary (the user gives --arch), unless it claims a format.
    let c = read(&[0xde, 0xad, 0xbe, 0xef, 0xff]).unwrap();
    assert_eq!(c.format, Format::Raw);
    assert!(read_as(b"garbage here", Format::HexText)
        .unwrap_err()
        .to_string()
        .contains("at 1:1"));
    assert!(read_as(b"garbage", Format::Listing).is_err());
    assert!(read_as(b"\x7fELF", Format::Elf).is_err());
}

#[test]
fn text_cubin_missing_braces() {
    let good = "architecture {sm_10}\ncode {\n\tname = k\n\tbincode {\n\t\t0x10008001 0x00000003\n\t}\n}\n";
    assert!(read_text_cubin(good.as_bytes()).is_ok());
    let e = read(good.trim_end().trim_end_matches('}').as_bytes())
        .unwrap_err()
        .to_string();
    assert_eq!(
        e,
        "text cubin: `{` opened at 2:6 is not closed before the end of the file at 7:1"
    );
    let e = read(b"architecture {sm_10}\ncode \n\tname = k\n}")
        .unwrap_err()
        .to_string();
    assert_eq!(e, "text cubin: unexpected `}` (no block is open) at 4:1");
    let e = read(b"code { name = k bincode 0x1 }")
        .unwrap_err()
        .to_string();
    assert_eq!(
        e,
        "text cubin: unexpected `bincode` in `code` block at 1:17"
    );
}

#[test]
fn elf_parts_that_cannot_be_read_are_errors() {
    let err = |f: &[u8]| read(f).unwrap_err().to_string();
    // Section name table index out of range, and the table outside the file.
    let mut f = tiny_elf();
    f[62..64].copy_from_slice(&9u16.to_le_bytes());
    assert_eq!(err(&f), "ELF: e_shstrndx is 9: there is no section name table among the 5 sections");
    let mut f = tiny_elf();
    let at = shdr(&f, 1) + 24;
    f[at..at + 8].copy_from_slice(&0x1000u64.to_le_bytes());
    assert_eq!(
        err(&f),
        "ELF: section 1 `(section name table)` (offset 0x1000, size 0x23) lies outside the file (478 bytes)"
    );
    // A name offset beyond the name table.
    let mut f = tiny_elf();
    let at = shdr(&f, 2);
    f[at..at + 4].copy_from_slice(&0x40u32.to_le_bytes());
    assert!(err(&f).starts_with("ELF: section 2: its name at 0x40 (file offset 0x80) is not a NUL-terminated string"), "{}", err(&f));
    // A section nobody reads still has to be in the file.
    let mut f = tiny_elf();
    let at = shdr(&f, 3) + 32;
    f[at..at + 8].copy_from_slice(&0x10000u64.to_le_bytes());
    assert!(err(&f).contains("section 3 `.strtab` (offset 0x6b, size 0x10000) lies outside the file"), "{}", err(&f));
    // The kernel's symbol renamed: the kernel is not quietly kept or dropped.
    let mut f = tiny_elf();
    let k = f.iter().position(|&b| b == b'k').unwrap(); // first `k` is in `.text.k` of the name table
    f[k] = b'j';
    assert_eq!(
        err(&f),
        "ELF: kernel `j` (section 2 `.text.j`) has no symbol in the symbol table"
    );
    // No section header table at all: no kernels is not a success.
    let mut f = tiny_elf();
    f[40..48].fill(0);
    assert_eq!(err(&f), "ELF: no section header table (e_shoff is 0): a cubin's kernels are sections");
}

#[test]
fn an_extended_section_count_of_any_size_is_an_error() {
    // e_shnum 0: the count is section 0's sh_size (ELF's extended numbering), here near 2^64 / 64 and
    // beyond: the table's end overflowed before it was checked (found by fuzzing).
    for count in [u64::MAX / 64 + 1, u64::MAX] {
        let mut f = tiny_elf();
        f[0x3c..0x3e].copy_from_slice(&0u16.to_le_bytes());
        let s0 = shdr(&f, 0);
        f[s0 + 32..s0 + 40].copy_from_slice(&count.to_le_bytes());
        let e = read_elf(&f).unwrap_err().to_string();
        assert!(e.contains("section"), "{count:#x}: {e}");
    }
}
