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
    // A file cut inside the magic is a truncated file of that format (its reader says so), not 1 to 3
    // bytes of raw code.
    if !bytes.is_empty() && bytes.len() < 4 {
        if b"\x7fELF".starts_with(bytes) {
            return Format::Elf;
        }
        if b"GXP\0".starts_with(bytes) {
            return Format::Gxp;
        }
    }
    // Text formats are ASCII; a binary with a stray valid prefix must not pass, so require UTF-8 overall.
    // Except a text cubin: its leading keyword and `{` are specific enough that a text cubin with a bad
    // byte further on is one (its reader then names the byte), not a raw binary.
    let text = match std::str::from_utf8(bytes) {
        Ok(text) => text,
        Err(bad) => {
            let valid = std::str::from_utf8(&bytes[..bad.valid_up_to()]).unwrap_or("");
            return if textcubin::looks_like(valid) {
                Format::TextCubin
            } else {
                Format::Raw
            };
        }
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
        assert_eq!(detect(b"\x7fEL"), Format::Elf);
        assert_eq!(detect(b"GX"), Format::Gxp);
        assert_eq!(detect(b"architecture {sm_10}\ncode { name = k\xff }"), Format::TextCubin);
        assert_eq!(detect(b"architecture"), Format::TextCubin, "cut after its first keyword");
        assert_eq!(detect(b"architecture \n"), Format::TextCubin);
        // A bad byte right after the keyword: a text cubin whose reader names the byte.
        assert_eq!(detect(b"architecture\xff {sm_10}"), Format::TextCubin);
    }
}
