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

/// How a control transfer finds its target: at load ([`Op::target`]), or when it runs, from c[] or a
/// register (`pcrel`: relative to the next instruction's address, else an absolute code address, the
/// kernel's first instruction at 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tgt {
    Fixed,
    /// next + `c[bank][off]` (`BRA`, `SSY`, `PBK`, `PCNT`, `PRET`, `CAL` with a c[] target).
    ConstRel,
    /// `c[bank][off]` (`JMP`, `JCAL` with a c[] target).
    ConstAbs,
    /// next + c[bank][R + off] (`BRX`).
    ConstRegRel,
    /// c[bank][R + off] (`JMX`).
    ConstRegAbs,
    /// next + off + R (`BRX R, target`).
    RegRel,
    /// off + R (`JMX R, address`).
    RegAbs,
}

/// Instruction indices by code address in 4-byte units (`u32::MAX` where no instruction starts): how a
/// target computed as the kernel runs becomes an instruction.
pub type CodeMap = std::sync::Arc<[u32]>;

/// The instruction at byte `a` of `map`'s code.
pub fn index_at(map: &[u32], a: u64) -> Option<usize> {
    if !a.is_multiple_of(4) {
        return None;
    }
    match map.get(usize::try_from(a / 4).ok()?) {
        Some(&i) if i != u32::MAX => Some(i as usize),
        _ => None,
    }
}

/// Register 63: reads zero, writes are discarded.
pub const RZ: u8 = 63;
/// Predicate 7: always true.
pub const PT: u8 = 7;

/// [`Op::mods`] holds every tag.
const _: () = assert!((Sem::Count as usize) <= 64 * MOD_WORDS);
/// Words of [`Op::mods`].
const MOD_WORDS: usize = 5;

/// One instruction, lowered.
#[derive(Clone, Debug)]
pub struct Op {
    pub kind: Sem,
    /// Modifier tags present (bit `tag` of the set).
    pub mods: [u64; MOD_WORDS],
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
    /// A target found as it runs: how, and the code's map ([`super::control`]).
    pub tgt: Tgt,
    pub map: Option<CodeMap>,
    /// Its byte address (LEPC reads it).
    pub addr: u64,
    /// Its condition code test, if any ([`super::control`]; set at load).
    pub cc: Option<Sem>,
}

impl Op {
    pub fn new(kind: Sem) -> Op {
        Op {
            kind,
            mods: [0; MOD_WORDS],
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
            tgt: Tgt::Fixed,
            map: None,
            addr: 0,
            cc: None,
            fast: super::fast::Fast::No,
        }
    }

    /// Whether modifier `m` is present.
    #[inline]
    pub fn has(&self, m: Sem) -> bool {
        let b = m as usize;
        b < 64 * MOD_WORDS && self.mods[b / 64] >> (b % 64) & 1 != 0
    }

    pub fn set(&mut self, m: Sem) {
        let b = m as usize;
        if b < 64 * MOD_WORDS {
            self.mods[b / 64] |= 1 << (b % 64);
        }
    }

    /// The first of `ms` present.
    pub fn which(&self, ms: &[Sem]) -> Option<Sem> {
        ms.iter().copied().find(|&m| self.has(m))
    }
}
