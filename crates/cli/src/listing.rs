//! Whole-program disassembly: a header per kernel, then address, hex words and text per instruction.

use gpuisa_core::hexkey::format_words;
use gpuisa_core::Isa;
use std::fmt::Write as _;
use std::io::Write;

/// Counts of a listing, for the caller's exit status and summaries.
#[derive(Default, Debug)]
pub struct Counts {
    pub insns: usize,
    pub with_unknown: usize,
    pub truncated: bool,
}

/// Disassembles `code` located at `base`.
pub fn listing<I: Isa>(isa: &I, code: &[u8], base: u64, w: &mut impl Write) -> std::io::Result<Counts> {
    let mut c = Counts::default();
    let mut line = String::new();
    let mut result = Ok(());
    let width: usize = 2 * 8 + 1; // widest key: two 32-bit words or one 64-bit word
    isa.disassemble_all(code, base, |addr, r| {
        if result.is_err() {
            return;
        }
        line.clear();
        let _ = write!(line, "{addr:08x}:  ");
        let pos = (addr - base) as usize;
        match r {
            Ok((len, text)) => {
                let start = line.len();
                format_words(&code[pos..pos + len], isa.word_bytes(), &mut line);
                let pad = width.saturating_sub(line.len() - start);
                line.extend(std::iter::repeat_n(' ', pad + 2));
                line.push_str(text);
                if text.contains("???") {
                    c.with_unknown += 1;
                }
                c.insns += 1;
            }
            Err(e) => {
                let _ = write!(line, "// {e}: {} trailing bytes not decoded", code.len() - pos);
                c.truncated = true;
            }
        }
        line.push('\n');
        result = w.write_all(line.as_bytes());
    });
    result.map(|()| c)
}
