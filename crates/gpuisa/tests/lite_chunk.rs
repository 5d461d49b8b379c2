//! `lite_chunk` (a chunk of instructions as arrays) says what `disasm` says of each instruction: size,
//! text and mnemonic, through the printer's one pass (Fermi) and the decode-and-describe way (Tesla,
//! USSE), across chunk boundaries, and stops at a cut tail with the instructions before it kept.

use gpuisa::disasm::{LiteChunk, LiteWord, MnemonicCache};
use gpuisa::{Arch, Disassembler, Error};

/// Every instruction of `code` by chunks of `max`, against the JSON model's; returns how many.
fn agree(arch: Arch, code: &[u8], max: usize) -> usize {
    let d = Disassembler::new(arch);
    let (mut cache, mut out) = (MnemonicCache::default(), LiteChunk::default());
    let mut model = d.disasm(code, 0x1000);
    let (mut pos, mut n) = (0, 0);
    while pos < code.len() {
        let end = d.lite_chunk(code, pos, 0x1000, max, &mut cache, &mut out).unwrap();
        assert!(!out.insns.is_empty() && out.insns.len() <= max);
        for i in &out.insns {
            let m = model.next().unwrap().unwrap();
            assert_eq!((i.len as usize, out.text_of(i), out.mnemonic_of(i)), (m.size, m.text.as_str(), m.mnemonic.as_deref()), "{arch:?} at {:#x}", m.address);
            pos += i.len as usize;
            n += 1;
        }
        assert_eq!(end, pos);
    }
    assert!(model.next().is_none());
    n
}

#[test]
fn chunks_equal_the_model_on_random_code() {
    let code = gpuisa_core::random::bytes(1 << 18, 0x46, |w| w);
    // Cut after the last whole Fermi instruction: bit 3 of its first byte set means 4 bytes, else 8.
    let mut end = 0;
    while end < code.len() {
        let n = if code[end] & 8 != 0 { 4 } else { 8 };
        if end + n > code.len() {
            break;
        }
        end += n;
    }
    assert!(agree(Arch::Fermi, &code[..end], 1000) > 40_000);
    assert!(agree(Arch::Fermi, &code[..end], 1) > 40_000);
    // Tesla and USSE take the decode-and-describe way (their mnemonics are the tables' words).
    let tesla = gpuisa_core::random::bytes(1 << 14, 0x47, |w| w | 1);
    assert!(agree(Arch::Tesla, &tesla, 77) > 1000);
    let usse = gpuisa_core::random::bytes(1 << 14, 0x48, |w| w);
    assert!(agree(Arch::Usse, &usse, 64) > 1000);
}

#[test]
fn fermi_movs_by_hand() {
    // MOV R1, c [0x1] [0x100]; twice (docs/fermi.md's word).
    let code = [0x2800440400005de4u64.to_le_bytes(); 2].concat();
    let d = Disassembler::new(Arch::Fermi);
    let (mut cache, mut out) = (MnemonicCache::default(), LiteChunk::default());
    assert_eq!(d.lite_chunk(&code, 0, 0, 10, &mut cache, &mut out).unwrap(), 16);
    assert_eq!(out.text, "MOV R1, c [0x1] [0x100];MOV R1, c [0x1] [0x100];");
    assert_eq!(out.insns.len(), 2);
    assert_eq!((out.insns[0].len, out.insns[0].start, out.insns[0].end, out.insns[0].mnemonic), (8, 0, 24, LiteWord::Text(0, 3)));
    assert_eq!((out.insns[1].len, out.insns[1].start, out.insns[1].end, out.insns[1].mnemonic), (8, 24, 48, LiteWord::Text(24, 27)));
    // One at a time from the second: the buffer starts afresh.
    assert_eq!(d.lite_chunk(&code, 8, 0, 1, &mut cache, &mut out).unwrap(), 16);
    assert_eq!((out.text.as_str(), out.insns[0].mnemonic), ("MOV R1, c [0x1] [0x100];", LiteWord::Text(0, 3)));
}

#[test]
fn a_cut_tail_is_an_error_at_its_address() {
    // MOV, then 4 bytes of a long form (bit 3 clear).
    let mut code = 0x2800440400005de4u64.to_le_bytes().to_vec();
    code.extend_from_slice(&[0xe4, 0x5d, 0, 0]);
    let d = Disassembler::new(Arch::Fermi);
    let (mut cache, mut out) = (MnemonicCache::default(), LiteChunk::default());
    match d.lite_chunk(&code, 0, 0x100, 10, &mut cache, &mut out) {
        Err(Error::Truncated { address, .. }) => assert_eq!(address, 0x108),
        r => panic!("{r:?}"),
    }
    assert_eq!(out.insns.len(), 1);
}
