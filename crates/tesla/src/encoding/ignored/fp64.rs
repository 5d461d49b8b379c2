//! Ignored bits of f64 arithmetic, comparisons and conversions (GT200; `fp64_*` reference results, where
//! envytools' `g80_fp64` test draws these bits at random and its check reads none of them).

use super::{ign, w1, Class, Ignored};

/// Word 1 bits 29-31, the sub-opcode of long opcode e (f64 arithmetic: 2 fma, 3 add, 4 mul, 5 min,
/// 6 max, 7 set).
const fn sub(op: u64) -> (u64, u64) {
    (w1(op << 29), w1(0xe000_0000))
}

/// Every word of f64 arithmetic: word 0 bits 25-27, word 1 bits 2, 24, 25 and 28.
const E_ALWAYS: u64 = 0x0e00_0000 | w1(0x1300_0004);
/// The predicate's `$c` register (word 1 bits 12-13) where the condition is `always` (word 1 bits
/// 7-11 = 0xf): nothing is read from it.
const CREG: u64 = w1(0x3000);
const ALWAYS: (u64, u64) = (w1(0x780), w1(0xf80));

const fn e_always(op: u64, bits: u64, why: &'static str) -> Ignored {
    let (v, m) = sub(op);
    ign(Class::Long, 0xe, bits, why).when(v, m)
}
const fn e_creg(op: u64) -> Ignored {
    let (v, m) = sub(op);
    ign(Class::Long, 0xe, CREG, "the predicate's $c under an always condition").when(v | ALWAYS.0, m | ALWAYS.1)
}

/// Conversions with a 64-bit side: word 1 bit 22 set; bits 30-31 the kind (3 f2f, 2 f2i, 1 i2f). The
/// evidence covers the forms where bit 14 (64-bit source) or bit 26 (64-bit destination) is set; the
/// forms with neither are another group (tested with the f32 conversions).
const fn cvt(kind: u64, src64: bool, bits: u64, why: &'static str) -> Ignored {
    let (v, m) = if src64 {
        (w1(kind << 30 | 0x0040_4000), w1(0xc040_4000))
    } else {
        (w1(kind << 30 | 0x0440_0000), w1(0xc440_4000))
    };
    ign(Class::Long, 0xa, bits, why).when(v, m)
}
const fn cvt_creg(kind: u64, src64: bool) -> Ignored {
    let c = cvt(kind, src64, CREG, "the predicate's $c under an always condition");
    c.when(c.value | ALWAYS.0, c.mask | ALWAYS.1)
}
/// Word 0 bits 16-27 (source 2 and 3 fields, unused) and word 1 bits 2, 23-25 and 28, 15 (an 8-bit
/// source choice of the 32-bit integer forms).
const CVT_ALWAYS: u64 = 0x0fff_0000 | w1(0x1380_8004);

pub static FP64: &[Ignored] = &[
    e_always(2, E_ALWAYS, "fma f64: not read"),
    e_creg(2),
    e_always(3, E_ALWAYS | 0x007c_0000 | w1(0x00c0_0000), "add f64: source 2's field above the rounding mode (bits 18-22), bits 54-55"),
    e_creg(3),
    e_always(4, E_ALWAYS | w1(0x08d9_c000), "mul f64: source 3's field but the rounding mode (bits 46-48, 51-52), bits 54-55, 59"),
    e_creg(4),
    e_always(5, E_ALWAYS | w1(0x00c7_c000), "min f64: bits 46-50, 54-55"),
    e_creg(5),
    e_always(6, E_ALWAYS | w1(0x00c7_c000), "max f64: bits 46-50, 54-55"),
    e_creg(6),
    e_always(7, E_ALWAYS | w1(0x00c4_0000), "set f64: bits 50, 54-55"),
    e_creg(7),
    // Float to float.
    cvt(3, true, CVT_ALWAYS | w1(0x0009_0000), "cvt f2f from f64: bits 48 and 51 not read"),
    cvt(3, false, CVT_ALWAYS | w1(0x080f_0000), "cvt f2f from f32 to f64: exact, the rounding mode (49-50) and rint (59), bits 48 and 51 not read"),
    cvt(3, true, w1(0x0800_0000), "cvt f2f f64 to f32: rint (bit 59) not read").when(w1(0xc040_4000), w1(0xc440_4000)),
    cvt(3, true, w1(0x0006_0000), "cvt f2f f64 to f64 without rint: exact, the rounding mode not read").when(w1(0xc440_4000), w1(0xcc40_4000)),
    cvt_creg(3, true),
    cvt_creg(3, false),
    // Float to integer.
    cvt(2, true, CVT_ALWAYS | w1(0x0009_0000), "cvt f2i from f64: bits 48 and 51 not read"),
    cvt(2, false, CVT_ALWAYS | w1(0x0009_0000), "cvt f2i from f32 to 64 bits: bits 48 and 51 not read"),
    cvt_creg(2, true),
    cvt_creg(2, false),
    // Integer to float.
    cvt(1, true, CVT_ALWAYS | w1(0x0808_0000), "cvt i2f from 64 bits: sat (bit 51) and bit 59 not read"),
    cvt(1, false, CVT_ALWAYS | w1(0x0808_0000), "cvt i2f to f64: sat (bit 51) and bit 59 not read"),
    cvt_creg(1, true),
    cvt_creg(1, false),
];
