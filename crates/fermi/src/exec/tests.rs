//! Instruction groups against values worked out by hand (PTX ISA semantics for carries, multiplies,
//! shifts, comparisons; IEEE 754 for rounding).

use super::float::{fadd, ffma, fmul};
use super::int::{add, bop, flo, icmp, mul, shl, shr};
use crate::sem::Sem;

#[test]
fn carry_chain_adds_64_bit_values() {
    // 0x00000001_ffffffff + 0x00000000_00000001 = 0x00000002_00000000: IADD.CC then IADD.X.
    let (lo, c) = add(0xffff_ffff, 1, false, false, false);
    assert_eq!((lo, c), (0, true));
    let (hi, c2) = add(1, 0, false, false, c);
    assert_eq!((hi, c2), (2, false));
    // Subtraction as a + ~b + 1: 5 - 3 carries out (no borrow), 3 - 5 does not.
    assert_eq!(add(5, 3, false, true, false), (2, true));
    assert_eq!(add(3, 5, false, true, false), (0xffff_fffe, false));
}

#[test]
fn high_multiplies_follow_signedness() {
    // 0xffffffff * 2: unsigned 0x1_fffffffe (high 1); signed -1 * 2 = -2 (high 0xffffffff).
    assert_eq!(mul(0xffff_ffff, 2, false, false) >> 32, 1);
    assert_eq!(mul(0xffff_ffff, 2, true, true) >> 32, 0xffff_ffff);
    assert_eq!(mul(0xffff_ffff, 2, true, true) as u32, 0xffff_fffe);
    // 0x10000 * 0x10000 = 2^32: low 0, high 1.
    assert_eq!(mul(0x10000, 0x10000, false, false), 1 << 32);
}

#[test]
fn shifts_wrap_or_clamp_their_count() {
    assert_eq!(shl(1, 33, true), 2);
    assert_eq!(shl(1, 33, false), 0);
    assert_eq!(shr(0x8000_0000, 31, true, true), 0xffff_ffff);
    assert_eq!(shr(0x8000_0000, 40, false, true), 0xffff_ffff);
    assert_eq!(shr(0x8000_0000, 40, false, false), 0);
    assert_eq!(shr(0x8000_0000, 36, true, false), 0x0800_0000);
}

#[test]
fn comparisons_and_predicate_logic() {
    // -1 < 1 signed, but not unsigned.
    assert!(icmp(Sem::CmpLt, 0xffff_ffff, 1, false));
    assert!(!icmp(Sem::CmpLt, 0xffff_ffff, 1, true));
    assert!(icmp(Sem::CmpGe, 7, 7, true));
    // ISETP.LT.AND P0, P1, a, b, P2: P0 = cmp & P2, P1 = !cmp & P2.
    assert!(bop(Some(Sem::BopAnd), true, true) && !bop(Some(Sem::BopAnd), true, false));
    assert!(bop(Some(Sem::BopOr), false, true));
    assert!(!bop(Some(Sem::BopXor), true, true));
    assert_eq!(flo(0x0001_0000, false, false), 16);
    assert_eq!(flo(0, false, false), u32::MAX);
    assert_eq!(flo(0xffff_0000, true, false), 15);
}

#[test]
fn float_rounding_modes() {
    let one = 1.0f32;
    let tiny = f32::from_bits(0x3380_0000); // 2^-24: half an ulp of 1.0
                                            // 1 + 2^-24 is a tie: nearest even gives 1; RP gives the next float up; RM and RZ give 1.
    assert_eq!(fadd(one, tiny, None), one);
    assert_eq!(fadd(one, tiny, Some(Sem::RndP)).to_bits(), 0x3f80_0001);
    assert_eq!(fadd(one, tiny, Some(Sem::RndM)), one);
    assert_eq!(fadd(-one, -tiny, Some(Sem::RndZ)), -one);
    assert_eq!(fadd(-one, -tiny, Some(Sem::RndM)).to_bits(), 0xbf80_0001);
    // (1 + 2^-23)^2 = 1 + 2^-22 + 2^-46: FMUL rounds the tail away, RP keeps it.
    let a = f32::from_bits(0x3f80_0001);
    assert_eq!(fmul(a, a, None).to_bits(), 0x3f80_0002);
    assert_eq!(fmul(a, a, Some(Sem::RndP)).to_bits(), 0x3f80_0003);
    // FFMA is fused: a*a - (1 + 2^-22) = 2^-46 exactly, which a separate FMUL would lose.
    let c = -f32::from_bits(0x3f80_0002);
    assert_eq!(ffma(a, a, c, None), 2f32.powi(-46));
    assert_eq!(fadd(fmul(a, a, None), c, None), 0.0);
}

#[test]
fn every_opcode_of_a_real_kernel_lowers() {
    // IADD R0, R2, R3 (class 3, opcode 0x12): dst 0 at 14 (zero), src1 2 at 20, src2 3 at 26, guard PT.
    let bits: u64 = (0x12 << 58) | 3 | (2 << 20) | (3 << 26) | (7 << 10);
    let insn = crate::Fermi::default().decode_bits(bits);
    let op = super::lower::lower(&insn, 0, 8).unwrap();
    assert_eq!(op.kind, Sem::Iadd);
    assert_eq!(
        (op.d, op.s[0], op.s[1]),
        (0, super::op::Src::R(2), super::op::Src::R(3))
    );
    assert_eq!(op.guard, super::op::PT);
}

#[test]
fn bit_fields_and_byte_permutes() {
    use super::int::{bfe, bfi, prmt};
    // BFE of 8 bits at 4 (operand 0x804) from 0x00000ab0: 0xab unsigned, sign-filled when signed.
    assert_eq!(bfe(0x0000_0ab0, 0x804, false), 0xab);
    assert_eq!(bfe(0x0000_0ab0, 0x804, true), 0xffff_ffab);
    assert_eq!(bfe(0xffff_ffff, 0x000, true), 0);
    // BFI of 0x5 into 4 bits at 8 of 0xffffffff.
    assert_eq!(bfi(0x5, 0x408, 0xffff_ffff), 0xffff_f5ff);
    assert_eq!(bfi(0xff, 0x81c, 0), 0xf000_0000);
    // PRMT: 0x3210 keeps a; 0x7654 takes c; 0x0123 reverses a; 0x8880 replicates the sign of byte 0.
    assert_eq!(prmt(0x4433_2211, 0x3210, 0x8877_6655), 0x4433_2211);
    assert_eq!(prmt(0x4433_2211, 0x7654, 0x8877_6655), 0x8877_6655);
    assert_eq!(prmt(0x4433_2211, 0x0123, 0), 0x1122_3344);
    assert_eq!(prmt(0x0000_0080, 0x8880, 0), 0xffff_ff80);
}

#[test]
fn video_shift_accumulate_and_min_max() {
    // VSHL.UD.U32.U32.W.ACC d, a, b, c: (a << (b & 31)) + c; VMNMX.UD.U32.U32.MX.ACC: max(a, b) + c.
    let run = |bits: u64, a: u32, b: u32, c: u32| -> u32 {
        let insn = crate::Fermi::default().decode_bits(bits);
        let op = super::lower::lower(&insn, 0, 8).unwrap();
        let mem = gpuisa_simt::Memory::default();
        let sim = super::FermiSim {
            shared_win: 0,
            local_win: 0,
            ..Default::default()
        };
        let place = gpuisa_simt::WarpPlace {
            ctaid: [0, 0, 0],
            nctaid: [1, 1, 1],
            ntid: [32, 1, 1],
            warp: 0,
        };
        let mut regs = gpuisa_simt::Semantics::new_regs(&sim, &place);
        (regs.r[1][0], regs.r[2][0], regs.r[3][0]) = (a, b, c);
        let mut traffic = Default::default();
        let mut ctx = gpuisa_simt::Ctx {
            regs: &mut regs,
            mem: &mem,
            traffic: &mut traffic,
            shared: &mut [],
            local: &mut [],
            local_size: 0,
            active: 1,
            place,
            clock: 0,
        };
        gpuisa_simt::Semantics::exec(&sim, &op, &mut ctx).unwrap();
        regs.r[0][0]
    };
    let text = |bits: u64| {
        let mut t = String::new();
        crate::Fermi::default().disassemble_bits(bits, 0, &mut t);
        t
    };
    // Fields: opcode class 4, guard PT, d R0, a R1 at 20, b R2 at 26 (register: bit 47), c R3 at 49,
    // both sources unsigned words (selectors 6 at 44 and 32), unsigned destination, ACC (4 at 55).
    let common: u64 = 4
        | (7 << 10)
        | (1 << 20)
        | (2 << 26)
        | (1 << 47)
        | (3 << 49)
        | (6 << 44)
        | (6 << 32)
        | (4 << 55);
    let vshl = common | (0x3a << 58) | (1 << 7);
    assert!(text(vshl).starts_with("VSHL.UD.U32.U32"), "{}", text(vshl));
    assert_eq!(run(vshl, 3, 4, 5), 3 * 16 + 5);
    let vmnmx = common | (0x32 << 58) | (1 << 7);
    assert!(text(vmnmx).contains(".MX.ACC"), "{}", text(vmnmx));
    assert_eq!(run(vmnmx, 3, 9, 5), 14);
    assert_eq!(run(vmnmx & !(1 << 7), 3, 9, 5), 8);
}

#[test]
fn float_to_integer_conversions_round_and_saturate() {
    use super::float::f2i;
    assert_eq!(f2i(2.5, None, false), 2);
    assert_eq!(f2i(3.5, None, false), 4);
    assert_eq!(f2i(-2.5, Some(Sem::RndM), false), -3i32 as u32);
    assert_eq!(f2i(-2.5, Some(Sem::RndZ), false), -2i32 as u32);
    assert_eq!(f2i(2.1, Some(Sem::RndP), false), 3);
    assert_eq!(f2i(3e9, None, false), i32::MAX as u32);
    assert_eq!(f2i(-1.0, None, true), 0);
    assert_eq!(f2i(5e9, None, true), u32::MAX);
    assert_eq!(f2i(f32::NAN, None, false), 0);
}

#[test]
fn extended_comparisons_order_64_bit_values() {
    use super::int::icmp_x;
    // 0x1_00000000 against 0x0_ffffffff: the low subtraction borrows (no carry), the high words differ by
    // that borrow only: greater, not equal.
    assert!(icmp_x(Sem::CmpGt, 1, 0, false, false, false));
    assert!(!icmp_x(Sem::CmpLe, 1, 0, false, false, false));
    // Equal values: the low words equal (carry, zero), the high words equal.
    assert!(icmp_x(Sem::CmpEq, 7, 7, true, true, true) && icmp_x(Sem::CmpLe, 7, 7, true, true, true));
    assert!(!icmp_x(Sem::CmpLt, 7, 7, true, true, true));
    // Equal high words but different low words (no zero flag): not equal; without a borrow, greater.
    assert!(icmp_x(Sem::CmpGt, 7, 7, false, true, false));
    // -1 against 0: signed less, unsigned greater.
    assert!(icmp_x(Sem::CmpLt, 0xffff_ffff, 0, false, true, false));
    assert!(icmp_x(Sem::CmpGt, 0xffff_ffff, 0, true, true, false));
}

/// bio-dimsum's migrateGPU advances drand48's state, x = (x * 0x5deece66d + 0xb) mod 2^48, with these words
/// (its cubin, 0x260..0x298): IMUL32I.CC, then IMAD.HI.X takes the multiply's carry. The product is right
/// only if a multiply's `.CC` carries nothing out.
#[test]
fn imul_cc_carries_nothing_into_a_64_bit_product() {
    const WORDS: [u64; 7] = [
        0x177bb399b4629c02, // IMUL32I.U32.U32 R10.CC, R6, -0x21131993
        0x20ff400004601c43, // IMAD.U32.U32.HI.X R0.CC, R6, c [0x10] [0x0], RZ
        0x2080400004701c03, // IMAD.U32.U32.X R0, R7, c [0x10] [0x0], R0
        0x4801c0002ca29c03, // IADD R10.CC, R10, 0xb
        0x2000c00014601c03, // IMAD.U32.U32 R0, R6, 0x5, R0
        0x48000000fc001c43, // IADD.X R0, R0, RZ
        0x6800c3fffc02dc03, // LOP.AND R11, R0, 0xffff
    ];
    let mut r = super::rig::Rig::new(0x100);
    r.mem.consts = vec![Vec::new(); 17];
    r.mem.consts[0x10] = 0xdeec_e66du32.to_le_bytes().to_vec();
    let xs: [u64; 4] = [0x1234_abcd_330e, 0xffff_ffff_ffff, 0x8000_0000_0001, 0x0000_ffff_ffff];
    r.set(6, &xs.map(|x| x as u32));
    r.set(7, &xs.map(|x| (x >> 32) as u32));
    // A carry left set by an earlier instruction must not leak into the product.
    r.regs.cc = u32::MAX;
    for w in WORDS {
        r.run(w, 0b1111).unwrap_or_else(|e| panic!("{}: {e}", super::rig::text(w)));
    }
    for (l, x) in xs.iter().enumerate() {
        let want = (x.wrapping_mul(0x5_deec_e66d) + 0xb) & 0xffff_ffff_ffff;
        let got = r.get(10, 4)[l] as u64 | (r.get(11, 4)[l] as u64) << 32;
        assert_eq!(got, want, "x = {x:#x}");
    }
}

#[test]
fn dmnmx_takes_the_minimum_when_its_predicate_holds() {
    // bio-dimsum's migrateGPU: `DMNMX R4, |R16|, |R14|, pt;` (the smaller magnitude), and the maximum
    // under a false predicate.
    let mut r = super::rig::Rig::new(0x100);
    let (a, b) = ([-3.5f64, 2.0, -0.0, 1e300], [1.25f64, -7.0, 4.0, -1e-300]);
    r.set(16, &a.map(|x| x.to_bits() as u32));
    r.set(17, &a.map(|x| (x.to_bits() >> 32) as u32));
    r.set(14, &b.map(|x| x.to_bits() as u32));
    r.set(15, &b.map(|x| (x.to_bits() >> 32) as u32));
    let get = |r: &super::rig::Rig| -> Vec<f64> {
        let (lo, hi) = (r.get(4, 4), r.get(5, 4));
        (0..4).map(|l| f64::from_bits(lo[l] as u64 | (hi[l] as u64) << 32)).collect()
    };
    r.run(super::rig::bits("DMNMX R4, |R16|, |R14|, pt;"), 0b1111).unwrap();
    assert_eq!(get(&r), [1.25, 2.0, 0.0, 1e-300]);
    r.run(super::rig::bits("DMNMX R4, R16, R14, !pt;"), 0b1111).unwrap();
    assert_eq!(get(&r), [1.25, 2.0, 4.0, 1e300]);
}

#[test]
fn local_addresses_map_to_the_low_part_and_the_stack() {
    use super::abi::STACK_TOP;
    let top = STACK_TOP as u64;
    // 24 bytes a thread: 8 of .nv.local at 0..8, 16 of stack just below STACK_TOP (stored at 8..24).
    let sim = super::FermiSim { stack: 16, ..Default::default() };
    assert_eq!(sim.local_offset(0, 4, 24), Some(0));
    assert_eq!(sim.local_offset(4, 4, 24), Some(4));
    assert_eq!(sim.local_offset(6, 4, 24), None, "straddles the low part's end");
    assert_eq!(sim.local_offset(8, 4, 24), None, "between the parts");
    assert_eq!(sim.local_offset(top - 16, 8, 24), Some(8));
    assert_eq!(sim.local_offset(top - 4, 4, 24), Some(20));
    assert_eq!(sim.local_offset(top - 20, 4, 24), None, "below the stack");
    assert_eq!(sim.local_offset(top - 2, 4, 24), None, "past the top");
    assert_eq!(sim.local_offset(top, 4, 24), None);
    // No stack: the whole local memory from 0, as before.
    let flat = super::FermiSim::default();
    assert_eq!(flat.local_offset(20, 4, 24), Some(20));
    assert_eq!(flat.local_offset(top - 4, 4, 24), None);
    assert_eq!(super::abi::stack_bytes(664, 696, 0), 696);
    assert_eq!(super::abi::stack_bytes(48, 0, 0), 48);
}
