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

fn listings() -> Vec<(String, Vec<(u64, u64, String)>)> {
    let dir = gpuisa_core::shared::dir().join("corpus/listings/fermi");
    let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    files.sort();
    files
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap();
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            (name, text.lines().filter_map(instruction).collect())
        })
        .collect()
}

#[derive(Default)]
struct Tally {
    n: usize,
    dis_ok: usize,
    as_ok: usize,
    example: Option<(u64, String, String)>,
}

#[test]
fn listings_agree_with_nvidia() {
    let fermi = Fermi;
    let mut by: BTreeMap<String, Tally> = BTreeMap::new();
    let (mut n, mut dis_ok, mut as_ok) = (0usize, 0usize, 0usize);
    let mut text = String::new();
    for (_file, insns) in listings() {
        for (addr, w, want) in insns {
            let mnemonic = want.trim_start_matches(|c| c != ' ' && want.starts_with('@')).trim();
            let mnemonic = mnemonic.split(|c: char| c == ' ' || c == '.').next().unwrap_or("").to_string();
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
            } else if t.example.is_none() {
                t.example = Some((w, want.clone(), got.to_string()));
            }
            if let Ok(back) = fermi.parse_str(&want, addr) {
                if fermi.encode_bits(&back) == w {
                    t.as_ok += 1;
                    as_ok += 1;
                }
            }
        }
    }
    for (m, t) in &by {
        eprintln!("{m:10} {:7} dis {:6.2}% as {:6.2}%", t.n, pct(t.dis_ok, t.n), pct(t.as_ok, t.n));
        if let Some((w, want, got)) = &t.example {
            eprintln!("           {w:016x}\n             nvidia: {want}\n             gpuisa: {got}");
        }
    }
    eprintln!("fermi listings: {n} instructions, dis identical {:.2}%, as exact {:.2}%", pct(dis_ok, n), pct(as_ok, n));
    assert!(n > 300_000, "the listings hold {n} instructions");
    assert!(pct(dis_ok, n) >= FLOOR_DIS && pct(as_ok, n) >= FLOOR_AS, "agreement fell below the floor");
}

/// Measured when the tables last grew (see the test's output).
const FLOOR_DIS: f64 = 90.0;
const FLOOR_AS: f64 = 90.0;

fn pct(a: usize, b: usize) -> f64 {
    100.0 * a as f64 / b.max(1) as f64
}
