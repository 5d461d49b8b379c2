//! An instruction's parts as data, for tools (`gpuisa dis --json`): its mnemonic, its modifier words
//! and its operands with the marks printed around them, read from its path through the tables (the
//! typed value), never from its text.
//!
//! The mnemonic is the first word a dispatched table prints (outside parentheses): Tesla's `exit`
//! and `join` flags, printed before the dispatch, are modifiers. Without a dispatch it is the first
//! word outside parentheses that no guard prints.

use crate::insn::{entry, Insn};
use crate::{Atom, Flow, Operand, Table};

/// An operand with the text glued to it (`-`, `|`, `!` before; `.CC`, `|` after).
#[derive(Clone, Debug, PartialEq)]
pub struct Part {
    pub prefix: Vec<&'static str>,
    pub operand: Operand,
    pub suffix: Vec<&'static str>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Parts {
    pub mnemonic: Option<&'static str>,
    pub modifiers: Vec<&'static str>,
    pub operands: Vec<Part>,
    /// Whether some part of the form is not understood (a `???` in the text).
    pub unknown: bool,
}

struct Walk<'a> {
    path: &'a [u8],
    pos: usize,
    ops: &'a [Operand],
    parts: Parts,
    pending: Vec<&'static str>,
    dispatch: u32,
    paren: i32,
    guard: u32,
    first_outside: Option<usize>,
}

/// The parts of `insn`, decoded or parsed through `root`.
pub fn describe(root: &'static Table, insn: &Insn) -> Parts {
    let mut w = Walk {
        path: insn.path(),
        pos: 0,
        ops: insn.operands(),
        parts: Parts::default(),
        pending: Vec::new(),
        dispatch: 0,
        paren: 0,
        guard: 0,
        first_outside: None,
    };
    w.table(root);
    let mut parts = w.parts;
    if parts.mnemonic.is_none() {
        if let Some(i) = w.first_outside {
            parts.mnemonic = Some(parts.modifiers.remove(i));
        }
    }
    parts
}

impl Walk<'_> {
    fn table(&mut self, t: &'static Table) {
        let Some(&i) = self.path.get(self.pos) else { return };
        self.pos += 1;
        let Some(e) = entry(t, i) else {
            self.parts.unknown = true;
            return;
        };
        let guard = e.flow.contains(Flow::GUARDED);
        self.guard += guard as u32;
        for a in e.atoms {
            self.atom(a);
        }
        self.guard -= guard as u32;
    }

    fn atom(&mut self, a: &'static Atom) {
        match a {
            Atom::Word(s, ..) => {
                if self.paren == 0 && self.dispatch > 0 && self.parts.mnemonic.is_none() && self.guard == 0 {
                    self.parts.mnemonic = Some(s);
                } else {
                    if self.paren == 0 && self.guard == 0 && self.first_outside.is_none() && self.parts.mnemonic.is_none() {
                        self.first_outside = Some(self.parts.modifiers.len());
                    }
                    self.parts.modifiers.push(s);
                }
            }
            Atom::Mark(..) => {}
            Atom::Pre(s, _) => self.pending.push(s),
            Atom::Post(s, _) => match self.parts.operands.last_mut() {
                Some(p) => p.suffix.push(s),
                None => self.parts.modifiers.push(s),
            },
            Atom::Open => self.paren += 1,
            Atom::Close => self.paren -= 1,
            Atom::Unknown => self.parts.unknown = true,
            Atom::Sub(t) | Atom::Ignored(t) => self.table(t),
            Atom::Dispatch(_, ts) => {
                let Some(&ti) = self.path.get(self.pos) else { return };
                self.pos += 1;
                if let Some(t) = ts.get(ti as usize) {
                    self.dispatch += 1;
                    self.table(t);
                    self.dispatch -= 1;
                }
            }
            Atom::Reg(_) | Atom::Imm(_) | Atom::Target(_) | Atom::Mem(_) | Atom::Vec(_) | Atom::Discard => {
                let operand = self.ops.get(self.parts.operands.len()).copied().unwrap_or_default();
                let prefix = std::mem::take(&mut self.pending);
                self.parts.operands.push(Part { prefix, operand, suffix: Vec::new() });
            }
        }
    }
}

/// Whether, on every way through `root`, the first literal word printed outside parentheses (a `Mark`
/// counts: the lossless text prints it) is the mnemonic [`describe`] reports: a `Word` of a dispatched
/// table outside any guard; or one outside any dispatch and guard that no such word follows (the
/// fallback). No space in it. When it holds, a printer that notes its first such word
/// ([`crate::format::Printer::first_word`]) has the mnemonic without a second walk; when it does not, the
/// caller must describe the instruction. A proof over the tables, not a sample of instructions.
pub fn first_word_is_mnemonic(root: &'static Table) -> bool {
    first_word_not_mnemonic(root).is_ok()
}

/// [`first_word_is_mnemonic`], with the first word found that is not the mnemonic.
pub fn first_word_not_mnemonic(root: &'static Table) -> Result<(), String> {
    let mut memo = std::collections::HashMap::new();
    let start = State { paren: 0, tentative: false };
    first_words(root, Ctx { dispatched: false, guarded: false }, start, 0, &mut memo).map(drop)
}

#[derive(Clone, Copy, Hash, PartialEq, Eq)]
struct Ctx {
    dispatched: bool,
    guarded: bool,
}

/// A way through the tables whose mnemonic is not settled: the parentheses open, and whether a word
/// outside any dispatch was printed first (the mnemonic unless a dispatched word follows).
#[derive(Clone, Copy, Hash, PartialEq, Eq, PartialOrd, Ord)]
struct State {
    paren: i32,
    tentative: bool,
}

/// The unsettled ways through `t` entered in `state`, as they leave it; an error if some way prints a
/// first word that is not the mnemonic.
type Memo = std::collections::HashMap<(usize, Ctx, State), Result<Vec<State>, String>>;

fn first_words(t: &'static Table, ctx: Ctx, state: State, depth: u32, memo: &mut Memo) -> Result<Vec<State>, String> {
    let key = (t.as_ptr() as usize, ctx, state);
    if let Some(r) = memo.get(&key) {
        return r.clone();
    }
    // Tables nest a few levels deep; a deeper nesting (or a cycle) is not proved.
    if depth > 32 {
        return Err("tables nested more than 32 deep".into());
    }
    // No entry matching: the walk prints `???` and goes on.
    let mut out = vec![state];
    for e in t.iter() {
        let ctx = Ctx { guarded: ctx.guarded || e.flow.contains(Flow::GUARDED), ..ctx };
        match atoms_first_words(e.atoms, ctx, state, depth, memo) {
            Ok(v) => out.extend(v),
            Err(why) => {
                memo.insert(key, Err(why.clone()));
                return Err(why);
            }
        }
    }
    out.sort_unstable();
    out.dedup();
    memo.insert(key, Ok(out.clone()));
    Ok(out)
}

fn atoms_first_words(atoms: &'static [Atom], ctx: Ctx, state: State, depth: u32, memo: &mut Memo) -> Result<Vec<State>, String> {
    let mut open = vec![state];
    for a in atoms {
        let mut next = Vec::new();
        for &st in &open {
            let p = st.paren;
            match a {
                Atom::Word(s, ..) if p == 0 && !ctx.guarded => {
                    let bad = || format!("`{s}` (dispatched: {})", ctx.dispatched);
                    match (st.tentative, ctx.dispatched) {
                        // A dispatched word after an undispatched first word: describe takes this one.
                        (true, true) => return Err(bad()),
                        (true, false) => next.push(st),
                        (false, true) if s.contains(' ') || s.is_empty() => return Err(bad()),
                        (false, true) => {}
                        (false, false) if s.contains(' ') || s.is_empty() => return Err(bad()),
                        (false, false) => next.push(State { tentative: true, ..st }),
                    }
                }
                Atom::Word(s, ..) if p == 0 && !st.tentative => return Err(format!("guarded `{s}`")),
                Atom::Mark(s, _) if p == 0 && !st.tentative => return Err(format!("mark `{s}`")),
                Atom::Word(..) | Atom::Mark(..) => next.push(st),
                Atom::Open => next.push(State { paren: p + 1, ..st }),
                Atom::Close => next.push(State { paren: p - 1, ..st }),
                Atom::Sub(t) | Atom::Ignored(t) => next.extend(first_words(t, ctx, st, depth + 1, memo)?),
                Atom::Dispatch(_, ts) => {
                    // A choice past the tables' end prints nothing.
                    next.push(st);
                    for t in ts.iter() {
                        next.extend(first_words(t, Ctx { dispatched: true, ..ctx }, st, depth + 1, memo)?);
                    }
                }
                _ => next.push(st),
            }
        }
        next.sort_unstable();
        next.dedup();
        open = next;
        if open.is_empty() {
            break;
        }
    }
    Ok(open)
}
