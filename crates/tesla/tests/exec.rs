//! Semantics of instruction groups against values worked out by hand from tesla-isa.rst and
//! tesla-isa-notes.txt: each program computes into registers and stores them to g[] at 4 * i.

use gpuisa_core::asm::assemble;
use gpuisa_simt::{run, Global, Launch, Limits, Memory};
use gpuisa_tesla::exec::{load, TeslaSim, SHARED_SIZE};
use gpuisa_tesla::{ProgramType, Tesla, Variant};

/// Runs `body` on one thread, then stores `$r10`..`$r(10+n-1)` to g[0..4n]; returns the stored words.
fn run_one(body: &str, n: usize) -> Vec<u32> {
    let mut src = String::from(body);
    src.push_str("mov b32 $r20 0x0\n");
    for i in 0..n {
        src.push_str(&format!("st b32 g14[$r20] $r{}\nadd b32 $r20 $r20 0x4\n", 10 + i));
    }
    src.push_str("ret\n");
    let t = Tesla::new(Variant::G200, ProgramType::Compute);
    let code = assemble(&t, &src).unwrap_or_else(|d| panic!("{}", gpuisa_core::diag::render("t.s", &src, &d))).bytes;
    let prog = load(&t, &code).unwrap();
    let launch = Launch { grid: [1, 1], block: [1, 1, 1], shared_size: SHARED_SIZE, local_size: 256 };
    let mem = Memory { global: Global::new(4096), consts: vec![Vec::new(); 16] };
    let sim = TeslaSim { params: vec![] };
    run(&sim, &prog, &launch, &mem, &Limits { max_steps: 10_000, threads: 1 }, &|p, s| sim.init_shared(p, s), None).unwrap();
    (0..n).map(|i| mem.global.word(4 * i)).collect()
}

#[test]
fn sixteen_bit_multiplies_extend_by_their_type() {
    let r = run_one(
        "mov b32 $r1 0xffff\nlong mul $r10 u16 $r1l u16 $r1l\nlong mul $r11 s16 $r1l s16 $r1l\n",
        2,
    );
    // 0xffff * 0xffff unsigned; (-1) * (-1) signed.
    assert_eq!(r, [0xfffe_0001, 1]);
}

#[test]
fn shifts_by_the_width_or_more_give_zero_or_the_sign() {
    let r = run_one(
        "mov b32 $r1 0x80000001\nmov b32 $r2 0x20\nshl b32 $r10 $r1 $r2\nshr u32 $r11 $r1 $r2\nshr s32 $r12 $r1 $r2\nshr s32 $r13 $r1 0x1\n",
        4,
    );
    assert_eq!(r, [0, 0, 0xffff_ffff, 0xc000_0000]);
}

#[test]
fn set_compares_signed_and_unsigned_and_writes_all_ones() {
    let r = run_one(
        "mov b32 $r1 0xffffffff\nmov b32 $r2 0x0\nset $r10 le s32 $r1 $r2\nset $r11 le u32 $r1 $r2\nset $r12 e u32 $r2 $r2\n",
        3,
    );
    assert_eq!(r, [0xffff_ffff, 0, 0xffff_ffff]);
}

#[test]
fn float_to_integer_conversions_round_as_named_and_clamp() {
    // -2.5f = 0xc0200000; 3e9f = 0x4f32d05e.
    let r = run_one(
        "mov b32 $r1 0xc0200000\nmov b32 $r2 0x4f32d05e\ncvt rzi s32 $r10 f32 $r1\ncvt rni s32 $r11 f32 $r1\ncvt rmi s32 $r12 f32 $r1\ncvt rzi s32 $r13 f32 $r2\ncvt rzi u32 $r14 f32 $r1\n",
        5,
    );
    assert_eq!(r, [-2i32 as u32, -2i32 as u32, -3i32 as u32, i32::MAX as u32, 0]);
}

#[test]
fn f32_multiply_rounds_in_its_mode() {
    // (1 + 2^-23) * (1 + 2^-23) = 1 + 2^-22 + 2^-46: round to nearest and toward zero give 1 + 2^-22,
    // and the product of 3 and 1/3 (0x3eaaaaab) is 1.00000002 rounded: rn 1.0, rz 1.0.
    let r = run_one(
        "mov b32 $r1 0x3f800001\nmul f32 $r10 $r1 $r1\nmul rz f32 $r11 $r1 $r1\nmov b32 $r2 0x40400000\nmov b32 $r3 0x3eaaaaab\nmul f32 $r12 $r2 $r3\n",
        3,
    );
    assert_eq!(r, [0x3f80_0002, 0x3f80_0002, 0x3f80_0000]);
}
