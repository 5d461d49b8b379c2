//! `--help` and the reference pages agree: every option a subcommand's help lists appears in its page
//! (docs/reference/SUB.md), and every option of the page's option tables exists.

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

/// The option column of a reference page's tables (`| `--arch A` | meaning |` rows).
fn table_options(page: &str) -> String {
    page.lines().filter(|l| l.starts_with("| `")).map(|l| l.split(" | ").next().unwrap_or("").to_string() + "\n").collect()
}

#[test]
fn help_and_reference_pages_list_the_same_options() {
    let (code, top, _) = gpuisa(&["--help"], "");
    assert_eq!(code, 0);
    for arch in ["tesla", "fermi", "usse", "isa30"] {
        assert!(top.contains(arch), "gpuisa --help names {arch}: {top}");
    }
    for sub in ["dis", "as", "info", "run", "explain"] {
        let page = std::fs::read_to_string(workspace().join(format!("docs/reference/{sub}.md"))).unwrap();
        let (code, help, err) = gpuisa(&[sub, "--help"], "");
        assert_eq!(code, 0, "{err}");
        // The option lines of the help (`  -o, --output <OUTPUT>`, `      --force`), not its prose.
        let heads: String = help.lines().filter(|l| l.trim_start().starts_with('-')).map(|l| format!("{l}\n")).collect();
        let mut in_help = options(&heads);
        in_help.remove("--help");
        let on_page = options(&page);
        let missing: Vec<_> = in_help.difference(&on_page).collect();
        assert!(missing.is_empty(), "`gpuisa {sub} --help` lists {missing:?}, docs/reference/{sub}.md does not");
        let in_tables = options(&table_options(&page));
        let unknown: Vec<_> = in_tables.difference(&in_help).collect();
        assert!(unknown.is_empty(), "docs/reference/{sub}.md's tables show {unknown:?}, which `gpuisa {sub} --help` does not list");
        assert!(help.contains("Exit status"), "`gpuisa {sub} --help` explains the exit status");
    }
}
