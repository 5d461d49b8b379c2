//! From decoded instructions to the simulator's: each instruction's words and operands, in print order,
//! read once per program into an [`Op`] that says what to compute without any further table walk.

use super::op::*;
use crate::encoding::ROOT;
use crate::Insn;
use gpuisa_engine::{decode::walk_atoms, Atom, MemBase, Operand, RegFile};

/// One item of an instruction, in print order.
#[derive(Clone, Copy, Debug)]
enum Item {
    Word(&'static str),
    Operand(Operand),
    Open,
}

fn items(insn: &Insn) -> Vec<Item> {
    let ops = insn.operands();
    let mut next = 0;
    let mut v = Vec::new();
    walk_atoms(ROOT, insn, &mut |a| match a {
        Atom::Word(w, _) | Atom::Mark(w, _) => v.push(Item::Word(w)),
        Atom::Pre(w, _) => v.push(Item::Word(w)),
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

const CONDS: [&str; 32] = [
    "never", "l", "e", "le", "g", "lg", "ge", "lge", "u", "lu", "eu", "leu", "gu", "lgu", "geu", "always", "o", "c", "a",
    "s", "", "", "", "", "", "", "", "", "ns", "na", "nc", "no",
];

pub fn cond_code(w: &str) -> Option<u8> {
    CONDS.iter().position(|c| !c.is_empty() && *c == w).map(|i| i as u8)
}

fn ty(w: &str) -> Option<Ty> {
    Some(match w {
        "u8" => Ty::U8,
        "s8" => Ty::S8,
        "u16" => Ty::U16,
        "s16" => Ty::S16,
        "b16" => Ty::U16,
        "u24" => Ty::U24,
        "s24" => Ty::S24,
        "u32" => Ty::U32,
        "s32" => Ty::S32,
        "b32" => Ty::U32,
        "u64" | "b64" => Ty::U64,
        "s64" => Ty::S64,
        "f16" => Ty::F16,
        "f32" => Ty::F32,
        "f64" => Ty::F64,
        "b128" => Ty::B128,
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
        let w = match it {
            Item::Open => {
                i += 1;
                continue;
            }
            Item::Word(w) => w,
            Item::Operand(_) => break,
        };
        match *w {
            "join" => op.join = true,
            "exit" => op.exit = true,
            w if cond_code(w).is_some() => {
                op.cond = cond_code(w).unwrap();
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
    let Some(Item::Word(m)) = items.get(i) else { return Err("no mnemonic".into()) };
    op.mnemonic = m;
    // The rest: modifier words, type words and operands, each operand with the type words since the last.
    let mut pre: Vec<Ty> = Vec::new();
    let mut in_mul = false;
    let mut operands: Vec<(Operand, Vec<Ty>, bool, Vec<&'static str>)> = Vec::new();
    let mut words: Vec<&'static str> = Vec::new();
    for it in &items[i + 1..] {
        match *it {
            Item::Open => {}
            Item::Word("mul") if !operands.is_empty() => {
                in_mul = true;
                op.mad = true;
            }
            Item::Word(w) => match ty(w) {
                Some(t) => pre.push(t),
                None => {
                    op.mods.push(w);
                    words.push(w);
                }
            },
            Item::Operand(o) => operands.push((o, std::mem::take(&mut pre), in_mul, std::mem::take(&mut words))),
        }
    }

    let is_c = |o: &Operand| matches!(o, Operand::Reg(r) if r.file == RegFile::C);
    let mut rest = &operands[..];
    let writes = !matches!(
        op.mnemonic,
        "st" | "red" | "bar" | "nop" | "bra" | "call" | "joinat" | "breakaddr" | "break" | "ret" | "exit" | "trap" | "brkpt" | "preret" | "pmevent"
    );
    if writes {
        // An optional $c destination, then the destination (`#`: none).
        // `mov $cN SRC` writes the $c itself; elsewhere a leading $c is the flags destination.
        let mov_to_c = op.mnemonic == "mov" && rest.len() == 2;
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
    let size = matches!(op.mnemonic, "ld" | "st").then(|| op.types.first().copied()).flatten();
    if let (Some(t), Dst::Mem(m)) = (size, &mut op.dst) {
        m.size = t.bytes();
    }
    for (o, t, in_mul, w) in rest {
        let src = src_of(o, size.or(t.last().copied()), targets)?;
        let has = |x: &str| w.contains(&x);
        op.srcs.push(Source { src, pre: t.clone(), in_mul: *in_mul, neg: has("neg"), not: has("not"), abs: has("abs") });
    }
    if op.types.is_empty() {
        // `add b32 $r0 ...` puts the type before the destination; a store before its address.
        op.types = pre;
    }
    Ok(op)
}
