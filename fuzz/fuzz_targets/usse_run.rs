//! Any bytes as a USSE program: the first 64 bytes seed the attribute registers, the rest is code,
//! run as a secondary program and as a group of four invocations under a step limit. Running must
//! not panic, whatever the words (unsupported instructions and bad registers are errors).
#![no_main]
use gpuisa_usse::encoding::Bank;
use gpuisa_usse::exec::{run, run_group, State};
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
    let _ = run(&mut st.clone(), &code, "secondary", true, 10_000);
    let mut lanes = vec![st; 4];
    let _ = run_group(&mut lanes, &code, "primary", false, 10_000);
});
