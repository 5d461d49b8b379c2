//! Disassembly of many instructions at once, grouped by the path they take through the tables.
//!
//! On code whose instructions vary (random words most of all), the jumps of a generated disassembler
//! (class, opcode, sub-operation, operand kinds) mispredict for most instructions, and each class runs
//! code of its own that then competes for the instruction cache. A listing therefore takes a window of
//! instructions, groups them by a key the ISA computes from their bits (a counting sort of small keys),
//! disassembles them in that order into one text buffer, and hands the texts back in address order. The
//! texts are those the ISA's one-instruction disassembler prints; only the order of the work changes.

use gpuisa_core::DecodeError;

/// Instructions per window: the buffers (about 100 bytes an instruction, text included) stay the same
/// however long the code. Larger windows group better; past this one they outgrow the second-level cache.
const WINDOW: usize = 16384;
/// How many texts ahead the hand-back fetches.
const PREFETCH: usize = 8;

/// Window slots are taken modulo this (indices below [`WINDOW`] are unchanged): the compiler then knows
/// every index is in bounds.
const SLOT: usize = WINDOW - 1;
const _: () = assert!(WINDOW.is_power_of_two());

/// The buffers of one walk, reused from window to window (and from call to call on one thread).
struct Window {
    /// Offset, bits and key of each instruction, in address order.
    offsets: Box<[u32; WINDOW]>,
    bits: Box<[u64; WINDOW]>,
    keys: Box<[u16; WINDOW]>,
    /// Bits and index of each instruction, in key order.
    order: Box<[(u64, u32); WINDOW]>,
    /// Where each instruction's text lies in `text`, by instruction index.
    spans: Box<[(u32, u32); WINDOW]>,
    text: String,
    /// Counts, then first slots, by key (one past: `start[k + 1]` counts key `k`); zero between windows.
    start: Vec<u32>,
}

fn filled<T: Copy>(v: T) -> Box<[T; WINDOW]> {
    vec![v; WINDOW].into_boxed_slice().try_into().unwrap_or_else(|_| unreachable!())
}

impl Default for Window {
    fn default() -> Window {
        Window {
            offsets: filled(0),
            bits: filled(0),
            keys: filled(0),
            order: filled((0, 0)),
            spans: filled((0, 0)),
            text: String::new(),
            start: Vec::new(),
        }
    }
}

/// What grouped disassembly needs of an ISA.
pub trait Batch {
    /// How many groups there are.
    const KEYS: usize;
    /// The bits of the instruction at the start of `bytes`, or why there is none.
    fn read(&self, bytes: &[u8]) -> Result<u64, DecodeError>;
    /// The length in bytes of the instruction with `bits`.
    fn len(&self, bits: u64) -> usize;
    /// The group of the instruction with `bits`, below [`Batch::KEYS`]: instructions of one group should
    /// take the same path through the tables.
    fn key(&self, bits: u64) -> u16;
    /// Appends the text of the instruction with `bits` at `addr` to `out`.
    fn text(&self, bits: u64, addr: u64, out: &mut String);
}

/// The calls of [`gpuisa_core::Isa::disassemble_all`] for `code` at `base`, with the work grouped by
/// `b`'s keys.
pub fn disassemble_batched<B: Batch, F>(b: &B, code: &[u8], base: u64, mut each: F)
where
    F: FnMut(u64, Result<(usize, &str), DecodeError>),
{
    thread_local! {
        static SPARE: std::cell::Cell<Option<Box<Window>>> = const { std::cell::Cell::new(None) };
    }
    // The thread's buffers from its last call, if no call still holds them (`each` may call again).
    let mut spare = SPARE.take().unwrap_or_default();
    let w = &mut *spare;
    let start = &mut w.start;
    if start.len() < B::KEYS + 1 {
        start.resize(B::KEYS + 1, 0);
    }
    let mut pos = 0;
    while pos < code.len() {
        // Whole instructions of the window, in address order.
        let (mut n, mut end) = (0, pos);
        while n < WINDOW {
            let Ok(bits) = b.read(&code[end..]) else { break };
            let k = b.key(bits);
            debug_assert!((k as usize) < B::KEYS);
            start[k as usize + 1] += 1;
            (w.offsets[n], w.bits[n], w.keys[n]) = ((end - pos) as u32, bits, k);
            end += b.len(bits);
            n += 1;
        }
        if n == 0 {
            break;
        }
        // Counting sort by key: the instructions' bits and indices in key order.
        for k in 0..B::KEYS {
            start[k + 1] += start[k];
        }
        for (i, (&k, &bits)) in w.keys[..n].iter().zip(&w.bits[..n]).enumerate() {
            let slot = &mut start[k as usize];
            w.order[*slot as usize & SLOT] = (bits, i as u32);
            *slot += 1;
        }
        start.fill(0);
        // Disassemble in key order, then hand back in address order.
        w.text.clear();
        for &(bits, i) in &w.order[..n] {
            let i = i as usize & SLOT;
            let from = w.text.len();
            b.text(bits, base + (pos + w.offsets[i] as usize) as u64, &mut w.text);
            w.spans[i] = (from as u32, w.text.len() as u32);
        }
        for i in 0..n {
            // The texts lie in key order: fetch the one a few lines ahead before it is needed.
            #[cfg(target_arch = "x86_64")]
            // SAFETY: a prefetch only hints the cache; the address is inside the text (or its end).
            unsafe {
                use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
                let ahead = w.spans[(i + PREFETCH).min(n - 1) & SLOT].0;
                _mm_prefetch::<_MM_HINT_T0>(w.text.as_ptr().add(ahead as usize).cast());
            }
            let (from, to) = w.spans[i & SLOT];
            // SAFETY: spans were taken from the text's length between two appends, so they fall on
            // character boundaries, and nothing has been appended since.
            let text = unsafe { w.text.get_unchecked(from as usize..to as usize) };
            let i = i & SLOT;
            each(base + (pos + w.offsets[i] as usize) as u64, Ok((b.len(w.bits[i]), text)));
        }
        pos = end;
        if n < WINDOW {
            break;
        }
    }
    if pos < code.len() {
        if let Err(e) = b.read(&code[pos..]) {
            each(base + pos as u64, Err(e));
        }
    }
    SPARE.set(Some(spare));
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Instructions of 4 or 8 bytes (bit 0 of the first byte), grouped by their low byte's top bits.
    struct Toy;
    impl Batch for Toy {
        const KEYS: usize = 4;
        fn read(&self, bytes: &[u8]) -> Result<u64, DecodeError> {
            let len = if bytes.first().is_some_and(|b| b & 1 != 0) { 8 } else { 4 };
            match bytes.get(..len) {
                Some(b) => Ok(b.iter().rev().fold(0, |v, &x| v << 8 | x as u64)),
                None => Err(DecodeError::Truncated { needed: len.max(4), available: bytes.len() }),
            }
        }
        fn len(&self, bits: u64) -> usize {
            4 + 4 * (bits & 1) as usize
        }
        fn key(&self, bits: u64) -> u16 {
            (bits >> 6 & 3) as u16
        }
        fn text(&self, bits: u64, addr: u64, out: &mut String) {
            out.push_str(&format!("{addr:x}:{bits:x}"));
        }
    }

    #[test]
    fn texts_come_back_in_address_order_across_windows() {
        // More than two windows of instructions, then a tail cut off.
        let code = gpuisa_core::random::bytes(300_001, 7, |w| w);
        let mut got = Vec::new();
        disassemble_batched(&Toy, &code, 0x100, |addr, r| got.push((addr, r.map(|(len, t)| (len, t.to_string())))));
        let (mut want, mut pos) = (Vec::new(), 0);
        while pos < code.len() {
            let addr = 0x100 + pos as u64;
            match Toy.read(&code[pos..]) {
                Ok(bits) => {
                    let mut t = String::new();
                    Toy.text(bits, addr, &mut t);
                    want.push((addr, Ok((Toy.len(bits), t))));
                    pos += Toy.len(bits);
                }
                Err(e) => {
                    want.push((addr, Err(e)));
                    break;
                }
            }
        }
        assert!(want.len() > 2 * WINDOW);
        assert!(matches!(want.last(), Some((_, Err(_)))));
        assert_eq!(got, want);
    }
}
