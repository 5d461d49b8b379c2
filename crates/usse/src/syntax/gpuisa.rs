//! gpuisa's syntax: `[pred ]mnemonic operand, operand, ... [flag ...] [field=value ...] [??? ...]`.
//!
//! The mnemonic is the concatenation of the format's fixed words and the names its fields choose
//! (sgx543-isa.txt's `mad.f32`, `cmov.eqzero.i32`, `pack.s16.u8`, `tex2DBias.minp.f16`). Registers print
//! as bank prefix and number (`pa4`, `sa26`, `i0`, `#5` for an immediate). Every field the mnemonic and
//! operands do not show follows by its name: a set one-bit field as the bare name (`nosched`), a non-zero
//! wider one as `name=value`. After `???` come the fields whose value has no known meaning (`op2=5`) and
//! the bits no field covers (`0x...`); `???` appears exactly when there are such bits.

use super::{dec, hex};
use crate::encoding::{Format, Item, FORMATS, MASK_LETTERS};
use crate::insn::reg_value;
use crate::Insn;

/// The text of a mnemonic part: `None` when the value has no known meaning.
#[inline]
pub(crate) fn pick(names: &[&'static str], v: u64) -> Option<&'static str> {
    match names.get(v as usize) {
        Some(&"?") | None => None,
        Some(s) => Some(s),
    }
}

pub fn format(insn: &Insn, out: &mut String) {
    let f: &Format = &FORMATS[insn.format as usize];
    let w = insn.word;
    // Fields shown by an item, and fields whose value is not understood.
    let mut shown = 0u64;
    let mut not_understood = 0u64;
    for it in f.items {
        if let Item::Pred(i, names) = it {
            shown |= 1 << i;
            match pick(names, f.field(*i, w)) {
                Some("") => {}
                Some(p) => {
                    out.push_str(p);
                    out.push(' ');
                }
                None => not_understood |= 1 << i,
            }
        }
    }
    for it in f.items {
        match it {
            Item::Lit(s) => out.push_str(s),
            Item::Pick(i, names) => {
                shown |= 1 << i;
                match pick(names, f.field(*i, w)) {
                    Some(s) => out.push_str(s),
                    None => not_understood |= 1 << i,
                }
            }
            Item::SrcType { dst, src, names } => {
                shown |= 1 << src;
                let s = f.field(*src, w);
                if s != f.field(*dst, w) {
                    match pick(names, s) {
                        Some(t) => out.push_str(t),
                        None => not_understood |= 1 << src,
                    }
                }
            }
            Item::Pack { dst, src, names } => {
                shown |= 1 << dst | 1 << src;
                let (d, s) = (f.field(*dst, w), f.field(*src, w));
                out.push_str(if d == s { "mov." } else { "pack." });
                out.push_str(names[d as usize]);
                if d != s {
                    out.push('.');
                    out.push_str(names[s as usize]);
                }
            }
            Item::Fetch { flag, count } => {
                shown |= 1 << flag;
                if f.field(*flag, w) == 0 {
                    shown |= 1 << count;
                    out.push_str(".fetch");
                    dec(out, f.field(*count, w) + 1);
                }
            }
            _ => {}
        }
    }
    let mut first = true;
    for it in f.items {
        let sep = |out: &mut String, first: &mut bool| {
            out.push_str(if *first { " " } else { ", " });
            *first = false;
        };
        match it {
            Item::Reg(r) => {
                shown |= 1 << r.bank | 1 << r.num;
                if r.ext != crate::encoding::NONE {
                    shown |= 1 << r.ext;
                }
                sep(out, &mut first);
                let (bank, num) = reg_value(f, r, w);
                out.push_str(bank.prefix());
                dec(out, num as u64);
            }
            Item::Internal(i) => {
                shown |= 1 << i;
                sep(out, &mut first);
                out.push('i');
                dec(out, f.field(*i, w));
            }
            Item::PredDest(i) => {
                shown |= 1 << i;
                sep(out, &mut first);
                out.push('p');
                dec(out, f.field(*i, w));
            }
            Item::Imm(i) => {
                shown |= 1 << i;
                sep(out, &mut first);
                hex(out, f.field(*i, w));
            }
            Item::Mask(i) => {
                shown |= 1 << i;
                out.push('.');
                let v = f.field(*i, w);
                if v == 0 {
                    out.push_str("none");
                }
                for (b, &c) in MASK_LETTERS.iter().enumerate() {
                    if v >> b & 1 != 0 {
                        out.push(c as char);
                    }
                }
            }
            _ => {}
        }
    }
    // The other named fields.
    let plan = &plans()[insn.format as usize];
    let residual = w & plan.unknown;
    for x in &plan.extras {
        if shown & (1 << x.field) != 0 {
            continue; // the fetch count, shown with `.fetchN`
        }
        let v = f.fields[x.field as usize].bits.get(w);
        if v != 0 {
            out.push_str(x.label);
            if x.wide {
                dec(out, v);
            }
        }
    }
    if not_understood != 0 || residual != 0 {
        out.push_str(" ???");
        for (i, fd) in f.fields.iter().enumerate() {
            if not_understood & (1 << i) != 0 {
                out.push(' ');
                out.push_str(fd.name);
                out.push('=');
                dec(out, fd.bits.get(w));
            }
        }
        if residual != 0 {
            out.push(' ');
            hex(out, residual);
        }
    }
}

/// What the printer needs of a format beyond its items, worked out once.
struct Plan {
    /// The fields no item always shows, in order, with their printed labels.
    extras: Vec<Extra>,
    /// The bits no field explains: those of no field but the match, and those of the fields named
    /// `???`.
    unknown: u64,
}

struct Extra {
    field: u8,
    /// ` name` for a one-bit field, ` name=` for a wider one.
    label: &'static str,
    wide: bool,
}

fn plans() -> &'static [Plan] {
    static PLANS: std::sync::OnceLock<Vec<Plan>> = std::sync::OnceLock::new();
    PLANS.get_or_init(|| {
        FORMATS
            .iter()
            .map(|f| {
                let shown = f.shown();
                let mut plan = Plan {
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
                            // Built once per format for the life of the process.
                            label: Box::leak(label.into_boxed_str()),
                            wide,
                        });
                    }
                }
                plan
            })
            .collect()
    })
}
