//! The text syntax: [`format()`](fn@format) renders an [`Insn`], [`parse`] reads the same text back.
//!
//! ```text
//! R0 = 0                      R0 = 0 + 0 + 0 (op 000, trailing zero terms dropped)
//! R0, push = R0 + I0*I1       op 100, register write and temporary push
//! DRAM>>4 = T0                DRAM write of result bits 19..4
//! push = (L1 + I0 + I1) >> 3  op 000: the RTL shifts the whole sum
//! _ = I0                      no destination (still consumes an I0 vector)
//! R2 = ??? op2:5(I0, I1, 3)   undefined opcode 010, shift field 5
//! ```
//! Sources: `0`..`15` constants, `L0`..`L3` constant-LUT entries, `I0`/`I1` input streams, `T0`/`T1`
//! temporary buffer, `R0`..`R7` registers. Fields that the form does not show (an unused source that is
//! not `0`, W when R is off, bits 30-31) follow in braces: `max(I0, I1) {a=R1}`. `???` marks bits that
//! neither isa30.md nor the RTL define; the parser skips `???` tokens, so every text round-trips.

use crate::encoding::{op, Insn, Operation, Space, Src};
use gpuisa_core::hexkey::push_hex;
use gpuisa_core::lex::{TokKind, Token};
use gpuisa_core::Diagnostic;
use std::fmt::Write as _;
use std::ops::Range;

const UNKNOWN: &str = "???";

fn push_src(out: &mut String, s: Src) {
    let _ = match s.space {
        Space::Const => write!(out, "{}", s.index),
        sp => write!(out, "{}{}", Src::prefix(sp), s.index),
    };
}

fn is_zero(s: Src) -> bool {
    s == Src::ZERO
}

/// Appends the text of `insn` to `out`.
pub fn format(insn: &Insn, out: &mut String) {
    let body_nop = Insn { top: 0, ..*insn } == Insn::NOP;
    if body_nop {
        out.push_str("nop");
    } else {
        format_dests(insn, out);
        out.push_str(" = ");
        if insn.register_conflict() || insn.operation_unknown() || insn.index_sources_invalid() {
            out.push_str(UNKNOWN);
            out.push(' ');
        }
        format_expr(insn, out);
    }
    format_extras(insn, out);
}

fn format_dests(insn: &Insn, out: &mut String) {
    let mut first = true;
    let mut sep = |out: &mut String| {
        if !first {
            out.push_str(", ");
        }
        first = false;
    };
    if insn.r {
        sep(out);
        let _ = write!(out, "R{}", insn.w);
    }
    if insn.t {
        sep(out);
        out.push_str("push");
    }
    if insn.dd < 3 {
        sep(out);
        out.push_str("DRAM");
        if insn.dd > 0 {
            let _ = write!(out, ">>{}", 2 * insn.dd);
        }
    }
    if first {
        out.push('_');
    }
}

/// Which source fields the expression shows, in A, B, C order.
fn shown(insn: &Insn) -> [bool; 3] {
    match insn.operation() {
        Operation::MaxAB => [true, true, false],
        Operation::Max | Operation::Min => [false, true, true],
        Operation::Aofs(_) | Operation::Bofs(_) => [false, false, false],
        _ => [true, true, true],
    }
}

fn format_expr(insn: &Insn, out: &mut String) {
    let (a, b, c, s) = (insn.a, insn.b, insn.c, insn.shamt);
    let open_shift = |out: &mut String| {
        if s != 0 {
            out.push('(');
        }
    };
    let close_shift = |out: &mut String| {
        if s != 0 {
            let _ = write!(out, ") >> {s}");
        }
    };
    match insn.operation() {
        Operation::Add => {
            open_shift(out);
            push_src(out, a);
            if !(is_zero(b) && is_zero(c)) {
                out.push_str(" + ");
                push_src(out, b);
            }
            if !is_zero(c) {
                out.push_str(" + ");
                push_src(out, c);
            }
            close_shift(out);
        }
        Operation::Sub | Operation::AbsDiff => {
            open_shift(out);
            let abs = insn.op == op::ABSDIFF;
            if !is_zero(a) {
                push_src(out, a);
                out.push_str(" + ");
            }
            if abs {
                out.push('|');
            }
            push_src(out, b);
            out.push_str(" - ");
            push_src(out, c);
            if abs {
                out.push('|');
            }
            close_shift(out);
        }
        Operation::Mac => {
            let paren = s != 0 && !is_zero(a);
            if !is_zero(a) {
                push_src(out, a);
                out.push_str(" + ");
            }
            if paren {
                out.push('(');
            }
            push_src(out, b);
            out.push('*');
            push_src(out, c);
            if s != 0 {
                let _ = write!(out, " >> {s}");
            }
            if paren {
                out.push(')');
            }
        }
        Operation::Select => {
            push_src(out, a);
            out.push_str(" == 0 ? ");
            push_src(out, b);
            out.push_str(" : ");
            push_src(out, c);
        }
        Operation::MaxAB => call(out, "max_ab", &[a, b]),
        Operation::Max => call(out, "max", &[b, c]),
        Operation::Min => call(out, "min", &[b, c]),
        Operation::Logic(n) => {
            let _ = write!(out, "logic[{n}]");
            call(out, "", &[a, b, c]);
        }
        Operation::Aofs(i) => {
            let _ = write!(out, "aofs[{i}]");
        }
        Operation::Bofs(i) => {
            let _ = write!(out, "bofs[{i}]");
        }
        Operation::Undefined => {
            let _ = write!(out, "op{}:{}", insn.op, s);
            call(out, "", &[a, b, c]);
        }
    }
}

fn call(out: &mut String, name: &str, args: &[Src]) {
    out.push_str(name);
    out.push('(');
    for (i, s) in args.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        push_src(out, *s);
    }
    out.push(')');
}

fn format_extras(insn: &Insn, out: &mut String) {
    let sh = shown(insn);
    let body_nop = Insn { top: 0, ..*insn } == Insn::NOP;
    let mut items = 0;
    let mut item = |out: &mut String, name: &str| {
        out.push_str(if items == 0 { " {" } else { ", " });
        items += 1;
        out.push_str(name);
        out.push('=');
    };
    if !body_nop {
        for (i, (name, s)) in [("a", insn.a), ("b", insn.b), ("c", insn.c)].into_iter().enumerate() {
            if !sh[i] && !is_zero(s) {
                item(out, name);
                push_src(out, s);
            }
        }
        if !insn.r && insn.w != 0 {
            item(out, "w");
            let _ = write!(out, "{}", insn.w);
        }
    }
    if insn.top != 0 {
        item(out, "??? top");
        push_hex(out, insn.top as u64);
    }
    if items > 0 {
        out.push('}');
    }
}

// ---------------------------------------------------------------- parsing

/// Parses one instruction from the tokens of a line (`???` tokens are skipped).
pub fn parse(src: &str, toks: &[Token]) -> Result<Insn, Diagnostic> {
    let toks: Vec<Token> = toks.iter().copied().filter(|t| t.kind != TokKind::Unknown).collect();
    let mut p = P { src, toks: &toks, pos: 0 };
    if p.toks.is_empty() {
        let at = toks.first().map(|t| t.span()).unwrap_or(0..0);
        return Err(Diagnostic::new(at, "expected an instruction"));
    }
    let mut insn = Insn::NOP;
    let mut set = Set::default();
    if p.peek_ident() == Some("nop") {
        p.pos += 1;
        set = Set { a: true, b: true, c: true, w: true, top: false };
    } else {
        p.dests(&mut insn, &mut set)?;
        p.expect_punct(b'=', "`=` after the destinations")?;
        p.expr(&mut insn, &mut set)?;
    }
    if p.eat_punct(b'{') {
        p.extras(&mut insn, &mut set)?;
    }
    if let Some(t) = p.peek() {
        return Err(Diagnostic::new(t.span(), format!("unexpected `{}` after the instruction", t.text(src))));
    }
    Ok(insn)
}

/// Which fields the text has given so far (the braces may only add the others).
#[derive(Default)]
struct Set {
    a: bool,
    b: bool,
    c: bool,
    w: bool,
    top: bool,
}

struct P<'a> {
    src: &'a str,
    toks: &'a [Token],
    pos: usize,
}

/// Expression tree of the arithmetic forms, before it is matched against the opcodes.
enum E {
    Src(Src, Range<usize>),
    Mul(Box<E>, Box<E>, Range<usize>),
    Abs(Box<E>, Range<usize>),
    Sum(Vec<(bool, E)>, Range<usize>),
    Shr(Box<E>, u8, Range<usize>),
}

impl E {
    fn span(&self) -> Range<usize> {
        match self {
            E::Src(_, s) | E::Mul(_, _, s) | E::Abs(_, s) | E::Sum(_, s) | E::Shr(_, _, s) => s.clone(),
        }
    }
}

const FORMS: &str = "expected `A + B + C`, `A + B - C`, `A + |B - C|` or `A + B*C` (optionally shifted)";

impl<'a> P<'a> {
    fn peek(&self) -> Option<&'a Token> {
        self.toks.get(self.pos)
    }
    fn peek_ident(&self) -> Option<&'a str> {
        self.peek().filter(|t| t.kind == TokKind::Ident).map(|t| t.text(self.src))
    }
    fn peek_punct(&self, c: u8) -> bool {
        self.peek().is_some_and(|t| t.is_punct(c))
    }
    fn eat_punct(&mut self, c: u8) -> bool {
        if self.peek_punct(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    fn here(&self) -> Range<usize> {
        match self.peek() {
            Some(t) => t.span(),
            None => {
                let e = self.toks.last().map(|t| t.end as usize).unwrap_or(0);
                e..e
            }
        }
    }
    fn prev_end(&self) -> usize {
        self.pos.checked_sub(1).and_then(|i| self.toks.get(i)).map(|t| t.end as usize).unwrap_or(0)
    }
    fn found(&self) -> String {
        match self.peek() {
            Some(t) => format!("found `{}`", t.text(self.src)),
            None => "found the end of the line".into(),
        }
    }
    fn expect_punct(&mut self, c: u8, what: &str) -> Result<(), Diagnostic> {
        if self.eat_punct(c) {
            Ok(())
        } else {
            Err(Diagnostic::new(self.here(), format!("expected {what}, {}", self.found())))
        }
    }
    fn number(&mut self, what: &str, max: u64) -> Result<u64, Diagnostic> {
        match self.peek() {
            Some(t) if t.kind == TokKind::Num => {
                self.pos += 1;
                if t.value > max {
                    Err(Diagnostic::new(t.span(), format!("{what} must be at most {max}")))
                } else {
                    Ok(t.value)
                }
            }
            _ => Err(Diagnostic::new(self.here(), format!("expected {what}, {}", self.found()))),
        }
    }
    /// `>>` as two `>` tokens with nothing between them.
    fn eat_shr(&mut self) -> bool {
        match (self.toks.get(self.pos), self.toks.get(self.pos + 1)) {
            (Some(x), Some(y)) if x.is_punct(b'>') && y.is_punct(b'>') && x.end == y.start => {
                self.pos += 2;
                true
            }
            _ => false,
        }
    }

    fn dests(&mut self, insn: &mut Insn, set: &mut Set) -> Result<(), Diagnostic> {
        insn.dd = 3;
        if self.peek_ident() == Some("_") {
            self.pos += 1;
            return Ok(());
        }
        loop {
            let t = *self.peek().ok_or_else(|| Diagnostic::new(self.here(), "expected a destination"))?;
            let text = if t.kind == TokKind::Ident { t.text(self.src) } else { "" };
            self.pos += 1;
            let dup = || Diagnostic::new(t.span(), format!("destination `{}` given twice", t.text(self.src)));
            if text == "push" {
                if insn.t {
                    return Err(dup());
                }
                insn.t = true;
            } else if text == "DRAM" {
                if insn.dd != 3 {
                    return Err(dup());
                }
                insn.dd = 0;
                if self.eat_shr() {
                    let at = self.here();
                    let n = self.number("a DRAM shift (0, 2 or 4)", 4)?;
                    if n % 2 != 0 {
                        return Err(Diagnostic::new(at, "the DRAM shift must be 0, 2 or 4"));
                    }
                    insn.dd = (n / 2) as u8;
                }
            } else if let Some(Src { space: Space::Reg, index }) = parse_src_name(text) {
                if insn.r {
                    return Err(Diagnostic::new(t.span(), "only one register can be written"));
                }
                insn.r = true;
                insn.w = index;
                set.w = true;
            } else {
                return Err(Diagnostic::new(
                    t.span(),
                    format!("expected a destination (`R0`..`R7`, `push`, `DRAM`, `DRAM>>2`, `DRAM>>4` or `_`), found `{}`", t.text(self.src)),
                ));
            }
            if !self.eat_punct(b',') {
                return Ok(());
            }
        }
    }

    fn src(&mut self) -> Result<(Src, Range<usize>), Diagnostic> {
        let t = *self.peek().ok_or_else(|| Diagnostic::new(self.here(), "expected a source operand"))?;
        let s = match t.kind {
            TokKind::Num if t.value <= 15 => Src { space: Space::Const, index: t.value as u8 },
            TokKind::Num => return Err(Diagnostic::new(t.span(), "a constant operand must be 0..15 (use L0..L3 for larger values)")),
            TokKind::Ident => parse_src_name(t.text(self.src)).ok_or_else(|| {
                Diagnostic::new(t.span(), format!("expected a source (0..15, L0..L3, I0, I1, T0, T1, R0..R7), found `{}`", t.text(self.src)))
            })?,
            _ => return Err(Diagnostic::new(t.span(), format!("expected a source operand, {}", self.found()))),
        };
        self.pos += 1;
        Ok((s, t.span()))
    }

    fn args(&mut self, n: usize) -> Result<Vec<Src>, Diagnostic> {
        self.expect_punct(b'(', "`(`")?;
        let mut v = Vec::with_capacity(n);
        for i in 0..n {
            if i > 0 {
                self.expect_punct(b',', "`,` between operands")?;
            }
            v.push(self.src()?.0);
        }
        self.expect_punct(b')', "`)`")?;
        Ok(v)
    }

    fn index(&mut self) -> Result<u8, Diagnostic> {
        self.expect_punct(b'[', "`[`")?;
        let n = self.number("an index 0..7", 7)? as u8;
        self.expect_punct(b']', "`]`")?;
        Ok(n)
    }

    fn expr(&mut self, insn: &mut Insn, set: &mut Set) -> Result<(), Diagnostic> {
        let abc = |insn: &mut Insn, set: &mut Set, a: Option<Src>, b: Option<Src>, c: Option<Src>| {
            if let Some(a) = a {
                insn.a = a;
                set.a = true;
            }
            if let Some(b) = b {
                insn.b = b;
                set.b = true;
            }
            if let Some(c) = c {
                insn.c = c;
                set.c = true;
            }
        };
        // Function forms.
        if let Some(name) = self.peek_ident() {
            let next_is = |c: u8| self.toks.get(self.pos + 1).is_some_and(|t| t.is_punct(c));
            let call = next_is(b'(') || next_is(b'[') || next_is(b':');
            if call {
                let at = self.here();
                self.pos += 1;
                match name {
                    "max_ab" | "max" | "min" => {
                        let v = self.args(2)?;
                        insn.op = op::LOGIC;
                        match name {
                            "max_ab" => {
                                insn.shamt = 1;
                                abc(insn, set, Some(v[0]), Some(v[1]), None);
                            }
                            _ => {
                                insn.shamt = if name == "max" { 2 } else { 3 };
                                abc(insn, set, None, Some(v[0]), Some(v[1]));
                            }
                        }
                    }
                    "logic" => {
                        insn.op = op::LOGIC;
                        insn.shamt = 8 + self.index()?;
                        if insn.shamt > 15 {
                            return Err(Diagnostic::new(at, "logic table index must be 0..7"));
                        }
                        let v = self.args(3)?;
                        abc(insn, set, Some(v[0]), Some(v[1]), Some(v[2]));
                    }
                    "aofs" | "bofs" => {
                        insn.op = op::INDEX;
                        insn.shamt = self.index()? + if name == "bofs" { 8 } else { 0 };
                    }
                    _ => {
                        let n = name.strip_prefix("op").and_then(|d| d.parse::<u8>().ok()).filter(|&n| n < 8);
                        let Some(n) = n else {
                            return Err(Diagnostic::new(at, format!("unknown operation `{name}`")));
                        };
                        self.expect_punct(b':', "`:` and the shift field after the opcode")?;
                        insn.op = n;
                        insn.shamt = self.number("a shift field 0..31", 31)? as u8;
                        let v = self.args(3)?;
                        abc(insn, set, Some(v[0]), Some(v[1]), Some(v[2]));
                    }
                }
                return Ok(());
            }
        }
        // Select: `A == 0 ? B : C`.
        let save = self.pos;
        if let Ok((a, _)) = self.src() {
            if self.peek_punct(b'=') {
                self.expect_punct(b'=', "`==`")?;
                self.expect_punct(b'=', "`==`")?;
                let at = self.here();
                if self.number("`0`", 0).is_err() {
                    return Err(Diagnostic::new(at, "a select compares with 0: `A == 0 ? B : C`"));
                }
                self.expect_punct(b'?', "`?`")?;
                let (b, _) = self.src()?;
                self.expect_punct(b':', "`:`")?;
                let (c, _) = self.src()?;
                insn.op = op::LOGIC;
                insn.shamt = 0;
                abc(insn, set, Some(a), Some(b), Some(c));
                return Ok(());
            }
        }
        self.pos = save;
        let e = self.shift_expr()?;
        let (o, s, a, b, c) = lower(&e)?;
        insn.op = o;
        insn.shamt = s;
        abc(insn, set, Some(a), Some(b), Some(c));
        Ok(())
    }

    fn shift_expr(&mut self) -> Result<E, Diagnostic> {
        let e = self.sum()?;
        if self.eat_shr() {
            let n = self.number("a shift amount 0..31", 31)? as u8;
            let span = e.span().start..self.prev_end();
            return Ok(E::Shr(Box::new(e), n, span));
        }
        Ok(e)
    }

    fn sum(&mut self) -> Result<E, Diagnostic> {
        let first = self.product()?;
        let start = first.span().start;
        let mut terms = vec![(false, first)];
        loop {
            let neg = if self.eat_punct(b'+') {
                false
            } else if self.eat_punct(b'-') {
                true
            } else {
                break;
            };
            terms.push((neg, self.product()?));
        }
        if terms.len() == 1 {
            return Ok(terms.pop().map(|t| t.1).expect("one term"));
        }
        Ok(E::Sum(terms, start..self.prev_end()))
    }

    fn product(&mut self) -> Result<E, Diagnostic> {
        let x = self.atom()?;
        if self.eat_punct(b'*') {
            let y = self.atom()?;
            let span = x.span().start..y.span().end;
            return Ok(E::Mul(Box::new(x), Box::new(y), span));
        }
        Ok(x)
    }

    fn atom(&mut self) -> Result<E, Diagnostic> {
        let start = self.here().start;
        if self.eat_punct(b'(') {
            let e = self.shift_expr()?;
            self.expect_punct(b')', "`)`")?;
            return Ok(match e {
                E::Src(s, _) => E::Src(s, start..self.prev_end()),
                e => e,
            });
        }
        if self.eat_punct(b'|') {
            let e = self.shift_expr()?;
            self.expect_punct(b'|', "`|` closing the absolute value")?;
            return Ok(E::Abs(Box::new(e), start..self.prev_end()));
        }
        let (s, span) = self.src()?;
        Ok(E::Src(s, span))
    }

    fn extras(&mut self, insn: &mut Insn, set: &mut Set) -> Result<(), Diagnostic> {
        loop {
            let t = *self.peek().ok_or_else(|| Diagnostic::new(self.here(), "expected a field name or `}`"))?;
            if t.is_punct(b'}') {
                self.pos += 1;
                return Ok(());
            }
            let name = if t.kind == TokKind::Ident { t.text(self.src) } else { "" };
            self.pos += 1;
            self.expect_punct(b'=', "`=` after the field name")?;
            let again = || Diagnostic::new(t.span(), format!("field `{name}` is already given by the instruction"));
            match name {
                "a" | "b" | "c" => {
                    let (s, _) = self.src()?;
                    let (slot, done) = match name {
                        "a" => (&mut insn.a, &mut set.a),
                        "b" => (&mut insn.b, &mut set.b),
                        _ => (&mut insn.c, &mut set.c),
                    };
                    if *done {
                        return Err(again());
                    }
                    *slot = s;
                    *done = true;
                }
                "w" => {
                    if set.w {
                        return Err(again());
                    }
                    insn.w = self.number("a register number 0..7", 7)? as u8;
                    set.w = true;
                }
                "top" => {
                    if set.top {
                        return Err(again());
                    }
                    insn.top = self.number("bits 30-31 (0..3)", 3)? as u8;
                    set.top = true;
                }
                _ => {
                    return Err(Diagnostic::new(t.span(), format!("expected `a`, `b`, `c`, `w` or `top`, found `{}`", t.text(self.src))));
                }
            }
            if !self.eat_punct(b',') {
                return self.expect_punct(b'}', "`,` or `}`");
            }
        }
    }
}

/// Reads a source name: `I0`, `T1`, `L3`, `R7` (decimal index, in range).
fn parse_src_name(text: &str) -> Option<Src> {
    let mut chars = text.chars();
    let p = chars.next()?;
    let digits = chars.as_str();
    if digits.is_empty() || digits.len() > 1 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let index: u8 = digits.parse().ok()?;
    for space in [Space::Input, Space::Temp, Space::Lut, Space::Reg] {
        if Src::prefix(space).starts_with(p) && index < Src::space_size(space) {
            return Some(Src { space, index });
        }
    }
    None
}

/// Matches an arithmetic expression against the four arithmetic opcodes.
fn lower(e: &E) -> Result<(u8, u8, Src, Src, Src), Diagnostic> {
    let err = |sp: Range<usize>, m: &str| Diagnostic::new(sp, m.to_string());
    if let E::Shr(inner, s, span) = e {
        if let E::Mul(..) = **inner {
            let (o, _, a, b, c) = lower_sum(inner)?;
            return Ok((o, *s, a, b, c));
        }
        let (o, inner_s, a, b, c) = lower_sum(inner)?;
        if o == op::MAC || inner_s != 0 {
            return Err(err(span.clone(), "a multiply-add shifts the product only: write `A + (B*C >> S)`"));
        }
        return Ok((o, *s, a, b, c));
    }
    lower_sum(e)
}

fn lower_sum(e: &E) -> Result<(u8, u8, Src, Src, Src), Diagnostic> {
    let single;
    let terms: &[(bool, E)] = match e {
        E::Sum(t, _) => t,
        other => {
            single = [(false, shallow(other))];
            &single
        }
    };
    let z = Src::ZERO;
    let src = |t: &E| if let E::Src(s, _) = t { Some(*s) } else { None };
    let fail = || Diagnostic::new(e.span(), FORMS);
    // Multiply-add: [B*C] or [A, B*C], the product optionally shifted.
    let mac = |t: &E| -> Option<(u8, Src, Src)> {
        let (m, s) = match t {
            E::Shr(m, s, _) => (&**m, *s),
            m => (m, 0),
        };
        if let E::Mul(x, y, _) = m {
            return Some((s, src(x)?, src(y)?));
        }
        None
    };
    let absd = |t: &E| -> Option<(Src, Src)> {
        if let E::Abs(inner, _) = t {
            if let E::Sum(v, _) = &**inner {
                if let [(false, x), (true, y)] = &v[..] {
                    return Some((src(x)?, src(y)?));
                }
            }
        }
        None
    };
    match terms {
        [(_, t)] => {
            if let Some(s) = src(t) {
                return Ok((op::ADD, 0, s, z, z));
            }
            if let Some((sh, b, c)) = mac(t) {
                return Ok((op::MAC, sh, z, b, c));
            }
            if let Some((b, c)) = absd(t) {
                return Ok((op::ABSDIFF, 0, z, b, c));
            }
        }
        [(_, x), (neg, y)] => {
            let xs = src(x).ok_or_else(fail)?;
            if let (false, Some(ys)) = (neg, src(y)) {
                return Ok((op::ADD, 0, xs, ys, z));
            }
            if let (true, Some(ys)) = (neg, src(y)) {
                return Ok((op::SUB, 0, z, xs, ys));
            }
            if let (false, Some((sh, b, c))) = (neg, mac(y)) {
                return Ok((op::MAC, sh, xs, b, c));
            }
            if let (false, Some((b, c))) = (neg, absd(y)) {
                return Ok((op::ABSDIFF, 0, xs, b, c));
            }
        }
        [(_, x), (false, y), (neg, w)] => {
            if let (Some(a), Some(b), Some(c)) = (src(x), src(y), src(w)) {
                return Ok((if *neg { op::SUB } else { op::ADD }, 0, a, b, c));
            }
        }
        _ => {}
    }
    Err(fail())
}

// A copy of a leaf-level node, to treat a lone term as a one-term sum without moving it.
fn shallow(e: &E) -> E {
    match e {
        E::Src(s, sp) => E::Src(*s, sp.clone()),
        E::Mul(x, y, sp) => E::Mul(Box::new(shallow(x)), Box::new(shallow(y)), sp.clone()),
        E::Abs(x, sp) => E::Abs(Box::new(shallow(x)), sp.clone()),
        E::Sum(v, sp) => E::Sum(v.iter().map(|(n, t)| (*n, shallow(t))).collect(), sp.clone()),
        E::Shr(x, s, sp) => E::Shr(Box::new(shallow(x)), *s, sp.clone()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(w: u32) -> String {
        let mut s = String::new();
        format(&Insn::decode(w), &mut s);
        s
    }

    fn back(s: &str) -> Result<u32, Diagnostic> {
        let toks = gpuisa_core::lex::lex(s)?;
        parse(s, &toks).map(|i| i.encode())
    }

    #[test]
    fn samples_read_like_their_comments() {
        assert_eq!(text(0x00380000), "R0 = 0");
        assert_eq!(text(0x00180000), "nop");
        assert_eq!(text(0x203c6211), "R0, push = R0 + I0*I1");
        assert_eq!(text(0x00004800), "DRAM = T0");
        assert_eq!(text(0x08044a00), "push, DRAM = T0 + I0 - 0");
        assert_eq!(text(0x3b5c0000), "push = bofs[5]");
        assert_eq!(text(0x20004e54), "DRAM = T1 + T0*L0");
    }

    #[test]
    fn undefined_encodings_are_marked_and_round_trip() {
        for w in [0x1000_0000u32, 0x2800_0000, 0x3100_0000, 0x3980_0000, 0xc000_0000, 0x0000_6339, 0x3800_0210] {
            let t = text(w);
            assert!(t.contains("???"), "{w:08x}: {t}");
            assert_eq!(back(&t).unwrap(), w, "{t}");
        }
    }

    #[test]
    fn errors_point_at_the_token() {
        let s = "R0 = I0 + X9";
        let e = back(s).unwrap_err();
        assert_eq!(&s[e.span.clone()], "X9");
        let s = "R0, R1 = 0";
        assert_eq!(&s[back(s).unwrap_err().span], "R1");
        let s = "DRAM>>3 = 0";
        assert_eq!(&s[back(s).unwrap_err().span], "3");
    }
}
