//! `gpuisa run --arch usse`: the Vita3K shader tests' console results (`corpus/usse-hwtests`), run as
//! their harness set them up; a program run on given inputs; the errors (runaway loop, missing input).

mod common;

use common::{gpuisa, shared};

/// Cases of `corpus/usse-hwtests/tests` that reproduce the console's bytes (of 449). Each failing case
/// is listed with its reason in docs/usse.md.
const EXPECTED_PASS: usize = 449;

#[test]
fn hwtests_reproduce_the_console() {
    let dir = shared().join("corpus/usse-hwtests/tests");
    let (code, out, err) = gpuisa(
        &["run", "--arch", "usse", "--hwtests", dir.to_str().unwrap()],
        "",
    );
    let last = out.lines().last().unwrap_or("");
    eprintln!("{last}");
    let (pass, fail): (usize, usize) = {
        let w: Vec<&str> = last.split_whitespace().collect();
        assert!(
            w.len() == 4 && w[1] == "passed," && w[3] == "failed",
            "last line: {last:?} ({err})"
        );
        (w[0].parse().unwrap(), w[2].parse().unwrap())
    };
    assert_eq!(pass + fail, 449, "{last}");
    assert_eq!(code, if fail == 0 { 0 } else { 1 });
    assert_eq!(out.lines().filter(|l| l.starts_with("pass ")).count(), pass);
    assert_eq!(pass, EXPECTED_PASS, "hwtests pass count changed: {last}");
}
