//! Any bytes as a USSE program: the first 64 bytes seed the attribute registers, a 4 x 4 texture
//! bound to every unit (with a sampler state from the seed), the texture state of one unit and a
//! 256-byte memory image; the rest is code, run as a secondary program and as a group of four
//! invocations under a step limit, so that fragment-side instructions (samples, kills, depth,
//! loads and stores) are reached. Running must not panic, whatever the words (unsupported
//! instructions, bad registers and addresses are errors).
#![no_main]
use gpuisa_usse::encoding::Bank;
use gpuisa_usse::exec::{run, run_group, Address, Filter, Sampler, State, Texture};
use gpuisa_usse::Insn;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let (seed, code) = data.split_at(data.len().min(64));
    let code: Vec<Insn> = code.chunks_exact(8).map(|c| Insn::decode(u64::from_le_bytes(c.try_into().unwrap()))).collect();
    let mut st = State { strict_inputs: seed.first().is_some_and(|b| b & 1 != 0), ..State::default() };
    for (n, w) in seed.chunks_exact(4).enumerate() {
        let v = u32::from_le_bytes(w.try_into().unwrap());
        st.set_input(Bank::Primary, n, v);
        st.set_input(Bank::Secondary, n, v.rotate_left(7));
    }
    let b = |k: usize| seed.get(k).copied().unwrap_or(0);
    let tex = Texture::new(4, 4, seed.to_vec()).unwrap_or_else(|| Texture::checkerboard(4, 4));
    let filter = |bit: u8| if b(0) >> bit & 1 == 1 { Filter::Linear } else { Filter::Point };
    let addr = |k: u8| [Address::Clamp, Address::Repeat, Address::Mirror, Address::Clamp][(b(0) >> k & 3) as usize];
    let sampler = Sampler { mag_filter: filter(1), min_filter: filter(2), address_u: addr(3), address_v: addr(5) };
    for unit in 0..16 {
        st.bind_texture(unit, tex.clone(), sampler);
    }
    st.map_sampler(2 * (b(2) as usize & 7), b(3) as usize & 15);
    st.set_memory(u32::from(b(4)) << 4, seed.repeat(4));
    let _ = run(&mut st.clone(), &code, "secondary", true, 10_000);
    let mut lanes = vec![st; 4];
    let _ = run_group(&mut lanes, &code, "primary", false, 10_000);
    let _ = lanes.iter().map(|l| (l.discarded(), l.depth(), l.memory().1.len())).count();
});
