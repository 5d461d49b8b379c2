//! Reads Vita3K's text back into a word. Vita3K's text drops fields, so the contract is: the word
//! prints as the same line (fields Vita3K does not show are 0).
//!
//! Each instruction class names its format and, operand by operand, the fields that make that
//! operand's text; the fields are found by printing candidates with the Vita3K printer itself and
//! keeping the first whose text matches (registers are inverted through Vita3K's bank decoding
//! directly). A final print of the whole word must give the line back, or the line is refused.

use super::operand::{self as o, Bank};
use super::{format_ctx, Ctx};
use crate::encoding::{Format, FORMATS};
use crate::Insn;

/// Parses one line of Vita3K's text in context `ctx` (only `secondary` matters; whitespace between
/// tokens is free). A line only a secondary program prints (`VMAD2 sa8.xy ...`: Vita3K shows every
/// register of a secondary program as `sa`) is read as a secondary program's when `ctx` says
/// primary. The error is a message and the byte range of `text` it is about.
pub fn parse(text: &str, ctx: &Ctx) -> Result<Insn, (String, std::ops::Range<usize>)> {
    parse_in(text, ctx).or_else(|e| {
        if ctx.secondary {
            return Err(e);
        }
        let sec = Ctx {
            secondary: true,
            ..*ctx
        };
        parse_in(text, &sec).map_err(|_| e)
    })
}

fn parse_in(text: &str, ctx: &Ctx) -> Result<Insn, (String, std::ops::Range<usize>)> {
    let text = text.trim();
    let whole = 0..text.len();
    if let Some(hex) = text.strip_prefix(".dword ") {
        let h = hex.trim();
        let v = u64::from_str_radix(h.trim_start_matches("0x"), 16)
            .map_err(|_| ("expected a 64-bit hex word".to_string(), whole.clone()))?;
        return Ok(Insn::decode(v));
    }
    let ctx = Ctx {
        repeat: 0,
        inc: Ctx::default().inc,
        ..*ctx
    };
    let mut p = P::new(text, ctx);
    let word = class(&mut p).map_err(|m| (m, whole.clone()))?;
    let insn = Insn::decode(word);
    let mut back = String::new();
    format_ctx(&insn, &ctx, &mut back);
    if back.split_whitespace().ne(text.split_whitespace()) {
        return Err((
            format!(
                "no word prints this line (the nearest prints `{}`)",
                back.trim_end()
            ),
            whole,
        ));
    }
    Ok(insn)
}

/// The line being parsed and the word built so far.
struct P<'a> {
    ctx: Ctx,
    /// The predicate prefix (`p0`, `!p1`, ...) or "".
    pred: &'a str,
    /// Mnemonic and operands, split at whitespace.
    toks: Vec<&'a str>,
    format: &'static Format,
    word: u64,
    buf: String,
}

fn is_pred(t: &str) -> bool {
    matches!(t, "p0" | "p1" | "p2" | "p3" | "pN" | "!p0" | "!p1" | "!p2")
}

impl<'a> P<'a> {
    fn new(text: &'a str, ctx: Ctx) -> P<'a> {
        let mut toks: Vec<&str> = text.split_whitespace().collect();
        let pred = if toks.len() > 1 && is_pred(toks[0]) {
            toks.remove(0)
        } else {
            ""
        };
        P {
            ctx,
            pred,
            toks,
            format: &FORMATS[0],
            word: 0,
            buf: String::new(),
        }
    }
    fn tok(&self, k: usize) -> Result<&'a str, String> {
        self.toks
            .get(k)
            .copied()
            .ok_or_else(|| format!("operand {k} is missing"))
    }
    /// Starts the word of format `name` (its match bits, and `fixed` field values).
    fn start(&mut self, name: &str, fixed: &[(&str, u64)]) -> Result<(), String> {
        self.format = FORMATS.iter().find(|f| f.name == name).unwrap();
        self.word = self.format.value;
        for &(f, v) in fixed {
            self.set(f, v)?;
        }
        Ok(())
    }
    fn set(&mut self, name: &str, v: u64) -> Result<(), String> {
        let f = self.format;
        let i = f
            .index(name)
            .unwrap_or_else(|| panic!("{}: no field {name}", f.name));
        let bits = &f.fields[i as usize].bits;
        if !bits.fits(v) {
            return Err(format!("{name}={v} does not fit"));
        }
        self.word = bits.set(self.word, v);
        Ok(())
    }
    fn get(&self, name: &str) -> u64 {
        self.format
            .index(name)
            .map_or(0, |i| self.format.field(i, self.word))
    }
    fn width(&self, name: &str) -> u32 {
        self.format
            .index(name)
            .map_or(0, |i| self.format.fields[i as usize].bits.width())
    }
    /// The candidate's text: (predicate, tokens).
    fn print(&mut self) -> (String, Vec<String>) {
        self.buf.clear();
        format_ctx(&Insn::decode(self.word), &self.ctx, &mut self.buf);
        let mut t: Vec<String> = self.buf.split_whitespace().map(str::to_string).collect();
        let pred = if t.len() > 1 && is_pred(&t[0]) {
            t.remove(0)
        } else {
            String::new()
        };
        (pred, t)
    }
    /// Tries every combination of `fields` (in order, the first field changing fastest) and keeps the
    /// first whose text has token `k` (or, for `None`, the predicate) as in the line.
    fn search(&mut self, k: Option<usize>, fields: &[&str]) -> Result<(), String> {
        let widths: Vec<u32> = fields.iter().map(|f| self.width(f)).collect();
        let total: u32 = widths.iter().sum();
        assert!(total <= 16, "search too wide");
        let want = match k {
            Some(k) => self.tok(k)?,
            None => self.pred,
        };
        for c in 0u64..1 << total {
            let mut shift = 0;
            for (f, w) in fields.iter().zip(&widths) {
                self.set(f, c >> shift & ((1 << w) - 1))?;
                shift += w;
            }
            let (pred, t) = self.print();
            let got = match k {
                Some(k) => t.get(k).map(String::as_str),
                None => Some(pred.as_str()),
            };
            if got == Some(want) {
                return Ok(());
            }
        }
        Err(match k {
            Some(k) => format!("no encoding prints `{want}` as operand {k}"),
            None => format!("no predicate field prints `{want}`"),
        })
    }
    fn pred(&mut self, field: &str) -> Result<(), String> {
        self.search(None, &[field])
    }
    /// Sets the bank select, bank extension and number fields (`ext` "" when there is none) so
    /// that Vita3K's decoding gives token `k`'s register.
    fn reg(
        &mut self,
        k: usize,
        kind: Kind,
        fields: [&str; 3],
        double: bool,
        bits: u32,
    ) -> Result<(), String> {
        let t = self.tok(k)?;
        let (bank, num) = reg_of(t).ok_or_else(|| format!("`{t}` is not a register"))?;
        let [n, sel, ext] = fields;
        let (nw, sw) = (self.width(n), self.width(sel));
        let ew = if ext.is_empty() { 0 } else { self.width(ext) };
        for e in 0..1u64 << ew {
            for s in 0..1u64 << sw {
                for v in 0..1u64 << nw {
                    let op = match kind {
                        Kind::Dest => o::dest(&self.ctx, v, s, e, double, bits),
                        Kind::Src0 => o::src0(&self.ctx, v, s, e, double, bits),
                        Kind::Src12 => o::src12(&self.ctx, v, s, e, double, bits),
                    };
                    if op.bank == bank && op.num == num {
                        self.set(n, v)?;
                        self.set(sel, s)?;
                        if !ext.is_empty() {
                            self.set(ext, e)?;
                        }
                        return Ok(());
                    }
                }
            }
        }
        Err(format!("no {kind:?} register field encodes `{t}`"))
    }
}

#[derive(Clone, Copy, Debug)]
enum Kind {
    Dest,
    Src0,
    Src12,
}

/// The bank and number of an operand's text (`-abs(r4).xy`, `(pa2.yw`, `12` for an immediate).
fn reg_of(t: &str) -> Option<(Bank, u32)> {
    let t = t.trim_start_matches('(');
    let t = t.strip_prefix("abs(").unwrap_or(t);
    let t = t.trim_start_matches('-');
    let end = t.find(['.', ')']).unwrap_or(t.len());
    let r = &t[..end];
    let split = r.find(|c: char| c.is_ascii_digit())?;
    let (prefix, digits) = r.split_at(split);
    let num: u32 = digits.parse().ok()?;
    let bank = match prefix {
        "" => Bank::Immediate,
        "r" => Bank::Temp,
        "o" => Bank::Output,
        "pa" => Bank::Primary,
        "sa" => Bank::Secondary,
        "i" => Bank::Internal,
        "c" => Bank::Constant,
        "idx" => Bank::Index,
        _ => return None,
    };
    Some((bank, num))
}

const D: Kind = Kind::Dest;
const S0: Kind = Kind::Src0;
const S12: Kind = Kind::Src12;

/// Finds the class from the mnemonic and builds its word.
fn class(p: &mut P) -> Result<u64, String> {
    let m = p.tok(0)?;
    let head = m.split('.').next().unwrap_or(m);
    match head {
        "VMAD2" | "VF16MAD2" => vmad2(p),
        "VMUL" | "VADD" | "VFRC" | "VDSX" | "VDSY" | "VMIN" | "VMAX" | "VDP" | "VF16MUL"
        | "VF16ADD" | "VF16FRC" | "VF16DSX" | "VF16DSY" | "VF16MIN" | "VF16MAX" | "VF16DP"
            if !m.contains('.') && !p.toks.contains(&"+") =>
        {
            if head == "VDP" {
                vdp(p).or_else(|_| nmad(p))
            } else {
                nmad(p)
            }
        }
        "VMAD" if !p.toks.contains(&"+") => vmad(p),
        "VRCP" | "VRSQ" | "VLOG" | "VEXP" if !m.contains('.') && !p.toks.contains(&"+") => vcomp(p),
        "VMOV" if m.contains('.') => vmov(p),
        "VMOVC" | "VMOVCU8" => vmovc(p),
        _ if head.starts_with("VPCK") || head == "INVALID" => vpck(p),
        "CMP" | "CMPMSK" => vtst(p),
        _ if m.contains("zero.") => vtst(p),
        "AND" | "OR" | "XOR" | "SHL" | "SHR" | "ASR" => vbw(p),
        "IMAD2" => imad2(p),
        "IMAD" => imad(p),
        "LDR" => ldr(p),
        "MOV" => limm(p),
        "DEPTHF" => depthf(p),
        "PHAS" => Ok(0xfa40_0000_0000_0000),
        "NOP" => Ok(0xf800_0140_0000_0000),
        "KILL" => {
            p.start("KILL", &[])?;
            p.pred_short_kill()
        }
        "SMLSI" => smlsi(p),
        "SPEC" => spec(p),
        _ if head.starts_with("SOP2M:") => sop2m(p, &head[6..]),
        _ if head.starts_with("SMP") => smp(p),
        _ if p.toks.contains(&"+") => vdual(p),
        _ => Err(format!("unknown mnemonic `{m}`")),
    }
}

impl P<'_> {
    /// KILL's predicate follows the mnemonic.
    fn pred_short_kill(&mut self) -> Result<u64, String> {
        let want = self.toks.get(1).copied().unwrap_or("");
        for v in 0..4 {
            self.set("pred", v)?;
            let (_, t) = self.print();
            if t.get(1).map(String::as_str).unwrap_or("") == want {
                return Ok(self.word);
            }
        }
        Err(format!("no KILL predicate prints `{want}`"))
    }
}

fn vmad2(p: &mut P) -> Result<u64, String> {
    p.start("VMAD2", &[])?;
    p.search(Some(0), &["dat_fmt"])?;
    p.pred("pred")?;
    p.reg(1, D, ["dest_n", "dest_bank", ""], true, 7)?;
    p.search(Some(1), &["dest_mask"])?;
    p.reg(2, S0, ["src0_n", "src0_bank", ""], true, 7)?;
    p.search(
        Some(2),
        &["src0_swiz_bits01", "src0_swiz_bits2", "src0_abs"],
    )?;
    p.reg(3, S12, ["src1_n", "src1_bank", "src1_bank_ext"], true, 7)?;
    p.search(Some(3), &["src1_swiz_bits01", "src1_swiz_bit2", "src1_mod"])?;
    p.reg(4, S12, ["src2_n", "src2_bank", "src2_bank_ext"], true, 7)?;
    p.search(Some(4), &["src2_swiz", "src2_mod"])?;
    Ok(p.word)
}

/// A swizzle of channel selectors, one per written channel (`xy11`), as 3-bit codes from x up.
fn channels(t: &str, mask: u8) -> Option<u64> {
    let s = t.rsplit_once('.')?.1;
    let mut enc = 0;
    for (i, c) in s.chars().enumerate() {
        // At most four channels (a longer text is no swizzle).
        if i >= 4 {
            return None;
        }
        if mask & (1 << i) == 0 {
            continue;
        }
        let v = "xyzw012H".find(c)? as u64;
        enc |= v << (3 * i);
    }
    Some(enc)
}

fn nmad(p: &mut P) -> Result<u64, String> {
    let m = p.tok(0)?;
    p.start(
        if m.starts_with("VF16") {
            "V16NMAD"
        } else {
            "V32NMAD"
        },
        &[],
    )?;
    p.search(Some(0), &["op2"])?;
    p.pred("pred")?;
    p.reg(1, D, ["dest_n", "dest_bank_sel", "dest_bank_ext"], true, 7)?;
    p.search(Some(1), &["dest_mask"])?;
    p.reg(
        2,
        S12,
        ["src1_n", "src1_bank_sel", "src1_bank_ext"],
        true,
        7,
    )?;
    let mask = p.get("dest_mask") as u8;
    if let Some(enc) = channels(p.tok(2)?, mask) {
        p.set("src1_swiz_0_6", enc & 127)?;
        p.set("src1_swiz_7_8", enc >> 7 & 3)?;
        p.set("src1_swiz_9", enc >> 9 & 1)?;
        p.set("src1_swiz_10_11", enc >> 10 & 3)?;
    }
    p.search(Some(2), &["src1_mod"])?;
    p.reg(
        3,
        S12,
        ["src2_n", "src2_bank_sel", "src2_bank_ext"],
        true,
        7,
    )?;
    p.search(Some(3), &["src2_swiz", "src2_mod"])?;
    Ok(p.word)
}

fn vmad(p: &mut P) -> Result<u64, String> {
    let mut last = String::new();
    for vec4 in [1, 0] {
        p.start("VMAD", &[("opcode2", vec4)])?;
        let r = (|| {
            p.pred("pred")?;
            p.reg(1, D, ["dest_n", "dest_bank", "dest_use_bank_ext"], true, 7)?;
            p.search(Some(1), &["write_mask"])?;
            p.search(
                Some(2),
                &[
                    "gpi0_n",
                    "gpi0_swiz",
                    "gpi0_swiz_ext",
                    "gpi0_abs",
                    "gpi0_neg",
                ],
            )?;
            p.reg(3, S12, ["src1_n", "src1_bank", "src1_bank_ext"], true, 7)?;
            p.search(
                Some(3),
                &["src1_swiz", "src1_swiz_ext", "src1_abs", "src1_neg"],
            )?;
            p.search(
                Some(4),
                &[
                    "gpi1_n",
                    "gpi1_swiz",
                    "gpi1_swiz_ext",
                    "gpi1_abs",
                    "gpi1_neg",
                ],
            )
        })();
        match r {
            Ok(()) => return Ok(p.word),
            Err(e) => last = e,
        }
    }
    Err(last)
}

fn vdp(p: &mut P) -> Result<u64, String> {
    let mut last = String::new();
    for vec4 in [1, 0] {
        p.start("VDP", &[("opcode2", vec4)])?;
        let r = (|| {
            p.pred("pred")?;
            p.reg(1, D, ["dest_n", "dest_bank", "dest_use_bank_ext"], true, 7)?;
            p.search(Some(1), &["write_mask"])?;
            p.reg(2, S12, ["src1_n", "src1_bank", "src1_bank_ext"], true, 7)?;
            let mask = if vec4 == 1 { 15 } else { 7 };
            let enc = channels(p.tok(2)?, mask).ok_or("bad swizzle")?;
            for (i, f) in ["src1_swiz_x", "src1_swiz_y", "src1_swiz_z", "src1_swiz_w"]
                .iter()
                .enumerate()
            {
                p.set(f, enc >> (3 * i) & 7)?;
            }
            p.search(Some(2), &["src1_neg", "src1_abs"])?;
            p.search(Some(3), &["gpi0_n", "gpi0_swiz", "gpi0_abs"])
        })();
        match r {
            Ok(()) => return Ok(p.word),
            Err(e) => last = e,
        }
    }
    Err(last)
}

fn vcomp(p: &mut P) -> Result<u64, String> {
    p.start("VCOMP", &[])?;
    p.search(Some(0), &["op2"])?;
    p.pred("pred")?;
    p.reg(1, D, ["dest_n", "dest_bank", "dest_bank_ext"], true, 8)?;
    p.search(Some(1), &["write_mask"])?;
    p.reg(2, S12, ["src1_n", "src1_bank", "src1_bank_ext"], true, 8)?;
    p.search(Some(2), &["src_comp", "src1_mod"])?;
    Ok(p.word)
}

/// Whether a move of data type field `t` counts register pairs, and its register-number bits.
fn move_regs(t: u64) -> (bool, u32) {
    let double = matches!(t, 3..=5);
    (double, if double { 7 } else { 6 })
}

fn vmov(p: &mut P) -> Result<u64, String> {
    p.start("VMOV", &[])?;
    p.search(Some(0), &["move_data_type"])?;
    p.pred("pred")?;
    let (double, bits) = move_regs(p.get("move_data_type"));
    p.reg(
        1,
        D,
        ["dest_n", "dest_bank_sel", "dest_bank_ext"],
        double,
        bits,
    )?;
    p.search(Some(1), &["dest_mask"])?;
    p.reg(
        2,
        S12,
        ["src1_n", "src1_bank_sel", "src1_bank_ext"],
        double,
        bits,
    )?;
    p.search(Some(2), &["src0_swiz"])?;
    Ok(p.word)
}

fn vmovc(p: &mut P) -> Result<u64, String> {
    p.start("VMOVC", &[("move_type", 1)])?;
    p.search(Some(0), &["move_type", "move_data_type"])?;
    p.pred("pred")?;
    let (double, bits) = move_regs(p.get("move_data_type"));
    p.reg(
        1,
        D,
        ["dest_n", "dest_bank_sel", "dest_bank_ext"],
        double,
        bits,
    )?;
    p.search(Some(1), &["dest_mask"])?;
    p.reg(
        6,
        S12,
        ["src1_n", "src1_bank_sel", "src1_bank_ext"],
        double,
        bits,
    )?;
    p.search(Some(6), &["src0_swiz"])?;
    p.reg(
        2,
        S0,
        ["src0_n", "src0_bank_sel", "end_or_src0_bank_ext"],
        double,
        bits,
    )?;
    p.search(Some(2), &["src0_comp_sel"])?;
    p.search(Some(3), &["test"])?;
    p.reg(
        8,
        S12,
        ["src2_n", "src2_bank_sel", "src2_bank_ext"],
        double,
        bits,
    )?;
    Ok(p.word)
}

fn vpck(p: &mut P) -> Result<u64, String> {
    p.start("VPCK", &[])?;
    p.search(Some(0), &["dest_fmt", "src_fmt"])?;
    p.pred("pred")?;
    p.reg(1, D, ["dest_n", "dest_bank_sel", "dest_bank_ext"], false, 7)?;
    p.search(Some(1), &["dest_mask"])?;
    let sf = p.get("src_fmt");
    let float = matches!(sf, 5 | 6);
    let t = p.tok(2)?;
    if float {
        p.reg(
            2,
            S12,
            ["src1_n", "src1_bank_sel", "src1_bank_ext"],
            true,
            7,
        )?;
    } else {
        // A non-float source's register number takes the low bit from `comp0_sel_bit1`.
        let (bank, num) = reg_of(t).ok_or_else(|| format!("`{t}` is not a register"))?;
        let mut found = false;
        'f: for e in 0..2 {
            for s in 0..4 {
                for v in 0..128u64 {
                    let op = o::src12(&p.ctx, v, s, e, false, 7);
                    if op.bank == bank && op.num == num {
                        p.set("src1_n", v >> 1)?;
                        p.set("comp0_sel_bit1", v & 1)?;
                        p.set("src1_bank_sel", s)?;
                        p.set("src1_bank_ext", e)?;
                        found = true;
                        break 'f;
                    }
                }
            }
        }
        if !found {
            return Err(format!("no register field encodes `{t}`"));
        }
    }
    let with_src2 = t.starts_with('(');
    if with_src2 {
        p.reg(
            3,
            S12,
            ["src2_n", "src2_bank_sel", "src2_bank_ext"],
            true,
            7,
        )?;
    } else if sf == 6 {
        // Without a second source: an immediate src2 keeps Vita3K from showing one.
        p.set("src2_bank_sel", 2)?;
        p.set("src2_bank_ext", 1)?;
    }
    let mut fields = vec!["comp_sel_0_bit0", "comp_sel_1", "comp_sel_2", "comp_sel_3"];
    if float {
        fields.push("comp0_sel_bit1");
    }
    // A non-f32 source's first selector takes its high bit from src2's number.
    let lows: &[u64] = if sf == 6 || with_src2 { &[0] } else { &[0, 1] };
    let mut last = Ok(());
    for &low in lows {
        if sf != 6 && !with_src2 {
            let v = p.get("src2_n") & !1 | low;
            p.set("src2_n", v)?;
        }
        last = p.search(Some(2), &fields);
        if last.is_ok() {
            break;
        }
    }
    last?;
    let k = p.toks.len() - 1;
    p.search(Some(k), &["scale"])?;
    Ok(p.word)
}

fn vtst(p: &mut P) -> Result<u64, String> {
    let mask_form = p
        .tok(1)
        .is_ok_and(|t| !(t.starts_with('p') && t[1..].parse::<u8>().is_ok()));
    if mask_form {
        p.start("VTSTMSK", &[("test_wben", 1)])?;
    } else {
        p.start("VTST", &[])?;
    }
    p.search(Some(0), &["alu", "prec", "zero_test", "sign_test"])?;
    p.pred("pred")?;
    let sel0 = p.get("alu") >> 4 == 0;
    let (double, bits) = (sel0, if sel0 { 8 } else { 7 });
    if mask_form {
        p.reg(1, D, ["dest_n", "dest_bank", "dest_ext"], double, bits)?;
        p.search(Some(1), &["tst_mask_type"])?;
        p.reg(2, S12, ["src1_n", "src1_bank", "src1_ext"], double, bits)?;
        p.search(Some(2), &["test_flag_2"])?;
    } else {
        p.search(Some(1), &["pdst_n"])?;
        p.reg(2, S12, ["src1_n", "src1_bank", "src1_ext"], double, bits)?;
        p.search(Some(2), &["chan_cc", "src1_neg"])?;
    }
    p.reg(3, S12, ["src2_n", "src2_bank", "src2_ext"], double, bits)?;
    p.search(Some(3), &["src2_vscomp"])?;
    Ok(p.word)
}

fn vbw(p: &mut P) -> Result<u64, String> {
    p.start("VBW", &[("op", 4)])?;
    p.search(Some(0), &["op"])?;
    p.pred("pred")?;
    p.reg(1, D, ["dest_n", "dest_bank", "dest_ext"], false, 7)?;
    p.reg(2, S12, ["src1_n", "src1_bank", "src1_ext"], false, 7)?;
    let t = p.tok(3)?;
    if let Some(h) = t.strip_prefix("0x") {
        let v = u64::from_str_radix(h, 16).map_err(|_| format!("`{t}` is not a hex number"))?;
        p.set("src2_bank", 2)?;
        p.set("src2_ext", 1)?;
        p.set("src2_n", v & 127)?;
        p.set("src2_sel", v >> 7 & 127)?;
        p.set("src2_exth", v >> 14)?;
    } else {
        p.reg(3, S12, ["src2_n", "src2_bank", "src2_ext"], false, 7)?;
    }
    Ok(p.word)
}

fn sop2m(p: &mut P, op: &str) -> Result<u64, String> {
    p.start("SOP2M", &[])?;
    let v = ["FADD", "FSUB", "FMIN", "FMAX"]
        .iter()
        .position(|&o| o == op)
        .ok_or_else(|| format!("unknown SOP2M operation `{op}`"))?;
    // The alpha operation prints on a second line: the same one here.
    p.set("cop", v as u64)?;
    p.set("aop", v as u64)?;
    Ok(p.word)
}

fn vdual(p: &mut P) -> Result<u64, String> {
    let plus = p.toks.iter().position(|&t| t == "+").unwrap();
    let mut last = String::new();
    for fmt in ["VDUAL3", "VDUAL4"] {
        for config in 0..4 {
            for prim in 0..2 {
                match dual_try(p, fmt, config, prim, plus) {
                    Ok(w) => return Ok(w),
                    Err(e) => last = e,
                }
            }
        }
    }
    Err(last)
}

/// One dual-issue encoding: format, source configuration and which operation writes the unified
/// destination fixed; the rest searched operand by operand.
fn dual_try(p: &mut P, fmt: &str, config: u64, prim: u64, plus: usize) -> Result<u64, String> {
    use super::vector::{dual_parts, Src};
    p.start(fmt, &[("src_config", config), ("prim_ustore", prim)])?;
    p.search(Some(0), &["dual_op1", "dual_op2"])?;
    p.search(Some(plus + 1), &["dual_op2"])?;
    let (op1, op2, l1, l2) = dual_parts(&Insn::decode(p.word)).ok_or("no such operation pair")?;
    let (uni, gpi) = if prim == 1 {
        (1, plus + 2)
    } else {
        (plus + 2, 1)
    };
    let vstore = if prim == 1 { op1.vstore } else { op2.vstore };
    p.reg(uni, D, ["prim_dest_num", "prim_dest_bank", ""], vstore, 8)?;
    // The fixed write mask is the GPI destination's.
    if fmt == "VDUAL4" {
        p.search(
            Some(gpi),
            &["prim_dest_num_gpi_case", "write_mask_non_gpi", "has_w"],
        )?;
    } else {
        p.search(Some(gpi), &["prim_dest_num_gpi_case", "write_mask_non_gpi"])?;
    }
    for (op, layout, base) in [(op1, l1, 2), (op2, l2, plus + 3)] {
        for (j, src) in layout.iter().enumerate() {
            let k = base + j;
            match src {
                Src::No => break,
                Src::G0 => p.search(Some(k), &["gpi0_slot_num", "gpi0_swizz"])?,
                Src::G1 => p.search(
                    Some(k),
                    &["gpi1_slot_num", "gpi1_swizz", "gpi1_swizz_ext", "gpi1_neg"],
                )?,
                Src::G2 => p.search(
                    Some(k),
                    &[
                        "gpi2_slot_num_bit_1",
                        "gpi2_slot_num_bit_0_or_unified_store_abs",
                    ],
                )?,
                Src::Uni => {
                    let bits = if op.vload { 8 } else { 7 };
                    p.reg(
                        k,
                        S12,
                        ["unified_store_slot_num", "unified_store_slot_bank", ""],
                        op.vload,
                        bits,
                    )?;
                    // GPI2's bit 1 may extend the swizzle: only if it must (it may be GPI2's number).
                    p.search(Some(k), &["unified_store_swizz", "unified_store_neg"])
                        .or_else(|_| {
                            p.search(
                                Some(k),
                                &[
                                    "unified_store_swizz",
                                    "unified_store_neg",
                                    "gpi2_slot_num_bit_1",
                                ],
                            )
                        })?;
                }
            }
        }
    }
    let (_, t) = p.print();
    if t.iter().map(String::as_str).ne(p.toks.iter().copied()) {
        return Err("the fields found do not print the line".to_string());
    }
    Ok(p.word)
}

fn imad2(p: &mut P) -> Result<u64, String> {
    p.start("I32MAD", &[])?;
    p.pred("pred")?;
    p.reg(1, D, ["dest_n", "dest_bank", "dest_bank_ext"], false, 7)?;
    p.reg(2, S0, ["src0_n", "src0_bank", ""], false, 7)?;
    p.reg(3, S12, ["src1_n", "src1_bank", "src1_bank_ext"], false, 7)?;
    p.reg(4, S12, ["src2_n", "src2_bank", "src2_bank_ext"], false, 7)?;
    Ok(p.word)
}

fn imad(p: &mut P) -> Result<u64, String> {
    p.start("I32MAD2", &[])?;
    p.pred("pred")?;
    p.reg(1, D, ["dest_n", "dest_bank", "dest_bank_ext"], false, 7)?;
    p.reg(2, S0, ["src0_n", "src0_bank", "src0_bank_ext"], false, 7)?;
    p.reg(3, S12, ["src1_n", "src1_bank", "src1_bank_ext"], false, 7)?;
    p.search(Some(3), &["negative_src1"])?;
    p.reg(4, S12, ["src2_n", "src2_bank", "src2_bank_ext"], false, 7)?;
    p.search(Some(4), &["negative_src2"])?;
    p.search(Some(5), &["sn"])?;
    Ok(p.word)
}

fn smp(p: &mut P) -> Result<u64, String> {
    p.start("SMP", &[])?;
    p.search(Some(0), &["dim", "fconv_type", "src0_type"])?;
    p.pred("pred")?;
    p.search(Some(1), &["dest_n", "dest_use_pa"])?;
    p.reg(2, S0, ["src0_n", "src0_bank", "src0_ext"], true, 8)?;
    p.reg(3, S12, ["src1_n", "src1_bank", "src1_ext"], true, 8)?;
    if p.toks.len() > 4 {
        // The register first: the search compares the whole printed operand, register included.
        p.reg(4, S12, ["src2_n", "src2_bank", "src2_ext"], true, 8)?;
        p.search(Some(4), &["lod_mode"])?;
    }
    Ok(p.word)
}

fn ldr(p: &mut P) -> Result<u64, String> {
    p.start("VLD", &[])?;
    p.pred("pred")?;
    p.search(Some(1), &["dest_n", "dest_bank_primattr"])?;
    p.reg(2, S0, ["src0_n", "src0_bank", "src0_bank_ext"], false, 7)?;
    p.search(Some(7), &["data_type", "mask_count"])?;
    let t = p.tok(4)?;
    if let Ok(bytes) = t.parse::<u64>() {
        // An immediate offset prints in bytes.
        let size = [4, 2, 1, 1][p.get("data_type") as usize];
        p.set("src1_bank", 2)?;
        p.set("src1_bank_ext", 1)?;
        p.set("src1_n", bytes / size)?;
    } else {
        p.reg(4, S12, ["src1_n", "src1_bank", "src1_bank_ext"], false, 7)?;
    }
    p.reg(6, S12, ["src2_n", "src2_bank", "src2_bank_ext"], false, 7)?;
    Ok(p.word)
}

fn limm(p: &mut P) -> Result<u64, String> {
    p.start("LIMM", &[])?;
    p.pred("pred")?;
    p.reg(1, D, ["dest_num", "dest_bank", "dest_bank_ext"], false, 7)?;
    let t = p.tok(2)?;
    let h = t
        .strip_prefix("#0x")
        .ok_or_else(|| format!("`{t}`: expected #0x..."))?;
    let v = u64::from_str_radix(h, 16).map_err(|_| format!("`{t}` is not a hex number"))?;
    p.set("imm", v)?;
    Ok(p.word)
}

fn depthf(p: &mut P) -> Result<u64, String> {
    p.start("DEPTHF", &[])?;
    p.pred("pred")?;
    p.reg(1, S0, ["src0_n", "src0_bank", "src0_bank_ext"], true, 7)?;
    p.reg(2, S12, ["src1_n", "src1_bank", "src1_bank_ext"], false, 7)?;
    p.reg(3, S12, ["src2_n", "src2_bank", "src2_bank_ext"], false, 7)?;
    Ok(p.word)
}

fn smlsi(p: &mut P) -> Result<u64, String> {
    p.start("SMLSI", &[])?;
    let incs: Vec<&str> = p.toks[1..].to_vec();
    if incs.len() != 4 {
        return Err("SMLSI needs four increments".to_string());
    }
    // Printed dest first, then src0, src1, src2.
    for (t, name) in incs.iter().zip(["dest", "src0", "src1", "src2"]) {
        let (mode, v) = if let Some(n) = t.strip_prefix("inc.") {
            let n: i8 = n.parse().map_err(|_| format!("`{t}`: bad increment"))?;
            (0, n as u8 as u64)
        } else if let Some(s) = t.strip_prefix("swizz.(").and_then(|s| s.strip_suffix(')')) {
            let mut v = 0;
            for (i, c) in s.chars().enumerate() {
                let d = c.to_digit(4).ok_or_else(|| format!("`{t}`: bad swizzle"))?;
                v |= (d as u64) << (2 * i);
            }
            (1, v)
        } else {
            return Err(format!("`{t}`: expected inc.N or swizz.(abcd)"));
        };
        p.set(&format!("{name}_inc_mode"), mode)?;
        p.set(&format!("{name}_inc"), v)?;
    }
    Ok(p.word)
}

fn spec(p: &mut P) -> Result<u64, String> {
    // `SPEC category: C, special: B`
    let cat: u64 = p
        .tok(2)?
        .trim_end_matches(',')
        .parse()
        .map_err(|_| "expected the category".to_string())?;
    let special = match p.tok(4)? {
        "true" => 1,
        "false" => 0,
        t => return Err(format!("`{t}`: expected true or false")),
    };
    if cat > 3 {
        return Err("the category is 0..3".to_string());
    }
    // Group 31 with operation 0; bit 39 keeps category 0 from reading as a branch.
    let w = 31u64 << 59 | special << 54 | cat << 52 | ((special | cat == 0) as u64) << 39;
    Ok(w)
}
