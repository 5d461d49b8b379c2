//! The iterators of a Disassembly: tuples one at a time, objects a list a chunk.

use super::{Disassembly, LiteState, CHUNK};
use crate::{address, err, lite_tuple, list_of, GpuisaError};
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
        let items = seq.make(&self.seq, py, &mut self.state, self.next, to)?;
        self.next = to;
        list_of(py, items).map(Some)
    }
}

/// The chunks of one iteration over tuples, each a list: `itertools.chain` hands out the items in C, and
/// the list handed out last is refilled when nothing else holds it (the chain lets it go before asking
/// for the next), its tuples too when nothing else holds them, which saves making and freeing a list and
/// its tuples each time.
#[pyclass(module = "gpuisa")]
pub(super) struct LiteChunks {
    seq: Py<Disassembly>,
    /// The first instruction of the next text chunk, and its byte offset.
    next: usize,
    pos: usize,
    state: LiteState,
    /// The next record of the text chunk, and its address.
    at: usize,
    addr: u64,
    /// The list handed out last, and what each of its tuples holds (see `Held`).
    last: Option<Py<PyList>>,
    held: Vec<Held>,
}

/// Tuples a list: few enough that the items a refill releases are still in the processor's cache.
/// Measured (16 MiB of random Fermi code, text chunks of 1,024): 32 and 64 as fast, 1,024 2.5% slower;
/// text chunks of 256 and 64 were 4% and 7% slower than 1,024, 2,048 and 4,096 as fast.
const LIST: usize = 64;

impl LiteChunks {
    pub(super) fn new(seq: Py<Disassembly>) -> LiteChunks {
        LiteChunks { seq, next: 0, pos: 0, state: LiteState::default(), at: 0, addr: 0, last: None, held: Vec::new() }
    }
}

#[pymethods]
impl LiteChunks {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__(&mut self, py: Python<'_>) -> PyResult<Option<Py<PyList>>> {
        let seq = self.seq.get();
        if self.at >= self.state.lite.recs.len() {
            if self.next >= seq.len() {
                self.last = None;
                return Ok(None);
            }
            let to = (self.next + CHUNK).min(seq.len());
            let n = to - self.next;
            let pos = self.pos;
            let d = &seq.owner.get().d;
            let lite = &mut self.state.lite;
            let code = seq.code.get(py);
            let end = py.allow_threads(|| lite.chunk(d, code, pos, seq.address, n)).map_err(|e| err(py, e))?;
            let names = &mut self.state.names;
            names.extend(lite.names.names[names.len()..].iter().map(|n| PyString::new_bound(py, n).unbind()));
            if lite.recs.len() != n {
                return Err(GpuisaError::new_err(format!("{} instructions where the sizes said {n}", lite.recs.len())));
            }
            (self.next, self.pos, self.at, self.addr) = (to, end, 0, seq.address + pos as u64);
        }
        let (lite, names) = (&self.state.lite, &self.state.names);
        let recs = lite.recs.get(self.at..).unwrap_or_default();
        let recs = &recs[..recs.len().min(LIST)];
        // Taken (not cloned): on an error below the list, half refilled, is dropped.
        let list = match self.last.take() {
            Some(l) if l.get_refcnt(py) == 1 && l.bind(py).len() == recs.len() => l,
            _ => {
                self.held.clear();
                new_list(py, recs.len())?
            }
        };
        self.held.resize(recs.len(), (0, u32::MAX, false));
        // The place in the chunk moves on only when the whole list is made.
        let mut addr = self.addr;
        for (k, (r, held)) in recs.iter().zip(&mut self.held).enumerate() {
            let name = names.get(r.id as usize).ok_or_else(|| GpuisaError::new_err("mnemonic id out of range"))?.bind(py);
            refill(py, &list, k, held, (addr, r.len, r.id), name, lite.ops(r))?;
            addr += r.len as u64;
        }
        (self.at, self.addr) = (self.at + recs.len(), addr);
        self.last = Some(list.clone_ref(py));
        Ok(Some(list))
    }
}

/// A list of `n` empty slots, each to be filled once by `refill`.
fn new_list(py: Python<'_>, n: usize) -> PyResult<Py<PyList>> {
    // SAFETY: PyList_New returns a new list or NULL with an exception set. Its empty (NULL) slots are
    // never handed out: `refill` fills each before the list leaves `__next__`, and a list dropped with
    // some still empty is released correctly (the list's deallocator skips NULL items).
    unsafe {
        let l = pyo3::ffi::PyList_New(n as pyo3::ffi::Py_ssize_t);
        if l.is_null() {
            return Err(PyErr::fetch(py));
        }
        Ok(Bound::from_owned_ptr(py, l).downcast_into_unchecked::<PyList>().unbind())
    }
}

/// What a list's tuple holds: its size, its mnemonic's id (MAX: an empty slot) and whether its op_str is
/// empty.
type Held = (u32, u32, bool);

/// Slot `k` of `list` (which only the caller holds) becomes `(addr, size, name, ops)`: its tuple refilled
/// when only the list holds it (`held`: what it holds; the size, mnemonic and an empty op_str are set
/// only when they change), else a new tuple.
fn refill(py: Python<'_>, list: &Py<PyList>, k: usize, held: &mut Held, (addr, len, id): (u64, u32, u32), name: &Bound<'_, PyString>, ops: &str) -> PyResult<()> {
    use pyo3::ffi;
    // SAFETY: `k` is below the list's length (the caller's loop runs over its n slots), and the list
    // is held by the caller alone, so its slots change under nobody's eyes. PyList_GetItem returns a
    // borrowed reference (or NULL for an empty slot); a tuple of reference count 1 is then held by the
    // list alone, and PyTuple_SetItem (which checks that count itself) releases the old item and takes
    // over the new one's reference, so no one sees it change. PyList_SetItem releases the slot's old
    // tuple and takes over the new one's reference.
    unsafe {
        let k = k as ffi::Py_ssize_t;
        let t = ffi::PyList_GetItem(list.as_ptr(), k);
        if !t.is_null() && held.1 != u32::MAX && ffi::Py_REFCNT(t) == 1 {
            let mut ok = true;
            let mut set = |i: ffi::Py_ssize_t, o: *mut ffi::PyObject| ok &= !o.is_null() && ffi::PyTuple_SetItem(t, i, o) == 0;
            set(0, address(addr));
            if held.0 != len {
                set(1, ffi::PyLong_FromSize_t(len as usize));
            }
            if held.1 != id {
                set(2, name.clone().into_ptr());
            }
            // An empty op_str (`???`, 29% of random Fermi words) where the tuple holds one already: kept.
            if !(ops.is_empty() && held.2) {
                set(3, PyString::new_bound(py, ops).into_ptr());
            }
            if !ok {
                return Err(PyErr::fetch(py));
            }
        } else {
            let t = lite_tuple(py, addr, len, name, PyString::new_bound(py, ops))?;
            if ffi::PyList_SetItem(list.as_ptr(), k, t.into_ptr()) != 0 {
                return Err(PyErr::fetch(py));
            }
        }
        *held = (len, id, ops.is_empty());
        Ok(())
    }
}
