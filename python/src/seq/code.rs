//! The bytes a `disasm` or `disasm_lite` call reads: a `bytes` object is kept, not copied (it cannot
//! change; a 16 MiB copy cost its page faults on every call), anything else bytes-like is copied.

use pyo3::prelude::*;
use pyo3::types::PyBytes;

pub(crate) enum Code {
    Bytes(Py<PyBytes>),
    Owned(Vec<u8>),
}

impl Code {
    pub(crate) fn new(obj: &Bound<'_, PyAny>) -> PyResult<Code> {
        // Exactly bytes: a subclass could hold anything.
        match obj.downcast_exact::<PyBytes>() {
            Ok(b) => Ok(Code::Bytes(b.clone().unbind())),
            Err(_) => crate::code_bytes(obj).map(Code::Owned),
        }
    }

    /// The bytes; usable with the interpreter's lock released (pyo3: bytes are immutable, and `self`
    /// holds a reference to them).
    pub(crate) fn get<'a>(&'a self, py: Python<'_>) -> &'a [u8] {
        match self {
            Code::Bytes(b) => b.as_bytes(py),
            Code::Owned(v) => v,
        }
    }
}
