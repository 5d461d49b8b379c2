//! The texts of `Instruction` objects, made a chunk at a time: the objects one `disasm` sequence makes
//! together share a [`Block`], whose texts, op_strs and mnemonics are all made (as `disasm_lite`'s
//! are, the interpreter's lock released) when the first of them is read. Each object made its own
//! text before: a call through the facade, a `String`'s malloc and its growth to the printer's reserve,
//! the op_str rules on it, and a box: reading every object's text cost twice `disasm_lite`'s.

use crate::lite::{Lite, Part, NO_NAME};
use crate::seq::Disassembly;
use crate::{err, GpuisaError};
use pyo3::prelude::*;
use pyo3::sync::GILOnceCell;
use pyo3::types::PyString;

/// What a disassembler's blocks share, used with the interpreter's lock held: the printer's state (taken
/// out while a block is made) and one Python string per mnemonic id of its names.
#[derive(Default)]
pub(crate) struct Shared {
    lite: Lite,
    /// The printer's state is out, in a block's making.
    busy: bool,
    strs: Vec<Py<PyString>>,
}

/// `n` instructions of a sequence from its byte offset `pos`, whose texts are made together. It keeps
/// the sequence (its code and sizes) alive while one of its objects lives.
#[pyclass(module = "gpuisa", frozen)]
pub(crate) struct Block {
    seq: Py<Disassembly>,
    pos: usize,
    n: usize,
    texts: GILOnceCell<Box<Texts>>,
}

/// A block's texts, one after another, and each instruction's parts.
struct Texts {
    text: Box<str>,
    parts: Box<[Part]>,
    /// The strings of the mnemonic ids when they are not the shared ones (the shared printer was in
    /// another thread's use).
    own: Option<Vec<Py<PyString>>>,
}

impl Block {
    pub(crate) fn new(seq: Py<Disassembly>, pos: usize, n: usize) -> Block {
        Block { seq, pos, n, texts: GILOnceCell::new() }
    }

    pub(crate) fn seq(&self) -> &Disassembly {
        self.seq.get()
    }

    fn texts(&self, py: Python<'_>) -> PyResult<&Texts> {
        if let Some(t) = self.texts.get(py) {
            return Ok(t);
        }
        let seq = self.seq.get();
        let owner = seq.owner().get();
        let shared = owner.shared.get(py);
        // Taken while the lock is released: another thread making a block meanwhile uses its own.
        let taken = shared.try_borrow_mut().ok().filter(|s| !s.busy).map(|mut s| {
            s.busy = true;
            std::mem::take(&mut s.lite)
        });
        let own = taken.is_none();
        let mut lite = taken.unwrap_or_default();
        let mut parts = Vec::with_capacity(self.n);
        let code = seq.code(py);
        let (d, pos, address, n) = (&owner.d, self.pos, seq.address, self.n);
        let r = py.allow_threads(|| lite.parts(d, code, pos, address, n, &mut parts));
        let text: Box<str> = lite.text().into();
        let new_strs = |from: usize, lite: &Lite| lite.names.names[from..].iter().map(|n| PyString::new_bound(py, n).unbind()).collect::<Vec<_>>();
        let own = if own {
            Some(new_strs(0, &lite))
        } else {
            let mut s = shared.try_borrow_mut().map_err(|_| GpuisaError::new_err("mnemonic strings in use"))?;
            let more = new_strs(s.strs.len(), &lite);
            s.strs.extend(more);
            (s.lite, s.busy) = (lite, false);
            None
        };
        r.map_err(|e| err(py, e))?;
        if parts.len() != n {
            return Err(GpuisaError::new_err(format!("{} instructions where the sizes said {n}", parts.len())));
        }
        let t = Texts { text, parts: parts.into_boxed_slice(), own };
        Ok(self.texts.get_or_init(py, || Box::new(t)))
    }

    /// Instruction `k`'s text.
    pub(crate) fn text<'py>(&self, py: Python<'py>, k: usize) -> PyResult<Bound<'py, PyString>> {
        let (t, p) = self.part(py, k)?;
        Ok(PyString::new_bound(py, t.text.get(p.text.0 as usize..p.text.1 as usize).unwrap_or("")))
    }

    /// Instruction `k`'s op_str.
    pub(crate) fn op_str<'py>(&self, py: Python<'py>, k: usize) -> PyResult<Bound<'py, PyString>> {
        let (t, p) = self.part(py, k)?;
        Ok(PyString::new_bound(py, t.text.get(p.ops.0 as usize..p.ops.1 as usize).unwrap_or("")))
    }

    /// Instruction `k`'s mnemonic (one string per mnemonic), or None.
    pub(crate) fn mnemonic<'py>(&self, py: Python<'py>, k: usize) -> PyResult<Option<Bound<'py, PyString>>> {
        let (t, p) = self.part(py, k)?;
        if p.id == NO_NAME {
            return Ok(None);
        }
        let shared;
        let strs = match &t.own {
            Some(s) => s,
            None => {
                shared = self.seq.get().owner().get().shared.get(py).try_borrow().map_err(|_| GpuisaError::new_err("mnemonic strings in use"))?;
                &shared.strs
            }
        };
        let s = strs.get(p.id as usize).ok_or_else(|| GpuisaError::new_err("mnemonic id out of range"))?;
        Ok(Some(s.clone_ref(py).into_bound(py)))
    }

    fn part(&self, py: Python<'_>, k: usize) -> PyResult<(&Texts, Part)> {
        let t = self.texts(py)?;
        let p = *t.parts.get(k).ok_or_else(|| GpuisaError::new_err("instruction out of its block"))?;
        Ok((t, p))
    }
}
