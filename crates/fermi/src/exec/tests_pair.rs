//! The paired loads LD_LDU and LDS_LDU against the two loads they pair, worked out by hand.

use super::rig::{bits, Rig};

/// Global memory: word k at 0x100 + 4k holds 0x1000 + k; 0x200 holds the bytes 0x80 0x81 0x82 ...;
/// R2 = 0x100 + 4 * lane, R4 = 0x200 (the same in every lane).
fn rig() -> Rig {
    let mut r = Rig::new(0x400);
    for k in 0..32 {
        r.global(0x100 + 4 * k, 0x1000 + k as u32);
    }
    for k in 0..8u32 {
        let b = 0x80 + 4 * k;
        r.global(0x200 + 4 * k as u64, b | (b + 1) << 8 | (b + 2) << 16 | (b + 3) << 24);
    }
    let r2: Vec<u32> = (0..32).map(|l| 0x100 + 4 * l).collect();
    r.set(2, &r2);
    r.set(4, &[0x200; 32]);
    r
}

#[test]
fn both_loads_land_in_their_registers() {
    let mut r = rig();
    r.run(bits("LD_LDU.32.32 R1, [R2], R3, [R4+0x4];"), u32::MAX).unwrap();
    assert_eq!(r.get(1, 32), (0..32).map(|k| 0x1000 + k).collect::<Vec<u32>>());
    assert_eq!(r.get(3, 32), [0x8786_8584; 32]);
}

#[test]
fn each_access_has_its_own_size_and_sign() {
    let mut r = rig();
    // The byte at 0x201 is 0x81 (sign-extended); the halfword at 0x202 is 0x8382 (zero-extended).
    r.run(bits("LD_LDU.S8.U16 R1, [R4+0x1], R3, [R4+0x2];"), 1).unwrap();
    assert_eq!((r.get(1, 1)[0], r.get(3, 1)[0]), (0xffff_ff81, 0x8382));
    // A 64-bit first load: R6 and R7.
    r.run(bits("LD_LDU.64.32 R6, [R4+0x8], R3, [R4];"), 1).unwrap();
    assert_eq!((r.get(6, 1)[0], r.get(7, 1)[0], r.get(3, 1)[0]), (0x8b8a_8988, 0x8f8e_8d8c, 0x8382_8180));
}

#[test]
fn a_destination_that_is_the_other_address_does_not_move_it() {
    let mut r = rig();
    // LD writes R4, the LDU's base: the LDU still reads 0x200.
    r.run(bits("LD_LDU.32.32 R4, [R2], R3, [R4];"), 0b11).unwrap();
    assert_eq!(r.get(4, 2), [0x1000, 0x1001]);
    assert_eq!(r.get(3, 2), [0x8382_8180; 2]);
    // And the other way round: the LDU writes R2, the LD's base.
    let mut r = rig();
    r.run(bits("LD_LDU.32.32 R1, [R2], R2, [R4];"), 0b11).unwrap();
    assert_eq!(r.get(1, 2), [0x1000, 0x1001]);
    assert_eq!(r.get(2, 2), [0x8382_8180; 2]);
}

#[test]
fn lds_ldu_reads_shared_memory_first() {
    let mut r = rig();
    for (k, b) in r.shared.iter_mut().enumerate() {
        *b = k as u8;
    }
    // R5 = 0x10 + 4 * lane, a shared-memory address.
    let r5: Vec<u32> = (0..4).map(|l| 0x10 + 4 * l).collect();
    r.set(5, &r5);
    r.run(bits("LDS_LDU.32.32 R1, [R5], R3, [R4];"), 0b1111).unwrap();
    assert_eq!(r.get(1, 4), [0x1312_1110, 0x1716_1514, 0x1b1a_1918, 0x1f1e_1d1c]);
    assert_eq!(r.get(3, 4), [0x8382_8180; 4]);
}
