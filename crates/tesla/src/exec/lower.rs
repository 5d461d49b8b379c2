//! From decoded instructions to the simulator's: each instruction's word meanings ([`Sem`], the tags of
//! the description's words, never their text) and operands, in print order, read once per program into an
//! [`Op`] that says what to compute without any further table walk.

use super::op::*;
use crate::encoding::ROOT;
use crate::Insn;
use crate::sem::Sem;
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

/// The type a type word means (`b32` reads as `u32`, `b16` as `u16`).
fn ty(s: Sem) -> Option<Ty> {
    Some(match s {
        Sem::U8 => Ty::U8,
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
    let items = items(insn);
    let mut op = Op::default();
    let mut i = 0;
    // Prefixes and the predicate.
    while let Some(it) = items.get(i) {
        let t = match it {
            Item::Open => {
                i += 1;
                continue;
            }
            Item::Tag(t, _) => *t,
            Item::Operand(_) => break,
        };
        match t {
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
    match items.get(i) {
        Some(Item::Tag(Sem::NoTag, _)) => return Err("not simulated yet".into()),
        Some(Item::Tag(m, name)) => (op.op, op.name) = (*m, name),
        _ => return Err("no mnemonic".into()),
    }
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
