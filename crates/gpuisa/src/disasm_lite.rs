//! `disasm_lite` a chunk at a time, as arrays: every instruction's text in one buffer and a record per
//! instruction (size, where its text and mnemonic are). One call per chunk, the printer inlined into the
//! loop: a caller that makes other objects of the results (the Python package) pays no call and no copy
//! per instruction, and the records stay in registers rather than passing through memory.

use crate::disasm::MnemonicCache;
use crate::json::Describe;

/// Where an instruction's mnemonic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LiteWord {
    /// It has none (the JSON model's `mnemonic` is null).
    None,
    /// These bytes of [`LiteChunk::text`]: the printer noted where it printed it.
    Text(u32, u32),
    /// These bytes of [`LiteChunk::words`]: a word of the ISA's tables.
    Word(u32, u32),
}

/// One instruction of a [`LiteChunk`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LiteInsn {
    /// Its size in bytes.
    pub len: u32,
    /// Its text: these bytes of [`LiteChunk::text`].
    pub start: u32,
    pub end: u32,
    pub mnemonic: LiteWord,
}

/// What [`crate::Disassembler::lite_chunk`] fills: cleared by each call, its memory kept.
#[derive(Default, Debug)]
pub struct LiteChunk {
    /// The instructions' texts, one after another.
    pub text: String,
    /// The mnemonics that are not in the text.
    pub words: String,
    pub insns: Vec<LiteInsn>,
}

impl LiteChunk {
    /// The text of `i`.
    pub fn text_of(&self, i: &LiteInsn) -> &str {
        self.text.get(i.start as usize..i.end as usize).unwrap_or("")
    }

    /// The mnemonic of `i` (`None` when it has none).
    pub fn mnemonic_of(&self, i: &LiteInsn) -> Option<&str> {
        match i.mnemonic {
            LiteWord::None => None,
            LiteWord::Text(s, e) => self.text.get(s as usize..e as usize),
            LiteWord::Word(s, e) => self.words.get(s as usize..e as usize),
        }
    }
}

/// Disassembles up to `max` instructions of `code` from `pos` (located at `base + pos`) into `out`
/// (cleared first); returns where it stopped, or the place and error of a tail that holds no whole
/// instruction.
pub(crate) fn chunk<I: Describe>(isa: &I, code: &[u8], mut pos: usize, base: u64, max: usize, cache: &mut MnemonicCache, out: &mut LiteChunk) -> Result<usize, (usize, gpuisa_core::DecodeError)> {
    out.text.clear();
    out.words.clear();
    out.insns.clear();
    // Offsets are u32: a chunk stops well before its text would pass them (an instruction prints less
    // than a kilobyte).
    while pos < code.len() && out.insns.len() < max && out.text.len().max(out.words.len()) < (u32::MAX >> 1) as usize {
        let start = out.text.len();
        let addr = base + pos as u64;
        let rest = &code[pos..];
        let (len, mnemonic) = match isa.lite(rest, addr, &mut out.text) {
            Some(Ok((len, m))) => (len, m.map_or(LiteWord::None, |r| LiteWord::Text(r.start as u32, r.end as u32))),
            Some(Err(e)) => return Err((pos, e)),
            None => {
                // Nothing printed when the printer does not say where the mnemonic is.
                out.text.truncate(start);
                slow(isa, rest, addr, cache, out).map_err(|e| (pos, e))?
            }
        };
        let len = len.max(1).min(code.len() - pos);
        out.insns.push(LiteInsn { len: len as u32, start: start as u32, end: out.text.len() as u32, mnemonic });
        pos += len;
    }
    Ok(pos)
}

/// An instruction decoded, printed and described (the ISAs whose printer does not note the mnemonic):
/// its size and mnemonic, the text appended to `out.text`.
#[inline(never)]
fn slow<I: Describe>(isa: &I, bytes: &[u8], addr: u64, cache: &mut MnemonicCache, out: &mut LiteChunk) -> Result<(usize, LiteWord), gpuisa_core::DecodeError> {
    let (len, m) = crate::disasm::described(isa, bytes, addr, cache, &mut out.text)?;
    Ok((len, match m {
        None => LiteWord::None,
        Some(m) => {
            let s = out.words.len();
            out.words.push_str(&m);
            LiteWord::Word(s as u32, out.words.len() as u32)
        }
    }))
}
