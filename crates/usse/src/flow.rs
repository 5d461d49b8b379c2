//! Control flow of USSE words, read from the branch format's fields: `br`/`ba` (bit 38: relative to the
//! branch, or absolute; offsets count 64-bit words), `.savelink` a call, a predicate a guard, and the
//! `end` bit of any format the end of the program.

use crate::Insn;
use gpuisa_core::Flow;

/// Whether `insn` is in the branch format (`br`, `ba`).
pub fn is_branch(insn: &Insn) -> bool {
    insn.format().is_branch()
}

/// Whether `word` is in the branch format: its opcode bits first, decoded only when they match (one word
/// in a thousand of random code).
#[inline]
pub fn is_branch_word(word: u64) -> bool {
    word & crate::encoding::BR_MASK == crate::encoding::BR_VALUE && is_branch(&Insn::decode(word))
}

/// The flow marks of `insn`.
pub fn flow(insn: &Insn) -> Flow {
    let mut f = Flow::NONE;
    if is_branch(insn) {
        f = if insn.field("save_link") == Some(1) { Flow::CALL } else { Flow::BRANCH };
    }
    if insn.field("end") == Some(1) {
        f = f | Flow::EXIT;
    }
    if f.transfers() && insn.field("pred").is_some_and(|p| p != 0) {
        f = f | Flow::GUARDED;
    }
    f
}

/// The code address a branch at `addr` goes to.
pub fn target(insn: &Insn, addr: u64) -> Option<u64> {
    if !is_branch(insn) {
        return None;
    }
    let off = insn.field("br_off")?;
    Some(if insn.field("br_type") == Some(1) {
        // Relative: a signed count of words from the branch itself.
        let words = ((off << 44) as i64) >> 44;
        addr.wrapping_add((words * 8) as u64)
    } else {
        off * 8
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn branches_of_a_real_shader_reach_their_join() {
        // `p0 br 0xc` at 0x48 and `br 0xb` at 0x70 of a corpus vertex shader (listing in docs/usse.md).
        let guarded = Insn::decode(0xf90000400000000c);
        assert_eq!(flow(&guarded), Flow::BRANCH | Flow::GUARDED);
        assert_eq!(target(&guarded, 0x48), Some(0xa8));
        let plain = Insn::decode(0xf80000400000000b);
        assert_eq!(flow(&plain), Flow::BRANCH);
        assert_eq!(target(&plain, 0x70), Some(0xc8));
        assert_eq!(target(&Insn::decode(0xf8000040000fffff), 0x70), Some(0x68));
        assert_eq!(flow(&Insn::decode(0xf804014000000000)), Flow::EXIT);
        assert_eq!(flow(&Insn::decode(0xf800014000000000)), Flow::NONE);
    }

    #[test]
    fn the_opcode_bit_test_agrees_with_decoding() {
        // Random words, and random words with the branch opcode bits set (so that both answers occur).
        let mut x = 0x9e3779b97f4a7c15u64;
        let (mut yes, mut no) = (0, 0);
        for i in 0..400_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let w = if i % 2 == 0 { x } else { x & !crate::encoding::BR_MASK | crate::encoding::BR_VALUE };
            let b = is_branch(&Insn::decode(w));
            assert_eq!(is_branch_word(w), b, "{w:016x}");
            if b { yes += 1 } else { no += 1 }
        }
        assert!(yes > 1000 && no > 1000, "{yes} branches, {no} others");
    }
}
