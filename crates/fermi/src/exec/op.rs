//! Pre-decoded Fermi instructions: what [`super::lower`] makes of the description's tags and operands.

use crate::sem::Sem;

/// A source operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Src {
    None,
    /// A general register (63 is RZ: reads zero).
    R(u8),
    Imm(u32),
    /// `c[bank][offset]`.
    C(u8, u32),
}

/// Register 63: reads zero, writes are discarded.
pub const RZ: u8 = 63;
/// Predicate 7: always true.
pub const PT: u8 = 7;

/// [`Op::mods`] holds every tag.
const _: () = assert!((Sem::Count as usize) <= 256);

/// One instruction, lowered.
#[derive(Clone, Debug)]
pub struct Op {
    pub kind: Sem,
    /// Modifier tags present (bit `tag` of the 256-bit set).
    pub mods: [u64; 4],
    pub guard: u8,
    pub guard_neg: bool,
    pub d: u8,
    pub pd: u8,
    pub pd2: u8,
    pub s: [Src; 3],
    pub neg: [bool; 3],
    pub inv: [bool; 3],
    pub abs: [bool; 3],
    /// Predicate sources (PT when absent) and their negations.
    pub ps: [u8; 3],
    pub ps_neg: [bool; 3],
    /// Memory: base register, byte offset, bank (c[]), access size in bytes.
    pub base: u8,
    pub off: i64,
    pub bank: u8,
    pub size: u8,
    /// Branch target (instruction index) or ISCADD's shift or S2R's special register.
    pub target: usize,
    pub imm: u32,
    /// Byte addresses of the next instruction and of the code's end (BRX's targets are relative).
    pub next: u64,
    pub end: u64,
    /// Its whole-warp form, when it has one ([`super::fast`]; set at load).
    pub fast: super::fast::Fast,
    /// LD_LDU and LDS_LDU: the two loads (`exec::pair`).
    pub pair: Option<Box<(Op, Op)>>,
}

impl Op {
    pub fn new(kind: Sem) -> Op {
        Op {
            kind,
            mods: [0; 4],
            guard: PT,
            guard_neg: false,
            d: RZ,
            pd: PT,
            pd2: PT,
            s: [Src::None; 3],
            neg: [false; 3],
            inv: [false; 3],
            abs: [false; 3],
            ps: [PT; 3],
            ps_neg: [false; 3],
            base: RZ,
            off: 0,
            bank: 0,
            size: 4,
            target: 0,
            imm: 0,
            next: 0,
            end: 0,
            pair: None,
            fast: super::fast::Fast::No,
        }
    }

    /// Whether modifier `m` is present.
    #[inline]
    pub fn has(&self, m: Sem) -> bool {
        let b = m as usize;
        b < 256 && self.mods[b / 64] >> (b % 64) & 1 != 0
    }

    pub fn set(&mut self, m: Sem) {
        let b = m as usize;
        if b < 256 {
            self.mods[b / 64] |= 1 << (b % 64);
        }
    }

    /// The first of `ms` present.
    pub fn which(&self, ms: &[Sem]) -> Option<Sem> {
        ms.iter().copied().find(|&m| self.has(m))
    }
}
