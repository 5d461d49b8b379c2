//! P2R and R2P: the predicates and the condition code through a register (exec/flags.rs).

use super::rig::{bits, Rig};

#[test]
fn a_carry_chain_saved_with_p2r_resumes_after_another_chain() {
    // Two 64-bit additions whose low halves interleave, as bio-dimsum's drand48 code does: the first
    // chain's carry is saved (its words, 0x3000c3c003f6dc04 = P2R R27, PR, RZ, 0xf000), the second
    // chain's `.CC` overwrites the condition code, R2P (0x3400c3c001b01c04 = R2P R27, 0xf000) brings the
    // first carry back for its high half.
    let mut r = Rig::new(0x100);
    let a: [u64; 4] = [0xffff_ffff, 0x1_8000_0000, 0x2_0000_0005, 0xffff_ffff_ffff_ffff];
    let b: [u64; 4] = [0x1, 0x8000_0000, 0x3_0000_0001, 0x1];
    r.set(0, &a.map(|x| x as u32));
    r.set(1, &a.map(|x| (x >> 32) as u32));
    r.set(2, &b.map(|x| x as u32));
    r.set(3, &b.map(|x| (x >> 32) as u32));
    // The other chain adds 1 + 0xffffffff (a carry in every lane), then 0xffffffff + 0 (none).
    r.set(6, &[0xffff_ffff; 4]);
    r.set(7, &[1; 4]);
    for (w, text) in [
        (bits("IADD R4.CC, R0, R2;"), "IADD R4.CC, R0, R2"),
        (0x3000c3c003f6dc04, "P2R R27, PR, RZ, 0xf000"),
        (bits("IADD R8.CC, R7, R6;"), "IADD R8.CC, R7, R6"),
        (bits("IADD R8.CC, R6, RZ;"), "IADD R8.CC, R6, RZ"),
        (0x3400c3c001b01c04, "R2P R27, 0xf000"),
        (bits("IADD.X R5, R1, R3;"), "IADD.X R5, R1, R3"),
    ] {
        r.run(w, 0b1111).unwrap_or_else(|e| panic!("{text}: {e}"));
    }
    for l in 0..4 {
        let got = r.get(4, 4)[l] as u64 | (r.get(5, 4)[l] as u64) << 32;
        assert_eq!(got, a[l].wrapping_add(b[l]), "lane {l}");
    }
    // The saved word holds the carry at bit 14 and the zero flag at bit 12: the low sums of lanes 0, 1
    // and 3 carried and were 0; lane 2's did neither.
    assert_eq!(r.get(27, 4), [0x5000, 0x5000, 0, 0x5000]);
}

#[test]
fn predicates_go_to_bits_0_to_6_and_come_back_under_the_mask() {
    let mut r = Rig::new(0x100);
    // Lane l has P_i set when bit i of (l + 0x35) is.
    for i in 0..7 {
        r.regs.p[i] = (0..4).fold(0, |m, l| m | (((l + 0x35) >> i) & 1) << l);
    }
    r.run(bits("P2R R5, PR, RZ, 0x7f;"), 0b1111).unwrap();
    assert_eq!(r.get(5, 4), [0x35, 0x36, 0x37, 0x38]);
    r.run(bits("P2R R6, PR, RZ, 0x3;"), 0b1111).unwrap();
    assert_eq!(r.get(6, 4), [0x1, 0x2, 0x3, 0x0]);
    // R2P writes only the masked predicates of the active lanes (0 and 2): P0 and P1 from 0b10, the
    // others untouched; PT stays true. Before: P0 = 0b0101, P1 = 0b0110, P2 = 0b0111.
    r.set(7, &[0xffff_fffe; 4]);
    r.run(bits("R2P R7, 0x83;"), 0b0101).unwrap();
    assert_eq!(r.regs.p[0] & 0b1111, 0b0000, "P0 cleared in lanes 0 and 2");
    assert_eq!(r.regs.p[1] & 0b1111, 0b0111, "P1 set in lanes 0 and 2");
    assert_eq!(r.regs.p[2] & 0b1111, 0b0111, "P2 as it was");
    assert_eq!(r.regs.p[7], u32::MAX);
}

#[test]
fn the_high_half_variant_is_refused() {
    let Err(err) = super::load(&bits("P2R.HI R5, PR, RZ, 0x7f;").to_le_bytes()) else { panic!("P2R.HI loaded") };
    assert!(err.contains("not model"), "{err}");
}
