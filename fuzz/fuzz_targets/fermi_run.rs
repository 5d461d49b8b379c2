//! Any bytes as a Fermi kernel: loading refuses what it cannot run, and running what it loads ends (step
//! limit, memory fault, trap or completion) without a panic or a hang.
#![no_main]
use gpuisa_fermi::exec::sampler::{Address, Filter, Sampler};
use gpuisa_fermi::exec::texel::{Dim, Format, Image};
use gpuisa_fermi::exec::{abi, load, surf::Surface, tex::Bound, tex::Texture, FermiSim};
use std::sync::Arc;
use gpuisa_simt::{run, Global, Launch, Limits, Memory};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&sel, code)) = data.split_first() else { return };
    let code = &code[..code.len() / 8 * 8];
    let Ok(prog) = load(code) else { return };
    let block = [1 + (sel >> 3) as u32 % 64, 1 + (sel >> 1) as u32 % 2, 1];
    let grid = [2, 1, 1];
    let launch = Launch { grid, block, shared_size: 256, local_size: 64 };
    let mut consts = vec![vec![0x40; 256]; 16];
    consts[0] = abi::bank0(block, grid);
    consts[0].extend_from_slice(&[0x10, 0, 0, 0, 0x20, 0, 0, 0, 0x30, 0, 0, 0, 0x40, 0, 0, 0]);
    consts[1] = abi::bank1();
    let mem = Memory { global: Global::new(4096), consts };
    // Textures: one inside global memory, one running past its end, one at the top of the address space.
    let textures = vec![
        Some(Texture { addr: 0x100, count: 64, channels: 4 }),
        Some(Texture { addr: 0xff0, count: 1000, channels: 1 }),
        Some(Texture { addr: u64::MAX - 8, count: u64::MAX, channels: 2 }),
    ];
    // Images at indices 3-9 (every geometry), samplers of every mode, surfaces at slots 0-2.
    let kinds = [(Dim::D1, false), (Dim::D2, false), (Dim::D3, false), (Dim::Cube, false), (Dim::D1, true), (Dim::D2, true), (Dim::Cube, true)];
    let mut images = vec![None, None, None];
    for (k, &(dim, array)) in kinds.iter().enumerate() {
        let format = Format::parse(["r8", "rg16", "rgba32f", "r32ui"][k % 4]).unwrap();
        let (w, layers) = (1 + k as u32 % 3, if dim == Dim::Cube { 6 } else { 2 });
        let mut image = Image::new(format, dim, array, w, w, 1 + (dim == Dim::D3) as u32, layers).unwrap();
        image.data.iter_mut().enumerate().for_each(|(i, b)| *b = i as u8);
        images.push(Some(Arc::new(Bound { image })));
    }
    let samplers = [Filter::Point, Filter::Linear]
        .into_iter()
        .flat_map(|filter| [Address::Clamp, Address::Wrap, Address::Mirror, Address::Border].map(|address| Sampler { filter, address, normalized: sel & 1 == 1 }))
        .collect();
    let surfaces = [(Dim::D1, 8), (Dim::D2, 4), (Dim::D3, 2)]
        .iter()
        .map(|&(dim, w)| Image::new(Format::parse("rgba8").unwrap(), dim, false, w, w, w, 1).map(|i| Arc::new(Surface::new(i))))
        .collect();
    let sim = FermiSim { shared_win: abi::SHARED_WIN, local_win: abi::LOCAL_WIN, textures, images, samplers, surfaces, stack: 32 };
    let limits = Limits { max_steps: 2000, threads: 1 };
    let _ = run(&sim, &prog, &launch, &mem, &limits, &|_, _| {}, None);
});
