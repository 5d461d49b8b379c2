//! Stack frames on `gpuisa run --arch fermi` (issue 41): a thread's local memory holds `.nv.local` and the
//! stack `.nv.info` asks for (FRAME_SIZE, MIN_STACK_SIZE, MAX_STACK_SIZE); the stack pointer starts at
//! the top of the stack, so `STL [R1+x]` after `IADD R1, R1, -FRAME` lands in the frame, and a push below
//! the stack faults naming the thread, pc and address (docs/fermi.md).

mod common;

use common::{gpuisa, tmpdir};
use std::path::PathBuf;

fn cubin(name: &str) -> PathBuf {
    common::shared().join("corpus/fermi").join(name)
}

const BWT: &str = "seanbaxter+mgpu_old__bwt__src__cubin__bwt__c388ab3d.cubin";
const SORT: &str = "seanbaxter+mgpu_old__sort__src__cubin__sort_128_8_single_list__6c1c3c12.cubin";
const SPMXV: &str = "seanbaxter+mgpu_old__sparse__src__cubin__spmxv_double__8c93894d.cubin";
const DIMSUM: &str = "snacktavish+bio-dimsum__kernel__180be450.cubin";

/// Every kernel of the corpus whose `.nv.info` gives a nonzero FRAME_SIZE, with that size (from a scan of
/// the `.nv.info` sections written apart from the container crate, in Python).
const FRAMED: &[(&str, &str, u64)] = &[
    (BWT, "CompareBWTKeys_1", 8),
    (SORT, "RadixSort_ee_1", 16),
    (SORT, "RadixSort_ee_4", 8),
    (SORT, "RadixSort_ee_5", 8),
    (SORT, "RadixSort_ee_6", 8),
    (SORT, "RadixSort_1", 16),
    (SORT, "RadixSort_4", 8),
    (SORT, "RadixSort_5", 8),
    (SORT, "RadixSort_6", 8),
    (SPMXV, "SpMxV_28", 32),
    (SPMXV, "SpMxV_36", 48),
    (DIMSUM, "migrateGPU", 664),
];

#[test]
fn the_container_reads_every_frame_size_of_the_corpus() {
    let mut found = Vec::new();
    for path in common::corpus("fermi", ".cubin") {
        let bytes = std::fs::read(&path).unwrap();
        let Ok(c) = gpuisa_container::read(&bytes) else { continue };
        let file = path.file_name().unwrap().to_string_lossy().into_owned();
        for k in &c.kernels {
            if let Some(f) = k.resources.frame.filter(|&f| f > 0) {
                found.push((file.clone(), k.name.clone(), f));
            }
        }
    }
    let want: Vec<_> = FRAMED.iter().map(|(f, k, s)| (f.to_string(), k.to_string(), *s)).collect();
    found.sort();
    let mut want_sorted = want.clone();
    want_sorted.sort();
    assert_eq!(found, want_sorted);
    // migrateGPU: 8 bytes of .nv.local, its frame of 664 and MIN_STACK_SIZE 696 (a callee's 32 more).
    let c = gpuisa_container::read(&std::fs::read(cubin(DIMSUM)).unwrap()).unwrap();
    let r = c.kernel("migrateGPU").unwrap().resources;
    assert_eq!((r.lmem, r.frame, r.min_stack, r.max_stack), (Some(8), Some(664), Some(696), None));
    // bfs's Kernel gives CRS_STACK_SIZE in its own section.
    let bfs = cubin("gpgpu-sim+gpgpu-sim_distribution__run_test__bfs__bfs__emb0x2148__16d2cac0.cubin");
    let c = gpuisa_container::read(&std::fs::read(bfs).unwrap()).unwrap();
    let r = c.kernel("_Z6KernelP4NodePiPbS2_S2_S1_i").unwrap().resources;
    assert_eq!((r.crs_stack, r.max_stack, r.frame), (Some(396), Some(0), Some(0)));
}

/// Runs `kernel` of `file` on one block of 128 threads, every parameter 0 (pointers reach global address
/// 0, zeroed memory), textures 0..3 bound to zeroed memory, with `--stats`: (exit code, all output).
fn run_on_zeros(file: &str, kernel: &str) -> (i32, String) {
    let path = cubin(file);
    let c = gpuisa_container::read(&std::fs::read(&path).unwrap()).unwrap();
    let k = c.kernel(kernel).unwrap();
    let p = path.display().to_string();
    let mut args: Vec<String> = ["run", "--arch", "fermi", &p, "--kernel", kernel, "--grid", "1", "--block", "128"]
        .map(String::from)
        .to_vec();
    for param in &k.params {
        let v = if param.size > 8 { vec!["0"; param.size as usize / 4].join(",") } else { "0".into() };
        args.extend(["--param".into(), v]);
    }
    for t in 0..4 {
        args.extend(["--texture".into(), format!("{t}=0x10000,1024")]);
    }
    args.extend(["--max-steps", "2000000", "--stats"].map(String::from));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let (code, out, err) = gpuisa(&args, "");
    (code, format!("{out}{err}"))
}

/// Bytes written to local memory, from `--stats`.
fn local_written(stats: &str) -> u64 {
    let line = stats.lines().find(|l| l.starts_with("local bytes:")).unwrap_or_else(|| panic!("{stats}"));
    let words: Vec<&str> = line.split_whitespace().collect();
    words[words.len() - 2].parse().unwrap()
}

#[test]
fn kernels_with_frames_run_past_their_stack_accesses() {
    let mut ran = Vec::new();
    let mut refused = Vec::new();
    for (file, kernel, frame) in FRAMED {
        let (code, out) = run_on_zeros(file, kernel);
        // No run may stop at a local access (the fault this issue is about).
        assert!(!out.contains(" at l["), "{kernel}: {out}");
        if code == 0 {
            // The run stored into its frame: at least one 4-byte word a thread.
            assert!(local_written(&out) >= 4 * 128, "{kernel} (frame {frame}): {out}");
            ran.push(*kernel);
        } else {
            assert_eq!(code, 1, "{kernel}: {out}");
            refused.push(*kernel);
        }
    }
    // On zero inputs every framed kernel runs to its end but migrateGPU, whose texture instruction
    // (`TEX.P ... 2D`) is refused at load: it never starts.
    assert_eq!(refused, ["migrateGPU"], "ran: {ran:?}");
    assert_eq!(ran.len(), 11);
    let (_, out) = run_on_zeros(DIMSUM, "migrateGPU");
    assert!(out.contains("is not understood") && out.contains("TEX"), "{out}");
}

/// `src` assembled in place of RadixSort_4 (FRAME_SIZE 8, MIN_STACK_SIZE 8: 8 bytes of stack) and run on
/// one thread: (exit code, stderr).
fn run_in_radixsort_4(src: &str) -> (i32, String) {
    let dir = tmpdir("frames");
    let o = dir.path().join("k.cubin").display().to_string();
    let c = cubin(SORT).display().to_string();
    let (code, _, err) = gpuisa(&["as", "--replace-in", &c, "--kernel", "RadixSort_4", "-o", &o, "-"], src);
    assert_eq!(code, 0, "{err}");
    let n = gpuisa_container::read(&std::fs::read(cubin(SORT)).unwrap()).unwrap().kernel("RadixSort_4").unwrap().params.len();
    let mut args = vec!["run", "--arch", "fermi", &o, "--kernel", "RadixSort_4", "--grid", "1", "--block", "1"];
    for _ in 0..n {
        args.extend(["--param", "0"]);
    }
    args.extend(["--dump", "0x1000:0x1008"]);
    let (code, out, err) = gpuisa(&args, "");
    (code, format!("{out}{err}"))
}

#[test]
fn the_frame_holds_what_is_stored_and_a_push_past_the_stack_faults() {
    // The frame's 8 bytes hold two words, read back and stored to global memory.
    let ok = "MOV R1, c [0x1] [0x100];
IADD R1, R1, -0x8;
MOV32I R2, 0x11;
MOV32I R3, 0x22;
STL [R1], R2;
STL [R1+0x4], R3;
LDL R4, [R1+0x4];
LDL R5, [R1];
MOV32I R6, 0x1000;
ST [R6], R4;
ST [R6+0x4], R5;
EXIT;
";
    let (code, out) = run_in_radixsort_4(ok);
    assert_eq!(code, 0, "{out}");
    let got = common::words(&out);
    assert_eq!((got[&0x1000], got[&0x1004]), (0x22, 0x11), "{out}");
    // A callee's frame of 8 more bytes lies below the stack: its first store faults, named with the
    // thread, pc and the local address (0x1000000 - 16).
    let push = "MOV R1, c [0x1] [0x100];
IADD R1, R1, -0x8;
STL [R1], RZ;
IADD R1, R1, -0x8;
STL [R1+0x4], RZ;
EXIT;
";
    let (code, out) = run_in_radixsort_4(push);
    assert_eq!(code, 1, "{out}");
    assert_eq!(out.trim().lines().count(), 1, "{out}");
    assert!(out.contains("out-of-bounds write of 4 bytes at l[0xfffff4]: thread 0 of block (0, 0), pc 0x20"), "{out}");
    // Above the stack pointer's start is outside too.
    let (code, out) = run_in_radixsort_4("MOV R1, c [0x1] [0x100];\nLDL R2, [R1];\nEXIT;\n");
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("out-of-bounds read of 4 bytes at l[0x1000000]"), "{out}");
}
