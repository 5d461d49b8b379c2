//! Fermi on the command line: assembling a kernel into an existing cubin in place of the kernel of that
//! name (`as --replace-in`), checked by reading the result back.

mod common;

use common::gpuisa;

const CUBIN: &str = "corpus/fermi/Multi2Sim+multi2sim__samples__fermi__vectorAddDrv__vectorAdd_kernel__54c58a9c.cubin";

/// The text column of a `gpuisa dis` listing, with the kernel headers.
fn texts(listing: &str) -> Vec<String> {
    listing.lines().map(|l| if l.starts_with("//") { l.to_string() } else { l[30..].to_string() }).collect()
}

#[test]
fn replace_in_puts_new_code_in_place_of_the_kernel() {
    let dir = std::env::temp_dir().join(format!("gpuisa-replace-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
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
    // Larger code than the kernel's space is refused with a message, and no file is written.
    let big = vec!["EXIT;"; 100].join("\n");
    let out2 = dir.join("big.cubin");
    let (code, _, err) = gpuisa(&["as", "--arch", "fermi", "--replace-in", cubin, "-o", out2.to_str().unwrap(), "-"], &big);
    assert_eq!(code, 1);
    assert!(err.contains("larger than the old"), "{err}");
    assert!(!out2.exists());
    std::fs::remove_dir_all(&dir).ok();
}
