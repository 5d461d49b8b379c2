//! Shared-memory operands read for a whole warp at once (one range check per warp) against values worked
//! out by hand from the bytes placed in s[]: aligned words, misaligned ones (read lane by lane, little
//! endian) and a warp whose upper lanes reach past the 16 KiB (the fault names the first such lane).

use gpuisa_core::asm::assemble;
use gpuisa_simt::{run, Global, Launch, Limits, Memory, SimError};
use gpuisa_tesla::exec::{load, TeslaSim, SHARED_SIZE};
use gpuisa_tesla::{ProgramType, Tesla, Variant};

/// Runs one warp of 32 threads: `$a1` = 4 * tid.x + `add`, then `$r10` = the word at s[$a1 + 0x10],
/// stored to g[4 * tid.x]. The parameters (at s[0x10] on) are `params`. Returns the 32 stored words.
fn read_at(add: u32, params: &[u8]) -> Result<Vec<u32>, SimError> {
    let src = format!(
        "shl b32 $r1 $r0 0x2\nadd b32 $r2 $r1 {add:#x}\nshl $a1 $r2 0x0\nlong mov b32 $r10 b32 s[$a1+0x10]\nst b32 g14[$r1] $r10\nret\n"
    );
    let t = Tesla::new(Variant::G80, ProgramType::Compute);
    let code = assemble(&t, &src).unwrap_or_else(|d| panic!("{}", gpuisa_core::diag::render("t.s", &src, &d))).bytes;
    let prog = load(&t, &code).unwrap();
    let launch = Launch { grid: [1, 1, 1], block: [32, 1, 1], shared_size: SHARED_SIZE, local_size: 0 };
    let mem = Memory { global: Global::new(128), consts: vec![Vec::new(); 16] };
    let sim = TeslaSim::new(params.to_vec(), prog.addrs.clone());
    run(&sim, &prog, &launch, &mem, &Limits { max_steps: 1000, threads: 1 }, &|p, s| sim.init_shared(p, s), None)?;
    Ok((0..32).map(|i| mem.global.word(4 * i)).collect())
}

#[test]
fn shared_operands_read_each_lanes_word() {
    // Parameter byte i is 3i + 1 (mod 256), at s[0x10 + i].
    let params: Vec<u8> = (0..200u32).map(|i| (3 * i + 1) as u8).collect();
    let word = |s: u32| {
        let b = |k: u32| (3 * (s + k - 0x10) + 1) as u8 as u32;
        b(0) | b(1) << 8 | b(2) << 16 | b(3) << 24
    };
    // Aligned: lane l reads s[0x10 + 4l]; lane 0 gets bytes 1, 4, 7, 10.
    let got = read_at(0, &params).unwrap();
    assert_eq!(got[0], 0x0a07_0401);
    assert_eq!(got, (0..32).map(|l| word(0x10 + 4 * l)).collect::<Vec<_>>());
    // Misaligned by one: lane l reads bytes 4l + 1 .. 4l + 4 of the parameters; lane 0 gets 4, 7, 10, 13.
    let got = read_at(1, &params).unwrap();
    assert_eq!(got[0], 0x0d0a_0704);
    assert_eq!(got, (0..32).map(|l| word(0x11 + 4 * l)).collect::<Vec<_>>());
}

#[test]
fn a_warp_reaching_past_shared_memory_faults_at_its_first_lane_outside() {
    // s[4l + 0x3fd0 + 0x10]: lanes 0 to 7 inside (the last word at 0x3ffc), lane 8 at 0x4000, past 16 KiB.
    let e = read_at(0x3fd0, &[]).unwrap_err().to_string();
    assert!(e.contains("s[0x4000]") && e.contains("thread 8 "), "{e}");
}
