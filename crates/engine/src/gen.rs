//! Source generation: compiles an ISA's encoding tables into a straight-line decoder, formatter and
//! one-pass disassembler, so that none interprets the tables atom by atom. The tables stay the one
//! description (the assembler and encoder still walk them); the generated file is derived from them. An
//! ISA crate that uses it keeps two tests: one that regenerates the file ([`write_if_stale`]) and fails when
//! it was stale, one that compares the generated code with the table walkers on random words.

use super::index::{TableIndex, SMALL};
use super::*;
use gpuisa_core::BitField;
use std::collections::HashMap;
use std::fmt::Write;

/// What the one-pass form of a table prints where no entry matches.
const NO_MATCH_ATOMS: &[Atom] = &[W("???")];
/// The most bits a table's masks may span for its one-pass form to be a lookup table.
const LUT_BITS: usize = 8;
/// The same for tables gated by variant or program type, which have a byte table per context.
const LUT_BITS_GATED: usize = 6;
/// Lookup tables over at most this many bits hold an entry per key, without a byte table (see `lut_table`).
const DIRECT_BITS: usize = 3;
/// The most bits a large table's candidates for one selector value may test beyond it for their choice
/// to be a lookup (see [`Gen::bucket_lut`]): a byte table of at most 1 KiB.
const BUCKET_BITS: usize = 10;
/// Contexts: 4 feature bits by 4 program types (see `Dis::ctx`).
const CTXS: usize = 64;
/// The most bits a table printed first on the line may depend on for its texts to be kept ready (see
/// [`Gen::ready_call`]).
const READY_BITS: usize = 6;

struct Gen {
    /// Table address and length to its number. Tables with the same content share a number, whether or
    /// not the compiler merged them, so that the output does not depend on the build.
    ids: HashMap<(usize, usize), usize>,
    by_content: HashMap<String, usize>,
    order: Vec<&'static Table>,
    /// Operand spec text to its constant's name.
    specs: HashMap<String, String>,
    spec_defs: String,
    /// Lookup tables of the one-pass disassembler (see [`Gen::lut_table`]).
    lut_defs: String,
    /// Word runs printed by lookup so far (see [`Gen::word_run`]).
    runs: usize,
    /// Bucket lookups already defined (table number, selector value): a folded table's buckets are
    /// written twice (see [`Gen::fold`]).
    bucket_luts: std::collections::HashSet<(usize, usize)>,
    /// The root table's one-pass code is being written: its entries' bodies start the line.
    in_root: bool,
    /// The next body written (see [`Gen::skel_code`], [`Gen::dis_atoms`]) starts the line.
    at_start: bool,
    /// Tables whose texts are kept ready: their call (see [`Gen::ready_call`]).
    ready: HashMap<usize, Option<String>>,
}

fn key(t: &'static Table) -> (usize, usize) {
    (t.as_ptr() as usize, t.len())
}

fn bitfield(f: &BitField) -> String {
    match f.parts() {
        [] => "BitField::empty()".into(),
        [(l, w)] => format!("BitField::new({l}, {w})"),
        [(l0, w0), (l1, w1)] => format!("BitField::two({l0}, {w0}, {l1}, {w1})"),
        [(l0, w0), (l1, w1), (l2, w2)] => format!("BitField::three({l0}, {w0}, {l1}, {w1}, {l2}, {w2})"),
        _ => unreachable!("a BitField has at most three parts"),
    }
}

/// The printing code of a literal atom (a word, a mark, a parenthesis or `???`), through the printer `p`:
/// the same in the formatter and the one-pass disassembler.
fn literal(p: &str, a: &Atom, out: &mut String) {
    match a {
        Atom::Word(w, wh, _) => writeln!(out, "{p}.word16(const {{ pad16({w:?}) }}, {}, {wh:#x});", w.len()),
        Atom::Mark(w, wh) => {
            writeln!(out, "if !{p}.compat {{ {p}.word16(const {{ pad16({w:?}) }}, {}, {wh:#x}); }}", w.len())
        }
        Atom::Open => writeln!(out, "{p}.open();"),
        Atom::Close => writeln!(out, "{p}.close();"),
        Atom::Unknown => writeln!(out, "{p}.unknown();"),
        // Short ASCII text as a padded constant: one store (see `Printer::suffix16`).
        Atom::Pre(w, wh) if fits16(w) => writeln!(out, "{p}.prefix16(const {{ pad16({w:?}) }}, {}, {wh:#x});", w.len()),
        Atom::Post(w, wh) if fits16(w) => writeln!(out, "{p}.suffix16(const {{ pad16({w:?}) }}, {}, {wh:#x});", w.len()),
        Atom::Pre(w, wh) => writeln!(out, "{p}.prefix({w:?}, {wh:#x});"),
        Atom::Post(w, wh) => writeln!(out, "{p}.suffix({w:?}, {wh:#x});"),
        _ => unreachable!("not a literal atom"),
    }
    .unwrap()
}

/// Whether `w` fits a padded 16-byte store (ASCII, at most 16 bytes).
fn fits16(w: &str) -> bool {
    w.len() <= 16 && w.is_ascii()
}

fn imm_spec(s: &ImmSpec) -> String {
    format!(
        "ImmSpec {{ field: {}, signed: {}, shift: {}, minus: {} }}",
        bitfield(&s.field),
        s.signed,
        s.shift,
        s.minus
    )
}

impl Gen {
    /// Numbers `t` and the tables below it, children first; returns `t`'s number.
    fn collect(&mut self, t: &'static Table) -> usize {
        if let Some(&id) = self.ids.get(&key(t)) {
            return id;
        }
        let mut content = String::new();
        for e in t.iter() {
            write!(content, "{:x}/{:x}/{}/{}:", e.value, e.mask, e.feat, e.ptype).unwrap();
            for a in e.atoms {
                match a {
                    Atom::Sub(s) => write!(content, "S{},", self.collect(s)).unwrap(),
                    Atom::Ignored(s) => write!(content, "I{},", self.collect(s)).unwrap(),
                    Atom::Dispatch(f, ts) => {
                        write!(content, "D{:?}", f).unwrap();
                        for s in ts.iter() {
                            write!(content, "{},", self.collect(s)).unwrap();
                        }
                    }
                    other => write!(content, "{other:?},").unwrap(),
                }
            }
            content.push(';');
        }
        let id = match self.by_content.get(&content) {
            Some(&id) => id,
            None => {
                let id = self.order.len();
                self.order.push(t);
                self.by_content.insert(content, id);
                id
            }
        };
        self.ids.insert(key(t), id);
        id
    }

    fn id(&self, t: &'static Table) -> usize {
        self.ids[&key(t)]
    }

    /// The name of a constant holding `ty` with value `text`.
    fn spec(&mut self, ty: &str, text: String) -> String {
        if let Some(n) = self.specs.get(&text) {
            return n.clone();
        }
        let name = format!("S{}", self.specs.len());
        writeln!(self.spec_defs, "const {name}: {ty} = {text};").unwrap();
        self.specs.insert(text, name.clone());
        name
    }

    fn reg_spec(&mut self, r: &RegSpec) -> String {
        let text = format!(
            "RegSpec {{ field: {}, file: RegFile::{:?}, shape: RegShape::{:?} }}",
            bitfield(&r.field),
            r.file,
            r.shape
        );
        self.spec("RegSpec", text)
    }

    fn atoms(&mut self, atoms: &'static [Atom], out: &mut String) {
        for a in atoms {
            match a {
                Atom::Word(..) | Atom::Mark(..) | Atom::Pre(..) | Atom::Post(..) | Atom::Open | Atom::Close | Atom::Unknown => {}
                Atom::Sub(t) => writeln!(out, "t{}(d);", self.id(t)).unwrap(),
                Atom::Ignored(t) => {
                    writeln!(out, "let before = d.consumed; t{}(d); d.ignored |= d.consumed & !before;", self.id(t)).unwrap()
                }
                Atom::Dispatch(f, ts) => {
                    assert_eq!(ts.len(), 1 << f.width(), "a dispatch has a table for every selector value");
                    writeln!(out, "let i = {}.get(d.bits); d.insn.push_path(i as u8); match i {{", bitfield(f)).unwrap();
                    for (i, t) in ts.iter().enumerate() {
                        writeln!(out, "{i} => {{ t{}(d); }}", self.id(t)).unwrap();
                    }
                    writeln!(out, "_ => {{}} }}").unwrap();
                }
                Atom::Discard => writeln!(out, "d.insn.push_op(Operand::Discard);").unwrap(),
                _ => {
                    let (kind, spec) = self.operand(a);
                    writeln!(out, "let o = d.{}(&{spec}); d.insn.push_op(o);", kind.to_lowercase()).unwrap();
                }
            }
        }
    }

    /// The formatter's code for `atoms`: one arm of a table's `match`.
    fn fmt_atoms(&mut self, atoms: &'static [Atom], out: &mut String) {
        for a in atoms {
            match a {
                Atom::Word(..) | Atom::Mark(..) | Atom::Pre(..) | Atom::Post(..) | Atom::Open | Atom::Close | Atom::Unknown => literal("f", a, out),
                Atom::Sub(t) => writeln!(out, "f{}(f);", self.id(t)).unwrap(),
                Atom::Ignored(t) => {
                    let id = self.id(t);
                    writeln!(out, "if f.compat {{ f.skip(f{id}); }} else {{ f{id}(f); }}").unwrap()
                }
                Atom::Dispatch(_, ts) => {
                    writeln!(out, "let Some(ti) = f.next() else {{ return }}; match ti {{").unwrap();
                    for (i, t) in ts.iter().enumerate() {
                        writeln!(out, "{i} => f{}(f),", self.id(t)).unwrap();
                    }
                    writeln!(out, "_ => {{}} }}").unwrap();
                }
                Atom::Discard => writeln!(out, "if !f.operand(&Atom::Discard) {{ return; }}").unwrap(),
                _ => {
                    let (kind, spec) = self.operand(a);
                    let method = match kind {
                        "Reg" => "operand_reg",
                        "Mem" => "operand_mem",
                        _ => "operand",
                    };
                    writeln!(out, "if !f.{method}(&Atom::{kind}(&{spec})) {{ return; }}").unwrap();
                }
            }
        }
    }

    /// The one-pass disassembler's code for `atoms` (see [`super::disasm`]).
    fn dis_atoms(&mut self, atoms: &'static [Atom], out: &mut String) {
        let start = std::mem::take(&mut self.at_start);
        let mut i = 0;
        if let (true, Some(Atom::Sub(t))) = (start, atoms.first()) {
            if let Some(call) = self.ready_call(t) {
                out.push_str(&call);
                i = 1;
            }
        }
        while i < atoms.len() {
            // A run of words and word-only sub-tables prints as one lookup where it fits.
            let run = atoms[i..].iter().take_while(|a| matches!(a, Atom::Word(..)) || word_table(a).is_some()).count();
            if run >= 2 && atoms[i..i + run].iter().any(|a| word_table(a).is_some()) && self.word_run(&atoms[i..i + run], out) {
                i += run;
                continue;
            }
            let a = &atoms[i];
            i += 1;
            match a {
                Atom::Word(..) | Atom::Mark(..) | Atom::Pre(..) | Atom::Post(..) | Atom::Open | Atom::Close | Atom::Unknown => literal("d", a, out),
                Atom::Sub(t) => writeln!(out, "x{}(d);", self.id(t)).unwrap(),
                Atom::Ignored(t) => {
                    let id = self.id(t);
                    writeln!(out, "if d.compat {{ gpuisa_engine::format::Printer::<N>::muted(d, x{id}); }} else {{ x{id}(d); }}").unwrap()
                }
                Atom::Dispatch(f, ts) => {
                    writeln!(out, "match {}.get(d.bits) {{", bitfield(f)).unwrap();
                    for (i, t) in ts.iter().enumerate() {
                        writeln!(out, "{i} => x{}(d),", self.id(t)).unwrap();
                    }
                    writeln!(out, "_ => {{}} }}").unwrap();
                }
                Atom::Discard => writeln!(out, "d.discard();").unwrap(),
                _ => {
                    let (kind, spec) = self.operand(a);
                    writeln!(out, "d.{}(&{spec});", kind.to_lowercase()).unwrap();
                }
            }
        }
    }

    /// The one-pass code of a run of words and word-only sub-tables (see [`word_table`]): a table over the
    /// bits the sub-tables test gives the words printed and the bits claimed, so that the run is one lookup
    /// and one store instead of a call per sub-table. `false` (nothing written) when the bits or a run of
    /// words do not fit.
    fn word_run(&mut self, run: &'static [Atom], out: &mut String) -> bool {
        let span = run.iter().filter_map(word_table).flat_map(|t| t.iter()).fold(0u64, |m, e| m | e.mask);
        if span.count_ones() as usize > LUT_BITS {
            return false;
        }
        let pos: Vec<u32> = (0..64).filter(|b| span >> b & 1 != 0).collect();
        let mut rows = Vec::new();
        for k in 0..1u64 << pos.len() {
            let bits = pos.iter().enumerate().fold(0u64, |v, (j, b)| v | (k >> j & 1) << b);
            let (mut words, mut mask) = (Vec::new(), 0u64);
            for a in run {
                match (a, word_table(a)) {
                    (Atom::Word(w, ..), _) => words.push(*w),
                    (_, Some(t)) => {
                        // `word_table` checked that some entry matches every value.
                        let Some(e) = t.iter().find(|e| bits & e.mask == e.value) else { return false };
                        mask |= e.mask;
                        words.extend(e.atoms.iter().map(|a| match a {
                            Atom::Word(w, ..) => *w,
                            _ => unreachable!("a word-only table"),
                        }));
                    }
                    _ => unreachable!("a run of words and word tables"),
                }
            }
            if words.len() > super::disasm::Words::MAX || words.join(" ").len() > 16 {
                return false;
            }
            rows.push(format!("LutEntry {{ mask: {mask:#x}, skel: 0, words: [Words::new(&{words:?})] }},"));
        }
        let n = self.runs;
        self.runs += 1;
        writeln!(self.lut_defs, "static R{n}: [LutEntry<1>; {}] = [\n{}\n];", rows.len(), rows.join("\n")).unwrap();
        writeln!(out, "let e = &R{n}[({}) as usize]; d.consumed |= e.mask; d.words(&e.words[0]);", gather(&pos)).unwrap();
        true
    }

    /// An operand atom's kind (its `Atom` variant) and the constant holding its spec.
    fn operand(&mut self, a: &Atom) -> (&'static str, String) {
        match a {
            Atom::Reg(r) => ("Reg", self.reg_spec(r)),
            Atom::Imm(s) => ("Imm", self.spec("ImmSpec", imm_spec(s))),
            Atom::Target(s) => ("Target", self.spec("ImmSpec", imm_spec(s))),
            Atom::Mem(m) => {
                let base = match &m.base {
                    MemBaseSpec::None => "MemBaseSpec::None".to_string(),
                    MemBaseSpec::Areg(f) => format!("MemBaseSpec::Areg({})", bitfield(f)),
                    MemBaseSpec::Reg(r) => format!("MemBaseSpec::Reg(&{})", self.reg_spec(r)),
                };
                let text = format!(
                    "MemSpec {{ space: {:?}, bank: {}, base: {base}, offset: {}, postinc: {} }}",
                    m.space,
                    m.bank.as_ref().map_or("None".into(), |b| format!("Some({})", bitfield(b))),
                    m.offset.as_ref().map_or("None".into(), |s| format!("Some({})", imm_spec(s))),
                    m.postinc
                );
                ("Mem", self.spec("MemSpec", text))
            }
            Atom::Vec(v) => {
                let count = match &v.count {
                    VecCount::Fixed(n) => format!("VecCount::Fixed({n})"),
                    VecCount::Field(f, n) => format!("VecCount::Field({}, {n})", bitfield(f)),
                };
                let text = format!(
                    "VecSpec {{ base: {}, count: {count}, mask: {} }}",
                    bitfield(&v.base),
                    v.mask.as_ref().map_or("None".into(), |m| format!("Some({})", bitfield(m)))
                );
                ("Vec", self.spec("VecSpec", text))
            }
            _ => unreachable!("not an operand atom"),
        }
    }

    fn fmt_table(&mut self, t: &'static Table, out: &mut String) {
        writeln!(out, "fn f{}(f: &mut Fmt) {{", self.id(t)).unwrap();
        writeln!(out, "let Some(i) = f.next() else {{ return }};").unwrap();
        writeln!(out, "match i {{").unwrap();
        for (i, e) in t.iter().enumerate() {
            writeln!(out, "{i} => {{").unwrap();
            self.fmt_atoms(e.atoms, out);
            writeln!(out, "}}").unwrap();
        }
        writeln!(out, "_ => f.unknown(), }} }}").unwrap();
    }

    /// One entry: when it matches and is enabled, take it and return its mask. Returns whether the
    /// entry always matches (later entries are then unreachable).
    fn entry(&mut self, i: usize, f: &'static Form, fused: bool, out: &mut String) -> bool {
        let mut conds = Vec::new();
        if f.mask != 0 {
            conds.push(format!("d.bits & {:#x} == {:#x}", f.mask, f.value));
        }
        if f.feat != 0 {
            conds.push(format!("d.feats & {:#x} == {:#x}", f.feat, f.feat));
        }
        if f.ptype & PTYPE_ALL != PTYPE_ALL {
            conds.push(format!("d.ptype & {:#x} != 0", f.ptype));
        }
        let always = conds.is_empty();
        if !always {
            writeln!(out, "if {} {{", conds.join(" && ")).unwrap();
        } else {
            writeln!(out, "{{").unwrap();
        }
        if fused {
            writeln!(out, "d.consumed |= {:#x};", f.mask).unwrap();
            self.at_start = self.in_root;
            self.dis_atoms(f.atoms, out);
            writeln!(out, "return; }}").unwrap();
        } else {
            writeln!(out, "d.insn.push_path({i}); d.consumed |= {:#x};", f.mask).unwrap();
            self.atoms(f.atoms, out);
            writeln!(out, "return {:#x}; }}", f.mask).unwrap();
        }
        always
    }

    /// The one-pass form of a small table as lookups instead of branches, when it fits: entries that need
    /// no variant or program type, whose masks together span at most [`LUT_BITS`] bits, and whose runs of
    /// words fit a [`super::disasm::Words`]. A byte table maps the spanned bits to the matching entry (the
    /// first in table order, or `???`), and entries that differ only in their words share one piece of
    /// code (a *skeleton*), with the words read from the entry. A table of modifiers thus prints without a
    /// branch, and the predicate table branches only on whether it reads a register.
    fn lut_table(&mut self, t: &'static Table, out: &mut String) -> bool {
        if t.len() < 2 {
            return false;
        }
        // Entries gated by variant or program type: one byte table per context (see `Dis::ctx`).
        let gated = t.iter().any(|e| e.feat != 0 || e.ptype & PTYPE_ALL != PTYPE_ALL);
        let limit = if gated { LUT_BITS_GATED } else { LUT_BITS };
        // A dispatch on opcode bits is taken into the lookup when the bits fit, so that the class and the
        // opcode are one jump instead of two.
        // Literal sub-tables are spliced in as data where the result still fits, so that a modifier or a
        // negation is a byte of the entry rather than a call and a branch.
        let mut found = None;
        for (expand, splice) in [(true, true), (true, false), (false, true), (false, false)] {
            let v = ventries(t, expand, splice);
            if span_of(&v).count_ones() as usize > limit || v.len() > 4096 {
                continue;
            }
            // Each entry as (skeleton key, text per slot); the last is no match, printed `???`.
            let entries: Option<Vec<_>> = v.iter().map(|e| self.skeleton(&e.atoms)).collect();
            if let Some(entries) = entries {
                found = Some((v, entries));
                break;
            }
        }
        let Some((ventries, mut entries)) = found else { return false };
        let span = span_of(&ventries);
        let nbits = span.count_ones() as usize;
        entries.push(("G,".into(), vec![Slot { pre: false, words: vec!["???"] }]));
        let mut skels: Vec<String> = Vec::new();
        for (k, _) in &entries {
            if !skels.contains(k) {
                skels.push(k.clone());
            }
        }
        let slots = entries.iter().map(|(_, w)| w.len()).max().unwrap_or(0);
        // The byte table: spanned bits (lowest first) to entry index, first match in table order.
        let bit_pos: Vec<u32> = (0..64).filter(|b| span >> b & 1 != 0).collect();
        let index = |feats: u8, ptype: u8| -> Vec<usize> {
            (0..1u64 << nbits)
                .map(|k| {
                    let bits = bit_pos.iter().enumerate().fold(0u64, |v, (j, b)| v | (k >> j & 1) << b);
                    let hit = ventries.iter().position(|e| bits & e.mask == e.value && e.form.enabled(feats, ptype));
                    hit.unwrap_or(ventries.len())
                })
                .collect()
        };
        let id = self.id(t);
        let byte = if ventries.len() < 255 { "u8" } else { "u16" };
        // A small ungated table holds its entry per key (repeated where keys share one), indexed by the key
        // itself: one dependent load fewer between the bits and the entry's branch.
        let direct = !gated && nbits <= DIRECT_BITS;
        let order: Vec<usize> = if direct { index(0, PTYPE_ALL) } else { (0..entries.len()).collect() };
        if gated {
            let all: Vec<Vec<usize>> = (0..CTXS).map(|c| index((c >> 2) as u8, 1 << (c & 3))).collect();
            writeln!(self.lut_defs, "static L{id}: [[{byte}; {}]; {CTXS}] = {:?};", 1 << nbits, all).unwrap();
        } else if !direct {
            writeln!(self.lut_defs, "static L{id}: [{byte}; {}] = {:?};", 1 << nbits, index(0, PTYPE_ALL)).unwrap();
        }
        writeln!(self.lut_defs, "static E{id}: [LutEntry<{slots}>; {}] = [", order.len()).unwrap();
        for &i in &order {
            let (key, words) = &entries[i];
            let mask = ventries.get(i).map_or(0, |e| e.consumed);
            let skel = skels.iter().position(|k| k == key).unwrap();
            let mut groups: Vec<String> = words
                .iter()
                .map(|w| format!("Words::{}(&{:?})", if w.pre { "glued" } else { "new" }, w.words))
                .collect();
            groups.resize(slots, "Words::NONE".into());
            writeln!(self.lut_defs, "LutEntry {{ mask: {mask:#x}, skel: {skel}, words: [{}] }},", groups.join(", ")).unwrap();
        }
        writeln!(self.lut_defs, "];").unwrap();
        let k = gather(&bit_pos);
        writeln!(out, "fn x{id}<N: Notation>(d: &mut Dis<N>) {{").unwrap();
        let ctx = if gated { "[d.ctx]" } else { "" };
        if direct {
            writeln!(out, "let e = &E{id}[({k}) as usize];").unwrap();
        } else {
            writeln!(out, "let e = &E{id}[L{id}{ctx}[({k}) as usize] as usize];").unwrap();
        }
        writeln!(out, "d.consumed |= e.mask;").unwrap();
        let no_match = [VAtom::A(&NO_MATCH_ATOMS[0])];
        let rep: Vec<&[VAtom]> = skels
            .iter()
            .map(|k| {
                let i = entries.iter().position(|(key, _)| key == k).unwrap();
                ventries.get(i).map_or(&no_match[..], |e| &e.atoms[..])
            })
            .collect();
        if skels.len() > 1 && !gated && self.folded_arms(t, &ventries, &entries, &skels, &rep, span, out) {
            writeln!(out, "}}").unwrap();
            return true;
        }
        if skels.len() > 1 {
            writeln!(out, "match e.skel {{").unwrap();
        }
        for (si, atoms) in rep.iter().enumerate() {
            if skels.len() > 1 {
                writeln!(out, "{} => {{", if si + 1 == skels.len() { "_".to_string() } else { si.to_string() }).unwrap();
            }
            self.at_start = self.in_root;
            self.skel_code(atoms, out);
            if skels.len() > 1 {
                writeln!(out, "}}").unwrap();
            }
        }
        if skels.len() > 1 {
            writeln!(out, "}}").unwrap();
        }
        writeln!(out, "}}").unwrap();
        true
    }

    /// The call of table `t` placed first on the line from its ready texts (see [`crate::ready`]), when
    /// its text depends on at most [`READY_BITS`] bits: a table of words, prefixes and registers (the
    /// guard predicate) with no variant or program type. Defines the texts' table once.
    fn ready_call(&mut self, t: &'static Table) -> Option<String> {
        let id = self.id(t);
        if let Some(call) = self.ready.get(&id) {
            return call.clone();
        }
        let call = ready_bits(t).filter(|m| m.count_ones() as usize <= READY_BITS).map(|m| {
            let pos: Vec<u32> = (0..64).filter(|b| m >> b & 1 != 0).collect();
            writeln!(self.lut_defs, "static Q{id}: Ready<{}> = Ready::new(&{pos:?});", 1 << pos.len()).unwrap();
            format!("d.ready(&Q{id}, ({}) as usize, x{id});\n", gather(&pos))
        });
        self.ready.insert(id, call.clone());
        call
    }

    /// The code of one skeleton of a lookup table (`atoms`: a representative entry's), its runs of words
    /// read from the entry (`e.words`).
    fn skel_code(&mut self, atoms: &[VAtom], out: &mut String) {
        let start = std::mem::take(&mut self.at_start);
        let mut slot = 0;
        for (i, run) in runs(atoms).into_iter().enumerate() {
            if let (true, 0, Run::Atom(VAtom::T(t) | VAtom::A(Atom::Sub(t)))) = (start, i, &run) {
                if let Some(call) = self.ready_call(t) {
                    out.push_str(&call);
                    continue;
                }
            }
            match run {
                Run::Text(s) => {
                    writeln!(out, "d.{}(&e.words[{slot}]);", if s.pre { "prefixes" } else { "words" }).unwrap();
                    slot += 1;
                }
                Run::Atom(a) => out.push_str(&self.vatom_code(&a)),
            }
        }
        if atoms.is_empty() {
            writeln!(out, "d.words(&e.words[0]);").unwrap();
        }
    }

    /// The skeleton code of a lookup table `t` whose skeletons call large tables alone, with them folded into
    /// its jump (see [`Gen::fold`]); `false` (nothing written) when none folds. A byte table over a key of
    /// the lookup's bits, the folded tables' selector bits and more of the bits their forms test gives
    /// the arm of one jump: a skeleton, a form itself, or (where the key does not decide) a bucket's
    /// code. The root and the short forms' table, two thirds of random code's lines, are then one
    /// mispredicted jump instead of three.
    #[allow(clippy::too_many_arguments)]
    fn folded_arms(&mut self, t: &'static Table, ventries: &[VEntry], entries: &[(String, Vec<Slot>)], skels: &[String], rep: &[&[VAtom]], span: u64, out: &mut String) -> bool {
        // The skeleton each value of the key bits `bits` takes: first match in table order, or `???`.
        let skel_of = |bits: u64| -> usize {
            let i = ventries.iter().position(|e| bits & e.mask == e.value && e.form.enabled(0, PTYPE_ALL)).unwrap_or(ventries.len());
            skels.iter().position(|k| *k == entries[i].0).unwrap()
        };
        let scatter = |pos: &[u32], j: u64| pos.iter().enumerate().fold(0u64, |v, (n, b)| v | (j >> n & 1) << b);
        let pos: Vec<u32> = (0..64).filter(|b| span >> b & 1 != 0).collect();
        let mut hits = vec![0usize; skels.len()];
        for j in 0..1u64 << pos.len() {
            hits[skel_of(scatter(&pos, j))] += 1;
        }
        let (folded, mut key) = self.fold(rep, &hits, span);
        if folded.is_empty() {
            return false;
        }
        // More of the bits the folded tables' forms test, lowest first, while the key fits: a value of them
        // that decides a form goes straight to it, without the bucket's own jump or chain.
        let tested = folded.iter().flat_map(|f| f.1.iter()).fold(0u64, |m, f| m | f.mask) & !key;
        for b in 0..64 {
            if key.count_ones() as usize >= BUCKET_BITS {
                break;
            }
            if tested >> b & 1 != 0 {
                key |= 1 << b;
            }
        }
        let kpos: Vec<u32> = (0..64).filter(|b| key >> b & 1 != 0).collect();
        // What each key value takes: a skeleton, a form of a folded table, a folded table's bucket (the
        // key does not decide it), or no match.
        #[derive(Clone, Copy, PartialEq)]
        enum Arm {
            Skel(usize),
            Form(usize, usize),
            Bucket(usize, usize),
            NoMatch,
        }
        let arm_of = |bits: u64| -> Arm {
            let si = skel_of(bits);
            let Some((fi, (_, sub, ix))) = folded.iter().enumerate().find(|f| f.1 .0 == si) else { return Arm::Skel(si) };
            let k = (0..ix.nbits).fold(0, |k, q| k | ((bits >> ix.bits[q]) as usize & 1) << q);
            for &c in &ix.cands[ix.starts[k] as usize..ix.starts[k + 1] as usize] {
                let f = &sub[c as usize];
                if (bits ^ f.value) & f.mask & key != 0 {
                    continue;
                }
                if f.mask & !key != 0 {
                    return Arm::Bucket(fi, k);
                }
                return Arm::Form(fi, c as usize);
            }
            Arm::NoMatch
        };
        let per_value: Vec<Arm> = (0..1u64 << kpos.len()).map(|j| arm_of(scatter(&kpos, j))).collect();
        let mut arms: Vec<Arm> = Vec::new();
        for a in &per_value {
            if !arms.contains(a) {
                arms.push(*a);
            }
        }
        if arms.len() > 1 << 16 {
            return false;
        }
        let table: Vec<usize> = per_value.iter().map(|a| arms.iter().position(|x| x == a).unwrap()).collect();
        let id = self.id(t);
        let byte = if arms.len() <= 256 { "u8" } else { "u16" };
        writeln!(self.lut_defs, "static C{id}: [{byte}; {}] = {:?};", table.len(), table).unwrap();
        writeln!(out, "match C{id}[({}) as usize] {{", gather(&kpos)).unwrap();
        let last = arms.len() - 1;
        for (n, arm) in arms.iter().enumerate() {
            let mut body = String::new();
            match *arm {
                Arm::Skel(si) => {
                    self.at_start = self.in_root;
                    self.skel_code(rep[si], &mut body)
                }
                Arm::Form(fi, c) => {
                    let f = &folded[fi].1[c];
                    writeln!(body, "d.consumed |= {:#x};", f.mask).unwrap();
                    self.at_start = self.in_root;
                    self.dis_atoms(f.atoms, &mut body);
                }
                Arm::Bucket(fi, k) => {
                    // As the large table's own code: a match returns, no match prints `???`.
                    let (_, sub, ix) = &folded[fi];
                    self.bucket(sub, ix, k, true, &mut body);
                    writeln!(body, "d.unknown();").unwrap();
                }
                Arm::NoMatch => writeln!(body, "d.unknown();").unwrap(),
            }
            let label = if n == last { "_".to_string() } else { n.to_string() };
            writeln!(out, "{label} => {{\n{body}}}").unwrap();
        }
        writeln!(out, "}}").unwrap();
        true
    }

    /// The one-pass code of one selector value `k` of a large table as a lookup: a byte table over the
    /// bits its candidates test beyond the selector maps them to the first candidate that matches, and one
    /// jump takes it, where a chain of tests would branch once per candidate tried. Only when no
    /// candidate needs a variant or program type and the bits fit [`BUCKET_BITS`].
    fn bucket_lut(&mut self, t: &'static Table, ix: &TableIndex, k: usize, cands: &[u8], out: &mut String) -> bool {
        let forms: Vec<&'static Form> = cands.iter().map(|&i| &t[i as usize]).collect();
        if forms.len() < 2 || forms.iter().any(|f| f.feat != 0 || f.ptype & PTYPE_ALL != PTYPE_ALL) {
            return false;
        }
        let sel = (0..ix.nbits).fold(0u64, |m, j| m | 1 << ix.bits[j]);
        let extra = forms.iter().fold(0u64, |m, f| m | f.mask) & !sel;
        if extra.count_ones() as usize > BUCKET_BITS {
            return false;
        }
        let pos: Vec<u32> = (0..64).filter(|b| extra >> b & 1 != 0).collect();
        let fixed = (0..ix.nbits).fold(0u64, |v, j| v | ((k as u64 >> j) & 1) << ix.bits[j]);
        let index: Vec<usize> = (0..1u64 << pos.len())
            .map(|j| {
                let bits = pos.iter().enumerate().fold(fixed, |v, (n, b)| v | (j >> n & 1) << b);
                forms.iter().position(|f| bits & f.mask == f.value).unwrap_or(forms.len())
            })
            .collect();
        let id = self.id(t);
        if self.bucket_luts.insert((id, k)) {
            writeln!(self.lut_defs, "static B{id}_{k}: [u8; {}] = {:?};", index.len(), index).unwrap();
        }
        writeln!(out, "match B{id}_{k}[({}) as usize] {{", gather(&pos)).unwrap();
        for (n, f) in forms.iter().enumerate() {
            if index.contains(&n) {
                writeln!(out, "{n} => {{ d.consumed |= {:#x};", f.mask).unwrap();
                self.at_start = self.in_root;
                self.dis_atoms(f.atoms, out);
                writeln!(out, "return; }}").unwrap();
            }
        }
        writeln!(out, "_ => {{}} }}").unwrap();
        true
    }

    /// The one-pass code of an atom of a lookup table's entry.
    fn vatom_code(&mut self, a: &VAtom) -> String {
        let mut code = String::new();
        match a {
            VAtom::A(a) => self.dis_atoms(std::slice::from_ref(*a), &mut code),
            VAtom::T(t) => writeln!(code, "x{}(d);", self.id(t)).unwrap(),
        }
        code
    }

    /// The code of selector value `k` of a large table: its candidates tried in order (or as one lookup,
    /// see [`Gen::bucket_lut`]); a match returns, no match falls through.
    fn bucket(&mut self, t: &'static Table, ix: &TableIndex, k: usize, fused: bool, out: &mut String) {
        let cands = &ix.cands[ix.starts[k] as usize..ix.starts[k + 1] as usize];
        if fused && self.bucket_lut(t, ix, k, cands, out) {
            return;
        }
        for &i in cands {
            if self.entry(i as usize, &t[i as usize], fused, out) {
                break;
            }
        }
    }

    /// Large tables that a lookup table's skeletons call alone (`rep`: each skeleton's atoms), to be folded
    /// into its jump (see [`Gen::folded_arms`]): greedily by how many of the lookup's values reach the
    /// table, while the lookup's bits (`span`) and the tables' selector bits fit [`BUCKET_BITS`]. Returns
    /// each folded skeleton's number, table and index, and the bits of the combined key.
    fn fold(&self, rep: &[&[VAtom]], hits: &[usize], span: u64) -> (Vec<(usize, &'static Table, TableIndex)>, u64) {
        let mut cands: Vec<(usize, &'static Table)> = rep
            .iter()
            .enumerate()
            .filter_map(|(si, atoms)| {
                let t = match atoms {
                    [VAtom::T(t)] | [VAtom::A(Atom::Sub(t))] => *t,
                    _ => return None,
                };
                // Only tables that stay a chain of buckets (no lookup form can fit them).
                let plain = t.iter().all(|e| e.feat == 0 && e.ptype & PTYPE_ALL == PTYPE_ALL);
                let indexed = t.len() > SMALL && span_of(&ventries(t, false, false)).count_ones() as usize > LUT_BITS;
                (plain && indexed).then_some((si, t))
            })
            .collect();
        cands.sort_by_key(|&(si, _)| std::cmp::Reverse(hits[si]));
        let (mut folded, mut bits) = (Vec::new(), span);
        for (si, t) in cands {
            let ix = TableIndex::build(t);
            let sel = (0..ix.nbits).fold(0u64, |m, j| m | 1 << ix.bits[j]);
            if ((bits | sel).count_ones() as usize) > BUCKET_BITS {
                continue;
            }
            bits |= sel;
            folded.push((si, t, ix));
        }
        (folded, bits)
    }

    /// An entry's skeleton key (its atoms, with each run of words or of prefixes, or an empty entry, as a
    /// slot) and the text of each slot; `None` when a run does not fit [`super::disasm::Words`].
    fn skeleton(&mut self, atoms: &[VAtom]) -> Option<(String, Vec<Slot>)> {
        if atoms.is_empty() {
            return Some(("G,".into(), vec![Slot { pre: false, words: vec![] }]));
        }
        let mut key = String::new();
        let mut slots = Vec::new();
        for run in runs(atoms) {
            match run {
                Run::Text(s) => {
                    key.push_str(if s.pre { "P," } else { "G," });
                    slots.push(s);
                }
                Run::Atom(a) => key.push_str(&self.vatom_code(&a)),
            }
        }
        let fits = slots.iter().all(|s| s.words.len() <= super::disasm::Words::MAX && s.words.join(if s.pre { "" } else { " " }).len() <= 16);
        fits.then_some((key, slots))
    }

    /// A table's decoder (`tN`) or, when `fused`, its one-pass disassembler (`xN`): both try the entries
    /// in order and take the first that matches.
    fn table(&mut self, t: &'static Table, fused: bool, out: &mut String) {
        if fused && self.lut_table(t, out) {
            return;
        }
        match fused {
            true => writeln!(out, "fn x{}<N: Notation>(d: &mut Dis<N>) {{", self.id(t)).unwrap(),
            false => writeln!(out, "fn t{}(d: &mut Dec) -> u64 {{", self.id(t)).unwrap(),
        }
        let mut always = false;
        if t.len() > SMALL {
            // Dispatch on the index's selector bits, trying only the entries that can match, in order.
            let ix = TableIndex::build(t);
            let key: Vec<String> =
                (0..ix.nbits).map(|j| format!("((d.bits >> {}) as usize & 1) << {j}", ix.bits[j])).collect();
            writeln!(out, "match {} {{", if key.is_empty() { "0".into() } else { key.join(" | ") }).unwrap();
            for k in 0..1usize << ix.nbits {
                writeln!(out, "{k} => {{").unwrap();
                self.bucket(t, &ix, k, fused, out);
                writeln!(out, "}}").unwrap();
            }
            writeln!(out, "_ => {{}} }}").unwrap();
        } else {
            for (i, f) in t.iter().enumerate() {
                if self.entry(i, f, fused, out) {
                    always = true;
                    break;
                }
            }
        }
        if !always {
            match fused {
                true => writeln!(out, "d.unknown();").unwrap(),
                false => writeln!(out, "d.insn.push_path(NO_MATCH); 0").unwrap(),
            }
        }
        writeln!(out, "}}").unwrap();
    }
}

/// The bits the text of `t` depends on (its entries' masks, their registers' fields and their sub-tables'),
/// when it prints only words, prefixes, suffixes, registers and `???` and needs no variant or program type.
fn ready_bits(t: &'static Table) -> Option<u64> {
    let mut m = 0;
    for f in t.iter() {
        if f.feat != 0 || f.ptype & PTYPE_ALL != PTYPE_ALL {
            return None;
        }
        m |= f.mask;
        for a in f.atoms {
            m |= match a {
                Atom::Word(..) | Atom::Pre(..) | Atom::Post(..) | Atom::Unknown => 0,
                Atom::Reg(r) => r.field.mask(),
                Atom::Sub(s) => ready_bits(s)?,
                _ => return None,
            };
        }
    }
    Some(m)
}

/// The code of an index gathered from the bits at `pos` (lowest first) of `d.bits`, one shift and mask
/// per run of adjacent bits.
fn gather(pos: &[u32]) -> String {
    let mut parts = Vec::new();
    let mut j = 0;
    while j < pos.len() {
        let mut n = 1;
        while j + n < pos.len() && pos[j + n] == pos[j] + n as u32 {
            n += 1;
        }
        let shifted = match pos[j] as usize {
            lo if lo > j => format!("(d.bits >> {})", lo - j),
            lo if lo < j => format!("(d.bits << {})", j - lo),
            _ => "d.bits".to_string(),
        };
        parts.push(format!("({shifted} & {:#x})", ((1u64 << n) - 1) << j));
        j += n;
    }
    if parts.is_empty() {
        "0".to_string()
    } else {
        parts.join(" | ")
    }
}

/// An atom of a lookup table's entry: the table's own, or a table a dispatch chose.
#[derive(Clone, Copy)]
enum VAtom {
    A(&'static Atom),
    T(&'static Table),
}

/// A run of literal text in a lookup table's entry: words (printed with their separators) or prefixes
/// (glued together), which the entry holds as data.
#[derive(Clone)]
struct Slot {
    pre: bool,
    words: Vec<&'static str>,
}

enum Run {
    Text(Slot),
    Atom(VAtom),
}

/// `atoms` as runs of words, runs of prefixes and other atoms, in order.
fn runs(atoms: &[VAtom]) -> Vec<Run> {
    let mut out: Vec<Run> = Vec::new();
    for a in atoms {
        let (pre, w) = match a {
            VAtom::A(Atom::Word(w, ..)) => (false, *w),
            VAtom::A(Atom::Pre(w, _)) => (true, *w),
            other => {
                out.push(Run::Atom(*other));
                continue;
            }
        };
        match out.last_mut() {
            Some(Run::Text(s)) if s.pre == pre => s.words.push(w),
            _ => out.push(Run::Text(Slot { pre, words: vec![w] })),
        }
    }
    out
}

/// An entry of a lookup table: a table entry, or one selector value of an entry's dispatch, or one
/// choice of a spliced literal sub-table.
struct VEntry {
    form: &'static Form,
    /// What must match: the entry's own bits, and the dispatch selector's or the spliced entries'.
    value: u64,
    mask: u64,
    /// The bits the entry and its spliced sub-table entries claim.
    consumed: u64,
    atoms: Vec<VAtom>,
}

/// Whether `t` can be spliced into a parent's lookup entries: every entry prints literal words or
/// prefixes only and needs no variant or program type, its masks span at most [`LUT_BITS`] bits, and
/// some entry matches every value of them (so no `???` is lost).
fn literal_table(t: &'static Table) -> bool {
    let plain = t.iter().all(|e| {
        e.feat == 0 && e.ptype & PTYPE_ALL == PTYPE_ALL && e.atoms.iter().all(|a| matches!(a, Atom::Word(..) | Atom::Pre(..)))
    });
    let span = t.iter().fold(0u64, |m, e| m | e.mask);
    if t.is_empty() || !plain || span.count_ones() as usize > LUT_BITS {
        return false;
    }
    let pos: Vec<u32> = (0..64).filter(|b| span >> b & 1 != 0).collect();
    (0..1u64 << pos.len()).all(|k| {
        let bits = pos.iter().enumerate().fold(0u64, |v, (j, b)| v | (k >> j & 1) << b);
        t.iter().any(|e| bits & e.mask == e.value)
    })
}

/// The table of a sub-table atom whose entries print words only (see [`literal_table`]).
fn word_table(a: &Atom) -> Option<&'static Table> {
    match a {
        Atom::Sub(t) if literal_table(t) && t.iter().all(|e| e.atoms.iter().all(|a| matches!(a, Atom::Word(..)))) => Some(t),
        _ => None,
    }
}

/// `e` with its first literal sub-table (see [`literal_table`]) replaced by each of its entries in
/// turn, recursively, appended to `out`. In table order the first match is the same as the sub-table's.
fn splice(e: VEntry, out: &mut Vec<VEntry>) {
    let sub_of = |a: &VAtom| -> Option<&'static Table> {
        let s = match *a {
            VAtom::A(Atom::Sub(s)) => *s,
            VAtom::T(s) => s,
            _ => return None,
        };
        literal_table(s).then_some(s)
    };
    let Some((at, s)) = e.atoms.iter().enumerate().find_map(|(i, a)| Some((i, sub_of(a)?))) else { return out.push(e) };
    for sub in s.iter() {
        // A sub-entry that contradicts the entry's own bits never matches with it.
        if (sub.value ^ e.value) & sub.mask & e.mask != 0 {
            continue;
        }
        let mut atoms = e.atoms[..at].to_vec();
        atoms.extend(sub.atoms.iter().map(VAtom::A));
        atoms.extend_from_slice(&e.atoms[at + 1..]);
        let v = VEntry { form: e.form, value: e.value | sub.value, mask: e.mask | sub.mask, consumed: e.consumed | sub.mask, atoms };
        splice(v, out);
    }
}

/// The entries of `t`, each entry with a dispatch expanded into one per selector value when `expand`,
/// and its literal sub-tables spliced in when `splice_subs`.
fn ventries(t: &'static Table, expand: bool, splice_subs: bool) -> Vec<VEntry> {
    let plain_entries = ventries_of(t, expand);
    if !splice_subs {
        return plain_entries;
    }
    let mut out = Vec::new();
    for e in plain_entries {
        splice(e, &mut out);
    }
    out
}

fn ventries_of(t: &'static Table, expand: bool) -> Vec<VEntry> {
    let mut out = Vec::new();
    for form in t.iter() {
        let dispatch = form.atoms.iter().position(|a| matches!(a, Atom::Dispatch(..)));
        let plain = || VEntry { form, value: form.value, mask: form.mask, consumed: form.mask, atoms: form.atoms.iter().map(VAtom::A).collect() };
        match dispatch {
            Some(at) if expand => {
                let Atom::Dispatch(f, ts) = &form.atoms[at] else { unreachable!() };
                for (i, sub) in ts.iter().enumerate() {
                    let mut e = plain();
                    e.value |= f.set(0, i as u64);
                    e.mask |= f.mask();
                    e.atoms[at] = VAtom::T(sub);
                    out.push(e);
                }
            }
            _ => out.push(plain()),
        }
    }
    out
}

/// The bits a lookup table's entries test.
fn span_of(entries: &[VEntry]) -> u64 {
    entries.iter().fold(0, |m, e| m | e.mask)
}

/// The source text of the generated decoder, formatter and one-pass disassembler for `root`, printing in
/// notation `notation` (a type path in the ISA crate). `name` names the file's regeneration command in
/// its header.
pub fn generate(root: &'static Table, notation: &str, how: &str) -> String {
    let mut g = Gen {
        ids: HashMap::new(),
        by_content: HashMap::new(),
        order: Vec::new(),
        specs: HashMap::new(),
        spec_defs: String::new(),
        lut_defs: String::new(),
        runs: 0,
        bucket_luts: Default::default(),
        in_root: false,
        at_start: false,
        ready: HashMap::new(),
    };
    let root_id = g.collect(root);
    let mut fns = String::new();
    for t in g.order.clone() {
        g.table(t, false, &mut fns);
    }
    for t in g.order.clone() {
        g.in_root = g.id(t) == root_id;
        g.table(t, true, &mut fns);
        g.in_root = false;
    }
    for t in g.order.clone() {
        g.fmt_table(t, &mut fns);
    }
    let mut out = String::new();
    let ready_use = if g.ready.values().any(Option::is_some) { "use gpuisa_engine::ready::Ready;\n" } else { "" };
    out.push_str(&format!(
        "//! Generated from the encoding tables by `{how}`: do not edit.\n\
         //! The straight-line forms of the engine's table walkers (decode, format, and the two in one pass)\n\
         //! for the root table.\n\n\
         #![allow(clippy::all, dead_code, unreachable_code, unused_variables)]\n\n\
         use gpuisa_core::BitField;\n\
         use gpuisa_engine::decode::Dec;\n\
         use gpuisa_engine::disasm::{{LutEntry, Words}};\n\
         use gpuisa_engine::format::pad16;\n\
         {ready_use}\
         use gpuisa_engine::*;\n\n\
         use gpuisa_engine::notation::Notation;\n\n\
         type Dis<'a, N> = gpuisa_engine::disasm::Dis<'a, N>;\n\
         type Fmt<'a> = gpuisa_engine::format::Fmt<'a, {notation}>;\n\
         type Printer<'a> = gpuisa_engine::format::Printer<'a, {notation}>;\n\n\
         /// Decodes `d.bits` through the root table.\n\
         #[inline]\n\
         pub(crate) fn decode(d: &mut Dec) {{\n    t{root_id}(d);\n}}\n\n\
         /// Formats the instruction along its path through the root table.\n\
         #[inline]\n\
         pub(crate) fn format(f: &mut Fmt) {{\n    f{root_id}(f);\n}}\n\n\
         /// Decodes and prints `d.bits` through the root table in one pass, in `{notation}`. Not generic\n\
         /// and never inlined: its code is compiled once, in this crate, not again in each crate that\n\
         /// calls it.\n\
         #[inline(never)]\n\
         pub(crate) fn disassemble(d: &mut Dis<{notation}>) {{\n    x{root_id}(d);\n}}\n\n\
         /// [`disassemble`] in another notation (the same code, compiled for it).\n\
         #[inline(never)]\n\
         pub(crate) fn disassemble_in<N: Notation>(d: &mut Dis<N>) {{\n    x{root_id}(d);\n}}\n\n"
    ));
    out.push_str(&g.spec_defs);
    out.push('\n');
    out.push_str(&g.lut_defs);
    out.push('\n');
    out.push_str(&fns);
    out
}

/// Writes `text` (formatted by rustfmt when it is installed) to `path` unless the file already holds it,
/// layout aside; returns whether it was stale.
pub fn write_if_stale(path: &std::path::Path, text: &str) -> bool {
    let old = std::fs::read_to_string(path).unwrap_or_default();
    let formatted = rustfmt(text);
    // Layout aside (rustfmt may be missing or differ), the text must be the same.
    let squash = |s: &str| s.split_whitespace().collect::<String>();
    if squash(&old) != squash(&formatted) {
        std::fs::write(path, &formatted).unwrap();
        return true;
    }
    false
}

/// Formats generated code with rustfmt when it is installed.
fn rustfmt(text: &str) -> String {
    use std::io::Write as _;
    use std::process::{Command, Stdio};
    let child = Command::new("rustfmt")
        .args(["--edition", "2021", "--config", "max_width=120"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn();
    let Ok(mut child) = child else { return text.to_string() };
    child.stdin.take().unwrap().write_all(text.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    if out.status.success() {
        String::from_utf8(out.stdout).unwrap()
    } else {
        text.to_string()
    }
}
