//! A decoded instruction: the choices made in the encoding tables, the operand values and any
//! bits the tables do not explain. No text: formatting is separate.

use crate::{Atom, Form, Operand, Table};

/// Entry index meaning "no entry of this table matched" (printed `???`).
pub const NO_MATCH: u8 = 0xff;
pub(crate) const MAX_PATH: usize = 32;
const MAX_OPS: usize = 10;

#[derive(Clone, Copy)]
pub struct Insn {
    path: [u8; MAX_PATH],
    path_len: u8,
    ops: [Operand; MAX_OPS],
    ops_len: u8,
    /// Bits of the instruction that no table entry or operand explains (word 1 in bits 32..64).
    pub residual: u64,
    /// Encoded size in bytes (the ISA's length rule sets it).
    pub len: u8,
}

impl Insn {
    #[inline]
    pub fn empty() -> Insn {
        Insn {
            path: [0; MAX_PATH],
            path_len: 0,
            ops: [Operand::None; MAX_OPS],
            ops_len: 0,
            residual: 0,
            len: 0,
        }
    }
    /// Makes the instruction empty again without touching its arrays (only their used parts count).
    #[inline]
    pub fn clear(&mut self) {
        self.path_len = 0;
        self.ops_len = 0;
        self.residual = 0;
        self.len = 0;
    }
    /// Encoded size in bytes. (An instruction is never empty.)
    #[allow(clippy::len_without_is_empty)]
    pub fn len(&self) -> usize {
        self.len as usize
    }
    pub fn is_long(&self) -> bool {
        self.len == 8
    }
    /// Operand values, in the order the syntax prints them.
    pub fn operands(&self) -> &[Operand] {
        &self.ops[..self.ops_len as usize]
    }
    /// Table choices, in walk order.
    pub fn path(&self) -> &[u8] {
        &self.path[..self.path_len as usize]
    }
    /// Whether some bits or some field were not understood (`root`: the table the instruction was
    /// decoded or parsed through).
    pub fn has_unknown(&self, root: &'static Table) -> bool {
        self.residual != 0 || self.path().contains(&NO_MATCH) || {
            let mut unk = false;
            crate::decode::walk_atoms(root, self, &mut |a| unk |= matches!(a, Atom::Unknown));
            unk
        }
    }
    /// The literal words (mnemonic first, then modifiers) along the instruction's path through `root`.
    pub fn words(&self, root: &'static Table) -> Vec<&'static str> {
        let mut v = Vec::new();
        crate::decode::walk_atoms(root, self, &mut |a| {
            if let Atom::Word(w, ..) = a {
                v.push(*w)
            }
        });
        v
    }

    pub fn push_path(&mut self, i: u8) -> bool {
        if (self.path_len as usize) < MAX_PATH {
            self.path[self.path_len as usize] = i;
            self.path_len += 1;
            true
        } else {
            false
        }
    }
    pub fn push_op(&mut self, o: Operand) -> bool {
        if (self.ops_len as usize) < MAX_OPS {
            self.ops[self.ops_len as usize] = o;
            self.ops_len += 1;
            true
        } else {
            false
        }
    }
    pub fn truncate(&mut self, path_len: usize, ops_len: usize) {
        self.path_len = path_len as u8;
        self.ops_len = ops_len as u8;
    }
    pub fn path_len(&self) -> usize {
        self.path_len as usize
    }
    pub fn ops_len(&self) -> usize {
        self.ops_len as usize
    }
}

// Only the used parts of the fixed arrays are part of the value.
impl PartialEq for Insn {
    fn eq(&self, o: &Self) -> bool {
        self.len == o.len && self.residual == o.residual && self.path() == o.path() && self.operands() == o.operands()
    }
}
impl Eq for Insn {}

impl std::hash::Hash for Insn {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        (self.len, self.residual, self.path(), self.operands()).hash(h)
    }
}

impl std::fmt::Debug for Insn {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Insn")
            .field("len", &self.len)
            .field("path", &self.path())
            .field("ops", &self.operands())
            .field("residual", &format_args!("{:#x}", self.residual))
            .finish()
    }
}

/// The entry a path step chose in table `t`, or `None` where no entry matched.
pub fn entry(t: &Table, i: u8) -> Option<&Form> {
    if i == NO_MATCH {
        None
    } else {
        t.get(i as usize)
    }
}
