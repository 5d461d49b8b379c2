//! Operand roles for `--json` and `dis --regs`: which operands an instruction reads and which it writes,
//! read from its path through the ISA's description (the operand fields its form prints and the semantic
//! tags along the path), never from its text.
//!
//! The rule (Tesla and Fermi alike): the operands a form prints first, while they sit in a destination
//! field of the description (Fermi: the register at bit 14, the second destination at 43, the load pair's
//! at 32, predicate destinations at 17, 14, 50, 53, 54 and 8/58; Tesla: the register, address register or
//! vector at bit 2, the condition register at 36), are written; a memory operand printed first is the
//! store's destination; everything after the first source is read, the same field printed again (a
//! short form's `mad` adding its destination) included. Atomic forms (Fermi ATOM, RED, SURED; Tesla red,
//! exch, cas) read and write their memory. Implicit operands follow: a memory operand's base register (an
//! `$a` incremented after the access is read and written; Fermi's `.E` base a register pair), the carry a
//! `.CC` writes and a `.X` reads.

use gpuisa_engine::insn::entry;
use gpuisa_engine::{Atom, MemBaseSpec, MemSpec, RegFile, RegSpec, Table, VecSpec};

/// How an instruction uses an operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    Read,
    Write,
    ReadWrite,
}

impl Access {
    pub fn name(self) -> &'static str {
        match self {
            Access::Read => "read",
            Access::Write => "write",
            Access::ReadWrite => "readwrite",
        }
    }
}

/// An operand's definition in the description, in print order.
#[derive(Clone, Copy, Debug)]
pub enum Spec {
    Reg(&'static RegSpec),
    Mem(&'static MemSpec),
    Vec(&'static VecSpec),
    Other,
    Discard,
}

/// The operand definitions along `insn`'s path through `root`, and its semantic tags.
pub fn specs(root: &'static Table, insn: &gpuisa_engine::Insn) -> (Vec<Spec>, Vec<u16>) {
    let mut w = Walk { path: insn.path(), pos: 0, specs: Vec::new(), tags: Vec::new() };
    w.table(root);
    (w.specs, w.tags)
}

struct Walk<'a> {
    path: &'a [u8],
    pos: usize,
    specs: Vec<Spec>,
    tags: Vec<u16>,
}

impl Walk<'_> {
    fn table(&mut self, t: &'static Table) {
        let Some(&i) = self.path.get(self.pos) else { return };
        self.pos += 1;
        let Some(e) = entry(t, i) else { return };
        if e.sem != 0 {
            self.tags.push(e.sem);
        }
        for a in e.atoms {
            match a {
                Atom::Sub(t) | Atom::Ignored(t) => self.table(t),
                Atom::Dispatch(_, ts) => {
                    let Some(&ti) = self.path.get(self.pos) else { return };
                    self.pos += 1;
                    if let Some(t) = ts.get(ti as usize) {
                        self.table(t);
                    }
                }
                Atom::Word(_, _, sem) if *sem != 0 => self.tags.push(*sem),
                Atom::Reg(s) => self.specs.push(Spec::Reg(s)),
                Atom::Mem(s) => self.specs.push(Spec::Mem(s)),
                Atom::Vec(s) => self.specs.push(Spec::Vec(s)),
                Atom::Imm(_) | Atom::Target(_) => self.specs.push(Spec::Other),
                Atom::Discard => self.specs.push(Spec::Discard),
                _ => {}
            }
        }
    }
}

/// The ISA's destination fields and atomic forms.
pub struct Rules {
    /// Whether a register field (by file and bit mask) is a destination field.
    pub dst_reg: fn(RegFile, u64) -> bool,
    /// Whether a vector's base field is a destination field.
    pub dst_vec: fn(u64) -> bool,
    /// Whether a register is the guard (read wherever it is printed).
    pub guard: fn(RegFile, u64) -> bool,
    /// Whether the form (by its name) reads and writes its memory operand.
    pub atomic: fn(&str) -> bool,
}

pub const FERMI: Rules = Rules {
    dst_reg: |file, mask| match file {
        RegFile::R | RegFile::A => [0x3f << 14, 0x3f << 43, 0x3f << 32].contains(&mask),
        RegFile::P => [7 << 17, 7 << 14, 7 << 54, 7 << 53, 7 << 50, 3 << 8 | 1 << 58].contains(&mask),
        _ => false,
    },
    dst_vec: |mask| mask == 0x3f << 14,
    guard: |file, mask| file == RegFile::P && mask == 7 << 10,
    atomic: |form| form.starts_with("Atom") || form.starts_with("Red") || form.starts_with("Sured"),
};

pub const TESLA: Rules = Rules {
    dst_reg: |file, mask| match file {
        RegFile::R | RegFile::A => mask & 1 << 2 != 0,
        RegFile::C => mask == 3 << 36,
        _ => false,
    },
    dst_vec: |mask| mask & 1 << 2 != 0,
    guard: |file, mask| file == RegFile::C && mask == 3 << 44,
    atomic: |form| form.contains("Red") || form.contains("Exch") || form.contains("Cas"),
};

/// The access of each operand of `specs` (print order) under `rules`; `form` names the form.
pub fn accesses(specs: &[Spec], rules: &Rules, form: &str) -> Vec<Access> {
    let mut out = Vec::with_capacity(specs.len());
    let mut leading = true;
    let mut seen: Vec<u64> = Vec::new();
    for s in specs {
        let a = match *s {
            Spec::Reg(r) if (rules.guard)(r.file, r.field.mask()) => Access::Read,
            Spec::Reg(r) => {
                let m = r.field.mask();
                if leading && (rules.dst_reg)(r.file, m) && !seen.contains(&m) {
                    seen.push(m);
                    Access::Write
                } else {
                    leading = false;
                    Access::Read
                }
            }
            Spec::Vec(v) => {
                let m = v.base.mask();
                if leading && (rules.dst_vec)(m) && !seen.contains(&m) {
                    seen.push(m);
                    Access::Write
                } else {
                    leading = false;
                    Access::Read
                }
            }
            Spec::Mem(_) => {
                let first = leading && seen.is_empty();
                leading = false;
                match ((rules.atomic)(form), first) {
                    (true, _) => Access::ReadWrite,
                    (false, true) => Access::Write,
                    (false, false) => Access::Read,
                }
            }
            Spec::Discard => {
                if leading {
                    Access::Write
                } else {
                    Access::Read
                }
            }
            Spec::Other => {
                leading = false;
                Access::Read
            }
        };
        out.push(a);
    }
    out
}

/// Whether a memory definition's base is an address register incremented after the access.
pub fn postinc(m: &MemSpec) -> bool {
    m.postinc && matches!(m.base, MemBaseSpec::Areg(_))
}
