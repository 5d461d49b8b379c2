//! Silent success on damaged files: every truncation of a corpus ELF cubin or GXP program must be an
//! error or read exactly as the whole file (same kernel names and code), and byte mutations must never
//! panic nor give a kernel whose code is not in the file. Figures are printed (`--nocapture`).

use gpuisa_container::{read, Container};
use std::collections::BTreeSet;
use std::path::PathBuf;

/// The corpus ELF cubins and GXP programs (Tesla, Fermi, USSE), as (name, bytes).
fn corpus() -> Vec<(String, Vec<u8>)> {
    let shared = gpuisa_core::shared::dir();
    let mut out = Vec::new();
    for (dir, ext) in [("tesla", "cubin"), ("fermi", "cubin"), ("usse", "gxp")] {
        let dir: PathBuf = shared.join("corpus").join(dir);
        let mut names: Vec<PathBuf> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == ext))
            .collect();
        names.sort();
        assert!(!names.is_empty(), "no .{ext} files in {}", dir.display());
        for p in names {
            let bytes = std::fs::read(&p).unwrap();
            out.push((p.file_name().unwrap().to_string_lossy().into_owned(), bytes));
        }
    }
    out
}

fn kernels(c: &Container) -> Vec<(&str, &[u8])> {
    c.kernels
        .iter()
        .map(|k| (k.name.as_str(), k.code.as_slice()))
        .collect()
}

fn u16_at(b: &[u8], at: usize) -> usize {
    b.get(at..at + 2)
        .map_or(0, |x| u16::from_le_bytes([x[0], x[1]]) as usize)
}
fn u32_at(b: &[u8], at: usize) -> usize {
    b.get(at..at + 4)
        .map_or(0, |x| u32::from_le_bytes(x.try_into().unwrap()) as usize)
}
fn word_at(b: &[u8], at: usize, is64: bool) -> usize {
    if is64 {
        b.get(at..at + 8)
            .map_or(0, |x| u64::from_le_bytes(x.try_into().unwrap()) as usize)
    } else {
        u32_at(b, at)
    }
}

/// Offsets where the file's parts begin and end: headers, tables, every section and GXP region.
fn boundaries(b: &[u8]) -> Vec<usize> {
    let mut v = vec![4, 16];
    if b.starts_with(b"\x7fELF") {
        let is64 = b[4] == 2;
        let (ehsize, phoff, shoff) = if is64 {
            (64, word_at(b, 32, true), word_at(b, 40, true))
        } else {
            (52, u32_at(b, 28), u32_at(b, 32))
        };
        let (phe, phn, she, shn) = if is64 {
            (u16_at(b, 54), u16_at(b, 56), u16_at(b, 58), u16_at(b, 60))
        } else {
            (u16_at(b, 42), u16_at(b, 44), u16_at(b, 46), u16_at(b, 48))
        };
        v.extend([ehsize, phoff, phoff + phe * phn, shoff]);
        for i in 0..phn {
            let at = phoff + i * phe;
            let (off, size) = if is64 {
                (word_at(b, at + 8, true), word_at(b, at + 32, true))
            } else {
                (u32_at(b, at + 4), u32_at(b, at + 16))
            };
            v.extend([at, off, off + size]);
        }
        for i in 0..=shn {
            let at = shoff + i * she;
            v.push(at);
            if i < shn {
                let (off, size) = if is64 {
                    (word_at(b, at + 24, true), word_at(b, at + 32, true))
                } else {
                    (u32_at(b, at + 16), u32_at(b, at + 20))
                };
                v.extend([off, off + size]);
            }
        }
    } else {
        v.extend([8, 0x9c, u32_at(b, 8)]);
        // Every self-relative offset of the header, and the primary program's end.
        for field in [0x28, 0x2c, 0x40, 0x48, 0x4c, 0x68, 0x74, 0x7c, 0x84, 0x8c, 0x94] {
            v.push(field + u32_at(b, field));
        }
        v.push(0x40 + u32_at(b, 0x40) + 8 * u32_at(b, 0x3c));
    }
    v
}

/// The lengths to try: 64 evenly spaced, and each boundary with its neighbours.
fn lengths(b: &[u8]) -> BTreeSet<usize> {
    let n = b.len();
    let mut set: BTreeSet<usize> = (0..64).map(|i| i * n / 64).collect();
    for x in boundaries(b) {
        set.extend([x.saturating_sub(1), x, x + 1]);
    }
    set.retain(|&l| l < n);
    set
}

#[test]
fn every_truncation_is_an_error_or_the_whole_file() {
    let (mut tried, mut errors, mut identical) = (0, 0, 0);
    let mut silent = Vec::new();
    let files = corpus();
    for (name, bytes) in &files {
        let whole = read(bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
        for len in lengths(bytes) {
            tried += 1;
            match read(&bytes[..len]) {
                Err(_) => errors += 1,
                Ok(c) if kernels(&c) == kernels(&whole) => identical += 1,
                Ok(c) => silent.push(format!(
                    "{name} cut to {len} of {} bytes: {} kernels, {} in the whole file",
                    bytes.len(),
                    c.kernels.len(),
                    whole.kernels.len()
                )),
            }
        }
    }
    println!(
        "truncations: {} files, {tried} lengths: {errors} errors, {identical} read as the whole file, {} silently different",
        files.len(),
        silent.len()
    );
    for s in silent.iter().take(20) {
        println!("  {s}");
    }
    assert!(silent.is_empty(), "{} truncations read as a different container", silent.len());
}

/// Byte mutations per file. Half hit the first 0x100 bytes and the section header table, where the
/// structure is; half anywhere.
const MUTATIONS: usize = 40;

#[test]
fn mutations_never_panic_nor_invent_code() {
    let files = corpus();
    let (mut tried, mut errors, mut same, mut code_changed, mut renamed) = (0, 0, 0, 0, 0);
    let mut bad = Vec::new();
    let mut seed = 0x005e_ed0f_c0de;
    for (name, bytes) in &files {
        let whole = read(bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
        let shoff = if bytes[4] == 2 {
            word_at(bytes, 40, true)
        } else {
            u32_at(bytes, 32)
        };
        seed += 1;
        let mut rnd = gpuisa_core::random::words(usize::MAX, seed, |x| x);
        for m in 0..MUTATIONS {
            let mut f = bytes.clone();
            let flips = 1 + (rnd.next().unwrap() % 4) as usize;
            for _ in 0..flips {
                let r = rnd.next().unwrap() as usize;
                let at = match (m % 2, r % 2) {
                    (0, 0) => (r >> 8) % f.len().min(0x100),
                    (0, _) if bytes.starts_with(b"\x7fELF") && shoff < f.len() => {
                        shoff + (r >> 8) % (f.len() - shoff)
                    }
                    _ => (r >> 8) % f.len(),
                };
                f[at] ^= 1 << ((r >> 4) % 8);
            }
            tried += 1;
            let got = std::panic::catch_unwind(|| read(&f));
            let c = match got {
                Err(_) => {
                    bad.push(format!("{name} mutation {m}: read panicked"));
                    continue;
                }
                Ok(Err(_)) => {
                    errors += 1;
                    continue;
                }
                Ok(Ok(c)) => c,
            };
            let names = |c: &Container| c.kernels.iter().map(|k| k.name.clone()).collect::<Vec<_>>();
            if kernels(&c) == kernels(&whole) {
                same += 1;
            } else if names(&c) == names(&whole) {
                code_changed += 1;
            } else {
                renamed += 1;
            }
            for k in &c.kernels {
                let was_empty = whole.kernel(&k.name).is_some_and(|o| o.code.is_empty());
                if k.code.is_empty() && !was_empty {
                    bad.push(format!("{name} mutation {m}: kernel `{}` has no code", k.name));
                } else if !k.code.is_empty() && !f.windows(k.code.len()).any(|w| w == k.code) {
                    bad.push(format!("{name} mutation {m}: kernel `{}`'s code is not in the file", k.name));
                }
            }
        }
    }
    println!(
        "mutations: {} files, {tried} mutated copies: {errors} errors, {same} read with the same kernels, {code_changed} with the same kernel names but other code (a flipped code byte, or a size), {renamed} with other kernel names, {} bad",
        files.len(),
        bad.len()
    );
    for b in bad.iter().take(20) {
        println!("  {b}");
    }
    assert!(bad.is_empty(), "{} mutations panicked or gave code not in the file", bad.len());
}
