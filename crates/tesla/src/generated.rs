//! Checks of the generated code in [`crate::compiled`]: that it is what the tables generate now, and that
//! it gives what the engine's table walkers give on random words of every variant and program type, in
//! both syntaxes.

use crate::notation::Envydis;
use crate::variant::{ProgramType, Variant};
use crate::Insn;
use gpuisa_engine::{decode, format, gen};

const PATH: &str = "src/compiled.rs";

#[test]
fn generated_code_is_fresh() {
    let text = gen::generate(crate::encoding::ROOT, "crate::notation::Envydis", "cargo test -p gpuisa-tesla generated_code");
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(PATH);
    assert!(!gen::write_if_stale(&path, &text), "{PATH} was stale and has been regenerated: rebuild and commit it");
}

#[test]
fn generated_code_equals_table_walk() {
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut n = 0;
    for variant in [Variant::G80, Variant::G84, Variant::G200, Variant::Mcp77, Variant::Gt215] {
        for ptype in [ProgramType::Vertex, ProgramType::Geometry, ProgramType::Fragment, ProgramType::Compute] {
            let t = crate::Tesla::new(variant, ptype);
            let feats = t.variant.features();
            for i in 0..200_000u32 {
                x ^= x >> 12;
                x ^= x << 25;
                x ^= x >> 27;
                let mut w = x.wrapping_mul(0x2545_f491_4f6c_dd1d);
                // Every class: short, control, long normal/exit/join, immediate.
                w = match i % 4 {
                    0 => w & 0xffff_fffe,
                    1 => w | 3,
                    _ => w & !2 | 1,
                };
                let width = if w & 1 != 0 { !0 } else { 0xffff_ffff };
                let mut a = Insn::empty();
                let ha = decode::decode_hidden(crate::encoding::ROOT, w, width, feats, ptype.bit(), &mut a);
                a.len = if w & 1 != 0 { 8 } else { 4 };
                let b = t.decode_bits(w);
                assert_eq!(a, b, "{w:016x} ({variant:?}, {ptype:?})");
                assert_eq!(ha, t.envydis_hidden_bits(w), "{w:016x}");
                for compat in [false, true] {
                    let (mut ta, mut tb) = (String::new(), String::new());
                    let sa = format::format::<Envydis>(crate::encoding::ROOT, &a, 0, feats, compat, &mut ta);
                    let sb = crate::format_root(&b, feats, compat, &mut tb);
                    let mut tc = String::new();
                    let sc = crate::disassemble_root(w, width, feats, ptype.bit(), compat, 0x100, &mut tc);
                    assert_eq!((&ta, sa), (&tc, sc), "one pass: {w:016x} ({variant:?}, {ptype:?}, compat {compat})");
                    assert_eq!((ta, sa), (tb, sb), "{w:016x} ({variant:?}, {ptype:?}, compat {compat})");
                }
                n += 1;
            }
        }
    }
    assert_eq!(n, 4_000_000);
}

/// The opcode tables whose entries are [`crate::Code`]'s variants: `(name, Rust path, table)`.
fn opcode_tables() -> Vec<(String, String, &'static gpuisa_engine::Table)> {
    use crate::encoding::{control::CONTROL, imm::IMM_OPS, long::LONG, short::SHORT};
    let mut v = Vec::new();
    for (name, path, arr) in [("SHORT", "short::SHORT", &SHORT), ("CONTROL", "control::CONTROL", &CONTROL), ("IMM", "imm::IMM_OPS", &IMM_OPS), ("LONG", "long::LONG", &LONG)] {
        for (op, t) in arr.iter().enumerate() {
            v.push((format!("{name}[{op}]"), format!("crate::encoding::{path}[{op}]"), *t));
        }
    }
    v
}

#[test]
fn generated_codes_are_fresh() {
    let owned = opcode_tables();
    let tables: Vec<(&str, &str, &'static gpuisa_engine::Table)> = owned.iter().map(|(n, p, t)| (n.as_str(), p.as_str(), *t)).collect();
    let text = gpuisa_engine::code::generate(&tables, 0, true, "cargo test -p gpuisa-tesla generated_code");
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/code.rs");
    assert!(!gen::write_if_stale(&path, &text), "src/code.rs was stale and has been regenerated: rebuild and commit it");
}
