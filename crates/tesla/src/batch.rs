//! Disassembly of many instructions at once, grouped by the path they take through the tables.
//!
//! On code whose instructions vary (random words most of all), the jumps of the generated disassembler
//! (class, opcode, sub-operation, operand kinds) mispredict for most instructions, and each class runs
//! code of its own that then competes for the instruction cache. Listings therefore take a window of
//! instructions, group them by class, opcode and the bits their opcode's table tests (a counting sort of
//! small keys), disassemble them in that order into one text buffer, and hand the texts back in address
//! order. The texts are those of [`Tesla::disassemble_bits`], one instruction at a time; only the order of
//! the work changes.

use crate::Tesla;
use gpuisa_core::DecodeError;

/// Instructions per window: the buffers (about 100 bytes an instruction, text included) stay the same
/// however long the code. Larger windows group better; past this one they outgrow the second-level cache.
const WINDOW: usize = 16384;
/// How many texts ahead the hand-back fetches.
const PREFETCH: usize = 8;
/// Root classes (short, control, long normal, exit, join, immediate) times 16 opcodes.
const CLASS_OPS: usize = 6 * 16;
/// Groups within one class and opcode (see [`key`]).
const SUB_BITS: u32 = 6;
const KEYS: usize = CLASS_OPS << SUB_BITS;

/// The buffers of one walk, reused from window to window.
#[derive(Default)]
struct Window {
    /// Offset and bits of each instruction, in address order.
    offsets: Vec<u32>,
    bits: Vec<u64>,
    keys: Vec<u16>,
    /// Bits and index of each instruction, in key order.
    order: Vec<(u64, u32)>,
    /// Where each instruction's text lies in `text`, by instruction index.
    spans: Vec<(u32, u32)>,
    text: String,
    /// Counts, then first slots, by key (one past: `start[k + 1]` counts key `k`); zero between windows.
    start: Vec<u32>,
}

/// The class (short 0, control 1, long normal/exit/join/immediate 2..5) and opcode of `bits`, as one
/// number below [`CLASS_OPS`].
#[inline]
fn class_op(bits: u64) -> usize {
    let long = bits & 1;
    let control = long & (bits >> 1);
    let class = control | ((long & !control & 1) * (2 + (bits >> 32 & 3)));
    (class * 16 + (bits >> 28 & 0xf)) as usize
}

/// Bits that could belong to some instruction of a class and opcode, from [`class_op`]'s number.
fn representative(co: usize) -> u64 {
    let (class, op) = ((co / 16) as u64, (co % 16) as u64);
    op << 28
        | match class {
            0 => 0,
            1 => 3,
            c => 1 | (c - 2) << 32,
        }
}

/// For each class and opcode, the bits that the table its opcode dispatches to tests (less those the
/// class and opcode fix): instructions that agree on them take the same entry there. Read from the
/// encoding tables once.
fn group_masks() -> &'static [u64; CLASS_OPS] {
    use crate::engine::Atom;
    static MASKS: std::sync::OnceLock<[u64; CLASS_OPS]> = std::sync::OnceLock::new();
    MASKS.get_or_init(|| {
        let mut masks = [0; CLASS_OPS];
        for (co, m) in masks.iter_mut().enumerate() {
            let bits = representative(co);
            let Some(root) = crate::encoding::ROOT.iter().find(|e| e.matches(bits)) else { continue };
            for a in root.atoms {
                if let Atom::Dispatch(f, ts) = a {
                    let table = ts[f.get(bits) as usize];
                    *m = table.iter().fold(0, |m, e| m | e.mask) & !(root.mask | f.mask());
                }
            }
        }
        masks
    })
}

/// The instruction's group: its class and opcode, then a hash of the bits its opcode's table tests, so
/// that instructions likely to take the same path through the tables are disassembled one after another.
#[inline]
fn key(bits: u64, masks: &[u64; CLASS_OPS]) -> u16 {
    let co = class_op(bits);
    let sub = (bits & masks[co]).wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (64 - SUB_BITS);
    ((co as u64) << SUB_BITS | sub) as u16
}

impl Tesla {
    /// See [`gpuisa_core::Isa::disassemble_all`]: the same calls, with the work grouped as described in
    /// this module.
    pub(crate) fn disassemble_batched<F>(&self, code: &[u8], base: u64, mut each: F)
    where
        F: FnMut(u64, Result<(usize, &str), DecodeError>),
    {
        thread_local! {
            static SPARE: std::cell::Cell<Option<Box<Window>>> = const { std::cell::Cell::new(None) };
        }
        // The thread's buffers from its last call, if no call still holds them (`each` may call again).
        let mut spare = SPARE.take().unwrap_or_default();
        let w = &mut *spare;
        let masks = group_masks();
        let start = &mut w.start;
        start.resize(KEYS + 1, 0);
        let mut pos = 0;
        while pos < code.len() {
            // Whole instructions of the window, in address order.
            w.offsets.clear();
            w.bits.clear();
            w.keys.clear();
            let mut end = pos;
            while w.offsets.len() < WINDOW {
                let Ok(bits) = Tesla::bits_at(&code[end..]) else { break };
                let k = key(bits, masks);
                start[k as usize + 1] += 1;
                w.offsets.push((end - pos) as u32);
                w.bits.push(bits);
                w.keys.push(k);
                end += 4 + 4 * (bits & 1) as usize;
            }
            let n = w.offsets.len();
            // Counting sort by key: the instructions' bits and indices in key order.
            for k in 0..KEYS {
                start[k + 1] += start[k];
            }
            w.order.clear();
            w.order.resize(n, (0, 0));
            for (i, (&k, &bits)) in w.keys.iter().zip(&w.bits).enumerate() {
                let slot = &mut start[k as usize];
                w.order[*slot as usize] = (bits, i as u32);
                *slot += 1;
            }
            start.fill(0);
            // Disassemble in key order, then hand back in address order.
            w.text.clear();
            w.spans.clear();
            w.spans.resize(n, (0, 0));
            for &(bits, i) in &w.order {
                let from = w.text.len();
                self.disassemble_bits(bits, &mut w.text);
                w.spans[i as usize] = (from as u32, w.text.len() as u32);
            }
            for i in 0..n {
                // The texts lie in key order: fetch the one a few lines ahead before it is needed.
                #[cfg(target_arch = "x86_64")]
                if let Some(&(ahead, _)) = w.spans.get(i + PREFETCH) {
                    // SAFETY: a prefetch only hints the cache; `ahead` is inside the text.
                    unsafe {
                        use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
                        _mm_prefetch::<_MM_HINT_T0>(w.text.as_ptr().add(ahead as usize).cast());
                    }
                }
                let (from, to) = w.spans[i];
                let len = 4 + 4 * (w.bits[i] & 1) as usize;
                each(base + (pos + w.offsets[i] as usize) as u64, Ok((len, &w.text[from as usize..to as usize])));
            }
            pos = end;
            if n < WINDOW {
                break;
            }
        }
        if pos < code.len() {
            if let Err(e) = Tesla::bits_at(&code[pos..]) {
                each(base + pos as u64, Err(e));
            }
        }
        SPARE.set(Some(spare));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_start_with_class_and_opcode() {
        assert_eq!(class_op(0x1000_0000), 1); // short, opcode 1
        assert_eq!(class_op(0xf000_0003), 16 + 15); // control, opcode 15
        assert_eq!(class_op(0x0000_0000_2000_0001), 2 * 16 + 2); // long normal, opcode 2
        assert_eq!(class_op(0x0000_0001_0000_0001), 3 * 16); // exit
        assert_eq!(class_op(0x0000_0002_3000_0001), 4 * 16 + 3); // join
        assert_eq!(class_op(0xffff_ffff_ffff_fffd), 5 * 16 + 15); // immediate
        for co in 0..CLASS_OPS {
            assert_eq!(class_op(representative(co)), co);
        }
        let masks = group_masks();
        for bits in [0u64, !0, 0x3, 0x1, 0xffff_fffe, 0x1234_5678_9abc_def1] {
            assert!((key(bits, masks) as usize) < KEYS);
            assert_eq!(key(bits, masks) as usize >> SUB_BITS, class_op(bits));
        }
        // Every opcode's table tests some bits beyond the class and opcode.
        assert!(masks.iter().filter(|&&m| m != 0).count() > CLASS_OPS / 2);
    }
}
