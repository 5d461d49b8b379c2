//! The two Fermi descriptions agree on constant operands: on every instruction of the corpus cubins, the
//! c[] operands NVIDIA's syntax reads have the banks and byte offsets envydis' syntax reads. (Round trips
//! cannot see a split such as reading bit 26 as the offset's lowest bit instead of the bank's fifth: encode
//! inverts it. Only a second reading of the same bits can.)

use gpuisa_core::Isa;
use gpuisa_engine::{Mem, Operand};
use gpuisa_fermi::{Fermi, FermiEnvydis};

fn consts(ops: &[Operand]) -> Vec<(Option<u8>, i64)> {
    ops.iter()
        .filter_map(|o| match o {
            Operand::Mem(Mem { space: b'c', bank, offset, .. }) => Some((*bank, *offset)),
            _ => None,
        })
        .collect()
}

#[test]
fn the_literal_bank_is_bank_16() {
    // fastWalshTransform's `FFMA R4, R4, R6, c16[0x0]`, as envydis reads it.
    let mut t = String::new();
    let n = Fermi::default();
    n.format(&n.decode_bits(0x300c800004411c00), 0, &mut t);
    assert_eq!(t, "FFMA R4, R4, R6, c [0x10] [0x0];");
    let back = n.parse_str(&t, 0).unwrap();
    assert_eq!(n.encode_bits(&back), 0x300c800004411c00);
}

#[test]
fn nvidia_and_envydis_read_the_same_constants() {
    let dir = gpuisa_core::shared::dir().join("corpus/fermi");
    let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    files.sort();
    let (nv, envy) = (Fermi::default(), FermiEnvydis::default());
    let (mut compared, mut bank16) = (0, 0);
    for p in files.iter().filter(|p| p.extension().is_some_and(|e| e == "cubin")) {
        let c = gpuisa_container::read(&std::fs::read(p).unwrap()).unwrap();
        for k in &c.kernels {
            let mut off = 0;
            while off + 8 <= k.code.len() {
                let a = nv.decode(&k.code[off..], off as u64).unwrap();
                let b = envy.decode(&k.code[off..], off as u64).unwrap();
                off += a.len();
                let (ca, cb) = (consts(a.operands()), consts(b.operands()));
                // Forms NVIDIA's description does not know yet (`???`) have no operands to compare.
                if ca.is_empty() || a.residual != 0 {
                    continue;
                }
                assert_eq!(ca, cb, "{}+{:#x}", p.display(), off - a.len());
                compared += ca.len();
                bank16 += ca.iter().filter(|(b, _)| *b == Some(16)).count();
            }
        }
    }
    eprintln!("{compared} constant operands agree, {bank16} of bank 16");
    assert!(compared > 10_000 && bank16 > 700, "{compared} compared, {bank16} of bank 16");
}
