//! The command line's contract (README "Command line"): exit 0 on success, 1 for bad input, 2 for bad
//! usage; one `gpuisa:` line naming the file or option; no panic on absurd input; outputs whole or absent;
//! closed pipes end quietly; the container's architecture wins over a contradicting option.

mod common;

use common::{corpus, gpuisa, shared, tmpdir, workspace};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The first corpus file of `sub` whose name ends in `ext`.
fn corpus_file(sub: &str, ext: &str) -> PathBuf {
    corpus(sub, ext).remove(0)
}

/// `name` in the test's own temporary folder `dir`.
fn tmp(dir: &tempfile::TempDir, name: &str) -> PathBuf {
    dir.path().join(name)
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// The example kernel, assembled.
fn tesla_kernel(dir: &tempfile::TempDir) -> PathBuf {
    let bin = tmp(dir, "loop.bin");
    let (code, _, err) = gpuisa(&["as", "--arch", "tesla", "examples/tesla/loop.s", "-o", s(&bin)], "");
    assert_eq!(code, 0, "{err}");
    bin
}

/// Asserts the exit code, that standard error is one `gpuisa:` line (or a diagnostic) with `want`, and
/// that nothing panicked.
fn expect(args: &[&str], code: i32, want: &str) {
    let (got, _, err) = gpuisa(args, "");
    assert_eq!(got, code, "gpuisa {}: {err}", args.join(" "));
    assert!(!err.contains("panicked"), "gpuisa {}: {err}", args.join(" "));
    assert!(err.contains(want), "gpuisa {}: `{want}` not in: {err}", args.join(" "));
    if code != 0 {
        assert!(err.starts_with("gpuisa: ") || err.starts_with("error"), "gpuisa {}: {err}", args.join(" "));
    }
}

#[test]
fn the_example_kernel_runs_to_its_end() {
    let dir = tmpdir("contract");
    let bin = tesla_kernel(&dir);
    let (code, out, err) = gpuisa(&["run", "--arch", "tesla", s(&bin), "--grid", "1", "--block", "1", "--dump", "0:4"], "");
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.trim(), "00000 00000078", "0 + 1 + ... + 15");
}

#[test]
fn absurd_run_options_are_refused_before_the_run() {
    let dir = tmpdir("contract");
    let bin = tesla_kernel(&dir);
    let k = s(&bin);
    let base = ["run", "--arch", "tesla", k];
    let cases: &[(&[&str], i32, &str)] = &[
        (&["--grid", "1", "--block", "32", "--global-size", "18446744073709551615"], 2, "--global-size"),
        (&["--grid", "1", "--block", "32", "--global-size", "1099511627776"], 2, "1 GiB"),
        (&["--grid=", "--block", "32"], 2, "--grid"),
        (&["--grid", "1,2,3", "--block", "32"], 2, "--grid"),
        (&["--grid", "0", "--block", "32"], 2, "--grid"),
        (&["--grid", "1", "--block", "4096"], 2, "--block"),
        (&["--grid", "1"], 2, "--block is needed"),
        (&["--grid", "1", "--block", "1", "--dump", "100:0"], 2, "START is after END"),
        (&["--grid", "1", "--block", "1", "--dump", "0:ffffffff"], 2, "global memory ends"),
        (&["--grid", "1", "--block", "1", "--dump", "zz"], 2, "--dump"),
        (&["--grid", "1", "--block", "1", "--param=-99999999999"], 2, "does not fit 32 bits"),
        (&["--grid", "1", "--block", "1", "--param", "99999999999"], 2, "does not fit 32 bits"),
        (&["--grid", "1", "--block", "1", "--param", "1e99"], 2, "range of a 32-bit float"),
        (&["--grid", "1", "--block", "1", "--const", "16=x"], 2, "bank 16"),
        (&["--grid", "1", "--block", "1", "--variant", "x"], 2, "--variant"),
        (&["--grid", "1", "--block", "1", "--threads", "0"], 2, "--threads"),
        (&["--grid", "1", "--block", "1", "--threads", "65535"], 2, "--threads"),
        (&["--grid", "1", "--block", "1", "--config", "x.json"], 2, "--config"),
        (&["--grid", "1", "--block", "1", "--global", "/nonexistent"], 1, "/nonexistent"),
    ];
    for (extra, code, want) in cases {
        let args: Vec<&str> = base.iter().chain(extra.iter()).copied().collect();
        expect(&args, *code, want);
    }
    // Fermi runs cubins: raw Tesla code is refused, naming what is wanted.
    expect(&["run", "--arch", "fermi", k, "--grid", "1", "--block", "1"], 2, "not a cubin");
    // Options of another architecture's runs are refused, not ignored.
    expect(&["run", "--arch", "tesla", k, "--grid", "1", "--block", "1", "--shared-dynamic", "4"], 2, "--shared-dynamic");
    expect(&["run", "--arch", "tesla", k, "--grid", "1", "--block", "1", "--vertices", "4"], 2, "--vertices");
    expect(&["run", "--arch", "fermi", k, "--grid", "1", "--block", "1", "--config", "x"], 2, "--config");
    expect(&["run", "--arch", "isa30", k, "--grid", "1"], 2, "--grid");
    expect(&["dis", "-j", "65535", k], 2, "65535");
    // A runaway loop stops at the step limit, naming where.
    let spin = tmp(&dir, "spin.s");
    std::fs::write(&spin, "top: bra top\n").unwrap();
    let spin_bin = tmp(&dir, "spin.bin");
    assert_eq!(gpuisa(&["as", "--arch", "tesla", s(&spin), "-o", s(&spin_bin)], "").0, 0);
    expect(&["run", "--arch", "tesla", s(&spin_bin), "--grid", "1", "--block", "1", "--max-steps", "1000"], 1, "step limit");
}

#[test]
fn bad_cubins_are_errors_that_name_the_file() {
    let dir = tmpdir("contract");
    // Truncated in its section table: an error, never a listing of no kernels.
    let elf = std::fs::read(corpus_file("fermi", ".cubin")).unwrap();
    let cut = tmp(&dir, "cut.cubin");
    std::fs::write(&cut, &elf[..372.min(elf.len() - 1)]).unwrap();
    for cmd in ["dis", "info"] {
        expect(&[cmd, s(&cut)], 1, "cut.cubin");
    }
    // Text cubins claiming absurd local memory or constant offsets.
    let text = std::fs::read_to_string(shared().join("corpus/tesla/laanwj+decuda__tests__float1__4a98d493.txtcubin")).unwrap();
    for (from, to, want) in [
        ("lmem = 0", "lmem = 0xffffffffffffffff", ""),
        ("lmem = 0", "lmem = 0x100000000", ""),
        ("offset = 0", "offset = 0xfffffffffffffffe", ""),
        ("offset = 0", "offset = 0x10000000000", ""),
    ] {
        assert!(text.contains(from));
        let bad = tmp(&dir, "bad.txtcubin");
        std::fs::write(&bad, text.replacen(from, to, 1)).unwrap();
        let (code, _, err) = gpuisa(&["run", "--arch", "tesla", s(&bad), "--grid", "1", "--block", "1"], "");
        assert_eq!(code, 1, "{to}: {err}");
        assert!(err.starts_with("gpuisa: ") && err.contains("bad.txtcubin") && err.contains(want), "{to}: {err}");
        let (code, _, err) = gpuisa(&["info", s(&bad)], "");
        assert!(code == 0 || code == 1, "{to}: {err}");
        assert!(!err.contains("panicked"), "{err}");
    }
    // Code that ends in a partial instruction: the reason on stderr, status 1.
    let part = tmp(&dir, "part.bin");
    std::fs::write(&part, [0x01u8, 0x02, 0x03, 0x85, 0x01]).unwrap();
    expect(&["dis", "--arch", "usse", s(&part)], 1, "trailing bytes not decoded");
}

#[test]
fn the_container_names_the_architecture() {
    let dir = tmpdir("contract");
    let fermi = corpus_file("fermi", ".cubin");
    let gxp = corpus_file("usse", ".gxp");
    let tesla_elf = corpus_file("tesla", ".cubin");
    expect(&["dis", "--arch", "tesla", s(&fermi)], 2, "contradicts");
    expect(&["dis", "--variant", "g80", s(&fermi)], 2, "--variant");
    expect(&["dis", "--program-type", "vp", s(&gxp)], 2, "--program-type");
    expect(&["run", "--arch", "tesla", s(&fermi), "--grid", "1", "--block", "1"], 2, "Fermi");
    // Code of one ISA into another's container is refused; nothing is written.
    let out = tmp(&dir, "wrong.out");
    for (arch, into) in [("fermi", &gxp), ("tesla", &fermi), ("usse", &fermi), ("fermi", &tesla_elf)] {
        let _ = std::fs::remove_file(&out);
        expect(&["as", "--arch", arch, "--replace-in", s(into), "-o", s(&out), "-"], 2, "contradicts");
        assert!(!out.exists(), "{arch} into {}", into.display());
    }
    // Without --arch, the container's is taken: its own listing goes back in byte for byte.
    let (code, listing, err) = gpuisa(&["dis", s(&gxp)], "");
    assert_eq!(code, 0, "{err}");
    let primary: String = listing
        .lines()
        .skip_while(|l| !l.starts_with("// kernel primary"))
        .skip(1)
        .take_while(|l| !l.starts_with("// kernel"))
        .map(|l| {
            // `ADDR:  WORD  TEXT`
            let rest = l.split_once(':').map_or("", |x| x.1).trim_start();
            format!("{}\n", rest.split_once(' ').map_or("", |x| x.1).trim_start())
        })
        .collect();
    let src = tmp(&dir, "primary.s");
    std::fs::write(&src, primary).unwrap();
    let copy = tmp(&dir, "copy.gxp");
    let (code, _, err) = gpuisa(&["as", s(&src), "--replace-in", s(&gxp), "-o", s(&copy)], "");
    assert_eq!(code, 0, "{err}");
    assert_eq!(std::fs::read(&copy).unwrap(), std::fs::read(&gxp).unwrap());
}

#[test]
fn outputs_are_whole_or_absent() {
    let dir = tmpdir("contract");
    // The source itself is not written over unless asked.
    let src = tmp(&dir, "self.s");
    std::fs::write(&src, "nop\n").unwrap();
    expect(&["as", "--arch", "usse", s(&src), "-o", s(&src)], 2, "--force");
    assert_eq!(std::fs::read_to_string(&src).unwrap(), "nop\n");
    expect(&["as", "--arch", "usse", s(&src), "-o", s(&src), "--force"], 0, "");
    assert_eq!(std::fs::read(&src).unwrap().len(), 8);
    // In place with --replace-in: the same file in and out, replaced whole.
    let gxp = tmp(&dir, "inplace.gxp");
    std::fs::copy(corpus_file("usse", ".gxp"), &gxp).unwrap();
    let before = std::fs::read(&gxp).unwrap();
    let nops = tmp(&dir, "nops.s");
    std::fs::write(&nops, "nop\nnop\n").unwrap();
    let (code, _, err) = gpuisa(&["as", s(&nops), "--replace-in", s(&gxp), "-o", s(&gxp)], "");
    assert_eq!(code, 0, "{err}");
    assert_ne!(std::fs::read(&gxp).unwrap(), before);
    // --lines writes its text to -o, and refuses --replace-in.
    let hex = tmp(&dir, "hex.txt");
    let (code, out, err) = gpuisa(&["as", "--arch", "usse", "--lines", "-o", s(&hex), "-"], "nop\n");
    assert_eq!((code, out.as_str()), (0, ""), "{err}");
    assert_eq!(std::fs::read_to_string(&hex).unwrap().lines().count(), 1);
    let (code, _, _) = gpuisa(&["as", "--arch", "usse", "--lines", "--replace-in", s(&gxp), "-o", s(&hex), "-"], "nop\n");
    assert_eq!(code, 2);
    // An unterminated comment is an error with its position, not the rest of the file swallowed.
    let (code, _, err) = gpuisa(&["as", "--arch", "usse", "-"], "nop\n/* no end\nnop\n");
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("<stdin>:2:1"), "{err}");
}

/// Runs `gpuisa ARGS` with the file size limited to `limit` bytes (writes beyond it fail with EFBIG, the
/// signal ignored), as a full disk does.
fn with_file_limit(args: &[&str], limit: u64) -> (i32, String) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_gpuisa"));
    cmd.args(args).current_dir(workspace()).stdin(Stdio::null()).stdout(Stdio::null()).stderr(Stdio::piped());
    unsafe {
        cmd.pre_exec(move || {
            libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
            let lim = libc::rlimit { rlim_cur: limit, rlim_max: limit };
            if libc::setrlimit(libc::RLIMIT_FSIZE, &lim) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    let out = cmd.output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stderr).into_owned())
}

#[test]
fn a_failed_write_leaves_the_old_file() {
    let test_dir = tmpdir("contract");
    let big = tmp(&test_dir, "big.s");
    std::fs::write(&big, "nop\n.org 0x40000\nnop\n").unwrap();
    // A write failure injected by a file size limit: works wherever the test runs.
    // A folder of its own: other tests write temporary files beside theirs at the same time.
    let own = tmp(&test_dir, "efbig");
    std::fs::create_dir_all(&own).unwrap();
    let out = own.join("kept.bin");
    std::fs::write(&out, b"old").unwrap();
    let (code, err) = with_file_limit(&["as", "--arch", "usse", s(&big), "-o", s(&out)], 4096);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("kept.bin") && err.contains("unchanged"), "{err}");
    assert_eq!(std::fs::read(&out).unwrap(), b"old");
    let left: Vec<_> = std::fs::read_dir(out.parent().unwrap()).unwrap().filter_map(|e| e.ok()).filter(|e| e.file_name().to_string_lossy().ends_with(".tmp")).collect();
    assert!(left.is_empty(), "temporary files left: {left:?}");
    // A real full disk: a small tmpfs, where the machine lets the test mount one (CI runs as root).
    let dir = tmp(&test_dir, "tmpfs");
    std::fs::create_dir_all(&dir).unwrap();
    let mounted = Command::new("mount").args(["-t", "tmpfs", "-o", "size=64k", "tmpfs", s(&dir)]).stderr(Stdio::null()).status().is_ok_and(|st| st.success());
    if mounted {
        let out = dir.join("kept.bin");
        std::fs::write(&out, b"old").unwrap();
        let (code, _, err) = gpuisa(&["as", "--arch", "usse", s(&big), "-o", s(&out)], "");
        let listing = std::fs::read_dir(&dir).unwrap().count();
        let _ = Command::new("umount").arg(&dir).status();
        assert_eq!(code, 1, "{err}");
        assert!(err.contains("No space left"), "{err}");
        assert_eq!(listing, 1, "only the old file is left on the full disk");
    } else {
        eprintln!("tmpfs could not be mounted here: the injected failure above stands for it");
    }
    // Standard output on a full device.
    let (code, _, err) = {
        let out = Command::new("sh")
            .arg("-c")
            .arg(format!("printf 'nop\\n' | {} as --arch usse -o - > /dev/full", env!("CARGO_BIN_EXE_gpuisa")))
            .output()
            .unwrap();
        (out.status.code().unwrap_or(-1), (), String::from_utf8_lossy(&out.stderr).into_owned())
    };
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("No space left"), "{err}");
}

/// Runs `gpuisa ARGS` with its standard output (and standard error, if `both`) a pipe whose reader has
/// already gone; returns the status and what standard error said.
fn closed_pipe(dir: &tempfile::TempDir, args: &[&str], both: bool) -> (i32, String) {
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let err_file = tmp(dir, &format!("stderr-{}", args.join("_").replace('/', "_")));
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_gpuisa"));
    cmd.args(args).current_dir(workspace()).stdin(Stdio::null());
    if both {
        cmd.stdout(writer.try_clone().unwrap()).stderr(writer);
    } else {
        cmd.stdout(writer).stderr(std::fs::File::create(&err_file).unwrap());
    }
    let status = cmd.status().unwrap();
    (status.code().unwrap_or(-1), std::fs::read_to_string(&err_file).unwrap_or_default())
}

#[test]
fn closed_pipes_end_every_command_quietly() {
    let dir = tmpdir("contract");
    let fermi = corpus_file("fermi", ".cubin");
    let bin = tesla_kernel(&dir);
    let src = tmp(&dir, "pipe.s");
    std::fs::write(&src, "nop\nnop\n").unwrap();
    let cases: Vec<(Vec<&str>, bool)> = vec![
        (vec!["dis", s(&fermi)], false),
        (vec!["info", s(&fermi)], false),
        (vec!["as", "--arch", "usse", s(&src)], false),
        (vec!["as", "--arch", "usse", "--lines", s(&src)], false),
        (vec!["run", "--arch", "tesla", s(&bin), "--grid", "1", "--block", "1", "--dump", "0:100"], false),
        (vec!["run", "--arch", "tesla", s(&bin), "--grid", "1", "--block", "1", "--trace"], true),
        (vec!["run", "--arch", "tesla", s(&bin), "--grid", "1", "--block", "1", "--stats"], true),
        (vec!["run", "--arch", "isa30", "examples/isa30/gemm.s", "--config", "examples/isa30/gemm.json"], false),
        (vec!["--help"], false),
        (vec!["dis", "--help"], false),
    ];
    for (args, both) in cases {
        let (code, err) = closed_pipe(&dir, &args, both);
        assert_eq!(code, 0, "gpuisa {}: {err}", args.join(" "));
        assert!(err.is_empty(), "gpuisa {}: {err}", args.join(" "));
    }
}

#[test]
fn binary_to_a_terminal_is_refused_unless_asked() {
    // util-linux's `script` gives the command a terminal for its standard output.
    if Command::new("script").arg("--version").output().is_err() {
        eprintln!("`script` is not installed: no terminal to test with");
        return;
    }
    let dir = tmpdir("contract");
    let src = tmp(&dir, "tty.s");
    std::fs::write(&src, "nop\n").unwrap();
    let run = |extra: &str| {
        let cmd = format!("{} as --arch usse {} {extra}; echo \"status=$?\"", env!("CARGO_BIN_EXE_gpuisa"), s(&src));
        let out = Command::new("script").args(["-qc", &cmd, "/dev/null"]).stdin(Stdio::null()).output().unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let refused = run("");
    assert!(refused.contains("binary output to a terminal") && refused.contains("status=2"), "{refused}");
    let asked = run("-o - | od -An -tx1");
    assert!(asked.contains("00 00 00 00 40 01 00 f8") && asked.contains("status=0"), "{asked}");
}
