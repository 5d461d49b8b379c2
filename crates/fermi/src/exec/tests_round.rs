//! Exact results at the edges, worked out by hand: IEEE 754 directed rounding (overflow, exact zeros,
//! results below the smallest subnormal, `.FTZ`), F2I to 64-bit integers (PTX `cvt`: saturation, NaN to
//! 0), FLO's `.SH` (PTX `bfind.shiftamt`) and `IADD.X` with a negated source (PTX `subc`).

use super::rig::{bits, text, Rig};

const MAX: u32 = 0x7f7f_ffff; // (2 - 2^-23) * 2^127, the largest finite f32
const INF: u32 = 0x7f80_0000;
const NEG: u32 = 0x8000_0000; // the sign bit; -0 on its own
const ONE: u32 = 0x3f80_0000;
const P100: u32 = 27 << 23; // 2^-100: biased exponent -100 + 127 = 27
const P60: u32 = 67 << 23; // 2^-60: biased exponent 67
const TINY: u32 = 1; // 2^-149, the smallest subnormal

/// Runs `insn` (checking NVIDIA's text reads back) on lane 0 with `srcs` in R1, R2, R3; returns R0.
fn run3(insn: &str, srcs: &[u32]) -> u32 {
    let w = bits(insn);
    assert_eq!(text(w), insn);
    let mut r = Rig::new(0);
    for (i, &v) in srcs.iter().enumerate() {
        r.set(i + 1, &[v]);
    }
    r.run(w, 1).unwrap();
    r.get(0, 1)[0]
}

#[test]
fn overflow_rounds_to_the_largest_finite_value_toward_zero() {
    // max + max = (2 - 2^-23) * 2^128 > max: RN and RP (positive) give infinity; RZ and RM give max.
    for (m, want) in [("", INF), (".RP", INF), (".RZ", MAX), (".RM", MAX)] {
        assert_eq!(
            run3(&format!("FADD{m} R0, R1, R2;"), &[MAX, MAX]),
            want,
            "FADD{m}"
        );
    }
    // -max + -max: RN and RM give -infinity; RZ and RP give -max.
    for (m, want) in [
        ("", INF | NEG),
        (".RM", INF | NEG),
        (".RZ", MAX | NEG),
        (".RP", MAX | NEG),
    ] {
        assert_eq!(
            run3(&format!("FADD{m} R0, R1, R2;"), &[MAX | NEG, MAX | NEG]),
            want,
            "FADD{m}"
        );
    }
    // FMUL max * 2 = (2 - 2^-23) * 2^128 as well (2.0 is 0x40000000).
    assert_eq!(run3("FMUL.RZ R0, R1, R2;", &[MAX, 0x4000_0000]), MAX);
    assert_eq!(run3("FMUL.RM R0, R1, R2;", &[MAX, 0x4000_0000]), MAX);
    assert_eq!(run3("FMUL.RP R0, R1, R2;", &[MAX, 0x4000_0000]), INF);
    assert_eq!(
        run3("FMUL.RP R0, R1, R2;", &[MAX | NEG, 0x4000_0000]),
        MAX | NEG
    );
    // FFMA max * 2 + (-max) = max exactly (2 max - max): no overflow in the fused result.
    assert_eq!(
        run3("FFMA.RZ R0, R1, R2, R3;", &[MAX, 0x4000_0000, MAX | NEG]),
        MAX
    );
    // FFMA max * 2 + 0 overflows: RZ max.
    assert_eq!(run3("FFMA.RZ R0, R1, R2, R3;", &[MAX, 0x4000_0000, 0]), MAX);
}

#[test]
fn an_exact_zero_sum_is_negative_under_rm() {
    // 1 + (-1) = 0 exactly: +0 in RN, RZ, RP; -0 in RM (IEEE 754 6.3).
    for (m, want) in [("", 0), (".RZ", 0), (".RP", 0), (".RM", NEG)] {
        assert_eq!(
            run3(&format!("FADD{m} R0, R1, R2;"), &[ONE, ONE | NEG]),
            want,
            "FADD{m}"
        );
    }
    // Zeros: (+0) + (+0) is +0 in every mode; (+0) + (-0) is -0 only in RM; (-0) + (-0) is -0.
    assert_eq!(run3("FADD.RM R0, R1, R2;", &[0, 0]), 0);
    assert_eq!(run3("FADD.RM R0, R1, R2;", &[0, NEG]), NEG);
    assert_eq!(run3("FADD.RP R0, R1, R2;", &[0, NEG]), 0);
    assert_eq!(run3("FADD.RZ R0, R1, R2;", &[NEG, NEG]), NEG);
    // FFMA 1 * 1 + (-1) = 0 exactly: -0 under RM, +0 under RZ.
    assert_eq!(run3("FFMA.RM R0, R1, R2, R3;", &[ONE, ONE, ONE | NEG]), NEG);
    assert_eq!(run3("FFMA.RZ R0, R1, R2, R3;", &[ONE, ONE, ONE | NEG]), 0);
    // FFMA 0 * 1 + (-0): the product +0 plus -0, -0 only under RM.
    assert_eq!(run3("FFMA.RM R0, R1, R2, R3;", &[0, ONE, NEG]), NEG);
    assert_eq!(run3("FFMA.RP R0, R1, R2, R3;", &[0, ONE, NEG]), 0);
}

#[test]
fn results_below_the_smallest_subnormal() {
    // 2^-100 * 2^-60 = 2^-160, below 2^-150 (half of 2^-149): RN, RZ, RM give +0; RP gives 2^-149.
    for (m, want) in [("", 0), (".RZ", 0), (".RM", 0), (".RP", TINY)] {
        assert_eq!(
            run3(&format!("FMUL{m} R0, R1, R2;"), &[P100, P60]),
            want,
            "FMUL{m}"
        );
    }
    // -2^-160: RZ and RP give -0; RM gives -2^-149.
    for (m, want) in [(".RZ", NEG), (".RP", NEG), (".RM", TINY | NEG)] {
        assert_eq!(
            run3(&format!("FMUL{m} R0, R1, R2;"), &[P100 | NEG, P60]),
            want,
            "FMUL{m}"
        );
    }
    // FFMA 2^-100 * 2^-60 + 0 rounds the same way.
    assert_eq!(run3("FFMA.RZ R0, R1, R2, R3;", &[P100, P60, 0]), 0);
    assert_eq!(run3("FFMA.RP R0, R1, R2, R3;", &[P100, P60, 0]), TINY);
    // FFMA 2^-100 * 2^-60 + (-2^-149) = -(2^-149 - 2^-160): magnitude between 2^-150 and 2^-149, so RN
    // gives -2^-149, RM (away from zero here) -2^-149, RZ and RP -0.
    for (m, want) in [
        ("", TINY | NEG),
        (".RM", TINY | NEG),
        (".RZ", NEG),
        (".RP", NEG),
    ] {
        assert_eq!(
            run3(
                &format!("FFMA{m} R0, R1, R2, R3;"),
                &[P100, P60, TINY | NEG]
            ),
            want,
            "FFMA{m}"
        );
    }
    // FADD 1 + 2^-149: just above 1 (1 + 2^-23 is the next float): RP 0x3f800001, the others 1.
    // FADD 1 + (-2^-149): just below 1 (1 - 2^-24 is the float below, 0x3f7fffff): RM and RZ give it.
    for (m, up, down) in [
        ("", ONE, ONE),
        (".RP", ONE + 1, ONE),
        (".RM", ONE, 0x3f7f_ffff),
        (".RZ", ONE, 0x3f7f_ffff),
    ] {
        assert_eq!(
            run3(&format!("FADD{m} R0, R1, R2;"), &[ONE, TINY]),
            up,
            "FADD{m} up"
        );
        assert_eq!(
            run3(&format!("FADD{m} R0, R1, R2;"), &[ONE, TINY | NEG]),
            down,
            "FADD{m} down"
        );
    }
    // Subnormals are kept without .FTZ (sm_20): 2^-149 + 2^-149 = 2^-148 (0x00000002) exactly.
    assert_eq!(run3("FADD.RZ R0, R1, R2;", &[TINY, TINY]), 2);
}

#[test]
fn ftz_flushes_inputs_and_rounded_results() {
    // FMUL.FTZ.RP 2^-100 * 2^-60: RP gives 2^-149, a subnormal result, flushed to +0.
    assert_eq!(run3("FMUL.FTZ.RP R0, R1, R2;", &[P100, P60]), 0);
    // FADD.FTZ.RM 2^-149 + (-0): the input flushes to +0, and +0 + -0 is -0 under RM.
    assert_eq!(run3("FADD.FTZ.RM R0, R1, R2;", &[TINY, NEG]), NEG);
    // Without .FTZ the subnormal is an ordinary operand: 2^-149 + (-0) = 2^-149.
    assert_eq!(run3("FADD.RM R0, R1, R2;", &[TINY, NEG]), TINY);
    // FFMA.FTZ.RZ 1 * 1 + 2^-149: the addend flushes, 1 exactly.
    assert_eq!(run3("FFMA.FTZ.RZ R0, R1, R2, R3;", &[ONE, ONE, TINY]), ONE);
}

/// Runs `insn` with the F64 `x` in R2, R3; returns R0 and R1.
fn run_f64(insn: &str, x: f64) -> (u32, u32) {
    let w = bits(insn);
    assert_eq!(text(w), insn);
    let mut r = Rig::new(0);
    let b = x.to_bits();
    r.set(2, &[b as u32]);
    r.set(3, &[(b >> 32) as u32]);
    r.set(1, &[0xdead_beef]); // to see R1 written (or left)
    r.run(w, 1).unwrap();
    (r.get(0, 1)[0], r.get(1, 1)[0])
}

#[test]
fn f2f_narrowing_at_the_edges() {
    // 1e300 is far above max: RN and RP give infinity, RZ and RM max; -1e300 mirrors it.
    assert_eq!(run_f64("F2F.F32.F64 R0, R2;", 1e300).0, INF);
    assert_eq!(run_f64("F2F.F32.F64.RZ R0, R2;", 1e300).0, MAX);
    assert_eq!(run_f64("F2F.F32.F64.RM R0, R2;", 1e300).0, MAX);
    assert_eq!(run_f64("F2F.F32.F64.RP R0, R2;", -1e300).0, MAX | NEG);
    assert_eq!(run_f64("F2F.F32.F64.RM R0, R2;", -1e300).0, INF | NEG);
    // 2^-160 (an f64) is below every f32 subnormal: RZ +0, RP 2^-149; -2^-160 under RM -2^-149.
    let t = 2f64.powi(-160);
    assert_eq!(run_f64("F2F.F32.F64.RZ R0, R2;", t).0, 0);
    assert_eq!(run_f64("F2F.F32.F64.RP R0, R2;", t).0, TINY);
    assert_eq!(run_f64("F2F.F32.F64.RM R0, R2;", -t).0, TINY | NEG);
    assert_eq!(run_f64("F2F.F32.F64.RZ R0, R2;", -t).0, NEG);
    // 3 * 2^-151 = 0.75 * 2^-149: RN 2^-149, RZ 0, RP 2^-149.
    let s = 3.0 * 2f64.powi(-151);
    assert_eq!(run_f64("F2F.F32.F64 R0, R2;", s).0, TINY);
    assert_eq!(run_f64("F2F.F32.F64.RZ R0, R2;", s).0, 0);
    // .FTZ: RP of 2^-160 gives the subnormal 2^-149, flushed to +0.
    assert_eq!(run_f64("F2F.FTZ.F32.F64.RP R0, R2;", t).0, 0);
}

#[test]
fn f2i_to_64_bits_fills_the_register_pair() {
    // F2I.U64.F32 of 2^40 (biased exponent 167: 0x53800000) = 0x00000100_00000000.
    let w = bits("F2I.U64.F32 R0, R2;");
    assert_eq!(text(w), "F2I.U64.F32 R0, R2;");
    let mut r = Rig::new(0);
    r.set(1, &[0xdead_beef]);
    for (insn, x, lo, hi) in [
        ("F2I.U64.F32 R0, R2;", 0x5380_0000u32, 0, 0x100),
        // -2^40 = 0xffffff00_00000000.
        ("F2I.S64.F32 R0, R2;", 0xd380_0000, 0, 0xffff_ff00),
        // 2^64 (biased exponent 191: 0x5f800000) saturates U64 to 2^64 - 1.
        ("F2I.U64.F32 R0, R2;", 0x5f80_0000, u32::MAX, u32::MAX),
        // 2^63 (0x5f000000) saturates S64 to 2^63 - 1; -2^63 (0xdf000000) is exact: 0x80000000_00000000.
        ("F2I.S64.F32 R0, R2;", 0x5f00_0000, u32::MAX, 0x7fff_ffff),
        ("F2I.S64.F32 R0, R2;", 0xdf00_0000, 0, 0x8000_0000),
        // -1.0 (0xbf800000) to U64 saturates to 0; NaN (0x7fffffff) gives 0.
        ("F2I.U64.F32 R0, R2;", 0xbf80_0000, 0, 0),
        ("F2I.S64.F32 R0, R2;", 0x7fff_ffff, 0, 0),
        // 2.5 (0x40200000): nearest even 2, CEIL 3; -2.5: FLOOR -3 = 0xffffffff_fffffffd.
        ("F2I.S64.F32 R0, R2;", 0x4020_0000, 2, 0),
        ("F2I.S64.F32.CEIL R0, R2;", 0x4020_0000, 3, 0),
        (
            "F2I.S64.F32.FLOOR R0, R2;",
            0xc020_0000,
            0xffff_fffd,
            u32::MAX,
        ),
    ] {
        let w = bits(insn);
        assert_eq!(text(w), insn);
        r.set(2, &[x]);
        r.run(w, 1).unwrap();
        assert_eq!(
            (r.get(0, 1)[0], r.get(1, 1)[0]),
            (lo, hi),
            "{insn} of {x:#x}"
        );
    }
    // F64 sources: 2^60 + 2^8 is exact in an f64 (52 bits apart) = 0x10000000_00000100.
    let x = 2f64.powi(60) + 256.0;
    assert_eq!(run_f64("F2I.S64.F64 R0, R2;", x), (0x100, 0x1000_0000));
    assert_eq!(run_f64("F2I.U64.F64 R0, R2;", x), (0x100, 0x1000_0000));
    // 1e19 > 2^63 - 1 (about 9.22e18): S64 saturates; U64 holds it (1e19 = 0x8ac72304_89e80000).
    assert_eq!(
        run_f64("F2I.S64.F64 R0, R2;", 1e19),
        (u32::MAX, 0x7fff_ffff)
    );
    assert_eq!(
        run_f64("F2I.U64.F64 R0, R2;", 1e19),
        (0x89e8_0000, 0x8ac7_2304)
    );
    // -1e19 < -2^63: S64 gives -2^63.
    assert_eq!(run_f64("F2I.S64.F64 R0, R2;", -1e19), (0, 0x8000_0000));
    // TRUNC of -2.9 is -2 = 0xffffffff_fffffffe; U64.FLOOR of -0.5 is -1, saturated to 0.
    assert_eq!(
        run_f64("F2I.S64.F64.TRUNC R0, R2;", -2.9),
        (0xffff_fffe, u32::MAX)
    );
    assert_eq!(run_f64("F2I.U64.F64.FLOOR R0, R2;", -0.5), (0, 0));
    // 32-bit destinations leave R1 alone.
    assert_eq!(
        run_f64("F2I.S32.F64 R0, R2;", 1e19),
        (0x7fff_ffff, 0xdead_beef)
    );
}

#[test]
fn flo_sh_counts_from_the_top() {
    // bfind.shiftamt: 31 - (position of the highest non-sign bit); 0xffffffff when there is none.
    for (insn, x, want) in [
        ("FLO.U32.SH R0, R1;", 1u32, 31u32), // bit 0: 31 - 0
        ("FLO.U32.SH R0, R1;", 0x8000_0000, 0),
        ("FLO.U32.SH R0, R1;", 0x0001_0000, 15), // bit 16: 31 - 16
        ("FLO.U32.SH R0, R1;", 0, u32::MAX),
        ("FLO.U32 R0, R1;", 1, 0), // without .SH: the position itself
        ("FLO.SH R0, R1;", 0xffff_fffe, 31), // negative: ~x = 1, bit 0
        ("FLO.SH R0, R1;", u32::MAX, u32::MAX), // ~x = 0: no bit
        ("FLO.SH R0, R1;", 0x4000_0000, 1), // bit 30
    ] {
        assert_eq!(run3(insn, &[x]), want, "{insn} of {x:#x}");
    }
}

/// Runs `lo` then `hi` (a `.CC` then a `.X` instruction) on lane 0 with the registers `init`.
fn run_pair(lo: &str, hi: &str, init: &[(usize, u32)]) -> Rig {
    let mut r = Rig::new(0);
    for &(reg, v) in init {
        r.set(reg, &[v]);
    }
    for insn in [lo, hi] {
        let w = bits(insn);
        assert_eq!(text(w), insn);
        r.run(w, 1).unwrap();
    }
    r
}

#[test]
fn iadd_x_adds_a_negated_source_as_its_ones_complement() {
    // The compiler's 64-bit negation: R15:R14 = 0 - R15:R14.
    let (lo, hi) = ("IADD R14.CC, -R14, RZ;", "IADD.X R15, -R15, RZ;");
    for (x, want) in [
        // -1: lo ~1 + 1 = 0xffffffff, no carry; hi ~0 + 0 = 0xffffffff.
        (1u64, u64::MAX),
        // -2^32: lo ~0 + 1 = 2^32, so 0 with a carry; hi ~1 + 1 = 0xffffffff.
        (1 << 32, 0xffff_ffff_0000_0000),
        // -0: lo 0 with a carry; hi ~0 + 1 = 0 (carry out).
        (0, 0),
        // -0x00000005_00000003 = 0xfffffffa_fffffffd: lo ~3 + 1, no carry; hi ~5 = 0xfffffffa.
        (0x5_0000_0003, 0xffff_fffa_ffff_fffd),
    ] {
        let r = run_pair(lo, hi, &[(14, x as u32), (15, (x >> 32) as u32)]);
        let got = r.get(14, 1)[0] as u64 | (r.get(15, 1)[0] as u64) << 32;
        assert_eq!(got, want, "-{x:#x}");
    }
    // 64-bit subtraction 0x00000005_00000000 - 0x00000003_00000001 = 0x00000001_ffffffff: lo 0 + ~1 + 1
    // = 0xffffffff with no carry (a borrow); hi 5 + ~3 + 0 = 0x1_00000001, so 1.
    let r = run_pair(
        "IADD R0.CC, R2, -R4;",
        "IADD.X R1, R3, -R5;",
        &[(2, 0), (3, 5), (4, 1), (5, 3)],
    );
    assert_eq!((r.get(0, 1)[0], r.get(1, 1)[0]), (0xffff_ffff, 1));
    // The .CC carry out of a negated source without .X is that of a + ~b + 1: 5 - 3 carries (no
    // borrow), 3 - 5 does not (5 + ~3 + 1 = 2^32 + 2; 3 + ~5 + 1 = 0xfffffffe).
    let mut r = Rig::new(0);
    let w = bits("IADD R0.CC, R1, -R2;");
    r.set(1, &[5]);
    r.set(2, &[3]);
    r.run(w, 1).unwrap();
    assert_eq!((r.get(0, 1)[0], r.regs.cc & 1), (2, 1));
    r.set(1, &[3]);
    r.set(2, &[5]);
    r.run(w, 1).unwrap();
    assert_eq!((r.get(0, 1)[0], r.regs.cc & 1), (0xffff_fffe, 0));
}

#[test]
fn imad_x_adds_a_negated_addend_as_its_ones_complement() {
    // IMAD.X R0, R1, R2, -R3: 2 * 3 + ~1 + carry = 6 + 0xfffffffe + c, so 4 (carry 0) or 5 (carry 1).
    let w = bits("IMAD.X R0, R1, R2, -R3;");
    assert_eq!(text(w), "IMAD.X R0, R1, R2, -R3;");
    let mut r = Rig::new(0);
    r.set(1, &[2]);
    r.set(2, &[3]);
    r.set(3, &[1]);
    for (carry, want) in [(0u32, 4u32), (1, 5)] {
        r.regs.cc = carry;
        r.run(w, 1).unwrap();
        assert_eq!(r.get(0, 1), [want], "carry {carry}");
    }
}

#[test]
fn the_rounding_core_agrees_with_the_machine_and_brackets_the_exact_value() {
    // Against the host's round-to-nearest: round_f32 with no direction must give the IEEE sum, product
    // and fused multiply-add; the directed results must bracket it: RM <= RN <= RP, RM and RP equal or
    // adjacent, RZ the one of them nearer zero.
    use super::float::{fadd, ffma, fmul, round_f32};
    use crate::sem::Sem;
    let mut s = 0x2545_f491_4f6c_dd1du64;
    let mut next = || {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        // Mostly nearby exponents (cancellation, ties), sometimes any word (subnormals, overflow).
        let w = s as u32;
        if s >> 40 & 3 == 0 {
            w
        } else {
            (w & 0x807f_ffff) | ((0x70 + (s >> 48) as u32 % 32) << 23)
        }
    };
    let ord = |x: f32| {
        let b = x.to_bits() as i32;
        if b < 0 { i32::MIN - b } else { b } // monotone in the float's value (-0 and +0 next to each other)
    };
    for _ in 0..200_000 {
        let (a, b, c) = (f32::from_bits(next()), f32::from_bits(next()), f32::from_bits(next()));
        if !(a.is_finite() && b.is_finite() && c.is_finite()) {
            continue;
        }
        let p = a as f64 * b as f64;
        if p != 0.0 {
            assert_eq!(round_f32(p, 0.0, None).to_bits(), (a * b).to_bits(), "{a:e} * {b:e}");
        }
        // Sums through the tail path: the exact x + y as hi + lo (TwoSum), rounded to nearest.
        for (x, y, want) in [(a as f64, b as f64, a + b), (p, c as f64, a.mul_add(b, c))] {
            let hi = x + y;
            let yv = hi - x;
            let lo = (x - (hi - yv)) + (y - yv);
            if hi != 0.0 && !want.is_nan() {
                assert_eq!(round_f32(hi, lo, None).to_bits(), want.to_bits(), "{x:e} + {y:e}");
            }
        }
        for (name, f) in [
            ("add", &(|r| fadd(a, b, r)) as &dyn Fn(Option<Sem>) -> f32),
            ("mul", &|r| fmul(a, b, r)),
            ("fma", &|r| ffma(a, b, c, r)),
        ] {
            let [n, m, p, z] = [None, Some(Sem::RndM), Some(Sem::RndP), Some(Sem::RndZ)].map(f);
            if n.is_nan() {
                continue;
            }
            let (on, om, op) = (ord(n), ord(m), ord(p));
            let ctx = format!("{name} {a:e} {b:e} {c:e}: RM {m:e} RN {n:e} RP {p:e} RZ {z:e}");
            assert!(om <= on && on <= op && op - om <= 1, "{ctx}");
            // Exact, or a positive value, which RZ rounds down (perhaps to +0): RM's result.
            let want_z = if m.to_bits() == p.to_bits() || m > 0.0 || p > 0.0 {
                m
            } else if m < 0.0 || p < 0.0 {
                p // a negative value: RZ rounds up (perhaps to -0)
            } else {
                0.0 // an exact zero that RM makes -0: +0 otherwise
            };
            assert_eq!(z.to_bits(), want_z.to_bits(), "{ctx}");
        }
    }
}
