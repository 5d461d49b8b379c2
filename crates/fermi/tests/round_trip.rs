//! Lossless: any word, disassembled and assembled back, gives the same word, and the text holds `???`
//! exactly when some bits were not understood. Random words of every class (a sampled default; set
//! GPUISA_SWEEP for more).

use gpuisa_core::Isa;
use gpuisa_fermi::{encoding::ROOT, Fermi};

#[test]
fn random_words_round_trip() {
    let n: usize = std::env::var("GPUISA_SWEEP").ok().and_then(|s| s.parse().ok()).unwrap_or(1_000_000);
    let fermi = Fermi;
    let mut x: u64 = 0x2545_f491_4f6c_dd1d;
    let mut text = String::new();
    let mut unknown = 0;
    for i in 0..n {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        // Half the words keep a known class and opcode's neighbourhood: low bits 0-2 vary, bit 3 clear.
        let w = if i % 2 == 0 { x & !8 } else { x };
        let bytes = w.to_le_bytes();
        let insn = fermi.decode(&bytes, 0x100).unwrap();
        text.clear();
        fermi.format(&insn, 0x100, &mut text);
        assert_eq!(text.contains("???"), insn.has_unknown(ROOT), "{w:016x}: {text}");
        unknown += insn.has_unknown(ROOT) as usize;
        let back = fermi.parse_str(&text, 0x100).unwrap_or_else(|e| panic!("{w:016x}: `{text}`: {e:?}"));
        let mut out = Vec::new();
        fermi.encode(&back, &mut out);
        assert_eq!(out, bytes[..insn.len()], "{w:016x}: `{text}`");
    }
    eprintln!("fermi: {n} random words round-trip; {unknown} print ???");
    // Every text above read with the parse indexes (see gpuisa_engine::parse::index_misses).
    assert_eq!(gpuisa_engine::parse::index_misses(), 0);
}

/// The words of envydis' random vectors (../shared/vectors/fermi/envydis-random.tsv) round-trip too.
#[test]
fn envydis_random_vector_words_round_trip() {
    let path = gpuisa_core::shared::dir().join("vectors/fermi/envydis-random.tsv");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let fermi = Fermi;
    let mut n = 0;
    for line in text.lines() {
        if line.trim().is_empty() {
            continue;
        }
        let (hex, _) = line.split_once('\t').unwrap_or_else(|| panic!("no tab in `{line}`"));
        let v = u64::from_str_radix(hex.trim(), 16).unwrap_or_else(|e| panic!("{hex}: {e}"));
        // 16 digits: the 64-bit value word1 << 32 | word0; 8 digits: a 32-bit short form.
        let bytes = v.to_le_bytes();
        let insn = fermi.decode(&bytes, 0).unwrap();
        let mut t = String::new();
        fermi.format(&insn, 0, &mut t);
        let back = fermi.parse_str(&t, 0).unwrap_or_else(|e| panic!("{hex}: `{t}`: {e:?}"));
        let mut out = Vec::new();
        fermi.encode(&back, &mut out);
        assert_eq!(out, bytes[..insn.len()], "{hex}: `{t}`");
        n += 1;
    }
    eprintln!("fermi: {n} envydis random vector words round-trip (NVIDIA syntax)");
    assert!(n > 0, "no vectors read");
    // Every text above read with the parse indexes (see gpuisa_engine::parse::index_misses).
    assert_eq!(gpuisa_engine::parse::index_misses(), 0);
}
