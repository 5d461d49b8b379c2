//! Ignored bits of integer arithmetic, logic, shifts and comparisons (G80; the `int.*` families of the
//! reference results, whose check functions read only the bits named in docs/tesla-sim.md).

use super::{alias, ign, sub, w1, Class::*, Ignored, LONG_ADDR, LONG_REGS, SHORT_ADDR, SHORT_REGS};

/// Word 1 bits 22-25 and 28 of the long integer forms: no check reads them.
const W1_22_25_28: u64 = w1(0x13c0_0000);

pub static INT: &[Ignored] = &[
    // Address fields with register sources, for every integer opcode.
    ign(Short, 0x2, SHORT_ADDR, "iadd_s: register sources").on(SHORT_REGS),
    ign(Short, 0x3, SHORT_ADDR, "iadd_s: register sources").on(SHORT_REGS),
    ign(Short, 0x4, SHORT_ADDR, "imul_s: register sources").on(SHORT_REGS),
    ign(Short, 0x5, SHORT_ADDR | 1 << 22, "isad_s: register sources; bit 22 is read by no check").on(SHORT_REGS),
    ign(Short, 0x6, SHORT_ADDR, "imad_s: register sources").on(SHORT_REGS),
    ign(Short, 0x7, SHORT_ADDR, "imad_s: register sources").on(SHORT_REGS),
    // Immediate forms: word 1 bit 28 lies above the 32-bit immediate (word 0 bits 16-21, word 1 bits 2-27).
    ign(Imm, 0x2, SHORT_ADDR | w1(1 << 28), "iadd_i").on(SHORT_REGS),
    ign(Imm, 0x3, SHORT_ADDR | w1(1 << 28), "iadd_i").on(SHORT_REGS),
    ign(Imm, 0x4, SHORT_ADDR | w1(1 << 28), "imul_i").on(SHORT_REGS),
    ign(Imm, 0x6, SHORT_ADDR | w1(1 << 28), "imad_i").on(SHORT_REGS),
    ign(Imm, 0x7, SHORT_ADDR | w1(1 << 28), "imad_i").on(SHORT_REGS),
    ign(Imm, 0xd, SHORT_ADDR | w1(1 << 28), "logop_i").on(SHORT_REGS),
    // Long forms. iadd (opcodes 2, 3 with operation 0): adds sources 1 and 3; source 2's field is unread.
    ign(Long, 0x2, LONG_ADDR | W1_22_25_28 | 0x3f_0000, "iadd: source 2 unread").on(LONG_REGS).on(sub(0)),
    ign(Long, 0x3, LONG_ADDR | W1_22_25_28 | 0x3f_0000, "iadd: source 2 unread").on(LONG_REGS).on(sub(0)),
    // icmp (3/3): word 1 bits 17-20, 22-25 and 28 unread.
    ign(Long, 0x3, LONG_ADDR | w1(0x13de_0000), "icmp").on(LONG_REGS).on(sub(3)),
    // imin/imax (3/4, 3/5): word 1 bits 14-20, 22-25, 28 unread.
    ign(Long, 0x3, LONG_ADDR | w1(0x13df_c000), "imax").on(LONG_REGS).on(sub(4)),
    ign(Long, 0x3, LONG_ADDR | w1(0x13df_c000), "imin").on(LONG_REGS).on(sub(5)),
    // shl (3/6): bit 27 (signedness) too; shr (3/7) reads it. Bits 14-19 (word 1) unread.
    ign(Long, 0x3, LONG_ADDR | w1(0x1bcf_c000), "shl: signedness unread").on(LONG_REGS).on(sub(6)),
    ign(Long, 0x3, LONG_ADDR | w1(0x13cf_c000), "shr").on(LONG_REGS).on(sub(7)),
    // imul (4/0): word 1 bits 17-20, 22-28 unread (14-16 choose the types).
    ign(Long, 0x4, LONG_ADDR | w1(0x1fde_0000), "imul").on(LONG_REGS).on(sub(0)),
    // isad (5/0).
    ign(Long, 0x5, LONG_ADDR | W1_22_25_28, "isad").on(LONG_REGS).on(sub(0)),
    // imad (6/*, 7/0).
    ign(Long, 0x6, LONG_ADDR | W1_22_25_28, "imad").on(LONG_REGS),
    ign(Long, 0x7, LONG_ADDR | W1_22_25_28, "imad sat high s24").on(LONG_REGS).on(sub(0)),
    // Opcode 7 with operation 1-7 is a u24 multiply-add to the hardware (the check's cases 0x71-0x77):
    // run as opcode 6 operation 3 (`add (mul u24 ..)`), keeping the add/sub/subr/addc of bits 58-59.
    u24_alias(1),
    u24_alias(2),
    u24_alias(3),
    u24_alias(4),
    u24_alias(5),
    u24_alias(6),
    u24_alias(7),
    // logop (d/0): word 1 bits 18-20, 22-25, 27, 28 unread (16, 17 invert the sources, 14-15 choose).
    ign(Long, 0xd, LONG_ADDR | w1(0x1bdc_0000), "logop").on(LONG_REGS).on(sub(0)),
];

const fn u24_alias(op: u64) -> Ignored {
    alias(Long, 0x7, LONG_ADDR | W1_22_25_28 | w1(0xe000_0000) | 1 << 28, w1(3 << 29), "imad u24 alias").on(LONG_REGS).on(sub(op))
}
