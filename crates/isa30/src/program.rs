//! Programs as files: the `.hex` format of the sample programs (one hex word per line) or assembly text.
//! Which one is decided by the content: a file whose every non-blank line is a single hex word of at most
//! 8 digits is hex; anything else is assembled.

use crate::encoding::Insn;
use crate::Isa30;
use gpuisa_core::asm::assemble;
use gpuisa_core::Diagnostic;

/// At most this many instructions fit the accelerator's instruction memory.
pub const MAX_INSNS: usize = 15;

/// Whether `text` is in the hex-word format.
pub fn is_hex(text: &str) -> bool {
    let mut any = false;
    for line in text.lines() {
        let w = line.trim();
        if w.is_empty() {
            continue;
        }
        let d = w.strip_prefix("0x").unwrap_or(w);
        if d.is_empty() || d.len() > 8 || !d.bytes().all(|b| b.is_ascii_hexdigit()) {
            return false;
        }
        any = true;
    }
    any
}

/// Reads a program from hex words or assembly text. Errors carry spans into `text`.
pub fn load(text: &str) -> Result<Vec<Insn>, Vec<Diagnostic>> {
    if is_hex(text) {
        let mut out = Vec::new();
        let mut off = 0;
        for line in text.split_inclusive('\n') {
            let w = line.trim();
            if !w.is_empty() {
                let d = w.strip_prefix("0x").unwrap_or(w);
                let start = off + (line.len() - line.trim_start().len());
                let v = u32::from_str_radix(d, 16)
                    .map_err(|_| vec![Diagnostic::new(start..start + w.len(), "not a hex word")])?;
                out.push(Insn::decode(v));
            }
            off += line.len();
        }
        return Ok(out);
    }
    let asm = assemble(&Isa30, text)?;
    if asm.bytes.len() % 4 != 0 {
        return Err(vec![Diagnostic::new(0..0, "program size is not a multiple of 4 bytes")]);
    }
    Ok(asm.bytes.chunks_exact(4).map(|c| Insn::decode(u32::from_le_bytes([c[0], c[1], c[2], c[3]]))).collect())
}

/// Parses hex word strings (as in `insts_hex` of the corpus files).
pub fn from_hex_words<S: AsRef<str>>(words: &[S]) -> Result<Vec<Insn>, String> {
    words
        .iter()
        .map(|w| {
            let w = w.as_ref();
            let d = w.strip_prefix("0x").unwrap_or(w);
            if d.is_empty() || d.len() > 8 {
                return Err(format!("`{w}` is not a hex word of at most 8 digits"));
            }
            u32::from_str_radix(d, 16).map(Insn::decode).map_err(|_| format!("`{w}` is not a hex word"))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn detects_hex_and_assembly() {
        assert!(is_hex("00380000\n00180000\n"));
        assert!(!is_hex("R0 = 0\nnop\n"));
        assert!(!is_hex(""));
        let p = load("R0 = 0 // clear\nnop\nR0 = R0 + I0*I1\n").unwrap();
        let words: Vec<u32> = p.iter().map(|i| i.encode()).collect();
        assert_eq!(words, vec![0x00380000, 0x00180000, 0x20386211]);
        assert_eq!(load("00380000\n00180000").unwrap().len(), 2);
    }
}
