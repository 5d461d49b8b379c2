//! `explain` covers every bit of each clean reference vector exactly once, in both descriptions of
//! Fermi (NVIDIA's syntax and envydis'). The statement is `gpuisa_engine::explain::check_coverage`:
//! fields plus unexplained bits are the whole instruction, no bit is in two fields, and the set
//! unexplained bits are the decoder's residual.

use gpuisa_engine::explain::{check_coverage, explain};
use gpuisa_engine::{Insn, Table};
use gpuisa_fermi::{Fermi, FermiEnvydis};

fn words() -> Vec<(u64, u64, String)> {
    gpuisa_core::shared::vector_lines("fermi/envydis-clean.tsv")
        .into_iter()
        .map(|(k, t)| {
            let w = u64::from_str_radix(&k, 16).unwrap_or_else(|e| panic!("{k}: {e}"));
            // Bit 3 set: a 32-bit short form.
            (w, if w & 8 != 0 { 0xffff_ffff } else { !0 }, t)
        })
        .collect()
}

fn check(name: &str, root: &'static Table, decode: impl Fn(u64) -> Insn) {
    let v = words();
    let (mut covered, mut whole) = (0, 0);
    let mut bad = Vec::new();
    for (w, width, text) in &v {
        let bits = w & width;
        let insn = decode(bits);
        let ex = explain(root, &insn, bits, *width);
        match check_coverage(&ex, bits, *width, insn.residual) {
            Ok(()) => covered += 1,
            Err(e) => bad.push(format!("{w:x} `{text}`: {e}")),
        }
        whole += (ex.unexplained == 0) as usize;
    }
    eprintln!("fermi {name}: {} words, {covered} covered exactly once, {whole} with no unexplained bit", v.len());
    assert!(bad.is_empty(), "{name}: {} of {} words not covered:\n{}", bad.len(), v.len(), bad[..bad.len().min(20)].join("\n"));
}

#[test]
fn explain_covers_every_bit_of_the_clean_vectors_once_nvidia_syntax() {
    let f = Fermi::default();
    check("nvidia", gpuisa_fermi::encoding::ROOT, |b| f.decode_bits(b));
}

#[test]
fn explain_covers_every_bit_of_the_clean_vectors_once_envydis_syntax() {
    let f = FermiEnvydis::exact();
    check("envydis", gpuisa_fermi::envy::root(), |b| f.decode_bits(b));
}
