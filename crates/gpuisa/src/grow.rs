//! What `as --replace-in` needs to put code of a new size into an ELF cubin: where each old instruction
//! went (from the addresses of a `gpuisa dis` listing's heads) and how many registers the new code uses
//! (from its operands' roles: `crate::regs`).

use gpuisa_container::OffsetMap;

/// One assembled statement: the address its listing line had (none for a line without a head: an
/// inserted one), and its new offset and length.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placed {
    pub head: Option<u64>,
    pub new: u64,
    pub len: u64,
}

/// The offset map of a kernel whose old code is `old` (at address `base`) and new code `new`, built from
/// the statements' heads. Without heads, or with heads that cannot be the old code's (out of order,
/// repeated, outside it), only the code before the first changed byte is known; code of unchanged size
/// without any head is taken as edited in place.
pub fn offset_map(placed: &[Placed], old: &[u8], new: &[u8], base: u64) -> OffsetMap {
    let headed: Vec<&Placed> = placed.iter().filter(|p| p.head.is_some()).collect();
    let why = if headed.is_empty() {
        if old.len() == new.len() {
            return OffsetMap::identity(old.len() as u64);
        }
        "the source gives no instruction addresses (`ADDR:` heads of a `gpuisa dis` listing)".to_string()
    } else {
        let mut moves = Vec::with_capacity(headed.len());
        let mut bad = None;
        for p in &headed {
            let addr = p.head.unwrap_or(0);
            let off = addr.wrapping_sub(base);
            if addr < base || off >= old.len() as u64 {
                bad = Some(format!("address 0x{addr:x} lies outside the old code (0x{base:x}, {} bytes)", old.len()));
                break;
            }
            if let Some(&(last, _, _)) = moves.last() {
                if off <= last {
                    bad = Some(format!("address 0x{addr:x} follows 0x{:x}: the addresses are out of order or repeated", last + base));
                    break;
                }
            }
            moves.push((off, p.new, p.len));
        }
        match bad {
            None => return OffsetMap::Moves(moves),
            Some(b) => format!("the listing's addresses cannot be the old code's ({b})"),
        }
    };
    let first_change = old.iter().zip(new).position(|(a, b)| a != b).unwrap_or(old.len().min(new.len()));
    OffsetMap::Prefix { keep_below: first_change as u64, why }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(head: Option<u64>, new: u64) -> Placed {
        Placed { head, new, len: 8 }
    }

    #[test]
    fn heads_give_moves_and_bad_heads_a_prefix() {
        let old = [0u8; 24];
        let mut new = vec![1u8; 8];
        new.extend_from_slice(&old);
        let m = offset_map(&[p(None, 0), p(Some(0), 8), p(Some(8), 16), p(Some(16), 24)], &old, &new, 0);
        assert_eq!(m, OffsetMap::Moves(vec![(0, 8, 8), (8, 16, 8), (16, 24, 8)]));
        // Repeated: only the code before the first change is known.
        match offset_map(&[p(Some(0), 0), p(Some(0), 8), p(Some(8), 16), p(Some(16), 24)], &old, &new, 0) {
            OffsetMap::Prefix { keep_below: 0, why } => assert!(why.contains("out of order or repeated"), "{why}"),
            m => panic!("{m:?}"),
        }
        match offset_map(&[p(None, 0), p(None, 8)], &old, &old[..16], 0) {
            OffsetMap::Prefix { keep_below: 16, why } => assert!(why.contains("no instruction addresses"), "{why}"),
            m => panic!("{m:?}"),
        }
        assert_eq!(offset_map(&[p(None, 0)], &old, &old, 0), OffsetMap::identity(24));
        assert!(matches!(offset_map(&[p(Some(0x100), 0)], &old, &new, 0), OffsetMap::Prefix { .. }));
    }
}

#[cfg(test)]
mod corpus_tests {
    /// On every corpus ELF kernel, the registers the code uses are at most those the cubin declares (so an
    /// unchanged kernel is never raised), and for most of them exactly those.
    #[test]
    fn register_counts_agree_with_the_corpus() {
        let (mut same, mut fewer, mut all) = (0, 0, 0);
        for sub in ["tesla", "fermi"] {
            let dir = gpuisa_core::shared::dir().join("corpus").join(sub);
            for e in std::fs::read_dir(&dir).unwrap() {
                let p = e.unwrap().path();
                let bytes = std::fs::read(&p).unwrap();
                if !bytes.starts_with(b"\x7fELF") {
                    continue;
                }
                let c = gpuisa_container::read(&bytes).unwrap();
                for k in &c.kernels {
                    let declared = k.resources.regs.unwrap();
                    let used = if sub == "fermi" {
                        crate::regs::regs_used(&gpuisa_fermi::Fermi::new(gpuisa_fermi::ShiftWrap::Clear), &k.code, true)
                    } else {
                        let v = c.arch.and_then(|i| i.tesla_variant()).and_then(gpuisa_tesla::Variant::from_name).unwrap();
                        crate::regs::regs_used(&gpuisa_tesla::Tesla::new(v, gpuisa_tesla::ProgramType::Compute), &k.code, false)
                    }
                    .unwrap();
                    assert!(used <= declared, "{} {}: uses {used}, declares {declared}", p.display(), k.name);
                    all += 1;
                    if used == declared {
                        same += 1;
                    } else {
                        fewer += 1;
                    }
                }
            }
        }
        eprintln!("{all} kernels: the code uses the declared register count in {same}, fewer in {fewer}");
        assert!(same * 10 > all * 9, "{same} of {all}");
    }
}
