//! Replacing a GXP file's primary or secondary program (`gpuisa as --replace-in IN.gxp`): for every
//! corpus file, the same code gives the same bytes; longer and shorter code gives a file that reads back
//! with the new program and everything else as before (parameters, literals, buffers, samplers, the other
//! program), and whose bytes after the program are the old ones moved, except the offsets rewritten.

use gpuisa_container::{read_gxp, replace_gxp_program, Container, GxpProgram};

fn corpus() -> Vec<(String, Vec<u8>)> {
    let dir = gpuisa_core::shared::dir().join("corpus/usse");
    let mut v: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "gxp"))
        .map(|p| (p.file_name().unwrap().to_string_lossy().into_owned(), std::fs::read(&p).unwrap()))
        .collect();
    v.sort();
    assert!(v.len() >= 100, "the GXP corpus is missing ({} files)", v.len());
    v
}

/// The info lines that do not depend on the programs' sizes.
fn stable_info(c: &Container) -> Vec<(String, String)> {
    c.info
        .iter()
        .filter(|(k, _)| k != "size" && !k.ends_with(" program"))
        .cloned()
        .collect()
}

/// Whether the file has a place for the program (its offset field is not 0).
fn has_place(bytes: &[u8], which: GxpProgram) -> bool {
    let at = if which == GxpProgram::Primary { 0x40 } else { 0x48 };
    bytes[at..at + 4] != [0; 4]
}

fn code(c: &Container, which: GxpProgram) -> &[u8] {
    &c.kernels[if which == GxpProgram::Primary { 1 } else { 0 }].code
}

#[test]
fn same_code_gives_the_same_file() {
    for (name, bytes) in corpus() {
        let c = read_gxp(&bytes).unwrap();
        for which in [GxpProgram::Primary, GxpProgram::Secondary] {
            if !has_place(&bytes, which) {
                assert!(replace_gxp_program(&bytes, which, &[0; 8]).is_err(), "{name}: {which:?} has no place");
                continue;
            }
            let out = replace_gxp_program(&bytes, which, code(&c, which)).unwrap();
            assert!(out == bytes, "{name} {which:?}: replacing the program by itself changed the file");
        }
    }
}

#[test]
fn longer_and_shorter_code_reads_back_with_everything_else_unchanged() {
    let (mut files, mut cases) = (0, 0);
    for (name, bytes) in corpus() {
        let old = read_gxp(&bytes).unwrap();
        files += 1;
        for which in [GxpProgram::Primary, GxpProgram::Secondary] {
            if !has_place(&bytes, which) {
                continue;
            }
            let prog = code(&old, which);
            let mut longer = prog.to_vec();
            longer.extend_from_slice(&0xfa00_0000_0000_0000u64.to_le_bytes());
            longer.extend_from_slice(&0x1234_5678_9abc_def0u64.to_le_bytes());
            let shorter = &prog[..prog.len() / 16 * 8];
            // An empty primary program is refused (the reader takes it for a damaged count).
            let cases_here: &[&[u8]] = if shorter.is_empty() && which == GxpProgram::Primary {
                &[&longer[..]]
            } else {
                &[&longer[..], shorter]
            };
            for &new_code in cases_here {
                let out = match replace_gxp_program(&bytes, which, new_code) {
                    Ok(o) => o,
                    Err(e) => panic!("{name} {which:?}: {e}"),
                };
                let new = read_gxp(&out).unwrap_or_else(|e| panic!("{name} {which:?}: result does not read: {e}"));
                assert_eq!(code(&new, which), new_code, "{name} {which:?}: new program");
                let other = if which == GxpProgram::Primary { GxpProgram::Secondary } else { GxpProgram::Primary };
                assert_eq!(code(&new, other), code(&old, other), "{name} {which:?}: the other program");
                assert_eq!(stable_info(&new), stable_info(&old), "{name} {which:?}: the rest of the file");
                let delta = new_code.len() as i64 - prog.len() as i64;
                assert_eq!(out.len() as i64, bytes.len() as i64 + delta, "{name}: file length");
                cases += 1;
            }
        }
    }
    eprintln!("{files} GXP files, {cases} replacements read back unchanged but for the new program");
}

#[test]
fn refuses_partial_instructions_and_bad_files() {
    let (_, bytes) = corpus().remove(0);
    assert!(replace_gxp_program(&bytes, GxpProgram::Primary, &[0; 12]).is_err());
    assert!(replace_gxp_program(&bytes[..0x50], GxpProgram::Primary, &[0; 8]).is_err());
    assert!(replace_gxp_program(b"ELF", GxpProgram::Primary, &[0; 8]).is_err());
}
