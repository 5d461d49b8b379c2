//! The four-channel swizzle suffix of gpuisa's syntax: letters to selector fields, and the errors.

use gpuisa_core::Isa;
use gpuisa_usse::Usse;

fn parse(text: &str) -> Result<gpuisa_usse::Insn, String> {
    Usse::default().parse_str(text, 0).map_err(|d| format!("{}..{}: {}", d.span.start, d.span.end, d.message))
}

#[test]
fn each_letter_sets_its_channel_selector() {
    // VDP's source 1 has one 3-bit field per channel.
    let i = parse("dot.f32 r0, i1, pa2.wz0h").unwrap();
    let sel: Vec<u64> = ["x", "y", "z", "w"]
        .iter()
        .map(|c| i.field(&format!("src1_swiz_{c}")).unwrap())
        .collect();
    assert_eq!(sel, [3, 2, 4, 7]);
    // V32NMAD's twelve selector bits are split over four fields: 0-6, 7-8, 9, 10-11.
    let i = parse("vdp.f32 r0, #5.yzwh, r2").unwrap();
    let want: u64 = 1 | 2 << 3 | 3 << 6 | 7 << 9;
    let got = i.field("src1_swiz_0_6").unwrap()
        | i.field("src1_swiz_7_8").unwrap() << 7
        | i.field("src1_swiz_9").unwrap() << 9
        | i.field("src1_swiz_10_11").unwrap() << 10;
    assert_eq!(got, want);
    let mut text = String::new();
    Usse::default().format(&i, 0, &mut text);
    assert_eq!(text, "vdp.f32 r0, #5.yzwh, r2");
}

#[test]
fn bad_swizzles_are_refused_at_the_operand() {
    for (text, want) in [
        ("dot.f32 r0, i1, pa2.xyz", "16..23: bad swizzle `.xyz`"),
        ("dot.f32 r0, i1, pa2.xyzq", "16..24: bad swizzle `.xyzq`"),
        ("dot.f32 r0, i1, pa2", "16..19: `pa2` needs a swizzle"),
        ("vdp.f32 r0, #5, r2", "12..13: `#5` needs a swizzle (`#5.xyzw`)"),
        ("vdp.f32 r0, #5.xyzw, r2.xyzw", "21..28: this operand takes no suffix: `r2.xyzw`"),
    ] {
        let got = parse(text).unwrap_err();
        assert!(got.starts_with(want), "{text}: {got}");
    }
}
