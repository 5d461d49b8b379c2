//! Vita3K's text of the floating-point vector formats: VMAD2, V32NMAD/V16NMAD, VMAD, VDP, VDUAL and
//! VCOMP.

use super::operand::{self as o, put, Ch, Opnd};
use super::{fv, Ctx, PRED_EXT, PRED_VEC, SMLSI};
use crate::Insn;

fn sp(out: &mut String) {
    out.push(' ');
}

pub fn vmad2(i: &Insn, ctx: &Ctx, out: &mut String) -> bool {
    const S0: [[Ch; 4]; 8] = [
        [0, 0, 0, 0],
        [1, 1, 1, 1],
        [2, 2, 2, 2],
        [3, 3, 3, 3],
        [0, 1, 2, 3],
        [1, 2, 0, 3],
        [0, 1, 3, 3],
        [2, 3, 0, 1],
    ];
    const S1: [[Ch; 4]; 8] = [
        [0, 0, 0, 0],
        [1, 1, 1, 1],
        [2, 2, 2, 2],
        [3, 3, 3, 3],
        [0, 1, 2, 3],
        [0, 1, 1, 2],
        [1, 1, 3, 3],
        [3, 1, 2, 3],
    ];
    const S2: [[Ch; 4]; 8] = [
        [0, 0, 0, 0],
        [1, 1, 1, 1],
        [2, 2, 2, 2],
        [3, 3, 3, 3],
        [0, 1, 2, 3],
        [0, 2, 3, 3],
        [0, 0, 1, 2],
        [0, 1, 2, 2],
    ];
    let f16 = fv(i, "dat_fmt") != 0;
    let d = o::dest(ctx, fv(i, "dest_n"), fv(i, "dest_bank"), 0, true, 7);
    let s0 = o::src0(ctx, fv(i, "src0_n"), fv(i, "src0_bank"), 0, true, 7);
    let s1 = o::src12(
        ctx,
        fv(i, "src1_n"),
        fv(i, "src1_bank"),
        fv(i, "src1_bank_ext"),
        true,
        7,
    );
    let s2 = o::src12(
        ctx,
        fv(i, "src2_n"),
        fv(i, "src2_bank"),
        fv(i, "src2_bank_ext"),
        true,
        7,
    );
    let mask = o::write_mask(d.bank, fv(i, "dest_mask"), f16);
    let sw0 = fv(i, "src0_swiz_bits01") | fv(i, "src0_swiz_bits2") << 2;
    let sw1 = fv(i, "src1_swiz_bits01") | fv(i, "src1_swiz_bit2") << 2;
    let mut s0 = s0.with_swz(S0[sw0 as usize]);
    s0.abs = fv(i, "src0_abs") != 0;
    let s1 = s1.with_swz(S1[sw1 as usize]).with_mod(fv(i, "src1_mod"));
    let s2 = s2
        .with_swz(S2[fv(i, "src2_swiz") as usize & 7])
        .with_mod(fv(i, "src2_mod"));
    // The 2-bit predicate is read as an extended one.
    out.push_str(PRED_EXT[fv(i, "pred") as usize & 7]);
    out.push_str(if f16 { "VF16MAD2" } else { "VMAD2" });
    for op in [&d, &s0, &s1, &s2] {
        sp(out);
        put(out, op, mask, 0);
    }
    true
}

pub fn nmad(i: &Insn, ctx: &Ctx, out: &mut String) -> bool {
    const F32: [&str; 8] = [
        "VMUL", "VADD", "VFRC", "VDSX", "VDSY", "VMIN", "VMAX", "VDP",
    ];
    const F16: [&str; 8] = [
        "VF16MUL", "VF16ADD", "VF16FRC", "VF16DSX", "VF16DSY", "VF16MIN", "VF16MAX", "VF16DP",
    ];
    let f32 = i.word >> 59 == 1;
    let d = o::dest(
        ctx,
        fv(i, "dest_n"),
        fv(i, "dest_bank_sel"),
        fv(i, "dest_bank_ext"),
        true,
        7,
    );
    let s1 = o::src12(
        ctx,
        fv(i, "src1_n"),
        fv(i, "src1_bank_sel"),
        fv(i, "src1_bank_ext"),
        true,
        7,
    );
    let s2 = o::src12(
        ctx,
        fv(i, "src2_n"),
        fv(i, "src2_bank_sel"),
        fv(i, "src2_bank_ext"),
        true,
        7,
    );
    let enc = fv(i, "src1_swiz_0_6")
        | fv(i, "src1_swiz_7_8") << 7
        | fv(i, "src1_swiz_9") << 9
        | fv(i, "src1_swiz_10_11") << 10;
    let s1 = s1.with_swz(o::swizzle4(enc)).with_mod(fv(i, "src1_mod"));
    let mut s2 = s2.with_swz(o::vec34(fv(i, "src2_swiz"), false, true));
    s2.abs = fv(i, "src2_mod") != 0;
    let mask = fv(i, "dest_mask") as u8;
    let op = fv(i, "op2") as usize & 7;
    out.push_str(PRED_VEC[fv(i, "pred") as usize & 7]);
    out.push_str(if f32 { F32[op] } else { F16[op] });
    for op in [&d, &s1, &s2] {
        sp(out);
        put(out, op, mask, 0);
    }
    true
}

pub fn vmad(i: &Insn, ctx: &Ctx, out: &mut String) -> bool {
    let vec4 = fv(i, "opcode2") != 0;
    let s1 = o::src12(
        ctx,
        fv(i, "src1_n"),
        fv(i, "src1_bank"),
        fv(i, "src1_bank_ext"),
        true,
        7,
    );
    let d = o::dest(
        ctx,
        fv(i, "dest_n"),
        fv(i, "dest_bank"),
        fv(i, "dest_use_bank_ext"),
        true,
        7,
    );
    let mut d = d;
    if !vec4 {
        d.swz[3] = 0;
    }
    let mut s1 = s1.with_swz(o::vec34(
        fv(i, "src1_swiz"),
        fv(i, "src1_swiz_ext") != 0,
        vec4,
    ));
    s1.abs = fv(i, "src1_abs") != 0;
    s1.neg = fv(i, "src1_neg") != 0;
    let mut g0 = Opnd::internal(fv(i, "gpi0_n") as u32).with_swz(o::vec34(
        fv(i, "gpi0_swiz"),
        fv(i, "gpi0_swiz_ext") != 0,
        vec4,
    ));
    g0.abs = fv(i, "gpi0_abs") != 0;
    g0.neg = fv(i, "gpi0_neg") != 0;
    let mut g1 = Opnd::internal(fv(i, "gpi1_n") as u32).with_swz(o::vec34(
        fv(i, "gpi1_swiz"),
        fv(i, "gpi1_swiz_ext") != 0,
        vec4,
    ));
    g1.abs = fv(i, "gpi1_abs") != 0;
    g1.neg = fv(i, "gpi1_neg") != 0;
    let mask = fv(i, "write_mask") as u8;
    let mode = fv(i, "repeat_mode");
    out.push_str(PRED_VEC[fv(i, "pred") as usize & 7]);
    out.push_str("VMAD");
    sp(out);
    put(out, &d, mask, 0);
    sp(out);
    put(out, &g0, mask, ctx.offset(mode, 0, &g0, true, 2));
    sp(out);
    put(out, &s1, mask, ctx.offset(mode, 1, &s1, false, 2));
    sp(out);
    put(out, &g1, mask, ctx.offset(mode, 2, &g1, true, 2));
    true
}

pub fn vdp(i: &Insn, ctx: &Ctx, out: &mut String) -> bool {
    let vec4 = fv(i, "opcode2") != 0;
    let src_mask = if vec4 { 0b1111 } else { 0b0111 };
    let s1 = o::src12(
        ctx,
        fv(i, "src1_n"),
        fv(i, "src1_bank"),
        fv(i, "src1_bank_ext"),
        true,
        7,
    );
    let d = o::dest(
        ctx,
        fv(i, "dest_n"),
        fv(i, "dest_bank"),
        fv(i, "dest_use_bank_ext"),
        true,
        7,
    );
    let mut g0 =
        Opnd::internal(fv(i, "gpi0_n") as u32).with_swz(o::vec34(fv(i, "gpi0_swiz"), false, vec4));
    g0.abs = fv(i, "gpi0_abs") != 0;
    let mut s1 = s1.with_swz([
        fv(i, "src1_swiz_x") as Ch,
        fv(i, "src1_swiz_y") as Ch,
        fv(i, "src1_swiz_z") as Ch,
        fv(i, "src1_swiz_w") as Ch,
    ]);
    s1.neg = fv(i, "src1_neg") != 0;
    s1.abs = fv(i, "src1_abs") != 0;
    // Each repeat writes the next channel.
    let m = fv(i, "write_mask") as u8;
    let r = ctx.repeat as u32 % 4;
    let mask = ((m << r) | (m >> ((4 - r) % 4))) & 15;
    let mode = fv(i, "repeat_mode");
    out.push_str(PRED_VEC[fv(i, "pred") as usize & 7]);
    out.push_str("VDP ");
    put(out, &d, mask, 0);
    sp(out);
    put(out, &s1, src_mask, ctx.offset(mode, 1, &s1, false, 2));
    sp(out);
    put(out, &g0, src_mask, ctx.offset(mode, 0, &g0, true, 2));
    true
}

pub fn vcomp(i: &Insn, ctx: &Ctx, out: &mut String) -> bool {
    const OPS: [&str; 4] = ["VRCP", "VRSQ", "VLOG", "VEXP"];
    let d = o::dest(
        ctx,
        fv(i, "dest_n"),
        fv(i, "dest_bank"),
        fv(i, "dest_bank_ext"),
        true,
        8,
    );
    let s1 = o::src12(
        ctx,
        fv(i, "src1_n"),
        fv(i, "src1_bank"),
        fv(i, "src1_bank_ext"),
        true,
        8,
    )
    .with_mod(fv(i, "src1_mod"));
    let src_mask = 1u8 << (fv(i, "src_comp") & 3);
    out.push_str(PRED_EXT[fv(i, "pred") as usize & 7]);
    out.push_str(OPS[fv(i, "op2") as usize & 3]);
    sp(out);
    put(
        out,
        &d,
        fv(i, "write_mask") as u8,
        ctx.offset(SMLSI, 3, &d, false, 2),
    );
    sp(out);
    put(out, &s1, src_mask, ctx.offset(SMLSI, 1, &s1, false, 2));
    true
}

/// A dual-issue operation: its name, source count and whether it loads and stores vectors.
pub(super) struct DualOp {
    pub name: &'static str,
    pub srcs: u8,
    pub vload: bool,
    pub vstore: bool,
}

const fn dop(name: &'static str, srcs: u8, vload: bool, vstore: bool) -> Option<DualOp> {
    Some(DualOp {
        name,
        srcs,
        vload,
        vstore,
    })
}

const DUAL_OPS: [Option<DualOp>; 16] = [
    dop("VMAD", 3, true, true),
    dop("VDP", 2, true, false),
    dop("VSSQ", 1, true, false),
    dop("VMUL", 2, true, true),
    dop("VADD", 2, true, true),
    dop("VMOV", 1, true, true),
    dop("FRSQ", 1, false, false),
    dop("FRCP", 1, false, false),
    dop("FMAD", 3, false, false),
    dop("FADD", 2, false, false),
    dop("FMUL", 2, false, false),
    dop("FSUBFLR", 2, false, false),
    dop("FEXP", 1, false, false),
    dop("FLOG", 1, false, false),
    None,
    None,
];

/// Where a dual operation's sources come from.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Src {
    G0,
    G1,
    G2,
    Uni,
    No,
}

fn op1_layout(count: u8, config: u64) -> Option<[Src; 3]> {
    use Src::*;
    Some(match (count, config) {
        (1, 0) => [Uni, No, No],
        (1, 1) => [G0, No, No],
        (1, 2) => [G1, No, No],
        (1, 3) => [G2, No, No],
        (2, 0) => [Uni, G1, No],
        (2, 1) => [G0, Uni, No],
        (2, 2) => [G0, G1, No],
        (3, 0) => [Uni, G1, G2],
        (3, 1) => [G0, Uni, G2],
        (3, 2) => [G0, G1, Uni],
        (3, 3) => [G0, G1, G2],
        _ => return None,
    })
}

fn op2_layout(count1: u8, count2: u8, config: u64) -> Option<[Src; 3]> {
    use Src::*;
    Some(match (count1, count2, config) {
        (1, 1, 0) => [G0, No, No],
        (1, 1, _) => [Uni, No, No],
        (1, 2, 0) => [G0, G1, No],
        (1, 2, 1) => [Uni, G1, No],
        (1, 2, 2) => [G0, Uni, No],
        // Learned from the dumps (the older Vita3K read GPI0 here).
        (1, 2, _) => [G1, Uni, No],
        (1, 3, 0) => [G0, G1, G2],
        (1, 3, 1) => [Uni, G1, G2],
        (1, 3, 2) => [G0, Uni, G2],
        (1, 3, _) => [G0, Uni, G1],
        (2, 1, 0) => [G0, No, No],
        (2, 1, 1) => [G1, No, No],
        (2, 1, 2) => [Uni, No, No],
        (2, 2, 0) => [G0, G2, No],
        (2, 2, 1) => [G1, G2, No],
        (2, 2, 2) => [G2, Uni, No],
        (3, 1, 0) => [G0, No, No],
        (3, 1, 1) => [G1, No, No],
        (3, 1, 2) => [G2, No, No],
        (3, 1, 3) => [Uni, No, No],
        _ => return None,
    })
}

/// A dual-issue word's two operations and where their sources come from (None: Vita3K rejects it).
pub(super) fn dual_parts(
    i: &Insn,
) -> Option<(&'static DualOp, &'static DualOp, [Src; 3], [Src; 3])> {
    let vec4 = i.word >> 59 & 1 != 0;
    let ext = fv(i, "has_w") | fv(i, "dual_op1") >> 3;
    let op1_i = (fv(i, "dual_op1") & 7 | if !vec4 && ext != 0 { 8 } else { 0 }) as usize;
    let op2_i = fv(i, "dual_op2") as usize & 15;
    // The second operation has no VMAD.
    let op1 = DUAL_OPS[op1_i].as_ref()?;
    let op2 = if op2_i == 0 {
        None
    } else {
        DUAL_OPS[op2_i].as_ref()
    }?;
    let config = fv(i, "src_config");
    let l1 = op1_layout(op1.srcs, config)?;
    let l2 = op2_layout(op1.srcs, op2.srcs, config)?;
    Some((op1, op2, l1, l2))
}

pub fn vdual(i: &Insn, ctx: &Ctx, out: &mut String) -> bool {
    let vec4 = i.word >> 59 & 1 != 0;
    let ext = fv(i, "has_w") | fv(i, "dual_op1") >> 3;
    let f16 = fv(i, "type_f16") != 0;
    let Some((op1, op2, l1, l2)) = dual_parts(i) else {
        return false;
    };
    let prim = fv(i, "prim_ustore") != 0;
    // The unified destination counts register pairs only for an operation that stores a vector.
    let vstore = if prim { op1.vstore } else { op2.vstore };
    let unified_dest = o::dest(
        ctx,
        fv(i, "prim_dest_num"),
        fv(i, "prim_dest_bank"),
        0,
        vstore,
        8,
    );
    let internal_dest = Opnd::internal(fv(i, "prim_dest_num_gpi_case") as u32);
    let (d1, d2) = if prim {
        (unified_dest, internal_dest)
    } else {
        (internal_dest, unified_dest)
    };
    let op_mask = |op: &DualOp, dest_internal: bool| -> u8 {
        if dest_internal {
            if vec4 {
                0b1111
            } else {
                0b0111
            }
        } else if op.vstore {
            if f16 {
                0b1111
            } else {
                0b0011
            }
        } else if f16 {
            0b0011
        } else {
            0b0001
        }
    };
    let fixed = (fv(i, "write_mask_non_gpi") as u8) | if vec4 && ext != 0 { 8 } else { 0 };
    let (m1, m2) = if prim {
        (op_mask(op1, d1.bank == o::Bank::Internal), fixed)
    } else {
        (fixed, op_mask(op2, d2.bank == o::Bank::Internal))
    };
    let g2bit1 = fv(i, "gpi2_slot_num_bit_1");
    let g2bit0 = fv(i, "gpi2_slot_num_bit_0_or_unified_store_abs");
    let source = |id: Src, op: &DualOp| -> Opnd {
        match id {
            Src::Uni => {
                let mut s = o::src12(
                    ctx,
                    fv(i, "unified_store_slot_num"),
                    fv(i, "unified_store_slot_bank"),
                    0,
                    op.vload,
                    if op.vload { 8 } else { 7 },
                );
                // Without a third source the GPI2 bit extends the swizzle; Vita3K shows no
                // absolute value here.
                s.swz = o::dual(
                    fv(i, "unified_store_swizz"),
                    vec4 && op.srcs < 3 && g2bit1 != 0,
                    vec4,
                );
                s.neg = fv(i, "unified_store_neg") != 0;
                s
            }
            Src::G0 => Opnd::internal(fv(i, "gpi0_slot_num") as u32).with_swz(o::dual(
                fv(i, "gpi0_swizz"),
                false,
                vec4,
            )),
            Src::G1 => {
                let mut s = Opnd::internal(fv(i, "gpi1_slot_num") as u32).with_swz(o::dual(
                    fv(i, "gpi1_swizz"),
                    fv(i, "gpi1_swizz_ext") != 0,
                    vec4,
                ));
                s.neg = fv(i, "gpi1_neg") != 0;
                s
            }
            _ => Opnd::internal(if op.srcs >= 2 {
                (g2bit1 << 1 | g2bit0) as u32
            } else {
                2
            }),
        }
    };
    let one = |op: &DualOp, layout: [Src; 3], dest: &Opnd, mask: u8, out: &mut String| {
        // A vector result reads the channels it writes.
        let src_mask = if op.vstore {
            mask
        } else if op.vload {
            0b1111u8 >> (!vec4 as u8)
        } else {
            0b0001
        };
        out.push_str(op.name);
        sp(out);
        put(out, dest, mask, 0);
        for id in layout.into_iter().take_while(|&s| s != Src::No) {
            sp(out);
            put(out, &source(id, op), src_mask, 0);
        }
    };
    one(op1, l1, &d1, m1, out);
    out.push_str(" + ");
    one(op2, l2, &d2, m2, out);
    true
}
