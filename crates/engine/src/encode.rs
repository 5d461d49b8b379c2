//! Encoding: [`Insn`] to bits, by walking the atoms along the instruction's path.

use super::*;
use crate::insn::{entry, Insn};

struct Enc<'a> {
    insn: &'a Insn,
    bits: u64,
    pos: usize,
    op: usize,
    areg_taken: bool,
}

/// The bits of `insn` (word 1 in bits 32..64).
pub fn encode(root: &'static Table, insn: &Insn) -> u64 {
    let mut e = Enc { insn, bits: 0, pos: 0, op: 0, areg_taken: false };
    e.table(root);
    e.bits | insn.residual
}

impl Enc<'_> {
    fn table(&mut self, t: &'static Table) {
        let Some(&i) = self.insn.path().get(self.pos) else { return };
        self.pos += 1;
        if let Some(f) = entry(t, i) {
            self.bits |= f.value;
            self.atoms(f.atoms);
        }
    }

    fn atoms(&mut self, atoms: &'static [Atom]) {
        for a in atoms {
            match a {
                Atom::Word(..) | Atom::Mark(..) | Atom::Pre(..) | Atom::Post(..) | Atom::Open | Atom::Close | Atom::Unknown => {}
                Atom::Sub(t) | Atom::Ignored(t) => self.table(t),
                Atom::Dispatch(f, ts) => {
                    let Some(&ti) = self.insn.path().get(self.pos) else { return };
                    self.pos += 1;
                    self.bits = f.set(self.bits, ti as u64);
                    if let Some(t) = ts.get(ti as usize) {
                        self.table(t);
                    }
                }
                _ => {
                    let Some(&op) = self.insn.operands().get(self.op) else { return };
                    self.op += 1;
                    self.bits = write_operand(a, &op, self.bits, &mut self.areg_taken);
                }
            }
        }
    }
}

/// The raw field value of a register for its spec.
pub fn reg_raw(spec: &RegSpec, r: &Reg) -> u64 {
    match spec.shape {
        RegShape::Half => (r.num as u64) << 1 | (r.part == Part::Hi) as u64,
        _ => r.num as u64,
    }
}

/// The raw field value of an immediate, or `None` if it is not representable.
pub fn imm_raw(spec: &ImmSpec, v: i64) -> Option<u64> {
    let w = spec.field.width();
    if v & ((1i64 << spec.shift) - 1) != 0 {
        return None;
    }
    let raw = v >> spec.shift;
    let ok = if spec.signed {
        w < 64 && raw >= -(1i64 << (w - 1)) && raw < (1i64 << (w - 1))
    } else {
        raw >= 0 && (w >= 63 || raw < (1i64 << w))
    };
    ok.then_some(raw as u64 & ones(w))
}

fn ones(w: u32) -> u64 {
    if w >= 64 { !0 } else { (1u64 << w) - 1 }
}

/// Writes one operand into `bits`.
pub fn write_operand(a: &Atom, op: &Operand, mut bits: u64, areg_taken: &mut bool) -> u64 {
    match (a, op) {
        (Atom::Reg(s), Operand::Reg(r)) => s.field.set(bits, reg_raw(s, r)),
        (Atom::Imm(s), Operand::Imm(v)) | (Atom::Target(s), Operand::Imm(v)) => {
            s.field.set(bits, (*v >> s.shift) as u64)
        }
        (Atom::Target(s), Operand::Target(v)) => s.field.set(bits, v >> s.shift),
        (Atom::Mem(s), Operand::Mem(m)) => {
            if let (Some(f), Some(b)) = (s.bank, m.bank) {
                bits = f.set(bits, b as u64);
            }
            match (&s.base, m.base) {
                (MemBaseSpec::Areg(f), base) if !*areg_taken => {
                    *areg_taken = true;
                    if let MemBase::A(a) = base {
                        bits = f.set(bits, a as u64);
                    }
                }
                (MemBaseSpec::Reg(r), MemBase::R(n)) => bits = r.field.set(bits, n as u64),
                _ => {}
            }
            if let Some(o) = &s.offset {
                bits = o.field.set(bits, (m.offset >> o.shift) as u64);
            }
            bits
        }
        (Atom::Vec(s), Operand::Vec(v)) => {
            if v.mask != 0 {
                bits = s.base.set(bits, v.base as u64);
            }
            if let VecCount::Field(f, add) = &s.count {
                bits = f.set(bits, v.count.wrapping_sub(*add) as u64);
            }
            if let Some(f) = &s.mask {
                bits = f.set(bits, v.mask as u64);
            }
            bits
        }
        _ => bits,
    }
}
