//! An `Instruction`'s lazy text: printed into one buffer the disassembler keeps, then made a Python
//! string once, op_str a substring of it when asked for and the mnemonic one string per mnemonic.
//! (Each object's own `String` cost a malloc, a realloc to the printer's reserve and their frees, and
//! each read made its string again: with them, reading every object's text was 16% glibc malloc.)

use crate::lite::{op_str_at, Names};
use crate::{err, Disassembler, GpuisaError, Lazy};
use gpuisa::disasm::Mnemonic;
use pyo3::prelude::*;
use pyo3::types::PyString;

/// What the lazy texts of a disassembler's objects share, used with the interpreter's lock held: the
/// mnemonic cache of the ISAs whose printer does not report them, the buffer each text is printed into,
/// and the mnemonics found so far, each one Python string.
#[derive(Default)]
pub(crate) struct Shared {
    cache: gpuisa::disasm::MnemonicCache,
    text: String,
    names: Names,
    strs: Vec<Py<PyString>>,
}

/// The text, mnemonic and op_str's place of the instruction `code` at `address`.
pub(crate) fn lazy(py: Python<'_>, owner: &Disassembler, code: &[u8], address: u64) -> PyResult<Lazy> {
    let mut shared = owner.shared.get(py).try_borrow_mut().map_err(|_| GpuisaError::new_err("text buffer in use"))?;
    let Shared { cache, text, names, strs } = &mut *shared;
    let m = owner.d.lite_at(code, 0, address, text, cache).map_err(|e| err(py, e))?.1;
    let ops = match &m {
        Mnemonic::Text(r) => op_str_at(text, r.clone()),
        m => gpuisa::disasm::op_str(text, m.get(text)),
    };
    // op_str is a part of the text: its place, in characters (Python's indices).
    let start = (ops.as_ptr() as usize).checked_sub(text.as_ptr() as usize).filter(|s| s + ops.len() <= text.len() && !ops.is_empty());
    let ops = start.map_or((0, 0), |s| {
        let ascii = text.is_ascii();
        let chars = |b: usize| if ascii { b } else { text.get(..b).map_or(0, |t| t.chars().count()) };
        (chars(s), chars(s + ops.len()))
    });
    let id = match &m {
        // Its key read from the text in one load.
        Mnemonic::Text(r) => Some(names.id_at(text, r.clone())),
        m => m.get(text).map(|s| names.id(s)),
    };
    strs.extend(names.names[strs.len()..].iter().map(|n| PyString::new_bound(py, n).unbind()));
    let mnemonic = match id {
        Some(id) => Some(strs.get(id as usize).ok_or_else(|| GpuisaError::new_err("mnemonic id out of range"))?.clone_ref(py)),
        None => None,
    };
    let text = PyString::new_bound(py, text).unbind();
    Ok(Lazy { text, mnemonic, ops, model: std::sync::OnceLock::new() })
}

/// Characters `start..end` of `s` (within it): a copy of its characters, with no decoding.
pub(crate) fn substring<'py>(py: Python<'py>, s: &Bound<'py, PyString>, (start, end): (usize, usize)) -> PyResult<Bound<'py, PyString>> {
    // SAFETY: PyUnicode_Substring returns a new reference to a str (or NULL with an exception set); it
    // clamps indices past the end, and ours are at most the string's length.
    unsafe {
        let o = pyo3::ffi::PyUnicode_Substring(s.as_ptr(), start as pyo3::ffi::Py_ssize_t, end as pyo3::ffi::Py_ssize_t);
        if o.is_null() {
            return Err(PyErr::fetch(py));
        }
        Ok(Bound::from_owned_ptr(py, o).downcast_into_unchecked())
    }
}
