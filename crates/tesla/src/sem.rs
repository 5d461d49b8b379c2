//! Semantic tags of the Tesla description: what a word of an instruction means, attached to the word
//! ([`T`]) so that execution ([`crate::exec::lower`]) reads meanings, never printed text. Printing and
//! parsing ignore them; a word no execution needs (texture, interpolation, ...) carries none.

use crate::engine::{Atom, TW};

/// Declares [`Sem`] and the list of its tags in value order (to read a `u16` back).
macro_rules! sems {
    ($($v:ident),* $(,)?) => {
        /// A word's meaning: mnemonics, modifiers, types and predicate conditions (`C...`). Values are
        /// stable within a build only.
        #[repr(u16)]
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Sem {
            NoTag = 0,
            $($v),*
        }

        const ALL: &[Sem] = &[$(Sem::$v),*];
    };
}

sems! {
    Mov, Add, Sub, Subr, Addc, Mul, Fma, Min, Max, Sad, Slct, Ld, St, Cas, Exch, Red, Vote, PmEvent,
    Trap, Brkpt, PreRet, Bra, JoinAt, BreakAddr, Break, Call, Ret, Exit, Nop, Bar, Shl, Shr, And,
    Or, Xor, Mov2, Set, Cvt, Rcp, Rsqrt, Ex2, Lg2, Sin, Cos, PreEx2, PreSin, Join, High, Sat, Abs,
    Neg, Not, Rn, Rz, Rm, Rp, Rni, Rzi, Rmi, Rpi, All, Any, Inc, Dec, U8, S8, U16, S16, B16, U24,
    S24, U32, S32, B32, U64, B64, S64, F16, F32, F64, B128, CNever, CL, CE, CLe, CG, CLg, CGe, CLge,
    CU, CLu, CEu, CLeu, CGu, CLgu, CGeu, CAlways, CO, CC, CA, CS, CNs, CNa, CNc, CNo, B8,
    AtomKeep,
    TexAuto, TexFetch,
    Quadop, Lane0, Lane1, Lane2, Lane3, LaneDx, LaneDy,
}

/// A word and its meaning.
#[allow(non_snake_case)]
pub const fn T(text: &'static str, sem: Sem) -> Atom {
    TW(text, sem as u16)
}

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

    /// Every word of the description, with its tag.
    fn words(t: &'static crate::engine::Table, seen: &mut Vec<*const Atom>, out: &mut Vec<(&'static str, u16)>) {
        for f in t {
            for a in f.atoms {
                if seen.contains(&(a as *const Atom)) {
                    continue;
                }
                seen.push(a);
                match a {
                    Atom::Word(w, _, sem) => out.push((w, *sem)),
                    Atom::Sub(t) | Atom::Ignored(t) => words(t, seen, out),
                    Atom::Dispatch(_, ts) => ts.iter().for_each(|t| words(t, seen, out)),
                    _ => {}
                }
            }
        }
    }

    /// A word means one thing wherever the tables print it, so execution cannot miss a spelling that
    /// carries no tag (the one exception: `all` of texture instructions, which execution never reads).
    #[test]
    fn a_tagged_word_is_tagged_everywhere() {
        let mut all = Vec::new();
        words(crate::encoding::ROOT, &mut Vec::new(), &mut all);
        assert!(all.len() > 400, "{} words", all.len());
        let tagged: std::collections::BTreeMap<&str, u16> = all.iter().filter(|w| w.1 != 0).copied().collect();
        for (w, sem) in &all {
            if let Some(&t) = tagged.get(w) {
                assert!(*sem == t || (*w == "all" && *sem == 0), "`{w}` carries tags {sem} and {t}");
            }
        }
        assert!(tagged.len() > 90, "{} tagged words", tagged.len());
    }
}
