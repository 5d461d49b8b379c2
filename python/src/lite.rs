//! `disasm_lite`'s records, without Python: each chunk of the facade's `lite_chunk` read into op_strs
//! (one buffer) and mnemonic ids, the ids' table, and the op_str rules on bytes.

#[path = "lite_text.rs"]
mod lite_text;

/// A hasher for a few hundred short mnemonics, looked up once per instruction: a multiply per 8 bytes
/// (the standard SipHash is made for keys an attacker chooses).
#[derive(Default)]
struct NameHasher(u64);

impl std::hash::Hasher for NameHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write_u128(&mut self, k: u128) {
        self.0 = ((k as u64) ^ ((k >> 64) as u64).rotate_left(29)).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
    fn write(&mut self, bytes: &[u8]) {
        for c in bytes.chunks(8) {
            let mut w = [0u8; 8];
            w[..c.len()].copy_from_slice(c);
            self.0 = (self.0.rotate_left(5) ^ u64::from_le_bytes(w)).wrapping_mul(0x517c_c1b7_2722_0a95);
        }
    }
}

/// What `disasm_lite` keeps between chunks: the facade's chunk (texts and records), the mnemonics found
/// so far (by their text: each becomes one Python string), and one chunk's results.
#[derive(Default)]
pub(crate) struct Lite {
    chunk: gpuisa::disasm::LiteChunk,
    cache: gpuisa::disasm::MnemonicCache,
    pub(crate) names: Names,
    pub(crate) recs: Vec<Rec>,
    /// The op_strs, each starting 8-byte aligned (the buffer's start is): Python copies aligned ASCII
    /// text a word at a time, unaligned text a byte at a time.
    ops: String,
}

/// One instruction of a chunk: its size, its mnemonic's id, and its op_str (these bytes of `Lite::ops`).
#[derive(Clone, Copy)]
pub(crate) struct Rec {
    pub(crate) len: u32,
    pub(crate) id: u32,
    pub(crate) ops: (u32, u32),
}

/// One instruction of [`Lite::parts`]: its text and op_str (bytes of [`Lite::text`]) and its mnemonic's
/// id ([`NO_NAME`]: it has none, as opposed to an empty one).
#[derive(Clone, Copy)]
pub(crate) struct Part {
    pub(crate) text: (u32, u32),
    pub(crate) ops: (u32, u32),
    pub(crate) id: u32,
}

pub(crate) const NO_NAME: u32 = u32::MAX;

impl Lite {
    /// Disassembles up to `max` instructions (at least one) of `code` from `pos`; returns where it stopped.
    pub(crate) fn chunk(&mut self, d: &gpuisa::Disassembler, code: &[u8], pos: usize, address: u64, max: usize) -> Result<usize, gpuisa::Error> {
        let Lite { chunk, cache, names, recs, ops } = self;
        recs.clear();
        ops.clear();
        let end = d.lite_chunk(code, pos, address, max, cache, chunk)?;
        // Checked once for the chunk: each text's bytes are then its characters, and `space` is
        // char::is_whitespace on them.
        let ascii = chunk.text.is_ascii();
        for i in &chunk.insns {
            let (o, id) = lite_parts(chunk, i, names, ascii);
            // Each op_str starts 8-byte aligned (the buffer's start is): Python copies aligned ASCII
            // text a word at a time, unaligned text a byte at a time. (Eight zero bytes stored and the
            // excess cut: one store, where a padding of 1 to 7 was a call.)
            let at = ops.len().next_multiple_of(8);
            ops.push_str("\0\0\0\0\0\0\0\0");
            ops.truncate(at);
            ops.push_str(o);
            recs.push(Rec { len: i.len, id, ops: (at as u32, ops.len() as u32) });
        }
        Ok(end)
    }

    /// Disassembles up to `max` instructions (at least one) of `code` from `pos` into [`Lite::text`] and
    /// `out` (cleared first): each text, op_str and mnemonic read in place; returns where it stopped.
    pub(crate) fn parts(&mut self, d: &gpuisa::Disassembler, code: &[u8], pos: usize, address: u64, max: usize, out: &mut Vec<Part>) -> Result<usize, gpuisa::Error> {
        let Lite { chunk, cache, names, .. } = self;
        out.clear();
        let end = d.lite_chunk(code, pos, address, max, cache, chunk)?;
        let ascii = chunk.text.is_ascii();
        let base = chunk.text.as_ptr() as usize;
        for i in &chunk.insns {
            let (o, id) = lite_parts(chunk, i, names, ascii);
            // op_str is a part of the chunk's text (or empty): its place there.
            let at = (o.as_ptr() as usize).wrapping_sub(base);
            let ops = if o.is_empty() || at + o.len() > chunk.text.len() { (0, 0) } else { (at as u32, (at + o.len()) as u32) };
            let id = if i.mnemonic == gpuisa::disasm::LiteWord::None { NO_NAME } else { id };
            out.push(Part { text: (i.start, i.end), ops, id });
        }
        Ok(end)
    }

    /// The texts of the chunk [`Lite::parts`] read last.
    pub(crate) fn text(&self) -> &str {
        &self.chunk.text
    }

    /// The op_str of `r`.
    #[inline]
    pub(crate) fn ops(&self, r: &Rec) -> &str {
        self.ops.get(r.ops.0 as usize..r.ops.1 as usize).unwrap_or("")
    }
}

/// The op_str of an instruction of `chunk` (a part of its text) and its mnemonic's id; `ascii`: the
/// chunk's text is ASCII.
#[inline]
fn lite_parts<'t>(chunk: &'t gpuisa::disasm::LiteChunk, i: &gpuisa::disasm::LiteInsn, names: &mut Names, ascii: bool) -> (&'t str, u32) {
    use gpuisa::disasm::LiteWord;
    let text = chunk.text_of(i);
    match i.mnemonic {
        LiteWord::Text(s, e) => {
            let (start, end, s, e) = (i.start as usize, i.end as usize, s as usize, e as usize);
            // No mnemonic word (`???`, 29% of random Fermi words): no op_str either.
            if s == e {
                return ("", names.id_keyed(Some(0), ""));
            }
            if ascii {
                // The printer's usual text read in place in the chunk's buffer; else the search (the
                // mnemonic inside a word, `???.S`: one in eight of random Fermi words). Keys read in one
                // load, which may run into the next text.
                let buf = chunk.text.as_bytes();
                if let Some((o, key)) = ascii_op_str_and_key(buf, start, end, s, e) {
                    return (chunk.text.get(o).unwrap_or(""), names.id_keyed(Some(key), chunk.text.get(s..e).unwrap_or("")));
                }
                return (op_str_search_known(text, s - start..e - start, true), names.id_at(&chunk.text, s..e));
            }
            let r = s - start..e - start;
            if let Some((o, key)) = lite_text::op_str_and_key(text, r.clone()) {
                return (text.get(o).unwrap_or(""), names.id_keyed(Some(key), text.get(r).unwrap_or("")));
            }
            (op_str_at(text, r.clone()), names.id_at(text, r))
        }
        // No mnemonic, no op_str (what op_str says too, without the call).
        LiteWord::None => ("", names.id("")),
        LiteWord::Word(..) => {
            let m = chunk.mnemonic_of(i);
            (gpuisa::disasm::op_str(text, m), names.id(m.unwrap_or("")))
        }
    }
}

/// The op_str (its place in `buf`) and mnemonic key of the text `buf[start..end]` (ASCII) whose
/// mnemonic is `buf[s..e]` (not empty), when the mnemonic starts a word (the usual case), is under 16
/// bytes, its word ends within 32 bytes of its start and 32 bytes of `buf` follow it, and at most 8
/// bytes come before it; `None` for the general way. Random code makes every branch here a coin toss
/// (guard or not, the word's length), so the tests are done on 8 bytes at a time without branches.
#[inline]
fn ascii_op_str_and_key(buf: &[u8], start: usize, end: usize, s: usize, e: usize) -> Option<(std::ops::Range<usize>, u128)> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    // The top bit of each byte below 0x21 (every space is): exact for the lowest, and a byte above a
    // flagged one may be flagged too (a borrow), never one below.
    let low = |x: u64| x.wrapping_sub(0x21 * ONES) & !x & HIGH;
    let n = e.checked_sub(s).filter(|&n| n > 0 && n < 16)?;
    let w: &[u8; 32] = buf.get(s..s + 32)?.try_into().ok()?;
    let word = |k: usize| u64::from_le_bytes(w[8 * k..8 * k + 8].try_into().unwrap_or_default());
    let (a, b) = (word(0), word(1));
    let key = ((a as u128 | (b as u128) << 64) & ((1u128 << (8 * n)) - 1)) | (n as u128) << 120;
    // The end of the mnemonic's word: the first flagged byte. None within the mnemonic (a space in it
    // starts no word; another byte below 0x21 is no space).
    let lo = low(a) as u128 | (low(b) as u128) << 64;
    if lo & ((1u128 << (8 * n)) - 1) != 0 {
        return None;
    }
    let rel = if lo != 0 {
        (lo.trailing_zeros() / 8) as usize
    } else {
        let hi = low(word(2)) as u128 | (low(word(3)) as u128) << 64;
        if hi == 0 {
            return None;
        }
        16 + (hi.trailing_zeros() / 8) as usize
    };
    // Past the text's end the bytes are the next text's: the word then runs to the end.
    let word_end = (s + rel).min(end);
    if word_end < end && !space(buf[word_end]) {
        return None;
    }
    // The mnemonic starts a word, and no earlier word starts with its first byte: the bytes before it
    // (up to 8) flagged where they equal that byte and start a word (at the start or after a byte
    // below 0x21), both flags of the same lowest-exact kind: any flag sends the text the general way.
    let nb = s - start;
    if nb > 8 || !(nb == 0 || space(buf[s - 1])) {
        return None;
    }
    if nb > 0 {
        // One load (32 bytes follow `s`, so 8 follow `start`), the bytes past `s` masked off below: a
        // copy of `nb` bytes into a buffer read back whole would stall on the store.
        let x = u64::from_le_bytes(buf.get(start..start + 8)?.try_into().ok()?);
        let y = x ^ (buf[s] as u64 * ONES);
        let eq = y.wrapping_sub(ONES) & !y & HIGH;
        let starts = low(x) << 8 | 0x80;
        // nb is 1..=8: all of `x` when 8.
        let within = u64::MAX >> (64 - 8 * nb);
        if eq & starts & within != 0 {
            return None;
        }
    }
    // The op_str: what follows the word, trimmed (one space after it, none at the end, as a rule).
    let mut o = word_end;
    while o < end && space(buf[o]) {
        o += 1;
    }
    let mut z = end;
    while z > o && space(buf[z - 1]) {
        z -= 1;
    }
    Some((o..z, key))
}

/// Mnemonics by id, and ids by their text: up to 15 bytes packed in a number, longer ones as text.
#[derive(Default)]
pub(crate) struct Names {
    /// The last id seen in each of 256 slots, by key: one compare for most lookups.
    recent: Vec<(u128, u32)>,
    ids: std::collections::HashMap<u128, u32, std::hash::BuildHasherDefault<NameHasher>>,
    long_ids: std::collections::HashMap<Box<str>, u32>,
    pub(crate) names: Vec<Box<str>>,
}

impl Names {
    pub(crate) fn id(&mut self, name: &str) -> u32 {
        self.id_keyed(name_key(name), name)
    }

    /// The id of `text[r]`, its key read from the text in one load when 16 bytes follow its start.
    pub(crate) fn id_at(&mut self, text: &str, r: std::ops::Range<usize>) -> u32 {
        let name = text.get(r.clone()).unwrap_or("");
        let key = match text.as_bytes().get(r.start..r.start + 16) {
            Some(w) if name.len() < 16 => {
                let mut word = [0u8; 16];
                word.copy_from_slice(w);
                let mask = (1u128 << (8 * name.len())) - 1;
                Some((u128::from_le_bytes(word) & mask) | (name.len() as u128) << 120)
            }
            _ => name_key(name),
        };
        self.id_keyed(key, name)
    }

    /// `key` is `name_key(name)`. The last id seen in the key's slot answers most lookups (inlined into
    /// the caller's loop); the maps answer the rest.
    #[inline]
    fn id_keyed(&mut self, key: Option<u128>, name: &str) -> u32 {
        if let Some(k) = key {
            if let Some(&(key, id)) = self.recent.get(recent_slot(k)) {
                if key == k && id != u32::MAX {
                    return id;
                }
            }
        }
        self.id_found(key, name)
    }

    #[inline(never)]
    fn id_found(&mut self, key: Option<u128>, name: &str) -> u32 {
        let next = self.names.len() as u32;
        let id = match key {
            Some(k) => {
                if self.recent.is_empty() {
                    // Key 0 (the empty name) starts every slot, with no id yet.
                    self.recent = vec![(0, u32::MAX); 256];
                }
                let slot = recent_slot(k);
                match self.recent[slot] {
                    (key, id) if key == k && id != u32::MAX => id,
                    _ => {
                        let id = *self.ids.entry(k).or_insert(next);
                        self.recent[slot] = (k, id);
                        id
                    }
                }
            }
            None => *self.long_ids.entry(name.into()).or_insert(next),
        };
        if id == next {
            self.names.push(name.into());
        }
        id
    }
}

/// The slot of `Names::recent` (of 256) a key takes. (1,024 slots, which leave 3% of random Fermi
/// code's lookups to the map rather than 12%, measured no faster.)
fn recent_slot(k: u128) -> usize {
    (((k as u64) ^ (k >> 64) as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 56) as usize
}

/// A name of up to 15 bytes as one number: its bytes, then its length in the top byte.
pub(crate) fn name_key(name: &str) -> Option<u128> {
    let b = name.as_bytes();
    if b.len() >= 16 {
        return None;
    }
    // Shifted in a byte at a time: a copy into a buffer read back whole stalls on the store.
    Some(b.iter().enumerate().fold((b.len() as u128) << 120, |k, (i, &c)| k | (c as u128) << (8 * i)))
}

/// The bytes `char::is_whitespace` accepts in ASCII text (vertical tab included, unlike
/// `u8::is_ascii_whitespace`).
pub(crate) fn space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
}

/// `op_str(text, Some(&text[r]))` when the printer says where the mnemonic is: the word it starts is
/// the first that starts with it unless an earlier one does (checked), so the search is skipped. On
/// bytes: this runs once per instruction of `disasm_lite`, and most texts have a guard before the word.
pub(crate) fn op_str_at(text: &str, r: std::ops::Range<usize>) -> &str {
    let b = text.as_bytes();
    let (Some(before), Some(m)) = (b.get(..r.start), b.get(r.clone())) else { return "" };
    // The end of the word the mnemonic starts: the mnemonic holds no space when it is past it.
    let word_end = next_space(b, r.start);
    // Taken when the text up to that end is ASCII (`space` is char::is_whitespace there, and the words
    // split as the search splits them) and the mnemonic starts a word no earlier word starts with;
    // else the general search. What follows the word is the same either way: the rest, trimmed.
    let at_word = before.last().is_none_or(|&c| space(c));
    if !at_word || m.is_empty() || word_end < r.end || !b[..word_end].is_ascii() || earlier_word_starts_with(before, m) {
        return op_str_search(text, r);
    }
    // A space byte is a character boundary.
    text.get(word_end..).map_or("", str::trim)
}

/// `op_str(text, Some(&text[r]))`: the general search, on bytes when the text is ASCII (`space` is
/// char::is_whitespace there, and every index a boundary). Taken for one instruction in eight of random
/// Fermi code, whose mnemonic is inside a word (`???.S`): only the places of the mnemonic's first byte
/// are tried (found 8 bytes at a time), and a word starts at one only after a space or at the start.
fn op_str_search(text: &str, r: std::ops::Range<usize>) -> &str {
    op_str_search_known(text, r, false)
}

/// `op_str_search`, told whether the text is known to be ASCII.
fn op_str_search_known(text: &str, r: std::ops::Range<usize>, ascii: bool) -> &str {
    let b = text.as_bytes();
    let m = match b.get(r.clone()) {
        // A mnemonic with a space starts no word (words hold none): the general way says so.
        Some(m) if !m.is_empty() && (ascii || text.is_ascii()) && !m.iter().any(|&c| space(c)) => m,
        _ => return gpuisa::disasm::op_str(text, text.get(r)),
    };
    let mut i = 0;
    while let Some(at) = next_byte(b, i, m[0]) {
        if at == 0 || space(b[at - 1]) {
            let end = next_space(b, at);
            if b[at..end].starts_with(m) {
                return text.get(end..).map_or("", str::trim);
            }
        }
        i = at + 1;
    }
    ""
}

/// The place of the first byte `c` of `b` from `i` on: 8 bytes at a time (the lowest flag of the
/// zero-byte test is exact), the last few one at a time.
fn next_byte(b: &[u8], mut i: usize, c: u8) -> Option<usize> {
    let ones = 0x0101_0101_0101_0101u64;
    while let Some(w) = b.get(i..i + 8) {
        let mut word = [0u8; 8];
        word.copy_from_slice(w);
        let x = u64::from_le_bytes(word) ^ (ones * c as u64);
        let f = x.wrapping_sub(ones) & !x & 0x8080_8080_8080_8080;
        if f != 0 {
            return Some(i + (f.trailing_zeros() / 8) as usize);
        }
        i += 8;
    }
    b.get(i..)?.iter().position(|&x| x == c).map(|n| i + n)
}

/// The place of the first `space` byte of `b` from `i` on, or the end. Eight bytes at a time while
/// none is below 0x21 (every space is): a mnemonic and its modifiers run to 20 bytes.
fn next_space(b: &[u8], mut i: usize) -> usize {
    while let Some(w) = b.get(i..i + 8) {
        let mut word = [0u8; 8];
        word.copy_from_slice(w);
        let x = u64::from_le_bytes(word);
        // Non-zero when a byte is below 0x21 (bytes of 0x80 and above never count).
        if x.wrapping_sub(0x2121_2121_2121_2121) & !x & 0x8080_8080_8080_8080 != 0 {
            break;
        }
        i += 8;
    }
    b.get(i..).and_then(|t| t.iter().position(|&c| space(c))).map_or(b.len(), |n| i + n)
}

/// Whether a word of `before` starts with `m` (which holds no space, so a match is within one word).
fn earlier_word_starts_with(before: &[u8], m: &[u8]) -> bool {
    (0..before.len()).any(|i| (i == 0 || space(before[i - 1])) && before[i..].starts_with(m))
}


#[cfg(test)]
mod tests {
    use super::*;
    use gpuisa::disasm::{LiteChunk, LiteInsn, LiteWord};

    /// A chunk of `texts`, each with its mnemonic's place in it, one after another in one buffer.
    fn chunk_of(texts: &[(&str, std::ops::Range<usize>)]) -> LiteChunk {
        let mut c = LiteChunk::default();
        for (t, r) in texts {
            let at = c.text.len() as u32;
            c.text.push_str(t);
            let m = LiteWord::Text(at + r.start as u32, at + r.end as u32);
            c.insns.push(LiteInsn { len: 8, start: at, end: c.text.len() as u32, mnemonic: m });
        }
        c
    }

    #[test]
    fn op_strs_by_hand() {
        // (text, mnemonic's place, op_str as `op_str` defines it: the text after the first word that
        // starts with the mnemonic, trimmed).
        let cases: &[(&str, std::ops::Range<usize>, &str)] = &[
            ("@P0 FADD.FTZ R1, R2, R3;", 4..8, "R1, R2, R3;"),
            ("FADD R1, R2, R3;", 0..4, "R1, R2, R3;"),
            ("@!P2 ???.S ???[0x89bc15a5956f4061];", 10..11, ""),
            ("???.S SR1 R2;", 4..5, "R2;"),
            // An earlier word starts with the mnemonic: the op_str follows that word.
            ("MOVX MOV R1, R2, R3, R4, R5;", 5..8, "MOV R1, R2, R3, R4, R5;"),
            ("@MOV MOV R1, R2, R3, R4, R5;", 5..8, "R1, R2, R3, R4, R5;"),
            // Tabs, several spaces, trailing spaces.
            ("MOV\t\t R1,  R2, R3, R4, R5, R6;  ", 0..3, "R1,  R2, R3, R4, R5, R6;"),
            // The word runs to the text's end (the next text starts right after it).
            ("EXIT.KEEPREFCOUNT", 0..4, ""),
            ("@P1 BRA.U 0x40;", 4..7, "0x40;"),
            // A byte below 0x21 that is no space, inside the word.
            ("MOV\u{1}X R1, R2, R3, R4, R5, R6;", 0..3, "R1, R2, R3, R4, R5, R6;"),
            // No mnemonic word.
            ("??? ;", 0..0, ""),
        ];
        let texts: Vec<(&str, std::ops::Range<usize>)> = cases.iter().map(|(t, r, _)| (*t, r.clone())).collect();
        let c = chunk_of(&texts);
        let mut names = Names::default();
        for (i, (t, r, want)) in c.insns.iter().zip(cases) {
            let (o, id) = lite_parts(&c, i, &mut names, c.text.is_ascii());
            assert_eq!(o, *want, "{t}");
            assert_eq!(o, gpuisa::disasm::op_str(t, Some(&t[r.clone()]).filter(|m| !m.is_empty())), "{t}");
            assert_eq!(&*names.names[id as usize], &t[r.clone()], "{t}");
        }
        // A non-ASCII text makes the chunk take the general ways: the same answers.
        let mut texts = texts;
        texts.push(("MOV R1, \u{e9};", 0..3));
        let c = chunk_of(&texts);
        for (i, (t, r)) in c.insns.iter().zip(&texts) {
            let (o, _) = lite_parts(&c, i, &mut names, c.text.is_ascii());
            assert_eq!(o, gpuisa::disasm::op_str(t, Some(&t[r.clone()]).filter(|m| !m.is_empty())), "{t}");
        }
    }

    #[test]
    fn random_fermi_code_agrees_with_the_model() {
        let code = gpuisa::gpuisa_core::random::bytes(1 << 18, 0x46, |w| w);
        // Cut after the last whole instruction: bit 3 of its first byte set means 4 bytes, else 8.
        let mut end = 0;
        while end + 8 <= code.len() {
            end += if code[end] & 8 != 0 { 4 } else { 8 };
        }
        let d = gpuisa::Disassembler::new(gpuisa::Arch::Fermi);
        let mut model = d.disasm(&code[..end], 0);
        let mut lite = Lite::default();
        let (mut pos, mut n) = (0, 0);
        while pos < end {
            pos = lite.chunk(&d, &code[..end], pos, 0, 1000).unwrap();
            for r in &lite.recs {
                let i = model.next().unwrap().unwrap();
                assert_eq!((lite.ops(r), &*lite.names.names[r.id as usize]), (i.op_str(), i.mnemonic.as_deref().unwrap_or("")), "{}", i.text);
                n += 1;
            }
        }
        assert!(n > 40_000, "{n}");
    }
}

#[cfg(test)]
#[path = "lite_timing.rs"]
mod timing;
