//! envydis' notation for Fermi: `$r12`, `$r12d`, `$p3`, `$c`, `$flags`, `$t5`, `$s2`, `$tidx`, memory as
//! `g[$r3+0x10]`, `c16[0x4]`, `s[0xfffffffffffffff0]`, vectors as `$r4:#:$r5`, everything separated by
//! spaces. `$r63` (reads 0) prints as `0x0` where envydis treats it as zero, and `$p7` (true) as `0x1`.
//!
//! Some register and memory kinds are told apart by their file or space letter (see the constants), since
//! the engine's operand values do not carry them otherwise.

use gpuisa_core::lex::TokKind;
use gpuisa_core::text::Line;
use gpuisa_engine::encode::imm_raw;
use gpuisa_engine::notation::{push_signed, Notation, Separators};
use gpuisa_engine::parse::Cursor;
use gpuisa_engine::envydis::{self, reg_parts};
use gpuisa_engine::*;

/// envydis' notation for Fermi (see the module documentation).
pub struct EnvyFermi;

/// Register files as the envydis description uses them: [`RegFile::R`] reads `$r63` as zero (printed
/// `0x0`), [`RegFile::A`] is a `$r` register printed as it is; [`RegFile::C`] is `$c` (shape word) or
/// `$flags` (shape double).
pub const RAW_R: RegFile = RegFile::A;

/// Memory space letters: `G` is g[] with a 64-bit (register pair) base; `x` is `pix[]`, `i` is `img[]`;
/// `0`, `1` and `6` are c0[], c1[] and c16[] (fixed banks).
fn space_name(space: u8) -> &'static str {
    match space {
        b'g' | b'G' => "g",
        b's' => "s",
        b'l' => "l",
        b'a' => "a",
        b'p' => "p",
        b'x' => "pix",
        b'i' => "img",
        b'0' => "c0",
        b'1' => "c1",
        b'6' => "c16",
        _ => "c",
    }
}

fn push_r(out: &mut Line, num: u16, part: Part) {
    out.put8(*b"$r\0\0\0\0\0\0", 2);
    out.dec(num as u64);
    match part {
        Part::Double => out.byte(b'd'),
        Part::Quad => out.byte(b'q'),
        _ => {}
    }
}

/// Special register names, by number.
pub const SREG_NAMES: &[(u16, &str)] = &[
    (0x00, "laneid"),
    (0x02, "nphysid"),
    (0x03, "physid"),
    (0x04, "pm0"),
    (0x05, "pm1"),
    (0x06, "pm2"),
    (0x07, "pm3"),
    (0x08, "pm4"),
    (0x09, "pm5"),
    (0x0a, "pm6"),
    (0x0b, "pm7"),
    (0x10, "vtxcnt"),
    (0x11, "invoc"),
    (0x12, "ydir"),
    (0x13, "thread_kill"),
    (0x20, "tid"),
    (0x21, "tidx"),
    (0x22, "tidy"),
    (0x23, "tidz"),
    (0x24, "launcharg"),
    (0x25, "ctaidx"),
    (0x26, "ctaidy"),
    (0x27, "ctaidz"),
    (0x28, "ntid"),
    (0x29, "ntidx"),
    (0x2a, "ntidy"),
    (0x2b, "ntidz"),
    (0x2c, "gridid"),
    (0x2d, "nctaidx"),
    (0x2e, "nctaidy"),
    (0x2f, "nctaidz"),
    (0x30, "swinbase"),
    (0x31, "swinsz"),
    (0x32, "smemsz"),
    (0x33, "smembanks"),
    (0x34, "lwinbase"),
    (0x35, "lwinsz"),
    (0x36, "lpossz"),
    (0x37, "lnegstart"),
    (0x38, "lanemask_eq"),
    (0x39, "lanemask_lt"),
    (0x3a, "lanemask_le"),
    (0x3b, "lanemask_gt"),
    (0x3c, "lanemask_ge"),
    (0x40, "trapstat"),
    (0x42, "warperr"),
    (0x50, "clock"),
    (0x51, "clockhi"),
];

impl Notation for EnvyFermi {
    const SEPARATORS: Separators = Separators::Spaces;

    fn reg(out: &mut Line, r: &Reg, _feats: u8) {
        match r.file {
            RegFile::R if r.num == 63 && r.part == Part::Full => out.put8(*b"0x0\0\0\0\0\0", 3),
            RegFile::R | RegFile::A => push_r(out, r.num, r.part),
            RegFile::P if r.num == 7 => out.put8(*b"0x1\0\0\0\0\0", 3),
            RegFile::P => {
                out.put8(*b"$p\0\0\0\0\0\0", 2);
                out.dec(r.num as u64);
            }
            RegFile::C if r.part == Part::Double => out.put_str("$flags"),
            RegFile::C => out.put8(*b"$c\0\0\0\0\0\0", 2),
            RegFile::T => {
                out.put8(*b"$t\0\0\0\0\0\0", 2);
                out.dec(r.num as u64);
            }
            RegFile::S => {
                out.put8(if r.part == Part::Quad { *b"$g\0\0\0\0\0\0" } else { *b"$s\0\0\0\0\0\0" }, 2);
                out.dec(r.num as u64);
            }
            RegFile::Sr => match SREG_NAMES.iter().find(|(n, _)| *n == r.num) {
                Some((_, name)) => {
                    out.byte(b'$');
                    out.put_str(name);
                }
                None => {
                    out.put8(*b"$sr\0\0\0\0\0", 3);
                    out.dec(r.num as u64);
                }
            },
        }
    }

    fn mem(out: &mut Line, m: &Mem) {
        out.put_str(space_name(m.space));
        if m.space == b'c' {
            out.dec(m.bank.unwrap_or(0) as u64);
        }
        out.byte(b'[');
        match m.base {
            // A register base (but the zero register) with its signed offset.
            MemBase::R(r) if r != 63 || m.space == b'G' => {
                push_r(out, r, if m.space == b'G' { Part::Double } else { Part::Full });
                if m.offset != 0 {
                    out.byte_if(b'+', m.offset > 0);
                    push_signed(out, m.offset);
                }
            }
            // No base: the offset alone, as a 64-bit number.
            _ => out.hex(m.offset as u64),
        }
        out.byte(b']');
    }

    /// Code addresses count from the end of the instruction; the description marks the 32-bit forms'
    /// fields with `minus` (see [`super::fields`]).
    fn target_spec(out: &mut Line, v: u64, addr: u64, spec: &ImmSpec) {
        let t = addr.wrapping_add(if spec.minus { 4 } else { 8 }).wrapping_add(v);
        if std::ptr::eq(spec, &super::fields::NTARG) {
            push_signed(out, t as i64)
        } else {
            out.hex(t)
        }
    }
    fn target_address_spec(v: u64, addr: u64, spec: &ImmSpec) -> u64 {
        addr.wrapping_add(if spec.minus { 4 } else { 8 }).wrapping_add(v)
    }
    fn target_field_spec(target: u64, addr: u64, spec: &ImmSpec) -> i64 {
        target.wrapping_sub(addr).wrapping_sub(if spec.minus { 4 } else { 8 }) as i64
    }

    fn vec(out: &mut Line, v: &RegVec) {
        envydis::print_vec(out, v, push_r)
    }

    fn parse_reg(cur: &mut Cursor, pos: usize, spec: &RegSpec, _feats: u8) -> Option<(Reg, usize)> {
        match reg(cur, pos, spec) {
            Some(r) => Some((r, pos + 1)),
            None => {
                cur.fail(pos, "register");
                None
            }
        }
    }

    fn parse_mem(cur: &mut Cursor, pos: usize, spec: &MemSpec, _feats: u8, _areg: &mut bool) -> Option<(Mem, usize)> {
        let m = mem(cur, pos, spec);
        if m.is_none() {
            cur.fail(pos, "memory operand");
        }
        m
    }

    fn parse_vec(cur: &mut Cursor, pos: usize, spec: &VecSpec) -> Option<(RegVec, usize)> {
        envydis::parse_vec(cur, pos, spec)
    }
}


fn num_is(cur: &Cursor, pos: usize, v: u64) -> bool {
    matches!(cur.tok(pos), Some(t) if t.kind == TokKind::Num && t.value == v)
}

fn reg(cur: &Cursor, pos: usize, spec: &RegSpec) -> Option<Reg> {
    let part = match spec.shape {
        RegShape::Double => Part::Double,
        RegShape::Quad => Part::Quad,
        _ => Part::Full,
    };
    let mk = |num: u16| Some(Reg { file: spec.file, num, part });
    match spec.file {
        RegFile::R if part == Part::Full && num_is(cur, pos, 0) => return mk(63),
        RegFile::P if num_is(cur, pos, 1) => return mk(7),
        RegFile::C => {
            let t = cur.tok(pos)?;
            let want = if part == Part::Double { "$flags" } else { "$c" };
            return (t.kind == TokKind::Reg && t.text(cur.src) == want).then_some(Reg { file: spec.file, num: 0, part });
        }
        RegFile::Sr => {
            let t = cur.tok(pos)?;
            if t.kind != TokKind::Reg {
                return None;
            }
            let name = &t.text(cur.src)[1..];
            if let Some((n, _)) = SREG_NAMES.iter().find(|(_, nm)| *nm == name) {
                return mk(*n);
            }
            let (p, n, suf) = reg_parts(cur, pos)?;
            let named = SREG_NAMES.iter().any(|(k, _)| *k as u64 == n);
            return (p == "sr" && suf.is_empty() && !named && n < 0x10000).then(|| mk(n as u16)).flatten();
        }
        _ => {}
    }
    let (p, n, suf) = reg_parts(cur, pos)?;
    let want = match spec.file {
        RegFile::R | RegFile::A => "r",
        RegFile::P => "p",
        RegFile::T => "t",
        RegFile::S => "s",
        _ => return None,
    };
    let want = if spec.file == RegFile::S && part == Part::Quad { "g" } else { want };
    let want_suf = match part {
        Part::Quad if spec.file == RegFile::S => "",
        Part::Double => "d",
        Part::Quad => "q",
        _ => "",
    };
    (p == want && suf == want_suf && n < 0x10000).then(|| mk(n as u16)).flatten()
}

fn mem(cur: &mut Cursor, pos: usize, spec: &MemSpec) -> Option<(Mem, usize)> {
    let space = spec.space.as_bytes()[0];
    let name = space_name(space);
    let t = cur.tok(pos)?;
    if t.kind != TokKind::Ident {
        return None;
    }
    let text = t.text(cur.src);
    let mut bank = None;
    if space == b'c' {
        let d = text.strip_prefix('c')?;
        if d.is_empty() || !d.bytes().all(|c| c.is_ascii_digit()) || (d.len() > 1 && d.starts_with('0')) {
            return None;
        }
        let b: u64 = d.parse().ok()?;
        if !spec.bank?.fits(b) {
            return None;
        }
        bank = Some(b as u8);
    } else if text != name {
        return None;
    }
    let mut p = pos + 1;
    if !cur.punct_is(p, b'[') {
        return None;
    }
    p += 1;
    let mut base = MemBase::None;
    let offset;
    if let MemBaseSpec::Reg(r) = &spec.base {
        match reg_parts(cur, p) {
            Some(("r", n, suf)) => {
                let want = if r.shape == RegShape::Double { "d" } else { "" };
                if suf != want || !r.field.fits(n) {
                    return None;
                }
                base = MemBase::R(n as u16);
                p += 1;
                offset = if cur.punct_is(p, b'+') || cur.punct_is(p, b'-') {
                    let neg = cur.punct_is(p, b'-');
                    let t = cur.tok(p + 1).filter(|t| t.kind == TokKind::Num)?;
                    p += 2;
                    if t.value == 0 || t.value > i64::MAX as u64 {
                        return None;
                    }
                    if neg {
                        -(t.value as i64)
                    } else {
                        t.value as i64
                    }
                } else {
                    0
                };
            }
            _ => {
                // The zero register prints as no base.
                if r.file != RegFile::R || r.shape != RegShape::Word {
                    return None;
                }
                base = MemBase::R(63);
                let t = cur.tok(p).filter(|t| t.kind == TokKind::Num)?;
                offset = t.value as i64;
                p += 1;
            }
        }
    } else {
        let t = cur.tok(p).filter(|t| t.kind == TokKind::Num)?;
        offset = t.value as i64;
        p += 1;
    }
    match &spec.offset {
        Some(s) => imm_raw(s, offset)?,
        None if offset == 0 => 0,
        None => return None,
    };
    if !cur.punct_is(p, b']') {
        return None;
    }
    Some((Mem { space, bank, base, offset, postinc: false }, p + 1))
}


/// `text` with the surface dimensions `1d`, `2d`, `3d` written `1D`, `2D`, `3D`, which the shared lexer
/// reads as words (it takes `1d` for a malformed number). [`crate::FermiEnvydis`]'s parser reads both.
pub fn lexable(text: &str) -> std::borrow::Cow<'_, str> {
    let b = text.as_bytes();
    let mut fixed: Option<Vec<u8>> = None;
    for i in 0..b.len().saturating_sub(1) {
        let starts = i == 0 || !gpuisa_core::lex::is_ident_char(b[i - 1]);
        let ends = i + 2 == b.len() || !gpuisa_core::lex::is_ident_char(b[i + 2]);
        if starts && ends && matches!(b[i], b'1'..=b'3') && b[i + 1] == b'd' {
            fixed.get_or_insert_with(|| b.to_vec())[i + 1] = b'D';
        }
    }
    match fixed {
        // Only ASCII bytes changed: still UTF-8.
        Some(v) => std::borrow::Cow::Owned(String::from_utf8(v).unwrap_or_else(|_| text.to_string())),
        None => std::borrow::Cow::Borrowed(text),
    }
}

/// Lexes one instruction's text as [`gpuisa_core::lex::lex`] does, reading `1d`, `2d`, `3d` as words.
pub fn lex(text: &str) -> Result<Vec<gpuisa_core::lex::Token>, gpuisa_core::Diagnostic> {
    gpuisa_core::lex::lex(&lexable(text))
}

/// `src` with the dimension words `1D`, `2D`, `3D` among `toks` written as envydis writes them (`1d`).
pub fn dims_lowercase<'a>(src: &'a str, toks: &[gpuisa_core::lex::Token]) -> std::borrow::Cow<'a, str> {
    let mut fixed: Option<Vec<u8>> = None;
    for t in toks {
        if t.kind == TokKind::Ident && matches!(t.text(src), "1D" | "2D" | "3D") {
            fixed.get_or_insert_with(|| src.as_bytes().to_vec())[t.start as usize + 1] = b'd';
        }
    }
    match fixed {
        Some(v) => std::borrow::Cow::Owned(String::from_utf8(v).unwrap_or_else(|_| src.to_string())),
        None => std::borrow::Cow::Borrowed(src),
    }
}
