//! The iterators of a Disassembly: tuples one at a time, objects a list a chunk.

use super::{Disassembly, LiteState, CHUNK};
use crate::{err, lite_tuple, list_of, GpuisaError};
use pyo3::prelude::*;
use pyo3::types::{PyList, PyString};

/// The chunks of one iteration over objects, each a list (`itertools.chain` hands out their items).
#[pyclass(module = "gpuisa")]
pub(super) struct Chunks {
    seq: Py<Disassembly>,
    next: usize,
    state: LiteState,
}

impl Chunks {
    pub(super) fn new(seq: Py<Disassembly>) -> Chunks {
        Chunks { seq, next: 0, state: LiteState::default() }
    }
}

#[pymethods]
impl Chunks {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__<'py>(&mut self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyList>>> {
        let seq = self.seq.get();
        if self.next >= seq.len() {
            return Ok(None);
        }
        let to = (self.next + CHUNK).min(seq.len());
        let items = seq.make(py, &mut self.state, self.next, to)?;
        self.next = to;
        list_of(py, items).map(Some)
    }
}

/// The tuples of one iteration, made one at a time: the tuple handed out last is refilled when nothing
/// else holds it (as `zip` and `enumerate` do), which saves making and freeing one a step.
#[pyclass(module = "gpuisa")]
pub(super) struct LiteIter {
    seq: Py<Disassembly>,
    /// The first instruction of the next chunk.
    next: usize,
    state: LiteState,
    /// The next record of the chunk, its op_str's start and its address.
    at: usize,
    ops_at: usize,
    addr: u64,
    /// The tuple handed out last, with the size and mnemonic id it holds.
    last: Option<(Py<PyAny>, u32, u32)>,
}

impl LiteIter {
    pub(super) fn new(seq: Py<Disassembly>) -> LiteIter {
        LiteIter { seq, next: 0, state: LiteState::default(), at: 0, ops_at: 0, addr: 0, last: None }
    }
}

#[pymethods]
impl LiteIter {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__(&mut self, py: Python<'_>) -> PyResult<Option<PyObject>> {
        let seq = self.seq.get();
        if self.at >= self.state.lite.recs.len() {
            if self.next >= seq.len() {
                return Ok(None);
            }
            let to = (self.next + CHUNK).min(seq.len());
            let pos = seq.offset(self.next);
            let d = &seq.owner.get().d;
            let lite = &mut self.state.lite;
            py.allow_threads(|| lite.chunk(d, &seq.code, pos, seq.address, to - self.next)).map_err(|e| err(py, e))?;
            let names = &mut self.state.names;
            names.extend(lite.names.names[names.len()..].iter().map(|n| PyString::new_bound(py, n).unbind()));
            (self.next, self.at, self.ops_at, self.addr) = (to, 0, 0, seq.address + pos as u64);
            if lite.recs.is_empty() {
                return Ok(None);
            }
        }
        let lite = &self.state.lite;
        let (len, id, ops_end) = lite.recs[self.at];
        let ops = lite.ops.get(self.ops_at.next_multiple_of(8)..ops_end as usize).unwrap_or("");
        let name = self.state.names.get(id as usize).ok_or_else(|| GpuisaError::new_err("mnemonic id out of range"))?.bind(py);
        let addr = self.addr;
        self.at += 1;
        self.ops_at = ops_end as usize;
        self.addr += len as u64;
        if let Some((t, last_len, last_id)) = &mut self.last {
            // SAFETY: a tuple only this iterator holds (one reference) is filled again before anyone else
            // sees it; PyTuple_SetItem releases each old item and takes over the new one's reference.
            // The size and the mnemonic are set only when they change.
            unsafe {
                use pyo3::ffi;
                if ffi::Py_REFCNT(t.as_ptr()) == 1 {
                    let mut ok = true;
                    let mut set = |i: ffi::Py_ssize_t, o: *mut ffi::PyObject| ok &= !o.is_null() && ffi::PyTuple_SetItem(t.as_ptr(), i, o) == 0;
                    set(0, ffi::PyLong_FromUnsignedLongLong(addr));
                    if *last_len != len {
                        set(1, ffi::PyLong_FromSize_t(len as usize));
                    }
                    if *last_id != id {
                        set(2, name.clone().into_ptr());
                    }
                    set(3, PyString::new_bound(py, ops).into_ptr());
                    if !ok {
                        self.last = None;
                        return Err(PyErr::fetch(py));
                    }
                    (*last_len, *last_id) = (len, id);
                    return Ok(Some(t.clone_ref(py)));
                }
            }
        }
        let t = lite_tuple(py, addr, len, name, PyString::new_bound(py, ops))?.unbind();
        self.last = Some((t.clone_ref(py), len, id));
        Ok(Some(t))
    }
}
