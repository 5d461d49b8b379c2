//! Pipeline timing stated by isa30-rtl-facts.md, checked through the simulator with hand-built issues.

use gpuisa_isa30::program::load;
use gpuisa_isa30::sim::{Config, Issue, Machine, Slot};
use gpuisa_isa30::vectors::ListStreams;

fn issue(pc: usize, slot: Slot) -> Issue {
    Issue { pc, pair_id: 0, aofs: [0; 6], bofs: [0; 6], slot }
}

/// Runs `prog` pc by pc (lo then hi) and returns the lo lane-0 value of every DRAM write.
fn run(prog: &str) -> Vec<i16> {
    let p = load(prog).unwrap();
    let mut m = Machine::new(Config { lut: [1000, 0, 0, 0], ..Config::default() });
    let mut s = ListStreams { vecs: [vec![], vec![]], pos: [0; 2] };
    let mut out = Vec::new();
    for (pc, insn) in p.iter().enumerate() {
        for slot in [Slot::Lo, Slot::Hi] {
            if let Some(w) = m.issue(insn, &issue(pc, slot), &mut s).unwrap() {
                if slot == Slot::Lo {
                    out.push(w[0]);
                }
            }
        }
    }
    out
}

#[test]
fn register_write_is_seen_two_instructions_later() {
    // R0 = L0; then read R0 right after (old value 0) and one instruction later (1000).
    assert_eq!(run("R0 = L0\nDRAM = R0\nDRAM = R0\n"), vec![0, 1000]);
}

#[test]
fn registers_or_their_numbers() {
    // R1 = 3 and R2 = 5 are written; a read naming R1 and R2 reads R3 (1 | 2), which holds 7.
    let v = run("R1 = 3\nR2 = 5\nR3 = 7\nnop\nnop\nDRAM = R1 + R2\n");
    assert_eq!(v, vec![14]);
}

#[test]
fn temporary_buffer_keeps_two_entries() {
    assert_eq!(run("push = 1\npush = 2\npush = 3\nDRAM = T0\nDRAM = T1\n"), vec![3, 2]);
}
