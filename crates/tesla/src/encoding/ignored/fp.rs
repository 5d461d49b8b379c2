//! Ignored bits of f32 arithmetic, comparisons and conversions.
//!
//! Evidence: envytools' `g80_fp` tests draw these bits at random and the G80 results
//! (`shared/vectors/tesla-hwtest/fp_*`) do not depend on them. The results are G80's: every entry
//! applies to chips without f64 only (G200's forms and ignored bits are fp64.rs's). Word 0 bits 25-27 are drawn in every
//! family and read by none.

use super::{ign, w1, Class, Ignored};
use crate::variant::feat;

/// Word 1 bits 30-31 (the long forms' sub-opcode group).
const G: u64 = w1(0xc000_0000);
/// Word 1 bits 29-31.
const G3: u64 = w1(0xe000_0000);
/// Word 0 bits 25-27: post-increment and the address register of a memory operand, so ignored only
/// where no operand is in memory ([`NOMEM`]).
const W0_25: u64 = 0x0e00_0000;
/// Word 1 bits 2 and 28.
const W1_COMMON: u64 = w1(0x1000_0004);
/// No operand in c[] or s[]: word 0 bits 23 (source 2 in c[]) and 24 (source 3 in c[]), word 1 bit 21
/// (source 1 in s[]) clear. Word 1 bits 22-25 (the c[] bank) and word 0 bits 25-27 then mean nothing.
const NOMEM: u64 = 0x0180_0000 | w1(0x0020_0000);
/// The same for short and immediate forms: word 0 bits 23 (c[]) and 24 (s[]).
const SNOMEM: u64 = 0x0180_0000;

/// The predicate's condition is `always` (word 1 bits 7-11 = 0xf).
const ALWAYS: u64 = w1(0x0f << 7);
const COND: u64 = w1(0x1f << 7);
/// The predicate's `$c` register (word 1 bits 12-13), which `always` does not read.
const PRED_C: u64 = w1(0x3000);

pub static FP: &[Ignored] = &[
    // Under the `always` condition the predicate's register is not read (cvt, f32 add/set/min/max,
    // mul/slct/quadop, mad).
    ign(Class::Long, 0xa, PRED_C, "predicate register under always").when(ALWAYS, COND).unless(feat::FP64),
    ign(Class::Long, 0xb, PRED_C, "predicate register under always").when(ALWAYS, COND).unless(feat::FP64),
    ign(Class::Long, 0xc, PRED_C, "predicate register under always").when(ALWAYS, COND).unless(feat::FP64),
    ign(Class::Long, 0xe, PRED_C, "predicate register under always").when(ALWAYS, COND).unless(feat::FP64),
    // add f32 (b, sub-opcodes 0-1): word 0 bits 18-22 (the unused second source), word 1 bits 22-25.
    ign(Class::Long, 0xb, W0_25 | 0x007c_0000 | W1_COMMON | w1(0x03c0_0000), "fadd: unused source field, bits 22-25").when(0, G | NOMEM).unless(feat::FP64),
    // set f32 (b, 3): the unused third source's bit 50 (word 1 bit 18), bits 22-25.
    ign(Class::Long, 0xb, W0_25 | W1_COMMON | w1(0x03c4_0000), "fcmp: bit 50, bits 54-57").when(w1(0x6000_0000), G3 | NOMEM).unless(feat::FP64),
    // max/min f32 (b, 4-5): the unused third source field (word 1 bits 14-18), bits 22-25.
    ign(Class::Long, 0xb, W0_25 | W1_COMMON | w1(0x03c7_c000), "fminmax: unused source field, bits 54-57").when(w1(0x8000_0000), G | NOMEM).unless(feat::FP64),
    // mul f32 (c, 0): the unused third source field (word 1 bits 16-19), bits 22-25.
    ign(Class::Long, 0xc, W0_25 | W1_COMMON | w1(0x03cf_0000), "fmul: unused source field, bits 54-57").when(0, G3 | NOMEM).unless(feat::FP64),
    // sat of mul is G200's (word 1 bit 20): G80 does not saturate products.
    ign(Class::Long, 0xc, w1(0x0010_0000), "fmul: sat is G200's").when(0, G3).unless(feat::FP64),
    // slct with an f32 comparand (c, 2-3): bits 22-28 of word 1 but the negation (29).
    ign(Class::Long, 0xc, W0_25 | W1_COMMON | w1(0x0fc0_0000), "fslct: bits 54-60").when(w1(0x4000_0000), G | NOMEM).unless(feat::FP64),
    // quadop (c, 4): word 0 bits 19, 22-23, 25-27 (its sources are registers: no memory operand).
    ign(Class::Long, 0xc, W0_25 | 0x00c8_0000 | W1_COMMON, "fswz: word 0 bits 19, 22-23").when(w1(0x8000_0000), G3).unless(feat::FP64),
    // quadop from the horizontal or vertical neighbour (word 0 bit 18): bit 17 is not read.
    ign(Class::Long, 0xc, 0x0002_0000, "fswz: dx, dy read no bit 17").when(w1(0x8000_0000) | 0x0004_0000, G3 | 0x0004_0000).unless(feat::FP64),
    // mad f32 (e, 0-1): rounds to nearest whatever word 1 bits 22-23 say; bits 24-25.
    ign(Class::Long, 0xe, W0_25 | w1(0x13c0_0004), "fmad: always to nearest, bits 54-57").when(0, G | NOMEM).unless(feat::FP64),
    // Short add, mul, mad f32.
    ign(Class::Short, 0xb, W0_25, "fadd short: bits 25-27").when(0, SNOMEM).unless(feat::FP64),
    ign(Class::Short, 0xc, W0_25, "fmul short: bits 25-27").when(0, SNOMEM).unless(feat::FP64),
    ign(Class::Short, 0xc, 0x100, "fmul short: sat is G200's").unless(feat::FP64),
    ign(Class::Short, 0xe, W0_25, "fmad short: bits 25-27").when(0, SNOMEM).unless(feat::FP64),
    // Immediate add, mul, mad f32: word 1 bit 28 (past the immediate's top bit).
    ign(Class::Imm, 0xb, W0_25 | w1(0x1000_0000), "fadd imm: bits 25-27, 60").when(0, SNOMEM).unless(feat::FP64),
    ign(Class::Imm, 0xc, W0_25 | w1(0x1000_0000), "fmul imm: bits 25-27, 60").when(0, SNOMEM).unless(feat::FP64),
    ign(Class::Imm, 0xc, 0x100, "fmul imm: sat is G200's").unless(feat::FP64),
    ign(Class::Imm, 0xe, W0_25 | w1(0x1000_0000), "fmad imm: bits 25-27, 60").when(0, SNOMEM).unless(feat::FP64),
    // cvt (a): word 0 bits 16-27 (no second or third source), word 1 bits 23-25 and the common ones,
    // where the source is a register (word 1 bit 21 clear; when set, bits 25-27 address s[]). Word 0
    // bits 23-24 both set choose p[] in geometry programs, which the simulator does not run.
    ign(Class::Long, 0xa, 0x0fff_0000 | W1_COMMON | w1(0x0380_0000), "cvt: word 0 bits 16-27, bits 55-57").when(0, w1(0x0020_0000)).unless(feat::FP64),
    // Word 1 bit 22 selects the f64 forms on G200; G80 reads nothing there.
    ign(Class::Long, 0xa, w1(0x0040_0000), "cvt: bit 54 is G200's f64").unless(feat::FP64),
    // Integer to integer: no rounding (bits 49-50).
    ign(Class::Long, 0xa, w1(0x0006_0000), "i2i: no rounding").when(0, G).unless(feat::FP64),
    // Integer to float: bit 59 (the destination is f32 or f16 by bit 58 alone).
    ign(Class::Long, 0xa, w1(0x0800_0000), "i2f: bit 59").when(w1(0x4000_0000), G).unless(feat::FP64),
    // Float to integer: bits 47-48 (the source is f32 or f16 by bit 46) and 51 (no sat).
    ign(Class::Long, 0xa, w1(0x0009_8000), "f2i: bits 47-48, 51").when(w1(0x8000_0000), G).unless(feat::FP64),
    // Float to float: bits 47-48.
    ign(Class::Long, 0xa, w1(0x0001_8000), "f2f: bits 47-48").when(w1(0xc000_0000), G).unless(feat::FP64),
    // f16 to f16 and f16 to f32 without rounding to an integer: exact, the rounding field is not read.
    ign(Class::Long, 0xa, w1(0x0006_0000), "f2f from f16: exact").when(w1(0xc000_0000), w1(0xc840_4000)).unless(feat::FP64),
    // The same where bit 54 is set, on G80 (which ignores bit 54).
    ign(Class::Long, 0xa, w1(0x0006_0000), "f2f from f16: exact").when(w1(0xc000_0000), w1(0xc800_4000)).unless(feat::FP64),
];
