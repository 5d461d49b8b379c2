//! Vita3K's operands: its bank decoding (which differs from the hardware's in places: a temporary
//! past the limit becomes an internal register, a special register a constant, every bank of a
//! secondary program an `sa`), its swizzle tables and its operand text (`-abs(r0).x`, `sa4.-y`, an
//! immediate as a bare decimal number).

use super::Ctx;
use crate::syntax::dec;

/// Vita3K's register banks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bank {
    Temp,
    Output,
    Primary,
    Secondary,
    Internal,
    Special,
    Constant,
    Global,
    Index,
    Indexed1,
    Indexed2,
    Immediate,
}

/// A swizzle channel: `x y z w 0 1 2 H`, or 8 for undefined (`?`).
pub use crate::encoding::swizzle::Ch;
pub const XYZW: [Ch; 4] = [0, 1, 2, 3];
pub const UNDEF: [Ch; 4] = [8; 4];

#[derive(Clone, Copy, Debug)]
pub struct Opnd {
    pub bank: Bank,
    pub num: u32,
    pub swz: [Ch; 4],
    pub neg: bool,
    pub abs: bool,
}

impl Opnd {
    pub const fn new(bank: Bank, num: u32) -> Opnd {
        Opnd {
            bank,
            num,
            swz: XYZW,
            neg: false,
            abs: false,
        }
    }
    pub fn internal(num: u32) -> Opnd {
        Opnd::new(Bank::Internal, num)
    }
    pub fn with_swz(mut self, swz: [Ch; 4]) -> Opnd {
        self.swz = swz;
        self
    }
    /// Source modifier field: 1 negate, 2 absolute, 3 both.
    pub fn with_mod(mut self, m: u64) -> Opnd {
        self.neg = m & 1 != 0;
        self.abs = m & 2 != 0;
        self
    }
}

pub fn dest_bank(sel: u64, ext: u64) -> Bank {
    use Bank::*;
    let t = if ext != 0 {
        [Secondary, Special, Index, Indexed2]
    } else {
        [Temp, Output, Primary, Indexed1]
    };
    t[(sel & 3) as usize]
}

pub fn src0_bank(sel: u64, ext: u64) -> Bank {
    use Bank::*;
    let t = if ext != 0 {
        [Output, Secondary]
    } else {
        [Temp, Primary]
    };
    t[(sel & 1) as usize]
}

pub fn src12_bank(sel: u64, ext: u64) -> Bank {
    use Bank::*;
    let t = if ext != 0 {
        [Indexed1, Special, Immediate, Indexed2]
    } else {
        [Temp, Output, Primary, Secondary]
    };
    t[(sel & 3) as usize]
}

/// Vita3K's register finishing: doubling (in 8 bits), the top temporaries read as internal
/// registers, special registers as constants (or globals), and a secondary program's banks as `sa`.
pub fn finish(ctx: &Ctx, bank: Bank, num: u64, double: bool, reg_bits: u32) -> Opnd {
    let mut num = num as u32;
    let mut bank = bank;
    if double && !matches!(bank, Bank::Special | Bank::Immediate) {
        num = (num << 1) & 0xff;
    }
    let limit = (1u32 << reg_bits) - if double { 8 } else { 4 };
    if bank == Bank::Temp && num >= limit {
        num -= limit;
        if double {
            num >>= 1;
        }
        bank = Bank::Internal;
    }
    if bank == Bank::Special {
        if num & 0x40 != 0 {
            num &= !0x40;
            bank = Bank::Global;
        } else {
            bank = Bank::Constant;
        }
    }
    if ctx.secondary && !matches!(bank, Bank::Internal | Bank::Constant | Bank::Immediate) {
        bank = Bank::Secondary;
    }
    Opnd::new(bank, num)
}

/// A `decode_dest` of Vita3K.
pub fn dest(ctx: &Ctx, n: u64, sel: u64, ext: u64, double: bool, bits: u32) -> Opnd {
    finish(ctx, dest_bank(sel, ext), n, double, bits)
}
pub fn src0(ctx: &Ctx, n: u64, sel: u64, ext: u64, double: bool, bits: u32) -> Opnd {
    finish(ctx, src0_bank(sel, ext), n, double, bits)
}
pub fn src12(ctx: &Ctx, n: u64, sel: u64, ext: u64, double: bool, bits: u32) -> Opnd {
    finish(ctx, src12_bank(sel, ext), n, double, bits)
}

fn reg(out: &mut String, bank: Bank, num: u32) {
    let prefix = match bank {
        Bank::Temp => "r",
        Bank::Output => "o",
        Bank::Primary => "pa",
        Bank::Secondary => "sa",
        Bank::Internal => "i",
        Bank::Constant => "c",
        Bank::Index => "idx",
        Bank::Immediate => "",
        Bank::Indexed1 | Bank::Indexed2 => {
            // The number holds the indexed bank and an offset.
            out.push_str(["r[", "o[", "pa[", "sa["][(num >> 5 & 3) as usize]);
            out.push_str(if bank == Bank::Indexed1 {
                "idx1 * 2 + "
            } else {
                "idx2 * 2 + "
            });
            dec(out, (num & 31) as u64);
            out.push(']');
            return;
        }
        // Vita3K has no name for these.
        Bank::Special | Bank::Global => "INVALID",
    };
    out.push_str(prefix);
    dec(out, num as u64);
}

/// Appends `op` as Vita3K's `operand_to_str(op, mask, shift)`.
pub fn put(out: &mut String, op: &Opnd, mask: u8, shift: i32) {
    let num = (op.num as i64 + shift as i64).max(0) as u32;
    if op.bank == Bank::Immediate {
        dec(out, num as u64);
        return;
    }
    // Vita3K negates the register name, then wraps that in `abs()`, then adds the swizzle.
    if op.abs {
        out.push_str("abs(");
    }
    if op.neg {
        out.push('-');
    }
    reg(out, op.bank, num);
    if op.abs {
        out.push(')');
    }
    if mask != 0 {
        out.push('.');
        swizzle(out, &op.swz, mask);
    }
}

/// The swizzle's characters for the channels `mask` selects, `-` for the others, trailing `-` dropped.
pub fn swizzle(out: &mut String, swz: &[Ch; 4], mask: u8) {
    let last = (0..4).rev().find(|i| mask & (1 << i) != 0).unwrap_or(0);
    for (i, &c) in swz.iter().enumerate().take(last + 1) {
        out.push(if mask & (1 << i) != 0 {
            b"xyzw012H?"[c.min(8) as usize] as char
        } else {
            '-'
        });
    }
}

// Channel selectors: the encoding's (x..w, constants 0, 1, 2, one half, undefined).
pub use crate::encoding::swizzle::{dual, vec34};

/// Four 3-bit channel selectors packed from channel x up (`decode_swizzle4`).
pub fn swizzle4(enc: u64) -> [Ch; 4] {
    [
        (enc & 7) as Ch,
        (enc >> 3 & 7) as Ch,
        (enc >> 6 & 7) as Ch,
        (enc >> 9 & 7) as Ch,
    ]
}

/// Vita3K's `decode_write_mask`: a vector format's 4-bit mask counts 64-bit register halves outside
/// the internal registers (f32: only x and y; f16: bit 0 gives xy, bit 2 zw).
pub fn write_mask(bank: Bank, mask: u64, f16: bool) -> u8 {
    let normal = !matches!(
        bank,
        Bank::Primary | Bank::Secondary | Bank::Output | Bank::Internal | Bank::Temp
    );
    let mask = mask as u8;
    if bank == Bank::Internal || (f16 && normal) {
        return mask;
    }
    if f16 {
        (if mask & 1 != 0 { 3 } else { 0 }) | (if mask & 4 != 0 { 12 } else { 0 })
    } else {
        mask & 3
    }
}
