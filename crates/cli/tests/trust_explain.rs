//! Issue 42, item 4 and the help drift: `explain` reads what `dis --lines` reads and refuses words of
//! the wrong length; Fermi's `0x` words are cuobjdump's; listings name their syntax and `as` reads it;
//! a line that reads in another syntax gets a hint naming it.
//!
//! The expected key of cuobjdump's `/*0x94001c042c000000*/` (docs/reference/dis.md's example, `S2R R0,
//! SR_CTAid_X;`): cuobjdump prints word 0 in the high half, so word 0 = 0x94001c04 and word 1 =
//! 0x2c000000, and the key (word 1 << 32 | word 0) is 2c00000094001c04.

mod common;
use common::*;

const KEY: &str = "2c00000094001c04";

fn bfs() -> String {
    shared().join("corpus/fermi/gpgpu-sim+gpgpu-sim_distribution__run_test__bfs__bfs__emb0x2148__16d2cac0.cubin").display().to_string()
}

#[test]
fn explain_reads_every_form_dis_lines_reads() {
    for word in [
        KEY,
        "0x94001c042c000000",
        "/*0x94001c042c000000*/",
        "/*0008*/ /*0x94001c042c000000*/ S2R R0, SR_CTAid_X;",
        "00000008:  2c00000094001c04  S2R R0, SR_CTAid_X;",
        "8: 2c00000094001c04",
    ] {
        let (code, out, err) = gpuisa(&["explain", "--arch", "fermi", word], "");
        assert_eq!(code, 0, "{word}: {err}");
        let first = out.lines().next().unwrap_or("");
        assert!(first.starts_with(KEY) && first.contains("S2R R0, SR_CTAid_X"), "{word}: {first}");
        // and `dis --lines` reads each the same way
        let (code, out, err) = gpuisa(&["dis", "--arch", "fermi", "--lines"], &format!("{word}\n"));
        assert_eq!((code, out.trim()), (0, "S2R R0, SR_CTAid_X;"), "{word}: {err}");
    }
    // Standard input: one a line, blank lines and comments skipped; two instructions, two explanations.
    let (code, out, err) = gpuisa(&["explain", "--arch", "fermi", "-"], &format!("// two\n{KEY}\n\n/*0x94001c042c000000*/\n"));
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().filter(|l| l.starts_with(KEY)).count(), 2, "{out}");
    // A bad line of standard input is named by its line.
    let (code, _, err) = gpuisa(&["explain", "--arch", "fermi", "-"], &format!("{KEY}\nzz\n"));
    assert_eq!(code, 1);
    assert!(err.starts_with("gpuisa: <stdin>:2: `zz`"), "{err}");
}

#[test]
fn explain_refuses_words_of_the_wrong_length() {
    for (arch, word, digits) in [("fermi", "94001c042c00000", 15), ("fermi", "2c0000009400", 12), ("usse", "0123456789abcde", 15), ("tesla", "1234567", 7), ("isa30", "1234567", 7)] {
        let (code, out, err) = gpuisa(&["explain", "--arch", arch, word], "");
        assert_eq!(code, 1, "{arch} {word}: {out}");
        assert!(err.contains(&format!("{digits} hex digits")), "{arch} {word}: {err}");
        assert!(out.is_empty());
    }
    // Longer than a word: refused by the word reader.
    let (code, _, err) = gpuisa(&["explain", "--arch", "isa30", "123456789"], "");
    assert_eq!(code, 1);
    assert!(err.contains("is not a hex word of at most 8 digits"), "{err}");
    // A Fermi short form is 8 digits (bit 3 of word 0 set); 8 digits of a long form are refused.
    let (code, _, err) = gpuisa(&["explain", "--arch", "fermi", "94001c04"], "");
    assert_eq!(code, 1);
    assert!(err.contains("not a short form's (bit 3 clear)"), "{err}");
}

#[test]
fn listings_name_their_syntax_and_as_reads_it() {
    let dir = tmpdir("trust-header");
    let (listing, out) = (dir.path().join("b.s"), dir.path().join("out.cubin"));
    for (syntax, header) in [
        (None, "// gpuisa dis --arch fermi --syntax nvdisasm"),
        (Some("nvdisasm5"), "// gpuisa dis --arch fermi --syntax nvdisasm5"),
        (Some("envydis-lossless"), "// gpuisa dis --arch fermi --syntax envydis-lossless"),
    ] {
        let mut args = vec!["dis"];
        if let Some(s) = syntax {
            args.extend(["--syntax", s]);
        }
        let b = bfs();
        args.push(&b);
        let (code, text, err) = gpuisa(&args, "");
        assert_eq!(code, 0, "{err}");
        assert_eq!(text.lines().next(), Some(header));
        std::fs::write(&listing, &text).unwrap();
        // No --syntax, no --arch: the header says both; nothing changed, so the cubin comes back as it was.
        let (code, _, err) = gpuisa(&["as", listing.to_str().unwrap(), "--replace-in", &bfs(), "-o", out.to_str().unwrap()], "");
        assert_eq!(code, 0, "{syntax:?}: {err}");
        assert!(std::fs::read(&out).unwrap() == std::fs::read(bfs()).unwrap(), "{syntax:?}: the cubin changed");
    }
    // `as --lines` passes the header and kernel lines through: one output line per input line.
    let (_, text, _) = gpuisa(&["dis", &bfs()], "");
    let (code, out, err) = gpuisa(&["as", "--arch", "fermi", "--lines"], &text);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), text.lines().count());
    assert_eq!(out.lines().next(), Some("// gpuisa dis --arch fermi --syntax nvdisasm"));
    assert!(out.lines().all(|l| l.starts_with("//") || (l.len() == 16 && l.bytes().all(|b| b.is_ascii_hexdigit()))), "{out}");
    // A container listing of Tesla code names Tesla's default syntax.
    let tesla = corpus("tesla", "cubin");
    let (code, text, err) = gpuisa(&["dis", tesla[0].to_str().unwrap()], "");
    assert_eq!(code, 0, "{err}");
    assert_eq!(text.lines().next(), Some("// gpuisa dis --arch tesla --syntax lossless"));
}

#[test]
fn a_line_that_reads_in_another_syntax_gets_a_hint_naming_it() {
    let dir = tmpdir("trust-hint");
    let listing = dir.path().join("b.s");
    let (code, text, err) = gpuisa(&["dis", "--syntax", "nvdisasm5", &bfs()], "");
    assert_eq!(code, 0, "{err}");
    // Without its header the listing is read in Fermi's default syntax, where `SR_CTAID.X` is no register.
    let body: String = text.lines().skip(1).map(|l| format!("{l}\n")).collect();
    std::fs::write(&listing, body).unwrap();
    let (code, _, err) = gpuisa(&["as", listing.to_str().unwrap(), "--replace-in", &bfs(), "-o", "-"], "");
    assert_eq!(code, 1);
    assert!(err.contains("SR_CTAID") && err.contains("hint: the line reads in --syntax nvdisasm5"), "{err}");
}

#[test]
fn help_says_what_the_commands_do() {
    let (_, out, _) = gpuisa(&["as", "--help"], "");
    assert!(!out.contains("must fit"), "{out}");
    assert!(out.contains("any size: the sections, symbols and offsets after it follow"), "{out}");
    let (_, out, _) = gpuisa(&["run", "--help"], "");
    // The options both NVIDIA runs read are labelled so.
    for opt in ["--kernel", "--grid", "--block", "--global ", "--dump", "--max-steps", "--threads", "--trace", "--stats"] {
        let at = out.find(&format!("      {opt}")).unwrap_or_else(|| panic!("{opt} missing: {out}"));
        let text = &out[at..(at + 400).min(out.len())];
        assert!(text.contains("Tesla, Fermi:"), "{opt}: {text}");
    }
    // `info` has no --arch: it does not ask for one.
    let dir = tmpdir("trust-info");
    let raw = dir.path().join("raw.bin");
    std::fs::write(&raw, [0xffu8; 16]).unwrap();
    let (code, out, err) = gpuisa(&["info", raw.to_str().unwrap()], "");
    assert_eq!(code, 0, "{err}");
    assert!(!out.contains("give --arch"), "{out}");
    let (code, _, err) = gpuisa(&["info", "--arch", "fermi", raw.to_str().unwrap()], "");
    assert_eq!(code, 2, "{err}");
}
