//! Branches with labels (`dis --labels`): a `br`/`ba` whose target has a label prints it in place of its
//! offset, and the parser reads a label back into the offset (relative words for `br`, absolute words for
//! `ba`), with clear errors when the label cannot be reached.

use gpuisa_core::isa::{Isa, ParseCtx, Symbols};
use gpuisa_core::labels::{self, LabelSet};
use gpuisa_usse::Usse;
use std::sync::Arc;

struct Syms(Vec<(&'static str, u64)>);
impl Symbols for Syms {
    fn lookup(&self, name: &str) -> Option<u64> {
        self.0.iter().find(|(n, _)| *n == name).map(|(_, a)| *a)
    }
}

fn text(isa: &Usse, word: u64, addr: u64) -> String {
    let mut s = String::new();
    isa.disassemble(&word.to_le_bytes(), addr, &mut s).unwrap();
    let mut t = String::new();
    isa.format(&isa.decode(&word.to_le_bytes(), addr).unwrap(), addr, &mut t);
    assert_eq!(s, t, "disassemble and decode + format agree");
    s
}

fn parse(isa: &Usse, src: &str, addr: u64, syms: &Syms) -> Result<u64, String> {
    let toks = gpuisa_core::lex::lex(src).map_err(|e| e.message)?;
    isa.parse(src, &toks, &ParseCtx::with_symbols(addr, syms)).map(|i| i.word).map_err(|e| e.message)
}

#[test]
fn a_labelled_branch_prints_and_parses_its_label() {
    let isa = Usse::default();
    // The words: `p0 br` +12 at 0x48 goes to 0xa8; `br` -1 at 0x70 to 0x68; `ba` 3 to 0x18 (in 8-byte
    // words). The text shows the target's address.
    let (guarded, back, abs) = (0xf90000400000000cu64, 0xf8000040000fffffu64, 0xf800000000000003u64);
    assert_eq!(text(&isa, guarded, 0x48), "p0 br 0xa8");
    let mut set = LabelSet::new(0, 0x100, 3);
    set.insert(0xa8);
    set.insert(0x68);
    labels::set(Some(Arc::new(set)));
    assert!(labels::active());
    assert_eq!(text(&isa, guarded, 0x48), "p0 br L_a8");
    assert_eq!(text(&isa, back, 0x70), "br L_68");
    // No label at 0x18: the address as before; other instructions do not change.
    assert_eq!(text(&isa, abs, 0x20), "ba 0x18");
    assert_eq!(text(&isa, 0xf800014000000000, 0x20), "nop");
    labels::set(None);
    assert_eq!(text(&isa, back, 0x70), "br 0x68");
    // The addresses read back to the same words, wherever the branch is.
    let none = Syms(Vec::new());
    assert_eq!(parse(&isa, "p0 br 0xa8", 0x48, &none), Ok(guarded));
    assert_eq!(parse(&isa, "br 0x68", 0x70, &none), Ok(back));
    assert_eq!(parse(&isa, "ba 0x18", 0x70, &none), Ok(abs));

    let syms = Syms(vec![("L_a8", 0xa8), ("L_68", 0x68), ("L_18", 0x18), ("odd", 0x6c), ("far", 0x400_0000)]);
    assert_eq!(parse(&isa, "p0 br L_a8", 0x48, &syms), Ok(guarded));
    assert_eq!(parse(&isa, "br L_68", 0x70, &syms), Ok(back));
    assert_eq!(parse(&isa, "ba L_18", 0x20, &syms), Ok(abs));
    assert_eq!(parse(&isa, "ba L_18", 0x900, &syms), Ok(abs), "`ba` does not depend on where it is");
    // The same branch moved: the offset follows.
    assert_eq!(parse(&isa, "br L_68", 0x60, &syms), Ok(0xf800004000000001));
    // Errors, not panics.
    let err = |src: &str, addr| parse(&isa, src, addr, &syms).unwrap_err();
    assert!(err("br nowhere", 0).contains("unknown label `nowhere`"), "{}", err("br nowhere", 0));
    assert!(err("br odd", 0x70).contains("not a whole number of 8-byte instructions"), "{}", err("br odd", 0x70));
    assert!(err("ba odd", 0x70).contains("not at a multiple of 8 bytes"));
    assert!(err("br far", 0).contains("`br` reaches -524288 to 524287"), "{}", err("br far", 0));
    assert!(err("ba far", 0).contains("beyond what `ba` reaches"));
    assert!(!err("nop L_68", 0).is_empty());
    // The sizing pass (no labels yet) reads any label, however far.
    for src in ["br far", "ba odd", "br nowhere"] {
        let toks = gpuisa_core::lex::lex(src).unwrap();
        let ctx = ParseCtx::at(0x3);
        assert!(isa.parse(src, &toks, &ctx).is_ok(), "{src}");
        assert!(ctx.asked_for_label());
    }
}

#[test]
fn the_assembler_resolves_labels_both_ways() {
    // `p0 br end` at 8: 3 words on; `br top` at 0x10: 2 back; `ba end`: word 4.
    let src = "top:\n nop\n p0 br end\n br top\n ba end\n end:\n nop\n";
    let out = gpuisa_core::asm::assemble(&Usse::default(), src).unwrap();
    let words: Vec<u64> = out.bytes.chunks(8).map(|c| u64::from_le_bytes(c.try_into().unwrap())).collect();
    assert_eq!(words, [0xf800014000000000, 0xf900004000000003, 0xf8000040000ffffe, 0xf800000000000004, 0xf800014000000000]);
}
