//! No silent path in Fermi execution: every form of the description's `Code` and every modifier a running
//! form can carry either executes, with a test that checks its value, or is refused at load.
//!
//! Words of each form are made from the description itself: the bits that lead from the root to the
//! form's opcode entry, the entry's own bits, the rest random. Each word is lowered as the loader lowers
//! it; a form runs when some of its words lower. Along each lowered word's path, every word of text must
//! either carry a semantic tag (execution reads it) or be known to change nothing (`NO_EFFECT`).
//!
//! `FERMI_COVERAGE=1` prints the census: forms that run, forms refused with their reason.

use gpuisa_engine::{Atom, Table};
use gpuisa_fermi::code::{CODES, TABLES};
use gpuisa_fermi::encoding::ROOT;
use gpuisa_fermi::exec::lower::lower;
use gpuisa_fermi::sem::Sem;
use gpuisa_fermi::{code_of, Code, Fermi};
use std::collections::{BTreeMap, BTreeSet};

/// Samples tried per opcode entry.
const SAMPLES: usize = 400;

/// Where a branch form's word sits and where its code ends: targets in range are common.
const AT: u64 = 0x8000;
const END: u64 = 0x10000;

/// `(mask, value)` constraints on a word for each way the walk from `root` reaches `target` (by address
/// or equal content).
fn paths_to(t: &'static Table, target: &'static Table, acc: (u64, u64), depth: u32, out: &mut Vec<(u64, u64)>) {
    if gpuisa_engine::code::same_table(t, target, 3) {
        out.push(acc);
        return;
    }
    if depth == 0 || out.len() > 8 {
        return;
    }
    for e in t {
        let acc = (acc.0 | e.mask, acc.1 & !e.mask | e.value);
        for a in e.atoms {
            match a {
                Atom::Sub(s) | Atom::Ignored(s) => paths_to(s, target, acc, depth - 1, out),
                Atom::Dispatch(f, ts) => {
                    for (j, s) in ts.iter().enumerate() {
                        let acc = (acc.0 | f.mask(), f.set(acc.1, j as u64));
                        paths_to(s, target, acc, depth - 1, out);
                    }
                }
                _ => {}
            }
        }
    }
}

/// The words of text along `insn`'s path with no semantic tag on them or their entry, opcode entries'
/// first word (the mnemonic) aside.
fn untagged_words(insn: &gpuisa_engine::Insn, out: &mut BTreeSet<&'static str>) {
    fn walk(t: &'static Table, path: &[u8], pos: &mut usize, top: bool, out: &mut BTreeSet<&'static str>) {
        let Some(&i) = path.get(*pos) else { return };
        *pos += 1;
        let Some(e) = gpuisa_engine::insn::entry(t, i) else { return };
        let opcode = TABLES.iter().any(|x| gpuisa_engine::code::same_table(x, t, 3));
        let first = opcode;
        for a in e.atoms {
            match a {
                // An opcode entry's own words name its form (`Code`), which execution reads.
                Atom::Word(w, _, tag) if !first && *tag == 0 && e.sem == 0 && w.chars().any(|c| c.is_ascii_alphanumeric()) => {
                    out.insert(w);
                }
                Atom::Sub(s) | Atom::Ignored(s) => walk(s, path, pos, false, out),
                Atom::Dispatch(_, ts) => {
                    let Some(&ti) = path.get(*pos) else { return };
                    *pos += 1;
                    let Some(s) = ts.get(ti as usize) else { return };
                    walk(s, path, pos, false, out);
                }
                _ => {}
            }
        }
        let _ = top;
    }
    let mut pos = 0;
    walk(ROOT, insn.path(), &mut pos, true, out);
}

#[derive(Default)]
struct FormCensus {
    ran: usize,
    refused: BTreeMap<String, usize>,
    tags_ran: BTreeSet<u16>,
    untagged: BTreeSet<&'static str>,
}

fn census() -> BTreeMap<Code, FormCensus> {
    let fermi = Fermi::default();
    let mut rng = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = || {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        rng
    };
    let mut forms: BTreeMap<Code, FormCensus> = BTreeMap::new();
    for (k, t) in TABLES.iter().enumerate() {
        let mut paths = Vec::new();
        paths_to(ROOT, t, (0, 0), 6, &mut paths);
        assert!(!paths.is_empty(), "opcode table {k} is not reachable from the root");
        for (i, e) in t.iter().enumerate() {
            let Some(&want) = CODES[k].get(i) else { continue };
            if matches!(want, Code::None | Code::Unknown) {
                continue;
            }
            let c = forms.entry(want).or_default();
            for s in 0..SAMPLES {
                let (m, v) = paths[s % paths.len()];
                let (m, v) = (m | e.mask, v & !e.mask | e.value);
                // Random bits at several densities: reserved fields must often be zero to decode.
                let fill = match s % 4 {
                    0 => 0,
                    1 => next() & next() & next(),
                    2 => next() & next(),
                    _ => next(),
                };
                let bits = fill & !m | v;
                let insn = fermi.decode_bits(bits);
                if code_of(&insn) == want {
                    record(c, &insn);
                }
            }
        }
    }
    // Real code, the reference vectors' words and the tests' instructions: the values compilers,
    // envydis' tests and the hand-worked tests use.
    let tests = test_words();
    for bits in corpus_words().into_iter().chain(vector_words()).chain(tests) {
        let insn = fermi.decode_bits(bits);
        let code = code_of(&insn);
        if !matches!(code, Code::None | Code::Unknown) {
            record(forms.entry(code).or_default(), &insn);
        }
    }
    forms
}

fn record(c: &mut FormCensus, insn: &gpuisa_engine::Insn) {
    if insn.has_unknown(ROOT) {
        return;
    }
    match lower(insn, AT, END) {
        Ok(_) => {
            c.ran += 1;
            for tag in gpuisa_engine::sem::tags(ROOT, insn) {
                c.tags_ran.insert(tag.sem);
            }
            untagged_words(insn, &mut c.untagged);
        }
        Err(why) => *c.refused.entry(why).or_default() += 1,
    }
}

/// Every instruction word of the corpus' cubins.
fn corpus_words() -> Vec<u64> {
    let dir = gpuisa_core::shared::dir().join("corpus/fermi");
    let mut out = Vec::new();
    let entries = std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for p in entries.map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|e| e == "cubin")) {
        let bytes = std::fs::read(&p).unwrap();
        let Ok(c) = gpuisa_container::read(&bytes) else { continue };
        for k in &c.kernels {
            let mut off = 0;
            while off + 4 <= k.code.len() {
                let lo = u32::from_le_bytes(k.code[off..off + 4].try_into().unwrap()) as u64;
                if lo & 8 != 0 {
                    out.push(lo);
                    off += 4;
                } else if off + 8 <= k.code.len() {
                    out.push(u64::from_le_bytes(k.code[off..off + 8].try_into().unwrap()));
                    off += 8;
                } else {
                    break;
                }
            }
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// The words of the envydis reference vectors (`WORD<TAB>text`).
fn vector_words() -> Vec<u64> {
    let dir = gpuisa_core::shared::dir().join("vectors/fermi");
    let mut out = Vec::new();
    for f in ["envydis-clean.tsv", "envydis-random.tsv"] {
        let text = std::fs::read_to_string(dir.join(f)).unwrap_or_else(|e| panic!("{f}: {e}"));
        out.extend(text.lines().filter_map(|l| u64::from_str_radix(l.split('\t').next()?, 16).ok()));
    }
    out
}

/// Words without a semantic tag that running forms may carry, and why execution need not read them.
const NO_EFFECT: &[(&str, &str)] = &[
    ("ADD", "an atomic's or reduction's operation when no other is named: the executor's default"),
    ("AND", "the fixed combine of the `AND pt` forms: a true predicate changes nothing"),
    ("TRAP", "BPT.TRAP: every breakpoint but DRAIN stops the run with a trap"),
    ("R", "TLD4's red component, the default the other components' tags depart from"),
    ("U16", "unsigned halves, the default type of the packed 2-lane video forms"),
    ("S8", "the signed destination type of VADD4_N/VABSDIFF4_N, which have no .SAT: each byte's result is written truncated whatever its type"),
    ("S16", "the signed destination type of VADD2_N/VABSDIFF2_N, which have no .SAT: each half's result is written truncated whatever its type"),
    ("CAL", "BPT.CAL: every breakpoint but DRAIN stops the run with a trap (no debugger is attached)"),
    ("PAUSE", "BPT.PAUSE: every breakpoint but DRAIN stops the run with a trap (no debugger is attached)"),
    ("CG", "a cache policy: the machine has one coherent memory and no caches"),
    ("CS", "a cache policy: the machine has one coherent memory and no caches"),
    ("CV", "a cache policy: the machine has one coherent memory and no caches"),
    ("LU", "a cache policy: the machine has one coherent memory and no caches"),
    ("WT", "a cache policy: the machine has one coherent memory and no caches"),
    ("PASS", "F2F without a conversion: the default"),
    ("ROUND", "F2F's integer rounding to nearest even: the default of the IntRound form"),
    ("POPC", "the compilers' one barrier word (BAR.RED.POPC RZ, RZ): its result goes to RZ"),
    ("RED", "the compilers' one barrier word (BAR.RED.POPC RZ, RZ): its result goes to RZ"),
    ("PR", "P2R's fixed source, the predicates"),
    ("RZ", "P2R's fixed zero"),
    ("U32", "unsigned sources, the default the signed tags depart from"),
    ("U8", "unsigned bytes, the default type of the packed video forms"),
    ("W", "the shifts' wrap spelt for the clear bit in one syntax: the Wrap tag follows the bit"),
    ("0x?", "a texture's write mask printed as a word: execution reads the same bits from the destination vector"),
    ("1D", "the 1D geometry, the default the other geometries' tags depart from"),
    ("LZ", "level zero: bound images have one level"),
    ("T", "texture mode .T, the one that runs (the others are refused by tag)"),
    ("B", "SULD.B, the raw access (formatted SUST.P is refused)"),
    ("E", "CCTL's operation: cache control, and the machine has no cache"),
    ("IV", "CCTL's operation: cache control, and the machine has no cache"),
    ("IVALL", "CCTL's operation: cache control, and the machine has no cache"),
    ("U", "CCTL's operation: cache control, and the machine has no cache"),
    ("ZERO", "out-of-range surface accesses load zeros and drop stores: the default (.TRAP is tagged)"),
];

/// Whether `w` has a reason in [`NO_EFFECT`] (`0x?` stands for one hex digit).
fn explained(w: &str) -> bool {
    NO_EFFECT.iter().any(|(n, _)| *n == w || (*n == "0x?" && w.len() == 3 && w.starts_with("0x")))
}

/// The forms some test's instruction text names, and those of the kernels the end-to-end cases run
/// (`corpus/fermi-e2e`: whole kernels whose results are checked against values computed from their
/// source).
fn tested_forms() -> BTreeSet<Code> {
    let fermi = Fermi::default();
    test_words().into_iter().chain(e2e_words()).map(|w| code_of(&fermi.decode_bits(w))).collect()
}

/// The instruction words of every kernel a `corpus/fermi-e2e` case runs.
fn e2e_words() -> Vec<u64> {
    let shared = gpuisa_core::shared::dir();
    let mut out = Vec::new();
    let cases = std::fs::read_dir(shared.join("corpus/fermi-e2e")).expect("corpus/fermi-e2e");
    for case in cases.map(|e| e.unwrap().path()).filter(|p| p.join("case.json").exists()) {
        let json = std::fs::read_to_string(case.join("case.json")).unwrap();
        // The two fields needed, without a JSON parser: `"cubin": "..."` and `"kernel": "..."`.
        let field = |k: &str| json.split(&format!("\"{k}\": \"")).nth(1).and_then(|r| r.split('"').next()).map(str::to_string);
        let (Some(cubin), Some(kernel)) = (field("cubin"), field("kernel")) else { continue };
        let bytes = std::fs::read(shared.join("corpus/fermi").join(&cubin)).unwrap();
        let c = gpuisa_container::read(&bytes).unwrap();
        for k in c.kernels.iter().filter(|k| k.name == kernel) {
            out.extend(k.code.chunks_exact(8).map(|w| u64::from_le_bytes(w.try_into().unwrap())));
        }
    }
    assert!(!out.is_empty(), "no end-to-end case's kernel found");
    out
}

/// The words of the instructions the Fermi execution tests write: every string literal of their sources,
/// read line by line as NVIDIA's syntax (format placeholders `R{x}` read as registers).
fn test_words() -> Vec<u64> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![root.join("tests/exec_model.rs")];
    for dir in [root.join("src/exec"), root.join("../cli/tests")] {
        for e in std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()) {
            let name = e.file_name().unwrap().to_string_lossy().into_owned();
            if name.starts_with("tests") || name.starts_with("fermi") {
                files.push(e);
            }
        }
    }
    let fermi = Fermi::default();
    let mut out = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap_or_default();
        for lit in text.split('"').skip(1).step_by(2) {
            let lit = lit.replace("\\n", "\n");
            for line in lit.split(['\n', ';']) {
                let line = placeholders(line.trim());
                if line.len() < 3 {
                    continue;
                }
                if let Ok(insn) = gpuisa_core::Isa::parse_str(&fermi, &line, 0) {
                    let mut b = Vec::new();
                    gpuisa_core::Isa::encode(&fermi, &insn, &mut b);
                    let mut w = [0u8; 8];
                    w[..b.len().min(8)].copy_from_slice(&b[..b.len().min(8)]);
                    out.push(u64::from_le_bytes(w));
                }
            }
        }
    }
    out
}

/// `R{d}` and `{x}` placeholders as numbers.
fn placeholders(s: &str) -> String {
    let mut out = String::new();
    let mut rest = s;
    while let Some(i) = rest.find('{') {
        out.push_str(&rest[..i]);
        match rest[i..].find('}') {
            Some(j) => {
                out.push('1');
                rest = &rest[i + j + 1..];
            }
            None => {
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}

#[test]
fn every_form_runs_or_is_refused_by_name() {
    let forms = census();
    let show = std::env::var_os("FERMI_COVERAGE").is_some();
    let (mut running, mut refused, mut unsampled) = (0, 0, 0);
    let mut untagged: BTreeMap<&str, Vec<Code>> = BTreeMap::new();
    let mut tags: BTreeSet<u16> = BTreeSet::new();
    for (code, c) in &forms {
        if c.ran > 0 {
            running += 1;
            tags.extend(&c.tags_ran);
            for w in &c.untagged {
                untagged.entry(w).or_default().push(*code);
            }
        } else if c.refused.is_empty() {
            unsampled += 1;
        } else {
            refused += 1;
        }
        if show {
            let why = c.refused.iter().max_by_key(|(_, n)| **n).map(|(w, _)| w.as_str()).unwrap_or("");
            println!("{code:?}\t{}\t{}\t{why}", c.ran, c.refused.values().sum::<usize>());
        }
    }
    if show {
        for (w, cs) in &untagged {
            println!("untagged `{w}` on {cs:?}");
        }
        let names: Vec<String> = tags.iter().map(|t| format!("{:?}", Sem::from_u16(*t))).collect();
        println!("tags on running words: {}", names.join(" "));
    }
    println!("{} forms: {running} run, {refused} refused at load, {unsampled} not sampled", forms.len());
    assert_eq!(unsampled, 0, "forms no sampled word reaches");
    let unexplained: Vec<_> = untagged.iter().filter(|(w, _)| !explained(w)).collect();
    assert!(unexplained.is_empty(), "words execution ignores, with no reason given:\n{unexplained:#?}");
    // docs/fermi-exec.md lists every refused form (a row that starts with its name).
    let doc_path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/fermi-exec.md");
    let doc = std::fs::read_to_string(&doc_path).expect("docs/fermi-exec.md");
    let unlisted: Vec<_> = forms
        .iter()
        .filter(|(c, f)| f.ran == 0 && !doc.contains(&format!("| `{c:?}` |")))
        .map(|(c, _)| c)
        .collect();
    assert!(unlisted.is_empty(), "refused forms docs/fermi-exec.md does not list: {unlisted:?}");
    let tested = tested_forms();
    let untested: Vec<_> = forms.iter().filter(|(c, f)| f.ran > 0 && !tested.contains(c)).map(|(c, _)| c).collect();
    println!("{} forms named by the tests' instruction texts", tested.len());
    assert!(untested.is_empty(), "forms that run with no test naming them: {untested:?}");
}
