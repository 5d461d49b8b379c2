//! Bits the hardware reads nothing from, where the tables leave them unexplained (so they print as
//! `???[...]` in the lossless text, which keeps every word's bits): each entry names a group of words
//! (`bits & mask == value`), the features under which those bits do mean something (then the entry does
//! not apply), the bits ignored, and the evidence. The simulator clears them before it decodes a word to
//! run it; a word whose other bits are all explained then runs as the hardware runs it.
//!
//! Evidence: the G80-family reference results (`shared/vectors/tesla-hwtest/`), where the envytools
//! hardware tests draw these bits at random and the hardware's results do not depend on them.

/// The instruction classes ([`super::ROOT`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    Short,
    /// Long normal, exit or join (word 1 bits 0-1 not 3).
    Long,
    /// Long with a 32-bit immediate (word 1 bits 0-1 = 3).
    Imm,
    Control,
}

impl Class {
    pub fn of(bits: u64) -> Class {
        match (bits & 1, bits >> 1 & 1, bits >> 32 & 3) {
            (0, ..) => Class::Short,
            (_, 1, _) => Class::Control,
            (_, _, 3) => Class::Imm,
            _ => Class::Long,
        }
    }
}

/// One group of words and the bits the hardware ignores in it.
#[derive(Clone, Copy, Debug)]
pub struct Ignored {
    pub class: Class,
    /// The primary opcode (word 0 bits 28-31).
    pub opcode: u8,
    /// Further selector bits of the group: `bits & mask == value`.
    pub value: u64,
    pub mask: u64,
    /// Features ([`crate::variant::feat`]) that give the bits a meaning: the entry applies without them.
    pub unless: u8,
    pub bits: u64,
    pub why: &'static str,
}

/// Word 1 (bits 32-63 of the instruction) as a mask or value.
pub const fn w1(x: u64) -> u64 {
    x << 32
}

/// Bits `bits` of every word of class `class` and opcode `opcode` are ignored.
pub const fn ign(class: Class, opcode: u8, bits: u64, why: &'static str) -> Ignored {
    Ignored { class, opcode, value: 0, mask: 0, unless: 0, bits, why }
}

impl Ignored {
    /// Only where `bits & mask == value`.
    pub const fn when(self, value: u64, mask: u64) -> Ignored {
        Ignored { value, mask, ..self }
    }
    /// Only on chips without the features `unless`.
    pub const fn unless(self, unless: u8) -> Ignored {
        Ignored { unless, ..self }
    }
    fn applies(&self, bits: u64, class: Class, feats: u8) -> bool {
        self.class == class && (bits >> 28 & 0xf) as u8 == self.opcode && bits & self.mask == self.value && feats & self.unless == 0
    }
}

mod atom;
mod fp;
mod fp64;
mod int;
mod sfu;

/// The groups, one list per kind of the reference results (each entry says why).
pub static IGNORED: &[&[Ignored]] = &[int::INT, fp::FP, fp64::FP64, sfu::SFU, atom::ATOM];

/// `bits` (word 1 in bits 32-63) with the bits the hardware ignores cleared, on a chip with features
/// `feats`.
pub fn hardware_bits(bits: u64, feats: u8) -> u64 {
    let class = Class::of(bits);
    let mut out = bits;
    for e in IGNORED.iter().flat_map(|g| g.iter()) {
        if e.applies(bits, class, feats) {
            out &= !e.bits;
        }
    }
    out
}
