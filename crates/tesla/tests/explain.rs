//! `explain` covers every bit of each clean reference vector exactly once (the statement is
//! `gpuisa_engine::explain::check_coverage`: fields plus unexplained bits are the whole instruction, no
//! bit is in two fields, and the set unexplained bits are the decoder's residual).

mod shared;

use gpuisa_core::hexkey::parse_words;
use gpuisa_engine::explain::{check_coverage, explain};
use gpuisa_tesla::encoding::ROOT;
use gpuisa_tesla::Tesla;

#[test]
fn explain_covers_every_bit_of_the_clean_vectors_once() {
    let v = shared::vectors("envydis-clean.tsv");
    let t = Tesla::default();
    let (mut covered, mut whole) = (0, 0);
    let mut bad = Vec::new();
    for (k, text) in &v {
        let bytes = parse_words(k, 4).unwrap();
        let mut b = [0u8; 8];
        b[..bytes.len()].copy_from_slice(&bytes);
        let bits = u64::from_le_bytes(b);
        let width = if bits & 1 != 0 { !0 } else { 0xffff_ffff };
        let insn = t.decode_bits(bits);
        let ex = explain(ROOT, &insn, bits, width);
        match check_coverage(&ex, bits, width, insn.residual) {
            Ok(()) => covered += 1,
            Err(e) => bad.push(format!("{k} `{text}`: {e}")),
        }
        whole += (ex.unexplained == 0) as usize;
    }
    eprintln!("tesla: {} words, {covered} covered exactly once, {whole} with no unexplained bit", v.len());
    assert!(bad.is_empty(), "{} of {} words not covered:\n{}", bad.len(), v.len(), bad[..bad.len().min(20)].join("\n"));
}
