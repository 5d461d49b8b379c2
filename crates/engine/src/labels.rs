//! Code addresses printed as labels (`gpuisa dis --labels`): a listing sets the addresses that get a label
//! for the thread that prints it, and every target operand at one of them prints `L_<hex>` in place of
//! its number, in every syntax. With no set (the default) nothing changes.

use crate::decode::walk_atoms;
use crate::notation::Notation;
use crate::{Atom, Insn, Operand, Table};
use gpuisa_core::text::Line;
use std::cell::RefCell;
use std::collections::BTreeSet;
use std::sync::Arc;

thread_local! {
    static LABELS: RefCell<Option<Arc<BTreeSet<u64>>>> = const { RefCell::new(None) };
}

/// Sets (or, with `None`, clears) the labelled addresses for this thread's printing.
pub fn set(labels: Option<Arc<BTreeSet<u64>>>) {
    LABELS.with(|l| *l.borrow_mut() = labels);
}

/// Whether this thread prints labels, and so a listing marks the labelled addresses.
pub fn active() -> bool {
    LABELS.with(|l| l.borrow().is_some())
}

/// Whether `addr` has a label in this thread's set.
pub fn contains(addr: u64) -> bool {
    LABELS.with(|l| l.borrow().as_ref().is_some_and(|s| s.contains(&addr)))
}

/// The label of `addr`.
pub fn name(addr: u64) -> String {
    format!("L_{addr:x}")
}

/// Prints the label of `target` if it has one; returns whether it did.
#[inline]
pub fn print(out: &mut Line, target: u64) -> bool {
    LABELS.with(|l| match &*l.borrow() {
        Some(set) if set.contains(&target) => {
            out.put_str(&name(target));
            true
        }
        _ => false,
    })
}

/// Appends the code addresses `insn` (at `addr`, decoded through `root`) branches, calls or points to:
/// its target operands, as notation `N` reads them.
pub fn targets<N: Notation>(root: &'static Table, insn: &Insn, addr: u64, out: &mut Vec<u64>) {
    let ops = insn.operands();
    let mut i = 0;
    walk_atoms(root, insn, &mut |a| {
        let is_operand = matches!(a, Atom::Reg(_) | Atom::Imm(_) | Atom::Target(_) | Atom::Mem(_) | Atom::Vec(_) | Atom::Discard);
        if let (Atom::Target(s), Some(Operand::Target(v))) = (a, ops.get(i)) {
            out.push(N::target_address_spec(*v, addr, s));
        }
        i += is_operand as usize;
    });
}
