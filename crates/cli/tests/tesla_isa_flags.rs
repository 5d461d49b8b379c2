//! `gpuisa run --arch tesla --isa-flags WORD`: the MP word (MP+0x60) that changes results. A zero
//! factor times infinity is the canonical NaN by IEEE rules (the default, 0) and +0 when bit 1 says a
//! zero wins; a multiply-add under bit 1 is refused (no reference result covers it); undocumented bits
//! are refused.

mod common;

use common::{gpuisa, tmpdir, words};

fn run(body: &str, flags: &[&str]) -> (i32, Option<u32>, String) {
    let dir = tmpdir("tesla-isa-flags");
    let (s, bin) = (dir.path().join("t.s"), dir.path().join("t.bin"));
    std::fs::write(&s, format!("mov b32 $r1 0x0\nmov b32 $r2 0x7f800000\n{body}mov b32 $r10 0x0\nst b32 g14[$r10] $r3\nexit nop\n")).unwrap();
    let (code, _, err) = gpuisa(&["as", "--arch", "tesla", s.to_str().unwrap(), "-o", bin.to_str().unwrap()], "");
    assert_eq!(code, 0, "{err}");
    let mut a = vec!["run", "--arch", "tesla", bin.to_str().unwrap(), "--grid", "1", "--block", "1", "--dump", "0:4"];
    a.extend_from_slice(flags);
    let (code, out, err) = gpuisa(&a, "");
    (code, words(&out).get(&0).copied(), err)
}

#[test]
fn a_zero_factor_wins_only_when_bit_1_says_so() {
    let mul = "mul f32 $r3 $r1 $r2\n";
    assert_eq!(run(mul, &[]).1, Some(0x7fff_ffff));
    assert_eq!(run(mul, &["--isa-flags", "0"]).1, Some(0x7fff_ffff));
    assert_eq!(run(mul, &["--isa-flags", "2"]).1, Some(0));
    // Performance-monitor selects (bits 2-17) change no result.
    assert_eq!(run(mul, &["--isa-flags", "0x3fffc"]).1, Some(0x7fff_ffff));
}

#[test]
fn what_the_flags_leave_undocumented_is_refused() {
    let (code, _, err) = run("add f32 $r3 (mul $r1 $r2) $r1\n", &["--isa-flags", "2"]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("not modelled") && err.contains("zero wins"), "{err}");
    let (code, _, err) = run("mul f32 $r3 $r1 $r2\n", &["--isa-flags", "0x40000"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("not documented"), "{err}");
    let (code, _, err) = run("mul f32 $r3 $r1 $r2\n", &["--isa-flags", "0x80000", "--variant", "g200"]);
    assert_eq!(code, 2, "{err}");
}
