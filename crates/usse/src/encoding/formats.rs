//! The formats: fields by name and bit position (usse-grammar.yaml, counted from bit 0 of the 64-bit
//! word; fields it splits but that hold one value are joined), and how gpuisa's syntax shows them.
//! Mnemonics follow sgx543-isa.txt; values of fields it does not name follow the SGX hardware
//! definitions (see docs/usse.md).

use super::*;
use super::suffix;
use gpuisa_core::BitField;

const fn fl2(name: &'static str, l0: u8, w0: u8, l1: u8, w1: u8) -> Field {
    Field {
        name,
        bits: BitField::two(l0, w0, l1, w1),
    }
}
const fn fl3(name: &'static str, l0: u8, w0: u8, l1: u8, w1: u8, l2: u8, w2: u8) -> Field {
    Field {
        name,
        bits: BitField::three(l0, w0, l1, w1, l2, w2),
    }
}

/// A register operand of format fields `$f`: bank, bank extension ("" for none), number.
macro_rules! reg {
    ($f:expr, $bank:literal, $ext:literal, $num:literal, $banks:expr, $scale:literal) => {
        Item::Reg(RegOp {
            bank: ix($f, $bank),
            ext: if $ext.is_empty() { NONE } else { ix($f, $ext) },
            num: ix($f, $num),
            banks: $banks,
            scale: $scale,
            low: NONE,
        })
    };
    ($f:expr, $bank:literal, $ext:literal, $num:literal, $banks:expr, $scale:literal, low $low:literal) => {
        Item::Reg(RegOp {
            bank: ix($f, $bank),
            ext: if $ext.is_empty() { NONE } else { ix($f, $ext) },
            num: ix($f, $num),
            banks: $banks,
            scale: $scale,
            low: ix($f, $low),
        })
    };
}

macro_rules! format {
    ($name:literal, $value:expr, $mask:expr, $fields:expr, $items:expr $(,)?) => {
        Format {
            name: $name,
            value: $value,
            mask: $mask,
            fields: $fields,
            items: $items,
        }
    };
}

const G: u64 = 0x1f << 59;
const fn grp(op: u64) -> u64 {
    op << 59
}

/// Vector multiply-add (Normal version).
pub const VMAD2_FIELDS: &[Field] = &[
    fl("dat_fmt", 58, 1),
    fl("pred", 56, 2),
    fl("skipinv", 55, 1),
    fl("src0_swiz_bits2", 53, 1),
    fl("syncstart", 52, 1),
    fl("src0_abs", 50, 1),
    fl("src1_bank_ext", 49, 1),
    fl("src2_bank_ext", 48, 1),
    fl("src2_swiz", 45, 3),
    fl("src1_swiz_bit2", 44, 1),
    fl("nosched", 43, 1),
    fl("dest_mask", 39, 4),
    fl("src1_mod", 37, 2),
    fl("src2_mod", 35, 2),
    fl("src0_bank", 34, 1),
    fl("dest_bank", 32, 2),
    fl("src1_bank", 30, 2),
    fl("src2_bank", 28, 2),
    fl("dest_n", 22, 6),
    fl("src1_swiz_bits01", 20, 2),
    fl("src0_swiz_bits01", 18, 2),
    fl("src0_n", 12, 6),
    fl("src1_n", 6, 6),
    fl("src2_n", 0, 6),
];

/// Vector operations except for MAD (F32).
pub const V32NMAD_FIELDS: &[Field] = &[
    fl("pred", 56, 3),
    fl("skipinv", 55, 1),
    fl("src1_swiz_10_11", 53, 2),
    fl("syncstart", 52, 1),
    fl("dest_bank_ext", 51, 1),
    fl("src1_swiz_9", 50, 1),
    fl("src1_bank_ext", 49, 1),
    fl("src2_bank_ext", 48, 1),
    fl("src2_swiz", 44, 4),
    fl("nosched", 43, 1),
    fl("dest_mask", 39, 4),
    fl("src1_mod", 37, 2),
    fl("src2_mod", 36, 1),
    fl("src1_swiz_7_8", 34, 2),
    fl("dest_bank_sel", 32, 2),
    fl("src1_bank_sel", 30, 2),
    fl("src2_bank_sel", 28, 2),
    fl("dest_n", 22, 6),
    fl("src1_swiz_0_6", 15, 7),
    fl("op2", 12, 3),
    fl("src1_n", 6, 6),
    fl("src2_n", 0, 6),
];

/// Vector operations except for MAD (F16).
pub const V16NMAD_FIELDS: &[Field] = &[
    fl("pred", 56, 3),
    fl("skipinv", 55, 1),
    fl("src1_swiz_10_11", 53, 2),
    fl("syncstart", 52, 1),
    fl("dest_bank_ext", 51, 1),
    fl("src1_swiz_9", 50, 1),
    fl("src1_bank_ext", 49, 1),
    fl("src2_bank_ext", 48, 1),
    fl("src2_swiz", 44, 4),
    fl("nosched", 43, 1),
    fl("dest_mask", 39, 4),
    fl("src1_mod", 37, 2),
    fl("src2_mod", 36, 1),
    fl("src1_swiz_7_8", 34, 2),
    fl("dest_bank_sel", 32, 2),
    fl("src1_bank_sel", 30, 2),
    fl("src2_bank_sel", 28, 2),
    fl("dest_n", 22, 6),
    fl("src1_swiz_0_6", 15, 7),
    fl("op2", 12, 3),
    fl("src1_n", 6, 6),
    fl("src2_n", 0, 6),
];

/// Vector multiply-add.
pub const VMAD_FIELDS: &[Field] = &[
    fl("pred", 56, 3),
    fl("skipinv", 55, 1),
    fl("gpi1_swiz_ext", 54, 1),
    fl("opcode2", 52, 1),
    fl("dest_use_bank_ext", 51, 1),
    fl("end", 50, 1),
    fl("src1_bank_ext", 49, 1),
    fl("repeat_mode", 47, 2),
    fl("gpi0_abs", 46, 1),
    fl("repeat_count", 44, 2),
    fl("nosched", 43, 1),
    fl("write_mask", 39, 4),
    fl("src1_neg", 38, 1),
    fl("src1_abs", 37, 1),
    fl("gpi1_neg", 36, 1),
    fl("gpi1_abs", 35, 1),
    fl("gpi0_swiz_ext", 34, 1),
    fl("dest_bank", 32, 2),
    fl("src1_bank", 30, 2),
    fl("gpi0_n", 28, 2),
    fl("dest_n", 22, 6),
    fl("gpi0_swiz", 18, 4),
    fl("gpi1_swiz", 14, 4),
    fl("gpi1_n", 12, 2),
    fl("gpi0_neg", 11, 1),
    fl("src1_swiz_ext", 10, 1),
    fl("src1_swiz", 6, 4),
    fl("src1_n", 0, 6),
];

/// Vector Dot Product (single issue).
pub const VDP_FIELDS: &[Field] = &[
    fl("pred", 56, 3),
    fl("skipinv", 55, 1),
    fl("clip_plane_enable", 54, 1),
    fl("opcode2", 52, 1),
    fl("dest_use_bank_ext", 51, 1),
    fl("end", 50, 1),
    fl("src1_bank_ext", 49, 1),
    fl("repeat_mode", 47, 2),
    fl("gpi0_abs", 46, 1),
    fl("repeat_count", 44, 2),
    fl("nosched", 43, 1),
    fl("write_mask", 39, 4),
    fl("src1_neg", 38, 1),
    fl("src1_abs", 37, 1),
    fl("clip_plane_n", 34, 3),
    fl("dest_bank", 32, 2),
    fl("src1_bank", 30, 2),
    fl("gpi0_n", 28, 2),
    fl("dest_n", 22, 6),
    fl("gpi0_swiz", 18, 4),
    fl("src1_swiz_w", 15, 3),
    fl("src1_swiz_z", 12, 3),
    fl("src1_swiz_y", 9, 3),
    fl("src1_swiz_x", 6, 3),
    fl("src1_n", 0, 6),
];

/// Dual issue instruction, three-component (group 4).
pub const VDUAL3_FIELDS: &[Field] = &[
    fl("gpi1_neg", 58, 1),
    fl("sv_pred", 56, 2),
    fl("skipinv", 55, 1),
    fl("type_f16", 53, 1),
    fl("gpi1_swizz_ext", 52, 1),
    fl("unified_store_swizz", 48, 4),
    fl("unified_store_neg", 47, 1),
    fl2("dual_op1", 44, 3, 54, 1),
    fl("prim_ustore", 42, 1),
    fl("gpi0_swizz", 38, 4),
    fl("gpi1_swizz", 34, 4),
    fl("prim_dest_bank", 32, 2),
    fl("unified_store_slot_bank", 30, 2),
    fl("prim_dest_num_gpi_case", 28, 2),
    fl("prim_dest_num", 21, 7),
    fl2("dual_op2", 18, 3, 43, 1),
    fl("src_config", 16, 2),
    fl("gpi2_slot_num_bit_1", 15, 1),
    fl("gpi2_slot_num_bit_0_or_unified_store_abs", 14, 1),
    fl("gpi1_slot_num", 12, 2),
    fl("gpi0_slot_num", 10, 2),
    fl("write_mask_non_gpi", 7, 3),
    fl("unified_store_slot_num", 0, 7),
];

/// Dual issue instruction, four-component (group 5).
pub const VDUAL4_FIELDS: &[Field] = &[
    fl("gpi1_neg", 58, 1),
    fl("has_w", 54, 1),
    fl("sv_pred", 56, 2),
    fl("skipinv", 55, 1),
    fl("type_f16", 53, 1),
    fl("gpi1_swizz_ext", 52, 1),
    fl("unified_store_swizz", 48, 4),
    fl("unified_store_neg", 47, 1),
    fl("dual_op1", 44, 3),
    fl("prim_ustore", 42, 1),
    fl("gpi0_swizz", 38, 4),
    fl("gpi1_swizz", 34, 4),
    fl("prim_dest_bank", 32, 2),
    fl("unified_store_slot_bank", 30, 2),
    fl("prim_dest_num_gpi_case", 28, 2),
    fl("prim_dest_num", 21, 7),
    fl2("dual_op2", 18, 3, 43, 1),
    fl("src_config", 16, 2),
    fl("gpi2_slot_num_bit_1", 15, 1),
    fl("gpi2_slot_num_bit_0_or_unified_store_abs", 14, 1),
    fl("gpi1_slot_num", 12, 2),
    fl("gpi0_slot_num", 10, 2),
    fl("write_mask_non_gpi", 7, 3),
    fl("unified_store_slot_num", 0, 7),
];

/// Vector Complex Instructions.
pub const VCOMP_FIELDS: &[Field] = &[
    fl("pred", 56, 3),
    fl("skipinv", 55, 1),
    fl("dest_type", 53, 2),
    fl("syncstart", 52, 1),
    fl("dest_bank_ext", 51, 1),
    fl("end", 50, 1),
    fl("src1_bank_ext", 49, 1),
    fl("repeat_count", 44, 4),
    fl("nosched", 43, 1),
    fl("op2", 41, 2),
    fl("src_type", 39, 2),
    fl("src1_mod", 37, 2),
    fl("src_comp", 35, 2),
    fl("dest_bank", 32, 2),
    fl("src1_bank", 30, 2),
    fl("dest_n", 21, 7),
    fl("src1_n", 7, 7),
    fl("write_mask", 0, 4),
];

/// Vector move.
pub const VMOV_FIELDS: &[Field] = &[
    fl("pred", 56, 3),
    fl("skipinv", 55, 1),
    fl("src0_comp_sel", 53, 1),
    fl("syncstart", 52, 1),
    fl("dest_bank_ext", 51, 1),
    fl("end_or_src0_bank_ext", 50, 1),
    fl("src1_bank_ext", 49, 1),
    fl("src2_bank_ext", 48, 1),
    fl("repeat_count", 44, 2),
    fl("nosched", 43, 1),
    fl("move_data_type", 40, 3),
    fl2("test", 39, 1, 54, 1),
    fl("src0_swiz", 35, 4),
    fl("src0_bank_sel", 34, 1),
    fl("dest_bank_sel", 32, 2),
    fl("src1_bank_sel", 30, 2),
    fl("src2_bank_sel", 28, 2),
    fl("dest_mask", 24, 4),
    fl("dest_n", 18, 6),
    fl("src0_n", 12, 6),
    fl("src1_n", 6, 6),
    fl("src2_n", 0, 6),
];

/// Vector conditional move.
pub const VMOVC_FIELDS: &[Field] = &[
    fl("pred", 56, 3),
    fl("skipinv", 55, 1),
    fl("src0_comp_sel", 53, 1),
    fl("syncstart", 52, 1),
    fl("dest_bank_ext", 51, 1),
    fl("end_or_src0_bank_ext", 50, 1),
    fl("src1_bank_ext", 49, 1),
    fl("src2_bank_ext", 48, 1),
    fl("move_type", 46, 2),
    fl("repeat_count", 44, 2),
    fl("nosched", 43, 1),
    fl("move_data_type", 40, 3),
    fl2("test", 39, 1, 54, 1),
    fl("src0_swiz", 35, 4),
    fl("src0_bank_sel", 34, 1),
    fl("dest_bank_sel", 32, 2),
    fl("src1_bank_sel", 30, 2),
    fl("src2_bank_sel", 28, 2),
    fl("dest_mask", 24, 4),
    fl("dest_n", 18, 6),
    fl("src0_n", 12, 6),
    fl("src1_n", 6, 6),
    fl("src2_n", 0, 6),
];

/// Vector pack/unpack.
pub const VPCK_FIELDS: &[Field] = &[
    fl("pred", 56, 3),
    fl("skipinv", 55, 1),
    fl("nosched", 54, 1),
    unknown(53, 1),
    fl("syncstart", 52, 1),
    fl("dest_bank_ext", 51, 1),
    fl("end", 50, 1),
    fl("src1_bank_ext", 49, 1),
    fl("src2_bank_ext", 48, 1),
    fl("repeat_count", 44, 4),
    fl("src_fmt", 41, 3),
    fl("dest_fmt", 38, 3),
    fl("dest_mask", 34, 4),
    fl("dest_bank_sel", 32, 2),
    fl("src1_bank_sel", 30, 2),
    fl("src2_bank_sel", 28, 2),
    fl("dest_n", 21, 7),
    fl("comp_sel_3", 19, 2),
    fl("scale", 18, 1),
    fl("comp_sel_1", 16, 2),
    fl("comp_sel_2", 14, 2),
    fl("src1_n", 8, 6),
    fl("comp0_sel_bit1", 7, 1),
    fl("src2_n", 1, 6),
    fl("comp_sel_0_bit0", 0, 1),
];

/// Test Instructions.
pub const VTST_FIELDS: &[Field] = &[
    fl("pred", 56, 3),
    fl("skipinv", 55, 1),
    fl("nosched", 54, 1),
    fl("onceonly", 53, 1),
    fl("syncstart", 52, 1),
    fl("dest_ext", 51, 1),
    fl("src1_neg", 50, 1),
    fl("src1_ext", 49, 1),
    fl("src2_ext", 48, 1),
    fl("prec", 47, 1),
    fl("src2_vscomp", 46, 1),
    fl("rpt_count", 44, 2),
    fl("sign_test", 42, 2),
    fl("zero_test", 40, 2),
    fl("test_crcomb_and", 39, 1),
    fl("chan_cc", 36, 3),
    fl("pdst_n", 34, 2),
    fl("dest_bank", 32, 2),
    fl("src1_bank", 30, 2),
    fl("src2_bank", 28, 2),
    fl("dest_n", 21, 7),
    fl("test_wben", 20, 1),
    fl2("alu", 14, 4, 18, 2),
    fl("src1_n", 7, 7),
    fl("src2_n", 0, 7),
];

/// Test mask Instructions.
pub const VTSTMSK_FIELDS: &[Field] = &[
    fl("pred", 56, 3),
    fl("skipinv", 55, 1),
    fl("nosched", 54, 1),
    fl("onceonly", 53, 1),
    fl("syncstart", 52, 1),
    fl("dest_ext", 51, 1),
    fl("test_flag_2", 50, 1),
    fl("src1_ext", 49, 1),
    fl("src2_ext", 48, 1),
    fl("prec", 47, 1),
    fl("src2_vscomp", 46, 1),
    fl("rpt_count", 44, 2),
    fl("sign_test", 42, 2),
    fl("zero_test", 40, 2),
    fl("test_crcomb_and", 39, 1),
    fl("tst_mask_type", 36, 2),
    fl("dest_bank", 32, 2),
    fl("src1_bank", 30, 2),
    fl("src2_bank", 28, 2),
    fl("dest_n", 21, 7),
    fl("test_wben", 20, 1),
    fl2("alu", 14, 4, 18, 2),
    fl("src1_n", 7, 7),
    fl("src2_n", 0, 7),
];

/// Bitwise Instructions.
pub const VBW_FIELDS: &[Field] = &[
    fl("pred", 56, 3),
    fl("skipinv", 55, 1),
    fl("nosched", 54, 1),
    fl("repeat_sel", 53, 1),
    fl("sync_start", 52, 1),
    fl("dest_ext", 51, 1),
    fl("end", 50, 1),
    fl("src1_ext", 49, 1),
    fl("src2_ext", 48, 1),
    fl("repeat_count", 44, 4),
    fl("src2_invert", 43, 1),
    fl("src2_rot", 38, 5),
    fl("src2_exth", 36, 2),
    fl2("op", 35, 1, 59, 3),
    fl("bitwise_partial", 34, 1),
    fl("dest_bank", 32, 2),
    fl("src1_bank", 30, 2),
    fl("src2_bank", 28, 2),
    fl("dest_n", 21, 7),
    fl("src2_sel", 14, 7),
    fl("src1_n", 7, 7),
    fl("src2_n", 0, 7),
];

/// Sum of Products with 2 sources.
pub const SOP2_FIELDS: &[Field] = &[
    fl("pred", 57, 2),
    fl("cmod1", 56, 1),
    fl("skipinv", 55, 1),
    fl("nosched", 54, 1),
    fl("asel1", 52, 2),
    fl("dest_bank_ext", 51, 1),
    fl("end", 50, 1),
    fl("src1_bank_ext", 49, 1),
    fl("src2_bank_ext", 48, 1),
    fl("cmod2", 47, 1),
    fl("count", 44, 3),
    fl("amod1", 43, 1),
    fl("asel2", 41, 2),
    fl("csel1", 38, 3),
    fl("csel2", 35, 3),
    fl("amod2", 34, 1),
    fl("dest_bank", 32, 2),
    fl("src1_bank", 30, 2),
    fl("src2_bank", 28, 2),
    fl("dest_n", 21, 7),
    fl("src1_mod", 20, 1),
    fl("cop", 18, 2),
    fl("aop", 16, 2),
    fl("asrc1_mod", 15, 1),
    fl("dest_mod", 14, 1),
    fl("src1_n", 7, 7),
    fl("src2_n", 0, 7),
];

/// Sum of Products with 2 sources and a write mask.
pub const SOP2M_FIELDS: &[Field] = &[
    fl("pred", 57, 2),
    fl("mod1", 56, 1),
    fl("skipinv", 55, 1),
    fl("nosched", 54, 1),
    fl("cop", 52, 2),
    fl("destbankext", 51, 1),
    fl("end", 50, 1),
    fl("src1bankext", 49, 1),
    fl("src2bankext", 48, 1),
    fl("mod2", 47, 1),
    fl("wmask", 43, 4),
    fl("aop", 41, 2),
    fl("sel1", 38, 3),
    fl("sel2", 35, 3),
    fl("destbank", 32, 2),
    fl("src1bank", 30, 2),
    fl("src2bank", 28, 2),
    fl("destnum", 21, 7),
    fl("src1num", 7, 7),
    fl("src2num", 0, 7),
];

/// Sum of Products with 3 sources.
pub const SOP3_FIELDS: &[Field] = &[
    fl("pred", 57, 2),
    fl("cmod1", 56, 1),
    fl("skipinv", 55, 1),
    fl("nosched", 54, 1),
    fl("cop", 52, 2),
    fl("destbext", 51, 1),
    fl("end", 50, 1),
    fl("src1bext", 49, 1),
    fl("src2bext", 48, 1),
    fl("cmod2", 47, 1),
    fl("amod1", 46, 1),
    fl("asel1", 44, 2),
    fl("dmod", 43, 1),
    fl("aop", 41, 2),
    fl("csel1", 38, 3),
    fl("csel2", 35, 3),
    fl("src0bank", 34, 1),
    fl("destbank", 32, 2),
    fl("src1bank", 30, 2),
    fl("src2bank", 28, 2),
    fl("destn", 21, 7),
    fl("src0n", 14, 7),
    fl("src1n", 7, 7),
    fl("src2n", 0, 7),
];

/// 8-bit integer Multiply and Add.
pub const I8MAD_FIELDS: &[Field] = &[
    fl("pred", 57, 2),
    fl("cmod1", 56, 1),
    fl("skipinv", 55, 1),
    fl("nosched", 54, 1),
    fl("csel0", 52, 2),
    fl("dest_bank_ext", 51, 1),
    fl("end", 50, 1),
    fl("src1_bank_ext", 49, 1),
    fl("src2_bank_ext", 48, 1),
    fl("cmod2", 47, 1),
    fl("repeat_count", 44, 3),
    fl("saturated", 43, 1),
    fl("cmod0", 42, 1),
    fl("asel0", 41, 1),
    fl("amod2", 40, 1),
    fl("amod1", 39, 1),
    fl("amod0", 38, 1),
    fl("csel1", 37, 1),
    fl("csel2", 36, 1),
    fl("src0_neg", 35, 1),
    fl("src0_bank", 34, 1),
    fl("dest_bank", 32, 2),
    fl("src1_bank", 30, 2),
    fl("src2_bank", 28, 2),
    fl("dest_num", 21, 7),
    fl("src0_num", 14, 7),
    fl("src1_num", 7, 7),
    fl("src2_num", 0, 7),
];

/// 16-bit Integer multiply-add.
pub const I16MAD_FIELDS: &[Field] = &[
    fl("pred", 57, 2),
    fl("abs", 56, 1),
    fl("skipinv", 55, 1),
    fl("nosched", 54, 1),
    fl("src2_neg", 53, 1),
    fl("sel1h_upper8", 52, 1),
    fl("dest_bank_ext", 51, 1),
    fl("end", 50, 1),
    fl("src1_bank_ext", 49, 1),
    fl("src2_bank_ext", 48, 1),
    fl("repeat_count", 44, 3),
    fl("mode", 42, 2),
    fl("src2_format", 40, 2),
    fl("src1_format", 38, 2),
    fl("sel2h_upper8", 37, 1),
    fl("or_shift", 35, 2),
    fl("src0_bank", 34, 1),
    fl("dest_bank", 32, 2),
    fl("src1_bank", 30, 2),
    fl("src2_bank", 28, 2),
    fl("dest_n", 21, 7),
    fl("src0_n", 14, 7),
    fl("src1_n", 7, 7),
    fl("src2_n", 0, 7),
];

/// 32-bit Integer multiply-add.
pub const I32MAD_FIELDS: &[Field] = &[
    fl("pred", 57, 2),
    fl("src0_high", 56, 1),
    fl("skipinv", 55, 1),
    fl("nosched", 54, 1),
    fl("src1_high", 53, 1),
    fl("src2_high", 52, 1),
    fl("dest_bank_ext", 51, 1),
    fl("end", 50, 1),
    fl("src1_bank_ext", 49, 1),
    fl("src2_bank_ext", 48, 1),
    fl("repeat_count", 44, 3),
    fl("is_signed", 43, 1),
    fl("is_sat", 42, 1),
    fl("src2_type", 38, 2),
    fl("src0_bank", 34, 1),
    fl("dest_bank", 32, 2),
    fl("src1_bank", 30, 2),
    fl("src2_bank", 28, 2),
    fl("dest_n", 21, 7),
    fl("src0_n", 14, 7),
    fl("src1_n", 7, 7),
    fl("src2_n", 0, 7),
];

/// 8-bit Integer multiply-add 2 (only the predicate and saturation bits are known).
pub const I8MAD2_FIELDS: &[Field] = &[
    fl("pred", 57, 2),
    fl("saturated", 43, 1),
    unknown(44, 13),
    unknown(0, 43),
];

/// 32-bit Integer multiply-add 2.
pub const I32MAD2_FIELDS: &[Field] = &[
    fl("pred", 56, 3),
    fl("skipinv", 55, 1),
    fl("nosched", 54, 1),
    fl("sn", 52, 2),
    fl("dest_bank_ext", 51, 1),
    fl("end", 50, 1),
    fl("src1_bank_ext", 49, 1),
    fl("src2_bank_ext", 48, 1),
    fl("src0_bank_ext", 47, 1),
    fl("count", 44, 3),
    fl("is_signed", 41, 1),
    fl("negative_src1", 40, 1),
    fl("negative_src2", 39, 1),
    fl("src0_bank", 34, 1),
    fl("dest_bank", 32, 2),
    fl("src1_bank", 30, 2),
    fl("src2_bank", 28, 2),
    fl("dest_n", 21, 7),
    fl("src0_n", 14, 7),
    fl("src1_n", 7, 7),
    fl("src2_n", 0, 7),
];

/// Sample Instructions.
pub const SMP_FIELDS: &[Field] = &[
    fl("pred", 56, 3),
    fl("skipinv", 55, 1),
    fl("nosched", 54, 1),
    fl("syncstart", 52, 1),
    fl("minpack", 51, 1),
    fl("src0_ext", 50, 1),
    fl("src1_ext", 49, 1),
    fl("src2_ext", 48, 1),
    fl("fconv_type", 46, 2),
    fl("mask_count", 44, 2),
    fl("dim", 42, 2),
    fl("lod_mode", 40, 2),
    fl("dest_use_pa", 39, 1),
    fl("sb_mode", 37, 2),
    fl("src0_type", 35, 2),
    fl("src0_bank", 34, 1),
    fl("drc_sel", 32, 2),
    fl("src1_bank", 30, 2),
    fl("src2_bank", 28, 2),
    fl("dest_n", 21, 7),
    fl("src0_n", 14, 7),
    fl("src1_n", 7, 7),
    fl("src2_n", 0, 7),
];

/// Phase.
pub const PHAS_FIELDS: &[Field] = &[
    fl("sprvv", 55, 1),
    fl("end", 51, 1),
    fl("imm", 50, 1),
    fl("src1_bank_ext", 49, 1),
    fl("src2_bank_ext", 48, 1),
    fl("mode", 45, 1),
    fl("rate_hi", 44, 1),
    fl("rate_lo_or_nosched", 43, 1),
    fl("wait_cond", 40, 3),
    fl("temp_count", 32, 8),
    fl("src1_bank", 30, 2),
    fl("src2_bank", 28, 2),
    fl("exe_addr_high", 14, 6),
    fl("src1_n_or_exe_addr_mid", 7, 7),
    fl("src2_n_or_exe_addr_low", 0, 7),
];

/// Nop.
pub const NOP_FIELDS: &[Field] = &[
    fl("pred", 56, 3),
    fl("syncend", 55, 1),
    fl("exception", 51, 1),
    fl("end", 50, 1),
    fl("pwait", 45, 1),
    fl("sync_ext", 44, 1),
    fl("nosched", 43, 1),
    fl("trigger", 1, 1),
    fl("toggle_out_files", 0, 1),
];

/// The branch format's opcode bits: what a word must hold to be a branch (readers test them before
/// decoding a word to see whether it has a target).
pub const BR_VALUE: u64 = 0xf800000000000000;
pub const BR_MASK: u64 = 0xf870018000000000;

/// Branch.
pub const BR_FIELDS: &[Field] = &[
    fl("pred", 56, 3),
    fl("syncend", 55, 1),
    fl("exception", 51, 1),
    fl("pwait", 45, 1),
    fl("sync_ext", 44, 1),
    fl("nosched", 43, 1),
    fl("br_monitor", 42, 1),
    fl("save_link", 41, 1),
    fl("br_type", 38, 1),
    fl("any_inst", 21, 1),
    fl("all_inst", 20, 1),
    fl("br_off", 0, 20),
];

/// SMLSI control instruction.
pub const SMLSI_FIELDS: &[Field] = &[
    fl("nosched", 50, 1),
    fl("temp_limit", 44, 4),
    fl("pa_limit", 40, 4),
    fl("sa_limit", 36, 4),
    fl("dest_inc_mode", 35, 1),
    fl("src0_inc_mode", 34, 1),
    fl("src1_inc_mode", 33, 1),
    fl("src2_inc_mode", 32, 1),
    fl("dest_inc", 24, 8),
    fl("src0_inc", 16, 8),
    fl("src1_inc", 8, 8),
    fl("src2_inc", 0, 8),
];

/// SMBO control instruction.
pub const SMBO_FIELDS: &[Field] = &[
    fl("nosched", 50, 1),
    fl("dest_offset", 36, 12),
    fl("src0_offset", 24, 12),
    fl("src1_offset", 12, 12),
    fl("src2_offset", 0, 12),
];

/// Kill program.
/// (The alpha-test layout of the SGX hardware definitions names the bits usse-grammar.yaml leaves as
/// "don't care": sync, c10 and the four register numbers.)
pub const KILL_FIELDS: &[Field] = &[
    fl("syncs", 55, 1),
    fl("c10", 54, 1),
    fl("pred", 41, 2),
    fl("dest_n", 21, 7),
    fl("src0_n", 14, 7),
    fl("src1_n", 7, 7),
    fl("src2_n", 0, 7),
];

/// Load immediate value.
pub const LIMM_FIELDS: &[Field] = &[
    fl("skipinv", 55, 1),
    fl("nosched", 54, 1),
    fl("dest_bank_ext", 51, 1),
    fl("end", 50, 1),
    fl("pred", 41, 3),
    fl("dest_bank", 32, 2),
    fl("dest_num", 21, 7),
    fl3("imm", 0, 21, 36, 5, 44, 6),
];

/// Depth Replacement instruction.
pub const DEPTHF_FIELDS: &[Field] = &[
    fl("sync", 55, 1),
    fl("src0_bank_ext", 51, 1),
    fl("end", 50, 1),
    fl("src1_bank_ext", 49, 1),
    fl("src2_bank_ext", 48, 1),
    fl("nosched", 43, 1),
    fl("pred", 41, 2),
    fl("two_sided", 37, 1),
    fl("feedback", 35, 2),
    fl("src0_bank", 34, 1),
    fl("src1_bank", 30, 2),
    fl("src2_bank", 28, 2),
    fl("dest_n", 21, 7),
    fl("src0_n", 14, 7),
    fl("src1_n", 7, 7),
    fl("src2_n", 0, 7),
];

/// Special.
pub const SPEC_FIELDS: &[Field] = &[
    fl("special", 54, 1),
    fl("category", 52, 2),
    unknown(55, 4),
    unknown(0, 52),
];

/// Load and Store.
pub const VLDST_FIELDS: &[Field] = &[
    fl("pred", 56, 3),
    fl("skipinv", 55, 1),
    fl("nosched", 54, 1),
    fl("moe_expand", 53, 1),
    fl("sync_start", 52, 1),
    fl("cache_ext", 51, 1),
    fl("src0_bank_ext", 50, 1),
    fl("src1_bank_ext", 49, 1),
    fl("src2_bank_ext", 48, 1),
    fl("mask_count", 44, 4),
    fl("addr_mode", 42, 2),
    fl("mode", 40, 2),
    fl("dest_bank_primattr", 39, 1),
    fl("range_enable", 38, 1),
    fl("data_type", 36, 2),
    fl("increment_or_decrement", 35, 1),
    fl("src0_bank", 34, 1),
    fl("cache_by_pass12", 33, 1),
    fl("drc_sel", 32, 1),
    fl("src1_bank", 30, 2),
    fl("src2_bank", 28, 2),
    fl("dest_n", 21, 7),
    fl("src0_n", 14, 7),
    fl("src1_n", 7, 7),
    fl("src2_n", 0, 7),
];

/// Wait for a data fence (special group, "other" category, op2 1) and its twin, invalidate.
pub const FENCE_FIELDS: &[Field] = &[
    unknown(55, 1),
    unknown(54, 1),
    fl("nosched", 43, 1),
    fl("drc", 32, 2),
    unknown(44, 8),
    unknown(34, 9),
    unknown(0, 32),
];
/// Emit output (the layout usse-grammar.yaml gives, commented out).
pub const EMIT_FIELDS: &[Field] = &[
    fl("sideband_high", 54, 2),
    fl("src0_bank_ext", 51, 1),
    fl("end", 50, 1),
    fl("src1_bank_ext", 49, 1),
    fl("src2_bank_ext", 48, 1),
    fl("target", 46, 2),
    fl("task_start_or_mte_hi", 45, 1),
    fl("task_end_or_mte_lo", 44, 1),
    fl("nosched", 43, 1),
    fl("sideband_mid", 35, 6),
    fl("src0_bank", 34, 1),
    fl("incp", 32, 2),
    fl("src1_bank", 30, 2),
    fl("src2_bank", 28, 2),
    fl("sideband_low", 22, 6),
    fl("freep", 21, 1),
    fl("src0_n", 14, 7),
    fl("src1_n", 7, 7),
    fl("src2_n", 0, 7),
];

const F32_F16: &[&str] = &[".f32", ".f16"];
/// VMAD/VDP's `opcode2`: four components rather than three.
const VEC4: &[&str] = &["", "vec4"];
/// A repeat count field's words: the instruction runs `N` times.
const RPT4: &[&str] = &["", "repeat2", "repeat3", "repeat4"];
const RPT8: &[&str] = &["", "repeat2", "repeat3", "repeat4", "repeat5", "repeat6", "repeat7", "repeat8"];
const RPT16: &[&str] = &[
    "", "repeat2", "repeat3", "repeat4", "repeat5", "repeat6", "repeat7", "repeat8", "repeat9",
    "repeat10", "repeat11", "repeat12", "repeat13", "repeat14", "repeat15", "repeat16",
];
/// VMAD/VDP's register stepping between repeats: 0 the bank registers by 4 words, 1 the internal
/// registers by one, 2 both, 3 by the SMLSI increments.
const RPT_MODES: &[&str] = &["", "step_internal", "step_both", "step_smlsi"];
/// VTST's predicate takes the test of this channel.
const TEST_CHANNELS: &[&str] = &["", "chan_y", "chan_z", "chan_w", "?", "?", "?", "?"];
/// VTSTMSK's mask: a byte a channel, 16 bits a channel, 1.0/0.0 a channel.
const MASK_TYPES: &[&str] = &["", "mask_u16", "mask_f32", "?"];
/// PHAS's wait condition (the SGX hardware definitions: none, PT, VCULL, four reserved, end).
const WAIT_CONDS: &[&str] = &["", "wait_pt", "wait_vcull", "?", "?", "?", "?", "wait_end"];
/// The data return channel a sample, load or fence uses.
const DRCS: &[&str] = &["", "drc1", "drc2", "drc3"];
/// Op 7 is a dot product: `vdp`, as `dot` is group 3's (VDP) and the texts would meet.
const NMAD_OPS: &[&str] = &["mul", "add", "frc", "dsx", "dsy", "min", "max", "vdp"];
const SCALAR_TYPES: &[&str] = &[".f32", ".f16", ".fx10", "?"];
const MOV_TYPES: &[&str] = &[".i8", ".i16", ".i32", ".fx10", ".f16", ".f32", "?", "?"];
const MOVC_TESTS: &[&str] = &[".eqzero", ".nezero", ".ltzero", ".gezero"];
const PACK_TYPES: &[&str] = &["u8", "s8", "o8", "u16", "s16", "f16", "f32", "fx10"];
/// Test ALU operations by `op | sel << 4` (sel: f32, i16, i8, bitwise).
const TEST_OPS: &[&str] = &[
    "?",
    "?",
    ".add.f32",
    ".frc.f32",
    ".rcp.f32",
    ".rsq.f32",
    ".log.f32",
    ".exp.f32",
    ".dot.f32",
    ".min.f32",
    ".max.f32",
    ".dsx.f32",
    ".dsy.f32",
    ".mul.f32",
    ".sub.f32",
    "?", //
    "?",
    "?",
    "?",
    "?",
    "?",
    "?",
    ".add.i16",
    ".sub.i16",
    ".mul.i16",
    ".add.u16",
    ".sub.u16",
    ".mul.u16",
    ".add.i32",
    ".add.u32",
    ".sub.i32",
    ".sub.u32", //
    ".add.i8",
    ".sub.i8",
    ".add.u8",
    ".sub.u8",
    ".mul.i8",
    ".fpmul.u8",
    ".mul.u8",
    ".fpadd.u8",
    ".fpsub.u8",
    "?",
    "?",
    "?",
    "?",
    "?",
    "?",
    "?", //
    ".and.u32",
    ".or.u32",
    ".xor.u32",
    ".shl.u32",
    ".shr.u32",
    ".rol.u32",
    "?",
    ".asr.u32",
    "?",
    "?",
    "?",
    "?",
    "?",
    "?",
    "?",
    "?",
];
const ZERO_TESTS: &[&str] = &["", ".zero", ".nonzero", "?"];
const SIGN_TESTS: &[&str] = &["", ".neg", ".pos", "?"];
/// Bitwise operations by `op2 | group << 1`.
const BW_OPS: &[&str] = &[
    "?", "?", "?", "?", "and", "or", "xor", "?", "shl", "rol", "shr", "asr", "rlp", "?", "?", "?",
];
const SOP_OPS: &[&str] = &["add", "sub", "min", "max"];
const SOP3_OPS: &[&str] = &["add", "sub", "lrp1", "lrp2"];
const SAT: &[&str] = &["", ".sat"];
/// Dual-issue primary operations by `op | ext << 3` (sgx543-isa.txt's names where it gives them).
const DUAL_OPS: &[&str] = &[
    "vmad", "vdp", "dot", "vmul", "vadd", "mov", "rsq", "rcp", "fmad", "fadd", "fmul", "fsubflr",
    "exp", "log", "?", "?",
];
const DUAL_OPS4: &[&str] = &["vmad", "vdp", "dot", "vmul", "vadd", "mov", "rsq", "rcp"];
/// Dual-issue secondary operations by `op | ext << 3`, after the primary's and a `+` (`dot.f32 +
/// vmov`); the parser reads the mnemonic through the word after the `+`.
const DUAL_OPS2: &[&str] = &[
    "?", " vdp", " dot", " vmul", " vadd", " mov", " rsq", " rcp", " fmad", " fadd", " fmul",
    " fsubflr", " exp", " log", "?", "?",
];
const TEX_DIMS: &[&str] = &["1D", "2D", "Cube", "?"];
const TEX_LOD: &[&str] = &["", "Bias", "Replace", "Grad"];
const TEX_TYPES: &[&str] = &["", "?", ".f16", ".f32"];
const LDST_MODES: &[&str] = &["a", "l", "t", "?"];
const LDST_SIZES: &[&str] = &["32", "16", "8", "?"];
const TEMP_PA: &[Bank] = &[Bank::Temp, Bank::Primary];

const VMAD2: &[Field] = VMAD2_FIELDS;
const V32: &[Field] = V32NMAD_FIELDS;
const V16: &[Field] = V16NMAD_FIELDS;
const VMAD: &[Field] = VMAD_FIELDS;
const VDP: &[Field] = VDP_FIELDS;
const VCOMP: &[Field] = VCOMP_FIELDS;
const VMOV: &[Field] = VMOV_FIELDS;
const VMOVC: &[Field] = VMOVC_FIELDS;
const VPCK: &[Field] = VPCK_FIELDS;
const VTST: &[Field] = VTST_FIELDS;
const VTSTM: &[Field] = VTSTMSK_FIELDS;
const VBW: &[Field] = VBW_FIELDS;
const SOP2: &[Field] = SOP2_FIELDS;
const SOP2M: &[Field] = SOP2M_FIELDS;
const SOP3: &[Field] = SOP3_FIELDS;
const I8: &[Field] = I8MAD_FIELDS;
const I16: &[Field] = I16MAD_FIELDS;
const I32: &[Field] = I32MAD_FIELDS;
const I32B: &[Field] = I32MAD2_FIELDS;
const SMP: &[Field] = SMP_FIELDS;
const LDST: &[Field] = VLDST_FIELDS;
const BR: &[Field] = BR_FIELDS;
const LIMM: &[Field] = LIMM_FIELDS;
const KILL: &[Field] = KILL_FIELDS;
const DEPTHF: &[Field] = DEPTHF_FIELDS;
const I8B: &[Field] = I8MAD2_FIELDS;
const NOP: &[Field] = NOP_FIELDS;

/// Every format; each opcode group's formats in match order, its catch-all last.
pub static FORMATS: &[Format] = &[
    format!(
        "VMAD2",
        grp(0),
        G,
        VMAD2,
        &[
            Item::Pred(ix(VMAD2, "pred"), PRED_SHORT_VEC),
            Item::Lit("mad"),
            Item::Pick(ix(VMAD2, "dat_fmt"), F32_F16),
            reg!(VMAD2, "dest_bank", "", "dest_n", VEC_BANKS, 2),
            Item::Mask(ix(VMAD2, "dest_mask")),
            reg!(VMAD2, "src0_bank", "", "src0_n", TEMP_PA, 2),
            Item::Sfx(&Sfx { fields: &[ix(VMAD2, "src0_swiz_bits01"), ix(VMAD2, "src0_swiz_bits2")], ctx: &[], text: suffix::mad2_src0 }),
            Item::Mod(ix(VMAD2, "src0_abs"), ModKind::Abs),
            reg!(VMAD2, "src1_bank", "src1_bank_ext", "src1_n", SRC_BANKS, 2),
            Item::Sfx(&Sfx { fields: &[ix(VMAD2, "src1_swiz_bits01"), ix(VMAD2, "src1_swiz_bit2")], ctx: &[], text: suffix::mad2_src1 }),
            Item::Mod(ix(VMAD2, "src1_mod"), ModKind::NegAbs),
            reg!(VMAD2, "src2_bank", "src2_bank_ext", "src2_n", SRC_BANKS, 2),
            Item::Sfx(&Sfx { fields: &[ix(VMAD2, "src2_swiz")], ctx: &[], text: suffix::mad2_src2 }),
            Item::Mod(ix(VMAD2, "src2_mod"), ModKind::NegAbs),
        ]
    ),
    format!(
        "V32NMAD",
        grp(1),
        G,
        V32,
        &[
            Item::Pred(ix(V32, "pred"), PRED_EXT_VEC),
            Item::Pick(ix(V32, "op2"), NMAD_OPS),
            Item::Lit(".f32"),
            reg!(
                V32,
                "dest_bank_sel",
                "dest_bank_ext",
                "dest_n",
                DEST_BANKS,
                2
            ),
            Item::Mask(ix(V32, "dest_mask")),
            reg!(
                V32,
                "src1_bank_sel",
                "src1_bank_ext",
                "src1_n",
                SRC_BANKS,
                2
            ),
            Item::Channels([
                ix(V32, "src1_swiz_0_6"),
                ix(V32, "src1_swiz_7_8"),
                ix(V32, "src1_swiz_9"),
                ix(V32, "src1_swiz_10_11"),
            ]),
            Item::Mod(ix(V32, "src1_mod"), ModKind::NegAbs),
            reg!(
                V32,
                "src2_bank_sel",
                "src2_bank_ext",
                "src2_n",
                SRC_BANKS,
                2
            ),
            Item::Sfx(&Sfx { fields: &[ix(V32, "src2_swiz")], ctx: &[], text: suffix::vec4 }),
            Item::Mod(ix(V32, "src2_mod"), ModKind::Abs),
        ]
    ),
    format!(
        "V16NMAD",
        grp(2),
        G,
        V16,
        &[
            Item::Pred(ix(V16, "pred"), PRED_EXT_VEC),
            Item::Pick(ix(V16, "op2"), NMAD_OPS),
            Item::Lit(".f16"),
            reg!(
                V16,
                "dest_bank_sel",
                "dest_bank_ext",
                "dest_n",
                DEST_BANKS,
                2
            ),
            Item::Mask(ix(V16, "dest_mask")),
            reg!(
                V16,
                "src1_bank_sel",
                "src1_bank_ext",
                "src1_n",
                SRC_BANKS,
                2
            ),
            Item::Channels([
                ix(V16, "src1_swiz_0_6"),
                ix(V16, "src1_swiz_7_8"),
                ix(V16, "src1_swiz_9"),
                ix(V16, "src1_swiz_10_11"),
            ]),
            Item::Mod(ix(V16, "src1_mod"), ModKind::NegAbs),
            reg!(
                V16,
                "src2_bank_sel",
                "src2_bank_ext",
                "src2_n",
                SRC_BANKS,
                2
            ),
            Item::Sfx(&Sfx { fields: &[ix(V16, "src2_swiz")], ctx: &[], text: suffix::vec4 }),
            Item::Mod(ix(V16, "src2_mod"), ModKind::Abs),
        ]
    ),
    format!(
        "VMAD",
        grp(3) | 1 << 53,
        G | 1 << 53,
        VMAD,
        &[
            Item::Pred(ix(VMAD, "pred"), PRED_EXT_VEC),
            Item::Lit("mad"),
            Item::Lit(".f32"),
            reg!(
                VMAD,
                "dest_bank",
                "dest_use_bank_ext",
                "dest_n",
                DEST_BANKS,
                2
            ),
            Item::Mask(ix(VMAD, "write_mask")),
            Item::Internal(ix(VMAD, "gpi0_n")),
            Item::Sfx(&Sfx { fields: &[ix(VMAD, "gpi0_swiz"), ix(VMAD, "gpi0_swiz_ext")], ctx: &[ix(VMAD, "opcode2")], text: suffix::vec34_ext }),
            Item::Mod(ix(VMAD, "gpi0_neg"), ModKind::Neg),
            Item::Mod(ix(VMAD, "gpi0_abs"), ModKind::Abs),
            reg!(VMAD, "src1_bank", "src1_bank_ext", "src1_n", SRC_BANKS, 2),
            Item::Sfx(&Sfx { fields: &[ix(VMAD, "src1_swiz"), ix(VMAD, "src1_swiz_ext")], ctx: &[ix(VMAD, "opcode2")], text: suffix::vec34_ext }),
            Item::Mod(ix(VMAD, "src1_neg"), ModKind::Neg),
            Item::Mod(ix(VMAD, "src1_abs"), ModKind::Abs),
            Item::Internal(ix(VMAD, "gpi1_n")),
            Item::Sfx(&Sfx { fields: &[ix(VMAD, "gpi1_swiz"), ix(VMAD, "gpi1_swiz_ext")], ctx: &[ix(VMAD, "opcode2")], text: suffix::vec34_ext }),
            Item::Mod(ix(VMAD, "gpi1_neg"), ModKind::Neg),
            Item::Mod(ix(VMAD, "gpi1_abs"), ModKind::Abs),
            Item::Word(ix(VMAD, "opcode2"), VEC4),
            Item::Word(ix(VMAD, "repeat_count"), RPT4),
            Item::Word(ix(VMAD, "repeat_mode"), RPT_MODES),
        ]
    ),
    format!(
        "VDP",
        grp(3),
        G | 1 << 53,
        VDP,
        &[
            Item::Pred(ix(VDP, "pred"), PRED_EXT_VEC),
            Item::Lit("dot"),
            Item::Lit(".f32"),
            reg!(
                VDP,
                "dest_bank",
                "dest_use_bank_ext",
                "dest_n",
                DEST_BANKS,
                2
            ),
            Item::Mask(ix(VDP, "write_mask")),
            Item::Internal(ix(VDP, "gpi0_n")),
            Item::Sfx(&Sfx { fields: &[ix(VDP, "gpi0_swiz")], ctx: &[ix(VDP, "opcode2")], text: suffix::vec34 }),
            Item::Mod(ix(VDP, "gpi0_abs"), ModKind::Abs),
            reg!(VDP, "src1_bank", "src1_bank_ext", "src1_n", SRC_BANKS, 2),
            Item::Channels([
                ix(VDP, "src1_swiz_x"),
                ix(VDP, "src1_swiz_y"),
                ix(VDP, "src1_swiz_z"),
                ix(VDP, "src1_swiz_w"),
            ]),
            Item::Mod(ix(VDP, "src1_neg"), ModKind::Neg),
            Item::Mod(ix(VDP, "src1_abs"), ModKind::Abs),
            Item::Word(ix(VDP, "opcode2"), VEC4),
            Item::Word(ix(VDP, "repeat_count"), RPT4),
            Item::Word(ix(VDP, "repeat_mode"), RPT_MODES),
        ]
    ),
    format!(
        "VDUAL3",
        grp(4),
        G,
        VDUAL3_FIELDS,
        &[
            Item::Pred(ix(VDUAL3_FIELDS, "sv_pred"), PRED_SHORT_VEC),
            Item::Pick(ix(VDUAL3_FIELDS, "dual_op1"), DUAL_OPS),
            Item::Pick(ix(VDUAL3_FIELDS, "type_f16"), F32_F16),
            Item::Lit(" +"),
            Item::Pick(ix(VDUAL3_FIELDS, "dual_op2"), DUAL_OPS2),
        ]
    ),
    format!(
        "VDUAL4",
        grp(5),
        G,
        VDUAL4_FIELDS,
        &[
            Item::Pred(ix(VDUAL4_FIELDS, "sv_pred"), PRED_SHORT_VEC),
            Item::Pick(ix(VDUAL4_FIELDS, "dual_op1"), DUAL_OPS4),
            Item::Pick(ix(VDUAL4_FIELDS, "type_f16"), F32_F16),
            Item::Lit(" +"),
            Item::Pick(ix(VDUAL4_FIELDS, "dual_op2"), DUAL_OPS2),
            Item::Lit(".v4"),
        ]
    ),
    format!(
        "VCOMP",
        grp(6),
        G,
        VCOMP,
        &[
            Item::Pred(ix(VCOMP, "pred"), PRED_EXT),
            Item::Pick(ix(VCOMP, "op2"), &["rcp", "rsq", "log", "exp"]),
            Item::Pick(ix(VCOMP, "dest_type"), SCALAR_TYPES),
            Item::SrcType {
                dst: ix(VCOMP, "dest_type"),
                src: ix(VCOMP, "src_type"),
                names: SCALAR_TYPES
            },
            reg!(VCOMP, "dest_bank", "dest_bank_ext", "dest_n", DEST_BANKS, 2),
            Item::Mask(ix(VCOMP, "write_mask")),
            reg!(VCOMP, "src1_bank", "src1_bank_ext", "src1_n", SRC_BANKS, 2),
            Item::Sfx(&Sfx { fields: &[ix(VCOMP, "src_comp")], ctx: &[], text: suffix::component }),
            Item::Mod(ix(VCOMP, "src1_mod"), ModKind::NegAbs),
            Item::Word(ix(VCOMP, "repeat_count"), RPT16),
        ]
    ),
    format!(
        "VMOV",
        grp(7),
        G | 3 << 46,
        VMOV,
        &[
            Item::Pred(ix(VMOV, "pred"), PRED_EXT),
            Item::Lit("mov"),
            Item::Pick(ix(VMOV, "move_data_type"), MOV_TYPES),
            reg!(
                VMOV,
                "dest_bank_sel",
                "dest_bank_ext",
                "dest_n",
                DEST_BANKS,
                2
            ),
            Item::Mask(ix(VMOV, "dest_mask")),
            reg!(
                VMOV,
                "src1_bank_sel",
                "src1_bank_ext",
                "src1_n",
                SRC_BANKS,
                2
            ),
            Item::Sfx(&Sfx { fields: &[ix(VMOV, "src0_swiz")], ctx: &[ix(VMOV, "move_data_type")], text: suffix::vmov }),
            Item::Word(ix(VMOV, "repeat_count"), RPT4),
        ]
    ),
    format!(
        "VMOVC",
        grp(7),
        G,
        VMOVC,
        &[
            Item::Pred(ix(VMOVC, "pred"), PRED_EXT),
            Item::Pick(ix(VMOVC, "move_type"), &["?", "cmov", "cmov8", "?"]),
            Item::Pick(ix(VMOVC, "test"), MOVC_TESTS),
            Item::Pick(ix(VMOVC, "move_data_type"), MOV_TYPES),
            reg!(
                VMOVC,
                "dest_bank_sel",
                "dest_bank_ext",
                "dest_n",
                DEST_BANKS,
                2
            ),
            Item::Mask(ix(VMOVC, "dest_mask")),
            reg!(
                VMOVC,
                "src0_bank_sel",
                "end_or_src0_bank_ext",
                "src0_n",
                SRC0_BANKS,
                2
            ),
            reg!(
                VMOVC,
                "src1_bank_sel",
                "src1_bank_ext",
                "src1_n",
                SRC_BANKS,
                2
            ),
            Item::Sfx(&Sfx { fields: &[ix(VMOVC, "src0_swiz")], ctx: &[ix(VMOVC, "move_data_type")], text: suffix::vmov }),
            reg!(
                VMOVC,
                "src2_bank_sel",
                "src2_bank_ext",
                "src2_n",
                SRC_BANKS,
                2
            ),
            Item::Word(ix(VMOVC, "repeat_count"), RPT4),
        ]
    ),
    // A pack from f32: the four component selects (two bits each, the first split over two fields)
    // pick from the source pair; the other source types read the selects' bits otherwise (Vita3K: the
    // first select's high bit from src2's number, comp0_sel_bit1 the low bit of src1's), so they keep
    // the fields by name.
    format!(
        "VPCK",
        grp(8) | 6 << 41,
        G | 7 << 41,
        VPCK,
        &[
            Item::Pred(ix(VPCK, "pred"), PRED_EXT),
            Item::Pack {
                dst: ix(VPCK, "dest_fmt"),
                src: ix(VPCK, "src_fmt"),
                names: PACK_TYPES
            },
            reg!(
                VPCK,
                "dest_bank_sel",
                "dest_bank_ext",
                "dest_n",
                DEST_BANKS,
                1
            ),
            Item::Mask(ix(VPCK, "dest_mask")),
            reg!(
                VPCK,
                "src1_bank_sel",
                "src1_bank_ext",
                "src1_n",
                SRC_BANKS,
                2
            ),
            Item::Sfx(&Sfx {
                fields: &[
                    ix(VPCK, "comp_sel_0_bit0"),
                    ix(VPCK, "comp0_sel_bit1"),
                    ix(VPCK, "comp_sel_1"),
                    ix(VPCK, "comp_sel_2"),
                    ix(VPCK, "comp_sel_3"),
                ],
                ctx: &[],
                text: suffix::selects,
            }),
            reg!(
                VPCK,
                "src2_bank_sel",
                "src2_bank_ext",
                "src2_n",
                SRC_BANKS,
                2
            ),
            Item::Word(ix(VPCK, "repeat_count"), RPT16),
        ]
    ),
    // From an f16 source: src1 counts register pairs (`comp0_sel_bit1` has no known use here).
    format!(
        "VPCK",
        grp(8) | 5 << 41,
        G | 7 << 41,
        VPCK,
        &[
            Item::Pred(ix(VPCK, "pred"), PRED_EXT),
            Item::Pack {
                dst: ix(VPCK, "dest_fmt"),
                src: ix(VPCK, "src_fmt"),
                names: PACK_TYPES
            },
            reg!(
                VPCK,
                "dest_bank_sel",
                "dest_bank_ext",
                "dest_n",
                DEST_BANKS,
                1
            ),
            Item::Mask(ix(VPCK, "dest_mask")),
            reg!(
                VPCK,
                "src1_bank_sel",
                "src1_bank_ext",
                "src1_n",
                SRC_BANKS,
                2
            ),
            Item::Sfx(&Sfx {
                fields: &[
                    ix(VPCK, "comp_sel_0_bit0"),
                    ix(VPCK, "comp_sel_1"),
                    ix(VPCK, "comp_sel_2"),
                    ix(VPCK, "comp_sel_3"),
                ],
                ctx: &[ix(VPCK, "src2_n")],
                text: suffix::selects_narrow,
            }),
            reg!(
                VPCK,
                "src2_bank_sel",
                "src2_bank_ext",
                "src2_n",
                SRC_BANKS,
                2
            ),
            Item::Word(ix(VPCK, "repeat_count"), RPT16),
        ]
    ),
    // From an integer or fx10 source: src1 counts 32-bit registers, `comp0_sel_bit1` the number's low
    // bit (Vita3K's reading, the executor's).
    format!(
        "VPCK",
        grp(8),
        G,
        VPCK,
        &[
            Item::Pred(ix(VPCK, "pred"), PRED_EXT),
            Item::Pack {
                dst: ix(VPCK, "dest_fmt"),
                src: ix(VPCK, "src_fmt"),
                names: PACK_TYPES
            },
            reg!(
                VPCK,
                "dest_bank_sel",
                "dest_bank_ext",
                "dest_n",
                DEST_BANKS,
                1
            ),
            Item::Mask(ix(VPCK, "dest_mask")),
            reg!(
                VPCK,
                "src1_bank_sel",
                "src1_bank_ext",
                "src1_n",
                SRC_BANKS,
                2,
                low "comp0_sel_bit1"
            ),
            Item::Sfx(&Sfx {
                fields: &[
                    ix(VPCK, "comp_sel_0_bit0"),
                    ix(VPCK, "comp_sel_1"),
                    ix(VPCK, "comp_sel_2"),
                    ix(VPCK, "comp_sel_3"),
                ],
                ctx: &[ix(VPCK, "src2_n")],
                text: suffix::selects_narrow,
            }),
            reg!(
                VPCK,
                "src2_bank_sel",
                "src2_bank_ext",
                "src2_n",
                SRC_BANKS,
                2
            ),
            Item::Word(ix(VPCK, "repeat_count"), RPT16),
        ]
    ),
    // The float tests (ALU select 0, bits 18-19) count their sources in 64-bit register units, as the
    // vector formats do (the console's results: docs/usse.md); the integer and bitwise tests count 32-bit
    // registers.
    format!(
        "VTST",
        grp(9),
        G | 3 << 18,
        VTST,
        &[
            Item::Pred(ix(VTST, "pred"), PRED_EXT),
            Item::Lit("tst"),
            Item::Pick(ix(VTST, "alu"), TEST_OPS),
            Item::Pick(ix(VTST, "zero_test"), ZERO_TESTS),
            Item::Pick(ix(VTST, "sign_test"), SIGN_TESTS),
            Item::PredDest(ix(VTST, "pdst_n")),
            reg!(VTST, "dest_bank", "dest_ext", "dest_n", DEST_BANKS, 1),
            reg!(VTST, "src1_bank", "src1_ext", "src1_n", SRC_BANKS, 2),
            Item::Mod(ix(VTST, "src1_neg"), ModKind::Neg),
            reg!(VTST, "src2_bank", "src2_ext", "src2_n", SRC_BANKS, 2),
            Item::Word(ix(VTST, "chan_cc"), TEST_CHANNELS),
            Item::Word(ix(VTST, "rpt_count"), RPT4),
        ]
    ),
    format!(
        "VTST",
        grp(9),
        G,
        VTST,
        &[
            Item::Pred(ix(VTST, "pred"), PRED_EXT),
            Item::Lit("tst"),
            Item::Pick(ix(VTST, "alu"), TEST_OPS),
            Item::Pick(ix(VTST, "zero_test"), ZERO_TESTS),
            Item::Pick(ix(VTST, "sign_test"), SIGN_TESTS),
            Item::PredDest(ix(VTST, "pdst_n")),
            reg!(VTST, "dest_bank", "dest_ext", "dest_n", DEST_BANKS, 1),
            reg!(VTST, "src1_bank", "src1_ext", "src1_n", SRC_BANKS, 1),
            Item::Mod(ix(VTST, "src1_neg"), ModKind::Neg),
            reg!(VTST, "src2_bank", "src2_ext", "src2_n", SRC_BANKS, 1),
            Item::Word(ix(VTST, "chan_cc"), TEST_CHANNELS),
            Item::Word(ix(VTST, "rpt_count"), RPT4),
        ]
    ),
    // The float test masks count every register in 64-bit units (see VTST).
    format!(
        "VTSTMSK",
        grp(15),
        G | 3 << 18,
        VTSTM,
        &[
            Item::Pred(ix(VTSTM, "pred"), PRED_EXT),
            Item::Lit("tstmsk"),
            Item::Pick(ix(VTSTM, "alu"), TEST_OPS),
            Item::Pick(ix(VTSTM, "zero_test"), ZERO_TESTS),
            Item::Pick(ix(VTSTM, "sign_test"), SIGN_TESTS),
            reg!(VTSTM, "dest_bank", "dest_ext", "dest_n", DEST_BANKS, 2),
            reg!(VTSTM, "src1_bank", "src1_ext", "src1_n", SRC_BANKS, 2),
            Item::Mod(ix(VTSTM, "test_flag_2"), ModKind::Neg),
            reg!(VTSTM, "src2_bank", "src2_ext", "src2_n", SRC_BANKS, 2),
            Item::Word(ix(VTSTM, "tst_mask_type"), MASK_TYPES),
            Item::Word(ix(VTSTM, "rpt_count"), RPT4),
        ]
    ),
    format!(
        "VTSTMSK",
        grp(15),
        G,
        VTSTM,
        &[
            Item::Pred(ix(VTSTM, "pred"), PRED_EXT),
            Item::Lit("tstmsk"),
            Item::Pick(ix(VTSTM, "alu"), TEST_OPS),
            Item::Pick(ix(VTSTM, "zero_test"), ZERO_TESTS),
            Item::Pick(ix(VTSTM, "sign_test"), SIGN_TESTS),
            reg!(VTSTM, "dest_bank", "dest_ext", "dest_n", DEST_BANKS, 1),
            reg!(VTSTM, "src1_bank", "src1_ext", "src1_n", SRC_BANKS, 1),
            Item::Mod(ix(VTSTM, "test_flag_2"), ModKind::Neg),
            reg!(VTSTM, "src2_bank", "src2_ext", "src2_n", SRC_BANKS, 1),
            Item::Word(ix(VTSTM, "tst_mask_type"), MASK_TYPES),
            Item::Word(ix(VTSTM, "rpt_count"), RPT4),
        ]
    ),
    // Groups 10..14: the group number is part of the operation.
    format!(
        "VBW",
        grp(8),
        0x3 << 62,
        VBW,
        &[
            Item::Pred(ix(VBW, "pred"), PRED_EXT),
            Item::Pick(ix(VBW, "op"), BW_OPS),
            Item::Lit(".u32"),
            reg!(VBW, "dest_bank", "dest_ext", "dest_n", DEST_BANKS, 1),
            reg!(VBW, "src1_bank", "src1_ext", "src1_n", SRC_BANKS, 1),
            reg!(VBW, "src2_bank", "src2_ext", "src2_n", SRC_BANKS, 1),
            Item::Word(ix(VBW, "repeat_count"), RPT16),
        ]
    ),
    format!(
        "SOP2",
        grp(16),
        G,
        SOP2,
        &[
            Item::Pred(ix(SOP2, "pred"), PRED_SHORT),
            Item::Pick(ix(SOP2, "cop"), SOP_OPS),
            Item::Lit(".fx8"),
            reg!(SOP2, "dest_bank", "dest_bank_ext", "dest_n", DEST_BANKS, 1),
            reg!(SOP2, "src1_bank", "src1_bank_ext", "src1_n", SRC_BANKS, 1),
            reg!(SOP2, "src2_bank", "src2_bank_ext", "src2_n", SRC_BANKS, 1),
        ]
    ),
    format!(
        "SOP3",
        grp(17),
        G,
        SOP3,
        &[
            Item::Pred(ix(SOP3, "pred"), PRED_SHORT),
            Item::Pick(ix(SOP3, "cop"), SOP3_OPS),
            Item::Lit(".fx8"),
            reg!(SOP3, "destbank", "destbext", "destn", DEST_BANKS, 1),
            reg!(SOP3, "src0bank", "", "src0n", TEMP_PA, 1),
            reg!(SOP3, "src1bank", "src1bext", "src1n", SRC_BANKS, 1),
            reg!(SOP3, "src2bank", "src2bext", "src2n", SRC_BANKS, 1),
        ]
    ),
    format!(
        "SOP2M",
        grp(18),
        G,
        SOP2M,
        &[
            Item::Pred(ix(SOP2M, "pred"), PRED_SHORT),
            Item::Pick(ix(SOP2M, "cop"), SOP_OPS),
            Item::Lit(".fx8"),
            reg!(SOP2M, "destbank", "destbankext", "destnum", DEST_BANKS, 1),
            Item::Mask(ix(SOP2M, "wmask")),
            reg!(SOP2M, "src1bank", "src1bankext", "src1num", SRC_BANKS, 1),
            reg!(SOP2M, "src2bank", "src2bankext", "src2num", SRC_BANKS, 1),
        ]
    ),
    format!(
        "I8MAD",
        grp(19),
        G,
        I8,
        &[
            Item::Pred(ix(I8, "pred"), PRED_SHORT),
            Item::Lit("mad"),
            Item::Pick(ix(I8, "saturated"), SAT),
            Item::Lit(".u8"),
            reg!(I8, "dest_bank", "dest_bank_ext", "dest_num", DEST_BANKS, 1),
            reg!(I8, "src0_bank", "", "src0_num", TEMP_PA, 1),
            reg!(I8, "src1_bank", "src1_bank_ext", "src1_num", SRC_BANKS, 1),
            reg!(I8, "src2_bank", "src2_bank_ext", "src2_num", SRC_BANKS, 1),
            Item::Word(ix(I8, "repeat_count"), RPT8),
        ]
    ),
    format!(
        "I16MAD",
        grp(20),
        G,
        I16,
        &[
            Item::Pred(ix(I16, "pred"), PRED_SHORT),
            Item::Lit("mad"),
            Item::Pick(ix(I16, "mode"), &[".u16", ".u16.sat", ".i16", ".i16.sat"]),
            reg!(I16, "dest_bank", "dest_bank_ext", "dest_n", DEST_BANKS, 1),
            reg!(I16, "src0_bank", "", "src0_n", TEMP_PA, 1),
            reg!(I16, "src1_bank", "src1_bank_ext", "src1_n", SRC_BANKS, 1),
            reg!(I16, "src2_bank", "src2_bank_ext", "src2_n", SRC_BANKS, 1),
            Item::Word(ix(I16, "repeat_count"), RPT8),
        ]
    ),
    format!(
        "I32MAD",
        grp(21),
        G | 0x0000833800000000,
        I32,
        &[
            Item::Pred(ix(I32, "pred"), PRED_SHORT),
            Item::Lit("mad"),
            Item::Pick(ix(I32, "is_signed"), &[".u32", ".i32"]),
            Item::Pick(ix(I32, "is_sat"), SAT),
            reg!(I32, "dest_bank", "dest_bank_ext", "dest_n", DEST_BANKS, 1),
            reg!(I32, "src0_bank", "", "src0_n", TEMP_PA, 1),
            reg!(I32, "src1_bank", "src1_bank_ext", "src1_n", SRC_BANKS, 1),
            reg!(I32, "src2_bank", "src2_bank_ext", "src2_n", SRC_BANKS, 1),
            Item::Word(ix(I32, "repeat_count"), RPT8),
            // src2 is a 16-bit half (0) or the whole 32-bit register (2), as the executor reads it;
            // 1 and 3 have no known meaning.
            Item::Word(ix(I32, "src2_type"), &["", "?", "src2.32bit", "?"]),
        ]
    ),
    format!(
        "I8MAD2",
        grp(25),
        G,
        I8B,
        &[
            Item::Pred(ix(I8B, "pred"), PRED_SHORT),
            Item::Lit("mad"),
            Item::Pick(ix(I8B, "saturated"), SAT),
            Item::Lit(".u8"),
        ]
    ),
    format!(
        "I32MAD2",
        grp(26),
        G | 0x00000c7800000000,
        I32B,
        &[
            Item::Pred(ix(I32B, "pred"), PRED_EXT),
            Item::Lit("mad"),
            Item::Pick(ix(I32B, "is_signed"), &[".u32", ".i32"]),
            Item::Pick(ix(I32B, "sn"), &[".s0", ".s1", "?", "?"]),
            reg!(I32B, "dest_bank", "dest_bank_ext", "dest_n", DEST_BANKS, 1),
            reg!(I32B, "src0_bank", "src0_bank_ext", "src0_n", SRC0_BANKS, 1),
            reg!(I32B, "src1_bank", "src1_bank_ext", "src1_n", SRC_BANKS, 1),
            reg!(I32B, "src2_bank", "src2_bank_ext", "src2_n", SRC_BANKS, 1),
        ]
    ),
    format!(
        "SMP",
        grp(28),
        G,
        SMP,
        &[
            Item::Pred(ix(SMP, "pred"), PRED_EXT),
            Item::Lit("tex"),
            Item::Pick(ix(SMP, "dim"), TEX_DIMS),
            Item::Pick(ix(SMP, "lod_mode"), TEX_LOD),
            Item::Pick(ix(SMP, "minpack"), &["", ".minp"]),
            Item::Pick(ix(SMP, "fconv_type"), TEX_TYPES),
            reg!(SMP, "dest_use_pa", "", "dest_n", TEMP_PA, 1),
            reg!(SMP, "src0_bank", "src0_ext", "src0_n", SRC0_BANKS, 2),
            reg!(SMP, "src1_bank", "src1_ext", "src1_n", SRC_BANKS, 2),
            reg!(SMP, "src2_bank", "src2_ext", "src2_n", SRC_BANKS, 2),
            Item::Word(ix(SMP, "drc_sel"), DRCS),
        ]
    ),
    format!(
        "VLD",
        grp(29),
        G,
        LDST,
        &[
            Item::Pred(ix(LDST, "pred"), PRED_EXT),
            Item::Lit("ld"),
            Item::Pick(ix(LDST, "addr_mode"), LDST_MODES),
            Item::Pick(ix(LDST, "data_type"), LDST_SIZES),
            Item::Fetch {
                flag: ix(LDST, "moe_expand"),
                count: ix(LDST, "mask_count")
            },
            reg!(LDST, "dest_bank_primattr", "", "dest_n", TEMP_PA, 1),
            reg!(LDST, "src0_bank", "src0_bank_ext", "src0_n", SRC0_BANKS, 1),
            reg!(LDST, "src1_bank", "src1_bank_ext", "src1_n", SRC_BANKS, 1),
            reg!(LDST, "src2_bank", "src2_bank_ext", "src2_n", SRC_BANKS, 1),
        ]
    ),
    format!(
        "VST",
        grp(30),
        G,
        LDST,
        &[
            Item::Pred(ix(LDST, "pred"), PRED_EXT),
            Item::Lit("st"),
            Item::Pick(ix(LDST, "addr_mode"), LDST_MODES),
            Item::Pick(ix(LDST, "data_type"), LDST_SIZES),
            Item::Fetch {
                flag: ix(LDST, "moe_expand"),
                count: ix(LDST, "mask_count")
            },
            reg!(LDST, "src0_bank", "src0_bank_ext", "src0_n", SRC0_BANKS, 1),
            reg!(LDST, "src1_bank", "src1_bank_ext", "src1_n", SRC_BANKS, 1),
            reg!(LDST, "src2_bank", "src2_bank_ext", "src2_n", SRC_BANKS, 1),
        ]
    ),
    // The special group: flow control, MOE control, "other" and visibility tests.
    format!(
        "NOP",
        0xf800014000000000,
        0xf87001c000000000,
        NOP,
        &[Item::Pred(ix(NOP, "pred"), PRED_EXT), Item::Lit("nop")]
    ),
    format!(
        "BR",
        BR_VALUE,
        BR_MASK,
        BR,
        &[
            Item::Pred(ix(BR, "pred"), PRED_EXT),
            Item::Pick(ix(BR, "br_type"), &["ba", "br"]),
            Item::Pick(ix(BR, "save_link"), &["", ".savelink"]),
            Item::Imm(ix(BR, "br_off")),
        ]
    ),
    format!(
        "PHAS",
        0xfa40000000000000,
        0xff70000000000000,
        PHAS_FIELDS,
        &[Item::Lit("phas"), Item::Word(ix(PHAS_FIELDS, "wait_cond"), WAIT_CONDS)]
    ),
    format!(
        "SMLSI",
        0xfa10000000000000,
        0xff30000000000000,
        SMLSI_FIELDS,
        &[
            Item::Lit("smlsi"),
            Item::Imm(ix(SMLSI_FIELDS, "dest_inc")),
            Item::Imm(ix(SMLSI_FIELDS, "src0_inc")),
            Item::Imm(ix(SMLSI_FIELDS, "src1_inc")),
            Item::Imm(ix(SMLSI_FIELDS, "src2_inc")),
        ]
    ),
    format!(
        "SMBO",
        0xfb10000000000000,
        0xff30000000000000,
        SMBO_FIELDS,
        &[Item::Lit("smbo")]
    ),
    format!(
        "IDF",
        0xf820000000000000,
        0xff30000000000000,
        FENCE_FIELDS,
        &[Item::Lit("idf"), Item::Word(ix(FENCE_FIELDS, "drc"), DRCS)]
    ),
    format!(
        "WDF",
        0xf920000000000000,
        0xff30000000000000,
        FENCE_FIELDS,
        &[Item::Lit("wdf"), Item::Word(ix(FENCE_FIELDS, "drc"), DRCS)]
    ),
    format!(
        "EMIT",
        0xfb20000000000000,
        0xff30000000000000,
        EMIT_FIELDS,
        &[
            Item::Lit("emit"),
            reg!(EMIT_FIELDS, "src0_bank", "src0_bank_ext", "src0_n", SRC0_BANKS, 1),
            reg!(EMIT_FIELDS, "src1_bank", "src1_bank_ext", "src1_n", SRC_BANKS, 1),
            reg!(EMIT_FIELDS, "src2_bank", "src2_bank_ext", "src2_n", SRC_BANKS, 1),
        ]
    ),
    format!(
        "LIMM",
        0xfc20000000000000,
        0xff30000000000000,
        LIMM,
        &[
            Item::Pred(ix(LIMM, "pred"), PRED_EXT),
            Item::Lit("limm"),
            reg!(
                LIMM,
                "dest_bank",
                "dest_bank_ext",
                "dest_num",
                DEST_BANKS,
                1
            ),
            Item::Imm(ix(LIMM, "imm")),
        ]
    ),
    format!(
        "KILL",
        0xf9300006f0000000,
        0xff3ff9fff0000000,
        KILL,
        &[Item::Pred(ix(KILL, "pred"), PRED_SHORT), Item::Lit("kill")]
    ),
    format!(
        "DEPTHF",
        0xfb30000000000000,
        0xff30000000000000,
        DEPTHF,
        &[
            Item::Pred(ix(DEPTHF, "pred"), PRED_SHORT),
            Item::Lit("depthf"),
            reg!(
                DEPTHF,
                "src0_bank",
                "src0_bank_ext",
                "src0_n",
                SRC0_BANKS,
                1
            ),
            reg!(DEPTHF, "src1_bank", "src1_bank_ext", "src1_n", SRC_BANKS, 1),
            reg!(DEPTHF, "src2_bank", "src2_bank_ext", "src2_n", SRC_BANKS, 1),
        ]
    ),
    format!("SPEC", grp(31), G, SPEC_FIELDS, &[Item::Lit("special")]),
    // Groups with no known instruction.
    format!("ILLEGAL", 0, 0, &[unknown(0, 59)], &[Item::Lit("illegal")]),
];
