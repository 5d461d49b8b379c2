//! Decoded operand values: typed, independent of any syntax.

use super::RegFile;

/// Which part of a register an operand names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Part {
    #[default]
    Full,
    Lo,
    Hi,
    Double,
    Quad,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Reg {
    pub file: RegFile,
    pub num: u16,
    pub part: Part,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum MemBase {
    #[default]
    None,
    A(u8),
    R(u16),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Mem {
    /// Space letter (s, c, l, a, p, v, g, o), as an ASCII byte.
    pub space: u8,
    /// Bank number for c[] and g[] spaces.
    pub bank: Option<u8>,
    pub base: MemBase,
    /// Byte offset (already scaled).
    pub offset: i64,
    pub postinc: bool,
}

/// Up to four components; `None` components are masked off (`#`).
#[derive(Clone, Copy, Debug, Eq)]
pub struct RegVec {
    pub base: u16,
    pub count: u8,
    pub mask: u8,
}

impl PartialEq for RegVec {
    fn eq(&self, o: &Self) -> bool {
        // With every component masked off the base register is not part of the value.
        self.count == o.count && self.mask == o.mask && (self.mask == 0 || self.base == o.base)
    }
}

// Consistent with `eq`: the base is hashed only when some component uses it.
impl std::hash::Hash for RegVec {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        (self.count, self.mask, if self.mask == 0 { 0 } else { self.base }).hash(h)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Operand {
    #[default]
    None,
    Reg(Reg),
    Imm(i64),
    Target(u64),
    Mem(Mem),
    Vec(RegVec),
    Discard,
}
