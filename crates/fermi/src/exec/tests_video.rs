//! Video forms and modifiers, single instruction words against values worked out by hand from the PTX
//! ISA's video instructions: scalar (`vabsdiff`, `vset`, `vmad`, VSETP, the merges into a part of source
//! 3 with the part's saturation) and packed (`vadd4`, `vsub4`, `vavrg4`, `vmax4`, `vabsdiff4`, `vset4`,
//! `vadd2`, `vabsdiff2`: masks, `.add`); and the refusals of what is not pinned.

use super::rig::{bits, text, Rig};

fn word(insn: &str) -> u64 {
    let w = bits(insn);
    assert_eq!(text(w), insn, "{w:016x}");
    w
}

/// Runs `insn` on lane 0 with R1, R2, R3 from `srcs`; returns R0.
fn run(insn: &str, srcs: [u32; 3]) -> u32 {
    let mut r = Rig::new(0);
    for (i, v) in srcs.into_iter().enumerate() {
        r.set(i + 1, &[v]);
    }
    r.run(word(insn), 1).unwrap_or_else(|e| panic!("{insn}: {e}"));
    r.get(0, 1)[0]
}

fn refused(insn: &str) -> String {
    match super::load(&word(insn).to_le_bytes()) {
        Ok(_) => panic!("{insn} loaded"),
        Err(e) => e,
    }
}

#[test]
fn vabsdiff_reads_parts_by_their_sign() {
    // R1.B1 = 0x10, R2.B2 = 0xf0: unsigned |16 - 240| = 224, signed |16 - (-16)| = 32; + 100.
    let s = [0x0000_1000, 0x00f0_0000, 100];
    assert_eq!(run("VABSDIFF.UD.U8.U8.ACC R0, R1.B1, R2.B2, R3;", s), 324);
    assert_eq!(run("VABSDIFF.UD.S8.S8.ACC R0, R1.B1, R2.B2, R3;", s), 132);
}

#[test]
fn a_merge_saturates_to_its_part_and_keeps_the_rest_of_source_3() {
    // |1000 - 0| = 1000 = 0x3e8: into byte 0 of 0x12345678 as 0xe8, or saturated to 0xff.
    let s = [1000, 0, 0x1234_5678];
    assert_eq!(run("VABSDIFF.UD.U32.U32 R0.B0, R1, R2, R3;", s), 0x1234_56e8);
    assert_eq!(run("VABSDIFF.UD.U32.U32.SAT R0.B0, R1, R2, R3;", s), 0x1234_56ff);
    // Signed into the high half: 100000 saturates to 0x7fff; 30000 + 30000 = 60000 as well (low half).
    assert_eq!(run("VABSDIFF.SAT R0.H1, R1, R2, R3;", [0, 100_000, 0x1234_5678]), 0x7fff_5678);
    assert_eq!(run("VADD.SAT R0.H0, R1, R2, R3;", [30000, 30000, 0xdead_beef]), 0xdead_7fff);
    // Unsigned into byte 2: 200 + 100 = 300 saturates to 255; -5 + 2 saturates to 0 (signed source).
    assert_eq!(run("VADD.UD.U32.U32.SAT R0.B2, R1, R2, R3;", [200, 100, 0]), 0x00ff_0000);
    assert_eq!(run("VADD.UD.SAT R0.B2, R1, R2, R3;", [0xffff_fffb, 2, 0xffff_ffff]), 0xff00_ffff);
}

#[test]
fn vset_compares_parts_and_its_result_is_unsigned() {
    // 0xff is 255 unsigned, -1 signed: below 1 only when signed.
    assert_eq!(run("VSET.LT.U8.U8 R0, R1, R2, R3;", [0xff, 1, 0]), 0);
    assert_eq!(run("VSET.LT.S8.S8 R0, R1, R2, R3;", [0xff, 1, 0]), 1);
    // R1.B1 = 5 < 7: 1, + 10.
    assert_eq!(run("VSET.LT.U8.U8.ACC R0, R1.B1, R2, R3;", [0x0500, 7, 10]), 11);
    // Source 3 is unsigned: min(1, 0xffffffff) = 1.
    assert_eq!(run("VSET.NE.MIN R0, R1, R2, R3;", [1, 2, 0xffff_ffff]), 1);
    // 5 >= 5 into byte 2.
    assert_eq!(run("VSET.GE R0.B2, R1, R2, R3;", [5, 5, 0xaabb_ccdd]), 0xaa01_ccdd);
}

#[test]
fn vsetp_writes_the_comparison_and_its_complement() {
    // R1.B3 = 0x80: 128 unsigned (not below 127), -128 signed (below).
    for (insn, p0) in [("VSETP.LT.U8.U8.AND P0, P1, R1.B3, R2, pt;", 0), ("VSETP.LT.S8.S8.AND P0, P1, R1.B3, R2, pt;", 1)] {
        let mut r = Rig::new(0);
        r.set(1, &[0x8000_0000]);
        r.set(2, &[0x7f]);
        r.run(word(insn), 1).unwrap();
        assert_eq!((r.regs.p[0] & 1, r.regs.p[1] & 1), (p0, 1 - p0), "{insn}");
    }
}

#[test]
fn vmad_is_exact_then_shifted_and_saturated() {
    // 255 * 255 + 5 = 65030.
    assert_eq!(run("VMAD.U8.U8 R0, R1.B1, R2, R3;", [0xff00, 0xff, 5]), 65030);
    // (256 * 3 + 128) >> 7 = 896 >> 7 = 7.
    assert_eq!(run("VMAD.U16.U16.SHR_7 R0, R1.H1, R2, R3;", [0x0100_0000, 3, 128]), 7);
    // -32768 * 1 >> 15 = -1 when signed; 32768 >> 15 = 1 when not.
    assert_eq!(run("VMAD.S16.S16.SHR_15 R0, R1, R2, R3;", [0x8000, 1, 0]), 0xffff_ffff);
    assert_eq!(run("VMAD.U16.U16.SHR_15 R0, R1, R2, R3;", [0x8000, 1, 0]), 1);
    // 2^16 * 2^16 = 2^32: its low word 0, or 2^31 - 1 saturated (signed words).
    assert_eq!(run("VMAD R0, R1, R2, R3;", [0x1_0000, 0x1_0000, 0]), 0);
    assert_eq!(run("VMAD.SAT R0, R1, R2, R3;", [0x1_0000, 0x1_0000, 0]), 0x7fff_ffff);
}

#[test]
fn packed_adds_saturate_each_lane() {
    // Lanes (low first) 0x80+1, 0x7f+1, 0xff+1, 0x01+1.
    let s = [0x01ff_7f80, 0x0101_0101, 0];
    assert_eq!(run("VADD4.UD.U8.U8 R0, R1, R2, R3;", s), 0x0200_8081);
    assert_eq!(run("VADD4.UD.U8.U8.SAT R0, R1, R2, R3;", s), 0x02ff_8081);
    // Signed: -128+1 = -127, 127+1 = 128 -> 127, -1+1 = 0, 2.
    assert_eq!(run("VADD4.S8.S8.SAT R0, R1, R2, R3;", s), 0x0200_7f81);
    // 5 - 7, 5 - 6 clamp at 0; 5 - 2 = 3; 5 - 1 = 4.
    assert_eq!(run("VADD4.UD.U8.U8.SAT R0, R1, -R2, R3;", [0x0505_0505, 0x0102_0607, 0]), 0x0403_0000);
    // Two halves: 1 + 1; 0xffff + 1 = 0x10000 -> 0xffff.
    assert_eq!(run("VADD2.UD.U16.U16.SAT R0, R1, R2, R3;", [0xffff_0001, 0x0001_0001, 0]), 0xffff_0002);
}

#[test]
fn packed_masks_keep_source_3_in_the_other_lanes_and_acc_sums_the_named_ones() {
    // Every lane 1 + 1 = 2; lanes 0 and 2 written.
    assert_eq!(run("VADD4.UD.U8.U8 R0.B20, R1, R2, R3;", [0x0101_0101, 0x0101_0101, 0xaabb_ccdd]), 0xaa02_cc02);
    // High half written: 0xffff + 1 wraps to 0 in the lane.
    assert_eq!(run("VADD2.UD.U16.U16 R0.H1, R1, R2, R3;", [0xffff_0001, 0x0001_0001, 0x1234_5678]), 0x0000_5678);
    // .ACC: 1000 + 0x14 + 0x13 + 0x12 + 0x11 = 1074; lanes 0 and 1 only: 1000 + 20 + 19 = 1039.
    let s = [0x0102_0304, 0x1010_1010, 1000];
    assert_eq!(run("VADD4.UD.U8.U8.ACC R0, R1, R2, R3;", s), 1074);
    assert_eq!(run("VADD4.UD.U8.U8.ACC R0.B10, R1, R2, R3;", s), 1039);
}

#[test]
fn packed_averages_minima_differences_and_comparisons() {
    // (3+0+1)>>1 = 2, (2+1)>>1 = 1, (1+1)>>1 = 1, 0.
    assert_eq!(run("VAVRG4.UD.U8.U8 R0, R1, R2, R3;", [0x0001_0203, 0, 0]), 0x0001_0102);
    // Signed -3 + 0 < 0: -3 >> 1 = -2 (0xfe).
    assert_eq!(run("VAVRG4.S8.S8 R0, R1, R2, R3;", [0xfd, 0, 0]), 0xfe);
    // Maximum unsigned, minimum signed of 0x80/0x7f, 0x01/0x02, 0xff/0x01, 0/0.
    let s = [0x8001_ff00, 0x7f02_0100, 0];
    assert_eq!(run("VMNMX4.UD.U8.U8.MX R0, R1, R2, R3;", s), 0x8002_ff00);
    assert_eq!(run("VMNMX4.S8.S8 R0, R1, R2, R3;", s), 0x8001_ff00);
    // |-128 - 127| = 255: 0xff unsaturated or unsigned, 0x7f saturated signed.
    assert_eq!(run("VABSDIFF4.UD.U8.U8 R0, R1, R2, R3;", [0x1020_3040, 0x2010_4030, 0]), 0x1010_1010);
    assert_eq!(run("VABSDIFF4.S8.S8 R0, R1, R2, R3;", [0x80, 0x7f, 0]), 0xff);
    assert_eq!(run("VABSDIFF4.S8.S8.SAT R0, R1, R2, R3;", [0x80, 0x7f, 0]), 0x7f);
    // Halves: |5 - (-5)| = 10, |-32768 - 32767| = 65535.
    assert_eq!(run("VABSDIFF2.UD.S16.S16 R0, R1, R2, R3;", [0x8000_0005, 0x7fff_fffb, 0]), 0xffff_000a);
    // Lanes 0 < 1, 5 < 5, 0x80 < 0x7f (only signed), 1 < 2.
    let s = [0x0180_0500, 0x027f_0501, 10];
    assert_eq!(run("VSET4.LT.U8.U8 R0, R1, R2, R3;", s), 0x0100_0001);
    assert_eq!(run("VSET4.LT.S8.S8 R0, R1, R2, R3;", s), 0x0101_0001);
    assert_eq!(run("VSET4.LT.U8.U8.ACC R0, R1, R2, R3;", s), 12);
}

#[test]
fn unpinned_video_variants_are_refused() {
    assert!(refused("VADD R0, -R1, -R2, R3;").contains("vaddpo"));
    assert!(refused("VMAD R0, -R1, R2, R3;").contains("VMAD with a negation"));
    assert!(refused("VADD.UD.U32.U32.ACC R0.CC, R1, R2, R3;").contains(".CC is not modelled"));
    assert!(refused("VADD4.UD.U8.U8 R0, R1, 0x5, R3;").contains("immediate"));
    assert!(refused("VADD4.UD.U8.U8.SAT.ACC R0, R1, R2, R3;").contains(".SAT and .ACC"));
    for insn in ["VADD4.UD.U8.U8.SIMD_MIN R0, R1, R2, R3;", "VADD4.UD.U8.U8 R0, R1.B1023, R2, R3;", "VADD4.UD.U8.U8 R0.CC, R1, R2, R3;"] {
        assert!(refused(insn).contains("not model"), "{insn}");
    }
    assert!(refused("VSHL4.UD.U8.W R0, R1, R2, R3;").contains("packed video shifts"));
}

#[test]
fn shifts_and_minima_merge_into_a_part_as_well() {
    // 4096 >> 4 = 256: into byte 0 as 0x00, or saturated to the signed byte's 127.
    assert_eq!(run("VSHR R0.B0, R1, R2, R3;", [4096, 4, 0xffff_ffff]), 0xffff_ff00);
    assert_eq!(run("VSHR.SAT R0.B0, R1, R2, R3;", [4096, 4, 0]), 0x7f);
    // max(-5, 3) = 3 into the low half.
    assert_eq!(run("VMNMX.MX R0.H0, R1, R2, R3;", [0xffff_fffb, 3, 0xabcd_1234]), 0xabcd_0003);
}

#[test]
fn vsetp_combines_with_a_negated_predicate() {
    // Lane 0: 4 == 5 false, !P2 true: P0 = true, P1 = true. Lane 1: 5 == 5, !P2 false: P0 true, P1 false.
    let mut r = Rig::new(0);
    r.set(1, &[4, 5]);
    r.set(2, &[5, 5]);
    r.regs.p[2] = 0b10;
    r.run(word("VSETP.EQ.OR P0, P1, R1, R2, !P2;"), 0b11).unwrap();
    assert_eq!((r.regs.p[0] & 3, r.regs.p[1] & 3), (0b11, 0b01));
}

#[test]
fn a_video_immediate_runs_within_its_byte_type() {
    // 0x10 + 0x7f; 0x10 + 0xff unsigned byte.
    assert_eq!(run("VADD.UD.U32.U8 R0, R1, 0x7f, R3;", [0x10, 0, 0]), 0x8f);
    assert_eq!(run("VADD.UD.U32.U8 R0, R1, 0xff, R3;", [0x10, 0, 0]), 0x10f);
    assert!(refused("VADD.UD.U32.U8 R0, R1, 0x100, R3;").contains("video immediate"));
    assert!(refused("VADD.UD.U32.S8 R0, R1, 0x80, R3;").contains("video immediate"));
}
