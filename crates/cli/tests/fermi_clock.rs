//! `SR_ClockLo`/`SR_ClockHi` on `gpuisa run --arch fermi`: the count of warp instructions the thread's
//! block has issued before the S2R (docs/fermi.md), the same in every run and with any `--threads`.

mod common;

use common::{gpuisa, tmpdir, words};

/// vecadd's cubin, whose first parameter (c[0x0][0x20]) is 4 bytes; the kernel is replaced.
fn vecadd() -> String {
    let root = common::shared().join("corpus");
    root.join("fermi/Multi2Sim+multi2sim__tags__multi2sim-4.0.1__samples__fermi__vectorAdd__vectorAdd__dde3c0fd.cubin")
        .display()
        .to_string()
}

/// Instructions between the two clock reads besides the second S2R.
const BETWEEN: u32 = 5;

/// Each thread stores, at param0 + 16 * (tid + 64 * ctaid): the first SR_ClockLo, the difference to a
/// second one read `BETWEEN + 2` instructions later (SR_ClockHi and the IADDs between), and SR_ClockHi.
fn source() -> String {
    let mut s = String::from("S2R R0, SR_ClockLo;\nS2R R1, SR_ClockHi;\n");
    for _ in 0..BETWEEN {
        s += "IADD R2, R2, 0x1;\n";
    }
    s += "S2R R3, SR_ClockLo;
IADD R4, R3, -R0;
S2R R6, SR_Tid_X;
S2R R8, SR_CTAid_X;
ISCADD R6, R8, R6, 0x6;
ISCADD R7, R6, c [0x0] [0x20], 0x4;
ST [R7], R0;
ST [R7+0x4], R4;
ST [R7+0x8], R1;
EXIT;
";
    s
}

/// The program's length in instructions (every one runs once a warp).
fn length() -> u32 {
    source().lines().count() as u32
}

fn run(dir: &std::path::Path, threads: &str) -> String {
    let o = dir.join("k.cubin").display().to_string();
    let (code, out, err) = gpuisa(&["run", "--arch", "fermi", &o, "--grid", "3", "--block", "64", "--param", "0x1000",
        "--param", "0", "--param", "0", "--param", "0", "--threads", threads, "--dump", "0x1000:0x1c00"], "");
    assert_eq!(code, 0, "{err}");
    out
}

#[test]
fn the_clock_counts_the_blocks_warp_instructions() {
    let dir = tmpdir("clock");
    let o = dir.path().join("k.cubin").display().to_string();
    let cubin = vecadd();
    let (code, _, err) = gpuisa(&["as", "--replace-in", &cubin, "-o", &o, "-"], &source());
    assert_eq!(code, 0, "{err}");
    let first = run(dir.path(), "1");
    let got = words(&first);
    assert_eq!(got.len(), 3 * 64 * 4, "{first}");
    for block in 0..3u64 {
        for tid in 0..64u64 {
            let at = 0x1000 + 16 * (tid + 64 * block);
            // Warp 0 runs first (its whole program fits one turn): its first S2R is the block's first
            // instruction; warp 1's comes after all of warp 0's.
            let start = if tid < 32 { 0 } else { length() };
            assert_eq!(got[&at], start, "block {block} thread {tid}: first SR_ClockLo");
            assert_eq!(got[&(at + 4)], BETWEEN + 2, "block {block} thread {tid}: difference");
            assert_eq!(got[&(at + 8)], 0, "block {block} thread {tid}: SR_ClockHi");
        }
    }
    // The same output again, and with other numbers of worker threads.
    for threads in ["1", "2", "3"] {
        assert_eq!(run(dir.path(), threads), first, "--threads {threads}");
    }
}

#[test]
fn an_unmodelled_special_register_is_refused_by_name() {
    let dir = tmpdir("virtid");
    let o = dir.path().join("k.cubin").display().to_string();
    let (code, _, err) = gpuisa(&["as", "--replace-in", &vecadd(), "-o", &o, "-"], "S2R R0, SR_VirtId;\nEXIT;\n");
    assert_eq!(code, 0, "{err}");
    let (code, _, err) = gpuisa(&["run", "--arch", "fermi", &o, "--grid", "1", "--block", "1", "--param", "0",
        "--param", "0", "--param", "0", "--param", "0"], "");
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("SR_VirtId") && err.contains("not modelled"), "{err}");
    assert_eq!(err.trim().lines().count(), 1, "{err}");
}
