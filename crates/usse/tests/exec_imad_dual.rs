//! The integer multiply-adds and dual issue on words built field by field, results worked by hand
//! (the rules are Vita3K's reading, docs/usse.md; no console result covers them).

use gpuisa_usse::exec::{step, Next, State};
use gpuisa_usse::Insn;

/// A word of opcode group `group` whose format is `name`, with fields set.
fn build(group: u64, name: &str, fields: &[(&str, u64)]) -> Insn {
    let mut w = group << 59;
    let f = Insn::decode(w).format();
    assert_eq!(f.name, name);
    for &(n, v) in fields {
        let k = f.index(n).unwrap_or_else(|| panic!("{name}: no field {n}"));
        w = f.fields[k as usize].bits.set(w, v);
    }
    let i = Insn::decode(w);
    assert_eq!(i.format().name, name, "the fields changed the format");
    i
}

#[test]
fn i32mad_multiplies_halves_and_adds() {
    let mut st = State::default();
    st.temp[0] = 0x0003_fffe; // low -2 (signed) or 65534, high 3
    st.temp[1] = 0x0000_0005;
    st.temp[2] = 0x0000_0100;
    let base = [
        ("src0_n", 0),
        ("src1_n", 1),
        ("src2_n", 2),
        ("dest_n", 3),
        ("src2_type", 2),
    ];
    let i = build(21, "I32MAD", &base);
    assert_eq!(step(&mut st, &i, false, 0), Ok(Next::Fall));
    assert_eq!(st.temp[3], 65534 * 5 + 256);
    let i = build(21, "I32MAD", &[&base[..], &[("is_signed", 1)]].concat());
    step(&mut st, &i, false, 0).unwrap();
    assert_eq!(st.temp[3], (-10i32 + 256) as u32);
    let i = build(21, "I32MAD", &[&base[..], &[("src0_high", 1)]].concat());
    step(&mut st, &i, false, 0).unwrap();
    assert_eq!(st.temp[3], 3 * 5 + 256);
}

#[test]
fn vdual_runs_both_operations_on_sources_read_first() {
    let mut st = State::default();
    // i0 = (1, 2, 3, 4), r0..r3 = (10, 20, 30, 40).
    for c in 0..4 {
        st.internal[c] = (c as f32 + 1.0).to_bits();
        st.temp[c] = ((c as f32 + 1.0) * 10.0).to_bits();
    }
    // VDUAL4: primary vmov (one source: the unified slot r0, xyzw) into the unified destination
    // r4 (own mask xy for an f32 vector store); secondary fadd (config 0: gpi0, gpi1) into i0.
    let i = build(
        5,
        "VDUAL4",
        &[
            ("dual_op1", 5),
            ("dual_op2", 9),
            ("prim_ustore", 1),
            ("unified_store_swizz", 4),
            ("gpi0_swizz", 4),
            ("gpi1_swizz", 4),
            ("prim_dest_num", 2),
            ("prim_dest_num_gpi_case", 0),
            ("write_mask_non_gpi", 0b111),
            ("has_w", 1),
        ],
    );
    assert_eq!(step(&mut st, &i, false, 0), Ok(Next::Fall));
    assert_eq!(f32::from_bits(st.temp[4]), 10.0);
    assert_eq!(f32::from_bits(st.temp[5]), 20.0);
    // i0.x + i0.x = 2, to every component of the mask.
    for c in 0..4 {
        assert_eq!(f32::from_bits(st.internal[c]), 2.0);
    }
}

#[test]
fn random_words_of_these_groups_never_panic() {
    // A fixed xorshift sequence; every word of groups 4, 5 (dual issue), 19-21 (multiply-adds).
    let mut x = 0x9e37_79b9_7f4a_7c15u64;
    for _ in 0..200_000 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        for g in [4u64, 5, 19, 20, 21] {
            let i = Insn::decode(x & !(31 << 59) | g << 59);
            let mut st = State::default();
            for (k, v) in st.temp.iter_mut().enumerate() {
                *v = (k as u32).wrapping_mul(0x9e37_79b9);
            }
            let _ = step(&mut st, &i, x & 1 == 1, 0);
        }
    }
}
