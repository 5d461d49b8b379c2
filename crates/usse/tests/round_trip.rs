//! as(dis(w)) == w for random words (a million by default; GPUISA_USSE_WORDS sets how many), and `???`
//! printed exactly when the word has bits no field explains.

use gpuisa_core::isa::Isa;
use gpuisa_usse::{Syntax, Usse};

#[test]
fn random_words_round_trip() {
    let n: u64 = std::env::var("GPUISA_USSE_WORDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1_000_000);
    let isa = Usse::new(Syntax::Gpuisa);
    let mut x = 0x9e37_79b9_7f4a_7c15u64;
    let (mut bad, mut unknown) = (Vec::new(), 0u64);
    let mut text = String::new();
    for _ in 0..n {
        // xorshift64*: every bit pattern equally likely.
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        let w = x.wrapping_mul(0x2545_f491_4f6c_dd1d);
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
        "usse round trip: {n} random words, {} failed, {unknown} printed with ???",
        bad.len()
    );
    for b in bad.iter().take(20) {
        eprintln!("  {b}");
    }
    assert!(bad.is_empty());
}
