//! Integer forms and modifiers, single instruction words against values worked out by hand: IMAD32I and
//! ISCADD32I (PTX `mad`, shift-and-add), ISAD (PTX `sad`), CSET/CSETP (Tesla's `$c` predicate formulas,
//! which Fermi's `$c` follows: envytools), PRMT's modes (PTX `prmt`'s table), `.BF` (PTX `set.f32`),
//! IADD32I's `.SAT`/`.CC`, IMAD.HI.SAT (PTX `mad.hi.sat.s32`); and the refusals of what is not pinned.

use super::rig::{run_lanes as run, word, Rig};

/// The load error of `insn` (which must not load).
fn refused(insn: &str) -> String {
    match super::load(&word(insn).to_le_bytes()) {
        Ok(_) => panic!("{insn} loaded"),
        Err(e) => e,
    }
}

#[test]
fn imad32i_multiplies_by_the_immediate_and_adds_its_destination() {
    // R0 = R1 * imm + R0: 7 * 16 + 5 = 117; -3 * 16 + 5 = -43 = 0xffffffd5.
    let mut r = Rig::new(0);
    r.set(1, &[7, 0xffff_fffd]);
    r.set(0, &[5, 5]);
    r.run(word("IMAD32I R0, R1, 0x10, R0;"), 0b11).unwrap();
    assert_eq!(r.get(0, 2), [117, 0xffff_ffd5]);
    // .HI: 0x80000000 * 4 is -2^33 signed (high word 0xfffffffe) and 2^33 unsigned (high word 2); + 1.
    for (insn, want) in [("IMAD32I.HI R0, R1, 0x4, R0;", 0xffff_ffff), ("IMAD32I.U32.U32.HI R0, R1, 0x4, R0;", 3)] {
        let mut r = Rig::new(0);
        r.set(1, &[0x8000_0000]);
        r.set(0, &[1]);
        r.run(word(insn), 1).unwrap();
        assert_eq!(r.get(0, 1), [want], "{insn}");
    }
}

#[test]
fn imad32i_cc_carries_into_iadd_x() {
    // 0xffffffff * 1 + 1 = 2^32: the low word 0 and a carry, which IADD.X RZ + RZ + carry turns into 1.
    let mut r = Rig::new(0);
    r.set(1, &[0xffff_ffff, 2]);
    r.set(0, &[1, 1]);
    r.run(word("IMAD32I.U32.U32 R0.CC, R1, 0x1, R0;"), 0b11).unwrap();
    r.run(word("IADD.X R5, RZ, RZ;"), 0b11).unwrap();
    assert_eq!(r.get(0, 2), [0, 3]);
    assert_eq!(r.get(5, 2), [1, 0]);
}

#[test]
fn iscadd32i_shifts_then_adds_the_immediate() {
    // (3 << 4) + 0x100 = 0x130; (0x10000000 << 4) wraps to 0: + 0x100.
    assert_eq!(run("ISCADD32I R0, R1, 0x100, 0x4;", &[&[3, 0x1000_0000]]), [0x130, 0x100]);
}

#[test]
fn isad_is_the_absolute_difference_plus_the_third_source() {
    // Signed: |-5 - 3| + 10 = 18. Unsigned: 0xfffffffb - 3 = 0xfffffff8, + 10 = 2 (mod 2^32).
    let srcs: &[&[u32]] = &[&[0xffff_fffb, 3], &[3, 0xffff_fffb], &[10, 10]];
    assert_eq!(run("ISAD R0, R1, R2, R3;", srcs), [18, 18]);
    assert_eq!(run("ISAD.U32 R0, R1, R2, R3;", srcs), [2, 2]);
}

/// A rig whose lanes 0-3 hold the flags (C, Z) = (1, 1), (0, 0), (1, 0), (0, 1), from IADD.CC.
fn flags_rig() -> Rig {
    let mut r = Rig::new(0);
    // 0xffffffff + 1 = 0 carry; 1 + 1 = 2; 0xffffffff + 2 = 1 carry; 0 + 0 = 0.
    r.set(1, &[0xffff_ffff, 1, 0xffff_ffff, 0]);
    r.set(2, &[1, 1, 2, 0]);
    r.run(word("IADD R4.CC, R1, R2;"), 0b1111).unwrap();
    r
}

#[test]
fn cset_tests_the_carry_and_zero_flags() {
    // Tesla's formulas: NE (lg) ~Z, EQU (eu) Z, LO (nc) ~C, HS (c) C, HI (a) C & ~Z, LS (na) Z | ~C.
    const T: u32 = u32::MAX;
    for (test, want) in [
        ("NE", [0, T, T, 0]),
        ("EQU", [T, 0, 0, T]),
        ("LO", [0, T, 0, T]),
        ("HS", [T, 0, T, 0]),
        ("HI", [0, 0, T, 0]),
        ("LS", [T, T, 0, T]),
        ("T", [T; 4]),
        ("F", [0; 4]),
    ] {
        let mut r = flags_rig();
        r.run(word(&format!("CSET.{test}.AND R0, CC, pt;")), 0b1111).unwrap();
        assert_eq!(r.get(0, 4), want, "CSET.{test}");
    }
    // .BF writes 1.0; OR with P1 (true in lanes 1 and 3) sets those lanes as well.
    let mut r = flags_rig();
    r.regs.p[1] = 0b1010;
    r.run(word("CSET.BF.HI.OR R0, CC, P1;"), 0b1111).unwrap();
    assert_eq!(r.get(0, 4), [0, 0x3f80_0000, 0x3f80_0000, 0x3f80_0000]);
}

#[test]
fn csetp_writes_the_test_and_its_complement() {
    // HI: lane 2 only. P0 = HI AND PT; P1 = !HI AND PT.
    let mut r = flags_rig();
    r.run(word("CSETP.HI.AND P0, P1, CC, pt;"), 0b1111).unwrap();
    assert_eq!(r.regs.p[0] & 0xf, 0b0100);
    assert_eq!(r.regs.p[1] & 0xf, 0b1011);
    // LS AND !P2 (P2 true in lane 0): lanes 1 and 3; the complement (HI) AND !P2: lane 2.
    let mut r = flags_rig();
    r.regs.p[2] = 0b0001;
    r.run(word("CSETP.LS.AND P3, P4, CC, !P2;"), 0b1111).unwrap();
    assert_eq!(r.regs.p[3] & 0xf, 0b1010);
    assert_eq!(r.regs.p[4] & 0xf, 0b0100);
}

#[test]
fn cset_tests_of_the_sign_or_overflow_flags_are_refused() {
    for t in ["LT", "EQ", "GE", "NEU"] {
        let e = refused(&format!("CSET.{t}.AND R0, CC, pt;"));
        assert!(e.contains(&format!("test {t} is not modelled")), "{e}");
    }
    assert!(refused("CSETP.OFT.AND P0, pt, CC, pt;").contains("not model"));
}

#[test]
fn prmt_modes_follow_ptx_s_table() {
    // The pool {R3, R1}: byte k is k * 0x11. Each mode reads R2's low two bits only.
    let pool: [&[u32]; 3] = [&[0x3322_1100], &[0], &[0x7766_5544]];
    for (mode, sel, want) in [
        ("F4E", 1, 0x4433_2211), // bytes 4 3 2 1
        ("F4E", 0xffff_fff5, 0x4433_2211),
        ("B4E", 2, 0x7700_1122), // bytes 7 0 1 2
        ("RC8", 3, 0x3333_3333),
        ("ECL", 2, 0x3322_2222), // bytes 3 2 2 2
        ("ECR", 1, 0x1111_1100), // bytes 1 1 1 0
        ("RC16", 1, 0x3322_3322), // bytes 3 2 3 2
        ("RC16", 2, 0x1100_1100), // bytes 1 0 1 0
    ] {
        let srcs: [&[u32]; 3] = [pool[0], &[sel], pool[2]];
        assert_eq!(run(&format!("PRMT.{mode} R0, R1, R2, R3;"), &srcs), [want], "{mode} {sel:#x}");
    }
}

#[test]
fn iset_bf_writes_one_point_zero() {
    // 1 < 2: 1.0; 2 < 1: 0.0.
    assert_eq!(run("ISET.LT.BF.AND R0, R1, R2, pt;", &[&[1, 2], &[2, 1]]), [0x3f80_0000, 0]);
    // PSET: (P1 AND pt) AND pt, P1 true in lane 0 only.
    let mut r = Rig::new(0);
    r.regs.p[1] = 0b01;
    r.run(word("PSET.BF.AND.AND R0, pt, pt, P1;"), 0b11).unwrap();
    assert_eq!(r.get(0, 2), [0x3f80_0000, 0]);
}

#[test]
fn iset_x_compares_64_bit_values_into_a_register() {
    // (hi, lo): a = (0, 5) < b = (0, 7); a = (1, 0) > b = (0, 0xffffffff). The low words compare with
    // IADD RZ.CC, lo_a, -lo_b (carry: no borrow; zero: equal), the high words with ISET.X.
    let mut r = Rig::new(0);
    r.set(1, &[5, 0]);
    r.set(2, &[0, 1]);
    r.set(3, &[7, 0xffff_ffff]);
    r.set(4, &[0, 0]);
    r.run(word("IADD RZ.CC, R1, -R3;"), 0b11).unwrap();
    r.run(word("ISET.LT.U32.X.AND R0, R2, R4, pt;"), 0b11).unwrap();
    assert_eq!(r.get(0, 2), [u32::MAX, 0]);
}

#[test]
fn iadd32i_saturates_and_carries() {
    // 0x7fffffff + 1 saturates to 0x7fffffff; -0x80000000 + (-1) to -0x80000000.
    assert_eq!(run("IADD32I.SAT R0, R1, 0x1;", &[&[0x7fff_ffff, 5]]), [0x7fff_ffff, 6]);
    assert_eq!(run("IADD32I.SAT R0, R1, -0x1;", &[&[0x8000_0000]]), [0x8000_0000]);
    let mut r = Rig::new(0);
    r.set(1, &[0xffff_ffff, 7]);
    r.run(word("IADD32I R0.CC, R1, 0x1;"), 0b11).unwrap();
    r.run(word("IADD.X R5, RZ, RZ;"), 0b11).unwrap();
    assert_eq!(r.get(0, 2), [0, 8]);
    assert_eq!(r.get(5, 2), [1, 0]);
}

#[test]
fn imad_hi_sat_clamps_the_signed_sum() {
    // 0x7fffffff^2 = 0x3fffffff_00000001: high word 0x3fffffff, + 0x7fffffff = 0xbffffffe > 2^31 - 1.
    // -2^31 * 1: high word -1, + (-2^31) = -2^31 - 1 < -2^31. 2 * 3: high 0, + 4 = 4.
    let srcs: &[&[u32]] = &[&[0x7fff_ffff, 0x8000_0000, 2], &[0x7fff_ffff, 1, 3], &[0x7fff_ffff, 0x8000_0000, 4]];
    assert_eq!(run("IMAD.HI.SAT R0, R1, R2, R3;", srcs), [0x7fff_ffff, 0x8000_0000, 4]);
    assert!(refused("IMAD.U32.U32.SAT R0, R1, R2, R3;").contains("mad.hi.sat.s32"));
}

#[test]
fn unpinned_integer_modifiers_are_refused() {
    // .CC of operations other than additions and multiplies.
    for insn in ["SHL R0.CC, R1, R2;", "LOP.AND R0.CC, R1, R2;", "ISAD R0.CC, R1, R2, R3;"] {
        assert!(refused(insn).contains(".CC is not modelled"), "{insn}");
    }
    // Tags that say "not modelled": LOP/SHL/SHR .X, .BREV, IMNMX's extended modes, unsigned and NaN
    // comparisons of integers, MOV's lane mask, P2R/R2P .HI.
    for insn in [
        "LOP.AND.X R0, R1, R2;",
        "SHL.X R0, R1, R2;",
        "SHR.U32.BREV R0, R1, R2;",
        "ISETP.LTU.AND P0, pt, R1, R2, pt;",
        "ICMP.NAN R0, R1, R2, R3;",
        "MOV R0, R1, 0x3;",
        "P2R.HI R5, PR, RZ, 0x7f;",
    ] {
        assert!(refused(insn).contains("not model"), "{insn}");
    }
    assert!(refused("P2R R5, PR, R3, 0x7f;").contains("P2R with a source register"));
    // Both negation bits of an addition (envytools: `addpo`).
    assert!(refused("IADD R0, -R1, -R2;").contains("addpo"));
    assert!(refused("IMAD R0, -R1, R2, -R3;").contains("addpo"));
}
