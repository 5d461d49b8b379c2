//! Checks of the generated code in [`crate::compiled`]: that it is what the tables generate now, and that
//! it gives what the engine's table walkers give on random words.

use crate::encoding::ROOT;
use crate::notation::Nvidia;
use crate::Insn;
use gpuisa_engine::{decode, format, gen, PTYPE_ALL};

const PATH: &str = "src/compiled.rs";

#[test]
fn generated_code_is_fresh() {
    let text = gen::generate(ROOT, "crate::notation::Nvidia", "cargo test -p gpuisa-fermi generated_code");
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(PATH);
    assert!(!gen::write_if_stale(&path, &text), "{PATH} was stale and has been regenerated: rebuild and commit it");
}

#[test]
fn generated_code_equals_table_walk() {
    use crate::{encoding::WRAP_SET, Fermi, ShiftWrap};
    for (i, mut w) in gpuisa_core::random::words(1_000_000, 0x9e37_79b9_7f4a_7c15, |w| w).enumerate() {
        if i % 2 == 0 {
            w &= !8; // mostly 64-bit forms
        }
        // Both readings of the shifts' wrap bit (a table feature).
        let (f, feats) = if i % 3 == 0 { (Fermi::new(ShiftWrap::Set), WRAP_SET) } else { (Fermi::default(), 0) };
        let (len, width) = Fermi::width(w);
        let w = w & width;
        let mut a = Insn::empty();
        decode::decode(ROOT, w, width, feats, PTYPE_ALL, &mut a);
        a.len = len;
        let b = f.decode_bits(w);
        assert_eq!(a, b, "{w:016x}");
        let (mut ta, mut tb) = (String::new(), String::new());
        let sa = format::format::<Nvidia>(ROOT, &a, 0x100, feats, false, &mut ta);
        let sb = crate::format_root(&b, 0x100, feats, &mut tb);
        assert_eq!((&ta, sa), (&tb, sb), "{w:016x}");
        let mut tc = String::new();
        let sc = crate::disassemble_root(w, width, feats, 0x100, &mut tc);
        assert_eq!((&ta, sa), (&tc, sc), "one pass: {w:016x}");
    }
}

/// CUDA 5's notation prints through the same generated code (generic over the notation): its text is the
/// table walker's for that notation on random words.
#[test]
fn generated_code_equals_table_walk_in_cuda5_notation() {
    use crate::notation5::Nvidia5;
    use crate::Fermi;
    use gpuisa_core::Isa;
    let f = Fermi::nvdisasm5();
    let feats = crate::encoding::CUDA5 | crate::encoding::WRAP_SET;
    let check = |w: u64| {
        let (len, width) = Fermi::width(w);
        let w = w & width;
        let mut a = Insn::empty();
        decode::decode(ROOT, w, width, feats, PTYPE_ALL, &mut a);
        a.len = len;
        let (mut ta, mut tb) = (String::new(), String::new());
        format::format::<Nvidia5>(ROOT, &a, 0x100, feats, false, &mut ta);
        let n = f.disassemble(&w.to_le_bytes()[..len as usize], 0x100, &mut tb).unwrap();
        assert_eq!((&ta, len as usize), (&tb, n), "{w:016x}");
        // The first word noted for `disasm_lite` is where the table walker's text has it.
        let mut tc = String::new();
        let (_, first) = f.disassemble_first_word(&w.to_le_bytes()[..len as usize], 0x100, &mut tc).unwrap();
        assert_eq!(tc, ta, "{w:016x}");
        if let Some(r) = first {
            assert!(tc.get(r.clone()).is_some_and(|m| !m.is_empty() && !m.contains(' ')), "{w:016x}: {r:?} in {tc}");
        }
    };
    for (i, mut w) in gpuisa_core::random::words(300_000, 0x2545_f491_4f6c_dd1d, |w| w).enumerate() {
        if i % 2 == 0 {
            w &= !8;
        }
        check(w);
    }
    // Both notations in one process: the guard's ready texts, made by whichever printed first, serve only
    // the notation that made them.
    let mut t4 = String::new();
    Fermi::default().disassemble(&0x2800440400005de4u64.to_le_bytes(), 0, &mut t4).unwrap();
    check(0x2800440400005de4);
}

/// The opcode tables whose entries are [`crate::Code`]'s variants: `(name, Rust path, table)`.
fn opcode_tables() -> Vec<(&'static str, &'static str, &'static gpuisa_engine::Table)> {
    use crate::encoding::*;
    vec![
        ("CLASS0", "crate::encoding::float::CLASS0", float::CLASS0),
        ("CLASS1", "crate::encoding::float::CLASS1", float::CLASS1),
        ("CLASS2", "crate::encoding::int::CLASS2", int::CLASS2),
        ("CLASS3", "crate::encoding::int::CLASS3", int::CLASS3),
        ("CLASS4", "crate::encoding::data::CLASS4", data::CLASS4),
        ("CLASS5", "crate::encoding::mem::CLASS5", mem::CLASS5),
        ("CLASS6", "crate::encoding::mem::CLASS6", mem::CLASS6),
        ("ATTR", "crate::encoding::tex::ATTR", tex::ATTR),
        ("TEXTURE", "crate::encoding::tex::TEXTURE", tex::TEXTURE),
        ("CONTROL", "crate::encoding::control::CONTROL", control::CONTROL),
        ("SHORT", "crate::encoding::short::SHORT", short::SHORT),
    ]
}

#[test]
fn generated_codes_are_fresh() {
    let text = gpuisa_engine::code::generate(&opcode_tables(), crate::encoding::CUDA5 | crate::encoding::WRAP_SET, false, "cargo test -p gpuisa-fermi generated_code");
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/code.rs");
    assert!(!gen::write_if_stale(&path, &text), "src/code.rs was stale and has been regenerated: rebuild and commit it");
}
