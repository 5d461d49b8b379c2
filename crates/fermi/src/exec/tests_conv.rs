//! POPC and F2F against values worked out by hand (IEEE 754 for the conversions).

use super::rig::{text, Rig};

/// Class 4, guard PT, opcode `op`, destination R`d` (14), source 1 R`a` (20), source 2 R`b` (26).
fn word(op: u64, d: u64, a: u64, b: u64) -> u64 {
    op << 58 | 4 | 7 << 10 | d << 14 | a << 20 | b << 26
}

#[test]
fn popc_counts_the_bits_set_in_both_sources() {
    let w = word(0x15, 0, 1, 2);
    assert_eq!(text(w), "POPC R0, R1, R2;");
    let mut r = Rig::new(0);
    r.set(1, &[0xffff_ff00]);
    r.set(2, &[0x0000_00ff]);
    r.run(w, 1).unwrap();
    assert_eq!(r.get(0, 1), [0]); // no common bits
    r.run(w | 1 << 8, 1).unwrap();
    assert_eq!(r.get(0, 1), [24]); // 0xffffff00 & ~0xff
    r.run(w | 1 << 9, 1).unwrap();
    assert_eq!(r.get(0, 1), [8]); // ~0xffffff00 & 0xff
}

/// Sets the register pair `r`, `r + 1` of lane 0 to the f64 `x`.
fn set64(rig: &mut Rig, r: usize, x: f64) {
    let b = x.to_bits();
    rig.set(r, &[b as u32]);
    rig.set(r + 1, &[(b >> 32) as u32]);
}
fn get64(rig: &Rig, r: usize) -> f64 {
    f64::from_bits(rig.get(r, 1)[0] as u64 | (rig.get(r + 1, 1)[0] as u64) << 32)
}

#[test]
fn f2f_narrows_with_each_rounding_direction() {
    // F2F.F32.F64 R0, R2: F32 destination (2 at 20), F64 source (3 at 23).
    let w = word(0x04, 0, 0, 2) | 2 << 20 | 3 << 23;
    assert_eq!(text(w), "F2F.F32.F64 R0, R2;");
    let mut r = Rig::new(0);
    // 1 + 2^-30 lies between 1 and the next float 1 + 2^-23, nearer 1.
    set64(&mut r, 2, 1.0 + 2f64.powi(-30));
    r.run(w, 1).unwrap();
    assert_eq!(r.get(0, 1), [0x3f80_0000]);
    r.run(w | 2 << 49, 1).unwrap(); // RP
    assert_eq!(r.get(0, 1), [0x3f80_0001]);
    set64(&mut r, 2, -(1.0 + 2f64.powi(-30)));
    r.run(w | 3 << 49, 1).unwrap(); // RZ
    assert_eq!(r.get(0, 1), [0xbf80_0000]);
    r.run(w | 1 << 49, 1).unwrap(); // RM
    assert_eq!(r.get(0, 1), [0xbf80_0001]);
}

#[test]
fn f2f_widens_exactly() {
    // F2F.F64.F32 R2, R0: 0.1f32 (0x3dcccccd: exponent -4, fraction 0x4ccccd) is 0x3fb99999a0000000.
    let w = word(0x04, 2, 0, 0) | 3 << 20 | 2 << 23;
    assert_eq!(text(w), "F2F.F64.F32 R2, R0;");
    let mut r = Rig::new(0);
    r.set(0, &[0x3dcc_cccd]);
    r.run(w, 1).unwrap();
    assert_eq!(get64(&r, 2).to_bits(), 0x3fb9_9999_a000_0000);
}

#[test]
fn f2f_rounds_to_integral_values() {
    // F2F.F64.F64.<mode> R2, R4 (bit 7), modes in bits 49-50.
    let w = word(0x04, 2, 0, 4) | 3 << 20 | 3 << 23 | 1 << 7;
    assert_eq!(text(w | 1 << 49), "F2F.F64.F64.FLOOR R2, R4;");
    let mut r = Rig::new(0);
    for (mode, x, want) in [
        (0u64, 2.5, 2.0), // ROUND: ties to even
        (0, 3.5, 4.0),
        (1, -2.5, -3.0), // FLOOR
        (2, -2.5, -2.0), // CEIL
        (3, -2.7, -2.0), // TRUNC
    ] {
        set64(&mut r, 4, x);
        r.run(w | mode << 49, 1).unwrap();
        assert_eq!(get64(&r, 2), want, "mode {mode} of {x}");
    }
    // F32: F2F.F32.F32.TRUNC of 2.75 is 2; with .FTZ (bit 55) a denormal source becomes +0.
    let w = word(0x04, 0, 0, 1) | 2 << 20 | 2 << 23 | 1 << 7 | 3 << 49;
    r.set(1, &[2.75f32.to_bits()]);
    r.run(w, 1).unwrap();
    assert_eq!(r.get(0, 1), [2.0f32.to_bits()]);
    r.set(1, &[1]);
    r.run(w | 1 << 55, 1).unwrap();
    assert_eq!(r.get(0, 1), [0]);
}

#[test]
fn integers_to_and_from_doubles() {
    // I2F.F64.S32 R2, R0: opcode 0x06, F64 destination (3 at 20), S32 source (2 at 23, signed bit 9).
    let w = word(0x06, 2, 0, 0) | 3 << 20 | 2 << 23 | 1 << 9;
    assert_eq!(text(w), "I2F.F64.S32 R2, R0;");
    let mut r = Rig::new(0);
    r.set(0, &[-7i32 as u32]);
    r.run(w, 1).unwrap();
    assert_eq!(get64(&r, 2), -7.0);
    r.set(0, &[u32::MAX]);
    r.run(w & !(1 << 9), 1).unwrap(); // I2F.F64.U32
    assert_eq!(get64(&r, 2), 4_294_967_295.0);
    // F2I.S32.F64 R0, R2: opcode 0x05, S32 destination (2 at 20, signed bit 7), F64 source (3 at 23).
    let w = word(0x05, 0, 0, 2) | 2 << 20 | 1 << 7 | 3 << 23;
    assert_eq!(text(w), "F2I.S32.F64 R0, R2;");
    for (mode, x, want) in [
        (0u64, -2.5, -2i32 as u32), // nearest even
        (3, 2.9, 2),                // TRUNC
        (0, 1e10, i32::MAX as u32), // saturates
    ] {
        set64(&mut r, 2, x);
        r.run(w | mode << 49, 1).unwrap();
        assert_eq!(r.get(0, 1), [want], "{x}");
    }
    // F2I.U32.F64.TRUNC of -1.5 saturates to 0.
    set64(&mut r, 2, -1.5);
    r.run((w & !(1 << 7)) | 3 << 49, 1).unwrap();
    assert_eq!(r.get(0, 1), [0]);
}

/// I2I to a 64-bit integer is refused (the machine writes 32 bits there): never a silent wrong answer.
/// I2F from a 64-bit integer reads the register pair (tests_float has its rounding); the 32-bit forms
/// run.
#[test]
fn sixty_four_bit_integer_conversions() {
    // I2F.F32.U64 R0, R2 (F32 destination: 2 at 20; U64 source: 3 at 23), I2I.U64.U32 R0, R2.
    let i2f = word(0x06, 0, 0, 2) | 2 << 20 | 3 << 23;
    let i2i = word(0x07, 0, 0, 2) | 3 << 20 | 2 << 23;
    assert!(text(i2f).starts_with("I2F.F32.U64"), "{}", text(i2f));
    assert!(text(i2i).starts_with("I2I.U64.U32"), "{}", text(i2i));
    let mut r = Rig::new(0);
    // R2:R3 = 2^32 + 7: exactly 4294967303, which rounds to 2^32 (0x4f800000) in F32.
    r.set(2, &[7]);
    r.set(3, &[1]);
    r.run(i2f, 1).unwrap();
    assert_eq!(r.get(0, 1), [0x4f80_0000]);
    assert!(r.run(i2i, 1).is_err(), "I2I to U64 runs");
    // The 32-bit source and destination still run: 7 -> 7.0, 7 -> 7.
    r.run(word(0x06, 0, 0, 2) | 2 << 20 | 2 << 23, 1).unwrap();
    assert_eq!(r.get(0, 1), [7.0f32.to_bits()]);
    r.run(word(0x07, 0, 0, 2) | 2 << 20 | 2 << 23, 1).unwrap();
    assert_eq!(r.get(0, 1), [7]);
}
