//! The default text of dual-issue words: one worked out by hand from the field table, words of the
//! corpus read back, and texts the assembler must refuse.

use gpuisa_core::isa::Isa;
use gpuisa_usse::{Syntax, Usse};

fn text(w: u64) -> String {
    let isa = Usse::new(Syntax::Gpuisa);
    let insn = isa.decode(&w.to_le_bytes(), 0).unwrap();
    let mut s = String::new();
    isa.format(&insn, 0, &mut s);
    s
}

/// 0x24007802d04b0094 (VDUAL3), by the fields of encoding/formats.rs: gpi1_neg 1, dual_op1 7 (rcp, one
/// source), dual_op2 2 | 8 (fmul, two), prim_ustore 0, prim_dest_bank 2 (pa), prim_dest_num 2,
/// prim_dest_num_gpi_case 1, unified bank 3 (sa) number 20, src_config 3, every swizzle field 0, the
/// gpi2 bits 0, write_mask_non_gpi 1. Layouts for (1, 2, cfg 3): rcp reads gpi2 (i2, as the primary
/// has one source; swizzle xyz), fmul gpi1 (i0, negated, table entry 0 `xxx`) and the unified slot
/// (sa20, a scalar operation: not a pair; `xxx`). The secondary writes the unified pa2 with its own
/// mask (a scalar f32: x); the primary the internal i1 with write_mask_non_gpi (x). Vita3K's dump of
/// the word: `FRCP i1.x i2.x + FMUL pa2.x -i0.x sa20.x`.
#[test]
fn a_dual_word_worked_by_hand() {
    assert_eq!(text(0x2400_7802_d04b_0094), "rcp.f32 i1.x, i2.xyz + fmul pa2.x, -i0.xxx, sa20.xxx cfg3");
}

/// 0x2c54df42f0a466ff (VDUAL4), the longest operand text: dual_op1 5 (mov, one source), dual_op2 1 | 8
/// (fadd, two), src_config 0: mov reads the unified slot, fadd gpi0 and gpi1. The unified source: bank
/// 3 (sa), number 127 read as a pair (mov loads vectors) so sa254, unified_store_neg 1, and the gpi2
/// bit 0 its absolute value (the primary has one source), swizzle 4 of the standard table (xyzw, bit
/// 1 clear). prim_ustore 1: mov writes pa10 (bank 2, number 5 doubled) with its own mask (a vector
/// of f32: xy); fadd writes i3 with write_mask_non_gpi 5 and has_w (xzw). gpi0: i1, entry 13 (hhhh);
/// gpi1: i2, negated, extended entry 0 (yzxw, which no standard entry gives, so no field is named).
#[test]
fn a_vdual4_word_with_the_longest_operand_worked_by_hand() {
    let t = text(0x2c54_df42_f0a4_66ff);
    assert_eq!(t, "mov.f32 pa10.xy, -|sa254.xyzw| + fadd.v4 i3.xzw, i1.hhhh, -i2.yzxw");
    assert_eq!(Usse::new(Syntax::Gpuisa).parse_str(&t, 0).map(|i| i.word).ok(), Some(0x2c54_df42_f0a4_66ff));
}

/// 0x26f511d86fb5b183 (VDUAL3): sv_pred 2 (!p0), skipinv, type_f16; dual_op1 1 | 8 (fadd, two sources),
/// dual_op2 5 (mov, one), src_config 1: fadd reads gpi0 (i0, entry 7: xyx) and the unified slot (bank
/// 1, o3, not a pair: fadd loads scalars; entry 5: yzw), mov gpi1 (i3, negated, extended entry 6:
/// xzy, which standard entry 11 gives first, so gpi1_swizz=6 and gpi1_swizz_ext are named). gpi2 is
/// read by neither; its bit 1 is set and named. prim_ustore 0: mov writes temporary 125 read as a
/// pair, the alias i1, with an internal register's mask (xyz); fadd writes i2 with
/// write_mask_non_gpi 3 (xy). Both destinations are internal: `ustore2` says mov writes the unified one.
#[test]
fn a_vdual3_word_with_named_fields_worked_by_hand() {
    let t = text(0x26f5_11d8_6fb5_b183);
    assert_eq!(
        t,
        "!p0 fadd.f16 i2.xy, i0.xyx, o3.yzw + mov i1.xyz, -i3.xzy skipinv cfg1 ustore2 gpi1_swizz_ext gpi1_swizz=6 gpi2_slot_num_bit_1"
    );
    assert_eq!(Usse::new(Syntax::Gpuisa).parse_str(&t, 0).map(|i| i.word).ok(), Some(0x26f5_11d8_6fb5_b183));
}

#[test]
fn corpus_dual_words_read_back() {
    let isa = Usse::new(Syntax::Gpuisa);
    for w in [0x2084_c810_d00c_1392u64, 0x2400_7802_d04b_0094, 0x20c0_5102_1008_08fd, 0x2084_2100_8fd5_0082, 0x2884_00d0_0fb7_2789] {
        let t = text(w);
        assert!(t.contains(" + ") && !t.contains('='), "{w:016x}: {t}");
        assert_eq!(isa.parse_str(&t, 0).map(|i| i.word).ok(), Some(w), "{t}");
    }
}

fn refused(src: &str) -> String {
    match Usse::new(Syntax::Gpuisa).parse_str(src, 0) {
        Ok(i) => panic!("`{src}` assembled to {:016x}", i.word),
        Err(d) => d.message,
    }
}

#[test]
fn ambiguous_or_inconsistent_dual_texts_are_refused() {
    // Both destinations internal: which one is the unified register must be said.
    assert!(refused("dot.f32 i0.x, i0.xyz + mov i2.xyz, pa4.xyz skipinv cfg1").contains("ustore"));
    // fmul writes one f32 component of a bank register: `.xy` is not its mask.
    assert!(refused("rcp.f32 i1.x, i2.xyz + fmul pa2.xy, -i0.xxx, sa20.xxx cfg3").contains("do not fit"));
    // Layout 3 of rcp + fmul reads three sources in all, not four.
    assert!(refused("rcp.f32 i1.x, i2.xyz + fmul pa2.x, -i0.xxx, sa20.xxx, i1.xxx cfg3").contains("sources"));
    // gpi1 cannot be a bank register.
    assert!(refused("rcp.f32 i1.x, i2.xyz + fmul pa2.x, -r0.xxx, sa20.xxx cfg3").contains("internal"));
}
