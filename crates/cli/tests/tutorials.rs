//! Runs every command of the tutorials (`docs/tutorials/*.md`) with the built `gpuisa`, so that a tutorial
//! that no longer works fails the build.
//!
//! What is run (docs/README.md, "How the tutorials are tested"): the ```` ```console ```` blocks. In them a
//! line starting with `$ ` is a command (continued by following lines that start with `> `), run by
//! `bash -o pipefail` in a fresh folder per tutorial, with `gpuisa` first on `PATH` and `$GPUISA_SHARED`
//! naming the shared folder. A command that only sets a variable (`$ C=...`, `$ export C=...`) is kept and
//! run again before each later command of the same tutorial, as a shell session would keep it. The command
//! must exit 0, or with N when it ends with the comment `# status N`. The lines after it, up to the next
//! command, are output that was shown: each one (trimmed) must appear in a line the command printed
//! (standard output or error). A line `...` marks lines left out; `...` inside a line, text left out.

mod common;

use std::path::PathBuf;
use std::process::Command;

/// One command of a tutorial: where it is, its text, the exit status it must give, the lines it shows.
#[derive(Debug, PartialEq)]
struct Step {
    line: usize,
    command: String,
    status: i32,
    shown: Vec<String>,
}

/// The commands of a tutorial's ```console blocks, in order.
fn steps(markdown: &str) -> Vec<Step> {
    let mut out: Vec<Step> = Vec::new();
    let mut in_console = false;
    for (i, raw) in markdown.lines().enumerate() {
        let line = raw.trim_end();
        if let Some(fence) = line.trim_start().strip_prefix("```") {
            in_console = !in_console && fence.trim() == "console";
            continue;
        }
        if !in_console {
            continue;
        }
        if let Some(cmd) = line.strip_prefix("$ ") {
            out.push(Step { line: i + 1, command: cmd.to_string(), status: 0, shown: Vec::new() });
        } else if let (Some(cont), Some(last)) = (line.strip_prefix("> "), out.last_mut()) {
            if last.shown.is_empty() {
                last.command.push('\n');
                last.command.push_str(cont);
            }
        } else if let Some(last) = out.last_mut() {
            let shown = line.trim();
            if !shown.is_empty() && shown != "..." {
                last.shown.push(shown.to_string());
            }
        }
    }
    for s in &mut out {
        if let Some((_, n)) = s.command.rsplit_once("# status ") {
            s.status = n.trim().parse().unwrap_or(-1);
        }
    }
    out
}

/// A command that only sets a shell variable: it stays in force for the tutorial's later commands.
fn is_assignment(cmd: &str) -> bool {
    let body = cmd.strip_prefix("export ").unwrap_or(cmd);
    let name: String = body.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
    !name.is_empty() && body[name.len()..].starts_with('=') && !cmd.contains('\n')
}

/// Whether an output line is the shown one: the pieces between `...` appear in it, in order.
fn shows(line: &str, shown: &str) -> bool {
    let mut rest = line;
    for piece in shown.split("...") {
        match rest.find(piece) {
            Some(at) => rest = &rest[at + piece.len()..],
            None => return false,
        }
    }
    true
}

/// Whether a program the tutorials call besides gpuisa is installed.
fn has(tool: &str) -> bool {
    Command::new("bash").args(["-c", &format!("command -v {tool}")]).output().map(|o| o.status.success()).unwrap_or(false)
}

/// Runs a tutorial's steps in a fresh folder; returns one message per step that failed.
fn run_steps(name: &str, steps: &[Step]) -> Vec<String> {
    let dir = common::tmpdir("tutorial");
    let bin = PathBuf::from(env!("CARGO_BIN_EXE_gpuisa"));
    let path = format!("{}:{}", bin.parent().unwrap().display(), std::env::var("PATH").unwrap_or_default());
    let mut prelude = String::new();
    let mut failures = Vec::new();
    for step in steps {
        // jq is optional on a developer's machine; CI installs it.
        if step.command.contains("jq ") && !has("jq") {
            assert!(std::env::var_os("CI").is_none(), "{name}:{}: `jq` is missing", step.line);
            eprintln!("{name}:{}: skipped (jq is not installed)", step.line);
            continue;
        }
        let script = format!("{prelude}{}", step.command);
        let out = Command::new("bash")
            .args(["-o", "pipefail", "-c", &script])
            .current_dir(dir.path())
            .env("PATH", &path)
            .env("GPUISA_SHARED", common::shared())
            .output()
            .expect("bash runs");
        let text = format!("{}\n{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
        let code = out.status.code().unwrap_or(-1);
        if code != step.status {
            failures.push(format!(
                "{name}:{}: `{}` exited {code}, not {}:\n{}",
                step.line, step.command, step.status, text.trim_end()
            ));
            continue;
        }
        for shown in &step.shown {
            if !text.lines().any(|l| shows(l, shown)) {
                failures.push(format!(
                    "{name}:{}: `{}` did not print `{shown}`; it printed:\n{}",
                    step.line, step.command, text.trim_end()
                ));
                break;
            }
        }
        if is_assignment(&step.command) {
            prelude.push_str(&step.command);
            prelude.push('\n');
        }
    }
    failures
}

fn tutorials_dir() -> PathBuf {
    common::workspace().join("docs/tutorials")
}

/// Runs one tutorial file; panics with every failed step.
fn tutorial(file: &str) {
    let path = tutorials_dir().join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let steps = steps(&text);
    assert!(steps.len() >= 3, "{file}: only {} commands found", steps.len());
    let failures = run_steps(file, &steps);
    assert!(failures.is_empty(), "{} of {} commands of {file} failed:\n\n{}", failures.len(), steps.len(), failures.join("\n\n"));
    eprintln!("{file}: {} commands passed", steps.len());
}

/// The tutorials this file runs; `every_tutorial_is_run` keeps it equal to the folder's contents.
const TUTORIALS: [&str; 5] =
    ["patch-a-kernel.md", "run-a-kernel.md", "script-with-json.md", "profile-a-kernel.md", "vita-shader.md"];

#[test]
fn every_tutorial_is_run() {
    let mut found: Vec<String> = std::fs::read_dir(tutorials_dir())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".md"))
        .collect();
    found.sort();
    let mut listed: Vec<String> = TUTORIALS.iter().map(|s| s.to_string()).collect();
    listed.sort();
    assert_eq!(found, listed, "docs/tutorials and TUTORIALS in this file differ");
}

#[test]
fn patch_a_kernel() {
    tutorial("patch-a-kernel.md");
}

#[test]
fn run_a_kernel() {
    tutorial("run-a-kernel.md");
}

#[test]
fn script_with_json() {
    tutorial("script-with-json.md");
}

#[test]
fn profile_a_kernel() {
    tutorial("profile-a-kernel.md");
}

#[test]
fn vita_shader() {
    tutorial("vita-shader.md");
}

/// The reader and the runner themselves: commands, continuations, statuses and shown output are found, and
/// a broken command, a wrong status or missing output is reported (so the tests above can fail).
#[test]
fn a_broken_tutorial_fails() {
    let md = "text\n\n```console\n$ X=4\n$ echo $X\n4\n...\n$ gpuisa dis --arch nonsense  # status 2\n$ printf 'a\\n\\\n> b\\n'\na\nb\n```\n\n```text\n$ false\n```\n";
    let got = steps(md);
    assert_eq!(got.len(), 4, "{got:?}");
    assert_eq!(got[1], Step { line: 5, command: "echo $X".into(), status: 0, shown: vec!["4".into()] });
    assert_eq!(got[2].status, 2);
    assert_eq!(got[3].command, "printf 'a\\n\\\nb\\n'");
    assert_eq!(got[3].shown, vec!["a", "b"]);
    assert!(shows("gpuisa: f.cubin: kernel K: out of bounds", "gpuisa: ...: kernel K: ...bounds"));
    assert!(!shows("gpuisa: f.cubin: out of bounds", "bounds...gpuisa"));
    assert!(run_steps("self-test", &got).is_empty(), "{:?}", run_steps("self-test", &got));

    let broken = "```console\n$ gpuisa dis --arch tesla no-such-file\n$ gpuisa dis --arch nonsense\n$ echo 5\n6\n```\n";
    let failures = run_steps("broken", &steps(broken));
    assert_eq!(failures.len(), 3, "{failures:#?}");
    assert!(failures[0].contains("exited 1, not 0"), "{}", failures[0]);
    assert!(failures[1].contains("exited 2, not 0"), "{}", failures[1]);
    assert!(failures[2].contains("did not print `6`"), "{}", failures[2]);
}
