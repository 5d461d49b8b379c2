//! Tesla in NVIDIA's text against the FlexGrip listings of the corpus (`../shared/corpus/listings/tesla/`,
//! and the listings of the runnable cases, `../shared/corpus/tesla-e2e/flexgrip/*/`): every listed word is decoded and printed in the listing's style (CUDA <= 4 columns, or CUDA >= 5
//! `insn ; /* 0x... */`), and compared with runs of spaces collapsed and the trailing `;` aside.

use gpuisa_core::Isa;
use gpuisa_tesla::nvidia::Style;
use gpuisa_tesla::{ProgramType, Tesla, Variant};

fn shared() -> std::path::PathBuf {
    let p = std::env::var_os("GPUISA_SHARED").map(Into::into).unwrap_or_else(|| std::path::PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared")));
    assert!(p.join("corpus/listings/tesla").is_dir(), "{}: the shared reference material is missing (set GPUISA_SHARED)", p.display());
    p
}

/// The listings: the corpus' FlexGrip listings, then those of the runnable FlexGrip cases.
fn listing_files() -> Vec<std::path::PathBuf> {
    let mut files: Vec<_> = std::fs::read_dir(shared().join("corpus/listings/tesla")).unwrap().map(|e| e.unwrap().path()).collect();
    let cases = shared().join("corpus/tesla-e2e/flexgrip");
    for e in std::fs::read_dir(&cases).unwrap_or_else(|e| panic!("{}: {e}", cases.display())) {
        let listing = e.unwrap().path().join("listing_cuobjdump_sm10.txt");
        if listing.is_file() {
            files.push(listing);
        }
    }
    files.sort();
    assert!(files.len() >= 16, "{} listings", files.len());
    files
}

fn norm(s: &str) -> String {
    let s = s.trim().trim_end_matches(';').trim();
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// (style, word bytes, listed text) of every instruction line.
fn lines(text: &str) -> Vec<(Style, Vec<u8>, String)> {
    let mut v = Vec::new();
    for line in text.lines() {
        // Some listings carry invisible direction marks inside the hex.
        let line: String = line.chars().filter(|c| c.is_ascii()).collect();
        let t = line.trim();
        let Some(rest) = t.strip_prefix("/*").and_then(|r| r.split_once("*/")).map(|(_, r)| r.trim()) else { continue };
        if let Some(r) = rest.strip_prefix("/*0x") {
            // CUDA <= 4: `/*0x<word0><word1>*/ TEXT`.
            let Some((hex, text)) = r.split_once("*/") else { continue };
            let mut bytes = Vec::new();
            for k in (0..hex.len()).step_by(8) {
                let Ok(w) = u32::from_str_radix(&hex[k..(k + 8).min(hex.len())], 16) else { continue };
                bytes.extend_from_slice(&w.to_le_bytes());
            }
            v.push((Style::Cuda4, bytes, text.to_string()));
        } else if let Some((text, hex)) = rest.split_once("/* 0x") {
            // CUDA >= 5: `TEXT ; /* 0x<64-bit value> */`.
            let hex = hex.trim_end_matches("*/").trim();
            let Ok(w) = u64::from_str_radix(hex, 16) else { continue };
            let bytes = if hex.len() > 8 { w.to_le_bytes().to_vec() } else { (w as u32).to_le_bytes().to_vec() };
            v.push((Style::Cuda5, bytes, text.to_string()));
        }
    }
    v
}

#[test]
fn flexgrip_listings_print_as_cuobjdump_prints_them() {
    let (mut n, mut same) = (0, 0);
    let mut diffs = Vec::new();
    for f in &listing_files() {
        let text = String::from_utf8_lossy(&std::fs::read(f).unwrap()).into_owned();
        for (style, bytes, want) in lines(&text) {
            n += 1;
            let mut t = Tesla::new(Variant::G80, ProgramType::Compute);
            t.syntax = if style == Style::Cuda4 { gpuisa_tesla::Syntax::Nvdisasm } else { gpuisa_tesla::Syntax::Nvdisasm5 };
            let insn = t.decode(&bytes, 0).unwrap();
            let mut got = String::new();
            t.format(&insn, 0, &mut got);
            if norm(&got) == norm(&want) {
                same += 1;
            } else {
                diffs.push(format!("{:<40} want {}", norm(&got), norm(&want)));
            }
        }
    }
    diffs.sort();
    diffs.dedup();
    println!("{same} of {n} instructions identical");
    for d in &diffs {
        println!("  {d}");
    }
    assert!(n > 1_300, "{n} instructions read");
    assert!(same * 100 >= n * 99, "{same} of {n} identical:\n{}", diffs.join("\n"));
}

#[test]
fn flexgrip_listings_assemble_back_to_their_words() {
    let (mut n, mut same) = (0, 0);
    let mut diffs = Vec::new();
    for f in &listing_files() {
        let text = String::from_utf8_lossy(&std::fs::read(f).unwrap()).into_owned();
        for (style, bytes, want) in lines(&text) {
            n += 1;
            let mut t = Tesla::new(Variant::G80, ProgramType::Compute);
            t.syntax = if style == Style::Cuda4 { gpuisa_tesla::Syntax::Nvdisasm } else { gpuisa_tesla::Syntax::Nvdisasm5 };
            match t.parse_str(want.trim().trim_end_matches(';'), 0) {
                Ok(insn) => {
                    let mut got = Vec::new();
                    t.encode(&insn, &mut got);
                    if got == bytes {
                        same += 1;
                    } else {
                        diffs.push(format!("{:<40} gives {got:02x?}, listed {bytes:02x?}", norm(&want)));
                    }
                }
                Err(e) => diffs.push(format!("{:<40} error: {}", norm(&want), e.message)),
            }
        }
    }
    println!("{same} of {n} instructions assemble to the listed words");
    for d in &diffs {
        println!("  {d}");
    }
    assert!(same * 100 >= n * 99, "{same} of {n}:\n{}", diffs.join("\n"));
}

/// Random words of every class, through the whole syntax (NVIDIA's text, or the lossless text for a form
/// with no NVIDIA spelling): every text reads back as the word it was printed from.
#[test]
fn every_text_reads_back_to_what_prints_it() {
    let (mut nvidia, mut total, mut x) = (0, 0, 0x2545_f491_4f6c_dd1du64);
    for i in 0..100_000u32 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        // Every class: short, control, long, immediate; half of them with a plain predicate and no
        // unexplained bits more often than random bits give.
        let w = match i % 4 {
            0 => x & 0xffff_fffe,
            1 => x | 3,
            _ => x & !2 | 1,
        };
        for syntax in [gpuisa_tesla::Syntax::Nvdisasm, gpuisa_tesla::Syntax::Nvdisasm5] {
            let mut t = Tesla::new(Variant::Gt215, ProgramType::Compute);
            t.syntax = syntax;
            let Ok(insn) = t.decode(&w.to_le_bytes(), 0) else { continue };
            let mut text = String::new();
            t.format(&insn, 0, &mut text);
            total += 1;
            nvidia += text.starts_with(|c: char| c.is_ascii_uppercase()) as usize;
            let back = t.parse_str(&text, 0).unwrap_or_else(|e| panic!("{w:016x}: `{text}` does not read back: {}", e.message));
            let mut again = String::new();
            t.format(&back, 0, &mut again);
            assert_eq!(again, text, "{w:016x}");
            // The reading is the word itself: a text never drops a modifier it does not spell.
            let (mut a, mut b) = (Vec::new(), Vec::new());
            t.encode(&insn, &mut a);
            t.encode(&back, &mut b);
            assert_eq!(a, b, "{w:016x}: `{text}` reads back as another word");
        }
    }
    println!("{total} texts read back, {nvidia} of them in NVIDIA's spelling");
    assert!(nvidia > 500, "{nvidia} texts in NVIDIA's spelling");
}

/// Spellings no corpus listing shows (docs/tesla-nvidia.md gives each one's source): each prints as
/// written here, and the text assembles back to the word.
#[test]
fn spellings_without_a_listing_print_and_read_back() {
    let cases = [
        // From the comments of FlexGrip's test programs (applications/*/TP_instructions.vhd), which the
        // corpus does not hold: a 16-bit operation counts c[] in 2-byte units; a negated product.
        ("and b16 $r0h $r0h c1[0x4]", "LOP.AND.U16 R0H, R0H, c [0x1] [0x2]"),
        ("add $r1 (mul u16 u16 s[0xe] c1[0x4]) $r2", "IMAD.U16 R1, g [0x7].U16, c [0x1] [0x2], R2"),
        ("add f32 $r3 neg (mul $r2 $r3) $r1", "FMAD R3, -R2, R3, R1"),
        ("ld $r1 b32 c0[$a1+0x14]", "MVC R1, c [0x0] [A1+0x5]"),
        // A multiply-add's subtraction on the addend or the product, as FMAD writes its negations.
        ("sub $r0 (mul u24 $r0 c1[0x14]) $r1", "IMAD.U24 R0, R0, c [0x1] [0x5], -R1"),
        ("subr $r0 (mul u24 $r0 c1[0x14]) $r1", "IMAD.U24 R0, -R0, c [0x1] [0x5], R1"),
        ("long mul $r0 high u24 $r0 c1[0x0]", "IMUL.HI.U24.U24 R0, R0, c [0x1] [0x0]"),
        ("ld b32 $r2 l[$a1+0x10]", "LLD.U32 R2, local [A1+0x10]"),
        ("st b32 l[0x8] $r5", "LST.U32 local [0x8], R5"),
        ("st b8 s[0x41] $r2l", "R2G.U16.U8 g[0x41], R2L"),
        ("presin f32 $r2 $r0", "RRO R2, R0, SIN"),
        ("mov $r1 $c2", "C2R R1, C2"),
        ("mov $r1 $a2", "A2R R1, A2"),
        ("mov $c1 $r2", "R2C C1, R2"),
        ("vote any $c1", "VOTE.ANY C1"),
        // The predicate field PBK ignores holds `never` in compilers' code; the text cannot say.
        ("(never) breakaddr 0x40", "PBK 0x40"),
        ("(lg $c1) break", "BRK C1.NE"),
        ("add rn f64 $r2d $r4d $r6d", "DADD R2, R4, R6"),
        ("fma rn f64 $r2d $r4d $r6d $r8d", "DFMA R2, R4, R6, R8"),
        ("set $c1 # l f32 $r1 $r2", "FSET.C1 o [0x7f], R1, R2, LT"),
        ("min s32 $r1 $r2 $r3", "IMIN.S32 R1, R2, R3"),
        ("ld add u32 $r1 g14[$r2] $r3", "GATOM.IADD.U32 R1, global14 [R2], R3"),
        ("cas b32 $r1 g14[$r2] $r3 $r4", "GATOM.CAS.U32 R1, global14 [R2], R3, R4"),
        ("red add u32 g14[$r2] $r3", "GRED.ADD.U32 global14 [R2], R3"),
    ];
    let envy = Tesla::new(Variant::Gt215, ProgramType::Compute);
    let mut nv = envy;
    nv.syntax = gpuisa_tesla::Syntax::Nvdisasm;
    let mut wrong = Vec::new();
    for (src, want) in cases {
        let insn = envy.parse_str(src, 0).unwrap_or_else(|e| panic!("`{src}`: {}", e.message));
        let mut word = Vec::new();
        envy.encode(&insn, &mut word);
        let mut got = String::new();
        nv.format(&insn, 0, &mut got);
        if got != want {
            wrong.push(format!("`{src}` prints `{got}`, not `{want}`"));
            continue;
        }
        let back = nv.parse_str(want, 0).unwrap_or_else(|e| panic!("`{want}`: {}", e.message));
        let mut again = Vec::new();
        nv.encode(&back, &mut again);
        if again != word {
            wrong.push(format!("`{want}` assembles to {again:02x?}, not {word:02x?}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// A comparison with its condition alone (found by hand: the reader sliced the sources out of it and
/// panicked) is an error, not a crash.
#[test]
fn a_comparison_without_sources_is_an_error() {
    let mut t = Tesla::new(Variant::Gt215, ProgramType::Compute);
    t.syntax = gpuisa_tesla::Syntax::Nvdisasm;
    for line in ["ISET LT", "FSET LT", "DSET.C0 GE", "ISET.S32.C1"] {
        assert!(t.parse_str(line, 0).is_err(), "`{line}` read as an instruction");
    }
}

/// Each view places every operand and nested table of its entry once, so that NVIDIA's text and envydis'
/// read the same bits.
#[test]
fn every_view_places_each_part_of_its_form_once() {
    let errors = gpuisa_tesla::engine::view::check(gpuisa_tesla::nvidia::tables::ROOT);
    assert!(errors.is_empty(), "{}", errors.join("\n"));
}
