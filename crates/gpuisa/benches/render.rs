//! Render speed of a PS Vita fragment program (issue 43): the largest corpus fragment program
//! (`libcross2d__libvitashaders__08a53baa.gxp`, 507 primary instructions, four texture reads) over a
//! 64x64 full-screen quad, every input 0 and the checkerboard bound to every unit it reads, on one and on
//! two threads. Pixels a second are criterion's throughput. Needs ../shared (or $GPUISA_SHARED).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use gpuisa::render_usse::{default_corners, map_samplers, read_usages, render, Program, RenderJob};
use gpuisa_usse::exec::{Sampler, State, Texture};

const PROGRAM: &str = "corpus/usse/libcross2d__libvitashaders__08a53baa.gxp";
const SIDE: u32 = 64;

fn program() -> Program {
    let path = gpuisa_core::shared::dir().join(PROGRAM);
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e} (the shared corpus; set GPUISA_SHARED)", path.display()));
    Program::from_gxp(&bytes).expect("a GXP")
}

fn bench(c: &mut Criterion) {
    let p = program();
    let mut base = State::default();
    map_samplers(&p.gxp, &mut base);
    for unit in 0..16 {
        base.bind_texture(unit, Texture::checkerboard(64, 64), Sampler::default());
    }
    base.set_memory(0, vec![0; 1 << 16]);
    let varyings: Vec<_> = read_usages(&p.gxp).into_iter().map(|u| (u, default_corners(u, SIDE, SIDE))).collect();
    let mut g = c.benchmark_group("usse_render_64x64");
    g.throughput(Throughput::Elements((SIDE * SIDE) as u64));
    g.sample_size(10);
    for threads in [1, 2] {
        g.bench_function(format!("threads_{threads}"), |b| {
            b.iter(|| {
                let job = RenderJob { program: &p, width: SIDE, height: SIDE, base: base.clone(), varyings: varyings.clone(), threads };
                render(&job).expect("renders")
            })
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
