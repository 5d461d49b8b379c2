//! Issue 42, item 3: every read bounded (FIFOs, links to devices, files past the limit), `--hwtests`
//! files checked, a launch the step limit cannot finish stopped at once, warnings and the error line in
//! the order docs/reference/README.md gives.

mod common;
use common::*;
use std::io::{BufRead, Read};
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// How a run ended: status, standard error, wall time, peak resident memory (KiB).
struct Ended {
    code: i32,
    err: String,
    took: Duration,
    rss_kib: i64,
}

/// Runs `gpuisa ARGS` with no input, killing it after `limit` (then the status is -1); the peak memory
/// comes from `wait4`.
fn run_for(args: &[&str], limit: Duration) -> Ended {
    let dir = tmpdir("reads-err");
    let err_path = dir.path().join("stderr");
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_gpuisa"));
    cmd.args(args).stdin(Stdio::null()).stdout(Stdio::null()).stderr(std::fs::File::create(&err_path).unwrap());
    // SAFETY: only setrlimit between fork and exec: a runaway read cannot take the machine's memory.
    unsafe {
        cmd.pre_exec(|| {
            let a = libc::rlimit { rlim_cur: 4 << 30, rlim_max: 4 << 30 };
            libc::setrlimit(libc::RLIMIT_AS, &a);
            Ok(())
        });
    }
    let start = Instant::now();
    // Reaped below with wait4, for its resource usage.
    #[allow(clippy::zombie_processes)]
    let child = cmd.spawn().unwrap();
    let pid = child.id() as libc::pid_t;
    let (mut status, mut ru): (i32, libc::rusage) = (0, unsafe { std::mem::zeroed() });
    let mut killed = false;
    loop {
        // SAFETY: pid is our own child; the out-pointers are valid.
        let r = unsafe { libc::wait4(pid, &mut status, libc::WNOHANG, &mut ru) };
        if r == pid {
            break;
        }
        if start.elapsed() > limit && !killed {
            // SAFETY: our own unreaped child.
            unsafe { libc::kill(pid, libc::SIGKILL) };
            killed = true;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    let code = if killed || !libc::WIFEXITED(status) { -1 } else { libc::WEXITSTATUS(status) };
    Ended { code, err: std::fs::read_to_string(&err_path).unwrap_or_default(), took: start.elapsed(), rss_kib: ru.ru_maxrss }
}

fn mkfifo(p: &Path) {
    let c = std::ffi::CString::new(p.to_str().unwrap()).unwrap();
    // SAFETY: a valid NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0, "mkfifo: {}", std::io::Error::last_os_error());
}

/// The error contract: exactly one `gpuisa:` line, the last one.
fn one_error_line(err: &str) -> bool {
    let lines: Vec<&str> = err.lines().collect();
    lines.iter().filter(|l| l.starts_with("gpuisa:")).count() == 1 && lines.last().is_some_and(|l| l.starts_with("gpuisa:"))
}

#[test]
fn a_fifo_without_a_writer_is_read_as_empty_not_waited_on() {
    let dir = tmpdir("reads-fifo");
    let fifo = dir.path().join("fifo");
    mkfifo(&fifo);
    let f = fifo.to_str().unwrap();
    // Every command that reads a named file, the program and the memory images of a run included.
    let hex = shared().join("corpus/tesla-e2e/flexgrip/FFT/program_flexgrip.hex");
    let hex = hex.to_str().unwrap();
    let global = format!("{f}@0");
    let cases: [&[&str]; 7] = [
        &["dis", "--arch", "fermi", f],
        &["info", f],
        &["as", "--arch", "fermi", f, "-o", "-"],
        &["explain", "--arch", "fermi", "-"],
        &["run", "--arch", "tesla", f, "--grid", "1", "--block", "1"],
        &["run", "--arch", "tesla", hex, "--grid", "1", "--block", "1", "--global", &global],
        &["run", "--arch", "isa30", f, "--config", f],
    ];
    for args in cases {
        let e = run_for(args, Duration::from_secs(10));
        assert!(e.code == 1 || e.code == 0, "{args:?}: status {} after {:?}: {}", e.code, e.took, e.err);
        assert!(e.took < Duration::from_secs(5), "{args:?}: {:?}", e.took);
    }
    // The hwtests suite with a FIFO for a case's input: the case fails, the run ends.
    let t = dir.path().join("t");
    std::fs::create_dir_all(t.join("res")).unwrap();
    std::fs::create_dir_all(t.join("input")).unwrap();
    std::fs::create_dir_all(t.join("gxp")).unwrap();
    std::fs::write(t.join("res/c.txt"), "").unwrap();
    mkfifo(&t.join("input/c.txt"));
    mkfifo(&t.join("gxp/c"));
    let e = run_for(&["run", "--arch", "usse", "--hwtests", t.to_str().unwrap()], Duration::from_secs(10));
    assert_eq!(e.code, 1, "{}", e.err);
    assert!(e.took < Duration::from_secs(5), "{:?}", e.took);
}

#[test]
fn a_link_to_dev_zero_fails_fast_in_little_memory() {
    let dir = tmpdir("reads-zero");
    let z = dir.path().join("z");
    std::os::unix::fs::symlink("/dev/zero", &z).unwrap();
    let z = z.to_str().unwrap();
    let hex = shared().join("corpus/tesla-e2e/flexgrip/FFT/program_flexgrip.hex");
    let hex = hex.to_str().unwrap();
    let global = format!("{z}@0");
    let cases: [&[&str]; 6] = [
        &["info", z],
        &["dis", "--arch", "fermi", z],
        &["as", "--arch", "fermi", z, "-o", "-"],
        &["run", "--arch", "tesla", z, "--grid", "1", "--block", "1"],
        &["run", "--arch", "tesla", hex, "--grid", "1", "--block", "1", "--global", &global],
        &["run", "--arch", "usse", z],
    ];
    for args in cases {
        let e = run_for(args, Duration::from_secs(20));
        assert_eq!(e.code, 1, "{args:?}: {}", e.err);
        assert!(e.err.contains("a device, not a file: read at most 1 MiB"), "{args:?}: {}", e.err);
        assert!(one_error_line(&e.err), "{args:?}: {}", e.err);
        // A device is read at most 1 MiB: far below the 256 MiB a file may have (the binary itself
        // takes a few MiB).
        assert!(e.rss_kib < 48 << 10, "{args:?}: peak {} KiB", e.rss_kib);
        assert!(e.took < Duration::from_secs(5), "{args:?}: {:?}", e.took);
    }
    // Standard input redirected from the device, too.
    let out = Command::new(env!("CARGO_BIN_EXE_gpuisa"))
        .args(["info", "-"])
        .stdin(std::fs::File::open("/dev/zero").unwrap())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("a device, not a file"), "{}", String::from_utf8_lossy(&out.stderr));
}

/// A copy of one hwtests case (its GXP, input and console result) with `regs` as its regs.txt.
fn hwtest_with_regs(dir: &Path, regs: &str) -> String {
    let from = shared().join("corpus/usse-hwtests/tests/vtstmsk_always");
    let t = dir.join("vtstmsk_always");
    for sub in ["gxp", "input", "res"] {
        std::fs::create_dir_all(t.join(sub)).unwrap();
    }
    std::fs::copy(from.join("gxp/vtstmsk_sub_mask2_reg.gxp0"), t.join("gxp/vtstmsk_sub_mask2_reg.gxp0")).unwrap();
    std::fs::copy(from.join("input/vtstmsk_sub_mask2_reg.gxp0.txt"), t.join("input/vtstmsk_sub_mask2_reg.gxp0.txt")).unwrap();
    std::fs::copy(from.join("res/vtstmsk_sub_mask2_reg.gxp0.txt"), t.join("res/vtstmsk_sub_mask2_reg.gxp0.txt")).unwrap();
    std::fs::write(t.join("regs.txt"), regs).unwrap();
    t.to_str().unwrap().to_string()
}

#[test]
fn hwtests_regs_txt_garbage_is_an_error_with_its_line() {
    let dir = tmpdir("reads-regs");
    // The suite's own spelling runs the case (the original's regs.txt is `o0-o7`).
    let t = hwtest_with_regs(dir.path(), "o0-o7");
    let (code, out, err) = gpuisa(&["run", "--arch", "usse", "--hwtests", &t], "");
    assert!(out.contains("vtstmsk_sub_mask2_reg.gxp0"), "{code} {out} {err}");
    for (regs, line) in [("o0-banana", 1), ("\n\nx7\n", 3), ("o0-o999", 1), ("o0-o7\no0-o5\n", 0)] {
        let t = hwtest_with_regs(dir.path(), regs);
        let (code, out, err) = gpuisa(&["run", "--arch", "usse", "--hwtests", &t], "");
        assert_eq!(code, 1, "{regs:?}: {out} {err}");
        let want = if line == 0 { "regs.txt: 2 lines with text".to_string() } else { format!("regs.txt:{line}: `") };
        assert!(err.contains(&want), "{regs:?}: {err}");
        assert!(one_error_line(&err), "{err}");
        assert!(out.is_empty(), "nothing is compared with a range that cannot be read: {out}");
    }
}

#[test]
fn a_raw_file_past_the_limit_that_starts_like_text_streams_with_arch() {
    let dir = tmpdir("reads-huge");
    let p = dir.path().join("big.bin");
    // 64 KiB of `A`, then zeros up to 257 MiB: sparse, so it costs no disk.
    let mut f = std::fs::File::create(&p).unwrap();
    std::io::Write::write_all(&mut f, &[b'A'; 1 << 16]).unwrap();
    f.set_len(257 << 20).unwrap();
    drop(f);
    let path = p.to_str().unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_gpuisa"))
        .args(["dis", "--arch", "fermi", path])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    std::io::BufReader::new(child.stdout.take().unwrap()).read_line(&mut first).unwrap();
    // Eight bytes 0x41 are the word 0x4141414141414141 at address 0 (no header: raw code names nothing).
    assert!(first.starts_with("00000000:  4141414141414141"), "{first}");
    // The reader went away: gpuisa ends quietly.
    let started = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        assert!(started.elapsed() < Duration::from_secs(20), "gpuisa still running after its reader left");
        std::thread::sleep(Duration::from_millis(10));
    };
    let mut err = String::new();
    child.stderr.take().unwrap().read_to_string(&mut err).unwrap();
    assert_eq!(status.code(), Some(0), "{err}");
    // Without --arch it cannot be streamed: the error says how it could.
    let (code, _, err) = gpuisa(&["dis", path], "");
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("269484032 bytes, more than 256 MiB") && err.contains("give --arch to stream it"), "{err}");
    let (code, _, err) = gpuisa(&["dis", "--arch", "fermi", "--json", path], "");
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("raw code of any size is streamed by `gpuisa dis --arch A FILE`"), "{err}");
}

#[test]
fn a_launch_the_step_limit_cannot_finish_stops_at_once() {
    let hex = shared().join("corpus/tesla-e2e/flexgrip/FFT/program_flexgrip.hex");
    let hex = hex.to_str().unwrap();
    // 65535 x 65535 blocks of one warp: 4,294,836,225 warps, each running at least one instruction,
    // more than the default limit of 100,000,000 warp instructions.
    let e = run_for(&["run", "--arch", "tesla", hex, "--grid", "65535,65535", "--block", "32"], Duration::from_secs(60));
    assert_eq!(e.code, 1, "{}", e.err);
    assert!(e.took < Duration::from_secs(5), "{:?}", e.took);
    assert!(e.err.contains("4294836225 blocks of 1 warps run at least 4294836225 warp instructions"), "{}", e.err);
    assert!(e.err.contains("the default --max-steps 100000000"), "{}", e.err);
    // Two blocks of 33 threads (two warps each): at least 4 steps, more than 3.
    let (code, _, err) = gpuisa(&["run", "--arch", "tesla", hex, "--grid", "2", "--block", "33", "--max-steps", "3"], "");
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("at least 4 warp instructions") && err.contains("--max-steps 3"), "{err}");
    // Fermi counts the same way.
    let fwt = shared().join("corpus/fermi/Multi2Sim+multi2sim__tags__multi2sim-4.0.1__samples__fermi__fastWalshTransform__fastWalshTransform__070808da.cubin");
    let e = run_for(
        &["run", "--arch", "fermi", fwt.to_str().unwrap(), "--kernel", "_Z15fwtBatch1KernelPfS_i", "--grid", "65535,65535,4", "--block", "64"]
            .into_iter()
            .chain(["--param", "0", "--param", "0", "--param", "0"])
            .collect::<Vec<_>>(),
        Duration::from_secs(60),
    );
    assert_eq!(e.code, 1, "{}", e.err);
    assert!(e.err.contains("17179344900 blocks of 2 warps"), "{}", e.err);
}

/// The bfs cubin's listing (two kernels) with a high register written in the first kernel (the cubin's
/// register count is raised: a warning) and, if `empty_second`, every instruction of the second deleted
/// (an error).
fn bfs_edit(empty_second: bool) -> String {
    let bfs = shared().join("corpus/fermi/gpgpu-sim+gpgpu-sim_distribution__run_test__bfs__bfs__emb0x2148__16d2cac0.cubin");
    let (code, text, err) = gpuisa(&["dis", bfs.to_str().unwrap()], "");
    assert_eq!(code, 0, "{err}");
    let mut out = String::new();
    let mut kernel = 0;
    for l in text.lines() {
        if l.starts_with("// kernel") {
            kernel += 1;
        } else if kernel == 2 && empty_second && l.contains(':') {
            continue;
        }
        out.push_str(l);
        out.push('\n');
        if kernel == 1 && l.starts_with("00000000:") {
            out.push_str("MOV R62, R0;\n");
        }
    }
    out
}

#[test]
fn warnings_print_before_the_one_error_line() {
    let bfs = shared().join("corpus/fermi/gpgpu-sim+gpgpu-sim_distribution__run_test__bfs__bfs__emb0x2148__16d2cac0.cubin");
    let dir = tmpdir("reads-warn");
    let (src, out) = (dir.path().join("k.s"), dir.path().join("out.cubin"));
    // A warning alone: status 0, a `warning:` line, no `gpuisa:` line.
    std::fs::write(&src, bfs_edit(false)).unwrap();
    let (code, _, err) = gpuisa(&["as", src.to_str().unwrap(), "--replace-in", bfs.to_str().unwrap(), "-o", out.to_str().unwrap()], "");
    assert_eq!(code, 0, "{err}");
    assert!(err.lines().any(|l| l.starts_with("warning: ") && l.contains("register count raised")), "{err}");
    assert!(!err.lines().any(|l| l.starts_with("gpuisa:")), "{err}");
    // A warning, then an error: the error is the last line and the only `gpuisa:` one.
    std::fs::write(&src, bfs_edit(true)).unwrap();
    let (code, _, err) = gpuisa(&["as", src.to_str().unwrap(), "--replace-in", bfs.to_str().unwrap(), "-o", out.to_str().unwrap()], "");
    assert_eq!(code, 1, "{err}");
    let lines: Vec<&str> = err.lines().collect();
    assert!(lines.len() >= 2 && lines[0].starts_with("warning: ") && lines[0].contains("register count raised"), "{err}");
    assert!(one_error_line(&err), "{err}");
}
