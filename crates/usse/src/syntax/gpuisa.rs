//! gpuisa's syntax: `[pred ]mnemonic operand, operand, ... [flag ...] [field=value ...] [??? ...]`.
//!
//! The mnemonic is the concatenation of the format's fixed words and the names its fields choose
//! (sgx543-isa.txt's `mad.f32`, `cmov.eqzero.i32`, `pack.s16.u8`, `tex2DBias.minp.f16`). Registers print
//! as bank prefix and number (`pa4`, `sa26`, `i0`, `#5` for an immediate). Every field the mnemonic and
//! operands do not show follows by its name: a set one-bit field as the bare name (`nosched`), a non-zero
//! wider one as `name=value`. After `???` come the fields whose value has no known meaning (`op2=5`) and
//! the bits no field covers (`0x...`); `???` appears exactly when there are such bits.

use gpuisa_core::text::Line;
use crate::encoding::{mods_after, Bank, Format, Item, CHANNEL_LETTERS, FORMATS, MASK_LETTERS};
use crate::insn::reg_value;
use crate::Insn;

/// The banks of an indexed operand (`r[index1 * 2 + 8]`), by bits 5-6 of its number (sgx543-isa.txt's
/// RIO6 for the vector formats' doubled 6-bit numbers; the same bits of the 7-bit ones).
pub(crate) const INDEXED_BANKS: [&str; 4] = ["r", "o", "pa", "sa"];

/// The internal register `i0`..`i3` that register operand `r` names in `w`, when it is one: the top
/// four values of a temporary's number field (r120-r127 of a doubled 6-bit field, r124-r127 of a 7-bit
/// one, r248-r255 of a doubled 7-bit one; sgx543-isa.txt's register encoding, as the interpreter reads it).
#[inline]
pub fn internal_alias(f: &Format, r: &crate::encoding::RegOp, w: u64) -> Option<u64> {
    let bits = f.fields[r.bank as usize].bits.width();
    let mut sel = f.field(r.bank, w) as usize;
    if r.ext != crate::encoding::NONE {
        sel |= (f.field(r.ext, w) as usize) << bits;
    }
    let nb = &f.fields[r.num as usize].bits;
    let first = (1u64 << nb.width()) - 4;
    let n = nb.get(w);
    (r.banks.get(sel) == Some(&Bank::Temp) && n >= first).then(|| n - first)
}

/// The text of a mnemonic part: `None` when the value has no known meaning.
#[inline]
pub(crate) fn pick(names: &[&'static str], v: u64) -> Option<&'static str> {
    match names.get(v as usize) {
        Some(&"?") | None => None,
        Some(s) => Some(s),
    }
}

/// Appends the text of `insn` to `out` (through the code generated from the formats).
#[inline]
pub fn format(insn: &Insn, out: &mut String) {
    drop(crate::compiled::format(insn.format, insn.word, Line::new(out)));
}

/// The text of `insn` at `addr`: [`format()`](fn@format), except that a branch shows its target's
/// address from `addr` (and, while labels are printed, [`gpuisa_core::labels`], `dis --labels`, the
/// target's label: `br L_a8`).
#[inline]
pub fn format_at(insn: &Insn, addr: u64, out: &mut String) {
    if crate::flow::is_branch(insn) {
        walk(insn, Some(addr), out)
    } else {
        format(insn, out)
    }
}

/// The same text as [`format()`](fn@format), walking the format's items: the definition the generated code follows,
/// and what tests compare it with.
pub fn format_walk(insn: &Insn, out: &mut String) {
    walk(insn, None, out)
}

/// [`format_walk`]; with `addr` (the instruction's address), a branch offset whose target has a label
/// prints the label.
fn walk(insn: &Insn, addr: Option<u64>, out: &mut String) {
    // Fixed-size stores into the string's spare room: no capacity check or copy call per piece.
    let mut l = Line::new(out);
    let out = &mut l;
    let f: &Format = &FORMATS[insn.format as usize];
    let plan = &plans()[insn.format as usize];
    let w = insn.word;
    if super::dual::print(insn.format, w, out) {
        return;
    }
    // Fields shown by an item, and fields whose value is not understood.
    let mut shown = 0u64;
    let mut not_understood = 0u64;
    for (it, pads) in f.items.iter().zip(&plan.pads) {
        if let Item::Pred(i, names) = it {
            shown |= 1 << i;
            let v = f.field(*i, w) as usize;
            match pick(names, v as u64) {
                Some("") => {}
                Some(_) => {
                    put(out, &pads[v]);
                    out.byte(b' ');
                }
                None => not_understood |= 1 << i,
            }
        }
    }
    for (it, pads) in f.items.iter().zip(&plan.pads) {
        match it {
            Item::Lit(_) => put(out, &pads[0]),
            Item::Pick(i, names) => {
                shown |= 1 << i;
                let v = f.field(*i, w) as usize;
                match pick(names, v as u64) {
                    Some(_) => put(out, &pads[v]),
                    None => not_understood |= 1 << i,
                }
            }
            Item::SrcType { dst, src, names } => {
                shown |= 1 << src;
                let s = f.field(*src, w);
                if s != f.field(*dst, w) {
                    match pick(names, s) {
                        Some(_) => put(out, &pads[s as usize]),
                        None => not_understood |= 1 << src,
                    }
                }
            }
            Item::Pack { dst, src, .. } => {
                shown |= 1 << dst | 1 << src;
                let (d, s) = (f.field(*dst, w) as usize, f.field(*src, w) as usize);
                if d == s {
                    out.put8(*b"mov.\0\0\0\0", 4);
                } else {
                    out.put8(*b"pack.\0\0\0", 5);
                }
                put(out, &pads[d]);
                if d != s {
                    out.byte(b'.');
                    put(out, &pads[s]);
                }
            }
            Item::Fetch { flag, count } => {
                shown |= 1 << flag;
                if f.field(*flag, w) == 0 {
                    shown |= 1 << count;
                    out.put_str(".fetch");
                    out.dec(f.field(*count, w) + 1);
                }
            }
            _ => {}
        }
    }
    let mut first = true;
    for (n, (it, pads)) in f.items.iter().zip(plan.sfx(f)).enumerate() {
        // The separator, then the modifiers that come before an operand.
        let sep = |out: &mut Line, first: &mut bool| {
            out.put_str(if *first { " " } else { ", " });
            *first = false;
            let (mut neg, mut abs) = (false, false);
            for (i, k) in mods_after(f.items, n) {
                let (a, b) = k.of(f.field(i, w));
                neg |= a;
                abs |= b;
            }
            if neg {
                out.byte(b'-');
            }
            if abs {
                out.byte(b'|');
            }
        };
        match it {
            Item::Reg(r) => {
                shown |= 1 << r.bank | 1 << r.num;
                if r.ext != crate::encoding::NONE {
                    shown |= 1 << r.ext;
                }
                if r.low_in_number(f, w) {
                    shown |= 1 << r.low;
                }
                sep(out, &mut first);
                let (bank, num) = reg_value(f, r, w);
                if let Some(k) = internal_alias(f, r, w) {
                    out.byte(b'i');
                    out.dec(k);
                    continue;
                }
                if bank == Bank::Internal {
                    // The internal bank's own number, unscaled: `i0`..`i3` are the temporaries' aliases.
                    out.put_str("ib");
                    out.dec(f.field(r.num, w));
                    continue;
                }
                if bank == Bank::Indexed && num < 128 {
                    out.put_str(INDEXED_BANKS[(num >> 5) as usize]);
                    out.put_str("[index1 * 2 + ");
                    out.dec(num as u64 & 31);
                    out.byte(b']');
                    continue;
                }
                let p = bank.prefix().as_bytes();
                let mut c = [0u8; 8];
                c[0] = p[0];
                if p.len() > 1 {
                    c[1] = p[1];
                    c[2] = *p.get(2).unwrap_or(&0);
                }
                out.put8(c, p.len());
                out.dec(num as u64);
            }
            Item::Internal(i) => {
                shown |= 1 << i;
                sep(out, &mut first);
                out.byte(b'i');
                out.dec(f.field(*i, w));
            }
            Item::PredDest(i) => {
                shown |= 1 << i;
                sep(out, &mut first);
                out.byte(b'p');
                out.dec(f.field(*i, w));
            }
            Item::Imm(i) => {
                shown |= 1 << i;
                sep(out, &mut first);
                // The branch format's one immediate is its offset: printed as the target's address
                // (at address 0 when none is given) or label.
                match crate::flow::target(insn, addr.unwrap_or(0)) {
                    Some(t) => {
                        if addr.is_none() || !gpuisa_core::labels::print(out, t) {
                            out.hex(t);
                        }
                    }
                    None => out.hex(f.field(*i, w)),
                }
            }
            Item::Channels(fs) => {
                out.byte(b'.');
                let v = f.joined(fs, w);
                for c in 0..4 {
                    out.byte(CHANNEL_LETTERS[(v >> (3 * c) & 7) as usize]);
                }
            }
            Item::Mod(i, k) => {
                shown |= 1 << i;
                if k.of(f.field(*i, w)).1 {
                    out.byte(b'|');
                }
            }
            Item::Sfx(s) => {
                for &i in s.fields {
                    shown |= 1 << i;
                }
                match &pads[s.entry(f, w) as usize] {
                    Some(p) => put(out, p),
                    None => {
                        for &i in s.fields {
                            not_understood |= 1 << i;
                        }
                    }
                }
            }
            Item::Mask(i) => {
                shown |= 1 << i;
                out.byte(b'.');
                let v = f.field(*i, w);
                if v == 0 {
                    out.put_str("none");
                }
                for (b, &c) in MASK_LETTERS.iter().enumerate() {
                    if v >> b & 1 != 0 {
                        out.byte(c);
                    }
                }
            }
            _ => {}
        }
    }
    // The flag words.
    for (it, pads) in f.items.iter().zip(&plan.pads) {
        if let Item::Word(i, names) = it {
            shown |= 1 << i;
            let v = f.field(*i, w) as usize;
            match pick(names, v as u64) {
                Some("") => {}
                Some(_) => {
                    out.byte(b' ');
                    put(out, &pads[v]);
                }
                None => not_understood |= 1 << i,
            }
        }
    }
    // The other named fields.
    let residual = w & plan.unknown;
    for x in &plan.extras {
        if shown & (1 << x.field) != 0 {
            continue; // the fetch count, shown with `.fetchN`
        }
        let v = f.fields[x.field as usize].bits.get(w);
        if v != 0 {
            for (k, c) in x.label.iter().enumerate() {
                out.put16(c, (x.len - 16 * k).min(16));
            }
            if x.wide {
                out.dec(v);
            }
        }
    }
    if not_understood != 0 || residual != 0 {
        out.put8(*b" ???\0\0\0\0", 4);
        let mut rest = not_understood;
        while rest != 0 {
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            out.byte(b' ');
            put(out, &plan.names[i]);
            out.byte(b'=');
            out.dec(f.fields[i].bits.get(w));
        }
        if residual != 0 {
            out.byte(b' ');
            out.hex(residual);
        }
    }
}

/// A short text in a 16-byte store, with its length (longer texts are stored whole).
struct Pad {
    chunk: [u8; 16],
    len: usize,
    whole: &'static str,
}

impl Pad {
    fn new(s: &'static str) -> Pad {
        let mut chunk = [0u8; 16];
        let n = s.len().min(16);
        chunk[..n].copy_from_slice(&s.as_bytes()[..n]);
        Pad {
            chunk,
            len: s.len(),
            whole: s,
        }
    }
    /// A computed text: kept whole only when longer than one store.
    fn owned(s: String) -> Pad {
        if s.len() <= 16 {
            let mut p = Pad::new("");
            p.chunk[..s.len()].copy_from_slice(s.as_bytes());
            p.len = s.len();
            p
        } else {
            Pad::new(Box::leak(s.into_boxed_str()))
        }
    }
}

#[inline(always)]
fn put(out: &mut Line, p: &Pad) {
    if p.len <= 16 {
        out.put16(&p.chunk, p.len);
    } else {
        out.put_str(p.whole);
    }
}

/// What the printer needs of a format beyond its items, worked out once.
struct Plan {
    /// For each item, its texts by value, padded for fixed-size stores (a literal's at 0).
    pads: Vec<Vec<Pad>>,
    /// For each item, the texts of a table suffix by entry (`None`: not understood), built when the
    /// format is first printed: VPCK's tables hold 16,384 entries, which a listing without VPCK words
    /// (a branch is printed here) should not pay for.
    sfx: std::sync::OnceLock<Vec<Vec<Option<Pad>>>>,
    /// The fields' names.
    names: Vec<Pad>,
    /// The fields no item always shows, in order, with their printed labels.
    extras: Vec<Extra>,
    /// The bits no field explains: those of no field but the match, and those of the fields named
    /// `???`.
    unknown: u64,
}

struct Extra {
    field: u8,
    /// ` name` for a one-bit field, ` name=` for a wider one, in 16-byte pieces (zero-padded).
    label: Vec<[u8; 16]>,
    len: usize,
    wide: bool,
}

impl Plan {
    /// The suffix texts of format `f` (this plan's).
    fn sfx(&self, f: &Format) -> &[Vec<Option<Pad>>] {
        self.sfx.get_or_init(|| {
            f.items
                .iter()
                .map(|it| match it {
                    Item::Sfx(s) => (0..s.entries(f)).map(|e| (s.text)(e).map(Pad::owned)).collect(),
                    _ => Vec::new(),
                })
                .collect()
        })
    }
}

fn plans() -> &'static [Plan] {
    static PLANS: std::sync::OnceLock<Vec<Plan>> = std::sync::OnceLock::new();
    PLANS.get_or_init(|| {
        FORMATS
            .iter()
            .map(|f| {
                let shown = f.shown();
                let mut plan = Plan {
                    pads: f
                        .items
                        .iter()
                        .map(|it| match it {
                            Item::Lit(s) => vec![Pad::new(s)],
                            Item::Pred(_, names)
                            | Item::Pick(_, names)
                            | Item::Word(_, names)
                            | Item::SrcType { names, .. }
                            | Item::Pack { names, .. } => names.iter().map(|n| Pad::new(n)).collect(),
                            _ => Vec::new(),
                        })
                        .collect(),
                    sfx: std::sync::OnceLock::new(),
                    names: f.fields.iter().map(|fd| Pad::new(fd.name)).collect(),
                    extras: Vec::new(),
                    unknown: f.residual_mask(),
                };
                for (i, fd) in f.fields.iter().enumerate() {
                    if fd.name == "???" {
                        plan.unknown |= fd.bits.mask();
                    } else if shown & (1 << i) == 0 {
                        let wide = fd.bits.width() > 1;
                        let label = if wide {
                            format!(" {}=", fd.name)
                        } else {
                            format!(" {}", fd.name)
                        };
                        plan.extras.push(Extra {
                            field: i as u8,
                            label: label
                                .as_bytes()
                                .chunks(16)
                                .map(|c| {
                                    let mut p = [0u8; 16];
                                    p[..c.len()].copy_from_slice(c);
                                    p
                                })
                                .collect(),
                            len: label.len(),
                            wide,
                        });
                    }
                }
                plan
            })
            .collect()
    })
}

/// The mnemonic as the text prints it (no predicate, no operands): `mad.f32`, `fsubflr.f32 + mov`,
/// `tex2DBias.minp.f16`. A part whose value is not understood is left out (the text shows it after
/// `???`).
pub fn mnemonic(insn: &Insn) -> String {
    let f = insn.format();
    let w = insn.word;
    let mut out = String::new();
    for it in f.items {
        match it {
            Item::Lit(s) => out.push_str(s),
            Item::Pick(i, names) => out.push_str(pick(names, f.field(*i, w)).unwrap_or("")),
            Item::SrcType { dst, src, names } => {
                let s = f.field(*src, w);
                if s != f.field(*dst, w) {
                    out.push_str(pick(names, s).unwrap_or(""));
                }
            }
            Item::Pack { dst, src, names } => {
                let (d, s) = (f.field(*dst, w) as usize, f.field(*src, w) as usize);
                out.push_str(if d == s { "mov." } else { "pack." });
                out.push_str(names.get(d).copied().unwrap_or(""));
                if d != s {
                    out.push('.');
                    out.push_str(names.get(s).copied().unwrap_or(""));
                }
            }
            Item::Fetch { flag, count } if f.field(*flag, w) == 0 => {
                out.push_str(&format!(".fetch{}", f.field(*count, w) + 1));
            }
            _ => {}
        }
    }
    out
}
