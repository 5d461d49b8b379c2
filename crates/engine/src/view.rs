//! A second syntax written on the one description. An entry may carry a *view*: its text in the other
//! syntax, as [`V`] items that place the entry's own parts (its words, operands and nested tables) in
//! that syntax's order, next to words of the syntax's own. [`derive()`] turns a table and the views in it
//! into the tables the other syntax is read and printed with, so that a form's bits, fields and meaning
//! are written once and each syntax only spells it.
//!
//! A nested table whose one choice the other syntax prints in two places (NVIDIA's `.S32.U32`, envydis'
//! `s32 $r1 u32 0x4`) is spelled in parts ([`V::Part`]) and placed with [`V::Slot`]: the derived form is
//! then written out once per entry of that table.

use crate::{Atom, Form, Table};
use std::collections::HashMap;

/// One item of a view.
#[derive(Clone, Copy, Debug)]
pub enum V {
    /// Text of the view's own: a word, `(`, a fixed operand (envydis' `$c`).
    A(Atom),
    /// The entry's atom `i` (its index in [`Form::atoms`]) in this place: an operand as the description
    /// reads it, a nested table through its entries' views.
    Ref(u8),
    /// The entry's atom `i` read as `atom` says: the same operand field printed with another spec, or the
    /// same bits split as the syntax splits them (a table of its own).
    As(u8, Atom),
    /// The entry's nested table `i`, read but left out of the exact text ([`Atom::Ignored`]).
    Hide(u8),
    /// The entry's nested table `i`, whose bits this syntax reads in an enclosing table instead.
    Out(u8),
    /// Part `part` of the spelling of the entry that nested table `i` chooses.
    Slot(u8, u8),
    /// Ends one part of an entry's spelling (an entry its parent places with [`V::Slot`]).
    Part,
}

/// The tables of the syntax the views of `root` spell: tables without a view anywhere below them are
/// `root`'s own (the same `&'static`), the others are built once and kept for the process.
pub fn derive(root: &'static Table) -> &'static Table {
    Derive::default().table(root)
}

/// As [`derive()`], for a syntax that spells only what has a view: an entry without one that prints words
/// of its own (a mnemonic or modifier the other syntax has no spelling for) becomes `???`, so that its
/// text says it is not spelled rather than mixing the two syntaxes' words. Entries of operands and nested
/// tables alone stay as they are.
pub fn derive_spelled(root: &'static Table) -> &'static Table {
    Derive { spelled: true, ..Derive::default() }.table(root)
}

/// What a view leaves out of its entry's atoms, or reads twice: each operand and nested table of an entry
/// must be placed once (by [`V::Ref`], [`V::As`], [`V::Hide`], [`V::Out`] or [`V::Slot`]), else the two
/// syntaxes would read different bits. One message per fault, with the entry's value and mask.
pub fn check(root: &'static Table) -> Vec<String> {
    let mut seen = std::collections::HashSet::new();
    let mut errors = Vec::new();
    check_table(root, &mut seen, &mut errors);
    errors
}

fn check_table(t: &'static Table, seen: &mut std::collections::HashSet<usize>, errors: &mut Vec<String>) {
    if !seen.insert(t.as_ptr() as usize) {
        return;
    }
    for e in t {
        if let Some(v) = e.view {
            let mut uses = vec![0u32; e.atoms.len()];
            for item in v {
                match *item {
                    V::Ref(i) | V::As(i, _) | V::Hide(i) | V::Out(i) => {
                        if let Some(u) = uses.get_mut(i as usize) {
                            *u += 1;
                        } else {
                            errors.push(format!("{:#x}/{:#x}: atom {i} is not in the entry", e.value, e.mask));
                        }
                    }
                    // A table placed in parts counts once.
                    V::Slot(i, 0) => match uses.get_mut(i as usize) {
                        Some(u) => *u += 1,
                        None => errors.push(format!("{:#x}/{:#x}: atom {i} is not in the entry", e.value, e.mask)),
                    },
                    _ => {}
                }
            }
            for (i, a) in e.atoms.iter().enumerate() {
                let placed = uses[i];
                if reads_bits(a) && placed != 1 {
                    errors.push(format!("{:#x}/{:#x}: atom {i} ({a:?}) placed {placed} times", e.value, e.mask));
                }
            }
        }
        for a in e.atoms {
            match a {
                Atom::Sub(t) | Atom::Ignored(t) => check_table(t, seen, errors),
                Atom::Dispatch(_, ts) => ts.iter().for_each(|t| check_table(t, seen, errors)),
                _ => {}
            }
        }
    }
}

/// Whether an atom reads bits of the instruction (an operand field or a nested table).
fn reads_bits(a: &Atom) -> bool {
    !matches!(
        a,
        Atom::Word(..) | Atom::Mark(..) | Atom::Pre(..) | Atom::Post(..) | Atom::Open | Atom::Close | Atom::Unknown | Atom::Discard
    )
}

#[derive(Default)]
struct Derive {
    /// Derived tables by the address of the table they derive from.
    memo: HashMap<usize, &'static Table>,
    /// See [`derive_spelled`].
    spelled: bool,
}

impl Derive {
    fn table(&mut self, t: &'static Table) -> &'static Table {
        let key = t.as_ptr() as usize;
        if let Some(d) = self.memo.get(&key) {
            return d;
        }
        let mut forms = Vec::with_capacity(t.len());
        let mut changed = false;
        for e in t {
            changed |= self.form(e, &mut forms);
        }
        let d: &'static Table = if changed { Box::leak(forms.into_boxed_slice()) } else { t };
        self.memo.insert(key, d);
        d
    }

    /// Appends the derived forms of `e`; whether they differ from `e`.
    fn form(&mut self, e: &'static Form, out: &mut Vec<Form>) -> bool {
        let Some(view) = e.view else {
            if self.spelled && e.atoms.iter().any(|a| matches!(a, Atom::Word(..))) {
                out.push(Form { atoms: &[Atom::Unknown], ..*e });
                return true;
            }
            let mut atoms = Vec::with_capacity(e.atoms.len());
            let mut changed = false;
            for a in e.atoms {
                let d = self.atom(*a);
                changed |= !same_atom(&d, a);
                atoms.push(d);
            }
            out.push(if changed { Form { atoms: leak(atoms), ..*e } } else { *e });
            return changed;
        };
        self.expand(*e, view.iter().map(|v| (e, *v)).collect(), out);
        true
    }

    /// Writes out `form` (whose atoms are still the `view` items, each with the entry whose atoms it
    /// places) once per entry of the first table the view places in parts, or as it is when there is none.
    fn expand(&mut self, form: Form, view: Vec<(&'static Form, V)>, out: &mut Vec<Form>) {
        let slot = view.iter().find_map(|(o, v)| match v {
            V::Slot(i, _) => Some((*o, *i)),
            _ => None,
        });
        let Some((owner, i)) = slot else {
            let atoms: Vec<Atom> = view.iter().filter_map(|(o, v)| self.item(o, v)).collect();
            out.push(Form { atoms: leak(atoms), view: None, ..form });
            return;
        };
        let (Atom::Sub(t) | Atom::Ignored(t)) = owner.atoms[i as usize] else {
            panic!("{:#x}/{:#x}: a slot of atom {i}, which is not a table", owner.value, owner.mask)
        };
        for s in t {
            // An entry whose bits contradict the form's can never be chosen inside it.
            let common = form.mask & s.mask;
            if form.value & common != s.value & common {
                continue;
            }
            if self.spelled && s.view.is_none() && s.atoms.iter().any(|a| matches!(a, Atom::Word(..))) {
                // An entry the syntax does not spell: the form with it is not spelled either.
                out.push(Form { value: form.value | s.value, mask: form.mask | s.mask, atoms: &[Atom::Unknown], view: None, ..form });
                continue;
            }
            let parts: Vec<&'static [V]> = s.view.unwrap_or(&[]).split(|v| matches!(v, V::Part)).collect();
            let mut v2 = Vec::with_capacity(view.len());
            for &(o, item) in &view {
                match item {
                    V::Slot(j, p) if j == i && std::ptr::eq(o, owner) => {
                        v2.extend(parts.get(p as usize).copied().unwrap_or(&[]).iter().map(|v| (s, *v)))
                    }
                    other => v2.push((o, other)),
                }
            }
            let f = Form {
                value: form.value | s.value,
                mask: form.mask | s.mask,
                feat: form.feat | s.feat,
                ptype: form.ptype & s.ptype,
                flow: form.flow | s.flow,
                ..form
            };
            self.expand(f, v2, out);
        }
    }

    /// The derived atom of one view item of entry `e` (none for what the syntax does not read here).
    fn item(&mut self, e: &'static Form, v: &V) -> Option<Atom> {
        match *v {
            V::A(a) => Some(self.atom(a)),
            V::Ref(i) => Some(self.atom(e.atoms[i as usize])),
            V::As(_, a) => Some(self.atom(a)),
            V::Hide(i) => match e.atoms[i as usize] {
                Atom::Sub(t) | Atom::Ignored(t) => Some(Atom::Ignored(self.table(t))),
                other => panic!("{:#x}/{:#x}: hiding atom {i} ({other:?}), which is not a table", e.value, e.mask),
            },
            V::Out(_) | V::Part => None,
            V::Slot(..) => unreachable!("slots are written out first"),
        }
    }

    fn atom(&mut self, a: Atom) -> Atom {
        match a {
            Atom::Sub(t) => Atom::Sub(self.table(t)),
            Atom::Ignored(t) => Atom::Ignored(self.table(t)),
            Atom::Dispatch(f, ts) => {
                let d: Vec<&'static Table> = ts.iter().map(|t| self.table(t)).collect();
                if d.iter().zip(ts.iter()).all(|(a, b)| std::ptr::eq(*a, *b)) {
                    a
                } else {
                    Atom::Dispatch(f, Box::leak(d.into_boxed_slice()))
                }
            }
            other => other,
        }
    }
}

fn leak(atoms: Vec<Atom>) -> &'static [Atom] {
    Box::leak(atoms.into_boxed_slice())
}

/// Whether deriving left an atom as it was (its nested tables the same).
fn same_atom(a: &Atom, b: &Atom) -> bool {
    match (a, b) {
        (Atom::Sub(x), Atom::Sub(y)) | (Atom::Ignored(x), Atom::Ignored(y)) => std::ptr::eq(*x, *y),
        (Atom::Dispatch(_, x), Atom::Dispatch(_, y)) => std::ptr::eq(*x, *y),
        _ => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{W, Form as F};

    static SIGN: &Table = &[
        F::new(0, 3, &[W("U"), W("U")]).view(&[V::A(W("u")), V::Part, V::A(W("u"))]),
        F::new(1, 3, &[W("S"), W("U")]).view(&[V::A(W("s")), V::Part, V::A(W("u"))]),
        F::new(2, 3, &[W("U"), W("S")]).view(&[V::A(W("u")), V::Part, V::A(W("s"))]),
        F::new(3, 3, &[]).view(&[V::A(W("s")), V::Part, V::A(W("s"))]),
    ];
    static FLAG: &Table = &[F::new(4, 4, &[W("X")]).view(&[V::A(W("x"))]), F::new(0, 4, &[])];
    static PLAIN: &Table = &[F::new(0, 0, &[W("same")])];
    static ROOT: &Table = &[
        F::new(0x10, 0xf0, &[W("MUL"), Atom::Sub(SIGN), Atom::Sub(FLAG), Atom::Sub(PLAIN)])
            .view(&[V::A(W("mul")), V::Slot(1, 0), V::Ref(3), V::Slot(1, 1), V::Ref(2)]),
        F::new(0x20, 0xf0, &[Atom::Sub(PLAIN)]),
    ];

    fn words(atoms: &[Atom]) -> Vec<String> {
        atoms
            .iter()
            .map(|a| match a {
                Atom::Word(w, ..) => w.to_string(),
                Atom::Sub(t) => format!("<{}>", t.len()),
                other => format!("{other:?}"),
            })
            .collect()
    }

    #[test]
    fn a_table_placed_in_parts_writes_the_form_out_once_per_entry() {
        let d = derive(ROOT);
        // Four forms for SIGN's entries, then the form without a view.
        assert_eq!(d.len(), 5);
        let masks: Vec<(u64, u64)> = d.iter().map(|f| (f.value, f.mask)).collect();
        assert_eq!(masks, [(0x10, 0xf3), (0x11, 0xf3), (0x12, 0xf3), (0x13, 0xf3), (0x20, 0xf0)]);
        assert_eq!(words(d[1].atoms), ["mul", "s", "<1>", "u", "<2>"]);
        // A table with no view below it is the description's own.
        assert!(matches!(d[1].atoms[2], Atom::Sub(t) if std::ptr::eq(t, PLAIN)));
        assert!(std::ptr::eq(d[4].atoms.as_ptr(), ROOT[1].atoms.as_ptr()));
        // A table with views is derived: FLAG prints `x`.
        let Atom::Sub(flag) = d[0].atoms[4] else { panic!() };
        assert_eq!(words(flag[0].atoms), ["x"]);
        assert!(check(ROOT).is_empty(), "{:?}", check(ROOT));
    }

    #[test]
    fn parts_place_the_operands_of_the_entry_they_spell() {
        use gpuisa_core::BitField;
        static X: crate::ImmSpec = crate::ImmSpec { field: BitField::new(8, 4), signed: false, shift: 0, minus: false };
        static Y: crate::ImmSpec = crate::ImmSpec { field: BitField::new(12, 4), signed: false, shift: 0, minus: false };
        static SRCS: &Table = &[F::new(0, 1, &[Atom::Imm(&X), Atom::Imm(&Y)]).view(&[V::Ref(0), V::Part, V::Ref(1)])];
        static OP: &Table = &[F::new(0, 0, &[W("OP"), Atom::Sub(SRCS)]).view(&[V::A(W("op")), V::A(Atom::Open), V::Slot(1, 0), V::A(Atom::Close), V::Slot(1, 1)])];
        let d = derive(OP);
        assert_eq!(d.len(), 1);
        assert_eq!((d[0].value, d[0].mask), (0, 1));
        let shape: Vec<String> = d[0]
            .atoms
            .iter()
            .map(|a| match a {
                Atom::Word(w, ..) => w.to_string(),
                Atom::Imm(s) if std::ptr::eq(*s, &X) => "X".into(),
                Atom::Imm(s) if std::ptr::eq(*s, &Y) => "Y".into(),
                other => format!("{other:?}"),
            })
            .collect();
        assert_eq!(shape, ["op", "Open", "X", "Close", "Y"]);
        assert!(check(OP).is_empty(), "{:?}", check(OP));
    }

    #[test]
    fn a_spelled_syntax_leaves_an_entry_without_a_view_unknown() {
        static OPS: &Table = &[
            F::new(0x10, 0xf0, &[W("MUL"), Atom::Sub(FLAG)]).view(&[V::A(W("mul")), V::Ref(1)]),
            F::new(0x20, 0xf0, &[W("NOP")]),
            F::new(0x30, 0xf0, &[Atom::Sub(FLAG)]),
        ];
        let d = derive_spelled(OPS);
        assert_eq!(words(d[0].atoms), ["mul", "<2>"]);
        assert!(matches!(d[1].atoms, [Atom::Unknown]), "{:?}", d[1].atoms);
        assert_eq!((d[1].value, d[1].mask), (0x20, 0xf0));
        // No words of its own: kept, its table derived (FLAG's `X` has a view).
        let Atom::Sub(flag) = d[2].atoms[0] else { panic!() };
        assert_eq!(words(flag[0].atoms), ["x"]);
        // The plain derivation keeps the entry's words.
        assert_eq!(words(derive(OPS)[1].atoms), ["NOP"]);
    }

    #[test]
    fn check_finds_a_part_left_out_or_placed_twice() {
        static BAD: &Table = &[F::new(0, 0, &[W("A"), Atom::Sub(FLAG), Atom::Sub(PLAIN)]).view(&[V::Ref(1), V::Ref(1)])];
        let e = check(BAD);
        assert_eq!(e.len(), 2, "{e:?}");
        assert!(e[0].contains("atom 1") && e[0].contains("2 times"), "{e:?}");
        assert!(e[1].contains("atom 2") && e[1].contains("0 times"), "{e:?}");
        // A table without views is its own derivation.
        assert!(std::ptr::eq(derive(PLAIN), PLAIN));
    }
}
