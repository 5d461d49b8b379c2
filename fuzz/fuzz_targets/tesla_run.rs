//! Any bytes as a Tesla compute kernel: loading refuses what it cannot run, and running what it loads
//! ends (step limit, memory fault, trap or completion) without a panic or a hang.
#![no_main]
use gpuisa_simt::{run, Global, Launch, Limits, Memory};
use gpuisa_tesla::exec::tex::Texture;
use gpuisa_tesla::exec::{load, IsaFlags, TeslaSim, SHARED_SIZE};
use gpuisa_tesla::{ProgramType, Tesla, Variant};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&sel, code)) = data.split_first() else { return };
    let variant = [Variant::G80, Variant::G84, Variant::G200, Variant::Mcp77, Variant::Gt215][(sel % 5) as usize];
    let t = Tesla::new(variant, ProgramType::Compute);
    let Ok(prog) = load(&t, code) else { return };
    let block = [1 + (sel >> 3) as u32 % 64, 1, 1];
    let launch = Launch { grid: [2, 1, 1], block, shared_size: SHARED_SIZE, local_size: 64 };
    let mem = Memory { global: Global::new(4096), consts: vec![vec![0x40; 256]; 16] };
    let mut sim = TeslaSim::new(vec![0x10, 0, 0x20, 0], prog.addrs.clone());
    // Texture units 0-2 bound (1D, 2D, 2D of four channels), unit 3 not; the ISA flags' two result bits.
    sim.textures = vec![
        Some(Texture { addr: 0, width: 64, height: 1, channels: 1 }),
        Some(Texture { addr: 0x100, width: 8, height: 8, channels: 1 }),
        Some(Texture { addr: 0x200, width: 4, height: 4, channels: 4 }),
        None,
    ];
    sim.isa_flags = IsaFlags((sel >> 6) as u32 & 3);
    let limits = Limits { max_steps: 2000, threads: 1 };
    let _ = run(&sim, &prog, &launch, &mem, &limits, &|p, s| sim.init_shared(p, s), None);
});
