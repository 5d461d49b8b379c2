//! PRET, BPT and BRX against hand-worked targets.

use super::rig::{text, Rig};
use gpuisa_simt::Flow;

#[test]
fn pret_pushes_its_target_without_jumping() {
    // PRET at 0 to 0x20: opcode 0x1e, class 7, offset 0x20 - 8 = 0x18 at bit 26 (guard field 0).
    let w = 0x1e << 58 | 7 | 0x18 << 26;
    assert_eq!(text(w), "PRET 0x20;");
    assert_eq!(Rig::new(0).run(w, 1), Ok(Flow::PreRet(4)));
}

#[test]
fn bpt_drain_continues_and_bpt_trap_stops() {
    let mut r = Rig::new(0);
    assert_eq!(text(0xd000_0000_0000_0007), "BPT.DRAIN 0x0;");
    assert_eq!(r.run(0xd000_0000_0000_0007, 1), Ok(Flow::Next));
    assert_eq!(text(0xd000_0000_0000_c007), "BPT.TRAP 0x0;");
    assert_eq!(r.run(0xd000_0000_0000_c007, 1), Ok(Flow::Trap));
}

#[test]
fn brx_branches_by_a_jump_table_relative_to_the_next_instruction() {
    // The corpus' `BRX c [0x10] [R4+0x0];` (mgpu search kernels), here at address 0: next is 8.
    let w = 0x4800_4000_0040_5de7;
    assert_eq!(text(w), "BRX c [0x10] [R4+0x0];");
    let mut r = Rig::new(0);
    let mut bank = Vec::new();
    for v in [0u32, 0x18, 0x28, 0x100, 0xffff_fff8] {
        bank.extend_from_slice(&v.to_le_bytes());
    }
    r.mem.consts = vec![Vec::new(); 16];
    r.mem.consts.push(bank);
    // Entry 1: 8 + 0x18 = 0x20, instruction 4, for both lanes.
    r.set(4, &[4, 4]);
    assert_eq!(
        r.run(w, 0b11),
        Ok(Flow::Branch {
            target: 4,
            taken: 0b11
        })
    );
    // Entry 4: 8 - 8 = 0, the BRX itself.
    r.set(4, &[16]);
    assert_eq!(
        r.run(w, 1),
        Ok(Flow::Branch {
            target: 0,
            taken: 1
        })
    );
    // Lanes reading different entries (the machine branches one way a warp), or a target past the code's
    // 64 bytes (8 + 0x100): the run stops, saying so.
    r.set(4, &[4, 8]);
    assert_eq!(r.run(w, 0b11), Ok(Flow::Refuse("an indirect branch whose lanes go to different targets")));
    r.set(4, &[12]);
    assert_eq!(r.run(w, 1), Ok(Flow::Refuse("an indirect target outside the kernel or inside an instruction")));
}
