//! Kernels of ELF cubins grow and shrink (`gpuisa as C.s --replace-in C -o OUT` with code of a new size):
//! a NOP inserted at the start of every kernel of every corpus ELF cubin (Tesla and Fermi), an instruction
//! deleted, checked by reading the result back (`info`, `dis --labels`, binutils' `readelf -a`); the
//! decuda kernels keep their stated effects with the NOP inserted; what cannot be placed is refused.

// decuda.rs loads tests/common too, as its own module (private to it, so this file needs its own).
#![allow(clippy::duplicate_mod)]

mod common;

// The decuda cases (tests/decuda.rs), run here a second time with GPUISA_SHARED naming a copy of the
// corpus whose decuda kernels start with a NOP (see `decuda_kernels_keep_their_effects_after_a_nop`).
#[path = "decuda.rs"]
mod decuda;

use common::{corpus, gpuisa, shared, tmpdir};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// A kernel of a `dis --labels` listing: its name and instruction texts, each label reference replaced by
/// the index of the instruction it labels (`L#3`), so that listings of moved code compare equal.
#[derive(Debug, PartialEq)]
struct Kernel {
    name: String,
    insns: Vec<String>,
    /// Whether each instruction is an 8-byte one, and whether a label names it.
    long: Vec<bool>,
    labelled: Vec<bool>,
}

fn is_head(l: &str) -> bool {
    l.len() > 9 && l.as_bytes()[8] == b':' && l[..8].bytes().all(|b| b.is_ascii_hexdigit())
}

/// `L_hex` names in `t` replaced through `labels`.
fn relabel(t: &str, labels: &std::collections::HashMap<String, usize>) -> String {
    let mut out = String::new();
    let mut rest = t;
    while let Some(i) = rest.find("L_") {
        out.push_str(&rest[..i]);
        let tail = &rest[i + 2..];
        let n = tail.bytes().take_while(|b| b.is_ascii_hexdigit()).count();
        let name = &rest[i..i + 2 + n];
        match labels.get(name) {
            Some(k) if n > 0 => out.push_str(&format!("L#{k}")),
            _ => out.push_str(name),
        }
        rest = &tail[n..];
    }
    out.push_str(rest);
    out
}

fn kernels(listing: &str) -> Vec<Kernel> {
    // (name, (text, long) of each instruction, label -> index)
    type Raw = (String, Vec<(String, bool)>, std::collections::HashMap<String, usize>);
    let mut raw: Vec<Raw> = Vec::new();
    for l in listing.lines() {
        if let Some(rest) = l.strip_prefix("// kernel ") {
            raw.push((rest.rsplit_once(" (").map_or(rest, |r| r.0).to_string(), Vec::new(), Default::default()));
        } else if let Some(label) = l.strip_suffix(':').filter(|s| s.starts_with("L_")) {
            if raw.is_empty() {
                raw.push((String::new(), Vec::new(), Default::default()));
            }
            let k = raw.last_mut().unwrap();
            k.2.insert(label.to_string(), k.1.len());
        } else if is_head(l) {
            if raw.is_empty() {
                raw.push((String::new(), Vec::new(), Default::default()));
            }
            let words = &l[11..l.len().min(28)];
            let long = words.trim().len() == 16 || words.trim().len() == 17;
            raw.last_mut().unwrap().1.push((l.get(30..).unwrap_or("").trim().to_string(), long));
        }
    }
    raw.into_iter()
        .map(|(name, insns, labels)| {
            let targets: BTreeSet<usize> = labels.values().copied().collect();
            Kernel {
                name,
                long: insns.iter().map(|i| i.1).collect(),
                labelled: (0..insns.len()).map(|i| targets.contains(&i)).collect(),
                insns: insns.iter().map(|(t, _)| relabel(t, &labels)).collect(),
            }
        })
        .collect()
}

/// Label indices in `t` lowered by one (the listing with a NOP at index 0, compared with the one without).
fn lower(t: &str) -> String {
    let mut out = String::new();
    let mut rest = t;
    while let Some(i) = rest.find("L#") {
        out.push_str(&rest[..i]);
        let n = rest[i + 2..].bytes().take_while(u8::is_ascii_digit).count();
        match rest[i + 2..i + 2 + n].parse::<usize>() {
            Ok(k) if k > 0 => out.push_str(&format!("L#{}", k - 1)),
            _ => out.push_str(&rest[i..i + 2 + n]),
        }
        rest = &rest[i + 2 + n..];
    }
    out.push_str(rest);
    out
}

/// The warnings and errors `readelf -a` prints for `f` (stderr, and `Warning` lines of its output), with
/// numbers blanked (the register count is one); `None` when readelf is not installed.
fn readelf(f: &Path) -> Option<BTreeSet<String>> {
    let out = std::process::Command::new("readelf").arg("-a").arg(f).output().ok()?;
    let text = String::from_utf8_lossy(&out.stderr).into_owned() + &String::from_utf8_lossy(&out.stdout);
    Some(
        text.lines()
            .filter(|l| l.starts_with("readelf:") || l.contains("Warning"))
            .map(|l| l.chars().map(|c| if c.is_ascii_digit() { '0' } else { c }).collect::<String>())
            .collect(),
    )
}

/// A folder of the test's own, removed with what it holds when dropped (see `common::tmpdir`).
fn tmp(tag: &str) -> tempfile::TempDir {
    tmpdir(&format!("grow-{tag}"))
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// Every ELF cubin of the corpus, Tesla's and Fermi's.
fn elf_cubins() -> Vec<PathBuf> {
    let mut v = corpus("tesla", ".cubin");
    v.extend(corpus("fermi", ".cubin"));
    v.retain(|p| std::fs::read(p).unwrap().starts_with(b"\x7fELF"));
    v
}

/// The NOP of the family of corpus file `c` (8 bytes both; Fermi's as `dis` prints it: `NOP;` alone is
/// not read).
fn nop_for(c: &Path) -> &'static str {
    if c.parent().is_some_and(|d| d.ends_with("fermi")) {
        "NOP CC.T;"
    } else {
        "nop"
    }
}

/// `listing` with `line` after each kernel header (at the start of a listing without headers).
fn insert_after_headers(listing: &str, line: &str) -> String {
    let mut out = String::new();
    if !listing.contains("// kernel ") {
        out.push_str(line);
        out.push('\n');
    }
    for l in listing.lines() {
        out.push_str(l);
        out.push('\n');
        if l.starts_with("// kernel ") {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

/// Checks OUT against C: `info` the same but the code sizes, grown by `by` bytes per kernel.
fn info_differs_by_size_only(c: &Path, out: &Path, by: i64) {
    let (_, before, _) = gpuisa(&["info", s(c)], "");
    let (code, after, err) = gpuisa(&["info", s(out)], "");
    assert_eq!(code, 0, "info {}: {err}", out.display());
    let want: Vec<String> = before
        .lines()
        .map(|l| match l.split_once(" bytes of code") {
            Some((head, tail)) => {
                let (name, n) = head.rsplit_once(' ').unwrap();
                format!("{name} {} bytes of code{tail}", n.parse::<i64>().unwrap() + by)
            }
            None => l.to_string(),
        })
        .collect();
    let got: Vec<&str> = after.lines().collect();
    assert_eq!(got, want, "{}", c.display());
}

#[test]
fn a_nop_at_the_start_of_every_corpus_kernel() {
    let tmp_dir = tmp("nop");
    let dir = tmp_dir.path();
    let files = elf_cubins();
    let (mut kernels_grown, mut readelf_same, mut readelf_original, mut empty) = (0, 0, 0, 0);
    let mut have_readelf = true;
    for (n, c) in files.iter().enumerate() {
        let (code, listing, err) = gpuisa(&["dis", "--labels", s(c)], "");
        assert_eq!(code, 0, "dis {}: {err}", c.display());
        if kernels(&listing).is_empty() {
            empty += 1; // a cubin without kernels (one in the corpus): nothing to grow
            continue;
        }
        let nop = nop_for(c);
        let src = dir.join(format!("{n}.s"));
        std::fs::write(&src, insert_after_headers(&listing, nop)).unwrap();
        let out = dir.join(format!("{n}.cubin"));
        let (code, _, err) = gpuisa(&["as", s(&src), "--replace-in", s(c), "-o", s(&out)], "");
        assert_eq!((code, err.as_str()), (0, ""), "as --replace-in {}", c.display());
        info_differs_by_size_only(c, &out, 8);
        let (code, after, err) = gpuisa(&["dis", "--labels", s(&out)], "");
        assert_eq!(code, 0, "dis {}: {err}", out.display());
        let (before, after) = (kernels(&listing), kernels(&after));
        assert_eq!(before.len(), after.len());
        for (b, a) in before.iter().zip(&after) {
            assert_eq!(a.name, b.name);
            assert_eq!(a.insns[0], nop, "{} {}", c.display(), a.name);
            let moved: Vec<String> = a.insns[1..].iter().map(|t| lower(t)).collect();
            assert_eq!(moved, b.insns, "{} {}: the code after the NOP", c.display(), a.name);
            kernels_grown += 1;
        }
        match (readelf(c), readelf(&out)) {
            (Some(was), Some(now)) => {
                let new: Vec<&String> = now.difference(&was).collect();
                assert!(new.is_empty(), "{}: readelf warns anew: {new:?}", out.display());
                readelf_same += 1;
                readelf_original += usize::from(!was.is_empty());
            }
            _ => have_readelf = false,
        }
        std::fs::remove_file(&out).ok();
    }
    std::fs::remove_dir_all(dir).ok();
    eprintln!(
        "{} ELF cubins ({empty} without kernels), {kernels_grown} kernels grown by a NOP; dis --labels gives the same code after it",
        files.len()
    );
    if have_readelf {
        eprintln!(
            "readelf -a: no warning the original does not have, for all {readelf_same} written cubins (the originals' own warnings, sh_info's register count and the PHDR segment, in {readelf_original})"
        );
    } else {
        eprintln!("readelf is not installed: its check was skipped");
    }
    assert!(files.len() > 100 && kernels_grown > 900);
}

#[test]
fn deleting_an_instruction_shrinks_the_kernel() {
    let tmp_dir = tmp("shrink");
    let dir = tmp_dir.path();
    let files = elf_cubins();
    let mut shrunk = 0;
    for (n, c) in files.iter().enumerate() {
        let (code, listing, err) = gpuisa(&["dis", "--labels", s(c)], "");
        assert_eq!(code, 0, "dis {}: {err}", c.display());
        let before = kernels(&listing);
        if before.is_empty() {
            continue;
        }
        // In the first kernel: the first 8-byte instruction after the first that no label names.
        let k = &before[0];
        let Some(victim) = (1..k.insns.len()).find(|&i| k.long[i] && !k.labelled[i] && !k.insns[i].contains("L#")) else {
            continue;
        };
        let mut seen = 0;
        let mut kernel = 0;
        let mut src = String::new();
        for l in listing.lines() {
            if l.starts_with("// kernel ") {
                kernel += 1;
            } else if kernel <= 1 && is_head(l) {
                seen += 1;
                if seen == victim + 1 {
                    continue;
                }
            }
            src.push_str(l);
            src.push('\n');
        }
        let path = dir.join(format!("{n}.s"));
        std::fs::write(&path, src).unwrap();
        let out = dir.join(format!("{n}.cubin"));
        let (code, _, err) = gpuisa(&["as", s(&path), "--replace-in", s(c), "-o", s(&out)], "");
        assert_eq!((code, err.as_str()), (0, ""), "as --replace-in {}", c.display());
        let (code, after, err) = gpuisa(&["dis", "--labels", s(&out)], "");
        assert_eq!(code, 0, "{err}");
        let after = kernels(&after);
        // Label indices past the deleted instruction are one less: compare with them raised back.
        let mut want: Vec<String> = k.insns.clone();
        want.remove(victim);
        let raise = |t: &str| {
            let mut out = String::new();
            let mut rest = t;
            while let Some(i) = rest.find("L#") {
                out.push_str(&rest[..i]);
                let n = rest[i + 2..].bytes().take_while(u8::is_ascii_digit).count();
                let k: usize = rest[i + 2..i + 2 + n].parse().unwrap();
                out.push_str(&format!("L#{}", if k >= victim { k + 1 } else { k }));
                rest = &rest[i + 2 + n..];
            }
            out + rest
        };
        let got: Vec<String> = after[0].insns.iter().map(|t| raise(t)).collect();
        assert_eq!(got, want, "{}", c.display());
        assert_eq!(after[1..], before[1..]);
        if let (Some(was), Some(now)) = (readelf(c), readelf(&out)) {
            assert!(now.is_subset(&was), "{}: readelf warns anew: {:?}", out.display(), now.difference(&was));
        }
        shrunk += 1;
    }
    std::fs::remove_dir_all(dir).ok();
    eprintln!("{shrunk} kernels shrunk by one 8-byte instruction");
    assert!(shrunk > 100);
}

#[test]
fn what_cannot_be_placed_is_refused() {
    let tmp_dir = tmp("refuse");
    let dir = tmp_dir.path();
    // VecAdd_kernel (Fermi) with symbol #1 made a symbol at 0x10 of the kernel's section: a place in the
    // code that must follow it.
    let c = shared().join("corpus/fermi/Multi2Sim+multi2sim__samples__fermi__vectorAddDrv__vectorAdd_kernel__54c58a9c.cubin");
    let mut b = std::fs::read(&c).unwrap();
    let sym = 0x209 + 16;
    b[sym + 4..sym + 8].copy_from_slice(&0x10u32.to_le_bytes());
    b[sym + 14..sym + 16].copy_from_slice(&4u16.to_le_bytes());
    let patched = dir.join("patched.cubin");
    std::fs::write(&patched, &b).unwrap();
    let (code, listing, err) = gpuisa(&["dis", "--labels", s(&patched)], "");
    assert_eq!(code, 0, "{err}");
    // Without the listing's addresses the symbol's new place is unknown: refused, nothing written.
    let bare: String = listing.lines().map(|l| if is_head(l) { l[30..].to_string() + "\n" } else { l.to_string() + "\n" }).collect();
    let src = dir.join("bare.s");
    std::fs::write(&src, insert_after_headers(&bare, "NOP CC.T;")).unwrap();
    let out = dir.join("out.cubin");
    let (code, _, err) = gpuisa(&["as", s(&src), "--replace-in", s(&patched), "-o", s(&out)], "");
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("kernel `VecAdd_kernel`: the new code's place for these cannot be found"), "{err}");
    assert!(err.contains("no instruction addresses") && err.contains("symbol #1 (at 0x10"), "{err}");
    assert!(err.contains("nothing was written") && !out.exists(), "{err}");
    // With them, it follows its instruction.
    std::fs::write(&src, insert_after_headers(&listing, "NOP CC.T;")).unwrap();
    let (code, _, err) = gpuisa(&["as", s(&src), "--replace-in", s(&patched), "-o", s(&out)], "");
    assert_eq!((code, err.as_str()), (0, ""));
    let o = std::fs::read(&out).unwrap();
    assert_eq!(&o[sym + 4..sym + 8], 0x18u32.to_le_bytes(), "the symbol table lies before the code: same place");
    // Deleting the instruction it names is refused.
    let mut seen = 0;
    let cut: String = listing
        .lines()
        .filter(|l| {
            seen += usize::from(is_head(l));
            !(is_head(l) && seen == 3)
        })
        .map(|l| l.to_string() + "\n")
        .collect();
    std::fs::write(&src, cut).unwrap();
    let (code, _, err) = gpuisa(&["as", s(&src), "--replace-in", s(&patched), "-o", s(&out)], "");
    assert_eq!(code, 1);
    assert!(err.contains("symbol #1 (at 0x10"), "{err}");
    // A listing whose addresses are out of order (a line moved with its head) says so when it must.
    let mut lines: Vec<&str> = listing.lines().collect();
    // (after the `// gpuisa dis` and `// kernel` lines)
    lines.swap(2, 4);
    let swapped = insert_after_headers(&(lines.join("\n") + "\n"), "NOP CC.T;");
    std::fs::write(&src, swapped).unwrap();
    let (code, _, err) = gpuisa(&["as", s(&src), "--replace-in", s(&patched), "-o", s(&out)], "");
    assert_eq!(code, 1);
    assert!(err.contains("out of order or repeated"), "{err}");
    std::fs::remove_dir_all(dir).ok();
}

/// The words of `code` as a text cubin's `bincode` block holds them.
fn bincode(code: &[u8]) -> String {
    let words: Vec<String> = code.chunks(4).map(|w| format!("0x{:08x}", u32::from_le_bytes([w[0], w[1], w[2], w.get(3).copied().unwrap_or(0)]))).collect();
    words.chunks(4).map(|c| format!("\t\t{} \n", c.join(" "))).collect()
}

#[test]
fn decuda_kernels_keep_their_effects_after_a_nop() {
    // A copy of the shared folder's layout: vectors linked, corpus/tesla holding the decuda text cubins
    // with a NOP at the start of their code (`dis --labels`, insert, `as`, the words written back).
    let tmp_dir = tmp("decuda");
    let root = tmp_dir.path();
    let tesla = root.join("corpus/tesla");
    std::fs::create_dir_all(&tesla).unwrap();
    #[cfg(unix)]
    std::os::unix::fs::symlink(shared().join("vectors"), root.join("vectors")).unwrap();
    let mut rewritten = 0;
    for c in corpus("tesla", ".txtcubin").into_iter().filter(|p| p.to_string_lossy().contains("laanwj+decuda__")) {
        let text = std::fs::read_to_string(&c).unwrap();
        let (code, listing, err) = gpuisa(&["dis", "--labels", s(&c)], "");
        assert_eq!(code, 0, "{err}");
        let src = root.join("k.s");
        std::fs::write(&src, insert_after_headers(&listing, "nop")).unwrap();
        let bin = root.join("k.bin");
        let (code, _, err) = gpuisa(&["as", "--arch", "tesla", s(&src), "-o", s(&bin)], "");
        assert_eq!(code, 0, "{}: {err}", c.display());
        let new = std::fs::read(&bin).unwrap();
        // One code block: its bincode replaced.
        let open = text.find("bincode").and_then(|i| text[i..].find('{').map(|j| i + j + 1)).unwrap();
        let close = open + text[open..].find('}').unwrap();
        assert_eq!(text.matches("bincode").count(), 1, "{}", c.display());
        let out = format!("{}\n{}\t{}", &text[..open], bincode(&new), &text[close..]);
        let name = c.file_name().unwrap();
        std::fs::write(tesla.join(name), out).unwrap();
        // The rewritten cubin holds the NOP and then the old code.
        let (code, relisted, err) = gpuisa(&["dis", "--labels", s(&tesla.join(name))], "");
        assert_eq!(code, 0, "{err}");
        let (before, after) = (kernels(&listing), kernels(&relisted));
        assert_eq!(after[0].insns[0], "nop");
        assert_eq!(after[0].insns[1..].iter().map(|t| lower(t)).collect::<Vec<_>>(), before[0].insns);
        rewritten += 1;
    }
    // The decuda test, run by this test binary in a process of its own, reading the rewritten corpus.
    let me = std::env::current_exe().unwrap();
    let run = std::process::Command::new(me)
        .args(["--exact", "decuda::decuda_kernels_have_their_stated_effects", "--nocapture", "--test-threads=1"])
        .env("GPUISA_SHARED", root)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&run.stderr);
    let summary = err.lines().find(|l| l.starts_with("decuda:")).unwrap_or("").to_string();
    std::fs::remove_dir_all(root).ok();
    assert!(run.status.success(), "{err}");
    eprintln!("{rewritten} decuda text cubins with a NOP inserted; {summary}");
    assert!(summary.contains("kernels run"), "{err}");
}

#[test]
fn the_register_count_rises_with_the_new_code() {
    let tmp_dir = tmp("regs");
    let dir = tmp_dir.path();
    let c = shared().join("corpus/fermi/Multi2Sim+multi2sim__samples__fermi__vectorAddDrv__vectorAdd_kernel__54c58a9c.cubin");
    let (_, listing, _) = gpuisa(&["dis", "--labels", s(&c)], "");
    let src = dir.join("k.s");
    // R20 and the pair R22:R23 (a double): 24 registers; RZ counts for none.
    std::fs::write(&src, insert_after_headers(&listing, "MOV R20, RZ;\nDADD R22, R22, R22;")).unwrap();
    let out = dir.join("out.cubin");
    let (code, _, err) = gpuisa(&["as", s(&src), "--replace-in", s(&c), "-o", s(&out)], "");
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("kernel `VecAdd_kernel`: register count raised from 4 to 24"), "{err}");
    let (_, info, _) = gpuisa(&["info", s(&out)], "");
    assert!(info.contains("VecAdd_kernel: 128 bytes of code; 24 registers"), "{info}");
    std::fs::remove_dir_all(dir).ok();
}
