//! Malformed input gives an error that says what and where, never a panic.

use gpuisa_container::{read, read_as, read_elf, read_text_cubin, ContainerError, Format};

/// A minimal valid ELF64 cubin: header, section names, one `.text.k` section with 8 bytes.
fn tiny_elf() -> Vec<u8> {
    let shstr = b"\0.shstrtab\0.text.k\0";
    let code = [0x01u8, 0x80, 0x00, 0x10, 0x03, 0x00, 0x00, 0x00];
    let shoff = 64 + shstr.len() + code.len();
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
    f[60..62].copy_from_slice(&3u16.to_le_bytes());
    f[62..64].copy_from_slice(&1u16.to_le_bytes());
    f.extend_from_slice(shstr);
    f.extend_from_slice(&code);
    let sh = |name: u32, ty: u32, off: usize, size: usize, info: u32| {
        let mut s = vec![0u8; 64];
        s[0..4].copy_from_slice(&name.to_le_bytes());
        s[4..8].copy_from_slice(&ty.to_le_bytes());
        s[24..32].copy_from_slice(&(off as u64).to_le_bytes());
        s[32..40].copy_from_slice(&(size as u64).to_le_bytes());
        s[44..48].copy_from_slice(&info.to_le_bytes());
        s
    };
    f.extend(sh(0, 0, 0, 0, 0));
    f.extend(sh(1, 3, 64, shstr.len(), 0));
    f.extend(sh(11, 1, 64 + shstr.len(), code.len(), 5 << 24));
    f
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
    let shoff = f.len() - 3 * 64;
    let text = shoff + 2 * 64;
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
