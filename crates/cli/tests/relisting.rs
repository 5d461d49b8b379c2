//! Listings go back in: `gpuisa as (gpuisa dis C) --replace-in C` is C byte for byte, for every corpus
//! ELF cubin and GXP file; one kernel of a listing assembles alone; `--lines` reads listing lines,
//! `ADDR:` prefixes and cuobjdump lines.

mod common;

use common::{corpus, gpuisa};
use std::path::PathBuf;

fn tmp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gpuisa-relisting-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

#[test]
fn every_corpus_container_goes_back_in_byte_for_byte() {
    let files: Vec<PathBuf> = [corpus("tesla", ".cubin"), corpus("fermi", ".cubin"), corpus("usse", ".gxp")].concat();
    let (listing, out) = (tmp("c.s"), tmp("c.out"));
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
    let (listing, out) = (tmp("e.s"), tmp("e.out"));
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
    let bin = tmp("k.bin");
    let (code, _, err) = gpuisa(&["as", "--arch", "fermi", listing.to_str().unwrap(), "--kernel", name, "-o", bin.to_str().unwrap()], "");
    assert_eq!(code, 0, "{err}");
    let (_, one, _) = gpuisa(&["dis", "--kernel", name, out.to_str().unwrap()], "");
    let (_, raw, _) = gpuisa(&["dis", "--arch", "fermi", bin.to_str().unwrap()], "");
    assert_eq!(one.lines().skip(1).collect::<Vec<_>>(), raw.lines().collect::<Vec<_>>());
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
