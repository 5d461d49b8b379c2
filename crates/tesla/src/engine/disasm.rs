//! One-pass disassembly: bits straight to text, for listings.
//!
//! [`super::decode`] records the table choices and operands in an [`Insn`](crate::Insn), and
//! [`super::format`] walks the same choices again to print them: on random code the second walk
//! mispredicts the branches the first one took. The generated code in [`super::compiled`] also holds a
//! fused form of the tables that prints each atom as soon as its entry matches. It is generated from the
//! same tables as the other two and is checked against them (`generated_code_equals_table_walk`).

use super::decode::{read_imm, read_mem, read_reg, read_vec};
use super::format::{operand, push_imm, push_mem, push_reg, Printer};
use super::*;

/// One-pass disassembler state: the decoder's view of the bits and the printer.
pub(crate) struct Dis<'a> {
    pub(crate) bits: u64,
    pub(crate) feats: u8,
    pub(crate) ptype: u8,
    pub(crate) consumed: u64,
    areg_taken: bool,
    p: Printer<'a>,
}

impl<'a> std::ops::Deref for Dis<'a> {
    type Target = Printer<'a>;
    fn deref(&self) -> &Printer<'a> {
        &self.p
    }
}
impl<'a> std::ops::DerefMut for Dis<'a> {
    fn deref_mut(&mut self) -> &mut Printer<'a> {
        &mut self.p
    }
}

/// Appends the text of the instruction `bits` (word 1 in bits 32..64; `width_mask` holds the bits that
/// belong to it) to `out`: the same text as decoding through [`crate::encoding::ROOT`] and formatting.
/// Returns the hash of the text's shape.
#[inline]
pub(crate) fn disassemble_root(bits: u64, width_mask: u64, feats: u8, ptype: u8, compat: bool, out: &mut String) -> u64 {
    let mut d = Dis { bits, feats, ptype, consumed: 0, areg_taken: false, p: Printer::new(compat, out) };
    super::compiled::disassemble(&mut d);
    let residual = bits & width_mask & !d.consumed;
    d.p.finish(residual)
}

impl Dis<'_> {
    #[inline(always)]
    pub(crate) fn reg(&mut self, r: &RegSpec) {
        let reg = read_reg(r, self.bits, &mut self.consumed);
        let feats = self.feats;
        self.p.put_operand(|out| push_reg(out, &reg, feats));
    }

    #[inline(always)]
    pub(crate) fn imm(&mut self, s: &ImmSpec) {
        let v = read_imm(s, self.bits, &mut self.consumed);
        let minus = s.minus;
        self.p.put_operand(|out| push_imm(out, v, minus));
    }

    #[inline(always)]
    pub(crate) fn target(&mut self, s: &ImmSpec) {
        let v = read_imm(s, self.bits, &mut self.consumed) as u64;
        self.p.put_operand(|out| out.hex(v));
    }

    #[inline(always)]
    pub(crate) fn mem(&mut self, m: &MemSpec) {
        let mem = read_mem(m, self.bits, &mut self.consumed, &mut self.areg_taken);
        self.p.put_operand(|out| push_mem(out, &mem));
    }

    #[inline]
    pub(crate) fn vec(&mut self, v: &VecSpec) {
        let vec = read_vec(v, self.bits, &mut self.consumed);
        self.p.put_operand(|out| operand(out, &Atom::Discard, &Operand::Vec(vec), 0));
    }

    #[inline]
    pub(crate) fn discard(&mut self) {
        self.p.put_operand(|out| out.byte(b'#'));
    }
}
