//! Vita3K's text of the moves, packs, tests, bitwise and integer operations, texture samples, loads
//! and the special group's register operations.

use super::operand::{self as o, put, Bank, Opnd, UNDEF};
use super::{fv, Ctx, PRED_EXT, PRED_SHORT, SMLSI};
use crate::syntax::dec;
use crate::Insn;

fn sp(out: &mut String) {
    out.push(' ');
}

/// Vita3K's data types, by its enum's order, and their text.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Dt {
    I8,
    I16,
    I32,
    C10,
    F16,
    F32,
    U8,
    U16,
    U32,
    O8,
    Unk,
}

impl Dt {
    fn str(self) -> &'static str {
        match self {
            Dt::I8 => "i8",
            Dt::I16 => "i16",
            Dt::I32 => "i32",
            Dt::C10 => "c10",
            Dt::F16 => "f16",
            Dt::F32 => "f32",
            Dt::U8 => "u8",
            Dt::U16 => "u16",
            Dt::U32 => "u32",
            Dt::O8 => "o8",
            Dt::Unk => "invalid",
        }
    }
}

const MOVE_TYPES: [Dt; 8] = [
    Dt::I8,
    Dt::I16,
    Dt::I32,
    Dt::C10,
    Dt::F16,
    Dt::F32,
    Dt::U8,
    Dt::U16,
];

pub fn vmov(i: &Insn, ctx: &Ctx, out: &mut String) -> bool {
    let move_type = fv(i, "move_type");
    let op = match move_type {
        0 => "VMOV",
        1 => "VMOVC",
        2 => "VMOVCU8",
        _ => "INVALID",
    };
    let dt = MOVE_TYPES[fv(i, "move_data_type") as usize & 7];
    let double = matches!(dt, Dt::C10 | Dt::F16 | Dt::F32);
    let bits = if double { 7 } else { 6 };
    let d = o::dest(
        ctx,
        fv(i, "dest_n"),
        fv(i, "dest_bank_sel"),
        fv(i, "dest_bank_ext"),
        double,
        bits,
    );
    let s1 = o::src12(
        ctx,
        fv(i, "src1_n"),
        fv(i, "src1_bank_sel"),
        fv(i, "src1_bank_ext"),
        double,
        bits,
    );
    let mask = o::write_mask(d.bank, fv(i, "dest_mask"), dt == Dt::F16);
    let s1 = s1.with_swz(o::vec34(fv(i, "src0_swiz"), false, true));
    let mult = if matches!(dt, Dt::F16 | Dt::F32) {
        2
    } else {
        1
    };
    out.push_str(PRED_EXT[fv(i, "pred") as usize & 7]);
    out.push_str(op);
    out.push('.');
    out.push_str(dt.str());
    sp(out);
    put(out, &d, mask, ctx.offset(SMLSI, 3, &d, false, mult));
    if move_type != 0 {
        let mut s0 = o::src0(
            ctx,
            fv(i, "src0_n"),
            fv(i, "src0_bank_sel"),
            fv(i, "end_or_src0_bank_ext"),
            double,
            bits,
        );
        if fv(i, "src0_comp_sel") != 0 {
            s0.swz = s1.swz;
        }
        let s2 = o::src12(
            ctx,
            fv(i, "src2_n"),
            fv(i, "src2_bank_sel"),
            fv(i, "src2_bank_ext"),
            double,
            bits,
        )
        .with_swz(s1.swz);
        out.push_str(" (");
        put(out, &s0, mask, ctx.offset(SMLSI, 0, &s0, false, mult));
        // Vita3K's compare methods by our test value (its `<=` stands for the hardware's `>= 0`).
        out.push_str([" == ", " != ", " < ", " <= "][fv(i, "test") as usize & 3]);
        out.push_str("vec(0)) ? ");
        put(out, &s1, mask, ctx.offset(SMLSI, 1, &s1, false, mult));
        out.push_str(" : ");
        put(out, &s2, mask, ctx.offset(SMLSI, 2, &s2, false, mult));
    } else {
        sp(out);
        put(out, &s1, mask, ctx.offset(SMLSI, 1, &s1, false, mult));
        // Vita3K's format leaves a separator for the absent conditional source.
        sp(out);
    }
    true
}

const PACK_TYPES: [Dt; 8] = [
    Dt::U8,
    Dt::I8,
    Dt::O8,
    Dt::U16,
    Dt::I16,
    Dt::F16,
    Dt::F32,
    Dt::C10,
];
const PACK_NAMES: [&str; 8] = ["U8", "S8", "O8", "U16", "S16", "F16", "F32", "C10"];

pub fn vpck(i: &Insn, ctx: &Ctx, out: &mut String) -> bool {
    let (df, sf) = (
        fv(i, "dest_fmt") as usize & 7,
        fv(i, "src_fmt") as usize & 7,
    );
    let (dt, st) = (PACK_TYPES[df], PACK_TYPES[sf]);
    let d = o::dest(
        ctx,
        fv(i, "dest_n"),
        fv(i, "dest_bank_sel"),
        fv(i, "dest_bank_ext"),
        false,
        7,
    );
    let bit1 = fv(i, "comp0_sel_bit1");
    let src2_n = fv(i, "src2_n");
    let s1_float = matches!(st, Dt::F16 | Dt::F32);
    let s1_n = if s1_float {
        fv(i, "src1_n")
    } else {
        bit1 | fv(i, "src1_n") << 1
    };
    let s1 = o::src12(
        ctx,
        s1_n,
        fv(i, "src1_bank_sel"),
        fv(i, "src1_bank_ext"),
        s1_float,
        7,
    );
    let s2 = o::src12(
        ctx,
        src2_n,
        fv(i, "src2_bank_sel"),
        fv(i, "src2_bank_ext"),
        true,
        7,
    );
    let c0 = fv(i, "comp_sel_0_bit0") | if st == Dt::F32 { bit1 & 1 } else { src2_n & 1 } << 1;
    let swz = [
        c0 as u8,
        fv(i, "comp_sel_1") as u8,
        fv(i, "comp_sel_2") as u8,
        fv(i, "comp_sel_3") as u8,
    ];
    let mask = fv(i, "dest_mask") as u8;
    let scale = fv(i, "scale") != 0;
    let float = |t: Dt| matches!(t, Dt::F16 | Dt::F32);
    let no_cycle = (float(st) && float(dt)) || (scale && (st == Dt::U8 || dt == Dt::U8));
    let mut use_src2 = false;
    if st == Dt::F32 && s2.bank != Bank::Immediate {
        let n = mask.count_ones() as usize;
        let default = swz
            .iter()
            .take(n)
            .enumerate()
            .all(|(k, &c)| c as usize == k);
        let same = s1.num == s2.num && s1.bank == s2.bank;
        let contiguous = matches!(mask, 0b1 | 0b11 | 0b111 | 0b1111);
        use_src2 = !default || !same || !contiguous;
    }
    let mut s1 = s1.with_swz(swz);
    if !no_cycle {
        let two = st == Dt::U8 || dt == Dt::U8;
        let mut taken = 0;
        for k in 0..4 {
            if mask & (1 << k) != 0 {
                if two && mask == 0b1111 {
                    s1.swz[k] = swz[k % 2];
                } else {
                    s1.swz[k] = swz[taken];
                    taken += 1;
                }
            }
        }
    }
    let s_mult = if float(st) { 2 } else { 1 };
    out.push_str(PRED_EXT[fv(i, "pred") as usize & 7]);
    if (dt == Dt::C10 && sf < 5) || (sf == 7 && df < 5) {
        out.push_str("INVALID");
    } else {
        out.push_str("VPCK");
        out.push_str(PACK_NAMES[df]);
        out.push_str(PACK_NAMES[sf]);
    }
    sp(out);
    put(out, &d, mask, ctx.offset(SMLSI, 3, &d, false, 1));
    sp(out);
    if use_src2 {
        out.push('(');
        put(out, &s1, mask, ctx.offset(SMLSI, 1, &s1, false, s_mult));
        sp(out);
        put(out, &s2, 0b1111, ctx.offset(SMLSI, 2, &s2, false, s_mult));
        out.push(')');
    } else {
        put(out, &s1, mask, ctx.offset(SMLSI, 1, &s1, false, s_mult));
    }
    out.push_str(if scale { " [scale]" } else { " [noscale]" });
    true
}

/// Vita3K's test operations by ALU select and operation, with the data type they compare.
fn test_op(sel: u64, op: u64, prec: bool) -> Option<(&'static str, Dt)> {
    const F16: [&str; 16] = [
        "", "", "VF16ADD", "VF16FRC", "VRCP", "VRSQ", "VLOG", "VEXP", "VF16DP", "VF16MIN",
        "VF16MAX", "VF16DSX", "VF16DSY", "VF16MUL", "VF16SUB", "",
    ];
    const F32: [&str; 16] = [
        "", "", "VADD", "VFRC", "VRCP", "VRSQ", "VLOG", "VEXP", "VDP", "VMIN", "VMAX", "VDSX",
        "VDSY", "VMUL", "VSUB", "",
    ];
    const I16: [&str; 16] = [
        "", "", "", "", "", "", "IADD16", "ISUB16", "IMUL16", "IADDU16", "ISUBU16", "IMULU16",
        "IADD32", "IADDU32", "ISUB32", "ISUBU32",
    ];
    const I8: [&str; 16] = [
        "IADD8", "ISUB8", "IADDU8", "ISUBU8", "IMUL8", "FPMUL8", "IMULU8", "FPADD8", "FPSUB8", "",
        "", "", "", "", "", "",
    ];
    const BW: [&str; 16] = [
        "AND", "OR", "XOR", "SHL", "SHR", "ROL", "", "ASR", "", "", "", "", "", "", "", "",
    ];
    let op = op as usize & 15;
    let (name, dt) = match sel {
        0 if prec => (F32[op], Dt::F32),
        0 => (F16[op], Dt::F16),
        1 => {
            let n = I16[op];
            let dt = match n {
                "IADDU32" | "ISUBU32" => Dt::U32,
                "IADD32" | "ISUB32" => Dt::I32,
                "IADD16" | "ISUB16" | "IMUL16" => Dt::I16,
                _ => Dt::U16,
            };
            (n, dt)
        }
        2 => (I8[op], Dt::U8),
        _ => (BW[op], Dt::U32),
    };
    (!name.is_empty()).then_some((name, dt))
}

pub fn vtst(i: &Insn, ctx: &Ctx, out: &mut String, mask_form: bool) -> bool {
    let alu = fv(i, "alu");
    let (sel, aop) = (alu >> 4 & 3, alu & 15);
    let Some((name, dt)) = test_op(sel, aop, fv(i, "prec") != 0) else {
        return false;
    };
    let double = sel == 0;
    let bits = if double { 8 } else { 7 };
    let mut s1 = o::src12(
        ctx,
        fv(i, "src1_n"),
        fv(i, "src1_bank"),
        fv(i, "src1_ext"),
        double,
        bits,
    );
    let mut s2 = o::src12(
        ctx,
        fv(i, "src2_n"),
        fv(i, "src2_bank"),
        fv(i, "src2_ext"),
        double,
        bits,
    );
    if sel == 0 && fv(i, "src2_vscomp") != 0 {
        s2.swz = [0; 4];
    }
    let load_mask;
    if mask_form {
        let kind = fv(i, "tst_mask_type");
        if kind == 3 || fv(i, "test_wben") == 0 {
            return false;
        }
        s1.neg = fv(i, "test_flag_2") != 0;
        let is_dp = name == "VDP" || name == "VF16DP";
        load_mask = if is_dp || (sel == 0 && kind == 2) {
            0b1111
        } else {
            0b0001
        };
    } else {
        let chan = fv(i, "chan_cc");
        if chan >= 4 {
            return false;
        }
        s1.neg = fv(i, "src1_neg") != 0;
        load_mask = 1u8 << chan;
    }
    let zero = fv(i, "zero_test");
    let sign = fv(i, "sign_test") as usize & 3;
    let cmp = if zero == 1 {
        ["equal", "le", "ge", "inv"][sign]
    } else {
        ["ne", "lt", "gt", "inv"][sign]
    };
    let sub = matches!(
        name,
        "VSUB"
            | "VF16SUB"
            | "ISUB8"
            | "ISUB16"
            | "ISUB32"
            | "ISUBU8"
            | "ISUBU16"
            | "ISUBU32"
            | "FPSUB8"
    );
    out.push_str(PRED_EXT[fv(i, "pred") as usize & 7]);
    out.push_str(match (sub, mask_form) {
        (true, true) => "CMPMSK",
        (true, false) => "CMP",
        _ => name,
    });
    out.push('.');
    out.push_str(cmp);
    if !sub {
        out.push_str("zero");
    }
    out.push('.');
    if mask_form {
        out.push_str(dt.str());
        out.push('.');
        out.push_str(dt.str());
        sp(out);
        let d = o::dest(
            ctx,
            fv(i, "dest_n"),
            fv(i, "dest_bank"),
            fv(i, "dest_ext"),
            double,
            bits,
        );
        put(out, &d, load_mask, 0);
    } else {
        out.push_str(dt.str());
        out.push_str(" p");
        dec(out, fv(i, "pdst_n"));
    }
    sp(out);
    put(out, &s1, load_mask, 0);
    sp(out);
    put(out, &s2, load_mask, 0);
    true
}

pub fn vbw(i: &Insn, ctx: &Ctx, out: &mut String) -> bool {
    let op = fv(i, "op");
    let (op1, op2) = (op >> 1, op & 1);
    let name = match (op1, op2) {
        (2, 0) => "AND",
        (2, 1) => "OR",
        (3, _) => "XOR",
        (4, 0) => "SHL",
        (5, 0) => "SHR",
        (5, 1) => "ASR",
        // ROL and the other groups: Vita3K rejects them.
        _ => return false,
    };
    // Vita3K gives up on rotated sources before printing.
    if fv(i, "src2_rot") != 0 {
        return false;
    }
    let s1 = o::src12(
        ctx,
        fv(i, "src1_n"),
        fv(i, "src1_bank"),
        fv(i, "src1_ext"),
        false,
        7,
    );
    let s2 = o::src12(
        ctx,
        fv(i, "src2_n"),
        fv(i, "src2_bank"),
        fv(i, "src2_ext"),
        false,
        7,
    );
    let d = o::dest(
        ctx,
        fv(i, "dest_n"),
        fv(i, "dest_bank"),
        fv(i, "dest_ext"),
        false,
        7,
    );
    out.push_str(PRED_EXT[fv(i, "pred") as usize & 7]);
    out.push_str(name);
    sp(out);
    put(out, &d, 1, ctx.offset(SMLSI, 3, &d, false, 1));
    sp(out);
    put(out, &s1, 1, ctx.offset(SMLSI, 1, &s1, false, 1));
    sp(out);
    if fv(i, "src2_ext") != 0 && s2.bank == Bank::Immediate {
        let v = fv(i, "src2_n") | fv(i, "src2_sel") << 7 | fv(i, "src2_exth") << 14;
        hex_upper(out, v);
    } else {
        put(out, &s2, 1, ctx.offset(SMLSI, 2, &s2, false, 1));
    }
    true
}

pub fn sop2m(i: &Insn, ctx: &Ctx, out: &mut String) -> bool {
    const OPS: [&str; 4] = ["FADD", "FSUB", "FMIN", "FMAX"];
    // The colour operation's line, then the alpha operation's.
    let f = if ctx.repeat & 1 == 0 { "cop" } else { "aop" };
    out.push_str("SOP2M:");
    out.push_str(OPS[fv(i, f) as usize & 3]);
    true
}

pub fn i32mad(i: &Insn, ctx: &Ctx, out: &mut String) -> bool {
    let d = o::dest(
        ctx,
        fv(i, "dest_n"),
        fv(i, "dest_bank"),
        fv(i, "dest_bank_ext"),
        false,
        7,
    );
    let s0 = o::src0(ctx, fv(i, "src0_n"), fv(i, "src0_bank"), 0, false, 7);
    let s1 = o::src12(
        ctx,
        fv(i, "src1_n"),
        fv(i, "src1_bank"),
        fv(i, "src1_bank_ext"),
        false,
        7,
    );
    let s2 = o::src12(
        ctx,
        fv(i, "src2_n"),
        fv(i, "src2_bank"),
        fv(i, "src2_bank_ext"),
        false,
        7,
    );
    out.push_str(PRED_SHORT[fv(i, "pred") as usize & 3]);
    out.push_str("IMAD2");
    for op in [&d, &s0, &s1, &s2] {
        sp(out);
        put(out, op, 1, 0);
    }
    true
}

pub fn i32mad2(i: &Insn, ctx: &Ctx, out: &mut String) -> bool {
    let d = o::dest(
        ctx,
        fv(i, "dest_n"),
        fv(i, "dest_bank"),
        fv(i, "dest_bank_ext"),
        false,
        7,
    );
    let s0 = o::src0(
        ctx,
        fv(i, "src0_n"),
        fv(i, "src0_bank"),
        fv(i, "src0_bank_ext"),
        false,
        7,
    );
    let mut s1 = o::src12(
        ctx,
        fv(i, "src1_n"),
        fv(i, "src1_bank"),
        fv(i, "src1_bank_ext"),
        false,
        7,
    );
    let mut s2 = o::src12(
        ctx,
        fv(i, "src2_n"),
        fv(i, "src2_bank"),
        fv(i, "src2_bank_ext"),
        false,
        7,
    );
    s1.neg = fv(i, "negative_src1") != 0;
    s2.neg = fv(i, "negative_src2") != 0;
    out.push_str(PRED_EXT[fv(i, "pred") as usize & 7]);
    out.push_str("IMAD");
    for op in [&d, &s0, &s1, &s2] {
        sp(out);
        put(out, op, 1, 0);
    }
    out.push_str(" [sn=");
    dec(out, fv(i, "sn"));
    out.push(']');
    true
}

pub fn smp(i: &Insn, ctx: &Ctx, out: &mut String) -> bool {
    let lod = fv(i, "lod_mode");
    // LOD bias: Vita3K reports it unimplemented and prints nothing.
    if lod == 1 {
        return false;
    }
    let dt = [Dt::F32, Dt::Unk, Dt::F16, Dt::F32][fv(i, "fconv_type") as usize & 3];
    let d = Opnd::new(
        if fv(i, "dest_use_pa") != 0 {
            Bank::Primary
        } else {
            Bank::Temp
        },
        fv(i, "dest_n") as u32,
    );
    let s0 = o::src0(
        ctx,
        fv(i, "src0_n"),
        fv(i, "src0_bank"),
        fv(i, "src0_ext"),
        true,
        8,
    );
    let st = [Dt::F32, Dt::F16, Dt::C10, Dt::C10][fv(i, "src0_type") as usize & 3];
    let s1 = o::src12(
        ctx,
        fv(i, "src1_n"),
        fv(i, "src1_bank"),
        fv(i, "src1_ext"),
        true,
        8,
    );
    let dim = fv(i, "dim") + 1;
    let coord = match dim {
        3 => 0b0111,
        1 => 0b0001,
        _ => 0b0011,
    };
    out.push_str(PRED_EXT[fv(i, "pred") as usize & 7]);
    out.push_str("SMP");
    dec(out, dim);
    out.push_str("d.");
    out.push_str(dt.str());
    out.push('.');
    out.push_str(st.str());
    sp(out);
    put(out, &d, 1, 0);
    sp(out);
    put(out, &s0, coord, 0);
    sp(out);
    put(out, &s1, 0, 0);
    sp(out);
    if lod != 0 {
        let s2 = o::src12(
            ctx,
            fv(i, "src2_n"),
            fv(i, "src2_bank"),
            fv(i, "src2_ext"),
            true,
            8,
        );
        put(out, &s2, 1, 0);
    }
    true
}

pub fn ldst(i: &Insn, ctx: &Ctx, out: &mut String) -> bool {
    let (size, _) = match fv(i, "data_type") {
        0 => (4, Dt::F32),
        1 => (2, Dt::I16),
        2 => (1, Dt::I8),
        _ => (0, Dt::Unk),
    };
    let bank = if ctx.secondary {
        Bank::Secondary
    } else if fv(i, "dest_bank_primattr") != 0 {
        Bank::Primary
    } else {
        Bank::Temp
    };
    // Vita3K leaves the destination's swizzle undefined: it prints `?`.
    let d = Opnd::new(bank, fv(i, "dest_n") as u32).with_swz(UNDEF);
    let s0 = o::src0(
        ctx,
        fv(i, "src0_n"),
        fv(i, "src0_bank"),
        fv(i, "src0_bank_ext"),
        false,
        7,
    );
    let mut s1 = o::src12(
        ctx,
        fv(i, "src1_n"),
        fv(i, "src1_bank"),
        fv(i, "src1_bank_ext"),
        false,
        7,
    );
    let s2 = o::src12(
        ctx,
        fv(i, "src2_n"),
        fv(i, "src2_bank"),
        fv(i, "src2_bank_ext"),
        false,
        7,
    );
    // An immediate offset counts elements; Vita3K prints it in bytes.
    if s1.bank == Bank::Immediate {
        s1.num *= size;
    }
    out.push_str(PRED_EXT[fv(i, "pred") as usize & 7]);
    out.push_str("LDR ");
    put(out, &d, 1, 0);
    out.push_str(" (");
    put(out, &s0, 1, 0);
    out.push_str(" + ");
    put(out, &s1, 1, 0);
    out.push_str(" + ");
    put(out, &s2, 1, 0);
    out.push_str(") [");
    dec(out, size as u64 * (fv(i, "mask_count") + 1));
    out.push_str(" bytes]");
    true
}

pub fn limm(i: &Insn, ctx: &Ctx, out: &mut String) -> bool {
    let d = o::dest(
        ctx,
        fv(i, "dest_num"),
        fv(i, "dest_bank"),
        fv(i, "dest_bank_ext"),
        false,
        7,
    );
    out.push_str(PRED_EXT[fv(i, "pred") as usize & 7]);
    out.push_str("MOV ");
    put(out, &d, 1, 0);
    out.push_str(" #");
    hex_upper(out, fv(i, "imm"));
    true
}

pub fn depthf(i: &Insn, ctx: &Ctx, out: &mut String) -> bool {
    let s0 = o::src0(
        ctx,
        fv(i, "src0_n"),
        fv(i, "src0_bank"),
        fv(i, "src0_bank_ext"),
        true,
        7,
    );
    let s1 = o::src12(
        ctx,
        fv(i, "src1_n"),
        fv(i, "src1_bank"),
        fv(i, "src1_bank_ext"),
        false,
        7,
    );
    let s2 = o::src12(
        ctx,
        fv(i, "src2_n"),
        fv(i, "src2_bank"),
        fv(i, "src2_bank_ext"),
        false,
        7,
    );
    out.push_str(PRED_SHORT[fv(i, "pred") as usize & 3]);
    out.push_str("DEPTHF");
    for op in [&s0, &s1, &s2] {
        sp(out);
        put(out, op, 1, 0);
    }
    true
}

/// `0x` and upper-case hex digits, as Vita3K formats its immediates.
fn hex_upper(out: &mut String, v: u64) {
    out.push_str("0x");
    let digits = if v == 0 {
        1
    } else {
        (64 - v.leading_zeros()).div_ceil(4)
    };
    for k in (0..digits).rev() {
        out.push(b"0123456789ABCDEF"[(v >> (4 * k) & 15) as usize] as char);
    }
}
