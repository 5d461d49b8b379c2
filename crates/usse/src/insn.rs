//! A decoded instruction: its format and word, with typed views of what the format's fields mean.

use crate::encoding::{Bank, Format, Item, CHANNEL_LETTERS, FORMATS, MASK_LETTERS, NONE};

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
    let low = if r.low_in_number(f, word) { f.field(r.low, word) as u32 } else { 0 };
    (
        bank,
        // Constants and immediates are never register pairs.
        if matches!(bank, Bank::Immediate | Bank::Special) {
            n
        } else {
            n * r.scale as u32 + low
        },
    )
}

/// An operand as gpuisa's syntax shows it: its value, its suffix (a write mask or a swizzle), its
/// modifiers, and whether the instruction writes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OperandView {
    pub op: Operand,
    /// The write mask's letters (`xy`, `none`).
    pub mask: Option<String>,
    /// The swizzle's letters (`xyzw`, `xx01`, `x`).
    pub swizzle: Option<String>,
    pub negate: bool,
    pub absolute: bool,
    /// A destination (a register whose number field is the destination's, or a test's predicate).
    pub write: bool,
}

impl Insn {
    /// Every operand the syntax prints, in order, with its suffix and modifiers. A temporary among the
    /// top four numbers of its field is the internal register it aliases.
    pub fn operand_views(&self) -> Vec<OperandView> {
        if let Some(v) = crate::syntax::dual_operand_views(self) {
            return v;
        }
        let f = self.format();
        let w = self.word;
        let mut out: Vec<OperandView> = Vec::new();
        for it in f.items {
            let view = |op, write| OperandView { op, mask: None, swizzle: None, negate: false, absolute: false, write };
            match it {
                Item::Reg(r) => {
                    let write = f.fields[r.num as usize].name.starts_with("dest");
                    let op = match crate::syntax::gpuisa::internal_alias(f, r, w) {
                        Some(k) => Operand::Internal(k as u8),
                        None => {
                            let (bank, num) = reg_value(f, r, w);
                            Operand::Reg { bank, num }
                        }
                    };
                    out.push(view(op, write));
                }
                Item::Internal(i) => out.push(view(Operand::Internal(f.field(*i, w) as u8), false)),
                Item::PredDest(i) => out.push(view(Operand::Pred(f.field(*i, w) as u8), true)),
                Item::Imm(i) => out.push(view(Operand::Imm(f.field(*i, w)), false)),
                Item::Mask(i) => {
                    if let Some(last) = out.last_mut() {
                        let v = f.field(*i, w);
                        let s: String = (0..4).filter(|b| v >> b & 1 != 0).map(|b| MASK_LETTERS[b] as char).collect();
                        last.mask = Some(if s.is_empty() { "none".into() } else { s });
                    }
                }
                Item::Channels(fs) => {
                    if let Some(last) = out.last_mut() {
                        let v = f.joined(fs, w);
                        last.swizzle = Some((0..4).map(|c| CHANNEL_LETTERS[(v >> (3 * c) & 7) as usize] as char).collect());
                    }
                }
                Item::Sfx(s) => {
                    if let (Some(last), Some(t)) = (out.last_mut(), (s.text)(s.entry(f, w))) {
                        if let Some(t) = t.strip_prefix('.') {
                            last.swizzle = Some(t.to_string());
                        }
                    }
                }
                Item::Mod(i, k) => {
                    if let Some(last) = out.last_mut() {
                        let (n, a) = k.of(f.field(*i, w));
                        last.negate |= n;
                        last.absolute |= a;
                    }
                }
                _ => {}
            }
        }
        out
    }

    /// The predicate guarding the instruction (`p0`, `!p1`, `pn`), when there is one.
    pub fn guard(&self) -> Option<&'static str> {
        let f = self.format();
        f.items.iter().find_map(|it| match it {
            Item::Pred(i, names) => crate::syntax::gpuisa::pick(names, f.field(*i, self.word)).filter(|s| !s.is_empty()),
            _ => None,
        })
    }
}
