//! Forms no other test names, against values worked out by hand: FMNMX (PTX `min.f32`/`max.f32`, a NaN
//! operand gives the other), DSETP (PTX `setp.f64`), IMUL32I (PTX `mul.lo`/`mul.hi`), BFI (PTX `bfi`:
//! position in bits 0-7 and length in bits 8-15 of the second source), VSHL (PTX `vshl`, clamp or wrap),
//! VOTE (PTX `vote.all/any/uni` and the ballot), PSET/PSETP, the RED/ATOM variants (PTX `red`/`atom`,
//! lanes in order), MEMBAR, LDC, indirect jumps through constants, PCNT,
//! and the 4-byte short forms.

use super::rig::{run_lanes as run1, word, Rig};
use super::{abi, load, FermiSim};
use crate::Fermi;
use gpuisa_core::asm::assemble;
use gpuisa_simt::{run, Flow, Global, Launch, Limits, Memory};

fn f(x: f32) -> u32 {
    x.to_bits()
}

#[test]
fn fmnmx_takes_the_minimum_under_a_true_predicate_and_ignores_one_nan() {
    let nan = f32::NAN.to_bits();
    let a = [f(1.0), nan, f(-2.5), nan];
    let b = [f(2.0), f(3.0), nan, nan];
    let min = run1("FMNMX R0, R1, R2, pt;", &[&a, &b]);
    assert_eq!(min[..3], [f(1.0), f(3.0), f(-2.5)]);
    assert!(f32::from_bits(min[3]).is_nan(), "both NaN: NaN");
    let max = run1("FMNMX R0, R1, R2, !pt;", &[&a, &b]);
    assert_eq!(max[..3], [f(2.0), f(3.0), f(-2.5)]);
    assert!(f32::from_bits(max[3]).is_nan());
}

#[test]
fn dsetp_compares_register_pairs_as_doubles() {
    // R2:R3 against R4:R6; 1.5 < 2.5 true, 3.0 < 2.5 false, NaN < 1.0 false (ordered), NaN NEU 1.0 true.
    let d = |x: f64| [x.to_bits() as u32, (x.to_bits() >> 32) as u32];
    let cases: [(&str, f64, f64, bool); 5] = [
        ("DSETP.LT.AND P0, pt, R2, R4, pt;", 1.5, 2.5, true),
        ("DSETP.LT.AND P0, pt, R2, R4, pt;", 3.0, 2.5, false),
        ("DSETP.LT.AND P0, pt, R2, R4, pt;", f64::NAN, 1.0, false),
        ("DSETP.NEU.AND P0, pt, R2, R4, pt;", f64::NAN, 1.0, true),
        ("DSETP.EQ.AND P0, pt, R2, R4, pt;", -0.0, 0.0, true),
    ];
    for (insn, a, b, want) in cases {
        let mut r = Rig::new(0);
        let (a, b) = (d(a), d(b));
        r.set(2, &[a[0]]);
        r.set(3, &[a[1]]);
        r.set(4, &[b[0]]);
        r.set(5, &[b[1]]);
        r.run(word(insn), 1).unwrap();
        assert_eq!(r.regs.pred(0, false) & 1 != 0, want, "{insn} {a:?} {b:?}");
    }
}

#[test]
fn imul32i_bfi_and_vshl() {
    // 7 * 16 = 112; -3 * 16 = -48 = 0xffffffd0 (the low word is the same signed or unsigned).
    assert_eq!(run1("IMUL32I.U32.U32 R0, R1, 0x10;", &[&[7, 0xffff_fffd]]), [112, 0xffff_ffd0]);
    // High words: 0xfffffffd * 16 = 0xf_ffffffd0 unsigned (high 0xf); -3 * 16 signed: high 0xffffffff.
    assert_eq!(run1("IMUL32I.U32.U32.HI R0, R1, 0x10;", &[&[0xffff_fffd]]), [0xf]);
    assert_eq!(run1("IMUL32I.HI R0, R1, 0x10;", &[&[0xffff_fffd]]), [0xffff_ffff]);
    // BFI R0, insert, pos | len << 8, base: 0xab at bit 8 for 8 bits into all ones: 0xffffabff; at bit 28
    // only 4 bits fit: 0x5 -> 0x50000000; a zero length leaves the base.
    let got = run1(
        "BFI R0, R1, R2, R3;",
        &[&[0x1234_56ab, 0x5, 0xff], &[0x0808, 0x081c, 0x0004], &[0xffff_ffff, 0, 0x1234_5678]],
    );
    assert_eq!(got, [0xffff_abff, 0x5000_0000, 0x1234_5678]);
    // VSHL: this cuobjdump prints `.W` for the wrap bit (7) clear, which envytools reads as clamp
    // (encoding/fields.rs). Bit set: 0x12345678 << 4 = 0x23456780, a count of 40 wraps to 8: 0x34567800.
    // Clear: 40 clamps to 32, all bits out: 0.
    assert_eq!(run1("VSHL R0, R1, R2, RZ;", &[&[0x1234_5678, 0x1234_5678], &[4, 40]]), [0x2345_6780, 0x3456_7800]);
    assert_eq!(run1("VSHL.W R0, R1, R2, RZ;", &[&[0x1234_5678, 0x1234_5678], &[4, 40]]), [0x2345_6780, 0]);
}

#[test]
fn vote_ballots_and_predicate_logic() {
    // Four active lanes; the voted predicate P0 on lanes `votes`. R0 is the ballot in every lane, P1 the
    // vote: ALL (every active lane), ANY (some), EQ (PTX `vote.uni`: all the same).
    let cases: [(&str, u32, bool); 6] = [
        ("VOTE.ALL R0, P1, P0;", 0b0111, false),
        ("VOTE.ALL R0, P1, P0;", 0b1111, true),
        ("VOTE.ANY R0, P1, P0;", 0b0100, true),
        ("VOTE.ANY R0, P1, P0;", 0b0000, false),
        ("VOTE.EQ R0, P1, P0;", 0b0110, false),
        ("VOTE.EQ R0, P1, P0;", 0b0000, true),
    ];
    for (insn, votes, want) in cases {
        let mut r = Rig::new(0);
        r.regs.set_pred(0, u32::MAX, votes);
        r.run(word(insn), 0b1111).unwrap();
        assert_eq!(r.get(0, 4), [votes; 4], "{insn} {votes:04b}");
        assert_eq!(r.regs.pred(1, false) & 0b1111, if want { 0b1111 } else { 0 }, "{insn} {votes:04b}");
    }
    // PSET.AND.AND: all three true -> 0xffffffff, else 0. P2, P3, P4 over lanes 0-3 (symmetric, so the
    // order of the sources does not matter).
    let mut r = Rig::new(0);
    r.regs.set_pred(2, u32::MAX, 0b1011);
    r.regs.set_pred(3, u32::MAX, 0b1101);
    r.regs.set_pred(4, u32::MAX, 0b1001);
    r.run(word("PSET.AND.AND R0, P2, P3, P4;"), 0b1111).unwrap();
    assert_eq!(r.get(0, 4), [0xffff_ffff, 0, 0, 0xffff_ffff]);
    // PSETP.XOR.XOR: P0 = P2 ^ P3 ^ P4, P1 = !(P2 ^ P3) ^ P4 = !P0. Lane bits: 1011 ^ 1101 ^ 1001 = 1111.
    r.regs.set_pred(4, u32::MAX, 0b0001);
    r.run(word("PSETP.XOR.XOR P0, P1, P2, P3, P4;"), 0b1111).unwrap();
    // 1011 ^ 1101 = 0110, ^ 0001 = 0111.
    assert_eq!(r.regs.pred(0, false) & 0xf, 0b0111);
    assert_eq!(r.regs.pred(1, false) & 0xf, 0b1000);
    // With pt as a source: PSETP.AND.AND P0, P1, pt, P2, P3 = P2 & P3 = 1001; P1 = !(..) & pt.. = the
    // AND of pt and !(P2 & P3) whichever source is combined last: 0110.
    r.run(word("PSETP.AND.AND P0, P1, pt, P2, P3;"), 0b1111).unwrap();
    assert_eq!(r.regs.pred(0, false) & 0xf, 0b1001);
}

/// A rig with R2 (and R3 = 0, the high word of `.E` addresses) = `addr` in lanes 0..n.
fn at(addr: u32, n: usize) -> Rig {
    let mut r = Rig::new(64);
    r.set(2, &vec![addr; n]);
    r.set(3, &vec![0; n]);
    r
}

#[test]
fn red_variants_update_memory_in_lane_order() {
    // RED.E.ADD, 64-bit address R2:R3 = 8: 100 + 1 + 2 = 103.
    let mut r = at(8, 2);
    r.global(8, 100);
    r.set(4, &[1, 2]);
    r.run(word("RED.E.ADD [R2], R4;"), 0b11).unwrap();
    assert_eq!(r.read(8), 103);
    // RED.ADD.U64 / RED.E.ADD.U64 with data R4:R5 = 0x1_00000001: 0x0_ffffffff + it = 0x2_00000000.
    for insn in ["RED.ADD.U64 [R2], R4;", "RED.E.ADD.U64 [R2], R4;"] {
        let mut r = at(16, 1);
        r.global(16, 0xffff_ffff);
        r.global(20, 0);
        r.set(4, &[1]);
        r.set(5, &[1]);
        r.run(word(insn), 1).unwrap();
        assert_eq!((r.read(16), r.read(20)), (0, 2), "{insn}");
    }
    // RED.MIN.S32 of 5, -3, 7: -3 (unsigned it would stay 5). RED.E.MAX.S32 of -10, -4, -7: -4.
    let mut r = at(0, 3);
    r.global(0, 5);
    r.set(4, &[-3i32 as u32, 7, 4]);
    r.run(word("RED.MIN.S32 [R2], R4;"), 0b111).unwrap();
    assert_eq!(r.read(0), -3i32 as u32);
    r.global(0, -10i32 as u32);
    r.set(4, &[-4i32 as u32, -7i32 as u32, -10i32 as u32]);
    r.run(word("RED.E.MAX.S32 [R2], R4;"), 0b111).unwrap();
    assert_eq!(r.read(0), -4i32 as u32);
    // RED.ADD.F32.FTZ.RN: 0.5 + 0.25 + 1.25 = 2.0; R0 untouched.
    let mut r = at(4, 2);
    r.global(4, f(0.5));
    r.set(4, &[f(0.25), f(1.25)]);
    r.set(0, &[9, 9]);
    r.run(word("RED.ADD.F32.FTZ.RN [R2], R4;"), 0b11).unwrap();
    assert_eq!(r.read(4), f(2.0));
    assert_eq!(r.get(0, 2), [9, 9]);
}

#[test]
fn atom_variants_return_old_values() {
    // ATOM.E.ADD: 10, then 10 + 5 = 15 for lane 1; memory 15 + 6 = 21.
    let mut r = at(8, 2);
    r.global(8, 10);
    r.set(4, &[5, 6]);
    r.run(word("ATOM.E.ADD R0, [R2], R4;"), 0b11).unwrap();
    assert_eq!((r.get(0, 2), r.read(8)), (vec![10, 15], 21));
    // ATOM.ADD.U64: old 0x3_fffffffe, + 0x0_00000003 = 0x4_00000001; R0:R1 the old value.
    let mut r = at(16, 1);
    r.global(16, 0xffff_fffe);
    r.global(20, 3);
    r.set(4, &[3]);
    r.set(5, &[0]);
    r.run(word("ATOM.ADD.U64 R0, [R2], R4;"), 1).unwrap();
    assert_eq!((r.get(0, 1)[0], r.get(1, 1)[0], r.read(16), r.read(20)), (0xffff_fffe, 3, 1, 4));
    // ATOM.E.EXCH: lane 0 gets 1 and leaves 0xaa, lane 1 gets 0xaa and leaves 0xbb.
    let mut r = at(0, 2);
    r.global(0, 1);
    r.set(4, &[0xaa, 0xbb]);
    r.run(word("ATOM.E.EXCH R0, [R2], R4;"), 0b11).unwrap();
    assert_eq!((r.get(0, 2), r.read(0)), (vec![1, 0xaa], 0xbb));
    // ATOM.EXCH.U64 / ATOM.E.EXCH.U64: old 0x11111111_22222222 back in R0:R1, new R4:R5 in memory.
    for insn in ["ATOM.EXCH.U64 R0, [R2], R4;", "ATOM.E.EXCH.U64 R0, [R2], R4;"] {
        let mut r = at(8, 1);
        r.global(8, 0x2222_2222);
        r.global(12, 0x1111_1111);
        r.set(4, &[0x4444_4444]);
        r.set(5, &[0x3333_3333]);
        r.run(word(insn), 1).unwrap();
        assert_eq!((r.get(0, 1)[0], r.get(1, 1)[0]), (0x2222_2222, 0x1111_1111), "{insn}");
        assert_eq!((r.read(8), r.read(12)), (0x4444_4444, 0x3333_3333), "{insn}");
    }
    // ATOM.E.CAS R0, [R2], R4, R5: lane 0 compares 7 with 7 and stores 8; lane 1 compares 7 with 8: no.
    let mut r = at(0, 2);
    r.global(0, 7);
    r.set(4, &[7, 7]);
    r.set(5, &[8, 9]);
    r.run(word("ATOM.E.CAS R0, [R2], R4, R5;"), 0b11).unwrap();
    assert_eq!((r.get(0, 2), r.read(0)), (vec![7, 8], 8));
    // 64-bit CAS: compare R4:R5, swap in R6:R7. Equal: memory takes R6:R7; unequal (high words differ):
    // memory unchanged. Either way R0:R1 is the old value.
    for insn in ["ATOM.CAS.U64 R0, [R2], R4, R6;", "ATOM.E.CAS.U64 R0, [R2], R4, R6;"] {
        for (hi, stored) in [(1u32, true), (2, false)] {
            let mut r = at(8, 1);
            r.global(8, 5);
            r.global(12, 1);
            r.set(4, &[5]);
            r.set(5, &[hi]);
            r.set(6, &[0x60]);
            r.set(7, &[0x70]);
            r.run(word(insn), 1).unwrap();
            assert_eq!((r.get(0, 1)[0], r.get(1, 1)[0]), (5, 1), "{insn}");
            let want = if stored { (0x60, 0x70) } else { (5, 1) };
            assert_eq!((r.read(8), r.read(12)), want, "{insn} {hi}");
        }
    }
    // ATOM.E.MIN.S32: old -1, min(-1, 2) = -1, then min(-1, -6) = -6.
    let mut r = at(4, 2);
    r.global(4, u32::MAX);
    r.set(4, &[2, -6i32 as u32]);
    r.run(word("ATOM.E.MIN.S32 R0, [R2], R4;"), 0b11).unwrap();
    assert_eq!((r.get(0, 2), r.read(4)), (vec![u32::MAX, u32::MAX], -6i32 as u32));
    // ATOM.ADD.F32.FTZ.RN / ATOM.E...: 1.0 + 0.5 = 1.5, + 2.5 = 4.0. A subnormal addend is flushed to
    // zero (PTX `atom.add.f32` flushes subnormal inputs): 4.0 + 0 = 4.0 exactly.
    for insn in ["ATOM.ADD.F32.FTZ.RN R0, [R2], R4;", "ATOM.E.ADD.F32.FTZ.RN R0, [R2], R4;"] {
        let mut r = at(0, 3);
        r.global(0, f(1.0));
        r.set(4, &[f(0.5), f(2.5), 1]);
        r.run(word(insn), 0b111).unwrap();
        assert_eq!((r.get(0, 3), r.read(0)), (vec![f(1.0), f(1.5), f(4.0)], f(4.0)), "{insn}");
    }
}

#[test]
fn membar_changes_nothing_and_ldc_reads_a_bank() {
    for insn in ["MEMBAR.CTA;", "MEMBAR.GL;", "MEMBAR.SYS;"] {
        let mut r = Rig::new(8);
        r.global(0, 0x1234);
        r.set(0, &[5, 6]);
        assert!(matches!(r.run(word(insn), 0b11), Ok(Flow::Next)), "{insn}");
        assert_eq!((r.get(0, 2), r.read(0)), (vec![5, 6], 0x1234), "{insn}");
    }
    // Bank 2 = words 0x11, 0x22, 0x33, 0x44; c[2][R1 + 4] for R1 = 0, 4, 8: 0x22, 0x33, 0x44.
    let mut r = Rig::new(0);
    r.mem.consts = vec![Vec::new(); 3];
    r.mem.consts[2] = [0x11u32, 0x22, 0x33, 0x44].iter().flat_map(|v| v.to_le_bytes()).collect();
    r.set(1, &[0, 4, 8]);
    r.run(word("LDC R0, c [0x2] [R1+0x4];"), 0b111).unwrap();
    assert_eq!(r.get(0, 3), [0x22, 0x33, 0x44]);
    // LDC.U8: byte R1 + 4 (little-endian): 0x22 at 4, 0 at 5.
    r.set(1, &[0, 1]);
    r.run(word("LDC.U8 R0, c [0x2] [R1+0x4];"), 0b11).unwrap();
    assert_eq!(r.get(0, 2), [0x22, 0]);
}

/// The first `4 * threads`-byte slots of global memory after running `src` as one block of `threads`:
/// param0 = 0, `local` bytes of local memory a thread, `bank16` as c[0x1], c[0x2] and c[0x10].
fn kernel(src: &str, threads: u32, local: usize, bank16: &[u32], slots: usize) -> Result<Vec<Vec<u32>>, String> {
    kernel_with(src, &[], threads, local, bank16, slots)
}

/// [`kernel`] with the 8-byte words at `patch`'s offsets replaced by instructions that the assembler
/// does not take inside a whole source (JMX through a constant).
fn kernel_with(src: &str, patch: &[(usize, &str)], threads: u32, local: usize, bank16: &[u32], slots: usize) -> Result<Vec<Vec<u32>>, String> {
    let mut code = assemble(&Fermi::default(), src).map_err(|e| format!("{e:?}"))?.bytes;
    for &(at, insn) in patch {
        code[at..at + 8].copy_from_slice(&word(insn).to_le_bytes());
    }
    let prog = load(&code)?;
    let (grid, block) = ([1, 1, 1], [threads, 1, 1]);
    let launch = Launch { grid, block, shared_size: 16, local_size: local };
    let sim = FermiSim { shared_win: abi::SHARED_WIN, local_win: abi::LOCAL_WIN, ..Default::default() };
    let mut consts = vec![Vec::new(); 17];
    consts[0] = abi::bank0(block, grid);
    consts[0].extend_from_slice(&0u32.to_le_bytes());
    // The same words in banks 1 and 2 (the short and register-indexed forms reach fewer banks) and 16.
    for b in [1, 2, 16] {
        consts[b] = bank16.iter().flat_map(|v| v.to_le_bytes()).collect();
    }
    let mem = Memory { global: Global::new(0x400), consts };
    run(&sim, &prog, &launch, &mem, &Limits { max_steps: 100_000, threads: 1 }, &|_, _| {}, None)
        .map_err(|e| e.to_string())?;
    let word = |a: u64| mem.global.load(a, 4, 0).unwrap_or(0) as u32;
    Ok((0..slots as u64).map(|k| (0..threads as u64).map(|t| word(0x10 * k + 4 * t)).collect()).collect())
}

/// Thread index R0; R7 = param0 + 4 * tid, slot k at R7 + 0x10 * k (four threads).
const PRELUDE: &str = "S2R R0, SR_Tid_X;\nISCADD R7, R0, c [0x0] [0x20], 0x2;\n";

#[test]
fn short_alu_forms_give_their_long_forms_values() {
    // Lane id = tid (one warp); MOV_N.HI's whole value; tid + 16; 0x0ff0 and 0x3c3c under AND (0x0c30),
    // OR (0x3ffc), PASS_B (0x3c3c); with the immediate 0x3c: 0x3c3c AND 0x3c = 0x3c, 0x0ff0 OR 0x3c =
    // 0x0ffc, XOR 0x0fcc, PASS_B 0x3c. The long LOP.AND on the same inputs agrees (slot 10).
    let src = format!("{PRELUDE}NOP_N;
S2R_N R1, SR_LaneId;
MOV_N.HI R2, 0x22600000;
IADD_N R3, R1, 0x10;
MOV32I R8, 0xff0;
MOV32I R9, 0x3c3c;
LOP_N.AND R10, R8, R9;
LOP_N.OR R11, R8, R9;
LOP_N.PASS_B R12, R8, R9;
LOP_N.AND R13, R9, 0x3c;
LOP_N.OR R14, R8, 0x3c;
LOP_N.XOR R15, R8, 0x3c;
LOP_N.PASS_B R16, R8, 0x3c;
NOP_N;
LOP.AND R17, R8, R9;
ST [R7], R1;
ST [R7+0x10], R2;
ST [R7+0x20], R3;
ST [R7+0x30], R10;
ST [R7+0x40], R11;
ST [R7+0x50], R12;
ST [R7+0x60], R13;
ST [R7+0x70], R14;
ST [R7+0x80], R15;
ST [R7+0x90], R16;
ST [R7+0xa0], R17;
EXIT;
");
    let got = kernel(&src, 4, 0, &[], 11).unwrap();
    let want: Vec<Vec<u32>> = [
        vec![0, 1, 2, 3],
        vec![0x2260_0000; 4],
        vec![16, 17, 18, 19],
        vec![0x0c30; 4],
        vec![0x3ffc; 4],
        vec![0x3c3c; 4],
        vec![0x3c; 4],
        vec![0x0ffc; 4],
        vec![0x0fcc; 4],
        vec![0x3c; 4],
        vec![0x0c30; 4],
    ]
    .into();
    assert_eq!(got, want);
}

#[test]
fn short_memory_forms_store_and_load_back() {
    // Each thread's value tid + 0x50: ST_N to R7 + 0x40 (slot 4) and LD_N back (slot 0); ST_N.E to the
    // 64-bit address R22:R23 = R7 + 0x80 (slot 8) and LD_N.E back (slot 1); LDC_N c[0x1][4 tid + 4] =
    // bank word tid + 1 (slot 2); STL_N/LDL_N through local word 0 (slot 3).
    let src = format!("{PRELUDE}IADD R20, R0, 0x50;
SHL R25, R0, 0x2;
ST_N [R7+0x40], R20;
LD_N R21, [R7+0x40];
IADD R22, R7, 0x80;
MOV32I R23, 0x0;
ST_N.E [R22], R20;
LD_N.E R24, [R22];
LDC_N R26, c [0x1] [R25+0x4];
STL_N [RZ], R20;
LDL_N R28, [RZ];
NOP_N;
ST [R7], R21;
ST [R7+0x10], R24;
ST [R7+0x20], R26;
ST [R7+0x30], R28;
EXIT;
");
    let got = kernel(&src, 4, 16, &[10, 20, 30, 40, 50], 9).unwrap();
    let v = vec![0x50, 0x51, 0x52, 0x53];
    assert_eq!(got[0], v);
    assert_eq!(got[1], v);
    assert_eq!(got[2], [20, 30, 40, 50]);
    assert_eq!(got[3], v);
    assert_eq!(got[4], v);
    assert_eq!(got[8], v);
}

#[test]
fn short_calls_returns_exits_and_breakpoints() {
    // 0x10 MOV32I; 0x18 CAL_N 0x38 (+7, RET_N back to 0x1c); 0x1c BPT_N.DRAIN goes on; 0x20 ST: 7;
    // 0x28 EXIT_N ends the thread before 0x30's +0x100.
    let src = format!("{PRELUDE}MOV32I R5, 0x0;
CAL_N 0x38;
BPT_N.DRAIN 0x0;
ST [R7], R5;
EXIT_N;
NOP_N;
IADD R5, R5, 0x100;
IADD R5, R5, 0x7;
RET_N;
NOP_N;
");
    assert_eq!(kernel(&src, 4, 0, &[], 1).unwrap(), [vec![7; 4]]);
    // The other breakpoints stop the run with a trap.
    for bpt in ["BPT_N.TRAP 0x0;", "BPT_N.PAUSE 0x0;", "BPT_N.CAL 0x0;"] {
        let src = format!("{PRELUDE}{bpt}\nNOP_N;\nEXIT;\n");
        let e = kernel(&src, 4, 0, &[], 1).unwrap_err();
        assert!(e.contains("trap"), "{bpt}: {e}");
    }
}

#[test]
fn constant_targets_and_pcnt() {
    // 0x18 JMP to c[0x10][0x0] = 0x28 (over 0x20); 0x28 JCAL to c[0x10][0x4] = 0x80 (+3, RET to 0x30);
    // 0x38 JMX to c[0x2][R8 + 0x4] = c[0x2][0x8] = 0x48 (over 0x40); 0x48 PCNT 0x68: +0x10, CONT to
    // 0x68 (over 0x60) while R5 < 0x30: 3 + 3 * 0x10 = 0x33; 0x78 BRA to the store at 0x90.
    let src = format!("{PRELUDE}MOV32I R5, 0x0;
JMP c [0x10] [0x0];
IADD R5, R5, 0x100;
JCAL c [0x10] [0x4];
MOV32I R8, 0x4;
MOV32I R9, 0x0;
IADD R5, R5, 0x200;
PCNT 0x68;
IADD R5, R5, 0x10;
CONT;
IADD R5, R5, 0x400;
ISETP.LT.U32.AND P0, pt, R5, 0x30, pt;
@P0 BRA 0x48;
BRA 0x90;
IADD R5, R5, 0x3;
RET;
ST [R7], R5;
EXIT;
");
    let jmx = [(0x38, "JMX c [0x2] [R8+0x4];")];
    assert_eq!(kernel_with(&src, &jmx, 4, 0, &[0x28, 0x80, 0x48], 1).unwrap(), [vec![0x33; 4]]);
}
