//! Semantic tags along an instruction's path: the [`Form::sem`] of every entry its decoding chose and the
//! tag of every word it prints ([`crate::TW`]), each with the number of operands decoded before it (so a
//! tag on a prefix such as a negation names the operand that follows it). Execution engines read these
//! instead of any printed text.

use crate::insn::{entry, Insn};
use crate::{Atom, Form, Table};

/// One tagged entry on the path.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tag {
    pub sem: u16,
    /// Operands (in [`Insn::operands`] order) that come before the entry's own atoms.
    pub ops_before: usize,
}

/// Calls `f` with each nonzero tag along `insn`'s path through `root`, in walk order.
pub fn walk(root: &'static Table, insn: &Insn, f: &mut dyn FnMut(Tag)) {
    let mut pos = 0;
    let mut ops = 0;
    table(root, insn.path(), &mut pos, &mut ops, f);
}

/// The tags along `insn`'s path, collected.
pub fn tags(root: &'static Table, insn: &Insn) -> Vec<Tag> {
    let mut v = Vec::new();
    walk(root, insn, &mut |t| v.push(t));
    v
}

fn table(t: &'static Table, path: &[u8], pos: &mut usize, ops: &mut usize, f: &mut dyn FnMut(Tag)) {
    let Some(&i) = path.get(*pos) else { return };
    *pos += 1;
    if let Some(e) = entry(t, i) {
        form(e, path, pos, ops, f);
    }
}

fn form(e: &'static Form, path: &[u8], pos: &mut usize, ops: &mut usize, f: &mut dyn FnMut(Tag)) {
    if e.sem != 0 {
        f(Tag {
            sem: e.sem,
            ops_before: *ops,
        });
    }
    for a in e.atoms {
        match a {
            Atom::Sub(t) | Atom::Ignored(t) => table(t, path, pos, ops, f),
            Atom::Dispatch(_, ts) => {
                let Some(&ti) = path.get(*pos) else { return };
                *pos += 1;
                if let Some(t) = ts.get(ti as usize) {
                    table(t, path, pos, ops, f);
                }
            }
            Atom::Reg(_)
            | Atom::Imm(_)
            | Atom::Target(_)
            | Atom::Mem(_)
            | Atom::Vec(_)
            | Atom::Discard => *ops += 1,
            Atom::Word(_, _, sem) if *sem != 0 => f(Tag { sem: *sem, ops_before: *ops }),
            _ => {}
        }
    }
}
