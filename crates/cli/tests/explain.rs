//! `gpuisa explain`: the text and JSON forms, the exit codes, and, end to end through the command line,
//! every clean reference vector explained with each bit in exactly one field or unexplained.

mod common;

use common::{gpuisa, shared, workspace};
use serde_json::Value;

/// `doc` is valid under docs/gpuisa.schema.json.
fn assert_valid(doc: &Value) {
    let text = std::fs::read_to_string(workspace().join("docs/gpuisa.schema.json")).unwrap();
    let v = jsonschema::validator_for(&serde_json::from_str::<Value>(&text).unwrap()).unwrap();
    let errors: Vec<String> = v.iter_errors(doc).map(|e| e.to_string()).take(3).collect();
    assert!(errors.is_empty(), "{errors:?}");
}

/// The masks of one explained instruction from its JSON: (fields' masks, unexplained, not understood).
fn masks(insn: &Value) -> (Vec<u64>, u64, u64) {
    let hex = |v: &Value| u64::from_str_radix(v.as_str().unwrap().trim_start_matches("0x"), 16).unwrap();
    let fields = insn["fields"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            assert!(!f["name"].as_str().unwrap().is_empty() && !f["meaning"].as_str().unwrap().is_empty(), "{f}");
            assert!(f["value"].is_u64(), "{f}");
            f["bits"].as_array().unwrap().iter().fold(0u64, |m, r| {
                let (l, w) = (r[0].as_u64().unwrap(), r[1].as_u64().unwrap());
                m | (if w == 64 { !0 } else { (1u64 << w) - 1 }) << l
            })
        })
        .collect();
    (fields, hex(&insn["unexplained"]), hex(&insn["not_understood"]))
}

#[test]
fn text_shows_each_field_under_the_bits() {
    let (code, out, err) = gpuisa(&["explain", "--arch", "tesla", "20008000"], "");
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "20008000  add b32 $r0 $r0 $r0");
    assert_eq!(lines[1], "  form ShortAdd_B32");
    // The bit map of the opcode field: bits 28 and 22 (the `add` of add/sub/subr/addc), under the word.
    let opcode = lines.iter().find(|l| l.contains(" opcode ")).expect(&out);
    assert!(opcode.starts_with("  ...0.....0......................  28,22 "), "{opcode}");
    assert!(opcode.ends_with("add"), "{opcode}");
    assert!(out.contains("operand 1: r register") && out.contains("modifier") && out.contains("none (not sat)"), "{out}");
    assert!(lines.last().unwrap().contains("unexplained"), "{out}");
}

#[test]
fn json_lists_words_text_fields_and_unexplained_bits() {
    let (code, out, err) = gpuisa(&["explain", "--arch", "fermi", "--json", "2c00000084001c04", "c101eac0ba9734a5"], "");
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).expect(&out);
    assert_eq!((v["schema"].as_str(), v["arch"].as_str(), out.lines().count()), (Some("gpuisa-explain/1"), Some("fermi"), 1));
    assert_valid(&v);
    let a = v["instructions"].as_array().unwrap();
    assert_eq!(a.len(), 2);
    assert_eq!(a[0]["words"][0], "2c00000084001c04");
    assert_eq!(a[0]["text"], "S2R R0, SR_Tid_X;");
    assert_eq!(a[0]["form"], "S2r");
    let f = a[0]["fields"].as_array().unwrap();
    assert!(f.iter().any(|f| f["name"] == "opcode" && f["meaning"] == "S2R" && f["value"] == 0x16), "{out}");
    assert!(f.iter().any(|f| f["name"] == "operand 2: sr register" && f["bits"] == serde_json::json!([[26, 8]])), "{out}");
}

#[test]
fn bad_input_and_usage_exit_codes() {
    // A bad word: status 1, one `gpuisa:` line, nothing on standard output.
    let (code, out, err) = gpuisa(&["explain", "--arch", "tesla", "20008000", "xyz"], "");
    assert_eq!((code, out.as_str()), (1, ""), "{err}");
    assert!(err.starts_with("gpuisa: `xyz`") && err.lines().count() == 1, "{err}");
    // A long Tesla word 0 without its word 1.
    let (code, _, err) = gpuisa(&["explain", "--arch", "tesla", "103e0009"], "");
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("both words"), "{err}");
    // Usage: no --arch, no word, an ISA not explained yet.
    assert_eq!(gpuisa(&["explain", "20008000"], "").0, 2);
    assert_eq!(gpuisa(&["explain", "--arch", "tesla"], "").0, 2);
    // A word of the wrong size for the ISA.
    for (arch, word) in [("usse", "00180000 00180000"), ("isa30", "0000000000180000"), ("fermi", "1 2")] {
        let (code, out, err) = gpuisa(&["explain", "--arch", arch, word], "");
        assert_eq!((code, out.as_str()), (1, ""), "{arch} {word}: {err}");
    }
}

#[test]
fn usse_and_isa30_fields_split_the_word() {
    let (code, out, err) = gpuisa(&["explain", "--arch", "usse", "--json", "08a5118590040001"], "");
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).expect(&out);
    let v = &v["instructions"];
    // Mask 3 is x and y; source 2's swizzle 1 is the vec4 table's yyyy.
    assert_eq!(v[0]["text"], "mul.f32 o0.xy, pa0.xyzw, c1.yyyy skipinv");
    let f = |name: &str| v[0]["fields"].as_array().unwrap().iter().find(|f| f["name"] == name).unwrap()["meaning"].clone();
    assert_eq!(f("dest_mask"), "write mask .xy: writes components x, y", "{out}");
    assert_eq!(f("src2_swiz"), "part of swizzle .yyyy: x from source y, y from source y, z from source y, w from source y", "{out}");
    assert_eq!(f("dest_bank_sel"), "bank: output (o) (of o0)", "{out}");
    let (fields, unexplained, _) = masks(&v[0]);
    assert_eq!(fields.iter().fold(0, |m, f| m | f) | unexplained, !0);
    assert!(v[0]["fields"].as_array().unwrap().iter().any(|f| f["name"] == "op2" && f["meaning"] == "mul"), "{out}");
    // isa30: bits 30-31 are not the ISA's: unexplained, and `?` where set.
    let (code, out, err) = gpuisa(&["explain", "--arch", "isa30", "5c664207"], "");
    assert_eq!(code, 0, "{err}");
    let last = out.lines().last().unwrap();
    assert!(last.starts_with("  -?..............................  31..30  unexplained"), "{out}");
    assert!(out.lines().nth(4).unwrap().contains("op     0x3  AbsDiff"), "{out}");
}

/// Every line of a clean vector file, through the command line: fields and unexplained bits are the whole
/// instruction, no bit is in two fields, and the set unexplained bits are what is not understood.
fn covers_every_vector(arch: &str) {
    let p = shared().join("vectors").join(arch).join("envydis-clean.tsv");
    let text = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    let keys: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).map(|l| l.split('\t').next().unwrap()).collect();
    assert!(keys.len() > 1000, "{}: {} vectors", p.display(), keys.len());
    let mut covered = 0;
    for chunk in keys.chunks(1000) {
        let mut args = vec!["explain", "--arch", arch, "--json"];
        args.extend_from_slice(chunk);
        let (code, out, err) = gpuisa(&args, "");
        assert_eq!(code, 0, "{err}");
        let v: Value = serde_json::from_str(&out).unwrap();
        if covered == 0 {
            assert_valid(&v);
        }
        for (key, insn) in chunk.iter().zip(v["instructions"].as_array().unwrap()) {
            let digits: usize = insn["words"].as_array().unwrap().iter().map(|w| w.as_str().unwrap().len()).sum();
            let width = if digits == 16 { !0u64 } else { 0xffff_ffff };
            let (fields, unexplained, not_understood) = masks(insn);
            let mut seen = 0u64;
            for m in &fields {
                assert_eq!(m & seen, 0, "{key}: a bit in two fields: {insn}");
                seen |= m;
            }
            assert_eq!(seen & unexplained, 0, "{key}: {insn}");
            assert_eq!(seen | unexplained, width, "{key}: {insn}");
            assert_eq!(not_understood & !unexplained, 0, "{key}: {insn}");
            covered += 1;
        }
    }
    assert_eq!(covered, keys.len());
    eprintln!("{arch}: {covered} words explained, each bit once");
}

#[test]
fn every_tesla_clean_vector_is_covered_bit_by_bit() {
    covers_every_vector("tesla");
}

#[test]
fn every_fermi_clean_vector_is_covered_bit_by_bit() {
    covers_every_vector("fermi");
}
