//! The fragment-side formats on words built field by field, against values worked by hand from the
//! rules in docs/usse.md (Vita3K's reading of the fields; no console result covers them): SMP
//! (point, linear, addressing, result formats, the unit its texture state names), KILL, DEPTHF,
//! VLD/VST, SOP2/SOP2M/SOP3, I32MAD2, calls, indexed and index-register operands.

use gpuisa_usse::encoding::Bank;
use gpuisa_usse::exec::{run, step, Address, ExecErr, Filter, Next, Sampler, State, Texture};
use gpuisa_usse::Insn;

/// A word whose fixed bits are `base` and whose format is `name`, with fields set.
fn build(base: u64, name: &str, fields: &[(&str, u64)]) -> Insn {
    let mut w = base;
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

fn f(st: &State, n: usize) -> f32 {
    f32::from_bits(st.temp[n])
}

/// 2 x 2: red, green / blue, transparent white.
fn quad_texture() -> Texture {
    Texture::new(
        2,
        2,
        vec![
            255, 0, 0, 255, 0, 255, 0, 255, //
            0, 0, 255, 255, 255, 255, 255, 0,
        ],
    )
    .unwrap()
}

/// `tex2D.f32 r8, pa4, sa2` (coordinates pa4, pa5; texture state at sa2) with extra fields.
fn smp(extra: &[(&str, u64)]) -> Insn {
    let base = [
        ("dim", 1),
        ("fconv_type", 3),
        ("dest_n", 8),
        ("src0_bank", 1),
        ("src0_n", 2),
        ("src1_bank", 3),
        ("src1_n", 1),
    ];
    build(28 << 59, "SMP", &[&base[..], extra].concat())
}

fn smp_state(u: f32, v: f32, sampler: Sampler) -> State {
    let mut st = State::default();
    st.bind_texture(3, quad_texture(), sampler);
    assert!(st.map_sampler(2, 3));
    st.set_input(Bank::Primary, 4, u.to_bits());
    st.set_input(Bank::Primary, 5, v.to_bits());
    st
}

#[test]
fn smp_point_reads_the_texel_holding_the_coordinate() {
    // (0.75, 0.25) * 2 = (1.5, 0.5): texel (1, 0), green.
    let mut st = smp_state(0.75, 0.25, Sampler::default());
    assert_eq!(step(&mut st, &smp(&[]), false, 0), Ok(Next::Fall));
    assert_eq!(
        [f(&st, 8), f(&st, 9), f(&st, 10), f(&st, 11)],
        [0.0, 1.0, 0.0, 1.0]
    );
    // Clamped: (-3, 7) reads texel (0, 1), blue.
    let mut st = smp_state(-3.0, 7.0, Sampler::default());
    step(&mut st, &smp(&[]), false, 0).unwrap();
    assert_eq!(
        [f(&st, 8), f(&st, 9), f(&st, 10), f(&st, 11)],
        [0.0, 0.0, 1.0, 1.0]
    );
}

#[test]
fn smp_linear_weights_the_four_nearest_centres() {
    // (0.5, 0.5): 0.5 texels from each of the four centres, a quarter each: R (255 + 0 + 0 + 255)
    // / 4 = 0.5 of 255, G 0.5, B 0.5, A (3 * 255 + 0) / 4 = 0.75.
    let lin = Sampler {
        mag_filter: Filter::Linear,
        min_filter: Filter::Linear,
        ..Sampler::default()
    };
    let mut st = smp_state(0.5, 0.5, lin);
    step(&mut st, &smp(&[]), false, 0).unwrap();
    assert_eq!(
        [f(&st, 8), f(&st, 9), f(&st, 10), f(&st, 11)],
        [0.5, 0.5, 0.5, 0.75]
    );
    // (0.25, 0.25) is texel (0, 0)'s centre: red exactly.
    let mut st = smp_state(0.25, 0.25, lin);
    step(&mut st, &smp(&[]), false, 0).unwrap();
    assert_eq!(
        [f(&st, 8), f(&st, 9), f(&st, 10), f(&st, 11)],
        [1.0, 0.0, 0.0, 1.0]
    );
}

#[test]
fn smp_repeat_and_mirror_addressing() {
    // u = 1.25: x = 2.5, texel 2: repeat 2 mod 2 = 0 (red at v 0.25); mirror: 2 is the first
    // texel of the mirrored copy, 2 * 2 - 1 - 2 = 1 (green).
    let rep = Sampler {
        address_u: Address::Repeat,
        ..Sampler::default()
    };
    let mut st = smp_state(1.25, 0.25, rep);
    step(&mut st, &smp(&[]), false, 0).unwrap();
    assert_eq!([f(&st, 8), f(&st, 9)], [1.0, 0.0]);
    let mir = Sampler {
        address_u: Address::Mirror,
        ..Sampler::default()
    };
    let mut st = smp_state(1.25, 0.25, mir);
    step(&mut st, &smp(&[]), false, 0).unwrap();
    assert_eq!([f(&st, 8), f(&st, 9)], [0.0, 1.0]);
}

#[test]
fn smp_result_formats() {
    // Texture format (0): green texel as bytes R 00, G ff, B 00, A ff, R lowest.
    let mut st = smp_state(0.75, 0.25, Sampler::default());
    step(&mut st, &smp(&[("fconv_type", 0)]), false, 0).unwrap();
    assert_eq!(st.temp[8], 0xff00_ff00);
    // f16: red (1, 0, 0, 1) as halves 3c00 0000 / 0000 3c00, x in the low half.
    let mut st = smp_state(0.25, 0.25, Sampler::default());
    step(&mut st, &smp(&[("fconv_type", 2)]), false, 0).unwrap();
    assert_eq!([st.temp[8], st.temp[9]], [0x0000_3c00, 0x3c00_0000]);
    // 1 is invalid.
    let mut st = smp_state(0.25, 0.25, Sampler::default());
    assert!(matches!(
        step(&mut st, &smp(&[("fconv_type", 1)]), false, 0),
        Err(ExecErr::Unsupported(_))
    ));
}

#[test]
fn smp_reads_the_unit_its_texture_state_names() {
    // sa2 maps unit 3; a state naming unit 5 (nothing bound) stops with the unit.
    let mut st = smp_state(0.75, 0.25, Sampler::default());
    st.map_sampler(2, 5);
    match step(&mut st, &smp(&[]), false, 0) {
        Err(ExecErr::Unset(w)) => assert!(w.contains("texture unit 5"), "{w}"),
        r => panic!("{r:?}"),
    }
    // Gather4 and cube maps are refused by name.
    let mut st = smp_state(0.75, 0.25, Sampler::default());
    assert!(
        matches!(step(&mut st, &smp(&[("sb_mode", 1)]), false, 0), Err(ExecErr::Unsupported(w)) if w.contains("gather4"))
    );
    assert!(
        matches!(step(&mut st, &smp(&[("dim", 2)]), false, 0), Err(ExecErr::Unsupported(w)) if w.contains("cube"))
    );
}

#[test]
fn checkerboard_squares() {
    // 16 x 16: squares of 2 texels, white at the top left.
    let t = Texture::checkerboard(16, 16);
    assert_eq!(t.texel(0, 0), [255, 255, 255, 255]);
    assert_eq!(t.texel(1, 1), [255, 255, 255, 255]);
    assert_eq!(t.texel(2, 0), [0, 0, 0, 255]);
    assert_eq!(t.texel(2, 2), [255, 255, 255, 255]);
    assert_eq!(t.texel(15, 0), [0, 0, 0, 255]);
}

const KILL: u64 = 0xf930_0006_f000_0000;

#[test]
fn kill_discards_and_ends() {
    let mut st = State::default();
    let k = build(KILL, "KILL", &[]);
    assert_eq!(step(&mut st, &k, false, 0), Ok(Next::End));
    assert!(st.discarded());
    // `p0 kill` with p0 false: the program goes on to its end, not discarded.
    let k = build(KILL, "KILL", &[("pred", 1)]);
    let end = build(0xf800_0140_0000_0000, "NOP", &[("end", 1)]);
    let mut st = State::default();
    assert_eq!(run(&mut st, &[k, end], "primary", false, 10), Ok(2));
    assert!(!st.discarded());
}

#[test]
fn depthf_writes_src0() {
    // src0 r, number 1 in 64-bit units: r2.
    let mut st = State::default();
    st.temp[2] = 0.25f32.to_bits();
    let d = build(0xfb30_0000_0000_0000, "DEPTHF", &[("src0_n", 1)]);
    assert_eq!(st.depth(), None);
    step(&mut st, &d, false, 0).unwrap();
    assert_eq!(st.depth(), Some(0.25));
}

#[test]
fn vld_and_vst_address_the_memory_image() {
    let mut st = State::default();
    st.set_memory(0x1000, (0u8..32).collect());
    st.temp[0] = 0x1000;
    // ld: r0 + #2 words + #4 bytes = 0x100c, two words (mask_count 1) into r4, r5.
    let ld = build(
        29 << 59,
        "VLD",
        &[
            ("src1_bank", 2),
            ("src1_bank_ext", 1),
            ("src1_n", 2),
            ("src2_bank", 2),
            ("src2_bank_ext", 1),
            ("src2_n", 4),
            ("dest_n", 4),
            ("mask_count", 1),
        ],
    );
    step(&mut st, &ld, false, 0).unwrap();
    assert_eq!([st.temp[4], st.temp[5]], [0x0f0e_0d0c, 0x1312_1110]);
    // st: r6 at r0 + #1 word = 0x1004; the image the state shared before is unchanged.
    st.temp[6] = 0xdead_beef;
    let before = st.clone();
    let stv = build(
        30 << 59,
        "VST",
        &[
            ("src1_bank", 2),
            ("src1_bank_ext", 1),
            ("src1_n", 1),
            ("src2_n", 6),
        ],
    );
    step(&mut st, &stv, false, 0).unwrap();
    assert_eq!(st.memory().0, 0x1000);
    assert_eq!(&st.memory().1[4..8], &[0xef, 0xbe, 0xad, 0xde]);
    assert_eq!(&before.memory().1[4..8], &[4, 5, 6, 7]);
    // Past the image: 0x1000 + 8 words = 0x1020.
    let far = build(
        30 << 59,
        "VST",
        &[("src1_bank", 2), ("src1_bank_ext", 1), ("src1_n", 8)],
    );
    assert!(matches!(
        step(&mut st, &far, false, 0),
        Err(ExecErr::Memory(0x1020))
    ));
}

/// Bytes R, G, B, A into a word, R lowest.
fn rgba(b: [u32; 4]) -> u32 {
    b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24
}

#[test]
fn sop2_blends_by_src1_alpha() {
    // src1 (255, 0, 51, 102): a = 0.4; src2 (0, 255, 204, 255).
    // colour = 0.4 * src1 + (1 - 0.4) * src2: R 0.4 -> 102, G 0.6 -> 153, B 0.08 + 0.48 = 0.56 ->
    // 142.8 -> 143; alpha = 0.4 * 0.4 + (1 - 0) * 1.0 = 1.16 -> 255.
    let mut st = State::default();
    st.temp[0] = rgba([255, 0, 51, 102]);
    st.temp[1] = rgba([0, 255, 204, 255]);
    let i = build(
        16 << 59,
        "SOP2",
        &[
            ("src1_n", 0),
            ("src2_n", 1),
            ("dest_n", 2),
            ("csel1", 3),
            ("csel2", 3),
            ("cmod2", 1),
            ("asel1", 1),
            ("asel2", 0),
            ("amod2", 1),
        ],
    );
    step(&mut st, &i, false, 0).unwrap();
    assert_eq!(st.temp[2], rgba([102, 153, 143, 255]));
}

#[test]
fn sop2m_max_with_a_write_mask() {
    // max(1 * src1, 1 * src2) on R, G, B (wmask 1110: bit 0 is alpha): 255, 255, 204; the alpha
    // byte keeps 0x11.
    let mut st = State::default();
    st.temp[0] = rgba([255, 0, 51, 102]);
    st.temp[1] = rgba([0, 255, 204, 255]);
    st.temp[2] = 0x1122_3344;
    let i = build(
        18 << 59,
        "SOP2M",
        &[
            ("src1num", 0),
            ("src2num", 1),
            ("destnum", 2),
            ("cop", 3),
            ("mod1", 1),
            ("mod2", 1),
            ("wmask", 0b1110),
        ],
    );
    step(&mut st, &i, false, 0).unwrap();
    assert_eq!(st.temp[2], rgba([255, 255, 204, 0x11]));
}

#[test]
fn sop3_modulates_by_src0() {
    // colour src0 * src1 - 0: src0 bytes 128: R 128 * 255 / 255 = 128, G 0, B 128 * 51 / 255 =
    // 25.6 -> 26; alpha src0.a * src1.a + 0 = 128 * 102 / 255 = 51.2 -> 51.
    let mut st = State::default();
    st.temp[0] = rgba([255, 0, 51, 102]);
    st.temp[3] = 0x8080_8080;
    let i = build(
        17 << 59,
        "SOP3",
        &[
            ("src0n", 3),
            ("src1n", 0),
            ("src2n", 0),
            ("destn", 2),
            ("cop", 1),
            ("csel1", 4),
            ("csel2", 0),
            ("asel1", 1),
        ],
    );
    step(&mut st, &i, false, 0).unwrap();
    assert_eq!(st.temp[2], rgba([128, 0, 26, 51]));
}

#[test]
fn i32mad2_whole_words() {
    let mut st = State::default();
    st.temp[0] = 7;
    st.temp[1] = 6;
    st.temp[2] = 5;
    let f = [("src0_n", 0), ("src1_n", 1), ("src2_n", 2), ("dest_n", 3)];
    step(&mut st, &build(26 << 59, "I32MAD2", &f), false, 0).unwrap();
    assert_eq!(st.temp[3], 47);
    let neg = [&f[..], &[("negative_src2", 1)]].concat();
    step(&mut st, &build(26 << 59, "I32MAD2", &neg), false, 0).unwrap();
    assert_eq!(st.temp[3], 37);
    // 0x10000 * 0x10000 wraps to 0.
    st.temp[0] = 0x10000;
    st.temp[1] = 0x10000;
    step(&mut st, &build(26 << 59, "I32MAD2", &f), false, 0).unwrap();
    assert_eq!(st.temp[3], 5);
    let sn = [&f[..], &[("sn", 1)]].concat();
    assert!(matches!(
        step(&mut st, &build(26 << 59, "I32MAD2", &sn), false, 0),
        Err(ExecErr::Unsupported(_))
    ));
}

#[test]
fn a_call_saves_the_link() {
    // ba.savelink to word 9 from the instruction at index 3: jumps, link = 4.
    let mut st = State::default();
    let br = build(
        0xf800_0000_0000_0000,
        "BR",
        &[("save_link", 1), ("br_off", 9)],
    );
    assert_eq!(step(&mut st, &br, false, 3), Ok(Next::Jump(9)));
    assert_eq!(st.link, 4);
}

#[test]
fn indexed_and_index_register_operands() {
    let mut st = State::default();
    // limm idx1, #2 (dest bank 2 with extension: the index registers, numbered from 1).
    let to_idx = build(
        0xfc20_0000_0000_0000,
        "LIMM",
        &[
            ("dest_bank", 2),
            ("dest_bank_ext", 1),
            ("dest_num", 1),
            ("imm", 2),
        ],
    );
    step(&mut st, &to_idx, false, 0).unwrap();
    assert_eq!(st.index[0], 2);
    // limm pa[index1 * 2 + 3], #0x12345678: bank bits 10 (pa), offset 3: pa7.
    let to_x = build(
        0xfc20_0000_0000_0000,
        "LIMM",
        &[
            ("dest_bank", 3),
            ("dest_num", 0b10_00011),
            ("imm", 0x1234_5678),
        ],
    );
    step(&mut st, &to_x, false, 0).unwrap();
    assert_eq!(st.primary[7], 0x1234_5678);
}

#[test]
fn vpck_f32_to_fx10() {
    // pack.fx10.f32 r4, r0 (mask xy): 1.0 -> 255; -0.5 -> -127.5, rounded away from zero -128 ->
    // 0x380 in ten bits, the second field (bits 10-19).
    let mut st = State::default();
    st.temp[0] = 1.0f32.to_bits();
    st.temp[1] = (-0.5f32).to_bits();
    let i = build(
        8 << 59,
        "VPCK",
        &[
            ("src_fmt", 6),
            ("dest_fmt", 7),
            ("dest_n", 4),
            ("dest_mask", 0b11),
            ("comp_sel_1", 1),
        ],
    );
    step(&mut st, &i, false, 0).unwrap();
    assert_eq!(st.temp[4], 0xff | 0x380 << 10);
    // And back: fx10 to f32 of the same word, two channels.
    st.temp[6] = st.temp[4];
    let back = build(
        8 << 59,
        "VPCK",
        &[
            ("src_fmt", 7),
            ("dest_fmt", 6),
            ("src1_n", 3),
            ("dest_n", 8),
            ("dest_mask", 0b11),
            ("comp_sel_1", 1),
        ],
    );
    step(&mut st, &back, false, 0).unwrap();
    assert_eq!([f(&st, 8), f(&st, 9)], [1.0, -128.0 / 255.0]);
}

#[test]
fn random_words_of_these_formats_return_without_a_panic() {
    // Groups SOP2, SOP3, SOP2M, I32MAD2, SMP, VLD, VST and the special group (KILL, DEPTHF, BR),
    // 100,000 words each, on a state with textures, a mapped sampler and a memory image.
    let mut st = State::default();
    for unit in 0..16 {
        st.bind_texture(unit, quad_texture(), Sampler::default());
    }
    st.map_sampler(0, 1);
    st.set_memory(0, vec![0x5a; 256]);
    let mut x = 0x9e37_79b9_7f4a_7c15u64;
    for group in [16u64, 17, 18, 26, 28, 29, 30, 31] {
        for _ in 0..100_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let i = Insn::decode((x & !(0x1f << 59)) | group << 59);
            let _ = step(&mut st.clone(), &i, group & 1 == 1, 5);
        }
    }
}
