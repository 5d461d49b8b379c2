//! Whole-program disassembly: a header per kernel, then address, hex words and text per instruction.
//! A raw binary is read and printed a chunk at a time, so memory stays flat whatever the input's size.

use gpuisa_core::hexkey::{format_words, push_hex_fixed};
use gpuisa_core::Isa;
use std::io::{Read, Write};

/// Counts of a listing, for the caller's exit status and summaries.
#[derive(Default, Debug)]
pub struct Counts {
    pub insns: usize,
    pub with_unknown: usize,
    pub truncated: bool,
}

/// Bytes of code read and printed at a time.
const CHUNK: usize = 1 << 20;

/// Appends the lines of the instructions of `code` (at `base`) to `out`; returns how many bytes they
/// took. An instruction cut off at the end is reported as a truncated tail when `last`, and left for
/// the next chunk otherwise.
fn lines<I: Isa>(isa: &I, code: &[u8], base: u64, last: bool, out: &mut String, c: &mut Counts) -> usize {
    let width: usize = 2 * 8 + 1; // widest key: two 32-bit words or one 64-bit word
    let mut taken = code.len();
    isa.disassemble_all(code, base, |addr, r| {
        let pos = (addr - base) as usize;
        if !last && r.is_err() {
            taken = pos;
            return;
        }
        push_hex_fixed(out, addr, if addr >> 32 == 0 { 8 } else { 16 });
        out.push_str(":  ");
        match r {
            Ok((len, text)) => {
                let start = out.len();
                format_words(&code[pos..pos + len], isa.word_bytes(), out);
                let pad = width.saturating_sub(out.len() - start);
                out.extend(std::iter::repeat_n(' ', pad + 2));
                out.push_str(text);
                c.with_unknown += text.contains("???") as usize;
                c.insns += 1;
            }
            Err(e) => {
                out.push_str(&format!("// {e}: {} trailing bytes not decoded", code.len() - pos));
                c.truncated = true;
            }
        }
        out.push('\n');
    });
    taken
}

/// Disassembles `code` located at `base`.
pub fn listing<I: Isa>(isa: &I, code: &[u8], base: u64, w: &mut impl Write) -> std::io::Result<Counts> {
    let (mut c, mut out, mut pos) = (Counts::default(), String::new(), 0);
    while pos < code.len() {
        let end = code.len().min(pos + CHUNK);
        out.clear();
        let taken = lines(isa, &code[pos..end], base + pos as u64, end == code.len(), &mut out, &mut c);
        w.write_all(out.as_bytes())?;
        if end == code.len() || taken == 0 {
            break;
        }
        pos += taken;
    }
    Ok(c)
}

/// Disassembles a raw binary whose first bytes are `head` and the rest still in `input`, a chunk at a time.
pub fn listing_stream<I: Isa>(
    isa: &I,
    head: Vec<u8>,
    input: &mut impl Read,
    w: &mut impl Write,
) -> Result<Counts, String> {
    let mut c = Counts::default();
    let (mut buf, mut base, mut out) = (head, 0u64, String::new());
    let mut eof = false;
    while !eof || !buf.is_empty() {
        while !eof && buf.len() < CHUNK {
            let n = buf.len();
            buf.resize(CHUNK, 0);
            match input.read(&mut buf[n..]) {
                Ok(0) => {
                    buf.truncate(n);
                    eof = true;
                }
                Ok(k) => buf.truncate(n + k),
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => buf.truncate(n),
                Err(e) => return Err(format!("reading input: {e}")),
            }
        }
        out.clear();
        let taken = lines(isa, &buf, base, eof, &mut out, &mut c);
        w.write_all(out.as_bytes()).map_err(crate::output_error)?;
        buf.drain(..taken);
        base += taken as u64;
        if eof {
            break;
        }
    }
    Ok(c)
}
