//! Ignored bits of the 32-bit atomics and reductions on g[] (G84; the `atom32` family of the reference
//! results: every operation and size drawn at random, with the flags-write bit set, and the flags
//! register left as it was).

use super::{ign, sub, w1, Class::*, Ignored};

/// Word 1 bits 12-13 and 24-28, and bit 6: the `$c` write of other long forms, which no atomic does.
const COMMON: u64 = w1(0x1f00_3040);
/// Word 1 bits 14-20: the third source's field, read by compare-and-swap only.
const SRC3: u64 = w1(0x001f_c000);

pub static ATOM: &[Ignored] = &[
    // Reductions (d/6): source 2's field (word 0 bits 20-22) and bits 23-27 too.
    ign(Long, 0xd, COMMON | SRC3 | 0x0ff0_0000, "red: no flags, no third source").on(sub(6)),
    // Atomics (d/7): word 0 bit 27; compare-and-swap (operation 2, word 1 bits 2-5) reads source 3.
    ign(Long, 0xd, COMMON | 0x0800_0000, "atom: no flags").on(sub(7)),
    ign(Long, 0xd, SRC3, "atom: no third source but in cas").on(sub(7)).when(w1(0x0), w1(0x3c)),
    ign(Long, 0xd, SRC3, "atom: no third source but in cas").on(sub(7)).when(w1(0x4), w1(0x3c)),
    ign(Long, 0xd, SRC3, "atom: no third source but in cas").on(sub(7)).when(w1(0xc), w1(0x3c)),
    ign(Long, 0xd, SRC3, "atom: no third source but in cas").on(sub(7)).when(w1(0x10), w1(0x30)),
    ign(Long, 0xd, SRC3, "atom: no third source but in cas").on(sub(7)).when(w1(0x20), w1(0x20)),
];
