//! An instruction's parts as data, for tools (`gpuisa dis --json`): its mnemonic, its modifier words
//! and its operands with the marks printed around them, read from its path through the tables (the
//! typed value), never from its text.
//!
//! The mnemonic is the first word a dispatched table prints (outside parentheses): Tesla's `exit`
//! and `join` flags, printed before the dispatch, are modifiers. Without a dispatch it is the first
//! word outside parentheses that no guard prints.

use crate::insn::{entry, Insn};
use crate::{Atom, Flow, Operand, Table};

/// An operand with the text glued to it (`-`, `|`, `!` before; `.CC`, `|` after).
#[derive(Clone, Debug, PartialEq)]
pub struct Part {
    pub prefix: Vec<&'static str>,
    pub operand: Operand,
    pub suffix: Vec<&'static str>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Parts {
    pub mnemonic: Option<&'static str>,
    pub modifiers: Vec<&'static str>,
    pub operands: Vec<Part>,
    /// Whether some part of the form is not understood (a `???` in the text).
    pub unknown: bool,
}

struct Walk<'a> {
    path: &'a [u8],
    pos: usize,
    ops: &'a [Operand],
    parts: Parts,
    pending: Vec<&'static str>,
    dispatch: u32,
    paren: i32,
    guard: u32,
    first_outside: Option<usize>,
}

/// The parts of `insn`, decoded or parsed through `root`.
pub fn describe(root: &'static Table, insn: &Insn) -> Parts {
    let mut w = Walk {
        path: insn.path(),
        pos: 0,
        ops: insn.operands(),
        parts: Parts::default(),
        pending: Vec::new(),
        dispatch: 0,
        paren: 0,
        guard: 0,
        first_outside: None,
    };
    w.table(root);
    let mut parts = w.parts;
    if parts.mnemonic.is_none() {
        if let Some(i) = w.first_outside {
            parts.mnemonic = Some(parts.modifiers.remove(i));
        }
    }
    parts
}

impl Walk<'_> {
    fn table(&mut self, t: &'static Table) {
        let Some(&i) = self.path.get(self.pos) else { return };
        self.pos += 1;
        let Some(e) = entry(t, i) else {
            self.parts.unknown = true;
            return;
        };
        let guard = e.flow.contains(Flow::GUARDED);
        self.guard += guard as u32;
        for a in e.atoms {
            self.atom(a);
        }
        self.guard -= guard as u32;
    }

    fn atom(&mut self, a: &'static Atom) {
        match a {
            Atom::Word(s, ..) => {
                if self.paren == 0 && self.dispatch > 0 && self.parts.mnemonic.is_none() && self.guard == 0 {
                    self.parts.mnemonic = Some(s);
                } else {
                    if self.paren == 0 && self.guard == 0 && self.first_outside.is_none() && self.parts.mnemonic.is_none() {
                        self.first_outside = Some(self.parts.modifiers.len());
                    }
                    self.parts.modifiers.push(s);
                }
            }
            Atom::Mark(..) => {}
            Atom::Pre(s, _) => self.pending.push(s),
            Atom::Post(s, _) => match self.parts.operands.last_mut() {
                Some(p) => p.suffix.push(s),
                None => self.parts.modifiers.push(s),
            },
            Atom::Open => self.paren += 1,
            Atom::Close => self.paren -= 1,
            Atom::Unknown => self.parts.unknown = true,
            Atom::Sub(t) | Atom::Ignored(t) => self.table(t),
            Atom::Dispatch(_, ts) => {
                let Some(&ti) = self.path.get(self.pos) else { return };
                self.pos += 1;
                if let Some(t) = ts.get(ti as usize) {
                    self.dispatch += 1;
                    self.table(t);
                    self.dispatch -= 1;
                }
            }
            Atom::Reg(_) | Atom::Imm(_) | Atom::Target(_) | Atom::Mem(_) | Atom::Vec(_) | Atom::Discard => {
                let operand = self.ops.get(self.parts.operands.len()).copied().unwrap_or_default();
                let prefix = std::mem::take(&mut self.pending);
                self.parts.operands.push(Part { prefix, operand, suffix: Vec::new() });
            }
        }
    }
}
