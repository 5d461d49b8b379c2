//! A property test of the f32 data path: V32NMAD's two-source operations and VMAD2's multiply-add on
//! random registers, against a straightforward model written here (IEEE single precision; the
//! multiply-add rounded once, computed exactly in f64 and rounded, which can differ by one unit in
//! the last place when the f64 sum itself was rounded).

use gpuisa_usse::encoding::Bank;
use gpuisa_usse::exec::{step, State};
use gpuisa_usse::Insn;
use proptest::prelude::*;

fn with(word: u64, fields: &[(&str, u64)]) -> Insn {
    let i = Insn::decode(word);
    let f = i.format();
    let mut w = word;
    for &(n, v) in fields {
        let k = f.index(n).unwrap();
        w = f.fields[k as usize].bits.set(w, v);
    }
    Insn::decode(w)
}

/// The model of V32NMAD's op2.
fn model(op: u64, a: f32, b: f32) -> f32 {
    match op {
        0 => a * b,
        1 => a + b,
        2 => a - a.floor(),
        5 => {
            if a.is_nan() {
                b
            } else if b.is_nan() || a < b {
                a
            } else {
                b
            }
        }
        _ => {
            if a.is_nan() {
                b
            } else if b.is_nan() || a > b {
                a
            } else {
                b
            }
        }
    }
}

fn same(x: f32, y: f32) -> bool {
    (x.is_nan() && y.is_nan()) || x.to_bits() == y.to_bits() || (x == 0.0 && y == 0.0)
}

fn ulps(x: f32, y: f32) -> u32 {
    if same(x, y) {
        return 0;
    }
    if x.is_sign_negative() != y.is_sign_negative() || !x.is_finite() || !y.is_finite() {
        return u32::MAX;
    }
    x.to_bits().abs_diff(y.to_bits())
}

fn finite() -> impl Strategy<Value = f32> {
    prop_oneof![any::<f32>(), -1e6f32..1e6, -2.0f32..2.0]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4000))]

    #[test]
    fn v32nmad_matches_the_model(op in prop::sample::select(vec![0u64, 1, 2, 5, 6]), a in finite(), b in finite(), c in finite(), d in finite()) {
        let mut st = State::default();
        for (n, v) in [a, c, b, d].into_iter().enumerate() {
            st.set_input(Bank::Primary, n, v.to_bits());
        }
        // op.f32 o0, pa0.xyzw, pa2.xyzw dest_mask=3.
        let i = with(0x08a5118590040001, &[("src2_bank_sel", 2), ("src2_bank_ext", 0), ("src2_n", 1), ("src2_swiz", 4), ("op2", op)]);
        step(&mut st, &i, false, 0).unwrap();
        let (o0, o1) = (f32::from_bits(st.output[0]), f32::from_bits(st.output[1]));
        prop_assert!(same(o0, model(op, a, b)), "{op}: {a} {b} -> {o0}, model {}", model(op, a, b));
        prop_assert!(same(o1, model(op, c, d)), "{op}: {c} {d} -> {o1}, model {}", model(op, c, d));
    }

    #[test]
    fn vmad2_f32_matches_the_model(a in finite(), b in finite(), c in finite()) {
        let mut st = State::default();
        // mad.f32 o0, pa0, pa2, pa4 (x swizzles): word of the console tests' mad with fields set.
        let i = with(0x04a09286f0003004, &[("dat_fmt", 0), ("dest_bank", 1), ("dest_n", 0), ("src0_bank", 1), ("src0_n", 0),
            ("src1_bank", 2), ("src1_bank_ext", 0), ("src1_n", 1), ("src2_bank", 2), ("src2_bank_ext", 0), ("src2_n", 2),
            ("src0_swiz_bits01", 0), ("src0_swiz_bits2", 0), ("src1_swiz_bits01", 0), ("src1_swiz_bit2", 0), ("src2_swiz", 0),
            ("src1_mod", 0), ("src2_mod", 0), ("src0_abs", 0), ("dest_mask", 1)]);
        for (n, v) in [(0, a), (2, b), (4, c)] {
            st.set_input(Bank::Primary, n, v.to_bits());
        }
        step(&mut st, &i, false, 0).unwrap();
        let got = f32::from_bits(st.output[0]);
        let want = (a as f64 * b as f64 + c as f64) as f32;
        prop_assert!(ulps(got, want) <= 1 || (want.is_infinite() && got.is_infinite()) || (!want.is_finite() && got.is_nan()),
            "{a} * {b} + {c} = {got}, model {want}");
    }
}
