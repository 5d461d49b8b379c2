//! Parsing: tokens to [`Insn`], by matching the same atoms against the text. Table entries are tried in
//! order with backtracking; a candidate is accepted only if encoding it and decoding the bits gives the
//! candidate back, so the text of any decoded instruction parses to exactly that instruction.

use super::encode::{imm_raw, reg_raw};
use super::*;
use crate::insn::{Insn, NO_MATCH};
use gpuisa_core::lex::{TokKind, Token};
use gpuisa_core::{Diagnostic, ParseCtx};

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

struct P<'a> {
    src: &'a str,
    toks: &'a [Token],
    ctx: &'a ParseCtx<'a>,
    env: &'a ParseEnv<'a>,
    insn: Insn,
    areg_taken: bool,
    /// Furthest token a failed match reached, with what was expected there.
    far: usize,
    expected: Vec<&'static str>,
    encode_conflict: bool,
    label_error: Option<Diagnostic>,
}

/// The words a text produced by `atoms` can start with; `None` when it can start with an operand.
/// `(` stands for an opening parenthesis and `???` for an unknown marker.
pub fn first_words(atoms: &'static [Atom], out: &mut Vec<&'static str>) -> Option<bool> {
    // Returns Some(true) when the atoms can produce no token at all.
    for a in atoms {
        match a {
            Atom::Word(w, _) => {
                out.push(w);
                return Some(false);
            }
            // Optional: the text may start with it or with what follows.
            Atom::Mark(w, _) => out.push(w),
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
}

pub fn parse(
    root: &'static Table,
    src: &str,
    toks: &[Token],
    ctx: &ParseCtx,
    env: &ParseEnv,
) -> Result<Insn, Diagnostic> {
    let mut p = P {
        src,
        toks,
        ctx,
        env,
        insn: Insn::empty(),
        areg_taken: false,
        far: 0,
        expected: Vec::new(),
        encode_conflict: false,
        label_error: None,
    };
    for (i, f) in root.iter().enumerate() {
        if !(env.allow_root)(i) || !f.enabled(env.feats, env.ptype) {
            continue;
        }
        p.insn = Insn::empty();
        p.areg_taken = false;
        p.insn.push_path(i as u8);
        if p.list(f.atoms, &Cont::Nil, 0) {
            return Ok(p.insn);
        }
    }
    Err(p.error())
}

impl<'a> P<'a> {
    fn error(&mut self) -> Diagnostic {
        if self.env.quiet {
            return Diagnostic::new(0..0, "no match");
        }
        if let Some(e) = self.label_error.take() {
            return e;
        }
        if self.toks.is_empty() {
            return Diagnostic::new(0..0, "empty instruction");
        }
        let whole = self.toks[0].start as usize..self.toks[self.toks.len() - 1].end as usize;
        if self.encode_conflict && self.far >= self.toks.len() {
            return Diagnostic::new(whole, "no encoding has these operands together")
                .with_note("each operand is valid, but no instruction form encodes this combination");
        }
        self.expected.sort_unstable();
        self.expected.dedup();
        let exp = if self.expected.is_empty() {
            String::new()
        } else {
            let list: Vec<String> = self.expected.iter().take(12).map(|e| format!("`{e}`")).collect();
            format!(", expected {}", list.join(" or "))
        };
        match self.toks.get(self.far) {
            Some(t) => Diagnostic::new(t.span(), format!("unexpected `{}`{exp}", t.text(self.src))),
            None => {
                let e = whole.end;
                Diagnostic::new(e..e, format!("unexpected end of instruction{exp}"))
            }
        }
    }

    fn fail(&mut self, pos: usize, what: &'static str) -> bool {
        if self.env.quiet {
            return false;
        }
        if pos > self.far {
            self.far = pos;
            self.expected.clear();
        }
        if pos == self.far {
            self.expected.push(what);
        }
        false
    }

    fn tok(&self, pos: usize) -> Option<&'a Token> {
        self.toks.get(pos)
    }

    fn ident_is(&self, pos: usize, w: &str) -> bool {
        matches!(self.tok(pos), Some(t) if t.kind == TokKind::Ident && t.text(self.src) == w)
    }

    fn punct_is(&self, pos: usize, c: u8) -> bool {
        matches!(self.tok(pos), Some(t) if t.is_punct(c))
    }

    fn next(&mut self, k: &Cont, pos: usize) -> bool {
        match k {
            Cont::Nil => self.finish(pos),
            Cont::Then(atoms, rest) => self.list(atoms, rest, pos),
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
            residual = self.toks[p + 2].value;
            p += 4;
        }
        if p != self.toks.len() {
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
            Atom::Word(w, _) => {
                if self.ident_is(pos, w) {
                    self.list(rest, k, pos + 1)
                } else {
                    self.fail(pos, w)
                }
            }
            // Optional, and no other atom reads it.
            Atom::Mark(w, _) => self.list(rest, k, pos + self.ident_is(pos, w) as usize),
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
        for (i, f) in t.iter().enumerate() {
            if !f.enabled(self.env.feats, self.env.ptype) {
                continue;
            }
            let save = self.save();
            if !self.insn.push_path(i as u8) {
                return false;
            }
            if self.list(f.atoms, &k2, pos) {
                return true;
            }
            self.restore(save);
        }
        if matches!(self.tok(pos), Some(t) if t.kind == TokKind::Unknown) && !self.punct_is(pos + 1, b'[') {
            let save = self.save();
            self.insn.push_path(NO_MATCH);
            if self.list(rest, k, pos + 1) {
                return true;
            }
            self.restore(save);
        }
        false
    }

    fn save(&self) -> (usize, usize, bool) {
        (self.insn.path_len(), self.insn.ops_len(), self.areg_taken)
    }

    fn restore(&mut self, s: (usize, usize, bool)) {
        self.insn.truncate(s.0, s.1);
        self.areg_taken = s.2;
    }

    fn number(&mut self, pos: usize, what: &'static str) -> Option<(i64, usize)> {
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

    fn operand(&mut self, a: &'static Atom, pos: usize) -> Option<(Operand, usize)> {
        match a {
            Atom::Reg(s) => {
                let r = self.reg(pos, s)?;
                Some((Operand::Reg(r), pos + 1))
            }
            Atom::Imm(s) => {
                let (v, np) = self.number(pos, "number")?;
                if imm_raw(s, v).is_none() {
                    self.fail(pos, "number that fits the field");
                    return None;
                }
                Some((Operand::Imm(v), np))
            }
            Atom::Target(s) => {
                let t = self.tok(pos);
                let v = match t {
                    Some(t) if t.kind == TokKind::Num => t.value,
                    Some(t) if t.kind == TokKind::Ident => match self.ctx.label(t.text(self.src), t.span()) {
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
                if v > i64::MAX as u64 || imm_raw(s, v as i64).is_none() {
                    self.fail(pos, "code address in range, multiple of 4");
                    return None;
                }
                Some((Operand::Target(v), pos + 1))
            }
            Atom::Mem(s) => self.mem(pos, s),
            Atom::Vec(s) => self.vec(pos, s),
            Atom::Discard => {
                if self.punct_is(pos, b'#') {
                    Some((Operand::Discard, pos + 1))
                } else {
                    self.fail(pos, "#");
                    None
                }
            }
            _ => None,
        }
    }

    /// Splits `$r12h` into ("r", 12, "h").
    fn reg_parts(&self, pos: usize) -> Option<(&'a str, u64, &'a str)> {
        let t = self.tok(pos)?;
        if t.kind != TokKind::Reg {
            return None;
        }
        let s = &t.text(self.src)[1..];
        let a = s.find(|c: char| c.is_ascii_digit())?;
        let b = a + s[a..].find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len() - a);
        let n: u64 = s[a..b].parse().ok()?;
        if s[a..b].len() > 1 && s[a..b].starts_with('0') {
            return None;
        }
        Some((&s[..a], n, &s[b..]))
    }

    fn reg(&mut self, pos: usize, s: &RegSpec) -> Option<Reg> {
        let what = match s.file {
            RegFile::R => "$r register",
            RegFile::A => "$a register",
            RegFile::C => "$c register",
            RegFile::T => "$t texture",
            RegFile::S => "$s sampler",
            RegFile::Sr => "special register",
        };
        let r = self.reg_inner(pos, s);
        match r {
            Some(r) if s.field.fits(reg_raw(s, &r)) => Some(r),
            Some(_) => {
                self.fail(pos, "register number in range");
                None
            }
            None => {
                self.fail(pos, what);
                None
            }
        }
    }

    fn reg_inner(&self, pos: usize, s: &RegSpec) -> Option<Reg> {
        if s.file == RegFile::A {
            if let Some(t) = self.tok(pos) {
                if t.kind == TokKind::Num && t.value == 0 {
                    return Some(Reg { file: RegFile::A, num: 0, part: Part::Full });
                }
            }
        }
        if s.file == RegFile::Sr {
            let t = self.tok(pos)?;
            if t.kind != TokKind::Reg {
                return None;
            }
            let name = &t.text(self.src)[1..];
            if let Some((n, _, _)) =
                super::format::SREG_NAMES.iter().find(|(_, nm, f)| *nm == name && f & !self.env.feats == 0)
            {
                return Some(Reg { file: RegFile::Sr, num: *n, part: Part::Full });
            }
            let (p, n, suf) = self.reg_parts(pos)?;
            // A named special register must be written by name.
            let named = super::format::SREG_NAMES.iter().any(|(k, _, f)| *k as u64 == n && f & !self.env.feats == 0);
            return (p == "sr" && suf.is_empty() && !named && n < 0x10000)
                .then_some(Reg { file: RegFile::Sr, num: n as u16, part: Part::Full });
        }
        let (p, n, suf) = self.reg_parts(pos)?;
        let want = match s.file {
            RegFile::R => "r",
            RegFile::A => "a",
            RegFile::C => "c",
            RegFile::T => "t",
            RegFile::S => "s",
            RegFile::Sr => unreachable!(),
        };
        if p != want || n >= 0x10000 || (s.file == RegFile::A && n == 0) {
            return None;
        }
        let part = match (s.shape, suf) {
            (RegShape::Word, "") => Part::Full,
            (RegShape::Half, "l") => Part::Lo,
            (RegShape::Half, "h") => Part::Hi,
            (RegShape::Double, "d") => Part::Double,
            (RegShape::Quad, "q") => Part::Quad,
            _ => return None,
        };
        Some(Reg { file: s.file, num: n as u16, part })
    }

    fn mem(&mut self, pos: usize, s: &MemSpec) -> Option<(Operand, usize)> {
        let t = self.tok(pos);
        let name = match t {
            Some(t) if t.kind == TokKind::Ident => t.text(self.src),
            _ => {
                self.fail(pos, "memory operand");
                return None;
            }
        };
        let Some(bank_txt) = name.strip_prefix(s.space) else {
            self.fail(pos, "memory operand");
            return None;
        };
        let bank = match s.bank {
            None if bank_txt.is_empty() => None,
            Some(f) => match bank_txt.parse::<u64>() {
                Ok(b) if f.fits(b) && !(bank_txt.len() > 1 && bank_txt.starts_with('0')) => Some(b as u8),
                _ => {
                    self.fail(pos, "memory operand with a valid bank");
                    return None;
                }
            },
            None => {
                self.fail(pos, "memory operand");
                return None;
            }
        };
        let mut p = pos + 1;
        if !self.punct_is(p, b'[') {
            self.fail(p, "[");
            return None;
        }
        p += 1;
        let mut base = MemBase::None;
        let mut offset = 0i64;
        let mut has_offset = s.offset.is_some();
        match &s.base {
            MemBaseSpec::Reg(r) => {
                let reg = self.reg(p, r)?;
                base = MemBase::R(reg.num);
                p += 1;
            }
            MemBaseSpec::Areg(f) if !self.areg_taken => {
                self.areg_taken = true;
                let areg = match self.reg_parts(p) {
                    Some(("a", n, "")) if f.fits(n) => Some(n as u8),
                    _ => None,
                };
                if s.postinc {
                    let a = match (areg, self.tok(p)) {
                        (Some(a), _) => a,
                        (None, Some(t)) if t.kind == TokKind::Num && t.value == 0 => 0,
                        _ => {
                            self.fail(p, "$a register or 0x0");
                            return None;
                        }
                    };
                    base = MemBase::A(a);
                    p += 1;
                    if !matches!(self.tok(p), Some(t) if t.kind == TokKind::PlusPlus) {
                        self.fail(p, "++");
                        return None;
                    }
                    p += 1;
                } else if let Some(a) = areg {
                    base = MemBase::A(a);
                    p += 1;
                    if self.punct_is(p, b'+') {
                        p += 1;
                    } else {
                        has_offset = false;
                    }
                } else {
                    base = MemBase::A(0);
                }
            }
            _ => {}
        }
        if has_offset {
            let spec = s.offset.as_ref().expect("has_offset implies an offset field");
            let (v, np) = self.number(p, "offset")?;
            if imm_raw(spec, v).is_none() {
                self.fail(p, "offset that fits the field");
                return None;
            }
            offset = v;
            p = np;
        }
        if !self.punct_is(p, b']') {
            self.fail(p, "]");
            return None;
        }
        Some((Operand::Mem(Mem { space: s.space.as_bytes()[0], bank, base, offset, postinc: s.postinc }), p + 1))
    }

    fn vec(&mut self, pos: usize, s: &VecSpec) -> Option<(Operand, usize)> {
        let mut p = pos;
        let mut count = 0u8;
        let mut mask = 0u8;
        let mut base: Option<u64> = None;
        let mut k = 0u64;
        loop {
            if count >= 8 {
                self.fail(p, "at most 4 components");
                return None;
            }
            if self.punct_is(p, b'#') {
                p += 1;
            } else {
                match self.reg_parts(p) {
                    Some(("r", n, "")) => {
                        let b = *base.get_or_insert(n);
                        if n != b + k {
                            self.fail(p, "consecutive registers");
                            return None;
                        }
                        k += 1;
                        mask |= 1 << count;
                        p += 1;
                    }
                    _ => {
                        self.fail(p, "$r register or #");
                        return None;
                    }
                }
            }
            count += 1;
            if !self.punct_is(p, b':') {
                break;
            }
            p += 1;
        }
        let b = base.unwrap_or(0);
        let count_ok = match &s.count {
            VecCount::Fixed(n) => count == *n,
            VecCount::Field(f, add) => count >= *add && f.fits((count - add) as u64),
        };
        let mask_ok = match &s.mask {
            Some(f) => f.fits(mask as u64),
            None => mask as u16 == (1u16 << count) - 1,
        };
        if !count_ok || !mask_ok || !s.base.fits(b) {
            self.fail(pos, "register vector of a valid size");
            return None;
        }
        Some((Operand::Vec(RegVec { base: b as u16, count, mask }), p))
    }
}
