//! NVIDIA's own disassembly of real binaries (../shared/corpus/listings/fermi) against ours: for every
//! instruction line, the text `format` gives for the listed word, and the word `parse` gives for the
//! listed text. Prints the agreement by mnemonic; fails when it falls below the floor measured when the
//! tables last grew, so that a change that breaks agreement cannot pass unnoticed.

use gpuisa_core::Isa;
use gpuisa_fermi::Fermi;
use std::collections::BTreeMap;

/// One instruction line of a CUDA 4.x listing: `/*0008*/ /*0x94001c042c000000*/ S2R R0, SR_CTAid_X;`
/// (the hex is word 0 then word 1). Returns the 64-bit value and the text without its `;`.
fn instruction(line: &str) -> Option<(u64, u64, String)> {
    let rest = line.trim().strip_prefix("/*")?;
    let (addr, rest) = rest.split_once("*/")?;
    let addr = u64::from_str_radix(addr, 16).ok()?;
    let rest = rest.trim_start().strip_prefix("/*0x")?;
    let (hex, text) = rest.split_once("*/")?;
    if hex.len() != 16 {
        return None;
    }
    let w0 = u32::from_str_radix(&hex[..8], 16).ok()? as u64;
    let w1 = u32::from_str_radix(&hex[8..], 16).ok()? as u64;
    let text = text.trim().trim_end_matches(';').trim();
    Some((addr, w1 << 32 | w0, text.split_whitespace().collect::<Vec<_>>().join(" ")))
}

/// A listing: its file name, the corpus cubin whose code it shows (PROVENANCE.tsv), and its functions
/// with their instructions.
/// A listed function: its name and its (address, word, text) lines.
type Function = (String, Vec<(u64, u64, String)>);

struct Listing {
    name: String,
    cubin: Option<String>,
    functions: Vec<Function>,
}

fn listings() -> Vec<Listing> {
    let dir = gpuisa_core::shared::dir().join("corpus/listings");
    let provenance = std::fs::read_to_string(dir.join("PROVENANCE.tsv")).expect("listings/PROVENANCE.tsv");
    let cubin_of: BTreeMap<&str, &str> = provenance
        .lines()
        .filter_map(|l| {
            let cols: Vec<&str> = l.split('\t').collect();
            (cols.len() > 10 && !cols[10].is_empty() && cols[0] == "fermi").then(|| (cols[2], cols[10]))
        })
        .collect();
    let mut files: Vec<_> = std::fs::read_dir(dir.join("fermi")).unwrap().map(|e| e.unwrap().path()).collect();
    files.sort();
    files
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap();
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            let mut functions: Vec<Function> = Vec::new();
            for line in text.lines() {
                if let Some(f) = line.trim().strip_prefix("Function : ") {
                    functions.push((f.trim().to_string(), Vec::new()));
                } else if let Some(i) = instruction(line) {
                    if functions.is_empty() {
                        functions.push((String::new(), Vec::new()));
                    }
                    functions.last_mut().unwrap().1.push(i);
                }
            }
            // Several cubins with the same code may be named, separated by `;`: the first one present.
            let cubin = cubin_of.get(name.as_str()).and_then(|c| {
                c.split(';').find(|c| gpuisa_core::shared::dir().join("corpus/fermi").join(c).exists()).map(str::to_string)
            });
            Listing { cubin, name, functions }
        })
        .collect()
}

/// Whether two texts differ only by a `.W` on a shift's mnemonic: two CUDA 4.x cuobjdump versions print
/// the wrap flag of SHL/SHR (bit 9) and VSHL/VSHR (bit 7) inverted from each other (docs/fermi.md).
fn only_wrap_differs(a: &str, b: &str) -> bool {
    let strip = |t: &str| -> Option<String> {
        let (m, rest) = t.split_once(' ')?;
        let (guard, m, rest) = if m.starts_with('@') { let (m2, r2) = rest.split_once(' ')?; (m, m2, r2) } else { ("", m, rest) };
        let base = m.split('.').next()?;
        if !matches!(base, "SHL" | "SHR" | "VSHL" | "VSHR") {
            return None;
        }
        let m: Vec<&str> = m.split('.').filter(|p| *p != "W").collect();
        Some(format!("{guard} {} {rest}", m.join(".")))
    };
    a != b && strip(a).is_some() && strip(a) == strip(b)
}

#[derive(Default)]
struct Tally {
    n: usize,
    dis_ok: usize,
    as_ok: usize,
    wrap: usize,
    example: Option<(u64, String, String)>,
}

#[test]
fn listings_agree_with_nvidia() {
    let fermi = Fermi;
    let mut by: BTreeMap<String, Tally> = BTreeMap::new();
    let (mut n, mut dis_ok, mut as_ok, mut wrap, mut as_wrap) = (0usize, 0usize, 0usize, 0usize, 0usize);
    let (mut in_cubin, mut cubin_same) = (0usize, 0usize);
    let mut text = String::new();
    for listing in listings() {
        let cubin = listing.cubin.as_ref().map(|c| {
            let path = gpuisa_core::shared::dir().join("corpus/fermi").join(c);
            let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            gpuisa_container::read(&bytes).unwrap_or_else(|e| panic!("{c}: {e}"))
        });
        for (function, insns) in &listing.functions {
            // The cubin path: the kernel of this name holds the listed words, so `gpuisa dis` of the cubin
            // prints what `dis --lines` of the words prints (checked below).
            let kernel = cubin.as_ref().map(|c| c.kernel(function).unwrap_or_else(|| panic!("{}: no kernel {function}", listing.name)));
            for &(addr, w, ref want) in insns {
                if let Some(k) = kernel {
                    in_cubin += 1;
                    let at = addr as usize;
                    cubin_same += (k.code.get(at..at + 8) == Some(&w.to_le_bytes()[..])) as usize;
                }
                let mnemonic = want.trim_start_matches(|c| c != ' ' && want.starts_with('@')).trim();
                let mnemonic = mnemonic.split([' ', '.']).next().unwrap_or("").to_string();
                let t = by.entry(mnemonic).or_default();
                t.n += 1;
                n += 1;
                text.clear();
                let insn = fermi.decode(&w.to_le_bytes(), addr).unwrap();
                fermi.format(&insn, addr, &mut text);
                let got = text.trim_end_matches(';');
                if got == want {
                    t.dis_ok += 1;
                    dis_ok += 1;
                } else if only_wrap_differs(got, want) {
                    t.wrap += 1;
                    wrap += 1;
                } else if t.example.is_none() {
                    t.example = Some((w, want.clone(), got.to_string()));
                }
                if let Ok(back) = fermi.parse_str(want, addr) {
                    let b = fermi.encode_bits(&back);
                    if b == w {
                        t.as_ok += 1;
                        as_ok += 1;
                    } else if b ^ w == 1 << 9 || b ^ w == 1 << 7 {
                        as_wrap += only_wrap_differs(got, want) as usize;
                    }
                }
            }
        }
    }
    for (m, t) in &by {
        eprintln!("{m:10} {:7} dis {:6.2}% as {:6.2}%  .W inverted {}", t.n, pct(t.dis_ok, t.n), pct(t.as_ok, t.n), t.wrap);
        if let Some((w, want, got)) = &t.example {
            eprintln!("           {w:016x}\n             nvidia: {want}\n             gpuisa: {got}");
        }
    }
    eprintln!(
        "fermi listings: {n} instructions, dis identical {:.2}%, as exact {:.2}%; \
         with the older cuobjdump's inverted .W counted as agreeing: dis {:.2}%, as {:.2}%",
        pct(dis_ok, n),
        pct(as_ok, n),
        pct(dis_ok + wrap, n),
        pct(as_ok + as_wrap, n)
    );
    eprintln!("cubin path: {in_cubin} listed instructions in named cubins, {cubin_same} with the same word in the cubin's kernel");
    assert!(n > 300_000, "the listings hold {n} instructions");
    assert!(in_cubin > 0 && cubin_same == in_cubin, "the cubins named by the listings hold other code");
    assert!(pct(dis_ok, n) >= FLOOR_DIS && pct(as_ok, n) >= FLOOR_AS, "agreement fell below the floor");
    assert!(pct(dis_ok + wrap, n) >= 99.0 && pct(as_ok + as_wrap, n) >= 99.0, "agreement below 99% even with the .W reading");
}

/// Measured when the tables last grew (see the test's output): the rest is the `.W` contradiction.
const FLOOR_DIS: f64 = 97.0;
const FLOOR_AS: f64 = 97.0;

fn pct(a: usize, b: usize) -> f64 {
    100.0 * a as f64 / b.max(1) as f64
}
