//! Lossless: any word, disassembled and assembled back, gives the same word, and the text holds `???`
//! exactly when some bits were not understood. Random words of every class (a sampled default; set
//! GPUISA_SWEEP for more).

use gpuisa_core::Isa;
use gpuisa_fermi::{encoding::ROOT, Fermi, ShiftWrap};

#[test]
fn random_words_round_trip() {
    let n: usize = std::env::var("GPUISA_SWEEP").ok().and_then(|s| s.parse().ok()).unwrap_or(1_000_000);
    let (clear, set, cuda5) = (Fermi::default(), Fermi::new(ShiftWrap::Set), Fermi::nvdisasm5());
    let mut x: u64 = 0x2545_f491_4f6c_dd1d;
    let mut text = String::new();
    let mut unknown = 0;
    for i in 0..n {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        // Half the words keep a known class and opcode's neighbourhood: low bits 0-2 vary, bit 3 clear.
        let w = if i % 2 == 0 { x & !8 } else { x };
        // One word in four read with the other reading of the shifts' wrap bit, one in four in CUDA 5+ text.
        let fermi = match i % 4 {
            3 => set,
            1 => cuda5,
            _ => clear,
        };
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
    let fermi = Fermi::default();
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

/// The two readings of the shifts' wrap bit: `.W` shows for bit 9 (SHL/SHR) clear by default and for it
/// set under `ShiftWrap::Set`, and each reading's text assembles back to the word under that reading.
#[test]
fn shift_wrap_readings() {
    let (clear, set) = (Fermi::default(), Fermi::new(ShiftWrap::Set));
    let mut seen = [0usize; 2];
    for x in gpuisa_core::random::words(20_000, 0x9e37_79b9_7f4a_7c15, |w| w) {
        // Listed words (`@!P0 SHL R3, R2, 0x2`, `SHR.U32.W R3, R2, 0x5`) with their guard (bits 10-13),
        // registers (14-25), shift count (26-30) and wrap bit (9) made random.
        let base = if x >> 40 & 1 == 0 { 0x6000_c000_0820_e203u64 } else { 0x5800_c000_1420_dc03 };
        let vary = 0xfff << 14 | 0x1f << 26 | 0xf << 10 | 1 << 9;
        let w = base & !vary | x & vary;
        let bit9 = w >> 9 & 1 == 1;
        for (isa, w_when_set) in [(clear, false), (set, true)] {
            let insn = isa.decode(&w.to_le_bytes(), 0).unwrap();
            let mut text = String::new();
            isa.format(&insn, 0, &mut text);
            if text.contains("???") {
                continue;
            }
            let mnemonic = text.split(' ').find(|m| !m.starts_with('@')).unwrap();
            assert!(mnemonic.starts_with("SHL") || mnemonic.starts_with("SHR"), "{w:016x}: {text}");
            assert_eq!(mnemonic.split('.').any(|m| m == "W"), bit9 == w_when_set, "{w:016x}: {text}");
            let back = isa.parse_str(&text, 0).unwrap_or_else(|e| panic!("{w:016x}: `{text}`: {e:?}"));
            assert_eq!(isa.encode_bits(&back), w, "{w:016x}: `{text}`");
            seen[bit9 as usize] += 1;
        }
    }
    assert!(seen[0] > 1000 && seen[1] > 1000, "shifts without ???: {seen:?}");
}

/// A negated zero immediate: `-0x0` must read as the negation entry with 0, not as an unsigned 0 whose
/// sign is dropped (found by the fermi_decode fuzz target).
#[test]
fn negated_zero_immediate_keeps_its_negation() {
    for syntax in [Fermi::default(), Fermi::nvdisasm5()] {
        let w: u64 = 0xa100_0000_0000_00a4;
        let insn = syntax.decode(&w.to_le_bytes(), 0).unwrap();
        let mut text = String::new();
        syntax.format(&insn, 0, &mut text);
        assert!(text.contains("-0x0"), "{text}");
        let mut out = Vec::new();
        syntax.encode(&syntax.parse_str(&text, 0).unwrap(), &mut out);
        assert_eq!(out, w.to_le_bytes(), "{text}");
    }
}
