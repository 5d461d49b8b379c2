//! The `gpuisa._gpuisa` extension module: Python classes over the `gpuisa` facade crate. Every job is
//! the facade's; this file converts arguments and results and maps errors to exceptions.

// pyo3 0.22's method wrappers convert a returned `PyErr` into itself; clippy flags that expansion on the
// signature of every method returning `PyResult` (fixed in pyo3 0.23).
#![allow(clippy::useless_conversion)]

use gpuisa::{Arch, Syntax, Target};
use pyo3::create_exception;
use pyo3::exceptions::PyException;
use pyo3::prelude::*;
use pyo3::sync::GILOnceCell;
use pyo3::types::{PyBytes, PyDict, PyList, PyString};
use serde_json::Value;
use std::str::FromStr;

mod bindings;
mod lite;
mod object;
mod seq;

create_exception!(gpuisa, GpuisaError, PyException, "Any error gpuisa reports (its message is the command line's).");
create_exception!(gpuisa, UsageError, GpuisaError, "A bad choice: an unknown architecture or syntax, a missing kernel.");
create_exception!(gpuisa, AssemblyError, GpuisaError, "Assembly failed: .line and .column (1-based) of the first error, .message, and .diagnostics (every error as (line, column, message)).");
create_exception!(gpuisa, DecodeError, GpuisaError, "The code ends inside an instruction (.address says where).");
create_exception!(gpuisa, ContainerError, GpuisaError, "A file that is malformed or not what it claims.");
create_exception!(gpuisa, RunError, GpuisaError, "A program could not run, or its run failed.");

fn err(py: Python<'_>, e: gpuisa::Error) -> PyErr {
    match e {
        gpuisa::Error::Usage(m) => UsageError::new_err(m),
        gpuisa::Error::Assembly(ds) => {
            let first = ds.first().cloned();
            let msg = first.as_ref().map(|d| d.to_string()).unwrap_or_else(|| "assembly failed".into());
            let e = AssemblyError::new_err(msg);
            let v = e.value_bound(py);
            let (line, column, message) = first.map(|d| (d.line, d.column, d.message)).unwrap_or((0, 0, String::new()));
            let _ = v.setattr("line", line);
            let _ = v.setattr("column", column);
            let _ = v.setattr("message", message);
            let all: Vec<(usize, usize, String)> = ds.into_iter().map(|d| (d.line, d.column, d.message)).collect();
            let _ = v.setattr("diagnostics", all);
            e
        }
        gpuisa::Error::Truncated { address, reason } => {
            let e = DecodeError::new_err(format!("at {address:#x}: {reason}"));
            let _ = e.value_bound(py).setattr("address", address);
            e
        }
        gpuisa::Error::Container(m) => ContainerError::new_err(m),
        gpuisa::Error::Io(m) => pyo3::exceptions::PyOSError::new_err(m),
        gpuisa::Error::Run(m) => RunError::new_err(m),
    }
}

fn target(py: Python<'_>, arch: &str, syntax: Option<&str>) -> PyResult<Target> {
    let arch = Arch::from_str(arch).map_err(|e| err(py, e))?;
    let t = Target::new(arch);
    match syntax {
        None => Ok(t),
        // `gpuisa` names the USSE's and isa30's own syntax, as the docs call it.
        Some(s) if s.eq_ignore_ascii_case("gpuisa") || s.eq_ignore_ascii_case("default") => Ok(t),
        Some(s) => t.with_syntax(Syntax::from_str(s).map_err(|e| err(py, e))?).map_err(|e| err(py, e)),
    }
}

/// The bytes of a bytes-like object (bytes, bytearray, memoryview, array).
fn code_bytes(obj: &Bound<'_, PyAny>) -> PyResult<Vec<u8>> {
    if let Ok(b) = obj.downcast::<PyBytes>() {
        return Ok(b.as_bytes().to_vec());
    }
    if obj.is_instance_of::<PyString>() {
        return Err(pyo3::exceptions::PyTypeError::new_err("code must be bytes-like, not str (use bytes.fromhex for hex text)"));
    }
    let b = obj.py().get_type_bound::<PyBytes>().call1((obj,))?;
    Ok(b.downcast::<PyBytes>()?.as_bytes().to_vec())
}

fn py_json(py: Python<'_>, v: &Value) -> PyObject {
    match v {
        Value::Null => py.None(),
        Value::Bool(b) => b.into_py(py),
        Value::Number(n) => {
            if let Some(u) = n.as_u64() {
                u.into_py(py)
            } else if let Some(i) = n.as_i64() {
                i.into_py(py)
            } else {
                n.as_f64().unwrap_or(f64::NAN).into_py(py)
            }
        }
        Value::String(s) => s.into_py(py),
        Value::Array(a) => PyList::new_bound(py, a.iter().map(|x| py_json(py, x))).into_py(py),
        Value::Object(m) => {
            let d = PyDict::new_bound(py);
            for (k, x) in m {
                let _ = d.set_item(k, py_json(py, x));
            }
            d.into_py(py)
        }
    }
}

/// A disassembler for one architecture and syntax.
#[pyclass(module = "gpuisa", frozen)]
struct Disassembler {
    d: gpuisa::Disassembler,
    // What the blocks of its objects share (see `object::Shared`). Used with the interpreter's lock
    // held (no lock of its own: an uncontended mutex cost two atomic operations per instruction).
    shared: pyo3::sync::GILProtected<std::cell::RefCell<object::Shared>>,
}

/// A list of `items` made in one go (its size known first).
fn list_of(py: Python<'_>, items: Vec<PyObject>) -> PyResult<Bound<'_, PyList>> {
    // SAFETY: PyList_New returns a new list of `len` empty slots (or NULL with an exception set); each
    // slot is filled once by PyList_SetItem, which takes over the reference it is given.
    unsafe {
        let list = pyo3::ffi::PyList_New(items.len() as pyo3::ffi::Py_ssize_t);
        if list.is_null() {
            return Err(PyErr::fetch(py));
        }
        let list = Bound::from_owned_ptr(py, list);
        for (i, o) in items.into_iter().enumerate() {
            if pyo3::ffi::PyList_SetItem(list.as_ptr(), i as pyo3::ffi::Py_ssize_t, o.into_ptr()) != 0 {
                return Err(PyErr::fetch(py));
            }
        }
        Ok(list.downcast_into_unchecked())
    }
}


#[pymethods]
impl Disassembler {
    #[new]
    #[pyo3(signature = (arch, syntax=None))]
    fn new(py: Python<'_>, arch: &str, syntax: Option<&str>) -> PyResult<Self> {
        Ok(Disassembler { d: gpuisa::Disassembler::for_target(target(py, arch, syntax)?), shared: pyo3::sync::GILProtected::new(Default::default()) })
    }

    #[getter]
    fn arch(&self) -> &'static str {
        self.d.target().arch.name()
    }

    #[getter]
    fn syntax(&self) -> &'static str {
        self.d.target().syntax.name()
    }

    /// The instructions of `code` (bytes-like) located at `address`, as a read-only sequence of
    /// Instruction made as they are asked for. A tail that holds no whole instruction raises DecodeError
    /// here. Only sizes are read here: each instruction's text and model are made when first asked for.
    #[pyo3(signature = (code, address=0))]
    fn disasm(slf: &Bound<'_, Self>, code: &Bound<'_, PyAny>, address: u64) -> PyResult<seq::Disassembly> {
        seq::Disassembly::new(slf, seq::Code::new(code)?, address, seq::Kind::Objects)
    }

    /// The instructions of `code` as (address, size, mnemonic, op_str) tuples, a read-only sequence
    /// made as it is read: the fast path. A cut tail raises DecodeError here.
    #[pyo3(signature = (code, address=0))]
    fn disasm_lite(slf: &Bound<'_, Self>, code: &Bound<'_, PyAny>, address: u64) -> PyResult<seq::Disassembly> {
        seq::Disassembly::new(slf, seq::Code::new(code)?, address, seq::Kind::Lite)
    }
}

/// The tuple `(addr, size, mnemonic, ops)`, made with the C API (a few million of them per call: the
/// generic conversions cost as much as the disassembly). Left out of the cycle collector's lists: it holds
/// ints and strings only, so it can be in no cycle (CPython itself untracks such tuples, but only when a
/// collection first meets them).
fn lite_tuple<'py>(py: Python<'py>, addr: u64, size: u32, mnemonic: &Bound<'py, PyString>, ops: Bound<'py, PyString>) -> PyResult<Bound<'py, PyAny>> {
    use pyo3::ffi;
    // SAFETY: each call returns a new reference or NULL with an exception set; the tuple takes over the
    // references of its four items (PyTuple_SetItem steals them; the mnemonic's is a new one), and is
    // released (with whatever it holds) if one of them could not be made. Untracking a just-made tuple
    // that no other object refers to is what the collector does to it later.
    unsafe {
        let t = ffi::PyTuple_New(4);
        if t.is_null() {
            return Err(PyErr::fetch(py));
        }
        let t = Bound::from_owned_ptr(py, t);
        let items = [
            address(addr),
            ffi::PyLong_FromSize_t(size as usize),
            mnemonic.clone().into_ptr(),
            ops.into_ptr(),
        ];
        let mut ok = true;
        for (i, o) in items.into_iter().enumerate() {
            ok &= !o.is_null();
            if !o.is_null() {
                ffi::PyTuple_SetItem(t.as_ptr(), i as ffi::Py_ssize_t, o);
            }
        }
        if !ok {
            return Err(PyErr::fetch(py));
        }
        ffi::PyObject_GC_UnTrack(t.as_ptr().cast());
        Ok(t)
    }
}

/// `addr` as a new int (a new reference, or NULL with an exception set). Below 2**30 (a Python
/// digit), through `PyLong_FromLong`, whose one-digit path skips the digit count of
/// `PyLong_FromUnsignedLongLong` (CPython 3.11; the same int either way).
#[inline]
pub(crate) fn address(addr: u64) -> *mut pyo3::ffi::PyObject {
    // SAFETY: both calls take any value of their argument's type.
    unsafe {
        if addr < 1 << 30 {
            pyo3::ffi::PyLong_FromLong(addr as std::os::raw::c_long)
        } else {
            pyo3::ffi::PyLong_FromUnsignedLongLong(addr)
        }
    }
}

/// One instruction: its address and bytes, with the text and the model made when first asked for.
#[pyclass(module = "gpuisa", frozen)]
struct Instruction {
    /// The objects made with it, whose texts are made together (`k`: this one's place there).
    block: Py<object::Block>,
    k: u16,
    #[pyo3(get)]
    address: u64,
    // In place: every ISA's instructions are 4 or 8 bytes, and a heap copy per object would double them.
    word: [u8; 8],
    size: u8,
    // Boxed: most instructions never have it made, and an empty box is one word. Made with the
    // interpreter's lock held, which orders its making: a `OnceLock`'s own synchronisation cost 8% of
    // reading every object's text.
    model: GILOnceCell<Box<gpuisa::Instruction>>,
}

impl Instruction {
    fn new(block: Py<object::Block>, k: usize, address: u64, bytes: &[u8]) -> PyResult<Instruction> {
        let mut word = [0u8; 8];
        let Some(to) = word.get_mut(..bytes.len()) else {
            return Err(GpuisaError::new_err(format!("at {address:#x}: an instruction of {} bytes (at most 8 are kept)", bytes.len())));
        };
        to.copy_from_slice(bytes);
        let k = u16::try_from(k).map_err(|_| GpuisaError::new_err("a block of more than 65,536 instructions"))?;
        Ok(Instruction { block, k, address, word, size: bytes.len() as u8, model: GILOnceCell::new() })
    }

    fn code(&self) -> &[u8] {
        &self.word[..self.size as usize]
    }

    fn model(&self, py: Python<'_>) -> PyResult<&gpuisa::Instruction> {
        if let Some(m) = self.model.get(py) {
            return Ok(m);
        }
        let d = &self.block.get().seq().owner().get().d;
        let i = d.disasm(self.code(), self.address).next().unwrap_or_else(|| Err(gpuisa::Error::Truncated { address: self.address, reason: "empty".into() }));
        let i = i.map_err(|e| err(py, e))?;
        Ok(self.model.get_or_init(py, || Box::new(i)))
    }
}

#[pymethods]
impl Instruction {
    #[getter]
    fn size(&self) -> usize {
        self.size as usize
    }
    #[getter]
    fn bytes<'py>(&self, py: Python<'py>) -> Bound<'py, PyBytes> {
        PyBytes::new_bound(py, self.code())
    }
    /// The text in the disassembler's syntax.
    #[getter]
    fn text<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyString>> {
        self.block.get().text(py, self.k as usize)
    }
    /// The operation's word (the JSON model's `mnemonic`), or None.
    #[getter]
    fn mnemonic<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyString>>> {
        self.block.get().mnemonic(py, self.k as usize)
    }
    /// The text after the mnemonic's word: operands and trailing flags.
    #[getter]
    fn op_str<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyString>> {
        self.block.get().op_str(py, self.k as usize)
    }
    /// The typed operands (dicts of the JSON model: docs/json.md).
    #[getter]
    fn operands(&self, py: Python<'_>) -> PyResult<Vec<PyObject>> {
        Ok(self.model(py)?.operands.iter().map(|v| py_json(py, v)).collect())
    }
    #[getter]
    fn modifiers(&self, py: Python<'_>) -> PyResult<Vec<String>> {
        Ok(self.model(py)?.modifiers.clone())
    }
    #[getter]
    fn form(&self, py: Python<'_>) -> PyResult<Option<String>> {
        Ok(self.model(py)?.form.clone())
    }
    /// None when every bit is understood, else the mask of the bits the description does not explain.
    #[getter]
    fn unknown_bits(&self, py: Python<'_>) -> PyResult<Option<u64>> {
        Ok(self.model(py)?.unknown_bits)
    }
    #[getter]
    fn flow(&self, py: Python<'_>) -> PyResult<Vec<String>> {
        Ok(self.model(py)?.flow.clone())
    }
    #[getter]
    fn targets(&self, py: Python<'_>) -> PyResult<Vec<u64>> {
        Ok(self.model(py)?.targets.clone())
    }
    /// The whole JSON model of the instruction as a dict (one element of `dis --json`'s instructions).
    fn json(&self, py: Python<'_>) -> PyResult<PyObject> {
        Ok(py_json(py, &Value::Object(self.model(py)?.json().clone())))
    }
    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        Ok(format!("<gpuisa.Instruction {:#x}: {}>", self.address, self.text(py)?.to_cow()?))
    }
    fn __str__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyString>> {
        self.text(py)
    }
}

/// An assembler for one architecture and syntax.
#[pyclass(module = "gpuisa", frozen)]
struct Assembler {
    a: gpuisa::Assembler,
}

#[pymethods]
impl Assembler {
    #[new]
    #[pyo3(signature = (arch, syntax=None))]
    fn new(py: Python<'_>, arch: &str, syntax: Option<&str>) -> PyResult<Self> {
        Ok(Assembler { a: gpuisa::Assembler::for_target(target(py, arch, syntax)?) })
    }
    /// The bytes of `text` assembled at `address`; AssemblyError (with .line and .column) on errors.
    #[pyo3(signature = (text, address=0))]
    fn assemble<'py>(&self, py: Python<'py>, text: &str, address: u64) -> PyResult<Bound<'py, PyBytes>> {
        let out = self.a.assemble(text, address).map_err(|e| err(py, e))?;
        Ok(PyBytes::new_bound(py, &out.bytes))
    }
    /// As assemble, with the labels: (bytes, {label: address}).
    #[pyo3(signature = (text, address=0))]
    fn assemble_labels<'py>(&self, py: Python<'py>, text: &str, address: u64) -> PyResult<(Bound<'py, PyBytes>, Bound<'py, PyDict>)> {
        let out = self.a.assemble(text, address).map_err(|e| err(py, e))?;
        let d = PyDict::new_bound(py);
        for (k, v) in out.labels {
            d.set_item(k, v)?;
        }
        Ok((PyBytes::new_bound(py, &out.bytes), d))
    }
}

/// The bytes of one instruction given as an int (the instruction's value: Tesla word 1 << 32 | word 0,
/// its length from bit 0; Fermi's 64-bit value, a short form's 32 bits when bit 3 is set; USSE 64 bits;
/// isa30 32 bits) or as hex text (`"2800440400005de4"`; Tesla `"xxxxxxxx yyyyyyyy"`, word 0 first).
fn word_bytes(arch: Arch, word: &Bound<'_, PyAny>) -> PyResult<Vec<u8>> {
    let bad = |m: String| UsageError::new_err(m);
    let value: u64 = if let Ok(s) = word.extract::<String>() {
        let words: Vec<&str> = s.split_whitespace().map(|w| w.trim_start_matches("0x").trim_start_matches("0X")).collect();
        if arch == Arch::Tesla && words.len() == 2 {
            let w0 = u32::from_str_radix(words[0], 16).map_err(|_| bad(format!("`{s}`: not hex words")))?;
            let w1 = u32::from_str_radix(words[1], 16).map_err(|_| bad(format!("`{s}`: not hex words")))?;
            (w1 as u64) << 32 | w0 as u64
        } else if words.len() == 1 {
            u64::from_str_radix(words[0], 16).map_err(|_| bad(format!("`{s}`: not a hex word")))?
        } else {
            return Err(bad(format!("`{s}`: give one instruction")));
        }
    } else {
        word.extract::<u64>().map_err(|_| bad("word must be an int (0 to 2**64-1) or hex text".into()))?
    };
    let len = match arch {
        Arch::Tesla => if value & 1 != 0 { 8 } else { 4 },
        Arch::Fermi => if value & 8 != 0 { 4 } else { 8 },
        Arch::Usse => 8,
        Arch::Isa30 => 4,
    };
    if len == 4 && value >> 32 != 0 {
        return Err(bad(format!("{value:#x}: this instruction is 32 bits (Tesla: bit 0 clear; Fermi: bit 3 set; isa30)")));
    }
    Ok(value.to_le_bytes()[..len].to_vec())
}

/// Every field of one instruction: [{"bits": "63..58", "mask": int, "name": str, "value": int, "meaning": str}, ...]
/// plus the text; `word` is an int or hex text.
#[pyfunction]
fn explain<'py>(py: Python<'py>, arch: &str, word: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyDict>> {
    let arch = Arch::from_str(arch).map_err(|e| err(py, e))?;
    let bytes = word_bytes(arch, word)?;
    let e = gpuisa::explain::explain_bytes(arch, &bytes).map_err(UsageError::new_err)?;
    let fields = PyList::empty_bound(py);
    for f in &e.ex.fields {
        let d = PyDict::new_bound(py);
        d.set_item("bits", gpuisa::explain::bit_ranges(f.mask))?;
        d.set_item("mask", f.mask)?;
        d.set_item("name", &f.name)?;
        d.set_item("value", f.value)?;
        d.set_item("meaning", &f.meaning)?;
        fields.append(d)?;
    }
    let out = PyDict::new_bound(py);
    out.set_item("text", &e.text)?;
    out.set_item("form", e.form)?;
    out.set_item("bits", e.bits)?;
    out.set_item("fields", fields)?;
    out.set_item("unexplained", e.ex.unexplained)?;
    Ok(out)
}

/// A kernel (a GXP file's program) of a container.
#[pyclass(module = "gpuisa", frozen, get_all)]
struct Kernel {
    name: String,
    address: u64,
    size: usize,
    code: Py<PyBytes>,
}

#[pymethods]
impl Kernel {
    fn __repr__(&self) -> String {
        format!("<gpuisa.Kernel {} at {:#x}, {} bytes>", self.name, self.address, self.size)
    }
}

/// A container file opened with gpuisa.open.
#[pyclass(module = "gpuisa")]
struct Container {
    c: gpuisa::Container,
}

#[pymethods]
impl Container {
    /// The architecture the file names (`tesla`, `fermi`, `usse`), or None.
    #[getter]
    fn arch(&self) -> Option<&'static str> {
        self.c.arch().map(|a| a.name())
    }
    /// The format (`ELF cubin`, `GXP shader program`, ...).
    #[getter]
    fn format(&self) -> &'static str {
        self.c.format()
    }
    #[getter]
    fn kernels(&self, py: Python<'_>) -> Vec<Kernel> {
        self.c
            .kernels()
            .iter()
            .map(|k| Kernel { name: k.name.clone(), address: k.base_addr, size: k.code.len(), code: PyBytes::new_bound(py, &k.code).unbind() })
            .collect()
    }
    /// The file's bytes as they are now.
    #[getter]
    fn bytes<'py>(&self, py: Python<'py>) -> Bound<'py, PyBytes> {
        PyBytes::new_bound(py, self.c.bytes())
    }
    /// Puts `code` in place of kernel `name` (any size: what follows moves); returns the notes.
    fn replace(&mut self, py: Python<'_>, name: &str, code: &Bound<'_, PyAny>) -> PyResult<Vec<String>> {
        let code = code_bytes(code)?;
        self.c.replace(name, &code).map_err(|e| err(py, e))
    }
    /// Writes the file to `path`, whole or not at all.
    fn save(&self, py: Python<'_>, path: std::path::PathBuf) -> PyResult<()> {
        self.c.save(path).map_err(|e| err(py, e))
    }
    fn __repr__(&self) -> String {
        format!("<gpuisa.Container {} ({}), {} kernels>", self.c.format(), self.arch().unwrap_or("no architecture"), self.c.kernels().len())
    }
}

/// Opens a container file (ELF or text cubin, GXP, cuobjdump listing, hex text, raw code).
#[pyfunction]
fn open(py: Python<'_>, path: std::path::PathBuf) -> PyResult<Container> {
    Ok(Container { c: gpuisa::Container::open(path).map_err(|e| err(py, e))? })
}

/// Reads a container from its bytes.
#[pyfunction]
fn from_bytes(py: Python<'_>, data: &Bound<'_, PyAny>) -> PyResult<Container> {
    Ok(Container { c: gpuisa::Container::from_bytes(code_bytes(data)?).map_err(|e| err(py, e))? })
}

/// What a run left behind: global memory and statistics.
#[pyclass(module = "gpuisa", frozen)]
struct RunResult {
    done: gpuisa::run::Finished,
}

#[pymethods]
impl RunResult {
    /// `size` bytes of global memory at `address`.
    fn read<'py>(&self, py: Python<'py>, address: u64, size: u64) -> PyResult<Bound<'py, PyBytes>> {
        let b = self.done.read(address, size).ok_or_else(|| {
            pyo3::exceptions::PyIndexError::new_err(format!("{size} bytes at {address:#x}: global memory has {}", self.done.global.len()))
        })?;
        Ok(PyBytes::new_bound(py, &b))
    }
    /// Warp and thread instructions, divergent branches, barrier waits, bytes moved per space, instruction mix.
    #[getter]
    fn stats(&self, py: Python<'_>) -> PyObject {
        py_json(py, &gpuisa::json::stats(&self.done.stats))
    }
    #[getter]
    fn global_size(&self) -> usize {
        self.done.global.len()
    }
}

fn dims(v: Option<&Bound<'_, PyAny>>, what: &str) -> PyResult<[u32; 3]> {
    let Some(v) = v else { return Ok([1, 1, 1]) };
    if let Ok(x) = v.extract::<u32>() {
        return Ok([x, 1, 1]);
    }
    let t: Vec<u32> = v.extract().map_err(|_| UsageError::new_err(format!("{what}: an int or a tuple of up to three")))?;
    if t.is_empty() || t.len() > 3 {
        return Err(UsageError::new_err(format!("{what}: one to three sizes")));
    }
    let mut d = [1u32; 3];
    d[..t.len()].copy_from_slice(&t);
    Ok(d)
}

fn param_value(v: &Bound<'_, PyAny>) -> PyResult<gpuisa::run::Value> {
    use gpuisa::run::Value;
    if v.is_instance_of::<pyo3::types::PyBool>() {
        return Err(UsageError::new_err("a parameter is an int, a float, a str as --param reads it, or bytes"));
    }
    if let Ok(b) = v.downcast::<PyBytes>() {
        return Ok(Value::Bytes(b.as_bytes().to_vec()));
    }
    if let Ok(s) = v.extract::<String>() {
        return Ok(Value::Text(s));
    }
    if let Ok(i) = v.extract::<i128>() {
        return Ok(Value::Text(if i < 0 { format!("-{}", i.unsigned_abs()) } else { i.to_string() }));
    }
    if let Ok(f) = v.extract::<f64>() {
        // Written with an exponent so that the parameter reads it as a float.
        return Ok(Value::Text(format!("{f:e}")));
    }
    Err(UsageError::new_err("a parameter is an int, a float, a str as --param reads it, or bytes"))
}

/// Runs a Tesla or Fermi kernel of `container` (a Container or a path) and returns what it left.
/// `textures`, `surfaces` and `samplers` are dicts of slot to binding (see `bindings`).
#[pyfunction]
#[pyo3(signature = (container, kernel=None, grid=None, block=None, params=None, globals=None, global_size=None, max_steps=None, shared_dynamic=0, consts=None, threads=None, variant=None, textures=None, surfaces=None, samplers=None))]
#[allow(clippy::too_many_arguments)]
fn run(
    py: Python<'_>,
    container: &Bound<'_, PyAny>,
    kernel: Option<String>,
    grid: Option<&Bound<'_, PyAny>>,
    block: Option<&Bound<'_, PyAny>>,
    params: Option<Vec<Bound<'_, PyAny>>>,
    globals: Option<std::collections::BTreeMap<u64, Bound<'_, PyAny>>>,
    global_size: Option<u64>,
    max_steps: Option<u64>,
    shared_dynamic: u64,
    consts: Option<std::collections::BTreeMap<usize, Bound<'_, PyAny>>>,
    threads: Option<usize>,
    variant: Option<String>,
    textures: Option<std::collections::BTreeMap<u64, Bound<'_, PyAny>>>,
    surfaces: Option<std::collections::BTreeMap<u64, Bound<'_, PyAny>>>,
    samplers: Option<std::collections::BTreeMap<u64, Bound<'_, PyAny>>>,
) -> PyResult<RunResult> {
    let opened;
    let c: &gpuisa::Container = match container.downcast::<Container>() {
        Ok(c) => {
            opened = c.borrow().c.clone();
            &opened
        }
        Err(_) => {
            let path: std::path::PathBuf = container.extract()?;
            opened = gpuisa::Container::open(path).map_err(|e| err(py, e))?;
            &opened
        }
    };
    let variant = match variant {
        Some(v) => Some(gpuisa::Variant::from_name(&v).ok_or_else(|| UsageError::new_err(format!("variant `{v}`: one of g80, g84, g200, mcp77, gt215")))?),
        None => None,
    };
    let launch = gpuisa::run::Launch {
        kernel,
        grid: dims(grid, "grid")?,
        block: dims(block, "block")?,
        params: params.unwrap_or_default().iter().map(param_value).collect::<PyResult<_>>()?,
        globals: globals.unwrap_or_default().into_iter().map(|(a, b)| Ok((a, code_bytes(&b)?).into())).collect::<PyResult<_>>()?,
        consts: consts.unwrap_or_default().into_iter().map(|(n, b)| Ok((n as u64, code_bytes(&b)?).into())).collect::<PyResult<_>>()?,
        global_size,
        shared_dynamic,
        max_steps,
        threads,
        variant,
        textures: bindings::specs("textures", textures)?,
        surfaces: bindings::specs("surfaces", surfaces)?,
        samplers: bindings::specs("samplers", samplers)?,
        ..Default::default()
    };
    // The simulator runs without the interpreter's lock: other Python threads go on.
    let done = py.allow_threads(|| gpuisa::run::run(c, &launch)).map_err(|e| err(py, e))?;
    Ok(RunResult { done })
}

#[pymodule]
fn _gpuisa(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add_class::<Disassembler>()?;
    m.add_class::<Instruction>()?;
    m.add_class::<seq::Disassembly>()?;
    m.add_class::<Assembler>()?;
    m.add_class::<Container>()?;
    m.add_class::<Kernel>()?;
    m.add_function(wrap_pyfunction!(explain, m)?)?;
    m.add_function(wrap_pyfunction!(open, m)?)?;
    m.add_function(wrap_pyfunction!(from_bytes, m)?)?;
    m.add_function(wrap_pyfunction!(run, m)?)?;
    m.add_class::<RunResult>()?;
    m.add("GpuisaError", py.get_type_bound::<GpuisaError>())?;
    m.add("UsageError", py.get_type_bound::<UsageError>())?;
    m.add("AssemblyError", py.get_type_bound::<AssemblyError>())?;
    m.add("DecodeError", py.get_type_bound::<DecodeError>())?;
    m.add("ContainerError", py.get_type_bound::<ContainerError>())?;
    m.add("RunError", py.get_type_bound::<RunError>())?;
    m.add("ARCHES", ["tesla", "fermi", "usse", "isa30"])?;
    Ok(())
}
