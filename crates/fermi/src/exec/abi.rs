//! The sm_20 launch ABI: what constant bank 0 holds and what S2R reads.
//!
//! `c[0x0][0x0]` and `c[0x0][0x4]`: the generic addresses of the shared and local windows; `c[0x0][0x8..0x10]`
//! blockDim x, y, z; `c[0x0][0x14..0x1c]` gridDim x, y, z; parameters from `c[0x0][0x20]` at the offsets and
//! sizes `.nv.info` gives; `c[0x1][0x100]`: the initial stack pointer (gdev, common/gdev_nvidia_nvc0.c and
//! cuda/driver/execution.c, which write the parameters at 0x20; envytools, docs/hw/graph/fermi). The
//! window addresses are the simulator's choice ([`SHARED_WIN`], [`LOCAL_WIN`]), outside global memory.
//! The stack pointer's value is [`STACK_TOP`], the end of the local window: compiled code copies it to R1
//! and decrements R1 by the kernel's `FRAME_SIZE`; sm_20 keeps the stack in the high part of local
//! memory, apart from the low part that `.nv.local` sizes (`SR_LMemLoSz`, `SR_LMemHiOff`). A thread's
//! local memory is the `.nv.local` bytes plus [`stack_bytes`]; [`super::FermiSim::local_offset`] maps
//! both parts.
//!
//! `SR_ClockLo`/`SR_ClockHi` read the low and high halves of a 64-bit count: the warp instructions the
//! thread's block has issued before the S2R (all its warps together, the S2R itself not counted;
//! [`gpuisa_simt::Ctx::clock`]). It starts at 0 when the block starts and is the same in every run,
//! whatever the number of worker threads.

use super::{Regs, WARP};
use gpuisa_simt::Ctx;

/// Generic address of the shared window.
pub const SHARED_WIN: u32 = 0xfd00_0000;
/// Generic address of the local window.
pub const LOCAL_WIN: u32 = 0xfe00_0000;
/// Size of each window.
pub const WINDOW: u64 = 1 << 24;
/// Where parameters start in bank 0.
pub const PARAM_BASE: usize = 0x20;

/// Bank 0 before the parameters: windows, blockDim, gridDim.
pub fn bank0(block: [u32; 3], grid: [u32; 3]) -> Vec<u8> {
    let mut b = vec![0u8; PARAM_BASE];
    let words = [
        SHARED_WIN, LOCAL_WIN, block[0], block[1], block[2], grid[0], grid[1], grid[2],
    ];
    for (i, w) in words.iter().enumerate() {
        b[i * 4..i * 4 + 4].copy_from_slice(&w.to_le_bytes());
    }
    b
}

/// The initial stack pointer (`c[0x1][0x100]`): the local address just past the stack, the end of the
/// local window.
pub const STACK_TOP: u32 = WINDOW as u32;

/// The bytes of stack a thread gets: the largest of the kernel's `FRAME_SIZE`, `MIN_STACK_SIZE` (its
/// frame plus its deepest chain of callees' frames) and `MAX_STACK_SIZE`, as `.nv.info` gives them
/// (absent ones 0). A push below it faults.
pub fn stack_bytes(frame: u64, min_stack: u64, max_stack: u64) -> u64 {
    frame.max(min_stack).max(max_stack)
}

/// Bank 1: the initial stack pointer ([`STACK_TOP`]) at 0x100.
pub fn bank1() -> Vec<u8> {
    let mut b = vec![0u8; 0x104];
    b[0x100..].copy_from_slice(&STACK_TOP.to_le_bytes());
    b
}

/// Special register `sr` of `lane` (envytools' gf100 numbering).
pub fn sreg(ctx: &Ctx<'_, Regs>, sr: u32, lane: usize) -> u32 {
    let p = &ctx.place;
    let tid = p.tid(lane);
    match sr {
        0x00 => lane as u32,
        0x21..=0x23 => tid[(sr - 0x21) as usize],
        0x25..=0x27 => p.ctaid[(sr - 0x25) as usize],
        0x29..=0x2b => p.ntid[(sr - 0x29) as usize],
        0x2d..=0x2f => p.nctaid[(sr - 0x2d) as usize],
        0x38 => 1 << lane,
        0x39 => (1u32 << lane) - 1,
        0x3a => (1u64 << (lane + 1)).wrapping_sub(1) as u32,
        0x3b => !((1u64 << (lane + 1)).wrapping_sub(1) as u32),
        0x3c => !((1u32 << lane) - 1),
        0x50 => ctx.clock as u32,
        0x51 => (ctx.clock >> 32) as u32,
        _ => {
            let _ = WARP;
            0
        }
    }
}
