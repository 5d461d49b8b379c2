//! NVIDIA `cuobjdump -sass` listings, in the two styles the corpus has:
//!
//! ```text
//! CUDA 4.x:  /*0008*/     /*0x8400dc042c000000*/  S2R R3, SR_Tid_X;     word 0 = first 8 digits
//! CUDA >=5:  /*0020*/     IADD32 R0, g [0x4], R2;  /* 0x2102e800 */     one 64-bit value, word 0 = low half
//! ```
//!
//! `code for sm_XX` names the architecture and `Function : NAME` starts a kernel. Other lines are ignored.

use crate::{ArchInfo, Container, ContainerError, Format, Kernel};

pub(crate) fn looks_like(text: &str) -> bool {
    matches!(parse(text), Ok(c) if c.kernels.iter().any(|k| !k.code.is_empty()))
}

/// Reads a cuobjdump listing.
pub fn read_listing(bytes: &[u8]) -> Result<Container, ContainerError> {
    let text = std::str::from_utf8(bytes).map_err(|e| ContainerError::Listing {
        line: crate::line_col(bytes, e.valid_up_to()).0,
        msg: "not valid UTF-8 text".into(),
    })?;
    let c = parse(text)?;
    if c.kernels.iter().all(|k| k.code.is_empty()) {
        return Err(ContainerError::Listing {
            line: text.lines().count().max(1),
            msg: "no instruction lines".into(),
        });
    }
    Ok(c)
}

fn parse(text: &str) -> Result<Container, ContainerError> {
    let mut c = Container::new(Format::Listing);
    for (i, line) in text.lines().enumerate() {
        let err = |msg: String| ContainerError::Listing { line: i + 1, msg };
        let t = line.trim();
        if let Some(sm) = t.strip_prefix("code for ") {
            c.arch = Some(
                ArchInfo::parse(sm).ok_or_else(|| err(format!("unknown architecture `{sm}`")))?,
            );
        } else if let Some(name) = t.strip_prefix("Function :") {
            c.kernels.push(Kernel {
                name: name.trim().to_string(),
                ..Kernel::default()
            });
        } else if let Some((addr, rest)) = comment(t).and_then(|(a, r)| Some((hex(a.trim())?, r))) {
            let bytes = words(rest)
                .ok_or_else(|| err("no `/*0x...*/` instruction word on this line".into()))?;
            if c.kernels.is_empty() {
                c.kernels.push(Kernel::default());
            }
            let k = c.kernels.last_mut().expect("pushed above");
            if addr != k.code.len() as u64 {
                return Err(err(format!(
                    "address 0x{addr:04x} out of sequence (expected 0x{:04x})",
                    k.code.len()
                )));
            }
            k.code.extend_from_slice(&bytes);
        }
    }
    Ok(c)
}

/// The instruction bytes a single cuobjdump line shows (`/*0008*/ /*0x94001c042c000000*/ S2R R0, SR_CTAid_X;`,
/// `S2R R0, SR_CTAID.X; /* 0x2c00000084001c04 */`, or the `/*0x...*/` word alone), in memory order;
/// `None` when the line shows no instruction word.
pub fn listing_line_words(line: &str) -> Option<Vec<u8>> {
    let t = line.trim();
    // A leading address comment (`/*0008*/`) is not the word.
    let rest = match comment(t) {
        Some((a, r)) if hex(a.trim()).is_some() && !a.trim().starts_with("0x") => r,
        _ => t,
    };
    words(rest)
}

/// The content of a leading `/* ... */` and what follows it.
fn comment(s: &str) -> Option<(&str, &str)> {
    let body = s.strip_prefix("/*")?;
    let end = body.find("*/")?;
    Some((&body[..end], &body[end + 2..]))
}

fn hex(s: &str) -> Option<u64> {
    let d = s.strip_prefix("0x").unwrap_or(s);
    if d.is_empty() || d.len() > 16 || !d.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    u64::from_str_radix(d, 16).ok()
}

/// The instruction bytes of the rest of a line, in either style.
fn words(rest: &str) -> Option<Vec<u8>> {
    // Some listings were pasted through web pages that added bidirectional-text marks inside the words.
    let cleaned: String = rest.chars().filter(|&c| !is_format_char(c)).collect();
    let rest = cleaned.trim_start();
    let (digits, old_style) =
        if let Some((w, _)) = comment(rest).filter(|(w, _)| w.trim_start().starts_with("0x")) {
            (w.trim(), true)
        } else {
            // CUDA >= 5: the last comment of the line.
            let start = rest.rfind("/*")?;
            let (w, _) = comment(&rest[start..])?;
            (w.trim(), false)
        };
    let d = digits.strip_prefix("0x")?;
    let v = hex(d)?;
    let mut out = Vec::with_capacity(8);
    match (d.len(), old_style) {
        (0..=8, _) => out.extend_from_slice(&(v as u32).to_le_bytes()),
        (16, true) => {
            out.extend_from_slice(&((v >> 32) as u32).to_le_bytes());
            out.extend_from_slice(&(v as u32).to_le_bytes());
        }
        (16, false) => out.extend_from_slice(&v.to_le_bytes()),
        _ => return None,
    }
    Some(out)
}

/// Invisible formatting characters (Unicode category Cf) that web pages insert.
fn is_format_char(c: char) -> bool {
    matches!(c, '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2060}'..='\u{2064}' | '\u{feff}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_styles() {
        let c = read_listing(b"\tcode for sm_20\n\t\tFunction : K\n\t/*0000*/     /*0x00005de428004404*/ \tMOV R1, c [0x1] [0x100];\n").unwrap();
        assert_eq!(c.arch, Some(ArchInfo::from_sm(20)));
        assert_eq!(c.kernels[0].name, "K");
        assert_eq!(
            c.kernels[0].code,
            [0xe4, 0x5d, 0, 0, 0x04, 0x44, 0x00, 0x28]
        );
        let c = read_listing(b"code for sm_10\nFunction : F\n/*0000*/ MOV.U16 R0H, g [0x1].U16; /* 0x0023c78010004205 */\n/*0008*/ IADD32 R0, g [0x4], R2; /* 0x2102e800         */\n").unwrap();
        assert_eq!(
            c.kernels[0].code,
            [0x05, 0x42, 0x00, 0x10, 0x80, 0xc7, 0x23, 0x00, 0x00, 0xe8, 0x02, 0x21]
        );
        let e = read_listing(b"/*0000*/ A; /* 0x2102e800 */\n/*0008*/ B; /* 0x2102e800 */\n")
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "listing: address 0x0008 out of sequence (expected 0x0004) at line 2"
        );
    }
}
