//! Explaining a decoded instruction: which bits mean what, from its path through the tables.
//!
//! The walk follows the [`Insn`]'s path as [`crate::decode::walk_atoms`] does and turns every reader of
//! bits into a *claim*: each chosen entry claims its match mask, each [`Atom::Dispatch`] its selector field
//! (the bits of it the chosen entry's mask tests: as in the decoder, a catch-all leaves them), each operand its fields (register, immediate, memory bank, base and offset, vector base, count and
//! mask). Claims nest: an entry's operands, dispatch fields and nested tables sit one level below it.
//!
//! Attribution rule: a bit that several claims read belongs to the innermost one (the deepest level);
//! among claims of one level, to the first in print order. So the opcode bits an entry's mask repeats go
//! to the dispatch field that chose its table, a bit that a modifier table tests goes to that modifier,
//! and a register field read twice is shown once. Bits no claim reads are *unexplained*: the decoder did
//! not look at them, so they must be 0 for the word to decode this way without `???` (a set one is in the
//! [`Insn::residual`]). Every bit of the instruction is therefore in exactly one field or unexplained.

use crate::insn::{entry, Insn, NO_MATCH};
use crate::{Atom, Form, ImmSpec, MemBaseSpec, RegFile, RegShape, Table, VecCount};
use gpuisa_core::bits::sign_extend;
use gpuisa_core::BitField;
pub use gpuisa_core::explain::Field;
use gpuisa_core::explain::extract;

/// An instruction's fields, in print order, and the bits none of them reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explained {
    pub fields: Vec<Field>,
    /// Bits of the instruction that no field reads (those set are the residual, printed `???[...]`).
    pub unexplained: u64,
}

/// The `(lsb, width)` runs of contiguous set bits of `mask`, lowest first.
pub fn runs(mask: u64) -> Vec<(u8, u8)> {
    let mut v = Vec::new();
    let mut m = mask;
    while m != 0 {
        let lsb = m.trailing_zeros();
        let width = (m >> lsb).trailing_ones();
        v.push((lsb as u8, width as u8));
        m &= if lsb + width >= 64 { 0 } else { !0u64 << (lsb + width) };
    }
    v
}

struct Claim {
    depth: u32,
    mask: u64,
    name: String,
    meaning: String,
    /// The field whose value order to use when the claim keeps all its bits.
    field: Option<BitField>,
}

struct Walk<'a> {
    bits: u64,
    path: &'a [u8],
    pos: usize,
    claims: Vec<Claim>,
    /// Words printed so far, in print order (for the meaning of structural entries).
    words: Vec<&'static str>,
    paren: i32,
    mnemonic_seen: bool,
    /// How many dispatch fields the walk is inside: the opcode is the first word a dispatched table
    /// prints (Tesla's `exit` and `join` and envydis' `join` are prefixes printed before the dispatch).
    in_dispatch: u32,
    /// The entry that prints the first word outside parentheses: the opcode when no dispatch prints one.
    first_word: Option<usize>,
    areg_taken: bool,
    operand: usize,
    ignored: bool,
}

/// Explains `insn`, decoded from `bits` through `root`; `width_mask` holds the instruction's bits.
pub fn explain(root: &'static Table, insn: &Insn, bits: u64, width_mask: u64) -> Explained {
    let mut w = Walk {
        bits,
        path: insn.path(),
        pos: 0,
        claims: Vec::new(),
        words: Vec::new(),
        paren: 0,
        mnemonic_seen: false,
        in_dispatch: 0,
        first_word: None,
        areg_taken: false,
        operand: 0,
        ignored: false,
    };
    w.table(root, 0);
    if !w.mnemonic_seen {
        if let Some(i) = w.first_word {
            w.claims[i].name = "opcode".to_string();
        }
    }
    // Innermost claim wins; among equals, the first (claims are in print order).
    let mut owner: Vec<Option<usize>> = vec![None; 64];
    for (b, o) in owner.iter_mut().enumerate() {
        if width_mask >> b & 1 == 0 {
            continue;
        }
        for (i, c) in w.claims.iter().enumerate() {
            if c.mask >> b & 1 != 0 && o.is_none_or(|j| w.claims[j].depth < c.depth) {
                *o = Some(i);
            }
        }
    }
    let mut fields = Vec::new();
    let mut covered = 0u64;
    for (i, c) in w.claims.iter().enumerate() {
        let mask = (0..64).filter(|&b| owner[b] == Some(i)).fold(0u64, |m, b| m | 1 << b);
        if mask == 0 {
            continue;
        }
        covered |= mask;
        let value = match c.field {
            Some(f) if f.mask() & width_mask == mask => f.get(bits),
            _ => extract(bits, mask),
        };
        fields.push(Field { name: c.name.clone(), mask, value, meaning: c.meaning.clone() });
    }
    Explained { fields, unexplained: width_mask & !covered }
}

/// The words an entry prints itself (not those of its nested tables).
fn own_words(e: &Form) -> Vec<&'static str> {
    e.atoms
        .iter()
        .filter_map(|a| match a {
            Atom::Word(s, ..) | Atom::Mark(s, _) | Atom::Pre(s, _) | Atom::Post(s, _) => Some(*s),
            Atom::Unknown => Some("???"),
            Atom::Discard => Some("#"),
            _ => None,
        })
        .collect()
}

fn file_name(f: RegFile) -> &'static str {
    f.name()
}

fn imm_value(s: &ImmSpec, bits: u64) -> i64 {
    let raw = s.field.get(bits);
    let v = if s.signed { sign_extend(raw, s.field.width()) } else { raw as i64 };
    v.wrapping_shl(s.shift as u32)
}

fn show_imm(v: i64, signed: bool) -> String {
    if signed && v < 0 {
        format!("-{:#x} ({v})", v.unsigned_abs())
    } else {
        format!("{:#x} ({})", v as u64, v as u64)
    }
}

impl Walk<'_> {
    fn claim(&mut self, depth: u32, mask: u64, name: String, meaning: String, field: Option<BitField>) -> usize {
        let meaning = if self.ignored { format!("{meaning} (ignored by the hardware)") } else { meaning };
        self.claims.push(Claim { depth, mask, name, meaning, field });
        self.claims.len() - 1
    }

    fn table(&mut self, t: &'static Table, depth: u32) {
        let Some(&i) = self.path.get(self.pos) else { return };
        self.pos += 1;
        let Some(e) = entry(t, i) else {
            // No entry matched (`???`): nothing was read, so nothing is claimed.
            debug_assert!(i == NO_MATCH);
            return;
        };
        let own = own_words(e);
        let meaning = if own.is_empty() && !e.atoms.is_empty() {
            String::new() // structural: filled in from the words its subtree prints
        } else if own.is_empty() {
            // Prints nothing: say what the other entries would have printed.
            let mut others: Vec<&str> = t.iter().flat_map(own_words).collect();
            others.sort_unstable();
            others.dedup();
            if !others.is_empty() && others.len() <= 4 {
                format!("none (not {})", others.join(", "))
            } else {
                "none".to_string()
            }
        } else {
            own.join(" ")
        };
        let name = if own.is_empty() && e.atoms.iter().any(|a| matches!(a, Atom::Reg(_) | Atom::Imm(_) | Atom::Target(_) | Atom::Mem(_) | Atom::Vec(_))) {
            "operand form"
        } else if own.is_empty() && !e.atoms.is_empty() {
            "form"
        } else {
            "modifier"
        };
        let me = self.claim(depth, e.mask, name.to_string(), meaning, None);
        let words_from = self.words.len();
        self.atoms(e.atoms, depth + 1, me);
        if own.is_empty() && !e.atoms.is_empty() {
            let sub: Vec<&str> = self.words[words_from..].iter().copied().take(4).collect();
            self.claims[me].meaning = if sub.is_empty() { "chooses the operands' encoding".to_string() } else { format!("chooses `{}`", sub.join(" ")) };
            if self.ignored {
                self.claims[me].meaning.push_str(" (ignored by the hardware)");
            }
        }
    }

    fn atoms(&mut self, atoms: &'static [Atom], depth: u32, me: usize) {
        for a in atoms {
            match a {
                Atom::Word(s, ..) | Atom::Mark(s, _) => {
                    if self.paren == 0 && matches!(a, Atom::Word(..)) {
                        self.first_word.get_or_insert(me);
                        if !self.mnemonic_seen && self.in_dispatch > 0 {
                            self.mnemonic_seen = true;
                            self.claims[me].name = "opcode".to_string();
                        }
                    }
                    self.words.push(s);
                }
                Atom::Pre(s, _) | Atom::Post(s, _) => self.words.push(s),
                Atom::Open => self.paren += 1,
                Atom::Close => self.paren -= 1,
                Atom::Unknown => self.words.push("???"),
                Atom::Sub(t) => self.table(t, depth),
                Atom::Ignored(t) => {
                    let was = self.ignored;
                    self.ignored = true;
                    self.table(t, depth);
                    self.ignored = was;
                }
                Atom::Dispatch(f, ts) => {
                    let Some(&ti) = self.path.get(self.pos) else { return };
                    self.pos += 1;
                    let c = self.claim(depth, f.mask(), "dispatch".to_string(), String::new(), Some(*f));
                    let words_from = self.words.len();
                    let first = self.claims.len();
                    if let Some(t) = ts.get(ti as usize) {
                        self.in_dispatch += 1;
                        self.table(t, depth);
                        self.in_dispatch -= 1;
                    }
                    // As the decoder: the selector counts as read only where the chosen entry's mask tests
                    // it (a catch-all entry leaves it to the residual).
                    let chosen = if self.claims.len() > first { self.claims[first].mask } else { 0 };
                    self.claims[c].mask &= chosen;
                    let sub: Vec<&str> = self.words[words_from..].iter().copied().take(3).collect();
                    self.claims[c].meaning = format!("table {ti} of {}{}", ts.len(), if sub.is_empty() { String::new() } else { format!(": `{}`", sub.join(" ")) });
                }
                Atom::Discard => {
                    self.operand += 1;
                    self.words.push("#");
                }
                Atom::Reg(r) => {
                    self.operand += 1;
                    let v = r.field.get(self.bits) as u16;
                    let f = file_name(r.file);
                    let meaning = match r.shape {
                        RegShape::Word => format!("{f}{v}"),
                        RegShape::Half => format!("{f}{} {} half", v >> 1, if v & 1 != 0 { "high" } else { "low" }),
                        RegShape::Double => format!("{f}{v} (pair)"),
                        RegShape::Quad => format!("{f}{v} (quad)"),
                    };
                    let name = format!("operand {}: {f} register", self.operand);
                    self.claim(depth, r.field.mask(), name, meaning, Some(r.field));
                }
                Atom::Imm(s) => {
                    self.operand += 1;
                    let v = imm_value(s, self.bits);
                    let name = format!("operand {}: immediate", self.operand);
                    let mut meaning = show_imm(v, s.signed);
                    if s.shift != 0 {
                        meaning.push_str(&format!(" (field << {})", s.shift));
                    }
                    self.claim(depth, s.field.mask(), name, meaning, Some(s.field));
                }
                Atom::Target(s) => {
                    self.operand += 1;
                    let v = imm_value(s, self.bits) as u64;
                    let name = format!("operand {}: target", self.operand);
                    self.claim(depth, s.field.mask(), name, format!("code address {v:#x}"), Some(s.field));
                }
                Atom::Mem(m) => {
                    self.operand += 1;
                    let n = self.operand;
                    let sp = m.space;
                    if let Some(b) = m.bank {
                        self.claim(depth, b.mask(), format!("operand {n}: {sp}[] bank"), format!("{sp}{}[]", b.get(self.bits)), Some(b));
                    }
                    match &m.base {
                        MemBaseSpec::None => {}
                        MemBaseSpec::Areg(f) => {
                            // As the decoder: only the first $a base of an instruction reads its field.
                            if !self.areg_taken {
                                self.areg_taken = true;
                                let inc = if m.postinc { ", incremented after" } else { "" };
                                self.claim(depth, f.mask(), format!("operand {n}: {sp}[] address register"), format!("a{}{inc}", f.get(self.bits)), Some(*f));
                            }
                        }
                        MemBaseSpec::Reg(r) => {
                            let f = file_name(r.file);
                            self.claim(depth, r.field.mask(), format!("operand {n}: {sp}[] base register"), format!("{f}{}", r.field.get(self.bits)), Some(r.field));
                        }
                    }
                    if let Some(s) = &m.offset {
                        let v = imm_value(s, self.bits);
                        self.claim(depth, s.field.mask(), format!("operand {n}: {sp}[] offset"), format!("byte offset {}", show_imm(v, s.signed)), Some(s.field));
                    }
                }
                Atom::Vec(v) => {
                    self.operand += 1;
                    let n = self.operand;
                    self.claim(depth, v.base.mask(), format!("operand {n}: vector base"), format!("r{}", v.base.get(self.bits)), Some(v.base));
                    if let VecCount::Field(f, add) = &v.count {
                        self.claim(depth, f.mask(), format!("operand {n}: vector count"), format!("{} registers", f.get(self.bits) + *add as u64), Some(*f));
                    }
                    if let Some(f) = &v.mask {
                        self.claim(depth, f.mask(), format!("operand {n}: vector write mask"), format!("{:#06b}", f.get(self.bits)), Some(*f));
                    }
                }
            }
        }
    }
}

/// The coverage statement, for tests: every bit of `width_mask` is in exactly one field or in the
/// unexplained mask, no field reaches outside the instruction or is empty, and the set unexplained
/// bits are exactly the decoder's residual.
pub fn check_coverage(ex: &Explained, bits: u64, width_mask: u64, residual: u64) -> Result<(), String> {
    let mut seen = 0u64;
    for f in &ex.fields {
        if f.mask == 0 || f.mask & !width_mask != 0 {
            return Err(format!("field `{}` has bits {:#x} outside the instruction {width_mask:#x}", f.name, f.mask));
        }
        if f.mask & seen != 0 {
            return Err(format!("field `{}` shares bits {:#x} with another field", f.name, f.mask & seen));
        }
        if f.name.is_empty() || f.meaning.is_empty() {
            return Err(format!("a field at {:#x} has no name or meaning", f.mask));
        }
        seen |= f.mask;
    }
    if seen & ex.unexplained != 0 {
        return Err(format!("bits {:#x} are both in a field and unexplained", seen & ex.unexplained));
    }
    if seen | ex.unexplained != width_mask {
        return Err(format!("bits {:#x} are in no field and not unexplained", width_mask & !(seen | ex.unexplained)));
    }
    if ex.unexplained & bits != residual {
        return Err(format!("set unexplained bits {:#x}, but the decoder's residual is {residual:#x}", ex.unexplained & bits));
    }
    Ok(())
}
