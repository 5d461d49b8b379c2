//! USSE on the command line: a GXP file disassembled (secondary then primary program, addresses and
//! hex words), its text assembled back to the same bytes, `--lines` both ways, and errors.

mod common;

use common::{gpuisa, tmpdir};

const GXP: &str = "corpus/usse/libcross2d__fxaa_f__98b1d04a.gxp";

#[test]
fn gxp_listing_assembles_back_to_its_programs() {
    let gxp = gpuisa_core::shared::dir().join(GXP);
    let (code, listing, err) = gpuisa(&["dis", gxp.to_str().unwrap()], "");
    assert_eq!(code, 0, "{err}");
    let heads: Vec<&str> = listing.lines().filter(|l| l.starts_with("//")).collect();
    assert_eq!(heads, ["// gpuisa dis --arch usse --syntax lossless", "// kernel secondary (56 bytes)", "// kernel primary (560 bytes)"]);
    assert!(!listing.contains("???"));
    // Each program's text assembles to its words, in order.
    let c = gpuisa_container::read(&std::fs::read(&gxp).unwrap()).unwrap();
    let dir = tmpdir("usse");
    for (k, part) in c.kernels.iter().zip(listing.split("// kernel ").skip(1)) {
        let text: Vec<&str> = part.lines().skip(1).map(|l| &l[30..]).collect();
        let hex: Vec<&str> = part.lines().skip(1).map(|l| &l[11..27]).collect();
        let words: Vec<String> = k.code.chunks(8).map(|w| format!("{:016x}", u64::from_le_bytes(w.try_into().unwrap()))).collect();
        assert_eq!(hex, words);
        let out = dir.path().join(format!("{}.bin", k.name));
        let (code, _, err) = gpuisa(&["as", "--arch", "usse", "-o", out.to_str().unwrap(), "-"], &text.join("\n"));
        assert_eq!(code, 0, "{err}");
        assert_eq!(std::fs::read(&out).unwrap(), k.code, "{}", k.name);
    }
}

#[test]
fn lines_round_trip_and_errors() {
    let words = "fa44070000000000\n08404988e00892c0\nf9300406f0000912\nb000000000000001\n";
    let (code, text, err) = gpuisa(&["dis", "--arch", "usse", "--lines"], words);
    assert_eq!(code, 0, "{err}");
    assert_eq!(text.lines().count(), 4);
    // The illegal group prints its bits after `???`, and still assembles back.
    assert!(text.lines().nth(3).unwrap().contains("???"), "{text}");
    let (code, hex, err) = gpuisa(&["as", "--arch", "usse", "--lines"], &text);
    assert_eq!(code, 0, "{err}");
    assert_eq!(hex, words);
    // A misspelt mnemonic and a field that does not exist: errors with line and column, exit 1.
    let (code, _, err) = gpuisa(&["as", "--arch", "usse", "-"], "phas imm\nmadd.f32 r0, pa0, r2, sa4\nnop bogus\n");
    assert_eq!(code, 1);
    assert!(err.contains(":2:1") && err.contains("unknown mnemonic `madd.f32`"), "{err}");
    assert!(err.contains(":3:5") && err.contains("no field `bogus`"), "{err}");
    // A truncated GXP file.
    let gxp = std::fs::read(gpuisa_core::shared::dir().join(GXP)).unwrap();
    let dir = tmpdir("usse");
    let cut = dir.path().join("cut.gxp");
    std::fs::write(&cut, &gxp[..200]).unwrap();
    let (code, _, err) = gpuisa(&["dis", cut.to_str().unwrap()], "");
    assert_eq!(code, 1);
    assert!(err.contains("cut.gxp"), "{err}");
}

/// `--syntax vita3k`: Vita3K's text for words and GXP files (a secondary program's registers as `sa`),
/// read back by `as`, and refused for the other architectures.
#[test]
fn vita3k_syntax() {
    let words = "00a2818661004306\n18b18f80cf451102\nf800000000000000\n";
    let (code, text, err) = gpuisa(&["dis", "--arch", "usse", "--syntax", "vita3k", "--lines"], words);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        text,
        "VMAD2 pa8.xy pa8.xy c12.xx pa12.xy\nVMAD i1.xyzw i0.yyyy sa4.xyzw i1.xyzw\n.dword 0xf800000000000000\n"
    );
    // Read back: words that print the same lines (fields Vita3K does not show come back 0).
    let (code, hex, err) = gpuisa(&["as", "--arch", "usse", "--syntax", "vita3k", "--lines"], &text);
    assert_eq!(code, 0, "{err}");
    let (_, again, _) = gpuisa(&["dis", "--arch", "usse", "--syntax", "vita3k", "--lines"], &hex);
    assert_eq!(again, text);
    // A GXP file: the secondary program's registers print as Vita3K prints them, `sa`.
    let gxp = gpuisa_core::shared::dir().join("corpus/usse/SDL__SDL_render_vita_gxm_shaders.gxm_shader_texture_v__c227422d.gxp");
    let (code, listing, err) = gpuisa(&["dis", "--syntax", "vita3k", gxp.to_str().unwrap()], "");
    assert_eq!(code, 0, "{err}");
    assert!(listing.contains("00a2818661004306   VMAD2 sa8.xy sa8.xy c12.xx sa12.xy\n"), "{listing}");
    assert!(listing.contains("SMLSI  inc.1  inc.1 swizz.(2300)  inc.1"), "{listing}");
    for arch in ["tesla", "fermi", "isa30"] {
        let (code, _, err) = gpuisa(&["dis", "--arch", arch, "--syntax", "vita3k", "--lines"], "00000000\n");
        assert_ne!(code, 0);
        assert!(err.contains("--syntax vita3k") && err.contains("--arch usse"), "{err}");
    }
}

#[test]
fn vita3k_source_file_with_labels_and_colon_mnemonics() {
    // `SOP2M:FADD` is Vita3K's mnemonic, not a label; `start:` and `loop: NOP` are labels.
    let dir = tmpdir("usse-labels");
    let out = dir.path().join("labels.bin");
    let o = out.to_str().unwrap();
    let (code, _, err) = gpuisa(&["as", "--arch", "usse", "--syntax", "vita3k", "-o", o, "-"], "start:\nSOP2M:FADD\nloop: NOP\n");
    assert_eq!(code, 0, "{err}");
    assert_eq!(std::fs::read(&out).unwrap().len(), 16, "two instructions");
    let (code, _, err) = gpuisa(&["as", "--arch", "usse", "--syntax", "vita3k", "-"], "a:\na:\nNOP\n");
    assert_eq!(code, 1);
    assert!(err.contains("label `a` defined twice"), "{err}");
}
