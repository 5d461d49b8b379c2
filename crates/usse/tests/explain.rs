//! `explain` covers every bit of each USSE word exactly once: fields plus unexplained bits are the whole
//! 64-bit word, no bit is in two fields, and the set unexplained bits are what gpuisa's text prints after
//! `???`. Checked on every instruction of the GXP corpus (../shared/corpus/usse) and on random words.

use gpuisa_usse::explain::{explain, printed_residual};
use gpuisa_usse::insn::Insn;

fn check(word: u64) -> Result<(), String> {
    let insn = Insn::decode(word);
    let (fields, unexplained) = explain(&insn);
    let mut seen = 0u64;
    for f in &fields {
        if f.mask == 0 || f.mask & seen != 0 || f.name.is_empty() || f.meaning.is_empty() {
            return Err(format!("field `{}` ({:#x}) is empty or shares bits", f.name, f.mask));
        }
        seen |= f.mask;
    }
    if seen & unexplained != 0 || seen | unexplained != !0 {
        return Err(format!("fields {seen:#x} and unexplained {unexplained:#x} do not split the word"));
    }
    if word & unexplained != printed_residual(&insn) {
        return Err(format!("set unexplained {:#x}, the text's ??? bits {:#x}", word & unexplained, printed_residual(&insn)));
    }
    Ok(())
}

#[test]
fn explain_covers_every_bit_of_corpus_and_random_words_once() {
    let dir = gpuisa_core::shared::dir().join("corpus/usse");
    let mut words = Vec::new();
    for e in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|e| e == "gxp") {
            let c = gpuisa_container::read(&std::fs::read(&p).unwrap()).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
            for k in &c.kernels {
                words.extend(k.code.chunks_exact(8).map(|b| u64::from_le_bytes(b.try_into().unwrap())));
            }
        }
    }
    let corpus = words.len();
    assert!(corpus > 1000, "corpus not found: {corpus} words");
    let mut x = 0x9e37_79b9_7f4a_7c15u64;
    for _ in 0..200_000 {
        // xorshift: every opcode group and field value gets words.
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        words.push(x);
    }
    let bad: Vec<String> = words.iter().filter_map(|&w| check(w).err().map(|e| format!("{w:016x}: {e}"))).collect();
    eprintln!("usse: {corpus} corpus words and {} random words, {} covered exactly once", words.len() - corpus, words.len() - bad.len());
    assert!(bad.is_empty(), "{} words not covered:\n{}", bad.len(), bad[..bad.len().min(20)].join("\n"));
}
