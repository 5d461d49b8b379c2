//! `run`'s texture, surface and sampler bindings as the facade takes them: the command line's
//! `--texture`, `--surface` and `--sampler` texts, `N=...`, made from a dict of slot to value.

use crate::UsageError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyBytes, PyList, PyString, PyTuple};
use std::collections::BTreeMap;

/// `{slot: value}` as `N=TEXT` specs, in slot order. A value is a tuple or list of ints and words (joined
/// with `,`: a linear texture's `(address, count[, channels])` on Fermi, `(address, width[, height[,
/// format]])` on Tesla, a sampler's `("linear", "wrap", "normalized")`), a str (the text after `N=` as
/// the command line reads it: an image `FILE[:FORMAT]` or `FILE:FORMAT:WxH[xD][:KIND]`) or a path.
pub(crate) fn specs(what: &str, slots: Option<BTreeMap<u64, Bound<'_, PyAny>>>) -> PyResult<Vec<String>> {
    let mut out = Vec::new();
    for (n, v) in slots.unwrap_or_default() {
        out.push(format!("{n}={}", value(what, n, &v)?));
    }
    Ok(out)
}

fn value(what: &str, n: u64, v: &Bound<'_, PyAny>) -> PyResult<String> {
    let bad = || {
        UsageError::new_err(format!(
            "{what}[{n}]: a tuple of ints and words (joined by ','), the command line's text after `{n}=`, or a path; \
             raw texels are read from a file (\"FILE:FORMAT:WxH\")"
        ))
    };
    if v.downcast::<PyTuple>().is_ok() || v.downcast::<PyList>().is_ok() {
        let mut parts = Vec::new();
        for x in v.iter()? {
            let x = x?;
            // True would read as 1: refused, as for parameters.
            if x.is_instance_of::<PyBool>() {
                return Err(bad());
            }
            if let Ok(i) = x.extract::<u64>() {
                parts.push(i.to_string());
            } else if let Ok(s) = x.downcast::<PyString>() {
                parts.push(s.to_cow()?.into_owned());
            } else {
                return Err(bad());
            }
        }
        return Ok(parts.join(","));
    }
    if v.downcast::<PyBytes>().is_ok() {
        return Err(bad());
    }
    if let Ok(s) = v.downcast::<PyString>() {
        return Ok(s.to_cow()?.into_owned());
    }
    // A path (os.PathLike).
    let p: std::path::PathBuf = v.extract().map_err(|_| bad())?;
    p.to_str().map(str::to_string).ok_or_else(|| UsageError::new_err(format!("{what}[{n}]: a path that is not UTF-8")))
}
