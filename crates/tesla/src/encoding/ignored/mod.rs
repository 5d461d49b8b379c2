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
    /// Bits set after clearing `bits`: where the hardware reads a word as another encoding of the same
    /// operation (an alias), the canonical encoding's selector bits.
    pub set: u64,
    pub why: &'static str,
}

/// Word 1 (bits 32-63 of the instruction) as a mask or value.
pub const fn w1(x: u64) -> u64 {
    x << 32
}

/// Bits `bits` of every word of class `class` and opcode `opcode` are ignored.
pub const fn ign(class: Class, opcode: u8, bits: u64, why: &'static str) -> Ignored {
    Ignored { class, opcode, value: 0, mask: 0, unless: 0, bits, set: 0, why }
}

/// Words of class `class` and opcode `opcode` that the hardware runs as the canonical encoding: `bits`
/// cleared, then `set` set (narrow it with [`Ignored::when`]).
pub const fn alias(class: Class, opcode: u8, bits: u64, set: u64, why: &'static str) -> Ignored {
    Ignored { class, opcode, value: 0, mask: 0, unless: 0, bits, set, why }
}

/// The address register and post-increment fields of an instruction with no memory operand: word 0 bits
/// 25-27 (bits 26-27 and word 1 bit 2 name `$a`, bit 25 post-increments). The groups below use them for
/// the ALU opcodes the reference results cover: every family draws these bits at random with register
/// sources, and no result depends on them.
pub const LONG_ADDR: u64 = 0x0e00_0000 | w1(1 << 2);
pub const SHORT_ADDR: u64 = 0x0e00_0000;
/// Long forms whose sources are all registers: no c[] source 2 (bit 23) or 3 (bit 24), no s[] source 1
/// (bit 53).
pub const LONG_REGS: (u64, u64) = (0, 1 << 23 | 1 << 24 | 1 << 53);
/// Short and immediate forms whose sources are registers: no s[] source 1 (bit 24), no c[] source 2
/// (bit 23).
pub const SHORT_REGS: (u64, u64) = (0, 1 << 23 | 1 << 24);
/// Long normal forms whose operation (word 1 bits 29-31) is `sub`.
pub const fn sub(op: u64) -> (u64, u64) {
    (w1(op << 29), w1(0xe000_0000))
}

impl Ignored {
    /// Only where `bits & mask == value`.
    pub const fn when(self, value: u64, mask: u64) -> Ignored {
        Ignored { value: self.value | value, mask: self.mask | mask, ..self }
    }
    /// [`Ignored::when`] with a (value, mask) pair.
    pub const fn on(self, vm: (u64, u64)) -> Ignored {
        self.when(vm.0, vm.1)
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

/// The groups, one list per kind of the reference results (each entry says why), with the features a
/// chip needs for the list to apply: the f64 results are G200's, and its words are other forms on G80.
pub static IGNORED: &[(&[Ignored], u8)] =
    &[(int::INT, 0), (fp::FP, 0), (fp64::FP64, crate::variant::feat::FP64), (sfu::SFU, 0), (atom::ATOM, 0)];

/// `bits` (word 1 in bits 32-63) with the bits the hardware ignores cleared, on a chip with features
/// `feats`.
pub fn hardware_bits(bits: u64, feats: u8) -> u64 {
    let class = Class::of(bits);
    let mut out = bits;
    for e in IGNORED.iter().filter(|(_, needs)| feats & needs == *needs).flat_map(|(g, _)| g.iter()) {
        if e.applies(bits, class, feats) {
            out = out & !e.bits | e.set;
        }
    }
    out
}
