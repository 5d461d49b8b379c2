//! A Tesla run's parameter space: checked against the parameters the cubin declares (their number and
//! sizes, as a Fermi run's are), or, for code that declares none (hex files, raw code), 32-bit words in
//! order from s[0x10].

use super::Value;
use crate::params::{param, param_bytes, short};
use crate::{Error, Result};
use gpuisa_container::Kernel;

fn usage<T>(m: String) -> Result<T> {
    Err(Error::Usage(m))
}

/// The bytes of the parameter space (offset 0 is s[0x10]), at most `limit` bytes.
pub fn space(values: &[Value], kernel: &Kernel, limit: usize) -> Result<Vec<u8>> {
    let text = |v: &Value| match v {
        Value::Text(t) => Some(t.clone()),
        Value::Bytes(_) => None,
    };
    let numbered = values.iter().any(|p| text(p).is_some_and(|t| t.starts_with('#')));
    let mut declared = kernel.params.clone();
    declared.sort_by_key(|p| p.ordinal);
    let mut placed: Vec<(usize, Vec<u8>)> = Vec::new();
    if numbered {
        // `#N=V`: each value names its parameter; positional values cannot be mixed in (which would they be?).
        for p in values {
            let t = text(p).unwrap_or_default();
            let Some((n, v)) = t.strip_prefix('#').and_then(|r| r.split_once('=')) else {
                return usage(format!("--param {}: give every parameter as #N=V once one is (positional values cannot be mixed in)", p.shown()));
            };
            let n: u32 = n.parse().map_err(|_| Error::Usage(format!("--param {}: `{}` is not a parameter number", short(&t), short(n))))?;
            let meta = declared.iter().find(|m| m.ordinal == n).ok_or_else(|| {
                Error::Container(format!("--param {}: the cubin lists no parameter {n} for {} ({} listed)", short(&t), kernel.name, declared.len()))
            })?;
            let bytes = param_bytes(v, meta.size).map_err(|e| Error::Usage(format!("--param {}: {e}", short(&t))))?;
            placed.push((meta.offset as usize, bytes));
        }
    } else if declared.is_empty() {
        // Nothing declared: 32-bit words in order.
        for (i, p) in values.iter().enumerate() {
            let word = match p {
                Value::Text(t) => param(t).map(|w| w.to_le_bytes().to_vec()),
                Value::Bytes(_) => p.bytes(4),
            };
            placed.push((4 * i, word.map_err(Error::Usage)?));
        }
    } else {
        // One value per declared parameter, in order, sized as declared.
        if values.len() != declared.len() {
            let list: Vec<String> = declared.iter().map(|p| format!("#{} ({} bytes at s[{:#x}])", p.ordinal, p.size, 0x10 + p.offset)).collect();
            return usage(format!(
                "--param: {} value{} given; kernel {} declares {} parameter{}: {} (one --param each, in order; an 8-byte pointer takes one 64-bit value)",
                values.len(),
                if values.len() == 1 { "" } else { "s" },
                kernel.name,
                declared.len(),
                if declared.len() == 1 { "" } else { "s" },
                list.join(", ")
            ));
        }
        for (meta, v) in declared.iter().zip(values) {
            let bytes = v.bytes(meta.size).map_err(|e| Error::Usage(format!("kernel {}: parameter #{}: {e}", kernel.name, meta.ordinal)))?;
            placed.push((meta.offset as usize, bytes));
        }
    }
    let mut space = Vec::new();
    for (at, bytes) in placed {
        let end = at.checked_add(bytes.len()).filter(|&e| e <= limit);
        let Some(end) = end else {
            return Err(Error::Container(format!("--param: a parameter at {at:#x} lies beyond the {limit} bytes of shared memory")));
        };
        if space.len() < end {
            space.resize(end, 0);
        }
        space[at..end].copy_from_slice(&bytes);
    }
    Ok(space)
}
