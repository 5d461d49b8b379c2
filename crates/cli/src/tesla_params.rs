//! A Tesla run's parameter space from `--param`: checked against the parameters the cubin declares (their
//! number and sizes, as a Fermi run's are), or, for code that declares none (hex files, raw code), 32-bit
//! words in order from s[0x10].

use crate::out::{usage, Fail, OrUsage, Res};
use crate::params::{param, param_bytes};
use crate::run_tesla::short;
use gpuisa_container::Kernel;

/// The bytes of the parameter space (offset 0 is s[0x10]), at most `limit` bytes.
pub fn space(values: &[String], kernel: &Kernel, limit: usize) -> Res<Vec<u8>> {
    let numbered = values.iter().any(|p| p.starts_with('#'));
    let mut declared = kernel.params.clone();
    declared.sort_by_key(|p| p.ordinal);
    let mut placed: Vec<(usize, Vec<u8>)> = Vec::new();
    if numbered {
        // `#N=V`: each value names its parameter; positional values cannot be mixed in (which would they be?).
        for p in values {
            let Some((n, v)) = p.strip_prefix('#').and_then(|r| r.split_once('=')) else {
                return usage(format!("--param {}: give every parameter as #N=V once one is (positional values cannot be mixed in)", short(p)));
            };
            let n: u32 = n.parse().map_err(|_| Fail::Usage(format!("--param {}: `{}` is not a parameter number", short(p), short(n))))?;
            let meta = declared.iter().find(|m| m.ordinal == n).ok_or_else(|| {
                format!("--param {}: the cubin lists no parameter {n} for {} ({} listed)", short(p), kernel.name, declared.len())
            })?;
            let bytes = param_bytes(v, meta.size).map_err(|e| format!("--param {}: {e}", short(p))).or_usage()?;
            placed.push((meta.offset as usize, bytes));
        }
    } else if declared.is_empty() {
        // Nothing declared: 32-bit words in order.
        for (i, p) in values.iter().enumerate() {
            placed.push((4 * i, param(p).or_usage()?.to_le_bytes().to_vec()));
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
            let bytes = param_bytes(v, meta.size).map_err(|e| format!("kernel {}: parameter #{}: {e}", kernel.name, meta.ordinal)).or_usage()?;
            placed.push((meta.offset as usize, bytes));
        }
    }
    let mut space = Vec::new();
    for (at, bytes) in placed {
        let end = at.checked_add(bytes.len()).filter(|&e| e <= limit);
        let Some(end) = end else {
            return Err(Fail::Input(format!("--param: a parameter at {at:#x} lies beyond the {limit} bytes of shared memory")));
        };
        if space.len() < end {
            space.resize(end, 0);
        }
        space[at..end].copy_from_slice(&bytes);
    }
    Ok(space)
}
