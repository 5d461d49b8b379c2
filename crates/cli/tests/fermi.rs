//! Fermi on the command line: assembling a kernel into an existing cubin in place of the kernel of that
//! name (`as --replace-in`), checked by reading the result back.

mod common;

use common::{gpuisa, tmpdir};

const CUBIN: &str = "corpus/fermi/Multi2Sim+multi2sim__samples__fermi__vectorAddDrv__vectorAdd_kernel__54c58a9c.cubin";

/// The text column of a `gpuisa dis` listing, with the kernel headers.
fn texts(listing: &str) -> Vec<String> {
    // The first line names the syntax (`// gpuisa dis ...`): not a kernel's.
    listing.lines().filter(|l| !l.starts_with("// gpuisa dis")).map(|l| if l.starts_with("//") { l.to_string() } else { l[30..].to_string() }).collect()
}

#[test]
fn replace_in_puts_new_code_in_place_of_the_kernel() {
    let tmp_dir = tmpdir("replace");
    let dir = tmp_dir.path();
    let cubin = gpuisa_core::shared::dir().join(CUBIN);
    let cubin = cubin.to_str().unwrap();
    let (code, before, err) = gpuisa(&["dis", cubin], "");
    assert_eq!(code, 0, "{err}");
    // The kernel's own text, with its addition turned into a multiplication and its last two
    // instructions (store, exit) cut to one exit: a smaller kernel.
    let old = texts(&before);
    let mut src: Vec<String> = old[1..].iter().map(|t| t.replace("FADD", "FMUL")).collect();
    src.truncate(src.len() - 2);
    src.push("EXIT;".into());
    let out = dir.join("out.cubin");
    let (code, _, err) = gpuisa(&["as", "--arch", "fermi", "--replace-in", cubin, "-o", out.to_str().unwrap(), "-"], &src.join("\n"));
    assert_eq!(code, 0, "{err}");
    // Read back: the kernel holds the new code, everything else reads as before.
    let (code, after, err) = gpuisa(&["dis", out.to_str().unwrap()], "");
    assert_eq!(code, 0, "{err}");
    let new = texts(&after);
    assert_eq!(new[0], format!("// kernel VecAdd_kernel ({} bytes)", 8 * src.len()));
    assert_eq!(new[1..], src[..]);
    let (_, info_before, _) = gpuisa(&["info", cubin], "");
    let (_, info_after, _) = gpuisa(&["info", out.to_str().unwrap()], "");
    let differ: Vec<(&str, &str)> =
        info_before.lines().zip(info_after.lines()).filter(|(a, b)| a != b).collect();
    assert_eq!(info_before.lines().count(), info_after.lines().count());
    assert!(differ.iter().all(|(a, _)| a.contains("112")), "only the code size changes: {differ:?}");
    // Larger code than the kernel's space grows it: the sections after it move (crates/cli/tests/grow.rs
    // checks the layout); here the kernel reads back as the 100 instructions.
    let big = vec!["EXIT;"; 100].join("\n");
    let out2 = dir.join("big.cubin");
    let (code, _, err) = gpuisa(&["as", "--arch", "fermi", "--replace-in", cubin, "-o", out2.to_str().unwrap(), "-"], &big);
    assert_eq!(code, 0, "{err}");
    let (code, grown, err) = gpuisa(&["dis", out2.to_str().unwrap()], "");
    assert_eq!(code, 0, "{err}");
    let grown = texts(&grown);
    assert_eq!(grown[0], "// kernel VecAdd_kernel (800 bytes)");
    assert!(grown[1..].iter().all(|t| t == "EXIT;") && grown.len() == 101, "{grown:?}");
    std::fs::remove_dir_all(dir).ok();
}

/// `--syntax envydis` prints envydis' text (expected texts from ../shared/vectors/fermi), and
/// `--syntax envydis-lossless` a text that assembles back to the same words; `as --syntax envydis` reads
/// both.
#[test]
fn envydis_syntax_on_the_command_line() {
    let path = gpuisa_core::shared::dir().join("vectors/fermi/envydis-clean.tsv");
    let vectors = std::fs::read_to_string(&path).unwrap();
    // The first 300 64-bit lines (`--lines` takes 64-bit words only), and the surface ops (`1d`, ...).
    let lines: Vec<(&str, &str)> = vectors
        .lines()
        .filter_map(|l| l.split_once('\t'))
        .filter(|(k, _)| k.len() == 16)
        .enumerate()
        .filter(|(i, (_, t))| *i < 300 || t.contains(" 1d ") || t.contains(" 2d ") || t.contains(" 3d "))
        .map(|(_, l)| l)
        .collect();
    assert!(lines.len() > 330);
    let keys: Vec<String> = lines.iter().map(|(k, _)| k.to_string()).collect();
    let input = keys.join("\n") + "\n";
    let (code, out, err) = gpuisa(&["dis", "--arch", "fermi", "--lines", "--syntax", "envydis"], &input);
    assert_eq!(code, 0, "{err}");
    let got: Vec<&str> = out.lines().collect();
    let want: Vec<&str> = lines.iter().map(|(_, t)| *t).collect();
    assert_eq!(got, want);
    // The lossless text assembles back to the same words.
    let (code, lossless, err) = gpuisa(&["dis", "--arch", "fermi", "--lines", "--syntax", "envydis-lossless"], &input);
    assert_eq!(code, 0, "{err}");
    let (code, words, err) = gpuisa(&["as", "--arch", "fermi", "--lines", "--syntax", "envydis"], &lossless);
    assert_eq!(code, 0, "{err}");
    let back: Vec<String> = words.lines().map(|w| format!("{:016x}", u64::from_str_radix(w.trim(), 16).unwrap())).collect();
    assert_eq!(back, keys);
    // NVIDIA's syntax stays the default.
    let (code, out, _) = gpuisa(&["dis", "--arch", "fermi", "--lines"], "2c00000084001c04\n");
    assert_eq!((code, out.as_str()), (0, "S2R R0, SR_Tid_X;\n"));
}

/// `--lines` takes 8 hex digits for a 32-bit short form: every short-form line of the envydis vectors
/// prints envydis' text, and its lossless text assembles back to the same 8 digits.
#[test]
fn short_forms_on_lines() {
    let path = gpuisa_core::shared::dir().join("vectors/fermi/envydis-clean.tsv");
    let text = std::fs::read_to_string(path).unwrap();
    let short: Vec<(&str, &str)> = text.lines().filter_map(|l| l.split_once('\t')).filter(|(k, _)| k.len() == 8).collect();
    assert!(short.len() > 100, "{} short forms", short.len());
    let keys: String = short.iter().map(|(k, _)| format!("{k}\n")).collect();
    let (code, out, err) = gpuisa(&["dis", "--arch", "fermi", "--lines", "--syntax", "envydis"], &keys);
    assert_eq!(code, 0, "{err}");
    let same = out.lines().zip(&short).filter(|(o, (_, t))| o == t).count();
    assert_eq!(same, short.len(), "{same} of {} short forms print envydis' text", short.len());
    let (code, lossless, err) = gpuisa(&["dis", "--arch", "fermi", "--lines", "--syntax", "envydis-lossless"], &keys);
    assert_eq!(code, 0, "{err}");
    let (code, back, err) = gpuisa(&["as", "--arch", "fermi", "--lines", "--syntax", "envydis"], &lossless);
    assert_eq!(code, 0, "{err}");
    assert_eq!(back, keys);
}

/// `--shift-wrap`: which value of a shift's wrap bit prints and reads as `.W` (bit 9 of SHL here), and
/// refused where it means nothing.
#[test]
fn shift_wrap_chooses_the_reading_of_the_wrap_bit() {
    // `@!P0 SHL R3, R2, 0x2` with bit 9 set, then clear.
    let words = "6000c0000820e203\n6000c0000820e003\n";
    let (code, clear, err) = gpuisa(&["dis", "--arch", "fermi", "--lines"], words);
    assert_eq!(code, 0, "{err}");
    assert_eq!(clear, "@!P0 SHL R3, R2, 0x2;\n@!P0 SHL.W R3, R2, 0x2;\n");
    let (code, set, err) = gpuisa(&["dis", "--arch", "fermi", "--lines", "--shift-wrap", "set"], words);
    assert_eq!(code, 0, "{err}");
    assert_eq!(set, "@!P0 SHL.W R3, R2, 0x2;\n@!P0 SHL R3, R2, 0x2;\n");
    // Each text reads back to its word under the same reading.
    for (text, args) in [(&clear, &["as", "--arch", "fermi", "--lines"][..]), (&set, &["as", "--arch", "fermi", "--lines", "--shift-wrap", "set"][..])] {
        let (code, back, err) = gpuisa(args, text);
        assert_eq!((code, back.as_str()), (0, words), "{err}");
    }
    for args in [&["dis", "--arch", "tesla", "--lines", "--shift-wrap", "set"][..], &["dis", "--arch", "fermi", "--syntax", "envydis", "--lines", "--shift-wrap", "clear"], &["as", "--arch", "tesla", "--lines", "--shift-wrap", "set"]] {
        let (code, _, err) = gpuisa(args, "");
        assert_ne!(code, 0, "{args:?}");
        assert!(err.contains("--shift-wrap is for Fermi"), "{args:?}: {err}");
    }
}

/// `--syntax nvdisasm5` on the command line: the corpus' CUDA 5 listing read by `dis` prints as the
/// listing does, and `as` reads the text back to the listed words.
#[test]
fn nvdisasm5_on_the_command_line() {
    let l = gpuisa_core::shared::dir().join("corpus/listings/fermi/Multi2Sim+m2s-client-kit__local-tests__test-auto__frm-asm__test.out__690ea2f1.txt");
    let listing = std::fs::read_to_string(&l).unwrap();
    let (code, out, err) = gpuisa(&["dis", "--syntax", "nvdisasm5", l.to_str().unwrap()], "");
    assert_eq!(code, 0, "{err}");
    let got: Vec<&str> = out.lines().filter(|t| !t.starts_with("//")).collect();
    let mut src = String::new();
    let mut n = 0;
    for line in listing.lines().filter(|t| t.trim().starts_with("/*0")) {
        let (text, word) = line.rsplit_once("/* 0x").unwrap();
        let text = text.split_once("*/").unwrap().1.trim();
        let word = word.trim_end().trim_end_matches("*/").trim();
        assert!(got[n].ends_with(&format!("{word}   {text}")), "{} vs {text}", got[n]);
        src.push_str(&format!("{}\n", got[n]));
        n += 1;
    }
    assert_eq!(n, 14);
    let (code, words, err) = gpuisa(&["as", "--arch", "fermi", "--syntax", "nvdisasm5", "--lines"], &src);
    assert_eq!(code, 0, "{err}");
    let want: Vec<&str> = got.iter().map(|l| l.split_whitespace().nth(1).unwrap()).collect();
    assert_eq!(words.lines().collect::<Vec<_>>(), want);
    // NVIDIA's syntaxes: Tesla and Fermi, not the USSE's.
    assert_eq!(gpuisa(&["dis", "--arch", "usse", "--syntax", "nvdisasm5", "--lines"], "").0, 2);
}
