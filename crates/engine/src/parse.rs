//! Parsing: tokens to [`Insn`], by matching the same atoms against the text. Table entries are tried in
//! order with backtracking; a candidate is accepted only if encoding it and decoding the bits gives the
//! candidate back, so the text of any decoded instruction parses to exactly that instruction.

use super::encode::{imm_raw, reg_raw};
use super::*;
use crate::insn::{Insn, NO_MATCH};
use gpuisa_core::diag::clip;
use gpuisa_core::lex::{TokKind, Token};
use gpuisa_core::{Diagnostic, ParseCtx};
use std::borrow::Cow;
use std::marker::PhantomData;

/// What the parser needs from its caller: which root entries to try and how to check a candidate.
pub struct ParseEnv<'a> {
    pub feats: u8,
    pub ptype: u8,
    /// Root entries the text may use.
    pub allow_root: &'a dyn Fn(usize) -> bool,
    /// Tables of dispatch atoms the text may use (bit i: table i).
    pub allow_dispatch: u32,
    /// Only success matters: skip building error messages.
    pub quiet: bool,
    /// Whether a candidate is exactly what its own encoding decodes to.
    pub verify: &'a dyn Fn(&Insn) -> bool,
}

/// The tokens of one instruction and what a failed match expected where: what notations read operands
/// with (see [`Notation`]).
pub struct Cursor<'a> {
    pub src: &'a str,
    pub toks: &'a [Token],
    /// Only success matters: record nothing.
    quiet: bool,
    /// Furthest token a failed match reached, with what was expected there.
    far: usize,
    expected: Vec<&'static str>,
}

impl<'a> Cursor<'a> {
    /// Records that `what` was expected at token `pos`; returns false.
    pub fn fail(&mut self, pos: usize, what: &'static str) -> bool {
        if self.quiet {
            return false;
        }
        if pos > self.far {
            self.far = pos;
            self.expected.clear();
        }
        // Most failures repeat an alternative already recorded (the same literal): kept once, so a line
        // that reads nowhere costs a short list, not thousands of entries sorted.
        if pos == self.far && !self.expected.iter().any(|e| std::ptr::eq(*e, what) || *e == what) {
            self.expected.push(what);
        }
        false
    }

    pub fn tok(&self, pos: usize) -> Option<&'a Token> {
        self.toks.get(pos)
    }

    /// The text of token `pos`, if there is one.
    pub fn text(&self, pos: usize) -> Option<&'a str> {
        self.tok(pos).map(|t| t.text(self.src))
    }

    pub fn ident_is(&self, pos: usize, w: &str) -> bool {
        matches!(self.tok(pos), Some(t) if t.kind == TokKind::Ident && t.text(self.src) == w)
    }

    pub fn punct_is(&self, pos: usize, c: u8) -> bool {
        matches!(self.tok(pos), Some(t) if t.is_punct(c))
    }

    /// A constant bank `[N]` at `pos` whose number fits `field` (NVIDIA's `c [0x1] [...]`), and the
    /// position after it.
    pub fn bank(&mut self, pos: usize, field: gpuisa_core::BitField) -> Option<(u8, usize)> {
        if !self.punct_is(pos, b'[') {
            self.fail(pos, "[");
            return None;
        }
        let (b, np) = self.number(pos + 1, "constant bank")?;
        if b < 0 || !field.fits(b as u64) {
            self.fail(pos + 1, "constant bank in range");
            return None;
        }
        if !self.punct_is(np, b']') {
            self.fail(np, "]");
            return None;
        }
        Some((b as u8, np + 1))
    }

    /// A number with an optional `-` at `pos`, and the position after it.
    pub fn number(&mut self, pos: usize, what: &'static str) -> Option<(i64, usize)> {
        let neg = self.punct_is(pos, b'-');
        let p = pos + neg as usize;
        match self.tok(p) {
            Some(t) if t.kind == TokKind::Num => {
                let v = t.value as i64;
                Some((if neg { v.wrapping_neg() } else { v }, p + 1))
            }
            _ => {
                self.fail(pos, what);
                None
            }
        }
    }
}

struct P<'a, N: Notation> {
    cur: Cursor<'a>,
    ctx: &'a ParseCtx<'a>,
    env: &'a ParseEnv<'a>,
    /// Which entries of a table can start at a token (see `parse_index.rs`).
    index: Option<&'static crate::parse_index::Registry>,
    /// The index key of each token (see [`crate::parse_index::key`]).
    keys: &'a [Option<u64>],
    insn: Insn,
    areg_taken: bool,
    encode_conflict: bool,
    label_error: Option<Diagnostic>,
    _n: PhantomData<N>,
}

/// The words a text produced by `atoms` can start with; `None` when it can start with an operand.
/// `(` stands for an opening parenthesis and `???` for an unknown marker.
pub fn first_words(atoms: &'static [Atom], out: &mut Vec<&'static str>) -> Option<bool> {
    // Returns Some(true) when the atoms can produce no token at all.
    for a in atoms {
        match a {
            Atom::Word(w, ..) => {
                out.push(w);
                return Some(false);
            }
            // Optional: the text may start with it or with what follows.
            Atom::Mark(w, _) => out.push(w),
            Atom::Pre(w, _) | Atom::Post(w, _) => {
                out.push(w);
                return Some(false);
            }
            Atom::Open => {
                out.push("(");
                return Some(false);
            }
            Atom::Unknown => {
                out.push("???");
                return Some(false);
            }
            Atom::Close => return None,
            Atom::Sub(t) | Atom::Ignored(t) => {
                out.push("???");
                let mut empty = false;
                for e in t.iter() {
                    empty |= first_words(e.atoms, out)?;
                }
                if !empty {
                    return Some(false);
                }
            }
            Atom::Dispatch(_, ts) => {
                let mut empty = false;
                for t in ts.iter() {
                    for e in t.iter() {
                        empty |= first_words(e.atoms, out)?;
                    }
                }
                if !empty {
                    return Some(false);
                }
            }
            _ => return None,
        }
    }
    Some(true)
}

/// A continuation: the atoms still to match after the current list, innermost first.
enum Cont<'c> {
    Nil,
    Then(&'static [Atom], &'c Cont<'c>),
    /// Where the text read so far can end: each position reached is recorded (bit p; bit 63 for 63
    /// and beyond) and the reading goes on with the next alternative.
    Ends(&'c std::cell::Cell<u64>),
}

/// At most this many alternatives are listed after "expected"; the rest are counted (`` `A` or `B` or 7 more ``).
const EXPECTED_MAX: usize = 12;

static INDEX_MISSES: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// How many texts in this process read only without the parse indexes (see `parse_index.rs`):
/// each one is an entry the indexes wrongly left out, so tests expect 0.
pub fn index_misses() -> usize {
    INDEX_MISSES.load(std::sync::atomic::Ordering::Relaxed)
}

/// Parses the tokens of one instruction in notation `N` through `root`.
pub fn parse<N: Notation>(
    root: &'static Table,
    src: &str,
    toks: &[Token],
    ctx: &ParseCtx,
    env: &ParseEnv,
) -> Result<Insn, Diagnostic> {
    // Where the instruction was, for an error about it once retokenizing left nothing (`;` alone).
    let place = toks.first().map_or(0..0, |t| t.start as usize..t.end as usize);
    let (toks, keys) = prepare::<N>(src, toks);
    let index = crate::parse_index::registry(root);
    // With the indexes, entries that cannot start with the token at hand are not tried, so they record
    // nothing of what they expected: a text that reads nowhere is read again without them for its error.
    for index in [Some(index), None] {
        let mut p = P::<N>::new(Cursor { src, toks: &toks, quiet: env.quiet, far: 0, expected: Vec::new() }, ctx, env, index, &keys);
        if p.root(root) {
            if index.is_none() {
                INDEX_MISSES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            }
            return Ok(p.insn);
        }
        let key = expected_key(root, env);
        if index.is_some() && !env.quiet {
            // The entries the index passed over cannot read the first token: they add only what they
            // expected there. Nothing, if a candidate got further; else the same list every time, kept.
            let known = key.and_then(|k| EXPECTED_AT_0.lock().ok().and_then(|m| m.get(&k).cloned()));
            if p.cur.far > 0 || known.is_some() {
                if p.cur.far == 0 {
                    p.cur.expected = known.unwrap_or_default();
                }
                return Err(p.finish_error(&toks, &place));
            }
        }
        if env.quiet || index.is_none() {
            if let (Some(k), false, 0) = (key, env.quiet, p.cur.far) {
                if let Ok(mut m) = EXPECTED_AT_0.lock() {
                    m.insert(k, p.cur.expected.clone());
                }
            }
            return Err(p.finish_error(&toks, &place));
        }
    }
    unreachable!("the second reading returns")
}

/// The first of `envs` (quiet readings, tried in order) through which the tokens of one instruction
/// read in notation `N` through `root`: its place in `envs` and the instruction. The tokens are prepared
/// once for all the readings, and a reading that fails builds no error (as [`parse()`] of each in turn,
/// `Ok` or not, without the cost of the errors).
pub fn parse_first<N: Notation>(root: &'static Table, src: &str, toks: &[Token], ctx: &ParseCtx, envs: &[&ParseEnv]) -> Option<(usize, Insn)> {
    let (toks, keys) = prepare::<N>(src, toks);
    let index = crate::parse_index::registry(root);
    for (n, env) in envs.iter().enumerate() {
        let mut p = P::<N>::new(Cursor { src, toks: &toks, quiet: true, far: 0, expected: Vec::new() }, ctx, env, Some(index), &keys);
        if p.root(root) {
            return Some((n, p.insn));
        }
    }
    None
}

/// The tokens as notation `N` reads them, and each one's index key.
fn prepare<'t, N: Notation>(src: &str, toks: &'t [Token]) -> (Cow<'t, [Token]>, Vec<Option<u64>>) {
    let mut toks = Cow::Borrowed(toks);
    N::retokenize(src, toks.to_mut());
    let keys = toks.iter().map(|t| crate::parse_index::key(t, src)).collect();
    (toks, keys)
}

/// What every entry of a root expects at the first token, by root, features, program type, dispatch
/// tables and root entries allowed: a line that reads nowhere costs one indexed walk, not a walk of all.
type ExpectedKey = (usize, u8, u8, u32, u64);
static EXPECTED_AT_0: std::sync::Mutex<std::collections::BTreeMap<ExpectedKey, Vec<&'static str>>> =
    std::sync::Mutex::new(std::collections::BTreeMap::new());

fn expected_key(root: &'static Table, env: &ParseEnv) -> Option<ExpectedKey> {
    if root.len() > 64 {
        return None;
    }
    let allowed = (0..root.len()).filter(|&i| (env.allow_root)(i)).fold(0u64, |m, i| m | 1 << i);
    Some((root.as_ptr() as usize, env.feats, env.ptype, env.allow_dispatch, allowed))
}

/// The edit distance between `a` and `b` (letters compared without case), for suggesting a mnemonic.
fn distance(a: &str, b: &str) -> usize {
    // Optimal string alignment: insertions, deletions, substitutions and swaps of neighbours.
    let a: Vec<char> = a.chars().map(|c| c.to_ascii_lowercase()).collect();
    let b: Vec<char> = b.chars().map(|c| c.to_ascii_lowercase()).collect();
    let w = b.len() + 1;
    let mut d = vec![0usize; (a.len() + 1) * w];
    for i in 0..=a.len() {
        for j in 0..=b.len() {
            d[i * w + j] = if i == 0 || j == 0 {
                i + j
            } else {
                let mut v = (d[(i - 1) * w + j - 1] + (a[i - 1] != b[j - 1]) as usize).min(d[(i - 1) * w + j] + 1).min(d[i * w + j - 1] + 1);
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    v = v.min(d[(i - 2) * w + j - 2] + 1);
                }
                v
            };
        }
    }
    d[a.len() * w + b.len()]
}

/// The alternatives nearest to a misspelt first word: a mnemonic is suggested, not listed among all of
/// them. `None` when nothing is near (more than a third of the word differs).
fn nearest<'e>(word: &str, expected: &[&'e str]) -> Option<Vec<&'e str>> {
    let words = expected.iter().filter(|e| e.chars().all(|c| c.is_alphanumeric() || c == '_' || c == '.'));
    let scored: Vec<(usize, &str)> = words.map(|e| (distance(word, e), *e)).collect();
    let best = scored.iter().map(|s| s.0).min()?;
    if best == 0 || best > word.chars().count().div_ceil(3).max(1) || word.chars().count() > 40 {
        return None;
    }
    Some(scored.into_iter().filter(|s| s.0 == best).map(|s| s.1).take(3).collect())
}

/// The `, expected …` part of a message: the (sorted, distinct) alternatives quoted, at most
/// [`EXPECTED_MAX`] of them, then how many more were left out (`or 7 more`); empty when there are none.
fn expected_list(expected: &[&str]) -> String {
    if expected.is_empty() {
        return String::new();
    }
    let mut list: Vec<String> = expected.iter().take(EXPECTED_MAX).map(|e| format!("`{e}`")).collect();
    // Say that the list was cut, rather than pass it off as all that would do.
    if expected.len() > EXPECTED_MAX {
        list.push(format!("{} more", expected.len() - EXPECTED_MAX));
    }
    format!(", expected {}", list.join(" or "))
}

impl<'a, N: Notation> P<'a, N> {
    fn new(cur: Cursor<'a>, ctx: &'a ParseCtx<'a>, env: &'a ParseEnv<'a>, index: Option<&'static crate::parse_index::Registry>, keys: &'a [Option<u64>]) -> Self {
        P { cur, ctx, env, index, keys, insn: Insn::empty(), areg_taken: false, encode_conflict: false, label_error: None, _n: PhantomData }
    }

    /// Reads the text through the entries of `root` the environment allows, in order: whether one
    /// reads it (the instruction is then `self.insn`).
    fn root(&mut self, root: &'static Table) -> bool {
        for (i, f) in root.iter().enumerate() {
            if !(self.env.allow_root)(i) || !f.enabled(self.env.feats, self.env.ptype) {
                continue;
            }
            self.insn = Insn::empty();
            self.areg_taken = false;
            self.insn.push_path(i as u8);
            if self.list(f.atoms, &Cont::Nil, 0) {
                return true;
            }
        }
        false
    }

    /// [`P::error`], placed at the instruction when retokenizing left no token.
    fn finish_error(&mut self, toks: &[Token], place: &std::ops::Range<usize>) -> Diagnostic {
        let mut e = self.error();
        if toks.is_empty() {
            e.span = place.clone();
        }
        e
    }

    fn error(&mut self) -> Diagnostic {
        if self.env.quiet {
            return Diagnostic::new(0..0, "no match");
        }
        if let Some(e) = self.label_error.take() {
            return e;
        }
        let c = &mut self.cur;
        if c.toks.is_empty() {
            return Diagnostic::new(0..0, "empty instruction");
        }
        let whole = c.toks[0].start as usize..c.toks[c.toks.len() - 1].end as usize;
        if self.encode_conflict && c.far >= c.toks.len() {
            return Diagnostic::new(whole, "no encoding has these operands together")
                .with_note("each operand is valid, but no instruction form encodes this combination");
        }
        c.expected.sort_unstable();
        c.expected.dedup();
        if c.far == 0 && c.expected.len() > EXPECTED_MAX {
            if let Some(t) = c.toks.first().filter(|t| t.kind == TokKind::Ident) {
                if let Some(near) = nearest(t.text(c.src), &c.expected) {
                    let near: Vec<String> = near.iter().map(|n| format!("`{n}`")).collect();
                    return Diagnostic::new(t.span(), format!("unknown mnemonic `{}`: did you mean {}?", clip(t.text(c.src)), near.join(" or ")));
                }
            }
        }
        let exp = expected_list(&c.expected);
        match c.toks.get(c.far) {
            Some(t) => Diagnostic::new(t.span(), format!("unexpected `{}`{exp}", clip(t.text(c.src)))),
            None => {
                let e = whole.end;
                Diagnostic::new(e..e, format!("unexpected end of instruction{exp}"))
            }
        }
    }

    fn fail(&mut self, pos: usize, what: &'static str) -> bool {
        self.cur.fail(pos, what)
    }

    /// Whether `???` at `pos` starts the residual, `???[0x...]` written without a space (a `???` marker
    /// may be followed by a `[` that opens a memory operand, after a space).
    fn residual_at(&self, pos: usize) -> bool {
        match (self.tok(pos), self.tok(pos + 1)) {
            (Some(a), Some(b)) => b.is_punct(b'[') && a.end == b.start,
            _ => false,
        }
    }

    fn tok(&self, pos: usize) -> Option<&'a Token> {
        self.cur.tok(pos)
    }

    fn ident_is(&self, pos: usize, w: &str) -> bool {
        self.cur.ident_is(pos, w)
    }

    fn punct_is(&self, pos: usize, c: u8) -> bool {
        self.cur.punct_is(pos, c)
    }

    /// Whether token `pos` is the glued text `w` of a [`Atom::Pre`] or [`Atom::Post`] (less a leading `.`,
    /// which splitting words takes away): one punctuation character or one word.
    fn glued_is(&self, pos: usize, w: &str) -> bool {
        let w = w.strip_prefix('.').unwrap_or(w);
        match w.as_bytes() {
            [c] if !c.is_ascii_alphanumeric() => self.punct_is(pos, *c),
            _ => self.ident_is(pos, w),
        }
    }

    fn next(&mut self, k: &Cont, pos: usize) -> bool {
        match k {
            Cont::Nil => self.finish(pos),
            Cont::Then(atoms, rest) => self.list(atoms, rest, pos),
            Cont::Ends(ends) => {
                ends.set(ends.get() | 1 << pos.min(63));
                false
            }
        }
    }

    fn finish(&mut self, pos: usize) -> bool {
        let mut p = pos;
        let mut residual = 0;
        if matches!(self.tok(p), Some(t) if t.kind == TokKind::Unknown)
            && self.punct_is(p + 1, b'[')
            && matches!(self.tok(p + 2), Some(t) if t.kind == TokKind::Num)
            && self.punct_is(p + 3, b']')
        {
            residual = self.cur.toks[p + 2].value;
            p += 4;
        }
        if p != self.cur.toks.len() {
            return self.fail(p, "end of instruction");
        }
        self.insn.residual = residual;
        if (self.env.verify)(&self.insn) {
            true
        } else {
            self.encode_conflict = true;
            self.fail(p, "end of instruction")
        }
    }

    fn list(&mut self, atoms: &'static [Atom], k: &Cont, pos: usize) -> bool {
        let Some((a, rest)) = atoms.split_first() else { return self.next(k, pos) };
        match a {
            Atom::Word(w, ..) => {
                if self.ident_is(pos, w) {
                    self.list(rest, k, pos + 1)
                } else {
                    self.fail(pos, w)
                }
            }
            // Optional, and no other atom reads it.
            Atom::Mark(w, _) => self.list(rest, k, pos + self.ident_is(pos, w) as usize),
            Atom::Pre(w, _) | Atom::Post(w, _) => {
                if self.glued_is(pos, w) {
                    self.list(rest, k, pos + 1)
                } else {
                    self.fail(pos, w)
                }
            }
            Atom::Open => {
                if self.punct_is(pos, b'(') {
                    self.list(rest, k, pos + 1)
                } else {
                    self.fail(pos, "(")
                }
            }
            Atom::Close => {
                if self.punct_is(pos, b')') {
                    self.list(rest, k, pos + 1)
                } else {
                    self.fail(pos, ")")
                }
            }
            Atom::Unknown => {
                if matches!(self.tok(pos), Some(t) if t.kind == TokKind::Unknown) {
                    self.list(rest, k, pos + 1)
                } else {
                    self.fail(pos, "???")
                }
            }
            Atom::Sub(t) | Atom::Ignored(t) => self.table(t, rest, k, pos),
            Atom::Dispatch(_, ts) => {
                for (ti, t) in ts.iter().enumerate() {
                    if self.env.allow_dispatch >> ti & 1 == 0 {
                        continue;
                    }
                    let save = self.save();
                    self.insn.push_path(ti as u8);
                    if self.table(t, rest, k, pos) {
                        return true;
                    }
                    self.restore(save);
                }
                false
            }
            _ => {
                let save = self.save();
                let Some((op, np)) = self.operand(a, pos) else {
                    self.restore(save);
                    return false;
                };
                if !self.insn.push_op(op) {
                    return false;
                }
                if self.list(rest, k, np) {
                    return true;
                }
                self.restore(save);
                false
            }
        }
    }

    fn table(&mut self, t: &'static Table, rest: &'static [Atom], k: &Cont, pos: usize) -> bool {
        let k2 = Cont::Then(rest, k);
        match self.index.and_then(|r| crate::parse_index::lookup(r, t)) {
            Some(ix) => {
                // Entries that cannot read the text are passed over only in a quiet reading: in a loud one
                // each records what it expected, which the error lists.
                let quiet = self.cur.quiet;
                let allowed = ix.guard.as_ref().and_then(|g| self.past_guard(g, pos));
                for &i in ix.candidates(self.keys.get(pos).copied().flatten()) {
                    if allowed.is_some_and(|a| a[i as usize >> 6] >> (i & 63) & 1 == 0) || quiet && !ix.leads(i as usize, pos, self.keys) {
                        continue;
                    }
                    match self.entry(t, i as usize, &k2, pos) {
                        Some(done) => return done,
                        None => continue,
                    }
                }
            }
            None => {
                for i in 0..t.len() {
                    match self.entry(t, i, &k2, pos) {
                        Some(done) => return done,
                        None => continue,
                    }
                }
            }
        }
        if matches!(self.tok(pos), Some(t) if t.kind == TokKind::Unknown) && !self.residual_at(pos) {
            let save = self.save();
            self.insn.push_path(NO_MATCH);
            if self.list(rest, k, pos + 1) {
                return true;
            }
            self.restore(save);
        }
        false
    }

    /// The entries of a guard-led table that may read the text at `pos` (see
    /// [`crate::parse_index::GuardIndex`]): the guard's readings at `pos` are enumerated, and the
    /// entries whose next word is at none of their ends are left out. Only for quiet readings, whose
    /// failures report nothing: a loud one tries every entry, each recording what it expected. `None`
    /// (every entry) when the readings could not all be enumerated.
    fn past_guard(&mut self, g: &crate::parse_index::GuardIndex, pos: usize) -> Option<crate::parse_index::Entries> {
        // Room in the path for the guard's entry and a no-match marker, as the real reading takes.
        if !self.cur.quiet || self.insn.path_len() + 2 >= crate::insn::MAX_PATH {
            return None;
        }
        let ends = std::cell::Cell::new(0u64);
        let save = self.save();
        let conflict = self.encode_conflict;
        let label = self.label_error.take();
        self.table(g.guard, &[], &Cont::Ends(&ends), pos);
        self.restore(save);
        (self.encode_conflict, self.label_error) = (conflict, label);
        let ends = ends.get();
        if ends >> 63 != 0 {
            return None;
        }
        Some(g.allowed(ends, self.keys))
    }

    /// Tries entry `i` of `t` at `pos`: `Some(true)` when the text reads through it, `Some(false)` when
    /// the path is full (no entry can be tried), `None` to go on with the next entry.
    #[inline]
    fn entry(&mut self, t: &'static Table, i: usize, k2: &Cont, pos: usize) -> Option<bool> {
        let f = &t[i];
        if !f.enabled(self.env.feats, self.env.ptype) {
            return None;
        }
        let save = self.save();
        if !self.insn.push_path(i as u8) {
            return Some(false);
        }
        if self.list(f.atoms, k2, pos) {
            return Some(true);
        }
        self.restore(save);
        None
    }

    fn save(&self) -> (usize, usize, bool) {
        (self.insn.path_len(), self.insn.ops_len(), self.areg_taken)
    }

    fn restore(&mut self, s: (usize, usize, bool)) {
        self.insn.truncate(s.0, s.1);
        self.areg_taken = s.2;
    }

    fn number(&mut self, pos: usize, what: &'static str) -> Option<(i64, usize)> {
        self.cur.number(pos, what)
    }

    fn operand(&mut self, a: &'static Atom, pos: usize) -> Option<(Operand, usize)> {
        match a {
            Atom::Reg(s) => {
                let (r, np) = parse_reg::<N>(&mut self.cur, pos, s, self.env.feats)?;
                Some((Operand::Reg(r), np))
            }
            Atom::Imm(s) => {
                // `-0` fits an unsigned field as 0, but its `-` belongs to a negation entry.
                if !s.signed && self.punct_is(pos, b'-') {
                    self.fail(pos, "number without a sign");
                    return None;
                }
                let (v, np) = self.number(pos, "number")?;
                if imm_raw(s, v).is_none() {
                    self.fail(pos, "number that fits the field");
                    return None;
                }
                Some((Operand::Imm(v), np))
            }
            Atom::Target(s) => {
                // A negative number (some syntaxes print a code address as a signed number).
                let neg = self.punct_is(pos, b'-') && matches!(self.tok(pos + 1), Some(t) if t.kind == TokKind::Num);
                let t = self.tok(pos + neg as usize);
                let v = match t {
                    Some(t) if t.kind == TokKind::Num => {
                        let v = if neg { t.value.wrapping_neg() } else { t.value };
                        // A listing's literal address names the instruction printed there, which may have moved.
                        match self.ctx.code_address(v) {
                            Ok(v) => v,
                            Err(why) => {
                                self.label_error.get_or_insert(Diagnostic::new(t.span(), why));
                                return None;
                            }
                        }
                    }
                    Some(t) if t.kind == TokKind::Ident => match self.ctx.label(t.text(self.cur.src), t.span()) {
                        Ok(v) => v,
                        Err(e) => {
                            self.label_error.get_or_insert(e);
                            return None;
                        }
                    },
                    _ => {
                        self.fail(pos, "code address or label");
                        return None;
                    }
                };
                let field = N::target_field_spec(v, self.ctx.addr, s);
                if imm_raw(s, field).is_none() {
                    self.fail(pos, "code address in range, multiple of 4");
                    return None;
                }
                Some((Operand::Target(field as u64), pos + 1 + neg as usize))
            }
            Atom::Mem(s) => {
                let (m, np) = N::parse_mem(&mut self.cur, pos, s, self.env.feats, &mut self.areg_taken)?;
                Some((Operand::Mem(m), np))
            }
            Atom::Vec(s) => {
                let (v, np) = N::parse_vec(&mut self.cur, pos, s)?;
                Some((Operand::Vec(v), np))
            }
            Atom::Discard => Some((Operand::Discard, N::parse_discard(&mut self.cur, pos)?)),
            _ => None,
        }
    }
}

/// Reads a register of `spec` in notation `N` and checks that it fits the field.
pub fn parse_reg<N: Notation>(cur: &mut Cursor, pos: usize, spec: &RegSpec, feats: u8) -> Option<(Reg, usize)> {
    let (r, np) = N::parse_reg(cur, pos, spec, feats)?;
    if spec.field.fits(reg_raw(spec, &r)) {
        Some((r, np))
    } else {
        cur.fail(pos, "register number in range");
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn expected_list_says_how_many_were_left_out() {
        assert_eq!(expected_list(&[]), "");
        assert_eq!(expected_list(&["a", "b"]), ", expected `a` or `b`");
        let names: Vec<String> = (0..19).map(|i| format!("w{i:02}")).collect();
        let names: Vec<&str> = names.iter().map(|s| s.as_str()).collect();
        let l = expected_list(&names);
        assert!(l.starts_with(", expected `w00` or `w01` or "), "{l}");
        assert!(l.ends_with("`w11` or 7 more"), "{l}");
        assert!(!l.contains("w12"), "{l}");
        assert_eq!(expected_list(&names[..12]).matches('`').count(), 24);
        assert!(!expected_list(&names[..12]).contains("more"));
    }
}
