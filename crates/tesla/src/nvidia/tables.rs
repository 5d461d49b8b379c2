//! What NVIDIA's text of Tesla has of its own beside the views on the description's entries: its root,
//! which leaves the predicate and the join flag of long instructions to the views (NVIDIA prints the guard
//! after the first operand and `.S` after the operation's name), the guard that leads a branch, and memory
//! specs that count units of the access rather than bytes.

use crate::encoding::{control, fields::*, imm, long, short, OPCODE};
use gpuisa_engine::{Atom, Atom::*, Form, ImmSpec, MemBaseSpec, MemSpec, Post, Table};
use std::sync::OnceLock;

const fn f(value: u64, mask: u64, atoms: &'static [Atom]) -> Form {
    Form::new(value, mask, atoms)
}

/// The classes as the description's root has them, less the long forms' predicate and kind, which each
/// long form's view places ([`GUARD`] is the description's predicate, spelled by its view; [`KIND`]).
pub static ROOT: &Table = &[
    f(0x0, 0x1, &[Dispatch(OPCODE, &short::SHORT)]),
    f(0x3, 0x3, &[Dispatch(OPCODE, &control::CONTROL)]),
    f(0x3_0000_0001, 0x3_0000_0003, &[Dispatch(OPCODE, &imm::IMM_OPS)]),
    f(0x1, 0x3, &[Dispatch(OPCODE, &long::LONG)]),
];

/// Word 1 bits 0-1 of a long normal instruction: `.S` (join) after the name. cuobjdump prints no trace of
/// the exit flag, so a word with it has no NVIDIA text (it would read back as the word without).
pub static KIND: &Table = &[f(0, 3 << 32, &[]), f(2 << 32, 3 << 32, &[Post(".S")])];

/// The guard a long form's view places after its first operand: the description's predicate.
pub const GUARD: Atom = Sub(crate::encoding::pred::PRED);

/// What a long form's view places right after its name: the kind (`.S`).
pub const JOIN: Atom = Sub(KIND);

/// The predicate of a form whose hardware ignores it: NVIDIA prints none. Compilers write `never`, which
/// the reader takes first; `always` reads back too; any other is not NVIDIA's text.
pub static NO_GUARD: &Table = &[f(0, 0x1f << 39, &[]), f(0x0f << 39, 0x1f << 39, &[])];

/// The guard leading a branch or return: `BRA C0.NE, 0x50` (conditions 0-15; `always` prints none).
pub static LEAD: &Table = &{
    const NAMES: [&str; 16] =
        [".FL", ".LT", ".EQ", ".LE", ".GT", ".NE", ".GE", ".NUM", ".NAN", ".LTU", ".EQU", ".LEU", ".GTU", ".NEU", ".GEU", ".TR"];
    const ATOMS: [[Atom; 2]; 16] = {
        let mut a = [[Reg(&COND), Post(".TR")]; 16];
        let mut i = 0;
        while i < 16 {
            a[i] = [Reg(&COND), Post(NAMES[i])];
            i += 1;
        }
        a
    };
    let mut t = [f(0x0f << 39, 0x1f << 39, &[]); 16];
    let mut c = 0;
    while c < 15 {
        t[c] = f((c as u64) << 39, 0x1f << 39, &ATOMS[c]);
        c += 1;
    }
    t
};

/// A copy of `s` whose offset field is not scaled: NVIDIA counts shared and constant offsets in units of
/// the access (`g [0x4]` for `s[0x10]` of a word).
pub const fn units(s: &MemSpec) -> MemSpec {
    let offset = match &s.offset {
        Some(o) => Some(ImmSpec { field: o.field, signed: o.signed, shift: 0, minus: o.minus }),
        None => None,
    };
    let base = match &s.base {
        MemBaseSpec::None => MemBaseSpec::None,
        MemBaseSpec::Areg(f) => MemBaseSpec::Areg(*f),
        MemBaseSpec::Reg(r) => MemBaseSpec::Reg(r),
    };
    MemSpec { space: s.space, bank: s.bank, base, offset, postinc: s.postinc }
}

/// Unscaled copies of the description's shared and constant memory specs, by name.
pub mod u {
    use super::units;
    use crate::encoding::fields as d;
    use gpuisa_engine::MemSpec;
    macro_rules! units {
        ($($name:ident),* $(,)?) => { $(pub static $name: MemSpec = units(&d::$name);)* };
    }
    units!(
        SSHARED16, SSHARED32, SSHARED16PI, SSHARED32PI, LSHARED16, LSHARED32, LSHARED16PI, LSHARED32PI,
        FSHARED16, FSHARED32, FSHARED16PI, FSHARED32PI, SCONST16, SCONST32, SCONST16PI, SCONST32PI, L2CONST16,
        L2CONST32, L3CONST16, L3CONST32, L2CONST16PI, L2CONST32PI, L3CONST16PI, L3CONST32PI, L2CONST16NA,
        L2CONST32NA, L3CONST16NA, L3CONST32NA, FCONST16, FCONST32, FCONST16PI, FCONST32PI,
    );
}

/// NVIDIA's tables of Tesla, derived from the description's views once per process: an entry without a
/// view has no NVIDIA spelling and reads as `???` there.
pub fn root() -> &'static Table {
    static D: OnceLock<&'static Table> = OnceLock::new();
    D.get_or_init(|| gpuisa_engine::view::derive_spelled(ROOT))
}

/// The `$c` register a form writes, as NVIDIA names it after the operation's other suffixes: `.C1`.
pub static CDST_NAME: &Table = &[
    f(0 << 36, 3 << 36, &[Post(".C0")]),
    f(1 << 36, 3 << 36, &[Post(".C1")]),
    f(2 << 36, 3 << 36, &[Post(".C2")]),
    f(3 << 36, 3 << 36, &[Post(".C3")]),
];

/// A bit NVIDIA's text does not show (either value reads back, the text's reader trying both): a form's
/// view reads it through one of these with `As`.
macro_rules! quiet {
    ($($name:ident $bit:expr),* $(,)?) => {
        $(pub static $name: &Table = &[f(0, 1 << $bit, &[]), f(1 << $bit, 1 << $bit, &[])];)*
    };
}
quiet!(QUIET8 8, QUIET17 17, QUIET59 59);

/// A barrier's number, which NVIDIA's text names as a register: `b0` (`BAR.ARV.WAIT b0, 0xfff`). Tesla has
/// no predicate registers, so the notation takes that file for barriers.
pub static BAR_NAME: gpuisa_engine::RegSpec =
    gpuisa_engine::RegSpec { field: gpuisa_core::BitField::new(21, 4), file: gpuisa_engine::RegFile::P, shape: gpuisa_engine::RegShape::Word };

/// A copy of `s` for the address of a store to shared memory, which cuobjdump prints unspaced in either
/// style and untyped (`R2G.U32.U32 g[A1+0xc], R11`); the notation prints space `S` so.
pub const fn store(s: &MemSpec) -> MemSpec {
    let u = units(s);
    MemSpec { space: "S", ..u }
}

/// Unscaled copies of the shared memory specs of stores (see [`store`]).
pub mod st {
    use super::store;
    use crate::encoding::fields as d;
    use gpuisa_engine::MemSpec;
    macro_rules! stores {
        ($($name:ident),* $(,)?) => { $(pub static $name: MemSpec = store(&d::$name);)* };
    }
    stores!(FSHARED8, FSHARED16, FSHARED32, FSHARED8PI, FSHARED16PI, FSHARED32PI);
}

/// The shift of `R2A` (`shl $a`): none printed when it is zero (`R2A A2, R11`).
pub static R2A_SHIFT: &Table = &[f(0, 0xf << 16, &[]), f(0, 0, &[Imm(&HSHCNT)])];

/// The value a byte store takes: NVIDIA spells only a half register's (`R2G.U16.U8`).
pub static HALF_VALUE: &Table = &[f(0, 1 << 53, &[Reg(&LHSRC3)])];

/// The reductions of an atomic (`ld` with a reduction), named as the integer instructions are
/// (`GATOM.IADD.U32`, `GATOM.IMIN.S32`); a plain reduction names them without the `I` (`GRED.ADD`,
/// the description's own view). Bits 34-37, and the type tables of the description.
pub static GATOM_OPS: &Table = {
    use crate::encoding::long::memory::{RED_ADD, RED_ANY, RED_B32, RED_MM, RED_U32};
    const ROP: u64 = 0xf << 34;
    &[
        f(0x0 << 34, ROP, &[Post(".IADD"), Sub(RED_ADD)]),
        f(0x4 << 34, ROP, &[Post(".INC"), Sub(RED_U32)]),
        f(0x5 << 34, ROP, &[Post(".DEC"), Sub(RED_U32)]),
        f(0x6 << 34, ROP, &[Post(".IMAX"), Sub(RED_MM)]),
        f(0x7 << 34, ROP, &[Post(".IMIN"), Sub(RED_MM)]),
        f(0xa << 34, ROP, &[Post(".IAND"), Sub(RED_B32)]),
        f(0xb << 34, ROP, &[Post(".IOR"), Sub(RED_B32)]),
        f(0xc << 34, ROP, &[Post(".IXOR"), Sub(RED_B32)]),
        f(0x8 << 34, ROP, &[Post(".KEEP8"), Sub(RED_ANY)]),
        f(0x9 << 34, ROP, &[Post(".KEEP9"), Sub(RED_ANY)]),
        f(0xd << 34, ROP, &[Post(".KEEP13"), Sub(RED_ANY)]),
        f(0xe << 34, ROP, &[Post(".KEEP14"), Sub(RED_ANY)]),
        f(0xf << 34, ROP, &[Post(".KEEP15"), Sub(RED_ANY)]),
    ]
};

/// A byte converted from a half register (`I2I.U32.U16.BEXT R2, R2L`): NVIDIA spells no other source.
pub static HALF_SRC: &Table = &[f(0, 1 << 53, &[Reg(&LHSRC)])];

/// `NOP`: cuobjdump prints neither a guard nor the exit flag. The reader takes the compilers' `exit
/// (never) nop` first, then the others that print the same.
pub static NOP_KIND: &Table = &[f(1 << 32, 3 << 32, &[]), f(0, 3 << 32, &[]), f(2 << 32, 3 << 32, &[Post(".S")])];
pub static NOP_GUARD: &Table = &[f(0, 0x1f << 39, &[]), f(0x0f << 39, 0x1f << 39, &[])];
