//! Putting new code into an ELF cubin in place of a kernel's (asfermi's replace workflow), of any size.
//!
//! The kernel's `.text.<name>` section gets the new bytes. When their size differs from the old, the ELF
//! is rewritten (`elf_resize.rs`): every section stored after the code moves by the difference
//! (rounded so that each keeps its place modulo its `sh_addralign`), and the section and program header
//! tables, the segments, the kernel's symbols, the relocations of its code and the instruction offsets of
//! its `.nv.info.<name>` attributes follow. Offsets inside the code go through an [`OffsetMap`]: where each
//! old instruction went. A file offset or code offset that must move but cannot be placed is an error,
//! never a file with a stale reference.

use crate::ContainerError;

/// Where the old code's instructions are in the new code: old byte offset (in the kernel) to new.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OffsetMap {
    /// The instructions whose place is known, as (old offset, new offset, length in bytes), sorted by old
    /// offset with no two at the same one. An old offset inside an instruction maps to the same place in
    /// its new position; offsets of instructions that are not listed (deleted ones) are unmapped.
    Moves(Vec<(u64, u64, u64)>),
    /// Only the code before `keep_below` is known to be where it was (the first change): offsets below it
    /// stay, the others are unmapped. `why` says why nothing better is known (shown in messages).
    Prefix { keep_below: u64, why: String },
}

impl OffsetMap {
    /// The identity (code edited in place): every offset below `size` stays.
    pub fn identity(size: u64) -> OffsetMap {
        OffsetMap::Prefix { keep_below: size, why: String::new() }
    }

    /// Where old offset `off` went (`old_size` maps to `new_size`, the end of the code).
    pub fn map(&self, off: u64, old_size: u64, new_size: u64) -> Option<u64> {
        if off == old_size {
            return Some(new_size);
        }
        if off > old_size {
            return None;
        }
        match self {
            OffsetMap::Prefix { keep_below, .. } => (off < *keep_below && off < new_size).then_some(off),
            OffsetMap::Moves(moves) => {
                let i = moves.partition_point(|m| m.0 <= off).checked_sub(1)?;
                let (old, new, len) = moves[i];
                let inside = off - old;
                let next = moves.get(i + 1).map_or(old_size, |m| m.0);
                (inside < len.max(1) && off < next).then(|| new + inside).filter(|&n| n < new_size)
            }
        }
    }
}

/// How the new code is put in: its offset map and the register count it needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Resize {
    pub map: OffsetMap,
    /// Registers the new code uses; the kernel's declared count is raised to it when smaller (never lowered).
    pub regs: Option<u32>,
}

/// The rewritten file and what the caller should tell the user (offsets left unmapped, a raised
/// register count).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replaced {
    pub bytes: Vec<u8>,
    pub notes: Vec<String>,
}

/// Returns a copy of the ELF cubin `bytes` with `code` in place of kernel `kernel`'s code. `how` maps the
/// old code's offsets to the new; the kernel's register count is raised to `how.regs` if that is larger.
pub fn replace_kernel(bytes: &[u8], kernel: &str, code: &[u8], how: &Resize) -> Result<Replaced, ContainerError> {
    // Read first, so that a file the reader refuses is refused here too.
    crate::read_elf(bytes)?;
    crate::elf_resize::resize(bytes, kernel, code, how)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn maps() {
        let m = OffsetMap::Moves(vec![(0, 8, 8), (8, 16, 4), (16, 20, 8)]);
        assert_eq!(m.map(0, 24, 28), Some(8));
        assert_eq!(m.map(4, 24, 28), Some(12));
        assert_eq!(m.map(8, 24, 28), Some(16));
        assert_eq!(m.map(12, 24, 28), None, "between the instruction's end and the next");
        assert_eq!(m.map(16, 24, 28), Some(20));
        assert_eq!(m.map(24, 24, 28), Some(28));
        assert_eq!(m.map(32, 24, 28), None);
        // A deleted instruction (8) is not mapped.
        let m = OffsetMap::Moves(vec![(0, 0, 8), (16, 8, 8)]);
        assert_eq!((m.map(8, 24, 16), m.map(16, 24, 16)), (None, Some(8)));
        let p = OffsetMap::Prefix { keep_below: 16, why: "x".into() };
        assert_eq!((p.map(8, 32, 40), p.map(16, 32, 40), p.map(32, 32, 40)), (Some(8), None, Some(40)));
        assert_eq!(OffsetMap::identity(16).map(8, 16, 16), Some(8));
    }
}
