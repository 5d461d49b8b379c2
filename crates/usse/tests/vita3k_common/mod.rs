//! Reads ../shared/corpus/usse-vita3k-dumps: each file's linear listing (which words belong to the
//! secondary program) and its Vita3K dump lines, each with the context Vita3K printed it in.

use gpuisa_usse::syntax::vita3k::{self, Ctx};
use gpuisa_usse::Insn;
use std::collections::HashSet;

/// One line of a Vita3K dump.
pub struct Line {
    #[allow(dead_code)]
    pub file: String,
    pub word: u64,
    /// Vita3K's text, trailing whitespace removed.
    pub text: String,
    pub ctx: Ctx,
}

/// Every dump line of every file, in file and dump order.
///
/// Context: the dump prints the secondary program first, so the longest run of leading lines whose
/// words all belong to the secondary program (by the linear listing) are taken as its lines. The
/// `SMLSI` state starts at its default with each program and follows the `SMLSI` lines before. A run
/// of identical words is split into instructions of `vita3k::lines` lines each, the line's index in
/// its instruction being the repeat.
pub fn lines() -> Vec<Line> {
    let dir = gpuisa_core::shared::dir().join("corpus/usse-vita3k-dumps");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    paths.sort();
    assert_eq!(paths.len(), 148, "dump files");
    let mut all = Vec::new();
    for p in &paths {
        let text = std::fs::read_to_string(p).unwrap();
        let file = p.file_name().unwrap().to_string_lossy().into_owned();
        let mut secondary = HashSet::new();
        let mut raw = Vec::new();
        let mut in_dump = false;
        for l in text.lines() {
            if l.starts_with("## Vita3K") {
                in_dump = true;
                continue;
            }
            if !in_dump {
                if let Some(rest) = l.strip_prefix("secondary[") {
                    let w = rest.split_whitespace().nth(2).unwrap();
                    secondary.insert(u64::from_str_radix(w, 16).unwrap());
                }
                continue;
            }
            let Some((w, t)) = l.split_once(": ") else {
                continue;
            };
            let Ok(word) = u64::from_str_radix(w, 16) else {
                continue;
            };
            raw.push((word, t.trim_end().to_string()));
        }
        let n_secondary = raw
            .iter()
            .take_while(|(w, _)| secondary.contains(w))
            .count();
        let mut ctx = Ctx::default();
        let mut i = 0;
        while i < raw.len() {
            if i == n_secondary {
                ctx = Ctx::default();
            }
            ctx.secondary = i < n_secondary;
            let word = raw[i].0;
            let insn = Insn::decode(word);
            let per = vita3k::lines(&insn) as usize;
            // This instruction's lines: up to `per` identical words (not crossing the program edge).
            let mut k = 0;
            while k < per
                && i + k < raw.len()
                && raw[i + k].0 == word
                && (i + k != n_secondary || k == 0)
            {
                let mut c = ctx;
                c.repeat = k as u8;
                all.push(Line {
                    file: file.clone(),
                    word,
                    text: raw[i + k].1.clone(),
                    ctx: c,
                });
                k += 1;
            }
            ctx.update(&insn);
            i += k;
        }
    }
    all
}
