//! A GXP program in Vita3K's syntax as the emulator logs it: a line per repeat of a repeated
//! instruction (registers advanced by the repeat and by the last `SMLSI`'s increments), registers of a
//! secondary program as `sa`. Each line carries its word's address and hex, as the other listings do.

use gpuisa_usse::syntax::vita3k::{self, Ctx};
use gpuisa_usse::Insn;
use std::io::Write;

/// Lists the program `code` (whole 8-byte words; a cut-off tail is reported and makes the result false).
pub fn listing(code: &[u8], base: u64, secondary: bool, w: &mut impl Write) -> std::io::Result<bool> {
    let mut ctx = Ctx {
        secondary,
        ..Ctx::default()
    };
    let mut text = String::new();
    let mut chunks = code.chunks_exact(8);
    for (i, c) in chunks.by_ref().enumerate() {
        let word = u64::from_le_bytes(c.try_into().unwrap());
        let insn = Insn::decode(word);
        let addr = base + 8 * i as u64;
        for r in 0..vita3k::lines(&insn) {
            text.clear();
            vita3k::format_ctx(&insn, &Ctx { repeat: r as u8, ..ctx }, &mut text);
            writeln!(w, "{addr:08x}:  {word:016x}   {text}")?;
        }
        // An SMLSI sets the increments of the instructions after it.
        ctx.update(&insn);
    }
    let tail = chunks.remainder();
    if !tail.is_empty() {
        writeln!(w, "{:08x}:  // truncated: {} trailing bytes not decoded", base + (code.len() - tail.len()) as u64, tail.len())?;
    }
    Ok(tail.is_empty())
}
