//! isa30 text: assembling arbitrary text never panics, and whatever assembles disassembles to text
//! that assembles to the same words.
#![no_main]

use gpuisa_core::asm::assemble;
use gpuisa_core::Isa;
use gpuisa_isa30::Isa30;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let isa = Isa30;
    let Ok(asm) = assemble(&isa, text) else { return };
    let mut listing = String::new();
    for chunk in asm.bytes.chunks_exact(4) {
        let insn = isa.decode(chunk, 0).expect("4 bytes");
        isa.format(&insn, 0, &mut listing);
        listing.push('\n');
    }
    let again = assemble(&isa, &listing).expect("disassembly reassembles");
    assert_eq!(again.bytes[..], asm.bytes[..asm.bytes.len() / 4 * 4]);
});
