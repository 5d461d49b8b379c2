//! A decoded instruction: its format and word, with typed views of what the format's fields mean.

use crate::encoding::{Bank, Format, Item, FORMATS, NONE};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Insn {
    /// Index into [`FORMATS`].
    pub format: u16,
    pub word: u64,
}

/// An operand, as a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Operand {
    /// A register of a bank; `num` counts 32-bit registers (an immediate's value for [`Bank::Immediate`]).
    Reg {
        bank: Bank,
        num: u32,
    },
    /// An internal register `i0`..`i3`.
    Internal(u8),
    /// A predicate register written by a test.
    Pred(u8),
    Imm(u64),
}

impl Insn {
    pub fn decode(word: u64) -> Insn {
        Insn {
            // The generated form of `encoding::format_of`.
            format: crate::compiled::format_of(word),
            word,
        }
    }
    pub fn format(&self) -> &'static Format {
        &FORMATS[self.format as usize]
    }
    /// The value of the field `name` (None when the format has no such field).
    pub fn field(&self, name: &str) -> Option<u64> {
        let f = self.format();
        f.index(name).map(|i| f.field(i, self.word))
    }
    /// The operands, in the order gpuisa's syntax prints them; `None` past the last.
    pub fn operands(&self) -> [Option<Operand>; 4] {
        let f = self.format();
        let mut out = [None; 4];
        let mut n = 0;
        for it in f.items {
            let op = match it {
                Item::Reg(r) => {
                    let (bank, num) = reg_value(f, r, self.word);
                    Operand::Reg { bank, num }
                }
                Item::Internal(i) => Operand::Internal(f.field(*i, self.word) as u8),
                Item::PredDest(i) => Operand::Pred(f.field(*i, self.word) as u8),
                Item::Imm(i) => Operand::Imm(f.field(*i, self.word)),
                _ => continue,
            };
            if n < 4 {
                out[n] = Some(op);
                n += 1;
            }
        }
        out
    }
}

/// The bank and register number of register operand `r` in `word`.
#[inline]
pub fn reg_value(f: &Format, r: &crate::encoding::RegOp, word: u64) -> (Bank, u32) {
    let bank_bits = f.fields[r.bank as usize].bits.width();
    let mut sel = f.field(r.bank, word) as usize;
    if r.ext != NONE {
        sel |= (f.field(r.ext, word) as usize) << bank_bits;
    }
    let bank = r.banks[sel];
    let n = f.field(r.num, word) as u32;
    (
        bank,
        // Constants and immediates are never register pairs.
        if matches!(bank, Bank::Immediate | Bank::Special) {
            n
        } else {
            n * r.scale as u32
        },
    )
}
