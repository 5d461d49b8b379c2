//! The interpreter per instruction group, on words of the console tests' programs (their text in the
//! comments) and variations of their fields, with results worked out by hand.

use gpuisa_usse::encoding::Bank;
use gpuisa_usse::exec::{f16, run, run_group, step, Next, State};
use gpuisa_usse::Insn;

/// `word` with fields set by name (the word's own format).
fn with(word: u64, fields: &[(&str, u64)]) -> Insn {
    let i = Insn::decode(word);
    let f = i.format();
    let mut w = word;
    for &(n, v) in fields {
        let k = f
            .index(n)
            .unwrap_or_else(|| panic!("{}: no field {n}", f.name));
        w = f.fields[k as usize].bits.set(w, v);
    }
    let j = Insn::decode(w);
    assert_eq!(j.format, i.format, "the fields changed the format");
    j
}

fn set(st: &mut State, b: Bank, n: usize, vals: &[f32]) {
    for (k, v) in vals.iter().enumerate() {
        st.set_input(b, n + k, v.to_bits());
    }
}

fn get(st: &State, b: Bank, n: usize) -> f32 {
    f32::from_bits(match b {
        Bank::Output => st.output[n],
        Bank::Primary => st.primary[n],
        Bank::Secondary => st.secondary[n],
        _ => st.temp[n],
    })
}

fn exec(st: &mut State, i: Insn, secondary: bool) {
    assert_eq!(step(st, &i, secondary, 0), Ok(Next::Fall), "{i:?}");
}

#[test]
fn v32nmad_swizzles_constants_and_masks() {
    let mut st = State::default();
    set(&mut st, Bank::Primary, 0, &[2.0, -3.0, 4.0, 5.0]);
    // mul.f32 o0, pa0.xyzw, c1 src2_swiz=1 dest_mask=3: c1.yyyy is 1.0; only o0, o1 written.
    exec(&mut st, Insn::decode(0x08a5118590040001), false);
    // mul.f32 o2, #0.11xx, c1: the swizzle's constants 1, 1.
    exec(&mut st, Insn::decode(0x0883118190568001), false);
    assert_eq!(
        [0, 1, 2, 3].map(|n| get(&st, Bank::Output, n)),
        [2.0, -3.0, 1.0, 1.0]
    );
    assert!(!st.output_set[4]);
    // The same with src2 = pa2.xyzw and each operation: o0 = pa0 op pa2, o1 = pa1 op pa3.
    let base = [
        ("src2_bank_sel", 2),
        ("src2_bank_ext", 0),
        ("src2_n", 1),
        ("src2_swiz", 4),
    ];
    for (op, want) in [
        (0, [8.0, -15.0]),
        (1, [6.0, 2.0]),
        (5, [2.0, -3.0]),
        (6, [4.0, 5.0]),
    ] {
        let i = with(0x08a5118590040001, &[&base[..], &[("op2", op)]].concat());
        exec(&mut st, i, false);
        assert_eq!(
            [get(&st, Bank::Output, 0), get(&st, Bank::Output, 1)],
            want,
            "op {op}"
        );
    }
    // frc of -3 is 0; negated absolute source 1 (src1_mod 3): -|2| + 4 = 2, -|-3| + 5 = 2.
    exec(
        &mut st,
        with(0x08a5118590040001, &[&base[..], &[("op2", 2)]].concat()),
        false,
    );
    assert_eq!(get(&st, Bank::Output, 1), 0.0);
    exec(
        &mut st,
        with(
            0x08a5118590040001,
            &[&base[..], &[("op2", 1), ("src1_mod", 3)]].concat(),
        ),
        false,
    );
    assert_eq!(
        [get(&st, Bank::Output, 0), get(&st, Bank::Output, 1)],
        [2.0, 2.0]
    );
}

#[test]
fn vpck_f16_rounding_and_channel_selects() {
    let mut st = State::default();
    set(&mut st, Bank::Secondary, 8, &[1.0, 0.1, 65520.0, -2.0]);
    // pack.f16.f32 sa0, sa8, sa10 dest_mask=15 (secondary): 0.1 -> 0x2e66, 65520 ties to infinity.
    exec(&mut st, Insn::decode(0x40880d7cf019840a), true);
    assert_eq!(
        [st.secondary[0], st.secondary[1]],
        [0x2e66_3c00, 0xc000_7c00]
    );
    // pack.f32.f16 o6, pa0, #1 with selects 2, 3: the halves of pa1.
    st.primary[0] = 0;
    st.primary[1] = 0xc000_3800;
    exec(&mut st, Insn::decode(0x40810b8da0db8082), false);
    assert_eq!(
        [get(&st, Bank::Output, 6), get(&st, Bank::Output, 7)],
        [0.5, -2.0]
    );
    // pack.f16.f32 pa0, pa2, #0 dest_mask=1 comp_sel_0_bit0: pa0's low half is f16(pa3).
    set(&mut st, Bank::Primary, 2, &[7.0, 0.25]);
    exec(&mut st, Insn::decode(0x40810d46a0000101), false);
    assert_eq!(st.primary[0] & 0xffff, f16::from_f32(0.25) as u32);
    assert_eq!(st.primary[0] >> 16, 0, "the high half is kept");
}

#[test]
fn vpck_integer_source_converts_two_channels() {
    let mut st = State::default();
    // pack.f16.u8 pa8, pa4, pa4 dest_mask=15: bytes 0 and 1 of pa4 unscaled; pa9 is kept.
    st.primary[4] = 0x00ff_7f03;
    st.primary[9] = 0x1234_5678;
    exec(&mut st, Insn::decode(0x4080017ea1198204), false);
    assert_eq!(
        st.primary[8],
        (f16::from_f32(127.0) as u32) << 16 | f16::from_f32(3.0) as u32
    );
    assert_eq!(st.primary[9], 0x1234_5678);
    // With scale: 3 / 255 and 127 / 255.
    exec(&mut st, with(0x4080017ea1198204, &[("scale", 1)]), false);
    assert_eq!(st.primary[8] & 0xffff, f16::from_f32(3.0 / 255.0) as u32);
}

#[test]
fn vmad2_f16_write_mask_covers_pairs_of_halves() {
    let mut st = State::default();
    let h = |a: f32, b: f32| (f16::from_f32(b) as u32) << 16 | f16::from_f32(a) as u32;
    st.primary[6] = h(1.0, 2.0);
    st.primary[7] = h(0.5, -1.0);
    st.secondary[0] = h(3.0, 0.25);
    st.secondary[1] = h(2.0, 2.0);
    st.secondary[8] = h(1.0, 1.0);
    st.secondary[9] = h(0.0, 0.5);
    // mad.f16 pa0, pa6, sa0, sa8 (xyzw swizzles) dest_mask=5: bits 0 and 2 enable all four halves.
    exec(&mut st, Insn::decode(0x04a09286f0003004), false);
    assert_eq!([st.primary[0], st.primary[1]], [h(4.0, 1.5), h(1.0, -1.5)]);
    // dest_mask=1: only the first two halves.
    st.primary[1] = 0;
    exec(
        &mut st,
        with(0x04a09286f0003004, &[("dest_mask", 1)]),
        false,
    );
    assert_eq!(st.primary[1], 0);
}

#[test]
fn vtstmsk_masks_and_cmov() {
    let mut st = State::default();
    set(&mut st, Bank::Primary, 16, &[1.0, 0.0, 2.0, -1.0]);
    set(&mut st, Bank::Primary, 20, &[0.0, 0.0, 1.0, 0.0]);
    // tstmsk.sub.f32.nonzero.pos (pa4), pa16, pa20, mask type 0: a byte per channel, x and z pass.
    st.primary[5] = 0x1234;
    exec(&mut st, Insn::decode(0x78c08a82a053840a), false);
    assert_eq!([st.primary[4], st.primary[5]], [0x00ff_00ff, 0]);
    // Mask type 1: sixteen bits a channel over the register's two words.
    exec(
        &mut st,
        with(0x78c08a82a053840a, &[("tst_mask_type", 1)]),
        false,
    );
    assert_eq!([st.primary[4], st.primary[5]], [0x0000_ffff, 0x0000_ffff]);
    // Mask type 2 into a bank register: 1.0 or 0.0 in its two words (x, y); pa6 is kept.
    st.primary[6] = 0x1234;
    exec(
        &mut st,
        with(0x78c08a82a053840a, &[("tst_mask_type", 2)]),
        false,
    );
    assert_eq!(st.primary[4..7], [1.0f32.to_bits(), 0, 0x1234]);
    exec(&mut st, Insn::decode(0x78c08a82a053840a), false);
    // cmov8.nezero.f32 pa8, pa4, c0, pa24 dest_mask=1: the low byte is set, so c0 (0).
    set(&mut st, Bank::Primary, 24, &[0.75]);
    exec(&mut st, Insn::decode(0x388285866110200c), false);
    assert_eq!(get(&st, Bank::Primary, 8), 0.0);
    st.primary[4] = 0xff00;
    exec(&mut st, Insn::decode(0x388285866110200c), false);
    assert_eq!(get(&st, Bank::Primary, 8), 0.75);
    // The dot-product test: 1*0 + 0*0 + 2*1 + -1*0 = 2 > 0, one result for every channel.
    exec(&mut st, with(0x78c08a82a053840a, &[("alu", 8)]), false);
    assert_eq!(st.primary[4], 0xffff_ffff);
    st.primary[4] = 0x00ff_00ff;
    // Mask type 2 into i0: 1.0 or 0.0 per channel; cmov.nezero pa8, i0, c0, pa24 takes c0 where set.
    exec(&mut st, Insn::decode(0x78c08aa0af93840a), false);
    assert_eq!(st.internal[..4], [1.0f32, 0.0, 1.0, 0.0].map(f32::to_bits));
    // tstmsk.log with mask type 2: log2(src1.x) for every channel (1 > 0 fails, so all 0).
    exec(&mut st, Insn::decode(0x78c08aa0af91840a), false);
    assert_eq!(st.internal[..4], [0; 4]);
    set(&mut st, Bank::Primary, 16, &[4.0, 0.5]);
    exec(&mut st, Insn::decode(0x78c08aa0af91840a), false);
    assert_eq!(st.internal[..4], [1.0f32; 4].map(f32::to_bits));
}

#[test]
fn dsy_reads_the_quad() {
    // tstmsk.dsy.f32.nonzero.pos (pa4), pa16, pa20 then nop end: every lane tests src1 of lane 2
    // minus src2 of lane 0.
    let code = [
        Insn::decode(0x78c08a82a053040a),
        Insn::decode(0xf804014000000000),
    ];
    let mut lanes = vec![State::default(); 4];
    for (k, st) in lanes.iter_mut().enumerate() {
        set(st, Bank::Primary, 16, &[[0.0, 0.0, 0.75, 0.0][k]; 4]);
        set(st, Bank::Primary, 20, &[[0.5, 9.0, 9.0, 9.0][k]; 4]);
    }
    assert_eq!(run_group(&mut lanes, &code, "primary", false, 100), Ok(2));
    for st in &lanes {
        assert_eq!(
            st.primary[4], 0xffff_ffff,
            "0.75 - 0.5 > 0 in every channel"
        );
    }
}

#[test]
fn vmad_repeats_advance_registers() {
    let mut st = State::default();
    // mad.f32 r124 (i2), i1, sa20, i2 opcode2 (vec4) gpi0_swiz=1 (yyyy) src1_swiz=4 gpi1_swiz=4,
    // repeated twice in mode 2 (both): repeat 1 is i3 = i2.yyyy * sa24 + i3.
    st.internal[4..8].copy_from_slice(&[0.0f32, 2.0, 0.0, 0.0].map(f32::to_bits));
    st.internal[8..12].copy_from_slice(&[1.0f32, 3.0, 1.0, 1.0].map(f32::to_bits));
    st.internal[12..16].copy_from_slice(&[1.0f32; 4].map(f32::to_bits));
    set(
        &mut st,
        Bank::Secondary,
        20,
        &[1.0, 2.0, 3.0, 4.0, 10.0, 20.0, 30.0, 40.0],
    );
    exec(
        &mut st,
        with(
            0x18b18b80df85210a,
            &[("repeat_mode", 2), ("repeat_count", 1), ("write_mask", 15)],
        ),
        false,
    );
    // Repeat 0: i2 = i1.yyyy (2) * sa20..23 + i2 = (3, 7, 7, 9).
    assert_eq!(
        st.internal[8..12],
        [3.0f32, 7.0, 7.0, 9.0].map(f32::to_bits)
    );
    // Repeat 1: i3 = i2.yyyy (7) * sa24..27 + i3 = (71, 141, 211, 281).
    assert_eq!(
        st.internal[12..16],
        [71.0f32, 141.0, 211.0, 281.0].map(f32::to_bits)
    );
}

#[test]
fn vdp_and_vcomp() {
    let mut st = State::default();
    // dot.f32 pa0, i1, r122.xyzw (i1) vec3: |i1.xyz|^2.
    st.internal[4..8].copy_from_slice(&[1.0f32, 2.0, 2.0, 100.0].map(f32::to_bits));
    exec(&mut st, Insn::decode(0x188188821011a23d), false);
    assert_eq!(get(&st, Bank::Primary, 0), 9.0);
    // rsq.f32 pa0, pa0: 1 / sqrt(4).
    set(&mut st, Bank::Primary, 0, &[4.0]);
    exec(&mut st, Insn::decode(0x30800a0280000001), false);
    assert_eq!(get(&st, Bank::Primary, 0), 0.5);
}

#[test]
fn predicates_branches_and_the_end() {
    // p0 br +0xc skips to the end when p0 holds; otherwise the nop end at 1 ends it.
    let code = [
        Insn::decode(0xf90000400000000c),
        Insn::decode(0xf804014000000000),
    ];
    let mut st = State::default();
    assert_eq!(run(&mut st, &code, "primary", false, 100), Ok(2));
    st.pred[0] = true;
    assert_eq!(run(&mut st, &code, "primary", false, 100), Ok(1));
    // br 0x0: a loop, stopped at the step limit naming its address.
    let looping = [Insn::decode(0xf800004000000000)];
    let e = run(&mut st, &looping, "primary", false, 50).unwrap_err();
    assert!(
        e.to_string()
            .contains("step limit of 50 instructions reached at 0x0"),
        "{e}"
    );
}

#[test]
fn strict_inputs_name_the_register() {
    let mut st = State {
        strict_inputs: true,
        ..State::default()
    };
    let e = run(
        &mut st,
        &[Insn::decode(0x30800a0280000001)],
        "primary",
        false,
        10,
    )
    .unwrap_err();
    assert!(
        e.to_string()
            .contains("reads pa0, an input that was not given"),
        "{e}"
    );
}
