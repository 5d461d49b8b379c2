//! The form identity ([`gpuisa_fermi::Code`], generated from the description): every word has one, it is
//! the opcode entry whose mnemonic the text prints, and it is the same whichever syntax prints the word.

use gpuisa_core::Isa;
use gpuisa_fermi::{code_of, Code, Fermi};

/// The mnemonic of an NVIDIA text: `@P0 LD_LDU.E R0, ...` gives `LD_LDU`.
fn mnemonic(text: &str) -> &str {
    let mut words = text.split_whitespace();
    let mut m = words.next().unwrap_or("");
    if m.starts_with('@') {
        m = words.next().unwrap_or("");
    }
    m.split('.').next().unwrap().trim_end_matches(';')
}

#[test]
fn every_word_has_the_form_its_text_names() {
    let (fermi, cuda5) = (Fermi::default(), Fermi::nvdisasm5());
    let mut text = String::new();
    let (mut known, mut unknown) = (0, 0);
    for (i, mut w) in gpuisa_core::random::words(300_000, 0x1234_5678_9abc_def1, |w| w).enumerate() {
        if i % 2 == 0 {
            w &= !8; // mostly 64-bit forms
        }
        let bytes = w.to_le_bytes();
        let insn = fermi.decode(&bytes, 0).unwrap();
        let code = code_of(&insn);
        assert_ne!(code, Code::None, "{w:016x}");
        text.clear();
        fermi.format(&insn, 0, &mut text);
        if code == Code::Unknown {
            assert!(text.contains("???"), "{w:016x}: {text}");
            unknown += 1;
            continue;
        }
        known += 1;
        assert_eq!(code.mnemonics(), [mnemonic(&text)], "{w:016x}: {text} is {code:?}");
        // The CUDA 5+ text reads the same description: the same form.
        assert_eq!(code_of(&cuda5.decode(&bytes, 0).unwrap()), code, "{w:016x}");
    }
    eprintln!("{known} words of a known form, {unknown} of none");
    assert!(known > 100_000);
}
