//! gpuisa's text of a dual-issue word, both operations with their operands:
//! `[pred ]op1.T D, S... + op2[.v4] D, S... [flags] [name[=value]...] [??? 0x...]`
//! (`fsubflr.f32 i0.x, i0.xyz, i0.xyz + mov i1.xyz, sa0.xyz`), read through [`crate::encoding::dual`].
//!
//! The text shows what the operand slots do not: `cfgN` is `src_config` (which slot feeds which source;
//! none for 0), `ustore1`/`ustore2` which operation writes the unified register when both destinations
//! print as internal registers (otherwise the one that is not internal is the unified one). A field no
//! operand uses follows by name, as in the other formats; so does a swizzle whose letters an entry of
//! the other table (its extension bit) also gives: `gpi1_swizz=6 gpi1_swizz_ext`.

use crate::encoding::dual::{self, Dual, Reg, Slot, Word, F};
use crate::encoding::{swizzle, Bank, Format, Item, CHANNEL_LETTERS, FORMATS, MASK_LETTERS, NONE, SRC_BANKS, VEC_BANKS};
use crate::Insn;
use gpuisa_core::diag::Diagnostic;
use gpuisa_core::lex::{TokKind, Token};
use gpuisa_core::text::{pad16, Line};

/// The decimal digits of 0..512 (low byte first) and their count: a dual register number is at most
/// 255 doubled.
const DEC: [(u64, u32); 512] = {
    let mut t = [(0u64, 0u32); 512];
    let mut v = 0;
    while v < 512 {
        let (h, d, u) = ((v / 100) as u64, (v / 10 % 10) as u64, (v % 10) as u64);
        t[v] = if v >= 100 {
            ((b'0' as u64 + h) | (b'0' as u64 + d) << 8 | (b'0' as u64 + u) << 16, 3)
        } else if v >= 10 {
            ((b'0' as u64 + d) | (b'0' as u64 + u) << 8, 2)
        } else {
            (b'0' as u64 + u, 1)
        };
        v += 1;
    }
    t
};

/// The text of a register of a dual operand (`i1`, `pa4`), given as [`Reg::named`], as bytes and
/// their count (at most 5).
#[inline(always)]
fn reg((b, n): (Option<Bank>, u16)) -> (u64, u32) {
    // Prefixes by bank (after None: an internal register), looked up rather than matched: the stream
    // makes the bank unpredictable.
    const PREFIX: [(u64, u32); 10] = {
        let mut t = [(0x6173, 2); 10];
        t[0] = (b'i' as u64, 1);
        t[1 + Bank::Temp as usize] = (b'r' as u64, 1);
        t[1 + Bank::Output as usize] = (b'o' as u64, 1);
        t[1 + Bank::Primary as usize] = (0x6170, 2);
        t
    };
    let (p, pn) = PREFIX[b.map_or(0, |b| 1 + b as usize)];
    let (d, dn) = DEC[n as usize & 511];
    (p | d << (8 * pn), pn + dn)
}

/// The first (value, extension) of the dual tables giving the letters of `sw`, extension last and only
/// when `ext_ok`.
fn canonical(sw: [swizzle::Ch; 4], vec4: bool, ext_ok: bool) -> Option<(u64, bool)> {
    let n = if vec4 { 4 } else { 3 };
    [false, true]
        .into_iter()
        .filter(|&e| !e || ext_ok)
        .flat_map(|e| (0..16).map(move |v| (v, e)))
        .find(|&(v, e)| swizzle::dual(v, e, vec4)[..n] == sw[..n])
}

/// The fields a source's swizzle is: its value and the extension bit, when the slot has one.
fn swizzle_fields(s: Slot, owns: bool) -> (&'static [F], bool) {
    match s {
        Slot::Unified if owns => (&[F::USwz, F::Bit1], true),
        Slot::Unified => (&[F::USwz], false),
        Slot::Gpi0 => (&[F::Gpi0Swz], false),
        Slot::Gpi1 => (&[F::Gpi1Swz, F::Gpi1Ext], true),
        Slot::Gpi2 => (&[], false),
    }
}

/// A destination's register (at most 5 bytes) and write mask (`.xyz`, `.none`, at most 5), each as
/// bytes and their count.
#[inline(always)]
fn dest(h: &dual::Half) -> ((u64, u32), (u64, u32)) {
    // `.` and the mask's letters, by mask value.
    const MASKS: [(u64, u32); 16] = {
        let mut t = [(0u64, 0u32); 16];
        let mut v = 0;
        while v < 16 {
            let (mut c, mut n) = (b'.' as u64, 1);
            if v == 0 {
                (c, n) = (u64::from_le_bytes(*b".none\0\0\0"), 5);
            }
            let mut b = 0;
            while b < 4 {
                if v >> b & 1 != 0 {
                    c |= (MASK_LETTERS[b] as u64) << (8 * n);
                    n += 1;
                }
                b += 1;
            }
            t[v] = (c, n);
            v += 1;
        }
        t
    };
    (reg(h.dest_named), MASKS[h.mask as usize & 15])
}

/// A source's modifiers and register (`-|sa4`, at most 7 bytes), then its swizzle and the closing `|`
/// of an absolute value (`.xyz|`, at most 6), each as bytes and their count: no branch on the
/// modifiers.
#[inline(always)]
fn source(s: &dual::Src, vec4: bool) -> ((u64, u32), (u64, u32)) {
    let (r, rn) = reg(s.named);
    let (neg, abs) = (s.neg as u32, s.abs as u32);
    let lead = (b'-' as u64 * neg as u64) | (b'|' as u64 * abs as u64) << (8 * neg) | r << (8 * (neg + abs));
    let l = |k: usize| CHANNEL_LETTERS[s.sw[k] as usize & 7] as u64;
    // The fourth letter on VDUAL4 only.
    let n = 4 + vec4 as u32;
    let sw = b'.' as u64 | l(0) << 8 | l(1) << 16 | l(2) << 24 | ((l(3) << 32) * vec4 as u64) | (b'|' as u64 * abs as u64) << (8 * n);
    ((lead, neg + abs + rn), (sw, n + abs))
}

/// Bytes and their count as text.
fn string((b, n): (u64, u32)) -> String {
    b.to_le_bytes()[..n as usize].iter().map(|&c| c as char).collect()
}

/// The operands' texts of both operations.
fn texts(d: &Dual, vec4: bool) -> [Vec<String>; 2] {
    d.halves.map(|h| {
        let mut v = Vec::new();
        let (r, m) = dest(&h);
        v.push(string(r) + &string(m));
        for s in h.srcs.iter() {
            let (a, b) = source(s, vec4);
            v.push(string(a) + &string(b));
        }
        v
    })
}

/// Both destinations print as internal registers: the text names the unified one's writer.
fn ambiguous(d: &Dual) -> bool {
    d.halves.iter().all(|h| h.dest_named.0.is_none())
}

/// A text of up to 48 bytes in three 16-byte stores (the unused ones of length 0), written without a
/// branch on its length.
#[derive(Clone, Copy, Default)]
struct Text {
    c: [[u8; 16]; 3],
    n: [u8; 3],
}

impl Text {
    fn new(s: &str) -> Option<Text> {
        let mut t = Text::default();
        for (k, part) in s.as_bytes().chunks(16).enumerate() {
            *t.c.get_mut(k)? = pad16(std::str::from_utf8(part).ok()?);
            t.n[k] = part.len() as u8;
        }
        Some(t)
    }
    /// Writes the text when `yes`.
    #[inline(always)]
    fn put_if(&self, o: &mut Line, yes: bool) {
        for k in 0..3 {
            o.put16(&self.c[k], self.n[k] as usize * yes as usize);
        }
    }
    /// Writes a text known to fit one store (a mnemonic part).
    #[inline(always)]
    fn put1(&self, o: &mut Line) {
        o.put16(&self.c[0], self.n[0] as usize);
    }
}

/// What the printer of a dual format writes besides operands, worked out once per format: the texts
/// that depend on the operations and the fields' labels, so that a word costs lookups, not a walk of
/// the format's items.
struct Texts {
    /// The predicate and a space, by value (nothing for none).
    pred: [Text; 4],
    /// The mnemonic up to the first operation's operands, by `dual_op1 << 1 | type_f16`.
    head: [Text; 32],
    /// The text between the operations' operands (` + vdp.v4`), by `dual_op2`.
    mid: [Text; 16],
    /// Each field's label (` name`, ` name=`), its bits and whether it is wider than one bit.
    labels: Vec<(Text, gpuisa_core::bits::BitField, bool)>,
    /// The swizzle fields of a source in each slot (by `Slot as usize`) whose entry an extended one
    /// does not give first, by whether the unified slot owns bits 1 and 0: such a field is then named.
    swizzle: [[u64; 4]; 2],
    /// Whether the extended table of each swizzle value (VDUAL3, VDUAL4) gives its letters first.
    first: [[bool; 16]; 2],
    /// `skipinv`'s label and its bit (none: bit 0 and an empty label).
    skip: (Text, u64),
    /// All the format's fields (bit i for field i), and the bits no field holds.
    all: u64,
    residual: u64,
}

/// The texts of dual format `fi`, or None when its items are not the ones this printer knows
/// (predicate, parts read from the operation codes and `type_f16`, ` +`): the word is then printed
/// by name.
fn texts_of(fi: u16) -> Option<&'static Texts> {
    static T: std::sync::OnceLock<Vec<Option<Texts>>> = std::sync::OnceLock::new();
    T.get_or_init(|| FORMATS.iter().map(build).collect()).get(fi as usize)?.as_ref()
}

fn build(f: &'static Format) -> Option<Texts> {
    let word = Word::new(f, 0)?;
    let Some(Item::Pred(pi, pnames)) = f.items.first() else { return None };
    if *pi != word.index(F::Pred) {
        return None;
    }
    let mut pred = [Text::default(); 4];
    for (v, p) in pred.iter_mut().enumerate() {
        let name = pnames.get(v).copied().unwrap_or("");
        *p = Text::new(&if name.is_empty() { String::new() } else { format!("{name} ") })?;
    }
    // The mnemonic parts before ` +` read only the primary's code and the type, those after only the
    // secondary's code: their texts are worked out for every value.
    let plus = f.items.iter().position(|it| matches!(it, Item::Lit(" +")))?;
    let part = |items: &[Item], w: u64, allowed: &[F]| -> Option<String> {
        let mut s = String::new();
        for it in items {
            match it {
                Item::Pick(i, names) if allowed.iter().any(|&k| word.index(k) == *i) => {
                    s.push_str(names.get(f.field(*i, w) as usize).copied().unwrap_or(""))
                }
                Item::Lit(l) => s.push_str(l),
                _ => return None,
            }
        }
        Some(s)
    };
    let set = |w: u64, k: F, v: u64| match f.fields.get(word.index(k) as usize) {
        Some(fd) => fd.bits.set(w, v),
        None => w,
    };
    let mut head = [Text::default(); 32];
    for (k, t) in head.iter_mut().enumerate() {
        let w = set(set(0, F::Op1, k as u64 >> 1), F::F16, k as u64 & 1);
        *t = Text::new(&part(&f.items[1..plus], w, &[F::Op1, F::F16])?).filter(|t| t.n[1] == 0)?;
    }
    let mut mid = [Text::default(); 16];
    for (k, t) in mid.iter_mut().enumerate() {
        *t = Text::new(&part(&f.items[plus..], set(0, F::Op2, k as u64), &[F::Op2])?).filter(|t| t.n[1] == 0)?;
    }
    let labels = f
        .fields
        .iter()
        .map(|fd| {
            let wide = fd.bits.width() > 1;
            Some((Text::new(&if wide { format!(" {}=", fd.name) } else { format!(" {}", fd.name) })?, fd.bits, wide))
        })
        .collect::<Option<Vec<_>>>()?;
    let mut swizzle = [[0u64; 4]; 2];
    for owns in [false, true] {
        for s in [Slot::Gpi0, Slot::Gpi1, Slot::Gpi2, Slot::Unified] {
            let (fs, ext_ok) = swizzle_fields(s, owns);
            swizzle[owns as usize][s as usize] = if ext_ok { word.mask(fs) } else { 0 };
        }
    }
    let mut first = [[true; 16]; 2];
    for (k, row) in first.iter_mut().enumerate() {
        for (v, c) in row.iter_mut().enumerate() {
            let vec4 = k == 1;
            *c = canonical(swizzle::dual(v as u64, true, vec4), vec4, true) == Some((v as u64, true));
        }
    }
    let skip = labels.get(word.index(F::Skipinv) as usize).map_or((Text::default(), 0), |l| (l.0, word.mask(&[F::Skipinv])));
    Some(Texts { pred, head, mid, labels, swizzle, first, skip, all: (1u64 << f.fields.len()) - 1, residual: f.residual_mask() })
}

/// Appends the text of the dual-issue word `w` of format `fi`; false (nothing appended) when its
/// operations or layout have no reading, which the format's named fields then show.
pub fn print(fi: u16, w: u64, o: &mut Line) -> bool {
    let Some(word) = Word::new(&FORMATS[fi as usize], w) else { return false };
    let Some(t) = texts_of(fi) else { return false };
    // The format known at compile time from here: its fields are read at constant places.
    if word.vec4 {
        print_in::<true>(w, t, o)
    } else {
        print_in::<false>(w, t, o)
    }
}

fn print_in<const V4: bool>(w: u64, t: &Texts, o: &mut Line) -> bool {
    let Ok(d) = dual::decode_in::<V4>(w) else { return false };
    // The fields the text shows: the operands', less a swizzle whose letters an entry of the other
    // table gives first (it is then named, with its extension bit); worked out while the sources print.
    let mut hidden = 0u64;
    let swz = &t.swizzle[d.unified_owns_bits as usize];
    let first = &t.first[V4 as usize];
    let mut operands = |o: &mut Line, h: &dual::Half| {
        let ((r, rn), (m, mn)) = dest(h);
        o.put8((b' ' as u64 | r << 8).to_le_bytes(), 1 + rn as usize);
        o.put8(m.to_le_bytes(), mn as usize);
        for s in h.srcs.iter() {
            let ((a, an), (b, bn)) = source(s, V4);
            o.put16(&((a as u128) << 16 | u16::from_le_bytes(*b", ") as u128).to_le_bytes(), 2 + an as usize);
            o.put8(b.to_le_bytes(), bn as usize);
            let named = s.swz.1 & !first[s.swz.0 as usize & 15];
            hidden |= swz[s.slot as usize] & 0u64.wrapping_sub(named as u64);
        }
    };
    t.pred[dual::field_in::<V4>(w, F::Pred) as usize & 3].put1(o);
    t.head[(d.halves[0].op.code() as usize) << 1 & 31 | d.f16 as usize].put1(o);
    operands(o, &d.halves[0]);
    t.mid[d.halves[1].op.code() as usize & 15].put1(o);
    operands(o, &d.halves[1]);
    // skipinv first, as the other formats print it; then the layout words and the fields no operand
    // shows.
    let skip = dual::field_in::<V4>(w, F::Skipinv) == 1;
    t.skip.0.put_if(o, skip);
    const CFG: [u8; 16] = pad16(" cfg");
    o.put16(&CFG, 4 * (d.cfg != 0) as usize);
    o.dec_if(d.cfg as u64, d.cfg != 0);
    const U1: [u8; 16] = pad16(" ustore1");
    const U2: [u8; 16] = pad16(" ustore2");
    o.put16(if d.prim_ustore { &U1 } else { &U2 }, 8 * ambiguous(&d) as usize);
    let mut rest = !((d.uses & !hidden) | t.skip.1) & t.all;
    while rest != 0 {
        let i = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        if let Some((label, bits, wide)) = t.labels.get(i) {
            let v = bits.get(w);
            label.put_if(o, v != 0);
            o.dec_if(v, v != 0 && *wide);
        }
    }
    let residual = w & t.residual;
    if residual != 0 {
        o.put_str(" ??? ");
        o.hex(residual);
    }
    true
}

/// The operand views of a dual-issue word (both operations' destinations and sources, in text
/// order); None when it has no reading.
pub fn operand_views(insn: &Insn) -> Option<Vec<crate::insn::OperandView>> {
    use crate::insn::OperandView;
    use crate::Operand;
    let word = Word::new(insn.format(), insn.word)?;
    let d = dual::decode(&word).ok()?;
    let n = if word.vec4 { 4 } else { 3 };
    let op = |r: Reg| match r.named() {
        (None, k) => Operand::Internal(k as u8),
        (Some(bank), num) => Operand::Reg { bank, num: num as u32 },
    };
    let mut out = Vec::new();
    for h in &d.halves {
        let mask: String = (0..4).filter(|b| h.mask >> b & 1 != 0).map(|b| MASK_LETTERS[b] as char).collect();
        out.push(OperandView {
            op: op(h.dest),
            mask: Some(if mask.is_empty() { "none".into() } else { mask }),
            swizzle: None,
            negate: false,
            absolute: false,
            write: true,
        });
        for s in h.srcs.iter() {
            out.push(OperandView {
                op: op(s.reg),
                mask: None,
                swizzle: Some(s.sw[..n].iter().map(|&c| CHANNEL_LETTERS[c as usize & 7] as char).collect()),
                negate: s.neg,
                absolute: s.abs,
                write: false,
            });
        }
    }
    Some(out)
}

/// An operand as written: modifiers, register (bank or internal, number) and suffix letters.
struct Written<'a> {
    neg: bool,
    abs: bool,
    /// None for an internal register `iK`.
    bank: Option<Bank>,
    num: u64,
    letters: &'a str,
    span: std::ops::Range<usize>,
}

type Fail = Diagnostic;

fn fail(span: std::ops::Range<usize>, msg: impl Into<String>) -> Fail {
    Diagnostic::new(span, msg.into())
}

/// Reads the operands from token `k` (`D.mask, S.swz, ...`), stopping before a token that does not
/// continue them; returns them and the index past them.
fn operands<'a>(src: &'a str, toks: &[Token], mut k: usize) -> Result<(Vec<Written<'a>>, usize), Fail> {
    let mut out = Vec::new();
    loop {
        let start = k;
        let neg = toks.get(k).is_some_and(|t| t.is_punct(b'-'));
        k += neg as usize;
        let abs = toks.get(k).is_some_and(|t| t.is_punct(b'|'));
        k += abs as usize;
        let Some(t) = toks.get(k).filter(|t| t.kind == TokKind::Ident) else {
            let at = toks.get(k).or(toks.last()).map(|t| t.span()).unwrap_or(0..0);
            return Err(fail(at, "expected an operand (`i0.xyz`, `pa4.xy`)"));
        };
        let text = t.text(src);
        let Some((r, letters)) = text.split_once('.') else {
            return Err(fail(t.span(), format!("`{text}` needs its suffix (`{text}.xyz`)")));
        };
        let split = r.find(|c: char| c.is_ascii_digit()).unwrap_or(r.len());
        let (p, digits) = r.split_at(split);
        let bank = match p {
            "i" => None,
            _ => match [Bank::Temp, Bank::Output, Bank::Primary, Bank::Secondary].into_iter().find(|b| b.prefix() == p) {
                Some(b) => Some(b),
                None => return Err(fail(t.span(), format!("`{r}` is not a register a dual-issue operand names (i, r, o, pa, sa)"))),
            },
        };
        let Ok(num) = digits.parse::<u64>() else {
            return Err(fail(t.span(), format!("`{r}` needs a register number")));
        };
        k += 1;
        if abs {
            if !toks.get(k).is_some_and(|t| t.is_punct(b'|')) {
                return Err(fail(t.span(), "expected `|` closing the absolute value"));
            }
            k += 1;
        }
        let span = toks[start].start as usize..toks[k - 1].end as usize;
        out.push(Written { neg, abs, bank, num, letters, span });
        if toks.get(k).is_some_and(|t| t.is_punct(b',')) {
            k += 1;
        } else {
            return Ok((out, k));
        }
    }
}

/// Field values as the text gives them.
struct Fields {
    w: u64,
    set: u64,
    f: &'static Format,
}

impl Fields {
    fn put(&mut self, i: u8, v: u64, span: &std::ops::Range<usize>) -> Result<(), Fail> {
        if i == NONE {
            return if v == 0 { Ok(()) } else { Err(fail(span.clone(), "this format has no such bit")) };
        }
        let fd = &self.f.fields[i as usize];
        if !fd.bits.fits(v) {
            return Err(fail(span.clone(), format!("{v} does not fit `{}`", fd.name)));
        }
        if self.set & (1 << i) != 0 && fd.bits.get(self.w) != v {
            return Err(fail(span.clone(), format!("`{}` is given twice", fd.name)));
        }
        self.w = fd.bits.set(self.w, v);
        self.set |= 1 << i;
        Ok(())
    }
}

/// Reads gpuisa's dual-issue text (`op1.T D, S... + op2 D, S... flags`); None when `toks` (after the
/// predicate) is not of that form, so that the other formats' reading applies.
pub fn parse(src: &str, toks: &[Token], pred: Option<&str>) -> Option<Result<Insn, Diagnostic>> {
    let head = toks.first().filter(|t| t.kind == TokKind::Ident)?.text(src);
    let (name1, ty) = head.split_once('.')?;
    // The form with operands: an operand follows the first operation, and a `+` comes later.
    if toks.get(1).is_none_or(|t| t.is_punct(b'+')) {
        return None;
    }
    let plus = toks.iter().position(|t| t.is_punct(b'+'))?;
    let second = toks.get(plus + 1).filter(|t| t.kind == TokKind::Ident)?.text(src);
    let (name2, vec4) = match second.strip_suffix(".v4") {
        Some(n) => (n, true),
        None => (second, false),
    };
    let f = FORMATS.iter().find(|f| f.name == if vec4 { "VDUAL4" } else { "VDUAL3" })?;
    let pick = |k: usize, name: &str| match f.items.get(k) {
        Some(Item::Pick(i, names)) => names.iter().position(|n| n.trim_start() == name && *n != "?").map(|v| (*i, v as u64)),
        _ => None,
    };
    // The items: Pred, op1, type, ` +`, op2[, `.v4`].
    let (op1, ty, op2) = (pick(1, name1)?, pick(2, &format!(".{ty}"))?, pick(4, name2)?);
    Some(read(src, toks, f, pred, [op1, ty, op2], plus))
}

fn read(src: &str, toks: &[Token], f: &'static Format, pred: Option<&str>, picks: [(u8, u64); 3], plus: usize) -> Result<Insn, Fail> {
    let whole = toks[0].start as usize..toks.last().map(|t| t.end as usize).unwrap_or(0);
    let mut fs = Fields { w: f.value, set: 0, f };
    for (i, v) in picks {
        fs.put(i, v, &toks[0].span())?;
    }
    if let Some(Item::Pred(i, names)) = f.items.first() {
        let v = match pred {
            Some(p) => names.iter().position(|n| *n == p).ok_or_else(|| fail(toks[0].span(), format!("a dual-issue word cannot be predicated with {p}")))?,
            None => 0,
        };
        fs.put(*i, v as u64, &toks[0].span())?;
    }
    let (ops1, k) = operands(src, toks, 1)?;
    if k != plus {
        return Err(fail(toks.get(k).map(|t| t.span()).unwrap_or(whole.clone()), "expected `,` and another operand, or `+` and the second operation"));
    }
    let (ops2, mut k) = operands(src, toks, plus + 2)?;
    // The flags and named fields, kept to apply after the operands (they override a swizzle's).
    let mut named: Vec<(u8, u64, std::ops::Range<usize>)> = Vec::new();
    let (mut cfg, mut ustore) = (0u64, None);
    let mut residual = 0u64;
    let mut tail = false;
    while let Some(t) = toks.get(k) {
        let text = t.text(src);
        match t.kind {
            TokKind::Unknown if !tail => tail = true,
            TokKind::Num if tail => {
                if t.value & !f.residual_mask() != 0 {
                    return Err(fail(t.span(), format!("bits {:#x} belong to named fields", t.value & !f.residual_mask())));
                }
                residual |= t.value;
            }
            TokKind::Ident if text.starts_with("cfg") && text[3..].parse::<u64>().is_ok_and(|v| (1..4).contains(&v)) => {
                cfg = text[3..].parse().unwrap_or(0);
            }
            TokKind::Ident if text == "ustore1" || text == "ustore2" => ustore = Some(text == "ustore1"),
            TokKind::Ident => {
                let i = f.index(text).filter(|_| text != "???").ok_or_else(|| fail(t.span(), format!("`{}` has no field `{text}`", f.name)))?;
                if toks.get(k + 1).is_some_and(|e| e.is_punct(b'=')) {
                    let v = toks.get(k + 2).filter(|v| v.kind == TokKind::Num).ok_or_else(|| fail(t.span(), format!("`{text}=` needs a number")))?;
                    named.push((i, v.value, t.span()));
                    k += 2;
                } else if f.fields[i as usize].bits.width() == 1 {
                    named.push((i, 1, t.span()));
                } else {
                    return Err(fail(t.span(), format!("`{text}` needs a value: `{text}=N`")));
                }
            }
            _ => return Err(fail(t.span(), format!("unexpected `{text}`"))),
        }
        k += 1;
    }
    let word = Word::new(f, 0).ok_or_else(|| fail(whole.clone(), "not a dual-issue format"))?;
    let ix = |k: F| word.index(k);
    fs.put(ix(F::Cfg), cfg, &whole)?;
    let (c1, c2) = (f.field(picks[0].0, fs.w), f.field(picks[2].0, fs.w));
    let (Some(op1), Some(op2)) = (dual::Op::of(c1, false), dual::Op::of(c2, true)) else {
        return Err(fail(toks[0].span(), "these operations take no operands: give the fields by name"));
    };
    let n1 = op1.srcs();
    let (Some(l1), Some(l2)) = (dual::layout1(n1, cfg), dual::layout2(n1, op2.srcs(), cfg)) else {
        return Err(fail(whole.clone(), format!("no source layout cfg{cfg} for {op1:?} + {op2:?}")));
    };
    let owns = n1 < 2;
    let internal = |o: &Written| o.bank.is_none();
    let prim_ustore = match (ustore, ops1.first(), ops2.first()) {
        (Some(u), ..) => u,
        (None, Some(a), _) if !internal(a) => true,
        (None, _, Some(b)) if !internal(b) => false,
        _ => return Err(fail(whole.clone(), "both destinations are internal registers: say which operation writes the unified one (`ustore1` or `ustore2`)")),
    };
    fs.put(ix(F::PrimUstore), prim_ustore as u64, &whole)?;
    let vec4 = word.vec4;
    let unified = |fs: &mut Fields, o: &Written, bank_f: F, num_f: F, banks: &[Bank], pair: bool| -> Result<(), Fail> {
        let (b, field) = match o.bank {
            None if o.num < 4 => (0, 124 + o.num),
            None => return Err(fail(o.span.clone(), "internal registers are i0 to i3")),
            Some(b) => {
                let scale = if pair { 2 } else { 1 };
                if !o.num.is_multiple_of(scale) {
                    return Err(fail(o.span.clone(), format!("this operand names register pairs: the number must be even, not {}", o.num)));
                }
                (banks.iter().position(|x| *x == b).unwrap_or(0) as u64, o.num / scale)
            }
        };
        fs.put(ix(bank_f), b, &o.span)?;
        fs.put(ix(num_f), field, &o.span)
    };
    for (h, (ops, layout, op)) in [(&ops1, l1, op1), (&ops2, l2, op2)].into_iter().enumerate() {
        if ops.len() != layout.len() + 1 {
            let span = ops.last().map(|o| o.span.clone()).unwrap_or(whole.clone());
            return Err(fail(span, format!("{op:?} with cfg{cfg} has a destination and {} sources", layout.len())));
        }
        let dest = &ops[0];
        if dest.neg || dest.abs {
            return Err(fail(dest.span.clone(), "a destination takes no modifier"));
        }
        let writes_unified = (h == 0) == prim_ustore;
        if writes_unified {
            unified(&mut fs, dest, F::DestBank, F::DestNum, VEC_BANKS, op.vector_store())?;
        } else {
            if dest.bank.is_some() || dest.num > 3 {
                return Err(fail(dest.span.clone(), "this destination is an internal register (i0 to i3)"));
            }
            fs.put(ix(F::GpiDest), dest.num, &dest.span)?;
            let m = crate::syntax::parse::mask_value(dest.letters).ok_or_else(|| fail(dest.span.clone(), format!("bad write mask `.{}`", dest.letters)))?;
            fs.put(ix(F::WMask), m & 7, &dest.span)?;
            fs.put(ix(F::HasW), m >> 3, &dest.span)?;
        }
        for (o, &slot) in ops[1..].iter().zip(layout) {
            let (swf, ext_ok) = swizzle_fields(slot, owns);
            let n = if vec4 { 4 } else { 3 };
            let mut sw = [0u8; 4];
            let letters = o.letters.as_bytes();
            let bad = || fail(o.span.clone(), format!("`.{}` is not a dual-issue swizzle ({n} of `x y z w 0 1 2 h`)", o.letters));
            if letters.len() != n {
                return Err(bad());
            }
            for (c, l) in letters.iter().enumerate() {
                sw[c] = CHANNEL_LETTERS.iter().position(|x| x == l).ok_or_else(bad)? as u8;
            }
            let no = |what: &str| Err(fail(o.span.clone(), format!("this source cannot be {what}")));
            match slot {
                Slot::Unified => {
                    unified(&mut fs, o, F::UBank, F::UNum, &SRC_BANKS[..4], op.vector_load())?;
                    fs.put(ix(F::UNeg), o.neg as u64, &o.span)?;
                    if owns {
                        fs.put(ix(F::Bit0), o.abs as u64, &o.span)?;
                    } else if o.abs {
                        return no("an absolute value");
                    }
                }
                _ if o.abs => return no("an absolute value"),
                Slot::Gpi1 => fs.put(ix(F::Gpi1Neg), o.neg as u64, &o.span)?,
                _ if o.neg => return no("negated"),
                _ => {}
            }
            match (slot, o.bank, o.num) {
                (Slot::Unified, ..) => {}
                (_, Some(_), _) | (_, None, 4..) => return Err(fail(o.span.clone(), "this source is an internal register (i0 to i3)")),
                (Slot::Gpi0, None, k) => fs.put(ix(F::Gpi0Slot), k, &o.span)?,
                (Slot::Gpi1, None, k) => fs.put(ix(F::Gpi1Slot), k, &o.span)?,
                (Slot::Gpi2, None, k) if !owns => {
                    fs.put(ix(F::Bit1), k >> 1, &o.span)?;
                    fs.put(ix(F::Bit0), k & 1, &o.span)?;
                }
                (Slot::Gpi2, None, _) => {}
            }
            if let Some(&first) = swf.first() {
                let (v, e) = canonical(sw, vec4, ext_ok).ok_or_else(bad)?;
                fs.put(ix(first), v, &o.span)?;
                if let Some(&x) = swf.get(1) {
                    fs.put(ix(x), e as u64, &o.span)?;
                }
            }
        }
    }
    // Named fields last: they may override a swizzle's (the entry of the other table).
    for (i, v, span) in named {
        if !f.fields[i as usize].bits.fits(v) {
            return Err(fail(span, format!("{v} does not fit `{}`", f.fields[i as usize].name)));
        }
        fs.w = f.fields[i as usize].bits.set(fs.w, v);
    }
    let insn = Insn { format: crate::encoding::format_of(fs.w | residual), word: fs.w | residual };
    // The word must show the operands as written (a mask the operation fixes, gpi2's swizzle, a named
    // field changing a swizzle).
    let back = Word::new(insn.format(), insn.word).and_then(|w| dual::decode(&w).ok().map(|d| texts(&d, w.vec4)));
    let squeeze = |o: &Written| src[o.span.clone()].chars().filter(|c| !c.is_whitespace()).collect::<String>();
    let written = [ops1.iter().map(squeeze).collect::<Vec<_>>(), ops2.iter().map(squeeze).collect::<Vec<_>>()];
    match back {
        Some(t) if t == written => Ok(insn),
        Some(t) => Err(fail(whole, format!("these operands do not fit one dual-issue word (the nearest reads `{}` + `{}`)", t[0].join(", "), t[1].join(", ")))),
        None => Err(fail(whole, "these fields give a dual-issue word without a reading")),
    }
}
