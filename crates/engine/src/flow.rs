//! An instruction's [`Flow`]: the union of the marks of the entries its path chose. Marks inside an
//! [`Atom::Ignored`] table do not count: the hardware does not read those bits (Tesla's `call` is not
//! guarded by the predicate field it has).

use crate::insn::{entry, Insn};
use crate::{Atom, Flow, Table};

/// The flow marks of `insn`, decoded or parsed through `root`.
/// Marks of entries flagged [`Flow::ALWAYS`] are not guarded by the instruction's guard.
pub fn flow(root: &'static Table, insn: &Insn) -> Flow {
    let mut pos = 0;
    let mut out = [Flow::NONE; 2];
    table(root, insn.path(), &mut pos, false, &mut out);
    let [always, mut rest] = out;
    if !rest.transfers() {
        // A guard alone says nothing: it guards no transfer.
        rest = Flow::NONE;
    }
    Flow((always.0 | rest.0) & !Flow::ALWAYS.0)
}

fn table(t: &'static Table, path: &[u8], pos: &mut usize, ignored: bool, out: &mut [Flow; 2]) {
    let Some(&i) = path.get(*pos) else { return };
    *pos += 1;
    if let Some(e) = entry(t, i) {
        if !ignored {
            let k = !e.flow.contains(Flow::ALWAYS) as usize;
            out[k] = out[k].union(e.flow);
        }
        for a in e.atoms {
            match a {
                Atom::Sub(t) => table(t, path, pos, ignored, out),
                Atom::Ignored(t) => table(t, path, pos, true, out),
                Atom::Dispatch(_, ts) => {
                    let Some(&ti) = path.get(*pos) else { return };
                    *pos += 1;
                    if let Some(t) = ts.get(ti as usize) {
                        table(t, path, pos, ignored, out);
                    }
                }
                _ => {}
            }
        }
    }
}
