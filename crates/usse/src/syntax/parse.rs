//! Reads gpuisa's syntax back into an instruction, walking the same format description as the printer:
//! each format whose mnemonic matches is tried in turn, and the first whose operands and fields all fit
//! gives the word.

use crate::encoding::{format_of, mods_after, Bank, ModKind, Format, Item, RegOp, Sfx, CHANNEL_LETTERS, FORMATS, MASK_LETTERS, NONE};
use crate::Insn;
use gpuisa_core::diag::Diagnostic;
use gpuisa_core::isa::ParseCtx;
use gpuisa_core::lex::{TokKind, Token};

const BANKS: &[Bank] = &[
    Bank::Temp,
    Bank::Output,
    Bank::Primary,
    Bank::Secondary,
    Bank::Internal,
    Bank::Special,
    Bank::Index,
    Bank::Indexed,
];

/// Parses one instruction of gpuisa's syntax. A branch's target may be a label (`br L_a8`), which `ctx`
/// resolves (in the assembler's sizing pass, to the branch itself).
pub fn parse(src: &str, toks: &[Token], ctx: &ParseCtx) -> Result<Insn, Diagnostic> {
    let Some(first) = toks.first() else {
        return Err(Diagnostic::new(0..0, "empty instruction".to_string()));
    };
    // The predicate prefix.
    let (pred, at) = if first.is_punct(b'!') {
        match toks.get(1) {
            Some(t) if t.kind == TokKind::Ident => (Some(format!("!{}", t.text(src))), 2),
            _ => {
                return Err(Diagnostic::new(
                    first.span(),
                    "`!` must be followed by a predicate (`!p0`)".to_string(),
                ))
            }
        }
    } else if first.kind == TokKind::Ident && toks.len() > 1 && is_pred(first.text(src)) {
        (Some(first.text(src).to_string()), 1)
    } else {
        (None, 0)
    };
    // A dual-issue word with its operands has a reading of its own.
    if let Some(r) = super::dual::parse(src, &toks[at..], pred.as_deref()) {
        return r;
    }
    let Some(m) = toks.get(at) else {
        return Err(Diagnostic::new(
            first.span(),
            "a predicate needs an instruction after it".to_string(),
        ));
    };
    if m.kind != TokKind::Ident {
        return Err(Diagnostic::new(
            m.span(),
            format!("expected a mnemonic, found `{}`", m.text(src)),
        ));
    }
    // A dual-issue instruction's mnemonic runs through the `+` and the secondary operation's name
    // (`dot.f32 + vmov.v4`); a `+` with an unknown secondary operation ends it (`dot.f32 +.v4`).
    let mut cands: Vec<(String, &[Token])> = Vec::with_capacity(3);
    let head = m.text(src);
    if toks.get(at + 1).is_some_and(|t| t.is_punct(b'+')) {
        if let Some(t2) = toks.get(at + 2).filter(|t| t.kind == TokKind::Ident) {
            let sec = t2.text(src);
            let gap = if sec.starts_with('.') { "" } else { " " };
            cands.push((format!("{head} +{gap}{sec}"), &toks[at + 3..]));
        }
        cands.push((format!("{head} +"), &toks[at + 2..]));
    }
    cands.push((head.to_string(), &toks[at + 1..]));
    let mut best: Option<(usize, Diagnostic)> = None;
    for (text, rest) in &cands {
        for (fi, f) in FORMATS.iter().enumerate() {
            for start in mnemonic(f, text) {
                // A field the mnemonic set must agree with the bits the format fixes.
                let set_bits = (0..f.fields.len())
                    .filter(|&i| start.set & (1 << i) != 0)
                    .fold(0u64, |m, i| m | f.fields[i].bits.mask());
                if (start.word ^ f.value) & f.mask & set_bits != 0 {
                    continue;
                }
                let mut st = State {
                    f,
                    word: start.word | f.value,
                    set: start.set,
                    open: start.open,
                    soft: start.soft,
                    tail: false,
                    pending: Vec::new(),
                };
                match st.finish(src, rest, pred.as_deref(), m, ctx) {
                    Ok(()) => {
                        if format_of(st.word) as usize == fi {
                            return Ok(Insn {
                                format: fi as u16,
                                word: st.word,
                            });
                        }
                        let d = Diagnostic::new(
                            m.span(),
                            format!(
                                "these fields make a word of another format ({})",
                                FORMATS[format_of(st.word) as usize].name
                            ),
                        );
                        best.get_or_insert((0, d));
                    }
                    Err((pos, d)) => {
                        if best.as_ref().is_none_or(|(p, _)| pos >= *p) {
                            best = Some((pos, d));
                        }
                    }
                }
            }
        }
    }
    Err(best.map(|b| b.1).unwrap_or_else(|| {
        Diagnostic::new(m.span(), format!("unknown mnemonic `{head}`"))
    }))
}

fn is_pred(s: &str) -> bool {
    matches!(s, "p0" | "p1" | "p2" | "p3" | "pn")
}

/// Field values the mnemonic fixed: `set` has bit i for every field it set, `open` for the fields whose
/// value must come after `???`.
#[derive(Clone, Copy)]
struct Start {
    word: u64,
    set: u64,
    open: u64,
    /// Fields set by matching nothing (a `""` name, an implied source type): the `???` tail may still
    /// give them a value with no name.
    soft: u64,
}

/// Matches `text` against the mnemonic items of `f`.
fn mnemonic(f: &Format, text: &str) -> Vec<Start> {
    let items: Vec<&Item> = f
        .items
        .iter()
        .filter(|i| {
            !matches!(
                i,
                Item::Pred(..)
                    | Item::Reg(_)
                    | Item::Internal(_)
                    | Item::PredDest(_)
                    | Item::Imm(_)
                    | Item::Mask(_)
                    | Item::Channels(_)
            )
        })
        .collect();
    let mut all = Vec::new();
    walk(
        f,
        &items,
        text,
        Start {
            word: 0,
            set: 0,
            open: 0,
            soft: 0,
        },
        &mut all,
    );
    all
}

fn set(f: &Format, st: Start, i: u8, v: u64) -> Option<Start> {
    let b = f.fields[i as usize].bits;
    (b.fits(v)).then(|| Start {
        word: b.set(st.word, v),
        set: st.set | 1 << i,
        ..st
    })
}

/// Every way `text` matches `items`, into `all`.
fn walk(f: &Format, items: &[&Item], text: &str, st: Start, all: &mut Vec<Start>) {
    let Some((it, more)) = items.split_first() else {
        if text.is_empty() {
            all.push(st);
        }
        return;
    };
    match it {
        Item::Lit(s) => {
            if let Some(r) = text.strip_prefix(s) {
                walk(f, more, r, st, all)
            }
        }
        Item::Pick(i, names) => {
            // Longest names first, so that `.u16.sat` wins over `.u16`.
            let mut order: Vec<(usize, &str)> = names
                .iter()
                .copied()
                .enumerate()
                .filter(|(_, n)| *n != "?")
                .collect();
            order.sort_by_key(|(_, n)| std::cmp::Reverse(n.len()));
            for (v, n) in order {
                if let Some(r) = text.strip_prefix(n) {
                    let soft = if n.is_empty() { 1 << i } else { 0 };
                    if let Some(s) = set(f, st, *i, v as u64) {
                        walk(
                            f,
                            more,
                            r,
                            Start {
                                soft: s.soft | soft,
                                ..s
                            },
                            all,
                        );
                    }
                }
            }
            // A value with no name: given after `???`.
            walk(
                f,
                more,
                text,
                Start {
                    open: st.open | 1 << i,
                    ..st
                },
                all,
            )
        }
        Item::SrcType { dst, src, names } => {
            let d = f.field(*dst, st.word);
            let dst_open = st.open & (1 << dst) != 0;
            for (v, n) in names.iter().enumerate() {
                if *n != "?" && (dst_open || v as u64 != d) && !n.is_empty() {
                    if let Some(r) = text.strip_prefix(n) {
                        if let Some(s) = set(f, st, *src, v as u64) {
                            walk(f, more, r, s, all);
                        }
                    }
                }
            }
            if st.open & (1 << dst) != 0 {
                return walk(
                    f,
                    more,
                    text,
                    Start {
                        open: st.open | 1 << src,
                        ..st
                    },
                    all,
                );
            }
            if let Some(st) = set(f, st, *src, d) {
                walk(
                    f,
                    more,
                    text,
                    Start {
                        soft: st.soft | 1 << src,
                        ..st
                    },
                    all,
                )
            }
        }
        Item::Pack { dst, src, names } => {
            let (same, r) = match (text.strip_prefix("mov."), text.strip_prefix("pack.")) {
                (Some(r), _) => (true, r),
                (None, Some(r)) => (false, r),
                _ => return,
            };
            for (d, dn) in names.iter().enumerate() {
                let Some(r) = r.strip_prefix(dn) else {
                    continue;
                };
                let Some(st) = set(f, st, *dst, d as u64) else {
                    continue;
                };
                if same {
                    if let Some(s) = set(f, st, *src, d as u64) {
                        walk(f, more, r, s, all);
                    }
                    continue;
                }
                let Some(r) = r.strip_prefix('.') else {
                    continue;
                };
                for (s, sn) in names.iter().enumerate() {
                    if s == d {
                        continue;
                    }
                    if let Some(r2) = r.strip_prefix(sn) {
                        if let Some(s) = set(f, st, *src, s as u64) {
                            walk(f, more, r2, s, all);
                        }
                    }
                }
            }
        }
        Item::Fetch { flag, count } => {
            if let Some(r) = text.strip_prefix(".fetch") {
                let n = r.bytes().take_while(u8::is_ascii_digit).count();
                let st = r[..n]
                    .parse::<u64>()
                    .ok()
                    .and_then(|v| set(f, set(f, st, *flag, 0)?, *count, v.checked_sub(1)?));
                if let Some(st) = st {
                    walk(f, more, &r[n..], st, all);
                }
                return;
            }
            if let Some(st) = set(f, st, *flag, 1) {
                walk(f, more, text, st, all)
            }
        }
        _ => walk(f, more, text, st, all),
    }
}

struct State<'f> {
    f: &'f Format,
    word: u64,
    set: u64,
    open: u64,
    soft: u64,
    /// Reading the fields after `???`.
    tail: bool,
    /// Table suffixes read (their text without the `.`, or none) and where, resolved once every
    /// field they depend on is known.
    pending: Vec<(&'static Sfx, Option<String>, std::ops::Range<usize>, usize)>,
}

type Fail = (usize, Diagnostic);

impl State<'_> {
    fn put(&mut self, i: u8, v: u64, t: &Token, pos: usize) -> Result<(), Fail> {
        let fd = &self.f.fields[i as usize];
        let soft = self.tail && self.soft & (1 << i) != 0;
        if self.set & (1 << i) != 0 && !soft {
            return Err((
                pos,
                Diagnostic::new(t.span(), format!("`{}` is given twice", fd.name)),
            ));
        }
        if !fd.bits.fits(v) {
            return Err((
                pos,
                Diagnostic::new(
                    t.span(),
                    format!("{v} does not fit `{}` ({} bits)", fd.name, fd.bits.width()),
                ),
            ));
        }
        self.word = fd.bits.set(self.word, v);
        self.set |= 1 << i;
        self.open &= !(1 << i);
        self.soft &= !(1 << i);
        Ok(())
    }

    fn finish(
        &mut self,
        src: &str,
        toks: &[Token],
        pred: Option<&str>,
        m: &Token,
        ctx: &ParseCtx,
    ) -> Result<(), Fail> {
        let f = self.f;
        // The predicate.
        let pitem = f.items.iter().find_map(|i| {
            if let Item::Pred(fi, names) = i {
                Some((*fi, *names))
            } else {
                None
            }
        });
        match (pred, pitem) {
            (Some(p), Some((fi, names))) => match names.iter().position(|n| *n == p) {
                Some(v) => self.put(fi, v as u64, m, 0)?,
                None => {
                    return Err((
                        0,
                        Diagnostic::new(
                            m.span(),
                            format!("`{}` cannot be predicated with {p}", m.text(src)),
                        ),
                    ))
                }
            },
            (Some(p), None) => {
                return Err((
                    0,
                    Diagnostic::new(
                        m.span(),
                        format!("`{}` takes no predicate ({p})", m.text(src)),
                    ),
                ))
            }
            (None, Some((fi, _))) => self.put(fi, 0, m, 0)?,
            (None, None) => {}
        }
        // Operands.
        let mut k = 0;
        let mut first = true;
        for (n, it) in f.items.iter().enumerate() {
            if !matches!(
                it,
                Item::Reg(_) | Item::Internal(_) | Item::PredDest(_) | Item::Imm(_)
            ) {
                continue;
            }
            let here = |k: usize| {
                toks.get(k)
                    .map(|t| t.span())
                    .unwrap_or_else(|| m.end as usize..m.end as usize)
            };
            if !first {
                if !toks.get(k).is_some_and(|t| t.is_punct(b',')) {
                    return Err((
                        k + 1,
                        Diagnostic::new(here(k), "expected `,` and another operand".to_string()),
                    ));
                }
                k += 1;
            }
            first = false;
            // Modifiers: `-` and `|` before the operand, `|` after it.
            let mods: Vec<(u8, ModKind)> = mods_after(f.items, n).collect();
            let (mut neg, mut abs) = (false, false);
            if !mods.is_empty() {
                if toks.get(k).is_some_and(|t| t.is_punct(b'-')) {
                    neg = true;
                    k += 1;
                }
                if toks.get(k).is_some_and(|t| t.is_punct(b'|')) {
                    abs = true;
                    k += 1;
                }
            }
            let Some(t) = toks.get(k) else {
                return Err((
                    k + 1,
                    Diagnostic::new(here(k), "missing operand".to_string()),
                ));
            };
            match it {
                Item::Reg(r) => {
                    let mask = match f.items.get(n + 1) {
                        Some(Item::Mask(i)) => Some(Suffix::Mask(*i)),
                        Some(Item::Channels(fs)) => Some(Suffix::Channels(fs)),
                        Some(Item::Sfx(sx)) => Some(Suffix::Table(sx)),
                        _ => None,
                    };
                    k = self.reg(src, toks, k, r, mask)?
                }
                Item::Internal(i) | Item::PredDest(i) => {
                    let want = if matches!(it, Item::Internal(_)) {
                        "i"
                    } else {
                        "p"
                    };
                    let mut text = t.text(src);
                    if let Some(Item::Sfx(sx)) = f.items.get(n + 1) {
                        let (base, sfx) = match text.find('.') {
                            Some(d) => (&text[..d], Some(text[d + 1..].to_string())),
                            None => (text, None),
                        };
                        text = base;
                        self.pending.push((sx, sfx, t.span(), k + 1));
                    }
                    let n = text.strip_prefix(want).and_then(|d| d.parse::<u64>().ok());
                    match n {
                        Some(n) if t.kind == TokKind::Ident => self.put(*i, n, t, k + 1)?,
                        _ => {
                            return Err((
                                k + 1,
                                Diagnostic::new(
                                    t.span(),
                                    format!("expected `{want}N`, found `{text}`"),
                                ),
                            ))
                        }
                    }
                    k += 1;
                }
                Item::Imm(i) if f.is_branch() && matches!(t.kind, TokKind::Ident | TokKind::Num) => {
                    let off = self.branch_offset(src, t, ctx).map_err(|d| (k + 1, d))?;
                    self.put(*i, off, t, k + 1)?;
                    k += 1;
                }
                Item::Imm(i) => {
                    if t.kind != TokKind::Num {
                        return Err((
                            k + 1,
                            Diagnostic::new(t.span(), "expected a number".to_string()),
                        ));
                    }
                    self.put(*i, t.value, t, k + 1)?;
                    k += 1;
                }
                _ => {}
            }
            if abs {
                if !toks.get(k).is_some_and(|t| t.is_punct(b'|')) {
                    return Err((k + 1, Diagnostic::new(here(k), "expected `|` closing the absolute value".to_string())));
                }
                k += 1;
            }
            for (i, kind) in &mods {
                let (hn, ha) = kind.holds();
                let v = kind.value(neg && hn, abs && ha);
                self.put(*i, v, t, k)?;
            }
            let (hn, ha) = mods.iter().fold((false, false), |(a, b), (_, k)| (a || k.holds().0, b || k.holds().1));
            if (neg && !hn) || (abs && !ha) {
                let what = if neg && !hn { "negated" } else { "an absolute value" };
                return Err((k, Diagnostic::new(t.span(), format!("this operand cannot be {what}"))));
            }
        }
        // Named fields, then what follows `???`.
        let mut unknown = false;
        while let Some(t) = toks.get(k) {
            let pos = k + 1;
            match t.kind {
                TokKind::Unknown if !unknown => {
                    unknown = true;
                    self.tail = true;
                    k += 1;
                }
                TokKind::Num if unknown => {
                    let allowed = f.residual_mask()
                        | f.fields
                            .iter()
                            .filter(|fd| fd.name == "???")
                            .fold(0, |m, fd| m | fd.bits.mask());
                    if t.value & !allowed != 0 {
                        return Err((
                            pos,
                            Diagnostic::new(
                                t.span(),
                                format!("bits {:#x} belong to named fields", t.value & !allowed),
                            ),
                        ));
                    }
                    self.word |= t.value;
                    k += 1;
                }
                TokKind::Ident if self.word_item(t.text(src)).is_some() => {
                    let (i, v) = self.word_item(t.text(src)).unwrap_or_default();
                    self.put(i, v, t, pos)?;
                    k += 1;
                }
                TokKind::Ident => {
                    let name = t.text(src);
                    let i = match f.index(name) {
                        Some(i) if name != "???" => i,
                        _ => {
                            return Err((
                                pos,
                                Diagnostic::new(
                                    t.span(),
                                    format!("`{}` has no field `{name}`", f.name),
                                ),
                            ))
                        }
                    };
                    let shown = self.set & (1 << i) != 0;
                    if !unknown && self.open & (1 << i) != 0 {
                        return Err((
                            pos,
                            Diagnostic::new(t.span(), format!("`{name}` goes after `???`")),
                        ));
                    }
                    let _ = shown;
                    if toks.get(k + 1).is_some_and(|e| e.is_punct(b'=')) {
                        match toks.get(k + 2) {
                            Some(v) if v.kind == TokKind::Num => self.put(i, v.value, v, pos)?,
                            _ => {
                                return Err((
                                    pos,
                                    Diagnostic::new(t.span(), format!("`{name}=` needs a number")),
                                ))
                            }
                        }
                        k += 3;
                    } else if f.fields[i as usize].bits.width() == 1 {
                        self.put(i, 1, t, pos)?;
                        k += 1;
                    } else {
                        return Err((
                            pos,
                            Diagnostic::new(
                                t.span(),
                                format!("`{name}` needs a value: `{name}=N`"),
                            ),
                        ));
                    }
                }
                _ => {
                    return Err((
                        pos,
                        Diagnostic::new(t.span(), format!("unexpected `{}`", t.text(src))),
                    ))
                }
            }
        }
        // Flag words left unsaid: the value that shows none.
        for it in f.items {
            if let Item::Word(i, names) = it {
                if self.set & (1 << i) == 0 {
                    if let Some(v) = names.iter().position(|n| n.is_empty()) {
                        self.put(*i, v as u64, m, k + 1)?;
                    }
                }
            }
        }
        // The table suffixes, now that the fields choosing their table are known.
        for (sx, text, span, pos) in std::mem::take(&mut self.pending) {
            let given = sx.fields.iter().all(|&i| self.set & (1 << i) != 0);
            if text.is_none() && given {
                continue; // an entry with no known meaning: its fields came after `???`
            }
            let want = text.as_deref().map(|t| format!(".{t}")).unwrap_or_default();
            let w = sx.width(f);
            let ctx = f.joined(sx.ctx, self.word);
            let v = (0..1u64 << w).find(|v| (sx.text)(v | ctx << w).as_deref() == Some(want.as_str()));
            let Some(v) = v else {
                let msg = match text {
                    Some(t) => format!("`.{t}` is not a swizzle this operand has"),
                    None => "this operand needs a swizzle suffix (`.xyzw`)".to_string(),
                };
                return Err((pos, Diagnostic::new(span, msg)));
            };
            let mut at = 0;
            for &i in sx.fields {
                let fw = f.fields[i as usize].bits.width();
                if self.set & (1 << i) != 0 {
                    let msg = format!("`{}` is given twice", f.fields[i as usize].name);
                    return Err((pos, Diagnostic::new(span.clone(), msg)));
                }
                self.word = f.fields[i as usize].bits.set(self.word, v >> at & ((1 << fw) - 1));
                self.set |= 1 << i;
                self.open &= !(1 << i);
                at += fw;
            }
        }
        // A source type left unsaid equals its destination type, whatever gave that.
        for it in f.items {
            if let Item::SrcType { dst, src, .. } = it {
                if self.open & (1 << src) != 0 && self.open & (1 << dst) == 0 {
                    let d = f.field(*dst, self.word);
                    self.word = f.fields[*src as usize].bits.set(self.word, d);
                    self.open &= !(1 << src);
                }
            }
        }
        if self.open != 0 {
            let i = self.open.trailing_zeros() as usize;
            return Err((
                k + 1,
                Diagnostic::new(
                    m.span(),
                    format!(
                        "`{}` lacks `{}`: give it after `???`",
                        m.text(src),
                        f.fields[i].name
                    ),
                ),
            ));
        }
        Ok(())
    }

    /// The `br_off` field of a branch to the label `t` (the branch type already set by the mnemonic):
    /// words from the branch for `br` (20-bit two's complement), from address 0 for `ba`. In the sizing
    /// pass (no labels yet) 0, whatever the label: the pass only needs the instruction's size.
    fn branch_offset(&self, src: &str, t: &Token, ctx: &ParseCtx) -> Result<u64, Diagnostic> {
        let name = t.text(src);
        let target = if t.kind == TokKind::Num {
            t.value
        } else {
            let target = ctx.label(name, t.span())?;
            if ctx.symbols.is_none() {
                return Ok(0);
            }
            target
        };
        let relative = self.f.index("br_type").is_some_and(|i| self.f.field(i, self.word) == 1);
        let fail = |why: String| Err(Diagnostic::new(t.span(), format!("label `{name}` ({target:#x}) {why}")));
        if relative {
            let diff = target.wrapping_sub(ctx.addr) as i64;
            if diff % 8 != 0 {
                return fail(format!("is not a whole number of 8-byte instructions from this branch (at {:#x})", ctx.addr));
            }
            let words = diff / 8;
            if !(-(1 << 19)..1 << 19).contains(&words) {
                return fail(format!(
                    "is {words} instructions from this branch (at {:#x}): `br` reaches -524288 to 524287 (use `ba`)",
                    ctx.addr
                ));
            }
            Ok(words as u64 & 0xf_ffff)
        } else {
            if target % 8 != 0 {
                return fail("is not at a multiple of 8 bytes: `ba` counts 8-byte instructions".to_string());
            }
            if target / 8 >= 1 << 20 {
                return fail("is beyond what `ba` reaches (instruction 0xfffff, address 0x7ffff8)".to_string());
            }
            Ok(target / 8)
        }
    }

    /// The flag-word item whose word is `text` (field and value), if its field is not yet set.
    fn word_item(&self, text: &str) -> Option<(u8, u64)> {
        self.f.items.iter().find_map(|it| match it {
            Item::Word(i, names) if self.set & (1 << i) == 0 => names
                .iter()
                .position(|n| !n.is_empty() && *n != "?" && *n == text)
                .map(|v| (*i, v as u64)),
            _ => None,
        })
    }

    /// Reads a register operand at token `k`; returns the index past it.
    /// `mask`: what the operand's suffix writes (`o4.xz`, `r2.xyzw`).
    fn reg(
        &mut self,
        src: &str,
        toks: &[Token],
        k: usize,
        r: &RegOp,
        mask: Option<Suffix>,
    ) -> Result<usize, Fail> {
        let t = &toks[k];
        // Errors about the operand's first token.
        let fail = |msg: String| (k + 1, Diagnostic::new(t.span(), msg));
        let full = t.text(src);
        let (text, mut suffix) = match full.find('.') {
            Some(d) if t.kind == TokKind::Ident => (&full[..d], Some(&full[d + 1..])),
            _ => (full, None),
        };
        // The operand's last token: an immediate is `#` and a number, an indexed register eight tokens.
        let indexed = if suffix.is_none() && toks.get(k + 1).is_some_and(|n| n.is_punct(b'[')) {
            Some(index_form(src, toks, k).map_err(|(at, msg)| (k + 1, Diagnostic::new(at, msg)))?)
        } else {
            None
        };
        let last = match (t.is_punct(b'#'), toks.get(k + 1), indexed) {
            (_, _, Some(_)) => k + 7,
            (true, Some(n), _) if n.kind == TokKind::Num && n.start == t.end => k + 1,
            _ => k,
        };
        // The operand's text, for messages.
        let full = &src[t.start as usize..toks[last].end as usize];
        // A suffix after a number or `]` is a token of its own, right after it (`#5.xyzw`).
        let mut next = last + 1;
        if let (true, Some(s)) = (last > k, toks.get(last + 1)) {
            let st = s.text(src);
            if s.kind == TokKind::Ident && s.start == toks[last].end && st.starts_with('.') {
                suffix = Some(&st[1..]);
                next += 1;
            }
        }
        match (mask, suffix) {
            (Some(Suffix::Channels(fs)), Some(sfx)) => {
                let v = channels_value(sfx).ok_or_else(|| {
                    fail(format!("bad swizzle `.{sfx}`: four of `x y z w 0 1 2 h`, one per channel"))
                })?;
                let mut at = 0;
                for &i in fs {
                    let w = self.f.fields[i as usize].bits.width();
                    self.put(i, v >> at & ((1 << w) - 1), t, k + 1)?;
                    at += w;
                }
            }
            (Some(Suffix::Channels(_)), None) => {
                return Err(fail(format!("`{full}` needs a swizzle (`{full}.xyzw`)")))
            }
            (Some(Suffix::Mask(i)), Some(sfx)) => {
                let v = mask_value(sfx).ok_or_else(|| {
                    fail(format!("bad write mask `.{sfx}`: letters of `xyzw` in order, or `none`"))
                })?;
                self.put(i, v, t, k + 1)?;
            }
            (Some(Suffix::Table(sx)), sfx) => {
                self.pending.push((sx, sfx.map(str::to_string), t.span(), k + 1));
            }
            (Some(_), None) => {
                return Err(fail(format!("`{full}` needs a write mask (`{full}.xy`, or `{full}.none`)")))
            }
            (None, Some(_)) => {
                return Err(fail(format!("this operand takes no suffix: `{full}`")))
            }
            (None, None) => {}
        }
        let (bank, num) = if let Some(n) = indexed {
            (Bank::Indexed, n)
        } else if t.is_punct(b'#') {
            match toks.get(k + 1) {
                Some(n) if last == k + 1 => (Bank::Immediate, n.value),
                _ => {
                    return Err(fail("`#` must be followed by a number".to_string()))
                }
            }
        } else {
            let split = text
                .find(|c: char| c.is_ascii_digit())
                .unwrap_or(text.len());
            let (p, d) = text.split_at(split);
            // `iN` is the internal register the top temporary numbers alias; `ibN` the internal bank.
            let bank = match p {
                "i" => Some(&Bank::Temp),
                "ib" => Some(&Bank::Internal),
                _ => BANKS.iter().find(|b| b.prefix() == p),
            };
            let alias = p == "i";
            let d = match (alias, d.parse::<u64>()) {
                (true, Ok(n)) if n < 4 => {
                    let first = (1u64 << self.f.fields[r.num as usize].bits.width()) - 4;
                    ((first + n) * if r.scale == 2 { 2 } else { 1 }).to_string()
                }
                (true, _) => String::from("x"),
                _ => d.to_string(),
            };
            match (t.kind, bank, d.parse::<u64>()) {
                (TokKind::Ident, Some(b), Ok(n)) => (*b, n),
                _ => {
                    let msg = "expected a register (r, o, pa, sa, i, c, idx, x, #, or r[index1 * 2 + N])";
                    return Err(fail(format!("{msg}, found `{text}`")));
                }
            }
        };
        // The whole operand, for messages about its register.
        let span = t.start as usize..toks[last].end as usize;
        let f = self.f;
        let bank_bits = f.fields[r.bank as usize].bits.width();
        let Some(sel) = r.banks.iter().position(|b| *b == bank) else {
            return Err((
                k + 1,
                Diagnostic::new(
                    span.clone(),
                    format!("this operand cannot be a {} register", bank.prefix()),
                ),
            ));
        };
        let ext = sel >> bank_bits;
        if ext != 0 && r.ext == NONE {
            return Err((
                k + 1,
                Diagnostic::new(
                    span.clone(),
                    format!("this operand cannot be a {} register", bank.prefix()),
                ),
            ));
        }
        let scale = if matches!(bank, Bank::Immediate | Bank::Special | Bank::Internal) {
            1
        } else {
            r.scale as u64
        };
        // A low-bit field takes an odd number's low bit (a plain register bank only).
        // (`iN`, an internal alias, holds no low bit.)
        let alias_form = t.kind == TokKind::Ident && text.trim_end_matches(|c: char| c.is_ascii_digit()) == "i";
        let plain = matches!(bank, Bank::Temp | Bank::Output | Bank::Primary | Bank::Secondary) && !alias_form;
        let (num, low) = if r.low != NONE && plain && scale == 2 { (num & !1, Some(num & 1)) } else { (num, None) };
        if num % scale != 0 {
            return Err((
                k + 1,
                Diagnostic::new(
                    span.clone(),
                    if bank == Bank::Indexed {
                        "this operand names register pairs: the offset must be even".to_string()
                    } else {
                        format!("this operand names register pairs: the number must be even, not {num}")
                    },
                ),
            ));
        }
        self.put(r.bank, (sel & ((1 << bank_bits) - 1)) as u64, t, k + 1)?;
        if r.ext != NONE {
            self.put(r.ext, ext as u64, t, k + 1)?;
        }
        self.put(r.num, num / scale, t, k + 1)?;
        if let Some(l) = low {
            self.put(r.low, l, t, k + 1)?;
        }
        Ok(next)
    }
}

/// The register number of the indexed operand at token `k`, `r[index1 * 2 + 8]`: the bank (r, o, pa,
/// sa) in bits 5-6, the offset in bits 0-4. On failure, the span and message.
fn index_form(src: &str, toks: &[Token], k: usize) -> Result<u64, (std::ops::Range<usize>, String)> {
    let want = "expected an indexed register: `r[index1 * 2 + N]` (r, o, pa or sa; N below 32)";
    let span = |i: usize| toks.get(i).map(|t| t.span()).unwrap_or(toks[k].span());
    let bank = ["r", "o", "pa", "sa"].iter().position(|b| *b == toks[k].text(src));
    let shape = [(2, "index1"), (3, "*"), (4, "2"), (5, "+")];
    for (i, w) in shape {
        if toks.get(k + i).map(|t| t.text(src)) != Some(w) {
            return Err((span(k + i), want.to_string()));
        }
    }
    let n = toks.get(k + 6).filter(|t| t.kind == TokKind::Num && t.value < 32);
    match (bank, n, toks.get(k + 7).is_some_and(|t| t.is_punct(b']'))) {
        (Some(b), Some(n), true) => Ok((b as u64) << 5 | n.value),
        (None, _, _) => Err((span(k), want.to_string())),
        (_, None, _) => Err((span(k + 6), want.to_string())),
        _ => Err((span(k + 7), want.to_string())),
    }
}

/// What a register operand's suffix writes.
#[derive(Clone, Copy)]
enum Suffix {
    /// A write mask's field.
    Mask(u8),
    /// A swizzle's fields.
    Channels(&'static [u8; 4]),
    /// A table suffix.
    Table(&'static Sfx),
}

/// A four-channel swizzle's selectors from its suffix letters (3 bits each, x lowest).
fn channels_value(sfx: &str) -> Option<u64> {
    let b = sfx.as_bytes();
    if b.len() != 4 {
        return None;
    }
    let mut v = 0;
    for (c, l) in b.iter().enumerate() {
        v |= (CHANNEL_LETTERS.iter().position(|x| x == l)? as u64) << (3 * c);
    }
    Some(v)
}

/// A write mask's value from its suffix letters (`xz` = 0b101, `none` = 0).
pub(crate) fn mask_value(sfx: &str) -> Option<u64> {
    if sfx == "none" {
        return Some(0);
    }
    let mut v = 0u64;
    let mut last = None;
    for c in sfx.bytes() {
        let b = MASK_LETTERS.iter().position(|&l| l == c)?;
        if last.is_some_and(|l| b <= l) {
            return None;
        }
        last = Some(b);
        v |= 1 << b;
    }
    (!sfx.is_empty()).then_some(v)
}
