//! Explaining an instruction word: every field of [`FIELDS`] with its value and meaning. The fields tile
//! the 32-bit container word; bits 30-31 are not part of the ISA, so they are *unexplained* (they must
//! be 0: a set one prints `???`). Every bit is therefore in exactly one field or unexplained.

use crate::encoding::{Field as F, Insn, Space, Src, FIELDS};
pub use gpuisa_core::explain::Field;

fn src(s: Src) -> String {
    match s.space {
        Space::Const => format!("constant {}", s.index),
        sp => format!("{}{} ({:?})", Src::prefix(sp), s.index, sp),
    }
}

/// The fields of `word`, highest first (the opcode first), and the unexplained bits.
pub fn explain(word: u32) -> (Vec<Field>, u64) {
    let i = Insn::decode(word);
    let op = i.operation();
    let mut fields = Vec::new();
    let mut unexplained = 0u64;
    for (f, bits) in FIELDS.into_iter().rev() {
        let value = bits.get(word as u64);
        let (name, meaning) = match f {
            F::Top => {
                unexplained |= bits.mask();
                continue;
            }
            F::Op => ("op", format!("{op:?}{}", if i.operation_unknown() { " (not defined: ???)" } else { "" })),
            F::Shamt if op.shifts() => ("shamt", format!("shift by {value}")),
            F::Shamt => ("shamt", format!("sub-operation {value}: {op:?}")),
            F::R => ("r", if i.r { format!("write register R{}", i.w) } else { "no register write".to_string() }),
            F::Dd => ("dd", if i.dd == 3 { "no DRAM write".to_string() } else { format!("DRAM write, result >> {}", 2 * i.dd) }),
            F::T => ("t", if i.t { "push onto the temporary buffer" } else { "no push" }.to_string()),
            F::W => ("w", format!("register R{}{}", i.w, if i.r { "" } else { " (not written: r is 0)" })),
            F::A => ("a", src(i.a)),
            F::B => ("b", src(i.b)),
            F::C => ("c", src(i.c)),
        };
        fields.push(Field { name: name.to_string(), mask: bits.mask(), value, meaning });
    }
    // The word is 32 bits: nothing above them.
    (fields, unexplained & 0xffff_ffff)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_bit_once() {
        let mut x = 0x1234_5678u32;
        for _ in 0..100_000 {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            let (fields, unexplained) = explain(x);
            let mut seen = 0u64;
            for f in &fields {
                assert_eq!(seen & f.mask, 0);
                seen |= f.mask;
            }
            assert_eq!(seen | unexplained, 0xffff_ffff);
            assert_eq!(seen & unexplained, 0);
            // The set unexplained bits are the container bits the ISA does not have.
            assert_eq!(x as u64 & unexplained, (Insn::decode(x).top as u64) << 30);
        }
    }
}
