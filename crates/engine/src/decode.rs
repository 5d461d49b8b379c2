//! Decoding: bits to [`Insn`] by walking the tables.

use super::*;
use crate::insn::{entry, Insn, NO_MATCH};
use gpuisa_core::bits::sign_extend;

/// Decoder state, shared by the table walker here and decoders generated from the tables (`crate::gen`, behind the `gen` feature).
pub struct Dec<'a> {
    root: &'static Table,
    pub bits: u64,
    pub feats: u8,
    pub ptype: u8,
    pub consumed: u64,
    /// Bits read by [`Atom::Ignored`] tables.
    pub ignored: u64,
    areg_taken: bool,
    pub insn: &'a mut Insn,
}

/// Decodes `bits` (word 1 in bits 32..64 for long instructions, zero for short ones) through `root`.
/// `width_mask` holds the bits that belong to the instruction.
/// The result is written into `insn`, which must be empty.
pub fn decode(root: &'static Table, bits: u64, width_mask: u64, feats: u8, ptype: u8, insn: &mut Insn) {
    decode_hidden(root, bits, width_mask, feats, ptype, insn);
}

/// As [`decode()`](fn@decode); also returns the bits that envydis' syntax does not show, whatever their value: those no
/// table entry or operand reads, and the fields read by [`Atom::Ignored`] tables.
pub fn decode_hidden(root: &'static Table, bits: u64, width_mask: u64, feats: u8, ptype: u8, insn: &mut Insn) -> u64 {
    let mut d = Dec::new(root, bits, feats, ptype, insn);
    d.table(root);
    d.finish(width_mask)
}

impl<'a> Dec<'a> {
    #[inline]
    pub fn new(root: &'static Table, bits: u64, feats: u8, ptype: u8, insn: &'a mut Insn) -> Dec<'a> {
        Dec { root, bits, feats, ptype, consumed: 0, ignored: 0, areg_taken: false, insn }
    }

    /// Sets the residual; returns the hidden bits (see [`decode_hidden`]).
    #[inline]
    pub fn finish(self, width_mask: u64) -> u64 {
        self.insn.residual = self.bits & width_mask & !self.consumed;
        (width_mask & !self.consumed) | self.ignored
    }

    /// Chooses and walks an entry of `t`; returns the entry's mask.
    fn table(&mut self, t: &'static Table) -> u64 {
        if t.len() > super::index::SMALL {
            if let Some(ix) = super::index::index_of(self.root, t) {
                for &i in ix.candidates(self.bits) {
                    let f = &t[i as usize];
                    if f.matches(self.bits) && f.enabled(self.feats, self.ptype) {
                        return self.take(i, f);
                    }
                }
                self.insn.push_path(NO_MATCH);
                return 0;
            }
        }
        for (i, f) in t.iter().enumerate() {
            if f.matches(self.bits) && f.enabled(self.feats, self.ptype) {
                return self.take(i as u8, f);
            }
        }
        self.insn.push_path(NO_MATCH);
        0
    }

    #[inline]
    fn take(&mut self, i: u8, f: &'static Form) -> u64 {
        self.insn.push_path(i);
        self.consumed |= f.mask;
        self.atoms(f.atoms);
        f.mask
    }

    fn atoms(&mut self, atoms: &'static [Atom]) {
        for a in atoms {
            match a {
                Atom::Word(..) | Atom::Mark(..) | Atom::Pre(..) | Atom::Post(..) | Atom::Open | Atom::Close | Atom::Unknown => {}
                Atom::Sub(t) => {
                    self.table(t);
                }
                Atom::Ignored(t) => {
                    let before = self.consumed;
                    self.table(t);
                    self.ignored |= self.consumed & !before;
                }
                Atom::Dispatch(f, tables) => {
                    // The selector bits are not consumed here: the chosen entry's mask claims them,
                    // and a catch-all entry leaves them to the residual so that they still print.
                    let i = f.get(self.bits) as usize;
                    self.insn.push_path(i as u8);
                    self.table(tables[i]);
                }
                _ => {
                    let op = self.operand(a);
                    self.insn.push_op(op);
                }
            }
        }
    }

    fn operand(&mut self, a: &Atom) -> Operand {
        match a {
            Atom::Reg(r) => self.reg(r),
            Atom::Imm(s) => self.imm(s),
            Atom::Target(s) => self.target(s),
            Atom::Mem(m) => self.mem(m),
            Atom::Vec(v) => self.vec(v),
            Atom::Discard => Operand::Discard,
            _ => Operand::None,
        }
    }

    #[inline(always)]
    pub fn reg(&mut self, r: &RegSpec) -> Operand {
        Operand::Reg(read_reg(r, self.bits, &mut self.consumed))
    }

    #[inline(always)]
    pub fn imm(&mut self, s: &ImmSpec) -> Operand {
        Operand::Imm(read_imm(s, self.bits, &mut self.consumed))
    }

    #[inline(always)]
    pub fn target(&mut self, s: &ImmSpec) -> Operand {
        Operand::Target(read_imm(s, self.bits, &mut self.consumed) as u64)
    }

    #[inline]
    pub fn mem(&mut self, m: &MemSpec) -> Operand {
        Operand::Mem(read_mem(m, self.bits, &mut self.consumed, &mut self.areg_taken))
    }

    #[inline]
    pub fn vec(&mut self, v: &VecSpec) -> Operand {
        Operand::Vec(read_vec(v, self.bits, &mut self.consumed))
    }
}

/// Reads a memory operand. Only the first $a base of an instruction is read as one (`areg_taken`).
#[inline(always)]
pub fn read_mem(m: &MemSpec, bits: u64, consumed: &mut u64, areg_taken: &mut bool) -> Mem {
    let bank = m.bank.map(|b| {
        *consumed |= b.mask();
        b.get(bits) as u8
    });
    let base = match &m.base {
        MemBaseSpec::None => MemBase::None,
        MemBaseSpec::Areg(f) => {
            if *areg_taken {
                MemBase::None
            } else {
                *areg_taken = true;
                *consumed |= f.mask();
                MemBase::A(f.get(bits) as u8)
            }
        }
        MemBaseSpec::Reg(r) => MemBase::R(read_reg(r, bits, consumed).num),
    };
    // A match rather than `map_or`, whose closure the compiler left out of line.
    let offset = match &m.offset {
        Some(s) => read_imm(s, bits, consumed),
        None => 0,
    };
    Mem { space: m.space.as_bytes()[0], bank, base, offset, postinc: m.postinc }
}

#[inline(always)]
pub fn read_vec(v: &VecSpec, bits: u64, consumed: &mut u64) -> RegVec {
    *consumed |= v.base.mask();
    let base = v.base.get(bits) as u16;
    let count = match &v.count {
        VecCount::Fixed(n) => *n,
        VecCount::Field(f, add) => {
            *consumed |= f.mask();
            f.get(bits) as u8 + add
        }
    };
    let mask = match &v.mask {
        Some(f) => {
            *consumed |= f.mask();
            f.get(bits) as u8
        }
        None => ((1u16 << count) - 1) as u8,
    };
    RegVec { base, count, mask }
}

// Always inlined: with the compiled decoder's constant specs, the field reads fold to shifts and masks.
#[inline(always)]
pub fn read_reg(r: &RegSpec, bits: u64, consumed: &mut u64) -> Reg {
    *consumed |= r.field.mask();
    let v = r.field.get(bits) as u16;
    let (num, part) = match r.shape {
        RegShape::Word => (v, Part::Full),
        RegShape::Half => (v >> 1, if v & 1 != 0 { Part::Hi } else { Part::Lo }),
        RegShape::Double => (v, Part::Double),
        RegShape::Quad => (v, Part::Quad),
    };
    Reg { file: r.file, num, part }
}

#[inline(always)]
pub fn read_imm(s: &ImmSpec, bits: u64, consumed: &mut u64) -> i64 {
    *consumed |= s.field.mask();
    let raw = s.field.get(bits);
    let v = if s.signed { sign_extend(raw, s.field.width()) } else { raw as i64 };
    v.wrapping_shl(s.shift as u32)
}

/// Calls `f` for each atom along `insn`'s path, in print order (nested tables expanded in place).
pub fn walk_atoms(root: &'static Table, insn: &Insn, f: &mut dyn FnMut(&'static Atom)) {
    let mut pos = 0;
    walk_table(root, insn.path(), &mut pos, f);
}

fn walk_table(t: &'static Table, path: &[u8], pos: &mut usize, f: &mut dyn FnMut(&'static Atom)) {
    let Some(&i) = path.get(*pos) else { return };
    *pos += 1;
    if let Some(e) = entry(t, i) {
        walk_list(e.atoms, path, pos, f);
    } else if i != NO_MATCH {
        // A path that does not fit the tables cannot come from decode or parse.
    }
}

fn walk_list(atoms: &'static [Atom], path: &[u8], pos: &mut usize, f: &mut dyn FnMut(&'static Atom)) {
    for a in atoms {
        f(a);
        match a {
            Atom::Sub(t) | Atom::Ignored(t) => walk_table(t, path, pos, f),
            Atom::Dispatch(_, ts) => {
                let Some(&ti) = path.get(*pos) else { return };
                *pos += 1;
                if let Some(t) = ts.get(ti as usize) {
                    walk_table(t, path, pos, f);
                }
            }
            _ => {}
        }
    }
}
