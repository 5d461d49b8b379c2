//! Ignored bits of the special function unit: rcp, rsqrt, lg2, ex2, sin, cos and the pre-ops.
//!
//! Evidence: envytools' `hwtest/g80_sfu.cc` (commit f102b823) draws word 0 bits 16-27 and word 1 bits
//! 2, 4-6, 12-20, 22-28 (and bit 29, sin or cos) at random in the long forms, word 0 bits 8, 15-23, 25-27
//! in the short `rcp`, and its check reads only: `abs` (word 1 bit 20) and `neg` (bit 26) of rcp,
//! rsqrt, lg2 and the pre-ops, `sat` (bit 27) of ex2, the pre-op's choice (bit 14), and `abs`/`neg`
//! (word 0 bits 15 and 22) of the short `rcp`; the G80's results of the long forms agree with it
//! (`shared/vectors/tesla-hwtest/sfu_*_rnd`). Every other random bit leaves the result alone. The check
//! compares no flags: the `$c` destination fields (word 1 bits 4-6, the `$c` and its enable) are not
//! shown to do nothing, only to leave the result alone; the tables give these forms no `$c` destination
//! (as envydis), and the simulator writes none. The short `rcp`'s expectations were never compared on
//! the hardware (the check leaves its loop before comparing a short form: `unvalidated`), so its entry
//! rests on the check function alone.

use super::{ign, w1, Class, Ignored};

/// Word 1 bits 61-63: the operation of opcodes 9 (and 0xb's 6: presin/preex2).
const OP: u64 = 0xe000_0000_0000_0000;
const fn op(v: u64) -> u64 {
    v << 61
}
/// Word 1 bits 7-11, the predicate's condition: 0xf is "always", which reads no `$c`.
const COND: u64 = w1(0x1f << 7);
const ALWAYS: u64 = w1(0xf << 7);

/// Word 0 bits 16-27 of the one-source long forms: source 2's register field (16-22), the c[]
/// selectors of sources 2 and 3 (23-24), bit 25 and the address register's low bits (26-27): the
/// source is `$r` only.
const W0_ONE_SOURCE: u64 = 0x0fff_0000;
/// Word 1 bit 2, bits 4-6 (`$c` destination and its enable, see the module's note), 22-25 (the c[]
/// bank) and bit 28: nothing any of these forms reads.
const W1_COMMON: u64 = w1(0x1000_0000 | 0x03c0_0000 | 0x74);
/// Word 1 bits 14-19, source 3's register field but its top bit (bit 20 is `abs`); in the pre-ops
/// bit 14 is the choice of presin/preex2, so only 15-19.
const W1_SRC3: u64 = w1(0x000f_c000);
const W1_SRC3_PRE: u64 = w1(0x000f_8000);
/// Word 1 bits 12-13: the predicate's `$c`, under "always".
const W1_PRED_REG: u64 = w1(0x3000);

pub static SFU: &[Ignored] = &[
    // Long rcp (0), rsqrt (2), lg2 (3): their abs (52) and neg (58) are read, sat (59) is not.
    ign(Class::Long, 0x9, W0_ONE_SOURCE | W1_COMMON | W1_SRC3 | w1(1 << 27), "rcp: one $r source, no sat, no $c").when(op(0), OP),
    ign(Class::Long, 0x9, W0_ONE_SOURCE | W1_COMMON | W1_SRC3 | w1(1 << 27), "rsqrt: one $r source, no sat, no $c").when(op(2), OP),
    ign(Class::Long, 0x9, W0_ONE_SOURCE | W1_COMMON | W1_SRC3 | w1(1 << 27), "lg2: one $r source, no sat, no $c").when(op(3), OP),
    // sin (4), cos (5): no modifier at all; abs (52), neg (58) and sat (59) are not read.
    ign(Class::Long, 0x9, W0_ONE_SOURCE | W1_COMMON | W1_SRC3 | w1(1 << 20 | 1 << 26 | 1 << 27), "sin: no abs, neg or sat")
        .when(op(4), OP),
    ign(Class::Long, 0x9, W0_ONE_SOURCE | W1_COMMON | W1_SRC3 | w1(1 << 20 | 1 << 26 | 1 << 27), "cos: no abs, neg or sat")
        .when(op(5), OP),
    // ex2 (6): sat (59) is read; abs (52) and neg (58) are not (its input is preex2's word).
    ign(Class::Long, 0x9, W0_ONE_SOURCE | W1_COMMON | W1_SRC3 | w1(1 << 20 | 1 << 26), "ex2: no abs or neg").when(op(6), OP),
    // presin/preex2 (opcode 0xb, operation 6; bit 46 chooses): abs and neg read, sat (59) not.
    ign(Class::Long, 0xb, W0_ONE_SOURCE | W1_COMMON | W1_SRC3_PRE | w1(1 << 27), "presin/preex2: one $r source, no sat, no $c")
        .when(op(6), OP),
    // Under "always" the predicate's `$c` field is not read.
    ign(Class::Long, 0x9, W1_PRED_REG, "sfu: the predicate's $c under \"always\"").when(ALWAYS, COND),
    ign(Class::Long, 0xb, W1_PRED_REG, "presin/preex2: the predicate's $c under \"always\"").when(op(6) | ALWAYS, OP | COND),
    // Short rcp: bit 8 (sat in other short forms), source 2's field (16-21), its c[] selector (23),
    // bit 25 and the address register (26-27). Bit 24 (an s[] source) is read and not drawn.
    ign(Class::Short, 0x9, 0x0ebf_0100, "short rcp: one source, no sat (check function only: unvalidated)"),
];
