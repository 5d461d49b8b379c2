//! The 32-bit short forms (`_N`) run as their long forms: each short word and its long twin on the
//! same inputs give the same result, and at least one value worked out by hand (IEEE 754 for floats,
//! two's complement for integers, Tesla's `$c` formulas for CSETP).

use super::rig::{run_lanes as run, word, Rig};

/// The short and the long form give the same R0; returns it.
fn same(short: &str, long: &str, srcs: &[&[u32]]) -> Vec<u32> {
    assert!(word(short) >> 32 == 0 && word(short) & 8 != 0, "{short}: a 4-byte word");
    let (a, b) = (run(short, srcs), run(long, srcs));
    assert_eq!(a, b, "{short} against {long}");
    a
}

/// P0 after `insn` on four lanes with R1, R2 from `srcs` and P1, P2 and the flags as given.
fn pred(insn: &str, srcs: &[&[u32]], p1: u32, p2: u32, cc: (u32, u32)) -> u32 {
    let mut r = Rig::new(0);
    for (i, vs) in srcs.iter().enumerate() {
        r.set(i + 1, vs);
    }
    (r.regs.p[1], r.regs.p[2], r.regs.cc, r.regs.ccz) = (p1, p2, cc.0, cc.1);
    r.regs.p[0] = 0xa5a5_a5a5;
    r.run(word(insn), 0b1111).unwrap_or_else(|e| panic!("{insn}: {e}"));
    r.regs.p[0] & 0xf
}

/// The load error of `insn` (which must not load).
fn refused(insn: &str) -> String {
    match super::load(&(word(insn) as u32).to_le_bytes()) {
        Ok(_) => panic!("{insn} loaded"),
        Err(e) => e,
    }
}

const F1_5: u32 = 0x3fc0_0000;
const F2_25: u32 = 0x4010_0000;
const F0_5: u32 = 0x3f00_0000;

#[test]
fn fadd_n_fmul_n_ffma_n() {
    // 1.5 + 2.25 = 3.75; -1.5 + 2.25 = 0.75; 1.5 * 2.25 = 3.375; 1.5 * 2.25 + 0.5 = 3.875;
    // -(1.5 * 2.25) + 0.5 = -2.875 (all exact).
    assert_eq!(same("FADD_N R0, R1, R2;", "FADD R0, R1, R2;", &[&[F1_5], &[F2_25]]), [0x4070_0000]);
    assert_eq!(same("FADD_N R0, -R1, R2;", "FADD R0, -R1, R2;", &[&[F1_5], &[F2_25]]), [0x3f40_0000]);
    assert_eq!(same("FMUL_N R0, R1, R2;", "FMUL R0, R1, R2;", &[&[F1_5], &[F2_25]]), [0x4058_0000]);
    let s: &[&[u32]] = &[&[F1_5], &[F2_25], &[F0_5]];
    assert_eq!(same("FFMA_N R0, R1, R2, R3;", "FFMA R0, R1, R2, R3;", s), [0x4078_0000]);
    assert_eq!(same("FFMA_N R0, -R1, R2, R3;", "FFMA R0, R1, -R2, R3;", s), [0xc038_0000]);
}

#[test]
fn isetp_n_and_fsetp_n_write_the_comparison() {
    // Signed: -1 < 1 (lane 0), 5 < 3 no, 3 < 3 no, 0x80000000 < 0 (lane 3).
    let s: &[&[u32]] = &[&[u32::MAX, 5, 3, 0x8000_0000], &[1, 3, 3, 0]];
    let p = pred("ISETP_N.LT P0, R1, R2;", s, 0, 0, (0, 0));
    assert_eq!(p, 0b1001);
    assert_eq!(p, pred("ISETP.LT.AND P0, pt, R1, R2, pt;", s, 0, 0, (0, 0)));
    // Against an immediate: R1 > -3 (signed 8 bits; the long form's 20 bits print unsigned):
    // -1, 5, 3 yes, 0x80000000 no.
    let p = pred("ISETP_N.GT P0, R1, -0x3;", s, 0, 0, (0, 0));
    assert_eq!(p, 0b0111);
    assert_eq!(p, pred("ISETP.GT.AND P0, pt, R1, 0xffffd, pt;", s, 0, 0, (0, 0)));
    // 1.5 < 2.25, 2.25 < 1.5 no, NaN < 1.5 no (ordered), NaN LTU 1.5 yes.
    let nan = 0x7fc0_0000;
    let f: &[&[u32]] = &[&[F1_5, F2_25, nan, F1_5], &[F2_25, F1_5, F1_5, F1_5]];
    let p = pred("FSETP_N.LT P0, R1, R2;", f, 0, 0, (0, 0));
    assert_eq!(p, 0b0001);
    assert_eq!(p, pred("FSETP.LT.AND P0, pt, R1, R2, pt;", f, 0, 0, (0, 0)));
    let p = pred("FSETP_N.LTU P0, R1, R2;", f, 0, 0, (0, 0));
    assert_eq!(p, 0b0101);
    assert_eq!(p, pred("FSETP.LTU.AND P0, pt, R1, R2, pt;", f, 0, 0, (0, 0)));
}

#[test]
fn imul_n_and_imad_n() {
    // -3 * 7 = -21; 0x10000 * 0x10000 = 2^32: low word 0. 3 * 4 + 5 = 17.
    let s: &[&[u32]] = &[&[0xffff_fffd, 0x1_0000], &[7, 0x1_0000]];
    assert_eq!(same("IMUL_N.S32.S32 R0, R1, R2;", "IMUL R0, R1, R2;", s), [0xffff_ffeb, 0]);
    assert_eq!(same("IMUL_N.U32.U32 R0, R1, R2;", "IMUL.U32.U32 R0, R1, R2;", s), [0xffff_ffeb, 0]);
    assert_eq!(same("IMUL_N.S32.S32 R0, R1, -0x2;", "IMUL R0, R1, 0xffffe;", s), [6, 0xfffe_0000]);
    let m: &[&[u32]] = &[&[3, 0xffff_ffff], &[4, 2], &[5, 5]];
    assert_eq!(same("IMAD_N.U32.U32 R0, R1, R2, R3;", "IMAD.U32.U32 R0, R1, R2, R3;", m), [17, 3]);
    assert_eq!(same("IMAD_N.S32.S32 R0, R1, R2, R3;", "IMAD R0, R1, R2, R3;", m), [17, 3]);
}

#[test]
fn conversions_n() {
    // -2 as a float: -2.0; 0xffffffff unsigned: 2^32 - 1 rounds to nearest 2^32 (0x4f800000), toward
    // zero 0x4f7fffff (4294967040).
    let s: &[&[u32]] = &[&[0xffff_fffe, 0xffff_ffff]];
    assert_eq!(same("I2F_N.F32.S32 R0, R1;", "I2F.F32.S32 R0, R1;", s)[0], 0xc000_0000);
    assert_eq!(same("I2F_N.F32.U32 R0, R1;", "I2F.F32.U32 R0, R1;", s)[1], 0x4f80_0000);
    assert_eq!(same("I2F_N.F32.U32.RZ R0, R1;", "I2F.F32.U32.RZ R0, R1;", s)[1], 0x4f7f_ffff);
    // -2.75: truncated -2, floor -3; 2.75 floor 2.
    let f: &[&[u32]] = &[&[0xc030_0000, 0x4030_0000]];
    assert_eq!(same("F2I_N.S32.F32.TRUNC R0, R1;", "F2I.S32.F32.TRUNC R0, R1;", f), [0xffff_fffe, 2]);
    assert_eq!(same("F2I_N.S32.F32.FLOOR R0, R1;", "F2I.S32.F32.FLOOR R0, R1;", f), [0xffff_fffd, 2]);
    // F32 to F32 rounded to an integral value: floor(-2.75) = -3.0, floor(2.75) = 2.0.
    assert_eq!(
        same("F2F_N.F32.F32.FLOOR R0, R1;", "F2F.F32.F32.FLOOR R0, R1;", f),
        [0xc040_0000, 0x4000_0000]
    );
    // A copy, negated: 2.75 -> -2.75.
    assert_eq!(same("F2F_N.PASS R0, -R1;", "F2F.PASS R0, -R1;", f)[1], 0xc030_0000);
    // I2I: the low half 0x8000 signed is -32768; unsigned 0x8000.
    let i: &[&[u32]] = &[&[0x0001_8000]];
    assert_eq!(same("I2I_N.S32.S16 R0, R1;", "I2I.S32.S16 R0, R1;", i), [0xffff_8000]);
    assert_eq!(same("I2I_N.U32.U16 R0, R1;", "I2I.U32.U16 R0, R1;", i), [0x8000]);
}

#[test]
fn mufu_n() {
    // 1 / 2.0 = 0.5, exact; |-2.0| first gives the same.
    let s: &[&[u32]] = &[&[0x4000_0000, 0xc000_0000]];
    assert_eq!(same("MUFU_N.RCP R0, R1;", "MUFU.RCP R0, R1;", s), [F0_5, 0xbf00_0000]);
    assert_eq!(same("MUFU_N.RCP R0, |R1|;", "MUFU.RCP R0, |R1|;", s), [F0_5, F0_5]);
}

#[test]
fn psetp_n_and_csetp_n() {
    // P1 = 0b0011, P2 = 0b0101: OR 0b0111, XOR 0b0110, !P1 AND P2 0b0100. The long form prints its
    // sources 3, 2, 1: (P1 op P2) AND pt.
    let (p1, p2) = (0b0011, 0b0101);
    let p = pred("PSETP_N.OR P0, P1, P2;", &[], p1, p2, (0, 0));
    assert_eq!(p, 0b0111);
    assert_eq!(p, pred("PSETP.OR.AND P0, pt, pt, P2, P1;", &[], p1, p2, (0, 0)));
    let p = pred("PSETP_N.XOR P0, P1, P2;", &[], p1, p2, (0, 0));
    assert_eq!(p, 0b0110);
    assert_eq!(p, pred("PSETP.XOR.AND P0, pt, pt, P2, P1;", &[], p1, p2, (0, 0)));
    let p = pred("PSETP_N.AND P0, !P1, P2;", &[], p1, p2, (0, 0));
    assert_eq!(p, 0b0100);
    assert_eq!(p, pred("PSETP.AND.AND P0, pt, pt, P2, !P1;", &[], p1, p2, (0, 0)));
    // HI = C & !Z: C in lanes 2, 3, Z in lanes 1, 3: lane 2. LS = !C | Z: lanes 0, 1, 3.
    let cc = (0b1100, 0b1010);
    let p = pred("CSETP_N.HI P0, CC;", &[], 0, 0, cc);
    assert_eq!(p, 0b0100);
    assert_eq!(p, pred("CSETP.HI.AND P0, pt, CC, pt;", &[], 0, 0, cc));
    let p = pred("CSETP_N.LS P0, CC;", &[], 0, 0, cc);
    assert_eq!(p, 0b1011);
    assert_eq!(p, pred("CSETP.LS.AND P0, pt, CC, pt;", &[], 0, 0, cc));
}

#[test]
fn short_modifiers_the_long_forms_refuse_stay_refused() {
    // The long forms' `.CC` of a conversion, I2I's `|x|`, CSETP's overflow test, MUFU's double seeds.
    for (insn, why) in [
        ("I2F_N.F32.S32 R0.CC, R1;", "not model"),
        ("I2I_N.S32.S16 R0, |R1|;", "not model"),
        ("CSETP_N.OFT P0, CC;", "not model"),
        ("MUFU_N.RCP64H R0, R1;", "not documented"),
        ("VMAD_N.U32.U32 R0, R1.B0, R2.B0;", "VMAD_N"),
    ] {
        let e = refused(insn);
        assert!(e.contains(why), "{insn}: {e}");
    }
}
#[test]
fn packed_n_write_every_lane() {
    // Bytes added without carries between lanes: 0x01020304 + 0x10203040 = 0x11223344; 0xff + 2 wraps
    // to 0x01 in its byte. -R1 + R2: 5 - 1 = 4 in each byte.
    let s: &[&[u32]] = &[&[0x0102_0304, 0xff, 0x0101_0101], &[0x1020_3040, 2, 0x0505_0505]];
    let want = [0x1122_3344, 0x01, 0x0606_0606];
    assert_eq!(same("VADD4_N.U8.U8 R0, R1, R2;", "VADD4.UD.U8.U8 R0, R1, R2, RZ;", s), want);
    assert_eq!(same("VADD4_N.U8.U8 R0, -R1, R2;", "VADD4.UD.U8.U8 R0, -R1, R2, RZ;", s)[2], 0x0404_0404);
    // Halves: 0xffff + 1 wraps to 0, 1 + 2 = 3.
    let h: &[&[u32]] = &[&[0x0001_ffff], &[0x0002_0001]];
    assert_eq!(same("VADD2_N.U16.U16 R0, R1, R2;", "VADD2.UD.U16.U16 R0, R1, R2, RZ;", h), [0x0003_0000]);
    // |a - b| per byte: 0x10/0x30, 0x30/0x10, 0x50/0x30 give 0x20, 0x70/0x70 gives 0. Signed bytes:
    // |-128 - 127| = 255; unsigned |128 - 127| = 1.
    let d: &[&[u32]] = &[&[0x1030_5070, 0x80], &[0x3010_3070, 0x7f]];
    assert_eq!(
        same("VABSDIFF4_N.U8.U8.U8 R0, R1, R2;", "VABSDIFF4.UD.U8.U8 R0, R1, R2, RZ;", d),
        [0x2020_2000, 0x01]
    );
    assert_eq!(same("VABSDIFF4_N.U8.S8.S8 R0, R1, R2;", "VABSDIFF4.UD.S8.S8 R0, R1, R2, RZ;", d)[1], 0xff);
    // Halves, signed: |-32768 - 32767| = 65535, |5 - 7| = 2.
    let e: &[&[u32]] = &[&[0x8000_0005], &[0x7fff_0007]];
    assert_eq!(
        same("VABSDIFF2_N.S16.S16.S16 R0, R1, R2;", "VABSDIFF2.S16.S16 R0, R1, R2, RZ;", e),
        [0xffff_0002]
    );
}
