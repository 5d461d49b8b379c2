//! Parse-time indexes of tables: instead of trying every entry against the text, the parser looks
//! at the token where the table starts and tries only the entries that can start with it, still in table
//! order (so the first entry that reads the text is the one a scan of all entries finds).

use super::parse::first_words;
use super::{Atom, Table};
use crate::index::AddrHasher;
use gpuisa_core::lex::{TokKind, Token};
use std::collections::{HashMap, HashSet};
use std::hash::BuildHasherDefault;
use std::sync::{Mutex, OnceLock};

/// Entries of one table by the token they can start with.
pub(crate) struct FirstIndex {
    /// By the hash of the word (see [`key`]): words that share a hash share their entries, which only
    /// adds candidates.
    by_word: HashMap<u64, Box<[u8]>, BuildHasherDefault<Identity>>,
    /// Entries that can start with an operand, or with no token at all (the text after the table
    /// decides): they are candidates whatever the token.
    any: Box<[u8]>,
    /// The keys of each entry's leading words (its first atoms that are [`Atom::Word`]s), as ranges
    /// of `lead_words`: in a quiet reading an entry is tried only where the text's next tokens are
    /// those words (most of a table's entries may share the first, as envydis' `ld` with its types).
    lead: Box<[(u32, u32)]>,
    lead_words: Box<[u64]>,
    /// For a table whose entries start with one guard table (envydis' `$p0`, `not $p0` or nothing): the
    /// entries by the word after it.
    pub(crate) guard: Option<GuardIndex>,
}

/// A set of a table's entries (at most 256: entry indices are bytes).
pub(crate) type Entries = [u64; 4];

/// The entries of a table that start with the same table (the guard: a predicate, `not`, or nothing,
/// which the first-token index cannot see past), by the word that can follow it. A text is read by an
/// entry only if its token after some reading of the guard is one of the entry's next words.
pub(crate) struct GuardIndex {
    pub(crate) guard: &'static Table,
    /// Entries led by the guard and followed by known words; every other entry is always a candidate.
    led: Entries,
    by_word: HashMap<u64, Entries, BuildHasherDefault<Identity>>,
}

impl GuardIndex {
    /// Tables whose entries mostly start with one table (at least this many of them) get a guard index.
    const MIN_LED: usize = 4;

    fn build(t: &'static Table) -> Option<GuardIndex> {
        let lead = |e: &crate::Form| match e.atoms.first() {
            Some(Atom::Sub(g) | Atom::Ignored(g)) => Some(*g),
            _ => None,
        };
        // The most common leading table.
        let mut counts: Vec<(&'static Table, usize)> = Vec::new();
        for e in t.iter() {
            if let Some(g) = lead(e) {
                match counts.iter_mut().find(|(h, _)| std::ptr::eq(*h, g)) {
                    Some(c) => c.1 += 1,
                    None => counts.push((g, 1)),
                }
            }
        }
        let (guard, n) = counts.into_iter().max_by_key(|c| c.1)?;
        if n < Self::MIN_LED || std::ptr::eq(guard, t) || t.len() > 256 {
            return None;
        }
        let mut led = [0u64; 4];
        let mut by_word: HashMap<u64, Entries, BuildHasherDefault<Identity>> = HashMap::default();
        for (i, e) in t.iter().enumerate() {
            if !lead(e).is_some_and(|g| std::ptr::eq(g, guard)) {
                continue;
            }
            let mut words = Vec::new();
            if first_words(&e.atoms[1..], &mut words) != Some(false) {
                continue;
            }
            led[i >> 6] |= 1 << (i & 63);
            for w in words {
                for w in spellings(w) {
                    by_word.entry(word_key(w)).or_default()[i >> 6] |= 1 << (i & 63);
                }
            }
        }
        (led.iter().map(|w| w.count_ones() as usize).sum::<usize>() >= Self::MIN_LED).then_some(GuardIndex { guard, led, by_word })
    }

    /// The entries that may read a text whose guard can end at the token positions of `ends` (bit p:
    /// position p), the tokens' keys being `keys`.
    pub(crate) fn allowed(&self, ends: u64, keys: &[Option<u64>]) -> Entries {
        let mut ok = self.led.map(|w| !w);
        let mut rest = ends;
        while rest != 0 {
            let p = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            if let Some(b) = keys.get(p).copied().flatten().and_then(|k| self.by_word.get(&k)) {
                for (o, b) in ok.iter_mut().zip(b) {
                    *o |= b;
                }
            }
        }
        ok
    }
}

impl FirstIndex {
    fn build(t: &'static Table) -> FirstIndex {
        let mut any = Vec::new();
        let mut by_word: HashMap<u64, Vec<u8>> = HashMap::new();
        for (i, e) in t.iter().enumerate() {
            let mut words = Vec::new();
            match first_words(e.atoms, &mut words) {
                Some(false) => {
                    for w in words {
                        for w in spellings(w) {
                            let v = by_word.entry(word_key(w)).or_default();
                            if v.last() != Some(&(i as u8)) {
                                v.push(i as u8);
                            }
                        }
                    }
                }
                _ => any.push(i as u8),
            }
        }
        let by_word = by_word
            .into_iter()
            .map(|(w, mut v)| {
                v.extend_from_slice(&any);
                v.sort_unstable();
                v.dedup();
                (w, v.into_boxed_slice())
            })
            .collect();
        let mut lead_words = Vec::new();
        let lead = t
            .iter()
            .map(|e| {
                let from = lead_words.len() as u32;
                lead_words.extend(e.atoms.iter().map_while(|a| match a {
                    Atom::Word(w, ..) => Some(word_key(w)),
                    _ => None,
                }));
                (from, lead_words.len() as u32)
            })
            .collect();
        FirstIndex { by_word, any: any.into_boxed_slice(), lead, lead_words: lead_words.into(), guard: GuardIndex::build(t) }
    }

    /// The entries that can read a text whose next token has `key` (see [`key`]), in table order.
    #[inline]
    pub(crate) fn candidates(&self, key: Option<u64>) -> &[u8] {
        match key {
            Some(k) => self.by_word.get(&k).map_or(&self.any, |v| v),
            None => &self.any,
        }
    }

    /// Whether entry `i`'s leading words can be the tokens from `pos` on (keys `keys`): a word is read
    /// only by a token of its text, whose key is the word's.
    #[inline]
    pub(crate) fn leads(&self, i: usize, pos: usize, keys: &[Option<u64>]) -> bool {
        let Some(&(from, to)) = self.lead.get(i) else { return true };
        let words = self.lead_words.get(from as usize..to as usize).unwrap_or_default();
        words.iter().enumerate().all(|(j, &w)| keys.get(pos + j).copied().flatten() == Some(w))
    }
}

/// The texts a first word may be read as: glued text (`.CC`) is also read without its dot.
fn spellings(w: &'static str) -> [&'static str; 2] {
    [w, w.strip_prefix('.').unwrap_or(w)]
}

fn word_key(w: &str) -> u64 {
    crate::format::shape::word(crate::format::shape::WORD, w)
}

/// The key a token is looked up by: the hash of its text (`???` for an unknown marker); none for a
/// number, which only an operand reads. Computed once per token of a text.
pub(crate) fn key(t: &Token, src: &str) -> Option<u64> {
    match t.kind {
        TokKind::Unknown => Some(word_key("???")),
        TokKind::Num => None,
        _ => Some(word_key(t.text(src))),
    }
}

/// Keys are hashes already.
#[derive(Default)]
pub(crate) struct Identity(u64);
impl std::hash::Hasher for Identity {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, _: &[u8]) {
        unreachable!("only u64 keys are hashed")
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

/// Indexes of the tables (of two entries or more) reachable from one root, by table address.
pub(crate) type Registry = HashMap<usize, FirstIndex, BuildHasherDefault<AddrHasher>>;

/// Tables with at most this many entries are tried entry by entry. Small tables are indexed too: a
/// text's walk goes through many of them (instrumented, 70% of the entries tried were in tables of eight
/// or fewer), and the registry is looked up for every table anyway.
const SMALL: usize = 1;

fn collect(t: &'static Table, reg: &mut Registry, seen: &mut HashSet<usize>) {
    let key = t.as_ptr() as usize;
    if !seen.insert(key) {
        return;
    }
    if t.len() > SMALL {
        reg.insert(key, FirstIndex::build(t));
    }
    for e in t.iter() {
        for a in e.atoms {
            match a {
                Atom::Sub(s) | Atom::Ignored(s) => collect(s, reg, seen),
                Atom::Dispatch(_, ts) => ts.iter().for_each(|s| collect(s, reg, seen)),
                _ => {}
            }
        }
    }
}

thread_local! {
    /// Tables' indexes by their address, direct-mapped: a reading visits hundreds of tables, and the
    /// registry's hash lookup was a seventh of the time of envydis' lossless listing. A table's index
    /// depends on the table alone, so one cache serves every registry.
    static RECENT: [std::cell::Cell<(usize, Option<&'static FirstIndex>)>; 256] = const { [const { std::cell::Cell::new((0, None)) }; 256] };
}

/// The index of `t` in `reg` (none for a table of one entry or fewer).
#[inline]
pub(crate) fn lookup(reg: &'static Registry, t: &'static Table) -> Option<&'static FirstIndex> {
    let a = t.as_ptr() as usize;
    // Empty tables share dangling addresses: none is indexed.
    if t.len() <= SMALL {
        return None;
    }
    let slot = (a >> 4 ^ a >> 12) & 255;
    RECENT.with(|c| {
        let (k, ix) = c[slot].get();
        if k == a {
            return ix;
        }
        let ix = reg.get(&a);
        c[slot].set((a, ix));
        ix
    })
}

/// The indexes of the tables reachable from `root`, built on first use.
pub(crate) fn registry(root: &'static Table) -> &'static Registry {
    static ROOTS: OnceLock<Mutex<Vec<(usize, &'static Registry)>>> = OnceLock::new();
    let mut roots = ROOTS.get_or_init(Default::default).lock().unwrap_or_else(|e| e.into_inner());
    let key = root.as_ptr() as usize;
    if let Some(&(_, r)) = roots.iter().find(|(k, _)| *k == key) {
        return r;
    }
    let mut reg = Registry::default();
    collect(root, &mut reg, &mut HashSet::new());
    let r: &'static Registry = Box::leak(Box::new(reg));
    roots.push((key, r));
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Form, Mark, Post, W};

    static NESTED: &Table = &[Form::new(0, 0, &[W("x")]), Form::new(0, 0, &[])];
    static T: &Table = &[
        Form::new(0, 0, &[W("add"), W("b32")]),
        Form::new(0, 0, &[W("mul")]),
        Form::new(0, 0, &[Mark("long"), W("add")]),
        Form::new(0, 0, &[Atom::Sub(NESTED), W("y")]),
        Form::new(0, 0, &[Post(".CC")]),
        Form::new(0, 0, &[Atom::Open]),
        Form::new(0, 0, &[Atom::Unknown]),
        Form::new(0, 0, &[Atom::Discard]),
        Form::new(0, 0, &[W("add")]),
    ];

    fn cands(text: &str) -> Vec<u8> {
        let toks = gpuisa_core::lex::lex(text).unwrap();
        FirstIndex::build(T).candidates(toks.first().and_then(|t| key(t, text))).to_vec()
    }

    #[test]
    fn candidates_are_the_entries_that_can_start_with_the_token_in_order() {
        // Entry 7 starts with an operand: always a candidate.
        assert_eq!(cands("add $r1"), [0, 2, 7, 8]);
        assert_eq!(cands("long add"), [2, 7]);
        // The nested table may print `x` or nothing, then `y`; or `???` where it matches nothing.
        assert_eq!(cands("x y"), [3, 7]);
        assert_eq!(cands("y"), [3, 7]);
        assert_eq!(cands("??? y"), [3, 6, 7]);
        assert_eq!(cands("CC"), [4, 7]);
        assert_eq!(cands("( a"), [5, 7]);
        assert_eq!(cands("0x10"), [7]);
        assert_eq!(cands("mad"), [7]);
        assert_eq!(cands(""), [7]);
    }
}
