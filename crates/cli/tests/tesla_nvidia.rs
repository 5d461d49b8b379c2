//! `--syntax nvdisasm` and `nvdisasm5` for Tesla on the command line: text in CUDA 5's cuobjdump style
//! assembles to the words cuobjdump listed beside it, and those words print as that text again.

mod common;
use common::{gpuisa, tmpdir};

/// Lines of the FlexGrip Reduction listing (`insn ; /* 0x<word1><word0> */`), as its text and word values.
const LINES: &[(&str, u64)] = &[
    ("MOV.U16 R0H, g [0x1].U16", 0x0023c78010004205),
    ("IMAD.U16 R1, g [0x6].U16, R0H, R1", 0x0020478060014c05),
    ("ISET.S32.C0 o[0x7f], g [0x8], c[0x1][0x0], LT", 0x6c6047c83080d1fd),
    ("GLD.U32 R7, global14[R5]", 0x80c00780d00e0a1d),
    ("BRA C0.NE, 0xd0", 0x000002801001a003),
    ("MOV32 R0, R1", 0x10008200),
    ("IADD R0 (C0.EQU), R4, R1", 0x0400450020000801),
];

#[test]
fn cuda5_text_assembles_to_its_words_and_prints_again() {
    // `BRA C0.NE, 0xd0` must land on an instruction of the code (the assembler refuses a target outside
    // it): one more at 0xd0, after the lines.
    let mut src: String = LINES.iter().map(|(t, _)| format!("{t};\n")).collect();
    src.push_str(".org 0xd0\nMOV32 R0, R1;\n");
    let dir = tmpdir("tesla-nv");
    let out = dir.path().join("nv.bin");
    let o = out.display().to_string();
    let (code, _, err) = gpuisa(&["as", "--arch", "tesla", "--syntax", "nvdisasm5", "-", "-o", &o], &src);
    assert_eq!(code, 0, "{err}");
    let bytes = std::fs::read(&out).unwrap();
    let want: Vec<u8> = LINES
        .iter()
        .flat_map(|&(_, w)| if w >> 32 == 0 { (w as u32).to_le_bytes().to_vec() } else { w.to_le_bytes().to_vec() })
        .collect();
    assert_eq!(bytes[..want.len()], want[..]);
    assert_eq!(bytes.len(), 0xd4);
    let (code, text, err) = gpuisa(&["dis", "--arch", "tesla", "--syntax", "nvdisasm5", &o], "");
    let _ = std::fs::remove_file(&out);
    assert_eq!(code, 0, "{err}");
    let printed: Vec<&str> = text.lines().map(|l| l.split("  ").filter(|p| !p.is_empty()).last().unwrap_or("").trim()).collect();
    let listed: Vec<&str> = LINES.iter().map(|(t, _)| *t).collect();
    assert_eq!(printed[..listed.len()], listed[..], "{text}");
}

#[test]
fn a_line_no_instruction_prints_as_is_an_error_with_its_place() {
    let (code, _, err) = gpuisa(&["as", "--arch", "tesla", "--syntax", "nvdisasm", "-", "-o", "/dev/null"], "MOV R0, R1\nIADD R0, Q1, R2\n");
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("IADD R0, Q1, R2") && err.contains(":2:1"), "{err}");
}
