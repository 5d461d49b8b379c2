//! The simulator's form of a Tesla instruction: what to compute, with its operands resolved.

use crate::sem::Sem;
use gpuisa_engine::Part;

/// Operand and operation types, from the type words (`b32` reads as `u32`, `b16` as `u16`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ty {
    U8,
    S8,
    U16,
    S16,
    U24,
    S24,
    U32,
    S32,
    U64,
    S64,
    F16,
    F32,
    F64,
    B128,
}

impl Ty {
    pub fn bytes(self) -> u32 {
        match self {
            Ty::U8 | Ty::S8 => 1,
            Ty::U16 | Ty::S16 | Ty::F16 => 2,
            Ty::U24 | Ty::S24 | Ty::U32 | Ty::S32 | Ty::F32 => 4,
            Ty::U64 | Ty::S64 | Ty::F64 => 8,
            Ty::B128 => 16,
        }
    }
    pub fn signed(self) -> bool {
        matches!(self, Ty::S8 | Ty::S16 | Ty::S24 | Ty::S32 | Ty::S64)
    }
    pub fn float(self) -> bool {
        matches!(self, Ty::F16 | Ty::F32 | Ty::F64)
    }
    /// Extends the low bits of `v` that the type holds to 32 (sign or zero).
    pub fn extend(self, v: u32) -> u32 {
        match self {
            Ty::U8 => v & 0xff,
            Ty::S8 => v as u8 as i8 as i32 as u32,
            Ty::U16 => v & 0xffff,
            Ty::S16 => v as u16 as i16 as i32 as u32,
            Ty::U24 => v & 0xff_ffff,
            Ty::S24 => ((v << 8) as i32 >> 8) as u32,
            _ => v,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Base {
    None,
    A(u8),
    R(u8),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemRef {
    /// Space letter: `s`, `c`, `g`, `l`.
    pub space: u8,
    pub bank: u8,
    pub base: Base,
    pub offset: i64,
    pub size: u32,
    pub postinc: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Src {
    R(u8, Part),
    A(u8),
    C(u8),
    Sr(u8),
    Imm(u64),
    Mem(MemRef),
    Target(usize),
    Discard,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Dst {
    #[default]
    None,
    R(u8, Part),
    A(u8),
    C(u8),
    Mem(MemRef),
}

/// A source with the type words printed just before it.
#[derive(Clone, Debug, PartialEq)]
pub struct Source {
    pub src: Src,
    pub pre: Vec<Ty>,
    /// Inside the multiply of a multiply-add.
    pub in_mul: bool,
    /// `neg`, `not` or `abs` written before it.
    pub neg: bool,
    pub not: bool,
    pub abs: bool,
}

/// What an instruction computes, decided once when the program is loaded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Kind {
    #[default]
    Nop,
    Mov,
    /// Integer add/sub/subr (`sub`: a - b, `subr`: b - a).
    IAdd { sub: bool, rev: bool },
    FAdd { sub: bool, rev: bool },
    /// Multiply-add: the product of sources 0 and 1, then the add of source 2 (`high`: bits 47..16 of
    /// a 24-bit product).
    IMad { sub: bool, rev: bool, ta: Ty, tb: Ty, high: bool },
    /// Sum of absolute difference: |a - b| + c.
    Sad,
    /// `c >= 0 ? a : b` (`c` signed or f32).
    Slct { float: bool },
    /// f64 arithmetic on register pairs.
    DAdd { sub: bool },
    DMul,
    DFma,
    DMin,
    DMax,
    /// An atomic operation on g[]: the old value to the destination.
    Atom(AtomOp),
    /// The same on 64-bit values in register pairs.
    Atom64(AtomOp),
    PreRet,
    Trap,
    /// A branch to the address read from c[] (all taking lanes must read the same one).
    BraIndirect,
    /// `vote any`/`vote all` of the predicate over the active lanes, into a `$c`.
    Vote { all: bool },
    FMad { sub: bool, rev: bool },
    /// `high`: bits 47..16 of the 48-bit product of 24-bit sources.
    IMul { ta: Ty, tb: Ty, high: bool },
    FMul,
    Shl,
    Shr,
    Logic(LogicOp),
    Min,
    Max,
    /// Compare with condition code: `l` 1, `e` 2, `g` 4, `u` 8.
    Set { code: u8, ty: Ty },
    Cvt { dt: Ty, st: Ty },
    /// A conversion with a 64-bit side (f64, u64, s64): the register pairs as 64-bit values.
    Cvt64 { dt: Ty, st: Ty },
    Ld,
    St,
    Sfu(SfuOp),
    /// f32 quad operation: each lane reads source 0 of lane `from` of its quad (0-3; 4 and 5 the
    /// horizontal and vertical neighbour, whose fake derivative is 0) and runs its own `ops` entry with
    /// its source 1 (0 add, 1 subr, 2 sub, 3 the second source alone).
    Quad { ops: [u8; 4], from: u8 },
    Bra,
    JoinAt,
    BreakAddr,
    Break,
    Call,
    Ret,
    Exit,
    Bar,
    /// A texture read ([`super::tex`]): `fetch` takes integer texel coordinates, else f32 ones.
    Tex { fetch: bool },
}

/// The operands of a texture read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct TexOp {
    /// The first destination register and the components written (x, y, z, w in bits 0-3), to
    /// consecutive registers.
    pub dst: u8,
    pub mask: u8,
    /// The texture unit (`$tN`).
    pub tex: u8,
    /// The first coordinate register and the number of coordinates (1: 1D, 2: 2D).
    pub coord: u8,
    pub coords: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LogicOp {
    And,
    Or,
    Xor,
    /// The second source (`mov2`).
    Pass,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AtomOp {
    Add,
    Inc,
    Dec,
    Min,
    Max,
    Exch,
    Cas,
    And,
    Or,
    Xor,
    /// Memory stays as it was (operations 8, 9, 13-15; and sub-word sizes on G200 and later).
    Keep,
    /// G84's `inc s32` and `dec s32` with a negative operand: a signed comparison (the G80-family
    /// reference results; docs/tesla-sim.md).
    IncNeg,
    DecNeg,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SfuOp {
    Rcp,
    Rsqrt,
    Ex2,
    Lg2,
    Sin,
    Cos,
    /// `presin`: the angle to quarter turns in fixed point ([`super::sfu::presin`]).
    PreSin,
    /// `preex2`: the argument to fixed point ([`super::sfu::preex2`]).
    PreEx2,
}

/// Rounding modes of float results.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Round {
    #[default]
    Near,
    Zero,
    Down,
    Up,
}

/// The modifier words that change what an instruction computes, read once when the program is loaded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Mods {
    /// `rn`/`rz`/`rm`/`rp`, or their integral forms `rni`...
    pub round: Round,
    /// An integral rounding (`rni`, `rzi`, `rmi`, `rpi`).
    pub rint: bool,
    pub sat: bool,
    /// `abs`, `neg` of a whole instruction (cvt).
    pub abs: bool,
    pub neg: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Op {
    /// The operation: what the form runs as (`lower::operations`).
    pub op: Sem,
    /// The mnemonic as printed, for statistics only.
    pub name: &'static str,
    pub kind: Kind,
    /// The integer operation type (`b16` ops work on 16 bits).
    pub ty: Ty,
    pub m: Mods,
    /// Reconverge before running (`join`); end the lanes after running (`exit`).
    pub join: bool,
    pub exit: bool,
    /// Predicate: condition code (15: always) on `$c[creg]`.
    pub cond: u8,
    pub creg: u8,
    /// Words other than types: rounding, `sat`, `abs`, `neg`, `not`, ...
    pub mods: Vec<Sem>,
    /// Type words before the destination (the operation's type; for cvt the destination's).
    pub types: Vec<Ty>,
    pub mad: bool,
    pub cdst: Option<u8>,
    pub dst: Dst,
    pub srcs: Vec<Source>,
    /// A texture read's operands.
    pub tex: TexOp,
    /// Its whole-warp form, when it has one ([`super::fast`]; set at load).
    pub fast: super::fast::Plan,
}

impl Default for Op {
    fn default() -> Op {
        Op {
            op: Sem::NoTag,
            name: "",
            kind: Kind::Nop,
            ty: Ty::U32,
            m: Mods::default(),
            join: false,
            exit: false,
            cond: 15,
            creg: 0,
            mods: Vec::new(),
            types: Vec::new(),
            mad: false,
            cdst: None,
            dst: Dst::None,
            srcs: Vec::new(),
            tex: TexOp::default(),
            fast: Default::default(),
        }
    }
}

impl Op {
    pub fn has(&self, m: Sem) -> bool {
        self.mods.contains(&m)
    }

    /// The modifiers as [`Mods`] (for loading: executing reads `self.m`).
    pub fn read_mods(&self) -> Mods {
        use Sem::*;
        let round = if self.has(Rz) || self.has(Rzi) {
            Round::Zero
        } else if self.has(Rm) || self.has(Rmi) {
            Round::Down
        } else if self.has(Rp) || self.has(Rpi) {
            Round::Up
        } else {
            Round::Near
        };
        Mods {
            round,
            rint: [Rni, Rzi, Rmi, Rpi].iter().any(|&m| self.has(m)),
            sat: self.has(Sat),
            abs: self.has(Abs),
            neg: self.has(Neg),
        }
    }
}
