//! `Isa::disassemble_all`, which groups the work by instruction class, calls back with the same texts, in
//! the same (address) order, as disassembling one instruction at a time, and ends the same way on a
//! truncated tail.

use gpuisa_core::{DecodeError, Isa};
use gpuisa_tesla::{ProgramType, Syntax, Tesla, Variant};

type Line = (u64, Result<(usize, String), DecodeError>);

fn batched(t: &Tesla, code: &[u8], base: u64) -> Vec<Line> {
    let mut v = Vec::new();
    t.disassemble_all(code, base, |addr, r| v.push((addr, r.map(|(len, text)| (len, text.to_string())))));
    v
}

fn one_at_a_time(t: &Tesla, code: &[u8], base: u64) -> Vec<Line> {
    let mut v = Vec::new();
    let mut pos = 0;
    while pos < code.len() {
        let mut text = String::new();
        let addr = base + pos as u64;
        match t.disassemble(&code[pos..], addr, &mut text) {
            Ok(len) => {
                v.push((addr, Ok((len, text))));
                pos += len;
            }
            Err(e) => {
                v.push((addr, Err(e)));
                break;
            }
        }
    }
    v
}

fn random_bytes(n: usize, seed: u64) -> Vec<u8> {
    let mut x = seed | 1;
    (0..n)
        .map(|_| {
            x ^= x >> 12;
            x ^= x << 25;
            x ^= x >> 27;
            (x.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 56) as u8
        })
        .collect()
}

#[test]
fn same_texts_in_the_same_order() {
    // Lengths around the window size (16,384 instructions of 4 or 8 bytes) and with truncated tails.
    let lengths = [0, 1, 3, 4, 7, 8, 9, 100, 65_536 + 5, 98_304, 98_307, 200_001, 1 << 20];
    let mut seed = 7;
    for variant in [Variant::G80, Variant::Gt215] {
        for ptype in [ProgramType::Vertex, ProgramType::Compute] {
            for syntax in [Syntax::Lossless, Syntax::Envydis] {
                let t = Tesla { syntax, ..Tesla::new(variant, ptype) };
                for &n in &lengths {
                    seed += 1;
                    let code = random_bytes(n, seed);
                    let (a, b) = (batched(&t, &code, 0x1000), one_at_a_time(&t, &code, 0x1000));
                    assert_eq!(a.len(), b.len(), "{n} bytes, {variant:?}/{ptype:?}/{syntax:?}");
                    if let Some(i) = (0..a.len()).find(|&i| a[i] != b[i]) {
                        panic!("{n} bytes, {variant:?}/{ptype:?}/{syntax:?}: #{i}: {:?} vs {:?}", a[i], b[i]);
                    }
                }
            }
        }
    }
}

#[test]
fn truncated_tail_ends_the_walk_with_an_error() {
    let t = Tesla::default();
    // A short instruction, then a long one cut after its first word.
    let code = [0x80, 0xb6, 0x02, 0x10, 0x01, 0x00, 0x00, 0x00];
    let got = batched(&t, &code, 0);
    assert_eq!(got.len(), 2);
    assert_eq!(got[0], (0, Ok((4, "mov sfu b32 $r32 $r27".to_string()))));
    assert_eq!(got[1], (4, Err(DecodeError::Truncated { needed: 8, available: 4 })));
}
