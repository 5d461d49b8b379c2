//! `__device__` variables of a module: where a run puts them in global memory, and the addresses it writes
//! into the constant banks the code reads them from (the container's relocations, as a driver applies
//! them when it loads the module).

use crate::params::{num, short};
use crate::{Error, Result};
use gpuisa_container::DeviceVar;
use gpuisa_simt::Memory;

/// Alignment of a variable placed without `--symbol`.
const ALIGN: u64 = 256;

/// Places `vars` in `mem.global`: at the addresses `--symbol NAME@ADDR` (`specs`) gives, the others
/// from the top of global memory down, in the container's order, each 256-byte aligned. Writes each
/// variable's initial contents, then its address into every constant bank place that asks for it (a bank
/// holds `bank_size` bytes). Returns the variables' addresses in the container's order.
pub fn place(vars: &[DeviceVar], specs: &[String], mem: &mut Memory, bank_size: usize) -> Result<Vec<u64>> {
    let mut fixed: Vec<Option<u64>> = vec![None; vars.len()];
    for spec in specs {
        let (name, at) = spec
            .rsplit_once('@')
            .ok_or_else(|| Error::Usage(format!("--symbol `{}`: write NAME@ADDR", short(spec))))?;
        let addr = num(at).map_err(|e| Error::Usage(format!("--symbol `{}`: {e}", short(spec))))?;
        let Some(i) = vars.iter().position(|v| v.name == name) else {
            let names: Vec<&str> = vars.iter().map(|v| v.name.as_str()).collect();
            let known = if names.is_empty() { "the program has none".to_string() } else { format!("it has {}", names.join(", ")) };
            return Err(Error::Usage(format!("--symbol `{}`: no device variable `{}` ({known})", short(spec), short(name))));
        };
        if fixed[i].replace(addr).is_some() {
            return Err(Error::Usage(format!("--symbol: `{}` placed twice", short(name))));
        }
    }
    let size = mem.global.len() as u64;
    let mut top = size;
    let mut addrs = Vec::with_capacity(vars.len());
    for (v, at) in vars.iter().zip(fixed) {
        let addr = match at {
            Some(a) => a,
            None => {
                top = top.checked_sub(v.size).map(|t| t & !(ALIGN - 1)).ok_or_else(|| {
                    Error::Container(format!("device variable `{}` ({} bytes) does not fit the {size} bytes of global memory (--global-size)", v.name, v.size))
                })?;
                top
            }
        };
        let fits = addr.checked_add(v.size).is_some_and(|end| end <= size);
        // Initial contents beyond the variable's size (a text cubin may list more) are not its own.
        let init = &v.init[..v.init.len().min(usize::try_from(v.size).unwrap_or(usize::MAX))];
        if !fits || !mem.global.write_bytes(addr as usize, init) {
            return Err(Error::Container(format!(
                "device variable `{}`: {} bytes at {addr:#x} do not fit the {size} bytes of global memory (--global-size)",
                v.name, v.size
            )));
        }
        for r in &v.refs {
            let n = usize::from(r.bytes);
            let bank = mem.consts.get_mut(r.bank as usize).ok_or_else(|| {
                Error::Container(format!("device variable `{}`: its address goes to bank c[{}], which does not exist", v.name, r.bank))
            })?;
            let at = usize::try_from(r.offset).ok().filter(|&o| o + n <= bank_size).ok_or_else(|| {
                Error::Container(format!("device variable `{}`: its address goes to c[{}][{:#x}], beyond the bank", v.name, r.bank, r.offset))
            })?;
            if bank.len() < at + n {
                bank.resize(at + n, 0);
            }
            let mut held = [0u8; 8];
            held[..n].copy_from_slice(&bank[at..at + n]);
            let value = u64::from_le_bytes(held).wrapping_add(addr).wrapping_add(r.addend as u64);
            if n == 4 && value > u64::from(u32::MAX) {
                return Err(Error::Container(format!("device variable `{}`: address {value:#x} does not fit the 32 bits of c[{}][{:#x}]", v.name, r.bank, r.offset)));
            }
            bank[at..at + n].copy_from_slice(&value.to_le_bytes()[..n]);
        }
        addrs.push(addr);
    }
    Ok(addrs)
}

#[cfg(test)]
mod tests {
    use super::*;
    use gpuisa_container::AddressRef;
    use gpuisa_simt::Global;

    fn var(name: &str, size: u64, bank: u32, offset: u64, bytes: u8) -> DeviceVar {
        DeviceVar { name: name.into(), size, init: vec![7; size as usize / 2], refs: vec![AddressRef { bank, offset, bytes, addend: 0 }] }
    }

    fn mem() -> Memory {
        Memory { global: Global::new(0x10000), consts: vec![Vec::new(); 16] }
    }

    #[test]
    fn variables_go_to_the_top_of_global_memory_and_their_addresses_to_the_banks() {
        let vars = [var("a", 4, 14, 0, 4), var("b", 300, 14, 8, 8)];
        let mut m = mem();
        // c14[8] already holds an addend of 0x10 (an ELF REL relocation's addend is in place).
        m.consts[14] = vec![0; 16];
        m.consts[14][8] = 0x10;
        let addrs = place(&vars, &[], &mut m, 1 << 16).unwrap();
        assert_eq!(addrs, [0xff00, 0xfd00]);
        assert_eq!(&m.consts[14][0..4], &0xff00u32.to_le_bytes());
        assert_eq!(&m.consts[14][8..16], &0xfd10u64.to_le_bytes());
        assert_eq!(m.global.word(0xff00), 0x0707, "the initial contents, then zeros");
    }

    #[test]
    fn a_symbol_option_places_a_variable() {
        let vars = [var("a", 4, 14, 0, 4), var("b", 8, 14, 4, 4)];
        let mut m = mem();
        let addrs = place(&vars, &["b@0x100".into()], &mut m, 1 << 16).unwrap();
        assert_eq!(addrs, [0xff00, 0x100]);
        assert_eq!(&m.consts[14][4..8], &0x100u32.to_le_bytes());
    }

    #[test]
    fn bad_placements_are_refused() {
        let vars = [var("a", 4, 14, 0, 4)];
        for (spec, want) in [("c@0x10", "no device variable `c` (it has a)"), ("a", "write NAME@ADDR"), ("a@0xfffe", "do not fit")] {
            let err = place(&vars, &[spec.into()], &mut mem(), 1 << 16).unwrap_err();
            let text = err.to_string();
            assert!(text.contains(want), "{spec}: {text}");
        }
        let far = [var("a", 4, 14, 0xfffe, 4)];
        assert!(place(&far, &[], &mut mem(), 1 << 16).is_err());
        let huge = [var("a", 1 << 20, 14, 0, 4)];
        assert!(place(&huge, &[], &mut mem(), 1 << 16).is_err());
    }
}
