//! as(dis(w)) == w for random words (a million by default; GPUISA_USSE_WORDS sets how many), and `???`
//! printed exactly when the word has bits no field explains.

use gpuisa_core::isa::Isa;
use gpuisa_usse::{Syntax, Usse};

fn words() -> u64 {
    std::env::var("GPUISA_USSE_WORDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1_000_000)
}

/// xorshift64*: every bit pattern equally likely.
fn next(x: &mut u64) -> u64 {
    *x ^= *x >> 12;
    *x ^= *x << 25;
    *x ^= *x >> 27;
    x.wrapping_mul(0x2545_f491_4f6c_dd1d)
}

#[test]
fn random_words_round_trip() {
    let mut x = 0x9e37_79b9_7f4a_7c15u64;
    check("random words", (0..words()).map(|_| next(&mut x)));
}

/// Words with few bits set below the opcode group (about one in eight): fields at or near zero, where
/// the texts of two formats are likeliest to meet (a uniform word rarely has all its operands 0).
#[test]
fn sparse_words_round_trip() {
    let mut x = 0x1234_5678_9abc_def1u64;
    check(
        "sparse words",
        (0..words()).map(|_| {
            let group = next(&mut x) & 0x1f << 59;
            group | next(&mut x) & next(&mut x) & next(&mut x) & !(0x1f << 59)
        }),
    );
}

fn check(what: &str, words: impl Iterator<Item = u64>) {
    let isa = Usse::new(Syntax::Gpuisa);
    let (mut n, mut bad, mut unknown) = (0u64, Vec::new(), 0u64);
    let mut text = String::new();
    for w in words {
        n += 1;
        let insn = isa.decode(&w.to_le_bytes(), 0).unwrap();
        text.clear();
        isa.format(&insn, 0, &mut text);
        let f = insn.format();
        let explained = f
            .fields
            .iter()
            .filter(|fd| fd.name != "???")
            .fold(f.mask, |m, fd| m | fd.bits.mask());
        let has_unknown_bits = w & !explained != 0;
        if text.contains("???") {
            unknown += 1;
            // Either unexplained bits or a field value with no known meaning.
            assert!(
                has_unknown_bits
                    || text.contains("??? ")
                        && text.split("??? ").nth(1).is_some_and(|t| t.contains('=')),
                "{w:016x}: `{text}`"
            );
        } else {
            assert!(
                !has_unknown_bits,
                "{w:016x}: `{text}` hides bits {:#x}",
                w & !explained
            );
        }
        match isa.parse_str(&text, 0) {
            Ok(back) if back.word == w => {}
            Ok(back) => bad.push(format!(
                "{w:016x}: `{text}` assembles to {:016x}",
                back.word
            )),
            Err(d) => bad.push(format!("{w:016x}: `{text}`: {}", d.message)),
        }
    }
    eprintln!(
        "usse round trip: {n} {what}, {} failed, {unknown} printed with ???",
        bad.len()
    );
    for b in bad.iter().take(20) {
        eprintln!("  {b}");
    }
    assert!(bad.is_empty());
}
