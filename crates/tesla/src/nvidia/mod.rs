//! Tesla in NVIDIA's text, as `cuobjdump -sass` prints sm_1x code: a view of the one description, printed
//! from an instruction's word tags and typed operands (the reading execution makes,
//! [`crate::exec::lower`]), never from another syntax's text. Two styles: CUDA <= 4 (`c [0x1] [0x0]`,
//! `o [0x7f]`, `global14 [R0]`) and CUDA >= 5 (`c[0x1][0x0]`, `o[0x7f]`, `global14[R0]`); both print shared
//! memory as `g [0x4]`, in units of the access size.
//!
//! Spellings come from the FlexGrip listings of the corpus (`../shared/corpus/listings/tesla/`), each rule
//! with its example in docs/tesla-nvidia.md. An instruction no rule covers prints in envydis's syntax (its
//! words lower case), so that a listing is complete and tells which forms have no NVIDIA spelling yet.

pub mod notation;
mod parse;
pub mod tables;
pub mod views;
pub use parse::parse;

use crate::exec::lower::lower;
use crate::exec::op::{Base, Dst, MemRef, Op, Source, Src, Ty};
use crate::sem::Sem;
use crate::Insn;
use gpuisa_engine::Part;

/// Which cuobjdump's spacing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    Cuda4,
    Cuda5,
}

/// Where the instruction's encoding sits: the root table's entry its decoding took.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Class {
    Short,
    Control,
    Imm,
    Long,
}

fn class(insn: &Insn) -> Class {
    match insn.path().first() {
        Some(0) => Class::Short,
        Some(1) => Class::Control,
        Some(2) => Class::Imm,
        _ => Class::Long,
    }
}

/// Appends NVIDIA's text of `insn`; returns false (appending nothing) when no rule covers it, or when no
/// reading of the text is `insn` itself (a modifier the rules do not spell, such as `sat` or `high`,
/// would otherwise be lost), so that every listing assembles again.
pub fn format(insn: &Insn, style: Style, out: &mut String) -> bool {
    let start = out.len();
    if !render(insn, style, out) {
        return false;
    }
    if parse::reads_back(&out[start..], style, insn) {
        return true;
    }
    out.truncate(start);
    false
}

/// [`format`] without the check that the text reads back.
fn render(insn: &Insn, style: Style, out: &mut String) -> bool {
    // Targets stay addresses: the "index" lowering asks for is the address itself.
    let Ok(op) = lower(insn, &|t| usize::try_from(t).ok()) else { return false };
    let Some(m) = mnemonic(&op, class(insn)) else { return false };
    let p = Printer { style, op: &op };
    let start = out.len();
    // `.S` (join) follows the operation's name, before its other suffixes: `ISET.S.S32`, `LOP.S.AND`.
    let name = m.find('.').unwrap_or(m.len());
    out.push_str(&m[..name]);
    if op.join && !matches!(op.op, Sem::JoinAt) {
        out.push_str(".S");
    }
    out.push_str(&m[name..]);
    if !p.operands(out) {
        out.truncate(start);
        return false;
    }
    true
}

fn is_float(op: &Op) -> bool {
    op.types.iter().any(|t| t.float()) || op.srcs.iter().any(|s| s.pre.iter().any(|t| t.float()))
}

/// Type suffix of a type: `.U16`, `.S32`, `.F32`, ...
fn ty(t: Ty) -> &'static str {
    match t {
        Ty::U8 => ".U8",
        Ty::S8 => ".S8",
        Ty::U16 => ".U16",
        Ty::S16 => ".S16",
        Ty::U24 => ".U24",
        Ty::S24 => ".S24",
        Ty::U32 => ".U32",
        Ty::S32 => ".S32",
        Ty::U64 => ".U64",
        Ty::S64 => ".S64",
        Ty::F16 => ".F16",
        Ty::F32 => ".F32",
        Ty::F64 => ".F64",
        Ty::B128 => ".S128",
    }
}

fn src_ty(s: &Source) -> Option<Ty> {
    s.pre.last().copied()
}

/// The operation's type on its first source: that source's first type word (a memory source's own type
/// word follows it, `mul s24 b32 s[0x18]`).
fn first_src_ty(op: &Op) -> Option<Ty> {
    op.srcs.first().and_then(|s| s.pre.first().copied())
}

/// The operation's type: the type words before the destination, else the first source's.
fn op_ty(op: &Op) -> Option<Ty> {
    op.types.first().copied().or_else(|| op.srcs.first().and_then(src_ty))
}

/// `.U16` for 16-bit integer operations (a `b16` type, or a half-register destination).
fn half(op: &Op) -> &'static str {
    let half_dst = matches!(op.dst, Dst::R(_, Part::Lo | Part::Hi));
    if half_dst || op.types.first().is_some_and(|t| t.bytes() == 2) {
        ".U16"
    } else {
        ""
    }
}

fn rounding(op: &Op) -> &'static str {
    if op.has(Sem::Rz) || op.has(Sem::Rzi) {
        ".TRUNC"
    } else if op.has(Sem::Rm) || op.has(Sem::Rmi) {
        ".FLOOR"
    } else if op.has(Sem::Rp) || op.has(Sem::Rpi) {
        ".CEIL"
    } else {
        ""
    }
}

/// The size suffix of a short (`32`) or immediate (`32I`) form.
fn width(c: Class) -> &'static str {
    match c {
        Class::Short => "32",
        Class::Imm => "32I",
        _ => "",
    }
}

fn mnemonic(op: &Op, c: Class) -> Option<String> {
    use Sem::*;
    let float = is_float(op);
    let to_a = matches!(op.dst, Dst::A(_));
    let cc = op.cdst.map(|c| format!(".C{c}")).unwrap_or_default();
    let signed = |t: Option<Ty>| if t.is_some_and(|t| t.signed()) { ".S32" } else { "" };
    let double = op.types.contains(&Ty::F64) || op.srcs.iter().any(|s| matches!(s.src, Src::R(_, Part::Double)));
    let first_src = op.srcs.first().map(|s| s.src);
    let atom = [(Add, "IADD"), (Inc, "INC"), (Dec, "DEC"), (Min, "IMIN"), (Max, "IMAX"), (And, "IAND"), (Or, "IOR"), (Xor, "IXOR")]
        .into_iter()
        .find(|&(m, _)| op.has(m))
        .map(|(_, n)| n);
    Some(match op.op {
        Mov if c == Class::Imm => "MVI".into(),
        Mov if to_a => "R2A".into(),
        Mov if matches!(first_src, Some(Src::A(_))) => "A2R".into(),
        Mov if matches!(first_src, Some(Src::C(_))) => "C2R".into(),
        Mov if matches!(op.dst, Dst::C(_)) => "R2C".into(),
        Mov => format!("MOV{}{}", width(c), half(op)),
        Add | Sub | Subr if double && !op.mad => "DADD".into(),
        Mul if double => "DMUL".into(),
        Fma if double => "DFMA".into(),
        Min | Max if double => (if op.op == Min { "DMIN" } else { "DMAX" }).into(),
        Min | Max if float => format!("{}{}", if op.op == Min { "FMIN" } else { "FMAX" }, width(c)),
        Min | Max => format!("{}{}", if op.op == Min { "IMIN" } else { "IMAX" }, signed(op_ty(op))),
        Set if double => format!("DSET{cc}"),
        Set if float => format!("FSET{cc}"),
        Sad => format!("ISAD{}", width(c)),
        Ld | Cas | Exch if matches!(first_mem(op), Some(m) if m.space == b'g') && op.srcs.len() >= 2 => {
            let name = match op.op {
                Cas => "CAS",
                Exch => "EXCH",
                _ => atom?,
            };
            format!("GATOM.{name}{}", ty(op_ty(op)?))
        }
        Red if matches!(first_mem(op), Some(m) if m.space == b'g') => format!("GRED.{}{}", atom?.trim_start_matches('I'), ty(op_ty(op)?)),
        Ld if matches!(first_mem(op), Some(m) if m.space == b'l') => format!("LLD{}", ty(op_ty(op)?)),
        St if matches!(first_mem(op), Some(m) if m.space == b'l') => format!("LST{}", ty(op_ty(op)?)),
        Vote if op.has(All) => "VOTE.ALL".into(),
        Vote if op.has(Any) => "VOTE.ANY".into(),
        Ex2 => format!("EX2{}", width(c)),
        Lg2 => format!("LG2{}", width(c)),
        Sin => format!("SIN{}", width(c)),
        Cos => format!("COS{}", width(c)),
        PreEx2 | PreSin => format!("RRO{}", width(c)),
        BreakAddr => "PBK".into(),
        Break => "BRK".into(),
        PreRet => "PRET".into(),
        Trap => "TRAP".into(),
        Brkpt => "BPT".into(),
        Add | Sub | Subr if to_a => "ADA".into(),
        Add | Sub | Subr if op.mad && float => format!("FMAD{}", width(c)),
        Add | Sub | Subr if op.mad => {
            // The multiply's type: the first type word of its first factor (a memory factor's own
            // follows it, `mul s24 b32 s[0x18]`).
            let t = first_src_ty(op).unwrap_or(Ty::U32);
            let narrow = t.bytes() == 2 || matches!(t, Ty::U24 | Ty::S24);
            format!("IMAD{}{}", width(c), if narrow { ty(t) } else { "" })
        }
        Add | Sub | Subr if float => format!("FADD{}{}", width(c), rounding(op)),
        Add | Sub | Subr => format!("IADD{}{}{}", width(c), half(op), cc),
        Mul if float => format!("FMUL{}{}{}", width(c), rounding(op), cc),
        Mul => {
            // A 24-bit multiply types its first source only: both are that type. A memory factor's own
            // type word follows the multiply's (`mul u24 b32 s[0x18]`).
            let a = first_src_ty(op)?;
            let b = op.srcs.get(1).and_then(src_ty).unwrap_or(a);
            let high = if op.has(High) { ".HI" } else { "" };
            format!("IMUL{}{high}{}{}", width(c), ty(a), ty(b))
        }
        Shl if to_a => "R2A".into(),
        Shl => format!("SHL{}", half(op)),
        Shr => format!("SHR{}", if half(op).is_empty() { signed(op_ty(op)) } else { ty(op_ty(op)?) }),

        And | Or | Xor | Mov2 => {
            let f = match op.op {
                And => "AND",
                Or => "OR",
                Xor => "XOR",
                _ => "PASS_B",
            };
            format!("LOP.{f}{}{cc}", half(op))
        }
        Set if !float => format!("ISET{}{cc}", signed(first_src_ty(op))),
        Cvt => {
            // The source's type: its first type word (a memory source's own follows, `f32 b32 s[0x18]`).
            let (dt, st) = (op.types.first().copied()?, first_src_ty(op)?);
            let kind = match (dt.float(), st.float()) {
                (false, false) => "I2I",
                (true, false) => "I2F",
                (false, true) => "F2I",
                (true, true) => "F2F",
            };
            // A byte of a half register: its 16-bit type and `.BEXT` (byte extract).
            let half_src = matches!(op.srcs.first().map(|s| s.src), Some(Src::R(_, Part::Lo | Part::Hi)));
            let (st, bext) = match st {
                Ty::U8 if half_src => (Ty::U16, ".BEXT"),
                Ty::S8 if half_src => (Ty::S16, ".BEXT"),
                _ => (st, ""),
            };
            format!("{kind}{}{}{bext}{}{cc}", ty(dt), ty(st), rounding(op))
        }
        Ld if matches!(first_mem(op), Some(m) if m.space == b'g') => format!("GLD{}", ty(op_ty(op)?)),
        // A 32-bit load from c[] (a `mov` reads c[] as an operand instead).
        Ld if matches!(first_mem(op), Some(m) if m.space == b'c') && op_ty(op).is_some_and(|t| t.bytes() == 4) => "MVC".into(),
        St if matches!(op.dst, Dst::Mem(m) if m.space == b'g') || matches!(first_mem(op), Some(m) if m.space == b'g') => {
            format!("GST{}", ty(op_ty(op)?))
        }
        St if matches!(first_mem(op), Some(m) if m.space == b's') => {
            let t = op_ty(op)?;
            // A byte stored from a half register: `R2G.U16.U8`.
            let half_src = matches!(op.srcs.last().map(|s| s.src), Some(Src::R(_, Part::Lo | Part::Hi)));
            match t.bytes() {
                1 if half_src => "R2G.U16.U8".into(),
                1 => return None,
                _ => format!("R2G{}{}", ty(t), ty(t)),
            }
        }
        Rcp => format!("RCP{}", width(c)),
        Rsqrt => format!("RSQ{}", width(c)),
        Bra => "BRA".into(),
        JoinAt => "SSY".into(),
        Call => "CAL.NOINC".into(),
        Ret => "RET".into(),
        Nop => "NOP".into(),
        Bar if op.has(Inc) => "BAR.ARV.WAIT".into(),
        _ => return None,
    })
}

fn first_mem(op: &Op) -> Option<MemRef> {
    op.srcs.iter().find_map(|s| match s.src {
        Src::Mem(m) => Some(m),
        _ => None,
    })
}

struct Printer<'a> {
    style: Style,
    op: &'a Op,
}

const CONDS: [&str; 16] =
    ["FL", "LT", "EQ", "LE", "GT", "NE", "GE", "NUM", "NAN", "LTU", "EQU", "LEU", "GTU", "NEU", "GEU", "TR"];

impl Printer<'_> {
    /// The operands, `, `-separated, the guard after the first; false when one has no spelling.
    fn operands(&self, out: &mut String) -> bool {
        let op = self.op;
        let mut list: Vec<String> = Vec::new();
        match op.dst {
            Dst::None if op.cdst.is_some() => list.push(self.discard()),
            Dst::None => {}
            Dst::R(r, p) => list.push(reg(r, p)),
            Dst::A(a) => list.push(format!("A{a}")),
            Dst::C(c) => list.push(format!("C{c}")),
            Dst::Mem(m) => match self.mem(&m, Some(m.size)) {
                Some(t) => list.push(t),
                None => return false,
            },
        }
        // `sub` negates the second source (a multiply-add's addend), `subr` the first.
        let sub = op.op == Sem::Sub;
        let subr = op.op == Sem::Subr;
        let subtrahend = if op.mad { 2 } else { 1 };
        // A memory operand without a type word of its own counts units of the last type written before
        // it: a 16-bit operation's `c [0x1] [0x2]` is byte 4 (a load or store sizes its own).
        let mut seen = op.types.first().copied().filter(|_| !matches!(op.op, Sem::Ld | Sem::St));
        for (i, s) in op.srcs.iter().enumerate() {
            let Some(mut t) = self.source(s, seen) else { return false };
            seen = s.pre.last().copied().or(seen);
            if op.op == Sem::St && i == 0 && matches!(s.src, Src::Mem(m) if m.space == b's') {
                // A store to shared memory (`R2G`) prints it as `g[...]`, typed by the mnemonic alone.
                t = t.replacen("g [", "g[", 1);
                if let Some(end) = t.rfind("].") {
                    t.truncate(end + 1);
                }
            }
            let whole = op.op == Sem::Cvt && i == 0;
            let neg = s.neg || (sub && i == subtrahend) || (subr && i == 0) || (whole && op.has(Sem::Neg));
            if s.abs || (whole && op.has(Sem::Abs)) {
                t = format!("|{t}|");
            }
            if neg {
                t.insert(0, '-');
            }
            if s.not {
                t.insert(0, '~');
            }
            list.push(t);
        }
        if op.op == Sem::Set {
            let code = op.mods.iter().find_map(|m| m.cond_code()).unwrap_or(15) as usize;
            list.push(CONDS[code & 15].into());
        }
        if matches!(op.op, Sem::PreEx2 | Sem::PreSin) {
            // The function the reduction prepares for, as a last operand: `RRO R2, R0, EX2`.
            list.push(if op.op == Sem::PreEx2 { "EX2" } else { "SIN" }.into());
        }
        if op.op == Sem::Bar {
            // `bar inc wait 0x0 0xfff`: the barrier as `b0`.
            if let Some(Src::Imm(b)) = op.srcs.first().map(|s| s.src) {
                list[0] = format!("b{b}");
            }
        }
        // The guard: a condition on a `$c`, after the first operand (first for branches and returns).
        // Forms whose predicate field the hardware ignores print none.
        let ignored = matches!(op.op, Sem::Bar | Sem::Call | Sem::JoinAt | Sem::BreakAddr | Sem::PreRet | Sem::Trap);
        let guard = (op.cond != 15 && !ignored).then(|| format!("C{}.{}", op.creg, CONDS.get(op.cond as usize).copied().unwrap_or("??")));
        if op.cond > 15 {
            return false;
        }
        let control = matches!(op.op, Sem::Bra | Sem::Ret);
        if let Some(g) = guard {
            if control || list.is_empty() {
                list.insert(0, g);
            } else {
                list[0] = format!("{} ({g})", list[0]);
            }
        }
        if op.op == Sem::Shl && matches!(op.dst, Dst::A(_)) && list.last().is_some_and(|t| t == "0x0") {
            // `R2A A2, R11`: no shift.
            list.pop();
        }
        if op.op == Sem::Nop {
            // `exit (never) nop` and `join (never) nop`: cuobjdump prints neither the guard nor an operand.
            return true;
        }
        if !list.is_empty() {
            out.push(' ');
            out.push_str(&list.join(", "));
        }
        true
    }

    fn discard(&self) -> String {
        match self.style {
            Style::Cuda4 => "o [0x7f]".into(),
            Style::Cuda5 => "o[0x7f]".into(),
        }
    }

    /// A source; `typed`: the type a memory operand without a type word of its own is read at.
    fn source(&self, s: &Source, typed: Option<Ty>) -> Option<String> {
        Some(match s.src {
            Src::R(r, p) => reg(r, p),
            Src::A(a) => format!("A{a}"),
            Src::Imm(v) => format!("{v:#x}"),
            // A labelled listing (`dis --labels`) names its targets.
            Src::Target(t) if gpuisa_core::labels::contains(t as u64) => gpuisa_core::labels::Name::of(t as u64).as_str().to_owned(),
            Src::Target(t) => format!("{t:#x}"),
            Src::Mem(m) => {
                let pre = s.pre.last().copied().or(typed);
                let size = pre.map(|t| t.bytes()).unwrap_or(m.size);
                let mut t = self.mem(&m, Some(size))?;
                // Shared memory read at less than 32 bits names its type: `g [0x1].U16`.
                if size < 4 && m.space == b's' {
                    t.push_str(ty(pre?));
                }
                t
            }
            Src::Discard => self.discard(),
            Src::C(c) => format!("C{c}"),
            Src::Sr(_) => return None,
        })
    }

    /// A memory operand; offsets of shared and constant memory count units of the access size.
    fn mem(&self, m: &MemRef, size: Option<u32>) -> Option<String> {
        let unit = i64::from(size.unwrap_or(4).max(1));
        if m.offset % unit != 0 {
            return None;
        }
        let sp = self.style == Style::Cuda4;
        let off = |o: i64| if o < 0 { format!("-{:#x}", -o) } else { format!("{o:#x}") };
        // A base and a negative offset: `A1-0x4`; a post-increment: `A1+++0x4`.
        let inc = if m.postinc { "++" } else { "" };
        let plus = |o: i64| if o < 0 { format!("{inc}{}", off(o)) } else { format!("{inc}+{}", off(o)) };
        // `$a0` is always zero: no base.
        let base = if m.base == Base::A(0) { Base::None } else { m.base };
        if m.postinc && base == Base::None {
            return None;
        }
        Some(match (m.space, base) {
            (b's', Base::None) => format!("g [{}]", off(m.offset / unit)),
            (b's', Base::A(a)) => format!("g [A{a}{}]", plus(m.offset / unit)),
            (b'c', Base::None) if sp => format!("c [{:#x}] [{}]", m.bank, off(m.offset / unit)),
            (b'c', Base::None) => format!("c[{:#x}][{}]", m.bank, off(m.offset / unit)),
            (b'c', Base::A(a)) if sp => format!("c [{:#x}] [A{a}{}]", m.bank, plus(m.offset / unit)),
            (b'c', Base::A(a)) => format!("c[{:#x}][A{a}{}]", m.bank, plus(m.offset / unit)),
            // Local memory counts bytes.
            (b'l', Base::None) if sp => format!("local [{}]", off(m.offset)),
            (b'l', Base::None) => format!("local[{}]", off(m.offset)),
            (b'l', Base::A(a)) if sp => format!("local [A{a}{}]", plus(m.offset)),
            (b'l', Base::A(a)) => format!("local[A{a}{}]", plus(m.offset)),
            (b'g', Base::R(r)) if m.offset == 0 && sp => format!("global{} [R{r}]", m.bank),
            (b'g', Base::R(r)) if m.offset == 0 => format!("global{}[R{r}]", m.bank),
            _ => return None,
        })
    }
}

fn reg(r: u8, p: Part) -> String {
    match p {
        Part::Lo => format!("R{r}L"),
        Part::Hi => format!("R{r}H"),
        _ => format!("R{r}"),
    }
}
