//! Form identities: one enum variant per entry of an ISA's opcode tables (as iced-x86's `Code`), generated
//! from the description, and the lookup from a decoded instruction's path to its entry.
//!
//! An ISA names its opcode tables (the tables whose entries are instructions, not modifiers);
//! [`generate`] writes the enum with a variant per entry and a table of variants per table, and
//! [`locate`] finds which of those tables an instruction's path went through, and which entry it took.

use crate::insn::{entry, Insn};
use crate::{Atom, Form, Table};
use std::collections::HashMap;
use std::fmt::Write;

/// The last of `tables` that `insn`'s path through `root` visits, and the entry it took there:
/// `(index in tables, entry index)`. The last, so that an opcode table whose entry hands the word on to a
/// nested opcode table (Fermi's class 6 to its textures) names the nested entry.
///
/// Tables are compared by address here; [`Locator`] is the form to use from an ISA crate.
pub fn locate(root: &'static Table, insn: &Insn, tables: &[&'static Table]) -> Option<(usize, u8)> {
    let addrs: Vec<(usize, usize)> = tables.iter().enumerate().map(|(k, t)| (addr(t), k)).collect();
    locate_in(root, insn, &addrs)
}

/// [`locate`] for an ISA's opcode tables, robust to how the build lays out its constants.
///
/// A table is a promoted constant, and a build with several codegen units and no LTO may hold copies of
/// one table at several addresses (the copy `ROOT` reaches need not be the one an array of opcode tables
/// holds). On first use the locator walks everything reachable from the root once and records every
/// address at which a table equal in content to one of the opcode tables lies.
pub struct Locator(std::sync::OnceLock<Vec<(usize, usize)>>);

impl Locator {
    pub const fn new() -> Self {
        Locator(std::sync::OnceLock::new())
    }

    /// As [`locate`]; `root` and `tables` must be the same on every call.
    pub fn locate(&self, root: &'static Table, insn: &Insn, tables: &[&'static Table]) -> Option<(usize, u8)> {
        let addrs = self.0.get_or_init(|| resolve(root, tables));
        locate_in(root, insn, addrs)
    }
}

impl Default for Locator {
    fn default() -> Self {
        Self::new()
    }
}

fn addr(t: &Table) -> usize {
    t.as_ptr() as usize
}

/// `(address, index in tables)` for every table reachable from `root` that equals one of `tables`.
fn resolve(root: &'static Table, tables: &[&'static Table]) -> Vec<(usize, usize)> {
    let mut out: Vec<(usize, usize)> = tables.iter().enumerate().map(|(k, t)| (addr(t), k)).collect();
    let mut seen = std::collections::HashSet::new();
    let mut stack = vec![root];
    while let Some(t) = stack.pop() {
        if !seen.insert((addr(t), t.len())) {
            continue;
        }
        if let Some(k) = tables.iter().position(|x| same_table(x, t, 3)) {
            if !out.iter().any(|&(a, _)| a == addr(t)) {
                out.push((addr(t), k));
            }
        }
        for e in t {
            for a in e.atoms {
                match a {
                    Atom::Sub(s) | Atom::Ignored(s) => stack.push(s),
                    Atom::Dispatch(_, ts) => stack.extend(ts.iter().copied()),
                    _ => {}
                }
            }
        }
    }
    out
}

/// Whether two tables are the same table: one address, or equal in content (nested tables compared
/// `depth` levels down, below that by length).
pub fn same_table(a: &Table, b: &Table, depth: u32) -> bool {
    if std::ptr::eq(a, b) {
        return true;
    }
    if a.len() != b.len() {
        return false;
    }
    if depth == 0 {
        return true;
    }
    a.iter().zip(b).all(|(x, y)| {
        x.value == y.value
            && x.mask == y.mask
            && x.feat == y.feat
            && x.ptype == y.ptype
            && x.sem == y.sem
            && x.atoms.len() == y.atoms.len()
            && x.atoms.iter().zip(y.atoms).all(|(p, q)| same_atom(p, q, depth - 1))
    })
}

fn same_atom(p: &Atom, q: &Atom, depth: u32) -> bool {
    match (p, q) {
        (Atom::Word(a, _, s), Atom::Word(b, _, t)) => a == b && s == t,
        (Atom::Mark(a, _), Atom::Mark(b, _)) | (Atom::Pre(a, _), Atom::Pre(b, _)) | (Atom::Post(a, _), Atom::Post(b, _)) => a == b,
        (Atom::Sub(a), Atom::Sub(b)) | (Atom::Ignored(a), Atom::Ignored(b)) => same_table(a, b, depth),
        (Atom::Dispatch(f, a), Atom::Dispatch(g, b)) => {
            f == g && a.len() == b.len() && a.iter().zip(b.iter()).all(|(x, y)| same_table(x, y, depth))
        }
        _ => std::mem::discriminant(p) == std::mem::discriminant(q),
    }
}

fn locate_in(root: &'static Table, insn: &Insn, addrs: &[(usize, usize)]) -> Option<(usize, u8)> {
    let mut pos = 0;
    let mut found = None;
    walk(root, insn.path(), &mut pos, addrs, &mut found);
    found
}

fn walk(t: &'static Table, path: &[u8], pos: &mut usize, addrs: &[(usize, usize)], found: &mut Option<(usize, u8)>) {
    let Some(&i) = path.get(*pos) else { return };
    *pos += 1;
    if let Some(&(_, k)) = addrs.iter().find(|&&(a, _)| a == addr(t)) {
        *found = Some((k, i));
    }
    let Some(e) = entry(t, i) else { return };
    for a in e.atoms {
        match a {
            Atom::Sub(t) | Atom::Ignored(t) => walk(t, path, pos, addrs, found),
            Atom::Dispatch(_, ts) => {
                let Some(&ti) = path.get(*pos) else { return };
                *pos += 1;
                let Some(t) = ts.get(ti as usize) else { return };
                walk(t, path, pos, addrs, found);
            }
            _ => {}
        }
    }
}

/// Whether the entry only hands the word on to one of `tables`: it has no variant of its own.
fn forwards(e: &Form, tables: &[(&str, &str, &'static Table)]) -> bool {
    matches!(e.atoms, [Atom::Sub(t)] if tables.iter().any(|x| same_table(x.2, t, 3)))
}

/// The words that name an entry's operation: its first word in print order, or the choice of words printed
/// first, or its first nested table's; empty for an entry of bits not understood. The variant is named
/// after the first, in CamelCase (`LD_LDU` is `LdLdu`, `FADD32I` is `Fadd32i`).
fn mnemonics(e: &Form, depth: usize) -> Option<Vec<&'static str>> {
    let word = |a: &Atom| match a {
        Atom::Word(w, ..) if w.chars().any(|c| c.is_ascii_alphabetic()) => Some(*w),
        _ => None,
    };
    for a in e.atoms {
        match a {
            Atom::Unknown => return Some(Vec::new()),
            Atom::Word(w, ..) if word(a).is_some() => return Some(vec![*w]),
            // A choice of words printed first (Tesla's `add`/`sub`/`subr`): the form is named by the first.
            Atom::Sub(t) if depth < 2 && !t.is_empty() && t.iter().all(|x| x.atoms.first().and_then(word).is_some()) => {
                return Some(t.iter().filter_map(|x| x.atoms.first().and_then(word)).collect());
            }
            _ => {}
        }
    }
    // No word of its own (a guard table may come first): the first nested table that names one.
    e.atoms.iter().find_map(|a| match a {
        Atom::Sub(t) if depth < 2 => t.first().and_then(|e| mnemonics(e, depth + 1)),
        _ => None,
    })
}

/// An entry's text in outline, for its variant's documentation: words, a choice of words as
/// `(add|sub|subr)`, operands by kind, other nested tables as `…`.
fn outline(e: &Form, depth: usize, out: &mut Vec<String>) {
    for a in e.atoms {
        match a {
            Atom::Word(w, ..) => out.push(w.to_string()),
            Atom::Unknown => out.push("???".into()),
            Atom::Reg(_) => out.push("reg".into()),
            Atom::Imm(_) => out.push("imm".into()),
            Atom::Target(_) => out.push("target".into()),
            Atom::Mem(_) => out.push("mem".into()),
            Atom::Vec(_) => out.push("vec".into()),
            Atom::Sub(t) | Atom::Ignored(t) if t.len() == 1 && depth < 3 => outline(&t[0], depth + 1, out),
            Atom::Sub(t) if !t.is_empty() && t.len() <= 6 && t.iter().all(|x| matches!(x.atoms, [Atom::Word(..)] | [])) => {
                let ws: Vec<&str> = t.iter().map(|x| if let [Atom::Word(w, ..)] = x.atoms { *w } else { "" }).collect();
                out.push(format!("({})", ws.join("|")));
            }
            Atom::Sub(_) | Atom::Dispatch(..) => out.push("…".into()),
            _ => {}
        }
    }
}

/// The kinds of an entry's own operands (not its nested tables'), joined: `Target`, `RegMem`. Two entries
/// of one word whose operands differ in kind are two forms (CAL of a code address, CAL of a c[] address).
fn operand_kinds(e: &Form) -> String {
    e.atoms
        .iter()
        .filter_map(|a| match a {
            Atom::Reg(_) => Some("Reg"),
            Atom::Imm(_) => Some("Imm"),
            Atom::Target(_) => Some("Target"),
            Atom::Mem(_) => Some("Mem"),
            Atom::Vec(_) => Some("Vec"),
            _ => None,
        })
        .collect()
}

/// The fixed words of an entry after its first (its own, and those of nested tables of one entry), in
/// CamelCase, joined: `mul high s24` gives `MulHighS24`.
fn other_words(e: &Form) -> String {
    fn fixed(e: &Form, depth: usize, out: &mut Vec<String>) {
        for a in e.atoms {
            match a {
                Atom::Word(w, ..) if w.chars().any(|c| c.is_ascii_alphabetic()) => out.push(camel(w)),
                Atom::Sub(t) if t.len() == 1 && depth < 3 => fixed(&t[0], depth + 1, out),
                _ => {}
            }
        }
    }
    let mut v = Vec::new();
    fixed(e, 0, &mut v);
    // The first word names the form, unless a choice of words came first (Tesla's `add`/`sub`).
    let named_by_own_word = e.atoms.iter().find_map(|a| match a {
        Atom::Word(w, ..) if w.chars().any(|c| c.is_ascii_alphabetic()) => Some(true),
        Atom::Sub(t) if t.len() > 1 && t.iter().all(|x| matches!(x.atoms.first(), Some(Atom::Word(..)))) => Some(false),
        _ => None,
    });
    if named_by_own_word != Some(false) && !v.is_empty() {
        v.remove(0);
    }
    v.concat()
}

fn camel(w: &str) -> String {
    let mut s = String::new();
    for part in w.split(|c: char| !c.is_ascii_alphanumeric()).filter(|p| !p.is_empty()) {
        let mut cs = part.chars();
        if let Some(c) = cs.next() {
            s.push(c.to_ascii_uppercase());
            s.extend(cs.map(|c| c.to_ascii_lowercase()));
        }
    }
    if s.starts_with(|c: char| c.is_ascii_digit()) {
        s.insert(0, 'X');
    }
    s
}

/// Rust source for `pub enum Code` with a variant per form of `tables` (each `(name, path, table)`: the
/// name the variants' documentation cites, the Rust path of the table), `pub static TABLES` (the tables,
/// for [`locate`]) and `pub static CODES` (per table, per entry, its variant).
///
/// A form is an opcode word with its other fixed words (`BAR_N SYNC` and `BAR_N ARV` are two) and the kinds
/// of its own operands (CAL of a code address and CAL of a c[] address are two): entries of one table
/// that differ only in nested tables (a modifier spelt or left out) share a variant, and an entry only a syntax
/// feature (in `syntax_feats`) enables takes the variant of the entry it respells, so that a word has the
/// same form in every syntax. Entries of bits not understood share `Code::Unknown`; `Code::None` is for
/// an instruction whose path reaches none of the tables.
///
/// With `prefixed`, each variant starts with its table's family: the table's name up to any `[`, so that
/// Tesla's `SHORT[2]` and `LONG[2]` give `ShortAdd` and `LongAdd`.
pub fn generate(tables: &[(&str, &str, &'static Table)], syntax_feats: u8, prefixed: bool, how: &str) -> String {
    // Each entry's form (its table, name word, other words and operand kinds), or what it stands for.
    #[derive(Clone, PartialEq, Eq, Hash)]
    enum Slot {
        None,
        Unknown,
        /// Table, name word, other fixed words, the kinds of the entry's own operands.
        Form(usize, String, String, String),
    }
    // A table listed twice (Tesla's opcodes 2 and 3 share one) is one table.
    let canon = |ti: usize| tables.iter().position(|x| same_table(x.2, tables[ti].2, 3)).unwrap_or(ti);
    let slot = |ti: usize, i: usize, e: &Form| -> Slot {
        let ti = canon(ti);
        if forwards(e, tables) {
            return Slot::None;
        }
        let family = if prefixed { camel(tables[ti].0.split('[').next().unwrap_or("")) } else { String::new() };
        match mnemonics(e, 0) {
            Some(w) if w.is_empty() => Slot::Unknown,
            Some(w) => Slot::Form(ti, family + &camel(w[0]), other_words(e), operand_kinds(e)),
            None => Slot::Form(ti, format!("{}{i}", camel(tables[ti].0)), String::new(), operand_kinds(e)),
        }
    };
    let mut slots: Vec<Vec<Slot>> = Vec::new();
    for (ti, (_, _, t)) in tables.iter().enumerate() {
        let mut v: Vec<Slot> = t.iter().enumerate().map(|(i, e)| slot(ti, i, e)).collect();
        for (i, e) in t.iter().enumerate() {
            if e.feat & syntax_feats != 0 {
                let plain = t.iter().position(|o| o.feat & syntax_feats == 0 && e.value & o.mask == o.value);
                if let Some(p) = plain {
                    v[i] = v[p].clone();
                }
            }
        }
        slots.push(v);
    }
    // Names: the word alone where one form has it; else with the other words, or the other words and the
    // operand kinds, where those tell the forms apart; else numbered in table order.
    let mut forms: Vec<Slot> = Vec::new();
    let mut first_entry: HashMap<Slot, (usize, usize)> = HashMap::new();
    for (ti, v) in slots.iter().enumerate() {
        for (ei, sl) in v.iter().enumerate() {
            if matches!(sl, Slot::Form(..)) && !forms.contains(sl) {
                forms.push(sl.clone());
            }
            // The entry that stands for the form: the first a syntax feature does not enable.
            let plain = tables[ti].2[ei].feat & syntax_feats == 0;
            if matches!(sl, Slot::Form(..)) && (plain || !first_entry.contains_key(sl)) {
                let keep = first_entry.get(sl).is_some_and(|&(t, e)| tables[t].2[e].feat & syntax_feats == 0);
                if !keep {
                    first_entry.insert(sl.clone(), (ti, ei));
                }
            }
        }
    }
    let mut name_of: HashMap<Slot, String> = HashMap::new();
    for f in &forms {
        let Slot::Form(_, w, ..) = f else { continue };
        let same: Vec<(&String, &String)> = forms
            .iter()
            .filter_map(|g| match g {
                Slot::Form(_, gw, o, k) if gw == w => Some((o, k)),
                _ => None,
            })
            .collect();
        let Slot::Form(_, _, other, kinds) = f else { continue };
        // The form's place among those of its word (forms of other tables may have the same parts).
        let k = forms.iter().filter(|g| matches!(g, Slot::Form(_, gw, ..) if gw == w)).position(|g| g == f).unwrap_or(0);
        let with_kinds = format!("{other}{kinds}");
        let name = if same.len() == 1 {
            w.clone()
        } else if !other.is_empty() && same.iter().filter(|g| g.0 == other).count() == 1 {
            format!("{w}_{other}")
        } else if !with_kinds.is_empty() && same.iter().filter(|g| format!("{}{}", g.0, g.1) == with_kinds).count() == 1 {
            format!("{w}_{with_kinds}")
        } else if !other.is_empty() {
            format!("{w}_{other}_{k}")
        } else {
            format!("{w}_{k}")
        };
        name_of.insert(f.clone(), name);
    }
    name_of.insert(Slot::None, "None".into());
    name_of.insert(Slot::Unknown, "Unknown".into());
    let names: Vec<Vec<String>> = slots.iter().map(|v| v.iter().map(|s| name_of[s].clone()).collect()).collect();
    let mut out = String::new();
    let _ = writeln!(out, "// @generated by `{how}`: do not edit.\n");
    out.push_str("/// What an instruction is: the form (of the description's opcode tables) its decoding took.\n");
    out.push_str("#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]\n#[allow(non_camel_case_types)]\npub enum Code {\n");
    out.push_str("    /// The instruction's path reaches no opcode table.\n    None,\n");
    out.push_str("    /// Bits the description does not understand.\n    Unknown,\n");
    for f in &forms {
        let (ti, ei) = first_entry[f];
        let e = &tables[ti].2[ei];
        let mut o = Vec::new();
        outline(e, 0, &mut o);
        let o = o.join(" ").replace('`', "'");
        let _ = writeln!(out, "    /// `{}[{ei}]`: bits `{:#x}` under mask `{:#x}`: `{o}`.\n    {},", tables[ti].0, e.value, e.mask, name_of[f]);
    }
    out.push_str("}\n\n");
    out.push_str("impl Code {\n    /// The variant's name.\n    pub fn name(self) -> &'static str {\n        match self {\n");
    out.push_str("            Code::None => \"None\",\n            Code::Unknown => \"Unknown\",\n");
    for n in forms.iter().map(|f| &name_of[f]) {
        let _ = writeln!(out, "            Code::{n} => \"{n}\",");
    }
    out.push_str("        }\n    }\n\n");
    out.push_str("    /// The words that may name the operation in the description's text (a form whose operation is a\n    /// choice of words has each).\n    pub fn mnemonics(self) -> &'static [&'static str] {\n        match self {\n");
    out.push_str("            Code::None | Code::Unknown => &[],\n");
    for f in &forms {
        let (ti, ei) = first_entry[f];
        let ws = mnemonics(&tables[ti].2[ei], 0).unwrap_or_default();
        let list: Vec<String> = ws.iter().map(|w| format!("{w:?}")).collect();
        let _ = writeln!(out, "            Code::{} => &[{}],", name_of[f], list.join(", "));
    }
    out.push_str("        }\n    }\n}\n\n");
    let _ = writeln!(out, "/// The opcode tables, in the order of [`CODES`].\npub static TABLES: [&gpuisa_engine::Table; {}] = [", tables.len());
    for (_, path, _) in tables {
        let _ = writeln!(out, "    {path},");
    }
    out.push_str("];\n\n");
    // A table listed twice has one list of variants.
    for (ti, v) in names.iter().enumerate() {
        if canon(ti) == ti {
            let list: Vec<String> = v.iter().map(|n| format!("Code::{n}")).collect();
            let _ = writeln!(out, "const CODES_{ti}: &[Code] = &[{}];", list.join(", "));
        }
    }
    let _ = writeln!(out, "\n/// Per table of [`TABLES`], per entry, its variant (`None` for an entry that hands the word on to another table).\npub static CODES: [&[Code]; {}] = [", tables.len());
    for ti in 0..names.len() {
        let _ = writeln!(out, "    CODES_{},", canon(ti));
    }
    out.push_str("];\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{decode, Atom::*, W, PTYPE_ALL};
    use gpuisa_core::BitField;

    static MODS: &Table = &[Form::new(0x10, 0x10, &[W("sat")]), Form::new(0, 0, &[])];
    static OPS_A: &Table = &[Form::new(0, 0x100, &[W("add"), Sub(MODS)]), Form::new(0x100, 0x100, &[W("LD_LDU")])];
    static OPS_B: &Table = &[Form::new(0, 0x100, &[W("add")]), Form::new(0, 0, &[Unknown])];
    static OPS_C: &Table = &[Form::new(0, 1, &[W("bar"), W("sync")]), Form::new(1, 1, &[W("bar"), W("arv")])];
    static ROOT: &Table = &[Form::new(0, 0, &[Sub(MODS), Dispatch(BitField::new(0, 1), &[OPS_A, OPS_B])])];

    #[test]
    fn names_are_words_and_clashes_are_numbered() {
        let text = generate(&[("a", "A", OPS_A), ("b", "B", OPS_B)], 0, false, "test");
        assert!(text.contains("    Add_0,") && text.contains("    Add_1,"), "{text}");
        assert!(text.contains("    LdLdu,"), "{text}");
        assert!(text.contains("const CODES_1: &[Code] = &[Code::Add_1, Code::Unknown];"), "{text}");
        let text = generate(&[("c", "C", OPS_C)], 0, false, "test");
        assert!(text.contains("    Bar_Sync,") && text.contains("    Bar_Arv,"), "{text}");
    }

    #[test]
    fn locate_finds_the_opcode_entry_after_modifiers() {
        let mut insn = Insn::empty();
        decode::decode(ROOT, 0x101, !0, 0, PTYPE_ALL, &mut insn);
        assert_eq!(locate(ROOT, &insn, &[OPS_A, OPS_B]), Some((1, 1)));
        let mut insn = Insn::empty();
        decode::decode(ROOT, 0x100, !0, 0, PTYPE_ALL, &mut insn);
        assert_eq!(locate(ROOT, &insn, &[OPS_A, OPS_B]), Some((0, 1)));
        assert_eq!(locate(ROOT, &insn, &[MODS]), Some((0, 1)));
    }
}
