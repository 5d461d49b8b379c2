//! Content detection: the format is chosen from the bytes, never from the file name.

use crate::{hex, listing, textcubin, Format};

/// The format of `bytes`: ELF by its magic, a text cubin by its leading keyword, a cuobjdump listing by
/// its `/*addr*/` + `/*0x...*/` lines, hex text when every token is a hex word; anything else is raw.
pub fn detect(bytes: &[u8]) -> Format {
    if bytes.starts_with(b"\x7fELF") {
        return Format::Elf;
    }
    if bytes.starts_with(b"GXP\0") {
        return Format::Gxp;
    }
    // Text formats are ASCII; a binary with a stray valid prefix must not pass, so require UTF-8 overall.
    let Ok(text) = std::str::from_utf8(bytes) else {
        return Format::Raw;
    };
    if textcubin::looks_like(text) {
        Format::TextCubin
    } else if listing::looks_like(text) {
        Format::Listing
    } else if hex::looks_like(text) {
        Format::HexText
    } else {
        Format::Raw
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats() {
        assert_eq!(detect(b"\x7fELF\x01"), Format::Elf);
        assert_eq!(
            detect(b"architecture {sm_10}\ncode {\n}"),
            Format::TextCubin
        );
        assert_eq!(detect(b"0x10008001 0x00000003\n"), Format::HexText);
        assert_eq!(detect(b"10004205 0023c780\n2102e800\n"), Format::HexText);
        assert_eq!(detect(b"a080e749 2c008482\tjoin cvt\n"), Format::HexText);
        assert_eq!(
            detect(b"\t/*0000*/ /*0x00005de428004404*/ MOV R1, c [0x1] [0x100];\n"),
            Format::Listing
        );
        assert_eq!(
            detect(b"/*0000*/ IADD32 R0, g [0x4], R2; /* 0x2102e800 */\n"),
            Format::Listing
        );
        assert_eq!(detect(b"\x01\x00\x00\x10\x03\x00\x00\x00"), Format::Raw);
        assert_eq!(detect(b"hello world"), Format::Raw);
        assert_eq!(detect(b""), Format::Raw);
    }
}
