//! ATOM and RED against values worked out by hand from PTX's `atom`/`red` rules: lanes update in lane
//! order, so lane k sees lanes 0..k's updates.

use super::rig::{text, Rig};

/// Class 5, guard PT, opcode `op` (bits 58-63).
fn word(op: u64) -> u64 {
    op << 58 | 5 | 7 << 10
}
/// ATOM: returned value R`d2` (43), address R`a` (20) + `off` (26, 17 bits), data R`v` (14), operation
/// `o` (5-8), source 3 R`c` (49).
fn atom(op: u64, o: u64, d2: u64, a: u64, off: u64, v: u64, c: u64) -> u64 {
    word(op) | o << 5 | d2 << 43 | a << 20 | off << 26 | v << 14 | c << 49
}

#[test]
fn atom_add_returns_each_lanes_old_value() {
    let w = atom(0x14, 0, 0, 2, 4, 3, 63);
    assert_eq!(text(w), "ATOM.ADD R0, [R2+0x4], R3;");
    let mut r = Rig::new(64);
    r.global(4, 10);
    r.set(3, &[1, 2, 3]);
    r.run(w, 0b111).unwrap();
    // 10 + 1 = 11, 11 + 2 = 13, 13 + 3 = 16.
    assert_eq!(r.get(0, 3), [10, 11, 13]);
    assert_eq!(r.read(4), 16);
}

#[test]
fn atom_cas_stores_only_on_a_match() {
    let w = atom(0x14, 9, 0, 2, 0, 3, 4);
    assert_eq!(text(w), "ATOM.CAS R0, [R2], R3, R4;");
    let mut r = Rig::new(16);
    r.global(0, 5);
    r.set(3, &[5, 5]);
    r.set(4, &[7, 9]);
    r.run(w, 0b11).unwrap();
    // Lane 0 finds 5 and stores 7; lane 1 finds 7, not 5, and stores nothing.
    assert_eq!(r.get(0, 2), [5, 7]);
    assert_eq!(r.read(0), 7);
}

#[test]
fn atom_inc_dec_wrap_at_their_operand() {
    let mut r = Rig::new(16);
    r.global(0, 2);
    r.set(3, &[3, 3, 3]);
    r.run(atom(0x14, 3, 0, 2, 0, 3, 63), 0b111).unwrap();
    // 2 -> 3, 3 >= 3 -> 0, 0 -> 1.
    assert_eq!(r.get(0, 3), [2, 3, 0]);
    assert_eq!(r.read(0), 1);
    r.global(0, 1);
    r.set(3, &[5, 5, 5]);
    r.run(atom(0x14, 4, 0, 2, 0, 3, 63), 0b111).unwrap();
    // 1 -> 0, 0 -> 5 (below 1), 5 -> 4.
    assert_eq!(r.get(0, 3), [1, 0, 5]);
    assert_eq!(r.read(0), 4);
}

#[test]
fn atom_logic_exchange_and_unsigned_min_max() {
    let mut r = Rig::new(16);
    let cases: [(u64, u32, u32, u32); 6] = [
        (1, 0xffff_fff0, 5, 5),                     // MIN (unsigned)
        (2, 5, 0xffff_fff0, 0xffff_fff0),           // MAX (unsigned)
        (5, 0xff00_ff00, 0x0ff0_0ff0, 0x0f00_0f00), // AND
        (6, 0xff00_0000, 0x0000_00ff, 0xff00_00ff), // OR
        (7, 0xffff_0000, 0x0f0f_0f0f, 0xf0f0_0f0f), // XOR
        (8, 0x1234_5678, 0x9abc_def0, 0x9abc_def0), // EXCH
    ];
    for (o, old, v, new) in cases {
        r.global(0, old);
        r.set(3, &[v]);
        r.run(atom(0x14, o, 0, 2, 0, 3, 63), 1).unwrap();
        assert_eq!((r.get(0, 1)[0], r.read(0)), (old, new), "operation {o}");
    }
    assert_eq!(
        text(atom(0x14, 8, 0, 2, 0, 3, 63)),
        "ATOM.EXCH R0, [R2], R3;"
    );
}

#[test]
fn atom_signed_min_max() {
    // Opcode 0x16, bit 9 set: MIN.S32 of -2 and 3 is -2 (unsigned it would be 3); then of -16.
    let w = atom(0x16, 1, 0, 2, 0, 3, 63) | 1 << 9;
    assert_eq!(text(w), "ATOM.MIN.S32 R0, [R2], R3;");
    let mut r = Rig::new(16);
    r.global(0, -2i32 as u32);
    r.set(3, &[3, -16i32 as u32]);
    r.run(w, 0b11).unwrap();
    assert_eq!(r.get(0, 2), [-2i32 as u32, -2i32 as u32]);
    assert_eq!(r.read(0), -16i32 as u32);
    // MAX.S32: max(-16, -20) = -16, max(-16, 7) = 7.
    let w = atom(0x16, 2, 0, 2, 0, 3, 63) | 1 << 9;
    r.set(3, &[-20i32 as u32, 7]);
    r.run(w, 0b11).unwrap();
    assert_eq!(r.read(0), 7);
}

#[test]
fn atom_e_add_u64_carries_into_the_high_word() {
    // ATOM.E.ADD.U64 R0, [R2], R4: address R2:R3 = 8, data R4:R5 = 1; 0x1_ffffffff + 1 = 0x2_00000000.
    let w = atom(0x15, 0, 0, 2, 0, 4, 63) | 1 << 9;
    assert_eq!(text(w), "ATOM.E.ADD.U64 R0, [R2], R4;");
    let mut r = Rig::new(32);
    r.global(8, 0xffff_ffff);
    r.global(12, 1);
    r.set(2, &[8]);
    r.set(4, &[1]);
    r.run(w, 1).unwrap();
    assert_eq!((r.get(0, 1)[0], r.get(1, 1)[0]), (0xffff_ffff, 1));
    assert_eq!((r.read(8), r.read(12)), (0, 2));
}

#[test]
fn red_adds_without_returning() {
    // RED.E.ADD.F32.FTZ.RN [R2+0x4], R6: 1.5 + 2.25 + 2.25 = 6.0; R0 untouched.
    let w = word(0x0b) | 1 << 9 | 2 << 20 | 4 << 26 | 6 << 14;
    assert_eq!(text(w), "RED.E.ADD.F32.FTZ.RN [R2+0x4], R6;");
    let mut r = Rig::new(16);
    r.global(4, 1.5f32.to_bits());
    r.set(6, &[2.25f32.to_bits(), 2.25f32.to_bits()]);
    r.set(0, &[77, 77]);
    r.run(w, 0b11).unwrap();
    assert_eq!(f32::from_bits(r.read(4)), 6.0);
    assert_eq!(r.get(0, 2), [77, 77]);
    // RED.XOR [R2], R6 (u32): 0xf0 ^ 0x0f ^ 0xff = 0.
    let w = word(0x04) | 7 << 5 | 2 << 20 | 6 << 14;
    assert_eq!(text(w), "RED.XOR [R2], R6;");
    r.global(0, 0xf0);
    r.set(6, &[0x0f, 0xff]);
    r.run(w, 0b11).unwrap();
    assert_eq!(r.read(0), 0);
}

#[test]
fn atom_on_the_shared_window_updates_shared_memory() {
    // Generic address shared_win + 8: the block's shared word 8.
    let mut r = Rig::new(16);
    r.shared_win = 0x100;
    r.shared[8] = 40;
    r.set(2, &[0x108, 0x108]);
    r.set(3, &[2, 3]);
    r.run(atom(0x14, 0, 0, 2, 0, 3, 63), 0b11).unwrap();
    assert_eq!(r.get(0, 2), [40, 42]);
    assert_eq!(r.shared[8], 45);
    // A misaligned or out-of-range address faults rather than panics.
    r.set(2, &[0x10000]);
    assert!(r.run(atom(0x14, 0, 0, 2, 0, 3, 63), 1).is_err());
}
