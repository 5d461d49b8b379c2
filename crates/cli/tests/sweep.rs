//! The bad-input sweep of "A command line that scripts can trust": seeded random bad inputs for every
//! subcommand, run as child processes of the built `gpuisa`, classified by how the process ended.
//!
//! Run: `cargo test --profile ci -p gpuisa-cli --test sweep -- --nocapture`: a sample of 1,200 inputs
//! (about a minute); `GPUISA_SWEEP_FULL=1` runs the full 30,000, `GPUISA_SWEEP=N` any number,
//! `GPUISA_SWEEP_SEED` the seed,
//! `GPUISA_SWEEP_TIMEOUT` the per-input wall clock in seconds (default 20). The corpus is read in place
//! from the shared material (`GPUISA_SHARED`, or `../shared`); inputs are written under
//! `$TMPDIR/gpuisa-sweep-XXXXXX/`, one directory per input, and only the directories of failing inputs are
//! kept (their paths are in the reproducers printed at the end); the folder goes when nothing failed or
//! the sweep itself stops on a panic.
//!
//! Input classes: mutated containers (byte flips, interesting 32/64-bit values written over header
//! fields, truncations, inserted, deleted, zeroed and duplicated ranges, numbers in text replaced by
//! absurd ones) of the corpus's Tesla ELF and text cubins, Fermi ELF cubins and GXP files, fed to `dis`,
//! `info`, `run --arch tesla|fermi|usse` and `as --replace-in`; token soup and mutated valid assembly for
//! `as --arch A [--syntax S] [--lines]` for every arch and every `--syntax` value; random hex for
//! `dis --lines` and random raw code for `dis --arch A`; absurd option values; isa30 `run` with mutated
//! programs, mutated JSON configurations and mutated vector files; `dis --json`, `--cfg` and `--labels`;
//! `explain` of listing lines, cuobjdump words and standard input; `run --arch fermi` and `--arch usse`
//! with their options; `as --replace-in` of `gpuisa dis` listings edited as a user might.
//!
//! How an input fails (the test asserts each count is 0):
//! - panic: the exit status is 101 or standard error contains `panicked`;
//! - abort: the process ended by a signal (SIGABRT from a failed allocation under the 4 GiB address-space
//!   cap, SIGSEGV, stack overflow...) or with status 134;
//! - hang: it still ran after the timeout (then it is killed);
//! - bad exit: any other status than 0, 1 and 2;
//! - the error contract of docs/reference/README.md: more than one `gpuisa:` line, a failure without
//!   one or with it not last (multi); a quoted token over 40 characters (uncut); a line on standard error
//!   that is no message (rawnl: a newline from a value broke one); a diagnostic's line and column outside
//!   its source or naming another line than the one it shows, a `--lines` error's column past its line
//!   (place);
//! - for an edited listing written into its container with status 0: `gpuisa dis` of the file written
//!   fails (silent);
//! - silent success on a corrupted container, for `dis`, `info` and `run` on a mutated container whose
//!   original is C (the same command line with C in place of the mutated file is the reference):
//!   (a) the input is a proper prefix of C (a truncation) that still carries C's signature (at least the
//!   4 bytes of the ELF or GXP magic; for a text cubin, the word `architecture`), the status is 0,
//!   and standard output differs from the reference's (or the reference itself failed): the cut
//!   lost something the tool then did not notice. A cut that only removes bytes nothing uses prints
//!   the same and passes.
//!   (b) the status is 0 and the output names no kernel while the reference's does: for `dis`, no
//!   `// kernel` line; for `info`, no `kernels: N` line with N > 0.
//!   For `as --replace-in` the output is a new file, which always differs from the complete input's, so
//!   (a) there reads: status 0 on a prefix of C shorter than the extent C's own headers describe (ELF:
//!   the end of the furthest header table, section or segment; GXP: the size field at offset 8; text
//!   cubin: the text without trailing white space). Status 0 from `as` on any other mutated input, and
//!   from `dis`/`info`/`run` on a mutation that keeps the length, is fine: a flipped bit in code or a
//!   valid-looking field is still a container.
//!
//! The peak memory of each child is its `ru_maxrss` from `wait4`. Linux counts into it the pages the
//! child shared with this (big) process when it was forked, so the input with the highest figure in each
//! class is run again at the end from a fresh, small copy of this test binary (`measure_helper`), and
//! the summary prints that figure with its command line.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::fs;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_gpuisa");
const WORKERS: usize = 2;
/// Caps each child's address space so that a runaway allocation aborts the child, not the machine.
const ADDRESS_SPACE: u64 = 4 << 30;

// ---------------------------------------------------------------- random

/// A stream of `gpuisa_core::random` words with the helpers the generators need.
struct Rng(Box<dyn Iterator<Item = u64> + Send>);

impl Rng {
    /// Each input has its own stream from (seed, index), so any one input regenerates alone.
    fn new(seed: u64, index: u64) -> Rng {
        // splitmix64: nearby indexes give unrelated, never-zero xorshift states
        let mut z = seed ^ index.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^= z >> 31;
        Rng(Box::new(gpuisa_core::random::words(usize::MAX, z | 1, |x| x)))
    }
    fn next(&mut self) -> u64 {
        self.0.next().unwrap()
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
    fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi - lo + 1)
    }
    /// True about once in `den` calls.
    fn one_in(&mut self, den: usize) -> bool {
        self.below(den) == 0
    }
    fn pick<'a, T>(&mut self, s: &'a [T]) -> &'a T {
        &s[self.below(s.len())]
    }
    fn bytes(&mut self, n: usize) -> Vec<u8> {
        (0..n).map(|_| self.next() as u8).collect()
    }
}

// ---------------------------------------------------------------- the material

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Family {
    TeslaElf,
    TeslaText,
    FermiElf,
    Gxp,
}

impl Family {
    const ALL: [Family; 4] = [Family::TeslaElf, Family::TeslaText, Family::FermiElf, Family::Gxp];
    fn name(self) -> &'static str {
        match self {
            Family::TeslaElf => "Tesla ELF",
            Family::TeslaText => "Tesla text",
            Family::FermiElf => "Fermi ELF",
            Family::Gxp => "GXP",
        }
    }
    fn ext(self) -> &'static str {
        match self {
            Family::TeslaElf | Family::FermiElf => "cubin",
            Family::TeslaText => "txtcubin",
            Family::Gxp => "gxp",
        }
    }
    fn arch(self) -> &'static str {
        match self {
            Family::TeslaElf | Family::TeslaText => "tesla",
            Family::FermiElf => "fermi",
            Family::Gxp => "usse",
        }
    }
}

struct Container {
    path: PathBuf,
    bytes: Vec<u8>,
    /// Kernel names `info` prints for the original (for `--kernel`).
    kernels: Vec<String>,
    /// The length the file's own headers describe (see the module comment).
    extent: usize,
}

const ARCHS: [&str; 4] = ["tesla", "fermi", "isa30", "usse"];
/// Every `--syntax` value the CLI accepts; `None` is the default.
const SYNTAXES: [Option<&str>; 7] =
    [None, Some("lossless"), Some("envydis"), Some("nvdisasm"), Some("nvdisasm5"), Some("envydis-lossless"), Some("vita3k")];

struct Material {
    containers: HashMap<Family, Vec<Container>>,
    /// Instruction texts per (arch, syntax the listing was printed in).
    asm: HashMap<(&'static str, Option<&'static str>), Vec<String>>,
    /// Tokens of those texts per arch, for token soup.
    tokens: HashMap<&'static str, Vec<String>>,
    /// Hex words of real code per arch (as `dis --lines` reads them).
    hex: HashMap<&'static str, Vec<String>>,
    /// Tesla hex programs (`run` reads one instruction a line).
    tesla_hex: Vec<Vec<u8>>,
    /// isa30 programs (hex or assembly) with a configuration that fits each.
    isa30: Vec<(Vec<u8>, Value)>,
    /// The vector file's top level without cases, and its cases.
    vectors: (Value, Vec<Value>),
    /// Listings `gpuisa dis` printed of ELF cubins and GXP files, with the container and the syntax
    /// (for `as --replace-in` of edited listings).
    listings: Vec<(PathBuf, Option<&'static str>, String)>,
}

fn shared() -> PathBuf {
    let dir = match std::env::var_os("GPUISA_SHARED") {
        Some(d) => PathBuf::from(d),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared"),
    };
    assert!(
        dir.join("corpus").is_dir(),
        "shared material not found at {}: put it beside the project as ../shared or set GPUISA_SHARED",
        dir.display()
    );
    dir
}

fn workspace() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Runs `gpuisa` on good inputs while building the material; returns stdout when it succeeds.
fn quick(args: &[&str], stdin: Option<&[u8]>) -> Option<String> {
    use std::io::Write;
    let mut child = Command::new(BIN)
        .args(args)
        .stdin(if stdin.is_some() { Stdio::piped() } else { Stdio::null() })
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    if let Some(s) = stdin {
        let mut w = child.stdin.take().unwrap();
        let s = s.to_vec();
        std::thread::spawn(move || {
            let _ = w.write_all(&s);
        });
    }
    let out = child.wait_with_output().unwrap();
    Some(String::from_utf8_lossy(&out.stdout).into_owned()).filter(|_| out.status.success())
}

fn files(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    v.sort();
    assert!(!v.is_empty(), "no .{ext} files in {}", dir.display());
    v
}

fn le(b: &[u8], at: usize, n: usize) -> Option<u64> {
    let s = b.get(at..at.checked_add(n)?)?;
    Some(s.iter().rev().fold(0u64, |a, &x| a << 8 | x as u64))
}

/// The end of the furthest thing an ELF's headers describe.
fn elf_extent(b: &[u8]) -> Option<usize> {
    let w64 = *b.get(4)? == 2;
    let (phoff, shoff, phes, phn, shes, shn) = if w64 {
        (le(b, 0x20, 8)?, le(b, 0x28, 8)?, le(b, 0x36, 2)?, le(b, 0x38, 2)?, le(b, 0x3a, 2)?, le(b, 0x3c, 2)?)
    } else {
        (le(b, 0x1c, 4)?, le(b, 0x20, 4)?, le(b, 0x2a, 2)?, le(b, 0x2c, 2)?, le(b, 0x2e, 2)?, le(b, 0x30, 2)?)
    };
    let mut end = (phoff + phes * phn).max(shoff + shes * shn).max(if w64 { 64 } else { 52 });
    for i in 0..shn {
        let h = (shoff + i * shes) as usize;
        let (ty, off, size) =
            if w64 { (le(b, h + 4, 4)?, le(b, h + 0x18, 8)?, le(b, h + 0x20, 8)?) } else { (le(b, h + 4, 4)?, le(b, h + 0x10, 4)?, le(b, h + 0x14, 4)?) };
        if ty != 8 {
            end = end.max(off + size); // not SHT_NOBITS
        }
    }
    for i in 0..phn {
        let h = (phoff + i * phes) as usize;
        let (off, size) = if w64 { (le(b, h + 8, 8)?, le(b, h + 0x20, 8)?) } else { (le(b, h + 4, 4)?, le(b, h + 0x10, 4)?) };
        end = end.max(off + size);
    }
    usize::try_from(end).ok()
}

fn extent(family: Family, b: &[u8]) -> usize {
    match family {
        Family::TeslaElf | Family::FermiElf => elf_extent(b).expect("corpus ELF headers"),
        Family::Gxp => le(b, 8, 4).unwrap() as usize,
        Family::TeslaText => b.iter().rposition(|c| !c.is_ascii_whitespace() && *c != 0).map_or(0, |p| p + 1),
    }
}

/// The instruction text of a listing line `ADDR:  HEX [HEX]   TEXT`.
fn listing_text(line: &str) -> Option<String> {
    let rest = line.split_once(":  ")?.1.trim_start();
    let text = rest.split_once("  ")?.1.trim();
    (!text.is_empty()).then(|| text.to_string())
}

fn listing_hex(line: &str) -> Option<String> {
    let rest = line.split_once(":  ")?.1.trim_start();
    Some(rest.split_once("  ")?.0.trim().to_string())
}

fn tokenize(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    for c in s.chars() {
        if c.is_whitespace() || ",;()[]{}+*".contains(c) {
            if !cur.is_empty() {
                out.push(std::mem::take(&mut cur));
            }
            if !c.is_whitespace() {
                out.push(c.to_string());
            }
        } else {
            cur.push(c);
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

/// Keeps `n` evenly spaced elements of `v`.
fn sample(v: &mut Vec<String>, n: usize) {
    if v.len() > n {
        let step = v.len().div_ceil(n);
        *v = v.iter().step_by(step).cloned().collect();
    }
}

fn material() -> Material {
    let sh = shared();
    let corpus = sh.join("corpus");
    let mut containers = HashMap::new();
    let tesla = files(&corpus.join("tesla"), "cubin");
    let tesla_txt = files(&corpus.join("tesla"), "txtcubin");
    let fermi = files(&corpus.join("fermi"), "cubin");
    let gxp = files(&corpus.join("usse"), "gxp");
    for (family, paths) in [(Family::TeslaElf, tesla), (Family::TeslaText, tesla_txt), (Family::FermiElf, fermi), (Family::Gxp, gxp)] {
        let list: Vec<Container> = paths
            .into_iter()
            .map(|path| {
                let bytes = fs::read(&path).unwrap();
                let info = quick(&["info", path.to_str().unwrap()], None).unwrap_or_default();
                let kernels = info
                    .lines()
                    .filter(|l| l.starts_with("  ") && !l.starts_with("   ") && l.contains(" bytes of code"))
                    .filter_map(|l| Some(l.trim().split_once(": ")?.0.to_string()))
                    .collect();
                let extent = extent(family, &bytes);
                Container { path, bytes, kernels, extent }
            })
            .collect();
        containers.insert(family, list);
    }

    // Assembly texts: listings of a few corpus files in each syntax the disassembler prints.
    let mut asm: HashMap<(&'static str, Option<&'static str>), Vec<String>> = HashMap::new();
    let mut hex: HashMap<&'static str, Vec<String>> = HashMap::new();
    let mut kept = Vec::new();
    let listings: [(&str, Family, &[Option<&str>]); 4] = [
        ("tesla", Family::TeslaElf, &[None, Some("envydis")]),
        ("tesla", Family::TeslaText, &[None, Some("envydis")]),
        ("fermi", Family::FermiElf, &[None, Some("envydis"), Some("envydis-lossless"), Some("nvdisasm5")]),
        ("usse", Family::Gxp, &[None, Some("vita3k")]),
    ];
    for (arch, family, syntaxes) in listings {
        for c in containers[&family].iter().step_by(6) {
            for &syntax in syntaxes {
                let mut args = vec!["dis", c.path.to_str().unwrap()];
                if let Some(s) = syntax {
                    args.extend(["--syntax", s]);
                }
                let Some(out) = quick(&args, None) else { continue };
                if family != Family::TeslaText && out.len() < 200_000 {
                    kept.push((c.path.clone(), syntax, out.clone()));
                }
                for line in out.lines() {
                    if let Some(t) = listing_text(line) {
                        asm.entry((arch, syntax)).or_default().push(t);
                    }
                    if syntax.is_none() {
                        if let Some(h) = listing_hex(line) {
                            hex.entry(arch).or_default().push(h);
                        }
                    }
                }
            }
        }
    }
    // The 30-bit ISA: the sample programs with configurations from their loop bounds.
    let programs = corpus.join("isa30/programs");
    let gemm_cfg: Value = serde_json::from_slice(&fs::read(workspace().join("examples/isa30/gemm.json")).unwrap()).unwrap();
    let index: Value = serde_json::from_slice(&fs::read(programs.join("index.json")).unwrap()).unwrap();
    let mut isa30 = vec![(fs::read(workspace().join("examples/isa30/gemm.s")).unwrap(), gemm_cfg.clone())];
    for sample in index.as_array().unwrap() {
        let name = sample["sample"].as_str().unwrap();
        let Ok(prog) = fs::read(programs.join(format!("{name}.hex"))) else { continue };
        let mut cfg = gemm_cfg.clone();
        cfg["begs"] = sample["n_inst_begs"].clone();
        cfg["ends"] = sample["n_inst_ends"].clone();
        if let Some(text) = quick(&["dis", "--arch", "isa30", "--lines"], Some(&prog)) {
            asm.entry(("isa30", None)).or_default().extend(text.lines().map(str::to_string));
        }
        hex.entry("isa30").or_default().extend(String::from_utf8_lossy(&prog).lines().map(str::to_string));
        isa30.push((prog, cfg));
    }
    let gemm_s = String::from_utf8_lossy(&isa30[0].0).into_owned();
    asm.entry(("isa30", None))
        .or_default()
        .extend(gemm_s.lines().filter(|l| !l.trim_start().starts_with("//")).map(str::to_string));

    let mut tokens: HashMap<&'static str, Vec<String>> = HashMap::new();
    for ((arch, _), lines) in &asm {
        let t = tokens.entry(arch).or_default();
        for l in lines.iter().step_by(3) {
            t.extend(tokenize(l));
        }
    }
    for t in tokens.values_mut() {
        t.sort();
        t.dedup();
    }

    let mut tesla_hex = Vec::new();
    for app in fs::read_dir(corpus.join("tesla-e2e/flexgrip")).unwrap() {
        let p = app.unwrap().path().join("program_flexgrip.hex");
        if let Ok(b) = fs::read(p) {
            tesla_hex.push(b);
        }
    }
    assert!(!tesla_hex.is_empty(), "no tesla-e2e hex programs");

    let mut all: Value = serde_json::from_slice(&fs::read(corpus.join("isa30/rtl-alu-vectors.json")).unwrap()).unwrap();
    // A sample of the cases is enough, and keeps this process (whose memory every forked child starts
    // with, see `measure`) small.
    let cases: Vec<Value> = all["cases"].take().as_array().map(|c| c.iter().step_by(c.len() / 48 + 1).cloned().collect()).unwrap_or_default();
    assert!(!cases.is_empty(), "no cases in rtl-alu-vectors.json");

    // Every forked child starts with this process's resident pages in its ru_maxrss (see `measure`):
    // samples of the pools are enough, and the memory of building them goes back to the system.
    for (key, v) in asm.iter_mut() {
        assert!(!v.is_empty(), "no assembly texts for {key:?}");
        sample(v, 4000);
    }
    for v in hex.values_mut() {
        sample(v, 4000);
    }
    // SAFETY: malloc_trim only returns free heap memory to the system.
    unsafe { libc::malloc_trim(0) };
    Material { containers, asm, tokens, hex, tesla_hex, isa30, vectors: (all, cases), listings: kept }
}

// ---------------------------------------------------------------- mutations

const U32S: [u64; 12] = [0, 1, 2, 0x7f, 0x80, 0xff, 0xffff, 0x10000, 0x7fff_ffff, 0x8000_0000, 0xffff_fffe, 0xffff_ffff];

/// A position in `len` bytes, most often where container headers are (the start, the end).
fn position(r: &mut Rng, len: usize) -> usize {
    if len == 0 {
        return 0;
    }
    match r.below(3) {
        0 => r.below(len.min(256)),
        1 => len - 1 - r.below(len.min(256)),
        _ => r.below(len),
    }
}

/// Truncates `b` to a proper prefix.
fn truncate(r: &mut Rng, b: &[u8]) -> Vec<u8> {
    let len = b.len();
    let cut = match r.below(4) {
        0 => len - 1 - r.below(len.min(64)),
        1 => r.below(len.min(256)),
        _ => r.below(len),
    };
    b[..cut].to_vec()
}

/// Replaces a run of decimal digits (or a 0x number) with an absurd number.
fn absurd_number(r: &mut Rng, b: &mut Vec<u8>) {
    let starts: Vec<usize> =
        (0..b.len()).filter(|&i| b[i].is_ascii_digit() && (i == 0 || !b[i - 1].is_ascii_alphanumeric())).collect();
    if starts.is_empty() {
        return;
    }
    let s = *r.pick(&starts);
    let mut e = s;
    while e < b.len() && (b[e].is_ascii_alphanumeric()) {
        e += 1;
    }
    let n = *r.pick(ABSURD);
    b.splice(s..e, n.bytes());
}

/// 1 to 4 random edits of `b`, or a truncation (`true` when the result is a proper prefix of `b`).
fn mutate(r: &mut Rng, b: &[u8], text: bool) -> (Vec<u8>, bool) {
    if b.len() > 1 && r.one_in(4) {
        return (truncate(r, b), true);
    }
    let mut v = b.to_vec();
    for _ in 0..r.range(1, 4) {
        let len = v.len();
        let p = position(r, len);
        match r.below(if text { 11 } else { 10 }) {
            0 | 1 => {
                if len > 0 {
                    v[p] ^= 1 << r.below(8)
                }
            }
            2 => {
                if len > 0 {
                    let any = r.next() as u8;
                    v[p] = *r.pick(&[0, 0xff, 0x7f, 0x80, 1, any]);
                }
            }
            3 | 4 => {
                // an interesting 32- or 64-bit value over an aligned field
                let w = if r.one_in(3) { 8 } else { 4 };
                let at = p & !(w - 1);
                if at + w <= len {
                    let x = match r.below(4) {
                        0 => len as u64 + r.below(3) as u64,
                        1 => le(&v, at, w).unwrap().wrapping_add(r.range(1, 64) as u64),
                        2 if w == 8 => u64::MAX - r.below(2) as u64,
                        _ => *r.pick(&U32S),
                    };
                    v[at..at + w].copy_from_slice(&x.to_le_bytes()[..w]);
                }
            }
            5 => {
                let n = r.range(1, 64);
                let ins = if r.one_in(2) || len == 0 {
                    r.bytes(n)
                } else {
                    let s = r.below(len);
                    v[s..(s + n).min(len)].to_vec()
                };
                v.splice(p..p, ins);
            }
            6 => {
                let e = (p + r.range(1, 64)).min(len);
                v.drain(p..e);
            }
            7 => {
                let e = (p + r.range(1, 64)).min(len);
                let fill = if r.one_in(3) { 0xff } else { 0 };
                v[p..e].iter_mut().for_each(|x| *x = fill);
            }
            8 => {
                // a whole range doubled
                let e = (p + r.range(1, 512)).min(len);
                let dup = v[p..e].to_vec();
                v.splice(e..e, dup);
            }
            9 => {
                if len > 0 {
                    let n = r.range(1, 8);
                    for _ in 0..n {
                        let q = r.below(len);
                        v[q] = r.next() as u8;
                    }
                }
            }
            _ => absurd_number(r, &mut v),
        }
    }
    (v, false)
}

const ABSURD: &[&str] = &[
    "",
    "0",
    "-0",
    "-1",
    "-2147483649",
    "2147483648",
    "4294967295",
    "4294967296",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999999999999",
    "0x",
    "0x0",
    "0xffffffff",
    "0x100000000",
    "0xffffffffffffffff",
    "0x1ffffffffffffffff",
    "-0x80000000",
    "1e309",
    "-1e309",
    "nan",
    "inf",
    "1.5",
    "0.",
    "abc",
    "1,",
    ",",
    ",,",
    "1,,1",
    "1,2,3,4",
    "65536,65536",
    "4294967295,4294967295",
    "0,0,0",
    ":",
    "0:",
    ":0",
    "1:0",
    "0:1",
    "3:5",
    "0:ffffffffffffffff",
    "ffffffff:0",
    "0:10000000000",
    "fffffffffffffff0:ffffffffffffffff",
    "#",
    "#0",
    "#0=",
    "#99=1",
    "#-1=1",
    "#0=0x1ffffffffffffffff",
    "=",
    "=x",
    " ",
    "\u{e9}\u{1f600}",
    "--",
    "-",
];

// ---------------------------------------------------------------- jobs

/// What to check beyond crashes.
#[derive(Clone)]
enum Check {
    None,
    /// A mutated container for `dis`/`info`/`run`: the reference is `args` with the original in place
    /// of the input.
    Container { original: PathBuf, truncated: bool },
    /// `as --replace-in` on a mutated container: status 0 is a silent success when the input is a
    /// prefix shorter than the original's extent.
    Replace { short: bool },
    /// `as --replace-in` of an edited listing: a file written with status 0 must read back with `dis`.
    Readable { out: String },
}

struct Job {
    /// A file to give as standard input (else none).
    stdin: Option<String>,
    /// The assembly source of an `as` job (for the line and column checks), and whether it is read
    /// `--lines` (then standard output is checked line by line).
    src: Option<(String, bool)>,
    class: String,
    args: Vec<String>,
    /// The index of the argument that names the mutated input (replaced by the original for the
    /// reference run).
    input_arg: Option<usize>,
    check: Check,
    /// Whether stdout is needed (otherwise it goes to /dev/null).
    capture: bool,
    what: String,
}

struct Gen<'a> {
    r: Rng,
    m: &'a Material,
    dir: PathBuf,
}

impl Gen<'_> {
    fn write(&self, name: &str, b: &[u8]) -> String {
        let p = self.dir.join(name);
        fs::write(&p, b).unwrap();
        p.to_str().unwrap().to_string()
    }
    fn out(&self, name: &str) -> String {
        self.dir.join(name).to_str().unwrap().to_string()
    }
    fn family(&mut self) -> Family {
        *self.r.pick(&Family::ALL)
    }
    fn mutated(&mut self, family: Family) -> (String, PathBuf, bool, bool, String) {
        let m = self.m;
        let list = &m.containers[&family];
        let c = &list[self.r.below(list.len())];
        let (b, truncated) = mutate(&mut self.r, &c.bytes, family == Family::TeslaText);
        // A prefix too short to carry the container's signature is just a small unknown file.
        let signed = match family {
            Family::TeslaText => b.windows(12).any(|w| w == b"architecture"),
            _ => b.len() >= 4,
        };
        let truncated = truncated && signed;
        let short = truncated && b.len() < c.extent;
        let name = format!("input.{}", family.ext());
        let what = format!(
            "{} of {} ({} -> {} bytes)",
            if truncated { "truncation" } else { "mutation" },
            c.path.file_name().unwrap().to_string_lossy(),
            c.bytes.len(),
            b.len()
        );
        (self.write(&name, &b), c.path.clone(), truncated, short, what)
    }

    fn job(&mut self, kind: usize) -> Job {
        match kind {
            0 => self.dis_container(),
            1 => self.info_container(),
            2 => self.run_container(),
            3 => self.replace_in(),
            4 => self.assemble(),
            5 => self.dis_lines(),
            6 => self.dis_raw(),
            7 => self.run_options(),
            8 => self.other_options(),
            9 => self.isa30_program(),
            10 => self.isa30_config(),
            11 => self.isa30_vectors(),
            12 => self.explain(),
            13 => self.dis_data(),
            14 => self.explain_lines(),
            15 => self.run_nvidia_usse(),
            _ => self.replace_listing(),
        }
    }

    fn dis_container(&mut self) -> Job {
        let family = self.family();
        let (input, original, truncated, _, what) = self.mutated(family);
        let mut args = vec!["dis".to_string(), input];
        if let Some(s) = self.r.pick(&SYNTAXES) {
            args.extend(["--syntax".into(), s.to_string()]);
        }
        if self.r.one_in(3) {
            args.extend(["-j".into(), self.r.range(1, 3).to_string()]);
        }
        if self.r.one_in(4) {
            args.push("--labels".into());
        }
        Job {
            stdin: None,
            src: None,
            class: format!("dis | {}", family.name()),
            args,
            input_arg: Some(1),
            check: Check::Container { original, truncated },
            capture: true,
            what,
        }
    }

    fn info_container(&mut self) -> Job {
        let family = self.family();
        let (input, original, truncated, _, what) = self.mutated(family);
        Job {
            stdin: None,
            src: None,
            class: format!("info | {}", family.name()),
            args: vec!["info".into(), input],
            input_arg: Some(1),
            check: Check::Container { original, truncated },
            capture: true,
            what,
        }
    }

    fn run_container(&mut self) -> Job {
        // Mostly Tesla programs (the ones `run` runs); some Fermi/GXP containers and hex programs.
        let pick = self.r.below(10);
        let mut args = vec!["run".to_string(), "--arch".into()];
        let (class, input, check, what);
        if pick < 2 {
            let m = self.m;
            let prog = self.r.pick(&m.tesla_hex);
            let (b, t) = mutate(&mut self.r, prog, true);
            input = self.write("program.hex", &b);
            what = format!("{} of a tesla-e2e program_flexgrip.hex", if t { "truncation" } else { "mutation" });
            class = "run tesla | hex program".to_string();
            check = Check::None;
            args.push("tesla".into());
        } else {
            let family = match pick {
                2..=5 => Family::TeslaElf,
                6 | 7 => Family::TeslaText,
                8 => Family::FermiElf,
                _ => Family::Gxp,
            };
            let arch = if self.r.one_in(4) { family.arch() } else { "tesla" };
            let (i, original, truncated, _, w) = self.mutated(family);
            input = i;
            what = w;
            class = format!("run {arch} | {}", family.name());
            check = Check::Container { original, truncated };
            args.push(arch.into());
        }
        let input_arg = args.len();
        args.push(input);
        // Small and deterministic: one worker thread, few blocks, few steps.
        args.extend(["--threads", "1", "--max-steps", "2000"].map(String::from));
        args.extend(["--grid".into(), self.r.range(1, 2).to_string(), "--block".into(), self.r.range(1, 64).to_string()]);
        for _ in 0..self.r.below(5) {
            args.extend(["--param".into(), (self.r.below(8) * 0x100).to_string()]);
        }
        args.extend(["--dump".into(), "0:40".into()]);
        if self.r.one_in(8) {
            args.push("--stats".into());
        }
        Job { stdin: None, src: None, class, args, input_arg: Some(input_arg), check, capture: true, what }
    }

    fn replace_in(&mut self) -> Job {
        let family = self.family();
        let arch = if self.r.one_in(10) { *self.r.pick(&ARCHS) } else { family.arch() };
        let (input, original, _, short, what) = self.mutated(family);
        let tiny: &[u8] = match arch {
            "tesla" => b"exit\n",
            "fermi" => b"EXIT;\n",
            "usse" => b"nop\n",
            _ => b"R0 = 0\n",
        };
        let src = if self.r.one_in(4) { self.asm_text(arch, None) } else { tiny.to_vec() };
        let src = self.write("k.s", &src);
        let mut args = vec!["as".to_string(), "--arch".into(), arch.into(), src, "--replace-in".into(), input, "-o".into(), self.out("out.bin")];
        let kernels = &self.m.containers[&family].iter().find(|c| c.path == original).unwrap().kernels;
        if family == Family::Gxp {
            if self.r.one_in(2) {
                args.extend(["--kernel".into(), self.r.pick(&["primary", "secondary"]).to_string()]);
            }
        } else if kernels.len() > 1 || (self.r.one_in(2) && !kernels.is_empty()) {
            args.extend(["--kernel".into(), self.r.pick(kernels).clone()]);
        }
        Job {
            stdin: None,
            src: None,
            class: format!("as --replace-in | {}", family.name()),
            args,
            input_arg: None,
            check: Check::Replace { short },
            capture: false,
            what: format!("{what}, code of arch {arch}"),
        }
    }

    /// Mutated valid assembly or token soup for `arch`, read in `syntax`.
    fn asm_text(&mut self, arch: &'static str, syntax: Option<&'static str>) -> Vec<u8> {
        let m = self.m;
        let pool = m.asm.get(&(arch, syntax)).unwrap_or_else(|| &m.asm[&(arch, None)]);
        let n = self.r.range(1, 40);
        let mut text = String::new();
        if self.r.one_in(3) {
            // token soup
            let toks = &m.tokens[arch];
            for _ in 0..n {
                for _ in 0..self.r.range(1, 10) {
                    let t = if self.r.one_in(5) { self.r.pick(ABSURD).to_string() } else { self.r.pick(toks).clone() };
                    text.push_str(&t);
                    text.push_str(self.r.pick::<&str>(&[" ", " ", ", ", "", "\t", ";", ":"]));
                }
                text.push('\n');
            }
        } else {
            let mut lines: Vec<String> = (0..n).map(|_| self.r.pick(pool).clone()).collect();
            if self.r.one_in(4) {
                lines.insert(0, "top:".into());
                lines.push(format!("{} top", if arch == "fermi" { "BRA" } else { "bra" }));
            }
            for _ in 0..self.r.range(1, 5) {
                let i = self.r.below(lines.len());
                let toks = &m.tokens[arch];
                let mut t = tokenize(&lines[i]);
                match self.r.below(7) {
                    0 if !t.is_empty() => {
                        let j = self.r.below(t.len());
                        t[j] = self.r.pick(toks).clone();
                    }
                    1 if !t.is_empty() => {
                        let j = self.r.below(t.len());
                        t.remove(j);
                    }
                    2 => {
                        let j = self.r.below(t.len() + 1);
                        t.insert(j, self.r.pick(ABSURD).to_string());
                    }
                    3 => {
                        let j = self.r.below(t.len() + 1);
                        t.insert(j, self.r.pick(&["[", "(", "{", "$r999", "R300", "c[99999]", "???[0x", "0x1ffffffffffffffff", "\0", "\u{feff}", "@", "!", "-", "|", "."]).to_string());
                    }
                    4 => {
                        let k = self.r.range(10, 3000);
                        t.push("[".repeat(k));
                    }
                    5 => t.truncate(self.r.below(t.len() + 1)),
                    _ => {
                        let mut b = lines[i].clone().into_bytes();
                        absurd_number(&mut self.r, &mut b);
                        lines[i] = String::from_utf8_lossy(&b).into_owned();
                        continue;
                    }
                }
                lines[i] = t.join(" ");
            }
            text = lines.join(if self.r.one_in(8) { "\r\n" } else { "\n" });
            if self.r.one_in(2) {
                text.push('\n');
            }
        }
        let mut b = text.into_bytes();
        if self.r.one_in(10) {
            b = mutate(&mut self.r, &b, true).0;
        }
        b
    }

    fn assemble(&mut self) -> Job {
        let arch = *self.r.pick(&ARCHS);
        let syntax = *self.r.pick(&SYNTAXES);
        let lines = self.r.one_in(2);
        let src = self.asm_text(arch, syntax);
        let src = self.write("in.s", &src);
        let mut args = vec!["as".to_string(), "--arch".into(), arch.into()];
        if let Some(s) = syntax {
            args.extend(["--syntax".into(), s.into()]);
        }
        if lines {
            args.push("--lines".into());
        } else if self.r.one_in(2) {
            args.extend(["-o".into(), self.out("out.bin")]);
        }
        if arch == "tesla" && self.r.one_in(3) {
            args.extend(["--variant".into(), self.r.pick(&["g80", "g84", "g200", "mcp77", "gt215"]).to_string()]);
            args.extend(["--program-type".into(), self.r.pick(&["vp", "gp", "fp", "cp"]).to_string()]);
        }
        if arch == "fermi" && self.r.one_in(3) {
            args.extend(["--shift-wrap".into(), self.r.pick(&["clear", "set"]).to_string()]);
        }
        args.push(src.clone());
        Job {
            stdin: None,
            src: Some((src, lines)),
            class: format!("as {arch}{}", if lines { " --lines" } else { "" }),
            args,
            input_arg: None,
            check: Check::None,
            capture: lines,
            what: "mutated assembly or token soup".into(),
        }
    }

    fn dis_lines(&mut self) -> Job {
        let arch = *self.r.pick(&ARCHS);
        let m = self.m;
        let real = &m.hex[arch];
        let mut text = String::new();
        for _ in 0..self.r.range(1, 60) {
            if self.r.one_in(3) {
                write!(text, "{:x}:", self.r.next() >> self.r.below(64)).unwrap();
                text.push_str(self.r.pick::<&str>(&["", " ", "\t"]));
            }
            match self.r.below(8) {
                0 | 1 => text.push_str(self.r.pick::<String>(real)),
                2 => write!(text, "{:08x}", self.r.next() as u32).unwrap(),
                3 => write!(text, "{:016x}", self.r.next()).unwrap(),
                4 => write!(text, "{:08x} {:08x}", self.r.next() as u32, self.r.next() as u32).unwrap(),
                5 => write!(text, "{:x}", self.r.next() >> self.r.below(64)).unwrap(),
                6 => text.push_str(self.r.pick::<&str>(ABSURD)),
                _ => {
                    let n = self.r.range(1, 40);
                    let junk: String = (0..n).map(|_| *self.r.pick(&['0', 'f', 'x', ' ', ':', 'g', '-', '\t', '\u{e9}'])).collect();
                    text.push_str(&junk);
                }
            }
            text.push_str(self.r.pick::<&str>(&["\n", "\n", "\n", "\r\n", " \n", "\n\n"]));
        }
        let input = self.write("in.hex", text.as_bytes());
        let mut args = vec!["dis".to_string(), "--arch".into(), arch.into(), "--lines".into()];
        if let Some(s) = self.r.pick(&SYNTAXES) {
            args.extend(["--syntax".into(), s.to_string()]);
        }
        args.push(input);
        Job { stdin: None, src: None, class: format!("dis --lines {arch}"), args, input_arg: None, check: Check::None, capture: false, what: "random hex lines".into() }
    }

    /// `dis --json`, `dis --cfg dot` and `dis --labels` of mutated containers, sometimes one kernel.
    fn dis_data(&mut self) -> Job {
        let family = self.family();
        let (input, original, _, _, what) = self.mutated(family);
        let mode = *self.r.pick(&["--json", "--cfg", "--labels"]);
        let mut args = vec!["dis".to_string(), mode.to_string()];
        if mode == "--cfg" {
            args.push(self.r.pick(&["dot", "dot", "svg", ""]).to_string());
        }
        if let Some(s) = self.r.pick(&SYNTAXES) {
            args.extend(["--syntax".into(), s.to_string()]);
        }
        let kernels = &self.m.containers[&family].iter().find(|c| c.path == original).unwrap().kernels;
        if !kernels.is_empty() && self.r.one_in(3) {
            args.extend(["--kernel".into(), self.r.pick(kernels).clone()]);
        }
        args.push(input);
        Job { stdin: None, src: None, class: format!("dis {mode} | {}", family.name()), args, input_arg: None, check: Check::None, capture: true, what }
    }

    /// `explain` of listing lines, cuobjdump lines and words, `0x` words, and many of them on standard
    /// input.
    fn explain_lines(&mut self) -> Job {
        let arch = *self.r.pick(&ARCHS);
        let m = self.m;
        let real = &m.hex[arch];
        let mut lines = Vec::new();
        for _ in 0..self.r.range(1, 30) {
            let h = self.r.pick::<String>(real).clone();
            let addr = self.r.below(0x10000) * 8;
            let text = self.r.pick(&m.asm[&(arch, None)]).clone();
            let l = match self.r.below(8) {
                0 => format!("{addr:08x}:  {h}  {text}"),
                1 => format!("/*{addr:04x}*/ /*0x{}*/ {text};", h.replace(' ', "")),
                2 => format!("/*0x{}*/", h.replace(' ', "")),
                3 => format!("0x{}", h.replace(' ', "")),
                4 => format!("{addr:x}: {h}"),
                5 => {
                    let mut b = h.clone().into_bytes();
                    absurd_number(&mut self.r, &mut b);
                    String::from_utf8_lossy(&b).into_owned()
                }
                6 => h[..h.len().saturating_sub(self.r.range(1, 3))].to_string(),
                _ => h,
            };
            lines.push(l);
        }
        let mut args = vec!["explain".to_string(), "--arch".into(), arch.into()];
        if self.r.one_in(3) {
            args.push("--json".into());
        }
        let stdin = if self.r.one_in(2) {
            let mut text = lines.join(self.r.pick::<&str>(&["\n", "\r\n", "\n\n"])).into_bytes();
            if self.r.one_in(8) {
                text = mutate(&mut self.r, &text, true).0;
            }
            args.push("-".into());
            Some(self.write("words.txt", &text))
        } else {
            args.extend(lines);
            None
        };
        Job { stdin, src: None, class: format!("explain lines {arch}"), args, input_arg: None, check: Check::None, capture: false, what: "listing lines and words to explain".into() }
    }

    /// `run --arch fermi` and `run --arch usse` of (mostly mutated) containers with their own options.
    fn run_nvidia_usse(&mut self) -> Job {
        let fermi = self.r.one_in(2);
        let family = if fermi { Family::FermiElf } else { Family::Gxp };
        let (input, original, truncated, _, what) = if self.r.one_in(4) {
            let m = self.m;
            let c = &m.containers[&family][self.r.below(m.containers[&family].len())];
            let p = c.path.to_str().unwrap().to_string();
            (p, c.path.clone(), false, false, "an unmutated container".to_string())
        } else {
            self.mutated(family)
        };
        let mut args = vec!["run".to_string(), "--arch".into(), family.arch().into(), input];
        if fermi {
            let kernels = &self.m.containers[&family].iter().find(|c| c.path == original).unwrap().kernels;
            if !kernels.is_empty() {
                args.extend(["--kernel".into(), self.r.pick(kernels).clone()]);
            }
            let grid = if self.r.one_in(10) { self.r.pick(ABSURD).to_string() } else { format!("{},{}", self.r.range(1, 2), self.r.range(1, 2)) };
            let block = if self.r.one_in(10) { self.r.pick(ABSURD).to_string() } else { self.r.range(1, 96).to_string() };
            args.extend(["--grid".into(), grid, "--block".into(), block]);
            args.extend(["--threads", "1", "--max-steps", "20000"].map(String::from));
            for _ in 0..self.r.below(6) {
                let v = if self.r.one_in(6) { self.r.pick(ABSURD).to_string() } else { (self.r.below(8) * 0x100).to_string() };
                args.extend(["--param".into(), v]);
            }
            if self.r.one_in(3) {
                args.extend(["--dump".into(), self.r.pick(&["0:40", "0:100", "ffffffff:0", "0:ffffffffffff"]).to_string()]);
            }
            if self.r.one_in(6) {
                args.extend(["--shared-dynamic".into(), self.r.pick(&["0", "256", "49152", "99999999"]).to_string()]);
            }
            if self.r.one_in(6) {
                args.extend(["--texture".into(), self.r.pick(&["0=0,16", "1=0,4,4", "99999=0,1", "0=ffffffff,16", "x"]).to_string()]);
            }
        } else {
            if self.r.one_in(2) {
                args.extend(["--vertices".into(), self.r.pick(&["1", "4", "0", "4097", "99999999999"]).to_string()]);
            }
            for _ in 0..self.r.below(4) {
                let (opt, v) = if self.r.one_in(2) {
                    ("--attribute", self.r.pick(&["pa0=1,2,3,4", "position=0,0,0,1", "pa99=1", "pa0=", "x=1,2", "pa0=nan,inf,-inf,0x7fffffff"]).to_string())
                } else {
                    ("--uniform", self.r.pick(&["sa0=1", "sa0=1,2,3,4", "sa255=1,2", "sa999=1", "u=1", "sa0=0xffffffffff"]).to_string())
                };
                args.extend([opt.to_string(), v]);
            }
            if self.r.one_in(3) {
                args.push("--json".into());
            }
        }
        let check = if truncated { Check::Container { original, truncated } } else { Check::None };
        Job { stdin: None, src: None, class: format!("run {} | options", family.arch()), args, input_arg: Some(3), check, capture: truncated, what }
    }

    /// `as --replace-in` of a `gpuisa dis` listing edited as a user might (lines deleted, repeated,
    /// swapped or changed, instructions inserted, headers repeated or dropped); a file written must read
    /// back.
    fn replace_listing(&mut self) -> Job {
        let m = self.m;
        let (container, syntax, listing) = self.r.pick(&m.listings);
        let arch = Family::ALL
            .iter()
            .find(|f| m.containers[f].iter().any(|c| &c.path == container))
            .map_or("fermi", |f| f.arch());
        let mut lines: Vec<String> = listing.lines().map(str::to_string).collect();
        for _ in 0..self.r.range(1, 6) {
            let n = lines.len();
            let i = self.r.below(n.max(1));
            match self.r.below(9) {
                0 if n > 0 => {
                    lines.remove(i);
                }
                1 if n > 0 => {
                    // every line of one kernel
                    let start = lines[..=i.min(n - 1)].iter().rposition(|l| l.starts_with("// kernel")).map_or(0, |k| k + 1);
                    let end = lines[start..].iter().position(|l| l.starts_with("// kernel")).map_or(n, |k| start + k);
                    lines.drain(start..end);
                }
                2 if n > 0 => {
                    let l = lines[i].clone();
                    lines.insert(i, l);
                }
                3 if n > 1 => {
                    let j = self.r.below(n);
                    lines.swap(i, j);
                }
                4 => {
                    let t = self.r.pick(&m.asm[&(arch, *syntax)]).clone();
                    lines.insert(i, t);
                }
                5 if n > 0 => {
                    let mut b = lines[i].clone().into_bytes();
                    absurd_number(&mut self.r, &mut b);
                    lines[i] = String::from_utf8_lossy(&b).into_owned();
                }
                6 if n > 0 => {
                    let mut t = tokenize(&lines[i]);
                    let toks = &m.tokens[arch];
                    if !t.is_empty() {
                        let j = self.r.below(t.len());
                        t[j] = if self.r.one_in(2) { self.r.pick(toks).clone() } else { self.r.pick(ABSURD).to_string() };
                    }
                    lines[i] = t.join(" ");
                }
                7 => lines.insert(i, self.r.pick(&["// kernel x (8 bytes)", "// gpuisa dis --arch tesla --syntax envydis", ".word 0", "BRA 0x4;", "bra 0x1000", "L_0010:", ""]).to_string()),
                _ if n > 0 => {
                    // a listing address changed
                    let l = &lines[i];
                    if let Some((a, rest)) = l.split_once(':') {
                        if a.len() == 8 && a.bytes().all(|b| b.is_ascii_hexdigit()) {
                            lines[i] = format!("{:08x}:{rest}", self.r.below(0x2000) * 4);
                        }
                    }
                }
                _ => {}
            }
        }
        let src = self.write("edited.s", lines.join("\n").as_bytes());
        let out = self.out("out.bin");
        let mut args = vec!["as".to_string(), src.clone(), "--replace-in".into(), container.to_str().unwrap().into(), "-o".into(), out.clone()];
        if self.r.one_in(5) {
            args.extend(["--syntax".into(), self.r.pick(&SYNTAXES).unwrap_or("nvdisasm").to_string()]);
        }
        Job {
            stdin: None,
            src: Some((src, false)),
            class: format!("as --replace-in | edited {arch} listing"),
            args,
            input_arg: None,
            check: Check::Readable { out },
            capture: false,
            what: format!("edited {} listing of {}", syntax.unwrap_or("default"), container.file_name().unwrap().to_string_lossy()),
        }
    }

    /// `explain` of real, random and malformed words, each ISA (and no --arch, a usage error).
    fn explain(&mut self) -> Job {
        let arch = *self.r.pick(&ARCHS);
        let m = self.m;
        let real = &m.hex[arch];
        let mut args = vec!["explain".to_string()];
        if !self.r.one_in(20) {
            args.extend(["--arch".into(), arch.into()]);
        }
        if self.r.one_in(2) {
            args.push("--json".into());
        }
        for _ in 0..self.r.range(0, 6) {
            let w = match self.r.below(6) {
                0 | 1 => self.r.pick::<String>(real).clone(),
                2 => format!("{:08x}", self.r.next() as u32),
                3 => format!("{:016x}", self.r.next()),
                4 => format!("{:08x} {:08x}", self.r.next() as u32, self.r.next() as u32),
                _ => self.r.pick(ABSURD).to_string(),
            };
            args.push(w);
        }
        Job { stdin: None, src: None, class: format!("explain {arch}"), args, input_arg: None, check: Check::None, capture: false, what: "words to explain".into() }
    }

    fn dis_raw(&mut self) -> Job {
        let arch = *self.r.pick(&ARCHS);
        let n = self.r.range(0, 70000);
        let b = if self.r.one_in(3) {
            // a mutated container read with an explicit arch
            let f = self.family();
            let m = self.m;
            let c = &m.containers[&f][self.r.below(m.containers[&f].len())];
            mutate(&mut self.r, &c.bytes, false).0
        } else {
            self.r.bytes(n)
        };
        let input = self.write("in.bin", &b);
        let mut args = vec!["dis".to_string(), "--arch".into(), arch.into()];
        if let Some(s) = self.r.pick(&SYNTAXES) {
            args.extend(["--syntax".into(), s.to_string()]);
        }
        if self.r.one_in(2) {
            args.extend(["-j".into(), self.r.range(1, 4).to_string()]);
        }
        if self.r.one_in(4) {
            args.push("--labels".into());
        }
        args.push(input);
        Job { stdin: None, src: None, class: format!("dis raw {arch}"), args, input_arg: None, check: Check::None, capture: false, what: format!("{} raw bytes", b.len()) }
    }

    /// `run --arch tesla` with absurd values for one to three options.
    fn run_options(&mut self) -> Job {
        let m = self.m;
        let c = &m.containers[&Family::TeslaElf][self.r.below(m.containers[&Family::TeslaElf].len())];
        let n = *self.r.pick(&[0, 3, 4, 64, 4096, 1 << 20]);
        let blob = self.r.bytes(n);
        let blob = self.write("blob.bin", &blob);
        let mut opts: Vec<(&str, String)> = vec![
            ("--grid", "1".into()),
            ("--block", "32".into()),
            ("--threads", "1".into()),
            ("--max-steps", "2000".into()),
            ("--param", "0".into()),
            ("--param", "256".into()),
            ("--param", "512".into()),
            ("--param", "8".into()),
            ("--dump", "0:40".into()),
        ];
        let names = [
            "--grid", "--block", "--param", "--dump", "--global-size", "--max-steps", "--threads", "--const", "--global", "--kernel", "--variant",
        ];
        let mut fuzzed = Vec::new();
        for _ in 0..self.r.range(1, 3) {
            let name = *self.r.pick(&names);
            let value = match name {
                "--const" => {
                    let bank = self.r.pick(&["0", "1", "15", "16", "-1", "99999999999", "", "x"]).to_string();
                    let file = self.r.pick(&[blob.as_str(), "/nonexistent", "", "/", "/dev/null"]).to_string();
                    match self.r.below(4) {
                        0 => self.r.pick(ABSURD).to_string(),
                        1 => bank,
                        _ => format!("{bank}={file}"),
                    }
                }
                "--global" => {
                    let file = self.r.pick(&[blob.as_str(), "/nonexistent", "", "/", "/dev/null"]).to_string();
                    match self.r.below(3) {
                        0 => file,
                        _ => format!("{file}@{}", self.r.pick(ABSURD)),
                    }
                }
                "--kernel" => self.r.pick(&["", "nosuch", "_Z3addPiS_S_i", "\u{e9}", "-"]).to_string(),
                "--variant" => self.r.pick(&["", "g90", "GT215", "gt215 ", "nv50", "g80"]).to_string(),
                // a huge valid step count on a kernel without loops still ends quickly
                _ => self.r.pick(ABSURD).to_string(),
            };
            fuzzed.push(format!("{name} {value:?}"));
            if self.r.one_in(2) {
                if let Some(o) = opts.iter_mut().find(|o| o.0 == name) {
                    o.1 = value;
                    continue;
                }
            }
            opts.push((name, value));
        }
        let mut args = vec!["run".to_string(), "--arch".into(), "tesla".into(), c.path.to_str().unwrap().into()];
        for (n, v) in opts {
            if self.r.one_in(40) {
                args.push(format!("{n}={v}"));
            } else {
                args.extend([n.to_string(), v]);
            }
        }
        Job { stdin: None, src: None, class: "run tesla | options".into(), args, input_arg: None, check: Check::None, capture: false, what: fuzzed.join(", ") }
    }

    /// Bad options, files and flags for `dis`, `as`, `info` and isa30 `run`.
    fn other_options(&mut self) -> Job {
        let m = self.m;
        let family = self.family();
        let c = &m.containers[&family][self.r.below(m.containers[&family].len())];
        let cpath = c.path.to_str().unwrap().to_string();
        let empty = self.write("empty", b"");
        let dir = self.dir.to_str().unwrap().to_string();
        let file = self.r.pick(&[cpath.as_str(), empty.as_str(), dir.as_str(), "/nonexistent/x", "", "-", "--", "/dev/zero"]).to_string();
        let (class, mut args) = match self.r.below(4) {
            0 => ("dis", vec!["dis".to_string()]),
            1 => ("as", vec!["as".to_string()]),
            2 => ("info", vec!["info".to_string()]),
            _ => ("run isa30", vec!["run".to_string(), "--arch".into(), "isa30".into()]),
        };
        let opt = |r: &mut Rng, name: &str| -> Vec<String> {
            let v = match name {
                "--arch" => r.pick(&["", "nv50", "TESLA", "kepler", "tesla,fermi"]).to_string(),
                "--variant" => r.pick(&["", "g90", "GT215", "nv50"]).to_string(),
                "--program-type" => r.pick(&["", "xp", "CP", "0"]).to_string(),
                "--syntax" => r.pick(&["", "att", "intel", "LOSSLESS"]).to_string(),
                "--shift-wrap" => r.pick(&["", "maybe", "1"]).to_string(),
                "--semantics" => r.pick(&["", "vhdl", "RTL"]).to_string(),
                "--kernel" => r.pick(&["", "nosuch", "tertiary", "-"]).to_string(),
                _ => r.pick(ABSURD).to_string(),
            };
            vec![name.to_string(), v]
        };
        let names: &[&str] = match class {
            "dis" => &["-j", "--jobs", "--arch", "--variant", "--program-type", "--syntax", "--shift-wrap"],
            "as" => &["--arch", "--variant", "--program-type", "--syntax", "--shift-wrap", "--kernel", "-o", "--replace-in"],
            "info" => &["--arch", "-j"],
            _ => &["--semantics", "--config", "--vectors", "--grid"],
        };
        for _ in 0..self.r.range(1, 3) {
            let name = *self.r.pick(names);
            args.extend(opt(&mut self.r, name));
        }
        if self.r.one_in(4) {
            args.push(self.r.pick(&["--frobnicate", "-x", "--lines", "--json", "--trace", "--help=1", "-jx"]).to_string());
        }
        if class == "as" && self.r.one_in(2) {
            args.extend(["--arch".into(), self.r.pick(&ARCHS).to_string()]);
        }
        if class == "run isa30" && self.r.one_in(2) {
            let cfg = self.write("cfg.json", serde_json::to_string(&m.isa30[0].1).unwrap().as_bytes());
            args.extend(["--config".into(), cfg]);
        }
        if self.r.one_in(8) {
            args.push(file.clone());
        }
        args.push(file);
        Job { stdin: None, src: None, class: format!("{class} | options"), args, input_arg: None, check: Check::None, capture: false, what: "bad options or files".into() }
    }

    fn isa30_run_args(&mut self, program: String, config: String) -> Vec<String> {
        let mut args = vec!["run".to_string(), "--arch".into(), "isa30".into(), program, "--config".into(), config];
        if self.r.one_in(2) {
            args.push("--json".into());
        }
        if self.r.one_in(3) {
            args.extend(["--semantics".into(), self.r.pick(&["rtl", "doc"]).to_string()]);
        }
        args
    }

    fn isa30_program(&mut self) -> Job {
        let m = self.m;
        let (prog, cfg) = &m.isa30[self.r.below(m.isa30.len())];
        let mut lines: Vec<String> = String::from_utf8_lossy(prog).lines().map(str::to_string).collect();
        for _ in 0..self.r.range(1, 4) {
            let i = self.r.below(lines.len().max(1));
            match self.r.below(6) {
                0 => lines.insert(i, format!("{:08x}", self.r.next() as u32 >> self.r.below(3))),
                1 if !lines.is_empty() => {
                    let v = u32::from_str_radix(lines[i].trim(), 16).unwrap_or(0) ^ (1 << self.r.below(32));
                    lines[i] = format!("{v:08x}");
                }
                2 if !lines.is_empty() => {
                    lines.remove(i);
                }
                3 => lines.insert(i, self.r.pick(&m.asm[&("isa30", None)]).clone()),
                4 => {
                    let n = self.r.range(1, 3000);
                    for _ in 0..n {
                        lines.push(format!("{:08x}", self.r.next() as u32 >> 2));
                    }
                }
                _ => {
                    let toks = &m.tokens["isa30"];
                    let n = self.r.range(1, 8);
                    let l: Vec<String> = (0..n).map(|_| self.r.pick(toks).clone()).collect();
                    lines.insert(i, l.join(" "));
                }
            }
        }
        let program = self.write("program.s", lines.join("\n").as_bytes());
        let config = self.write("config.json", serde_json::to_string(cfg).unwrap().as_bytes());
        let args = self.isa30_run_args(program, config);
        Job { stdin: None, src: None, class: "run isa30 | program".into(), args, input_arg: None, check: Check::None, capture: false, what: "mutated program".into() }
    }

    /// Replaces, removes or grows parts of a JSON value: a node found by walking down at random.
    fn mutate_json(&mut self, v: &mut Value) {
        self.mutate_json_at(v, 0)
    }

    fn mutate_json_at(&mut self, node: &mut Value, depth: usize) {
        if depth < 5 && !self.r.one_in(5) {
            let child = match node {
                Value::Object(o) if !o.is_empty() => {
                    let k = o.keys().nth(self.r.below(o.len())).unwrap().clone();
                    o.get_mut(&k)
                }
                Value::Array(a) if !a.is_empty() => {
                    let i = self.r.below(a.len());
                    a.get_mut(i)
                }
                _ => None,
            };
            if let Some(c) = child {
                if !c.is_null() {
                    return self.mutate_json_at(c, depth + 1);
                }
            }
        }
        let absurd = |r: &mut Rng| -> Value {
            match r.below(12) {
                0 => Value::from(-1),
                1 => Value::from(0),
                2 => Value::from(u32::MAX),
                3 => Value::from(1u64 << 32),
                4 => Value::from(u64::MAX),
                5 => Value::from(i64::MIN),
                6 => serde_json::json!(1e300),
                7 => serde_json::json!(0.5),
                8 => Value::from("x"),
                9 => Value::Null,
                10 => serde_json::json!({}),
                _ => Value::from(1 << r.range(5, 30)),
            }
        };
        match node {
            Value::Object(o) if !o.is_empty() && self.r.one_in(3) => {
                let k = o.keys().nth(self.r.below(o.len())).unwrap().clone();
                o.remove(&k);
            }
            Value::Array(a) if self.r.one_in(2) => match self.r.below(4) {
                0 if !a.is_empty() => {
                    a.pop();
                }
                1 => a.push(absurd(&mut self.r)),
                2 if !a.is_empty() => {
                    let i = self.r.below(a.len());
                    a[i] = absurd(&mut self.r);
                }
                _ => {
                    let n = self.r.range(1, 20);
                    let x = a.first().cloned().unwrap_or(Value::from(1));
                    a.extend(std::iter::repeat_n(x, n));
                }
            },
            n => *n = absurd(&mut self.r),
        }
    }

    fn isa30_config(&mut self) -> Job {
        let m = self.m;
        let (prog, cfg) = &m.isa30[self.r.below(m.isa30.len())];
        let mut cfg = cfg.clone();
        if self.r.one_in(4) {
            // key names from docs/isa30.md the bundled configurations leave out
            cfg["lut"] = serde_json::json!([100, 0, 0, 0]);
            cfg["i1"] = serde_json::json!({ "vectors": [[1, 2, 3], [4]] });
            cfg["i0"]["seq"] = serde_json::json!([0, 1]);
            cfg["i0"]["pad"] = serde_json::json!(7);
            cfg["i0"]["start"] = serde_json::json!([0, 0]);
        }
        for _ in 0..self.r.range(1, 4) {
            self.mutate_json(&mut cfg);
        }
        let mut text = serde_json::to_string(&cfg).unwrap().into_bytes();
        if self.r.one_in(6) {
            text = mutate(&mut self.r, &text, true).0;
        }
        let program = self.write("program.hex", prog);
        let config = self.write("config.json", &text);
        let args = self.isa30_run_args(program, config);
        Job { stdin: None, src: None, class: "run isa30 | config".into(), args, input_arg: None, check: Check::None, capture: false, what: "mutated JSON configuration".into() }
    }

    fn isa30_vectors(&mut self) -> Job {
        let m = self.m;
        let mut top = m.vectors.0.clone();
        let cases: Vec<Value> = (0..self.r.range(1, 4)).map(|_| self.r.pick(&m.vectors.1).clone()).collect();
        top["cases"] = Value::Array(cases);
        for _ in 0..self.r.range(1, 4) {
            // aim most mutations at a case
            if self.r.one_in(4) {
                self.mutate_json(&mut top);
            } else {
                // an earlier mutation may have replaced the whole file or its cases
                let n = top.get("cases").and_then(Value::as_array).map_or(0, Vec::len);
                let i = self.r.below(n);
                if let Some(c) = top.get_mut("cases").and_then(|c| c.get_mut(i)) {
                    self.mutate_json(c);
                }
            }
        }
        let mut text = serde_json::to_string(&top).unwrap().into_bytes();
        if self.r.one_in(6) {
            text = mutate(&mut self.r, &text, true).0;
        }
        let file = self.write("vectors.json", &text);
        let mut args = vec!["run".to_string(), "--arch".into(), "isa30".into(), "--vectors".into(), file];
        if self.r.one_in(3) {
            args.extend(["--semantics".into(), "doc".into()]);
        }
        Job { stdin: None, src: None, class: "run isa30 | vectors".into(), args, input_arg: None, check: Check::None, capture: false, what: "mutated vector file".into() }
    }
}

/// How often each generator runs, out of their sum (the order of `Gen::job`).
const WEIGHTS: [usize; 17] = [14, 12, 10, 10, 18, 7, 4, 8, 4, 5, 5, 3, 3, 6, 4, 6, 8];

// ---------------------------------------------------------------- running

#[derive(Clone, Copy, PartialEq, Debug)]
enum End {
    Exit(i32),
    Signal(i32),
    Timeout,
}

struct Ran {
    end: End,
    rss_kib: i64,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
}

/// Kills children that outlive their deadline; checked every 50 ms by one thread.
#[derive(Default)]
struct Watchdog {
    /// pid -> (deadline, killed)
    children: Mutex<HashMap<libc::pid_t, (Instant, bool)>>,
    stop: std::sync::atomic::AtomicBool,
}

impl Watchdog {
    fn watch(&self, pid: libc::pid_t, timeout: Duration) {
        self.children.lock().unwrap().insert(pid, (Instant::now() + timeout, false));
    }
    /// Forgets a child that has ended (not yet reaped); true when the watchdog killed it.
    fn done(&self, pid: libc::pid_t) -> bool {
        self.children.lock().unwrap().remove(&pid).is_some_and(|c| c.1)
    }
    fn patrol(&self) {
        while !self.stop.load(Ordering::Relaxed) {
            std::thread::sleep(Duration::from_millis(50));
            let now = Instant::now();
            for (pid, (deadline, killed)) in self.children.lock().unwrap().iter_mut() {
                if now > *deadline && !*killed {
                    // SAFETY: a watched pid is an unreaped child of ours (removed before it is reaped).
                    unsafe { libc::kill(*pid, libc::SIGKILL) };
                    *killed = true;
                }
            }
        }
    }
}

fn run(args: &[String], dir: &Path, capture: bool, timeout: Duration, watchdog: &Watchdog) -> Ran {
    run_with(args, dir, capture, None, timeout, watchdog)
}

/// [`run`] with a file as standard input.
fn run_with(args: &[String], dir: &Path, capture: bool, stdin: Option<&str>, timeout: Duration, watchdog: &Watchdog) -> Ran {
    let out_path = dir.join("stdout");
    let err_path = dir.join("stderr");
    let stdout = if capture { Stdio::from(fs::File::create(&out_path).unwrap()) } else { Stdio::null() };
    let input = match stdin {
        Some(p) => Stdio::from(fs::File::open(p).unwrap()),
        None => Stdio::null(),
    };
    let mut cmd = Command::new(BIN);
    cmd.args(args).current_dir(dir).stdin(input).stdout(stdout).stderr(fs::File::create(&err_path).unwrap());
    // SAFETY: only async-signal-safe setrlimit calls between fork and exec.
    unsafe {
        cmd.pre_exec(|| {
            let a = libc::rlimit { rlim_cur: ADDRESS_SPACE, rlim_max: ADDRESS_SPACE };
            libc::setrlimit(libc::RLIMIT_AS, &a);
            let core = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
            libc::setrlimit(libc::RLIMIT_CORE, &core);
            Ok(())
        });
    }
    // Reaped below with wait4, for its resource usage.
    #[allow(clippy::zombie_processes)]
    let child = cmd.spawn().unwrap();
    let pid = child.id() as libc::pid_t;
    watchdog.watch(pid, timeout);
    // Wait for the end without reaping, so that the pid cannot be reused while the watchdog may still
    // kill it; then reap it with its resource usage.
    // SAFETY: pid is our own unreaped child; the out-pointers are valid.
    unsafe {
        let mut info: libc::siginfo_t = std::mem::zeroed();
        while libc::waitid(libc::P_PID, pid as libc::id_t, &mut info, libc::WEXITED | libc::WNOWAIT) != 0 {
            assert_eq!(std::io::Error::last_os_error().kind(), std::io::ErrorKind::Interrupted);
        }
    }
    let timed_out = watchdog.done(pid);
    let mut status = 0;
    // SAFETY: zeroed rusage is a valid value; pid is still our unreaped child.
    let mut ru: libc::rusage = unsafe { std::mem::zeroed() };
    assert_eq!(unsafe { libc::wait4(pid, &mut status, 0, &mut ru) }, pid, "wait4: {}", std::io::Error::last_os_error());
    let end = if timed_out {
        End::Timeout
    } else if libc::WIFSIGNALED(status) {
        End::Signal(libc::WTERMSIG(status))
    } else {
        End::Exit(libc::WEXITSTATUS(status))
    };
    let stdout = if capture { fs::read(&out_path).unwrap_or_default() } else { Vec::new() };
    Ran { end, rss_kib: ru.ru_maxrss, stdout, stderr: fs::read(&err_path).unwrap_or_default() }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
enum Failure {
    Panic,
    Abort,
    Hang,
    Silent,
    BadExit,
    /// More than one `gpuisa:` line, or a failure without one (and no diagnostic), or not last.
    MultiLine,
    /// A backtick-quoted token longer than 40 characters (and its `…`).
    Uncut,
    /// A line on standard error that is neither a `gpuisa:` error nor a `warning:` (a newline from a
    /// quoted value broke a message), when no diagnostic, trace or statistics print there.
    RawNewline,
    /// A diagnostic's `file:line:column` (or a `--lines` error's column) outside the source, or its
    /// source line not the one it names.
    WrongPlace,
}

const FAILURES: [Failure; 9] = [
    Failure::Panic,
    Failure::Abort,
    Failure::Hang,
    Failure::Silent,
    Failure::BadExit,
    Failure::MultiLine,
    Failure::Uncut,
    Failure::RawNewline,
    Failure::WrongPlace,
];

/// The longest backtick-quoted part of `line`, in characters (a closed pair only).
fn longest_quote(line: &str) -> usize {
    let parts: Vec<&str> = line.split('`').collect();
    (1..parts.len().saturating_sub(1)).step_by(2).map(|i| parts[i].chars().count()).max().unwrap_or(0)
}

/// The error-message contract of docs/reference/README.md on one run's standard error (and, for `as
/// --lines`, its standard output): see [`Failure`].
fn contract(job: &Job, ran: &Ran) -> Option<(Failure, String)> {
    let err = String::from_utf8_lossy(&ran.stderr);
    let diag = err.contains("┌─");
    let noisy = job.args.iter().any(|a| a == "--stats" || a == "--trace" || a == "--hwtests");
    let errors: Vec<&str> = err.lines().filter(|l| l.starts_with("gpuisa:")).collect();
    let cut = |l: &str| l.chars().take(200).collect::<String>();
    if errors.len() > 1 {
        return Some((Failure::MultiLine, format!("{} `gpuisa:` lines: {}", errors.len(), cut(errors[0]))));
    }
    let failed = matches!(ran.end, End::Exit(1 | 2));
    if failed && !diag && errors.is_empty() {
        return Some((Failure::MultiLine, format!("status {:?} without a `gpuisa:` line: {}", ran.end, cut(&err))));
    }
    if failed && !diag && !noisy && !err.lines().last().is_some_and(|l| l.starts_with("gpuisa:")) {
        return Some((Failure::MultiLine, format!("the error is not the last line: {}", cut(&err))));
    }
    // A diagnostic's note and caret lines quote source text (windowed), not tokens: only messages count.
    for l in err.lines().filter(|l| l.starts_with("gpuisa:") || l.starts_with("error:") || l.starts_with("warning:")) {
        if longest_quote(l) > 41 {
            return Some((Failure::Uncut, format!("a quoted token of {} characters: {}", longest_quote(l), cut(l))));
        }
    }
    if !diag && !noisy {
        if let Some(l) = err.lines().find(|l| !l.starts_with("gpuisa:") && !l.starts_with("warning: ")) {
            return Some((Failure::RawNewline, format!("a line that is no message: {}", cut(l))));
        }
    }
    let (path, lines_mode) = job.src.as_ref()?;
    let src = String::from_utf8_lossy(&fs::read(path).ok()?).into_owned();
    let src_lines: Vec<&str> = src.lines().collect();
    if *lines_mode {
        // `error: column N: ...` on output line i is about input line i.
        let out = String::from_utf8_lossy(&ran.stdout);
        for (i, l) in out.lines().enumerate() {
            let Some(col) = l.strip_prefix("error: column ").and_then(|r| r.split(':').next()).and_then(|c| c.parse::<usize>().ok()) else { continue };
            let width = src_lines.get(i).map_or(0, |s| s.chars().count());
            if col == 0 || col > width + 1 {
                return Some((Failure::WrongPlace, format!("output line {}: column {col} of a line of {width} characters", i + 1)));
            }
        }
        return None;
    }
    let name = Path::new(path).file_name()?.to_string_lossy().into_owned();
    let shown: Vec<&str> = err.lines().collect();
    for (k, l) in shown.iter().enumerate() {
        let Some(place) = l.trim_start().strip_prefix("┌─ ") else { continue };
        let Some(rest) = place.rsplit_once(&format!("{name}:")).map(|(_, r)| r) else { continue };
        let mut it = rest.split(':').map(|n| n.trim().parse::<usize>().ok());
        let (Some(Some(line)), Some(Some(col))) = (it.next(), it.next()) else { continue };
        let text = src_lines.get(line.wrapping_sub(1)).copied();
        let width = text.map_or(0, |t| t.chars().count());
        if line == 0 || line > src_lines.len().max(1) || col == 0 || col > width + 1 {
            return Some((Failure::WrongPlace, format!("{name}:{line}:{col} in a source of {} lines (that one {width} characters)", src_lines.len())));
        }
        // The snippet `L │ TEXT` two lines down shows that source line (unless windowed or with tabs).
        let snippet = shown.get(k + 2).and_then(|s| s.split_once(" │ ")).filter(|(n, _)| n.trim() == line.to_string());
        if let (Some((_, got)), Some(want)) = (snippet, text) {
            // The snippet leaves out control characters (a NUL in the line).
            let plain = |t: &str| t.chars().filter(|c| !c.is_control()).collect::<String>().trim_end().to_string();
            if !got.contains('…') && !want.contains('\t') && plain(got) != plain(want) {
                return Some((Failure::WrongPlace, format!("{name}:{line} shows `{}`, the line is `{}`", cut(got), cut(want))));
            }
        }
    }
    None
}

fn names_kernel(args: &[String], stdout: &[u8]) -> bool {
    let s = String::from_utf8_lossy(stdout);
    match args[0].as_str() {
        "dis" => s.lines().any(|l| l.starts_with("// kernel")),
        "info" => s.lines().any(|l| l.strip_prefix("kernels: ").and_then(|n| n.trim().parse::<u64>().ok()).is_some_and(|n| n > 0)),
        _ => true,
    }
}

/// Reference outputs of commands on original containers, by command line.
type References = Mutex<HashMap<Vec<String>, Arc<(End, Vec<u8>)>>>;

fn classify(job: &Job, ran: &Ran, refs: &References, dir: &Path, timeout: Duration, watchdog: &Watchdog) -> Option<(Failure, String)> {
    let err = String::from_utf8_lossy(&ran.stderr);
    let first = |s: &str| s.lines().find(|l| l.contains("panicked")).unwrap_or(s.lines().next().unwrap_or("")).chars().take(200).collect::<String>();
    match ran.end {
        End::Timeout => return Some((Failure::Hang, format!("still running after {timeout:?}"))),
        End::Signal(s) => return Some((Failure::Abort, format!("signal {s}: {}", first(&err)))),
        End::Exit(101) => return Some((Failure::Panic, first(&err))),
        _ if err.contains("panicked") => return Some((Failure::Panic, first(&err))),
        End::Exit(134) => return Some((Failure::Abort, format!("status 134: {}", first(&err)))),
        End::Exit(c) if c > 2 => return Some((Failure::BadExit, format!("status {c}: {}", first(&err)))),
        End::Exit(_) => {}
    }
    if let Some(f) = contract(job, ran) {
        return Some(f);
    }
    if ran.end != End::Exit(0) {
        return None;
    }
    match &job.check {
        Check::None => None,
        Check::Readable { out } => {
            if !Path::new(out).exists() {
                return None;
            }
            // What `as` wrote, gpuisa reads back.
            let r = run(&["dis".to_string(), out.clone()], dir, false, timeout, watchdog);
            (r.end != End::Exit(0)).then(|| (Failure::Silent, format!("status 0, but `gpuisa dis` of the file written ends {:?}: {}", r.end, String::from_utf8_lossy(&r.stderr).lines().next().unwrap_or(""))))
        }
        Check::Replace { short } => short.then(|| (Failure::Silent, "status 0 on a container cut inside its described extent".into())),
        Check::Container { original, truncated } => {
            let mut key = job.args.clone();
            key[job.input_arg.unwrap()] = original.to_str().unwrap().to_string();
            let cached = refs.lock().unwrap().get(&key).cloned();
            let reference = cached.unwrap_or_else(|| {
                let r = run(&key, dir, true, timeout, watchdog);
                let v = Arc::new((r.end, r.stdout));
                refs.lock().unwrap().insert(key, v.clone());
                v
            });
            // `info` reports the file's own length (`size: N bytes (file M)`), which a cut of trailing
            // bytes that nothing covers changes while every part of the container reads the same.
            let same = |a: &[u8], b: &[u8]| {
                let strip = |x: &[u8]| -> Vec<String> {
                    String::from_utf8_lossy(x).lines().map(|l| l.split(" (file ").next().unwrap_or(l).to_string()).collect()
                };
                strip(a) == strip(b)
            };
            if *truncated && (reference.0 != End::Exit(0) || !same(&reference.1, &ran.stdout)) {
                return Some((Failure::Silent, "status 0 on a truncation, output differs from the complete file's".into()));
            }
            if names_kernel(&job.args, &reference.1) && !names_kernel(&job.args, &ran.stdout) {
                return Some((Failure::Silent, "status 0 naming no kernel; the complete file has kernels".into()));
            }
            None
        }
    }
}

#[derive(Default)]
struct Stats {
    inputs: usize,
    exits: [usize; 3],
    failures: HashMap<Failure, usize>,
    worst_rss: (i64, String),
    /// The worst input's arguments and directory (kept until it is measured again at the end) and
    /// whether it failed (then its directory stays).
    worst: Option<(Vec<String>, PathBuf, bool)>,
    slowest: (Duration, String),
    time: Duration,
}

struct Repro {
    class: String,
    command: String,
    what: String,
    why: String,
    index: usize,
}

fn shell(args: &[String]) -> String {
    let mut s = String::from("gpuisa");
    for a in args {
        s.push(' ');
        if !a.is_empty() && a.chars().all(|c| c.is_ascii_alphanumeric() || "-_./:=,@+#".contains(c)) {
            s.push_str(a);
        } else {
            write!(s, "'{}'", a.replace('\'', r"'\''")).unwrap();
        }
    }
    s
}

/// Not a test of its own: when the sweep re-runs this binary with `GPUISA_SWEEP_MEASURE` set (the
/// arguments, separated by U+001F: an environment variable cannot hold a NUL), it runs `gpuisa` with them from this small fresh process and prints the
/// child's peak RSS, which then has no pages of the big sweep process in it.
#[test]
fn measure_helper() {
    let Some(args) = std::env::var_os("GPUISA_SWEEP_MEASURE") else { return };
    let args: Vec<String> = args.to_str().unwrap().split('\u{1f}').map(String::from).collect();
    // The child's standard error goes to a file there: a folder of its own, removed at the end.
    let dir = tempfile::Builder::new().prefix("gpuisa-measure-").tempdir().unwrap();
    let ran = run(&args, dir.path(), false, Duration::from_secs(60), &Watchdog::default());
    println!("maxrss {}", ran.rss_kib);
}

/// The peak RSS of `gpuisa ARGS` measured from a fresh copy of this test binary (see `measure_helper`).
fn measure(args: &[String]) -> Option<i64> {
    let out = Command::new(std::env::current_exe().ok()?)
        .args(["--exact", "measure_helper", "--nocapture", "--test-threads", "1"])
        .env("GPUISA_SWEEP_MEASURE", args.join("\u{1f}"))
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .output()
        .ok()?;
    // the harness may print `test measure_helper ... ` before it on the same line
    String::from_utf8_lossy(&out.stdout).lines().find_map(|l| l.split("maxrss ").nth(1)?.split_whitespace().next()?.parse().ok())
}

#[test]
fn bad_input_sweep() {
    // Sampled by default (a minute or so); GPUISA_SWEEP_FULL=1 for the full 30,000.
    let full = std::env::var_os("GPUISA_SWEEP_FULL").is_some_and(|v| v == "1");
    let count: usize = std::env::var("GPUISA_SWEEP").ok().and_then(|s| s.parse().ok()).unwrap_or(if full { 30000 } else { 1200 });
    let seed: u64 = std::env::var("GPUISA_SWEEP_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(0x5eed_2026);
    let timeout = Duration::from_secs(std::env::var("GPUISA_SWEEP_TIMEOUT").ok().and_then(|s| s.parse().ok()).unwrap_or(20));
    let started = Instant::now();
    let m = material();
    // Removed when dropped (also if the sweep panics), unless kept below for the failing inputs.
    let root_dir = tempfile::Builder::new().prefix("gpuisa-sweep-").tempdir().unwrap();
    let root = root_dir.path().to_path_buf();
    println!("sweep: {count} inputs, seed {seed:#x}, timeout {timeout:?}, material ready in {:.1?}, inputs under {}", started.elapsed(), root.display());

    let watchdog = Watchdog::default();
    // Linux counts the pages a forked child shares with its parent at exec into its ru_maxrss, so every
    // child of this big process reports at least about its resident size; the worst input of each
    // class is measured again from a small process at the end (`measure`).
    let floor = run(&["--version".to_string()], &root, false, timeout, &watchdog).rss_kib;
    let fresh = measure(&["--version".to_string()]).unwrap_or(-1);
    println!("peak RSS of `gpuisa --version`: {floor} KiB from the sweep process, {fresh} KiB measured alone");
    let next = AtomicUsize::new(0);

    let refs: References = Mutex::new(HashMap::new());
    let stats: Mutex<HashMap<String, Stats>> = Mutex::new(HashMap::new());
    let repros: Mutex<Vec<(Failure, Repro)>> = Mutex::new(Vec::new());
    let total_weight: usize = WEIGHTS.iter().sum();
    std::thread::scope(|s| {
        s.spawn(|| watchdog.patrol());
        let mut workers = Vec::new();
        for w in 0..WORKERS {
            let (m, root, next, refs, stats, repros, watchdog) = (&m, &root, &next, &refs, &stats, &repros, &watchdog);
            workers.push(s.spawn(move || {
                let scratch = root.join(format!("ref{w}"));
                fs::create_dir_all(&scratch).unwrap();
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= count {
                        break;
                    }
                    let dir = root.join(format!("{i:06}"));
                    fs::create_dir_all(&dir).unwrap();
                    let mut g = Gen { r: Rng::new(seed, i as u64), m, dir: dir.clone() };
                    let mut pick = g.r.below(total_weight);
                    let kind = WEIGHTS.iter().position(|&wt| pick < wt || {
                        pick -= wt;
                        false
                    });
                    let job = g.job(kind.unwrap());
                    let t0 = Instant::now();
                    let ran = run_with(&job.args, &dir, job.capture, job.stdin.as_deref(), timeout, watchdog);
                    let took = t0.elapsed();
                    let failure = classify(&job, &ran, refs, &scratch, timeout, watchdog);
                    let command = shell(&job.args);
                    let mut keep = failure.is_some();
                    {
                        let mut st = stats.lock().unwrap();
                        let e = st.entry(job.class.clone()).or_default();
                        e.inputs += 1;
                        if let End::Exit(c @ 0..=2) = ran.end {
                            e.exits[c as usize] += 1;
                        }
                        if ran.rss_kib > e.worst_rss.0 {
                            e.worst_rss = (ran.rss_kib, command.clone());
                            if let Some((_, old, false)) = e.worst.replace((job.args.clone(), dir.clone(), failure.is_some())) {
                                let _ = fs::remove_dir_all(old);
                            }
                            keep = true;
                        }
                        e.time += took;
                        if took > e.slowest.0 {
                            e.slowest = (took, command.clone());
                        }
                        if let Some((f, _)) = &failure {
                            *e.failures.entry(*f).or_default() += 1;
                        }
                    }
                    if let Some((f, why)) = failure {
                        repros.lock().unwrap().push((f, Repro { class: job.class, command, what: job.what, why, index: i }));
                    }
                    if !keep {
                        let _ = fs::remove_dir_all(&dir);
                    }
                    if (i + 1) % 2000 == 0 {
                        println!("  {} inputs, {:.0?}", i + 1, started.elapsed());
                    }
                }
                let _ = fs::remove_dir_all(&scratch);
            }));
        }
        for w in workers {
            w.join().unwrap();
        }
        watchdog.stop.store(true, Ordering::Relaxed);
    });

    let mut stats = stats.into_inner().unwrap();
    // The worst input of each class again, from a small fresh process, for its true peak.
    for s in stats.values_mut() {
        if let Some((args, dir, failed)) = s.worst.take() {
            if let Some(kib) = measure(&args) {
                s.worst_rss.0 = kib;
            }
            if !failed {
                let _ = fs::remove_dir_all(dir);
            }
        }
    }
    let mut repros = repros.into_inner().unwrap();
    repros.sort_by_key(|(f, r)| (*f, r.index));
    let mut classes: Vec<&String> = stats.keys().collect();
    classes.sort();
    let mut report = String::new();
    writeln!(
        report,
        "\n{:<34} {:>6} {:>5} {:>6} {:>6} {:>6} {:>6} {:>6} {:>6} {:>6} {:>6} {:>6} {:>6} {:>6} {:>6} {:>9}  worst peak RSS command",
        "class", "inputs", "ms", "exit0", "exit1", "exit2", "panic", "abort", "hang", "silent", "badexit", "multi", "uncut", "rawnl", "place", "peak KiB"
    )
    .unwrap();
    let mut totals = Stats::default();
    for c in &classes {
        let s = &stats[*c];
        let f = |k| s.failures.get(&k).copied().unwrap_or(0);
        writeln!(
            report,
            "{:<34} {:>6} {:>5.1} {:>6} {:>6} {:>6} {:>6} {:>6} {:>6} {:>6} {:>6} {:>6} {:>6} {:>6} {:>6} {:>9}  {}",
            c, s.inputs, s.time.as_secs_f64() * 1e3 / s.inputs as f64, s.exits[0], s.exits[1], s.exits[2], f(Failure::Panic), f(Failure::Abort), f(Failure::Hang), f(Failure::Silent), f(Failure::BadExit),
            f(Failure::MultiLine), f(Failure::Uncut), f(Failure::RawNewline), f(Failure::WrongPlace), s.worst_rss.0, s.worst_rss.1
        )
        .unwrap();
        totals.inputs += s.inputs;
        for k in 0..3 {
            totals.exits[k] += s.exits[k];
        }
        for (k, n) in &s.failures {
            *totals.failures.entry(*k).or_default() += n;
        }
        if s.worst_rss.0 > totals.worst_rss.0 {
            totals.worst_rss = s.worst_rss.clone();
        }
        if s.slowest.0 > totals.slowest.0 {
            totals.slowest = s.slowest.clone();
        }
    }
    let f = |k| totals.failures.get(&k).copied().unwrap_or(0);
    writeln!(
        report,
        "{:<34} {:>6} {:>5} {:>6} {:>6} {:>6} {:>6} {:>6} {:>6} {:>6} {:>6} {:>6} {:>6} {:>6} {:>6} {:>9}",
        "TOTAL", totals.inputs, "", totals.exits[0], totals.exits[1], totals.exits[2], f(Failure::Panic), f(Failure::Abort), f(Failure::Hang), f(Failure::Silent), f(Failure::BadExit),
        f(Failure::MultiLine), f(Failure::Uncut), f(Failure::RawNewline), f(Failure::WrongPlace), totals.worst_rss.0
    )
    .unwrap();
    writeln!(report, "peak memory of the worst input: {} KiB: {}", totals.worst_rss.0, totals.worst_rss.1).unwrap();
    writeln!(report, "slowest input: {:.2?}: {}", totals.slowest.0, totals.slowest.1).unwrap();
    writeln!(report, "run time: {:.1?}", started.elapsed()).unwrap();
    for kind in FAILURES {
        let list: Vec<&Repro> = repros.iter().filter(|(f, _)| *f == kind).map(|(_, r)| r).collect();
        if list.is_empty() {
            continue;
        }
        writeln!(report, "\n{kind:?}: {} inputs; up to 10 reproducers (one per class first):", list.len()).unwrap();
        // Variety first: the first failure of each class, then the rest in input order.
        let mut shown: Vec<&Repro> = Vec::new();
        for r in &list {
            if !shown.iter().any(|s| s.class == r.class) {
                shown.push(r);
            }
        }
        for r in &list {
            if shown.len() >= 10 {
                break;
            }
            if !shown.iter().any(|s| std::ptr::eq(*s, *r)) {
                shown.push(r);
            }
        }
        for r in shown.iter().take(10) {
            writeln!(report, "  [{}] #{} {}\n      input: {}\n      {}", r.class, r.index, r.command, r.what, r.why).unwrap();
        }
    }
    println!("{report}");
    if repros.is_empty() {
        let _ = fs::remove_dir_all(&root);
    } else {
        // The failing inputs' directories stay for the reproducers above.
        let _ = root_dir.keep();
    }
    let failed: usize = totals.failures.values().sum();
    assert_eq!(failed, 0, "the sweep found {failed} failing inputs (reproducers above; inputs kept under {})", root.display());
}
