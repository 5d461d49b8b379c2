//! From decoded instructions to the simulator's: each instruction's form ([`crate::Code`]) gives its
//! operation, the meanings of its other words ([`Sem`], the tags of the description's words, never their
//! text) its modifiers and types, and its operands their roles; all read once per program into an [`Op`]
//! that says what to compute without any further table walk.

use super::op::*;
use crate::encoding::ROOT;
use crate::Insn;
use crate::sem::Sem;
use crate::Code;
use gpuisa_engine::{decode::walk_atoms, Atom, MemBase, Operand, RegFile};

/// One item of an instruction, in print order: a word's meaning ([`Sem`]; `None` for a word execution
/// does not read), an operand, or an opening parenthesis.
#[derive(Clone, Copy, Debug)]
enum Item {
    /// The meaning, and the word (kept for statistics' names, never read for meaning).
    Tag(Sem, &'static str),
    Operand(Operand),
    Open,
}

fn items(insn: &Insn) -> Vec<Item> {
    let ops = insn.operands();
    let mut next = 0;
    let mut v = Vec::new();
    walk_atoms(ROOT, insn, &mut |a| match a {
        Atom::Word(w, _, sem) => v.push(Item::Tag(Sem::from_u16(*sem), w)),
        Atom::Open => v.push(Item::Open),
        Atom::Reg(_) | Atom::Imm(_) | Atom::Target(_) | Atom::Mem(_) | Atom::Vec(_) | Atom::Discard => {
            if let Some(o) = ops.get(next) {
                v.push(Item::Operand(*o));
            }
            next += 1;
        }
        _ => {}
    });
    v
}

/// The operation each form runs as: the machine's reading of the description's form identity
/// ([`crate::Code`]). A form whose operation is a field of its own (`add`/`sub`/`subr`/`addc` are one
/// form with a choice of words) lists the operations that field chooses among. A form not listed does not
/// run (interpolation, textures, quad and geometry operations).
fn operations(code: Code) -> &'static [Sem] {
    use Code::*;
    use Sem::*;
    match code {
        ShortMov_B16 | ShortMov_B32 | ImmMov_B16 | ImmMov_B32 | LongMov_RegReg | LongMov_B16 | LongMov_B32 => &[Mov],
        ShortAdd_B16 | ShortAdd_B32 | ShortAdd_MulU16 | ShortAdd_MulS16 | ShortAdd_SatMulS16 | ShortAdd_MulU24 | ImmAdd_B16
        | ImmAdd_B32 | ImmAdd_MulU16 | ImmAdd_MulS16 | ImmAdd_SatMulS16 | ImmAdd_MulU24 | LongAdd_B16_0 | LongAdd_B32_1
        | LongAdd_B16_2 | LongAdd_B32_3 | LongAdd_MulU16 | LongAdd_MulS16 | LongAdd_SatMulS16 | LongAdd_MulU24
        | LongAdd_MulS24 | LongAdd_SatMulS24 | LongAdd_MulHighU24 | LongAdd_MulHighS24 | LongAdd_SatMulHighS24 => {
            &[Add, Sub, Subr, Addc]
        }
        ShortAdd_F32 | ShortAdd_F32Mul | ImmAdd_F32 | ImmAdd_F32Mul | LongAdd_F32 | LongAdd_F32Mul | LongAdd_F64
        | LongAdd_RegRegImm => &[Add],
        ShortMul_Reg | ShortMul_F32 | ImmMul_RegImm | ImmMul_F32 | LongMul_0 | LongMul_F32 | LongMul_F64 => &[Mul],
        LongFma => &[Fma],
        LongMin_0 | LongMin_F32 | LongMin_F64 => &[Min],
        LongMax_0 | LongMax_F32 | LongMax_F64 => &[Max],
        ShortSad | LongSad => &[Sad],
        LongSlct => &[Slct],
        LongQuadop => &[Quadop],
        LongLd_B32Mem | LongLd_1 | LongLd_U8 | LongLd_U16 | LongLd_S16 | LongLd_B32 | LongLd_LockB32 | LongLd_7
        | LongLd_Mem => &[Ld],
        LongSt_B32MemReg | LongSt_B8 | LongSt_B16 | LongSt_B32 | LongSt_4 | LongSt_Mem => &[St],
        // A global atomic: the field chooses exchange, compare-and-swap or `ld` with an operation word.
        LongExch => &[Exch, Cas, Ld],
        LongRed => &[Red],
        LongVote_Any | LongVote_All => &[Vote],
        LongShl_RegImm | LongShl_B16 | LongShl_B32 => &[Shl],
        LongShr => &[Shr],
        ImmAnd => &[And],
        ImmOr => &[Or],
        ImmXor => &[Xor],
        ImmMov2 => &[Mov2],
        LongAnd_B16 | LongAnd_B32 => &[And, Or, Xor, Mov2],
        LongSet_0 | LongSet_F32 | LongSet_F64 => &[Set],
        LongCvt_F16F16 | LongCvt_F16F32 | LongCvt_F32F32 | LongCvt_F32F16 | LongCvt_F32F64 | LongCvt_F64F64
        | LongCvt_F64F32 | LongCvt_U16F16 | LongCvt_U16F32 | LongCvt_S16F16 | LongCvt_S16F32 | LongCvt_U32F16
        | LongCvt_U32F32 | LongCvt_S32F16 | LongCvt_S32F32 | LongCvt_U32F64 | LongCvt_S32F64 | LongCvt_U64F32
        | LongCvt_U64F64 | LongCvt_S64F32 | LongCvt_S64F64 | LongCvt_F16 | LongCvt_F32 | LongCvt_F64U32
        | LongCvt_F64S32 | LongCvt_F32U64 | LongCvt_F32S64 | LongCvt_F64U64 | LongCvt_F64S64 | LongCvt_U16
        | LongCvt_U8 | LongCvt_U32 | LongCvt_S16 | LongCvt_S8 | LongCvt_S32 => &[Cvt],
        ShortRcp | LongRcp => &[Rcp],
        LongRsqrt => &[Rsqrt],
        LongLg2 => &[Lg2],
        LongSin => &[Sin],
        LongCos => &[Cos],
        LongEx2 => &[Ex2],
        LongPresin => &[PreSin],
        LongPreex2 => &[PreEx2],
        ShortTrap | ControlTrap => &[Trap],
        ShortBrkpt | ControlBrkpt => &[Brkpt],
        ControlBra_Target | ControlBra_Mem => &[Bra],
        ControlCall => &[Call],
        ControlRet => &[Ret],
        ControlBreakaddr => &[BreakAddr],
        ControlBreak => &[Break],
        ControlBar_ImmImm | ControlBar_All => &[Bar],
        ControlJoinat => &[JoinAt],
        ControlPreret => &[PreRet],
        LongNop => &[Nop],
        // 1D and 2D textures (cube and 3D forms, bias, lod and the queries do not run).
        ShortTexauto | LongTexauto_VecRegRegVecImmImmImm => &[TexAuto],
        ShortTexfetch | LongTexfetch => &[TexFetch],
        LongPmevent => &[PmEvent],
        _ => &[],
    }
}

/// The type a type word means (`b32` reads as `u32`, `b16` as `u16`).
fn ty(s: Sem) -> Option<Ty> {
    Some(match s {
        Sem::U8 | Sem::B8 => Ty::U8,
        Sem::S8 => Ty::S8,
        Sem::U16 | Sem::B16 => Ty::U16,
        Sem::S16 => Ty::S16,
        Sem::U24 => Ty::U24,
        Sem::S24 => Ty::S24,
        Sem::U32 | Sem::B32 => Ty::U32,
        Sem::S32 => Ty::S32,
        Sem::U64 | Sem::B64 => Ty::U64,
        Sem::S64 => Ty::S64,
        Sem::F16 => Ty::F16,
        Sem::F32 => Ty::F32,
        Sem::F64 => Ty::F64,
        Sem::B128 => Ty::B128,
        _ => return None,
    })
}

fn src_of(o: &Operand, size: Option<Ty>, targets: &dyn Fn(u64) -> Option<usize>) -> Result<Src, String> {
    Ok(match *o {
        Operand::Reg(r) => match r.file {
            RegFile::R => Src::R(r.num as u8, r.part),
            RegFile::A => Src::A(r.num as u8),
            RegFile::C => Src::C(r.num as u8),
            RegFile::Sr => Src::Sr(r.num as u8),
            f => return Err(format!("{f:?} register as a source")),
        },
        Operand::Imm(v) => Src::Imm(v as u64),
        Operand::Mem(m) => {
            let size = size.map(|t| t.bytes()).unwrap_or(4);
            let base = match m.base {
                MemBase::None => Base::None,
                MemBase::A(a) => Base::A(a),
                MemBase::R(r) => Base::R(r as u8),
            };
            Src::Mem(MemRef { space: m.space, bank: m.bank.unwrap_or(0), base, offset: m.offset, size, postinc: m.postinc })
        }
        Operand::Target(t) => Src::Target(targets(t).ok_or_else(|| format!("branch target {t:#x} is not an instruction"))?),
        Operand::Discard => Src::Discard,
        o => return Err(format!("operand {o:?} not simulated")),
    })
}

/// Reads `insn` into an [`Op`]; `targets` maps a code address to its instruction index.
pub fn lower(insn: &Insn, targets: &dyn Fn(u64) -> Option<usize>) -> Result<Op, String> {
    if insn.has_unknown(ROOT) {
        return Err("the instruction has bits the tables do not explain (???)".into());
    }
    let code = crate::code_of(insn);
    let ops = operations(code);
    if ops.is_empty() {
        return Err(format!("not simulated yet (form {})", code.name()));
    }
    let items = items(insn);
    let mut op = Op::default();
    let mut i = 0;
    // Prefixes and the predicate.
    while let Some(it) = items.get(i) {
        let (t, w) = match *it {
            Item::Open => {
                i += 1;
                continue;
            }
            Item::Tag(t, w) => (t, w),
            Item::Operand(_) => break,
        };
        match t {
            // A word before the operation that means nothing to the machine: a partial lane mask.
            Sem::NoTag | Sem::Lane0 | Sem::Lane1 | Sem::Lane2 | Sem::Lane3 => return Err(format!("not simulated yet (`{w}`)")),
            Sem::Join => op.join = true,
            Sem::Exit => op.exit = true,
            t if t.cond_code().is_some() => {
                op.cond = t.cond_code().unwrap_or(15);
                if let Some(Item::Operand(Operand::Reg(r))) = items.get(i + 1) {
                    if r.file == RegFile::C {
                        op.creg = r.num as u8;
                        i += 1;
                    }
                }
            }
            _ => break,
        }
        i += 1;
    }
    // The operation word: the form's operation, or its field's choice among the form's operations.
    let Some(&Item::Tag(chosen, name)) = items.get(i) else {
        return Err(format!("form {} prints no operation word", code.name()));
    };
    op.name = name;
    op.op = match ops {
        [one] => *one,
        _ => *ops.iter().find(|&&o| o == chosen).ok_or_else(|| format!("form {}: {chosen:?} is not one of its operations", code.name()))?,
    };
    // The rest: modifier words, type words and operands, each operand with the type words since the last.
    let mut pre: Vec<Ty> = Vec::new();
    let mut in_mul = false;
    let mut operands: Vec<(Operand, Vec<Ty>, bool, Vec<Sem>)> = Vec::new();
    let mut words: Vec<Sem> = Vec::new();
    for it in &items[i + 1..] {
        match *it {
            Item::Open | Item::Tag(Sem::NoTag, _) => {}
            Item::Tag(Sem::Mul, _) if !operands.is_empty() => {
                in_mul = true;
                op.mad = true;
            }
            Item::Tag(t, _) => match ty(t) {
                Some(t) => pre.push(t),
                None => {
                    op.mods.push(t);
                    words.push(t);
                }
            },
            Item::Operand(o) => operands.push((o, std::mem::take(&mut pre), in_mul, std::mem::take(&mut words))),
        }
    }

    if matches!(op.op, Sem::TexAuto | Sem::TexFetch) {
        return lower_tex(op, &operands);
    }
    let is_c = |o: &Operand| matches!(o, Operand::Reg(r) if r.file == RegFile::C);
    let mut rest = &operands[..];
    use Sem::*;
    let writes = !matches!(op.op, St | Red | Bar | Nop | Bra | Call | JoinAt | BreakAddr | Break | Ret | Exit | Trap | Brkpt | PreRet | PmEvent);
    if writes {
        // An optional $c destination, then the destination (`#`: none).
        // `mov $cN SRC` writes the $c itself; elsewhere a leading $c is the flags destination.
        let mov_to_c = op.op == Mov && rest.len() == 2;
        if let [(o, t, ..), more @ ..] = rest {
            if is_c(o) && !more.is_empty() && !mov_to_c {
                if let Operand::Reg(r) = o {
                    op.cdst = Some(r.num as u8);
                }
                // Types written before the $c destination are the instruction's.
                op.types = t.clone();
                rest = more;
            }
        }
        if let [(o, t, ..), more @ ..] = rest {
            op.types.extend(t.iter().copied());
            op.dst = match *o {
                Operand::Reg(r) if r.file == RegFile::R => Dst::R(r.num as u8, r.part),
                Operand::Reg(r) if r.file == RegFile::A => Dst::A(r.num as u8),
                Operand::Reg(r) if r.file == RegFile::C => Dst::C(r.num as u8),
                Operand::Mem(m) => match src_of(o, t.last().copied(), targets)? {
                    Src::Mem(mr) => Dst::Mem(mr),
                    _ => return Err(format!("destination {m:?}")),
                },
                _ => Dst::None,
            };
            rest = more;
        }
    } else if let [(_, t, ..), ..] = rest {
        op.types = t.clone();
    }
    // Loads and stores size their memory operand by the instruction's type.
    let size = matches!(op.op, Ld | St).then(|| op.types.first().copied()).flatten();
    if let (Some(t), Dst::Mem(m)) = (size, &mut op.dst) {
        m.size = t.bytes();
    }
    for (o, t, in_mul, w) in rest {
        let src = src_of(o, size.or(t.last().copied()), targets)?;
        op.srcs.push(Source { src, pre: t.clone(), in_mul: *in_mul, neg: w.contains(&Neg), not: w.contains(&Not), abs: w.contains(&Abs) });
    }
    if op.types.is_empty() {
        // `add b32 $r0 ...` puts the type before the destination; a store before its address.
        op.types = pre;
    }
    Ok(op)
}

/// A texture read: destination vector, texture, sampler, coordinate vector, and (long forms) texel
/// offsets, which must be zero.
fn lower_tex(mut op: Op, operands: &[(Operand, Vec<Ty>, bool, Vec<Sem>)]) -> Result<Op, String> {
    let o: Vec<Operand> = operands.iter().map(|(o, ..)| *o).collect();
    let (Some(Operand::Vec(d)), Some(Operand::Reg(t)), Some(Operand::Vec(c))) = (o.first(), o.get(1), o.get(3)) else {
        return Err("the operands of a texture read".into());
    };
    if o[4..].iter().any(|x| !matches!(x, Operand::Imm(0))) {
        return Err("texel offsets are not modelled".into());
    }
    if c.count > 2 {
        return Err(format!("{}D textures are not modelled (1D and 2D are)", c.count));
    }
    op.tex = TexOp { dst: d.base.min(127) as u8, mask: d.mask, tex: t.num as u8, coord: c.base.min(127) as u8, coords: c.count };
    Ok(op)
}

#[cfg(test)]
mod tests {
    use super::*;
    use gpuisa_core::Isa;

    /// The hand-written reading agrees with the description: the operation word an instruction prints
    /// carries the tag of the operation its form runs as, on random words of every class.
    #[test]
    fn each_form_runs_as_the_operation_its_word_means() {
        let tesla = crate::Tesla::default();
        let mut lowered = 0;
        for (i, w) in gpuisa_core::random::words(200_000, 0x7e51_a0f0_4a11_0001, |w| w).enumerate() {
            let w = if i % 2 == 0 { w & 0xffff_fffe } else { w | 1 };
            let Ok(insn) = tesla.decode(&w.to_le_bytes(), 0) else { continue };
            match lower(&insn, &|t| usize::try_from(t).ok()) {
                Ok(op) => {
                    lowered += 1;
                    let word = items(&insn).into_iter().find_map(|it| match it {
                        Item::Tag(t, _) if t == op.op => Some(t),
                        _ => None,
                    });
                    assert_eq!(word, Some(op.op), "{w:016x}: {:?} runs as {:?}", crate::code_of(&insn), op.op);
                }
                Err(e) => assert!(!e.contains("is not one of its operations"), "{w:016x}: {e}"),
            }
        }
        assert!(lowered > 10_000, "{lowered} words lowered");
    }

    /// Every form runs unless it is one of the families the machine leaves out, so that a form the
    /// description gains is not silently refused.
    #[test]
    fn only_the_left_out_families_have_no_operation() {
        for codes in crate::code::CODES.iter() {
            for &c in codes.iter() {
                let name = c.name();
                let runs_tex = ["ShortTexauto", "ShortTexfetch", "LongTexauto_VecRegRegVecImmImmImm", "LongTexfetch"].contains(&name);
                let left_out = !runs_tex && ["Interp", "Tex", "Quad", "Discard", "Emit", "Restart"]
                    .iter()
                    .any(|f| ["Short", "Long", "Control"].iter().any(|class| name.starts_with(&format!("{class}{f}"))));
                // The f32 quad operation runs (its fake derivatives read 0 outside fragment programs).
                let left_out = left_out && c != Code::LongQuadop;
                assert_eq!(operations(c).is_empty(), left_out || matches!(c, Code::Unknown | Code::None), "{name}");
            }
        }
    }
}
