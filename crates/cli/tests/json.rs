//! `--json` output: every corpus file's `dis --json` and `info --json` validate against the documented
//! schema (docs/gpuisa.schema.json), and the JSON's instructions agree with their words: each one's text
//! assembles back to its words, and its target operands are its targets.

mod common;
use common::*;
use serde_json::Value;
use std::path::PathBuf;

fn validator() -> jsonschema::Validator {
    let text = std::fs::read_to_string(workspace().join("docs/gpuisa.schema.json")).unwrap();
    jsonschema::validator_for(&serde_json::from_str::<Value>(&text).unwrap()).unwrap()
}

fn check(v: &jsonschema::Validator, doc: &Value, what: &str) {
    let errors: Vec<String> = v.iter_errors(doc).take(3).map(|e| format!("{e} (at {})", e.instance_path)).collect();
    assert!(errors.is_empty(), "{what}: {errors:?}");
}

/// Every corpus program with the options `dis` needs for it.
fn inputs() -> Vec<(PathBuf, Vec<&'static str>)> {
    let mut v = Vec::new();
    for p in corpus("tesla", "cubin") {
        v.push((p, vec![]));
    }
    for p in corpus("fermi", ".cubin").into_iter().chain(corpus("usse", ".gxp")) {
        v.push((p, vec![]));
    }
    for p in corpus("isa30/programs", ".hex") {
        v.push((p, vec!["--arch", "isa30"]));
    }
    v
}

fn json_of(args: &[&str]) -> Value {
    let (code, out, err) = gpuisa(args, "");
    assert_eq!(code, 0, "gpuisa {args:?}: {err}");
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("gpuisa {args:?}: not JSON: {e}"))
}

#[test]
fn every_corpus_file_validates_against_the_schema() {
    let v = validator();
    let mut insns = 0;
    let files = inputs();
    for (path, extra) in &files {
        let p = path.to_str().unwrap();
        let mut args = vec!["dis", "--json"];
        args.extend(extra);
        args.push(p);
        let doc = json_of(&args);
        check(&v, &doc, p);
        insns += doc["kernels"].as_array().unwrap().iter().map(|k| k["instructions"].as_array().unwrap().len()).sum::<usize>();
        if extra.is_empty() {
            check(&v, &json_of(&["info", "--json", p]), p);
        }
    }
    eprintln!("{} files, {insns} instructions valid", files.len());
    assert!(insns > 100_000, "only {insns} instructions");
}

#[test]
fn instructions_reassemble_from_their_json_text_to_their_json_words() {
    let mut checked = 0;
    for (path, extra) in inputs() {
        if !extra.is_empty() {
            continue;
        }
        let p = path.to_str().unwrap();
        let doc = json_of(&["dis", "--json", p]);
        let arch = doc["arch"].as_str().unwrap();
        for k in doc["kernels"].as_array().unwrap() {
            let insns = k["instructions"].as_array().unwrap();
            let mut src = String::new();
            let mut want = Vec::new();
            for i in insns {
                let addr = i["address"].as_u64().unwrap();
                src.push_str(&format!("{addr:08x}: {}\n", i["text"].as_str().unwrap()));
                let words: Vec<&str> = i["words"].as_array().unwrap().iter().map(|w| w.as_str().unwrap()).collect();
                want.push(words.join(" "));
                // Target operands are the instruction's targets, in order.
                let targets: Vec<&Value> = i["operands"].as_array().unwrap().iter().filter_map(|o| o.get("address")).collect();
                assert_eq!(targets, i["targets"].as_array().unwrap().iter().collect::<Vec<_>>(), "{p}: {i}");
                checked += 1;
            }
            let mut args = vec!["as", "--arch", arch, "--lines"];
            if arch == "tesla" {
                // The words were decoded for the container's variant; read them back the same way.
                args.extend(["--variant", "gt215"]);
            }
            let (code, out, err) = gpuisa(&args, &src);
            assert_eq!(code, 0, "{p} kernel {}: {err}", k["name"]);
            let got: Vec<&str> = out.lines().collect();
            assert_eq!(got, want, "{p} kernel {}", k["name"]);
        }
    }
    eprintln!("{checked} instructions reassembled from their JSON text");
}

/// USSE: every instruction's `mnemonic` is its text's first word (after a predicate) up to the first
/// dot, its `modifiers` the words after the dots (a dual-issue word's second operation in `dual`); every
/// operand has an access role, and the implicit ones come last.
#[test]
fn usse_mnemonics_are_the_texts_first_word_and_operands_have_roles() {
    let (mut n, mut implicit) = (0, 0);
    for p in corpus("usse", ".gxp") {
        let doc = json_of(&["dis", "--json", p.to_str().unwrap()]);
        for k in doc["kernels"].as_array().unwrap() {
            for i in k["instructions"].as_array().unwrap() {
                let text = i["text"].as_str().unwrap();
                let mut words = text.split(' ');
                let mut first = words.next().unwrap();
                let guarded = first.starts_with('!') || matches!(first, "p0" | "p1" | "p2" | "p3" | "pn");
                if guarded {
                    first = words.next().unwrap();
                }
                let mut parts = first.split('.');
                assert_eq!(i["mnemonic"].as_str(), parts.next(), "{text}");
                let mods: Vec<&str> = parts.collect();
                let got: Vec<&str> = i["modifiers"].as_array().unwrap().iter().map(|m| m.as_str().unwrap()).collect();
                assert_eq!(got, mods, "{text}");
                if text.contains(" + ") {
                    let second = text.split(" + ").nth(1).unwrap().split(' ').next().unwrap();
                    assert_eq!(i["dual"]["mnemonic"].as_str(), second.split('.').next(), "{text}");
                }
                let ops = i["operands"].as_array().unwrap();
                let mut seen_implicit = false;
                for o in ops {
                    assert!(matches!(o["access"].as_str(), Some("read" | "write" | "readwrite")), "{text}: {o}");
                    let imp = o["implicit"].as_bool() == Some(true);
                    assert!(imp || !seen_implicit, "{text}: an explicit operand after an implicit one");
                    seen_implicit |= imp;
                    implicit += imp as usize;
                }
                // The guard is an implicit predicate read.
                if guarded {
                    assert!(ops.iter().any(|o| o["implicit"] == true && o["file"] == "predicate"), "{text}");
                }
                n += 1;
            }
        }
    }
    eprintln!("usse: {n} instructions, mnemonic = the text's first word; {implicit} implicit operands");
    assert_eq!(n, 4820);
}

#[test]
fn a_run_prints_its_dump_and_figures_as_json() {
    let v = validator();
    let dir = tmpdir("json-run");
    let bin = dir.path().join("run.bin");
    let bin = bin.to_str().unwrap();
    assert_eq!(gpuisa(&["as", "--arch", "tesla", "examples/tesla/loop.s", "-o", bin], "").0, 0);
    let args = ["run", "--arch", "tesla", bin, "--grid", "1", "--block", "1", "--dump", "0:8", "--stats"];
    let (code, text, _) = gpuisa(&args, "");
    assert_eq!(code, 0);
    let mut jargs = args.to_vec();
    jargs.push("--json");
    let doc = json_of(&jargs);
    check(&v, &doc, "run --json");
    // The same words as the text dump (`ADDR VALUE`, hex).
    let from_text: Vec<(u64, u64)> = text
        .lines()
        .map(|l| {
            let (a, v) = l.split_once(' ').unwrap();
            (u64::from_str_radix(a, 16).unwrap(), u64::from_str_radix(v, 16).unwrap())
        })
        .collect();
    let from_json: Vec<(u64, u64)> =
        doc["dump"].as_array().unwrap().iter().map(|w| (w["address"].as_u64().unwrap(), w["value"].as_u64().unwrap())).collect();
    assert_eq!(from_json, from_text);
    assert!(doc["stats"]["warp_instructions"].as_u64().unwrap() > 0);
    std::fs::remove_file(bin).unwrap();
}
