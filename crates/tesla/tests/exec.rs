//! Semantics of instruction groups against values worked out by hand from tesla-isa.rst and
//! tesla-isa-notes.txt: each program computes into registers and stores them to g[] at 4 * i.

use gpuisa_core::asm::assemble;
use gpuisa_simt::{run, Global, Launch, Limits, Memory};
use gpuisa_tesla::exec::{load, TeslaSim, SHARED_SIZE};
use gpuisa_tesla::{ProgramType, Tesla, Variant};

/// Runs `body` on one thread, then stores `$r10`..`$r(10+n-1)` to g[0..4n]; returns the stored words.
fn run_one(body: &str, n: usize) -> Vec<u32> {
    run_on(Variant::G200, &[], body, n)
}

/// [`run_one`] on `variant`, with constant bank 0 holding `c0`.
fn run_on(variant: Variant, c0: &[u32], body: &str, n: usize) -> Vec<u32> {
    let mut src = String::from(body);
    src.push_str("mov b32 $r20 0x0\n");
    for i in 0..n {
        src.push_str(&format!("st b32 g14[$r20] $r{}\nadd b32 $r20 $r20 0x4\n", 10 + i));
    }
    src.push_str("ret\n");
    let t = Tesla::new(variant, ProgramType::Compute);
    let code = assemble(&t, &src).unwrap_or_else(|d| panic!("{}", gpuisa_core::diag::render("t.s", &src, &d))).bytes;
    let prog = load(&t, &code).unwrap();
    let launch = Launch { grid: [1, 1, 1], block: [1, 1, 1], shared_size: SHARED_SIZE, local_size: 256 };
    let mut consts = vec![Vec::new(); 16];
    consts[0] = c0.iter().flat_map(|w| w.to_le_bytes()).collect();
    let mem = Memory { global: Global::new(4096), consts };
    let sim = TeslaSim::new(vec![], prog.addrs.clone());
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

/// Flags as `mov $r $c` reads them: zero 1, sign 2, carry 4, overflow 8.
const Z: u32 = 1;
const S: u32 = 2;
const C: u32 = 4;
const O: u32 = 8;

#[test]
fn shift_flags_follow_the_pseudocode() {
    // tesla-isa-notes.txt 4.2: shifting 1 left by 32 sets no carry; 2 left by 31 carries its bit out;
    // a count of 1 sets overflow when the sign changes.
    let r = run_one(
        "mov b32 $r1 0x1\nmov b32 $r2 0x20\nshl b32 $c0 $r3 $r1 $r2\nmov $r10 $c0\n\
         mov b32 $r1 0x2\nmov b32 $r2 0x1f\nshl b32 $c1 $r3 $r1 $r2\nmov $r11 $c1\n\
         mov b32 $r1 0x40000000\nmov b32 $r2 0x1\nshl b32 $c2 $r3 $r1 $r2\nmov $r12 $c2\n\
         mov b32 $r1 0x3\nshr u32 $c3 $r3 $r1 $r2\nmov $r13 $c3\n",
        4,
    );
    assert_eq!(r, [Z, Z | C, S | O, C]);
}

#[test]
fn saturating_adds_clamp_on_overflow() {
    // 3.1: overflow with a negative (wrapped) result gives 0x7fffffff, with a positive one 0x80000000.
    let r = run_one(
        "mov b32 $r1 0x7fffffff\nmov b32 $r2 0x1\nadd b32 sat $c0 $r10 $r1 $r2\nmov $r11 $c0\n\
         mov b32 $r1 0x80000000\nsub b32 sat $c1 $r12 $r1 $r2\nmov $r13 $c1\n\
         mov b32 $r1 0xffffffff\nadd b32 $c2 $r14 $r1 $r2\nmov $r15 $c2\n",
        6,
    );
    assert_eq!(r, [0x7fff_ffff, O, 0x8000_0000, S | C | O, 0, Z | C]);
}

#[test]
fn set_holds_for_each_condition_as_its_bits_say() {
    // 3.7: l, e, g are the bits of the condition; the result is all ones when the comparison holds.
    let conds = ["l", "e", "le", "g", "lg", "ge"];
    let holds = |c: &str, ord: u32| (c.contains('l') && ord == 1) || (c.contains('e') && ord == 2) || (c.contains('g') && ord == 4);
    for (a, b, ord) in [(1u32, 2u32, 1u32), (2, 2, 2), (3, 2, 4)] {
        let mut body = format!("mov b32 $r1 {a:#x}\nmov b32 $r2 {b:#x}\n");
        for (i, c) in conds.iter().enumerate() {
            body.push_str(&format!("set $r{} {c} u32 $r1 $r2\n", 10 + i));
        }
        let r = run_one(&body, conds.len());
        let want: Vec<u32> = conds.iter().map(|c| if holds(c, ord) { u32::MAX } else { 0 }).collect();
        assert_eq!(r, want, "{a} vs {b}");
    }
}

#[test]
fn sad_adds_the_absolute_difference() {
    let r = run_one("mov b32 $r1 0x3\nmov b32 $r2 0xa\nmov b32 $r10 0x5\nsad $r10 u32 $r1 $r2 $r10\nmov b32 $r11 0xfffffffd\nmov b32 $r3 0x0\nsad $r11 s32 $r11 $r2 $r3\n", 2);
    // |3 - 10| + 5; |-3 - 10| + 0.
    assert_eq!(r, [12, 13]);
}

#[test]
fn f64_add_rounds_in_its_mode() {
    // 1 + 2^-60: to nearest and toward zero 1.0, upward the next double above 1.
    let one = 1.0f64.to_bits();
    let tiny = 2f64.powi(-60).to_bits();
    let body = format!(
        "mov b32 $r2 {:#x}\nmov b32 $r3 {:#x}\nmov b32 $r4 {:#x}\nmov b32 $r5 {:#x}\nadd rn f64 $r10d $r2d $r4d\nadd rz f64 $r12d $r2d $r4d\nadd rp f64 $r14d $r2d $r4d\n",
        one as u32, (one >> 32) as u32, tiny as u32, (tiny >> 32) as u32
    );
    let r = run_one(&body, 6);
    let d = |i: usize| f64::from_bits((r[i + 1] as u64) << 32 | r[i] as u64);
    assert_eq!((d(0), d(2), d(4)), (1.0, 1.0, 1.0f64.next_up()));
}

#[test]
fn atomic_add_on_global_returns_the_old_value() {
    let r = run_one(
        "mov b32 $r3 0x100\nmov b32 $r1 0x7\nld add u32 $r10 g14[$r3] $r1\nld add u32 $r11 g14[$r3] $r1\nld b32 $r12 g14[$r3]\n",
        3,
    );
    assert_eq!(r, [0, 7, 14]);
}

/// An independent, straightforward model of the integer operations: one thread, one operation at a
/// time, written from tesla-isa-notes.txt without the simulator's code.
mod model {
    #[derive(Clone, Copy, Debug)]
    pub enum Op {
        Add,
        Sub,
        Subr,
        And,
        Or,
        Xor,
        Shl,
        ShrU,
        ShrS,
        MinU,
        MaxS,
        SetL,
        SetGe,
        Mul16,
    }

    pub const ALL: [Op; 14] =
        [Op::Add, Op::Sub, Op::Subr, Op::And, Op::Or, Op::Xor, Op::Shl, Op::ShrU, Op::ShrS, Op::MinU, Op::MaxS, Op::SetL, Op::SetGe, Op::Mul16];

    /// The instruction's text (registers d, a, b).
    pub fn text(op: Op, d: u8, a: u8, b: u8) -> String {
        match op {
            Op::Add => format!("add b32 $r{d} $r{a} $r{b}"),
            Op::Sub => format!("sub b32 $r{d} $r{a} $r{b}"),
            Op::Subr => format!("subr b32 $r{d} $r{a} $r{b}"),
            Op::And => format!("and b32 $r{d} $r{a} $r{b}"),
            Op::Or => format!("or b32 $r{d} $r{a} $r{b}"),
            Op::Xor => format!("xor b32 $r{d} $r{a} $r{b}"),
            Op::Shl => format!("shl b32 $r{d} $r{a} $r{b}"),
            Op::ShrU => format!("shr u32 $r{d} $r{a} $r{b}"),
            Op::ShrS => format!("shr s32 $r{d} $r{a} $r{b}"),
            Op::MinU => format!("min u32 $r{d} $r{a} $r{b}"),
            Op::MaxS => format!("max s32 $r{d} $r{a} $r{b}"),
            Op::SetL => format!("set $r{d} l s32 $r{a} $r{b}"),
            Op::SetGe => format!("set $r{d} ge u32 $r{a} $r{b}"),
            Op::Mul16 => format!("mul $r{d} u16 $r{a}l s16 $r{b}h"),
        }
    }

    pub fn eval(op: Op, a: u32, b: u32) -> u32 {
        match op {
            Op::Add => a.wrapping_add(b),
            Op::Sub => a.wrapping_sub(b),
            Op::Subr => b.wrapping_sub(a),
            Op::And => a & b,
            Op::Or => a | b,
            Op::Xor => a ^ b,
            Op::Shl => a.checked_shl(b).unwrap_or(0),
            Op::ShrU => a.checked_shr(b).unwrap_or(0),
            Op::ShrS => ((a as i32) >> b.min(31)) as u32,
            Op::MinU => a.min(b),
            Op::MaxS => (a as i32).max(b as i32) as u32,
            Op::SetL => if (a as i32) < (b as i32) { u32::MAX } else { 0 },
            Op::SetGe => if a >= b { u32::MAX } else { 0 },
            Op::Mul16 => (a & 0xffff).wrapping_mul((b >> 16) as u16 as i16 as i32 as u32),
        }
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]

    /// Random straight-line programs over six registers agree with the model.
    #[test]
    fn random_integer_programs_agree_with_a_straightforward_model(
        init in proptest::collection::vec(proptest::prelude::any::<u32>(), 6),
        small in proptest::collection::vec(0u32..40, 6),
        prog in proptest::collection::vec((0usize..14, 10u8..16, 10u8..16, 10u8..16), 1..24),
    ) {
        // Registers $r10..$r15: half random words, half small values (shift counts that matter).
        let regs: Vec<u32> = (0..6).map(|i| if i % 2 == 0 { init[i] } else { small[i] }).collect();
        let mut body: String = regs.iter().enumerate().map(|(i, v)| format!("mov b32 $r{} {v:#x}\n", 10 + i)).collect();
        let mut model = regs.clone();
        for &(op, d, a, b) in &prog {
            let op = model::ALL[op];
            body.push_str(&model::text(op, d, a, b));
            body.push('\n');
            model[(d - 10) as usize] = model::eval(op, model[(a - 10) as usize], model[(b - 10) as usize]);
        }
        proptest::prop_assert_eq!(run_one(&body, 6), model, "{}", body);
    }
}

#[test]
fn moves_to_c_reductions_votes_and_return_addresses() {
    // mov to $c and back; two reductions of 7 on g[0x100]; vote all of an always-true guard.
    let r = run_one(
        "mov b32 $r1 0x5\nmov $c1 $r1\nmov $r10 $c1\nmov b32 $r3 0x100\nmov b32 $r1 0x7\nred add u32 g14[$r3] $r1\nred add u32 g14[$r3] $r1\nld b32 $r11 g14[$r3]\nvote all $c2\nmov $r12 $c2\n",
        3,
    );
    assert_eq!(r, [5, 14, S]);
    // preret: the ret goes back to the pushed address, skipping the instruction after it.
    let r = run_on(
        Variant::Gt215,
        &[],
        "mov b32 $r10 0x1\npreret back\nmov b32 $r10 0x2\nret\nmov b32 $r10 0x3\nback: add b32 $r10 $r10 0x10\n",
        1,
    );
    assert_eq!(r, [0x12]);
}

#[test]
fn indirect_branches_go_where_c_says() {
    // c0[0] holds the address of `there` (0x18: three 8-byte instructions in).
    let r = run_on(
        Variant::G200,
        &[0x18],
        "mov b32 $r10 0x1\nbra c0[0x0]\nmov b32 $r10 0x2\nthere: add b32 $r10 $r10 0x10\n",
        1,
    );
    assert_eq!(r, [0x11]);
}

#[test]
fn atomics_on_64_bit_values_and_compare_and_swap() {
    // g[0x100] (u64) += 0x1_0000_0001 from $r2d, twice; then cas on g[0x108]: 0 -> 0x55 (matches), then
    // 0x66 only if it still holds 0 (it does not).
    let r = run_one(
        "mov b32 $r3 0x100\nmov b32 $r2 0x1\nmov b32 $r1 0x0\nmov b32 $r4 0x1\nmov b32 $r5 0x1\n\
         ld add u64 $r10d g14[$r3] $r4d\nld add u64 $r10d g14[$r3] $r4d\n\
         ld b32 $r12 g14[$r3]\nadd b32 $r3 $r3 0x4\nld b32 $r13 g14[$r3]\n\
         mov b32 $r3 0x108\nmov b32 $r6 0x55\nmov b32 $r7 0x66\n\
         cas b32 $r14 g14[$r3] $r1 $r6\ncas b32 $r15 g14[$r3] $r1 $r7\nld b32 $r16 g14[$r3]\n",
        7,
    );
    // The second add returns the first's result; memory ends at 2 * 0x1_0000_0001.
    assert_eq!(r, [1, 1, 2, 2, 0, 0x55, 0x55]);
}

#[test]
fn a_byte_store_to_shared_memory_writes_one_byte() {
    // s[0x40..0x44] = 0x11223344, then the byte at s[0x41] becomes 0xab (the low byte of $r1's low half).
    let r = run_one(
        "mov b32 $r1 0x11223344\nst b32 s[0x40] $r1\nmov b32 $r2 0xcdab\nst b8 s[0x41] $r2l\nld $r10 b32 s[0x40]\n",
        1,
    );
    assert_eq!(r, [0x1122_ab44]);
}

#[test]
fn a_vector_load_reads_every_word_before_it_writes_its_address_register() {
    // g[0x100..0x110] = 0x1111, 0x2222, 0x3333, 0x4444; then loads whose address register is one of their
    // destinations (as ptxas allocates `ld.global.v2.u32 {$r0,$r1}, [$rd1]`: decuda's test28pred).
    let mut body = String::from("mov b32 $r1 0x100\n");
    for v in [0x1111, 0x2222, 0x3333, 0x4444] {
        body.push_str(&format!("mov b32 $r2 {v:#x}\nst b32 g14[$r1] $r2\nadd b32 $r1 $r1 0x4\n"));
    }
    body.push_str("mov b32 $r10 0x100\nld b64 $r10d g14[$r10]\nmov b32 $r13 0x100\nld b128 $r12q g14[$r13]\n");
    let r = run_one(&body, 6);
    assert_eq!(r, [0x1111, 0x2222, 0x1111, 0x2222, 0x3333, 0x4444]);
}
