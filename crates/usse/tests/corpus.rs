//! Every instruction of every GXP file in ../shared/corpus/usse: decoded, printed in gpuisa's syntax,
//! assembled back. Prints the counts; fails on a word that does not round-trip, or on `???` in a
//! corpus word (done-means 1).

use gpuisa_core::isa::Isa;
use gpuisa_usse::{Syntax, Usse};

#[test]
fn corpus_words_decode_without_unknown_bits_and_round_trip() {
    let dir = gpuisa_core::shared::dir().join("corpus/usse");
    let isa = Usse::new(Syntax::Gpuisa);
    let (mut files, mut words, mut unknown, mut bad) = (0, 0, 0, Vec::new());
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "gxp"))
        .collect();
    paths.sort();
    let mut text = String::new();
    // Fields shown as `name=value` (a field whose meaning gpuisa's syntax does not show otherwise).
    let mut named = std::collections::BTreeMap::new();
    for p in &paths {
        let c = gpuisa_container::read(&std::fs::read(p).unwrap())
            .unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        files += 1;
        for k in &c.kernels {
            for (i, chunk) in k.code.chunks(8).enumerate() {
                let addr = 8 * i as u64;
                let insn = isa.decode(chunk, addr).unwrap();
                text.clear();
                isa.format(&insn, addr, &mut text);
                words += 1;
                for tok in text.split(' ') {
                    if let Some((name, _)) = tok.split_once('=') {
                        *named.entry(name.to_string()).or_insert(0u32) += 1;
                    }
                }
                if text.contains("???") {
                    unknown += 1;
                    if unknown <= 40 {
                        eprintln!(
                            "??? {} {} [{i}] {:016x}: {text}",
                            p.file_name().unwrap().to_string_lossy(),
                            k.name,
                            insn.word
                        );
                    }
                }
                match isa.parse_str(&text, addr) {
                    Ok(back) if back == insn => {}
                    Ok(back) => bad.push(format!(
                        "{:016x}: `{text}` assembles to {:016x}",
                        insn.word, back.word
                    )),
                    Err(d) => bad.push(format!("{:016x}: `{text}`: {}", insn.word, d.message)),
                }
            }
        }
    }
    eprintln!("usse corpus: {files} files, {words} instruction words, {unknown} with ???, {} failed to round-trip", bad.len());
    let mut by_count: Vec<_> = named.iter().collect();
    by_count.sort_by_key(|(n, c)| (std::cmp::Reverse(**c), n.to_string()));
    let total: u32 = named.values().sum();
    eprintln!("usse corpus: {total} fields shown as name=value: {by_count:?}");
    for b in bad.iter().take(20) {
        eprintln!("  {b}");
    }
    assert!(files >= 100, "corpus not found");
    assert!(bad.is_empty(), "{} words failed to round-trip", bad.len());
    assert_eq!(unknown, 0, "corpus words with ???");
}
