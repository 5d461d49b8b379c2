//! Done-means 3: every mnemonic that `sgx543-isa.txt` lists under "Examples" for an opcode group is
//! printed for some encoding of that group. The test enumerates, for each format of the group, every
//! combination of the fields that choose the mnemonic (the others stay zero), and collects what the
//! gpuisa syntax prints as the mnemonic (its first word; a dual-issue pair `dot.f32 + vmov` counts as its
//! primary operation's, the wiki's reading of groups 4 and 5), on texts without `???`.

use gpuisa_usse::encoding::{group, Item, FORMATS};
use gpuisa_usse::Insn;
use std::collections::{BTreeMap, BTreeSet};

/// The examples of each group, read from the document: a section starts at a `0xHHHHHHHH - 0xHHHHHHHH`
/// line (the group is the top five bits of the first address) and its "Examples:" block lists
/// mnemonics, one a line, up to the next section.
fn examples(doc: &str) -> BTreeMap<usize, Vec<String>> {
    let mut out: BTreeMap<usize, Vec<String>> = BTreeMap::new();
    let (mut group, mut in_examples) = (None, false);
    for line in doc.lines() {
        let l = line.trim_matches(|c: char| c.is_whitespace() || c == '\u{a0}');
        if let Some((a, _)) = l.split_once(" - ") {
            if let Some(hex) = a.strip_prefix("0x") {
                if let Ok(v) = u32::from_str_radix(hex, 16) {
                    group = Some((v >> 27) as usize);
                    in_examples = false;
                    continue;
                }
            }
        }
        if l == "Examples:" {
            in_examples = true;
            continue;
        }
        // The special group's sub-sections ("predicate 001", "Instructions:", tables) end a block.
        if l.starts_with("predicate ") || l.starts_with("Notes:") || l.starts_with("Instructions") {
            in_examples = false;
        }
        if in_examples && !l.is_empty() {
            if let Some(g) = group {
                out.entry(g).or_default().push(l.to_string());
            }
        }
    }
    out
}

/// Indexes of the fields a format's mnemonic depends on.
fn mnemonic_fields(items: &[Item]) -> Vec<u8> {
    let mut v = Vec::new();
    for it in items {
        match it {
            Item::Pick(i, _) => v.push(*i),
            Item::SrcType { dst, src, .. } | Item::Pack { dst, src, .. } => v.extend([*dst, *src]),
            Item::Fetch { flag, count } => v.extend([*flag, *count]),
            _ => {}
        }
    }
    v.sort();
    v.dedup();
    v
}

/// Every mnemonic the gpuisa syntax prints for some encoding of group `op`.
fn mnemonics(op: usize) -> BTreeSet<String> {
    let mut seen = BTreeSet::new();
    let mut text = String::new();
    for &fi in group(op) {
        let f = &FORMATS[fi as usize];
        let fields = mnemonic_fields(f.items);
        let bits: u32 = fields
            .iter()
            .map(|&i| f.fields[i as usize].bits.width())
            .sum();
        assert!(bits <= 20, "{}: {bits} mnemonic bits to enumerate", f.name);
        for combo in 0u64..1 << bits {
            let (mut word, mut rest) = (f.value, combo);
            for &i in &fields {
                let b = &f.fields[i as usize].bits;
                word = b.set(word, rest & ((1 << b.width()) - 1));
                rest >>= b.width();
            }
            let insn = Insn::decode(word);
            if insn.format != fi {
                continue; // an earlier format of the group claims this word
            }
            text.clear();
            gpuisa_usse::syntax::gpuisa::format(&insn, &mut text);
            // A mnemonic printed beside bits it does not understand is not produced.
            if text.contains("???") {
                continue;
            }
            if let Some(m) = text.split_whitespace().next() {
                seen.insert(m.to_string());
            }
        }
    }
    seen
}

#[test]
fn every_example_mnemonic_is_printed_by_some_encoding_of_its_group() {
    let doc = std::fs::read_to_string(gpuisa_core::shared::dir().join("spec/sgx543-isa.txt")).unwrap();
    let ex = examples(&doc);
    assert!(ex.len() >= 20, "examples not found in sgx543-isa.txt: {ex:?}");
    let (mut total, mut missing) = (0, Vec::new());
    for (&op, names) in &ex {
        let have = mnemonics(op);
        for n in names {
            total += 1;
            if !have.contains(n) {
                missing.push(format!("group {op} ({:#010x}): {n}", (op as u32) << 27));
            }
        }
        eprintln!("group {op:2}: {} examples, {} mnemonics printed", names.len(), have.len());
    }
    eprintln!("{} of {total} example mnemonics produced", total - missing.len());
    assert!(missing.is_empty(), "not produced:\n{}", missing.join("\n"));
}
