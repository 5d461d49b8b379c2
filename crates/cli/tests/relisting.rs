//! Listings go back in: `gpuisa as (gpuisa dis C) --replace-in C` is C byte for byte, for every corpus
//! ELF cubin and GXP file; one kernel of a listing assembles alone; `--lines` reads listing lines,
//! `ADDR:` prefixes and cuobjdump lines.

mod common;

use common::{corpus, gpuisa, tmpdir};
use std::path::PathBuf;

/// `name` in the test's own temporary folder `dir`.
fn tmp(dir: &tempfile::TempDir, name: &str) -> PathBuf {
    dir.path().join(name)
}

#[test]
fn every_corpus_container_goes_back_in_byte_for_byte() {
    let dir = tmpdir("relisting");
    let files: Vec<PathBuf> = [corpus("tesla", ".cubin"), corpus("fermi", ".cubin"), corpus("usse", ".gxp")].concat();
    let (listing, out) = (tmp(&dir, "c.s"), tmp(&dir, "c.out"));
    let mut kernels = 0;
    for f in &files {
        let f = f.to_str().unwrap();
        let (code, text, err) = gpuisa(&["dis", f], "");
        assert_eq!(code, 0, "dis {f}: {err}");
        kernels += text.lines().filter(|l| l.starts_with("// kernel ")).count();
        std::fs::write(&listing, &text).unwrap();
        let (code, _, err) = gpuisa(&["as", listing.to_str().unwrap(), "--replace-in", f, "-o", out.to_str().unwrap()], "");
        assert_eq!(code, 0, "as --replace-in {f}: {err}");
        assert!(std::fs::read(&out).unwrap() == std::fs::read(f).unwrap(), "{f}: the listing does not give the file back");
    }
    eprintln!("{} containers ({kernels} kernel headers) reproduced byte for byte", files.len());
}

#[test]
fn an_edited_listing_changes_only_its_kernel() {
    let dir = tmpdir("relisting");
    // A Fermi cubin of several kernels: the last kernel's first instruction becomes an EXIT.
    let f = corpus("fermi", ".cubin")
        .into_iter()
        .find(|f| gpuisa(&["dis", f.to_str().unwrap()], "").1.matches("// kernel ").count() >= 3)
        .expect("a Fermi cubin with three kernels");
    let f = f.to_str().unwrap();
    let (_, text, _) = gpuisa(&["dis", f], "");
    let headers: Vec<&str> = text.lines().filter(|l| l.starts_with("// kernel ")).collect();
    assert!(headers.len() >= 2, "{f}: {headers:?}");
    let last = headers.last().unwrap();
    let name = last.trim_start_matches("// kernel ").rsplit_once(" (").unwrap().0;
    let at = text.find(last).unwrap() + last.len() + 1;
    let line_end = at + text[at..].find('\n').unwrap();
    let edited = format!("{}00000000:  ffffffffffffffff  EXIT;{}", &text[..at], &text[line_end..]);
    let (listing, out) = (tmp(&dir, "e.s"), tmp(&dir, "e.out"));
    std::fs::write(&listing, edited).unwrap();
    let (code, _, err) = gpuisa(&["as", listing.to_str().unwrap(), "--replace-in", f, "-o", out.to_str().unwrap()], "");
    assert_eq!(code, 0, "{err}");
    let (_, after, _) = gpuisa(&["dis", out.to_str().unwrap()], "");
    let before_k: Vec<&str> = text.split("// kernel ").collect();
    let after_k: Vec<&str> = after.split("// kernel ").collect();
    assert_eq!(before_k.len(), after_k.len());
    for (b, a) in before_k.iter().zip(&after_k) {
        if b.starts_with(name) {
            assert_ne!(b, a, "the edited kernel changed");
            assert!(a.lines().nth(1).unwrap().ends_with("EXIT;"), "{a}");
        } else {
            assert_eq!(b, a, "another kernel is untouched");
        }
    }
    // One kernel of the listing, alone, as raw code: the kernel's bytes.
    let bin = tmp(&dir, "k.bin");
    let (code, _, err) = gpuisa(&["as", "--arch", "fermi", listing.to_str().unwrap(), "--kernel", name, "-o", bin.to_str().unwrap()], "");
    assert_eq!(code, 0, "{err}");
    let (_, one, _) = gpuisa(&["dis", "--kernel", name, out.to_str().unwrap()], "");
    let (_, raw, _) = gpuisa(&["dis", "--arch", "fermi", bin.to_str().unwrap()], "");
    // the container's listing has its `// gpuisa dis` and `// kernel` lines; raw code's neither
    assert_eq!(one.lines().skip(2).collect::<Vec<_>>(), raw.lines().collect::<Vec<_>>());
    // Several kernels and no --kernel or --replace-in: which one is meant is asked.
    let (code, _, err) = gpuisa(&["as", "--arch", "fermi", listing.to_str().unwrap(), "-o", bin.to_str().unwrap()], "");
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--kernel"), "{err}");
    // Code before the first header belongs to no kernel.
    std::fs::write(&listing, format!("EXIT;\n{text}")).unwrap();
    let (code, _, err) = gpuisa(&["as", listing.to_str().unwrap(), "--replace-in", f, "-o", out.to_str().unwrap()], "");
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("before the first"), "{err}");
}

#[test]
fn lines_modes_read_listing_and_cuobjdump_lines() {
    let (code, out, err) = gpuisa(&["as", "--arch", "tesla", "--lines"], "00000008:  2001860d 00000003  add b32 $r3 $r3 0x1\n8: add b32 $r3 $r3 0x1\nadd b32 $r3 $r3 0x1\n");
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "2001860d 00000003\n".repeat(3));
    // Errors keep the column of the original line.
    let (_, out, _) = gpuisa(&["as", "--arch", "tesla", "--lines"], "00000008:  2001860d 00000003  add b32 $r3 $q 0x1\n");
    assert!(out.starts_with("error: column 43:"), "{out}");
    // cuobjdump prints word 0 first in `/*0x...*/`; gpuisa's key is word 1 first.
    let (code, out, err) = gpuisa(
        &["dis", "--arch", "fermi", "--lines"],
        "/*0008*/     /*0x94001c042c000000*/  S2R R0, SR_CTAid_X;\n/*0x94001c042c000000*/\n2c00000094001c04\n",
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "S2R R0, SR_CTAid_X;\n".repeat(3));
}

/// A labelled listing's instruction texts, each label replaced by the index of the instruction it marks.
fn by_index(listing: &str) -> Vec<String> {
    let (mut index, mut names) = (0usize, std::collections::HashMap::new());
    let mut texts = Vec::new();
    for l in listing.lines() {
        if let Some(name) = l.strip_suffix(':').filter(|n| n.starts_with("L_")) {
            names.insert(name.to_string(), index);
        } else if let Some((_, rest)) = l.split_once(":  ").filter(|_| !l.starts_with("//")) {
            texts.push(rest.trim_start().split_once("  ").map_or("", |x| x.1).trim().to_string());
            index += 1;
        }
    }
    texts
        .into_iter()
        .map(|t| {
            t.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .filter(|w| names.contains_key(*w))
                .fold(t.clone(), |t, w| t.replace(w, &format!("@<{}>", names[w])))
        })
        .collect()
}

#[test]
fn labelled_listings_go_back_in_and_survive_an_insertion() {
    let dir = tmpdir("relisting");
    // Every corpus ELF cubin: the labelled listing reproduces the file.
    let (listing, out) = (tmp(&dir, "l.s"), tmp(&dir, "l.out"));
    let mut labels = 0;
    for f in [corpus("tesla", ".cubin"), corpus("fermi", ".cubin")].concat() {
        let f = f.to_str().unwrap();
        let (code, text, err) = gpuisa(&["dis", "--labels", f], "");
        assert_eq!(code, 0, "dis --labels {f}: {err}");
        labels += text.lines().filter(|l| l.starts_with("L_")).count();
        std::fs::write(&listing, &text).unwrap();
        let (code, _, err) = gpuisa(&["as", listing.to_str().unwrap(), "--replace-in", f, "-o", out.to_str().unwrap()], "");
        assert_eq!(code, 0, "as --replace-in {f}: {err}");
        assert!(std::fs::read(&out).unwrap() == std::fs::read(f).unwrap(), "{f}: the labelled listing does not give the file back");
    }
    assert!(labels > 100, "{labels} labels");
    // One instruction inserted at the start of Fermi kernels (the first 30 with branches): every branch
    // still reaches the same instruction, one further on.
    let mut kernels = 0;
    for f in corpus("fermi", ".cubin") {
        if kernels >= 30 {
            break;
        }
        let f = f.to_str().unwrap();
        let (_, text, _) = gpuisa(&["dis", "--labels", f], "");
        for header in text.lines().filter(|l| l.starts_with("// kernel ")) {
            let name = header.trim_start_matches("// kernel ").rsplit_once(" (").unwrap().0;
            let (_, one, _) = gpuisa(&["dis", "--labels", "--kernel", name, f], "");
            if !one.contains("L_") {
                continue;
            }
            kernels += 1;
            // without the `// gpuisa dis` and `// kernel` lines
            let body: String = one.lines().skip(2).map(|l| format!("{l}\n")).collect();
            std::fs::write(&listing, format!("MOV R5, R5;\n{body}")).unwrap();
            let bin = tmp(&dir, "grown.bin");
            let (code, _, err) = gpuisa(&["as", "--arch", "fermi", listing.to_str().unwrap(), "-o", bin.to_str().unwrap()], "");
            assert_eq!(code, 0, "{f} {name}: {err}");
            let (_, grown, _) = gpuisa(&["dis", "--labels", "--arch", "fermi", bin.to_str().unwrap()], "");
            let before = by_index(&body);
            let after = by_index(&grown);
            assert_eq!(after[0], "MOV R5, R5;");
            let shifted: Vec<String> = before
                .iter()
                .map(|t| (0..before.len()).rev().fold(t.clone(), |t, i| t.replace(&format!("@<{i}>"), &format!("@<{}>", i + 1))))
                .collect();
            assert_eq!(after[1..], shifted[..], "{f} {name}");
        }
    }
    assert!(kernels > 10, "{kernels} kernels with branches");
    // The Tesla example, one instruction longer, still computes its sum.
    let (_, text, _) = gpuisa(&["as", "--arch", "tesla", "examples/tesla/loop.s", "-o", tmp(&dir, "t.bin").to_str().unwrap()], "");
    assert!(text.is_empty());
    let (_, labelled, _) = gpuisa(&["dis", "--labels", "--arch", "tesla", tmp(&dir, "t.bin").to_str().unwrap()], "");
    assert!(labelled.contains("bra L_20"), "{labelled}");
    std::fs::write(&listing, format!("mov b32 $r5 0x0\n{labelled}")).unwrap();
    let (code, _, err) = gpuisa(&["as", "--arch", "tesla", listing.to_str().unwrap(), "-o", tmp(&dir, "t2.bin").to_str().unwrap()], "");
    assert_eq!(code, 0, "{err}");
    let (code, out, err) = gpuisa(&["run", "--arch", "tesla", tmp(&dir, "t2.bin").to_str().unwrap(), "--grid", "1", "--block", "1", "--dump", "0:4"], "");
    assert_eq!((code, out.trim()), (0, "00000 00000078"), "{err}");
}

#[test]
fn as_lines_places_each_line_at_its_address() {
    // A Fermi branch's offset counts from the next instruction: 0x68 - 0x30 = 0x38 at 0x28, 0x60 at 0.
    let (code, out, err) = gpuisa(&["as", "--arch", "fermi", "--lines"], "00000028: @P0 BRA 0x68;\n@P0 BRA 0x68;\n");
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "40000000e00001e7\n40000001800001e7\n");
}

/// The programs of a listing: each `// kernel NAME (N bytes)` header's name and size, and the lines
/// after it up to the next header.
fn programs(listing: &str) -> Vec<(String, usize, String)> {
    let mut v: Vec<(String, usize, String)> = Vec::new();
    for l in listing.lines() {
        if let Some(h) = l.strip_prefix("// kernel ") {
            let (name, size) = h.rsplit_once(" (").unwrap();
            v.push((name.to_string(), size.trim_end_matches(" bytes)").parse().unwrap(), String::new()));
        } else if let Some((_, _, body)) = v.last_mut() {
            body.push_str(l);
            body.push('\n');
        }
    }
    v
}

#[test]
fn labelled_usse_listings_go_back_in_and_survive_an_insertion() {
    let dir = tmpdir("relisting");
    let (listing, out, grown) = (tmp(&dir, "u.s"), tmp(&dir, "u.out"), tmp(&dir, "u.grown"));
    let (mut files, mut programs_in, mut labels, mut branches, mut grown_programs, mut no_place) = (0, 0, 0, 0, 0, Vec::new());
    for f in corpus("usse", ".gxp") {
        let f = f.to_str().unwrap();
        // The labelled listing reproduces the file.
        let (code, text, err) = gpuisa(&["dis", "--labels", f], "");
        assert_eq!(code, 0, "dis --labels {f}: {err}");
        files += 1;
        labels += text.lines().filter(|l| l.starts_with("L_")).count();
        std::fs::write(&listing, &text).unwrap();
        let (code, _, err) = gpuisa(&["as", listing.to_str().unwrap(), "--replace-in", f, "-o", out.to_str().unwrap()], "");
        assert_eq!(code, 0, "as --replace-in {f}: {err}");
        assert!(std::fs::read(&out).unwrap() == std::fs::read(f).unwrap(), "{f}: the labelled listing does not give the file back");
        let before = programs(&text);
        programs_in += before.len();
        for (_, _, body) in &before {
            // Every branch of the corpus reaches an instruction of its program: it prints a label.
            let texts = by_index(body);
            let is_branch = |t: &&String| t.split(' ').any(|w| matches!(w, "br" | "ba" | "br.savelink" | "ba.savelink"));
            branches += texts.iter().filter(is_branch).count();
            assert!(!texts.iter().filter(is_branch).any(|t| t.contains(" 0x")), "{f}: a branch without its label");
        }
        // A `nop` at the start of each program: where a file has no place for an empty program (its
        // offset is 0: Vita3K's mask shader, both programs empty), that program is left out.
        let insert = |skip: &[&str]| {
            let mut s = String::new();
            for l in text.lines() {
                s.push_str(l);
                s.push('\n');
                if let Some(h) = l.strip_prefix("// kernel ") {
                    if !skip.iter().any(|n| h.starts_with(&format!("{n} ("))) {
                        s.push_str("nop\n");
                    }
                }
            }
            std::fs::write(&listing, s).unwrap();
            gpuisa(&["as", listing.to_str().unwrap(), "--replace-in", f, "-o", grown.to_str().unwrap()], "")
        };
        let mut skip: Vec<&str> = Vec::new();
        let (mut code, _, mut err) = insert(&skip);
        while code != 0 {
            let Some(p) = ["primary", "secondary"].into_iter().find(|p| err.contains(&format!("has no place for a {p} program"))) else { break };
            assert!(!skip.contains(&p), "{f}: {err}");
            no_place.push(format!("{} {p}", f.rsplit('/').next().unwrap()));
            skip.push(p);
            (code, _, err) = insert(&skip);
        }
        assert_eq!(code, 0, "{f}: with a nop inserted: {err}");
        // Each program is 8 bytes longer, and every branch reaches the same instruction, one further on.
        let (code, plain, err) = gpuisa(&["dis", grown.to_str().unwrap()], "");
        assert_eq!(code, 0, "dis {f} grown: {err}");
        let (_, relabelled, _) = gpuisa(&["dis", "--labels", grown.to_str().unwrap()], "");
        let (sizes, after) = (programs(&plain), programs(&relabelled));
        assert_eq!(after.len(), before.len(), "{f}");
        for (((name, size, body), (_, new_size, _)), (_, _, new_body)) in before.iter().zip(&sizes).zip(&after) {
            let inserted = !skip.contains(&name.as_str());
            assert_eq!(*new_size, size + 8 * inserted as usize, "{f} {name}: its size");
            let (old, new) = (by_index(body), by_index(new_body));
            if !inserted {
                assert_eq!(old, new, "{f} {name}");
                continue;
            }
            grown_programs += 1;
            assert_eq!(new[0], "nop", "{f} {name}");
            let shifted: Vec<String> = old
                .iter()
                .map(|t| (0..old.len()).rev().fold(t.clone(), |t, i| t.replace(&format!("@<{i}>"), &format!("@<{}>", i + 1))))
                .collect();
            assert_eq!(new[1..], shifted[..], "{f} {name}: the texts after the nop");
        }
    }
    eprintln!(
        "{files} GXP files ({programs_in} programs) reproduced from labelled listings ({labels} labels, {branches} branches); \
         {grown_programs} programs grown by a nop (no place for: {no_place:?})"
    );
    assert!(labels > 100 && branches >= labels, "{labels} labels, {branches} branches");
    assert!(no_place.len() <= 2, "{no_place:?}");
}

#[test]
fn isa30_labelled_listings_are_the_plain_ones() {
    let dir = tmpdir("relisting");
    // isa30 has no branches: `--labels` is accepted and changes nothing.
    let bin = tmp(&dir, "gemm.bin");
    let (code, _, err) = gpuisa(&["as", "--arch", "isa30", "examples/isa30/gemm.s", "-o", bin.to_str().unwrap()], "");
    assert_eq!(code, 0, "{err}");
    let (code, plain, err) = gpuisa(&["dis", "--arch", "isa30", bin.to_str().unwrap()], "");
    assert_eq!(code, 0, "{err}");
    let (code, labelled, err) = gpuisa(&["dis", "--labels", "--arch", "isa30", bin.to_str().unwrap()], "");
    assert_eq!(code, 0, "{err}");
    assert!(!plain.is_empty());
    assert_eq!(labelled, plain);
}

/// A large raw binary listed with labels is mapped rather than read into memory: its listing, tail report
/// and exit status are those of the same bytes piped in (which are read).
#[test]
fn a_mapped_raw_binary_lists_as_the_same_bytes_read() {
    let dir = tmpdir("relisting");
    let bytes = gpuisa_core::random::bytes((5 << 20) + 2, 0x6a09_e667_f3bc_c908, |w| w);
    let file = tmp(&dir, "large.bin");
    std::fs::write(&file, &bytes).unwrap();
    let f = file.to_str().unwrap();
    for arch in ["tesla", "fermi", "usse"] {
        let mapped = std::process::Command::new(env!("CARGO_BIN_EXE_gpuisa")).args(["dis", "--labels", "--arch", arch, f]).output().unwrap();
        let piped = std::process::Command::new(env!("CARGO_BIN_EXE_gpuisa"))
            .args(["dis", "--labels", "--arch", arch, "-"])
            .stdin(std::fs::File::open(&file).unwrap())
            .output()
            .unwrap();
        assert!(String::from_utf8_lossy(&mapped.stdout).lines().any(|l| l.starts_with("L_")), "{arch}: no labels");
        assert!(mapped.stdout == piped.stdout, "{arch}: the mapped file lists otherwise");
        // The names differ ("-" against the path); the reports are the same otherwise.
        let (e1, e2) = (String::from_utf8_lossy(&mapped.stderr), String::from_utf8_lossy(&piped.stderr));
        assert_eq!(e1.replace(f, "-"), e2.replace("<stdin>", "-"), "{arch}");
        assert_eq!(mapped.status.code(), piped.status.code(), "{arch}");
    }
}
