//! `--syntax nvdisasm5`, NVIDIA's text as CUDA 5+ print sm_20 code: the CUDA 5 listings of the corpus are
//! reproduced instruction by instruction and read back to their words (random words round-trip in this
//! text too: tests/round_trip.rs).

use gpuisa_core::Isa;
use gpuisa_fermi::Fermi;

/// The `(address, word, text)` lines of a CUDA 5+ listing: `/*0008*/ TEXT ; /* 0x2c00000094001c04 */`.
fn cuda5_lines(listing: &str) -> Vec<(u64, u64, String)> {
    listing
        .lines()
        .filter_map(|l| {
            let l = l.trim();
            let rest = l.strip_prefix("/*")?;
            let (addr, rest) = rest.split_once("*/")?;
            let addr = u64::from_str_radix(addr, 16).ok()?;
            let (text, word) = rest.rsplit_once("/* 0x")?;
            let word = u64::from_str_radix(word.trim_end().strip_suffix("*/")?.trim(), 16).ok()?;
            Some((addr, word, text.trim().to_string()))
        })
        .collect()
}

#[test]
fn cuda5_listings_are_reproduced_and_read_back() {
    let dir = gpuisa_core::shared::dir().join("corpus/listings/fermi");
    let f = Fermi::nvdisasm5();
    let (mut n, mut same) = (0, 0);
    let mut text = String::new();
    for p in std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()) {
        let Ok(listing) = std::fs::read_to_string(&p) else { continue };
        for (addr, word, want) in cuda5_lines(&listing) {
            let insn = f.decode(&word.to_le_bytes(), addr).unwrap();
            text.clear();
            f.format(&insn, addr, &mut text);
            n += 1;
            same += (text == want) as usize;
            assert_eq!(text, want, "{}: {word:016x}", p.display());
            let back = f.parse_str(&want, addr).unwrap_or_else(|e| panic!("`{want}`: {e:?}"));
            assert_eq!(f.encode_bits(&back), word, "`{want}`");
        }
    }
    eprintln!("{same} of {n} CUDA 5 listing instructions identical");
    assert!(n >= 14, "only {n} CUDA 5 listing lines in {}", dir.display());
}

#[test]
fn cuda5_spellings() {
    let f = Fermi::nvdisasm5();
    let text = |w: u64| {
        let mut t = String::new();
        f.format(&f.decode_bits(w), 0, &mut t);
        t
    };
    // IADD R1, R1, -0x40 (CUDA 4.x) is ISUB in CUDA 5; a negated first source stays IADD.
    let isub = Fermi::default().parse_str("IADD R1, R1, -0x40;", 0).unwrap();
    let w = Fermi::default().encode_bits(&isub);
    assert_eq!(text(w), "ISUB R1, R1, 0x40;");
    assert_eq!(f.encode_bits(&f.parse_str("ISUB R1, R1, 0x40;", 0).unwrap()), w);
    let neg_a = Fermi::default().encode_bits(&Fermi::default().parse_str("IADD R1, -R1, 0x40;", 0).unwrap());
    assert_eq!(text(neg_a), "IADD R1, -R1, 0x40;");
    assert_eq!(text(0x8000000000001de7), "EXIT ;");
}

/// PSETP's sources: CUDA 4.x (and 5.0) print the one at bits 49-52 first and the one at bits 20-23 last;
/// cuobjdump 5.5 and later the other way round (Decoding-CUDA-Binary's binary20.cpp encodes by that
/// version). The CUDA 4.x text is a corpus listing's line; both read back to the word.
#[test]
fn psetp_sources_in_cuda55_order() {
    let (old, new) = (Fermi::default(), Fermi::nvdisasm5());
    for (w, text4, text5) in [
        (0x0c24_0000_4011_dc04u64, "PSETP.OR.OR P0, pt, P2, P0, P1;", "PSETP.OR.OR P0, PT, P1, P0, P2;"),
        (0x0c3a_0000_00ed_4c04, "@P3 PSETP.AND.OR P6, P5, !P5, P0, !P6;", "@P3 PSETP.AND.OR P6, P5, !P6, P0, !P5;"),
    ] {
        for (f, want) in [(old, text4), (new, text5)] {
            let insn = f.decode(&w.to_le_bytes(), 0).unwrap();
            let mut text = String::new();
            f.format(&insn, 0, &mut text);
            assert_eq!(text, want, "{w:016x}");
            let back = f.parse_str(&text, 0).unwrap_or_else(|e| panic!("{text}: {e:?}"));
            let mut out = Vec::new();
            f.encode(&back, &mut out);
            assert_eq!(out, w.to_le_bytes(), "{text}");
        }
    }
}
