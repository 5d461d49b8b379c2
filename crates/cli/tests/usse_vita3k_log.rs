//! `gpuisa dis --syntax vita3k FILE.gxp` prints what Vita3K logs for the file: for every GXP file of the
//! corpus with a dump in ../shared/corpus/usse-vita3k-dumps, the listing's (word, text) lines, in
//! order, equal the dump's, but for the words Vita3K logs nothing for (branches: they print as
//! `.dword`). Prints the counts; fails on any other difference.

mod common;

use common::gpuisa;

/// The dump's `WORD: TEXT` lines (trailing spaces dropped).
fn dump_lines(text: &str) -> Vec<(String, String)> {
    text.lines()
        .filter_map(|l| {
            let (w, t) = l.split_once(": ")?;
            (w.len() == 16 && w.bytes().all(|b| b.is_ascii_hexdigit())).then(|| (w.to_string(), t.trim_end().to_string()))
        })
        .collect()
}

#[test]
fn gxp_listings_in_vita3k_syntax_equal_vita3k_logs() {
    let shared = gpuisa_core::shared::dir();
    let dumps = shared.join("corpus/usse-vita3k-dumps");
    let mut names: Vec<_> = std::fs::read_dir(&dumps).unwrap().map(|e| e.unwrap().path()).collect();
    names.sort();
    let (mut files, mut same, mut lines, mut skipped, mut diffs) = (0, 0, 0, 0, Vec::new());
    for d in &names {
        let stem = d.file_stem().unwrap().to_string_lossy().into_owned();
        let gxp = shared.join("corpus/usse").join(format!("{stem}.gxp"));
        if !gxp.exists() {
            continue;
        }
        let want = dump_lines(&std::fs::read_to_string(d).unwrap());
        if want.is_empty() {
            continue; // Vita3K dumped nothing for this file
        }
        let (code, out, err) = gpuisa(&["dis", "--syntax", "vita3k", gxp.to_str().unwrap()], "");
        assert_eq!(code, 0, "{stem}: {err}");
        let got: Vec<(String, String)> = out
            .lines()
            .filter(|l| !l.starts_with("//"))
            .filter_map(|l| {
                let (w, t) = (l.get(11..27)?, l.get(30..)?.trim_end());
                if t.starts_with(".dword") {
                    skipped += 1;
                    return None;
                }
                Some((w.to_string(), t.to_string()))
            })
            .collect();
        files += 1;
        lines += want.len();
        if got == want {
            same += 1;
        } else if diffs.len() < 10 {
            let at = got.iter().zip(&want).position(|(g, w)| g != w).unwrap_or(got.len().min(want.len()));
            diffs.push(format!("{stem} line {at}: got {:?}, dump {:?}", got.get(at), want.get(at)));
        }
    }
    eprintln!("{same} of {files} GXP files list exactly Vita3K's {lines} logged lines ({skipped} branch words it does not log)");
    for d in &diffs {
        eprintln!("  {d}");
    }
    assert!(files >= 100, "only {files} dumps found");
    assert_eq!(same, files);
}
