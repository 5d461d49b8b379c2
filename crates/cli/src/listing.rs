//! Whole-program disassembly: a header per kernel, then address, hex words and text per instruction.
//! A raw binary is read and printed a chunk at a time, so memory stays flat whatever the input's size.

use gpuisa_core::hexkey::{format_words_bytes, push_hex_fixed_bytes};
use gpuisa_core::text::hex8;
use gpuisa_core::Isa;
use std::io::{Read, Write};

/// Counts of a listing, for the caller's exit status and summaries.
#[derive(Default, Debug)]
pub struct Counts {
    pub insns: usize,
    pub truncated: bool,
}

const SPACES: &str = "                        ";

/// Bytes of code read at a time.
const CHUNK: usize = 1 << 20;
/// Bytes of code whose lines are built, then written, at a time: their text (up to about 15 bytes per
/// byte of code) stays within the second-level cache, rather than filling a buffer many times its size.
const PIECE: usize = 16 << 10;

/// Appends the lines of the instructions of `code` (at `base`) to `out`; returns how many bytes they
/// took. An instruction cut off at the end is reported as a truncated tail when `last`, and left for
/// the next chunk otherwise.
fn lines<I: Isa>(isa: &I, code: &[u8], base: u64, last: bool, out: &mut Vec<u8>, c: &mut Counts) -> usize {
    let width: usize = 2 * 8 + 1; // widest key: two 32-bit words or one 64-bit word
    let mut taken = code.len();
    isa.disassemble_all(code, base, |addr, r| {
        let pos = (addr - base) as usize;
        if !last && r.is_err() {
            taken = pos;
            return;
        }
        match r {
            // The common line: a 32-bit address and one or two 32-bit words (or one 64-bit word), built
            // in a fixed buffer and appended with the text.
            Ok((len, text)) if addr >> 32 == 0 && (len == 4 || len == 8) => {
                let mut head = *b"00000000:  00000000 00000000    ";
                // Eight hex digits of `v` at `at`, most significant first.
                let put = |head: &mut [u8; 32], at: usize, v: u32| {
                    head[at..at + 8].copy_from_slice(&hex8(v).to_be_bytes());
                };
                put(&mut head, 0, addr as u32);
                let insn = &code[pos..pos + len];
                let word = |i: usize| u32::from_le_bytes(insn[4 * i..4 * i + 4].try_into().unwrap());
                match (len, isa.word_bytes()) {
                    (4, _) => {
                        put(&mut head, 11, word(0));
                        head[19..30].fill(b' ');
                    }
                    (_, 4) => {
                        put(&mut head, 11, word(0));
                        put(&mut head, 20, word(1));
                        head[28..30].fill(b' ');
                    }
                    _ => {
                        // One 64-bit word, as its value.
                        put(&mut head, 11, word(1));
                        put(&mut head, 19, word(0));
                        head[27..30].fill(b' ');
                    }
                }
                let n = 30;
                out.extend_from_slice(&head[..n]);
                out.extend_from_slice(text.as_bytes());
                c.insns += 1;
            }
            Ok((len, text)) => {
                push_hex_fixed_bytes(out, addr, if addr >> 32 == 0 { 8 } else { 16 });
                out.extend_from_slice(b":  ");
                let start = out.len();
                format_words_bytes(&code[pos..pos + len], isa.word_bytes(), out);
                let pad = width.saturating_sub(out.len() - start) + 2;
                out.extend_from_slice(&SPACES.as_bytes()[..pad.min(SPACES.len())]);
                out.extend_from_slice(text.as_bytes());
                c.insns += 1;
            }
            Err(e) => {
                push_hex_fixed_bytes(out, addr, if addr >> 32 == 0 { 8 } else { 16 });
                out.extend_from_slice(b":  ");
                out.extend_from_slice(format!("// {e}: {} trailing bytes not decoded", code.len() - pos).as_bytes());
                c.truncated = true;
            }
        }
        out.push(b'\n');
    });
    taken
}

/// Disassembles `code` located at `base`.
pub fn listing<I: Isa>(isa: &I, code: &[u8], base: u64, w: &mut impl Write) -> std::io::Result<Counts> {
    let (mut c, mut out, mut pos) = (Counts::default(), Vec::new(), 0);
    while pos < code.len() {
        let end = code.len().min(pos + PIECE);
        out.clear();
        let taken = lines(isa, &code[pos..end], base + pos as u64, end == code.len(), &mut out, &mut c);
        w.write_all(&out)?;
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
    // One buffer, refilled in place: the bytes of an instruction cut at its end move to its front.
    let mut buf = vec![0u8; CHUNK.max(head.len())];
    buf[..head.len()].copy_from_slice(&head);
    let (mut len, mut base, mut out, mut eof) = (head.len(), 0u64, Vec::new(), false);
    loop {
        while !eof && len < buf.len() {
            match input.read(&mut buf[len..]) {
                Ok(0) => eof = true,
                Ok(k) => len += k,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) => return Err(format!("reading input: {e}")),
            }
        }
        let mut taken = 0;
        loop {
            let end = len.min(taken + PIECE);
            out.clear();
            let t = lines(isa, &buf[taken..end], base + taken as u64, eof && end == len, &mut out, &mut c);
            w.write_all(&out).map_err(crate::output_error)?;
            taken += t;
            if end == len || t == 0 {
                break;
            }
        }
        if eof {
            break;
        }
        buf.copy_within(taken..len, 0);
        len -= taken;
        base += taken as u64;
    }
    Ok(c)
}
