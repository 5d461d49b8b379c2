//! USSE on the command line: a GXP file disassembled (secondary then primary program, addresses and
//! hex words), its text assembled back to the same bytes, `--lines` both ways, and errors.

mod common;

use common::gpuisa;

const GXP: &str = "corpus/usse/libcross2d__fxaa_f__98b1d04a.gxp";

#[test]
fn gxp_listing_assembles_back_to_its_programs() {
    let gxp = gpuisa_core::shared::dir().join(GXP);
    let (code, listing, err) = gpuisa(&["dis", gxp.to_str().unwrap()], "");
    assert_eq!(code, 0, "{err}");
    let heads: Vec<&str> = listing.lines().filter(|l| l.starts_with("//")).collect();
    assert_eq!(heads, ["// kernel secondary (56 bytes)", "// kernel primary (560 bytes)"]);
    assert!(!listing.contains("???"));
    // Each program's text assembles to its words, in order.
    let c = gpuisa_container::read(&std::fs::read(&gxp).unwrap()).unwrap();
    for (k, part) in c.kernels.iter().zip(listing.split("// kernel ").skip(1)) {
        let text: Vec<&str> = part.lines().skip(1).map(|l| &l[30..]).collect();
        let hex: Vec<&str> = part.lines().skip(1).map(|l| &l[11..27]).collect();
        let words: Vec<String> = k.code.chunks(8).map(|w| format!("{:016x}", u64::from_le_bytes(w.try_into().unwrap()))).collect();
        assert_eq!(hex, words);
        let out = std::env::temp_dir().join(format!("gpuisa-usse-{}-{}.bin", std::process::id(), k.name));
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
    let dir = std::env::temp_dir().join(format!("gpuisa-usse-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let cut = dir.join("cut.gxp");
    std::fs::write(&cut, &gxp[..200]).unwrap();
    let (code, _, err) = gpuisa(&["dis", cut.to_str().unwrap()], "");
    assert_eq!(code, 1);
    assert!(err.contains("cut.gxp"), "{err}");
}
