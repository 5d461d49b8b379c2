//! `--help` and the README agree: every option a subcommand's help lists appears in the README's synopsis
//! of that subcommand, and every option the synopsis shows exists.

mod common;

use common::{gpuisa, workspace};
use std::collections::BTreeSet;

/// The `--long` options in `text`.
fn options(text: &str) -> BTreeSet<String> {
    let mut set = BTreeSet::new();
    let b = text.as_bytes();
    let mut i = 0;
    while let Some(at) = text[i..].find("--") {
        let start = i + at;
        let mut end = start + 2;
        while end < b.len() && (b[end].is_ascii_alphanumeric() || b[end] == b'-') {
            end += 1;
        }
        let before_ok = start == 0 || !b[start - 1].is_ascii_alphanumeric();
        if end > start + 2 && before_ok && b[start + 2].is_ascii_alphabetic() {
            set.insert(text[start..end].to_string());
        }
        i = end;
    }
    set
}

/// The README's synopsis lines of `gpuisa SUB` (continuation lines included).
fn synopsis(readme: &str, sub: &str) -> String {
    let section = readme.split("## Command line").nth(1).expect("README has a Command line section");
    let mut out = String::new();
    let mut inside = false;
    for line in section.lines() {
        let t = line.trim_start();
        if !line.starts_with("    ") {
            if !line.trim().is_empty() {
                break;
            }
            continue;
        }
        if let Some(rest) = t.strip_prefix("gpuisa ") {
            let subs = rest.split_whitespace().next().unwrap_or("");
            inside = subs.split('|').any(|s| s == sub);
        }
        if inside {
            // The comment after `#` explains; its options are examples, not the synopsis.
            out.push_str(line.split(" # ").next().unwrap_or(""));
            out.push('\n');
        }
    }
    out
}

#[test]
fn help_and_readme_list_the_same_options() {
    let readme = std::fs::read_to_string(workspace().join("README.md")).unwrap();
    let (code, top, _) = gpuisa(&["--help"], "");
    assert_eq!(code, 0);
    for arch in ["tesla", "fermi", "usse", "isa30"] {
        assert!(top.contains(arch), "gpuisa --help names {arch}: {top}");
    }
    for sub in ["dis", "as", "info", "run", "explain"] {
        let (code, help, err) = gpuisa(&[sub, "--help"], "");
        assert_eq!(code, 0, "{err}");
        // The option lines of the help (`  -o, --output <OUTPUT>`, `      --force`), not its prose.
        let heads: String = help.lines().filter(|l| l.trim_start().starts_with('-')).map(|l| format!("{l}\n")).collect();
        let mut in_help = options(&heads);
        in_help.remove("--help");
        let in_readme = options(&synopsis(&readme, sub));
        let missing: Vec<_> = in_help.difference(&in_readme).collect();
        assert!(missing.is_empty(), "`gpuisa {sub} --help` lists {missing:?}, the README's synopsis does not");
        let unknown: Vec<_> = in_readme.difference(&in_help).collect();
        assert!(unknown.is_empty(), "the README's synopsis of `gpuisa {sub}` shows {unknown:?}, which its --help does not list");
        assert!(help.contains("Exit status"), "`gpuisa {sub} --help` explains the exit status");
    }
}
