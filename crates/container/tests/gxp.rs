//! GXP programs (../shared/corpus/usse): every file reads, and its programs are the words the Vita3K dump
//! beside it (../shared/corpus/usse-vita3k-dumps) lists, program by program, in order. Truncated and
//! corrupted files give errors, never panics.

use gpuisa_container::{read, Family, Format};
use std::path::PathBuf;

fn shared() -> PathBuf {
    gpuisa_core::shared::dir()
}

/// The dump's linear listing: (program, word) in order.
fn dumped_words(text: &str) -> Vec<(String, u64)> {
    text.lines()
        .filter_map(|l| {
            let (prog, rest) = l.split_once('[')?;
            if prog != "primary" && prog != "secondary" {
                return None;
            }
            let word = rest.split_whitespace().nth(2)?;
            Some((prog.to_string(), u64::from_str_radix(word, 16).ok()?))
        })
        .collect()
}

#[test]
fn gxp_corpus_reads_and_matches_the_dumps() {
    let dir = shared().join("corpus/usse");
    let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|e| e == "gxp")).collect();
    files.sort();
    let (mut n, mut words, mut compared) = (0, 0, 0);
    for f in &files {
        let bytes = std::fs::read(f).unwrap();
        let c = read(&bytes).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        assert_eq!(c.format, Format::Gxp);
        assert_eq!(c.arch.map(|a| a.family), Some(Family::Usse));
        let names: Vec<&str> = c.kernels.iter().map(|k| k.name.as_str()).collect();
        assert_eq!(names, ["secondary", "primary"], "{}", f.display());
        let ours: Vec<(String, u64)> = c
            .kernels
            .iter()
            .flat_map(|k| k.code.chunks_exact(8).map(|w| (k.name.clone(), u64::from_le_bytes(w.try_into().unwrap()))))
            .collect();
        words += ours.len();
        n += 1;
        let dump = shared().join("corpus/usse-vita3k-dumps").join(f.file_stem().unwrap()).with_extension("txt");
        if let Ok(text) = std::fs::read_to_string(&dump) {
            let mut theirs = dumped_words(&text);
            // The dump lists the primary program first; we hold them as they run: secondary, primary.
            theirs.sort_by_key(|(p, _)| p != "secondary");
            assert_eq!(ours, theirs, "{}", f.display());
            compared += 1;
        }
    }
    eprintln!("gxp: {n} files, {words} instruction words, {compared} checked against their Vita3K dumps");
    assert!(n > 100 && compared > 100);
}

#[test]
fn truncated_or_corrupt_gxp_files_are_errors() {
    let f = std::fs::read_dir(shared().join("corpus/usse")).unwrap().map(|e| e.unwrap().path()).find(|p| p.extension().is_some_and(|e| e == "gxp")).unwrap();
    let bytes = std::fs::read(f).unwrap();
    for len in 0..bytes.len() {
        // Any prefix: an error or a container, never a panic.
        let _ = read(&bytes[..len]);
    }
    let e = read(&bytes[..100]).unwrap_err().to_string();
    assert!(e.contains("GXP") && e.contains("truncated header"), "{e}");
    // A parameter table that points past the end.
    let mut bad = bytes.clone();
    bad[0x24..0x28].copy_from_slice(&1000u32.to_le_bytes());
    let e = read(&bad).unwrap_err().to_string();
    assert!(e.contains("parameters") && e.contains("past the end"), "{e}");
}
