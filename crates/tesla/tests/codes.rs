//! The form identity ([`gpuisa_tesla::Code`], generated from the description): every word has one, and
//! the word the text prints first for the operation is one of the form's mnemonics.

use gpuisa_core::Isa;
use gpuisa_tesla::{code_of, Code, Tesla};

/// The first word of an envydis text that names an operation:
/// the `exit`/`join` flags, a guard and a guard not understood (`???`) come before it.
fn first_word(text: &str) -> String {
    let mut words = text.split_whitespace();
    let mut w = "";
    while let Some(t) = words.next() {
        if t.starts_with('(') {
            // A guard, `(g $c3)`.
            if !t.ends_with(')') {
                words.by_ref().find(|t| t.ends_with(')'));
            }
        } else if !matches!(t, "exit" | "join" | "???") {
            w = t;
            break;
        }
    }
    w.to_string()
}

#[test]
fn every_word_has_the_form_its_text_names() {
    let tesla = Tesla::default();
    let mut text = String::new();
    let (mut known, mut unknown) = (0, 0);
    for (i, w) in gpuisa_core::random::words(300_000, 0x0bad_5eed_1234_5678, |w| w).enumerate() {
        // Alternately a short form (bit 0 clear) and a long one.
        let w = if i % 2 == 0 { w & 0xffff_fffe } else { w | 1 };
        let bytes = w.to_le_bytes();
        let Ok(insn) = tesla.decode(&bytes, 0) else { continue };
        let code = code_of(&insn);
        assert_ne!(code, Code::None, "{w:016x}");
        text.clear();
        tesla.format(&insn, 0, &mut text);
        if code == Code::Unknown {
            assert!(text.contains("???"), "{w:016x}: {text}");
            unknown += 1;
            continue;
        }
        known += 1;
        // A form whose operation is a choice of words (`add`/`sub`/`subr`/`addc`) may print any of them.
        let first = first_word(&text);
        assert!(code.mnemonics().contains(&first.as_str()), "{w:016x}: {text} is {code:?}");
    }
    eprintln!("{known} words of a known form, {unknown} of none");
    assert!(known > 100_000);
}
