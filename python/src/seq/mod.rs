//! The read-only sequence `disasm` and `disasm_lite` return: sizes are read at the call (so a cut tail
//! raises there, as the lists did), and items are made a chunk at a time when asked for, the text with
//! the interpreter's lock released. Iterating (see `iter`) keeps one chunk at a time: the memory of the
//! items consumed is reused for the next ones instead of growing by hundreds of megabytes.

mod code;
mod iter;

pub(crate) use code::Code;

use crate::lite::Lite;
use crate::object::Block;
use crate::{err, lite_tuple, list_of, Disassembler, GpuisaError, Instruction};
use pyo3::exceptions::{PyIndexError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::pyclass::CompareOp;
use pyo3::sync::GILOnceCell;
use pyo3::types::{PyList, PySlice, PyString, PyTuple};

/// Instructions a chunk: a chunk's objects (or tuples, about 200 bytes each) stay well within one of the
/// interpreter's 1 MiB arenas, which it keeps for reuse when emptied, and 2,000 tuples of 4 are kept on
/// its free list. Measured with each chunk of tuples a list (16 MiB of Fermi code): 1,024 iterated 3-8%
/// faster than 4,096 and 16,384, and as fast as 256 and 512.
const CHUNK: usize = 1 << 10;

/// What the items are.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// `(address, size, mnemonic, op_str)` tuples.
    Lite,
    /// `Instruction` objects.
    Objects,
}

/// The instructions of one `disasm` or `disasm_lite` call, as a read-only sequence.
#[pyclass(module = "gpuisa", frozen, sequence)]
pub(crate) struct Disassembly {
    owner: Py<Disassembler>,
    code: Code,
    pub(crate) address: u64,
    kind: Kind,
    /// Each instruction's size.
    sizes: Vec<u8>,
    /// The byte offset of instruction `k * CHUNK`, for each k.
    starts: Vec<usize>,
}

/// What making tuples keeps from one chunk to the next: the printer's state and one Python string per
/// mnemonic.
#[derive(Default)]
struct LiteState {
    lite: Lite,
    names: Vec<Py<PyString>>,
}

impl Disassembly {
    /// Reads the size of every instruction of `code` (not its text), with the interpreter's lock
    /// released: a tail that holds no whole instruction raises DecodeError here.
    pub(crate) fn new(owner: &Bound<'_, Disassembler>, code: Code, address: u64, kind: Kind) -> PyResult<Disassembly> {
        let py = owner.py();
        let d = &owner.get().d;
        let bytes = code.get(py);
        let sizes = py.allow_threads(|| {
            // Eight words a step (the facade's `sizes`), then the place of every CHUNK-th instruction.
            // Every ISA's instructions are 4 or 8 bytes.
            let mut sizes = Vec::with_capacity(bytes.len() / 4 + 1);
            let end = d.sizes(bytes, 0, address, &mut sizes).map_err(Some)?;
            // Short of the end: an instruction of more than 255 bytes (none has 0: sizes are at least 1).
            if end < bytes.len() {
                return Err(None);
            }
            let mut starts = Vec::with_capacity(sizes.len() / CHUNK + 1);
            let mut pos = 0;
            for c in sizes.chunks(CHUNK) {
                starts.push(pos);
                pos += c.iter().map(|&s| s as usize).sum::<usize>();
            }
            Ok((sizes, starts))
        });
        let (sizes, starts) = sizes_or(py, sizes)?;
        Ok(Disassembly { owner: owner.clone().unbind(), code, address, kind, sizes, starts })
    }

    fn len(&self) -> usize {
        self.sizes.len()
    }

    /// The byte offset of instruction `i` (below len).
    fn offset(&self, i: usize) -> usize {
        let c = i / CHUNK;
        self.starts[c] + self.sizes[c * CHUNK..i].iter().map(|&s| s as usize).sum::<usize>()
    }

    pub(crate) fn owner(&self) -> &Py<Disassembler> {
        &self.owner
    }

    /// The bytes; usable with the interpreter's lock released.
    pub(crate) fn code<'a>(&'a self, py: Python<'_>) -> &'a [u8] {
        self.code.get(py)
    }

    /// Items `from..to` (to at most len); `me` is this sequence. Objects made together share a block
    /// (their texts are made together).
    fn make(&self, me: &Py<Disassembly>, py: Python<'_>, state: &mut LiteState, from: usize, to: usize) -> PyResult<Vec<PyObject>> {
        let mut pos = self.offset(from);
        let mut out = Vec::with_capacity(to - from);
        match self.kind {
            Kind::Objects => {
                let block = Py::new(py, Block::new(me.clone_ref(py), pos, to - from))?;
                for (k, &len) in self.sizes[from..to].iter().enumerate() {
                    let len = len as usize;
                    let code = self.code.get(py).get(pos..pos + len).ok_or_else(|| GpuisaError::new_err("instruction past the code's end"))?;
                    let i = Instruction::new(block.clone_ref(py), k, self.address + pos as u64, code)?;
                    out.push(Py::new(py, i)?.into_any());
                    pos += len;
                }
            }
            Kind::Lite => {
                let d = &self.owner.get().d;
                let lite = &mut state.lite;
                let n = to - from;
                let code = self.code.get(py);
                py.allow_threads(|| lite.chunk(d, code, pos, self.address, n)).map_err(|e| err(py, e))?;
                let names = &mut state.names;
                names.extend(lite.names.names[names.len()..].iter().map(|n| PyString::new_bound(py, n).unbind()));
                let mut addr = self.address + pos as u64;
                for r in &lite.recs {
                    let name = names.get(r.id as usize).ok_or_else(|| GpuisaError::new_err("mnemonic id out of range"))?.bind(py);
                    out.push(lite_tuple(py, addr, r.len, name, PyString::new_bound(py, lite.ops(r)))?.unbind());
                    addr += r.len as u64;
                }
                if out.len() != n {
                    return Err(GpuisaError::new_err(format!("{} instructions where the sizes said {n}", out.len())));
                }
            }
        }
        Ok(out)
    }

    /// Index `i` of Python's (negative from the end) as a place, or IndexError.
    fn place(&self, i: isize) -> PyResult<usize> {
        let n = self.len() as isize;
        let j = if i < 0 { i + n } else { i };
        if (0..n).contains(&j) {
            Ok(j as usize)
        } else {
            Err(PyIndexError::new_err("Disassembly index out of range"))
        }
    }

    fn item(&self, me: &Py<Disassembly>, py: Python<'_>, i: usize) -> PyResult<PyObject> {
        let mut one = self.make(me, py, &mut LiteState::default(), i, i + 1)?;
        one.pop().ok_or_else(|| GpuisaError::new_err("no instruction made"))
    }
}

/// The sizes pass's result, its errors as exceptions.
#[allow(clippy::type_complexity)]
fn sizes_or(py: Python<'_>, r: Result<(Vec<u8>, Vec<usize>), Option<gpuisa::Error>>) -> PyResult<(Vec<u8>, Vec<usize>)> {
    match r {
        Ok(v) => Ok(v),
        Err(Some(e)) => Err(err(py, e)),
        Err(None) => Err(GpuisaError::new_err("an instruction of no bytes or of more than 255")),
    }
}

/// `itertools.chain.from_iterable`, looked up once.
fn chain(py: Python<'_>) -> PyResult<&Bound<'_, PyAny>> {
    static CHAIN: GILOnceCell<PyObject> = GILOnceCell::new();
    CHAIN
        .get_or_try_init(py, || Ok::<_, PyErr>(py.import_bound("itertools")?.getattr("chain")?.getattr("from_iterable")?.unbind()))
        .map(|c| c.bind(py))
}

#[pymethods]
impl Disassembly {
    fn __len__(&self) -> usize {
        self.len()
    }

    /// One item (negative indices count from the end), or a list for a slice.
    fn __getitem__(slf: &Bound<'_, Self>, key: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        let (py, me, this) = (slf.py(), slf.as_unbound(), slf.get());
        if let Ok(s) = key.downcast::<PySlice>() {
            let ix = s.indices(this.len() as _)?;
            let (start, step, n) = (ix.start, ix.step, ix.slicelength);
            let items = if n == 0 {
                Vec::new()
            } else if step == 1 {
                let from = start as usize;
                let mut state = LiteState::default();
                let mut items = Vec::with_capacity(n);
                // A chunk at a time: a lite chunk's text is made in one go.
                let mut at = from;
                while at < from + n {
                    let to = (at + CHUNK).min(from + n);
                    items.extend(this.make(me, py, &mut state, at, to)?);
                    at = to;
                }
                items
            } else {
                (0..n as isize).map(|k| this.item(me, py, (start + k * step) as usize)).collect::<PyResult<_>>()?
            };
            return Ok(list_of(py, items)?.into_any().unbind());
        }
        let i: isize = match key.extract() {
            Ok(i) => i,
            // An int too large for an index: IndexError, as a list says.
            Err(_) if key.is_instance_of::<pyo3::types::PyLong>() => return Err(PyIndexError::new_err("cannot fit 'int' into an index-sized integer")),
            Err(_) => return Err(PyTypeError::new_err(format!("Disassembly indices must be integers or slices, not {}", key.get_type().name().map(|n| n.to_string()).unwrap_or_default()))),
        };
        this.item(me, py, this.place(i)?)
    }

    /// Tuples: lists of 64 refilled when free, through `itertools.chain` (no call into the module per
    /// item: measured 4% faster on 16 MiB of random Fermi code than one tuple a `__next__`, refilled
    /// when free). Objects: chunk after chunk, each a list whose items C code hands out.
    fn __iter__(slf: &Bound<'_, Self>) -> PyResult<PyObject> {
        let py = slf.py();
        if slf.get().kind == Kind::Lite {
            let chunks = Py::new(py, iter::LiteChunks::new(slf.clone().unbind()))?;
            return Ok(chain(py)?.call1((chunks,))?.unbind());
        }
        let chunks = Py::new(py, iter::Chunks::new(slf.clone().unbind()))?;
        Ok(chain(py)?.call1((chunks,))?.unbind())
    }

    /// Equal to a list, tuple or Disassembly of equal items, in order.
    fn __richcmp__(slf: &Bound<'_, Self>, other: &Bound<'_, PyAny>, op: CompareOp) -> PyResult<PyObject> {
        let py = slf.py();
        let seq_like = other.downcast::<PyList>().is_ok() || other.downcast::<PyTuple>().is_ok() || other.downcast::<Disassembly>().is_ok();
        let eq = match op {
            CompareOp::Eq | CompareOp::Ne if seq_like => {
                let same = other.len()? == slf.get().len() && {
                    let mut all = true;
                    for (a, b) in slf.iter()?.zip(other.iter()?) {
                        if !a?.eq(b?)? {
                            all = false;
                            break;
                        }
                    }
                    all
                };
                same == matches!(op, CompareOp::Eq)
            }
            _ => return Ok(py.NotImplemented()),
        };
        Ok(eq.into_py(py))
    }

    /// A list of these items then `other`'s, when `other` is a list or a Disassembly (as list + list).
    fn __add__(slf: &Bound<'_, Self>, other: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        let py = slf.py();
        if other.downcast::<PyList>().is_err() && other.downcast::<Disassembly>().is_err() {
            return Ok(py.NotImplemented());
        }
        let out = PyList::empty_bound(py);
        out.call_method1("extend", (slf,))?;
        out.call_method1("extend", (other,))?;
        Ok(out.into_any().unbind())
    }

    /// `list + Disassembly`: a list of the list's items then these.
    fn __radd__(slf: &Bound<'_, Self>, other: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        let py = slf.py();
        if other.downcast::<PyList>().is_err() {
            return Ok(py.NotImplemented());
        }
        let out = PyList::empty_bound(py);
        out.call_method1("extend", (other,))?;
        out.call_method1("extend", (slf,))?;
        Ok(out.into_any().unbind())
    }

    /// Pickled and copied as the list it stands for.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<(Bound<'py, PyAny>, (Bound<'py, PyList>,))> {
        let py = slf.py();
        let items = PyList::empty_bound(py);
        items.call_method1("extend", (slf,))?;
        Ok((py.get_type_bound::<PyList>().into_any(), (items,)))
    }

    /// Unhashable, as the list it stands for.
    fn __hash__(&self) -> PyResult<isize> {
        Err(PyTypeError::new_err("unhashable type: 'gpuisa.Disassembly'"))
    }

    /// How many items equal `x`.
    fn count(slf: &Bound<'_, Self>, x: &Bound<'_, PyAny>) -> PyResult<usize> {
        let mut n = 0;
        for a in slf.iter()? {
            n += a?.eq(x)? as usize;
        }
        Ok(n)
    }

    /// The place of the first item equal to `x` in `start..stop` (as list.index reads them), or ValueError.
    #[pyo3(signature = (x, start=0, stop=isize::MAX))]
    fn index(slf: &Bound<'_, Self>, x: &Bound<'_, PyAny>, start: isize, stop: isize) -> PyResult<usize> {
        let (py, me, this) = (slf.py(), slf.as_unbound(), slf.get());
        let n = this.len() as isize;
        let clamp = |i: isize| if i < 0 { (i + n).max(0) } else { i.min(n) } as usize;
        let (mut at, stop) = (clamp(start), clamp(stop));
        let mut state = LiteState::default();
        while at < stop {
            let to = (at + CHUNK).min(stop);
            for (k, a) in this.make(me, py, &mut state, at, to)?.into_iter().enumerate() {
                if a.bind(py).eq(x)? {
                    return Ok(at + k);
                }
            }
            at = to;
        }
        Err(PyValueError::new_err("item not in Disassembly"))
    }

    /// The address of the first instruction.
    #[getter]
    fn address(&self) -> u64 {
        self.address
    }

    fn __repr__(&self) -> String {
        let what = match self.kind {
            Kind::Lite => "(address, size, mnemonic, op_str) tuples",
            Kind::Objects => "Instruction objects",
        };
        format!("<gpuisa.Disassembly of {} instructions at {:#x}, {what}>", self.len(), self.address)
    }
}
