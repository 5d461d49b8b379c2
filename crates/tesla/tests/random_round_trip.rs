//! `as(dis(w)) == w` for random words of every instruction class, in every variant and program type; and
//! the one-pass disassembler (`Isa::disassemble`) prints the same text as decode then format.
//! CI runs GPUISA_RANDOM_PER_CLASS words per class (default 1,000,000 for the default variant, fewer for the
//! others); set it higher for longer sweeps.

use gpuisa_core::Isa;
use gpuisa_tesla::{ProgramType, Tesla, Variant};

/// A small, fast generator (xorshift64*): reproducible runs without a dependency.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
}

/// Classes by the bits that select them: (name, value, mask).
const CLASSES: [(&str, u64, u64); 6] = [
    ("short", 0x0, 0x1),
    ("control", 0x3, 0x3),
    ("long", 0x1, 0x3_0000_0003),
    ("long exit", 0x1_0000_0001, 0x3_0000_0003),
    ("long join", 0x2_0000_0001, 0x3_0000_0003),
    ("immediate", 0x3_0000_0001, 0x3_0000_0003),
];

fn per_class(default: u64) -> u64 {
    std::env::var("GPUISA_RANDOM_PER_CLASS").ok().and_then(|s| s.parse().ok()).unwrap_or(default)
}

fn sweep(t: Tesla, n: u64, seed: u64) {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()) as u64;
    for (name, value, mask) in CLASSES {
        let fails: Vec<String> = std::thread::scope(|s| {
            let hs: Vec<_> = (0..threads)
                .map(|th| {
                    s.spawn(move || {
                        let mut rng = Rng(seed ^ (th + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ value);
                        let mut fails = Vec::new();
                        let mut text = String::new();
                        let mut one_pass = String::new();
                        let mut out = Vec::new();
                        for _ in 0..n / threads {
                            let mut w = rng.next() & !mask | value;
                            if name == "short" {
                                w &= 0xffff_ffff;
                            }
                            let bytes = &w.to_le_bytes()[..if w & 1 == 1 { 8 } else { 4 }];
                            let insn = t.decode(bytes, 0).unwrap();
                            text.clear();
                            t.format(&insn, 0, &mut text);
                            one_pass.clear();
                            match t.disassemble(&w.to_le_bytes(), 0, &mut one_pass) {
                                Ok(len) if len == bytes.len() && one_pass == text => {}
                                other => fails.push(format!("{w:016x}: `{text}`, one pass {other:?} `{one_pass}`")),
                            }
                            out.clear();
                            match t.parse_str(&text, 0) {
                                Ok(p) => t.encode(&p, &mut out),
                                Err(e) => {
                                    fails.push(format!("{w:016x}: `{text}`: {e}"));
                                    continue;
                                }
                            }
                            if out != bytes {
                                fails.push(format!("{w:016x}: `{text}` gave {out:02x?}"));
                            }
                        }
                        fails
                    })
                })
                .collect();
            hs.into_iter().flat_map(|h| h.join().unwrap()).collect()
        });
        println!("{:?}/{:?} {name}: {} random words, {} failures", t.variant, t.ptype, n / threads * threads, fails.len());
        assert!(fails.is_empty(), "{name}: {:#?}", &fails[..fails.len().min(10)]);
    }
    // Every text above read with the parse indexes (see gpuisa_engine::parse::index_misses).
    assert_eq!(gpuisa_engine::parse::index_misses(), 0);
}

#[test]
fn random_words_round_trip_default_variant() {
    sweep(Tesla::default(), per_class(1_000_000), 1);
}

#[test]
fn random_words_round_trip_other_variants_and_program_types() {
    let n = per_class(1_000_000) / 20;
    for v in [Variant::G80, Variant::G84, Variant::G200, Variant::Mcp77] {
        sweep(Tesla::new(v, ProgramType::Compute), n, 2);
    }
    for p in [ProgramType::Vertex, ProgramType::Geometry, ProgramType::Fragment] {
        sweep(Tesla::new(Variant::Gt215, p), n, 3);
    }
}
