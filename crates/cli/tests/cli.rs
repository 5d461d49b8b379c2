//! The command line as scripts use it: exit codes, `--lines` error lines, diagnostics with positions.

mod common;

use common::{gpuisa, tmpdir};

#[test]
fn dis_lines_one_output_line_per_input_line() {
    let input = "103e0009 02eb2233\nzz\n10000:a4faa803 00084780\n1002b680\n";
    let (code, out, _) = gpuisa(&["dis", "--arch", "tesla", "--lines"], input);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4, "{out}");
    assert_eq!(lines[0], "mov b16 $r1l 0x2eb2233e");
    assert!(lines[1].starts_with("error: "), "{}", lines[1]);
    assert_eq!(lines[2], "joinat 0x867d54");
    assert_eq!(lines[3], "mov sfu b32 $r32 $r27");
    assert_eq!(code, 1, "a failed line makes the exit status non-zero");
    let (code, _, _) = gpuisa(&["dis", "--arch", "tesla", "--lines"], "1002b680\n");
    assert_eq!(code, 0);
}

#[test]
fn dis_lines_rejects_wrong_word_count() {
    let (code, out, _) = gpuisa(&["dis", "--arch", "tesla", "--lines"], "1002b681\n1002b680 00000000\n");
    assert_eq!(code, 1);
    assert!(out.lines().all(|l| l.starts_with("error: ")), "{out}");
}

#[test]
fn as_lines_round_trips_and_reports_errors() {
    let (code, out, _) = gpuisa(&["as", "--arch", "tesla", "--lines"], "mov sfu b32 $r32 $r27\nmov b32 $r1 ,,\njoinat 0x867d54\n");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "1002b680");
    assert!(lines[1].starts_with("error: column "), "{}", lines[1]);
    assert_eq!(lines[2], "a4faa803 00084780");
    assert_eq!(code, 1);
}

#[test]
fn as_reports_file_line_column_with_caret() {
    let src = "start:\n  mov sfu b32 $r32 $r27\n  bra nowhere\n  mov b32 $r1 $q\n";
    let (code, _, err) = gpuisa(&["as", "--arch", "tesla", "-"], src);
    assert_eq!(code, 1);
    assert!(err.contains("<stdin>:4:"), "{err}");
    assert!(err.contains('^'), "{err}");
}

#[test]
fn as_binary_disassembles_back() {
    let src = "top: mov sfu b32 $r32 $r27\n bra top\n";
    let dir = tmpdir("cli");
    let bin = dir.path().join("t.bin");
    let (code, _, err) = gpuisa(&["as", "--arch", "tesla", "-o", bin.to_str().unwrap(), "-"], src);
    assert_eq!(code, 0, "{err}");
    assert_eq!(std::fs::read(&bin).unwrap().len(), 12);
    let (code, out, _) = gpuisa(&["dis", "--arch", "tesla", bin.to_str().unwrap()], "");
    assert_eq!(code, 0);
    assert!(out.contains("mov sfu b32 $r32 $r27") && out.contains("bra 0x0"), "{out}");
}

/// A label used before and after its line resolves to its address (the sizing pass keeps its reading only
/// for instructions that name no label); Fermi's branch offsets count from the next instruction.
#[test]
fn labels_resolve_forward_and_backward() {
    let dir = tmpdir("cli-labels");
    let bin = dir.path().join("l.bin");
    for (arch, src, want) in [
        ("tesla", "  bra fwd\nback: mov sfu b32 $r32 $r27\nfwd: bra back\n", ["bra 0xc", "bra 0x8"]),
        ("fermi", "  BRA fwd;\nback: MOV R1, R2;\nfwd: BRA back;\n", ["BRA 0x10;", "BRA 0x8;"]),
    ] {
        let (code, _, err) = gpuisa(&["as", "--arch", arch, "-o", bin.to_str().unwrap(), "-"], src);
        assert_eq!(code, 0, "{err}");
        let (code, out, _) = gpuisa(&["dis", "--arch", arch, bin.to_str().unwrap()], "");
        assert_eq!(code, 0);
        let branches: Vec<&str> = out.lines().filter_map(|l| l.split("  ").last()).map(str::trim).filter(|t| t.to_lowercase().starts_with("bra")).collect();
        assert_eq!(branches, want, "{out}");
    }
}

#[test]
fn raw_input_needs_an_architecture_and_truncation_is_reported() {
    let (code, _, err) = gpuisa(&["dis", "-"], "\u{1}\u{2}\u{3}\u{5}");
    assert_eq!(code, 2, "a missing --arch is a usage error");
    assert!(err.contains("--arch"), "{err}");
    let (code, out, err) = gpuisa(&["dis", "--arch", "tesla", "-"], "\u{1}\u{2}\u{3}\u{5}");
    assert_eq!(code, 1, "a truncated long instruction is an error");
    assert!(out.contains("truncated"), "{out}");
    assert!(err.starts_with("gpuisa: <stdin>: at 0x0: ") && err.contains("truncated"), "the reason goes to stderr too: {err}");
}

#[test]
fn usage_errors_exit_2_and_help_explains() {
    let (code, _, _) = gpuisa(&["dis", "--arch", "z80"], "");
    assert_eq!(code, 2);
    let (code, out, _) = gpuisa(&["--help"], "");
    assert_eq!(code, 0);
    assert!(out.contains("Exit status"), "{out}");
    let (code, out, _) = gpuisa(&["dis", "--help"], "");
    assert_eq!(code, 0);
    assert!(out.contains("--lines") && out.contains("--variant"), "{out}");
}

#[test]
fn fermi_lines_use_nvidia_syntax_and_addresses() {
    // Texts and words from NVIDIA's listing of a vectorAdd kernel (../shared/corpus/listings/fermi).
    let input = "2c00000084009c04\n0028: 40000000e00081e7\n4000400080a28443\n";
    let (code, out, _) = gpuisa(&["dis", "--arch", "fermi", "--lines"], input);
    assert_eq!(code, 0, "{out}");
    assert_eq!(out, "S2R R2, SR_Tid_X;\n@P0 BRA.U 0x68;\n@P1 ISCADD R10, R10, c [0x0] [0x20], 0x2;\n");
    let (code, out, _) = gpuisa(&["as", "--arch", "fermi", "--lines"], "@P1 ISCADD R10, R10, c [0x0] [0x20], 0x2;\nISCADD R1\n");
    assert_eq!(code, 1);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "4000400080a28443");
    assert!(lines[1].starts_with("error: "), "{}", lines[1]);
}

#[test]
fn closed_pipe_ends_quietly_with_status_0() {
    use std::io::Read;
    use std::process::{Command, Stdio};
    let dir = tmpdir("pipe");
    let path = dir.path().join("pipe.bin");
    // Enough code that the output outgrows any pipe buffer.
    std::fs::write(&path, vec![0x80u8; 4 << 20]).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_gpuisa"))
        .args(["dis", "--arch", "tesla"])
        .arg(&path)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = [0u8; 64];
    child.stdout.take().unwrap().read_exact(&mut first).unwrap();
    // Reading end dropped: the next writes fail with EPIPE.
    let out = child.wait_with_output().unwrap();
    std::fs::remove_file(&path).ok();
    assert_eq!(out.status.code(), Some(0));
    assert!(out.stderr.is_empty(), "{}", String::from_utf8_lossy(&out.stderr));
}

#[test]
fn assembly_errors_print_once() {
    let (code, _, err) = gpuisa(&["as", "--arch", "fermi", "-"], "MOV R1, R2;\nFOO R1;\n");
    assert_eq!(code, 1);
    // A misspelt mnemonic gets the nearest one suggested.
    assert_eq!(err.matches("unknown mnemonic `FOO`: did you mean").count(), 1, "{err}");
    assert!(err.contains("<stdin>:2:1") && err.contains('^'), "{err}");
}

#[test]
fn raw_binaries_stream_across_chunks() {
    // A short Tesla instruction, then long ones: one straddles every chunk boundary (chunks are a power
    // of two bytes, 256 KiB or more).
    let mut bin = vec![0u8; 4];
    bin.extend(std::iter::repeat_n(0x01u8, (3 << 20) + 8));
    let dir = tmpdir("stream");
    let path = dir.path().join("stream.bin");
    std::fs::write(&path, &bin).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_gpuisa"))
        .args(["dis", "--arch", "tesla"])
        .arg(&path)
        .output()
        .unwrap();
    std::fs::remove_file(&path).ok();
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    let addrs: Vec<u64> = text.lines().map(|l| u64::from_str_radix(&l[..8], 16).unwrap()).collect();
    assert_eq!(addrs.len(), 1 + ((3 << 20) + 8) / 8);
    assert!(addrs.windows(2).all(|w| w[1] == w[0] + if w[0] == 0 { 4 } else { 8 }));
    assert!(text.contains("000ffffc:  01010101 01010101"), "an instruction across the first chunk boundary");
}

#[test]
fn tesla_indirect_branch_decodes_in_every_variant() {
    // `bra c0[...]`, which NVIDIA's compiler emits for sm_13 (envydis' tables gate it to GT215).
    for v in ["g80", "g84", "g200", "mcp77", "gt215"] {
        let (code, out, _) = gpuisa(&["dis", "--arch", "tesla", "--variant", v, "--lines"], "c0000003 00000780\n");
        assert_eq!((code, out.trim()), (0, "bra c0[0x0]"), "{v}");
    }
}

#[test]
fn listings_are_the_same_whatever_the_number_of_threads() {
    // Random bytes of an odd length (a cut instruction at the end), long enough for many pieces and
    // several chunks; read from a file and from standard input.
    let bin = gpuisa_core::random::bytes((1 << 20) + 333_337, 0x5eed, |w| w);
    let dir = tmpdir("jobs");
    let path = dir.path().join("jobs.bin");
    std::fs::write(&path, &bin).unwrap();
    let run = |arch: &str, jobs: &str, stdin: bool| {
        let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_gpuisa"));
        cmd.args(["dis", "--arch", arch, "-j", jobs]);
        if stdin {
            cmd.arg("-").stdin(std::fs::File::open(&path).unwrap());
        } else {
            cmd.arg(&path);
        }
        let out = cmd.output().unwrap();
        (out.status.code(), out.stdout, out.stderr)
    };
    for arch in ["tesla", "fermi", "usse", "isa30"] {
        let one = run(arch, "1", false);
        let text = String::from_utf8_lossy(&one.1);
        let last = text.lines().last().unwrap_or("");
        // Tesla's and Fermi's lengths depend on the bits, so the tail may happen to be whole there.
        if matches!(arch, "usse" | "isa30") {
            assert_eq!(one.0, Some(1), "{arch}: a cut tail fails the listing");
            assert!(last.contains("trailing bytes not decoded"), "{arch}: {last}");
        }
        let addrs = text.lines().filter(|l| !l.contains("trailing")).count();
        assert!(addrs > 100_000, "{arch}: {addrs} lines");
        for (jobs, stdin) in [("2", false), ("3", true), ("7", false), ("1", true)] {
            // Standard error names the input, which differs; the listing and the status do not.
            let other = run(arch, jobs, stdin);
            assert!(other.0 == one.0 && other.1 == one.1, "{arch}: -j {jobs} (stdin {stdin}) differs from -j 1");
        }
    }
    std::fs::remove_file(&path).ok();
    let (code, _, err) = gpuisa(&["dis", "--arch", "tesla", "-j", "0", "-"], "");
    assert_eq!(code, 2, "{err}");
}
