//! Semantic tags of the Tesla description: what a word of an instruction means, attached to the word
//! ([`T`]) so that execution ([`crate::exec::lower`]) reads meanings, never printed text. Printing and
//! parsing ignore them; a word no execution needs (texture, interpolation, ...) carries none.

use crate::engine::{Atom, TW};

/// A word's meaning. Values are stable within a build only.
#[repr(u16)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sem {
    NoTag = 0,
    /// `mov`
    Mov,
    /// `add`
    Add,
    /// `sub`
    Sub,
    /// `subr`
    Subr,
    /// `addc`
    Addc,
    /// `mul`
    Mul,
    /// `fma`
    Fma,
    /// `min`
    Min,
    /// `max`
    Max,
    /// `sad`
    Sad,
    /// `slct`
    Slct,
    /// `ld`
    Ld,
    /// `st`
    St,
    /// `cas`
    Cas,
    /// `exch`
    Exch,
    /// `red`
    Red,
    /// `vote`
    Vote,
    /// `pmevent`
    PmEvent,
    /// `trap`
    Trap,
    /// `brkpt`
    Brkpt,
    /// `preret`
    PreRet,
    /// `bra`
    Bra,
    /// `joinat`
    JoinAt,
    /// `breakaddr`
    BreakAddr,
    /// `break`
    Break,
    /// `call`
    Call,
    /// `ret`
    Ret,
    /// `exit`
    Exit,
    /// `nop`
    Nop,
    /// `bar`
    Bar,
    /// `shl`
    Shl,
    /// `shr`
    Shr,
    /// `and`
    And,
    /// `or`
    Or,
    /// `xor`
    Xor,
    /// `mov2`
    Mov2,
    /// `set`
    Set,
    /// `cvt`
    Cvt,
    /// `rcp`
    Rcp,
    /// `rsqrt`
    Rsqrt,
    /// `ex2`
    Ex2,
    /// `lg2`
    Lg2,
    /// `sin`
    Sin,
    /// `cos`
    Cos,
    /// `preex2`
    PreEx2,
    /// `presin`
    PreSin,
    /// `join`
    Join,
    /// `high`
    High,
    /// `sat`
    Sat,
    /// `abs`
    Abs,
    /// `neg`
    Neg,
    /// `not`
    Not,
    /// `rn`
    Rn,
    /// `rz`
    Rz,
    /// `rm`
    Rm,
    /// `rp`
    Rp,
    /// `rni`
    Rni,
    /// `rzi`
    Rzi,
    /// `rmi`
    Rmi,
    /// `rpi`
    Rpi,
    /// `all`
    All,
    /// `any`
    Any,
    /// `inc`
    Inc,
    /// `dec`
    Dec,
    /// `u8`
    U8,
    /// `s8`
    S8,
    /// `u16`
    U16,
    /// `s16`
    S16,
    /// `b16`
    B16,
    /// `u24`
    U24,
    /// `s24`
    S24,
    /// `u32`
    U32,
    /// `s32`
    S32,
    /// `b32`
    B32,
    /// `u64`
    U64,
    /// `b64`
    B64,
    /// `s64`
    S64,
    /// `f16`
    F16,
    /// `f32`
    F32,
    /// `f64`
    F64,
    /// `b128`
    B128,
    /// `never`
    CNever,
    /// `l`
    CL,
    /// `e`
    CE,
    /// `le`
    CLe,
    /// `g`
    CG,
    /// `lg`
    CLg,
    /// `ge`
    CGe,
    /// `lge`
    CLge,
    /// `u`
    CU,
    /// `lu`
    CLu,
    /// `eu`
    CEu,
    /// `leu`
    CLeu,
    /// `gu`
    CGu,
    /// `lgu`
    CLgu,
    /// `geu`
    CGeu,
    /// `always`
    CAlways,
    /// `o`
    CO,
    /// `c`
    CC,
    /// `a`
    CA,
    /// `s`
    CS,
    /// `ns`
    CNs,
    /// `na`
    CNa,
    /// `nc`
    CNc,
    /// `no`
    CNo,
}

/// A word and its meaning.
#[allow(non_snake_case)]
pub const fn T(text: &'static str, sem: Sem) -> Atom {
    TW(text, sem as u16)
}

/// Every tag, in value order (to read a `u16` back).
const ALL: &[Sem] = &[
    Sem::Mov,
    Sem::Add,
    Sem::Sub,
    Sem::Subr,
    Sem::Addc,
    Sem::Mul,
    Sem::Fma,
    Sem::Min,
    Sem::Max,
    Sem::Sad,
    Sem::Slct,
    Sem::Ld,
    Sem::St,
    Sem::Cas,
    Sem::Exch,
    Sem::Red,
    Sem::Vote,
    Sem::PmEvent,
    Sem::Trap,
    Sem::Brkpt,
    Sem::PreRet,
    Sem::Bra,
    Sem::JoinAt,
    Sem::BreakAddr,
    Sem::Break,
    Sem::Call,
    Sem::Ret,
    Sem::Exit,
    Sem::Nop,
    Sem::Bar,
    Sem::Shl,
    Sem::Shr,
    Sem::And,
    Sem::Or,
    Sem::Xor,
    Sem::Mov2,
    Sem::Set,
    Sem::Cvt,
    Sem::Rcp,
    Sem::Rsqrt,
    Sem::Ex2,
    Sem::Lg2,
    Sem::Sin,
    Sem::Cos,
    Sem::PreEx2,
    Sem::PreSin,
    Sem::Join,
    Sem::High,
    Sem::Sat,
    Sem::Abs,
    Sem::Neg,
    Sem::Not,
    Sem::Rn,
    Sem::Rz,
    Sem::Rm,
    Sem::Rp,
    Sem::Rni,
    Sem::Rzi,
    Sem::Rmi,
    Sem::Rpi,
    Sem::All,
    Sem::Any,
    Sem::Inc,
    Sem::Dec,
    Sem::U8,
    Sem::S8,
    Sem::U16,
    Sem::S16,
    Sem::B16,
    Sem::U24,
    Sem::S24,
    Sem::U32,
    Sem::S32,
    Sem::B32,
    Sem::U64,
    Sem::B64,
    Sem::S64,
    Sem::F16,
    Sem::F32,
    Sem::F64,
    Sem::B128,
    Sem::CNever,
    Sem::CL,
    Sem::CE,
    Sem::CLe,
    Sem::CG,
    Sem::CLg,
    Sem::CGe,
    Sem::CLge,
    Sem::CU,
    Sem::CLu,
    Sem::CEu,
    Sem::CLeu,
    Sem::CGu,
    Sem::CLgu,
    Sem::CGeu,
    Sem::CAlways,
    Sem::CO,
    Sem::CC,
    Sem::CA,
    Sem::CS,
    Sem::CNs,
    Sem::CNa,
    Sem::CNc,
    Sem::CNo,
];

impl Sem {
    /// The tag of value `v` (0 and unknown values: [`Sem::NoTag`]).
    pub fn from_u16(v: u16) -> Sem {
        v.checked_sub(1).and_then(|i| ALL.get(i as usize)).copied().unwrap_or(Sem::NoTag)
    }

    /// A predicate condition's code (the 5-bit field's value), for the condition words.
    pub fn cond_code(self) -> Option<u8> {
        use Sem::*;
        Some(match self {
            CNever => 0x00,
            CL => 0x01,
            CE => 0x02,
            CLe => 0x03,
            CG => 0x04,
            CLg => 0x05,
            CGe => 0x06,
            CLge => 0x07,
            CU => 0x08,
            CLu => 0x09,
            CEu => 0x0a,
            CLeu => 0x0b,
            CGu => 0x0c,
            CLgu => 0x0d,
            CGeu => 0x0e,
            CAlways => 0x0f,
            CO => 0x10,
            CC => 0x11,
            CA => 0x12,
            CS => 0x13,
            CNs => 0x1c,
            CNa => 0x1d,
            CNc => 0x1e,
            CNo => 0x1f,
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_read_back_from_their_values() {
        for (i, &s) in ALL.iter().enumerate() {
            assert_eq!(s as u16, i as u16 + 1);
            assert_eq!(Sem::from_u16(s as u16), s);
        }
        assert_eq!(Sem::from_u16(0), Sem::NoTag);
        assert_eq!(Sem::from_u16(u16::MAX), Sem::NoTag);
    }
}
