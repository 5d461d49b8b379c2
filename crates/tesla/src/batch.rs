//! How Tesla listings group their work (see [`gpuisa_engine::batch`]): by root class and opcode, then by
//! the bits the opcode's table tests.

use crate::Tesla;
use gpuisa_core::DecodeError;
use gpuisa_engine::batch::Batch;

/// Root classes (short, control, long normal, exit, join, immediate) times 16 opcodes.
const CLASS_OPS: usize = 6 * 16;
/// Groups within one class and opcode (see [`key`]).
const SUB_BITS: u32 = 6;
const KEYS: usize = CLASS_OPS << SUB_BITS;

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

/// A Tesla listing's grouping: the instruction set and the masks of [`group_masks`].
struct Grouped<'t> {
    isa: &'t Tesla,
    masks: &'static [u64; CLASS_OPS],
}

impl Batch for Grouped<'_> {
    const KEYS: usize = KEYS;
    #[inline]
    fn read(&self, bytes: &[u8]) -> Result<u64, DecodeError> {
        Tesla::bits_at(bytes)
    }
    #[inline]
    fn len(&self, bits: u64) -> usize {
        4 + 4 * (bits & 1) as usize
    }
    #[inline]
    fn key(&self, bits: u64) -> u16 {
        key(bits, self.masks)
    }
    #[inline]
    fn text(&self, bits: u64, addr: u64, out: &mut String) {
        self.isa.disassemble_bits(bits, addr, out);
    }
}

impl Tesla {
    /// See [`gpuisa_core::Isa::disassemble_all`]: the same calls, with the work grouped as described in
    /// this module.
    pub(crate) fn disassemble_batched<F>(&self, code: &[u8], base: u64, each: F)
    where
        F: FnMut(u64, Result<(usize, &str), DecodeError>),
    {
        gpuisa_engine::batch::disassemble_batched(&Grouped { isa: self, masks: group_masks() }, code, base, each)
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
