//! Whole kernels through the SIMT machine: barriers with reductions, arrival and thread counts, PCNT/CONT
//! loops, condition code tests on branches, absolute and indirect targets, LEPC, and code that mixes
//! the 4-byte short forms with 8-byte instructions. Expected values are worked out by hand in the
//! comments (PTX's `bar.red`/`bar.arrive`, envytools' condition formulas).

use super::{abi, load, FermiSim};
use crate::Fermi;
use gpuisa_core::asm::assemble;
use gpuisa_simt::{run, Global, Launch, Limits, Memory};

/// The words each thread stored at param0 + 4 * tid: runs `src` as one block of `threads` with
/// param0 = 0, `consts` as bank 16 (c[0x10]).
fn run_kernel(src: &str, threads: u32, shared: usize, bank16: &[u32]) -> Result<Vec<u32>, String> {
    let code = assemble(&Fermi::default(), src).map_err(|e| format!("{e:?}"))?.bytes;
    let prog = load(&code)?;
    let (grid, block) = ([1, 1, 1], [threads, 1, 1]);
    let launch = Launch { grid, block, shared_size: shared, local_size: 0 };
    let sim = FermiSim { shared_win: abi::SHARED_WIN, local_win: abi::LOCAL_WIN, ..Default::default() };
    let mut consts = vec![Vec::new(); 17];
    consts[0] = abi::bank0(block, grid);
    consts[0].extend_from_slice(&0u32.to_le_bytes());
    consts[16] = bank16.iter().flat_map(|v| v.to_le_bytes()).collect();
    let mem = Memory { global: Global::new(4 * threads as usize), consts };
    run(&sim, &prog, &launch, &mem, &Limits { max_steps: 100_000, threads: 1 }, &|_, _| {}, None)
        .map_err(|e| e.to_string())?;
    Ok((0..threads as u64).map(|t| mem.global.load(4 * t, 4, 0).unwrap_or(0) as u32).collect())
}

/// Each thread's index, and where it stores: R7 = param0 + 4 * tid.
const PRELUDE: &str = "S2R R0, SR_Tid_X;\nISCADD R7, R0, c [0x0] [0x20], 0x2;\n";

#[test]
fn bar_red_popc_and_or_reduce_over_both_warps() {
    // 64 threads, P0 = tid < 40: POPC counts 40 votes; AND over all is false, OR true. Over P1 = tid <
    // 64 (true everywhere) AND is true. R5 packs POPC | AND(P0) << 8 | OR(P0) << 9 | AND(P1) << 10.
    let src = format!("{PRELUDE}ISETP.LT.U32.AND P0, pt, R0, 0x28, pt;
ISETP.LT.U32.AND P1, pt, R0, 0x40, pt;
BAR.RED.POPC R1, pt, 0x0, 0x0, P0;
BAR.RED.AND RZ, P2, 0x0, 0x0, P0;
BAR.RED.OR RZ, P3, 0x1, 0x0, P0;
BAR.RED.AND RZ, P4, 0x2, 0x40, P1;
SEL R2, RZ, 0x100, !P2;
SEL R3, RZ, 0x200, !P3;
SEL R4, RZ, 0x400, !P4;
IADD R5, R1, R2;
IADD R5, R5, R3;
IADD R5, R5, R4;
ST [R7], R5;
EXIT;
");
    let got = run_kernel(&src, 64, 0, &[]).unwrap();
    assert_eq!(got, vec![40 | 0x200 | 0x400; 64]);
}

#[test]
fn arriving_warps_go_on_and_waiting_warps_see_their_stores() {
    // Warp 0 (run first) waits at barrier 1 for 64 threads; warp 1 stores 0x77 + its lane into shared
    // memory, arrives (BAR.ARV) and goes on to store 0x55. Warp 0, released, reads warp 1's word of its
    // own lane: 0x77 + lane. Without the arrival counting, warp 0 would wait for ever (a deadlock error).
    let src = format!("{PRELUDE}LOP.AND R1, R0, 0x1f;
SHL R2, R1, 0x2;
ISETP.GE.U32.AND P0, pt, R0, 0x20, pt;
@P0 BRA producer;
BAR.RED.POPC RZ, pt, 0x1, 0x40, pt;
LDS R3, [R2];
ST [R7], R3;
EXIT;
producer: IADD R3, R1, 0x77;
STS [R2], R3;
BAR.ARV RZ, pt, 0x1, 0x40, pt;
MOV32I R4, 0x55;
ST [R7], R4;
EXIT;
");
    let got = run_kernel(&src, 64, 128, &[]).unwrap();
    let want: Vec<u32> = (0..64).map(|t| if t < 32 { 0x77 + t } else { 0x55 }).collect();
    assert_eq!(got, want);
}

#[test]
fn a_barrier_that_cannot_complete_is_a_deadlock_error() {
    // 96 threads wanted, 64 in the block: the hardware would hang.
    let src = format!("{PRELUDE}BAR.RED.POPC RZ, pt, 0x0, 0x60, pt;\nEXIT;\n");
    let e = run_kernel(&src, 64, 0, &[]).unwrap_err();
    assert!(e.contains("deadlock") && e.contains("barrier 0 has 2 of 3 warps"), "{e}");
    // A count that is not a whole number of warps, and ARV without a count, are not documented.
    let src = format!("{PRELUDE}BAR.RED.POPC RZ, pt, 0x0, 0x30, pt;\nEXIT;\n");
    assert!(run_kernel(&src, 64, 0, &[]).unwrap_err().contains("not a multiple of the warp size"));
    let src = format!("{PRELUDE}BAR.ARV RZ, pt, 0x0, 0x0, pt;\nEXIT;\n");
    assert!(run_kernel(&src, 64, 0, &[]).unwrap_err().contains("BAR.ARV without a thread count"));
}

#[test]
fn a_barrier_of_the_live_warps_completes_when_the_others_exit() {
    // Warp 1 exits; warp 0's barrier of every thread completes without it. POPC of 32 true votes.
    let src = format!("{PRELUDE}ISETP.GE.U32.AND P0, pt, R0, 0x20, pt;
@P0 EXIT;
BAR.RED.POPC R1, pt, 0x0, 0x0, pt;
ST [R7], R1;
EXIT;
");
    let got = run_kernel(&src, 64, 0, &[]).unwrap();
    let want: Vec<u32> = (0..64).map(|t| if t < 32 { 32 } else { 0 }).collect();
    assert_eq!(got, want);
}

#[test]
fn pcnt_and_cont_skip_the_rest_of_an_iteration() {
    // For i in 0..8: odd i continue; i > tid % 8 break; else sum += i. The sum of the even i up to
    // t = tid % 8: 0, 0, 2, 2, 6, 6, 12, 12.
    let src = format!("{PRELUDE}LOP.AND R6, R0, 0x7;
MOV32I R1, 0x0;
MOV32I R2, 0x0;
PBK out;
loop: PCNT next;
LOP.AND R3, R1, 0x1;
ISETP.NE.U32.AND P0, pt, R3, RZ, pt;
@P0 CONT;
ISETP.GT.U32.AND P1, pt, R1, R6, pt;
@P1 BRK;
IADD R2, R2, R1;
CONT;
next: IADD R1, R1, 0x1;
ISETP.LT.U32.AND P0, pt, R1, 0x8, pt;
@P0 BRA loop;
BRK;
out: ST [R7], R2;
EXIT;
");
    let got = run_kernel(&src, 32, 0, &[]).unwrap();
    let want: Vec<u32> = (0..32).map(|t| [0, 0, 2, 2, 6, 6, 12, 12][t % 8]).collect();
    assert_eq!(got, want);
}

#[test]
fn branches_test_the_zero_and_carry_flags() {
    // R3 = tid + 0xfffffffd (= tid - 3) with .CC: zero where tid = 3, carry out where tid >= 3. Each
    // test's taken lanes store 1, the others 0 (envytools' formulas).
    type Taken = fn(u32) -> bool;
    let cases: [(&str, Taken); 7] = [
        ("NE", |t| t != 3),
        ("EQU", |t| t == 3),
        ("HS", |t| t >= 3),
        ("LO", |t| t < 3),
        ("HI", |t| t > 3),
        ("LS", |t| t <= 3),
        ("F", |_| false),
    ];
    for (test, want) in cases {
        let src = format!("{PRELUDE}MOV32I R4, -0x3;
MOV32I R5, 0x1;
IADD R3.CC, R0, R4;
BRA CC.{test}, taken;
MOV32I R5, 0x0;
taken: ST [R7], R5;
EXIT;
");
        let got = run_kernel(&src, 8, 0, &[]).unwrap();
        let want: Vec<u32> = (0..8).map(|t| want(t) as u32).collect();
        assert_eq!(got, want, "CC.{test}");
    }
    // Tests that need the sign or overflow flag (which the machine does not keep) are refused.
    let code = assemble(&Fermi::default(), "BRA CC.LT, 0x8;\nEXIT;\n").unwrap().bytes;
    let e = load(&code).err().unwrap();
    assert!(e.contains("CC.LT"), "{e}");
}

#[test]
fn absolute_jumps_calls_and_indirect_targets() {
    let src = format!("{PRELUDE}MOV32I R5, 0x0;
JMP 0x28;
IADD R5, R5, 0x1000;
JCAL 0x78;
CAL c [0x10] [0x0];
MOV32I R8, 0x40;
JMX R8, 0x18;
IADD R5, R5, 0x2000;
IADD R5, R5, 0x4000;
ST [R7], R5;
EXIT;
IADD R5, R5, 0x2;
RET;
IADD R5, R5, 0x1;
RET;
");
    // Layout (8 bytes each from 0x00 S2R, 0x08 ISCADD): 0x10 MOV, 0x18 JMP 0x28 (over 0x20), 0x28 JCAL
    // 0x78 (+1, back to 0x30), 0x30 CAL c[0x10][0x0] (which holds 0x30: 0x38 + 0x30 = 0x68, +2, back to
    // 0x38), 0x38 MOV32I R8, 0x40, 0x40 JMX to R8 + 0x18 = 0x58 (over 0x48 and 0x50), 0x58 ST: R5 = 3.
    let got = run_kernel(&src, 4, 0, &[0x30]).unwrap();
    assert_eq!(got, vec![3; 4]);
}

#[test]
fn brx_with_a_register_adds_it_to_the_relative_target() {
    // 0x10 MOV32I R9, 0x8; 0x18 BRX R9, 0x28: the word holds 0x28 - 0x20 (from the next instruction),
    // so it reaches 0x20 + 0x8 + R9 = 0x30, over 0x20 and 0x28: R5 = 3.
    let src = format!("{PRELUDE}MOV32I R9, 0x8;
BRX R9, 0x28;
MOV32I R5, 0x1;
MOV32I R5, 0x2;
MOV32I R5, 0x3;
ST [R7], R5;
EXIT;
");
    let got = run_kernel(&src, 2, 0, &[]).unwrap();
    assert_eq!(got, vec![3; 2]);
}

#[test]
fn lepc_reads_its_own_address_and_membar_and_cctl_do_nothing() {
    let src = format!("{PRELUDE}MEMBAR.GL;
CCTL.E.IV RZ, [R2];
LEPC R5;
ST [R7], R5;
EXIT;
");
    assert_eq!(run_kernel(&src, 2, 0, &[]).unwrap(), vec![0x20; 2]);
}

#[test]
fn short_forms_run_between_long_ones() {
    // 0x00 S2R, 0x08 ISCADD (8 bytes each); 0x10 MOV_N R1, 5; 0x14 MOV_N R2, 7; 0x18 IADD_N R3, R1, R2
    // (12); 0x1c LOP_N.XOR R3, R3, R1 (12 ^ 5 = 9); 0x20 BRA_N to 0x28 over 0x24; 0x28 IADD_N R3, -R1,
    // R3 (9 - 5 = 4); 0x2c NOP_N; 0x30 SHL R10 = 4 * tid (8 bytes); 0x38 STS_N R3 there, 0x3c LDS_N it
    // back into R4; 0x40 ST, 0x48 EXIT (8 bytes each): every thread stores 4.
    let src = format!("{PRELUDE}MOV_N R1, 0x5;
MOV_N R2, 0x7;
IADD_N R3, R1, R2;
LOP_N.XOR R3, R3, R1;
BRA_N skip;
MOV_N R3, 0x0;
skip: IADD_N R3, -R1, R3;
NOP_N;
SHL R10, R0, 0x2;
STS_N [R10], R3;
LDS_N R4, [R10];
ST [R7], R4;
EXIT;
");
    let code = assemble(&Fermi::default(), &src).unwrap().bytes;
    assert_eq!(code.len(), 0x10 + 8 * 4 + 8 + 2 * 4 + 16, "four-byte words");
    assert_eq!(run_kernel(&src, 4, 16, &[]).unwrap(), vec![4; 4]);
}

#[test]
fn short_immediates_shifts_and_constants_read_whole_values() {
    // MOV_N.HI: 0x80000000; SHR_N (signed, as envydis' `shr s32`) by 4: 0xf8000000; MOV_N from c[0x0]
    // [0x8] (blockDim.x = 4); SHL_N tid by 2. Each thread stores 0xf8000000 + 4 + 4 * tid.
    let src = format!("{PRELUDE}MOV_N.HI R1, 0x80000000;
SHR_N R2, R1, 0x4;
MOV_N R4, c [0x0] [0x8];
SHL_N R3, R0, 0x2;
IADD_N R5, R2, R4;
IADD_N R5, R5, R3;
ST [R7], R5;
EXIT;
");
    let want: Vec<u32> = (0..4).map(|t| 0xf800_0000 + 4 + 4 * t).collect();
    assert_eq!(run_kernel(&src, 4, 0, &[]).unwrap(), want);
}

#[test]
fn short_barriers_wait_for_every_warp() {
    // BAR_N.SYNC on barrier R9 = 0 between a store of warp 1 and warp 0's load of it (warp 0 runs first:
    // without the wait it would read 0). Every thread of warp 0 reads 0x99; warp 1 stores 0x99 itself.
    let src = format!("{PRELUDE}MOV32I R9, 0x0;
MOV32I R3, 0x99;
ISETP.GE.U32.AND P0, pt, R0, 0x20, pt;
@P0 STS [RZ], R3;
BAR_N.SYNC R9;
LDS R4, [RZ];
ST [R7], R4;
EXIT;
");
    assert_eq!(run_kernel(&src, 64, 4, &[]).unwrap(), vec![0x99; 64]);
}

#[test]
fn unpinned_forms_are_refused_by_name() {
    for (text, word) in [
        ("LONGJMP;", "LONGJMP"),
        ("PLONGJMP 0x8;", "LONGJMP"),
        ("B2R R1, 0x0;", "B2R"),
        ("LDSLK P0, R1, [R2];", "LDSLK"),
        ("STSUL [R2], R1;", "STSUL"),
        ("BRA.LMT 0x8;", "BRA.LMT"),
        ("CCTL.E.QRY1 R1, [R2];", "CCTL"),
        ("BAR.RED.POPC R1, P0, 0x0, 0x0, pt;", "destination"),
    ] {
        let code = match assemble(&Fermi::default(), &format!("{text}\nEXIT;\n")) {
            Ok(a) => a.bytes,
            Err(e) => panic!("{text}: {e:?}"),
        };
        let e = load(&code).err().unwrap_or_else(|| panic!("{text} loads"));
        assert!(e.contains(word), "{text}: {e}");
    }
    // A stack operation with a guard field (NVIDIA prints none when it is zero): what the hardware does
    // with it is not documented. `SSY 0x8` with the field 1 (bits 10-13).
    let mut code = assemble(&Fermi::default(), "SSY 0x8;\nEXIT;\n").unwrap().bytes;
    code[1] |= 1 << 2;
    let e = load(&code).err().unwrap();
    assert!(e.contains("@P1 SSY"), "{e}");
}

#[test]
fn a_call_chain_that_pushes_past_the_stack_faults_naming_thread_pc_and_address() {
    // 64 bytes of stack below STACK_TOP (0x1000000): each call of f takes a 16-byte frame and stores
    // into it; the fifth frame, at 0xffffb0, lies below the stack's bottom (0xffffc0). Layout: 0x00
    // MOV, 0x08 CAL, 0x10 EXIT, 0x18 IADD, 0x20 STL (the faulting instruction).
    let src = "MOV R1, c [0x1] [0x100];
CAL f;
EXIT;
f: IADD R1, R1, -0x10;
STL [R1], R1;
CAL f;
RET;
";
    let code = assemble(&Fermi::default(), src).unwrap().bytes;
    let prog = load(&code).unwrap();
    let (grid, block) = ([1, 1, 1], [2, 1, 1]);
    let launch = Launch { grid, block, shared_size: 0, local_size: 64 };
    let sim = FermiSim { shared_win: abi::SHARED_WIN, local_win: abi::LOCAL_WIN, stack: 64, ..Default::default() };
    let consts = vec![abi::bank0(block, grid), abi::bank1()];
    let mem = Memory { global: Global::new(0), consts };
    let e = run(&sim, &prog, &launch, &mem, &Limits { max_steps: 10_000, threads: 1 }, &|_, _| {}, None)
        .unwrap_err()
        .to_string();
    assert_eq!(e, "out-of-bounds write of 4 bytes at l[0xffffb0]: thread 0 of block (0, 0), pc 0x20");
}

#[test]
fn short_ssy_reconverges_both_paths() {
    // One warp: lanes below 16 take the branch (R3: 1, then 2 at `low`, synced); the others run
    // 1 + 1 = 2 and 2 + 2 = 4, synced. After the reconvergence point every lane adds 0x10: 0x12 below
    // 16, 0x14 above.
    let src = format!("{PRELUDE}MOV32I R3, 0x1;
ISETP.LT.U32.AND P0, pt, R0, 0x10, pt;
SSY_N join;
@P0 BRA low;
IADD R3, R3, R3;
IADD.S R3, R3, R3;
low: IADD.S R3, R3, R3;
join: IADD R3, R3, 0x10;
ST [R7], R3;
EXIT;
");
    let got = run_kernel(&src, 32, 0, &[]).unwrap();
    let want: Vec<u32> = (0..32).map(|t| if t < 16 { 0x12 } else { 0x14 }).collect();
    assert_eq!(got, want);
}

#[test]
fn short_arrival_without_a_count_is_refused_at_load() {
    let code = assemble(&Fermi::default(), "MOV32I R9, 0x1;\nBAR_N.ARV R9;\nEXIT;\n").unwrap().bytes;
    let e = load(&code).err().expect("BAR_N.ARV loads");
    assert!(e.contains("BAR_N.ARV") && e.contains("thread count"), "{e}");
}
