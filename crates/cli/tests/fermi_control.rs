//! `gpuisa run --arch fermi` on small assembled kernels of the control forms (docs/fermi-exec-control.md):
//! a block-wide `BAR.RED.POPC`/`AND`/`OR` over two warps, a PCNT/CONT loop, and code that mixes 4-byte
//! short forms with 8-byte instructions. Expected values are worked out by hand in the comments.

mod common;

use common::{gpuisa, tmpdir, words};

/// vecadd's cubin, whose first parameter (c[0x0][0x20]) is 4 bytes; the kernel is replaced.
fn vecadd() -> String {
    let root = common::shared().join("corpus");
    root.join("fermi/Multi2Sim+multi2sim__tags__multi2sim-4.0.1__samples__fermi__vectorAdd__vectorAdd__dde3c0fd.cubin")
        .display()
        .to_string()
}

/// Assembles `src` into vecadd's cubin and runs one block of `threads` with param0 = 0x1000: the words
/// the threads stored at 0x1000 + 4 * tid.
fn run(name: &str, src: &str, threads: u32) -> Vec<u32> {
    let dir = tmpdir(name);
    let o = dir.path().join("k.cubin").display().to_string();
    let (code, _, err) = gpuisa(&["as", "--replace-in", &vecadd(), "-o", &o, "-"], src);
    assert_eq!(code, 0, "{err}");
    let end = format!("0x1000:{:#x}", 0x1000 + 4 * threads);
    let t = threads.to_string();
    let (code, out, err) = gpuisa(&["run", "--arch", "fermi", &o, "--grid", "1", "--block", &t, "--param", "0x1000",
        "--param", "0", "--param", "0", "--param", "0", "--dump", &end], "");
    assert_eq!(code, 0, "{err}");
    let got = words(&out);
    (0..threads as u64).map(|i| got.get(&(0x1000 + 4 * i)).copied().unwrap_or(u32::MAX)).collect()
}

const PRELUDE: &str = "S2R R0, SR_Tid_X;\nISCADD R7, R0, c [0x0] [0x20], 0x2;\n";

#[test]
fn bar_red_reduces_the_votes_of_the_whole_block() {
    // 64 threads, P0 = tid % 4 == 0 (tid = 0, 4, ..., 60: 16 threads). POPC: 16; AND: false; OR: true.
    // R5 = POPC + 0x100 * AND + 0x200 * OR = 16 + 0x200.
    let src = format!("{PRELUDE}LOP.AND R4, R0, 0x3;
ISETP.EQ.U32.AND P0, pt, R4, RZ, pt;
BAR.RED.POPC R1, pt, 0x0, 0x0, P0;
BAR.RED.AND RZ, P2, 0x0, 0x0, P0;
BAR.RED.OR RZ, P3, 0x0, 0x0, P0;
SEL R2, RZ, 0x100, !P2;
SEL R3, RZ, 0x200, !P3;
IADD R5, R1, R2;
IADD R5, R5, R3;
ST [R7], R5;
EXIT;
");
    assert_eq!(run("barred", &src, 64), vec![16 + 0x200; 64]);
}

#[test]
fn short_forms_and_a_continue_loop_run_in_one_kernel() {
    // For i in 0..6 (MOV_N, IADD_N, 4 bytes each): odd i continue, else sum += i: 0 + 2 + 4 = 6; then
    // sum ^ tid (LOP_N.XOR).
    let src = format!("{PRELUDE}MOV_N R1, 0x0;
MOV_N R2, 0x0;
PBK out;
loop: PCNT next;
LOP.AND R3, R1, 0x1;
ISETP.NE.U32.AND P0, pt, R3, RZ, pt;
@P0 CONT;
IADD_N R2, R2, R1;
CONT;
next: IADD_N R1, R1, 0x1;
ISETP.LT.U32.AND P0, pt, R1, 0x6, pt;
@P0 BRA loop;
BRK;
out: LOP_N.XOR R2, R2, R0;
NOP_N;
ST [R7], R2;
EXIT;
");
    let want: Vec<u32> = (0..32).map(|t| 6 ^ t).collect();
    assert_eq!(run("shortcont", &src, 32), want);
}
