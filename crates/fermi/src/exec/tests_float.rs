//! The float forms and modifiers of issue 41 against values worked out by hand from IEEE 754 and the
//! PTX ISA manual (`set`, `slct`, `cvt`, `.sat`, `.ftz`): FSET, DSET, FCMP, the 32-bit immediate forms,
//! FMUL's negation, MUFU.SAT, DFMA's c[] third source, double precision in each rounding direction,
//! F16 conversions, I2F from 64-bit integers and selected bytes, F2I to 16 bits, F2F.SAT; and the
//! refusals by name.

use super::rig::{text, Rig};

/// Guard PT, opcode `hi` (bits 58-63) of class `lo`, destination R`d`, sources R`a` (20) and R`b` (26).
fn w(hi: u64, lo: u64, d: u64, a: u64, b: u64) -> u64 {
    hi << 58 | lo | 7 << 10 | d << 14 | a << 20 | b << 26
}

/// Runs `word` (checking NVIDIA's text) on lane 0 with `regs` (register, value) set; returns R0.
fn run(word: u64, want_text: &str, regs: &[(usize, u32)]) -> u32 {
    assert_eq!(text(word), want_text);
    let mut r = Rig::new(0);
    for &(i, v) in regs {
        r.set(i, &[v]);
    }
    r.run(word, 1).unwrap();
    r.get(0, 1)[0]
}

/// The same with the f64 `x` in the pair R2:R3 and `y` in R4:R5; returns R0:R1.
fn run_d(word: u64, x: u64, y: u64) -> u64 {
    let mut r = Rig::new(0);
    r.set(2, &[x as u32]);
    r.set(3, &[(x >> 32) as u32]);
    r.set(4, &[y as u32]);
    r.set(5, &[(y >> 32) as u32]);
    r.run(word, 1).unwrap();
    r.get(0, 1)[0] as u64 | (r.get(1, 1)[0] as u64) << 32
}

/// The error `word` is refused with at load.
fn refusal(word: u64) -> String {
    Rig::new(0).run(word, 1).unwrap_err()
}

const ONE: u32 = 0x3f80_0000;
const TWO: u32 = 0x4000_0000;
const NAN: u32 = 0x7fc0_0000;
const TRUE: u32 = 0xffff_ffff;

#[test]
fn fset_writes_all_ones_or_one_point_zero_combined_with_a_predicate() {
    // PTX `set`: (a cmp b) BoolOp c; true is 0xffffffff, or 1.0f with an F32 destination (`.BF`).
    let gt = w(0x04, 0, 0, 1, 2) | 4 << 55 | 7 << 49;
    assert_eq!(run(gt, "FSET.GT.AND R0, R1, R2, pt;", &[(1, TWO), (2, ONE)]), TRUE);
    assert_eq!(run(gt, "FSET.GT.AND R0, R1, R2, pt;", &[(1, ONE), (2, TWO)]), 0);
    // An ordered comparison with NaN is false; NEU (0xd) holds.
    assert_eq!(run(gt, "FSET.GT.AND R0, R1, R2, pt;", &[(1, NAN), (2, ONE)]), 0);
    let neu = w(0x04, 0, 0, 1, 2) | 0xd << 55 | 7 << 49;
    assert_eq!(run(neu, "FSET.NEU.AND R0, R1, R2, pt;", &[(1, NAN), (2, ONE)]), TRUE);
    assert_eq!(run(neu, "FSET.NEU.AND R0, R1, R2, pt;", &[(1, ONE), (2, ONE)]), 0);
    let bf = gt | 1 << 5;
    assert_eq!(run(bf, "FSET.GT.BF.AND R0, R1, R2, pt;", &[(1, TWO), (2, ONE)]), ONE);
    assert_eq!(run(bf, "FSET.GT.BF.AND R0, R1, R2, pt;", &[(1, ONE), (2, TWO)]), 0);
    // LT OR !P0: P0 false (the rig's predicates start false), so true whatever the comparison.
    let or = w(0x04, 0, 0, 1, 2) | 1 << 55 | 1 << 53 | 1 << 52;
    assert_eq!(run(or, "FSET.LT.OR R0, R1, R2, !P0;", &[(1, TWO), (2, ONE)]), TRUE);
    // LT XOR !P0 (true): 1 < 2 is true, true XOR true is false; 2 < 1 false gives true.
    let xor = w(0x04, 0, 0, 1, 2) | 1 << 55 | 2 << 53 | 1 << 52;
    assert_eq!(text(xor), "FSET.LT.XOR R0, R1, R2, !P0;");
    assert_eq!(run(xor, "FSET.LT.XOR R0, R1, R2, !P0;", &[(1, ONE), (2, TWO)]), 0);
    assert_eq!(run(xor, "FSET.LT.XOR R0, R1, R2, !P0;", &[(1, TWO), (2, ONE)]), TRUE);
    // `.FTZ` (bit 59): 2^-149 > 0 holds, but not once flushed to +0.
    let ftz = gt | 1 << 59;
    let mut r = Rig::new(0);
    r.set(1, &[1]);
    r.run(gt, 1).unwrap();
    assert_eq!(r.get(0, 1), [TRUE]);
    r.run(ftz, 1).unwrap();
    assert_eq!(r.get(0, 1), [0], "{}", text(ftz));
    // `.CC`: the flags a float set writes are not documented.
    assert!(refusal(gt | 1 << 48).contains(".CC"));
}

#[test]
fn dset_compares_whole_doubles() {
    // 1 + 2^-52 (0x3ff0000000000001) > 1.0: the high words are equal, so only the whole double tells.
    let gt = w(0x04, 1, 0, 2, 4) | 4 << 55 | 7 << 49;
    assert_eq!(text(gt), "DSET.GT.AND R0, R2, R4, pt;");
    let (a, one) = (0x3ff0_0000_0000_0001, 0x3ff0_0000_0000_0000);
    assert_eq!(run_d(gt, a, one) as u32, TRUE);
    assert_eq!(run_d(gt, one, a) as u32, 0);
    assert_eq!(run_d(gt | 1 << 5, a, one) as u32, ONE);
}

#[test]
fn fcmp_selects_by_comparing_source_3_with_zero() {
    // PTX `slct`: d = (c cmp 0) ? a : b, the sources moved as bits.
    let ge = w(0x0e, 0, 0, 1, 2) | 6 << 55 | 3 << 49;
    let t = "FCMP.GE R0, R1, R2, R3;";
    let (a, b) = (0x1111_1111, 0x2222_2222);
    assert_eq!(run(ge, t, &[(1, a), (2, b), (3, 0)]), a);
    assert_eq!(run(ge, t, &[(1, a), (2, b), (3, 0x8000_0000)]), a, "-0 >= 0");
    assert_eq!(run(ge, t, &[(1, a), (2, b), (3, 0xbf80_0000)]), b, "-1 >= 0 is false");
    assert_eq!(run(ge, t, &[(1, a), (2, b), (3, NAN)]), b, "NaN is unordered");
    // `.FTZ`: -2^-149 >= 0 is false, but -0 >= 0 holds.
    let ftz = ge | 1 << 5;
    let t = "FCMP.GE.FTZ R0, R1, R2, R3;";
    assert_eq!(run(ge, "FCMP.GE R0, R1, R2, R3;", &[(1, a), (2, b), (3, 0x8000_0001)]), b);
    assert_eq!(run(ftz, t, &[(1, a), (2, b), (3, 0x8000_0001)]), a);
    let lt = w(0x0e, 0, 0, 1, 2) | 1 << 55 | 3 << 49;
    assert_eq!(run(lt, "FCMP.LT R0, R1, R2, R3;", &[(1, a), (2, b), (3, 0xbf80_0000)]), a);
}

#[test]
fn the_32_bit_immediate_forms() {
    // FADD32I: 2 + 1 = 3 (0x40400000); -2 + 1 = -1.
    let fadd = w(0x0a, 2, 0, 1, 0) | (ONE as u64) << 26;
    assert_eq!(run(fadd, "FADD32I R0, R1, 0x3f800000;", &[(1, TWO)]), 0x4040_0000);
    assert_eq!(run(fadd | 1 << 9, "FADD32I R0, -R1, 0x3f800000;", &[(1, TWO)]), 0xbf80_0000);
    // FADD32I.FTZ (bit 5) of 2^-149 + 2^-149: 2^-148 (0x2), or 0 with both flushed.
    let tiny = w(0x0a, 2, 0, 1, 0) | 1 << 26;
    let mut r = Rig::new(0);
    r.set(1, &[1]);
    r.run(tiny, 1).unwrap();
    assert_eq!(r.get(0, 1), [2]);
    r.run(tiny | 1 << 5, 1).unwrap();
    assert_eq!(r.get(0, 1), [0], "{}", text(tiny | 1 << 5));
    // FMUL32I: 3 * 0.5 = 1.5 (0x3fc00000); `.SAT` (bit 5) clamps it to 1.
    let fmul = w(0x0c, 2, 0, 1, 0) | 0x3f00_0000 << 26;
    assert_eq!(run(fmul, "FMUL32I R0, R1, 0x3f000000;", &[(1, 0x4040_0000)]), 0x3fc0_0000);
    assert_eq!(run(fmul | 1 << 5, "FMUL32I.SAT R0, R1, 0x3f000000;", &[(1, 0x4040_0000)]), ONE);
    // FFMA32I -R1 * 1 + -R0, R0 the third source: -(2) * 1 - 5 = -7 (0xc0e00000).
    let ffma = w(0x08, 2, 0, 1, 0) | (ONE as u64) << 26 | 1 << 9 | 1 << 8;
    let t = "FFMA32I R0, -R1, 0x3f800000, -R0;";
    assert_eq!(run(ffma, t, &[(1, TWO), (0, 0x40a0_0000)]), 0xc0e0_0000);
    // `.CC` (bit 58) and `.FMZ` (bit 7) are refused.
    assert!(refusal(fadd | 1 << 58).contains(".CC"));
    assert!(refusal(fmul | 1 << 7).contains("does not model"));
}

#[test]
fn fmul_negates_its_second_source() {
    let neg = w(0x16, 0, 0, 1, 2) | 1 << 57;
    assert_eq!(run(neg, "FMUL R0, R1, -R2;", &[(1, 0x4040_0000), (2, 0x3f00_0000)]), 0xbfc0_0000);
    // +0 * -(1) is -0.
    assert_eq!(run(neg, "FMUL R0, R1, -R2;", &[(1, 0), (2, ONE)]), 0x8000_0000);
    // The scales (bits 49-51) are refused: no document says whether they apply before the rounding.
    assert!(refusal(w(0x16, 0, 0, 1, 2) | 1 << 49).contains("does not model"));
}

#[test]
fn mufu_sat_and_the_refused_functions() {
    // MUFU.RCP.SAT: 1/0.5 = 2 clamps to 1; 1/4 = 0.25 (0x3e800000) stays; 1/-4 clamps to 0.
    let rcp = w(0x32, 0, 0, 1, 0) | 4 << 26 | 1 << 5;
    let t = "MUFU.RCP.SAT R0, R1;";
    assert_eq!(run(rcp, t, &[(1, 0x3f00_0000)]), ONE);
    assert_eq!(run(rcp, t, &[(1, 0x4080_0000)]), 0x3e80_0000);
    assert_eq!(run(rcp, t, &[(1, 0xc080_0000)]), 0);
    // SIN (1), COS (0), EX2 (2) read RRO's output; RCP64H (6), RSQ64H (7) are not documented.
    for f in [0u64, 1, 2, 6, 7] {
        let e = refusal(w(0x32, 0, 0, 1, 0) | f << 26);
        assert!(e.contains("MUFU"), "{f}: {e}");
    }
    assert!(refusal(w(0x18, 0, 0, 0, 1)).contains("RRO"), "RRO.SINCOS");
    assert!(refusal(w(0x12, 0, 0, 1, 2)).contains("graphics-only"), "FSWZ");
}

#[test]
fn double_precision_in_each_rounding_direction() {
    let dadd = |rnd: u64| w(0x12, 1, 0, 2, 4) | rnd << 55; // 1 RM, 2 RP, 3 RZ
    assert_eq!(text(dadd(3)), "DADD.RZ R0, R2, R4;");
    let one = 0x3ff0_0000_0000_0000u64;
    let p60 = 0x3c30_0000_0000_0000u64; // 2^-60: biased exponent 1023 - 60 = 963 = 0x3c3
    const S: u64 = 1 << 63;
    // 1 + 2^-60: RN, RZ, RM give 1; RP the next double up, 1 + 2^-52.
    for (m, want) in [(0, one), (1, one), (2, one + 1), (3, one)] {
        assert_eq!(run_d(dadd(m), one, p60), want, "mode {m}");
    }
    // -1 - 2^-60: RM gives -(1 + 2^-52); RZ and RP -1.
    for (m, want) in [(0, one | S), (1, (one + 1) | S), (2, one | S), (3, one | S)] {
        assert_eq!(run_d(dadd(m), one | S, p60 | S), want, "mode {m}");
    }
    // Overflow: max + max is infinity in RN and RP, the largest finite value in RZ and RM.
    let (max, inf) = (0x7fef_ffff_ffff_ffffu64, 0x7ff0_0000_0000_0000u64);
    for (m, want) in [(0, inf), (1, max), (2, inf), (3, max)] {
        assert_eq!(run_d(dadd(m), max, max), want, "mode {m}");
    }
    // An exact zero sum: -0 under RM only.
    for (m, want) in [(0, 0), (1, S), (2, 0), (3, 0)] {
        assert_eq!(run_d(dadd(m), one, one | S), want, "mode {m}");
    }
    // DMUL 2^-600 * 2^-500 = 2^-1100, below half the smallest subnormal 2^-1074: RP gives 2^-1074;
    // of -2^-600, RM gives -2^-1074 and RZ -0.
    let dmul = |rnd: u64| w(0x14, 1, 0, 2, 4) | rnd << 55;
    let (p600, p500) = ((1023 - 600u64) << 52, (1023 - 500u64) << 52);
    for (m, want) in [(0, 0), (1, 0), (2, 1), (3, 0)] {
        assert_eq!(run_d(dmul(m), p600, p500), want, "mode {m}");
    }
    assert_eq!(run_d(dmul(1), p600 | S, p500), 1 | S);
    assert_eq!(run_d(dmul(3), p600 | S, p500), S);
    // (1 + 2^-52)^2 = 1 + 2^-51 + 2^-104: RP 1 + 3 * 2^-52, the others 1 + 2^-51.
    for (m, want) in [(0, one + 2), (1, one + 2), (2, one + 3), (3, one + 2)] {
        assert_eq!(run_d(dmul(m), one + 1, one + 1), want, "mode {m}");
    }
}

#[test]
fn dfma_rounds_once_and_reads_a_constant_third_source() {
    // DFMA R0, R2, R4, c[0x0][0x8]: (1 + 2^-52)^2 - 1 = 2^-51 + 2^-104, 54 significant bits: the
    // 2^-104 is half an ulp of 2^-51, a tie: RN gives 2^-51 (even), RZ and RM 2^-51, RP 2^-51 + 2^-103.
    let dfma = |rnd: u64| w(0x08, 1, 0, 2, 0) | 2 << 46 | 6 << 49 | 2 << 28 | rnd << 55;
    assert_eq!(text(dfma(2)), "DFMA.RP R0, R2, R6, c [0x0] [0x8];");
    let one = 0x3ff0_0000_0000_0000u64;
    let p51 = (1023 - 51u64) << 52;
    for (m, want) in [(0, p51), (1, p51), (2, p51 + 1), (3, p51)] {
        let mut r = Rig::new(0);
        r.mem.consts = vec![Vec::new(); 1];
        r.mem.consts[0] = [0u64, (-1.0f64).to_bits()].iter().flat_map(|v| v.to_le_bytes()).collect();
        for (reg, v) in [(2, one + 1), (6, one + 1)] {
            r.set(reg, &[v as u32]);
            r.set(reg + 1, &[(v >> 32) as u32]);
        }
        r.run(dfma(m), 1).unwrap();
        let got = r.get(0, 1)[0] as u64 | (r.get(1, 1)[0] as u64) << 32;
        assert_eq!(got, want, "mode {m}");
    }
    // 1 * 1 - 1 = 0 exactly: -0 under RM (registers: DFMA.RM R0, R2, R4, R6).
    let fma_rm = w(0x08, 1, 0, 2, 4) | 6 << 49 | 1 << 55;
    let mut r = Rig::new(0);
    for (reg, v) in [(2, one), (4, one), (6, one | 1 << 63)] {
        r.set(reg, &[v as u32]);
        r.set(reg + 1, &[(v >> 32) as u32]);
    }
    r.run(fma_rm, 1).unwrap();
    assert_eq!(r.get(1, 1)[0], 0x8000_0000, "{}", text(fma_rm));
}

#[test]
fn i2f_from_bytes_halves_and_64_bit_integers() {
    // I2F.F32.U8 R0, |R2.B3|: byte 3 of 0xab000000 is 171 = 1.0101011b * 2^7: 0x432b0000.
    let b3 = w(0x06, 4, 0, 0, 2) | 2 << 20 | 3 << 55 | 1 << 6;
    assert_eq!(run(b3, "I2F.F32.U8 R0, |R2.B3|;", &[(2, 0xab00_0000)]), 0x432b_0000);
    // As S8, 0xab is -85; |-85| = 85 = 1.010101b * 2^6: 0x42aa0000.
    assert_eq!(run(b3 | 1 << 9, "I2F.F32.S8 R0, |R2.B3|;", &[(2, 0xab00_0000)]), 0x42aa_0000);
    // I2F.F16.S32: 2049 lies halfway between 2048 (0x6800) and 2050 (0x6801): even 2048; RP 2050.
    let h = w(0x06, 4, 0, 0, 2) | 1 << 20 | 2 << 23 | 1 << 9;
    assert_eq!(run(h, "I2F.F16.S32 R0, R2;", &[(2, 2049)]), 0x6800);
    assert_eq!(run(h | 2 << 49, "I2F.F16.S32.RP R0, R2;", &[(2, 2049)]), 0x6801);
    // 65520 is halfway between the largest half 65504 and 2^16: even rounds to 2^16, infinity
    // (0x7c00); RZ keeps 65504 (0x7bff). -70000 overflows: -infinity, or -65504 under RZ.
    assert_eq!(run(h, "I2F.F16.S32 R0, R2;", &[(2, 65520)]), 0x7c00);
    assert_eq!(run(h | 3 << 49, "I2F.F16.S32.RZ R0, R2;", &[(2, 65520)]), 0x7bff);
    assert_eq!(run(h, "I2F.F16.S32 R0, R2;", &[(2, -70000i32 as u32)]), 0xfc00);
    assert_eq!(run(h | 3 << 49, "I2F.F16.S32.RZ R0, R2;", &[(2, -70000i32 as u32)]), 0xfbff);
    // I2F.F64.S64 of -(2^62 + 1) (0xbfffffffffffffff): RZ -2^62 (0xc3d0000000000000), RM one ulp
    // (2^10) further.
    let d = |rnd: u64| w(0x06, 4, 0, 0, 2) | 3 << 20 | 3 << 23 | 1 << 9 | rnd << 49;
    assert_eq!(text(d(3)), "I2F.F64.S64.RZ R0, R2;");
    let v = -((1i64 << 62) + 1) as u64;
    assert_eq!(run_d(d(3), v, 0), 0xc3d0_0000_0000_0000);
    assert_eq!(run_d(d(1), v, 0), 0xc3d0_0000_0000_0001);
    // I2F.F32.U64 of 2^64 - 1: RN 2^64 (0x5f800000), RZ 2^64 - 2^40 (0x5f7fffff).
    let f = |rnd: u64| w(0x06, 4, 0, 0, 2) | 2 << 20 | 3 << 23 | rnd << 49;
    assert_eq!(run_d(f(0), u64::MAX, 0) as u32, 0x5f80_0000);
    assert_eq!(run_d(f(3), u64::MAX, 0) as u32, 0x5f7f_ffff);
    // I2F.F32.S64 of -2^63 is exact (0xdf000000); negated (bit 8) it is +2^63 (0x5f000000).
    let s = f(0) | 1 << 9;
    assert_eq!(run_d(s, 1 << 63, 0) as u32, 0xdf00_0000);
    assert_eq!(run_d(s | 1 << 8, 1 << 63, 0) as u32, 0x5f00_0000, "{}", text(s | 1 << 8));
}

#[test]
fn f2f_to_and_from_f16_and_sat() {
    // F2F.F16.F32: 1.0 is 0x3c00; 1 + 2^-11 (0x3f801000) is a tie: even 1.0, RP 1 + 2^-10 (0x3c01).
    let h = w(0x04, 4, 0, 0, 2) | 1 << 20 | 2 << 23;
    let t = "F2F.F16.F32 R0, R2;";
    assert_eq!(run(h, t, &[(2, ONE)]), 0x3c00);
    assert_eq!(run(h, t, &[(2, 0x3f80_1000)]), 0x3c00);
    assert_eq!(run(h | 2 << 49, "F2F.F16.F32.RP R0, R2;", &[(2, 0x3f80_1000)]), 0x3c01);
    // 2^-25 (0x33000000) is half the smallest subnormal half 2^-24: even 0; RP 2^-24 (0x0001).
    assert_eq!(run(h, t, &[(2, 0x3300_0000)]), 0);
    assert_eq!(run(h | 2 << 49, "F2F.F16.F32.RP R0, R2;", &[(2, 0x3300_0000)]), 1);
    // 65520.0 (0x477ff000): infinity, or 65504 under RZ. NaN: the 16-bit canonical NaN 0x7fff.
    assert_eq!(run(h, t, &[(2, 0x477f_f000)]), 0x7c00);
    assert_eq!(run(h | 3 << 49, "F2F.F16.F32.RZ R0, R2;", &[(2, 0x477f_f000)]), 0x7bff);
    assert_eq!(run(h, t, &[(2, NAN)]), 0x7fff);
    // F2F.F32.F16 R0, R2.H1: the high half. 1.0 -> 0x3f800000; 2^-24 (0x0001) -> 0x33800000; a NaN
    // half -> 0x7fffffff.
    let wide = w(0x04, 4, 0, 0, 2) | 2 << 20 | 1 << 23 | 1 << 56;
    let t = "F2F.F32.F16 R0, R2.H1;";
    assert_eq!(run(wide, t, &[(2, 0x3c00_0000)]), ONE);
    assert_eq!(run(wide, t, &[(2, 0x0001_7c00)]), 0x3380_0000);
    assert_eq!(run(wide, t, &[(2, 0x7e00_0000)]), 0x7fff_ffff);
    // `.SAT`: 1.5 -> 1, -2 -> +0, NaN -> +0, 0.25 stays.
    let sat = w(0x04, 4, 0, 0, 2) | 2 << 20 | 2 << 23 | 1 << 5;
    let t = "F2F.PASS.SAT R0, R2;";
    assert_eq!(run(sat, t, &[(2, 0x3fc0_0000)]), ONE);
    assert_eq!(run(sat, t, &[(2, 0xc000_0000)]), 0);
    assert_eq!(run(sat, t, &[(2, NAN)]), 0);
    assert_eq!(run(sat, t, &[(2, 0x3e80_0000)]), 0x3e80_0000);
    // F2F.F32.F64.SAT of 2.0: 1.0.
    let nsat = w(0x04, 4, 0, 0, 2) | 2 << 20 | 3 << 23 | 1 << 5;
    assert_eq!(run_d(nsat, 2f64.to_bits(), 0) as u32, ONE, "{}", text(nsat));
}

#[test]
fn f2i_to_16_bits_and_from_f16() {
    // F2I.U16.F32 saturates to [0, 65535]; RN ties to even; NaN gives 0.
    let u = w(0x05, 4, 0, 0, 2) | 1 << 20 | 2 << 23;
    let t = "F2I.U16.F32 R0, R2;";
    assert_eq!(run(u, t, &[(2, 70000f32.to_bits())]), 65535);
    assert_eq!(run(u, t, &[(2, (-5f32).to_bits())]), 0);
    assert_eq!(run(u, t, &[(2, 2.5f32.to_bits())]), 2);
    assert_eq!(run(u, t, &[(2, NAN)]), 0);
    // F2I.S16.F16 R0, R2.H1: -1.5 (0xbe00) rounds to -2, sign-extended; +inf gives 32767, -inf -32768.
    let s = w(0x05, 4, 0, 0, 2) | 1 << 20 | 1 << 7 | 1 << 23 | 1 << 56;
    let t = "F2I.S16.F16 R0, R2.H1;";
    assert_eq!(run(s, t, &[(2, 0xbe00_0000)]), -2i32 as u32);
    assert_eq!(run(s, t, &[(2, 0x7c00_0000)]), 0x7fff);
    assert_eq!(run(s, t, &[(2, 0xfc00_0000)]), -32768i32 as u32);
    // `.FTZ` (bit 55) with an F16 source is refused: PTX defines it for F32 sources.
    assert!(refusal(s | 1 << 55).contains("FTZ"));
}
