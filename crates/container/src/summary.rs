//! The text of `gpuisa info FILE`: architecture, kernels with code sizes and resources, parameters,
//! attributes, constant banks and other facts.

use crate::Container;
use std::fmt;

/// Displays a [`Container`] summary; made by [`Container::summary`].
pub struct Summary<'a>(pub &'a Container);

impl fmt::Display for Summary<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = self.0;
        writeln!(f, "format: {}", c.format)?;
        match &c.arch {
            Some(a) => writeln!(f, "architecture: {a}")?,
            None => writeln!(f, "architecture: not named by the file (`gpuisa dis`, `as` and `run` need --arch for it; `info` has none)")?,
        }
        writeln!(f, "kernels: {}", c.kernels.len())?;
        for k in &c.kernels {
            let name = if k.name.is_empty() {
                "(unnamed)"
            } else {
                &k.name
            };
            write!(f, "  {name}: {} bytes of code", k.code.len())?;
            if k.base_addr != 0 {
                write!(f, " at 0x{:x}", k.base_addr)?;
            }
            let r = &k.resources;
            let res: Vec<String> = [
                r.regs.map(|v| format!("{v} registers")),
                r.smem.map(|v| format!("{v} bytes shared")),
                r.lmem.map(|v| format!("{v} bytes local")),
                r.bar.map(|v| format!("{v} barriers")),
            ]
            .into_iter()
            .flatten()
            .collect();
            if !res.is_empty() {
                write!(f, "; {}", res.join(", "))?;
            }
            writeln!(f)?;
            if !k.params.is_empty() {
                let ps: Vec<String> = k
                    .params
                    .iter()
                    .map(|p| format!("#{} @0x{:x} ({} bytes)", p.ordinal, p.offset, p.size))
                    .collect();
                writeln!(f, "    params: {}", ps.join(", "))?;
            }
            for a in &k.attributes {
                writeln!(
                    f,
                    "    {}{}{}",
                    a.name,
                    if a.value.is_empty() { "" } else { ": " },
                    a.value
                )?;
            }
        }
        if !c.const_banks.is_empty() {
            writeln!(f, "constant banks: {}", c.const_banks.len())?;
            for b in &c.const_banks {
                write!(f, "  {}", b.name)?;
                if let Some(n) = b.bank {
                    write!(f, " (c[{n}]")?;
                    if b.offset != 0 {
                        write!(f, " + 0x{:x}", b.offset)?;
                    }
                    write!(f, ")")?;
                }
                if let Some(k) = &b.kernel {
                    write!(f, " of {k}")?;
                }
                write!(f, ": {} bytes", b.size)?;
                if b.data.len() as u64 != b.size {
                    write!(f, " ({} initialised)", b.data.len())?;
                }
                writeln!(f)?;
            }
        }
        if !c.device_vars.is_empty() {
            writeln!(f, "device variables: {}", c.device_vars.len())?;
            for v in &c.device_vars {
                write!(f, "  {}: {} bytes", v.name, v.size)?;
                if !v.init.is_empty() {
                    write!(f, " ({} initialised)", v.init.len())?;
                }
                let refs: Vec<String> = v
                    .refs
                    .iter()
                    .map(|r| format!("c[{}][0x{:x}] ({} bytes)", r.bank, r.offset, r.bytes))
                    .collect();
                if refs.is_empty() {
                    writeln!(f, "; no relocation gives the code its address")?;
                } else {
                    writeln!(f, "; its address at {}", refs.join(", "))?;
                }
            }
        }
        for (k, v) in &c.info {
            writeln!(f, "{k}: {v}")?;
        }
        Ok(())
    }
}
