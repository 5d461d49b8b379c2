//! Operand notations of gpuisa's syntax beyond bank and number: the four-channel swizzle suffix and the
//! indexed register `r[index1 * 2 + N]`, read into fields, printed back, and their errors.

use gpuisa_core::Isa;
use gpuisa_usse::Usse;

fn parse(text: &str) -> Result<gpuisa_usse::Insn, String> {
    Usse::default().parse_str(text, 0).map_err(|d| format!("{}..{}: {}", d.span.start, d.span.end, d.message))
}

#[test]
fn each_letter_sets_its_channel_selector() {
    // VDP's source 1 has one 3-bit field per channel.
    let i = parse("dot.f32 r0.none, i1.xxx, pa2.wz0h").unwrap();
    let sel: Vec<u64> = ["x", "y", "z", "w"]
        .iter()
        .map(|c| i.field(&format!("src1_swiz_{c}")).unwrap())
        .collect();
    assert_eq!(sel, [3, 2, 4, 7]);
    // V32NMAD's twelve selector bits are split over four fields: 0-6, 7-8, 9, 10-11.
    let i = parse("vdp.f32 r0.none, #5.yzwh, r2.xxxx").unwrap();
    let want: u64 = 1 | 2 << 3 | 3 << 6 | 7 << 9;
    let got = i.field("src1_swiz_0_6").unwrap()
        | i.field("src1_swiz_7_8").unwrap() << 7
        | i.field("src1_swiz_9").unwrap() << 9
        | i.field("src1_swiz_10_11").unwrap() << 10;
    assert_eq!(got, want);
    let mut text = String::new();
    Usse::default().format(&i, 0, &mut text);
    assert_eq!(text, "vdp.f32 r0.none, #5.yzwh, r2.xxxx");
}

#[test]
fn bad_swizzles_are_refused_at_the_operand() {
    for (text, want) in [
        ("dot.f32 r0.none, i1.xxx, pa2.xyz", "25..32: bad swizzle `.xyz`"),
        ("dot.f32 r0.none, i1.xxx, pa2.xyzq", "25..33: bad swizzle `.xyzq`"),
        ("dot.f32 r0.none, i1.xxx, pa2", "25..28: `pa2` needs a swizzle"),
        ("vdp.f32 r0.none, #5, r2.xxxx", "17..18: `#5` needs a swizzle (`#5.xyzw`)"),
        // Source 2's swizzle is one of a table's sixteen: xyzx is not among them.
        ("vdp.f32 r0.none, #5.xyzw, r2.xyzx", "26..33: `.xyzx` is not a swizzle this operand has"),
        ("and.u32 r0.x, r1, r2", "8..12: this operand takes no suffix: `r0.x`"),
    ] {
        let got = parse(text).unwrap_err();
        assert!(got.starts_with(want), "{text}: {got}");
    }
}

#[test]
fn indexed_registers_hold_bank_and_offset() {
    use gpuisa_usse::encoding::Bank;
    use gpuisa_usse::Operand;
    // A 7-bit number: bank `o` (1) in bits 5-6, offset 22 below.
    let text = "and.u32 o[index1 * 2 + 22], r1, r2";
    let i = parse(text).unwrap();
    assert_eq!(i.operands()[0], Some(Operand::Reg { bank: Bank::Indexed, num: 1 << 5 | 22 }));
    // A vector format's doubled 6-bit number (sgx543-isa.txt's RIO6): bank `sa` in bits 4-5, offset 11.
    let text2 = "mad.f16 sa62.none, r22.xxxx, sa[index1 * 2 + 22].xxxx, r56.xxxx";
    let i2 = parse(text2).unwrap();
    assert_eq!(i2.operands()[2], Some(Operand::Reg { bank: Bank::Indexed, num: 3 << 5 | 22 }));
    assert_eq!(i2.field("src1_n"), Some(3 << 4 | 11));
    for (insn, want) in [(i, text), (i2, text2)] {
        let mut out = String::new();
        Usse::default().format(&insn, 0, &mut out);
        assert!(out.starts_with(want), "{out}");
    }
    for (text, want) in [
        ("and.u32 o[index1 * 2 + 32], r1, r2", "23..25: expected an indexed register"),
        ("and.u32 q[index1 * 2 + 3], r1, r2", "8..9: expected an indexed register"),
        ("and.u32 o[index1 * 4 + 3], r1, r2", "19..20: expected an indexed register"),
        ("and.u32 o[index1 * 2 + 3, r1, r2", "24..25: expected an indexed register"),
        ("mad.f16 sa62.none, r22.xxxx, sa[index1 * 2 + 21].xxxx, r56.xxxx", "29..48: this operand names register pairs: the offset must be even"),
    ] {
        let got = parse(text).unwrap_err();
        assert!(got.starts_with(want), "{text}: {got}");
    }
}
